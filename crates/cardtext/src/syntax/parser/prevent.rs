//! The verb "prevent"'s arguments (CR 615): "prevent all [combat | noncombat] damage that
//! [sources] would deal", "… that would be dealt [this turn] [to X [and Y]] [by Z]", "…
//! that would be dealt to and dealt by X", "prevent all combat damage X would deal", "the
//! next N damage …", and "prevent that damage" after "the next time … would deal damage"
//! (CR 615.8). A "this turn" inside the phrase is the clause's duration. Also the damage
//! events a prevention or replacement waits for, as conditions ("the next time a source of
//! your choice would deal damage", "if a source would deal damage to X").

use super::amount::amount;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// CR 615: the damage a prevention instruction names (the duration is an adjunct, or
/// inside the phrase).
pub(super) fn prevent(c: &mut Cursor, args: &mut Vec<Arg>) -> bool {
    let mut p = PreventNp { that: false, amount: None, combat: false, noncombat: false, by: None, to: None, to_and_by: false };
    if c.eat_words("that damage") {
        p.that = true;
        args.push(Arg::Prevent(p));
        return true;
    }
    // CR 615.10: "prevent 1 of that damage": part of the damage a condition names.
    let m = c.mark();
    if let Some(a) = amount(c).filter(|_| c.eat_words("of that damage")) {
        p.that = true;
        p.amount = Some(a);
        args.push(Arg::Prevent(p));
        return true;
    }
    c.reset(m);
    if c.eat_words("the next") {
        match amount(c) {
            Some(a) => p.amount = Some(a),
            None => return false,
        }
    } else if !c.eat("all") {
        return false;
    }
    p.combat = c.eat("combat");
    p.noncombat = !p.combat && c.eat("noncombat");
    if !c.eat("damage") {
        return false;
    }
    let ok = if c.eat_words("that would be dealt") { dealt(c, &mut p, args) } else { c.eat("that"); dealing(c, &mut p) };
    if ok {
        args.push(Arg::Prevent(p));
    }
    ok
}

/// "… that would be dealt [this turn] to X [and Y] [this turn] [by Z]", "… to and dealt
/// by X".
fn dealt(c: &mut Cursor, p: &mut PreventNp, args: &mut Vec<Arg>) -> bool {
    loop {
        if c.eat_words("this turn") {
            args.push(Arg::Duration(DurationNp::ThisTurn));
        } else if p.to.is_none() && c.eat_words("to and dealt by") {
            let Some(n) = np::np(c) else { return false };
            p.by = Some(n.clone());
            p.to = Some(n);
            p.to_and_by = true;
        } else if p.to.is_none() && c.eat("to") {
            let Some(n) = listed(c) else { return false };
            p.to = Some(n);
        } else if p.by.is_none() && c.eat("by") {
            let Some(n) = source(c) else { return false };
            p.by = Some(n);
        } else {
            return true;
        }
    }
}

/// "[that] X would deal": the sources.
fn dealing(c: &mut Cursor, p: &mut PreventNp) -> bool {
    let Some(n) = source(c) else { return false };
    p.by = Some(n);
    c.eat_words("would deal")
}

/// The sources: an object phrase; "a source of your choice" (CR 609.7a: chosen as the
/// instruction resolves) is the phrase "a source", which the lowering reads so.
fn source(c: &mut Cursor) -> Option<Np> {
    let n = np::np(c)?;
    let chosen = matches!(&n, Np::Objects(o) if o.det == Det::A && o.noun == Noun::Source);
    if chosen && !c.eat_words("of your choice") {
        return None;
    }
    Some(n)
}

/// One recipient: an object or player phrase, or "players".
fn recipient(c: &mut Cursor) -> Option<Np> {
    if c.eat("players") {
        return Some(Np::Player(PlayerNp { det: Det::Bare, who: PlayerWord::Player }));
    }
    np::np(c)
}

/// "you and creatures you control": recipients of either phrase.
fn listed(c: &mut Cursor) -> Option<Np> {
    let first = recipient(c)?;
    let mut all = vec![first];
    loop {
        let m = c.mark();
        if !c.eat("and") {
            break;
        }
        match recipient(c) {
            Some(n) if !matches!(n, Np::Unknown(_)) => all.push(n),
            _ => {
                c.reset(m);
                break;
            }
        }
    }
    Some(if all.len() == 1 { all.remove(0) } else { Np::And(all) })
}

/// CR 615.8 / 609.7a: "[the next time] a [red] source of your choice would deal damage
/// [to you] this turn" (after "the next time").
pub fn next_damage(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let source = np::np(c);
    let read = source.filter(|_| c.eat_words("of your choice would deal damage"));
    let Some(source) = read else {
        c.reset(m);
        return None;
    };
    let to = if c.eat("to") { np::np(c) } else { None };
    if !c.eat_words("this turn") {
        c.reset(m);
        return None;
    }
    Some(Cond::NextDamage { source, to, next: true })
}

/// CR 615.10: "[if] a source would deal damage to X" (after "if"): every damage event to
/// X, for a static ability.
pub fn source_would_deal(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let source = np::np(c).filter(|_| c.eat_words("would deal damage to"));
    let (Some(source), Some(to)) = (source, np::np(c)) else {
        c.reset(m);
        return None;
    };
    Some(Cond::NextDamage { source, to: Some(to), next: false })
}

/// CR 614.1a / 615.1a: "[if] [combat | noncombat] damage would be dealt to X [while C]"
/// (after "if"): every damage event to X, for a static replacement.
pub fn damage_would_be_dealt(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    let combat = c.eat("combat");
    let noncombat = !combat && c.eat("noncombat");
    let to = Some(()).filter(|_| c.eat_words("damage would be dealt to")).and_then(|_| np::np(c));
    let Some(to) = to else {
        c.reset(m);
        return None;
    };
    let while_ = if c.eat("while") {
        match super::cond::cond(c) {
            Some(k) => Some(Box::new(k)),
            None => {
                c.reset(m);
                return None;
            }
        }
    } else {
        None
    };
    Some(Cond::DamageWouldBeDealt { combat, noncombat, to, while_ })
}
