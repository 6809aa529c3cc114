//! The grammar front end on the Ring tempting you (CR 701.54): "the Ring tempts you" as an
//! instruction, "whenever the Ring tempts you" and "whenever you choose a creature as your
//! Ring-bearer" as triggers, "if you chose a creature other than ~ as your Ring-bearer"
//! and "the Ring has tempted you N or more times this game" as conditions. Text → IR.

use mw_ir::{Ability, Compare, Condition, Counted, Effect, ObjectFilter, PlayerRef, Subject, Trigger};

mod common;
use common::{permanent, spell_effects, triggered};

fn tempts() -> Effect {
    Effect::RingTempts { player: PlayerRef::You }
}

#[test]
fn the_ring_tempts_you_is_an_instruction() {
    // Claim the Precious, Birthday Escape: after another instruction.
    let e = spell_effects("Destroy target creature. The Ring tempts you.");
    assert_eq!(e.len(), 2, "{e:?}");
    assert_eq!(e[1], tempts());
    let e = spell_effects("Draw a card. The Ring tempts you.");
    assert_eq!(e.last(), Some(&tempts()));
    // Ringsight: first, before a search.
    let e = spell_effects("The Ring tempts you. Search your library for a card, put it into your hand, then shuffle.");
    assert_eq!(e[0], tempts());
}

#[test]
fn the_ring_tempts_you_in_triggered_abilities() {
    // Enraged Huorn, Mirrormere Guardian, Call of the Ring.
    let t = triggered("When this creature enters, the Ring tempts you.");
    assert_eq!(t.trigger, Trigger::SelfEnters);
    assert_eq!(t.effect, vec![tempts()]);
    let t = triggered("When this creature dies, the Ring tempts you.");
    assert_eq!(t.effect, vec![tempts()]);
    let t = triggered("At the beginning of your upkeep, the Ring tempts you.");
    assert_eq!(t.trigger, Trigger::YourUpkeep);
    assert_eq!(t.effect, vec![tempts()]);
}

#[test]
fn whenever_the_ring_tempts_you() {
    // Nazgul: "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control."
    let t = triggered("Whenever the Ring tempts you, draw a card.");
    assert_eq!(t.trigger, Trigger::RingTemptsYou);
    assert_eq!(t.condition, None);
    // Ringwraiths' "When the Ring tempts you" is the same event.
    let t = triggered("When the Ring tempts you, draw a card.");
    assert_eq!(t.trigger, Trigger::RingTemptsYou);
    // Call of the Ring.
    let t = triggered("Whenever you choose a creature as your Ring-bearer, you may pay 2 life. If you do, draw a card.");
    assert_eq!(t.trigger, Trigger::YouChooseRingBearer);
}

#[test]
fn chose_another_ring_bearer_is_an_intervening_if() {
    // Gandalf, Friend of the Shire; Galadriel of Lothlorien; Faramir; Aragorn.
    let t = triggered("Whenever the Ring tempts you, if you chose a creature other than Test Card as your Ring-bearer, draw a card.");
    assert_eq!(t.trigger, Trigger::RingTemptsYou);
    let mut other = ObjectFilter::creature();
    other.props.other = true;
    assert_eq!(t.condition, Some(Condition::ObjectIs { subject: Subject::Triggering, filter: other }));
}

#[test]
fn times_tempted_is_a_count() {
    let a = permanent("Whenever this creature attacks, if the Ring has tempted you two or more times this game, draw a card.");
    let Ability::Triggered(t) = &a[0] else { panic!("{a:?}") };
    assert_eq!(t.condition, Some(Condition::Count { of: Counted::RingTempted(PlayerRef::You), compare: Compare::AtLeast(2) }));
}
