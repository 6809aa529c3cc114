//! Where a spell was cast from and when a permanent entered (CR 601.2a, 400.7, 613.7d),
//! and poison counters as a condition (CR 122.1f): "whenever you cast a spell from your
//! graveyard", "from anywhere other than your hand", "if this spell was cast from a
//! graveyard", "target creature that entered the battlefield this turn", "as long as an
//! opponent has three or more poison counters". Text → IR, grammar front end alone.

use mw_cardtext::TextKind;
use mw_ir::{
    Ability, Affected, Arrival, ArrivedFrom, CardZone, Change, Compare, Condition, Controller, Counted, Effect, PlayerRef,
    StaticEffect, Subject, Trigger,
};
use mw_types::CardType;

mod common;
use common::{one_permanent, refused, spell_effects, triggered};

fn cast_filter(text: &str) -> mw_ir::ObjectFilter {
    match triggered(text).trigger {
        Trigger::Cast { caster: Controller::You, filter, .. } => filter,
        t => panic!("{text}: {t:?}"),
    }
}

#[test]
fn cast_from_a_zone_triggers() {
    // Burning Vengeance: the card must be its caster's own (CR 404.2: "your graveyard").
    let f = cast_filter("Whenever you cast a spell from your graveyard, Test Card deals 2 damage to any target.");
    assert_eq!((f.props.came_from, f.props.came_from_not), (Some(CardZone::Graveyard), false));
    assert_eq!(f.controller, Controller::Player { player: PlayerRef::You, owner: true });
    // Appa, Steadfast Guardian.
    let f = cast_filter("Whenever you cast a spell from exile, create a 1/1 white Ally creature token.");
    assert_eq!((f.props.came_from, f.props.came_from_not, f.controller), (Some(CardZone::Exile), false, Controller::Any));
    // Paradox (Vega, the Watcher): any zone but the hand.
    let f = cast_filter("Whenever you cast a spell from anywhere other than your hand, draw a card.");
    assert_eq!((f.props.came_from, f.props.came_from_not), (Some(CardZone::Hand), true));
    // Invasion of Arcavios: card types beside the zone.
    let f = cast_filter("Whenever you cast an instant or sorcery spell from your hand, you gain 1 life.");
    assert_eq!((f.props.came_from, f.card_type, f.or_type), (Some(CardZone::Hand), Some(CardType::Instant), Some(CardType::Sorcery)));
    // Another player's zone isn't read.
    refused("Whenever you cast a spell from an opponent's graveyard, draw a card.", TextKind::Permanent);
}

#[test]
fn this_spell_was_cast_from_a_graveyard() {
    // Plunder the Trollshaws: "instead" under the condition.
    let e = spell_effects("Draw a card. If this spell was cast from a graveyard, draw two cards instead.");
    let Effect::If { condition, .. } = &e[0] else { panic!("{e:?}") };
    assert_eq!(*condition, Condition::Arrived { subject: Subject::This, from: ArrivedFrom::Graveyard, yours: false, how: Arrival::Cast });
    // Ruthless Negotiation: an instruction of its own.
    let e = spell_effects("Target opponent exiles a card from their hand. If this spell was cast from a graveyard, draw a card.");
    assert!(e.iter().any(|x| matches!(x, Effect::If { condition: Condition::Arrived { from: ArrivedFrom::Graveyard, how: Arrival::Cast, .. }, .. })), "{e:?}");
}

#[test]
fn entered_this_turn_as_a_quality() {
    // Deathleaper, Terror Weapon.
    let a = one_permanent("Creatures you control that entered the battlefield this turn have double strike.");
    let Ability::Continuous(StaticEffect { affected: Affected::Matching(f), changes, condition: None }) = a else { panic!("{a:?}") };
    assert!(f.props.entered_this_turn && f.controller == Controller::You && f.card_type == Some(CardType::Creature));
    assert_eq!(changes, vec![Change::Keyword(mw_ir::Keyword::DoubleStrike)]);
    // Force of Despair: "that entered this turn" said either way.
    for text in ["Destroy all creatures that entered the battlefield this turn.", "Destroy all creatures that entered this turn."] {
        let e = spell_effects(text);
        let Effect::ForEach { filter, .. } = &e[0] else { panic!("{e:?}") };
        assert!(filter.props.entered_this_turn, "{text}");
    }
}

#[test]
fn poison_counters_as_a_condition() {
    // Apostle of Invasion: some opponent's count.
    let a = one_permanent("As long as an opponent has three or more poison counters, Test Card has double strike.");
    let Ability::Continuous(StaticEffect { condition, .. }) = a else { panic!("{a:?}") };
    assert_eq!(condition, Some(Condition::SomeOpponent { of: Counted::Poison(PlayerRef::ThatPlayer), compare: Compare::AtLeast(3) }));
    // The controller's own count.
    let a = one_permanent("As long as you have two or more poison counters, Test Card gets +1/+1.");
    let Ability::Continuous(StaticEffect { condition, .. }) = a else { panic!("{a:?}") };
    assert_eq!(condition, Some(Condition::Count { of: Counted::Poison(PlayerRef::You), compare: Compare::AtLeast(2) }));
}

#[test]
fn spells_that_target_a_creature() {
    // Hawkeye, Bowslinger; Colleen Wing ("a creature you control").
    for (text, controller) in [
        ("Whenever you cast a spell that targets a creature, put a +1/+1 counter on Test Card.", Controller::Any),
        ("Whenever you cast a spell that targets a creature you control, put a +1/+1 counter on Test Card.", Controller::You),
    ] {
        let Trigger::Cast { only: Some(mw_ir::Relative::Targets(f)), .. } = triggered(text).trigger else { panic!("{text}") };
        assert_eq!((f.card_type, f.controller), (Some(CardType::Creature), controller), "{text}");
    }
}
