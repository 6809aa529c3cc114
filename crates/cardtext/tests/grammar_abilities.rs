//! The grammar front end (syntax + lowering, no phrase recognisers) on triggered,
//! static, modal and chapter abilities: text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, Controller, Count, Effect, ObjectFilter, Trigger};

mod common;
use common::{compiled_named as grammar, permanent, refused};

fn triggers(abilities: &[Ability]) -> Vec<Trigger> {
    abilities.iter().filter_map(|a| if let Ability::Triggered(t) = a { Some(t.trigger.clone()) } else { None }).collect()
}

#[test]
fn modal_spells_choose_sets_of_modes() {
    // CR 700.2: "choose two" of four: six sets, in the order `mode_sets` gives.
    let text = "Choose two —\n• Return target creature card from your graveyard to your hand.\n• Target player discards a card.\n• Destroy target artifact.\n• Kolaghan's Command deals 2 damage to any target.";
    let c = grammar(text, "Kolaghan's Command", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::ChooseOne { modes, printed } = &c.abilities[0] else { panic!("{:?}", c.abilities) };
    assert_eq!((*modes, printed.printed, printed.min, printed.max), (6, 4, 2, 2));
    // The first set is modes 1 and 2: two targets, numbered across the modes.
    let Ability::Spell(first) = &c.abilities[1] else { panic!() };
    assert_eq!(first.targets.len(), 2);
    assert_eq!(c.abilities.len(), 7);

    let text = "Choose one or both —\n• Target creature gets +2/+2 until end of turn.\n• Draw a card.";
    let c = grammar(text, "Test Charm", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    assert!(matches!(c.abilities[0], Ability::ChooseOne { modes: 3, .. }));
}

#[test]
fn modal_triggers_put_their_modes_after_each_trigger() {
    let text = "When Test Card enters the battlefield, choose one —\n• Draw a card.\n• You gain 3 life.";
    let a = permanent(text);
    assert!(matches!(&a[0], Ability::Triggered(t) if t.trigger == Trigger::SelfEnters && t.modes == 2));
    assert!(matches!(&a[1], Ability::Mode(m) if m.effect == vec![Effect::Draw { player: mw_ir::PlayerRef::You, amount: mw_ir::Amount::Fixed(1) }]));
    assert!(matches!(a[2], Ability::Mode(_)));
    // Two events: each trigger followed by its modes.
    let text = "Whenever Test Card enters or attacks, choose one —\n• Draw a card.\n• You gain 3 life.";
    let a = permanent(text);
    assert_eq!(triggers(&a), vec![Trigger::SelfEnters, Trigger::SelfAttacks]);
    assert_eq!(a.len(), 6);
}

#[test]
fn trigger_events_on_two_verbs_and_attack_variants() {
    let a = permanent("Whenever Test Card enters the battlefield or attacks, you gain 1 life.");
    assert_eq!(triggers(&a), vec![Trigger::SelfEnters, Trigger::SelfAttacks]);
    let a = permanent("Whenever Test Card attacks and isn't blocked, draw a card.");
    assert_eq!(triggers(&a), vec![Trigger::SelfAttacksUnblocked]);
    let a = permanent("Whenever Test Card attacks alone, it gets +1/+1 until end of turn.");
    assert_eq!(triggers(&a), vec![Trigger::SelfAttacksAlone]);
    let a = permanent("When you cast this spell, draw a card.");
    assert_eq!(triggers(&a), vec![Trigger::SelfCast]);
}

#[test]
fn object_events_take_any_filter() {
    let a = permanent("Whenever a Dragon you control attacks, it gets +1/+0 until end of turn.");
    let [Trigger::Attacks(f)] = triggers(&a).as_slice().to_owned()[..] else { panic!("{a:?}") };
    assert_eq!(f.controller, Controller::You);
    assert!(f.props.creature_type.is_some());
    let a = permanent("Whenever another creature attacks, you gain 1 life.");
    assert!(matches!(triggers(&a)[..], [Trigger::Attacks(f)] if f.props.other && f.controller == Controller::Any));
    // "a creature you control attacks" keeps its own trigger.
    let a = permanent("Whenever a creature you control attacks, you gain 1 life.");
    assert_eq!(triggers(&a), vec![Trigger::CreatureYouControlAttacks]);

    let a = permanent("Whenever a Ninja you control deals combat damage to a player, draw a card.");
    assert!(matches!(triggers(&a)[..], [Trigger::CombatDamageToPlayer { to: Controller::Any, filter }] if filter.controller == Controller::You));
    let a = permanent("Whenever a creature deals combat damage to you, you gain 1 life.");
    assert!(matches!(triggers(&a)[..], [Trigger::CombatDamageToPlayer { to: Controller::You, .. }]));
    let a = permanent("Whenever a creature you control deals combat damage to an opponent, draw a card.");
    assert!(matches!(triggers(&a)[..], [Trigger::CombatDamageToPlayer { to: Controller::NotYou, .. }]));

    let a = permanent("Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.");
    assert!(matches!(triggers(&a)[..], [Trigger::Enters(f)] if f.controller == Controller::NotYou));
}

#[test]
fn batches_are_refused_not_read_one_by_one() {
    // CR 603.2c: "one or more" triggers once for the batch.
    let why = refused("Whenever one or more creatures you control die, draw a card.", TextKind::Permanent);
    assert!(why.contains("batch"), "{why}");
    let why = refused("Whenever one or more creature cards are put into your graveyard from your library, draw a card.", TextKind::Permanent);
    assert!(why.contains("batch"), "{why}");
}

#[test]
fn statics_grant_quoted_abilities() {
    let a = permanent("Enchanted land has \"{T}: Add one mana of any color.\"");
    assert!(matches!(&a[0], Ability::Continuous(e) if e.affected == Affected::Enchanted && e.changes == vec![Change::Grant(1)]));
    assert!(matches!(&a[1], Ability::Granted(g) if matches!(**g, Ability::Mana(_))));
    let a = permanent("Creatures you control have vigilance and \"{T}: Add {G}.\"");
    assert!(matches!(&a[0], Ability::Continuous(e) if e.changes.len() == 2 && e.changes.contains(&Change::Grant(1))));
    assert_eq!(a.len(), 2);
}

#[test]
fn statics_count_for_each() {
    let a = permanent("Test Card gets +1/+1 for each artifact you control.");
    assert!(matches!(&a[0], Ability::Continuous(e) if e.affected == Affected::Itself
        && e.changes == vec![Change::PtFor(Count::YouControl(mw_types::CardType::Artifact), 1, 1)]));
    let a = permanent("Creatures you control get +1/+0 for each card in your hand.");
    assert!(matches!(&a[0], Ability::Continuous(e) if e.changes == vec![Change::PtFor(Count::CardsInHand, 1, 0)]));
}

#[test]
fn chapters_give_the_saga_quoted_abilities() {
    let text = "I — Test Saga gains \"{T}: Add {C}.\"\nII — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.";
    let c = grammar(text, "Test Saga", TextKind::Permanent);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Triggered(t) = &c.abilities[0] else { panic!() };
    assert_eq!(t.effect, vec![Effect::GainAbility { subject: mw_ir::Subject::This, offset: 1, duration: mw_ir::Duration::Indefinite }]);
    assert!(matches!(&c.abilities[1], Ability::Granted(g) if matches!(**g, Ability::Mana(_))));
    let Ability::Triggered(t) = &c.abilities[2] else { panic!() };
    let [Effect::Search { filter, .. }] = t.effect.as_slice() else { panic!("{:?}", t.effect) };
    // CR 202.1: exactly {0} or exactly {1}.
    assert_eq!(filter.props.generic_cost, 0b11);
    assert_eq!(filter.card_type, Some(mw_types::CardType::Artifact));
}

#[test]
fn durations_the_ir_cannot_hold_are_refused_and_given_abilities_last_the_turn() {
    // CR 611.2: "until your next turn" is not "as long as the object exists": kept for
    // keywords gained (ended as the controller's next turn begins, CR 500.1), refused for
    // a restriction.
    let c = grammar("When Test Card enters the battlefield, target creature gains flying until your next turn.", "Test Card", TextKind::Permanent);
    assert!(format!("{:?}", c.abilities).contains("UntilYourNextTurn"), "{:?}", c.abilities);
    refused("When Test Card enters the battlefield, target creature can't block until your next turn.", TextKind::Permanent);
    // A spell's given ability follows its spell ability in the card's list (the
    // instruction names it by offset), lasting the turn (CR 611.2a, 613.1f).
    let c = grammar("Target creature gains \"{T}: Add {G}.\" until end of turn.", "Test Spell", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let [Ability::Spell(s), Ability::Granted(g)] = c.abilities.as_slice() else { panic!("{:?}", c.abilities) };
    assert_eq!(s.effect, vec![Effect::GainAbility { subject: mw_ir::Subject::Target(0), offset: 1, duration: mw_ir::Duration::EndOfTurn }]);
    assert!(matches!(**g, Ability::Mana(_)), "{g:?}");
}

#[test]
fn generic_cost_filters_only_exact_costs() {
    let c = grammar("Destroy target artifact with mana cost {2}.", "Test Spell", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Spell(s) = &c.abilities[0] else { panic!() };
    let mw_ir::TargetKind::Permanent(f) = s.targets[0].kind else { panic!() };
    assert_eq!(f, ObjectFilter { card_type: Some(mw_types::CardType::Artifact), props: mw_ir::Props { generic_cost: 0b100, ..Default::default() }, ..Default::default() });
}

#[test]
fn a_condition_after_its_instruction_names_its_target() {
    // CR 608.2c: "if it's blue" is about the target, checked as the instruction begins.
    let text = "Choose one —\n• Counter target spell if it's blue.\n• Destroy target permanent if it's blue.";
    let c = grammar(text, "Pyroblast", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Spell(s) = &c.abilities[1] else { panic!() };
    let [Effect::If { condition: mw_ir::Condition::ObjectIs { subject: mw_ir::Subject::Target(0), filter }, .. }] = s.effect.as_slice() else { panic!("{:?}", s.effect) };
    assert!(filter.props.colors.contains(mw_types::Color::Blue));
    // Before its instruction, "it" is not that instruction's target.
    let c = grammar("Destroy target creature if it's tapped.", "Test Spell", TextKind::Spell);
    let Ability::Spell(s) = &c.abilities[0] else { panic!("{:?}", c) };
    assert!(matches!(s.effect.as_slice(), [Effect::If { condition: mw_ir::Condition::ObjectIs { subject: mw_ir::Subject::Target(0), .. }, .. }]), "{:?}", s.effect);
}

#[test]
fn where_x_defines_every_x_of_its_sentence() {
    // CR 107.3: both X of the sentence are the count.
    let c = grammar("Tendrils of Corruption deals X damage to target creature and you gain X life, where X is the number of Swamps you control.", "Tendrils of Corruption", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Spell(s) = &c.abilities[0] else { panic!() };
    assert!(s.effect.iter().all(|e| {
        let mut any_x = false;
        e.clone().amounts_mut(&mut |a| any_x |= *a == mw_ir::Amount::X);
        !any_x
    }), "{:?}", s.effect);
    // "its power" names the target before it.
    let c = grammar("Target creature gets +X/+0 until end of turn, where X is its power.", "Rush of Blood", TextKind::Spell);
    let Ability::Spell(s) = &c.abilities[0] else { panic!("{c:?}") };
    assert!(matches!(s.effect[0], Effect::Pump { times: mw_ir::Amount::PowerOf(mw_ir::Subject::Target(0)), .. }));
    // A static: counted continuously.
    let a = permanent("Test Card gets +X/+X, where X is the number of artifacts you control.");
    assert!(matches!(&a[0], Ability::Continuous(e) if e.changes == vec![Change::PtFor(Count::YouControl(mw_types::CardType::Artifact), 1, 1)]));
}

#[test]
fn a_batch_once_each_turn_is_its_first_object() {
    // CR 603.2c with "triggers only once each turn": the first such event each turn.
    let a = permanent("Whenever one or more other creatures die, draw a card. This ability triggers only once each turn.");
    assert!(matches!(&a[0], Ability::Triggered(t) if t.once_per_turn && matches!(t.trigger, Trigger::Dies(f) if f.props.other)));
}

#[test]
fn dredge_lines_lower_to_the_draw_replacement() {
    // CR 702.52a: "Dredge N", with or without its reminder text, one line per keyword.
    let reminder = "Dredge 2 (If you would draw a card, you may mill two cards instead. If you do, return this card from your graveyard to your hand.)";
    assert_eq!(permanent(reminder), vec![Ability::Dredge(2)]);
    assert_eq!(permanent("Dredge 5"), vec![Ability::Dredge(5)]);
    let c = grammar("Target creature gets -1/-1 until end of turn.\nDredge 3", "Darkblast", TextKind::Spell);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    assert!(c.abilities.contains(&Ability::Dredge(3)), "{:?}", c.abilities);
    // Without its number it is no dredge.
    assert!(refused("Dredge", TextKind::Permanent).contains("keyword: dredge"));
}

#[test]
fn mana_abilities_may_tap_several_untapped_permanents() {
    use mw_ir::AdditionalCost;
    // Birchlore Rangers, Heritage Druid, Supportive Parents, Baylen: the cost taps N
    // different permanents of a kind (CR 605.3a, 118.3), none of them by {T}.
    for (text, n) in [
        ("Tap two untapped Elves you control: Add one mana of any color.", 2),
        ("Tap three untapped Elves you control: Add {G}{G}{G}.", 3),
        ("Tap two untapped creatures you control: Add one mana of any color.", 2),
        ("Tap two untapped tokens you control: Add one mana of any color.", 2),
    ] {
        let a = permanent(text);
        let [Ability::Mana(m)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert!(!m.cost.tap, "{text}");
        match &m.cost.extra {
            Some(AdditionalCost::Times(inner, k)) => {
                assert_eq!(*k, n, "{text}");
                let AdditionalCost::TapUntapped(f) = &**inner else { panic!("{text}: {inner:?}") };
                assert_eq!(f.controller, Controller::You, "{text}");
            }
            e => panic!("{text}: {e:?}"),
        }
    }
    // Several objects of another cost are not a mana ability the engine pays.
    assert!(refused("Sacrifice two creatures: Add {B}{B}{B}{B}.", TextKind::Permanent).contains("several objects"));
}
