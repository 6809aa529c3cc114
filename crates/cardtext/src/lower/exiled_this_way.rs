//! "Exile up to one target card from a graveyard. If a creature card was exiled this way,
//! …" (Graveyard Trespasser, Corpse Appraiser): a sentence whose condition is the quality
//! of the object the exile instruction just before it exiled.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::lexer::Span;
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

/// CR 608.2c, 614.1a: "Counter target spell. If that spell is countered this way, exile it
/// instead of putting it into its owner's graveyard.": the spell the counter instruction
/// just before countered goes to exile (`Effect::Counter::exile`). None: another sentence.
pub fn countered_exiled(cx: &mut Ctx, cond: &Cond, body: &Stmt, out: &mut [Effect], span: &Span) -> Option<Lowered<()>> {
    let Cond::DidThisWay { did: mw_ir::Did::Countered, what } = cond else { return None };
    Some(exile_countered(cx, what, body, out, span))
}

fn exile_countered(cx: &mut Ctx, what: &Np, body: &Stmt, out: &mut [Effect], span: &Span) -> Lowered<()> {
    let miss = |what: &'static str| Err(Miss::new(span.clone(), what));
    // A quality of the countered spell ("if an artifact or creature spell is countered
    // this way") would need the condition kept: not lowered.
    if !names_the_countered_spell(what) {
        return miss("countered this way: that object");
    }
    let Some(Effect::Counter { what: mw_ir::StackRef::Target(i), exile }) = out.last_mut() else {
        return miss("countered this way: after another instruction");
    };
    let i = *i;
    let inner = super::effects::stmt(cx, body, span)?;
    match inner.as_slice() {
        [Effect::Exile { subject: mw_ir::Subject::Target(t) }] if *t == i => {
            *exile = true;
            Ok(())
        }
        _ => miss("countered this way: put elsewhere instead"),
    }
}

/// CR 608.2c, 701.6a: the spell the condition asks about is the one the counter instruction
/// targeted, with no quality of its own: "that spell" (a reference back to the target), or
/// "a spell" / "the spell". A quality ("an artifact or creature spell") is not lowered.
fn names_the_countered_spell(what: &Np) -> bool {
    match what {
        Np::Ref(r) => r.word == RefWord::That && r.noun == Noun::Spell && r.types.is_empty() && !r.plural,
        Np::Objects(o) => o.noun == Noun::Spell && o.zone.is_none() && !o.plural && matches!(o.det, Det::That | Det::A | Det::The) && o.filter == Pred::True,
        _ => false,
    }
}
