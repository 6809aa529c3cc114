//! Static abilities (CR 604, 611.3) of permanents written as sentences: "Creatures you
//! control get +1/+1", "Enchanted creature gets +2/+2 and has flying", "~ can't block",
//! "As long as …, ~ gets …" — into continuous effects with their layer's change
//! (CR 613.1) or the permanent's own combat rules.

use super::amount::condition;
use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, Affected, Change, CombatRule, Condition, Controller, ObjectFilter, StaticEffect};

pub fn statements(s: &[Sentence], lower: &str) -> Lowered<Vec<Ability>> {
    let mut out = Vec::new();
    for sentence in s {
        let mut cx = Ctx::new(lower);
        out.extend(statement(&mut cx, &sentence.body, None, &sentence.span)?);
    }
    Ok(out)
}

/// Whether a sentence of a spell is a static ability of the spell itself ("~ has flash
/// as long as …", "~ can't be countered").
pub fn is_self_static(s: &Sentence) -> bool {
    let clause = match &s.body {
        Stmt::Clause(c) => c,
        Stmt::If { body, instead: false, .. } => match &**body {
            Stmt::Clause(c) => c,
            _ => return false,
        },
        _ => return false,
    };
    clause.subject == Some(Np::SelfRef) && (matches!(clause.verb, Verb::Have) || (clause.negated && clause.verb == Verb::Be))
}

fn statement(cx: &mut Ctx, s: &Stmt, cond: Option<Condition>, span: &Span) -> Lowered<Vec<Ability>> {
    if cond.is_none() {
        if let Some(a) = super::enters::enters(cx, s, span) {
            return a;
        }
    }
    match s {
        Stmt::If { cond: c, body, instead: false } if cond.is_none() => {
            let c = condition(cx, c, span)?;
            statement(cx, body, Some(c), span)
        }
        Stmt::Clause(c) => clauses(cx, &[c], cond, span),
        Stmt::Seq(v) => {
            let mut cls = Vec::new();
            for part in v {
                match part {
                    Stmt::Clause(c) => cls.push(c),
                    _ => return Err(Miss::new(span.clone(), "static: a compound statement")),
                }
            }
            clauses(cx, &cls, cond, span)
        }
        Stmt::Unknown(u) => Err(Miss::new(u.span.clone(), format!("ability: {}", super::effects::first_words(cx, &u.span)))),
        _ => Err(Miss::new(span.clone(), "static: that statement")),
    }
}

/// Clauses sharing one subject ("gets +2/+2 and has flying").
fn clauses(cx: &mut Ctx, cls: &[&Clause], cond: Option<Condition>, span: &Span) -> Lowered<Vec<Ability>> {
    let subject = cls[0].subject.clone().ok_or_else(|| Miss::new(span.clone(), "static: no subject"))?;
    if cls.iter().any(|c| c.subject.as_ref() != Some(&subject)) {
        return Err(Miss::new(span.clone(), "static: two subjects"));
    }
    let mut changes = Vec::new();
    for c in cls {
        changes.extend(changes_of(cx, c)?);
    }
    let affected = affected(cx, &subject, span)?;
    // The permanent's own combat rules with no condition are its own abilities.
    if affected == Affected::Itself && cond.is_none() && changes.iter().all(|c| matches!(c, Change::Combat(_))) {
        return Ok(changes.into_iter().filter_map(|c| if let Change::Combat(r) = c { Some(Ability::Combat(r)) } else { None }).collect());
    }
    Ok(vec![Ability::Continuous(StaticEffect { affected, changes, condition: cond })])
}

/// What a static ability's subject affects (CR 611.3a), in the IR's canonical forms.
fn affected(cx: &mut Ctx, np: &Np, span: &Span) -> Lowered<Affected> {
    match np {
        Np::SelfRef => Ok(Affected::Itself),
        Np::Attached { how: AttachWord::Enchanted, noun: Noun::Permanent } => Ok(Affected::Enchanted),
        Np::Attached { how: AttachWord::Equipped, noun: Noun::Permanent } => Ok(Affected::Equipped),
        Np::Objects(o) if matches!(o.det, Det::Bare | Det::Each) && o.zone.is_none() && matches!(o.noun, Noun::Permanent | Noun::None | Noun::Token) => {
            let f = refs::obj_filter(cx, o)?;
            Ok(canonical(f))
        }
        _ => Err(Miss::new(span.clone(), format!("static: affects {}", refs::np_kind(np)))),
    }
}

fn canonical(f: ObjectFilter) -> Affected {
    let creature = ObjectFilter::creature();
    if f == (ObjectFilter { controller: Controller::You, ..creature }) {
        return Affected::CreaturesYouControl { other: false };
    }
    let mut other = ObjectFilter { controller: Controller::You, ..creature };
    other.props.other = true;
    if f == other {
        return Affected::CreaturesYouControl { other: true };
    }
    if f == creature {
        return Affected::AllCreatures;
    }
    Affected::Matching(f)
}

/// The changes one clause makes (CR 613.1: layer 6 abilities, 7c P/T, combat rules).
fn changes_of(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Change>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("static: {w}"));
    let words = c.args.iter().find_map(|a| if let Arg::Words(s) = a { Some(cx.words(s)) } else { None });
    if c.negated {
        let rule = match (c.verb, words) {
            (Verb::Block, None) if c.args.is_empty() => CombatRule::CantBlock,
            (Verb::Attack, None) if c.args.is_empty() => CombatRule::CantAttack,
            (Verb::Be, Some("blocked")) => CombatRule::CantBeBlocked,
            _ => return Err(miss("can't")),
        };
        return Ok(vec![Change::Combat(rule)]);
    }
    match c.verb {
        Verb::Get => {
            if c.args.len() != 1 {
                return Err(miss("gets with more"));
            }
            let Some(Arg::Pt(pt)) = c.args.first() else { return Err(miss("gets what")) };
            match super::verbs::pump(pt) {
                Some((p, t, mw_ir::Amount::Fixed(1))) => Ok(vec![Change::Pt(p, t)]),
                _ => Err(miss("gets that p/t")),
            }
        }
        Verb::Have | Verb::Gain => {
            let mut out = Vec::new();
            for a in &c.args {
                let Arg::Keywords(ks) = a else { return Err(miss("has more than keywords")) };
                for k in ks {
                    if k.param != KeywordParam::None {
                        return Err(miss("a keyword with a parameter"));
                    }
                    out.push(Change::Keyword(super::filter::keyword(&k.name, &k.span)?));
                }
            }
            if out.is_empty() {
                return Err(miss("has nothing"));
            }
            Ok(out)
        }
        Verb::Attack if words.is_some_and(|w| w == "each combat if able") => Ok(vec![Change::Combat(CombatRule::AttacksEachCombat)]),
        Verb::Block if words.is_some_and(|w| w == "each combat if able") => Ok(vec![Change::Combat(CombatRule::BlocksEachCombat)]),
        _ => Err(miss(&format!("{:?}", c.verb).to_lowercase())),
    }
}
