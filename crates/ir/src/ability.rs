//! Abilities (CR 113): activated, mana, triggered, keyword and spell abilities, and costs.

use crate::effect::Effect;
use crate::keyword::Keyword;
use crate::target::TargetSpec;
pub use crate::trigger::{DamagedKind, Trigger, TriggeredAbility, WATCH_ATTACK, WATCH_CAST, WATCH_DAMAGE, WATCH_DEALS, WATCH_DIES, WATCH_DISCARD, WATCH_DRAW, WATCH_ENTERS, WATCH_LIFE, WATCH_TAPPED, WATCH_TARGET};
use mw_types::{ColorSet, Layer, ManaCost, ManaType};
use serde::{Deserialize, Serialize};
pub use crate::restriction::CombatRule;
pub use crate::amount::Count;

/// CR 113.3: the kinds of ability an object can have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ability {
    /// CR 702: a keyword ability.
    Keyword(Keyword),
    /// CR 605.1a: an activated mana ability.
    Mana(ManaAbility),
    /// CR 602: an activated ability that uses the stack.
    Activated(ActivatedAbility),
    /// CR 603: a triggered ability.
    Triggered(TriggeredAbility),
    /// CR 113.3a: the instructions of an instant or sorcery spell.
    Spell(SpellAbility),
    /// CR 702.16: protection from the colors in the set.
    Protection(ColorSet),
    /// CR 702.16a: protection from card types ("from artifacts", "from creatures") and/or
    /// from multicolored objects.
    ProtectionFromTypes { types: Vec<mw_types::CardType>, multicolored: bool },
    /// CR 702.16a: protection from spells of any of these colors ("protection from spells
    /// that are one or more colors": all five); abilities and permanents aren't spells.
    ProtectionFromSpells(mw_types::ColorSet),
    /// CR 702.16a: protection from a subtype ("from Goblins"): from sources with it.
    ProtectionFromSubtype(mw_types::Subtype),
    /// CR 702.16j: protection from everything: from every object.
    ProtectionFromEverything,
    /// CR 604.1: a static ability changing how its own permanent attacks or blocks.
    Combat(CombatRule),
    /// CR 508.1c / 509.1b: a static ability restricting whom creatures attack or what
    /// they block ("creatures can't attack you", "~ can't block black creatures").
    Restriction(crate::restriction::StaticRestriction),
    /// CR 614.1c–d: a replacement effect on how this permanent enters.
    Enters(EntersReplacement),
    /// Other static abilities about the object itself.
    Static(SelfStatic),
    /// CR 702.5 / 303.4a: enchant; an Aura spell targets what it may enchant.
    Enchant(TargetSpec),
    /// CR 604.2 / 611.3a: a static ability whose continuous effect changes other objects.
    Continuous(StaticEffect),
    /// CR 615.1a / 604.2: a static ability preventing all damage that matches, while its
    /// permanent is on the battlefield: "prevent all damage that would be dealt to ~",
    /// "… dealt by enchanted creature" (`Subject::This`, `Subject::Attached` read each
    /// time damage would be dealt).
    Prevent(crate::prevention::DamageMatch),
    /// CR 615.10: a static ability preventing `amount` of each damage event that matches
    /// ("if a source would deal damage to you, prevent 1 of that damage").
    PreventSome { damage: crate::prevention::DamageMatch, amount: u32 },
    /// CR 614.1a / 615.1a: a static ability replacing each damage event that matches
    /// with instructions ("prevent that damage and remove that many +1/+1 counters from
    /// it", "put that many +1/+1 counters on it instead").
    ReplaceDamage(Box<crate::prevention::DamageReplacement>),
    /// CR 700.2: one mode of a modal triggered ability (see `TriggeredAbility::modes`).
    Mode(SpellAbility),
    /// CR 700.2: "Choose one —": the spell's modes are the `Spell` abilities that follow
    /// this one, `modes` of them; exactly one is chosen as it is cast (CR 601.2b). With
    /// "choose one or both", "choose two", … each compiled mode is one allowed set of the
    /// printed modes, in the order `mode_sets` gives.
    ChooseOne { modes: u8, #[serde(default)] printed: ModeCount },
    /// CR 106.12b / 614.1a: a replacement effect on mana from tapping for mana.
    TappedForMana(ManaReplacement),
    /// CR 106.12a / 605.1b: a triggered mana ability on tapping for mana; it resolves at
    /// once.
    ManaTrigger(ManaTrigger),
    /// CR 614.1c / 614.12: a static ability changing how other permanents enter.
    OthersEnter(OthersEnter),
    /// CR 601.2f / 118.8: "As an additional cost to cast this spell, …".
    AdditionalCost(AdditionalCost),
    /// CR 604.3 / 613.4a: a characteristic-defining ability: power and/or toughness equal
    /// to a count (added to the printed part of "1+*", CR 208.2b), plus a second count
    /// when the text adds one (CR 107.1b: "the number of Elves you control plus the number
    /// of Elf cards in your graveyard"), the sum taken `times` ("twice the number of …").
    PtEquals {
        count: Count,
        power: bool,
        toughness: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plus: Option<Count>,
        #[serde(default = "crate::amount::once", skip_serializing_if = "crate::amount::is_once")]
        times: i32,
    },
    /// CR 113.6c / 611.3b: "as long as ~ isn't on the battlefield, it's a 1/1 Insect
    /// creature in addition to its other types": what the card is in every zone but the
    /// battlefield (card types and creature types added, base power and toughness fixed).
    OffBattlefield(Box<crate::becomes::Becomes>),
    /// CR 614.1a: "If a creature you control would explore, instead it explores, then it
    /// explores again" (Topography Tracker).
    CreaturesExploreTwice,
    /// CR 702.164: toxic N (a creature's total toxic value is the sum of its N).
    Toxic(u32),
    /// CR 702.34a: flashback: it may be cast from its owner's graveyard for this cost, and
    /// is exiled as it leaves the stack.
    Flashback(mw_types::ManaCost),
    /// CR 702.133a: jump-start: it may be cast from its owner's graveyard by discarding a
    /// card in addition to its other costs, and is exiled as it leaves the stack.
    JumpStart,
    /// CR 702.81a: retrace: it may be cast from its owner's graveyard by discarding a land
    /// card in addition to its other costs (and goes back to the graveyard).
    Retrace,
    /// CR 601.3, 118.9: "You may cast ~ from your graveyard using its blitz ability.": it
    /// may also be cast from its owner's graveyard, for the alternative cost of that kind
    /// printed on it (from its hand too, as usual).
    CastFromGraveyardUsing(crate::alternative::AltKind),
    /// CR 702.34a: flashback whose cost is the card's own mana cost, as another ability
    /// gives it ("… has flashback. The flashback cost is equal to its mana cost.").
    FlashbackAtManaCost,
    /// CR 702.138a: escape whose cost is the card's own mana cost plus `0` ("… has escape.
    /// The escape cost is equal to the card's mana cost plus exile three other cards from
    /// your graveyard."), as another ability gives it.
    EscapeAtManaCost(AdditionalCost),
    /// CR 702.81a / 604.1: "instant and sorcery cards in your graveyard have retrace": the
    /// controller's cards in their graveyard that match `filter` have the keyword ability
    /// `ability` (`Retrace`, `FlashbackAtManaCost`, `EscapeAtManaCost`), while `condition` holds.
    GraveyardCardsHave {
        filter: crate::ObjectFilter,
        ability: Box<Ability>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        condition: Option<crate::effect::Condition>,
    },
    /// CR 613.1f: an ability a static ability of this card gives other objects ("creatures
    /// you control have \"{T}: Add {G}.\""); the card itself doesn't have it.
    Granted(Box<Ability>),
    /// CR 601.2c: "while choosing targets as part of casting a spell or activating an
    /// ability, your opponents must choose at least one Flagbearer on the battlefield if
    /// able": a spell or ability of an opponent of this permanent's controller names at
    /// least one permanent of this filter among its targets when it can.
    OpponentsMustTarget(crate::target::ObjectFilter),
    /// CR 614.12a / 607: "As ~ enters, choose a creature type": a choice made as it
    /// enters, remembered by the permanent for its linked abilities.
    AsEntersChoose(crate::effect::Choice),
    /// CR 715 / 712: the card's other face: an Adventure it may be cast as, or the back
    /// face of a modal double-faced card it may be cast or played as. The card is its
    /// main face everywhere but on the stack and the battlefield (CR 715.4, 712.8).
    AlternateFace { kind: FaceKind, face: Box<crate::card::CardDef> },
    /// CR 702.37 / 702.139 / 702.168: morph (megamorph with `mega`, disguise with
    /// `disguise`: face down it has ward {2}): it may be cast face down as a 2/2 creature
    /// for {3} and turned face up for this cost.
    Morph { cost: mw_types::ManaCost, mega: bool, #[serde(default)] disguise: bool },
    /// CR 702.27: buyback: an optional additional cost; if it was paid, the spell returns
    /// to its owner's hand as it resolves instead of going to the graveyard.
    Buyback(mw_types::ManaCost),
    /// CR 702.51: convoke: the controller may tap untapped creatures they control while
    /// paying for this spell, each paying {1} or one mana of that creature's color.
    Convoke,
    /// CR 702.151: reconfigure (its two activated abilities are compiled beside it): while
    /// attached to a creature, this Equipment isn't a creature (CR 702.151b).
    Reconfigure,
    /// CR 702.126a: improvise: untapped artifacts may be tapped to pay generic mana.
    Improvise,
    /// CR 702.66a: delve: cards in the graveyard may be exiled to pay generic mana.
    Delve,
    /// CR 702.89a: umbra armor (formerly totem armor): if the enchanted creature would
    /// be destroyed, instead all damage is removed from it and this Aura is destroyed.
    UmbraArmor,
    /// CR 702.145: daybound (`Day`: on a front face) or nightbound (`Night`: on a back
    /// face): the permanent shows the face that matches the game's day or night.
    Bound(DayNight),
    /// CR 601.2f: a change to the total cost of spells: this spell's own ("~ costs {1}
    /// less to cast for each artifact you control") or, as a static ability, every spell
    /// of a kind some players cast ("instant and sorcery spells you cast cost {1} less").
    CostChange(CostChange),
    /// CR 702.33a: kicker: an optional additional cost of this mana paid as it is cast.
    Kicker(mw_types::ManaCost),
    /// CR 702.33a: the part of a kicker cost that isn't mana ("Kicker—Sacrifice a
    /// creature", "Kicker—Pay 3 life"), paid with the `Kicker` mana beside it.
    KickerExtra(AdditionalCost),
    /// CR 702.42a: entwine: all of the spell's modes may be chosen (`ModeCount::entwine`,
    /// the last compiled mode) if this mana is paid as an additional cost.
    Entwine(mw_types::ManaCost),
    /// CR 702.56a: replicate: an additional cost of this mana that may be paid any number
    /// of times as it is cast (with the copy trigger its keyword line also compiles to).
    Replicate(mw_types::ManaCost),
    /// CR 602.5 / 101.2: "activated abilities of artifacts can't be activated": the
    /// activated abilities of permanents matching `of` (relative to this ability's
    /// controller) can't be activated; with `mana` false, "unless they're mana
    /// abilities".
    CantBeActivated { of: crate::target::ObjectFilter, mana: bool },
    /// CR 614.1a: "if one or more [kind] counters would be put on a creature you control,
    /// that many plus N are put on it instead" (Hardened Scales).
    /// `by`: only counters a triggered ability of that keyword puts ("if a modular
    /// triggered ability would put …").
    MoreCounters { kind: mw_types::CounterKind, plus: u32, #[serde(default, skip_serializing_if = "Option::is_none")] by: Option<crate::keyword::KeywordTrigger> },
    /// CR 614.1a / 614.6: a permanent's static ability sending what would be put into a
    /// graveyard to exile instead (Rest in Peace, Leyline of the Void).
    GraveyardInstead(crate::zones::GraveyardInstead),
    /// CR 702.52a: dredge N: while this card is in its owner's graveyard, "if you would
    /// draw a card, you may mill N cards instead; if you do, return this card from your
    /// graveyard to your hand" (a replacement effect of draws, CR 614.11).
    Dredge(u32),
    /// CR 103.6: an action its owner may take with it from their opening hand.
    OpeningHand(crate::zones::OpeningHand),
    /// CR 101.2: cards that can't enter the battlefield or be cast from some zones
    /// (Grafdigger's Cage).
    ZoneBan(crate::zones::ZoneBan),
    /// CR 118.9: a cost its controller may pay rather than the spell's mana cost (printed
    /// in words, or a keyword: evoke, dash, escape).
    AlternativeCost(crate::alternative::AlternativeCost),
    /// CR 606.3 / 307.1: "[As long as C,] you may activate ~'s loyalty abilities any time
    /// you could cast an instant": its loyalty abilities lose their sorcery timing (still
    /// once each turn).
    LoyaltyAsInstant(Option<crate::effect::Condition>),
    /// CR 101.2 / 307.5: "each opponent can cast spells only any time they could cast a
    /// sorcery": the players `who` names (relative to the controller) may cast spells
    /// only as the rule allows.
    CastRestriction { who: crate::target::Controller, rule: crate::turn_rules::CastRestriction },
    /// CR 601.3b: "you may cast creature spells as though they had flash": its controller
    /// may cast spells passing the filter any time they could cast an instant.
    CastAsThoughFlash(crate::target::ObjectFilter),
    /// CR 502.3: "Untap ~ during each other player's untap step" (None), "untap all
    /// creatures you control during each other player's untap step" (the permanents of
    /// this ability's controller passing the filter).
    UntapInOthersUntapSteps(Option<crate::target::ObjectFilter>),
    /// CR 101.2, 701.6a: "green spells you control can't be countered", "creature spells
    /// can't be countered": spells passing the filter (controller relative to this
    /// ability's) stay on the stack when an effect would counter them.
    SpellsCantBeCountered(crate::target::ObjectFilter),
    /// CR 702.62a: suspend N—[cost]: from its owner's hand, a special action (CR 116.2f)
    /// pays `cost` and exiles it with `time` time counters on it. Its two triggered
    /// abilities, which work in exile, are compiled beside it.
    Suspend { time: u32, cost: Cost },
    /// CR 702.143a: foretell: during its owner's turn, a special action (CR 116.2h)
    /// pays {2} and exiles it from their hand face down; its foretell cost is an
    /// `AltKind::Foretell` alternative cost beside it.
    Foretell,
    /// CR 702.170a: plot [cost]: during its owner's turn with an empty stack, a special
    /// action (CR 116.2k) pays this mana and exiles it from their hand, plotted; it is
    /// cast later for its `AltKind::Plot` alternative cost (nothing) beside it.
    Plot(mw_types::ManaCost),
    /// CR 601.2a / 305.1: its controller may play cards of some kinds from the top of
    /// their library or from their graveyard.
    PlayFrom(crate::play_from::PlayFrom),
    /// CR 702.96a: the spell's instructions when its overload cost was paid: its text
    /// with every "target" changed to "each" (a text-changing effect, CR 612), compiled.
    Overloaded(SpellAbility),
}

/// CR 601.2f: what a cost change applies to and how much it changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CostChange {
    /// None: the spell with this ability itself. Some: spells cast by these players
    /// (relative to the ability's controller) that pass `filter`.
    pub caster: Option<crate::target::Controller>,
    pub filter: crate::target::ObjectFilter,
    /// The mana added or taken away, `times` times ("for each …").
    pub mana: mw_types::ManaCost,
    pub more: bool,
    pub times: crate::effect::Amount,
    /// "if you control a Wizard".
    pub condition: Option<crate::effect::Condition>,
    /// CR 601.2f: the least mana value the total cost comes to, raised with generic mana
    /// once increases and reductions are applied ("each spell that would cost less than
    /// three mana to cast costs three mana to cast"); 0 for none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub minimum: u8,
    /// CR 601.2f: "except during its controller's turn": only while the spell's caster
    /// isn't the active player.
    #[serde(default)]
    pub except_casters_turn: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

pub use crate::modes::{mode_sets, ModeCount};

/// CR 730.1: the game's day/night designation (none until something makes it day).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DayNight {
    Day,
    Night,
}

/// What a card's other face is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FaceKind {
    /// CR 715: an Adventure: an instant or sorcery that, resolved, exiles the card, which
    /// its owner may then cast as its main face from exile.
    Adventure,
    /// CR 712.12: the back face of a modal double-faced card.
    ModalBack,
    /// CR 712.2: the back face of a transforming double-faced card: never cast or played;
    /// up only after the permanent transforms (CR 701.27) or enters transformed.
    TransformBack,
    /// CR 709.3: the left half of a split card (the card itself has both halves'
    /// combined characteristics, CR 709.4, and is cast as one half or the other).
    SplitLeft,
    /// CR 709.3: the right half of a split card.
    SplitRight,
    /// CR 702.127a: the right half of an aftermath card: cast only from the graveyard,
    /// then exiled.
    Aftermath,
}

/// CR 614.12: a replacement effect from a permanent on how other permanents enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OthersEnter {
    /// Whose permanents it affects, relative to this ability's controller.
    pub whose: crate::target::Controller,
    /// The card type the entering permanent must have (as it would exist, CR 614.12).
    pub card_type: mw_types::CardType,
    /// "of the chosen type": only permanents with this permanent's chosen creature type.
    pub of_chosen_type: bool,
    pub how: EntersHow,
    /// "snow lands" (`(Snow, true)`), "nonbasic lands" (`(Basic, false)`): a printed
    /// supertype the entering permanent must have, or lack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub supertype: Option<(mw_types::Supertype, bool)>,
}

pub use crate::additional_cost::AdditionalCost;

/// How a permanent enters under an `OthersEnter` replacement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EntersHow {
    /// "enter tapped".
    Tapped,
    /// CR 707.5: "enter as a copy of ~" (Essence of the Wild).
    AsCopyOfThis,
    /// "enters with N additional [kind] counters on it".
    WithCounters { kind: mw_types::CounterKind, amount: u32 },
    /// CR 614.1a / 614.6: "if a nontoken creature would enter and it wasn't cast, exile it
    /// instead": the card is exiled and never enters (`nontoken`: tokens enter as usual;
    /// `unless_cast`: a permanent spell resolving enters as usual).
    ExileInstead { nontoken: bool, unless_cast: bool },
}

/// "If … is tapped for mana, it produces … instead".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ManaReplacement {
    /// "If you tap a permanent for mana, it produces N times as much of that mana".
    Multiply(u32),
    /// "If a land is tapped for mana, it produces {B} instead of any other type and amount".
    LandsProduceOnly(ManaType),
    /// "If a land is tapped for two or more mana, it produces {C} instead of any other
    /// type and amount": one mana of that type when the ability would produce at least
    /// `least` mana.
    LandsProduceOnlyFromMany { mana: ManaType, least: u8 },
}

/// When a triggered mana ability triggers and what it adds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ManaTrigger {
    /// CR 106.12a: "Whenever enchanted land is tapped for mana, its controller adds an
    /// additional {G}" (`Fixed`), "… one mana of the chosen color" (`ChosenColor`: the
    /// Aura's choice as it entered).
    EnchantedLandAdds(ManaProduction),
    /// "Whenever a player taps a land for mana, that player adds one mana of any type that
    /// land produced".
    AnyLandAddsProducedType,
}

/// Which objects a static ability's effect applies to (CR 611.3a: checked continuously).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Affected {
    /// "enchanted creature" / "enchanted permanent" (CR 303.4).
    Enchanted,
    /// "equipped creature" (CR 301.5).
    Equipped,
    /// "creatures you control"; `other` excludes the source.
    CreaturesYouControl { other: bool },
    /// "all creatures" / "creatures" (every creature on the battlefield).
    AllCreatures,
    /// "nonbasic lands" (CR 205.4a: lands without the basic supertype).
    NonbasicLands,
    /// "each other non-Aura enchantment".
    OtherNonAuraEnchantments,
    /// The source itself ("~ is the chosen type").
    Itself,
    /// The permanents matching a filter, relative to the source's controller ("other
    /// Elves you control", "creatures your opponents control", "attacking creatures you
    /// control").
    Matching(crate::target::ObjectFilter),
}

/// One change a static ability makes, with the layer it applies in (CR 613.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Change {
    /// Layer 7c: +N/+N.
    Pt(i32, i32),
    /// Layer 7c: +N/+N for each of something its source's controller has ("~ gets +1/+1
    /// for each artifact you control").
    PtFor(Count, i32, i32),
    /// Layer 6: gains a keyword.
    Keyword(Keyword),
    /// Layer 6: gains protection from these colors (CR 702.16: "has protection from all
    /// colors").
    Protection(ColorSet),
    /// Layer 6: gains a combat rule ("can't block").
    Combat(CombatRule),
    /// Layer 2: "you control enchanted creature": the source's controller controls it.
    Control,
    /// Layer 4: "is a [type] in addition to its other types".
    AddType(mw_types::CardType),
    /// Layer 4: "isn't a creature" (CR 205.1a: it loses that card type).
    RemoveType(mw_types::CardType),
    /// Layer 4: "are [basic land type]s" (CR 305.7: its land types are replaced, it loses
    /// the abilities of its text and has the basic land type's mana ability). The basic
    /// land type is named by its color.
    BasicLandType(mw_types::Color),
    /// Layer 4: "is the chosen type in addition to its other types" (CR 607: the creature
    /// type chosen as it entered).
    ChosenType,
    /// Layer 4: "is a Knight in addition to its other types", "is every creature type"
    /// (CR 205.3m, `all`), "enchanted creature is a Treefolk" (CR 205.1a, `replace`: its
    /// other creature types are gone).
    CreatureTypes { types: [Option<mw_types::CreatureType>; 3], all: bool, replace: bool },
    /// Layer 6: "loses all abilities".
    LoseAllAbilities,
    /// Layer 6: "loses flying" (in timestamp order with the layer's other effects).
    LoseKeyword(Keyword),
    /// Layer 6: "can't have or gain flying": removed after every other effect of the
    /// layer, whatever their timestamps, so no effect can give it back.
    CantHaveKeyword(Keyword),
    /// Layer 4: "loses all land types" (CR 205.1b, 305.7: its land subtypes are gone).
    LoseLandTypes,
    /// Layer 7b: "has base power and toughness P/T".
    SetPt(i32, i32),
    /// Layer 7b: base power and toughness each equal to its mana value.
    SetPtToManaValue,
    /// Layer 6: gains the ability `k` places after this static ability in the card's list
    /// (an `Ability::Granted`).
    Grant(u8),
    /// Layer 5: "is black", "are white" (CR 105.3: the new colors replace the old).
    SetColors(ColorSet),
    /// CR 602.5: "its activated abilities can't be activated" (with `mana` false, "unless
    /// they're mana abilities"); applied with its static ability's other changes, and kept
    /// when the permanent loses its abilities (the restriction isn't one of them).
    CantActivate { mana: bool },
    /// Layer 6: gains protection from the card type chosen as the source entered (CR
    /// 702.16a, 607.2).
    ProtectionFromChosenType,
}

impl Change {
    /// CR 613.1: the layer (and sublayer) it applies in.
    pub fn layer(self) -> Layer {
        match self {
            Change::Control => Layer::Control,
            Change::AddType(_) | Change::RemoveType(_) | Change::BasicLandType(_) | Change::ChosenType | Change::CreatureTypes { .. } | Change::LoseLandTypes => Layer::Type,
            Change::SetColors(_) => Layer::Color,
            Change::Keyword(_) | Change::LoseKeyword(_) | Change::CantHaveKeyword(_) | Change::Protection(_) | Change::ProtectionFromChosenType | Change::Combat(_) | Change::LoseAllAbilities | Change::Grant(_) | Change::CantActivate { .. } => Layer::Ability,
            Change::SetPt(..) | Change::SetPtToManaValue => Layer::PtSet,
            Change::Pt(..) | Change::PtFor(..) => Layer::PtModify,
        }
    }
}

/// CR 604.2: a static ability's continuous effect.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StaticEffect {
    pub affected: Affected,
    pub changes: Vec<Change>,
    /// CR 611.3a: "as long as …": the effect applies only while this holds.
    #[serde(default)]
    pub condition: Option<crate::effect::Condition>,
}

/// CR 614.1c–d / 614.12: how this permanent enters the battlefield.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum EntersReplacement {
    /// "enters tapped".
    Tapped,
    /// "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12):
    /// its controller chooses as it enters.
    TappedUnlessPayLife(u32),
    /// CR 614.12 / 701.20a: "As ~ enters, you may reveal a [quality] card from your hand.
    /// If you don't, ~ enters tapped." (snarls, reveal lands): its controller chooses a
    /// matching card of their hand to reveal as it enters, or it enters tapped.
    TappedUnlessReveal(crate::target::ObjectFilter),
    /// "enters tapped unless you control two or more other lands": tapped unless the
    /// condition holds as it would enter.
    TappedUnless(crate::effect::Condition),
    /// "enters with N counters on it"; X is the X paid for its spell (CR 107.3m). With a
    /// condition, only if it holds as it would enter ("if ~ was kicked, it enters with
    /// two +1/+1 counters", bloodthirst).
    WithCounters { kind: mw_types::CounterKind, amount: crate::effect::Amount, #[serde(default)] condition: Option<crate::effect::Condition> },
    /// CR 707.5: "you may have ~ enter as a copy of any creature on the battlefield".
    AsCopy(EntersAsCopy),
    /// CR 702.98a (unleash): "you may have ~ enter with a +1/+1 counter on it"; CR
    /// 702.136a (riot, `haste`): "… with your choice of a +1/+1 counter or haste".
    CounterOrHaste { haste: bool },
    /// CR 702.44a (sunburst): a +1/+1 counter (a creature) or a charge counter (not a
    /// creature) for each color of mana spent to cast it; none if it wasn't cast.
    Sunburst,
}

/// CR 707.5: what an "enter as a copy" ability may copy, and its exceptions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntersAsCopy {
    /// "you may".
    pub optional: bool,
    /// It may copy a permanent with any of these card types ("any artifact or creature").
    pub of: Vec<mw_types::CardType>,
    /// "except it enters with N additional +1/+1 counters" (an exception that is an
    /// additional effect, CR 707.9e).
    pub extra_counters: Option<crate::effect::Amount>,
    /// "except it's an artifact in addition to its other types" (part of the copiable
    /// values, CR 707.9b).
    pub also_type: Option<mw_types::CardType>,
}

/// Static abilities that apply to the object itself.
/// CR 601.3 / 506: the part of a turn a spell that says "cast this spell only …" may be
/// cast in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CastWindow {
    /// "during combat" (CR 506.1: from the beginning of combat to its end).
    Combat,
    /// "during combat before blockers are declared".
    CombatBeforeBlockers,
    /// "during combat after blockers are declared".
    CombatAfterBlockers,
    /// "during the declare attackers step".
    DeclareAttackers,
    /// "during the declare attackers step and only if you've been attacked this step".
    DeclareAttackersAttacked,
    /// "during the declare blockers step".
    DeclareBlockers,
    /// "before the combat damage step".
    BeforeCombatDamage,
    /// "after combat".
    AfterCombat,
}

/// A step a static ability skips (CR 614.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkippedStep {
    Untap,
    Upkeep,
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SelfStatic {
    /// CR 601.3: "cast this spell only during combat" and its kin: when it may be cast.
    CastOnly(CastWindow),
    /// "This spell can't be countered." (CR 101.2: a "can't" overrides "counter").
    CantBeCountered,
    /// CR 702.114a: devoid, a characteristic-defining ability: the object is colorless.
    Devoid,
    /// CR 604.3 / 105.2: "~ is all colors", a characteristic-defining ability (layer 5).
    AllColors,
    /// CR 402.2: "You have no maximum hand size."
    NoMaximumHandSize,
    /// CR 614.1b / 614.10: "Skip your draw step" (`each_player` false: its controller's),
    /// "Players skip their untap steps" (true: every player's).
    SkipStep { step: SkippedStep, each_player: bool },
    /// CR 119.7: "Players can't gain life."
    PlayersCantGainLife,
    /// CR 119.7: "Your opponents can't gain life."
    OpponentsCantGainLife,
    /// CR 104.3: "You can't lose the game": its controller loses by no state-based action
    /// or effect (conceding still ends their game, CR 104.3a).
    YouCantLose,
    /// CR 104.2b: "your opponents can't win the game": an effect saying one of them wins
    /// does nothing (the last player left still wins, CR 104.2a).
    OpponentsCantWin,
    /// CR 104.2b: "You can't win the game".
    YouCantWin,
    /// CR 104.3: "your opponents can't lose the game".
    OpponentsCantLose,
    /// CR 305.2: "You may play an additional land on each of your turns."
    AdditionalLandEachTurn,
    /// CR 509.1b: "~ can't be blocked by creatures with power 2 or less" (or "or greater").
    CantBeBlockedByPower(crate::target::Compare),
    /// CR 509.1b: "~ can't be blocked by more than one creature."
    CantBeBlockedByMoreThanOne,
    /// CR 509.1b: "~ can't be blocked by artifact creatures" (`except` false) / "~ can't
    /// be blocked except by creatures with flying" (`except` true).
    CantBeBlockedBy { filter: crate::target::ObjectFilter, except: bool },
    /// CR 614.6: "If ~ would be put into a graveyard from anywhere, exile it instead."
    ExileInsteadOfGraveyard,
    /// CR 614.6: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle
    /// it into its owner's library instead."
    ShuffleInsteadOfGraveyard,
    /// CR 702.61a: split second: while this spell is on the stack, players can't cast
    /// spells or activate abilities that aren't mana abilities.
    SplitSecond,
    /// CR 401.5: "You may look at the top card of your library any time."
    LookAtTopAnyTime,
    /// CR 401.5: "Play with the top card of your library revealed." (`each_player`:
    /// "Players play with the top card of their libraries revealed."): every player sees
    /// it.
    TopCardRevealed { each_player: bool },
    /// CR 903.3d: "~ can be your commander": Commander deck building only (no effect in
    /// the games played here, which aren't Commander games).
    CanBeYourCommander,
    /// CR 101.2: "Spells and abilities your opponents control can't cause …": what the
    /// controller's opponents' spells and abilities can't make a player do.
    OpponentsCantCause(CausedAction),
    /// CR 702.11c, 702.18a, 702.16k: a quality its controller has as a player while it is
    /// on the battlefield ("You have hexproof", "You have shroud", "You … have protection
    /// from the chosen card type").
    YouHave(PlayerQuality),
    /// CR 614.1a: "If you would gain life, you gain that much life plus N instead." (each
    /// such permanent its controller controls adds N; additions commute, CR 616.1e).
    GainLifePlus(u32),
}

/// A quality a static ability gives a player (`SelfStatic::YouHave`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerQuality {
    /// CR 702.11c: can't be the target of spells or abilities the player's opponents control.
    Hexproof,
    /// CR 702.18a: can't be the target of spells or abilities.
    Shroud,
    /// CR 702.16k: protection from the card type chosen as the source entered (CR 607.2,
    /// 614.12a): damage from sources of that type prevented, not the target of spells or
    /// abilities from such sources, not enchanted by such Auras.
    ProtectionFromChosenType,
}

/// What "spells and abilities your opponents control can't cause …" forbids (CR 101.2: a
/// "can't" wins over an instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CausedAction {
    /// CR 701.19 / 101.2: "… can't cause their controller to search their library": the
    /// spell's or ability's controller doesn't search (the rest of the instruction
    /// happens).
    ControllerSearch,
}

/// CR 118: a cost. Each part is paid in CR 601.2h order (mana last among the choices made).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Cost {
    pub mana: ManaCost,
    /// CR 107.5: {T}, tap this permanent.
    pub tap: bool,
    /// CR 107.6: {Q}, untap this permanent.
    pub untap: bool,
    /// CR 118.3: sacrifice this object.
    pub sacrifice_self: bool,
    /// CR 119.4 / 118.3: pay N life.
    pub life: u32,
    /// CR 606.4: a loyalty ability's cost: put (+) or remove (−) loyalty counters.
    pub loyalty: Option<i32>,
    /// "Discard this card": the ability works only while the card is in its owner's
    /// hand (CR 113.6m).
    #[serde(default)]
    pub discard_self: bool,
    /// A cost that chooses an object: sacrifice, discard or tap another (CR 118.3).
    #[serde(default)]
    pub extra: Option<AdditionalCost>,
    /// CR 107.14: pay this many energy counters ({E}).
    #[serde(default)]
    pub energy: u32,
    /// The ability works only while the card is in its owner's graveyard (CR 113.6k:
    /// "return ~ from your graveyard to your hand").
    #[serde(default)]
    pub in_graveyard: bool,
    /// CR 118.3 / 122.8: remove this many counters of a kind from this permanent.
    #[serde(default)]
    pub remove_counters: Option<(mw_types::CounterKind, u32)>,
    /// CR 118.3 / 107.3: "Remove X +1/+1 counters from ~": X (announced as the ability is
    /// activated, at most the counters of the kind on it) removed from this permanent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remove_x_counters: Option<mw_types::CounterKind>,
    /// CR 118.3 / 406.2: "exile ~" (from the battlefield, or with `in_graveyard` from
    /// its owner's graveyard).
    #[serde(default)]
    pub exile_self: bool,
    /// The ability works only while the card is in its owner's hand, which it doesn't
    /// leave to pay (CR 702.49a: ninjutsu reveals it).
    #[serde(default)]
    pub in_hand: bool,
    /// CR 118.3 / 701.9: "Discard your hand" (payable with an empty hand too).
    #[serde(default)]
    pub discard_hand: bool,
    /// CR 107.3 / 601.2b: "X can't be 0.": the least X that may be announced.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub x_min: u8,
}

impl Cost {
    pub fn is_free(&self) -> bool {
        *self == Cost::default()
    }

    /// Whether the cost is {T} and nothing else (CR 107.5). Every field is named, so a
    /// new kind of cost can't be forgotten here.
    pub fn is_only_tap(&self) -> bool {
        let Cost {
            mana,
            tap,
            untap,
            sacrifice_self,
            life,
            loyalty,
            discard_self,
            extra,
            energy,
            in_graveyard,
            remove_counters,
            remove_x_counters,
            exile_self,
            in_hand,
            discard_hand,
            x_min: _,
        } = self;
        *tap && mana.is_empty()
            && !(*untap || *sacrifice_self || *discard_self || *in_graveyard || *exile_self || *in_hand || *discard_hand)
            && *life == 0
            && *energy == 0
            && loyalty.is_none()
            && extra.is_none()
            && remove_counters.is_none()
            && remove_x_counters.is_none()
    }
}

pub use crate::mana_ability::{ManaAbility, ManaProduction, SpendOnly};
pub use crate::activation::Timing;

/// CR 602: an activated ability (not a mana ability).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActivatedAbility {
    pub cost: Cost,
    pub targets: Vec<TargetSpec>,
    pub effect: Vec<Effect>,
    pub timing: Timing,
    /// "Activate only once each turn" (CR 602.5b).
    #[serde(default)]
    pub once_per_turn: bool,
    /// CR 602.5b: "no more than twice each turn", "only once".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<crate::activation::ActivationLimit>,
    /// CR 702.29a: this is a cycling ability ("when you cycle ~" watches it).
    #[serde(default)]
    pub cycling: bool,
    /// CR 602.5b: "activate only if …": it may be activated only while this holds.
    #[serde(default)]
    pub condition: Option<crate::effect::Condition>,
    /// "Any player may activate this ability": not only its controller (the player who
    /// activates it controls it, CR 602.2).
    #[serde(default)]
    pub any_player: bool,
    /// CR 602.2b / 601.2f: "This ability costs {1} less to activate for each …".
    #[serde(default)]
    pub cost_change: Option<CostChange>,
}

impl ActivatedAbility {
    /// An ability activated any time its controller has priority (CR 602.2), with no
    /// restriction, condition or cost change.
    pub fn instant(cost: Cost, targets: Vec<TargetSpec>, effect: Vec<Effect>) -> ActivatedAbility {
        ActivatedAbility { cost, targets, effect, timing: Timing::Instant, once_per_turn: false, limit: None, cycling: false, condition: None, any_player: false, cost_change: None }
    }
}

/// CR 113.3a: a spell's instructions and the targets it announces (CR 601.2c).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpellAbility {
    pub targets: Vec<TargetSpec>,
    pub effect: Vec<Effect>,
}
