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
            Ok((vec![Trigger::AttackBatch { filter, to }], TriggerGives::default()))
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
