//! Role tokens (CR 111.10j–r, 303.7) created attached to a creature (CR 303.4i), and
//! modifiers before a token's name ("a tapped Treasure token", "a tapped token that's a
//! copy of ~"). Text → IR, several wordings per construct, and the wordings refused.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Change, Effect, Subject};
use mw_types::CardType;

mod common;
use common::{grammar, refused, spell_effects as spell, triggered};

/// The one token definition and attachment of a text's one creation.
fn created(effects: &[Effect]) -> (mw_ir::CardDef, Option<Subject>, bool) {
    let created: Vec<_> = effects.iter().filter_map(|e| match e {
        Effect::CreateTokens { token, attached, tapped, .. } => Some(((**token).clone(), *attached, *tapped)),
        _ => None,
    }).collect();
    assert_eq!(created.len(), 1, "{effects:?}");
    created[0].clone()
}

#[test]
fn role_tokens_attached_to_a_target() {
    for (text, name) in [
        ("Create a Wicked Role token attached to target creature you control.", "Wicked"),
        ("Create a Young Hero Role token attached to up to one target creature you control.", "Young Hero"),
        ("Create a Monster Role token attached to target creature you control.", "Monster"),
        ("Create a Royal Role token attached to another target creature you control.", "Royal"),
        ("Create a Sorcerer Role token attached to up to one target creature.", "Sorcerer"),
        ("Create a Virtuous Role token attached to target creature.", "Virtuous"),
        ("Create a Cursed Role token attached to target creature an opponent controls.", "Cursed"),
    ] {
        let (def, attached, tapped) = created(&spell(text));
        assert_eq!(def.name, name, "{text}");
        assert_eq!(def.card_types, vec![CardType::Enchantment], "{text}");
        assert_eq!(def.subtypes, vec!["Aura".to_string(), "Role".to_string()], "{text}");
        assert!(def.colors.is_empty(), "{text}");
        assert!(matches!(def.abilities.first(), Some(Ability::Enchant(_))), "{text}: {:?}", def.abilities);
        assert_eq!(attached, Some(Subject::Target(0)), "{text}");
        assert!(!tapped, "{text}");
    }
}

#[test]
fn role_abilities() {
    let role = |name: &str| created(&spell(&format!("Create a {name} Role token attached to target creature you control."))).0;
    // CR 111.10j: "Enchanted creature has base power and toughness 1/1" (layer 7b).
    let cursed = role("Cursed");
    assert!(cursed.abilities.iter().any(|a| matches!(a, Ability::Continuous(c) if c.changes == vec![Change::SetPt(1, 1)])), "{:?}", cursed.abilities);
    // CR 111.10q: its own trigger as it is put into a graveyard.
    let wicked = role("Wicked");
    assert!(wicked.abilities.iter().any(|a| matches!(a, Ability::Triggered(t) if t.trigger == mw_ir::Trigger::SelfToGraveyardFromBattlefield)), "{:?}", wicked.abilities);
    // CR 111.10r: an ability the enchanted creature has.
    let hero = role("Young Hero");
    assert!(hero.abilities.iter().any(|a| matches!(a, Ability::Granted(_))), "{:?}", hero.abilities);
}

#[test]
fn roles_attached_to_it() {
    // "It": the source of the trigger.
    let t = triggered("When Test Card enters, create a Cursed Role token attached to it.");
    assert_eq!(created(&t.effect).1, Some(Subject::This));
    // "It": the creature an earlier instruction returned, or the target tapped before.
    let e = spell("Return target creature card with mana value 3 or less from your graveyard to the battlefield. Create a Young Hero Role token attached to it.");
    assert_eq!(created(&e).1, Some(Subject::Returned));
    let e = spell("Tap target creature. Create a Cursed Role token attached to it.");
    assert_eq!(created(&e).1, Some(Subject::Target(0)));
}

#[test]
fn roles_refused() {
    // An Aura token attached to nothing said (CR 303.4f asks a choice), and each of a group.
    refused("Create a Wicked Role token.", TextKind::Spell);
    refused("For each creature your opponents control, create a Cursed Role token attached to that creature.", TextKind::Spell);
    // A token that isn't an Aura attached to something.
    refused("Create a Treasure token attached to target creature.", TextKind::Spell);
}

#[test]
fn tapped_before_the_token() {
    for text in ["Create a tapped Treasure token.", "Create two tapped Powerstone tokens.", "Create X tapped Treasure tokens."] {
        let (def, attached, tapped) = created(&spell(text));
        assert!(tapped, "{text}");
        assert_eq!(attached, None, "{text}");
        assert!(def.subtypes == vec!["Treasure".to_string()] || def.subtypes == vec!["Powerstone".to_string()], "{text}");
    }
    // The same as "tapped" after the token.
    let (_, _, tapped) = created(&spell("Create a 1/1 white Soldier creature token tapped."));
    assert!(tapped);
    let (_, _, tapped) = created(&spell("Create a tapped 1/1 white Soldier creature token."));
    assert!(tapped);
}

#[test]
fn tapped_token_copy() {
    let t = triggered("At the beginning of your end step, create a tapped token that's a copy of Test Card.");
    assert_eq!(t.effect, vec![Effect::CreateTokenCopy { of: Subject::This, attacks: None, optional: false, keywords: 0, tapped: true, pt: None }]);
    // Attacking whom the text doesn't say: refused.
    refused("Whenever Test Card attacks, create a tapped and attacking token that's a copy of target creature you control.", TextKind::Permanent);
    let _ = grammar("Create a token that's a copy of target creature you control.", TextKind::Spell);
}

#[test]
fn a_number_of_tokens_equal_to() {
    // The number after the description (CR 107.1); the token predefined or described.
    for text in [
        "Create a number of Treasure tokens equal to the number of opponents you have.",
        "Create a number of tapped Treasure tokens equal to the number of creatures you control.",
        "Create a number of 1/1 black Rat creature tokens equal to the number of creatures you control.",
    ] {
        let e = spell(text);
        let n = e.iter().find_map(|e| if let Effect::CreateTokens { amount, .. } = e { Some(*amount) } else { None });
        assert!(matches!(n, Some(a) if a != mw_ir::Amount::Fixed(1)), "{text}: {e:?}");
    }
    // Without "equal to", no number: refused rather than one token.
    refused("Create a number of Treasure tokens.", TextKind::Spell);
}

#[test]
fn enchanted_and_equipped_creatures_as_a_group() {
    // CR 303.4: a creature with an Aura attached (Roles are Auras), a group of them.
    for (text, bit) in [
        ("Enchanted creatures you control get +1/+1.", mw_ir::PermStates::ENCHANTED),
        ("Equipped creatures you control get +1/+1.", mw_ir::PermStates::EQUIPPED),
    ] {
        let (affected, changes) = common::continuous(text);
        let mw_ir::Affected::Matching(f) = affected else { panic!("{text}: {affected:?}") };
        assert_eq!(f.props.states.all, bit, "{text}");
        assert_eq!(f.controller, mw_ir::Controller::You, "{text}");
        assert_eq!(changes, vec![Change::Pt(1, 1)], "{text}");
    }
    // "Enchanted creature" alone is still the Aura's own creature.
    let (affected, _) = common::continuous("Enchanted creature gets +1/+1.");
    assert_eq!(affected, mw_ir::Affected::Enchanted);
    let t = triggered("Whenever an enchanted creature you control attacks, draw a card.");
    assert!(format!("{:?}", t.trigger).contains("states"), "{:?}", t.trigger);
}
