//! `manaweave replay`: replays a saved game and checks it ends as recorded.

use crate::decks::{matchup, LoadedDeck};
use crate::sim::Replay;
use mw_ai::{Outcome, MAX_DECISIONS, MAX_PERMANENTS};
use mw_engine::{Game, GameResult};

#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// A file written by `manaweave sim --save DIR`.
    pub file: String,
    /// Print every event with the rule that produced it.
    #[arg(long)]
    pub trace: bool,
}

pub fn run(args: ReplayArgs) -> Result<(), String> {
    let text = std::fs::read_to_string(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file))?;
    let r: Replay = serde_json::from_str(&text).map_err(|e| format!("{} is not a replay: {e}", args.file))?;
    if r.decks.len() != 2 {
        return Err(format!("{}: a saved game has two decks (sim plays two-player games); this one has {}", args.file, r.decks.len()));
    }
    if r.game.decisions != r.game.answers.len() as u64 {
        return Err(format!(
            "{}: the recording says {} decisions but holds {} answers (a cut file?)",
            args.file,
            r.game.decisions,
            r.game.answers.len()
        ));
    }
    let db = crate::load_db()?;
    let decks: Vec<LoadedDeck> =
        r.decks.iter().map(|(n, t)| LoadedDeck { name: n.clone(), text: t.clone() }).collect();
    let (table, ids) = matchup(&db, &decks)?;
    let mut game = crate::decks::new_game(&table, &ids, r.seed, r.shortcuts)?;
    if args.trace {
        print_events(&game);
    }
    let replayed = crate::failed::catch(|| {
        for (i, &(p, a)) in r.game.answers.iter().enumerate() {
            if args.trace {
                println!("{p} answers: {}", game.describe_answer(&a));
            }
            let said = game.describe_answer(&a);
            game.apply(p, a).map_err(|e| format!("answer {} ({p}: {said}) refused: {e}", i + 1))?;
            if args.trace {
                print_events(&game);
            }
        }
        if r.error.is_some() && !game.is_over() && game.legal_answers().is_empty() {
            return Err(format!("the engine offers no legal answer after answer {}", r.game.answers.len()));
        }
        Ok(())
    });
    match (replayed, &r.error) {
        (Err(now), Some(then)) => {
            println!("replayed {} answers: the game ends in an engine error again\n  now: {now}\n  recorded: {then}", r.game.answers.len());
            return Ok(());
        }
        (Ok(()), Some(then)) => return Err(format!("the recorded engine error didn't happen again (recorded: {then})")),
        (Err(e), None) => return Err(e),
        (Ok(()), None) => {}
    }
    let outcome = outcome(&game, r.max_turns, r.game.answers.len())
        .ok_or_else(|| format!("the replay ran out of answers at turn {} before the game ended", game.turn().number))?;
    println!(
        "replayed {} answers: {} after {} turns (recorded: {})",
        r.game.answers.len(),
        describe(outcome),
        game.turn().number,
        describe(r.game.outcome)
    );
    if outcome != r.game.outcome {
        return Err("the replay ended differently from the recording".into());
    }
    Ok(())
}

/// How the driver (`mw_ai::play`) would have stopped at this point of the game, by the
/// same tests in the same order; `None` if it would have asked for another answer.
fn outcome(game: &Game, max_turns: u32, answers: usize) -> Option<Outcome> {
    if let Some(res) = game.result() {
        Some(Outcome::Finished(res))
    } else if game.turn().number > max_turns {
        Some(Outcome::TurnCap)
    } else if game.permanent_count() > MAX_PERMANENTS {
        Some(Outcome::SizeCap)
    } else if answers as u64 >= MAX_DECISIONS {
        Some(Outcome::DecisionCap)
    } else {
        None
    }
}

/// How a game ended, in words.
pub fn describe(o: Outcome) -> String {
    match o {
        Outcome::Finished(GameResult::Won(p)) => format!("{p} won"),
        Outcome::Finished(GameResult::Draw) => "a draw".to_string(),
        Outcome::TurnCap => "stopped at the turn cap".to_string(),
        Outcome::SizeCap => format!("stopped at the size cap ({MAX_PERMANENTS} permanents)"),
        Outcome::DecisionCap => format!("stopped at the decision cap ({MAX_DECISIONS} decisions)"),
    }
}

fn print_events(game: &Game) {
    for e in game.events() {
        println!("    {}", game.explain(e));
    }
}
