//! Restrictions on attacking and blocking that name whom or what (CR 508.1c, 509.1b):
//! "can't attack you [or planeswalkers you control]", "can't block creatures with power
//! 2 or greater", "can't block ~": in static abilities (`Ability::Restriction`) and in
//! instructions for a duration (`Effect::Restrict`).

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Affected, CombatRule, Controller, Count, Duration, Effect, ObjectFilter, Relation, Restriction};

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
            if !names_creatures(&f) {
                return Err(miss("can't block those objects"));
            }
            Ok(Restriction::CantBlock(f))
        }
        _ => Err(miss(&format!("can't {} that", if c.verb == Verb::Attack { "attack" } else { "block" }))),
    }
}

/// Whether a filter of attackers names creatures: "creatures", "artifact creatures"
/// (a second type), "Humans" (a creature type).
fn names_creatures(f: &ObjectFilter) -> bool {
    let creature = Some(mw_types::CardType::Creature);
    (f.card_type == creature || f.props.also_type == creature || f.props.creature_type.is_some()) && f.or_type.is_none()
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

/// CR 508.1d / 509.1c: the requirement a clause states, if it states one: "must be
/// blocked if able", "all creatures able to block ~ do so", "attacks (blocks) each combat
/// (this turn) if able"; whether it is for this turn only.
fn requirement(cx: &Ctx, c: &Clause) -> Option<(CombatRule, bool)> {
    if c.negated || c.object.is_some() {
        return None;
    }
    let this_turn = c.args.iter().any(|a| matches!(a, Arg::Duration(DurationNp::ThisTurn)));
    let words = |w: &str| c.args.iter().any(|a| matches!(a, Arg::Words(s) if cx.words(s) == w));
    let rule = match c.verb {
        Verb::Be => match c.args.first()? {
            Arg::MustBeBlocked { all: false } => CombatRule::MustBeBlocked,
            Arg::MustBeBlocked { all: true } => CombatRule::AllAbleMustBlock,
            _ => return None,
        },
        Verb::Attack if c.args.len() == 1 && words("each combat if able") => return Some((CombatRule::AttacksEachCombat, false)),
        Verb::Block if c.args.len() == 1 && words("each combat if able") => return Some((CombatRule::BlocksEachCombat, false)),
        Verb::Attack if c.args.len() == 1 && words("this turn if able") => return Some((CombatRule::AttacksEachCombat, true)),
        Verb::Block if c.args.len() == 1 && words("this turn if able") => return Some((CombatRule::BlocksEachCombat, true)),
        _ => return None,
    };
    (c.args.len() == 1 + usize::from(this_turn)).then_some((rule, this_turn))
}

/// CR 509.1c: a static ability's requirement ("~ must be blocked if able", "all creatures
/// able to block enchanted creature do so"): the combat rule its subject has. None: the
/// clause states no requirement.
pub fn static_requirement(cx: &Ctx, c: &Clause) -> Option<Lowered<CombatRule>> {
    let (rule, this_turn) = requirement(cx, c)?;
    Some(if this_turn { Err(Miss::new(c.span.clone(), "static: a requirement for this turn")) } else { Ok(rule) })
}

/// CR 508.1d / 509.1c: an instruction's requirement for the turn ("target creature must
/// be blocked this turn if able", "all creatures able to block target creature this turn
/// do so", "target creature blocks (attacks) this turn if able"): the combat rule each
/// object it names has until end of turn. None: the clause states no requirement.
pub fn requirement_instruction(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    let (rule, this_turn) = requirement(cx, c)?;
    if !this_turn {
        return Some(Err(Miss::new(c.span.clone(), "restriction: a requirement without this turn")));
    }
    let Some(subject) = c.subject.clone() else { return Some(Err(Miss::new(c.span.clone(), "restriction: a requirement without a subject"))) };
    Some(super::verbs::each_object(cx, &subject, |s| Effect::GainCombatRule { subject: s, rule, duration: Duration::EndOfTurn }))
}

/// CR 508.1d, 508.1h: "creatures can't attack you [or planeswalkers you control] unless
/// their controller pays {2} for each creature they control that's attacking you" (or
/// "… for each of those creatures"): a cost to attack, as a static restriction of the
/// subject. None: the statement isn't one; only generic mana is read.
pub fn attack_tax(cx: &mut Ctx, s: &Stmt, cond: Option<mw_ir::Condition>, span: &Span) -> Option<Lowered<Vec<mw_ir::Ability>>> {
    // Which attackers "for each" counts: those attacking you, or all those restricted.
    let (unless, only_you) = match s {
        Stmt::ForEach { each: Np::Objects(o), body } if cx.words(&o.span) == "creature they control that's attacking you" => (&**body, true),
        Stmt::Seq(v) => match v.as_slice() {
            [u, Stmt::Unknown(k)] if cx.words(&k.span) == "for each of those creatures" => (u, false),
            _ => return None,
        },
        _ => return None,
    };
    let Stmt::Unless { body, payer: Np::PlayerOf { of, rel: PlayerRel::Controller }, cost } = unless else { return None };
    let Np::Ref(RefNp { word: RefWord::It, plural: true, .. }) = &**of else { return None };
    let Stmt::Clause(c) = &**body else { return None };
    // "{X} …, where X is the number of enchantments you control" gives the clause X.
    let x = match c.args.as_slice() {
        [] => None,
        [Arg::WhereX(x)] => Some(x),
        _ => return None,
    };
    if !c.negated || c.verb != Verb::Attack || c.object.is_none() {
        return None;
    }
    let miss = |w: &str| Miss::new(span.clone(), format!("restriction: {w}"));
    Some((|| {
        let planeswalkers = match restriction(cx, c)? {
            Restriction::CantAttackYou { planeswalkers } if !(only_you && planeswalkers) => planeswalkers,
            _ => return Err(miss("an attack cost for attacking those")),
        };
        let each = match (cost.as_slice(), x) {
            ([CostItem::Mana(symbols)], None) => {
                let generic = symbols.iter().try_fold(0u32, |n, s| match s {
                    mw_types::ManaSymbol::Generic(k) => Some(n + k),
                    _ => None,
                });
                mw_ir::AttackTax::Generic(generic.and_then(|n| u8::try_from(n).ok()).filter(|n| *n > 0).ok_or_else(|| miss("an attack cost of that"))?)
            }
            ([CostItem::Mana(symbols)], Some(x)) if symbols.as_slice() == [mw_types::ManaSymbol::X] => match super::amount::amount(cx, x, span)? {
                mw_ir::Amount::Count { of, times: 1 } => mw_ir::AttackTax::Counted(super::statics::static_count(of).ok_or_else(|| miss("an attack cost of that count"))?),
                _ => return Err(miss("an attack cost of that amount")),
            },
            _ => return Err(miss("an attack cost of that")),
        };
        let subject = c.subject.clone().ok_or_else(|| miss("an attack cost without a subject"))?;
        let affected = super::statics::affected(cx, &subject, span)?;
        // "creatures", "nonblack creatures": the attackers it applies to.
        if !matches!(&affected, Affected::AllCreatures) && !matches!(&affected, Affected::Matching(f) if names_creatures(f)) {
            return Err(miss("an attack cost of those attackers"));
        }
        let restriction = Restriction::AttackTax { planeswalkers, each };
        Ok(vec![mw_ir::Ability::Restriction(mw_ir::StaticRestriction { affected, power: None, restriction, condition: cond })])
    })())
}
