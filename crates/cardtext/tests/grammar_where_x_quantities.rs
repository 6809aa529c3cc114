//! Issue 17 (", where X is" misses): quantities bound to X for a whole ability —
//! "~ enters with X +1/+1 counters on it, where X is …" (CR 107.3, 614.1c). Text → IR,
//! several wordings; what stays refused.

use mw_ir::{Ability, Amount, Counted, EntersReplacement, Stat};
use mw_types::CounterKind;

mod common;
use common::{one_permanent, refused_permanent};

fn counters(a: &Ability) -> (CounterKind, Amount) {
    let Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition: None }) = a else { panic!("{a:?}") };
    (*kind, *amount)
}

#[test]
fn enters_with_x_counters_where_x_is() {
    let (kind, amount) = counters(&one_permanent("Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield."));
    assert_eq!(kind, CounterKind::PlusOne);
    assert!(matches!(amount, Amount::Count { of: Counted::Permanents(_), times: 1 }), "{amount:?}");
    let (_, amount) = counters(&one_permanent("This creature enters with X +1/+1 counters on it, where X is the total toughness of other creatures you control."));
    assert!(matches!(amount, Amount::Count { of: Counted::Total { stat: Stat::Toughness, .. }, times: 1 }), "{amount:?}");
    let (_, amount) = counters(&one_permanent("Test Card enters the battlefield with X +1/+1 counters on it, where X is the greatest power among other creatures you control."));
    assert!(matches!(amount, Amount::Count { of: Counted::Greatest { stat: Stat::Power, .. }, times: 1 }), "{amount:?}");
    let (kind, amount) = counters(&one_permanent("Test Card enters the battlefield with X charge counters on it, where X is your life total."));
    assert_eq!(kind, CounterKind::parse("charge").unwrap());
    assert!(matches!(amount, Amount::Count { of: Counted::Life(_), times: 1 }), "{amount:?}");
    let (_, amount) = counters(&one_permanent("Test Card enters the battlefield with X +1/+1 counters on it, where X is the amount of life you've gained this turn."));
    assert!(matches!(amount, Amount::Count { of: Counted::LifeGainedThisTurn(_), times: 1 }), "{amount:?}");
}

#[test]
fn enters_with_x_counters_refused() {
    // An amount the grammar doesn't read stays a miss, never the spell's X.
    refused_permanent("Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of times the letter of your choice appears.");
    // Counters whose rules the engine doesn't give.
    refused_permanent("Test Card enters with X finality counters on it, where X is the number of creatures you control.");
}

#[test]
fn look_at_the_top_x_cards_where_x_is_then_put_them_back() {
    // CR 401.5: the definition holds for the "then" instruction after it, which has no X.
    let a = common::activated("{1}{U}: Look at the top X cards of your library, where X is the number of cards in your hand, then put them back in any order.");
    assert!(matches!(&a.effect[..], [mw_ir::Effect::Reorder { amount: Amount::Count { of: Counted::Cards { .. }, times: 1 }, whose: None }]), "{:?}", a.effect);
    let a = common::activated("{T}: Look at the top X cards of your library, where X is the number of Wizards on the battlefield, then put them back in any order.");
    assert!(matches!(&a.effect[..], [mw_ir::Effect::Reorder { amount: Amount::Count { of: Counted::Permanents(_), times: 1 }, .. }]), "{:?}", a.effect);
    // Revealed, then put back: still refused.
    refused_permanent("{T}: Reveal the top X cards of your library, where X is the number of cards in your hand, then put them back in any order.");
}

#[test]
fn the_amount_of_the_triggering_event() {
    // CR 603.2: the life of "whenever you gain life".
    let t = common::triggered("Whenever you gain life, target creature gets +X/+X until end of turn, where X is the amount of life you gained.");
    assert_eq!(common::amounts(&mut t.effect.clone()), vec![Amount::TriggerAmount], "{:?}", t.effect);
    // The damage of a trigger on damage dealt: by the source, by the event's object ("it").
    for text in [
        "Whenever Test Card deals combat damage to a player, you may return target creature card with mana value X or less from your graveyard to the battlefield, where X is the amount of damage Test Card dealt to that player.",
        "Whenever Test Card deals combat damage to a player, that player mills X cards, where X is the amount of damage dealt.",
        "Whenever a creature you control deals combat damage to a player, that player mills X cards, where X is the amount of damage it dealt to that player.",
    ] {
        let c = common::compiled_named(text, "Test Card", mw_cardtext::TextKind::Permanent);
        assert!(c.is_supported(), "{text}: {:?}", c.grammar);
    }
    // Another event's amount, or another dealer, or outside the event's own ability.
    for text in [
        "Whenever a creature dies, you draw X cards, where X is the amount of life you gained.",
        "Whenever Test Card attacks, defending player mills X cards, where X is the amount of damage dealt.",
        "Whenever you gain life, target player mills X cards, where X is the amount of damage dealt.",
        "Whenever a creature you control deals combat damage to a player, that player mills X cards, where X is the amount of damage Test Card dealt to that player.",
        "Whenever Test Card deals combat damage to a creature, you draw X cards, where X is the amount of damage it dealt to that player.",
        "Whenever you gain life, you may pay {1}. When you do, target creature gets +X/+X until end of turn, where X is the amount of life you gained.",
    ] {
        common::refused_permanent(text);
    }
}

#[test]
fn differently_named_and_different_powers() {
    // CR 201.2: each name once.
    let a = common::activated("{7}, {T}, Sacrifice this artifact: Draw X cards, where X is the number of differently named lands you control.");
    assert!(matches!(&a.effect[..], [mw_ir::Effect::Draw { amount: Amount::Count { of: Counted::DistinctNames(_), times: 1 }, .. }]), "{:?}", a.effect);
    let t = common::triggered("At the beginning of your end step, create a 0/0 red Gremlin artifact creature token. Put X +1/+1 counters on it, where X is the number of differently named artifact tokens you control.");
    assert!(common::amounts(&mut t.effect.clone()).iter().any(|a| matches!(a, Amount::Count { of: Counted::DistinctNames(_), times: 1 })), "{:?}", t.effect);
    let e = common::spell_effects("Search your library for up to X basic land cards, where X is the number of different powers among creatures you control. Put those cards onto the battlefield tapped, then shuffle.");
    assert!(matches!(&e[..], [mw_ir::Effect::Search { most: Some(Amount::Count { of: Counted::DistinctPowers(_), times: 1 }), .. }]), "{e:?}");
    // Cards in a zone: not counted by names.
    assert!(!common::spell_misses("Draw X cards, where X is the number of differently named cards in your graveyard.").is_empty());
}

#[test]
fn spells_you_have_cast_this_turn() {
    // CR 601.2i: the spells the controller cast this turn.
    let t = common::triggered("Whenever you cast a spell, you gain 1 life for each spell you've cast this turn.");
    assert!(matches!(&t.effect[..], [mw_ir::Effect::GainLife { amount: Amount::Count { of: Counted::SpellsCastThisTurn(mw_ir::PlayerRef::You), times: 1 }, .. }]), "{:?}", t.effect);
    let e = common::spell_effects("Test Card deals X damage to each creature your opponents control, where X is the number of spells you've cast this turn.");
    assert!(common::amounts(&mut e.clone()).contains(&Amount::Count { of: Counted::SpellsCastThisTurn(mw_ir::PlayerRef::You), times: 1 }), "{e:?}");
    // A spell's "other spells": itself not counted.
    let e = common::spell_effects("Test Card deals X damage to target creature, where X is 2 plus the number of other spells you've cast this turn.");
    assert!(common::amounts(&mut e.clone()).contains(&Amount::Offset { of: Counted::SpellsCastThisTurn(mw_ir::PlayerRef::You), times: 1, plus: 1 }), "{e:?}");
    // Other counts of spells cast stay refused.
    assert!(!common::spell_misses("Draw a card for each spell you've cast this turn from anywhere other than your hand.").is_empty());
    refused_permanent("When Test Card enters, create a 1/1 white Spirit creature token for each spell you've cast this turn other than the first.");
}

#[test]
fn creatures_with_a_creature_type_in_common() {
    // CR 205.3m: the most creatures sharing one type.
    let t = common::triggered("When Test Card enters, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type in common.");
    assert!(common::amounts(&mut t.effect.clone()).iter().any(|a| matches!(a, Amount::Count { of: Counted::SharedCreatureType(_), times: 1 })), "{:?}", t.effect);
    // Cards in a graveyard aren't counted so.
    assert!(!common::spell_misses("You gain X life, where X is the greatest number of creature cards in your graveyard that have a creature type in common.").is_empty());
}
