//! Executing effects (CR 609) of resolving spells and abilities.

use crate::continuous_effects::characteristics::LayerEffect;
use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Amount, Effect, PlayerRef, Subject};
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};
use smallvec::SmallVec;

/// Whether an instruction finished or asks a player something first.
pub(crate) enum Flow {
    Done,
    Ask(crate::stack_resolution::resolution::Wait, crate::state::game::Pending),
    /// A permanent is entering and its controller must choose (`Pending::Entering`).
    Entering,
    /// A choice outside the resolution is pending (a copy's new targets); it resumes
    /// the resolution when made.
    Suspended,
}

/// What a resolving spell or ability knows about itself.
pub(crate) struct EffectCtx<'a> {
    /// The stack item that caused this triggered ability, if any.
    pub about: Option<u32>,
    /// The amount of the event that triggered it ("that much").
    pub trigger_amount: u32,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub targets: &'a [Target],
    /// CR 608.2b: whether each target is still legal.
    pub legal: &'a [bool],
    pub x: u32,
    /// The ability resolving (None for a spell's instructions from its card).
    pub ability: Option<crate::continuous_effects::abilities::AbilityRef>,
    /// The player of the event that triggered it ("that player").
    pub about_player: Option<PlayerId>,
    /// The object of the event that triggered it ("that creature").
    pub about_object: Option<ObjectId>,
    /// The object `Effect::ForEach` is visiting.
    pub each: Option<ObjectId>,
    /// CR 601.2d: the damage divided among the targets as the item was put on the stack.
    pub divided: &'a [u16],
}

impl EffectCtx<'_> {
    /// A context with no targets, X or trigger event: a static ability's or a mana
    /// ability's.
    pub(crate) fn bare(controller: PlayerId, source: ObjectId) -> EffectCtx<'static> {
        EffectCtx {
            about: None,
            trigger_amount: 0,
            controller,
            source,
            targets: &[],
            legal: &[],
            x: 0,
            ability: None,
            about_player: None,
            about_object: None,
            each: None,
            divided: &[],
        }
    }

    fn target(&self, i: u8) -> Option<Target> {
        let i = i as usize;
        (self.legal.get(i) == Some(&true)).then(|| self.targets[i])
    }
}

impl Game {
    /// Resolves one instruction. Illegal targets are not affected (CR 608.2b).
    pub(crate) fn execute(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::CounterUnlessPays { what, cost, life } = effect {
            let Some(item) = self.stack_ref(*what, ctx) else { return Flow::Done };
            let Some(payer) = self.stack.iter().find(|s| s.id == item).map(|s| s.controller) else {
                return Flow::Done;
            };
            let wait = crate::stack_resolution::resolution::Wait::UnlessPays { payer, item, cost: cost.clone(), life: *life };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: payer });
        }
        if let Effect::SacrificeUnlessSacrifice { card_type } = *effect {
            if self.objects.get(ctx.source).is_none_or(|o| o.zone != Zone::Battlefield) {
                return Flow::Done;
            }
            let wait = crate::stack_resolution::resolution::Wait::SacrificeUnless { player: ctx.controller, source: ctx.source, card_type };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::ReturnToBattlefield { subject, under_you } = *effect {
            return self.return_to_battlefield(subject, under_you, ctx);
        }
        if let Effect::ExileReturnTransformed { under_you } = *effect {
            return self.exile_return_transformed(under_you, ctx);
        }
        if let Effect::PutSelfFromHand { tapped, attacking } = *effect {
            return self.put_self_from_hand(tapped, attacking, ctx);
        }
        if let Effect::ReturnSelfFromGraveyard { to_battlefield, tapped } = *effect {
            return self.return_self_from_graveyard(to_battlefield, tapped, ctx);
        }
        if let Effect::ReturnWithCounterUnlessHad { kind } = *effect {
            return self.return_with_counter(kind, ctx);
        }
        if let Effect::CopySpell { what, times, new_targets } = *effect {
            let n = self.amount(times, ctx).max(0) as u32;
            return self.begin_copies(what, n, new_targets, ctx);
        }
        let discover = match *effect {
            Effect::Discover { amount } => Some((self.amount(amount, ctx).max(0) as u32, false)),
            // CR 702.85a: less than the spell's mana value (nothing with 0).
            Effect::Cascade => match self.mana_value_of(ctx.source) {
                mv if mv <= 0 => return Flow::Done,
                mv => Some(((mv - 1) as u32, true)),
            },
            _ => None,
        };
        if let Some((n, cascade)) = discover {
            return match self.begin_discover(ctx.controller, n, cascade) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::CreateTokenCopy { of } = *effect {
            let Some(id) = self.subject(of, ctx) else { return Flow::Done };
            return self.create_token_copy(id, ctx.controller);
        }
        if let Effect::PutFromHand { filter, tapped } = *effect {
            return match self.begin_put_from_hand(ctx.controller, filter, tapped) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::PlayerMoves(m) = effect {
            return self.player_moves(m, ctx);
        }
        if let Effect::SearchName(s) = effect {
            return self.search_name(s, ctx);
        }
        if let Effect::Search { ref filter, count, to, reveal } = *effect {
            let (wait, pending) = self.begin_search(ctx.controller, filter.clone(), count, to, reveal);
            return Flow::Ask(wait, pending);
        }
        if let Effect::Discard { player, amount, random } = *effect {
            let n = self.amount(amount, ctx).max(0) as u32;
            let players = self.players_ref(player, ctx);
            if random {
                // CR 701.9b: the cards are chosen at random.
                for p in players {
                    for _ in 0..n {
                        let hand = &self.players[p.index()].hand;
                        if hand.is_empty() {
                            break;
                        }
                        let card = hand[rand::Rng::random_range(&mut self.rng, 0..hand.len())];
                        self.discard_card(p, card, "701.9b");
                    }
                }
                return Flow::Done;
            }
            let d = crate::stack_resolution::keyword_actions::Discarding { players, remaining: n, each: n };
            return match self.next_discard(d) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::Proliferate = effect {
            let (wait, pending) = self.begin_proliferate(ctx.controller);
            return Flow::Ask(wait, pending);
        }
        if let Effect::Connive { subject } = *effect {
            let Some(id) = self.subject(subject, ctx) else { return Flow::Done };
            return match self.begin_connive(id) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::Dig { count, take, exact, ref filter, rest, to, ref more } = *effect {
            let n = self.amount(count, ctx).max(0) as u32;
            let d = crate::stack_resolution::dig::Digging {
                player: ctx.controller,
                looked: SmallVec::new(),
                taken: SmallVec::new(),
                take,
                exact,
                filter: filter.clone(),
                rest,
                to,
                bottom: SmallVec::new(),
                ordering: false,
                source: ctx.source,
                more: more.clone(),
                placed: 0,
            };
            return match self.begin_dig(d, n) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None if self.has_queued() && self.enter_queued() => Flow::Entering,
                None => Flow::Done,
            };
        }
        if let Effect::HandToLibrary { player, count, top } = *effect {
            let n = self.amount(count, ctx).max(0) as u32;
            let Some(p) = self.player_ref(player, ctx) else { return Flow::Done };
            return match self.begin_hand_to_library(p, n, top) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::RevealChooseDiscard { player, filter, exile, look, optional } = *effect {
            let Some(victim) = self.player_ref(player, ctx) else { return Flow::Done };
            if look {
                self.emit("701.20a", EventKind::LookedAtHand { viewer: ctx.controller, player: victim });
            }
            return match self.reveal_hand_to_choose(ctx.controller, victim, filter, ctx.source, exile, look, optional) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::Sacrifices { count, filter, .. } | Effect::ReturnChosen { count, filter } | Effect::UntapUpTo { count, filter } = *effect {
            use crate::actions::sacrifice::ChosenAct;
            let exploit = matches!(effect, Effect::Sacrifices { exploit: true, .. });
            let n = self.amount(count, ctx).max(0) as u32;
            let (players, act) = match *effect {
                Effect::Sacrifices { player, .. } => (self.players_ref(player, ctx), ChosenAct::Sacrifice),
                Effect::UntapUpTo { .. } => (smallvec::smallvec![ctx.controller], ChosenAct::Untap),
                _ => (smallvec::smallvec![ctx.controller], ChosenAct::ReturnToHand),
            };
            let up_to = act == ChosenAct::Untap;
            let s = crate::actions::sacrifice::Sacrificing {
                players,
                remaining: n,
                each: n,
                filter,
                source: ctx.source,
                chosen: SmallVec::new(),
                act,
                up_to,
                exploit,
            };
            return match self.next_sacrifice(s) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::AddMana(p) = effect {
            let choices = self.raw_mana_choices(ctx.source, p);
            if choices.len() > 1 {
                let wait = crate::stack_resolution::resolution::Wait::ChooseMana { player: ctx.controller, choices };
                return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
            }
            for t in choices.into_iter().flatten() {
                self.add_mana(ctx.controller, t, 1);
            }
            return Flow::Done;
        }
        if let Effect::MayPayEnergy { amount } = *effect {
            let wait = crate::stack_resolution::resolution::Wait::MayPayEnergy { player: ctx.controller, amount };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::MayPay { cost, times } = effect {
            let n = self.amount(*times, ctx).clamp(0, 100) as usize;
            let cost = mw_types::ManaCost { symbols: cost.symbols.iter().copied().cycle().take(cost.symbols.len() * n).collect() };
            let wait = crate::stack_resolution::resolution::Wait::MayPay { player: ctx.controller, cost };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::MayCastFree { subject } = *effect {
            return self.begin_free_cast(subject, ctx);
        }
        if let Effect::Choose(choice) = *effect {
            return self.begin_choice(choice, ctx);
        }
        if let Effect::LookAtTop { reveal, player } = *effect {
            self.look_at_top(reveal, player, ctx);
            return Flow::Done;
        }
        if let Effect::MoveThatCard { to, reveal } = *effect {
            return self.move_that_card(to, reveal, ctx);
        }
        if let Effect::Clash = effect {
            return self.clash(ctx);
        }
        if let Effect::ClashOpponentDecides = effect {
            return self.clash_opponent_decides(ctx);
        }
        if let Effect::ReturnLinkedExiled = effect {
            // Cards still in exile return under their owners' control; the link ends.
            let cards: SmallVec<[crate::actions::entering_queue::Queued; 2]> = self
                .linked_exiles
                .iter()
                .filter(|(s, _)| *s == ctx.source)
                .filter_map(|&(_, c)| self.objects.get(c).filter(|o| o.zone == Zone::Exile).map(|o| (c, o.owner, false)))
                .collect();
            self.linked_exiles.retain(|(s, _)| *s != ctx.source);
            return self.enter_cards(&cards, "607.2a");
        }
        if let Effect::LookAtHand { player } = *effect {
            // Information only: the viewer learns the cards (the event names whose).
            for victim in self.players_ref(player, ctx) {
                self.emit("701.20a", EventKind::LookedAtHand { viewer: ctx.controller, player: victim });
            }
            return Flow::Done;
        }
        if let Effect::FlipCoin = effect {
            // CR 705.2: a fair flip; the player calls it, so wins half the time.
            let won = rand::Rng::random_bool(&mut self.rng, 0.5);
            self.emit("705.2", EventKind::CoinFlipped { player: ctx.controller, won });
            if let Some(r) = self.resolving.as_mut() {
                r.declined = !won;
            }
            return Flow::Done;
        }
        if let Effect::RollDice { sides, count } = *effect {
            // CR 706.2: each die shows one of its faces, each as likely.
            let result: u16 = (0..count).map(|_| rand::Rng::random_range(&mut self.rng, 1..=sides as u16)).sum();
            self.emit("706.2", EventKind::DiceRolled { player: ctx.controller, sides, result });
            if let Some(r) = self.resolving.as_mut() {
                r.rolled = result;
            }
            return Flow::Done;
        }
        if let Effect::If { condition, effect: inner, otherwise } = effect {
            let holds = self.condition_holds_in(*condition, ctx);
            if let Some(other) = otherwise {
                // CR 608.2c: "… instead if …": one of the two happens.
                return self.execute(if holds { inner } else { other }, ctx);
            }
            if let Some(r) = self.resolving.as_mut() {
                r.declined = !holds;
            }
            return if holds { self.execute(inner, ctx) } else { Flow::Done };
        }
        if let Effect::IfYouDo { done, effect: inner } = effect {
            let declined = self.resolving.as_ref().is_some_and(|r| r.declined);
            return if declined != *done { self.execute(inner, ctx) } else { Flow::Done };
        }
        if let Effect::CreateTokens { token, amount, tapped, attacking: true, .. } = effect {
            // CR 506.3, 508.4: tokens put onto the battlefield attacking attack what their
            // controller chooses for each, when there is a choice.
            let n = self.amount(*amount, ctx).max(0) as u32;
            let created = self.create_tokens(token, n, *tapped, ctx.controller);
            let options = self.attackable_now(ctx.controller);
            if options.len() <= 1 {
                for (&id, &t) in created.iter().zip(std::iter::repeat(options.first()).flatten()) {
                    self.attack_now(id, t);
                }
                return Flow::Done;
            }
            let wait = crate::stack_resolution::resolution::Wait::Attacked { player: ctx.controller, creatures: created.into_iter().collect() };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::ChoosePermanent { filter, least_toughness } = effect {
            let mut candidates: SmallVec<[ObjectId; 4]> =
                self.battlefield.iter().copied().filter(|&id| self.object_matches(filter, id, ctx.controller, ctx.source)).collect();
            if *least_toughness {
                let least = candidates.iter().map(|&c| self.toughness(c)).min().unwrap_or(0);
                candidates.retain(|c| self.toughness(*c) == least);
            }
            let r = self.resolving.as_mut();
            return match candidates.as_slice() {
                [] | [_] => {
                    if let Some(r) = r {
                        r.returned = candidates.first().copied();
                    }
                    Flow::Done
                }
                _ => {
                    let wait = crate::stack_resolution::resolution::Wait::ChoosePermanent { player: ctx.controller, candidates };
                    Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller })
                }
            };
        }
        if let Effect::Optional(inner) = effect {
            // CR 609.3: "you may": asked first; a yes runs the instruction.
            if self.resolving.as_mut().is_some_and(|r| std::mem::take(&mut r.accepted)) {
                return self.execute(inner, ctx);
            }
            let wait = crate::stack_resolution::resolution::Wait::Optional { player: ctx.controller };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::Explore { subject, times } = *effect {
            return self.execute_explore(subject, times, ctx);
        }
        if let Effect::Scry { amount } | Effect::Surveil { amount } | Effect::Reorder { amount, .. } = *effect {
            let mode = match effect {
                Effect::Scry { .. } => crate::stack_resolution::library_actions::Arrange::Scry,
                Effect::Surveil { .. } => crate::stack_resolution::library_actions::Arrange::Surveil,
                _ => crate::stack_resolution::library_actions::Arrange::Reorder,
            };
            let n = self.amount(amount, ctx).max(0) as u32;
            // CR 701.22b: scry 0 is no scry.
            if mode == crate::stack_resolution::library_actions::Arrange::Scry && n > 0 {
                self.scry_watchers(ctx.controller);
            }
            // CR 401.5: "the top three cards of target player's library".
            let library = match *effect {
                Effect::Reorder { whose: Some(r), .. } => match self.player_ref(r, ctx) {
                    Some(p) => p,
                    None => return Flow::Done,
                },
                _ => ctx.controller,
            };
            return match self.begin_arrange_of(ctx.controller, library, n, mode) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        self.execute_simple(effect, ctx);
        Flow::Done
    }

    /// The stack item an instruction means, if it is still on the stack.
    pub(crate) fn stack_ref(&self, r: mw_ir::StackRef, ctx: &EffectCtx) -> Option<u32> {
        let spell_item = |obj: Option<ObjectId>| obj.and_then(|o| self.stack.iter().find(|s| s.spell_object() == Some(o)).map(|s| s.id));
        match r {
            mw_ir::StackRef::Triggering => {
                ctx.about.filter(|id| self.stack.iter().any(|s| s.id == *id)).or_else(|| spell_item(ctx.about_object))
            }
            mw_ir::StackRef::ThisSpell => spell_item(Some(ctx.source)),
            mw_ir::StackRef::Target(i) => match ctx.target(i)? {
                Target::Object(obj) => self.stack.iter().find(|s| s.spell_object() == Some(obj)).map(|s| s.id),
                Target::Player(_) => None,
            },
        }
    }

    fn execute_explore(&mut self, subject: Subject, times: mw_ir::Amount, ctx: &EffectCtx) -> Flow {
        let Some(explorer) = self.subject(subject, ctx) else { return Flow::Done };
        let n = self.amount(times, ctx).max(0) as u32;
        let n = self.explores_after_replacements(explorer, n);
        match self.explore_run(explorer, n) {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None => Flow::Done,
        }
    }

    pub(crate) fn execute_simple(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::DealDamage { source, amount, to } => {
                let to: SmallVec<[Target; 4]> = match to {
                    mw_ir::Recipient::Target(i) => ctx.target(i).into_iter().collect(),
                    mw_ir::Recipient::Player(p) => self.players_ref(p, ctx).into_iter().map(Target::Player).collect(),
                    mw_ir::Recipient::Each => ctx.each.map(Target::Object).into_iter().collect(),
                    mw_ir::Recipient::Object(s) => self.subject(s, ctx).map(Target::Object).into_iter().collect(),
                };
                let Some(src) = self.subject(source, ctx) else { return };
                let n = self.amount(amount, ctx);
                for t in to {
                    self.deal_damage(src, t, n, "120.3");
                }
            }
            Effect::DealDamageDivided { source, first, count, .. } => {
                let Some(src) = self.subject(source, ctx) else { return };
                // CR 608.2b: a share for a target that became illegal isn't dealt.
                for k in 0..count {
                    let share = ctx.divided.get(k as usize).copied().unwrap_or(0);
                    if let (true, Some(t)) = (share > 0, ctx.target(first + k)) {
                        self.deal_damage(src, t, share as i32, "601.2d");
                    }
                }
            }
            Effect::Pump { subject, power, toughness, duration, times } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return;
                }
                // CR 608.2h: a counted change is fixed as the instruction is carried out.
                let k = self.amount(times, ctx);
                let (power, toughness) = (power.saturating_mul(k), toughness.saturating_mul(k));
                self.add_effect(id, LayerEffect::ModifyPt { power, toughness }, duration);
                self.emit("611.2a", EventKind::PowerToughnessChanged { object: id, power, toughness });
            }
            Effect::Draw { player, amount } => {
                for p in self.players_ref(player, ctx) {
                    for _ in 0..self.amount(amount, ctx).max(0) {
                        self.draw(p, "121.1");
                    }
                }
            }
            Effect::GainLife { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    self.gain_life(p, n, "119.3");
                }
            }
            Effect::LoseLife { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    let lost = self.lose_life(p, n, "119.3");
                    if let Some(r) = self.resolving.as_mut() {
                        r.life_lost = r.life_lost.saturating_add(lost);
                    }
                }
            }
            Effect::ExileLinked { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| matches!(o.zone, Zone::Battlefield | Zone::Graveyard)) {
                    let new = self.move_object(id, Zone::Exile, "607.2a");
                    self.linked_exiles.push((ctx.source, new));
                }
            }
            Effect::Exile { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| matches!(o.zone, Zone::Battlefield | Zone::Graveyard)) {
                    self.move_object(id, Zone::Exile, "701.13a");
                }
            }
            Effect::Untap { subject } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.untap_permanent(id);
                }
            }
            Effect::Tap { subject } => {
                let tap = true;
                let Some(id) = self.subject(subject, ctx) else { return };
                if tap {
                    self.tap(id, "701.26a");
                } else {
                    self.untap(id, "701.26b");
                }
            }
            Effect::BecomeMonarch { player } => {
                // CR 724.3: one monarch at a time.
                if let Some(p) = self.player_ref(player, ctx) {
                    if self.monarch != Some(p) {
                        self.monarch = Some(p);
                        self.emit("724.1", EventKind::BecameMonarch { player: p });
                    }
                }
            }
            Effect::Regenerate { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.regeneration_shields.push(id);
                    self.emit("701.19a", EventKind::RegenerationShield { object: id });
                }
            }
            Effect::Destroy { subject, no_regen } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.destroy_with(id, "701.8a", !no_regen);
                }
            }
            Effect::Counter { what, exile } => {
                if let Some(item) = self.stack_ref(what, ctx) {
                    if exile {
                        // "if that spell is countered this way, exile it instead".
                        if let Some(i) = self.stack.iter_mut().find(|s| s.id == item) {
                            i.exile_on_leave = true;
                        }
                    }
                    self.counter_item(item, "701.6a");
                }
            }
            // Handled by `execute`, which asks the payer first.
            Effect::CounterUnlessPays { .. } => {}
            Effect::ReturnToHand { subject } => self.return_to_hand(subject, ctx),
            Effect::TurnRule(r) => self.turn_rules |= r.bit(),
            // Handled by `execute`, which may ask about the revealed card.
            Effect::Explore { .. } => {}
            Effect::PutCounters { subject, kind, amount } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let n = self.amount(amount, ctx).max(0) as u32;
                    self.put_counters(id, kind, n, "122.6");
                }
            }
            // Handled by `execute`: entering and "you may" ask questions.
            Effect::Transform { subject } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.transform(id, ctx);
                }
            }
            Effect::SkipNextUntap { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) && !self.skip_untap.contains(&id) {
                    self.skip_untap.push(id);
                }
            }
            Effect::SkipNextTurn { player } => {
                for p in self.players_ref(player, ctx) {
                    self.players[p.index()].skip_turns += 1;
                }
            }
            Effect::ExtraTurn { player } => {
                for p in self.players_ref(player, ctx) {
                    self.extra_turns.push(p);
                }
            }
            Effect::ExileUntilSourceLeaves { subject } => {
                // CR 610.3c: if the source has already left, nothing is exiled.
                if self.objects.get(ctx.source).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return;
                }
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let new = self.move_object(id, Zone::Exile, "610.3");
                    self.exiled_until.push((ctx.source, new));
                }
            }
            Effect::ShuffleIntoLibrary { subject } => {
                // CR 400.7: the card where it is now ("when ~ dies, shuffle it …").
                let Some(id) = self.current_object(subject, ctx) else { return };
                let Some(o) = self.objects.get(id).copied().filter(|o| o.zone != Zone::Library) else { return };
                self.move_object(id, Zone::Library, "701.24a");
                self.shuffle_library(o.owner, "701.24a");
            }
            Effect::ShuffleGraveyardIntoLibrary { player } => {
                for p in self.players_ref(player, ctx) {
                    let cards = self.players[p.index()].graveyard.clone();
                    for c in cards {
                        self.move_object(c, Zone::Library, "701.24a");
                    }
                    self.shuffle_library(p, "701.24a");
                }
            }
            Effect::PutInLibrary { subject, top } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                self.put_in_library(id, top);
            }
            Effect::ExileGraveyard { player } => {
                for p in self.players_ref(player, ctx) {
                    let cards = self.players[p.index()].graveyard.clone();
                    for c in cards {
                        self.move_object(c, Zone::Exile, "406.3");
                    }
                }
            }
            Effect::Clash | Effect::ClashOpponentDecides | Effect::MayCastFree { .. } | Effect::Choose(_) | Effect::LookAtTop { .. } | Effect::MoveThatCard { .. } | Effect::ReturnToBattlefield { .. } | Effect::ExileReturnTransformed { .. } | Effect::ChoosePermanent { .. } | Effect::CreateTokenCopy { .. } | Effect::PutFromHand { .. } | Effect::PutSelfFromHand { .. } | Effect::ReturnSelfFromGraveyard { .. } | Effect::If { .. } | Effect::Optional(_) | Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::IfYouDo { .. } | Effect::AddMana(_) | Effect::Dig { .. } | Effect::HandToLibrary { .. } | Effect::Reorder { .. } | Effect::RevealChooseDiscard { .. } | Effect::Delayed { .. } | Effect::Sacrifices { .. } | Effect::ReturnWithCounterUnlessHad { .. } | Effect::ReturnChosen { .. } | Effect::UntapUpTo { .. } | Effect::FlipCoin | Effect::RollDice { .. } | Effect::LookAtHand { .. } | Effect::ReturnLinkedExiled | Effect::Proliferate | Effect::Connive { .. } | Effect::Discover { .. } | Effect::Cascade | Effect::CopySpell { .. } | Effect::Search { .. } | Effect::Discard { .. } | Effect::PlayerMoves(_) | Effect::SearchName(_) => {}
            Effect::BecomeCopy { subject, of, keep_this_ability } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                let Some(Target::Object(of)) = ctx.target(of) else { return };
                if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return;
                }
                self.become_copy(id, of, if keep_this_ability { ctx.ability } else { None });
            }
            Effect::ExileThisSpell => {
                let item = self.resolving.as_ref().map(|r| r.item);
                if let Some(i) = self.stack.iter_mut().find(|s| Some(s.id) == item) {
                    i.exile_on_leave = true;
                }
            }
            Effect::SetBasePt { subject, power, toughness, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::SetPt { power, toughness }, duration);
                }
            }
            Effect::GainProtection { subject, colors, duration } => self.gain_protection(subject, colors, duration, ctx),
            Effect::SetColors { subject, colors, duration } => self.set_colors(subject, colors, duration, ctx),
            Effect::GainKeywords { subject, ref keywords, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let bits = keywords.iter().fold(0, |b, k| b | k.bit());
                    self.add_effect(id, LayerEffect::AddKeywords(bits), duration);
                }
            }
            Effect::LoseKeywords { subject, ref keywords, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let bits = keywords.iter().fold(0, |b, k| b | k.bit());
                    self.add_effect(id, LayerEffect::RemoveKeywords(bits), duration);
                }
            }
            Effect::GainAbility { subject, offset, duration } => {
                let (Some(id), Some(r)) = (self.subject(subject, ctx), ctx.ability) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let ability = crate::continuous_effects::abilities::AbilityRef { card: r.card, index: r.index + u16::from(offset) };
                    self.add_effect(id, LayerEffect::AddAbility(ability), duration);
                }
            }
            Effect::SwitchPt { subject, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::SwitchPt, duration);
                }
            }
            Effect::CreaturesEnterUnderYourControl { duration } => {
                let source = ctx.source;
                let ability = ctx.ability.unwrap_or(crate::continuous_effects::abilities::AbilityRef { card: mw_types::CardId(0), index: 0 });
                let id = crate::actions::entering::ReplacementId { source, ability };
                let kind = crate::actions::entering::ResolvedKind::CreaturesEnterUnderYou;
                self.add_replacement(crate::actions::entering::ResolvedReplacement { id, controller: ctx.controller, kind, duration });
            }
            Effect::AdditionalLand => self.players[ctx.controller.index()].extra_land_plays += 1,
            Effect::CreateTokens { ref token, amount, tapped, player, .. } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                // CR 111.2: each player the instruction names creates them, in APNAP order.
                for p in self.players_ref(player, ctx) {
                    self.create_tokens(token, n, tapped, p);
                }
            }
            // Handled by `execute`, which asks about each card (or which to sacrifice).
            Effect::Scry { .. } | Effect::Surveil { .. } | Effect::SacrificeUnlessSacrifice { .. } => {}
            Effect::ExileTop { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    for _ in 0..n {
                        let Some(&top) = self.players[p.index()].library.first() else { break };
                        self.move_object(top, Zone::Exile, "406.3");
                    }
                }
            }
            Effect::Renown { amount } => {
                self.counters_once(amount, false, ctx);
            }
            Effect::Monstrosity { amount } => {
                if self.counters_once(amount, true, ctx) {
                    if let Some(c) = self.controller(ctx.source) {
                        self.queue_triggers(ctx.source, c, &mw_ir::Trigger::SelfBecomesMonstrous);
                    }
                }
            }
            Effect::ExileInstead { subject, any_zone } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.add_exile_instead(crate::actions::exile_instead::ExileInstead { object: id, any_zone, this_turn: !any_zone });
                }
            }
            Effect::PayLife { amount } => {
                let n = self.amount(amount, ctx).max(0);
                let p = ctx.controller;
                let paid = n <= 0 || self.can_pay_life(p, n as u32);
                if paid {
                    self.pay_life(p, n.max(0) as u32, "119.4");
                }
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = !paid;
                }
            }
            Effect::TapOrUntap { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                let Some(tapped) = self.objects.get(id).map(|o| o.tapped()) else { return };
                if tapped {
                    self.untap(id, "701.26b");
                } else {
                    self.tap(id, "701.26a");
                }
            }
            Effect::DiscardHand { player } => {
                for p in self.players_ref(player, ctx) {
                    let hand = self.players[p.index()].hand.clone();
                    for c in hand {
                        self.discard_card(p, c, "701.9a");
                    }
                }
            }
            Effect::RemoveCounters { subject, kind, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                // CR 702.62a: time counters come off suspended cards in exile too.
                let id = self.subject(subject, ctx).filter(|&id| self.objects.get(id).is_some_and(|o| matches!(o.zone, Zone::Battlefield | Zone::Exile)));
                let removed = id.is_some_and(|id| self.counters.get(id, kind) >= n);
                if let (Some(id), true) = (id, removed) {
                    self.remove_counters(id, kind, n, "608.2c");
                }
                // "if you can't": the next instruction sees this as not done.
                if let Some(r) = self.resolving.as_mut() {
                    r.declined = !removed;
                }
            }
            Effect::Mill { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    self.mill(p, n);
                }
            }
            Effect::Fight { a, b } => {
                // CR 701.14a/b: each deals damage equal to its power to the other; if either
                // is gone (or not a creature), no damage is dealt.
                let (Some(x), Some(y)) = (self.subject(a, ctx), self.subject(b, ctx)) else { return };
                let on = |id| self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield);
                if !on(x) || !on(y) || !self.is_type(x, CardType::Creature) || !self.is_type(y, CardType::Creature) {
                    return;
                }
                self.emit("701.14a", EventKind::Fought { a: x, b: y });
                let (px, py) = (self.power(x), self.power(y));
                self.deal_damage(x, Target::Object(y), px, "701.14a");
                self.deal_damage(y, Target::Object(x), py, "701.14a");
            }
            Effect::RevealTopTakeIf { player, card_type } => {
                let Some(p) = self.player_ref(player, ctx) else { return };
                let Some(&top) = self.players[p.index()].library.first() else { return };
                self.emit("701.20a", EventKind::Revealed { player: p, card: top });
                let is = self.objects.get(top).is_some_and(|o| self.cards.get(o.card).has_type(card_type));
                if is {
                    self.move_object(top, Zone::Hand, "701.20a");
                }
            }
            Effect::ForEach { filter, ref effect, only } => {
                // "all artifacts target player owns": that player, resolved now.
                let (filter, whose) = match filter.controller {
                    mw_ir::Controller::Player { player, owner } if player != PlayerRef::You => {
                        (mw_ir::ObjectFilter { controller: mw_ir::Controller::Any, ..filter }, Some((self.players_ref(player, ctx), owner)))
                    }
                    _ => (filter, None),
                };
                let whose_ok = |g: &Game, id: ObjectId| match &whose {
                    None => true,
                    Some((players, owner)) => g.objects.get(id).is_some_and(|o| players.contains(if *owner { &o.owner } else { &o.controller })),
                };
                // CR 608.2c: the group is fixed as the instruction begins.
                let group: SmallVec<[ObjectId; 8]> = self
                    .battlefield
                    .iter()
                    .copied()
                    .filter(|&id| whose_ok(self, id) && self.object_matches(&filter, id, ctx.controller, ctx.source))
                    .filter(|&id| only.is_none_or(|r| self.relative_holds(r, id, ctx)))
                    .collect();
                self.together(|g| {
                    for id in group {
                        let each = EffectCtx { each: Some(id), ..*ctx };
                        g.execute_simple(effect, &each);
                    }
                });
            }
            Effect::EachPlayerWho { players, condition, ref effect } => {
                // CR 608.2c: each player the condition holds for, asked and acting as "you".
                for p in self.players_ref(players, ctx) {
                    let theirs = EffectCtx { controller: p, ..*ctx };
                    if self.condition_holds_in(condition, &theirs) {
                        self.execute_simple(effect, &theirs);
                    }
                }
            }
            Effect::PreventNext { to, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                let to: SmallVec<[Target; 4]> = match to {
                    mw_ir::Recipient::Target(i) => ctx.target(i).into_iter().collect(),
                    mw_ir::Recipient::Player(p) => self.players_ref(p, ctx).into_iter().map(Target::Player).collect(),
                    mw_ir::Recipient::Each => ctx.each.map(Target::Object).into_iter().collect(),
                    mw_ir::Recipient::Object(s) => self.subject(s, ctx).map(Target::Object).into_iter().collect(),
                };
                for t in to {
                    self.prevention.push((t, n));
                }
            }
            Effect::Becomes { subject, ref becomes, duration } => self.apply_becomes(subject, becomes, duration, ctx),
            Effect::AddTypes { subject, ref types, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let mut set = crate::continuous_effects::characteristics::TypeSet::default();
                    for &t in types {
                        set.insert(t);
                    }
                    self.add_effect(id, LayerEffect::AddTypes(set), duration);
                }
            }
            Effect::GainCombatRule { subject, rule, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::AddCombatRules(rule.bit()), duration);
                }
            }
            Effect::Sacrifice { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == ctx.controller) {
                    self.sacrificed(id, "701.21a");
                    self.move_object(id, Zone::Graveyard, "701.21a");
                }
            }
            Effect::GetEnergy { amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                self.give_energy(ctx.controller, n);
            }
            Effect::GainControl { subject, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::Control(ctx.controller), duration);
                }
            }
            Effect::ExileTopMayPlay { until, count, player, cast_only } => {
                let n = self.amount(count, ctx).clamp(0, 1_000);
                for from in self.players_ref(player, ctx) {
                    for _ in 0..n {
                        self.exile_top_to_play(from, ctx.controller, until, cast_only);
                    }
                }
            }
            Effect::MayPlayExiled { subject, until, cast_only } => {
                if let Some(card) = self.subject(subject, ctx) {
                    self.allow_play(card, ctx.controller, until, cast_only);
                }
            }
            Effect::ShuffleHandIntoLibrary { player, graveyard } => {
                for p in self.players_ref(player, ctx) {
                    let pl = &self.players[p.index()];
                    let cards: Vec<ObjectId> = pl.hand.iter().chain(pl.graveyard.iter().filter(|_| graveyard)).copied().collect();
                    for c in cards {
                        self.move_object(c, Zone::Library, "701.24a");
                    }
                    self.shuffle_library(p, "701.24a");
                }
            }
            Effect::ShuffleLibrary { player } => {
                for p in self.players_ref(player, ctx) {
                    self.shuffle_library(p, "701.24a");
                }
            }
            Effect::AttachTo { to } => {
                let Some(t) = self.subject(to, ctx) else { return };
                if self.objects.get(t).is_none_or(|o| o.zone != Zone::Battlefield) || !self.may_attach(ctx.source, t, ctx.controller) {
                    return;
                }
                if self.objects.get(ctx.source).is_some_and(|o| o.zone == Zone::Battlefield) && t != ctx.source {
                    self.set_attached(ctx.source, Some(t));
                    self.emit("701.3a", EventKind::Attached { object: ctx.source, to: t });
                }
            }
        }
    }

    /// CR 701.37a / 702.112a: +1/+1 counters on the source unless it is already monstrous
    /// (renowned), and then it is; whether it became so.
    fn counters_once(&mut self, amount: Amount, monstrous: bool, ctx: &EffectCtx) -> bool {
        let id = ctx.source;
        let on = self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield);
        let list = if monstrous { &self.monstrous } else { &self.renowned };
        if !on || list.contains(&id) {
            return false;
        }
        let n = self.amount(amount, ctx).max(0) as u32;
        self.put_counters(id, CounterKind::PlusOne, n, if monstrous { "701.37a" } else { "702.112a" });
        if monstrous { self.monstrous.push(id) } else { self.renowned.push(id) }
        true
    }

    /// CR 701.3b: an Equipment only to a creature, an Aura only to what it may enchant.
    fn may_attach(&self, what: ObjectId, to: ObjectId, controller: PlayerId) -> bool {
        let Some(face) = self.face(what) else { return false };
        let def = self.cards.get(face);
        if let Some(spec) = crate::stack_resolution::stack::enchant(def) {
            return self.aura_may_enchant(spec, what, controller, to);
        }
        !self.cards.subtypes(face).contains(&mw_types::Subtype::EQUIPMENT) || self.is_type(to, CardType::Creature)
    }

    /// Returns a permanent to its owner's hand; for "this" whose permanent already went to
    /// the graveyard (a leaves-the-battlefield trigger), the card there (CR 400.7).
    fn return_to_hand(&mut self, subject: Subject, ctx: &EffectCtx) {
        let Some(id) = self.subject(subject, ctx) else { return };
        if let Some(o) = self.objects.get(id) {
            // A permanent, a card targeted in a graveyard, or the resolving spell itself
            // ("return Molten Birth to its owner's hand": it doesn't go to the graveyard,
            // CR 608.2n).
            let resolving_spell = o.zone == Zone::Stack && subject == Subject::This;
            if o.zone == Zone::Battlefield || (o.zone == Zone::Graveyard && subject != Subject::This) || resolving_spell {
                self.move_object(id, Zone::Hand, "400.7");
            }
            return;
        }
        if subject == Subject::This {
            let Some(instance) = self.objects.last_known(id).map(|o| o.instance) else { return };
            if let Some(now) = self.find_instance(instance) {
                if self.objects.get(now).is_some_and(|o| o.zone == Zone::Graveyard) {
                    self.move_object(now, Zone::Hand, "400.7");
                }
            }
        }
    }

    pub(crate) fn subject_of(&self, s: Subject, ctx: &EffectCtx) -> Option<ObjectId> {
        self.subject(s, ctx)
    }

    pub(crate) fn subject(&self, s: Subject, ctx: &EffectCtx) -> Option<ObjectId> {
        match s {
            Subject::This => Some(ctx.source),
            Subject::Returned => self.resolving.as_ref().and_then(|r| r.returned),
            Subject::Triggering => ctx.about_object,
            Subject::Each => ctx.each,
            // CR 608.2h: as it last existed, if it has left (a sacrificed Aura).
            Subject::Attached => self.objects.last_known(ctx.source).and_then(|o| o.attached_to),
            Subject::Target(i) => match ctx.target(i)? {
                Target::Object(id) => Some(id),
                Target::Player(_) => None,
            },
        }
    }

    /// The players an instruction means: one, or each opponent in APNAP order.
    pub(crate) fn players_ref(&self, r: PlayerRef, ctx: &EffectCtx) -> SmallVec<[PlayerId; 4]> {
        match r {
            PlayerRef::EachOpponent => self.apnap().into_iter().filter(|p| *p != ctx.controller).collect(),
            PlayerRef::EachPlayer => self.apnap().into_iter().filter(|p| !self.players[p.index()].has_lost).collect(),
            _ => self.player_ref(r, ctx).into_iter().collect(),
        }
    }

    fn player_ref(&self, r: PlayerRef, ctx: &EffectCtx) -> Option<PlayerId> {
        match r {
            PlayerRef::ThatPlayer => ctx.about_player,
            // Several players: `players_ref` lists them.
            PlayerRef::EachOpponent | PlayerRef::EachPlayer => None,
            PlayerRef::You => Some(ctx.controller),
            PlayerRef::Target(i) => match ctx.target(i)? {
                Target::Player(p) => Some(p),
                Target::Object(_) => None,
            },
            PlayerRef::ControllerOfTarget(i) => match ctx.target(i)? {
                Target::Object(id) => self.controller(id),
                Target::Player(_) => None,
            },
            // CR 506.2: the player the source is attacking.
            PlayerRef::DefendingPlayer => self.defending_player(ctx.source),
            // CR 608.2h: as the object last existed (destroyed, countered).
            PlayerRef::ControllerOfIt(i) => {
                let id = match i {
                    Some(i) => match ctx.target(i)? {
                        Target::Object(id) => id,
                        Target::Player(_) => return None,
                    },
                    None => ctx.about_object?,
                };
                self.objects.last_known(id).map(|o| o.controller)
            }
        }
    }

    /// CR 701.26b: untaps a permanent on the battlefield (nothing happens to an untapped
    /// one).
    pub(crate) fn untap_permanent(&mut self, id: ObjectId) {
        if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
            self.untap(id, "701.26b");
        }
    }

    /// An amount outside any resolution (a static ability's, a cost change's), for
    /// `controller` and `source`.
    pub(crate) fn static_amount(&self, a: Amount, controller: PlayerId, source: ObjectId) -> i32 {
        self.amount(a, &EffectCtx::bare(controller, source))
    }

    pub(crate) fn amount(&self, a: Amount, ctx: &EffectCtx) -> i32 {
        match a {
            Amount::Fixed(n) => n,
            Amount::X => ctx.x as i32,
            // CR 608.2h: the power as it is now, or as it last existed.
            Amount::PowerOf(s) => self.subject(s, ctx).map_or(0, |id| self.power(id)),
            Amount::TriggerAmount => ctx.trigger_amount as i32,
            // CR 608.2h: counters on it now, or as it last existed.
            Amount::CountersOn(s, kind) => {
                self.subject(s, ctx).map_or(0, |id| self.counters.get(id, kind).min(i32::MAX as u32) as i32)
            }
            Amount::ToughnessOf(s) => self.subject(s, ctx).map_or(0, |id| self.toughness(id)),
            Amount::ManaValueOf(s) => self.subject(s, ctx).map_or(0, |id| self.mana_value_of(id)),
            Amount::Count { of, times } => self.counted(of, ctx).saturating_mul(times),
        }
    }

    /// CR 401.4: puts a card or permanent into its owner's library, on top or at the
    /// bottom.
    fn put_in_library(&mut self, id: ObjectId, top: bool) {
        if self.objects.get(id).is_none_or(|o| matches!(o.zone, Zone::Library | Zone::Stack)) {
            return;
        }
        let new = self.move_object(id, Zone::Library, "401.4");
        if top {
            return;
        }
        if let Some(owner) = self.objects.get(new).map(|o| o.owner) {
            let lib = &mut self.players[owner.index()].library;
            if let Some(i) = lib.iter().position(|x| *x == new) {
                let c = lib.remove(i);
                lib.push(c);
            }
        }
    }
}
