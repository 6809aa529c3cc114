//! Zones (CR 400).

use serde::{Deserialize, Serialize};
use std::fmt;

/// CR 400.1: the zones an object can be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Library,
    Hand,
    Battlefield,
    Graveyard,
    Stack,
    Exile,
    Command,
}

impl Zone {
    pub fn name(self) -> &'static str {
        match self {
            Zone::Library => "library",
            Zone::Hand => "hand",
            Zone::Battlefield => "battlefield",
            Zone::Graveyard => "graveyard",
            Zone::Stack => "stack",
            Zone::Exile => "exile",
            Zone::Command => "command",
        }
    }

    pub fn from_name(s: &str) -> Option<Zone> {
        [
            Zone::Library,
            Zone::Hand,
            Zone::Battlefield,
            Zone::Graveyard,
            Zone::Stack,
            Zone::Exile,
            Zone::Command,
        ]
        .into_iter()
        .find(|z| z.name().eq_ignore_ascii_case(s))
    }

    /// CR 400.2: public zones (all but library and hand).
    pub fn is_public(self) -> bool {
        !matches!(self, Zone::Library | Zone::Hand)
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
