//! Shields against a chosen source's next damage (CR 615.8, 609.7a): "The next time a
//! [red] source of your choice would deal damage to [you | target creature | any target]
//! this turn, prevent that damage." and what the next sentence does "if damage is
//! prevented this way" (CR 615.5: "~ deals that much damage to that source's
//! controller", "you gain life equal to …"): `Effect::ChooseSource` then
//! `Effect::PreventNextFrom`, whose `then` reads "that much" as the damage prevented and
//! "that source" as the chosen source.

use super::ctx::{Antecedent, Ctx, TriggerGives};
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Effect, Subject};

/// The instructions and how many sentences they used, when `s` begins with "the next
/// time … would deal damage …".
pub fn run(cx: &mut Ctx, s: &[Sentence]) -> Option<Lowered<(Vec<Effect>, usize)>> {
    let first = s.first()?;
    let Stmt::If { cond: Cond::NextDamage { source, to, next: true }, body, instead: false } = &first.body else { return None };
    Some(lower(cx, source, to.as_ref(), body, s.get(1), &first.span))
}

fn lower(cx: &mut Ctx, source: &Np, to: Option<&Np>, body: &Stmt, next: Option<&Sentence>, span: &Span) -> Lowered<(Vec<Effect>, usize)> {
    let miss = |what: &str| Miss::new(span.clone(), format!("the next time: {what}"));
    let prevents = matches!(body, Stmt::Clause(c) if c.verb == Verb::Prevent && c.subject.is_none() && !c.negated && matches!(c.args.as_slice(), [Arg::Prevent(p)] if p.that && p.amount.is_none()));
    if !prevents {
        return Err(miss("an instruction other than \"prevent that damage\""));
    }
    let Np::Objects(o) = source else { return Err(miss("a source that isn't an object phrase")) };
    if o.noun != Noun::Source || !matches!(o.det, Det::A) || o.zone.is_some() {
        return Err(miss("a source of another kind"));
    }
    let filter = refs::obj_filter(cx, o)?;
    let Some(to) = to else { return Err(miss("damage to anything")) };
    let to = super::damage::one_recipient(cx, to)?;
    let (then, used) = match next.map(|n| &n.body) {
        Some(Stmt::If { cond: Cond::PreventedThisWay, body, instead: false }) => (prevented(cx, body, span)?, 2),
        _ => (Vec::new(), 1),
    };
    Ok((vec![Effect::ChooseSource { filter }, Effect::PreventNextFrom { source: Subject::Returned, to, then }], used))
}

/// CR 615.5: the instructions after "if damage is prevented this way": "that source" is
/// the chosen source and "that much" the damage prevented (the event's object and
/// amount as they run); only instructions that ask nobody anything.
fn prevented(cx: &mut Ctx, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let gives = TriggerGives { object: Some(Antecedent { subject: Subject::Triggering, noun: Noun::Source, types: Vec::new(), plural: false }), player: false, card: false };
    let was = std::mem::replace(&mut cx.trigger, gives);
    let e = super::effects::stmt(cx, body, span);
    cx.trigger = was;
    let e = e?;
    let simple = |e: &Effect| matches!(e, Effect::DealDamage { .. } | Effect::GainLife { .. } | Effect::LoseLife { .. });
    if !e.iter().all(simple) {
        return Err(Miss::new(span.clone(), "damage prevented this way: an instruction that asks"));
    }
    Ok(e)
}
