//! The stack (CR 405): spells and abilities on it, and announcing them (CR 601.2 and
//! 602.2: X, targets, costs, payment as small decisions). Resolution is in `resolution`.

use crate::state::decisions::Answer;
use crate::state::events::{EventKind, Target};
use crate::state::game::{Game, Next, Pending};
use crate::payment::mana::ManaDue;
use crate::state::zones::Zone;
use mw_ir::{Ability, CardDef};
use mw_types::{CardId, ObjectId, PlayerId};
use smallvec::SmallVec;
pub use crate::state::stack_items::{PendingTrigger, StackItem, StackKind};

pub(crate) use crate::state::announcing::{ability_targets, enchant, flashback_cost, has_buyback, kicker_cost, spell_ability, Announcing, Origin};

/// CR 702.133a / 702.81a: the discard jump-start or retrace adds to casting the card from
/// its owner's graveyard.
pub(crate) fn graveyard_discard(def: &CardDef) -> Option<mw_ir::AdditionalCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::JumpStart => Some(mw_ir::AdditionalCost::Discard),
        Ability::Retrace => Some(mw_ir::AdditionalCost::DiscardLand),
        _ => None,
    })
}

/// CR 702.56a: whether the card's optional additional cost may be paid any number of
/// times (replicate).
/// CR 702.157a: the most times a permanent spell's repeatable cost (squad) may be paid:
/// the copies its compiled trigger makes (`mw_cardtext`'s `SQUAD_COPIES`).
pub(crate) const REPEAT_LIMIT_PERMANENT: u8 = 12;

fn repeatable(def: &CardDef) -> bool {
    def.abilities.iter().any(|a| matches!(a, Ability::Replicate(_)))
}

/// CR 700.2: a "Choose one —" spell: the index of its marker and how many modes follow.
pub(crate) fn choose_one(def: &CardDef) -> Option<(u16, u8)> {
    def.abilities.iter().enumerate().find_map(|(i, a)| match a {
        Ability::ChooseOne { modes, .. } => Some((i as u16, *modes)),
        _ => None,
    })
}

/// CR 702.96a: the overloaded instructions of a card with overload, if it has them.
pub(crate) fn overloaded(def: &CardDef) -> Option<u16> {
    def.abilities.iter().position(|a| matches!(a, Ability::Overloaded(_))).map(|i| i as u16)
}

impl Game {
    /// CR 601.2a: the card moves to the stack; then X, targets and payment follow.
    pub(crate) fn begin_cast(&mut self, player: PlayerId, card: ObjectId) -> Next {
        self.begin_cast_as(player, card, Origin::Cast)
    }

    /// CR 715.3 / 712.12: casts the card as its other face: on the stack it has only
    /// that face's characteristics.
    pub(crate) fn begin_cast_face(&mut self, player: PlayerId, card: ObjectId) -> Next {
        let face = self.objects.get(card).and_then(|o| self.cards.alternate(o.card)).map(|(alt, _)| alt);
        self.begin_cast_full(player, card, Origin::Cast, face, None)
    }

    /// CR 702.37c / 708.4: casts a card with morph face down: a 2/2 creature spell with no
    /// name or text, for {3}.
    pub(crate) fn begin_cast_face_down(&mut self, player: PlayerId, card: ObjectId) -> Next {
        let face = self.objects.get(card).map(|o| self.face_down_def_for(o.card));
        self.begin_cast_full(player, card, Origin::Cast, face, None)
    }

    pub(crate) fn begin_cast_as(&mut self, player: PlayerId, card: ObjectId, origin: Origin) -> Next {
        self.begin_cast_full(player, card, origin, None, None)
    }

    /// CR 601.2a–b / 118.9: casts the card paying the alternative cost that is its
    /// `cost`-th ability.
    pub(crate) fn begin_cast_alternative(&mut self, player: PlayerId, card: ObjectId, cost: u16) -> Next {
        // CR 702.146a / 712.8c: disturb casts the card transformed, its back face up.
        let front = self.objects.get(card).map(|o| o.card);
        let kind = front.and_then(|c| crate::payment::alternative_costs::alternative(self.cards.get(c), cost)).map(|a| a.kind);
        if let (Some(c), Some(kind)) = (front, kind.filter(|k| k.transformed())) {
            let Some((back, index)) = self.transformed_alternative(c, kind) else { return Next::Decide };
            return self.begin_cast_full(player, card, Origin::Cast, Some(back), Some(index));
        }
        self.begin_cast_full(player, card, Origin::Cast, None, Some(cost))
    }

    /// CR 702.35a: casts the card while a resolution goes on, paying the alternative cost
    /// that is its `cost`-th ability (madness).
    pub(crate) fn begin_cast_resolving_alternative(&mut self, player: PlayerId, card: ObjectId, cost: u16) -> Next {
        self.begin_cast_full(player, card, Origin::CastResolving, None, Some(cost))
    }

    /// `alt`: the alternative cost being paid (the index of its ability), if any.
    fn begin_cast_full(&mut self, player: PlayerId, card: ObjectId, origin: Origin, face: Option<CardId>, alt: Option<u16>) -> Next {
        let Some(obj) = self.objects.get(card) else { return Next::Decide };
        let card_id = face.unwrap_or(self.cards.castable(obj.card));
        // CR 702.34a: a card cast from its owner's graveyard is cast with flashback (or,
        // CR 702.127a, as an aftermath half); either way it is exiled as it leaves the stack.
        // CR 702.138a: a card cast with escape is not exiled as it leaves the stack.
        let from_graveyard = obj.zone == Zone::Graveyard && origin == Origin::Cast && alt.is_none();
        let flashback = from_graveyard && if face.is_none() { self.flashback_cost_of(player, card).is_some() } else { flashback_cost(self.cards.get(card_id)).is_some() };
        let printed_discard = if from_graveyard && !flashback { graveyard_discard(self.cards.get(card_id)) } else { None };
        // CR 702.138a: a granted escape is its mana cost plus the cards it exiles; an
        // effect's permission to cast from the graveyard asks for the mana cost alone, and
        // is used first.
        let granted = if from_graveyard && !flashback && printed_discard.is_none() && face.is_none() {
            let permission = self.players[player.index()].this_turn.cast_from_graveyard;
            self.granted_graveyard_cost(player, card).filter(|(_, escape)| !(*escape && permission))
        } else {
            None
        };
        let escaped = granted.as_ref().is_some_and(|(_, escape)| *escape);
        let graveyard_discard = printed_discard.or(granted.map(|(c, _)| c));
        // CR 601.2a: a spell cast from a graveyard by an effect's permission alone (no
        // keyword of its own) isn't exiled.
        let by_permission = from_graveyard && !flashback && graveyard_discard.is_none() && face.is_none();
        // CR 702.81a: a retraced spell isn't exiled.
        let exile_on_leave = from_graveyard && !by_permission && !escaped && graveyard_discard != Some(mw_ir::AdditionalCost::DiscardLand)
            || alt.and_then(|i| crate::payment::alternative_costs::alternative(self.cards.get(card_id), i)).is_some_and(|a| a.kind.exiles_on_leaving());
        let from_hand = obj.zone == Zone::Hand;
        let real = obj.card;
        let from_exile = obj.zone == Zone::Exile;
        let object = self.move_object(card, Zone::Stack, "601.2a");
        if from_exile && !self.play_permissions.is_empty() {
            self.follow_cast(card, object, player);
        }
        self.set_face(object, card_id);
        let face_down = self.cards.is_face_down(card_id);
        if face_down {
            self.face_down.push((object, real));
        }
        // CR 505.1: cast during its caster's own main phase (addendum).
        let main_phase = self.turn.active == player && self.turn.step.is_main();
        if let Some(o) = self.objects.get_mut(object) {
            o.controller = player;
            o.base_controller = player;
            o.arrived.main_phase = main_phase;
        }
        let id = self.next_timestamp();
        let item = StackItem {
            id,
            kind: StackKind::Spell { object },
            controller: player,
            targets: SmallVec::new(),
            x: 0,
            event: Default::default(),
            spell_mode: None,
            exile_on_leave,
            kicks: 0,
            paid_times: 0,
            cost_option: None,
            from_hand,
            divided: SmallVec::new(),
            colors_spent: mw_types::ColorSet::EMPTY,
            mana_spent: 0,
            uncounterable: false,
        };
        self.stack.push(item);
        let kind = alt.and_then(|i| crate::payment::alternative_costs::alternative(self.cards.get(card_id), i)).map(|a| a.kind);
        if let Some(kind) = kind.or(escaped.then_some(mw_ir::AltKind::Escape)) {
            self.alt_paid.push((object, kind));
        }
        let def = self.cards.get(card_id);
        // CR 702.96a: cast for its overload cost, the spell's instructions are the
        // overloaded ones.
        let overloaded = alt.filter(|&i| crate::payment::alternative_costs::alternative(def, i).is_some_and(|a| a.kind == mw_ir::AltKind::Overload)).and_then(|_| overloaded(def));
        if let (Some(i), Some(top)) = (overloaded, self.stack.last_mut()) {
            top.spell_mode = Some(i);
        }
        let ability = overloaded.or_else(|| spell_ability(def));
        self.announcing = Some(Announcing {
            player,
            source: object,
            card: card_id,
            ability,
            origin,
            due: ManaDue::default(),
            mana_fixed: false,
            extra_paid: false,
            crewed: 0,
            flashback,
            face_down,
            graveyard_discard,
            progress: crate::payment::alternative_costs::CostProgress { alt, ..Default::default() },
            spent: Default::default(),
        });
        if choose_one(def).is_some() {
            self.pending = Pending::ChooseMode { player };
            return Next::Decide;
        }
        self.after_modes(player, card_id)
    }

    /// CR 601.2b: after the mode, the intention to pay kicker (an optional additional
    /// cost, CR 702.33a), then X.
    pub(crate) fn after_modes(&mut self, player: PlayerId, card_id: CardId) -> Next {
        // CR 601.2b: which of several additional costs will be paid, before kicker.
        if self.cost_choice_due() {
            self.pending = Pending::ChooseCost { player };
            return Next::Decide;
        }
        let cast = self.announcing.as_ref().is_some_and(|a| a.origin == Origin::Cast && !a.flashback);
        if cast && kicker_cost(self.cards.get(card_id)).is_some() && self.stack.last().is_some_and(|s| s.kicks == 0) {
            self.pending = Pending::Kicker { player };
            return Next::Decide;
        }
        self.after_kicker(player, card_id)
    }

    /// The answer to "pay kicker?": remembered on the spell; X follows.
    pub(crate) fn answer_kicker(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Some(card) = self.announcing.as_ref().map(|a| a.card) else { return Next::Decide };
        if answer == Answer::Yes && self.can_pay_kicker(player) {
            if let Some(top) = self.stack.last_mut() {
                top.kicks = top.kicks.saturating_add(1);
            }
            // CR 702.56a: replicate may be paid again, asked one time at a time.
            let limit = if self.cards.get(card).is_permanent() { REPEAT_LIMIT_PERMANENT } else { u8::MAX };
            let again = self.stack.last().is_some_and(|s| s.kicks < limit);
            if again && repeatable(self.cards.get(card)) && self.can_pay_kicker(player) {
                return Next::Decide;
            }
        }
        self.after_kicker(player, card)
    }

    /// CR 601.2b: after the mode and kicker, how many times an additional cost that may
    /// be paid any number of times is paid, then X.
    fn after_kicker(&mut self, player: PlayerId, card_id: CardId) -> Next {
        let spell = self.announcing.as_ref().filter(|a| matches!(a.origin, Origin::Cast | Origin::CastResolving)).map(|a| a.source);
        if let (Some(spell), Some(mw_ir::AdditionalCost::AnyNumber(inner))) = (spell, crate::payment::additional_costs::additional_cost(self.cards.get(card_id))) {
            let max = self.extra_candidates(player, crate::payment::additional_costs::Payer::Spell(spell), inner).len().min(u8::MAX as usize) as u32;
            if max > 0 {
                self.pending = Pending::ChooseTimes { player, max };
                return Next::Decide;
            }
        }
        self.announce_x(player, card_id)
    }

    /// CR 601.2b: the answer to "how many times?": remembered on the spell; X follows.
    pub(crate) fn answer_times(&mut self, answer: Answer) -> Next {
        let (Answer::Number(n), Some(a)) = (answer, self.announcing.as_ref()) else { return Next::Decide };
        let (player, card) = (a.player, a.card);
        if let Some(top) = self.stack.last_mut() {
            top.paid_times = n.min(u8::MAX as u32) as u8;
        }
        self.announce_x(player, card)
    }

    /// CR 601.2b: X is announced after the mode and optional costs.
    fn announce_x(&mut self, player: PlayerId, card_id: CardId) -> Next {
        let def = self.cards.get(card_id);
        // CR 107.3b: cast without paying its mana cost, X is 0.
        let free = self.announcing.as_ref().is_some_and(|a| a.pays_nothing());
        // CR 601.2b: X of an additional cost ("pay X life"), announced even without {X}.
        if !def.mana_cost.has_x() || !self.alternative_has_x(def) {
            let source = self.announcing.as_ref().map_or(crate::state::game::NO_OBJECT, |a| a.source);
            let kicks = self.stack.last().map_or(0, |s| s.kicks);
            let mana = match self.announcing.as_ref().and_then(|a| a.progress.alt).and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
                Some(alt) => self.changed_cost(player, source, def, std::borrow::Cow::Borrowed(&alt.cost.mana.symbols), kicks).into_owned(),
                None => self.spell_cost(player, source, def, kicks).into_owned(),
            };
            if let Some(max) = self.x_cost_max(player, source, def, &mana).filter(|_| !free) {
                let max = max.min(self.exact_x_most().unwrap_or(u32::MAX));
                self.pending = Pending::ChooseX { player, min: 0, max };
                return Next::Decide;
            }
        }
        if def.mana_cost.has_x() && !free && self.alternative_has_x(def) {
            let what = crate::payment::mana::PaymentFor::Spell(card_id);
            // CR 702.34a / 107.3: the X of the cost being paid (flashback's own).
            let flashback = self.announcing.as_ref().is_some_and(|a| a.flashback);
            let cost = match self.alternative_being_paid(def) {
                Some(alt) => &alt.cost.mana,
                None if flashback => flashback_cost(def).unwrap_or(&def.mana_cost),
                None => &def.mana_cost,
            };
            // CR 601.2f: the total cost, with a kicker or buyback cost being paid and
            // cost changes.
            let kicks = self.stack.last().map_or(0, |s| s.kicks);
            let source = self.announcing.as_ref().map_or(crate::state::game::NO_OBJECT, |a| a.source);
            let total = self.changed_cost(player, source, def, std::borrow::Cow::Borrowed(&cost.symbols), kicks).into_owned();
            let extra = match self.announcing.as_ref().and_then(|a| a.graveyard_discard.clone()) {
                Some(d) => Some(d),
                None => self.own_additional(source, def).cloned(),
            };
            let reserve = self.spell_reserve(source, extra.as_ref());
            let least = self.max_x(player, &total, &reserve, what);
            // CR 601.2f: the flashback and alternative costs keep their own X.
            let least = if flashback || self.alternative_being_paid(def).is_some() { least } else { self.max_x_reduced(player, source, def, kicks, least, &reserve, what) };
            let max = least.min(self.x_cost_max(player, source, def, &total).unwrap_or(u32::MAX));
            // CR 601.2c: "X target creatures": no more than could be chosen.
            let max = max.min(self.exact_x_most().unwrap_or(u32::MAX));
            self.pending = Pending::ChooseX { player, min: 0, max };
            return Next::Decide;
        }
        self.announce_targets()
    }

    /// CR 602.2: an activated ability goes on the stack; its targets and costs follow.
    pub(crate) fn begin_activate(&mut self, player: PlayerId, source: ObjectId, pos: u16) -> Next {
        let Some((r, a)) = self.ability_at(source, pos) else { return Next::Decide };
        let (each_turn, ever) = match a {
            Ability::Activated(x) => (x.once_per_turn || matches!(x.limit, Some(mw_ir::activation::ActivationLimit::EachTurn(_))), x.limit == Some(mw_ir::activation::ActivationLimit::Once)),
            _ => (false, false),
        };
        if each_turn {
            self.activated_this_turn.push((source, pos));
        }
        // CR 602.5b: "activate only once": for as long as this object exists.
        if ever {
            self.activated_ever.push((source, pos));
        }
        let (card, index) = (r.card, r.index);
        let id = self.next_timestamp();
        self.stack.push(StackItem {
            id,
            kind: StackKind::Ability { source, card, ability: index },
            controller: player,
            targets: SmallVec::new(),
            x: 0,
            event: Default::default(),
            spell_mode: None,
            exile_on_leave: false,
            from_hand: false,
            kicks: 0,
            paid_times: 0,
            cost_option: None,
            divided: SmallVec::new(),
            colors_spent: mw_types::ColorSet::EMPTY,
            mana_spent: 0,
            uncounterable: false,
        });
        self.ability_activated(player, source);
        self.announcing = Some(Announcing {
            player,
            source,
            card,
            ability: Some(index),
            origin: Origin::Activate,
            due: ManaDue::default(),
            mana_fixed: false,
            extra_paid: false,
            crewed: 0,
            flashback: false,
            face_down: false,
            graveyard_discard: None,
            progress: Default::default(),
            spent: Default::default(),
        });
        let def = self.cards.get(card);
        if let Some(Ability::Activated(a)) = def.ability(index) {
            if a.cost.mana.has_x() || a.cost.remove_x_counters.is_some() {
                let what = self.paying_for_ability(source);
                let mana = if a.cost.mana.has_x() { self.max_x(player, &self.ability_mana(player, source, a).into_owned(), &self.ability_reserve(source, &a.cost), what) } else { u32::MAX };
                // CR 107.3 / 118.3: X counters removed: at most those on it.
                let max = a.cost.remove_x_counters.map_or(mana, |k| mana.min(self.counters.get(source, k)));
                // CR 107.3 / 601.2b: "X can't be 0" (offered only when that X is payable).
                let min = a.cost.x_min as u32;
                self.pending = Pending::ChooseX { player, min: min.min(max), max };
                return Next::Decide;
            }
        }
        self.announce_targets()
    }

    /// CR 603.3: a triggered ability is put on the stack; its targets are chosen.
    pub(crate) fn put_trigger(&mut self, t: PendingTrigger) -> Next {
        let id = self.next_timestamp();
        // CR 107.3m: an enters trigger's X is the X paid for the spell the permanent was.
        let enters = matches!(
            self.cards.get(t.card).ability(t.ability),
            Some(Ability::Triggered(tr)) if tr.trigger == mw_ir::Trigger::SelfEnters
        );
        let x = if enters { self.objects.last_known(t.source).map_or(0, |o| o.spell_x) } else { 0 };
        self.stack.push(StackItem {
            id,
            kind: StackKind::Ability { source: t.source, card: t.card, ability: t.ability },
            controller: t.controller,
            targets: SmallVec::new(),
            x,
            event: t.event,
            spell_mode: None,
            exile_on_leave: false,
            from_hand: false,
            kicks: 0,
            paid_times: 0,
            cost_option: None,
            divided: SmallVec::new(),
            colors_spent: mw_types::ColorSet::EMPTY,
            mana_spent: 0,
            uncounterable: false,
        });
        self.emit("603.3a", EventKind::TriggerPutOnStack { player: t.controller, source: t.source });
        self.announcing = Some(Announcing {
            player: t.controller,
            source: t.source,
            card: t.card,
            ability: Some(t.ability),
            origin: Origin::Trigger,
            due: ManaDue::default(),
            mana_fixed: false,
            extra_paid: false,
            crewed: 0,
            flashback: false,
            face_down: false,
            graveyard_discard: None,
            progress: Default::default(),
            spent: Default::default(),
        });
        // CR 603.3c: a modal triggered ability's mode is chosen as it is put on the stack;
        // with no mode that can be chosen, it is removed.
        if self.announced_modes().is_some() {
            let mut modes = Vec::new();
            self.mode_answers(t.controller, &mut modes);
            if modes.is_empty() {
                self.stack.pop();
                self.announcing = None;
                return Next::OfferPriority;
            }
            self.pending = Pending::ChooseMode { player: t.controller };
            return Next::Decide;
        }
        self.announce_targets()
    }

    /// The modes whose targets can be chosen, numbered from 1 as printed.
    pub(crate) fn mode_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let def = self.cards.get(a.card);
        let Some((first, n)) = self.announced_modes() else { return };
        for k in 1..=n as u16 {
            if self.targets_exist(def, Some(first + k), player, a.source)
                && self.escalate_payable(player, a.source, def, first + k)
                && self.entwine_payable(player, a.source, def, first + k)
                && self.all_modes_allowed(player, a.source, def, first + k)
            {
                out.push(Answer::Number(k as u32));
            }
        }
    }

    pub(crate) fn answer_mode(&mut self, player: PlayerId, answer: Answer) -> Next {
        let Answer::Number(k) = answer else { return Next::Decide };
        let Some(a) = self.announcing.as_mut() else { return Next::Decide };
        let (card, origin) = (a.card, a.origin);
        let Some((first, _)) = self.announced_modes() else { return Next::Decide };
        let index = first + k as u16;
        if let Some(a) = self.announcing.as_mut() {
            a.ability = Some(index);
        }
        if let Some(top) = self.stack.last_mut() {
            match &mut top.kind {
                // CR 603.3c: the triggered ability is now the chosen mode.
                StackKind::Ability { ability, .. } => *ability = index,
                StackKind::Spell { .. } => top.spell_mode = Some(index),
            }
        }
        self.emit("601.2b", EventKind::ModeChosen { mode: k });
        if origin == Origin::Trigger {
            return self.announce_targets();
        }
        self.after_modes(player, card)
    }

    /// CR 700.2: the modes of the spell or triggered ability being announced: the index
    /// of the ability just before the first mode, and how many there are.
    fn announced_modes(&self) -> Option<(u16, u8)> {
        let a = self.announcing.as_ref()?;
        let def = self.cards.get(a.card);
        if a.origin != Origin::Trigger {
            return choose_one(def);
        }
        let i = a.ability?;
        match def.ability(i) {
            Some(Ability::Triggered(t)) if t.modes > 0 => Some((i, t.modes)),
            _ => None,
        }
    }

    pub(crate) fn answer_x(&mut self, answer: Answer) -> Next {
        let Answer::Number(x) = answer else { return Next::Decide };
        if matches!(self.pending, Pending::ChooseX { min, .. } if x < min) {
            return Next::Decide;
        }
        if let Some(top) = self.stack.last_mut() {
            top.x = x;
        }
        self.emit("601.2b", EventKind::XChosen { value: x });
        self.announce_targets()
    }

    /// CR 601.2c: the next target to choose, or on to costs when all are chosen. A trigger
    /// with no legal target is removed from the stack (CR 603.3d).
    fn announce_targets(&mut self) -> Next {
        let Some(a) = self.announcing.clone() else { return Next::OfferPriority };
        let chosen = self.stack.last().map_or(0, |s| s.targets.len());
        let specs = ability_targets(self.cards.get(a.card), a.ability);
        if chosen < specs.len() {
            let mut buf = Vec::new();
            self.target_answers(&mut buf);
            if buf == [Answer::Done] {
                // "up to one" with nothing to choose: left unchosen.
                return self.answer_target(Answer::Done);
            }
            if buf.is_empty() {
                // Only triggers can get here: casting and activating require targets.
                self.stack.pop();
                self.announcing = None;
                return Next::OfferPriority;
            }
            // CR 603.3d: "that player chooses target …": not always the controller.
            let event = self.stack.last().map(|s| s.event).unwrap_or_default();
            let player = self.target_chooser(&specs[chosen], a.player, &event);
            self.pending = Pending::ChooseTarget { player, index: chosen as u8 };
            return Next::Decide;
        }
        if let Some(next) = self.announce_division() {
            return next;
        }
        self.announce_costs()
    }

    pub(crate) fn answer_target(&mut self, answer: Answer) -> Next {
        let t = match answer {
            Answer::Target(t) => t,
            // CR 601.2c: an optional target left unchosen holds its place, naming nothing.
            Answer::Done => Target::Object(crate::state::game::NO_OBJECT),
            _ => return Next::Decide,
        };
        if let Some(top) = self.stack.last_mut() {
            top.targets.push(t);
        }
        self.emit("601.2c", EventKind::TargetChosen { target: t });
        self.announce_targets()
    }

    /// The legal choices for the next target of the item being announced.
    pub(crate) fn target_answers(&self, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let chosen = self.stack.last().map_or(0, |s| s.targets.len());
        let specs = ability_targets(self.cards.get(a.card), a.ability);
        let Some(spec) = specs.get(chosen) else { return };
        // CR 601.2c: "up to N target …": once one is left unchosen, so are the rest of
        // the same word (none, then one, names the same targets as one, then none).
        let unchosen = Target::Object(crate::state::game::NO_OBJECT);
        if spec.optional && spec.distinct && self.stack.last().and_then(|s| s.targets.last()) == Some(&unchosen) {
            out.push(Answer::Done);
            return;
        }
        // CR 601.2b–c: "up to X targets": no more targets than the X announced.
        if spec.below_x.is_some_and(|k| u32::from(k) >= self.stack.last().map_or(0, |s| s.x)) {
            out.push(Answer::Done);
            return;
        }
        let before: &[Target] = match (spec.distinct, self.stack.last()) {
            (true, Some(s)) => &s.targets,
            _ => &[],
        };
        let required = self.target_for_reduction(a);
        let earns = |t: Target| required.is_none_or(|f| matches!(t, Target::Object(o) if self.object_matches(&f, o, a.player, a.source)));
        // CR 601.2d: no more targets than there is damage to divide.
        let full = self.division_full(a, chosen);
        // CR 601.2f: an optional target that would make the cost unpayable isn't offered.
        let affordable = !spec.optional || self.one_more_target_payable(a);
        // CR 601.2c: an opponent's Flagbearer must be among the targets if able.
        let must = self.required_targets(a, chosen, &specs);
        let meets = |t: Target| must.as_ref().is_none_or(|m| matches!(t, Target::Object(o) if m.contains(&o)));
        let so_far = self.stack.last().map_or(&[][..], |s| &s.targets[..]);
        let event = self.stack.last().map(|s| s.event).unwrap_or_default();
        let chooser = self.target_chooser(spec, a.player, &event);
        self.target_candidates(spec, chooser, a.source, |t| {
            if !before.contains(&t) && earns(t) && !full && affordable && meets(t) && self.later_targets_possible(&specs, so_far, t, chooser, a.source) {
                out.push(Answer::Target(t));
            }
        });
        // Without a target that earns its cost reduction, the spell couldn't be paid for.
        // CR 601.2c: "X target creatures": each place below X must be chosen.
        if spec.optional && !spec.exact_x && required.is_none() && must.is_none() {
            out.push(Answer::Done);
        }
    }

    /// CR 702.21a: ward triggers when its permanent becomes the target of a spell or
    /// ability an opponent controls.
    fn becomes_target_triggers(&mut self) {
        let Some(item) = self.stack.last().cloned() else { return };
        let mut seen: SmallVec<[ObjectId; 2]> = SmallVec::new();
        for t in &item.targets {
            let Target::Object(id) = *t else { continue };
            let Some(o) = self.objects.get(id) else { continue };
            // CR 603.2: once for each object, however many times it is targeted.
            if seen.contains(&id) {
                continue;
            }
            seen.push(id);
            let controller = o.controller;
            let ev = crate::state::waiting_triggers::TriggerEvent { about: Some(item.id), ..Default::default() };
            self.queue_triggers_full(id, controller, &mw_ir::Trigger::SelfBecomesTarget, ev);
            if let Some(spell) = item.spell_object() {
                // "that spell": the spell as the event's object.
                let ev = crate::state::waiting_triggers::TriggerEvent { object: Some(spell), ..ev };
                self.queue_triggers_full(id, controller, &mw_ir::Trigger::SelfBecomesTargetOfSpell, ev);
            }
            if controller != item.controller {
                // CR 702.21a: "that player", who may pay ward's cost, controls the item.
                let want = mw_ir::Trigger::BecomesTargetOfOpponent;
                let ev = crate::state::waiting_triggers::TriggerEvent { player: Some(item.controller), ..ev };
                self.queue_triggers_full(id, controller, &want, ev);
            }
            self.targeted_event(id, controller, &item);
        }
        self.becomes_target_watchers(&item);
    }

    /// CR 601.2i / 702.40a: a spell's own "when you cast this spell" (`before`: the spells
    /// cast before it this turn, storm's count); matched by `pipeline::cast`.
    pub(crate) fn self_cast_triggers(&mut self, player: PlayerId, spell: ObjectId, before: u32) {
        let ev = crate::state::waiting_triggers::TriggerEvent { amount: before, ..Default::default() };
        self.queue_triggers_full(spell, player, &mw_ir::Trigger::SelfCast, ev);
    }

    /// CR 601.2i / 602.2e: the spell becomes cast or the ability activated.
    pub(crate) fn finish_announcing(&mut self) -> Next {
        let Some(a) = self.announcing.take() else { return Next::OfferPriority };
        self.becomes_target_triggers();
        // CR 700.13: a copy isn't cast, activated or put on the stack as a trigger.
        if a.origin != Origin::Copy {
            self.crime_check();
        }
        match a.origin {
            Origin::Cast => {
                self.spell_became_cast(a.player, a.source);
                self.turn.priority = a.player;
                self.turn.passes = 0;
            }
            Origin::Activate => {
                self.turn.priority = a.player;
                self.turn.passes = 0;
                self.cycled_watchers(&a);
            }
            Origin::CastResolving => {
                self.spell_became_cast(a.player, a.source);
                // CR 608.2: the resolution that cast it goes on.
                if let Some(r) = self.resolving.as_mut() {
                    r.instruction_done();
                }
                return self.continue_resolution();
            }
            Origin::Trigger => {}
            // CR 707.10c: the copy's targets are chosen; the next copy, or the resolution
            // that made them, goes on.
            Origin::Copy => return self.after_copy(),
        }
        Next::OfferPriority
    }
}
