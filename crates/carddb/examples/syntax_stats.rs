//! Development statistics for the syntax front end: how many lines of the pool parse
//! without an `Unknown` node, by line kind, and the most common unknown spans.
use mw_cardtext::syntax::{ast::*, parse_face};
use std::collections::HashMap;

fn first_unknown(s: &Stmt) -> Option<&Unknown> {
    match s {
        Stmt::Unknown(u) => Some(u),
        Stmt::Clause(_) | Stmt::CostChange(_) | Stmt::SpendOnly(_) | Stmt::PtDefined(_) | Stmt::MoreCounters(_) | Stmt::MustTarget(_) | Stmt::ActivateOnly(_) | Stmt::Vote(_) | Stmt::MoreLife { .. } => None,
        Stmt::Seq(v) => v.iter().find_map(first_unknown),
        Stmt::May { body, .. } | Stmt::IfDid { body, .. } | Stmt::Otherwise(body) | Stmt::ForEach { body, .. } | Stmt::Delayed { body, .. } | Stmt::Reflexive { body } | Stmt::Unless { body, .. } | Stmt::UnlessDoes { body, .. } | Stmt::If { body, .. } => first_unknown(body),
    }
}

fn main() {
    let db = mw_carddb::CardDb::builtin().expect("db");
    let mut kinds: HashMap<&str, (u32, u32)> = HashMap::new();
    let mut unknown: HashMap<String, u32> = HashMap::new();
    let t = std::time::Instant::now();
    let show = std::env::args().nth(1);
    for r in db.records() {
        for f in &r.faces {
            let text = f.text.as_deref().unwrap_or("");
            let lines = parse_face(text, &f.name);
            if show.as_deref() == Some(r.name.as_str()) {
                println!("{lines:#?}");
            }
            for l in &lines {
                let (k, bad): (&str, Option<String>) = match &l.kind {
                    LineKind::Empty => continue,
                    LineKind::Keywords(_) => ("keywords", None),
                    LineKind::Unknown(u) => ("unknown", Some(format!("{}: {}", u.what, first_words(&text[u.span.clone()])))),
                    LineKind::Activated(a) => ("activated", a.effect.iter().find_map(|s| first_unknown(&s.body)).map(|u| first_words(&text[u.span.clone()])).or_else(|| a.cost.iter().find_map(|c| if let CostItem::Unknown(u) = c { Some(format!("cost: {}", first_words(&text[u.span.clone()]))) } else { None }))),
                    LineKind::Triggered(tr) => ("triggered", tr.effect.iter().find_map(|s| first_unknown(&s.body)).map(|u| first_words(&text[u.span.clone()]))),
                    LineKind::Statements(s) => ("statements", s.iter().find_map(|s| first_unknown(&s.body)).map(|u| first_words(&text[u.span.clone()]))),
                    LineKind::Modal(m) => ("modal", m.modes.iter().flatten().find_map(|s| first_unknown(&s.body)).map(|u| first_words(&text[u.span.clone()]))),
                    LineKind::Chapter { effect, .. } => ("chapter", effect.iter().find_map(|s| first_unknown(&s.body)).map(|u| first_words(&text[u.span.clone()]))),
                    LineKind::Bullet(_) => ("bullet", Some("orphan bullet".into())),
                    LineKind::MaxSpeed(_) => ("max speed", None),
                    LineKind::CastCost(k) => ("cast cost", k.options.iter().flatten().find_map(|c| if let CostItem::Unknown(u) = c { Some(format!("cost: {}", first_words(&text[u.span.clone()]))) } else { None })),
                };
                let e = kinds.entry(k).or_default();
                e.0 += 1;
                if let Some(b) = bad {
                    e.1 += 1;
                    *unknown.entry(b).or_default() += 1;
                }
            }
        }
    }
    eprintln!("parsed in {:?}", t.elapsed());
    let mut ks: Vec<_> = kinds.into_iter().collect();
    ks.sort();
    for (k, (n, bad)) in ks {
        println!("{k:12} {n:6} lines, {bad:6} with unknown parts");
    }
    let mut u: Vec<_> = unknown.into_iter().collect();
    u.sort_by(|a, b| b.1.cmp(&a.1));
    for (s, n) in u.iter().take(60) {
        println!("{n:6} {s}");
    }
}

fn first_words(s: &str) -> String {
    s.split_whitespace().take(5).collect::<Vec<_>>().join(" ").to_lowercase()
}
