//! Damage divided among targets (CR 601.2d): "~ deals 4 damage divided as you choose
//! among one or two targets", "… among one, two, or three target creatures", "… among
//! any number of targets". The targets are announced like "up to N" (the first one
//! required), the division right after them.

use crate::effect::{pronoun, push_target};
use crate::target::target;
use crate::words::amount;
use mw_ir::{Amount, Effect, Subject, TargetSpec};

/// The most targets "any number of targets" offers when the amount is X.
/// FIXME(CR 601.2d): an X above this can't be divided among more targets than this.
const MOST_FOR_X: u8 = 8;

/// "SOURCE deals N damage divided as you choose among …".
pub(crate) fn divided(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rest) = s.split_once(" deals ")?;
    let (n, rest) = rest.split_once(" damage divided as you choose among ")?;
    let amount = amount(n)?;
    let source = match who {
        "~" => Subject::This,
        "it" | "he" | "she" => pronoun(targets),
        _ => return None,
    };
    let (most, noun) = if let Some(r) = rest.strip_prefix("one or two ") {
        (2, r)
    } else if let Some(r) = rest.strip_prefix("one, two, or three ") {
        (3, r)
    } else if let Some(r) = rest.strip_prefix("up to five ") {
        (5, r)
    } else if let Some(r) = rest.strip_prefix("any number of ") {
        let most = match amount {
            Amount::Fixed(k) => u8::try_from(k).ok()?.clamp(1, 20),
            Amount::X => MOST_FOR_X,
            _ => return None,
        };
        (most, r)
    } else {
        return None;
    };
    let one = singular(noun)?;
    let mut local = targets.clone();
    let first = local.len() as u8;
    for k in 0..most {
        let (mut spec, r) = target(&one)?;
        if !r.is_empty() {
            return None;
        }
        // CR 115.3 / 601.2d: different targets, each dealt at least 1.
        spec.optional = k > 0;
        spec.distinct = k > 0;
        push_target(spec, &mut local);
    }
    *targets = local;
    Some(vec![Effect::DealDamageDivided { source, amount, first, count: most }])
}

/// "targets" → "any target"; "target creatures and/or planeswalkers" → "target creature
/// or planeswalker"; "target attacking or blocking creatures" → "… creature".
fn singular(noun: &str) -> Option<String> {
    if noun == "targets" {
        return Some("any target".to_string());
    }
    let rest = noun.strip_prefix("target ")?;
    let words: Vec<String> = rest
        .replace(" and/or ", " or ")
        .split(' ')
        .map(|w| match w {
            "creatures" | "planeswalkers" | "players" | "opponents" | "permanents" => w.trim_end_matches('s').to_string(),
            _ => w.to_string(),
        })
        .collect();
    Some(format!("target {}", words.join(" ")))
}
