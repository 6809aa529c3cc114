//! Cost changes (CR 601.2f): "this spell costs {1} less to cast for each artifact you
//! control", "… if you control a Wizard", "{X} less, where X is …", and static abilities
//! for kinds of spells: "instant and sorcery spells you cast cost {1} less to cast",
//! "noncreature spells your opponents cast cost {1} more to cast", affinity (CR 702.41).

use crate::count::{counted, quantity};
use mw_ir::{Ability, Amount, Controller, CostChange, ObjectFilter};
use mw_types::ManaCost;

/// A whole line that is a cost change, or None.
pub fn line(text: &str) -> Option<Ability> {
    let text = text.strip_suffix('.').unwrap_or(text);
    if let Some(r) = text.strip_prefix("~ costs ") {
        return change(None, ObjectFilter::default(), r);
    }
    let (spells, r) = text.split_once(" cost ")?;
    let (caster, kind) = if let Some(k) = spells.strip_suffix(" you cast") {
        (Controller::You, k)
    } else if let Some(k) = spells.strip_suffix(" your opponents cast") {
        (Controller::NotYou, k)
    } else {
        (Controller::Any, spells)
    };
    let filter = spells_phrase(kind)?;
    change(Some(caster), filter, r)
}

/// CR 702.41a: "affinity for artifacts": {1} less for each artifact you control.
pub fn affinity(word: &str) -> Option<Ability> {
    let what = word.strip_prefix("affinity for ")?;
    let text = format!("{what} you control");
    let (of, r) = counted(&text, true)?;
    r.is_empty().then_some(())?;
    Some(Ability::CostChange(CostChange {
        caster: None,
        filter: ObjectFilter::default(),
        mana: ManaCost::parse("{1}").ok()?,
        more: false,
        times: Amount::Count { of, times: 1 },
        condition: None,
        minimum: 0,
        except_casters_turn: false,
    }))
}

/// "instant and sorcery spells", "noncreature spells", "Dragon spells": the spells as a
/// filter ("and" between kinds means either).
fn spells_phrase(kind: &str) -> Option<ObjectFilter> {
    let words = kind.strip_suffix(" spells")?.replace(" and ", " or ");
    let text = format!("a {words} spell");
    let (filter, r) = crate::trigger::spell_phrase(&text)?;
    r.is_empty().then_some(filter)
}

/// "{1} less to cast for each …", "{2} more to cast", "{x} less to cast, where x is …",
/// "{1} less to cast if …".
fn change(caster: Option<Controller>, filter: ObjectFilter, text: &str) -> Option<Ability> {
    let (mana, r) = text.split_once(' ')?;
    let (more, r) = if let Some(r) = r.strip_prefix("less to cast") {
        (false, r)
    } else {
        (true, r.strip_prefix("more to cast")?)
    };
    let x = mana == "{x}";
    let mana = if x { ManaCost::parse("{1}").ok()? } else { ManaCost::parse(mana).ok()? };
    let (times, condition) = if let Some(q) = r.strip_prefix(", where x is ").filter(|_| x) {
        let (amount, rest) = quantity(q, mw_ir::Subject::This)?;
        rest.is_empty().then_some(())?;
        (amount, None)
    } else if x {
        return None;
    } else if let Some(each) = r.strip_prefix(" for each ") {
        let (of, rest) = counted(each, false)?;
        rest.is_empty().then_some(())?;
        (Amount::Count { of, times: 1 }, None)
    } else if let Some(c) = r.strip_prefix(" if ") {
        (Amount::Fixed(1), Some(crate::condition::condition(c)?))
    } else if r.is_empty() {
        (Amount::Fixed(1), None)
    } else {
        return None;
    };
    Some(Ability::CostChange(CostChange { caster, filter, mana, more, times, condition, minimum: 0, except_casters_turn: false }))
}
