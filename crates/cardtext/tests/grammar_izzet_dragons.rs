//! Grammar constructs of the Izzet Dragons and Izzet Turns decks (issue 17), text → IR,
//! each over several cards' wordings: a spell's delayed trigger on its controller's next
//! spell of a kind (CR 603.7a), counters put by an amount and compared, "remove them" and
//! transform (CR 122.1, 701.27), and a land that becomes a creature with a quoted
//! ability (CR 613.1f).

mod common;
use common::{misses, one_permanent, permanent, spell_effects, spell_misses, triggered};
use mw_ir::{Ability, Amount, Condition, DelayedWhen, Effect, StackRef, Subject, Trigger};
use mw_types::CounterKind;
use mw_cardtext::TextKind;

/// The one delayed trigger a spell creates, with its filter's card types.
fn next_cast(text: &str) -> (bool, Vec<Effect>, mw_ir::ObjectFilter) {
    let e = spell_effects(text);
    let [Effect::Delayed { when: DelayedWhen::NextCast { this_turn }, effects, about: None, spell: Some(f), .. }] = e.as_slice() else { panic!("{text}: {e:?}") };
    (*this_turn, effects.clone(), (**f).clone())
}

#[test]
fn when_you_cast_your_next_spell_is_a_delayed_trigger_the_spell_creates() {
    // Galvanic Iteration, Increasing Vengeance's wording family.
    let (this_turn, effects, f) = next_cast("When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.");
    assert!(this_turn);
    assert_eq!(effects, vec![Effect::CopySpell { what: StackRef::Triggering, times: Amount::Fixed(1), new_targets: true }]);
    assert_eq!((f.card_type, f.or_type), (Some(mw_types::CardType::Instant), Some(mw_types::CardType::Sorcery)));
    // "When you next cast …, copy it." (Double Vision's older wording family), without
    // new targets.
    let (_, effects, _) = next_cast("When you next cast an instant or sorcery spell this turn, copy it.");
    assert_eq!(effects, vec![Effect::CopySpell { what: StackRef::Triggering, times: Amount::Fixed(1), new_targets: false }]);
    // A creature spell: "it gains haste" is not an instruction about the spell copy.
    let (_, _, f) = next_cast("When you next cast a creature spell this turn, copy it.");
    assert_eq!(f.card_type, Some(mw_types::CardType::Creature));
}

#[test]
fn a_permanent_never_has_a_next_cast_trigger_of_its_own() {
    // On a permanent the line would be a printed triggered ability, which "next" never
    // is: refused, never a "whenever you cast".
    let c = mw_cardtext::compile_with("When you next cast an instant spell this turn, draw a card.", common::NAME, mw_cardtext::TextKind::Permanent, mw_cardtext::Front::Grammar);
    assert!(!c.is_supported(), "{:?}", c.abilities);
    // A delayed trigger that would choose targets is refused.
    assert!(!spell_misses("When you cast your next instant spell this turn, it deals 2 damage to target creature.").is_empty());
}

#[test]
fn counters_by_an_amount_then_removed_and_transformed() {
    // Smoldering Egg.
    let t = triggered("Whenever you cast an instant or sorcery spell, put a number of ember counters on Test Card equal to the amount of mana spent to cast that spell. Then if Test Card has seven or more ember counters on it, remove them and transform Test Card.");
    assert!(matches!(t.trigger, Trigger::Cast { .. }));
    let ember = CounterKind::parse("ember").unwrap();
    let seven = Condition::Amounts { left: Amount::CountersOn(Subject::This, ember), relation: mw_ir::Relation::AtLeast, right: Amount::Fixed(7) };
    assert_eq!(
        t.effect,
        vec![
            Effect::PutCounters { subject: Subject::This, kind: ember, amount: Amount::ManaSpentToCast(Subject::Triggering) },
            // CR 608.2c: the condition is checked once; the transform follows it even
            // though the counters it counted are gone.
            Effect::If { condition: seven, effect: Box::new(Effect::RemoveCounters { subject: Subject::This, kind: ember, amount: Amount::CountersOn(Subject::This, ember) }), otherwise: None },
            Effect::IfYouDo { done: true, effect: Box::new(Effect::Transform { subject: Subject::This }) },
        ]
    );
    // Other counters and amounts in the same frame.
    let t = triggered("Whenever Test Card attacks, put a number of +1/+1 counters on it equal to the number of cards in your hand.");
    assert!(matches!(t.effect.as_slice(), [Effect::PutCounters { amount: Amount::Count { .. }, .. }]), "{:?}", t.effect);
    // A fixed number removed.
    let a = one_permanent("{1}: Remove two charge counters from Test Card. Draw a card.");
    let Ability::Activated(a) = a else { panic!() };
    assert!(matches!(a.effect[0], Effect::RemoveCounters { amount: Amount::Fixed(2), .. }), "{:?}", a.effect);
}

#[test]
fn a_condition_with_several_instructions_is_checked_once() {
    // "if …, A and B": B follows A as "if you do".
    let e = spell_effects("Draw a card. If you control an artifact, draw a card and you lose 1 life.");
    assert!(matches!(e.as_slice(), [Effect::Draw { .. }, Effect::If { .. }, Effect::IfYouDo { done: true, .. }]), "{e:?}");
    // One instruction: as before.
    let e = spell_effects("If you control an artifact, draw two cards.");
    assert!(matches!(e.as_slice(), [Effect::If { .. }]), "{e:?}");
}

#[test]
fn a_land_becomes_a_creature_with_a_quoted_ability() {
    // Den of the Bugbear; Hall of Storm Giants-style keyword wordings keep working.
    let v = permanent("{3}{R}: Until end of turn, Test Card becomes a 3/2 red Goblin creature with \"Whenever this creature attacks, create a 1/1 red Goblin creature token that's tapped and attacking.\" It's still a land.");
    let [Ability::Activated(a), Ability::Granted(_)] = v.as_slice() else { panic!("{v:?}") };
    assert!(matches!(a.effect.as_slice(), [Effect::Becomes { .. }, Effect::GainAbility { subject: Subject::This, offset: 1, duration: mw_ir::Duration::EndOfTurn }]), "{:?}", a.effect);
    let v = permanent("{1}{G}: Test Card becomes a 2/2 green Wolf creature with \"{T}: Add {G}.\" until end of turn. It's still a land.");
    assert!(matches!(v.as_slice(), [Ability::Activated(_), Ability::Granted(_)]), "{v:?}");
}

#[test]
fn a_condition_on_the_source_after_sacrificing_it_is_a_miss() {
    // Checked again before "you gain 4 life", the condition would find the source gone
    // (Dawn of a New Age): refused until one condition can hold several instructions.
    let m = misses("At the beginning of your end step, remove a hope counter from Test Card. If you do, draw a card. Then if Test Card has no hope counters on it, sacrifice it and you gain 4 life.", TextKind::Permanent);
    assert!(m.iter().any(|m| m.contains("after the sacrifice")), "{m:?}");
}
