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
    if let Stmt::ForEach { each: Np::Objects(o), body } = &s.body {
        if super::zones::has_pred(&o.filter, &Pred::ExiledThisWay) {
            return Some(for_each(cx, o, body, s, before));
        }
    }
    let Stmt::If { cond: Cond::ExiledThisWay { what }, body, instead: false } = &s.body else { return None };
    Some(lower(cx, what, body, s, before))
}

/// CR 608.2c: "Exile up to two target cards from graveyards. For each creature card exiled
/// this way, each opponent loses 1 life and you gain 1 life.": the instructions once for
/// each target the exiles just before moved that has the quality (as it last existed, CR
/// 608.2h). Only instructions about fixed players: none about each exiled card.
fn for_each(cx: &mut Ctx, o: &ObjNp, body: &Stmt, s: &Sentence, before: &[Effect]) -> Lowered<Vec<Effect>> {
    let miss = |what: &'static str| Err(Miss::new(s.span.clone(), what));
    let exiled: Vec<mw_ir::Subject> = before.iter().rev().map_while(|e| if let Effect::Exile { subject: t @ mw_ir::Subject::Target(_) } = e { Some(*t) } else { None }).collect();
    if exiled.is_empty() {
        return miss("for each … exiled this way: after another instruction");
    }
    if o.noun != Noun::Card || o.plural || o.zone.is_some() {
        return miss("for each … exiled this way: that object");
    }
    let plain = ObjNp { filter: super::zones::without_pred(&o.filter, &Pred::ExiledThisWay), ..o.clone() };
    let filter = refs::obj_filter(cx, &plain)?;
    let inner = super::effects::sentences(cx, &[Sentence { span: s.span.clone(), body: body.clone() }])?;
    let fixed = |p: &mw_ir::PlayerRef| matches!(p, mw_ir::PlayerRef::You | mw_ir::PlayerRef::EachOpponent | mw_ir::PlayerRef::EachPlayer);
    if !inner.iter().all(|e| matches!(e, Effect::LoseLife { player, .. } | Effect::GainLife { player, .. } | Effect::Draw { player, .. } | Effect::Mill { player, .. } if fixed(player))) {
        return miss("for each … exiled this way: an instruction about each of them");
    }
    let mut out = Vec::new();
    for subject in exiled.into_iter().rev() {
        let condition = Condition::ObjectIs { subject, filter: filter.clone() };
        out.extend(inner.iter().map(|e| Effect::If { condition: condition.clone(), effect: Box::new(e.clone()), otherwise: None }));
    }
    Ok(out)
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
