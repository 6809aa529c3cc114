//! Prevention instructions (CR 615): "prevent all combat damage that would be dealt this
//! turn" (Fog), "prevent all damage that sources of the color of your choice would deal
//! this turn" (a color chosen as the instruction resolves, CR 608.2d), "… that red
//! sources would deal this turn".

use super::ctx::Ctx;
use super::verbs::{miss, only};
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Choice, Effect, TurnRule};
use mw_types::ColorSet;

pub fn prevent(_cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Prevent(_) | Arg::Duration(DurationNp::ThisTurn)))?;
    let Some(Arg::Prevent(p)) = c.args.iter().find(|a| matches!(a, Arg::Prevent(_))) else { return Err(miss(c, "prevent: what")) };
    if c.subject.is_some() || c.object.is_some() {
        return Err(miss(c, "prevent: a subject or object"));
    }
    if p.that {
        return Err(miss(c, "prevent: that damage without \"the next time\""));
    }
    // CR 615.1: these effects last for the turn the text says.
    if !c.args.iter().any(|a| matches!(a, Arg::Duration(DurationNp::ThisTurn))) {
        return Err(miss(c, "prevent: without \"this turn\""));
    }
    if p.amount.is_some() || p.to.is_some() {
        return Err(miss(c, "prevent: the next N damage or damage to a recipient"));
    }
    match &p.by {
        None if p.combat => Ok(vec![Effect::TurnRule(TurnRule::PreventCombatDamage)]),
        None => Err(miss(c, "prevent: all damage")),
        Some(Np::Objects(o)) if o.noun == Noun::Source && o.det == Det::Bare => {
            let colors = source_colors(&o.filter).ok_or_else(|| miss(c, "prevent: sources of that quality"))?;
            let mut out = Vec::new();
            if colors.is_none() {
                out.push(Effect::Choose(Choice::Color));
            }
            out.push(Effect::PreventDamageFrom { colors, combat: p.combat });
            Ok(out)
        }
        Some(_) => Err(miss(c, "prevent: damage those would deal")),
    }
}

/// The colors of the sources named: `Some(None)` for "of the color of your choice",
/// `Some(Some(colors))` for "red sources", "white and/or blue sources".
fn source_colors(p: &Pred) -> Option<Option<ColorSet>> {
    match p {
        Pred::OfYourChoice(ChosenWord::Color) => Some(None),
        Pred::Color(k) => Some(Some(ColorSet::single(*k))),
        Pred::Or(ps) => {
            let mut set = ColorSet::EMPTY;
            for q in ps {
                let Pred::Color(k) = q else { return None };
                set.insert(*k);
            }
            Some(Some(set))
        }
        _ => None,
    }
}
