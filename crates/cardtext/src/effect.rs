//! Instructions (CR 609): one sentence at a time into IR effects. Targets a sentence
//! announces are appended to the ability's target list and referred to by index.

use crate::target::target;
use crate::words::{amount, number, pt_change};
use mw_ir::{Amount, Duration, Effect, PlayerRef, Subject, TargetSpec};

/// Reads one sentence (no final period); None when it is not understood.
pub fn sentence(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    damage(s, targets)
        .or_else(|| pump(s, targets))
        .or_else(|| draw(s))
        .or_else(|| life(s, targets))
        .or_else(|| destroy(s, targets))
        .or_else(|| counter(s, targets))
        .or_else(|| bounce(s, targets))
}

/// "return ~ to its owner's hand", "return target creature to its owner's hand".
fn bounce(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("return ")?;
    let what = rest.strip_suffix(" to its owner's hand")?;
    if what == "~" {
        return Some(vec![Effect::ReturnToHand { subject: Subject::This }]);
    }
    let (spec, r) = target(what)?;
    if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
        return None;
    }
    let t = push_target(spec, targets);
    Some(vec![Effect::ReturnToHand { subject: Subject::Target(t) }])
}

/// "counter target spell", "counter target noncreature spell unless its controller pays
/// {3}" (CR 701.6, 118.12).
fn counter(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("counter ")?;
    let (spec, r) = target(rest)?;
    if !matches!(spec.kind, mw_ir::TargetKind::Spell(_)) {
        return None;
    }
    let r = r.trim();
    let cost = if r.is_empty() {
        None
    } else {
        let c = r.strip_prefix("unless its controller pays ")?;
        Some(mw_types::ManaCost::parse(c).ok()?)
    };
    let mut local = targets.clone();
    let t = push_target(spec, &mut local);
    *targets = local;
    let what = mw_ir::StackRef::Target(t);
    Some(vec![match cost {
        None => Effect::Counter { what },
        Some(cost) => Effect::CounterUnlessPays { what, cost },
    }])
}

fn push_target(spec: TargetSpec, targets: &mut Vec<TargetSpec>) -> u8 {
    targets.push(spec);
    (targets.len() - 1) as u8
}

/// "~ deals 3 damage to any target", "target creature you control deals damage equal to
/// its power to target creature you don't control" (CR 120.3).
fn damage(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rest) = s.split_once(" deals ")?;
    let mut local = targets.clone();
    let source = match who {
        "~" | "it" => Subject::This,
        _ => {
            let (spec, r) = target(who)?;
            if !r.is_empty() {
                return None;
            }
            Subject::Target(push_target(spec, &mut local))
        }
    };
    let (amount, to) = if let Some(r) = rest.strip_prefix("damage equal to its power to ") {
        (Amount::PowerOf(source), r)
    } else {
        let (n, r) = rest.split_once(" damage to ")?;
        (amount(n)?, r)
    };
    let (spec, r) = target(to)?;
    if !r.is_empty() {
        return None;
    }
    let t = push_target(spec, &mut local);
    *targets = local;
    Some(vec![Effect::DealDamage { source, amount, target: t }])
}

/// "target creature gets +3/+3 until end of turn", "~ gets +1/+1 until end of turn".
fn pump(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rest) = s.split_once(" gets ")?;
    let (change, r) = rest.split_once(' ')?;
    if r != "until end of turn" {
        return None;
    }
    let (power, toughness) = pt_change(change)?;
    let mut local = targets.clone();
    let subject = if who == "~" {
        Subject::This
    } else {
        let (spec, r) = target(who)?;
        if !r.is_empty() {
            return None;
        }
        Subject::Target(push_target(spec, &mut local))
    };
    *targets = local;
    Some(vec![Effect::Pump { subject, power, toughness, duration: Duration::EndOfTurn }])
}

/// "draw a card", "draw two cards" (CR 121).
fn draw(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("draw ")?;
    let (n, noun) = rest.split_once(' ')?;
    if noun != "card" && noun != "cards" {
        return None;
    }
    Some(vec![Effect::Draw { player: PlayerRef::You, amount: amount(n)? }])
}

/// "you gain 3 life", "you lose 2 life", "target player loses 3 life" (CR 119).
fn life(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let mut local = targets.clone();
    let (player, rest) = if let Some(r) = s.strip_prefix("you ") {
        (PlayerRef::You, r)
    } else {
        let (spec, r) = target(s)?;
        if !matches!(spec.kind, mw_ir::TargetKind::Player) {
            return None;
        }
        (PlayerRef::Target(push_target(spec, &mut local)), r.trim_start())
    };
    let words: Vec<&str> = rest.split(' ').collect();
    let effect = match words.as_slice() {
        ["gain" | "gains", n, "life"] => {
            Effect::GainLife { player, amount: Amount::Fixed(number(n)?) }
        }
        ["lose" | "loses", n, "life"] => {
            Effect::LoseLife { player, amount: Amount::Fixed(number(n)?) }
        }
        _ => return None,
    };
    *targets = local;
    Some(vec![effect])
}

/// "destroy target creature" (CR 701.8).
fn destroy(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("destroy ")?;
    let (spec, r) = target(rest)?;
    if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
        return None;
    }
    let t = push_target(spec, targets);
    Some(vec![Effect::Destroy { subject: Subject::Target(t) }])
}
