//! Conditions (CR 603.4, 611.3a): what an instruction, an intervening "if" or a static
//! ability depends on, and the turn events they ask about.

use crate::effect::{Amount, Counted, Subject};
use serde::{Deserialize, Serialize};

/// A condition an instruction, a trigger (CR 603.4) or a static ability (CR 611.3a)
/// depends on, relative to the ability's controller and source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// A counted number compared with a bound: "you control three or more artifacts",
    /// "you have no cards in hand", "seven or more cards are in your graveyard".
    Count { of: Counted, compare: crate::target::Compare },
    /// Two counts compared, both holding: "you control an Urza's Power-Plant and an
    /// Urza's Tower".
    Both([(Counted, crate::target::Compare); 2]),
    /// One of two conditions holds: "if this land entered this turn or if you control a
    /// basic land", "if you control a Desert or there is a Desert card in your graveyard".
    Either([Simple; 2]),
    /// "it's your turn" (true), "it's not your turn" (false).
    YourTurn(bool),
    /// The source itself passes the filter: "~ is untapped", "~ is attacking".
    SourceIs(crate::target::ObjectFilter),
    /// The permanent the source (an Aura or Equipment) is attached to passes the filter:
    /// "enchanted creature has shroud as long as it's untapped".
    AttachedIs(crate::target::ObjectFilter),
    /// The spell (the source, on the stack) has a target that passes the filter: "this
    /// spell costs {2} less to cast if it targets a tapped creature" (CR 601.2f, after
    /// targets are chosen in 601.2c).
    SpellTargets(crate::target::ObjectFilter),
    /// CR 724: "you're the monarch".
    Monarch,
    /// CR 701.38: the vote earlier in the same resolution: "if X gets more votes" (the
    /// option, numbered from 0, got more votes than each other option), with `or_tied`
    /// "… or the vote is tied" (no other option got more).
    VoteWins { option: u8, or_tied: bool },
    /// CR 702.33d: "if ~ was kicked": the spell (or the permanent it became) was cast with
    /// its kicker cost paid.
    Kicked,
    /// CR 702.54a (bloodthirst): an opponent was dealt damage this turn.
    OpponentDamagedThisTurn,
    /// "if an opponent has cast a blue or black spell this turn": a player of `who`
    /// (relative to the controller) cast a spell with one of `colors` this turn.
    CastColorThisTurn { who: crate::target::Controller, colors: mw_types::ColorSet },
    /// CR 702.30a (echo): the source came under its controller's control since the
    /// beginning of their last upkeep (it entered the battlefield since then).
    ArrivedSinceLastUpkeep,
    /// The spells cast during the previous turn: by all players together ("no spells were
    /// cast last turn": at most 0), or by the player who cast the most (`one_player`: "a
    /// player cast two or more spells last turn").
    SpellsLastTurn { compare: crate::target::Compare, one_player: bool },
    /// CR 702.88a: "if you cast this spell from your hand".
    CastFromHand,
    /// "a player has 5 or less life": some player's life total compared with a bound.
    SomePlayerLife(crate::target::Compare),
    /// "an opponent has 10 or less life": some opponent's life total.
    SomeOpponentLife(crate::target::Compare),
    /// "an opponent has eight or more cards in their graveyard": some opponent (still in
    /// the game) for whom the count passes the bound, `PlayerRef::ThatPlayer` in it
    /// standing for that opponent.
    SomeOpponent { of: Counted, compare: crate::target::Compare },
    /// "you have more cards in hand than each opponent" (`each`), "an opponent controls
    /// more lands than you" (not `each`: some opponent): the count made for the
    /// controller, compared (`relation`, the controller's on the left) with the same count
    /// made for an opponent as if they were "you".
    VersusOpponents { of: Counted, relation: Relation, each: bool },
    /// CR 702.105a (dethrone): the player the source attacks has the most life or is
    /// tied for it.
    DefenderMostLife,
    /// CR 702.100a (evolve): the object of the trigger event has greater power or greater
    /// toughness than the source.
    TriggeringBigger,
    /// "if it's a land card" (`is`) / "otherwise" (not): the card an earlier instruction
    /// looked at (`Effect::LookAtTop`) passes the filter.
    ThatCard { filter: crate::target::ObjectFilter, is: bool },
    /// "if you don't put the card into your hand": the card looked at is still in the
    /// library.
    ThatCardInLibrary,
    /// CR 702.74a / 702.109a / 702.138b: the spell (or the permanent it became) was cast
    /// paying this kind of alternative cost (`paid`: "if its evoke cost was paid"), or
    /// wasn't (not `paid`: "unless it escaped").
    PaidAlternative { kind: crate::alternative::AltKind, paid: bool },
    /// "an opponent cast three or more spells this turn": some opponent's spells cast
    /// this turn compared with a bound.
    OpponentSpellsThisTurn(crate::target::Compare),
    /// "if it has mana value 2 or less", "if it's blue", "if that creature is a Goblin":
    /// an object the instruction names passes the filter (as it is now, or as it last
    /// existed, CR 608.2h); checked as the instruction would begin.
    ObjectIs { subject: Subject, filter: crate::target::ObjectFilter },
    /// "if its mana value is less than or equal to the number of colors of mana spent to
    /// cast this spell": two numbers compared as the instruction would begin (CR 608.2h).
    Amounts { left: Amount, relation: Relation, right: Amount },
    /// "if a permanent you controlled left the battlefield this turn" (revolt), "if a
    /// creature died this turn" (morbid), "if you attacked this turn" (raid): something
    /// that happened earlier in the turn, as the game records it.
    ThisTurn(TurnEvent),
    /// "~ entered the battlefield this turn": the source is a permanent that entered
    /// after the turn began (CR 613.7d: its timestamp).
    EnteredThisTurn,
    /// "~ attacked this turn": the source was declared as an attacker this turn (CR
    /// 508.4: a creature put onto the battlefield attacking never attacked).
    AttackedThisTurn,
    /// "you've cast another spell this turn" (surge, CR 702.117a): the spells the
    /// controller cast this turn before this one compared with a bound.
    YouCastThisTurn(crate::target::Compare),
    /// CR 702.62b: the source is suspended: in exile, with suspend and a time counter.
    Suspended,
    /// CR 400.7, 601.2a: how an object came onto the battlefield: "if it entered from
    /// your graveyard or you cast it from your graveyard" (`Arrival::Either`), "if it
    /// entered from a graveyard" (not `yours`: any player's).
    Arrived { subject: Subject, from: ArrivedFrom, yours: bool, how: Arrival },
    /// CR 505.1, 601.2 (addendum, 207.2c): "if you cast this spell during your main
    /// phase": the source was cast (a spell, or the permanent it became) while its caster
    /// was the active player in one of their main phases; never a copy (CR 707.10).
    CastInMainPhase,
    /// CR 601.2i: "if you've cast an instant or sorcery spell this turn", "if you've cast
    /// two or more spells this turn": the spells a player of `who` (relative to the
    /// controller) cast this turn. `filter` names card types only; with a type, only
    /// "one or more" (`compare` AtLeast(1)) is kept by the game's record.
    CastThisTurn { who: crate::target::Controller, filter: crate::target::ObjectFilter, compare: crate::target::Compare },
}

/// A condition an "or" joins (`Condition::Either`): the kinds that carry no other
/// condition, so that `Condition` stays `Copy` without boxing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Simple {
    /// As `Condition::Count`.
    Count { of: Counted, compare: crate::target::Compare },
    /// As `Condition::EnteredThisTurn`.
    EnteredThisTurn,
    /// As `Condition::ThisTurn`.
    ThisTurn(TurnEvent),
    /// As `Condition::YourTurn`.
    YourTurn(bool),
}

impl Simple {
    /// The condition this one stands for.
    pub fn condition(self) -> Condition {
        match self {
            Simple::Count { of, compare } => Condition::Count { of, compare },
            Simple::EnteredThisTurn => Condition::EnteredThisTurn,
            Simple::ThisTurn(e) => Condition::ThisTurn(e),
            Simple::YourTurn(b) => Condition::YourTurn(b),
        }
    }

    /// The condition as one an "or" may join, if it is of such a kind.
    pub fn of(c: Condition) -> Option<Simple> {
        match c {
            Condition::Count { of, compare } => Some(Simple::Count { of, compare }),
            Condition::EnteredThisTurn => Some(Simple::EnteredThisTurn),
            Condition::ThisTurn(e) => Some(Simple::ThisTurn(e)),
            Condition::YourTurn(b) => Some(Simple::YourTurn(b)),
            _ => None,
        }
    }
}

/// The zone a permanent came from (`Condition::Arrived`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArrivedFrom {
    Hand,
    Graveyard,
    Library,
    Exile,
    /// CR 601.2: any zone ("if you cast it": only how it came matters).
    Anywhere,
}

/// How a permanent came from a zone (`Condition::Arrived`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arrival {
    /// Put onto the battlefield from that zone directly.
    Entered,
    /// Cast from that zone, then resolved (CR 608.3).
    Cast,
    /// Either way.
    Either,
}

/// How two numbers of `Condition::Amounts` compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Relation {
    Less,
    AtMost,
    Equal,
    AtLeast,
    Greater,
}

impl Relation {
    pub fn holds(self, left: i32, right: i32) -> bool {
        match self {
            Relation::Less => left < right,
            Relation::AtMost => left <= right,
            Relation::Equal => left == right,
            Relation::AtLeast => left >= right,
            Relation::Greater => left > right,
        }
    }
}

/// An event of the current turn a condition asks about (relative to the ability's
/// controller).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnEvent {
    /// Revolt: a permanent the controller controlled left the battlefield (CR 400.7).
    PermanentYouControlledLeft,
    /// Morbid: a creature died (CR 700.4).
    CreatureDied,
    /// Raid: the controller attacked with a creature (CR 508.1).
    YouAttacked,
    /// A creature the controller controlled died (CR 700.4).
    CreatureYouControlledDied,
    /// The controller gained life (CR 119.3).
    YouGainedLife,
    /// An opponent of the controller lost life (CR 119.3; paying life is losing it, 119.4).
    OpponentLostLife,
    /// Landfall: a land entered the battlefield under the controller's control (CR
    /// 305, 603.6a).
    LandEnteredUnderYourControl,
}
