//! The grammar front end on restrictions that name whom a creature may attack or which
//! attackers it may block (CR 508.1c, 509.1b): "can't attack you [or planeswalkers you
//! control]", "can't block creatures with power 2 or greater", "can't block ~", in static
//! abilities and in instructions for a duration; and a subject whose power is compared
//! with a count ("creatures with power greater than the number of cards in your hand
//! can't attack"). Text → IR, several cards' wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Change, Controller, Count, Duration, Effect, Keyword, ObjectFilter, Relation, Restriction, StaticRestriction, Subject};
use mw_types::{CardType, Color, ColorSet};

mod common;
use common::*;

fn restriction(a: &Ability) -> StaticRestriction {
    match a {
        Ability::Restriction(r) => *r,
        other => panic!("not a restriction: {other:?}"),
    }
}

/// CR 508.1c: "can't attack you", with or without "or planeswalkers you control", on
/// every creature, some creatures, or the enchanted one; the Vows' other changes stay a
/// continuous effect beside it.
#[test]
fn cant_attack_you() {
    let archon = restriction(&one_permanent("Creatures can't attack you."));
    assert_eq!(archon, StaticRestriction { affected: Affected::AllCreatures, power: None, restriction: Restriction::CantAttackYou { planeswalkers: false }, condition: None });
    let sandwurm = restriction(&one_permanent("Creatures with flying can't attack you or planeswalkers you control."));
    assert_eq!(sandwurm.restriction, Restriction::CantAttackYou { planeswalkers: true });
    assert!(matches!(sandwurm.affected, Affected::Matching(f) if f.props.with == Some(Keyword::Flying)));
    let reverence = restriction(&one_permanent("Creatures with power 2 or less can't attack you."));
    assert!(matches!(reverence.affected, Affected::Matching(f) if f.props.power.is_some()));
    for text in [
        "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.",
        "Enchanted creature gets +2/+2, has menace, and can't attack you or a planeswalker you control.",
    ] {
        let v = permanent(text);
        let [Ability::Continuous(e), r] = v.as_slice() else { panic!("{text}: {v:?}") };
        assert_eq!(e.affected, Affected::Enchanted, "{text}");
        assert!(e.changes.contains(&Change::Pt(2, 2)) && !e.changes.iter().any(|c| matches!(c, Change::Combat(_))), "{text}");
        assert_eq!(restriction(r), StaticRestriction { affected: Affected::Enchanted, power: None, restriction: Restriction::CantAttackYou { planeswalkers: true }, condition: None }, "{text}");
    }
    // "can't block, and they can't attack you …": the plain rule and the restriction.
    let v = permanent("Creatures your opponents control can't block, and they can't attack you or planeswalkers you control.");
    assert!(matches!(v.as_slice(), [Ability::Continuous(_), Ability::Restriction(_)]), "{v:?}");
}

/// CR 509.1b: "~ can't block creatures with power 2 or greater", "… black creatures",
/// "… Humans", "… creatures with power greater than ~'s power", "enchanted creature
/// can't block creatures you control".
#[test]
fn cant_block_those_attackers() {
    let zurgo = restriction(&one_permanent("Test Card can't block creatures with power 2 or greater."));
    assert_eq!(zurgo.affected, Affected::Itself);
    let Restriction::CantBlock(f) = zurgo.restriction else { panic!("{zurgo:?}") };
    assert_eq!((f.card_type, f.props.power), (Some(CardType::Creature), Some(mw_ir::Compare::AtLeast(2))));
    let hyenas = restriction(&one_permanent("Test Card can't block black creatures."));
    assert!(matches!(hyenas.restriction, Restriction::CantBlock(f) if f.props.colors == ColorSet::single(Color::Black)));
    let ghoul = restriction(&one_permanent("Test Card can't block Humans."));
    assert!(matches!(ghoul.restriction, Restriction::CantBlock(f) if f.props.creature_type.is_some()));
    let handler = restriction(&one_permanent("Test Card can't block creatures with power greater than Test Card's power."));
    assert!(matches!(handler.restriction, Restriction::CantBlock(f) if f.props.power_vs_source == Some(true)));
    let v = permanent("Enchanted creature can't block creatures you control.");
    let grasp = restriction(&v[0]);
    assert_eq!(grasp.affected, Affected::Enchanted);
    assert!(matches!(grasp.restriction, Restriction::CantBlock(f) if f.controller == Controller::You));
    let passage = restriction(&one_permanent("Creatures with flying can't block creatures you control."));
    assert!(matches!(passage.affected, Affected::Matching(f) if f.props.with == Some(Keyword::Flying)));
    // The plain rules are unchanged.
    assert_eq!(one_permanent("Test Card can't block."), Ability::Combat(mw_ir::CombatRule::CantBlock));
    // Something other than creatures to block: refused.
    refused_permanent("Test Card can't block artifacts.");
}

/// CR 611.2a: "target creature can't block ~ this turn" (an activated ability's), "creatures
/// without defender can't block ~ this turn" (each of them), "target creature can't attack
/// you this turn".
#[test]
fn restrictions_for_a_turn() {
    let v = permanent("{R}: Target creature can't block Test Card this turn.");
    let [Ability::Activated(a)] = v.as_slice() else { panic!("{v:?}") };
    assert_eq!(a.effect, vec![Effect::Restrict { subject: Subject::Target(0), restriction: Restriction::CantBlockSource, duration: Duration::EndOfTurn }]);
    let v = permanent("{1}{R}: Creatures without defender can't block Test Card this turn.");
    let [Ability::Activated(a)] = v.as_slice() else { panic!("{v:?}") };
    let [Effect::ForEach { filter, effect, .. }] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
    assert_eq!(filter.props.without, Some(Keyword::Defender));
    assert_eq!(**effect, Effect::Restrict { subject: Subject::Each, restriction: Restriction::CantBlockSource, duration: Duration::EndOfTurn });
    let e = spell_effects("Target creature can't attack you this turn.");
    assert_eq!(e, vec![Effect::Restrict { subject: Subject::Target(0), restriction: Restriction::CantAttackYou { planeswalkers: false }, duration: Duration::EndOfTurn }]);
    // A filter of attackers in an instruction, or no duration: refused.
    refused("Target creature can't block creatures with flying this turn.", TextKind::Spell);
    refused("Target creature can't block Test Card.", TextKind::Spell);
}

/// CR 508.1c: Ensnaring Bridge's "creatures with power greater than the number of cards
/// in your hand can't attack": the comparison counted continuously for its controller.
#[test]
fn power_compared_with_a_count() {
    let bridge = restriction(&one_permanent("Creatures with power greater than the number of cards in your hand can't attack."));
    assert_eq!(bridge, StaticRestriction { affected: Affected::AllCreatures, power: Some((Relation::Greater, Count::CardsInHand)), restriction: Restriction::CantAttack, condition: None });
    let _ = ObjectFilter::creature();
    // With another change beside "can't attack": refused.
    refused_permanent("Creatures with power greater than the number of cards in your hand get +1/+1.");
}

/// CR 611.3a: "~ can't attack or block unless you control another Giant" ("can't block
/// unless …"): the rule as long as the condition's negation holds (a count's bound turned
/// over: at least one becomes none).
#[test]
fn cant_attack_or_block_unless() {
    let v = permanent("Test Card can't attack or block unless you control another Giant.");
    let [Ability::Continuous(e)] = v.as_slice() else { panic!("{v:?}") };
    assert_eq!(e.affected, Affected::Itself);
    assert_eq!(e.changes, vec![Change::Combat(mw_ir::CombatRule::CantAttack), Change::Combat(mw_ir::CombatRule::CantBlock)]);
    assert!(matches!(e.condition, Some(mw_ir::Condition::Count { compare: mw_ir::Compare::AtMost(0), .. })), "{:?}", e.condition);
    let v = permanent("Test Card can't block unless you control three or more creatures.");
    let [Ability::Continuous(e)] = v.as_slice() else { panic!("{v:?}") };
    assert!(matches!(e.condition, Some(mw_ir::Condition::Count { compare: mw_ir::Compare::AtMost(2), .. })), "{:?}", e.condition);
}
