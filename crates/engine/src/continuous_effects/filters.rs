//! What an object filter accepts (CR 115.1, 608.2c): the types, controller and qualities
//! ("nonblack", "with flying", "tapped", "attacking", "Goblin") a phrase names.

use crate::continuous_effects::characteristics::Characteristics;
use crate::state::game::Game;
use mw_ir::{Controller, InCombat, ObjectFilter};
use mw_types::{CreatureType, ObjectId, PlayerId, Subtype, Supertype};
use smallvec::SmallVec;

impl Game {
    /// Whether `id` (a permanent, spell or card) passes `filter` for `player`, with
    /// `source` the object whose ability asks ("other").
    pub(crate) fn object_matches(&self, filter: &ObjectFilter, id: ObjectId, player: PlayerId, source: ObjectId) -> bool {
        self.characteristics(id).is_some_and(|c| self.filter_accepts(filter, id, &c, player, source))
    }

    /// `object_matches` for characteristics already computed.
    pub(crate) fn filter_accepts(
        &self,
        filter: &ObjectFilter,
        id: ObjectId,
        c: &Characteristics,
        player: PlayerId,
        source: ObjectId,
    ) -> bool {
        let types = (filter.card_type.is_none_or(|t| c.is(t)) || filter.or_type.is_some_and(|t| c.is(t)) || filter.props.or_keyword.is_some_and(|k| c.has(k)))
            && filter.not_type.is_none_or(|t| !c.is(t));
        let controller = match filter.controller {
            Controller::Any => true,
            Controller::You => c.controller == player,
            Controller::NotYou => c.controller != player,
            Controller::Defending => self.defending_player(source) == Some(c.controller),
            // CR 108.3: "you own"; another named player is resolved by `ForEach`.
            Controller::Player { player: mw_ir::PlayerRef::You, owner } => self.whose(id, c, owner) == Some(player),
            Controller::Player { .. } => false,
        };
        // CR 903.3: "your commander": a commander `player` owns.
        let commander = filter.props.commander.is_none_or(|yours| self.is_commander(id) && (!yours || self.whose(id, c, true) == Some(player)));
        types && controller && commander && self.props_hold(filter, id, c, source)
    }

    /// CR 700.4, 603.10a: whether a creature that died this turn passed `filter` as it
    /// last existed (the compiler gives only filters of characteristics, controller and
    /// token, what the record keeps).
    pub(crate) fn died_matches(&self, filter: &ObjectFilter, d: &crate::state::turn_history::Died, player: PlayerId, source: ObjectId) -> bool {
        let f = ObjectFilter { props: mw_ir::Props { token: None, ..filter.props }, ..*filter };
        filter.props.token.is_none_or(|t| d.token == t) && self.filter_accepts(&f, crate::state::game::NO_OBJECT, &d.chars, player, source)
    }

    /// A quality checked with the spell or ability asking (`Relative`): its mana value
    /// against a number counted now (CR 107.3, 202.3), or the name of an object it names
    /// (CR 201.2; a face-down object has no name, CR 708.2, so it shares none).
    pub(crate) fn relative_holds(&self, r: mw_ir::Relative, id: ObjectId, ctx: &crate::state::effect_context::EffectCtx) -> bool {
        match r {
            mw_ir::Relative::ManaValue { relation, amount } => relation.holds(self.mana_value_of(id), self.amount(amount, ctx)),
            mw_ir::Relative::SameNameAs { of, other } => {
                let Some(that) = self.subject(of, ctx) else { return false };
                let named = |x: ObjectId| self.face_down_card(x).is_none();
                !(other && id == that) && named(id) && named(that) && self.name(id) == self.name(that)
            }
            // CR 120: a permanent dealt damage earlier in the turn (by any source).
            mw_ir::Relative::DealtDamageThisTurn => self.damaged_this_turn.iter().any(|(d, _)| *d == id),
            // CR 601.2c: controlled by the player an earlier target names.
            mw_ir::Relative::ControlledBy(p) => self.player_ref(p, ctx).is_some_and(|p| self.controller(id) == Some(p)),
            // CR 115.1: a spell or ability with a chosen target that is such a permanent.
            mw_ir::Relative::Targets(f) => self.stack_targets(id).iter().any(|t| match *t {
                crate::state::events::Target::Object(o) => self.battlefield.contains(&o) && self.object_matches(&f, o, ctx.controller, ctx.source),
                _ => false,
            }),
            // "those permanents": targets of the spell or ability the subject names.
            mw_ir::Relative::TargetOf(s) => self.subject(s, ctx).is_some_and(|sp| self.stack_targets(sp).contains(&crate::state::events::Target::Object(id))),
            // A quality of players only: no object has it.
            mw_ir::Relative::ControlsMore(_) => false,
            // CR 301.5, 303.4: attached to the object the subject names.
            mw_ir::Relative::AttachedTo(s) => self.subject(s, ctx).is_some_and(|to| self.objects.get(id).is_some_and(|o| o.attached_to == Some(to))),
            // CR 509.1h: blocking the object the subject names, or blocked by it.
            mw_ir::Relative::InCombatWith { of, blocking, blocked } => self.subject(of, ctx).is_some_and(|that| {
                self.combat.blocks.iter().any(|&(b, a)| (blocking && b == id && a == that) || (blocked && b == that && a == id))
            }),
            // CR 404.2: owned by the player an earlier target names.
            mw_ir::Relative::OwnedBy(p) => self.player_ref(p, ctx).is_some_and(|p| self.objects.get(id).is_some_and(|o| o.owner == p)),
        }
    }

    /// CR 115.1: the targets chosen for the spell `object` (or an ability of the source
    /// `object`) on the stack; none when it isn't there.
    fn stack_targets(&self, object: ObjectId) -> Vec<crate::state::events::Target> {
        let item = self.stack.iter().rev().find(|s| match s.kind {
            crate::state::stack_items::StackKind::Spell { object: o } => o == object,
            crate::state::stack_items::StackKind::Ability { .. } => false,
        });
        item.map(|s| s.targets.to_vec()).unwrap_or_default()
    }

    /// CR 107.3 / 608.2h: a `Relative` mana value fixed as an instruction begins (a search
    /// "for a creature card with mana value X or less"): its number counted now and held
    /// by the filter's mana value bound, with any bound the filter already had. A name
    /// quality is checked per object (`relative_holds`): the lowering gives searches none.
    pub(crate) fn fix_relative(&self, filter: &mut ObjectFilter, r: mw_ir::Relative, ctx: &crate::state::effect_context::EffectCtx) {
        use mw_ir::{Compare, Relation};
        let mw_ir::Relative::ManaValue { relation, amount } = r else { return };
        let n = self.amount(amount, ctx);
        let (lo, hi) = match relation {
            Relation::Less => (i32::MIN, n - 1),
            Relation::AtMost => (i32::MIN, n),
            Relation::Equal => (n, n),
            Relation::AtLeast => (n, i32::MAX),
            Relation::Greater => (n + 1, i32::MAX),
        };
        let (lo0, hi0) = match filter.props.mana_value {
            None => (i32::MIN, i32::MAX),
            Some(Compare::AtLeast(a)) => (a, i32::MAX),
            Some(Compare::AtMost(b)) => (i32::MIN, b),
            Some(Compare::Between(a, b)) => (i32::from(a), i32::from(b)),
        };
        let (lo, hi) = (lo.max(lo0), hi.min(hi0));
        let clamp = |v: i32| v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
        filter.props.mana_value = Some(match (lo, hi) {
            (i32::MIN, hi) => Compare::AtMost(hi),
            (lo, i32::MAX) => Compare::AtLeast(lo),
            (lo, hi) => Compare::Between(clamp(lo), clamp(hi)),
        });
    }

    /// CR 115.1 / 608.2b: a target's `Relative` quality, for the spell or ability of
    /// `source` controlled by `player`: its X and its targets chosen so far are the ones
    /// of the item on top of the stack when that item is `source`'s (being announced or
    /// resolving); with none (asking whether it could be cast at all), a quality about X
    /// or about other targets could hold.
    pub(crate) fn target_relative_holds(&self, r: mw_ir::Relative, id: ObjectId, player: PlayerId, source: ObjectId) -> bool {
        let item = self.stack.last().filter(|s| match s.kind {
            crate::state::stack_items::StackKind::Spell { object } => object == source,
            crate::state::stack_items::StackKind::Ability { source: x, .. } => x == source,
        });
        let open = matches!(r, mw_ir::Relative::ManaValue { amount: mw_ir::Amount::X, .. } | mw_ir::Relative::ControlledBy(_) | mw_ir::Relative::OwnedBy(_));
        match item {
            None if open => true,
            // CR 603.3d: a triggered ability's targets are chosen knowing its event
            // ("with mana value X or less, where X is the damage dealt").
            _ => self.relative_holds_with(r, id, player, source, item.map_or(&[][..], |s| &s.targets[..]), item.map_or(0, |s| s.x), item.map(|s| s.event)),
        }
    }

    /// `target_relative_holds` with the targets chosen before (all taken as legal: a
    /// target checked on resolution sees the others as chosen, CR 608.2b), the X and the
    /// trigger event.
    pub(crate) fn relative_holds_with(&self, r: mw_ir::Relative, id: ObjectId, player: PlayerId, source: ObjectId, targets: &[crate::state::events::Target], x: u32, event: Option<crate::state::waiting_triggers::TriggerEvent>) -> bool {
        const LEGAL: [bool; 16] = [true; 16];
        let mut ctx = crate::state::effect_context::EffectCtx::bare(player, source);
        ctx.x = x;
        ctx.event = event.unwrap_or_default();
        ctx.targets = &targets[..targets.len().min(LEGAL.len())];
        ctx.legal = &LEGAL[..ctx.targets.len()];
        self.relative_holds(r, id, &ctx)
    }

    /// The controller of `id`, or with `owner` its owner (CR 108.3).
    pub(crate) fn whose(&self, id: ObjectId, c: &Characteristics, owner: bool) -> Option<PlayerId> {
        if owner {
            self.objects.last_known(id).map(|o| o.owner)
        } else {
            Some(c.controller)
        }
    }

    /// CR 205.4a: whether `id` (whose definition is `def`) is legendary: printed so, or
    /// its controller's Ring-bearer (CR 701.54c: the Ring makes it legendary).
    pub(crate) fn is_legendary(&self, id: ObjectId, def: &mw_ir::CardDef) -> bool {
        def.supertypes.contains(&Supertype::Legendary) || self.is_ring_bearer(id)
    }

    fn props_hold(&self, filter: &ObjectFilter, id: ObjectId, c: &Characteristics, source: ObjectId) -> bool {
        let p = &filter.props;
        if *p == mw_ir::Props::default() {
            return true;
        }
        let o = self.objects.last_known(id);
        let def = self.cards.get(c.face);
        (!p.other || id != source)
            && (p.colors.is_empty() || p.colors.iter().any(|k| c.colors.contains(k)))
            && !p.not_colors.iter().any(|k| c.colors.contains(k))
            && p.with.is_none_or(|k| c.has(k))
            && p.without.is_none_or(|k| !c.has(k))
            && p.power.is_none_or(|b| b.holds(c.power))
            && p.toughness.is_none_or(|b| b.holds(c.toughness))
            && p.power_or_toughness.is_none_or(|b| b.holds(c.power) || b.holds(c.toughness))
            && p.also_type.is_none_or(|t| c.is(t))
            && (!p.named_source || self.name(id) == self.name(source))
            && p.power_vs_source.is_none_or(|greater| {
                let mine = self.power(source);
                if greater { c.power > mine } else { c.power < mine }
            })
            && p.mana_value.is_none_or(|b| b.holds(self.cards.mana_value(c.face) as i32))
            && p.tapped.is_none_or(|t| o.is_some_and(|o| o.tapped() == t))
            && (!p.dealt_damage || self.damaged_this_turn.iter().any(|(d, _)| *d == id))
            && (!p.damaged_by_source || self.damaged_this_turn.contains(&(id, source)))
            // CR 608.2c: exiled by an earlier instruction of the resolution asking.
            && (!p.exiled_this_way || self.resolving.as_ref().is_some_and(|r| r.this_way.has(mw_ir::Did::Exiled, id)))
            && (!p.created_this_way || self.resolving.as_ref().is_some_and(|r| r.this_way.has(mw_ir::Did::Created, id)))
            && (!p.in_group_this_way || self.resolving.as_ref().is_some_and(|r| r.group.contains(&id)))
            && (!p.most_votes || self.has_most_votes(id))
            && p.modified.is_none_or(|m| self.is_modified(id, c.controller) == m)
            && p.came_from.is_none_or(|z| o.is_some_and(|o| o.arrived.from.is_some() && (o.arrived.from == zone_of(z)) != p.came_from_not))
            // CR 613.7d: its timestamp is later than the turn's beginning.
            && (!p.entered_this_turn || o.is_some_and(|o| o.zone == crate::zones::Zone::Battlefield && o.timestamp > self.turn.began_at))
            && p.token.is_none_or(|t| o.is_some_and(|o| o.is_token == t))
            && (!p.nonbasic || !def.supertypes.contains(&Supertype::Basic))
            && (!p.not_basic_land || !(def.supertypes.contains(&Supertype::Basic) && c.is(mw_types::CardType::Land)))
            && (!p.basic || def.supertypes.contains(&Supertype::Basic))
            && p.legendary.is_none_or(|l| self.is_legendary(id, def) == l)
            && p.snow.is_none_or(|l| def.supertypes.contains(&Supertype::Snow) == l)
            && (!p.historic || c.is(mw_types::CardType::Artifact) || self.is_legendary(id, def) || self.has_subtype(c, Subtype::SAGA))
            && self.subtypes_hold(p, c)
            && p.not_subtype.is_none_or(|t| !self.has_subtype(c, t))
            && p.also_not_subtypes.iter().flatten().all(|&t| !self.has_subtype(c, t))
            && (!p.multicolored || c.colors.len() >= 2)
            && (!p.monocolored || c.colors.len() == 1)
            && p.colorless.is_none_or(|l| c.colors.is_empty() == l)
            && (p.land_types.is_empty() || self.has_basic_land_type_of(c, p.land_types))
            && p.combat.is_none_or(|k| self.in_combat(id, k))
            && (p.one_of.is_empty() || self.one_of_holds(&p.one_of, c))
            && p.chosen.is_none_or(|is| self.chosen_holds(is, c, source))
            && (!p.shares_type_with_source || self.shares_creature_type(c, source))
            && (!p.shares_color_with_source || self.characteristics(source).is_some_and(|s| s.colors.iter().any(|k| c.colors.contains(k))))
            && (p.generic_cost == 0 || generic_cost_holds(p.generic_cost, &def.mana_cost))
            && p.counter.is_none_or(|k| self.counter_count(id, k) > 0)
            && p.no_counter.is_none_or(|k| self.counter_count(id, k) == 0)
            && (!p.any_counter || self.counters.on(id).next().is_some())
            && (p.states.is_empty() || p.states.hold(self.perm_states(id)))

            && p.also_not.is_none_or(|t| !c.is(t))
    }

    /// The creature type and other subtype a filter names: both, or with `either_subtype`
    /// one of them.
    fn subtypes_hold(&self, p: &mw_ir::Props, c: &Characteristics) -> bool {
        let creature = p.creature_type.map(|t| self.has_creature_type(c, t));
        let other = p.subtype.map(|t| self.has_subtype(c, t) && p.also_subtype.is_none_or(|u| self.has_subtype(c, u)));
        match (creature, other) {
            (Some(a), Some(b)) if p.either_subtype => a || b,
            (a, b) => a.unwrap_or(true) && b.unwrap_or(true),
        }
    }

    /// Whether it has one of the listed types or subtypes.
    fn one_of_holds(&self, one: &mw_ir::OneOf, c: &Characteristics) -> bool {
        c.types.bits() & one.types != 0
            || one.creature_types.iter().flatten().any(|&t| self.has_creature_type(c, t))
            || one.subtypes.iter().flatten().any(|&t| self.has_subtype(c, t))
            || (!one.land_types.is_empty() && self.has_basic_land_type_of(c, one.land_types))
    }

    /// CR 205.3m: whether it and `source` have a creature type in common (a changeling
    /// has every one, CR 702.73a).
    fn shares_creature_type(&self, c: &Characteristics, source: ObjectId) -> bool {
        let Some(s) = self.characteristics(source) else { return false };
        let (mine, all_mine) = self.creature_types_of(c);
        let (theirs, all_theirs) = self.creature_types_of(&s);
        match (all_mine, all_theirs) {
            (true, _) => all_theirs || !theirs.is_empty(),
            (false, true) => !mine.is_empty(),
            _ => theirs.iter().any(|t| mine.contains(t)),
        }
    }

    /// CR 205.3m: the creature types it has: printed on its face (unless an effect
    /// replaced them, CR 205.1b) and added by effects; with `true`, every creature type
    /// (changeling, CR 702.73a, or "all creature types").
    fn creature_types_of(&self, x: &Characteristics) -> (SmallVec<[CreatureType; 4]>, bool) {
        let printed = !x.printed_types_lost;
        let mut v: SmallVec<[CreatureType; 4]> =
            if printed { self.cards.subtypes(x.face).iter().filter_map(|t| t.as_creature()).collect() } else { SmallVec::new() };
        v.extend(x.added_type);
        v.extend(x.gained_types.into_iter().flatten());
        (v, x.all_creature_types || (printed && x.has(mw_ir::Keyword::Changeling)))
    }

    /// CR 305.6: whether it has one of these basic land types (named by their colors).
    fn has_basic_land_type_of(&self, c: &Characteristics, types: mw_types::ColorSet) -> bool {
        types.iter().any(|k| self.has_basic_land_type(c, k))
    }

    /// CR 506.2, 508.5: "defending player" for an ability of `source`: for a triggered
    /// ability on the stack about an attacking creature (being put there or resolving),
    /// the player that creature attacked as it triggered; else the player `source`
    /// attacks, or the one the creature it is attached to attacks, or else the player its
    /// controller's creatures attack.
    pub(crate) fn defending_player(&self, source: ObjectId) -> Option<PlayerId> {
        if let Some(d) = self.stack.last().filter(|s| matches!(s.kind, crate::state::stack_items::StackKind::Ability { source: x, .. } if x == source)).and_then(|s| s.event.defender) {
            return Some(d);
        }
        let attacks = |id: ObjectId| self.combat.attackers.iter().find(|a| a.attacker == id).map(|a| a.defender);
        let o = self.objects.last_known(source)?;
        attacks(source).or_else(|| o.attached_to.and_then(attacks)).or_else(|| {
            self.combat
                .attackers
                .iter()
                .find(|a| self.objects.get(a.attacker).is_some_and(|x| x.controller == o.controller))
                .map(|a| a.defender)
        })
    }

    /// CR 506.4: whether `id` is attacking, blocking, or either.
    pub(crate) fn in_combat(&self, id: ObjectId, k: InCombat) -> bool {
        let attacking = self.combat.is_attacking(id);
        let blocking = || self.combat.attackers.iter().any(|a| a.blockers.contains(&id));
        match k {
            InCombat::Attacking => attacking,
            InCombat::Blocking => blocking(),
            InCombat::AttackingOrBlocking => attacking || blocking(),
            InCombat::Unblocked => self.is_unblocked(id),
        }
    }
}

/// CR 202.1: whether a mana cost is exactly one of the generic costs in `bits` (bit n:
/// {n}); no mana cost at all is none of them (CR 202.1b).
fn generic_cost_holds(bits: u16, cost: &mw_types::ManaCost) -> bool {
    matches!(cost.symbols.as_slice(), [mw_types::ManaSymbol::Generic(n)] if *n < 16 && bits & (1 << n) != 0)
}

impl Game {
    /// CR 301.5a, 303.4, 701.37b, 702.112b: the states `id` is in (`PermStates` bits):
    /// an Equipment attached to it, an Aura attached to it, monstrous, renowned.
    pub(crate) fn perm_states(&self, id: ObjectId) -> u8 {
        use mw_ir::PermStates;
        let mut has = 0;
        for &a in &self.battlefield {
            if !self.objects.get(a).is_some_and(|o| o.attached_to == Some(id)) {
                continue;
            }
            if let Some(k) = self.characteristics(a) {
                if self.has_subtype(&k, mw_types::Subtype::EQUIPMENT) {
                    has |= PermStates::EQUIPPED;
                }
                if self.has_subtype(&k, mw_types::Subtype::AURA) {
                    has |= PermStates::ENCHANTED;
                }
            }
        }
        if self.monstrous.contains(&id) {
            has |= PermStates::MONSTROUS;
        }
        if self.renowned.contains(&id) {
            has |= PermStates::RENOWNED;
        }
        has
    }

    /// CR 700.9: a permanent with a counter on it, equipped, or enchanted by an Aura
    /// its controller controls.
    pub(crate) fn is_modified(&self, id: ObjectId, controller: PlayerId) -> bool {
        if self.counters.on(id).any(|(_, n)| n > 0) {
            return true;
        }
        self.battlefield.iter().any(|&a| {
            self.objects.get(a).is_some_and(|o| o.attached_to == Some(id))
                && self.characteristics(a).is_some_and(|k| {
                    self.has_subtype(&k, mw_types::Subtype::EQUIPMENT) || (self.has_subtype(&k, mw_types::Subtype::AURA) && k.controller == controller)
                })
        })
    }
}

/// The engine's zone of a card zone a filter names.
fn zone_of(z: mw_ir::CardZone) -> Option<crate::state::zones::Zone> {
    use crate::state::zones::Zone;
    match z {
        mw_ir::CardZone::Hand => Some(Zone::Hand),
        mw_ir::CardZone::Graveyard => Some(Zone::Graveyard),
        mw_ir::CardZone::Library => Some(Zone::Library),
        mw_ir::CardZone::Exile => Some(Zone::Exile),
        // CR 400.11a: outside the game is no zone of the game.
        mw_ir::CardZone::Outside => None,
    }
}
