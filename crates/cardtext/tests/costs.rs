//! The grammar's cost constructs, text → IR, each with several cards' wordings: alternative
//! costs (CR 118.9), additional costs (CR 118.8), cost keywords (evoke, dash, escape,
//! kicker, madness), and costs that choose N objects.

use mw_cardtext::TextKind;
use mw_ir::{AdditionalCost, AltKind, Ability, AlternativeCost, Condition, Controller, Cost};
use mw_types::{CardType, Color};

mod common;
use common::grammar_named as grammar;

fn alternative(text: &str) -> AlternativeCost {
    match grammar(text, "Nobody", TextKind::Spell).into_iter().next() {
        Some(Ability::AlternativeCost(a)) => a,
        other => panic!("{text}: {other:?}"),
    }
}

fn extra(c: &Cost) -> &AdditionalCost {
    c.extra.as_ref().expect("a cost choosing objects")
}

#[test]
fn rather_than_pay_this_spells_mana_cost() {
    // Force of Will: life and a card exiled from the hand.
    let a = alternative("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.");
    assert_eq!((a.kind, a.cost.life, a.condition), (AltKind::Printed, 1, None));
    let AdditionalCost::ExileFromHand(f) = extra(&a.cost) else { panic!("{a:?}") };
    assert!(f.props.colors.contains(Color::Blue));
    // Force of Negation: a condition.
    let a = alternative("If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost.");
    assert_eq!(a.condition, Some(Condition::YourTurn(false)));
    // Daze: a permanent returned.
    let a = alternative("You may return an Island you control to its owner's hand rather than pay this spell's mana cost.");
    let AdditionalCost::ReturnToHand(f) = extra(&a.cost) else { panic!("{a:?}") };
    assert_eq!(f.controller, Controller::You);
    // Gush: two of them, "their owner's hand".
    let a = alternative("You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.");
    assert!(matches!(extra(&a.cost), AdditionalCost::Times(inner, 2) if matches!(**inner, AdditionalCost::ReturnToHand(_))), "{a:?}");
    // Snuff Out: life, while a Swamp is controlled.
    let a = alternative("If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.");
    assert_eq!(a.cost.life, 4);
    assert!(matches!(a.condition, Some(Condition::Count { .. })));
    // Fireblast: two Mountains sacrificed.
    let a = alternative("You may sacrifice two Mountains rather than pay this spell's mana cost.");
    assert!(matches!(extra(&a.cost), AdditionalCost::Times(inner, 2) if matches!(**inner, AdditionalCost::Sacrifice(_))));
    // Mana: "pay {0}".
    let a = alternative("You may pay {1}{R} rather than pay this spell's mana cost.");
    assert_eq!(a.cost.mana.symbols.len(), 2);
}

#[test]
fn additional_costs() {
    let first = |text: &str| grammar(text, "Nobody", TextKind::Spell).into_iter().next();
    assert!(matches!(first("As an additional cost to cast this spell, sacrifice a creature."), Some(Ability::AdditionalCost(AdditionalCost::Sacrifice(f))) if f.card_type == Some(CardType::Creature)));
    assert_eq!(first("As an additional cost to cast this spell, discard a card."), Some(Ability::AdditionalCost(AdditionalCost::Discard)));
    assert_eq!(first("As an additional cost to cast this spell, pay 3 life."), Some(Ability::AdditionalCost(AdditionalCost::PayLife(3))));
    assert!(matches!(
        first("As an additional cost to cast this spell, exile a creature card from your graveyard."),
        Some(Ability::AdditionalCost(AdditionalCost::ExileFromGraveyard(f))) if f.card_type == Some(CardType::Creature)
    ));
    assert!(matches!(
        first("As an additional cost to cast this spell, sacrifice two creatures."),
        Some(Ability::AdditionalCost(AdditionalCost::Times(_, 2)))
    ));
    assert!(matches!(
        first("As an additional cost to cast this spell, reveal a creature card from your hand."),
        Some(Ability::AdditionalCost(AdditionalCost::RevealFromHand(f))) if f.card_type == Some(CardType::Creature)
    ));
    // One of several costs (more in grammar_cost_options.rs).
    assert!(matches!(
        first("As an additional cost to cast this spell, sacrifice a creature or pay 3 life."),
        Some(Ability::AdditionalCost(AdditionalCost::OneOf(o))) if o.len() == 2 && o[1] == AdditionalCost::PayLife(3)
    ));
}

#[test]
fn evoke_is_an_alternative_cost_and_a_sacrifice_trigger() {
    for text in ["Evoke {2}{U}", "Evoke—Exile a red card from your hand.", "Evoke {1}{B} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)"] {
        let a = grammar(text, "Nobody", TextKind::Permanent);
        assert!(matches!(&a[0], Ability::AlternativeCost(c) if c.kind == AltKind::Evoke), "{text}: {a:?}");
        let Ability::Triggered(t) = &a[1] else { panic!("{a:?}") };
        assert_eq!(t.trigger, mw_ir::Trigger::SelfEnters);
        assert_eq!(t.condition, Some(Condition::PaidAlternative { kind: AltKind::Evoke, paid: true }));
    }
}

#[test]
fn madness_is_an_alternative_cost_and_an_exiled_trigger() {
    for (text, life) in [
        ("Madness {R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)", 0),
        ("Madness {0}", 0),
        ("Madness—{2}{B}, Pay 8 life.", 8),
    ] {
        let a = grammar(text, "Nobody", TextKind::Permanent);
        let Ability::AlternativeCost(c) = &a[0] else { panic!("{text}: {a:?}") };
        assert_eq!((c.kind, c.cost.life), (AltKind::Madness, life), "{text}");
        let Ability::Triggered(t) = &a[1] else { panic!("{a:?}") };
        assert_eq!(t.trigger, mw_ir::Trigger::ExiledByMadness);
        assert_eq!(t.effect, vec![mw_ir::Effect::MayCastMadness]);
    }
    // An X in the madness cost is refused (its X would be announced as it is cast).
    assert!(!mw_cardtext::compile("Madness {X}{R}", "Nobody", TextKind::Spell).diagnostics.is_empty(), "X refused");
}

#[test]
fn dash_escape_and_kicker() {
    let a = grammar("Dash {2}{R}", "Nobody", TextKind::Permanent);
    let Ability::AlternativeCost(c) = &a[0] else { panic!("{a:?}") };
    assert_eq!(c.kind, AltKind::Dash);
    assert!(matches!(c.resolves[0], mw_ir::Effect::Delayed { when: mw_ir::DelayedWhen::NextEndStep, .. }));
    assert!(matches!(&a[1], Ability::Continuous(s) if s.condition == Some(Condition::PaidAlternative { kind: AltKind::Dash, paid: true })));
    for (text, n) in [("Escape—{2}{R}, Exile two other cards from your graveyard.", 2), ("Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.", 5)] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        let Ability::AlternativeCost(c) = &a[0] else { panic!("{a:?}") };
        assert_eq!(c.kind, AltKind::Escape);
        let AdditionalCost::Times(inner, k) = extra(&c.cost) else { panic!("{c:?}") };
        assert_eq!(*k, n);
        assert!(matches!(**inner, AdditionalCost::ExileFromGraveyard(f) if f.props.other));
    }
    let a = grammar("Kicker {2}{G}", "Nobody", TextKind::Spell);
    assert!(matches!(&a[0], Ability::Kicker(m) if m.symbols.len() == 2));
}

#[test]
fn cost_changes_of_this_ability_and_this_spell() {
    // Channel lands: the ability's own reduction, counted as it is activated.
    let text = "Channel — {3}{U}, Discard Otawara: Return target creature to its owner's hand. This ability costs {1} less to activate for each legendary creature you control.";
    let a = grammar(text, "Otawara", TextKind::Permanent);
    let Ability::Activated(x) = &a[0] else { panic!("{a:?}") };
    let c = x.cost_change.as_ref().expect("a cost change");
    assert!(!c.more);
    assert!(matches!(c.times, mw_ir::Amount::Count { of: mw_ir::Counted::Permanents(f), times: 1 } if f.card_type == Some(CardType::Creature) && f.controller == Controller::You));
    assert!(x.cost.discard_self);
    // A spell's own: "for each …", "if …".
    for text in ["This spell costs {1} less to cast for each artifact you control.", "This spell costs {2} less to cast if you control a Wizard."] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        assert!(matches!(&a[0], Ability::CostChange(c) if c.caster.is_none() && !c.more), "{text}: {a:?}");
    }
}

#[test]
fn ninjutsu_is_an_ability_from_the_hand() {
    for text in ["Ninjutsu {1}{U}", "Ninjutsu {2}{B} ({2}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)"] {
        let a = grammar(text, "Nobody", TextKind::Permanent);
        let Ability::Activated(x) = &a[0] else { panic!("{a:?}") };
        assert!(x.cost.in_hand && !x.cost.discard_self);
        assert!(matches!(extra(&x.cost), AdditionalCost::ReturnToHand(f) if f.props.combat == Some(mw_ir::InCombat::Unblocked) && f.controller == Controller::You));
        assert_eq!(x.effect, vec![mw_ir::Effect::PutSelfFromHand { tapped: true, attacking: true }]);
    }
}


#[test]
fn spells_cast_this_turn_condition() {
    let a = alternative("If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.");
    // CR 601.2i: an opponent's count of spells, any spells.
    let Some(Condition::CastThisTurn { who, filter, compare }) = a.condition else { panic!("{:?}", a.condition) };
    assert_eq!((who, compare), (Controller::NotYou, mw_ir::Compare::AtLeast(3)));
    assert_eq!(mw_ir::ObjectFilter { controller: Controller::Any, ..filter }, mw_ir::ObjectFilter::default());
    assert!(a.cost.mana.symbols.iter().all(|s| *s == mw_types::ManaSymbol::Generic(0)));
}

#[test]
fn kicker_that_isnt_mana() {
    let a = grammar("Kicker—Sacrifice a creature.", "Nobody", TextKind::Spell);
    assert!(matches!(&a[..], [Ability::Kicker(m), Ability::KickerExtra(AdditionalCost::Sacrifice(_))] if m.symbols.is_empty()), "{a:?}");
    let a = grammar("Kicker—Pay 3 life.", "Nobody", TextKind::Permanent);
    assert!(matches!(&a[..], [Ability::Kicker(_), Ability::KickerExtra(AdditionalCost::PayLife(3))]), "{a:?}");
    let a = grammar("Kicker—{1}{B}, Discard a creature card.", "Nobody", TextKind::Spell);
    assert!(matches!(&a[..], [Ability::Kicker(m), Ability::KickerExtra(AdditionalCost::DiscardMatching(_))] if m.symbols.len() == 2), "{a:?}");
}
