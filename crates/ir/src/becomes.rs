//! "Becomes" effects (CR 205.1, 613.6): what a permanent becomes for a duration — a
//! creature with a base power and toughness, types, colors and abilities — as one
//! continuous effect whose parts apply in their own layers.

use crate::effect::Amount;
use crate::keyword::Keyword;
use mw_types::{CardType, Color, ColorSet, CreatureType};
use serde::{Deserialize, Serialize};

/// What "becomes a 4/4 white and blue Elemental creature with flying and vigilance"
/// makes of a permanent. Its prior card types, supertypes and subtypes are kept (CR
/// 205.1b: "it's still a land", "in addition to its other types", "artifact creature").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Becomes {
    /// CR 613.4b (layer 7b): base power and toughness ("X/X": `Amount::X`), fixed as the
    /// effect begins (CR 611.2d).
    pub pt: Option<(Amount, Amount)>,
    /// CR 613.1d (layer 4): card types it gains.
    pub types: Vec<CardType>,
    /// CR 613.1d (layer 4): creature types it gains.
    pub creature_types: Vec<CreatureType>,
    /// CR 205.3m: "with all creature types" (layer 4).
    #[serde(default)]
    pub all_creature_types: bool,
    /// CR 205.1b: "becomes a 2/2 Bird artifact creature": its prior creature types are
    /// replaced by these (its other types and subtypes are kept).
    #[serde(default)]
    pub replaces_creature_types: bool,
    /// CR 613.1e (layer 5): its colors become these ("white and blue"); None: unchanged.
    pub colors: Option<ColorSet>,
    /// CR 613.1f (layer 6): keywords it gains.
    pub keywords: Vec<Keyword>,
    /// CR 305.7 (layer 4): "becomes an Island": its land types are replaced by this basic
    /// land type (named by its color), it loses the abilities of its text and has the
    /// type's mana ability.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub land_type: Option<Color>,
    /// CR 205.3m (layer 4): "becomes the creature type of your choice": the creature type
    /// an earlier `Effect::Choose(Choice::CreatureType)` chose replaces its own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen_creature_type: bool,
}
