//! Issue 17: "add X mana of any one color, where X is …" (CR 106.1, 107.3a): one color
//! chosen, as many mana of it as the count says as the mana is added; from a mana
//! ability, a triggered ability or a spell. An X paid in a cost, or a count a cost
//! choosing objects could change, is refused.

mod common;
use common::{one_permanent, refused_permanent, spell_effects, triggered};
use mw_ir::{Ability, Amount, Counted, Effect, ManaProduction, Subject};
use mw_types::{Color, ColorSet};

fn all() -> ColorSet {
    Color::ALL.into_iter().collect()
}

#[test]
fn a_mana_ability_of_one_color_counted() {
    // Sanctum Weaver, Heronblade Elite, Lotus Blossom, Arbor Adherent.
    for (text, counted) in [
        ("{T}: Add X mana of any one color, where X is the number of enchantments you control.", true),
        ("{T}: Add X mana of any one color, where X is ~'s power.", false),
        ("{T}, Sacrifice ~: Add X mana of any one color, where X is the number of petal counters on ~.", false),
        ("{T}: Add X mana of any one color, where X is the greatest toughness among other creatures you control.", true),
        ("{T}: Add X mana of any one color, where X is your life total.", true),
    ] {
        let Ability::Mana(m) = one_permanent(text) else { panic!("{text}: not a mana ability") };
        let ManaProduction::OneOfAmount { colors, amount } = m.produce else { panic!("{text}: {:?}", m.produce) };
        assert_eq!(colors, all(), "{text}");
        assert_eq!(matches!(amount, Amount::Count { .. }), counted, "{text}: {amount:?}");
    }
    let Ability::Mana(m) = one_permanent("{T}: Add X mana of any one color, where X is ~'s power.") else { panic!() };
    assert_eq!(m.produce, ManaProduction::OneOfAmount { colors: all(), amount: Amount::PowerOf(Subject::This) });
}

#[test]
fn a_triggered_or_spell_instruction() {
    // Sanctum of Fruitful Harvest; Metamorphosis-like spell wording with a count.
    let t = triggered("At the beginning of your precombat main phase, add X mana of any one color, where X is the number of Shrines you control.");
    assert!(matches!(&t.effect[..], [Effect::AddMana(ManaProduction::OneOfAmount { amount: Amount::Count { of: Counted::Permanents(_), times: 1 }, .. })]), "{:?}", t.effect);
    let e = spell_effects("Add X mana of any one color, where X is the number of cards in your hand.");
    assert!(matches!(&e[..], [Effect::AddMana(ManaProduction::OneOfAmount { amount: Amount::Count { of: Counted::Cards { .. }, times: 1 }, .. })]), "{e:?}");
}

#[test]
fn an_x_nobody_defined_or_a_cost_that_changes_the_count_is_refused() {
    // Petalmane Baku's X is paid in its cost; an X mana ability of that shape is refused.
    assert!(!refused_permanent("{T}: Add X mana of any one color.").is_empty());
    // A cost choosing an object could change the count before the mana is added.
    let r = refused_permanent("Sacrifice a creature: Add X mana of any one color, where X is the number of creatures you control.");
    assert!(!r.is_empty(), "{r}");
}
