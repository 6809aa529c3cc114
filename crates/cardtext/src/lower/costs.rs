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
use mw_ir::{AdditionalCost, AltKind, AlternativeCost, Ability, Amount, Controller, Cost, CostChange, ObjectFilter};
use mw_types::CardType;

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
            // CR 601.2b: "pay X life", X announced with the spell.
            CostItem::PayLife(AmountNp::X) => extra(&mut c, AdditionalCost::XTimes(Box::new(AdditionalCost::PayLife(1))), span)?,
            CostItem::Sacrifice(Np::SelfRef) => c.sacrifice_self = true,
            CostItem::Discard(Np::SelfRef) => c.discard_self = true,
            // CR 701.9: "Discard your hand".
            CostItem::Discard(Np::ZoneCards(ZoneNp { zone: ZoneWord::Hand, whose: Some(w) })) if matches!(**w, Np::Player(PlayerNp { who: PlayerWord::You, .. })) => c.discard_hand = true,
            CostItem::Exile(Np::SelfRef) => c.exile_self = true,
            CostItem::Exile(Np::Objects(o)) if o.filter == Pred::NamedSelf && matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Graveyard, .. })) => {
                c.exile_self = true;
                c.in_graveyard = true;
            }
            CostItem::RemoveCounters { amount: AmountNp::N(n), kind: Some(k), from: Np::SelfRef } => {
                let kind = mw_types::CounterKind::parse(k).ok_or_else(|| miss(span, format!("counter kind {k}")))?;
                c.remove_counters = Some((kind, *n));
            }
            // CR 107.3: "Remove X +1/+1 counters from ~", X announced.
            CostItem::RemoveCounters { amount: AmountNp::X, kind: Some(k), from: Np::SelfRef } if c.remove_x_counters.is_none() => {
                c.remove_x_counters = Some(mw_types::CounterKind::parse(k).ok_or_else(|| miss(span, format!("counter kind {k}")))?);
            }
            // CR 122.8: "Remove a +1/+1 counter from a creature you control": a counter of
            // a named kind from one permanent chosen (not "a counter" of any kind, whose
            // kind the payer would choose too).
            CostItem::RemoveCounters { amount: AmountNp::N(1), kind: Some(k), from: Np::Objects(o) } if matches!(o.det, Det::A | Det::Another) && o.zone.is_none() => {
                let kind = mw_types::CounterKind::parse(k).ok_or_else(|| miss(span, format!("counter kind {k}")))?;
                let mut f = refs::obj_filter(cx, o)?;
                if f.controller != mw_ir::Controller::You {
                    return Err(miss(span, "remove a counter from a permanent you don't control"));
                }
                f.props.counter = Some(kind);
                f.props.other |= o.det == Det::Another;
                extra(&mut c, AdditionalCost::RemoveCounter(f, kind), span)?;
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
            // CR 701.9b: "discard a card at random": any card, chosen at random.
            CostItem::DiscardRandom(Np::Objects(o)) if o.noun == Noun::Card && o.zone.is_none() && o.det == Det::A => {
                if refs::obj_filter(cx, o)? != ObjectFilter::default() {
                    return Err(miss(span, "discard a card of a kind at random"));
                }
                extra(&mut c, AdditionalCost::DiscardRandom, span)?;
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
        // CR 601.2b: "discard X cards", X announced with the spell.
        Det::Number(Count { min: CountNum::X, max: CountNum::X }) => return extra(c, AdditionalCost::XTimes(Box::new(make(f))), span),
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
    if k.options.len() > 1 {
        return one_of(&mut cx, k);
    }
    let [items] = k.options.as_slice() else { return Err(miss(&k.span, "an additional cost of no parts")) };
    if k.optional && !k.alternative {
        return any_number(&mut cx, items, k);
    }
    let cost = cost(&mut cx, items, &k.span)?;
    // Only what a spell's cost can hold: mana, life and objects chosen.
    let spell_cost = Cost { mana: cost.mana.clone(), life: cost.life, extra: cost.extra.clone(), ..Cost::default() };
    if spell_cost != cost {
        return Err(miss(&k.span, "a spell's cost with {T} or its own card"));
    }
    if k.alternative {
        // "If an opponent controls a Forest and you control an Island": both must hold.
        let (condition, also) = match &k.cond {
            Some(Cond::And(both)) if both.len() == 2 => {
                (Some(super::amount::condition(&mut cx, &both[0], &k.span)?), Some(super::amount::condition(&mut cx, &both[1], &k.span)?))
            }
            Some(c) => (Some(super::amount::condition(&mut cx, c, &k.span)?), None),
            None => (None, None),
        };
        if cost.extra.as_ref().is_some_and(|e| e.has_x()) {
            return Err(miss(&k.span, "X objects in an alternative cost"));
        }
        return Ok(vec![Ability::AlternativeCost(AlternativeCost { kind: AltKind::Printed, cost, condition, also, resolves: Vec::new() })]);
    }
    match cost {
        Cost { extra: Some(e), life: 0, .. } if cost.mana.is_empty() => Ok(vec![Ability::AdditionalCost(e)]),
        Cost { extra: None, life, .. } if life > 0 && cost.mana.is_empty() => Ok(vec![Ability::AdditionalCost(AdditionalCost::PayLife(life))]),
        _ => Err(miss(&k.span, "an additional cost of mana, or of several parts")),
    }
}

/// CR 601.2b / 118.8: "As an additional cost to cast this spell, sacrifice a creature,
/// discard a card, or pay {3}": the caster chooses one option as the spell is announced.
fn one_of(cx: &mut Ctx, k: &CastCost) -> Lowered<Vec<Ability>> {
    if k.optional || k.alternative || k.then.is_some() || k.cond.is_some() {
        return Err(miss(&k.span, "one of several costs, optional or alternative"));
    }
    let mut options = Vec::new();
    for items in &k.options {
        let c = cost(cx, items, &k.span)?;
        let bare = Cost { mana: c.mana.clone(), life: c.life, extra: c.extra.clone(), ..Cost::default() };
        if bare != c {
            return Err(miss(&k.span, "a spell's cost with {T} or its own card"));
        }
        let option = match c {
            // One object chosen (or N), never X or any number of times.
            Cost { extra: Some(e), life: 0, .. } if c.mana.is_empty() && !matches!(e, AdditionalCost::XTimes(_) | AdditionalCost::AnyNumber(_)) => e,
            Cost { extra: None, life, .. } if life > 0 && c.mana.is_empty() => AdditionalCost::PayLife(life),
            Cost { extra: None, life: 0, .. } if !c.mana.is_empty() && !c.mana.has_x() => AdditionalCost::Mana(c.mana),
            _ => return Err(miss(&k.span, "an option of several parts")),
        };
        options.push(option);
    }
    Ok(vec![Ability::AdditionalCost(AdditionalCost::OneOf(options))])
}

/// CR 601.2b / 118.8: "As an additional cost to cast this spell, you may exile any number
/// of white cards from your hand.", with the cost change by the times it is paid after it
/// ("This spell costs {2} less to cast for each card exiled this way.", CR 601.2f).
fn any_number(cx: &mut Ctx, items: &[CostItem], k: &CastCost) -> Lowered<Vec<Ability>> {
    let any = |o: &ObjNp| matches!(o.det, Det::Number(Count { min: CountNum::N(0), max: CountNum::Any }));
    let one = match items {
        [CostItem::Exile(Np::Objects(o)) | CostItem::Discard(Np::Objects(o)) | CostItem::Sacrifice(Np::Objects(o))] if any(o) => {
            let mut item = items[0].clone();
            if let CostItem::Exile(Np::Objects(x)) | CostItem::Discard(Np::Objects(x)) | CostItem::Sacrifice(Np::Objects(x)) = &mut item {
                x.det = Det::A;
                x.plural = false;
            }
            item
        }
        _ => return Err(miss(&k.span, "an optional additional cost of that kind")),
    };
    let Cost { extra: Some(e), .. } = cost(cx, &[one], &k.span)? else { return Err(miss(&k.span, "an optional additional cost of that kind")) };
    let mut out = vec![Ability::AdditionalCost(AdditionalCost::AnyNumber(Box::new(e)))];
    if let Some(then) = &k.then {
        // "for each card exiled this way": the times it is paid.
        let paid = match &then.for_each {
            Some(Np::Objects(o)) => match &o.filter {
                Pred::ExiledThisWay => true,
                Pred::And(v) => v.contains(&Pred::ExiledThisWay),
                _ => false,
            },
            _ => false,
        };
        if !paid || then.what != CostOf::ThisSpell || then.cond.is_some() || then.targets.is_some() || then.mana.contains(&mw_types::ManaSymbol::X) {
            return Err(miss(&then.span, "cost change: by another number than the cost paid"));
        }
        let times = Amount::Count { of: mw_ir::Counted::AdditionalCostTimes, times: 1 };
        let mana = mw_types::ManaCost { symbols: then.mana.clone() };
        out.push(Ability::CostChange(CostChange { caster: None, filter: ObjectFilter::default(), mana, more: then.more, times, condition: None, minimum: 0, except_casters_turn: false }));
    }
    Ok(out)
}

/// CR 601.2f / 602.2b: a cost change into the IR: the mana, more or less, how many times
/// ("for each …") and the condition ("if …"); whose cost is the caller's business.
fn cost_change(cx: &mut Ctx, k: &CostChangeNp) -> Lowered<CostChange> {
    // An X left in the mana has no definition here.
    if k.mana.contains(&mw_types::ManaSymbol::X) {
        return Err(miss(&k.span, "cost change: {x} without a number"));
    }
    let times = match &k.for_each {
        Some(np) => Amount::Count { of: super::amount::counted(cx, np, &k.span)?, times: 1 },
        None if k.per.is_some() => match k.per.as_ref().map(|a| super::amount::amount(cx, a, &k.span)).transpose()? {
            Some(a @ Amount::Count { .. }) => a,
            _ => return Err(miss(&k.span, "cost change: for each of that number")),
        },
        // CR 601.2f: the spells the caster cast this turn before this one.
        None if k.caster_spells => Amount::Count { of: mw_ir::Counted::CasterSpellsThisTurn, times: 1 },
        // CR 601.2f: the targets of the spell whose cost it is.
        None if k.what == CostOf::ThisAbility && k.per_target.is_some() => return Err(miss(&k.span, "cost change: an ability's targets")),
        None => match k.per_target {
            Some(beyond_first) => Amount::Count { of: mw_ir::Counted::SpellTargets { beyond_first }, times: 1 },
            None => Amount::Fixed(1),
        },
    };
    let condition = match (&k.cond, &k.targets) {
        (Some(c), _) => Some(super::amount::condition(cx, c, &k.span)?),
        // CR 601.2f: "if it targets a tapped creature / a blue spell".
        (None, Some(Np::Objects(o))) if k.what == CostOf::ThisSpell => Some(mw_ir::Condition::SpellTargets(refs::obj_filter(cx, o)?)),
        (None, Some(_)) => return Err(miss(&k.span, "cost change: if it targets that")),
        (None, None) => None,
    };
    let mana = mw_types::ManaCost { symbols: k.mana.clone() };
    // CR 107.3: "{X} less …, where X is [a count]" reaches here as {1} for each of the
    // count (the parser's `define_x`); any other {X} is undefined.
    if mana.symbols.contains(&mw_types::ManaSymbol::X) {
        return Err(miss(&k.span, "cost change: {X} undefined"));
    }
    let minimum = match k.minimum {
        None => 0,
        Some(n) if k.what != CostOf::ThisAbility && (1..=16).contains(&n) && k.for_each.is_none() => n as u8,
        Some(_) => return Err(miss(&k.span, "cost change: a floor of that kind")),
    };
    if k.except_casters_turn && !matches!(k.what, CostOf::Spells(_)) {
        return Err(miss(&k.span, "cost change: during its controller's turn"));
    }
    Ok(CostChange { caster: None, filter: ObjectFilter::default(), mana, more: k.more, times, condition, minimum, except_casters_turn: k.except_casters_turn })
}

/// CR 601.2f: a static ability changing the costs of spells of a kind ("Spells cost {1}
/// more to cast", "Instant and sorcery spells you cast cost {1} less to cast",
/// "Noncreature spells your opponents cast cost {1} more to cast").
fn spells_cost_change(cx: &mut Ctx, spells: &Np, k: &CostChangeNp) -> Lowered<CostChange> {
    let Np::Objects(o) = spells else { return Err(miss(&k.span, "cost change: spells named that way")) };
    if o.noun != Noun::Spell || o.zone.is_some() || !matches!(o.det, Det::Bare | Det::Each) {
        return Err(miss(&k.span, "cost change: those spells"));
    }
    let mut filter = refs::obj_filter(cx, o)?;
    // "Merfolk spells": a creature type alone names creatures among permanents (CR
    // 205.3m), but a kindred instant of that type is such a spell too (CR 308.2).
    if filter.card_type == Some(CardType::Creature) && filter.props.creature_type.is_some() && !names_type(&o.filter, CardType::Creature) {
        filter.card_type = None;
    }
    if filter.controller != Controller::Any {
        return Err(miss(&k.span, "cost change: spells controlled by a player"));
    }
    let caster = match &k.caster {
        None => Controller::Any,
        Some(Np::Player(p)) => match (p.det, p.who) {
            (_, PlayerWord::You) => Controller::You,
            (Det::Each, PlayerWord::YourOpponents) | (Det::Bare, PlayerWord::Opponent) => Controller::NotYou,
            (Det::A, PlayerWord::Player) | (Det::Bare, PlayerWord::Player) => Controller::Any,
            _ => return Err(miss(&k.span, "cost change: spells that player casts")),
        },
        Some(_) => return Err(miss(&k.span, "cost change: spells that player casts")),
    };
    // The spell's own "for each"/"if" read from its caster's side isn't in the IR:
    // "for each other spell that player has cast this turn" (Damping Sphere).
    let change = cost_change(cx, k)?;
    Ok(CostChange { caster: Some(caster), filter, ..change })
}

/// Whether a predicate tree names a card type itself.
fn names_type(p: &Pred, t: CardType) -> bool {
    match p {
        Pred::Type(x) => *x == t,
        Pred::And(v) | Pred::Or(v) => v.iter().any(|q| names_type(q, t)),
        _ => false,
    }
}

/// The sentences of an activated ability that change its own cost ("This ability costs
/// {1} less to activate for each legendary creature you control"), and the rest.
pub fn ability_cost_change<'s>(cx: &mut Ctx, sentences: Vec<&'s Sentence>) -> Lowered<(Option<CostChange>, Vec<&'s Sentence>)> {
    let mut found = None;
    let mut rest = Vec::new();
    for s in sentences {
        match &s.body {
            Stmt::CostChange(k) if k.what == CostOf::ThisAbility && found.is_none() => found = Some(cost_change(cx, k)?),
            Stmt::CostChange(k) => return Err(miss(&k.span, "a cost change of another ability")),
            _ => rest.push(s),
        }
    }
    Ok((found, rest))
}

/// A line of cost changes of spells (CR 601.2f): the spell's own ("This spell costs {1}
/// less to cast for each artifact you control").
pub fn cost_change_line(sentences: &[Sentence], lower: &str) -> Lowered<Vec<Ability>> {
    let mut out = Vec::new();
    for s in sentences {
        let mut cx = Ctx::new(lower);
        let Stmt::CostChange(k) = &s.body else { return Err(miss(&s.span, "a cost change")) };
        match &k.what {
            CostOf::ThisSpell => out.push(Ability::CostChange(cost_change(&mut cx, k)?)),
            CostOf::ThisAbility => return Err(miss(&k.span, "\"this ability\" outside an ability")),
            CostOf::CastThisWay => return Err(miss(&k.span, "\"a spell cast this way\" without a permission before it")),
            CostOf::Spells(np) => out.push(Ability::CostChange(spells_cost_change(&mut cx, np, k)?)),
        }
    }
    Ok(out)
}
