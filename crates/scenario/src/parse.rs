//! The scenario parser. Every error names the line, the column, what was expected and
//! what was found; it never panics (fuzzed by a property test).

use crate::ast::*;
use mw_engine::{Step, Zone};
use mw_types::{ManaCost, ManaSymbol, ManaType, PlayerId};
use thiserror::Error;

/// A syntax error.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: expected {expected}, found {found:?}")]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub expected: String,
    pub found: String,
}

/// One line being read: its number, its original text, and the content without comment.
struct Src<'a> {
    no: usize,
    raw: &'a str,
}

impl Src<'_> {
    fn err(&self, at: &str, expected: &str) -> SyntaxError {
        let at = at.trim_start();
        // Column of `at` inside the raw line (1-based), when `at` is a slice of it.
        let column = (at.as_ptr() as usize).checked_sub(self.raw.as_ptr() as usize)
            .filter(|c| *c <= self.raw.len())
            .map_or(1, |c| c + 1);
        let found = if at.trim().is_empty() { "end of line".to_string() } else { at.trim().to_string() };
        SyntaxError { line: self.no, column, expected: expected.into(), found }
    }
}

fn strip_comment(line: &str) -> &str {
    line.split('#').next().unwrap_or("").trim()
}

/// Parses a scenario file.
pub fn parse(text: &str) -> Result<Scenario, SyntaxError> {
    let mut name = None;
    let mut rules = Vec::new();
    let mut setup = Vec::new();
    let mut sections: Vec<Section> = Vec::new();
    #[derive(PartialEq)]
    enum In {
        Head,
        Setup,
        Script,
        Expect,
    }
    let mut state = In::Head;
    let mut saw_setup = false;
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let src = Src { no: i + 1, raw };
        let line = strip_comment(raw);
        if line.is_empty() {
            continue;
        }
        match line {
            "setup:" => {
                if saw_setup {
                    return Err(src.err(line, "one setup: section only"));
                }
                saw_setup = true;
                state = In::Setup;
                continue;
            }
            "script:" | "expect:" => {
                if !saw_setup {
                    return Err(src.err(line, "setup: before any script: or expect:"));
                }
                if line == "script:" {
                    sections.push(Section::Script(Vec::new()));
                    state = In::Script;
                } else {
                    sections.push(Section::Expect(Vec::new()));
                    state = In::Expect;
                }
                continue;
            }
            _ => {}
        }
        match state {
            In::Head => {
                if let Some(n) = line.strip_prefix("scenario:") {
                    if n.trim().is_empty() {
                        return Err(src.err(n, "a scenario name"));
                    }
                    name = Some(n.trim().to_string());
                } else if let Some(r) = line.strip_prefix("rules:") {
                    rules = r.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
                } else {
                    return Err(src.err(line, "scenario:, rules: or setup:"));
                }
            }
            In::Setup => setup.push((src.no, setup_line(&src, line)?)),
            In::Script => {
                let l = script_line(&src, line)?;
                if let Some(Section::Script(v)) = sections.last_mut() {
                    v.push((src.no, l));
                }
            }
            In::Expect => {
                let c = check(&src, line)?;
                if let Some(Section::Expect(v)) = sections.last_mut() {
                    v.push((src.no, c, line.to_string()));
                }
            }
        }
    }
    let name = name.ok_or(SyntaxError {
        line: 1,
        column: 1,
        expected: "a first line `scenario: NAME`".into(),
        found: text.lines().next().unwrap_or("").to_string(),
    })?;
    if !saw_setup {
        return Err(SyntaxError {
            line: text.lines().count().max(1),
            column: 1,
            expected: "a setup: section".into(),
            found: "end of file".into(),
        });
    }
    Ok(Scenario { name, rules, setup, sections })
}

pub fn player(s: &str) -> Option<PlayerId> {
    let n: u8 = s.strip_prefix('p')?.parse().ok()?;
    (1..=8).contains(&n).then(|| PlayerId(n - 1))
}

/// Splits "pK rest" into the player and the rest.
fn player_prefix<'a>(src: &Src, line: &'a str) -> Result<Option<(PlayerId, &'a str)>, SyntaxError> {
    let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
    if first.starts_with('p') && first[1..].chars().all(|c| c.is_ascii_digit()) && first.len() > 1 {
        let p = player(first).ok_or_else(|| src.err(first, "a player p1 to p8"))?;
        return Ok(Some((p, rest.trim_start())));
    }
    Ok(None)
}

fn number<T: std::str::FromStr>(src: &Src, s: &str, what: &str) -> Result<T, SyntaxError> {
    s.trim().parse().map_err(|_| src.err(s, what))
}

fn setup_line(src: &Src, line: &str) -> Result<SetupLine, SyntaxError> {
    if let Some(rest) = line.strip_prefix("turn:") {
        let parts: Vec<&str> = rest.split_whitespace().collect();
        let [n, p, step] = parts.as_slice() else {
            return Err(src.err(rest, "turn: N pK STEP"));
        };
        return Ok(SetupLine::Turn {
            number: number(src, n, "a turn number")?,
            active: player(p).ok_or_else(|| src.err(p, "a player p1 to p8"))?,
            step: Step::from_name(step).ok_or_else(|| src.err(step, "a step name (untap upkeep draw main1 begin-combat declare-attackers declare-blockers combat-damage end-combat main2 end cleanup)"))?,
        });
    }
    if let Some(rest) = line.strip_prefix("seed:") {
        return Ok(SetupLine::Seed(number(src, rest, "a seed number")?));
    }
    if let Some(rest) = line.strip_prefix("unscripted:") {
        return Ok(SetupLine::Unscripted(unscripted(src, rest)?));
    }
    let Some((p, rest)) = player_prefix(src, line)? else {
        return Err(src.err(line, "turn:, seed:, unscripted: or a pK line"));
    };
    let (key, value) = rest.split_once(':').ok_or_else(|| src.err(rest, "KEY: VALUE"))?;
    let zone = match key.trim() {
        "life" => return Ok(SetupLine::Life(p, number(src, value, "a life total")?)),
        "pool" => return Ok(SetupLine::Pool(p, mana(src, value)?)),
        "lands played" => return Ok(SetupLine::LandsPlayed(p, number(src, value, "a number")?)),
        "hand" => SetupZone::Hand,
        "library" => SetupZone::Library,
        "graveyard" => SetupZone::Graveyard,
        "exile" => SetupZone::Exile,
        "battlefield" => SetupZone::Battlefield,
        _ => return Err(src.err(key, "life, pool, lands played, hand, library, graveyard, exile or battlefield")),
    };
    Ok(SetupLine::Cards(p, zone, card_list(src, value)?))
}

fn unscripted(src: &Src, s: &str) -> Result<Unscripted, SyntaxError> {
    match s.trim() {
        "fail" => Ok(Unscripted::Fail),
        "first" => Ok(Unscripted::First),
        "every" => Ok(Unscripted::Every),
        other => Err(src.err(other, "fail, first or every")),
    }
}

/// `{G}{G}{C}` as (type, count) pairs; `empty` for none.
fn mana(src: &Src, s: &str) -> Result<Vec<(ManaType, u32)>, SyntaxError> {
    let s = s.trim();
    if s == "empty" || s == "none" {
        return Ok(Vec::new());
    }
    let cost = ManaCost::parse(s).map_err(|_| src.err(s, "mana symbols like {G}{G}{C}"))?;
    let mut out: Vec<(ManaType, u32)> = Vec::new();
    for sym in cost.symbols {
        let t = match sym {
            ManaSymbol::Colored(c) => ManaType::of_color(c),
            ManaSymbol::Colorless => ManaType::Colorless,
            _ => return Err(src.err(s, "only {W}{U}{B}{R}{G}{C} symbols")),
        };
        match out.iter_mut().find(|(k, _)| *k == t) {
            Some(e) => e.1 += 1,
            None => out.push((t, 1)),
        }
    }
    Ok(out)
}

fn card_list(src: &Src, s: &str) -> Result<Vec<CardItem>, SyntaxError> {
    let mut out = Vec::new();
    for item in s.split(';') {
        let item = item.trim();
        if item.is_empty() {
            return Err(src.err(item, "a card name"));
        }
        out.push(card_item(src, item)?);
    }
    Ok(out)
}

fn card_item(src: &Src, item: &str) -> Result<CardItem, SyntaxError> {
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
        Some((n, c)) if !c.is_empty() && c.chars().all(|d| d.is_ascii_digit()) => {
            (n.trim(), number::<u32>(src, c, "a number of copies")?)
        }
        _ => (head, 1),
    };
    if name.is_empty() {
        return Err(src.err(head, "a card name"));
    }
    if copies == 0 {
        return Err(src.err(head, "at least one copy"));
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
    };
    for m in mods.into_iter().flat_map(|m| m.split(',')) {
        let m = m.trim();
        if m == "tapped" {
            c.tapped = true;
        } else if m == "sick" {
            c.sick = true;
        } else if let Some(a) = m.strip_prefix("as ") {
            c.alias = Some(a.trim().to_string());
        } else if let Some(t) = m.strip_prefix("attached to ") {
            c.attached_to = Some(t.trim().to_string());
        } else if let Some(d) = m.strip_prefix("damage:") {
            c.damage = number(src, d, "an amount of damage")?;
        } else if let Some(p) = m.strip_prefix("controller:") {
            c.controller = Some(player(p.trim()).ok_or_else(|| src.err(p, "a player p1 to p8"))?);
        } else if let Some(cs) = m.strip_prefix("counters:") {
            let words: Vec<&str> = cs.split_whitespace().collect();
            if words.is_empty() || words.len() % 2 != 0 {
                return Err(src.err(cs, "counters: KIND xN [KIND xN …]"));
            }
            for pair in words.chunks(2) {
                let n = pair[1].strip_prefix('x').ok_or_else(|| src.err(pair[1], "xN"))?;
                c.counters.push((pair[0].to_string(), number(src, n, "a counter count")?));
            }
        } else {
            return Err(src.err(m, "tapped, sick, counters:, damage:, attached to, controller: or as"));
        }
    }
    Ok(c)
}

fn script_line(src: &Src, line: &str) -> Result<ScriptLine, SyntaxError> {
    match line {
        "pass" => return Ok(ScriptLine::Pass),
        "resolve" => return Ok(ScriptLine::Resolve),
        "resolve all" => return Ok(ScriptLine::ResolveAll),
        _ => {}
    }
    if let Some(rest) = line.strip_prefix("unscripted:") {
        return Ok(ScriptLine::Unscripted(unscripted(src, rest)?));
    }
    if let Some(rest) = line.strip_prefix("advance to ") {
        let words: Vec<&str> = rest.split_whitespace().collect();
        let step = words.first().and_then(|s| Step::from_name(s)).ok_or_else(|| src.err(rest, "a step name"))?;
        let turn = match words.as_slice() {
            [_] => None,
            [_, "turn", n] => Some(number(src, n, "a turn number")?),
            _ => return Err(src.err(rest, "advance to STEP [turn N]")),
        };
        return Ok(ScriptLine::Advance { step, turn });
    }
    let Some((p, rest)) = player_prefix(src, line)? else {
        return Err(src.err(line, "pass, resolve, resolve all, advance to, unscripted: or a pK action"));
    };
    if let Some(a) = rest.strip_prefix("choose:") {
        return Ok(ScriptLine::Choose(p, a.trim().to_string()));
    }
    if let Some(a) = rest.strip_prefix("try ") {
        return Ok(ScriptLine::Try(p, action(src, a.trim())?));
    }
    Ok(ScriptLine::Act(p, action(src, rest)?))
}

const OPTION_WORDS: [&str; 7] = ["targeting ", "x=", "modes:", "paying:", "choosing:", "ability ", "face down"];

/// Splits "CARD[, ]OPTIONS" at the first option keyword that starts a word.
fn split_options(s: &str) -> (&str, &str) {
    let mut best = s.len();
    for w in OPTION_WORDS.iter().chain(["from "].iter()) {
        let mut from = 0;
        while let Some(i) = s[from..].find(w) {
            let at = from + i;
            let starts_word = at > 0 && matches!(s.as_bytes()[at - 1], b' ' | b',');
            if starts_word {
                best = best.min(at);
                break;
            }
            from = at + 1;
        }
    }
    (s[..best].trim().trim_end_matches(',').trim(), s[best..].trim())
}

fn options(src: &Src, s: &str) -> Result<(Options, Option<Zone>, Option<u32>), SyntaxError> {
    let mut o = Options::default();
    let mut from = None;
    let mut ability = None;
    // Break at commas that begin a new option; other commas belong to the option.
    let mut parts: Vec<String> = Vec::new();
    for piece in s.split(',') {
        let t = piece.trim();
        let new = OPTION_WORDS.iter().chain(["from "].iter()).any(|w| t.starts_with(w));
        match parts.last_mut() {
            Some(last) if !new => {
                last.push(',');
                last.push_str(piece);
            }
            _ => parts.push(t.to_string()),
        }
    }
    for part in parts.iter().map(|p| p.trim()).filter(|p| !p.is_empty()) {
        // "from ZONE" and "ability N" may be followed by more options without a comma.
        let mut part = part;
        loop {
            if let Some(z) = part.strip_prefix("from ") {
                let (word, rest) = z.split_once(' ').unwrap_or((z, ""));
                from = Some(Zone::from_name(word).ok_or_else(|| src.err(word, "a zone name"))?);
                part = rest.trim();
            } else if let Some(n) = part.strip_prefix("ability ") {
                let (word, rest) = n.split_once(' ').unwrap_or((n, ""));
                ability = Some(number(src, word, "an ability number")?);
                part = rest.trim();
            } else {
                break;
            }
            if part.is_empty() {
                break;
            }
        }
        if part.is_empty() {
            continue;
        }
        if let Some(t) = part.strip_prefix("targeting ") {
            o.targeting = t.split(';').map(|x| x.trim().to_string()).collect();
        } else if let Some(x) = part.strip_prefix("x=") {
            o.x = Some(number(src, x, "a value for X")?);
        } else if let Some(m) = part.strip_prefix("modes:") {
            for n in m.split(',') {
                o.modes.push(number(src, n, "a mode number")?);
            }
        } else if let Some(p) = part.strip_prefix("paying:") {
            o.paying = p.split(';').map(|x| x.trim().to_string()).collect();
        } else if let Some(c) = part.strip_prefix("choosing:") {
            o.choosing = Some(c.trim().to_string());
        } else if part == "face down" {
            o.face_down = true;
        } else {
            return Err(src.err(part, "targeting, x=, modes:, paying:, choosing: or face down"));
        }
    }
    Ok((o, from, ability))
}

fn action(src: &Src, s: &str) -> Result<Action, SyntaxError> {
    if let Some(card) = s.strip_prefix("play ") {
        return Ok(Action::Play { card: card.trim().to_string() });
    }
    if let Some(rest) = s.strip_prefix("cast ") {
        let (card, opts) = split_options(rest);
        if card.is_empty() {
            return Err(src.err(rest, "a card to cast"));
        }
        let (options, from, _) = options(src, opts)?;
        return Ok(Action::Cast { card: card.to_string(), from: from.unwrap_or(Zone::Hand), options });
    }
    if let Some(rest) = s.strip_prefix("activate ") {
        let (card, opts) = split_options(rest);
        if card.is_empty() {
            return Err(src.err(rest, "a card to activate"));
        }
        let (options, _, ability) = options(src, opts)?;
        return Ok(Action::Activate { card: card.to_string(), ability: ability.unwrap_or(1), options });
    }
    if let Some(card) = s.strip_prefix("turn ").and_then(|r| r.strip_suffix(" face up")) {
        return Ok(Action::TurnFaceUp { card: card.trim().to_string() });
    }
    if let Some(rest) = s.strip_prefix("attack:") {
        let mut v = Vec::new();
        for item in rest.split(';') {
            let (a, d) = match item.split_once("->") {
                Some((a, d)) => (a.trim(), Some(d.trim().to_string())),
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
            v.push((b.trim().to_string(), a.trim().to_string()));
        }
        return Ok(Action::Block(v));
    }
    Err(src.err(s, "play, cast, activate, attack:, block:, choose: or try"))
}

fn zone_word(s: &str) -> Option<Zone> {
    match s {
        "hand" | "library" | "graveyard" | "exile" | "battlefield" => Zone::from_name(s),
        _ => None,
    }
}

fn pt(src: &Src, s: &str) -> Result<(i32, i32), SyntaxError> {
    let (p, t) = s.trim().split_once('/').ok_or_else(|| src.err(s, "P/T"))?;
    Ok((number(src, p, "a power")?, number(src, t, "a toughness")?))
}

fn check(src: &Src, line: &str) -> Result<Check, SyntaxError> {
    match line {
        "game over" => return Ok(Check::GameOver(true)),
        "game not over" => return Ok(Check::GameOver(false)),
        _ => {}
    }
    if let Some(p) = line.strip_prefix("winner =") {
        return Ok(Check::Winner(player(p.trim()).ok_or_else(|| src.err(p, "a player"))?));
    }
    if let Some(n) = line.strip_prefix("stack count =") {
        return Ok(Check::StackCount(number(src, n, "a count")?));
    }
    if let Some(n) = line.strip_prefix("stack top:") {
        return Ok(Check::StackTop(n.trim().to_string()));
    }
    if let Some((p, rest)) = player_prefix(src, line)? {
        if let Some(n) = rest.strip_prefix("life =") {
            return Ok(Check::Life(p, number(src, n, "a life total")?));
        }
        if let Some(n) = rest.strip_prefix("energy =") {
            return Ok(Check::Energy(p, number::<u32>(src, n, "a number of energy counters")?));
        }
        if let Some(n) = rest.strip_prefix("poison =") {
            return Ok(Check::Poison(p, number::<u32>(src, n, "a number of poison counters")?));
        }
        if let Some(m) = rest.strip_prefix("pool =") {
            return Ok(Check::Pool(p, mana(src, m)?));
        }
        if let Some(m) = rest.strip_prefix("available mana =") {
            let alts = m.split('|').map(|a| mana(src, a)).collect::<Result<Vec<_>, _>>()?;
            return Ok(Check::AvailableMana(p, alts));
        }
        if let Some(n) = rest.strip_prefix("library top:") {
            return Ok(Check::LibraryTop(p, n.trim().to_string()));
        }
        let (zw, after) = rest.split_once(' ').unwrap_or((rest, ""));
        let zone = zone_word(zw).ok_or_else(|| src.err(zw, "life, pool, library top: or a zone"))?;
        if let Some(c) = after.strip_prefix("count") {
            let (name, n) = c.rsplit_once('=').ok_or_else(|| src.err(c, "count [NAME] = N"))?;
            let name = name.trim();
            let name = (!name.is_empty()).then(|| name.to_string());
            return Ok(Check::ZoneCount(p, zone, name, number(src, n, "a count")?));
        }
        if let Some(n) = after.strip_prefix("has no ") {
            return Ok(Check::ZoneHas(p, zone, n.trim().to_string(), false));
        }
        if let Some(n) = after.strip_prefix("has ") {
            return Ok(Check::ZoneHas(p, zone, n.trim().to_string(), true));
        }
        return Err(src.err(after, "count, has or has no"));
    }
    let (target, rest) = match line.strip_prefix("all ") {
        Some(r) => (true, r),
        None => (false, line),
    };
    // The check word is the last recognised one, so names may contain words like "is".
    const KEYS: [&str; 13] = [
        " pt =", " tapped", " untapped", " counters ", " controller =", " name =", " has no ",
        " has ", " is not ", " is ", " color =", " zone =", " could produce =",
    ];
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
    let arg = rest[i + key.len()..].trim();
    let c = match key {
        " pt =" => {
            let (p, t) = pt(src, arg)?;
            ObjCheck::Pt(p, t)
        }
        " tapped" | " untapped" if arg.is_empty() => ObjCheck::Tapped(key == " tapped"),
        " counters " => {
            let (kind, n) = arg.split_once('=').ok_or_else(|| src.err(arg, "counters KIND = N"))?;
            ObjCheck::Counters(kind.trim().to_string(), number(src, n, "a count")?)
        }
        " controller =" => ObjCheck::Controller(player(arg).ok_or_else(|| src.err(arg, "a player"))?),
        " name =" => ObjCheck::Name(arg.to_string()),
        " has no " => ObjCheck::Keyword(arg.to_string(), false),
        " has " => ObjCheck::Keyword(arg.to_string(), true),
        " is not " => ObjCheck::Type(arg.to_string(), false),
        " is " => ObjCheck::Type(arg.to_string(), true),
        " color =" => ObjCheck::Color(arg.to_string()),
        " zone =" => ObjCheck::Zone(Zone::from_name(arg).ok_or_else(|| src.err(arg, "a zone"))?),
        " could produce =" => ObjCheck::CouldProduce(mana(src, arg)?.into_iter().map(|(t, _)| t).collect()),
        _ => return Err(src.err(arg, "nothing after tapped/untapped")),
    };
    if name.is_empty() {
        return Err(src.err(rest, "a card, alias or `all NAME`"));
    }
    let target = if target { ObjRef::All(name) } else { ObjRef::One(name) };
    Ok(Check::Object { target, check: c })
}
