//! `manaweave arena --format commander [--players N] A B [C …]`: agents measured against
//! each other in free-for-all Commander games (CR 806, 903). The K agents sit in turn
//! around the table (seat i plays agent i mod K), and each seed is played K times, the
//! agents rotated one seat each time, so every agent sits in every seat with every deck
//! equally often. A game won by any seat of an agent is that agent's win; with equal
//! strength an agent wins its share of the seats. Two agents end on the same line as the
//! two-player arena: `A vs B: W-L-D over N games (P% wins, 95% CI L–U%)`.

use crate::agents::agent_seed;
use crate::arena::{progress, ArenaArgs, Timed};
use crate::decks::commander_matchup;
use crate::sim::wilson;
use mw_ai::{play, Agent, AgentKind, Budget, Outcome};
use mw_engine::{Game, GameResult, GameSetup};
use mw_types::CardId;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// One agent's results over the whole run.
#[derive(Clone, Copy, Debug, Default)]
struct Side {
    wins: u64,
    /// Seats this agent filled, over all games (its fair share of wins is
    /// `seats / players` of the games).
    seats: u64,
    decisions: u64,
    seconds: f64,
}

/// What a worker's games came to.
#[derive(Clone, Debug, Default)]
struct Tally {
    sides: Vec<Side>,
    draws: u64,
    capped: u64,
    games: u64,
    turns: u64,
    decisions: u64,
    errors: Vec<String>,
}

/// What every game needs: the card table, each seat's deck and commanders.
struct Table<'a> {
    cards: &'a Arc<mw_engine::CardTable>,
    decks: &'a [Vec<CardId>],
    commanders: &'a [Vec<CardId>],
    budget: Option<Budget>,
    max_turns: u32,
}

/// The agent (an index into the run's agents) in `seat` for rotation `r` of `k` agents.
fn agent_at(seat: usize, r: usize, k: usize) -> usize {
    (seat + r) % k
}

/// Plays seed `seed` with the agents rotated `r` seats; adds the result to `t`.
fn game(tb: &Table, kinds: &[AgentKind], r: usize, seed: u64, t: &mut Tally) {
    let players = tb.decks.len();
    let setup = GameSetup::commander(tb.cards.clone(), tb.decks.to_vec(), tb.commanders.to_vec(), seed);
    let mut g = match Game::new(setup) {
        Ok(g) => g,
        Err(e) => return t.errors.push(format!("seed {seed}: {e}")),
    };
    g.set_shortcuts(mw_engine::shortcuts::Shortcuts::ALL);
    let who: Vec<usize> = (0..players).map(|seat| agent_at(seat, r, kinds.len())).collect();
    let mut timed: Vec<Timed> = who
        .iter()
        .enumerate()
        .map(|(seat, &a)| Timed { agent: kinds[a].build(agent_seed(seed, seat), tb.budget), decisions: 0, seconds: 0.0 })
        .collect();
    let mut agents: Vec<&mut dyn Agent> = timed.iter_mut().map(|a| a as &mut dyn Agent).collect();
    let played = match play(&mut g, &mut agents, tb.max_turns, false) {
        Ok(p) => p,
        Err(e) => return t.errors.push(format!("seed {seed}: {e}")),
    };
    match played.outcome {
        Outcome::Finished(GameResult::Won(w)) => t.sides[who[w.index().min(players - 1)]].wins += 1,
        Outcome::Finished(GameResult::Draw) => t.draws += 1,
        Outcome::TurnCap | Outcome::SizeCap => {
            t.draws += 1;
            t.capped += 1;
        }
        Outcome::DecisionCap => return t.errors.push(format!("seed {seed}: {} decisions without an end", played.decisions)),
    }
    t.games += 1;
    t.turns += played.turns as u64;
    t.decisions += played.decisions;
    for (seat, a) in timed.iter().enumerate() {
        let s = &mut t.sides[who[seat]];
        s.seats += 1;
        s.decisions += a.decisions;
        s.seconds += a.seconds;
    }
}

impl Tally {
    fn merge(&mut self, o: &Tally) {
        for (a, b) in self.sides.iter_mut().zip(&o.sides) {
            a.wins += b.wins;
            a.seats += b.seats;
            a.decisions += b.decisions;
            a.seconds += b.seconds;
        }
        self.draws += o.draws;
        self.capped += o.capped;
        self.games += o.games;
        self.turns += o.turns;
        self.decisions += o.decisions;
        self.errors.extend(o.errors.iter().cloned());
    }
}

pub fn run(args: ArenaArgs) -> Result<(), String> {
    let players = args.players.unwrap_or(4) as usize;
    if !(2..=6).contains(&players) {
        return Err(format!("--players must be 2 to 6, not {players}"));
    }
    let kinds = &args.agents;
    let k = kinds.len();
    if args.games == 0 || args.games % k as u64 != 0 {
        return Err(format!("--games must be a positive multiple of the number of agents ({k}: each seed is played once per rotation of the seats), not {}", args.games));
    }
    let decks = crate::sim_commander::seat_decks(&args.decks, players)?;
    let db = crate::load_db()?;
    let (cards, ids, commanders) = commander_matchup(&db, &decks)?;
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 256);
    let seeds = args.games / k as u64;
    println!(
        "arena: {} in {players}-player Commander games on {}, {} games (each seed with the seats rotated {k} times, seeds {}..{}), search: {}, {threads} threads",
        kinds.iter().map(|a| a.name()).collect::<Vec<_>>().join(", "),
        decks.iter().map(|d| d.name.as_str()).collect::<Vec<_>>().join(", "),
        args.games,
        args.seed,
        args.seed.wrapping_add(seeds),
        args.budget.describe(),
    );
    let bar = progress(args.games);
    let next = AtomicU64::new(0);
    let all = Mutex::new(Tally { sides: vec![Side::default(); k], ..Tally::default() });
    let tb = Table { cards: &cards, decks: &ids, commanders: &commanders, budget: args.budget.budget(), max_turns: args.max_turns };
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let unit = next.fetch_add(1, Ordering::Relaxed);
                if unit >= seeds || crate::failed::interrupted() {
                    break;
                }
                let mut t = Tally { sides: vec![Side::default(); k], ..Tally::default() };
                for r in 0..k {
                    game(&tb, kinds, r, args.seed.wrapping_add(unit), &mut t);
                    bar.inc(1);
                }
                if let Ok(mut a) = all.lock() {
                    a.merge(&t);
                }
            });
        }
    });
    bar.finish_and_clear();
    let secs = start.elapsed().as_secs_f64();
    let all = all.into_inner().map_err(|_| "a worker thread panicked".to_string())?;
    for e in all.errors.iter().take(10) {
        eprintln!("error: {e}");
    }
    println!("time: {secs:.1} s");
    report(kinds, players, &all);
    if all.errors.is_empty() {
        Ok(())
    } else {
        Err(format!("{} games ended in an engine error", all.errors.len()))
    }
}

fn report(kinds: &[AgentKind], players: usize, t: &Tally) {
    let n = t.games.max(1) as f64;
    for (kind, s) in kinds.iter().zip(&t.sides) {
        let (lo, hi) = wilson(s.wins, t.games);
        let fair = 100.0 * s.seats as f64 / (n * players as f64);
        println!(
            "{}: {} wins ({:.1}%, 95% CI {:.1}–{:.1}%; fair share {fair:.1}%), {:.3} ms per decision ({} decisions, thread CPU time)",
            kind.name(),
            s.wins,
            100.0 * s.wins as f64 / n,
            100.0 * lo,
            100.0 * hi,
            1e3 * s.seconds / s.decisions.max(1) as f64,
            s.decisions,
        );
    }
    println!("draws: {} ({} stopped at the turn or size cap)", t.draws, t.capped);
    println!("mean game: {:.1} turns, {:.0} decisions", t.turns as f64 / n, t.decisions as f64 / n);
    if let [a, b] = kinds {
        let (w, l) = (t.sides[0].wins, t.sides[1].wins);
        let (lo, hi) = wilson(w, t.games);
        println!(
            "{} vs {}: {w}-{l}-{} over {} games ({:.1}% wins, 95% CI {:.1}–{:.1}%)",
            a.name(),
            b.name(),
            t.draws,
            t.games,
            100.0 * w as f64 / n,
            100.0 * lo,
            100.0 * hi
        );
    }
}

#[cfg(test)]
mod tests {
    use super::agent_at;

    /// Over all rotations every agent fills every seat once, and the seats split evenly
    /// when the agents divide the table.
    #[test]
    fn rotations_fill_every_seat_with_every_agent() {
        for (players, k) in [(4, 2), (4, 3), (3, 3), (6, 4)] {
            for seat in 0..players {
                let mut seen: Vec<usize> = (0..k).map(|r| agent_at(seat, r, k)).collect();
                seen.sort();
                assert_eq!(seen, (0..k).collect::<Vec<_>>(), "seat {seat} of {players} with {k} agents");
            }
        }
        let a_seats = |r| (0..4).filter(|&s| agent_at(s, r, 2) == 0).count();
        assert_eq!((a_seats(0), a_seats(1)), (2, 2));
    }
}
