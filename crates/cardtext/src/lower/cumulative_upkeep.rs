//! CR 702.24: cumulative upkeep [cost]: "At the beginning of your upkeep, if this
//! permanent is on the battlefield, put an age counter on this permanent. Then you may pay
//! [cost] for each age counter on it. If you don't, sacrifice it." The cost, paid once per
//! age counter as a whole or not at all (CR 702.24a), is one the instructions can pay
//! that many times: mana (`Effect::MayPay` repeated), life, -1/-1 (or other) counters put
//! on the permanent itself. Any other cost is a miss: the instructions for costs that
//! choose objects (sacrifice, discard) would let a player pay part of the total, which
//! CR 702.24a forbids.

use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Ability, Amount, Counted, Effect, Subject, Trigger, TriggeredAbility};
use mw_types::CounterKind;

/// The triggered ability of "Cumulative upkeep [cost]".
pub fn ability(node: &KeywordNode, items: &[CostItem]) -> Lowered<Vec<Ability>> {
    let miss = |what: &str| Miss::new(node.span.clone(), format!("keyword: cumulative upkeep ({what})"));
    let age = CounterKind::parse("age").ok_or_else(|| miss("age counters"))?;
    let pay = payment(items, age).ok_or_else(|| miss("a cost the instructions don't pay per counter"))?;
    let effect = vec![
        Effect::PutCounters { subject: Subject::This, kind: age, amount: Amount::Fixed(1) },
        pay,
        Effect::IfYouDo { done: false, effect: Box::new(Effect::Sacrifice { subject: Subject::This }) },
    ];
    Ok(vec![Ability::Triggered(TriggeredAbility { trigger: Trigger::YourUpkeep, targets: Vec::new(), effect, modes: 0, once_per_turn: false, condition: None, keyword: None, during: None })])
}

/// CR 702.24a: the cost paid once for each age counter, as one optional payment whose
/// refusal (or, for life, inability: CR 119.4) a following "if you don't" sees.
fn payment(items: &[CostItem], age: CounterKind) -> Option<Effect> {
    // `n` of the cost for each age counter on the permanent as the ability resolves.
    let per = |n: u32| i32::try_from(n).ok().map(|times| Amount::Count { of: Counted::CountersOnSource(age), times });
    if !items.is_empty() && items.iter().all(|i| matches!(i, CostItem::Mana(_))) {
        let symbols = items.iter().flat_map(|i| if let CostItem::Mana(s) = i { s.clone() } else { Vec::new() }).collect();
        let cost = mw_types::ManaCost { symbols };
        if cost.has_x() || cost.symbols.is_empty() {
            return None;
        }
        return Some(Effect::MayPay { cost, times: Amount::CountersOn(Subject::This, age) });
    }
    let once = match items {
        [CostItem::PayLife(AmountNp::N(n))] if *n > 0 => Effect::PayLife { amount: per(*n)? },
        // "Put a -1/-1 counter on ~": always payable while it is on the battlefield.
        [CostItem::PutCounters { amount: AmountNp::N(n), kind, on: Np::SelfRef }] if *n > 0 => {
            Effect::PutCounters { subject: Subject::This, kind: CounterKind::parse(kind)?, amount: per(*n)? }
        }
        _ => return None,
    };
    Some(Effect::Optional(Box::new(once)))
}
