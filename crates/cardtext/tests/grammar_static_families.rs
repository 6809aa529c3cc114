//! The grammar front end on static-ability families read whole: "can't attack alone",
//! "can't block alone", "can't attack or block alone" (CR 506.5), on the permanent itself
//! and on the creature an Aura enchants; "enters tapped and with counters", "if ~ was kicked,
//! it enters with counters and with [keywords]"; "can't be blocked [except] by [creatures]" as a
//! static ability. Text → IR, several cards' wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Amount, Change, CombatRule, Condition, EntersReplacement, Keyword, SelfStatic};

mod common;
use common::*;

/// CR 506.5: a permanent's own "alone" restrictions (Bonded Construct, Craven Hulk,
/// Mogg Flunkies), and the enchanted creature's (Sightless Brawler's second ability).
#[test]
fn cant_attack_or_block_alone() {
    let [a] = permanent("Test Card can't attack alone.").try_into().unwrap();
    assert_eq!(a, Ability::Combat(CombatRule::CantAttackAlone));
    let [b] = permanent("Test Card can't block alone.").try_into().unwrap();
    assert_eq!(b, Ability::Combat(CombatRule::CantBlockAlone));
    let v = permanent("Test Card can't attack or block alone.");
    assert_eq!(v, vec![Ability::Combat(CombatRule::CantAttackAlone), Ability::Combat(CombatRule::CantBlockAlone)]);
    let (affected, changes) = continuous("Enchanted creature can't attack alone.");
    assert_eq!((affected, changes), (Affected::Enchanted, vec![Change::Combat(CombatRule::CantAttackAlone)]));
    // "unless" conditions are not read.
    assert!(!misses("Test Card can't attack alone unless it has a +1/+1 counter on it.", TextKind::Permanent).is_empty());
}

/// CR 614.1c: "~ enters tapped and with three charge counters on it" (Sphere of the Suns,
/// Noble's Purse): both replacements of the one event.
#[test]
fn enters_tapped_and_with_counters() {
    let v = permanent("Test Card enters the battlefield tapped and with three charge counters on it.");
    let [Ability::Enters(EntersReplacement::Tapped), Ability::Enters(EntersReplacement::WithCounters { amount: Amount::Fixed(3), condition: None, .. })] = v.as_slice() else { panic!("{v:?}") };
}

/// CR 702.33d, 614.1c: "if ~ was kicked, it enters with two +1/+1 counters on it and
/// with first strike" (Benalish Lancer, Kavu Titan, Pouncing Wurm): the counters if
/// kicked, and the keyword while the permanent was kicked.
#[test]
fn kicked_enters_with_counters_and_keywords() {
    eprintln!("{:?}", misses("If Test Card was kicked, it enters the battlefield with two +1/+1 counters on it and with first strike.", TextKind::Permanent));
    let v = permanent("If Test Card was kicked, it enters the battlefield with two +1/+1 counters on it and with first strike.");
    let [Ability::Enters(EntersReplacement::WithCounters { amount: Amount::Fixed(2), condition: Some(Condition::Kicked), .. }), Ability::Continuous(e)] = v.as_slice() else { panic!("{v:?}") };
    assert_eq!((e.affected, e.changes.as_slice(), e.condition.clone()), (Affected::Itself, &[Change::Keyword(Keyword::FirstStrike)][..], Some(Condition::Kicked)));
    // A condition checked only as it enters can't give a keyword for good.
    assert!(!misses("If a creature died this turn, Test Card enters with a +1/+1 counter on it and with haste.", TextKind::Permanent).is_empty());
}

/// CR 509.1b, 613.1f: "[subject] can't be blocked [except] by [creatures]" as a static
/// ability: the permanent's own (Flow of Maggots' non-Walls), the enchanted or equipped
/// creature's (Invisibility, Prowler's Helm), a group's (Shifting Sliver) given to them.
#[test]
fn static_cant_be_blocked_by_creatures() {
    let v = permanent("Test Card can't be blocked by non-Wall creatures.");
    let [Ability::Static(SelfStatic::CantBeBlockedBy { filter, except: false })] = v.as_slice() else { panic!("{v:?}") };
    assert!(filter.props.not_subtype.is_some(), "{filter:?}");
    for (text, affected) in [
        ("Enchanted creature can't be blocked except by Walls.", Affected::Enchanted),
        ("Equipped creature can't be blocked except by Walls.", Affected::Equipped),
    ] {
        let v = permanent(text);
        let [Ability::Continuous(e), Ability::Granted(g)] = v.as_slice() else { panic!("{text}: {v:?}") };
        assert_eq!((e.affected, e.changes.as_slice()), (affected, &[Change::Grant(1)][..]), "{text}");
        assert!(matches!(&**g, Ability::Static(SelfStatic::CantBeBlockedBy { except: true, filter }) if filter.props.creature_type.is_some()), "{text}: {g:?}");
    }
    let v = permanent("Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.");
    let [Ability::Continuous(e), Ability::Granted(g)] = v.as_slice() else { panic!("{v:?}") };
    assert_eq!(e.changes, vec![Change::Pt(2, 0), Change::Grant(1)]);
    assert!(matches!(&**g, Ability::Static(SelfStatic::CantBeBlockedBy { except: false, filter }) if filter.props.with == Some(Keyword::Flying)));
    // A number of blockers, or blockers a player controls, are refused.
    assert!(!misses("Test Card can't be blocked except by two or more creatures.", TextKind::Permanent).is_empty());
    assert!(!misses("Test Card can't be blocked by creatures your opponents control.", TextKind::Permanent).is_empty());
}

/// CR 614.1c / 502.3: "~ enters tapped and doesn't untap during your untap step"
/// (Grimgrin, Corpse-Born; Traxos, Scourge of Kroog; Leviathan): an enters-tapped
/// replacement and the permanent's own untap rule.
#[test]
fn enters_tapped_and_doesnt_untap() {
    let v = permanent("Test Card enters the battlefield tapped and doesn't untap during your untap step.");
    assert_eq!(v, vec![Ability::Enters(EntersReplacement::Tapped), Ability::Combat(CombatRule::DoesntUntap)]);
    let v = permanent("Test Card enters tapped and doesn't untap during your untap step.");
    assert_eq!(v, vec![Ability::Enters(EntersReplacement::Tapped), Ability::Combat(CombatRule::DoesntUntap)]);
    // A second part the grammar doesn't know stays a miss.
    assert!(!misses("Test Card enters tapped and doesn't untap during untap steps.", TextKind::Permanent).is_empty());
}

#[test]
fn commander_creatures_you_own() {
    // Backgrounds (Flaming Fist, Candlekeep Sage): "commander creatures you own" are the
    // commanders the controller owns (CR 903.3), wherever control went.
    let (affected, changes) = continuous("Commander creatures you own have menace.");
    let Affected::Matching(f) = affected else { panic!("{affected:?}") };
    assert_eq!(f.props.commander, Some(false));
    assert_eq!(f.controller, mw_ir::Controller::Player { player: mw_ir::PlayerRef::You, owner: true });
    assert_eq!(changes, vec![Change::Keyword(Keyword::Menace)]);
}

#[test]
fn spells_of_a_kind_cant_be_countered() {
    // Gaea's Herald, Allosaurus Shepherd, Destiny Spinner (CR 101.2).
    for (text, controller) in [
        ("Creature spells can't be countered.", mw_ir::Controller::Any),
        ("Green spells you control can't be countered.", mw_ir::Controller::You),
        ("Creature and enchantment spells you control can't be countered.", mw_ir::Controller::You),
    ] {
        match one_permanent(text) {
            Ability::SpellsCantBeCountered(f) => assert_eq!(f.controller, controller, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn cant_lose_or_win_the_game() {
    // Platinum Angel, Abyssal Persecutor (CR 104.2b, 104.3).
    let c = mw_cardtext::compile("You can't lose the game and your opponents can't win the game.", "Test Card", TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Static(mw_ir::SelfStatic::YouCantLose), Ability::Static(mw_ir::SelfStatic::OpponentsCantWin)]);
    let c = mw_cardtext::compile("You can't win the game and your opponents can't lose the game.", "Test Card", TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Static(mw_ir::SelfStatic::YouCantWin), Ability::Static(mw_ir::SelfStatic::OpponentsCantLose)]);
}

#[test]
fn untap_during_each_other_players_untap_step() {
    // Seedborn Muse, Unwinding Clock, Endbringer (CR 502.3).
    assert_eq!(one_permanent("Untap Test Card during each other player's untap step."), Ability::UntapInOthersUntapSteps(None));
    match one_permanent("Untap all artifacts you control during each other player's untap step.") {
        Ability::UntapInOthersUntapSteps(Some(f)) => {
            assert_eq!((f.card_type, f.controller), (Some(mw_types::CardType::Artifact), mw_ir::Controller::You));
        }
        other => panic!("{other:?}"),
    }
    // Another player's permanents aren't the controller's to untap.
    assert!(!mw_cardtext::compile("Untap all creatures your opponents control during each other player's untap step.", "Test Card", TextKind::Permanent).is_supported());
}

#[test]
fn free_if_you_control_a_commander() {
    // Fierce Guardianship's cycle (CR 118.9, 903.3): an alternative cost of nothing while
    // its caster controls a commander.
    let c = mw_cardtext::compile("If you control a commander, you may cast this spell without paying its mana cost.\nCounter target noncreature spell.", "Test Card", TextKind::Spell);
    let alt = c.abilities.iter().find_map(|a| if let Ability::AlternativeCost(a) = a { Some(a) } else { None }).expect("an alternative cost");
    assert!(alt.cost.mana.is_empty());
    assert!(format!("{:?}", alt.condition).contains("commander: Some(false)"), "{:?}", alt.condition);
}

#[test]
fn choose_both_if_you_control_a_commander() {
    // The Will cycle (CR 700.2): one mode, or both while the caster controls a commander.
    let c = mw_cardtext::compile("Choose one. If you control a commander as you cast this spell, you may choose both.\n• Target player draws a card.\n• Target player gains 3 life.", "Test Card", TextKind::Spell);
    let Some(Ability::ChooseOne { modes, printed }) = c.abilities.first() else { panic!("{:?}", c.abilities) };
    assert_eq!((*modes, printed.min, printed.max), (3, 1, 1));
    assert!(format!("{:?}", printed.all_if).contains("commander: Some(false)"), "{:?}", printed.all_if);
}
