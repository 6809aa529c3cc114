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
        np @ Np::Objects(ObjNp { det: Det::Target { .. }, noun: Noun::Spell, .. }) => match refs::objects(cx, np)? {
            refs::Objs::One(Subject::Target(i)) => mw_ir::StackRef::Target(i),
            _ => return Err(super::verbs::miss(c, "copy: several spells")),
        },
        _ => return Err(super::verbs::miss(c, "copy: that object")),
    };
    let new_targets = c.args.iter().any(|a| matches!(a, Arg::NewTargets));
    Ok(vec![Effect::CopySpell { what, times: Amount::one(), new_targets }])
}
