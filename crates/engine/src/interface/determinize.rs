//! Hidden information re-dealt for search (DESIGN.md invariant 3): a copy of the game in
//! which what `viewer` cannot see is replaced by one sample of what it could be.

use crate::state::game::Game;
use mw_types::{CardId, PlayerId};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

impl Game {
    /// Re-deals what `viewer` cannot see, from what they know: for each player, the cards
    /// of that player's hidden zones (an opponent's hand and library, the viewer's own
    /// library: CR 401.2 keeps every library's order hidden) are pooled and dealt back at
    /// random into the same places, and the game's random number generator is reseeded,
    /// so nothing of the real hidden state or of its future random results survives.
    /// The pooled cards are sorted before the deal, so the sample depends only on what
    /// the viewer knows (which cards are somewhere in those zones, and how many are in
    /// each) and on `seed`: two games the viewer can't tell apart give the same sample.
    /// Cards revealed earlier (and so known to be somewhere) are re-dealt like the rest;
    /// a library's top card the viewer may see now (CR 401.5) is not.
    pub fn determinize(&mut self, viewer: PlayerId, seed: u64) {
        self.forget_answers();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut cards: Vec<(CardId, u32)> = Vec::new();
        for p in 0..self.players.len() {
            // CR 401.5: a top card the viewer sees stays where it is.
            let seen = usize::from(self.may_see_top(viewer, PlayerId(p as u8)));
            let player = &self.players[p];
            let library = player.library.get(seen..).unwrap_or(&[]);
            let hand: &[_] = if p == viewer.index() { &[] } else { &player.hand };
            cards.clear();
            for &id in library.iter().chain(hand) {
                if let Some(o) = self.objects.get(id) {
                    cards.push((o.card, o.instance));
                }
            }
            cards.sort_unstable_by_key(|&(c, i)| (c.0, i));
            cards.shuffle(&mut rng);
            let slots = library.iter().chain(hand).copied().collect::<Vec<_>>();
            let mut dealt = cards.iter();
            for id in slots {
                if let Some(o) = self.objects.get_mut(id) {
                    if let Some(&(card, instance)) = dealt.next() {
                        o.card = card;
                        o.instance = instance;
                    }
                }
            }
        }
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xD1B5_4A32_D192_ED03);
    }
}
