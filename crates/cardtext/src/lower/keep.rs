//! A player's own zones searched for some cards kept on top of their library (CR 701.23,
//! 401.4): "Search your library and graveyard for five cards and exile the rest. Put the
//! chosen cards on top of your library in any order." — one `PlayerMoves` of N cards
//! (`or_from`: the second zone) to `MoveTo::LibraryTop`, "the rest" exiled, lowered
//! across the two sentences that name the chosen cards.

use super::{refs, Lowered, Miss};
use super::ctx::Ctx;
use crate::syntax::ast::*;
use mw_ir::{CardZone, Effect, MoveTo, PlayerMoves, PlayerRef};

fn you(np: Option<&Np>) -> bool {
    matches!(np, Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })))
}

/// "search your library and graveyard for N cards": the card phrase and the zones.
fn search(s: &Stmt) -> Option<(&Clause, &ObjNp, ZoneList)> {
    let Stmt::Clause(c) = s else { return None };
    let (Some(Np::Objects(o)), [Arg::From(z)]) = (&c.object, c.args.as_slice()) else { return None };
    let ZoneWord::Several(l) = z.zone else { return None };
    if l.and_or {
        return None;
    }
    (c.verb == Verb::Search && c.subject.is_none() && !c.negated && you(z.whose.as_deref()) && o.noun == Noun::Card).then_some((c, o, l))
}

/// "exile the rest".
fn exile_rest(s: &Stmt) -> bool {
    let Stmt::Clause(c) = s else { return false };
    c.verb == Verb::Exile && c.subject.is_none() && c.args.is_empty() && matches!(&c.object, Some(Np::Ref(RefNp { word: RefWord::Rest, .. })))
}

/// "put the chosen cards on top of your library in any order".
fn put_on_top(s: &Stmt) -> bool {
    let Stmt::Clause(c) = s else { return false };
    let top = matches!(&c.args[..], [Arg::Dest(Dest::Library { whose, pos: LibraryPos::Top }), Arg::Order(OrderWord::Any)] if you(whose.as_ref()));
    c.verb == Verb::Put && c.subject.is_none() && top && matches!(&c.object, Some(Np::Ref(RefNp { word: RefWord::Chosen, plural: true, .. })))
}

/// The instruction and how many sentences it used, when `s` begins with one.
pub fn run(cx: &mut Ctx, s: &[Sentence]) -> Option<Lowered<(Vec<Effect>, usize)>> {
    let [first, second, ..] = s else { return None };
    let Stmt::Seq(v) = &first.body else { return None };
    let [search_stmt, rest] = v.as_slice() else { return None };
    let (c, o, zones) = search(search_stmt)?;
    if !exile_rest(rest) || !put_on_top(&second.body) {
        return None;
    }
    let miss = |w: &str| Miss::new(c.span.clone(), format!("search kept on top: {w}"));
    Some((|| {
        let count = match o.det {
            Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && (1..=20).contains(&a) => a as u8,
            _ => return Err(miss("that many cards")),
        };
        let (from, or_from) = match (zones.library, zones.graveyard, zones.hand) {
            (true, true, false) => (CardZone::Library, Some(CardZone::Graveyard)),
            (true, false, true) => (CardZone::Library, Some(CardZone::Hand)),
            _ => return Err(miss("those zones")),
        };
        let filter = refs::obj_filter(cx, &ObjNp { zone: None, ..o.clone() })?;
        let m = PlayerMoves { player: PlayerRef::You, from, filter, count: Some(count), to: MoveTo::LibraryTop { rest_exiled: true }, or_from };
        Ok((vec![Effect::PlayerMoves(m)], 2))
    })())
}
