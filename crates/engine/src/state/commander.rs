//! The Commander variant's state (CR 903): the command zone (CR 408) with the cards in it,
//! which cards are commanders, how often each player cast a commander from the command
//! zone (the tax, CR 903.8), the combat damage each commander dealt each player (CR
//! 903.10a), and commanders newly put into a graveyard or exile (CR 903.9a). A game that
//! is not a Commander game has none of it (`Game::commander` is `None`), so two-player
//! games and their clones pay nothing for it.

use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

/// CR 903: what a Commander game keeps beside the ordinary state.
#[derive(Clone, Debug, Default)]
pub struct CommanderState {
    /// CR 408.1: the objects in the command zone, oldest first.
    pub(crate) zone: Vec<ObjectId>,
    /// CR 903.3: the physical cards designated as commanders (`Object::instance`: the
    /// designation is an attribute of the card itself and follows it through every zone,
    /// so the card, not the object, is what is named), with their owners.
    pub(crate) commanders: SmallVec<[(u32, PlayerId); 4]>,
    /// CR 903.8: (commander card, caster, times that player cast it from the command zone).
    pub(crate) casts: SmallVec<[(u32, PlayerId, u32); 4]>,
    /// CR 903.10a: (commander card, player dealt damage, combat damage dealt so far).
    pub(crate) damage: Vec<(u32, PlayerId, u32)>,
    /// CR 903.9a: commanders put into a graveyard or exile since state-based actions were
    /// last checked, whose owners may still move them to the command zone.
    pub(crate) fresh: SmallVec<[ObjectId; 2]>,
}

impl CommanderState {

    /// CR 903.3: whether the physical card `instance` is a commander.
    #[inline]
    pub(crate) fn is_commander(&self, instance: u32) -> bool {
        self.commanders.iter().any(|(i, _)| *i == instance)
    }

    /// CR 903.10a: the combat damage commander card `instance` dealt `player` this game.
    pub fn damage_to(&self, instance: u32, player: PlayerId) -> u32 {
        self.damage.iter().find(|(i, p, _)| *i == instance && *p == player).map_or(0, |d| d.2)
    }

    /// CR 903.10a: records combat damage a commander dealt a player.
    pub(crate) fn add_damage(&mut self, instance: u32, player: PlayerId, amount: u32) {
        match self.damage.iter_mut().find(|(i, p, _)| *i == instance && *p == player) {
            Some(d) => d.2 = d.2.saturating_add(amount),
            None => self.damage.push((instance, player, amount)),
        }
    }

    /// CR 903.8: how many times `player` has cast commander card `instance` from the
    /// command zone.
    pub fn casts(&self, instance: u32, player: PlayerId) -> u32 {
        self.casts.iter().find(|(i, p, _)| *i == instance && *p == player).map_or(0, |c| c.2)
    }

    /// CR 903.8: one more cast of commander card `instance` by `player` from the command
    /// zone.
    pub(crate) fn count_cast(&mut self, instance: u32, player: PlayerId) {
        match self.casts.iter_mut().find(|(i, p, _)| *i == instance && *p == player) {
            Some(c) => c.2 += 1,
            None => self.casts.push((instance, player, 1)),
        }
    }

    /// The objects in the command zone.
    pub fn zone(&self) -> &[ObjectId] {
        &self.zone
    }

    /// CR 903.3: the commander cards (`Object::instance`) with their owners.
    pub fn commanders(&self) -> &[(u32, PlayerId)] {
        &self.commanders
    }
}

impl crate::state::game::Game {
    /// CR 903: the Commander variant's state, if this is a Commander game.
    pub fn commander_state(&self) -> Option<&CommanderState> {
        self.commander.as_deref()
    }

    /// CR 903.3: whether object `id` is a commander (the card it is was designated one).
    #[inline]
    pub fn is_commander(&self, id: ObjectId) -> bool {
        match &self.commander {
            None => false,
            Some(c) => self.objects.get(id).or_else(|| self.objects.last_known(id)).is_some_and(|o| !o.is_token && c.is_commander(o.instance)),
        }
    }

    /// CR 903.6: card `card` is `owner`'s commander, starting in the command zone (setup
    /// only: no event, nothing triggers).
    pub(crate) fn set_up_commander(&mut self, card: mw_types::CardId, owner: PlayerId) -> ObjectId {
        let ts = self.next_timestamp();
        let instance = self.next_instance();
        let obj = crate::state::objects::Object::new(card, instance, owner, crate::state::zones::Zone::Command, ts);
        let id = self.set_up_object(obj);
        let c = self.commander.get_or_insert_with(Box::default);
        c.commanders.push((instance, owner));
        c.zone.push(id);
        id
    }

    /// CR 903.3: the card of object `id` (set up elsewhere than the command zone) is a
    /// commander (setup only).
    pub(crate) fn designate_commander(&mut self, id: ObjectId) {
        let Some(o) = self.objects.get(id).copied() else { return };
        self.commander.get_or_insert_with(Box::default).commanders.push((o.instance, o.owner));
    }

    /// CR 903.10a: combat damage commander `source` dealt player `to`.
    pub(crate) fn record_commander_damage(&mut self, source: ObjectId, to: PlayerId, n: u32) {
        let Some(instance) = self.objects.get(source).or_else(|| self.objects.last_known(source)).map(|o| o.instance) else { return };
        if let Some(c) = self.commander.as_mut() {
            c.add_damage(instance, to, n);
        }
    }

    /// CR 903.8: the commander tax on casting `card` now: {2} for each earlier cast of it
    /// from the command zone by `player` (the cast under way not counted: a spell on the
    /// stack that came from the command zone was counted as it moved).
    pub(crate) fn commander_tax(&self, player: PlayerId, card: ObjectId) -> u32 {
        let Some(c) = self.commander.as_ref() else { return 0 };
        let Some(o) = self.objects.get(card) else { return 0 };
        if o.is_token || !c.is_commander(o.instance) {
            return 0;
        }
        let casts = c.casts(o.instance, player);
        match o.zone {
            crate::state::zones::Zone::Command => 2 * casts,
            crate::state::zones::Zone::Stack if o.arrived.from == Some(crate::state::zones::Zone::Command) => 2 * casts.saturating_sub(1),
            _ => 0,
        }
    }
}
