//! The learned evaluation's weights (`learned`), written by `examples/fit_eval.rs`
//! (`cargo run --release -p mw-ai --example fit_eval`): a logistic regression on
//! the outcomes of heuristic-against-heuristic games; BENCHMARKS.md has the fit's figures.

/// One weight per `learned::NAMES` entry.
pub const WEIGHTS: [f32; crate::learned::FEATURES] = [
    0.741075, // life/20
    5.539382, // 1-exp(-life/5)
    2.817774, // creature value/10
    -0.601306, // creatures
    -0.160746, // ready power/10
    0.484530, // lands (up to 6)
    -0.078070, // lands beyond 6
    -0.098234, // other permanents
    0.397572, // spells in hand
    0.274228, // useful lands in hand
    0.000000, // empty library
    -2.599549, // threat faced
    0.366862, // own turn starts
];
