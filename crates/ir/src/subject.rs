//! Who and what instructions name (CR 109.5, 115, 608.2b): players relative to the
//! controller, the objects an instruction acts on, damage recipients and the stack items
//! an instruction counters or copies.

use serde::{Deserialize, Serialize};

/// Who an instruction refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerRef {
    /// The controller of the spell or ability (CR 109.5).
    You,
    /// The player chosen as the Nth target.
    Target(u8),
    /// The controller of the object chosen as the Nth target.
    ControllerOfTarget(u8),
    /// The player the source is attacking (CR 506.2).
    DefendingPlayer,
    /// "that player": the player of the event that triggered the ability.
    ThatPlayer,
    /// "each opponent" (CR 102.2): the instruction happens for each, in APNAP order.
    EachOpponent,
    /// "each player": every player in the game, in APNAP order.
    EachPlayer,
    /// "its controller", "that creature's controller": the controller (as it last
    /// existed, CR 608.2h) of the Nth target, or with None of the object of the trigger
    /// event.
    ControllerOfIt(Option<u8>),
    /// "its owner": the owner (CR 108.3) of the Nth target, or with None of the object
    /// of the trigger event.
    OwnerOfIt(Option<u8>),
    /// "that player or that permanent's controller" (after "any target" or "target
    /// player or planeswalker"): the Nth target if it is a player, else the controller of
    /// the object (as it last existed, CR 608.2h).
    TargetOrController(u8),
    /// "the exiled card's owner" (CR 108.3): the owner of the object an instruction names
    /// without targeting.
    OwnerOf(Subject),
    /// CR 608.2d: "that player" after "choose an opponent" (`Choice::Player`): the
    /// player the resolving instruction chose.
    Chosen,
}

/// Who is dealt damage: a target, or a player named without targeting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Recipient {
    Target(u8),
    Player(PlayerRef),
    /// The object `ForEach` is visiting ("each creature").
    Each,
    /// An object named without targeting: "that creature", "it", "enchanted creature".
    Object(Subject),
    /// CR 608.2d: "that player or a planeswalker that player controls" (chosen on resolution).
    PlayerOrTheirPlaneswalker(PlayerRef),
}


/// The object an instruction acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Subject {
    /// The source of the ability, or the spell itself.
    This,
    /// The object chosen as the Nth target.
    Target(u8),
    /// "that creature": the object an earlier instruction of this resolution put onto the
    /// battlefield.
    Returned,
    /// The object of the event that triggered the ability ("that creature" of exalted);
    /// for a spell or activated ability, the object its cost sacrificed or returned
    /// ("the sacrificed creature", CR 118.3), as it last existed.
    Triggering,
    /// The object `Effect::ForEach` is visiting ("destroy all creatures").
    Each,
    /// "enchanted creature", "equipped creature": the permanent the source is attached to.
    Attached,
    /// CR 607.2a: "the exiled card" of an ability linked to the source's `ExileLinked`:
    /// the card it exiled, while that card is still in exile.
    LinkedExiled,
}


/// CR 105.3: the colors an object becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NewColors {
    /// These (none: colorless).
    These(mw_types::ColorSet),
    /// The color chosen by an earlier `Effect::Choose` ("the color of your choice").
    Chosen,
}


impl Subject {
    /// The source (serde's default where a field names it unless said).
    pub fn this() -> Subject {
        Subject::This
    }

    pub fn is_this(&self) -> bool {
        *self == Subject::This
    }
}

impl PlayerRef {
    pub fn you() -> PlayerRef {
        PlayerRef::You
    }

    pub fn is_you(&self) -> bool {
        *self == PlayerRef::You
    }
}


/// A spell or ability on the stack that an instruction counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackRef {
    /// The spell chosen as the Nth target.
    Target(u8),
    /// The spell or ability that caused this triggered ability (ward, CR 702.21a), or the
    /// spell whose casting did ("whenever you cast …, copy that spell").
    Triggering,
    /// The spell this ability belongs to (storm: "copy it").
    ThisSpell,
}
