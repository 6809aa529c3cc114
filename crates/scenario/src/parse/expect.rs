//! `expect:` lines: the checks of SCENARIOS.md (*expect*) and the extensions listed in
//! `scenarios/README.md`.

use super::setup::player_prefix;
use super::{mana, Src, SyntaxError};
use crate::ast::*;
use mw_engine::Zone;
use mw_types::CounterKind;

fn zone_word(s: &str) -> Option<Zone> {
    match s {
        "hand" | "library" | "graveyard" | "exile" | "battlefield" | "command" => Zone::from_name(s),
        _ => None,
    }
}

fn pt(src: &Src, s: &str) -> Result<(i32, i32), SyntaxError> {
    let (p, t) = s.trim().split_once('/').ok_or_else(|| src.err(s, "P/T"))?;
    Ok((src.number(p, "a power")?, src.number(t, "a toughness")?))
}

pub(super) fn check(src: &Src, line: &str) -> Result<Check, SyntaxError> {
    match line {
        "game over" => return Ok(Check::GameOver(true)),
        "game not over" => return Ok(Check::GameOver(false)),
        _ => {}
    }
    if let Some(p) = line.strip_prefix("winner =") {
        return Ok(Check::Winner(src.player(p)?));
    }
    if let Some(n) = line.strip_prefix("stack count =") {
        return Ok(Check::StackCount(src.number(n, "a count")?));
    }
    if let Some(n) = line.strip_prefix("stack top:") {
        if n.trim().is_empty() {
            return Err(src.err(n, "a card name or alias"));
        }
        return Ok(Check::StackTop(n.trim().to_string()));
    }
    if let Some((p, rest)) = player_prefix(src, line)? {
        return player_check(src, p, rest);
    }
    object_check(src, line)
}

/// The checks that start with `pK`.
fn player_check(src: &Src, p: mw_types::PlayerId, rest: &str) -> Result<Check, SyntaxError> {
    if let Some(n) = rest.strip_prefix("life =") {
        return Ok(Check::Life(p, src.number(n, "a life total")?));
    }
    if let Some(n) = rest.strip_prefix("energy =") {
        return Ok(Check::Energy(p, src.number::<u32>(n, "a number of energy counters")?));
    }
    if let Some(n) = rest.strip_prefix("ring =") {
        return Ok(Check::Ring(p, src.number_in(n, "a number of temptations from 0 to 255", 0, 255)?));
    }
    if let Some(n) = rest.strip_prefix("speed =") {
        return Ok(Check::Speed(p, src.number_in(n, "a speed from 0 to 4", 0, 4)?));
    }
    if let Some(n) = rest.strip_prefix("poison =") {
        return Ok(Check::Poison(p, src.number::<u32>(n, "a number of poison counters")?));
    }
    if let Some(m) = rest.strip_prefix("pool =") {
        return Ok(Check::Pool(p, mana(src, m)?));
    }
    if let Some(m) = rest.strip_prefix("available mana =") {
        let alts = m.split('|').map(|a| mana(src, a)).collect::<Result<Vec<_>, _>>()?;
        return Ok(Check::AvailableMana(p, alts));
    }
    if let Some(r) = rest.strip_prefix("library ") {
        // `library top: NAME`, `library N: NAME`, `library bottom: NAME`.
        if let Some((at, name)) = r.split_once(':') {
            let pos = match at.trim() {
                "top" => Some(LibraryPos::Nth(1)),
                "bottom" => Some(LibraryPos::Bottom),
                n if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
                    Some(LibraryPos::Nth(src.number_in(at, "a position from 1 (the top)", 1, usize::MAX)?))
                }
                _ => None,
            };
            if let Some(pos) = pos {
                if name.trim().is_empty() {
                    return Err(src.err(name, "a card name"));
                }
                return Ok(Check::Library(p, pos, name.trim().to_string()));
            }
        }
    }
    let (zw, after) = rest.split_once(' ').unwrap_or((rest, ""));
    let zone = zone_word(zw).ok_or_else(|| {
        src.err(zw, "life =, poison =, energy =, speed =, ring =, pool =, available mana =, library top:, library N:, library bottom: or a zone")
    })?;
    if let Some(c) = after.strip_prefix("count") {
        let (name, n) = c.rsplit_once('=').ok_or_else(|| src.err(c, "count [NAME] = N"))?;
        let name = name.trim();
        let name = (!name.is_empty()).then(|| name.to_string());
        return Ok(Check::ZoneCount(p, zone, name, src.number(n, "a count")?));
    }
    if let Some(n) = after.strip_prefix("has no ") {
        return Ok(Check::ZoneHas(p, zone, n.trim().to_string(), false));
    }
    if let Some(n) = after.strip_prefix("has ") {
        return Ok(Check::ZoneHas(p, zone, n.trim().to_string(), true));
    }
    Err(src.err(after, "count, has or has no"))
}

/// The check words after a REF; the earliest in the line wins (a longer one at the same
/// place), so names may not contain them, which no card name does.
const KEYS: [&str; 15] = [
    " pt =",
    " tapped",
    " untapped",
    " counters ",
    " controller =",
    " name =",
    " has no ",
    " has ",
    " is not ",
    " is ",
    " color =",
    " zone =",
    " could produce =",
    " damage =",
    " attached to ",
];

/// `REF CHECK` or `all NAME CHECK`.
fn object_check(src: &Src, line: &str) -> Result<Check, SyntaxError> {
    let (all, rest) = match line.strip_prefix("all ") {
        Some(r) => (true, r),
        None => (false, line),
    };
    let mut best: Option<(usize, &str)> = None;
    for k in KEYS {
        if let Some(i) = rest.find(k) {
            let better = match best {
                None => true,
                Some((j, bk)) => i < j || (i == j && k.len() > bk.len()),
            };
            if better {
                best = Some((i, k));
            }
        }
    }
    let Some((i, key)) = best else {
        return Err(src.err(line, "a check (see SCENARIOS.md)"));
    };
    let name = rest[..i].trim().to_string();
    let arg = &rest[i + key.len()..];
    let c = match key {
        " pt =" => {
            let (p, t) = pt(src, arg)?;
            ObjCheck::Pt(p, t)
        }
        " tapped" | " untapped" if arg.trim().is_empty() => ObjCheck::Tapped(key == " tapped"),
        " counters " => {
            let (kind, n) = arg.split_once('=').ok_or_else(|| src.err(arg, "counters KIND = N"))?;
            let k = CounterKind::parse(kind.trim()).ok_or_else(|| src.err(kind, "a counter kind (+1/+1, -1/-1, loyalty, …)"))?;
            ObjCheck::Counters(k, src.number(n, "a count")?)
        }
        " controller =" => ObjCheck::Controller(src.player(arg)?),
        " name =" => ObjCheck::Name(arg.trim().to_string()),
        " has no " => ObjCheck::Keyword(arg.trim().to_string(), false),
        " has " => ObjCheck::Keyword(arg.trim().to_string(), true),
        " is not " => ObjCheck::Type(type_word(src, arg)?, false),
        " is " => ObjCheck::Type(type_word(src, arg)?, true),
        " color =" => ObjCheck::Color(arg.trim().to_string()),
        " zone =" => ObjCheck::Zone(Zone::from_name(arg.trim()).ok_or_else(|| src.err(arg, "a zone (hand library graveyard exile battlefield stack)"))?),
        " could produce =" => ObjCheck::CouldProduce(mana(src, arg)?.into_iter().map(|(t, _)| t).collect()),
        " damage =" => ObjCheck::Damage(src.number(arg, "an amount of damage")?),
        " attached to " => match arg.trim() {
            "" => return Err(src.err(arg, "a permanent, or nothing")),
            "nothing" => ObjCheck::AttachedTo(None),
            t => ObjCheck::AttachedTo(Some(t.to_string())),
        },
        _ => return Err(src.err(arg, "nothing after tapped/untapped")),
    };
    if name.is_empty() {
        return Err(src.err(rest, "a card, alias or `all NAME` before the check"));
    }
    Ok(Check::Object { target: if all { ObjRef::All(name) } else { ObjRef::One(name) }, check: c })
}

/// The word after `is` / `is not`: a card type, supertype, creature type or other
/// subtype, or `ring-bearer`; anything else (`is tapped`) is a syntax error naming the
/// check meant, never a check that can only fail.
fn type_word(src: &Src, arg: &str) -> Result<String, SyntaxError> {
    let t = arg.trim();
    let known = t.eq_ignore_ascii_case("ring-bearer")
        || mw_types::CardType::from_name(t).is_some()
        || mw_types::Supertype::from_name(t).is_some()
        || mw_types::CreatureType::from_name(t).is_some()
        || mw_types::Subtype::from_name(t).is_some();
    if known {
        return Ok(t.to_string());
    }
    let hint = match t {
        "tapped" | "untapped" => "a type (for its status write `REF tapped` / `REF untapped`)",
        _ => "a card type, supertype or subtype (see SCENARIOS.md)",
    };
    Err(src.err(arg, hint))
}
