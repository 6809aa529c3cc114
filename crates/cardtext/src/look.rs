//! Looking at the top of a library (CR 401.5): "look at the top N cards of your library,
//! then put any number of them on the bottom …" (scry), "… into your graveyard …"
//! (surveil), "then put them back in any order", and digging: "look at the top four
//! cards of your library. put one of them into your hand and the rest …", "you may
//! reveal a creature card from among them and put it into your hand. put the rest on
//! the bottom of your library in a random order". These span several sentences.

use crate::words::{amount, number};
use mw_ir::{Amount, DigRest, Effect};

/// Reads a look-at-the-top instruction starting at the first sentence; the effects and
/// how many sentences it took.
pub fn read(sentences: &[&str]) -> Option<(Vec<Effect>, usize)> {
    let first = sentences.first()?;
    if *first == "exile the top card of your library" {
        let until = match *sentences.get(1)? {
            "you may play that card this turn" | "you may play it this turn" | "until end of turn, you may play that card" => {
                mw_ir::PlayUntil::ThisTurn
            }
            "until the end of your next turn, you may play that card" | "you may play that card until the end of your next turn" => {
                mw_ir::PlayUntil::EndOfYourNextTurn
            }
            _ => return None,
        };
        return Some((vec![Effect::ExileTopMayPlay { until }], 2));
    }
    let rest = first.strip_prefix("look at the top ")?;
    let (n, tail) = rest.split_once(' ')?;
    let count: Amount = if n == "card" || rest.starts_with("card of your library") { Amount::Fixed(1) } else { amount(n)? };
    let tail = tail.strip_prefix("cards of your library").or_else(|| rest.strip_prefix("card of your library"))?;
    match tail {
        ", then put any number of them on the bottom of your library and the rest on top in any order" => {
            return Some((vec![Effect::Scry { amount: count }], 1));
        }
        ", then put any number of them into your graveyard and the rest on top of your library in any order"
        | ", then put any number of them into your graveyard and the rest back on top of your library in any order" => {
            return Some((vec![Effect::Surveil { amount: count }], 1));
        }
        ", then put them back in any order" => return Some((vec![Effect::Reorder { amount: count }], 1)),
        "" => {}
        _ => return None,
    }
    let second = sentences.get(1)?;
    if let Some(r) = second.strip_prefix("put any number of them into your graveyard and the rest back on top of your library in any order") {
        return r.is_empty().then(|| (vec![Effect::Surveil { amount: count }], 2));
    }
    if let Some((take, exact, how)) = put_into_hand(second) {
        let rest = rest_to(how)?;
        return Some((vec![Effect::Dig { count, take, exact, filter: None, rest }], 2));
    }
    // "you may reveal a creature card from among them and put it into your hand."
    let what = second.strip_prefix("you may reveal ")?.strip_suffix(" from among them and put it into your hand")?;
    let what = what.strip_prefix("an ").or_else(|| what.strip_prefix("a "))?;
    let (filter, r) = crate::target::card_phrase(what)?;
    if !r.is_empty() {
        return None;
    }
    let third = sentences.get(2)?;
    let rest = match third.strip_prefix("then ").unwrap_or(third) {
        "put the rest on the bottom of your library in a random order" => DigRest::BottomRandom,
        "put the rest on the bottom of your library in any order" => DigRest::BottomAnyOrder,
        "put the rest into your graveyard" => DigRest::Graveyard,
        _ => return None,
    };
    Some((vec![Effect::Dig { count, take: 1, exact: false, filter: Some(filter), rest }], 3))
}

/// "put one of them into your hand and the rest …", "put up to two of them into your
/// hand and the other …": how many, whether exactly, and the words after "and".
fn put_into_hand(s: &str) -> Option<(u8, bool, &str)> {
    let rest = s.strip_prefix("put ")?;
    let (rest, exact) = match rest.strip_prefix("up to ") {
        Some(r) => (r, false),
        None => (rest, true),
    };
    let (n, rest) = rest.split_once(' ')?;
    let n = number(n)?;
    let rest = rest.strip_prefix("of them into your hand and ").or_else(|| rest.strip_prefix("of those cards into your hand and "))?;
    Some((u8::try_from(n).ok()?, exact, rest))
}

/// Where "the rest" / "the other" go.
fn rest_to(how: &str) -> Option<DigRest> {
    let how = how.strip_prefix("the rest ").or_else(|| how.strip_prefix("the other "))?;
    Some(match how {
        "on the bottom of your library in any order" | "on the bottom of your library" => DigRest::BottomAnyOrder,
        "on the bottom of your library in a random order" => DigRest::BottomRandom,
        "into your graveyard" => DigRest::Graveyard,
        _ => return None,
    })
}
