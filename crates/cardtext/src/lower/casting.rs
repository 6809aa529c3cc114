//! Permissions to cast (CR 601.3): "[player] may cast that card without paying its mana
//! cost" as an instruction (CR 118.9, 608.2g: cast while the ability resolves, timing
//! aside) and "you may cast Spirit spells as though they had flash" as a static ability
//! (CR 601.3b, 702.8a).

use super::ctx::{Antecedent, Ctx};
use super::refs;
use super::verbs::only;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Ability, Effect, Subject};

fn miss(c: &Clause, what: &str) -> Miss {
    Miss::new(c.span.clone(), format!("cast: {what}"))
}

/// CR 118.9: "cast that card (the exiled card) without paying its mana cost", only
/// inside "[player] may" (the engine asks that player, `Effect::MayCastFree`); a cast
/// the text makes mandatory is a miss.
pub fn cast_free(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::WithoutPaying))?;
    if c.args.is_empty() || c.negated || c.subject.is_some() {
        return Err(miss(c, "paying its cost, or another player's"));
    }
    if !cx.may {
        return Err(miss(c, "a cast the text requires"));
    }
    let subject = match c.object.as_ref().ok_or_else(|| miss(c, "no object"))? {
        n if refs::linked_exiled(cx, n).is_some() => Subject::LinkedExiled,
        Np::Ref(r) if !r.plural => refs::reference(cx, r)?.subject,
        _ => return Err(miss(c, "that object")),
    };
    // The engine casts a card from exile only (`Game::begin_free_cast`): the card a
    // linked ability exiled.
    if subject != Subject::LinkedExiled {
        return Err(miss(c, "that object"));
    }
    Ok(vec![Effect::MayCastFree { subject }])
}

/// "The exiled card's owner": the card is named next as "that card" (CR 607.2a).
pub fn name_linked(cx: &mut Ctx) {
    cx.push_ref(Antecedent { subject: Subject::LinkedExiled, noun: Noun::Card, types: Vec::new(), plural: false });
}

/// CR 601.3b / 702.8a: "You may cast [spells] as though they had flash." (None: not
/// this sentence.)
pub fn flash_permission(cx: &mut Ctx, s: &Stmt) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s else { return None };
    let Stmt::Clause(c) = &**body else { return None };
    if c.verb != Verb::Cast || c.negated || c.subject.is_some() || !matches!(c.args.as_slice(), [Arg::AsThoughFlash]) {
        return None;
    }
    let o = match &c.object {
        Some(Np::Objects(o)) if o.det == Det::Bare && o.noun == Noun::Spell && o.zone.is_none() => o,
        _ => return Some(Err(miss(c, "as though it had flash: those objects"))),
    };
    Some(refs::obj_filter(cx, o).map(|f| vec![Ability::CastAsThoughFlash(f)]))
}
