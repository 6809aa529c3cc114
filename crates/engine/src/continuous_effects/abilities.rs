//! The abilities an object has now (CR 113.1, 613.1f): those of its copiable values
//! (CR 707.2, including abilities a copy exception adds, CR 707.9a) unless an effect took
//! them away (layer 6, or CR 305.7 in layer 4), plus abilities an effect gives it.
//! Abilities are named by `AbilityRef`: a card definition and the index of the ability in
//! it, so an ability keeps its identity whichever object has it.

pub use crate::state::characteristic_values::{AbilityRef, Extras};
use crate::state::game::{CardTable, Game};
use mw_ir::Ability;
use mw_types::{CardId, ObjectId};

/// The abilities of one object, numbered as the object has them: those of its copiable
/// card first, in printed order, then the extras. `Answer::Activate` uses these numbers.
pub struct ObjectAbilities<'a> {
    cards: &'a CardTable,
    face: CardId,
    face_abilities: std::iter::Enumerate<std::slice::Iter<'a, Ability>>,
    // Word-sized on purpose: packing these small fields next to each other made the
    // iterator's first read stall on store forwarding in hot loops.
    face_len: usize,
    extras: Extras,
    next_extra: usize,
}

impl<'a> ObjectAbilities<'a> {
    fn new(cards: &'a CardTable, face: CardId, abilities: &'a [Ability], extras: Extras) -> Self {
        let face_len = abilities.len();
        ObjectAbilities { cards, face, face_abilities: abilities.iter().enumerate(), face_len, extras, next_extra: 0 }
    }
}

impl<'a> Iterator for ObjectAbilities<'a> {
    type Item = (u16, AbilityRef, &'a Ability);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if let Some((i, a)) = self.face_abilities.next() {
            let i = i as u16;
            return Some((i, AbilityRef { card: self.face, index: i }, a));
        }
        if self.extras.is_empty() {
            return None;
        }
        self.next_extra_ability()
    }
}

impl<'a> ObjectAbilities<'a> {
    #[inline(never)]
    fn next_extra_ability(&mut self) -> Option<(u16, AbilityRef, &'a Ability)> {
        let k = self.next_extra;
        let r = self.extras.get(k)?;
        self.next_extra += 1;
        let a = self.cards.get(r.card).ability(r.index)?;
        Some(((self.face_len + k) as u16, r, a))
    }
}

impl Game {
    /// The abilities `id` (live, or its last known information) has now.
    #[inline]
    pub fn abilities(&self, id: ObjectId) -> ObjectAbilities<'_> {
        let Some(o) = self.objects.last_known(id) else {
            return ObjectAbilities::new(&self.cards, CardId(0), &[], Extras::default());
        };
        // Only copy effects, effects that remove abilities and resolved effects that give
        // abilities change the list (granted keywords are characteristics, not listed
        // abilities).
        if (self.complex_sources == 0 && !self.has_copies() && !self.gained_abilities) || o.zone != crate::state::zones::Zone::Battlefield {
            return ObjectAbilities::new(&self.cards, o.card, &self.cards.get(o.card).abilities, Extras::default());
        }
        self.layered_abilities(id)
    }

    #[inline(never)]
    fn layered_abilities(&self, id: ObjectId) -> ObjectAbilities<'_> {
        let (face, lost, extras) = if self.complex_sources > 0 || self.gained_abilities {
            match self.characteristics(id) {
                Some(c) => (c.face, c.text_lost, c.extra),
                None => (CardId(0), true, Extras::default()),
            }
        } else {
            let v = self.copiable(id);
            (v.card, false, v.extra)
        };
        let face_abilities: &[Ability] = if lost { &[] } else { &self.cards.get(face).abilities };
        ObjectAbilities::new(&self.cards, face, face_abilities, extras)
    }

    /// Whether `id` may have an ability of a kind (`game::KIND_*`): a quick test that is
    /// exact for printed abilities and true whenever effects could change the list.
    #[inline]
    pub(crate) fn may_have(&self, id: ObjectId, kind: u8) -> bool {
        let Some(o) = self.objects.last_known(id) else { return false };
        let printed = self.cards.kinds(o.card) & kind != 0;
        if (self.complex_sources == 0 && !self.has_copies() && !self.gained_abilities) || o.zone != crate::state::zones::Zone::Battlefield {
            return printed;
        }
        // Effects may change the list: "may" is enough when the printed card has one.
        printed || self.may_have_layered(id, kind)
    }

    /// `may_have` when effects may change the list: nothing can add an ability unless
    /// something grants abilities (a static ability, or a resolved effect), so the
    /// copiable values' abilities bound the list.
    #[inline(never)]
    fn may_have_layered(&self, id: ObjectId, kind: u8) -> bool {
        if self.grant_sources > 0 || self.gained_abilities {
            return true;
        }
        let v = self.copiable(id);
        self.cards.kinds(v.card) & kind != 0 || v.extra.iter().any(|r| self.ability(r).is_some_and(|a| CardTable::kind_of(a) & kind != 0))
    }

    /// The ability `id` has under the number `pos` (see `ObjectAbilities`).
    pub fn ability_at(&self, id: ObjectId, pos: u16) -> Option<(AbilityRef, &Ability)> {
        self.abilities(id).find(|(p, _, _)| *p == pos).map(|(_, r, a)| (r, a))
    }

    /// The ability an `AbilityRef` names.
    pub fn ability(&self, r: AbilityRef) -> Option<&Ability> {
        self.cards.get(r.card).ability(r.index)
    }

    /// The card whose copiable values `id` has now (CR 707.2): its name, mana cost, types.
    pub fn face(&self, id: ObjectId) -> Option<CardId> {
        self.objects.last_known(id)?;
        Some(self.copiable(id).card)
    }
}
