//! Voting (CR 701.38): "starting with you, each player votes for X or Y" (named options)
//! or "… votes for a nonland permanent you don't control" (an object); the outcomes name
//! an option: "[for each] X vote", "if X gets more votes [or the vote is tied]".

use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// The most words a named option has ("mines of moria").
const OPTION_WORDS: usize = 4;

/// CR 701.38a: "starting with you, each player votes for …".
pub fn vote(c: &mut Cursor) -> Option<VoteNp> {
    let m = c.mark();
    if !(c.eat_words("starting with you ,") && c.eat_words("each player votes for")) {
        c.reset(m);
        return None;
    }
    if c.is("a") || c.is("an") {
        return match np::np(c) {
            Some(o @ Np::Objects(_)) => Some(VoteNp::Object(o)),
            _ => {
                c.reset(m);
                None
            }
        };
    }
    // "sickness or psychosis", "blue, black, red, or green".
    let mut options: Vec<String> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    loop {
        if c.eat_comma() || c.is("or") {
            c.eat("or");
            if !current.is_empty() {
                options.push(current.join(" "));
                current.clear();
            }
            continue;
        }
        match c.word() {
            Some(w) if current.len() < OPTION_WORDS => {
                current.push(w);
                c.bump();
            }
            _ => break,
        }
    }
    if !current.is_empty() {
        options.push(current.join(" "));
    }
    if options.len() < 2 || !c.at_end() {
        c.reset(m);
        return None;
    }
    Some(VoteNp::Words(options))
}

/// An option's words up to `end` (not included), at most `OPTION_WORDS` of them.
fn option_before(c: &mut Cursor, end: &str) -> Option<String> {
    let m = c.mark();
    let mut words = Vec::new();
    while words.len() <= OPTION_WORDS {
        if c.eat_words(end) {
            if words.is_empty() {
                break;
            }
            return Some(words.join(" "));
        }
        let Some(w) = c.word() else { break };
        words.push(w);
        c.bump();
    }
    c.reset(m);
    None
}

/// "death vote" (after "for each"): the votes for a named option.
pub fn votes_of(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    let r = option_before(c, "vote").map(Np::Votes);
    if r.is_none() {
        c.reset(m);
    }
    r
}

/// "sickness gets more votes [or the vote is tied]".
pub fn vote_wins(c: &mut Cursor) -> Option<Cond> {
    let option = option_before(c, "gets more votes")?;
    let or_tied = c.eat_words("or the vote is tied");
    Some(Cond::VoteWins { option, or_tied })
}
