//! `manaweave play`: a person plays a game in the terminal against an agent. Each
//! decision shows the player's view (hidden zones as counts, the mana they could make)
//! and the legal answers, numbered; the person types a number.

use crate::decks::{deck_arg, matchup, setup};
use crate::agents::{parse_agent, BudgetArgs};
use mw_ai::AgentKind;
use mw_engine::mana::ManaPool;
use mw_engine::view::{PlayerView, SeenCard};
use mw_engine::{Answer, Game, GameResult};
use mw_types::PlayerId;
use std::io::{BufRead, Write};

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// Your deck: a built-in name or a deck list file.
    #[arg(long, default_value = "red-aggro")]
    pub deck: String,
    /// The opponent's deck.
    #[arg(long, default_value = "green-midrange")]
    pub opponent_deck: String,
    /// The game's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Which player you are: 1 or 2.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub seat: u8,
    /// The opponent's agent: random, first, heuristic or mcts.
    #[arg(long, alias = "opponent", default_value = "random", value_parser = parse_agent)]
    pub vs: AgentKind,
    #[command(flatten)]
    pub budget: BudgetArgs,
}

fn mana(p: &ManaPool) -> String {
    let s: String = p.iter().map(|(t, n)| t.to_string().repeat(n as usize)).collect();
    if s.is_empty() { "nothing".to_string() } else { s }
}

fn card(c: &SeenCard) -> String {
    let mut s = c.name.clone();
    if let (Some(p), Some(t)) = (c.power, c.toughness) {
        s.push_str(&format!(" {p}/{t}"));
    }
    if c.damage > 0 {
        s.push_str(&format!(" ({} damage)", c.damage));
    }
    if c.tapped {
        s.push_str(" (tapped)");
    }
    s
}

fn list(cards: &[SeenCard]) -> String {
    if cards.is_empty() { "—".to_string() } else { cards.iter().map(card).collect::<Vec<_>>().join(", ") }
}

/// The view as text: opponents first, then the viewer, then the stack and the mana.
pub fn render(game: &Game, v: &PlayerView) -> String {
    let mut out = format!("turn {}, {}'s {} step; you are {}\n", v.turn, v.active, v.step, v.viewer);
    let mut players: Vec<_> = v.players.iter().collect();
    players.sort_by_key(|p| p.player == v.viewer);
    for p in players {
        let you = if p.player == v.viewer { " (you)" } else { "" };
        out.push_str(&format!(
            "{}{you}: {} life, {} in library, {} in hand\n",
            p.player, p.life, p.library_size, p.hand_size
        ));
        out.push_str(&format!("  battlefield: {}\n", list(&p.battlefield)));
        if !p.graveyard.is_empty() {
            out.push_str(&format!("  graveyard: {}\n", list(&p.graveyard)));
        }
        if let Some(hand) = &p.hand {
            out.push_str(&format!("  hand: {}\n", list(hand)));
        }
    }
    if !v.stack.is_empty() {
        let items: Vec<String> = v
            .stack
            .iter()
            .rev()
            .map(|s| match s.kind {
                mw_engine::stack::StackKind::Spell { object } => game.name(object).to_string(),
                mw_engine::stack::StackKind::Ability { source, .. } => format!("ability of {}", game.name(source)),
            })
            .collect();
        out.push_str(&format!("stack (top first): {}\n", items.join(", ")));
    }
    let could: Vec<String> = v.available_mana.iter().map(mana).collect();
    out.push_str(&format!("your pool: {}; you could make: {}\n", mana(&v.pool), could.join(" or ")));
    out
}

pub fn run(args: PlayArgs) -> Result<(), String> {
    let decks = vec![deck_arg(&args.deck)?, deck_arg(&args.opponent_deck)?];
    let db = crate::load_db()?;
    let (table, mut ids) = matchup(&db, &decks)?;
    if args.seat == 2 {
        ids.swap(0, 1);
    }
    let me = PlayerId(args.seat - 1);
    let mut game = Game::new(setup(&table, &ids, args.seed)).map_err(|e| e.to_string())?;
    let mut agent = args.vs.build(args.seed, args.budget.budget());
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    let mut legal: Vec<Answer> = Vec::new();
    while !game.is_over() {
        let d = game.decision();
        let Some(p) = d.player else { break };
        game.legal_answers_into(&mut legal);
        let answer = if p == me {
            let _ = writeln!(out, "\n{}", render(&game, &game.view(me)));
            let _ = writeln!(out, "{}:", game.describe_question(&d.question));
            for (i, a) in legal.iter().enumerate() {
                let _ = writeln!(out, "  {}. {}", i + 1, game.describe_answer(a));
            }
            match ask(&mut lines, &mut out, legal.len())? {
                Some(i) => legal[i],
                None => {
                    let _ = writeln!(out, "game left unfinished");
                    return Ok(());
                }
            }
        } else {
            legal[agent.choose(&game, p, &legal)]
        };
        let events = game.apply(p, answer).map_err(|e| format!("engine refused a listed answer: {e}"))?.to_vec();
        for e in &events {
            let _ = writeln!(out, "  {}", game.explain_to(me, e));
        }
    }
    let _ = match game.result() {
        Some(GameResult::Won(w)) if w == me => writeln!(out, "you win"),
        Some(GameResult::Won(w)) => writeln!(out, "{w} wins"),
        Some(GameResult::Draw) => writeln!(out, "the game is a draw"),
        None => writeln!(out, "the game is over"),
    };
    Ok(())
}

/// Reads a choice between 1 and `n`; None at the end of input or on "q".
fn ask(lines: &mut impl Iterator<Item = std::io::Result<String>>, out: &mut impl Write, n: usize) -> Result<Option<usize>, String> {
    loop {
        let _ = write!(out, "> ");
        let _ = out.flush();
        let Some(line) = lines.next() else { return Ok(None) };
        let line = line.map_err(|e| format!("cannot read input: {e}"))?;
        let t = line.trim();
        if t == "q" || t == "quit" {
            return Ok(None);
        }
        match t.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => return Ok(Some(k - 1)),
            _ => {
                let _ = writeln!(out, "type a number from 1 to {n}, or q to stop");
            }
        }
    }
}
