//! Saga chapter abilities (CR 714.2): "I, II — effect" is a triggered ability for each
//! chapter number it names, triggering as lore counters reach that number.

use mw_ir::{Trigger, TriggeredAbility};

/// CR 714.2a: the chapter numerals.
fn numeral(w: &str) -> Option<u8> {
    Some(match w {
        "i" => 1,
        "ii" => 2,
        "iii" => 3,
        "iv" => 4,
        "v" => 5,
        "vi" => 6,
        "vii" => 7,
        _ => return None,
    })
}

/// The chapters a line starts with and the effect text after the dash.
pub fn split(text: &str) -> Option<(Vec<u8>, &str)> {
    let (head, body) = text.split_once(" \u{2014} ")?;
    let chapters: Option<Vec<u8>> = head.split(", ").map(numeral).collect();
    chapters.filter(|c| !c.is_empty()).map(|c| (c, body))
}

/// CR 714.2b–c: the chapter abilities of one line, or the instruction not understood.
pub fn chapters(text: &str) -> Option<Result<Vec<TriggeredAbility>, &str>> {
    let (numbers, body) = split(text)?;
    let mut targets = Vec::new();
    Some(crate::effect::instructions(body, &mut targets).map(|effect| {
        numbers
            .into_iter()
            .map(|n| TriggeredAbility {
                trigger: Trigger::Chapter(n),
                targets: targets.clone(),
                effect: effect.clone(),
                modes: 0,
                once_per_turn: false,
                condition: None, keyword: None,
                during: None,
            })
            .collect()
    }))
}
