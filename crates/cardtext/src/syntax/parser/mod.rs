//! The parser: tokens of one line into a `Line` of the syntax tree. Recursive descent
//! with backtracking through `Cursor` marks; it never fails: what it can't read becomes
//! an `Unknown` node with its span.

pub mod activate_only;
pub mod amount;
pub mod becomes;
pub mod cast_timing;
pub mod cause;
mod choose_frame;
pub mod clause;
pub mod cond;
mod cond_or;
mod cond_turn;
mod cond_words;
pub mod cost;
pub mod emblem;
pub mod frames;
pub mod keyword;
mod keyword_cost;
pub mod library;
pub mod mana;
pub mod np;
pub mod predicates;
mod relative;
pub mod prevent;
pub mod pt_defined;
mod more_counters;
pub mod stmt;
pub mod token;
pub mod trigger;
pub mod vote;
pub mod zone;

use super::ast::*;
use super::cursor::Cursor;
use super::lexer::{lex_line, line_spans, SelfNames, Token, TokenKind};

/// Parses a face's text (all its lines); bulleted mode lines are folded into the modal
/// line before them.
pub fn parse_face(text: &str, name: &str) -> Vec<Line> {
    let names = SelfNames::new(name);
    let mut out: Vec<Line> = Vec::new();
    for span in line_spans(text) {
        let lx = lex_line(text, span.clone(), &names);
        let line = parse_tokens(&lx.lower, &lx.tokens, span);
        if let LineKind::Bullet(mode) = &line.kind {
            if let Some(Line { kind: LineKind::Modal(m), span: ms }) = out.last_mut() {
                m.modes.push(mode.clone());
                ms.end = line.span.end;
                continue;
            }
        }
        out.push(line);
    }
    out
}

/// A quoted ability's tokens as a line.
pub fn quoted_line(lower: &str, tokens: &[Token]) -> Line {
    let span = match (tokens.first(), tokens.last()) {
        (Some(a), Some(b)) => a.span.start..b.span.end,
        _ => 0..0,
    };
    parse_tokens(lower, tokens, span)
}

/// Parses one line's tokens.
pub fn parse_tokens(lower: &str, tokens: &[Token], span: std::ops::Range<usize>) -> Line {
    let mut c = Cursor::new(lower, tokens);
    let kind = line_kind(&mut c);
    Line { span, kind }
}

fn line_kind(c: &mut Cursor) -> LineKind {
    if c.at_end() {
        return LineKind::Empty;
    }
    if c.eat_kind(|k| matches!(k, TokenKind::Bullet)).is_some() {
        return LineKind::Bullet(stmt::sentences(c));
    }
    if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Loyalty(_))) {
        let TokenKind::Loyalty(n) = t.kind else { unreachable!() };
        if c.eat_kind(|k| matches!(k, TokenKind::Colon)).is_none() {
            return unknown(c, "loyalty ability");
        }
        return LineKind::Activated(Activated { cost: Vec::new(), loyalty: Some(n), effect: stmt::sentences(c) });
    }
    if let Some(ch) = chapters(c) {
        return LineKind::Chapter { chapters: ch, effect: stmt::sentences(c) };
    }
    if let Some(line) = keyword_activated(c) {
        return line;
    }
    if let Some(ks) = keyword::keyword_line(c) {
        return LineKind::Keywords(ks);
    }
    // CR 702.178a: "Max speed — …" is a keyword, not an ability word.
    let m = c.mark();
    if c.eat_words("max speed") && c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_some() {
        return LineKind::MaxSpeed(Box::new(line_kind(c)));
    }
    c.reset(m);
    skip_ability_word(c);
    if let Some(m) = modal_header(c, None) {
        return LineKind::Modal(m);
    }
    if c.is("when") || c.is("whenever") || c.is("at") {
        let m = c.mark();
        if let Some(trigger) = trigger::trigger(c) {
            if c.eat_comma() {
                if let Some(modal) = modal_header(c, Some(trigger.clone())) {
                    return LineKind::Modal(modal);
                }
                return LineKind::Triggered(Triggered { trigger, effect: stmt::sentences(c) });
            }
        }
        c.reset(m);
        // "At the beginning of …" may also open a statement ("at the beginning of your
        // upkeep, …" always has a comma, so this is not understood).
        return unknown(c, "trigger");
    }
    if let Some(colon) = top_level_colon(c) {
        let start = c.mark();
        let mut cost_cursor = c.slice(start..colon);
        let cost = cost::cost_list(&mut cost_cursor);
        c.reset(colon + 1);
        return LineKind::Activated(Activated { cost, loyalty: None, effect: stmt::sentences(c) });
    }
    if let Some(k) = cost::cast_cost_line(c) {
        return LineKind::CastCost(k);
    }
    LineKind::Statements(stmt::sentences(c))
}

/// A keyword that is a special kind of activated ability, "[Keyword] — [Cost]: [Effect]",
/// read as the ability with the restriction the keyword means after its instructions
/// (the restriction's span is the keyword's).
fn keyword_activated(c: &mut Cursor) -> Option<LineKind> {
    let m = c.mark();
    // CR 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    let parts = if c.eat("exhaust") {
        vec![ActPart::Once]
    } else if c.eat("boast") {
        // CR 702.142a: "Activate only if this creature attacked this turn and only once
        // each turn."
        vec![ActPart::Attacked, ActPart::OncePerTurn]
    } else {
        return None;
    };
    let span = c.span_from(m);
    if c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_none() || top_level_colon(c).is_none() {
        c.reset(m);
        return None;
    }
    let LineKind::Activated(mut a) = line_kind(c) else {
        c.reset(m);
        return None;
    };
    a.effect.push(Sentence { span: span.clone(), body: Stmt::ActivateOnly(ActivateOnlyNp { span, parts }) });
    Some(LineKind::Activated(a))
}

fn unknown(c: &Cursor, what: &'static str) -> LineKind {
    LineKind::Unknown(Unknown { span: c.full_span(), what })
}

/// The first colon not inside a quoted ability (quotes are single tokens, so any colon
/// token is at the top level) before any period.
fn top_level_colon(c: &Cursor) -> Option<usize> {
    let colon = c.find(|k| matches!(k, TokenKind::Colon))?;
    let period = c.find(|k| matches!(k, TokenKind::Period)).unwrap_or(usize::MAX);
    (colon < period).then_some(colon)
}

/// CR 714.2b: "I —", "II, III —": chapter numbers then a dash.
fn chapters(c: &mut Cursor) -> Option<Vec<u8>> {
    let m = c.mark();
    let mut out = Vec::new();
    loop {
        let n = match c.word()? {
            "i" => 1,
            "ii" => 2,
            "iii" => 3,
            "iv" => 4,
            "v" => 5,
            "vi" => 6,
            "vii" => 7,
            _ => break,
        };
        c.bump();
        out.push(n);
        if !c.eat_comma() {
            break;
        }
    }
    if out.is_empty() || c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_none() {
        c.reset(m);
        return None;
    }
    Some(out)
}

/// CR 207.2c: an ability word (or flavor word) and its dash, which have no rules
/// meaning: "Landfall — Whenever …", "Metalcraft — …".
fn skip_ability_word(c: &mut Cursor) {
    let m = c.mark();
    let mut n = 0;
    while c.word().is_some() && n < 5 {
        c.bump();
        n += 1;
    }
    let ok = n > 0 && c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_some() && !c.tokens()[m..m + n].is_empty();
    let first = c.tokens().get(m).map(|t| c.text(t));
    // CR 702: "Splice onto Arcane—Exile four cards from your graveyard" is a keyword with
    // a cost after its dash, not an ability word: its cost is never read as an ability.
    let words: Vec<&str> = c.tokens()[m..m + n].iter().map(|t| c.text(t)).collect();
    if !ok || first == Some("choose") || keyword::is_keyword_phrase(&words.join(" ")) {
        c.reset(m);
    }
}

/// CR 700.2: "choose one —", "choose one or both —", "choose two —", "choose one or
/// more —", "choose any number —" (the modes are the bullet lines after it).
fn modal_header(c: &mut Cursor, trigger: Option<TriggerNode>) -> Option<Modal> {
    let m = c.mark();
    if !c.eat("choose") {
        return None;
    }
    let (min, max) = if c.eat_words("one or both") {
        (1, 2)
    } else if c.eat_words("one or more") {
        (1, u8::MAX)
    } else if c.eat_words("any number") {
        (0, u8::MAX)
    } else if c.eat_words("up to one") {
        (0, 1)
    } else if let Some(n) = amount::number(c) {
        (n as u8, n as u8)
    } else {
        c.reset(m);
        return None;
    };
    // CR 700.2: "Choose one. If [condition] as you cast this spell, you may choose both
    // [instead]." (the modes follow as bullets).
    if (min, max) == (1, 1) && c.is_kind(|k| matches!(k, TokenKind::Period)) {
        let all_if = all_modes_if(c);
        if all_if.is_none() {
            c.reset(m);
            return None;
        }
        return Some(Modal { trigger, min, max, all_if, modes: Vec::new() });
    }
    // "Choose one that hasn't been chosen —", "… . You may choose the same mode more
    // than once." are not read yet.
    if c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_none() || !c.at_end() {
        c.reset(m);
        return None;
    }
    Some(Modal { trigger, min, max, all_if: None, modes: Vec::new() })
}

/// After "Choose one": ". If [condition] as you cast this spell, you may choose both
/// [instead]." to the end of the line: the condition.
fn all_modes_if(c: &mut Cursor) -> Option<Cond> {
    c.eat_kind(|k| matches!(k, TokenKind::Period))?;
    if !c.eat("if") {
        return None;
    }
    let start = c.mark();
    let is = |c: &Cursor, i: usize, w: &str| matches!(c.tokens()[i].kind, TokenKind::Word) && c.text(&c.tokens()[i]) == w;
    let at = (start..c.tokens().len()).find(|&i| is(c, i, "as") && i + 1 < c.tokens().len() && is(c, i + 1, "you"))?;
    let mut inner = c.slice(start..at);
    let cond = cond::cond(&mut inner).filter(|_| inner.at_end())?;
    c.reset(at);
    if !(c.eat_words("as you cast") && (c.eat_self() || c.eat_words("this spell")) && c.eat_comma() && c.eat_words("you may choose both")) {
        return None;
    }
    c.eat("instead");
    c.eat_kind(|k| matches!(k, TokenKind::Period));
    c.at_end().then_some(cond)
}
