//! CR 103.6: actions taken with cards from the opening hand once the mulligans are done:
//! the starting player first, then each other player in turn order, each taking any of
//! theirs in any order (CR 103.6a: "you may begin the game with it on the battlefield",
//! the Leylines). Each player answers with a card to put onto the battlefield, or done.

use crate::state::decisions::Answer;
use crate::state::game::{Game, Next, Pending};
use crate::state::zones::Zone;
use mw_ir::{Ability, OpeningHand};
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 103.6: the players' opening-hand actions, then the first turn begins.
    pub(crate) fn begin_opening_actions(&mut self) -> Next {
        self.mulligan.opening = self.apnap().to_vec();
        self.next_opening_action()
    }

    /// The cards in `player`'s hand they may begin the game with on the battlefield.
    fn opening_cards(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.players[player.index()].hand.iter().copied().filter(|&c| {
            self.objects.get(c).is_some_and(|o| self.cards.get(o.card).abilities.contains(&Ability::OpeningHand(OpeningHand::BeginOnBattlefield)))
        })
    }

    fn next_opening_action(&mut self) -> Next {
        while let Some(&p) = self.mulligan.opening.first() {
            if self.opening_cards(p).next().is_some() {
                self.pending = Pending::OpeningHand { player: p };
                return Next::Decide;
            }
            self.mulligan.opening.remove(0);
        }
        // CR 103.8: the game begins with the starting player's untap step.
        self.emit("500.1", crate::state::events::EventKind::TurnBegan { turn: 1, player: self.turn.active });
        Next::BeginStep
    }

    /// The answers of a player taking opening-hand actions: a card, or done.
    pub(crate) fn opening_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        out.extend(self.opening_cards(player).map(Answer::Object));
        out.push(Answer::Done);
    }

    /// CR 103.6a: the card goes onto the battlefield (the player may take another
    /// action); done: the next player.
    pub(crate) fn answer_opening(&mut self, player: PlayerId, answer: Answer) -> Next {
        match answer {
            Answer::Object(card) if self.opening_cards(player).any(|c| c == card) => {
                let new = self.move_object(card, Zone::Battlefield, "103.6a");
                self.entered_battlefield(new);
            }
            _ => {
                self.mulligan.opening.retain(|p| *p != player);
            }
        }
        self.next_opening_action()
    }
}
