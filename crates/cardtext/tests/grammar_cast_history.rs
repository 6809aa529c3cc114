//! The grammar front end on conditions about spells cast: "if you cast this spell during
//! your main phase" (addendum, CR 505.1, 207.2c) and "activate only if you've cast an
//! instant or sorcery spell this turn" / "… two or more spells this turn" (CR 601.2i,
//! 602.5b), over several cards' wordings; what the game's record can't answer is refused.

use mw_ir::ability::ManaAbility;
use mw_ir::{Ability, Compare, Condition, Controller, Effect};
use mw_types::CardType;

mod common;
use common::{activated, misses, one_permanent, spell_effects, triggered};
use mw_cardtext::TextKind;

fn mana(text: &str) -> ManaAbility {
    match one_permanent(text) {
        Ability::Mana(a) => a,
        other => panic!("{text}: {other:?}"),
    }
}

/// The condition of the first conditional instruction among `effects`.
fn first_if(effects: &[Effect]) -> Condition {
    effects
        .iter()
        .find_map(|e| if let Effect::If { condition, .. } = e { Some(*condition) } else { None })
        .unwrap_or_else(|| panic!("no conditional instruction: {effects:?}"))
}

#[test]
fn addendum_cast_during_your_main_phase() {
    // Sphinx's Insight, Arrester's Admonition: an instruction added.
    let e = spell_effects("Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life.");
    assert_eq!(first_if(&e), Condition::CastInMainPhase);
    let e = spell_effects("Return target creature to its owner's hand.\nAddendum — If you cast this spell during your main phase, draw a card.");
    assert_eq!(first_if(&e), Condition::CastInMainPhase);
    // Might of Old Krosa, Haunting Hymn: "… instead" replaces the earlier instruction.
    let e = spell_effects("Target creature gets +2/+2 until end of turn. If you cast this spell during your main phase, that creature gets +4/+4 until end of turn instead.");
    assert_eq!(first_if(&e), Condition::CastInMainPhase);
    let e = spell_effects("Target player discards two cards. If you cast this spell during your main phase, that player discards four cards instead.");
    assert_eq!(first_if(&e), Condition::CastInMainPhase);
}

#[test]
fn addendum_on_a_permanent_means_the_spell_it_was() {
    // Sentinel's Mark: "if you cast it" in its own enters trigger is the source.
    let t = triggered("When ~ enters the battlefield, if you cast it during your main phase, you gain 2 life.");
    assert_eq!(t.condition, Some(Condition::CastInMainPhase));
}

#[test]
fn activate_only_after_casting_a_spell_of_some_types() {
    // Potioner's Trove, Hall of Oracles: one spell of either type.
    let a = activated("{T}: You gain 2 life. Activate only if you've cast an instant or sorcery spell this turn.");
    let Some(Condition::CastThisTurn { who: Controller::You, filter, compare: Compare::AtLeast(1) }) = a.condition else { panic!("{:?}", a.condition) };
    assert_eq!((filter.card_type, filter.or_type), (Some(CardType::Instant), Some(CardType::Sorcery)));
    // Seeker of Insight, Tapestry of the Ages: "noncreature".
    let a = activated("{T}: Draw a card, then discard a card. Activate only if you've cast a noncreature spell this turn.");
    let Some(Condition::CastThisTurn { filter, .. }) = a.condition else { panic!("{:?}", a.condition) };
    assert_eq!((filter.card_type, filter.not_type), (None, Some(CardType::Creature)));
    // With a timing part before it (Hall of Oracles).
    let a = activated("{T}: Put a +1/+1 counter on target creature. Activate only as a sorcery and only if you've cast an instant or sorcery spell this turn.");
    assert!(matches!(a.condition, Some(Condition::CastThisTurn { .. })) && a.timing == mw_ir::ability::Timing::Sorcery);
}

#[test]
fn activate_only_after_casting_that_many_spells() {
    // Xerex Strobe-Knight, Stella Lee.
    let a = activated("{T}: Draw a card. Activate only if you've cast two or more spells this turn.");
    assert_eq!(a.condition, Some(Condition::CastThisTurn { who: Controller::You, filter: Default::default(), compare: Compare::AtLeast(2) }));
    let a = activated("{T}: Draw a card. Activate only if you've cast three or more spells this turn.");
    assert!(matches!(a.condition, Some(Condition::CastThisTurn { compare: Compare::AtLeast(3), .. })));
}

#[test]
fn a_mana_ability_restricted_alike() {
    let m = mana("{T}: Add {R}. Activate only if you've cast an instant or sorcery spell this turn.");
    assert!(matches!(m.condition, Some(Condition::CastThisTurn { .. })));
}

#[test]
fn what_the_record_cant_answer_is_refused() {
    // Counts of spells of a kind, colors with a count, qualities beyond card types.
    assert!(!misses("{T}: Draw a card. Activate only if you've cast two or more instant spells this turn.", TextKind::Permanent).is_empty());
    assert!(!misses("{T}: Draw a card. Activate only if you've cast a spell with mana value 4 or greater this turn.", TextKind::Permanent).is_empty());
    // Another spell cast during a main phase isn't this one.
    assert!(!misses("Draw a card. If you cast a creature spell during your main phase, draw a card.", TextKind::Spell).is_empty());
}

#[test]
fn first_spell_of_a_kind_each_turn() {
    // Aquatic Alchemist, Tuvasa the Sunlit, Valeria Richards: the first of a kind of card
    // types, known from the turn's record of the types cast (CR 603.2).
    for (text, card_type, not_type) in [
        ("Whenever you cast your first instant or sorcery spell each turn, Test Card gets +2/+0 until end of turn.", Some(CardType::Instant), None),
        ("Whenever you cast your first enchantment spell each turn, draw a card.", Some(CardType::Enchantment), None),
        ("Whenever you cast your first noncreature spell each turn, draw a card.", None, Some(CardType::Creature)),
    ] {
        let t = triggered(text);
        match t.trigger {
            mw_ir::Trigger::Cast { caster: Controller::You, filter, nth: 1, .. } => {
                assert_eq!((filter.card_type, filter.not_type), (card_type, not_type), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    // A second of a kind, or a first of a kind the record doesn't keep (the zone it was
    // cast from), is not known: refused.
    assert!(!misses("Whenever you cast your second instant spell each turn, draw a card.", TextKind::Permanent).is_empty());
    assert!(!misses("Whenever you cast your first instant or sorcery spell from your graveyard each turn, draw a card.", TextKind::Permanent).is_empty());
}
