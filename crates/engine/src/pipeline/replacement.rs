//! Choosing among the replacement effects that would modify one event (CR 616.1), for
//! every kind of event the pipeline proposes: which effects are applicable, in which
//! precedence step they are chosen (CR 616.1a–e), whether the affected player must be
//! asked, and which were applied already (each applies at most once, CR 614.5 / 616.1f).
//!
//! A choke point collects the effects that would now apply to its proposed event (taking
//! earlier replacements into account, CR 616.2) as [`Applicable`]s, then calls
//! [`pick`]: nothing left, one to apply, or a question for the affected player (see
//! `draw` for a question asked and resumed).

use crate::continuous_effects::abilities::AbilityRef;
use mw_types::ObjectId;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// A replacement effect: the object whose ability (or resolved spell) creates it, and the
/// ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ReplacementId {
    pub source: ObjectId,
    pub ability: AbilityRef,
}

/// CR 616.1a–e: the steps in which applicable effects are chosen, first step first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Precedence {
    /// CR 616.1a / 614.15: a self-replacement effect (none is compiled as a separate
    /// effect yet: a spell's own "instead" is lowered into its instructions).
    #[allow(dead_code)]
    SelfReplacement,
    /// CR 616.1b: under whose control an object enters.
    Control,
    /// CR 616.1c: entering as a copy.
    Copy,
    /// CR 616.1d: entering with its back face up (no such effect is compiled yet).
    #[allow(dead_code)]
    BackFace,
    /// CR 616.1e: any other.
    Other,
}

/// One replacement effect that would apply to the proposed event now, with what applying
/// it would do (`outcome`, compared to tell whether the order can matter).
#[derive(Clone, Debug)]
pub(crate) struct Applicable<T> {
    pub id: ReplacementId,
    pub precedence: Precedence,
    pub outcome: T,
}

/// What CR 616.1 says to do next with the applicable effects.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pick {
    /// None applies: the event happens as it is.
    Happen,
    /// Apply this one (by its place in the list): the only one of its step, or one of
    /// effects whose results are the same whichever is chosen.
    Apply(usize),
    /// The affected player chooses among these (places in the list).
    Ask(SmallVec<[usize; 4]>),
}

/// CR 616.1: the effects of the first step that has any (616.1a–e) are the choice; one
/// such effect, or several doing the same thing (CR 616.1f: once one is applied the
/// others have nothing left to replace, so the choice changes nothing), is applied
/// without asking. `applied` are those applied to this event already (CR 614.5).
pub(crate) fn pick<T: PartialEq>(cands: &[Applicable<T>], applied: &[ReplacementId]) -> Pick {
    let open = |c: &&Applicable<T>| !applied.contains(&c.id);
    let Some(step) = cands.iter().filter(open).map(|c| c.precedence).min() else { return Pick::Happen };
    let group: SmallVec<[usize; 4]> =
        (0..cands.len()).filter(|&i| cands[i].precedence == step && !applied.contains(&cands[i].id)).collect();
    let first = &cands[group[0]];
    if group.iter().all(|&i| cands[i].outcome == first.outcome) {
        return Pick::Apply(group[0]);
    }
    Pick::Ask(group)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_types::CardId;

    fn id(n: u16) -> ReplacementId {
        ReplacementId { source: ObjectId { slot: 1, generation: 0 }, ability: AbilityRef { card: CardId(0), index: n } }
    }

    fn cand(n: u16, precedence: Precedence, outcome: u8) -> Applicable<u8> {
        Applicable { id: id(n), precedence, outcome }
    }

    #[test]
    fn self_replacement_first_then_a_choice_among_the_rest() {
        let c = [cand(0, Precedence::Other, 1), cand(1, Precedence::SelfReplacement, 2), cand(2, Precedence::Other, 3)];
        assert_eq!(pick(&c, &[]), Pick::Apply(1));
        assert_eq!(pick(&c, &[id(1)]), Pick::Ask([0, 2].into_iter().collect()));
        assert_eq!(pick(&c, &[id(1), id(0)]), Pick::Apply(2));
        assert_eq!(pick(&c, &[id(0), id(1), id(2)]), Pick::Happen);
    }

    #[test]
    fn effects_with_the_same_result_are_not_asked() {
        let c = [cand(0, Precedence::Other, 7), cand(1, Precedence::Other, 7)];
        assert_eq!(pick(&c, &[]), Pick::Apply(0));
    }
}
