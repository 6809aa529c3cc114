//! CR 509.1b: "~ can't be blocked this turn [except] by [creatures]" as an instruction:
//! the restriction as an ability the object has until end of turn, or, for "by creatures
//! of that color" after "Choose a color.", `Effect::CantBeBlockedByColor`.

use super::ctx::Ctx;
use super::verbs::{each_object, miss};
use super::{refs, Lowered};
use crate::syntax::ast::*;
use mw_ir::{Duration, Effect};

/// CR 509.1b: "~ can't be blocked this turn except by creatures with haste", "… by
/// Walls": the restriction as an ability the object has until end of turn.
pub(super) fn blocked_by_until(cx: &mut Ctx, c: &Clause, words: Option<&str>, by: &Np, except: bool) -> Lowered<Vec<Effect>> {
    let late = c.args.contains(&Arg::Duration(DurationNp::ThisTurn));
    let this_turn = if late { words == Some("blocked") && c.args.len() == 3 } else { words == Some("blocked this turn") && c.args.len() == 2 };
    if c.verb != Verb::Be || !this_turn {
        return Err(miss(c, "can't be blocked by, without this turn"));
    }
    let Np::Objects(o) = by else { return Err(miss(c, "can't be blocked by a reference")) };
    if o.det != Det::Bare || o.zone.is_some() {
        return Err(miss(c, "can't be blocked by a number of creatures"));
    }
    if let Some(rest) = that_color(&o.filter) {
        // CR 509.1b: "by creatures of that color" after "Choose a color.": the color
        // fixed as the instruction resolves.
        let f = refs::obj_filter(cx, &ObjNp { filter: rest, ..o.clone() })?;
        let creatures = mw_ir::ObjectFilter { card_type: Some(mw_types::CardType::Creature), ..Default::default() };
        if !cx.chose_color || except || f != creatures {
            return Err(miss(c, "can't be blocked by objects of that color"));
        }
        let s = c.subject.clone().ok_or_else(|| miss(c, "no subject"))?;
        return each_object(cx, &s, |s| Effect::CantBeBlockedByColor { subject: s, colors: None, duration: Duration::EndOfTurn });
    }
    let filter = refs::obj_filter(cx, o)?;
    if filter.controller != mw_ir::Controller::Any {
        return Err(miss(c, "can't be blocked by creatures a player controls"));
    }
    cx.granted.push(mw_ir::Ability::Static(mw_ir::SelfStatic::CantBeBlockedBy { filter, except }));
    let offset = u8::try_from(cx.granted.len()).map_err(|_| miss(c, "too many granted abilities"))?;
    let s = c.subject.clone().ok_or_else(|| miss(c, "no subject"))?;
    each_object(cx, &s, |s| Effect::GainAbility { subject: s, offset, duration: Duration::EndOfTurn })
}

/// The rest of a filter that says "of that color" (None: it doesn't).
fn that_color(p: &Pred) -> Option<Pred> {
    let that = Pred::Chosen(ChosenWord::ThatColor);
    match p {
        Pred::And(v) if v.contains(&that) => Some(Pred::And(v.iter().filter(|x| **x != that).cloned().collect())),
        x if *x == that => Some(Pred::True),
        _ => None,
    }
}

