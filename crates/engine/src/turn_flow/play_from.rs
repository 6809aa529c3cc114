//! Static permissions to play cards from the top of a library or from a graveyard (CR
//! 601.2a, 305.1: `Ability::PlayFrom`): "You may play lands and cast spells from the top
//! of your library", "You may play lands from your graveyard". A land played this way is
//! the turn's land drop (CR 305.2) with a land's timing (CR 116.2a); a spell keeps its
//! timing and costs (CR 601.3). Listed with the other priority answers, only when some
//! card in the game has such an ability.

use crate::state::decisions::Answer;
use crate::state::game::Game;
use mw_ir::{Ability, PlayFrom, PlayZone};
use mw_types::{CardType, ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// The `PlayFrom` abilities of the permanents `player` controls whose condition holds,
    /// each with its source.
    fn play_from_permissions(&self, player: PlayerId) -> SmallVec<[(ObjectId, &PlayFrom); 2]> {
        let mut out = SmallVec::new();
        for &id in &self.battlefield {
            if self.controller(id) != Some(player) {
                continue;
            }
            for (_, _, a) in self.abilities(id) {
                if let Ability::PlayFrom(p) = a {
                    if p.condition.is_none_or(|c| self.condition_holds(c, player, id)) {
                        out.push((id, p));
                    }
                }
            }
        }
        out
    }

    /// CR 601.2a / 305.1: whether `player` may play `card` (in `zone`) by a permission of
    /// `perms`: a land by a land filter, any other card by a spell filter.
    fn permitted(&self, perms: &[(ObjectId, &PlayFrom)], zone: PlayZone, player: PlayerId, card: ObjectId, land: bool) -> bool {
        perms.iter().filter(|(_, p)| p.zone == zone).any(|&(src, p)| {
            let filters = if land { &p.lands } else { &p.spells };
            filters.iter().any(|f| self.object_matches(f, card, player, src))
        })
    }

    /// The answers the permissions give `player`: the top card of their library, the
    /// cards of their graveyard, each once (an answer another rule already listed isn't
    /// listed again). A graveyard card with a keyword of its own for casting it from
    /// there (flashback, jump-start, retrace) is cast by that keyword only (FIXME: its
    /// mana cost may be paid instead then).
    pub(crate) fn play_from_answers(&self, player: PlayerId, land_ok: bool, sources: &crate::payment::mana::LazySources, out: &mut Vec<Answer>) {
        let perms = self.play_from_permissions(player);
        if perms.is_empty() {
            return;
        }
        let p = &self.players[player.index()];
        let top = p.library.first().copied().map(|c| (PlayZone::LibraryTop, c));
        let graveyard = p.graveyard.iter().map(|&c| (PlayZone::Graveyard, c));
        let cards: SmallVec<[(PlayZone, ObjectId); 16]> = top.into_iter().chain(graveyard).collect();
        for (zone, card) in cards {
            let Some(o) = self.objects.get(card) else { continue };
            let def = self.cards.get(self.cards.castable(o.card));
            if zone == PlayZone::Graveyard && self.casts_by_own_keyword(player, card) {
                continue;
            }
            let land = def.has_type(CardType::Land);
            if !self.permitted(&perms, zone, player, card, land) {
                continue;
            }
            let before = out.len();
            self.play_answers(player, card, land_ok && land, sources, None, out);
            // Answers listed already (by "until end of turn, you may play lands and cast
            // spells from your graveyard", or a second permission) once only.
            let mut i = before;
            while i < out.len() {
                if out[..before].contains(&out[i]) {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        }
    }

    /// Whether a graveyard card is cast from there by a keyword of its own (or one a
    /// permanent grants it): flashback, jump-start, retrace.
    fn casts_by_own_keyword(&self, player: PlayerId, card: ObjectId) -> bool {
        let Some(o) = self.objects.get(card) else { return false };
        let def = self.cards.get(o.card);
        self.flashback_cost_of(player, card).is_some()
            || crate::stack_resolution::stack::graveyard_discard(def).is_some()
            || self.granted_graveyard_discard(player, card).is_some()
    }
}
