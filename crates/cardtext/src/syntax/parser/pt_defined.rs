//! Characteristic-defining power and toughness (CR 604.3, 208.2): "~'s power and
//! toughness are each equal to …", "~'s power is equal to … and its toughness is equal
//! to that number plus 1", "~'s toughness is equal to …".

use super::amount::{amount, number};
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// The sentence, whole, or `None` (the cursor unmoved).
pub fn pt_defined(c: &mut Cursor) -> Option<PtDefinedNp> {
    let m = c.mark();
    let r = read(c);
    if r.is_none() || !c.at_end() {
        c.reset(m);
        return None;
    }
    r
}

fn read(c: &mut Cursor) -> Option<PtDefinedNp> {
    let m = c.mark();
    if !(c.eat_self() && c.eat("'s")) {
        return None;
    }
    let (power, toughness) = if c.eat_words("power and toughness are each equal to") {
        (true, true)
    } else if c.eat_words("power is equal to") {
        (true, false)
    } else if c.eat_words("toughness is equal to") {
        (false, true)
    } else {
        return None;
    };
    let what = amount(c)?;
    let mut plus = None;
    // "… and its toughness is equal to that number plus 1".
    if power && !toughness && c.eat_words("and its toughness is equal to that number") {
        plus = Some(if c.eat("plus") { number(c)? } else { 0 });
    }
    Some(PtDefinedNp { span: c.span_from(m), power, toughness: toughness || plus.is_some(), amount: what, toughness_plus: plus.unwrap_or(0) })
}
