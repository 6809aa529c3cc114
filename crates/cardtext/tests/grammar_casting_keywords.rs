//! The grammar front end on keywords of casting and of the graveyard that stand for
//! costs and abilities the rules define: encore (CR 702.141a). Text → IR.

use mw_ir::{DelayedWhen, Effect, PlayerRef, Subject, Timing, TokenAttacks};

mod common;
use common::{activated, refused_permanent};

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
        assert_eq!(a.effect[0], Effect::CreateTokenCopy { of: Subject::This, attacks: Some(attacks), optional: false, keywords: 0 }, "{text}");
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
