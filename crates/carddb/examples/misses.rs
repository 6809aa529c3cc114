//! Development statistics: for every unsupported card, the grammar front end's misses
//! (construct and the text of its span), ranked by how many cards have that miss as
//! their only one (`one`) and in all (`all`). `misses FILTER` keeps misses whose
//! construct or text contains FILTER; with `CARDS=1` it also lists each card that has one.
//! `TEXT=words` compiles only the cards whose Oracle text contains those words (lower case),
//! which is much faster than the whole pool.
use mw_cardtext::{compile, TextKind};
use std::collections::HashMap;

fn main() {
    let db = mw_carddb::CardDb::builtin().expect("db");
    let filter = std::env::args().nth(1).unwrap_or_default().to_lowercase();
    let words: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(6);
    let mut all: HashMap<String, (u32, u32, String)> = HashMap::new();
    let text_filter = std::env::var("TEXT").ok().map(|t| t.to_lowercase());
    for r in db.records() {
        if let Some(t) = &text_filter {
            if !r.faces.iter().any(|f| f.text.as_deref().is_some_and(|x| x.to_lowercase().contains(t.as_str()))) {
                continue;
            }
        }
        let (_, diags) = mw_carddb::compile_record(r);
        if diags.is_empty() {
            continue;
        }
        // `TRIGGERS=1`: only cards whose every unsupported line is a triggered ability.
        if std::env::var("TRIGGERS").is_ok() {
            let lines: Vec<String> = diags.iter().map(|d| r.faces.iter().find_map(|f| f.text.as_deref().and_then(|t| t.get(d.span.clone()))).unwrap_or("").to_lowercase()).collect();
            let trig = |l: &String| { let l = l.split(" — ").last().unwrap_or(l); l.starts_with("when") || l.starts_with("at ") };
            if !lines.iter().all(trig) {
                continue;
            }
        }
        let mut misses = Vec::new();
        for face in &r.faces {
            let text = face.text.as_deref().unwrap_or("");
            let spell = face.types.iter().any(|t| t == "Instant" || t == "Sorcery");
            let kind = if spell { TextKind::Spell } else { TextKind::Permanent };
            for g in compile(text, &face.name, kind).grammar {
                let t = text.get(g.span.clone()).unwrap_or("").replace(&face.name, "~").to_lowercase();
                let t: String = t.split_whitespace().take(words).collect::<Vec<_>>().join(" ");
                misses.push(format!("{} :: {}", g.part, t));
            }
        }
        misses.sort();
        misses.dedup();
        let only = misses.len() == 1 && diags.len() == 1;
        for m in misses {
            let e = all.entry(m.clone()).or_default();
            e.1 += 1;
            if only {
                e.0 += 1;
                if e.2.is_empty() { e.2 = r.name.clone(); }
            }
            // `CARDS=1`: every card with a miss the filter keeps, one a line.
            if std::env::var("CARDS").is_ok() && e.0 + e.1 > 0 && !filter.is_empty() && m.to_lowercase().contains(&filter) {
                println!("{}\t{}\t{m}", if only { "only" } else { "" }, r.name);
            }
        }
    }
    let mut v: Vec<_> = all.into_iter().filter(|(k, _)| k.to_lowercase().contains(&filter)).collect();
    v.sort_by(|a, b| (b.1 .0, b.1 .1).cmp(&(a.1 .0, a.1 .1)));
    for (k, (one, n, ex)) in v.iter().take(80) {
        println!("{one:5} {n:5}  {k}   [{ex}]");
    }
}
