//! Noun phrases of libraries and hands (CR 401, 402): "the top three cards of your
//! library", "the top card of target player's library", "their hand", the partitives
//! that pick from cards looked at ("one of them", "up to two of those cards") and "the
//! rest" / "the other" for the cards left over.

use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// CR 401.5: "the top N cards of [player's] library", "the top card of …", "the bottom
/// card of …".
pub fn top(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if !c.eat("the") {
        return None;
    }
    let bottom = match c.eat_any(&["top", "bottom"]) {
        Some(w) => w == "bottom",
        None => {
            c.reset(m);
            return None;
        }
    };
    let amount = if c.eat("card") {
        AmountNp::N(1)
    } else {
        match super::amount::amount(c) {
            Some(a) if c.eat("cards") => a,
            _ => {
                c.reset(m);
                return None;
            }
        }
    };
    if !c.eat("of") {
        c.reset(m);
        return None;
    }
    match np::zone_owner(c) {
        Some(whose) if c.eat("library") => Some(Np::Top { amount, whose: Box::new(whose), bottom }),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// CR 701.20a: "cards from the top of your library until you reveal a creature card",
/// "cards from the top of their library until they reveal two land cards", "… until you
/// exile a nonland card": the revealer is the library's owner.
pub fn until(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if !c.eat_words("cards from the top of") {
        return None;
    }
    let whose = np::zone_owner(c);
    let yours = matches!(whose, Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })));
    let theirs = matches!(whose, Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })));
    let ok = c.eat("library")
        && c.eat("until")
        && if yours { c.eat("you") } else { theirs && (c.eat("they") || c.eat_words("he or she") || c.eat_words("that player")) };
    let verb = if ok { c.eat_any(&["reveal", "reveals", "exile", "exiles"]) } else { None };
    let found = verb.and_then(|_| np::np(c));
    match (whose, verb, found) {
        (Some(whose), Some(v), Some(found @ Np::Objects(_))) => Some(Np::Until { whose: Box::new(whose), found: Box::new(found), exile: v.starts_with("exile") }),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// "your hand", "their hand", "target player's hand", "that player's graveyard": the
/// cards of a player's zone as a group.
pub fn zone_cards(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    let Some(whose) = np::zone_owner(c) else {
        c.reset(m);
        return None;
    };
    let zone = |w: &str| match w {
        "hand" => ZoneWord::Hand,
        "graveyard" => ZoneWord::Graveyard,
        _ => ZoneWord::Library,
    };
    let Some(first) = c.eat_any(&["hand", "graveyard", "library"]).map(zone) else {
        c.reset(m);
        return None;
    };
    let cards = |z| Np::ZoneCards(ZoneNp { zone: z, whose: Some(Box::new(whose.clone())) });
    // "their hand and graveyard": two zones of the same player.
    let mm = c.mark();
    if c.eat("and") {
        if let Some(second) = c.eat_any(&["hand", "graveyard"]).map(zone) {
            return Some(Np::And(vec![cards(first), cards(second)]));
        }
        c.reset(mm);
    }
    Some(cards(first))
}

/// After a determiner: "of them", "of those cards", "of the revealed cards" — some of the
/// cards named before ("put one of them into your hand"), read as cards from among them.
pub fn partitive(c: &mut Cursor, det: Det, start: usize) -> Option<ObjNp> {
    if !matches!(det, Det::A | Det::Number(_)) {
        return None;
    }
    let m = c.mark();
    // "put one into your hand and the other into your graveyard": a number word alone,
    // before where the cards go, means that many of them.
    let number_alone = c.tokens().get(start).is_some_and(|t| !matches!(c.text(t), "a" | "an")) && matches!(c.word(), Some("into" | "onto" | "on"));
    // "any number of them": the determiner read the "of".
    let of_read = m > 0 && c.tokens().get(m - 1).is_some_and(|t| c.text(t) == "of");
    if !number_alone {
        if !of_read && !c.eat("of") {
            return None;
        }
        let ok = c.eat("them") || c.eat_words("those cards") || c.eat_words("the revealed cards") || c.eat_words("the cards");
        if !ok {
            c.reset(m);
            return None;
        }
    }
    let plural = det != Det::A;
    Some(ObjNp { span: c.span_from(start), det, noun: Noun::Card, filter: Pred::True, zone: Some(ZoneNp { zone: ZoneWord::Among, whose: None }), plural })
}

/// "the rest", "the rest of them (the cards, those cards)", and "the other" before where
/// it goes: the cards looked at that no earlier instruction took.
pub fn rest(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    let start = c.peek()?.span.start;
    if !c.eat("the") {
        return None;
    }
    let plural = if c.eat("rest") {
        let _ = c.eat_words("of them") || c.eat_words("of the cards") || c.eat_words("of those cards") || c.eat_words("of the revealed cards");
        true
    } else if c.eat("other") && matches!(c.word(), Some("on" | "into" | "onto" | "in" | "back" | "to")) {
        false
    } else {
        c.reset(m);
        return None;
    };
    let end = c.tokens()[c.mark() - 1].span.end;
    Some(Np::Ref(RefNp { span: start..end, word: RefWord::Rest, noun: Noun::Card, types: Vec::new(), plural }))
}

/// "from it" after a card phrase: from the hand (or cards) just revealed ("you choose a
/// nonland card from it"); "revealed this way": among the cards just revealed ("put all
/// land cards revealed this way into your hand").
/// "from the top of your library" after an object phrase ("cast creature spells from the
/// top of your library"): the top card only (CR 401.5).
pub fn from_top_of(c: &mut Cursor) -> Option<ZoneNp> {
    let m = c.mark();
    if c.eat_words("from the top of") {
        if let Some(whose) = super::zone::zone_owner(c) {
            if c.eat("library") {
                return Some(ZoneNp { zone: ZoneWord::LibraryTop, whose: Some(Box::new(whose)) });
            }
        }
    }
    c.reset(m);
    None
}

pub fn from_it(c: &mut Cursor) -> Option<ZoneNp> {
    (c.eat_words("from it") || c.eat_words("revealed this way")).then_some(ZoneNp { zone: ZoneWord::Among, whose: None })
}
