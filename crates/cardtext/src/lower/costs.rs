//! Costs (CR 118) into the IR's `Cost`: mana, {T}/{Q}, life, energy, the source's own
//! sacrifice/discard/exile, counters removed, and one cost that chooses other objects
//! (sacrificed, discarded, tapped, returned, exiled from a hand or graveyard, revealed;
//! one or N of them). Also the lines about casting costs: additional costs (CR 118.8)
//! and alternative costs (CR 118.9).

use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{AdditionalCost, AltKind, AlternativeCost, Ability, Cost, ObjectFilter};

fn miss(span: &Span, what: impl Into<String>) -> Miss {
    Miss::new(span.clone(), format!("cost: {}", what.into()))
}

pub fn cost(cx: &mut Ctx, items: &[CostItem], span: &Span) -> Lowered<Cost> {
    let mut c = Cost::default();
    for item in items {
        match item {
            CostItem::Mana(s) => c.mana.symbols.extend(s.iter().copied()),
            CostItem::Tap => c.tap = true,
            CostItem::Untap => c.untap = true,
            CostItem::Energy(n) => c.energy += n,
            CostItem::PayLife(AmountNp::N(n)) => c.life += n,
            CostItem::Sacrifice(Np::SelfRef) => c.sacrifice_self = true,
            CostItem::Discard(Np::SelfRef) => c.discard_self = true,
            CostItem::Exile(Np::SelfRef) => c.exile_self = true,
            CostItem::Exile(Np::Objects(o)) if o.filter == Pred::NamedSelf && matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Graveyard, .. })) => {
                c.exile_self = true;
                c.in_graveyard = true;
            }
            CostItem::RemoveCounters { amount: AmountNp::N(n), kind: Some(k), from: Np::SelfRef } => {
                let kind = mw_types::CounterKind::parse(k).ok_or_else(|| miss(span, format!("counter kind {k}")))?;
                c.remove_counters = Some((kind, *n));
            }
            CostItem::Sacrifice(Np::Objects(o)) => {
                let mut f = refs::obj_filter(cx, o)?;
                // CR 701.21a: a player sacrifices only permanents they control.
                f.controller = mw_ir::Controller::You;
                chosen(&mut c, o, f, AdditionalCost::Sacrifice, span)?;
            }
            CostItem::Discard(Np::Objects(o)) if o.noun == Noun::Card && o.zone.is_none() => {
                let f = refs::obj_filter(cx, o)?;
                let make = |f: ObjectFilter| if f == ObjectFilter::default() { AdditionalCost::Discard } else { AdditionalCost::DiscardMatching(f) };
                chosen(&mut c, o, f, make, span)?;
            }
            CostItem::TapObjects(Np::Objects(o)) => {
                let mut f = refs::obj_filter(cx, o)?;
                f.props.tapped = None;
                chosen(&mut c, o, f, AdditionalCost::TapUntapped, span)?;
            }
            CostItem::ReturnToHand(Np::Objects(o)) => {
                let f = refs::obj_filter(cx, o)?;
                chosen(&mut c, o, f, AdditionalCost::ReturnToHand, span)?;
            }
            CostItem::Exile(Np::Objects(o)) if o.noun == Noun::Card => {
                let f = card_filter(cx, o)?;
                match zone_of(o) {
                    Some(ZoneWord::Hand) => chosen(&mut c, o, f, AdditionalCost::ExileFromHand, span)?,
                    Some(ZoneWord::Graveyard) => chosen(&mut c, o, f, AdditionalCost::ExileFromGraveyard, span)?,
                    _ => return Err(miss(span, "exile a card from there")),
                }
            }
            CostItem::Reveal(Np::Objects(o)) if o.noun == Noun::Card && zone_of(o) == Some(ZoneWord::Hand) => {
                let f = card_filter(cx, o)?;
                chosen(&mut c, o, f, AdditionalCost::RevealFromHand, span)?;
            }
            CostItem::Unknown(u) => return Err(miss(&u.span, cx.words(&u.span).split_whitespace().take(4).collect::<Vec<_>>().join(" "))),
            other => return Err(miss(span, format!("{other:?}").split(['(', ' ', '{']).next().unwrap_or("item").to_lowercase())),
        }
    }
    Ok(c)
}

/// The zone a card phrase names ("from your hand"), if it is its owner's own.
fn zone_of(o: &ObjNp) -> Option<ZoneWord> {
    let z = o.zone.as_ref()?;
    let yours = match &z.whose {
        None => true,
        Some(w) => matches!(**w, Np::Player(PlayerNp { who: PlayerWord::You, .. })),
    };
    yours.then_some(z.zone)
}

/// A card phrase's filter: its qualities (the zone is the cost's business).
fn card_filter(cx: &Ctx, o: &ObjNp) -> Lowered<ObjectFilter> {
    let mut f = refs::obj_filter(cx, o)?;
    f.controller = mw_ir::Controller::Any;
    Ok(f)
}

/// A cost choosing `o`'s objects: one ("a creature", "another Goblin") or N ("two
/// Islands", "four other cards").
fn chosen(c: &mut Cost, o: &ObjNp, mut f: ObjectFilter, make: impl Fn(ObjectFilter) -> AdditionalCost, span: &Span) -> Lowered<()> {
    f.props.other |= o.det == Det::Another;
    let n = match o.det {
        Det::A | Det::Another => 1,
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && a > 0 => a,
        _ => return Err(miss(&o.span, "a variable number of objects")),
    };
    let one = make(f);
    extra(c, if n == 1 { one } else { AdditionalCost::Times(Box::new(one), n) }, span)
}

fn extra(c: &mut Cost, a: AdditionalCost, span: &Span) -> Lowered<()> {
    if c.extra.is_some() {
        return Err(miss(span, "two costs that choose objects"));
    }
    c.extra = Some(a);
    Ok(())
}

/// CR 118.8 / 118.9: "As an additional cost to cast this spell, …" and "[If …,] you may
/// … rather than pay this spell's mana cost."
pub fn cast_cost(k: &CastCost, lower: &str) -> Lowered<Vec<Ability>> {
    let mut cx = Ctx::new(lower);
    let [items] = k.options.as_slice() else { return Err(miss(&k.span, "one of several additional costs")) };
    let cost = cost(&mut cx, items, &k.span)?;
    // Only what a spell's cost can hold: mana, life and objects chosen.
    let spell_cost = Cost { mana: cost.mana.clone(), life: cost.life, extra: cost.extra.clone(), ..Cost::default() };
    if spell_cost != cost {
        return Err(miss(&k.span, "a spell's cost with {T} or its own card"));
    }
    if k.alternative {
        let condition = match &k.cond {
            Some(c) => Some(super::amount::condition(&mut cx, c, &k.span)?),
            None => None,
        };
        return Ok(vec![Ability::AlternativeCost(AlternativeCost { kind: AltKind::Printed, cost, condition, resolves: Vec::new() })]);
    }
    match cost {
        Cost { extra: Some(e), life: 0, .. } if cost.mana.is_empty() => Ok(vec![Ability::AdditionalCost(e)]),
        Cost { extra: None, life, .. } if life > 0 && cost.mana.is_empty() => Ok(vec![Ability::AdditionalCost(AdditionalCost::PayLife(life))]),
        _ => Err(miss(&k.span, "an additional cost of mana, or of several parts")),
    }
}
