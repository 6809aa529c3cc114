//! The grammar front end on triggers about the permanent an Aura or Equipment is
//! attached to ("whenever enchanted creature becomes tapped", "… blocks", "… is dealt
//! damage", "… attacks alone") and on "~ or another [kind] enters under your control".

use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, Subject, Trigger};

mod common;
use common::{grammar, one_permanent, refused};

fn triggers(text: &str) -> Vec<Trigger> {
    grammar(text, TextKind::Permanent)
        .into_iter()
        .filter_map(|a| if let Ability::Triggered(t) = a { Some(t.trigger) } else { None })
        .collect()
}

fn attached(t: Trigger) -> Trigger {
    Trigger::Attached(Box::new(t))
}

#[test]
fn events_of_the_attached_permanent() {
    assert_eq!(triggers("Whenever enchanted creature becomes tapped, you draw a card."), vec![attached(Trigger::SelfBecomesTapped)]);
    assert_eq!(triggers("Whenever enchanted land becomes untapped, you gain 1 life."), vec![attached(Trigger::SelfBecomesUntapped)]);
    assert_eq!(triggers("Whenever equipped creature blocks, you gain 1 life."), vec![attached(Trigger::SelfBlocks)]);
    assert_eq!(triggers("Whenever equipped creature attacks alone, you gain 2 life."), vec![attached(Trigger::SelfAttacksAlone)]);
    // "attacks or blocks": the attack trigger every attached watcher already has, and a block.
    assert_eq!(
        triggers("Whenever enchanted creature attacks or blocks, its controller loses 3 life."),
        vec![Trigger::AttachedAttacks, attached(Trigger::SelfBlocks)]
    );
}

#[test]
fn that_creature_is_the_attached_one() {
    // "it" after the event is the creature (the event's object), not the Aura.
    let Ability::Triggered(t) = one_permanent("When enchanted creature is dealt damage, destroy it.") else { panic!() };
    assert_eq!(t.trigger, attached(Trigger::SelfDealtDamage));
    assert!(matches!(t.effect.as_slice(), [Effect::Destroy { subject: Subject::Triggering, .. }]), "{:?}", t.effect);
}

#[test]
fn events_the_attached_permanent_cannot_share() {
    // Its entering is not this Aura's event; the grammar refuses rather than guessing.
    refused("Whenever enchanted creature enters, you draw a card.", TextKind::Permanent);
}

#[test]
fn self_or_another_enters_under_your_control() {
    let ts = triggers("Whenever Test Card or another Ally enters the battlefield under your control, you gain 1 life.");
    assert_eq!(ts.len(), 2, "{ts:?}");
    assert_eq!(ts[0], Trigger::SelfEnters);
    assert!(matches!(&ts[1], Trigger::Enters(f) if f.props.other && f.controller == mw_ir::Controller::You), "{ts:?}");
}
