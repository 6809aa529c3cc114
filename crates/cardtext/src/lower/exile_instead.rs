//! Replacement instructions about dying (CR 614.1a): "if that creature would die this
//! turn, exile it instead", "if a creature dealt damage this way would die this turn,
//! exile it instead": the objects named get an exile-instead replacement for the turn.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Effect, Subject};

/// Lowers "If [what] would die this turn, exile it instead" after the instructions in
/// `out` (those that dealt the damage "this way").
pub fn would_die(cx: &mut Ctx, what: &Np, body: &Stmt, out: &mut Vec<Effect>, span: &Span) -> Lowered<()> {
    if !exile_it(body) {
        return Err(Miss::new(span.clone(), "would die: another replacement"));
    }
    match what {
        Np::Objects(o) if o.det == Det::A && this_way(cx, &o.filter) => dealt_this_way(cx, o, out, span),
        Np::Ref(_) => {
            let subject = refs::one(cx, what)?;
            out.push(Effect::ExileInstead { subject, any_zone: false });
            Ok(())
        }
        _ => Err(Miss::new(span.clone(), "would die: that object")),
    }
}

/// "exile it" (the body of the replacement), nothing else.
fn exile_it(body: &Stmt) -> bool {
    matches!(body, Stmt::Clause(Clause { verb: Verb::Exile, subject: None, negated: false, object: Some(Np::Ref(RefNp { word: RefWord::It, plural: false, .. })), args, .. }) if args.is_empty())
}

/// Whether a phrase's predicate says "dealt damage this way".
fn this_way(cx: &Ctx, p: &Pred) -> bool {
    let is = |l: &Pred| matches!(l, Pred::Words(s) if cx.words(s) == "dealt damage this way");
    match p {
        Pred::And(v) => v.iter().any(is),
        l => is(l),
    }
}

/// "a creature dealt damage this way": of a spell, every such object the spell dealt
/// damage to (it deals damage only as its instructions say; damage prevented isn't
/// dealt, CR 615.1), each given the replacement.
fn dealt_this_way(cx: &mut Ctx, o: &ObjNp, out: &mut Vec<Effect>, span: &Span) -> Lowered<()> {
    if !cx.spell {
        // A permanent's ability: its source may have dealt damage earlier this turn.
        return Err(Miss::new(span.clone(), "would die: dealt damage this way by a permanent"));
    }
    let deals = |e: &Effect| match e {
        Effect::DealDamage { .. } | Effect::DealDamageDivided { .. } => true,
        Effect::ForEach { effect, .. } => matches!(**effect, Effect::DealDamage { .. }),
        _ => false,
    };
    if !out.iter().any(deals) {
        return Err(Miss::new(span.clone(), "would die: no damage dealt this way"));
    }
    let rest = match &o.filter {
        Pred::And(v) => Pred::And(v.iter().filter(|l| !this_way(cx, l)).cloned().collect()),
        _ => Pred::True,
    };
    let mut f = refs::obj_filter(cx, &ObjNp { filter: rest, ..o.clone() })?;
    f.props.damaged_by_source = true;
    out.push(Effect::ForEach { filter: f, effect: Box::new(Effect::ExileInstead { subject: Subject::Each, any_zone: false }), only: None });
    Ok(())
}
