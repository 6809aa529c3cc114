//! Effects (CR 609): the instructions of spells and abilities.

pub use crate::choice::{Choice, NameOf};
pub use crate::condition::{Condition, Relation, TurnEvent};
use serde::{Deserialize, Serialize};

pub use crate::turn_rules::{PlayerRule, TurnRule};
pub use crate::amount::{Amount, CardZone, Counted, Stat};
pub use crate::subject::{PlayerRef, Recipient, Subject, NewColors, StackRef};

/// CR 611.2: how long a continuous effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Duration {
    /// CR 514.2: ends in the cleanup step.
    EndOfTurn,
    /// CR 611.2a: no duration stated: it lasts as long as its object (CR 400.7).
    Indefinite,
    /// "until your next turn": it ends as the next turn of the controller of the spell
    /// or ability that made it begins (CR 500.1; CR 800.4m for a player who left).
    UntilYourNextTurn,
}

/// How long a card exiled to be played may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayUntil {
    /// "this turn", "until end of turn".
    ThisTurn,
    /// "until the end of your next turn".
    EndOfYourNextTurn,
    /// "for as long as that card remains exiled" (CR 611.2b: until it leaves exile).
    WhileExiled,
}

/// CR 603.7: when a delayed triggered ability triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DelayedWhen {
    /// "at the beginning of the next turn's upkeep".
    NextUpkeep,
    /// "at the beginning of the next end step".
    NextEndStep,
    /// CR 511.2: "at end of combat".
    EndOfCombat,
    /// "at the beginning of your next upkeep" (the delayed trigger's controller's).
    YourNextUpkeep,
    /// "at the beginning of your next end step" (the delayed trigger's controller's).
    YourNextEndStep,
    /// CR 505.1: "at the beginning of your next main phase": the first main phase of the
    /// delayed trigger's controller's to begin after it is created, precombat or
    /// postcombat.
    YourNextMainPhase,
    /// CR 603.7a, 601.2i: "when you [next] cast your next instant or sorcery spell [this
    /// turn]": the first spell its controller casts that matches the `Delayed`
    /// instruction's `spell` filter; with `this_turn`, only until the turn ends.
    NextCast { this_turn: bool },
    /// CR 603.7c, 700.4: "when that creature dies this turn": the object the delayed
    /// trigger is about (`Effect::Delayed::about`) dies, this turn only; its event's
    /// object is that creature as it last existed.
    DiesThisTurn,
    /// CR 603.7b: "until end of turn, whenever [event], …": a delayed trigger with a
    /// stated duration, triggering each time its `Effect::Delayed::trigger` event happens
    /// until the turn's cleanup.
    EachThisTurn,
}

/// A further take of `Effect::Dig`, after the first: `take` more of the cards looked at
/// (exactly, or up to), matching `filter`, go where `to` says ("put one of them into your
/// hand, put one of them on the bottom of your library, and exile one of them").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DigTake {
    pub take: u8,
    pub exact: bool,
    pub filter: Option<crate::target::ObjectFilter>,
    pub to: SearchTo,
}

/// Where the cards not taken by `Effect::Dig` go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DigRest {
    /// The bottom of the library in any order (the controller's choice).
    BottomAnyOrder,
    /// The bottom of the library in a random order.
    BottomRandom,
    Graveyard,
    /// Back on top of the library in any order (the controller's choice).
    TopAnyOrder,
    /// CR 701.24a: left in the library, which is then shuffled ("shuffle the rest into
    /// your library").
    Shuffle,
    /// CR 406.3: into exile ("exile all other cards revealed this way").
    Exile,
    /// Into the hand ("put all cards revealed this way into your hand").
    Hand,
    /// CR 401.5: left on top of the library in their order, no instruction moving them
    /// ("look at the top two cards of your library. Put one of them into your graveyard.").
    Stay,
}

impl SearchTo {
    pub fn hand() -> SearchTo {
        SearchTo::Hand
    }
}

/// Where found cards go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchTo {
    Hand,
    Battlefield { tapped: bool },
    Graveyard,
    Exile,
    /// "then shuffle and put that card on top" (CR 701.23a, then 401.4's top).
    Top,
    /// CR 401.4: the bottom of its owner's library.
    Bottom,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Effect {
    /// CR 120.3: `source` deals `amount` damage to the Nth target (a player or a permanent).
    DealDamage { source: Subject, amount: Amount, to: Recipient },
    /// CR 601.2d: `source` deals `amount` damage divided as its controller chose, when
    /// it was put on the stack, among the targets `first .. first + count` (each chosen
    /// one at least 1; an illegal target's share isn't dealt, CR 608.2b).
    DealDamageDivided { source: Subject, amount: Amount, first: u8, count: u8 },
    /// CR 611.2a / 613.4c: a power/toughness change for a duration.
    /// `times` multiplies the change ("+X/+X", "+1/+1 for each Elf"); 1 for a fixed one.
    Pump { subject: Subject, power: i32, toughness: i32, duration: Duration, #[serde(default = "Amount::one")] times: Amount },
    /// CR 104.2b: the player wins the game (every other player loses it).
    WinGame { player: PlayerRef },
    /// CR 104.3e: the player loses the game.
    LoseGame { player: PlayerRef },
    /// CR 121: draw cards.
    Draw { player: PlayerRef, amount: Amount },
    /// CR 119.3: gain life.
    GainLife { player: PlayerRef, amount: Amount },
    /// CR 119.3: lose life.
    LoseLife { player: PlayerRef, amount: Amount },
    /// CR 701.8: destroy; `no_regen`: "it can't be regenerated" (CR 701.19c).
    Destroy { subject: Subject, #[serde(default)] no_regen: bool },
    /// CR 701.19a: regenerate: the next time it would be destroyed this turn, instead
    /// tap it, remove all damage from it and remove it from combat.
    Regenerate { subject: Subject },
    /// CR 701.13: exile.
    Exile { subject: Subject },
    /// CR 701.26: tap.
    Tap { subject: Subject },
    /// CR 701.26: untap.
    Untap { subject: Subject },
    /// CR 701.6: counter a spell or ability.
    Counter { what: StackRef, #[serde(default)] exile: bool },
    /// A rule for the rest of the turn.
    TurnRule(TurnRule),
    /// A rule about a player (or each of a group) for the rest of the turn (CR 611.2):
    /// "spells you control can't be countered this turn", "you gain hexproof from blue
    /// until end of turn".
    PlayerRule { player: PlayerRef, rule: PlayerRule },
    /// CR 701.44: the permanent explores, `times` times in a row.
    Explore { subject: Subject, times: Amount },
    /// CR 122.6: put counters on an object.
    PutCounters { subject: Subject, kind: mw_types::CounterKind, amount: Amount },
    /// CR 122.5: "move a +1/+1 counter from ~ onto it", "move all counters from ~ onto
    /// target creature": counters removed from `from` and put on `to` (`kind` None: every
    /// kind; `all` false: one counter). Nothing moves unless both are on the battlefield.
    MoveCounters { from: Subject, to: Subject, #[serde(default)] kind: Option<mw_types::CounterKind>, #[serde(default)] all: bool },
    /// CR 603.10a / 608.2h: "put those counters on ~": on `to`, the counters of each kind
    /// `from` had as it last existed (the object that left the battlefield).
    PutThoseCounters { from: Subject, to: Subject },
    /// Return the Nth target (a card in a graveyard) to the battlefield under its owner's
    /// control (or, with `under_you`, under the controller of this ability); later
    /// instructions call it `Subject::Returned`. CR 110.5b: with `tapped`, it enters tapped
    /// ("return it to the battlefield tapped").
    ReturnToBattlefield {
        subject: Subject,
        #[serde(default)]
        under_you: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        /// CR 122.6, 614.1c: "… with a +1/+1 counter on it": counters it enters with.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        counters: Option<(mw_types::CounterKind, u32)>,
    },
    /// CR 305.2: "you may play an additional land this turn".
    AdditionalLand,
    /// CR 111.1 / 701.7: create tokens with these characteristics (`tapped`: they enter
    /// tapped).
    /// `attacking`: "that's tapped and attacking" (CR 506.3, 508.4): during combat they
    /// enter attacking, never having been declared as attackers.
    /// `player`: who creates them ("its controller investigates", "each opponent creates
    /// a Treasure token"); they enter under that player's control (CR 111.2).
    CreateTokens {
        token: Box<crate::card::CardDef>,
        amount: Amount,
        tapped: bool,
        #[serde(default)]
        attacking: bool,
        #[serde(default = "PlayerRef::you", skip_serializing_if = "PlayerRef::is_you")]
        player: PlayerRef,
        /// "create an X/X … token, where X is …": the power and toughness, each that
        /// amount as the instruction resolves (the definition's own are 0/0).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pt: Option<Amount>,
        /// CR 508.4: whom they attack, when the text says ("attacking that player").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacks: Option<crate::restriction::TokenAttacks>,
        /// CR 303.4i: an Aura token (a Role, CR 303.7) created attached to this object;
        /// not created if it is undefined or can't legally be enchanted.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attached: Option<Subject>,
    },
    /// CR 114.2: `player` gets an emblem: an object in the command zone, owned and
    /// controlled by that player, whose only characteristics are the abilities of
    /// `emblem` (CR 114.3).
    CreateEmblem {
        emblem: Box<crate::card::CardDef>,
        #[serde(default = "PlayerRef::you", skip_serializing_if = "PlayerRef::is_you")]
        player: PlayerRef,
    },
    /// CR 702.26b: the object phases out: treated as though it doesn't exist until it
    /// phases in during its controller's next untap step (CR 702.26a).
    PhaseOut { subject: Subject },
    /// CR 701.22: scry N.
    Scry { amount: Amount },
    /// CR 701.25: surveil N.
    Surveil { amount: Amount },
    /// CR 701.17: mill N (the player's own library).
    Mill { player: PlayerRef, amount: Amount },
    /// CR 701.14: two creatures fight.
    Fight { a: Subject, b: Subject },
    /// "reveals the top card of their library; if it's a [type] card, that player puts
    /// it into their hand" (CR 701.20).
    RevealTopTakeIf { player: PlayerRef, card_type: mw_types::CardType },
    /// Return a permanent (or this card, from its graveyard) to its owner's hand.
    ReturnToHand { subject: Subject },
    /// CR 701.3 / 702.6a: attach an Equipment or Aura (`what`: the source unless said) to
    /// an object (a target, or the token just created: living weapon). CR 701.3a: only an
    /// Aura or Equipment moves, and only onto an object it could be attached to.
    AttachTo { to: Subject, #[serde(default = "Subject::this", skip_serializing_if = "Subject::is_this")] what: Subject },
    /// CR 701.3d: unattach: the permanent stops being attached to what it is attached to;
    /// it stays on the battlefield.
    Unattach { what: Subject },
    /// CR 122.8: remove counters from a permanent; with fewer than that many on it, none
    /// are removed and a following "if you can't" happens.
    RemoveCounters { subject: Subject, kind: mw_types::CounterKind, amount: Amount },
    /// CR 406.3: the top cards of players' libraries into exile, face up.
    ExileTop { player: PlayerRef, amount: Amount, #[serde(default)] face_down: bool },
    /// CR 119.4: pay life (only with at least that much; a following "if you do" sees
    /// whether it was paid).
    PayLife { amount: Amount },
    /// CR 701.26: "tap or untap": the permanent turns to its other status (tapping a
    /// tapped permanent does nothing, so the choice is this or nothing; compiled under
    /// "you may").
    TapOrUntap { subject: Subject },
    /// CR 701.9: a player discards their whole hand.
    DiscardHand { player: PlayerRef },
    /// CR 614.1a: "if that creature would die this turn, exile it instead" (`any_zone`:
    /// "if it would leave the battlefield, exile it instead", lasting while it stays).
    ExileInstead { subject: Subject, any_zone: bool },
    /// "Choose a creature you control with the least toughness" (bolster, CR 701.39),
    /// "an Army you control" (amass, CR 701.47), "a creature token you control" (populate,
    /// CR 701.36): the controller picks one permanent passing the filter (among those
    /// with the least toughness if `least_toughness`); later instructions name it as
    /// `Subject::Returned`.
    ChoosePermanent { filter: crate::target::ObjectFilter, least_toughness: bool },
    /// CR 702.112a: renown N: if the source isn't renowned, N +1/+1 counters on it and it
    /// becomes renowned.
    Renown { amount: Amount },
    /// CR 701.37: monstrosity N: if the source isn't monstrous, N +1/+1 counters on it and
    /// it becomes monstrous ("when ~ becomes monstrous" triggers).
    Monstrosity { amount: Amount },
    /// CR 118.12: counter it unless its controller pays the cost.
    /// `life`: life to pay as well or instead ("ward—pay 3 life", CR 702.21a).
    /// `per`: the mana cost is paid that many times, counted as it resolves ("{X}, where
    /// X is ~'s power": {1} per point; "{1} for each card in your graveyard", CR 107.3).
    CounterUnlessPays {
        what: StackRef,
        cost: mw_types::ManaCost,
        #[serde(default)]
        life: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<Amount>,
    },
    /// CR 611.2a / 613.1f: gains keywords for a duration.
    GainKeywords { subject: Subject, keywords: Vec<crate::keyword::Keyword>, duration: Duration },
    /// CR 702.34a / 611.2c: a card in a graveyard gains flashback at its own mana cost until
    /// end of turn (a new object once it leaves the graveyard, CR 400.7, without it).
    GainFlashback { subject: Subject },
    /// CR 702.34a / 611.2c: each card in your graveyard matching `filter` as the
    /// instruction resolves gains flashback at its own mana cost until end of turn.
    GraveyardGainsFlashback { filter: crate::target::ObjectFilter },
    /// CR 611.2a / 613.1f: loses keywords for a duration ("permanents your opponents
    /// control lose hexproof and indestructible until end of turn").
    LoseKeywords { subject: Subject, keywords: Vec<crate::keyword::Keyword>, duration: Duration },
    /// CR 701.23: search your library for up to `count` cards matching `filter`, put them
    /// where `to` says (revealing them if `reveal`), then shuffle. `only`: a quality
    /// counted as the search begins ("with mana value X or less", CR 107.3).
    /// `graveyard`: "search your library and/or graveyard": the searcher chooses to
    /// search their library too or their graveyard alone (the library is shuffled only
    /// if it was searched, CR 701.23a). `most`: "up to X [quality] cards": the most it
    /// finds is that number, counted as the search begins (CR 107.3), `count` unused.
    Search {
        filter: crate::target::ObjectFilter,
        count: u8,
        to: SearchTo,
        reveal: bool,
        #[serde(default)]
        only: Option<crate::target::Relative>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        graveyard: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        most: Option<Amount>,
    },
    /// CR 701.9: each of these players discards `amount` cards of their choice (at
    /// random with `random`, CR 701.9b); with `up_to`, as many of them as they choose
    /// ("discard up to two cards", "discard any number of cards").
    Discard {
        player: PlayerRef,
        amount: Amount,
        #[serde(default)]
        random: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        up_to: bool,
    },
    /// CR 724.1: the player becomes the monarch.
    BecomeMonarch { player: PlayerRef },
    /// CR 702.179c: the player's speed increases by `by` (from none, it becomes `by`).
    IncreaseSpeed { player: PlayerRef, by: u8 },
    /// CR 701.54a: the Ring tempts the player: they choose a creature they control as
    /// their Ring-bearer (none when they control none), and the Ring has tempted them
    /// once more (CR 701.54c, 701.54d).
    RingTempts { player: PlayerRef },
    /// CR 701.34: proliferate.
    Proliferate,
    /// CR 701.57: discover N.
    Discover { amount: Amount },
    /// CR 702.85a: cascade: exile from the top until a nonland card with lesser mana
    /// value than the source spell; it may be cast without paying its mana cost; the rest
    /// (and it, if not cast) go to the bottom in a random order.
    Cascade,
    /// CR 707.10: put `times` copies of a spell on the stack, controlled by this ability's
    /// controller; with `new_targets`, they may choose new targets for each (CR 707.10c).
    CopySpell { what: StackRef, times: Amount, new_targets: bool },
    /// CR 701.50: the permanent connives.
    Connive { subject: Subject },
    /// "you may [instruction]": the controller chooses whether to do it (CR 609.3).
    Optional(Box<Effect>),
    /// "you may pay {2}": the controller chooses whether to pay (CR 609.3, 118.1).
    MayPay { cost: mw_types::ManaCost, #[serde(default = "Amount::one")] times: Amount },
    /// "you may pay {E}{E}": the controller chooses whether to pay energy (CR 107.14).
    MayPayEnergy { amount: u32 },
    /// CR 107.14: "you get {E}{E}": the controller gets energy counters.
    GetEnergy { amount: Amount },
    /// "if you do, [instruction]" (`done`) or "if you don't, …" after an optional
    /// instruction or payment of the same ability (CR 608.2c).
    IfYouDo { done: bool, effect: Box<Effect> },
    /// CR 106.1 / 605.5a: add mana to the controller's pool (an instruction of a spell or
    /// of a triggered ability that isn't a mana ability).
    AddMana(crate::ability::ManaProduction),
    /// CR 613.1d (layer 4): "becomes an artifact creature until end of turn" (crew).
    AddTypes { subject: Subject, types: Vec<mw_types::CardType>, duration: Duration },
    /// "look at the top N cards of your library. put K of them into your hand and the
    /// rest …" / "you may reveal a creature card from among them and put it into your
    /// hand": the controller picks `take` cards (exactly, or up to) matching `filter`
    /// (revealed when filtered); the rest go where `rest` says.
    /// `to`: where the taken cards go (the hand, or the battlefield).
    /// `more`: further takes from the cards left, in order, before the rest go away; a
    /// take into exile makes its card "the exiled card" (`Subject::Returned`).
    /// `whose`: another player's library ("look at the top five cards of target
    /// opponent's library", CR 401.5; None: yours), its cards going only to their owner's
    /// graveyard, library or exile.
    Dig {
        count: Amount,
        take: u8,
        exact: bool,
        filter: Option<crate::target::ObjectFilter>,
        rest: DigRest,
        #[serde(default = "SearchTo::hand")]
        to: SearchTo,
        #[serde(default)]
        more: Vec<DigTake>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        whose: Option<PlayerRef>,
    },
    /// CR 701.20a: "[player] reveals cards from the top of their library until they
    /// reveal N [quality] cards": the cards revealed are the top ones down to the N-th
    /// with the quality, or the whole library when it has fewer. `found`: where the cards
    /// with the quality go (None: with the others, "puts those cards into their
    /// graveyard"); `rest`: where the other revealed cards go. Each player `player` names
    /// does it in turn; their found cards enter under their control.
    RevealUntil {
        player: PlayerRef,
        count: Amount,
        filter: crate::target::ObjectFilter,
        found: Option<SearchTo>,
        rest: DigRest,
    },
    /// "look at the top N cards of your library, then put them back in any order";
    /// `whose`: another player's library ("… of target player's library"; None: yours).
    Reorder {
        amount: Amount,
        #[serde(default)]
        whose: Option<PlayerRef>,
    },
    /// CR 615.7: "prevent the next N damage that would be dealt to [it] this turn": a
    /// prevention shield on the target.
    PreventNext { to: Recipient, amount: Amount },
    /// CR 615.1a: "prevent all damage that would be dealt to target creature this turn",
    /// "… that would be dealt by creatures …", "… to you and creatures you control …": all
    /// damage matching `damage` is prevented for `duration`; the objects and players named
    /// are fixed as the instruction resolves (CR 608.2h), the filters read as damage
    /// would be dealt.
    Prevent { damage: crate::prevention::DamageMatch, duration: Duration },
    /// CR 609.7a: "a source of your choice": the controller chooses a source passing the
    /// filter (a permanent or a spell on the stack) as the instruction resolves; later
    /// instructions name it as `Subject::Returned`.
    ChooseSource { filter: crate::target::ObjectFilter },
    /// CR 615.8: "the next time [the chosen source] would deal damage to [you] this turn,
    /// prevent that damage": the next instance of damage from `source` to `to` is
    /// prevented. CR 615.5: `then` ("if damage is prevented this way, …") happens right
    /// after, with "that much" the damage prevented and "that source" the source
    /// (`Subject::Triggering`).
    PreventNextFrom { source: Subject, to: Recipient, #[serde(default, skip_serializing_if = "Vec::is_empty")] then: Vec<Effect> },
    /// CR 701.20 / 701.9b: "[player] reveals their hand. you choose a nonland card from
    /// it. that player discards that card." (`exile`: "… and exile that card"; `look`:
    /// "look at target player's hand. you choose …": seen by the chooser only;
    /// `optional`: "you may choose …": choosing none is a "didn't" for "if you do").
    RevealChooseDiscard {
        player: PlayerRef,
        filter: crate::target::ObjectFilter,
        #[serde(default)]
        exile: bool,
        #[serde(default)]
        look: bool,
        #[serde(default)]
        optional: bool,
    },
    /// "look at target player's hand": its controller sees the cards; no one else does.
    LookAtHand { player: PlayerRef },
    /// CR 701.20a: "[player] reveals their hand": every player sees the cards; nothing
    /// else happens to them.
    RevealHand { player: PlayerRef },
    /// CR 603.7a: creates a delayed triggered ability that does `effects` when `when`
    /// comes. With `about`, the object that names (as it is when the delayed ability is
    /// created, CR 603.7c) is the one its instructions call `Subject::Triggering` ("return
    /// that card to the battlefield at the beginning of the next end step").
    /// `spell`: for `DelayedWhen::NextCast`, the spells whose casting it waits for.
    Delayed {
        when: DelayedWhen,
        effects: Vec<Effect>,
        #[serde(default)]
        about: Option<Subject>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spell: Option<Box<crate::target::ObjectFilter>>,
        /// For `DelayedWhen::EachThisTurn`, the event it waits for, as a triggered
        /// ability's (its controller is "you").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trigger: Option<Box<crate::trigger::Trigger>>,
        /// CR 603.7c: "exile the tokens at end of combat": one delayed trigger about each
        /// token the resolution created so far (`Did::Created`).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        each_created: bool,
    },
    /// CR 603.12: a reflexive triggered ability ("you may sacrifice a creature. When you
    /// do, destroy target creature"): created and triggered as this instruction resolves
    /// (under "if you do" when the text says "when you do"), put on the stack the next
    /// time a player would receive priority, its own `targets` chosen then. With `about`,
    /// the object that names as it triggers is its `Subject::Triggering`.
    Reflexive {
        targets: Vec<crate::target::TargetSpec>,
        effects: Vec<Effect>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        about: Option<Subject>,
    },
    /// "exile the top card of your library. you may play that card this turn": the
    /// controller may play it from exile until `until`.
    /// `player`: whose library (the controller may play the cards either way); with
    /// `cast_only`, "you may cast that card": a land can't be played.
    ExileTopMayPlay {
        until: PlayUntil,
        #[serde(default = "Amount::one")]
        count: Amount,
        #[serde(default = "PlayerRef::you")]
        player: PlayerRef,
        #[serde(default)]
        cast_only: bool,
    },
    /// "you may play the exiled card this turn": the controller may play the card (in
    /// exile) until `until` (CR 601.2a, 305.1); with `cast_only`, only cast it.
    /// `owner`: "its owner may play it": the card's owner is the one allowed. `tax`: "a
    /// spell cast this way costs {N} more to cast" (CR 601.2f), generic mana added to the
    /// total cost of a spell cast by this permission.
    MayPlayExiled {
        subject: Subject,
        until: PlayUntil,
        #[serde(default)]
        cast_only: bool,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        owner: bool,
        #[serde(default, skip_serializing_if = "is_zero")]
        tax: u8,
        /// CR 702.185a: "after the current turn has ended": the permission starts with
        /// the next turn.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        later: bool,
    },
    /// CR 601.3b: "until your next turn, you may cast sorcery spells as though they had
    /// flash": the controller may cast spells passing the filter any time they could
    /// cast an instant, for the duration.
    CastAsThoughFlash { filter: crate::target::ObjectFilter, duration: Duration },
    /// CR 701.24a: the player shuffles their library ("you may shuffle").
    ShuffleLibrary { player: PlayerRef },
    /// CR 701.24a: each of these players shuffles the cards of their hand (and, with
    /// `graveyard`, their graveyard) into their library.
    ShuffleHandIntoLibrary { player: PlayerRef, graveyard: bool },
    /// CR 401.4: "put two cards from your hand on top of your library in any order": the
    /// player chooses `count` cards from their hand one at a time, the first chosen
    /// ending highest, and puts them on top (or on the bottom) of their library.
    HandToLibrary { #[serde(default = "PlayerRef::you")] player: PlayerRef, count: Amount, top: bool },
    /// CR 701.21a: each of these players sacrifices `count` permanents matching `filter`
    /// of their choice ("each opponent sacrifices a creature").
    /// `exploit`: the sacrifice of an exploit ability (CR 702.110b: the source "exploits"
    /// what is sacrificed).
    Sacrifices { player: PlayerRef, filter: crate::target::ObjectFilter, count: Amount, #[serde(default)] exploit: bool },
    /// "return a land you control to its owner's hand": the controller chooses which.
    ReturnChosen { filter: crate::target::ObjectFilter, count: Amount },
    /// CR 701.26b: "untap up to two lands": the controller chooses up to `count`
    /// permanents matching `filter` (anyone's, as the filter says) and untaps them.
    UntapUpTo { filter: crate::target::ObjectFilter, count: Amount },
    /// CR 701.26a: "that player taps an untapped artifact, creature, or land they control
    /// for each fade counter on ~": each of these players chooses `count` untapped
    /// permanents of theirs matching `filter` (all of them if fewer) and taps them.
    TapChosen { player: PlayerRef, filter: crate::target::ObjectFilter, count: Amount },
    /// CR 702.79a / 702.93a (persist, undying): if the source had no `kind` counters on
    /// it as it last existed, its card returns from the graveyard to the battlefield
    /// under its owner's control with one such counter on it.
    ReturnWithCounterUnlessHad { kind: mw_types::CounterKind },
    /// CR 613.1b: the controller gains control of the permanent for a duration.
    GainControl { subject: Subject, duration: Duration },
    /// CR 701.30: the controller clashes with an opponent ("if you win, …" follows as
    /// `IfYouDo`, done = won), then keeps their revealed card on top or puts it on the
    /// bottom; `ClashOpponentDecides` follows for the opponent's card.
    Clash,
    /// CR 701.30a: the opponent of the clash before keeps or bottoms their card.
    ClashOpponentDecides,
    /// CR 705.2: the controller flips a coin (calling it, so winning or losing); "if you
    /// win the flip" / "if you lose the flip" follow as `IfYouDo` (done = won).
    FlipCoin,
    /// CR 701.38a: starting with the controller, each player in turn order votes for one
    /// of the options (votes aren't targets, CR 701.38d); the tally is read by the
    /// instructions after it (`Counted::Votes`, `Condition::VoteWins`, `Props::most_votes`).
    Vote(VoteOn),
    /// CR 706.2: the controller rolls `count` dice of `sides` faces; the result (their
    /// total) is `Counted::DieResult` for the instructions after it.
    RollDice { sides: u8, count: u8 },
    /// CR 701.21a: its controller sacrifices the permanent.
    Sacrifice { subject: Subject },
    /// CR 707.4: `subject` becomes a copy of the Nth target; `keep_this_ability`:
    /// "except it has this ability" (CR 707.9a).
    BecomeCopy { subject: Subject, of: u8, keep_this_ability: bool },
    /// CR 613.1e (layer 5) / 105.3: "target creature becomes blue until end of turn",
    /// "becomes colorless", "becomes the color of your choice".
    SetColors { subject: Subject, colors: NewColors, duration: Duration },
    /// CR 613.4b (layer 7b): "has base power and toughness 1/1 until end of turn".
    SetBasePt { subject: Subject, power: i32, toughness: i32, duration: Duration },
    /// CR 613.4d (layer 7d): switch a creature's power and toughness.
    SwitchPt { subject: Subject, duration: Duration },
    /// CR 614.1c / 616.1b: "if a creature would enter under an opponent's control this
    /// turn, it enters under your control instead".
    CreaturesEnterUnderYourControl { duration: Duration },
    /// "each creature", "all artifacts": the permanents matching `filter` as the
    /// instruction begins (CR 608.2c), each in turn as `Subject::Each`. The inner
    /// instruction is one that asks no questions. `only`: a quality the filter can't hold
    /// ("with mana value X or less", "with the same name as that creature").
    ForEach {
        filter: crate::target::ObjectFilter,
        effect: Box<Effect>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only: Option<crate::target::Relative>,
    },
    /// "each player who controls a multicolored creature draws a card" (CR 608.2c): for
    /// each of `players` in APNAP order for whom `condition` holds, the instruction, that
    /// player being "you" of both (they are the ones asked and doing it). The inner
    /// instruction is one that asks no questions.
    EachPlayerWho { players: PlayerRef, condition: Condition, effect: Box<Effect> },
    /// CR 608.2c / 609.3: an instruction another player carries out ("its controller may
    /// search their library …"): that player is its "you", asked and acting. Nothing
    /// happens if the player can't be found.
    ByPlayer { player: PlayerRef, effect: Box<Effect> },
    /// "return ~ from your graveyard to your hand / to the battlefield (tapped)": the
    /// source card, if it is still in its owner's graveyard (CR 400.7).
    ReturnSelfFromGraveyard { to_battlefield: bool, tapped: bool },
    /// "you may put a land card from your hand onto the battlefield (tapped)": the
    /// controller may put one card matching the filter from their hand onto the
    /// battlefield; `only`: a quality checked as it resolves ("with mana value equal to
    /// the number of charge counters on ~", CR 107.3).
    PutFromHand {
        filter: crate::target::ObjectFilter,
        tapped: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only: Option<crate::target::Relative>,
    },
    /// "Put this card onto the battlefield from your hand tapped and attacking" (CR
    /// 702.49a, ninjutsu): it attacks what the creature its cost returned attacked (CR
    /// 702.49c). Nothing happens if the card has left its owner's hand.
    PutSelfFromHand { tapped: bool, attacking: bool },
    /// CR 111.10 / 707.2: a token that's a copy of the permanent (as it is, or as it last
    /// existed). CR 508.4: with `attacks`, tapped and attacking that player (or their
    /// planeswalker); for `EachOpponent`, one each (CR 702.116a: myriad), and with
    /// `optional` ("you may create") its controller is asked for each. CR 707.9b:
    /// `keywords` (`Keyword::bit` set) are exceptions to the copy ("except it has haste"),
    /// part of the token's copiable values, and so is `pt` ("except it's 1/1": its base
    /// power and toughness).
    CreateTokenCopy {
        of: Subject,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        attacks: Option<crate::restriction::TokenAttacks>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        optional: bool,
        #[serde(default, skip_serializing_if = "crate::keyword::no_bits")]
        keywords: u32,
        /// "create a tapped token that's a copy of …": it enters tapped.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        tapped: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pt: Option<(i32, i32)>,
    },
    /// CR 502.3: the permanent doesn't untap during its controller's next untap step.
    SkipNextUntap { subject: Subject },
    /// CR 500.7: the player takes an extra turn after this one.
    ExtraTurn { player: PlayerRef },
    /// CR 610.3: exile the permanent until the source leaves the battlefield; then it
    /// returns under its owner's control (nothing happens if the source has already left).
    ExileUntilSourceLeaves { subject: Subject },
    /// CR 701.24 / 608.2n: "shuffle ~ into its owner's library": the card (a resolving
    /// spell itself too) into its owner's library, then that library is shuffled.
    ShuffleIntoLibrary { subject: Subject },
    /// "target player shuffles their graveyard into their library" (CR 701.24a).
    ShuffleGraveyardIntoLibrary { player: PlayerRef },
    /// CR 608.2c: "repeat this process": the ability's instructions run again from its
    /// first (what was milled this way is forgotten).
    RepeatProcess,
    /// CR 614.10: "you skip your next turn".
    SkipNextTurn { player: PlayerRef },
    /// CR 500.11, 614.10: "target opponent skips their next combat phase": the next
    /// combat phase of a turn of theirs is passed over (to the postcombat main phase,
    /// CR 505.1a).
    SkipNextCombat { player: PlayerRef },
    /// CR 607.2a: an exile whose cards a linked ability of the same object later calls
    /// "the exiled card" (Fiend Hunter's first ability).
    ExileLinked { subject: Subject },
    /// CR 607.2a: "return the exiled card to the battlefield under its owner's control":
    /// the cards this object's linked `ExileLinked` exiled.
    ReturnLinkedExiled,
    /// CR 607.2a: the cards the instructions before it exiled ("this way") become linked
    /// to the source, for a linked ability that reads them ("the exiled card's colors").
    LinkExiledThisWay,
    /// CR 401.4: put an object into its owner's library, on top or on the bottom.
    PutInLibrary { subject: Subject, top: bool },
    /// CR 401.4: "put it on the top or bottom of its owner's library": the instruction's
    /// "you" chooses which (a spell leaves the stack, CR 400.7).
    PutOnTopOrBottom { subject: Subject },
    /// CR 701.27a: turn a double-faced permanent over (nothing happens to others).
    Transform { subject: Subject },
    /// CR 712.14: "exile ~, then return it to the battlefield transformed": back face up,
    /// under its owner's control (or `under_you`).
    ExileReturnTransformed { under_you: bool },
    /// CR 406.3: exile every card in a player's graveyard.
    ExileGraveyard { player: PlayerRef },
    /// A player moves cards of their own zone: the ones they choose, or all ("target
    /// player exiles a card from their graveyard").
    PlayerMoves(crate::zones::PlayerMoves),
    /// CR 701.23: a search of a player's zones for the cards with a name, exiled.
    SearchName(crate::zones::SearchName),
    /// "if you control an artifact, draw a card": the instruction happens only if the
    /// condition holds as it would begin; later instructions of the same sentence follow
    /// as `IfYouDo { done: true }` (the condition counts as accepted).
    /// `otherwise`: an instruction a later "… instead if …" replaced (CR 608.2c: the text
    /// read as a whole): it happens when the condition doesn't hold.
    If { condition: Condition, effect: Box<Effect>, #[serde(default)] otherwise: Option<Box<Effect>> },
    /// CR 608.2c: the branch of "A unless C" taken when C holds (`If { condition: C,
    /// effect: Nothing, otherwise: A }`): no instruction.
    Nothing,
    /// "choose a creature type", "choose a color": the controller chooses as the
    /// instruction resolves (CR 608.2d); later instructions and filters call it "the
    /// chosen type (color)".
    Choose(Choice),
    /// CR 702.16: "gains protection from red (the chosen color) until end of turn";
    /// `colors` None: the color chosen by `Effect::Choose`. `hexproof`: "gains hexproof
    /// from red" instead (CR 702.11d: only its controller's opponents' spells and
    /// abilities of those colors can't target it).
    GainProtection {
        subject: Subject,
        colors: Option<mw_types::ColorSet>,
        duration: Duration,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        hexproof: bool,
    },
    /// CR 509.1b: "~ can't be blocked by creatures of that color this turn": creatures
    /// of these colors (None: the color chosen by `Effect::Choose`, fixed as it
    /// resolves) can't block it for the duration.
    CantBeBlockedByColor { subject: Subject, colors: Option<mw_types::ColorSet>, duration: Duration },
    /// CR 702.88a (rebound): the resolving spell is exiled as it resolves rather than
    /// put into its owner's graveyard.
    ExileThisSpell,
    /// "you may cast that card without paying its mana cost": its controller may cast
    /// the card (CR 601.2, 118.9) now, if it is still where it was.
    MayCastFree { subject: Subject },
    /// CR 702.35a: madness's triggered ability: the owner of the exiled card (the
    /// trigger's source) may cast it by paying its madness cost; if they don't, they put
    /// it into their graveyard.
    MayCastMadness,
    /// CR 401.5 / 701.20a: "look at (reveal) the top card of your (target player's)
    /// library": that card is the one later instructions call "it" / "that card"
    /// (`Subject::Returned`).
    LookAtTop { reveal: bool, player: PlayerRef },
    /// Moves "that card" (the one `LookAtTop` looked at) from the library, if it is still
    /// there (CR 400.7); onto the battlefield, it becomes "that creature".
    MoveThatCard { to: SearchTo, reveal: bool },
    /// CR 613.1f (layer 6): the object gains the ability `offset` places after the
    /// ability this instruction belongs to in its card's list (an `Ability::Granted`), for
    /// a duration: `~ gains "{T}: Add {C}."` (a Saga's chapter).
    GainAbility { subject: Subject, offset: u8, duration: Duration },
    /// "target creature can't block this turn": a combat rule for a duration (CR 611.2a).
    GainCombatRule { subject: Subject, rule: crate::ability::CombatRule, duration: Duration },
    /// "target creature can't block ~ this turn": a restriction naming whom or what, on
    /// the subject for a duration (CR 508.1c, 509.1b, 611.2a), its source and controller
    /// those of the resolving spell or ability.
    Restrict { subject: Subject, restriction: crate::restriction::Restriction, duration: Duration },
    /// "~ becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying until end of
    /// turn. It's still a land.": one continuous effect with parts in several layers
    /// (CR 613.6).
    Becomes { subject: Subject, becomes: Box<crate::becomes::Becomes>, duration: Duration },
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// CR 701.38a: what the players vote for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VoteOn {
    /// One of N named options ("votes for sickness or psychosis"), numbered from 0 in the
    /// text's order.
    Words(u8),
    /// A permanent matching the filter (its controller relative to the ability's
    /// controller: "a nonland permanent you don't control").
    Permanent(crate::target::ObjectFilter),
}
