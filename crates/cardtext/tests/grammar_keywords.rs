//! The grammar's keyword lines (CR 702), text → IR, each with several cards' wordings:
//! keywords the engine knows by name, protection from colors, card types, subtypes and
//! everything (CR 702.16), reinforce (CR 702.77); and statics: "its activated abilities
//! can't be activated" of Auras (CR 602.5), ward given (CR 702.21a), "players can't gain
//! life" (CR 119.7).

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Affected, Change, CombatRule, Effect, Keyword, StaticEffect, Subject};
use mw_types::{CardType, Color, ColorSet, CounterKind, Subtype};

mod common;
use common::{first_miss, grammar};

/// The grammar's miss for a text it must not lower.
fn miss(text: &str) -> String {
    first_miss(text, TextKind::Permanent)
}

fn subtype(name: &str) -> Subtype {
    Subtype::from_name(name).expect(name)
}

#[test]
fn keywords_by_name() {
    // Serra Angel's, Akroma's and Boggart Brute's wordings.
    assert_eq!(grammar("Flying, vigilance", TextKind::Permanent), vec![Ability::Keyword(Keyword::Flying), Ability::Keyword(Keyword::Vigilance)]);
    let akroma = grammar("Flying, first strike, vigilance, trample, haste", TextKind::Permanent);
    assert_eq!(akroma.len(), 5);
    assert_eq!(akroma[1], Ability::Keyword(Keyword::FirstStrike));
    assert_eq!(grammar("Menace", TextKind::Permanent), vec![Ability::Keyword(Keyword::Menace)]);
    // Flanking carries a triggered ability: left to the phrase recognisers (ward with
    // its cost is `grammar_ward`'s).
    assert_eq!(miss("Flanking"), "keyword: flanking");
    // A keyword the grammar doesn't lower is named in the miss.
    assert_eq!(miss("Flying, madness {1}{B}"), "keyword: madness");
}

#[test]
fn protection_from_colors_and_types() {
    // Silver Knight, Mirran Crusader (two colors in one ability, as the phrase
    // recognisers read them), Tel-Jilad Chosen, Guardian of the Guildpact.
    assert_eq!(grammar("Protection from red", TextKind::Permanent), vec![Ability::Protection(ColorSet::single(Color::Red))]);
    assert_eq!(
        grammar("Double strike, protection from black and from green", TextKind::Permanent),
        vec![Ability::Keyword(Keyword::DoubleStrike), Ability::Protection(ColorSet::single(Color::Black).union(ColorSet::single(Color::Green)))]
    );
    assert_eq!(grammar("Protection from artifacts", TextKind::Permanent), vec![Ability::ProtectionFromTypes { types: vec![CardType::Artifact], multicolored: false }]);
    assert_eq!(grammar("Protection from multicolored", TextKind::Permanent), vec![Ability::ProtectionFromTypes { types: Vec::new(), multicolored: true }]);
    // "monocolored" isn't a quality the IR holds.
    assert_eq!(miss("Protection from monocolored"), "keyword: protection from monocolored");
}

#[test]
fn protection_from_subtypes_and_everything() {
    // Foothill Guide, Baneslayer Angel, Elite Inquisitor (three "from"s), Progenitus.
    assert_eq!(grammar("Protection from Goblins", TextKind::Permanent), vec![Ability::ProtectionFromSubtype(subtype("Goblin"))]);
    let baneslayer = grammar("Flying, first strike, lifelink, protection from Demons and from Dragons", TextKind::Permanent);
    assert_eq!(&baneslayer[3..], &[Ability::ProtectionFromSubtype(subtype("Demon")), Ability::ProtectionFromSubtype(subtype("Dragon"))]);
    assert_eq!(
        grammar("Protection from Vampires, from Werewolves, and from Zombies", TextKind::Permanent),
        vec![
            Ability::ProtectionFromSubtype(subtype("Vampire")),
            Ability::ProtectionFromSubtype(subtype("Werewolf")),
            Ability::ProtectionFromSubtype(subtype("Zombie")),
        ]
    );
    assert_eq!(grammar("Protection from everything", TextKind::Permanent), vec![Ability::ProtectionFromEverything]);
    // A singular word, or a quality that isn't a subtype, is not protection from a subtype.
    assert!(miss("Protection from Goblin").starts_with("keyword: protection from"));
    assert!(miss("Protection from wordy").starts_with("keyword: protection from"));
}

#[test]
fn reinforce() {
    // Mosquito Guard, Hunting Triad (on a spell), Fowl Strike (no reminder text).
    let guard = grammar("First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on target creature.)", TextKind::Permanent);
    let Ability::Activated(a) = &guard[1] else { panic!("{guard:?}") };
    assert!(a.cost.discard_self && a.cost.mana.to_string() == "{1}{W}", "{a:?}");
    assert_eq!(a.effect, vec![Effect::PutCounters { subject: Subject::Target(0), kind: CounterKind::PlusOne, amount: mw_ir::Amount::Fixed(1) }]);
    assert_eq!(a.targets.len(), 1);
    let triad = grammar("Create three 1/1 green Elf Warrior creature tokens.\nReinforce 3—{3}{G}", TextKind::Spell);
    assert!(triad.iter().any(|x| matches!(x, Ability::Activated(a) if a.effect == vec![Effect::PutCounters { subject: Subject::Target(0), kind: CounterKind::PlusOne, amount: mw_ir::Amount::Fixed(3) }])));
    let fowl = grammar("Destroy target creature with flying.\nReinforce 2—{2}{G}", TextKind::Spell);
    assert_eq!(fowl.len(), 2);
    // Reinforce for more than mana isn't what the keyword defines.
    assert_eq!(miss("Reinforce 1—Sacrifice a creature."), "cost: reinforce for more than mana");
}

#[test]
fn activated_abilities_of_the_enchanted_permanent() {
    // Arrest, Demotion, Faith's Fetters, Viper's Kiss.
    let lock = |changes: Vec<Change>| Ability::Continuous(StaticEffect { affected: Affected::Enchanted, changes, condition: None });
    let (attack, block) = (Change::Combat(CombatRule::CantAttack), Change::Combat(CombatRule::CantBlock));
    assert_eq!(
        grammar("Enchanted creature can't attack or block, and its activated abilities can't be activated.", TextKind::Permanent),
        vec![lock(vec![attack, block, Change::CantActivate { mana: true }])]
    );
    assert_eq!(
        grammar("Enchanted creature can't block, and its activated abilities can't be activated.", TextKind::Permanent),
        vec![lock(vec![block, Change::CantActivate { mana: true }])]
    );
    assert_eq!(
        grammar("Enchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.", TextKind::Permanent),
        vec![lock(vec![attack, block, Change::CantActivate { mana: false }])]
    );
    assert_eq!(
        grammar("Enchanted creature gets -1/-1, and its activated abilities can't be activated.", TextKind::Permanent),
        vec![lock(vec![Change::Pt(-1, -1), Change::CantActivate { mana: true }])]
    );
}

#[test]
fn ward_given_by_a_static_ability() {
    // Crystal Carapace, Lavaspur Boots, Giant Ankheg: the keyword and its trigger, granted.
    for (text, cost) in [
        ("Enchanted creature gets +3/+3 and has ward {2}.", "{2}"),
        ("Equipped creature gets +1/+0 and has haste and ward {1}.", "{1}"),
        ("Other creatures you control have trample and ward {2}.", "{2}"),
    ] {
        let a = grammar(text, TextKind::Permanent);
        let Ability::Continuous(st) = &a[0] else { panic!("{a:?}") };
        assert!(st.changes.contains(&Change::Keyword(Keyword::Ward)) && st.changes.contains(&Change::Grant(1)), "{text}: {st:?}");
        let Some(Ability::Granted(g)) = a.get(1) else { panic!("{a:?}") };
        let Ability::Triggered(t) = &**g else { panic!("{g:?}") };
        assert_eq!(t.trigger, mw_ir::Trigger::BecomesTargetOfOpponent);
        assert!(matches!(&t.effect[..], [Effect::CounterUnlessPays { cost: c, life: 0, .. }] if c.to_string() == cost), "{t:?}");
    }
    // Ward for life is given too (CR 702.21a: any cost).
    let a = grammar("Other creatures you control have ward\u{2014}pay 2 life.", TextKind::Permanent);
    assert!(matches!(&a[1], Ability::Granted(g) if matches!(&**g, Ability::Triggered(t) if matches!(&t.effect[..], [Effect::CounterUnlessPays { life: 2, .. }]))), "{a:?}");
}

#[test]
fn players_cant_gain_life() {
    // Giant Cindermaw, Leyline of Punishment; Knight of Dusk's Shadow, Tibalt.
    use mw_ir::SelfStatic;
    assert_eq!(grammar("Players can't gain life.", TextKind::Permanent), vec![Ability::Static(SelfStatic::PlayersCantGainLife)]);
    assert_eq!(grammar("Your opponents can't gain life.", TextKind::Permanent), vec![Ability::Static(SelfStatic::OpponentsCantGainLife)]);
    // A duration makes it something else (a spell's effect), not this static ability.
    assert!(!compile_with("Players can't gain life this turn.", "Nobody", TextKind::Permanent, Front::Grammar).is_supported());
}
