//! The grammar front end on interaction spells (removal, bounce, counters) and their
//! riders: players of an object that left ("its controller investigates"), past-tense
//! conditions on a referenced object ("if its mana value was 3 or less"), groups of a
//! named player's objects ("all artifacts target player owns"). Text → IR through the
//! grammar alone (`Front::Grammar`), several cards' wordings each.

use mw_ir::{Amount, Condition, Controller, Effect, PlayerRef, Relation, Subject, TargetKind};
use mw_types::CardType;

mod common;
use common::{spell_ability as spell, spell_misses as misses};

#[test]
fn a_player_of_the_object_creates_tokens() {
    // Fateful Absence; Beast Within's wording; "each opponent creates".
    for (text, who) in [
        ("Destroy target creature or planeswalker. Its controller investigates.", PlayerRef::ControllerOfIt(Some(0))),
        ("Destroy target permanent. Its controller creates a 3/3 green Beast creature token.", PlayerRef::ControllerOfIt(Some(0))),
        ("Each opponent creates a Treasure token.", PlayerRef::EachOpponent),
        ("Investigate.", PlayerRef::You),
    ] {
        let s = spell(text);
        let created = s.effect.iter().find_map(|e| if let Effect::CreateTokens { player, .. } = e { Some(*player) } else { None });
        assert_eq!(created, Some(who), "{text}: {:?}", s.effect);
    }
    // Tokens entering attacking for another player aren't lowered.
    assert!(!misses("Destroy target creature. Its controller creates a 1/1 red Goblin creature token that's tapped and attacking.").is_empty());
}

#[test]
fn past_tense_conditions_read_the_object_as_it_last_existed() {
    // Fading Hope; "was" and "is" alike.
    for text in [
        "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1.",
        "Return target creature to its owner's hand. If its mana value is 3 or less, scry 1.",
    ] {
        let s = spell(text);
        assert_eq!(s.effect.len(), 2, "{text}");
        match &s.effect[1] {
            Effect::If { condition: Condition::Amounts { left: Amount::ManaValueOf(Subject::Target(0)), relation: Relation::AtMost, right: Amount::Fixed(3) }, effect, .. } => {
                assert!(matches!(**effect, Effect::Scry { amount: Amount::Fixed(1) }))
            }
            e => panic!("{text}: {e:?}"),
        }
    }
    // "if it was a creature": the object's quality, as it last existed.
    let s = spell("Exile target permanent. If it was a creature, you gain 2 life.");
    assert!(matches!(&s.effect[1], Effect::If { condition: Condition::ObjectIs { subject: Subject::Target(0), filter }, .. } if filter.card_type == Some(CardType::Creature)), "{:?}", s.effect);
}

#[test]
fn groups_of_a_named_players_objects() {
    // Hurkyl's Recall; "all creatures target player controls".
    let s = spell("Return all artifacts target player owns to their hand.");
    assert!(matches!(s.targets[0].kind, TargetKind::Player));
    match &s.effect[..] {
        [Effect::ForEach { filter, effect, .. }] => {
            assert_eq!(filter.card_type, Some(CardType::Artifact));
            assert_eq!(filter.controller, Controller::Player { player: PlayerRef::Target(0), owner: true });
            assert!(matches!(**effect, Effect::ReturnToHand { subject: Subject::Each }));
        }
        e => panic!("{e:?}"),
    }
    let s = spell("Destroy all creatures target player controls.");
    assert!(matches!(&s.effect[..], [Effect::ForEach { filter, .. }] if filter.controller == Controller::Player { player: PlayerRef::Target(0), owner: false }));
    // "you control" stays the filter's own controller.
    let s = spell("Destroy all creatures you control.");
    assert!(matches!(&s.effect[..], [Effect::ForEach { filter, .. }] if filter.controller == Controller::You));
}

#[test]
fn would_die_replacements_exile_instead() {
    // Anger of the Gods (a group), Magma Spray (a target), Scorching Dragonfire.
    let s = spell("~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.");
    match &s.effect[..] {
        [Effect::ForEach { .. }, Effect::ForEach { filter, effect, .. }] => {
            assert!(filter.props.damaged_by_source && filter.card_type == Some(CardType::Creature), "{filter:?}");
            assert!(matches!(**effect, Effect::ExileInstead { subject: Subject::Each, any_zone: false }));
        }
        e => panic!("{e:?}"),
    }
    for text in [
        "~ deals 2 damage to target creature. If that creature would die this turn, exile it instead.",
        "~ deals 4 damage to target creature. If it would die this turn, exile it instead.",
    ] {
        let s = spell(text);
        assert!(matches!(&s.effect[..], [Effect::DealDamage { .. }, Effect::ExileInstead { subject: Subject::Target(0), any_zone: false }]), "{text}: {:?}", s.effect);
    }
    // Another replacement than exiling it isn't lowered.
    assert!(!misses("~ deals 3 damage to each creature. If a creature dealt damage this way would die this turn, return it to its owner's hand instead.").is_empty());
}

#[test]
fn players_picked_by_a_relative_clause() {
    // Depopulate; "each opponent who controls …".
    let s = spell("Each player who controls a multicolored creature draws a card. Then destroy all creatures.");
    match &s.effect[0] {
        Effect::EachPlayerWho { players: PlayerRef::EachPlayer, condition: Condition::Count { of: mw_ir::Counted::Permanents(f), compare: mw_ir::Compare::AtLeast(1) }, effect } => {
            assert!(f.props.multicolored && f.controller == Controller::You, "{f:?}");
            assert!(matches!(**effect, Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) }));
        }
        e => panic!("{e:?}"),
    }
    let s = spell("Each opponent who controls an artifact loses 2 life.");
    assert!(matches!(&s.effect[..], [Effect::EachPlayerWho { players: PlayerRef::EachOpponent, effect, .. }] if matches!(**effect, Effect::LoseLife { player: PlayerRef::You, .. })));
    // An instruction about objects done "as that player" isn't lowered.
    assert!(!misses("Each player who controls a creature destroys target artifact.").is_empty());
}
