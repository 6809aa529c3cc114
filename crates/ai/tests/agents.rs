//! The heuristic and search agents: deterministic given a seed, blind to what their
//! player can't see, and better than random play.

mod common;

use common::benchmark_matchup;
use mw_ai::{play, Agent, AgentKind, Budget, MctsAgent, Outcome, RandomAgent, Tuning};
use mw_engine::{Answer, Game, GameResult, GameSetup, Question};
use mw_types::PlayerId;

fn new_game(seed: u64) -> Game {
    let (table, decks) = benchmark_matchup();
    Game::new(GameSetup::new(table, decks, seed)).expect("the benchmark decks make a game")
}

/// Positions along a random game where the deciding player has a real choice.
fn positions(seed: u64, count: usize) -> Vec<Game> {
    let mut game = new_game(seed);
    let mut random = RandomAgent::new(seed);
    let mut out = Vec::new();
    let mut keep = Vec::new();
    while !game.is_over() && out.len() < count && game.turn().number < 30 {
        let p = game.decision().player.expect("someone decides");
        let answers = game.legal_answers();
        mw_ai::heuristic::prune(&game, &answers, &mut keep);
        if keep.len() > 1 && game.decisions_made() % 7 == 0 {
            out.push(game.clone());
        }
        let i = random.choose(&game, p, &answers);
        game.apply(p, answers[i]).expect("a listed answer");
    }
    out
}

/// What the deciding player can't see (the opponent's hand, both libraries' order, the
/// game's future random numbers) changed: each agent answers the same.
#[test]
fn agents_do_not_see_hidden_cards() {
    let mut checked = 0;
    for seed in [3, 11] {
        for game in positions(seed, 12) {
            let me = game.decision().player.expect("someone decides");
            let answers = game.legal_answers();
            let mut other = game.clone();
            other.determinize(me, 0xABCD ^ seed);
            assert_eq!(other.legal_answers(), answers, "the same choice for the player");
            for kind in [AgentKind::Heuristic, AgentKind::Mcts] {
                let budget = Some(Budget::Playouts(30));
                let a = kind.build(7, budget).choose(&game, me, &answers);
                let b = kind.build(7, budget).choose(&other, me, &answers);
                assert_eq!(a, b, "{} chose differently when only hidden cards differed (turn {}, {:?})", kind.name(), game.turn().number, game.decision().question);
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} positions checked");
}

/// `determinize` keeps what the viewer sees and re-deals what they don't.
#[test]
fn determinize_keeps_the_view() {
    let game = positions(5, 3).pop().expect("a position");
    let me = game.decision().player.expect("someone decides");
    let mut other = game.clone();
    other.determinize(me, 99);
    let (v, w) = (game.view(me), other.view(me));
    assert_eq!(format!("{v:?}"), format!("{w:?}"), "the viewer's view is unchanged");
    let them = PlayerId(1 - me.0);
    let names = |g: &Game| g.player(them).hand.iter().chain(&g.player(them).library).map(|&c| g.name(c).to_string()).collect::<Vec<_>>();
    let (mut x, mut y) = (names(&game), names(&other));
    assert_ne!(x, y, "the opponent's hidden cards were re-dealt");
    x.sort();
    y.sort();
    assert_eq!(x, y, "… from the same cards");
}

fn match_game(seed: u64, kinds: [AgentKind; 2], budget: Option<Budget>) -> mw_ai::PlayedGame {
    let mut game = new_game(seed);
    let mut a = kinds[0].build(seed * 2 + 1, budget);
    let mut b = kinds[1].build(seed * 2 + 2, budget);
    let mut agents: Vec<&mut dyn Agent> = vec![a.as_mut(), b.as_mut()];
    play(&mut game, &mut agents, 60, true).expect("no engine error")
}

/// With a playout budget, the same seeds play the same game.
#[test]
fn search_is_deterministic_given_a_seed() {
    let budget = Some(Budget::Playouts(20));
    let x = match_game(4, [AgentKind::Mcts, AgentKind::Heuristic], budget);
    let y = match_game(4, [AgentKind::Mcts, AgentKind::Heuristic], budget);
    assert_eq!(x, y);
    assert!(matches!(x.outcome, Outcome::Finished(_)), "{:?}", x.outcome);
}

/// Seat-swapped pairs on the benchmark matchup: the heuristic agent beats random play.
#[test]
fn heuristic_beats_random() {
    let mut wins = 0;
    for seed in 1..=3 {
        for (kinds, seat) in [([AgentKind::Heuristic, AgentKind::Random], 0), ([AgentKind::Random, AgentKind::Heuristic], 1)] {
            let g = match_game(seed, kinds, None);
            if g.outcome == Outcome::Finished(GameResult::Won(PlayerId(seat))) {
                wins += 1;
            }
        }
    }
    assert!(wins >= 5, "the heuristic won {wins} of 6");
}

/// A budget in milliseconds is the thread's CPU time: the search stops once it has
/// used about that much, however loaded the machine is.
#[test]
fn a_time_budget_is_kept() {
    let game = positions(9, 4).pop().expect("a position");
    let me = game.decision().player.expect("someone decides");
    let answers = game.legal_answers();
    let mut agent = mw_ai::MctsAgent::new(1, Budget::Millis(30));
    agent.force_search(&game, me, &answers);
    let s = agent.stats().expect("the search agent reports its work");
    assert_eq!(s.searches, 1);
    // A search whose choice is made before the budget is spent stops there.
    assert!(s.seconds >= 0.030 || s.settled == 1, "{} s for a 30 ms budget", s.seconds);
    assert!(s.seconds < 0.5, "{} s for a 30 ms budget", s.seconds);
    assert!(s.playouts >= 8, "{} playouts", s.playouts);
}

/// A position of a random game at a first declaration of attackers with two or more
/// attacks on offer.
fn first_attack(seed: u64) -> Option<Game> {
    let mut game = new_game(seed);
    let mut random = RandomAgent::new(seed);
    while !game.is_over() && game.turn().number < 30 {
        let p = game.decision().player.expect("someone decides");
        let answers = game.legal_answers();
        let attacks = answers.iter().filter(|a| matches!(a, mw_engine::Answer::Attack { .. })).count();
        if mw_ai::combat_sets::at_first_declaration(&game, p) && attacks >= 2 {
            return Some(game);
        }
        let i = random.choose(&game, p, &answers);
        game.apply(p, answers[i]).expect("a listed answer");
    }
    None
}

/// Each attack set compared at a first declaration is declared exactly: the creatures
/// attacking afterwards are the set's, none, all, and the policy's among them.
#[test]
fn attack_sets_are_declared_as_chosen() {
    let mut checked = 0;
    for seed in 1..=6 {
        let Some(game) = first_attack(seed) else { continue };
        let me = game.decision().player.expect("someone decides");
        let answers = game.legal_answers();
        let (mut buf, mut rng) = (Vec::new(), <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(seed));
        let mut sample = game.clone();
        sample.determinize(me, seed);
        let sets = mw_ai::combat_sets::attack_sets(&sample, me, &answers, &mut buf, &mut rng);
        assert!(sets.iter().any(|s| s.is_empty()), "no attack is a set");
        let all = sets.iter().map(|s| s.len()).max().unwrap_or(0);
        assert!(all >= 2, "everyone attacking is a set ({all})");
        for set in &sets {
            let mut g = sample.clone();
            mw_ai::combat_sets::declare(&mut g, me, set, &mut buf, &mut rng);
            let mut declared: Vec<_> = g.combat().attackers.iter().map(|i| i.attacker).collect();
            let mut wanted: Vec<_> = set
                .iter()
                .filter_map(|a| match a {
                    mw_engine::Answer::Attack { attacker, .. } => Some(*attacker),
                    _ => None,
                })
                .collect();
            declared.sort();
            wanted.sort();
            assert_eq!(declared, wanted, "seed {seed}: the attackers declared are the set's");
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} sets checked");
}

/// The search's options (whole attack and block sets at the root, hands scored by
/// size; a second scoring after the next turn, common deals, the opponents' blocks by
/// the fast policy; progressive widening below the root, with the opponents' attacks by
/// the fast policy; the opponent's priority
/// answered as the heuristic agent would): deterministic given a seed,
/// and whole games end without an engine error.
#[test]
fn search_options_play_whole_games() {
    let sets = Tuning { root_sets: true, hands_as_seen: true, ..Tuning::default() };
    let later = Tuning { horizon: 1, blend: 0.5, samples: 8, policy_blocks: true, ..Tuning::default() };
    let widen = Tuning { widen: 0.5, policy_attacks: true, ..Tuning::default() };
    let model = Tuning { opponent_model: true, ..Tuning::default() };
    for tuning in [sets, later, widen, model] {
        options_play_whole_games(tuning);
    }
}

fn options_play_whole_games(tuning: Tuning) {
    let game_with = |seed: u64| {
        let mut game = new_game(seed);
        let mut a = MctsAgent::new(seed, Budget::Playouts(20)).with_tuning(tuning);
        let mut b = AgentKind::Heuristic.build(seed + 1, None);
        let mut agents: Vec<&mut dyn Agent> = vec![&mut a, b.as_mut()];
        play(&mut game, &mut agents, 60, true).expect("no engine error")
    };
    for seed in [2, 5] {
        let x = game_with(seed);
        assert!(matches!(x.outcome, Outcome::Finished(_)), "{:?}", x.outcome);
        assert_eq!(x, game_with(seed), "seed {seed}: the same game twice");
    }
}

/// Opening hands: the search agent keeps and sends back the hands the fast policy's
/// rules do (two to five lands in seven), where a search scoring the end of the first
/// turn with everyone passing kept hands of one land and sent back hands of four.
#[test]
fn mulligans_follow_the_policy() {
    let (mut kept, mut sent_back) = (0, 0);
    for seed in 1..=40 {
        let game = new_game(seed);
        let Question::Mulligan { .. } = game.decision().question else { continue };
        let me = game.decision().player.expect("someone decides");
        let answers = game.legal_answers();
        let lands = game.player(me).hand.iter().filter(|&&c| mw_ai::eval::is_land_card(&game, c)).count();
        let a = MctsAgent::new(seed, Budget::Playouts(50)).choose(&game, me, &answers);
        let want = if (2..=5).contains(&lands) { Answer::Keep } else { Answer::Mulligan };
        assert_eq!(answers[a], want, "seed {seed}: {lands} lands in the opening hand");
        if want == Answer::Keep { kept += 1 } else { sent_back += 1 }
    }
    assert!(kept >= 10 && sent_back >= 3, "{kept} hands kept, {sent_back} sent back: too few of either to tell");
}
