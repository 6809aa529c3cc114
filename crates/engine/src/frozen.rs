//! Caches for a game that cannot change (DESIGN.md invariant 6: characteristics cached per
//! state version). A `Frozen` guard borrows the game immutably, so while one is alive no
//! `&mut Game` exists and nothing the layers read can change: each opening of an outermost
//! guard starts a new state version (`epoch`), and the characteristics computed under it
//! are kept by object until the guard ends. Outside guards nothing is kept, so a mutation
//! can never leave a stale value behind.
//!
//! The static sources on the battlefield (which permanents have static abilities, by
//! their copiable values) are kept across windows, under a layout version that every
//! change to them bumps (`layout_changed`: a permanent arriving, leaving or changing
//! face, an attachment, a copy effect beginning or ending); debug builds check the kept
//! list against a fresh one at each use.
//!
//! The legal answers listed for the pending decision are kept until the next `apply` (the
//! only public mutation), which checks an answer against that list: the listing code made
//! it (DESIGN.md invariant 2), and nothing changed in between.
//!
//! Clones start with empty caches (a clone is search's unit: it pays for nothing here).

use crate::characteristics::Characteristics;
use crate::decisions::Answer;
use crate::game::Game;
use mw_types::{CardId, ObjectId};
use std::cell::{Cell, Ref, RefCell};

/// What was computed for one object, valid for one epoch.
#[derive(Clone, Copy)]
struct Entry {
    epoch: u64,
    generation: u32,
    /// `Kept` bits: which of the values below hold.
    filled: u8,
    full: Characteristics,
    /// The characteristics as far as layer 6's ability removal (`Depth::Abilities`).
    abilities: Characteristics,
}

impl Entry {
    fn blank() -> Entry {
        Entry {
            epoch: 0,
            generation: 0,
            filled: 0,
            full: Characteristics::blank(),
            abilities: Characteristics::blank(),
        }
    }
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
    open: Cell<u32>,
    /// The state version: bumped as an outermost guard opens.
    epoch: Cell<u64>,
    /// By object slot.
    chars: RefCell<Vec<Entry>>,
    /// The static sources on the battlefield, for the layout version.
    statics: KeptList<StaticSource>,
    /// The layout version: bumped whenever the static sources may have changed (never 0,
    /// which no list is kept for).
    layout: Cell<u64>,
    /// The cost-changing abilities on the battlefield.
    cost_changers: KeptList<crate::cost_changes::CostChanger>,
    /// The legal answers to the pending decision, when `answers_valid`.
    answers: RefCell<Vec<Answer>>,
    answers_valid: Cell<bool>,
}

impl Default for Caches {
    fn default() -> Caches {
        Caches {
            open: Cell::new(0),
            epoch: Cell::new(0),
            chars: RefCell::new(Vec::new()),
            statics: KeptList::default(),
            layout: Cell::new(1),
            cost_changers: KeptList::default(),
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
struct KeptList<T> {
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
    fn get(&self, epoch: u64, fill: impl FnOnce(&mut Vec<T>)) -> Ref<'_, Vec<T>> {
        if self.epoch.get() != epoch {
            let mut list = self.list.borrow_mut();
            list.clear();
            fill(&mut list);
            self.epoch.set(epoch);
        }
        self.list.borrow()
    }
}

/// Which result of a computation (see `characteristics::Depth`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kept {
    Full = 1,
    Abilities = 2,
}

/// While alive, the game is read-only and what is computed for its objects is kept.
pub(crate) struct Frozen<'a> {
    caches: &'a Caches,
}

impl Drop for Frozen<'_> {
    fn drop(&mut self) {
        self.caches.open.set(self.caches.open.get() - 1);
    }
}

impl Game {
    /// Opens a read-only window in which characteristics are computed once per object.
    #[inline]
    pub(crate) fn freeze(&self) -> Frozen<'_> {
        let c = &self.caches;
        if c.open.get() == 0 {
            c.epoch.set(c.epoch.get() + 1);
        }
        c.open.set(c.open.get() + 1);
        Frozen { caches: c }
    }

    /// Whether characteristics may be kept now: inside a guard, and not while a condition
    /// is evaluated (conditional static abilities are left out then, so results differ).
    #[inline]
    fn caching(&self) -> bool {
        self.caches.open.get() > 0 && !self.in_condition.get()
    }

    /// The entry of `id` with any of the `bits` filled in this window.
    #[inline]
    fn entry(&self, id: ObjectId, bits: u8) -> Option<Entry> {
        let chars = self.caches.chars.borrow();
        let e = chars.get(id.slot as usize)?;
        (e.epoch == self.caches.epoch.get() && e.generation == id.generation && e.filled & bits != 0).then_some(*e)
    }

    /// A kept result for `id`, if one was computed in this window.
    #[inline]
    pub(crate) fn kept(&self, id: ObjectId, kind: Kept) -> Option<Characteristics> {
        if !self.caching() {
            return None;
        }
        match kind {
            Kept::Full => self.entry(id, Kept::Full as u8).map(|e| e.full),
            // A full result answers an ability-depth question too: layers 1–6 agree.
            Kept::Abilities => self
                .entry(id, Kept::Full as u8 | Kept::Abilities as u8)
                .map(|e| if e.filled & Kept::Full as u8 != 0 { e.full } else { e.abilities }),
        }
    }

    /// Keeps a result computed in this window.
    #[inline]
    pub(crate) fn keep(&self, id: ObjectId, kind: Kept, c: Characteristics) {
        if !self.caching() {
            return;
        }
        self.keep_with(id, |e| {
            e.filled |= kind as u8;
            match kind {
                Kept::Full => e.full = c,
                Kept::Abilities => e.abilities = c,
            }
        });
    }

    fn keep_with(&self, id: ObjectId, f: impl FnOnce(&mut Entry)) {
        let epoch = self.caches.epoch.get();
        let mut chars = self.caches.chars.borrow_mut();
        let slot = id.slot as usize;
        if chars.len() <= slot {
            chars.resize(slot + 1, Entry::blank());
        }
        let e = &mut chars[slot];
        if e.epoch != epoch || e.generation != id.generation {
            e.epoch = epoch;
            e.generation = id.generation;
            e.filled = 0;
        }
        f(e);
    }

    /// The static sources on the battlefield (found again only after the layout changed).
    pub(crate) fn kept_static_sources(&self) -> Ref<'_, Vec<StaticSource>> {
        let c = &self.caches;
        let list = c.statics.get(c.layout.get(), |list| self.static_sources_into(list));
        #[cfg(debug_assertions)]
        {
            let mut fresh = Vec::new();
            self.static_sources_into(&mut fresh);
            debug_assert_eq!(*list, fresh, "a change to the static sources didn't call layout_changed");
        }
        list
    }

    /// The permanents on the battlefield or their copiable values changed: the static
    /// sources are found again when next needed.
    #[inline]
    pub(crate) fn layout_changed(&self) {
        self.caches.layout.set(self.caches.layout.get() + 1);
    }

    /// The cost-changing abilities on the battlefield (found once per window), or None
    /// outside a window.
    pub(crate) fn kept_cost_changers(&self) -> Option<Ref<'_, Vec<crate::cost_changes::CostChanger>>> {
        let c = &self.caches;
        (c.open.get() > 0).then(|| c.cost_changers.get(c.epoch.get(), |list| self.cost_changers_into(list)))
    }

    /// Remembers the legal answers just listed for the pending decision.
    pub(crate) fn keep_answers(&self, answers: &[Answer]) {
        let mut kept = self.caches.answers.borrow_mut();
        kept.clear();
        kept.extend_from_slice(answers);
        self.caches.answers_valid.set(true);
    }

    /// Whether `answer` is among the answers kept for this decision (None when none are
    /// kept). Forgets them: the caller is about to change the game.
    pub(crate) fn take_kept_answer(&self, answer: &Answer) -> Option<bool> {
        let valid = self.caches.answers_valid.replace(false);
        valid.then(|| self.caches.answers.borrow().contains(answer))
    }
}
