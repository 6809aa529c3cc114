//! The grammar front end on static abilities that give their controller a quality as a
//! player (CR 702.11c, 702.18a, 702.16k): "You have hexproof", "You have shroud", "You and
//! creatures you control have protection from the chosen card type" (the creatures by a
//! continuous effect of their own). Text → IR.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, PlayerQuality, SelfStatic, StaticEffect};

mod common;
use common::{permanent, refused};

#[test]
fn you_have_hexproof_or_shroud() {
    for (text, q) in [
        ("You have hexproof. (You can't be the target of spells or abilities your opponents control.)", PlayerQuality::Hexproof),
        ("You have hexproof.", PlayerQuality::Hexproof),
        ("You have shroud. (You can't be the target of spells or abilities.)", PlayerQuality::Shroud),
    ] {
        assert_eq!(permanent(text), vec![Ability::Static(SelfStatic::YouHave(q))], "{text}");
    }
}

#[test]
fn you_and_creatures_have_protection_from_the_chosen_card_type() {
    let text = "As Test Card enters the battlefield, choose a card type.\nYou and creatures you control have protection from the chosen card type.";
    let abilities = permanent(text);
    assert_eq!(abilities.len(), 3, "{abilities:?}");
    assert_eq!(abilities[1], Ability::Static(SelfStatic::YouHave(PlayerQuality::ProtectionFromChosenType)));
    assert_eq!(
        abilities[2],
        Ability::Continuous(StaticEffect {
            affected: Affected::CreaturesYouControl { other: false },
            changes: vec![Change::ProtectionFromChosenType],
            condition: None
        })
    );
    // The creatures alone.
    let text = "As Test Card enters the battlefield, choose a card type.\nCreatures you control have protection from the chosen card type.";
    assert!(matches!(&permanent(text)[1], Ability::Continuous(e) if e.changes == vec![Change::ProtectionFromChosenType]));
}

#[test]
fn other_player_qualities_refused() {
    // Protection from a player, a name or a subtype for a player isn't lowered yet, nor
    // a quality another player has.
    refused("You have protection from each of your opponents.", TextKind::Permanent);
    refused("You and permanents you control have protection from Salamanders.", TextKind::Permanent);
    refused("Each opponent has hexproof.", TextKind::Permanent);
}
