//! Token descriptions (CR 111.4): "a 1/1 white Soldier creature token with flying",
//! "two Treasure tokens", "X 2/2 black Zombie creature tokens", "a token that's a copy
//! of target creature".

use super::amount::amount;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;

pub fn token(c: &mut Cursor) -> Option<TokenNp> {
    let m = c.mark();
    // "a number of Treasure tokens equal to the result": the number follows the token.
    let number_of = c.eat_words("a number of");
    let count = if number_of || c.eat_any(&["a", "an"]).is_some() { AmountNp::N(1) } else { amount(c)? };
    let mut t = TokenNp {
        span: 0..0,
        amount: count,
        pt: None,
        colors: Vec::new(),
        colorless: false,
        supertypes: Vec::new(),
        types: Vec::new(),
        subtypes: Vec::new(),
        name: None,
        keywords: Vec::new(),
        quoted: Vec::new(),
        copy_of: None,
        rest: None,
        tapped: None,
        attached_to: None,
    };
    // "a tapped Treasure token", "two tapped and attacking … tokens".
    if c.eat("tapped") {
        t.tapped = Some(c.eat_words("and attacking"));
    }
    if !number_of && (c.eat_words("token that's a copy of") || c.eat_words("tokens that are copies of")) {
        let of = np::np(c)?;
        t.copy_of = Some(Box::new(of));
        t.keywords = copy_exception(c);
        t.span = c.span_from(m);
        return Some(t);
    }
    if let Some(tok) = c.eat_kind(|k| matches!(k, TokenKind::Pt(_))) {
        if let TokenKind::Pt(p) = tok.kind {
            t.pt = Some(p);
        }
    }
    // Colors: "white", "white and blue", "colorless", "red and white".
    loop {
        if let Some(col) = c.word().and_then(vocab::color_word) {
            c.bump();
            t.colors.push(col);
            c.eat("and");
            continue;
        }
        if c.eat("colorless") {
            t.colorless = true;
            continue;
        }
        break;
    }
    // Types and subtypes up to "token(s)".
    let mut found = false;
    while let Some(w) = c.word() {
        if w == "token" || w == "tokens" {
            c.bump();
            found = true;
            break;
        }
        if let Some(s) = vocab::supertype_word(w) {
            t.supertypes.push(s);
        } else if let Some((ty, _)) = vocab::card_type_word(w) {
            t.types.push(ty);
        } else {
            // A subtype word as written (the token's subtypes needn't be known ones).
            t.subtypes.push(w.to_string());
        }
        c.bump();
    }
    if !found {
        c.reset(m);
        return None;
    }
    // "named Kaldra", "with flying", `with "…"`, "with flying and "…"".
    let mm = c.mark();
    if c.eat("named") {
        let start = c.mark();
        while c.word().is_some_and(|w| w != "with" && w != "and") || c.is_kind(|k| matches!(k, TokenKind::SelfRef)) {
            c.bump();
        }
        if c.mark() == start {
            c.reset(mm);
        } else {
            t.name = Some(c.span_from(start));
        }
    }
    with_abilities(c, &mut t);
    if number_of {
        match c.eat_words("equal to").then(|| amount(c)).flatten() {
            Some(n) => t.amount = n,
            None => {
                c.reset(m);
                return None;
            }
        }
    }
    // CR 303.4i: "… Role token attached to target creature you control", "attached to it".
    let mm = c.mark();
    if c.eat_words("attached to") {
        match np::np(c) {
            Some(to) => t.attached_to = Some(Box::new(to)),
            None => c.reset(mm),
        }
    }
    t.span = c.span_from(m);
    Some(t)
}

/// "with flying", `with "…"`, "with flying and "…"": the token's keywords and quoted
/// abilities (nothing read unless one is there).
fn with_abilities(c: &mut Cursor, t: &mut TokenNp) {
    let mm = c.mark();
    if c.eat("with") {
        let mut any = false;
        loop {
            if let Some(ks) = super::clause::keyword_list(c) {
                t.keywords.extend(ks);
                any = true;
            } else if let Some(q) = c.eat_kind(|k| matches!(k, TokenKind::Quoted(_))) {
                if let TokenKind::Quoted(inner) = &q.kind {
                    t.quoted.push(inner.clone());
                }
                any = true;
            } else {
                break;
            }
            let m2 = c.mark();
            let comma = c.eat_comma();
            let and = c.eat("and");
            if !(comma || and) {
                break;
            }
            if !(c.is_kind(|k| matches!(k, TokenKind::Quoted(_))) || super::clause::keyword_list(&mut c.clone()).is_some()) {
                c.reset(m2);
                break;
            }
        }
        if !any {
            c.reset(mm);
        }
    }
}

/// CR 111.4: "It has "…"" / "They have haste" right after "Create … token[s]": the
/// abilities are part of the token's definition (copiable, CR 707.2). The keywords and
/// quoted abilities of such a sentence (None: not one).
pub fn has_sentence(c: &Cursor) -> Option<(bool, Vec<KeywordNode>, Vec<Vec<crate::syntax::lexer::Token>>)> {
    let mut c = c.clone();
    let plural = if c.eat_words("it has") {
        false
    } else if c.eat_words("they have") || c.eat_words("they each have") {
        true
    } else {
        return None;
    };
    let (mut keywords, mut quoted) = (Vec::new(), Vec::new());
    loop {
        if let Some(ks) = super::clause::keyword_list(&mut c) {
            keywords.extend(ks);
        } else if let Some(q) = c.eat_kind(|k| matches!(k, TokenKind::Quoted(_))) {
            if let TokenKind::Quoted(inner) = &q.kind {
                quoted.push(inner.clone());
            }
        } else {
            return None;
        }
        let comma = c.eat_comma();
        if !(c.eat("and") || comma) {
            break;
        }
    }
    (c.at_end() && !(keywords.is_empty() && quoted.is_empty())).then_some((plural, keywords, quoted))
}

/// Adds the abilities of a `has_sentence` to the one token the sentence before creates
/// ("Create a … token"; plural "they" for more than one of them); false when that
/// sentence is no such creation.
pub fn add_to_created(prev: &mut Sentence, plural: bool, keywords: &[KeywordNode], quoted: &[Vec<crate::syntax::lexer::Token>]) -> bool {
    let Stmt::Clause(cl) = &mut prev.body else { return false };
    if cl.verb != Verb::Create || cl.subject.is_some() {
        return false;
    }
    let Some(Np::Token(t)) = &mut cl.object else { return false };
    if t.copy_of.is_some() || t.rest.is_some() || (t.amount == AmountNp::N(1)) == plural {
        return false;
    }
    t.keywords.extend(keywords.iter().cloned());
    t.quoted.extend(quoted.iter().cloned());
    true
}

/// CR 707.9b: "…, except it has haste": keywords a copy has beyond the original's.
fn copy_exception(c: &mut Cursor) -> Vec<KeywordNode> {
    let m = c.mark();
    if c.eat_comma() && c.eat_words("except it has") {
        if let Some(ks) = super::clause::keyword_list(c) {
            return ks;
        }
    }
    c.reset(m);
    Vec::new()
}
