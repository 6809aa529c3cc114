//! The grammar's keywords that change how, from where or for what a card is cast (CR
//! 702), text → IR, each over several cards' wordings: flashback, spectacle, surge,
//! overload, foretell and suspend (alternative costs and special actions), cycling with
//! any cost, and "the amount of mana spent to cast ~".

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{AdditionalCost, AltKind, Ability, AlternativeCost, Amount, Condition, Counted, Effect, Trigger};

mod common;
use common::grammar_named as grammar;

fn alternatives(abilities: &[Ability]) -> Vec<&AlternativeCost> {
    abilities.iter().filter_map(|a| if let Ability::AlternativeCost(c) = a { Some(c) } else { None }).collect()
}

#[test]
fn flashback_with_any_cost() {
    // Firebolt: mana; Deep Analysis: mana and life; Lava Dart: a sacrifice; Prismatic
    // Strands' wording: a creature tapped; Spider Spawning: mana.
    let cases: [(&str, usize, u32, bool); 5] = [
        ("Flashback {4}{R}", 2, 0, false),
        ("Flashback—{1}{U}, Pay 3 life. (You may cast this card from your graveyard for its flashback cost. Then exile it.)", 2, 3, false),
        ("Flashback—Sacrifice a Mountain.", 0, 0, true),
        ("Flashback—Tap an untapped white creature you control.", 0, 0, true),
        ("Flashback {6}{B}", 2, 0, false),
    ];
    for (text, mana, life, extra) in cases {
        let a = grammar(text, "Nobody", TextKind::Spell);
        let alt = alternatives(&a);
        assert_eq!(alt.len(), 1, "{text}: {a:?}");
        assert_eq!(alt[0].kind, AltKind::Flashback);
        assert!(alt[0].kind.from_graveyard() && alt[0].kind.exiles_on_leaving());
        assert_eq!((alt[0].cost.mana.symbols.len(), alt[0].cost.life, alt[0].cost.extra.is_some()), (mana, life, extra), "{text}");
    }
    let a = grammar("Flashback—Sacrifice a Mountain.", "Nobody", TextKind::Spell);
    assert!(matches!(&alternatives(&a)[0].cost.extra, Some(AdditionalCost::Sacrifice(f)) if f.controller == mw_ir::Controller::You));
    let a = grammar("Flashback—Tap an untapped white creature you control.", "Nobody", TextKind::Spell);
    assert!(matches!(&alternatives(&a)[0].cost.extra, Some(AdditionalCost::TapUntapped(f)) if f.props.colors.contains(mw_types::Color::White)));
}

#[test]
fn spectacle_and_surge_are_conditional_alternative_costs() {
    for text in ["Spectacle {R}", "Spectacle {1}{B}{R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)"] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        let alt = alternatives(&a)[0];
        assert_eq!(alt.kind, AltKind::Spectacle);
        assert_eq!(alt.condition, Some(Condition::ThisTurn(mw_ir::TurnEvent::OpponentLostLife)));
    }
    for text in ["Surge {1}{U}", "Surge {U} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)"] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        let alt = alternatives(&a)[0];
        assert_eq!(alt.kind, AltKind::Surge);
        assert_eq!(alt.condition, Some(Condition::YouCastThisTurn(mw_ir::Compare::AtLeast(1))));
    }
}

#[test]
fn cycling_with_any_cost() {
    // Street Wraith: life; Decree of Pain's wording: mana; a sacrifice.
    for (text, life, mana, extra) in [
        ("Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)", 2, 0, false),
        ("Cycling {3}{B}{B}", 0, 3, false),
        ("Cycling—Sacrifice a land.", 0, 0, true),
    ] {
        let a = grammar(text, "Nobody", TextKind::Permanent);
        let [Ability::Activated(x)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert!(x.cycling && x.cost.discard_self, "{text}");
        assert_eq!((x.cost.life, x.cost.mana.symbols.len(), x.cost.extra.is_some()), (life, mana, extra), "{text}");
        assert_eq!(x.effect, vec![Effect::Draw { player: mw_ir::PlayerRef::You, amount: Amount::one() }]);
    }
}

#[test]
fn suspend_is_a_special_action_and_two_triggers_in_exile() {
    for (text, time, mana) in [
        ("Suspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, cast it without paying its mana cost.)", 1, 1),
        ("Suspend 4—{G}", 4, 1),
        ("Suspend 3—{2}{B}{B}", 3, 3),
    ] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        let [Ability::Suspend { time: t, cost }, Ability::Triggered(upkeep), Ability::Triggered(last)] = a.as_slice() else { panic!("{text}: {a:?}") };
        assert_eq!((*t, cost.mana.symbols.len()), (time, mana), "{text}");
        assert_eq!((&upkeep.trigger, upkeep.condition), (&Trigger::YourUpkeep, Some(Condition::Suspended)));
        assert!(matches!(upkeep.effect[..], [Effect::RemoveCounters { subject: mw_ir::Subject::This, .. }]));
        assert!(matches!(last.trigger, Trigger::LastCounterRemoved(_)));
        assert_eq!(last.effect, vec![Effect::MayCastFree { subject: mw_ir::Subject::This }]);
    }
    // Suspend X is not lowered (X announced as the special action is taken).
    assert!(!compile_with("Suspend X—{X}{X}{R}", "Nobody", TextKind::Spell, Front::Grammar).is_supported());
}

#[test]
fn foretell_is_a_special_action_and_a_cost_from_exile() {
    for text in ["Foretell {1}{U} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)", "Foretell {R}", "Foretell—{2}{B}"] {
        let a = grammar(text, "Nobody", TextKind::Spell);
        assert_eq!(a[0], Ability::Foretell, "{text}");
        let alt = alternatives(&a)[0];
        assert_eq!(alt.kind, AltKind::Foretell);
        assert!(alt.kind.from_exile());
    }
}

#[test]
fn overload_compiles_the_text_with_each_for_target() {
    // Electrickery: "target creature you don't control" → "each creature you don't control".
    let text = "Electrickery deals 1 damage to target creature you don't control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of \"target\" with \"each.\")";
    let a = grammar(text, "Electrickery", TextKind::Spell);
    let spell = a.iter().find_map(|x| if let Ability::Spell(s) = x { Some(s) } else { None }).expect("the spell");
    assert_eq!(spell.targets.len(), 1);
    let over = a.iter().find_map(|x| if let Ability::Overloaded(s) = x { Some(s) } else { None }).expect("the overloaded spell");
    assert!(over.targets.is_empty());
    assert!(matches!(over.effect[..], [Effect::ForEach { .. }]), "{over:?}");
    assert_eq!(alternatives(&a)[0].kind, AltKind::Overload);
    // Cyclonic Rift's wording: a return of each nonland permanent you don't control.
    let text = "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U}";
    let a = grammar(text, "Cyclonic Rift", TextKind::Spell);
    assert!(a.iter().any(|x| matches!(x, Ability::Overloaded(s) if s.targets.is_empty())), "{a:?}");
}

#[test]
fn amount_of_mana_spent_to_cast() {
    // Memory Deluge's X.
    let text = "Look at the top X cards of your library, where X is the amount of mana spent to cast this spell. Put two of them into your hand and the rest on the bottom of your library in a random order.";
    let c = compile_with(text, "Memory Deluge", TextKind::Spell, Front::Grammar);
    let debug = format!("{:?}", c.abilities);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    assert!(debug.contains(&format!("{:?}", Counted::ManaSpent)), "{debug}");
    // A life gain with the same quantity.
    let c = compile_with("You gain X life, where X is the amount of mana spent to cast this spell.", "Nobody", TextKind::Spell, Front::Grammar);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    assert!(format!("{:?}", c.abilities).contains("ManaSpent"), "{:?}", c.abilities);
}

#[test]
fn enters_with_counters_for_each_card_exiled_with_it() {
    // Murktide Regent (its delve payment, CR 702.66a, 607.2a), and a wording counting
    // another kind of card with a number of counters each.
    for (text, times, first, second) in [
        ("Murktide Regent enters the battlefield with a +1/+1 counter on it for each instant and sorcery card exiled with it.", 1, mw_types::CardType::Instant, Some(mw_types::CardType::Sorcery)),
        ("~ enters with two +1/+1 counters on it for each creature card exiled with ~.", 2, mw_types::CardType::Creature, None),
    ] {
        let a = grammar(text, "Murktide Regent", TextKind::Permanent);
        let [Ability::Enters(mw_ir::EntersReplacement::WithCounters { kind, amount: Amount::Count { of: Counted::ExiledWith(f), times: t }, condition: None })] = a.as_slice() else {
            panic!("{text}: {a:?}")
        };
        assert_eq!((*kind, *t), (mw_types::CounterKind::PlusOne, times), "{text}");
        assert_eq!((f.card_type, f.or_type), (Some(first), second), "{text}");
    }
}
