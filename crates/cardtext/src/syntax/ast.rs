//! The syntax tree of Oracle text: what a line says, in Magic's sentence structure, before
//! any meaning is given to it. Every node keeps its span; a part the parser doesn't
//! understand is an `Unknown` node with its span, never an error (parse never fails).

pub use super::ast_line::*;
pub use super::ast_np::*;
use super::lexer::{PtToken, Span};
use mw_types::ManaSymbol;

/// A keyword ability with its parameter (CR 702).
#[derive(Clone, Debug, PartialEq)]
pub struct KeywordNode {
    pub span: Span,
    /// The keyword's words ("first strike", "equip").
    pub name: String,
    pub param: KeywordParam,
}

#[derive(Clone, Debug, PartialEq)]
pub enum KeywordParam {
    None,
    /// "Bushido 2", "Toxic 1", "Crew 3".
    Number(u32),
    /// "Equip {2}", "Ward {1}", "Flashback {1}{R}".
    Cost(Vec<CostItem>),
    /// "Suspend 4—{G}": a number and a cost.
    NumberCost(u32, Vec<CostItem>),
    /// "… gains flashback. The flashback cost is equal to its mana cost [plus …]".
    ItsManaCost(Vec<CostItem>),
    /// "Protection from red", "Landwalk", "Enchant creature": the words after it.
    Words(Vec<Span>),
    /// "Enchant creature you control", "Equip legendary creature {3}": an object phrase
    /// (and a cost, for equip).
    Object(Box<ObjNp>, Vec<CostItem>),
}

/// CR 118: one part of a cost.
#[derive(Clone, Debug, PartialEq)]
pub enum CostItem {
    Mana(Vec<ManaSymbol>),
    Tap,
    Untap,
    /// `{E}{E}`: pay N energy (CR 107.14).
    Energy(u32),
    /// "Pay N life".
    PayLife(AmountNp),
    /// "Sacrifice ~", "Sacrifice a creature", "Sacrifice two Goblins".
    Sacrifice(Np),
    /// "Discard a card", "Discard ~", "Discard your hand".
    Discard(Np),
    /// "Discard a card at random" (CR 701.9b).
    DiscardRandom(Np),
    /// "Exile ~ from your graveyard", "Exile a creature card from your graveyard".
    Exile(Np),
    /// "Tap an untapped creature you control", "Tap two untapped Elves you control".
    TapObjects(Np),
    /// "Untap an untapped …"? no: "untap a tapped creature you control".
    UntapObjects(Np),
    /// "Return a land you control to its owner's hand".
    ReturnToHand(Np),
    /// "Remove a +1/+1 counter from ~", "Remove N counters from ~".
    RemoveCounters { amount: AmountNp, kind: Option<String>, from: Np },
    /// "Put a -1/-1 counter on ~".
    PutCounters { amount: AmountNp, kind: String, on: Np },
    /// "Reveal a Dragon card from your hand".
    Reveal(Np),
    /// "Mill a card", "Mill two cards".
    Mill(AmountNp),
    /// "Collect evidence N", "Forage", …: a keyword action as a cost.
    Action(String),
    Unknown(Unknown),
}

/// CR 603: a trigger condition, with its intervening "if" (CR 603.4).
#[derive(Clone, Debug, PartialEq)]
pub struct TriggerNode {
    pub span: Span,
    /// "when"/"whenever" (an event) or "at" (a step, CR 603.2b).
    pub word: TriggerWord,
    pub event: EventNode,
    /// CR 603.4: ", if …".
    pub condition: Option<Cond>,
    /// CR 603.2: "while …", "during your turn": the state the event must happen in.
    pub during: Option<Cond>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TriggerWord {
    When,
    Whenever,
    At,
}

/// What a trigger waits for: a subject that does something, or a step's beginning.
#[derive(Clone, Debug, PartialEq)]
pub enum EventNode {
    /// "At the beginning of [whose] [step]": CR 503–513.
    Step { whose: Whose, step: StepName },
    /// "[subject] [event verb] [args]": "~ enters", "a creature you control dies",
    /// "you cast a noncreature spell", "~ deals combat damage to a player".
    Action { subject: Np, verb: EventVerb, args: Vec<Arg> },
    /// Two events joined by "or": "whenever ~ enters or attacks".
    Or(Vec<EventNode>),
    /// CR 701.54: "the Ring tempts you", "you choose a creature as your Ring-bearer".
    Ring(RingEvent),
    Unknown(Unknown),
}

/// CR 701.54a, 701.54d: the events of the Ring tempting a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RingEvent {
    /// "the Ring tempts you".
    TemptsYou,
    /// "you choose a creature as your Ring-bearer".
    YouChooseBearer,
}

/// Whose step a step trigger names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    Your,
    Each,
    EachOpponents,
    /// "the next end step", "the end step": each one (CR 513).
    The,
    /// "enchanted creature's controller's", "the upkeep of enchanted permanent's
    /// controller": the controller of the permanent the source is attached to.
    AttachedController,
    /// "enchanted player's" (CR 303.4e: an Aura attached to a player).
    AttachedPlayer,
    /// "each player's".
    EachPlayers,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepName {
    Untap,
    Upkeep,
    Draw,
    PrecombatMain,
    PostcombatMain,
    /// "your next main phase": either main phase (CR 505.1).
    Main,
    Combat,
    DeclareAttackers,
    DeclareBlockers,
    CombatDamage,
    EndOfCombat,
    End,
    Cleanup,
}

/// The verb of a trigger event (the event pattern of the rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventVerb {
    Enters,
    Dies,
    LeavesBattlefield,
    /// "leaves your graveyard": another zone left (the zone in `Arg::From`).
    LeavesZone,
    /// "is put into a graveyard from the battlefield" / "from anywhere".
    PutIntoGraveyard,
    Attacks,
    /// CR 506.5: "attacks alone".
    AttacksAlone,
    /// CR 509.1h: "attacks and isn't blocked".
    AttacksUnblocked,
    Blocks,
    BecomesBlocked,
    AttacksOrBlocks,
    BlocksOrBecomesBlocked,
    DealsDamage,
    DealsCombatDamage,
    IsDealtDamage,
    Casts,
    /// CR 707.10: "copy a spell" (a copy put on the stack, not cast).
    Copies,
    Cycles,
    Discards,
    /// CR 700.13: "commit a crime".
    CommitsCrime,
    Draws,
    GainsLife,
    LosesLife,
    Sacrifices,
    BecomesTapped, BecomesUntapped,
    BecomesTarget,
    TurnedFaceUp,
    /// CR 701.27e: "transforms into ~" (the face named in `Arg::Object`).
    TransformsInto,
    Explores,
    Scries,
    Surveils, Activates,
    CountersPut,
    /// CR 106.12: "is tapped for mana".
    TappedForMana,
    /// CR 305.1: "plays a land".
    Plays,
    /// Read, but named by no rule above.
    Other,
}

/// A sentence: a statement, possibly compound.
#[derive(Clone, Debug, PartialEq)]
pub struct Sentence {
    pub span: Span,
    pub body: Stmt,
}

/// A statement: clauses combined by the connectives of Oracle text.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// One clause.
    Clause(Clause),
    /// Clauses in order: "A, then B", "A and B", "A. B" within one sentence.
    Seq(Vec<Stmt>),
    /// "You may A" / "[player] may A" (CR 608.2d): optional for that player.
    May { who: Np, body: Box<Stmt> },
    /// "If you do, A" / "If you don't, A" / "If they do": bound to the optional instruction before it.
    IfDid { did: bool, who: Option<Np>, body: Box<Stmt> },
    /// "If cond, A" / "A if cond"; with `instead` the clause replaces an earlier one
    /// ("A instead if cond", CR 608.2e-style rewrites).
    If { cond: Cond, body: Box<Stmt>, instead: bool },
    /// "Otherwise, A".
    Otherwise(Box<Stmt>),
    /// "A unless [player] pays N" (CR 118.12).
    Unless { body: Box<Stmt>, payer: Np, cost: Vec<CostItem> },
    /// "A unless [player] [does something]": "sacrifice ~ unless you discard a card",
    /// "… unless you pay 2 life" (CR 118.12a: the player may do it; if they don't, A).
    UnlessDoes { body: Box<Stmt>, act: Box<Clause> },
    /// "For each X, A" / "A for each X".
    ForEach { each: Np, body: Box<Stmt> },
    /// CR 603.7: "At the beginning of the next end step, A" / "A at end of combat".
    Delayed { when: TriggerNode, body: Box<Stmt> },
    /// CR 603.12: "When you do, A": a reflexive triggered ability of the optional
    /// instruction before it; A's targets are chosen as it is put on the stack.
    Reflexive { body: Box<Stmt> },
    /// CR 601.2f / 602.2b: "This ability costs {1} less to activate for each …".
    CostChange(CostChangeNp),
    /// CR 602.5b: "Activate only as a sorcery and only once each turn", "Activate no
    /// more than twice each turn".
    ActivateOnly(ActivateOnlyNp),
    /// CR 106.6: "Spend this mana only to cast creature spells", "… to activate
    /// abilities", "This mana can't be spent to cast nonartifact spells".
    SpendOnly(SpendOnlyNp),
    /// CR 601.2c: "While choosing targets as part of casting a spell or activating an
    /// ability, your opponents must choose at least one Flagbearer on the battlefield if
    /// able" (and the older "While an opponent is choosing targets …, that player must
    /// …"): a requirement on other players' choices of targets.
    MustTarget(MustTargetNp),
    /// CR 604.3: "~'s power [and toughness] is [are each] equal to …".
    PtDefined(PtDefinedNp),
    /// CR 614.1a: "If [a K triggered ability would put] one or more [kind] counters [would
    /// be put] on X, that many plus N … are put on it instead."
    MoreCounters(MoreCountersNp),
    /// CR 614.1a: "If you would gain life, you gain that much life plus N instead."
    MoreLife { span: Span, plus: u32 },
    /// CR 701.38a: "starting with you, each player votes for X or Y" / "… for a nonland
    /// permanent you don't control".
    Vote(VoteNp),
    /// A sentence wholly not understood.
    Unknown(Unknown),
}

/// CR 701.38a: what the players vote for.
#[derive(Clone, Debug, PartialEq)]
pub enum VoteNp {
    /// Named options, each its words (lower case), in the text's order.
    Words(Vec<String>),
    /// An object of the kind ("a nonland permanent you don't control").
    Object(Np),
}

/// CR 601.2f / 602.2b: "[what] cost(s) {N} more/less to cast/activate [for each …] [if …]".
#[derive(Clone, Debug, PartialEq)]
pub struct CostChangeNp {
    pub span: Span,
    pub what: CostOf,
    /// Whose spells, for spells of a kind: "you cast", "your opponents cast", "a player
    /// casts" (None: any player's).
    pub caster: Option<Np>,
    pub more: bool,
    pub mana: Vec<ManaSymbol>,
    /// CR 601.2f: "each spell that would cost less than three mana to cast costs three
    /// mana to cast": the least mana the total cost comes to.
    pub minimum: Option<u32>,
    /// "for each legendary creature you control".
    pub for_each: Option<Np>,
    /// "for each basic land type among lands you control": a number counted for each
    /// of its units (domain, CR 305.6).
    pub per: Option<AmountNp>,
    /// "for each other spell that player has cast this turn": the caster's spells.
    pub caster_spells: bool,
    /// CR 601.2f: "for each target" (Some(false)), "for each target beyond the first"
    /// (Some(true)).
    pub per_target: Option<bool>,
    /// "if you control a Wizard".
    pub cond: Option<Cond>,
    /// "if it targets a blue spell" (CR 601.2f, after targets are chosen).
    pub targets: Option<Np>,
    /// "except during its controller's turn": the change applies only while the caster
    /// isn't the active player.
    pub except_casters_turn: bool,
}

/// CR 615.1: the damage a prevention instruction names: all of it or the next N
/// (`amount`), combat damage only (`noncombat`: only noncombat damage), the sources
/// dealing it (`by`: "that red sources would deal"), what it would be dealt to (`to`).
/// `to_and_by`: "dealt to and dealt by X": damage to X, and damage by X (`to` and `by`
/// both X); otherwise `to` and `by` together are damage to one by the other.
#[derive(Clone, Debug, PartialEq)]
pub struct PreventNp {
    /// CR 615.8: "prevent that damage": the damage a "the next time … would deal damage"
    /// condition names.
    pub that: bool,
    pub amount: Option<AmountNp>,
    pub combat: bool,
    pub noncombat: bool,
    pub by: Option<Np>,
    pub to: Option<Np>,
    pub to_and_by: bool,
}

/// CR 601.2c: who must choose a target of a kind while casting or activating, and of what kind.
#[derive(Clone, Debug, PartialEq)]
pub struct MustTargetNp {
    pub span: Span,
    /// The players choosing ("your opponents", "an opponent" … "that player").
    pub chooser: Np,
    /// What they must choose at least one of ("Flagbearer on the battlefield").
    pub what: Np,
}

/// CR 106.6: what mana with a restriction may (or, `negated`, may not) be spent on.
#[derive(Clone, Debug, PartialEq)]
pub struct SpendOnlyNp {
    pub span: Span,
    /// "to cast creature spells".
    pub spells: Option<Np>,
    /// "to activate abilities" (alone, or "or activate abilities" after the spells).
    pub abilities: bool,
    /// "… abilities of artifacts": whose abilities.
    pub abilities_of: Option<Np>,
    /// "can't be spent to …".
    pub negated: bool,
    /// CR 106.6: "…, and that spell can't be countered".
    pub uncounterable: bool,
}

/// Whose cost a cost change changes.
#[derive(Clone, Debug, PartialEq)]
pub enum CostOf {
    /// "this spell" (CR 601.2f).
    ThisSpell,
    /// "this ability" (CR 602.2b).
    ThisAbility,
    /// "instant and sorcery spells you cast".
    Spells(Np),
    /// "a spell cast this way" (CR 601.2f): spells cast by the permission an earlier
    /// instruction gave.
    CastThisWay,
}

/// A clause: [subject] verb [object] [adjuncts], with a negation and a duration.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    pub span: Span,
    /// The subject; `None` for an imperative ("Draw a card": the controller, CR 608.2).
    pub subject: Option<Np>,
    pub verb: Verb,
    /// "can't", "doesn't", "don't": the clause says what can't happen.
    pub negated: bool,
    /// The direct object.
    pub object: Option<Np>,
    /// Everything else, in order: amounts, destinations, durations, P/T, keywords.
    pub args: Vec<Arg>,
}

/// The verbs of instructions and statements (CR 701 keyword actions among them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verb {
    /// CR 701.10e: "double the number of +1/+1 counters on ~".
    Double,
    /// "Activate only if …" (CR 602.5b: a restriction on activating, with its words).
    Activate,
    Add,
    /// CR 106.12b: "it produces {C} instead of any other type and amount" (a
    /// replacement of the mana a permanent is tapped for).
    Produce,
    Attach,
    Attack,
    Block,
    Become,
    /// CR 101.2: "[spells] can't cause [a player] to [do something]".
    Cause,
    /// CR 103.6a: "begin the game with it on the battlefield".
    Begin,
    Cast,
    Choose,
    Copy,
    Counter,
    Create,
    Deal,
    Destroy,
    Discard,
    Draw,
    /// "~ enters tapped", "enters the battlefield tapped" (CR 614.1c: how it enters).
    Enter,
    /// CR 702.138c: "~ escapes with …": how it enters when it escaped.
    Escape,
    Exile,
    Explore,
    /// CR 701.50: "~ connives".
    Connive,
    Fight,
    /// CR 702.26: "phases out".
    Phase,
    Flip,
    Gain,
    GainControl,
    Get,
    Have,
    Investigate,
    Look,
    Lose,
    /// CR 104.2b: "you win the game".
    Win,
    /// CR 614.10: "skip your draw step".
    Skip,
    /// CR 608.2c: "repeat this process".
    Repeat,
    Mill,
    /// CR 122.5: "move a +1/+1 counter from ~ onto it".
    Move,
    Pay,
    Play,
    Prevent,
    Proliferate,
    /// CR 701.54a: "the Ring tempts you" (the subject is the Ring; "you" the player).
    RingTempts,
    Put,
    Regenerate,
    Remove,
    Return,
    Reveal,
    Roll,
    Sacrifice,
    Scry,
    Search,
    Shuffle,
    Surveil,
    Tap,
    Transform,
    Untap,
    /// "can't be blocked", "can't be countered": a passive clause.
    Be,
    /// A keyword action named by a word the verb list doesn't hold (amass, adapt, …).
    Other,
}

/// One argument of a clause beyond its object.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// CR 201.2: "choose a nonland card name": the object is the kind of card named.
    CardName,
    /// CR 406.3: "exile the top card of your library face down".
    FaceDown,
    /// The object of a trigger event's verb ("you cast *a noncreature spell*", "deals
    /// combat damage to *a player*").
    Object(Np),
    Amount(AmountNp),
    /// "to any target", "to each opponent": the damage recipient.
    To(Np),
    /// "from your graveyard", "from among them".
    From(ZoneNp),
    /// "reveal [a card] … or choose [a card] …": a second object to pick instead.
    OrChoose(Np),
    /// "is put into your graveyard": the zone a trigger event's object goes to.
    Into(ZoneNp),
    /// CR 603.2: "their second spell each turn": the event is that player's Nth of its
    /// kind this turn.
    NthThisTurn(u8),
    /// "onto the battlefield", "into your hand", "on top of its owner's library".
    Dest(Dest),
    /// CR 122.5: "[move counters from X] onto Y": where moved counters go.
    Onto(Np),
    /// "those counters": with "put … on ~", the counters the object named before had (CR
    /// 603.10a); "remove them" / "remove those counters", the counters a condition just
    /// named ("if ~ has seven or more ember counters on it").
    ThoseCounters,
    /// "under your control" (CR 110.2).
    UnderControl(Np),
    /// "tapped", "tapped and attacking", then "that player [or a planeswalker they control]".
    Tapped { attacking: bool }, AttackingThatPlayer { or_planeswalker: bool },
    /// "+2/+2", "-1/-1", "X/X".
    Pt(PtToken),
    /// "flying and trample", "haste": keywords gained.
    Keywords(Vec<KeywordNode>),
    /// A quoted ability gained: `"{T}: Add {G}."`
    Quoted(Vec<Line>),
    /// CR 114.2: "an emblem with \"…\"": the emblem's abilities.
    Emblem(Vec<Line>),
    /// "until end of turn", "this turn", "until your next turn" (CR 611.2).
    Duration(DurationNp),
    /// "+1/+1 counter(s)" as counted things ("put two +1/+1 counters on …").
    Counters { kind: String },
    /// CR 603.7: "your next", "you next cast": the first such event from now on (a
    /// delayed trigger's moment).
    Next,
    /// "in any order", "in a random order".
    Order(OrderWord),
    /// "with a +1/+1 counter on it" (entering with counters).
    WithCounters { amount: AmountNp, kind: String },
    /// "of your choice", "at random".
    Random,
    /// A mana production ("{G}{G}", "one mana of any color").
    Mana(ManaNp),
    /// "instead".
    Instead,
    /// Combat damage only ("deals combat damage").
    Combat,
    /// "an additional" before mana ("its controller adds an additional {G}", CR 106.12a).
    Additional,
    /// CR 615: what "prevent" prevents ("all damage that red sources would deal", "all
    /// combat damage that would be dealt").
    Prevent(PreventNp),
    /// CR 118.9: "without paying its mana cost" (casting).
    WithoutPaying,
    /// A span of words the parser kept but didn't interpret (for diagnostics).
    Words(Span),
    /// CR 107.3: ", where X is the number of …": what X means in this clause.
    WhereX(AmountNp),
    /// CR 613.4c: "gets +1/+1 for each charge counter on ~": the change made as many
    /// times as the amount says (counted continuously in a static ability).
    Per(AmountNp),
    /// "becomes a 4/4 white and blue Elemental creature with flying" (CR 205.1b).
    Becomes(Box<BecomesNp>),
    /// CR 509.1b: "[can't be blocked] by creatures with power 2 or less" / "… except by
    /// creatures with haste": the blockers a restriction names.
    BlockedBy { by: Np, except: bool },
    /// CR 509.1c: "[~] must be blocked [this turn] if able" (`all`: false) and "all
    /// creatures able to block [~] [this turn] do so" (`all`: true): a requirement on the
    /// blockers of the clause's subject.
    MustBeBlocked { all: bool },
    /// CR 707.10c: "… and may choose a new target for that copy" / "new targets for the
    /// copy": the copy's controller may choose new targets.
    NewTargets,
    /// CR 307.5, 101.2: "[only] any time they could cast a sorcery", "during your turn".
    CastWhen { only: bool, when: CastWhen },
    /// CR 601.3b: "as though they had flash".
    AsThoughFlash,
    /// "[player] chooses target player who controls more creatures than they do": the
    /// permanents the target must control more of than the chooser.
    ControlsMore(ObjNp),
}

/// Mana an instruction adds (CR 106).
#[derive(Clone, Debug, PartialEq)]
pub enum ManaNp {
    Symbols(Vec<ManaSymbol>),
    /// "one mana of any color" / "N mana of any one color" / "… of any type".
    AnyColor { amount: AmountNp, one_color: bool, any_type: bool },
    /// "{R} or {G}", "{W}, {U}, or {B}".
    OneOf(Vec<ManaSymbol>),
    /// "{B}{B}, {B}{G}, or {G}{G}": one of these groups of symbols (CR 106.1), some of
    /// more than one symbol.
    Groups(Vec<Vec<ManaSymbol>>),
    /// "one mana of the chosen color".
    ChosenColor,
    /// "one mana of any of the exiled card's colors" (a linked exile's, CR 607.2a).
    ExiledCardColors,
    /// CR 106.1: "two mana in any combination of colors" (`colors` empty), "… of {R}
    /// and/or {G}"; `distinct`: "two mana of different colors".
    Combination { amount: AmountNp, colors: Vec<ManaSymbol>, distinct: bool },
    /// "an amount of {G} equal to …", "{G} for each …".
    Times(ManaSymbol, AmountNp),
}

#[derive(Clone, Debug, PartialEq)]
pub enum DurationNp {
    EndOfTurn,
    ThisTurn,
    YourNextTurn,
    /// "until the end of your next turn".
    EndOfYourNextTurn,
    /// "for as long as ~ remains tapped" etc.
    AsLongAs(Box<Cond>),
    EndOfCombat,
}

/// A number as written: digits, a word, X, or a counting phrase.
#[derive(Clone, Debug, PartialEq)]
pub enum AmountNp {
    N(u32),
    X,
    /// "that much", "that many" (the trigger event's amount).
    ThatMuch,
    /// "the number of creatures you control", "the number of cards in your hand".
    NumberOf(Box<Np>),
    /// "~'s power", "its toughness", "that creature's mana value".
    StatOf(Box<Np>, Stat),
    /// "your life total", "their life total".
    LifeOf(Box<Np>),
    /// CR 702.179f: "your speed", "their speed".
    SpeedOf(Box<Np>),
    /// "twice X", "half X, rounded up".
    Times(u32, Box<AmountNp>),
    Half { of: Box<AmountNp>, up: bool },
    /// "2 plus the number of …", "the number of … plus 1" (CR 107.1).
    Plus(Box<AmountNp>, Box<AmountNp>),
    /// "the number of cards in their hand minus 4", "3 minus the number of …".
    Minus(Box<AmountNp>, Box<AmountNp>),
    /// "the number of colors of mana spent to cast ~" (converge).
    ColorsSpent,
    /// "the amount of mana spent to cast ~" (CR 601.2h).
    ManaSpent,
    /// CR 601.2h: the mana spent to cast another spell ("no mana was spent to cast that spell").
    ManaSpentOn(Box<Np>),
    /// "card types among cards in your graveyard" (delirium, CR 205.2a).
    CardTypesAmong(Box<Np>),
    /// CR 700.5: "your devotion to blue", "… to black and red".
    Devotion(mw_types::ColorSet),
    /// "the number of charge counters on ~" (CR 122.1): a kind of counter on an object.
    CountersOn { kind: String, on: Box<Np> },
    /// CR 122.1: "the number of counters on it": counters of every kind.
    AllCountersOn(Box<Np>),
    /// CR 105.2c: "colors among permanents you control".
    ColorsAmong(Box<Np>),
    /// CR 601.2i: "spells you've cast this turn" (`other`: "other spells …", the spell
    /// itself not counted).
    SpellsCastThisTurn { other: bool },
    /// CR 205.3m: "the greatest number of creatures you control that have a creature
    /// type in common".
    SharedCreatureType(Box<Np>),
    /// CR 201.2: "differently named lands you control".
    DifferentlyNamed(Box<Np>),
    /// "different powers among creatures you control".
    DifferentPowers(Box<Np>),
    /// CR 305.6: "basic land types among lands you control" (domain).
    BasicLandTypesAmong(Box<Np>),
    /// CR 608.2c: "the number of cards discarded this way", "… a player discarded this way".
    DiscardedThisWay { greatest: bool },
    /// CR 608.2c: "the damage dealt this way", "the life lost this way".
    Tally(mw_ir::Tally),
    /// CR 615.5: "the damage prevented this way", "for each 1 damage prevented this
    /// way": in a replacement of damage, the damage it took the place of.
    PreventedThisWay,
    /// "the difference": after "if [a number] is less than N", N minus that number.
    Difference,
    /// "the number of times this ability has resolved this turn".
    ResolvedThisTurn,
    /// CR 119.3: "the amount of life you gained this turn", "… you've lost this turn".
    LifeThisTurn { who: Box<Np>, lost: bool },
    /// CR 121.1: the cards a player drew this turn ("you've drawn two or more cards this
    /// turn").
    DrawnThisTurn { who: Box<Np> },
    /// CR 700.13: the crimes a player committed this turn.
    CrimesThisTurn { who: Box<Np> },
    /// "the greatest power among creatures you control", "the highest mana value among …".
    Greatest { stat: Stat, among: Box<Np> },
    /// "the total power of creatures you control" (CR 107.1b: negative values counted).
    Total { stat: Stat, of: Box<Np> },
    /// CR 700.8: the size of your party ("you have a full party": four).
    Party,
    /// CR 603.2: "the amount of life you gained" of a "whenever you gain life" trigger.
    EventLifeGained,
    /// CR 603.2: "the amount of damage [~ / it] dealt [to that player]" of a trigger on
    /// damage being dealt: the dealer and the player dealt it as written.
    EventDamage { by: Option<Box<Np>>, to: Option<Box<Np>> },
    Unknown(Unknown),
}

/// How an object came onto the battlefield (`Cond::Arrived`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrivedHow {
    Entered,
    Cast,
}

/// A condition (CR 603.4 intervening if, 611.3a "as long as", 608.2c "if").
#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// CR 705.2: "you win the flip" (true), "you lose the flip" (false): the coin flip
    /// of the instruction before.
    WonFlip(bool),
    /// CR 701.38: "[option] gets more votes" (`or_tied`: "… or the vote is tied").
    VoteWins { option: String, or_tied: bool },
    /// CR 701.54a: "you chose a creature other than ~ as your Ring-bearer" (the Ring
    /// tempting you is the trigger event; its object is the creature chosen).
    ChoseOtherRingBearer,
    /// "you control an artifact", "you control three or more creatures".
    Control { who: Np, what: Np },
    /// "it's your turn", "it's not your turn".
    YourTurn(bool),
    /// "[subject] is/has …": "~ is untapped", "it has mana value 2 or less", "that
    /// creature is a Goblin", "you have 5 or less life", "a player has no cards in hand".
    Is { subject: Np, pred: Pred, negated: bool },
    /// "[count] is N or greater" / "there are N or more cards in your graveyard".
    Compare { amount: AmountNp, cmp: Cmp },
    /// "you have N or less life"
    Life { who: Np, cmp: Cmp },
    /// CR 122.1f: "an opponent has three or more poison counters".
    Poison { who: Np, cmp: Cmp },
    /// "you gained 3 or more life this turn", "you've gained …", "that player lost less
    /// than 8 life this turn" (`lost`) (CR 119.3).
    LifeGained { who: Np, cmp: Cmp, lost: bool },
    /// Ability-word style conditions named by their meaning: "a permanent you
    /// controlled left the battlefield this turn" (revolt), "seven or more cards are in
    /// your graveyard" (threshold), …
    Event(Span),
    /// "~ entered the battlefield this turn" (the source, CR 613.7d).
    EnteredThisTurn,
    /// CR 702.33d: "~ was kicked", "it was kicked" (the name read as the source).
    Kicked,
    /// CR 106.12: "a land is tapped for [two or more] mana" (`least`: the least it makes).
    TappedForMana { what: Np, least: u32 },
    /// "you have more cards in hand than each opponent", "an opponent controls more
    /// lands than you": `who`'s number of `what` (cards in hand: `in_hand`; else
    /// permanents they control) compared with `than`'s (`more`: greater; else fewer).
    Versus { who: Np, what: Option<Np>, more: bool, than: Np },
    /// "an opponent has cast a blue spell this turn": `who` cast a spell like `what`.
    Cast { who: Np, what: ObjNp },
    /// CR 505.1 (addendum): "you cast this spell / it during your main phase".
    CastInMainPhase(Np),
    /// "an instant card is revealed this way": a card revealed before has that quality.
    Revealed { what: Np },
    /// "a creature card was exiled this way": the card the exile before exiled has that quality.
    ExiledThisWay { what: Np },
    /// CR 608.2c: "if an Insect card was milled / a creature is destroyed this way".
    DidThisWay { did: mw_ir::Did, what: Np },
    /// CR 701.23a: "if you search(ed) your library this way" (library and/or graveyard).
    SearchedLibrary,
    /// CR 614.1a: "[object] would [event]": the event a replacement effect replaces.
    Would { subject: Np, event: WouldEvent },
    /// CR 400.7, 601.2a: "it entered from your graveyard", "you cast it from your
    /// graveyard", "you cast it" (from any zone: `from` None): how an object came onto
    /// the battlefield.
    Arrived { what: Np, how: ArrivedHow, from: Option<ZoneNp> },
    /// CR 103.6: "~ is in your opening hand".
    InOpeningHand(Np),
    /// CR 113.6c: "~ isn't on the battlefield" (`on` false), "~ is on the battlefield".
    OnBattlefield { what: Np, on: bool },
    /// CR 611.2b: "that card remains exiled": a duration that ends when the card leaves
    /// exile.
    RemainsExiled(Np),
    /// CR 614.12: "as ~ enters": the moment of a replacement effect on entering.
    AsEnters(Np),
    /// CR 614.1a: "[object] would die this turn": the event a replacement ("…, exile it
    /// instead") replaces.
    WouldDie { what: Np },
    /// CR 615.8 / 615.10: "the next time a source would deal damage [to X] this turn"
    /// (`next`, `to` None: anything), or "[if] a source would deal damage to X" (a static).
    NextDamage { source: Np, to: Option<Np>, next: bool },
    /// CR 615.5: "damage is prevented this way": the shield before prevented damage.
    PreventedThisWay,
    /// CR 614.1a / 615.1a: "[if] [combat | noncombat] damage would be dealt to X [while
    /// C]": each damage event to X, for a static replacement.
    DamageWouldBeDealt { combat: bool, noncombat: bool, to: Np, while_: Option<Box<Cond>> },
    /// "this is the first [or second] time this ability has resolved this turn", and
    /// after it "it's the third time" (`elliptic`): the resolution's count among
    /// `lo..=hi`.
    ResolvedTimes { lo: u8, hi: u8, elliptic: bool },
    And(Vec<Cond>),
    Or(Vec<Cond>),
    /// CR 608.2c: "A unless C": the instruction happens when C doesn't hold.
    Not(Box<Cond>),
    Unknown(Unknown),
}
