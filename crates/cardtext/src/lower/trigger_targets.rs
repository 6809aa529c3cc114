//! Triggers on becoming a target (CR 603.2, 115.1): "whenever you or a permanent you
//! control becomes the target of a spell or ability an opponent controls", "whenever a
//! Sliver creature you control becomes …", "whenever you become …", and the source's own
//! "whenever ~ becomes the target of a spell or ability an opponent controls" (ward's
//! event, CR 702.21a). "That spell or ability" is the one that targeted.

use super::ctx::{Antecedent, Ctx, TriggerGives};
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Controller, Subject, Trigger};

fn miss(t: &TriggerNode, what: &str) -> Miss {
    Miss::new(t.span.clone(), format!("trigger: {what}"))
}

/// What the trigger gives its instructions: the spell or ability, as "that spell or
/// ability" (or "that spell" where only spells are meant).
fn gives() -> TriggerGives {
    let object = Antecedent { subject: Subject::Triggering, noun: Noun::SpellOrAbility, types: Vec::new(), plural: false };
    TriggerGives { object: Some(object), player: false, card: false }
}

/// "a spell or ability an opponent controls" (`NotYou`), "a spell or ability" (`Any`);
/// None for other objects of the event (a spell alone is `SelfBecomesTargetOfSpell`'s).
fn by_whom(args: &[Arg]) -> Option<Controller> {
    let [Arg::Object(Np::Objects(ObjNp { det: Det::A, noun: Noun::SpellOrAbility, filter, zone: None, .. }))] = args else { return None };
    match filter {
        Pred::True => Some(Controller::Any),
        Pred::ControlledBy(who) if matches!(**who, Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A })) => Some(Controller::NotYou),
        _ => None,
    }
}

/// The source's own event: "whenever ~ becomes the target of a spell or ability an
/// opponent controls" (None: not this wording).
pub fn self_targeted(t: &TriggerNode, args: &[Arg]) -> Option<Lowered<(Vec<Trigger>, TriggerGives)>> {
    match by_whom(args)? {
        Controller::NotYou => Some(Ok((vec![Trigger::BecomesTargetOfOpponent], gives()))),
        Controller::Any => Some(Ok((vec![Trigger::SelfBecomesTarget], gives()))),
        _ => Some(Err(miss(t, "becomes the target of that"))),
    }
}

/// "you", "a permanent you control", "you or a permanent you control" becoming the
/// target of a spell or ability (an opponent controls).
pub fn becomes_target(cx: &mut Ctx, t: &TriggerNode, subject: &Np, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let by = by_whom(args).ok_or_else(|| miss(t, "becomes the target of that"))?;
    let you = |n: &Np| matches!(n, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    let permanents = |n: &Np| -> Lowered<mw_ir::ObjectFilter> {
        match n {
            Np::Objects(o) if o.det == Det::A && matches!(o.noun, Noun::Permanent) && o.zone.is_none() => refs::obj_filter(cx, o),
            _ => Err(miss(t, "becomes the target: that subject")),
        }
    };
    let (you, permanents) = match subject {
        n if you(n) => (true, None),
        Np::Or(alts) if alts.len() == 2 && you(&alts[0]) => (true, Some(permanents(&alts[1])?)),
        n @ Np::Objects(_) => (false, Some(permanents(n)?)),
        _ => return Err(miss(t, "becomes the target: that subject")),
    };
    // "it" would be the permanent targeted, which the event doesn't name (it triggers
    // once for the spell or ability): a miss, never the source.
    if permanents.is_some() {
        cx.it_is_source = false;
    }
    Ok((vec![Trigger::BecomesTargetOf { you, permanents, by }], gives()))
}
