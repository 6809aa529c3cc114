//! Hidden information (DESIGN.md invariant 3) through "look at" actions: a player who
//! scries or connives learns cards the opponent must not. The opponent's view and the
//! events told to the opponent (`explain_to`) never name them.

use mw_engine::{Answer, CardTable, Game, PlayerSetup, PositionSetup, Question, Step};
use mw_ir::ability::SpellAbility;
use mw_ir::{Ability, Amount, Effect};
use mw_types::{CardId, CardType, ManaType, PlayerId};
use std::sync::Arc;

mod common;
use common::card;

#[test]
fn scried_cards_stay_hidden_from_the_opponent() {
    let peek = card(
        "Peek",
        vec![CardType::Sorcery],
        vec![Ability::Spell(SpellAbility { targets: Vec::new(), effect: vec![Effect::Scry { amount: Amount::Fixed(2) }] })],
    );
    let cards = Arc::new(CardTable::new(vec![
        peek,
        card("Secret Alpha", vec![CardType::Sorcery], Vec::new()),
        card("Secret Beta", vec![CardType::Sorcery], Vec::new()),
    ]));
    let mut p1 = PlayerSetup::default();
    p1.hand.push(CardId(0));
    p1.library = vec![CardId(1), CardId(2), CardId(1)];
    p1.pool = vec![(ManaType::Colorless, 0)];
    let p2 = PlayerSetup::default();
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (mut g, _) = Game::from_position(setup).expect("valid");
    let (me, them) = (PlayerId(0), PlayerId(1));
    let mut told_them: Vec<String> = Vec::new();
    let hand = g.view(me).players[0].hand.clone().expect("own hand");
    let step = |g: &mut Game, p: PlayerId, a: Answer, told: &mut Vec<String>| {
        let events = g.apply(p, a).expect("legal").to_vec();
        told.extend(events.iter().map(|e| g.explain_to(them, e)));
    };
    step(&mut g, me, Answer::Cast(hand[0].id), &mut told_them);
    step(&mut g, me, Answer::Pass, &mut told_them);
    step(&mut g, them, Answer::Pass, &mut told_them);
    // p1 now looks at the top two: the question names them, to p1 only.
    let mut looked = 0;
    while let Question::Arrange { .. } = g.decision().question {
        let answers = g.legal_answers();
        let pick = answers.iter().copied().find(|a| *a == Answer::ToBottom).unwrap_or(answers[0]);
        step(&mut g, me, pick, &mut told_them);
        looked += 1;
    }
    assert!(looked >= 2, "p1 was asked about the cards it looked at");
    let view = serde_json::to_string(&g.view(them)).expect("serialisable");
    assert!(!view.contains("Secret"), "the opponent's view names no library card: {view}");
    for line in &told_them {
        assert!(!line.contains("Secret"), "told to the opponent: {line}");
    }
    assert!(told_them.iter().any(|l| l.contains("Peek resolves")), "the opponent is told what is public: {told_them:?}");
}

#[test]
fn the_top_card_is_seen_only_by_a_player_allowed_to_look_at_it_any_time() {
    let seer = card("Seer", vec![CardType::Enchantment], vec![Ability::Static(mw_ir::SelfStatic::LookAtTopAnyTime)]);
    let cards = Arc::new(CardTable::new(vec![seer, card("Secret Alpha", vec![CardType::Sorcery], Vec::new())]));
    let mut p1 = PlayerSetup::default();
    p1.battlefield.push(mw_engine::PermanentSetup::new(CardId(0)));
    p1.library = vec![CardId(1)];
    let mut p2 = PlayerSetup::default();
    p2.library = vec![CardId(1)];
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (g, _) = Game::from_position(setup).expect("valid");
    let mine = g.view(PlayerId(0));
    assert_eq!(mine.players[0].library_top.as_ref().map(|c| c.name.as_str()), Some("Secret Alpha"));
    assert!(mine.players[1].library_top.is_none(), "not the opponent's library");
    let theirs = g.view(PlayerId(1));
    assert!(theirs.players.iter().all(|p| p.library_top.is_none()), "the opponent controls no such permanent");
}

/// CR 401.5: "play with the top card of your library revealed": every player sees it, and
/// a search copy re-deals the rest of that library around it.
#[test]
fn a_top_card_played_revealed_is_seen_by_everyone_and_kept_by_determinize() {
    let shown = card("Shown", vec![CardType::Enchantment], vec![Ability::Static(mw_ir::SelfStatic::TopCardRevealed { each_player: false })]);
    let cards = Arc::new(CardTable::new(vec![
        shown,
        card("Secret Alpha", vec![CardType::Sorcery], Vec::new()),
        card("Secret Beta", vec![CardType::Sorcery], Vec::new()),
    ]));
    let mut p1 = PlayerSetup::default();
    p1.battlefield.push(mw_engine::PermanentSetup::new(CardId(0)));
    p1.library = vec![CardId(1), CardId(2), CardId(2), CardId(2), CardId(2), CardId(2)];
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, PlayerSetup::default()] };
    let (g, _) = Game::from_position(setup).expect("valid");
    for viewer in [PlayerId(0), PlayerId(1)] {
        assert_eq!(g.view(viewer).players[0].library_top.as_ref().map(|c| c.name.as_str()), Some("Secret Alpha"), "seen by {viewer:?}");
        assert!(g.view(viewer).players[1].library_top.is_none());
        for seed in 0..8 {
            let mut copy = g.clone();
            copy.determinize(viewer, seed);
            assert_eq!(copy.view(viewer).players[0].library_top.as_ref().map(|c| c.name.as_str()), Some("Secret Alpha"), "seed {seed}");
        }
    }
}
