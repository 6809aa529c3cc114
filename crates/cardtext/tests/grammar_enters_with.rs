//! Issue 17 ("static: a compound statement" misses): how a permanent enters with counters
//! (CR 614.1c) — several kinds in one list, "a number of … counters on it equal to …",
//! "for each color of mana spent to cast it" (converge), "for each mana spent to cast
//! it"; counters with rules the engine doesn't give (keyword counters, shield, stun,
//! CR 122.1b–d) refused; and "If you would gain life, you gain that much life plus N
//! instead." (CR 614.1a). Text → IR, several wordings; what stays refused.

use mw_ir::{Ability, Amount, Condition, Counted, EntersReplacement, SelfStatic};
use mw_types::CounterKind;

mod common;
use common::{one_permanent, permanent, refused_permanent};

fn counters(a: &Ability) -> (CounterKind, Amount, Option<Condition>) {
    let Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition }) = a else { panic!("{a:?}") };
    (*kind, *amount, *condition)
}

#[test]
fn converge_and_mana_spent() {
    for (text, times) in [
        ("Test Card enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.", 1),
        ("This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.", 1),
        ("Test Card enters with two +1/+1 counters on it for each color of mana spent to cast it.", 2),
    ] {
        let (kind, amount, _) = counters(&one_permanent(text));
        assert_eq!(kind, CounterKind::PlusOne, "{text}");
        assert_eq!(amount, Amount::Count { of: Counted::ColorsSpent, times }, "{text}");
    }
    for text in [
        "Test Card enters with a +1/+1 counter on it for each mana spent to cast it.",
        "Test Card enters the battlefield with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
    ] {
        let (_, amount, _) = counters(&one_permanent(text));
        assert_eq!(amount, Amount::Count { of: Counted::ManaSpent, times: 1 }, "{text}");
    }
}

#[test]
fn a_number_of_counters_equal_to() {
    let (kind, amount, _) = counters(&one_permanent("Test Card enters the battlefield with a number of loyalty counters on him equal to your life total."));
    assert_eq!(kind, CounterKind::Loyalty);
    assert_eq!(amount, Amount::Count { of: Counted::Life(mw_ir::PlayerRef::You), times: 1 });
    let (_, amount, _) = counters(&one_permanent("Test Card enters the battlefield with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard."));
    assert!(matches!(amount, Amount::Count { of: Counted::Cards { .. }, times: 1 }), "{amount:?}");
    // "on it" left out at the end of the sentence.
    let (kind, amount, _) = counters(&one_permanent("Test Card enters the battlefield with four oil counters."));
    assert_eq!((kind, amount), (CounterKind::parse("oil").unwrap(), Amount::Fixed(4)));
}

#[test]
fn several_kinds_of_counters() {
    let v = permanent("Test Card enters the battlefield with a +1/+1 counter, a charge counter, and two oil counters on it.");
    let got: Vec<_> = v.iter().map(counters).map(|(k, a, _)| (k, a)).collect();
    let named = |s| CounterKind::parse(s).unwrap();
    assert_eq!(got, vec![(CounterKind::PlusOne, Amount::Fixed(1)), (named("charge"), Amount::Fixed(1)), (named("oil"), Amount::Fixed(2))]);
    // Under a condition, each kind under it.
    let v = permanent("If you control five or more untapped lands, Test Card enters the battlefield with two +1/+1 counters and a charge counter on it.");
    assert_eq!(v.len(), 2);
    assert!(v.iter().all(|a| counters(a).2.is_some()), "{v:?}");
}

#[test]
fn keyword_shield_and_stun_counters_enter_with_it() {
    // CR 122.1b–d: the engine gives these counters their rules, so they compile.
    let a = permanent("Test Card enters the battlefield with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it.");
    assert_eq!(a.len(), 4, "{a:?}");
    one_permanent("Test Card enters with a menace counter on it.");
}

/// Keyword counters for keywords the engine runs as triggers are refused.
#[test]
fn counters_with_rules_of_their_own_are_refused() {
    let m = refused_permanent("Test Card enters with an exalted counter on it.");
    assert!(m.contains("counters (their rules)"), "{m}");
}

#[test]
fn life_gained_plus_one() {
    assert_eq!(one_permanent("If you would gain life, you gain that much life plus 1 instead."), Ability::Static(SelfStatic::GainLifePlus(1)));
    assert_eq!(one_permanent("If you would gain life, you gain that much life plus 2 instead."), Ability::Static(SelfStatic::GainLifePlus(2)));
    // Doubling doesn't commute with additions (CR 616.1e): left a miss.
    refused_permanent("If you would gain life, you gain twice that much life instead.");
}

#[test]
fn as_it_enters_choose_a_color_other_than() {
    let v = permanent("Test Card enters the battlefield tapped.\nAs Test Card enters the battlefield, choose a color other than white.");
    assert!(v.contains(&Ability::AsEntersChoose(mw_ir::Choice::ColorOtherThan(mw_types::Color::White))), "{v:?}");
    assert_eq!(one_permanent("As Test Card enters, choose a color other than red."), Ability::AsEntersChoose(mw_ir::Choice::ColorOtherThan(mw_types::Color::Red)));
}
