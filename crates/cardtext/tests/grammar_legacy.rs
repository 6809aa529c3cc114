//! The grammar constructs real Legacy and Modern decks needed (issue 17): a card leaving
//! a graveyard as a trigger event (CR 603.10a), "cycle or discard" as one event (CR
//! 702.29a), a free alternative cost under a two-part condition (CR 118.9), another
//! player's library looked at and put back (CR 401.5), each player choosing a card of
//! their own graveyard (CR 101.4). Text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, CardZone, Condition, Controller, Counted, Effect, MoveTo, PlayerMoves, PlayerRef, Trigger};
use mw_ir::target::Compare;
use mw_types::CardType;

mod common;
use common::{grammar, refused, spell_effects as spell, triggered};

#[test]
fn a_card_leaving_your_graveyard_triggers_once_per_card() {
    let owned = Controller::Player { player: PlayerRef::You, owner: true };
    let t = triggered("Whenever an instant or sorcery card leaves your graveyard, put a +1/+1 counter on this creature.");
    let Trigger::LeavesGraveyard(f) = t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!((f.card_type, f.or_type, f.controller), (Some(CardType::Instant), Some(CardType::Sorcery), owned));
    let t = triggered("Whenever a creature card leaves your graveyard, you gain 1 life.");
    let Trigger::LeavesGraveyard(f) = t.trigger else { panic!("{:?}", t.trigger) };
    assert_eq!((f.card_type, f.controller), (Some(CardType::Creature), owned));
    // Any graveyard.
    let t = triggered("Whenever a card leaves a graveyard, you gain 1 life.");
    assert!(matches!(t.trigger, Trigger::LeavesGraveyard(f) if f.controller == Controller::Any));
    // A permanent doesn't leave a graveyard; an opponent's graveyard isn't lowered.
    assert!(refused("Whenever a creature leaves your graveyard, you gain 1 life.", TextKind::Permanent).contains("trigger"));
    assert!(refused("Whenever a card leaves an opponent's graveyard, you gain 1 life.", TextKind::Permanent).contains("trigger"));
}

#[test]
fn cycle_or_discard_is_one_discard_event() {
    for text in ["Whenever you cycle or discard another card, scry 1.", "Whenever you cycle or discard a card, you gain 1 life."] {
        assert_eq!(triggered(text).trigger, Trigger::Discards(Controller::You), "{text}");
    }
    assert_eq!(triggered("Whenever a player cycles or discards a card, you gain 1 life.").trigger, Trigger::Discards(Controller::Any));
}

#[test]
fn free_cast_under_two_conditions() {
    let alt = |text: &str| match grammar(text, TextKind::Spell).into_iter().next() {
        Some(Ability::AlternativeCost(a)) => a,
        other => panic!("{text}: {other:?}"),
    };
    let land = |controller: Controller, t| (controller, t);
    let count = |c: Option<Condition>| match c {
        Some(Condition::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(1) }) => land(f.controller, f.props.land_types),
        other => panic!("{other:?}"),
    };
    let a = alt("If an opponent controls a Forest and you control an Island, you may cast this spell without paying its mana cost.\nPut target creature on top of its owner's library.");
    assert_eq!(a.cost, mw_ir::Cost::default());
    assert_eq!(count(a.condition).0, Controller::NotYou);
    assert_eq!(count(a.also).0, Controller::You);
    let b = alt("If an opponent controls a Mountain and you control a Plains, you may cast this spell without paying its mana cost.\nYou gain 3 life.");
    assert_ne!(count(b.condition).1, count(a.condition).1);
    // One condition: no second one.
    let c = alt("If you control a Swamp, you may cast this spell without paying its mana cost.\nYou gain 3 life.");
    assert!(c.condition.is_some() && c.also.is_none());
    // "An opponent controls two or more …" isn't a count over all opponents together.
    assert!(!refused("If an opponent controls two or more creatures, you may cast this spell without paying its mana cost.\nYou gain 3 life.", TextKind::Spell).is_empty());
}

#[test]
fn another_players_library_put_back_in_any_order() {
    let t = triggered("When this creature enters, look at the top three cards of target player's library, then put them back in any order.");
    assert_eq!(t.effect, [Effect::Reorder { amount: Amount::Fixed(3), whose: Some(PlayerRef::Target(0)) }]);
    assert_eq!(spell("Look at the top two cards of target player's library, then put them back in any order."), [Effect::Reorder { amount: Amount::Fixed(2), whose: Some(PlayerRef::Target(0)) }]);
    assert_eq!(spell("Look at the top four cards of your library, then put them back in any order."), [Effect::Reorder { amount: Amount::Fixed(4), whose: None }]);
}

#[test]
fn each_player_puts_a_card_of_their_own_onto_the_battlefield() {
    let effects = spell("Each player puts a creature card from their graveyard onto the battlefield.");
    let [Effect::PlayerMoves(m)] = effects.as_slice() else { panic!() };
    assert_eq!(*m, PlayerMoves { player: PlayerRef::EachPlayer, from: CardZone::Graveyard, filter: m.filter, count: Some(1), to: MoveTo::Battlefield, or_from: None });
    assert_eq!(m.filter.card_type, Some(CardType::Creature));
    // One player, all cards.
    let effects = spell("Each player returns all creature cards from their graveyard to the battlefield.");
    let [Effect::PlayerMoves(m)] = effects.as_slice() else { panic!() };
    assert_eq!((m.count, m.to), (None, MoveTo::Battlefield));
    // Each player's choice onto a library in order isn't lowered.
    assert!(!refused("Each player puts a card from their graveyard on the bottom of their library.", TextKind::Spell).is_empty());
    // CR 303.4f: an Aura would need something to enchant as it enters.
    assert!(!refused("Return all enchantment cards from your graveyard to the battlefield.", TextKind::Spell).is_empty());
}

#[test]
fn becomes_with_power_and_toughness_equal_to_its_own_stat() {
    use mw_ir::{Duration, Subject};
    for text in [
        "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.",
        "Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn. (It retains its abilities.)",
    ] {
        let effects = spell(text);
        let [Effect::Becomes { subject, becomes, duration }] = effects.as_slice() else { panic!("{text}") };
        assert_eq!((*subject, *duration), (Subject::Target(0), Duration::EndOfTurn), "{text}");
        assert_eq!(becomes.pt, Some((Amount::ManaValueOf(Subject::Target(0)), Amount::ManaValueOf(Subject::Target(0)))), "{text}");
        assert_eq!(becomes.types, [CardType::Artifact, CardType::Creature]);
    }
}

#[test]
fn until_your_next_turn_is_a_duration_of_becomes() {
    use mw_ir::Duration;
    let effects = spell("Until your next turn, up to one target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value.");
    let [Effect::Becomes { duration, becomes, .. }] = effects.as_slice() else { panic!() };
    assert_eq!(*duration, Duration::UntilYourNextTurn);
    assert!(becomes.pt.is_some());
    let effects = spell("Until your next turn, all lands you control become 2/2 Elemental creatures with reach, indestructible, and haste. They're still lands.");
    assert!(matches!(effects.as_slice(), [Effect::ForEach { effect, .. }] if matches!(effect.as_ref(), Effect::Becomes { duration: Duration::UntilYourNextTurn, .. })), "{effects:?}");
}
