//! The grammar front end on quantities (issue 17): counters on the source counted by a
//! static ability ("gets +1/+1 for each charge counter on ~") or defining its power and
//! toughness, cards of some types in one or all graveyards, and doubling counters (CR
//! 701.10e). Text → IR, several cards' wordings each.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Amount, Change, Count, Effect, Subject};
use mw_types::{CardType, CounterKind};

mod common;
use common::{continuous, grammar, refused, spell_effects};

fn mask(types: &[CardType]) -> u16 {
    types.iter().fold(0, |m, t| m | 1 << (*t as u32))
}

#[test]
fn pt_for_each_counter_on_the_source() {
    let kind = |k: &str| CounterKind::parse(k).unwrap();
    for (text, affected, k, p, t) in [
        // Banshee's Blade, Valor Made Real's kin (Orcish Banner-like), Necrosquito, Withering Hex.
        ("Equipped creature gets +1/+1 for each charge counter on ~.", Affected::Equipped, "charge", 1, 1),
        ("Creatures you control get +1/+1 for each valor counter on ~.", Affected::CreaturesYouControl { other: false }, "valor", 1, 1),
        ("~ gets +1/+1 for each oil counter on it.", Affected::Itself, "oil", 1, 1),
        ("Enchanted creature gets -1/-1 for each plague counter on ~.", Affected::Enchanted, "plague", -1, -1),
        ("Equipped creature gets +1/+1 for each +1/+1 counter on ~.", Affected::Equipped, "+1/+1", 1, 1),
    ] {
        let (a, ch) = continuous(text);
        assert_eq!(a, affected, "{text}");
        assert_eq!(ch, vec![Change::PtFor(Count::CountersOnSource(kind(k)), p, t)], "{text}");
    }
    // "it" names the enchanted creature here, not the source: refused.
    assert!(!refused("Enchanted creature gets +1/+1 for each +1/+1 counter on it.", TextKind::Permanent).is_empty());
}

#[test]
fn a_pump_for_each_counter_counted_as_it_resolves() {
    let e = spell_effects("Target creature gets +1/+1 until end of turn for each +1/+1 counter on it.");
    let [Effect::Pump { subject: Subject::Target(0), power: 1, toughness: 1, times, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(*times, Amount::CountersOn(Subject::Target(0), CounterKind::PlusOne));
}

#[test]
fn pt_defined_by_counters_or_graveyard_cards() {
    for (text, count, power, toughness) in [
        // Chimeric Mass, Myth Realized, Rusting Golem.
        ("This creature's power and toughness are each equal to the number of charge counters on it.", Count::CountersOnSource(CounterKind::parse("charge").unwrap()), true, true),
        ("~'s power and toughness are each equal to the number of lore counters on it.", Count::CountersOnSource(CounterKind::parse("lore").unwrap()), true, true),
        // Lhurgoyf (its printed 1+*), Cantivore, Terravore, Cognivore.
        ("~'s power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.", Count::GraveyardCards { all: true, types: mask(&[CardType::Creature]) }, true, true),
        ("~'s power and toughness are each equal to the number of enchantment cards in all graveyards.", Count::GraveyardCards { all: true, types: mask(&[CardType::Enchantment]) }, true, true),
        ("~'s power and toughness are each equal to the number of land cards in all graveyards.", Count::GraveyardCards { all: true, types: mask(&[CardType::Land]) }, true, true),
        // Lord of Extinction, Apocalypse Demon: cards of any type.
        ("~'s power and toughness are each equal to the number of cards in all graveyards.", Count::GraveyardCards { all: true, types: 0 }, true, true),
        ("~'s power and toughness are each equal to the number of cards in your graveyard.", Count::GraveyardCards { all: false, types: 0 }, true, true),
        // Enigma Drake: two types, either one.
        ("~'s power is equal to the number of instant and sorcery cards in your graveyard.", Count::GraveyardCards { all: false, types: mask(&[CardType::Instant, CardType::Sorcery]) }, true, false),
    ] {
        assert_eq!(grammar(text, TextKind::Permanent), vec![Ability::PtEquals { count, power, toughness, plus: None, times: 1 }], "{text}");
    }
}

#[test]
fn doubling_counters_puts_as_many_again() {
    let plus = CounterKind::PlusOne;
    // Dragonsguard Elite (its own), Hydra's Growth-like (a target).
    let e = spell_effects("Double the number of +1/+1 counters on target creature.");
    assert_eq!(e, vec![Effect::PutCounters { subject: Subject::Target(0), kind: plus, amount: Amount::CountersOn(Subject::Target(0), plus) }]);
    let abilities = grammar("{4}{G}{G}: Double the number of +1/+1 counters on ~.", TextKind::Permanent);
    let Some(Ability::Activated(a)) = abilities.first() else { panic!("{abilities:?}") };
    assert_eq!(a.effect, vec![Effect::PutCounters { subject: Subject::This, kind: plus, amount: Amount::CountersOn(Subject::This, plus) }]);
    // Bristly Bill: each creature you control, each its own count.
    let e = spell_effects("Double the number of +1/+1 counters on each creature you control.");
    let [Effect::ForEach { effect, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(**effect, Effect::PutCounters { subject: Subject::Each, kind: plus, amount: Amount::CountersOn(Subject::Each, plus) });
    // "each kind of counter" isn't read.
    assert!(!refused("Double the number of each kind of counter on target permanent.", TextKind::Spell).is_empty());
}
