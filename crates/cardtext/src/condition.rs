//! Conditions (CR 603.4 intervening "if", 611.3a "as long as", 608.2c "if … , …"):
//! "you control an artifact", "you have no cards in hand", "seven or more cards are in
//! your graveyard", "it's your turn", "~ is untapped", "you're the monarch".

use crate::count::counted;
use crate::target::object_phrase;
use mw_ir::{Compare, Condition, Controller, Counted, InCombat, ObjectFilter, PlayerRef};

/// The condition the whole text states; None when it is not understood.
pub fn condition(text: &str) -> Option<Condition> {
    Some(match text {
        "it's your turn" => Condition::YourTurn(true),
        "it's not your turn" => Condition::YourTurn(false),
        "you're the monarch" | "you are the monarch" => Condition::Monarch,
        "~ was kicked" | "it was kicked" | "this spell was kicked" => Condition::Kicked,
        "~ came under your control since the beginning of your last upkeep" => Condition::ArrivedSinceLastUpkeep,
        "an opponent was dealt damage this turn" => Condition::OpponentDamagedThisTurn,
        "no spells were cast last turn" => Condition::SpellsLastTurn { compare: Compare::AtMost(0), one_player: false },
        "a player cast two or more spells last turn" => Condition::SpellsLastTurn { compare: Compare::AtLeast(2), one_player: true },
        "you have two or more opponents" => Condition::Count { of: Counted::Opponents, compare: Compare::AtLeast(2) },
        _ => return crate::dice::condition(text).or_else(|| some_player_life(text)).or_else(|| you_control(text)).or_else(|| you_have(text)).or_else(|| graveyard(text)).or_else(|| card_types(text)).or_else(|| source_is(text)),
    })
}

/// "a player has 5 or less life".
fn some_player_life(text: &str) -> Option<Condition> {
    let (opponent, r) = match text.strip_prefix("a player has ") {
        Some(r) => (false, r),
        None => (true, text.strip_prefix("an opponent has ")?),
    };
    let r = r.strip_suffix(" life")?;
    let (n, bound) = r.split_once(' ')?;
    let n = crate::words::number(n)?;
    let compare = match bound {
        "or less" | "or fewer" => Compare::AtMost(n),
        "or more" | "or greater" => Compare::AtLeast(n),
        _ => return None,
    };
    Some(if opponent { Condition::SomeOpponentLife(compare) } else { Condition::SomePlayerLife(compare) })
}

/// "a" / "an" / "another" / "no" / "N or more" / "N or fewer" at the start of a count,
/// whether the noun that follows is plural, and the rest.
fn bound(text: &str) -> Option<(Compare, bool, &str)> {
    for (w, cmp, plural) in [("a ", Compare::AtLeast(1), false), ("an ", Compare::AtLeast(1), false), ("no ", Compare::AtMost(0), true)] {
        if let Some(r) = text.strip_prefix(w) {
            return Some((cmp, plural, r));
        }
    }
    let (n, r) = text.split_once(' ')?;
    let n = crate::words::number(n)?;
    if let Some(r) = r.strip_prefix("or more ").or_else(|| r.strip_prefix("or greater ")) {
        return Some((Compare::AtLeast(n), true, r));
    }
    let r = r.strip_prefix("or fewer ").or_else(|| r.strip_prefix("or less "))?;
    Some((Compare::AtMost(n), true, r))
}

/// "you control an artifact", "you control three or more creatures", "you control no
/// untapped lands", "you control another Wizard", "an opponent controls a Plains".
fn you_control(text: &str) -> Option<Condition> {
    let (controller, rest) = if let Some(r) = text.strip_prefix("you control ") {
        (Controller::You, r)
    } else {
        (Controller::NotYou, text.strip_prefix("an opponent controls ")?)
    };
    let (rest, other) = match rest.strip_prefix("another ") {
        Some(r) => (format!("a {r}"), true),
        None => (rest.to_string(), false),
    };
    let (compare, plural, phrase) = bound(&rest)?;
    let phrase = phrase.strip_prefix("one or more ").unwrap_or(phrase);
    let (mut filter, r) = object_phrase(phrase, plural).or_else(|| object_phrase(phrase, !plural))?;
    if !r.is_empty() || filter.controller != Controller::Any {
        return None;
    }
    filter.controller = controller;
    filter.props.other |= other;
    Some(Condition::Count { of: Counted::Permanents(filter), compare })
}

/// "you have 10 or less life", "you have no cards in hand", "you have seven or more cards
/// in hand".
fn you_have(text: &str) -> Option<Condition> {
    let rest = text.strip_prefix("you have ")?;
    if let Some(n) = rest.strip_suffix(" or more life") {
        let n = crate::words::number(n)?;
        return Some(Condition::Count { of: Counted::Life(PlayerRef::You), compare: Compare::AtLeast(n) });
    }
    if let Some(n) = rest.strip_suffix(" or less life") {
        let n = crate::words::number(n)?;
        return Some(Condition::Count { of: Counted::Life(PlayerRef::You), compare: Compare::AtMost(n) });
    }
    let (compare, _, r) = bound(rest)?;
    let of = match r {
        "cards in hand" | "card in hand" | "cards in your hand" => {
            Counted::Cards { zone: mw_ir::CardZone::Hand, player: PlayerRef::You, filter: ObjectFilter::default() }
        }
        _ => return None,
    };
    Some(Condition::Count { of, compare })
}

/// Delirium: "there are four or more card types among cards in your graveyard".
fn card_types(text: &str) -> Option<Condition> {
    let rest = text.strip_prefix("there are ")?;
    let (compare, _, r) = bound(rest)?;
    (r == "card types among cards in your graveyard")
        .then_some(Condition::Count { of: Counted::CardTypesInGraveyard(PlayerRef::You), compare })
}

/// CR 702.29-style thresholds: "seven or more cards are in your graveyard", "there are
/// two or more instant and/or sorcery cards in your graveyard".
fn graveyard(text: &str) -> Option<Condition> {
    let text = text.strip_prefix("there are ").unwrap_or(text);
    let (compare, _, r) = bound(text)?;
    let r = r.replace(" are in ", " in ");
    let (of, rest) = counted(&r, true)?;
    (rest.is_empty() && matches!(of, Counted::Cards { .. })).then_some(Condition::Count { of, compare })
}

/// "~ is untapped", "~ is attacking", "it's attacking", "~ is tapped".
fn source_is(text: &str) -> Option<Condition> {
    if let Some(phrase) = text.strip_prefix("it targets ").or_else(|| text.strip_prefix("~ targets ")) {
        let phrase = phrase.strip_prefix("a ").or_else(|| phrase.strip_prefix("an "))?;
        let (f, r) = object_phrase(phrase, false)?;
        return r.is_empty().then_some(Condition::SpellTargets(f));
    }
    // "~ has no +1/+1 counters on it" (adapt).
    if let Some(kind) = text.strip_prefix("~ has no ").or_else(|| text.strip_prefix("it has no ")).and_then(|r| r.strip_suffix(" counters on it")) {
        let kind = mw_types::CounterKind::parse(kind)?;
        return Some(Condition::Count { of: Counted::CountersOnSource(kind), compare: Compare::AtMost(0) });
    }
    let what = text.strip_prefix("~ is ").or_else(|| text.strip_prefix("it's ")).or_else(|| text.strip_prefix("it is "))?;
    let mut f = ObjectFilter::default();
    match what {
        "tapped" => f.props.tapped = Some(true),
        "untapped" => f.props.tapped = Some(false),
        "attacking" => f.props.combat = Some(InCombat::Attacking),
        "blocking" => f.props.combat = Some(InCombat::Blocking),
        "attacking or blocking" => f.props.combat = Some(InCombat::AttackingOrBlocking),
        _ => return None,
    }
    Some(Condition::SourceIs(f))
}

/// "if COND, REST": the condition and the rest, the condition ending at the first comma
/// after which it is understood.
pub fn leading_if(text: &str) -> Option<(Condition, &str)> {
    let body = text.strip_prefix("if ")?;
    let mut from = 0;
    while let Some(i) = body[from..].find(", ") {
        let at = from + i;
        if let Some(c) = condition(&body[..at]) {
            return Some((c, &body[at + 2..]));
        }
        from = at + 2;
    }
    None
}

/// The effects of "if COND, REST" with the condition in front: the first instruction
/// under `Effect::If`, the others following it as if it was accepted.
pub fn guard(condition: Condition, effects: Vec<mw_ir::Effect>) -> Vec<mw_ir::Effect> {
    let mut out = Vec::with_capacity(effects.len());
    for (i, e) in effects.into_iter().enumerate() {
        out.push(if i == 0 {
            mw_ir::Effect::If { condition, effect: Box::new(e), otherwise: None }
        } else {
            mw_ir::Effect::IfYouDo { done: true, effect: Box::new(e) }
        });
    }
    out
}

/// The instruction that replaces `before` under "if …, ALT instead": ALT read as an
/// instruction, or "it deals N damage" as `before`'s damage with the new amount.
pub fn instead(alt: &str, before: &mw_ir::Effect, targets: &mut Vec<mw_ir::TargetSpec>) -> Option<mw_ir::Effect> {
    let dealt = alt.strip_prefix("it deals ").or_else(|| alt.strip_prefix("~ deals ")).and_then(|r| r.strip_suffix(" damage"));
    if let (Some(n), mw_ir::Effect::DealDamage { source, to, .. }) = (dealt, before) {
        return Some(mw_ir::Effect::DealDamage { source: *source, amount: crate::words::amount(n)?, to: *to });
    }
    let mut local = targets.clone();
    let mut e = crate::effect::sentence(alt, &mut local)?;
    if e.len() != 1 || local.len() != targets.len() {
        return None;
    }
    e.pop()
}
