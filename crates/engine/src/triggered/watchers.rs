//! Triggered abilities that watch other objects and players (CR 603.2): spells cast,
//! permanents entering and dying, tapping, life gained, cards drawn, attacks, the
//! creature an Aura or Equipment is attached to, and the steps of every player's turn.
//! Each event first asks the card table whether any card in the game watches for it.

use crate::state::game::Game;
use crate::state::waiting_triggers::TriggerEvent;
use crate::state::zones::Zone;
use mw_ir::ability::{DamagedKind, WATCH_ATTACK, WATCH_CAST, WATCH_DAMAGE, WATCH_DEALS, WATCH_DIES, WATCH_DISCARD, WATCH_DRAW, WATCH_ENTERS, WATCH_LIFE, WATCH_TAPPED};
use mw_ir::{Ability, Controller, Trigger};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 603.10a: runs `f` as one event that may move several permanents at once.
    pub(crate) fn together<R>(&mut self, f: impl FnOnce(&mut Game) -> R) -> R {
        let outer = self.simultaneous.is_some();
        if !outer {
            self.simultaneous = Some(SmallVec::new());
        }
        let r = f(self);
        if !outer {
            self.simultaneous = None;
        }
        r
    }

    /// Queues every ability of `source` (controlled by `controller`) whose trigger
    /// `accepts`, with the event's details.
    pub(crate) fn queue_where(&mut self, source: ObjectId, controller: PlayerId, ev: TriggerEvent, accepts: impl Fn(&Game, &Trigger) -> bool) {
        self.queue_each(source, controller, |g, t| accepts(g, t).then_some(ev));
    }

    /// Queues every ability of `source` for which `event` gives the event's details (an
    /// event whose details depend on the trigger: a batch's amount counted by its filter).
    pub(crate) fn queue_each(&mut self, source: ObjectId, controller: PlayerId, event: impl Fn(&Game, &Trigger) -> Option<TriggerEvent>) {
        // CR 113.6k: an ability that returns its card from the graveyard works only there;
        // from the graveyard, only such abilities (and "when you cycle ~") trigger.
        let in_graveyard = self.objects.get(source).is_some_and(|o| o.zone == Zone::Graveyard);
        let works = |t: &mw_ir::TriggeredAbility| {
            t.from_graveyard() == in_graveyard || (in_graveyard && matches!(t.trigger, Trigger::SelfCycled | Trigger::SelfPutIntoGraveyard { .. }))
        };
        let found: SmallVec<[(crate::continuous_effects::abilities::AbilityRef, TriggerEvent); 2]> = self
            .abilities(source)
            .filter_map(|(_, r, a)| match a {
                Ability::Triggered(t) if works(t) => event(self, &t.trigger).map(|ev| (r, ev)),
                _ => None,
            })
            .collect();
        for (r, ev) in found {
            let t = crate::stack_resolution::stack::PendingTrigger {
                event: TriggerEvent { defender: None, ..ev },
                controller,
                source,
                card: r.card,
                ability: r.index,
            };
            self.push_pending_trigger(t);
        }
        if !self.delayed.is_empty() {
            // CR 603.7b: "until end of turn, whenever …" delayed triggers of this source.
            // FIXME(CR 603.7d): matched with the watcher's controller, which differs from
            // the delayed trigger's only if a permanent source changed control since.
            for (d, trigger) in self.each_turn_triggers(source) {
                if let Some(ev) = event(self, &trigger) {
                    let event = TriggerEvent { defender: None, ..ev };
                    self.push_pending_trigger(crate::stack_resolution::stack::PendingTrigger { event, controller: d.controller, source, card: d.card, ability: d.ability });
                }
            }
        }
    }

    /// The permanents with triggered abilities, with their controllers.
    pub(crate) fn watchers(&self) -> SmallVec<[(ObjectId, PlayerId); 16]> {
        let mut out: SmallVec<[(ObjectId, PlayerId); 16]> = self
            .battlefield
            .iter()
            .filter(|&&id| self.may_have(id, crate::state::game::KIND_TRIGGERED))
            .filter_map(|&id| self.objects.get(id).map(|o| (id, o.controller)))
            .collect();
        out.extend(self.graveyard_watchers());
        // CR 114.4: emblems' abilities work in the command zone.
        out.extend(self.emblems.iter().filter_map(|&id| self.objects.get(id).map(|o| (id, o.owner))));
        if !self.delayed.is_empty() {
            // CR 603.7b: the sources of "until end of turn, whenever …" delayed triggers
            // (a resolved spell, a permanent).
            for w in self.each_turn_sources() {
                if !out.iter().any(|(id, _)| *id == w.0) {
                    out.push(w);
                }
            }
        }
        out
    }

    /// CR 113.6k: cards in graveyards with a triggered ability that works there (their
    /// owners control those abilities).
    pub(crate) fn graveyard_watchers(&self) -> SmallVec<[(ObjectId, PlayerId); 2]> {
        if !self.cards.has_graveyard_triggers() {
            return SmallVec::new();
        }
        self.players
            .iter()
            .flat_map(|p| p.graveyard.iter())
            .filter_map(|&id| self.objects.get(id).map(|o| (id, o)))
            .filter(|(_, o)| self.cards.kinds(o.card) & crate::state::game::KIND_GRAVEYARD_TRIGGER != 0)
            .map(|(id, o)| (id, o.owner))
            .collect()
    }

    /// CR 601.2i: "whenever [a player] casts [a spell]" of every permanent; `earlier`: the
    /// card types of the caster's spells cast before this one this turn (`cast_type_bits`).
    pub(crate) fn cast_watchers(&mut self, caster: PlayerId, spell: ObjectId, targets: &[crate::state::events::Target], earlier: (u16, u16)) {
        let pl = &mut self.players[caster.index()];
        pl.cast_this_turn = pl.cast_this_turn.saturating_add(1);
        let second = pl.cast_this_turn == 2;
        if !self.cards.watches(WATCH_CAST) {
            return;
        }
        if second {
            self.own_watchers(caster, TriggerEvent { player: Some(caster), object: Some(spell), ..Default::default() }, Trigger::YouCastSecond);
        }
        if self.players[caster.index()].cast_this_turn == 1 && self.turn.active != caster {
            let ev = TriggerEvent { player: Some(caster), object: Some(spell), ..Default::default() };
            self.own_watchers(caster, ev, Trigger::YouCastFirstOnOpponentsTurn);
        }
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { player: Some(caster), object: Some(spell), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| match t {
                Trigger::Cast { caster: who, filter, targets_this, nth, only } => {
                    let by = player_is(*who, caster, controller);
                    // CR 603.2: "their second spell each turn" (the count includes this one);
                    // "their first instant or sorcery spell each turn": none of that kind
                    // before it.
                    let nth_ok = match *nth {
                        0 => true,
                        1 if *filter != mw_ir::ObjectFilter::default() => crate::state::turn_events::types_cast(earlier.0, earlier.1, filter) == Some(false),
                        n => g.players[caster.index()].cast_this_turn == u32::from(n),
                    };
                    // A quality the source asks about ("mana value equal to the number of
                    // charge counters on ~"), as the spell is cast (CR 603.2).
                    let only_ok = || only.is_none_or(|r| g.relative_holds(r, spell, &crate::stack_resolution::effects::EffectCtx::bare(controller, src)));
                    by && nth_ok && g.object_matches(filter, spell, controller, src)
                        && (!targets_this || targets.contains(&crate::state::events::Target::Object(src)))
                        && only_ok()
                }
                _ => false,
            });
        }
    }

    /// CR 707.10: "whenever you copy an instant or sorcery spell": a copy `spell` put on
    /// the stack by `copier`, the copy as the event's object.
    pub(crate) fn copy_watchers(&mut self, copier: PlayerId, spell: ObjectId) {
        if !self.cards.has_trigger(&Trigger::Copies { copier: Controller::Any, filter: Default::default() }) {
            return;
        }
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { player: Some(copier), object: Some(spell), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| match t {
                Trigger::Copies { copier: who, filter } => player_is(*who, copier, controller) && g.object_matches(filter, spell, controller, src),
                _ => false,
            });
        }
    }

    /// CR 603.6a: "whenever [a permanent] enters" of every permanent, the one entering too.
    pub(crate) fn enters_watchers(&mut self, id: ObjectId) {
        if !self.cards.watches(WATCH_ENTERS) {
            return;
        }
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { object: Some(id), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| matches!(t, Trigger::Enters(f) if g.object_matches(f, id, controller, src)));
        }
    }

    /// CR 603.10a: "whenever [a creature] dies" looks back in time: the permanents on the
    /// battlefield, and the one that died; also "when enchanted creature dies" and
    /// "whenever a creature you control leaves the battlefield" (for any zone it went to;
    /// `to_graveyard`: it went to a graveyard).
    pub(crate) fn dies_watchers(&mut self, old_id: ObjectId, died: bool, to_graveyard: bool) {
        if !self.cards.watches(WATCH_DIES) {
            return;
        }
        let mut sources = self.watchers();
        let gone = self.simultaneous.iter().flatten().copied().filter(|&id| id != old_id).chain([old_id]);
        let gone: SmallVec<[ObjectId; 4]> = gone.collect();
        for id in gone {
            if let Some(o) = self.objects.last_known(id) {
                sources.push((id, o.controller));
            }
        }
        for (src, controller) in sources {
            let attached = self.objects.last_known(src).is_some_and(|o| o.attached_to == Some(old_id));
            let ev = TriggerEvent { object: Some(old_id), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| match t {
                Trigger::Dies(f) => died && g.object_matches(f, old_id, controller, src),
                Trigger::AttachedDies => died && attached,
                Trigger::ToGraveyardFromBattlefield(f) => to_graveyard && g.object_matches(f, old_id, controller, src),
                Trigger::Leaves(f) => g.object_matches(f, old_id, controller, src),
                Trigger::DealtDamageBySelfDies => died && g.damaged_this_turn.contains(&(old_id, src)),
                _ => false,
            });
        }
    }

    /// "whenever ~ becomes tapped".
    pub(crate) fn became_tapped(&mut self, id: ObjectId) {
        if !self.cards.watches(WATCH_TAPPED) {
            return;
        }
        if let Some(c) = self.controller(id) {
            self.queue_triggers_full(id, c, &Trigger::SelfBecomesTapped, TriggerEvent::default());
        }
    }

    /// CR 702.29: "when you cycle ~": the cycled card (now in the graveyard) triggers.
    pub(crate) fn cycled_watchers(&mut self, a: &crate::stack_resolution::stack::Announcing) {
        let cycling = matches!(a.ability.and_then(|i| self.cards.get(a.card).ability(i)), Some(Ability::Activated(ab)) if ab.cycling);
        if !cycling {
            return;
        }
        let Some(instance) = self.objects.last_known(a.source).map(|o| o.instance) else { return };
        let card = self.find_instance(instance);
        if let Some(card) = card {
            self.queue_where(card, a.player, TriggerEvent::default(), |_, t| *t == Trigger::SelfCycled);
        }
        if self.cards.has_trigger(&Trigger::Cycles(Controller::Any)) {
            let cycler = a.player;
            for (src, controller) in self.watchers() {
                // "another card": not the cycled card itself (which is no longer here).
                let ev = TriggerEvent { player: Some(cycler), object: card, ..Default::default() };
                self.queue_where(src, controller, ev, |_, t| match t {
                    Trigger::Cycles(Controller::Any) => true,
                    Trigger::Cycles(Controller::You) => cycler == controller,
                    _ => false,
                });
            }
        }
    }

    /// "whenever ~ becomes untapped".
    pub(crate) fn became_untapped(&mut self, id: ObjectId) {
        if !self.cards.watches(WATCH_TAPPED) {
            return;
        }
        if let Some(c) = self.controller(id) {
            self.queue_triggers_full(id, c, &Trigger::SelfBecomesUntapped, TriggerEvent::default());
        }
    }

    /// CR 119.3: "whenever you gain life", with the amount.
    pub(crate) fn life_gained_watchers(&mut self, player: PlayerId, amount: u32) {
        if self.cards.watches(WATCH_LIFE) {
            self.own_watchers(player, TriggerEvent { amount, player: Some(player), ..Default::default() }, Trigger::YouGainLife);
        }
    }

    /// CR 121.1: "whenever you draw a card".
    pub(crate) fn drew_watchers(&mut self, player: PlayerId) {
        let pl = &mut self.players[player.index()];
        pl.drawn_this_turn = pl.drawn_this_turn.saturating_add(1);
        let second = pl.drawn_this_turn == 2;
        if self.cards.watches(WATCH_DRAW) {
            for (src, controller) in self.watchers() {
                if controller != player {
                    let ev = TriggerEvent { player: Some(player), ..Default::default() };
                    self.queue_where(src, controller, ev, |_, t| *t == Trigger::OpponentDraws);
                }
            }
            self.own_watchers(player, TriggerEvent { player: Some(player), ..Default::default() }, Trigger::YouDraw);
            if second {
                self.own_watchers(player, TriggerEvent { player: Some(player), ..Default::default() }, Trigger::YouDrawSecond);
            }
        }
    }

    /// CR 701.9: "whenever you/an opponent/a player discards a card" ("that card": the
    /// card in the graveyard, "that player").
    pub(crate) fn discard_watchers(&mut self, player: PlayerId, card: ObjectId) {
        if !self.cards.watches(WATCH_DISCARD) {
            return;
        }
        for (src, controller) in self.watchers() {
            let batch = |g: &Game, t: &Trigger| matches!(t, Trigger::DiscardBatch { who, filter } if player_is(*who, player, controller) && g.object_matches(filter, card, controller, src));
            let joined = self.join_discard_batch(src, player, batch);
            self.queue_each(src, controller, |g, t| match t {
                Trigger::Discards(who) if player_is(*who, player, controller) => Some(TriggerEvent { player: Some(player), object: Some(card), ..Default::default() }),
                Trigger::DiscardBatch { .. } if !joined && batch(g, t) => Some(TriggerEvent { player: Some(player), amount: 1, ..Default::default() }),
                _ => None,
            });
        }
    }

    /// CR 603.2c: a discard joins the batch trigger of `source` already waiting for this
    /// player's discard (its amount counts the cards). FIXME(CR 603.2c): two discard
    /// events before triggers next go on the stack ("discard a card, then draw, then
    /// discard a card") count as one batch.
    fn join_discard_batch(&mut self, source: ObjectId, player: PlayerId, batch: impl Fn(&Game, &Trigger) -> bool) -> bool {
        let found = self.pending_triggers.iter().position(|p| {
            p.source == source
                && p.event.player == Some(player)
                && matches!(self.cards.get(p.card).ability(p.ability), Some(Ability::Triggered(a)) if batch(self, &a.trigger))
        });
        if let Some(i) = found {
            self.pending_triggers[i].event.amount += 1;
        }
        found.is_some()
    }

    /// CR 701.21a: a permanent is sacrificed (still on the battlefield as the event is
    /// told): "whenever you sacrifice …" of its controller's permanents.
    pub(crate) fn sacrificed(&mut self, id: ObjectId, rule: &'static str) {
        self.emit(rule, crate::state::events::EventKind::Sacrificed { object: id });
        if !self.cards.has_trigger(&Trigger::YouSacrifice(mw_ir::ObjectFilter::default())) {
            return;
        }
        let Some(player) = self.controller(id) else { return };
        for (src, controller) in self.watchers() {
            if controller == player {
                let ev = TriggerEvent { object: Some(id), player: Some(player), ..Default::default() };
                self.queue_where(src, controller, ev, |g, t| matches!(t, Trigger::YouSacrifice(f) if g.object_matches(f, id, controller, src)));
            }
        }
    }

    /// CR 603.10a: "whenever an instant or sorcery card leaves your graveyard": the
    /// card (`old_id`, retired) is seen as it last was in the graveyard.
    pub(crate) fn left_graveyard_watchers(&mut self, old_id: ObjectId) {
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { object: Some(old_id), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| matches!(t, Trigger::LeavesGraveyard(f) if g.object_matches(f, old_id, controller, src)));
        }
    }

    /// CR 701.22: "whenever you scry".
    pub(crate) fn scry_watchers(&mut self, player: PlayerId) {
        if self.cards.has_trigger(&Trigger::YouScry) {
            self.own_watchers(player, TriggerEvent { player: Some(player), ..Default::default() }, Trigger::YouScry);
        }
    }

    /// CR 305.1: a land played by `player`: "whenever you / an opponent / a player plays a
    /// land", "when you play another land" (not the land that is the source itself).
    pub(crate) fn land_played_watchers(&mut self, player: PlayerId, land: ObjectId) {
        if !self.cards.has_trigger(&Trigger::PlaysLand { player: Controller::Any, other: false }) {
            return;
        }
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { player: Some(player), object: Some(land), ..Default::default() };
            self.queue_where(src, controller, ev, |_, t| match *t {
                Trigger::PlaysLand { player: who, other } => {
                    let by = player_is(who, player, controller);
                    by && !(other && src == land)
                }
                _ => false,
            });
        }
    }

    /// The triggers `want` of the permanents `player` controls.
    pub(crate) fn own_watchers(&mut self, player: PlayerId, ev: TriggerEvent, want: Trigger) {
        for (src, controller) in self.watchers() {
            if controller == player {
                self.queue_where(src, controller, ev, |_, t| *t == want);
            }
        }
    }

    /// CR 508.1: "whenever you attack" (once), and "whenever equipped creature attacks"
    /// for each attacker.
    pub(crate) fn attack_watchers(&mut self, player: PlayerId, attackers: &[ObjectId]) {
        // CR 701.54c: the Ring's "whenever your Ring-bearer attacks".
        if let Some(&a) = attackers.iter().find(|&&a| self.is_ring_bearer(a)) {
            self.ring_bearer_trigger(a, mw_ir::trigger::RingBearerEvent::Attacks, TriggerEvent { object: Some(a), ..Default::default() });
        }
        if !self.cards.watches(WATCH_ATTACK) || attackers.is_empty() {
            return;
        }
        self.own_watchers(player, TriggerEvent { player: Some(player), ..Default::default() }, Trigger::YouAttack);
        self.attack_batch_triggers(attackers);
        for &a in attackers {
            self.attached_watchers(a, TriggerEvent { object: Some(a), ..Default::default() }, Trigger::AttachedAttacks);
            self.own_watchers(player, TriggerEvent { object: Some(a), ..Default::default() }, Trigger::CreatureYouControlAttacks);
            if self.cards.has_trigger(&Trigger::Attacks(mw_ir::ObjectFilter::default())) {
                for (src, controller) in self.watchers() {
                    let ev = TriggerEvent { object: Some(a), ..Default::default() };
                    self.queue_where(src, controller, ev, |g, t| matches!(t, Trigger::Attacks(f) if g.object_matches(f, a, controller, src)));
                }
            }
            if self.cards.has_trigger(&Trigger::AttacksYou { filter: mw_ir::ObjectFilter::default(), planeswalkers: false }) {
                self.attacks_you_watchers(a);
            }
        }
    }

    /// CR 508.3a: "whenever a creature attacks you [or a planeswalker you control]": the
    /// watchers whose controller (or whose controller's planeswalker) `a` attacks.
    fn attacks_you_watchers(&mut self, a: ObjectId) {
        let Some(attacked) = self.combat.attackers.iter().find(|x| x.attacker == a).map(|x| x.target) else { return };
        for (src, controller) in self.watchers() {
            let ev = TriggerEvent { object: Some(a), ..Default::default() };
            self.queue_where(src, controller, ev, |g, t| {
                let Trigger::AttacksYou { filter, planeswalkers } = t else { return false };
                let whom = match attacked {
                    crate::state::events::Target::Player(p) => p == controller,
                    crate::state::events::Target::Object(pw) => *planeswalkers && g.controller(pw) == Some(controller) && g.is_type(pw, mw_types::CardType::Planeswalker),
                };
                whom && g.object_matches(filter, a, controller, src)
            });
        }
    }

    /// "whenever equipped creature deals combat damage to a player", "whenever a creature
    /// you control deals combat damage to a player".
    pub(crate) fn attached_damage_watchers(&mut self, creature: ObjectId, player: PlayerId, amount: u32) {
        if self.cards.watches(WATCH_DAMAGE) {
            let ev = TriggerEvent { amount, player: Some(player), object: Some(creature), ..Default::default() };
            self.attached_watchers(creature, ev, Trigger::AttachedCombatDamageToPlayer);
            if let Some(c) = self.objects.last_known(creature).map(|o| o.controller) {
                self.own_watchers(c, ev, Trigger::CreatureYouControlCombatDamageToPlayer);
            }
            let any = Trigger::CombatDamageToPlayer { filter: mw_ir::ObjectFilter::default(), to: Controller::Any };
            if self.cards.has_trigger(&any) {
                for (src, controller) in self.watchers() {
                    self.queue_where(src, controller, ev, |g, t| match t {
                        Trigger::CombatDamageToPlayer { filter, to } => {
                            let who = player_is(*to, player, controller);
                            who && g.object_matches(filter, creature, controller, src)
                        }
                        _ => false,
                    });
                }
            }
        }
    }

    /// "whenever ~ deals damage [to a creature / a player / an opponent]", with the amount
    /// and what was dealt damage.
    pub(crate) fn deals_damage_watchers(&mut self, source: ObjectId, to: crate::state::events::Target, amount: u32, combat: bool) {
        if !self.cards.watches(WATCH_DEALS) {
            return;
        }
        let Some(controller) = self.objects.last_known(source).map(|o| o.controller) else { return };
        let (player, object) = match to {
            crate::state::events::Target::Player(p) => (Some(p), None),
            crate::state::events::Target::Object(o) => (None, Some(o)),
        };
        let is_creature = object.is_some_and(|o| self.is_type(o, mw_types::CardType::Creature));
        let is_planeswalker = object.is_some_and(|o| self.is_type(o, mw_types::CardType::Planeswalker));
        let kind_holds = |kind: DamagedKind, only_combat: bool, controller: mw_types::PlayerId| {
            (!only_combat || combat)
                && match kind {
                    DamagedKind::Anything => true,
                    DamagedKind::Creature => is_creature,
                    DamagedKind::Player => player.is_some(),
                    DamagedKind::Opponent => player.is_some_and(|p| p != controller),
                    DamagedKind::Planeswalker => is_planeswalker,
                }
        };
        let ev = TriggerEvent { amount, player, object, ..Default::default() };
        self.queue_where(source, controller, ev, |_, t| match *t {
            Trigger::SelfDealsDamage { to: kind, combat: only_combat } => kind_holds(kind, only_combat, controller),
            _ => false,
        });
        // "whenever enchanted creature deals damage": the Aura's or Equipment's ability,
        // "an opponent" relative to its controller; "that creature" the creature dealt
        // damage when the trigger names one ("… to a creature, exile that creature"),
        // else the attached creature ("… deals that much damage to that creature").
        for (src, holder) in self.watchers() {
            if self.objects.get(src).is_some_and(|o| o.attached_to == Some(source) && o.zone == Zone::Battlefield) {
                let about = |kind: DamagedKind| if matches!(kind, DamagedKind::Creature | DamagedKind::Planeswalker) { object } else { Some(source) };
                self.queue_each(src, holder, |_, t| match *t {
                    Trigger::AttachedDealsDamage { to: kind, combat: only_combat } if kind_holds(kind, only_combat, holder) => {
                        Some(TriggerEvent { amount, player, object: about(kind), ..Default::default() })
                    }
                    _ => None,
                });
            }
        }
    }

    /// The triggers `want` of the permanents attached to `creature`.
    fn attached_watchers(&mut self, creature: ObjectId, ev: TriggerEvent, want: Trigger) {
        for (src, controller) in self.watchers() {
            if self.objects.get(src).is_some_and(|o| o.attached_to == Some(creature) && o.zone == Zone::Battlefield) {
                self.queue_where(src, controller, ev, |_, t| *t == want);
            }
        }
    }
}

/// Whether `player` is the one a trigger's "you" / "an opponent" / "a player" names, for
/// a source controlled by `controller` (a named player matches none here).
fn player_is(who: Controller, player: PlayerId, controller: PlayerId) -> bool {
    match who {
        Controller::Any => true,
        Controller::You => player == controller,
        Controller::NotYou | Controller::Defending => player != controller,
        Controller::Player { .. } => false,
    }
}
