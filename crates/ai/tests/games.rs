//! Whole games between random agents on the built-in decks: they never panic, always
//! end, keep every object in exactly one zone, replay bit for bit, and refuse every
//! answer outside the legal list with the state unchanged.

use mw_ai::{play, replay, Agent, Outcome, RandomAgent};
use mw_engine::{Answer, CardTable, Game, GameSetup, Target};
use mw_types::{CardId, ObjectId, PlayerId};
use proptest::prelude::*;
use std::sync::{Arc, LazyLock};

mod common;

static MATCHUP: LazyLock<(Arc<CardTable>, Vec<Vec<CardId>>)> = LazyLock::new(common::benchmark_matchup);

/// Decks rich in combat keywords and restrictions.
static KEYWORDS: LazyLock<(Arc<CardTable>, Vec<Vec<CardId>>)> = LazyLock::new(|| {
    common::matchup([
        include_str!("../../../decks/keywords-white-red.txt"),
        include_str!("../../../decks/keywords-green-black.txt"),
    ])
});

fn new_game(seed: u64) -> Game {
    // Odd seeds play the keyword decks, even seeds the built-in pair.
    let (table, decks) = if seed % 2 == 1 { &*KEYWORDS } else { &*MATCHUP };
    Game::new(GameSetup::new(table.clone(), decks.clone(), seed)).expect("valid setup")
}

fn check_zones(game: &Game) -> Result<(), TestCaseError> {
    let mut ids = game.all_zone_entries();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    prop_assert_eq!(ids.len(), n, "an object is in two zones");
    prop_assert_eq!(n, game.live_object_count(), "an object is in no zone");
    for id in ids {
        prop_assert!(game.object(id).is_some(), "zone lists a dead object");
    }
    Ok(())
}

/// Answers no legal list could hold, plus near misses built from real objects.
fn illegal_candidates(game: &Game) -> Vec<Answer> {
    let ghost = ObjectId { slot: 9_999, generation: 7 };
    let mut v = vec![
        Answer::Number(1_000_000),
        Answer::Cast(ghost),
        Answer::Target(Target::Object(ghost)),
        Answer::Target(Target::Player(PlayerId(9))),
        Answer::Block { blocker: ghost, attacker: ghost },
        Answer::Keep,
        Answer::Pass,
        Answer::Done,
        Answer::AutoPay,
    ];
    if let Some(&c) = game.player(PlayerId(0)).library.first() {
        v.push(Answer::Cast(c));
        v.push(Answer::PlayLand(c));
    }
    v
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_games_end_and_keep_invariants(seed in any::<u64>()) {
        let mut game = new_game(seed);
        let mut agents = [RandomAgent::new(seed ^ 1), RandomAgent::new(seed ^ 2)];
        let mut buf = Vec::new();
        let mut steps = 0u64;
        while !game.is_over() {
            prop_assert!(game.turn().number <= 400, "game did not end by turn 400");
            let p = game.decision().player.expect("a live game has someone to decide");
            game.legal_answers_into(&mut buf);
            prop_assert!(!buf.is_empty(), "no legal answer to {:?}", game.decision());
            // Every so often, try illegal answers: refused, nothing changed.
            if steps % 97 == 0 {
                let before = format!("{game:?}");
                for bad in illegal_candidates(&game) {
                    if !buf.contains(&bad) {
                        prop_assert!(game.apply(p, bad).is_err(), "accepted illegal {:?}", bad);
                        prop_assert!(before == format!("{game:?}"), "refused {:?} changed the state", bad);
                    }
                }
                let other = PlayerId(1 - p.0);
                prop_assert!(game.apply(other, buf[0]).is_err(), "wrong player accepted");
                prop_assert!(before == format!("{game:?}"), "refused wrong player changed the state");
            }
            let i = agents[p.index()].choose(&game, p, &buf);
            game.apply(p, buf[i]).map_err(|e| TestCaseError::fail(e.to_string()))?;
            for i in 0..2 {
                let pl = game.player(PlayerId(i));
                prop_assert!(pl.pool.total() < 1_000, "mana pool ran away");
            }
            if steps % 13 == 0 {
                check_zones(&game)?;
            }
            steps += 1;
        }
        check_zones(&game)?;
    }
}

#[test]
fn same_seed_same_game_and_replay_matches() {
    for seed in [3u64, 42, 1_000_001] {
        let run = || {
            let mut game = new_game(seed);
            let mut a = RandomAgent::new(seed);
            let mut b = RandomAgent::new(seed + 1);
            let mut agents: [&mut dyn Agent; 2] = [&mut a, &mut b];
            let played = play(&mut game, &mut agents, 500, true).expect("no engine error");
            (played, format!("{game:?}"))
        };
        let (g1, s1) = run();
        let (g2, s2) = run();
        assert_eq!(g1, g2);
        assert_eq!(s1, s2, "same seed and answers must give the same state");
        assert!(matches!(g1.outcome, Outcome::Finished(_)));
        let mut fresh = new_game(seed);
        replay(&mut fresh, &g1.answers).expect("replay is accepted");
        assert_eq!(format!("{fresh:?}"), s1, "replay reproduces the game bit for bit");
    }
}

#[test]
fn a_game_starts_with_the_mulligan_and_seven_cards() {
    let game = new_game(5);
    let d = game.decision();
    assert_eq!(d.player, Some(game.turn().active));
    assert_eq!(d.question, mw_engine::Question::Mulligan { mulligans_taken: 0 });
    for p in 0..2 {
        assert_eq!(game.player(PlayerId(p)).hand.len(), 7);
    }
    assert_eq!(game.legal_answers(), vec![Answer::Keep, Answer::Mulligan]);
}
