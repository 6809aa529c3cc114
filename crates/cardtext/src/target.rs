//! Target phrases (CR 115): "any target", "target creature you don't control", …

use mw_ir::{Controller, ObjectFilter, TargetKind, TargetSpec};
use mw_types::CardType;

/// Reads a target phrase that starts the given text; returns the spec and the rest.
pub fn target(text: &str) -> Option<(TargetSpec, &str)> {
    if let Some(rest) = text.strip_prefix("another target ") {
        let (mut spec, r) = target(&text[8..])?;
        if !matches!(spec.kind, TargetKind::Permanent(_)) || rest.starts_with("target") {
            return None;
        }
        spec.other = true;
        return Some((spec, r));
    }
    if let Some(rest) = text.strip_prefix("any target") {
        return Some((TargetSpec::new(TargetKind::Any), rest));
    }
    let rest = text.strip_prefix("target ")?;
    if let Some(r) = rest.strip_prefix("player or planeswalker") {
        return Some((TargetSpec::new(TargetKind::PlayerOrPlaneswalker), r));
    }
    if let Some(r) = rest.strip_prefix("opponent or planeswalker") {
        // Not exact (an opponent only): refuse rather than widen.
        let _ = r;
        return None;
    }
    for (words, card_type, not_type) in [
        ("spell", None, None),
        ("creature spell", Some(CardType::Creature), None),
        ("noncreature spell", None, Some(CardType::Creature)),
    ] {
        if let Some(r) = rest.strip_prefix(words) {
            if r.is_empty() || r.starts_with(' ') || r.starts_with(',') {
                let filter = ObjectFilter { card_type, or_type: None, not_type, controller: Controller::Any };
                return Some((TargetSpec::new(TargetKind::Spell(filter)), r));
            }
        }
    }
    if let Some(r) = rest.strip_prefix("opponent").filter(|r| r.is_empty() || r.starts_with(' ') || r.starts_with(',')) {
        return Some((TargetSpec::new(TargetKind::Opponent), r));
    }
    if let Some(r) = rest.strip_prefix("player") {
        return Some((TargetSpec::new(TargetKind::Player), r));
    }
    let (card_type, r) = type_word(rest)?;
    // "artifact or enchantment", "creature or planeswalker".
    let (or_type, r) = match r.strip_prefix(" or ").and_then(type_word) {
        Some((Some(t), r2)) if card_type.is_some() => (Some(t), r2),
        _ => (None, r),
    };
    let (controller, r) = if let Some(r) = r.strip_prefix(" you control") {
        (Controller::You, r)
    } else if let Some(r) = r.strip_prefix(" you don't control") {
        (Controller::NotYou, r)
    } else if let Some(r) = r.strip_prefix(" an opponent controls") {
        (Controller::NotYou, r)
    } else {
        (Controller::Any, r)
    };
    // CR 102.2: without teams (the engine has none), every other player is an opponent,
    // so "an opponent controls" is "you don't control".
    Some((TargetSpec::new(TargetKind::Permanent(ObjectFilter { card_type, or_type, not_type: None, controller })), r))
}

fn type_word(text: &str) -> Option<(Option<CardType>, &str)> {
    const WORDS: [(&str, Option<CardType>); 7] = [
        ("creature", Some(CardType::Creature)),
        ("artifact", Some(CardType::Artifact)),
        ("enchantment", Some(CardType::Enchantment)),
        ("land", Some(CardType::Land)),
        ("planeswalker", Some(CardType::Planeswalker)),
        ("battle", Some(CardType::Battle)),
        ("permanent", None),
    ];
    for (w, t) in WORDS {
        if let Some(r) = text.strip_prefix(w) {
            // A word boundary: "creature" must not match "creatures".
            if r.is_empty() || r.starts_with(' ') || r.starts_with(',') || r.starts_with('.') {
                return Some((t, r));
            }
        }
    }
    None
}
