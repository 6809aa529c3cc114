//! Power and toughness instructions (CR 613.4): "+3/+3 until end of turn" (with keywords
//! and protection gained alongside), "+X/+X", base power and toughness until end of turn
//! (layer 7b), and a creature dealing damage to itself equal to its power.

use crate::effect::permanent_subject;
use crate::words::pt_change;
use mw_ir::{Amount, Duration, Effect, Recipient, TargetSpec};

/// "target creature gets +3/+3 until end of turn", "~ gets +1/+1 until end of turn".
pub(crate) fn pump(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(e) = crate::group::sentence(s, targets) {
        return Some(e);
    }
    let (who, rest) = s.split_once(" gets ").or_else(|| s.split_once(" gains "))?;
    // "… gets +1/+0 until end of turn and can't be blocked this turn".
    let (rest, unblockable) = match rest.strip_suffix(" and can't be blocked this turn") {
        Some(r) => (r, true),
        None => (rest, false),
    };
    let rest = rest.strip_suffix(" until end of turn")?;
    let gets = s.contains(" gets ");
    let (rest, protection) = crate::protection::protection_part(rest);
    // "+X/+X", "-X/-0": one point per X (CR 107.3).
    let (rest, times) = x_change(rest);
    let (pt, keywords) = pt_and_keywords(if gets { &rest } else { "" }, if gets { None } else { Some(&rest) })?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    let mut out = Vec::new();
    if let Some((power, toughness)) = pt {
        out.push(Effect::Pump { subject, power, toughness, duration: Duration::EndOfTurn, times });
    }
    if !keywords.is_empty() {
        out.push(Effect::GainKeywords { subject, keywords, duration: Duration::EndOfTurn });
    }
    if let Some(p) = protection {
        out.extend(p.effects(|e| e, subject));
    }
    if unblockable && !out.is_empty() {
        out.push(Effect::GainCombatRule { subject, rule: mw_ir::CombatRule::CantBeBlocked, duration: Duration::EndOfTurn });
    }
    (!out.is_empty()).then_some(out)
}


/// "+x/+x …" → ("+1/+1 …", X) when each part is X or 0 (CR 107.3); else the text as
/// it is, once.
pub(crate) fn x_change(text: &str) -> (String, Amount) {
    let (pt, rest) = text.split_once(' ').unwrap_or((text, ""));
    let ok = |v: &str| matches!(v, "+x" | "-x" | "+0" | "-0");
    match pt.split_once('/') {
        Some((p, t)) if ok(p) && ok(t) && pt.contains('x') => {
            let sep = if rest.is_empty() { "" } else { " " };
            (format!("{}{sep}{rest}", pt.replace('x', "1")), Amount::X)
        }
        _ => (text.to_string(), Amount::Fixed(1)),
    }
}

/// A power/toughness change, if any, and keywords gained.
type PtAndKeywords = (Option<(i32, i32)>, Vec<mw_ir::Keyword>);

/// "+2/+2", "+2/+2 and gains trample", or (with `gains`) "flying and trample".
pub(crate) fn pt_and_keywords(gets: &str, gains: Option<&str>) -> Option<PtAndKeywords> {
    let (pt, kw_text) = match gains {
        Some(k) => (None, Some(k)),
        None => match gets.split_once(" and gains ").or_else(|| gets.split_once(" and gain ")) {
            Some((p, k)) => (Some(pt_change(p)?), Some(k)),
            None => (Some(pt_change(gets)?), None),
        },
    };
    let mut keywords = Vec::new();
    if let Some(k) = kw_text {
        for part in k.split(", ").flat_map(|p| p.split(" and ")) {
            let w = part.trim().trim_start_matches("and ").trim();
            if !w.is_empty() {
                keywords.push(mw_ir::Keyword::from_name(w).filter(|k| *k != mw_ir::Keyword::Ward)?);
            }
        }
    }
    Some((pt, keywords))
}

/// CR 613.4b: "target creature has base power and toughness 1/1 until end of turn".
pub(crate) fn base_pt(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, pt) = s.strip_suffix(" until end of turn")?.split_once(" has base power and toughness ")?;
    let (p, t) = pt.split_once('/')?;
    let (power, toughness) = (p.parse().ok()?, t.parse().ok()?);
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::SetBasePt { subject, power, toughness, duration: Duration::EndOfTurn }])
}

/// "target creature deals damage to itself equal to its power".
pub(crate) fn damage_to_itself(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let who = s.strip_suffix(" deals damage to itself equal to its power")?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::DealDamage { source: subject, amount: Amount::PowerOf(subject), to: Recipient::Object(subject) }])
}
