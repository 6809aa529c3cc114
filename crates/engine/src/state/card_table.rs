//! The card table (DESIGN.md invariant 4): every card definition a game uses, shared by
//! all clones, with what is precomputed per card (base characteristics, which kinds of
//! ability it has, whether its statics need the full layer order), the token definitions
//! its instructions create, and the mana abilities of the basic land types (CR 305.6).

use mw_ir::CardDef;
use mw_types::{CardId, Subtype};
use smallvec::SmallVec;

/// The card definitions a game uses, shared by every clone (DESIGN.md invariant 4).
#[derive(Debug)]
pub struct CardTable {
    defs: Vec<CardDef>,
    /// Which cards have static abilities with continuous effects, and what they reach
    /// (checked per query).
    statics: Vec<StaticScope>,
    /// Which of those do more than grant keywords and add to power and toughness.
    complex: Vec<bool>,
    /// Which of those give other objects abilities they list (granted abilities, a basic
    /// land type's mana ability).
    grants: Vec<bool>,
    /// Which kinds of ability each card has (`KIND_*` bits), to skip objects quickly.
    kinds: Vec<u8>,
    /// Which cards define their power or toughness by a count (CR 604.3).
    cda: Vec<bool>,
    /// Which cards' static abilities apply by what the affected object is alone.
    local_statics: Vec<bool>,
    /// Each card's characteristics before any effect, on the battlefield.
    base: Vec<crate::state::characteristic_values::Characteristics>,
    /// CR 113.6c: the cards that are something more in every zone but the battlefield
    /// (`Ability::OffBattlefield`), with their characteristics there.
    off_battlefield: Vec<(CardId, crate::state::characteristic_values::Characteristics)>,
    /// Each card's subtypes (CR 205.3), typed; names outside the rules' lists are left out
    /// (no rule or filter can name them).
    subtypes: Vec<SmallVec<[Subtype; 3]>>,
    /// Which kinds of replacement or trigger on tapping for mana (CR 106.12) any card here
    /// has (`MANA_RULE_*` bits), so that mana abilities skip the checks none can apply.
    mana_rules: u8,
    /// CR 305.6: the mana ability of each basic land type (W, U, B, R, G order).
    intrinsic: [CardId; 5],
    /// CR 724.2: the monarch's two inherent triggered abilities, as a definition.
    monarch: CardId,
    /// CR 702.179d: a player's inherent speed ability, as a definition.
    speed: CardId,
    /// CR 701.54c: the Ring's triggered abilities, as a definition.
    ring: CardId,
    /// CR 702.179a: whether any card here has start your engines!.
    engines: bool,
    /// The watcher classes (`mw_ir::ability::WATCH_*`) of the triggered abilities of any
    /// card here: events skip looking for triggers no card has.
    watched: u32,
    /// Whether any card here has flashback.
    flashback: bool,
    /// CR 702.81a: whether any card here gives cards in graveyards an ability (retrace).
    graveyard_grants: bool,
    /// CR 702.62a / 702.143a: whether any card here has suspend or foretell.
    exile_actions: bool,
    /// CR 702.145: whether any card here has daybound or nightbound.
    day_night: bool,
    /// CR 101.2: whether any card here has a `ZoneBan`.
    zone_bans: bool,
    /// CR 601.2f: whether any card here changes what spells cost.
    cost_changes: bool,
    /// CR 605.3a: whether any card here has a mana ability whose cost chooses an object.
    choosing_mana: bool,
    /// CR 614.6: whether any card here is exiled instead of going to a graveyard.
    graveyard_exile: bool,
    draw_replacements: bool,
    /// The kinds of trigger events some card here waits for (events no card waits for
    /// are not looked for).
    trigger_kinds: Vec<std::mem::Discriminant<mw_ir::Trigger>>,
    /// Whether any card here has an activated ability that works from the graveyard.
    graveyard_abilities: bool,
    /// CR 601.2a / 305.1: whether any card here lets a player play cards from the top of
    /// their library or their graveyard (`Ability::PlayFrom`).
    play_from: bool,
    /// The static abilities about the card itself that some card here has.
    self_statics: Vec<mw_ir::SelfStatic>,
    /// Whether any card here can keep a permanent from untapping (CR 502.3).
    untap_rules: bool,
    /// Which rare static families some card here has (`RARE_*` bits): static
    /// restrictions naming whom or what (CR 508.1c), prevention statics (CR 615).
    rare_statics: u8,
    /// CR 708.2a: the characteristics of a face-down spell or permanent (and, CR
    /// 702.168a, of one cast with disguise: with ward {2}).
    face_down: CardId,
    face_down_ward: CardId,
    /// Each card's main face (itself, but for an Adventure or a modal back face).
    front: Vec<CardId>,
    /// Each card's other face, if it has one (CR 715, 712); a split card's right half.
    alternate: Vec<Option<(CardId, mw_ir::FaceKind)>>,
    /// CR 709.3: a split card's left half (the card itself is both halves combined).
    split_left: Vec<Option<CardId>>,
    /// CR 603.8: whether any card here has a state trigger.
    state_triggers: bool,
    /// CR 702.61a: whether any card here has split second.
    split_second: bool,
    /// CR 602.5: whether any card here forbids activating abilities.
    activation_locks: bool,
    /// Whether any card here has an ability that counts its own resolutions this turn
    /// ("if this is the second time this ability has resolved this turn").
    counts_resolutions: bool,
    /// CR 101.2 / 601.3b: whether any card here restricts when players cast spells or
    /// lets its controller cast spells as though they had flash.
    cast_timing: bool,
    /// Whether any card here has an ability any player may activate.
    any_player: bool,
    /// Whether any card here has a triggered ability that works from the graveyard.
    graveyard_triggers: bool,
    /// CR 603.2: whether any card here triggers on an event of what it is attached to
    /// (`Trigger::Attached`).
    attached_triggers: bool,
    /// CR 601.2c: whether any card here requires targets of a kind (Flagbearers).
    target_requirements: bool,
    /// CR 704.5j: whether any definition here (tokens and faces too) is legendary.
    legendary: bool,
    /// CR 201.2: one definition for each card name of the cards given (not tokens or
    /// other faces), in the order given: the names a player may choose.
    names: Vec<CardId>,
}

impl CardTable {
    pub fn new(defs: Vec<CardDef>) -> CardTable {
        let mut defs = defs;
        let mut names: Vec<CardId> = Vec::new();
        for (i, d) in defs.iter().enumerate() {
            if !names.iter().any(|n| defs[n.0 as usize].name == d.name) {
                names.push(CardId(i as u32));
            }
        }
        let links = add_tokens_and_faces(&mut defs);
        let intrinsic = mw_types::Color::ALL.map(|color| {
            defs.push(crate::state::rule_defs::land_type_def(color));
            CardId(defs.len() as u32 - 1)
        });
        defs.push(crate::state::rule_defs::monarch_def());
        let monarch = CardId(defs.len() as u32 - 1);
        defs.push(crate::state::rule_defs::speed_def());
        let speed = CardId(defs.len() as u32 - 1);
        defs.push(crate::state::rule_defs::ring_def());
        let ring = CardId(defs.len() as u32 - 1);
        let engines = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Keyword(mw_ir::Keyword::StartYourEngines))));
        defs.push(crate::state::rule_defs::face_down_def(false));
        let face_down = CardId(defs.len() as u32 - 1);
        defs.push(crate::state::rule_defs::face_down_def(true));
        let face_down_ward = CardId(defs.len() as u32 - 1);
        let statics = defs.iter().map(static_scope).collect();
        let complex = defs.iter().map(needs_full_layers).collect();
        let grants = defs.iter().map(grants_abilities).collect();
        let kinds = defs.iter().map(|d| d.abilities.iter().fold(0, |k, a| k | kind_of(a))).collect();
        let cda = defs.iter().map(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::PtEquals { .. }))).collect();
        let local_statics = defs.iter().map(crate::state::caches::statics_read_only_affected).collect();
        let base: Vec<_> = defs
            .iter()
            .enumerate()
            .map(|(i, d)| crate::state::characteristic_values::base_characteristics(CardId(i as u32), d))
            .collect();
        let off_battlefield = crate::state::characteristic_values::off_battlefield(&defs, &base);
        let subtypes = defs.iter().map(|d| d.subtypes.iter().filter_map(|t| Subtype::from_name(t)).collect()).collect();
        let mana_rules = defs.iter().flat_map(|d| d.abilities.iter()).fold(0, |k, a| k | mana_rule_kind(a));
        let watched = watched_bits(&defs);
        // CR 702.138a: escape casts from the graveyard too.
        let from_graveyard = |a: &mw_ir::Ability| match a {
            mw_ir::Ability::Flashback(_) | mw_ir::Ability::JumpStart | mw_ir::Ability::Retrace | mw_ir::Ability::GraveyardCardsHave { .. } | mw_ir::Ability::CastFromGraveyardUsing(_) => true,
            mw_ir::Ability::AlternativeCost(c) => c.kind.from_graveyard(),
            _ => false,
        };
        let flashback = defs.iter().any(|d| d.abilities.iter().any(from_graveyard));
        let graveyard_grants = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::GraveyardCardsHave { .. })));
        let exile_actions = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Suspend { .. } | mw_ir::Ability::Foretell | mw_ir::Ability::Plot(_))));
        let day_night = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Bound(_))));
        let zone_bans = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::ZoneBan(_))));
        let cost_changes = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::CostChange(_))));
        let choosing_mana = defs.iter().any(|d| {
            d.abilities.iter().any(|a| match a {
                mw_ir::Ability::Mana(m) => m.cost.extra.is_some(),
                mw_ir::Ability::Granted(g) => matches!(g.as_ref(), mw_ir::Ability::Mana(m) if m.cost.extra.is_some()),
                _ => false,
            })
        });
        let graveyard_exile = defs.iter().any(|d| {
            d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Static(mw_ir::SelfStatic::ExileInsteadOfGraveyard | mw_ir::SelfStatic::ShuffleInsteadOfGraveyard) | mw_ir::Ability::GraveyardInstead(_)))
        });
        // CR 121.6: whether any card replaces draws (dredge, CR 702.52).
        let draw_replacements = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Dredge(_))));
        let trigger_kinds = trigger_kinds(&defs);
        let play_from = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::PlayFrom(_))));
        let graveyard_abilities =
            defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Activated(x) if x.cost.in_graveyard)));
        let graveyard_triggers = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Triggered(t) if t.from_graveyard())));
        let target_requirements = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::OpponentsMustTarget(_))));
        let self_statics = self_statics(&defs);
        let doesnt_untap = |a: &mw_ir::Ability| match a {
            mw_ir::Ability::Combat(mw_ir::CombatRule::DoesntUntap) => true,
            mw_ir::Ability::Continuous(e) => e.changes.contains(&mw_ir::Change::Combat(mw_ir::CombatRule::DoesntUntap)),
            _ => false,
        };
        let untap_rules = defs.iter().any(|d| d.abilities.iter().any(doesnt_untap));
        let rare_statics = rare_statics(&defs);
        let (front, alternate, split_left) = face_links(&links, defs.len());
        // CR 702.127a: aftermath halves are cast from the graveyard, as flashback cards are.
        let flashback = flashback || alternate.iter().any(|a| matches!(a, Some((_, mw_ir::FaceKind::Aftermath))));
        let state_triggers = trigger_kinds.contains(&std::mem::discriminant(&mw_ir::Trigger::YouControlNoIslands));
        let attached_triggers = trigger_kinds.contains(&std::mem::discriminant(&mw_ir::Trigger::Attached(Box::new(mw_ir::Trigger::SelfEnters))));
        let split_second = self_statics.contains(&mw_ir::SelfStatic::SplitSecond);
        let any_player = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Activated(x) if x.any_player)));
        let activation_locks = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::CantBeActivated { .. })
            || matches!(a, mw_ir::Ability::Continuous(e) if e.changes.iter().any(|c| matches!(c, mw_ir::Change::CantActivate { .. })))));
        let counts_resolutions = defs.iter().any(|d| {
            d.abilities.iter().any(|a| match a {
                mw_ir::Ability::Triggered(t) => counts_resolutions(&t.effect),
                mw_ir::Ability::Activated(x) => counts_resolutions(&x.effect),
                _ => false,
            })
        });
        let cast_timing = defs.iter().any(|d| d.abilities.iter().any(|a| matches!(a, mw_ir::Ability::CastRestriction { .. } | mw_ir::Ability::CastAsThoughFlash(_))));
        let legendary = defs.iter().any(|d| d.supertypes.contains(&mw_types::Supertype::Legendary));
        CardTable { graveyard_grants, legendary, counts_resolutions, cast_timing, choosing_mana, graveyard_triggers, attached_triggers, target_requirements, any_player, split_second, activation_locks, state_triggers, split_left, defs, statics, complex, grants, kinds, cda, local_statics, base, off_battlefield, subtypes, mana_rules, intrinsic, monarch, speed, ring, engines, watched, flashback, exile_actions, day_night, zone_bans, names, cost_changes, graveyard_exile, draw_replacements, trigger_kinds, graveyard_abilities, play_from, self_statics, untap_rules, rare_statics, front, alternate, face_down, face_down_ward }
    }

    /// CR 708.2a: the face-down definition (a nameless 2/2 creature with no text; with
    /// `ward`, CR 702.168a, ward {2}).
    pub(crate) fn face_down(&self, ward: bool) -> CardId {
        if ward {
            self.face_down_ward
        } else {
            self.face_down
        }
    }

    /// Whether the definition is a face-down one.
    pub(crate) fn is_face_down(&self, id: CardId) -> bool {
        id == self.face_down || id == self.face_down_ward
    }

    /// CR 715.4 / 712.8a: the card's main face (what it is outside the stack and the
    /// battlefield).
    pub(crate) fn front(&self, id: CardId) -> CardId {
        self.front.get(id.0 as usize).copied().unwrap_or(id)
    }

    /// CR 202.3 / 712.8e: a face's mana value; a transforming card's back face has its
    /// front face's.
    pub fn mana_value(&self, face: CardId) -> u32 {
        let front = self.front(face);
        let of = match self.alternate(front) {
            Some((back, mw_ir::FaceKind::TransformBack)) if back == face => front,
            _ => face,
        };
        self.get(of).mana_cost.mana_value()
    }

    /// CR 709.3: the face cast when the card is cast "as itself": a split card's left
    /// half, else the card.
    pub fn castable(&self, id: CardId) -> CardId {
        self.split_left.get(id.0 as usize).copied().flatten().unwrap_or(id)
    }

    /// CR 715 / 712: the card's other face and what kind it is.
    pub fn alternate(&self, id: CardId) -> Option<(CardId, mw_ir::FaceKind)> {
        self.alternate.get(id.0 as usize).copied().flatten()
    }

    /// CR 702.62a / 702.143a: whether any card here has suspend or foretell (hands are
    /// then looked at for special actions, exile for suspended and foretold cards).
    pub(crate) fn has_exile_actions(&self) -> bool {
        self.exile_actions
    }

    /// CR 702.34a / 702.127a / 702.138a: whether any card here has flashback, aftermath
    /// or escape (graveyards are then looked at for spells to cast).
    pub(crate) fn has_flashback(&self) -> bool {
        self.flashback
    }

    /// CR 702.81a: whether any card here gives cards in graveyards an ability
    /// (`Ability::GraveyardCardsHave`: permanents and emblems are then looked at).
    pub(crate) fn has_graveyard_grants(&self) -> bool {
        self.graveyard_grants
    }

    /// CR 113.6k: whether any card here has a triggered ability that works from the
    /// graveyard.
    /// CR 601.2c: whether any card here requires targets of a kind.
    pub(crate) fn has_target_requirements(&self) -> bool {
        self.target_requirements
    }

    /// CR 603.2: whether any card here has a `Trigger::Attached`.
    pub(crate) fn has_attached_triggers(&self) -> bool {
        self.attached_triggers
    }

    pub(crate) fn has_graveyard_triggers(&self) -> bool {
        self.graveyard_triggers
    }

    /// CR 704.5j: whether any definition here is legendary (the legend rule has nothing
    /// to look for otherwise).
    pub(crate) fn has_legendary(&self) -> bool {
        self.legendary
    }

    /// Whether any card here has an ability any player may activate.
    pub(crate) fn has_any_player_abilities(&self) -> bool {
        self.any_player
    }

    /// CR 702.61a: whether any card here has split second.
    /// CR 602.5: whether any card here says activated abilities can't be activated.
    pub(crate) fn has_activation_locks(&self) -> bool {
        self.activation_locks
    }

    /// Whether resolutions of abilities must be counted (`Counted::ResolvedThisTurn`).
    pub(crate) fn counts_resolutions(&self) -> bool {
        self.counts_resolutions
    }

    /// Whether casting timing must look at permanents (`turn_flow::cast_timing`).
    pub(crate) fn has_cast_timing(&self) -> bool {
        self.cast_timing
    }

    pub(crate) fn has_split_second(&self) -> bool {
        self.split_second
    }

    /// CR 603.8: whether any card here has a state trigger.
    pub(crate) fn has_state_triggers(&self) -> bool {
        self.state_triggers
    }

    /// Whether any card here has a triggered ability waiting for this kind of event.
    pub(crate) fn has_trigger(&self, t: &mw_ir::Trigger) -> bool {
        self.trigger_kinds.contains(&std::mem::discriminant(t))
    }

    /// CR 614.6: whether any card here is exiled instead of going to a graveyard.
    pub(crate) fn has_graveyard_exile(&self) -> bool {
        self.graveyard_exile
    }

    /// CR 121.6: whether any card here replaces draws.
    pub(crate) fn has_draw_replacements(&self) -> bool {
        self.draw_replacements
    }

    /// CR 601.2f: whether any card here changes what spells cost.
    pub(crate) fn has_cost_changes(&self) -> bool {
        self.cost_changes
    }

    /// CR 605.3a: whether any card here has a mana ability whose cost chooses an object.
    pub(crate) fn has_choosing_mana(&self) -> bool {
        self.choosing_mana
    }

    /// CR 702.145: whether any card here has daybound or nightbound.
    pub(crate) fn has_day_night(&self) -> bool {
        self.day_night
    }

    /// CR 201.2: the card names a player may choose ("choose a card name"): one card of
    /// each name among the game's cards. FIXME: CR 201.2 allows any card's name; names
    /// of cards not in the game change nothing here but are not offered.
    pub(crate) fn names(&self) -> &[CardId] {
        &self.names
    }

    /// CR 101.2: whether any card here forbids entering or casting from some zones.
    pub(crate) fn has_zone_bans(&self) -> bool {
        self.zone_bans
    }

    /// CR 113.6k: whether any card here has an ability that works from the graveyard.
    pub(crate) fn has_graveyard_abilities(&self) -> bool {
        self.graveyard_abilities
    }

    /// CR 601.2a / 305.1: whether any card here has `Ability::PlayFrom` (libraries' top
    /// cards and graveyards are then looked at for cards to play).
    pub(crate) fn has_play_from(&self) -> bool {
        self.play_from
    }

    /// Whether any card here can keep a permanent from untapping.
    pub(crate) fn has_untap_rules(&self) -> bool {
        self.untap_rules
    }

    /// Whether any card here has a static restriction (`Ability::Restriction`).
    pub(crate) fn has_restrictions(&self) -> bool {
        self.rare_statics & RARE_RESTRICTION != 0
    }

    /// Whether any card here has a cost to attack (`Restriction::AttackTax`, CR 508.1h).
    pub(crate) fn has_attack_tax(&self) -> bool {
        self.rare_statics & RARE_ATTACK_TAX != 0
    }

    /// Whether any card here untaps permanents in other players' untap steps (CR 502.3).
    pub(crate) fn has_untap_in_others(&self) -> bool {
        self.rare_statics & RARE_UNTAP_IN_OTHERS != 0
    }

    /// Whether any card here has a prevention static (`Ability::Prevent`, CR 615).
    pub(crate) fn has_prevention_statics(&self) -> bool {
        self.rare_statics & RARE_PREVENTION != 0
    }

    /// Whether any card here has this static ability (a quick test before looking).
    pub(crate) fn has_self_static(&self, s: mw_ir::SelfStatic) -> bool {
        self.self_statics.contains(&s)
    }

    /// Whether any card here says "you gain that much life plus N instead" (CR 614.1a).
    pub(crate) fn any_gain_life_plus(&self) -> bool {
        self.self_statics.iter().any(|s| matches!(s, mw_ir::SelfStatic::GainLifePlus(_)))
    }

    /// Whether any card here has a triggered ability of this watcher class.
    pub(crate) fn watches(&self, bit: u32) -> bool {
        self.watched & bit != 0
    }

    /// CR 724.2: the card definition holding the monarch's abilities.
    pub(crate) fn monarch(&self) -> CardId {
        self.monarch
    }

    /// CR 702.179d: the card definition holding a player's inherent speed ability.
    pub(crate) fn speed(&self) -> CardId {
        self.speed
    }

    /// CR 701.54c: the card definition holding the Ring's triggered abilities.
    pub(crate) fn ring(&self) -> CardId {
        self.ring
    }

    /// CR 702.179a: whether any card here has start your engines! (else no player ever
    /// gets a speed and the state-based action needn't look).
    pub(crate) fn has_engines(&self) -> bool {
        self.engines
    }

    /// CR 305.6: the intrinsic mana ability of the basic land type of `color`.
    pub(crate) fn intrinsic(&self, color: mw_types::Color) -> crate::state::characteristic_values::AbilityRef {
        let i = mw_types::Color::ALL.iter().position(|c| *c == color).unwrap_or(0);
        crate::state::characteristic_values::AbilityRef { card: self.intrinsic[i], index: 0 }
    }

    /// The id of a token definition registered by `new`.
    pub(crate) fn token_id(&self, token: &CardDef) -> Option<CardId> {
        self.defs.iter().rposition(|d| d == token).map(|i| CardId(i as u32))
    }
    pub(crate) fn has_mana_rules(&self) -> bool {
        self.mana_rules != 0
    }

    /// Whether any card here has a mana rule of this kind (`MANA_RULE_*`).
    #[inline]
    pub(crate) fn has_mana_rule(&self, kind: u8) -> bool {
        self.mana_rules & kind != 0
    }
    /// The card's characteristics before any effect anywhere but on the battlefield
    /// (CR 113.6c: an ability of the card may add to them there).
    pub(crate) fn base(&self, id: CardId) -> crate::state::characteristic_values::Characteristics {
        if !self.off_battlefield.is_empty() {
            if let Some((_, c)) = self.off_battlefield.iter().find(|(k, _)| *k == id) {
                return *c;
            }
        }
        self.base[id.0 as usize]
    }
    /// The card's characteristics before any effect as a permanent.
    pub(crate) fn battlefield_base(&self, id: CardId) -> crate::state::characteristic_values::Characteristics {
        self.base[id.0 as usize]
    }
    /// CR 205.3: the card's subtypes.
    pub fn subtypes(&self, id: CardId) -> &[Subtype] {
        self.subtypes.get(id.0 as usize).map_or(&[], |s| s.as_slice())
    }
    pub(crate) fn has_cda(&self, id: CardId) -> bool {
        self.cda.get(id.0 as usize).copied().unwrap_or(false)
    }
    /// `caches::statics_read_only_affected` for the card.
    pub(crate) fn local_statics(&self, id: CardId) -> bool {
        self.local_statics.get(id.0 as usize).copied().unwrap_or(false)
    }
    pub(crate) fn kinds(&self, id: CardId) -> u8 {
        self.kinds.get(id.0 as usize).copied().unwrap_or(0)
    }
    /// Whether the card's static abilities give others abilities they list.
    pub(crate) fn grants(&self, id: CardId) -> bool {
        self.grants.get(id.0 as usize).copied().unwrap_or(false)
    }
    /// Which kinds of ability (`KIND_*`) an ability is.
    pub(crate) fn kind_of(a: &mw_ir::Ability) -> u8 {
        kind_of(a)
    }
    pub(crate) fn is_complex(&self, id: CardId) -> bool {
        self.complex.get(id.0 as usize).copied().unwrap_or(false)
    }
    pub fn has_statics(&self, id: CardId) -> bool {
        self.static_scope(id) != StaticScope::None
    }
    /// What the card's static abilities can affect.
    pub(crate) fn static_scope(&self, id: CardId) -> StaticScope {
        self.statics.get(id.0 as usize).copied().unwrap_or(StaticScope::None)
    }
    pub fn get(&self, id: CardId) -> &CardDef {
        &self.defs[id.0 as usize]
    }
    pub fn len(&self) -> usize {
        self.defs.len()
    }
    pub fn is_empty(&self) -> bool {
        self.defs.is_empty()
    }
    pub fn find(&self, name: &str) -> Option<CardId> {
        self.defs.iter().position(|d| d.name.eq_ignore_ascii_case(name)).map(|i| CardId(i as u32))
    }
}

/// CR 111.2 / 715 / 712: appends the definitions of the tokens the cards can create and
/// of their other faces; returns the links (card, face, kind) of the faces.
fn add_tokens_and_faces(defs: &mut Vec<CardDef>) -> Vec<(usize, usize, mw_ir::FaceKind)> {
    // CR 111.2: the definitions of every token the cards can create, appended so that
    // tokens are objects like any other.
    let mut i = 0;
    // CR 715 / 712: other faces are definitions of their own, linked to their card.
    let mut links: Vec<(usize, usize, mw_ir::FaceKind)> = Vec::new();
    while i < defs.len() {
        let tokens: Vec<mw_ir::CardDef> = super::instruction_walk::token_defs(&defs[i]).into_iter().cloned().collect();
        for t in tokens {
            if !defs.contains(&t) {
                defs.push(t);
            }
        }
        let faces: Vec<(mw_ir::FaceKind, CardDef)> = defs[i]
            .abilities
            .iter()
            .filter_map(|a| match a {
                mw_ir::Ability::AlternateFace { kind, face } => Some((*kind, face.as_ref().clone())),
                _ => None,
            })
            .collect();
        for (kind, face) in faces {
            defs.push(face);
            links.push((i, defs.len() - 1, kind));
        }
        i += 1;
    }
    links
}

/// Whether a card's static abilities need the full layer order (not the keyword and P/T
/// fast path): a change other than keywords, combat rules and P/T, or a filter reading
/// keywords or power, which depend on other effects' layers.
fn needs_full_layers(d: &CardDef) -> bool {
    d.abilities.iter().any(|a| match a {
        mw_ir::Ability::Continuous(e) => {
            // A filter reading keywords or power depends on other effects'
            // layers: the full layer order is needed.
            let layered = matches!(e.affected, mw_ir::Affected::Matching(f)
                if f.props.with.is_some() || f.props.without.is_some() || f.props.power.is_some() || f.props.toughness.is_some());
            layered
                || e.changes.iter().any(|c| {
                    !matches!(c, mw_ir::Change::Keyword(_) | mw_ir::Change::Combat(_) | mw_ir::Change::Pt(..))
                })
        }
        _ => false,
    })
}

/// Whether a card's static abilities grant abilities or basic land types (CR 613.1f).
fn grants_abilities(d: &CardDef) -> bool {
    d.abilities.iter().any(|a| {
        matches!(a, mw_ir::Ability::Continuous(e) if e.changes.iter().any(|c| matches!(c, mw_ir::Change::Grant(_) | mw_ir::Change::BasicLandType(_))))
    })
}

/// The watcher classes (`WATCH_*` bits) of the triggers about other objects and players
/// that any card has, printed or granted.
fn watched_bits(defs: &[CardDef]) -> u32 {
    let own = defs
        .iter()
        .flat_map(|d| d.abilities.iter())
        .map(|a| match granted_or_own(a) {
            mw_ir::Ability::Triggered(t) => t.trigger.watch_bit(),
            _ => 0,
        })
        .fold(0, |w, b| w | b);
    defs.iter().flat_map(super::instruction_walk::delayed_triggers).fold(own, |w, t| w | t.watch_bit())
}

/// The kinds of trigger any card has (CR 613.1f: an ability a card gives others triggers
/// like one printed on them).
fn trigger_kinds(defs: &[CardDef]) -> Vec<std::mem::Discriminant<mw_ir::Trigger>> {
    let mut trigger_kinds = Vec::new();
    let own = defs.iter().flat_map(|d| d.abilities.iter()).map(granted_or_own).filter_map(|a| match a {
        mw_ir::Ability::Triggered(t) => Some(&t.trigger),
        _ => None,
    });
    for t in own.chain(defs.iter().flat_map(super::instruction_walk::delayed_triggers)) {
        let k = std::mem::discriminant(t);
        if !trigger_kinds.contains(&k) {
            trigger_kinds.push(k);
        }
    }
    trigger_kinds
}

/// The distinct static abilities about the card itself that any card has.
const RARE_RESTRICTION: u8 = 1;
const RARE_PREVENTION: u8 = 2;
const RARE_ATTACK_TAX: u8 = 4;
const RARE_UNTAP_IN_OTHERS: u8 = 8;

/// The `RARE_*` bits of the static families the cards have, themselves or granted.
fn rare_statics(defs: &[CardDef]) -> u8 {
    let bit = |a: &mw_ir::Ability| match a {
        mw_ir::Ability::Restriction(r) if matches!(r.restriction, mw_ir::Restriction::AttackTax { .. }) => RARE_RESTRICTION | RARE_ATTACK_TAX,
        mw_ir::Ability::Restriction(_) => RARE_RESTRICTION,
        mw_ir::Ability::Prevent(_) | mw_ir::Ability::PreventSome { .. } | mw_ir::Ability::ReplaceDamage(_) => RARE_PREVENTION,
        mw_ir::Ability::UntapInOthersUntapSteps(_) => RARE_UNTAP_IN_OTHERS,
        _ => 0,
    };
    let of = |a: &mw_ir::Ability| bit(a) | if let mw_ir::Ability::Granted(g) = a { bit(g) } else { 0 };
    defs.iter().flat_map(|d| d.abilities.iter()).fold(0, |acc, a| acc | of(a))
}

fn self_statics(defs: &[CardDef]) -> Vec<mw_ir::SelfStatic> {
    let mut self_statics: Vec<mw_ir::SelfStatic> = Vec::new();
    for a in defs.iter().flat_map(|d| d.abilities.iter()) {
        if let mw_ir::Ability::Static(st) = a {
            if !self_statics.contains(st) {
                self_statics.push(*st);
            }
        }
    }
    self_statics
}

/// For each definition, the card it is a face of, its alternate face and its split card's
/// left half (CR 712, 715, 709).
#[allow(clippy::type_complexity)]
fn face_links(links: &[(usize, usize, mw_ir::FaceKind)], n: usize) -> (Vec<CardId>, Vec<Option<(CardId, mw_ir::FaceKind)>>, Vec<Option<CardId>>) {
    let mut front: Vec<CardId> = (0..n).map(|i| CardId(i as u32)).collect();
    let mut alternate = vec![None; n];
    let mut split_left = vec![None; n];
    for &(main, alt, kind) in links {
        front[alt] = CardId(main as u32);
        match kind {
            mw_ir::FaceKind::SplitLeft => split_left[main] = Some(CardId(alt as u32)),
            _ => alternate[main] = Some((CardId(alt as u32), kind)),
        }
    }
    (front, alternate, split_left)
}

/// What a card's static abilities with continuous effects can affect (CR 611.3a), so that
/// computing one object's characteristics skips sources that can't reach it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StaticScope {
    /// It has none.
    None,
    /// Only what it is attached to ("enchanted creature", "equipped creature").
    Attached,
    /// Only itself ("~ is the chosen type").
    Itself,
    /// Anything.
    Any,
}

fn static_scope(def: &CardDef) -> StaticScope {
    let mut scope = StaticScope::None;
    for a in &def.abilities {
        let mw_ir::Ability::Continuous(e) = a else { continue };
        let this = match e.affected {
            mw_ir::Affected::Enchanted | mw_ir::Affected::Equipped => StaticScope::Attached,
            mw_ir::Affected::Itself => StaticScope::Itself,
            _ => StaticScope::Any,
        };
        scope = if scope == StaticScope::None || scope == this { this } else { StaticScope::Any };
    }
    scope
}

/// A mana ability (`CardTable::kinds`).
/// CR 106.12b: "lands produce {B} instead" (`ManaReplacement::LandsProduceOnly`).
pub(crate) const MANA_RULE_LANDS_ONLY: u8 = 1;
/// CR 106.12b: "produces N times as much" (`ManaReplacement::Multiply`).
pub(crate) const MANA_RULE_MULTIPLY: u8 = 2;
/// CR 106.12a: triggered mana abilities on tapping a land (`Ability::ManaTrigger`).
pub(crate) const MANA_RULE_TRIGGER: u8 = 4;

/// The `MANA_RULE_*` kind of an ability (a granted one counts as the ability it grants).
fn mana_rule_kind(a: &mw_ir::Ability) -> u8 {
    match a {
        mw_ir::Ability::TappedForMana(mw_ir::ManaReplacement::LandsProduceOnly(_) | mw_ir::ManaReplacement::LandsProduceOnlyFromMany { .. }) => MANA_RULE_LANDS_ONLY,
        mw_ir::Ability::TappedForMana(mw_ir::ManaReplacement::Multiply(_)) => MANA_RULE_MULTIPLY,
        mw_ir::Ability::ManaTrigger(_) => MANA_RULE_TRIGGER,
        mw_ir::Ability::Granted(g) => mana_rule_kind(g),
        _ => 0,
    }
}

pub(crate) const KIND_MANA: u8 = 1;
/// An activated ability that isn't a mana ability.
pub(crate) const KIND_ACTIVATED: u8 = 2;
/// A triggered ability.
pub(crate) const KIND_TRIGGERED: u8 = 4;
/// A triggered ability that works only from its owner's graveyard (CR 113.6k).
pub(crate) const KIND_GRAVEYARD_TRIGGER: u8 = 8;
/// A static ability changing what spells cost (CR 601.2f).
pub(crate) const KIND_COST_CHANGE: u8 = 16;
/// CR 118.9: an alternative cost.
pub(crate) const KIND_ALTERNATIVE: u8 = 32;
/// CR 106.12: a replacement or trigger on tapping for mana.
pub(crate) const KIND_MANA_RULE: u8 = 64;

fn kind_of(a: &mw_ir::Ability) -> u8 {
    match a {
        mw_ir::Ability::Mana(_) => KIND_MANA,
        mw_ir::Ability::Activated(_) => KIND_ACTIVATED,
        mw_ir::Ability::Triggered(t) if t.from_graveyard() => KIND_GRAVEYARD_TRIGGER,
        mw_ir::Ability::Triggered(_) => KIND_TRIGGERED,
        mw_ir::Ability::CostChange(_) => KIND_COST_CHANGE,
        mw_ir::Ability::AlternativeCost(_) => KIND_ALTERNATIVE,
        mw_ir::Ability::TappedForMana(_) | mw_ir::Ability::ManaTrigger(_) => KIND_MANA_RULE,
        _ => 0,
    }
}

/// CR 613.1f: the ability itself, or the one an `Ability::Granted` gives others.
pub(crate) fn granted_or_own(a: &mw_ir::Ability) -> &mw_ir::Ability {
    match a {
        mw_ir::Ability::Granted(inner) => inner.as_ref(),
        a => a,
    }
}

/// Whether these instructions read `Counted::ResolvedThisTurn`, in a number or a
/// condition (computed once per table: amounts are visited on a copy).
fn counts_resolutions(effects: &[mw_ir::Effect]) -> bool {
    use mw_ir::{Amount, Condition, Counted, Effect};
    let cond = |c: &Condition| matches!(c, Condition::Count { of: Counted::ResolvedThisTurn, .. });
    effects.iter().any(|e| {
        let mut found = false;
        e.clone().amounts_mut(&mut |a| found |= matches!(a, Amount::Count { of: Counted::ResolvedThisTurn, .. }));
        found
            || match e {
                Effect::If { condition, effect, otherwise } => {
                    cond(condition) || counts_resolutions(std::slice::from_ref(effect)) || otherwise.as_ref().is_some_and(|o| counts_resolutions(std::slice::from_ref(o)))
                }
                Effect::Optional(x) | Effect::IfYouDo { effect: x, .. } | Effect::ByPlayer { effect: x, .. } => counts_resolutions(std::slice::from_ref(x)),
                Effect::Reflexive { effects, .. } => counts_resolutions(effects),
                _ => false,
            }
    })
}
