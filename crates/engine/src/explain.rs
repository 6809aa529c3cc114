//! Events in words, with card names: the judge's view of a game (`--trace`).

use crate::events::{Event, EventKind, Target};
use crate::game::Game;
use mw_types::ObjectId;

impl Game {
    fn n(&self, id: ObjectId) -> &str {
        self.name(id)
    }

    fn t(&self, t: Target) -> String {
        match t {
            Target::Player(p) => p.to_string(),
            Target::Object(id) => self.n(id).to_string(),
        }
    }

    /// One event as a sentence, prefixed by the rule that produced it.
    pub fn explain(&self, e: &Event) -> String {
        use EventKind::*;
        let text = match &e.kind {
            GameStarted { starting_player } => format!("the game begins; {starting_player} starts"),
            Shuffled { player } => format!("{player} shuffles their library"),
            Mulliganed { player, count } => format!("{player} mulligans (mulligan {count})"),
            Kept { player } => format!("{player} keeps their hand"),
            PutOnBottom { player, .. } => format!("{player} puts a card on the bottom of their library"),
            TurnBegan { turn, player } => format!("turn {turn} begins: {player} is the active player"),
            StepBegan { step } => format!("{step} step begins"),
            Untapped { object } => format!("{} untaps", self.n(*object)),
            Tapped { object } => format!("{} becomes tapped", self.n(*object)),
            Drew { player, .. } => format!("{player} draws a card"),
            DrewFromEmptyLibrary { player } => format!("{player} has to draw from an empty library"),
            PriorityPassed { player } => format!("{player} passes priority"),
            LandPlayed { player, card } => format!("{player} plays {}", self.n(*card)),
            SpellCast { player, spell } => format!("{player} casts {}", self.n(*spell)),
            AbilityActivated { player, source } => format!("{player} activates an ability of {}", self.n(*source)),
            TriggerPutOnStack { player, source } => {
                format!("{player} puts a triggered ability of {} on the stack", self.n(*source))
            }
            TargetChosen { target } => format!("target: {}", self.t(*target)),
            XChosen { value } => format!("X is {value}"),
            ModeChosen { mode } => format!("mode {mode} is chosen"),
            ManaAdded { player, mana, amount } => format!("{player} adds {amount} {mana}"),
            ManaReplaced { player } => format!("{player}'s mana is replaced (tapped for mana)"),
            ManaSpent { player, mana } => format!("{player} spends {mana}"),
            LoyaltyPaid { object, amount } => format!("{} pays {amount:+} loyalty", self.n(*object)),
            LifePaid { player, amount } => format!("{player} pays {amount} life"),
            ManaEmptied { player } => format!("{player}'s mana pool empties"),
            Resolved { object, .. } => format!("{} resolves", self.n(*object)),
            DidNotResolve { object, .. } => format!("{} doesn't resolve: all its targets are illegal", self.n(*object)),
            Countered { object, .. } => format!("{} is countered", self.n(*object)),
            DamageDealt { source, to, amount } => {
                format!("{} deals {amount} damage to {}", self.n(*source), self.t(*to))
            }
            DamagePrevented { source, to, amount } => {
                format!("{amount} damage from {} to {} is prevented", self.n(*source), self.t(*to))
            }
            CountersPut { object, kind, amount } => format!("{amount} {kind} counter(s) on {}", self.n(*object)),
            LifeGained { player, amount } => format!("{player} gains {amount} life"),
            LifeLost { player, amount } => format!("{player} loses {amount} life"),
            PowerToughnessChanged { object, power, toughness } => {
                format!("{} gets {power:+}/{toughness:+}", self.n(*object))
            }
            ZoneChanged { card, from, to, .. } => format!("{} moves from {from} to {to}", self.n(*card)),
            Discarded { player, card } => format!("{player} discards {}", self.n(*card)),
            Destroyed { object } => format!("{} is destroyed", self.n(*object)),
            CreatureTypeChosen { creature_type } => format!("{} is chosen", creature_type.name()),
            ControlChanged { object, controller } => format!("{controller} now controls {}", self.n(*object)),
            ReplacementApplied { object, source } => {
                format!("a replacement effect of {} applies to {} entering", self.n(*source), self.n(*object))
            }
            BecameCopy { object, of } => format!("{} is now a copy of {}", self.n(*object), self.def(*of).name),
            Attached { object, to } => format!("{} becomes attached to {}", self.n(*object), self.n(*to)),
            TokenCreated { player, token } => format!("{player} creates {}", self.n(*token)),
            Fought { a, b } => format!("{} fights {}", self.n(*a), self.n(*b)),
            Explored { object } => format!("{} explores", self.n(*object)),
            Revealed { player, card } => format!("{player} reveals {}", self.n(*card)),
            Sacrificed { object } => format!("{} is sacrificed", self.n(*object)),
            AttackerDeclared { attacker, target } => format!("{} attacks {}", self.n(*attacker), self.t(*target)),
            BlockerDeclared { blocker, attacker } => {
                format!("{} blocks {}", self.n(*blocker), self.n(*attacker))
            }
            DamageWoreOff => "damage wears off".to_string(),
            EffectsEnded => "\"until end of turn\" effects end".to_string(),
            PlayerLost { player, reason } => format!("{player} loses the game ({reason:?})"),
            GameWon { player } => format!("{player} wins the game"),
            GameDrawn => "the game is a draw".to_string(),
        };
        format!("[CR {}] {text}", e.rule)
    }
}
