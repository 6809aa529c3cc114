//! The layers of CR 613.1 (and layer 7's sublayers, CR 613.4) in which continuous
//! effects apply, in the order they apply.

use serde::{Deserialize, Serialize};

/// CR 613.1: a layer (or sublayer of layer 7). `Ord` is the order of application.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Layer {
    /// CR 613.1a / 613.2: copy effects (the copiable values).
    Copy,
    /// CR 613.1b: control-changing effects.
    Control,
    /// CR 613.1c / 612: text-changing effects.
    Text,
    /// CR 613.1d: type-changing effects (card types, subtypes, supertypes).
    Type,
    /// CR 613.1e: color-changing effects.
    Color,
    /// CR 613.1f: ability-adding and ability-removing effects.
    Ability,
    /// CR 613.4a (7a): characteristic-defining abilities that define power and toughness.
    PtDefining,
    /// CR 613.4b (7b): effects that set power and toughness.
    PtSet,
    /// CR 613.4c (7c): effects and counters that modify power and toughness.
    PtModify,
    /// CR 613.4d (7d): effects that switch power and toughness.
    PtSwitch,
}

impl Layer {
    /// Every layer, in the order they apply.
    pub const ALL: [Layer; 10] = [
        Layer::Copy,
        Layer::Control,
        Layer::Text,
        Layer::Type,
        Layer::Color,
        Layer::Ability,
        Layer::PtDefining,
        Layer::PtSet,
        Layer::PtModify,
        Layer::PtSwitch,
    ];

    /// The layer's name in the rules ("1", "4", "7c").
    pub fn number(self) -> &'static str {
        match self {
            Layer::Copy => "1",
            Layer::Control => "2",
            Layer::Text => "3",
            Layer::Type => "4",
            Layer::Color => "5",
            Layer::Ability => "6",
            Layer::PtDefining => "7a",
            Layer::PtSet => "7b",
            Layer::PtModify => "7c",
            Layer::PtSwitch => "7d",
        }
    }

    /// CR 613.3: in layers 2–6, characteristic-defining abilities apply first.
    pub fn cda_first(self) -> bool {
        matches!(self, Layer::Control | Layer::Text | Layer::Type | Layer::Color | Layer::Ability)
    }
}

#[cfg(test)]
mod tests {
    use super::Layer;

    #[test]
    fn the_rules_order() {
        let names: Vec<&str> = Layer::ALL.iter().map(|l| l.number()).collect();
        assert_eq!(names, ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"]);
        assert!(Layer::ALL.windows(2).all(|w| w[0] < w[1]));
    }
}
