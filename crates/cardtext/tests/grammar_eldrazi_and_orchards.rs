//! The grammar front end on protection from a quality of spells (CR 702.16a: "protection
//! from spells that are one or more colors"), annihilator as its rules wording (CR
//! 702.86a), "its owner" of the source (CR 108.3) after a trigger from any zone (CR
//! 603.6c), and "whenever you tap ~ for mana" with instructions that add no mana (CR
//! 605.1b: not a mana ability) and a player subject creating tokens. Text → IR.

use mw_ir::{Ability, Effect, Keyword, PlayerRef, Subject, Trigger};
use mw_types::ColorSet;

mod common;
use common::{permanent, refused_permanent, triggered, triggered_named};

#[test]
fn protection_from_colored_spells() {
    assert_eq!(permanent("Protection from spells that are one or more colors"), vec![Ability::ProtectionFromSpells(ColorSet::ALL)]);
    // Emrakul's keyword line: the protection among other keywords, annihilator its trigger.
    let a = permanent("Flying, protection from spells that are one or more colors, annihilator 6");
    assert_eq!(a[..2], [Ability::Keyword(Keyword::Flying), Ability::ProtectionFromSpells(ColorSet::ALL)]);
    match &a[2..] {
        [Ability::Triggered(t)] => assert_eq!(t.trigger, Trigger::SelfAttacks),
        other => panic!("{other:?}"),
    }
}

#[test]
fn annihilator_is_its_rules_wording() {
    for text in ["Annihilator 2", "Annihilator 4 (Whenever this creature attacks, defending player sacrifices four permanents.)"] {
        let t = triggered(text);
        assert_eq!(t.trigger, Trigger::SelfAttacks, "{text}");
        assert_eq!(t.effect.len(), 1, "{text}: {:?}", t.effect);
    }
}

#[test]
fn owner_shuffles_graveyard_from_anywhere() {
    // Emrakul, the Aeons Torn; Kozilek, Butcher of Truth; Ulamog, the Infinite Gyre.
    for (text, name) in [
        ("When Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.", "Emrakul, the Aeons Torn"),
        ("When Kozilek, Butcher of Truth is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.", "Kozilek, Butcher of Truth"),
    ] {
        let t = triggered_named(text, name);
        assert_eq!(t.trigger, Trigger::SelfPutIntoGraveyard { from: None }, "{text}");
        assert_eq!(t.effect, vec![Effect::ShuffleGraveyardIntoLibrary { player: PlayerRef::OwnerOf(Subject::This) }], "{text}");
    }
}

#[test]
fn tapped_for_mana_trigger_on_the_stack() {
    let t = triggered("Whenever you tap ~ for mana, target opponent creates a 1/1 colorless Spirit creature token.");
    assert_eq!(t.trigger, Trigger::SelfTappedForMana);
    assert_eq!(t.targets.len(), 1);
    match t.effect.as_slice() {
        [Effect::CreateTokens { player: PlayerRef::Target(0), .. }] => {}
        other => panic!("{other:?}"),
    }
    let t = triggered("Whenever you tap ~ for mana, you lose 1 life.");
    assert_eq!(t.trigger, Trigger::SelfTappedForMana);
    // A trigger on tapping for mana that adds mana is a mana ability (CR 605.1b): not
    // lowered as one that uses the stack.
    assert!(!refused_permanent("Whenever you tap ~ for mana, add an additional {G}.").is_empty());
}
