//! Shuffling (CR 701.24): cards put in a random order with the game's own generator (so a
//! game replays from its seed), and a player's library shuffled.

use crate::state::events::EventKind;
use crate::state::game::Game;
use mw_types::PlayerId;
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// CR 701.24a: a shuffle, Fisher–Yates with the game's own generator.
pub(crate) fn shuffle<T>(rng: &mut Xoshiro256PlusPlus, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}

impl Game {
    /// CR 701.24a: `p` shuffles their library.
    pub(crate) fn shuffle_library(&mut self, p: PlayerId, rule: &'static str) {
        let mut lib = std::mem::take(&mut self.players[p.index()].library);
        shuffle(&mut self.rng, &mut lib);
        self.players[p.index()].library = lib;
        self.emit(rule, EventKind::Shuffled { player: p });
    }
}
