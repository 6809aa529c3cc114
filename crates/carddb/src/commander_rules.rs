//! Commander deck construction (CR 903.3–903.5): color identity computed from a card's
//! record, the commander designation (a legendary creature, Vehicle or Spacecraft, or a
//! card whose text says it can be your commander; two with a partner ability, CR 702.124,
//! in `partner`), and every card inside its commander's color identity.

use crate::deck::{Deck, Section};
use crate::deck_rules::RuleBreak;
use crate::partner;
use crate::record::CardRecord;
use crate::CardDb;

/// The five colors' letters in WUBRG order (CR 105.1).
const WUBRG: [char; 5] = ['W', 'U', 'B', 'R', 'G'];

/// CR 903.4: a card's color identity as a set of WUBRG letters (bit i: `WUBRG[i]`).
/// Mana symbols in the mana cost and in the rules text of every face (reminder text
/// ignored, CR 903.4c; back faces included, CR 903.4d), the faces' colors (which come
/// from the cost, a color indicator or a characteristic-defining ability, CR 903.4), and
/// for a land the colors its basic land types produce (CR 903.5d).
pub fn color_identity(r: &CardRecord) -> u8 {
    let mut bits = 0u8;
    for f in &r.faces {
        bits |= letters(&f.colors) | letters(f.color_indicator.as_deref().unwrap_or(""));
        bits |= symbols(f.mana_cost.as_deref().unwrap_or(""));
        bits |= symbols(&without_reminder(f.text.as_deref().unwrap_or("")));
        for (land, color) in [("Plains", 0), ("Island", 1), ("Swamp", 2), ("Mountain", 3), ("Forest", 4)] {
            if f.subtypes.iter().any(|s| s == land) {
                bits |= 1 << color;
            }
        }
    }
    bits
}

/// A color identity in words for people: "W R", or "colorless".
pub fn identity_text(bits: u8) -> String {
    if bits == 0 {
        return "colorless".to_string();
    }
    let names = ["white", "blue", "black", "red", "green"];
    (0..5).filter(|i| bits & (1 << i) != 0).map(|i| names[i]).collect::<Vec<_>>().join(" and ")
}

fn letters(s: &str) -> u8 {
    s.chars().filter_map(|c| WUBRG.iter().position(|w| *w == c)).fold(0, |b, i| b | (1 << i))
}

/// The colors of the mana symbols (`{R}`, `{R/G}`, `{G/P}`, `{2/W}`) in `s`.
fn symbols(s: &str) -> u8 {
    let mut bits = 0;
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        bits |= letters(&rest[open + 1..open + close]);
        rest = &rest[open + close + 1..];
    }
    bits
}

/// CR 207.2: the text without its parenthesized reminder text.
pub(crate) fn without_reminder(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut depth = 0u32;
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// CR 903.3: whether the card may be a commander: a legendary creature, Vehicle or
/// Spacecraft, or a card whose text says it can be your commander (CR 903.3a).
fn may_be_commander(r: &CardRecord) -> bool {
    let f = &r.faces[0];
    let legendary = f.supertypes.iter().any(|s| s == "Legendary");
    let kind = f.types.iter().any(|t| t == "Creature") || f.subtypes.iter().any(|s| s == "Vehicle" || s == "Spacecraft");
    (legendary && kind) || f.text.as_deref().is_some_and(|t| t.contains("can be your commander"))
}

/// CR 903.3, 903.5c: the rules a Commander deck's commanders and color identity break.
pub(crate) fn check(db: &CardDb, deck: &Deck, out: &mut Vec<RuleBreak>) {
    let commanders: Vec<(&crate::deck::DeckEntry, Option<&CardRecord>)> = deck.section(Section::Commander).map(|e| (e, db.get(&e.name))).collect();
    let count: u32 = commanders.iter().map(|(e, _)| e.count).sum();
    if count == 0 {
        out.push(RuleBreak::NoCommander);
        return;
    }
    let records: Vec<&CardRecord> = commanders.iter().filter_map(|(_, r)| *r).collect();
    // CR 702.124k: a legendary Background leads a deck only beside a commander that
    // chooses a Background.
    let paired_background = |r: &CardRecord| partner::is_background(r) && records.len() == 2 && records.iter().all(|o| std::ptr::eq(*o, r) || partner::may_pair(o, r));
    for (e, r) in &commanders {
        if let Some(r) = r.filter(|r| !may_be_commander(r) && !paired_background(r)) {
            out.push(RuleBreak::NotACommander { name: r.name.clone(), line: e.line });
        }
    }
    match records.as_slice() {
        [] => {}
        [_] if count == 1 => {}
        [a, b] if count == 2 => {
            if !partner::may_pair(a, b) {
                out.push(RuleBreak::CannotPartner { first: a.name.clone(), second: b.name.clone() });
            }
        }
        _ => out.push(RuleBreak::TooManyCommanders { have: count }),
    }
    let identity = records.iter().fold(0u8, |b, r| b | color_identity(r));
    let names: Vec<&str> = records.iter().map(|r| r.name.as_str()).collect();
    for e in deck.section(Section::Main) {
        let Some(r) = db.get(&e.name) else { continue };
        let own = color_identity(r);
        if own & !identity != 0 {
            out.push(RuleBreak::OutsideIdentity {
                name: r.name.clone(),
                line: e.line,
                identity: identity_text(own),
                commander: names.join(" and "),
                allowed: identity_text(identity),
            });
        }
    }
}
