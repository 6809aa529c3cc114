//! Static replacements of damage (CR 614.1a, 615.1a): "If [combat | noncombat] damage
//! would be dealt to [~ | you | a player | another creature you control] [while C],
//! prevent that damage [and A]." with what the next sentence does ("Remove a +1/+1
//! counter from ~.", "Put a -1/-1 counter on ~ for each 1 damage prevented this way.",
//! "You gain life equal to the damage prevented this way."), and "If damage would be
//! dealt to ~, A instead." (not a prevention, CR 615.12) into one
//! `Ability::ReplaceDamage`: "that many" and the damage prevented are the damage,
//! "that creature" / "that player" what it would have been dealt to.

use super::ctx::{Antecedent, Ctx, TriggerGives};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::prevention::DamageReplacement;
use mw_ir::{Ability, DamageKind, DamageMatch, Effect, Party, Subject};

/// The ability and how many sentences it used, when `s` begins with "if damage would be
/// dealt to …".
pub fn run(cx: &mut Ctx, s: &[Sentence]) -> Option<Lowered<(Vec<Ability>, usize)>> {
    let first = s.first()?;
    // "…, prevent that damage and exile that many cards …" read as two statements.
    let (head, more): (&Stmt, &[Stmt]) = match &first.body {
        Stmt::Seq(v) if !v.is_empty() => (&v[0], &v[1..]),
        b => (b, &[]),
    };
    let Stmt::If { cond: Cond::DamageWouldBeDealt { combat, noncombat, to, while_ }, body, instead: false } = head else { return None };
    let kind = match (combat, noncombat) {
        (true, _) => DamageKind::Combat,
        (_, true) => DamageKind::Noncombat,
        _ => DamageKind::All,
    };
    Some(lower(cx, kind, to, while_.as_deref(), (body, more), s.get(1), &first.span))
}

fn lower(cx: &mut Ctx, kind: DamageKind, to: &Np, while_: Option<&Cond>, (body, more): (&Stmt, &[Stmt]), next: Option<&Sentence>, span: &Span) -> Lowered<(Vec<Ability>, usize)> {
    let miss = |w: &str| Miss::new(span.clone(), format!("damage would be dealt: {w}"));
    let mut before = Vec::new();
    let party = match to {
        // "another creature you control": any other than the permanent, as it would be dealt.
        Np::Objects(o) if o.det == Det::Another && o.noun == Noun::Permanent && o.zone.is_none() => {
            let mut f = super::refs::obj_filter(cx, o)?;
            f.props.other = true;
            Party::Objects(f)
        }
        n => super::prevent::each_recipient(cx, n, &mut before)?,
    };
    if !before.is_empty() || !cx.targets().is_empty() || !super::prevent::party_is_static(&party) {
        return Err(miss("damage to a target or a choice"));
    }
    let to_self = matches!(to, Np::SelfRef);
    // "while it has a +1/+1 counter on it": "it" is the permanent.
    let condition = match while_ {
        Some(c) => {
            cx.push_ref(Antecedent { subject: Subject::This, noun: Noun::Permanent, types: Vec::new(), plural: false });
            Some(super::amount::condition(cx, c, span)?)
        }
        None => None,
    };
    // The body: "prevent that damage [and A]" or "A instead".
    let (prevent, mut rest): (bool, Vec<&Stmt>) = match body {
        Stmt::If { cond: Cond::Event(e), body, instead: true } if e.is_empty() => (false, vec![&**body]),
        b if prevents_that(b) => (true, Vec::new()),
        Stmt::Seq(v) if v.first().is_some_and(prevents_that) => (true, v[1..].iter().collect()),
        _ => return Err(miss("an instruction other than \"prevent that damage\" or \"… instead\"")),
    };
    if !more.is_empty() && !prevent {
        return Err(miss("instructions after \"… instead\""));
    }
    rest.extend(more);
    let players = matches!(party, Party::Players(_) | Party::Player(_));
    let object = (!to_self && !players).then(|| Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: vec![mw_types::CardType::Creature], plural: false });
    let was = std::mem::replace(&mut cx.trigger, TriggerGives { object, player: players, card: false });
    cx.damage_replaced = true;
    let mut then = Vec::new();
    let mut used = 1;
    let mut result = Ok(());
    for s in rest {
        match super::effects::stmt(cx, s, span) {
            Ok(e) => then.extend(e),
            Err(e) => {
                result = Err(e);
                break;
            }
        }
    }
    // CR 614.1a: the sentence after "prevent that damage." is part of the replacement.
    if let (true, Ok(()), Some(n)) = (prevent, &result, next) {
        match super::effects::stmt(cx, &n.body, &n.span) {
            Ok(e) => {
                then.extend(e);
                used = 2;
            }
            Err(e) => result = Err(e),
        }
    }
    cx.trigger = was;
    cx.damage_replaced = false;
    result?;
    if !then.iter().all(asks_nothing) {
        return Err(miss("an instruction that asks or targets"));
    }
    if !prevent && then.is_empty() {
        return Err(miss("nothing instead"));
    }
    let damage = DamageMatch { kind, by: Party::Any, to: party };
    Ok((vec![Ability::ReplaceDamage(Box::new(DamageReplacement { damage, condition, prevent, then }))], used))
}

/// "prevent that damage".
fn prevents_that(s: &Stmt) -> bool {
    matches!(s, Stmt::Clause(c) if c.verb == Verb::Prevent && c.subject.is_none() && c.object.is_none() && !c.negated && matches!(c.args.as_slice(), [Arg::Prevent(p)] if p.that && p.amount.is_none()))
}

/// Instructions the engine runs in the damage's place without asking anyone anything.
fn asks_nothing(e: &Effect) -> bool {
    matches!(e, Effect::PutCounters { .. } | Effect::RemoveCounters { .. } | Effect::GainLife { .. } | Effect::LoseLife { .. } | Effect::Mill { .. } | Effect::ExileTop { .. } | Effect::CreateTokens { .. })
}
