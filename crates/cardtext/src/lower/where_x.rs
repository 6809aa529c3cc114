//! CR 107.3: ", where X is [amount]" replacing a clause's X (`where_x`), and the
//! amount of the event a triggered ability triggered on (CR 603.2, `event_amount`).

use super::amount::amount;
use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Amount, Effect};

/// CR 603.2: the amount of the event the ability triggered on, when the words name
/// that event: the life gained of "whenever you gain life"; the damage of a trigger on
/// damage dealt, its dealer ("~" the source, "it" the event's object) and the player
/// dealt it ("that player") as the trigger has them.
pub(super) fn event_amount(cx: &mut Ctx, a: &AmountNp, span: &Span) -> Lowered<Amount> {
    use super::ctx::EventAmount;
    let ok = match (a, cx.event_amount) {
        (AmountNp::EventLifeGained, Some(EventAmount::LifeGained)) => true,
        (AmountNp::EventDamage { by, to }, Some(EventAmount::Damage { by_source, to_player })) => {
            let by_ok = match by.as_deref() {
                None => true,
                Some(Np::SelfRef) => by_source,
                // "it": the source of its own trigger, else the event's object — the dealer.
                Some(Np::Ref(r)) => r.word == RefWord::It && !r.plural,
                Some(_) => false,
            };
            let to_ok = match to.as_deref() {
                None => true,
                Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })) => to_player,
                Some(_) => false,
            };
            by_ok && to_ok
        }
        _ => false,
    };
    if !ok {
        return Err(Miss::new(span.clone(), "amount: that event's amount"));
    }
    Ok(Amount::TriggerAmount)
}

/// CR 107.3: "…, where X is [amount]": the clause with every X its instructions count
/// replaced by the amount (read after the clause, whose objects it may name). A clause
/// whose X would stay elsewhere (a token's power) is a miss.
pub fn where_x(cx: &mut Ctx, c: &Clause, x: &AmountNp) -> Lowered<Vec<Effect>> {
    let mut plain = c.clone();
    plain.args.retain(|a| !matches!(a, Arg::WhereX(_)));
    let before = cx.targets().len();
    // This clause's own X is replaced below (each clause of a sentence carries the
    // definition).
    cx.x_defined = None;
    let mut out = super::verbs::clause(cx, &plain)?;
    let defined = amount(cx, x, &c.span)?;
    // CR 601.2c: "up to X targets, where X is …": the number of targets isn't the X
    // announced, which the targets' places count against.
    if cx.targets().iter().skip(before).any(|t| t.below_x.is_some()) {
        return Err(super::verbs::miss(c, "where x is: a number of targets"));
    }
    cx.x_defined = Some(defined);
    let mut replaced = cx.define_target_x(before, defined);
    for e in &mut out {
        e.amounts_mut(&mut |a| {
            if *a == Amount::X {
                replaced += 1;
            }
            *a = a.define_x(defined);
        });
    }
    // A clause of the sentence that doesn't say X ("gains trample and gets +X/+X") needs
    // no definition; one that says it and kept none is a miss.
    if replaced == 0 && mentions_x(cx.words(&c.span)) {
        return Err(super::verbs::miss(c, "where x is: no x to define"));
    }
    Ok(out)
}

/// Whether the words say X ("x", "+x/+x", "{x}").
fn mentions_x(words: &str) -> bool {
    words.split(|ch: char| !ch.is_ascii_alphanumeric()).any(|w| w == "x")
}
