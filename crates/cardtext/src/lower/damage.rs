//! Damage (CR 120): "~ deals N damage to …", the source, each amount with its
//! recipients ("1 damage to target player or planeswalker and 1 damage to target creature
//! that player … controls"), groups dealt damage at once ("each creature and each
//! planeswalker"), and "them" as the event's player.

use super::amount::amount;
use super::ctx::Ctx;
use super::refs::{self, Objs};
use super::verbs::{arg_amount, miss, only};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, PlayerRef, Recipient, Subject};

/// CR 120.3: "~ deals 3 damage to any target", "deals damage equal to its power to …",
/// "deals 2 damage to each creature and each player".
pub fn deal(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Amount(_) | Arg::To(_)))?;
    let source = match &c.subject {
        Some(np) => refs::one(cx, np)?,
        None => return Err(miss(c, "no source")),
    };
    let amounts: Vec<&AmountNp> = c.args.iter().filter_map(|a| if let Arg::Amount(x) = a { Some(x) } else { None }).collect();
    let tos: Vec<&Np> = c.args.iter().filter_map(|a| if let Arg::To(n) = a { Some(n) } else { None }).collect();
    // "deals 1 damage to target player and 1 damage to target creature": each amount
    // with its recipient, in the text's order.
    if tos.len() > 1 {
        if amounts.len() != tos.len() {
            return Err(miss(c, "damage: amounts and recipients"));
        }
        let mut out = Vec::new();
        let mut before: Option<mw_ir::Amount> = None;
        for (a, to) in amounts.into_iter().zip(tos) {
            // "… and that much damage to up to one target creature": the amount before.
            let amt = match (a, before) {
                (AmountNp::ThatMuch, Some(b)) => b,
                _ => amount(cx, a, &c.span)?,
            };
            before = Some(amt);
            out.extend(deal_to(cx, c, source, amt, to.clone())?);
        }
        return Ok(out);
    }
    let amt = amount(cx, arg_amount(c).ok_or_else(|| miss(c, "no amount"))?, &c.span)?;
    let to = tos.first().map(|n| (*n).clone()).ok_or_else(|| miss(c, "no recipient"))?;
    deal_to(cx, c, source, amt, to)
}

/// One amount of damage from `source` to the recipients one phrase names.
fn deal_to(cx: &mut Ctx, c: &Clause, source: Subject, amt: mw_ir::Amount, to: Np) -> Lowered<Vec<Effect>> {
    let items = match to {
        Np::And(v) => v,
        n => vec![n],
    };
    let mut out = Vec::new();
    let mut each: Option<mw_ir::ObjectFilter> = None;
    for n in &items {
        // "… and 3 damage to itself": the source of the damage (Psionic Entity).
        if matches!(n, Np::Ref(RefNp { word: RefWord::Itself, .. })) {
            let to = match source {
                Subject::Target(i) => Recipient::Target(i),
                s => Recipient::Object(s),
            };
            out.push(Effect::DealDamage { source, amount: amt, to });
            continue;
        }
        for r in recipients(cx, n)? {
            match r {
                Rcpt::One(to) => out.push(Effect::DealDamage { source, amount: amt, to }),
                // CR 120.2: "each creature and each planeswalker" is one group dealt
                // damage at once.
                Rcpt::Each(filter) => match each.take() {
                    None => each = Some(filter),
                    Some(prev) => each = Some(merge_groups(prev, filter).ok_or_else(|| miss(c, "two groups"))?),
                },
            }
        }
    }
    if let Some(filter) = each {
        out.insert(0, Effect::ForEach { filter, effect: Box::new(Effect::DealDamage { source, amount: amt, to: Recipient::Each }), only: None });
    }
    Ok(out)
}

/// Two groups differing only in their card type as one ("each creature and each
/// planeswalker").
fn merge_groups(a: mw_ir::ObjectFilter, b: mw_ir::ObjectFilter) -> Option<mw_ir::ObjectFilter> {
    let same = mw_ir::ObjectFilter { card_type: a.card_type, ..b };
    (same == a && a.or_type.is_none() && b.or_type.is_none()).then_some(mw_ir::ObjectFilter { or_type: b.card_type, ..a })
}

enum Rcpt {
    One(Recipient),
    Each(mw_ir::ObjectFilter),
}

/// The one player or object a phrase names as a recipient of damage ("you", "target
/// creature", "any target").
pub(super) fn one_recipient(cx: &mut Ctx, np: &Np) -> Lowered<Recipient> {
    match recipients(cx, np)?.as_slice() {
        [Rcpt::One(r)] => Ok(*r),
        _ => Err(Miss::new(refs::span_of(np), "damage: one recipient")),
    }
}

fn recipients(cx: &mut Ctx, np: &Np) -> Lowered<Vec<Rcpt>> {
    // "deals 1 damage to them" where no object could be meant: the event's player.
    let they = matches!(np, Np::Ref(RefNp { word: RefWord::It, plural: true, .. })) && cx.it(true).is_none();
    if they || matches!(np, Np::Player(_) | Np::PlayerOf { .. }) {
        let p = refs::player(cx, np)?;
        return Ok(vec![Rcpt::One(match p {
            PlayerRef::Target(i) => Recipient::Target(i),
            p => Recipient::Player(p),
        })]);
    }
    if let Np::Or(alts) = np {
        if let Some(p) = player_or_their_planeswalker(cx, alts)? {
            return Ok(vec![Rcpt::One(Recipient::PlayerOrTheirPlaneswalker(p))]);
        }
        // "target player or planeswalker", and "that player or planeswalker" after it.
        return match refs::player_or_planeswalker(cx, alts)? {
            Some(i) => Ok(vec![Rcpt::One(Recipient::Target(i))]),
            None => Err(Miss::new(refs::span_of(alts.first().unwrap_or(np)), "damage: a target of alternatives")),
        };
    }
    Ok(match refs::objects(cx, np)? {
        Objs::One(Subject::Target(i)) => vec![Rcpt::One(Recipient::Target(i))],
        Objs::One(s) => vec![Rcpt::One(Recipient::Object(s))],
        Objs::Targets(ids) => ids.into_iter().map(|i| Rcpt::One(Recipient::Target(i))).collect(),
        Objs::Each(f, None) => vec![Rcpt::Each(f)],
        _ => return Err(Miss::new(refs::span_of(np), "damage: to a group checked as it resolves")),
    })
}


/// CR 608.2d: "that player or a planeswalker that player controls" (no target: the
/// controller chooses as it resolves); None for other alternatives.
fn player_or_their_planeswalker(cx: &mut Ctx, alts: &[Np]) -> Lowered<Option<PlayerRef>> {
    let [first @ Np::Player(p), Np::Objects(o)] = alts else { return Ok(None) };
    if p.who != PlayerWord::That || o.det != Det::A || o.noun != Noun::Permanent || o.zone.is_some() {
        return Ok(None);
    }
    let preds: Vec<&Pred> = match &o.filter {
        Pred::And(v) => v.iter().collect(),
        f => vec![f],
    };
    let walker = preds.contains(&&Pred::Type(mw_types::CardType::Planeswalker));
    let theirs = preds.iter().any(|q| matches!(q, Pred::ControlledBy(np) if matches!(&**np, Np::Player(w) if w.who == PlayerWord::That)));
    if !walker || !theirs || preds.len() != 2 {
        return Ok(None);
    }
    Ok(Some(refs::player(cx, first)?))
}
