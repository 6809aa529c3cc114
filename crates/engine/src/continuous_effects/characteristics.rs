//! Characteristics (CR 109.3) as the game sees them now, computed through the layer
//! system (`layers`, CR 613), never patched onto objects (DESIGN.md invariant 6), and
//! kept while the game is read-only (`frozen`). Also what reads them: counts of
//! permanents (CR 107.3), land types (CR 305.6), and layer 2's result written back onto
//! objects (`sync_control`).


use crate::continuous_effects::frozen::Kept;
use crate::state::game::Game;
use crate::continuous_effects::layers::Depth;
use mw_ir::Keyword;
use mw_types::{CardType, Color, ObjectId, PlayerId, Subtype};
use smallvec::SmallVec;

pub use crate::state::characteristic_values::{Characteristics, TypeSet};
pub use crate::state::effect_values::{ContinuousEffect, LayerEffect};

impl Game {
    /// The characteristics of a live object, or of its last known information.
    pub fn characteristics(&self, id: ObjectId) -> Option<Characteristics> {
        self.computed(id, Depth::Full)
    }

    /// `compute`, or its result kept earlier in this read-only window (`frozen`).
    #[inline]
    pub(crate) fn computed(&self, id: ObjectId, depth: Depth) -> Option<Characteristics> {
        let kind = match depth {
            Depth::Full => Kept::Full,
            Depth::Abilities => Kept::Abilities,
        };
        self.reading_characteristics();
        if let Some(c) = self.kept(id, kind) {
            return Some(c);
        }
        let outer = self.begin_computing();
        let c = self.compute(id, depth);
        let stable = self.end_computing(outer);
        let c = c?;
        self.keep(id, kind, c, stable);
        Some(c)
    }

    /// CR 604.3 / 613.4a: power and toughness defined by a count, added to the printed
    /// number of "1+*". Counting reads other objects' types only (never their power), so
    /// two such creatures never ask each other.
    pub(crate) fn apply_cda(&self, id: ObjectId, c: &mut Characteristics) {
        self.reads_more();
        let def = self.cards.get(c.face);
        for a in &def.abilities {
            let mw_ir::Ability::PtEquals { count, power, toughness, plus, times } = a else { continue };
            let more = plus.map_or(0, |p| self.count(p, c.controller, id));
            let n = self.count(*count, c.controller, id).saturating_add(more).saturating_mul(*times);
            if *power {
                c.power = def.power.map_or(0, |p| p.base()).saturating_add(n);
            }
            if *toughness {
                c.toughness = def.toughness.map_or(0, |t| t.base()).saturating_add(n);
            }
        }
    }

    /// CR 208.3 / 107.1: what a count comes to now, for `player` and the static ability
    /// of `source`.
    pub(crate) fn count(&self, count: mw_ir::Count, player: PlayerId, source: ObjectId) -> i32 {
        use mw_ir::Count;
        let perms = |f: &dyn Fn(ObjectId, &Characteristics) -> bool| {
            self.battlefield.iter().filter(|&&x| self.computed(x, Depth::Abilities).is_some_and(|k| f(x, &k))).count() as i32
        };
        match count {
            Count::YouControl(t) => perms(&|_, k| k.controller == player && k.is(t)),
            Count::LandTypeYouControl(color) => {
                perms(&|_, k| k.controller == player && k.is(CardType::Land) && self.has_basic_land_type(k, color))
            }
            Count::CreaturesOnBattlefield => perms(&|_, k| k.is(CardType::Creature)),
            Count::CardsInHand => self.players[player.index()].hand.len() as i32,
            Count::CardsInGraveyard(t) => self.players[player.index()]
                .graveyard
                .iter()
                .filter(|&&g| self.objects.get(g).is_some_and(|o| self.cards.get(o.card).has_type(t)))
                .count() as i32,
            Count::LifeTotal => self.players[player.index()].life(),
            // The cards' printed types (CR 205.2a), read from their definitions.
            Count::CardTypesInGraveyards { all } => {
                let mut types = 0u32;
                for p in self.player_ids().filter(|p| all || *p == player) {
                    for &g in &self.players[p.index()].graveyard {
                        if let Some(o) = self.objects.get(g) {
                            types |= self.cards.get(o.card).card_types.iter().fold(0, |k, t| k | 1 << (*t as u32));
                        }
                    }
                }
                types.count_ones() as i32
            }
            Count::Permanents(f) => perms(&|x, k| self.filter_accepts(&f, x, k, player, source)),
            Count::CountersOnSource(kind) => self.counters.get(source, kind).min(1 << 30) as i32,
            Count::GraveyardCards { all, types } => {
                let fits = |g: ObjectId| {
                    self.objects.get(g).is_some_and(|o| types == 0 || self.cards.get(o.card).card_types.iter().any(|t| types & (1 << (*t as u32)) != 0))
                };
                let each = self.player_ids().filter(|p| all || *p == player);
                each.map(|p| self.players[p.index()].graveyard.iter().filter(|&&g| fits(g)).count() as i32).sum()
            }
            Count::GraveyardMatching { all, filter } => {
                let fits = |g: ObjectId| self.computed(g, Depth::Abilities).is_some_and(|k| self.filter_accepts(&filter, g, &k, player, source));
                let each = self.player_ids().filter(|p| all || *p == player);
                each.map(|p| self.players[p.index()].graveyard.iter().filter(|&&g| fits(g)).count() as i32).sum()
            }
            // CR 305.6: each basic land type once, however many lands have it.
            Count::BasicLandTypes => Color::ALL
                .into_iter()
                .filter(|&k| perms(&|_, c| c.controller == player && c.is(CardType::Land) && self.has_basic_land_type(c, k)) > 0)
                .count() as i32,
            Count::GreatestManaValue(f) => self
                .battlefield
                .iter()
                .filter_map(|&x| self.computed(x, Depth::Abilities).filter(|k| self.filter_accepts(&f, x, k, player, source)))
                .map(|k| self.cards.mana_value(k.face) as i32)
                .max()
                .unwrap_or(0),
            // CR 700.5: the mana symbols of those colors in the costs of its controller's
            // permanents.
            Count::Devotion(colors) => self
                .battlefield
                .iter()
                .filter_map(|&x| self.computed(x, Depth::Abilities).filter(|k| k.controller == player))
                .map(|k| self.devotion_of(k.face, colors) as i32)
                .sum(),
            // CR 607.2a: the cards the source's linked abilities exiled, still in exile.
            Count::ExiledWithSource(f) => {
                self.linked_exiled(source).filter(|&c| self.computed(c, Depth::Abilities).is_some_and(|k| self.filter_accepts(&f, c, &k, player, source))).count() as i32
            }
        }
    }

    /// CR 613.4c: +1/+1 and -1/-1 counters (in layer 7c).
    pub(crate) fn counters_pt(&self, id: ObjectId) -> i32 {
        // Counts beyond 2^30 (doubling every turn) are capped, so the sums never overflow.
        let (plus, minus) = self.counters.pt(id);
        plus.min(1 << 30) as i32 - minus.min(1 << 30) as i32
    }

    /// CR 702.16: whether an object with characteristics `c` has protection from a source
    /// with characteristics `source`: from one of its colors or card types (CR 702.16a),
    /// from one of its subtypes, or from everything (CR 702.16j).
    pub fn protects(&self, c: &Characteristics, source: &Characteristics) -> bool {
        c.protection_everything || c.protected_from(source) || c.protection_subtypes.iter().flatten().any(|t| self.has_subtype(source, *t))
    }

    /// CR 205.3: the subtypes it has now: its face's (copiable values), or with a basic
    /// land type set (CR 305.7) that one instead of its land types; plus a creature type
    /// an effect added.
    pub fn has_subtype(&self, c: &Characteristics, t: Subtype) -> bool {
        match t.kind() {
            mw_types::SubtypeKind::Creature => t.as_creature().is_some_and(|k| self.has_creature_type(c, k)),
            mw_types::SubtypeKind::Land if c.land_type.is_some() => c.land_type.map(Subtype::basic_land) == Some(t),
            mw_types::SubtypeKind::Land if c.land_types_lost => false,
            _ => self.cards.subtypes(c.face).contains(&t),
        }
    }

    /// CR 305.6: whether a permanent has the basic land type of `color` now (CR 305.7: a
    /// set basic land type replaces the printed ones).
    pub fn has_basic_land_type(&self, c: &Characteristics, color: Color) -> bool {
        match c.land_type {
            Some(set) => set == color,
            None if c.land_types_lost => false,
            None => self.cards.subtypes(c.face).contains(&Subtype::basic_land(color)),
        }
    }

    /// CR 205.3m: whether it has the creature type: printed on the face its copiable
    /// values come from (a changeling has every one, CR 702.73a), unless an effect
    /// replaced those (CR 205.1b), or added by an effect (every one: "all creature types").
    pub(crate) fn has_creature_type(&self, c: &Characteristics, t: mw_types::CreatureType) -> bool {
        c.gained_creature_type(t)
            || (!c.printed_types_lost && (c.has(Keyword::Changeling) || self.cards.subtypes(c.face).contains(&Subtype::creature(t))))
    }

    pub fn power(&self, id: ObjectId) -> i32 {
        self.characteristics(id).map_or(0, |c| c.power)
    }

    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.characteristics(id).map_or(0, |c| c.toughness)
    }

    pub fn has_keyword(&self, id: ObjectId, k: Keyword) -> bool {
        self.characteristics(id).is_some_and(|c| c.has(k))
    }

    pub fn is_type(&self, id: ObjectId, t: CardType) -> bool {
        self.characteristics(id).is_some_and(|c| c.is(t))
    }

    /// CR 108.4: the controller, as layer 2 last left it (see `sync_control`).
    pub fn controller(&self, id: ObjectId) -> Option<PlayerId> {
        self.objects.last_known(id).map(|o| o.controller)
    }

    /// CR 613.1b: control-changing effects (layer 2) apply continuously; the engine
    /// refreshes each permanent's controller from them whenever a player would receive
    /// priority and before state-based actions, so every rule reading `controller` sees
    /// layer 2. A permanent that changes controller is no longer "continuously controlled
    /// since the turn began" (CR 302.6). Returns the state version it computed under when
    /// it changed nothing (`frozen`).
    pub(crate) fn sync_control(&mut self) -> Option<u64> {
        let drifted = || self.battlefield.iter().any(|&id| self.objects.get(id).is_some_and(|o| o.controller != o.base_controller));
        let resolved = self.effects.iter().any(|e| matches!(e.effect, LayerEffect::Control(_)));
        if self.complex_sources == 0 && !resolved && !drifted() {
            return None;
        }
        let layered = self.complex_sources > 0 || resolved;
        // Every controller is read before any is written: one object's layer 2 never
        // reads another's controller as this loop would have left it.
        let changes: SmallVec<[(ObjectId, PlayerId); 4]> = {
            let _frozen = self.freeze();
            self.battlefield
                .iter()
                .filter_map(|&id| {
                    let o = self.objects.get(id)?;
                    let want = if layered { self.characteristics(id).map_or(o.base_controller, |c| c.controller) } else { o.base_controller };
                    (want != o.controller).then_some((id, want))
                })
                .collect()
        };
        if changes.is_empty() {
            return Some(self.last_epoch());
        }
        self.state_changes();
        for (id, want) in changes {
            if let Some(o) = self.objects.get_mut(id) {
                o.controller = want;
                o.set_controlled_since_turn_start(false);
            }
            self.ring_bearer_changed_control(id, want);
            self.emit("613.1b", crate::state::events::EventKind::ControlChanged { object: id, controller: want });
        }
        None
    }
}
