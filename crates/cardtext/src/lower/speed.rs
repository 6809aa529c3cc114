//! Speed (CR 702.179) in the grammar: "Max speed — [ability]" lines (CR 702.178a), the
//! ability had only as long as its controller's speed is 4; "your speed" and "max speed"
//! as a count and a condition are read where amounts and conditions are.

use super::{lower_line, Carry, Lowered, Miss};
use crate::syntax::ast::{Line, LineKind};
use crate::TextKind;
use mw_ir::ability::{Affected, Change, SpellAbility, StaticEffect};
use mw_ir::{Ability, Compare, Condition, Counted, PlayerRef};

/// CR 702.179e: "you have max speed": the controller's speed is 4.
pub fn max_speed() -> Condition {
    Condition::Count { of: Counted::Speed(PlayerRef::You), compare: Compare::AtLeast(4) }
}

/// CR 702.178a: "Max speed — [ability]": the ability, had as long as the controller's
/// speed is 4. A static ability of the object itself gets the condition; a triggered,
/// activated or mana ability is given by a static ability with the condition (CR
/// 613.1f). CR 702.178b: an activated ability that works from a graveyard has the
/// condition as an activation restriction; a triggered one there, or any other kind, is
/// a miss.
pub fn line(inner: &LineKind, line: &Line, lower: &str, carry: &mut Carry) -> Lowered<Vec<Ability>> {
    let miss = |what: &str| Miss::new(line.span.clone(), format!("max speed: {what}"));
    let inner_line = Line { span: line.span.clone(), kind: inner.clone() };
    let mut spell = SpellAbility { targets: Vec::new(), effect: Vec::new() };
    let abilities = lower_line(&inner_line, lower, TextKind::Permanent, &mut spell, carry)?;
    if !spell.effect.is_empty() || abilities.is_empty() {
        return Err(miss("instructions"));
    }
    let mut out = Vec::new();
    let mut granted = Vec::new();
    for a in abilities {
        match a {
            Ability::Continuous(StaticEffect { affected, changes, condition: None }) if !changes.iter().any(|c| matches!(c, Change::Grant(_))) => {
                out.push(Ability::Continuous(StaticEffect { affected, changes, condition: Some(max_speed()) }));
            }
            Ability::Keyword(k) => {
                out.push(Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Keyword(k)], condition: Some(max_speed()) }));
            }
            // CR 702.178b: an ability activated from the graveyard (the Surveyors'
            // "{3}, Exile this card from your graveyard: Draw a card") is there only at
            // max speed: the same as the ability activated only then (CR 602.5b), its
            // owner's speed the one read.
            Ability::Activated(mut x) if x.cost.in_graveyard => {
                if x.condition.is_some() {
                    return Err(miss("a graveyard ability with its own condition"));
                }
                x.condition = Some(max_speed());
                out.push(Ability::Activated(x));
            }
            Ability::Triggered(ref t) if t.from_graveyard() => return Err(miss("an ability of a card in a graveyard")),
            Ability::Activated(_) | Ability::Triggered(_) | Ability::Mana(_) => granted.push(a),
            _ => return Err(miss("this kind of ability")),
        }
    }
    if !granted.is_empty() {
        if !out.is_empty() {
            return Err(miss("abilities of several kinds"));
        }
        let changes = (1..=granted.len()).map(|k| Change::Grant(k as u8)).collect();
        out.push(Ability::Continuous(StaticEffect { affected: Affected::Itself, changes, condition: Some(max_speed()) }));
        out.extend(granted.into_iter().map(|a| Ability::Granted(Box::new(a))));
    }
    Ok(out)
}
