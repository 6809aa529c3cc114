//! Protection gained until end of turn (CR 702.16): "gains protection from red", "…
//! from the chosen color", "… from the color of your choice" as the last quality an
//! instruction gives.

use mw_ir::{Duration, Effect, Subject};

/// CR 702.16: "protection from red", "… from the chosen color", "… from the color of
/// your choice" as the last quality gained.
#[derive(Clone, Copy)]
pub(crate) struct ProtectionGained {
    colors: Option<mw_types::ColorSet>,
    choose: bool,
}

impl ProtectionGained {
    /// The instructions: a color chosen first when the text asks, then the protection,
    /// each wrapped by `wrap` (a group's "each").
    pub(crate) fn effects(self, wrap: impl Fn(Effect) -> Effect, subject: Subject) -> Vec<Effect> {
        let gain = wrap(Effect::GainProtection { subject, colors: self.colors, duration: Duration::EndOfTurn, hexproof: false });
        match self.choose {
            true => vec![Effect::Choose(mw_ir::Choice::Color), gain],
            false => vec![gain],
        }
    }
}

/// Splits a trailing protection quality from "gets +1/+1 and gains protection from …".
pub(crate) fn protection_part(text: &str) -> (&str, Option<ProtectionGained>) {
    let Some(i) = text.find("protection from ") else { return (text, None) };
    let what = &text[i + "protection from ".len()..];
    let gained = match what {
        "the chosen color" => ProtectionGained { colors: None, choose: false },
        "the color of your choice" => ProtectionGained { colors: None, choose: true },
        w => match mw_types::Color::from_word(w) {
            Some(c) => {
                let mut set = mw_types::ColorSet::EMPTY;
                set.insert(c);
                ProtectionGained { colors: Some(set), choose: false }
            }
            None => return (text, None),
        },
    };
    let before = text[..i].trim_end();
    let before = [" and gains", " and gain", " and", ","].iter().find_map(|p| before.strip_suffix(p)).unwrap_or(before);
    (before.trim_end_matches(','), Some(gained))
}
