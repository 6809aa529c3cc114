//! The grammar front end on trigger conditions beyond one plain event (issue 17):
//! block pairs ("whenever ~ blocks or becomes blocked by a creature", CR 509.3c–d), a
//! step and an event of one ability ("at the beginning of your upkeep or whenever you
//! cast a red spell"), attackers of the ability's controller ("whenever a creature
//! attacks you or a planeswalker you control", CR 508.3a).

use mw_cardtext::TextKind;
use mw_ir::{Ability, Controller, Effect, Subject, Trigger};

mod common;
use common::{grammar, one_permanent, refused, triggered};

fn triggers(text: &str) -> Vec<Trigger> {
    grammar(text, TextKind::Permanent)
        .into_iter()
        .filter_map(|a| if let Ability::Triggered(t) = a { Some(t.trigger) } else { None })
        .collect()
}

#[test]
fn block_pairs() {
    let ts = triggers("Whenever Test Card blocks or becomes blocked by a creature, that creature loses first strike until end of turn.");
    assert!(matches!(&ts[..], [Trigger::BlockPair { blocks: true, blocked: true, filter }] if filter.card_type == Some(mw_types::CardType::Creature)), "{ts:?}");
    let ts = triggers("Whenever Test Card becomes blocked by a creature with power 2 or less, you gain 1 life.");
    assert!(matches!(&ts[..], [Trigger::BlockPair { blocks: false, blocked: true, .. }]), "{ts:?}");
    let ts = triggers("Whenever Test Card blocks a creature, you gain 1 life.");
    assert!(matches!(&ts[..], [Trigger::BlockPair { blocks: true, blocked: false, .. }]), "{ts:?}");
    // "that creature" is the other creature of the pair.
    let Ability::Triggered(t) = one_permanent("Whenever Test Card blocks or becomes blocked by a creature, destroy that creature.") else { panic!() };
    assert!(matches!(t.effect.as_slice(), [Effect::Destroy { subject: Subject::Triggering, .. }]), "{:?}", t.effect);
    // An Aura's or Equipment's creature blocked by one: not this engine's pair trigger.
    refused("Whenever equipped creature becomes blocked by a creature, you may draw two cards.", TextKind::Permanent);
    // "by one or more creatures" is a batch, not each pair.
    refused("Whenever Test Card blocks or becomes blocked by one or more creatures, you gain 1 life.", TextKind::Permanent);
}

#[test]
fn a_step_or_an_event() {
    let ts = triggers("At the beginning of your upkeep or whenever you cast a red spell, put a charge counter on Test Card.");
    assert_eq!(ts.len(), 2, "{ts:?}");
    assert_eq!(ts[0], Trigger::YourUpkeep);
    assert!(matches!(&ts[1], Trigger::Cast { caster: Controller::You, .. }), "{ts:?}");
    // The step names no spell: "that spell" would name nothing at the upkeep.
    refused("At the beginning of your upkeep or whenever you cast a red spell, counter that spell.", TextKind::Permanent);
}

#[test]
fn attacks_you() {
    let ts = triggers("Whenever a creature attacks you, it gets -1/-0 until end of turn.");
    assert!(matches!(&ts[..], [Trigger::AttacksYou { planeswalkers: false, .. }]), "{ts:?}");
    let ts = triggers("Whenever a creature with flying attacks you or a planeswalker you control, Test Card deals 1 damage to that creature.");
    assert!(matches!(&ts[..], [Trigger::AttacksYou { planeswalkers: true, filter }] if *filter != mw_ir::ObjectFilter::creature()), "{ts:?}");
    // Another player attacked: not read.
    refused("Whenever a creature attacks one of your opponents, it gets +0/+1 until end of turn.", TextKind::Permanent);
}

#[test]
fn attack_with_n_or_more() {
    let ts = triggers("Whenever you attack with three or more creatures, draw a card.");
    assert!(matches!(&ts[..], [Trigger::AttackBatch { to: Controller::Any, min: 3, filter }] if filter.controller == Controller::You), "{ts:?}");
    let ts = triggers("Whenever you attack with one or more Elves, scry 1.");
    assert!(matches!(&ts[..], [Trigger::AttackBatch { min: 1, filter, .. }] if filter.controller == Controller::You && *filter != mw_ir::ObjectFilter { controller: Controller::You, ..mw_ir::ObjectFilter::creature() }), "{ts:?}");
    // Another player's attack is not read.
    refused("Whenever another player attacks with two or more creatures, they draw a card.", TextKind::Permanent);
}

#[test]
fn counters_put_on_permanents() {
    use mw_types::CounterKind;
    let ts = triggers("Whenever one or more +1/+1 counters are put on a creature you control, you gain 1 life.");
    assert!(matches!(&ts[..], [Trigger::CountersPutOn { kind: CounterKind::PlusOne, filter }] if *filter == mw_ir::ObjectFilter { controller: Controller::You, ..mw_ir::ObjectFilter::creature() }), "{ts:?}");
    let ts = triggers("Whenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on Test Card.");
    assert!(matches!(&ts[..], [Trigger::CountersPutOn { filter, .. }] if filter.props.other), "{ts:?}");
    let ts = triggers("Whenever one or more -1/-1 counters are put on a creature, you gain 1 life.");
    assert!(matches!(&ts[..], [Trigger::CountersPutOn { kind: CounterKind::MinusOne, .. }]), "{ts:?}");
    let ts = triggers("Whenever one or more +1/+1 counters are put on Test Card, draw a card.");
    assert_eq!(ts, vec![Trigger::SelfGetsCounters(CounterKind::PlusOne)]);
    // "for the first time each turn" is not read: refused, not dropped.
    refused("Whenever one or more +1/+1 counters are put on Test Card for the first time each turn, draw a card.", TextKind::Permanent);
    // A batch of permanents ("one or more Humans you control") is not each one.
    refused("Whenever one or more +1/+1 counters are put on one or more Humans you control, draw a card.", TextKind::Permanent);
}

#[test]
fn cast_or_copy() {
    // Magecraft (CR 707.10): two triggers of one ability, the spell filter shared.
    let ts = triggers("Magecraft — Whenever you cast or copy an instant or sorcery spell, Test Card gets +1/+1 until end of turn.");
    assert_eq!(ts.len(), 2, "{ts:?}");
    let [Trigger::Cast { caster: Controller::You, filter: cast, .. }, Trigger::Copies { copier: Controller::You, filter: copy }] = &ts[..] else { panic!("{ts:?}") };
    assert_eq!(cast, copy);
    assert!(cast.card_type.is_some(), "{cast:?}");
    let ts = triggers("Whenever you copy a spell, you gain 1 life.");
    assert!(matches!(&ts[..], [Trigger::Copies { copier: Controller::You, .. }]), "{ts:?}");
}

/// CR 700.13: "whenever you commit a crime", "whenever an opponent commits a crime"
/// ("that player").
#[test]
fn commit_a_crime() {
    let t = triggered("Whenever you commit a crime, put a +1/+1 counter on Test Card.");
    assert_eq!(t.trigger, mw_ir::Trigger::CommitsCrime(mw_ir::Controller::You));
    let t = triggered("Whenever an opponent commits a crime, that player loses 1 life.");
    assert_eq!(t.trigger, mw_ir::Trigger::CommitsCrime(mw_ir::Controller::NotYou));
}

/// CR 700.13: "as long as you've committed a crime this turn": the player's crimes
/// counted this turn.
#[test]
fn committed_a_crime_this_turn() {
    let a = one_permanent("Test Card gets +2/+0 as long as you've committed a crime this turn.");
    let Ability::Continuous(s) = a else { panic!("{a:?}") };
    let Some(mw_ir::Condition::Count { of: mw_ir::Counted::CrimesThisTurn(mw_ir::PlayerRef::You), .. }) = s.condition else { panic!("{s:?}") };
}

/// "put a +1/+1 counter on a creature you control": chosen as it resolves, not targeted
/// (CR 115.10); another player's permanent is refused.
#[test]
fn counter_on_a_chosen_creature_you_control() {
    let e = common::spell_effects("Put a +1/+1 counter on a creature you control.");
    let [Effect::ChoosePermanent { filter, .. }, Effect::PutCounters { subject: Subject::Returned, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(filter.controller, Controller::You);
    assert!(!common::spell_misses("Put a +1/+1 counter on a creature an opponent controls.").is_empty());
}
