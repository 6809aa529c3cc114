//! Voting (CR 701.38): starting with the controller of the resolving spell or ability,
//! each player in turn order votes for one of the options (`Question::Vote`); votes are
//! not targets (CR 701.38d), so a permanent voted for may have hexproof or protection.
//! The votes are kept on the resolution, where later instructions read the tally:
//! "for each X vote" (`Counted::Votes`), "if X gets more votes [or the vote is tied]"
//! (`Condition::VoteWins`), "each permanent with the most votes or tied for most votes"
//! (`Props::most_votes`).

use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::decisions::{Answer, Question};
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending, NO_OBJECT};
use crate::state::resolving::{Voted, Wait};
use mw_ir::effect::VoteOn;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 701.38a: the vote begins with the controller, then each other player in turn
    /// order; the votes of an earlier vote of the resolution are forgotten.
    pub(crate) fn begin_vote(&mut self, on: VoteOn, ctx: &EffectCtx) -> Flow {
        let voters = self.in_turn_order_from(ctx.controller);
        if let Some(r) = self.resolving.as_mut() {
            r.votes.clear();
        }
        match self.next_voter(voters, on, ctx.controller) {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None => Flow::Done,
        }
    }

    /// The next voter's question; a voter with nothing to vote for (no permanent of the
    /// kind) is passed over.
    fn next_voter(&self, mut voters: SmallVec<[PlayerId; 4]>, on: VoteOn, controller: PlayerId) -> Option<(Wait, Pending)> {
        let mut options = Vec::new();
        while let Some(&p) = voters.first() {
            options.clear();
            self.vote_options(on, controller, &mut options);
            if !options.is_empty() {
                return Some((Wait::Vote { voters, on, controller }, Pending::Resolution { player: p }));
            }
            voters.remove(0);
        }
        None
    }

    pub(crate) fn vote_question(&self) -> Question {
        Question::Vote { source: self.resolving.as_ref().map_or(NO_OBJECT, |r| r.source) }
    }

    /// What may be voted for: an option by its number (from 1, in the text's order), or a
    /// permanent of the kind (its controller relative to the voting ability's controller).
    pub(crate) fn vote_options(&self, on: VoteOn, controller: PlayerId, out: &mut Vec<Answer>) {
        match on {
            VoteOn::Words(n) => out.extend((1..=n as u32).map(Answer::Number)),
            VoteOn::Permanent(filter) => {
                let source = self.resolving.as_ref().map_or(NO_OBJECT, |r| r.source);
                out.extend(self.battlefield.iter().filter(|&&id| self.object_matches(&filter, id, controller, source)).map(|&id| Answer::Object(id)));
            }
        }
    }

    /// CR 701.38a: the vote is kept, and the next player votes.
    pub(crate) fn answer_vote(&mut self, wait: Wait, answer: Answer) -> Option<(Wait, Pending)> {
        let Wait::Vote { mut voters, on, controller } = wait else { return None };
        if voters.is_empty() {
            return None;
        }
        let voter = voters.remove(0);
        let vote = match answer {
            Answer::Number(n) if n >= 1 => Some(Voted::Option((n - 1) as u8)),
            Answer::Object(id) => Some(Voted::Object(id)),
            _ => None,
        };
        if let Some(v) = vote {
            let (option, object) = match v {
                Voted::Option(o) => (o, NO_OBJECT),
                Voted::Object(id) => (0, id),
            };
            self.emit("701.38a", EventKind::Voted { player: voter, option, object });
            if let Some(r) = self.resolving.as_mut() {
                r.votes.push(v);
            }
        }
        self.next_voter(voters, on, controller)
    }

    /// The votes one option got in the resolution's vote.
    pub(crate) fn votes_for_option(&self, option: u8) -> usize {
        self.resolving.as_ref().map_or(0, |r| r.votes.iter().filter(|v| **v == Voted::Option(option)).count())
    }

    /// CR 701.38: "if X gets more votes" (more than each other option), "… or the vote
    /// is tied" (no other option got more).
    pub(crate) fn vote_wins(&self, option: u8, or_tied: bool) -> bool {
        let Some(r) = self.resolving.as_ref() else { return false };
        let mine = self.votes_for_option(option);
        let mut others = r.votes.iter().filter_map(|v| match v {
            Voted::Option(o) if *o != option => Some(*o),
            _ => None,
        });
        others.all(|o| {
            let theirs = self.votes_for_option(o);
            if or_tied { mine >= theirs } else { mine > theirs }
        })
    }

    /// CR 701.38: whether the object got the most votes or tied for most (at least one).
    pub(crate) fn has_most_votes(&self, id: ObjectId) -> bool {
        let Some(r) = self.resolving.as_ref() else { return false };
        let count = |x: ObjectId| r.votes.iter().filter(|v| **v == Voted::Object(x)).count();
        let mine = count(id);
        mine > 0
            && r.votes.iter().all(|v| match v {
                Voted::Object(o) => count(*o) <= mine,
                Voted::Option(_) => true,
            })
    }
}
