//! Static abilities that give their controller a quality as a player (CR 702.11c,
//! 702.18a, 702.16k): "You have hexproof", "You have shroud", "You and creatures you
//! control have protection from the chosen card type" (the objects named beside "you"
//! get the same quality through a continuous effect of their own).

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, PlayerQuality, SelfStatic};

/// None unless the statement is "you [and objects] have …".
pub fn you_have(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::Clause(c) = s else { return None };
    if c.negated || c.verb != Verb::Have || c.object.is_some() {
        return None;
    }
    let you = |np: &Np| matches!(np, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    let others = match &c.subject {
        Some(np) if you(np) => None,
        Some(Np::And(v)) if v.len() == 2 && you(&v[0]) => Some(v[1].clone()),
        _ => return None,
    };
    Some(lower(cx, c, others, span))
}

fn lower(cx: &mut Ctx, c: &Clause, others: Option<Np>, span: &Span) -> Lowered<Vec<Ability>> {
    let miss = || Miss::new(c.span.clone(), "static: you have that quality");
    let [Arg::Keywords(ks)] = c.args.as_slice() else { return Err(miss()) };
    let [k] = ks.as_slice() else { return Err(miss()) };
    let quality = match (k.name.as_str(), &k.param) {
        ("hexproof", KeywordParam::None) => PlayerQuality::Hexproof,
        ("shroud", KeywordParam::None) => PlayerQuality::Shroud,
        ("protection", KeywordParam::Words(from)) if from.len() == 1 && cx.words(&from[0]) == "the chosen card type" => PlayerQuality::ProtectionFromChosenType,
        _ => return Err(miss()),
    };
    let mut out = vec![Ability::Static(SelfStatic::YouHave(quality))];
    if let Some(np) = others {
        // The objects beside "you": the same clause with them as its subject.
        let objects = Clause { subject: Some(np), ..c.clone() };
        out.extend(super::statics::statement(cx, &Stmt::Clause(objects), None, span)?);
    }
    Ok(out)
}
