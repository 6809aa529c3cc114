//! "Spells and abilities your opponents control can't cause their controller to search
//! their library." (CR 101.2, 701.19): a static ability forbidding what the controller's
//! opponents' spells and abilities would make a player do (`SelfStatic::OpponentsCantCause`).

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Ability, CausedAction, SelfStatic};

/// CR 101.2: "[spells and abilities your opponents control] can't cause [player] to [do
/// something]" (None: not the verb "cause").
pub fn cant_cause(cx: &Ctx, s: &Stmt) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::Clause(c) = s else { return None };
    if c.verb != Verb::Cause {
        return None;
    }
    let miss = |w: &str| Miss::new(c.span.clone(), format!("can't cause: {w}"));
    let opponents = |p: &Np| matches!(p, Np::Player(PlayerNp { who: PlayerWord::YourOpponents | PlayerWord::Opponent, .. }));
    let theirs = matches!(&c.subject, Some(Np::Objects(ObjNp { noun: Noun::SpellOrAbility, filter: Pred::ControlledBy(p), .. })) if opponents(p));
    if !c.negated || !theirs {
        return Some(Err(miss("that subject")));
    }
    // "their controller": the controller of the spell or ability.
    let their_controller = matches!(&c.object, Some(Np::PlayerOf { of, rel: PlayerRel::Controller }) if matches!(**of, Np::Ref(RefNp { noun: Noun::SpellOrAbility, .. })));
    let [Arg::Words(w)] = c.args.as_slice() else { return Some(Err(miss("that action"))) };
    let action = match (their_controller, cx.words(w)) {
        (true, "search their library") => CausedAction::ControllerSearch,
        (_, what) => return Some(Err(miss(what))),
    };
    Some(Ok(vec![Ability::Static(SelfStatic::OpponentsCantCause(action))]))
}
