//! `manaweave card` and `manaweave coverage`.

use mw_carddb::compile_record;

pub fn run(name: &str) -> Result<(), String> {
    let db = crate::load_db()?;
    let r = db.find(name).map_err(|e| e.to_string())?;
    println!("{} ({} layout, from {})", r.name, r.layout, r.src);
    for f in &r.faces {
        println!();
        println!("  {}  {}", f.name, f.mana_cost.as_deref().unwrap_or(""));
        println!("  {}", f.type_line);
        if let (Some(p), Some(t)) = (&f.power, &f.toughness) {
            println!("  {p}/{t}");
        }
        if let Some(l) = &f.loyalty {
            println!("  loyalty {l}");
        }
        if let Some(text) = &f.text {
            for line in text.lines() {
                println!("  | {line}");
            }
        }
    }
    let (def, diags) = compile_record(r);
    println!();
    println!("compiled abilities:");
    for a in &def.abilities {
        println!("  {a:?}");
    }
    if diags.is_empty() {
        println!("supported: yes");
    } else {
        println!("supported: no");
        let text = r.faces[0].text.as_deref().unwrap_or("");
        for d in diags {
            let span = text.get(d.span.clone()).unwrap_or("");
            println!("  unsupported [{}..{}] {:?}: {}", d.span.start, d.span.end, span, d.message);
        }
    }
    Ok(())
}

pub fn coverage(report: Option<&str>) -> Result<(), String> {
    let db = crate::load_db()?;
    let mut ok = 0;
    let mut lines = Vec::new();
    let mut phrases: std::collections::HashMap<String, usize> = Default::default();
    for r in db.records() {
        let (_, diags) = compile_record(r);
        if diags.is_empty() {
            ok += 1;
            lines.push(format!("{}\tsupported", r.name));
        } else {
            let text = r.faces[0].text.as_deref().unwrap_or("");
            let span = text.get(diags[0].span.clone()).unwrap_or("");
            let first = if span.trim().is_empty() { diags[0].message.clone() } else { span.to_string() };
            *phrases.entry(phrase_key(&first, &r.name)).or_default() += 1;
            lines.push(format!("{}\t{}", r.name, first.replace('\n', " ")));
        }
    }
    if let Some(path) = report {
        std::fs::write(path, lines.join("\n") + "\n").map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    let total = db.len();
    println!("compiled: {ok} / {total} cards ({:.1}%)", 100.0 * ok as f64 / total as f64);
    let mut top: Vec<_> = phrases.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("most common first unsupported text:");
    for (p, n) in top.into_iter().take(20) {
        println!("  {n:6}  {p}");
    }
    Ok(())
}

/// Groups unsupported text by its first words, with the card's name generalised.
fn phrase_key(text: &str, name: &str) -> String {
    let t = text.replace(name, "~");
    t.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
}
