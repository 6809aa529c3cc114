//! Fits the learned evaluation (`mw_ai::learned`): plays heuristic-against-heuristic
//! games, records the features of the position at the start of every turn with the
//! game's outcome, fits a logistic regression (Newton's method with a small ridge
//! penalty) on four games in five, reports the log-loss and accuracy of the fit and of
//! the hand-tuned evaluation (`eval::score` through `eval::reward`) on the fifth, and
//! writes the weights to `crates/ai/src/learned_weights.rs`.
//!
//! `cargo run --release -p mw-ai --example fit_eval [GAMES] [FIRST_SEED]`
//! (default 4,000 games per matchup from seed 1,000,000: seeds no arena run uses).

#[path = "../tests/common/mod.rs"]
mod common;

use mw_ai::learned::{inputs, FEATURES, NAMES};
use mw_ai::{eval, Agent, HeuristicAgent};
use mw_engine::{Game, GameResult, GameSetup};
use mw_types::PlayerId;

/// The matchups played: the built-in benchmark pair and the keyword decks.
fn matchups() -> Vec<(&'static str, [&'static str; 2])> {
    vec![
        ("red-aggro vs green-midrange", [include_str!("../../../decks/red-aggro.txt"), include_str!("../../../decks/green-midrange.txt")]),
        ("keywords", [include_str!("../../../decks/keywords-white-red.txt"), include_str!("../../../decks/keywords-green-black.txt")]),
    ]
}

/// One recorded position: the inputs for player 1, the hand-tuned reward for player 1,
/// whether player 1 won, whether it is held out.
struct Row {
    x: [f32; FEATURES],
    hand_tuned: f32,
    won: bool,
    held_out: bool,
}

const MAX_TURNS: u32 = 60;

/// Plays one game; returns its positions (one per turn) and the winner.
fn game(g: &mut Game, seed: u64) -> Option<(Vec<([f32; FEATURES], f32)>, bool)> {
    let p0 = PlayerId(0);
    let mut agents = [HeuristicAgent::new(seed * 2 + 1), HeuristicAgent::new(seed * 2 + 2)];
    let mut rows = Vec::new();
    let mut turn = 0;
    let mut buf = Vec::new();
    for _ in 0..mw_ai::MAX_DECISIONS {
        if let Some(r) = g.result() {
            return match r {
                GameResult::Won(w) => Some((rows, w == p0)),
                GameResult::Draw => None,
            };
        }
        if g.turn().number > MAX_TURNS {
            return None;
        }
        if g.turn().number != turn && g.turn().number > 1 {
            turn = g.turn().number;
            rows.push((inputs(g, p0), eval::reward(eval::score(g, p0))));
        }
        let p = g.decision().player?;
        g.legal_answers_into(&mut buf);
        if buf.is_empty() {
            return None;
        }
        let i = agents[p.index()].choose(g, p, &buf).min(buf.len() - 1);
        g.apply(p, buf[i]).ok()?;
    }
    None
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Solves `a x = b` (Gaussian elimination with partial pivoting).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap_or(c);
        a.swap(c, p);
        b.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        for r in c + 1..n {
            let f = a[r][c] / d;
            for k in c..n {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        let s: f64 = (c + 1..n).map(|k| a[c][k] * x[k]).sum();
        x[c] = if a[c][c].abs() < 1e-12 { 0.0 } else { (b[c] - s) / a[c][c] };
    }
    x
}

/// Logistic regression without intercept (the model is antisymmetric), ridge `lambda`.
fn fit(rows: &[&Row], lambda: f64) -> Vec<f64> {
    let mut w = vec![0.0; FEATURES];
    for _ in 0..25 {
        let mut grad = vec![0.0; FEATURES];
        let mut hess = vec![vec![0.0; FEATURES]; FEATURES];
        for r in rows {
            let z: f64 = r.x.iter().zip(&w).map(|(a, b)| *a as f64 * b).sum();
            let p = sigmoid(z);
            let y = if r.won { 1.0 } else { 0.0 };
            for i in 0..FEATURES {
                grad[i] += (y - p) * r.x[i] as f64;
                for j in 0..FEATURES {
                    hess[i][j] += p * (1.0 - p) * r.x[i] as f64 * r.x[j] as f64;
                }
            }
        }
        for i in 0..FEATURES {
            grad[i] -= lambda * w[i];
            hess[i][i] += lambda;
        }
        let step = solve(hess, grad);
        let size: f64 = step.iter().map(|s| s * s).sum::<f64>().sqrt();
        for i in 0..FEATURES {
            w[i] += step[i];
        }
        if size < 1e-7 {
            break;
        }
    }
    w
}

/// Mean log-loss and accuracy of predictions `p` (player 1's chance) on `rows`.
fn quality(rows: &[&Row], p: impl Fn(&Row) -> f64) -> (f64, f64) {
    let (mut loss, mut right) = (0.0, 0usize);
    for r in rows {
        let q = p(r).clamp(1e-6, 1.0 - 1e-6);
        loss -= if r.won { q.ln() } else { (1.0 - q).ln() };
        right += usize::from((q > 0.5) == r.won);
    }
    let n = rows.len().max(1) as f64;
    (loss / n, right as f64 / n)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(4000);
    let first: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let mut rows = Vec::new();
    for (name, texts) in matchups() {
        let (table, decks) = common::matchup(texts);
        let mut played = 0;
        for k in 0..games {
            let seed = first + k;
            let Ok(mut g) = Game::new(GameSetup::new(table.clone(), decks.clone(), seed)) else { continue };
            let Some((positions, won)) = game(&mut g, seed) else { continue };
            played += 1;
            let held_out = k % 5 == 4;
            rows.extend(positions.into_iter().map(|(x, hand_tuned)| Row { x, hand_tuned, won, held_out }));
        }
        eprintln!("{name}: {played} games finished of {games}");
    }
    let train: Vec<&Row> = rows.iter().filter(|r| !r.held_out).collect();
    let test: Vec<&Row> = rows.iter().filter(|r| r.held_out).collect();
    let w = fit(&train, 1.0);
    let learned = |r: &Row| sigmoid(r.x.iter().zip(&w).map(|(a, b)| *a as f64 * b).sum());
    let (ll, acc) = quality(&test, learned);
    let (hl, hacc) = quality(&test, |r| r.hand_tuned as f64);
    println!("positions: {} to fit, {} held out", train.len(), test.len());
    println!("held out: learned log-loss {ll:.4}, accuracy {:.1}%; hand-tuned log-loss {hl:.4}, accuracy {:.1}%", acc * 100.0, hacc * 100.0);
    for (n, x) in NAMES.iter().zip(&w) {
        println!("  {n:>22}: {x:+.4}");
    }
    let mut out = String::from(
        "//! The learned evaluation's weights (`learned`), written by `examples/fit_eval.rs`\n\
         //! (`cargo run --release -p mw-ai --example fit_eval`): a logistic regression on\n\
         //! the outcomes of heuristic-against-heuristic games; BENCHMARKS.md has the fit's figures.\n\n\
         /// One weight per `learned::NAMES` entry.\n\
         pub const WEIGHTS: [f32; crate::learned::FEATURES] = [\n",
    );
    for (n, x) in NAMES.iter().zip(&w) {
        out += &format!("    {x:.6}, // {n}\n");
    }
    out += "];\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/learned_weights.rs");
    std::fs::write(path, out).expect("the weights file is writable");
    println!("wrote {path}");
}
