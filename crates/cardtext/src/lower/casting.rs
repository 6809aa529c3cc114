//! Casting without paying (CR 118.9, 608.2g): "[player] may cast that card without paying
//! its mana cost" as an instruction, cast while the ability resolves, timing aside ("as
//! though they had flash" is `cast_timing`'s).

use super::ctx::{Antecedent, Ctx};
use super::refs;
use super::verbs::only;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, Subject};

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
