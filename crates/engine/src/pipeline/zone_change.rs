//! Zone changes (CR 400.7, 614.6): the one place an object moves from one zone to
//! another, and so the one place an object is created or ends (a zone change makes a new
//! object, CR 400.7; a token created or ceasing to exist, CR 111.7, is in `tokens`).
//!
//! A proposed [`ZoneChange`] meets the replacement effects that would send the object
//! elsewhere (`zone_replacement`: "exile it instead", "shuffle it into its owner's
//! library instead", a commander to the command zone), in the order its affected player
//! chose (CR 616.1), each at most once, each seeing the event as the ones before left it
//! (CR 616.2); then the object moves, the event is recorded and what looks for
//! it (leaves-the-battlefield and put-into-a-graveyard triggers, this turn's record) is
//! matched.
//!
//! Enforced: `Arena::insert` and `Arena::retire`, the only ways an object starts or stops
//! existing, take a [`Seal`].

use super::Seal;
use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::objects::Object;
use crate::state::zones::Zone;
use mw_types::ObjectId;

/// A proposed move of one object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ZoneChange {
    pub object: ObjectId,
    pub from: Zone,
    pub to: Zone,
}

impl Game {
    /// CR 400.7: moves a card to another zone as a new object; returns its new id. Cards go
    /// to their owner's library, hand and graveyard (CR 400.3).
    pub(crate) fn move_object(&mut self, id: ObjectId, to: Zone, rule: &'static str) -> ObjectId {
        let Some(old) = self.objects.get(id).copied() else { return id };
        let (to, shuffle) = if self.zone_replacements_possible(to) {
            match self.replace_zone_change(ZoneChange { object: id, from: old.zone, to }, old.card, None) {
                super::zone_replacement::Planned::To { to, shuffle, .. } => (to, shuffle),
                _ => (to, false),
            }
        } else {
            (to, false)
        };
        self.move_planned(id, old, to, shuffle, rule)
    }

    /// The move of `id` (which was `old`) to `to` once its replacement effects are
    /// applied: the new object, the record and the triggers.
    pub(super) fn move_planned(&mut self, id: ObjectId, old: Object, to: Zone, shuffle: bool, rule: &'static str) -> ObjectId {
        self.detach_from_zone(id, &old);
        self.objects.retire(id, Seal::new());
        let ts = self.next_timestamp();
        // CR 715.4 / 712.8a: outside the stack and the battlefield a card is its main face.
        // CR 708.9: a face-down card leaving the stack or battlefield for elsewhere is
        // turned face up.
        let stays = matches!(to, Zone::Stack | Zone::Battlefield);
        let hidden = self.face_down_card(id);
        let card = if stays { old.card } else { self.cards.front(hidden.unwrap_or(old.card)) };
        let mut obj = Object::new(card, old.instance, old.owner, to, ts);
        obj.is_token = old.is_token;
        // CR 601.2a: a card moved to the stack is being cast; the permanent a spell
        // becomes keeps the zone it was cast from (CR 608.3).
        obj.arrived = match (old.zone, to) {
            (Zone::Stack, Zone::Battlefield) if old.arrived.cast => old.arrived,
            (from, Zone::Stack) => crate::state::objects::Arrived { from: Some(from), cast: true, main_phase: false },
            (from, _) => crate::state::objects::Arrived { from: Some(from), cast: false, main_phase: false },
        };
        if to == Zone::Stack {
            obj.controller = old.controller;
            obj.base_controller = old.controller;
        }
        let new = self.objects.insert(obj, Seal::new());
        if let Some(real) = hidden {
            self.face_down.retain(|(o, _)| *o != id);
            if stays {
                self.face_down.push((new, real));
            }
        }
        if old.zone == Zone::Battlefield {
            self.track_statics(old.card, false);
        }
        if to == Zone::Battlefield {
            self.track_statics(old.card, true);
        }
        let owner = old.owner.index();
        match to {
            Zone::Library => self.players[owner].library.insert(0, new),
            Zone::Hand => self.players[owner].hand.push(new),
            Zone::Graveyard => self.players[owner].graveyard.insert(0, new),
            Zone::Battlefield => self.battlefield.push(new),
            Zone::Exile => self.exile.push(new),
            Zone::Command => {
                if let Some(c) = self.commander.as_mut() {
                    c.zone.push(new);
                }
            }
            Zone::Stack => {}
        }
        if shuffle {
            // CR 614.6: "shuffle it into its owner's library instead".
            self.shuffle_library(old.owner, "614.6");
        }
        if self.commander.is_some() {
            self.commander_moved(&old, new, to);
        }
        if old.zone != Zone::Library && to != Zone::Hand {
            self.emit(rule, EventKind::ZoneChanged { card: id, from: old.zone, to, new });
        }
        if old.zone == Zone::Graveyard && self.cards.has_trigger(&mw_ir::Trigger::CardsLeaveYourGraveyard { creature: false }) {
            let creature = self.cards.base(old.card).types.contains(mw_types::CardType::Creature);
            let pl = &mut self.players[owner];
            pl.left_graveyard = true;
            pl.creature_left_graveyard |= creature;
        }
        if old.zone == Zone::Graveyard && self.cards.has_trigger(&mw_ir::Trigger::LeavesGraveyard(mw_ir::ObjectFilter::default())) {
            self.left_graveyard_watchers(id);
        }
        if old.zone == Zone::Battlefield {
            self.left_battlefield(id, &old, new, to);
        }
        if to == Zone::Graveyard && self.cards.has_trigger(&mw_ir::Trigger::SelfPutIntoGraveyard { from: None }) {
            self.put_into_graveyard_triggers(new, old.owner, old.zone);
        }
        new
    }

    /// CR 903.8 / 903.9a: what a commander's move means to the variant: a cast from the
    /// command zone counts toward its tax; a commander put into a graveyard or exile may
    /// go to the command zone when state-based actions are next checked.
    fn commander_moved(&mut self, old: &Object, new: ObjectId, to: Zone) {
        let Some(c) = self.commander.as_mut() else { return };
        if old.is_token || !c.is_commander(old.instance) {
            return;
        }
        match (old.zone, to) {
            (Zone::Command, Zone::Stack) => c.count_cast(old.instance, old.owner),
            (_, Zone::Graveyard | Zone::Exile) => c.fresh.push(new),
            _ => {}
        }
    }

    /// Takes `id` out of the zone list that holds it.
    fn detach_from_zone(&mut self, id: ObjectId, old: &Object) {
        let owner = old.owner.index();
        let list = match old.zone {
            Zone::Library => &mut self.players[owner].library,
            Zone::Hand => &mut self.players[owner].hand,
            Zone::Graveyard => &mut self.players[owner].graveyard,
            Zone::Battlefield => &mut self.battlefield,
            Zone::Exile => &mut self.exile,
            Zone::Stack => {
                self.stack.retain(|s| s.spell_object() != Some(id));
                return;
            }
            Zone::Command => match self.commander.as_mut() {
                Some(c) => &mut c.zone,
                None => return,
            },
        };
        if let Some(i) = list.iter().position(|x| *x == id) {
            list.remove(i);
        }
    }

    /// CR 800.4a: an object leaves the game with the player who owns it: out of its zone
    /// and out of existence, no zone change (nothing sees it go; last known information
    /// stays readable until the arena recycles it).
    pub(crate) fn remove_from_game(&mut self, id: ObjectId) {
        let Some(old) = self.objects.get(id).copied() else { return };
        self.detach_from_zone(id, &old);
        if old.zone == Zone::Battlefield {
            self.track_statics(old.card, false);
        }
        if old.is_token {
            self.tokens = self.tokens.saturating_sub(1);
        }
        self.face_down.retain(|(o, _)| *o != id);
        self.objects.retire(id, Seal::new());
    }

    /// A position's or a new game's card, put straight into its zone list (scenarios,
    /// `position`, the libraries of CR 103.1): no event, nothing triggers.
    pub(crate) fn set_up_object(&mut self, obj: Object) -> ObjectId {
        self.objects.insert(obj, Seal::new())
    }

    /// CR 103.5: a card of a mulligan put on the bottom of its owner's library (a move
    /// nothing can replace or see, during the game's start).
    pub(crate) fn set_up_bottom(&mut self, card: ObjectId) -> Option<ObjectId> {
        let old = self.objects.get(card).copied()?;
        self.detach_from_zone(card, &old);
        self.objects.retire(card, Seal::new());
        let ts = self.next_timestamp();
        let new = self.objects.insert(Object::new(old.card, old.instance, old.owner, Zone::Library, ts), Seal::new());
        self.players[old.owner.index()].library.push(new);
        Some(new)
    }
}
