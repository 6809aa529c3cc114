//! Conditions (CR 603.4 intervening "if", 611.3a "as long as", 608.2c "if …"): "you
//! control an artifact", "it's your turn", "~ is untapped", "it has mana value 2 or
//! less", "you have 5 or less life", "seven or more cards are in your graveyard".

use super::amount::{amount, cmp};
use super::cond_words::event;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// A condition, with "and"/"or" between simple ones.
pub fn cond(c: &mut Cursor) -> Option<Cond> {
    let first = simple(c)?;
    let m = c.mark();
    if c.eat("and") {
        let after = c.mark();
        match simple(c) {
            Some(Cond::Event(_)) | None => {
                // "you control an Urza's Power-Plant and an Urza's Tower": the verb
                // shared by a second object.
                c.reset(after);
                let what = controlled(c);
                let ends = c.at_end() || c.is_comma();
                if let (Cond::Control { who, .. }, Some(what @ Np::Objects(_)), true) = (&first, what, ends) {
                    let who = who.clone();
                    return Some(Cond::And(vec![first, Cond::Control { who, what }]));
                }
            }
            Some(second) => return Some(Cond::And(vec![first, second])),
        }
        c.reset(m);
    }
    if c.eat("or") {
        if let Some(k) = super::cond_or::control_either(c, &first) {
            return Some(k);
        }
        // "if this land entered this turn or if you control a basic land".
        c.eat("if");
        if let Some(second) = simple(c) {
            return Some(Cond::Or(vec![first, second]));
        }
        c.reset(m);
    }
    Some(first)
}


/// "this is the first [or second] time this ability has resolved this turn"; "it's the
/// third time" after it (the same count, elliptic).
fn resolved_times(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let elliptic = if c.eat_words("this is the") {
        false
    } else if c.eat_words("it's the") || c.eat_words("it is the") {
        true
    } else {
        return None;
    };
    let ordinal = |c: &mut Cursor| {
        let n = c.word().and_then(crate::syntax::vocab::ordinal_word)?;
        c.bump();
        u8::try_from(n).ok()
    };
    let Some(lo) = ordinal(c) else {
        c.reset(m);
        return None;
    };
    let mut hi = lo;
    let before_or = c.mark();
    if c.eat("or") {
        match ordinal(c) {
            Some(n) if n > lo => hi = n,
            _ => c.reset(before_or),
        }
    }
    if !c.eat("time") {
        c.reset(m);
        return None;
    }
    let full = c.eat_words("this ability has resolved this turn");
    if full == elliptic {
        // "this is the second time" with nothing after, or "it's the second time this
        // ability …": neither is the wording.
        c.reset(m);
        return None;
    }
    Some(Cond::ResolvedTimes { lo, hi, elliptic })
}

/// "it's your turn", "it's not your turn".
fn whose_turn(c: &mut Cursor) -> Option<Cond> {
    if c.eat_words("it's your turn") || c.eat_words("it is your turn") {
        return Some(Cond::YourTurn(true));
    }
    if c.eat_words("it's not your turn") || c.eat_words("it isn't your turn") {
        return Some(Cond::YourTurn(false));
    }
    None
}

/// CR 701.54: "you chose a creature other than ~ as your Ring-bearer"; "the Ring has
/// tempted you N or more times this game" kept as words (the Ring is no object).
fn ring(c: &mut Cursor) -> Option<Cond> {
    if c.eat_words("you chose a creature other than ~ as your ring-bearer") {
        return Some(Cond::ChoseOtherRingBearer);
    }
    if c.is("the") && c.word_at(1) == Some("ring") && c.word_at(2) == Some("has") {
        return event(c);
    }
    None
}

/// Conditions that begin with their own words (the Ring, whose turn, a full party, mana
/// spent, formidable), before the general subject-then-predicate forms.
fn opening(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    if let Some(k) = ring(c) {
        return Some(k);
    }
    if let Some(k) = whose_turn(c) {
        return Some(k);
    }
    if c.eat_words("damage is prevented this way") {
        return Some(Cond::PreventedThisWay);
    }
    if let Some(k) = resolved_times(c) {
        return Some(k);
    }
    // CR 700.8: "you have a full party": one of each of the four roles.
    if c.eat_words("you have a full party") {
        return Some(Cond::Compare { amount: AmountNp::Party, cmp: Cmp::AtLeast(AmountNp::N(4)) });
    }
    // CR 601.2h: "no mana was spent to cast that spell": the amount compared with 0.
    if c.eat_words("no mana was spent to cast") {
        if let Some(a) = super::amount::mana_spent_on(c) {
            return Some(Cond::Compare { amount: a, cmp: Cmp::AtMost(AmountNp::N(0)) });
        }
        c.reset(m);
    }
    // CR 601.2h: "five or more mana was spent to cast that spell", "at least four mana
    // was spent to cast it": the amount compared with a bound.
    let at_least = c.eat_words("at least");
    if let Some(n) = super::amount::number(c) {
        if (at_least || c.eat_words("or more")) && c.eat_words("mana was spent to cast") {
            if let Some(a) = super::amount::mana_spent_on(c) {
                return Some(Cond::Compare { amount: a, cmp: Cmp::AtLeast(AmountNp::N(n)) });
            }
        }
    }
    c.reset(m);
    // Formidable: "creatures you control have total power 8 or greater" (CR 107.1b).
    if let Some(what @ Np::Objects(_)) = np::np(c) {
        if (c.eat("have") || c.eat("has")) && c.eat_words("total power") {
            if let Some(cmp) = super::amount::cmp(c) {
                return Some(Cond::Compare { amount: AmountNp::Total { stat: Stat::Power, of: Box::new(what) }, cmp });
            }
        }
    }
    c.reset(m);
    None
}

fn simple(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    if let Some(k) = super::vote::vote_wins(c) {
        return Some(k);
    }
    if c.eat_words("you search your library this way") || c.eat_words("you searched your library this way") {
        return Some(Cond::SearchedLibrary);
    }
    if let Some(k) = opening(c) {
        return Some(k);
    }
    c.reset(m);
    // "seven or more cards are in your graveyard", "there are N or more …".
    c.eat_words("there are");
    c.eat_words("there is");
    if let Some(k) = counted(c) {
        return Some(k);
    }
    c.reset(m);
    // "it's blue", "it's not a creature": "it" and "is" in one word.
    if c.is("it's") {
        c.bump();
        let subject = Np::Ref(RefNp { span: c.span_from(m), word: RefWord::It, noun: Noun::None, types: Vec::new(), plural: false });
        let negated = c.eat("not");
        if let Some(pred) = is_pred(c) {
            return Some(Cond::Is { subject, pred, negated });
        }
        c.reset(m);
        return event(c);
    }
    // "its mana value is less than or equal to the number of colors of mana spent to
    // cast ~", "~'s power is 4 or greater": a number compared.
    if let Some(k) = compared(c) {
        return Some(k);
    }
    c.reset(m);
    if let Some(k) = life_gained(c) {
        return Some(k);
    }
    c.reset(m);
    if let Some(k) = super::cond_turn::crime_this_turn(c) {
        return Some(k);
    }
    if let Some(k) = super::cond_turn::drawn_this_turn(c) {
        return Some(k);
    }
    c.reset(m);
    if let Some(k) = cast_by_player(c) {
        return Some(k);
    }
    c.reset(m);
    let subject = np::np(c)?;
    if subject == Np::SelfRef && (c.eat_words("entered the battlefield this turn") || c.eat_words("entered this turn")) {
        return Some(Cond::EnteredThisTurn);
    }
    if let Some(k) = super::cond_words::kicked(c, &subject) {
        return Some(k);
    }
    if c.eat_words("is tapped for") {
        return tapped_for_mana(c, subject).or_else(|| {
            c.reset(m);
            event(c)
        });
    }
    if let Some(k) = arrived(c, &subject) {
        return Some(k);
    }
    if let Some(k) = where_it_went(c, &subject) {
        return Some(k);
    }
    // CR 614.1a: "a card would be put into a graveyard from anywhere", "… would die".
    if c.eat("would") {
        if let Some(event) = would(c) {
            return Some(Cond::Would { subject, event });
        }
        c.reset(m);
        return event(c);
    }
    let negated_do = c.eat_any(&["don't", "doesn't"]).is_some();
    if !negated_do {
        if let Some(k) = versus(c, &subject) {
            return Some(k);
        }
    }
    if c.eat_any(&["control", "controls"]).is_some() {
        let what = controlled(c)?;
        let cond = Cond::Control { who: subject, what };
        return if negated_do { negate(cond) } else { Some(cond) };
    }
    if negated_do {
        c.reset(m);
        return event(c);
    }
    if let Some(k) = cast_this_turn(c, &subject) {
        return Some(k);
    }
    // "you have N or less life", "you have no cards in hand", "~ has a counter on it".
    if c.eat_any(&["have", "has", "had"]).is_some() {
        return have(c, m, subject);
    }
    // "~ is untapped", "it's a creature card", "that creature is a Goblin", "~ isn't a
    // creature".
    // "it was a creature", "that creature was red": past tense, as it last existed
    // (CR 608.2h).
    let negated = if c.eat_any(&["is", "are", "'s", "was", "were"]).is_some() {
        c.eat("not")
    } else if c.eat_any(&["isn't", "aren't", "wasn't", "weren't"]).is_some() {
        true
    } else {
        c.reset(m);
        return event(c);
    };
    match is_pred(c) {
        Some(p) => Some(Cond::Is { subject, pred: p, negated }),
        None => {
            c.reset(m);
            event(c)
        }
    }
}

/// After the subject: where an object is or went ("is in your opening hand", "remains
/// exiled", "was exiled / milled / revealed this way", "would die this turn").
fn where_it_went(c: &mut Cursor, subject: &Np) -> Option<Cond> {
    let subject = subject.clone();
    if c.eat_words("is in your opening hand") {
        return Some(Cond::InOpeningHand(subject));
    }
    // CR 113.6c: "~ isn't on the battlefield": the zones an ability works in.
    if c.eat_words("is on the battlefield") {
        return Some(Cond::OnBattlefield { what: subject, on: true });
    }
    if c.eat_words("isn't on the battlefield") || c.eat_words("is not on the battlefield") {
        return Some(Cond::OnBattlefield { what: subject, on: false });
    }
    // CR 611.2b: "for as long as that card remains exiled".
    if c.eat_words("remains exiled") {
        return Some(Cond::RemainsExiled(subject));
    }
    if c.eat_words("is revealed this way") {
        return Some(Cond::Revealed { what: subject });
    }
    if ["is exiled this way", "was exiled this way", "is put into exile this way", "was put into exile this way"].iter().any(|w| c.eat_words(w)) {
        return Some(Cond::ExiledThisWay { what: subject });
    }
    let m = c.mark();
    if c.eat_any(&["is", "was", "were", "are"]).is_some() {
        if let Some(did) = super::predicates::did_this_way(c) {
            return Some(Cond::DidThisWay { did, what: subject });
        }
        c.reset(m);
    }
    if c.eat_words("would die this turn") {
        return Some(Cond::WouldDie { what: subject });
    }
    None
}

/// After "have"/"has": "you have N or less life", "you have no cards in hand", "~ has a
/// counter on it"; anything else is read as an event from `m`.
fn have(c: &mut Cursor, m: usize, subject: Np) -> Option<Cond> {
    let mm = c.mark();
    if let Some(k) = cmp(c) {
        if c.eat("life") {
            return Some(Cond::Life { who: subject, cmp: k });
        }
        if c.eat_words("poison counters") || c.eat_words("poison counter") {
            return Some(Cond::Poison { who: subject, cmp: k });
        }
        // CR 122.1: "~ has seven or more ember counters on it": a number of counters
        // of a kind compared.
        if let (false, Some(kind)) = (matches!(k, Cmp::Equal(_)), np::counter_kind(c)) {
            if c.eat_any(&["counter", "counters"]).is_some() && c.eat("on") && (c.eat("it") || c.eat("them") || c.eat_kind(|k| matches!(k, TokenKind::SelfRef)).is_some()) {
                return Some(Cond::Compare { amount: AmountNp::CountersOn { kind, on: Box::new(subject) }, cmp: k });
            }
        }
    }
    c.reset(mm);
    // "you have no cards in hand" (hellbent), "you have seven or more cards in hand".
    if let Some(k) = cards_in_hand(c, &subject) {
        return Some(k);
    }
    c.reset(mm);
    if let Some(p) = has_pred(c) {
        return Some(Cond::Is { subject, pred: p, negated: false });
    }
    c.reset(m);
    event(c)
}

/// "you don't control a Swamp": none of them; "… another Dinosaur": no other one. None
/// when the statement can't be read negated.
fn negate(c: Cond) -> Option<Cond> {
    match c {
        Cond::Control { who, what: Np::Objects(mut o) } if matches!(o.det, Det::A | Det::Bare | Det::Another) => {
            if o.det == Det::Another {
                o.filter = Pred::And(vec![Pred::Other, o.filter]);
            }
            o.det = Det::Number(Count::exactly(0));
            Some(Cond::Control { who, what: Np::Objects(o) })
        }
        _ => None,
    }
}

/// What is controlled: "an artifact", "three or more creatures", "no Islands", "another
/// Wizard", "a creature with power 4 or greater".
pub(super) fn controlled(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    // CR 903.3: "you control your commander".
    if c.eat_words("your commander") {
        let o = ObjNp { span: c.span_from(m), det: Det::A, noun: Noun::Permanent, filter: Pred::Commander { yours: true }, zone: None, plural: false };
        return Some(Np::Objects(o));
    }
    if c.eat("no") {
        let mut o = np::objects(c)?;
        o.det = Det::Number(Count::exactly(0));
        return Some(Np::Objects(o));
    }
    // "at least three other snow permanents": as "three or more".
    if c.eat_words("at least") {
        if let Some(n) = super::amount::number(c) {
            if let Some(mut o) = np::objects(c) {
                o.det = Det::Number(Count { min: CountNum::N(n), max: CountNum::Any });
                return Some(Np::Objects(o));
            }
        }
        c.reset(m);
        return None;
    }
    if let Some(a) = amount(c) {
        if c.eat_words("or more") || c.eat_words("or greater") {
            if let Some(mut o) = np::objects(c) {
                let n = match a {
                    AmountNp::N(n) => CountNum::N(n),
                    AmountNp::X => CountNum::X,
                    _ => return None,
                };
                o.det = Det::Number(Count { min: n, max: CountNum::Any });
                return Some(Np::Objects(o));
            }
        }
        if c.eat_words("or fewer") || c.eat_words("or less") {
            if let Some(mut o) = np::objects(c) {
                let n = match a {
                    AmountNp::N(n) => CountNum::N(n),
                    _ => return None,
                };
                o.det = Det::Number(Count { min: CountNum::N(0), max: n });
                return Some(Np::Objects(o));
            }
        }
        c.reset(m);
    }
    np::np(c)
}

/// "[amount] is [comparison]": "its mana value is 2 or less", "the number of colors of
/// mana spent to cast ~ is 3 or greater", "its mana value was 3 or less".
fn compared(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let amount = super::amount::stat_of(c)
        .or_else(|| c.eat_words("the number of").then(|| super::amount::counted_noun(c)).flatten())
        // CR 107.3: "X is greater than or equal to …", X defined before.
        .or_else(|| {
            c.reset(m);
            c.eat("x").then_some(AmountNp::X)
        })?;
    // "its mana value was 3 or less": as the object last existed (CR 608.2h).
    if !(c.eat("is") || c.eat("was")) {
        return None;
    }
    let k = cmp(c)?;
    Some(Cond::Compare { amount, cmp: k })
}

/// After "[player] has": "no cards in hand", "N or more cards in hand", "N or fewer
/// cards in hand", "exactly N cards in hand", "fewer than N cards in hand".
fn cards_in_hand(c: &mut Cursor, who: &Np) -> Option<Cond> {
    let k = if c.eat("no") {
        Cmp::AtMost(AmountNp::N(0))
    } else if c.eat_words("fewer than") {
        Cmp::LessThan(amount(c)?)
    } else if c.eat_words("more than") {
        Cmp::GreaterThan(amount(c)?)
    } else if c.eat("exactly") {
        Cmp::Equal(amount(c)?)
    } else {
        let a = amount(c)?;
        if c.eat_words("or more") || c.eat_words("or greater") {
            Cmp::AtLeast(a)
        } else if c.eat_words("or fewer") || c.eat_words("or less") {
            Cmp::AtMost(a)
        } else {
            Cmp::Equal(a)
        }
    };
    let start = c.mark();
    if c.eat_any(&["cards", "card"]).is_none() {
        return None;
    }
    // "… cards in hand", "… cards in their graveyard" (the player's own).
    let zone = if c.eat_words("in hand") {
        ZoneWord::Hand
    } else if c.eat("in") && c.eat_any(&["their", "your"]).is_some() && c.eat("graveyard") {
        ZoneWord::Graveyard
    } else {
        return None;
    };
    let zone = ZoneNp { zone, whose: Some(Box::new(who.clone())) };
    let cards = ObjNp { span: c.span_from(start), det: Det::Bare, noun: Noun::Card, filter: Pred::True, zone: Some(zone), plural: true };
    Some(Cond::Compare { amount: AmountNp::NumberOf(Box::new(Np::Objects(cards))), cmp: k })
}

/// "N or more cards are in your graveyard", "N or more creatures are on the battlefield".
fn counted(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    c.eat("exactly");
    let a = amount(c)?;
    let k = if c.eat_words("or more") || c.eat_words("or greater") {
        Cmp::AtLeast(a)
    } else if c.eat_words("or fewer") || c.eat_words("or less") {
        Cmp::AtMost(a)
    } else {
        c.reset(m);
        return None;
    };
    // "four or more card types among cards in your graveyard" (delirium).
    if let Some(types) = super::amount::counted_noun(c) {
        return Some(Cond::Compare { amount: types, cmp: k });
    }
    let what = np::np(c)?;
    if !(c.eat("are") || c.eat("is")) {
        // "there are seven or more cards in your graveyard": the zone is in the phrase.
        return Some(Cond::Compare { amount: AmountNp::NumberOf(Box::new(what)), cmp: k });
    }
    let Some(zone) = np::zone_phrase(c, &["in", "on"]).or_else(|| {
        c.eat_words("on the battlefield").then_some(ZoneNp { zone: ZoneWord::Battlefield, whose: None })
    }) else {
        c.reset(m);
        return None;
    };
    let what = match what {
        Np::Objects(mut o) => {
            o.zone = Some(zone);
            Np::Objects(o)
        }
        other => other,
    };
    Some(Cond::Compare { amount: AmountNp::NumberOf(Box::new(what)), cmp: k })
}

/// After "has": "mana value 2 or less", "a +1/+1 counter on it", "flying", "no counters
/// on it", "power 4 or greater".
fn has_pred(c: &mut Cursor) -> Option<Pred> {
    if let Some(p) = super::predicates::stat_or_counters(c) {
        return Some(p);
    }
    np::keyword(c).map(Pred::HasKeyword)
}

/// After "is": "untapped", "tapped", "attacking", "a creature", "a Goblin", "an
/// artifact card", "red", "the chosen type"; "on the battlefield".
fn is_pred(c: &mut Cursor) -> Option<Pred> {
    // "~ is equipped", "~ is enchanted or equipped", "~ is monstrous" (read before an
    // object phrase: "equipped" is an adjective too).
    if let Some(first) = c.word().and_then(state_word) {
        c.bump();
        let mm = c.mark();
        if c.eat("or") {
            if let Some(second) = c.word().and_then(state_word) {
                c.bump();
                return Some(Pred::Or(vec![Pred::State(first), Pred::State(second)]));
            }
            c.reset(mm);
        }
        return Some(Pred::State(first));
    }
    let m = c.mark();
    c.eat_any(&["a", "an"]);
    if let Some(o) = np::objects(c) {
        if o.det == Det::Bare || o.det == Det::A {
            return Some(o.filter);
        }
    }
    c.reset(m);
    // "it's blue", "it's red or green" (CR 105.2).
    if let Some(first) = c.word().and_then(crate::syntax::vocab::color_word) {
        c.bump();
        let mm = c.mark();
        if c.eat("or") {
            if let Some(second) = c.word().and_then(crate::syntax::vocab::color_word) {
                c.bump();
                return Some(Pred::Or(vec![Pred::Color(first), Pred::Color(second)]));
            }
            c.reset(mm);
        }
        return Some(Pred::Color(first));
    }
    // "untapped", "attacking", "nonbasic", "legendary": one adjective.
    let p = c.word().and_then(super::predicates::adjective).filter(|p| *p != Pred::Other)?;
    c.bump();
    Some(p)
}

/// CR 301.5, 303.4, 701.37b, 702.112b: a permanent's state after "is".
fn state_word(w: &str) -> Option<StateWord> {
    Some(match w {
        "equipped" => StateWord::Equipped,
        "enchanted" => StateWord::Enchanted,
        "monstrous" => StateWord::Monstrous,
        "renowned" => StateWord::Renowned,
        _ => return None,
    })
}

/// After "would": the event replaced ("be put into [whose] graveyard [from anywhere]",
/// "die").
fn would(c: &mut Cursor) -> Option<WouldEvent> {
    if c.eat("die") {
        return Some(WouldEvent::Die);
    }
    if !c.eat_words("be put") {
        return None;
    }
    let to = np::zone_phrase(c, &["into"])?;
    let from = np::zone_phrase(c, &["from"]).map(|z| z.zone);
    // "… from anywhere this turn": a resolved effect's, for the rest of the turn.
    let this_turn = c.eat_words("this turn");
    Some(WouldEvent::PutInto { to, from, this_turn })
}

/// CR 106.12: after "[a land] is tapped for": "[two or more] mana".
fn tapped_for_mana(c: &mut Cursor, what: Np) -> Option<Cond> {
    let m = c.mark();
    let least = match super::amount::number(c) {
        Some(n) if c.eat_words("or more") => n,
        _ => {
            c.reset(m);
            1
        }
    };
    c.eat("mana").then_some(Cond::TappedForMana { what, least })
}

/// "an opponent has cast a blue or black spell this turn": a spell a player cast.
fn cast_this_turn(c: &mut Cursor, who: &Np) -> Option<Cond> {
    if !matches!(who, Np::Player(_)) {
        return None;
    }
    let m = c.mark();
    if c.eat_words("has cast") || c.eat_words("have cast") {
        if let Some(Np::Objects(what)) = np::np(c) {
            if what.noun == Noun::Spell && c.eat_words("this turn") {
                return Some(Cond::Cast { who: who.clone(), what });
            }
        }
    }
    c.reset(m);
    None
}

/// CR 119.3: "you gained 3 or more life this turn", "you've gained …", "that player lost
/// less than 8 life this turn" (a number of life gained or lost; "you gained life this
/// turn" is an event of the turn).
fn life_gained(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let who = perfect_subject(c)?;
    let lost = c.eat("lost");
    if !matches!(who, Np::Player(_)) || !(lost || c.eat("gained")) {
        c.reset(m);
        return None;
    }
    match cmp(c) {
        Some(k) if c.eat_words("life this turn") => Some(Cond::LifeGained { who, cmp: k, lost }),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// After a player: "controls more lands than you", "has more cards in hand than each
/// opponent", "has fewer cards in hand than …".
fn versus(c: &mut Cursor, who: &Np) -> Option<Cond> {
    let m = c.mark();
    if !matches!(who, Np::Player(_)) {
        return None;
    }
    let control = c.eat_any(&["control", "controls"]).is_some();
    if !control && c.eat_any(&["have", "has"]).is_none() {
        return None;
    }
    let more = if c.eat("more") {
        true
    } else if c.eat("fewer") {
        false
    } else {
        c.reset(m);
        return None;
    };
    let what = if control {
        match np::objects(c) {
            Some(o) if o.det == Det::Bare && o.zone.is_none() => Some(Np::Objects(o)),
            _ => {
                c.reset(m);
                return None;
            }
        }
    } else if c.eat_any(&["cards", "card"]).is_some() && c.eat_words("in hand") {
        None
    } else {
        c.reset(m);
        return None;
    };
    match c.eat("than").then(|| np::np(c)).flatten() {
        Some(than @ Np::Player(_)) => Some(Cond::Versus { who: who.clone(), what, more, than }),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// CR 601.2i: "you've cast two or more spells this turn"; CR 505.1: "you cast it during your main phase".
fn cast_by_player(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let who = perfect_subject(c)?;
    if !matches!(who, Np::Player(_)) || !c.eat("cast") {
        c.reset(m);
        return None;
    }
    let before = c.mark();
    if let Some(what) = np::np(c).filter(|w| matches!(w, Np::SelfRef | Np::Ref(_))) {
        if c.eat_words("during your main phase") && matches!(who, Np::Player(PlayerNp { who: PlayerWord::You, .. })) {
            return Some(Cond::CastInMainPhase(what));
        }
    }
    c.reset(before);
    let least = match super::amount::number(c) {
        Some(n) if c.eat_words("or more") => Some(n),
        _ => {
            c.reset(before);
            None
        }
    };
    let what = match np::np(c) {
        Some(Np::Objects(mut o)) if o.noun == Noun::Spell && c.eat_words("this turn") => {
            if let Some(n) = least {
                o.det = Det::Number(Count { min: CountNum::N(n), max: CountNum::Any });
            }
            o
        }
        _ => {
            c.reset(m);
            return None;
        }
    };
    Some(Cond::Cast { who, what })
}

/// The subject of a past or perfect tense verb: "you've", "that player has", "you".
pub(super) fn perfect_subject(c: &mut Cursor) -> Option<Np> {
    if c.eat("you've") {
        return Some(Np::Player(PlayerNp { who: PlayerWord::You, det: Det::A }));
    }
    let who = np::np(c)?;
    c.eat_any(&["has", "have"]);
    Some(who)
}

/// CR 400.7, 601.2a: "[it] entered from your graveyard", "you cast [it] from your
/// graveyard" (after the subject). "You cast it from your hand" stays an event of its own
/// (`Condition::CastFromHand`).
fn arrived(c: &mut Cursor, subject: &Np) -> Option<Cond> {
    let m = c.mark();
    // "this spell was cast from a graveyard": the passive, the subject the object.
    if !matches!(subject, Np::Player(_)) && c.eat_words("was cast") {
        if let Some(from) = np::zone_phrase(c, &["from"]) {
            if from.zone != ZoneWord::Hand {
                return Some(Cond::Arrived { what: subject.clone(), how: ArrivedHow::Cast, from: Some(from) });
            }
        }
        c.reset(m);
        return None;
    }
    if c.eat("entered") {
        if let Some(from) = np::zone_phrase(c, &["from"]) {
            return Some(Cond::Arrived { what: subject.clone(), how: ArrivedHow::Entered, from: Some(from) });
        }
    } else if matches!(subject, Np::Player(PlayerNp { who: PlayerWord::You, .. })) && c.eat("cast") {
        if let Some(what) = np::np(c) {
            match np::zone_phrase(c, &["from"]) {
                Some(from) if from.zone != ZoneWord::Hand => return Some(Cond::Arrived { what, how: ArrivedHow::Cast, from: Some(from) }),
                // CR 601.2, 608.3: "if you cast it" (from whatever zone), the condition
                // ending there.
                None if c.at_end() || c.is_kind(|k| matches!(k, TokenKind::Comma | TokenKind::Period)) => {
                    return Some(Cond::Arrived { what, how: ArrivedHow::Cast, from: None })
                }
                _ => {}
            }
        }
    }
    c.reset(m);
    None
}
