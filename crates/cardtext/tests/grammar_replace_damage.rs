//! The grammar front end on static replacements of damage (CR 614.1a, 615.1a): "If
//! damage would be dealt to ~ [while …], prevent that damage [and …]" with the sentence
//! after it, and "If damage would be dealt to ~, … instead". Text → IR.

use mw_cardtext::TextKind;
use mw_ir::prevention::DamageReplacement;
use mw_ir::{Ability, Amount, Condition, Controller, DamageKind, DamageMatch, Effect, ObjectFilter, Party, PlayerRef, Subject};
use mw_types::CounterKind;

mod common;
use common::{one_permanent, refused_permanent};

fn replaced(text: &str) -> DamageReplacement {
    match one_permanent(text) {
        Ability::ReplaceDamage(r) => *r,
        a => panic!("{text}: {a:?}"),
    }
}

fn to_self(kind: DamageKind) -> DamageMatch {
    DamageMatch { kind, by: Party::Any, to: Party::Object(Subject::This) }
}

#[test]
fn prevent_that_damage_and_the_next_sentence() {
    // Phantom Centaur: the sentence after is part of the replacement.
    let r = replaced("If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.");
    assert_eq!(r.damage, to_self(DamageKind::All));
    assert!(r.prevent);
    assert_eq!(r.then, vec![Effect::RemoveCounters { subject: Subject::This, kind: CounterKind::PlusOne, amount: Amount::Fixed(1) }]);
    // Protean Hydra: "that many" is the damage.
    let r = replaced("If damage would be dealt to ~, prevent that damage and remove that many +1/+1 counters from it.");
    assert_eq!(r.then, vec![Effect::RemoveCounters { subject: Subject::This, kind: CounterKind::PlusOne, amount: Amount::TriggerAmount }]);
    // Phyrexian Hydra: "for each 1 damage prevented this way".
    let r = replaced("If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each 1 damage prevented this way.");
    assert_eq!(r.then, vec![Effect::PutCounters { subject: Subject::This, kind: CounterKind::MinusOne, amount: Amount::TriggerAmount }]);
    // Purity: noncombat damage to you, "equal to the damage prevented this way".
    let r = replaced("If noncombat damage would be dealt to you, prevent that damage. You gain life equal to the damage prevented this way.");
    assert_eq!(r.damage, DamageMatch { kind: DamageKind::Noncombat, by: Party::Any, to: Party::Players(Controller::You) });
    assert_eq!(r.then, vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::TriggerAmount }]);
    // Combat damage only.
    let r = replaced("If combat damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.");
    assert_eq!(r.damage, to_self(DamageKind::Combat));
}

#[test]
fn while_it_has_a_counter() {
    // Undergrowth Champion: the condition is read as the damage would be dealt.
    let r = replaced("If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from ~.");
    let mut f = ObjectFilter::default();
    f.props.counter = Some(CounterKind::PlusOne);
    assert_eq!(r.condition, Some(Condition::SourceIs(f)));
    assert!(r.prevent);
}

#[test]
fn instead_is_not_a_prevention() {
    // Phytohydra: a replacement, which "damage can't be prevented" doesn't stop.
    let r = replaced("If damage would be dealt to ~, put that many +1/+1 counters on it instead.");
    assert!(!r.prevent);
    assert_eq!(r.then, vec![Effect::PutCounters { subject: Subject::This, kind: CounterKind::PlusOne, amount: Amount::TriggerAmount }]);
}

#[test]
fn another_creature_you_control() {
    // Vigor: "that creature" is the one the damage would have been dealt to.
    let r = replaced("If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.");
    assert!(matches!(r.damage.to, Party::Objects(ref f) if f.props.other && f.controller == Controller::You), "{:?}", r.damage.to);
    assert_eq!(r.then, vec![Effect::PutCounters { subject: Subject::Triggering, kind: CounterKind::PlusOne, amount: Amount::TriggerAmount }]);
}

#[test]
fn refused_when_it_asks() {
    // Choices in the damage's place (which cards, which permanents) are refused.
    assert!(refused_permanent("If damage would be dealt to you, prevent that damage. Exile a card from your graveyard for each 1 damage prevented this way.").contains("damage"));
    assert!(!refused_permanent("If damage would be dealt to ~, sacrifice that many permanents instead.").is_empty());
    // "the damage prevented this way" outside a replacement of damage.
    assert!(!common::spell_misses("Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to the damage prevented this way.").is_empty());
    let _ = TextKind::Permanent;
}
