//! `manaweave`: play and simulate games, inspect cards, replay games, run benchmarks.

mod agents;
mod arena;
mod arena_ffa;
mod bench;
mod card;
mod deck_report;
mod decks;
mod failed;
mod play;
mod pool_decks;
mod replay;
mod serve;
mod sim;
mod sim_commander;
mod smoke;

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
    /// Play agent A against agent B (and more: a round robin) in seat-swapped pairs of
    /// games, with win rates, confidence intervals and speed.
    Arena(arena::ArenaArgs),
    /// Play a game in the terminal against an agent.
    Play(play::PlayArgs),
    /// Serve the browser client and host games: against an agent, or two people.
    Serve(serve::ServeArgs),
    /// Measure games and decisions per second, clone cost, state size, load time.
    Bench(bench::BenchArgs),
    /// Print a card's characteristics and compiled abilities.
    Card {
        /// The card's name (any case).
        name: Vec<String>,
        /// Compile this rules text instead (as a permanent's; with --spell, an instant's),
        /// naming the card `~`.
        #[arg(long)]
        text: Option<String>,
        #[arg(long)]
        spell: bool,
    },
    /// Replay a saved game and check that it ends the same way.
    Replay(replay::ReplayArgs),
    /// Check deck lists: whether Manaweave can play them, and why not.
    Deck {
        #[command(subcommand)]
        command: deck_report::DeckCommand,
    },
    /// Card data maintenance.
    Data {
        #[command(subcommand)]
        command: DataCommand,
    },
    /// Run scenario files or folders; one line per scenario; non-zero exit if any fails.
    Scenario {
        /// Files or folders.
        #[arg(required = true)]
        paths: Vec<String>,
        /// Print every event with the Comprehensive Rules number that produced it.
        #[arg(long)]
        trace: bool,
    },
    /// Play supported cards in real games and report engine errors by card.
    Smoke(smoke::SmokeArgs),
    /// How much of the card pool compiles.
    Coverage {
        /// Write the per-card report here.
        #[arg(long)]
        report: Option<String>,
        /// How many lines each ranking shows
        #[arg(long, default_value_t = 25)]
        top: usize,
        /// Instead, list the cards with this clause not understood (as the ranking writes
        /// it) and the line it is in
        #[arg(long)]
        clause: Option<String>,
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
    // Output piped into `head` should end the program quietly, not panic.
    #[cfg(unix)]
    // SAFETY: restoring the default action of one signal before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Sim(a) => sim::run(a),
        Command::Arena(a) => arena::run(a),
        Command::Play(a) => play::run(a),
        Command::Serve(a) => serve::run(a),
        Command::Bench(a) => bench::run(a),
        Command::Card { text: Some(t), spell, .. } => card::compile_text(&t, spell),
        Command::Card { name, .. } => card::run(&name.join(" ")),
        Command::Replay(a) => replay::run(a),
        Command::Deck { command } => deck_report::run(command),
        Command::Data { command: DataCommand::Import { input, out } } => import(&input, &out),
        Command::Scenario { paths, trace } => scenarios(&paths, trace),
        Command::Smoke(a) => smoke::run(a),
        Command::Coverage { report, top, clause: Some(c) } => card::cards_with_clause(&c, top).map(|_| { let _ = report; }),
        Command::Coverage { report, top, clause: None } => card::coverage(report.as_deref(), top),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("manaweave: {e}");
            ExitCode::FAILURE
        }
    }
}

fn scenarios(paths: &[String], trace: bool) -> Result<(), String> {
    let db = load_db()?;
    let mut files = Vec::new();
    for p in paths {
        let path = std::path::Path::new(p);
        if !path.exists() {
            return Err(format!("{p}: no such file or folder"));
        }
        files.extend(mw_scenario::collect(path).map_err(|e| format!("{p}: {e}"))?);
    }
    let (mut passed, mut failed) = (0, 0);
    for f in &files {
        let r = mw_scenario::run_file(f, &db, trace);
        for line in &r.trace {
            println!("{line}");
        }
        if r.passed() {
            passed += 1;
            let branches = if r.branches > 1 { format!(" ({} branches)", r.branches) } else { String::new() };
            println!("pass  {}  {}{branches}", f.display(), r.name);
        } else {
            failed += 1;
            println!("FAIL  {}  {}", f.display(), r.name);
            for m in &r.failures {
                println!("      {m}");
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed > 0 {
        return Err(format!("{failed} scenario(s) failed"));
    }
    Ok(())
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
