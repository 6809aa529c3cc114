//! Dividing damage among targets (CR 601.2d): after the targets of a spell or ability
//! with "N damage divided as you choose among …" are chosen, its controller gives each
//! chosen target a share of at least 1, one target at a time; the last one gets what is
//! left. The shares stay with the stack item (and its copies, CR 707.10).

use crate::state::decisions::{Answer, Question};
use crate::state::events::Target;
use crate::state::game::{Game, Next, Pending, NO_OBJECT};
use crate::stack_resolution::stack::Announcing;
use mw_ir::{Ability, Amount, Effect};

/// The divided instruction of an ability: its first target, how many, and the amount.
fn divided_of(def: &mw_ir::CardDef, ability: Option<u16>) -> Option<(u8, u8, Amount)> {
    let effects: &[Effect] = match ability.and_then(|i| def.ability(i)) {
        Some(Ability::Spell(s)) => &s.effect,
        Some(Ability::Activated(a)) => &a.effect,
        Some(Ability::Triggered(t)) => &t.effect,
        Some(Ability::Mode(m)) => &m.effect,
        _ => return None,
    };
    effects.iter().find_map(|e| match *e {
        Effect::DealDamageDivided { first, count, amount, .. } => Some((first, count, amount)),
        _ => None,
    })
}

impl Game {
    /// The announced item's divided instruction and the total damage to divide.
    fn division(&self, a: &Announcing) -> Option<(u8, u8, u32)> {
        let (first, count, amount) = divided_of(self.cards.get(a.card), a.ability)?;
        let x = self.stack.last().map_or(0, |s| s.x);
        let total = match amount {
            Amount::Fixed(n) => n.max(0) as u32,
            Amount::X => x,
            other => self.amount(other, &crate::stack_resolution::effects::EffectCtx::bare(a.player, a.source)).max(0) as u32,
        };
        Some((first, count, total))
    }

    /// The chosen targets of the divided instruction (its positions among the item's
    /// targets), unchosen optional ones left out.
    fn divided_targets(&self, first: u8, count: u8) -> Vec<usize> {
        let Some(item) = self.stack.last() else { return Vec::new() };
        (first as usize..(first + count) as usize)
            .filter(|&i| item.targets.get(i).is_some_and(|t| *t != Target::Object(NO_OBJECT)))
            .collect()
    }

    /// CR 601.2d: whether the targets chosen so far already take all the damage (each
    /// needs at least 1), so that no further target of the division may be chosen.
    pub(crate) fn division_full(&self, a: &Announcing, index: usize) -> bool {
        let Some((first, count, total)) = self.division(a) else { return false };
        let inside = (first as usize..(first + count) as usize).contains(&index);
        inside && self.divided_targets(first, count).len() as u32 >= total.max(1)
    }

    /// After the targets: the shares still to choose, or None when all are set.
    pub(crate) fn announce_division(&mut self) -> Option<Next> {
        let a = self.announcing.clone()?;
        let (first, count, total) = self.division(&a)?;
        let chosen = self.divided_targets(first, count);
        loop {
            let item = self.stack.last_mut()?;
            let k = item.divided.len();
            if k >= count as usize {
                return None;
            }
            let given: u32 = item.divided.iter().map(|&s| s as u32).sum();
            let index = first as usize + k;
            let left_after = chosen.iter().filter(|&&i| i > index).count();
            if !chosen.contains(&index) {
                item.divided.push(0);
            } else if left_after == 0 {
                item.divided.push(total.saturating_sub(given).min(u16::MAX as u32) as u16);
            } else {
                self.pending = Pending::Divide { player: a.player };
                return Some(Next::Decide);
            }
        }
    }

    /// The target whose share is asked, and the damage not yet given.
    fn division_state(&self) -> Option<(Target, u32, u32)> {
        let a = self.announcing.as_ref()?;
        let (first, count, total) = self.division(a)?;
        let item = self.stack.last()?;
        let index = first as usize + item.divided.len();
        let given: u32 = item.divided.iter().map(|&s| s as u32).sum();
        let left_after = self.divided_targets(first, count).iter().filter(|&&i| i > index).count() as u32;
        let remaining = total.saturating_sub(given);
        Some((*item.targets.get(index)?, remaining, remaining.saturating_sub(left_after).max(1)))
    }

    pub(crate) fn division_question(&self) -> Question {
        let (target, remaining, _) = self.division_state().unwrap_or((Target::Object(NO_OBJECT), 0, 0));
        Question::DivideDamage { target, remaining }
    }

    /// CR 601.2d: 1 up to what leaves at least 1 for each target after this one.
    pub(crate) fn division_answers(&self, out: &mut Vec<Answer>) {
        if let Some((_, _, most)) = self.division_state() {
            out.extend((1..=most).map(Answer::Number));
        }
    }

    pub(crate) fn answer_division(&mut self, answer: Answer) -> Next {
        let Answer::Number(n) = answer else { return Next::Decide };
        if let Some(item) = self.stack.last_mut() {
            item.divided.push(n.min(u16::MAX as u32) as u16);
        }
        match self.announce_division() {
            Some(next) => next,
            None => self.announce_costs(),
        }
    }
}
