//! Conditions on what a player did this turn (CR 700.13, 121.1): "you've committed a
//! crime this turn", "you've drawn two or more cards this turn".

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// CR 700.13: "you've committed a crime this turn".
pub(super) fn crime_this_turn(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let who = super::cond::perfect_subject(c)?;
    if !matches!(who, Np::Player(_)) || !c.eat_words("committed a crime this turn") {
        c.reset(m);
        return None;
    }
    Some(Cond::Compare { amount: AmountNp::CrimesThisTurn { who: Box::new(who) }, cmp: Cmp::AtLeast(AmountNp::N(1)) })
}

/// CR 121.1: "you've drawn two or more cards this turn", "you drew …".
pub(super) fn drawn_this_turn(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let who = super::cond::perfect_subject(c)?;
    if !matches!(who, Np::Player(_)) || !(c.eat("drawn") || c.eat("drew")) {
        c.reset(m);
        return None;
    }
    let k = match super::amount::number(c) {
        Some(n) if c.eat_words("or more") => Cmp::AtLeast(AmountNp::N(n)),
        _ => {
            c.reset(m);
            return None;
        }
    };
    if !(c.eat_any(&["cards", "card"]).is_some() && c.eat_words("this turn")) {
        c.reset(m);
        return None;
    }
    Some(Cond::Compare { amount: AmountNp::DrawnThisTurn { who: Box::new(who) }, cmp: k })
}
