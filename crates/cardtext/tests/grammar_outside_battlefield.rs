//! The grammar front end on abilities that work off the battlefield (CR 113.6c, 611.3b):
//! "as long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its
//! other types". Text → IR, and the wordings it must refuse.

use mw_ir::{Ability, Amount};
use mw_types::{CardType, CreatureType};

mod common;
use common::{one_permanent, refused_permanent};

#[test]
fn a_creature_everywhere_but_the_battlefield() {
    // Grist, the Hunger Tide, with the card's name and with "~".
    for text in [
        "As long as Test Card isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.",
        "As long as ~ is not on the battlefield, it's a 2/3 Insect Horror creature in addition to its other types.",
    ] {
        let Ability::OffBattlefield(b) = one_permanent(text) else { panic!("{text}") };
        assert_eq!(b.types, vec![CardType::Creature], "{text}");
        assert_eq!(b.creature_types.first(), Some(&CreatureType::from_name("insect").unwrap()), "{text}");
        assert!(matches!(b.pt, Some((Amount::Fixed(1), Amount::Fixed(1))) | Some((Amount::Fixed(2), Amount::Fixed(3)))), "{text}");
        assert!(b.keywords.is_empty() && b.colors.is_none());
    }
}

#[test]
fn refused_off_the_battlefield() {
    // More than types and a base power and toughness; "on the battlefield" (no "isn't");
    // types that replace the others.
    for text in [
        "As long as ~ isn't on the battlefield, it's a 1/1 Insect creature with flying in addition to its other types.",
        "As long as ~ isn't on the battlefield, it's a green 1/1 Insect creature in addition to its other types.",
        "As long as ~ is on the battlefield, it's a 1/1 Insect creature in addition to its other types.",
        "As long as ~ isn't on the battlefield, it's a 1/1 Insect creature.",
    ] {
        refused_permanent(text);
    }
}
