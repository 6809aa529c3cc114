//! v1 (the fallback): a text's sentences read in order into instructions: several
//! sentences as one instruction first, "it" carried from a sentence naming the enchanted or
//! equipped creature, an X defined by a later sentence, and each sentence alone through
//! `effect::sentence`.

use crate::effect::*;
use mw_ir::{Amount, Effect, PlayerRef, Recipient, Subject, TargetSpec};

/// Several sentences read as one instruction, then each sentence alone.
pub fn instructions<'a>(text: &'a str, targets: &mut Vec<TargetSpec>) -> Result<Vec<Effect>, &'a str> {
    if let Some(e) = reveal_take(text) {
        return Ok(e);
    }
    instructions_of(&crate::source::sentences(text), targets)
}

/// The instructions of these sentences, several read together where a pattern spans them
/// (looking at the top of a library, a revealed hand); the first not understood, if any.
pub fn instructions_of<'a>(all: &[&'a str], targets: &mut Vec<TargetSpec>) -> Result<Vec<Effect>, &'a str> {
    // "…, where X is its power. If you do, draw X cards.": X keeps its definition in the
    // sentences after it.
    let defined = x_defined_later(all);
    if defined.is_empty() {
        return instructions_read(all, targets);
    }
    let refs: Vec<&str> = defined.iter().map(String::as_str).collect();
    instructions_read(&refs, targets).map_err(|e| refs.iter().position(|r| std::ptr::eq(*r, e)).map_or(all[0], |k| all[k]))
}

/// The sentences with "X" defined by an earlier "…, where X is …" given that definition
/// too; empty when no sentence needs it.
fn x_defined_later(all: &[&str]) -> Vec<String> {
    let mut definition: Option<&str> = None;
    let mut out = Vec::new();
    let mut changed = false;
    for s in all {
        let mentions = s.split(|c: char| !c.is_alphanumeric()).any(|w| w == "x");
        match (s.split_once(", where x is "), definition) {
            (Some((_, d)), _) => {
                definition = Some(d);
                out.push(s.to_string());
            }
            (None, Some(d)) if mentions => {
                out.push(format!("{s}, where x is {d}"));
                changed = true;
            }
            _ => out.push(s.to_string()),
        }
    }
    if changed { out } else { Vec::new() }
}

/// Restores what "it" meant when dropped.
struct ItGuard(Option<Subject>);

impl Drop for ItGuard {
    fn drop(&mut self) {
        if let Some(s) = self.0 {
            IT.set(s);
        }
    }
}

/// Whether a sentence names the permanent an Aura or Equipment is attached to.
fn names_attached(s: &str) -> bool {
    ["enchanted creature", "equipped creature", "enchanted permanent", "enchanted land", "enchanted artifact"].iter().any(|w| s.contains(w))
}

fn instructions_read<'a>(all: &[&'a str], targets: &mut Vec<TargetSpec>) -> Result<Vec<Effect>, &'a str> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let s = all[i];
        i += 1;
        // "Tap enchanted creature. It deals damage to you equal to its power.": "it" after
        // a sentence about the enchanted creature is that creature (CR 608.2h if gone).
        let _it = ItGuard((i > 1 && names_attached(all[i - 2]) && targets.is_empty() && IT.get() == Subject::This).then(|| IT.replace(Subject::Attached)));
        let read = crate::look::read(&all[i - 1..])
            .or_else(|| crate::top_card::read(&all[i - 1..], targets))
            .or_else(|| crate::choices::reveal_choose(&all[i - 1..], targets));
        if let Some((mut e, used)) = read {
            out.append(&mut e);
            i += used - 1;
            continue;
        }
        // CR 701.30: a clash's outcome, right after the clash.
        let clash_outcome = s.strip_prefix("if you win, ").map(|r| (true, r)).or_else(|| s.strip_prefix("otherwise, ").map(|r| (false, r)));
        let after_clash = matches!(out.iter().rev().find(|e| !matches!(e, Effect::IfYouDo { .. })), Some(Effect::ClashOpponentDecides));
        if let (Some((won, rest)), true) = (clash_outcome, after_clash) {
            let mut inner = Vec::new();
            push_sentence(rest, targets, &mut inner).ok_or(s)?;
            out.extend(inner.into_iter().map(|e| Effect::IfYouDo { done: won, effect: Box::new(e) }));
            continue;
        }
        let outcome = s
            .strip_prefix("if you do, ")
            .or_else(|| s.strip_prefix("if you win the flip, "))
            .map(|r| (true, r))
            .or_else(|| {
                s.strip_prefix("if you don't, ")
                    .or_else(|| s.strip_prefix("if you can't, "))
                    .or_else(|| s.strip_prefix("if you lose the flip, "))
                    .map(|r| (false, r))
            });
        if let Some(rest) = outcome {
            // A flip's outcome only after a flip, a choice's only after a choice.
            let flip = s.contains(" the flip, ");
            if flip != matches!(out.iter().rev().find(|e| !matches!(e, Effect::IfYouDo { .. })), Some(Effect::FlipCoin)) {
                return Err(s);
            }
            crate::choices::if_you_do(rest, targets, &mut out).ok_or(s)?;
            continue;
        }
        if let Some((condition, rest)) = crate::condition::leading_if(s) {
            if let Some(alt) = rest.strip_suffix(" instead") {
                // "if ~ was kicked, it deals 4 damage instead": the instruction before is
                // replaced when the condition holds.
                let before = out.pop().ok_or(s)?;
                let instead = crate::condition::instead(alt, &before, targets).ok_or(s)?;
                out.push(Effect::If { condition, effect: Box::new(instead), otherwise: None });
                out.push(Effect::IfYouDo { done: false, effect: Box::new(before) });
                continue;
            }
            let mut inner = Vec::new();
            push_sentence(rest, targets, &mut inner).ok_or(s)?;
            out.extend(crate::condition::guard(condition, inner));
            continue;
        }
        push_sentence(s, targets, &mut out).ok_or(s)?;
    }
    Ok(out)
}


/// Reads one more sentence of an instruction list; a "can't be regenerated" rider changes
/// the destroy before it (CR 701.19c).
pub fn push_sentence(s: &str, targets: &mut Vec<TargetSpec>, out: &mut Vec<Effect>) -> Option<()> {
    // "it has \"sacrifice ~: add {c}.\"": an ability of the tokens just created.
    if let Some(q) = s.strip_prefix("it has ").or_else(|| s.strip_prefix("they have ")) {
        let last = match out.last_mut()? {
            Effect::Optional(e) => e.as_mut(),
            e => e,
        };
        let Effect::CreateTokens { token, .. } = last else { return None };
        token.abilities.extend(crate::tokens::quoted_abilities(q)?);
        return Some(());
    }
    // CR 707.10c: "you may choose new targets for the copy".
    if s == "you may choose new targets for the copy" || s == "you may choose new targets for the copies" {
        let Some(Effect::CopySpell { new_targets, .. }) = out.last_mut() else { return None };
        *new_targets = true;
        return Some(());
    }
    if s == "if that spell is countered this way, exile it instead of putting it into its owner's graveyard" {
        let Some(Effect::Counter { exile, .. }) = out.last_mut() else { return None };
        *exile = true;
        return Some(());
    }
    // CR 614.1a: "if a creature dealt damage this way would die this turn, exile it instead".
    if s == "if a creature dealt damage this way would die this turn, exile it instead" {
        let Some(Effect::DealDamage { to: Recipient::Target(i), .. }) = out.last() else { return None };
        let subject = Subject::Target(*i);
        out.push(Effect::ExileInstead { subject, any_zone: false });
        return Some(());
    }
    if let Some(mut e) = crate::references::about_returned(s, out) {
        out.append(&mut e);
        return Some(());
    }
    // "tap up to two target creatures. those creatures don't untap during their
    // controller's next untap step": the creatures the taps named.
    if s == "those creatures don't untap during their controller's next untap step" || s == "it doesn't untap during its controller's next untap step" {
        let tapped: Vec<Subject> = out.iter().rev().map_while(|e| match e {
            Effect::Tap { subject } => Some(*subject),
            _ => None,
        }).collect();
        if tapped.is_empty() {
            let Some(Effect::ForEach { filter, effect, only: None }) = out.last() else { return None };
            let (filter, true) = (*filter, matches!(effect.as_ref(), Effect::Tap { .. })) else { return None };
            out.push(Effect::ForEach { filter, effect: Box::new(Effect::SkipNextUntap { subject: Subject::Each }), only: None });
            return Some(());
        }
        out.extend(tapped.into_iter().rev().map(|subject| Effect::SkipNextUntap { subject }));
        return Some(());
    }
    if s == "untap those creatures" || s == "untap them" {
        return crate::references::untap_named(s, out);
    }
    // "sacrifice a creature. you gain life equal to that creature's toughness": the
    // creature sacrificed.
    let sacrificed = matches!(out.last(), Some(Effect::Sacrifices { player: PlayerRef::You, count: Amount::Fixed(1), .. }));
    if sacrificed && (s.contains("that creature") || s.contains("the sacrificed creature")) {
        let s = s.replace("the sacrificed creature", "that creature");
        let mut e = with_it(Subject::Returned, || sentence(&s, targets))?;
        out.append(&mut e);
        return Some(());
    }
    if s == "it can't be regenerated" || s == "they can't be regenerated" {
        let last = match out.last_mut() {
            Some(Effect::ForEach { effect, .. }) => effect.as_mut(),
            Some(e) => e,
            None => return None,
        };
        let Effect::Destroy { no_regen, .. } = last else { return None };
        *no_regen = true;
        return Some(());
    }
    out.append(&mut sentence(s, targets)?);
    Some(())
}
