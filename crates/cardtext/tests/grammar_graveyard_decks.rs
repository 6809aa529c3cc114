//! The grammar constructs graveyard decks needed (issue 17: Modern Dredge): "~ escapes
//! with" counters (CR 702.138c), "if you gained N or more life this turn" (CR 119.3), an
//! alternative cost's part paid X times (CR 601.2b), and how an object came onto the
//! battlefield ("if it entered from your graveyard or you cast it from your graveyard",
//! CR 400.7, 601.2a). Text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::target::Compare;
use mw_ir::{Ability, AltKind, Amount, Arrival, ArrivedFrom, Condition, Counted, EntersReplacement, PlayerRef, Subject};

mod common;
use common::{grammar, refused, triggered};

#[test]
fn escapes_with_counters_is_entering_with_them_if_it_escaped() {
    let escaped = Some(Condition::PaidAlternative { kind: AltKind::Escape, paid: true });
    for (text, n) in [
        ("Test Card escapes with a +1/+1 counter on it.", 1),
        ("Test Card escapes with two +1/+1 counters on it.", 2),
        ("Test Card escapes with three +1/+1 counters on it.", 3),
    ] {
        let abilities = grammar(text, TextKind::Permanent);
        let [Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition })] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        assert_eq!((*kind, *amount, *condition), (mw_types::CounterKind::PlusOne, Amount::Fixed(n), escaped), "{text}");
    }
    // A choice of counters, or an ability instead of counters, isn't lowered.
    assert!(!refused("Test Card escapes with your choice of a +1/+1 counter or a flying counter on it.", TextKind::Permanent).is_empty());
    // "Escape" isn't an imperative verb.
    assert!(!refused("Escape with a +1/+1 counter on it.", TextKind::Permanent).is_empty());
}

#[test]
fn life_gained_this_turn_is_counted() {
    let gained = |n| Some(Condition::Count { of: Counted::LifeGainedThisTurn(PlayerRef::You), compare: Compare::AtLeast(n) });
    let t = triggered("At the beginning of your end step, if you gained 3 or more life this turn, return Test Card from your graveyard to the battlefield tapped.");
    assert_eq!(t.condition, gained(3));
    let t = triggered("At the beginning of each end step, if you gained 4 or more life this turn, create a 4/4 white Angel creature token with flying.");
    assert_eq!(t.condition, gained(4));
    // "you've": the condition after the instruction.
    let t = triggered("At the beginning of your end step, draw a card if you've gained 3 or more life this turn.");
    assert!(matches!(t.effect.as_slice(), [mw_ir::Effect::If { condition, .. }] if Some(*condition) == gained(3)), "{:?}", t.effect);
    // Without a number it stays the turn's event.
    let t = triggered("At the beginning of your end step, if you gained life this turn, draw a card.");
    assert_eq!(t.condition, Some(Condition::ThisTurn(mw_ir::TurnEvent::YouGainedLife)));
    // Another player's gains aren't lowered.
    assert!(!refused("At the beginning of your end step, if an opponent gained 3 or more life this turn, draw a card.", TextKind::Permanent).is_empty());
}

#[test]
fn an_alternative_cost_part_paid_x_times() {
    let abilities = grammar("Test Card deals X damage to any target.\nFlashback—{R}{R}, Discard X cards.", TextKind::Spell);
    let alt = abilities.iter().find_map(|a| match a {
        Ability::AlternativeCost(a) => Some(a),
        _ => None,
    });
    let alt = alt.unwrap_or_else(|| panic!("{abilities:?}"));
    assert_eq!(alt.kind, AltKind::Flashback);
    assert!(alt.cost.extra.as_ref().is_some_and(|e| e.has_x()), "{:?}", alt.cost);
    // Beside an {X} of its own mana, and for keywords that aren't cast from a graveyard,
    // it isn't lowered.
    assert!(!refused("Test Card deals X damage to any target.\nFlashback—{X}{R}, Discard X cards.", TextKind::Spell).is_empty());
    assert!(!refused("Test Card deals X damage to any target.\nEvoke—Discard X cards.", TextKind::Spell).is_empty());
}

#[test]
fn how_an_object_came_onto_the_battlefield() {
    let t = triggered(
        "Whenever a creature enters the battlefield, if it entered from your graveyard or you cast it from your graveyard, return Test Card from your graveyard to the battlefield tapped at the beginning of the next end step.",
    );
    let either = Condition::Arrived { subject: Subject::Triggering, from: ArrivedFrom::Graveyard, yours: true, how: Arrival::Either };
    assert_eq!(t.condition, Some(either));
    // The trigger works from the graveyard: its delayed ability returns the card.
    assert!(t.from_graveyard());
    // A graveyard of any player, one way only.
    let t = triggered("Whenever another creature enters the battlefield, if it entered from a graveyard, you gain 1 life.");
    assert_eq!(t.condition, Some(Condition::Arrived { subject: Subject::Triggering, from: ArrivedFrom::Graveyard, yours: false, how: Arrival::Entered }));
    let t = triggered("Whenever another creature enters the battlefield, if you cast it from exile, you gain 1 life.");
    assert_eq!(t.condition, Some(Condition::Arrived { subject: Subject::Triggering, from: ArrivedFrom::Exile, yours: false, how: Arrival::Cast }));
    // "If you cast it from your hand" keeps its own condition.
    let t = triggered("When Test Card enters the battlefield, if you cast it from your hand, draw a card.");
    assert_eq!(t.condition, Some(Condition::CastFromHand));
    // Another player's graveyard isn't lowered.
    assert!(!refused("Whenever a creature enters the battlefield, if it entered from an opponent's graveyard, you gain 1 life.", TextKind::Permanent).is_empty());
}
