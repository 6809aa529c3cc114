//! How a permanent enters (CR 614.1c), written as a sentence of the permanent: "~ enters
//! tapped", "If you control two or more other lands, ~ enters tapped" (tapped unless the
//! opposite holds as it would enter); and in two sentences, "As ~ enters, you may reveal
//! a [quality] card from your hand. If you don't, ~ enters tapped." (CR 614.12).
//! "~ enters tapped and doesn't untap during your untap step": the replacement and a rule.

use super::amount::condition;
use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{AltKind, Ability, Compare, Condition, EntersReplacement};

/// The ability, when the statement is about how the permanent itself enters.
pub fn enters(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    if let Stmt::Seq(parts) = s {
        return tapped_and(cx, parts, span);
    }
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
    // "If ~ was kicked, it enters with …": "it" is the permanent under a condition.
    let it = cond.is_some() && matches!(&c.subject, Some(Np::Ref(r)) if r.word == RefWord::It && matches!(r.noun, Noun::None) && !r.plural);
    if !matches!(c.verb, Verb::Enter | Verb::Escape) || !(c.subject == Some(Np::SelfRef) || it) || c.negated || c.object.is_some() {
        return None;
    }
    if c.verb == Verb::Escape {
        return Some(escapes(cx, c, each, cond, span));
    }
    // CR 107.3, 614.1c: "~ enters with X +1/+1 counters on it, where X is [amount]": the
    // amount counted as the permanent would enter.
    let (args, defined) = match c.args.as_slice() {
        [rest @ .., Arg::WhereX(x)] if each.is_none() && matches!(rest, [Arg::WithCounters { amount: AmountNp::X, .. }]) => (rest, Some(x)),
        args => (args, None),
    };
    if let Some(x) = defined {
        let was = cx.x_defined;
        let r = super::amount::amount(cx, x, span).and_then(|d| {
            cx.x_defined = Some(d);
            let [Arg::WithCounters { amount, kind }] = args else { return Err(Miss::new(c.span.clone(), "enters: that way")) };
            with_counters(cx, amount, kind, None, cond, span)
        });
        cx.x_defined = was;
        return Some(r);
    }
    Some(match args {
        [Arg::Tapped { attacking: false }] => match cond {
            None => Ok(vec![Ability::Enters(EntersReplacement::Tapped)]),
            Some(cond) => condition(cx, cond, span).and_then(|k| {
                let unless = negate(k).ok_or_else(|| Miss::new(span.clone(), "enters tapped if: that condition"))?;
                Ok(vec![Ability::Enters(EntersReplacement::TappedUnless(unless))])
            }),
        },
        // "~ enters with two +1/+1 counters on it if a creature died this turn".
        [Arg::WithCounters { amount: n, kind }] => with_counters(cx, n, kind, each, cond, span),
        // "~ enters tapped and with three charge counters on it" (CR 614.1c: one event).
        [Arg::Tapped { attacking: false }, Arg::WithCounters { amount: n, kind }] if each.is_none() && cond.is_none() => {
            with_counters(cx, n, kind, None, None, span).map(|v| [vec![Ability::Enters(EntersReplacement::Tapped)], v].concat())
        }
        // "If ~ was kicked, it enters with two +1/+1 counters on it and with first strike."
        [counters @ .., Arg::Keywords(_)] if each.is_none() && all_counters(counters) => kicked_with(cx, c, counters, cond, span),
        // "~ enters with a +1/+1 counter, a flying counter, and a shield counter on it"
        // (CR 614.1c, 122.6: each kind one replacement of the same event).
        counters if each.is_none() && all_counters(counters) => several(cx, counters, cond, span),
        _ if each.is_some() => Err(Miss::new(c.span.clone(), "enters: that way for each")),
        _ => Err(Miss::new(c.span.clone(), "enters: that way")),
    })
}

/// CR 614.1c / 502.3: "~ enters tapped and doesn't untap during your untap step": the
/// enters-tapped replacement, then each further part a static ability of ~'s own.
fn tapped_and(cx: &mut Ctx, parts: &[Stmt], span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let [Stmt::Clause(first), rest @ ..] = parts else { return None };
    if first.verb != Verb::Enter || first.subject != Some(Np::SelfRef) || first.negated || first.object.is_some() || !matches!(first.args.as_slice(), [Arg::Tapped { attacking: false }]) || rest.is_empty() {
        return None;
    }
    let mut out = vec![Ability::Enters(EntersReplacement::Tapped)];
    for part in rest {
        // The shared subject, elided in the later parts.
        let c = match part {
            Stmt::Clause(c) => c,
            // "doesn't untap during your untap step": the permanent's own rule, read as
            // the whole sentence "~ doesn't untap …" would be (CR 502.3).
            Stmt::Unknown(u) => match crate::ability::combat_rules(&format!("~ {}", cx.words(&u.span).trim().trim_start_matches("and "))) {
                Some(rules) => {
                    out.extend(rules.into_iter().map(Ability::Combat));
                    continue;
                }
                None => return Some(Err(Miss::new(u.span.clone(), "enters tapped and: that statement"))),
            },
            _ => return Some(Err(Miss::new(span.clone(), "enters tapped and: that statement"))),
        };
        let mut c = c.clone();
        if c.subject.is_none() {
            c.subject = Some(Np::SelfRef);
        }
        if c.subject != Some(Np::SelfRef) {
            return Some(Err(Miss::new(span.clone(), "enters tapped and: another subject")));
        }
        match super::statics::statement(cx, &Stmt::Clause(c), None, span) {
            Ok(v) => out.extend(v),
            Err(m) => return Some(Err(m)),
        }
    }
    Some(Ok(out))
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

/// CR 702.138c: "~ escapes with N [kind] counters on it" is "if it escaped, it enters
/// with …" (702.138d: escaped, cast for its escape cost).
fn escapes(cx: &mut Ctx, c: &Clause, each: Option<&Np>, cond: Option<&Cond>, span: &Span) -> Lowered<Vec<Ability>> {
    let escaped = Condition::PaidAlternative { kind: AltKind::Escape, paid: true };
    match (c.args.as_slice(), cond) {
        ([Arg::WithCounters { amount, kind }], None) => {
            let mut out = with_counters(cx, amount, kind, each, None, span)?;
            if let Some(Ability::Enters(EntersReplacement::WithCounters { condition, .. })) = out.first_mut() {
                *condition = Some(escaped);
            }
            Ok(out)
        }
        _ => Err(Miss::new(c.span.clone(), "escapes: that way")),
    }
}

/// CR 614.1c: "enters with N [kind] counters on it", under a condition checked as it
/// would enter.
/// "… for each [things]" counts them as it would enter (CR 614.1c).
fn with_counters(cx: &mut Ctx, n: &AmountNp, kind: &str, each: Option<&Np>, cond: Option<&Cond>, span: &Span) -> Lowered<Vec<Ability>> {
    if RULED_KINDS.contains(&kind) {
        return Err(Miss::new(span.clone(), format!("enters: {kind} counters (their rules)")));
    }
    let kind = mw_types::CounterKind::parse(kind).ok_or_else(|| Miss::new(span.clone(), format!("enters: counter kind {kind}")))?;
    // "equal to the amount of mana spent to cast it": the spell it was (CR 601.2h).
    let spent_on_it = matches!(n, AmountNp::ManaSpentOn(r) if matches!(&**r, Np::Ref(r) if r.word == RefWord::It && !r.plural));
    let n = if spent_on_it { &AmountNp::ManaSpent } else { n };
    let amount = match (each, n) {
        (None, n) => super::amount::amount(cx, n, span)?,
        (Some(each), AmountNp::N(k)) => mw_ir::Amount::Count { of: super::amount::counted(cx, each, span)?, times: *k as i32 },
        (Some(_), _) => return Err(Miss::new(span.clone(), "enters: that many counters for each")),
    };
    let condition = cond.map(|k| condition(cx, k, span)).transpose()?;
    Ok(vec![Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition })])
}

/// CR 122.1b, 122.1h: counters whose rules the engine doesn't give (decayed and exalted
/// counters: keywords it runs as triggers; finality counters' replacement): a permanent
/// entering with them, or an instruction putting them, is refused. The other keyword
/// counters, shield and stun counters have their rules (`Keyword::from_counter`,
/// `CounterKind::SHIELD`, `CounterKind::STUN`).
pub(crate) const RULED_KINDS: &[&str] = &["decayed", "exalted", "finality"];

/// Whether the args are counters the permanent enters with, at least one.
fn all_counters(args: &[Arg]) -> bool {
    !args.is_empty() && args.iter().all(|a| matches!(a, Arg::WithCounters { .. }))
}

/// Each kind of counters of the list, under the same condition.
fn several(cx: &mut Ctx, counters: &[Arg], cond: Option<&Cond>, span: &Span) -> Lowered<Vec<Ability>> {
    let mut out = Vec::new();
    for a in counters {
        let Arg::WithCounters { amount, kind } = a else { continue };
        out.extend(with_counters(cx, amount, kind, None, cond, span)?);
    }
    Ok(out)
}

/// CR 702.33d, 614.1c: "if ~ was kicked, it enters with N counters on it and with
/// [keywords]": the counters as it enters, and the keywords as a static ability of the
/// permanent while it was kicked (the engine remembers a kicked permanent, CR 702.33d,
/// so it has them from the moment it enters until it leaves). Other conditions, checked
/// only as it enters, are refused.
fn kicked_with(cx: &mut Ctx, c: &Clause, counters: &[Arg], cond: Option<&Cond>, span: &Span) -> Lowered<Vec<Ability>> {
    let kicked = cond.map(|k| condition(cx, k, span)).transpose()?;
    if kicked != Some(Condition::Kicked) {
        return Err(Miss::new(c.span.clone(), "enters with keywords: that condition"));
    }
    let mut out = several(cx, counters, cond, span)?;
    let has = Clause { span: c.span.clone(), subject: Some(Np::SelfRef), verb: Verb::Have, negated: false, object: None, args: c.args[counters.len()..].to_vec() };
    out.extend(super::statics::clauses(cx, &[(&has, None)], kicked, span)?);
    Ok(out)
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
