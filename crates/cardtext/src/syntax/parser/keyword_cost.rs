//! CR 702.34a / 702.138a: "The flashback cost is equal to its mana cost." and "The escape
//! cost is equal to the card's mana cost plus exile three other cards from your
//! graveyard." after a sentence that gives cards that keyword: the keyword's cost, read
//! into that sentence (`KeywordParam::ItsManaCost`).

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// The keyword a "… cost is equal to its mana cost [plus …]" sentence names, and the costs
/// after "plus" (None: not such a sentence).
pub fn cost_sentence<'a>(c: &Cursor<'a>) -> Option<(&'a str, Vec<CostItem>)> {
    let mut c = *c;
    c.eat_any(&["the", "its"])?;
    let keyword = c.word()?;
    c.bump();
    if !c.eat_words("cost is equal to") || !(c.eat("its") || c.eat_words("that card's") || c.eat_words("the card's")) {
        return None;
    }
    if !c.eat_words("mana cost") {
        return None;
    }
    let plus = if c.eat("plus") { super::cost::cost_list(&mut c) } else { Vec::new() };
    c.eat_kind(|k| matches!(k, TokenKind::Period));
    c.at_end().then_some((keyword, plus))
}

/// Gives the keyword `name` without a cost of the sentence before the cost `plus` besides
/// the card's mana cost; false if that sentence gives no such keyword.
pub fn set_cost(prev: &mut Sentence, name: &str, plus: &[CostItem]) -> bool {
    fn mark(s: &mut Stmt, name: &str, plus: &[CostItem]) -> bool {
        match s {
            Stmt::Clause(cl) if matches!(cl.verb, Verb::Gain | Verb::Have) => cl.args.iter_mut().any(|a| match a {
                Arg::Keywords(ks) => ks.iter_mut().any(|k| {
                    let hit = k.name == name && k.param == KeywordParam::None;
                    if hit {
                        k.param = KeywordParam::ItsManaCost(plus.to_vec());
                    }
                    hit
                }),
                _ => false,
            }),
            Stmt::If { body, .. } => mark(body, name, plus),
            _ => false,
        }
    }
    mark(&mut prev.body, name, plus)
}
