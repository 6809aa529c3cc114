//! Keywords lowered to existing machinery: conspire (CR 702.78a) and squad (CR
//! 702.157a), optional additional costs with a copy; ravenous (CR 702.156a) and mobilize
//! (CR 702.181a), their rules wording.

use mw_cardtext::TextKind;
use mw_ir::{Ability, AdditionalCost, Condition, Counted, Effect, EntersReplacement, StackRef, Trigger};

mod common;
use common::{first_miss, grammar, permanent};

#[test]
fn conspire_taps_two_creatures_sharing_a_color_and_copies() {
    let a = grammar("Test Card deals 3 damage to any target.\nConspire", TextKind::Spell);
    let [Ability::Kicker(m), Ability::KickerExtra(AdditionalCost::Times(inner, 2)), Ability::Triggered(t), Ability::Spell(_)] = &a[..] else { panic!("{a:?}") };
    assert!(m.symbols.is_empty());
    let AdditionalCost::TapUntapped(f) = &**inner else { panic!("{inner:?}") };
    assert!(f.props.shares_color_with_source, "{f:?}");
    assert_eq!(f.controller, mw_ir::Controller::You);
    assert_eq!((t.trigger.clone(), t.condition), (Trigger::SelfCast, Some(Condition::Kicked)));
    assert!(matches!(&t.effect[..], [Effect::CopySpell { what: StackRef::ThisSpell, new_targets: true, .. }]), "{t:?}");
}

#[test]
fn conspire_beside_kicker_is_refused() {
    let m = first_miss("Kicker {2}\nDraw a card.\nConspire", TextKind::Spell);
    assert!(m.contains("conspire"), "{m}");
}

#[test]
fn squad_is_a_repeatable_cost_and_a_copy_per_payment() {
    let a = permanent("Squad {1}{G}\nFlying");
    let [Ability::Replicate(m), Ability::Triggered(t), Ability::Keyword(_)] = &a[..] else { panic!("{a:?}") };
    assert_eq!(m.to_string(), "{1}{G}");
    assert_eq!((t.trigger.clone(), t.condition), (Trigger::SelfEnters, Some(Condition::Kicked)));
    assert!(t.effect.len() >= 10, "{t:?}");
    let Effect::If { condition: Condition::Count { of: Counted::OptionalCostPaid, compare }, effect, .. } = &t.effect[1] else { panic!("{t:?}") };
    assert_eq!(*compare, mw_ir::Compare::AtLeast(2));
    assert!(matches!(**effect, Effect::CreateTokenCopy { of: mw_ir::Subject::This, .. }));
}

#[test]
fn squad_with_a_cost_that_isnt_mana_is_refused() {
    let m = first_miss("Squad—Exile four cards from your graveyard.\nMenace", TextKind::Permanent);
    assert!(m.contains("squad"), "{m}");
}

#[test]
fn ravenous_is_x_counters_and_a_draw_at_five() {
    let a = permanent("Ravenous\nTrample");
    let [Ability::Enters(EntersReplacement::WithCounters { amount, .. }), Ability::Triggered(t), Ability::Keyword(_)] = &a[..] else { panic!("{a:?}") };
    assert_eq!(*amount, mw_ir::Amount::X);
    assert_eq!(t.trigger, Trigger::SelfEnters);
    assert!(matches!(&t.effect[..], [Effect::Draw { .. }]), "{t:?}");
    assert!(format!("{:?}", t.condition).contains("Fixed(5)"), "{t:?}");
}

#[test]
fn mobilize_makes_that_many_attacking_warriors_sacrificed_at_end_step() {
    for n in [1usize, 2, 3] {
        let a = permanent(&format!("Mobilize {n}"));
        let [Ability::Triggered(t)] = &a[..] else { panic!("{a:?}") };
        assert_eq!(t.trigger, Trigger::SelfAttacks);
        assert_eq!(t.effect.len(), 2 * n, "{t:?}");
        assert!(matches!(&t.effect[0], Effect::CreateTokens { tapped: true, attacking: true, .. }), "{t:?}");
        assert!(matches!(&t.effect[1], Effect::Delayed { when: mw_ir::DelayedWhen::NextEndStep, .. }), "{t:?}");
    }
}
