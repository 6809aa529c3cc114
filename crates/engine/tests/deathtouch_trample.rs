//! Deathtouch with trample (CR 702.2c, 702.19b): one point is lethal damage for each
//! blocker, so after one point to each, the rest may go to the player. No supported card
//! has both keywords yet, so the attacker is built from IR.

use mw_engine::{Answer, CardTable, Game, PermanentSetup, PlayerSetup, PositionSetup, Question, Step, Target};
use mw_ir::{Ability, CardDef, Keyword, PtValue};
use mw_types::{CardId, CardType, ColorSet, ManaCost, PlayerId};
use std::sync::Arc;

fn creature(name: &str, p: i32, t: i32, keywords: &[Keyword]) -> CardDef {
    CardDef {
        name: name.into(),
        mana_cost: ManaCost::default(),
        no_mana_cost: false,
        colors: ColorSet::EMPTY,
        card_types: vec![CardType::Creature],
        supertypes: Vec::new(),
        subtypes: Vec::new(),
        power: Some(PtValue::Fixed(p)),
        toughness: Some(PtValue::Fixed(t)),
        loyalty: None,
        abilities: keywords.iter().map(|k| Ability::Keyword(*k)).collect(),
    }
}

#[test]
fn one_point_to_each_blocker_then_the_player() {
    let cards = Arc::new(CardTable::new(vec![
        creature("Wurm", 5, 5, &[Keyword::Deathtouch, Keyword::Trample]),
        creature("Ox", 2, 4, &[]),
    ]));
    let mut p1 = PlayerSetup::default();
    p1.battlefield.push(PermanentSetup::new(CardId(0)));
    let mut p2 = PlayerSetup::default();
    p2.battlefield.push(PermanentSetup::new(CardId(1)));
    p2.battlefield.push(PermanentSetup::new(CardId(1)));
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::BeginCombat, players: vec![p1, p2] };
    let (mut g, ids) = Game::from_position(setup).expect("valid");
    let (wurm, ox1, ox2) = (ids.permanents[0], ids.permanents[1], ids.permanents[2]);
    g.apply(PlayerId(0), Answer::Pass).unwrap();
    g.apply(PlayerId(1), Answer::Pass).unwrap();
    g.apply(PlayerId(0), Answer::Attack { attacker: wurm, target: Target::Player(PlayerId(1)) }).unwrap();
    g.apply(PlayerId(0), Answer::Done).unwrap();
    g.apply(PlayerId(0), Answer::Pass).unwrap();
    g.apply(PlayerId(1), Answer::Pass).unwrap();
    g.apply(PlayerId(1), Answer::Block { blocker: ox1, attacker: wurm }).unwrap();
    g.apply(PlayerId(1), Answer::Block { blocker: ox2, attacker: wurm }).unwrap();
    g.apply(PlayerId(1), Answer::Done).unwrap();
    g.apply(PlayerId(0), Answer::Pass).unwrap();
    g.apply(PlayerId(1), Answer::Pass).unwrap();
    assert!(matches!(g.decision().question, Question::AssignDamage { .. }));
    let to_player = Answer::AssignDamage(Target::Player(PlayerId(1)));
    assert!(!g.legal_answers().contains(&to_player), "no damage to the player before each blocker has lethal");
    g.apply(PlayerId(0), Answer::AssignDamage(Target::Object(ox1))).unwrap();
    assert!(!g.legal_answers().contains(&to_player));
    g.apply(PlayerId(0), Answer::AssignDamage(Target::Object(ox2))).unwrap();
    assert!(g.legal_answers().contains(&to_player), "one deathtouch point is lethal for each");
    for _ in 0..3 {
        g.apply(PlayerId(0), to_player).unwrap();
    }
    assert_eq!(g.player(PlayerId(1)).life(), 17);
    assert!(g.object(ox1).is_none() && g.object(ox2).is_none(), "both blockers died to deathtouch");
}
