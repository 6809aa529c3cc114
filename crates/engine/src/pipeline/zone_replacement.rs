//! Replacement effects of zone changes (CR 614.6, 616.1, 903.9b): which apply to a
//! proposed move ("exile it instead" of every source, a card's own "shuffle it into its
//! owner's library instead", a commander's "may put it into the command zone instead"),
//! and the order the affected player chooses among them.
//!
//! A move whose replacement effects need a choice is asked about before it is made
//! (`ask_zone_change`, for a batch of moves `move_batch`): what was about to make it
//! stops with `Pending::ReplaceMove`, the answer is kept (`MoveChoices`), and it goes
//! on as its `AfterMoveChoice` says — run again (a resolving instruction, state-based
//! actions, the legend rule, an ability's costs), the answer that makes the move
//! applied again to its restored decision (the cleanup discard, objects paying costs,
//! cards chosen to discard), or the resolution's waiting step resumed (chosen
//! sacrifices, random discards, surveil, search) — this time making the move with the
//! choices made (CR 616.1: the choices are made as the event would happen; nothing
//! happens in between). A destruction's own replacement effects (regeneration, umbra
//! armor: `destruction_replacement`) are chosen here too, first. A move made by code
//! that doesn't ask takes the first effect of each choice (FIXME: the few callers left
//! are listed in ARCHITECTURE.md, "Not yet on the pipeline").

use super::destruction_replacement::Instead;
use super::move_batch::ProposedMove;
use super::replacement::{pick, Applicable, Pick, Precedence, ReplacementId};
use super::zone_change::ZoneChange;
use crate::continuous_effects::abilities::AbilityRef;
use crate::state::decisions::{Answer, Question};
use crate::state::events::EventKind;
use crate::state::game::{Game, Pending};
use crate::state::replacement_state::{AfterMoveChoice, MoveAsk, MoveChoices};
use crate::state::zones::Zone;
use mw_ir::{Ability, Controller, SelfStatic};
use mw_types::{CardId, ObjectId, PlayerId};
use smallvec::SmallVec;

/// An index for replacement effects that are no ability of a card: a resolved spell's or
/// ability's "exile it instead" on one object (the k-th counted down from here).
const RESOLVED: u16 = u16::MAX;
/// The ability index naming a player's rule for the turn (`TurnEvents::graveyard_exiled`)
/// as a replacement effect, below those of `RESOLVED`.
const PLAYER_RULE: u16 = u16::MAX - 1024;
/// The ability index naming CR 903.9b's replacement (the game's rule, no card's).
const COMMANDER: u16 = u16::MAX - 2048;

/// Where a replacement sends the object: a zone, and whether its owner's library is
/// shuffled after ("shuffle it into its owner's library instead").
type Dest = (Zone, bool);

/// What the replacement effects make of a proposed zone change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Planned {
    /// Where the object goes, the effects applied on the way (in order), and whether its
    /// owner's library is shuffled after.
    To { to: Zone, applied: SmallVec<[ReplacementId; 2]>, shuffle: bool },
    /// CR 701.19a / 702.89a: a destruction replacement applied instead of the move.
    Destruction { id: ReplacementId, instead: Instead },
    /// The affected player chooses first: one of `group`, or, when `optional`, whether
    /// the one effect applies.
    Ask { player: PlayerId, group: SmallVec<[ReplacementId; 4]>, optional: bool },
}

impl Game {
    /// Whether any zone-change replacement effect could apply to a move to `to` now (the
    /// fast path skips the rest when none can).
    #[inline]
    pub(crate) fn zone_replacements_possible(&self, to: Zone) -> bool {
        !self.replacement.exile_instead.is_empty()
            || self.cards.has_graveyard_exile()
            || self.commander.is_some()
            || (to == Zone::Graveyard && self.players.iter().any(|p| p.this_turn.graveyard_exiled))
    }

    /// CR 616.1: the replacement effects of `ev`, applied one at a time, each choice
    /// taken from `chosen` (in the order asked); where a choice is still needed, `Ask`,
    /// or with `fallback` the first effect of the choice (an optional one applied).
    /// `destroy`: the move is a destruction (CR 701.8), whose own replacement effects
    /// (`destruction_replacements`; `Some(false)`: "can't be regenerated") come first.
    /// CR 903.9b's effect is offered once no other applies (none compiled sends a card
    /// to a hand or library, where it applies, except unearth's exile; FIXME: with that
    /// one the owner would choose the order).
    pub(crate) fn plan_zone_change(&self, mut ev: ZoneChange, card: CardId, destroy: Option<super::move_batch::Destroy>, chosen: &[Option<ReplacementId>], fallback: bool) -> Planned {
        let mut applied: SmallVec<[ReplacementId; 2]> = SmallVec::new();
        let mut shuffle = false;
        let mut declined = false;
        let mut next = chosen.iter();
        if let Some(how) = destroy {
            let cands = self.destruction_replacements(ev.object, card, how);
            let i = match pick(&cands, &[]) {
                Pick::Happen => None,
                Pick::Apply(i) => Some(i),
                Pick::Ask(group) => match next.next() {
                    Some(Some(c)) => Some(group.iter().copied().find(|&i| cands[i].id == *c).unwrap_or(group[0])),
                    _ if fallback => Some(group[0]),
                    _ => {
                        let ids = group.iter().map(|&i| cands[i].id).collect();
                        return Planned::Ask { player: self.affected_player(ev.object), group: ids, optional: false };
                    }
                },
            };
            if let Some(i) = i {
                return Planned::Destruction { id: cands[i].id, instead: cands[i].outcome };
            }
        }
        loop {
            let cands = self.zone_replacements(&ev, card);
            let (id, (to, shuffled)) = match pick(&cands, &applied) {
                Pick::Apply(i) => (cands[i].id, cands[i].outcome),
                Pick::Ask(group) => {
                    let ids: SmallVec<[ReplacementId; 4]> = group.iter().map(|&i| cands[i].id).collect();
                    let i = match next.next() {
                        Some(Some(c)) => group.iter().copied().find(|&i| cands[i].id == *c).unwrap_or(group[0]),
                        _ if fallback => group[0],
                        _ => return Planned::Ask { player: self.affected_player(ev.object), group: ids, optional: false },
                    };
                    (cands[i].id, cands[i].outcome)
                }
                Pick::Happen => {
                    let Some((id, owner)) = self.commander_replacement(&ev, card).filter(|_| !declined) else {
                        return Planned::To { to: ev.to, applied, shuffle };
                    };
                    match next.next() {
                        Some(None) => {
                            declined = true;
                            continue;
                        }
                        Some(Some(_)) => {}
                        None if fallback => {}
                        None => return Planned::Ask { player: owner, group: [id].into_iter().collect(), optional: true },
                    }
                    (id, (Zone::Command, false))
                }
            };
            applied.push(id);
            ev.to = to;
            shuffle = shuffled;
        }
    }

    /// CR 616.1: the affected object's controller, or its owner outside the battlefield.
    pub(crate) fn affected_player(&self, object: ObjectId) -> PlayerId {
        self.objects.get(object).map_or(PlayerId(0), |o| if o.zone == Zone::Battlefield { o.controller } else { o.owner })
    }

    /// CR 903.9b: a commander that would be put into its owner's hand or library: the
    /// owner may put it into the command zone instead (a token is no commander).
    fn commander_replacement(&self, ev: &ZoneChange, card: CardId) -> Option<(ReplacementId, PlayerId)> {
        let c = self.commander.as_ref()?;
        let o = self.objects.get(ev.object)?;
        if !matches!(ev.to, Zone::Hand | Zone::Library) || o.is_token || !c.is_commander(o.instance) {
            return None;
        }
        Some((ReplacementId { source: ev.object, ability: AbilityRef { card, index: COMMANDER } }, o.owner))
    }

    /// The move `move_object` (and, with `destroy`, `destroy_with`) makes: the choices
    /// its player made for it (taken), the rest by `plan_zone_change`'s fallback; each
    /// zone-change effect applied is recorded. Never `Planned::Ask`.
    pub(crate) fn replace_zone_change(&mut self, ev: ZoneChange, card: CardId, destroy: Option<super::move_batch::Destroy>) -> Planned {
        let k = self.replacement.move_choices.iter().position(|m| m.object == ev.object && m.to == ev.to);
        let chosen = k.map(|k| self.replacement.move_choices.swap_remove(k).chosen).unwrap_or_default();
        let plan = self.plan_zone_change(ev, card, destroy, &chosen, true);
        if let Planned::To { applied, .. } = &plan {
            for id in applied {
                let rule = if id.ability.index == COMMANDER { "903.9b" } else { "614.6" };
                self.emit(rule, EventKind::ReplacementApplied { object: ev.object, source: id.source });
            }
        }
        plan
    }

    /// CR 616.1: before the proposed move `m` is made, asks its affected player the next
    /// choice its replacement effects need (true: `Pending::ReplaceMove` is set, and
    /// `then` runs again after the answer); false when no choice is left to make. Only
    /// a choice of `only` (a player) is asked when given (`move_batch`'s APNAP order).
    pub(crate) fn ask_zone_change(&mut self, m: ProposedMove, then: AfterMoveChoice, only: Option<PlayerId>) -> bool {
        if !self.move_replacements_possible(&m) {
            return false;
        }
        let Some(o) = self.objects.get(m.object).copied() else { return false };
        let ev = ZoneChange { object: m.object, from: o.zone, to: m.to };
        let chosen = self.replacement.move_choices.iter().find(|c| c.object == m.object && c.to == m.to).map(|c| c.chosen.clone()).unwrap_or_default();
        let Planned::Ask { player, group, optional } = self.plan_zone_change(ev, o.card, m.destroy, &chosen, false) else { return false };
        if only.is_some_and(|p| p != player) {
            return false;
        }
        self.replacement.move_asking = Some(Box::new(MoveAsk { object: m.object, to: m.to, player, group, optional, then }));
        self.pending = Pending::ReplaceMove { player };
        true
    }

    /// The question of `Pending::ReplaceMove`.
    pub(crate) fn move_replacement_question(&self) -> Question {
        let (card, to) = self.replacement.move_asking.as_ref().map_or((crate::state::game::NO_OBJECT, Zone::Graveyard), |a| (a.object, a.to));
        Question::ReplaceMove { card, to }
    }

    /// The answers to `Pending::ReplaceMove`: each effect of the choice, or yes and no
    /// for an optional one.
    pub(crate) fn move_replacement_answers(&self, out: &mut Vec<Answer>) {
        let Some(a) = self.replacement.move_asking.as_ref() else { return };
        if a.optional {
            out.extend([Answer::Yes, Answer::No]);
        } else {
            out.extend(a.group.iter().map(|&id| Answer::Replacement(id)));
        }
    }

    /// Keeps the answer for the move asked about; returns what runs again.
    pub(crate) fn answer_move_choice(&mut self, answer: Answer) -> Option<AfterMoveChoice> {
        let a = self.replacement.move_asking.take()?;
        let choice = match answer {
            Answer::Replacement(id) => Some(id),
            Answer::Yes => a.group.first().copied(),
            _ => None,
        };
        match self.replacement.move_choices.iter_mut().find(|m| m.object == a.object && m.to == a.to) {
            Some(m) => m.chosen.push(choice),
            None => self.replacement.move_choices.push(MoveChoices { object: a.object, to: a.to, chosen: [choice].into_iter().collect() }),
        }
        Some(a.then)
    }

    /// The zone-change replacement effects that would apply to `ev` now (CR 614.6), each
    /// with where it sends the object.
    fn zone_replacements(&self, ev: &ZoneChange, card: CardId) -> SmallVec<[Applicable<Dest>; 2]> {
        let mut out: SmallVec<[Applicable<Dest>; 2]> = SmallVec::new();
        if ev.to == Zone::Exile {
            return out;
        }
        let exile = |id, precedence| Applicable { id, precedence, outcome: (Zone::Exile, false) };
        // A resolved effect's "exile it instead" of this permanent (unearth, "if it would
        // die this turn").
        if ev.from == Zone::Battlefield {
            for (k, e) in self.replacement.exile_instead.iter().enumerate() {
                if e.object == ev.object && (e.any_zone || ev.to == Zone::Graveyard) {
                    let ability = AbilityRef { card, index: RESOLVED - k as u16 };
                    out.push(exile(ReplacementId { source: ev.object, ability }, Precedence::Other));
                }
            }
        }
        if ev.to != Zone::Graveyard {
            return out;
        }
        // CR 614.1a: a resolved "if a card would be put into your graveyard from anywhere
        // this turn, exile that card instead" of the card's owner (a token is no card).
        if self.objects.get(ev.object).is_some_and(|o| !o.is_token && self.players[o.owner.index()].this_turn.graveyard_exiled) {
            let ability = AbilityRef { card, index: PLAYER_RULE };
            out.push(exile(ReplacementId { source: ev.object, ability }, Precedence::Other));
        }
        if !self.cards.has_graveyard_exile() {
            return out;
        }
        // CR 614.6: its own "if ~ would be put into a graveyard from anywhere, exile it
        // instead" (or "shuffle it into its owner's library instead"); CR 712.8e: a
        // transforming card's back face up has its back face's (a disturbed spirit's).
        let front = if self.other_face(card).is_some() { card } else { self.cards.front(card) };
        for (i, a) in self.cards.get(front).abilities.iter().enumerate() {
            let outcome = match a {
                Ability::Static(SelfStatic::ExileInsteadOfGraveyard) => (Zone::Exile, false),
                Ability::Static(SelfStatic::ShuffleInsteadOfGraveyard) => (Zone::Library, true),
                _ => continue,
            };
            let ability = AbilityRef { card: front, index: i as u16 };
            out.push(Applicable { id: ReplacementId { source: ev.object, ability }, precedence: Precedence::Other, outcome });
        }
        self.permanents_graveyard_instead(ev, &mut out);
        out
    }

    /// Permanents' "if a card would be put into a graveyard from anywhere, exile it
    /// instead" (Rest in Peace, Leyline of the Void, "if a creature an opponent controls
    /// would die"): those on the battlefield as the event would happen.
    fn permanents_graveyard_instead(&self, ev: &ZoneChange, out: &mut SmallVec<[Applicable<Dest>; 2]>) {
        let Some(o) = self.objects.get(ev.object) else { return };
        for &src in &self.battlefield {
            let Some(s) = self.objects.get(src) else { continue };
            for (_, r, a) in self.abilities(src) {
                let Ability::GraveyardInstead(g) = a else { continue };
                let whose = match g.whose {
                    Controller::Any => true,
                    Controller::You => o.owner == s.controller,
                    Controller::NotYou | Controller::Defending => o.owner != s.controller,
                    // A named player is the compiler's for instructions, never a static's.
                    Controller::Player { .. } => false,
                };
                if whose && (!g.from_battlefield || ev.from == Zone::Battlefield) && self.object_matches(&g.filter, ev.object, s.controller, src) {
                    out.push(Applicable { id: ReplacementId { source: src, ability: r }, precedence: Precedence::Other, outcome: (Zone::Exile, false) });
                }
            }
        }
    }
}
