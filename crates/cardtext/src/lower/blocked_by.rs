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
    let filter = blocker_filter(cx, c, by)?;
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


/// CR 509.1b: the creatures "[except] by [creatures]" names, as a filter of blockers: a
/// bare plural ("Walls", "creatures with flying", "black creatures"), no number ("two or
/// more creatures"), no controller, no chosen color.
pub(super) fn blocker_filter(cx: &Ctx, c: &Clause, by: &Np) -> Lowered<mw_ir::ObjectFilter> {
    let Np::Objects(o) = by else { return Err(miss(c, "can't be blocked by a reference")) };
    if o.det != Det::Bare || o.zone.is_some() || that_color(&o.filter).is_some() {
        return Err(miss(c, "can't be blocked by those objects"));
    }
    let filter = refs::obj_filter(cx, o)?;
    if filter.controller != mw_ir::Controller::Any {
        return Err(miss(c, "can't be blocked by creatures a player controls"));
    }
    Ok(filter)
}

/// CR 509.1b: a static ability's "[subject] can't be blocked [except] by [creatures]"
/// (Black Scarab's enchanted creature, Signal Pest's "except by creatures with flying or
/// reach", Kor Castigator's "by Eldrazi Scions"): the restriction as an ability the
/// subject has (given, for another subject, CR 613.1f). None: the clause says no "by".
pub(super) fn static_blocked_by(cx: &Ctx, c: &Clause, granted: &mut Vec<mw_ir::Ability>) -> Option<Lowered<Vec<mw_ir::Change>>> {
    let Some(Arg::BlockedBy { by, except }) = c.args.iter().find(|a| matches!(a, Arg::BlockedBy { .. })) else { return None };
    let plain = matches!(c.args.as_slice(), [Arg::Words(w), Arg::BlockedBy { .. }] if cx.words(w) == "blocked");
    if c.verb != Verb::Be || !c.negated || c.object.is_some() || !plain {
        return Some(Err(miss(c, "can't be blocked by those creatures with more")));
    }
    Some(blocker_filter(cx, c, by).map(|filter| {
        granted.push(mw_ir::Ability::Static(mw_ir::SelfStatic::CantBeBlockedBy { filter, except: *except }));
        vec![mw_ir::Change::Grant(granted.len() as u8)]
    }))
}
