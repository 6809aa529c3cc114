//! Looking at the top of a library (CR 401.5): "look at the top N cards of your library,
//! then put any number of them on the bottom …" (scry), "… into your graveyard …"
//! (surveil), "then put them back in any order", and digging: "look at the top four
//! cards of your library. put one of them into your hand and the rest …", "you may
//! reveal a creature card from among them and put it into your hand. put the rest on
//! the bottom of your library in a random order". These span several sentences.

use crate::words::{amount, number};
use mw_ir::{Amount, DigRest, Effect, ObjectFilter, SearchTo};

/// Reads a look-at-the-top instruction starting at the first sentence; the effects and
/// how many sentences it took.
pub fn read(sentences: &[&str]) -> Option<(Vec<Effect>, usize)> {
    let first = sentences.first()?;
    let exiled = first.strip_prefix("exile the top ").and_then(|r| {
        if r == "card of your library" {
            return Some((Amount::Fixed(1), false));
        }
        Some((amount(r.strip_suffix(" cards of your library")?)?, true))
    });
    if let Some((count, plural)) = exiled {
        let (this_turn, next_turn): (&[&str], &[&str]) = if plural {
            (
                &["you may play those cards this turn", "you may play them this turn", "until end of turn, you may play those cards"],
                &["until the end of your next turn, you may play those cards", "you may play those cards until the end of your next turn"],
            )
        } else {
            (
                &["you may play that card this turn", "you may play it this turn", "until end of turn, you may play that card"],
                &["until the end of your next turn, you may play that card", "you may play that card until the end of your next turn"],
            )
        };
        let second = *sentences.get(1)?;
        let until = if this_turn.contains(&second) {
            mw_ir::PlayUntil::ThisTurn
        } else if next_turn.contains(&second) {
            mw_ir::PlayUntil::EndOfYourNextTurn
        } else {
            return None;
        };
        return Some((vec![Effect::ExileTopMayPlay { until, count, player: mw_ir::PlayerRef::You, cast_only: false }], 2));
    }
    let rest = first.strip_prefix("look at the top ").or_else(|| first.strip_prefix("reveal the top "))?;
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
        ", then put them back in any order" => return Some((vec![Effect::Reorder { amount: count, whose: None }], 1)),
        "" => {}
        _ => return None,
    }
    let second = sentences.get(1)?;
    if let Some(r) = second.strip_prefix("put any number of them into your graveyard and the rest back on top of your library in any order") {
        return r.is_empty().then(|| (vec![Effect::Surveil { amount: count }], 2));
    }
    if let Some((take, exact, how)) = put_into_hand(second) {
        let rest = rest_to(how)?;
        return Some((vec![Effect::Dig { count, take, exact, filter: None, rest, to: SearchTo::Hand, more: Vec::new(), whose: None }], 2));
    }
    let (take, exact, filter, to, inline_rest) = take_some(second)?;
    let (rest, used) = match inline_rest {
        Some(rest) => (rest, 2),
        None => (rest_sentence(sentences.get(2)?)?, 3),
    };
    Some((vec![Effect::Dig { count, take, exact, filter: Some(filter), rest, to, more: Vec::new(), whose: None }], used))
}

/// "you may reveal a creature card from among them and put it into your hand", "put up
/// to two land cards from among them onto the battlefield tapped", "put all goblin cards
/// revealed this way into your hand and the rest …": how many, whether exactly, which,
/// where, and where the rest go when the sentence says.
fn take_some(s: &str) -> Option<(u8, bool, ObjectFilter, SearchTo, Option<DigRest>)> {
    let (may, s) = s.strip_prefix("you may ").map_or((false, s), |r| (true, r));
    let (reveal, s) = match s.strip_prefix("reveal ") {
        Some(r) => (true, r),
        None => (false, s.strip_prefix("put ")?),
    };
    let (take, s) = quantity(s)?;
    let (phrase, after) = s.split_once(" from among them").or_else(|| s.split_once(" revealed this way"))?;
    let phrase = phrase.replace(" cards", " card");
    let (filter, r) = crate::target::card_phrase(&phrase)?;
    if !r.is_empty() {
        return None;
    }
    let after = match reveal {
        true => {
            let after = after.strip_prefix(" and put ")?;
            ["it ", "that card ", "them ", "those cards ", "the revealed cards "].iter().find_map(|p| after.strip_prefix(p))?
        }
        false => after.trim_start(),
    };
    let (to, rest) = match after.split_once(" and ") {
        Some((to, rest)) => (to, Some(rest_to(rest)?)),
        None => (after, None),
    };
    let to = match to {
        "into your hand" => SearchTo::Hand,
        "onto the battlefield" => SearchTo::Battlefield { tapped: false },
        "onto the battlefield tapped" => SearchTo::Battlefield { tapped: true },
        _ => return None,
    };
    // Without "you may" or "up to", as many as there are must be taken.
    let exact = !may && take.1;
    Some((take.0, exact, filter, to, rest))
}

/// "a", "an", "up to two", "any number of", "all", "two": how many and whether exactly.
fn quantity(s: &str) -> Option<((u8, bool), &str)> {
    if let Some(r) = s.strip_prefix("a ").or_else(|| s.strip_prefix("an ")) {
        return Some(((1, true), r));
    }
    if let Some(r) = s.strip_prefix("any number of ") {
        return Some(((u8::MAX, false), r));
    }
    if let Some(r) = s.strip_prefix("all ") {
        return Some(((u8::MAX, true), r));
    }
    let (exact, s) = s.strip_prefix("up to ").map_or((true, s), |r| (false, r));
    let (n, r) = s.split_once(' ')?;
    Some(((u8::try_from(number(n)?).ok()?, exact), r))
}

/// A sentence saying where the rest go.
fn rest_sentence(s: &str) -> Option<DigRest> {
    let s = s.strip_prefix("then ").unwrap_or(s);
    rest_to(s.strip_prefix("put ")?)
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
    let how = ["the rest of those cards ", "the rest ", "the other "].iter().find_map(|p| how.strip_prefix(p))?;
    Some(match how {
        "on the bottom of your library in any order" | "on the bottom of your library" => DigRest::BottomAnyOrder,
        "on the bottom of your library in a random order" => DigRest::BottomRandom,
        "into your graveyard" => DigRest::Graveyard,
        _ => return None,
    })
}
