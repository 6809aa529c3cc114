//! When players may cast spells (CR 101.2, 307.5, 601.3b): restrictions a permanent keeps
//! ("each opponent can cast spells only any time they could cast a sorcery", "your
//! opponents can't cast spells during your turn", "players can cast spells only during
//! their own turns") and permissions ("you may cast creature spells as though they had
//! flash", and for a duration: "until your next turn, you may cast sorcery spells as
//! though they had flash").

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, CastRestriction, Controller, Duration, Effect};

/// A static "[players] can('t) cast spells [only] [when]" (None: not this statement).
pub fn restriction(s: &Stmt, span: &Span) -> Option<Lowered<Ability>> {
    let Stmt::Clause(c) = s else { return None };
    let [Arg::CastWhen { only, when }] = c.args.as_slice() else { return None };
    if c.verb != Verb::Cast {
        return None;
    }
    let miss = |what: &str| Some(Err(Miss::new(span.clone(), format!("cast timing: {what}"))));
    let Some(Np::Player(p)) = &c.subject else { return miss("whose spells") };
    let all_spells = matches!(&c.object, Some(Np::Objects(ObjNp { det: Det::Bare, noun: Noun::Spell, filter: Pred::True, zone: None, .. })));
    if !all_spells || !matches!(p.det, Det::Bare | Det::Each | Det::A) {
        return miss("spells of a kind");
    }
    let who = match p.who {
        PlayerWord::Player => Controller::Any,
        PlayerWord::Opponent | PlayerWord::YourOpponents => Controller::NotYou,
        PlayerWord::You => Controller::You,
        _ => return miss("those players"),
    };
    let rule = match (only, c.negated, when) {
        (true, false, CastWhen::SorceryTiming) => CastRestriction::SorceryTiming,
        (true, false, CastWhen::OwnTurn) => CastRestriction::OwnTurn,
        // "you can cast spells only during your turn": the player's own turn.
        (true, false, CastWhen::YourTurn) if who == Controller::You => CastRestriction::OwnTurn,
        (false, true, CastWhen::YourTurn) => CastRestriction::NotDuringYourTurn,
        (false, true, CastWhen::Combat) => CastRestriction::NotDuringCombat,
        _ => return miss("that time"),
    };
    Some(Ok(Ability::CastRestriction { who, rule }))
}

/// "you may cast [spells] [this turn] as though they had flash" (`body` of "you may"):
/// the spells' filter and the words' duration (None: not this clause).
fn as_though_flash(cx: &mut Ctx, body: &Stmt, span: &Span) -> Option<Lowered<(mw_ir::ObjectFilter, Option<Duration>)>> {
    let Stmt::Clause(c) = body else { return None };
    if c.verb != Verb::Cast || c.negated || c.subject.is_some() || !c.args.contains(&Arg::AsThoughFlash) {
        return None;
    }
    let Some(Np::Objects(o)) = &c.object else { return Some(Err(Miss::new(span.clone(), "as though flash: cast what"))) };
    if o.noun != Noun::Spell || o.det != Det::Bare || o.zone.is_some() {
        return Some(Err(Miss::new(span.clone(), "as though flash: those spells")));
    }
    let mut duration = None;
    for a in &c.args {
        match a {
            Arg::AsThoughFlash => {}
            Arg::Duration(DurationNp::ThisTurn | DurationNp::EndOfTurn) => duration = Some(Duration::EndOfTurn),
            Arg::Duration(DurationNp::YourNextTurn) => duration = Some(Duration::UntilYourNextTurn),
            _ => return Some(Err(Miss::new(span.clone(), "as though flash: that argument"))),
        }
    }
    Some(refs::obj_filter(cx, o).map(|f| (f, duration)))
}

/// The static "you may cast creature spells as though they had flash" (None: not this
/// statement).
pub fn flash_static(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Ability>> {
    let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s else { return None };
    Some(as_though_flash(cx, body, span)?.and_then(|(filter, duration)| match duration {
        None => Ok(Ability::CastAsThoughFlash(filter)),
        Some(_) => Err(Miss::new(span.clone(), "as though flash: a duration in a static ability")),
    }))
}

/// The instruction "[until your next turn,] you may cast sorcery spells [this turn] as
/// though they had flash" (None: not this statement). It needs a duration: an
/// instruction's permission without one would last forever.
pub fn flash_effect(cx: &mut Ctx, body: &Stmt, span: &Span) -> Option<Lowered<Vec<Effect>>> {
    Some(as_though_flash(cx, body, span)?.and_then(|(filter, duration)| match duration {
        Some(duration) => Ok(vec![Effect::CastAsThoughFlash { filter, duration }]),
        None => Err(Miss::new(span.clone(), "as though flash: for how long")),
    }))
}
