//! `script:` lines: actions, `try`, `choose:`, the ways to let the game run, and the
//! options after `cast` and `activate` (SCENARIOS.md, *script*).

use super::setup::{player_prefix, unscripted};
use super::{step_and_turn, Src, SyntaxError};
use crate::ast::*;
use mw_engine::Zone;

pub(super) fn line(src: &Src, line: &str) -> Result<ScriptLine, SyntaxError> {
    match line {
        "pass" => return Ok(ScriptLine::Pass),
        "resolve" => return Ok(ScriptLine::Resolve),
        "resolve all" => return Ok(ScriptLine::ResolveAll),
        "run until game over" => return Ok(ScriptLine::RunUntil(Until::GameOver)),
        _ => {}
    }
    if let Some(rest) = line.strip_prefix("unscripted:") {
        return Ok(ScriptLine::Unscripted(unscripted(src, rest)?));
    }
    if let Some(rest) = line.strip_prefix("advance to ") {
        let (step, turn) = step_and_turn(src, rest, "advance to STEP [turn N]")?;
        return Ok(ScriptLine::Advance { step, turn });
    }
    if let Some(rest) = line.strip_prefix("run until ") {
        let (step, turn) = step_and_turn(src, rest, "run until STEP [turn N], or run until game over")?;
        return Ok(ScriptLine::RunUntil(Until::Step { step, turn }));
    }
    let Some((p, rest)) = player_prefix(src, line)? else {
        return Err(src.err(line, "pass, resolve, resolve all, advance to, run until, unscripted: or a pK action"));
    };
    if let Some(a) = rest.strip_prefix("choose:") {
        if a.trim().is_empty() {
            return Err(src.err(a, "an answer"));
        }
        return Ok(ScriptLine::Choose(p, a.trim().to_string()));
    }
    if rest.trim() == "concede" {
        return Ok(ScriptLine::Concede(p));
    }
    if let Some(a) = rest.strip_prefix("try ") {
        return Ok(ScriptLine::Try(p, action(src, a.trim())?));
    }
    Ok(ScriptLine::Act(p, action(src, rest)?))
}

/// Words that begin an option after the card of `cast` or `activate`.
const OPTION_WORDS: [&str; 8] =
    ["targeting ", "x=", "modes:", "paying:", "choosing:", "face down", "alternative", "ability "];

/// Whether an option begins at byte `at` of `s`: a word start (after a space or a comma)
/// followed by an option word; `from` only before a zone name and `ability` only before
/// a number, so card names such as "Back from the Brink" stay whole.
fn option_at(s: &str, at: usize) -> bool {
    if at == 0 || !matches!(s.as_bytes()[at - 1], b' ' | b',') || !s.is_char_boundary(at) {
        return false;
    }
    let rest = &s[at..];
    let word_end = |w: &str| rest.len() == w.len() || matches!(rest.as_bytes()[w.len()], b' ' | b',' | b':');
    if let Some(z) = rest.strip_prefix("from ") {
        let word = z.split([' ', ',']).next().unwrap_or("");
        return Zone::from_name(word).is_some() && word.bytes().all(|b| b.is_ascii_lowercase());
    }
    if let Some(n) = rest.strip_prefix("ability ") {
        let word = n.split([' ', ',']).next().unwrap_or("");
        return !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    }
    if rest.starts_with("alternative") {
        return word_end("alternative");
    }
    if rest.starts_with("face down") {
        return word_end("face down");
    }
    OPTION_WORDS.iter().any(|w| rest.starts_with(w))
}

/// Splits "CARD OPTIONS" into the card and each option, all slices of `s`.
fn split_options(s: &str) -> (&str, Vec<&str>) {
    let starts: Vec<usize> = (1..s.len()).filter(|&i| option_at(s, i)).collect();
    let card_end = starts.first().copied().unwrap_or(s.len());
    let card = s[..card_end].trim().trim_end_matches(',').trim_end();
    let mut parts = Vec::new();
    for (k, &b) in starts.iter().enumerate() {
        let e = starts.get(k + 1).copied().unwrap_or(s.len());
        parts.push(s[b..e].trim().trim_end_matches(',').trim_end());
    }
    (card, parts)
}

/// What the options of one action say.
struct Parsed {
    options: Options,
    from: Option<Zone>,
    ability: Option<u32>,
}

fn options(src: &Src, parts: &[&str]) -> Result<Parsed, SyntaxError> {
    let mut o = Options::default();
    let mut from = None;
    let mut ability = None;
    for &part in parts {
        if let Some(z) = part.strip_prefix("from ") {
            from = Some(Zone::from_name(z.trim()).ok_or_else(|| src.err(z, "a zone name"))?);
        } else if let Some(n) = part.strip_prefix("ability ") {
            ability = Some(src.number_in(n, "an ability number from 1", 1, u32::MAX)?);
        } else if let Some(t) = part.strip_prefix("targeting ") {
            o.targeting = list(src, t, "a target")?;
        } else if let Some(x) = part.strip_prefix("x=") {
            o.x = Some(src.number(x, "a value for X (a number)")?);
        } else if let Some(m) = part.strip_prefix("modes:") {
            for n in m.split(',') {
                o.modes.push(src.number_in(n, "a mode number from 1", 1, u32::MAX)?);
            }
        } else if let Some(p) = part.strip_prefix("paying:") {
            o.paying = list(src, p, "a permanent or card that pays")?;
        } else if let Some(c) = part.strip_prefix("choosing:") {
            if c.trim().is_empty() {
                return Err(src.err(c, "an answer"));
            }
            o.choosing = Some(c.trim().to_string());
        } else if part == "face down" {
            o.face_down = true;
        } else if part == "alternative" {
            o.alternative = Some(Alternative::Any);
        } else if let Some(k) = part.strip_prefix("alternative:") {
            if k.trim().is_empty() {
                return Err(src.err(k, "the keyword of an alternative cost (evoke, dash, flashback, morph, …)"));
            }
            o.alternative = Some(Alternative::Named(k.trim().to_lowercase()));
        } else {
            return Err(src.err(part, "targeting, x=, modes:, paying:, choosing:, alternative or face down"));
        }
    }
    Ok(Parsed { options: o, from, ability })
}

/// A `;`-separated list of names, none empty.
fn list(src: &Src, s: &str, what: &str) -> Result<Vec<String>, SyntaxError> {
    s.split(';')
        .map(|x| if x.trim().is_empty() { Err(src.err(x, what)) } else { Ok(x.trim().to_string()) })
        .collect()
}

fn action(src: &Src, s: &str) -> Result<Action, SyntaxError> {
    if let Some(card) = s.strip_prefix("play ") {
        if card.trim().is_empty() {
            return Err(src.err(card, "a land to play"));
        }
        return Ok(Action::Play { card: card.trim().to_string() });
    }
    if let Some(rest) = s.strip_prefix("cast ") {
        let (card, parts) = split_options(rest);
        if card.is_empty() {
            return Err(src.err(rest, "a card to cast"));
        }
        let p = options(src, &parts)?;
        if let Some(at) = parts.iter().find(|x| x.starts_with("ability ")) {
            return Err(src.err(at, "cast options (ability N goes with activate)"));
        }
        return Ok(Action::Cast { card: card.to_string(), from: p.from.unwrap_or(Zone::Hand), options: p.options });
    }
    if let Some(rest) = s.strip_prefix("activate ") {
        let (card, parts) = split_options(rest);
        if card.is_empty() {
            return Err(src.err(rest, "a card to activate"));
        }
        let p = options(src, &parts)?;
        if let Some(at) = parts.iter().find(|x| x.starts_with("from ") || x.starts_with("alternative") || *x == &"face down") {
            return Err(src.err(at, "activate options (targeting, x=, modes:, paying:, choosing:)"));
        }
        return Ok(Action::Activate { card: card.to_string(), ability: p.ability.unwrap_or(1), options: p.options });
    }
    if let Some(card) = s.strip_prefix("suspend ") {
        return Ok(Action::ExileFromHand { card: card.trim().to_string(), action: crate::ast::HandAction::Suspend });
    }
    if let Some(card) = s.strip_prefix("foretell ") {
        return Ok(Action::ExileFromHand { card: card.trim().to_string(), action: crate::ast::HandAction::Foretell });
    }
    if let Some(card) = s.strip_prefix("plot ") {
        return Ok(Action::ExileFromHand { card: card.trim().to_string(), action: crate::ast::HandAction::Plot });
    }
    if let Some(card) = s.strip_prefix("turn ").and_then(|r| r.strip_suffix(" face up")) {
        return Ok(Action::TurnFaceUp { card: card.trim().to_string() });
    }
    if let Some(rest) = s.strip_prefix("attack:") {
        let mut v = Vec::new();
        for item in rest.split(';') {
            let (a, d) = match item.split_once("->") {
                Some((a, d)) => {
                    if d.trim().is_empty() {
                        return Err(src.err(d, "a player or planeswalker to attack"));
                    }
                    // A player is checked against the player count.
                    if super::player(d.trim()).is_some() {
                        src.player(d)?;
                    }
                    (a.trim(), Some(d.trim().to_string()))
                }
                None => (item.trim(), None),
            };
            if a.is_empty() {
                return Err(src.err(item, "an attacking creature"));
            }
            v.push((a.to_string(), d));
        }
        return Ok(Action::Attack(v));
    }
    if let Some(rest) = s.strip_prefix("block:") {
        let mut v = Vec::new();
        for item in rest.split(';') {
            let (b, a) = item.split_once("->").ok_or_else(|| src.err(item, "BLOCKER -> ATTACKER"))?;
            if b.trim().is_empty() || a.trim().is_empty() {
                return Err(src.err(item, "BLOCKER -> ATTACKER"));
            }
            v.push((b.trim().to_string(), a.trim().to_string()));
        }
        return Ok(Action::Block(v));
    }
    Err(src.err(s, "play, cast, activate, attack:, block:, choose: or try"))
}
