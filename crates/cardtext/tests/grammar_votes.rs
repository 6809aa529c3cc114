//! Voting (CR 701.38): "starting with you, each player votes for X or Y" (named options)
//! or "… for a nonland permanent you don't control" (a permanent, not a target, CR
//! 701.38d), and what the vote decides: "if X gets more votes [or the vote is tied]",
//! "for each X vote", "each permanent with the most votes or tied for most votes".

mod common;

use common::*;
use mw_ir::effect::VoteOn;
use mw_ir::{Amount, Condition, Controller, Counted, Effect, Subject};
use mw_types::CardType;

#[test]
fn vote_for_a_permanent_and_exile_the_most_voted() {
    // Council's Judgment.
    let e = spell_effects("Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.");
    let [Effect::Vote(VoteOn::Permanent(f)), Effect::ForEach { filter, effect, only: None }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(f.controller, Controller::NotYou);
    assert_eq!(f.not_type, Some(CardType::Land));
    assert!(filter.props.most_votes && !f.props.most_votes, "{filter:?}");
    assert_eq!(**effect, Effect::Exile { subject: Subject::Each });
}

#[test]
fn named_options_decide_by_more_votes_or_a_tie() {
    // Tyrant's Choice.
    let e = spell_effects("Will of the council — Starting with you, each player votes for death or torture. If death gets more votes, each opponent sacrifices a creature. If torture gets more votes or the vote is tied, each opponent loses 4 life.");
    assert_eq!(e[0], Effect::Vote(VoteOn::Words(2)));
    assert!(matches!(&e[1], Effect::If { condition: Condition::VoteWins { option: 0, or_tied: false }, effect, otherwise: None } if matches!(**effect, Effect::Sacrifices { .. })), "{e:?}");
    assert!(matches!(&e[2], Effect::If { condition: Condition::VoteWins { option: 1, or_tied: true }, effect, otherwise: None } if matches!(**effect, Effect::LoseLife { .. })), "{e:?}");
}

#[test]
fn each_vote_counts_for_its_option() {
    // Capital Punishment: a sacrifice and a discard per vote.
    let e = spell_effects("Council's dilemma — Starting with you, each player votes for death or taxes. Each opponent sacrifices a creature for each death vote and discards a card for each taxes vote.");
    assert_eq!(e[0], Effect::Vote(VoteOn::Words(2)));
    assert!(matches!(&e[1], Effect::Sacrifices { count: Amount::Count { of: Counted::Votes(0), times: 1 }, .. }), "{e:?}");
    assert!(matches!(&e[2], Effect::Discard { amount: Amount::Count { of: Counted::Votes(1), times: 1 }, .. }), "{e:?}");
    // Orchard Elemental: an enters trigger; "two … for each" multiplies.
    let t = triggered_named("Council's dilemma — When Orchard Elemental enters the battlefield, starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on Orchard Elemental for each sprout vote. You gain 3 life for each harvest vote.", "Orchard Elemental");
    assert_eq!(t.effect[0], Effect::Vote(VoteOn::Words(2)));
    assert!(matches!(&t.effect[1], Effect::PutCounters { amount: Amount::Count { of: Counted::Votes(0), times: 2 }, .. }), "{:?}", t.effect);
    assert!(matches!(&t.effect[2], Effect::GainLife { amount: Amount::Count { of: Counted::Votes(1), times: 3 }, .. }), "{:?}", t.effect);
    // Several words to an option, three options.
    let e = spell_effects("Starting with you, each player votes for Redhorn Pass, Mines of Moria, or rest. You gain 2 life for each Mines of Moria vote.");
    assert_eq!(e[0], Effect::Vote(VoteOn::Words(3)));
    assert!(matches!(&e[1], Effect::GainLife { amount: Amount::Count { of: Counted::Votes(1), times: 2 }, .. }), "{e:?}");
}

#[test]
fn what_no_vote_names_is_refused() {
    // An option no vote before offered.
    assert!(!spell_misses("Starting with you, each player votes for death or torture. If life gets more votes, draw a card.").is_empty());
    // Cards in a graveyard aren't permanents (Custodi Squire's vote isn't read yet).
    let m = refused_permanent("When ~ enters, starting with you, each player votes for an artifact, creature, or enchantment card in your graveyard. Return each card with the most votes or tied for most votes to your hand.");
    assert!(m.contains("vote"), "{m}");
    // "for each X vote" with no vote before.
    assert!(!spell_misses("Draw a card for each death vote.").is_empty());
}

#[test]
fn a_coin_flips_outcomes_follow_the_flip() {
    // Goblin Bangchuckers: both outcomes, each "if you do" of the flip (done = won).
    let a = activated("{T}: Flip a coin. If you win the flip, ~ deals 2 damage to any target. If you lose the flip, ~ deals 2 damage to itself.");
    assert_eq!(a.effect[0], Effect::FlipCoin);
    assert!(matches!(&a.effect[1], Effect::IfYouDo { done: true, effect } if matches!(**effect, Effect::DealDamage { .. })), "{:?}", a.effect);
    assert!(matches!(&a.effect[2], Effect::IfYouDo { done: false, effect } if matches!(**effect, Effect::DealDamage { .. })), "{:?}", a.effect);
    // An outcome with nothing flipped before it, or after an optional flip (not flipping
    // isn't losing), is refused.
    assert!(!spell_misses("Draw a card. If you win the flip, draw a card.").is_empty());
    assert!(!refused_permanent("At the beginning of your upkeep, you may flip a coin. If you win the flip, put a +1/+1 counter on ~. If you lose the flip, remove a +1/+1 counter from ~.").is_empty());
}
