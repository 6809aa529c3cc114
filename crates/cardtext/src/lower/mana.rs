//! Adding mana (CR 106): "add {G}", "add {R} or {G}", "add one mana of any color", "add
//! two mana of any one color", "add one mana of the chosen color", "add two mana in any
//! combination of colors".

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, ManaProduction};
use mw_types::{Color, ColorSet, ManaSymbol, ManaType};

pub fn add(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if c.subject.is_some() || c.args.len() != 1 {
        return Err(Miss::new(c.span.clone(), "add: more than mana"));
    }
    let Some(Arg::Mana(m)) = c.args.first() else { return Err(Miss::new(c.span.clone(), "add: no mana")) };
    Ok(vec![Effect::AddMana(production(cx, m, &c.span)?)])
}

pub fn production(cx: &mut Ctx, m: &ManaNp, span: &crate::syntax::lexer::Span) -> Lowered<ManaProduction> {
    let miss = |w: &str| Miss::new(span.clone(), format!("add: {w}"));
    let all: ColorSet = Color::ALL.into_iter().collect();
    Ok(match m {
        ManaNp::Symbols(s) => {
            let mut types = smallvec::SmallVec::new();
            for sym in s {
                types.push(match sym {
                    ManaSymbol::Colored(c) => ManaType::of_color(*c),
                    ManaSymbol::Colorless => ManaType::Colorless,
                    _ => return Err(miss("that symbol")),
                });
            }
            ManaProduction::Fixed(types)
        }
        ManaNp::OneOf(s) => {
            let mut colors = ColorSet::EMPTY;
            for sym in s {
                match sym {
                    ManaSymbol::Colored(c) => colors.insert(*c),
                    _ => return Err(miss("a choice of that symbol")),
                }
            }
            ManaProduction::OneOf { colors, amount: 1 }
        }
        ManaNp::AnyColor { amount: AmountNp::N(1), one_color: false, any_type: false } => ManaProduction::OneOf { colors: all, amount: 1 },
        ManaNp::AnyColor { amount: AmountNp::N(n), one_color: true, any_type: false } if (1..=10).contains(n) => ManaProduction::OneOf { colors: all, amount: *n },
        // CR 107.3a: "X mana of any one color, where X is …": a fixed number, or a count
        // figured as the mana is added; an X nobody defined (one paid in a cost) refused.
        ManaNp::AnyColor { amount: a, one_color: true, any_type: false } if !matches!(a, AmountNp::N(_)) => {
            match super::amount::amount(cx, a, span)? {
                mw_ir::Amount::Fixed(n) if (1..=10).contains(&n) => ManaProduction::OneOf { colors: all, amount: n as u32 },
                mw_ir::Amount::Fixed(_) => return Err(miss("that much mana of one color")),
                // X: ", where X is …" defines it after the clause (`where_x::where_x`);
                // a mana ability left with an undefined X is refused (`abilities`).
                amount => ManaProduction::OneOfAmount { colors: all, amount },
            }
        }
        ManaNp::ChosenColor => ManaProduction::ChosenColor { or: ColorSet::EMPTY },
        ManaNp::ExiledCardColors => ManaProduction::LinkedExiledColors,
        // CR 106.1: each mana's color chosen; X and counted amounts aren't enumerable
        // choices yet.
        ManaNp::Combination { amount: AmountNp::N(n), colors: syms, distinct } if (1..=5).contains(n) => {
            let mut colors = if syms.is_empty() { all } else { ColorSet::EMPTY };
            for sym in syms {
                match sym {
                    ManaSymbol::Colored(c) => colors.insert(*c),
                    _ => return Err(miss("a combination of that symbol")),
                }
            }
            if *distinct && *n as usize > colors.iter().count() {
                return Err(miss("more different colors than there are"));
            }
            ManaProduction::Combination { colors, amount: *n, distinct: *distinct }
        }
        // "an amount of {C} equal to that spell's mana value" (CR 106.1).
        ManaNp::Times(sym, a) => {
            let mana = match sym {
                ManaSymbol::Colored(c) => ManaType::of_color(*c),
                ManaSymbol::Colorless => ManaType::Colorless,
                _ => return Err(miss("that symbol")),
            };
            ManaProduction::Amount { mana, amount: super::amount::amount(cx, a, span)? }
        }
        // One ability per group only as a mana ability's own line (`abilities::activated`).
        ManaNp::Groups(_) => return Err(miss("one of several groups of mana")),
        _ => return Err(miss("that amount of mana")),
    })
}
