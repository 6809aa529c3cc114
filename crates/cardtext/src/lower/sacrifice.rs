//! Sacrifice instructions (CR 701.21): "sacrifice ~", "sacrifice it", "[a player]
//! sacrifices a creature / two lands" (the player chooses), and "[each player]
//! sacrifices all creatures they control" (every such permanent, by its controller).

use super::ctx::Ctx;
use super::refs;
use super::verbs::{miss, obj, only, subject_player};
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Amount, Effect, PlayerRef, Subject};

/// CR 701.21: "sacrifice ~", "sacrifice a creature", "each player sacrifices a creature".
pub(super) fn sacrifice(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |_| false)?;
    let o = obj(c)?;
    match o {
        Np::SelfRef | Np::Ref(_) if c.subject.is_none() => {
            let s = refs::one(cx, o)?;
            Ok(vec![Effect::Sacrifice { subject: s }])
        }
        Np::Objects(ob) if matches!(ob.det, Det::A | Det::Another | Det::Number(_)) => {
            let player = subject_player(cx, c)?;
            let mut filter = refs::obj_filter(cx, ob)?;
            if ob.det == Det::Another {
                filter.props.other = true;
            }
            let count = match ob.det {
                Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b => Amount::Fixed(a as i32),
                // "that many creatures": the number an earlier instruction defined.
                Det::Number(Count { min: CountNum::ThatMany, max: CountNum::ThatMany }) => cx.that_many.ok_or_else(|| miss(c, "that many with no number before"))?,
                Det::Number(_) => return Err(miss(c, "a variable number")),
                _ => Amount::Fixed(1),
            };
            Ok(vec![Effect::Sacrifices { player, filter, count, exploit: false }])
        }
        Np::Objects(ob) if ob.det == Det::Each => sacrifice_all(cx, c, ob),
        _ => Err(miss(c, "that object")),
    }
}

/// CR 701.21a: "[each player] sacrifices all creatures they control", "sacrifice all
/// lands you control": every such permanent of each player named, each sacrificed by
/// its controller.
fn sacrifice_all(cx: &mut Ctx, c: &Clause, ob: &ObjNp) -> Lowered<Vec<Effect>> {
    let player = subject_player(cx, c)?;
    // "they control" after a group of players, "you control" after none or "you": the
    // subject's own permanents.
    let own = |p: &Pred| match p {
        Pred::ControlledBy(who) => match &**who {
            Np::Ref(r) => r.word == RefWord::It && r.plural && c.subject.is_some(),
            Np::Player(PlayerNp { who: PlayerWord::You, .. }) => player == PlayerRef::You,
            _ => false,
        },
        _ => false,
    };
    let Pred::And(parts) = &ob.filter else { return Err(miss(c, "sacrifice all without whose")) };
    if parts.iter().filter(|p| own(p)).count() != 1 {
        return Err(miss(c, "sacrifice all without whose"));
    }
    let rest = ObjNp { filter: Pred::And(parts.iter().filter(|p| !own(p)).cloned().collect()), ..ob.clone() };
    let mut filter = refs::obj_filter(cx, &rest)?;
    filter.controller = mw_ir::Controller::You;
    let all = Effect::ForEach { filter, effect: Box::new(Effect::Sacrifice { subject: Subject::Each }), only: None };
    cx.uncounted = true;
    match player {
        PlayerRef::You => Ok(vec![all]),
        // CR 701.21a: each player sacrifices their own: for each player who controls
        // one (the player the instruction's "you"), all of them.
        players @ (PlayerRef::EachPlayer | PlayerRef::EachOpponent) => {
            let condition = mw_ir::Condition::Count { of: mw_ir::Counted::Permanents(filter), compare: mw_ir::Compare::AtLeast(1) };
            Ok(vec![Effect::EachPlayerWho { players, condition, effect: Box::new(all) }])
        }
        _ => Err(miss(c, "sacrifice all: that player")),
    }
}

/// CR 701.26: "untap up to two lands" (chosen as it resolves, anyone's) and "[that player]
/// taps an untapped creature they control" (the player's own, chosen as it resolves; "for
/// each …" counts them). None: not such an instruction.
pub(super) fn chosen_tap(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    let Some(Np::Objects(o)) = &c.object else { return None };
    if c.verb == Verb::Untap && c.args.is_empty() {
        // CR 701.26b: "untap up to two lands".
        let Det::Number(Count { min: CountNum::N(0), max: CountNum::N(n) }) = o.det else { return None };
        if c.subject.is_some() || o.zone.is_some() || n > super::amount::MAX_NUMBER as u32 {
            return Some(Err(miss(c, "untap up to N: another player or zone")));
        }
        return Some(refs::obj_filter(cx, o).map(|filter| vec![Effect::UntapUpTo { filter, count: Amount::Fixed(n as i32) }]));
    }
    if c.verb != Verb::Tap {
        return None;
    }
    let count = match o.det {
        Det::A => 1,
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && a > 0 && a <= super::amount::MAX_NUMBER as u32 => a as i32,
        _ => return None,
    };
    // The tapping player's own: "they control" after a player, "you control" with none.
    let own = |p: &Pred| match p {
        Pred::ControlledBy(who) => match &**who {
            Np::Ref(r) => r.word == RefWord::It && r.plural && c.subject.is_some(),
            Np::Player(PlayerNp { who: PlayerWord::You, .. }) => c.subject.is_none(),
            _ => false,
        },
        _ => false,
    };
    let Pred::And(parts) = &o.filter else { return None };
    if o.zone.is_some() || parts.iter().filter(|p| own(p)).count() != 1 {
        return None;
    }
    let mut kept: Vec<Pred> = parts.iter().filter(|p| !own(p)).cloned().collect();
    let filter = if kept.len() == 1 { kept.remove(0) } else { Pred::And(kept) };
    let rest = ObjNp { filter, ..o.clone() };
    Some((|| {
        let player = subject_player(cx, c)?;
        let mut filter = refs::obj_filter(cx, &rest)?;
        // CR 701.26a: an untapped one (a tapped permanent can't be tapped).
        if filter.props.tapped != Some(false) {
            return Err(miss(c, "tap a permanent that may be tapped"));
        }
        filter.controller = mw_ir::Controller::You;
        // "… for each fade counter on ~": that many times.
        let count = match c.args.as_slice() {
            [] => Amount::Fixed(count),
            [Arg::Amount(a)] if count == 1 => super::amount::amount(cx, a, &c.span)?,
            _ => return Err(miss(c, "tap: more than what is tapped")),
        };
        Ok(vec![Effect::TapChosen { player, filter, count }])
    })())
}
