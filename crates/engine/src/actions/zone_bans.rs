//! CR 101.2: static abilities that forbid something about zones: "creature cards in
//! graveyards and libraries can't enter the battlefield", "players can't cast spells
//! from graveyards or libraries" (Grafdigger's Cage). A "can't" wins over any effect that
//! says it can; the card stays where it is. Consulted only when a card in the game has
//! such an ability (`CardTable::has_zone_bans`).

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Ability, CardZone, Controller, ZoneBan, ZoneSet};
use mw_types::{ObjectId, PlayerId};

/// The card zone of a zone, if it is one a ban may name.
fn card_zone(z: Zone) -> Option<CardZone> {
    match z {
        Zone::Graveyard => Some(CardZone::Graveyard),
        Zone::Library => Some(CardZone::Library),
        Zone::Hand => Some(CardZone::Hand),
        _ => None,
    }
}

fn holds(from: ZoneSet, z: Zone) -> bool {
    card_zone(z).is_some_and(|c| from.has(c))
}

impl Game {
    /// The bans of the permanents on the battlefield, with their sources.
    fn zone_bans(&self) -> impl Iterator<Item = (ObjectId, ZoneBan)> + '_ {
        self.battlefield.iter().flat_map(move |&src| {
            self.abilities(src).filter_map(move |(_, _, a)| if let Ability::ZoneBan(b) = a { Some((src, *b)) } else { None })
        })
    }

    /// CR 101.2: whether the card `id` can't enter the battlefield from where it is.
    pub(crate) fn enter_banned(&self, id: ObjectId) -> bool {
        let Some(o) = self.objects.get(id) else { return false };
        if card_zone(o.zone).is_none() {
            return false;
        }
        self.zone_bans().any(|(src, b)| match b {
            ZoneBan::CantEnterFrom { filter, from } => {
                let controller = self.controller(src).unwrap_or(o.owner);
                holds(from, o.zone) && self.object_matches(&filter, id, controller, src)
            }
            ZoneBan::CantCastFrom { .. } | ZoneBan::CantCastAnother { .. } => false,
        })
    }

    /// CR 101.2 / 601.2a: whether `player` can't cast the card `id` from where it is.
    pub(crate) fn cast_banned(&self, player: PlayerId, id: ObjectId) -> bool {
        if !self.cards.has_zone_bans() {
            return false;
        }
        let Some(o) = self.objects.get(id) else { return false };
        self.zone_bans().any(|(src, b)| match b {
            ZoneBan::CantCastFrom { caster, from } => {
                let you = self.controller(src) == Some(player);
                let who = match caster {
                    Controller::Any => true,
                    Controller::You => you,
                    Controller::NotYou | Controller::Defending => !you,
                    // A named player is the compiler's for instructions, never a static's.
                    Controller::Player { .. } => false,
                };
                who && holds(from, o.zone)
            }
            // CR 604.1: a spell like one the player already cast this turn.
            ZoneBan::CantCastAnother { filter } => {
                let controller = self.controller(src).unwrap_or(player);
                self.cast_of_types_this_turn(player, &filter) == Some(true) && self.object_matches(&filter, id, controller, src)
            }
            ZoneBan::CantEnterFrom { .. } => false,
        })
    }
}
