//! The lexer: one line of Oracle text into tokens with byte spans of the original text.
//!
//! Words are ASCII-lower-cased in a copy of the line that keeps every byte offset, so a
//! word's text is a slice of that copy at the token's span. Reminder text (CR 207.2) is
//! skipped, the card's own name and self-references ("this creature") become `SelfRef`,
//! mana and tap symbols (CR 107) become symbols, and a quoted ability is one token holding
//! its own tokens.

use mw_types::mana::{parse_symbol, ManaSymbol};
use std::ops::Range;

/// A byte range of the original text.
pub type Span = Range<usize>;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    /// A word, lower-cased (its text: `Lexed::text(token)`); may hold an apostrophe
    /// ("can't", "opponent's") or hyphens ("non-human").
    Word,
    /// A number written in digits.
    Number(u32),
    /// CR 107.4: a mana symbol (`{G}`, `{2}`, `{X}`, `{W/P}`).
    Mana(ManaSymbol),
    /// CR 107.5: `{T}`.
    Tap,
    /// CR 107.6: `{Q}`.
    Untap,
    /// CR 107.14: `{E}`.
    Energy,
    /// A symbol the lexer doesn't know (`{CHAOS}`, `{TK}`), its inner text upper-cased.
    OtherSymbol(String),
    /// A power/toughness change or value: `+2/+0`, `-1/-1`, `X/X`, `+X/+0`, `*/*`.
    Pt(PtToken),
    /// CR 201.4b: the card's own name or short name, "this creature", "~".
    SelfRef,
    /// CR 606: a loyalty cost in brackets, `[+1]`, `[−3]`, `[0]`; `None` for `[−X]`.
    Loyalty(Option<i32>),
    /// A quoted ability (`"{T}: Add {G}."`), with its own tokens.
    Quoted(Vec<Token>),
    Comma,
    Period,
    Colon,
    Semicolon,
    /// `—` (an em dash).
    Dash,
    /// `•` (a mode of a modal ability).
    Bullet,
    /// `|`: a column of a die-roll table.
    Bar,
}

/// One part of a power/toughness token: a number with its sign, X, or `*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PtPart {
    /// A number (`+2`, `-1`, `3`); `signed` when written with + or −.
    Num { value: i32, signed: bool },
    /// `X`, `+X` or `-X` (the sign).
    X(i32),
    /// `*`.
    Star,
}

/// `P/T` as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PtToken {
    pub power: PtPart,
    pub toughness: PtPart,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
}

/// A lexed line: the lower-cased copy of the face text and the line's tokens.
#[derive(Clone, Debug)]
pub struct Lexed {
    /// The whole face text, ASCII-lower-cased (same byte offsets as the original).
    pub lower: String,
    pub tokens: Vec<Token>,
}

impl Lexed {
    /// The lower-cased text of a token.
    pub fn text(&self, t: &Token) -> &str {
        &self.lower[t.span.clone()]
    }
}

/// The names that mean the card itself: its name and its short name (CR 201.4b).
#[derive(Clone, Debug, Default)]
pub struct SelfNames {
    names: Vec<String>,
}

impl SelfNames {
    pub fn new(name: &str) -> SelfNames {
        let mut names = Vec::new();
        let name = name.trim();
        if !name.is_empty() {
            names.push(name.to_string());
            if let Some(short) = short_name(name) {
                if !short.trim().is_empty() && short != name {
                    names.push(short.to_string());
                }
            }
        }
        // Longest first, so the full name wins over its short form.
        names.sort_by_key(|n| std::cmp::Reverse(n.len()));
        SelfNames { names }
    }

    /// The length of a self name starting at `i` of `text`, at a word boundary.
    fn at(&self, text: &str, i: usize) -> Option<usize> {
        let rest = &text[i..];
        self.names.iter().find(|n| rest.starts_with(n.as_str()) && !is_word_byte(rest.as_bytes().get(n.len()).copied())).map(|n| n.len())
    }
}

/// CR 201.4b: a legendary card's short name: the part before a comma, or before " the ".
fn short_name(name: &str) -> Option<&str> {
    if let Some((first, _)) = name.split_once(", ") {
        return Some(first);
    }
    name.split_once(" the ").map(|(first, _)| first).filter(|f| !f.is_empty())
}

/// "this creature", "this spell", …: the object the text is printed on (CR 109.5).
const SELF_NOUNS: [&str; 17] = [
    "creature", "vehicle", "planeswalker", "token", "battle", "spell", "land", "artifact", "enchantment", "permanent",
    "aura", "equipment", "saga", "card", "class", "spacecraft", "case",
];

fn is_word_byte(b: Option<u8>) -> bool {
    matches!(b, Some(c) if c.is_ascii_alphanumeric() || c >= 0x80)
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '\'' || c == '\u{2019}' || c == '-'
}

/// Lexes the line at `line` (a byte range of `text`).
pub fn lex_line(text: &str, line: Span, names: &SelfNames) -> Lexed {
    let lower = text.to_ascii_lowercase();
    let mut lx = Lexer { text, lower: &lower, names, i: line.start, end: line.end };
    let tokens = lx.tokens(None);
    Lexed { lower, tokens }
}

struct Lexer<'a> {
    text: &'a str,
    lower: &'a str,
    names: &'a SelfNames,
    i: usize,
    end: usize,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.i..self.end].chars().next()
    }

    fn peek_at(&self, off: usize) -> Option<char> {
        self.text.get(self.i + off..self.end)?.chars().next()
    }

    /// Tokens until the end of the line, or until the closing quote `close`.
    fn tokens(&mut self, close: Option<char>) -> Vec<Token> {
        let mut out = Vec::new();
        while let Some(c) = self.peek() {
            let start = self.i;
            if Some(c) == close && (c == '"' || self.closes_inner_quote()) {
                self.i += c.len_utf8();
                return out;
            }
            if let Some(t) = self.token(c, close) {
                out.push(Token { kind: t, span: start..self.i });
            }
            if self.i == start {
                self.i += c.len_utf8();
            }
        }
        out
    }

    /// An inner quote `'` closes where it isn't an apostrophe inside a word.
    fn closes_inner_quote(&self) -> bool {
        let next = self.peek_at(1);
        !matches!(next, Some(c) if c.is_alphanumeric())
    }

    fn token(&mut self, c: char, close: Option<char>) -> Option<TokenKind> {
        let start = self.i;
        if let Some(n) = self.names.at(self.text, start) {
            self.i += n;
            return Some(TokenKind::SelfRef);
        }
        if matches!(c, '+' | '-' | '\u{2212}' | '*' | 'x' | 'X' | '0'..='9') {
            if let Some(k) = self.pt() {
                return Some(k);
            }
        }
        match c {
            ' ' | '\t' | '\r' => {
                self.i += 1;
                None
            }
            '(' => {
                self.skip_reminder();
                None
            }
            '{' => Some(self.symbol()),
            '[' => self.loyalty(),
            '"' | '\u{201c}' | '\u{201d}' => {
                self.i += c.len_utf8();
                Some(TokenKind::Quoted(self.tokens(Some('"'))))
            }
            '\'' if close == Some('"') && !self.prev_is_word() => {
                self.i += 1;
                Some(TokenKind::Quoted(self.tokens(Some('\''))))
            }
            ',' => self.one(TokenKind::Comma),
            '.' => self.one(TokenKind::Period),
            ':' => self.one(TokenKind::Colon),
            ';' => self.one(TokenKind::Semicolon),
            '\u{2014}' => self.one(TokenKind::Dash),
            '\u{2022}' => self.one(TokenKind::Bullet),
            '|' => self.one(TokenKind::Bar),
            '~' => self.one(TokenKind::SelfRef),
            '0'..='9' => Some(self.number()),
            _ if is_word_char(c) => Some(self.word()),
            _ => {
                self.i += c.len_utf8();
                None
            }
        }
    }

    fn one(&mut self, k: TokenKind) -> Option<TokenKind> {
        self.i += self.peek().map_or(1, char::len_utf8);
        Some(k)
    }

    fn prev_is_word(&self) -> bool {
        self.text[..self.i].chars().next_back().is_some_and(char::is_alphanumeric)
    }

    fn skip_reminder(&mut self) {
        let mut depth = 0;
        while let Some(c) = self.peek() {
            self.i += c.len_utf8();
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }

    fn symbol(&mut self) -> TokenKind {
        let rest = &self.text[self.i..self.end];
        let Some(close) = rest.find('}') else {
            self.i = self.end;
            return TokenKind::OtherSymbol(rest.to_string());
        };
        let inner = &rest[1..close];
        self.i += close + 1;
        match inner.to_ascii_uppercase().as_str() {
            "T" => TokenKind::Tap,
            "Q" => TokenKind::Untap,
            "E" => TokenKind::Energy,
            up => parse_symbol(up).map_or_else(|| TokenKind::OtherSymbol(up.to_string()), TokenKind::Mana),
        }
    }

    /// `[+1]`, `[−2]`, `[0]`, `[−X]`: a loyalty cost (CR 606.4).
    fn loyalty(&mut self) -> Option<TokenKind> {
        let rest = &self.text[self.i..self.end];
        let close = rest.find(']')?;
        let inner = rest[1..close].replace('\u{2212}', "-");
        self.i += close + 1;
        if inner.eq_ignore_ascii_case("-x") || inner.eq_ignore_ascii_case("+x") {
            return Some(TokenKind::Loyalty(None));
        }
        Some(TokenKind::Loyalty(inner.trim_start_matches('+').parse().ok()))
    }

    fn number(&mut self) -> TokenKind {
        let rest = &self.text[self.i..self.end];
        let len = rest.bytes().take_while(u8::is_ascii_digit).count();
        self.i += len;
        TokenKind::Number(rest[..len].parse().unwrap_or(u32::MAX))
    }

    fn word(&mut self) -> TokenKind {
        let rest = &self.text[self.i..self.end];
        let mut len = 0;
        for (k, c) in rest.char_indices() {
            // An apostrophe ends a word unless a letter follows ("can't", "~'s" apart).
            let apostrophe = c == '\'' || c == '\u{2019}';
            let ok = if apostrophe { rest[k + c.len_utf8()..].starts_with(|n: char| n.is_alphabetic()) } else { is_word_char(c) };
            if !ok {
                break;
            }
            len = k + c.len_utf8();
        }
        // "this creature": a self-reference (but not "this turn", "this ability").
        let w = &self.lower[self.i..self.i + len];
        if w == "this" {
            let after = &self.lower[self.i + len..self.end];
            if let Some(noun) = SELF_NOUNS.iter().find(|n| after.strip_prefix(' ').is_some_and(|a| a.starts_with(*n) && !is_word_byte(a.as_bytes().get(n.len()).copied()))) {
                self.i += len + 1 + noun.len();
                return TokenKind::SelfRef;
            }
        }
        // A lone apostrophe (no letter after it) is one word of its full width.
        self.i += if len == 0 { rest.chars().next().map_or(1, char::len_utf8) } else { len };
        TokenKind::Word
    }

    /// `+2/+0`, `-1/-1`, `X/X`, `*/*`, `3/3`: a P/T token, if one starts here.
    fn pt(&mut self) -> Option<TokenKind> {
        let rest = &self.text[self.i..self.end];
        let (p, plen) = pt_part(rest)?;
        let after = rest[plen..].strip_prefix('/')?;
        let (t, tlen) = pt_part(after)?;
        if after[tlen..].starts_with(|c: char| c.is_alphanumeric()) {
            return None;
        }
        self.i += plen + 1 + tlen;
        Some(TokenKind::Pt(PtToken { power: p, toughness: t }))
    }
}

/// One side of a P/T: `+2`, `-1`, `3`, `X`, `+X`, `*`; with its length.
fn pt_part(s: &str) -> Option<(PtPart, usize)> {
    let (sign, signed, body, off) = if let Some(r) = s.strip_prefix('+') {
        (1, true, r, 1)
    } else if let Some(r) = s.strip_prefix('-') {
        (-1, true, r, 1)
    } else if let Some(r) = s.strip_prefix('\u{2212}') {
        (-1, true, r, '\u{2212}'.len_utf8())
    } else {
        (1, false, s, 0)
    };
    if body.starts_with(['x', 'X']) {
        return Some((PtPart::X(sign), off + 1));
    }
    if body.starts_with('*') && !signed {
        return Some((PtPart::Star, 1));
    }
    let len = body.bytes().take_while(u8::is_ascii_digit).count();
    if len == 0 {
        return None;
    }
    let value: i32 = body[..len].parse().ok().filter(|v: &i32| *v <= crate::syntax::vocab::MAX_NUMBER as i32)?;
    Some((PtPart::Num { value: sign * value, signed }, off + len))
}

/// The byte ranges of the text's lines.
pub fn line_spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut start = 0;
    for raw in text.split('\n') {
        out.push(start..start + raw.len());
        start += raw.len() + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str, name: &str) -> Vec<String> {
        let lx = lex_line(text, 0..text.len(), &SelfNames::new(name));
        lx.tokens
            .iter()
            .map(|t| match &t.kind {
                TokenKind::Word => lx.text(t).to_string(),
                TokenKind::Quoted(inner) => format!("\"{}\"", inner.len()),
                k => format!("{k:?}"),
            })
            .collect()
    }

    #[test]
    fn a_lone_curly_apostrophe_is_skipped_whole() {
        // Found by `compile_never_panics`: the curly apostrophe is three bytes.
        let k = kinds("\u{2019}0", "");
        assert_eq!(k.last().map(String::as_str), Some("Number(0)"), "{k:?}");
    }

    #[test]
    fn words_symbols_and_self() {
        assert_eq!(
            kinds("{T}, Sacrifice Fabled Passage: Search your library.", "Fabled Passage"),
            ["Tap", "Comma", "sacrifice", "SelfRef", "Colon", "search", "your", "library", "Period"]
        );
        assert_eq!(kinds("Ragavan's power", "Ragavan, Nimble Pilferer"), ["SelfRef", "'s", "power"]);
        assert_eq!(kinds("This creature can't block (reminder).", "X"), ["SelfRef", "can't", "block", "Period"]);
        assert_eq!(kinds("this turn", "X"), ["this", "turn"]);
        // A curly apostrophe not before a letter is three bytes wide: one word, no panic.
        assert_eq!(kinds("\u{2019} x", "X"), ["\u{2019}", "x"]);
    }

    #[test]
    fn pt_loyalty_and_quotes() {
        assert_eq!(
            kinds("gets +2/-1 and X/X", "A"),
            ["gets", "Pt(PtToken { power: Num { value: 2, signed: true }, toughness: Num { value: -1, signed: true } })", "and", "Pt(PtToken { power: X(1), toughness: X(1) })"]
        );
        assert_eq!(kinds("[\u{2212}3]: Draw", "A"), ["Loyalty(Some(-3))", "Colon", "draw"]);
        assert_eq!(kinds("gains \"{T}: Add {C}.\"", "A"), ["gains", "\"5\""]);
        assert_eq!(kinds("non-Human creatures", "A"), ["non-human", "creatures"]);
    }
}
