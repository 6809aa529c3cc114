//! Leaving a multiplayer game (CR 800.4): a player who loses while two or more others
//! remain leaves, and the game goes on among the rest. Their objects leave the game, the
//! effects that gave them control of objects end, the abilities they control on the
//! stack cease to exist, and what they still control is exiled (CR 800.4a); their
//! waiting and delayed triggered abilities never go on the stack (CR 800.4d). The rest
//! follows from `has_lost`: turns skip them (CR 800.4k), priority passes them by (CR
//! 800.4a, 800.4j), and no damage is dealt to them (CR 800.4e, `pipeline::damage`).

use crate::continuous_effects::continuous::LayerEffect;
use crate::state::game::Game;
use crate::state::stack_items::StackKind;
use crate::state::zones::Zone;
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// CR 800.4a: `p` (who has lost) leaves the game, in the rule's order.
    pub(crate) fn leave_game(&mut self, p: PlayerId) {
        self.emit("800.4a", crate::state::events::EventKind::LeftGame { player: p });
        // Every object the player owns leaves the game: cards in their own zones, and
        // their cards and tokens on the battlefield, on the stack, in exile and in the
        // command zone.
        let mut owned: Vec<ObjectId> = Vec::new();
        let pl = &self.players[p.index()];
        owned.extend(pl.library.iter().chain(&pl.hand).chain(&pl.graveyard));
        let owns = |g: &Game, id: &ObjectId| g.objects.get(*id).is_some_and(|o| o.owner == p);
        owned.extend(self.battlefield.iter().filter(|id| owns(self, id)));
        owned.extend(self.exile.iter().filter(|id| owns(self, id)));
        owned.extend(self.stack.iter().filter_map(|s| s.spell_object()).filter(|id| owns(self, id)));
        if let Some(c) = &self.commander {
            owned.extend(c.zone.iter().filter(|id| owns(self, id)));
        }
        for id in owned {
            self.remove_from_combat(id);
            self.remove_from_game(id);
        }
        // Effects that give the player control of objects end.
        self.effects.retain(|e| e.effect != LayerEffect::Control(p));
        // Abilities the player controls on the stack cease to exist.
        self.stack.retain(|s| !(s.controller == p && matches!(s.kind, StackKind::Ability { .. })));
        // CR 800.4d: their triggered abilities never go on the stack.
        self.pending_triggers.retain(|t| t.controller != p);
        self.delayed.retain(|d| d.controller != p);
        // What the player still controls is exiled: spells of other players' cards, and
        // permanents once control reverts (layer 2 computed again without the ended
        // effects and the objects that left).
        self.sync_control();
        let spells: Vec<ObjectId> = self.stack.iter().filter(|s| s.controller == p).filter_map(|s| s.spell_object()).collect();
        let permanents: Vec<ObjectId> = self.battlefield.iter().copied().filter(|id| self.objects.get(*id).is_some_and(|o| o.controller == p)).collect();
        for id in spells.into_iter().chain(permanents) {
            self.remove_from_combat(id);
            self.move_object(id, Zone::Exile, "800.4a");
        }
        // Nor do they take part in what is left of the game's start (CR 103.5, 103.6).
        let m = &mut self.mulligan;
        for list in [&mut m.deciding, &mut m.mulliganing, &mut m.bottoming, &mut m.opening] {
            list.retain(|q| *q != p);
        }
        // CR 800.4a: priority passes to the next player still in the game.
        if self.turn.priority == p {
            self.turn.priority = self.next_player(p);
        }
    }
}
