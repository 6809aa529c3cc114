//! The card data records: one line of `data/cards.jsonl` per card name, each with its
//! faces. These are facts about cards (from MTGJSON and another engine's sources, see
//! DESIGN.md), kept in the shape the project needs.

use serde::{Deserialize, Serialize};

/// One face of a card (most cards have one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FaceRecord {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mana_cost: Option<String>,
    pub type_line: String,
    pub types: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subtypes: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supertypes: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub power: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toughness: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loyalty: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<String>,
    /// Color letters, WUBRG order (e.g. "RG"); empty for colorless.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub colors: String,
    /// CR 204: a color indicator, when the face has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color_indicator: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<String>,
}

/// One card name with its faces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardRecord {
    pub name: String,
    pub layout: String,
    /// Where the record came from (`mtgjson-2022-04` or `xmage-2026-08`).
    pub src: String,
    pub faces: Vec<FaceRecord>,
}
