//! Replacement choices asked before an instruction moves an object (CR 616.1): when the
//! move an instruction is about to make needs its affected player's choice among
//! replacement effects (Rest in Peace against a card's own "shuffle it into its owner's
//! library instead", a commander's "may put it into the command zone instead", CR
//! 903.9b), the resolution stops at that instruction, and the answer runs it again
//! (`pipeline::zone_replacement`). Instructions moving one object are asked about;
//! FIXME: those moving several ("destroy all creatures", `ForEach`) take the first
//! effect of each choice.

use crate::stack_resolution::effects::EffectCtx;
use crate::state::game::Game;
use crate::state::replacement_state::AfterMoveChoice;
use crate::state::zones::Zone;
use mw_ir::{Effect, Subject};
use mw_types::ObjectId;

impl Game {
    /// CR 616.1: asks the next choice the move of `effect` needs (true: the resolution
    /// waits at this instruction for `Pending::ReplaceMove`).
    pub(crate) fn ask_before_instruction(&mut self, effect: &Effect, ctx: &EffectCtx) -> bool {
        if !self.zone_replacements_possible(Zone::Graveyard) {
            return false;
        }
        let Some((id, to)) = self.instruction_move(effect, ctx) else { return false };
        self.ask_zone_change(id, to, AfterMoveChoice::Instruction)
    }

    /// The one object `effect` is about to move, and to where (as `simple_effects`
    /// moves it).
    fn instruction_move(&self, effect: &Effect, ctx: &EffectCtx) -> Option<(ObjectId, Zone)> {
        let zone = |id: ObjectId| self.objects.get(id).map(|o| o.zone);
        match *effect {
            Effect::Destroy { subject, no_regen } => {
                let id = self.subject(subject, ctx)?;
                self.destruction_moves(id, !no_regen).then_some((id, Zone::Graveyard))
            }
            Effect::Sacrifice { subject } => {
                let id = self.subject(subject, ctx)?;
                self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == ctx.controller).then_some((id, Zone::Graveyard))
            }
            Effect::ReturnToHand { subject } => {
                let id = self.subject(subject, ctx)?;
                let moves = match zone(id)? {
                    Zone::Battlefield => true,
                    Zone::Graveyard | Zone::Exile => subject != Subject::This,
                    _ => false,
                };
                moves.then_some((id, Zone::Hand))
            }
            Effect::ShuffleIntoLibrary { subject } => {
                let id = self.current_object(subject, ctx)?;
                (!matches!(zone(id)?, Zone::Library | Zone::Stack)).then_some((id, Zone::Library))
            }
            Effect::PutInLibrary { subject, .. } => {
                let id = self.subject(subject, ctx)?;
                (!matches!(zone(id)?, Zone::Library | Zone::Stack)).then_some((id, Zone::Library))
            }
            _ => None,
        }
    }

    /// Whether the resolving spell `object` of `item` goes to its owner's graveyard as it
    /// finishes (CR 608.2n): no permanent, no exile on leaving (flashback, CR 702.34a), no
    /// buyback paid (CR 702.27a), no Adventure (CR 715.4).
    pub(crate) fn spell_to_graveyard(&self, item: &crate::state::stack_items::StackItem, object: ObjectId) -> bool {
        if item.exile_on_leave || !self.zone_replacements_possible(Zone::Graveyard) {
            return false;
        }
        let Some(card) = self.objects.get(object).map(|o| o.card) else { return false };
        let def = self.cards.get(card);
        let front = self.cards.front(card);
        let adventure = front != card && self.cards.alternate(front).is_some_and(|(_, k)| k == mw_ir::FaceKind::Adventure);
        !def.is_permanent() && !adventure && !(item.kicks > 0 && crate::stack_resolution::stack::has_buyback(def))
    }
}
