//! Multiplayer and Commander environments (CR 102.2, 800.4a, 903): whole 4-player
//! Commander games played to the end with random legal answers, each opponent's public
//! state in turn order from the viewer, players who lost marked and never asked again,
//! a learner who lost ends its episode, and the two-player observation unchanged.

use mw_gym::layout::{game as g, opp, OPPONENT_FIELDS, STACK_FIELDS};
use mw_gym::{Config, EnvError, Layout, Matchup, MatchupError, Obs, OpponentKind, Solo, Status, Table};
use mw_engine::GameResult;
use mw_types::PlayerId;
use std::sync::{Arc, OnceLock};

const COMMANDER_DECKS: [&str; 4] = ["white-weenie", "black-drana", "red-krenko", "green-ezuri"];

fn commander() -> Arc<Matchup> {
    static M: OnceLock<Arc<Matchup>> = OnceLock::new();
    M.get_or_init(|| Arc::new(Matchup::load_commander(&pool(), &COMMANDER_DECKS).expect("decks"))).clone()
}

fn pool() -> mw_carddb::CardDb {
    mw_gym::matchup::builtin_pool().expect("pool")
}

fn four() -> Config {
    Config { max_turns: 200, layout: Layout { opponents: 3, ..Layout::default() } }
}

fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

/// Checks `viewer`'s opponents rows against the game: turn order from the viewer.
fn check_opponents(t: &Table, viewer: PlayerId, obs: &Obs) {
    let game = t.game();
    let of = OPPONENT_FIELDS.len();
    for k in 0..3 {
        let p = PlayerId(((viewer.index() + k + 1) % 4) as u8);
        let r = &obs.opponents[k * of..(k + 1) * of];
        assert_eq!(r[opp::PRESENT], 1);
        assert_eq!(r[opp::IN_GAME], i32::from(!t.has_lost(p)));
        assert_eq!(r[opp::LIFE], game.player(p).life());
        assert_eq!(r[opp::HAND], game.player(p).hand.len() as i32);
        assert_eq!(r[opp::LIBRARY], game.player(p).library.len() as i32);
        assert_eq!(r[opp::ACTIVE], i32::from(game.turn().active == p));
        assert_ne!(r[opp::COMMANDER], 0, "every seat has a commander");
    }
    // The first opponent is also the "opp" of the two-player fields.
    assert_eq!(obs.game[g::LIFE + 1], obs.opponents[opp::LIFE]);
    assert_eq!(obs.game[g::PLAYERS], 4);
    assert_eq!(obs.game[g::COMMANDER_GAME], 1);
}

#[test]
fn four_player_commander_games_play_to_the_end() {
    let config = four();
    let mut obs = Obs::zeros(&config.layout);
    let mut rng = 11;
    let (mut ended, mut lost_early) = (0, 0);
    for seed in 0..3 {
        let mut t = Table::new(commander(), config, seed).unwrap();
        assert_eq!(t.game().player(PlayerId(0)).life(), 40, "CR 903.7: 40 life");
        let mut seen_lost = [false; 4];
        while let Some(p) = t.decider() {
            assert!(!t.has_lost(p), "seed {seed}: a player who left the game is never asked (CR 800.4a)");
            for q in 0..4u8 {
                if t.has_lost(PlayerId(q)) && !seen_lost[q as usize] {
                    seen_lost[q as usize] = true;
                    lost_early += 1;
                }
            }
            t.observe(p, &mut obs.as_mut());
            check_opponents(&t, p, &obs);
            let n = t.answers().len();
            assert_eq!(obs.mask.iter().filter(|&&m| m == 1).count(), n.min(config.layout.actions));
            let a = next(&mut rng) % n.min(config.layout.actions) as u64;
            t.step(a as i64).unwrap();
        }
        match t.status() {
            Status::Finished(GameResult::Won(w)) => {
                ended += 1;
                assert!(!t.has_lost(w));
                assert!((0..4u8).filter(|&q| q != w.0).all(|q| t.has_lost(PlayerId(q))), "the others all lost");
            }
            Status::Finished(GameResult::Draw) | Status::Capped => {}
            Status::Running => panic!("seed {seed}: no decider in a running game"),
        }
    }
    assert!(ended >= 1, "a game was won ({ended} of 3)");
    assert!(lost_early >= 1, "a player left a game before its end");
}

#[test]
fn a_short_layout_or_a_seat_past_the_table_is_refused() {
    let small = Config::default();
    assert!(matches!(Table::new(commander(), small, 1), Err(EnvError::Setup(_))));
    assert!(matches!(Solo::new(commander(), four(), PlayerId(4), OpponentKind::Random, 1), Err(EnvError::Setup(_))));
    // A wider layout than the game pads: a two-player game shown with room for 5.
    let m = Arc::new(Matchup::load(&pool(), &["red-aggro", "green-midrange"]).unwrap());
    let wide = Config { layout: Layout { opponents: 5, ..Layout::default() }, ..Config::default() };
    let mut t = Table::new(m, wide, 2).unwrap();
    let mut obs = Obs::zeros(&wide.layout);
    t.observe(PlayerId(0), &mut obs.as_mut());
    let present: Vec<i32> = (0..5).map(|k| obs.opponents[k * OPPONENT_FIELDS.len() + opp::PRESENT]).collect();
    assert_eq!(present, [1, 0, 0, 0, 0]);
    assert_eq!(obs.game[g::COMMANDER_GAME], 0);
}

#[test]
fn decks_are_checked_per_format() {
    let db = pool();
    assert!(matches!(Matchup::load(&db, &["red-aggro"; 7]), Err(MatchupError::DeckCount(7))));
    assert!(matches!(Matchup::load(&db, &["red-aggro"]), Err(MatchupError::DeckCount(1))));
    let six = Matchup::load(&db, &["red-aggro", "green-midrange", "red-aggro", "green-midrange", "red-aggro", "green-midrange"]).unwrap();
    assert_eq!(six.players(), 6);
    assert!(!six.is_commander());
    // A Commander deck outside Commander: its commander has no command zone to start in.
    let e = Matchup::load(&db, &["white-weenie", "black-drana"]).unwrap_err();
    assert!(e.to_string().contains("white-weenie: deck line 2: a commander: play Commander decks with format=\"commander\""), "{e}");
    // A 60-card deck is not a Commander deck (CR 903.5a).
    let e = Matchup::load_commander(&db, &["red-aggro", "black-drana"]).unwrap_err();
    assert!(e.to_string().contains("red-aggro: not a legal Commander deck"), "{e}");
}

#[test]
fn a_learner_who_loses_ends_its_episode_while_the_others_play_on() {
    let config = four();
    let mut rng = 3;
    let mut early = 0;
    for seed in 0..4 {
        let mut s = Solo::new(commander(), config, PlayerId(1), OpponentKind::Random, seed).unwrap();
        loop {
            let n = s.table().answers().len().min(config.layout.actions);
            let t = s.step((next(&mut rng) % n as u64) as i64).unwrap();
            if t.truncated {
                break;
            }
            if t.terminated {
                if s.table().has_lost(PlayerId(1)) {
                    assert_eq!(t.reward, -1.0);
                    if s.table().status() == Status::Running {
                        early += 1;
                        assert!(matches!(s.step(0), Err(EnvError::GameOver)));
                    }
                } else {
                    assert_eq!(s.table().status(), Status::Finished(GameResult::Won(PlayerId(1))));
                    assert_eq!(t.reward, 1.0);
                }
                break;
            }
        }
    }
    assert!(early >= 1, "the learner lost while others played on in some game");
}

#[test]
fn the_two_player_observation_keeps_its_shape_and_fields() {
    let l = Layout::default();
    assert_eq!(l.opponents, 1);
    let s = l.sizes();
    assert_eq!(s[2], 2 * l.battlefield * 18, "battlefield: the viewer's rows, then the opponent's");
    assert_eq!(s[3], 2 * l.graveyard);
    assert_eq!(STACK_FIELDS[..6], ["kind", "card", "mine", "source_zone", "source_index", "x"]);
    assert_eq!(mw_gym::layout::GAME_FIELDS[g::OVERFLOW], "overflow");
    assert_eq!(g::OVERFLOW, 30, "the two-player fields keep their indices");
}
