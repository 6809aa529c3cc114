//! Issue 17 (Standard Esper Control: Lolth, Spider Queen): the passive "[a player] is dealt
//! combat damage by one or more [creatures]" read as the batch event it names (CR 510.2,
//! 603.2c), the life a player lost this turn (CR 119.3) in an intervening "if" (CR 603.4),
//! and "the difference" after "[a count] is less than N". Text → IR, several wordings.

use mw_cardtext::TextKind;
use mw_ir::target::Compare;
use mw_ir::{Ability, Amount, Condition, Controller, Counted, Effect, PlayerRef, Trigger};

mod common;
use common::{grammar, refused, triggered};

#[test]
fn passive_combat_damage_is_the_batch_event() {
    for (text, to) in [
        ("Whenever an opponent is dealt combat damage by one or more creatures you control, that player loses 1 life.", Controller::NotYou),
        ("Whenever a player is dealt combat damage by one or more creatures you control, that player loses 1 life.", Controller::Any),
        ("Whenever you are dealt combat damage by one or more creatures, you gain 1 life.", Controller::You),
    ] {
        let t = triggered(text);
        let Trigger::CombatDamageBatch { filter, to: got } = t.trigger else { panic!("{text}: {:?}", t.trigger) };
        assert_eq!(got, to, "{text}");
        assert_eq!(filter.card_type, Some(mw_types::CardType::Creature), "{text}");
    }
    // The active wording compiles to the same trigger.
    let active = triggered("Whenever one or more creatures you control deal combat damage to an opponent, that player loses 1 life.");
    let passive = triggered("Whenever an opponent is dealt combat damage by one or more creatures you control, that player loses 1 life.");
    assert_eq!(active, passive);
}

#[test]
fn life_lost_this_turn_and_the_difference() {
    let t = triggered("Whenever an opponent is dealt combat damage by one or more creatures you control, if that player lost less than 8 life this turn, they lose life equal to the difference.");
    let lost = Counted::LifeLostThisTurn(PlayerRef::ThatPlayer);
    assert_eq!(t.condition, Some(Condition::Count { of: lost, compare: Compare::AtMost(7) }));
    assert_eq!(t.effect, vec![Effect::LoseLife { player: PlayerRef::ThatPlayer, amount: Amount::Difference { of: lost, from: 8 } }]);
    // Your own losses, with another bound.
    let t = triggered("At the beginning of your end step, if you lost less than 5 life this turn, you gain life equal to the difference.");
    let lost = Counted::LifeLostThisTurn(PlayerRef::You);
    assert_eq!(t.condition, Some(Condition::Count { of: lost, compare: Compare::AtMost(4) }));
    assert_eq!(t.effect, vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::Difference { of: lost, from: 5 } }]);
    // Cards in hand compared: "fewer than seven" (CR 402).
    for (text, n) in [
        ("At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to the difference.", 7),
        ("At the beginning of your end step, if you have fewer than eight cards in hand, draw cards equal to the difference.", 8),
    ] {
        let t = triggered(text);
        let Some(Condition::Count { of, compare }) = t.condition else { panic!("{text}: {:?}", t.condition) };
        assert!(matches!(of, Counted::Cards { zone: mw_ir::CardZone::Hand, player: PlayerRef::You, .. }), "{text}: {of:?}");
        assert_eq!(compare, Compare::AtMost(n - 1), "{text}");
        assert_eq!(t.effect, vec![Effect::Draw { player: PlayerRef::You, amount: Amount::Difference { of, from: n } }], "{text}");
    }
    // "N or more" is a bound too, but defines no difference.
    let t = triggered("At the beginning of your end step, if you lost 4 or more life this turn, draw a card.");
    assert_eq!(t.condition, Some(Condition::Count { of: lost, compare: Compare::AtLeast(4) }));
    assert!(!refused("At the beginning of your end step, if you lost 4 or more life this turn, draw cards equal to the difference.", TextKind::Permanent).is_empty());
    // "the difference" with nothing compared before it, or "the difference between …".
    assert!(!refused("Whenever a creature you control attacks, you gain life equal to the difference.", TextKind::Permanent).is_empty());
    assert!(!refused("Whenever a creature you control enters, target opponent loses life equal to the difference between that creature's power and its toughness.", TextKind::Permanent).is_empty());
    // A group's losses ("a player lost …": some player, not a sum) aren't lowered.
    assert!(!refused("At the beginning of each end step, if a player lost 4 or more life this turn, you draw a card.", TextKind::Permanent).is_empty());
}

#[test]
fn lolth_emblem_compiles() {
    let abilities = grammar("[−8]: You get an emblem with \"Whenever an opponent is dealt combat damage by one or more creatures you control, if that player lost less than 8 life this turn, they lose life equal to the difference.\"", TextKind::Permanent);
    let [Ability::Activated(a)] = abilities.as_slice() else { panic!("{abilities:?}") };
    let [Effect::CreateEmblem { emblem, .. }] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
    assert!(matches!(emblem.abilities.as_slice(), [Ability::Triggered(t)] if matches!(t.trigger, Trigger::CombatDamageBatch { to: Controller::NotYou, .. })), "{:?}", emblem.abilities);
}
