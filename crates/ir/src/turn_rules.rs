//! Rules that hold for the rest of a turn (CR 611.2): for the game (`TurnRule`) and for
//! one player (`PlayerRule`).

use serde::{Deserialize, Serialize};

/// A rule that holds for the rest of the turn (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnRule {
    /// "Players can't gain life this turn."
    PlayersCantGainLife,
    /// "Damage can't be prevented this turn." (CR 615.12)
    DamageCantBePrevented,
}

impl TurnRule {
    pub fn bit(self) -> u8 {
        match self {
            TurnRule::PlayersCantGainLife => 1,
            TurnRule::DamageCantBePrevented => 2,
        }
    }
}

/// A rule about one player until the end of the turn (`Effect::PlayerRule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerRule {
    /// CR 101.2: "spells [they] control can't be countered this turn".
    SpellsCantBeCountered,
    /// CR 702.11e: the player has hexproof from these colors: they can't be the target
    /// of spells or abilities of these colors their opponents control.
    HexproofFrom(mw_types::ColorSet),
    /// CR 601.2a / 305.1: "you may [play lands and] cast spells from your graveyard"
    /// (lands too with `lands`).
    CastFromGraveyard { lands: bool },
    /// CR 614.1a: "if a card would be put into your graveyard from anywhere this turn,
    /// exile that card instead".
    GraveyardExiled,
    /// CR 119.7: "[they] can't gain life this turn".
    CantGainLife,
}

/// CR 101.2 / 307.5: when some players may cast spells, a restriction kept while its
/// permanent is on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CastRestriction {
    /// CR 307.5: "can cast spells only any time they could cast a sorcery": with priority
    /// in a main phase of their own turn with an empty stack.
    SorceryTiming,
    /// "can cast spells only during their own turns".
    OwnTurn,
    /// "can't cast spells during your turn" (the controller of the permanent's).
    NotDuringYourTurn,
    /// "can't cast spells during combat" (CR 506.1).
    NotDuringCombat,
}
