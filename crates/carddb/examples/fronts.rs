//! Development comparison of the compiler's two front ends over the pool: how many faces
//! each compiles, and where both compile, whether they agree.
use mw_cardtext::{compile_with, Front, TextKind};
use std::collections::HashMap;

fn main() {
    let db = mw_carddb::CardDb::builtin().expect("db");
    let filter = std::env::args().nth(1);
    let (mut v1, mut v2, mut both, mut hybrid, mut agree, mut faces) = (0, 0, 0, 0, 0, 0);
    let mut misses: HashMap<String, u32> = HashMap::new();
    let mut differ = Vec::new();
    for r in db.records() {
        for f in &r.faces {
            let text = f.text.as_deref().unwrap_or("");
            if text.is_empty() {
                continue;
            }
            faces += 1;
            let kind = if f.types.iter().any(|t| t == "Instant" || t == "Sorcery") { TextKind::Spell } else { TextKind::Permanent };
            let a = compile_with(text, &f.name, kind, Front::Phrases);
            let b = compile_with(text, &f.name, kind, Front::Grammar);
            let h = compile_with(text, &f.name, kind, Front::Both);
            v1 += a.is_supported() as u32;
            v2 += b.is_supported() as u32;
            hybrid += h.is_supported() as u32;
            if !h.is_supported() {
                for g in &h.grammar {
                    *misses.entry(g.part.clone()).or_default() += 1;
                }
            }
            if a.is_supported() && b.is_supported() {
                both += 1;
                if a.abilities == b.abilities {
                    agree += 1;
                } else {
                    differ.push((f.name.clone(), text.to_string(), format!("{:?}", a.abilities), format!("{:?}", b.abilities)));
                }
            }
            if filter.as_deref() == Some(f.name.as_str()) {
                println!("v1: {:?}\nv2: {:?}\nv2 grammar misses: {:?}", a.abilities, b.abilities, b.grammar);
            }
        }
    }
    println!("faces with text: {faces}; phrases: {v1}; grammar: {v2}; hybrid: {hybrid}; both: {both}; agree: {agree}");
    let mut m: Vec<_> = misses.into_iter().collect();
    m.sort_by(|a, b| b.1.cmp(&a.1));
    for (k, n) in m.iter().take(50) {
        println!("{n:6} {k}");
    }
    let out: String = differ.iter().map(|(n, t, a, b)| format!("== {n}\n{t}\nv1 {a}\nv2 {b}\n")).collect();
    std::fs::write(std::env::var("FRONTS_DIFFER").as_deref().unwrap_or("/tmp/fronts-differ.txt"), out).ok();
    println!("differences: {} (in {})", differ.len(), std::env::var("FRONTS_DIFFER").as_deref().unwrap_or("/tmp/fronts-differ.txt"));
}
