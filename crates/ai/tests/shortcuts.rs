//! The engine's shortcuts (`mw_engine::shortcuts`) lose no choice: over many random
//! games, every priority the shortcut passes for is one where the player could do
//! nothing but pass or activate mana abilities, and a game taking the shortcut is the
//! same game as one asking every priority and passing there. Payment plans: distinct
//! plans are offered where which lands stay untapped differs, none is asked where all
//! plans tap the same kind of land.

use mw_ai::{Agent, RandomAgent};
use mw_engine::shortcuts::Shortcuts;
use mw_engine::{Answer, CardTable, Game, GameSetup, Question};
use mw_types::CardId;
use std::sync::Arc;

mod common;

/// What must be the same in two games at the same point: the decision, its answers, the
/// turn (priority and passes included), and every zone and life total.
fn fingerprint(g: &Game) -> String {
    let mut s = format!("{:?} {:?} {:?} {:?} {:?}", g.decision(), g.legal_answers(), g.turn(), g.battlefield(), g.stack().len());
    for p in g.player_ids() {
        let pl = g.player(p);
        s += &format!(" | {} {:?} {:?} {:?} {}", pl.life(), pl.hand, pl.graveyard, pl.library.len(), pl.lands_played);
    }
    for &id in g.battlefield() {
        s += &format!(" {:?}", g.object(id).map(|o| (o.tapped(), o.damage(), o.attached_to)));
    }
    s
}

/// Answers that are a real choice at priority: anything but passing and mana abilities.
fn real_actions(answers: &[Answer]) -> Vec<Answer> {
    answers.iter().copied().filter(|a| !matches!(a, Answer::Pass | Answer::ActivateMana { .. })).collect()
}

/// Plays `games` random games of the matchup with the priority shortcut on; after each
/// answer, a copy without shortcuts given the same answer must reach the same decision
/// by passing only at priorities where it had no real action. Returns the number of
/// priorities skipped.
fn skipped_priorities_hold_no_choice(table: &Arc<CardTable>, decks: &[Vec<CardId>], seeds: std::ops::Range<u64>) -> u64 {
    let skip = Shortcuts { skip_empty_priority: true, payment_plans: false };
    let mut skipped = 0;
    for seed in seeds {
        let mut game = Game::new(GameSetup::new(table.clone(), decks.to_vec(), seed)).expect("setup");
        game.set_shortcuts(skip);
        let mut agents = [RandomAgent::new(seed), RandomAgent::new(seed + 1000)];
        let mut answers = Vec::new();
        let mut n = 0;
        while !game.is_over() && game.turn().number < 60 && n < 5_000 {
            n += 1;
            let p = game.decision().player.expect("a player decides");
            game.legal_answers_into(&mut answers);
            let a = answers[agents[p.index()].choose(&game, p, &answers)];
            let mut asked = game.clone();
            asked.set_shortcuts(Shortcuts::default());
            game.apply(p, a).expect("legal");
            asked.apply(p, a).expect("legal without shortcuts too");
            let want = fingerprint(&game);
            let mut steps = 0;
            while fingerprint(&asked) != want {
                let d = asked.decision();
                assert_eq!(d.question, Question::Priority, "seed {seed}: the games differ at a decision that is not priority");
                let legal = asked.legal_answers();
                assert_eq!(real_actions(&legal), vec![], "seed {seed}, turn {}: priority skipped while {:?} could act", asked.turn().number, d.player);
                asked.apply(d.player.expect("priority has a player"), Answer::Pass).expect("passing is legal");
                steps += 1;
                skipped += 1;
                assert!(steps < 50, "seed {seed}: the game without shortcuts never reaches the same decision");
            }
        }
    }
    skipped
}

#[test]
fn skipped_priority_had_no_real_action_builtin_decks() {
    let (table, decks) = common::benchmark_matchup();
    let skipped = skipped_priorities_hold_no_choice(&table, &decks, 0..12);
    assert!(skipped > 1_000, "the shortcut should pass often in these games, passed {skipped} times");
}

#[test]
fn skipped_priority_had_no_real_action_keyword_and_creature_decks() {
    let (table, decks) = common::matchup([
        include_str!("../../../decks/keywords-white-red.txt"),
        include_str!("../../../decks/keywords-green-black.txt"),
    ]);
    let a = skipped_priorities_hold_no_choice(&table, &decks, 100..108);
    let (table, decks) = common::matchup([
        include_str!("../../../decks/bench/creatures-green.txt"),
        include_str!("../../../decks/bench/creatures-white.txt"),
    ]);
    let b = skipped_priorities_hold_no_choice(&table, &decks, 200..208);
    assert!(a > 100 && b > 100, "passed {a} and {b} times");
}

/// Payment plans only (with the priority shortcut too, a spell whose players can do
/// nothing else resolves before the next decision).
const PLANS: Shortcuts = Shortcuts { skip_empty_priority: false, payment_plans: true };

/// A new game of the two decks taking `shortcuts`.
fn game_with(decks: [&str; 2], seed: u64, shortcuts: Shortcuts) -> Game {
    let (table, decks) = common::matchup(decks);
    let mut g = Game::new(GameSetup::new(table, decks, seed)).expect("setup");
    g.set_shortcuts(shortcuts);
    g
}

/// Plays with the first agent until `stop` holds for the pending decision.
fn run_until(g: &mut Game, mut stop: impl FnMut(&Game, &[Answer]) -> bool) -> Vec<Answer> {
    let mut answers = Vec::new();
    for _ in 0..20_000 {
        let p = g.decision().player.expect("not over");
        g.legal_answers_into(&mut answers);
        if stop(g, &answers) {
            return answers;
        }
        // Lands first, then spells, else the first answer (keep, pass, …).
        let pick = answers
            .iter()
            .position(|a| matches!(a, Answer::PlayLand(_)))
            .unwrap_or(0);
        g.apply(p, answers[pick]).expect("legal");
    }
    panic!("never reached");
}

#[test]
fn one_plan_is_paid_without_a_decision_and_several_are_offered() {
    // The Bolt mirror: every Bolt is paid by a Mountain, one plan: no PayMana decision.
    let bolt = include_str!("../../../decks/bench/bolt-mirror.txt");
    let mut g = game_with([bolt, bolt], 3, PLANS);
    let answers = run_until(&mut g, |_, a| a.iter().any(|a| matches!(a, Answer::Cast(_))));
    let p = g.decision().player.unwrap();
    let cast = *answers.iter().find(|a| matches!(a, Answer::Cast(_))).unwrap();
    g.apply(p, cast).unwrap();
    // The target, then no payment question: the spell is on the stack.
    assert!(matches!(g.decision().question, Question::ChooseTarget { .. }), "{:?}", g.decision());
    let t = g.legal_answers()[0];
    g.apply(p, t).unwrap();
    assert_eq!(g.stack().len(), 1, "Bolt cast and paid: {:?}", g.decision());
    assert_eq!(g.battlefield().iter().filter(|&&id| g.object(id).unwrap().tapped()).count(), 1);

    // Without shortcuts, the same cast asks for the payment.
    let mut g = game_with([bolt, bolt], 3, Shortcuts::default());
    let answers = run_until(&mut g, |_, a| a.iter().any(|a| matches!(a, Answer::Cast(_))));
    let cast = *answers.iter().find(|a| matches!(a, Answer::Cast(_))).unwrap();
    g.apply(p, cast).unwrap();
    let t = g.legal_answers()[0];
    g.apply(p, t).unwrap();
    assert!(matches!(g.decision().question, Question::PayMana { .. }));
    assert!(g.legal_answers().contains(&Answer::AutoPay));
}

#[test]
fn plans_differ_by_the_lands_left_untapped() {
    // Two colors of basic lands and a {1}{G} creature: paying with two Forests or with a
    // Forest and a Mountain are different plans (which land stays up).
    let deck = "Deck\n12 Forest\n12 Mountain\n36 Grizzly Bears\n";
    for seed in 0..40 {
        let mut g = game_with([deck, deck], seed, PLANS);
        let answers = run_until(&mut g, |g, a| {
            let me = g.decision().player.unwrap();
            let mine: Vec<_> = g.battlefield().iter().filter(|&&id| g.object(id).unwrap().controller == me && !g.object(id).unwrap().tapped()).map(|&id| g.name(id).to_string()).collect();
            let forests = mine.iter().filter(|n| *n == "Forest").count();
            let mountains = mine.iter().filter(|n| *n == "Mountain").count();
            g.turn().number > 12 || (forests >= 2 && mountains >= 1 && a.iter().any(|a| matches!(a, Answer::Cast(_))))
        });
        if g.turn().number > 12 {
            continue;
        }
        let p = g.decision().player.unwrap();
        let cast = *answers.iter().find(|a| matches!(a, Answer::Cast(_))).unwrap();
        g.apply(p, cast).unwrap();
        assert!(matches!(g.decision().question, Question::PayMana { .. }));
        let pay = g.legal_answers();
        let plans: Vec<_> = pay.iter().filter(|a| matches!(a, Answer::PayPlan(_))).collect();
        assert_eq!(pay[0], Answer::AutoPay);
        assert!(plans.len() >= 2, "{pay:?}");
        // Every plan pays the whole cost, and two of them leave different lands untapped.
        let mut left = Vec::new();
        for &&plan in &plans {
            let mut c = g.clone();
            c.apply(p, plan).unwrap();
            assert_eq!(c.stack().len(), 1, "{} paid it", g.describe_answer(&plan));
            let mut up: Vec<String> = c.battlefield().iter().filter(|&&id| c.object(id).unwrap().controller == p && !c.object(id).unwrap().tapped()).map(|&id| c.name(id).to_string()).collect();
            up.sort();
            left.push(up);
        }
        left.sort();
        left.dedup();
        assert_eq!(left.len(), plans.len(), "each plan leaves different lands untapped: {left:?}");
        return;
    }
    panic!("no game reached a main phase with two Forests and a Mountain");
}
