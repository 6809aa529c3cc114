//! Statics that keep spells from being countered (CR 101.2, 701.6a): "green spells you
//! control can't be countered", "creature spells can't be countered", "creature and
//! enchantment spells you control can't be countered". The spell's own "this spell can't
//! be countered" is `SelfStatic::CantBeCountered`, read elsewhere.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::Ability;

/// "[quality] spells [you control] can't be countered" (None: not that statement).
pub fn statement(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::Clause(c) = s else { return None };
    let [Arg::Words(w)] = c.args.as_slice() else { return None };
    if !c.negated || c.verb != Verb::Be || c.object.is_some() || cx.words(w) != "countered" {
        return None;
    }
    let spells = match &c.subject {
        Some(Np::Objects(o)) if o.noun == Noun::Spell && o.det == Det::Bare && o.zone.is_none() => vec![o],
        // "creature and enchantment spells you control": each kind, the same controller.
        Some(Np::And(items)) => items.iter().map(|i| if let Np::Objects(o) = i { Some(o) } else { None }).collect::<Option<Vec<_>>>()?,
        _ => return None,
    };
    Some(spells.into_iter().map(|o| {
        if o.noun != Noun::Spell {
            return Err(Miss::new(span.clone(), "static: that can't be countered"));
        }
        refs::obj_filter(cx, &ObjNp { det: Det::A, ..o.clone() }).map(Ability::SpellsCantBeCountered)
    }).collect())
}
