//! Conditions read by their words: "~ was kicked" / "it was kicked" (the card's name read
//! as the source, CR 702.33d), and any other event kept whole as words for the lowering.

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// CR 702.33d: "~ was kicked", "it was kicked", ending the condition, after its subject.
pub(super) fn kicked(c: &mut Cursor, subject: &Np) -> Option<Cond> {
    let selfish = *subject == Np::SelfRef || matches!(subject, Np::Ref(r) if r.word == RefWord::It && matches!(r.noun, Noun::None) && !r.plural);
    let k = c.mark();
    if selfish && c.eat_words("was kicked") && c.peek().is_none_or(|t| matches!(t.kind, TokenKind::Comma | TokenKind::Period)) {
        return Some(Cond::Kicked);
    }
    c.reset(k);
    None
}

/// Any other condition, kept as words up to the comma, period or "then" that ends it:
/// "a permanent you controlled left the battlefield this turn", "you attacked this
/// turn", "~ was kicked", "you cast it from your hand".
pub(super) fn event(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    while let Some(t) = c.peek() {
        if matches!(t.kind, TokenKind::Comma | TokenKind::Period) {
            break;
        }
        if matches!(t.kind, TokenKind::Word) && matches!(c.text(t), "instead" | "then") {
            break;
        }
        c.bump();
    }
    (c.mark() > m).then(|| Cond::Event(c.span_from(m)))
}
