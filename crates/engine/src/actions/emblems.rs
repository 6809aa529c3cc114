//! Emblems (CR 114): created in the command zone by an instruction, owned and controlled
//! by the player who gets them; their abilities work there (CR 114.4): their triggered
//! abilities watch with the permanents' (`triggered::watchers`), and their static
//! abilities are read where the rule they change is (a graveyard card's retrace).

use crate::state::game::Game;
use mw_ir::CardDef;
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 114.2: `player` gets an emblem with the abilities of `emblem`.
    pub(crate) fn get_emblem(&mut self, emblem: &CardDef, player: PlayerId) -> Option<ObjectId> {
        let card = self.cards.token_id(emblem)?;
        let id = self.create_emblem_object(card, player);
        self.emit("114.2", crate::state::events::EventKind::EmblemCreated { player, emblem: id });
        Some(id)
    }

    /// CR 114.4: the emblems `player` controls (their abilities work in the command zone).
    pub(crate) fn emblems_of(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.emblems.iter().copied().filter(move |&id| self.objects.get(id).is_some_and(|o| o.owner == player))
    }
}
