//! Copying spells (CR 707.10): "copy this spell", "copy target instant or sorcery
//! spell", with "… and may choose a new target for that copy" (CR 707.10c).

use super::ctx::Ctx;
use super::refs;
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Amount, Effect, Subject};

/// CR 707.10: "copy this spell [and may choose a new target for that copy]" (the spell
/// copying itself as it resolves: the chain spells), "copy target instant or sorcery
/// spell": one copy, controlled by the instruction's "you" (another player inside
/// "that player may …").
pub fn copy_spell(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    super::verbs::only(c, |a| matches!(a, Arg::NewTargets))?;
    let what = match super::verbs::obj(c)? {
        Np::SelfRef if cx.spell => mw_ir::StackRef::ThisSpell,
        // "When you cast this spell, copy it": the instant or sorcery on the stack (CR 601.2i).
        np @ (Np::SelfRef | Np::Ref(RefNp { word: RefWord::It, plural: false, .. })) if cx.cast_this_spell && refs::one(cx, np)? == Subject::This => mw_ir::StackRef::ThisSpell,
        np @ Np::Objects(ObjNp { det: Det::Target { .. }, noun: Noun::Spell, .. }) => match refs::objects(cx, np)? {
            refs::Objs::One(Subject::Target(i)) => mw_ir::StackRef::Target(i),
            _ => return Err(super::verbs::miss(c, "copy: several spells")),
        },
        // "copy it": the spell whose casting triggered this, no object named since (CR 603.2).
        Np::Ref(RefNp { word: RefWord::It, plural: false, .. }) if cx.it_is_triggering_spell() => mw_ir::StackRef::Triggering,
        // "copy that spell": the spell whose casting triggered this (CR 603.2).
        np @ Np::Ref(_) if cx.trigger.object.as_ref().is_some_and(|a| a.subject == Subject::Triggering && a.noun == Noun::Spell) => match refs::one(cx, np)? {
            Subject::Triggering => mw_ir::StackRef::Triggering,
            _ => return Err(super::verbs::miss(c, "copy: that object")),
        },
        _ => return Err(super::verbs::miss(c, "copy: that object")),
    };
    let new_targets = c.args.iter().any(|a| matches!(a, Arg::NewTargets));
    Ok(vec![Effect::CopySpell { what, times: Amount::one(), new_targets }])
}

/// CR 707.10c: "You may choose new targets for the copy." after the instruction that
/// copies: the copy's controller may choose new targets.
/// The copy may be the instruction of "you may" / "if you do" / "if …" before it ("you
/// may copy it. You may choose new targets for the copy.").
pub fn new_targets(out: &mut [Effect], span: &crate::syntax::lexer::Span) -> Lowered<()> {
    fn copy_in(e: &mut Effect) -> Option<&mut bool> {
        match e {
            Effect::CopySpell { new_targets, .. } => Some(new_targets),
            Effect::Optional(inner) | Effect::IfYouDo { effect: inner, .. } | Effect::If { effect: inner, otherwise: None, .. } => copy_in(inner),
            _ => None,
        }
    }
    match out.last_mut().and_then(copy_in) {
        Some(new_targets) => {
            *new_targets = true;
            Ok(())
        }
        None => Err(super::Miss::new(span.clone(), "new targets: no copy before")),
    }
}
