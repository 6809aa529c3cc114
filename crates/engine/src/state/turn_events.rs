//! What happened earlier in the turn that conditions ask about (revolt, morbid, raid):
//! recorded per player as it happens, forgotten as the next turn begins (CR 500.1).

use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::TurnEvent;
use mw_types::{CardType, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// One player's record of this turn's events.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnEvents {
    /// A permanent they controlled left the battlefield (CR 400.7: for any zone).
    pub permanent_left: bool,
    /// A creature they controlled died (CR 700.4).
    pub creature_died: bool,
    /// They declared one or more attackers (CR 508.1).
    pub attacked: bool,
    /// The crimes they committed (CR 700.13).
    #[serde(default)]
    pub crimes: u32,
    /// They gained life (CR 119.3).
    pub gained_life: bool,
    /// The life they gained, summed over every gain (CR 119.3).
    pub life_gained: u32,
    /// They lost life (CR 119.3, 119.4).
    pub lost_life: bool,
    /// The life they lost, summed over every loss and payment (CR 119.3, 119.4).
    #[serde(default)]
    pub life_lost: u32,
    /// The colors of the spells they cast this turn (CR 601.2i), together.
    #[serde(default)]
    pub cast_colors: mw_types::ColorSet,
    /// The card types of the spells they cast this turn: bit t set when a spell with
    /// type t was cast (`cast_with`), when one without it was (`cast_without`).
    #[serde(default)]
    pub cast_with: u16,
    #[serde(default)]
    pub cast_without: u16,
    /// CR 101.2: spells they control can't be countered for the rest of the turn.
    #[serde(default)]
    pub spells_uncounterable: bool,
    /// CR 702.11e: they have hexproof from these colors for the rest of the turn.
    #[serde(default)]
    pub hexproof_from: mw_types::ColorSet,
    /// CR 601.2a: they may cast spells from their graveyard for the rest of the turn
    /// (`play_lands_from_graveyard`: and play lands from it, CR 305.1).
    #[serde(default)]
    pub cast_from_graveyard: bool,
    #[serde(default)]
    pub play_lands_from_graveyard: bool,
    /// CR 614.1a: cards going to their graveyard are exiled instead this turn.
    #[serde(default)]
    pub graveyard_exiled: bool,
    /// CR 119.7: they can't gain life for the rest of the turn.
    #[serde(default)]
    pub cant_gain_life: bool,
    /// A land entered the battlefield under their control (landfall).
    #[serde(default)]
    pub land_entered: bool,
}

impl Game {
    /// A permanent `old_id`, controlled by `controller`, left the battlefield for `to`
    /// (its characteristics as it last existed, CR 608.2h).
    pub(crate) fn note_left_battlefield(&mut self, old_id: ObjectId, controller: PlayerId, to: Zone) {
        let died = to == Zone::Graveyard && self.is_type(old_id, CardType::Creature);
        if died {
            // CR 603.10a: as it last existed on the battlefield.
            if let Some(chars) = self.characteristics(old_id) {
                let token = self.objects.last_known(old_id).is_some_and(|o| o.is_token);
                self.history.died.push(crate::state::turn_history::Died { chars, token });
            }
        }
        let e = &mut self.players[controller.index()].this_turn;
        e.permanent_left = true;
        e.creature_died |= died;
    }

    /// Landfall: a permanent `id` entered the battlefield under `controller`'s control.
    pub(crate) fn note_entered(&mut self, id: ObjectId, controller: PlayerId) {
        if self.is_type(id, CardType::Land) {
            self.players[controller.index()].this_turn.land_entered = true;
        }
    }

    /// CR 508.1: `player` declared attackers.
    pub(crate) fn note_attacked(&mut self, player: PlayerId) {
        self.players[player.index()].this_turn.attacked = true;
    }

    /// CR 601.2i: `player` cast a spell of these colors and card types (bits by
    /// `CardType`).
    pub(crate) fn note_cast(&mut self, player: PlayerId, colors: mw_types::ColorSet, types: u16) {
        let e = &mut self.players[player.index()].this_turn;
        e.cast_colors = e.cast_colors.union(colors);
        e.cast_with |= types;
        e.cast_without |= !types;
    }

    /// Whether `player` cast a spell passing a filter of card types only this turn
    /// (None: the filter asks for more than the record keeps).
    pub(crate) fn cast_of_types_this_turn(&self, player: PlayerId, f: &mw_ir::ObjectFilter) -> Option<bool> {
        let e = &self.players[player.index()].this_turn;
        types_cast(e.cast_with, e.cast_without, f)
    }

    /// The card types of the spells `player` cast this turn so far (`cast_with`,
    /// `cast_without`), for `types_cast` before a spell is recorded.
    pub(crate) fn cast_type_bits(&self, player: PlayerId) -> (u16, u16) {
        let e = &self.players[player.index()].this_turn;
        (e.cast_with, e.cast_without)
    }

    /// CR 601.2i: whether a player of `who` (relative to `player`) cast spells passing
    /// `filter` this turn, as many as `compare` asks: a count of every spell, or one or
    /// more of some card types (what the record keeps; anything else is false).
    pub(crate) fn cast_this_turn_by(&self, who: mw_ir::Controller, filter: &mw_ir::ObjectFilter, compare: mw_ir::Compare, player: PlayerId) -> bool {
        self.player_ids().any(|p| {
            let whose = match who {
                mw_ir::Controller::You => p == player,
                mw_ir::Controller::NotYou => p != player && !self.players[p.index()].has_lost,
                _ => true,
            };
            let any = mw_ir::ObjectFilter { controller: mw_ir::Controller::Any, ..*filter } == mw_ir::ObjectFilter::default();
            whose
                && if any {
                    compare.holds(self.players[p.index()].cast_this_turn as i32)
                } else {
                    compare == mw_ir::Compare::AtLeast(1) && self.cast_of_types_this_turn(p, filter) == Some(true)
                }
        })
    }

    /// Whether a player of `who` (relative to `player`) cast a spell with one of
    /// `colors` this turn.
    pub(crate) fn cast_color_this_turn(&self, who: mw_ir::Controller, colors: mw_types::ColorSet, player: PlayerId) -> bool {
        self.player_ids().any(|p| {
            let whose = match who {
                mw_ir::Controller::You => p == player,
                mw_ir::Controller::NotYou => p != player,
                _ => true,
            };
            whose && self.players[p.index()].this_turn.cast_colors.iter().any(|c| colors.contains(c))
        })
    }

    /// Whether the event happened this turn, for an ability controlled by `player`.
    pub(crate) fn happened_this_turn(&self, e: TurnEvent, player: PlayerId) -> bool {
        match e {
            TurnEvent::PermanentYouControlledLeft => self.players[player.index()].this_turn.permanent_left,
            TurnEvent::CreatureDied => self.players.iter().any(|p| p.this_turn.creature_died),
            TurnEvent::YouAttacked => self.players[player.index()].this_turn.attacked,
            TurnEvent::CreatureYouControlledDied => self.players[player.index()].this_turn.creature_died,
            TurnEvent::YouGainedLife => self.players[player.index()].this_turn.gained_life,
            TurnEvent::OpponentLostLife => self.player_ids().any(|p| p != player && self.players[p.index()].this_turn.lost_life),
            TurnEvent::LandEnteredUnderYourControl => self.players[player.index()].this_turn.land_entered,
        }
    }
}

/// Whether spells with these card-type bits (`with`: a spell had type t; `without`: one
/// lacked it) include one passing a filter of card types only ("an instant or sorcery
/// spell", "a noncreature spell"); None when the filter asks for more than the bits keep.
pub(crate) fn types_cast(with: u16, without: u16, f: &mw_ir::ObjectFilter) -> Option<bool> {
    let bit = |t: CardType| 1u16 << t as u16;
    let types_only = mw_ir::ObjectFilter { card_type: None, or_type: None, not_type: None, controller: mw_ir::Controller::Any, ..*f } == mw_ir::ObjectFilter::default();
    match (f.card_type, f.not_type) {
        _ if !types_only => None,
        // "an instant or sorcery spell": a spell with either type.
        (Some(t), None) => Some(with & (bit(t) | f.or_type.map_or(0, bit)) != 0),
        _ if f.or_type.is_some() => None,
        (None, Some(t)) => Some(without & bit(t) != 0),
        (None, None) => Some(with | without != 0),
        (Some(_), Some(_)) => None,
    }
}
