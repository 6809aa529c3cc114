//! The grammar front end on Auras' abilities and prevention by source: triggers about
//! the enchanted creature's damage ("that much" its amount), the enchanted land tapped
//! for mana (a triggered mana ability: fixed mana or the Aura's chosen color), and
//! "prevent all damage that sources of the color of your choice would deal this turn".
//! Text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::ability::DamagedKind;
use mw_ir::{Ability, Amount, Choice, ChosenIs, DamageKind, DamageMatch, Duration, Effect, ManaProduction, ManaTrigger, ObjectFilter, Party, PlayerRef, Trigger};
use mw_types::{Color, ColorSet, ManaType};

mod common;
use common::{grammar, refused, spell_effects as spell};

fn one_trigger(text: &str) -> mw_ir::ability::TriggeredAbility {
    match grammar(text, TextKind::Permanent).as_slice() {
        [Ability::Triggered(t)] => t.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn enchanted_creature_deals_damage() {
    for (text, to, combat) in [
        ("Whenever enchanted creature deals damage, you gain that much life.", DamagedKind::Anything, false),
        ("Whenever enchanted creature deals combat damage, you gain that much life.", DamagedKind::Anything, true),
        ("Whenever enchanted creature deals damage to a creature, you gain that much life.", DamagedKind::Creature, false),
        ("Whenever equipped creature deals damage to an opponent, you gain that much life.", DamagedKind::Opponent, false),
    ] {
        let t = one_trigger(text);
        assert_eq!(t.trigger, Trigger::AttachedDealsDamage { to, combat }, "{text}");
        assert_eq!(t.effect, vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::TriggerAmount }], "{text}");
    }
    // Combat damage to a player stays its own trigger (its player is "that player").
    let t = one_trigger("Whenever equipped creature deals combat damage to a player, draw a card.");
    assert_eq!(t.trigger, Trigger::AttachedCombatDamageToPlayer);
}

#[test]
fn enchanted_land_tapped_for_mana() {
    let fixed = |v: &[ManaType]| ManaProduction::Fixed(v.iter().copied().collect());
    for (text, produce) in [
        ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.", fixed(&[ManaType::Green])),
        ("Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.", fixed(&[ManaType::Green, ManaType::Green])),
        ("Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.", ManaProduction::ChosenColor { or: ColorSet::EMPTY }),
        ("Whenever enchanted Swamp is tapped for mana, its controller adds an additional {B}.", fixed(&[ManaType::Black])),
    ] {
        assert_eq!(grammar(text, TextKind::Permanent), vec![Ability::ManaTrigger(ManaTrigger::EnchantedLandAdds(produce))], "{text}");
    }
    // A choice of color inside a mana ability isn't read; nor is mana another player adds.
    refused("Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.", TextKind::Permanent);
    refused("Whenever enchanted land is tapped for mana, you add an additional {G}.", TextKind::Permanent);
}

#[test]
fn prevent_damage_from_sources_of_a_color() {
    let from = |kind: DamageKind, f: ObjectFilter| Effect::Prevent { damage: DamageMatch { kind, by: Party::Objects(f), to: Party::Any }, duration: Duration::EndOfTurn };
    let mut chosen = ObjectFilter::default();
    chosen.props.chosen = Some(ChosenIs::Color);
    assert_eq!(spell("Prevent all damage that sources of the color of your choice would deal this turn."), vec![Effect::Choose(Choice::Color), from(DamageKind::All, chosen)]);
    let colored = |k: Color| {
        let mut f = ObjectFilter::default();
        f.props.colors = ColorSet::single(k);
        f
    };
    assert_eq!(spell("Prevent all damage that red sources would deal this turn."), vec![from(DamageKind::All, colored(Color::Red))]);
    assert_eq!(spell("Prevent all combat damage that black sources would deal this turn."), vec![from(DamageKind::Combat, colored(Color::Black))]);
    // Fog: all combat damage, by any source to anything.
    assert_eq!(
        spell("Prevent all combat damage that would be dealt this turn."),
        vec![Effect::Prevent { damage: DamageMatch { kind: DamageKind::Combat, by: Party::Any, to: Party::Any }, duration: Duration::EndOfTurn }]
    );
    // Sources of another quality, damage to a recipient: the general prevention effect
    // (grammar_prevention.rs); without a duration an instruction is a miss.
    assert!(matches!(spell("Prevent all damage that creatures would deal this turn.").as_slice(), [Effect::Prevent { .. }]));
    assert!(matches!(spell("Prevent all damage that would be dealt to target creature this turn.").as_slice(), [Effect::Prevent { .. }]));
    refused("Prevent all damage that would be dealt to target creature.", TextKind::Spell);
}
