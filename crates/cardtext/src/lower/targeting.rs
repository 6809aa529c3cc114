//! Requirements on other players' choices of targets (CR 601.2c, 602.2b): "while
//! choosing targets as part of casting a spell or activating an ability, your opponents
//! must choose at least one Flagbearer on the battlefield if able".

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::Ability;

pub fn must_target(cx: &mut Ctx, k: &MustTargetNp) -> Lowered<Vec<Ability>> {
    let miss = |w: &str| Miss::new(k.span.clone(), format!("must target: {w}"));
    let opponents = matches!(
        k.chooser,
        Np::Player(PlayerNp { who: PlayerWord::YourOpponents, .. }) | Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A | Det::Each })
    );
    if !opponents {
        return Err(miss("players other than opponents"));
    }
    let Np::Objects(o) = &k.what else { return Err(miss("that kind of object")) };
    let on_battlefield = o.zone.as_ref().is_none_or(|z| z.zone == ZoneWord::Battlefield && z.whose.is_none());
    if !matches!(o.det, Det::Bare | Det::A) || o.noun != Noun::Permanent || !on_battlefield {
        return Err(miss("an object not on the battlefield"));
    }
    let filter = refs::obj_filter(cx, &ObjNp { zone: None, det: Det::A, ..o.clone() })?;
    Ok(vec![Ability::OpponentsMustTarget(filter)])
}
