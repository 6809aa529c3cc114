//! The grammar front end on values chosen as an instruction resolves (issue 17, CR
//! 608.2d): "choose odd or even" and "with mana value of the chosen quality" (CR 202.3);
//! "choose an opponent", "choose a player", "choose an opponent at random", and "that
//! player" / "the chosen player" after it (`PlayerRef::Chosen`). Text → IR.

use mw_cardtext::TextKind;
use mw_ir::{Choice, ChosenIs, Effect, PlayerRef};

mod common;
use common::{refused, spell_effects as spell, triggered};

#[test]
fn odd_or_even_then_mana_value_of_the_chosen_quality() {
    let e = spell("Choose odd or even. Exile each creature with mana value of the chosen quality. (Zero is even.)");
    assert!(matches!(e[0], Effect::Choose(Choice::Parity)), "{e:?}");
    match &e[1] {
        Effect::ForEach { filter, .. } => assert_eq!(filter.props.chosen, Some(ChosenIs::ManaValueParity)),
        other => panic!("{other:?}"),
    }
    // Destroy, and "other" creatures, read the same way.
    let e = spell("Choose odd or even. Destroy each other creature with mana value of the chosen quality.");
    assert!(matches!(e[0], Effect::Choose(Choice::Parity)), "{e:?}");
    // Power of the chosen quality isn't read.
    refused("Choose odd or even. Return each creature with power of the chosen quality to its owner's hand.", TextKind::Spell);
}

#[test]
fn an_opponent_chosen_is_that_player() {
    let t = triggered("When ~ enters, choose an opponent. That player sacrifices a creature.");
    assert!(matches!(t.effect[0], Effect::Choose(Choice::Player { opponent: true, random: false })), "{:?}", t.effect);
    assert!(matches!(t.effect[1], Effect::Sacrifices { player: PlayerRef::Chosen, .. }), "{:?}", t.effect);
    // At random: no player decides.
    let t = triggered("At the beginning of your upkeep, choose an opponent at random. Exile the top card of that player's library.");
    assert!(matches!(t.effect[0], Effect::Choose(Choice::Player { opponent: true, random: true })), "{:?}", t.effect);
    assert!(matches!(t.effect[1], Effect::ExileTop { player: PlayerRef::Chosen, .. }), "{:?}", t.effect);
    // Any player, and "the chosen player".
    let t = triggered("When ~ enters, choose a player. The chosen player draws a card.");
    assert!(matches!(t.effect[0], Effect::Choose(Choice::Player { opponent: false, random: false })), "{:?}", t.effect);
    assert!(matches!(t.effect[1], Effect::Draw { player: PlayerRef::Chosen, .. }), "{:?}", t.effect);
}

#[test]
fn a_chosen_player_without_a_choice_or_after_a_color_is_refused() {
    // "The chosen player" with no choice made before names nobody known.
    refused("When ~ enters, the chosen player draws a card.", TextKind::Permanent);
    // One value is kept per resolution: a color then a player would lose the color.
    refused("When ~ enters, choose a color. Choose an opponent. That player loses 1 life.", TextKind::Permanent);
}

#[test]
fn you_and_another_player_each() {
    // "You and that player each …": the instruction for you, then for the chosen player.
    let e = spell("Choose an opponent. You and that player each draw three cards.");
    assert!(matches!(e[1], Effect::Draw { player: PlayerRef::You, .. }), "{e:?}");
    assert!(matches!(e[2], Effect::Draw { player: PlayerRef::Chosen, .. }), "{e:?}");
    // A target opponent is one target, named once.
    let s = common::spell_ability("You and target opponent each draw a card.");
    assert_eq!(s.targets.len(), 1);
    assert!(matches!(s.effect.as_slice(), [Effect::Draw { player: PlayerRef::You, .. }, Effect::Draw { player: PlayerRef::Target(0), .. }]), "{:?}", s.effect);
    // Tokens too.
    let e = spell("Choose an opponent. You and that player each create a Food token.");
    assert!(matches!(e[2], Effect::CreateTokens { player: PlayerRef::Chosen, .. }), "{e:?}");
    // An instruction in which each chooses (CR 101.4) isn't read this way.
    refused("You and target opponent each sacrifice a creature.", TextKind::Spell);
}

#[test]
fn a_number_between_two_bounds_is_that_many() {
    let e = spell("Choose a number between 0 and 13. Each player sacrifices that many creatures.");
    assert!(matches!(e[0], Effect::Choose(Choice::Number { min: 0, max: 13 })), "{e:?}");
    match &e[1] {
        Effect::Sacrifices { player: PlayerRef::EachPlayer, count, .. } => assert_eq!(*count, mw_ir::Amount::Count { of: mw_ir::Counted::ChosenNumber, times: 1 }),
        other => panic!("{other:?}"),
    }
    // An unbounded number offers no finite choice: refused.
    refused("Choose a number. Each player sacrifices that many creatures.", TextKind::Spell);
    // "That many creatures" with no number before: refused.
    refused("Each player sacrifices that many creatures.", TextKind::Spell);
}
