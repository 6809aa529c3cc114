//! The scenario parser. Every error names the line, the column, what was expected and
//! what was found; it never panics (fuzzed by a property test). Numbers have caps a real
//! position never reaches (copies, counters, damage, turns), so a typo can't make the
//! runner build millions of cards, and every `pK` is checked against `players:`.

mod expect;
mod script;
mod setup;

use crate::ast::*;
use mw_types::{ManaCost, ManaSymbol, ManaType, PlayerId};
use std::cell::RefCell;
use thiserror::Error;

/// The most copies one card list item may ask for (`Name xN`).
pub const MAX_COPIES: u32 = 1_000;
/// The highest turn number a file may name.
pub const MAX_TURN: u32 = 1_000_000;
/// The most counters of one kind a setup item may put on a permanent.
pub const MAX_COUNTERS: u32 = 1_000_000;
/// The most damage a setup item may mark on a permanent.
pub const MAX_DAMAGE: i32 = 1_000_000;
/// The most players the engine supports.
pub const MAX_PLAYERS: u8 = 8;
/// Players when there is no `players:` line.
pub const DEFAULT_PLAYERS: u8 = 2;

/// A syntax error.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: expected {expected}, found {found:?}")]
pub struct SyntaxError {
    pub line: usize,
    pub column: usize,
    pub expected: String,
    pub found: String,
}

/// A `pK` the file names, checked against the player count once the whole file is read.
struct PlayerRef {
    line: usize,
    column: usize,
    player: PlayerId,
    text: String,
}

/// One line being read: its number, its original text, and where player references go.
pub(crate) struct Src<'a> {
    no: usize,
    raw: &'a str,
    refs: &'a RefCell<Vec<PlayerRef>>,
}

impl Src<'_> {
    /// Column (1-based) of `at` inside the raw line, when `at` is a slice of it.
    fn column(&self, at: &str) -> usize {
        (at.as_ptr() as usize)
            .checked_sub(self.raw.as_ptr() as usize)
            .filter(|c| *c <= self.raw.len())
            .map_or(1, |c| c + 1)
    }

    fn err(&self, at: &str, expected: &str) -> SyntaxError {
        let at = at.trim_start();
        let found = if at.trim().is_empty() { "end of line".to_string() } else { at.trim().to_string() };
        SyntaxError { line: self.no, column: self.column(at), expected: expected.into(), found }
    }

    /// A player `pK`, K from 1 to 8; remembered, so that a K above the file's player count
    /// is an error once `players:` is known.
    fn player(&self, s: &str) -> Result<PlayerId, SyntaxError> {
        let t = s.trim();
        let p = player(t).ok_or_else(|| self.err(s, "a player p1 to p8"))?;
        let column = self.column(s.trim_start());
        self.refs.borrow_mut().push(PlayerRef { line: self.no, column, player: p, text: t.to_string() });
        Ok(p)
    }

    fn number<T: std::str::FromStr>(&self, s: &str, what: &str) -> Result<T, SyntaxError> {
        s.trim().parse().map_err(|_| self.err(s, what))
    }

    /// A number within `lo..=hi`; `what` says the range.
    fn number_in<T: std::str::FromStr + PartialOrd>(&self, s: &str, what: &str, lo: T, hi: T) -> Result<T, SyntaxError> {
        let n: T = self.number(s, what)?;
        if n < lo || n > hi {
            return Err(self.err(s, what));
        }
        Ok(n)
    }
}

fn strip_comment(line: &str) -> &str {
    line.split('#').next().unwrap_or("").trim()
}

/// `pK` (K from 1 to 8) as a player, without checking the file's player count.
pub fn player(s: &str) -> Option<PlayerId> {
    let digits = s.strip_prefix('p')?;
    if digits.is_empty() || digits.len() > 1 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u8 = digits.parse().ok()?;
    (1..=MAX_PLAYERS).contains(&n).then(|| PlayerId(n - 1))
}

#[derive(PartialEq)]
enum In {
    Head,
    Setup,
    Script,
    Expect,
}

/// Parses a scenario file.
pub fn parse(text: &str) -> Result<Scenario, SyntaxError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let refs = RefCell::new(Vec::new());
    let mut name = None;
    let mut rules = Vec::new();
    let mut setup = Vec::new();
    let mut seen = setup::Seen::default();
    let mut sections: Vec<Section> = Vec::new();
    let mut state = In::Head;
    let mut saw_setup = false;
    for (i, raw) in text.lines().enumerate() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let src = Src { no: i + 1, raw, refs: &refs };
        let line = strip_comment(raw);
        if line.is_empty() {
            continue;
        }
        match line {
            "setup:" => {
                if saw_setup {
                    return Err(src.err(line, "one setup: section only"));
                }
                if name.is_none() {
                    return Err(src.err(line, "a line `scenario: NAME` before setup:"));
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
                    if name.is_some() {
                        return Err(src.err(line, "one scenario: line only"));
                    }
                    name = Some(n.trim().to_string());
                } else if let Some(r) = line.strip_prefix("rules:") {
                    rules = r.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
                } else {
                    return Err(src.err(line, "scenario:, rules: or setup:"));
                }
            }
            In::Setup => setup.push((src.no, setup::line(&src, line, &mut seen)?)),
            In::Script => {
                let l = script::line(&src, line)?;
                if let Some(Section::Script(v)) = sections.last_mut() {
                    v.push((src.no, l));
                }
            }
            In::Expect => {
                let c = expect::check(&src, line)?;
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
    let players = setup
        .iter()
        .find_map(|(_, l)| match l {
            SetupLine::Players(n) => Some(*n),
            _ => None,
        })
        .unwrap_or(DEFAULT_PLAYERS);
    // SCENARIOS.md: a `pK` with K above the player count is an error.
    if let Some(r) = refs.into_inner().into_iter().find(|r| r.player.index() >= players as usize) {
        return Err(SyntaxError {
            line: r.line,
            column: r.column,
            expected: format!("a player p1 to p{players} (the game has {players} players; `players: N` sets more)"),
            found: r.text,
        });
    }
    Ok(Scenario { name, players, rules, setup, sections })
}

/// `{G}{G}{C}` as (type, count) pairs; `empty` or `none` for none.
fn mana(src: &Src, s: &str) -> Result<Vec<(ManaType, u32)>, SyntaxError> {
    let t = s.trim();
    if t == "empty" || t == "none" {
        return Ok(Vec::new());
    }
    let cost = ManaCost::parse(t).map_err(|_| src.err(s, "mana symbols like {G}{G}{C}, or empty"))?;
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

/// The step names, for messages.
fn step_names() -> String {
    mw_engine::Step::ALL.iter().map(|s| s.name()).collect::<Vec<_>>().join(" ")
}

/// `STEP [turn N]` (after `advance to` and `run until`).
fn step_and_turn(src: &Src, rest: &str, form: &str) -> Result<(mw_engine::Step, Option<u32>), SyntaxError> {
    let mut words = rest.split_whitespace();
    let first = words.next().unwrap_or("");
    let at = if first.is_empty() { rest } else { first };
    let step = mw_engine::Step::from_name(first).ok_or_else(|| src.err(at, &format!("a step name ({})", step_names())))?;
    let turn = match (words.next(), words.next(), words.next()) {
        (None, _, _) => None,
        (Some("turn"), Some(n), None) => Some(src.number_in(n, &format!("a turn number from 1 to {MAX_TURN}"), 1, MAX_TURN)?),
        (Some(w), _, _) => return Err(src.err(w, form)),
    };
    Ok((step, turn))
}
