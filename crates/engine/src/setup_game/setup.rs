//! Starting a game (CR 103): setup validated once, shuffling, opening hands, and the
//! London mulligan (CR 103.5) as decisions.

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{CardTable, Game, Next, Pending, Player, TurnState};
use crate::state::objects::Object;
use crate::turn_flow::turn::Step;
use crate::state::zones::Zone;
use mw_types::{CardId, ObjectId, PlayerId};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use std::sync::Arc;
use thiserror::Error;

/// A plain description of a game to start: the card table and each player's deck.
#[derive(Clone, Debug)]
pub struct GameSetup {
    pub cards: Arc<CardTable>,
    /// One deck per player, in seat order.
    pub decks: Vec<Vec<CardId>>,
    pub seed: u64,
    /// CR 103.4: starting life total.
    pub starting_life: i32,
    /// CR 903.3: each player's commander(s), in seat order (a card listed here is not also
    /// in the deck); all empty for a game that isn't a Commander game.
    pub commanders: Vec<Vec<CardId>>,
}

/// Why a setup was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("a game needs 2 to 8 players, not {0}")]
    PlayerCount(usize),
    #[error("deck of player {player} names card #{card}, which the card table does not have")]
    UnknownCard { player: usize, card: u32 },
    #[error("{have} players have commanders listed; a Commander game lists them for each of its {players} players (CR 903.3)")]
    Commanders { have: usize, players: usize },
}

impl GameSetup {
    pub fn new(cards: Arc<CardTable>, decks: Vec<Vec<CardId>>, seed: u64) -> GameSetup {
        GameSetup { cards, decks, seed, starting_life: 20, commanders: Vec::new() }
    }

    /// CR 903.6–903.7: a Commander game: each player's commanders start in the command
    /// zone, and each player's starting life is 40.
    pub fn commander(cards: Arc<CardTable>, decks: Vec<Vec<CardId>>, commanders: Vec<Vec<CardId>>, seed: u64) -> GameSetup {
        GameSetup { cards, decks, seed, starting_life: 40, commanders }
    }
}

impl Game {
    /// CR 103: validates the setup and starts the game at its first decision (the
    /// starting player's mulligan).
    pub fn new(setup: GameSetup) -> Result<Game, SetupError> {
        let n = setup.decks.len();
        if !(2..=8).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        if !setup.commanders.is_empty() && setup.commanders.len() != n {
            return Err(SetupError::Commanders { have: setup.commanders.len(), players: n });
        }
        for (player, deck) in setup.decks.iter().chain(&setup.commanders).enumerate() {
            let player = player % n;
            if let Some(bad) = deck.iter().find(|c| c.0 as usize >= setup.cards.len()) {
                return Err(SetupError::UnknownCard { player, card: bad.0 });
            }
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(setup.seed);
        // CR 103.1: the starting player is chosen at random.
        let start = PlayerId(rng.random_range(0..n as u8));
        let players = (0..n).map(|_| Player::new(setup.starting_life)).collect();
        let turn =
            TurnState { number: 1, active: start, step: Step::Untap, priority: start, passes: 0, began_at: 0 };
        let mut game = Game::from_parts(setup.cards, rng, players, turn);
        game.emit("103.1", EventKind::GameStarted { starting_player: start });
        if !setup.commanders.is_empty() {
            game.commander = Some(Box::default());
            // CR 903.6: each commander starts face up in the command zone.
            for (i, list) in setup.commanders.iter().enumerate() {
                for &card in list {
                    game.set_up_commander(card, PlayerId(i as u8));
                }
            }
        }
        for (i, deck) in setup.decks.iter().enumerate() {
            for &card in deck {
                let ts = game.next_timestamp();
                let instance = game.next_instance();
                let id = game.set_up_object(Object::new(card, instance, PlayerId(i as u8), Zone::Library, ts));
                game.players[i].library.push(id);
            }
        }
        let order: Vec<PlayerId> = game.apnap().into_iter().collect();
        for &p in &order {
            game.shuffle_library(p, "103.3");
            game.draw_hand(p);
        }
        game.mulligan.deciding = order;
        game.pending = Pending::Mulligan { player: start };
        Ok(game)
    }

    /// CR 103.5: draws the opening hand of seven.
    fn draw_hand(&mut self, p: PlayerId) {
        for _ in 0..7 {
            self.draw(p, "103.5");
        }
    }

    /// CR 103.5: keep or mulligan; after everyone decided, those who mulliganed shuffle
    /// their hand away and draw seven anew, and the round repeats for them.
    pub(crate) fn answer_mulligan(&mut self, player: PlayerId, answer: Answer) -> Next {
        self.mulligan.deciding.retain(|p| *p != player);
        if answer == Answer::Mulligan {
            self.mulligan.mulliganing.push(player);
        } else {
            self.emit("103.5", EventKind::Kept { player });
            if self.players[player.index()].mulligans > 0 {
                self.mulligan.bottoming.push(player);
            }
        }
        if let Some(&p) = self.mulligan.deciding.first() {
            self.pending = Pending::Mulligan { player: p };
            return Next::Decide;
        }
        let again = std::mem::take(&mut self.mulligan.mulliganing);
        for &p in &again {
            let pl = &mut self.players[p.index()];
            pl.mulligans = pl.mulligans.saturating_add(1);
            let count = pl.mulligans;
            self.emit("103.5", EventKind::Mulliganed { player: p, count });
            let hand: Vec<ObjectId> = self.players[p.index()].hand.clone();
            for c in hand {
                self.move_object(c, Zone::Library, "103.5");
            }
            self.shuffle_library(p, "103.5");
            self.draw_hand(p);
        }
        if !again.is_empty() {
            self.mulligan.deciding = again;
            self.pending = Pending::Mulligan { player: self.mulligan.deciding[0] };
            return Next::Decide;
        }
        self.next_bottoming()
    }

    /// CR 103.5: a player who kept after N mulligans puts N cards on the bottom.
    fn next_bottoming(&mut self) -> Next {
        while let Some(&p) = self.mulligan.bottoming.first() {
            // CR 800.6: in a multiplayer game the first mulligan is free.
            let free = (self.players.len() > 2) as u8;
            let owed = self.players[p.index()].mulligans.saturating_sub(free).min(7);
            let owed = owed.min(self.players[p.index()].hand.len() as u8);
            if owed > 0 {
                self.pending = Pending::PutOnBottom { player: p, remaining: owed };
                return Next::Decide;
            }
            self.mulligan.bottoming.remove(0);
        }
        self.begin_opening_actions()
    }

    pub(crate) fn answer_bottom(&mut self, player: PlayerId, answer: Answer, remaining: u8) -> Next {
        let Answer::Object(card) = answer else { return Next::Decide };
        // CR 401.3 aside: the bottom is the end of the top-first list.
        if self.set_up_bottom(card).is_none() {
            return Next::Decide;
        }
        self.emit("103.5", EventKind::PutOnBottom { player, card });
        if remaining > 1 {
            self.pending = Pending::PutOnBottom { player, remaining: remaining - 1 };
            return Next::Decide;
        }
        self.mulligan.bottoming.retain(|p| *p != player);
        self.next_bottoming()
    }
}
