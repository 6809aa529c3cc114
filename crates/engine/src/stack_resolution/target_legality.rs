//! Legal targets (CR 115): which objects and players a spell or ability may target, and
//! what an Aura may enchant (CR 303.4a).

use crate::state::events::Target;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::TargetSpec;
use mw_types::{CardType, ObjectId, PlayerId};

impl Game {
    /// CR 115: calls `f` with every legal target for `spec` of a spell or ability from
    /// `source` controlled by `player`.
    pub(crate) fn target_candidates(
        &self,
        spec: &TargetSpec,
        player: PlayerId,
        source: ObjectId,
        mut f: impl FnMut(Target),
    ) {
        self.find_target(spec, player, source, |t| {
            f(t);
            false
        });
    }

    /// CR 115: whether some legal target for `spec` satisfies `f`: the candidates in
    /// `target_candidates`' order, stopping at the first for which `f` says yes.
    pub(crate) fn find_target(&self, spec: &TargetSpec, player: PlayerId, source: ObjectId, mut f: impl FnMut(Target) -> bool) -> bool {
        use mw_ir::TargetKind;
        let mut take = |t: Target| self.target_is_legal(spec, player, source, t) && f(t);
        // Only the places a target of this kind can be are looked at (`target_kind_legal`
        // says no to the others), in the same order.
        let (players, permanents) = match spec.kind {
            TargetKind::Any | TargetKind::PlayerOrPlaneswalker | TargetKind::OpponentOrPlaneswalker => (true, true),
            TargetKind::Player | TargetKind::Opponent => (true, false),
            TargetKind::Permanent(_) | TargetKind::SpellOrPermanent(_) => (false, true),
            TargetKind::Spell(_) | TargetKind::CardInYourGraveyard(_) | TargetKind::CardInAGraveyard(_) => (false, false),
        };
        if players && self.player_ids().any(|p| take(Target::Player(p))) {
            return true;
        }
        if permanents && self.battlefield.iter().any(|&id| take(Target::Object(id))) {
            return true;
        }
        if matches!(spec.kind, mw_ir::TargetKind::CardInYourGraveyard(_) | mw_ir::TargetKind::CardInAGraveyard(_))
            && self.players.iter().any(|p| p.graveyard.iter().any(|&id| take(Target::Object(id))))
        {
            return true;
        }
        // CR 115.5: a spell can't target itself.
        matches!(spec.kind, mw_ir::TargetKind::Spell(_) | mw_ir::TargetKind::SpellOrPermanent(_))
            && self.stack.iter().filter_map(|s| s.spell_object()).any(|id| id != source && take(Target::Object(id)))
    }

    /// CR 601.2b–c: "X target creatures" of the item being announced: no X above the
    /// number of different legal targets it could then choose (None: no such word).
    pub(crate) fn exact_x_most(&self) -> Option<u32> {
        let a = self.announcing.as_ref()?;
        let specs = crate::state::announcing::ability_targets(self.cards.get(a.card), a.ability);
        let first = specs.iter().position(|s| s.exact_x)?;
        let places = specs[first..].iter().enumerate().take_while(|(k, s)| s.exact_x && s.below_x == Some(*k as u8)).count() as u32;
        let mut n = 0u32;
        self.target_candidates(&specs[first], a.player, a.source, |_| n += 1);
        Some(n.min(places))
    }

    /// CR 601.2c: whether choosing `t` after the targets `before` leaves each later
    /// required target whose quality names an earlier one ("target creature that player
    /// controls") a legal choice.
    pub(crate) fn later_targets_possible(&self, specs: &[TargetSpec], before: &[Target], t: Target, player: PlayerId, source: ObjectId) -> bool {
        let depends = |s: &&TargetSpec| !s.optional && matches!(s.only, Some(mw_ir::Relative::ControlledBy(_) | mw_ir::Relative::OwnedBy(_)));
        let later = specs.get(before.len() + 1..).unwrap_or(&[]);
        if !later.iter().any(|s| depends(&s)) {
            return true;
        }
        let mut chosen: smallvec::SmallVec<[Target; 4]> = before.iter().copied().collect();
        chosen.push(t);
        later.iter().filter(depends).all(|s| {
            let fits = |id: ObjectId| {
                let t = Target::Object(id);
                self.target_kind_legal(s, player, source, t) && s.only.is_none_or(|r| self.relative_holds_with(r, id, player, source, &chosen, 0, None))
            };
            let in_graveyard = matches!(s.kind, mw_ir::TargetKind::CardInYourGraveyard(_) | mw_ir::TargetKind::CardInAGraveyard(_));
            match in_graveyard {
                true => self.players.iter().any(|p| p.graveyard.iter().any(|&id| fits(id))),
                false => self.battlefield.iter().any(|&id| fits(id)),
            }
        })
    }

    /// CR 702.11b, 702.18a, 702.16b: hexproof, shroud and protection forbid targeting (and
    /// an effect saying it "can't be the target of spells or abilities your opponents
    /// control", CR 115.1).
    fn may_be_targeted_by(&self, target: &crate::continuous_effects::characteristics::Characteristics, player: PlayerId, source: ObjectId) -> bool {
        if target.has(mw_ir::Keyword::Shroud) {
            return false;
        }
        let untargetable = target.has(mw_ir::Keyword::Hexproof) || target.rule(mw_ir::CombatRule::UntargetableByOpponents);
        if untargetable && target.controller != player {
            return false;
        }
        let source = self.characteristics(source);
        // CR 702.11d: hexproof from a color: not by an opponent's source of that color.
        if target.controller != player && source.as_ref().is_some_and(|s| s.colors.iter().any(|c| target.hexproof_from.contains(c))) {
            return false;
        }
        !source.is_some_and(|s| self.protects(&target, &s))
    }

    /// CR 115.1 / 608.2b: whether `t` is a legal target for `spec` now.
    pub(crate) fn target_is_legal(&self, spec: &TargetSpec, player: PlayerId, source: ObjectId, t: Target) -> bool {
        self.target_kind_legal(spec, player, source, t)
            && spec.only.is_none_or(|r| match t {
                Target::Object(id) => self.target_relative_holds(r, id, player, source),
                Target::Player(p) => self.player_relative_holds(r, p, player, source),
            })
    }

    /// A player's quality checked with the player choosing: CR 120 the turn's damage;
    /// "who controls more creatures than they do": more permanents passing the filter
    /// than the chooser controls.
    fn player_relative_holds(&self, r: mw_ir::Relative, p: PlayerId, chooser: PlayerId, source: ObjectId) -> bool {
        match r {
            mw_ir::Relative::DealtDamageThisTurn => self.players[p.index()].damaged_this_turn,
            mw_ir::Relative::ControlsMore(f) => {
                let f = mw_ir::ObjectFilter { controller: mw_ir::Controller::Any, ..f };
                let count = |who: PlayerId| {
                    self.battlefield.iter().filter(|&&id| !self.is_phased_out(id) && self.controller(id) == Some(who) && self.object_matches(&f, id, who, source)).count()
                };
                count(p) > count(chooser)
            }
            _ => false,
        }
    }

    /// CR 603.3d: the player who chooses `spec`'s target for a spell or ability controlled
    /// by `controller` whose trigger event is `event`: the player the spec names ("that
    /// player chooses target …"), else the controller.
    pub(crate) fn target_chooser(&self, spec: &TargetSpec, controller: PlayerId, event: &crate::state::waiting_triggers::TriggerEvent) -> PlayerId {
        match spec.chooser {
            Some(mw_ir::PlayerRef::ThatPlayer) => event.player.unwrap_or(controller),
            _ => controller,
        }
    }

    /// CR 603.3d, 702.11b: the controller of the spell or ability whose target `chooser`
    /// picks. Hexproof and "your opponents' spells" ask who controls the ability, not who
    /// chooses: when another player chooses (`spec.chooser`), that's the source's
    /// controller; otherwise the chooser is the controller.
    fn targeting_controller(&self, spec: &TargetSpec, chooser: PlayerId, source: ObjectId) -> PlayerId {
        match spec.chooser {
            Some(_) => self.controller(source).unwrap_or(chooser),
            None => chooser,
        }
    }

    /// `target_is_legal` without the spec's `Relative` quality.
    fn target_kind_legal(&self, spec: &TargetSpec, player: PlayerId, source: ObjectId, t: Target) -> bool {
        use mw_ir::TargetKind;
        match t {
            Target::Player(p) => {
                // CR 702.11e: a player with hexproof from a color.
                let from = self.players[p.index()].this_turn.hexproof_from;
                let hexproof = p != player && !from.is_empty() && self.characteristics(source).is_some_and(|s| s.colors.iter().any(|c| from.contains(c)));
                // CR 702.11c, 702.18a, 702.16k: hexproof, shroud or protection from a
                // static ability.
                let shielded = || self.player_untargetable(p, self.targeting_controller(spec, player, source), source);
                !hexproof
                    && !self.players[p.index()].has_lost
                    && !shielded()
                    && (matches!(spec.kind, TargetKind::Any | TargetKind::Player | TargetKind::PlayerOrPlaneswalker)
                        || (matches!(spec.kind, TargetKind::Opponent | TargetKind::OpponentOrPlaneswalker) && p != player))
            }
            Target::Object(id) => {
                let Some(o) = self.objects.get(id) else { return false };
                if let TargetKind::CardInYourGraveyard(filter) = &spec.kind {
                    if o.zone != Zone::Graveyard || o.owner != player {
                        return false;
                    }
                    let Some(c) = self.characteristics(id) else { return false };
                    // "another target … card": not the source's own card, wherever it went.
                    let same_card = spec.other && self.objects.last_known(source).is_some_and(|s| s.instance == o.instance);
                    return !same_card && self.filter_accepts(filter, id, &c, player, source);
                }
                if let TargetKind::CardInAGraveyard(filter) = &spec.kind {
                    if o.zone != Zone::Graveyard {
                        return false;
                    }
                    let Some(c) = self.characteristics(id) else { return false };
                    let owner_ok = match filter.controller {
                        mw_ir::Controller::Any => true,
                        mw_ir::Controller::You => o.owner == player,
                        mw_ir::Controller::NotYou | mw_ir::Controller::Defending => o.owner != player,
                        mw_ir::Controller::Player { .. } => false,
                    };
                    let f = mw_ir::ObjectFilter { controller: mw_ir::Controller::Any, ..*filter };
                    return o.zone == Zone::Graveyard && owner_ok && self.filter_accepts(&f, id, &c, player, source);
                }
                let spell = match &spec.kind {
                    TargetKind::Spell(filter) => Some(filter),
                    TargetKind::SpellOrPermanent(filter) if o.zone == Zone::Stack => Some(filter),
                    _ => None,
                };
                if let Some(filter) = spell {
                    let Some(c) = self.characteristics(id) else { return false };
                    return o.zone == Zone::Stack
                        && self.stack.iter().any(|s| s.spell_object() == Some(id))
                        && self.filter_accepts(filter, id, &c, player, source);
                }
                // CR 702.26b: a phased-out permanent is treated as though it doesn't exist.
                if o.zone != Zone::Battlefield || (spec.other && id == source) || self.is_phased_out(id) {
                    return false;
                }
                let Some(c) = self.characteristics(id) else { return false };
                // What the kind asks of the object (its types, the filter) first: an object
                // failing it is no candidate, whatever protects it; both only read the game.
                let kind_ok = match &spec.kind {
                    TargetKind::Any => c.is(CardType::Creature) || c.is(CardType::Planeswalker) || c.is(CardType::Battle),
                    TargetKind::PlayerOrPlaneswalker | TargetKind::OpponentOrPlaneswalker => c.is(CardType::Planeswalker),
                    TargetKind::Permanent(filter) | TargetKind::SpellOrPermanent(filter) => self.filter_accepts(filter, id, &c, player, source),
                    TargetKind::Player | TargetKind::Opponent | TargetKind::Spell(_) | TargetKind::CardInYourGraveyard(_) | TargetKind::CardInAGraveyard(_) => false,
                };
                kind_ok && self.may_be_targeted_by(&c, self.targeting_controller(spec, player, source), source)
            }
        }
    }

    /// CR 303.4d / 702.16c: whether an Aura may stay attached to `target` (its enchant
    /// filter; no protection from the Aura's colors). Hexproof doesn't matter here.
    pub(crate) fn aura_may_enchant(&self, spec: &TargetSpec, aura: ObjectId, controller: PlayerId, target: ObjectId) -> bool {
        let (Some(c), Some(a)) = (self.characteristics(target), self.characteristics(aura)) else { return false };
        if self.protects(&c, &a) {
            return false;
        }
        match &spec.kind {
            mw_ir::TargetKind::Permanent(filter) => self.filter_accepts(filter, target, &c, controller, aura),
            _ => false,
        }
    }

    /// CR 303.4d, 702.5: whether the Aura `aura` may be attached to the player `player`:
    /// its enchant ability names players ("enchant player", "enchant opponent"), and the
    /// player is still in the game and has no protection from it.
    pub(crate) fn aura_may_enchant_player(&self, spec: &TargetSpec, aura: ObjectId, controller: PlayerId, player: PlayerId) -> bool {
        let in_game = self.players.get(player.index()).is_some_and(|p| !p.has_lost);
        // CR 702.16k: not by an Aura the player has protection from.
        let protected = || self.characteristics(aura).is_some_and(|a| self.player_protected_from(player, &a));
        in_game
            && !protected()
            && match spec.kind {
                mw_ir::TargetKind::Player => true,
                mw_ir::TargetKind::Opponent => player != controller,
                _ => false,
            }
    }
}
