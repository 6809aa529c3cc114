//! The grammar front end on prevention (CR 615): instructions preventing all of some
//! damage this turn (by its sources and recipients, combat or noncombat, "dealt to and
//! dealt by"), "the next N damage" to one recipient, and prevention statics. Text → IR.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, Controller, DamageKind, DamageMatch, Duration, Effect, ObjectFilter, Party, PlayerRef, Recipient, Subject};
use mw_types::CardType;

mod common;
use common::{one_permanent, refused, spell_effects as spell};

fn prevent(kind: DamageKind, by: Party, to: Party) -> Effect {
    Effect::Prevent { damage: DamageMatch { kind, by, to }, duration: Duration::EndOfTurn }
}

fn creatures(controller: Controller) -> ObjectFilter {
    ObjectFilter { card_type: Some(CardType::Creature), controller, ..ObjectFilter::default() }
}

#[test]
fn prevent_all_damage_to_or_by_a_target() {
    let target = Party::Object(Subject::Target(0));
    assert_eq!(spell("Prevent all damage that would be dealt to target creature this turn."), vec![prevent(DamageKind::All, Party::Any, target.clone())]);
    assert_eq!(spell("Prevent all combat damage that would be dealt by target creature this turn."), vec![prevent(DamageKind::Combat, target.clone(), Party::Any)]);
    // The sources before the verb, with or without "that".
    assert_eq!(spell("Prevent all combat damage target creature would deal this turn."), vec![prevent(DamageKind::Combat, target.clone(), Party::Any)]);
    // "this turn" inside the phrase.
    assert_eq!(spell("Prevent all combat damage that would be dealt this turn by target creature."), vec![prevent(DamageKind::Combat, target.clone(), Party::Any)]);
    // Both ways: two effects on the one target.
    assert_eq!(
        spell("Prevent all combat damage that would be dealt to and dealt by target creature this turn."),
        vec![prevent(DamageKind::Combat, Party::Any, target.clone()), prevent(DamageKind::Combat, target, Party::Any)]
    );
}

#[test]
fn prevent_all_damage_to_players_and_groups() {
    let you = Party::Players(Controller::You);
    assert_eq!(spell("Prevent all damage that would be dealt to you this turn."), vec![prevent(DamageKind::All, Party::Any, you.clone())]);
    assert_eq!(spell("Prevent all combat damage that would be dealt to players this turn."), vec![prevent(DamageKind::Combat, Party::Any, Party::Players(Controller::Any))]);
    assert_eq!(
        spell("Prevent all damage that would be dealt this turn to creatures you control."),
        vec![prevent(DamageKind::All, Party::Any, Party::Objects(creatures(Controller::You)))]
    );
    assert_eq!(
        spell("Prevent all combat damage that would be dealt to you and creatures you control this turn."),
        vec![prevent(DamageKind::Combat, Party::Any, Party::Either(vec![you.clone(), Party::Objects(creatures(Controller::You))]))]
    );
    assert_eq!(spell("Prevent all damage that would be dealt by creatures this turn."), vec![prevent(DamageKind::All, Party::Objects(creatures(Controller::Any)), Party::Any)]);
}

#[test]
fn prevent_all_damage_from_a_source_of_your_choice() {
    let e = spell("Prevent all damage that would be dealt to you this turn by a source of your choice.");
    assert!(matches!(e[0], Effect::ChooseSource { .. }), "{e:?}");
    assert_eq!(e[1], prevent(DamageKind::All, Party::Object(Subject::Returned), Party::Players(Controller::You)));
}

#[test]
fn prevent_the_next_damage_to_one_recipient() {
    assert_eq!(
        spell("Prevent the next 3 damage that would be dealt to any target this turn."),
        vec![Effect::PreventNext { to: Recipient::Target(0), amount: Amount::Fixed(3) }]
    );
    assert_eq!(
        spell("Prevent the next 2 damage that would be dealt to you this turn."),
        vec![Effect::PreventNext { to: Recipient::Player(PlayerRef::You), amount: Amount::Fixed(2) }]
    );
    // Divided among several targets: not one recipient.
    refused("Prevent the next 3 damage that would be dealt this turn to any number of targets, divided as you choose.", TextKind::Spell);
}

#[test]
fn prevention_statics() {
    let this = Party::Object(Subject::This);
    assert_eq!(one_permanent("Prevent all damage that would be dealt to ~."), Ability::Prevent(DamageMatch { kind: DamageKind::All, by: Party::Any, to: this.clone() }));
    assert_eq!(
        one_permanent("Prevent all damage that would be dealt to ~ by creatures."),
        Ability::Prevent(DamageMatch { kind: DamageKind::All, by: Party::Objects(creatures(Controller::Any)), to: this })
    );
    assert_eq!(
        one_permanent("Prevent all noncombat damage that would be dealt to creatures you control."),
        Ability::Prevent(DamageMatch { kind: DamageKind::Noncombat, by: Party::Any, to: Party::Objects(creatures(Controller::You)) })
    );
    let attached = Party::Object(Subject::Attached);
    assert_eq!(
        common::permanent("Prevent all combat damage that would be dealt to and dealt by enchanted creature."),
        vec![
            Ability::Prevent(DamageMatch { kind: DamageKind::Combat, by: Party::Any, to: attached.clone() }),
            Ability::Prevent(DamageMatch { kind: DamageKind::Combat, by: attached, to: Party::Any }),
        ]
    );
    // A static can't name a target or a chosen source, nor shield the next N damage.
    refused("Prevent all damage that would be dealt to target creature.", TextKind::Permanent);
    refused("Prevent the next 1 damage that would be dealt to ~.", TextKind::Permanent);
}

/// CR 615.10: statics preventing part of each damage event ("prevent 1 of that damage").
#[test]
fn statics_preventing_part_of_each_damage_event() {
    let some = |to: Party, amount: u32| Ability::PreventSome { damage: DamageMatch { kind: DamageKind::All, by: Party::Any, to }, amount };
    let you = Party::Players(Controller::You);
    assert_eq!(one_permanent("If a source would deal damage to you, prevent 1 of that damage."), some(you.clone(), 1));
    assert_eq!(one_permanent("If a source would deal damage to equipped creature, prevent 2 of that damage."), some(Party::Object(Subject::Attached), 2));
    assert_eq!(one_permanent("If a source would deal damage to a creature you control, prevent 1 of that damage."), some(Party::Objects(creatures(Controller::You)), 1));
    assert_eq!(
        one_permanent("If a source would deal damage to you or a creature you control, prevent 2 of that damage."),
        some(Party::Either(vec![you.clone(), Party::Objects(creatures(Controller::You))]), 2)
    );
    // "prevent that damage": all of it.
    assert_eq!(one_permanent("If a source would deal damage to ~, prevent that damage."), Ability::Prevent(DamageMatch { kind: DamageKind::All, by: Party::Any, to: Party::Object(Subject::This) }));
    // A choice, a counted amount, "all but 1", or more after it: refused.
    refused("If a source would deal damage to a player, you may prevent 1 of that damage.", TextKind::Permanent);
    refused("If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of creatures you control.", TextKind::Permanent);
    refused("If a source would deal damage to you, prevent all but 1 of that damage.", TextKind::Permanent);
    refused("If a source would deal damage to you, prevent that damage and put an incarnation counter on ~.", TextKind::Permanent);
}
