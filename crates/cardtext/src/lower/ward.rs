//! Ward (CR 702.21a): "Ward—[cost]" means "Whenever this permanent becomes the target
//! of a spell or ability an opponent controls, counter that spell or ability unless that
//! player pays [cost]". The cost is any the cost grammar reads that a player can be
//! asked to pay as the ability resolves: mana and life (`Effect::CounterUnlessPays`),
//! or one card discarded or one permanent sacrificed (that player may do it; if they
//! don't, the spell or ability is countered, CR 118.12).

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::CostItem;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, AdditionalCost, Amount, Cost, Effect, PlayerRef, StackRef};

/// CR 702.21a: ward's triggered ability for a cost.
pub(super) fn ward_trigger(cx: &mut Ctx, items: &[CostItem], span: &Span) -> Lowered<Ability> {
    let miss = |what: &str| Miss::new(span.clone(), format!("ward: {what}"));
    let cost = super::costs::cost(cx, items, span)?;
    let Cost { mana, life, extra, .. } = cost.clone();
    if mana.has_x() {
        return Err(miss("a cost with X"));
    }
    let only = |c: Cost| c == cost;
    let effect = if only(Cost { mana: mana.clone(), life, ..Cost::default() }) {
        vec![Effect::CounterUnlessPays { what: StackRef::Triggering, cost: mana, life, per: None }]
    } else if only(Cost { extra: extra.clone(), ..Cost::default() }) {
        // CR 118.12: "unless that player discards a card": they may; if they don't (or
        // can't, CR 118.3), the spell or ability is countered.
        let act = match extra {
            Some(AdditionalCost::Discard) => Effect::Discard { player: PlayerRef::You, amount: Amount::one(), random: false, up_to: false },
            Some(AdditionalCost::Sacrifice(filter)) => Effect::Sacrifices { player: PlayerRef::You, filter, count: Amount::one(), exploit: false },
            _ => return Err(miss("that cost")),
        };
        let pays = Effect::ByPlayer { player: PlayerRef::ThatPlayer, effect: Box::new(Effect::Optional(Box::new(act))) };
        vec![pays, super::verbs::if_not_done(Effect::Counter { what: StackRef::Triggering, exile: false })]
    } else {
        return Err(miss("that cost"));
    };
    Ok(Ability::Triggered(mw_ir::TriggeredAbility {
        trigger: mw_ir::Trigger::BecomesTargetOfOpponent,
        targets: Vec::new(),
        effect,
        modes: 0,
        once_per_turn: false,
        condition: None,
        keyword: None,
        during: None,
    }))
}
