//! Characteristics (CR 109.3) as values: `Characteristics`, an object's characteristics
//! as the layers (`continuous_effects::layers`, CR 613) leave them; `TypeSet`; `AbilityRef`,
//! one ability of a card definition; `Extras`, abilities an object has besides its
//! face's; and the base characteristics a card definition gives (CR 109.3). Plain data:
//! computing them is `continuous_effects`' work; `Game`'s fields and the card table hold them.

use mw_ir::{Ability, Keyword};
use mw_types::{CardId, CardType, Color, ColorSet, PlayerId, Subtype};
use serde::{Deserialize, Serialize};

/// One ability of a card definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AbilityRef {
    pub card: CardId,
    pub index: u16,
}

/// Abilities an object has besides those of its copiable card: copy exceptions, a land
/// type's ability, abilities given by static abilities. At most three: FIXME, a fourth
/// (four granting permanents on one creature) is dropped. Kept packed (card number and
/// ability index in 32 bits) so characteristics stay small.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Extras {
    refs: [u32; 3],
}

const NONE: u32 = u32::MAX;

impl Default for Extras {
    fn default() -> Self {
        Extras { refs: [NONE; 3] }
    }
}

impl Extras {
    pub fn push(&mut self, r: AbilityRef) {
        // 20 bits of card number and 12 of ability index: far above any card pool.
        if r.card.0 >= 1 << 20 || r.index >= 1 << 12 {
            return;
        }
        if let Some(slot) = self.refs.iter_mut().find(|s| **s == NONE) {
            *slot = (r.card.0 << 12) | r.index as u32;
        }
    }
    pub(crate) fn get(&self, k: usize) -> Option<AbilityRef> {
        let v = *self.refs.get(k)?;
        (v != NONE).then_some(AbilityRef { card: CardId(v >> 12), index: (v & 0xfff) as u16 })
    }
    pub fn iter(&self) -> impl Iterator<Item = AbilityRef> + '_ {
        (0..3).map_while(|k| self.get(k))
    }
    pub fn is_empty(&self) -> bool {
        self.refs[0] == NONE
    }
}

/// A type set as bits, in `CardType` order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypeSet(u16);

impl TypeSet {
    /// One bit per card type, by declaration order.
    pub fn bits(self) -> u16 {
        self.0
    }
    pub fn contains(self, t: CardType) -> bool {
        self.0 & (1 << t as u16) != 0
    }
    pub fn insert(&mut self, t: CardType) {
        self.0 |= 1 << t as u16;
    }
    pub fn remove(&mut self, t: CardType) {
        self.0 &= !(1 << t as u16);
    }
    pub fn union(self, other: TypeSet) -> TypeSet {
        TypeSet(self.0 | other.0)
    }
}

/// An object's characteristics as the game sees them now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Characteristics {
    /// The card whose copiable values it has (layer 1): its name, mana cost, subtypes and
    /// printed abilities.
    pub face: CardId,
    /// Abilities it has besides its face's (copy exceptions, a land type's mana ability).
    pub extra: Extras,
    /// It lost the abilities of its face (layer 6, or CR 305.7 in layer 4).
    pub text_lost: bool,
    /// CR 305.7: its land subtypes were replaced by this basic land type.
    pub land_type: Option<Color>,
    /// CR 205.1b: it lost its land subtypes (layer 4: "loses all land types"); a basic
    /// land type set after that (`land_type`) is its only one.
    pub land_types_lost: bool,
    /// A creature type an effect added ("is the chosen type in addition").
    pub added_type: Option<mw_types::CreatureType>,
    /// Creature types a resolved "becomes" effect added, or all of them (CR 205.3m).
    pub gained_types: [Option<mw_types::CreatureType>; 3],
    pub all_creature_types: bool,
    /// Its printed creature types (and changeling's) were replaced in layer 4.
    pub printed_types_lost: bool,
    pub controller: PlayerId,
    pub types: TypeSet,
    pub colors: ColorSet,
    pub keywords: u32,
    /// CR 702.16: the colors it has protection from.
    pub protection: ColorSet,
    /// CR 702.11d: the colors it has hexproof from.
    pub hexproof_from: ColorSet,
    /// CR 509.1b: creatures of these colors can't block it.
    pub unblockable_by: ColorSet,
    /// CR 702.16a: the card types it has protection from, and whether from multicolored.
    pub protection_types: TypeSet,
    pub protection_multicolored: bool,
    /// CR 702.16a: the colors of spells it has protection from.
    pub protection_spells: ColorSet,
    /// It is a spell (an object on the stack, CR 112.1), for protection from spells.
    pub spell: bool,
    /// CR 702.16a: the subtypes it has protection from (three at most: the compiler refuses more).
    pub protection_subtypes: [Option<Subtype>; 3],
    /// CR 702.16j: protection from everything.
    pub protection_everything: bool,
    /// Its combat rules (`CombatRule::bit`), and how many extra creatures it may block.
    pub combat_rules: u16,
    pub extra_blocks: u8,
    /// CR 602.5: its activated abilities can't be activated (`Change::CantActivate`), and
    /// whether its mana abilities can't either.
    pub cant_activate: bool,
    pub cant_activate_mana: bool,
    pub power: i32,
    pub toughness: i32,
}

impl Characteristics {
    /// Placeholder values (no card, no types), for buffers.
    pub(crate) fn blank() -> Characteristics {
        Characteristics {
            face: CardId(0),
            extra: Extras::default(),
            text_lost: false,
            land_type: None,
            land_types_lost: false,
            added_type: None,
            gained_types: [None; 3],
            all_creature_types: false,
            printed_types_lost: false,
            controller: PlayerId(0),
            types: TypeSet::default(),
            colors: ColorSet::EMPTY,
            keywords: 0,
            protection: ColorSet::EMPTY,
            hexproof_from: ColorSet::EMPTY,
            unblockable_by: ColorSet::EMPTY,
            protection_types: TypeSet::default(),
            protection_multicolored: false,
            protection_spells: ColorSet::EMPTY,
            spell: false,
            protection_subtypes: [None; 3],
            protection_everything: false,
            combat_rules: 0,
            extra_blocks: 0,
            cant_activate: false,
            cant_activate_mana: false,
            power: 0,
            toughness: 0,
        }
    }

    pub fn is(&self, t: CardType) -> bool {
        self.types.contains(t)
    }
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords & k.bit() != 0
    }
    /// CR 702.16: whether it has protection from an object with these characteristics
    /// (a color, a card type, or multicolored).
    pub fn protected_from(&self, source: &Characteristics) -> bool {
        source.colors.iter().any(|c| self.protection.contains(c))
            || self.protection_types.bits() & source.types.bits() != 0
            || (self.protection_multicolored && source.colors.iter().count() > 1)
            || (source.spell && source.colors.iter().any(|c| self.protection_spells.contains(c)))
    }

    /// Whether an effect gave it this creature type (CR 205.3m; printed ones aside).
    pub fn gained_creature_type(&self, t: mw_types::CreatureType) -> bool {
        self.added_type == Some(t) || self.all_creature_types || self.gained_types.contains(&Some(t))
    }

    /// Layer 4: creature types gained, or (`replace`) set.
    pub(crate) fn gain_creature_types(&mut self, types: [Option<mw_types::CreatureType>; 3], all: bool, replace: bool) {
        if replace {
            self.printed_types_lost = true;
            self.added_type = None;
            self.gained_types = [None; 3];
            self.all_creature_types = false;
        }
        self.all_creature_types |= all;
        for t in types.into_iter().flatten() {
            if let Some(slot) = self.gained_types.iter_mut().find(|s| s.is_none() || **s == Some(t)) {
                *slot = Some(t);
            }
        }
    }

    pub fn rule(&self, r: mw_ir::CombatRule) -> bool {
        self.combat_rules & r.bit() != 0
    }

    /// Adds what an ability it has means for its characteristics.
    pub(crate) fn grant(&mut self, a: &Ability) {
        match a {
            Ability::Keyword(k) => self.keywords |= k.bit(),
            Ability::Protection(colors) => self.protection = self.protection.union(*colors),
            Ability::ProtectionFromTypes { types, multicolored } => {
                types.iter().for_each(|t| self.protection_types.insert(*t));
                self.protection_multicolored |= multicolored;
            }
            Ability::ProtectionFromSubtype(t) => {
                if let Some(slot) = self.protection_subtypes.iter_mut().find(|s| s.is_none() || **s == Some(*t)) {
                    *slot = Some(*t);
                }
            }
            Ability::ProtectionFromEverything => self.protection_everything = true,
            Ability::ProtectionFromSpells(colors) => self.protection_spells = self.protection_spells.union(*colors),
            Ability::Combat(r) => {
                self.combat_rules |= r.bit();
                if let mw_ir::CombatRule::BlocksAdditional(n) = r {
                    self.extra_blocks = self.extra_blocks.saturating_add(*n);
                }
            }
            _ => {}
        }
    }

    /// Loses every ability it had so far (layer 6, CR 305.7).
    pub(crate) fn lose_abilities(&mut self) {
        self.text_lost = true;
        self.keywords = 0;
        self.protection = ColorSet::EMPTY;
        self.hexproof_from = ColorSet::EMPTY;
        self.protection_types = TypeSet::default();
        self.protection_multicolored = false;
        self.protection_spells = ColorSet::EMPTY;
        self.protection_subtypes = [None; 3];
        self.protection_everything = false;
        self.combat_rules = 0;
        self.extra_blocks = 0;
        self.extra = Extras::default();
    }
}

/// The characteristics a card definition gives before any effect (computed once per card).
pub(crate) fn base_characteristics(id: CardId, def: &mw_ir::CardDef) -> Characteristics {
    let mut types = TypeSet::default();
    def.card_types.iter().for_each(|t| types.insert(*t));
    let mut c = Characteristics {
        face: id,
        types,
        colors: def.colors,
        power: def.power.map_or(0, |p| p.base()),
        toughness: def.toughness.map_or(0, |t| t.base()),
        ..Characteristics::blank()
    };
    // CR 604.3 / 613.3: characteristic-defining abilities that set colors apply first in
    // layer 5, in every zone: devoid (CR 702.114a) makes it colorless, "~ is all colors"
    // every color.
    for a in &def.abilities {
        match a {
            Ability::Static(mw_ir::SelfStatic::Devoid) => c.colors = ColorSet::EMPTY,
            Ability::Static(mw_ir::SelfStatic::AllColors) => c.colors = ColorSet::ALL,
            a => c.grant(a),
        }
    }
    c
}

/// CR 113.6c / 611.3b: the characteristics of the cards with `Ability::OffBattlefield` in
/// every zone but the battlefield: their card types and creature types added (layer 4)
/// and their base power and toughness set (layer 7b), from their battlefield `base`.
pub(crate) fn off_battlefield(defs: &[mw_ir::CardDef], base: &[Characteristics]) -> Vec<(CardId, Characteristics)> {
    let mut out = Vec::new();
    for (i, d) in defs.iter().enumerate() {
        for a in &d.abilities {
            let Ability::OffBattlefield(b) = a else { continue };
            let Some(mut c) = base.get(i).copied() else { continue };
            b.types.iter().for_each(|t| c.types.insert(*t));
            let mut gained = [None; 3];
            b.creature_types.iter().take(3).enumerate().for_each(|(k, t)| gained[k] = Some(*t));
            c.gain_creature_types(gained, b.all_creature_types, false);
            if let Some((mw_ir::Amount::Fixed(p), mw_ir::Amount::Fixed(t))) = b.pt {
                c.power = p;
                c.toughness = t;
            }
            out.push((CardId(i as u32), c));
        }
    }
    out
}
