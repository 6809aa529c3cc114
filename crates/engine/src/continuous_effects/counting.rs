//! What counting phrases count (CR 107.3, 608.2h): "the number of creatures you control",
//! "for each card in your hand", "your life total", "your devotion to black". Counted as
//! the instruction that uses them is carried out.

use crate::state::effect_context::EffectCtx;
use crate::state::game::Game;
use crate::state::waiting_triggers::TriggerEvent;
use mw_ir::{CardZone, Condition, Counted, PlayerRef};
use mw_types::{ManaSymbol, ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// The number a counting phrase stands for, for the ability `ctx` resolves.
    pub(crate) fn counted(&self, of: Counted, ctx: &EffectCtx) -> i32 {
        if of == Counted::X {
            return ctx.x.min(i32::MAX as u32) as i32;
        }
        self.count_of(of, ctx.controller, ctx.source, &|r| self.players_ref(r, ctx))
    }

    /// Whether a condition holds for an ability of `source` controlled by `controller`
    /// (CR 603.4, 611.3a). While it is evaluated, conditional static abilities are left
    /// out of the characteristics it reads, so that no condition depends on itself.
    pub(crate) fn condition_holds(&self, c: Condition, controller: PlayerId, source: ObjectId) -> bool {
        self.condition_holds_about(c, controller, source, TriggerEvent::default())
    }

    /// CR 608.2c: whether an instruction's condition holds as the instruction would
    /// begin, for the resolving spell or ability `ctx` (its targets, X and trigger
    /// event).
    pub(crate) fn condition_holds_in(&self, c: Condition, ctx: &EffectCtx) -> bool {
        match c {
            Condition::ObjectIs { .. } | Condition::Amounts { .. } | Condition::Arrived { .. } => {
                let before = self.in_condition.replace(true);
                let holds = self.about_objects(c, ctx);
                self.in_condition.set(before);
                holds
            }
            _ => self.condition_holds_about(c, ctx.controller, ctx.source, ctx.event),
        }
    }

    /// The conditions about objects and numbers an instruction names (CR 608.2h: an
    /// object that left is seen as it last existed).
    fn about_objects(&self, c: Condition, ctx: &EffectCtx) -> bool {
        match c {
            Condition::ObjectIs { subject, filter } => {
                self.subject(subject, ctx).is_some_and(|id| self.object_matches(&filter, id, ctx.controller, ctx.source))
            }
            Condition::Amounts { left, relation, right } => relation.holds(self.amount(left, ctx), self.amount(right, ctx)),
            Condition::Arrived { subject, from, yours, how } => {
                self.subject(subject, ctx).is_some_and(|id| self.arrived_as(id, from, yours, how, ctx.controller))
            }
            _ => false,
        }
    }

    /// CR 400.7, 601.2a: whether `id` (as it last existed) came from that zone (its
    /// owner's: `yours`, the ability's controller's) in that way.
    fn arrived_as(&self, id: ObjectId, from: mw_ir::ArrivedFrom, yours: bool, how: mw_ir::Arrival, controller: PlayerId) -> bool {
        use crate::state::zones::Zone;
        let Some(o) = self.objects.last_known(id) else { return false };
        let zone = match from {
            // CR 601.2: "you cast it", from whatever zone.
            mw_ir::ArrivedFrom::Anywhere => return o.arrived.cast && how != mw_ir::Arrival::Entered && (!yours || o.owner == controller),
            mw_ir::ArrivedFrom::Hand => Zone::Hand,
            mw_ir::ArrivedFrom::Graveyard => Zone::Graveyard,
            mw_ir::ArrivedFrom::Library => Zone::Library,
            mw_ir::ArrivedFrom::Exile => Zone::Exile,
        };
        let way = match how {
            mw_ir::Arrival::Entered => !o.arrived.cast,
            // "you cast it": its controller cast it.
            mw_ir::Arrival::Cast => o.arrived.cast && (!yours || o.controller == controller),
            mw_ir::Arrival::Either => true,
        };
        o.arrived.from == Some(zone) && way && (!yours || o.owner == controller)
    }

    /// `condition_holds` for a triggered ability whose event names an object ("that
    /// creature") or a player ("that player").
    pub(crate) fn condition_holds_about(&self, c: Condition, controller: PlayerId, source: ObjectId, event: TriggerEvent) -> bool {
        let about = event.object;
        let before = self.in_condition.replace(true);
        let holds = match c {
            Condition::ObjectIs { .. } | Condition::Amounts { .. } | Condition::Arrived { .. } => {
                // Outside a resolution: the source itself and the trigger event's object.
                let mut ctx = EffectCtx::bare(controller, source);
                ctx.event = event;
                // CR 107.3m: X is the X paid for the spell the source was (ravenous's
                // "if X is 5 or more", checked as it enters), 0 for any other.
                ctx.x = self.objects.last_known(source).map_or(0, |o| o.spell_x);
                self.about_objects(c, &ctx)
            }
            Condition::ThisTurn(e) => self.happened_this_turn(e, controller),
            Condition::Count { of, compare } => compare.holds(self.count_about(of, controller, source, event.player)),
            Condition::Both(both) => both.iter().all(|&(of, compare)| compare.holds(self.count_about(of, controller, source, event.player))),
            Condition::Either(parts) => parts.iter().any(|p| self.condition_holds_about(p.condition(), controller, source, event)),
            Condition::YourTurn(yours) => (self.turn.active == controller) == yours,
            Condition::SourceIs(filter) => self.object_matches(&filter, source, controller, crate::state::game::NO_OBJECT),
            // CR 608.2h: what it is attached to, as the source last existed.
            Condition::AttachedIs(filter) => self
                .objects
                .last_known(source)
                .and_then(|o| o.attached_to)
                .is_some_and(|t| self.object_matches(&filter, t, controller, crate::state::game::NO_OBJECT)),
            Condition::SpellTargets(filter) => match self.stack.iter().find(|s| s.spell_object() == Some(source)) {
                Some(s) => s.targets.iter().any(|t| matches!(*t, crate::state::events::Target::Object(o) if self.object_matches(&filter, o, controller, source))),
                // Not cast yet (may it be cast, CR 601.3): whether one of its legal targets
                // would earn it; target choice then keeps the reduced cost payable
                // (`cost_allows_target`).
                None => self.could_target_matching(&filter, controller, source),
            },
            Condition::Monarch => self.monarch == Some(controller),
            Condition::VoteWins { option, or_tied } => self.vote_wins(option, or_tied),
            Condition::Kicked => self.was_kicked(source),
            Condition::PaidAlternative { kind, paid } => self.paid_alternative(source, kind) == paid,
            Condition::OpponentSpellsThisTurn(compare) => {
                self.player_ids().any(|p| p != controller && compare.holds(self.player(p).cast_this_turn as i32))
            }
            Condition::CastColorThisTurn { who, colors } => self.cast_color_this_turn(who, colors, controller),
            Condition::YouCastThisTurn(compare) => compare.holds(self.player(controller).cast_this_turn as i32),
            Condition::Suspended => self.suspended(source),
            // CR 505.1: the spell, or the permanent it became (CR 608.3), as it was cast.
            Condition::CastInMainPhase => self.objects.last_known(source).is_some_and(|o| o.arrived.cast && o.arrived.main_phase),
            Condition::CastThisTurn { who, filter, compare } => self.cast_this_turn_by(who, &filter, compare, controller),
            Condition::OpponentDamagedThisTurn => {
                self.player_ids().any(|p| p != controller && self.players[p.index()].damaged_this_turn)
            }
            Condition::AttackedThisTurn => self.history.attacked.contains(&source),
            Condition::EnteredThisTurn => self.objects.get(source).is_some_and(|o| o.zone == crate::zones::Zone::Battlefield && o.timestamp > self.turn.began_at),
            Condition::ArrivedSinceLastUpkeep => {
                // The upkeep that just began is the first entry; "your last upkeep" the
                // one before it (FIXME: control gained without entering isn't seen).
                let since = self.players[controller.index()].upkeeps[1];
                self.objects.get(source).is_some_and(|o| o.timestamp > since)
            }
            Condition::ThatCard { filter, is } => {
                let card = self.resolving.as_ref().and_then(|r| r.returned);
                card.is_some_and(|c| self.object_matches(&filter, c, controller, source)) == is
            }
            Condition::TriggeringBigger => about.is_some_and(|o| {
                // FIXME CR 702.100c: a creature that has left counts as 0/0 here, not as it
                // last existed.
                self.power(o) > self.power(source) || self.toughness(o) > self.toughness(source)
            }),
            Condition::SomePlayerLife(compare) => self.players.iter().any(|p| !p.has_lost && compare.holds(p.life())),
            // The same count made for each opponent as if they were "you".
            Condition::VersusOpponents { of, relation, each } => {
                let mine = self.count_about(of, controller, source, None);
                let mut opponents = self.player_ids().filter(|p| *p != controller && !self.player(*p).has_lost);
                let holds = |p: PlayerId| relation.holds(mine, self.count_about(of, p, source, None));
                if each { opponents.all(holds) } else { opponents.any(holds) }
            }
            Condition::SomeOpponent { of, compare } => self
                .player_ids()
                .any(|p| p != controller && !self.player(p).has_lost && compare.holds(self.count_about(of, controller, source, Some(p)))),
            Condition::SomeOpponentLife(compare) => {
                self.player_ids().any(|p| p != controller && !self.player(p).has_lost && compare.holds(self.player(p).life()))
            }
            Condition::DefenderMostLife => self.combat.attackers.iter().find(|a| a.attacker == source).is_some_and(|a| {
                let life = self.player(a.defender).life();
                self.player_ids().filter(|p| !self.player(*p).has_lost).all(|p| self.player(p).life() <= life)
            }),
            Condition::CastFromHand => self.stack.iter().any(|s| s.spell_object() == Some(source) && s.from_hand),
            Condition::ThatCardInLibrary => self.that_card_in_library().is_some(),
            // Only an instruction knows its targets (`Game::execute`).
            Condition::SpellsLastTurn { compare, one_player } => {
                let counts = self.players.iter().map(|p| p.cast_last_turn as i32);
                compare.holds(if one_player { counts.max().unwrap_or(0) } else { counts.sum() })
            }
        };
        self.in_condition.set(before);
        holds
    }

    /// CR 702.33d: whether the spell `source` is (or the permanent it became) was kicked.
    fn was_kicked(&self, source: ObjectId) -> bool {
        if let Some(item) = self.stack.iter().find(|s| s.spell_object() == Some(source)) {
            return item.kicks > 0;
        }
        self.kicked.contains(&source)
    }

    /// Whether conditional static abilities are left out now (a condition is being
    /// evaluated).
    pub(crate) fn conditions_suspended(&self) -> bool {
        self.in_condition.get()
    }

    /// A count outside a resolution (a condition, a mana ability): players relative to
    /// `controller` only.
    fn count_outside(&self, of: Counted, controller: PlayerId, source: ObjectId) -> i32 {
        self.count_about(of, controller, source, None)
    }

    /// `count_outside` for a triggered ability whose event names `that_player` ("if that
    /// player lost less than 8 life this turn", CR 603.4).
    fn count_about(&self, of: Counted, controller: PlayerId, source: ObjectId, that_player: Option<PlayerId>) -> i32 {
        let players = |r: PlayerRef| -> SmallVec<[PlayerId; 4]> {
            match r {
                PlayerRef::You => smallvec::smallvec![controller],
                PlayerRef::ThatPlayer => that_player.into_iter().collect(),
                PlayerRef::Chosen => match self.chosen_for(source) {
                    Some(crate::state::objects::Chosen::Player(p)) => smallvec::smallvec![p],
                    _ => SmallVec::new(),
                },
                PlayerRef::EachOpponent => self.apnap().into_iter().filter(|p| *p != controller).collect(),
                PlayerRef::EachPlayer => self.apnap(),
                _ => SmallVec::new(),
            }
        };
        self.count_of(of, controller, source, &players)
    }

    /// CR 106.1: what a mana ability of `source` counts ("{G} for each Elf on the
    /// battlefield"), for its controller.
    pub(crate) fn counted_for(&self, of: Counted, source: ObjectId) -> i32 {
        match self.controller(source) {
            Some(p) => self.count_outside(of, p, source),
            None => 0,
        }
    }

    /// What the permanents matching `filter` have among them: their colors (CR 105.2c),
    /// their different powers (coven), the most sharing a creature type (CR 205.3m), their
    /// different names (CR 201.2).
    fn distinct_among(&self, of: &Counted, filter: &mw_ir::ObjectFilter, controller: PlayerId, source: ObjectId) -> usize {
        match of {
            // CR 105.2c: the distinct colors among them (colorless adds none).
            Counted::ColorsAmong(_) => self
                .battlefield
                .iter()
                .filter(|id| self.object_matches(filter, **id, controller, source))
                .filter_map(|id| self.characteristics(*id).map(|c| c.colors))
                .fold(mw_types::ColorSet::EMPTY, mw_types::ColorSet::union)
                .len() as usize,
            // Coven: each power value counts once.
            Counted::DistinctPowers(_) => {
                let mut powers: smallvec::SmallVec<[i32; 8]> = self
                    .battlefield
                    .iter()
                    .filter(|id| self.object_matches(filter, **id, controller, source))
                    .filter_map(|id| self.characteristics(*id).map(|c| c.power))
                    .collect();
                powers.sort_unstable();
                powers.dedup();
                powers.len()
            }
            // CR 205.3m: the most sharing one creature type, changelings sharing each.
            Counted::SharedCreatureType(_) => {
                let all: Vec<_> =
                    self.battlefield.iter().filter(|id| self.object_matches(filter, **id, controller, source)).filter_map(|id| self.characteristics(*id)).collect();
                if all.is_empty() {
                    return 0;
                }
                mw_types::CreatureType::all().map(|t| all.iter().filter(|c| self.has_creature_type(c, t)).count()).max().unwrap_or(0)
            }
            // CR 201.2: each name counts once.
            Counted::DistinctNames(_) => {
                let mut names: smallvec::SmallVec<[&str; 8]> = self.battlefield.iter().filter(|id| self.object_matches(filter, **id, controller, source)).map(|id| self.name(*id)).collect();
                names.sort_unstable();
                names.dedup();
                names.len()
            }
            _ => 0,
        }
    }

    fn count_of(&self, of: Counted, controller: PlayerId, source: ObjectId, players: &dyn Fn(PlayerRef) -> SmallVec<[PlayerId; 4]>) -> i32 {
        let n = match of {
            Counted::Permanents(filter) => self
                .battlefield
                .iter()
                .filter(|id| self.object_matches(&filter, **id, controller, source))
                .count(),
            Counted::Cards { zone, player, filter } => players(player)
                .into_iter()
                .map(|p| {
                    self.own_cards(p, zone).filter(|id| self.object_matches(&filter, *id, p, source)).count()
                })
                .sum(),
            // CR 701.20a: the revealed top card of each of these players' libraries.
            Counted::TopCards { player, filter } => players(player)
                .into_iter()
                .filter(|p| self.players[p.index()].library.first().is_some_and(|id| self.object_matches(&filter, *id, *p, source)))
                .count(),
            // CR 702.179f: a player without speed counts 0.
            Counted::Speed(player) => players(player).into_iter().map(|p| usize::from(self.speed(p))).sum(),
            // CR 122.1f: a player's poison counters.
            Counted::Poison(player) => players(player).into_iter().map(|p| self.players[p.index()].poison() as usize).sum(),
            // CR 701.54c: the times the Ring has tempted the player this game.
            Counted::RingTempted(player) => players(player).into_iter().map(|p| usize::from(self.ring_tempted(p))).sum(),
            Counted::Life(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].life()).sum();
            }
            Counted::Devotion(colors) => self.devotion(controller, colors),
            Counted::Party => self.party_size(controller),
            Counted::CardTypesInGraveyard(player) => self.card_types_in_graveyards(players(player)),
            Counted::CountersOnSource(kind) => self.counters.get(source, kind) as usize,
            // CR 608.2c, 608.2h: objects an earlier instruction acted on (a destroyed one as
            // it last existed).
            Counted::ThisWay(did, filter) => self.resolving.as_ref().map_or(0, |r| r.this_way.objects(did).filter(|&id| self.object_matches(&filter, id, controller, source)).count()),
            Counted::Tally(tally) => self.resolving.as_ref().map_or(0, |r| r.this_way.total(tally) as usize),
            Counted::DiscardedThisWay { greatest } => self.resolving.as_ref().map_or(0, |r| {
                let each = r.discarded.iter().map(|n| *n as usize);
                if greatest { each.max().unwrap_or(0) } else { each.sum() }
            }),
            Counted::Blockers { beyond_first } => self
                .combat
                .attackers
                .iter()
                .find(|a| a.attacker == source)
                .map_or(0, |a| a.blockers.len().saturating_sub(usize::from(beyond_first))),
            // The resolving ability's resolutions this turn, this one included.
            Counted::ResolvedThisTurn => self.resolving.as_ref().and_then(|r| r.ability.map(|a| (r.source, a))).map_or(0, |k| {
                self.resolved_this_turn.iter().filter(|e| **e == k).count()
            }),
            Counted::DieResult | Counted::ChosenNumber => self.resolution_number(of),
            Counted::Votes(option) => self.votes_for_option(option),
            // Only a cost change knows its caster (`apply_cost_change`).
            // Only a resolution knows its X (`counted`).
            Counted::CasterSpellsThisTurn | Counted::SpellTargets { .. } | Counted::X => 0,
            // CR 601.2b: the times the spell's any-number additional cost was announced.
            Counted::AdditionalCostTimes => self.stack.iter().find(|s| s.spell_object() == Some(source)).map_or(0, |s| s.paid_times as usize),
            Counted::ColorsSpent => self.stack.iter().find(|s| s.spell_object() == Some(source)).map_or(0, |s| s.colors_spent.len() as usize),
            Counted::DiedThisTurn(filter) => self.history.died.iter().filter(|d| self.died_matches(&filter, d, controller, source)).count(),
            Counted::ExiledWith(filter) => self.linked_exiled(source).filter(|&c| self.object_matches(&filter, c, controller, source)).count(),
            Counted::LifeGainedThisTurn(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].this_turn.life_gained.min(i32::MAX as u32) as i32).sum();
            }
            Counted::SpellsCastThisTurn(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].cast_this_turn.min(i32::MAX as u32) as i32).sum();
            }
            Counted::DrawnThisTurn(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].drawn_this_turn.min(i32::MAX as u32) as i32).sum();
            }
            Counted::CrimesThisTurn(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].this_turn.crimes.min(i32::MAX as u32) as i32).sum();
            }
            Counted::LifeLostThisTurn(player) => {
                return players(player).into_iter().map(|p| self.players[p.index()].this_turn.life_lost.min(i32::MAX as u32) as i32).sum();
            }
            // CR 702.157a: the spell on the stack, or the permanent it became.
            Counted::OptionalCostPaid => match self.stack.iter().find(|s| s.spell_object() == Some(source)) {
                Some(s) => s.kicks as usize,
                None => self.kicked.iter().filter(|&&id| id == source).count(),
            },
            Counted::ManaSpent => self.stack.iter().find(|s| s.spell_object() == Some(source)).map_or(0, |s| s.mana_spent as usize),
            // What the matching permanents have among them.
            Counted::ColorsAmong(f) | Counted::DistinctPowers(f) | Counted::SharedCreatureType(f) | Counted::DistinctNames(f) => {
                self.distinct_among(&of, &f, controller, source)
            }
            // CR 305.6: each basic land type counts once, however many lands have it.
            Counted::BasicLandTypes => mw_types::Color::ALL
                .into_iter()
                .filter(|&k| {
                    self.battlefield.iter().any(|&id| {
                        self.characteristics(id).is_some_and(|c| c.controller == controller && c.is(mw_types::CardType::Land) && self.has_basic_land_type(&c, k))
                    })
                })
                .count(),
            // The largest value among the matching permanents (none: 0).
            Counted::Greatest { stat, filter } => return self.stat_among(stat, &filter, controller, source, true),
            // CR 107.1b: a negative power counts as it is in the sum.
            Counted::Total { stat, filter } => return self.stat_among(stat, &filter, controller, source, false),
            Counted::Opponents => self
                .player_ids()
                .filter(|p| *p != controller && !self.players[p.index()].has_lost)
                .count(),
        };
        n.min(i32::MAX as usize) as i32
    }

    /// A stat of the permanents passing `filter`: the greatest (none: 0) or the total.
    fn stat_among(&self, stat: mw_ir::Stat, filter: &mw_ir::ObjectFilter, controller: PlayerId, source: ObjectId, greatest: bool) -> i32 {
        let matching = self.battlefield.iter().filter(|id| self.object_matches(filter, **id, controller, source));
        let value = |id: ObjectId| match stat {
            mw_ir::Stat::Power => self.characteristics(id).map_or(0, |c| c.power),
            mw_ir::Stat::Toughness => self.characteristics(id).map_or(0, |c| c.toughness),
            mw_ir::Stat::ManaValue => self.mana_value_of(id),
        };
        if greatest {
            matching.map(|id| value(*id)).max().unwrap_or(0).max(0)
        } else {
            matching.fold(0i32, |n, id| n.saturating_add(value(*id)))
        }
    }

    /// The distinct card types among the cards in these players' graveyards.
    fn card_types_in_graveyards(&self, players: SmallVec<[PlayerId; 4]>) -> usize {
        let mut types: SmallVec<[mw_types::CardType; 8]> = SmallVec::new();
        for p in players {
            for &c in &self.players[p.index()].graveyard {
                let Some(o) = self.objects.get(c) else { continue };
                for t in &self.cards.get(o.card).card_types {
                    if !types.contains(t) {
                        types.push(*t);
                    }
                }
            }
        }
        types.len()
    }

    /// CR 700.5: the mana symbols of the colors among the mana costs of the permanents
    /// `player` controls (a hybrid symbol counts once if either half matches, 700.5a).
    /// CR 700.8: the size of `player`'s party: the most creatures they control that can
    /// each fill a different one of the four roles. Creatures are grouped by the roles they
    /// could fill (a changeling: all four); a set of roles can be filled when every part of
    /// it has at least as many creatures able to fill one of its roles (Hall's condition).
    fn party_size(&self, player: PlayerId) -> usize {
        let roles = ["Cleric", "Rogue", "Warrior", "Wizard"].map(mw_types::CreatureType::from_name);
        let mut by_roles = [0usize; 16];
        for &id in self.battlefield.iter() {
            let Some(c) = self.characteristics(id) else { continue };
            if c.controller != player || !c.is(mw_types::CardType::Creature) {
                continue;
            }
            let fills = roles.iter().enumerate().filter(|(_, r)| r.is_some_and(|t| self.has_creature_type(&c, t))).fold(0, |m, (i, _)| m | 1 << i);
            by_roles[fills] += 1;
        }
        let able = |t: usize| (1..16usize).filter(|m| m & t != 0).map(|m| by_roles[m]).sum::<usize>();
        let fillable = |s: usize| (1..16usize).filter(|t| t & s == *t).all(|t| able(t) >= t.count_ones() as usize);
        (0..16usize).filter(|&s| fillable(s)).map(|s| s.count_ones() as usize).max().unwrap_or(0)
    }

    fn devotion(&self, player: PlayerId, colors: mw_types::ColorSet) -> usize {
        let mut n = 0;
        for id in self.battlefield.iter() {
            let Some(c) = self.characteristics(*id).filter(|c| c.controller == player) else { continue };
            n += self.devotion_of(c.face, colors);
        }
        n
    }

    /// CR 700.5, 700.5a: the mana symbols of these colors in a face's mana cost (a hybrid
    /// symbol once if either half matches).
    pub(crate) fn devotion_of(&self, face: mw_types::CardId, colors: mw_types::ColorSet) -> usize {
        let mut n = 0;
        for s in self.cards.get(face).mana_cost.symbols.iter() {
            let counts = match *s {
                ManaSymbol::Colored(k) | ManaSymbol::MonoHybrid(k) | ManaSymbol::Phyrexian(k) => colors.contains(k),
                ManaSymbol::Hybrid(a, b) | ManaSymbol::HybridPhyrexian(a, b) => colors.contains(a) || colors.contains(b),
                ManaSymbol::Generic(_) | ManaSymbol::Colorless | ManaSymbol::X | ManaSymbol::Snow => false,
            };
            n += counts as usize;
        }
        n
    }

    /// CR 202.3: the mana value of an object's mana cost (as it last existed).
    pub(crate) fn mana_value_of(&self, id: ObjectId) -> i32 {
        self.characteristics(id).map_or(0, |c| self.cards.mana_value(c.face) as i32)
    }

    /// The cards of `player`'s own card zone, in the zone's order: their hand, graveyard
    /// or library; the face-up cards they own in exile (CR 406.3); outside the game (CR
    /// 400.11a), nothing: a game here has no sideboard (FIXME: decks' sideboards aren't
    /// brought into games, so "from outside the game" finds no card).
    pub(crate) fn own_cards(&self, player: PlayerId, zone: CardZone) -> impl Iterator<Item = ObjectId> + '_ {
        let pl = &self.players[player.index()];
        let (list, exile): (&[ObjectId], bool) = match zone {
            CardZone::Hand => (&pl.hand, false),
            CardZone::Graveyard => (&pl.graveyard, false),
            CardZone::Library => (&pl.library, false),
            CardZone::Exile => (&self.exile, true),
            CardZone::Outside => (&[], false),
        };
        list.iter().copied().filter(move |&id| !exile || self.objects.get(id).is_some_and(|o| o.owner == player && !self.cards.is_face_down(o.card)))
    }
}
