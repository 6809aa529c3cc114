//! The grammar front end on keywords of casting and of the graveyard that stand for
//! costs and abilities the rules define: encore (CR 702.141a), entwine (CR 702.42a), plot (CR 702.170a). Text → IR.

use mw_ir::{AltKind, DelayedWhen, Effect, PlayerRef, Subject, Timing, TokenAttacks};

mod common;
use common::{activated, grammar, refused, refused_permanent};
use mw_cardtext::TextKind;
use mw_ir::Ability;

#[test]
fn encore_is_an_activated_ability_from_the_graveyard() {
    for text in [
        "Encore {3}{R}",
        "Encore {3}{R} ({3}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)",
    ] {
        let a = activated(text);
        assert!(a.cost.in_graveyard && a.cost.exile_self, "{text}: {:?}", a.cost);
        assert_eq!(a.cost.mana.to_string(), "{3}{R}", "{text}");
        assert_eq!(a.timing, Timing::Sorcery, "{text}");
        let attacks = TokenAttacks { player: PlayerRef::EachOpponent, or_planeswalker: false, other_than_defending: false, if_able: true };
        assert_eq!(a.effect[0], Effect::CreateTokenCopy { of: Subject::This, attacks: Some(attacks), optional: false, keywords: 0, tapped: false, pt: None }, "{text}");
        assert!(
            matches!(&a.effect[1], Effect::ForEach { filter, effect, .. } if filter.props.created_this_way && matches!(**effect, Effect::GainKeywords { subject: Subject::Each, .. })),
            "{text}: {:?}",
            a.effect
        );
        assert!(
            matches!(&a.effect[2], Effect::Delayed { when: DelayedWhen::NextEndStep, effects, each_created: true, .. } if effects == &vec![Effect::Sacrifice { subject: Subject::Triggering }]),
            "{text}: {:?}",
            a.effect
        );
    }
}

#[test]
fn encore_with_a_cost_that_isnt_mana_is_refused() {
    assert!(refused_permanent("Encore\u{2014}Sacrifice a creature.").contains("encore"));
    // Given to cards in a graveyard: not lowered.
    refused_permanent("Each artifact creature card in your graveyard has encore. Its encore cost is equal to its mana cost.");
}

#[test]
fn entwine_adds_the_set_of_all_modes() {
    let text = "Choose one \u{2014}\n\u{2022} You gain 5 life.\n\u{2022} Target creature gets +3/+3 until end of turn.\nEntwine {2} (Choose both if you pay the entwine cost.)";
    let a = grammar(text, TextKind::Spell);
    let Ability::ChooseOne { modes, printed } = &a[0] else { panic!("{a:?}") };
    assert_eq!(*modes, 3, "{a:?}");
    assert!(printed.entwine && printed.min == 1 && printed.max == 1, "{printed:?}");
    assert_eq!(printed.sets(), vec![0b01, 0b10, 0b11]);
    assert!(printed.entwined(0b11) && !printed.entwined(0b01));
    let Ability::Spell(all) = &a[3] else { panic!("{a:?}") };
    assert_eq!(all.effect.len(), 2, "{all:?}");
    assert_eq!(all.targets.len(), 1, "{all:?}");
    assert!(matches!(&a[4], Ability::Entwine(m) if m.to_string() == "{2}"), "{a:?}");
}

#[test]
fn entwine_of_four_modes_of_which_two_are_chosen() {
    // "Choose two" of four, or all four entwined: six pairs, then the set of all.
    let text = "Choose two \u{2014}\n\u{2022} You gain 4 life.\n\u{2022} Draw a card.\n\u{2022} Each player discards a card.\n\u{2022} You lose 1 life.\nEntwine {3}";
    let a = grammar(text, TextKind::Spell);
    let Ability::ChooseOne { modes, printed } = &a[0] else { panic!("{a:?}") };
    assert_eq!(*modes, 7, "{a:?}");
    assert_eq!(printed.sets().last(), Some(&0b1111));
}

#[test]
fn entwine_refused_without_mana_or_modes() {
    let modes = "Choose one \u{2014}\n\u{2022} You gain 5 life.\n\u{2022} Draw a card.\n";
    assert!(refused(&format!("{modes}Entwine\u{2014}Sacrifice three lands."), TextKind::Spell).contains("entwine"));
    // Entwine with no modes beside it.
    refused("Draw a card.\nEntwine {2}", TextKind::Spell);
}

#[test]
fn plot_is_a_special_action_and_a_free_cast_from_exile() {
    for (text, kind) in [("Flying\nPlot {3}{U}", TextKind::Permanent), ("Draw three cards.\nPlot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)", TextKind::Spell)] {
        let a = grammar(text, kind);
        let plot = a.iter().position(|x| matches!(x, Ability::Plot(m) if m.to_string() == "{3}{U}")).unwrap_or_else(|| panic!("{text}: {a:?}"));
        let Ability::AlternativeCost(alt) = &a[plot + 1] else { panic!("{text}: {a:?}") };
        assert_eq!(alt.kind, AltKind::Plot, "{text}");
        assert!(alt.cost.is_free() && alt.condition.is_none(), "{text}: {alt:?}");
    }
}

#[test]
fn plot_refused_with_a_cost_that_isnt_mana_or_a_plotted_trigger() {
    assert!(refused_permanent("Plot\u{2014}Pay 3 life.").contains("plot"));
    refused_permanent("When ~ becomes plotted, draw a card.\nPlot {1}{G}");
}
