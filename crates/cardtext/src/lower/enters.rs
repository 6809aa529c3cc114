//! How a permanent enters (CR 614.1c), written as a sentence of the permanent: "~ enters
//! tapped", "If you control two or more other lands, ~ enters tapped" (tapped unless the
//! opposite holds as it would enter); and in two sentences, "As ~ enters, you may reveal
//! a [quality] card from your hand. If you don't, ~ enters tapped." (CR 614.12).

use super::amount::condition;
use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, Compare, Condition, EntersReplacement};

/// The ability, when the statement is about how the permanent itself enters.
pub fn enters(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    // "~ enters with a +1/+1 counter on it for each …".
    let (each, s) = match s {
        Stmt::ForEach { each, body } => (Some(each), &**body),
        s => (None, s),
    };
    let (cond, body) = match s {
        Stmt::If { cond, body, instead: false } => (Some(cond), &**body),
        body => (None, body),
    };
    let Stmt::Clause(c) = body else { return None };
    if c.verb != Verb::Enter || c.subject != Some(Np::SelfRef) || c.negated || c.object.is_some() {
        return None;
    }
    Some(match c.args.as_slice() {
        [Arg::Tapped { attacking: false }] => match cond {
            None => Ok(vec![Ability::Enters(EntersReplacement::Tapped)]),
            Some(cond) => condition(cx, cond, span).and_then(|k| {
                let unless = negate(k).ok_or_else(|| Miss::new(span.clone(), "enters tapped if: that condition"))?;
                Ok(vec![Ability::Enters(EntersReplacement::TappedUnless(unless))])
            }),
        },
        // "~ enters with two +1/+1 counters on it if a creature died this turn".
        [Arg::WithCounters { amount: n, kind }] => with_counters(cx, n, kind, each, cond, span),
        _ if each.is_some() => Err(Miss::new(c.span.clone(), "enters: that way for each")),
        _ => Err(Miss::new(c.span.clone(), "enters: that way")),
    })
}

/// CR 614.12 / 701.20a: "As ~ enters, you may reveal a [quality] card from your hand."
/// followed by "If you don't, ~ enters tapped." (snarls, reveal lands): one replacement
/// effect, the choice made as it enters. None: the sentences aren't that pair.
pub fn reveal_or_tapped(cx: &mut Ctx, first: &Sentence, second: &Sentence) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::If { cond: Cond::AsEnters(Np::SelfRef), body, instead: false } = &first.body else { return None };
    let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = &**body else { return None };
    let Stmt::Clause(Clause { subject: None, verb: Verb::Reveal, negated: false, object: Some(Np::Objects(card)), args, .. }) = &**body else {
        return None;
    };
    let Stmt::IfDid { did: false, who: None, body: then } = &second.body else { return None };
    let Stmt::Clause(t) = &**then else { return None };
    let tapped = t.subject == Some(Np::SelfRef) && t.verb == Verb::Enter && !t.negated && t.object.is_none();
    if !tapped || t.args != [Arg::Tapped { attacking: false }] {
        return None;
    }
    let from_your_hand = matches!(&card.zone, Some(ZoneNp { zone: ZoneWord::Hand, whose: Some(w) })
        if matches!(&**w, Np::Player(PlayerNp { who: PlayerWord::You, .. })));
    if !args.is_empty() || card.noun != Noun::Card || card.plural || !from_your_hand || card.det != Det::A {
        return Some(Err(Miss::new(card.span.clone(), "as it enters: reveal that")));
    }
    let typed = !super::refs::types_of(&card.filter).is_empty();
    Some(super::refs::obj_filter(cx, card).map(|mut f| {
        // CR 205.3m: creatures and kindreds share creature types, so "an Elf card" in a
        // hand is any card with that type (a kindred Elf sorcery too).
        if !typed {
            f.card_type = None;
        }
        vec![Ability::Enters(EntersReplacement::TappedUnlessReveal(f))]
    }))
}

/// CR 614.1c: "enters with N [kind] counters on it", under a condition checked as it
/// would enter.
/// "… for each [things]" counts them as it would enter (CR 614.1c).
fn with_counters(cx: &mut Ctx, n: &AmountNp, kind: &str, each: Option<&Np>, cond: Option<&Cond>, span: &Span) -> Lowered<Vec<Ability>> {
    let kind = mw_types::CounterKind::parse(kind).ok_or_else(|| Miss::new(span.clone(), format!("enters: counter kind {kind}")))?;
    let amount = match (each, n) {
        (None, n) => super::amount::amount(cx, n, span)?,
        (Some(each), AmountNp::N(k)) => mw_ir::Amount::Count { of: super::amount::counted(cx, each, span)?, times: *k as i32 },
        (Some(_), _) => return Err(Miss::new(span.clone(), "enters: that many counters for each")),
    };
    let condition = cond.map(|k| condition(cx, k, span)).transpose()?;
    Ok(vec![Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition })])
}

/// The condition that holds exactly when `c` doesn't, where the IR can say it.
fn negate(c: Condition) -> Option<Condition> {
    Some(match c {
        Condition::Count { of, compare: Compare::AtLeast(n) } => Condition::Count { of, compare: Compare::AtMost(n - 1) },
        Condition::Count { of, compare: Compare::AtMost(n) } => Condition::Count { of, compare: Compare::AtLeast(n + 1) },
        Condition::YourTurn(b) => Condition::YourTurn(!b),
        _ => return None,
    })
}
