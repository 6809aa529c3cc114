//! Dice (CR 706): "roll a six-sided die", "roll a d20" (two dice are read by the cards
//! that roll them as a difference, a total or doubles: not yet);
//! "the result" as an amount, "if you roll a 6" as a condition, and a die's result table
//! ("1—9 | …" rows under the roll) read as one conditional instruction per row.

use crate::source::Line;
use mw_ir::{Compare, Condition, Counted, Effect};

/// The roll instruction itself: one die.
pub fn roll(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("roll a ")?;
    let sides = match rest {
        "six-sided die" => 6,
        _ => {
            let n: u8 = rest.strip_prefix('d')?.parse().ok()?;
            // CR 706.1: the dice a card can ask for.
            if ![4, 6, 8, 10, 12, 20].contains(&n) {
                return None;
            }
            n
        }
    };
    Some(vec![Effect::RollDice { sides, count: 1 }])
}

/// "you roll a 6", "you roll a 1 or 2", "the result is 1 to 9" (a table row), "the result
/// is 10 or higher".
pub fn condition(text: &str) -> Option<Condition> {
    let compare = if let Some(r) = text.strip_prefix("you roll a ").or_else(|| text.strip_prefix("you rolled a ")) {
        match r.split_once(" or ") {
            Some((a, b)) => between(a, b)?,
            None => {
                let n = number(r)?;
                Compare::Between(n, n)
            }
        }
    } else {
        let r = text.strip_prefix("the result is ")?;
        if let Some((a, b)) = r.split_once(" to ") {
            between(a, b)?
        } else if let Some(n) = r.strip_suffix(" or higher").or_else(|| r.strip_suffix(" or greater")) {
            Compare::AtLeast(number(n)? as i32)
        } else if let Some(n) = r.strip_suffix(" or less").or_else(|| r.strip_suffix(" or lower")) {
            Compare::AtMost(number(n)? as i32)
        } else {
            let n = number(r)?;
            Compare::Between(n, n)
        }
    };
    Some(Condition::Count { of: Counted::DieResult, compare })
}

fn number(s: &str) -> Option<i16> {
    s.parse().ok().filter(|n| (1..=40).contains(n))
}

/// "1 or 2" as both bounds; a range must go up.
fn between(a: &str, b: &str) -> Option<Compare> {
    let (lo, hi) = (number(a)?, number(b)?);
    (lo <= hi).then_some(Compare::Between(lo, hi))
}

/// A result table's row: "1—9 | effect" or "20 | effect", with its bounds.
fn row(text: &str) -> Option<(i16, i16, &str)> {
    let (range, effect) = text.split_once(" | ")?;
    let (lo, hi) = match range.split_once('\u{2014}') {
        Some((a, b)) => (number(a)?, number(b)?),
        None => {
            let n = number(range)?;
            (n, n)
        }
    };
    Some((lo, hi, effect))
}

/// Folds the rows of a result table into the line with the roll before them, each row
/// one sentence "if the result is A to B, …". A row of several sentences stays a line of
/// its own (and so is reported unsupported): only its first sentence would be
/// conditional otherwise.
pub fn fold_tables(lines: &mut Vec<Line>) {
    let mut i = 1;
    while i < lines.len() {
        let rolls = lines[i - 1].text.contains("roll a d") || lines[i - 1].text.contains("roll two d");
        let folded = row(&lines[i].text)
            .filter(|(_, _, effect)| rolls && crate::source::sentences(effect).len() == 1)
            .map(|(lo, hi, effect)| format!(" if the result is {lo} to {hi}, {}", effect.trim_end_matches('.')));
        match folded {
            Some(sentence) => {
                let row = lines.remove(i);
                let prev = &mut lines[i - 1];
                prev.text = format!("{}{sentence}.", prev.text.trim_end_matches('.').to_string() + ".");
                prev.span.end = row.span.end;
            }
            None => i += 1,
        }
    }
}
