//! Targets (CR 115) and the filters that say what may be chosen.

use mw_types::CardType;
use serde::{Deserialize, Serialize};

/// Whose object a filter accepts, relative to the controller of the spell or ability.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    #[default]
    Any,
    You,
    NotYou,
    /// CR 506.2: "defending player controls": the player the source is attacking (in
    /// other contexts, an opponent).
    Defending,
    /// "target player controls", "that player owns", "you own": a player an instruction
    /// names (`owner`: owned rather than controlled, CR 108.3). Only a resolving
    /// instruction knows who a target player is (`ForEach` resolves it); elsewhere only
    /// `You` is known and any other player accepts nothing.
    Player { player: crate::effect::PlayerRef, owner: bool },
}

/// A filter over permanents: a type it must have, who must control it, and the
/// qualities a phrase adds ("nonblack", "with flying", "tapped", "attacking").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectFilter {
    pub card_type: Option<CardType>,
    /// "artifact or enchantment": a second type that also qualifies.
    #[serde(default)]
    pub or_type: Option<CardType>,
    /// A type it must not have ("noncreature").
    pub not_type: Option<CardType>,
    pub controller: Controller,
    #[serde(default)]
    pub props: Props,
}

/// A number compared with a bound: "power 4 or greater", "mana value 3 or less".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Compare {
    AtLeast(i32),
    AtMost(i32),
    /// Both bounds included: a die roll's "10—19" row (CR 706.2).
    Between(i16, i16),
}

impl Compare {
    pub fn holds(self, n: i32) -> bool {
        match self {
            Compare::AtLeast(b) => n >= b,
            Compare::AtMost(b) => n <= b,
            Compare::Between(lo, hi) => (lo as i32..=hi as i32).contains(&n),
        }
    }
}

/// Where a creature is in combat (CR 506.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InCombat {
    Attacking,
    Blocking,
    AttackingOrBlocking,
    /// CR 509.1h: an attacking creature no creature blocks, once blockers are declared.
    Unblocked,
}

/// The qualities of a filter beyond types and controller; the default accepts anything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Props {
    /// It must have at least one of these colors ("red creature"); empty: any.
    pub colors: mw_types::ColorSet,
    /// It must have none of these colors ("nonblack").
    pub not_colors: mw_types::ColorSet,
    /// "with flying".
    pub with: Option<crate::keyword::Keyword>,
    /// "without flying".
    pub without: Option<crate::keyword::Keyword>,
    pub power: Option<Compare>,
    pub toughness: Option<Compare>,
    /// "with power or toughness 1 or less": either of the two passes.
    #[serde(default)]
    pub power_or_toughness: Option<Compare>,
    pub mana_value: Option<Compare>,
    /// "tapped" (true) or "untapped" (false).
    pub tapped: Option<bool>,
    pub combat: Option<InCombat>,
    /// A creature type it must have ("target Wall", "Goblins you control").
    pub creature_type: Option<mw_types::CreatureType>,
    /// CR 205.4a: "nonbasic".
    pub nonbasic: bool,
    /// CR 205.4a: "basic".
    #[serde(default)]
    pub basic: bool,
    /// CR 205.4a: "snow" (true) or "nonsnow" (false).
    #[serde(default)]
    pub snow: Option<bool>,
    /// CR 205.4d: "legendary" (true) or "nonlegendary" (false).
    #[serde(default)]
    pub legendary: Option<bool>,
    /// CR 700.6: "historic": an artifact, a legendary or a Saga.
    #[serde(default)]
    pub historic: bool,
    /// A subtype it must have that is no creature or basic land type ("Aura",
    /// "Equipment", "Vehicle", "Arcane").
    #[serde(default)]
    pub subtype: Option<mw_types::Subtype>,
    /// CR 205.3: a second subtype it must have too ("Urza's Power-Plant": Urza's and
    /// Power-Plant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub also_subtype: Option<mw_types::Subtype>,
    /// CR 205.3: a subtype it must not have ("non-Human creature", "non-Aura
    /// enchantment", "nonbasic land" aside: that is a supertype).
    #[serde(default)]
    pub not_subtype: Option<mw_types::Subtype>,
    /// CR 205.3: more subtypes it must not have ("non-Angel, non-Demon, non-Dragon
    /// creature"), after `not_subtype`.
    #[serde(default, skip_serializing_if = "no_subtypes")]
    pub also_not_subtypes: [Option<mw_types::Subtype>; 3],
    /// "Spirit or Arcane": the creature type or the subtype will do (not both needed).
    #[serde(default)]
    pub either_subtype: bool,
    /// CR 105.4: "multicolored" (two or more colors).
    #[serde(default)]
    pub multicolored: bool,
    /// CR 105.4: "monocolored" (exactly one color).
    #[serde(default)]
    pub monocolored: bool,
    /// CR 105.2c: "colorless" (true) or "colored" (false).
    #[serde(default)]
    pub colorless: Option<bool>,
    /// CR 305.6: it must have one of these basic land types, each named by its color
    /// (Plains white, Island blue, …): "Forest card", "Plains or Island card".
    #[serde(default)]
    pub land_types: mw_types::ColorSet,
    /// CR 111.1: "token" (true) or "nontoken" (false).
    pub token: Option<bool>,
    /// "other": not the source itself.
    pub other: bool,
    /// A second type it must not have ("noncreature, nonland").
    pub also_not: Option<CardType>,
    /// A second type it must have ("artifact creature", "enchantment creature").
    #[serde(default)]
    pub also_type: Option<CardType>,
    /// CR 201.2: "a card named ~": the same name as the ability's source.
    #[serde(default)]
    pub named_source: bool,
    /// "that was dealt damage this turn".
    #[serde(default)]
    pub dealt_damage: bool,
    /// "dealt damage this way" (of a spell): dealt damage by the source this turn.
    #[serde(default)]
    pub damaged_by_source: bool,
    /// "with greater power" (true) / "with lesser power" (false) than the source.
    #[serde(default)]
    pub power_vs_source: Option<bool>,
    /// "an Elf, Swamp, or Forest card": types and subtypes of which one will do.
    #[serde(default)]
    pub one_of: OneOf,
    /// "of the chosen type", "that aren't of the chosen type", "of the chosen color":
    /// the choice its source made as it entered, or its instruction made resolving.
    #[serde(default)]
    pub chosen: Option<ChosenIs>,
    /// "that shares a creature type with ~" (CR 205.3m, 702.73a: changelings share all).
    #[serde(default)]
    pub shares_type_with_source: bool,
    /// CR 105.2: "that shares a color with it" (conspire, CR 702.78a): one of the
    /// source's colors (a colorless source shares none).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shares_color_with_source: bool,
    /// CR 202.1: "with mana cost {0} or {1}": bit n set: a mana cost of exactly {n}
    /// will do (a card with no mana cost has none, CR 202.1b); 0: no requirement.
    #[serde(default)]
    pub generic_cost: u16,
    /// CR 122.1: "with a +1/+1 counter on it": at least one counter of this kind.
    #[serde(default)]
    pub counter: Option<mw_types::CounterKind>,
    /// "with no +1/+1 counters on it": none of this kind.
    #[serde(default)]
    pub no_counter: Option<mw_types::CounterKind>,
    /// CR 122.1: "has counters on it": at least one counter of any kind.
    #[serde(default)]
    pub any_counter: bool,
    /// CR 205.4a: "other than a basic land card": not a land with the basic supertype
    /// (a nonbasic land, or any nonland, will do).
    #[serde(default)]
    pub not_basic_land: bool,
    /// CR 608.2c: "[the cards] they exiled this way": exiled by an earlier instruction of
    /// the same resolution.
    #[serde(default)]
    pub exiled_this_way: bool,
    /// CR 608.2c: a token an earlier instruction of the resolution asking created
    /// ("create three Devil tokens. They gain haste until end of turn").
    #[serde(default)]
    pub created_this_way: bool,
    /// CR 608.2c: one of the objects the resolution's last group instruction acted on
    /// ("each creature you control … those creatures"), still the same objects (CR 400.7).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_group_this_way: bool,
    /// CR 701.38: "with the most votes or tied for most votes" in the vote earlier in the
    /// same resolution (an object nobody voted for has none).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub most_votes: bool,
    /// CR 400.7: the zone it came from to the zone it is in ("exiled from their hand
    /// this way").
    #[serde(default)]
    pub came_from: Option<crate::effect::CardZone>,
    /// CR 601.2a: `came_from` negated: "a spell from anywhere other than your hand".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub came_from_not: bool,
    /// CR 400.7, 613.7d: "that entered the battlefield this turn": a permanent that
    /// entered after the turn began.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entered_this_turn: bool,
    /// CR 700.9: "modified" (true) or "unmodified" (false).
    #[serde(default)]
    pub modified: Option<bool>,
    /// "an instant card or a card with flash": a card with this keyword passes the
    /// type requirement too (a disjunction of the types and the keyword).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub or_keyword: Option<crate::keyword::Keyword>,
    /// CR 903.3: "your commander" (`Some(true)`: a commander its ability's controller
    /// owns), "a commander" (`Some(false)`: anyone's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commander: Option<bool>,
    /// "equipped", "enchanted", "monstrous", "renowned": states of a permanent.
    #[serde(default, skip_serializing_if = "PermStates::is_empty")]
    pub states: PermStates,
}

/// States a permanent is in that no characteristic says (CR 301.5, 303.4, 701.37b,
/// 702.112b): the ones it must be in (`all`), at least one of (`any`, "enchanted or
/// equipped"), none of (`none`); each a set of `PermStates` bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PermStates {
    #[serde(default, skip_serializing_if = "is_zero")]
    pub all: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub any: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub none: u8,
}

impl PermStates {
    /// CR 301.5a: an Equipment is attached to it.
    pub const EQUIPPED: u8 = 1;
    /// CR 303.4: an Aura is attached to it.
    pub const ENCHANTED: u8 = 2;
    /// CR 701.37b: it became monstrous.
    pub const MONSTROUS: u8 = 4;
    /// CR 702.112b: it became renowned.
    pub const RENOWNED: u8 = 8;

    pub fn is_empty(&self) -> bool {
        *self == PermStates::default()
    }

    /// Whether a permanent in the states `has` passes.
    pub fn hold(&self, has: u8) -> bool {
        has & self.all == self.all && (self.any == 0 || has & self.any != 0) && has & self.none == 0
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// How a filter relates to a chosen creature type or color.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChosenIs {
    /// "of the chosen type".
    Type,
    /// "that aren't of the chosen type".
    NotType,
    /// "of the chosen color".
    Color,
    /// CR 201.2: "with the chosen name": the card name chosen as the source entered.
    Name,
    /// "with mana value of the chosen quality": its mana value (CR 202.3) is odd or even
    /// as chosen (`Choice::Parity`; zero is even).
    ManaValueParity,
}

/// A list of types and subtypes of which an object must have at least one ("an
/// artifact, creature, or land card", "an Elf, Swamp, or Forest card"); empty: no
/// requirement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OneOf {
    /// Card types, one bit each by declaration order.
    pub types: u16,
    pub creature_types: [Option<mw_types::CreatureType>; 3],
    pub subtypes: [Option<mw_types::Subtype>; 2],
    /// CR 305.6: basic land types, named by their colors.
    pub land_types: mw_types::ColorSet,
}

impl OneOf {
    pub fn is_empty(&self) -> bool {
        *self == OneOf::default()
    }

    /// Adds a quality named by one word; false when the word names none or the list is
    /// full.
    pub fn add(&mut self, t: OneOfItem) -> bool {
        match t {
            OneOfItem::Type(t) => self.types |= 1 << t as u16,
            OneOfItem::Creature(t) => return fill(&mut self.creature_types, t),
            OneOfItem::Subtype(t) => return fill(&mut self.subtypes, t),
            OneOfItem::Land(c) => self.land_types.insert(c),
        }
        true
    }

    pub fn has_type(&self, t: CardType) -> bool {
        self.types & (1 << t as u16) != 0
    }
}

/// One quality of a `OneOf` list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OneOfItem {
    Type(CardType),
    Creature(mw_types::CreatureType),
    Subtype(mw_types::Subtype),
    /// A basic land type by its color.
    Land(mw_types::Color),
}

fn fill<T: Copy>(slots: &mut [Option<T>], t: T) -> bool {
    match slots.iter_mut().find(|s| s.is_none()) {
        Some(s) => {
            *s = Some(t);
            true
        }
        None => false,
    }
}

impl ObjectFilter {
    pub fn creature() -> ObjectFilter {
        ObjectFilter { card_type: Some(CardType::Creature), ..ObjectFilter::default() }
    }
}

/// A description of cards in a hidden zone ("a basic land card", "a Forest card").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardFilter {
    pub card_type: Option<CardType>,
    /// The basic supertype (CR 205.4a).
    pub basic: bool,
    /// A subtype it must have (a land type, a creature type).
    pub subtype: Option<String>,
}

/// CR 115.1: what a target may be.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TargetKind {
    /// CR 115.4: "any target": a creature, player, planeswalker or battle.
    Any,
    /// A player.
    Player,
    /// An opponent of the controller (CR 102.2).
    Opponent,
    /// "target player or planeswalker".
    PlayerOrPlaneswalker,
    /// "target opponent or planeswalker".
    OpponentOrPlaneswalker,
    /// A permanent matching the filter.
    Permanent(ObjectFilter),
    /// A spell on the stack matching the filter (CR 115.1a).
    Spell(ObjectFilter),
    /// "target spell or permanent": a spell on the stack or a permanent, matching the
    /// filter (CR 115.1a, 115.1c).
    SpellOrPermanent(ObjectFilter),
    /// A card in its controller's (the chooser's) own graveyard matching the filter.
    CardInYourGraveyard(ObjectFilter),
    /// A card in any graveyard matching the filter; its `controller` names the
    /// graveyard's owner ("an opponent's graveyard": `NotYou`).
    CardInAGraveyard(ObjectFilter),
}

/// One target announced for a spell or ability.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TargetSpec {
    pub kind: TargetKind,
    /// "another target …": the source itself can't be chosen.
    #[serde(default)]
    pub other: bool,
    /// "up to one target …": it may be left unchosen (CR 115.1, 601.2c).
    #[serde(default)]
    pub optional: bool,
    /// "two target creatures": it must differ from the targets chosen before it for
    /// the same word "target" (CR 115.3).
    #[serde(default)]
    pub distinct: bool,
    /// A quality that depends on a number known only as the target is checked: "with
    /// mana value X" (CR 107.3), "… X or less, where X is the number of Faeries you
    /// control" (checked as targets are chosen and again on resolution, CR 608.2b).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only: Option<Relative>,
    /// CR 601.2b–c: "up to X targets": this target's place among its word's targets; it is
    /// chosen only when that place is below the X announced (left unchosen otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub below_x: Option<u8>,
    /// CR 601.2c: "X target creatures": with `below_x`, this place must be chosen when it
    /// is below the X announced (exactly X targets, not up to X).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exact_x: bool,
    /// CR 603.3d: "that player chooses target …": the player who chooses this target as
    /// the triggered ability is put on the stack, when not its controller; the target's
    /// qualities ("their opponent", "more creatures than they do") are relative to them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chooser: Option<crate::effect::PlayerRef>,
}

/// A quality of an object that a filter can't hold because it depends on the spell or
/// ability asking (its X, a count, an object it names), checked with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Relative {
    /// CR 202.3 / 107.3: its mana value compared with a number ("with mana value X",
    /// "X or less, where X is …").
    ManaValue { relation: crate::effect::Relation, amount: crate::effect::Amount },
    /// CR 201.2: "with the same name as that creature": the name of the object named;
    /// `other`: "all other creatures with …": not that object itself.
    SameNameAs { of: crate::effect::Subject, other: bool },
    /// CR 120: "that was dealt damage this turn": a player or a permanent that was dealt
    /// damage earlier in the turn (the turn's damage record; for "any target" too).
    DealtDamageThisTurn,
    /// "target creature that player controls", "… that player or that planeswalker's
    /// controller controls": controlled by a player an earlier target names (checked
    /// with the targets chosen before it, CR 601.2c, and again on resolution, 608.2b).
    ControlledBy(crate::effect::PlayerRef),
    /// CR 115.1: "[a spell] that targets one or more permanents": a spell or ability on
    /// the stack with a chosen target that is a permanent passing the filter.
    Targets(ObjectFilter),
    /// "those permanents" after such a trigger: a target of the spell or ability the
    /// subject names (CR 115.1, 603.2).
    TargetOf(crate::effect::Subject),
    /// "target player who controls more creatures than they do": a player controlling
    /// more permanents passing the filter than the player choosing the target.
    ControlsMore(ObjectFilter),
    /// CR 301.5, 303.4: "[Equipment] attached to that creature": attached to the object
    /// the subject names.
    AttachedTo(crate::effect::Subject),
    /// CR 404.2: "… target cards from a single graveyard": owned by the player named
    /// (the owner of the word's first target: a graveyard holds only its owner's cards).
    OwnedBy(crate::effect::PlayerRef),
    /// CR 509.1h, 506.4: "blocking ~" (`blocking`: it blocks the object the subject
    /// names), "blocked by ~" (`blocked`: that object blocks it), or either.
    InCombatWith { of: crate::effect::Subject, blocking: bool, blocked: bool },
}

impl TargetSpec {
    pub fn new(kind: TargetKind) -> TargetSpec {
        TargetSpec { kind, other: false, optional: false, distinct: false, only: None, below_x: None, exact_x: false, chooser: None }
    }
}



/// Whether a list of optional subtypes holds none (left out of the serialisation).
fn no_subtypes(v: &[Option<mw_types::Subtype>; 3]) -> bool {
    v.iter().all(Option::is_none)
}
