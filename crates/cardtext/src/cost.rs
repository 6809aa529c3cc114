//! Costs before a colon (CR 118, 602.1a): mana symbols, {T}, {Q}, "Sacrifice ~",
//! "Pay N life".

use mw_ir::Cost;
use mw_types::ManaCost;

/// Reads a cost; None when any part is not understood.
pub fn cost(text: &str) -> Option<Cost> {
    let mut c = Cost::default();
    // CR 606.4: "+1", "−2", "0": a loyalty cost.
    let t = text.trim().trim_start_matches('[').trim_end_matches(']').replace('\u{2212}', "-");
    if t == "0" || ((t.starts_with('+') || t.starts_with('-')) && t[1..].chars().all(|d| d.is_ascii_digit()) && t.len() > 1) {
        c.loyalty = Some(t.trim_start_matches('+').parse().ok()?);
        return Some(c);
    }
    for part in text.split(", ") {
        let part = part.trim();
        if part.starts_with('{') {
            let mut mana = String::new();
            for sym in part.split_inclusive('}') {
                match sym.trim() {
                    "{t}" => c.tap = true,
                    "{q}" => c.untap = true,
                    "" => {}
                    other => mana.push_str(other),
                }
            }
            if !mana.is_empty() {
                let parsed = ManaCost::parse(&mana).ok()?;
                c.mana.symbols.extend(parsed.symbols);
            }
        } else if part == "sacrifice ~" {
            c.sacrifice_self = true;
        } else if part == "discard ~" {
            c.discard_self = true;
        } else if let Some(n) = part.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
            c.life = crate::words::number(n)? as u32;
        } else {
            return None;
        }
    }
    Some(c)
}
