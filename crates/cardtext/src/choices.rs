//! Instructions where a player chooses (CR 609.3, 701.21, 701.9b): "you may pay {2}" and
//! "if you do", energy, sacrifices chosen by players ("each opponent sacrifices a
//! creature", "sacrifice ~"), a revealed hand to choose a card from.

use crate::effect::{player_subject, push_sentence};
use crate::words::number;
use mw_ir::{Amount, Effect, PlayerRef, Subject, TargetSpec};

/// CR 701.20a / 701.9b: "target opponent reveals their hand. you choose a nonland card
/// from it. that player discards that card."
pub(crate) fn reveal_choose(all: &[&str], targets: &mut Vec<TargetSpec>) -> Option<(Vec<Effect>, usize)> {
    let [first, second, rest @ ..] = all else { return None };
    let looked = first.strip_prefix("look at ").and_then(|r| r.strip_suffix("'s hand"));
    let look = looked.is_some();
    let who = match looked {
        Some(w) => w,
        None => first.strip_suffix(" reveals their hand")?,
    };
    let chosen = second.strip_prefix("you choose ")?;
    // "a card from it with mana value 3 or greater": the quality after "from it".
    let moved;
    let chosen = match chosen.split_once(" from it with ") {
        Some((card, quality)) => {
            let (quality, tail) = quality.split_once(" and ").map_or((quality, ""), |(q, t)| (q, t));
            moved = if tail.is_empty() { format!("{card} with {quality} from it") } else { format!("{card} with {quality} from it and {tail}") };
            moved.as_str()
        }
        None => chosen,
    };
    // "… from it. that player discards that card", "… from it and exile that card",
    // "… from it. exile that card", "… from it. that player exiles that card".
    let (what, exile, used) = if let Some(w) = chosen.strip_suffix(" from it and exile that card") {
        (w, true, 2)
    } else {
        let w = chosen.strip_suffix(" from it")?;
        match *rest.first()? {
            "that player discards that card" => (w, false, 3),
            "exile that card" | "that player exiles that card" => (w, true, 3),
            _ => return None,
        }
    };
    let what = what.strip_prefix("an ").or_else(|| what.strip_prefix("a "))?;
    let (filter, r) = crate::target::card_phrase(what)?;
    if !r.is_empty() {
        return None;
    }
    let player = player_subject(who, targets)?;
    Some((vec![Effect::RevealChooseDiscard { player, filter, exile, look, optional: false }], used))
}

/// CR 608.2c: "if you do, [instruction]" / "if you don't, …" right after an optional
/// instruction or payment.
pub(crate) fn if_you_do(rest: (bool, &str), targets: &mut Vec<TargetSpec>, out: &mut Vec<Effect>) -> Option<()> {
    let (done, text) = rest;
    // A choice, or a choice under a condition ("if it shares a creature type with ~, you
    // may reveal it"): a failed condition counts as not done.
    fn after_choice(e: &Effect) -> bool {
        match e {
            Effect::If { effect, .. } => after_choice(effect),
            e => matches!(e, Effect::Optional(_) | Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::FlipCoin | Effect::RemoveCounters { .. }),
        }
    }
    if !out.iter().rev().find(|e| !matches!(e, Effect::IfYouDo { .. })).is_some_and(after_choice) {
        return None;
    }
    let mut inner = Vec::new();
    push_sentence(text, targets, &mut inner)?;
    out.extend(inner.into_iter().map(|effect| Effect::IfYouDo { done, effect: Box::new(effect) }));
    Some(())
}

/// "sacrifice ~ unless you pay {2}" (CR 608.2c): a payment the controller may make, and
/// the instruction happening if they don't.
pub(crate) fn unless_you_pay(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (what, cost) = s.split_once(" unless you pay ")?;
    // Cumulative upkeep: "… for each age counter on ~".
    let (cost, times) = match cost.split_once(" for each ") {
        Some((c, each)) => {
            let kind = each.strip_suffix(" counter on ~")?;
            (c, Amount::CountersOn(Subject::This, mw_types::CounterKind::parse(kind)?))
        }
        None => (cost, Amount::Fixed(1)),
    };
    let cost = mw_types::ManaCost::parse(cost).ok()?;
    let mut local = targets.clone();
    let inner = crate::effect::sentence(what, &mut local)?;
    *targets = local;
    let mut out = vec![Effect::MayPay { cost, times }];
    out.extend(inner.into_iter().map(|effect| Effect::IfYouDo { done: false, effect: Box::new(effect) }));
    Some(out)
}

/// CR 122.8: "remove a fade counter from ~", "remove two +1/+1 counters from it".
pub(crate) fn remove_counters(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("remove ")?;
    let (n, rest) = rest.split_once(' ')?;
    let amount = if n == "a" || n == "an" { Amount::Fixed(1) } else { Amount::Fixed(crate::words::number(n)?) };
    let (kind, who) = rest.split_once(" counters from ").or_else(|| rest.split_once(" counter from "))?;
    let kind = mw_types::CounterKind::parse(kind)?;
    let mut local = targets.clone();
    let subject = crate::effect::permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::RemoveCounters { subject, kind, amount }])
}

/// CR 609.3: "you may pay {2}", "you may pay {e}{e}"; CR 107.14: "you get {e}{e}".
pub(crate) fn may_pay(s: &str) -> Option<Vec<Effect>> {
    if let Some(e) = s.strip_prefix("you get ").and_then(crate::words::energy) {
        return Some(vec![Effect::GetEnergy { amount: Amount::Fixed(e as i32) }]);
    }
    let paid = s.strip_prefix("you may pay ")?;
    if let Some(amount) = crate::words::energy(paid) {
        return Some(vec![Effect::MayPayEnergy { amount }]);
    }
    let cost = mw_types::ManaCost::parse(paid).ok()?;
    Some(vec![Effect::MayPay { cost, times: Amount::Fixed(1) }])
}

/// CR 701.21a: "sacrifice ~", "sacrifice it" (what "it" means there: the source, or the
/// object named before).
pub(crate) fn sacrifice(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let subject = match s.strip_prefix("sacrifice ")? {
        "~" => Subject::This,
        "it" if targets.is_empty() => crate::effect::IT.get(),
        _ => return None,
    };
    Some(vec![Effect::Sacrifice { subject }])
}

/// CR 701.21a: "each opponent sacrifices a creature", "defending player sacrifices two
/// permanents", "sacrifice a creature" (you).
pub(crate) fn sacrifices(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    // CR 702.110a: the exploit keyword's own instruction (the expansion's wording).
    if s == "exploit a creature" {
        let filter = mw_ir::ObjectFilter::creature();
        return Some(vec![Effect::Sacrifices { player: PlayerRef::You, filter, count: Amount::Fixed(1), exploit: true }]);
    }
    let mut local = targets.clone();
    let (player, rest) = if let Some(r) = s.strip_prefix("sacrifice ") {
        (PlayerRef::You, r)
    } else {
        let (who, r) = s.split_once(" sacrifices ")?;
        (player_subject(who, &mut local)?, r)
    };
    let (n, what) = rest.split_once(' ')?;
    let (count, plural) = match n {
        "a" | "an" | "another" => (Amount::Fixed(1), false),
        _ => (Amount::Fixed(number(n)?), true),
    };
    let (mut filter, r) = crate::target::object_phrase(what, plural)?;
    filter.props.other |= n == "another";
    if !r.is_empty() || filter.controller != mw_ir::Controller::Any {
        return None;
    }
    filter.controller = mw_ir::Controller::Any;
    *targets = local;
    Some(vec![Effect::Sacrifices { player, filter, count, exploit: false }])
}
