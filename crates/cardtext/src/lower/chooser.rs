//! CR 603.3d: "[that player] chooses target player who controls more creatures than they
//! do and is their opponent" (the Oaths): a target a player other than the controller
//! chooses as the triggered ability is put on the stack, with qualities relative to that
//! player. "The first player" in the instructions after it is the chooser.

use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, PlayerRef, Relative, TargetKind, TargetSpec};

/// The clause announces the target and does nothing itself.
pub fn chooses_target(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let miss = |what: &str| Miss::new(c.span.clone(), format!("chooses target: {what}"));
    let [Arg::ControlsMore(more)] = c.args.as_slice() else { return Err(miss("other words")) };
    let Some(subject) = &c.subject else { return Err(miss("no chooser")) };
    // Only a trigger's "that player" is known as the ability is put on the stack.
    let chooser = refs::player(cx, subject)?;
    if chooser != PlayerRef::ThatPlayer {
        return Err(miss("a chooser other than the trigger's player"));
    }
    let filter = refs::obj_filter(cx, more)?;
    let spec = TargetSpec { chooser: Some(chooser), only: Some(Relative::ControlsMore(filter)), ..TargetSpec::new(TargetKind::Opponent) };
    // Not pushed as a named player: "that player" after it stays the chooser.
    cx.push_target(spec);
    cx.first_player = Some(chooser);
    Ok(Vec::new())
}
