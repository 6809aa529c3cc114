//! Verb frames: what each verb reads after it (CR 701's keyword actions and the other
//! verbs of instructions). The arguments shared by all verbs come from
//! `clause::adjuncts`.

use super::amount::{amount, cmp, number};
use super::clause::{adjuncts, keyword_list};
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// Reads the rest of a clause whose verb is `verb` (the cursor just after the verb).
pub fn frame(c: &mut Cursor, start: usize, subject: Option<Np>, verb: Verb, negated: bool) -> Option<Clause> {
    let mut object = None;
    let mut args = Vec::new();
    let ok = match verb {
        Verb::Deal => deal(c, &mut args),
        Verb::Draw | Verb::Mill | Verb::Scry | Verb::Surveil => cards_amount(c, &mut args, verb),
        Verb::Gain | Verb::Lose => gain_lose(c, &mut object, &mut args, verb),
        Verb::Skip | Verb::Repeat | Verb::Win => set_words(c, verb, &mut args),
        Verb::Get => get(c, &mut args),
        Verb::Cause => super::cause::cause(c, &mut object, &mut args),
        Verb::Have => have(c, &mut args),
        Verb::Pay => pay(c, &mut args),
        Verb::Put => put(c, &mut object, &mut args),
        Verb::Remove => remove(c, &mut object, &mut args),
        Verb::Move => move_counters(c, &mut object, &mut args),
        Verb::Search => search(c, &mut object, &mut args),
        Verb::Look => c.eat("at") && obj(c, &mut object),
        Verb::Create => create(c, &mut object),
        Verb::Add => super::mana::add(c, &mut args),
        Verb::Prevent => super::prevent::prevent(c, &mut args),
        // CR 106.12b: "produces {C} instead of any other type and amount".
        Verb::Produce => super::mana::add(c, &mut args) && c.eat_words("instead of any other type and amount") && {
            args.push(Arg::Instead);
            true
        },
        Verb::Be => be(c, &mut args, negated),
        Verb::Attack | Verb::Block => combat_verb(c, &mut object, &mut args),
        Verb::Investigate | Verb::Proliferate | Verb::Explore | Verb::Connive | Verb::Transform | Verb::Regenerate => {
            opt_obj(c, &mut object);
            true
        }
        Verb::Shuffle => {
            // "shuffle your library", "shuffle ~ into its owner's library", "shuffle".
            // "shuffles their hand into their library": the hand is the object.
            let m = c.mark();
            if let Some(whose) = np::zone_owner(c) {
                if c.eat("library") {
                    args.push(Arg::From(ZoneNp { zone: ZoneWord::Library, whose: Some(Box::new(whose)) }));
                } else {
                    c.reset(m);
                }
            }
            opt_obj(c, &mut object);
            true
        }
        Verb::Roll => roll(c, &mut args),
        Verb::Flip => c.eat_words("a coin"),
        // CR 103.6a: "begin the game with it on the battlefield".
        Verb::Begin => {
            let ok = c.eat_words("the game with") && obj(c, &mut object) && c.eat_words("on the battlefield");
            args.push(Arg::Dest(Dest::Battlefield));
            ok
        }
        Verb::Choose => super::choose_frame::choose(c, &mut object, &mut args),
        Verb::Copy => copy(c, &mut object, &mut args),
        Verb::Become => becomes(c, &mut args),
        Verb::Activate => activate_only(c, &mut args) || activate_any_time(c, &mut object, &mut args),
        // "enters (the battlefield) tapped": the adjuncts say how.
        Verb::Enter => {
            c.eat_words("the battlefield");
            true
        }
        // "reveal a card you own from outside the game or choose a face-up card you
        // own in exile": one card from either.
        Verb::Reveal => obj(c, &mut object) && {
            let m = c.mark();
            if c.eat_words("or choose") {
                match np::np(c) {
                    Some(n) => args.push(Arg::OrChoose(n)),
                    None => c.reset(m),
                }
            }
            true
        },
        // "can't cast additional nonartifact spells": "additional" kept as a word.
        Verb::Cast if negated && c.is("additional") => {
            let m = c.mark();
            c.bump();
            args.push(Arg::Words(c.span_from(m)));
            obj(c, &mut object)
        }
        Verb::Cast => obj(c, &mut object) && {
            super::cast_timing::cast_when(c, &mut args);
            true
        },
        // "~ escapes with a +1/+1 counter on it": the adjuncts say how.
        Verb::Escape => true,
        Verb::Phase => super::emblem::phase(c, &mut args),
        Verb::Double => double(c, &mut object, &mut args),
        // CR 701.3a: "attach it to target creature you control".
        Verb::Attach => obj(c, &mut object) && c.eat("to") && np::np(c).map(|to| args.push(Arg::To(to))).is_some(),
        _ => obj(c, &mut object),
    };
    if !ok {
        return None;
    }
    // "can't attack or block", "can't block or be blocked".
    adjuncts(c, &mut args);
    Some(Clause { span: c.span_from(start), subject, verb, negated, object, args })
}

/// Verbs whose object is a set phrase, kept as words: CR 614.10 "skip your draw step",
/// "skip their untap steps"; CR 500.11 "skips their next turn", "… their next combat
/// phase"; CR 608.2c "repeat this process"; CR 104.2b "wins the game".
fn set_words(c: &mut Cursor, verb: Verb, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    let ok = match verb {
        Verb::Skip => {
            let whose = c.eat_any(&["your", "their"]).is_some();
            let next = c.eat("next") && (c.eat("turn") || c.eat_words("combat phase"));
            whose && (next || (c.eat_any(&["untap", "upkeep", "draw"]).is_some() && c.eat_any(&["step", "steps"]).is_some()))
        }
        Verb::Repeat => c.eat_words("this process"),
        _ => c.eat_words("the game"),
    };
    if ok {
        args.push(Arg::Words(c.span_from(m)));
    }
    ok
}

pub(super) fn obj(c: &mut Cursor, object: &mut Option<Np>) -> bool {
    let Some(first) = np::np(c) else {
        return false;
    };
    *object = Some(and_list(c, first));
    true
}

fn opt_obj(c: &mut Cursor, object: &mut Option<Np>) {
    let m = c.mark();
    if !obj(c, object) {
        c.reset(m);
    }
}

/// "X and Y" objects: "target creature and target artifact", "each creature and each
/// player" (only when another noun phrase follows "and").
fn and_list(c: &mut Cursor, first: Np) -> Np {
    let mut items = vec![first];
    loop {
        let m = c.mark();
        if !(c.eat("and") || (c.eat_comma() && (c.eat("and") || true))) {
            break;
        }
        match np::np(c) {
            Some(n) if !matches!(n, Np::Player(PlayerNp { who: PlayerWord::You, .. })) || items.len() > 5 => items.push(n),
            _ => {
                c.reset(m);
                break;
            }
        }
        // A following verb means the noun began a new clause ("and you gain 2 life").
        if c.word().is_some_and(|w| super::clause::verb_word(w).is_some()) {
            c.reset(m);
            items.pop();
            break;
        }
    }
    if items.len() == 1 {
        items.pop().unwrap_or(Np::SelfRef)
    } else {
        Np::And(items)
    }
}

/// CR 120: "3 damage to any target", "damage equal to its power to target creature",
/// "X damage to each creature and each player", "that much damage to …".
fn deal(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let a = amount(c);
    let combat = c.eat("combat");
    if !c.eat("damage") {
        return false;
    }
    let _ = combat;
    if let Some(a) = a {
        args.push(Arg::Amount(a));
    } else if c.eat_words("equal to") {
        let Some(a) = amount(c) else { return false };
        args.push(Arg::Amount(a));
    }
    if c.eat("to") {
        let Some(first) = np::np(c) else { return false };
        args.push(Arg::To(and_list(c, first)));
        // "… and 1 damage to target creature that player controls": another amount and
        // recipient of the same verb.
        loop {
            let m = c.mark();
            let more = c.eat("and").then(|| amount(c)).flatten().filter(|_| c.eat("damage") && c.eat("to")).and_then(|a| Some((a, np::np(c)?)));
            match more {
                Some((a, to)) => {
                    args.push(Arg::Amount(a));
                    args.push(Arg::To(to));
                }
                None => {
                    c.reset(m);
                    break;
                }
            }
        }
    }
    if c.eat_words("equal to") {
        let Some(a) = amount(c) else { return false };
        args.push(Arg::Amount(a));
    }
    true
}

/// "a card", "two cards", "X cards", "cards equal to …", "that many cards"; scry and
/// surveil take a bare number.
fn cards_amount(c: &mut Cursor, args: &mut Vec<Arg>, verb: Verb) -> bool {
    let m = c.mark();
    if c.eat_any(&["a", "an"]).is_some() {
        args.push(Arg::Amount(AmountNp::N(1)));
    } else if let Some(a) = amount(c) {
        args.push(Arg::Amount(a));
    }
    let had = c.mark() > m;
    let noun = c.eat_any(&["card", "cards"]).is_some();
    if noun && !had && c.eat_words("equal to") {
        let Some(a) = amount(c) else { return false };
        args.push(Arg::Amount(a));
        return true;
    }
    match verb {
        Verb::Scry | Verb::Surveil => had,
        _ => had && noun,
    }
}

/// "3 life", "life equal to …", "control of …", keywords, quoted abilities, "all
/// abilities", "the game".
fn gain_lose(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>, verb: Verb) -> bool {
    let m = c.mark();
    if let Some(a) = amount(c) {
        if c.eat("life") {
            args.push(Arg::Amount(a));
            return true;
        }
        c.reset(m);
    }
    // CR 107.1a: "loses half their life, rounded up".
    if verb == Verb::Lose && c.eat("half") {
        if let Some(who) = super::np::zone_owner(c) {
            if c.eat("life") {
                let up = c.eat_words(", rounded up");
                if up || c.eat_words(", rounded down") {
                    args.push(Arg::Amount(AmountNp::Half { of: Box::new(AmountNp::LifeOf(Box::new(who))), up }));
                    return true;
                }
            }
        }
        c.reset(m);
    }
    if c.eat_words("life equal to") {
        let Some(a) = amount(c) else { return false };
        args.push(Arg::Amount(a));
        return true;
    }
    if c.eat("life") {
        return true;
    }
    if verb == Verb::Gain && c.eat_words("control of") {
        return obj(c, object);
    }
    // CR 613.1d / 613.1f: "lose all land types [and abilities]" (layers 4 and 6).
    if verb == Verb::Lose && (c.eat_words("all abilities") || c.eat_words("all land types and abilities") || c.eat_words("all land types")) {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    if verb == Verb::Lose && c.eat_words("the game") {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    abilities(c, args)
}

/// Keywords and quoted abilities gained or had.
fn abilities(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    // CR 205.3m: "gain all creature types" (layer 4), as a "becomes" that keeps its types.
    let m = c.mark();
    if c.eat_words("all creature types") {
        args.push(Arg::Becomes(Box::new(kept_types(c.span_from(m), None, true))));
        return true;
    }
    let mut any = false;
    loop {
        if let Some(ks) = keyword_list(c) {
            args.push(Arg::Keywords(ks));
            any = true;
        } else if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Quoted(_))) {
            if let TokenKind::Quoted(inner) = &t.kind {
                args.push(Arg::Quoted(vec![super::quoted_line(c.lower(), inner)]));
            }
            any = true;
        } else {
            break;
        }
        let m = c.mark();
        let comma = c.eat_comma();
        if !(c.eat("and") || comma) {
            break;
        }
        if !(c.is_kind(|k| matches!(k, TokenKind::Quoted(_))) || keyword_list(&mut c.clone()).is_some()) {
            c.reset(m);
            break;
        }
    }
    any
}

/// "+2/+2", "-X/-X", "+1/+0 for each …" (the "for each" is read by the statement).
fn get(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    // "gets an additional +1/+1": a change like any other (CR 613.4c), "additional" only
    // saying that another one applies too.
    let m = c.mark();
    if c.eat_words("an additional") && !c.is_kind(|k| matches!(k, TokenKind::Pt(_))) {
        c.reset(m);
    }
    if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Pt(_))) {
        if let TokenKind::Pt(p) = t.kind {
            args.push(Arg::Pt(p));
        }
        // "gets +2/+2 and gains flying" is two clauses; "gets +1/+1 and has trample"
        // likewise (the statement reads "and").
        return true;
    }
    // "you get {E}{E}" (energy), "you get an emblem with …".
    let mut n = 0;
    while c.eat_kind(|k| matches!(k, TokenKind::Energy)).is_some() {
        n += 1;
    }
    if n > 0 {
        args.push(Arg::Amount(AmountNp::N(n)));
        return true;
    }
    // CR 114.2: "you get an emblem with …".
    super::emblem::emblem(c, args)
}

fn have(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    // CR 613.4b: "has base power and toughness 4/4" (layer 7b), as a "becomes" that
    // keeps every type.
    let m = c.mark();
    if c.eat_words("base power and toughness") {
        if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Pt(_))) {
            if let TokenKind::Pt(p) = t.kind {
                args.push(Arg::Becomes(Box::new(kept_types(c.span_from(m), Some(p), false))));
                return true;
            }
        }
        c.reset(m);
        return false;
    }
    abilities(c, args)
}

/// A "becomes" that keeps the object's types (CR 205.1b): only a base power and
/// toughness, or all creature types.
fn kept_types(span: crate::syntax::lexer::Span, pt: Option<crate::syntax::lexer::PtToken>, all_creature_types: bool) -> BecomesNp {
    BecomesNp { span, pt, colors: Vec::new(), colorless: false, types: Vec::new(), subtypes: Vec::new(), keywords: Vec::new(), quoted: Vec::new(), all_creature_types, still: true, pt_each: None, chosen_creature_type: false }
}

/// "pay 2 life", "pay {2}", "pay {E}{E}", "pay X life".
fn pay(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    if let Some(a) = amount(c) {
        if c.eat("life") {
            args.push(Arg::Amount(a));
            return true;
        }
        c.reset(m);
    }
    let mut syms = Vec::new();
    while let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Mana(_))) {
        if let TokenKind::Mana(s) = t.kind {
            syms.push(s);
        }
    }
    if !syms.is_empty() {
        args.push(Arg::Mana(ManaNp::Symbols(syms)));
        return true;
    }
    false
}

/// "put two +1/+1 counters on target creature", "put a +1/+1 counter on each creature
/// you control", "put it onto the battlefield", "put that card into your hand", "put
/// the rest on the bottom of your library in any order".
/// CR 701.10e: "double the number of [kind] counters on [object]" (a kind named; "each
/// kind of counter" isn't read).
fn double(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    if !c.eat_words("the number of") {
        return false;
    }
    let Some(kind) = np::counter_kind(c) else { return false };
    if !(c.eat("counters") && c.eat("on") && obj(c, object)) {
        return false;
    }
    args.push(Arg::Counters { kind });
    true
}

fn put(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    // CR 122.1: "put a number of ember counters on ~ equal to the amount of mana spent
    // to cast that spell": the number after the object.
    if c.eat_words("a number of") {
        if let Some(kind) = np::counter_kind(c) {
            if c.eat_any(&["counter", "counters"]).is_some() && c.eat("on") && obj(c, object) && c.eat_words("equal to") {
                if let Some(a) = amount(c) {
                    args.push(Arg::Amount(a));
                    args.push(Arg::Counters { kind });
                    return true;
                }
            }
        }
        *object = None;
        c.reset(m);
    }
    // CR 603.10a: "put those counters on ~".
    if c.eat_words("those counters on") {
        args.push(Arg::ThoseCounters);
        return obj(c, object);
    }
    let count = if c.eat_any(&["a", "an"]).is_some() { Some(AmountNp::N(1)) } else { amount(c) };
    if let Some(count) = count {
        if let Some(kind) = np::counter_kind(c) {
            if c.eat_any(&["counter", "counters"]).is_some() && c.eat("on") {
                args.push(Arg::Amount(count));
                args.push(Arg::Counters { kind });
                return obj(c, object);
            }
        }
    }
    c.reset(m);
    if !obj(c, object) {
        return false;
    }
    // "put them back in any order", "put that card back on top of its owner's library":
    // back where they were, the top of the library (CR 401.5).
    if c.eat("back") && !c.looking_at("on top") && !c.looking_at("into") {
        args.push(Arg::Dest(Dest::Library { whose: None, pos: LibraryPos::Top }));
    }
    true
}

/// "remove a +1/+1 counter from it", "remove all counters from …", "remove ~ from
/// combat".
fn remove(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    let count = if c.eat_any(&["a", "an"]).is_some() { Some(AmountNp::N(1)) } else if c.eat("all") { Some(AmountNp::X) } else { amount(c) };
    if let Some(count) = count {
        let kind = np::counter_kind(c).unwrap_or_default();
        if c.eat_any(&["counter", "counters"]).is_some() && c.eat("from") {
            args.push(Arg::Amount(count));
            args.push(Arg::Counters { kind });
            return obj(c, object);
        }
    }
    c.reset(m);
    if obj(c, object) && c.eat_words("from combat") {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    // "remove them", "remove those counters": the counters a condition just named
    // (the lowering finds them).
    c.reset(m);
    *object = None;
    if (c.eat("them") || c.eat_words("those counters")) && (c.at_end() || c.is("and") || c.is_kind(|k| matches!(k, TokenKind::Period | TokenKind::Comma))) {
        args.push(Arg::ThoseCounters);
        return true;
    }
    false
}

/// CR 122.5: "move a +1/+1 counter from ~ onto it", "move all counters from ~ onto
/// target creature", "move two +1/+1 counters from …": the count (all: `X`), the kind
/// (empty: any), the object moved from, and `Onto`.
fn move_counters(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let count = if c.eat_any(&["a", "an"]).is_some() { Some(AmountNp::N(1)) } else if c.eat("all") { Some(AmountNp::X) } else { amount(c) };
    let Some(count) = count else { return false };
    let kind = np::counter_kind(c).unwrap_or_default();
    if c.eat_any(&["counter", "counters"]).is_none() || !c.eat("from") {
        return false;
    }
    let Some(from) = np::np(c) else { return false };
    if !c.eat("onto") {
        return false;
    }
    let Some(to) = np::np(c) else { return false };
    *object = Some(from);
    args.push(Arg::Amount(count));
    args.push(Arg::Counters { kind });
    args.push(Arg::Onto(to));
    true
}

/// CR 701.23: "search your library for a basic land card", "search target opponent's
/// graveyard, hand, and library for …".
fn search(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    // "your library", "its owner's graveyard, hand, and library".
    let Some(zone) = np::zone_body(c) else { return false };
    if !matches!(zone.zone, ZoneWord::Library | ZoneWord::Several(_)) {
        return false;
    }
    args.push(Arg::From(zone));
    if !c.eat("for") {
        return false;
    }
    obj(c, object)
}

/// CR 111: "create a 1/1 white Soldier creature token", "create two Treasure tokens".
fn create(c: &mut Cursor, object: &mut Option<Np>) -> bool {
    let Some(t) = super::token::token(c) else { return false };
    let mut items = vec![Np::Token(Box::new(t))];
    // "create a Food token and a Treasure token", "… token, a … token, and a … token".
    loop {
        let m = c.mark();
        let comma = c.eat_comma();
        let and = c.eat("and");
        if !(comma || and) {
            break;
        }
        match super::token::token(c) {
            Some(t) => items.push(Np::Token(Box::new(t))),
            None => {
                c.reset(m);
                break;
            }
        }
    }
    *object = Some(if items.len() == 1 { items.pop().unwrap_or(Np::SelfRef) } else { Np::And(items) });
    true
}

/// "is/are …": "can't be blocked", "can't be countered", "is indestructible", kept as
/// words for the lowering (a passive or a predicate).
fn be(c: &mut Cursor, args: &mut Vec<Arg>, negated: bool) -> bool {
    let m = c.mark();
    c.eat("be");
    if let Some(by) = blocked_by(c, args) {
        args.push(by);
        return true;
    }
    // CR 205.1, 305.7: "enchanted land is an Island", "is a Knight in addition to its
    // other types", "is every creature type": what a static ability says it is.
    if !negated && described(c, args) {
        return true;
    }
    // CR 611.3a: "can't be blocked as long as …": the condition is the statement's.
    let b = c.mark();
    if c.eat("blocked") && c.looking_at("as long as") {
        args.push(Arg::Words(c.span_from(b)));
        return true;
    }
    c.reset(b);
    match super::clause::rest_words(c) {
        Some(span) => {
            args.push(Arg::Words(span));
            true
        }
        None => {
            c.reset(m);
            false
        }
    }
}

/// CR 509.1b: "blocked [this turn] [except] by [blockers]" to the clause's end: the words
/// "blocked [this turn]" and the blockers.
fn blocked_by(c: &mut Cursor, args: &mut Vec<Arg>) -> Option<Arg> {
    let m = c.mark();
    let found = (|| {
        if !c.eat("blocked") {
            return None;
        }
        c.eat_words("this turn");
        let words = c.span_from(m);
        let except = c.eat("except");
        if !c.eat("by") {
            return None;
        }
        let by = super::np::np(c)?;
        // "can't be blocked by creatures of that color this turn": the duration last.
        let late = c.eat_words("this turn");
        let end = c.peek().is_none_or(|t| matches!(t.kind, TokenKind::Period | TokenKind::Comma | TokenKind::Semicolon));
        end.then_some((words, by, except, late))
    })();
    match found {
        Some((words, by, except, late)) => {
            args.push(Arg::Words(words));
            if late {
                args.push(Arg::Duration(DurationNp::ThisTurn));
            }
            Some(Arg::BlockedBy { by, except })
        }
        None => {
            c.reset(m);
            None
        }
    }
}

/// "attacks each combat if able", "can't attack or block", "blocks each combat if able".
fn combat_verb(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    if c.eat_words("or block") || c.eat_words("or be blocked") {
        // CR 506.5: "can't attack or block alone".
        let _ = c.eat_words("alone");
        args.push(Arg::Words(c.span_from(m)));
    } else if c.eat_words("alone") {
        // CR 506.5: "can't attack alone", "can't block alone".
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    // CR 702.3b: "can attack as though it didn't have defender"; "attacks this turn if
    // able", "blocks this combat if able" (an instruction's).
    if c.eat_words("each combat if able") || c.eat_words("each turn if able") || c.eat_words("this turn if able") || c.eat_words("this combat if able") || c.eat_words("as though it didn't have defender") || c.eat_words("as though they didn't have defender") {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    let mm = c.mark();
    if !obj(c, object) {
        c.reset(mm);
    }
    true
}

/// CR 706: "roll a d20", "roll a six-sided die", "roll two d6".
fn roll(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    let _ = c.eat_any(&["a", "an"]).is_some() || number(c).is_some();
    match super::clause::rest_words(c) {
        Some(s) => {
            args.push(Arg::Words(s));
            true
        }
        None => {
            c.reset(m);
            false
        }
    }
}

/// CR 707.10: "copy this spell [and (you) may choose a new target / new targets for
/// (the | that) copy]".
fn copy(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    if !obj(c, object) {
        return false;
    }
    let m = c.mark();
    c.eat_comma();
    let chooses = c.eat("and") && (c.eat_words("may choose") || c.eat_words("you may choose"));
    let new = chooses && (c.eat_words("a new target") || c.eat_words("new targets")) && c.eat("for") && c.eat_any(&["the", "that"]).is_some() && c.eat_any(&["copy", "copies"]).is_some();
    if new {
        args.push(Arg::NewTargets);
    } else {
        c.reset(m);
    }
    true
}

/// "becomes a 4/4 Elemental creature with haste", "become the target of", "becomes
/// tapped", "becomes the color of your choice" — read as words for the lowering.
fn becomes(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    if described(c, args) {
        return true;
    }
    match super::clause::rest_words(c) {
        Some(s) => {
            args.push(Arg::Words(s));
            true
        }
        None => false,
    }
}

/// A description ("a 4/4 Elemental creature with haste", "an Island") that ends the
/// clause, up to its adjuncts ("until end of turn"), as `Arg::Becomes`.
fn described(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    if let Some(b) = super::becomes::description(c) {
        let mut probe = *c;
        let mut rest = Vec::new();
        adjuncts(&mut probe, &mut rest);
        // A quoted ability ending with its own period ends the sentence too.
        let after_quote = probe.mark() > 0 && super::stmt::ends_with_period(&probe.tokens()[probe.mark() - 1]);
        if probe.at_end() || probe.is_kind(|k| matches!(k, TokenKind::Period | TokenKind::Comma)) || probe.is("and") || after_quote {
            args.push(Arg::Becomes(Box::new(b)));
            return true;
        }
    }
    c.reset(m);
    false
}

/// CR 602.5b: "activate only [as a sorcery and only] if …": the restriction's words up
/// to its condition (read as a postfix "if").
fn activate_only(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    if !c.eat("only") {
        return false;
    }
    while let Some(t) = c.peek() {
        if matches!(t.kind, TokenKind::Period | TokenKind::Comma) || c.is("if") {
            break;
        }
        c.bump();
    }
    args.push(Arg::Words(c.span_from(m)));
    true
}

/// CR 606.3 / 117.1a: "activate her loyalty abilities any time you could cast an
/// instant": the permanent's own loyalty abilities (her, his, its, ~'s) as the object,
/// the abilities and the time as words.
fn activate_any_time(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    let own = c.eat_any(&["her", "his", "its"]).is_some() || (c.eat_self() && c.eat("'s"));
    if !own || !c.looking_at("loyalty abilities") {
        c.reset(m);
        return false;
    }
    let words = c.mark();
    while let Some(t) = c.peek() {
        if matches!(t.kind, TokenKind::Period | TokenKind::Comma) {
            break;
        }
        c.bump();
    }
    *object = Some(Np::SelfRef);
    args.push(Arg::Words(c.span_from(words)));
    true
}

/// A comparison argument ("with mana value X or less") for verbs that filter.
pub fn cmp_arg(c: &mut Cursor) -> Option<Cmp> {
    cmp(c)
}
