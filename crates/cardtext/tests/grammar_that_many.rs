//! Issue 17: amounts bound to an earlier instruction. "That many" after one player's
//! discard of a number the text doesn't state (a hand, "up to two", "any number") is the
//! number of cards discarded this way (CR 608.2c); after several players' discards (each
//! their own number) it is refused. Text → IR, several wordings.

use mw_ir::{Amount, Counted, Effect, PlayerRef};

mod common;
use common::{spell_effects, spell_misses, triggered};

fn discarded() -> Amount {
    Amount::Count { of: Counted::DiscardedThisWay { greatest: false }, times: 1 }
}

#[test]
fn discard_a_hand_then_draw_that_many() {
    for text in [
        "Discard all the cards in your hand, then draw that many cards.",
        "Discard your hand, then draw that many cards.",
    ] {
        let e = spell_effects(text);
        assert_eq!(e, vec![Effect::DiscardHand { player: PlayerRef::You }, Effect::Draw { player: PlayerRef::You, amount: discarded() }], "{text}");
    }
    // Under "you may … If you do" (Book Devourer).
    let t = triggered("Whenever ~ deals combat damage to a player, you may discard all the cards in your hand. If you do, draw that many cards.");
    assert!(matches!(&t.effect[1], Effect::IfYouDo { effect, .. } if **effect == Effect::Draw { player: PlayerRef::You, amount: discarded() }), "{:?}", t.effect);
}

#[test]
fn discard_up_to_or_any_number_then_draw_that_many() {
    for (text, n) in [
        ("Discard up to two cards, then draw that many cards.", 2),
        ("Discard up to three cards, then draw that many cards.", 3),
        ("Discard any number of cards, then draw that many cards.", 1_000_000),
    ] {
        let e = spell_effects(text);
        assert_eq!(
            e,
            vec![
                Effect::Discard { player: PlayerRef::You, amount: Amount::Fixed(n), random: false, up_to: true },
                Effect::Draw { player: PlayerRef::You, amount: discarded() }
            ],
            "{text}"
        );
    }
}

#[test]
fn each_players_discards_leave_that_many_unread() {
    for text in [
        "Each player discards all the cards in their hand, then draws that many cards.",
        "Each player discards any number of cards, then draws that many cards.",
    ] {
        assert!(!spell_misses(text).is_empty(), "{text}: {:?}", spell_effects(text));
    }
}
