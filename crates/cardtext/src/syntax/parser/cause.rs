//! "Spells and abilities your opponents control can't cause their controller to search
//! their library" (CR 101.2: a "can't" wins over an instruction): the subject "spells and
//! abilities [players] control" and the verb "cause", whose object is the player made to
//! act and whose argument the words of what they would be made to do.

use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// "spells and abilities your opponents control" (CR 115.1, 113.3): spells and
/// abilities on the stack controlled by those players.
pub fn spells_and_abilities(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if !c.eat_words("spells and abilities") {
        return None;
    }
    let owner = match np::np(c) {
        Some(p @ Np::Player(_)) if c.eat("control") => p,
        _ => {
            c.reset(m);
            return None;
        }
    };
    Some(Np::Objects(ObjNp { span: c.span_from(m), det: Det::Bare, noun: Noun::SpellOrAbility, filter: Pred::ControlledBy(Box::new(owner)), zone: None, plural: true }))
}

/// After "cause": "[their controller | you] to [the rest of the sentence]" — the player as
/// the object, the words of the action as `Arg::Words`.
pub fn cause(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    // "their controller": the controller of the spells and abilities the subject names.
    let who = if c.eat_words("their controller") {
        let them = Np::Ref(RefNp { span: 0..0, word: RefWord::It, noun: Noun::SpellOrAbility, types: Vec::new(), plural: true });
        Some(Np::PlayerOf { of: Box::new(them), rel: PlayerRel::Controller })
    } else {
        np::np(c)
    };
    if who.is_none() || !c.eat("to") {
        c.reset(m);
        return false;
    }
    let start = c.mark();
    while c.peek().is_some_and(|t| !matches!(t.kind, TokenKind::Period)) {
        c.bump();
    }
    if c.mark() == start {
        c.reset(m);
        return false;
    }
    *object = who;
    args.push(Arg::Words(c.span_from(start)));
    true
}
