//! `manaweave smoke`: plays supported cards in real games and reports engine errors by
//! card.

use mw_ai::smoke::{basic_land_names, smoke_card, smoke_trace, SmokeResult};
use mw_carddb::{compile_record, parse_deck};
use mw_ir::CardDef;
use std::io::IsTerminal;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SmokeArgs {
    /// Every supported card (default: an evenly spread sample of 2,000).
    #[arg(long)]
    pub all: bool,
    /// Games per card.
    #[arg(long, default_value_t = 2)]
    pub games: u32,
    /// Only cards whose name contains this text.
    #[arg(long)]
    pub only: Option<String>,
    /// Print each card's time.
    #[arg(long)]
    pub verbose: bool,
    /// The seed of the first card (each next card's is one more): with `--only`, replays
    /// the games a whole run gave a card (a failure names its seed).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// With `--only`: print the game of `--seed` for each matching card, answer by answer
    /// with its events, ending at the question nobody could answer if the game stalls.
    #[arg(long)]
    pub trace: bool,
}

/// Basic lands of the card's colors (Wastes for a colorless card).
fn basics(db: &mw_carddb::CardDb, card: &CardDef) -> Result<Vec<CardDef>, String> {
    basic_land_names(card).into_iter().map(|n| db.compile(n).map_err(|e| e.to_string())).collect()
}

pub fn run(args: SmokeArgs) -> Result<(), String> {
    let db = crate::load_db()?;
    let supported: Vec<CardDef> = db
        .records()
        .iter()
        .filter(|r| args.only.as_ref().is_none_or(|o| r.name.contains(o.as_str())))
        .filter_map(|r| {
            let (def, diags) = compile_record(r);
            diags.is_empty().then_some(def)
        })
        .collect();
    if supported.is_empty() {
        return Err(match &args.only {
            Some(o) => format!("no supported card's name contains {o:?} (`manaweave card NAME` says why a card isn't supported)"),
            None => "no supported cards".to_string(),
        });
    }
    let sample: Vec<&CardDef> = if args.all || supported.len() <= 2_000 {
        supported.iter().collect()
    } else {
        let step = supported.len() as f64 / 2_000.0;
        (0..2_000).map(|i| &supported[(i as f64 * step) as usize]).collect()
    };
    let opponent: Vec<CardDef> = parse_deck(crate::decks::BUILTIN[1].1)
        .map_err(|e| e.to_string())?
        .main
        .iter()
        .map(|(n, name)| db.compile(name).map(|d| std::iter::repeat_n(d, *n as usize)).map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .flatten()
        .collect();
    let start = Instant::now();
    let mut failed = 0;
    let bar = if std::io::stderr().is_terminal() && !args.verbose {
        let b = indicatif::ProgressBar::new(sample.len() as u64);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} cards {per_sec} eta {eta} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    if args.trace {
        return trace(&db, &sample, &opponent, &args);
    }
    for (i, card) in sample.iter().enumerate() {
        bar.set_message(card.name.clone());
        bar.inc(1);
        let t = Instant::now();
        let r = smoke_card(card, &basics(&db, card)?, &opponent, args.games, args.seed + i as u64);
        if args.verbose {
            println!("{:8.1} ms  {}", t.elapsed().as_secs_f64() * 1e3, card.name);
        }
        if let SmokeResult::Failed { seed, message } = r {
            failed += 1;
            bar.suspend(|| println!("FAIL  {} (seed {seed}): {message}", card.name));
        }
    }
    bar.finish_and_clear();
    println!(
        "smoke: {} cards, {} games each, {} failed, {:.1} s",
        sample.len(),
        args.games,
        failed,
        start.elapsed().as_secs_f64()
    );
    if failed > 0 {
        return Err(format!("{failed} card(s) failed smoke play"));
    }
    Ok(())
}

/// `--trace`: the game of `--seed` of each card, in words.
fn trace(db: &mw_carddb::CardDb, sample: &[&CardDef], opponent: &[CardDef], args: &SmokeArgs) -> Result<(), String> {
    if args.only.is_none() {
        return Err("--trace needs --only CARD (it prints a whole game per card)".into());
    }
    for card in sample {
        println!("== {} (seed {})", card.name, args.seed);
        for line in smoke_trace(card, &basics(db, card)?, opponent, args.seed)? {
            println!("{line}");
        }
    }
    Ok(())
}
