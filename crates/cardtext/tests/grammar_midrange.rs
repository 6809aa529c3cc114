//! The grammar front end on the constructs behind Modern midrange decks (Yawgmoth, Jund,
//! Omnath): searches bounded by the spell's X, mana abilities adding one of several
//! groups of mana (filter lands), the keywords by which other objects pay for a spell,
//! characteristic-defining power and toughness. Text → IR, several wordings each.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Compare, Count, Effect, ManaProduction, Relation, Relative, SearchTo};
use mw_types::{CardType, ManaSymbol, ManaType};

mod common;
use common::{grammar, refused, spell_effects as spell};

#[test]
fn a_search_bounded_by_the_spells_x() {
    for (text, t, relation, to) in [
        // Chord of Calling, Green Sun's Zenith's first sentence, Whir of Invention.
        ("Search your library for a creature card with mana value X or less, put it onto the battlefield, then shuffle.", CardType::Creature, Relation::AtMost, SearchTo::Battlefield { tapped: false }),
        ("Search your library for a green creature card with mana value X or less, put it onto the battlefield, then shuffle.", CardType::Creature, Relation::AtMost, SearchTo::Battlefield { tapped: false }),
        ("Search your library for an artifact card with mana value X or less, put it onto the battlefield, then shuffle.", CardType::Artifact, Relation::AtMost, SearchTo::Battlefield { tapped: false }),
        ("Search your library for a creature card with mana value X, reveal it, put it into your hand, then shuffle.", CardType::Creature, Relation::Equal, SearchTo::Hand),
    ] {
        let e = spell(text);
        let [Effect::Search { filter, count: 1, to: got, only, .. }] = e.as_slice() else { panic!("{text}: {e:?}") };
        assert_eq!(filter.card_type, Some(t), "{text}");
        assert_eq!(filter.props.mana_value, None, "{text}: the bound is counted as it resolves");
        assert_eq!(*only, Some(Relative::ManaValue { relation, amount: Amount::X }), "{text}");
        assert_eq!(*got, to, "{text}");
    }
    // A fixed bound stays in the filter.
    let e = spell("Search your library for a creature card with mana value 3 or less, put it onto the battlefield, then shuffle.");
    let [Effect::Search { filter, only: None, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(filter.props.mana_value, Some(Compare::AtMost(3)));
}

#[test]
fn a_mana_ability_adding_one_of_several_groups() {
    // Filter lands: one ability per group, each with the hybrid cost and {T}.
    for (text, groups) in [
        ("{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}.", [[ManaType::Black, ManaType::Black], [ManaType::Black, ManaType::Green], [ManaType::Green, ManaType::Green]]),
        ("{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", [[ManaType::White, ManaType::White], [ManaType::White, ManaType::Blue], [ManaType::Blue, ManaType::Blue]]),
        ("{R/G}, {T}: Add {R}{R}, {R}{G}, or {G}{G}.", [[ManaType::Red, ManaType::Red], [ManaType::Red, ManaType::Green], [ManaType::Green, ManaType::Green]]),
    ] {
        let a = grammar(text, TextKind::Permanent);
        assert_eq!(a.len(), 3, "{text}: {a:?}");
        for (ab, g) in a.iter().zip(groups) {
            let Ability::Mana(m) = ab else { panic!("{text}: {ab:?}") };
            assert!(m.cost.tap, "{text}");
            assert!(matches!(m.cost.mana.symbols.as_slice(), [ManaSymbol::Hybrid(..)]), "{text}: {:?}", m.cost);
            assert_eq!(m.produce, ManaProduction::Fixed(g.into_iter().collect()), "{text}");
        }
    }
    // One symbol each is still one ability with a choice; a list without "or" isn't read
    // as a choice.
    let a = grammar("{T}: Add {W}, {U}, or {B}.", TextKind::Permanent);
    assert!(matches!(a.as_slice(), [Ability::Mana(m)] if matches!(m.produce, ManaProduction::OneOf { amount: 1, .. })), "{a:?}");
    // Outside a mana ability's own line the groups aren't lowered.
    assert!(refused("Add {B}{B}, {B}{G}, or {G}{G}. Draw a card.", TextKind::Spell).contains("groups of mana"));
}

#[test]
fn keywords_by_which_other_objects_pay_or_the_card_is_cast_again() {
    for (text, want) in [("Convoke", Ability::Convoke), ("Improvise", Ability::Improvise), ("Delve", Ability::Delve), ("Retrace", Ability::Retrace)] {
        assert_eq!(grammar(text, TextKind::Spell), vec![want], "{text}");
    }
}

#[test]
fn power_and_toughness_defined_by_a_count() {
    for (text, count, power, toughness) in [
        // Tarmogoyf: the printed 1+* carries "plus 1".
        ("Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", Count::CardTypesInGraveyards { all: true }, true, true),
        ("Test Card's power and toughness are each equal to the number of card types among cards in your graveyard.", Count::CardTypesInGraveyards { all: false }, true, true),
        ("Test Card's power and toughness are each equal to the number of cards in your hand.", Count::CardsInHand, true, true),
        ("Test Card's power is equal to the number of creature cards in your graveyard.", Count::CardsInGraveyard(CardType::Creature), true, false),
        ("Test Card's toughness is equal to your life total.", Count::LifeTotal, false, true),
    ] {
        let text = text.replace("Tarmogoyf", "Test Card");
        assert_eq!(grammar(&text, TextKind::Permanent), vec![Ability::PtEquals { count, power, toughness, plus: None, times: 1 }], "{text}");
    }
    // A count that reads other creatures' power is refused (two such creatures would ask
    // each other).
    let why = refused("Test Card's power is equal to the greatest power among creatures you control.", TextKind::Permanent);
    assert!(!why.is_empty());
}

#[test]
fn a_god_is_not_a_creature_below_its_devotion() {
    use mw_ir::{Affected, Change, Condition, Counted, StaticEffect};
    use mw_types::{Color, ColorSet};
    let set = |v: &[Color]| v.iter().copied().collect::<ColorSet>();
    for (text, colors, n) in [
        ("As long as your devotion to red and green is less than seven, Test Card isn't a creature.", set(&[Color::Red, Color::Green]), 7),
        ("As long as your devotion to black is less than five, Test Card isn't a creature.", set(&[Color::Black]), 5),
        ("As long as your devotion to white and blue is less than seven, Test Card isn't a creature.", set(&[Color::White, Color::Blue]), 7),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let want = StaticEffect {
            affected: Affected::Itself,
            changes: vec![Change::RemoveType(CardType::Creature)],
            condition: Some(Condition::Amounts { left: Amount::Count { of: Counted::Devotion(colors), times: 1 }, relation: Relation::Less, right: Amount::Fixed(n) }),
        };
        assert_eq!(a, vec![Ability::Continuous(want)], "{text}");
    }
    // Devotion as an amount of an instruction (Gray Merchant of Asphodel).
    let a = grammar("When Test Card enters, each opponent loses X life, where X is your devotion to black.", TextKind::Permanent);
    assert!(format!("{a:?}").contains("Devotion"), "{a:?}");
}

#[test]
fn if_then_otherwise_across_sentences() {
    use mw_ir::Condition;
    // Klothys: the exiled card as it last existed decides which branch.
    let a = grammar("At the beginning of your precombat main phase, exile target card from a graveyard. If it was a land card, add {R} or {G}. Otherwise, you gain 2 life and Test Card deals 2 damage to each opponent.", TextKind::Permanent);
    let [Ability::Triggered(t)] = a.as_slice() else { panic!("{a:?}") };
    let [_, Effect::If { condition: c1, effect, otherwise: Some(o1) }, Effect::If { condition: c2, effect: nothing, otherwise: Some(o2) }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    assert_eq!(c1, c2);
    assert!(matches!(c1, Condition::ObjectIs { .. }), "{c1:?}");
    assert!(matches!(**effect, Effect::AddMana(ManaProduction::OneOf { amount: 1, .. })), "{effect:?}");
    assert!(matches!(**nothing, Effect::Nothing));
    assert!(matches!(**o1, Effect::GainLife { .. }), "{o1:?}");
    assert!(matches!(**o2, Effect::DealDamage { .. }), "{o2:?}");
    // A spell: two instructions in the first branch, one in the other.
    let e = spell("If you control an artifact, draw two cards and you gain 2 life. Otherwise, you gain 3 life.");
    let [Effect::If { effect: d, otherwise: Some(g3), .. }, Effect::If { effect: g2, otherwise: None, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert!(matches!(**d, Effect::Draw { .. }) && matches!(**g2, Effect::GainLife { .. }) && matches!(**g3, Effect::GainLife { .. }), "{e:?}");
    // "Otherwise" after an instruction with no condition is refused.
    assert!(refused("Draw a card. Otherwise, you gain 3 life.", TextKind::Spell).contains("otherwise"));
}

#[test]
fn escalate_is_paid_per_mode_beyond_the_first() {
    use mw_ir::AdditionalCost;
    for (text, inner) in [
        ("Escalate—Discard a card.", "Discard"),
        ("Escalate—Sacrifice a land.", "Sacrifice"),
        ("Escalate—Tap an untapped creature you control.", "TapUntapped"),
    ] {
        let a = grammar(text, TextKind::Spell);
        let [Ability::AdditionalCost(AdditionalCost::PerExtraMode(e))] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert!(format!("{e:?}").starts_with(inner), "{text}: {e:?}");
    }
    // Collective Brutality: the modal line keeps its "one or more" count beside it.
    let c = compile_with(
        "Escalate—Discard a card.\nChoose one or more —\n• Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards that card.\n• Target creature gets -2/-2 until end of turn.\n• Target opponent loses 2 life and you gain 2 life.",
        "Test Card",
        TextKind::Spell,
        Front::Grammar,
    );
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    assert!(c.abilities.iter().any(|a| matches!(a, Ability::ChooseOne { modes: 7, printed } if printed.min == 1 && printed.max == 3)), "{:?}", c.abilities);
    // A mana escalate cost changes the total mana cost: not lowered.
    assert!(refused("Escalate {2}", TextKind::Spell).contains("escalate"));
}

#[test]
fn at_least_n_permanents_as_a_condition() {
    use mw_ir::{Change, Condition, Controller, Counted, Keyword};
    for (text, n, snow) in [
        ("Test Card has deathtouch as long as you control at least three other snow permanents.", 3, true),
        ("Test Card has deathtouch as long as you control three or more other snow permanents.", 3, true),
        ("Test Card has deathtouch as long as you control at least two other permanents.", 2, false),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let [Ability::Continuous(s)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!(s.changes, vec![Change::Keyword(Keyword::Deathtouch)], "{text}");
        let Some(Condition::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(k) }) = s.condition else { panic!("{text}: {:?}", s.condition) };
        assert_eq!(k, n, "{text}");
        assert_eq!((f.controller, f.props.other, f.props.snow == Some(true)), (Controller::You, true, snow), "{text}");
    }
}

#[test]
fn domain_counts_basic_land_types() {
    use mw_ir::Counted;
    // Leyline Binding, Scion of Draco's wording: a spell's own reduction per type.
    for text in [
        "Domain — This spell costs {1} less to cast for each basic land type among lands you control.",
        "This spell costs {1} less to cast for each basic land type among lands you control.",
        "Domain — This spell costs {2} less to cast for each basic land type among lands you control.",
    ] {
        let a = grammar(text, TextKind::Spell);
        let [Ability::CostChange(k)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert!(!k.more, "{text}");
        assert_eq!(k.times, Amount::Count { of: Counted::BasicLandTypes, times: 1 }, "{text}");
    }
    // As a number an instruction uses.
    let e = spell("Test Card deals X damage to any target, where X is the number of basic land types among lands you control.");
    assert!(format!("{e:?}").contains("BasicLandTypes"), "{e:?}");
}

#[test]
fn a_reduction_of_x_where_x_is_a_number() {
    use mw_ir::Counted;
    use mw_types::{Color, ColorSet};
    // Daybreak Chimera, Marshmist Titan: {X} less where X is a count is {1} less for each.
    for (text, color) in [
        ("This spell costs {X} less to cast, where X is your devotion to white.", Color::White),
        ("This spell costs {X} less to cast, where X is your devotion to black.", Color::Black),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let [Ability::CostChange(k)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!(k.mana.symbols, vec![ManaSymbol::Generic(1)], "{text}");
        assert_eq!(k.times, Amount::Count { of: Counted::Devotion([color].into_iter().collect::<ColorSet>()), times: 1 }, "{text}");
    }
}
