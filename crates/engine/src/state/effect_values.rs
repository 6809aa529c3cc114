//! Continuous effects as values: copy effects (CR 707.2, layer 1) with the copiable
//! values they give, and the effects of resolved spells and abilities (CR 611.2) with the
//! layer each applies in (CR 613.1). Plain data that `Game`'s fields hold; starting,
//! ending and applying them is `continuous_effects`' work (`copy`, `continuous`, `layers`).

use crate::state::characteristic_values::{Extras, TypeSet};
use mw_ir::Duration;
use mw_types::{CardId, ColorSet, CreatureType, Layer, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// CR 707.2: the copiable values of an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Copiable {
    pub card: CardId,
    /// CR 707.9a: abilities a copy effect added; they are copied on.
    pub extra: Extras,
    /// CR 707.9b: card types a copy effect added ("except it's an artifact").
    pub extra_types: TypeSet,
    /// CR 707.9b: keywords a copy effect added ("except it has haste", `Keyword::bit` set).
    #[serde(default)]
    pub extra_keywords: u32,
    /// CR 707.9b: base power and toughness a copy effect set ("except it's 1/1").
    #[serde(default)]
    pub pt: Option<(i32, i32)>,
}

/// CR 707.2 / 613.2a: a copy effect (it lasts as long as the object: CR 707.2c's values
/// are fixed as it begins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CopyEffect {
    pub affected: ObjectId,
    /// CR 613.7b: the later one is applied last, so it wins.
    pub timestamp: u32,
    pub value: Copiable,
}

impl CopyEffect {
    pub(crate) fn key(&self) -> (u32, u32, u32) {
        (self.affected.slot, self.affected.generation, self.timestamp)
    }
}

impl Copiable {
    pub fn printed(card: CardId) -> Copiable {
        Copiable { card, extra: Extras::default(), extra_types: Default::default(), extra_keywords: 0, pt: None }
    }
}

/// What a continuous effect from a resolved spell or ability does (CR 611.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LayerEffect {
    /// CR 613.4c (layer 7c): power and toughness modified.
    ModifyPt { power: i32, toughness: i32 },
    /// CR 613.4d (layer 7d): power and toughness switched.
    SwitchPt,
    /// CR 613.1f (layer 6): keywords gained (`Keyword::bit` set).
    AddKeywords(u32),
    /// CR 122.1b, 613.1f (layer 6): the keyword a keyword counter gives (`Keyword::bit`),
    /// with the timestamp of the last counter of that kind put on the object (CR 613.7c);
    /// kept by the counters' choke point (`pipeline::counters`) while such counters remain.
    CounterKeyword(u32),
    /// CR 613.1f (layer 6): keywords lost (`Keyword::bit` set), in timestamp order with
    /// the effects that give them (CR 613.7).
    RemoveKeywords(u32),
    /// Combat rules a resolved effect gave it ("can't block this turn", `CombatRule::bit`
    /// set). FIXME: not an ability, yet applied with layer 6's abilities, so an earlier
    /// "loses all abilities" would not remove it but a later one does.
    AddCombatRules(u16),
    /// CR 613.1d (layer 4): card types added ("becomes an artifact creature").
    AddTypes(TypeSet),
    /// CR 613.1d (layer 4): creature types gained ("becomes a … Elemental creature"), or
    /// every creature type (CR 205.3m); `replace`: its earlier creature types are gone
    /// (CR 205.1b: "becomes a 2/2 Bird artifact creature").
    AddCreatureTypes { types: [Option<CreatureType>; 3], all: bool, replace: bool },
    /// CR 613.1d (layer 4) / 305.7: "target land becomes an Island until end of turn": its
    /// land types are replaced by this basic land type (named by its color), it loses the
    /// abilities of its text and has the type's mana ability.
    BasicLandType(mw_types::Color),
    /// CR 613.1b (layer 2): "gain control of target creature until end of turn".
    Control(PlayerId),
    /// CR 613.1e (layer 5) / 105.3: its colors become these ("becomes blue until end of
    /// turn", "becomes colorless").
    SetColors(ColorSet),
    /// CR 613.1f (layer 6) / 702.16: protection from these colors gained.
    AddProtection(ColorSet),
    /// CR 613.1f (layer 6) / 702.11d: hexproof from these colors gained.
    AddHexproofFrom(ColorSet),
    /// CR 613.1f (layer 6) / 509.1b: creatures of these colors can't block it (an
    /// effect, not an ability: losing abilities keeps it).
    UnblockableBy(ColorSet),
    /// CR 613.1f (layer 6): an ability gained (an `Ability::Granted` of the card whose
    /// instruction gave it).
    AddAbility(crate::state::characteristic_values::AbilityRef),
    /// CR 613.4b (layer 7b): base power and toughness set ("has base power and
    /// toughness 1/1 until end of turn").
    SetPt { power: i32, toughness: i32 },
    /// CR 508.1c / 509.1b: a restriction naming whom it may attack or what it may block
    /// ("target creature can't block ~ this turn"): `by` is the object whose ability made
    /// it, `player` that ability's controller. Not applied in any layer: checked as
    /// creatures attack and block (`combat_phase::restrictions`).
    Restricted { by: ObjectId, player: PlayerId, what: TimedRestriction },
}

/// The restrictions a resolved effect can put on a creature (`LayerEffect::Restricted`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimedRestriction {
    /// "can't block ~".
    CantBlockSource,
    /// "can't attack you [or planeswalkers you control]".
    CantAttackYou { planeswalkers: bool },
}

impl LayerEffect {
    /// CR 613.1: the layer it applies in.
    pub fn layer(self) -> Layer {
        match self {
            LayerEffect::Control(_) => Layer::Control,
            LayerEffect::AddTypes(_) | LayerEffect::AddCreatureTypes { .. } | LayerEffect::BasicLandType(_) => Layer::Type,
            LayerEffect::SetColors(_) => Layer::Color,
            LayerEffect::AddKeywords(_) | LayerEffect::CounterKeyword(_) | LayerEffect::RemoveKeywords(_) | LayerEffect::AddCombatRules(_) | LayerEffect::AddProtection(_) | LayerEffect::AddHexproofFrom(_) | LayerEffect::UnblockableBy(_) | LayerEffect::AddAbility(_) | LayerEffect::Restricted { .. } => {
                Layer::Ability
            }
            LayerEffect::SetPt { .. } => Layer::PtSet,
            LayerEffect::ModifyPt { .. } => Layer::PtModify,
            LayerEffect::SwitchPt => Layer::PtSwitch,
        }
    }

    /// Whether it changes the object's list of abilities (an ability gained, or CR 305.7's
    /// basic land type replacing its text), so abilities are recomputed through the layers.
    pub fn changes_abilities(self) -> bool {
        matches!(self, LayerEffect::AddAbility(_) | LayerEffect::BasicLandType(_))
    }
}

/// CR 611: a continuous effect from a resolved spell or ability, with the set of objects
/// it affects locked in as it began (CR 611.2c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContinuousEffect {
    pub timestamp: u32,
    pub affected: ObjectId,
    pub effect: LayerEffect,
    pub duration: Duration,
    /// `Duration::UntilYourNextTurn`: whose next turn ends it (the controller of the
    /// spell or ability that made it).
    pub until: Option<PlayerId>,
}
