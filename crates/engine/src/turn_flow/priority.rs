//! Priority (CR 117): what a player with priority may do, and doing it. Playing lands
//! (CR 305), casting timing (CR 307.1, 601.3), activating (CR 602.5).

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use crate::stack_resolution::stack::{ability_targets, spell_ability};
use mw_ir::{Ability, CardDef, Keyword, Timing};
use mw_types::{CardId, CardType, ObjectId, PlayerId};

impl Game {
    /// CR 307.1: sorcery timing: main phase of one's own turn with an empty stack.
    pub(crate) fn sorcery_timing(&self, player: PlayerId) -> bool {
        self.turn.active == player && self.turn.step.is_main() && self.stack.is_empty()
    }

    /// CR 606.3 / 117.1a: whether `player` may activate the loyalty abilities of `id` any
    /// time they could cast an instant (its own "as long as ~ entered the battlefield
    /// this turn, you may activate her loyalty abilities any time you could cast an
    /// instant").
    fn loyalty_as_instant(&self, id: ObjectId, player: PlayerId) -> bool {
        self.abilities(id).any(|(_, _, a)| matches!(a, Ability::LoyaltyAsInstant(c) if c.is_none_or(|c| self.condition_holds(c, player, id))))
    }

    /// CR 305.2: whether a land may be played now.
    fn may_play_land(&self, player: PlayerId) -> bool {
        let p = &self.players[player.index()];
        self.sorcery_timing(player) && p.lands_played < 1 + p.extra_land_plays + self.static_land_plays(player)
    }

    /// CR 305.2: "You may play an additional land on each of your turns", one per such
    /// ability of a permanent `player` controls.
    fn static_land_plays(&self, player: PlayerId) -> u32 {
        self.controlled_statics(player, mw_ir::SelfStatic::AdditionalLandEachTurn)
    }

    /// How many of the permanents `player` controls have the static ability `s`.
    pub(crate) fn controlled_statics(&self, player: PlayerId, s: mw_ir::SelfStatic) -> u32 {
        if !self.cards.has_self_static(s) {
            return 0;
        }
        self.battlefield
            .iter()
            .filter(|&&id| self.controller(id) == Some(player))
            .map(|&id| self.abilities(id).filter(|(_, _, a)| **a == Ability::Static(s)).count() as u32)
            .sum()
    }

    /// The legal answers of a player with priority.
    pub(crate) fn priority_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let sources = crate::payment::mana::LazySources::new(self, player);
        self.priority_actions(player, &sources, out);
        self.mana_ability_answers(player, &sources, out);
    }

    /// The answers of a player with priority but their mana abilities (CR 117.1):
    /// passing, then playing lands, casting spells, activating abilities and special
    /// actions.
    pub(crate) fn priority_actions(&self, player: PlayerId, sources: &crate::payment::mana::LazySources, out: &mut Vec<Answer>) {
        out.push(Answer::Pass);
        // CR 702.61a: with a split second spell on the stack, only mana abilities and
        // special actions.
        if self.split_second_on_stack() {
            self.turn_face_up_answers(player, out);
            self.exile_action_answers(player, sources, out);
            return;
        }
        let mut payable = PayMemo::default();
        let mut castable = CastMemo::default();
        let land_ok = self.may_play_land(player);
        for &card in &self.players[player.index()].hand {
            let Some(o) = self.objects.get(card) else { continue };
            self.play_answers(player, card, land_ok, sources, Some(&mut castable), out);
            // CR 113.6m: abilities that discard their card work from the hand (cycling).
            if self.cards.kinds(o.card) & crate::state::game::KIND_ACTIVATED != 0 {
                self.activated_answers(player, card, sources, &mut payable, out);
            }
        }
        // Cards an effect lets this player play from exile.
        if !self.play_permissions.is_empty() {
            let exiled: Vec<(ObjectId, bool)> = self.playable_from_exile(player).collect();
            for (card, cast_only) in exiled {
                self.play_answers(player, card, land_ok && !cast_only, sources, None, out);
            }
        }
        // CR 601.2a / 305.1: an effect lets this player cast spells (and play lands) from
        // their graveyard this turn. A card with flashback is offered below, for its
        // flashback cost only (FIXME: its mana cost may be paid instead then).
        let events = self.players[player.index()].this_turn;
        if events.cast_from_graveyard {
            let cards: Vec<ObjectId> = self.players[player.index()].graveyard.clone();
            for card in cards {
                if self.flashback_cost_of(player, card).is_none() {
                    self.play_answers(player, card, land_ok && events.play_lands_from_graveyard, sources, None, out);
                }
            }
        }
        // CR 601.2a / 305.1: static permissions to play from the library's top or the
        // graveyard.
        if self.cards.has_play_from() {
            self.play_from_answers(player, land_ok, sources, out);
        }
        // CR 113.6k: abilities that work from the graveyard.
        if self.cards.has_graveyard_abilities() {
            for &card in &self.players[player.index()].graveyard {
                let Some(o) = self.objects.get(card) else { continue };
                if self.cards.kinds(o.card) & crate::state::game::KIND_ACTIVATED != 0 {
                    self.activated_answers(player, card, sources, &mut payable, out);
                }
            }
        }
        // CR 702.34a: flashback cards in the graveyard.
        if self.cards.has_flashback() || !self.flashback_grants.is_empty() {
            for &card in &self.players[player.index()].graveyard {
                let Some(o) = self.objects.get(card) else { continue };
                if self.cast_banned(player, card) {
                    continue;
                }
                let def = self.cards.get(o.card);
                // CR 702.138a: escape casts it from the graveyard.
                if self.cards.kinds(o.card) & crate::state::game::KIND_ALTERNATIVE != 0 {
                    self.alternative_answers(player, card, def, sources, out);
                }
                // CR 702.127a: an aftermath half is cast from the graveyard.
                if let Some((half, mw_ir::FaceKind::Aftermath)) = self.cards.alternate(o.card) {
                    if self.may_cast(player, card, half, sources) {
                        out.push(Answer::CastAlternate(card));
                    }
                }
                if let Some(cost) = self.flashback_cost_of(player, card) {
                    let cost = self.changed_cost(player, card, def, std::borrow::Cow::Borrowed(&cost.symbols), 0);
                    if self.may_cast_for(player, card, o.card, sources, &cost, crate::payment::additional_costs::additional_cost(def)) {
                        out.push(Answer::Cast(card));
                    }
                } else if let Some(discard) = crate::stack_resolution::stack::graveyard_discard(def).or_else(|| self.granted_graveyard_cost(player, card).filter(|(_, escape)| !(*escape && events.cast_from_graveyard)).map(|(c, _)| c)) {
                    // CR 702.133a / 702.81a / 702.138a: its mana cost and a card to discard
                    // (or, escape, cards to exile).
                    if self.may_cast_paying(player, card, o.card, sources, Some(&discard)) {
                        out.push(Answer::Cast(card));
                    }
                }
            }
        }
        // CR 903.8: a commander its owner may cast from the command zone.
        if self.commander.is_some() {
            for card in self.command_zone_casts(player) {
                self.play_answers(player, card, false, sources, None, out);
            }
        }
        for &id in &self.battlefield {
            let Some(o) = self.objects.get(id) else { continue };
            let foreign = o.controller != player;
            if (foreign && !self.cards.has_any_player_abilities()) || !self.may_have(id, crate::state::game::KIND_ACTIVATED) {
                continue;
            }
            self.activated_answers(player, id, sources, &mut payable, out);
        }
        self.turn_face_up_answers(player, out);
        self.exile_action_answers(player, sources, out);
        // CR 702.143a, 702.170d: foretold and plotted cards, cast from exile for their
        // foretell cost or their plot cost.
        if self.cards.has_exile_actions() {
            for card in self.foretold_cards(player) {
                let Some(o) = self.objects.get(card) else { continue };
                let def = self.cards.get(o.card);
                if self.foretold.iter().any(|&(id, turn, _)| id == card && turn < self.turn.number) && !self.cast_banned(player, card) {
                    self.alternative_answers(player, card, def, sources, out);
                }
            }
        }
    }

    /// CR 116.2f / 116.2h: the special actions exiling a card from the hand (suspend,
    /// foretell).
    /// The mana sources are listed only when some card in the game has such an action.
    fn exile_action_answers(&self, player: PlayerId, sources: &crate::payment::mana::LazySources, out: &mut Vec<Answer>) {
        if self.cards.has_exile_actions() {
            self.suspend_answers(player, sources, out);
            self.foretell_answers(player, sources, out);
            self.plot_answers(player, sources, out);
        }
    }

    /// CR 702.61a: whether a spell with split second is on the stack.
    fn split_second_on_stack(&self) -> bool {
        self.cards.has_split_second()
            && self.stack.iter().filter_map(|s| s.spell_object()).any(|o| {
                self.objects.get(o).is_some_and(|o| self.cards.get(o.card).abilities.contains(&Ability::Static(mw_ir::SelfStatic::SplitSecond)))
            })
    }

    /// Playing `card` (a land, with a land drop left) or casting it, if allowed now.
    /// Copies of one card in the hand are asked once (`castable`, None elsewhere).
    pub(crate) fn play_answers(&self, player: PlayerId, card: ObjectId, land_ok: bool, sources: &crate::payment::mana::LazySources, mut castable: Option<&mut CastMemo>, out: &mut Vec<Answer>) {
        let Some(o) = self.objects.get(card) else { return };
        // A plain card in the hand: its copies get what the first copy got.
        let plain = match castable.as_deref_mut() {
            Some(memo) if o.zone == crate::state::zones::Zone::Hand => match memo.plain(o.card, || self.plain_card(o.card)) {
                Plain::Answered(kind) => {
                    #[cfg(debug_assertions)]
                    {
                        let mut fresh = Vec::new();
                        self.play_answers_full(player, card, land_ok, sources, None, &mut fresh);
                        debug_assert_eq!(fresh, Vec::from_iter(kind.map(|k| k.answer(card))), "a copy of a plain card answered differently");
                    }
                    out.extend(kind.map(|k| k.answer(card)));
                    return;
                }
                Plain::First => true,
                Plain::No => false,
            },
            _ => false,
        };
        let before = out.len();
        self.play_answers_full(player, card, land_ok, sources, castable.as_deref_mut(), out);
        if let (true, Some(memo)) = (plain, castable) {
            memo.answered(o.card, &out[before..]);
        }
    }

    /// Whether the answers for a card in the hand depend on its card alone, never on which
    /// copy it is: no alternative cost, other face, morph, nor additional cost choosing
    /// objects (which may choose among the other copies). Its answers are then playing it
    /// or casting it (`play_answers_full`), the same for every copy in one listing.
    fn plain_card(&self, card: mw_types::CardId) -> bool {
        self.cards.kinds(card) & crate::state::game::KIND_ALTERNATIVE == 0
            && self.cards.alternate(card).is_none()
            && self.morph_cost(card).is_none()
            && crate::payment::additional_costs::additional_cost(self.cards.get(self.cards.castable(card))).is_none()
    }

    /// `play_answers` for one card, asked in full.
    fn play_answers_full(&self, player: PlayerId, card: ObjectId, land_ok: bool, sources: &crate::payment::mana::LazySources, castable: Option<&mut CastMemo>, out: &mut Vec<Answer>) {
        let Some(o) = self.objects.get(card) else { return };
        // CR 709.3: a split card is cast as one of its halves.
        let face = self.cards.castable(o.card);
        let def = self.cards.get(face);
        // An additional cost choosing objects (a card to discard) may choose among the
        // other copies: those are asked each.
        let castable = castable.filter(|_| crate::payment::additional_costs::additional_cost(def).is_none());
        // CR 101.2 / 604.1: a "can't cast" ban (Ethersworn Canonist's limit).
        let banned = !def.has_type(CardType::Land) && self.cast_banned(player, card);
        if def.has_type(CardType::Land) {
            if land_ok {
                out.push(Answer::PlayLand(card));
            }
        } else if banned {
            // Not cast this way; its other face is looked at below.
        } else if match castable {
            Some(memo) => memo.get(o.card, || self.may_cast(player, card, face, sources)),
            None => self.may_cast(player, card, face, sources),
        } {
            out.push(Answer::Cast(card));
        }
        // CR 118.9: for an alternative cost printed on it.
        if self.cards.kinds(o.card) & crate::state::game::KIND_ALTERNATIVE != 0 && !def.has_type(CardType::Land) && !banned {
            self.alternative_answers(player, card, def, sources, out);
        }
        // CR 702.37c: a card with morph may be cast face down from the hand.
        if o.zone == crate::state::zones::Zone::Hand && !banned && self.may_cast_face_down(player, card, sources) {
            out.push(Answer::CastFaceDown(card));
        }
        // CR 715.3 / 712.12: from the hand, the other face may be cast (or played).
        let castable_face = |&(_, k): &(mw_types::CardId, mw_ir::FaceKind)| !matches!(k, mw_ir::FaceKind::TransformBack | mw_ir::FaceKind::Aftermath);
        if let Some((alt, _)) = self.cards.alternate(o.card).filter(castable_face).filter(|_| o.zone == crate::state::zones::Zone::Hand) {
            let face = self.cards.get(alt);
            if face.has_type(CardType::Land) {
                if land_ok {
                    out.push(Answer::PlayLandAlternate(card));
                }
            } else if self.may_cast(player, card, alt, sources) {
                out.push(Answer::CastAlternate(card));
            }
        }
    }

    /// CR 602.5 / 101.2: whether a static ability ("activated abilities of artifacts
    /// can't be activated", "its activated abilities can't be activated") forbids
    /// activating the abilities of the permanent `id`, its mana abilities too when `mana`.
    pub(crate) fn activation_forbidden(&self, id: ObjectId, mana: bool) -> bool {
        if !self.cards.has_activation_locks() || self.objects.get(id).is_none_or(|o| o.zone != crate::state::zones::Zone::Battlefield) {
            return false;
        }
        if self.characteristics(id).is_some_and(|c| if mana { c.cant_activate_mana } else { c.cant_activate }) {
            return true;
        }
        let forbids = |k: &crate::continuous_effects::frozen::ActivationLock| {
            matches!(self.ability(k.ability), Some(Ability::CantBeActivated { of, mana: m }) if (!mana || *m) && self.object_matches(of, id, k.controller, k.source))
        };
        match self.kept_activation_locks() {
            Some(list) => list.iter().any(forbids),
            None => {
                let mut list: smallvec::SmallVec<[crate::continuous_effects::frozen::ActivationLock; 2]> = smallvec::SmallVec::new();
                self.activation_locks_into(&mut list);
                list.iter().any(forbids)
            }
        }
    }

    /// CR 602.5: the abilities of permanents on the battlefield saying that activated
    /// abilities can't be activated, with each permanent's controller.
    pub(crate) fn activation_locks_into(&self, out: &mut impl Extend<crate::continuous_effects::frozen::ActivationLock>) {
        for &source in &self.battlefield {
            let Some(controller) = self.objects.get(source).map(|o| o.controller) else { continue };
            out.extend(
                self.abilities(source)
                    .filter(|(_, _, a)| matches!(a, Ability::CantBeActivated { .. }))
                    .map(|(_, ability, _)| crate::continuous_effects::frozen::ActivationLock { source, controller, ability }),
            );
        }
    }

    /// The activated abilities of `id` that `player` may activate now.
    fn activated_answers(&self, player: PlayerId, id: ObjectId, sources: &crate::payment::mana::LazySources, payable: &mut PayMemo, out: &mut Vec<Answer>) {
        if self.activation_forbidden(id, false) {
            return;
        }
        let zone = self.objects.get(id).map(|o| o.zone);
        let in_hand = zone == Some(crate::state::zones::Zone::Hand);
        let in_graveyard = zone == Some(crate::state::zones::Zone::Graveyard);
        for (pos, r, a) in self.abilities(id) {
            let Ability::Activated(ab) = a else { continue };
            // Another player's permanent: only what "any player may activate".
            if !ab.any_player && zone == Some(crate::state::zones::Zone::Battlefield) && self.controller(id) != Some(player) {
                continue;
            }
            if (ab.cost.discard_self || ab.cost.in_hand) != in_hand || ab.cost.in_graveyard != in_graveyard {
                continue;
            }
            // CR 602.5b: "activate only once each turn".
            if ab.once_per_turn && self.activated_this_turn.contains(&(id, pos)) {
                continue;
            }
            // CR 602.5b: "no more than twice each turn", "only once".
            if ab.limit.is_some_and(|l| !self.within_limit(l, id, pos)) {
                continue;
            }
            let timing_ok = match ab.timing {
                Timing::Instant => true,
                // CR 606.3: a loyalty ability at instant speed where the permanent says so.
                Timing::Sorcery => self.sorcery_timing(player) || (ab.cost.loyalty.is_some() && self.loyalty_as_instant(id, player)),
                Timing::YourTurn => self.turn.active == player,
                // CR 506.1 / 508: before the declare attackers step of the turn.
                Timing::YourTurnBeforeAttackers => {
                    self.turn.active == player && self.turn.step < crate::turn_flow::turn::Step::DeclareAttackers
                }
                Timing::YourUpkeep => self.turn.active == player && self.turn.step == crate::turn_flow::turn::Step::Upkeep,
                Timing::During { yours, part } => yours.is_none_or(|y| (self.turn.active == player) == y) && in_part(self.turn.step, part),
            } && ab.condition.is_none_or(|c| self.condition_holds(c, player, id));
            // CR 601.2g–h, 602.2b: its mana is paid first, so that the rest of the cost
            // (a permanent it taps or sacrifices, which can't also make mana for it; an
            // object it chooses; life) can be paid after.
            let reserve = self.ability_reserve(id, &ab.cost);
            let mut mana_ok = || {
                // CR 602.2b: with its own cost change (channel's reduction).
                let pay = || {
                    let what = self.paying_for_ability(id);
                    let mana = self.ability_mana(player, id, ab);
                    // CR 601.2g–h: a mana ability whose cost taps another permanent may
                    // not plan to tap this one, whose own {T} is paid after the mana.
                    if reserve.untapped.is_some() && self.cards.has_choosing_mana() {
                        let own = self.mana_sources_keeping(player, reserve.untapped);
                        return self.can_pay_mana_reserved(player, &mana, ab.cost.x_min as u32, &own, what, &reserve);
                    }
                    self.can_pay_mana_reserved(player, &mana, ab.cost.x_min as u32, sources, what, &reserve)
                };
                // Nothing paid after the mana, nor its cost change (which may count
                // something about the object), depends on this object: the answer holds
                // for every object with the ability.
                if reserve.exclude.is_none() && reserve.extra.is_none() && ab.cost_change.is_none() {
                    return payable.get(r, pay);
                }
                pay()
            };
            if timing_ok
                && self.can_pay_non_mana(player, id, &ab.cost)
                && mana_ok()
                && self.targets_exist(self.cards.get(r.card), Some(r.index), player, id)
            {
                out.push(Answer::Activate { source: id, ability: pos });
            }
        }
    }

    /// CR 601.3 / 506: "cast this spell only during combat" and its kin.
    pub(crate) fn cast_window_open(&self, player: PlayerId, def: &CardDef) -> bool {
        use crate::turn_flow::turn::Step;
        use mw_ir::CastWindow;
        let Some(w) = def.abilities.iter().find_map(|a| match a {
            Ability::Static(mw_ir::SelfStatic::CastOnly(w)) => Some(*w),
            _ => None,
        }) else {
            return true;
        };
        let step = self.turn.step;
        match w {
            CastWindow::Combat => (Step::BeginCombat..=Step::EndCombat).contains(&step),
            CastWindow::CombatBeforeBlockers => matches!(step, Step::BeginCombat | Step::DeclareAttackers),
            CastWindow::CombatAfterBlockers => (Step::DeclareBlockers..=Step::EndCombat).contains(&step),
            CastWindow::DeclareAttackers => step == Step::DeclareAttackers,
            CastWindow::DeclareAttackersAttacked => {
                step == Step::DeclareAttackers && self.combat.attackers.iter().any(|a| a.defender == player)
            }
            CastWindow::DeclareBlockers => step == Step::DeclareBlockers,
            CastWindow::BeforeCombatDamage => step < Step::FirstStrikeDamage,
            CastWindow::AfterCombat => step > Step::EndCombat,
        }
    }

    /// CR 601.3: a spell may be cast if its timing allows, its targets exist, and its
    /// cost (with X = 0) can be paid.
    /// CR 118.6: a card with no mana cost can't be cast for it.
    /// `face` is the face of `card` cast (its card, or the other face or half).
    fn may_cast(&self, player: PlayerId, card: ObjectId, face: CardId, sources: &crate::payment::mana::LazySources) -> bool {
        let def = self.cards.get(face);
        !def.no_mana_cost && self.may_cast_for(player, card, face, sources, &self.spell_cost(player, card, def, 0), crate::payment::additional_costs::additional_cost(def))
    }

    /// `may_cast` with `extra` (jump-start's or retrace's discard) as its additional cost.
    fn may_cast_paying(&self, player: PlayerId, card: ObjectId, face: CardId, sources: &crate::payment::mana::LazySources, extra: Option<&mw_ir::AdditionalCost>) -> bool {
        let def = self.cards.get(face);
        !def.no_mana_cost && self.may_cast_for(player, card, face, sources, &self.spell_cost(player, card, def, 0), extra)
    }

    /// `may_cast` paying `symbols` (an alternative cost such as flashback, CR 118.9) and
    /// the object-choosing additional cost `extra`; `face` is the face cast.
    pub(crate) fn may_cast_for(
        &self,
        player: PlayerId,
        card: ObjectId,
        face: CardId,
        sources: &crate::payment::mana::LazySources,
        symbols: &[mw_types::ManaSymbol],
        extra: Option<&mw_ir::AdditionalCost>,
    ) -> bool {
        let def = self.cards.get(face);
        // CR 601.2b: of several additional costs, one that could be paid with the rest
        // (an option of mana added to the total; FIXME: before cost changes apply to it).
        if let Some(mw_ir::AdditionalCost::OneOf(options)) = extra {
            return options.iter().any(|o| match o {
                mw_ir::AdditionalCost::Mana(m) => {
                    let all: Vec<mw_types::ManaSymbol> = symbols.iter().chain(&m.symbols).copied().collect();
                    self.may_cast_for(player, card, face, sources, &all, None)
                }
                o => self.may_cast_for(player, card, face, sources, symbols, Some(o)),
            });
        }
        let instant = def.has_type(CardType::Instant) || def.has_keyword(Keyword::Flash) || self.may_cast_as_flash(player, card);
        if (!instant && !self.sorcery_timing(player)) || !self.cast_restrictions_allow(player) {
            return false;
        }
        // Targets before mana: the mana sources are listed only when something needs them.
        if !self.cast_window_open(player, def) || !self.announceable(player, card, def) {
            return false;
        }
        let sources: &[crate::payment::mana::ManaSource] = sources;
        // CR 106.6: a restriction reads the spell's characteristics, those of the face cast.
        let what = crate::payment::mana::PaymentFor::Spell(face);
        // CR 702.51a: creatures that may be tapped for convoke help pay.
        let convoke;
        let sources = if def.abilities.iter().any(|a| matches!(a, Ability::Convoke | Ability::Improvise | Ability::Delve)) {
            convoke = self.with_convoke(player, face, sources.to_vec());
            &convoke[..]
        } else {
            sources
        };
        // CR 601.2g–h: the mana first, leaving the additional cost payable.
        let reserve = self.spell_reserve(card, extra);
        self.can_pay_mana_reserved(player, symbols, 0, sources, what, &reserve)
    }

    /// CR 601.2b–c: whether a spell could be announced now, costs and timing aside: an
    /// instant or sorcery needs compiled instructions, a modal spell a mode whose targets
    /// exist (CR 700.2), any other spell its targets.
    pub(crate) fn announceable(&self, player: PlayerId, card: ObjectId, def: &CardDef) -> bool {
        if (def.has_type(CardType::Instant) || def.has_type(CardType::Sorcery)) && spell_ability(def).is_none() {
            return false;
        }
        match crate::stack_resolution::stack::choose_one(def) {
            Some((first, n)) => (1..=n as u16).any(|k| self.targets_exist(def, Some(first + k), player, card)),
            None => self.targets_exist(def, spell_ability(def), player, card),
        }
    }

    pub(crate) fn targets_exist(&self, def: &CardDef, ability: Option<u16>, player: PlayerId, source: ObjectId) -> bool {
        let specs = ability_targets(def, ability);
        specs.iter().enumerate().filter(|(_, spec)| !spec.optional).all(|(i, spec)| {
            // CR 601.2c: the first target leaves the ones that name it a choice (Searing
            // Blaze's creature of the player chosen).
            self.find_target(spec, player, source, |t| i > 0 || self.later_targets_possible(specs, &[], t, player, source))
        })
    }

    pub(crate) fn answer_priority(&mut self, player: PlayerId, answer: Answer) -> Next {
        match answer {
            Answer::Pass => self.pass_priority(player),
            Answer::PlayLand(card) => self.play_land(player, card, None),
            Answer::Cast(card) => self.begin_cast(player, card),
            Answer::CastAlternative { card, cost } => self.begin_cast_alternative(player, card, cost),
            Answer::CastAlternate(card) => self.begin_cast_face(player, card),
            Answer::PlayLandAlternate(card) => {
                let face = self.objects.get(card).and_then(|o| self.cards.alternate(o.card)).map(|(alt, _)| alt);
                self.play_land(player, card, face)
            }
            Answer::Activate { source, ability } => self.begin_activate(player, source, ability),
            Answer::CastFaceDown(card) => self.begin_cast_face_down(player, card),
            Answer::TurnFaceUp(id) => self.turn_face_up(player, id),
            Answer::Suspend(card) => self.suspend(player, card),
            Answer::Foretell(card) => self.foretell(player, card),
            Answer::Plot(card) => self.plot(player, card),
            // CR 605.3a: a mana ability choosing an object asks for it first.
            Answer::ActivateMana { source, ability, mana } if self.is_choosing(source, ability) => {
                self.begin_choosing_mana(player, source, ability, mana, false)
            }
            Answer::ActivateMana { source, ability, mana } => {
                if self.ask_before_mana_ability(player, source, ability, answer) {
                    return Next::Decide;
                }
                self.activate_mana_ability_paying(player, source, ability, mana, None);
                self.turn.passes = 0;
                Next::OfferPriority
            }
            _ => Next::Decide,
        }
    }

    /// CR 305.1: plays a land (as `face`, the back face of a modal double-faced card); a
    /// special action: the player keeps priority.
    fn play_land(&mut self, player: PlayerId, card: ObjectId, face: Option<mw_types::CardId>) -> Next {
        let Some(o) = self.objects.get(card).copied() else { return Next::Decide };
        let then = crate::actions::entering::Then::Land { player };
        let mut e = crate::actions::entering::Entering::new(Some(card), face.unwrap_or(o.card), o.owner, player, then);
        e.rule = "305.1";
        match self.enter(e) {
            crate::actions::entering::Entered::Done(new, then) => self.after_entering(new, then),
            crate::actions::entering::Entered::Stayed(then) => self.after_staying(then),
            crate::actions::entering::Entered::Asked => Next::Decide,
        }
    }
}

/// Whether a card in the hand may be cast, by card: copies of one card in one hand are
/// interchangeable (the same cost, cost changes, timing, bans and targets), so the first
/// copy answers for the others. Lives for one listing.
#[derive(Default)]
pub(crate) struct CastMemo {
    may: smallvec::SmallVec<[(mw_types::CardId, bool); 8]>,
    /// By card: whether it is plain (`Game::plain_card`), and then the answer its first
    /// copy got, once it has been listed.
    plain: smallvec::SmallVec<[(mw_types::CardId, bool, Option<Option<PlayKind>>); 8]>,
}

/// What a plain card in the hand was answered (see `CastMemo::plain`).
enum Plain {
    /// A copy was listed: this answer (or none) for this one too.
    Answered(Option<PlayKind>),
    /// The first copy: list it in full.
    First,
    /// Not plain: every copy is listed in full.
    No,
}

/// The one answer a plain card in the hand can get.
#[derive(Clone, Copy)]
enum PlayKind {
    Land,
    Cast,
}

impl PlayKind {
    fn answer(self, card: ObjectId) -> Answer {
        match self {
            PlayKind::Land => Answer::PlayLand(card),
            PlayKind::Cast => Answer::Cast(card),
        }
    }
}

impl CastMemo {
    fn get(&mut self, card: mw_types::CardId, may: impl FnOnce() -> bool) -> bool {
        if let Some(&(_, ok)) = self.may.iter().find(|(k, _)| *k == card) {
            return ok;
        }
        let ok = may();
        self.may.push((card, ok));
        ok
    }

    /// What to do for a copy of `card` in the hand (`plain` says whether the card is).
    fn plain(&mut self, card: mw_types::CardId, plain: impl FnOnce() -> bool) -> Plain {
        match self.plain.iter().find(|(k, _, _)| *k == card) {
            Some(&(_, false, _)) => Plain::No,
            Some(&(_, true, Some(kind))) => Plain::Answered(kind),
            Some(&(_, true, None)) => Plain::First,
            None => {
                let p = plain();
                self.plain.push((card, p, None));
                if p { Plain::First } else { Plain::No }
            }
        }
    }

    /// The first copy of the plain `card` got `answers` (none or one; anything else and
    /// the card is listed in full for every copy).
    fn answered(&mut self, card: mw_types::CardId, answers: &[Answer]) {
        let kind = match answers {
            [] => Some(None),
            [Answer::PlayLand(_)] => Some(Some(PlayKind::Land)),
            [Answer::Cast(_)] => Some(Some(PlayKind::Cast)),
            _ => None,
        };
        if let Some(e) = self.plain.iter_mut().find(|(k, _, _)| *k == card) {
            e.1 = kind.is_some();
            e.2 = kind;
        }
    }
}

/// Whether an activated ability's mana cost can be paid from the sources priority found,
/// by ability: the same for every object that has it when the parts of its cost paid
/// after the mana (`cost_order::Reserve`) neither use the object itself nor choose
/// objects relative to it (copies of one card list it once). Lives for one listing.
#[derive(Default)]
struct PayMemo(smallvec::SmallVec<[(crate::continuous_effects::abilities::AbilityRef, bool); 4]>);

impl PayMemo {
    fn get(&mut self, r: crate::continuous_effects::abilities::AbilityRef, pay: impl FnOnce() -> bool) -> bool {
        if let Some(&(_, ok)) = self.0.iter().find(|(k, _)| *k == r) {
            return ok;
        }
        let ok = pay();
        self.0.push((r, ok));
        ok
    }
}

/// CR 602.5b / 500.1: whether `step` is in that part of the turn.
fn in_part(step: crate::turn_flow::turn::Step, part: mw_ir::activation::TurnPart) -> bool {
    use crate::turn_flow::turn::Step;
    use mw_ir::activation::TurnPart as P;
    match part {
        P::Turn => true,
        P::Upkeep => step == Step::Upkeep,
        // CR 506.1: the combat phase's steps.
        P::Combat => (Step::BeginCombat..=Step::EndCombat).contains(&step),
        P::DeclareAttackers => step == Step::DeclareAttackers,
        P::DeclareBlockers => step == Step::DeclareBlockers,
        P::EndOfCombat => step == Step::EndCombat,
        P::BeforeAttackers => step < Step::DeclareAttackers,
        P::BeforeBlockers => step < Step::DeclareBlockers,
        // CR 510.4: a first-strike damage step is a combat damage step.
        P::BeforeCombatDamage => step < Step::FirstStrikeDamage,
        P::BeforeEndOfCombat => step < Step::EndCombat,
    }
}

impl Game {
    /// CR 602.5b: whether the ability at `pos` of `id` may be activated again under its
    /// limit: fewer than N activations this turn, or none yet by this object.
    pub(crate) fn within_limit(&self, limit: mw_ir::activation::ActivationLimit, id: ObjectId, pos: u16) -> bool {
        match limit {
            mw_ir::activation::ActivationLimit::EachTurn(n) => self.activated_this_turn.iter().filter(|&&k| k == (id, pos)).count() < n as usize,
            mw_ir::activation::ActivationLimit::Once => !self.activated_ever.contains(&(id, pos)),
        }
    }
}
