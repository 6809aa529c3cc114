//! Copies of spells (CR 707.10): a copy is put on the stack by a resolving ability,
//! controlled by that ability's controller; it copies the spell's characteristics, mode,
//! X, targets and paid optional costs; it isn't cast. With "you may choose new targets"
//! its controller picks each target again (the old one included, CR 707.10c). Outside the
//! stack a copy ceases to exist (CR 704.5e; the object is marked like a token).

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::game::{Game, Next, Pending};
use crate::stack_resolution::stack::{Announcing, Origin, StackItem, StackKind};
use mw_ir::StackRef;
pub(crate) use crate::state::instruction_progress::Copying;


impl Game {
    /// Starts making `n` copies of the spell `what` names.
    pub(crate) fn begin_copies(&mut self, what: StackRef, n: u32, new_targets: bool, ctx: &EffectCtx) -> Flow {
        let Some(item) = self.stack_ref(what, ctx) else { return Flow::Done };
        if n == 0 || !self.stack.iter().any(|s| s.id == item && s.spell_object().is_some()) {
            return Flow::Done;
        }
        let copying = Copying { item, remaining: n.min(100), controller: ctx.controller, new_targets };
        if let Some(r) = self.resolving.as_mut() {
            r.copies = Some(copying);
        }
        self.next_copy()
    }

    /// Makes copies until one needs its targets chosen (Suspended) or none are left.
    fn next_copy(&mut self) -> Flow {
        loop {
            let Some(mut c) = self.resolving.as_ref().and_then(|r| r.copies) else { return Flow::Done };
            if c.remaining == 0 {
                if let Some(r) = self.resolving.as_mut() {
                    r.copies = None;
                }
                return Flow::Done;
            }
            c.remaining -= 1;
            if let Some(r) = self.resolving.as_mut() {
                r.copies = Some(c);
            }
            if self.copy_one(c) {
                return Flow::Suspended;
            }
        }
    }

    /// Puts one copy on the stack; true when its controller now chooses its targets.
    fn copy_one(&mut self, c: Copying) -> bool {
        let Some(original) = self.stack.iter().find(|s| s.id == c.item).cloned() else { return false };
        let Some(spell) = original.spell_object() else { return false };
        let Some(o) = self.objects.get(spell).copied() else { return false };
        // CR 704.5e: a copy outside the stack ceases to exist.
        let object = self.create_spell_copy_object(o.card, c.controller);
        let id = self.next_timestamp();
        let ability = original.spell_mode.or_else(|| crate::stack_resolution::stack::spell_ability(self.cards.get(o.card)));
        let targets = crate::stack_resolution::stack::ability_targets(self.cards.get(o.card), ability);
        // CR 707.10c: new targets only where some legal target exists (else it keeps them).
        let choose = c.new_targets
            && !targets.is_empty()
            && targets.iter().all(|spec| spec.optional || self.find_target(spec, c.controller, spell, |_| true));
        self.stack.push(StackItem {
            id,
            kind: StackKind::Spell { object },
            controller: c.controller,
            targets: if choose { Default::default() } else { original.targets.clone() },
            x: original.x,
            event: Default::default(),
            spell_mode: original.spell_mode,
            exile_on_leave: false,
            from_hand: false,
            kicks: original.kicks,
            paid_times: original.paid_times,
            cost_option: original.cost_option,
            // CR 707.10: the division is copied with the targets.
            divided: original.divided.clone(),
            colors_spent: mw_types::ColorSet::EMPTY,
            mana_spent: 0,
            uncounterable: false,
        });
        self.emit("707.10", crate::state::events::EventKind::SpellCopied { player: c.controller, spell: object });
        self.copy_watchers(c.controller, object);
        if !choose {
            return false;
        }
        self.announcing = Some(Announcing {
            player: c.controller,
            source: object,
            card: o.card,
            ability,
            origin: Origin::Copy,
            due: Default::default(),
            mana_fixed: true,
            extra_paid: true,
            crewed: 0,
            flashback: false,
            face_down: false,
            graveyard_discard: None,
            progress: Default::default(),
            spent: Default::default(),
        });
        self.pending = Pending::ChooseTarget { player: c.controller, index: 0 };
        true
    }

    /// A copy's targets are chosen: the next copy, or the resolution goes on.
    pub(crate) fn after_copy(&mut self) -> Next {
        match self.next_copy() {
            Flow::Suspended => Next::Decide,
            _ => {
                if let Some(r) = self.resolving.as_mut() {
                    r.instruction_done();
                }
                self.continue_resolution()
            }
        }
    }
}
