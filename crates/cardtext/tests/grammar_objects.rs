//! The grammar front end on object phrases whose qualities depend on the spell or
//! ability asking (a mana value compared with X or a count, CR 107.3; the name of an
//! object named before, CR 201.2), subjects joined by "and", "their owners' hands",
//! "monocolored", "untap up to N", and "can't be the target of spells or abilities your
//! opponents control". Text → IR through the grammar alone (`Front::Grammar`), several
//! cards' wordings each.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Counted, Effect, Relation, Relative, Subject, TargetKind, TargetSpec};
use mw_types::CardType;

mod common;
use common::{grammar as abilities, spell_ability as spell};

fn only(t: &TargetSpec) -> Option<Relative> {
    t.only
}

#[test]
fn a_target_with_mana_value_x() {
    // Gorilla Shaman, March of Otherworldly Light, Brotherhood's End-style wordings.
    for (text, relation) in [
        ("{X}{X}{1}: Destroy target noncreature artifact with mana value X.", Relation::Equal),
        ("{X}, {T}: Exile target artifact, creature, or enchantment with mana value X or less.", Relation::AtMost),
        ("{X}, {T}: Return target creature with mana value X or greater to its owner's hand.", Relation::AtLeast),
    ] {
        let a = abilities(text, TextKind::Permanent);
        let [Ability::Activated(act)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!(only(&act.targets[0]), Some(Relative::ManaValue { relation, amount: Amount::X }), "{text}");
    }
    // A fixed bound stays in the filter.
    let s = spell("Counter target spell with mana value 4 or greater.");
    assert_eq!(s.targets[0].only, None);
    assert!(matches!(&s.targets[0].kind, TargetKind::Spell(f) if f.props.mana_value.is_some()));
}

#[test]
fn where_x_defines_a_targets_bound() {
    // Spellstutter Sprite; a spell's wording of the same.
    for text in [
        "When ~ enters the battlefield, counter target spell with mana value X or less, where X is the number of Faeries you control.",
        "When ~ enters, counter target spell with mana value X or less, where X is the number of Faeries you control.",
    ] {
        let a = abilities(text, TextKind::Permanent);
        let [Ability::Triggered(t)] = a.as_slice() else { panic!("{text}: {a:?}") };
        match only(&t.targets[0]) {
            Some(Relative::ManaValue { relation: Relation::AtMost, amount: Amount::Count { of: Counted::Permanents(f), times: 1 } }) => {
                assert_eq!(f.controller, mw_ir::Controller::You, "{text}")
            }
            r => panic!("{text}: {r:?}"),
        }
    }
    let s = spell("Counter target spell with mana value X or less, where X is the number of cards in your hand.");
    assert!(matches!(s.targets[0].only, Some(Relative::ManaValue { amount: Amount::Count { of: Counted::Cards { .. }, .. }, .. })), "{:?}", s.targets);
}

#[test]
fn a_group_with_mana_value_x() {
    // Meltdown; Culling Ritual-style fixed bounds stay in the filter.
    let s = spell("Destroy each artifact with mana value X or less.");
    match s.effect.as_slice() {
        [Effect::ForEach { filter, effect, only: Some(Relative::ManaValue { relation: Relation::AtMost, amount: Amount::X }) }] => {
            assert_eq!(filter.card_type, Some(CardType::Artifact));
            assert!(matches!(**effect, Effect::Destroy { subject: Subject::Each, .. }));
        }
        e => panic!("{e:?}"),
    }
    let s = spell("Destroy each nonland permanent with mana value 2 or less.");
    assert!(matches!(s.effect.as_slice(), [Effect::ForEach { only: None, .. }]), "{:?}", s.effect);
}

#[test]
fn a_target_and_the_others_with_its_name() {
    // Echoing Decay, Echoing Truth, Echoing Courage.
    for text in [
        "Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn.",
        "Return target nonland permanent and all other permanents with the same name as that permanent to their owners' hands.",
        "Target creature and all other creatures with the same name as that creature get +2/+2 until end of turn.",
    ] {
        let s = spell(text);
        assert_eq!(s.targets.len(), 1, "{text}");
        match s.effect.as_slice() {
            // The group first (fixed as the instruction begins), then the target.
            [Effect::ForEach { only: Some(Relative::SameNameAs { of: Subject::Target(0), other: true }), .. }, single] => {
                assert!(matches!(single, Effect::Pump { subject: Subject::Target(0), .. } | Effect::ReturnToHand { subject: Subject::Target(0) }), "{text}: {single:?}")
            }
            e => panic!("{text}: {e:?}"),
        }
    }
}

#[test]
fn their_owners_hands() {
    // The plural possessive is lexed before its apostrophe.
    for text in [
        "Return all creatures to their owners' hands.",
        "Return target creature and target artifact to their owners' hands.",
    ] {
        let s = spell(text);
        assert!(s.effect.iter().all(|e| matches!(e, Effect::ReturnToHand { .. } | Effect::ForEach { .. })), "{text}: {:?}", s.effect);
    }
}

#[test]
fn monocolored() {
    // Vanishing Verse; "multicolored" beside it.
    let s = spell("Exile target monocolored permanent.");
    assert!(matches!(&s.targets[0].kind, TargetKind::Permanent(f) if f.props.monocolored && !f.props.multicolored));
    let s = spell("Destroy target multicolored creature.");
    assert!(matches!(&s.targets[0].kind, TargetKind::Permanent(f) if f.props.multicolored && !f.props.monocolored));
}

#[test]
fn untap_up_to_n() {
    // Snap, Frantic Search's second sentence, Cloud of Faeries' trigger.
    for (text, n) in [
        ("Return target creature to its owner's hand. Untap up to two lands.", 2),
        ("Draw two cards, then discard two cards. Untap up to three lands.", 3),
    ] {
        let s = spell(text);
        match s.effect.last() {
            Some(Effect::UntapUpTo { filter, count: Amount::Fixed(k) }) => {
                assert_eq!(*k, n, "{text}");
                assert_eq!(filter.card_type, Some(CardType::Land));
                assert_eq!(filter.controller, mw_ir::Controller::Any, "{text}: anyone's lands");
            }
            e => panic!("{text}: {e:?}"),
        }
    }
    let a = abilities("When ~ enters the battlefield, untap up to two lands.", TextKind::Permanent);
    assert!(matches!(a.as_slice(), [Ability::Triggered(t)] if matches!(t.effect.as_slice(), [Effect::UntapUpTo { .. }])));
}

#[test]
fn cant_be_the_target_of_opponents() {
    // Vines of Vastwood; Blossoming Defense-style "this turn" placement.
    let s = spell("Target creature can't be the target of spells or abilities your opponents control this turn.");
    assert!(matches!(
        s.effect.as_slice(),
        [Effect::GainCombatRule { subject: Subject::Target(0), rule: mw_ir::CombatRule::UntargetableByOpponents, duration: mw_ir::Duration::EndOfTurn }]
    ), "{:?}", s.effect);
    // Without a duration it isn't an instruction this lowers.
    let c = compile_with("Target creature can't be the target of spells or abilities your opponents control.", "Nobody", TextKind::Spell, Front::Grammar);
    assert!(!c.is_supported());
}

#[test]
fn exile_a_players_graveyard() {
    // Go Blank; Tormod's Crypt-style "target player's graveyard" as an instruction.
    let s = spell("Target player discards two cards. Then exile that player's graveyard.");
    assert!(matches!(s.effect.as_slice(), [Effect::Discard { .. }, Effect::ExileGraveyard { player: mw_ir::PlayerRef::Target(0) }]), "{:?}", s.effect);
    let s = spell("Exile target player's graveyard.");
    assert!(matches!(s.effect.as_slice(), [Effect::ExileGraveyard { player: mw_ir::PlayerRef::Target(0) }]), "{:?}", s.effect);
}
