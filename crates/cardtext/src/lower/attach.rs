//! Attaching (CR 701.3): "attach it to target creature you control", "you may attach it
//! to ~": the Aura or Equipment an earlier phrase named (the source, the permanent an
//! instruction just put onto the battlefield, the trigger's object, a target) moves onto
//! one object named after "to".

use super::ctx::Ctx;
use super::refs;
use super::verbs::{miss, obj, only};
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Effect, Subject};

/// CR 701.3a: what is attached is named first ("it" is read before the target after
/// "to" is announced); both must be one object, and not the same one.
pub fn attach(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if c.subject.is_some() {
        return Err(miss(c, "attach: another player attaches"));
    }
    only(c, |a| matches!(a, Arg::To(_)))?;
    let Some(to) = c.args.iter().find_map(|a| if let Arg::To(n) = a { Some(n) } else { None }) else {
        return Err(miss(c, "attach: to what"));
    };
    let what_np = obj(c)?;
    // "attach all Equipment you control to …", "attach target Aura …": other shapes.
    if !matches!(what_np, Np::Ref(RefNp { plural: false, .. }) | Np::SelfRef) {
        return Err(miss(c, "attach: an object that isn't named before"));
    }
    let what = refs::one(cx, what_np)?;
    // "a creature you control" (chosen as it resolves) and players are other shapes.
    if !matches!(to, Np::SelfRef | Np::Ref(RefNp { plural: false, .. }) | Np::Objects(ObjNp { det: Det::Target { .. }, .. })) {
        return Err(miss(c, "attach: to an object that isn't one named or targeted"));
    }
    let to = refs::one(cx, to)?;
    if to == what || matches!(to, Subject::Each) || matches!(what, Subject::Each) {
        return Err(miss(c, "attach: an object to itself"));
    }
    Ok(vec![Effect::AttachTo { to, what }])
}
