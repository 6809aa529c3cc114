//! "Exile it instead" (CR 614.1a, 614.6): replacement effects that send an object to
//! exile instead of the zone it would go to: "if that creature would die this turn,
//! exile it instead", unearth's "if it would leave the battlefield, exile it instead",
//! a card's own "if ~ would be put into a graveyard from anywhere, exile it instead", and
//! permanents' "if a card or token would be put into a graveyard from anywhere, exile it
//! instead" (Rest in Peace, Leyline of the Void, "if a creature an opponent controls
//! would die").

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Ability, Controller, SelfStatic};
use mw_types::ObjectId;
use serde::{Deserialize, Serialize};

/// One object's "exile it instead".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ExileInstead {
    pub object: ObjectId,
    /// Leaving the battlefield for any zone (unearth), or only dying (to a graveyard).
    pub any_zone: bool,
    /// Ends in the cleanup step ("this turn").
    pub this_turn: bool,
}

impl Game {
    /// The zone an object moving from `from` to `to` really goes to.
    pub(crate) fn exile_instead(&self, id: ObjectId, card: mw_types::CardId, from: Zone, to: Zone) -> Zone {
        if to == Zone::Exile {
            return to;
        }
        if from == Zone::Battlefield && self.exile_instead.iter().any(|e| e.object == id && (e.any_zone || to == Zone::Graveyard)) {
            return Zone::Exile;
        }
        // CR 614.6: "if ~ would be put into a graveyard from anywhere, exile it instead".
        if to == Zone::Graveyard && self.cards.has_graveyard_exile() {
            let own = self.cards.get(self.cards.front(card)).abilities.contains(&Ability::Static(SelfStatic::ExileInsteadOfGraveyard));
            if own || self.graveyard_instead(id, from) {
                return Zone::Exile;
            }
        }
        to
    }

    /// CR 614.6: whether a permanent's static ability exiles `id` instead of letting it
    /// be put into its owner's graveyard from `from`. The permanents are those on the
    /// battlefield as the event would happen (one leaving with it still applies, CR
    /// 614.12's "as it would exist" aside: the replacement exists until the event).
    fn graveyard_instead(&self, id: ObjectId, from: Zone) -> bool {
        let Some(o) = self.objects.get(id) else { return false };
        self.battlefield.iter().any(|&src| {
            let Some(s) = self.objects.get(src) else { return false };
            self.abilities(src).any(|(_, _, a)| {
                let Ability::GraveyardInstead(g) = a else { return false };
                let whose = match g.whose {
                    Controller::Any => true,
                    Controller::You => o.owner == s.controller,
                    Controller::NotYou | Controller::Defending => o.owner != s.controller,
                    // A named player is the compiler's for instructions, never a static's.
                    Controller::Player { .. } => false,
                };
                whose && (!g.from_battlefield || from == Zone::Battlefield) && self.object_matches(&g.filter, id, s.controller, src)
            })
        })
    }

    /// Adds a replacement for one object.
    pub(crate) fn add_exile_instead(&mut self, e: ExileInstead) {
        if self.objects.get(e.object).is_some_and(|o| o.zone == Zone::Battlefield) && !self.exile_instead.contains(&e) {
            self.exile_instead.push(e);
        }
    }

    /// CR 514.2: "this turn" ones end; those of objects gone are forgotten.
    pub(crate) fn end_turn_exile_instead(&mut self) {
        let objects = &self.objects;
        self.exile_instead.retain(|e| !e.this_turn && objects.get(e.object).is_some_and(|o| o.zone == Zone::Battlefield));
    }
}
