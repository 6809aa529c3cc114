//! Costs (CR 118) into the IR's `Cost`: mana, {T}/{Q}, life, energy, the source's own
//! sacrifice/discard/exile, counters removed, and one cost that chooses another object.

use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{AdditionalCost, Cost};

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
            CostItem::Sacrifice(Np::Objects(o)) if matches!(o.det, Det::A | Det::Another) => {
                let mut f = refs::obj_filter(cx, o)?;
                f.props.other |= o.det == Det::Another;
                // CR 701.21a: a player sacrifices only permanents they control.
                f.controller = mw_ir::Controller::You;
                extra(&mut c, AdditionalCost::Sacrifice(f), span)?;
            }
            CostItem::Discard(Np::Objects(o)) if o.det == Det::A && o.noun == Noun::Card && o.filter == Pred::True => extra(&mut c, AdditionalCost::Discard, span)?,
            CostItem::TapObjects(Np::Objects(o)) if matches!(o.det, Det::A | Det::Another) => {
                let mut f = refs::obj_filter(cx, o)?;
                f.props.tapped = None;
                f.props.other |= o.det == Det::Another;
                extra(&mut c, AdditionalCost::TapUntapped(f), span)?;
            }
            CostItem::ReturnToHand(Np::Objects(o)) if o.det == Det::A => {
                let f = refs::obj_filter(cx, o)?;
                extra(&mut c, AdditionalCost::ReturnToHand(f), span)?;
            }
            CostItem::Unknown(u) => return Err(miss(&u.span, cx.words(&u.span).split_whitespace().take(4).collect::<Vec<_>>().join(" "))),
            other => return Err(miss(span, format!("{other:?}").split(['(', ' ', '{']).next().unwrap_or("item").to_lowercase())),
        }
    }
    Ok(c)
}

fn extra(c: &mut Cost, a: AdditionalCost, span: &Span) -> Lowered<()> {
    if c.extra.is_some() {
        return Err(miss(span, "two costs that choose objects"));
    }
    c.extra = Some(a);
    Ok(())
}
