//! A player's own state (CR 102): life, poison and energy (changed only through the action
//! pipeline), the player's zones, mana pool, and what they did this turn.

use crate::state::mana_state::ManaPool;
use mw_types::ObjectId;
use serde::{Deserialize, Serialize};

/// A player's own state (CR 102).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Player {
    /// CR 119: changed only by the action pipeline (`pipeline::life`), read by `life()`.
    life: i32,
    /// Top card first.
    pub library: Vec<ObjectId>,
    pub hand: Vec<ObjectId>,
    /// Top card first.
    pub graveyard: Vec<ObjectId>,
    pub pool: ManaPool,
    pub lands_played: u32,
    /// CR 305.2: additional land plays allowed this turn.
    pub extra_land_plays: u32,
    /// CR 122.1f: changed only by the action pipeline (`pipeline::counters`).
    poison: u32,
    /// CR 107.14: energy counters ({E}); changed only by the action pipeline.
    energy: u32,
    /// Cards drawn and spells cast this turn ("your second card each turn").
    pub drawn_this_turn: u32,
    pub cast_this_turn: u32,
    /// Spells this player cast during the previous turn (werewolves, CR 603.4).
    pub cast_last_turn: u32,
    /// Timestamps of the beginnings of this player's current and previous upkeeps (echo).
    pub upkeeps: [u32; 2],
    /// Whether this player was dealt damage this turn (bloodthirst).
    pub damaged_this_turn: bool,
    /// What else happened this turn that conditions ask about (revolt, morbid, raid).
    #[serde(default)]
    pub this_turn: crate::state::turn_events::TurnEvents,
    /// One or more cards left this player's graveyard since triggers were last put on
    /// the stack ("whenever one or more cards leave your graveyard").
    pub left_graveyard: bool,
    /// CR 614.10: turns this player will skip.
    pub skip_turns: u32,
    /// CR 500.11: combat phases of this player's turns that will be skipped.
    #[serde(default)]
    pub skip_combats: u32,
    /// … and one of them was a creature card.
    pub creature_left_graveyard: bool,
    pub drew_from_empty: bool,
    pub has_lost: bool,
    pub mulligans: u8,
    /// CR 601.3b: spells (passing the filter) this player may cast as though they had
    /// flash, by resolved instructions, each until its duration ends.
    #[serde(default)]
    pub cast_as_flash: Vec<(mw_ir::ObjectFilter, mw_ir::Duration)>,
    /// CR 702.179: the player's speed (`state::speed`).
    #[serde(default)]
    pub speed: crate::state::speed::Speed,
    /// CR 701.54: the Ring's temptations and Ring-bearer (`state::ring`).
    #[serde(default)]
    pub ring: crate::state::ring::Ring,
}

impl Player {
    /// CR 119.1: the player's life total.
    #[inline]
    pub fn life(&self) -> i32 {
        self.life
    }

    /// Only the action pipeline can change a life total (`Seal`).
    #[inline]
    pub(crate) fn set_life(&mut self, life: i32, _: crate::pipeline::Seal) {
        self.life = life;
    }

    /// CR 122.1f: poison counters.
    #[inline]
    pub fn poison(&self) -> u32 {
        self.poison
    }

    /// CR 107.14: energy counters.
    #[inline]
    pub fn energy(&self) -> u32 {
        self.energy
    }

    #[inline]
    pub(crate) fn set_poison(&mut self, n: u32, _: crate::pipeline::Seal) {
        self.poison = n;
    }

    #[inline]
    pub(crate) fn set_energy(&mut self, n: u32, _: crate::pipeline::Seal) {
        self.energy = n;
    }

    pub(crate) fn new(life: i32) -> Player {
        Player {
            life,
            library: Vec::new(),
            hand: Vec::new(),
            graveyard: Vec::new(),
            pool: ManaPool::default(),
            lands_played: 0,
            extra_land_plays: 0,
            poison: 0,
            energy: 0,
            drawn_this_turn: 0,
            cast_this_turn: 0,
            cast_last_turn: 0,
            upkeeps: [0; 2],
            damaged_this_turn: false,
            this_turn: crate::state::turn_events::TurnEvents::default(),
            left_graveyard: false,
            skip_turns: 0,
            skip_combats: 0,
            creature_left_graveyard: false,
            drew_from_empty: false,
            has_lost: false,
            mulligans: 0,
            cast_as_flash: Vec::new(),
            speed: crate::state::speed::Speed::default(),
            ring: crate::state::ring::Ring::default(),
        }
    }
}

