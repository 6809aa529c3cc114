//! Static permissions to play cards from a zone other than the hand (CR 601.2a, 305.1):
//! "You may play lands and cast spells from the top of your library", "You may cast
//! creature spells from the top of your library", "You may play lands from your
//! graveyard", "You may cast artifact spells and colorless spells from …".
//! `Ability::PlayFrom`. A single card ("a creature spell", once each turn) and a
//! duration are not this static ability: they are refused here.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, Condition, ObjectFilter, PlayFrom, PlayZone};
use mw_types::CardType;

/// The zone of a "from the top of your library" / "from your graveyard" phrase (the
/// player's own only).
fn zone(z: &ZoneNp) -> Option<PlayZone> {
    let yours = matches!(z.whose.as_deref(), Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })));
    match z.zone {
        ZoneWord::LibraryTop if yours => Some(PlayZone::LibraryTop),
        ZoneWord::Graveyard if yours => Some(PlayZone::Graveyard),
        _ => None,
    }
}

/// The clauses of a "you may …" body: one clause, or "play lands and cast spells".
fn clauses(body: &Stmt) -> Option<Vec<&Clause>> {
    match body {
        Stmt::Clause(c) => Some(vec![c]),
        Stmt::Seq(v) if v.len() == 2 => v.iter().map(|s| if let Stmt::Clause(c) = s { Some(c) } else { None }).collect(),
        _ => None,
    }
}

/// The filters of an object phrase: one per alternative of "artifact spells and
/// colorless spells" (any of them will do).
fn filters(cx: &Ctx, o: &ObjNp) -> Lowered<Vec<ObjectFilter>> {
    let parts: Vec<Pred> = match &o.filter {
        Pred::Or(v) => v.clone(),
        p => vec![p.clone()],
    };
    parts.into_iter().map(|p| refs::obj_filter(cx, &ObjNp { filter: p, zone: None, ..o.clone() })).collect()
}

/// CR 601.2a / 305.1: the static "you may play lands and cast spells from the top of
/// your library" (`body`: what follows "you may"; None: not this statement).
pub fn static_permission(cx: &Ctx, body: &Stmt, condition: Option<Condition>, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let cls = clauses(body)?;
    // The zone is written once, after the last object phrase.
    let last = cls.last()?;
    let Some(Np::Objects(o)) = &last.object else { return None };
    let z = o.zone.as_ref()?;
    if !matches!(z.zone, ZoneWord::LibraryTop | ZoneWord::Graveyard) || !matches!(last.verb, Verb::Play | Verb::Cast) {
        return None;
    }
    let miss = |what: &str| Some(Err(Miss::new(span.clone(), format!("play from a zone: {what}"))));
    let Some(zone) = zone(z) else { return miss("that zone") };
    let mut p = PlayFrom { zone, lands: Vec::new(), spells: Vec::new(), condition };
    for (i, c) in cls.iter().enumerate() {
        let Some(Np::Objects(o)) = &c.object else { return miss("play what") };
        // "a creature spell", "a land": one card, once (a limit not kept here).
        if c.negated || c.subject.is_some() || !c.args.is_empty() || o.det != Det::Bare || !o.plural {
            return miss("one card, a duration or a condition of that clause");
        }
        if (i + 1 < cls.len()) != o.zone.is_none() {
            return miss("a zone for each kind");
        }
        let fs = match filters(cx, o) {
            Ok(fs) => fs,
            Err(e) => return Some(Err(e)),
        };
        match (c.verb, o.noun) {
            // "play cards": lands and spells alike.
            (Verb::Play, Noun::Card) if o.filter == Pred::True => {
                p.lands.push(ObjectFilter::default());
                p.spells.push(ObjectFilter::default());
            }
            (Verb::Play, _) if fs.iter().all(|f| f.card_type == Some(CardType::Land) && f.or_type.is_none()) => p.lands.extend(fs),
            (Verb::Cast, Noun::Spell) => p.spells.extend(fs),
            _ => return miss("those cards"),
        }
    }
    Some(Ok(vec![Ability::PlayFrom(p)]))
}
