//! Restrictions on attacking and blocking that name whom or what (CR 508.1c, 509.1b):
//! "can't attack you [or planeswalkers you control]", "can't block creatures with power
//! 2 or greater", "can't block ~": in static abilities (`Ability::Restriction`) and in
//! instructions for a duration (`Effect::Restrict`).

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Affected, Controller, Count, Duration, Effect, ObjectFilter, Relation, Restriction};

/// CR 508.1c / 509.1b: what a negated "attack" or "block" clause with an object forbids.
pub fn restriction(cx: &Ctx, c: &Clause) -> Lowered<Restriction> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("restriction: {w}"));
    let Some(object) = &c.object else { return Err(miss("no object")) };
    match (c.verb, object) {
        (Verb::Attack, Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Ok(Restriction::CantAttackYou { planeswalkers: false }),
        // "you or planeswalkers you control", "you or a planeswalker you control".
        (Verb::Attack, Np::Or(v)) => match v.as_slice() {
            [Np::Player(PlayerNp { who: PlayerWord::You, .. }), Np::Objects(o)] if o.zone.is_none() => {
                let walkers = ObjectFilter { card_type: Some(mw_types::CardType::Planeswalker), controller: Controller::You, ..ObjectFilter::default() };
                if refs::obj_filter(cx, o)? != walkers {
                    return Err(miss("can't attack you or those objects"));
                }
                Ok(Restriction::CantAttackYou { planeswalkers: true })
            }
            _ => Err(miss("can't attack those")),
        },
        (Verb::Block, Np::SelfRef) => Ok(Restriction::CantBlockSource),
        // "creatures with power 2 or greater", "black creatures", "Humans".
        (Verb::Block, Np::Objects(o)) if o.det == Det::Bare && o.zone.is_none() && o.noun == Noun::Permanent => {
            let f = refs::obj_filter(cx, o)?;
            if f.card_type != Some(mw_types::CardType::Creature) && f.props.creature_type.is_none() {
                return Err(miss("can't block those objects"));
            }
            Ok(Restriction::CantBlock(f))
        }
        _ => Err(miss(&format!("can't {} that", if c.verb == Verb::Attack { "attack" } else { "block" }))),
    }
}

/// CR 611.2a: "target creature can't block ~ this turn", "creatures without defender can't
/// block ~ this turn": the restriction on each object the subject names, until end of
/// turn. Only restrictions naming the ability's source or controller (a filter of
/// attackers in an instruction is refused).
pub fn instruction(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("restriction: {w}"));
    let restriction = restriction(cx, c)?;
    if matches!(restriction, Restriction::CantBlock(_) | Restriction::CantAttack) {
        return Err(miss("an instruction's restriction of those creatures"));
    }
    let duration = match c.args.as_slice() {
        [Arg::Duration(DurationNp::EndOfTurn | DurationNp::ThisTurn)] => Duration::EndOfTurn,
        _ => return Err(miss("that duration")),
    };
    let subject = c.subject.clone().ok_or_else(|| miss("no subject"))?;
    super::verbs::each_object(cx, &subject, |s| Effect::Restrict { subject: s, restriction, duration })
}

/// CR 611.3a: a static ability's subject whose power is compared with a number counted
/// continuously ("creatures with power greater than the number of cards in your hand"):
/// the creatures without that comparison, and the comparison. None: no such comparison.
pub fn counted_power(cx: &mut Ctx, np: &Np, span: &Span) -> Lowered<Option<(Affected, (Relation, Count))>> {
    let Np::Objects(o) = np else { return Ok(None) };
    let Pred::And(parts) = &o.filter else { return Ok(None) };
    let compared = |p: &Pred| match p {
        Pred::Stat { stat: Stat::Power, cmp } => match cmp {
            Cmp::GreaterThan(AmountNp::NumberOf(n)) => Some((Relation::Greater, n.clone())),
            Cmp::LessThan(AmountNp::NumberOf(n)) => Some((Relation::Less, n.clone())),
            Cmp::AtLeast(AmountNp::NumberOf(n)) => Some((Relation::AtLeast, n.clone())),
            Cmp::AtMost(AmountNp::NumberOf(n)) => Some((Relation::AtMost, n.clone())),
            _ => None,
        },
        _ => None,
    };
    let Some(k) = parts.iter().position(|p| compared(p).is_some()) else { return Ok(None) };
    let Some((relation, what)) = compared(&parts[k]) else { return Ok(None) };
    let rest: Vec<Pred> = parts.iter().enumerate().filter(|(i, _)| *i != k).map(|(_, p)| p.clone()).collect();
    let without = ObjNp { filter: Pred::And(rest), ..o.clone() };
    if !matches!(o.det, Det::Bare | Det::Each) || o.zone.is_some() || o.noun != Noun::Permanent {
        return Err(Miss::new(span.clone(), "restriction: those objects with power compared"));
    }
    let f = refs::obj_filter(cx, &without)?;
    let counted = super::amount::counted(cx, &what, span)?;
    let count = super::statics::static_count(counted).ok_or_else(|| Miss::new(span.clone(), "restriction: power compared with that count"))?;
    Ok(Some((super::statics::canonical(f), (relation, count))))
}
