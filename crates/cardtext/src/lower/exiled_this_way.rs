//! "Exile up to one target card from a graveyard. If a creature card was exiled this way,
//! …" (Graveyard Trespasser, Corpse Appraiser): a sentence whose condition is the quality
//! of the object the exile instruction just before it exiled.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Condition, Effect};

/// The sentence's instructions under the condition, when it is "If [a … card] was exiled
/// this way, …" (None: another sentence). `before`: the instructions lowered so far.
pub fn sentence(cx: &mut Ctx, s: &Sentence, before: &[Effect]) -> Option<Lowered<Vec<Effect>>> {
    let Stmt::If { cond: Cond::ExiledThisWay { what }, body, instead: false } = &s.body else { return None };
    Some(lower(cx, what, body, s, before))
}

fn lower(cx: &mut Ctx, what: &Np, body: &Stmt, s: &Sentence, before: &[Effect]) -> Lowered<Vec<Effect>> {
    // CR 608.2h: the object the exile moved, as it last existed before it did; a target
    // not chosen ("up to one") or no longer legal names nothing, and nothing was exiled.
    let Some(Effect::Exile { subject }) = before.last() else {
        return Err(Miss::new(s.span.clone(), "exiled this way: after another instruction"));
    };
    let subject = *subject;
    let Np::Objects(o) = what else { return Err(Miss::new(s.span.clone(), "exiled this way: that object")) };
    if o.noun != Noun::Card || o.det != Det::A || o.plural || o.zone.is_some() {
        return Err(Miss::new(o.span.clone(), "exiled this way: that object"));
    }
    let condition = Condition::ObjectIs { subject, filter: refs::obj_filter(cx, o)? };
    let inner = super::effects::sentences(cx, &[Sentence { span: s.span.clone(), body: body.clone() }])?;
    Ok(inner.into_iter().map(|e| Effect::If { condition, effect: Box::new(e), otherwise: None }).collect())
}
