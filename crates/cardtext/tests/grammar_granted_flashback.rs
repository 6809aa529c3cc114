//! The grammar front end on flashback given to graveyard cards at their own mana cost
//! (CR 702.34a): "… gains flashback until end of turn. The flashback cost is equal to its
//! mana cost." (an instruction, CR 611.2c) and "… cards in your graveyard have flashback.
//! The flashback cost is equal to that card's mana cost." (a static ability, with its
//! condition); escape given the same way, its cost the card's mana cost plus cards exiled
//! from the graveyard (CR 702.138a). The cost sentence belongs to the keyword of the
//! sentence before it.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Condition, Effect, Subject};
use mw_types::CardType;

mod common;
use common::{first_miss, one_permanent, spell_effects, triggered};

#[test]
fn a_target_card_gains_flashback_until_end_of_turn() {
    // Snapcaster Mage; "its" and "that card's" alike.
    for text in [
        "When ~ enters the battlefield, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.",
        "Whenever ~ attacks, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to that card's mana cost.",
    ] {
        let t = triggered(text);
        assert_eq!(t.effect, vec![Effect::GainFlashback { subject: Subject::Target(0) }], "{text}");
        assert_eq!(t.targets.len(), 1);
    }
    // Recoup: a sorcery card only.
    assert_eq!(spell_effects("Target sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost."), vec![Effect::GainFlashback { subject: Subject::Target(0) }]);
}

#[test]
fn each_card_of_your_graveyard_gains_flashback() {
    // Past in Flames: the group fixed as it resolves.
    let e = spell_effects("Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.");
    let [Effect::GraveyardGainsFlashback { filter }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!((filter.card_type, filter.or_type), (Some(CardType::Instant), Some(CardType::Sorcery)));
}

#[test]
fn graveyard_cards_have_flashback_while_a_condition_holds() {
    // Lier, Disciple of the Drowned's second ability.
    let Ability::GraveyardCardsHave { ability, condition: None, .. } = one_permanent("Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost.") else { panic!() };
    assert_eq!(*ability, Ability::FlashbackAtManaCost);
    // Return the Past: only during its controller's turn.
    let a = one_permanent("As long as it's your turn, each instant and sorcery card in your graveyard has flashback. Its flashback cost is equal to its mana cost.");
    let Ability::GraveyardCardsHave { ability, condition: Some(c), .. } = a else { panic!("{a:?}") };
    assert_eq!(*ability, Ability::FlashbackAtManaCost);
    assert_eq!(c, Condition::YourTurn(true));
}

#[test]
fn other_costs_and_keywords_are_refused() {
    // A cost with more than the mana cost isn't read as flashback's.
    let m = first_miss("Each instant card in your graveyard has flashback. The flashback cost is equal to the card's mana cost plus exile three other cards from your graveyard.", TextKind::Permanent);
    assert!(m.contains("graveyard cards have"), "{m}");
    // Escape with nothing added, or with mana added, isn't held.
    let m = first_miss("Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost.", TextKind::Permanent);
    assert!(m.contains("graveyard cards have"), "{m}");
    let m = first_miss("Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus {2}.", TextKind::Permanent);
    assert!(!m.is_empty(), "{m}");
    // "Flashback without a cost sentence" is not a keyword it can give.
    let m = first_miss("Target instant card in your graveyard gains flashback until end of turn.", TextKind::Spell);
    assert!(!m.is_empty());
    // The cost sentence alone, after a sentence with no such keyword, stays unread.
    let m = first_miss("Draw a card. The flashback cost is equal to its mana cost.", TextKind::Spell);
    assert!(!m.is_empty());
}

#[test]
fn graveyard_cards_have_escape_at_their_mana_cost_plus_exiled_cards() {
    // Underworld Breach; The Master of Keys (an enchantment card, two words apart).
    for (text, n) in [
        ("Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile three other cards from your graveyard.", 3),
        ("Each enchantment card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile two other cards from your graveyard.", 2),
    ] {
        let a = one_permanent(text);
        let Ability::GraveyardCardsHave { ability, condition: None, .. } = a else { panic!("{a:?}") };
        let Ability::EscapeAtManaCost(mw_ir::AdditionalCost::Times(inner, k)) = *ability else { panic!("{ability:?}") };
        assert_eq!(k, n);
        assert!(matches!(*inner, mw_ir::AdditionalCost::ExileFromGraveyard(f) if f.props.other), "{text}");
    }
}
