//! Starting from any position: a plain description of every zone, validated once into a
//! game that stands where a player would receive priority (used by scenarios, puzzles
//! and tests; the rules still run, nothing is patched in afterwards).

use crate::state::game::{CardTable, Game, Next, Player, TurnState};
use crate::state::objects::Object;
use crate::turn_flow::turn::Step;
use crate::state::zones::Zone;
use mw_ir::Keyword;
use mw_types::{CardId, CounterKind, ManaType, ObjectId, PlayerId};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::Arc;
use thiserror::Error;

/// A permanent to put on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermanentSetup {
    pub card: CardId,
    pub tapped: bool,
    /// Not under its controller's control since their most recent turn began (CR 302.6).
    pub sick: bool,
    pub counters: Vec<(CounterKind, u32)>,
    pub damage: i32,
    /// Index, in `PositionSetup::permanents()` order, of what it is attached to.
    pub attached_to: Option<usize>,
    /// CR 303.4, 702.5: the player an Aura with "enchant player" is attached to.
    pub attached_player: Option<PlayerId>,
    /// Controller, if not its owner.
    pub controller: Option<PlayerId>,
    /// CR 903.3: the card is its owner's commander.
    pub commander: bool,
    /// CR 701.54a: its controller's Ring-bearer (the Ring must have tempted them).
    pub ring_bearer: bool,
}

impl PermanentSetup {
    pub fn new(card: CardId) -> PermanentSetup {
        PermanentSetup {
            card,
            tapped: false,
            sick: false,
            counters: Vec::new(),
            damage: 0,
            attached_to: None,
            attached_player: None,
            controller: None,
            commander: false,
            ring_bearer: false,
        }
    }
}

/// One player's zones. Libraries and graveyards are listed top card first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSetup {
    pub life: i32,
    pub library: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub graveyard: Vec<CardId>,
    pub exile: Vec<CardId>,
    pub battlefield: Vec<PermanentSetup>,
    pub pool: Vec<(ManaType, u32)>,
    pub lands_played: u32,
    /// CR 903.3, 903.6: the player's commanders in the command zone (any listed makes the
    /// game a Commander game).
    pub command: Vec<CardId>,
    /// CR 702.179: the player's speed, 0 (none) to 4.
    pub speed: u8,
    /// CR 701.54c: how many times the Ring has tempted the player this game.
    pub ring: u8,
}

impl Default for PlayerSetup {
    fn default() -> Self {
        PlayerSetup {
            life: 20,
            library: Vec::new(),
            hand: Vec::new(),
            graveyard: Vec::new(),
            exile: Vec::new(),
            battlefield: Vec::new(),
            pool: Vec::new(),
            lands_played: 0,
            command: Vec::new(),
            speed: 0,
            ring: 0,
        }
    }
}

/// A whole position.
#[derive(Clone, Debug)]
pub struct PositionSetup {
    pub cards: Arc<CardTable>,
    pub seed: u64,
    pub turn: u32,
    pub active: PlayerId,
    pub step: Step,
    pub players: Vec<PlayerSetup>,
}

/// Why a position was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("a game needs 2 to 8 players, not {0}")]
    PlayerCount(usize),
    #[error("the active player {0} is not in the game")]
    ActivePlayer(PlayerId),
    #[error("turn must be 1 or more")]
    Turn,
    #[error("card #{0} is not in the card table")]
    UnknownCard(u32),
    #[error("{name} cannot be on the battlefield: it is not a permanent card (CR 110.4)")]
    NotAPermanent { name: String },
    #[error("{name} is controlled by {controller}, who is not in the game")]
    Controller { name: String, controller: PlayerId },
    #[error("{name} is attached to permanent #{index}, which does not exist or is itself")]
    Attachment { name: String, index: usize },
    #[error("{name} is an Aura attached to nothing (CR 303.4, 704.5m)")]
    UnattachedAura { name: String },
    #[error("{name} has negative damage")]
    Damage { name: String },
    #[error("a speed of {0}: speed is 0 (none) to 4 (CR 702.179)")]
    Speed(u8),
    #[error("a Ring-bearer for a player the Ring hasn't tempted (CR 701.54a): give them `ring: N` first")]
    RingBearerUntempted,
}

impl PositionSetup {
    /// Every permanent in order: player 1's, then player 2's, …
    pub fn permanents(&self) -> impl Iterator<Item = (PlayerId, &PermanentSetup)> {
        self.players
            .iter()
            .enumerate()
            .flat_map(|(i, p)| p.battlefield.iter().map(move |b| (PlayerId(i as u8), b)))
    }

    fn validate(&self) -> Result<(), PositionError> {
        let n = self.players.len();
        if !(2..=8).contains(&n) {
            return Err(PositionError::PlayerCount(n));
        }
        if self.active.index() >= n {
            return Err(PositionError::ActivePlayer(self.active));
        }
        if self.turn == 0 {
            return Err(PositionError::Turn);
        }
        if let Some(p) = self.players.iter().find(|p| p.speed > crate::state::speed::MAX_SPEED) {
            return Err(PositionError::Speed(p.speed));
        }
        let untempted = |(p, b): (PlayerId, &PermanentSetup)| b.ring_bearer && self.players.get(b.controller.unwrap_or(p).index()).is_none_or(|pl| pl.ring == 0);
        if self.permanents().any(untempted) {
            return Err(PositionError::RingBearerUntempted);
        }
        let known = |c: &CardId| (c.0 as usize) < self.cards.len();
        for p in &self.players {
            let all = p.library.iter().chain(&p.hand).chain(&p.graveyard).chain(&p.exile).chain(&p.command);
            if let Some(c) = all.chain(p.battlefield.iter().map(|b| &b.card)).find(|c| !known(c)) {
                return Err(PositionError::UnknownCard(c.0));
            }
        }
        let perms: Vec<_> = self.permanents().collect();
        for (i, (_, b)) in perms.iter().enumerate() {
            let def = self.cards.get(b.card);
            let name = def.name.clone();
            if !def.is_permanent() {
                return Err(PositionError::NotAPermanent { name });
            }
            if let Some(c) = b.controller.filter(|c| c.index() >= n) {
                return Err(PositionError::Controller { name, controller: c });
            }
            if b.damage < 0 {
                return Err(PositionError::Damage { name });
            }
            if let Some(p) = b.attached_player.filter(|p| p.index() >= n) {
                return Err(PositionError::Controller { name, controller: p });
            }
            match b.attached_to {
                Some(t) if t >= perms.len() || t == i => {
                    return Err(PositionError::Attachment { name, index: t })
                }
                None if b.attached_player.is_none() && self.cards.subtypes(b.card).contains(&mw_types::Subtype::AURA) => {
                    return Err(PositionError::UnattachedAura { name })
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The objects a position created, in the order of the setup's lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionIds {
    /// Per player: library, hand, graveyard, exile, in list order.
    pub zones: Vec<[Vec<ObjectId>; 4]>,
    /// Every permanent, in `PositionSetup::permanents()` order.
    pub permanents: Vec<ObjectId>,
    /// The command zone's commanders, player 1's first, in list order.
    pub command: Vec<ObjectId>,
}

impl Game {
    /// Builds a game standing at the given position, the active player about to receive
    /// priority: state-based actions and waiting triggers happen first (CR 117.5).
    pub fn from_position(setup: PositionSetup) -> Result<(Game, PositionIds), PositionError> {
        setup.validate()?;
        let rng = Xoshiro256PlusPlus::seed_from_u64(setup.seed);
        let players = setup
            .players
            .iter()
            .map(|p| {
                let mut pl = Player::new(p.life);
                pl.lands_played = p.lands_played;
                pl.speed = crate::state::speed::Speed::with_value(p.speed);
                pl.ring = crate::state::ring::Ring::with_tempted(p.ring);
                for &(t, n) in &p.pool {
                    pl.pool.add(t, n);
                }
                pl
            })
            .collect();
        let a = setup.active;
        let turn = TurnState { number: setup.turn, active: a, step: setup.step, priority: a, passes: 0, began_at: 0 };
        let mut game = Game::from_parts(setup.cards.clone(), rng, players, turn);
        let mut ids = PositionIds::default();
        for (i, p) in setup.players.iter().enumerate() {
            let owner = PlayerId(i as u8);
            let mut zones: [Vec<ObjectId>; 4] = Default::default();
            for (k, (list, zone)) in [
                (&p.library, Zone::Library),
                (&p.hand, Zone::Hand),
                (&p.graveyard, Zone::Graveyard),
                (&p.exile, Zone::Exile),
            ]
            .into_iter()
            .enumerate()
            {
                for &card in list {
                    let id = game.create(card, owner, zone);
                    zones[k].push(id);
                }
            }
            ids.zones.push(zones);
            for &card in &p.command {
                let id = game.set_up_commander(card, owner);
                ids.command.push(id);
            }
        }
        let perms: Vec<(PlayerId, PermanentSetup)> =
            setup.permanents().map(|(p, b)| (p, b.clone())).collect();
        for (owner, b) in &perms {
            let id = game.create(b.card, *owner, Zone::Battlefield);
            let sick = b.sick;
            let controller = b.controller.unwrap_or(*owner);
            let o = game.objects.get_mut(id).expect("just created");
            o.controller = controller;
            o.base_controller = controller;
            o.set_controlled_since_turn_start(!sick);
            for &(k, n) in &b.counters {
                game.set_up_counters(id, k, n);
            }
            game.set_up_tapped(id, b.tapped);
            game.set_up_damage(id, b.damage);
            if b.commander {
                game.designate_commander(id);
            }
            if b.ring_bearer {
                game.set_ring_bearer(controller, id);
            }
            ids.permanents.push(id);
        }
        for (i, (_, b)) in perms.iter().enumerate() {
            if let Some(t) = b.attached_to {
                let target = ids.permanents[t];
                game.set_attached(ids.permanents[i], Some(target));
            }
            if let Some(p) = b.attached_player {
                game.set_attached_player(ids.permanents[i], Some(p));
            }
        }
        // The permanents of the position were there before this turn began.
        game.turn.began_at = game.next_timestamp();
        game.run(Next::OfferPriority);
        Ok((game, ids))
    }

    /// Creates a new physical card as an object in a zone (setup only).
    fn create(&mut self, card: CardId, owner: PlayerId, zone: Zone) -> ObjectId {
        let ts = self.next_timestamp();
        let instance = self.next_instance();
        let id = self.set_up_object(Object::new(card, instance, owner, zone, ts));
        if zone == Zone::Battlefield {
            self.track_statics(card, true);
        }
        let pl = &mut self.players[owner.index()];
        match zone {
            Zone::Library => pl.library.push(id),
            Zone::Hand => pl.hand.push(id),
            Zone::Graveyard => pl.graveyard.push(id),
            Zone::Exile => self.exile.push(id),
            Zone::Battlefield => self.battlefield.push(id),
            Zone::Stack | Zone::Command => {}
        }
        id
    }

    /// Whether a creature could attack or use {T} now, for views: CR 302.6 with haste.
    pub fn is_summoning_sick(&self, id: ObjectId) -> bool {
        self.objects.get(id).is_some_and(|o| !o.controlled_since_turn_start())
            && !self.has_keyword(id, Keyword::Haste)
    }
}
