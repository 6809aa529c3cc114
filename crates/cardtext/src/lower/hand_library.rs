//! Instructions on a player's hand and library: discarding (CR 701.9) and searching
//! (CR 701.23, with the "put it …" and "then shuffle" that fold into it).

use super::ctx::{Antecedent, Ctx};
use super::refs;
use super::verbs::{miss, obj, only, subject_player};
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Amount, Effect, PlayerRef, SearchTo};

/// CR 701.9: "discard a card", "discards two cards", "discard up to two cards", "discard
/// any number of cards", "discard your hand" / "all the cards in your hand", "discards a
/// card at random".
pub(super) fn discard(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Random))?;
    let player = subject_player(cx, c)?;
    let random = c.args.iter().any(|a| matches!(a, Arg::Random));
    let effect = match obj(c)? {
        Np::Objects(o) if o.noun == Noun::Card && matches!(o.filter, Pred::True) && o.zone.is_none() => {
            let (amount, up_to) = match o.det {
                Det::A => (Amount::Fixed(1), false),
                Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b => (Amount::Fixed(a as i32), false),
                Det::Number(Count { min: CountNum::X, max: CountNum::X }) => (Amount::X, false),
                // CR 701.9a: as many as the player chooses, at most N (or all of them).
                Det::Number(Count { min: CountNum::N(0), max: CountNum::N(b) }) if !random => (Amount::Fixed(b as i32), true),
                Det::Number(Count { min: CountNum::N(0), max: CountNum::Any }) if !random => (Amount::Fixed(super::amount::MAX_NUMBER), true),
                _ => return Err(miss(c, "that many cards")),
            };
            Effect::Discard { player, amount, random, up_to }
        }
        Np::ZoneCards(ZoneNp { zone: ZoneWord::Hand, .. }) => Effect::DiscardHand { player },
        // "discard all the cards in your hand": the hand (CR 701.9a).
        Np::Objects(ObjNp { noun: Noun::Card, filter: Pred::True, det: Det::Each, zone: Some(ZoneNp { zone: ZoneWord::Hand, whose: Some(w) }), .. })
            if !random && refs::player(cx, w)? == player =>
        {
            Effect::DiscardHand { player }
        }
        // CR 701.9a: "discard a land card": the player chooses one of that kind from their
        // own hand (none if they have none: not done, CR 118.3).
        Np::Objects(o) if o.noun == Noun::Card && o.det == Det::A && o.zone.is_none() && player == PlayerRef::You && !random => {
            let filter = refs::obj_filter(cx, o)?;
            return Ok(vec![Effect::RevealChooseDiscard { player, filter, exile: false, look: true, optional: cx.may }]);
        }
        _ => return Err(miss(c, "those cards")),
    };
    that_many_discarded(cx, &effect);
    Ok(vec![effect])
}

/// CR 608.2c: "that many" after one player's discard of a number the text doesn't state
/// (a hand, "up to two", "any number") is the number of cards they discarded this way;
/// after several players' (each their own number) or a second such discard, a miss.
fn that_many_discarded(cx: &mut Ctx, e: &Effect) {
    let player = match *e {
        Effect::Discard { player, up_to: true, .. } | Effect::DiscardHand { player } => player,
        _ => return,
    };
    let one = !matches!(player, PlayerRef::EachPlayer | PlayerRef::EachOpponent);
    if one && cx.that_many.is_none() && !cx.uncounted {
        cx.that_many = Some(Amount::Count { of: mw_ir::Counted::DiscardedThisWay { greatest: false }, times: 1 });
    } else {
        cx.uncounted = true;
    }
}

/// CR 701.23: "search your library for a basic land card" (then "put it …", "then
/// shuffle" fold into it).
pub(super) fn search(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::From(ZoneNp { zone: ZoneWord::Library | ZoneWord::Several(_), whose: Some(_) })))?;
    // CR 701.23: "your library and/or graveyard": either zone or both (the searcher's
    // choice; "if you search your library this way, shuffle" is the search's own).
    let graveyard = match c.args.iter().find_map(|a| if let Arg::From(z) = a { Some(z.zone) } else { None }) {
        Some(ZoneWord::Several(l)) if l.library && l.graveyard && !l.hand && l.and_or => true,
        Some(ZoneWord::Several(_)) => return Err(miss(c, "search: those zones")),
        _ => false,
    };
    // "your library"; "their library" where they are the instruction's "you" (another
    // player's search, `Effect::ByPlayer`).
    for a in &c.args {
        if let Arg::From(ZoneNp { whose: Some(w), .. }) = a {
            if refs::player(cx, w)? != mw_ir::PlayerRef::You {
                return Err(miss(c, "search: another player's library"));
            }
        }
    }
    let Some(Np::Objects(o)) = &c.object else { return Err(miss(c, "no object")) };
    // CR 107.3: "with mana value X or less": X counted as the search begins.
    let (pred, only) = refs::split_relative(cx, &o.filter, &o.span)?;
    if matches!(only, Some(mw_ir::Relative::SameNameAs { .. })) {
        return Err(miss(c, "search: a card named like an object"));
    }
    let filter = refs::obj_filter(cx, &ObjNp { filter: pred, ..o.clone() })?;
    let no_quality = filter == mw_ir::ObjectFilter::default();
    // CR 107.3, 701.23b: "up to X [quality] cards": at most X, counted as it begins
    // (with no quality, the engine's search would have to find X).
    let most = match o.det {
        Det::Number(Count { min: CountNum::N(0), max: CountNum::X }) if !no_quality && !graveyard => Some(Amount::X),
        _ => None,
    };
    let count = if most.is_some() { 0 } else { search_count(c, &o.det, no_quality)? };
    if graveyard && count != 1 {
        return Err(miss(c, "search library and/or graveyard: that many cards"));
    }
    cx.searching = true;
    cx.search_graveyard = graveyard;
    cx.push_ref(Antecedent { subject: super::ctx::UNNAMEABLE, noun: Noun::Card, types: Vec::new(), plural: count > 1 || most.is_some() });
    Ok(vec![Effect::Search { filter, count, to: SearchTo::Hand, reveal: false, only, graveyard, most }])
}

/// How many cards a search finds at most: "a card", "up to two …", "three cards" (CR
/// 701.23d: a bare quantity must be found while the library holds it; with a stated
/// quality, fewer may be, CR 701.23b), "any number of [quality] cards" (as many as the
/// searcher wants). "Any number of cards" with no quality is refused: the engine's
/// search must find every card it may when no quality is stated.
fn search_count(c: &Clause, det: &Det, no_quality: bool) -> Lowered<u8> {
    Ok(match *det {
        Det::A => 1,
        Det::Number(Count { min: CountNum::N(0), max: CountNum::N(n) }) => n as u8,
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && b < 255 => b as u8,
        Det::Number(Count { min: CountNum::N(0), max: CountNum::Any }) if !no_quality => u8::MAX,
        _ => return Err(miss(c, "that many cards")),
    })
}
