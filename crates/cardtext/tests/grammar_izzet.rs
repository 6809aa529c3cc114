//! Grammar constructs of the Izzet spells decks (issue 17), text → IR, each over several
//! cards' wordings: target counts set by X ("each of up to X targets", CR 601.2b–c, 115.1)
//! and multiples of X ("five times X damage", CR 107.3).

mod common;
use common::{spell_ability, spell_effects};
use mw_ir::{Amount, Counted, Effect, Recipient, TargetKind};

#[test]
fn up_to_x_targets_are_bounded_by_the_x_announced() {
    // Crackle with Power, and "up to X target …" of other instructions.
    let s = spell_ability("Test Card deals five times X damage to each of up to X targets.");
    assert_eq!(s.targets.len(), 8, "{s:?}");
    for (k, t) in s.targets.iter().enumerate() {
        assert_eq!(t.kind, TargetKind::Any);
        assert!(t.optional && t.distinct == (k > 0), "{t:?}");
        assert_eq!(t.below_x, Some(k as u8));
    }
    let five_x = Amount::Count { of: Counted::X, times: 5 };
    assert_eq!(s.effect.len(), 8);
    for (k, e) in s.effect.iter().enumerate() {
        let Effect::DealDamage { amount, to, .. } = e else { panic!("{e:?}") };
        assert_eq!((*amount, *to), (five_x, Recipient::Target(k as u8)));
    }
    let tap = spell_ability("Tap up to X target creatures.");
    assert_eq!(tap.targets.len(), 8);
    assert!(tap.targets.iter().enumerate().all(|(k, t)| t.below_x == Some(k as u8) && matches!(t.kind, TargetKind::Permanent(_))));
    assert!(tap.effect.iter().all(|e| matches!(e, Effect::Tap { .. })));
}

#[test]
fn each_of_a_fixed_number_of_targets() {
    // "each of up to two targets", "each of two targets": no X bound.
    let s = spell_ability("Test Card deals 3 damage to each of up to two targets.");
    assert_eq!(s.targets.len(), 2);
    assert!(s.targets.iter().all(|t| t.optional && t.below_x.is_none() && t.kind == TargetKind::Any));
    let s = spell_ability("Test Card deals 1 damage to each of two targets.");
    assert!(s.targets.iter().all(|t| !t.optional && t.kind == TargetKind::Any));
    assert_eq!(s.targets.len(), 2);
    let e = spell_effects("Test Card deals 2 damage to each of up to two target creatures.");
    assert_eq!(e.len(), 2, "{e:?}");
}

#[test]
fn multiples_of_x() {
    let e = spell_effects("Test Card deals twice X damage to any target.");
    let Effect::DealDamage { amount, .. } = &e[0] else { panic!("{e:?}") };
    assert_eq!(*amount, Amount::Count { of: Counted::X, times: 2 });
    let e = spell_effects("You gain three times X life.");
    let Effect::GainLife { amount, .. } = &e[0] else { panic!("{e:?}") };
    assert_eq!(*amount, Amount::Count { of: Counted::X, times: 3 });
}

#[test]
fn delayed_mana_at_your_next_main_phase() {
    use mw_ir::{DelayedWhen, ManaProduction, Subject};
    use mw_types::ManaType;
    // Mana Drain: the countered spell's mana value, as the delayed trigger's object.
    let e = spell_effects("Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that spell's mana value.");
    assert!(matches!(e[0], Effect::Counter { .. }), "{e:?}");
    let Effect::Delayed { when, effects, about, .. } = &e[1] else { panic!("{e:?}") };
    assert_eq!(*when, DelayedWhen::YourNextMainPhase);
    assert_eq!(*about, Some(Subject::Target(0)));
    assert_eq!(effects[0], Effect::AddMana(ManaProduction::Amount { mana: ManaType::Colorless, amount: Amount::ManaValueOf(Subject::Triggering) }));
    // Another color and number: "an amount of {G} equal to …".
    let e = spell_effects("Add an amount of {G} equal to the number of creatures you control.");
    let Effect::AddMana(ManaProduction::Amount { mana: ManaType::Green, amount: Amount::Count { .. } }) = &e[0] else { panic!("{e:?}") };
}

#[test]
fn cards_discarded_this_way() {
    use mw_ir::PlayerRef;
    // Windfall: the most any one player discarded.
    let e = spell_effects("Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.");
    assert_eq!(e[0], Effect::DiscardHand { player: PlayerRef::EachPlayer }, "{e:?}");
    let most = Amount::Count { of: Counted::DiscardedThisWay { greatest: true }, times: 1 };
    assert!(matches!(&e[1], Effect::Draw { player: PlayerRef::EachPlayer, amount } if *amount == most), "{e:?}");
    // The sum over players, for one player's own hand.
    let e = spell_effects("Discard your hand, then draw cards equal to the number of cards discarded this way.");
    let sum = Amount::Count { of: Counted::DiscardedThisWay { greatest: false }, times: 1 };
    assert!(matches!(&e[1], Effect::Draw { player: PlayerRef::You, amount } if *amount == sum), "{e:?}");
}

#[test]
fn them_after_several_targets_names_each() {
    use mw_ir::Subject;
    // Leo's Guidance: "them" is every target of the word, not only the first.
    let e = spell_effects("Put a +1/+1 counter on each of up to three target creatures. Untap them.");
    let untapped: Vec<_> = e.iter().filter_map(|e| if let Effect::Untap { subject } = e { Some(*subject) } else { None }).collect();
    assert_eq!(untapped, vec![Subject::Target(0), Subject::Target(1), Subject::Target(2)], "{e:?}");
    // Smoldering Werewolf: "it" stays the source after the targets ("each of" a target word).
    let t = common::triggered("When Test Card enters, it deals 1 damage to each of up to two target creatures.");
    assert!(t.effect.iter().all(|e| matches!(e, Effect::DealDamage { source: Subject::This, .. })), "{:?}", t.effect);
}

#[test]
fn a_possessive_reference_before_a_characteristic() {
    use mw_ir::Subject;
    // Soul's Might, Living Armor, Mana Drain: "that creature's power / mana value" names
    // the target, never the source.
    let e = spell_effects("Put X +1/+1 counters on target creature, where X is that creature's power.");
    assert!(matches!(&e[0], Effect::PutCounters { amount: Amount::PowerOf(Subject::Target(0)), .. }), "{e:?}");
    let e = spell_effects("Target creature gets +X/+X until end of turn, where X is that creature's toughness.");
    assert!(matches!(&e[0], Effect::Pump { times: Amount::ToughnessOf(Subject::Target(0)), .. }), "{e:?}");
    let e = spell_effects("Counter target spell. You gain life equal to that spell's mana value.");
    assert!(matches!(&e[1], Effect::GainLife { amount: Amount::ManaValueOf(Subject::Target(0)), .. }), "{e:?}");
}
