//! Tokens (CR 111) and copies of spells (CR 707.10): the one place an object that is no
//! card comes into existence, and the one place a token or copy ceases to exist (CR
//! 111.7, 704.5d–e). What modifies a token as it enters (copy effects, counters) is
//! `entering`'s; the creation itself is here.

use super::Seal;
use crate::state::game::Game;
use crate::state::objects::Object;
use crate::state::zones::Zone;
use mw_types::{CardId, ObjectId, PlayerId};

impl Game {
    /// CR 111.1: a new token object on the battlefield (its entering modifications come
    /// from the caller).
    pub(crate) fn create_token_object(&mut self, card: CardId, controller: PlayerId) -> ObjectId {
        let ts = self.next_timestamp();
        let instance = self.next_instance();
        let mut obj = Object::new(card, instance, controller, Zone::Battlefield, ts);
        obj.is_token = true;
        let id = self.objects.insert(obj, Seal::new());
        self.battlefield.push(id);
        self.tokens += 1;
        self.track_statics(card, true);
        id
    }

    /// CR 114.2: an emblem with the abilities of `card`, put into the command zone, owned
    /// and controlled by `owner`. It is no card and no token (CR 114.5): it never leaves.
    pub(crate) fn create_emblem_object(&mut self, card: CardId, owner: PlayerId) -> ObjectId {
        let ts = self.next_timestamp();
        let instance = self.next_instance();
        let obj = Object::new(card, instance, owner, Zone::Command, ts);
        let id = self.objects.insert(obj, Seal::new());
        self.emblems.push(id);
        self.layout_changed();
        id
    }

    /// CR 707.10: a copy of a spell, put on the stack under `controller` (the caller
    /// makes its stack item). CR 704.5e: counted with tokens, it ceases to exist
    /// elsewhere.
    pub(crate) fn create_spell_copy_object(&mut self, card: CardId, controller: PlayerId) -> ObjectId {
        let instance = self.next_instance();
        let ts = self.next_timestamp();
        let mut obj = Object::new(card, instance, controller, Zone::Stack, ts);
        obj.controller = controller;
        obj.base_controller = controller;
        obj.is_token = true;
        let object = self.objects.insert(obj, Seal::new());
        self.tokens += 1;
        object
    }

    /// CR 704.5d: removes a token from every zone list and ends it.
    pub(crate) fn cease_to_exist(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(id).copied() else { return };
        let p = &mut self.players[o.owner.index()];
        p.library.retain(|x| *x != id);
        p.hand.retain(|x| *x != id);
        p.graveyard.retain(|x| *x != id);
        self.exile.retain(|x| *x != id);
        self.objects.retire(id, Seal::new());
        self.tokens = self.tokens.saturating_sub(1);
    }
}
