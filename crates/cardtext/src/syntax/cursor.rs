//! A cursor over a token slice: the parser's only way of reading tokens. Parsing
//! functions take `&mut Cursor`, read what they recognise, and on failure put the cursor
//! back where they found it (`mark` / `reset`), so a failed alternative costs nothing.

use super::lexer::{Span, Token, TokenKind};

#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    lower: &'a str,
    toks: &'a [Token],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(lower: &'a str, toks: &'a [Token]) -> Cursor<'a> {
        Cursor { lower, toks, pos: 0 }
    }

    /// A cursor over some of this one's tokens (`range` relative to the whole slice).
    pub fn slice(&self, range: std::ops::Range<usize>) -> Cursor<'a> {
        Cursor { lower: self.lower, toks: &self.toks[range], pos: 0 }
    }

    pub fn tokens(&self) -> &'a [Token] {
        self.toks
    }

    pub fn lower(&self) -> &'a str {
        self.lower
    }

    pub fn mark(&self) -> usize {
        self.pos
    }

    pub fn reset(&mut self, mark: usize) {
        self.pos = mark;
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn remaining(&self) -> usize {
        self.toks.len().saturating_sub(self.pos)
    }

    pub fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }

    pub fn peek_at(&self, n: usize) -> Option<&'a Token> {
        self.toks.get(self.pos + n)
    }

    pub fn bump(&mut self) -> Option<&'a Token> {
        let t = self.toks.get(self.pos)?;
        self.pos += 1;
        Some(t)
    }

    /// The text of a token (lower-cased).
    pub fn text(&self, t: &Token) -> &'a str {
        &self.lower[t.span.clone()]
    }

    /// The word at the cursor, if the token there is a word.
    pub fn word(&self) -> Option<&'a str> {
        self.word_at(0)
    }

    pub fn word_at(&self, n: usize) -> Option<&'a str> {
        let t = self.peek_at(n)?;
        matches!(t.kind, TokenKind::Word).then(|| self.text(t))
    }

    pub fn is(&self, w: &str) -> bool {
        self.word() == Some(w)
    }

    /// Whether the next words are `words` (space-separated), without moving.
    pub fn looking_at(&self, words: &str) -> bool {
        let mut c = *self;
        c.eat_words(words)
    }

    /// Eats one word.
    pub fn eat(&mut self, w: &str) -> bool {
        if self.is(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Eats one of several words, returning it.
    pub fn eat_any(&mut self, ws: &[&str]) -> Option<&'a str> {
        let w = self.word()?;
        if ws.contains(&w) {
            self.pos += 1;
            Some(w)
        } else {
            None
        }
    }

    /// Eats a sequence of space-separated words, all or nothing. A `~` in the pattern
    /// matches a self-reference, `,` a comma and `.` a period.
    pub fn eat_words(&mut self, words: &str) -> bool {
        let start = self.pos;
        for w in words.split(' ') {
            let ok = match w {
                "~" => self.eat_kind(|k| matches!(k, TokenKind::SelfRef)).is_some(),
                "," => self.eat_kind(|k| matches!(k, TokenKind::Comma)).is_some(),
                "." => self.eat_kind(|k| matches!(k, TokenKind::Period)).is_some(),
                ":" => self.eat_kind(|k| matches!(k, TokenKind::Colon)).is_some(),
                "—" => self.eat_kind(|k| matches!(k, TokenKind::Dash)).is_some(),
                _ => self.eat(w),
            };
            if !ok {
                self.pos = start;
                return false;
            }
        }
        true
    }

    /// Eats the first of several word sequences that matches, returning its index.
    pub fn eat_one_of(&mut self, options: &[&str]) -> Option<usize> {
        options.iter().position(|o| self.eat_words(o))
    }

    /// Eats a token whose kind passes `f`.
    pub fn eat_kind(&mut self, f: impl Fn(&TokenKind) -> bool) -> Option<&'a Token> {
        let t = self.peek()?;
        if f(&t.kind) {
            self.pos += 1;
            Some(t)
        } else {
            None
        }
    }

    pub fn is_kind(&self, f: impl Fn(&TokenKind) -> bool) -> bool {
        self.peek().is_some_and(|t| f(&t.kind))
    }

    pub fn eat_comma(&mut self) -> bool {
        self.eat_kind(|k| matches!(k, TokenKind::Comma)).is_some()
    }

    pub fn is_comma(&self) -> bool {
        self.is_kind(|k| matches!(k, TokenKind::Comma))
    }

    pub fn eat_self(&mut self) -> bool {
        self.eat_kind(|k| matches!(k, TokenKind::SelfRef)).is_some()
    }

    /// The byte span from the token at `mark` to the last token eaten.
    pub fn span_from(&self, mark: usize) -> Span {
        let start = self.toks.get(mark).map_or_else(|| self.end_offset(), |t| t.span.start);
        let end = if self.pos > mark { self.toks[self.pos - 1].span.end } else { start };
        start..end
    }

    /// The span of every token not yet read.
    pub fn rest_span(&self) -> Span {
        let start = self.peek().map_or_else(|| self.end_offset(), |t| t.span.start);
        let end = self.toks.last().map_or(start, |t| t.span.end).max(start);
        start..end
    }

    /// The span of the whole slice.
    pub fn full_span(&self) -> Span {
        match (self.toks.first(), self.toks.last()) {
            (Some(a), Some(b)) => a.span.start..b.span.end,
            _ => 0..0,
        }
    }

    fn end_offset(&self) -> usize {
        self.toks.last().map_or(0, |t| t.span.end)
    }

    /// Moves to the end (the rest is consumed).
    pub fn skip_rest(&mut self) {
        self.pos = self.toks.len();
    }

    /// The position of the next top-level token passing `f`, from the cursor on.
    pub fn find(&self, f: impl Fn(&TokenKind) -> bool) -> Option<usize> {
        (self.pos..self.toks.len()).find(|&i| f(&self.toks[i].kind))
    }
}
