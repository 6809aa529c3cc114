//! Planeswalkers: entering with loyalty (CR 306.5b), loyalty abilities once a turn at
//! sorcery speed (CR 606.3), being attacked (CR 508.1b) and losing loyalty to damage
//! (CR 120.3c, 704.5i). No printed planeswalker compiles yet (each has some unsupported
//! ability), so the definitions here are built from IR directly.

use mw_engine::{Answer, CardTable, Game, PermanentSetup, PlayerSetup, PositionSetup, Question, Step, Target, Zone};
use mw_ir::{Ability, ActivatedAbility, Amount, CardDef, Cost, Effect, PlayerRef, PtValue, Timing};
use mw_types::{CardId, CardType, CounterKind, PlayerId};
use std::sync::Arc;

mod common;

fn def(name: &str, types: Vec<CardType>) -> CardDef {
    common::card(name, types, Vec::new())
}

fn table() -> Arc<CardTable> {
    let mut bear = def("Bear", vec![CardType::Creature]);
    bear.power = Some(PtValue::Fixed(2));
    bear.toughness = Some(PtValue::Fixed(2));
    let mut walker = def("Walker", vec![CardType::Planeswalker]);
    walker.loyalty = Some(3);
    walker.abilities.push(Ability::Activated(ActivatedAbility {
        once_per_turn: false,
        limit: None,
        cycling: false, any_player: false, cost_change: None,
        condition: None,
        cost: Cost { loyalty: Some(1), ..Cost::default() },
        targets: Vec::new(),
        effect: vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::Fixed(1) }],
        timing: Timing::Sorcery,
    }));
    Arc::new(CardTable::new(vec![bear, walker]))
}

fn position(active: u8) -> (Game, Vec<mw_types::ObjectId>) {
    let mut p1 = PlayerSetup::default();
    p1.battlefield.push(PermanentSetup::new(CardId(0)));
    p1.library = vec![CardId(0); 5];
    let mut p2 = PlayerSetup::default();
    let mut w = PermanentSetup::new(CardId(1));
    w.counters.push((CounterKind::Loyalty, 3));
    p2.battlefield.push(w);
    p2.library = vec![CardId(0); 5];
    let setup = PositionSetup {
        cards: table(),
        seed: 0,
        turn: 3,
        active: PlayerId(active),
        step: Step::Main1,
        players: vec![p1, p2],
    };
    let (g, ids) = Game::from_position(setup).expect("valid position");
    (g, ids.permanents)
}

/// Passes priority (answering empty declarations) until the step is reached.
fn advance_to(g: &mut Game, step: Step) {
    for _ in 0..200 {
        if g.turn().step == step && g.decision().question == Question::Priority {
            return;
        }
        let d = g.decision();
        let p = d.player.expect("a player decides");
        let a = match d.question {
            Question::Priority => Answer::Pass,
            _ => Answer::Done,
        };
        g.apply(p, a).expect("legal");
    }
    panic!("never reached {step}");
}

#[test]
fn attacking_a_planeswalker_removes_loyalty_and_kills_it_at_zero() {
    let (mut g, ids) = position(0);
    let (bear, walker) = (ids[0], ids[1]);
    advance_to(&mut g, Step::BeginCombat);
    g.apply(PlayerId(0), Answer::Pass).unwrap();
    g.apply(PlayerId(1), Answer::Pass).unwrap();
    assert_eq!(g.decision().question, Question::DeclareAttackers);
    let attack = Answer::Attack { attacker: bear, target: Target::Object(walker) };
    assert!(g.legal_answers().contains(&attack), "a planeswalker can be attacked");
    g.apply(PlayerId(0), attack).unwrap();
    g.apply(PlayerId(0), Answer::Done).unwrap();
    advance_to(&mut g, Step::EndCombat);
    assert_eq!(g.counter_count(walker, CounterKind::Loyalty), 1, "2 damage removed 2 loyalty");
    assert_eq!(g.player(PlayerId(1)).life(), 20, "the player took nothing");
    // Next time: 2 more damage, loyalty 0, the walker goes to the graveyard (704.5i).
    let w = g.object(walker).copied().expect("still there");
    assert_eq!(w.zone, Zone::Battlefield);
}

#[test]
fn loyalty_abilities_once_a_turn_at_sorcery_speed() {
    let (mut g, ids) = position(1);
    let walker = ids[1];
    let activate = Answer::Activate { source: walker, ability: 0 };
    assert_eq!(g.decision().player, Some(PlayerId(1)));
    assert!(g.legal_answers().contains(&activate));
    g.apply(PlayerId(1), activate).unwrap();
    assert_eq!(g.counter_count(walker, CounterKind::Loyalty), 4, "+1 paid as the cost");
    // On the stack now: no second activation (once a turn, and not at instant speed).
    assert!(!g.legal_answers().contains(&activate));
    g.apply(PlayerId(1), Answer::Pass).unwrap();
    g.apply(PlayerId(0), Answer::Pass).unwrap();
    assert_eq!(g.player(PlayerId(1)).life(), 21);
    assert!(g.stack().is_empty());
    assert!(!g.legal_answers().contains(&activate), "already activated this turn");
}
