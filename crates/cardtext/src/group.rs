//! Instructions for a group of permanents (CR 608.2c): "destroy all creatures", "~ deals
//! 2 damage to each creature without flying", "creatures your opponents control get
//! -1/-1 until end of turn". Each becomes `Effect::ForEach` over a filter, the group fixed
//! as the instruction begins.

use crate::target::object_phrase;
use crate::words::amount;
use mw_ir::{Amount, CombatRule, Duration, Effect, ObjectFilter, PlayerRef, Recipient, Subject, TargetSpec};

/// "all creatures", "each other creature you control", "creatures you control" (the
/// bare plural only with `bare`); the filter and the rest of the text.
pub fn group(text: &str, bare: bool) -> Option<(ObjectFilter, &str)> {
    if let Some(r) = text.strip_prefix("all ") {
        return object_phrase(r, true);
    }
    if let Some(r) = text.strip_prefix("each ") {
        return object_phrase(r, false);
    }
    if bare {
        return object_phrase(text, true);
    }
    None
}

fn each(filter: ObjectFilter, effect: Effect) -> Effect {
    Effect::ForEach { filter, effect: Box::new(effect), only: None }
}

/// A whole group phrase: nothing may follow it.
fn whole(text: &str, bare: bool) -> Option<ObjectFilter> {
    let (f, r) = group(text, bare)?;
    r.is_empty().then_some(f)
}

/// Reads an instruction about a group; None when it is not one.
pub fn sentence(s: &str, _targets: &mut [TargetSpec]) -> Option<Vec<Effect>> {
    verb(s).or_else(|| damage(s)).or_else(|| counters(s)).or_else(|| gets(s)).or_else(|| cant(s))
}

/// "destroy all creatures", "exile all artifacts", "tap all creatures your opponents
/// control", "return all creatures to their owners' hands".
fn verb(s: &str) -> Option<Vec<Effect>> {
    let (v, rest) = s.split_once(' ')?;
    let effect = match v {
        "destroy" => Effect::Destroy { subject: Subject::Each, no_regen: false },
        "exile" => Effect::Exile { subject: Subject::Each },
        "tap" => Effect::Tap { subject: Subject::Each },
        "untap" => Effect::Untap { subject: Subject::Each },
        "regenerate" => Effect::Regenerate { subject: Subject::Each },
        "return" => Effect::ReturnToHand { subject: Subject::Each },
        _ => return None,
    };
    let filter = if v == "return" {
        let what = rest.strip_suffix(" to their owners' hands").or_else(|| rest.strip_suffix(" to its owner's hand"))?;
        whole(what, false)?
    } else {
        whole(rest, false)?
    };
    Some(vec![each(filter, effect)])
}

/// "~ deals 2 damage to each creature", "… to each creature and each player", "… to
/// each creature without flying and each opponent".
fn damage(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("~ deals ")?;
    let (n, to) = rest.split_once(" damage to ")?;
    let amount = amount(n)?;
    let (objects, players) = match to.rsplit_once(" and ") {
        Some((a, "each player")) => (a, Some(PlayerRef::EachPlayer)),
        Some((a, "each opponent")) | Some((a, "each of your opponents")) => (a, Some(PlayerRef::EachOpponent)),
        Some((a, "you")) => (a, Some(PlayerRef::You)),
        _ => (to, None),
    };
    // "each creature and each planeswalker": one group (a creature planeswalker is dealt
    // damage once).
    let objects = objects.replacen(" and each planeswalker", " or planeswalker", 1);
    let filter = whole(&objects, false)?;
    let mut out = vec![each(filter, Effect::DealDamage { source: Subject::This, amount, to: Recipient::Each })];
    if let Some(p) = players {
        out.push(Effect::DealDamage { source: Subject::This, amount, to: Recipient::Player(p) });
    }
    Some(out)
}

/// "put a +1/+1 counter on each creature you control".
fn counters(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("put ")?;
    let (n, rest) = rest.split_once(' ')?;
    let amount: Amount = amount(n)?;
    let (kind, who) = rest.split_once(" counters on ").or_else(|| rest.split_once(" counter on "))?;
    // CR 122.1b, 122.1h: counters whose rules the engine doesn't give.
    if crate::lower::enters::RULED_KINDS.contains(&kind) {
        return None;
    }
    let kind = mw_types::CounterKind::parse(kind)?;
    let filter = whole(who, false)?;
    Some(vec![each(filter, Effect::PutCounters { subject: Subject::Each, kind, amount })])
}

/// "creatures your opponents control get -1/-1 until end of turn", "attacking creatures
/// get +1/+0 and gain first strike until end of turn", "each creature you control gains
/// trample until end of turn".
fn gets(s: &str) -> Option<Vec<Effect>> {
    let (who, rest, gets) = if let Some((w, r)) = s.split_once(" get ").or_else(|| s.split_once(" gets ")) {
        (w, r, true)
    } else {
        let (w, r) = s.split_once(" gain ").or_else(|| s.split_once(" gains "))?;
        (w, r, false)
    };
    let rest = rest.strip_suffix(" until end of turn")?;
    let filter = whole(who, true)?;
    let (rest, protection) = crate::protection::protection_part(rest);
    let (rest, times) = crate::effect::x_change(rest);
    let (pt, keywords) = crate::effect::pt_and_keywords(if gets { &rest } else { "" }, (!gets).then_some(&rest))?;
    let mut out = Vec::new();
    if let Some((power, toughness)) = pt {
        out.push(each(filter, Effect::Pump { subject: Subject::Each, power, toughness, duration: Duration::EndOfTurn, times }));
    }
    if !keywords.is_empty() {
        out.push(each(filter, Effect::GainKeywords { subject: Subject::Each, keywords, duration: Duration::EndOfTurn }));
    }
    if let Some(p) = protection {
        out.extend(p.effects(|e| each(filter, e), Subject::Each));
    }
    (!out.is_empty()).then_some(out)
}

/// "creatures without flying can't block this turn", "creatures your opponents control
/// can't block this turn".
fn cant(s: &str) -> Option<Vec<Effect>> {
    let (who, rule) = s.split_once(" can't ")?;
    let rules = combat_rules_this_turn(rule)?;
    let filter = whole(who, true)?;
    Some(rules.into_iter().map(|rule| each(filter, Effect::GainCombatRule { subject: Subject::Each, rule, duration: Duration::EndOfTurn })).collect())
}

/// "block this turn", "attack or block this turn", "be blocked this turn" (after "can't").
pub fn combat_rules_this_turn(rule: &str) -> Option<Vec<CombatRule>> {
    Some(match rule {
        "block this turn" => vec![CombatRule::CantBlock],
        "attack this turn" => vec![CombatRule::CantAttack],
        "attack or block this turn" => vec![CombatRule::CantAttack, CombatRule::CantBlock],
        "be blocked this turn" => vec![CombatRule::CantBeBlocked],
        _ => return None,
    })
}
