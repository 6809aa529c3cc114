//! The grammar front end on shields against a chosen source's next damage (CR 615.8,
//! 609.7a, 615.5): "the next time a [quality] source of your choice would deal damage to
//! [recipient] this turn, prevent that damage", with what follows "if damage is
//! prevented this way". Text → IR over the wordings of several cards.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, Effect, PlayerRef, Recipient, Subject};
use mw_types::{CardType, Color};

mod common;
use common::{grammar, refused, spell_effects as spell};

#[test]
fn a_source_of_your_choice_to_you() {
    // Deflecting Palm's first sentence, and the sentence alone (Healing Grace's kind).
    let e = spell("The next time a source of your choice would deal damage to you this turn, prevent that damage.");
    match e.as_slice() {
        [Effect::ChooseSource { filter }, Effect::PreventNextFrom { source: Subject::Returned, to: Recipient::Player(PlayerRef::You), then }] => {
            assert_eq!(*filter, mw_ir::ObjectFilter::default());
            assert!(then.is_empty());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_colored_or_typed_source() {
    // The Circles of Protection: "{1}: The next time a red source of your choice …".
    let abilities = grammar("{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.", TextKind::Permanent);
    let Some(Ability::Activated(a)) = abilities.first() else { panic!("{abilities:?}") };
    match a.effect.as_slice() {
        [Effect::ChooseSource { filter }, Effect::PreventNextFrom { .. }] => assert!(filter.props.colors.contains(Color::Red)),
        other => panic!("{other:?}"),
    }
    let e = spell("The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.");
    assert!(matches!(e.as_slice(), [Effect::ChooseSource { filter }, Effect::PreventNextFrom { .. }] if filter.card_type == Some(CardType::Artifact)), "{e:?}");
}

#[test]
fn a_targeted_recipient() {
    let e = spell("The next time a source of your choice would deal damage to target creature this turn, prevent that damage.");
    assert!(matches!(e.as_slice(), [Effect::ChooseSource { .. }, Effect::PreventNextFrom { to: Recipient::Target(0), .. }]), "{e:?}");
    let e = spell("The next time a source of your choice would deal damage to any target this turn, prevent that damage.");
    assert!(matches!(e.as_slice(), [Effect::ChooseSource { .. }, Effect::PreventNextFrom { to: Recipient::Target(0), .. }]), "{e:?}");
}

#[test]
fn damage_prevented_this_way_is_dealt_back() {
    // Deflecting Palm: the damage prevented, dealt by the spell to the source's controller.
    let e = spell("The next time a source of your choice would deal damage to you this turn, prevent that damage. If damage is prevented this way, ~ deals that much damage to that source's controller.");
    match e.as_slice() {
        [Effect::ChooseSource { .. }, Effect::PreventNextFrom { then, .. }] => assert_eq!(
            then.as_slice(),
            [Effect::DealDamage { source: Subject::This, amount: Amount::TriggerAmount, to: Recipient::Player(PlayerRef::ControllerOfIt(None)) }]
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn refused_wordings() {
    // Damage to anything, and redirection ("that damage is dealt to … instead"), aren't
    // lowered: a miss, never a shield on the wrong recipient.
    let r = refused("The next time a black source of your choice would deal damage this turn, prevent that damage.", TextKind::Spell);
    assert!(r.contains("damage to anything"), "{r}");
    refused("The next time a source of your choice would deal damage to you this turn, that damage is dealt to target creature you control instead.", TextKind::Spell);
    let r = refused("Prevent that damage.", TextKind::Spell);
    assert!(r.contains("that damage"), "{r}");
}
