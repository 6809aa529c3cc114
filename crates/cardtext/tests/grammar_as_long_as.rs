//! The grammar front end on static abilities with an "as long as" condition (CR 611.3a:
//! the effect applies while the condition holds, rechecked continuously): a permanent's
//! states ("~ is equipped", "~ is monstrous", "~ is enchanted or equipped"), "it" standing
//! for the condition's subject ("as long as enchanted permanent is a creature, it gets
//! +2/+2"), "an additional +1/+1", "can attack as though it didn't have defender".
//! Text → IR.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, CombatRule, Condition, Keyword, ObjectFilter, PermStates, StaticEffect};

mod common;
use common::{grammar_named, permanent, refused_permanent};

fn states(all: u8, any: u8) -> ObjectFilter {
    let mut f = ObjectFilter::default();
    f.props.states = PermStates { all, any, none: 0 };
    f
}

#[test]
fn the_source_is_equipped_enchanted_monstrous_or_renowned() {
    // Auriok Glaivemaster.
    let a = grammar_named("As long as Auriok Glaivemaster is equipped, it gets +1/+1 and has first strike.", "Auriok Glaivemaster", TextKind::Permanent);
    assert_eq!(
        a,
        vec![Ability::Continuous(StaticEffect {
            affected: Affected::Itself,
            changes: vec![Change::Pt(1, 1), Change::Keyword(Keyword::FirstStrike)],
            condition: Some(Condition::SourceIs(states(PermStates::EQUIPPED, 0))),
        })]
    );
    // Chillerpillar (monstrosity), Goblin Glory Chaser (renown), Thran Golem (enchanted).
    for (text, name, bit) in [
        ("As long as Chillerpillar is monstrous, it has flying.", "Chillerpillar", PermStates::MONSTROUS),
        ("As long as Goblin Glory Chaser is renowned, it has menace.", "Goblin Glory Chaser", PermStates::RENOWNED),
        ("As long as Freewind Equenaut is enchanted, it has flying.", "Freewind Equenaut", PermStates::ENCHANTED),
    ] {
        let a = grammar_named(text, name, TextKind::Permanent);
        assert!(matches!(&a[..], [Ability::Continuous(s)] if s.affected == Affected::Itself && s.condition == Some(Condition::SourceIs(states(bit, 0)))), "{text}: {a:?}");
    }
    // "this creature is equipped" (Armed Assailant's wording).
    let a = permanent("As long as this creature is equipped, it has first strike.");
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.condition == Some(Condition::SourceIs(states(PermStates::EQUIPPED, 0)))), "{a:?}");
}

#[test]
fn enchanted_or_equipped_and_defender() {
    // Novice Knight: one of two states; the combat rule of CR 702.3b under a condition.
    let a = grammar_named("As long as Novice Knight is enchanted or equipped, it can attack as though it didn't have defender.", "Novice Knight", TextKind::Permanent);
    assert_eq!(
        a,
        vec![Ability::Continuous(StaticEffect {
            affected: Affected::Itself,
            changes: vec![Change::Combat(CombatRule::AttacksDespiteDefender)],
            condition: Some(Condition::SourceIs(states(0, PermStates::ENCHANTED | PermStates::EQUIPPED))),
        })]
    );
    // Demon Wall: "has a counter on it".
    let a = permanent("As long as this creature has a counter on it, it can attack as though it didn't have defender.");
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.changes == vec![Change::Combat(CombatRule::AttacksDespiteDefender)] && s.condition.is_some()), "{a:?}");
}

#[test]
fn it_is_the_attached_permanent() {
    // Akki War Paint: "it" is the enchanted permanent, the condition is about it.
    let a = permanent("As long as enchanted permanent is a creature, it gets +2/+1.");
    let creature = ObjectFilter { card_type: Some(mw_types::CardType::Creature), ..ObjectFilter::default() };
    assert_eq!(
        a,
        vec![Ability::Continuous(StaticEffect { affected: Affected::Enchanted, changes: vec![Change::Pt(2, 1)], condition: Some(Condition::AttachedIs(creature)) })]
    );
    // Heavy Mattock: "an additional +1/+1" on an equipped Human.
    let a = permanent("As long as equipped creature is a Human, it gets an additional +1/+1.");
    assert!(
        matches!(&a[..], [Ability::Continuous(s)] if s.affected == Affected::Equipped && s.changes == vec![Change::Pt(1, 1)] && matches!(s.condition, Some(Condition::AttachedIs(f)) if f.props.creature_type.is_some())),
        "{a:?}"
    );
    // Champion's Helm: "equipped creature is legendary".
    let a = permanent("As long as equipped creature is legendary, it has hexproof.");
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.affected == Affected::Equipped && matches!(s.condition, Some(Condition::AttachedIs(f)) if f.props.legendary == Some(true))), "{a:?}");
}

#[test]
fn it_is_the_source_counted() {
    // Ichor Synthesizer: "it" after a count of counters on the source.
    let a = permanent("As long as this creature has four or more oil counters on it, it gets +2/+0 and has flying.");
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.affected == Affected::Itself && s.changes == vec![Change::Pt(2, 0), Change::Keyword(Keyword::Flying)] && s.condition.is_some()), "{a:?}");
}

#[test]
fn wordings_left_unsupported() {
    // Kosei: three states and a counter joined by commas, not read yet.
    refused_permanent("As long as Test Card is enchanted, equipped, and has a counter on it, it has flying.");
}

#[test]
fn cards_drawn_this_turn() {
    use mw_ir::{Compare, Counted, PlayerRef};
    // Spinehorn Minotaur, Gnarled Sage.
    let a = grammar_named("As long as you've drawn two or more cards this turn, Spinehorn Minotaur has double strike.", "Spinehorn Minotaur", TextKind::Permanent);
    let drawn = Condition::Count { of: Counted::DrawnThisTurn(PlayerRef::You), compare: Compare::AtLeast(2) };
    assert_eq!(a, vec![Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Keyword(Keyword::DoubleStrike)], condition: Some(drawn) })]);
    let a = grammar_named("As long as you've drawn two or more cards this turn, Gnarled Sage gets +0/+2 and has vigilance.", "Gnarled Sage", TextKind::Permanent);
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.condition == Some(drawn) && s.changes == vec![Change::Pt(0, 2), Change::Keyword(Keyword::Vigilance)]), "{a:?}");
}

#[test]
fn an_opponents_graveyard() {
    use mw_ir::{CardZone, Compare, Counted, PlayerRef};
    // Nimana Skitter-Sneak: one opponent's graveyard, not all of them together.
    let a = grammar_named(
        "As long as an opponent has eight or more cards in their graveyard, Nimana Skitter-Sneak gets +1/+0 and has menace.",
        "Nimana Skitter-Sneak",
        TextKind::Permanent,
    );
    let eight = Condition::SomeOpponent { of: Counted::Cards { zone: CardZone::Graveyard, player: PlayerRef::ThatPlayer, filter: ObjectFilter::default() }, compare: Compare::AtLeast(8) };
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.condition == Some(eight)), "{a:?}");
    // Soaring Thought-Thief: the Rogues its controller controls.
    let a = grammar_named("As long as an opponent has eight or more cards in their graveyard, Rogues you control get +1/+0.", "Soaring Thought-Thief", TextKind::Permanent);
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.condition == Some(eight) && s.changes == vec![Change::Pt(1, 0)]), "{a:?}");
}

#[test]
fn your_commander_and_two_subjects() {
    use mw_ir::{Compare, Controller, Counted};
    // Thunderfoot Baloth: two subjects, one continuous effect each, the same condition.
    let a = grammar_named(
        "Lieutenant — As long as you control your commander, Thunderfoot Baloth gets +2/+2 and other creatures you control get +2/+2 and have trample.",
        "Thunderfoot Baloth",
        TextKind::Permanent,
    );
    let mut yours = ObjectFilter { controller: Controller::You, ..ObjectFilter::default() };
    yours.props.commander = Some(true);
    let cond = Some(Condition::Count { of: Counted::Permanents(yours), compare: Compare::AtLeast(1) });
    assert_eq!(
        a,
        vec![
            Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Pt(2, 2)], condition: cond }),
            Ability::Continuous(StaticEffect {
                affected: Affected::CreaturesYouControl { other: true },
                changes: vec![Change::Pt(2, 2), Change::Keyword(Keyword::Trample)],
                condition: cond
            }),
        ]
    );
}

#[test]
fn more_than_each_opponent() {
    use mw_ir::{CardZone, Counted, PlayerRef, Relation};
    // Okina Nightwatch: more cards in hand than every opponent.
    let a = grammar_named("As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3.", "Okina Nightwatch", TextKind::Permanent);
    let hand = Counted::Cards { zone: CardZone::Hand, player: PlayerRef::You, filter: ObjectFilter::default() };
    let cond = Condition::VersusOpponents { of: hand, relation: Relation::Greater, each: true };
    assert_eq!(a, vec![Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Pt(3, 3)], condition: Some(cond) })]);
    // "an opponent controls more lands than you": some opponent's count above the
    // controller's.
    let a = permanent("As long as an opponent controls more lands than you, this creature gets +1/+1.");
    let lands = ObjectFilter { card_type: Some(mw_types::CardType::Land), controller: mw_ir::Controller::You, ..ObjectFilter::default() };
    let cond = Condition::VersusOpponents { of: Counted::Permanents(lands), relation: Relation::Less, each: false };
    assert!(matches!(&a[..], [Ability::Continuous(s)] if s.condition == Some(cond)), "{a:?}");
}
