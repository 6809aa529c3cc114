//! `manaweave deck check` (whether Manaweave can play each deck list, and why not) and
//! `manaweave deck report` (a folder of deck lists summarised: supported decks, by
//! format, the missing cards and the clauses not understood ranked by the decks they
//! block).

use crate::card::clause_key;
use mw_carddb::{deck_files, parse_deck, CardDb, CardStatus, DeckCheck, DeckChecker, DeckFormat, RuleBreak, FORMATS};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

#[derive(clap::Subcommand, Debug)]
pub enum DeckCommand {
    /// For each deck list: whether Manaweave can play it; for each card it can't, the text
    /// not understood, or the line of an unknown name with suggestions. Non-zero exit if
    /// any deck is not fully supported.
    Check {
        /// Deck list files.
        #[arg(required = true)]
        files: Vec<String>,
        /// Also check this format's deck construction rules (standard, pioneer, modern,
        /// legacy, vintage, pauper, limited, commander); by default, the format a deck's
        /// folder is named after, if any.
        #[arg(long)]
        format: Option<String>,
    },
    /// Summarise a folder of deck lists (`*.txt`, by format folder; `summary.txt` is
    /// skipped): supported decks, by format, missing cards and clauses by decks blocked.
    Report {
        dir: String,
        /// How many lines each ranking shows.
        #[arg(long, default_value_t = 40)]
        top: usize,
    },
}

pub fn run(command: DeckCommand) -> Result<(), String> {
    match command {
        DeckCommand::Check { files, format } => check(&files, format.as_deref()),
        DeckCommand::Report { dir, top } => report(Path::new(&dir), top),
    }
}

/// A format by name, or an error listing the names.
fn format_arg(name: &str) -> Result<DeckFormat, String> {
    DeckFormat::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = FORMATS.iter().map(|f| f.name()).collect();
        format!("no format {name:?}; formats: {}", names.join(", "))
    })
}

/// The format a deck's folder is named after.
fn folder_format(path: &Path) -> Option<DeckFormat> {
    path.parent()?.file_name().and_then(|n| DeckFormat::from_name(&n.to_string_lossy()))
}

/// One deck list read and checked.
struct Checked {
    check: DeckCheck,
    breaks: Vec<RuleBreak>,
    /// Cards in the main deck.
    main: u32,
}

/// CR 100.2a: a constructed deck has at least this many cards (limited decks 40, CR
/// 100.2b); below it, `deck check` without a format warns.
const CONSTRUCTED_MINIMUM: u32 = 60;

fn cards(n: u32) -> String {
    if n == 1 { "1 card".to_string() } else { format!("{n} cards") }
}

/// Reads, parses and checks one deck list file; an unreadable or malformed list is an
/// error naming the file's line.
fn check_file(db: &CardDb, checker: &mut DeckChecker, path: &Path, format: Option<DeckFormat>) -> Result<Checked, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let deck = parse_deck(&text).map_err(|e| e.to_string())?;
    let breaks = format.map(|f| f.check(db, &deck)).unwrap_or_default();
    Ok(Checked { check: checker.check(&deck), breaks, main: deck.main_count() })
}

fn check(files: &[String], format: Option<&str>) -> Result<(), String> {
    let format = format.map(format_arg).transpose()?;
    let db = crate::load_db()?;
    let mut checker = DeckChecker::new(&db);
    let mut failed = 0;
    for file in files {
        let path = Path::new(file);
        let format = format.or_else(|| folder_format(path));
        let c = match check_file(&db, &mut checker, path, format) {
            Ok(c) => c,
            Err(e) => {
                failed += 1;
                println!("{file}: {e}");
                continue;
            }
        };
        let (ok, all) = c.check.copies();
        let small = format.is_none() && c.main < CONSTRUCTED_MINIMUM;
        let warn = || {
            if small {
                println!(
                    "  warning: {} in the main deck; a constructed deck has at least {CONSTRUCTED_MINIMUM} (CR 100.2a), a limited deck 40 (CR 100.2b); --format checks a format's rules",
                    cards(c.main)
                );
            }
        };
        if c.check.is_supported() && c.breaks.is_empty() {
            println!("{file}: supported ({})", cards(all));
            warn();
            continue;
        }
        warn();
        failed += 1;
        if c.check.is_supported() {
            println!("{file}: supported ({}), but not legal in {}", cards(all), format.map_or("", |f| f.name()));
        } else {
            println!("{file}: not supported: {ok} / {all} cards playable");
        }
        for e in c.check.problems() {
            let head = format!("  line {} ({}): {} {}", e.entry.line, e.entry.section.name(), e.entry.count, e.entry.name);
            match &e.status {
                CardStatus::Unknown(suggestions) if suggestions.is_empty() => println!("{head}: no such card"),
                CardStatus::Unknown(suggestions) => println!("{head}: no such card; did you mean {}?", suggestions.join(", ")),
                CardStatus::Unsupported(diagnostics) => {
                    println!("{head}: not supported:");
                    for d in diagnostics {
                        println!("      {}", d.message);
                    }
                }
                CardStatus::Supported => {}
            }
        }
        for b in &c.breaks {
            println!("  {}: {b}", format.map_or("", |f| f.name()));
        }
    }
    if failed > 0 {
        return Err(format!("{failed} of {} deck lists not fully supported", files.len()));
    }
    Ok(())
}

/// One deck of a report: its name (the path under the folder), format folder, and check.
struct Row {
    name: String,
    format: String,
    result: Result<Checked, String>,
}

fn percent(n: usize, m: usize) -> String {
    format!("{n} / {m} ({:.1}%)", if m == 0 { 0.0 } else { 100.0 * n as f64 / m as f64 })
}

fn report(dir: &Path, top: usize) -> Result<(), String> {
    let files = deck_files(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    if files.is_empty() {
        return Err(format!("no deck lists (*.txt) under {}", dir.display()));
    }
    let db = crate::load_db()?;
    let mut checker = DeckChecker::new(&db);
    let rows: Vec<Row> = files.iter().map(|p| row(&db, &mut checker, dir, p)).collect();
    let ok = |r: &Row| r.result.as_ref().is_ok_and(|c| c.check.is_supported());
    let main_ok = |r: &Row| r.result.as_ref().is_ok_and(|c| c.check.main_supported());
    let copies = |rows: &[&Row]| {
        rows.iter().filter_map(|r| r.result.as_ref().ok()).map(|c| c.check.copies()).fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
    };
    let all: Vec<&Row> = rows.iter().collect();
    let (cards_ok, cards) = copies(&all);
    println!("supported decks: {}", percent(rows.iter().filter(|r| ok(r)).count(), rows.len()));
    println!("main decks supported: {}", percent(rows.iter().filter(|r| main_ok(r)).count(), rows.len()));
    println!("supported card copies: {}", percent(cards_ok as usize, cards as usize));
    println!("deck lists not read: {}", rows.iter().filter(|r| r.result.is_err()).count());
    println!();
    println!("by format: supported decks, main decks supported, card copies supported");
    let mut formats: Vec<&str> = rows.iter().map(|r| r.format.as_str()).collect();
    formats.sort_by_key(|f| (DeckFormat::from_name(f).map_or(usize::MAX, |x| x as usize), f.to_string()));
    formats.dedup();
    for f in formats {
        let these: Vec<&Row> = rows.iter().filter(|r| r.format == f).collect();
        let (a, b) = copies(&these);
        let n = these.iter().filter(|r| ok(r)).count();
        let m = these.iter().filter(|r| main_ok(r)).count();
        println!("  {f:10} {:>6} decks  {m:>3} main  {}", format!("{n} / {}", these.len()), percent(a as usize, b as usize));
    }
    print_blockers(&db, &rows, top);
    print_decks(&rows);
    Ok(())
}

fn row(db: &CardDb, checker: &mut DeckChecker, dir: &Path, path: &Path) -> Row {
    let rel = path.strip_prefix(dir).unwrap_or(path);
    let name = rel.with_extension("").to_string_lossy().into_owned();
    let format = match rel.components().count() {
        1 => "-".to_string(),
        _ => rel.components().next().map_or("-".into(), |c| c.as_os_str().to_string_lossy().into_owned()),
    };
    let result = check_file(db, checker, path, DeckFormat::from_name(&format));
    Row { name, format, result }
}

/// The missing cards and the clauses not understood, each ranked by the decks they
/// keep from play.
fn print_blockers(db: &CardDb, rows: &[Row], top: usize) {
    // Card name → (decks it blocks, copies in them, the card's clauses).
    let mut cards: HashMap<String, (usize, u32)> = HashMap::new();
    let mut clauses: HashMap<String, (HashSet<usize>, HashSet<String>)> = HashMap::new();
    let mut unknown = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        let Ok(c) = &r.result else { continue };
        let mut in_deck: BTreeMap<&str, u32> = BTreeMap::new();
        for e in c.check.problems() {
            match (&e.status, &e.card) {
                (CardStatus::Unsupported(diagnostics), Some(card)) => {
                    *in_deck.entry(card).or_default() += e.entry.count;
                    let Some(record) = db.get(card) else { continue };
                    for d in diagnostics {
                        let entry = clauses.entry(clause_key(record, d)).or_default();
                        entry.0.insert(i);
                        entry.1.insert(card.clone());
                    }
                }
                _ => unknown.push(format!("  {} line {}: {}", r.name, e.entry.line, e.entry.name)),
            }
        }
        for (card, n) in in_deck {
            let entry = cards.entry(card.to_string()).or_default();
            entry.0 += 1;
            entry.1 += n;
        }
    }
    println!();
    println!("missing cards, by the decks they block: decks, copies in those decks, card ({} cards)", cards.len());
    let mut ranked: Vec<_> = cards.into_iter().collect();
    ranked.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(b.1 .1.cmp(&a.1 .1)).then(a.0.cmp(&b.0)));
    for (card, (decks, n)) in ranked.iter().take(top) {
        println!("  {decks:4} {n:5}  {card}");
    }
    println!();
    println!("missing clauses, by the decks they block: decks, cards with it, clause ({} clauses)", clauses.len());
    let mut ranked: Vec<_> = clauses.into_iter().map(|(k, (d, c))| (k, d.len(), c.len())).collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0)));
    for (clause, decks, n) in ranked.iter().take(top) {
        println!("  {decks:4} {n:5}  {clause}");
    }
    if !unknown.is_empty() {
        println!();
        println!("unknown card names:");
        for u in unknown {
            println!("{u}");
        }
    }
}

/// Each deck with the cards it misses (or why it was not read) and the construction
/// rules it breaks.
fn print_decks(rows: &[Row]) {
    println!();
    println!("decks: missing cards");
    for r in rows {
        match &r.result {
            Err(e) => println!("  {}: not read: {e}", r.name),
            Ok(c) => {
                let mut missing: Vec<&str> = c.check.problems().map(|e| e.card.as_deref().unwrap_or(&e.entry.name)).collect();
                missing.sort();
                missing.dedup();
                if missing.is_empty() {
                    println!("  {}: supported", r.name);
                } else {
                    println!("  {}: {} missing: {}", r.name, missing.len(), missing.join(", "));
                }
                for b in &c.breaks {
                    println!("    {}: {b}", r.format);
                }
            }
        }
    }
}
