//! Caches for a game that cannot change (DESIGN.md invariant 6: characteristics cached per
//! state version). A `Frozen` guard borrows the game immutably, so while one is alive no
//! `&mut Game` exists and nothing the layers read can change: an outermost guard works
//! under a state version (`epoch`), and the characteristics computed under it are kept by
//! object (apart, those computed while a condition is evaluated, which leave conditional
//! static abilities out), with the results of static abilities' conditions. Outside guards
//! nothing is read from them.
//!
//! Each guard starts a new version, unless the game loop has declared that the state is
//! still the one an earlier version saw (`state_is_as_in`): when the checks before
//! priority found nothing to do, the player receiving priority lists answers under the
//! version those checks used; after a pass, the next player under the same one again.
//! `apply` withdraws the declaration before it changes anything. Debug builds compare
//! every kept result with a fresh computation.
//!
//! Across versions: a computation that read nothing but its object's record (`Object`)
//! and the game-wide `Inputs` (resolved and copy effects, counters, face-down objects,
//! the static sources and their records, the layers' path counts) is stable; it is kept
//! with the record and the inputs' generation, and answers in a later version while its
//! record is the same and the inputs compare equal (checked once per version). Anything
//! else a computation reads marks it (`reads_more`): another object's characteristics
//! (`reading_characteristics`), a condition, a count, a characteristic-defining ability,
//! a static ability whose filter reads beyond the affected object
//! (`caches::statics_read_only_affected`). Most decisions change neither (a land tapped
//! for mana changes its own record only), so most permanents are not computed again.
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

pub(crate) use crate::state::caches::{ActivationLock, Caches, CostChanger, StaticSource};
use crate::state::caches::{Entry, Inputs};
use crate::continuous_effects::characteristics::Characteristics;
use crate::state::decisions::Answer;
use crate::state::game::Game;
use mw_types::ObjectId;
use std::cell::Ref;

/// Which result of a computation (see `layers::Depth`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kept {
    Full = 0,
    Abilities = 1,
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
            let epoch = c.valid.get().unwrap_or_else(|| {
                c.minted.set(c.minted.get() + 1);
                c.minted.get()
            });
            c.epoch.set(epoch);
        }
        c.open.set(c.open.get() + 1);
        Frozen { caches: c }
    }

    /// The state version of the last guard.
    pub(crate) fn last_epoch(&self) -> u64 {
        self.caches.epoch.get()
    }

    /// Declares that nothing has changed since the guard of version `epoch`: the next
    /// guards reuse what it computed. Only the game loop says so, where it knows.
    pub(crate) fn state_is_as_in(&self, epoch: u64) {
        self.caches.valid.set(Some(epoch));
    }

    /// The state is about to change: the next guard starts a new version.
    pub(crate) fn state_changes(&self) {
        self.caches.valid.set(None);
    }

    /// A priority decision is offered: remembers which version (if any) describes it.
    pub(crate) fn priority_offered(&self) {
        self.caches.offered.set(self.caches.valid.get());
    }

    /// CR 117.3d: a pass changed nothing but who has priority: the version that
    /// described the state as priority was offered describes it still.
    pub(crate) fn priority_passed(&self) {
        self.caches.valid.set(self.caches.offered.get());
    }

    /// Whether characteristics may be kept now: inside a guard.
    #[inline]
    fn caching(&self) -> bool {
        self.caches.open.get() > 0
    }

    /// The slot of `values` for a kind of result in the current mode: conditional static
    /// abilities count, or (while a condition is evaluated) they don't.
    #[inline]
    fn value_slot(&self, kind: Kept) -> usize {
        kind as usize * 2 + self.in_condition.get() as usize
    }

    /// A kept result for `id`, if one was computed in this window, or in an earlier one
    /// when it read nothing but the object's record and the `Inputs`, and neither changed.
    #[inline]
    pub(crate) fn kept(&self, id: ObjectId, kind: Kept) -> Option<Characteristics> {
        if !self.caching() {
            return None;
        }
        let epoch = self.caches.epoch.get();
        let mut chars = self.caches.chars.borrow_mut();
        let e = chars.get_mut(id.slot as usize)?;
        if e.generation != id.generation {
            return None;
        }
        if e.epoch != epoch {
            if e.filled & e.stable == 0 {
                return None;
            }
            let (record, gen) = (e.record, e.inputs_gen);
            drop(chars);
            if record.as_ref() != self.objects.last_known(id) || self.inputs_gen() != gen {
                return None;
            }
            chars = self.caches.chars.borrow_mut();
            let e = &mut chars[id.slot as usize];
            e.epoch = epoch;
            e.filled &= e.stable;
        }
        let e = &chars[id.slot as usize];
        let full = self.value_slot(Kept::Full);
        // A full result answers an ability-depth question too: layers 1–6 agree.
        let slot = match kind {
            Kept::Abilities if e.filled & (1 << full) != 0 => full,
            kind => self.value_slot(kind),
        };
        let c = (e.filled & (1 << slot) != 0).then(|| e.values[slot])?;
        drop(chars);
        #[cfg(debug_assertions)]
        self.verify_kept(id, kind, &c);
        Some(c)
    }

    /// The generation of the game-wide inputs of stable results (`Inputs`), compared with
    /// the game's once per epoch (a new generation when any differs).
    fn inputs_gen(&self) -> u64 {
        let c = &self.caches;
        let epoch = c.epoch.get();
        if c.inputs_checked.get() != epoch {
            c.inputs_checked.set(epoch);
            let mut inputs = c.inputs.borrow_mut();
            if !self.inputs_match(&inputs) {
                self.fill_inputs(&mut inputs);
                c.inputs_gen.set(c.inputs_gen.get() + 1);
            }
        }
        c.inputs_gen.get()
    }

    fn input_counts(&self) -> [u32; 4] {
        [self.static_sources, self.complex_sources, self.grant_sources, self.gained_abilities as u32]
    }

    fn inputs_match(&self, inputs: &Inputs) -> bool {
        if inputs.layout != self.caches.layout.get()
            || inputs.counts != self.input_counts()
            || inputs.effects != self.effects
            || inputs.copies != self.copy_effects
            || inputs.counters != self.counters
            || inputs.face_down != self.face_down
        {
            return false;
        }
        let sources = self.kept_static_sources();
        sources.len() == inputs.sources.len() && sources.iter().zip(&inputs.sources).all(|(s, r)| self.objects.get(s.id) == r.as_ref())
    }

    fn fill_inputs(&self, inputs: &mut Inputs) {
        inputs.layout = self.caches.layout.get();
        inputs.counts = self.input_counts();
        inputs.effects.clone_from(&self.effects);
        inputs.copies.clone_from(&self.copy_effects);
        inputs.counters.clone_from(&self.counters);
        inputs.face_down.clone_from(&self.face_down);
        inputs.sources.clear();
        inputs.sources.extend(self.kept_static_sources().iter().map(|s| self.objects.get(s.id).copied()));
    }

    /// Characteristics are read: the computation under way, if any, reads more than its
    /// own object's record.
    #[inline]
    pub(crate) fn reading_characteristics(&self) {
        if self.caches.computing.get() > 0 {
            self.caches.reads_more.set(true);
        }
    }

    /// The computation under way reads more than its object's record and the `Inputs`
    /// (conditions, counts, other objects, combat): its result is kept for this epoch only.
    #[inline]
    pub(crate) fn reads_more(&self) {
        self.caches.reads_more.set(true);
    }

    /// A computation begins (they nest); returns what `end_computing` needs.
    #[inline]
    pub(crate) fn begin_computing(&self) -> bool {
        self.caches.computing.set(self.caches.computing.get() + 1);
        self.caches.reads_more.replace(false)
    }

    /// The computation begun with `outer` ends: returns whether its result is stable.
    #[inline]
    pub(crate) fn end_computing(&self, outer: bool) -> bool {
        self.caches.computing.set(self.caches.computing.get() - 1);
        !self.caches.reads_more.replace(outer)
    }

    /// Debug builds: a kept result equals a fresh computation (as far as its kind says).
    #[cfg(debug_assertions)]
    fn verify_kept(&self, id: ObjectId, kind: Kept, kept: &Characteristics) {
        if self.caches.verifying.replace(true) {
            return;
        }
        let depth = match kind {
            Kept::Full => crate::continuous_effects::layers::Depth::Full,
            Kept::Abilities => crate::continuous_effects::layers::Depth::Abilities,
        };
        let fresh = self.compute(id, depth);
        self.caches.verifying.set(false);
        let Some(fresh) = fresh else { panic!("kept characteristics of {id:?}, which is gone") };
        let same = match kind {
            Kept::Full => fresh == *kept,
            Kept::Abilities => {
                (fresh.face, fresh.text_lost, fresh.types, fresh.controller, fresh.land_type)
                    == (kept.face, kept.text_lost, kept.types, kept.controller, kept.land_type)
            }
        };
        assert!(same, "kept characteristics of {id:?} went stale: kept {kept:?}, now {fresh:?}");
    }

    /// Keeps a result computed in this window (beyond it, when `stable`).
    #[inline]
    pub(crate) fn keep(&self, id: ObjectId, kind: Kept, c: Characteristics, stable: bool) {
        if !self.caching() {
            return;
        }
        let slot = self.value_slot(kind);
        let gen = if stable { self.inputs_gen() } else { 0 };
        let record = self.objects.last_known(id).copied();
        self.keep_with(id, |e| {
            e.filled |= 1 << slot;
            if stable {
                e.stable |= 1 << slot;
                e.inputs_gen = gen;
                e.record = record;
            }
            e.values[slot] = c;
        });
    }

    /// Whether a static ability's condition holds for `source`, as found earlier in this
    /// window (computed by `eval` the first time).
    pub(crate) fn kept_condition(&self, source: ObjectId, c: mw_ir::Condition, eval: impl FnOnce() -> bool) -> bool {
        if !self.caching() {
            return eval();
        }
        let epoch = self.caches.epoch.get();
        let found = self.caches.conditions.borrow().iter().find(|k| k.0 == epoch && k.1 == source && k.2 == c).map(|k| k.3);
        if let Some(holds) = found {
            return holds;
        }
        let holds = eval();
        let mut list = self.caches.conditions.borrow_mut();
        list.retain(|k| k.0 == epoch);
        list.push((epoch, source, c, holds));
        holds
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
            e.stable = 0;
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
    pub(crate) fn kept_cost_changers(&self) -> Option<Ref<'_, Vec<CostChanger>>> {
        let c = &self.caches;
        (c.open.get() > 0).then(|| c.cost_changers.get(c.epoch.get(), |list| self.cost_changers_into(list)))
    }

    /// The abilities on the battlefield forbidding activations (found once per window), or
    /// None outside a window.
    pub(crate) fn kept_activation_locks(&self) -> Option<Ref<'_, Vec<ActivationLock>>> {
        let c = &self.caches;
        let list = (c.open.get() > 0).then(|| c.activation_locks.get(c.epoch.get(), |list| self.activation_locks_into(list)))?;
        #[cfg(debug_assertions)]
        {
            let mut fresh = Vec::new();
            self.activation_locks_into(&mut fresh);
            debug_assert_eq!(*list, fresh, "the activation locks kept for this window went stale");
        }
        Some(list)
    }

    /// Remembers the legal answers just listed for the pending decision.
    pub(crate) fn keep_answers(&self, answers: &[Answer]) {
        let mut kept = self.caches.answers.borrow_mut();
        kept.clear();
        kept.extend_from_slice(answers);
        self.caches.answers_valid.set(true);
    }

    /// Copies the answers kept for this decision into `out`, if any are.
    pub(crate) fn kept_answers_into(&self, out: &mut Vec<Answer>) -> bool {
        if !self.caches.answers_valid.get() {
            return false;
        }
        out.extend_from_slice(&self.caches.answers.borrow());
        true
    }

    /// Forgets the answers kept for this decision: the game is about to change.
    pub(crate) fn forget_answers(&self) {
        self.caches.answers_valid.set(false);
    }

    /// Whether `answer` is among the answers kept for this decision (None when none are
    /// kept). Forgets them: the caller is about to change the game.
    pub(crate) fn take_kept_answer(&self, answer: &Answer) -> Option<bool> {
        let valid = self.caches.answers_valid.replace(false);
        valid.then(|| self.caches.answers.borrow().contains(answer))
    }
}
