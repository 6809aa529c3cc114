//! A hand revealed with nothing chosen from it (CR 701.20a): `Effect::RevealHand`, every
//! player sees the cards; "[quality] cards revealed this way" after it are that hand's
//! cards (`Counted::Cards` in the hand). A card chosen from it stays with `lower/hand.rs`'s
//! other shapes.

use mw_ir::{Amount, Counted, Effect, PlayerRef};
use mw_types::CardType;

mod common;
use common::{spell_effects as spell, spell_misses as misses};

#[test]
fn a_hand_revealed_then_an_independent_instruction() {
    // Search Warrant.
    let e = spell("Target player reveals their hand. You gain life equal to the number of cards in that player's hand.");
    assert!(matches!(&e[..], [Effect::RevealHand { player: PlayerRef::Target(0) }, Effect::GainLife { .. }]), "{e:?}");
}

#[test]
fn cards_of_a_quality_revealed_this_way_are_counted_in_that_hand() {
    // Blood Oath.
    let e = spell("Choose a card type. Target opponent reveals their hand. ~ deals 3 damage to that player for each card of the chosen type revealed this way.");
    assert!(matches!(&e[1], Effect::RevealHand { player: PlayerRef::Target(0) }), "{e:?}");
    let Effect::DealDamage { amount: Amount::Count { of: Counted::Cards { zone, player: PlayerRef::Target(0), .. }, times: 3 }, .. } = &e[2] else { panic!("{e:?}") };
    assert_eq!(*zone, mw_ir::CardZone::Hand);
}

#[test]
fn reveal_and_discard_all_shows_the_hand_to_everyone() {
    // Cabal Therapy's wording: a reveal, not a look (CR 701.20a vs 701.20e).
    let e = spell("Choose a nonland card name. Target player reveals their hand and discards all cards with that name.");
    assert!(matches!(&e[1], Effect::RevealHand { .. }), "{e:?}");
    let _ = CardType::Land;
}

#[test]
fn a_choice_the_grammar_cannot_hold_is_still_refused() {
    // A nonland card from the hand or a card from the graveyard: not one choice from the hand.
    assert!(!misses("Target opponent reveals their hand. You choose a nonland card from it or a card from their graveyard. Exile that card. You lose 1 life.").is_empty());
    // "in it" naming the hand: no antecedent for it yet.
    assert!(!misses("Target opponent reveals their hand. You draw a card for each Mountain and red card in it.").is_empty());
}

#[test]
fn reveal_until_the_rest_into_exile_or_every_card_into_the_hand() {
    use mw_ir::{DigRest, SearchTo};
    // Sacred Guide's instruction.
    let e = spell("Reveal cards from the top of your library until you reveal a white card. Put that card into your hand and exile all other cards revealed this way.");
    assert!(matches!(&e[..], [Effect::RevealUntil { found: Some(SearchTo::Hand), rest: DigRest::Exile, .. }]), "{e:?}");
    // Treasure Hunt: the land cards and the nonland card alike.
    let e = spell("Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this way into your hand.");
    assert!(matches!(&e[..], [Effect::RevealUntil { found: None, rest: DigRest::Hand, .. }]), "{e:?}");
    // Into another player's hand: refused.
    assert!(!misses("Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this way into target opponent's hand.").is_empty());
}

#[test]
fn a_hand_revealed_inside_when_you_do() {
    use mw_cardtext::{compile_with, Front, TextKind};
    use mw_ir::Ability;
    // Cabal Therapist: the reflexive trigger's body is read as a sentence of its own.
    let text = "At the beginning of your precombat main phase, you may sacrifice a creature. When you do, choose a nonland card name, then target player reveals their hand and discards all cards with that name.";
    let c = compile_with(text, "Nobody", TextKind::Permanent, Front::Grammar);
    assert!(c.is_supported(), "{:?}", c.grammar);
    let Some(Ability::Triggered(t)) = c.abilities.first() else { panic!("{:?}", c.abilities) };
    let s = format!("{:?}", t.effect);
    assert!(s.contains("Reflexive") && s.contains("RevealHand") && s.contains("PlayerMoves"), "{s}");
}

#[test]
fn the_exiled_card_may_be_played_after_the_rest_is_put_away() {
    use mw_ir::{DigRest, PlayUntil, SearchTo};
    // Florian, Voldaren Scion's wording.
    let e = spell("Look at the top five cards of your library. Exile one of those cards and put the rest on the bottom of your library in a random order. You may play the exiled card this turn.");
    assert!(matches!(&e[..], [Effect::Dig { take: 1, to: SearchTo::Exile, rest: DigRest::BottomRandom, .. }, Effect::MayPlayExiled { until: PlayUntil::ThisTurn, .. }]), "{e:?}");
    // Nahiri's Warcrafting's: "you may exile", the rest in a sentence of its own.
    let e = spell("Look at the top five cards of your library. You may exile one of those cards. Put the rest on the bottom of your library in a random order. You may play the exiled card this turn.");
    assert!(matches!(&e[..], [Effect::Dig { exact: false, to: SearchTo::Exile, .. }, Effect::MayPlayExiled { .. }]), "{e:?}");
    // Two permissions: refused.
    assert!(!misses("Look at the top five cards of your library. Exile one of those cards and put the rest on the bottom of your library in a random order. You may play the exiled card this turn. You may play the exiled card this turn.").is_empty());
}
