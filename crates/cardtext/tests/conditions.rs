//! The grammar's conditions, "instead" and "becomes": text → IR, several cards' wordings
//! each, compiled by the grammar front end alone.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Becomes, Compare, Condition, Counted, Duration, Effect, EntersReplacement, Relation, Subject, TurnEvent};
use mw_types::{CardType, ColorSet, CreatureType};

mod common;
use common::{grammar_named as grammar, spell_effects_named as spell_effects};

/// The condition and the two branches of an "instead" pair.
fn instead(e: &Effect) -> (Condition, &Effect, &Effect) {
    match e {
        Effect::If { condition, effect, otherwise: Some(o) } => (*condition, effect, o),
        other => panic!("not an instead pair: {other:?}"),
    }
}

#[test]
fn instead_replaces_the_earlier_instruction_of_its_kind() {
    // Galvanic Blast: the replacing "deals 4 damage" takes the recipient of the first.
    let e = spell_effects(
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.",
        "Galvanic Blast",
    );
    assert_eq!(e.len(), 1);
    let (c, then, otherwise) = instead(&e[0]);
    assert!(matches!(c, Condition::Count { of: Counted::Permanents(f), compare: Compare::AtLeast(3) } if f.card_type == Some(CardType::Artifact)));
    assert_eq!(*then, Effect::DealDamage { source: Subject::This, amount: Amount::Fixed(4), to: mw_ir::Recipient::Target(0) });
    assert_eq!(*otherwise, Effect::DealDamage { source: Subject::This, amount: Amount::Fixed(2), to: mw_ir::Recipient::Target(0) });

    // Cabal Ritual: mana, threshold.
    let e = spell_effects("Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.", "Cabal Ritual");
    let (c, then, _) = instead(&e[0]);
    assert!(matches!(c, Condition::Count { of: Counted::Cards { .. }, compare: Compare::AtLeast(7) }));
    assert!(matches!(then, Effect::AddMana(p) if p.amount() == 5));

    // Unholy Heat: delirium counts card types among cards in your graveyard.
    let e = spell_effects(
        "Unholy Heat deals 2 damage to target creature or planeswalker.\nDelirium — Unholy Heat deals 6 damage instead if there are four or more card types among cards in your graveyard.",
        "Unholy Heat",
    );
    let (c, _, _) = instead(&e[0]);
    assert_eq!(c, Condition::Count { of: Counted::CardTypesInGraveyard(mw_ir::PlayerRef::You), compare: Compare::AtLeast(4) });

    // Prefix form: "If C, A instead." (spell mastery, "and/or").
    let e = spell_effects(
        "Fiery Impulse deals 2 damage to target creature.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3 damage instead.",
        "Fiery Impulse",
    );
    let (c, then, _) = instead(&e[0]);
    assert!(matches!(c, Condition::Count { compare: Compare::AtLeast(2), .. }));
    assert!(matches!(then, Effect::DealDamage { amount: Amount::Fixed(3), .. }));
}

#[test]
fn instead_fronted_after_the_condition() {
    // CR 608.2c: "If C, instead A" reads as "If C, A instead" (kicker, morbid).
    let e = spell_effects(
        "Kicker {4}\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, instead that creature gets +4/+4 until end of turn.",
        "Test Pump",
    );
    assert_eq!(e.len(), 1);
    let (c, then, otherwise) = instead(&e[0]);
    assert_eq!(c, Condition::Kicked);
    assert!(matches!(then, Effect::Pump { power: 4, .. }), "{then:?}");
    assert!(matches!(otherwise, Effect::Pump { power: 2, .. }), "{otherwise:?}");

    let e = spell_effects(
        "Test Bolt deals 2 damage to any target. If a creature died this turn, instead Test Bolt deals 4 damage.",
        "Test Bolt",
    );
    let (c, then, _) = instead(&e[0]);
    assert_eq!(c, Condition::ThisTurn(TurnEvent::CreatureDied));
    assert!(matches!(then, Effect::DealDamage { amount: Amount::Fixed(4), .. }), "{then:?}");
}

#[test]
fn a_replacing_instruction_with_its_own_condition() {
    // Fatal Push: "[destroy that creature if it has mana value 4 or less] instead if
    // [revolt]"; "it" is the target, named before the condition in the text.
    let e = spell_effects(
        "Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that creature if it has mana value 4 or less instead if a permanent you controlled left the battlefield this turn.",
        "Fatal Push",
    );
    assert_eq!(e.len(), 1);
    let (c, then, otherwise) = instead(&e[0]);
    assert_eq!(c, Condition::ThisTurn(TurnEvent::PermanentYouControlledLeft));
    let mv = |e: &Effect| match e {
        Effect::If { condition: Condition::ObjectIs { subject: Subject::Target(0), filter }, effect, otherwise: None } => {
            assert!(matches!(**effect, Effect::Destroy { subject: Subject::Target(0), .. }));
            filter.props.mana_value
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(mv(then), Some(Compare::AtMost(4)));
    assert_eq!(mv(otherwise), Some(Compare::AtMost(2)));
}

#[test]
fn conditions_of_ability_words() {
    // Morbid, with a pump replaced.
    let e = spell_effects(
        "Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.",
        "Tragic Slip",
    );
    assert_eq!(instead(&e[0]).0, Condition::ThisTurn(TurnEvent::CreatureDied));
    // Converge: two numbers compared as the instruction would begin.
    let e = spell_effects(
        "Converge — Exile target nonland permanent if its mana value is less than or equal to the number of colors of mana spent to cast this spell.",
        "Prismatic Ending",
    );
    assert_eq!(
        e[0],
        Effect::If {
            condition: Condition::Amounts {
                left: Amount::ManaValueOf(Subject::Target(0)),
                relation: Relation::AtMost,
                right: Amount::Count { of: Counted::ColorsSpent, times: 1 }
            },
            effect: Box::new(Effect::Exile { subject: Subject::Target(0) }),
            otherwise: None,
        }
    );
    // Raid, as an intervening "if".
    let a = grammar(
        "Raid — When Mardu Heart-Piercer enters the battlefield, if you attacked this turn, Mardu Heart-Piercer deals 2 damage to any target.",
        "Mardu Heart-Piercer",
        TextKind::Permanent,
    );
    assert!(matches!(&a[0], Ability::Triggered(t) if t.condition == Some(Condition::ThisTurn(TurnEvent::YouAttacked))));
    // Hellbent: "you have no cards in hand".
    let a = grammar("Hellbent — Rakdos Pit Dragon has double strike as long as you have no cards in hand.", "Rakdos Pit Dragon", TextKind::Permanent);
    assert!(matches!(&a[0], Ability::Continuous(s) if matches!(s.condition, Some(Condition::Count { of: Counted::Cards { .. }, compare: Compare::AtMost(0) }))));
}

#[test]
fn how_a_permanent_enters_under_a_condition() {
    // "If you control two or more other lands, ~ enters tapped": tapped unless one or
    // fewer.
    let a = grammar(
        "If you control two or more other lands, Cave of the Frost Dragon enters the battlefield tapped.",
        "Cave of the Frost Dragon",
        TextKind::Permanent,
    );
    assert!(matches!(&a[0], Ability::Enters(EntersReplacement::TappedUnless(Condition::Count { compare: Compare::AtMost(1), .. }))));
    // Revolt and ferocious: counters under a condition.
    for (text, name) in [
        ("Revolt — Narnam Renegade enters the battlefield with a +1/+1 counter on it if a permanent you controlled left the battlefield this turn.", "Narnam Renegade"),
        ("Ferocious — Frontier Mastodon enters the battlefield with a +1/+1 counter on it if you control a creature with power 4 or greater.", "Frontier Mastodon"),
    ] {
        let a = grammar(text, name, TextKind::Permanent);
        assert!(matches!(&a[0], Ability::Enters(EntersReplacement::WithCounters { amount: Amount::Fixed(1), condition: Some(_), .. })), "{name}: {a:?}");
    }
}

fn becomes_of(a: &[Ability]) -> (&Becomes, Duration) {
    for x in a {
        if let Ability::Activated(act) = x {
            if let [Effect::Becomes { subject: Subject::This, becomes, duration }] = act.effect.as_slice() {
                return (becomes, *duration);
            }
        }
    }
    panic!("no becomes: {a:?}")
}

#[test]
fn lands_that_become_creatures() {
    let a = grammar(
        "{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still a land.",
        "Inkmoth Nexus",
        TextKind::Permanent,
    );
    let (b, d) = becomes_of(&a);
    assert_eq!(d, Duration::EndOfTurn);
    assert_eq!(b.pt, Some((Amount::Fixed(1), Amount::Fixed(1))));
    assert_eq!(b.types, [CardType::Artifact, CardType::Creature]);
    assert_eq!(b.creature_types, [CreatureType::from_name("Phyrexian").unwrap(), CreatureType::from_name("Blinkmoth").unwrap()]);
    assert_eq!(b.colors, None);
    assert_eq!(b.keywords, [mw_ir::Keyword::Flying, mw_ir::Keyword::Infect]);

    // The duration first, and colors.
    let a = grammar(
        "{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
        "Celestial Colonnade",
        TextKind::Permanent,
    );
    let (b, _) = becomes_of(&a);
    let mut wu = ColorSet::EMPTY;
    wu.insert(mw_types::Color::White);
    wu.insert(mw_types::Color::Blue);
    assert_eq!(b.colors, Some(wu));

    // All creature types.
    let a = grammar("{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land.", "Mutavault", TextKind::Permanent);
    assert!(becomes_of(&a).0.all_creature_types);

    // Without "it's still a land" the land would stop being one (CR 205.1a): not
    // expressible yet, so not compiled.
    let c = compile_with("{1}: Mutavault becomes a 2/2 creature until end of turn.", "Mutavault", TextKind::Permanent, Front::Grammar);
    assert!(!c.is_supported());
}

#[test]
fn it_deals_damage_instead_is_the_same_source() {
    // "it" after a target was named is still the dealer of the damage it replaces
    // (Frost Bite, Fire Ambush-like kicked burn), not that target.
    for (text, name) in [
        ("Frost Bite deals 2 damage to target creature or planeswalker. If you control three or more snow permanents, it deals 3 damage instead.", "Frost Bite"),
        ("Kicker {R}\nBurst Test deals 2 damage to target creature. If this spell was kicked, it deals 4 damage instead.", "Burst Test"),
    ] {
        let e = spell_effects(text, name);
        let (_, then, otherwise) = instead(e.last().unwrap());
        for d in [then, otherwise] {
            assert!(matches!(d, Effect::DealDamage { source: Subject::This, .. }), "{text}: {d:?}");
        }
    }
}
