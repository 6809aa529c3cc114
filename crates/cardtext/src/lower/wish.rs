//! A card a player owns revealed from outside the game (CR 400.11a) and put into their
//! hand, or chosen among the face-up cards they own in exile: "You may reveal a sorcery
//! card you own from outside the game and put it into your hand.", "You may reveal an
//! artifact card you own from outside the game or choose a face-up artifact card you own
//! in exile. Put that card into your hand." — one `PlayerMoves` of one card (`or_from`:
//! the second zone), lowered across the sentences that name it.

use super::ctx::Ctx;
use super::zones::{has_pred, without_pred};
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{CardZone, Effect, MoveTo, PlayerMoves, PlayerRef};

/// The instruction and how many sentences it used, when `s` begins with one.
pub fn run(cx: &mut Ctx, s: &[Sentence]) -> Option<Lowered<(Vec<Effect>, usize)>> {
    let first = s.first()?;
    let (may, body) = match &first.body {
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => (true, &**body),
        b => (false, b),
    };
    // "reveal … and put it into your hand" in one sentence, or "… Put that card into
    // your hand." as the next.
    let (reveal, used) = match body {
        Stmt::Seq(v) if v.len() == 2 && is_put_into_hand(&v[1]) => (&v[0], 1),
        b if s.get(1).is_some_and(|n| is_put_into_hand(&n.body)) => (b, 2),
        _ => return None,
    };
    let Stmt::Clause(c) = reveal else { return None };
    let Some(Np::Objects(o)) = &c.object else { return None };
    if c.verb != Verb::Reveal || c.subject.is_some() || c.negated || !o.zone.as_ref().is_some_and(|z| z.zone == ZoneWord::Outside) {
        return None;
    }
    Some(lower(cx, c, o, may).map(|e| (e, used)))
}

/// "put it into your hand", "put that card into your hand".
fn is_put_into_hand(s: &Stmt) -> bool {
    let Stmt::Clause(c) = s else { return false };
    let it = matches!(&c.object, Some(Np::Ref(r)) if !r.plural && matches!(r.word, RefWord::It | RefWord::That));
    let hand = matches!(c.args.as_slice(), [Arg::Dest(Dest::Hand { whose: None | Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) })]);
    c.verb == Verb::Put && c.subject.is_none() && !c.negated && it && hand
}

fn lower(cx: &mut Ctx, c: &Clause, o: &ObjNp, may: bool) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("outside the game: {w}"));
    let owned = Pred::OwnedBy(Box::new(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You })));
    if o.det != Det::A || !has_pred(&o.filter, &owned) {
        return Err(miss("a card not one you own"));
    }
    let or_from = match c.args.as_slice() {
        [] => None,
        // "or choose a face-up [same kind] card you own in exile".
        [Arg::OrChoose(Np::Objects(e))] => {
            let in_exile = e.zone.as_ref().is_some_and(|z| z.zone == ZoneWord::Exile && z.whose.is_none());
            if !in_exile || e.det != Det::A || without_pred(&e.filter, &Pred::FaceUp) != o.filter {
                return Err(miss("another card to choose"));
            }
            Some(CardZone::Exile)
        }
        _ => return Err(miss("another argument")),
    };
    let bare = ObjNp { zone: None, ..o.clone() };
    let filter = refs::obj_filter(cx, &bare)?;
    let e = Effect::PlayerMoves(PlayerMoves { player: PlayerRef::You, from: CardZone::Outside, filter, count: Some(1), to: MoveTo::Hand, or_from });
    Ok(vec![if may { super::effects::optional(e) } else { e }])
}
