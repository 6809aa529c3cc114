//! Amounts (CR 107.1, 107.3, 608.2h) and conditions (CR 603.4, 611.3a, 608.2c) into the
//! IR's `Amount` and `Condition`.

use super::ctx::Ctx;
use super::refs::{self, Objs};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::target::Compare;
use mw_ir::{Amount, CardZone, Condition, Counted, PlayerRef, Relation, Subject, TurnEvent};

/// The largest number the compiler accepts in rules text (no card prints more; engine
/// arithmetic stays far from overflow).
pub const MAX_NUMBER: i32 = 1_000_000;

/// CR 700.13, 121.1: the crimes one player committed, the cards one drew this turn.
fn this_turn(cx: &mut Ctx, a: &AmountNp, who: &Np, span: &Span) -> Lowered<Amount> {
    let p = match refs::player(cx, who)? {
        p @ (PlayerRef::You | PlayerRef::ThatPlayer) => p,
        _ => return Err(Miss::new(span.clone(), "amount: a group's events this turn")),
    };
    let of = if matches!(a, AmountNp::CrimesThisTurn { .. }) { Counted::CrimesThisTurn(p) } else { Counted::DrawnThisTurn(p) };
    Ok(Amount::Count { of, times: 1 })
}

pub fn amount(cx: &mut Ctx, a: &AmountNp, span: &Span) -> Lowered<Amount> {
    Ok(match a {
        AmountNp::N(n) if *n > MAX_NUMBER as u32 => return Err(Miss::new(span.clone(), "amount: a number too large")),
        AmountNp::N(n) => Amount::Fixed(*n as i32),
        AmountNp::X => cx.x_defined.unwrap_or(Amount::X),
        AmountNp::ThatMuch if cx.uncounted => return Err(Miss::new(span.clone(), "amount: that many of a group not counted")),
        AmountNp::ThatMuch => cx.that_many.unwrap_or(Amount::TriggerAmount),
        AmountNp::StatOf(of, stat) => {
            let s = match refs::linked_exiled(cx, of) {
                Some(s) => s,
                None => refs::one(cx, of)?,
            };
            match stat {
                Stat::Power => Amount::PowerOf(s),
                Stat::Toughness => Amount::ToughnessOf(s),
                Stat::ManaValue => Amount::ManaValueOf(s),
                Stat::PowerOrToughness => return Err(Miss::new(span.clone(), "amount: power or toughness")),
            }
        }
        AmountNp::NumberOf(what) => Amount::Count { of: counted(cx, what, span)?, times: 1 },
        AmountNp::LifeOf(who) => Amount::Count { of: Counted::Life(refs::player(cx, who)?), times: 1 },
        AmountNp::SpeedOf(who) => Amount::Count { of: Counted::Speed(refs::player(cx, who)?), times: 1 },
        AmountNp::ColorsSpent => Amount::Count { of: Counted::ColorsSpent, times: 1 },
        AmountNp::ManaSpent => Amount::Count { of: Counted::ManaSpent, times: 1 },
        AmountNp::Difference => match cx.difference {
            Some((of, from)) => Amount::Difference { of, from },
            None => return Err(Miss::new(span.clone(), "amount: the difference without a bound")),
        },
        AmountNp::DiscardedThisWay { greatest } => Amount::Count { of: Counted::DiscardedThisWay { greatest: *greatest }, times: 1 },
        AmountNp::Tally(t) => Amount::Count { of: Counted::Tally(*t), times: 1 },
        // CR 615.5: in a replacement of a damage event, the damage it took the place of.
        AmountNp::PreventedThisWay if cx.damage_replaced => Amount::TriggerAmount,
        AmountNp::PreventedThisWay => return Err(Miss::new(span.clone(), "amount: the damage prevented this way outside a replacement")),
        AmountNp::ResolvedThisTurn if cx.spell || cx.in_delayed() => return Err(Miss::new(span.clone(), "amount: times a spell or delayed ability has resolved")),
        AmountNp::ResolvedThisTurn => {
            cx.resolution_count = true;
            Amount::Count { of: Counted::ResolvedThisTurn, times: 1 }
        }
        // CR 119.3: one player's life gained or lost this turn.
        AmountNp::LifeThisTurn { who, lost } => {
            let p = refs::player(cx, who)?;
            if !matches!(p, PlayerRef::You | PlayerRef::ThatPlayer) {
                return Err(Miss::new(span.clone(), "amount: a group's life gained or lost"));
            }
            let of = if *lost { Counted::LifeLostThisTurn(p) } else { Counted::LifeGainedThisTurn(p) };
            Amount::Count { of, times: 1 }
        }
        AmountNp::CrimesThisTurn { who } | AmountNp::DrawnThisTurn { who } => this_turn(cx, a, who, span)?,
        AmountNp::SpellsCastThisTurn { other: false } => Amount::Count { of: Counted::SpellsCastThisTurn(PlayerRef::You), times: 1 },
        // A spell's "other spells": it was cast this turn (CR 601.2i), so one fewer.
        AmountNp::SpellsCastThisTurn { other: true } if cx.spell => Amount::Offset { of: Counted::SpellsCastThisTurn(PlayerRef::You), times: 1, plus: -1 },
        AmountNp::SpellsCastThisTurn { other: true } => return Err(Miss::new(span.clone(), "amount: other spells cast, not by a spell")),
        AmountNp::Devotion(colors) => Amount::Count { of: Counted::Devotion(*colors), times: 1 },
        AmountNp::Party => Amount::Count { of: Counted::Party, times: 1 },
        AmountNp::EventLifeGained | AmountNp::EventDamage { .. } => super::where_x::event_amount(cx, a, span)?,
        // CR 601.2h: the triggering spell ("whenever a player casts a spell, if no mana
        // was spent to cast that spell"), still on the stack under its trigger.
        AmountNp::ManaSpentOn(of) => match refs::one(cx, of)? {
            s @ mw_ir::Subject::Triggering => Amount::ManaSpentToCast(s),
            _ => return Err(Miss::new(span.clone(), "amount: mana spent to cast another object")),
        },
        AmountNp::CardTypesAmong(what) => Amount::Count { of: card_types_among(cx, what, span)?, times: 1 },
        AmountNp::Greatest { .. } | AmountNp::Total { .. } | AmountNp::ColorsAmong(_) | AmountNp::SharedCreatureType(_) | AmountNp::DifferentlyNamed(_) | AmountNp::DifferentPowers(_) => among(cx, a, span)?,
        AmountNp::BasicLandTypesAmong(what) => Amount::Count { of: basic_land_types(cx, what, span)?, times: 1 },
        // CR 608.2h: counters on it now, or as it last existed.
        AmountNp::CountersOn { kind, on } => {
            let k = mw_types::CounterKind::parse(kind).ok_or_else(|| Miss::new(span.clone(), format!("amount: counter kind {kind}")))?;
            Amount::CountersOn(refs::one(cx, on)?, k)
        }
        // CR 122.1, 608.2h: counters of every kind.
        AmountNp::AllCountersOn(on) => Amount::AllCountersOn(refs::one(cx, on)?),
        // CR 107.1a: "half your life, rounded up".
        AmountNp::Half { of, up } => match amount(cx, of, span)? {
            Amount::Count { of, times: 1 } => Amount::Half { of, up: *up },
            _ => return Err(Miss::new(span.clone(), "amount: half of that")),
        },
        AmountNp::Times(k, inner) => match amount(cx, inner, span)? {
            Amount::Fixed(n) => Amount::Fixed(n * *k as i32),
            Amount::Count { of, times } => Amount::Count { of, times: times * *k as i32 },
            // "five times X" (CR 107.3).
            Amount::X => Amount::Count { of: Counted::X, times: *k as i32 },
            // "2 life for each age counter on it" (it: the source, as it last existed).
            Amount::CountersOn(mw_ir::Subject::This, kind) => Amount::Count { of: Counted::CountersOnSource(kind), times: *k as i32 },
            _ => return Err(Miss::new(span.clone(), "amount: twice that")),
        },
        // CR 107.1b: a count plus or minus a number, zero when negative.
        AmountNp::Plus(l, r) | AmountNp::Minus(l, r) => {
            let minus = matches!(a, AmountNp::Minus(..));
            match (amount(cx, l, span)?, amount(cx, r, span)?) {
                (Amount::Fixed(n), Amount::Count { of, times }) => Amount::Offset { of, times: if minus { -times } else { times }, plus: n },
                (Amount::Count { of, times }, Amount::Fixed(n)) => Amount::Offset { of, times, plus: if minus { -n } else { n } },
                // "2 plus the number of other spells you've cast this turn" (both at least 0).
                (Amount::Fixed(n), Amount::Offset { of, times, plus }) if !minus && plus >= -1 && times > 0 => Amount::Offset { of, times, plus: plus + n },
                // CR 107.1b: two counts, zero when the result is negative.
                (Amount::Count { of: a, times: 1 }, Amount::Count { of: b, times: 1 }) => Amount::Sum { a, b, minus },
                _ => return Err(Miss::new(span.clone(), "amount: a sum of those")),
            }
        }
        _ => return Err(Miss::new(span.clone(), format!("amount: {a:?}").to_lowercase())),
    })
}

/// What "the number of …" counts.
pub fn counted(cx: &mut Ctx, what: &Np, span: &Span) -> Lowered<Counted> {
    match what {
        Np::Votes(option) => Ok(Counted::Votes(super::votes::option(cx, option, span)?)),
        // CR 607.2a / 702.66a: "[cards] exiled with it": the cards its linked ability (a
        // delve payment included) exiled.
        Np::Objects(o) if o.noun == Noun::Card && o.zone.is_none() && exiled_with(cx, &o.filter).is_some() => {
            let mut rest = o.clone();
            rest.filter = exiled_with(cx, &o.filter).unwrap_or(Pred::True);
            Ok(Counted::ExiledWith(refs::obj_filter(cx, &rest)?))
        }
        // CR 608.2c: "for each card exiled from their hand this way": the cards an
        // earlier instruction exiled, now in exile, out of that zone (CR 400.7).
        Np::Objects(o) if o.noun == Noun::Card && o.zone.is_none() && cx.exiled.is_some() && exiled_from_this_way(&o.filter).is_some() => {
            let (rest, from) = exiled_from_this_way(&o.filter).unwrap_or((Pred::True, None));
            let mut f = refs::obj_filter(cx, &ObjNp { filter: rest, ..o.clone() })?;
            f.props.exiled_this_way = true;
            f.props.came_from = from;
            Ok(Counted::Cards { zone: CardZone::Exile, player: PlayerRef::EachPlayer, filter: f })
        }
        // CR 608.2c: "for each permanent destroyed this way", "the cards milled this way":
        // the objects an earlier instruction of the resolution acted on.
        Np::Objects(o) if o.zone.is_none() && !cx.in_delayed() && did_this_way(&o.filter).is_some_and(|d| did_noun(d, o.noun)) => {
            let did = did_this_way(&o.filter).unwrap_or(mw_ir::Did::Milled);
            let rest = ObjNp { filter: super::zones::without_pred(&o.filter, &Pred::DidThisWay(did)), ..o.clone() };
            Ok(Counted::ThisWay(did, refs::obj_filter(cx, &rest)?))
        }
        // CR 700.4: "for each Zubera that died this turn": the turn's record of deaths,
        // asked about characteristics as each creature last existed (CR 603.10a).
        Np::Objects(o) if o.zone.is_none() && super::zones::has_pred(&o.filter, &Pred::DiedThisTurn) => {
            let rest = ObjNp { filter: super::zones::without_pred(&o.filter, &Pred::DiedThisTurn), ..o.clone() };
            let f = refs::obj_filter(cx, &rest)?;
            if !as_last_existed(&f) {
                return Err(Miss::new(span.clone(), "count: died this turn, a quality not recorded"));
            }
            Ok(Counted::DiedThisTurn(f))
        }
        // CR 700.8: "creatures in your party" (the creatures are yours).
        Np::Objects(o) if super::zones::has_pred(&o.filter, &Pred::InYourParty) => {
            let rest = ObjNp { filter: super::zones::without_pred(&o.filter, &Pred::InYourParty), ..o.clone() };
            let creatures = mw_ir::ObjectFilter { card_type: Some(mw_types::CardType::Creature), ..mw_ir::ObjectFilter::default() };
            match (&o.zone, refs::obj_filter(cx, &rest)?) {
                (None, f) if f == creatures => Ok(Counted::Party),
                _ => Err(Miss::new(span.clone(), "count: some of a party")),
            }
        }
        // CR 701.20a: "for each card of the chosen type revealed this way" after a player
        // revealed their hand: that hand's cards with the quality.
        Np::Objects(o) if o.noun == Noun::Card && matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, whose: None })) && cx.hand_revealed.is_some() => {
            let f = refs::obj_filter(cx, &ObjNp { zone: None, ..o.clone() })?;
            let player = cx.hand_revealed.ok_or_else(|| Miss::new(span.clone(), "count: revealed this way"))?;
            Ok(Counted::Cards { zone: CardZone::Hand, player, filter: f })
        }
        // CR 701.20a: "for each nonland card revealed this way" after each player revealed
        // the top card of their library.
        Np::Objects(o) if o.noun == Noun::Card && cx.tops_revealed && matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, whose: None })) => {
            let f = refs::obj_filter(cx, &ObjNp { zone: None, ..o.clone() })?;
            Ok(Counted::TopCards { player: PlayerRef::EachPlayer, filter: f })
        }
        Np::Objects(o) => {
            let f = refs::obj_filter(cx, o)?;
            match &o.zone {
                None | Some(ZoneNp { zone: ZoneWord::Battlefield, .. }) if o.noun != Noun::Card => Ok(Counted::Permanents(f)),
                Some(ZoneNp { zone, whose }) => {
                    let zone = match zone {
                        ZoneWord::Hand => CardZone::Hand,
                        ZoneWord::Graveyard => CardZone::Graveyard,
                        ZoneWord::Library => CardZone::Library,
                        _ => return Err(Miss::new(span.clone(), "count: cards in that zone")),
                    };
                    let player = match whose.as_deref() {
                        Some(p) => refs::player(cx, p)?,
                        None => PlayerRef::EachPlayer,
                    };
                    Ok(Counted::Cards { zone, player, filter: f })
                }
                None => Err(Miss::new(span.clone(), "count: cards nowhere")),
            }
        }
        Np::Player(PlayerNp { who: PlayerWord::Opponent | PlayerWord::YourOpponents, .. }) => Ok(Counted::Opponents),
        _ => Err(Miss::new(span.clone(), format!("count: {}", refs::np_kind(what)))),
    }
}

/// Whether a filter asks only about what the turn's record of deaths keeps of each
/// creature: its characteristics as it last existed, who controlled it, whether it was a
/// token (not its counters, combat or other states).
fn as_last_existed(f: &mw_ir::ObjectFilter) -> bool {
    use mw_ir::{Controller, Props};
    let p = f.props;
    let kept = Props {
        colors: p.colors,
        not_colors: p.not_colors,
        power: p.power,
        toughness: p.toughness,
        mana_value: p.mana_value,
        creature_type: p.creature_type,
        subtype: p.subtype,
        not_subtype: p.not_subtype,
        also_not_subtypes: p.also_not_subtypes,
        multicolored: p.multicolored,
        colorless: p.colorless,
        token: p.token,
        also_not: p.also_not,
        also_type: p.also_type,
        ..Props::default()
    };
    matches!(f.controller, Controller::Any | Controller::You | Controller::NotYou) && f.props == kept
}

/// CR 305.6: "basic land types among lands you control" (domain).
fn basic_land_types(cx: &mut Ctx, what: &Np, span: &Span) -> Lowered<Counted> {
    match counted(cx, what, span)? {
        Counted::Permanents(f) if f == mw_ir::ObjectFilter { controller: mw_ir::Controller::You, card_type: Some(mw_types::CardType::Land), ..mw_ir::ObjectFilter::default() } => Ok(Counted::BasicLandTypes),
        _ => Err(Miss::new(span.clone(), "count: basic land types among those")),
    }
}

/// "exiled this way" / "exiled from their hand this way" among a filter's parts: the
/// rest of the filter and the zone the cards came from.
fn exiled_from_this_way(f: &Pred) -> Option<(Pred, Option<CardZone>)> {
    use super::zones::{has_pred, without_pred};
    if has_pred(f, &Pred::ExiledThisWay) {
        return Some((without_pred(f, &Pred::ExiledThisWay), None));
    }
    let parts: &[Pred] = match f {
        Pred::And(v) => v,
        p => std::slice::from_ref(p),
    };
    parts.iter().find_map(|p| match p {
        Pred::ExiledFromThisWay(z) => {
            let zone = match z {
                ZoneWord::Hand => CardZone::Hand,
                ZoneWord::Graveyard => CardZone::Graveyard,
                ZoneWord::Library => CardZone::Library,
                _ => return None,
            };
            Some((without_pred(f, p), Some(zone)))
        }
        _ => None,
    })
}

/// CR 205.2a: "card types among cards in your graveyard".
fn card_types_among(cx: &mut Ctx, what: &Np, span: &Span) -> Lowered<Counted> {
    match counted(cx, what, span)? {
        Counted::Cards { zone: CardZone::Graveyard, player, filter } if filter == mw_ir::ObjectFilter::default() => {
            Ok(Counted::CardTypesInGraveyard(player))
        }
        _ => Err(Miss::new(span.clone(), "count: card types among those")),
    }
}

/// `Condition::Count`; "[count] is less than N" also defines what "the difference" means
/// in the instructions after it.
fn bounded(cx: &mut Ctx, of: Counted, cmp: &Cmp, span: &Span) -> Lowered<Condition> {
    let compare = super::filter::compare(cmp, span)?;
    if let (Cmp::LessThan(_), mw_ir::Compare::AtMost(b)) = (cmp, compare) {
        cx.difference = Some((of, b.saturating_add(1)));
    }
    Ok(Condition::Count { of, compare })
}

/// A condition (relative to the ability's controller and source).
pub fn condition(cx: &mut Ctx, c: &Cond, span: &Span) -> Lowered<Condition> {
    match c {
        Cond::YourTurn(b) => Ok(Condition::YourTurn(*b)),
        // "unless C": C's negation, where the IR has it (a count's bound turned over).
        Cond::Not(inner) => match condition(cx, inner, span)? {
            Condition::YourTurn(b) => Ok(Condition::YourTurn(!b)),
            Condition::Count { of, compare: mw_ir::Compare::AtLeast(n) } => Ok(Condition::Count { of, compare: mw_ir::Compare::AtMost(n - 1) }),
            Condition::Count { of, compare: mw_ir::Compare::AtMost(n) } => Ok(Condition::Count { of, compare: mw_ir::Compare::AtLeast(n + 1) }),
            _ => Err(Miss::new(span.clone(), "condition: unless")),
        },
        Cond::Control { who, what } => controls(cx, who, what, span),
        // "an opponent has eight or more cards in their graveyard": one opponent's count.
        Cond::Compare { amount: AmountNp::NumberOf(what), cmp } if some_opponents(what).is_some() => some_opponent(cx, what, cmp, span),
        Cond::Compare { amount: AmountNp::NumberOf(what), cmp } => {
            let of = counted(cx, what, span)?;
            bounded(cx, of, cmp, span)
        }
        // CR 608.2c: "if an Insect card was milled this way", "if a creature is destroyed
        // this way": one or more of the objects an earlier instruction acted on.
        Cond::DidThisWay { did, what: Np::Objects(o) } if o.det == Det::A && o.zone.is_none() && !cx.in_delayed() && did_noun(*did, o.noun) => {
            Ok(Condition::Count { of: mw_ir::Counted::ThisWay(*did, refs::obj_filter(cx, o)?), compare: Compare::AtLeast(1) })
        }
        Cond::Compare { amount: a, cmp } => compared(cx, a, cmp, span),
        Cond::Life { who, cmp } => {
            let p = refs::player(cx, who)?;
            let compare = super::filter::compare(cmp, span)?;
            match p {
                PlayerRef::You => Ok(Condition::Count { of: Counted::Life(PlayerRef::You), compare }),
                _ => Err(Miss::new(span.clone(), "condition: another player's life")),
            }
        }
        Cond::Arrived { what, how, from } => arrived(cx, what, *how, from, span),
        Cond::Poison { who, cmp } => poison(cx, who, cmp, span),
        // "you control an Urza's Power-Plant and an Urza's Tower": two counts, both.
        Cond::And(v) if v.len() == 2 => match (condition(cx, &v[0], span)?, condition(cx, &v[1], span)?) {
            (Condition::Count { of: a, compare: x }, Condition::Count { of: b, compare: y }) => Ok(Condition::Both([(a, x), (b, y)])),
            _ => Err(Miss::new(span.clone(), "condition: and of conditions other than counts")),
        },
        // "if it entered from your graveyard or you cast it from your graveyard".
        Cond::Or(v) if v.len() == 2 && v.iter().all(|k| matches!(k, Cond::Arrived { .. })) => {
            match (condition(cx, &v[0], span)?, condition(cx, &v[1], span)?) {
                (Condition::Arrived { subject, from, yours, how: a }, Condition::Arrived { subject: s2, from: f2, yours: y2, how: b })
                    if (subject, from, yours) == (s2, f2, y2) && a != b =>
                {
                    Ok(Condition::Arrived { subject, from, yours, how: mw_ir::Arrival::Either })
                }
                _ => Err(Miss::new(span.clone(), "condition: arrived one way or another")),
            }
        }
        // "if this land entered this turn or if you control a basic land": either holds.
        Cond::Or(v) if v.len() == 2 => {
            let part = |c: Condition| mw_ir::condition::Simple::of(c).ok_or_else(|| Miss::new(span.clone(), "condition: or of conditions other than counts and turn events"));
            Ok(Condition::Either([part(condition(cx, &v[0], span)?)?, part(condition(cx, &v[1], span)?)?]))
        }
        Cond::LifeGained { who, cmp, lost } => {
            let p = refs::player(cx, who)?;
            // One player's life: the ability's controller, or the player its trigger
            // event names (CR 603.4).
            if !matches!(p, PlayerRef::You | PlayerRef::ThatPlayer) {
                return Err(Miss::new(span.clone(), "condition: a group's life gained or lost"));
            }
            let of = if *lost { Counted::LifeLostThisTurn(p) } else { Counted::LifeGainedThisTurn(p) };
            bounded(cx, of, cmp, span)
        }
        Cond::Is { subject, pred, negated } if !*negated || cx.top_card => {
            let s = match refs::objects(cx, subject)? {
                Objs::One(s) => s,
                _ => return Err(Miss::new(span.clone(), "condition: a group is")),
            };
            let words = |s: &Span| cx.words(s).to_string();
            let f = super::filter::filter(pred, span, &words)?;
            match s {
                // "if it's a land card": the top card looked at (CR 401.5).
                Subject::Returned if cx.top_card => Ok(Condition::ThatCard { filter: f, is: !negated }),
                _ if *negated => Err(Miss::new(span.clone(), "condition: an object isn't")),
                Subject::This => Ok(Condition::SourceIs(f)),
                Subject::Attached => Ok(Condition::AttachedIs(f)),
                subject => Ok(Condition::ObjectIs { subject, filter: f }),
            }
        }
        Cond::Event(s) => event(cx, s),
        // CR 701.54a, 701.54d: the trigger event's object is the creature chosen as
        // Ring-bearer (none when the player controlled none).
        Cond::ChoseOtherRingBearer => {
            let mut filter = mw_ir::ObjectFilter::creature();
            filter.props.other = true;
            Ok(Condition::ObjectIs { subject: mw_ir::Subject::Triggering, filter })
        }
        Cond::EnteredThisTurn => Ok(Condition::EnteredThisTurn),
        Cond::Kicked => Ok(Condition::Kicked),
        Cond::VoteWins { .. } | Cond::WonFlip(_) => super::votes::condition(cx, c, span),
        Cond::ResolvedTimes { lo, hi, elliptic } => resolved_times(cx, (*lo, *hi), *elliptic, span),
        Cond::Cast { who, what } => cast_this_turn(cx, who, what, span),
        Cond::CastInMainPhase(what) => cast_in_main_phase(cx, what, span),
        Cond::Versus { who, what, more, than } => versus(cx, who, what.as_ref(), *more, than, span),
        Cond::Revealed { what } => super::look::revealed(cx, what, span),
        _ => Err(Miss::new(span.clone(), format!("condition: {}", kind(c)))),
    }
}

/// "you control two or more Islands", "an opponent controls a Forest": a count of
/// permanents (any permanent an opponent controls counts).
fn controls(cx: &mut Ctx, who: &Np, what: &Np, span: &Span) -> Lowered<Condition> {
    // "an opponent controls a Forest": any permanent an opponent controls counts.
    let controller = match who {
        Np::Player(PlayerNp { who: PlayerWord::You, .. }) => mw_ir::Controller::You,
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A, .. }) => mw_ir::Controller::NotYou,
        _ => return Err(Miss::new(span.clone(), "condition: another player controls")),
    };
    let Np::Objects(o) = what else {
        return Err(Miss::new(span.clone(), "condition: controls a reference"));
    };
    // Coven: "three or more creatures with different powers" counts the powers.
    let (o, powers) = match &o.filter {
        Pred::And(v) if v.contains(&Pred::DifferentPowers) => {
            let rest = v.iter().filter(|p| **p != Pred::DifferentPowers).cloned().collect();
            (&ObjNp { filter: Pred::And(rest), ..o.clone() }, true)
        }
        _ => (o, false),
    };
    let mut f = refs::obj_filter(cx, o)?;
    f.controller = controller;
    let compare = match o.det {
        Det::A | Det::Bare => Compare::AtLeast(1),
        Det::Another => {
            f.props.other = true;
            Compare::AtLeast(1)
        }
        Det::Number(Count { min: CountNum::N(0), max: CountNum::N(0) }) => Compare::AtMost(0),
        Det::Number(Count { min: CountNum::N(n), max: CountNum::Any }) => Compare::AtLeast(n as i32),
        Det::Number(Count { min: CountNum::N(0), max: CountNum::N(n) }) => Compare::AtMost(n as i32),
        _ => return Err(Miss::new(span.clone(), "condition: controls that many")),
    };
    // Counted over all opponents together, only "an opponent controls a …" is right.
    if controller == mw_ir::Controller::NotYou && compare != Compare::AtLeast(1) {
        return Err(Miss::new(span.clone(), "condition: an opponent controls that many"));
    }
    if powers {
        let Compare::AtLeast(_) = compare else { return Err(Miss::new(span.clone(), "condition: at most N different powers")) };
        return Ok(Condition::Count { of: mw_ir::Counted::DistinctPowers(f), compare });
    }
    Ok(Condition::Count { of: mw_ir::Counted::Permanents(f), compare })
}

/// "you have more cards in hand than each opponent", "an opponent controls more lands
/// than you": the count made for the controller and for each opponent alike.
fn versus(cx: &mut Ctx, who: &Np, what: Option<&Np>, more: bool, than: &Np, span: &Span) -> Lowered<Condition> {
    let miss = || Miss::new(span.clone(), "condition: compared with that player's");
    let you = |n: &Np| matches!(n, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    let opponent = |n: &Np| match n {
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::Each }) => Some(true),
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A }) => Some(false),
        _ => None,
    };
    // The controller's count on the left.
    let (greater, each) = match (you(who), you(than)) {
        (true, false) => (more, opponent(than).ok_or_else(miss)?),
        (false, true) if opponent(who) == Some(false) => (!more, false),
        _ => return Err(miss()),
    };
    let of = match what {
        None => Counted::Cards { zone: mw_ir::CardZone::Hand, player: PlayerRef::You, filter: mw_ir::ObjectFilter::default() },
        Some(Np::Objects(o)) => {
            let mut f = refs::obj_filter(cx, o)?;
            if f.controller != mw_ir::Controller::Any {
                return Err(miss());
            }
            f.controller = mw_ir::Controller::You;
            Counted::Permanents(f)
        }
        Some(_) => return Err(miss()),
    };
    Ok(Condition::VersusOpponents { of, relation: if greater { Relation::Greater } else { Relation::Less }, each })
}

/// "an opponent has eight or more cards in their graveyard": some opponent's own count.
fn some_opponent(cx: &mut Ctx, what: &Np, cmp: &Cmp, span: &Span) -> Lowered<Condition> {
    let yours = some_opponents(what).ok_or_else(|| Miss::new(span.clone(), "condition: an opponent's cards"))?;
    let of = counted(cx, &yours, span)?;
    match bounded(cx, of, cmp, span)? {
        Condition::Count { of: Counted::Cards { zone, player: PlayerRef::You, filter }, compare } => {
            Ok(Condition::SomeOpponent { of: Counted::Cards { zone, player: PlayerRef::ThatPlayer, filter }, compare })
        }
        _ => Err(Miss::new(span.clone(), "condition: an opponent's count")),
    }
}

/// CR 122.1f: "you have …" / "an opponent has three or more poison counters": one
/// player's count, or some opponent's (`Condition::SomeOpponent`, the count made about
/// each opponent in turn).
fn poison(cx: &mut Ctx, who: &Np, cmp: &Cmp, span: &Span) -> Lowered<Condition> {
    let compare = super::filter::compare(cmp, span)?;
    if matches!(who, Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A })) {
        return Ok(Condition::SomeOpponent { of: Counted::Poison(PlayerRef::ThatPlayer), compare });
    }
    match refs::player(cx, who)? {
        p @ (PlayerRef::You | PlayerRef::ThatPlayer) => Ok(Condition::Count { of: Counted::Poison(p), compare }),
        _ => Err(Miss::new(span.clone(), "condition: another player's poison counters")),
    }
}

/// Cards in a zone of "an opponent": the same cards in the controller's own zone (the
/// count then made about each opponent in turn).
fn some_opponents(what: &Np) -> Option<Np> {
    let Np::Objects(o) = what else { return None };
    let zone = o.zone.as_ref()?;
    if !matches!(zone.whose.as_deref(), Some(Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A }))) {
        return None;
    }
    let mut mine = o.clone();
    mine.zone = Some(ZoneNp { zone: zone.zone, whose: Some(Box::new(Np::Player(PlayerNp { who: PlayerWord::You, det: Det::A }))) });
    Some(Np::Objects(mine))
}

fn kind(c: &Cond) -> &'static str {
    match c {
        Cond::Control { .. } => "control",
        Cond::YourTurn(_) => "turn",
        Cond::Is { .. } => "is",
        Cond::Compare { .. } => "compare",
        Cond::Life { .. } => "life",
        Cond::Poison { .. } => "poison counters",
        Cond::LifeGained { .. } => "life gained",
        Cond::Arrived { .. } => "arrived from",
        Cond::Event(_) => "event",
        Cond::ChoseOtherRingBearer => "ring-bearer",
        Cond::VoteWins { .. } => "vote",
        Cond::WonFlip(_) => "flip",
        Cond::EnteredThisTurn => "entered this turn",
        Cond::Kicked => "kicked",
        Cond::Cast { .. } => "cast this turn",
        Cond::CastInMainPhase(_) => "cast during your main phase",
        Cond::TappedForMana { .. } => "tapped for mana",
        Cond::Versus { .. } => "compared with an opponent's",
        Cond::Revealed { .. } => "revealed",
        Cond::ExiledThisWay { .. } => "exiled this way",
        Cond::DidThisWay { .. } => "destroyed, milled or countered this way",
        Cond::SearchedLibrary => "searched your library this way",
        Cond::Would { .. } => "would",
        Cond::InOpeningHand(_) => "opening hand",
        Cond::OnBattlefield { .. } => "on the battlefield",
        Cond::RemainsExiled(_) => "remains exiled",
        Cond::AsEnters(_) => "as it enters",
        Cond::WouldDie { .. } => "would die",
        Cond::NextDamage { next: false, .. } => "a source would deal damage",
        Cond::NextDamage { .. } => "the next time damage would be dealt",
        Cond::PreventedThisWay => "damage prevented this way",
        Cond::DamageWouldBeDealt { .. } => "if damage would be dealt",
        Cond::ResolvedTimes { .. } => "times this ability has resolved",
        Cond::And(_) => "and",
        Cond::Or(_) => "or",
        Cond::Not(_) => "unless",
        Cond::Unknown(_) => "unknown",
    }
}

/// "if this is the second time this ability has resolved this turn": the resolving
/// ability's count of resolutions this turn, this one included, among `lo..=hi`; "if it's
/// the third time" only after the full wording in the same ability. A spell resolves once
/// and a delayed trigger is another ability: both are misses.
fn resolved_times(cx: &mut Ctx, (lo, hi): (u8, u8), elliptic: bool, span: &Span) -> Lowered<Condition> {
    if cx.spell || cx.in_delayed() {
        return Err(Miss::new(span.clone(), "condition: times a spell or delayed ability has resolved"));
    }
    if elliptic && !cx.resolution_count {
        return Err(Miss::new(span.clone(), "condition: the Nth time of what"));
    }
    cx.resolution_count = true;
    let compare = Compare::Between(i16::from(lo), i16::from(hi));
    Ok(Condition::Count { of: Counted::ResolvedThisTurn, compare })
}

/// "[you | an opponent] has cast a blue or black spell this turn": the colors of the
/// spells a player cast this turn (the engine's per-turn cast record).
fn cast_this_turn(cx: &mut Ctx, who: &Np, what: &ObjNp, span: &Span) -> Lowered<Condition> {
    let who = match who {
        Np::Player(PlayerNp { who: PlayerWord::You, .. }) => mw_ir::Controller::You,
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A }) => mw_ir::Controller::NotYou,
        _ => return Err(Miss::new(span.clone(), "condition: that player cast")),
    };
    let colors: Option<Vec<mw_types::Color>> = match &what.filter {
        Pred::Color(c) => Some(vec![*c]),
        Pred::Or(v) => v.iter().map(|p| if let Pred::Color(c) = p { Some(*c) } else { None }).collect(),
        _ => None,
    };
    if let (Some(v), Det::A) = (colors, what.det) {
        return Ok(Condition::CastColorThisTurn { who, colors: v.into_iter().collect() });
    }
    // CR 601.2i: the game records how many spells each player cast this turn, and which
    // card types were among them: a count of any spells, or one spell of some types.
    let mut filter = refs::obj_filter(cx, what)?;
    filter.controller = mw_ir::Controller::Any;
    let types_only = mw_ir::ObjectFilter { card_type: None, or_type: None, not_type: None, ..filter } == mw_ir::ObjectFilter::default();
    let one_type = !(filter.card_type.is_some() && filter.not_type.is_some()) && (filter.or_type.is_none() || filter.card_type.is_some());
    let compare = match what.det {
        Det::A => Compare::AtLeast(1),
        Det::Number(Count { min: CountNum::N(n), max: CountNum::Any }) if filter == mw_ir::ObjectFilter::default() => Compare::AtLeast(n as i32),
        _ => return Err(Miss::new(span.clone(), "condition: cast that many spells")),
    };
    if !types_only || !one_type {
        return Err(Miss::new(span.clone(), "condition: cast a spell of that kind"));
    }
    Ok(Condition::CastThisTurn { who, filter, compare })
}

/// CR 505.1 (addendum): "you cast this spell during your main phase": the spell itself
/// (or the permanent it became), never another object.
fn cast_in_main_phase(cx: &mut Ctx, what: &Np, span: &Span) -> Lowered<Condition> {
    match refs::one(cx, what)? {
        Subject::This => Ok(Condition::CastInMainPhase),
        _ => Err(Miss::new(span.clone(), "condition: another object cast during your main phase")),
    }
}

/// CR 400.7, 601.2a: "it entered from your graveyard", "you cast it from a graveyard".
fn arrived(cx: &mut Ctx, what: &Np, how: ArrivedHow, from: &Option<ZoneNp>, span: &Span) -> Lowered<Condition> {
    let subject = refs::one(cx, what)?;
    // CR 601.2: "if you cast it": cast from any zone.
    let Some(from) = from else {
        return Ok(Condition::Arrived { subject, from: mw_ir::ArrivedFrom::Anywhere, yours: false, how: mw_ir::Arrival::Cast });
    };
    let zone = match from.zone {
        ZoneWord::Hand => mw_ir::ArrivedFrom::Hand,
        ZoneWord::Graveyard => mw_ir::ArrivedFrom::Graveyard,
        ZoneWord::Library => mw_ir::ArrivedFrom::Library,
        ZoneWord::Exile => mw_ir::ArrivedFrom::Exile,
        _ => return Err(Miss::new(span.clone(), "condition: arrived from that zone")),
    };
    let yours = match from.whose.as_deref() {
        None => false,
        Some(p) => match refs::player(cx, p)? {
            PlayerRef::You => true,
            _ => return Err(Miss::new(span.clone(), "condition: arrived from another player's zone")),
        },
    };
    let how = match how {
        ArrivedHow::Entered => mw_ir::Arrival::Entered,
        ArrivedHow::Cast => mw_ir::Arrival::Cast,
    };
    Ok(Condition::Arrived { subject, from: zone, yours, how })
}

/// Conditions about what happened, read by their words (the grammar keeps them whole).
fn event(cx: &Ctx, s: &Span) -> Lowered<Condition> {
    let w = cx.words(s);
    Ok(match w {
        "~ was kicked" | "it was kicked" => Condition::Kicked,
        "you cast it from your hand" | "you cast ~ from your hand" => Condition::CastFromHand,
        "you're the monarch" => Condition::Monarch,
        // CR 702.179e.
        "you have max speed" => super::speed::max_speed(),
        // CR 701.54a, 701.54d: the trigger event's object is the creature chosen as
        // Ring-bearer (none when the player controlled none).
        // CR 701.54c.
        w if w.starts_with("the ring has tempted you ") && w.ends_with(" or more times this game") => {
            let n = w.trim_start_matches("the ring has tempted you ").trim_end_matches(" or more times this game");
            let n = crate::words::number(n).ok_or_else(|| Miss::new(s.clone(), format!("condition: {w}")))?;
            Condition::Count { of: mw_ir::Counted::RingTempted(mw_ir::PlayerRef::You), compare: mw_ir::Compare::AtLeast(n) }
        }
        "an opponent was dealt damage this turn" => Condition::OpponentDamagedThisTurn,
        // "an opponent cast three or more spells this turn" (Mindbreak Trap's alternative cost).
        w if w.starts_with("an opponent cast ") && w.ends_with(" or more spells this turn") => {
            let n = w.trim_start_matches("an opponent cast ").trim_end_matches(" or more spells this turn");
            let n = crate::words::number(n).ok_or_else(|| Miss::new(s.clone(), format!("condition: {w}")))?;
            Condition::OpponentSpellsThisTurn(mw_ir::Compare::AtLeast(n))
        }
        // Revolt, morbid, raid: events of the turn the engine records.
        "a permanent you controlled left the battlefield this turn" | "a permanent left the battlefield under your control this turn" => {
            Condition::ThisTurn(TurnEvent::PermanentYouControlledLeft)
        }
        "a creature died this turn" => Condition::ThisTurn(TurnEvent::CreatureDied),
        "a creature died under your control this turn" | "a creature you controlled died this turn" => Condition::ThisTurn(TurnEvent::CreatureYouControlledDied),
        "you gained life this turn" => Condition::ThisTurn(TurnEvent::YouGainedLife),
        "an opponent lost life this turn" => Condition::ThisTurn(TurnEvent::OpponentLostLife),
        // Landfall.
        "you had a land enter the battlefield under your control this turn" | "you had a land enter under your control this turn" => {
            Condition::ThisTurn(TurnEvent::LandEnteredUnderYourControl)
        }
        "this spell was kicked" => Condition::Kicked,
        "you attacked this turn" | "you attacked with a creature this turn" => Condition::ThisTurn(TurnEvent::YouAttacked),
        "~ attacked this turn" => Condition::AttackedThisTurn,
        _ => return Err(Miss::new(s.clone(), format!("condition: {w}"))),
    })
}

/// "[amount] is [comparison]": a count against a fixed bound, or two numbers compared
/// as the instruction would begin ("its mana value is less than or equal to the number
/// of colors of mana spent to cast ~").
fn compared(cx: &mut Ctx, a: &AmountNp, cmp: &Cmp, span: &Span) -> Lowered<Condition> {
    let left = amount(cx, a, span)?;
    if let Amount::CountersOn(s, kind) = left {
        // "… ember counters on it. … remove them": the counters named.
        cx.counters = Some((s, kind));
    }
    let (relation, right) = match cmp {
        Cmp::AtMost(r) => (Relation::AtMost, r),
        Cmp::AtLeast(r) => (Relation::AtLeast, r),
        Cmp::Equal(r) => (Relation::Equal, r),
        Cmp::LessThan(r) => (Relation::Less, r),
        Cmp::GreaterThan(r) => (Relation::Greater, r),
    };
    let right = amount(cx, right, span)?;
    Ok(match (left, relation, right) {
        (Amount::Count { of, times: 1 }, Relation::AtLeast, Amount::Fixed(n)) => Condition::Count { of, compare: Compare::AtLeast(n) },
        (Amount::Count { of, times: 1 }, Relation::AtMost, Amount::Fixed(n)) => Condition::Count { of, compare: Compare::AtMost(n) },
        // "exactly seven cards in hand".
        (Amount::Count { of, times: 1 }, Relation::Equal, Amount::Fixed(n)) if i16::try_from(n).is_ok() => Condition::Count { of, compare: Compare::Between(n as i16, n as i16) },
        (left, relation, right) => Condition::Amounts { left, relation, right },
    })
}

/// The filter without its "exiled with it" / "exiled with ~" qualifier, when it has one.
fn exiled_with(cx: &Ctx, p: &Pred) -> Option<Pred> {
    let is_it = |q: &Pred| matches!(q, Pred::Words(s) if matches!(cx.words(s), "exiled with it" | "exiled with ~"));
    match p {
        q if is_it(q) => Some(Pred::True),
        Pred::And(v) if v.iter().filter(|q| is_it(q)).count() == 1 => {
            let rest: Vec<Pred> = v.iter().filter(|q| !is_it(q)).cloned().collect();
            Some(if rest.len() == 1 { rest.into_iter().next().unwrap_or(Pred::True) } else { Pred::And(rest) })
        }
        _ => None,
    }
}

/// What permanents have among them: the greatest or total value (CR 107.1b), their
/// colors (CR 105.2c), the most sharing a creature type (CR 205.3m), their different
/// names (CR 201.2) or powers.
fn among(cx: &mut Ctx, a: &AmountNp, span: &Span) -> Lowered<Amount> {
    Ok(match a {
        AmountNp::Greatest { stat: Stat::PowerOrToughness, .. } | AmountNp::Total { stat: Stat::PowerOrToughness, .. } => {
            return Err(Miss::new(span.clone(), "amount: power or toughness"));
        }
        AmountNp::Greatest { stat, among } => match counted(cx, among, span)? {
            Counted::Permanents(filter) => {
                Amount::Count { of: Counted::Greatest { stat: ir_stat(*stat), filter }, times: 1 }
            }
            _ => return Err(Miss::new(span.clone(), "amount: the greatest value among cards")),
        },
        // CR 107.1b: a sum over permanents, negative values included.
        AmountNp::Total { stat, of } => match counted(cx, of, span)? {
            Counted::Permanents(filter) => {
                Amount::Count { of: Counted::Total { stat: ir_stat(*stat), filter }, times: 1 }
            }
            _ => return Err(Miss::new(span.clone(), "amount: the total of cards' values")),
        },
        // CR 105.2c: the colors among permanents.
        AmountNp::ColorsAmong(what) => match counted(cx, what, span)? {
            Counted::Permanents(f) => Amount::Count { of: Counted::ColorsAmong(f), times: 1 },
            _ => return Err(Miss::new(span.clone(), "count: colors among cards")),
        },
        // CR 205.3m: the most permanents sharing a creature type.
        AmountNp::SharedCreatureType(what) => match counted(cx, what, span)? {
            Counted::Permanents(f) => Amount::Count { of: Counted::SharedCreatureType(f), times: 1 },
            _ => return Err(Miss::new(span.clone(), "count: a creature type in common among cards")),
        },
        // CR 201.2: the names among permanents; the powers among them.
        AmountNp::DifferentlyNamed(what) | AmountNp::DifferentPowers(what) => match counted(cx, what, span)? {
            Counted::Permanents(f) if matches!(a, AmountNp::DifferentlyNamed(_)) => Amount::Count { of: Counted::DistinctNames(f), times: 1 },
            Counted::Permanents(f) => Amount::Count { of: Counted::DistinctPowers(f), times: 1 },
            _ => return Err(Miss::new(span.clone(), "count: different names or powers among cards")),
        },
        _ => return Err(Miss::new(span.clone(), "amount: that among those")),
    })
}

/// The IR's name for a stat the grammar read.
fn ir_stat(stat: Stat) -> mw_ir::Stat {
    match stat {
        Stat::Power => mw_ir::Stat::Power,
        Stat::Toughness => mw_ir::Stat::Toughness,
        // Only a filter's bound reads "power or toughness" (`parser/predicates`).
        Stat::ManaValue | Stat::PowerOrToughness => mw_ir::Stat::ManaValue,
    }
}

/// CR 608.2c: the `Did` of a "destroyed / milled this way" among a filter's parts.
fn did_this_way(f: &Pred) -> Option<mw_ir::Did> {
    let parts: &[Pred] = match f {
        Pred::And(v) => v,
        p => std::slice::from_ref(p),
    };
    parts.iter().find_map(|p| match p {
        Pred::DidThisWay(d) => Some(*d),
        _ => None,
    })
}

/// Whether objects named by `noun` can be what `did` acted on: milled objects are cards
/// (CR 701.17a), destroyed ones permanents (CR 701.8a), countered ones spells (CR 701.6a).
fn did_noun(did: mw_ir::Did, noun: Noun) -> bool {
    match did {
        mw_ir::Did::Milled => noun == Noun::Card,
        mw_ir::Did::Destroyed => matches!(noun, Noun::Permanent | Noun::Token | Noun::None),
        mw_ir::Did::Countered => noun == Noun::Spell,
        mw_ir::Did::Exiled | mw_ir::Did::Created => false,
    }
}
