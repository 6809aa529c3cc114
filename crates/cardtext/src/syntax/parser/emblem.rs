//! The frames of a planeswalker's constructs: "an emblem with \"…\" [and \"…\"]" after
//! "get" (CR 114.2), and "phases out" (CR 702.26).

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// CR 114.2: "[you get] an emblem with \"…\" [and \"…\"]": the quoted abilities as lines.
pub fn emblem(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    if c.eat_words("an emblem with") {
        let mut lines = Vec::new();
        while let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Quoted(_))) {
            if let TokenKind::Quoted(inner) = &t.kind {
                lines.push(super::quoted_line(c.lower(), inner));
            }
            let and = c.mark();
            if !(c.eat("and") && c.is_kind(|k| matches!(k, TokenKind::Quoted(_)))) {
                c.reset(and);
                break;
            }
        }
        if !lines.is_empty() {
            args.push(Arg::Emblem(lines));
            return true;
        }
    }
    c.reset(m);
    false
}

/// CR 702.26: "phases out"; "phases in" keeps its word in `Arg::Words` (no card phases a
/// permanent in by instruction without "out").
pub fn phase(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    match c.eat_any(&["out", "in"]) {
        Some("out") => true,
        Some(_) => {
            args.push(Arg::Words(c.span_from(m)));
            true
        }
        None => false,
    }
}
