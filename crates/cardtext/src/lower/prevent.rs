//! Prevention (CR 615): instructions lasting the turn — "prevent all combat damage that
//! would be dealt this turn" (Fog: all combat damage, by anything to anything), "prevent all damage that sources of the color of your
//! choice would deal this turn" (a color chosen as it resolves, CR 608.2d), "prevent all
//! damage that would be dealt to target creature this turn", "… to and dealt by that
//! creature …", "… to you this turn by a source of your choice", "prevent the next N
//! damage that would be dealt to any target this turn" — and static abilities: "prevent
//! all damage that would be dealt to ~", "… dealt by enchanted creature", "if a source
//! would deal damage to you, prevent 1 of that damage" (CR 615.10).

use super::ctx::Ctx;
use super::refs::{self, Objs};
use super::verbs::{miss, only};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Ability, ChosenIs, Choice, Controller, DamageKind, DamageMatch, Duration, Effect, ObjectFilter, Party, PlayerRef, Subject};
use mw_types::ColorSet;

/// A prevention instruction.
pub fn prevent(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Prevent(_) | Arg::Duration(DurationNp::ThisTurn)))?;
    let p = what(c)?;
    // CR 615.1: these effects last for the turn the text says.
    if !c.args.iter().any(|a| matches!(a, Arg::Duration(DurationNp::ThisTurn))) {
        return Err(miss(c, "prevent: without \"this turn\""));
    }
    if let Some(a) = &p.amount {
        return next_n(cx, c, p, a);
    }
    // CR 615.1a: "sources of the color of your choice": the color is chosen first and
    // fixed as the instruction resolves (CR 608.2h).
    let mut out = Vec::new();
    let by = match (&p.by, &p.to) {
        (Some(Np::Objects(o)), None) if o.noun == Noun::Source && o.det == Det::Bare => match source_colors(&o.filter) {
            Some(colors) => Some(source_filter(colors, &mut out)),
            None => None,
        },
        _ => None,
    };
    let matches = match by {
        Some(by) => vec![DamageMatch { kind: kind(p), by, to: Party::Any }],
        None => {
            let (before, matches) = damage(cx, p)?;
            out.extend(before);
            matches
        }
    };
    out.extend(matches.into_iter().map(|damage| Effect::Prevent { damage, duration: Duration::EndOfTurn }));
    Ok(out)
}

/// Sources of these colors (`None`: of the color chosen by an instruction put first).
fn source_filter(colors: Option<ColorSet>, out: &mut Vec<Effect>) -> Party {
    let mut f = ObjectFilter::default();
    match colors {
        Some(set) => f.props.colors = set,
        None => {
            out.push(Effect::Choose(Choice::Color));
            f.props.chosen = Some(ChosenIs::Color);
        }
    }
    Party::Objects(f)
}

/// CR 120.2: the kind of damage the phrase names.
fn kind(p: &PreventNp) -> DamageKind {
    match (p.combat, p.noncombat) {
        (true, _) => DamageKind::Combat,
        (_, true) => DamageKind::Noncombat,
        _ => DamageKind::All,
    }
}

/// A prevention static: no duration, all damage, by and to the permanent itself, what
/// it's attached to, its controller, or objects and players of a quality.
pub fn statik(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Ability>> {
    only(c, |a| matches!(a, Arg::Prevent(_)))?;
    let p = what(c)?;
    if p.amount.is_some() {
        return Err(miss(c, "prevent: the next N damage, as a static"));
    }
    let (before, matches) = damage(cx, p)?;
    let fixed = |party: &Party| party_is_static(party);
    if !before.is_empty() || !cx.targets().is_empty() || !matches.iter().all(|m| fixed(&m.by) && fixed(&m.to)) {
        return Err(miss(c, "prevent: a static naming a target or a choice"));
    }
    Ok(matches.into_iter().map(Ability::Prevent).collect())
}

/// CR 615.10: "If a source would deal damage to X, prevent N of that damage." (a static
/// preventing N of each damage event to X) or "… prevent that damage." (all of it).
pub fn part_static(cx: &mut Ctx, s: &Stmt) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::If { cond: Cond::NextDamage { source, to: Some(to), next: false }, body, instead: false } = s else { return None };
    Some(part(cx, source, to, body))
}

fn part(cx: &mut Ctx, source: &Np, to: &Np, body: &Stmt) -> Lowered<Vec<Ability>> {
    let span = refs::span_of(to);
    let miss = |w: &str| Miss::new(span.clone(), format!("a source would deal damage: {w}"));
    let Np::Objects(o) = source else { return Err(miss("a source that isn't an object phrase")) };
    if o.noun != Noun::Source || o.det != Det::A || o.zone.is_some() {
        return Err(miss("a source of another kind"));
    }
    let filter = refs::obj_filter(cx, o)?;
    let by = if filter == ObjectFilter::default() { Party::Any } else { Party::Objects(filter) };
    let Stmt::Clause(c) = body else { return Err(miss("an instruction other than \"prevent N of that damage\"")) };
    let p = match c.args.as_slice() {
        [Arg::Prevent(p)] if c.verb == Verb::Prevent && c.subject.is_none() && c.object.is_none() && !c.negated && p.that => p,
        _ => return Err(miss("an instruction other than \"prevent N of that damage\"")),
    };
    let mut before = Vec::new();
    let to = match to {
        Np::Or(items) => Party::Either(items.iter().map(|n| each_recipient(cx, n, &mut before)).collect::<Lowered<_>>()?),
        n => each_recipient(cx, n, &mut before)?,
    };
    if !before.is_empty() || !cx.targets().is_empty() || !party_is_static(&by) || !party_is_static(&to) {
        return Err(miss("damage to a target or a choice"));
    }
    let damage = DamageMatch { kind: DamageKind::All, by, to };
    let Some(a) = &p.amount else { return Ok(vec![Ability::Prevent(damage)]) };
    match super::amount::amount(cx, a, &c.span)? {
        mw_ir::Amount::Fixed(n) if n > 0 => Ok(vec![Ability::PreventSome { damage, amount: n as u32 }]),
        _ => Err(miss("prevent an amount that isn't a number")),
    }
}

/// A recipient of a static's damage events: "a creature you control" is any of them, as
/// each event would be dealt.
pub(super) fn each_recipient(cx: &mut Ctx, np: &Np, before: &mut Vec<Effect>) -> Lowered<Party> {
    match np {
        Np::Objects(o) if o.det == Det::A && o.noun == Noun::Permanent && o.zone.is_none() => Ok(Party::Objects(refs::obj_filter(cx, o)?)),
        n => party(cx, n, before),
    }
}

/// The clause's prevention phrase, with no subject or object and not "that damage".
fn what(c: &Clause) -> Lowered<&PreventNp> {
    let Some(Arg::Prevent(p)) = c.args.iter().find(|a| matches!(a, Arg::Prevent(_))) else { return Err(miss(c, "prevent: what")) };
    if c.subject.is_some() || c.object.is_some() || c.negated {
        return Err(miss(c, "prevent: a subject or object"));
    }
    if p.that {
        return Err(miss(c, "prevent: that damage without \"the next time\""));
    }
    Ok(p)
}

/// CR 615.7: "prevent the next N damage that would be dealt to [one recipient] this
/// turn": a shield on it.
fn next_n(cx: &mut Ctx, c: &Clause, p: &PreventNp, a: &AmountNp) -> Lowered<Vec<Effect>> {
    if p.by.is_some() || p.combat || p.noncombat {
        return Err(miss(c, "prevent: the next N damage of a kind or from a source"));
    }
    let Some(to) = &p.to else { return Err(miss(c, "prevent: the next N damage to anything")) };
    let to = super::damage::one_recipient(cx, to)?;
    let amount = super::amount::amount(cx, a, &c.span)?;
    Ok(vec![Effect::PreventNext { to, amount }])
}

/// The damage matched: one match, or two for "dealt to and dealt by X"; the instructions
/// before them (choosing a source).
fn damage(cx: &mut Ctx, p: &PreventNp) -> Lowered<(Vec<Effect>, Vec<DamageMatch>)> {
    let kind = kind(p);
    let mut before = Vec::new();
    let by = p.by.as_ref().map(|n| party(cx, n, &mut before)).transpose()?.unwrap_or(Party::Any);
    if p.to_and_by {
        let to = DamageMatch { kind, by: Party::Any, to: by.clone() };
        return Ok((before, vec![to, DamageMatch { kind, by, to: Party::Any }]));
    }
    let to = p.to.as_ref().map(|n| party(cx, n, &mut before)).transpose()?.unwrap_or(Party::Any);
    Ok((before, vec![DamageMatch { kind, by, to }]))
}

/// One side of the damage: "~", "target creature", "it", "you", "players", "creatures you
/// control", "you and creatures you control", "a source of your choice" (chosen first,
/// CR 609.7a).
fn party(cx: &mut Ctx, np: &Np, before: &mut Vec<Effect>) -> Lowered<Party> {
    match np {
        Np::And(items) => Ok(Party::Either(items.iter().map(|n| party(cx, n, before)).collect::<Lowered<_>>()?)),
        Np::Player(PlayerNp { det: Det::Bare, who: PlayerWord::Player }) => Ok(Party::Players(Controller::Any)),
        Np::Player(PlayerNp { who: PlayerWord::You, .. }) => Ok(Party::Players(Controller::You)),
        Np::Player(PlayerNp { det: Det::Bare, who: PlayerWord::YourOpponents | PlayerWord::Opponent }) => Ok(Party::Players(Controller::NotYou)),
        Np::Player(_) | Np::PlayerOf { .. } => Ok(match refs::player(cx, np)? {
            PlayerRef::EachOpponent => Party::Players(Controller::NotYou),
            PlayerRef::EachPlayer => Party::Players(Controller::Any),
            r => Party::Player(r),
        }),
        Np::Objects(o) if o.noun == Noun::Source && o.det == Det::A && o.zone.is_none() => {
            let filter = refs::obj_filter(cx, o)?;
            before.push(Effect::ChooseSource { filter });
            Ok(Party::Object(Subject::Returned))
        }
        _ => match refs::objects(cx, np)? {
            Objs::One(s) => Ok(Party::Object(s)),
            Objs::Each(f, None) => Ok(Party::Objects(f)),
            _ => Err(Miss::new(refs::span_of(np), "prevent: damage of a group checked as it begins")),
        },
    }
}

/// Whether a static's party reads only the permanent, what it's attached to, and
/// qualities (no target, no chosen source, no event).
pub(super) fn party_is_static(p: &Party) -> bool {
    match p {
        Party::Object(s) => matches!(s, Subject::This | Subject::Attached),
        Party::Player(_) => false,
        Party::Either(v) => v.iter().all(party_is_static),
        Party::Any | Party::Objects(_) | Party::Players(_) => true,
    }
}

/// The colors of the sources named: `Some(None)` for "of the color of your choice",
/// `Some(Some(colors))` for "red sources", "white and/or blue sources".
fn source_colors(p: &Pred) -> Option<Option<ColorSet>> {
    match p {
        Pred::OfYourChoice(ChosenWord::Color) => Some(None),
        Pred::Color(k) => Some(Some(ColorSet::single(*k))),
        Pred::Or(ps) => {
            let mut set = ColorSet::EMPTY;
            for q in ps {
                let Pred::Color(k) = q else { return None };
                set.insert(*k);
            }
            Some(Some(set))
        }
        _ => None,
    }
}
