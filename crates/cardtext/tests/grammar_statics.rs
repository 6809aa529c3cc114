//! The grammar's static-ability constructs (CR 604, 611, 613), text → IR, each with several
//! cards' wordings: cost changes of spells of a kind and floors on the total cost (CR
//! 601.2f), P/T counted "for each" over any permanents with a change after it.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Affected, Change, Condition, Controller, Count, CostChange};
use mw_types::{CardType, Subtype};

mod common;
use common::{continuous, permanent as grammar};

fn cost_change(text: &str) -> CostChange {
    match grammar(text).into_iter().next() {
        Some(Ability::CostChange(c)) => c,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn cost_changes_of_spells_of_a_kind() {
    // Sphere of Resistance, Thalia's and Goblin Electromancer's wordings, whose spells.
    let c = cost_change("Spells cost {1} more to cast.");
    assert_eq!((c.caster, c.more, c.filter), (Some(Controller::Any), true, mw_ir::ObjectFilter::default()));
    let c = cost_change("Noncreature spells cost {1} more to cast.");
    assert_eq!((c.caster, c.filter.not_type), (Some(Controller::Any), Some(CardType::Creature)));
    let c = cost_change("Instant and sorcery spells you cast cost {1} less to cast.");
    assert_eq!((c.caster, c.more), (Some(Controller::You), false));
    assert_eq!((c.filter.card_type, c.filter.or_type), (Some(CardType::Instant), Some(CardType::Sorcery)));
    let c = cost_change("Noncreature spells your opponents cast cost {1} more to cast.");
    assert_eq!((c.caster, c.filter.not_type), (Some(Controller::NotYou), Some(CardType::Creature)));
    assert_eq!(c.minimum, 0);
    // Damping Sphere: "for each" counted on the caster's side (the cost change counts
    // the caster's earlier spells this turn).
    let c = cost_change("Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.");
    assert_eq!((c.caster, c.more), (Some(Controller::Any), true));
    assert_eq!(c.times, mw_ir::Amount::Count { of: mw_ir::Counted::CasterSpellsThisTurn, times: 1 });
}

#[test]
fn a_floor_on_the_total_cost() {
    // Trinisphere: while it's untapped.
    let c = cost_change("As long as ~ is untapped, each spell that would cost less than three mana to cast costs three mana to cast. (Additional mana in the cost may be paid with any color of mana or colorless mana.)");
    assert_eq!((c.minimum, c.caster, c.more), (3, Some(Controller::Any), true));
    assert!(c.mana.symbols.is_empty());
    assert!(matches!(c.condition, Some(Condition::SourceIs(f)) if f.props.tapped == Some(false)), "{:?}", c.condition);
    // Without a condition; the two numbers must agree.
    assert_eq!(cost_change("Each spell that would cost less than two mana to cast costs two mana to cast.").minimum, 2);
    let c = compile_with("Each spell that would cost less than two mana to cast costs three mana to cast.", "Nobody", TextKind::Permanent, Front::Grammar);
    assert!(!c.is_supported());
}

#[test]
fn pt_for_each_permanent_and_a_change_after_it() {
    // Ancestral Mask: other enchantments, either player's.
    let (a, ch) = continuous("Enchanted creature gets +2/+2 for each other enchantment on the battlefield.");
    assert_eq!(a, Affected::Enchanted);
    let [Change::PtFor(Count::Permanents(f), 2, 2)] = ch.as_slice() else { panic!("{ch:?}") };
    assert!(f.props.other && f.card_type == Some(CardType::Enchantment) && f.controller == Controller::Any);
    // Aura Gnarlid: a subtype on the battlefield.
    let (a, ch) = continuous("~ gets +1/+1 for each Aura on the battlefield.");
    assert_eq!(a, Affected::Itself);
    let [Change::PtFor(Count::Permanents(f), 1, 1)] = ch.as_slice() else { panic!("{ch:?}") };
    assert_eq!(f.props.subtype, Subtype::from_name("Aura"));
    // Ethereal Armor: "and has first strike" after the "for each" shares the subject.
    let (_, ch) = continuous("Enchanted creature gets +1/+1 for each enchantment you control and has first strike.");
    assert!(matches!(ch.as_slice(), [Change::PtFor(Count::YouControl(CardType::Enchantment), 1, 1), Change::Keyword(mw_ir::Keyword::FirstStrike)]), "{ch:?}");
    let (a, ch) = continuous("Equipped creature gets +1/+1 for each artifact you control and has vigilance.");
    assert_eq!(a, Affected::Equipped);
    assert_eq!(ch.len(), 2);
    // A count reading power isn't a static count (no P/T depends on another's).
    let c = compile_with("~ gets +1/+1 for each creature with power 4 or greater on the battlefield.", "Nobody", TextKind::Permanent, Front::Grammar);
    assert!(!c.is_supported(), "{:?}", c.abilities);
}

#[test]
fn loyalty_abilities_any_time_you_could_cast_an_instant() {
    // The Wandering Emperor: while she entered this turn; "his"/"its" wordings alike.
    let a = grammar("As long as ~ entered the battlefield this turn, you may activate her loyalty abilities any time you could cast an instant.");
    assert_eq!(a, vec![Ability::LoyaltyAsInstant(Some(Condition::EnteredThisTurn))]);
    let a = grammar("You may activate his loyalty abilities any time you could cast an instant.");
    assert_eq!(a, vec![Ability::LoyaltyAsInstant(None)]);
    // Another timing isn't this one.
    let c = compile_with("You may activate her loyalty abilities twice each turn.", "Nobody", TextKind::Permanent, Front::Grammar);
    assert!(!c.is_supported());
}

#[test]
fn losing_keywords_for_a_duration() {
    use mw_ir::{Duration, Effect, Keyword, Subject};
    // Shadowspear: a group of the opponents' permanents, two keywords.
    let a = grammar("{1}: Permanents your opponents control lose hexproof and indestructible until end of turn.");
    let Ability::Activated(x) = &a[0] else { panic!("{a:?}") };
    let text = format!("{:?}", x.effect);
    assert!(text.contains("LoseKeywords") && text.contains("Hexproof") && text.contains("Indestructible") && text.contains("NotYou"), "{text}");
    // One target.
    let c = compile_with("Target creature loses flying until end of turn.", "Nobody", TextKind::Spell, Front::Grammar);
    assert!(c.is_supported(), "{:?}", c.grammar);
    let Some(Ability::Spell(s)) = c.abilities.first() else { panic!("{:?}", c.abilities) };
    assert_eq!(s.effect, vec![Effect::LoseKeywords { subject: Subject::Target(0), keywords: vec![Keyword::Flying], duration: Duration::EndOfTurn }]);
}
