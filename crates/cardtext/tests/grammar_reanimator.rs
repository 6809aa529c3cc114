//! The constructs of the Reanimator and Pauper Burn decks (issue 17): a replacement that
//! exiles a creature about to enter instead (CR 614.1a, 614.6), Auras that enchant a
//! player (CR 303.4, 702.5). Text → IR, several wordings per construct.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Controller, EntersHow, OthersEnter};
use mw_types::CardType;

mod common;
use common::refused_permanent as refused;

/// A permanent's one ability with both front ends: these statics are read by the phrase
/// recognisers (`replacement::exile_instead`, `statics::enchant`), as the other enter
/// replacements and enchant abilities are.
fn one_permanent(text: &str) -> Ability {
    let c = compile_with(text, common::NAME, TextKind::Permanent, Front::Both);
    assert!(c.is_supported(), "{text}: {:?}", c.diagnostics);
    assert_eq!(c.abilities.len(), 1, "{text}: {:?}", c.abilities);
    c.abilities[0].clone()
}

/// Refused by both front ends.
fn refused_both(text: &str) -> bool {
    !compile_with(text, common::NAME, TextKind::Permanent, Front::Both).is_supported()
}

#[test]
fn a_creature_that_would_enter_is_exiled_instead() {
    let exile_of = |card_type, nontoken, unless_cast| {
        Ability::OthersEnter(OthersEnter { whose: Controller::Any, card_type, of_chosen_type: false, how: EntersHow::ExileInstead { nontoken, unless_cast }, supertype: None })
    };
    let exile = |nontoken, unless_cast| exile_of(CardType::Creature, nontoken, unless_cast);
    // Containment Priest, in both wordings of entering.
    for text in [
        "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.",
        "If a nontoken creature would enter and it wasn't cast, exile it instead.",
    ] {
        assert_eq!(one_permanent(text), exile(true, true), "{text}");
    }
    assert_eq!(one_permanent("If a creature would enter the battlefield and it wasn't cast, exile it instead."), exile(false, true));
    assert_eq!(one_permanent("If an artifact would enter the battlefield, exile it instead."), exile_of(CardType::Artifact, false, false));
    // Not a card type: refused, not half-read.
    assert!(refused_both("If a nontoken wizard would enter the battlefield, exile it instead."));
    assert!(refused_both("If a nontoken creature would enter the battlefield and it wasn't cast, destroy it instead."));
}

#[test]
fn auras_that_enchant_a_player() {
    use mw_ir::{TargetKind, TargetSpec};
    assert_eq!(one_permanent("Enchant player"), Ability::Enchant(TargetSpec::new(TargetKind::Player)));
    assert_eq!(one_permanent("Enchant opponent"), Ability::Enchant(TargetSpec::new(TargetKind::Opponent)));
}

#[test]
fn damage_to_that_player_or_a_planeswalker_they_control() {
    use common::triggered;
    use mw_ir::{Amount, Effect, PlayerRef, Recipient, Subject, Trigger};
    // Curse of the Pierced Heart: the enchanted player's upkeep, and a recipient chosen
    // as it resolves (no target).
    let t = triggered("At the beginning of enchanted player's upkeep, ~ deals 1 damage to that player or a planeswalker that player controls.");
    assert_eq!(t.trigger, Trigger::AttachedControllerUpkeep);
    let want = Effect::DealDamage { source: Subject::This, amount: Amount::Fixed(1), to: Recipient::PlayerOrTheirPlaneswalker(PlayerRef::ThatPlayer) };
    assert_eq!(t.effect, vec![want]);
    // Another trigger giving "that player".
    let t = triggered("Whenever a player casts a spell, ~ deals 2 damage to that player or a planeswalker that player controls.");
    assert!(matches!(t.effect[..], [Effect::DealDamage { to: Recipient::PlayerOrTheirPlaneswalker(PlayerRef::ThatPlayer), .. }]), "{:?}", t.effect);
    // A planeswalker someone else controls is no such alternative.
    assert!(!refused("Whenever a player casts a spell, ~ deals 1 damage to that player or a planeswalker you control.").is_empty());
}

#[test]
fn put_under_your_control_and_a_condition_on_the_card_before_it_moves() {
    // Agadeem Occultist: "its mana value" is the target card's, read before it is put onto
    // the battlefield (CR 608.2c), not the permanent it becomes.
    let e = common::activated("{T}: Put target creature card from an opponent's graveyard onto the battlefield under your control if its mana value is less than or equal to the number of Allies you control.").effect;
    let text = format!("{e:?}");
    assert!(text.contains("ManaValueOf(Target(0))") && text.contains("under_you: true"), "{text}");
    assert!(!text.contains("ManaValueOf(Returned)"), "{text}");
}
