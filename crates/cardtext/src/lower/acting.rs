//! Who performs an instruction (CR 608.2c, 608.2d): a clause whose subject is a player
//! other than "you" ("target opponent exiles a creature they control", "each player
//! returns a creature they control to its owner's hand", "that player puts a +1/+1
//! counter on a creature they control") is lowered as that player's own instruction —
//! the clause without its subject, "they" its "you" (`Ctx::enter_acting`) — inside
//! `Effect::ByPlayer`, so that the acting player is the one who chooses. Several players
//! (`EachPlayer`, `EachOpponent`) act one after another in APNAP order (CR 101.4).
//! Also the instruction they then do as "you": "exile a creature you control", the
//! permanent chosen as it resolves (`Effect::ChoosePermanent`, CR 608.2d).

use super::ctx::Ctx;
use super::refs;
use super::verbs::miss;
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Effect, PlayerRef, Subject};

/// The clause as another player's instruction, or "exile a [permanent] you control";
/// None: not such a clause.
pub(super) fn clause(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.negated {
        return None;
    }
    if c.subject.is_none() {
        return exile_chosen(cx, c);
    }
    if !matches!(c.verb, Verb::Return | Verb::Exile | Verb::Put) {
        return None;
    }
    let Some(who @ Np::Player(p)) = &c.subject else { return None };
    let Some(Np::Objects(o)) = &c.object else { return None };
    if p.who == PlayerWord::You || o.det != Det::A || o.zone.is_some() || !preds(&o.filter).iter().any(|p| theirs(p)) {
        return None;
    }
    Some(by_player(cx, c, who))
}

/// CR 608.2c: the subject's player does the rest of the clause as "you".
fn by_player(cx: &mut Ctx, c: &Clause, who: &Np) -> Lowered<Vec<Effect>> {
    let player = refs::player(cx, who)?;
    if player == PlayerRef::You {
        return Err(miss(c, "another player's instruction: that player"));
    }
    let targets = cx.targets().len();
    let inner = Clause { subject: None, object: c.object.as_ref().map(yours), ..c.clone() };
    let was = cx.enter_acting();
    let done = super::verbs::clause(cx, &inner);
    cx.leave_acting(was);
    let done = done?;
    // A target there would be chosen by the caster, not by the acting player.
    if cx.targets().len() != targets {
        return Err(miss(c, "another player's instruction with a target"));
    }
    if matches!(player, PlayerRef::EachPlayer | PlayerRef::EachOpponent) && done.len() != 1 {
        return Err(miss(c, "each of several players: several instructions"));
    }
    Ok(done.into_iter().map(|e| Effect::ByPlayer { player, effect: Box::new(e) }).collect())
}

/// Instructions about objects the caster named ("target opponent gains control of ~",
/// "… of target creature you control") that another player carries out as "you"; one
/// player only (CR 608.2c).
pub(super) fn by(player: PlayerRef, done: Vec<Effect>, c: &Clause) -> Lowered<Vec<Effect>> {
    match player {
        PlayerRef::You => Ok(done),
        PlayerRef::EachPlayer | PlayerRef::EachOpponent => Err(miss(c, "each of several players: an instruction about named objects")),
        // A group ("all other permanents you control") would be read with the acting
        // player as "you".
        _ if done.iter().any(|e| !matches!(e, Effect::GainControl { subject, .. } if *subject != Subject::Each)) => Err(miss(c, "another player gains control of a group")),
        player => Ok(done.into_iter().map(|e| Effect::ByPlayer { player, effect: Box::new(e) }).collect()),
    }
}

/// "Exile a creature you control": the controller chooses one as the instruction
/// resolves (no target, CR 115.10, 608.2d), then exiles it ("it" after this).
fn exile_chosen(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    let Some(Np::Objects(ob @ ObjNp { det: Det::A | Det::Another, zone: None, plural: false, .. })) = &c.object else { return None };
    if c.verb != Verb::Exile || !c.args.is_empty() || !preds(&ob.filter).iter().any(|p| yourself(p)) {
        return None;
    }
    Some((|| {
        let choose = super::choices::chosen_permanent(cx, ob, c, Some("exile a chosen permanent another player controls"))?;
        Ok(vec![choose, Effect::Exile { subject: Subject::Returned }])
    })())
}

fn preds(p: &Pred) -> Vec<&Pred> {
    match p {
        Pred::And(v) => v.iter().collect(),
        p => vec![p],
    }
}

/// "they control" after a player subject.
fn theirs(p: &Pred) -> bool {
    matches!(p, Pred::ControlledBy(who) if matches!(&**who, Np::Ref(r) if r.word == RefWord::It && r.plural))
}

fn yourself(p: &Pred) -> bool {
    matches!(p, Pred::ControlledBy(who) if matches!(&**who, Np::Player(PlayerNp { who: PlayerWord::You, .. })))
}

/// The object as the acting player says it: "a creature they control" is "a creature
/// you control".
fn yours(np: &Np) -> Np {
    let you = || Box::new(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You }));
    let fix = |p: &Pred| if theirs(p) { Pred::ControlledBy(you()) } else { p.clone() };
    match np {
        Np::Objects(o) => {
            let filter = match &o.filter {
                Pred::And(v) => Pred::And(v.iter().map(fix).collect()),
                p => fix(p),
            };
            Np::Objects(ObjNp { filter, ..o.clone() })
        }
        other => other.clone(),
    }
}
