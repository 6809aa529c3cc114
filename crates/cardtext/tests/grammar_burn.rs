//! The grammar front end on the constructs of burn decks: a quality "any target" may
//! have ("that was dealt damage this turn", CR 120: a player or a permanent), the mana
//! spent to cast another spell ("if no mana was spent to cast that spell", CR 601.2h),
//! "them" as the event's player, and "[players] can't gain life this turn" (CR 119.7) for
//! all players or some. Text → IR through the grammar alone, several cards' wordings
//! each.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Condition, Effect, PlayerRef, PlayerRule, Recipient, Relation, Relative, Subject, TargetKind, TurnRule};

mod common;
use common::{permanent, spell_ability as spell, spell_misses as misses};

#[test]
fn any_target_dealt_damage_this_turn() {
    // Needle Drop's wording, another amount, and "any other target".
    for (text, other) in [
        ("~ deals 1 damage to any target that was dealt damage this turn.", false),
        ("~ deals 2 damage to any target that was dealt damage this turn.", false),
        ("~ deals 3 damage to any other target that was dealt damage this turn.", true),
    ] {
        let s = spell(text);
        assert_eq!(s.targets.len(), 1, "{text}");
        let t = &s.targets[0];
        assert_eq!(t.kind, TargetKind::Any, "{text}");
        assert_eq!(t.only, Some(Relative::DealtDamageThisTurn), "{text}");
        assert_eq!(t.other, other, "{text}");
        assert!(matches!(s.effect[0], Effect::DealDamage { to: Recipient::Target(0), .. }), "{text}: {:?}", s.effect);
    }
    // A plain "any target" has no quality.
    assert_eq!(spell("~ deals 3 damage to any target.").targets[0].only, None);
    // The quality on a creature stays the filter's ("target creature that was dealt
    // damage this turn").
    let s = spell("Destroy target creature that was dealt damage this turn.");
    match &s.targets[0].kind {
        TargetKind::Permanent(f) => assert!(f.props.dealt_damage),
        k => panic!("{k:?}"),
    }
    // Another quality of "any target" (a commander, a creature type) isn't lowered.
    assert!(!misses("~ deals 2 damage to any target that isn't a Dragon.").is_empty());
}

#[test]
fn no_mana_spent_to_cast_that_spell() {
    // Roiling Vortex, a counter, and an opponent's spell. (Boromir's "if no mana was
    // spent to cast it" is a miss: "it" in a cast trigger names the source today.)
    for (text, to_caster) in [
        ("Whenever a player casts a spell, if no mana was spent to cast that spell, ~ deals 5 damage to that player.", true),
        ("Whenever an opponent casts a spell, if no mana was spent to cast that spell, counter that spell.", false),
        ("Whenever an opponent casts a spell, if no mana was spent to cast that spell, that player loses 2 life.", true),
    ] {
        let abilities = permanent(text);
        let [Ability::Triggered(t)] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        assert_eq!(
            t.condition,
            Some(Condition::Amounts { left: Amount::ManaSpentToCast(Subject::Triggering), relation: Relation::AtMost, right: Amount::Fixed(0) }),
            "{text}"
        );
        let names_caster = format!("{:?}", t.effect).contains("ThatPlayer");
        assert_eq!(names_caster, to_caster, "{text}: {:?}", t.effect);
    }
    // The spell's own mana stays `Counted::ManaSpent` ("the amount of mana spent to cast ~").
    let s = spell("You gain life equal to the amount of mana spent to cast ~.");
    assert!(format!("{:?}", s.effect).contains("ManaSpent"), "{:?}", s.effect);
}

#[test]
fn them_is_the_event_player() {
    // Roiling Vortex's upkeep, another player's upkeep, and a cast trigger.
    for text in [
        "At the beginning of each player's upkeep, ~ deals 1 damage to them.",
        "At the beginning of each opponent's upkeep, ~ deals 2 damage to them.",
        "Whenever an opponent casts a spell, ~ deals 1 damage to them.",
    ] {
        let abilities = permanent(text);
        let [Ability::Triggered(t)] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        assert!(
            matches!(t.effect.as_slice(), [Effect::DealDamage { to: Recipient::Player(PlayerRef::ThatPlayer), .. }]),
            "{text}: {:?}",
            t.effect
        );
    }
}

#[test]
fn players_cant_gain_life_this_turn() {
    // Skullcrack's rule of the game; Roiling Vortex's and Atarka's Command's opponents;
    // a target player.
    assert_eq!(spell("Players can't gain life this turn.").effect, vec![Effect::TurnRule(TurnRule::PlayersCantGainLife)]);
    assert_eq!(
        spell("Your opponents can't gain life this turn.").effect,
        vec![Effect::PlayerRule { player: PlayerRef::EachOpponent, rule: PlayerRule::CantGainLife }]
    );
    let s = spell("Target player can't gain life this turn.");
    assert_eq!(s.effect, vec![Effect::PlayerRule { player: PlayerRef::Target(0), rule: PlayerRule::CantGainLife }]);
    assert_eq!(s.targets[0].kind, TargetKind::Player);
    // An activated ability (Roiling Vortex).
    let abilities = permanent("{R}: Your opponents can't gain life this turn.");
    let [Ability::Activated(a)] = abilities.as_slice() else { panic!("{abilities:?}") };
    assert_eq!(a.effect, vec![Effect::PlayerRule { player: PlayerRef::EachOpponent, rule: PlayerRule::CantGainLife }]);
    // Until the end of another turn isn't this rule.
    assert!(!misses("Your opponents can't gain life until your next turn.").is_empty());
}

#[test]
fn damage_to_a_player_and_a_creature_they_control() {
    // Searing Blaze, Chandra, Pyromaster's optional creature, Punish the Enemy's any
    // creature, and a target opponent.
    for (text, player_kind, optional, controlled) in [
        (
            "~ deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that planeswalker's controller controls.",
            TargetKind::PlayerOrPlaneswalker,
            false,
            Some(Relative::ControlledBy(PlayerRef::TargetOrController(0))),
        ),
        (
            "~ deals 1 damage to target player or planeswalker and 1 damage to up to one target creature that player or that planeswalker's controller controls.",
            TargetKind::PlayerOrPlaneswalker,
            true,
            Some(Relative::ControlledBy(PlayerRef::TargetOrController(0))),
        ),
        ("~ deals 3 damage to target player or planeswalker and 3 damage to target creature.", TargetKind::PlayerOrPlaneswalker, false, None),
        (
            "~ deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls.",
            TargetKind::OpponentOrPlaneswalker,
            true,
            Some(Relative::ControlledBy(PlayerRef::TargetOrController(0))),
        ),
        ("~ deals 2 damage to target player and 2 damage to target creature that player controls.", TargetKind::Player, false, Some(Relative::ControlledBy(PlayerRef::Target(0)))),
    ] {
        let s = spell(text);
        assert_eq!(s.targets.len(), 2, "{text}");
        assert_eq!(s.targets[0].kind, player_kind, "{text}");
        assert!(matches!(s.targets[1].kind, TargetKind::Permanent(f) if f.card_type == Some(mw_types::CardType::Creature)), "{text}");
        assert_eq!(s.targets[1].optional, optional, "{text}");
        assert_eq!(s.targets[1].only, controlled, "{text}");
        let to: Vec<_> = s.effect.iter().map(|e| match e {
            Effect::DealDamage { to, .. } => *to,
            e => panic!("{text}: {e:?}"),
        }).collect();
        assert_eq!(to, vec![Recipient::Target(0), Recipient::Target(1)], "{text}");
    }
    // Psionic Entity, Reckless Embermage: "itself" is the source, not the target.
    for text in ["{T}: ~ deals 2 damage to any target and 3 damage to itself.", "{1}{R}: ~ deals 1 damage to any target and 1 damage to itself."] {
        let abilities = permanent(text);
        let [Ability::Activated(a)] = abilities.as_slice() else { panic!("{text}: {abilities:?}") };
        assert!(
            matches!(a.effect.as_slice(), [Effect::DealDamage { to: Recipient::Target(0), .. }, Effect::DealDamage { to: Recipient::Object(Subject::This), .. }]),
            "{text}: {:?}",
            a.effect
        );
    }
    // Dragonspark Reactor: "that much" is the first amount again, not a trigger's.
    let abilities = permanent("{4}, Sacrifice ~: It deals damage equal to the number of charge counters on it to target player and that much damage to up to one target creature.");
    let [Ability::Activated(a)] = abilities.as_slice() else { panic!("{abilities:?}") };
    match a.effect.as_slice() {
        [Effect::DealDamage { amount: first, .. }, Effect::DealDamage { amount: second, .. }] => {
            assert_eq!(first, second);
            assert!(!matches!(second, Amount::TriggerAmount));
        }
        e => panic!("{e:?}"),
    }
    // Chandra's Fury and Radiating Lightning: each creature of that player, a group.
    for text in [
        "~ deals 4 damage to target player or planeswalker and 1 damage to each creature that player or that planeswalker's controller controls.",
        "~ deals 3 damage to target player and 1 damage to each creature that player controls.",
    ] {
        let s = spell(text);
        assert_eq!(s.targets.len(), 1, "{text}");
        assert!(
            s.effect.iter().any(|e| matches!(e, Effect::ForEach { filter, .. } if matches!(filter.controller, mw_ir::Controller::Player { owner: false, .. }))),
            "{text}: {:?}",
            s.effect
        );
    }
}

#[test]
fn several_instructions_replaced_instead() {
    // Searing Blaze's landfall line upgrades both damage instructions; another landfall
    // upgrade of one instruction; a replacement of a kind with no earlier one misses.
    let c = compile_with(
        "~ deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that planeswalker's controller controls.\nLandfall — If you had a land enter the battlefield under your control this turn, ~ deals 3 damage to that player or planeswalker and 3 damage to that creature instead.",
        "Nobody",
        TextKind::Spell,
        Front::Grammar,
    );
    assert!(c.is_supported(), "{:?}", c.grammar);
    let effects: Vec<&Effect> = c.abilities.iter().flat_map(|a| match a {
        Ability::Spell(s) => s.effect.iter().collect::<Vec<_>>(),
        _ => Vec::new(),
    }).collect();
    let landfall = Condition::ThisTurn(mw_ir::TurnEvent::LandEnteredUnderYourControl);
    assert_eq!(effects.len(), 2, "{effects:?}");
    for (e, i) in effects.iter().zip(0u8..) {
        match e {
            Effect::If { condition, effect, otherwise: Some(otherwise) } => {
                assert_eq!(*condition, landfall);
                assert!(matches!(**effect, Effect::DealDamage { amount: Amount::Fixed(3), to: Recipient::Target(t), .. } if t == i), "{effect:?}");
                assert!(matches!(**otherwise, Effect::DealDamage { amount: Amount::Fixed(1), to: Recipient::Target(t), .. } if t == i), "{otherwise:?}");
            }
            e => panic!("{e:?}"),
        }
    }
    let c = compile_with(
        "Draw two cards.\nLandfall — If you had a land enter the battlefield under your control this turn, draw three cards instead.",
        "Nobody",
        TextKind::Spell,
        Front::Grammar,
    );
    assert!(c.is_supported(), "{:?}", c.grammar);
    assert!(format!("{:?}", c.abilities).contains("LandEnteredUnderYourControl"));
    assert!(!misses("Draw two cards. If you control an artifact, you gain 3 life and you gain 2 life instead.").is_empty());
}
