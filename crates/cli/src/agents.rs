//! Agents named on the command line (`--agent`, `--vs`, `arena A B`), and their search
//! budget.

use mw_ai::{AgentKind, Budget};

/// Parses an agent's name (clap's value parser).
pub fn parse_agent(s: &str) -> Result<AgentKind, String> {
    AgentKind::from_name(s).ok_or_else(|| format!("no agent named {s:?}: the agents are {}", AgentKind::names()))
}

/// How long searching agents think per decision.
#[derive(clap::Args, Debug, Clone, Copy)]
pub struct BudgetArgs {
    /// Milliseconds per decision for agents that search (the thread's CPU time, so a
    /// loaded machine doesn't starve the search; results depend on the machine's
    /// speed).
    #[arg(long, conflicts_with = "playouts")]
    pub ms_per_decision: Option<u32>,
    /// Playouts per decision for agents that search (deterministic given the seed;
    /// default: 200).
    #[arg(long)]
    pub playouts: Option<u32>,
}

impl BudgetArgs {
    pub fn budget(&self) -> Option<Budget> {
        match (self.ms_per_decision, self.playouts) {
            (Some(ms), _) => Some(Budget::Millis(ms.max(1))),
            (None, Some(n)) => Some(Budget::Playouts(n.max(1))),
            (None, None) => None,
        }
    }

    /// The budget in words, for reports.
    pub fn describe(&self) -> String {
        match self.budget() {
            Some(Budget::Millis(ms)) => format!("{ms} ms per decision"),
            Some(Budget::Playouts(n)) => format!("{n} playouts per decision"),
            None => format!("{} playouts per decision", mw_ai::DEFAULT_PLAYOUTS),
        }
    }
}

/// The seed of `player`'s agent in the game with `game_seed`.
pub fn agent_seed(game_seed: u64, player: usize) -> u64 {
    game_seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(player as u64 + 1)
}
