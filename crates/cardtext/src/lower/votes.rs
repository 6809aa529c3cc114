//! Voting (CR 701.38): the vote's instruction, and the option an outcome names ("for
//! each death vote", "if time gets more votes") found among the vote's named options.

use super::ctx::Ctx;
use super::Lowered;
use super::Miss;
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::effect::VoteOn;
use mw_ir::Effect;

/// The most named options a vote has (the gym and the engine number them in a byte).
const MAX_OPTIONS: usize = 8;

/// CR 701.38a: "starting with you, each player votes for …".
pub fn vote(cx: &mut Ctx, v: &VoteNp, span: &Span) -> Lowered<Vec<Effect>> {
    match v {
        VoteNp::Words(options) if options.len() <= MAX_OPTIONS => {
            cx.votes = Some(options.clone());
            Ok(vec![Effect::Vote(VoteOn::Words(options.len() as u8))])
        }
        VoteNp::Words(_) => Err(Miss::new(span.clone(), "vote: too many options")),
        // A permanent on the battlefield, one per vote (a card in a zone isn't a
        // permanent yet).
        VoteNp::Object(Np::Objects(o)) if o.noun == Noun::Permanent && o.zone.is_none() && !o.plural && matches!(o.det, Det::A) => {
            let filter = super::refs::obj_filter(cx, o)?;
            cx.votes = Some(Vec::new());
            Ok(vec![Effect::Vote(VoteOn::Permanent(filter))])
        }
        VoteNp::Object(_) => Err(Miss::new(span.clone(), "vote: for an object of that kind")),
    }
}

/// CR 701.38: "if X gets more votes [or the vote is tied]"; CR 705.2: "if you win the
/// flip" is read only as a sentence right after the flip (`effects::flip_outcome`).
pub fn condition(cx: &Ctx, c: &Cond, span: &Span) -> Lowered<mw_ir::Condition> {
    match c {
        Cond::VoteWins { option: name, or_tied } => Ok(mw_ir::Condition::VoteWins { option: option(cx, name, span)?, or_tied: *or_tied }),
        _ => Err(Miss::new(span.clone(), "the flip: not right after a flip")),
    }
}

/// The number (from 0) of a named option of the vote before.
pub fn option(cx: &Ctx, name: &str, span: &Span) -> Lowered<u8> {
    cx.votes
        .as_ref()
        .and_then(|v| v.iter().position(|o| o == name))
        .map(|i| i as u8)
        .ok_or_else(|| Miss::new(span.clone(), format!("vote: \"{name}\" is no option of a vote before")))
}
