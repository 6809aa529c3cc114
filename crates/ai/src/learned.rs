//! A learned evaluation: a position's features (each player's life, creatures, lands,
//! hand, the threat of the next attack, whose turn starts) weighed by a logistic
//! regression fitted on the outcomes of self-play games (`examples/fit_eval.rs`; the
//! weights are data, `learned_weights.rs`). The model is antisymmetric: the features are
//! the searching player's minus each opponent's, so two players' chances add up to one.
//!
//! `win_logit` is the log-odds that `me` wins; `score` puts it in `eval::score`'s units
//! (`eval::reward` maps it back to the fitted probability), so the search can use
//! either scoring.

use crate::eval::{creature_value, is_land_card, REWARD_SCALE, WIN};
use crate::learned_weights::WEIGHTS;
use mw_engine::{Game, GameResult};
use mw_ir::Keyword;
use mw_types::{CardType, PlayerId};

/// Features per player, then one for whose turn starts.
pub const PLAYER_FEATURES: usize = 12;
/// The model's inputs: the player features' differences and the turn feature.
pub const FEATURES: usize = PLAYER_FEATURES + 1;

/// The names of the features, in order (for the fit's report).
pub const NAMES: [&str; FEATURES] = [
    "life/20",
    "1-exp(-life/5)",
    "creature value/10",
    "creatures",
    "ready power/10",
    "lands (up to 6)",
    "lands beyond 6",
    "other permanents",
    "spells in hand",
    "useful lands in hand",
    "empty library",
    "threat faced",
    "own turn starts",
];

/// Lands beyond this many in play add little (as in `eval`).
const USEFUL_LANDS: usize = 6;

/// Each player's features in `game` (indexed by player index, two players at most are
/// told apart; more fold into the last).
pub fn player_features(game: &Game) -> [[f32; PLAYER_FEATURES]; 2] {
    let mut f = [[0.0f32; PLAYER_FEATURES]; 2];
    let mut lands = [0usize; 2];
    let mut blockers = [0i32; 2];
    let mut power = [0i32; 2];
    for &id in game.battlefield() {
        let Some(c) = game.characteristics(id) else { continue };
        let k = c.controller.index().min(1);
        if c.is(CardType::Creature) {
            f[k][2] += creature_value(&c) / 10.0;
            f[k][3] += 1.0;
            if !c.has(Keyword::Defender) {
                power[k] += c.power.max(0);
            }
            if !game.object(id).is_some_and(|o| o.tapped()) {
                blockers[k] += 1;
            }
        } else if c.is(CardType::Land) {
            lands[k] += 1;
        } else {
            f[k][7] += 1.0;
        }
    }
    let active = game.turn().active.index().min(1);
    for p in game.player_ids() {
        let k = p.index().min(1);
        let pl = game.player(p);
        let life = (pl.life() - 2 * pl.poison() as i32).max(0) as f32;
        f[k][0] = life / 20.0;
        f[k][1] = 1.0 - (-life / 5.0).exp();
        f[k][4] = power[k] as f32 / 10.0;
        f[k][5] = lands[k].min(USEFUL_LANDS) as f32;
        f[k][6] = lands[k].saturating_sub(USEFUL_LANDS) as f32;
        let mut in_play = lands[k];
        for &c in &pl.hand {
            if is_land_card(game, c) {
                in_play += 1;
                if in_play <= USEFUL_LANDS {
                    f[k][9] += 1.0;
                }
            } else {
                f[k][8] += 1.0;
            }
        }
        f[k][10] = if pl.library.is_empty() { 1.0 } else { 0.0 };
        if k != active {
            let unblocked = (power[active] - 2 * blockers[k]).max(0) as f32;
            f[k][11] = (unblocked / life.max(1.0)).min(1.5);
        }
    }
    f
}

/// The model's inputs for `me`: `me`'s features minus the other player's, and +1 when
/// `me`'s turn is the one in progress (-1 otherwise).
pub fn inputs(game: &Game, me: PlayerId) -> [f32; FEATURES] {
    let f = player_features(game);
    let m = me.index().min(1);
    let mut x = [0.0f32; FEATURES];
    for i in 0..PLAYER_FEATURES {
        x[i] = f[m][i] - f[1 - m][i];
    }
    x[PLAYER_FEATURES] = if game.turn().active == me { 1.0 } else { -1.0 };
    x
}

/// The log-odds that `me` wins from `game` (not over), by the fitted weights.
pub fn win_logit(game: &Game, me: PlayerId) -> f32 {
    weighted(&inputs(game, me))
}

/// The fitted weights applied to inputs `x`: the log-odds.
pub fn weighted(x: &[f32; FEATURES]) -> f32 {
    x.iter().zip(WEIGHTS.iter()).map(|(a, b)| a * b).sum()
}

/// The learned evaluation in `eval::score`'s units: a finished game is `±WIN`, else the
/// log-odds scaled so that `eval::reward` gives the fitted probability.
pub fn score(game: &Game, me: PlayerId) -> f32 {
    match game.result() {
        Some(GameResult::Won(w)) => return if w == me { WIN } else { -WIN },
        Some(GameResult::Draw) => return 0.0,
        None => {}
    }
    if game.player(me).has_lost {
        return -WIN;
    }
    (win_logit(game, me) * REWARD_SCALE).clamp(-WIN + 1.0, WIN - 1.0)
}
