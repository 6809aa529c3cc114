//! The syntax tree's noun phrases (re-exported by `ast`): players, objects with their
//! determiners and predicates, tokens, references back ("that creature", "the exiled
//! card"), and zones ("your graveyard", where a moved card goes).

use super::ast::*;
use super::lexer::{PtToken, Span};
use mw_types::{CardType, Color, Supertype};

/// A noun phrase: what or whom a clause is about.
#[derive(Clone, Debug, PartialEq)]
pub enum Np {
    /// CR 109.5 / 201.4: the object the text is printed on ("~", "this creature").
    SelfRef,
    /// "~'s controller", "its owner", "that creature's controller": a player of an object.
    PlayerOf { of: Box<Np>, rel: PlayerRel },
    /// A player phrase: "you", "target opponent", "each player", "that player".
    Player(PlayerNp),
    /// An object phrase with a determiner: "target creature", "each creature you
    /// control", "two cards", "up to one other target nonland permanent".
    Objects(ObjNp),
    /// A pronoun or a definite description naming an earlier object: "it", "them",
    /// "that creature", "those cards", "the exiled card", "the sacrificed creature".
    Ref(RefNp),
    /// CR 115.4: "any target" ("any other target"), with a quality any kind of target
    /// may have ("any target that was dealt damage this turn"; `Pred::True`: none);
    /// `count`: "each of up to X targets" (CR 115.1: several of one word).
    AnyTarget { other: bool, filter: Pred, count: Count },
    /// "target creature or player", "target player or planeswalker": alternatives.
    Or(Vec<Np>),
    /// "creatures and planeswalkers", "you and target opponent".
    And(Vec<Np>),
    /// "a creature card and/or a land card from among them", "a Cleric card, a Rogue
    /// card, and/or a Wizard card …": one card of each phrase at most, any of them (the
    /// zone written after the last phrase is every phrase's).
    AndOr(Vec<ObjNp>),
    /// The attached object: "enchanted creature", "equipped creature" (CR 303.4, 301.5).
    Attached { noun: Noun, how: AttachWord },
    /// CR 401.5: "the top N cards of your library", "the top card of target player's
    /// library" (`bottom`: "the bottom card").
    Top { amount: AmountNp, whose: Box<Np>, bottom: bool },
    /// CR 701.20a: "cards from the top of your library until you reveal a creature card"
    /// (`exile`: "… until you exile …"): the cards down to the ones `found` names.
    Until { whose: Box<Np>, found: Box<Np>, exile: bool },
    /// CR 111: tokens an instruction creates ("two 1/1 white Soldier creature tokens
    /// with flying", "a Treasure token", "a token that's a copy of …").
    Token(Box<TokenNp>),
    /// "your hand", "their graveyard": the cards of a zone as a group.
    ZoneCards(ZoneNp),
    /// CR 602: "activated abilities of artifacts", "activated abilities of creatures
    /// your opponents control": the activated abilities of the objects named.
    ActivatedAbilitiesOf(Box<Np>),
    /// "each player who controls a multicolored creature": players picked by a relative
    /// clause, its condition said of "that player".
    PlayersWho { players: PlayerNp, cond: Box<Cond> },
    /// CR 701.38: "[death] vote" ("for each death vote"): the votes a named option of
    /// the vote before got (its words, lower case).
    Votes(String),
    Unknown(Unknown),
}

/// A token description (CR 111.4: name, colors, types, P/T, abilities).
#[derive(Clone, Debug, PartialEq)]
pub struct TokenNp {
    pub span: Span,
    pub amount: AmountNp,
    pub pt: Option<PtToken>,
    pub colors: Vec<Color>,
    /// "colorless".
    pub colorless: bool,
    pub supertypes: Vec<Supertype>,
    pub types: Vec<CardType>,
    /// Subtype words as written, singular ("soldier", "treasure").
    pub subtypes: Vec<String>,
    /// "named Kaldra".
    pub name: Option<Span>,
    /// "with flying and haste"; for a copy, "except it has haste" (CR 707.9b).
    pub keywords: Vec<KeywordNode>,
    /// `with "…"`: quoted abilities, lexed; parsed by the lowering.
    pub quoted: Vec<Vec<super::lexer::Token>>,
    /// "a token that's a copy of target creature": the copied object.
    pub copy_of: Option<Box<Np>>,
    /// Words not understood inside the description.
    pub rest: Option<Span>,
    /// "a tapped Treasure token", "a tapped and attacking token that's a copy of …":
    /// Some(attacking) (CR 508.4).
    pub tapped: Option<bool>,
    /// "a Wicked Role token attached to target creature you control" (CR 303.4i).
    pub attached_to: Option<Box<Np>>,
}

/// How the attached object is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttachWord {
    Enchanted,
    Equipped,
    Fortified,
}

/// How a player relates to an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerRel {
    Controller,
    Owner,
}

/// A player phrase.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerNp {
    pub det: Det,
    pub who: PlayerWord,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerWord {
    You,
    Player,
    Opponent,
    /// "defending player" (CR 506.2).
    Defending,
    /// "that player", "they" (as the player of an event).
    That,
    /// "the active player".
    Active,
    /// "your opponents" (as a group).
    YourOpponents,
    /// "each other player".
    OtherPlayer,
    /// "the chosen player".
    Chosen,
    /// "the first player": the player who chose the targets ("that player chooses target
    /// player …. The first player …").
    First,
}

/// A determiner or quantifier (CR 115.1 for "target"; 608.2c for "each"/"all").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Det {
    /// No determiner: a bare plural ("creatures you control get +1/+1").
    Bare,
    /// "a"/"an"/"one" (an unspecified one).
    A,
    /// "another" (an unspecified one, not the source).
    Another,
    /// "each", "all", "every".
    Each,
    /// "target", "N target", "up to N target", "any number of target".
    Target { count: Count, other: bool },
    /// "two", "X", "any number of", "up to three": a count without "target".
    Number(Count),
    /// "the" ("the top card of your library").
    The,
    /// "that", "those".
    That,
}

/// How many objects a determiner allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    pub min: CountNum,
    pub max: CountNum,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountNum {
    N(u32),
    X,
    /// "any number of".
    Any,
    /// "that many" (a number an earlier instruction defined: "sacrifices that many
    /// creatures").
    ThatMany,
}

impl Count {
    pub fn exactly(n: u32) -> Count {
        Count { min: CountNum::N(n), max: CountNum::N(n) }
    }

    pub fn up_to(n: CountNum) -> Count {
        Count { min: CountNum::N(0), max: n }
    }
}

/// An object phrase: determiner, predicates (a tree), head noun and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjNp {
    pub span: Span,
    pub det: Det,
    pub noun: Noun,
    /// Everything the phrase says about the objects, as a predicate tree.
    pub filter: Pred,
    /// "from your graveyard", "in your hand", "on the battlefield".
    pub zone: Option<ZoneNp>,
    pub plural: bool,
}

/// The head noun of an object phrase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    /// "creature", "artifact", "Goblin": a permanent (its type is in the filter).
    Permanent,
    /// "card" (in a hidden zone or graveyard).
    Card,
    /// "spell".
    Spell,
    /// "token".
    Token,
    /// "ability" ("activated or triggered ability").
    Ability,
    /// "spell or ability".
    SpellOrAbility,
    /// "spell or permanent" (CR 115.1a, 115.1c).
    SpellOrPermanent,
    /// "source" (of damage).
    Source,
    /// "player".
    Player,
    /// "counter" ("a +1/+1 counter").
    Counter,
    /// A type word with no head noun ("destroy target artifact").
    None,
}

/// A predicate over objects (a tree: `And`, `Or`, `Not` of leaves).
#[derive(Clone, Debug, PartialEq)]
pub enum Pred {
    True,
    And(Vec<Pred>),
    Or(Vec<Pred>),
    Not(Box<Pred>),
    Type(CardType),
    Supertype(Supertype),
    /// A subtype word as written ("goblin", "equipment", "island").
    Subtype(String),
    Color(Color),
    Colorless,
    Multicolored,
    Monocolored,
    /// "with a basic land type" (CR 305.6): any of the five.
    AnyBasicLandType,
    Tapped,
    Attacking,
    Blocking,
    Token,
    /// CR 700.9: "modified": with a counter on it, equipped, or enchanted by an Aura its
    /// controller controls.
    Modified,
    /// "other", "another": not the source.
    Other,
    /// CR 903.3: "your commander" (`yours`), "a commander".
    Commander { yours: bool },
    /// "equipped", "enchanted", "monstrous", "renowned" (after "is"): a permanent's state.
    State(StateWord),
    /// "you control", "an opponent controls", "defending player controls".
    ControlledBy(Box<Np>),
    /// "you own", "an opponent owns".
    OwnedBy(Box<Np>),
    /// "with flying".
    HasKeyword(String),
    /// "with power 2 or less", "with mana value 3 or greater".
    Stat { stat: Stat, cmp: Cmp },
    /// "with a +1/+1 counter on it", "with counters on it".
    HasCounter(Option<String>),
    /// "named ~".
    NamedSelf,
    /// CR 201.2: "with the same name as that card": the name of an object named before.
    SameNameAs(Box<Np>),
    /// CR 301.5, 303.4: "[Equipment] attached to that creature": attached to an object
    /// named before.
    AttachedTo(Box<Np>),
    /// CR 509.1h, 506.4: "blocking ~" (`blocking`), "blocked by it" (`blocked`),
    /// "blocking or blocked by ~" (both): in combat with an object named before.
    InCombatWith { of: Box<Np>, blocking: bool, blocked: bool },
    /// CR 202.1: "with mana cost {0} or {1}": its mana cost is exactly one of these
    /// generic costs (a card with no mana cost has none of them, CR 202.1b).
    GenericCost(Vec<u32>),
    /// "of the chosen type", "of the chosen color".
    Chosen(ChosenWord),
    /// CR 608.2d: "of the color of your choice": a choice the instruction makes as it
    /// resolves, the object then of the chosen one.
    OfYourChoice(ChosenWord),
    /// CR 406.3: "face-up" (a card in exile).
    FaceUp,
    /// CR 608.2c: "[they] exiled this way": exiled by an earlier instruction.
    ExiledThisWay,
    /// CR 608.2c: "destroyed this way", "milled this way": acted on by an earlier
    /// instruction of the same resolution (counted only).
    DidThisWay(mw_ir::Did),
    /// CR 700.8: "in your party" ("creatures in your party"): counted only.
    InYourParty,
    /// Coven: "with different powers" ("three or more creatures with different powers"):
    /// a quality of the group, counted only.
    DifferentPowers,
    /// CR 701.38: "with the most votes or tied for most votes" in the vote before.
    MostVotes,
    /// CR 120: "that was dealt damage this turn", "dealt damage this turn": the turn's
    /// damage record (of a permanent or a player).
    DealtDamageThisTurn,
    /// CR 700.4: "that died this turn": a creature put into a graveyard from the
    /// battlefield earlier in the turn (counted only: the turn's record of deaths).
    DiedThisTurn,
    /// CR 400.7: "that entered the battlefield this turn", "that entered this turn".
    EnteredThisTurn,
    /// CR 608.2c, 400.7: "exiled from their hand this way": exiled by an earlier
    /// instruction, out of that zone.
    ExiledFromThisWay(ZoneWord),
    /// CR 115.1: "that targets one or more permanents": a spell or ability with a target
    /// among those objects.
    Targets(Box<Np>),
    /// "that entered this turn", "that was dealt damage this turn", "blocking ~", …:
    /// a relative clause or qualifier read as words (lowering interprets or rejects it).
    Words(Span),
}

/// A state of a permanent no characteristic says (CR 301.5, 303.4, 701.37b, 702.112b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StateWord {
    Equipped,
    Enchanted,
    Monstrous,
    Renowned,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChosenWord {
    Type,
    Color,
    /// CR 608.2d: "of that color": the color an earlier instruction chose (read only
    /// where that choice is known).
    ThatColor,
    /// CR 201.2: "with the chosen name".
    Name,
    /// "with mana value of the chosen quality" (odd or even).
    ManaValueParity,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    Power,
    Toughness,
    /// "power or toughness 1 or less": either will do.
    PowerOrToughness,
    ManaValue,
}

/// A comparison with a bound: "2 or less", "3 or greater", "less than ~'s power", "X".
#[derive(Clone, Debug, PartialEq)]
pub enum Cmp {
    AtMost(AmountNp),
    AtLeast(AmountNp),
    Equal(AmountNp),
    LessThan(AmountNp),
    GreaterThan(AmountNp),
}

/// The event of a replacement effect's "would" (CR 614.1a).
#[derive(Clone, Debug, PartialEq)]
pub enum WouldEvent {
    /// "be put into a graveyard from anywhere", "be put into an opponent's graveyard".
    PutInto { to: ZoneNp, from: Option<ZoneWord>, this_turn: bool },
    /// "die" (CR 700.4).
    Die,
}

/// An object named by reference to something earlier (the antecedent).
#[derive(Clone, Debug, PartialEq)]
pub struct RefNp {
    pub span: Span,
    pub word: RefWord,
    /// The noun it names ("that creature": Permanent + creature in `types`).
    pub noun: Noun,
    pub types: Vec<CardType>,
    pub plural: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefWord {
    /// "it", "them", "they".
    It,
    /// "itself".
    Itself,
    /// "that creature", "those cards".
    That,
    /// "the exiled card", "the cards exiled this way".
    Exiled,
    /// "the sacrificed creature".
    Sacrificed,
    /// "the revealed card".
    Revealed,
    /// "the chosen creature", "the chosen card".
    Chosen,
    /// "the discarded card".
    Discarded,
    /// "the token(s)" created by this ability.
    Created,
    /// "the rest", "the other": the cards looked at that no earlier instruction took.
    Rest,
}

/// When a casting restriction speaks of (`Arg::CastWhen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastWhen {
    /// CR 307.5: "any time they could cast a sorcery".
    SorceryTiming,
    /// "during their own turn(s)".
    OwnTurn,
    /// "during your turn" (the controller of the ability's).
    YourTurn,
    /// "during combat" (CR 506.1).
    Combat,
}

/// CR 614.1a: a "that many plus N" replacement of counters put (`Stmt::MoreCounters`).
#[derive(Clone, Debug, PartialEq)]
pub struct MoreCountersNp {
    pub span: Span,
    /// The keyword of the triggered ability putting them ("modular"), if the text names one.
    pub by: Option<Span>,
    pub kind: String,
    pub on: Np,
    pub plus: u32,
}

/// CR 604.3 / 208.2: power and/or toughness defined by an amount; `toughness_plus`:
/// "and its toughness is equal to that number plus N".
#[derive(Clone, Debug, PartialEq)]
pub struct PtDefinedNp {
    pub span: Span,
    pub power: bool,
    pub toughness: bool,
    pub amount: AmountNp,
    pub toughness_plus: u32,
}

/// Where a moved card goes.
#[derive(Clone, Debug, PartialEq)]
pub enum Dest {
    Battlefield,
    Hand { whose: Option<Np> },
    Graveyard { whose: Option<Np> },
    Exile,
    /// "on top of", "on the bottom of", "second from the top of" a library.
    Library { whose: Option<Np>, pos: LibraryPos },
    Stack,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryPos {
    Top,
    Bottom,
    /// "into its owner's library third from the top".
    Nth(u8),
    /// "shuffled into": anywhere, then a shuffle.
    Shuffled,
    /// "on the top or bottom of": top or bottom, as a player chooses (CR 401.4).
    TopOrBottom,
}

/// A zone of a player: "your graveyard", "an opponent's hand", "exile".
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneNp {
    pub zone: ZoneWord,
    pub whose: Option<Box<Np>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoneWord {
    Battlefield,
    Graveyard,
    Hand,
    Library,
    /// "from the top of your library": that library's top card only.
    LibraryTop,
    Exile,
    Stack,
    /// "from among them", "from among the revealed cards".
    Among,
    /// "from anywhere".
    Anywhere,
    /// "from anywhere other than your hand": any zone but this one (its owner the
    /// phrase's `whose`).
    AnywhereBut(ZoneList),
    /// CR 400.11a: "from outside the game".
    Outside,
    /// CR 404.2: "a single graveyard": any one player's graveyard, the same for every
    /// target of the phrase.
    SingleGraveyard,
    /// Several zones of a kind: "graveyards and libraries", "graveyards or libraries",
    /// "graveyard, hand, and library".
    Several(ZoneList),
}

/// The zones of `ZoneWord::Several`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ZoneList {
    pub graveyard: bool,
    pub hand: bool,
    pub library: bool,
    /// "library and/or graveyard": the player searches either zone or both (CR 701.23).
    pub and_or: bool,
}

/// CR 602.5b: the restrictions of an "Activate only …" sentence, all of which hold.
#[derive(Clone, Debug, PartialEq)]
pub struct ActivateOnlyNp {
    pub span: Span,
    pub parts: Vec<ActPart>,
}

/// One restriction on activating an ability (CR 602.5b, 602.5d).
#[derive(Clone, Debug, PartialEq)]
pub enum ActPart {
    /// "as a sorcery" (CR 307.1).
    Sorcery,
    /// "as an instant".
    Instant,
    /// "once each turn".
    OncePerTurn,
    /// "once": for as long as the object exists.
    Once,
    /// "no more than twice each turn".
    Times(u32),
    /// "during your turn", "during combat", "before attackers are declared".
    During { yours: Option<bool>, part: mw_ir::activation::TurnPart },
    /// "if you control an artifact".
    If(Cond),
    /// "if this creature attacked this turn" (a keyword's meaning: boast, CR 702.142a).
    Attacked,
}

/// What a permanent becomes: "a 1/1 Phyrexian Blinkmoth artifact creature with flying
/// and infect", "a 2/2 creature with all creature types", "an X/X green Hydra creature".
#[derive(Clone, Debug, PartialEq)]
pub struct BecomesNp {
    pub span: Span,
    pub pt: Option<PtToken>,
    pub colors: Vec<Color>,
    /// "colorless".
    pub colorless: bool,
    pub types: Vec<CardType>,
    /// Subtype words as written, singular ("blinkmoth", "elemental").
    pub subtypes: Vec<String>,
    /// "with flying and vigilance".
    pub keywords: Vec<KeywordNode>,
    /// `with "…"`: quoted abilities, lexed.
    pub quoted: Vec<Vec<super::lexer::Token>>,
    /// "with all creature types" (CR 205.3m).
    pub all_creature_types: bool,
    /// CR 205.1b: its prior types are kept: "that's still a land", "in addition to its
    /// other types", or a following sentence "It's still a land."
    pub still: bool,
    /// "with power and toughness each equal to [amount]" (CR 613.4b: a base P/T).
    pub pt_each: Option<AmountNp>,
    /// "the creature type of your choice" (CR 205.3m: one creature type chosen as it
    /// resolves, replacing its creature types).
    pub chosen_creature_type: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderWord {
    Any,
    Random,
}
