//! "Exile it instead" (CR 614.1a, 614.6): replacement effects that send an object to
//! exile instead of the zone it would go to: "if that creature would die this turn,
//! exile it instead", unearth's "if it would leave the battlefield, exile it instead",
//! a card's own "if ~ would be put into a graveyard from anywhere, exile it instead", and
//! permanents' "if a card or token would be put into a graveyard from anywhere, exile it
//! instead" (Rest in Peace, Leyline of the Void, "if a creature an opponent controls
//! would die"). This module keeps the resolved ones (`ExileInstead`); the zone-change
//! choke point (`pipeline::zone_change`) applies them all, CR 616.1.

use crate::state::game::Game;
use crate::state::zones::Zone;

pub(crate) use crate::state::replacement_state::ExileInstead;

impl Game {
    /// Adds a replacement for one object.
    pub(crate) fn add_exile_instead(&mut self, e: ExileInstead) {
        if self.objects.get(e.object).is_some_and(|o| o.zone == Zone::Battlefield) && !self.replacement.exile_instead.contains(&e) {
            self.replacement.exile_instead.push(e);
        }
    }

    /// CR 514.2: "this turn" ones end; those of objects gone are forgotten.
    pub(crate) fn end_turn_exile_instead(&mut self) {
        let objects = &self.objects;
        self.replacement.exile_instead.retain(|e| !e.this_turn && objects.get(e.object).is_some_and(|o| o.zone == Zone::Battlefield));
    }
}
