//! State-based actions (CR 704): checked whenever a player would receive priority,
//! performed simultaneously, repeated until none applies.

use crate::state::decisions::Answer;
use crate::state::events::LossReason;
use crate::state::game::{Game, Next, Pending};
use crate::state::zones::Zone;
use mw_ir::Keyword;
use crate::pipeline::move_batch::{Destroy, ProposedMove};
use crate::state::replacement_state::AfterMoveChoice;
use mw_types::{CardType, CounterKind, ObjectId, PlayerId, Subtype};
use smallvec::SmallVec;

/// One state-based action found by a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Lose(PlayerId, LossReason, &'static str),
    /// Put into the owner's graveyard (not destruction).
    ToGraveyard(ObjectId, &'static str),
    Destroy(ObjectId, &'static str),
    Unattach(ObjectId),
    Annihilate(ObjectId, u32),
    /// CR 704.5d
    CeaseToExist(ObjectId),
    /// CR 714.4: a Saga past its final chapter.
    Sacrifice(ObjectId),
    /// CR 704.5z: a player without speed who controls a permanent with start your
    /// engines! gets speed 1.
    StartSpeed(PlayerId),
}

impl Game {
    fn find_actions(&self, out: &mut Vec<Action>) {
        let _frozen = self.freeze();
        for p in self.player_ids() {
            let pl = &self.players[p.index()];
            if pl.has_lost {
                continue;
            }
            let loss = if pl.life() <= 0 {
                Some((LossReason::Life, "704.5a"))
            } else if pl.drew_from_empty {
                Some((LossReason::EmptyLibrary, "704.5b"))
            } else if pl.poison() >= 10 {
                Some((LossReason::Poison, "704.5c"))
            } else if self.commander.as_ref().is_some_and(|c| c.damage.iter().any(|d| d.1 == p && d.2 >= 21)) {
                // CR 704.6c / 903.10a: 21 combat damage from one commander.
                Some((LossReason::CommanderDamage, "704.6c"))
            } else {
                None
            };
            // CR 104.3: "can't lose the game" is asked only of a player who would lose.
            if let Some((reason, rule)) = loss.filter(|_| !self.cant_lose_game(p)) {
                out.push(Action::Lose(p, reason, rule));
            }
        }
        out.extend(self.tokens_elsewhere().into_iter().map(Action::CeaseToExist));
        self.speed_starts(out);
        for &id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            if self.sba_plain(id, o) {
                self.annihilation(id, out);
                continue;
            }
            let Some(c) = self.characteristics(id) else { continue };
            if c.is(CardType::Creature) {
                if c.toughness <= 0 {
                    out.push(Action::ToGraveyard(id, "704.5f"));
                    continue;
                }
                if !c.has(Keyword::Indestructible) {
                    if o.damage() >= c.toughness {
                        out.push(Action::Destroy(id, "704.5g"));
                        continue;
                    }
                    if o.deathtouch_damage() && o.damage() > 0 {
                        out.push(Action::Destroy(id, "704.5h"));
                        continue;
                    }
                }
            }
            if c.is(CardType::Planeswalker) && self.counters.get(id, CounterKind::Loyalty) == 0 {
                out.push(Action::ToGraveyard(id, "704.5i"));
                continue;
            }
            let def = self.cards.get(c.face);
            let subtypes = self.cards.subtypes(c.face);
            let attached_ok = o.attached_to.is_some_and(|t| {
                self.objects.get(t).is_some_and(|x| x.zone == Zone::Battlefield) && t != id
            });
            if subtypes.contains(&Subtype::AURA) {
                // CR 704.5m: attached to nothing, or to something its enchant ability (or a
                // protection, CR 702.16c) doesn't allow.
                let spec = crate::stack_resolution::stack::enchant(def);
                let legal = match (spec, o.attached_to, o.attached_player) {
                    (Some(spec), Some(t), _) => attached_ok && self.aura_may_enchant(spec, id, o.controller, t),
                    // CR 303.4d, 702.5: an Aura attached to a player it may enchant.
                    (Some(spec), None, Some(p)) => self.aura_may_enchant_player(spec, id, o.controller, p),
                    _ => false,
                };
                if !legal {
                    out.push(Action::ToGraveyard(id, "704.5m"));
                    continue;
                }
                if subtypes.contains(&Subtype::ROLE) && self.newer_role(id, o) {
                    out.push(Action::ToGraveyard(id, "704.5y"));
                    continue;
                }
            }
            if subtypes.contains(&Subtype::SAGA) && self.saga_finished(id) {
                out.push(Action::Sacrifice(id));
                continue;
            }
            if let (Some(t), false) = (o.attached_to, subtypes.contains(&Subtype::AURA)) {
                // CR 704.5n, 301.5c, 702.16d: Equipment attached to a permanent it can't
                // equip (not a creature, or protected from it), a Fortification likewise;
                // CR 704.5p: anything else attached. It stays on the battlefield.
                let kind = if subtypes.contains(&Subtype::EQUIPMENT) {
                    Some(CardType::Creature)
                } else if subtypes.contains(&Subtype::FORTIFICATION) {
                    Some(CardType::Land)
                } else {
                    None
                };
                if !attached_ok || !kind.is_some_and(|k| self.may_be_attached(&c, t, k)) {
                    out.push(Action::Unattach(id));
                }
            }
            self.annihilation(id, out);
        }
    }

    /// CR 704.5y: whether another Role controlled by the Role `id`'s controller is
    /// attached to the same permanent with a more recent timestamp.
    /// FIXME: CR 613.7e: an Aura attached anew gets no new timestamp here.
    fn newer_role(&self, id: ObjectId, o: &crate::state::objects::Object) -> bool {
        let (Some(to), who) = (o.attached_to, self.controller(id)) else { return false };
        self.battlefield.iter().any(|&r| {
            r != id
                && self.objects.get(r).is_some_and(|x| x.attached_to == Some(to) && x.timestamp > o.timestamp)
                && self.controller(r) == who
                && self.characteristics(r).is_some_and(|c| self.cards.subtypes(c.face).contains(&Subtype::ROLE))
        })
    }

    /// CR 704.5z: each player without speed who controls a permanent with start your
    /// engines! (none to look for unless some card has it).
    fn speed_starts(&self, out: &mut Vec<Action>) {
        if !self.cards.has_engines() {
            return;
        }
        for p in self.player_ids() {
            if self.players[p.index()].has_lost || self.speed(p) > 0 {
                continue;
            }
            let engines = self.battlefield.iter().any(|&id| {
                self.controller(id) == Some(p) && self.characteristics(id).is_some_and(|c| c.has(Keyword::StartYourEngines))
            });
            if engines {
                out.push(Action::StartSpeed(p));
            }
        }
    }

    /// CR 704.5q: +1/+1 and -1/-1 counters on one permanent cancel out.
    fn annihilation(&self, id: ObjectId, out: &mut Vec<Action>) {
        let plus = self.counters.get(id, CounterKind::PlusOne);
        let minus = self.counters.get(id, CounterKind::MinusOne);
        if plus > 0 && minus > 0 {
            out.push(Action::Annihilate(id, plus.min(minus)));
        }
    }

    /// Whether only CR 704.5q (counters) could concern the permanent `id`, known without
    /// computing its characteristics: no static ability sets types and no copy effect
    /// exists (so its card types are its card's plus resolved effects', as layer 4's fast
    /// path makes them), no resolved effect applies to it, its card is neither a creature
    /// nor a planeswalker (704.5f–i), nor an Aura or Saga (704.5m, 714.4), and it is
    /// attached to nothing (704.5n, 704.5p). Most lands and artifacts: the check then
    /// leaves their characteristics uncomputed.
    fn sba_plain(&self, id: ObjectId, o: &crate::state::objects::Object) -> bool {
        if self.complex_sources > 0 || self.has_copies() || o.attached_to.is_some() {
            return false;
        }
        let types = self.cards.battlefield_base(o.card).types;
        if types.contains(CardType::Creature) || types.contains(CardType::Planeswalker) {
            return false;
        }
        let subtypes = self.cards.subtypes(o.card);
        !subtypes.contains(&Subtype::AURA) && !subtypes.contains(&Subtype::SAGA) && !self.effects.iter().any(|e| e.affected == id)
    }

    /// CR 301.5c, 702.16d: whether an Equipment (`kind` creature) or Fortification
    /// (`kind` land) with characteristics `c` may stay attached to `target`: a permanent of
    /// that kind without protection from it, the attached object not itself a creature.
    fn may_be_attached(&self, c: &crate::continuous_effects::characteristics::Characteristics, target: ObjectId, kind: CardType) -> bool {
        let Some(t) = self.characteristics(target) else { return false };
        t.is(kind) && !c.is(CardType::Creature) && !self.protects(&t, c)
    }

    /// CR 704.3: whether any state-based action would be performed now.
    pub(crate) fn sba_would_apply(&self) -> bool {
        let mut v = Vec::new();
        self.find_actions(&mut v);
        !v.is_empty() || self.legend_rule_group().is_some() || self.commander_to_command_zone().is_some()
    }

    /// CR 704.3: performs all applicable actions at once, repeating until none applies.
    /// Returns a decision when the legend rule needs a choice (CR 704.5j).
    pub(crate) fn check_state_based_actions(&mut self) -> Option<Next> {
        let mut actions = Vec::new();
        loop {
            actions.clear();
            // Both checks under one state version (`frozen`), which the player receiving
            // priority next may reuse.
            let legend = {
                let _frozen = self.freeze();
                self.find_actions(&mut actions);
                if actions.is_empty() { self.legend_rule_group() } else { None }
            };
            if actions.is_empty() {
                if let Some((player, _)) = legend {
                    self.pending = Pending::LegendRule { player };
                    return Some(Next::Decide);
                }
                if let Some((player, _)) = self.commander_to_command_zone() {
                    self.pending = Pending::CommandZone { player };
                    return Some(Next::Decide);
                }
                self.forget_fresh_commanders();
                return None;
            }
            // CR 616.1, 101.4: the replacement choices of the moves, asked before they
            // happen, in APNAP order.
            if self.ask_before_actions(&actions) {
                return Some(Next::Decide);
            }
            // CR 704.3: all at once.
            self.state_changes();
            self.together(|g| {
                for &a in &actions {
                    g.perform(a);
                }
            });
            if actions.iter().any(|a| matches!(a, Action::Lose(..))) {
                self.settle_result();
                if self.result.is_some() {
                    return None;
                }
                // CR 800.4a: the game goes on; those who lost leave it.
                for &a in &actions {
                    if let Action::Lose(p, ..) = a {
                        self.leave_game(p);
                    }
                }
            }
        }
    }

    /// CR 616.1, 101.4: asks the next replacement choice the moves of `actions` need, as
    /// one batch (true: `Pending::ReplaceMove` is set; the answer checks them again).
    fn ask_before_actions(&mut self, actions: &[Action]) -> bool {
        // The fast path: no zone-change replacement can apply and nothing is destroyed.
        if !self.zone_replacements_possible(Zone::Graveyard) && !actions.iter().any(|a| matches!(a, Action::Destroy(..))) {
            return false;
        }
        let moves: SmallVec<[ProposedMove; 8]> = actions
            .iter()
            .filter_map(|&a| match a {
                Action::ToGraveyard(id, _) | Action::Sacrifice(id) => Some(ProposedMove::to(id, Zone::Graveyard)),
                Action::Destroy(id, _) if self.destroyable(id) => Some(ProposedMove::destroy(id, Destroy::SBA)),
                _ => None,
            })
            .collect();
        self.ask_before_moves(&moves, AfterMoveChoice::StateBasedActions)
    }

    fn perform(&mut self, a: Action) {
        match a {
            Action::Lose(p, reason, rule) => self.lose(p, reason, rule),
            Action::ToGraveyard(id, rule) => {
                self.move_object(id, Zone::Graveyard, rule);
            }
            // CR 704.5g–h: destruction, which a regeneration shield can replace.
            Action::Destroy(id, rule) => self.destroy_with(id, rule, Destroy::SBA),
            Action::Unattach(id) => self.set_attached(id, None),
            Action::CeaseToExist(id) => self.cease_to_exist(id),
            Action::Sacrifice(id) => {
                self.sacrificed(id, "714.4");
                self.move_object(id, Zone::Graveyard, "714.4");
            }
            Action::StartSpeed(p) => self.start_speed(p),
            Action::Annihilate(id, n) => {
                self.remove_counters(id, CounterKind::PlusOne, n, "704.5q");
                self.remove_counters(id, CounterKind::MinusOne, n, "704.5q");
            }
        }
    }

    /// CR 704.5j: a player controlling two or more legendary permanents with one name;
    /// returns the player and the permanents of the first such group.
    fn legend_rule_group(&self) -> Option<(PlayerId, Vec<ObjectId>)> {
        if !self.cards.has_legendary() && !self.any_ring_bearer() {
            return None;
        }
        let _frozen = self.freeze();
        for (i, &a) in self.battlefield.iter().enumerate() {
            let oa = self.objects.get(a)?;
            let da = self.cards.get(self.face(a)?);
            if !self.is_legendary(a, da) {
                continue;
            }
            let group: Vec<ObjectId> = self.battlefield[i..]
                .iter()
                .copied()
                .filter(|&b| {
                    self.objects.get(b).is_some_and(|ob| {
                        ob.controller == oa.controller && self.name(b) == da.name
                    })
                })
                .collect();
            if group.len() > 1 {
                return Some((oa.controller, group));
            }
        }
        None
    }

    pub(crate) fn legend_rule_answers(&self, _player: PlayerId, out: &mut Vec<Answer>) {
        if let Some((_, group)) = self.legend_rule_group() {
            out.extend(group.into_iter().map(Answer::Object));
        }
    }

    /// CR 704.5j: the chosen one stays; the rest go to the graveyard together, their
    /// replacement choices asked first (CR 616.1; the answer applies this one again).
    pub(crate) fn answer_legend_rule(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Answer::Object(keep) = answer else { return Next::Decide };
        if let Some((_, group)) = self.legend_rule_group() {
            let moves: SmallVec<[ProposedMove; 4]> = group.iter().filter(|id| **id != keep).map(|&id| ProposedMove::to(id, Zone::Graveyard)).collect();
            if self.ask_before_moves(&moves, AfterMoveChoice::LegendRule { player, keep }) {
                return Next::Decide;
            }
            self.together(|g| {
                for m in moves {
                    g.move_object(m.object, Zone::Graveyard, "704.5j");
                }
            });
        }
        Next::OfferPriority
    }
}
