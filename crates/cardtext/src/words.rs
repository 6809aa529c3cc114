//! Small readers for words: numbers in words or digits, and power/toughness changes.

use mw_ir::Amount;

/// "three", "3" → 3. CR 107.1.
pub fn number(w: &str) -> Option<i32> {
    const WORDS: [&str; 11] =
        ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    if let Some(i) = WORDS.iter().position(|x| *x == w) {
        return Some(i as i32);
    }
    if w == "a" || w == "an" {
        return Some(1);
    }
    w.parse().ok()
}

/// A number or X.
pub fn amount(w: &str) -> Option<Amount> {
    if w == "x" {
        return Some(Amount::X);
    }
    number(w).map(Amount::Fixed)
}

/// "+3/+3", "-1/-0", "+2/+0" → (3, 3).
pub fn pt_change(w: &str) -> Option<(i32, i32)> {
    let (p, t) = w.split_once('/')?;
    let read = |s: &str| -> Option<i32> {
        let (sign, digits) = match s.as_bytes().first()? {
            b'+' => (1, &s[1..]),
            b'-' => (-1, &s[1..]),
            _ => return None,
        };
        digits.parse::<i32>().ok().map(|n| sign * n)
    };
    Some((read(p)?, read(t)?))
}

/// CR 107.14: "{e}{e}{e}" → 3 energy; None for anything else.
pub fn energy(text: &str) -> Option<u32> {
    let n = text.matches("{e}").count();
    (n > 0 && text.len() == 3 * n).then_some(n as u32)
}
