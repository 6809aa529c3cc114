//! Executing the instructions that never ask a player anything while they happen
//! (CR 609): damage, life, counters, zone moves, attaching, …; `effects` runs the ones that
//! may ask.

use crate::continuous_effects::characteristics::LayerEffect;
use crate::state::effect_values::TimedRestriction;
use crate::state::events::{EventKind, Target};
use crate::state::game::Game;
use crate::state::zones::Zone;
use crate::stack_resolution::effects::EffectCtx;
use mw_ir::{Amount, Effect, PlayerRef, Subject};
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    pub(crate) fn execute_simple(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::DealDamage { .. } | Effect::DealDamageDivided { .. } | Effect::Fight { .. } | Effect::PreventNext { .. } | Effect::PreventNextFrom { .. } | Effect::Prevent { .. } | Effect::GainLife { .. } | Effect::LoseLife { .. } | Effect::PayLife { .. } | Effect::GetEnergy { .. } | Effect::BecomeMonarch { .. } | Effect::IncreaseSpeed { .. } | Effect::AdditionalLand => self.execute_damage_and_life(effect, ctx),
            Effect::TurnRule(..) | Effect::PlayerRule { .. } | Effect::CastAsThoughFlash { .. } | Effect::SkipNextTurn { .. } | Effect::SkipNextCombat { .. } | Effect::ExtraTurn { .. } | Effect::WinGame { .. } | Effect::LoseGame { .. } => self.execute_turn_and_game(effect, ctx),
            Effect::Pump { .. } | Effect::SetBasePt { .. } | Effect::SwitchPt { .. } | Effect::GainKeywords { .. } | Effect::LoseKeywords { .. } | Effect::GainAbility { .. } | Effect::GainProtection { .. } | Effect::CantBeBlockedByColor { .. } | Effect::SetColors { .. } | Effect::Becomes { .. } | Effect::AddTypes { .. } | Effect::GainCombatRule { .. } | Effect::Restrict { .. } | Effect::GainControl { .. } | Effect::BecomeCopy { .. } | Effect::CreaturesEnterUnderYourControl { .. } => self.execute_continuous(effect, ctx),
            Effect::Tap { .. } | Effect::Untap { .. } | Effect::TapOrUntap { .. } | Effect::SkipNextUntap { .. } | Effect::Destroy { .. } | Effect::Regenerate { .. } | Effect::PutCounters { .. } | Effect::RemoveCounters { .. } | Effect::Transform { .. } | Effect::Renown { .. } | Effect::Monstrosity { .. } | Effect::Sacrifice { .. } | Effect::AttachTo { .. } | Effect::Unattach { .. } => self.execute_permanent_action(effect, ctx),
            Effect::Draw { .. } | Effect::Exile { .. } | Effect::ExileLinked { .. } | Effect::LinkExiledThisWay | Effect::ExileUntilSourceLeaves { .. } | Effect::ExileThisSpell | Effect::ExileInstead { .. } | Effect::ExileGraveyard { .. } | Effect::ReturnToHand { .. } | Effect::Counter { .. } | Effect::DiscardHand { .. } | Effect::ExileTopMayPlay { .. } | Effect::MayPlayExiled { .. } | Effect::CreateTokens { .. } => self.execute_zone_change(effect, ctx),
            Effect::ShuffleIntoLibrary { .. } | Effect::ShuffleGraveyardIntoLibrary { .. } | Effect::ShuffleHandIntoLibrary { .. } | Effect::ShuffleLibrary { .. } | Effect::PutInLibrary { .. } | Effect::Mill { .. } | Effect::ExileTop { .. } | Effect::RevealTopTakeIf { .. } => self.execute_library_action(effect, ctx),
            Effect::ForEach { .. } | Effect::EachPlayerWho { .. } => self.execute_for_each(effect, ctx),
            Effect::MoveCounters { .. } | Effect::PutThoseCounters { .. } => self.execute_counter_moves(effect, ctx),
            Effect::CreateEmblem { ref emblem, player } => {
                for p in self.players_ref(player, ctx) {
                    self.get_emblem(emblem, p);
                }
            }
            Effect::GainFlashback { subject } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.gain_flashback(id);
                }
            }
            Effect::GraveyardGainsFlashback { filter } => {
                let cards: SmallVec<[ObjectId; 8]> = self.players[ctx.controller.index()].graveyard.iter().copied().filter(|&c| self.object_matches(&filter, c, ctx.controller, ctx.source)).collect();
                cards.into_iter().for_each(|c| self.gain_flashback(c));
            }
            Effect::PhaseOut { subject } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.phase_out(id);
                }
            }
            // Handled by `execute`, which asks the payer first.
            Effect::CounterUnlessPays { .. } => {}
            // Handled by `execute`, which may ask about the revealed card.
            Effect::Explore { .. } => {}
            Effect::Nothing | Effect::ByPlayer { .. } | Effect::PutOnTopOrBottom { .. } | Effect::Clash | Effect::ClashOpponentDecides | Effect::MayCastFree { .. } | Effect::MayCastMadness | Effect::Choose(_) | Effect::LookAtTop { .. } | Effect::MoveThatCard { .. } | Effect::ReturnToBattlefield { .. } | Effect::ExileReturnTransformed { .. } | Effect::ChoosePermanent { .. } | Effect::RingTempts { .. } | Effect::ChooseSource { .. } | Effect::CreateTokenCopy { .. } | Effect::PutFromHand { .. } | Effect::PutSelfFromHand { .. } | Effect::ReturnSelfFromGraveyard { .. } | Effect::If { .. } | Effect::Optional(_) | Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::IfYouDo { .. } | Effect::AddMana(_) | Effect::Dig { .. } | Effect::RevealUntil { .. } | Effect::HandToLibrary { .. } | Effect::Reorder { .. } | Effect::RevealChooseDiscard { .. } | Effect::Delayed { .. } | Effect::Reflexive { .. } | Effect::RepeatProcess | Effect::Sacrifices { .. } | Effect::ReturnWithCounterUnlessHad { .. } | Effect::ReturnChosen { .. } | Effect::UntapUpTo { .. } | Effect::TapChosen { .. } | Effect::FlipCoin | Effect::Vote(_) | Effect::RollDice { .. } | Effect::LookAtHand { .. } | Effect::RevealHand { .. } | Effect::ReturnLinkedExiled | Effect::Proliferate | Effect::Connive { .. } | Effect::Discover { .. } | Effect::Cascade | Effect::CopySpell { .. } | Effect::Search { .. } | Effect::Discard { .. } | Effect::PlayerMoves(_) | Effect::SearchName(_) => {}
            // Handled by `execute`, which asks about each card (or which to sacrifice).
            Effect::Scry { .. } | Effect::Surveil { .. } => {}
        }
    }

    /// Rules for the turn (CR 611.2), skipped and extra turns (CR 614.10, 500.7), and
    /// winning or losing the game by an effect (CR 104.2b, 104.3e).
    fn execute_turn_and_game(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::TurnRule(r) => self.turn_rules |= r.bit(),
            Effect::PlayerRule { player, rule } => {
                for p in self.players_ref(player, ctx) {
                    let e = &mut self.players[p.index()].this_turn;
                    match rule {
                        mw_ir::PlayerRule::SpellsCantBeCountered => e.spells_uncounterable = true,
                        mw_ir::PlayerRule::HexproofFrom(colors) => e.hexproof_from = e.hexproof_from.union(colors),
                        mw_ir::PlayerRule::CastFromGraveyard { lands } => {
                            e.cast_from_graveyard = true;
                            e.play_lands_from_graveyard |= lands;
                        }
                        mw_ir::PlayerRule::GraveyardExiled => e.graveyard_exiled = true,
                        mw_ir::PlayerRule::CantGainLife => e.cant_gain_life = true,
                    }
                }
            }
            // CR 601.3b: a permission of the controller's for the duration.
            Effect::CastAsThoughFlash { ref filter, duration } => self.players[ctx.controller.index()].cast_as_flash.push((filter.clone(), duration)),
            Effect::SkipNextTurn { player } => {
                for p in self.players_ref(player, ctx) {
                    self.players[p.index()].skip_turns += 1;
                }
            }
            Effect::SkipNextCombat { player } => {
                for p in self.players_ref(player, ctx) {
                    self.players[p.index()].skip_combats += 1;
                }
            }
            Effect::ExtraTurn { player } => {
                for p in self.players_ref(player, ctx) {
                    self.extra_turns.push(p);
                }
            }
            // CR 104.2b: the winner's opponents all lose; the game ends at once.
            Effect::WinGame { player } => {
                if let Some(&winner) = self.players_ref(player, ctx).first().filter(|&&w| !self.cant_win_game(w)) {
                    let others: Vec<PlayerId> = self.player_ids().filter(|&p| p != winner).collect();
                    for p in others {
                        self.lose(p, crate::state::events::LossReason::AnotherWon, "104.2b");
                    }
                    self.settle_result();
                }
            }
            // CR 104.3e.
            Effect::LoseGame { player } => {
                for p in self.players_ref(player, ctx) {
                    self.lose(p, crate::state::events::LossReason::Effect, "104.3e");
                }
                self.settle_result();
            }
            _ => {}
        }
    }

    /// Damage, fights, prevention (CR 120, 615, 701.12), life and energy (CR 119, 107.14), the
    /// monarch (CR 724), and what a player's turns become (extra, skipped, land plays, turn rules).
    fn execute_damage_and_life(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::DealDamage { source, amount, to } => {
                let to = self.recipients_of(to, ctx);
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
                        r.this_way.add(mw_ir::Tally::LifeLost, lost);
                    }
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
            Effect::IncreaseSpeed { player, by } => {
                for p in self.players_ref(player, ctx) {
                    self.increase_speed(p, by);
                }
            }
            Effect::AdditionalLand => self.players[ctx.controller.index()].extra_land_plays += 1,
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
            Effect::PreventNext { to, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for t in self.recipients_of(to, ctx) {
                    self.replacement.prevention.push((t, n));
                }
            }
            Effect::PreventNextFrom { source, to, .. } => self.add_source_shield(source, to, ctx),
            Effect::Prevent { ref damage, duration } => self.add_prevention(damage, duration, ctx),
            Effect::GetEnergy { amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                self.give_energy(ctx.controller, n);
            }
            _ => {}
        }
    }

    /// Continuous effects from a resolving instruction (CR 611.2, 613): P/T, keywords, abilities,
    /// protection, colors, types, control, copies.
    fn execute_continuous(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
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
            Effect::BecomeCopy { subject, of, keep_this_ability } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                let Some(Target::Object(of)) = ctx.target(of) else { return };
                if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return;
                }
                self.become_copy(id, of, if keep_this_ability { ctx.ability } else { None });
            }
            Effect::SetBasePt { subject, power, toughness, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::SetPt { power, toughness }, duration);
                }
            }
            Effect::GainProtection { subject, colors, duration, hexproof } => self.gain_protection(subject, colors, duration, hexproof, ctx),
            Effect::CantBeBlockedByColor { subject, colors, duration } => self.unblockable_by_colors(subject, colors, duration, ctx),
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
            // CR 508.1c / 509.1b: "target creature can't block ~ this turn": the ability's
            // source and controller named by the restriction.
            Effect::Restrict { subject, restriction, duration } => {
                let what = match restriction {
                    mw_ir::Restriction::CantBlockSource => TimedRestriction::CantBlockSource,
                    mw_ir::Restriction::CantAttackYou { planeswalkers } => TimedRestriction::CantAttackYou { planeswalkers },
                    // Never compiled as an instruction (`mw_cardtext` refuses it).
                    mw_ir::Restriction::CantAttack | mw_ir::Restriction::CantBlock(_) | mw_ir::Restriction::AttackTax { .. } => return,
                };
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::Restricted { by: ctx.source, player: ctx.controller, what }, duration);
                }
            }
            Effect::GainControl { subject, duration } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.add_effect(id, LayerEffect::Control(ctx.controller), duration);
                }
            }
            _ => {}
        }
    }

    /// Actions on permanents (CR 701): tap and untap, destroy and regenerate, counters,
    /// transform, sacrifice, attach, monstrosity and renown.
    fn execute_permanent_action(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
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
            Effect::Regenerate { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    self.replacement.regeneration_shields.push(id);
                    self.emit("701.19a", EventKind::RegenerationShield { object: id });
                }
            }
            Effect::Destroy { subject, no_regen } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.destroy_with(id, "701.8a", crate::pipeline::move_batch::Destroy::by_effect(!no_regen));
                }
            }
            Effect::PutCounters { subject, kind, amount } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
                    let n = self.amount(amount, ctx).max(0) as u32;
                    let by = self.resolving_keyword(ctx);
                    self.put_counters_by(id, kind, n, "122.6", by);
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
            Effect::TapOrUntap { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                let Some(tapped) = self.objects.get(id).map(|o| o.tapped()) else { return };
                if tapped {
                    self.untap(id, "701.26b");
                } else {
                    self.tap(id, "701.26a");
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
            Effect::Sacrifice { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield && o.controller == ctx.controller) {
                    self.sacrificed(id, "701.21a");
                    self.move_object(id, Zone::Graveyard, "701.21a");
                }
            }
            // CR 701.3d: it stays on the battlefield, attached to nothing.
            Effect::Unattach { what } => {
                let Some(w) = self.subject(what, ctx) else { return };
                if self.objects.get(w).is_some_and(|o| o.zone == Zone::Battlefield && o.attached_to.is_some()) {
                    self.set_attached(w, None);
                }
            }
            Effect::AttachTo { to, what } => {
                let (Some(t), Some(w)) = (self.subject(to, ctx), self.subject(what, ctx)) else { return };
                if self.objects.get(t).is_none_or(|o| o.zone != Zone::Battlefield) || !self.attachable(w) || !self.may_attach(w, t, ctx.controller) {
                    return;
                }
                // CR 701.3c: attaching it to what it is already attached to does nothing.
                if self.objects.get(w).is_some_and(|o| o.zone == Zone::Battlefield && o.attached_to != Some(t)) && t != w {
                    self.set_attached(w, Some(t));
                    self.emit("701.3a", EventKind::Attached { object: w, to: t });
                }
            }
            _ => {}
        }
    }

    /// Zone changes (CR 400.7) of cards and spells other than to the battlefield: draw, exile,
    /// return to hand, countering, discarding a hand, and cards exiled with a permission to play.
    fn execute_zone_change(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::Draw { player, amount } => {
                // FIXME: CR 616.1: a draw inside "for each" can't wait for a choice of
                // replacement; `execute` offers them for every other draw instruction.
                for p in self.players_ref(player, ctx) {
                    for _ in 0..self.amount(amount, ctx).max(0) {
                        self.draw(p, "121.1");
                    }
                }
            }
            // CR 607.2a: what this resolution exiled, linked to its source.
            Effect::LinkExiledThisWay => {
                let exiled: SmallVec<[ObjectId; 4]> = self.resolving.as_ref().map(|r| r.this_way.objects(mw_ir::Did::Exiled).collect()).unwrap_or_default();
                self.linked_exiles.extend(exiled.into_iter().map(|c| (ctx.source, c)));
            }
            Effect::ExileLinked { subject } => {
                let Some(id) = self.subject(subject, ctx) else { return };
                match self.objects.get(id).map(|o| o.zone) {
                    Some(Zone::Battlefield | Zone::Graveyard) => {
                        let new = self.move_object(id, Zone::Exile, "607.2a");
                        self.linked_exiles.push((ctx.source, new));
                    }
                    // "exile target spell" (Spell Queller): off the stack, neither resolving
                    // nor countered (CR 701.13a), the card linked to the source (CR 607.2a).
                    Some(Zone::Stack) => {
                        if let Some(new) = self.remove_spell(id, Zone::Exile, "607.2a") {
                            self.linked_exiles.push((ctx.source, new));
                        }
                    }
                    _ => {}
                }
            }
            Effect::Exile { subject } => self.exile_subject(subject, ctx),
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
            Effect::ReturnToHand { subject } => self.return_to_hand(subject, ctx),
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
            Effect::ExileGraveyard { player } => {
                for p in self.players_ref(player, ctx) {
                    let cards = self.players[p.index()].graveyard.clone();
                    for c in cards {
                        self.move_object(c, Zone::Exile, "406.3");
                    }
                }
            }
            Effect::ExileThisSpell => {
                let item = self.resolving.as_ref().map(|r| r.item);
                if let Some(i) = self.stack.iter_mut().find(|s| Some(s.id) == item) {
                    i.exile_on_leave = true;
                }
            }
            // CR 303.4i: an Aura token created attached to an object.
            Effect::CreateTokens { ref token, attached: Some(to), .. } => {
                if let Some(t) = self.subject(to, ctx) {
                    self.create_attached_token(token, t, ctx.controller, ctx.source);
                }
            }
            Effect::CreateTokens { ref token, amount, tapped, player, pt, .. } => self.create_tokens_by(token, amount, tapped, player, pt, ctx),
            Effect::ExileInstead { subject, any_zone } => {
                if let Some(id) = self.subject(subject, ctx) {
                    self.add_exile_instead(crate::actions::exile_instead::ExileInstead { object: id, any_zone, this_turn: !any_zone });
                }
            }
            Effect::DiscardHand { player } => {
                for p in self.players_ref(player, ctx) {
                    let hand = self.players[p.index()].hand.clone();
                    if let Some(r) = self.resolving.as_mut() {
                        if r.discarded.len() <= p.index() {
                            r.discarded.resize(p.index() + 1, 0);
                        }
                        r.discarded[p.index()] += hand.len() as u32;
                    }
                    for c in hand {
                        self.discard_card(p, c, "701.9a");
                    }
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
            Effect::MayPlayExiled { subject, until, cast_only, owner, tax, later } => {
                if let Some(card) = self.subject(subject, ctx) {
                    // "its owner may play it" (CR 108.3).
                    let player = if owner { self.objects.get(card).map_or(ctx.controller, |o| o.owner) } else { ctx.controller };
                    self.allow_play(card, player, until, cast_only, tax, later);
                }
            }
            _ => {}
        }
    }

    /// CR 111.2: each player the instruction names creates `amount` tokens, in APNAP
    /// order; "an X/X token": X fixed as the instruction resolves. FIXME: CR 111.4 makes
    /// X/X the token's copiable values; a layer 7b effect of the instruction stands for
    /// them (a copy of the token is 0/0).
    fn create_tokens_by(&mut self, token: &mw_ir::CardDef, amount: Amount, tapped: bool, player: PlayerRef, pt: Option<Amount>, ctx: &EffectCtx) {
        let n = self.amount(amount, ctx).max(0) as u32;
        let pt = pt.map(|x| self.amount(x, ctx));
        for p in self.players_ref(player, ctx) {
            let made = self.create_tokens(token, n, tapped, p);
            if let Some(x) = pt {
                for &id in &made {
                    self.add_effect(id, LayerEffect::SetPt { power: x, toughness: x }, mw_ir::Duration::Indefinite);
                }
            }
            // Remembered for "they gain haste until end of turn" (CR 608.2c).
            if let Some(r) = self.resolving.as_mut() {
                r.this_way.record_all(mw_ir::Did::Created, made);
            }
        }
    }

    /// Instructions on libraries (CR 401, 701.24): shuffles, putting cards into a library, mill,
    /// exiling or revealing the top cards.
    fn execute_library_action(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
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
                let Some(mut id) = self.subject(subject, ctx) else { return };
                // CR 400.7e: "put that card on top of your library" of a dies trigger.
                if let Some(now) = self.triggering_card(subject, id, ctx) {
                    id = now;
                }
                self.put_in_library(id, top);
            }
            // FIXME(CR 406.3): a card exiled face down is shown face up (its owner and the
            // view see it); nothing in the game reads it meanwhile.
            Effect::ExileTop { player, amount, .. } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    for _ in 0..n {
                        let Some(&top) = self.players[p.index()].library.first() else { break };
                        let new = self.move_object(top, Zone::Exile, "406.3");
                        // "that card": the card exiled (the last one, when one is named).
                        if let Some(r) = self.resolving.as_mut() {
                            r.returned = Some(new);
                        }
                    }
                }
            }
            Effect::Mill { player, amount } => {
                let n = self.amount(amount, ctx).max(0) as u32;
                for p in self.players_ref(player, ctx) {
                    self.mill(p, n);
                }
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
            _ => {}
        }
    }

    /// CR 608.2c: the objects a `ForEach` visits, fixed as the instruction begins ("all
    /// artifacts target player owns": that player resolved now).
    pub(crate) fn for_each_group(&self, filter: mw_ir::ObjectFilter, only: Option<mw_ir::Relative>, ctx: &EffectCtx) -> SmallVec<[ObjectId; 8]> {
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
        self.battlefield
            .iter()
            .copied()
            .filter(|&id| whose_ok(self, id) && self.object_matches(&filter, id, ctx.controller, ctx.source))
            .filter(|&id| only.is_none_or(|r| self.relative_holds(r, id, ctx)))
            .collect()
    }

    /// CR 608.2c: an instruction repeated for each object of a group or each player a condition
    /// holds for.
    fn execute_for_each(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::ForEach { filter, ref effect, only } => {
                let group = self.for_each_group(filter, only, ctx);
                if let Some(r) = self.resolving.as_mut() {
                    r.group = group.clone();
                }
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
            _ => {}
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
    /// CR 701.3a: only an Aura or an Equipment (here) is attached by an instruction.
    fn attachable(&self, what: ObjectId) -> bool {
        let Some(k) = self.characteristics(what) else { return false };
        self.has_subtype(&k, mw_types::Subtype::AURA) || self.has_subtype(&k, mw_types::Subtype::EQUIPMENT)
    }

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
        let Some(mut id) = self.subject(subject, ctx) else { return };
        if let Some(now) = self.triggering_card(subject, id, ctx) {
            id = now;
        }
        if let Some(o) = self.objects.get(id) {
            // A permanent, a card targeted in a graveyard, or the resolving spell itself
            // ("return Molten Birth to its owner's hand": it doesn't go to the graveyard,
            // CR 608.2n).
            let resolving_spell = o.zone == Zone::Stack && subject == Subject::This;
            // An exiled card ("put that card into your hand" of a delayed trigger) too.
            let card_in = matches!(o.zone, Zone::Graveyard | Zone::Exile) && subject != Subject::This;
            if o.zone == Zone::Battlefield || card_in || resolving_spell {
                self.move_object(id, Zone::Hand, "400.7");
            } else if o.zone == Zone::Stack {
                // "return target spell to its owner's hand": it leaves the stack.
                self.remove_spell(id, Zone::Hand, "400.7");
            }
            return;
        }
        if subject == Subject::This {
            if let Some(now) = self.self_in_graveyard(id) {
                self.move_object(now, Zone::Hand, "400.7");
            }
        }
    }

    /// CR 701.13a: "exile it / target permanent / target card in a graveyard / target
    /// spell"; a dies trigger's "it" is the card in the graveyard (CR 400.7e).
    fn exile_subject(&mut self, subject: Subject, ctx: &EffectCtx) {
        let Some(mut id) = self.subject(subject, ctx) else { return };
        if subject == Subject::This && self.objects.get(id).is_none() {
            let Some(now) = self.self_in_graveyard(id) else { return };
            id = now;
        }
        if let Some(now) = self.triggering_card(subject, id, ctx) {
            id = now;
        }
        match self.objects.get(id).map(|o| o.zone) {
            Some(Zone::Battlefield | Zone::Graveyard) => {
                let new = self.move_object(id, Zone::Exile, "701.13a");
                // "the exiled card" of the instructions after (warp's permission).
                if let Some(r) = self.resolving.as_mut() {
                    r.returned = Some(new);
                }
            }
            // "exile target spell": it leaves the stack, neither resolving nor
            // countered (CR 701.13a, 608.2b).
            Some(Zone::Stack) => {
                self.remove_spell(id, Zone::Exile, "701.13a");
            }
            _ => {}
        }
    }

    /// CR 400.7e: a zone-change trigger's object that left the battlefield ("whenever a
    /// creature you control dies, return that card …") is found as the card it became in
    /// the public zone it went to, as `return_to_battlefield` finds it.
    fn triggering_card(&self, subject: Subject, id: ObjectId, ctx: &EffectCtx) -> Option<ObjectId> {
        if subject != Subject::Triggering || self.objects.get(id).is_some() || self.timed_about_object(ctx) {
            return None;
        }
        self.current_object(subject, ctx).filter(|&now| self.objects.get(now).is_some_and(|o| matches!(o.zone, Zone::Graveyard | Zone::Exile)))
    }

    /// CR 400.7e: an ability that triggered on its source moving to a graveyard finds the
    /// card it became there.
    fn self_in_graveyard(&self, id: ObjectId) -> Option<ObjectId> {
        let instance = self.objects.last_known(id)?.instance;
        self.find_instance(instance).filter(|&now| self.objects.get(now).is_some_and(|o| o.zone == Zone::Graveyard))
    }
}
