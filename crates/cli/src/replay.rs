//! `manaweave replay`: replays a saved game and checks it ends as recorded.

use crate::decks::{matchup, setup, LoadedDeck};
use crate::sim::Replay;
use mw_ai::Outcome;
use mw_engine::Game;

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
    let db = crate::load_db()?;
    let decks: Vec<LoadedDeck> =
        r.decks.iter().map(|(n, t)| LoadedDeck { name: n.clone(), text: t.clone() }).collect();
    let (table, ids) = matchup(&db, &decks)?;
    let mut game = Game::new(setup(&table, &ids, r.seed)).map_err(|e| e.to_string())?;
    if args.trace {
        print_events(&game);
    }
    for (i, &(p, a)) in r.game.answers.iter().enumerate() {
        if args.trace {
            println!("{p} answers {a:?}");
        }
        game.apply(p, a).map_err(|e| format!("answer {} ({p} {a:?}) refused: {e}", i + 1))?;
        if args.trace {
            print_events(&game);
        }
    }
    let outcome = match game.result() {
        Some(res) => Outcome::Finished(res),
        None => Outcome::TurnCap,
    };
    println!(
        "replayed {} answers: {:?} after {} turns (recorded: {:?})",
        r.game.answers.len(),
        outcome,
        game.turn().number,
        r.game.outcome
    );
    if outcome != r.game.outcome {
        return Err("the replay ended differently from the recording".into());
    }
    Ok(())
}

fn print_events(game: &Game) {
    for e in game.events() {
        println!("    {}", game.explain(e));
    }
}
