//! Events: what happened, each with the Comprehensive Rules number that made it happen
//! (DESIGN.md invariant 10), so a game can be explained step by step.

use crate::state::turn_state::Step;
use crate::state::zones::Zone;
use mw_types::{ManaType, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// Who or what received damage or was chosen as a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    Player(PlayerId),
    Object(ObjectId),
}

/// Why a player lost (CR 104.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LossReason {
    /// CR 704.5a
    Life,
    /// CR 704.5b
    EmptyLibrary,
    /// CR 704.5c
    Poison,
    /// CR 104.3a
    Conceded,
    /// CR 704.6c / 903.10a: 21 or more combat damage from one commander.
    CommanderDamage,
    /// CR 104.3e: an effect says so ("you lose the game").
    Effect,
    /// CR 104.2b: another player won the game by an effect.
    AnotherWon,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum EventKind {
    GameStarted { starting_player: PlayerId },
    Shuffled { player: PlayerId },
    Mulliganed { player: PlayerId, count: u8 },
    Kept { player: PlayerId },
    PutOnBottom { player: PlayerId, card: ObjectId },
    TurnBegan { turn: u32, player: PlayerId },
    StepBegan { step: Step },
    /// CR 614.10: a step skipped (it doesn't begin).
    StepSkipped { step: Step },
    Untapped { object: ObjectId },
    Tapped { object: ObjectId },
    Drew { player: PlayerId, card: ObjectId },
    DrewFromEmptyLibrary { player: PlayerId },
    PriorityPassed { player: PlayerId },
    LandPlayed { player: PlayerId, card: ObjectId },
    SpellCast { player: PlayerId, spell: ObjectId },
    /// CR 707.10: a copy of a spell put on the stack (not cast).
    SpellCopied { player: PlayerId, spell: ObjectId },
    AbilityActivated { player: PlayerId, source: ObjectId },
    /// CR 732.1: an activation that couldn't be completed is reversed.
    ActivationReversed { player: PlayerId, source: ObjectId },
    TriggerPutOnStack { player: PlayerId, source: ObjectId },
    TargetChosen { target: Target },
    XChosen { value: u32 },
    ModeChosen { mode: u32 },
    ManaAdded { player: PlayerId, mana: ManaType, amount: u32 },
    ManaSpent { player: PlayerId, mana: ManaType },
    /// CR 106.12b: a replacement effect changed mana from tapping for mana.
    ManaReplaced { player: PlayerId },
    LifePaid { player: PlayerId, amount: u32 },
    LoyaltyPaid { object: ObjectId, amount: i32 },
    ManaEmptied { player: PlayerId },
    /// `item` is the stack item's id (`StackItem::id`).
    Resolved { item: u32, object: ObjectId },
    /// CR 608.2b: all its targets were illegal.
    DidNotResolve { item: u32, object: ObjectId },
    /// CR 701.6a
    Countered { item: u32, object: ObjectId },
    DamageDealt { source: ObjectId, to: Target, amount: u32 },
    DamagePrevented { source: ObjectId, to: Target, amount: u32 },
    LifeGained { player: PlayerId, amount: u32 },
    CountersPut { object: ObjectId, kind: mw_types::CounterKind, amount: u32 },
    /// CR 122.8.
    CountersRemoved { object: ObjectId, kind: mw_types::CounterKind, amount: u32 },
    LifeLost { player: PlayerId, amount: u32 },
    PowerToughnessChanged { object: ObjectId, power: i32, toughness: i32 },
    ZoneChanged { card: ObjectId, from: Zone, to: Zone, new: ObjectId },
    Discarded { player: PlayerId, card: ObjectId },
    Destroyed { object: ObjectId },
    Sacrificed { object: ObjectId },
    TokenCreated { player: PlayerId, token: ObjectId },
    /// CR 114.2: a player got an emblem.
    EmblemCreated { player: PlayerId, emblem: ObjectId },
    /// CR 702.26b / 702.26c: a permanent phased out / in.
    PhasedOut { object: ObjectId },
    PhasedIn { object: ObjectId },
    Fought { a: ObjectId, b: ObjectId },
    /// CR 701.34a: poison counters given to a player (proliferate).
    PoisonCountersGiven { player: PlayerId, amount: u32 },
    /// CR 724.1: a player became the monarch.
    BecameMonarch { player: PlayerId },
    /// CR 702.179: a player's speed became `speed` (704.5z: from none to 1; 702.179d: up by 1).
    SpeedChanged { player: PlayerId, speed: u8 },
    /// CR 701.54a: the Ring tempted `player` (the `times`-th time), who chose `bearer`.
    RingTempted { player: PlayerId, bearer: Option<ObjectId>, times: u8 },
    /// CR 701.19a: a regeneration shield was made for a permanent.
    RegenerationShield { object: ObjectId },
    /// CR 701.19a: a permanent regenerated instead of being destroyed.
    Regenerated { object: ObjectId },
    /// CR 701.50b: a permanent connived.
    Connived { object: ObjectId },
    /// CR 701.44b: a permanent explored.
    Explored { object: ObjectId },
    /// CR 701.20a: a card revealed to all players.
    Revealed { player: PlayerId, card: ObjectId },
    /// CR 708.8: a face-down permanent was turned face up.
    TurnedFaceUp { object: ObjectId },
    /// CR 701.27a.
    Transformed { object: ObjectId },
    /// CR 705.2: a player flipped a coin and won or lost the flip.
    CoinFlipped { player: PlayerId, won: bool },
    /// CR 701.38a: a player voted for an option (numbered from 0), or for `object`.
    Voted { player: PlayerId, option: u8, object: ObjectId },
    /// CR 614.10: a player's turn was skipped.
    TurnSkipped { player: PlayerId },
    /// CR 500.11: the combat phase of a player's turn was skipped.
    CombatSkipped { player: PlayerId },
    /// A player looked at another player's hand (only the viewer sees the cards).
    LookedAtHand { viewer: PlayerId, player: PlayerId },
    /// CR 706.2: a player rolled dice of `sides` faces, for a total of `result`.
    DiceRolled { player: PlayerId, sides: u8, result: u16 },
    /// CR 701.30: a player clashed, and won or not.
    Clashed { player: PlayerId, won: bool },
    Attached { object: ObjectId, to: ObjectId },
    /// CR 613.1b: a control-changing effect began or ended.
    ControlChanged { object: ObjectId, controller: PlayerId },
    /// CR 616.1: a replacement effect from `source` modified an event of `object` (how it
    /// enters, where it goes).
    ReplacementApplied { object: ObjectId, source: ObjectId },
    /// CR 121.6 / 614.11: a draw of `player` was replaced by an effect of `source`.
    DrawReplaced { player: PlayerId, source: ObjectId },
    /// CR 614.12a: a creature type was chosen for a permanent entering.
    CreatureTypeChosen { creature_type: mw_types::CreatureType },
    ColorChosen { color: mw_types::Color },
    CardTypeChosen { card_type: mw_types::CardType },
    /// CR 201.2: a card name is chosen (the name of this card).
    NameChosen { card: mw_types::CardId },
    /// CR 608.2d: a player is chosen ("choose an opponent").
    PlayerChosen { player: PlayerId },
    /// "choose odd or even": odd (true) or even (false) is chosen.
    ParityChosen { odd: bool },
    /// CR 608.2d: a number is chosen.
    NumberChosen { number: u8 },
    /// CR 707.2: `object` now has the copiable values of card `of`.
    BecameCopy { object: ObjectId, of: mw_types::CardId },
    AttackerDeclared { attacker: ObjectId, target: Target },
    BlockerDeclared { blocker: ObjectId, attacker: ObjectId },
    DamageWoreOff,
    EffectsEnded,
    PlayerLost { player: PlayerId, reason: LossReason },
    /// CR 800.4a: a player left a multiplayer game that goes on.
    LeftGame { player: PlayerId },
    GameWon { player: PlayerId },
    GameDrawn,
}

/// An event and the rule that produced it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// The Comprehensive Rules number, e.g. `"704.5a"`.
    pub rule: &'static str,
    pub kind: EventKind,
}
