//! CR 603.7a: a spell's line "When you cast your next instant or sorcery spell this
//! turn, …" (also "when you next cast …"): not a triggered ability of the card but a
//! delayed triggered ability the spell creates as it resolves, waiting for its
//! controller's next spell of that kind (`DelayedWhen::NextCast`); "that spell" and "it"
//! are that spell.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::ability::SpellAbility;
use mw_ir::{Ability, Controller, DelayedWhen, Effect, Trigger};

/// Whether a triggered line's event is "your next …" / "you next …" (CR 603.7).
pub fn is_next(t: &Triggered) -> bool {
    matches!(&t.trigger.event, EventNode::Action { args, .. } if args.iter().any(|a| matches!(a, Arg::Next)))
}

/// The spell's delayed trigger, appended to its instructions.
pub fn spell_line(t: &Triggered, lower: &str, spell: &mut SpellAbility) -> Lowered<Vec<Ability>> {
    let span = &t.trigger.span;
    let miss = |what: &str| Miss::new(span.clone(), format!("delayed trigger: {what}"));
    if t.trigger.condition.is_some() || t.trigger.word != TriggerWord::When {
        return Err(miss("a next event with a condition"));
    }
    let EventNode::Action { subject, verb: EventVerb::Casts, args } = &t.trigger.event else {
        return Err(miss("that next event"));
    };
    // The event as a plain cast trigger ("whenever you cast an instant or sorcery
    // spell"), lowered as one; "next" and "this turn" say when the delayed trigger waits.
    let mut this_turn = false;
    let mut rest = Vec::new();
    for a in args {
        match a {
            Arg::Next => {}
            Arg::Duration(DurationNp::ThisTurn) => this_turn = true,
            Arg::Object(Np::Objects(o)) if matches!(o.det, Det::Bare | Det::A) => {
                rest.push(Arg::Object(Np::Objects(ObjNp { det: Det::A, ..o.clone() })));
            }
            other => rest.push(other.clone()),
        }
    }
    let plain = TriggerNode { span: span.clone(), word: TriggerWord::Whenever, event: EventNode::Action { subject: subject.clone(), verb: EventVerb::Casts, args: rest }, condition: None, during: None };
    let mut cx = Ctx::new(lower);
    let (triggers, gives) = super::triggers::triggers(&mut cx, &plain)?;
    let filter = match triggers.as_slice() {
        [Trigger::Cast { caster: Controller::You, filter, targets_this: false, nth: 0, only: None }] => filter.clone(),
        _ => return Err(miss("that spell cast next")),
    };
    // The source is a spell that has resolved: "it" is the spell cast, as "that spell".
    if let Some(spell) = gives.object.clone() {
        cx.push_ref(spell);
    }
    cx.trigger = gives;
    let effects = super::effects::sentences(&mut cx, &t.effect)?;
    if !cx.take_targets().is_empty() || !cx.granted.is_empty() {
        return Err(miss("with targets or a quoted ability"));
    }
    spell.effect.push(Effect::Delayed { when: DelayedWhen::NextCast { this_turn }, effects, about: None, spell: Some(Box::new(filter)), trigger: None, each_created: false });
    Ok(Vec::new())
}
