//! `manaweave`: play and simulate games, inspect cards, replay games, run benchmarks.

mod bench;
mod card;
mod decks;
mod replay;
mod sim;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "manaweave", version, about = "A Magic: The Gathering rules engine")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play agent-vs-agent games and print the statistics.
    Sim(sim::SimArgs),
    /// Measure games and decisions per second, clone cost, state size, load time.
    Bench(bench::BenchArgs),
    /// Print a card's characteristics and compiled abilities.
    Card {
        /// The card's name (any case).
        name: Vec<String>,
    },
    /// Replay a saved game and check that it ends the same way.
    Replay(replay::ReplayArgs),
    /// Card data maintenance.
    Data {
        #[command(subcommand)]
        command: DataCommand,
    },
    /// How much of the card pool compiles.
    Coverage {
        /// Write the per-card report here.
        #[arg(long)]
        report: Option<String>,
    },
}

#[derive(Subcommand)]
enum DataCommand {
    /// Convert the shared cards.json.xz into data/cards.jsonl.
    Import {
        /// Path to cards.json.xz.
        input: String,
        /// Output path.
        #[arg(long, default_value = "data/cards.jsonl")]
        out: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Sim(a) => sim::run(a),
        Command::Bench(a) => bench::run(a),
        Command::Card { name } => card::run(&name.join(" ")),
        Command::Replay(a) => replay::run(a),
        Command::Data { command: DataCommand::Import { input, out } } => import(&input, &out),
        Command::Coverage { report } => card::coverage(report.as_deref()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("manaweave: {e}");
            ExitCode::FAILURE
        }
    }
}

fn import(input: &str, out: &str) -> Result<(), String> {
    let records = mw_carddb::import::convert(input).map_err(|e| e.to_string())?;
    std::fs::write(out, mw_carddb::import::to_jsonl(&records)).map_err(|e| format!("cannot write {out}: {e}"))?;
    println!("wrote {} cards to {out}", records.len());
    Ok(())
}

/// Loads the built-in card database, as an error message on failure.
pub fn load_db() -> Result<mw_carddb::CardDb, String> {
    mw_carddb::CardDb::builtin().map_err(|e| e.to_string())
}
