//! `setup:` lines and card lists (SCENARIOS.md, *setup*). A key that sets one thing
//! (`turn:`, `players:`, `pK life:` …) may appear once; modifiers that only make sense
//! on the battlefield are refused elsewhere.

use super::{mana, Src, SyntaxError, MAX_COPIES, MAX_COUNTERS, MAX_DAMAGE, MAX_PLAYERS, MAX_TURN};
use crate::ast::*;
use mw_ai::AgentKind;
use mw_types::{CounterKind, PlayerId};

/// The one-value keys already set, with their line.
#[derive(Default)]
pub(super) struct Seen(Vec<(String, usize)>);

impl Seen {
    fn once(&mut self, src: &Src, key: String, at: &str) -> Result<(), SyntaxError> {
        if let Some((_, line)) = self.0.iter().find(|(k, _)| *k == key) {
            return Err(src.err(at, &format!("one `{key}` line only (line {line} has one)")));
        }
        self.0.push((key, src.no));
        Ok(())
    }
}

/// Splits "pK rest" into the player and the rest, when the line starts with a player.
pub(super) fn player_prefix<'a>(src: &Src, line: &'a str) -> Result<Option<(PlayerId, &'a str)>, SyntaxError> {
    let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
    let looks_like_player = first.len() > 1 && first.starts_with('p') && first[1..].bytes().all(|b| b.is_ascii_digit());
    if !looks_like_player {
        return Ok(None);
    }
    Ok(Some((src.player(first)?, rest.trim_start())))
}

pub(super) fn line(src: &Src, line: &str, seen: &mut Seen) -> Result<SetupLine, SyntaxError> {
    if let Some(rest) = line.strip_prefix("turn:") {
        seen.once(src, "turn:".into(), line)?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        let [n, p, step] = parts.as_slice() else {
            return Err(src.err(rest, "turn: N pK STEP"));
        };
        return Ok(SetupLine::Turn {
            number: src.number_in(n, &format!("a turn number from 1 to {MAX_TURN}"), 1, MAX_TURN)?,
            active: src.player(p)?,
            step: mw_engine::Step::from_name(step)
                .ok_or_else(|| src.err(step, &format!("a step name ({})", super::step_names())))?,
        });
    }
    if let Some(rest) = line.strip_prefix("seed:") {
        seen.once(src, "seed:".into(), line)?;
        return Ok(SetupLine::Seed(src.number(rest, "a seed number")?));
    }
    if let Some(rest) = line.strip_prefix("players:") {
        seen.once(src, "players:".into(), line)?;
        let what = format!("a number of players from 2 to {MAX_PLAYERS}");
        return Ok(SetupLine::Players(src.number_in(rest, &what, 2, MAX_PLAYERS)?));
    }
    if let Some(rest) = line.strip_prefix("format:") {
        seen.once(src, "format:".into(), line)?;
        return match rest.trim() {
            "commander" => Ok(SetupLine::Commander),
            _ => Err(src.err(rest, "commander")),
        };
    }
    if let Some(rest) = line.strip_prefix("unscripted:") {
        seen.once(src, "unscripted:".into(), line)?;
        return Ok(SetupLine::Unscripted(unscripted(src, rest)?));
    }
    let Some((p, rest)) = player_prefix(src, line)? else {
        return Err(src.err(line, "turn:, seed:, players:, format:, unscripted: or a pK line"));
    };
    let (key, value) = rest.split_once(':').ok_or_else(|| src.err(rest, "KEY: VALUE"))?;
    let once = |seen: &mut Seen| seen.once(src, format!("{p} {}:", key.trim()), line);
    let zone = match key.trim() {
        "life" => {
            once(seen)?;
            return Ok(SetupLine::Life(p, src.number(value, "a life total")?));
        }
        "pool" => {
            once(seen)?;
            return Ok(SetupLine::Pool(p, mana(src, value)?));
        }
        "lands played" => {
            once(seen)?;
            return Ok(SetupLine::LandsPlayed(p, src.number_in(value, "a number of lands from 0 to 1000", 0, 1000)?));
        }
        "ring" => {
            once(seen)?;
            return Ok(SetupLine::Ring(p, src.number_in(value, "a number of temptations from 0 to 255", 0, 255)?));
        }
        "speed" => {
            once(seen)?;
            return Ok(SetupLine::Speed(p, src.number_in(value, "a speed from 0 to 4", 0, 4)?));
        }
        "agent" => {
            once(seen)?;
            return agent(src, p, value);
        }
        "hand" => SetupZone::Hand,
        "library" => SetupZone::Library,
        "graveyard" => SetupZone::Graveyard,
        "exile" => SetupZone::Exile,
        "battlefield" => SetupZone::Battlefield,
        "command" => SetupZone::Command,
        _ => {
            return Err(src.err(key, "life, pool, lands played, speed, ring, agent, hand, library, graveyard, exile, battlefield or command"))
        }
    };
    Ok(SetupLine::Cards(p, zone, card_list(src, value, zone)?))
}

/// `NAME [MS]` after `pK agent:`.
fn agent(src: &Src, player: PlayerId, value: &str) -> Result<SetupLine, SyntaxError> {
    let mut words = value.split_whitespace();
    let name = words.next().unwrap_or("");
    let known: Vec<&str> = AgentKind::ALL.iter().map(|k| k.name()).collect();
    let kind = AgentKind::from_name(name).ok_or_else(|| {
        let at = if name.is_empty() { value } else { name };
        src.err(at, &format!("an agent: {}", known.join(", ")))
    })?;
    let ms = match (words.next(), words.next()) {
        (None, _) => None,
        (Some(ms), None) => Some(src.number(ms, "milliseconds per decision")?),
        (Some(_), Some(extra)) => return Err(src.err(extra, "pK agent: NAME [MS]")),
    };
    Ok(SetupLine::Agent { player, kind, ms })
}

pub(super) fn unscripted(src: &Src, s: &str) -> Result<Unscripted, SyntaxError> {
    match s.trim() {
        "fail" => Ok(Unscripted::Fail),
        "first" => Ok(Unscripted::First),
        "every" => Ok(Unscripted::Every),
        _ => Err(src.err(s, "fail, first or every")),
    }
}

fn card_list(src: &Src, s: &str, zone: SetupZone) -> Result<Vec<CardItem>, SyntaxError> {
    let mut out = Vec::new();
    for item in s.split(';') {
        if item.trim().is_empty() {
            return Err(src.err(item, "a card name"));
        }
        out.push(card_item(src, item.trim(), zone)?);
    }
    Ok(out)
}

fn card_item(src: &Src, item: &str, zone: SetupZone) -> Result<CardItem, SyntaxError> {
    let (head, mods) = match item.find('[') {
        Some(i) => {
            let rest = &item[i + 1..];
            let close = rest.rfind(']').ok_or_else(|| src.err(rest, "a closing ]"))?;
            if !rest[close + 1..].trim().is_empty() {
                return Err(src.err(&rest[close + 1..], "nothing after ]"));
            }
            (item[..i].trim(), Some(&rest[..close]))
        }
        None => (item, None),
    };
    let (name, copies) = match head.rsplit_once(" x") {
        Some((n, c)) if !c.is_empty() && c.bytes().all(|d| d.is_ascii_digit()) => {
            (n.trim(), src.number_in::<u32>(c, &format!("a number of copies from 1 to {MAX_COPIES}"), 1, MAX_COPIES)?)
        }
        _ => (head, 1),
    };
    if name.is_empty() {
        return Err(src.err(head, "a card name"));
    }
    let mut c = CardItem {
        name: name.to_string(),
        copies,
        alias: None,
        tapped: false,
        sick: false,
        counters: Vec::new(),
        damage: 0,
        attached_to: None,
        controller: None,
        commander: false,
        ring_bearer: false,
        column: src.column(item),
    };
    for m in mods.into_iter().flat_map(|m| m.split(',')) {
        let m = m.trim();
        if let Some(a) = m.strip_prefix("as ") {
            let a = a.trim();
            if a.is_empty() {
                return Err(src.err(m, "as ALIAS"));
            }
            c.alias = Some(a.to_string());
            continue;
        }
        if zone != SetupZone::Battlefield {
            return Err(src.err(m, "as ALIAS (the other modifiers apply on the battlefield only)"));
        }
        if m == "commander" {
            c.commander = true;
        } else if m == "ring-bearer" {
            c.ring_bearer = true;
        } else if m == "tapped" {
            c.tapped = true;
        } else if m == "sick" {
            c.sick = true;
        } else if let Some(t) = m.strip_prefix("attached to ") {
            c.attached_to = Some(t.trim().to_lowercase());
        } else if let Some(d) = m.strip_prefix("damage:") {
            c.damage = src.number_in(d, &format!("an amount of damage from 0 to {MAX_DAMAGE}"), 0, MAX_DAMAGE)?;
        } else if let Some(p) = m.strip_prefix("controller:") {
            c.controller = Some(src.player(p)?);
        } else if let Some(cs) = m.strip_prefix("counters:") {
            let words: Vec<&str> = cs.split_whitespace().collect();
            if words.is_empty() || !words.len().is_multiple_of(2) {
                return Err(src.err(cs, "counters: KIND xN [KIND xN …]"));
            }
            for pair in words.chunks(2) {
                let kind = CounterKind::parse(pair[0]).ok_or_else(|| src.err(pair[0], "a counter kind (+1/+1, -1/-1, loyalty, …)"))?;
                let n = pair[1].strip_prefix('x').ok_or_else(|| src.err(pair[1], "xN"))?;
                let what = format!("a number of counters from 1 to {MAX_COUNTERS}");
                c.counters.push((kind, src.number_in(n, &what, 1, MAX_COUNTERS)?));
            }
        } else {
            return Err(src.err(m, "tapped, sick, counters:, damage:, attached to, controller:, commander, ring-bearer or as"));
        }
    }
    Ok(c)
}
