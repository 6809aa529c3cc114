//! Batch trigger events (CR 603.2c): "whenever one or more creatures you control attack",
//! "whenever one or more Faeries you control deal combat damage to a player": the ability
//! triggers once for the event, however many objects it touches, so the trigger names no
//! single object ("it", "that creature" stay misses).

use super::ctx::{Ctx, TriggerGives};
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::ability::DamagedKind;
use mw_ir::{Controller, Trigger};

fn miss(span: &crate::syntax::lexer::Span, what: impl Into<String>) -> Miss {
    Miss::new(span.clone(), format!("trigger: {}", what.into()))
}

/// Whether a trigger's subject is the batch determiner "one or more".
pub fn is_batch(o: &ObjNp) -> bool {
    o.det == Det::Number(Count { min: CountNum::N(1), max: CountNum::Any })
}

/// CR 508.1, 603.2c: "whenever you attack with [one | three] or more [creatures]": once
/// for the declaration, when at least that many of your attackers pass the filter.
pub fn you_attack_with(cx: &mut Ctx, t: &TriggerNode, o: &ObjNp, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let Det::Number(Count { min: CountNum::N(n), max: CountNum::Any }) = o.det else {
        return Err(miss(&t.span, "attack with that many"));
    };
    if let Some(a) = args.iter().find(|a| !matches!(a, Arg::Object(_))) {
        return Err(match a {
            Arg::Words(s) => miss(s, "words after the event"),
            _ => miss(&t.span, "an argument of the event"),
        });
    }
    if !matches!(o.noun, Noun::Permanent | Noun::Token) || o.zone.is_some() {
        return Err(miss(&t.span, "attack with what"));
    }
    let mut filter = refs::obj_filter(cx, &ObjNp { det: Det::A, ..o.clone() })?;
    // Only the active player attacks (CR 508.1a): their own creatures.
    match filter.controller {
        Controller::Any | Controller::You => filter.controller = Controller::You,
        _ => return Err(miss(&t.span, "attack with another player's creatures")),
    }
    let min = u8::try_from(n).map_err(|_| miss(&t.span, "attack with that many"))?;
    Ok((vec![Trigger::AttackBatch { filter, to: Controller::Any, min }], TriggerGives::default()))
}

/// "one or more [objects] [event]": the batch's trigger and what it gives.
pub fn batch_event(cx: &mut Ctx, t: &TriggerNode, o: &ObjNp, verb: EventVerb, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    if !matches!(o.noun, Noun::Permanent | Noun::Token) || !matches!(verb, EventVerb::Attacks | EventVerb::DealsCombatDamage) {
        return Err(miss(&t.span, format!("a batch: one or more objects {verb:?}").to_lowercase()));
    }
    let filter = refs::obj_filter(cx, &ObjNp { det: Det::A, ..o.clone() })?;
    let bad = |a: &Arg| match a {
        Arg::Words(s) => miss(s, "words after the event"),
        _ => miss(&t.span, "a batch: an argument of the event"),
    };
    let to = match args {
        [] => None,
        [Arg::Combat] => None,
        [Arg::Combat, Arg::To(n)] | [Arg::To(n)] => Some(n),
        [.., a] => return Err(bad(a)),
    };
    match verb {
        // CR 508.3d: "attack" (any defender) or "attack you" (the ability's controller).
        EventVerb::Attacks => {
            let to = match to {
                None => Controller::Any,
                Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Controller::You,
                Some(_) => return Err(miss(&t.span, "a batch: attack that defender")),
            };
            Ok((vec![Trigger::AttackBatch { filter, to, min: 0 }], TriggerGives::default()))
        }
        // CR 510.2: "deal combat damage to a player / an opponent / you": "that player".
        _ => {
            let to = match to {
                Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Controller::You,
                Some(n) => match super::triggers::damaged_kind(n) {
                    Some(DamagedKind::Player) => Controller::Any,
                    Some(DamagedKind::Opponent) => Controller::NotYou,
                    _ => return Err(miss(&t.span, "a batch: combat damage to that recipient")),
                },
                None => return Err(miss(&t.span, "a batch: combat damage to anything")),
            };
            Ok((vec![Trigger::CombatDamageBatch { filter, to }], TriggerGives { object: None, player: true, card: false }))
        }
    }
}
