//! Players picked by a relative clause (CR 608.2c): "each player who controls a
//! multicolored creature draws a card": the instruction happens for each of the players
//! the condition holds for, as that player ("you" of the condition and the instruction);
//! "you and target opponent each draw a card": the instruction for each of the two.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, PlayerRef};

/// A clause whose subject is "each player who …": `EachPlayerWho` around the clause
/// done by that player.
pub fn clause(cx: &mut Ctx, c: &Clause, players: &PlayerNp, cond: &Cond) -> Lowered<Vec<Effect>> {
    let group = match (players.det, players.who) {
        (Det::Each, PlayerWord::Player) => PlayerRef::EachPlayer,
        (Det::Each, PlayerWord::Opponent) => PlayerRef::EachOpponent,
        _ => return Err(Miss::new(c.span.clone(), "players who: that group")),
    };
    // CR 701.23a: "then each player who searched their library this way shuffles" after
    // "each player may search …": each search shuffles its own library already.
    if matches!(cond, Cond::SearchedLibrary) {
        return match (c.verb, &c.object, c.args.is_empty()) {
            (Verb::Shuffle, None, true) if cx.each_searched => Ok(Vec::new()),
            _ => Err(Miss::new(c.span.clone(), "players who searched: not a shuffle after each player's search")),
        };
    }
    // The condition, said of "that player", is asked of each as "you".
    let Cond::Control { what, .. } = cond else {
        return Err(Miss::new(c.span.clone(), "players who: that condition"));
    };
    let you = Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You });
    let condition = super::amount::condition(cx, &Cond::Control { who: you, what: what.clone() }, &c.span)?;
    let mut inner = c.clone();
    inner.subject = None;
    let done = super::verbs::clause(cx, &inner)?;
    if !done.iter().all(players_only) {
        return Err(Miss::new(c.span.clone(), "players who: an instruction about objects"));
    }
    Ok(done.into_iter().map(|e| Effect::EachPlayerWho { players: group, condition, effect: Box::new(e) }).collect())
}

/// Instructions about their player only (drawing, life, discarding, milling, creating
/// tokens), which read the same done by each player as "you".
fn players_only(e: &Effect) -> bool {
    matches!(
        e,
        Effect::Draw { player: PlayerRef::You, .. }
            | Effect::GainLife { player: PlayerRef::You, .. }
            | Effect::LoseLife { player: PlayerRef::You, .. }
            | Effect::Discard { player: PlayerRef::You, .. }
            | Effect::Mill { player: PlayerRef::You, .. }
            | Effect::CreateTokens { player: PlayerRef::You, attacking: false, .. }
    )
}

/// "You and target opponent each draw three cards", "you and that player each create a
/// Food token": the instruction for you, then for the other player (CR 101.4: neither
/// chooses anything another player could see first). Only instructions that choose
/// nothing: draws, tokens, life, mills.
pub(super) fn you_and_each(cx: &mut Ctx, c: &Clause, you: &Np, other: &Np) -> Lowered<Vec<Effect>> {
    let plain = match c.verb {
        Verb::Draw | Verb::Create | Verb::Mill => true,
        Verb::Gain | Verb::Lose => c.object.is_none(),
        _ => false,
    };
    if !plain {
        return Err(super::verbs::miss(c, "you and another player each: an instruction that chooses"));
    }
    let mut out = Vec::new();
    for subject in [you, other] {
        let one = Clause { subject: Some(subject.clone()), ..c.clone() };
        out.extend(super::verbs::clause(cx, &one)?);
    }
    Ok(out)
}
