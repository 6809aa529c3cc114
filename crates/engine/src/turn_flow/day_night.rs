//! Day and night (CR 730) and daybound/nightbound (CR 702.145): the game's designation,
//! set by the first permanent with daybound or nightbound, changed in the untap step by
//! how many spells the previous turn's active player cast; such permanents show the
//! face that matches it.

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Ability, DayNight};
use mw_types::{CardId, ObjectId, PlayerId};

impl Game {
    /// CR 730.1: the game's designation, if it has one.
    pub fn day_night(&self) -> Option<DayNight> {
        self.day_night
    }

    /// The permanent's daybound (`Day`) or nightbound (`Night`) ability.
    pub(crate) fn bound(&self, id: ObjectId) -> Option<DayNight> {
        self.abilities(id).find_map(|(_, _, a)| match a {
            Ability::Bound(b) => Some(*b),
            _ => None,
        })
    }

    /// CR 702.145c–g: done whenever the game looks (before a player would receive
    /// priority): with no designation, a daybound permanent makes it day (else a
    /// nightbound one night); then each such permanent turns to the matching face.
    /// FIXME(CR 702.145c): "immediately" is approximated by this check.
    pub(crate) fn day_night_check(&mut self) {
        if !self.cards.has_day_night() {
            return;
        }
        let bound: smallvec::SmallVec<[(ObjectId, DayNight); 4]> = {
            let _frozen = self.freeze();
            self.battlefield.iter().filter_map(|&id| Some((id, self.bound(id)?))).collect()
        };
        if bound.is_empty() {
            return;
        }
        let now = self.day_night.unwrap_or(if bound.iter().any(|(_, b)| *b == DayNight::Day) { DayNight::Day } else { DayNight::Night });
        if self.day_night.is_some() && bound.iter().all(|(_, b)| *b == now) {
            // Nothing to change.
            return;
        }
        self.state_changes();
        if self.day_night.is_none() {
            let day = bound.iter().any(|(_, b)| *b == DayNight::Day);
            self.day_night = Some(if day { DayNight::Day } else { DayNight::Night });
        }
        let now = self.day_night;
        for (id, b) in bound {
            // Daybound on the front face turns at night; nightbound on the back at day.
            if Some(b) != now {
                self.turn_over(id);
            }
        }
    }

    /// CR 730.2: as the untap step begins, whether the previous turn's active player
    /// cast no spells (day becomes night) or two or more (night becomes day).
    pub(crate) fn day_night_untap(&mut self, previous_active: PlayerId) {
        let cast = self.players[previous_active.index()].cast_last_turn;
        self.day_night = match self.day_night {
            Some(DayNight::Day) if cast == 0 => Some(DayNight::Night),
            Some(DayNight::Night) if cast >= 2 => Some(DayNight::Day),
            other => other,
        };
    }

    /// CR 702.145b: at night, a card with daybound enters transformed.
    pub(crate) fn entering_face(&self, card: CardId) -> CardId {
        if self.day_night != Some(DayNight::Night) {
            return card;
        }
        let daybound = self.cards.get(card).abilities.contains(&Ability::Bound(DayNight::Day));
        match self.other_face(card) {
            Some(back) if daybound => back,
            _ => card,
        }
    }

    /// Turns a double-faced permanent over by its daybound or nightbound ability.
    fn turn_over(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(id).copied().filter(|o| o.zone == Zone::Battlefield) else { return };
        if let Some(face) = self.other_face(o.card) {
            self.set_face(id, face);
            self.emit("702.145", crate::state::events::EventKind::Transformed { object: id });
            self.transformed_into(id);
        }
    }
}
