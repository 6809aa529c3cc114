//! Decisions (DESIGN.md invariants 1 and 2): who must decide, the question, and the
//! answers. The code that lists legal answers is the code that checks one.

use crate::state::events::Target;
use mw_types::{ManaType, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The question a player must answer now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Question {
    /// CR 103.5: keep this hand or mulligan.
    Mulligan { mulligans_taken: u8 },
    /// CR 103.5: put a card from hand on the bottom of the library (London mulligan).
    PutOnBottom { remaining: u8 },
    /// CR 103.6: a card of your opening hand to begin the game with on the
    /// battlefield, or done.
    OpeningHand,
    /// CR 117: the player has priority.
    Priority,
    /// CR 601.2b / 700.2: choose the mode of a modal spell (answers number them from 1).
    ChooseMode,
    /// CR 614.12: pay this much life as `object` enters (yes), or it enters tapped (no).
    PayLifeOrTapped { object: ObjectId, life: u32 },
    /// CR 614.12 / 701.20a: a card of the quality `object` asks for, revealed from the
    /// hand as it enters (an object), or it enters tapped (no).
    RevealOrTapped { object: ObjectId },
    /// CR 702.98a / 702.136a: yes: it enters with a +1/+1 counter; no: without (with
    /// haste, for riot).
    CounterOrHaste { object: ObjectId, haste: bool },
    /// CR 601.2b / 702.33a / 702.27a: pay this optional additional cost (kicker or
    /// buyback) as the spell is cast (yes) or not (no).
    PayOptionalCost { cost: mw_types::ManaCost },
    /// CR 601.2b / 107.3: choose the value of X.
    ChooseX { max: u32 },
    /// CR 601.2b / 118.8: how many times to pay the spell's additional cost that may be
    /// paid any number of times ("exile any number of white cards from your hand").
    ChooseTimes { max: u32 },
    /// CR 601.2b / 118.8: which of the spell's additional costs to pay ("sacrifice a
    /// creature or pay {3}"): a number, the option's place in the text (1 for the first);
    /// only options that could be paid are offered.
    ChooseCost { options: u32 },
    /// CR 601.2d: how much of the damage to divide goes to this target (the last target
    /// gets what is left).
    DivideDamage { target: crate::state::events::Target, remaining: u32 },
    /// CR 601.2c / 603.3d: choose the Nth target of a spell or ability.
    ChooseTarget { source: ObjectId, index: u8 },
    /// CR 601.2h: choose the permanent to sacrifice or card to discard for the additional
    /// cost of `source`.
    PayAdditionalCost { source: ObjectId },
    /// CR 601.2g–h: pay the rest of a cost, one mana at a time.
    PayMana { source: ObjectId },
    /// CR 508.1: declare attackers, one at a time, then done.
    DeclareAttackers,
    /// CR 509.1: declare blockers, one at a time, then done.
    DeclareBlockers,
    /// CR 510.1c / 702.19b: assign one more point of this attacker's combat damage.
    AssignDamage { attacker: ObjectId, remaining: u32 },
    /// CR 118.12: pay this cost, or let the spell or ability be countered.
    /// Yes: pay the mana (and the life, for "ward—pay N life"); no: it is countered.
    PayOrCounter { cost: mw_types::ManaCost, life: u32 },
    /// CR 609.3: "you may pay {N}": pay it (yes) or not (no).
    MayPay { cost: mw_types::ManaCost },
    /// CR 609.3 / 107.14: "you may pay {E}…": pay that many energy counters or not.
    MayPayEnergy { amount: u32 },
    /// CR 701.44a: leave the revealed card on top of the library, or put it into the
    /// graveyard.
    ExploreChoice { card: ObjectId },
    /// CR 401.4: put this card on the top (keep on top) or the bottom of its owner's
    /// library.
    TopOrBottom { card: ObjectId },
    /// CR 701.22 / 701.25: the next looked-at card: keep on top or put away; once all are
    /// sorted, which of those on top goes above the others (`card` is then None).
    Arrange { card: Option<ObjectId> },
    /// CR 701.57a: cast the discovered card without paying its mana cost (yes), or put it
    /// into your hand (no).
    CastWithoutPaying { card: ObjectId },
    /// CR 702.35a: cast the card for the alternative cost of kind `kind` now (yes), or
    /// not (no: madness puts it into its owner's graveyard).
    CastForCost { card: ObjectId, kind: mw_ir::AltKind },
    /// CR 701.23: the next card to find in your library, or done.
    SearchLibrary,
    /// The next card to choose from a graveyard, hand or library (a player's own cards
    /// to move, or cards with a name to find in another player's zones), or done.
    ChooseCards,
    /// CR 201.2: a card name (for the permanent entering).
    ChooseCardName { object: ObjectId },
    /// CR 701.34a: choose a permanent or player with a counter to proliferate, one at a
    /// time, then done.
    Proliferate,
    /// CR 609.3: "you may": do the instruction of `source`'s ability, yes or no.
    MayDo { source: ObjectId },
    /// CR 514.1: discard down to maximum hand size.
    Discard { remaining: u32 },
    /// CR 603.3b: choose which of your triggered abilities goes on the stack next.
    OrderTriggers,
    /// CR 704.5j: choose the legendary permanent to keep.
    LegendRule,
    /// CR 903.9a: put your commander `card` (in a graveyard or exile) into the command
    /// zone, yes or no.
    CommandZone { card: ObjectId },
    /// CR 616.1: which replacement effect to apply next to the permanent entering
    /// (`object`: the card entering).
    ChooseReplacement { object: ObjectId },
    /// CR 616.1 / 121.6: which replacement effect applies to your next draw
    /// (`Replacement`), or none (`No`: draw).
    ReplaceDraw,
    /// CR 616.1: which replacement effect applies next to `card` moving to `to`
    /// (`Replacement`); for an optional one alone (CR 903.9b: a commander to the command
    /// zone), `Yes` or `No`.
    ReplaceMove { card: ObjectId, to: crate::state::zones::Zone },
    /// CR 614.12a / 707.5: which creature the permanent entering becomes a copy of (or
    /// `No`, when optional).
    ChooseCopy { object: ObjectId },
    /// CR 614.12a: "As ~ enters, choose a creature type".
    ChooseCreatureType { object: ObjectId },
    /// CR 614.12a: which color ("As ~ enters, choose a color").
    ChooseColor { object: ObjectId },
    /// CR 205.2a: which card type ("choose a card type", "choose creature or land").
    ChooseCardType { object: ObjectId },
    /// CR 608.2d: which player ("choose an opponent"): `Answer::Target` of a player.
    ChoosePlayer { object: ObjectId },
    /// "choose odd or even": `Answer::Number` 1 (odd) or 0 (even).
    ChooseParity { object: ObjectId },
    /// CR 608.2d: a number up to `max` (`Answer::Number`).
    ChooseNumber { object: ObjectId, max: u32 },
    /// Take a looked-at card (or done); with `bottom`, which of the rest goes to the
    /// bottom of the library next.
    Dig { bottom: bool },
    /// Which of the cards looked at and not taken goes back on top of the library next
    /// (the first chosen ends up on top).
    DigOnTop,
    /// CR 401.4: the next card of your hand to put into your library (on top with `top`,
    /// else on the bottom); the first chosen ends up highest. `remaining` cards to go.
    HandToLibrary { remaining: u32, top: bool },
    /// Which permanent an instruction chooses ("choose a creature you control with the
    /// least toughness").
    ChoosePermanent,
    /// CR 701.9b: which card of `player`'s revealed hand they discard.
    ChooseDiscard { player: PlayerId },
    /// CR 701.21a: which permanent to sacrifice.
    ChooseSacrifice,
    /// CR 106.1b: which mana an instruction adds ("add one mana of any color").
    ChooseMana,
    /// CR 506.3, 508.4: which player or planeswalker `attacker`, put onto the battlefield
    /// attacking, attacks.
    ChooseAttacked { attacker: ObjectId },
    /// CR 608.2d: which player or planeswalker an instruction's damage is dealt to ("that
    /// player or a planeswalker that player controls").
    ChooseDamaged { source: ObjectId },
    /// CR 701.38a: the vote of `source`'s resolving instruction: an option by its number
    /// (from 1, in the text's order) or a permanent.
    Vote { source: ObjectId },
    /// The game is over; nobody decides.
    GameOver,
}

/// One answer to a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    Keep,
    Mulligan,
    Yes,
    No,
    /// Leave a revealed card on top of the library.
    KeepOnTop,
    /// Put a revealed card into the graveyard.
    ToGraveyard,
    /// Put a looked-at card on the bottom of the library.
    ToBottom,
    /// A card or permanent: put on bottom, discard, keep (legend rule), trigger to put.
    Object(ObjectId),
    /// CR 117.3d: pass priority.
    Pass,
    /// CR 305.1: play a land.
    PlayLand(ObjectId),
    /// CR 601: cast a spell from hand.
    Cast(ObjectId),
    /// CR 715.3 / 712.12: cast the card as its other face (its Adventure, or the back
    /// face of a modal double-faced card).
    CastAlternate(ObjectId),
    /// CR 712.12 / 305.1: play the back face of a modal double-faced card as a land.
    PlayLandAlternate(ObjectId),
    /// CR 702.37c: cast the card face down as a 2/2 creature for {3}.
    CastFaceDown(ObjectId),
    /// CR 118.9 / 601.2b: cast the card paying the alternative cost that is its `cost`-th
    /// ability rather than its mana cost.
    CastAlternative { card: ObjectId, cost: u16 },
    /// CR 702.37e / 116.2b: turn this face-down permanent face up by paying its morph
    /// cost (a special action).
    TurnFaceUp(ObjectId),
    /// CR 702.62a / 116.2f: suspend this card from the hand (a special action).
    Suspend(ObjectId),
    /// CR 702.143a / 116.2h: foretell this card from the hand (a special action).
    Foretell(ObjectId),
    /// CR 702.170a / 116.2k: plot this card from the hand (a special action).
    Plot(ObjectId),
    /// CR 602: activate the Nth ability (index among all its abilities).
    Activate { source: ObjectId, ability: u16 },
    /// CR 605.3: activate a mana ability, choosing the type of mana where it offers one.
    ActivateMana { source: ObjectId, ability: u16, mana: ManaType },
    /// CR 702.51a: tap this untapped creature to pay for one mana of the spell's cost
    /// (`mana`: one of its colors, or colorless for generic mana).
    /// CR 702.51a / 702.126a / 702.66a: tap this creature (convoke) or artifact
    /// (improvise), or exile this graveyard card (delve), paying for one mana.
    Convoke { creature: ObjectId, mana: ManaType },
    /// Spend one mana of this type from the pool on the cost being paid.
    PayFromPool(ManaType),
    /// CR 601.2h / 107.4f: pay 2 life for a Phyrexian symbol.
    PayLife,
    /// Let the engine find and make the whole payment.
    AutoPay,
    /// CR 601.2g–h: pay the whole cost with the `i`-th of the distinct payment plans the
    /// engine lists (with `Shortcuts::payment_plans`: how many sources of each kind it
    /// taps, so which stay untapped).
    PayPlan(u16),
    Number(u32),
    Target(Target),
    /// CR 508.1b: attack a player or a planeswalker.
    Attack { attacker: ObjectId, target: Target },
    Block { blocker: ObjectId, attacker: ObjectId },
    /// One point of combat damage to this creature or player.
    AssignDamage(Target),
    /// All the combat damage still to assign, to this creature or player (a shortcut for
    /// assigning it one point at a time: a creature with huge power needs no more steps).
    AssignAllDamage(Target),
    /// Finish a compound choice.
    Done,
    /// CR 616.1: apply this replacement effect next.
    Replacement(crate::pipeline::replacement::ReplacementId),
    /// CR 205.3m: a creature type.
    CreatureType(mw_types::CreatureType),
    /// CR 105.1: a color.
    Color(mw_types::Color),
    /// CR 205.2a: a card type.
    CardType(mw_types::CardType),
    /// CR 201.2: the name of this card (one of the game's card definitions with it).
    CardName(mw_types::CardId),
    /// CR 106.1: a type of mana.
    Mana(ManaType),
}

/// The pending decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub player: Option<PlayerId>,
    pub question: Question,
}

/// Why an answer was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ApplyError {
    #[error("the game is over")]
    GameOver,
    #[error("{got} may not answer now; {expected} must decide")]
    NotYourDecision { expected: PlayerId, got: PlayerId },
    #[error("\"{}\" is not a legal answer to the question \"{}\"", mw_ir::explain::words(answer), mw_ir::explain::words(question))]
    IllegalAnswer { answer: Answer, question: Question },
}
