//! Triggered abilities (CR 603): the events they wait for (`Trigger`), the watcher classes
//! a game uses to skip looking for them, and the ability itself.

use crate::effect::Effect;
use crate::target::TargetSpec;
use serde::{Deserialize, Serialize};

/// CR 701.54c: what the Ring's triggered abilities wait for, about its player's
/// Ring-bearer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RingBearerEvent {
    /// "Whenever your Ring-bearer attacks" (tempted two or more times).
    Attacks,
    /// "Whenever your Ring-bearer becomes blocked by a creature" (three or more; the
    /// event's object: that blocking creature).
    BlockedBy,
    /// "Whenever your Ring-bearer deals combat damage to a player" (four or more).
    CombatDamageToPlayer,
}

/// CR 603.1: the event a triggered ability waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// "When this enters" (CR 603.6a).
    SelfEnters,
    /// "When this dies" (CR 700.4, a leaves-the-battlefield trigger, CR 603.10a).
    SelfDies,
    /// "Whenever this attacks" (CR 508.3a).
    SelfAttacks,
    /// "At the beginning of your upkeep" (CR 503.1a).
    YourUpkeep,
    /// "Whenever this becomes the target of a spell or ability an opponent controls"
    /// (ward, CR 702.21a).
    BecomesTargetOfOpponent,
    /// "When this is put into a graveyard from the battlefield" (any permanent).
    SelfToGraveyardFromBattlefield,
    /// "Whenever this is dealt damage" (the amount is the trigger's amount).
    SelfDealtDamage,
    /// "Whenever a creature you control explores" (CR 701.44).
    CreatureYouControlExplores,
    /// "At the beginning of your end step" (CR 513.1a).
    YourEndStep,
    /// "At the beginning of combat on your turn" (CR 507.1).
    YourCombat,
    /// "At the beginning of each upkeep" / "each player's upkeep" (CR 503.1a).
    EachUpkeep,
    /// "Whenever ~ deals combat damage to a player" ("that player"; the amount).
    SelfCombatDamageToPlayer,
    /// CR 724.2: "At the beginning of the monarch's end step" (the monarch's own ability).
    MonarchEndStep,
    /// CR 724.2: "Whenever a creature deals combat damage to the monarch".
    CombatDamageToMonarch,
    /// CR 702.179d: a player's inherent speed ability: "whenever one or more opponents
    /// lose life during your turn" (once each turn).
    SpeedRises,
    /// CR 701.54d: "whenever the Ring tempts you" (the event's object: the creature
    /// chosen as Ring-bearer, if any).
    RingTemptsYou,
    /// CR 701.54a: "whenever you choose a creature as your Ring-bearer".
    YouChooseRingBearer,
    /// CR 701.54c: the Ring's own triggered abilities about its player's Ring-bearer.
    RingBearer(RingBearerEvent),
    /// "Whenever a creature you control attacks alone" (exalted, CR 702.83a).
    CreatureYouControlAttacksAlone,
    /// "Whenever ~ blocks" (CR 509.2a).
    SelfBlocks,
    /// "Whenever ~ becomes blocked" (CR 509.2a).
    SelfBecomesBlocked,
    /// "Whenever ~ blocks or becomes blocked" (bushido, CR 702.45a).
    SelfBlocksOrBecomesBlocked,
    /// CR 601.2i: "whenever you cast a noncreature spell", "whenever an opponent casts a
    /// spell", "whenever you cast a spell that targets ~" (heroic): who casts it, what
    /// the spell must be, and whether it must target this.
    /// `nth`: CR 603.2 "their second spell each turn": only the caster's Nth spell this
    /// turn (0: any).
    Cast {
        caster: crate::target::Controller,
        filter: crate::target::ObjectFilter,
        targets_this: bool,
        #[serde(default)]
        nth: u8,
        /// A quality the filter can't hold, checked as the spell is cast with the
        /// source asking ("with mana value equal to the number of charge counters on ~").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        only: Option<crate::target::Relative>,
    },
    /// CR 707.10: "whenever you copy an instant or sorcery spell" (magecraft's "cast or
    /// copy" is this and `Cast`): a copy of a spell passing the filter put on the stack by
    /// `copier`; "that spell" is the copy.
    Copies { copier: crate::target::Controller, filter: crate::target::ObjectFilter },
    /// CR 603.6a: "whenever a creature enters", "whenever another creature you control
    /// enters", "whenever a land you control enters" (landfall).
    Enters(crate::target::ObjectFilter),
    /// CR 700.4 / 603.10a: "whenever a creature dies", "another creature you control dies".
    Dies(crate::target::ObjectFilter),
    /// CR 603.6c: "when ~ leaves the battlefield".
    SelfLeaves,
    /// CR 106.12 / 605.1b: "whenever you tap ~ for mana", with instructions that add no
    /// mana: not a mana ability, so it uses the stack.
    SelfTappedForMana,
    /// CR 603.6c / 603.10a: "whenever a creature you control leaves the battlefield":
    /// once for each permanent passing the filter, looking back at it as it last existed.
    Leaves(crate::target::ObjectFilter),
    /// "when ~ becomes the target of a spell or ability" (anyone's).
    SelfBecomesTarget,
    /// "whenever ~ becomes untapped".
    SelfBecomesUntapped,
    /// "whenever you draw your second card each turn".
    YouDrawSecond,
    /// "whenever you cast your second spell each turn".
    YouCastSecond,
    /// "whenever you cast your first spell during each opponent's turn".
    YouCastFirstOnOpponentsTurn,
    /// CR 702.29: "when you cycle ~" (the card, now in the graveyard).
    SelfCycled,
    /// CR 702.29: "whenever a player cycles a card" / "whenever you cycle a card"
    /// (`Controller::Any` / `You`), the player being "that player".
    Cycles(crate::target::Controller),
    /// CR 702.37e / 708.8: "when ~ is turned face up".
    SelfTurnedFaceUp,
    /// CR 714.2b: a Saga's chapter ability: lore counters reaching this number.
    Chapter(u8),
    /// CR 701.37b: "when ~ becomes monstrous".
    SelfBecomesMonstrous,
    /// CR 701.27e: "when this creature transforms into ~": the permanent turned over and
    /// now shows the face printing this ability.
    SelfTransformsInto,
    /// CR 509.3c–d: once for each creature it blocks (`blocks`) or that blocks it
    /// (`blocked`), passing `filter`: "whenever ~ blocks or becomes blocked by a
    /// creature", "… becomes blocked by a creature without flanking"; "that creature" is
    /// the other one.
    BlockPair { blocks: bool, blocked: bool, filter: crate::target::ObjectFilter },
    /// "whenever ~ and at least two other creatures attack" (battalion).
    SelfAttacksWithTwoOthers,
    /// "whenever a creature you control deals combat damage to a player" ("that
    /// creature", "that player").
    CreatureYouControlCombatDamageToPlayer,
    /// "whenever ~ deals damage", "… combat damage to a creature", "… damage to a player",
    /// "… damage to an opponent": what was dealt damage, and whether only combat damage.
    SelfDealsDamage { to: DamagedKind, combat: bool },
    /// CR 601.2i: "when you cast this spell" (the spell's own ability, CR 113.6c... on
    /// the stack).
    SelfCast,
    /// CR 702.35a: madness's trigger, "when this card is exiled this way" (queued by the
    /// discard that exiled it, not watched for).
    ExiledByMadness,
    /// "whenever ~ becomes tapped" (not entering tapped).
    SelfBecomesTapped,
    /// CR 119.3: "whenever you gain life" (the amount is "that much").
    YouGainLife,
    /// CR 121.1: "whenever you draw a card".
    YouDraw,
    /// CR 508.1: "whenever you attack": once each combat you declare attackers.
    YouAttack,
    /// "whenever equipped creature attacks", "whenever enchanted creature attacks".
    AttachedAttacks,
    /// "when enchanted creature dies", "whenever equipped creature dies".
    AttachedDies,
    /// "whenever equipped creature deals combat damage to a player".
    AttachedCombatDamageToPlayer,
    /// CR 603.2: "whenever enchanted creature deals damage", "whenever equipped creature
    /// deals combat damage to a creature": damage the attached creature deals, by what was
    /// dealt it and whether only combat damage; the amount is "that much".
    AttachedDealsDamage { to: DamagedKind, combat: bool },
    /// CR 513.1a: "at the beginning of each end step" / "the end step".
    EachEndStep,
    /// CR 503.1a: "at the beginning of each opponent's upkeep".
    EachOpponentUpkeep,
    /// CR 504.1: "at the beginning of your draw step".
    YourDrawStep,
    /// CR 505.1: "at the beginning of your precombat main phase".
    YourPrecombatMain,
    /// CR 507.1: "at the beginning of each combat".
    EachCombat,
    /// CR 511.2: "at end of combat": the end of combat step of each combat, creatures
    /// still attacking and blocking.
    EachEndOfCombat,
    /// CR 505.1: "at the beginning of your postcombat (second) main phase".
    YourPostcombatMain,
    /// CR 504.1: "at the beginning of each player's draw step".
    EachDrawStep,
    /// CR 122.6: "whenever one or more +1/+1 counters are put on a creature you control",
    /// "… on another permanent you control": once for each permanent passing the filter
    /// that counters of the kind are put on at once; "that creature" is it, the amount
    /// ("that many") how many were put on it.
    CountersPutOn { filter: crate::target::ObjectFilter, kind: mw_types::CounterKind },
    /// CR 122.6: "whenever one or more +1/+1 counters are put on ~".
    SelfGetsCounters(mw_types::CounterKind),
    /// CR 509.1h / 506.4: "whenever ~ attacks and isn't blocked" (once blockers are
    /// declared).
    SelfAttacksUnblocked,
    /// CR 508.3a: "whenever a creature you control attacks" ("that creature").
    CreatureYouControlAttacks,
    /// CR 506.5: "whenever ~ attacks alone".
    SelfAttacksAlone,
    /// CR 702.110b: "when ~ exploits a creature": its exploit ability sacrificed one.
    SelfExploits,
    /// CR 701.22: "whenever you scry".
    YouScry,
    /// CR 305.1: "whenever you play a land", "whenever an opponent plays a land", "when you
    /// play another land" (`other`: not this permanent): the special action of playing a
    /// land (never a land put onto the battlefield); "that player", "that land".
    PlaysLand { player: crate::target::Controller, other: bool },
    /// "whenever an enchantment you control is put into a graveyard from the
    /// battlefield": any permanent, not only a creature (CR 700.4 "dies").
    ToGraveyardFromBattlefield(crate::target::ObjectFilter),
    /// "whenever a creature dealt damage by ~ this turn dies" (that creature).
    DealtDamageBySelfDies,
    /// "whenever one or more cards leave your graveyard": once for the cards that left
    /// since the last time a player would have received priority (CR 603.2c batch).
    /// `creature`: "one or more creature cards".
    CardsLeaveYourGraveyard { creature: bool },
    /// CR 603.8: "when you control no Islands" (a state trigger).
    YouControlNoIslands,
    /// CR 701.21: "whenever you sacrifice another permanent", "… a Clue" ("that
    /// permanent").
    YouSacrifice(crate::target::ObjectFilter),
    /// CR 701.9: "whenever you discard a card" (`You`), "whenever an opponent discards a
    /// card" (`NotYou`), "whenever a player discards a card" (`Any`); "that card".
    Discards(crate::target::Controller),
    /// CR 603.2c, 701.9: "whenever you discard one or more [nonland] cards": once for the
    /// discard, however many cards passing the filter it discards; "that many" is their
    /// number. No card is "that card".
    DiscardBatch { who: crate::target::Controller, filter: crate::target::ObjectFilter },
    /// CR 121.1: "whenever an opponent draws a card" ("that player").
    OpponentDraws,
    /// CR 700.13: "whenever you commit a crime" (`You`), "whenever an opponent commits a
    /// crime" (`NotYou`, "that player").
    CommitsCrime(crate::target::Controller),
    /// CR 503.1a: "at the beginning of the upkeep of enchanted creature's controller".
    AttachedControllerUpkeep,
    /// CR 702.63a (vanishing): "when the last time counter is removed from ~".
    LastCounterRemoved(mw_types::CounterKind),
    /// CR 508.3a: "whenever a Dragon you control attacks", "whenever another creature
    /// attacks": once for each declared attacker passing the filter ("that creature").
    Attacks(crate::target::ObjectFilter),
    /// CR 508.3a: "whenever a creature attacks you", "… attacks you or a planeswalker you
    /// control" (`planeswalkers`): once for each declared attacker passing the filter that
    /// attacks the ability's controller (or one of their planeswalkers); "that creature".
    AttacksYou { filter: crate::target::ObjectFilter, planeswalkers: bool },
    /// CR 510.3a / 603.2: "whenever a Ninja you control deals combat damage to a player":
    /// once for each creature passing the filter that deals combat damage to a player,
    /// that player being `to` relative to the ability's controller (`Any`: a player,
    /// `NotYou`: an opponent, `You`: you); "that creature", "that player", the amount.
    CombatDamageToPlayer { filter: crate::target::ObjectFilter, to: crate::target::Controller },
    /// CR 603.6c / 603.10a: "when ~ is put into your graveyard from your library", "… into
    /// a graveyard from anywhere" (`None`): the card's own ability, triggering from the
    /// graveyard it went to.
    SelfPutIntoGraveyard { from: Option<crate::effect::CardZone> },
    /// CR 601.2c / 603.2: "whenever ~ becomes the target of a spell" (anyone's, not an
    /// ability's); "that spell" is the spell.
    SelfBecomesTargetOfSpell,
    /// CR 603.2, 115.1: "whenever you or a permanent you control becomes the target of a
    /// spell or ability an opponent controls", "whenever a Sliver creature you control
    /// becomes the target of …", "whenever you become the target of …": `you`, the
    /// ability's controller as a target; `permanents`, the permanents that count (None:
    /// none); `by`, whose spells and abilities (`NotYou`: an opponent's).
    /// Once for each of them the spell or ability targets (CR 603.2c: each is an
    /// occurrence of the event, as ward's, CR 702.21a), with the permanent as "that
    /// creature" (the event's object) and the spell or ability as "that spell or ability"
    /// (the event's stack item). `spells`: spells passing the filter only ("an instant or
    /// sorcery spell"; None: any spell or ability).
    BecomesTargetOf {
        you: bool,
        permanents: Option<crate::target::ObjectFilter>,
        by: crate::target::Controller,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        spells: Option<crate::target::ObjectFilter>,
    },
    /// CR 603.2, 115.1: the source's own "whenever ~ becomes the target of [a spell or
    /// ability | an Aura spell | a spell] [you control | an opponent controls] [for the
    /// first time each turn]" beyond the wordings of `SelfBecomesTarget`,
    /// `SelfBecomesTargetOfSpell` and `BecomesTargetOfOpponent`: `by`, whose spells and
    /// abilities; `spells`, spells passing the filter only (None: any spell or ability);
    /// `first`, only the first time this turn it becomes the target of one that counts.
    /// "that spell or ability" is the one that targeted it.
    SelfTargeted { by: crate::target::Controller, spells: Option<crate::target::ObjectFilter>, first: bool },
    /// CR 603.10a: "whenever an instant or sorcery card leaves your graveyard": once for
    /// each card passing the filter (its owner in `controller`) that leaves a graveyard,
    /// looking back at the card as it was there; "that card" is the card.
    LeavesGraveyard(crate::target::ObjectFilter),
    /// CR 603.2c / 510.2: "whenever one or more Faeries you control deal combat damage to
    /// a player": once for each player dealt combat damage in one combat damage step by
    /// creatures passing the filter (`to` as in `CombatDamageToPlayer`); "that player" is
    /// that player, the amount the damage those creatures dealt them. No single creature
    /// is named ("it" is a miss).
    CombatDamageBatch { filter: crate::target::ObjectFilter, to: crate::target::Controller },
    /// CR 603.2c / 508.3d: "whenever one or more creatures you control attack", "… attack
    /// you" (`to: You`: attacking the ability's controller, not a planeswalker): once as
    /// attackers are declared, when at least one declared attacker passes the filter.
    /// `min`: "whenever you attack with three or more creatures": at least that many
    /// declared attackers pass the filter (0 or 1: one); the event's amount is how many.
    AttackBatch {
        filter: crate::target::ObjectFilter,
        to: crate::target::Controller,
        #[serde(default, skip_serializing_if = "is_zero")]
        min: u8,
    },
    /// CR 603.2: an event of the permanent this Aura or Equipment is attached to, as the
    /// `Self…` trigger inside names it of this: "whenever enchanted creature becomes
    /// tapped", "whenever equipped creature blocks", "when enchanted creature is dealt
    /// damage"; "that creature" is the permanent it is attached to.
    Attached(Box<Trigger>),
}

impl Trigger {
    /// The watcher class of a trigger about other objects or players (`WATCH_*` bits):
    /// a game skips looking for such triggers when no card of it has one.
    pub fn watch_bit(&self) -> u32 {
        match self {
            Trigger::Cast { .. } | Trigger::Copies { .. } => WATCH_CAST,
            Trigger::Enters(_) => WATCH_ENTERS,
            Trigger::Dies(_) | Trigger::Leaves(_) | Trigger::AttachedDies | Trigger::ToGraveyardFromBattlefield(_) | Trigger::DealtDamageBySelfDies => WATCH_DIES,
            Trigger::SelfBecomesTapped | Trigger::SelfBecomesUntapped => WATCH_TAPPED,
            Trigger::YouGainLife => WATCH_LIFE,
            Trigger::YouDraw | Trigger::YouDrawSecond | Trigger::OpponentDraws => WATCH_DRAW,
            Trigger::Discards(_) | Trigger::DiscardBatch { .. } => WATCH_DISCARD,
            Trigger::CreatureYouControlAttacks | Trigger::Attacks(_) | Trigger::AttacksYou { .. } | Trigger::AttackBatch { .. } => WATCH_ATTACK,
            Trigger::YouCastSecond | Trigger::YouCastFirstOnOpponentsTurn => WATCH_CAST,
            Trigger::YouAttack | Trigger::AttachedAttacks => WATCH_ATTACK,
            Trigger::AttachedCombatDamageToPlayer | Trigger::CreatureYouControlCombatDamageToPlayer | Trigger::CombatDamageToPlayer { .. } | Trigger::CombatDamageBatch { .. } => WATCH_DAMAGE,
            Trigger::SelfDealsDamage { .. } | Trigger::AttachedDealsDamage { .. } => WATCH_DEALS,
            Trigger::BecomesTargetOf { .. } => WATCH_TARGET,
            Trigger::Attached(inner) => match **inner {
                Trigger::SelfBecomesTapped | Trigger::SelfBecomesUntapped => WATCH_TAPPED,
                _ => 0,
            },
            _ => 0,
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

pub const WATCH_CAST: u32 = 1;
pub const WATCH_ENTERS: u32 = 2;
pub const WATCH_DIES: u32 = 4;
pub const WATCH_TAPPED: u32 = 8;
pub const WATCH_LIFE: u32 = 16;
pub const WATCH_DRAW: u32 = 32;
pub const WATCH_ATTACK: u32 = 64;
pub const WATCH_DAMAGE: u32 = 128;
pub const WATCH_DEALS: u32 = 256;
pub const WATCH_DISCARD: u32 = 512;
pub const WATCH_TARGET: u32 = 1024;

/// What a source dealt damage to, for `Trigger::SelfDealsDamage`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DamagedKind {
    Anything,
    Creature,
    Player,
    Opponent,
    Planeswalker,
}

/// CR 603: a triggered ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TriggeredAbility {
    pub trigger: Trigger,
    pub targets: Vec<TargetSpec>,
    pub effect: Vec<Effect>,
    /// CR 700.2 / 603.3c: "choose one —": the modes are the `Mode` abilities that follow
    /// this one, `modes` of them; one is chosen as it is put on the stack.
    #[serde(default)]
    pub modes: u8,
    /// "This ability triggers only once each turn."
    #[serde(default)]
    pub once_per_turn: bool,
    /// CR 603.4: an intervening "if" clause: checked when the event happens and again as
    /// the ability resolves.
    #[serde(default)]
    pub condition: Option<crate::effect::Condition>,
    /// CR 603.2: a state the event must happen in ("whenever ~ attacks while you control a
    /// Dinosaur", "whenever you cast a spell during your turn"): checked only as the event
    /// happens, never again as the ability resolves (unlike an intervening "if").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub during: Option<crate::effect::Condition>,
    /// CR 702: the keyword this ability stands for, where a rule names abilities by it
    /// ("a modular triggered ability", CR 702.43).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyword: Option<crate::keyword::KeywordTrigger>,
}

impl TriggeredAbility {
    /// CR 113.6k: an ability that returns its card from the graveyard ("you may return ~
    /// from your graveyard to your hand") works only while the card is there.
    pub fn from_graveyard(&self) -> bool {
        fn returns(e: &Effect) -> bool {
            match e {
                Effect::ReturnSelfFromGraveyard { .. } => true,
                Effect::Optional(inner) | Effect::IfYouDo { effect: inner, .. } => returns(inner),
                Effect::If { effect: inner, otherwise, .. } => returns(inner) || otherwise.as_deref().is_some_and(returns),
                // CR 603.7c: "return ~ from your graveyard … at the beginning of the next
                // end step" (the delayed ability returns the card the trigger saw there).
                Effect::Delayed { effects, .. } | Effect::Reflexive { effects, .. } => effects.iter().any(returns),
                _ => false,
            }
        }
        self.effect.iter().any(returns)
    }
}
