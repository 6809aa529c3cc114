//! Conditions joined by "or" that share words (issue 17): "you control a Swamp or a
//! Mountain", the verb "control" shared by the second object (CR 602.5b's "activate only
//! if …", "enters tapped unless …", "can't attack unless …").

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// "you control a Swamp or a Mountain": the verb shared by a second object after "or",
/// one object of either kind (`Pred::Or` of the two phrases' qualities).
pub(super) fn control_either(c: &mut Cursor, first: &Cond) -> Option<Cond> {
    let Cond::Control { who, what: Np::Objects(a) } = first else { return None };
    let m = c.mark();
    let single = |o: &ObjNp| o.det == Det::A && o.zone.is_none() && !o.plural;
    let ends = |c: &Cursor| c.at_end() || c.is_comma() || c.is("and") || c.is_kind(|k| matches!(k, TokenKind::Period));
    match super::cond::controlled(c) {
        Some(Np::Objects(b)) if single(a) && single(&b) && a.noun == b.noun && ends(c) => {
            let filter = Pred::Or(vec![a.filter.clone(), b.filter]);
            let what = Np::Objects(ObjNp { span: a.span.start..b.span.end, filter, ..a.clone() });
            Some(Cond::Control { who: who.clone(), what })
        }
        _ => {
            c.reset(m);
            None
        }
    }
}
