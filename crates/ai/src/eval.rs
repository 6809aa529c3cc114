//! How good a position is for one player: a fast hand-tuned sum of life, cards, lands,
//! creatures (power, toughness, evasion and other keywords), other permanents, and the
//! threat of the next attack. It reads only what every player may see, plus hands,
//! which the agents read only on a game they have determinized (`Game::determinize`)
//! or, for the deciding player, their own.

use mw_engine::{Game, GameResult};
use mw_engine::characteristics::Characteristics;
use mw_ir::Keyword;
use mw_types::{CardType, ObjectId, PlayerId};

/// The score of a won game (a lost one is its negation).
pub const WIN: f32 = 1000.0;

/// What a card in hand is worth: a spell, and a land while more lands are useful.
const SPELL_IN_HAND: f32 = 2.2;
const LAND_IN_HAND: f32 = 0.8;
/// Lands beyond this many in play add little.
const USEFUL_LANDS: usize = 6;

/// Life is worth more the less of it is left (CR 104.3a: at 0 the game is lost).
pub fn life_value(life: i32) -> f32 {
    if life <= 0 {
        return -WIN / 2.0;
    }
    let l = life as f32;
    0.6 * l + 8.0 * (1.0 - (-l / 5.0).exp())
}

/// A creature's worth: its body, and what its keywords add to it.
pub fn creature_value(c: &Characteristics) -> f32 {
    let p = c.power.max(0) as f32;
    let t = c.toughness.max(0) as f32;
    let mut v = 1.5 + p + 0.6 * t;
    let k = |kw| c.has(kw);
    if k(Keyword::Flying) {
        v += 0.5 * p + 0.3;
    }
    if k(Keyword::Trample) || k(Keyword::Menace) {
        v += 0.3 * p;
    }
    if k(Keyword::FirstStrike) {
        v += 0.5 * p;
    }
    if k(Keyword::DoubleStrike) {
        v += p;
    }
    if k(Keyword::Deathtouch) {
        v += 1.5;
    }
    if k(Keyword::Lifelink) {
        v += 0.5 * p;
    }
    if k(Keyword::Vigilance) || k(Keyword::Reach) {
        v += 0.3;
    }
    if k(Keyword::Indestructible) {
        v += 2.0;
    }
    if k(Keyword::Hexproof) || k(Keyword::Shroud) {
        v += 0.8;
    }
    if k(Keyword::Defender) {
        v -= 0.8 * p;
    }
    v
}

/// What a card in a hand the scoring player can't see is worth: about what a hand's
/// card is worth on average (two in five cards are lands).
const HIDDEN_CARD: f32 = 1.6;

/// The score of `game` for `me`: positive is good for `me`. Opponents count against.
pub fn score(game: &Game, me: PlayerId) -> f32 {
    score_with(game, me, false)
}

/// The score of `game` for `me` where the other players' hands count by their size
/// only (`HIDDEN_CARD` a card): on a determinized copy, what the sample dealt them is
/// not known to `me`, and scoring it would add the luck of the deal to every
/// comparison between samples (a search that re-deals for each playout).
pub fn score_as_seen(game: &Game, me: PlayerId) -> f32 {
    score_with(game, me, true)
}

fn score_with(game: &Game, me: PlayerId, as_seen: bool) -> f32 {
    match game.result() {
        Some(GameResult::Won(w)) => return if w == me { WIN } else { -WIN },
        Some(GameResult::Draw) => return 0.0,
        None => {}
    }
    let mut s = 0.0;
    let mut lands = [0usize; 8];
    let mut power_ready = [0i32; 8];
    let mut blockers = [0i32; 8];
    for &id in game.battlefield() {
        let Some(c) = game.characteristics(id) else { continue };
        let owner = c.controller.index().min(7);
        let sign = if c.controller == me { 1.0 } else { -1.0 };
        if c.is(CardType::Creature) {
            s += sign * creature_value(&c);
            let tapped = game.object(id).is_some_and(|o| o.tapped());
            if !c.has(Keyword::Defender) {
                power_ready[owner] += c.power.max(0);
            }
            if !tapped {
                blockers[owner] += 1;
            }
        } else if c.is(CardType::Land) {
            lands[owner] += 1;
            if lands[owner] <= USEFUL_LANDS {
                s += sign * 1.0;
            } else {
                s += sign * 0.2;
            }
        } else if !c.is(CardType::Creature) {
            // Auras and Equipment show in the creature they improve; count a little.
            s += sign * 0.8;
        }
    }
    for p in game.player_ids() {
        let pl = game.player(p);
        let sign = if p == me { 1.0 } else { -1.0 };
        if pl.has_lost {
            s -= sign * WIN;
            continue;
        }
        s += sign * life_value(pl.life() - 2 * pl.poison() as i32);
        s += sign * if as_seen && p != me {
            HIDDEN_CARD * pl.hand.len() as f32
        } else {
            hand_value(game, p, lands[p.index().min(7)])
        };
        if pl.library.is_empty() {
            s -= sign * 5.0;
        }
    }
    // The threat of the next attack: the active player's creatures against the others.
    let active = game.turn().active;
    for p in game.player_ids().filter(|&p| p != active) {
        let life = game.player(p).life().max(1) as f32;
        let unblocked = (power_ready[active.index().min(7)] - 2 * blockers[p.index().min(7)]).max(0) as f32;
        let danger = (unblocked / life).min(1.5);
        let sign = if p == me { 1.0 } else { -1.0 };
        s -= sign * 4.0 * danger;
    }
    s
}

/// The cards in `p`'s hand: lands count while more are useful.
fn hand_value(game: &Game, p: PlayerId, lands_in_play: usize) -> f32 {
    let mut v = 0.0;
    let mut lands = lands_in_play;
    for &id in &game.player(p).hand {
        if is_land_card(game, id) {
            lands += 1;
            v += if lands <= USEFUL_LANDS { LAND_IN_HAND } else { 0.1 };
        } else {
            v += SPELL_IN_HAND;
        }
    }
    v
}

/// Whether the card `id` is a land card (by its printed types).
pub fn is_land_card(game: &Game, id: ObjectId) -> bool {
    game.object(id).is_some_and(|o| game.def(o.card).has_type(CardType::Land))
}

/// The printed mana value of the card `id`.
pub fn mana_value(game: &Game, id: ObjectId) -> u32 {
    game.object(id).map_or(0, |o| game.def(o.card).mana_cost.mana_value())
}

/// Maps a score to a reward in 0..1 for `me` (search backs rewards up, not scores).
pub fn reward(score: f32) -> f32 {
    if score >= WIN {
        return 1.0;
    }
    if score <= -WIN {
        return 0.0;
    }
    1.0 / (1.0 + (-score / 12.0).exp())
}
