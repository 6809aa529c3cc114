//! Payments another player may make to stop an instruction (CR 118.12): "counter target
//! spell unless its controller pays {3}", "… pays {X}, where X is ~'s power", "… pays {1}
//! for each card in your graveyard" (the "for each" is `effects::for_each`'s), and "A
//! unless you pay C" (CR 118.12a: you may pay C; if you don't, A).

use super::ctx::Ctx;
use super::verbs::{if_not_done, is_you};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Amount, Effect};
use mw_types::{ManaCost, ManaSymbol};

/// CR 118.12: "counter target spell unless its controller pays {3}".
pub fn unless(cx: &mut Ctx, body: &Stmt, payer: &Np, cost: &[CostItem], span: &Span) -> Lowered<Vec<Effect>> {
    // CR 107.3: ", where X is …" of the sentence defines the payment's X: the clause
    // carries it (`parser::stmt::define_x`); it is read after the instruction, whose
    // objects it may name ("where X is its mana value").
    let (body, x_def) = take_where_x(body);
    let mut inner = super::effects::stmt(cx, &body, span)?;
    let x = match &x_def {
        Some(a) => Some(super::amount::amount(cx, a, span)?),
        None => None,
    };
    let payer_ok = matches!(payer, Np::PlayerOf { rel: PlayerRel::Controller, .. });
    match (inner.pop(), inner.is_empty(), cost) {
        (Some(Effect::Counter { what, exile: false }), true, [CostItem::Mana(syms)]) if payer_ok => {
            let (cost, per) = mana_per(syms, x, span)?;
            Ok(vec![Effect::CounterUnlessPays { what, cost, life: 0, per }])
        }
        // CR 118.12a: "A unless you pay C" is "you may pay C. If you don't, A."
        (Some(e), true, [CostItem::Mana(syms)]) if x.is_none() && is_you(cx, payer)? && !syms.contains(&ManaSymbol::X) => {
            Ok(vec![Effect::MayPay { cost: ManaCost { symbols: syms.clone() }, times: Amount::one() }, if_not_done(e)])
        }
        (Some(e), true, [CostItem::Energy(n)]) if x.is_none() && is_you(cx, payer)? => Ok(vec![Effect::MayPayEnergy { amount: *n }, if_not_done(e)]),
        _ => Err(Miss::new(span.clone(), "unless: that payment")),
    }
}

/// The body without its clause's ", where X is …", and that definition.
fn take_where_x(body: &Stmt) -> (Stmt, Option<AmountNp>) {
    let mut body = body.clone();
    let mut x = None;
    if let Stmt::Clause(c) = &mut body {
        c.args.retain(|a| match a {
            Arg::WhereX(d) => {
                x = Some(d.clone());
                false
            }
            _ => true,
        });
    }
    (body, x)
}

/// CR 107.3: "{X}" defined as an amount is {1} that many times; "{X}" undefined is the
/// spell's own X (Power Sink's); any other cost is paid once, and a definition of X then
/// has nothing to define.
fn mana_per(syms: &[ManaSymbol], x: Option<Amount>, span: &Span) -> Lowered<(ManaCost, Option<Amount>)> {
    match (syms, x) {
        ([ManaSymbol::X], Some(n)) => Ok((ManaCost { symbols: vec![ManaSymbol::Generic(1)] }, Some(n))),
        ([ManaSymbol::X], None) => Ok((ManaCost { symbols: vec![ManaSymbol::Generic(1)] }, Some(Amount::X))),
        (s, None) if !s.contains(&ManaSymbol::X) => Ok((ManaCost { symbols: s.to_vec() }, None)),
        _ => Err(Miss::new(span.clone(), "unless: that payment of X")),
    }
}
