//! Issue 17: "…, where X is …" sentences. A clause of the sentence that doesn't say X
//! needs no definition ("gains trample and gets +X/+X"); a count plus or minus a number
//! (CR 107.1b: zero when negative). Text → IR, several wordings.

use mw_ir::{Amount, Counted, Effect, PlayerRef};

mod common;
use common::{amounts, spell_effects, triggered};

#[test]
fn a_clause_without_x_needs_no_definition() {
    for text in [
        "Until end of turn, target creature gains trample and gets +X/+X, where X is the number of creatures you control.",
        "Target creature gets +X/+X and gains trample until end of turn, where X is the number of cards in your hand.",
    ] {
        let mut e = spell_effects(text);
        let a = amounts(&mut e);
        assert!(a.iter().any(|a| matches!(a, Amount::Count { .. })), "{text}: {e:?}");
        assert!(!a.contains(&Amount::X), "{text}: {e:?}");
    }
    let t = triggered("Whenever ~ attacks, you gain 2 life. Then creatures you control gain trample and get +X/+X until end of turn, where X is the amount of life you gained this turn.");
    let mut e = t.effect.clone();
    assert!(amounts(&mut e).contains(&Amount::Count { of: Counted::LifeGainedThisTurn(PlayerRef::You), times: 1 }), "{e:?}");
}

#[test]
fn a_token_of_x_x_takes_the_count() {
    // CR 608.2h: the token's X/X is the count as the instruction resolves, not 0.
    let e = spell_effects("Create an X/X green Ooze creature token, where X is the number of creatures you control.");
    assert!(
        matches!(&e[..], [Effect::CreateTokens { pt: Some(Amount::Count { of: Counted::Permanents(_), times: 1 }), .. }]),
        "{e:?}"
    );
}

#[test]
fn a_count_plus_or_minus_a_number() {
    let hand = |p| Counted::Cards { zone: mw_ir::CardZone::Hand, player: p, filter: Default::default() };
    let t = triggered("At the beginning of each opponent's upkeep, ~ deals X damage to that player, where X is the number of cards in their hand minus 4.");
    let mut e = t.effect.clone();
    assert_eq!(amounts(&mut e), vec![Amount::Offset { of: hand(PlayerRef::ThatPlayer), times: 1, plus: -4 }]);
    let t = triggered("At the beginning of each opponent's upkeep, ~ deals X damage to that player, where X is 3 minus the number of cards in their hand.");
    let mut e = t.effect.clone();
    assert_eq!(amounts(&mut e), vec![Amount::Offset { of: hand(PlayerRef::ThatPlayer), times: -1, plus: 3 }]);
    for (text, plus) in [
        ("~ deals X damage to any target, where X is 1 plus the number of basic land types among lands you control.", 1),
        ("~ deals X damage to any target, where X is one plus the number of creatures you control.", 1),
        ("You gain X life, where X is 2 plus the number of creatures you control.", 2),
    ] {
        let mut e = spell_effects(text);
        let a = amounts(&mut e);
        assert!(matches!(a[..], [Amount::Offset { times: 1, plus: p, .. }] if p == plus), "{text}: {a:?}");
    }
}

#[test]
fn colors_among_permanents() {
    for text in [
        "When this creature enters, it deals X damage to target creature an opponent controls, where X is the number of colors among permanents you control.",
        "When this creature enters, you gain life equal to the number of colors among permanents you control.",
    ] {
        let t = triggered(text);
        let mut e = t.effect.clone();
        let a = amounts(&mut e);
        assert!(
            matches!(a[..], [Amount::Count { of: Counted::ColorsAmong(f), times: 1 }] if f.controller == mw_ir::Controller::You),
            "{text}: {a:?}"
        );
    }
}

#[test]
fn two_counts_added_or_taken_away() {
    // CR 107.1b: Hobbit's Sting, Calamitous Cave-In, Armix; Bulwark (zero when negative).
    for text in [
        "~ deals X damage to target creature, where X is the number of creatures you control plus the number of Foods you control.",
        "~ deals X damage to each creature and each planeswalker, where X is the number of Caves you control plus the number of Cave cards in your graveyard.",
    ] {
        let mut e = spell_effects(text);
        let a = amounts(&mut e);
        assert!(matches!(a[..], [Amount::Sum { a: Counted::Permanents(_), minus: false, .. }]), "{text}: {a:?}");
    }
    let t = triggered("At the beginning of your upkeep, ~ deals X damage to target opponent, where X is the number of cards in your hand minus the number of cards in that player's hand.");
    let mut e = t.effect.clone();
    let a = amounts(&mut e);
    assert!(
        matches!(a[..], [Amount::Sum { a: Counted::Cards { player: PlayerRef::You, .. }, b: Counted::Cards { .. }, minus: true }]),
        "{a:?}"
    );
}

#[test]
fn counters_of_every_kind() {
    // CR 122.1: "the number of counters on …" counts every kind (Parting Thoughts, Qala).
    let mut e = spell_effects("Destroy target creature. You draw X cards and you lose X life, where X is the number of counters on that creature.");
    let a = amounts(&mut e);
    assert!(a.len() == 2 && a.iter().all(|a| matches!(a, Amount::AllCountersOn(_))), "{a:?}");
    let t = triggered("Whenever ~ attacks, other attacking creatures you control get +X/+0 until end of turn, where X is the number of counters on ~.");
    let mut e = t.effect.clone();
    assert!(amounts(&mut e).iter().any(|a| matches!(a, Amount::AllCountersOn(mw_ir::Subject::This))), "{e:?}");
}

#[test]
fn opponents_and_cards_drawn() {
    // CR 102.2, 121.1.
    let t = triggered("When ~ enters, create X 1/1 white Spirit creature tokens, where X is the number of opponents you have.");
    let mut e = t.effect.clone();
    assert!(amounts(&mut e).contains(&Amount::Count { of: Counted::Opponents, times: 1 }), "{e:?}");
    let mut e = spell_effects("Create X 1/1 white Spirit creature tokens, where X is the number of cards you've drawn this turn.");
    assert!(amounts(&mut e).contains(&Amount::Count { of: Counted::DrawnThisTurn(PlayerRef::You), times: 1 }), "{e:?}");
}

#[test]
fn instructions_after_the_definition() {
    // Ugin's Insight: "…, where X is …, then draw three cards."
    let e = spell_effects("Scry X, where X is the highest mana value among permanents you control, then draw three cards.");
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(matches!(e[1], Effect::Draw { .. }), "{e:?}");
    let mut e2 = e.clone();
    let a = amounts(&mut e2);
    assert!(a.iter().any(|a| matches!(a, Amount::Count { of: Counted::Greatest { .. }, .. })) && !a.contains(&Amount::X), "{a:?}");
}

#[test]
fn instructions_after_the_definition_are_read_or_refused() {
    // Kraul Harpooner: "…, then you may have ~ fight that creature": the instruction
    // after the definition is read with it (an optional fight), never dropped.
    let e = spell_effects("Target creature gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard, then you may have ~ fight that creature.");
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(matches!(&e[1], Effect::Optional(f) if matches!(**f, Effect::Fight { .. })), "{e:?}");
    // One the grammar doesn't read still refuses the whole sentence.
    let m = common::spell_misses("Target creature gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard, then you may have ~ frobnicate that creature.");
    assert!(!m.is_empty());
}
