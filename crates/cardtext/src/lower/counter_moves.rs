//! Counters moved between objects (CR 122.5: "move a +1/+1 counter from ~ onto it",
//! "move all counters from ~ onto target creature") and "put those counters on ~" after
//! a trigger about an object that left the battlefield (CR 603.10a: the counters it had
//! as it last existed); counters put on an object, or on a permanent chosen as the
//! instruction resolves; counters removed (CR 122.1) and doubled (CR 701.10e).

use super::amount::amount;
use super::ctx::Ctx;
use super::refs;
use super::verbs::{arg_amount, each_object, miss, obj, only};
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Amount, Effect, Subject};

/// CR 122.5: "move [a | all | N] [kind] counter(s) from X onto Y" (one counter, or all).
pub fn move_counters(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Amount(_) | Arg::Counters { .. } | Arg::Onto(_)))?;
    if c.subject.is_some() {
        return Err(miss(c, "another player moves counters"));
    }
    let all = match c.args.iter().find_map(|a| if let Arg::Amount(n) = a { Some(n) } else { None }) {
        Some(AmountNp::N(1)) => false,
        Some(AmountNp::X) => true,
        _ => return Err(miss(c, "move that many counters")),
    };
    let kind = match c.args.iter().find_map(|a| if let Arg::Counters { kind } = a { Some(kind.as_str()) } else { None }) {
        None | Some("") => None,
        Some(k) => Some(mw_types::CounterKind::parse(k).ok_or_else(|| miss(c, format!("counter kind {k}")))?),
    };
    let to = c.args.iter().find_map(|a| if let Arg::Onto(n) = a { Some(n) } else { None }).ok_or_else(|| miss(c, "move counters onto what"))?;
    let from = refs::one(cx, obj(c)?)?;
    let to = refs::one(cx, to)?;
    Ok(vec![Effect::MoveCounters { from, to, kind, all }])
}

/// CR 603.10a: "put those counters on ~": the counters "it" (the object the trigger is
/// about) had as it last existed.
pub fn put_those(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::ThoseCounters))?;
    let from = cx.it(false).map(|a| a.subject).ok_or_else(|| miss(c, "those counters: no antecedent"))?;
    if from != Subject::Triggering {
        return Err(miss(c, "those counters of an object other than the trigger's"));
    }
    let to = refs::one(cx, obj(c)?)?;
    Ok(vec![Effect::PutThoseCounters { from, to }])
}

/// CR 122.1: "put N [kind] counters on …"; "… on a creature you control": the controller
/// chooses one as the instruction resolves (no target, CR 115.10, 608.2d).
pub fn put_counters(cx: &mut Ctx, c: &Clause, kind: &str) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Counters { .. } | Arg::Amount(_)))?;
    // CR 122.1b, 122.1h: counters whose rules the engine doesn't give (exalted and decayed
    // counters, finality counters) would be inert: refused.
    if super::enters::RULED_KINDS.contains(&kind) {
        return Err(miss(c, "counters (their rules)"));
    }
    let k = mw_types::CounterKind::parse(kind).ok_or_else(|| miss(c, format!("counter kind {kind}")))?;
    let n = amount(cx, arg_amount(c).unwrap_or(&AmountNp::N(1)), &c.span)?;
    if let (None, Np::Objects(ob @ ObjNp { det: Det::A | Det::Another, zone: None, plural: false, .. })) = (&c.subject, obj(c)?) {
        let choose = super::choices::chosen_permanent(cx, ob, c, Some("counters on a chosen permanent another player controls"))?;
        return Ok(vec![choose, Effect::PutCounters { subject: Subject::Returned, kind: k, amount: n }]);
    }
    each_object(cx, obj(c)?, |s| Effect::PutCounters { subject: s, kind: k, amount: n })
}

/// CR 122.6, 614.1c: "return it to the battlefield with a +1/+1 counter on it": one kind
/// of counters, a fixed number, that the engine gives rules to where the kind has any
/// (a finality counter's replacement, CR 122.1h, isn't modelled: refused).
pub fn entering_counters(cx: &mut Ctx, c: &Clause) -> Lowered<Option<(mw_types::CounterKind, u32)>> {
    let mut with = c.args.iter().filter_map(|a| if let Arg::WithCounters { amount, kind } = a { Some((amount, kind)) } else { None });
    let Some((n, kind)) = with.next() else { return Ok(None) };
    if with.next().is_some() || super::enters::RULED_KINDS.contains(&kind.as_str()) {
        return Err(miss(c, "argument with counters"));
    }
    let k = mw_types::CounterKind::parse(kind).ok_or_else(|| miss(c, format!("counter kind {kind}")))?;
    match amount(cx, n, &c.span)? {
        mw_ir::Amount::Fixed(n) if n > 0 => Ok(Some((k, n as u32))),
        _ => Err(miss(c, "argument with counters")),
    }
}

/// CR 122.1: "remove two +1/+1 counters from target creature"; "remove them" after a
/// condition naming counters ("if ~ has seven or more ember counters on it"): all of
/// those, as many as there are then.
pub fn remove_counters(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if c.subject.is_some() {
        return Err(miss(c, "remove: another player"));
    }
    if c.args.iter().any(|a| matches!(a, Arg::ThoseCounters)) {
        only(c, |a| matches!(a, Arg::ThoseCounters))?;
        let (subject, kind) = cx.counters.ok_or_else(|| miss(c, "remove them: no counters named"))?;
        return Ok(vec![Effect::RemoveCounters { subject, kind, amount: Amount::CountersOn(subject, kind) }]);
    }
    let Some(kind) = c.args.iter().find_map(|a| if let Arg::Counters { kind } = a { Some(kind.clone()) } else { None }) else {
        return Err(miss(c, "remove: verb"));
    };
    only(c, |a| matches!(a, Arg::Counters { .. } | Arg::Amount(_)))?;
    let n = match arg_amount(c) {
        Some(AmountNp::X) | None => return Err(miss(c, "remove: all counters")),
        Some(a) => amount(cx, a, &c.span)?,
    };
    let k = mw_types::CounterKind::parse(&kind).ok_or_else(|| miss(c, format!("counter kind {kind}")))?;
    each_object(cx, obj(c)?, |s| Effect::RemoveCounters { subject: s, kind: k, amount: n })
}

/// CR 701.10e: doubling the counters of a kind on a permanent puts as many of them on it
/// as it has as the instruction is carried out.
pub fn double(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Counters { .. }))?;
    let Some(kind) = c.args.iter().find_map(|a| if let Arg::Counters { kind } = a { Some(kind.clone()) } else { None }) else {
        return Err(miss(c, "double: what"));
    };
    let k = mw_types::CounterKind::parse(&kind).ok_or_else(|| miss(c, format!("counter kind {kind}")))?;
    each_object(cx, obj(c)?, |s| Effect::PutCounters { subject: s, kind: k, amount: Amount::CountersOn(s, k) })
}
