//! "Until your next turn" (CR 611.2, 500.1): an effect lasts through the end of this turn
//! and the opponents' turns, and ends as its controller's next turn begins. Karn, the
//! Great Creator's +1 compiles to this (`Duration::UntilYourNextTurn`), but its −2 does
//! not yet, so the ability is built from IR here.

use mw_engine::{Answer, CardTable, Game, PermanentSetup, PlayerSetup, PositionSetup, Question, Step};
use mw_ir::{Ability, ActivatedAbility, Amount, Becomes, Cost, Duration, Effect, Subject, Timing};
use mw_types::{CardId, CardType, PlayerId};
use std::sync::Arc;

mod common;

fn position() -> (Game, mw_types::ObjectId) {
    // "{0}: this becomes an artifact creature with power and toughness each equal to its
    // mana value until your next turn" on a mana value 3 artifact.
    let becomes = Becomes {
        pt: Some((Amount::ManaValueOf(Subject::This), Amount::ManaValueOf(Subject::This))),
        types: vec![CardType::Artifact, CardType::Creature],
        creature_types: Vec::new(),
        all_creature_types: false,
        replaces_creature_types: false,
        colors: None,
        keywords: Vec::new(),
        land_type: None,
        chosen_creature_type: false,
    };
    let mut relic = common::card("Relic", vec![CardType::Artifact], Vec::new());
    relic.mana_cost = mw_types::ManaCost { symbols: vec![mw_types::ManaSymbol::Generic(3)] };
    relic.abilities.push(Ability::Activated(ActivatedAbility {
        once_per_turn: false,
        limit: None,
        cycling: false,
        any_player: false,
        cost_change: None,
        condition: None,
        cost: Cost::default(),
        targets: Vec::new(),
        effect: vec![Effect::Becomes { subject: Subject::This, becomes: Box::new(becomes), duration: Duration::UntilYourNextTurn }],
        timing: Timing::Sorcery,
    }));
    let filler = common::card("Waste", vec![CardType::Land], Vec::new());
    let mut p1 = PlayerSetup::default();
    p1.battlefield.push(PermanentSetup::new(CardId(0)));
    p1.library = vec![CardId(1); 5];
    let mut p2 = PlayerSetup::default();
    p2.library = vec![CardId(1); 5];
    let setup = PositionSetup { cards: Arc::new(CardTable::new(vec![relic, filler])), seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (g, ids) = Game::from_position(setup).expect("valid position");
    (g, ids.permanents[0])
}

/// Passes priority (answering empty declarations) until `turn`'s `step` is reached.
fn advance_to(g: &mut Game, turn: u32, step: Step) {
    for _ in 0..400 {
        if g.turn().number == turn && g.turn().step == step && g.decision().question == Question::Priority {
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
    panic!("never reached turn {turn} {step:?}");
}

fn creature(g: &Game, id: mw_types::ObjectId) -> bool {
    g.characteristics(id).is_some_and(|c| c.is(CardType::Creature))
}

#[test]
fn until_your_next_turn_lasts_through_the_opponents_turn() {
    let (mut g, relic) = position();
    g.apply(PlayerId(0), Answer::Activate { source: relic, ability: 0 }).expect("activate");
    g.apply(PlayerId(0), Answer::Pass).expect("pass");
    g.apply(PlayerId(1), Answer::Pass).expect("pass");
    assert!(creature(&g, relic), "a creature now");
    assert_eq!(g.power(relic), 3, "power equal to its mana value");
    // Not "until end of turn": still a creature during the opponent's turn.
    advance_to(&mut g, 4, Step::Upkeep);
    assert!(creature(&g, relic), "still a creature on the opponent's turn");
    advance_to(&mut g, 4, Step::End);
    assert!(creature(&g, relic));
    // Its controller's next turn has begun: the effect has ended.
    advance_to(&mut g, 5, Step::Upkeep);
    assert!(!creature(&g, relic), "ended as its controller's turn began");
}
