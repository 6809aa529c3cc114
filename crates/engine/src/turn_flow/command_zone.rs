//! The Commander variant's rules that act during play (CR 903.8, 903.9a): casting a
//! commander from the command zone, and the state-based choice to return a commander
//! from a graveyard or exile to the command zone. The zone moves themselves, the tax and
//! commander damage are kept by `pipeline::zone_change`, `payment::cost_changes` and
//! `pipeline::damage`; the state is `state::commander`.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 903.9a: the first commander put into a graveyard or exile since state-based
    /// actions were last checked that is still there, with its owner, who may put it into
    /// the command zone.
    pub(crate) fn commander_to_command_zone(&self) -> Option<(PlayerId, ObjectId)> {
        let c = self.commander.as_ref()?;
        c.fresh.iter().find_map(|&id| {
            let o = self.objects.get(id)?;
            (matches!(o.zone, Zone::Graveyard | Zone::Exile) && !self.players[o.owner.index()].has_lost).then_some((o.owner, id))
        })
    }

    /// CR 903.9a: the owner's answer: yes moves the commander to the command zone; either
    /// way it is no longer newly put there, and state-based actions are checked again.
    pub(crate) fn answer_command_zone(&mut self, answer: Answer) -> Next {
        let Some((_, id)) = self.commander_to_command_zone() else { return Next::OfferPriority };
        if let Some(c) = self.commander.as_mut() {
            c.fresh.retain(|f| *f != id);
        }
        if answer == Answer::Yes {
            self.move_object(id, Zone::Command, "903.9a");
        }
        Next::OfferPriority
    }

    /// CR 903.9a: the choice is offered only as state-based actions are checked; once
    /// they were, a commander that stayed is no longer newly put there.
    pub(crate) fn forget_fresh_commanders(&mut self) {
        if let Some(c) = self.commander.as_mut() {
            let objects = &self.objects;
            c.fresh.retain(|id| objects.get(*id).is_some_and(|o| matches!(o.zone, Zone::Graveyard | Zone::Exile)));
        }
    }

    /// CR 903.8: the commanders `player` owns in the command zone, which they may cast
    /// (with the tax added to the cost by `changed_cost`).
    pub(crate) fn command_zone_casts(&self, player: PlayerId) -> smallvec::SmallVec<[ObjectId; 2]> {
        let Some(c) = self.commander.as_ref() else { return smallvec::SmallVec::new() };
        c.zone
            .iter()
            .copied()
            .filter(|id| self.objects.get(*id).is_some_and(|o| o.owner == player && c.is_commander(o.instance)))
            .collect()
    }
}
