//! Executing effects (CR 609) of resolving spells and abilities.

use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Amount, Effect, PlayerRef, Subject};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::effect_context::EffectCtx;

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

impl From<crate::actions::Arrival> for Flow {
    fn from(a: crate::actions::Arrival) -> Flow {
        match a {
            crate::actions::Arrival::Done => Flow::Done,
            crate::actions::Arrival::Entering => Flow::Entering,
        }
    }
}

impl Game {
    /// Resolves one instruction. Illegal targets are not affected (CR 608.2b).
    pub(crate) fn execute(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        match effect {
            Effect::CounterUnlessPays { .. } | Effect::MayPayEnergy { .. } | Effect::MayPay { .. } | Effect::Optional(..) | Effect::If { .. } | Effect::IfYouDo { .. } | Effect::Choose(..) | Effect::ChoosePermanent { .. } | Effect::RingTempts { .. } | Effect::ChooseSource { .. } | Effect::DealDamage { to: mw_ir::Recipient::PlayerOrTheirPlaneswalker(_), .. } | Effect::FlipCoin | Effect::Vote(_) | Effect::RollDice { .. } | Effect::AddMana(..) | Effect::MayCastFree { .. } | Effect::MayCastMadness | Effect::ByPlayer { .. } => return self.execute_with_choice(effect, ctx),
            Effect::ReturnToBattlefield { .. } | Effect::ExileReturnTransformed { .. } | Effect::PutSelfFromHand { .. } | Effect::ReturnSelfFromGraveyard { .. } | Effect::ReturnWithCounterUnlessHad { .. } | Effect::CreateTokenCopy { .. } | Effect::PutFromHand { .. } | Effect::ReturnLinkedExiled | Effect::CreateTokens { attacking: true, .. } | Effect::CopySpell { .. } => return self.execute_arrival(effect, ctx),
            Effect::Search { .. } | Effect::SearchName(..) | Effect::Dig { .. } | Effect::RevealUntil { .. } | Effect::HandToLibrary { .. } | Effect::LookAtTop { .. } | Effect::MoveThatCard { .. } | Effect::Clash | Effect::ClashOpponentDecides | Effect::Explore { .. } | Effect::Scry { .. } | Effect::Surveil { .. } | Effect::Reorder { .. } => return self.execute_library_choice(effect, ctx),
            Effect::PlayerMoves(..) | Effect::Discard { .. } | Effect::Proliferate | Effect::Connive { .. } | Effect::RevealChooseDiscard { .. } | Effect::Sacrifices { .. } | Effect::ReturnChosen { .. } | Effect::UntapUpTo { .. } | Effect::TapChosen { .. } | Effect::LookAtHand { .. } | Effect::RevealHand { .. } | Effect::PutOnTopOrBottom { .. } => return self.execute_player_choice(effect, ctx),
            Effect::Draw { .. } => return self.execute_draw(effect, ctx),
            _ => {}
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
        self.execute_simple(effect, ctx);
        Flow::Done
    }

    /// CR 121.2 / 121.6b: an instruction's draws, each player's in turn, each one
    /// replaceable.
    fn execute_draw(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::Draw { player, amount } = *effect {
            // CR 121.2 / 121.6b: each player's draws in turn, each one replaceable (a
            // choice suspends the instruction; `after_instruction_draws` resumes it).
            let n = self.amount(amount, ctx).max(0) as u32;
            let queue = self.players_ref(player, ctx).into_iter().map(|p| (p, n)).collect();
            let d = crate::pipeline::draw::Drawing { queue, rule: "121.1", then: crate::pipeline::draw::AfterDraws::Instruction };
            return if self.draw_cards(d) { Flow::Suspended } else { Flow::Done };
        }
        Flow::Done
    }

    /// CR 118.12: "counter it unless its controller pays": that controller is asked; the
    /// cost paid `per` times when the text counts it ("{X}, where X is …", "{1} for each
    /// …", CR 107.3), counted now.
    fn counter_unless_pays(&mut self, what: mw_ir::StackRef, cost: &mw_types::ManaCost, life: u32, per: Option<mw_ir::Amount>, ctx: &EffectCtx) -> Flow {
        let Some(item) = self.stack_ref(what, ctx) else { return Flow::Done };
        let Some(payer) = self.stack.iter().find(|s| s.id == item).map(|s| s.controller) else {
            return Flow::Done;
        };
        let cost = match per {
            None => cost.clone(),
            Some(n) => {
                let n = self.amount(n, ctx).clamp(0, 100) as usize;
                mw_types::ManaCost { symbols: cost.symbols.iter().copied().cycle().take(cost.symbols.len() * n).collect() }
            }
        };
        let wait = crate::stack_resolution::resolution::Wait::UnlessPays { payer, item, cost, life };
        Flow::Ask(wait, crate::state::game::Pending::Resolution { player: payer })
    }

    /// CR 106.1 / 605.5a: mana added by a resolving instruction: a named amount added at
    /// once, or the player asked when the mana could be of several kinds.
    fn add_mana_resolving(&mut self, p: &mw_ir::ManaProduction, ctx: &EffectCtx) -> Flow {
        // CR 608.2h: an amount the resolving ability names ("that spell's mana value"), a
        // count with its targets ("{R} for each card in target opponent's hand").
        let amount = match *p {
            mw_ir::ManaProduction::Amount { mana, amount } => Some((mana, amount)),
            mw_ir::ManaProduction::Counted { mana, of } => Some((mana, mw_ir::Amount::Count { of, times: 1 })),
            _ => None,
        };
        if let Some((mana, amount)) = amount {
            let n = self.amount(amount, ctx).clamp(0, 1000) as u32;
            if n > 0 {
                self.add_mana(ctx.controller, mana, n);
            }
            return Flow::Done;
        }
        let choices = match *p {
            // CR 608.2h: the amount as the instruction resolves, with its targets.
            mw_ir::ManaProduction::OneOfAmount { colors, amount } => {
                let n = self.amount(amount, ctx).clamp(0, 64) as usize;
                colors.iter().filter(|_| n > 0).map(|c| (0..n).map(|_| mw_types::ManaType::of_color(c)).collect()).collect()
            }
            _ => self.raw_mana_choices(ctx.source, p),
        };
        if choices.len() > 1 {
            let wait = crate::stack_resolution::resolution::Wait::ChooseMana { player: ctx.controller, choices };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        for t in choices.into_iter().flatten() {
            self.add_mana(ctx.controller, t, 1);
        }
        Flow::Done
    }

    /// Instructions that ask a player to pay or choose as they resolve (CR 608.2d, 609.3):
    /// "unless", "you may", "if", modes chosen on resolution, coins and dice, mana of a color.
    fn execute_with_choice(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::CounterUnlessPays { what, ref cost, life, per } = *effect {
            return self.counter_unless_pays(what, cost, life, per, ctx);
        }
        if let Effect::AddMana(p) = effect {
            return self.add_mana_resolving(p, ctx);
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
        if let Effect::MayCastMadness = effect {
            return self.begin_madness(ctx);
        }
        if let Effect::Choose(choice) = *effect {
            return self.begin_choice(choice, ctx);
        }
        if let Effect::Vote(on) = *effect {
            return self.begin_vote(on, ctx);
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
        if let Effect::DealDamage { source, amount, to: mw_ir::Recipient::PlayerOrTheirPlaneswalker(p) } = *effect {
            return self.begin_damage_choice(source, amount, p, ctx);
        }
        if let Effect::ChooseSource { filter } = effect {
            return self.begin_choose_source(filter, ctx);
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
        if let Effect::RingTempts { player } = *effect {
            return self.ring_tempts(player, ctx);
        }
        if let Effect::ByPlayer { player, effect: ref inner } = *effect {
            if matches!(player, PlayerRef::EachPlayer | PlayerRef::EachOpponent) {
                return self.by_each_player(player, inner, ctx);
            }
            // CR 608.2c: the player the text names carries the instruction out, as its
            // "you" (asked and acting); found again each time a suspended instruction
            // resumes, so the answer goes on with the same player.
            let Some(p) = self.player_ref(player, ctx) else { return Flow::Done };
            let theirs = EffectCtx { controller: p, ..*ctx };
            return self.execute(inner, &theirs);
        }
        if let Effect::Optional(inner) = effect {
            // CR 609.3: "you may": asked first; a yes runs the instruction.
            if self.resolving.as_mut().is_some_and(|r| std::mem::take(&mut r.accepted)) {
                return self.execute(inner, ctx);
            }
            let wait = crate::stack_resolution::resolution::Wait::Optional { player: ctx.controller };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        Flow::Done
    }

    /// CR 101.4, 608.2c: "each player may …": each of the players in APNAP order carries
    /// the instruction out as its "you", one after another; how far it got is kept on the
    /// resolution (`Resolving::by_each`), so an answer resumes it for the same player and
    /// the end of that player's part goes on with the next.
    /// FIXME(CR 101.4): the choices of all the players should be made before any of the
    /// actions happen (simultaneously); here each player's action follows their choice.
    fn by_each_player(&mut self, player: PlayerRef, inner: &Effect, ctx: &EffectCtx) -> Flow {
        let players = self.players_ref(player, ctx);
        loop {
            let Some(r) = self.resolving.as_mut() else { return Flow::Done };
            let i = r.by_each.unwrap_or(0);
            let Some(&p) = players.get(usize::from(i)) else {
                r.by_each = None;
                return Flow::Done;
            };
            r.by_each = Some(i);
            let theirs = EffectCtx { controller: p, ..*ctx };
            match self.execute(inner, &theirs) {
                Flow::Done => {
                    if let Some(r) = self.resolving.as_mut() {
                        r.by_each = Some(i + 1);
                    }
                }
                waiting => return waiting,
            }
        }
    }

    /// CR 701.54a: the Ring tempts the player: they choose one of their creatures as their
    /// Ring-bearer (asked only between two or more; none when they control none).
    fn ring_tempts(&mut self, player: PlayerRef, ctx: &EffectCtx) -> Flow {
        let Some(p) = self.player_ref(player, ctx) else { return Flow::Done };
        let candidates = self.ring_bearer_candidates(p);
        if candidates.len() <= 1 {
            self.ring_tempted_done(p, candidates.first().copied());
            return Flow::Done;
        }
        let wait = crate::stack_resolution::resolution::Wait::RingBearer { player: p, candidates };
        Flow::Ask(wait, crate::state::game::Pending::Resolution { player: p })
    }

    /// Instructions that put objects onto the battlefield or the stack (CR 400.7, 707.10):
    /// returns, cards put from a hand, token copies, attacking tokens, copies of spells.
    fn execute_arrival(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::ReturnToBattlefield { subject, under_you, tapped, counters } = *effect {
            return self.return_to_battlefield(subject, under_you, tapped, counters, ctx).into();
        }
        if let Effect::ExileReturnTransformed { under_you } = *effect {
            return self.exile_return_transformed(under_you, ctx).into();
        }
        if let Effect::PutSelfFromHand { tapped, attacking } = *effect {
            return self.put_self_from_hand(tapped, attacking, ctx);
        }
        if let Effect::ReturnSelfFromGraveyard { to_battlefield, tapped } = *effect {
            return self.return_self_from_graveyard(to_battlefield, tapped, ctx).into();
        }
        if let Effect::ReturnWithCounterUnlessHad { kind } = *effect {
            return self.return_with_counter(kind, ctx).into();
        }
        if let Effect::CopySpell { what, times, new_targets } = *effect {
            let n = self.amount(times, ctx).max(0) as u32;
            return self.begin_copies(what, n, new_targets, ctx);
        }
        if let Effect::CreateTokenCopy { of, attacks, optional, keywords, tapped, pt } = *effect {
            if let Some(a) = attacks {
                return self.create_attacking_copies(of, a, optional, keywords, ctx);
            }
            let Some(id) = self.subject(of, ctx) else { return Flow::Done };
            let except = crate::actions::tokens::CopyExcept { keywords, pt };
            return self.create_token_copy(id, except, ctx.controller, tapped).0.into();
        }
        if let Effect::PutFromHand { mut filter, tapped, only } = *effect {
            // CR 107.3, 608.2h: a number in the quality counted as it resolves.
            if let Some(r) = only {
                self.fix_relative(&mut filter, r, ctx);
            }
            return match self.begin_put_from_hand(ctx.controller, filter, tapped) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
        }
        if let Effect::ReturnLinkedExiled = effect {
            // Cards still in exile return under their owners' control; the link ends.
            let cards: SmallVec<[crate::actions::entering_queue::Queued; 2]> =
                self.linked_exiled(ctx.source).filter_map(|c| self.objects.get(c).map(|o| (c, o.owner, false))).collect();
            self.linked_exiles.retain(|(s, _)| *s != ctx.source);
            return self.enter_cards(&cards, "607.2a").into();
        }
        if let Effect::CreateTokens { token, amount, tapped, attacking: true, attacks, .. } = effect {
            // CR 506.3, 508.4: tokens put onto the battlefield attacking attack what their
            // controller chooses for each, when there is a choice; "attacking that
            // player" limits the choice to that player (and their planeswalkers).
            let n = self.amount(*amount, ctx).max(0) as u32;
            let groups: SmallVec<[Option<PlayerId>; 2]> = match attacks {
                None => smallvec::smallvec![None],
                Some(a) if a.player == mw_ir::PlayerRef::EachOpponent => self.apnap().into_iter().filter(|p| *p != ctx.controller).map(Some).collect(),
                Some(a) => smallvec::smallvec![self.player_ref(a.player, ctx)],
            };
            let or_pw = attacks.is_some_and(|a| a.or_planeswalker);
            let mut asked: SmallVec<[(ObjectId, Option<PlayerId>); 2]> = SmallVec::new();
            for whom in groups {
                let created = self.create_tokens(token, n, *tapped, ctx.controller);
                let options = self.attack_options(ctx.controller, whom, or_pw);
                for id in created {
                    match options.as_slice() {
                        [] => {}
                        [t] => self.attack_now(id, *t),
                        _ => asked.push((id, whom)),
                    }
                }
            }
            if asked.is_empty() {
                return Flow::Done;
            }
            let wait = crate::stack_resolution::resolution::Wait::Attacked { player: ctx.controller, creatures: asked };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        Flow::Done
    }

    /// Instructions that look through a library and ask where cards go (CR 401, 701.18,
    /// 701.22, 701.25): searches, digs, scry and surveil, clash, explore.
    fn execute_library_choice(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::SearchName(s) = effect {
            return self.search_name(s, ctx);
        }
        if let Effect::Search { ref filter, count, to, reveal, only, graveyard, most } = *effect {
            // CR 107.3: "up to X cards": X counted as the search begins.
            let count = most.map_or(count, |m| self.amount(m, ctx).clamp(0, 254) as u8);
            let mut filter = filter.clone();
            if let Some(r) = only {
                self.fix_relative(&mut filter, r, ctx);
            }
            let forbidden = self.search_forbidden(ctx.controller);
            if forbidden && !graveyard {
                return Flow::Done;
            }
            let (mut wait, pending) = self.begin_search(ctx.controller, filter, count, to, reveal);
            if let (true, crate::stack_resolution::resolution::Wait::Search(s)) = (graveyard, &mut wait) {
                // A player who can't search their library still searches their graveyard.
                s.from = crate::stack_resolution::search::SearchFrom::AndOrGraveyard(forbidden.then_some(false));
            }
            return Flow::Ask(wait, pending);
        }
        if let Effect::Dig { count, take, exact, ref filter, rest, to, ref more, whose } = *effect {
            let n = self.amount(count, ctx).max(0) as u32;
            let library = match whose {
                Some(r) => match self.player_ref(r, ctx) {
                    Some(p) => p,
                    None => return Flow::Done,
                },
                None => ctx.controller,
            };
            let d = crate::stack_resolution::dig::Digging {
                player: ctx.controller,
                library,
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
        if let Effect::RevealUntil { player, count, ref filter, found, rest } = *effect {
            return self.reveal_until(player, count, filter, found, rest, ctx);
        }
        if let Effect::HandToLibrary { player, count, top } = *effect {
            let n = self.amount(count, ctx).max(0) as u32;
            let Some(p) = self.player_ref(player, ctx) else { return Flow::Done };
            return match self.begin_hand_to_library(p, n, top) {
                Some((wait, pending)) => Flow::Ask(wait, pending),
                None => Flow::Done,
            };
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
        Flow::Done
    }

    /// Instructions where players choose among their cards or permanents (CR 701.8, 701.21,
    /// 701.27): discards, sacrifices, returns and untaps by choice, proliferate, connive, a
    /// hand revealed.
    fn execute_player_choice(&mut self, effect: &Effect, ctx: &EffectCtx) -> Flow {
        if let Effect::PutOnTopOrBottom { subject } = *effect {
            // CR 401.4: the player chooses; nothing to choose once it is gone.
            let Some(id) = self.subject(subject, ctx) else { return Flow::Done };
            if self.objects.get(id).is_none_or(|o| !matches!(o.zone, Zone::Battlefield | Zone::Stack | Zone::Graveyard)) {
                return Flow::Done;
            }
            let wait = crate::stack_resolution::resolution::Wait::TopOrBottom { player: ctx.controller, object: id };
            return Flow::Ask(wait, crate::state::game::Pending::Resolution { player: ctx.controller });
        }
        if let Effect::PlayerMoves(m) = effect {
            return self.player_moves(m, ctx);
        }
        if let Effect::Discard { player, amount, random, up_to } = *effect {
            let n = self.amount(amount, ctx).max(0) as u32;
            let players = self.players_ref(player, ctx);
            if random {
                // CR 701.9b: the cards are chosen at random, then discarded.
                let mut picks = Vec::new();
                for p in players {
                    let mut hand = self.players[p.index()].hand.clone();
                    for _ in 0..n.min(hand.len() as u32) {
                        let i = rand::Rng::random_range(&mut self.rng, 0..hand.len());
                        picks.push((p, hand.remove(i)));
                    }
                }
                return match self.discard_at_random(picks) {
                    Some((wait, pending)) => Flow::Ask(wait, pending),
                    None => Flow::Done,
                };
            }
            // CR 118.3, 118.12: one player discarding as a cost ("you may discard a card. If
            // you don't, …", "… unless you discard a card") can't do it with fewer cards in
            // hand: a following "if you don't" happens.
            if let ([p], Some(r), false) = (players.as_slice(), self.resolving.as_mut(), up_to) {
                r.declined = (self.players[p.index()].hand.len() as u32) < n;
            }
            let d = crate::stack_resolution::keyword_actions::Discarding { players, remaining: n, each: n, up_to };
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
            return self.begin_connive(id);
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
        if let Effect::Sacrifices { count, filter, .. } | Effect::ReturnChosen { count, filter } | Effect::UntapUpTo { count, filter } | Effect::TapChosen { count, filter, .. } = *effect {
            use crate::actions::sacrifice::ChosenAct;
            let exploit = matches!(effect, Effect::Sacrifices { exploit: true, .. });
            let n = self.amount(count, ctx).max(0) as u32;
            let (players, act) = match *effect {
                Effect::Sacrifices { player, .. } => (self.players_ref(player, ctx), ChosenAct::Sacrifice),
                Effect::TapChosen { player, .. } => (self.players_ref(player, ctx), ChosenAct::Tap),
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
                Some((s, pending)) => Flow::Ask(crate::stack_resolution::resolution::Wait::Sacrifice(s), pending),
                None => Flow::Done,
            };
        }
        if let Effect::LookAtHand { player } = *effect {
            // Information only: the viewer learns the cards (the event names whose).
            for victim in self.players_ref(player, ctx) {
                self.emit("701.20a", EventKind::LookedAtHand { viewer: ctx.controller, player: victim });
            }
            return Flow::Done;
        }
        if let Effect::RevealHand { player } = *effect {
            // CR 701.20a: each card of the hand is shown to every player.
            for victim in self.players_ref(player, ctx) {
                let hand = self.players[victim.index()].hand.clone();
                for card in hand {
                    self.emit("701.20a", EventKind::Revealed { player: victim, card });
                }
            }
            return Flow::Done;
        }
        Flow::Done
    }

    /// The stack item an instruction means, if it is still on the stack.
    pub(crate) fn stack_ref(&self, r: mw_ir::StackRef, ctx: &EffectCtx) -> Option<u32> {
        let spell_item = |obj: Option<ObjectId>| obj.and_then(|o| self.stack.iter().find(|s| s.spell_object() == Some(o)).map(|s| s.id));
        match r {
            mw_ir::StackRef::Triggering => {
                ctx.event.about.filter(|id| self.stack.iter().any(|s| s.id == *id)).or_else(|| spell_item(ctx.event.object))
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

    pub(crate) fn subject_of(&self, s: Subject, ctx: &EffectCtx) -> Option<ObjectId> {
        self.subject(s, ctx)
    }

    pub(crate) fn subject(&self, s: Subject, ctx: &EffectCtx) -> Option<ObjectId> {
        match s {
            Subject::This => Some(ctx.source),
            Subject::Returned => self.resolving.as_ref().and_then(|r| r.returned),
            Subject::Triggering => ctx.event.object,
            Subject::Each => ctx.each,
            // CR 608.2h: as it last existed, if it has left (a sacrificed Aura).
            Subject::Attached => self.objects.last_known(ctx.source).and_then(|o| o.attached_to),
            // CR 607.2a: the card the source's linked exile took, still in exile.
            Subject::LinkedExiled => self.linked_exiled(ctx.source).next(),
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

    pub(crate) fn player_ref(&self, r: PlayerRef, ctx: &EffectCtx) -> Option<PlayerId> {
        match r {
            PlayerRef::ThatPlayer => ctx.event.player,
            // CR 608.2d: the player an earlier instruction chose.
            PlayerRef::Chosen => match self.chosen_for(ctx.source) {
                Some(crate::state::objects::Chosen::Player(p)) => Some(p),
                _ => None,
            },
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
            // CR 608.2h: the player chosen, or the chosen object's controller as it last
            // existed.
            PlayerRef::TargetOrController(i) => match ctx.target(i)? {
                Target::Player(p) => Some(p),
                Target::Object(id) => self.objects.last_known(id).map(|o| o.controller),
            },
            // CR 506.2: the player the source is attacking.
            PlayerRef::DefendingPlayer => self.defending_player(ctx.source),
            // CR 108.3: the owner of an object named without targeting.
            PlayerRef::OwnerOf(s) => self.subject(s, ctx).and_then(|id| self.objects.last_known(id)).map(|o| o.owner),
            // CR 608.2h: as the object last existed (destroyed, countered).
            PlayerRef::ControllerOfIt(i) | PlayerRef::OwnerOfIt(i) => {
                let id = match i {
                    Some(i) => match ctx.target(i)? {
                        Target::Object(id) => id,
                        Target::Player(_) => return None,
                    },
                    None => ctx.event.object?,
                };
                // CR 108.3: the owner; an object keeps its owner wherever it goes.
                let owner = matches!(r, PlayerRef::OwnerOfIt(_));
                self.objects.last_known(id).map(|o| if owner { o.owner } else { o.controller })
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
            Amount::TriggerAmount => ctx.event.amount as i32,
            // CR 608.2h: counters on it now, or as it last existed.
            Amount::CountersOn(s, kind) => {
                self.subject(s, ctx).map_or(0, |id| self.counters.get(id, kind).min(i32::MAX as u32) as i32)
            }
            Amount::ToughnessOf(s) => self.subject(s, ctx).map_or(0, |id| self.toughness(id)),
            Amount::ManaValueOf(s) => self.subject(s, ctx).map_or(0, |id| self.mana_value_of(id)),
            // CR 601.2h: the mana paid as the spell was cast, read from its stack item
            // (FIXME: a spell that already left the stack counts 0; its last known
            // information should keep the amount).
            Amount::ManaSpentToCast(s) => self
                .subject(s, ctx)
                .and_then(|id| self.stack.iter().find(|i| i.spell_object() == Some(id)))
                .map_or(0, |i| i.mana_spent as i32),
            Amount::Count { of, times } => self.counted(of, ctx).saturating_mul(times),
            // CR 107.1a: rounded as the text says (a negative number halves toward it).
            Amount::Half { of, up } => {
                let n = self.counted(of, ctx);
                if up { n.div_euclid(2) + n.rem_euclid(2) } else { n.div_euclid(2) }
            }
            Amount::Difference { of, from } => from.saturating_sub(self.counted(of, ctx)).max(0),
            Amount::Offset { of, times, plus } => self.counted(of, ctx).saturating_mul(times).saturating_add(plus).max(0),
            // CR 107.1b: a negative result counts as zero.
            Amount::Sum { a, b, minus } => {
                let (a, b) = (self.counted(a, ctx), self.counted(b, ctx));
                if minus { a.saturating_sub(b).max(0) } else { a.saturating_add(b).max(0) }
            }
            // CR 122.1, 608.2h: every kind of counter on it now, or as it last existed.
            Amount::AllCountersOn(s) => self.subject(s, ctx).map_or(0, |id| self.counters.on(id).fold(0u32, |t, (_, n)| t.saturating_add(n)).min(i32::MAX as u32) as i32),
        }
    }

    /// CR 401.4: puts a card, permanent or spell into its owner's library, on top or at
    /// the bottom; a spell leaves the stack for it (CR 400.7).
    pub(crate) fn put_in_library(&mut self, id: ObjectId, top: bool) {
        let new = match self.objects.get(id).map(|o| o.zone) {
            None | Some(Zone::Library) => return,
            Some(Zone::Stack) => match self.remove_spell(id, Zone::Library, "401.4") {
                Some(new) => new,
                None => return,
            },
            Some(_) => self.move_object(id, Zone::Library, "401.4"),
        };
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
