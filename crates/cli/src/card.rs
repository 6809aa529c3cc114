//! `manaweave card` and `manaweave coverage`.

use mw_carddb::compile_record;

/// Compiles rules text on its own and prints the abilities and diagnostics; text that
/// does not compile is an error (a non-zero exit status, for scripts).
pub fn compile_text(text: &str, spell: bool) -> Result<(), String> {
    if text.trim().is_empty() {
        println!("note: the text is empty (a card with no abilities)");
    }
    let kind = if spell { mw_cardtext::TextKind::Spell } else { mw_cardtext::TextKind::Permanent };
    let compiled = mw_cardtext::compile(text, "~", kind);
    for a in &compiled.abilities {
        print_ability(a);
    }
    for d in &compiled.diagnostics {
        println!("  unsupported [{}..{}]: {}", d.span.start, d.span.end, d.message);
    }
    println!("supported: {}", if compiled.is_supported() { "yes" } else { "no" });
    if compiled.is_supported() {
        Ok(())
    } else {
        Err(format!("{} clause(s) not understood", compiled.diagnostics.len()))
    }
}

/// An ability in words (`mw_ir::explain`) with its IR (the golden snapshot's rendering).
fn print_ability(a: &mw_ir::Ability) {
    println!("  - {}", mw_ir::explain::ability(a));
    println!("    ir: {}", mw_carddb::golden::render(a));
}

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
        print_ability(a);
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

pub fn coverage(report: Option<&str>, top_n: usize) -> Result<(), String> {
    let db = crate::load_db()?;
    let mut ok = 0;
    let mut lines = Vec::new();
    let mut phrases: std::collections::HashMap<String, usize> = Default::default();
    // Cards with a single unsupported clause, by that clause (generalised): what one more
    // pattern would make playable.
    let mut one_away: std::collections::HashMap<String, usize> = Default::default();
    // Every clause not understood, generalised, with how many cards it appears on.
    let mut clauses: std::collections::HashMap<String, usize> = Default::default();
    // The grammar constructs the front end couldn't lower, by how many unsupported cards
    // need them.
    let mut constructs: std::collections::HashMap<String, usize> = Default::default();
    // Cards of other layouts whose every face's text compiles, by layout.
    let mut layouts: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for r in db.records() {
        if r.layout != "normal" {
            let e = layouts.entry(r.layout.clone()).or_default();
            e.1 += 1;
            if mw_carddb::every_face_compiles(r) {
                e.0 += 1;
            }
        }
        let (_, diags) = compile_record(r);
        let mut seen: Vec<String> = diags.iter().filter(|d| !d.part.is_empty()).map(|d| generalise(&d.part, "~")).collect();
        seen.sort();
        seen.dedup();
        for c in seen {
            *clauses.entry(c).or_default() += 1;
        }
        if let [d] = diags.as_slice() {
            let text = r.faces.iter().find_map(|f| f.text.as_deref().and_then(|t| t.get(d.span.clone())));
            if !d.part.is_empty() {
                *one_away.entry(generalise(&d.part, "~")).or_default() += 1;
            } else if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
                *one_away.entry(generalise(t, &r.name)).or_default() += 1;
            }
        }
        if !diags.is_empty() {
            let mut seen: Vec<String> = mw_carddb::grammar_misses(r).into_iter().map(|c| generalise(&c, "~")).collect();
            seen.sort();
            seen.dedup();
            for c in seen {
                *constructs.entry(c).or_default() += 1;
            }
        }
        if diags.is_empty() {
            ok += 1;
            lines.push(format!("{}\tsupported", r.name));
        } else {
            let text = r.faces[0].text.as_deref().unwrap_or("");
            let span = text.get(diags[0].span.clone()).unwrap_or("");
            let first = if span.trim().is_empty() { diags[0].message.clone() } else { span.to_string() };
            *phrases.entry(phrase_key(&first, &r.name)).or_default() += 1;
            // Every clause not understood, after the first span: what the card still needs.
            let all: Vec<String> = diags
                .iter()
                .map(|d| clause_key(r, d))
                .collect();
            lines.push(format!("{}\t{}\t{}", r.name, first.replace('\n', " "), all.join(" | ")));
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
    for (p, n) in top.into_iter().take(top_n.min(20)) {
        println!("  {n:6}  {p}");
    }
    let mut top: Vec<_> = one_away.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("cards one clause away from support, by that clause:");
    for (p, n) in top.into_iter().take(top_n) {
        println!("  {n:6}  {p}");
    }
    let mut top: Vec<_> = clauses.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("other layouts: cards whose every face's text compiles / cards");
    for (layout, (ok, all)) in &layouts {
        println!("  {ok:6} / {all:<6} {layout}");
    }
    let mut top_constructs: Vec<_> = constructs.into_iter().collect();
    top_constructs.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("grammar constructs not lowered yet, by how many unsupported cards need them:");
    for (p, n) in top_constructs.into_iter().take(top_n) {
        println!("  {n:6}  {p}");
    }
    println!("clauses not understood, by how many cards have them:");
    for (p, n) in top.into_iter().take(top_n) {
        println!("  {n:6}  {p}");
    }
    Ok(())
}

/// What `coverage` ranks a diagnostic by: its clause not understood, generalised, or the
/// line it is in when it names no clause.
pub(crate) fn clause_key(r: &mw_carddb::record::CardRecord, d: &mw_cardtext::Diagnostic) -> String {
    if d.part.is_empty() {
        format!("line: {}", clause_text(r, d))
    } else {
        generalise(&d.part, "~")
    }
}

/// The generalised text a diagnostic's span covers (in whichever face it falls), or its
/// message when the span is empty.
fn clause_text(r: &mw_carddb::record::CardRecord, d: &mw_cardtext::Diagnostic) -> String {
    let text = r.faces.iter().find_map(|f| f.text.as_deref().and_then(|t| t.get(d.span.clone())));
    match text.filter(|t| !t.trim().is_empty()) {
        Some(t) => generalise(&t.replace('\n', " "), &r.name),
        None => d.message.clone(),
    }
}

/// A line with the card's name as `~`, reminder text dropped and numbers as N, so that
/// lines differing only in those group together.
pub(crate) fn generalise(text: &str, name: &str) -> String {
    let t = text.replace(name, "~");
    let mut out = String::new();
    let mut depth = 0;
    for c in t.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            d if d.is_ascii_digit() => {
                if !out.ends_with('N') {
                    out.push('N');
                }
            }
            c => out.push(c),
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Groups unsupported text by its first words, with the card's name generalised.
fn phrase_key(text: &str, name: &str) -> String {
    let t = text.replace(name, "~");
    t.split_whitespace().take(6).collect::<Vec<_>>().join(" ")
}

/// The cards (at most `top`) on which `clause` (generalised, as `coverage` ranks it) is
/// not understood, each with the line it is in.
pub fn cards_with_clause(clause: &str, top: usize) -> Result<(), String> {
    let db = crate::load_db()?;
    let mut shown = 0;
    for r in db.records() {
        let (_, diags) = compile_record(r);
        if let Some(d) = diags.iter().find(|d| generalise(&d.part, "~") == clause) {
            let text = r.faces[0].text.as_deref().and_then(|t| t.get(d.span.clone())).unwrap_or("");
            println!("{}\t{}", r.name, text.replace('\n', " "));
            shown += 1;
        }
        if shown >= top {
            break;
        }
    }
    Ok(())
}
