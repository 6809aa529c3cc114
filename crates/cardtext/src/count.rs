//! Numbers the text defines (CR 107.3, 608.2h): "the number of creatures you control",
//! "for each card in your hand", "equal to its power", "where X is your life total". An
//! instruction with such a number is read with X in its place, then X is defined.

use crate::target::{card_phrase, object_phrase};
use mw_ir::{Amount, CardZone, Controller, Counted, Effect, PlayerRef, Subject, TargetSpec};
use mw_types::{Color, ColorSet};

/// A quantity at the start of `text` ("its power", "the number of Elves you control",
/// "your life total"), with "it" meaning `its`; the amount and the rest.
pub fn quantity(text: &str, its: Subject) -> Option<(Amount, &str)> {
    for (words, subject) in [("its ", its), ("~'s ", Subject::This), ("that creature's ", its), ("enchanted creature's ", Subject::Attached), ("equipped creature's ", Subject::Attached), ("the sacrificed creature's ", Subject::Triggering), ("the sacrificed artifact's ", Subject::Triggering), ("the sacrificed permanent's ", Subject::Triggering)] {
        if let Some(r) = text.strip_prefix(words) {
            for (what, amount) in [
                ("power", Amount::PowerOf(subject)),
                ("toughness", Amount::ToughnessOf(subject)),
                ("mana value", Amount::ManaValueOf(subject)),
            ] {
                if let Some(r) = r.strip_prefix(what) {
                    return Some((amount, r));
                }
            }
        }
    }
    if let Some(r) = text.strip_prefix("the number of ") {
        let (of, r) = counted(r, true)?;
        return Some((Amount::Count { of, times: 1 }, r));
    }
    let (of, r) = player_number(text)?;
    Some((Amount::Count { of, times: 1 }, r))
}

/// "your life total", "your devotion to black", "the number of opponents you have".
fn player_number(text: &str) -> Option<(Counted, &str)> {
    if let Some(r) = text.strip_prefix("the result") {
        return Some((Counted::DieResult, r));
    }
    if let Some(r) = text.strip_prefix("the life lost this way") {
        return Some((Counted::Tally(mw_ir::Tally::LifeLost), r));
    }
    if let Some(r) = text.strip_prefix("your life total") {
        return Some((Counted::Life(PlayerRef::You), r));
    }
    let r = text.strip_prefix("your devotion to ")?;
    let mut colors = ColorSet::default();
    let mut rest = r;
    loop {
        let (word, after) = rest.split_once(' ').unwrap_or((rest, ""));
        colors.insert(Color::from_word(word)?);
        match after.strip_prefix("and ") {
            Some(a) => rest = a,
            None => return Some((Counted::Devotion(colors), if after.is_empty() { "" } else { &rest[word.len()..] })),
        }
    }
}

/// What a counting phrase counts: permanents ("creatures you control", "Elves on the
/// battlefield"), cards in a zone ("cards in your hand", "creature cards in your
/// graveyard"), "opponents you have"; `plural` after "the number of", singular after
/// "for each".
pub fn counted(text: &str, plural: bool) -> Option<(Counted, &str)> {
    if let Some(r) = text.strip_prefix(if plural { "opponents you have" } else { "opponent you have" }) {
        return Some((Counted::Opponents, r));
    }
    if let Some(x) = cards(text, plural) {
        return Some(x);
    }
    for (words, beyond_first) in [("creature blocking it beyond the first", true), ("creature blocking it", false), ("creature blocking ~", false)] {
        if let Some(r) = text.strip_prefix(words).filter(|_| !plural) {
            return Some((Counted::Blockers { beyond_first }, r));
        }
    }
    let (filter, r) = object_phrase(text, plural)?;
    let r = match r.strip_prefix(" on the battlefield") {
        Some(r) if filter.controller == Controller::Any => r,
        _ if filter.controller == Controller::Any => return None,
        _ => r,
    };
    Some((Counted::Permanents(filter), r))
}

/// "cards in your hand", "creature cards in your graveyard", "card in that player's hand".
fn cards(text: &str, plural: bool) -> Option<(Counted, &str)> {
    let (phrase, place) = text.split_once(" in ")?;
    let single = if plural { phrase.strip_suffix('s')? } else { phrase };
    let (filter, r) = card_phrase(single)?;
    if !r.is_empty() {
        return None;
    }
    for (words, player) in [
        ("your ", PlayerRef::You),
        ("that player's ", PlayerRef::ThatPlayer),
        ("all graveyards", PlayerRef::EachPlayer),
        ("all players' ", PlayerRef::EachPlayer),
        ("your opponents' ", PlayerRef::EachOpponent),
    ] {
        let Some(r) = place.strip_prefix(words) else { continue };
        if words == "all graveyards" {
            return Some((Counted::Cards { zone: CardZone::Graveyard, player, filter }, r));
        }
        for (zone_words, zone) in
            [("hand", CardZone::Hand), ("hands", CardZone::Hand), ("graveyard", CardZone::Graveyard), ("graveyards", CardZone::Graveyard), ("library", CardZone::Library)]
        {
            if let Some(r) = r.strip_prefix(zone_words).filter(|r| r.is_empty() || r.starts_with([' ', ','])) {
                return Some((Counted::Cards { zone, player, filter }, r));
            }
        }
    }
    None
}

/// The sentence with a defined number, read: "…, where X is …", "… for each …", "… equal
/// to …"; None when it has none or is not understood.
pub fn sentence(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    where_x(s, targets).or_else(|| for_each(s, targets)).or_else(|| equal_to(s, targets))
}

/// "~ deals X damage to any target, where X is the number of cards in your hand".
fn where_x(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (head, q) = s.split_once(", where x is ")?;
    let (amount, r) = quantity(q, crate::effect::pronoun(targets))?;
    if !r.is_empty() {
        return None;
    }
    define(head, amount, targets)
}

/// Reads `head` (which says X) and puts `amount` in X's place; None when X is not used.
fn define(head: &str, amount: Amount, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let mut local = targets.clone();
    let mut effects = crate::effect::sentence(head, &mut local)?;
    let mut used = false;
    for e in &mut effects {
        e.amounts_mut(&mut |a| {
            if *a == Amount::X {
                *a = amount;
                used = true;
            }
        });
    }
    *targets = local;
    used.then_some(effects)
}

/// "draw a card for each opponent you have", "~ deals 2 damage to each opponent for each
/// Elf you control", "target creature gets +1/+1 until end of turn for each artifact you
/// control": the instruction's one amount times the count.
fn for_each(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let i = s.find(" for each ")?;
    let (head, tail) = (&s[..i], &s[i + 10..]);
    if let Some(e) = per_counter(head, tail, targets) {
        return Some(e);
    }
    let (of, rest) = counted(tail, false)?;
    let mut local = targets.clone();
    let mut effects = crate::effect::sentence(&format!("{head}{rest}"), &mut local)?;
    let mut amounts = 0;
    let mut ok = true;
    for e in &mut effects {
        e.amounts_mut(&mut |a| {
            amounts += 1;
            match *a {
                Amount::Fixed(n) => *a = Amount::Count { of, times: n },
                _ => ok = false,
            }
        });
    }
    (ok && amounts == 1).then(|| {
        *targets = local;
        effects
    })
}

/// "… for each +1/+1 counter on ~" (modular): the counters on the source, as it last
/// existed (CR 608.2h).
fn per_counter(head: &str, tail: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (kind, who) = tail.split_once(" counter on ")?;
    let kind = mw_types::CounterKind::parse(kind)?;
    let subject = match who {
        "~" => Subject::This,
        _ => return None,
    };
    let mut local = targets.clone();
    let mut effects = crate::effect::sentence(head, &mut local)?;
    let mut ok = 0;
    for e in &mut effects {
        e.amounts_mut(&mut |a| {
            ok += 1;
            if *a != Amount::Fixed(1) {
                ok += 1;
            }
            *a = Amount::CountersOn(subject, kind);
        });
    }
    (ok == 1).then(|| {
        *targets = local;
        effects
    })
}

/// "you gain life equal to its toughness", "draw cards equal to the number of …", "put a
/// number of +1/+1 counters on it equal to …": read with X, X defined by the quantity.
fn equal_to(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if s.split(' ').any(|w| w == "x") {
        return None;
    }
    let i = s.find(" equal to ")?;
    let (head, tail) = (&s[..i], &s[i + 10..]);
    let its = if head.starts_with("target ") { Subject::Target(targets.len() as u8) } else { crate::effect::pronoun(targets) };
    let (amount, rest) = quantity(tail, its)?;
    let whole = format!("{head}{rest}");
    let with_x = [" damage", " life", " cards", "a number of "].iter().find_map(|w| {
        let j = whole.find(w)?;
        Some(if *w == "a number of " {
            format!("{}x {}", &whole[..j], &whole[j + w.len()..])
        } else {
            format!("{} x{}", &whole[..j], &whole[j..])
        })
    })?;
    define(&with_x, amount, targets)
}
