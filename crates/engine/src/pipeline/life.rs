//! Life gained, lost and paid (CR 119): the one place a life total changes.
//!
//! Each change is a proposed [`LifeEvent`]; what stops or modifies it is applied (CR
//! 119.7: "players can't gain life"; replacement effects of life gain, CR 614.1a: "that
//! much life plus N", in [`Game::replace_life`]), then the life total
//! changes, the event is recorded with its rule, this turn's record is noted and the
//! triggered abilities looking for it are matched.

use super::Seal;
use crate::state::events::EventKind;
use crate::state::game::Game;
use mw_types::PlayerId;

/// How a life total changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LifeChange {
    /// CR 119.3
    Gain,
    /// CR 119.3 (damage to a player included, CR 120.3a)
    Loss,
    /// CR 119.4: paying life is losing it (checked as payable by the caller).
    Payment,
}

/// A proposed change of a life total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct LifeEvent {
    pub player: PlayerId,
    pub amount: u32,
    pub change: LifeChange,
}

impl Game {
    /// CR 119.3: `p` gains `n` life; returns how much was gained.
    pub(crate) fn gain_life(&mut self, p: PlayerId, n: u32, rule: &'static str) -> u32 {
        self.life_event(LifeEvent { player: p, amount: n, change: LifeChange::Gain }, rule)
    }

    /// CR 119.3: `p` loses `n` life; returns how much was lost.
    pub(crate) fn lose_life(&mut self, p: PlayerId, n: u32, rule: &'static str) -> u32 {
        self.life_event(LifeEvent { player: p, amount: n, change: LifeChange::Loss }, rule)
    }

    /// CR 119.4: `p` pays `n` life (the caller has checked that they can).
    pub(crate) fn pay_life(&mut self, p: PlayerId, n: u32, rule: &'static str) {
        self.life_event(LifeEvent { player: p, amount: n, change: LifeChange::Payment }, rule);
    }

    /// CR 119.4: whether `p` can pay `n` life (0 always can).
    pub(crate) fn can_pay_life(&self, p: PlayerId, n: u32) -> bool {
        n == 0 || i64::from(self.players[p.index()].life()) >= i64::from(n)
    }

    /// The choke point: propose, replace, apply, record, trigger.
    fn life_event(&mut self, proposed: LifeEvent, rule: &'static str) -> u32 {
        let Some(ev) = self.replace_life(proposed) else { return 0 };
        if ev.amount == 0 {
            return 0;
        }
        let pl = &mut self.players[ev.player.index()];
        let delta = ev.amount.min(i32::MAX as u32) as i32;
        let life = match ev.change {
            LifeChange::Gain => pl.life().saturating_add(delta),
            LifeChange::Loss | LifeChange::Payment => pl.life().saturating_sub(delta),
        };
        pl.set_life(life, Seal::new());
        // What conditions ask about this turn (`turn_events`: "if you gained life this turn").
        match ev.change {
            LifeChange::Gain => {
                pl.this_turn.gained_life = true;
                pl.this_turn.life_gained = pl.this_turn.life_gained.saturating_add(ev.amount);
            }
            LifeChange::Loss | LifeChange::Payment => {
                pl.this_turn.lost_life = true;
                pl.this_turn.life_lost = pl.this_turn.life_lost.saturating_add(ev.amount);
            }
        }
        let (player, amount) = (ev.player, ev.amount);
        let kind = match ev.change {
            LifeChange::Gain => EventKind::LifeGained { player, amount },
            LifeChange::Loss => EventKind::LifeLost { player, amount },
            LifeChange::Payment => EventKind::LifePaid { player, amount },
        };
        self.emit(rule, kind);
        if ev.change == LifeChange::Gain {
            self.life_gained_watchers(player, amount);
        } else {
            // CR 702.179d: a loss during the turn of a player with speed.
            self.speed_life_lost(player);
        }
        amount
    }

    /// What stops or changes a proposed life event. CR 119.7: a player who can't gain
    /// life gains none (the event doesn't happen).
    fn replace_life(&self, mut ev: LifeEvent) -> Option<LifeEvent> {
        let cant_gain = ev.change == LifeChange::Gain
            && (self.turn_rules & mw_ir::TurnRule::PlayersCantGainLife.bit() != 0 || self.cant_gain_life(ev.player));
        if cant_gain {
            return None;
        }
        if ev.change == LifeChange::Gain && ev.amount > 0 {
            ev.amount = ev.amount.saturating_add(self.more_life(ev.player));
        }
        Some(ev)
    }

    /// CR 614.1a: the life added to a gain of `p`'s by "you gain that much life plus N
    /// instead" of the permanents they control (additions: their order, CR 616.1e,
    /// changes nothing).
    fn more_life(&self, p: PlayerId) -> u32 {
        if !self.cards.any_gain_life_plus() {
            return 0;
        }
        let mut plus = 0u32;
        for &id in &self.battlefield {
            if self.controller(id) != Some(p) {
                continue;
            }
            for (_, _, a) in self.abilities(id) {
                if let mw_ir::Ability::Static(mw_ir::SelfStatic::GainLifePlus(n)) = a {
                    plus = plus.saturating_add(*n);
                }
            }
        }
        plus
    }

    /// CR 104.3: whether `p` can't lose the game (their own "you can't lose the game", or
    /// another player's "your opponents can't lose the game").
    pub(crate) fn cant_lose_game(&self, p: PlayerId) -> bool {
        self.player_ids().any(|q| {
            let s = if q == p { mw_ir::SelfStatic::YouCantLose } else { mw_ir::SelfStatic::OpponentsCantLose };
            self.controlled_statics(q, s) > 0
        })
    }

    /// CR 104.2b: whether `p` can't win the game.
    pub(crate) fn cant_win_game(&self, p: PlayerId) -> bool {
        self.player_ids().any(|q| {
            let s = if q == p { mw_ir::SelfStatic::YouCantWin } else { mw_ir::SelfStatic::OpponentsCantWin };
            self.controlled_statics(q, s) > 0
        })
    }

    /// CR 119.7: whether `p` can't gain life: a rule for them this turn, or a static
    /// ability: "players can't gain life" controlled by anyone, "your opponents can't
    /// gain life" by another player.
    fn cant_gain_life(&self, p: PlayerId) -> bool {
        self.players[p.index()].this_turn.cant_gain_life
            || (0..self.players.len() as u8).map(PlayerId).any(|q| {
            self.controlled_statics(q, mw_ir::SelfStatic::PlayersCantGainLife) > 0
                || (q != p && self.controlled_statics(q, mw_ir::SelfStatic::OpponentsCantGainLife) > 0)
        })
    }
}
