//! Qualities after a noun that read like relative clauses (CR 109): "that was dealt
//! damage this turn" (CR 120), "that died this turn", "that targets a creature", "blocking
//! or blocked by ~" (CR 509.1h), and the others kept as words for the lowering to read.

use super::np::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// After "any target": a quality players and permanents may both have ("that was dealt
/// damage this turn", CR 120); `Pred::True` without one.
pub(super) fn any_target_quality(c: &mut Cursor) -> Pred {
    dealt_damage_this_turn(c).unwrap_or(Pred::True)
}

/// CR 120: "that was dealt damage this turn", "that were dealt damage this turn",
/// "dealt damage this turn": the turn's damage record.
fn dealt_damage_this_turn(c: &mut Cursor) -> Option<Pred> {
    let m = c.mark();
    let _ = c.eat_words("that was") || c.eat_words("that were");
    if c.eat_words("dealt damage this turn") {
        return Some(Pred::DealtDamageThisTurn);
    }
    c.reset(m);
    None
}

/// Relative clauses and qualifiers kept as words: "that's attacking", "that attacked
/// this turn", "that entered this turn", "that was dealt damage this turn", "blocking
/// ~", "attacking you", "exiled with ~", "dealt damage this turn".
pub(super) fn relative_clause(c: &mut Cursor) -> Option<Pred> {
    if let Some(p) = dealt_damage_this_turn(c).or_else(|| super::predicates::combat_partner(c)) {
        return Some(p);
    }
    let m = c.mark();
    // CR 700.4: "that died this turn".
    if c.eat_words("that died this turn") {
        return Some(Pred::DiedThisTurn);
    }
    if c.eat_words("that entered the battlefield this turn") || c.eat_words("that entered this turn") {
        return Some(Pred::EnteredThisTurn);
    }
    // CR 115.1: "that targets one or more permanents", "that targets a creature [you
    // control]".
    if c.eat_words("that targets one or more") {
        if let Some(n @ Np::Objects(_)) = np(c) {
            return Some(Pred::Targets(Box::new(n)));
        }
        c.reset(m);
    }
    if c.eat_words("that targets") && c.is("a") {
        if let Some(n @ Np::Objects(ObjNp { det: Det::A, .. })) = np(c) {
            return Some(Pred::Targets(Box::new(n)));
        }
        c.reset(m);
    }
    const STARTS: [&str; 12] = [
        "that's", "that", "which", "exiled", "blocking", "blocked", "attacking", "dealt", "put", "cast", "that were",
        "who",
    ];
    let w = c.word()?;
    if !STARTS.contains(&w) {
        return None;
    }
    // "that" followed by a verb of a relative clause; not "that player" etc.
    if w == "that" && !matches!(c.word_at(1), Some("entered" | "attacked" | "blocked" | "was" | "were" | "is" | "are" | "isn't" | "aren't" | "has" | "had" | "have" | "can't" | "targets" | "shares" | "share" | "dealt" | "died" | "attacked," | "you" | "player" | "an" | "it" | "'s")) {
        return None;
    }
    // Up to the next comma, period or conjunction that starts a new clause.
    c.bump();
    while let Some(t) = c.peek() {
        match &t.kind {
            TokenKind::Comma | TokenKind::Period | TokenKind::Colon | TokenKind::Semicolon | TokenKind::Dash => break,
            TokenKind::Word => {
                let w = c.text(t);
                if matches!(w, "and" | "then" | "unless" | "until" | "if" | "instead" | "onto" | "into" | "to" | "gets" | "get" | "gains" | "gain" | "has" | "have" | "can't" | "deals" | "deal" | "would") {
                    break;
                }
            }
            _ => {}
        }
        c.bump();
    }
    if c.mark() == m + 1 && w == "that" {
        c.reset(m);
        return None;
    }
    Some(Pred::Words(c.span_from(m)))
}
