//! Numbers an instruction uses (CR 107): fixed amounts, X, values of objects, and what a
//! counting phrase counts.

use crate::effect::{PlayerRef, Subject};
use serde::{Deserialize, Serialize};

/// A number an instruction uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Amount {
    Fixed(i32),
    /// CR 107.3: the X chosen for the spell or ability.
    X,
    /// The power of an object, as it is now or, if it is gone, as it last existed (608.2h).
    PowerOf(Subject),
    /// "that much": the amount of the event that triggered the ability.
    TriggerAmount,
    /// "for each [kind] counter on [subject]" (as it last existed, CR 608.2h).
    CountersOn(Subject, mw_types::CounterKind),
    /// The toughness of an object, as it is now or as it last existed (608.2h).
    ToughnessOf(Subject),
    /// CR 202.3: the mana value of an object.
    ManaValueOf(Subject),
    /// `times` × a number the text counts ("the number of creatures you control",
    /// "2 damage for each card in your hand"), counted as the instruction is carried out
    /// (CR 608.2h).
    Count { of: Counted, times: i32 },
    /// CR 107.1a: half of a counted number, rounded up or down as the text says ("half
    /// your life, rounded up").
    Half { of: Counted, up: bool },
    /// "equal to the difference" after "if [a count] is less than N": N minus the count,
    /// never below 0.
    Difference { of: Counted, from: i32 },
    /// CR 107.1b: `times` × a count plus `plus` ("2 plus the number of …", "the number of
    /// cards in their hand minus 4", "3 minus the number of …"), zero when that is negative.
    Offset { of: Counted, times: i32, plus: i32 },
    /// CR 601.2h: the amount of mana spent to cast a spell an instruction names ("if no
    /// mana was spent to cast that spell"): 0 for a copy (CR 707.10).
    ManaSpentToCast(Subject),
    /// CR 107.1b: one count plus (or, `minus`, less) another ("the number of artifacts you
    /// control plus the number of artifact cards in your graveyard"), zero when negative.
    Sum { a: Counted, b: Counted, minus: bool },
    /// CR 122.1: the counters of every kind on an object, as it is now or as it last
    /// existed (608.2h): "the number of counters on it".
    AllCountersOn(Subject),
}

/// What a counting phrase counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Counted {
    /// Permanents on the battlefield matching the filter (its controller relative to the
    /// ability's controller): "creatures you control", "Elves on the battlefield".
    Permanents(crate::target::ObjectFilter),
    /// Cards in a player's hand, graveyard or library matching the filter: "cards in
    /// your hand", "creature cards in your graveyard" (summed over a group of players).
    Cards { zone: CardZone, player: PlayerRef, filter: crate::target::ObjectFilter },
    /// CR 701.20a: the top cards of these players' libraries (just revealed) matching
    /// the filter: "for each nonland card revealed this way" after "each player reveals
    /// the top card of their library".
    TopCards { player: PlayerRef, filter: crate::target::ObjectFilter },
    /// CR 119.1: a player's life total.
    Life(PlayerRef),
    /// CR 700.5: devotion to one or more colors.
    Devotion(mw_types::ColorSet),
    /// CR 700.8: the creatures in the controller's party: the most of the creatures they
    /// control that can each be a different one of Cleric, Rogue, Warrior and Wizard.
    Party,
    /// CR 102.2: the number of opponents the controller has (still in the game).
    Opponents,
    /// CR 702.179f: a player's speed (0 while they have none): "your speed", and with
    /// 4 or more, "you have max speed" (CR 702.179e).
    Speed(PlayerRef),
    /// CR 122.1f: a player's poison counters ("an opponent has three or more poison
    /// counters").
    Poison(PlayerRef),
    /// CR 701.54c: how many times the Ring has tempted a player this game ("the Ring
    /// has tempted you two or more times this game").
    RingTempted(PlayerRef),
    /// CR 305.6: domain: the basic land types among the lands the controller controls.
    BasicLandTypes,
    /// CR 105.1, 105.2c: the colors among the permanents matching the filter ("the number
    /// of colors among permanents you control"); colorless is no color.
    ColorsAmong(crate::target::ObjectFilter),
    /// The different powers among the permanents matching the filter (coven: "you
    /// control three or more creatures with different powers").
    DistinctPowers(crate::target::ObjectFilter),
    /// CR 601.2i: the spells these players cast this turn ("the number of spells you've
    /// cast this turn"), the resolving spell itself included.
    SpellsCastThisTurn(PlayerRef),
    /// CR 205.3m, 700.15 (kindred counts): "the greatest number of creatures you control
    /// that have a creature type in common": the most of the permanents matching the
    /// filter sharing one creature type (a changeling shares each).
    SharedCreatureType(crate::target::ObjectFilter),
    /// CR 201.2: the different names among the permanents matching the filter ("the
    /// number of differently named lands you control"); each name counts once.
    DistinctNames(crate::target::ObjectFilter),
    /// CR 205.2a: the number of card types among the cards in a player's graveyard
    /// (delirium).
    CardTypesInGraveyard(PlayerRef),
    /// Counters of a kind on the ability's source ("if ~ has no +1/+1 counters on it").
    CountersOnSource(mw_types::CounterKind),
    /// CR 706.2: "the result" of the die roll earlier in the same resolution (0 before
    /// any).
    DieResult,
    /// CR 608.2d: the number chosen earlier in the same resolution (`Choice::Number`; 0
    /// before any).
    ChosenNumber,
    /// CR 701.38: the votes the option (numbered from 0) got in the vote earlier in the
    /// same resolution ("for each death vote"; 0 before any vote).
    Votes(u8),
    /// CR 608.2c: a quantity the resolution's instructions so far added up ("the life
    /// lost this way", "the damage dealt this way").
    Tally(Tally),
    /// "for each other spell that player has cast this turn": the spells the caster of
    /// the spell a cost change applies to cast this turn before it (CR 601.2f).
    CasterSpellsThisTurn,
    /// CR 601.2f: "for each target [beyond the first]": the targets the spell a cost
    /// change applies to has, counted once per target word chosen (an unchosen optional
    /// one counts none), fixed once targets are chosen (CR 601.2c).
    SpellTargets { beyond_first: bool },
    /// CR 601.2b / 601.2f: "for each card exiled this way" in a spell's cost change: the
    /// times announced for its additional cost that may be paid any number of times.
    AdditionalCostTimes,
    /// The creatures blocking the source ("for each creature blocking it"), or those
    /// beyond the first (rampage, CR 702.23a).
    Blockers { beyond_first: bool },
    /// "the number of colors of mana spent to cast this spell" (converge, CR 106.1a): the
    /// colors among the mana paid as the spell was cast (0 for a copy, CR 707.10).
    ColorsSpent,
    /// CR 607.2a / 702.66a: "[cards] exiled with it": the cards in exile that the
    /// source's linked abilities (or its delve payment) exiled, passing the filter.
    ExiledWith(crate::target::ObjectFilter),
    /// CR 601.2h: "the amount of mana spent to cast this spell": the mana paid as the
    /// spell was cast (0 for a copy, CR 707.10).
    ManaSpent,
    /// CR 702.56a: "for each time you paid its replicate cost": how many times the
    /// source spell's optional additional cost was paid as it was cast (0 for a copy).
    OptionalCostPaid,
    /// CR 119.3: the life a player gained this turn, summed over every gain ("if you
    /// gained 3 or more life this turn").
    LifeGainedThisTurn(PlayerRef),
    /// CR 119.3: the life a player lost this turn, summed over every loss ("if that player
    /// lost less than 8 life this turn").
    LifeLostThisTurn(PlayerRef),
    /// CR 121.1: the cards a player drew this turn ("you've drawn two or more cards this
    /// turn").
    DrawnThisTurn(PlayerRef),
    /// CR 700.13: the crimes a player committed this turn ("if you've committed a crime
    /// this turn").
    CrimesThisTurn(PlayerRef),
    /// CR 107.3: the X chosen for the spell or ability, as a number to multiply ("five
    /// times X damage").
    X,
    /// CR 608.2c: the cards the resolution's instructions had players discard ("the
    /// number of cards discarded this way"), or the most one player discarded ("the
    /// greatest number of cards a player discarded this way", `greatest`).
    DiscardedThisWay { greatest: bool },
    /// CR 608.2c: the objects the resolution's instructions so far acted on by `Did`
    /// that pass the filter ("for each permanent destroyed this way", "if an Insect card
    /// was milled this way").
    ThisWay(Did, crate::target::ObjectFilter),
    /// "this ability has resolved this turn": how many times the resolving ability of
    /// its source object (a new object is a new one, CR 400.7) has begun to resolve this
    /// turn, this resolution included ("if this is the second time …").
    ResolvedThisTurn,
    /// CR 700.4, 603.10a: the creatures that died this turn that passed the filter as
    /// they last existed on the battlefield ("for each Zubera that died this turn"); the
    /// filter asks about characteristics only (types, colors, controller, token).
    DiedThisTurn(crate::target::ObjectFilter),
    /// "the greatest power among creatures you control", "the highest mana value among
    /// permanents you control": the largest value of a characteristic among the
    /// permanents matching the filter (0 when there are none, or when it is negative,
    /// CR 107.1b).
    Greatest { stat: Stat, filter: crate::target::ObjectFilter },
    /// "the total power of creatures you control", "creatures you control have total power
    /// 8 or greater": the sum of a characteristic over the permanents matching the
    /// filter, a negative value included (CR 107.1b).
    Total { stat: Stat, filter: crate::target::ObjectFilter },
}

/// A number-valued characteristic of an object (CR 208, 202.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stat {
    Power,
    Toughness,
    ManaValue,
}

/// A player's card zone a count looks in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardZone {
    Hand,
    Graveyard,
    Library,
    /// CR 406: the face-up cards the player owns in exile (a shared zone, CR 400.1).
    Exile,
    /// CR 400.11a: the player's cards outside the game (their sideboard, CR 100.4).
    Outside,
}

impl Amount {
    pub fn one() -> Amount {
        Amount::Fixed(1)
    }

    /// The amount with every X replaced by `with` (a "where X is …" or "equal to …"
    /// definition); `Count` keeps its multiplier.
    pub fn define_x(self, with: Amount) -> Amount {
        match (self, with) {
            (Amount::X, w) => w,
            (a, _) => a,
        }
    }
}

/// CR 608.2c: what an instruction did to objects, recorded as the resolution goes on for
/// the instructions after it to read ("this way").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Did {
    /// CR 701.8: destroyed, each object as it last existed on the battlefield (CR 608.2h).
    Destroyed,
    /// CR 701.17: milled (put into a graveyard from a library), the cards in the
    /// graveyard, since the process last began again (`Effect::RepeatProcess`).
    Milled,
    /// Exiled from a player's own zones, the new objects in exile ("the cards they exiled
    /// this way", `Props::exiled_this_way`).
    Exiled,
    /// Created, the tokens ("they gain haste", `Props::created_this_way`).
    Created,
    /// CR 701.6a: countered, each spell as it last existed on the stack.
    Countered,
}

/// CR 608.2c: a number the resolution's instructions add up as they are carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tally {
    /// CR 119.3: life players lost ("the life lost this way").
    LifeLost,
    /// CR 120.3: damage dealt, after prevention (CR 615) ("the damage dealt this way").
    DamageDealt,
}

/// `PtEquals::times` when the text doesn't multiply (left out of the serialisation).
pub(crate) fn once() -> i32 {
    1
}

pub(crate) fn is_once(n: &i32) -> bool {
    *n == 1
}

/// A number the game counts ("the number of creatures you control") while it computes
/// characteristics (CR 604.3, layer 7a): it reads no object's power or toughness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Count {
    /// Permanents of a type its controller controls.
    YouControl(mw_types::CardType),
    /// Lands of a basic land type (named by its color) its controller controls.
    LandTypeYouControl(mw_types::Color),
    /// Creatures on the battlefield.
    CreaturesOnBattlefield,
    /// Cards in its controller's hand.
    CardsInHand,
    /// Cards of a type in its controller's graveyard.
    CardsInGraveyard(mw_types::CardType),
    /// Its controller's life total.
    LifeTotal,
    /// CR 205.2a: the card types among the cards in its controller's graveyard, or with
    /// `all` in all graveyards (Tarmogoyf).
    CardTypesInGraveyards { all: bool },
    /// CR 611.3a: permanents on the battlefield passing the filter (controller relative
    /// to the source's controller, "other" not the source): "for each Aura on the
    /// battlefield", "for each other enchantment on the battlefield". The lowering keeps
    /// power and toughness out of the filter, so counting never reads them.
    Permanents(crate::target::ObjectFilter),
    /// CR 122.1: the counters of a kind on the source ("for each charge counter on ~",
    /// "equal to the number of charge counters on it").
    CountersOnSource(mw_types::CounterKind),
    /// CR 604.3: the cards in its controller's graveyard (`all`: in every graveyard)
    /// having one of the card types of the mask `types` (bit `CardType as u32`; 0: any
    /// card), read from the cards' printed types, so a count never asks for the
    /// characteristics of the card whose own P/T it defines.
    GraveyardCards { all: bool, types: u16 },
    /// CR 604.3: the cards in its controller's graveyard (`all`: in every graveyard)
    /// passing the filter ("Elf cards in your graveyard", "Zombie cards in all
    /// graveyards"); the lowering keeps power and toughness out of the filter.
    GraveyardMatching { all: bool, filter: crate::target::ObjectFilter },
    /// CR 305.6: domain: the basic land types among the lands its controller controls.
    BasicLandTypes,
    /// CR 202.3: the greatest mana value among the permanents passing the filter (0 when
    /// there are none).
    GreatestManaValue(crate::target::ObjectFilter),
    /// CR 700.5: its controller's devotion to these colors.
    Devotion(mw_types::ColorSet),
    /// CR 607.2a: the cards in exile that the source's linked abilities exiled, passing
    /// the filter ("the number of cards exiled with it"); the lowering keeps power and
    /// toughness out of the filter.
    ExiledWithSource(crate::target::ObjectFilter),
}

