//! Replacement effects that add counters (CR 614.1a): "If one or more +1/+1 counters
//! would be put on a creature you control, that many plus one +1/+1 counters are put on
//! it instead.", and the same keyed on the kind of ability putting them: "If a modular
//! triggered ability would put one or more +1/+1 counters on a creature you control, …";
//! and of life gained: "If you would gain life, you gain that much life plus 1 instead.".

use super::amount::number;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// The sentence, whole, or `None` (the cursor unmoved).
pub fn more_counters(c: &mut Cursor) -> Option<MoreCountersNp> {
    let m = c.mark();
    let r = read(c);
    if r.is_none() || !c.at_end() {
        c.reset(m);
        return None;
    }
    r
}

fn read(c: &mut Cursor) -> Option<MoreCountersNp> {
    let m = c.mark();
    if !c.eat("if") {
        return None;
    }
    // "a modular triggered ability would put one or more … counters on X".
    let by = if c.is("a") && c.word_at(2) == Some("triggered") && c.word_at(3) == Some("ability") {
        c.bump();
        let w = c.mark();
        c.bump();
        let span = c.span_from(w);
        (c.eat_words("triggered ability would put one or more")).then_some(())?;
        Some(span)
    } else {
        c.eat_words("one or more").then_some(())?;
        None
    };
    let kind = np::counter_kind(c)?;
    c.eat("counters").then_some(())?;
    if by.is_none() && !c.eat_words("would be put") {
        return None;
    }
    c.eat("on").then_some(())?;
    let on = np::np(c)?;
    (c.eat_comma() && c.eat_words("that many plus")).then_some(())?;
    let plus = number(c)?;
    (np::counter_kind(c)? == kind).then_some(())?;
    (c.eat("counters") && c.eat_words("are put on")).then_some(())?;
    c.eat_any(&["it", "that creature", "that permanent"])?;
    c.eat("instead").then_some(())?;
    Some(MoreCountersNp { span: c.span_from(m), by, kind, on, plus })
}

/// CR 614.1a: "If you would gain life, you gain that much life plus N instead.", the
/// sentence whole: N, or `None` (the cursor unmoved).
pub fn more_life(c: &mut Cursor) -> Option<u32> {
    let m = c.mark();
    let read = |c: &mut Cursor| {
        if !(c.eat_words("if you would gain life") && c.eat_comma() && c.eat_words("you gain that much life plus")) {
            return None;
        }
        let n = number(c)?;
        (c.eat("instead") && c.at_end()).then_some(n)
    };
    let r = read(c);
    if r.is_none() {
        c.reset(m);
    }
    r
}
