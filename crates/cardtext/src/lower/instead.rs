//! "Instead" (CR 608.2c: the text read as a whole): "~ deals 4 damage instead if you
//! control three or more artifacts" replaces the earlier instruction of the same kind,
//! done when the condition holds; the earlier one is done otherwise. The replacing
//! instruction takes what it leaves unsaid (the recipient of "deals 4 damage instead")
//! from the one it replaces.

use super::amount::{amount, condition};
use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::Effect;

/// Lowers "B instead if C" into `out`, pairing B with the latest earlier instruction of
/// its kind there.
pub fn instead(cx: &mut Ctx, cond: &Cond, body: &Stmt, out: &mut Vec<Effect>, span: &Span) -> Lowered<()> {
    // CR 614.1a: "if X would die this turn, exile it instead": a replacement, not an
    // earlier instruction replaced.
    if let Cond::WouldDie { what } = cond {
        return super::exile_instead::would_die(cx, what, body, out, span);
    }
    if matches!(cond, Cond::Event(e) if e.is_empty()) {
        return Err(Miss::new(span.clone(), "instead: without a condition"));
    }
    // The replacing instruction comes first in the text, its condition after it.
    let before = cx.targets().len();
    let replacing = match body {
        Stmt::Clause(c) => clause(cx, c, out)?,
        other => super::effects::stmt(cx, other, span)?,
    };
    // CR 601.2c: targets are chosen as the spell is cast, before the condition is known;
    // a replacing instruction with targets of its own ("instead destroy target
    // creature") would need targets chosen by the condition: refused.
    if cx.targets().len() > before {
        return Err(Miss::new(span.clone(), "instead: targets of its own"));
    }
    let condition = condition(cx, cond, span)?;
    // "deals 3 damage to that player and 3 damage to that creature instead": several
    // instructions of one kind replace as many earlier ones of that kind, in order.
    let mut at = Vec::with_capacity(replacing.len());
    let mut from = out.len();
    for r in replacing.iter().rev() {
        let Some(i) = out[..from].iter().rposition(|e| same_kind(e, r)) else {
            return Err(Miss::new(span.clone(), "instead: no earlier instruction of its kind"));
        };
        at.push(i);
        from = i;
    }
    if replacing.is_empty() || (replacing.len() > 1 && replacing.iter().any(|r| !same_kind(r, &replacing[0]))) {
        return Err(Miss::new(span.clone(), "instead: several instructions of different kinds"));
    }
    // Each replaced instruction under the same condition, checked as each would begin
    // (CR 608.2c; FIXME: one instruction changing the condition for the next isn't seen
    // as the text read whole).
    for (r, i) in replacing.into_iter().zip(at.into_iter().rev()) {
        let replaced = std::mem::replace(&mut out[i], Effect::Proliferate);
        out[i] = Effect::If { condition, effect: Box::new(r), otherwise: Some(Box::new(replaced)) };
    }
    Ok(())
}

/// The replacing clause; "deals N damage" without a recipient deals it to the replaced
/// instruction's, and "it deals N damage instead" is the same source's damage ("~ deals 2
/// damage to target creature. If …, it deals 3 damage instead": "it" is ~, not the
/// target named since).
fn clause(cx: &mut Ctx, c: &Clause, out: &[Effect]) -> Lowered<Vec<Effect>> {
    let replaced = out.iter().rev().find_map(|e| match core(e) {
        Effect::DealDamage { source, to, .. } => Some((*source, *to)),
        _ => None,
    });
    let bare_deal = c.verb == Verb::Deal && !c.args.iter().any(|a| matches!(a, Arg::To(_)));
    if let (true, Some((from, to))) = (bare_deal, replaced) {
        let [Arg::Amount(a)] = c.args.as_slice() else {
            return Err(Miss::new(c.span.clone(), "instead: deals what"));
        };
        let source = match &c.subject {
            Some(Np::Ref(_)) => from,
            Some(np) => refs::one(cx, np)?,
            None => return Err(Miss::new(c.span.clone(), "instead: deals from what")),
        };
        return Ok(vec![Effect::DealDamage { source, amount: amount(cx, a, &c.span)?, to }]);
    }
    super::verbs::clause(cx, c)
}

/// The instruction itself, under the conditions that guard it.
fn core(e: &Effect) -> &Effect {
    match e {
        Effect::If { effect, otherwise: None, .. } => core(effect),
        e => e,
    }
}

/// Whether two instructions are of one kind (the same verb).
fn same_kind(a: &Effect, b: &Effect) -> bool {
    std::mem::discriminant(core(a)) == std::mem::discriminant(core(b))
}
