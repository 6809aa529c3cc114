//! Issue 17: the party (CR 700.8) as a quantity: "for each creature in your party", "the
//! number of creatures in your party", "if you have a full party" (four). "In your party"
//! only counts: as an object filter (a target, a group) it is refused.

mod common;
use common::{amounts, refused, spell_effects, triggered};
use mw_cardtext::TextKind;
use mw_ir::{Amount, Condition, Counted, Effect, ManaProduction};
use mw_ir::target::Compare;

#[test]
fn for_each_creature_in_your_party() {
    // Ardent Electromancer, Tazri's kin ("draw a card for each …").
    let t = triggered("When ~ enters the battlefield, add {R} for each creature in your party.");
    assert!(matches!(&t.effect[..], [Effect::AddMana(ManaProduction::Counted { of: Counted::Party, .. })]), "{:?}", t.effect);
    let mut e = spell_effects("Draw a card for each creature in your party.");
    assert_eq!(amounts(&mut e), vec![Amount::Count { of: Counted::Party, times: 1 }]);
}

#[test]
fn the_number_of_creatures_in_your_party() {
    // Cascade Seer, Coveted Prize's kin: "where X is …" and "equal to …".
    let mut e = spell_effects("~ deals X damage to any target, where X is the number of creatures in your party.");
    assert_eq!(amounts(&mut e), vec![Amount::Count { of: Counted::Party, times: 1 }]);
    let mut e = spell_effects("You gain life equal to the number of creatures in your party.");
    assert_eq!(amounts(&mut e), vec![Amount::Count { of: Counted::Party, times: 1 }]);
}

#[test]
fn a_full_party_is_four() {
    let t = triggered("At the beginning of combat on your turn, if you have a full party, creatures you control get +1/+1 until end of turn.");
    let has = |c: &Condition| *c == Condition::Count { of: Counted::Party, compare: Compare::AtLeast(4) };
    let found = t.condition.as_ref().is_some_and(has) || t.effect.iter().any(|e| matches!(e, Effect::If { condition, .. } if has(condition)));
    assert!(found, "{t:?}");
}

#[test]
fn in_your_party_is_not_a_filter() {
    assert!(!refused("Destroy target creature in your party.", TextKind::Spell).is_empty());
}

#[test]
fn total_power_of_creatures() {
    use mw_ir::{Ability, Stat};
    // Formidable (Atarka Beastbreaker, Dragon-Scale Boon's kin): a restriction's condition.
    let abilities = common::permanent("{4}{G}: ~ gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or greater.");
    let found = abilities.iter().any(|a| match a {
        Ability::Activated(x) => format!("{x:?}").contains("Total { stat: Power") && format!("{x:?}").contains("AtLeast(8)"),
        _ => false,
    });
    assert!(found, "{abilities:?}");
    // "the total power of creatures you control" as an amount.
    let mut e = spell_effects("You gain life equal to the total power of creatures you control.");
    assert!(matches!(amounts(&mut e)[..], [Amount::Count { of: Counted::Total { stat: Stat::Power, filter }, times: 1 }] if filter.controller == mw_ir::Controller::You), "{e:?}");
}
