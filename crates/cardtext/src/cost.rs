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
        } else if part == "exile ~" {
            c.exile_self = true;
        } else if part == "exile ~ from your graveyard" {
            c.exile_self = true;
            c.in_graveyard = true;
        } else if part == "discard ~" {
            c.discard_self = true;
        } else if let Some(e) = part.strip_prefix("pay ").and_then(crate::words::energy) {
            c.energy += e;
        } else if let Some(n) = part.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
            c.life = crate::words::number(n)? as u32;
        } else if let Some(r) = remove_counters(part).filter(|_| c.remove_counters.is_none()) {
            c.remove_counters = Some(r);
        } else if let Some(extra) = object_cost(part).filter(|_| c.extra.is_none()) {
            c.extra = Some(extra);
        } else {
            return None;
        }
    }
    Some(c)
}

/// CR 118.3: a cost that chooses an object: "sacrifice a creature", "sacrifice another
/// creature", "sacrifice an artifact or creature", "sacrifice a Goblin", "discard a card",
/// "tap an untapped creature you control".
pub fn object_cost(text: &str) -> Option<mw_ir::AdditionalCost> {
    use mw_ir::AdditionalCost;
    if text == "discard a card" {
        return Some(AdditionalCost::Discard);
    }
    if let Some(rest) = text.strip_prefix("tap an untapped ") {
        let (mut f, r) = crate::target::object_phrase(rest, false)?;
        // The phrase reads "you control" itself (or leaves it to us).
        let yours = (r.is_empty() && f.controller == mw_ir::Controller::You) || (r == " you control" && f.controller == mw_ir::Controller::Any);
        if !yours {
            return None;
        }
        f.controller = mw_ir::Controller::You;
        return Some(AdditionalCost::TapUntapped(f));
    }
    if let Some(rest) = text.strip_prefix("return ").and_then(|r| r.strip_suffix(" you control to its owner's hand")) {
        let rest = rest.strip_prefix("an ").or_else(|| rest.strip_prefix("a "))?;
        let (mut f, r) = crate::target::object_phrase(rest, false)?;
        if !r.is_empty() || f.controller != mw_ir::Controller::Any {
            return None;
        }
        f.controller = mw_ir::Controller::You;
        return Some(AdditionalCost::ReturnToHand(f));
    }
    let rest = text.strip_prefix("sacrifice ")?;
    let (rest, other) = match rest.strip_prefix("another ") {
        Some(r) => (r, true),
        None => (rest.strip_prefix("an ").or_else(|| rest.strip_prefix("a "))?, false),
    };
    let (mut f, r) = crate::target::object_phrase(rest, false)?;
    if !r.is_empty() || f.controller != mw_ir::Controller::Any {
        return None;
    }
    f.controller = mw_ir::Controller::You;
    f.props.other |= other;
    Some(AdditionalCost::Sacrifice(f))
}

/// CR 122.8: "remove a charge counter from ~", "remove three spore counters from ~".
fn remove_counters(text: &str) -> Option<(mw_types::CounterKind, u32)> {
    let rest = text.strip_prefix("remove ")?;
    let (n, rest) = rest.split_once(' ')?;
    let n = if n == "a" || n == "an" { 1 } else { crate::words::number(n)? };
    let kind = rest.strip_suffix(" counters from ~").or_else(|| rest.strip_suffix(" counter from ~"))?;
    Some((mw_types::CounterKind::parse(kind)?, u32::try_from(n).ok()?))
}
