//! Mana as an instruction's argument (CR 106): the symbols of "add {G}", a choice of
//! groups ("{R} or {G}", "{B}{B}, {B}{G}, or {G}{G}"), "one mana of any color", "an
//! amount of {C} equal to …".

use super::amount::amount;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// Groups of mana symbols: one group ("{R}{R}"), or a choice written "A or B" / "A, B,
/// or C" whose groups are single symbols (`OneOf`) or not (`Groups`).
fn mana_groups(c: &mut Cursor) -> Option<ManaNp> {
    let is_mana = |k: &TokenKind| matches!(k, TokenKind::Mana(_));
    let mut groups: Vec<Vec<mw_types::ManaSymbol>> = Vec::new();
    let mut or = false;
    let mut after_first = None;
    loop {
        let mut group = Vec::new();
        while let Some(t) = c.eat_kind(is_mana) {
            if let TokenKind::Mana(s) = t.kind {
                group.push(s);
            }
        }
        if group.is_empty() {
            break;
        }
        groups.push(group);
        let mm = c.mark();
        after_first = after_first.or(Some(mm));
        let comma = c.eat_comma();
        let this_or = c.eat("or");
        if (comma || this_or) && c.is_kind(is_mana) {
            or |= this_or;
            continue;
        }
        c.reset(mm);
        break;
    }
    match groups.len() {
        0 => None,
        1 => groups.pop().map(ManaNp::Symbols),
        // "{W}, {U}" without "or" is a list nobody writes: the first group alone.
        _ if !or => {
            if let Some(mm) = after_first {
                c.reset(mm);
            }
            Some(ManaNp::Symbols(groups.swap_remove(0)))
        }
        _ if groups.iter().all(|g| g.len() == 1) => Some(ManaNp::OneOf(groups.into_iter().flatten().collect())),
        _ => Some(ManaNp::Groups(groups)),
    }
}

/// CR 106: "add {G}", "add {R}{R}", "add one mana of any color", "add {R} or {G}",
/// "add {B}{B}, {B}{G}, or {G}{G}", "add X mana of any one color", "add {C} for each …".
pub fn add(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    if c.eat_words("an additional") {
        args.push(Arg::Additional);
    }
    let m = c.mark();
    // "an amount of {C} equal to that spell's mana value".
    if c.eat_words("an amount of") {
        if let Some(ManaNp::Symbols(s)) = mana_groups(c) {
            if let ([sym], true) = (s.as_slice(), c.eat_words("equal to")) {
                if let Some(a) = amount(c) {
                    args.push(Arg::Mana(ManaNp::Times(*sym, a)));
                    return true;
                }
            }
        }
        c.reset(m);
        return false;
    }
    if let Some(mana) = mana_groups(c) {
        args.push(Arg::Mana(mana));
        return true;
    }
    c.reset(m);
    // "add six {G}" (CR 106.1b): a number of one symbol, as that many symbols.
    if let Some(n) = c.word().and_then(crate::syntax::vocab::number_word).filter(|n| (2..=20).contains(n)) {
        c.bump();
        if let Some(ManaNp::Symbols(s)) = mana_groups(c) {
            if let [sym] = s.as_slice() {
                args.push(Arg::Mana(ManaNp::Symbols(vec![*sym; n as usize])));
                return true;
            }
        }
        c.reset(m);
    }
    let amt = if c.eat_any(&["a", "an"]).is_some() { AmountNp::N(1) } else { amount(c).unwrap_or(AmountNp::N(1)) };
    if !c.eat("mana") {
        c.reset(m);
        return false;
    }
    if c.eat_words("of any one color") {
        args.push(Arg::Mana(ManaNp::AnyColor { amount: amt, one_color: true, any_type: false }));
        return true;
    }
    if c.eat_words("of any color") {
        args.push(Arg::Mana(ManaNp::AnyColor { amount: amt, one_color: false, any_type: false }));
        return true;
    }
    if c.eat_words("of any type") {
        args.push(Arg::Mana(ManaNp::AnyColor { amount: amt, one_color: false, any_type: true }));
        return true;
    }
    if c.eat_words("in any combination of colors") {
        args.push(Arg::Mana(ManaNp::Combination { amount: amt, colors: Vec::new(), distinct: false }));
        return true;
    }
    if c.eat_words("of different colors") {
        args.push(Arg::Mana(ManaNp::Combination { amount: amt, colors: Vec::new(), distinct: true }));
        return true;
    }
    // "in any combination of {R} and/or {G}", "… of {U}, {B}, and/or {R}" (the lexer
    // leaves the slash out).
    if c.eat_words("in any combination of") {
        let mut colors = Vec::new();
        loop {
            let Some(TokenKind::Mana(s)) = c.eat_kind(|k| matches!(k, TokenKind::Mana(_))).map(|t| t.kind.clone()) else { break };
            colors.push(s);
            let comma = c.eat_comma();
            if c.eat_words("and or") || comma {
                continue;
            }
            break;
        }
        if colors.len() >= 2 && !c.is_kind(|k| matches!(k, TokenKind::Mana(_))) {
            args.push(Arg::Mana(ManaNp::Combination { amount: amt, colors, distinct: false }));
            return true;
        }
        c.reset(m);
        return false;
    }
    if c.eat_words("of the chosen color") {
        args.push(Arg::Mana(ManaNp::ChosenColor));
        return true;
    }
    // CR 607.2a: "one mana of any of the exiled card's colors".
    let k = c.mark();
    if amt == AmountNp::N(1) && c.eat_words("of any of the exiled card's colors") {
        args.push(Arg::Mana(ManaNp::ExiledCardColors));
        return true;
    }
    c.reset(k);
    c.reset(m);
    false
}
