//! The game façade (DESIGN.md invariant 1): `Game`, the struct holding all state, with its
//! accessors, the pending decision's context (`Pending`) and zone moves. The decision API
//! and the loop that runs the game to the next decision are in `turn_flow::game_loop`.

pub use crate::state::card_table::CardTable;
pub(crate) use crate::state::card_table::{KIND_ACTIVATED, KIND_ALTERNATIVE, KIND_COST_CHANGE, KIND_GRAVEYARD_TRIGGER, KIND_MANA, KIND_TRIGGERED};
use crate::state::effect_values::ContinuousEffect;
use crate::state::combat_state::Combat;
use crate::state::decisions::Answer;
use crate::state::events::{Event, EventKind, LossReason};
use crate::state::objects::{Arena, CounterTable, Object};
use crate::state::resolving::Resolving;
use crate::state::announcing::Announcing;
use crate::state::stack_items::{PendingTrigger, StackItem};
pub use crate::state::turn_state::TurnState;
use crate::state::zones::Zone;
pub use crate::state::player::Player;
use mw_ir::CardDef;
use mw_types::{CardId, ObjectId, PlayerId};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    Won(PlayerId),
    /// CR 104.4a: all remaining players lost at once.
    Draw,
}

/// The decision the game waits for, with the context needed to continue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pending {
    Mulligan { player: PlayerId },
    PutOnBottom { player: PlayerId, remaining: u8 },
    /// CR 103.6: a card of the opening hand to take an action with, or done.
    OpeningHand { player: PlayerId },
    Priority { player: PlayerId },
    /// CR 107.3 / 601.2b: X from `min` (1 where "X can't be 0") to `max`.
    ChooseX { player: PlayerId, min: u32, max: u32 },
    /// CR 601.2b: the times an any-number additional cost is paid.
    ChooseTimes { player: PlayerId, max: u32 },
    /// CR 601.2b: which of several additional costs is paid.
    ChooseCost { player: PlayerId },
    /// CR 601.2d: the share of divided damage for the next target.
    Divide { player: PlayerId },
    ChooseMode { player: PlayerId },
    /// CR 702.33a: whether to pay the spell's kicker cost.
    Kicker { player: PlayerId },
    ChooseTarget { player: PlayerId, index: u8 },
    PayMana { player: PlayerId },
    DeclareAttackers { player: PlayerId },
    DeclareBlockers { player: PlayerId },
    AssignDamage { player: PlayerId, attacker: ObjectId },
    Discard { player: PlayerId, remaining: u32 },
    OrderTriggers { player: PlayerId },
    LegendRule { player: PlayerId },
    /// CR 903.9a: whether the owner puts a commander into the command zone.
    CommandZone { player: PlayerId },
    /// A question asked in the middle of a resolution (see `resolution::Wait`).
    Resolution { player: PlayerId },
    /// CR 614.12a / 616.1: a choice while a permanent enters (see `entering::Asking`).
    Entering { player: PlayerId },
    /// CR 616.1 / 121.6: which replacement effect (or none) applies to a draw (see
    /// `pipeline::draw`).
    ReplaceDraw { player: PlayerId },
    /// CR 616.1: which replacement effect applies to a zone change (see
    /// `pipeline::zone_replacement`).
    ReplaceMove { player: PlayerId },
    /// CR 601.2h: which object pays the spell's additional cost.
    PayAdditional { player: PlayerId },
    /// CR 605.3a / 118.3: which object pays the cost of a mana ability being activated
    /// (see `mana_state::ManaChoice`).
    ManaCost { player: PlayerId },
    GameOver,
}

/// What the game loop does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    Decide,
    BeginStep,
    EndStep,
    OfferPriority,
    /// A player receives priority with the state as the last full check left it (see
    /// `pass_priority`).
    GivePriority,
    ResolveTop,
}

/// The London mulligan's progress (CR 103.5).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct MulliganState {
    /// Players still deciding this round, in turn order.
    pub deciding: Vec<PlayerId>,
    /// Players who chose to mulligan this round.
    pub mulliganing: Vec<PlayerId>,
    /// Players who kept and still owe cards to the bottom, in turn order.
    pub bottoming: Vec<PlayerId>,
    /// CR 103.6: players still to take actions from their opening hand, in turn order.
    pub opening: Vec<PlayerId>,
}

/// A game of Magic. Cloning is the unit of search (see the `Clone` impl).
#[derive(Debug)]
pub struct Game {
    pub(crate) cards: Arc<CardTable>,
    pub(crate) rng: Xoshiro256PlusPlus,
    /// Two players inline (no buffer of its own to copy in a clone).
    pub(crate) players: smallvec::SmallVec<[Player; 2]>,
    pub(crate) objects: Arena,
    pub(crate) counters: CounterTable,
    pub(crate) battlefield: Vec<ObjectId>,
    /// Bottom first; the top of the stack is the last item.
    pub(crate) stack: Vec<StackItem>,
    pub(crate) exile: Vec<ObjectId>,
    pub(crate) turn: TurnState,
    pub(crate) combat: Combat,
    /// The permanents dealt damage this turn, with each source ("that was dealt damage
    /// this turn", "a creature dealt damage by ~ this turn"); cleared
    /// at cleanup (CR 514.2).
    pub(crate) damaged_this_turn: Vec<(ObjectId, ObjectId)>,
    /// What this turn's events left for later counts (CR 700.4: the creatures that died).
    pub(crate) history: crate::state::turn_history::TurnHistory,
    pub(crate) effects: Vec<ContinuousEffect>,
    pub(crate) pending_triggers: Vec<PendingTrigger>,
    /// CR 603.10a: during an event that moves several permanents at once (destroying
    /// a group, state-based actions), the ones that have left the battlefield so far, so
    /// that leaves-the-battlefield triggers look back at all of them.
    pub(crate) simultaneous: Option<smallvec::SmallVec<[ObjectId; 4]>>,
    pub(crate) pending: Pending,
    pub(crate) announcing: Option<Announcing>,
    pub(crate) resolving: Option<Resolving>,
    /// Replacement and prevention effects waiting or being applied (CR 614–616).
    pub(crate) replacement: crate::state::replacement_state::ReplacementState,
    /// CR 724: the monarch, if any.
    pub(crate) monarch: Option<PlayerId>,
    /// CR 903: the Commander variant's state (the command zone, commanders, tax, commander
    /// damage); `None` in other games, which pay nothing for it.
    pub(crate) commander: Option<Box<crate::state::commander::CommanderState>>,
    /// Abilities limited to once each turn that were activated this turn (CR 602.5b).
    pub(crate) activated_this_turn: Vec<(ObjectId, u16)>,
    /// Abilities limited to one activation ("activate only once", CR 602.5b) that this
    /// object activated (a new object may again, CR 400.7).
    pub(crate) activated_ever: Vec<(ObjectId, u16)>,
    /// Triggered abilities limited to once each turn that have triggered this turn.
    pub(crate) triggered_this_turn: Vec<(ObjectId, u16)>,
    /// Abilities that began to resolve this turn, once per resolution, kept only when
    /// some card counts them (`Counted::ResolvedThisTurn`).
    pub(crate) resolved_this_turn: Vec<(ObjectId, u16)>,
    pub(crate) mulligan: MulliganState,
    pub(crate) cleanup_again: bool,
    /// How many permanents with static abilities affecting others are on the battlefield
    /// (lets characteristics skip the scan when there are none).
    pub(crate) static_sources: u32,
    /// How many of those do more than grant keywords or add to power and toughness
    /// (abilities removed, types or base values set): only then do characteristics
    /// need the full layer ordering, and listing abilities needs the layers at all.
    pub(crate) complex_sources: u32,
    /// How many permanents' static abilities, or copy effects, may give objects abilities
    /// they list (granted abilities, a land type's mana ability): without any, an
    /// object's abilities are at most its copiable values'.
    pub(crate) grant_sources: u32,
    /// CR 708.2: face-down objects (their `card` is the face-down definition) and the
    /// cards they really are; rare, so kept beside the objects rather than in each.
    pub(crate) face_down: Vec<(ObjectId, CardId)>,
    /// CR 114.1 / 114.4: emblems in the command zone, oldest first; each owned and
    /// controlled by the player who got it (CR 114.2).
    pub(crate) emblems: Vec<ObjectId>,
    /// CR 702.26b: phased-out permanents (out of `battlefield`, still in its zone), each
    /// with the player it phased out under and whether it phased out indirectly with
    /// what it is attached to (CR 702.26g).
    pub(crate) phased_out: Vec<(ObjectId, PlayerId, bool)>,
    /// CR 702.33d: permanents whose spell had its kicker cost paid (kept as last known
    /// information until the objects are recycled).
    pub(crate) kicked: Vec<ObjectId>,
    /// CR 118.9: spells cast for an alternative cost, and the permanents they became,
    /// with the kind of cost paid (evoke, dash, escape; kept as `kicked` is).
    pub(crate) alt_paid: Vec<(ObjectId, mw_ir::AltKind)>,
    /// CR 702.143a, 702.170a: cards foretold or plotted (in exile), with the turn each
    /// was exiled and the alternative cost that casts it later.
    pub(crate) foretold: Vec<(ObjectId, u32, mw_ir::AltKind)>,
    /// CR 605.3a: an object-choosing mana ability being activated, its object not yet
    /// chosen; and the object chosen, while it resolves.
    pub(crate) mana_choice: Option<crate::state::mana_state::ManaChoice>,
    pub(crate) cost_object: Option<ObjectId>,
    /// CR 701.27f: permanents that transformed, with the timestamp of the last time.
    pub(crate) transformed: Vec<(ObjectId, u32)>,
    /// CR 701.37b: monstrous permanents.
    pub(crate) monstrous: Vec<ObjectId>,
    /// CR 702.112b: renowned permanents.
    pub(crate) renowned: Vec<ObjectId>,
    /// CR 730.1: day, night, or neither (None).
    pub(crate) day_night: Option<mw_ir::DayNight>,
    /// CR 502.3: permanents that don't untap during their controller's next untap step.
    pub(crate) skip_untap: Vec<ObjectId>,
    /// CR 500.7: extra turns to take, the most recently created last (taken first).
    pub(crate) extra_turns: Vec<PlayerId>,
    /// CR 500.7: while extra turns are taken, whose turn the normal order resumes after.
    pub(crate) resume_after: Option<PlayerId>,
    /// CR 610.3: cards exiled until a permanent (the first id) leaves the battlefield.
    pub(crate) exiled_until: Vec<(ObjectId, ObjectId)>,
    /// CR 607.2a: cards exiled by an ability linked to another of the same object
    /// ("return the exiled card …"): (the object, the exiled card).
    pub(crate) linked_exiles: Vec<(ObjectId, ObjectId)>,
    /// CR 610.3a: exiled cards whose permanent has left, to return.
    pub(crate) returning: Vec<ObjectId>,
    /// Set while a condition is evaluated: conditional static abilities are left out of
    /// the characteristics it reads (`Game::condition_holds`).
    pub(crate) in_condition: std::cell::Cell<bool>,
    /// CR 613.2a: copy effects (layer 1), sorted by the object they affect (`copy`).
    pub(crate) copy_effects: Vec<crate::state::effect_values::CopyEffect>,
    /// Whether any resolved effect gave an object an ability (CR 613.1f) or made a land
    /// a basic land type (CR 305.7: its abilities replaced; kept by
    /// `add_effect` and `end_turn_effects`): abilities are then listed layer by layer.
    pub(crate) gained_abilities: bool,
    /// Tokens in existence (lets state-based actions skip the token check when none).
    pub(crate) tokens: u32,
    /// Rules in force until the end of the turn (`TurnRule` bits).
    pub(crate) turn_rules: u8,
    /// CR 603.7: delayed triggered abilities waiting for their moment.
    pub(crate) delayed: Vec<crate::state::waiting_triggers::DelayedTrigger>,
    /// Cards players may play from exile, and until when.
    pub(crate) play_permissions: Vec<crate::state::play_permissions::PlayPermission>,
    /// CR 702.34a: graveyard cards an effect gave flashback until end of turn.
    pub(crate) flashback_grants: Vec<ObjectId>,
    pub(crate) timestamp: u32,
    /// Physical cards handed out so far (`Object::instance`).
    pub(crate) instances: u32,
    pub(crate) result: Option<GameResult>,
    /// Decisions without a real choice that are not asked (`shortcuts`).
    pub(crate) shortcuts: crate::state::settings::Shortcuts,
    pub(crate) events: Vec<Event>,
    pub(crate) decisions_made: u64,
    scratch: Scratch,
    /// Results kept while the game is read-only (`frozen`): not state.
    pub(crate) caches: crate::state::caches::Caches,
}

/// A clone is the same game at the same decision. It leaves out only the event buffer of
/// the last `apply` (what happened, not state) and the scratch buffer, so that search
/// pays for neither.
impl Clone for Game {
    fn clone(&self) -> Game {
        Game {
            cards: self.cards.clone(),
            rng: self.rng.clone(),
            players: self.players.clone(),
            objects: self.objects.clone(),
            counters: self.counters.clone(),
            battlefield: self.battlefield.clone(),
            stack: self.stack.clone(),
            exile: self.exile.clone(),
            turn: self.turn,
            combat: self.combat.clone(),
            damaged_this_turn: self.damaged_this_turn.clone(),
            history: self.history.clone(),
            effects: self.effects.clone(),
            pending_triggers: self.pending_triggers.clone(),
            simultaneous: self.simultaneous.clone(),
            pending: self.pending.clone(),
            announcing: self.announcing.clone(),
            resolving: self.resolving.clone(),
            replacement: self.replacement.clone(),
            activated_this_turn: self.activated_this_turn.clone(),
            activated_ever: self.activated_ever.clone(),
            triggered_this_turn: self.triggered_this_turn.clone(),
            resolved_this_turn: self.resolved_this_turn.clone(),
            monarch: self.monarch,
            commander: self.commander.clone(),
            mulligan: self.mulligan.clone(),
            cleanup_again: self.cleanup_again,
            turn_rules: self.turn_rules,
            delayed: self.delayed.clone(),
            play_permissions: self.play_permissions.clone(),
            flashback_grants: self.flashback_grants.clone(),
            static_sources: self.static_sources,
            complex_sources: self.complex_sources,
            grant_sources: self.grant_sources,
            in_condition: std::cell::Cell::new(false),
            exiled_until: self.exiled_until.clone(),
            linked_exiles: self.linked_exiles.clone(),
            returning: self.returning.clone(),
            extra_turns: self.extra_turns.clone(),
            skip_untap: self.skip_untap.clone(),
            face_down: self.face_down.clone(),
            emblems: self.emblems.clone(),
            phased_out: self.phased_out.clone(),
            kicked: self.kicked.clone(),
            alt_paid: self.alt_paid.clone(),
            foretold: self.foretold.clone(),
            mana_choice: self.mana_choice.clone(),
            cost_object: self.cost_object,
            transformed: self.transformed.clone(),
            monstrous: self.monstrous.clone(),
            renowned: self.renowned.clone(),
            day_night: self.day_night,
            resume_after: self.resume_after,
            copy_effects: self.copy_effects.clone(),
            gained_abilities: self.gained_abilities,
            tokens: self.tokens,
            timestamp: self.timestamp,
            instances: self.instances,
            result: self.result,
            shortcuts: self.shortcuts,
            events: Vec::new(),
            decisions_made: self.decisions_made,
            scratch: Scratch::default(),
            caches: Default::default(),
        }
    }
}

impl Game {
    /// The reusable answer buffer (give it back with `put_scratch`).
    pub(crate) fn take_scratch(&mut self) -> Vec<Answer> {
        std::mem::take(&mut self.scratch.0)
    }

    pub(crate) fn put_scratch(&mut self, v: Vec<Answer>) {
        self.scratch.0 = v;
    }
}

/// A reusable answer buffer: working memory, not game state (its Debug shows nothing).
#[derive(Clone, Default)]
struct Scratch(Vec<Answer>);

impl std::fmt::Debug for Scratch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("_")
    }
}

impl Game {
    pub(crate) fn from_parts(
        cards: Arc<CardTable>,
        rng: Xoshiro256PlusPlus,
        players: Vec<Player>,
        turn: TurnState,
    ) -> Game {
        Game {
            cards,
            rng,
            players: smallvec::SmallVec::from_vec(players),
            objects: Arena::default(),
            counters: CounterTable::default(),
            battlefield: Vec::new(),
            stack: Vec::new(),
            exile: Vec::new(),
            turn,
            combat: Combat::default(),
            damaged_this_turn: Vec::new(),
            history: Default::default(),
            effects: Vec::new(),
            pending_triggers: Vec::new(),
            simultaneous: None,
            pending: Pending::GameOver,
            announcing: None,
            resolving: None,
            replacement: Default::default(),
            activated_this_turn: Vec::new(),
            activated_ever: Vec::new(),
            triggered_this_turn: Vec::new(),
            resolved_this_turn: Vec::new(),
            monarch: None,
            commander: None,
            mulligan: MulliganState::default(),
            cleanup_again: false,
            turn_rules: 0,
            delayed: Vec::new(),
            play_permissions: Vec::new(),
            flashback_grants: Vec::new(),
            static_sources: 0,
            complex_sources: 0,
            grant_sources: 0,
            in_condition: std::cell::Cell::new(false),
            exiled_until: Vec::new(),
            linked_exiles: Vec::new(),
            returning: Vec::new(),
            extra_turns: Vec::new(),
            skip_untap: Vec::new(),
            face_down: Vec::new(),
            emblems: Vec::new(),
            phased_out: Vec::new(),
            kicked: Vec::new(),
            alt_paid: Vec::new(),
            foretold: Vec::new(),
            mana_choice: None,
            cost_object: None,
            transformed: Vec::new(),
            monstrous: Vec::new(),
            renowned: Vec::new(),
            day_night: None,
            resume_after: None,
            copy_effects: Vec::new(),
            gained_abilities: false,
            tokens: 0,
            timestamp: 0,
            instances: 0,
            result: None,
            shortcuts: Default::default(),
            events: Vec::new(),
            decisions_made: 0,
            scratch: Scratch::default(),
            caches: Default::default(),
        }
    }

    // ----- read access ---------------------------------------------------------------

    pub fn cards(&self) -> &CardTable {
        &self.cards
    }
    /// CR 700.2: the answer (a mode number) that chooses these printed modes (1 = the
    /// first) of the modal spell `card`, if that set may be chosen.
    pub fn mode_answer(&self, card: CardId, printed: &[u32]) -> Option<u32> {
        let count = self.def(card).abilities.iter().find_map(|a| match a {
            mw_ir::Ability::ChooseOne { printed, .. } => Some(*printed),
            _ => None,
        })?;
        if count.printed == 0 {
            return match printed {
                [m] => Some(*m),
                _ => None,
            };
        }
        let want = printed.iter().try_fold(0u32, |set, &m| (1..=u32::from(count.printed)).contains(&m).then(|| set | 1 << (m - 1)))?;
        let k = count.sets().iter().position(|s| *s == want)?;
        Some(k as u32 + 1)
    }

    pub fn def(&self, card: CardId) -> &CardDef {
        self.cards.get(card)
    }
    pub fn object(&self, id: ObjectId) -> Option<&Object> {
        self.objects.get(id)
    }
    /// CR 608.2h: the object as it last existed, if it has left its zone.
    pub fn last_known(&self, id: ObjectId) -> Option<&Object> {
        self.objects.last_known(id)
    }
    /// CR 122: how many counters of a kind are on an object (or were, as it last existed).
    pub fn counter_count(&self, id: ObjectId, kind: mw_types::CounterKind) -> u32 {
        self.counters.get(id, kind)
    }
    pub fn counters_on(&self, id: ObjectId) -> impl Iterator<Item = (mw_types::CounterKind, u32)> + '_ {
        self.counters.on(id)
    }
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
    pub fn player_ids(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.players.len() as u8).map(PlayerId)
    }
    pub fn battlefield(&self) -> &[ObjectId] {
        &self.battlefield
    }
    pub fn stack(&self) -> &[StackItem] {
        &self.stack
    }
    pub fn exile(&self) -> &[ObjectId] {
        &self.exile
    }
    pub fn turn(&self) -> TurnState {
        self.turn
    }
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    /// The events of the last `apply` (or of setup, before the first).
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    pub fn decisions_made(&self) -> u64 {
        self.decisions_made
    }
    pub fn combat(&self) -> &Combat {
        &self.combat
    }
    /// Its name now (a copy has the name of what it copies, CR 707.2).
    pub fn name(&self, id: ObjectId) -> &str {
        if id == NO_OBJECT {
            return "the monarch";
        }
        self.face(id).map_or("?", |c| self.cards.get(c).name.as_str())
    }

    /// The name of the card's other face (an Adventure, a modal back face), if it has one.
    pub fn alternate_name(&self, id: ObjectId) -> Option<&str> {
        let card = self.objects.get(id)?.card;
        self.cards.alternate(card).map(|(alt, _)| self.cards.get(alt).name.as_str())
    }

    /// CR 709.3: the name of the half a split card is cast as by default (its left half).
    pub fn split_left_name(&self, id: ObjectId) -> Option<&str> {
        let card = self.objects.get(id)?.card;
        let left = self.cards.castable(card);
        (left != card).then(|| self.cards.get(left).name.as_str())
    }

    /// How many permanents are on the battlefield.
    pub fn permanent_count(&self) -> usize {
        self.battlefield.len()
    }

    /// CR 724: the monarch, if any.
    pub fn monarch(&self) -> Option<PlayerId> {
        self.monarch
    }

    /// The objects in a player's zone (battlefield: those they control).
    pub fn zone(&self, p: PlayerId, zone: Zone) -> Vec<ObjectId> {
        let pl = &self.players[p.index()];
        match zone {
            Zone::Library => pl.library.clone(),
            Zone::Hand => pl.hand.clone(),
            Zone::Graveyard => pl.graveyard.clone(),
            Zone::Battlefield => self
                .battlefield
                .iter()
                .copied()
                .filter(|id| self.objects.get(*id).is_some_and(|o| o.controller == p))
                .collect(),
            Zone::Exile => self
                .exile
                .iter()
                .copied()
                .filter(|id| self.objects.get(*id).is_some_and(|o| o.owner == p))
                .collect(),
            Zone::Stack => self
                .stack
                .iter()
                .filter(|s| s.controller == p)
                .filter_map(|s| s.spell_object())
                .collect(),
            Zone::Command => self
                .commander
                .as_ref()
                .map(|c| c.zone.iter().copied().filter(|id| self.objects.get(*id).is_some_and(|o| o.owner == p)).collect::<Vec<_>>())
                .unwrap_or_default()
                .into_iter()
                .chain(self.emblems.iter().copied().filter(|id| self.objects.get(*id).is_some_and(|o| o.owner == p)))
                .collect(),
        }
    }

    pub(crate) fn players_in_game(&self) -> usize {
        self.players.iter().filter(|p| !p.has_lost).count()
    }

    /// The next player in turn order still in the game (CR 101.4).
    pub(crate) fn next_player(&self, p: PlayerId) -> PlayerId {
        let n = self.players.len() as u8;
        let mut q = p;
        for _ in 0..n {
            q = PlayerId((q.0 + 1) % n);
            if !self.players[q.index()].has_lost {
                return q;
            }
        }
        p
    }

    /// CR 101.4: all players still in the game, in APNAP order.
    pub(crate) fn apnap(&self) -> smallvec::SmallVec<[PlayerId; 4]> {
        self.in_turn_order_from(self.turn.active)
    }

    /// All players still in the game in turn order, starting with `first` (CR 101.4,
    /// 701.38a: "starting with you").
    pub(crate) fn in_turn_order_from(&self, first: PlayerId) -> smallvec::SmallVec<[PlayerId; 4]> {
        let n = self.players.len() as u8;
        (0..n)
            .map(|i| PlayerId((first.0 + i) % n))
            .filter(|p| !self.players[p.index()].has_lost)
            .collect()
    }

    // ----- shared mutation helpers ----------------------------------------------------

    pub(crate) fn emit(&mut self, rule: &'static str, kind: EventKind) {
        self.events.push(Event { rule, kind });
    }

    /// Counts a permanent with static abilities arriving on (or leaving) the battlefield;
    /// every arrival and departure (and change of face) changes the layout (`frozen`).
    pub(crate) fn track_statics(&mut self, card: CardId, arriving: bool) {
        self.layout_changed();
        if !self.cards.has_statics(card) {
            return;
        }
        let complex = self.cards.is_complex(card) as u32;
        let grants = self.cards.grants(card) as u32;
        if arriving {
            self.static_sources += 1;
            self.complex_sources += complex;
            self.grant_sources += grants;
        } else {
            self.static_sources = self.static_sources.saturating_sub(1);
            self.complex_sources = self.complex_sources.saturating_sub(complex);
            self.grant_sources = self.grant_sources.saturating_sub(grants);
        }
    }

    /// CR 303.4 / 301.5: `id` is attached to `to` (or to nothing). What an Aura or
    /// Equipment is attached to decides what its static abilities reach (`frozen`).
    pub(crate) fn set_attached(&mut self, id: ObjectId, to: Option<ObjectId>) {
        if let Some(o) = self.objects.get_mut(id) {
            o.attached_to = to;
            self.layout_changed();
        }
    }

    /// CR 303.4, 702.5: the Aura `id` is attached to the player `to` (or to nothing).
    pub(crate) fn set_attached_player(&mut self, id: ObjectId, to: Option<PlayerId>) {
        if let Some(o) = self.objects.get_mut(id) {
            o.attached_to = None;
            o.attached_player = to;
            self.layout_changed();
        }
    }

    /// A new physical card (or token) number.
    pub(crate) fn next_instance(&mut self) -> u32 {
        self.instances += 1;
        self.instances
    }

    pub(crate) fn next_timestamp(&mut self) -> u32 {
        self.timestamp += 1;
        self.timestamp
    }

    /// CR 708.2: the card a face-down object really is.
    pub(crate) fn face_down_card(&self, id: ObjectId) -> Option<CardId> {
        self.face_down.iter().find(|(o, _)| *o == id).map(|(_, c)| *c)
    }

    /// CR 715.3 / 712.12: the card is (from now on) this face of itself.
    pub(crate) fn set_face(&mut self, id: ObjectId, face: CardId) {
        let Some(o) = self.objects.get(id).copied() else { return };
        if o.card == face {
            return;
        }
        if o.zone == Zone::Battlefield {
            self.track_statics(o.card, false);
            self.track_statics(face, true);
        }
        if let Some(o) = self.objects.get_mut(id) {
            o.card = face;
        }
    }

    /// CR 104.3: a player loses; with one player left, that player wins (CR 104.2a).
    pub(crate) fn lose(&mut self, p: PlayerId, reason: LossReason, rule: &'static str) {
        // CR 104.3a: conceding can't be stopped; any other loss by "can't lose the game".
        if self.players[p.index()].has_lost || (reason != LossReason::Conceded && self.cant_lose_game(p)) {
            return;
        }
        self.players[p.index()].has_lost = true;
        self.emit(rule, EventKind::PlayerLost { player: p, reason });
        // CR 724.4: the monarch leaving passes it to the active player (or the next one).
        if self.monarch == Some(p) {
            let next = if self.turn.active != p { self.turn.active } else { self.next_player(p) };
            self.monarch = (next != p && !self.players[next.index()].has_lost).then_some(next);
        }
    }

    /// CR 104.2a / 104.4a: decides the result once players have lost.
    pub(crate) fn settle_result(&mut self) {
        let left: Vec<PlayerId> = self.player_ids().filter(|p| !self.player(*p).has_lost).collect();
        match left.as_slice() {
            [] => {
                self.result = Some(GameResult::Draw);
                self.emit("104.4a", EventKind::GameDrawn);
            }
            [winner] => {
                self.result = Some(GameResult::Won(*winner));
                self.emit("104.2a", EventKind::GameWon { player: *winner });
            }
            _ => {}
        }
    }
}

/// A placeholder id for questions asked with no object in play (never a live object).
pub const NO_OBJECT: ObjectId = ObjectId { slot: u32::MAX, generation: u32::MAX };

impl Game {
    /// The memory a game state holds: the struct and every buffer it owns (card
    /// definitions are shared and not counted).
    pub fn approx_bytes(&self) -> usize {
        use std::mem::size_of;
        let players: usize = self
            .players
            .iter()
            .map(|p| (p.library.capacity() + p.hand.capacity() + p.graveyard.capacity()) * size_of::<ObjectId>())
            .sum();
        size_of::<Game>()
            + self.players.capacity() * size_of::<Player>()
            + players
            + self.objects.heap_bytes()
            + self.counters.heap_bytes()
            + (self.battlefield.capacity() + self.exile.capacity()) * size_of::<ObjectId>()
            + self.stack.capacity() * size_of::<StackItem>()
            + self.effects.capacity() * size_of::<ContinuousEffect>()
            + self.copy_effects.capacity() * size_of::<crate::state::effect_values::CopyEffect>()
            + self.pending_triggers.capacity() * size_of::<PendingTrigger>()
            + self.events.capacity() * size_of::<Event>()
            + self.scratch.0.capacity() * size_of::<Answer>()
    }
}

impl Game {
    /// CR 607.2a: the cards `source`'s linked abilities exiled that are still in exile.
    pub(crate) fn linked_exiled(&self, source: ObjectId) -> impl Iterator<Item = ObjectId> + '_ {
        self.linked_exiles
            .iter()
            .filter(move |&&(s, c)| s == source && self.objects.get(c).is_some_and(|o| o.zone == crate::state::zones::Zone::Exile))
            .map(|&(_, c)| c)
    }

    /// The object that physical card `instance` is now, if it still exists.
    pub fn find_instance(&self, instance: u32) -> Option<ObjectId> {
        self.objects.live().find(|(_, o)| o.instance == instance).map(|(id, _)| id)
    }

    /// Every object the zones hold, once each: libraries, hands, graveyards, the
    /// battlefield, exile and spells on the stack. For invariant checks.
    pub fn all_zone_entries(&self) -> Vec<ObjectId> {
        let mut out = Vec::new();
        for p in &self.players {
            out.extend(&p.library);
            out.extend(&p.hand);
            out.extend(&p.graveyard);
        }
        out.extend(&self.battlefield);
        out.extend(&self.exile);
        out.extend(self.stack.iter().filter_map(|s| s.spell_object()));
        out
    }

    /// How many objects exist now.
    pub fn live_object_count(&self) -> usize {
        self.objects.live_count()
    }
}
