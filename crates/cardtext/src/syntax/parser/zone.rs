//! Zone phrases (CR 400): "from your graveyard", "in its owner's hand", "graveyards and
//! libraries", "from among them", and the owner before a zone ("your", "its owner's",
//! "an opponent's", "that player's").

use super::np::{it, player};
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// "from your graveyard", "in your hand", "from an opponent's graveyard", "from
/// exile", "from among them" — after one of `preps`.
pub fn zone_phrase(c: &mut Cursor, preps: &[&str]) -> Option<ZoneNp> {
    let m = c.mark();
    c.eat_any(preps)?;
    let z = zone_body(c);
    if z.is_none() {
        c.reset(m);
    }
    z
}

/// A zone phrase after its preposition: "your graveyard", "graveyards and libraries",
/// "its owner's graveyard, hand, and library", "anywhere", "exile".
pub fn zone_body(c: &mut Cursor) -> Option<ZoneNp> {
    let m = c.mark();
    if c.eat_words("among them") || c.eat_words("among those cards") || c.eat_words("among the revealed cards") {
        return Some(ZoneNp { zone: ZoneWord::Among, whose: None });
    }
    if c.eat("anywhere") {
        let mm = c.mark();
        // "anywhere other than your hand".
        if c.eat_words("other than") {
            match zone_body(c) {
                Some(ZoneNp { zone: ZoneWord::Graveyard, whose }) => return Some(ZoneNp { zone: ZoneWord::AnywhereBut(ZoneList { graveyard: true, ..ZoneList::default() }), whose }),
                Some(ZoneNp { zone: ZoneWord::Hand, whose }) => return Some(ZoneNp { zone: ZoneWord::AnywhereBut(ZoneList { hand: true, ..ZoneList::default() }), whose }),
                Some(ZoneNp { zone: ZoneWord::Library, whose }) => return Some(ZoneNp { zone: ZoneWord::AnywhereBut(ZoneList { library: true, ..ZoneList::default() }), whose }),
                _ => c.reset(mm),
            }
        }
        return Some(ZoneNp { zone: ZoneWord::Anywhere, whose: None });
    }
    if c.eat_words("outside the game") {
        return Some(ZoneNp { zone: ZoneWord::Outside, whose: None });
    }
    if c.eat("exile") {
        return Some(ZoneNp { zone: ZoneWord::Exile, whose: None });
    }
    if c.eat_words("the battlefield") {
        return Some(ZoneNp { zone: ZoneWord::Battlefield, whose: None });
    }
    // CR 404.2: "from a single graveyard": the targets all in one player's graveyard.
    if c.eat_words("a single graveyard") {
        return Some(ZoneNp { zone: ZoneWord::SingleGraveyard, whose: None });
    }
    let whose = zone_owner(c);
    // "in all graveyards": every player's, as "in graveyards".
    if whose.is_none() && c.is("all") && matches!(c.word_at(1), Some("graveyards" | "hands" | "libraries")) {
        c.bump();
    }
    // "into a graveyard": any player's (the card's owner's, CR 404.2).
    let mm = c.mark();
    if whose.is_none() && !(c.eat("a") && c.is_kind(|k| matches!(k, TokenKind::Word)) && c.word().is_some_and(|w| w == "graveyard" || w == "library" || w == "hand")) {
        c.reset(mm);
    }
    const WORDS: [&str; 6] = ["graveyard", "graveyards", "hand", "hands", "library", "libraries"];
    let first = match c.eat_any(&WORDS) {
        Some(w) => w,
        None => {
            c.reset(m);
            return None;
        }
    };
    let mut list = ZoneList::default();
    let mut add = |w: &str| match w.as_bytes()[0] {
        b'g' => list.graveyard = true,
        b'h' => list.hand = true,
        _ => list.library = true,
    };
    add(first);
    // "graveyards and libraries", "graveyards or libraries" (plural: each such zone),
    // "graveyard, hand, and library": several zones of the same owner.
    let mut several = false;
    let mut either = false;
    loop {
        let mm = c.mark();
        let comma = c.eat_comma();
        let and = c.eat("and");
        // "your library and/or graveyard" (the lexer leaves the slash out): either or both.
        let and_or = and && c.eat("or");
        let or = !and && first.ends_with('s') && c.eat("or");
        match c.eat_any(&WORDS) {
            Some(w) if comma || and || or => {
                add(w);
                either |= and_or;
                several = true;
            }
            _ => {
                c.reset(mm);
                break;
            }
        }
    }
    list.and_or = either;
    let zone = if several {
        ZoneWord::Several(list)
    } else if list.graveyard {
        ZoneWord::Graveyard
    } else if list.hand {
        ZoneWord::Hand
    } else {
        ZoneWord::Library
    };
    Some(ZoneNp { zone, whose: whose.map(Box::new) })
}

/// "your", "their", "its owner's", "an opponent's", "target player's", "that
/// player's", "a", "each player's".
pub fn zone_owner(c: &mut Cursor) -> Option<Np> {
    let pw = |det, who| Some(Np::Player(PlayerNp { det, who }));
    if c.eat("your") {
        return pw(Det::A, PlayerWord::You);
    }
    // "return two Islands you control to their owner's hand" (each to its owner's).
    // The lexer ends "owners'" before its apostrophe (no letter follows it).
    if c.eat_words("its owner's") || c.eat_words("their owners '") || c.eat_words("its owners '") || c.eat_words("their owner's") {
        return Some(Np::PlayerOf { of: Box::new(it()), rel: PlayerRel::Owner });
    }
    if c.eat_any(&["their", "his", "her"]).is_some() {
        return pw(Det::That, PlayerWord::That);
    }
    if c.eat_words("its controller's") {
        return Some(Np::PlayerOf { of: Box::new(it()), rel: PlayerRel::Controller });
    }
    let m = c.mark();
    if let Some(p) = player(c) {
        if c.eat("'s") || c.eat("'") {
            return Some(p);
        }
    }
    c.reset(m);
    let det = match c.eat_any(&["an", "a", "each", "target", "that", "defending"]) {
        Some("an" | "a") => Det::A,
        Some("each") => Det::Each,
        Some("target") => Det::Target { count: Count::exactly(1), other: false },
        Some("that") => Det::That,
        Some("defending") => Det::The,
        _ => return None,
    };
    // "opponents'" is lexed as "opponents" and a lone apostrophe.
    let plural = ["opponents '", "players '"].iter().position(|w| c.eat_words(w)).map(|i| ["opponents'", "players'"][i]);
    let who = match plural.or_else(|| c.eat_any(&["opponent's", "player's"])) {
        // "that player's library": the player named before, as "that player" is.
        Some(_) if det == Det::That => PlayerWord::That,
        Some(w) if w.starts_with("opponent") => PlayerWord::Opponent,
        Some(_) if det == Det::The => PlayerWord::Defending,
        Some(_) => PlayerWord::Player,
        None => {
            c.reset(m);
            return None;
        }
    };
    pw(det, who)
}

