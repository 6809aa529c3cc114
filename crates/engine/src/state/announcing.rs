//! The spell or ability being announced (CR 601.2, 602.2): where it came from (`Origin`),
//! how far its costs are paid (`Announcing`, `CostProgress`), and the parts of a card's
//! cost and targets read while announcing (kicker, buyback, flashback, its spell ability,
//! the targets an ability announces, an Aura's enchant ability). Held by
//! `Game`; `stack_resolution::stack` announces and `payment` pays.

use crate::state::mana_state::{ManaDue, ManaPool};
use mw_ir::{Ability, CardDef, TargetSpec};
use mw_types::{CardId, ObjectId, PlayerId};
use smallvec::SmallVec;

/// How the item being announced got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    Cast,
    /// Cast while another spell or ability resolves, timing ignored: without paying its
    /// mana cost (discover, CR 701.57a; rebound), or for an alternative cost the
    /// resolving instruction names (madness, CR 702.35a). When cast, that resolution
    /// goes on.
    CastResolving,
    Activate,
    Trigger,
    /// CR 707.10: a copy of a spell put on the stack by a resolving ability; only its
    /// new targets are chosen (no costs, not cast).
    Copy,
}

/// A spell or ability being announced: the stack's top item, not yet complete.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Announcing {
    pub player: PlayerId,
    pub source: ObjectId,
    pub card: CardId,
    /// Index of the ability whose targets and effects apply (None: a permanent spell).
    pub ability: Option<u16>,
    pub origin: Origin,
    /// The mana still to pay (CR 601.2g–h), once `mana_fixed`.
    pub due: ManaDue,
    /// The total cost is fixed and its mana part is being paid (or paid): the other
    /// parts follow it.
    pub mana_fixed: bool,
    /// CR 601.2h: the spell's additional cost has been paid.
    pub extra_paid: bool,
    /// CR 702.122a: the total power tapped so far for a crew cost.
    pub crewed: u32,
    /// CR 702.34a: cast from the graveyard for its flashback cost.
    pub flashback: bool,
    /// CR 702.37c: cast face down, for {3}.
    pub face_down: bool,
    /// CR 702.133a / 702.81a: cast from the graveyard by jump-start or retrace: the
    /// discard it adds to the cost.
    pub graveyard_discard: Option<mw_ir::AdditionalCost>,
    /// CR 118.9 / 118.3: the alternative cost being paid and the objects its costs chose.
    pub progress: CostProgress,
    /// The pool mana spent on it so far, restrictions kept: given back if the
    /// announcement is reversed (CR 732.1).
    pub spent: ManaPool,
}

/// How far the costs of the spell or ability being announced are paid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct CostProgress {
    /// CR 601.2b: the alternative cost announced (the index of its ability), if any.
    pub alt: Option<u16>,
    /// The alternative cost's object-choosing part has been paid.
    pub alt_extra_paid: bool,
    /// CR 702.33a: the object-choosing part of the kicker cost being paid has been paid.
    pub kicker_extra_paid: bool,
    /// CR 118.3: the objects chosen so far for a cost paid with several ("sacrifice two
    /// Mountains"), which can't be chosen twice.
    pub chosen: SmallVec<[ObjectId; 4]>,
}

/// CR 702.33a / 702.27a: the card's optional additional cost (kicker or buyback), if it
/// has one, or its replicate cost (CR 702.56a); `StackItem::kicks` says how many times it
/// was paid.
pub(crate) fn kicker_cost(def: &CardDef) -> Option<&mw_types::ManaCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Kicker(c) | Ability::Buyback(c) | Ability::Replicate(c) => Some(c),
        _ => None,
    })
}

/// CR 702.27a: whether the card has buyback.
pub(crate) fn has_buyback(def: &CardDef) -> bool {
    def.abilities.iter().any(|a| matches!(a, Ability::Buyback(_)))
}

pub(crate) fn flashback_cost(def: &CardDef) -> Option<&mw_types::ManaCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Flashback(c) => Some(c),
        _ => None,
    })
}

/// The spell ability of an instant or sorcery card, if it has one.
pub(crate) fn spell_ability(def: &CardDef) -> Option<u16> {
    def.abilities.iter().position(|a| matches!(a, Ability::Spell(_))).map(|i| i as u16)
}

/// The instructions of an ability of a card (a delayed or reflexive one named by the
/// instruction that holds it).
pub(crate) fn effects_of(def: &CardDef, ability: Option<u16>) -> &[mw_ir::Effect] {
    if let Some((a, e)) = ability.and_then(crate::state::waiting_triggers::split) {
        return effects_of(def, Some(a)).get(e as usize).and_then(crate::state::waiting_triggers::held_ability).map_or(&[], |(effects, _)| effects);
    }
    match ability.and_then(|i| def.ability(i)) {
        Some(Ability::Spell(s)) => &s.effect,
        Some(Ability::Activated(a)) => &a.effect,
        Some(Ability::Triggered(t)) => &t.effect,
        Some(Ability::Mode(m)) | Some(Ability::Overloaded(m)) => &m.effect,
        // CR 702.109a: what an alternative cost's keyword does as the spell resolves.
        Some(Ability::AlternativeCost(c)) => &c.resolves,
        _ => &[],
    }
}

/// The targets an ability of a card announces.
pub(crate) fn ability_targets(def: &CardDef, ability: Option<u16>) -> &[TargetSpec] {
    // CR 603.12: a reflexive trigger's targets, in the instruction that holds it.
    if let Some((a, e)) = ability.and_then(crate::state::waiting_triggers::split) {
        let held = effects_of(def, Some(a)).get(e as usize);
        return held.and_then(crate::state::waiting_triggers::held_ability).map_or(&[], |(_, targets)| targets);
    }
    match ability.and_then(|i| def.ability(i)) {
        Some(Ability::Spell(s)) => &s.targets,
        Some(Ability::Activated(a)) => &a.targets,
        Some(Ability::Triggered(t)) => &t.targets,
        Some(Ability::Mode(m)) | Some(Ability::Overloaded(m)) => &m.targets,
        // CR 303.4a: an Aura spell targets what its enchant ability allows.
        None => enchant(def).map(std::slice::from_ref).unwrap_or(&[]),
        _ => &[],
    }
}

/// CR 702.5a: the enchant ability of an Aura, if it has one.
pub(crate) fn enchant(def: &CardDef) -> Option<&TargetSpec> {
    def.abilities.iter().find_map(|a| match a {
        Ability::Enchant(t) => Some(t),
        _ => None,
    })
}

impl Announcing {
    /// CR 118.9, 107.3b: a spell cast while a resolution goes on without paying its mana
    /// cost (no alternative cost named): no mana of its own, X is 0.
    pub(crate) fn pays_nothing(&self) -> bool {
        self.origin == Origin::CastResolving && self.progress.alt.is_none()
    }
}
