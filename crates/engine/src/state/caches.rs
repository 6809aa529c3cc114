//! The storage of the per-version caches (DESIGN.md invariant 6): what `Game` keeps of
//! characteristics, conditions, static sources, cost changers and legal answers while it
//! cannot change. Plain storage: `continuous_effects::frozen` opens the read-only windows
//! and is the only module that reads or writes these fields.

use crate::state::characteristic_values::Characteristics;
use crate::state::decisions::Answer;
use crate::state::effect_values::{ContinuousEffect, CopyEffect};
use crate::state::objects::{CounterTable, Object};
use mw_types::{CardId, ObjectId};
use std::cell::{Cell, Ref, RefCell};

/// A cost-changing static ability of a permanent (CR 601.2f), with its controller: what
/// the cost-change cache keeps (`payment::cost_changes` finds and applies them).
#[derive(Clone, Copy, Debug)]
pub(crate) struct CostChanger {
    pub source: mw_types::ObjectId,
    pub controller: mw_types::PlayerId,
    pub ability: crate::state::characteristic_values::AbilityRef,
}

/// A permanent's static ability saying that activated abilities can't be activated
/// (CR 602.5), with the permanent's controller: what the activation-lock cache keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ActivationLock {
    pub source: mw_types::ObjectId,
    pub controller: mw_types::PlayerId,
    pub ability: crate::state::characteristic_values::AbilityRef,
}

/// What was computed for one object, valid for one epoch: by `slot`, the full
/// characteristics and those as far as layer 6's ability removal (`Depth::Abilities`),
/// each as computed normally and while a condition is evaluated. The slots in `stable`
/// read nothing but the object's own record and the game-wide inputs `Inputs` compares:
/// they hold in a later epoch too while the record (`record`) and the inputs
/// (`inputs_gen`) are unchanged.
#[derive(Clone, Copy)]
pub(crate) struct Entry {
    pub(crate) epoch: u64,
    pub(crate) generation: u32,
    /// One bit per slot of `values` that holds.
    pub(crate) filled: u8,
    /// One bit per filled slot that holds beyond this epoch (see above).
    pub(crate) stable: u8,
    pub(crate) inputs_gen: u64,
    pub(crate) record: Option<Object>,
    pub(crate) values: [Characteristics; 4],
}

impl Entry {
    pub(crate) fn blank() -> Entry {
        Entry { epoch: 0, generation: 0, filled: 0, stable: 0, inputs_gen: 0, record: None, values: [Characteristics::blank(); 4] }
    }
}

/// The game-wide inputs of characteristics that read no other object's state beyond the
/// static sources' records (see `Entry`), as they were when `Caches::inputs_gen` was last
/// bumped: resolved continuous effects, copy effects, counters, face-down objects, the
/// static sources (by layout version) and their records, and the counts that choose the
/// layers' paths.
#[derive(Default)]
pub(crate) struct Inputs {
    pub(crate) layout: u64,
    pub(crate) counts: [u32; 4],
    pub(crate) effects: Vec<ContinuousEffect>,
    pub(crate) copies: Vec<CopyEffect>,
    pub(crate) counters: CounterTable,
    pub(crate) face_down: Vec<(ObjectId, CardId)>,
    pub(crate) sources: Vec<Option<Object>>,
}

/// Whether an object filter reads nothing but the object's characteristics so far, its
/// own record and counters, and its controller relative to a player (no combat, damage,
/// resolution, other objects, names or choices). A quality not named here counts as
/// reading more, so a new one is safe until it is listed.
pub(crate) fn filter_reads_only_object(f: &mw_ir::ObjectFilter) -> bool {
    let d = mw_ir::Props::default();
    let p = &f.props;
    let rest = mw_ir::Props {
        colors: d.colors,
        not_colors: d.not_colors,
        with: d.with,
        without: d.without,
        power: d.power,
        toughness: d.toughness,
        mana_value: d.mana_value,
        tapped: d.tapped,
        creature_type: d.creature_type,
        nonbasic: d.nonbasic,
        basic: d.basic,
        snow: d.snow,
        legendary: d.legendary,
        historic: d.historic,
        subtype: d.subtype,
        also_subtype: d.also_subtype,
        not_subtype: d.not_subtype,
        also_not_subtypes: d.also_not_subtypes,
        either_subtype: d.either_subtype,
        multicolored: d.multicolored,
        monocolored: d.monocolored,
        colorless: d.colorless,
        land_types: d.land_types,
        token: d.token,
        other: d.other,
        also_not: d.also_not,
        also_type: d.also_type,
        one_of: d.one_of,
        generic_cost: d.generic_cost,
        counter: d.counter,
        no_counter: d.no_counter,
        any_counter: d.any_counter,
        not_basic_land: d.not_basic_land,
        came_from: d.came_from,
        came_from_not: d.came_from_not,
        or_keyword: d.or_keyword,
        ..*p
    };
    let controller = matches!(f.controller, mw_ir::Controller::Any | mw_ir::Controller::You | mw_ir::Controller::NotYou);
    controller && rest == d
}

/// Whether a card's static abilities with continuous effects apply by what the affected
/// object is alone (no condition, no count, filters by `filter_reads_only_object`).
pub(crate) fn statics_read_only_affected(def: &mw_ir::CardDef) -> bool {
    def.abilities.iter().all(|a| match a {
        mw_ir::Ability::Continuous(e) => {
            e.condition.is_none()
                && !e.changes.iter().any(|c| matches!(c, mw_ir::Change::PtFor(..)))
                && match &e.affected {
                    mw_ir::Affected::Matching(f) => filter_reads_only_object(f),
                    _ => true,
                }
        }
        _ => true,
    })
}

/// A permanent with static abilities, as layer 1 leaves it: its copiable card's abilities
/// are the ones that apply (CR 613.2, 604.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StaticSource {
    pub id: ObjectId,
    pub face: CardId,
    /// CR 613.7a: its effects' timestamp.
    pub timestamp: u32,
    /// The only object its effects can reach, when that is one object (what it is
    /// attached to, or itself).
    pub only: Option<ObjectId>,
}

/// The caches (see the module header). Not game state: `Debug` shows nothing and clones
/// start empty.
pub(crate) struct Caches {
    /// Guards alive now (they nest).
    pub(crate) open: Cell<u32>,
    /// The state version of the guards alive (or of the last one).
    pub(crate) epoch: Cell<u64>,
    /// The last version handed out.
    pub(crate) minted: Cell<u64>,
    /// A version that still describes the state, for the next guard to reuse.
    pub(crate) valid: Cell<Option<u64>>,
    /// The version that described the state as the pending priority decision was offered.
    pub(crate) offered: Cell<Option<u64>>,
    /// Set while a kept result is checked against a fresh one (debug builds).
    #[cfg(debug_assertions)]
    pub(crate) verifying: Cell<bool>,
    /// By object slot.
    pub(crate) chars: RefCell<Vec<Entry>>,
    /// Computations of characteristics under way (they nest).
    pub(crate) computing: Cell<u32>,
    /// Set when the computation under way read more than its object's record and the
    /// `Inputs` (its result is kept for its epoch only).
    pub(crate) reads_more: Cell<bool>,
    /// Bumped whenever `inputs` differs from the game's at an epoch's first check.
    pub(crate) inputs_gen: Cell<u64>,
    /// The epoch whose `inputs` were last checked.
    pub(crate) inputs_checked: Cell<u64>,
    pub(crate) inputs: RefCell<Inputs>,
    /// The static sources on the battlefield, for the layout version.
    pub(crate) statics: KeptList<StaticSource>,
    /// The layout version: bumped whenever the static sources may have changed (never 0,
    /// which no list is kept for).
    pub(crate) layout: Cell<u64>,
    /// The cost-changing abilities on the battlefield.
    pub(crate) cost_changers: KeptList<CostChanger>,
    /// The abilities on the battlefield forbidding activations.
    pub(crate) activation_locks: KeptList<ActivationLock>,
    /// Whether static abilities' conditions hold: (epoch, source, condition, result).
    pub(crate) conditions: RefCell<Vec<(u64, ObjectId, mw_ir::Condition, bool)>>,
    /// The legal answers to the pending decision, when `answers_valid`.
    pub(crate) answers: RefCell<Vec<Answer>>,
    pub(crate) answers_valid: Cell<bool>,
}

impl Default for Caches {
    fn default() -> Caches {
        Caches {
            open: Cell::new(0),
            epoch: Cell::new(0),
            minted: Cell::new(0),
            valid: Cell::new(None),
            offered: Cell::new(None),
            #[cfg(debug_assertions)]
            verifying: Cell::new(false),
            chars: RefCell::new(Vec::new()),
            computing: Cell::new(0),
            reads_more: Cell::new(false),
            inputs_gen: Cell::new(1),
            inputs_checked: Cell::new(0),
            inputs: RefCell::new(Inputs::default()),
            statics: KeptList::default(),
            layout: Cell::new(1),
            cost_changers: KeptList::default(),
            activation_locks: KeptList::default(),
            conditions: RefCell::new(Vec::new()),
            answers: RefCell::new(Vec::new()),
            answers_valid: Cell::new(false),
        }
    }
}

impl Clone for Caches {
    fn clone(&self) -> Caches {
        Caches::default()
    }
}

impl std::fmt::Debug for Caches {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("_")
    }
}

/// A list computed once per window.
pub(crate) struct KeptList<T> {
    list: RefCell<Vec<T>>,
    epoch: Cell<u64>,
}

impl<T> Default for KeptList<T> {
    fn default() -> Self {
        KeptList { list: RefCell::new(Vec::new()), epoch: Cell::new(0) }
    }
}

impl<T> KeptList<T> {
    /// The list for `epoch`, made by `fill` the first time.
    pub(crate) fn get(&self, epoch: u64, fill: impl FnOnce(&mut Vec<T>)) -> Ref<'_, Vec<T>> {
        if self.epoch.get() != epoch {
            let mut list = self.list.borrow_mut();
            list.clear();
            fill(&mut list);
            self.epoch.set(epoch);
        }
        self.list.borrow()
    }
}

