//! The verb "prevent"'s arguments (CR 615): "prevent all [combat] damage that [sources]
//! would deal", "… that would be dealt [to X]", "the next N damage …", and "prevent that
//! damage" after "the next time … would deal damage" (CR 615.8).

use super::amount::amount;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// CR 615: "prevent all [combat] damage that [sources] would deal", "… that would be
/// dealt [to X]", "the next N damage that would be dealt to X" (the duration is an
/// adjunct).
pub(super) fn prevent(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    if c.eat_words("that damage") {
        args.push(Arg::Prevent(PreventNp { that: true, amount: None, combat: false, by: None, to: None }));
        return true;
    }
    let amount = if c.eat("all") {
        None
    } else if c.eat_words("the next") {
        match amount(c) {
            Some(a) => Some(a),
            None => return false,
        }
    } else {
        return false;
    };
    let combat = c.eat("combat");
    if !c.eat_words("damage that") {
        return false;
    }
    let (mut by, mut to) = (None, None);
    if c.eat_words("would be dealt") {
        if c.eat("to") {
            match np::np(c) {
                Some(n) => to = Some(n),
                None => return false,
            }
        }
    } else {
        match np::np(c) {
            Some(n) => by = Some(n),
            None => return false,
        }
        if !c.eat_words("would deal") {
            return false;
        }
    }
    args.push(Arg::Prevent(PreventNp { that: false, amount, combat, by, to }));
    true
}
