//! Sentences and statements: clauses joined by "then", "and", commas; "you may", "if you
//! do", "if …", "otherwise", "unless", "for each", "instead", and delayed triggers
//! ("at the beginning of the next end step, …", CR 603.7).

use super::clause::clause;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// The sentences of an effect (the tokens up to the end of the cursor).
pub fn sentences(c: &mut Cursor) -> Vec<Sentence> {
    let mut out = Vec::new();
    while !c.at_end() {
        let start = c.mark();
        let end = c.find(|k| matches!(k, TokenKind::Period)).unwrap_or(c.tokens().len());
        // CR 205.1b: "It's still a land." keeps the prior types of the "becomes" before.
        if super::becomes::still_sentence(&c.slice(start..end)) && out.last_mut().is_some_and(super::becomes::keep_types) {
            c.reset(end);
            c.eat_kind(|k| matches!(k, TokenKind::Period));
            continue;
        }
        // CR 702.34a: "The flashback cost is equal to its mana cost." is the cost of the
        // keyword the sentence before gives.
        if let Some((k, plus)) = super::keyword_cost::cost_sentence(&c.slice(start..end)) {
            if out.last_mut().is_some_and(|prev| super::keyword_cost::set_cost(prev, k, &plus)) {
                c.reset(end);
                c.eat_kind(|k| matches!(k, TokenKind::Period));
                continue;
            }
        }
        // CR 111.4: "It has "…"" after "Create a … token" is part of the token.
        if let Some((plural, ks, quoted)) = super::token::has_sentence(&c.slice(start..end)) {
            if out.last_mut().is_some_and(|prev| super::token::add_to_created(prev, plural, &ks, &quoted)) {
                c.reset(end);
                c.eat_kind(|k| matches!(k, TokenKind::Period));
                continue;
            }
        }
        let (end_body, x, then) = where_x(c, start, end);
        let mut sc = c.slice(start..end_body);
        let mut body = statement(&mut sc);
        if let Some(x) = x {
            // "…, where X is N, then draw three cards": the instructions after the
            // definition follow in the same sentence.
            let tail = then.map(|t| {
                let mut tc = c.slice(t..end);
                let s = statement(&mut tc);
                if tc.at_end() { s } else { Stmt::Unknown(Unknown { span: tc.full_span(), what: "instruction" }) }
            });
            if sc.at_end() && !matches!(tail, Some(Stmt::Unknown(_))) {
                if let Some(mut tail) = tail {
                    define_x(&mut tail, &x);
                    body = Stmt::Seq(vec![body, tail]);
                }
                define_x(&mut body, &x);
                sc = c.slice(start..end);
                sc.reset(end - start);
            } else if then.is_some() {
                // The instructions after the definition aren't read: the whole sentence is read
                // as it stands, so that what stops the reading is reported.
                sc = c.slice(start..end);
                body = statement(&mut sc);
            }
        }
        // A quoted ability ends with its own period: what follows it is the next sentence
        // ('… tokens with "When this creature dies, …" They gain haste …').
        if !sc.at_end() && sc.mark() > 0 && ends_with_period(&sc.tokens()[sc.mark() - 1]) && !matches!(body, Stmt::Unknown(_)) {
            let stop = start + sc.mark();
            out.push(Sentence { span: c.slice(start..stop).full_span(), body });
            c.reset(stop);
            continue;
        }
        let body = if sc.at_end() {
            body
        } else {
            // Keep what was read, and say where reading stopped.
            let unknown = Stmt::Unknown(Unknown { span: sc.rest_span(), what: "instruction" });
            match body {
                Stmt::Unknown(_) => Stmt::Unknown(Unknown { span: sc.full_span(), what: "instruction" }),
                b => Stmt::Seq(vec![b, unknown]),
            }
        };
        out.push(Sentence { span: sc.full_span(), body });
        c.reset(end);
        c.eat_kind(|k| matches!(k, TokenKind::Period));
    }
    out
}

/// A quoted ability whose last sentence ends inside the quotation marks.
pub(super) fn ends_with_period(t: &crate::syntax::lexer::Token) -> bool {
    matches!(&t.kind, TokenKind::Quoted(inner) if inner.last().is_some_and(|l| matches!(l.kind, TokenKind::Period)))
}

/// CR 107.3: a sentence ending ", where X is [amount]" (or going on after it with ",
/// then …" or another instruction): the end of its statement, the amount (None when the sentence has no such
/// definition, or the amount isn't read) and where the instructions after ", then" begin.
fn where_x(c: &Cursor, start: usize, end: usize) -> (usize, Option<AmountNp>, Option<usize>) {
    let toks = c.tokens();
    let is = |i: usize, w: &str| toks.get(i).is_some_and(|t| matches!(t.kind, TokenKind::Word) && c.text(t) == w);
    let Some(comma) = (start..end).find(|&i| matches!(toks[i].kind, TokenKind::Comma) && is(i + 1, "where") && is(i + 2, "x") && is(i + 3, "is")) else {
        return (end, None, None);
    };
    let mut ac = c.slice(comma + 4..end);
    match super::amount::amount(&mut ac) {
        Some(a) if ac.at_end() => (comma, Some(a), None),
        Some(a) => {
            // "…, where X is N, then draw …", "…, where X is N, put them onto the
            // battlefield, then shuffle": the sentence's instructions go on after it.
            let at = comma + 4 + ac.mark();
            let more = matches!(toks.get(at).map(|t| &t.kind), Some(TokenKind::Comma)) && at + 1 < end;
            if more { (comma, Some(a), Some(at + 1)) } else { (end, None, None) }
        }
        _ => (end, None, None),
    }
}

/// Gives every clause of a statement the definition of X.
fn define_x(s: &mut Stmt, x: &AmountNp) {
    match s {
        Stmt::Clause(cl) => cl.args.push(Arg::WhereX(x.clone())),
        Stmt::Seq(v) => v.iter_mut().for_each(|s| define_x(s, x)),
        Stmt::May { body, .. } | Stmt::IfDid { body, .. } | Stmt::If { body, .. } | Stmt::Otherwise(body) | Stmt::ForEach { body, .. } | Stmt::Unless { body, .. } | Stmt::UnlessDoes { body, .. } | Stmt::Delayed { body, .. } | Stmt::Reflexive { body } => define_x(body, x),
        // CR 601.2f: "costs {X} less to cast, where X is N" is {1} less for each of N.
        Stmt::CostChange(k) if k.mana == [mw_types::ManaSymbol::X] && k.for_each.is_none() && k.per.is_none() && !k.caster_spells => {
            k.mana = vec![mw_types::ManaSymbol::Generic(1)];
            k.per = Some(x.clone());
        }
        // Any other change of {X} keeps X undefined: the lowering refuses it.
        // A spending restriction: no instruction's X.
        Stmt::CostChange(_) | Stmt::Vote(_) | Stmt::ActivateOnly(_) | Stmt::SpendOnly(_) | Stmt::MustTarget(_) | Stmt::PtDefined(_) | Stmt::MoreCounters(_) | Stmt::MoreLife { .. } | Stmt::Unknown(_) => {}
    }
}

/// One statement, as much as can be read; `Stmt::Unknown` when nothing can.
pub fn statement(c: &mut Cursor) -> Stmt {
    let m = c.mark();
    if let Some(k) = super::cost::cost_change(c) {
        return Stmt::CostChange(k);
    }
    if let Some(k) = super::cost::spend_only(c) {
        return Stmt::SpendOnly(k);
    }
    if let Some(k) = super::activate_only::activate_only(c) {
        return Stmt::ActivateOnly(k);
    }
    if let Some(k) = must_target(c) {
        return Stmt::MustTarget(k);
    }
    if let Some(k) = super::pt_defined::pt_defined(c) {
        return Stmt::PtDefined(k);
    }
    if let Some(k) = super::more_counters::more_counters(c) {
        return Stmt::MoreCounters(k);
    }
    if let Some(plus) = super::more_counters::more_life(c) {
        return Stmt::MoreLife { span: c.span_from(m), plus };
    }
    match prefixed(c) {
        Some(s) => s,
        None => {
            c.reset(m);
            Stmt::Unknown(Unknown { span: c.full_span(), what: "instruction" })
        }
    }
}

/// A statement with its leading connective: "if …,", "if you do,", "otherwise,", "then",
/// "for each …,", "until end of turn,", "at the beginning of the next end step,".
fn prefixed(c: &mut Cursor) -> Option<Stmt> {
    let m = c.mark();
    c.eat("then");
    if c.eat_words("if you do ,") || c.eat_words("if they do ,") || c.eat_words("if that player does ,") || c.eat_words("if a player does ,") || c.eat_words("if the player does ,") || c.eat_words("if the first player does ,") {
        return Some(Stmt::IfDid { did: true, who: None, body: Box::new(prefixed(c)?) });
    }
    if c.eat_words("if you don't ,") || c.eat_words("if they don't ,") || c.eat_words("if that player doesn't ,") || c.eat_words("if no one does ,") {
        return Some(Stmt::IfDid { did: false, who: None, body: Box::new(prefixed(c)?) });
    }
    // CR 615.8: "The next time a source of your choice would deal damage to you this
    // turn, prevent that damage."
    if c.eat_words("the next time") {
        let Some(cond) = super::prevent::next_damage(c).filter(|_| c.eat_comma()) else {
            c.reset(m);
            return None;
        };
        return Some(Stmt::If { cond, body: Box::new(prefixed(c)?), instead: false });
    }
    // CR 603.12: "When you do, …": a reflexive trigger of the instruction before it.
    if c.eat_words("when you do ,") {
        return Some(Stmt::Reflexive { body: Box::new(prefixed(c)?) });
    }
    // CR 705.2: "If you win (lose) the flip, …": the outcome of the flip before.
    if let Some(i) = c.eat_one_of(&["if you win the flip ,", "if you lose the flip ,"]) {
        return Some(Stmt::If { cond: Cond::WonFlip(i == 0), body: Box::new(prefixed(c)?), instead: false });
    }
    if c.eat_words("otherwise ,") {
        return Some(Stmt::Otherwise(Box::new(prefixed(c)?)));
    }
    // CR 615.10: "If a source would deal damage to you, prevent 1 of that damage."
    if c.is("if") {
        c.bump();
        if let Some(cond) = super::prevent::source_would_deal(c).or_else(|| super::prevent::damage_would_be_dealt(c)).filter(|_| c.eat_comma()) {
            return Some(Stmt::If { cond, body: Box::new(prefixed(c)?), instead: false });
        }
        c.reset(m);
        c.eat("then");
    }
    if c.eat("if") {
        let cond = super::cond::cond(c)?;
        if !c.eat_comma() {
            c.reset(m);
            return None;
        }
        // CR 608.2c: "If C, instead A": the same as "If C, A instead".
        if c.eat("instead") {
            return Some(Stmt::If { cond, body: Box::new(prefixed(c)?), instead: true });
        }
        let body = prefixed(c)?;
        // "If C, A instead": the "instead" read after A belongs to this condition.
        return Some(match body {
            Stmt::If { cond: Cond::Event(e), body, instead: true } if e.is_empty() => Stmt::If { cond, body, instead: true },
            body => Stmt::If { cond, body: Box::new(body), instead: false },
        });
    }
    // CR 614.12: "As ~ enters [the battlefield], …" (a replacement effect as it enters).
    if c.is("as") && c.word_at(1) != Some("long") && c.word_at(1) != Some("though") {
        c.bump();
        if let Some(who) = np::np(c) {
            if c.eat_any(&["enters", "enter"]).is_some() {
                c.eat_words("the battlefield");
                if c.eat_comma() {
                    let body = prefixed(c)?;
                    return Some(Stmt::If { cond: Cond::AsEnters(who), body: Box::new(body), instead: false });
                }
            }
        }
        c.reset(m);
        return None;
    }
    if c.eat_words("as long as") {
        // CR 611.3a: a static ability's condition.
        let cond = super::cond::cond(c)?;
        if !c.eat_comma() {
            c.reset(m);
            return None;
        }
        let body = prefixed(c)?;
        return Some(Stmt::If { cond, body: Box::new(body), instead: false });
    }
    if let Some(v) = super::vote::vote(c) {
        return Some(Stmt::Vote(v));
    }
    if c.eat_words("for each") {
        // "for each opponent, …" (CR 608.2c): a bare player noun.
        let each = if c.eat("opponent") { Np::Player(PlayerNp { det: Det::Each, who: PlayerWord::Opponent }) } else { super::vote::votes_of(c).or_else(|| np::np(c))? };
        if !c.eat_comma() {
            c.reset(m);
            return None;
        }
        return Some(Stmt::ForEach { each, body: Box::new(prefixed(c)?) });
    }
    timed(c, m)
}

/// The rest of a statement that may begin with a duration ("until end of turn, …") or
/// a delayed trigger ("at the beginning of the next end step, …"); `m` is where the
/// statement began.
fn timed(c: &mut Cursor, m: usize) -> Option<Stmt> {
    if let Some(d) = super::clause::duration(c) {
        if c.eat_comma() {
            // CR 603.7b: "until end of turn, whenever …, …": a delayed trigger that lasts
            // the turn.
            if d == DurationNp::EndOfTurn && c.is("whenever") {
                if let Some(when) = super::trigger::trigger(c).filter(|_| c.eat_comma()) {
                    return Some(Stmt::Delayed { when, body: Box::new(prefixed(c)?) });
                }
                c.reset(m);
                return None;
            }
            let mut body = prefixed(c)?;
            add_duration(&mut body, &d);
            return Some(body);
        }
        c.reset(m);
    }
    // CR 603.7: "at the beginning of the next end step, …", "when that creature dies this
    // turn, …": a delayed trigger the instruction creates.
    if c.is("at") || c.is("when") {
        let mm = c.mark();
        if let Some(when) = super::trigger::trigger(c) {
            if c.eat_comma() {
                return Some(Stmt::Delayed { when, body: Box::new(prefixed(c)?) });
            }
        }
        c.reset(mm);
    }
    seq(c)
}

/// Puts a duration on every clause of a statement ("until end of turn, X and Y").
fn add_duration(s: &mut Stmt, d: &DurationNp) {
    match s {
        Stmt::Clause(cl) => cl.args.push(Arg::Duration(d.clone())),
        Stmt::Seq(v) => v.iter_mut().for_each(|s| add_duration(s, d)),
        Stmt::May { body, .. } | Stmt::IfDid { body, .. } | Stmt::If { body, .. } | Stmt::Otherwise(body) | Stmt::ForEach { body, .. } => add_duration(body, d),
        _ => {}
    }
}

/// Parts joined by ", then", "then", "and", ",".
fn seq(c: &mut Cursor) -> Option<Stmt> {
    let first = part(c, None)?;
    let mut items = vec![first];
    loop {
        let m = c.mark();
        let comma = c.eat_comma();
        let joined = c.eat("then") || c.eat("and") || comma;
        if !joined || c.at_end() {
            c.reset(m);
            break;
        }
        let subject = last_subject(items.last());
        let after_join = c.mark();
        let next = prefixed_part(c, subject).or_else(|| {
            c.reset(after_join);
            gapped(c, items.last())
        });
        match next {
            Some(p) => items.push(p),
            None => {
                c.reset(m);
                break;
            }
        }
    }
    distribute_duration(&mut items);
    Some(if items.len() == 1 { items.pop()? } else { Stmt::Seq(items) })
}

/// A second object and destination sharing the verb "put" of the clause before ("put one
/// of them into your hand and the rest on the bottom of your library"): the verb is left
/// out (gapped), so the part is read with that verb's frame; it must name a destination.
fn gapped(c: &mut Cursor, prev: Option<&Stmt>) -> Option<Stmt> {
    let Some(Stmt::Clause(prev)) = prev else { return None };
    if prev.verb != Verb::Put || !prev.args.iter().any(|a| matches!(a, Arg::Dest(_))) {
        return None;
    }
    let m = c.mark();
    let cl = super::frames::frame(c, m, prev.subject.clone(), Verb::Put, false)?;
    if !cl.args.iter().any(|a| matches!(a, Arg::Dest(_))) {
        c.reset(m);
        return None;
    }
    Some(Stmt::Clause(cl))
}

/// A part after a joining word: may itself start with "if …," etc.
fn prefixed_part(c: &mut Cursor, subject: Option<Np>) -> Option<Stmt> {
    let m = c.mark();
    if c.is("if") || c.is("otherwise") || c.is("then") || c.looking_at("for each") {
        if let Some(p) = prefixed(c) {
            return Some(p);
        }
        c.reset(m);
    }
    part(c, subject)
}

/// The subject a following subject-less clause shares ("target creature gets +1/+1
/// and gains flying").
fn last_subject(s: Option<&Stmt>) -> Option<Np> {
    match s? {
        Stmt::Clause(cl) => cl.subject.clone(),
        Stmt::May { body, .. } => last_subject(Some(body)),
        // "gets +1/+1 for each enchantment you control and has first strike".
        Stmt::ForEach { body, .. } => last_subject(Some(body)),
        _ => None,
    }
}

/// A subject shared by a second clause: a target is named once, so the second clause
/// names it by reference ("target creature gets +1/+1 and gains flying": it gains).
fn shared(subject: Np) -> Np {
    match subject {
        Np::Objects(o) if matches!(o.det, Det::Target { .. }) => {
            Np::Ref(RefNp { span: o.span.clone(), word: RefWord::It, noun: o.noun, types: Vec::new(), plural: o.plural })
        }
        Np::Player(PlayerNp { det: Det::Target { .. }, .. }) => Np::Player(PlayerNp { det: Det::That, who: PlayerWord::That }),
        // "the owner of target permanent …, then draws": that target's owner again.
        Np::PlayerOf { of, rel } if matches!(&*of, Np::Objects(o) if matches!(o.det, Det::Target { .. })) => Np::PlayerOf { of: Box::new(shared(*of)), rel },
        other => other,
    }
}

/// "gets +2/+2 and gains flying until end of turn": the duration at the end applies to
/// each change of the shared subject (CR 611.2a).
fn distribute_duration(items: &mut [Stmt]) {
    let Some(Stmt::Clause(last)) = items.last() else { return };
    let Some(d) = last.args.iter().find_map(|a| if let Arg::Duration(d) = a { Some(d.clone()) } else { None }) else { return };
    let n = items.len();
    for item in &mut items[..n - 1] {
        if let Stmt::Clause(cl) = item {
            // "loses defender and becomes a Human until end of turn": losing keywords and
            // becoming are changes too (not "loses 2 life").
            let loses = cl.verb == Verb::Lose && cl.args.iter().all(|a| matches!(a, Arg::Keywords(_))) && !cl.args.is_empty();
            let becomes = cl.verb == Verb::Become && cl.args.iter().any(|a| matches!(a, Arg::Becomes(_)));
            let changes = (matches!(cl.verb, Verb::Get | Verb::Gain | Verb::Have) || loses || becomes) && cl.object.is_none();
            if changes && !cl.args.iter().any(|a| matches!(a, Arg::Duration(_))) {
                cl.args.push(Arg::Duration(d.clone()));
            }
        }
    }
}

/// "[player] may" clause, then postfix modifiers: "if …", "unless …", "for each …",
/// "instead", "at the beginning of the next end step".
fn part(c: &mut Cursor, shared_subject: Option<Np>) -> Option<Stmt> {
    let m = c.mark();
    // "you may", "target opponent may", "any player may", "each player may".
    // "its controller may", "that creature's owner may": a player of an object.
    let player_of = |c: &mut Cursor| {
        let mm = c.mark();
        match np::np_one(c) {
            Some(p @ Np::PlayerOf { .. }) => Some(p),
            _ => {
                c.reset(mm);
                None
            }
        }
    };
    // "they may" after a player was named: that player.
    let they = |c: &mut Cursor| (c.is("they") && c.word_at(1) == Some("may") && c.eat("they")).then(|| Np::Player(PlayerNp { det: Det::That, who: PlayerWord::That }));
    if let Some(who) = np::player(c).or_else(|| c.eat_words("any player").then(|| Np::Player(PlayerNp { det: Det::A, who: PlayerWord::Player }))).or_else(|| player_of(c)).or_else(|| they(c)) {
        // "that player or that permanent's controller may": one player of two
        // descriptions (a target that is a player, or the target object's controller).
        let mm = c.mark();
        let who = match (c.eat("or"), player_of(c)) {
            (true, Some(other)) => Np::Or(vec![who, other]),
            _ => {
                c.reset(mm);
                who
            }
        };
        if c.eat("may") {
            // "you may have target player mill two cards", "you may have it deal damage
            // …": the option is the player's, the instruction the named object's or
            // player's (a clause with that subject).
            if matches!(who, Np::Player(PlayerNp { who: PlayerWord::You, .. })) {
                if let Some(body) = have_do(c) {
                    return Some(Stmt::May { who, body: Box::new(body) });
                }
            }
            // "you may search …, put it …, then shuffle": the option covers the rest.
            let body = seq(c)?;
            return Some(Stmt::May { who, body: Box::new(body) });
        }
    }
    c.reset(m);
    if c.eat("may") {
        // "… and may …" after a shared subject.
        if let Some(who) = shared_subject.clone() {
            let body = seq(c)?;
            return Some(Stmt::May { who, body: Box::new(body) });
        }
        c.reset(m);
    }
    let mut cl = match clause(c) {
        // "creatures you control get +1/+1 and gain vigilance": a verb with no subject
        // after a clause whose subject wasn't the player shares that subject.
        Some(mut cl) if cl.subject.is_none() && shared_subject.as_ref().is_some_and(|s| !matches!(s, Np::Player(PlayerNp { who: PlayerWord::You, .. }))) => {
            cl.subject = shared_subject.clone().map(shared);
            cl
        }
        Some(cl) => cl,
        None => {
            // A clause without a subject sharing the previous one's: "and gains flying".
            // "… and can't be blocked this turn": a negated verb in its base form.
            let subject = shared_subject?;
            let start = c.mark();
            let negated = c.eat_any(&["can't", "cannot", "doesn't"]).is_some();
            let w = c.word()?;
            let (verb, third) = super::clause::verb_word(w)?;
            if third == negated {
                c.reset(start);
                return None;
            }
            c.bump();
            super::frames::frame(c, start, Some(shared(subject)), verb, negated)?
        }
    };
    if cl.subject.is_none() {
        cl.subject = None;
    }
    let mut stmt = Stmt::Clause(cl);
    postfix(c, &mut stmt);
    Some(stmt)
}

/// Modifiers after a clause.
fn postfix(c: &mut Cursor, stmt: &mut Stmt) {
    loop {
        let m = c.mark();
        if c.eat("instead") {
            // "A instead if C"; a bare "instead" (its condition before, "If C, A
            // instead") holds an empty condition for the prefix to fill. CR 614.1a:
            // "instead of putting it into its owner's graveyard" names what it replaces.
            let _ = ["of putting it into its owner's graveyard", "of into its owner's graveyard", "of into that player's graveyard"].iter().any(|w| c.eat_words(w));
            let mm = c.mark();
            let cond = if c.eat("if") { super::cond::cond(c) } else { None };
            if cond.is_none() {
                c.reset(mm);
            }
            let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
            *stmt = match cond {
                Some(cond) => Stmt::If { cond, body: Box::new(body), instead: true },
                None => Stmt::If { cond: Cond::Event(0..0), body: Box::new(body), instead: true },
            };
            continue;
        }
        if c.eat("if") {
            if let Some(cond) = super::cond::cond(c) {
                // "A if C1 instead if C2": the replacing instruction is "A if C1", done
                // instead when C2 holds; the "instead" is read by the next round.
                let instead = !c.looking_at("instead if") && c.eat("instead");
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::If { cond, body: Box::new(body), instead };
                continue;
            }
            c.reset(m);
        }
        if c.eat_words("as long as") {
            if let Some(cond) = super::cond::cond(c) {
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::If { cond, body: Box::new(body), instead: false };
                continue;
            }
            c.reset(m);
        }
        if c.eat("unless") {
            if let Some(payer) = np::np(c) {
                if c.eat_any(&["pays", "pay"]).is_some() {
                    let cost = super::cost::cost_items_inline(c);
                    if !cost.is_empty() {
                        let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                        *stmt = Stmt::Unless { body: Box::new(body), payer, cost };
                        continue;
                    }
                }
            }
            // "unless you discard a card", "unless you pay 2 life", "unless they discard a
            // land card": a clause whose subject is a player (or "they").
            c.reset(m);
            c.eat("unless");
            let player = |s: &Option<Np>| matches!(s, Some(Np::Player(_)) | Some(Np::Ref(RefNp { word: RefWord::It, plural: true, .. })));
            if let Some(act) = super::clause::clause(c).filter(|a| player(&a.subject) && !a.negated) {
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::UnlessDoes { body: Box::new(body), act: Box::new(act) };
                continue;
            }
            // "discard a card unless ~ entered the battlefield this turn": a condition.
            c.reset(m);
            c.eat("unless");
            if let Some(cond) = super::cond::cond(c) {
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::If { cond: Cond::Not(Box::new(cond)), body: Box::new(body), instead: false };
                continue;
            }
            c.reset(m);
        }
        if c.eat_words("for each") {
            if counters_for_each(c, stmt) || per_damage_prevented(c, stmt) {
                continue;
            }
            if let Some(each) = super::vote::votes_of(c).or_else(|| np::np(c)) {
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::ForEach { each, body: Box::new(body) };
                continue;
            }
            c.reset(m);
        }
        if c.is("at") {
            if let Some(when) = super::trigger::trigger(c) {
                let body = std::mem::replace(stmt, Stmt::Unknown(Unknown { span: 0..0, what: "" }));
                *stmt = Stmt::Delayed { when, body: Box::new(body) };
                continue;
            }
            c.reset(m);
        }
        break;
    }
}

/// CR 601.2c: "While [an opponent is] choosing targets as part of casting a spell [they
/// control] or activating an ability [they control], [your opponents | that player] must
/// choose at least one [object] if able."
fn must_target(c: &mut Cursor) -> Option<MustTargetNp> {
    let m = c.mark();
    let read = |c: &mut Cursor| -> Option<MustTargetNp> {
        if !c.eat("while") {
            return None;
        }
        let who = if c.is("choosing") { None } else { Some(super::np::player(c)?) };
        if who.is_some() && !c.eat("is") {
            return None;
        }
        let theirs = who.is_some();
        let controls = |c: &mut Cursor| !theirs || c.eat_words("they control");
        if !(c.eat_words("choosing targets as part of casting a spell") && controls(c) && c.eat_words("or activating an ability") && controls(c) && c.eat_comma()) {
            return None;
        }
        let chooser = super::np::np(c)?;
        // "an opponent …, that player must": the player named before.
        let chooser = match (who, &chooser) {
            (Some(w), Np::Player(PlayerNp { who: PlayerWord::That, .. })) => w,
            (None, _) => chooser,
            _ => return None,
        };
        if !c.eat_words("must choose at least one") {
            return None;
        }
        let what = super::np::np(c)?;
        (c.eat_words("if able") && c.at_end()).then(|| MustTargetNp { span: c.span_from(m), chooser, what })
    };
    let r = read(c);
    if r.is_none() {
        c.reset(m);
    }
    r
}

/// CR 601.2h / 106.1a: "[enters with a +1/+1 counter on it] for each color of mana
/// spent to cast it" (converge), "… for each mana spent to cast it": the spell's
/// mana, read into the counters' amount (N for each: N times it). Whether it was read.
fn spent_for_each(c: &mut Cursor, cl: &mut Clause) -> bool {
    let [Arg::WithCounters { amount: a @ AmountNp::N(_), .. }] = cl.args.as_mut_slice() else { return false };
    let m = c.mark();
    let colors = c.eat_words("color of mana spent to cast");
    if !colors && !c.eat_words("mana spent to cast") {
        return false;
    }
    if !(c.eat_kind(|k| matches!(k, crate::syntax::lexer::TokenKind::SelfRef)).is_some() || c.eat("it")) {
        c.reset(m);
        return false;
    }
    let spent = if colors { AmountNp::ColorsSpent } else { AmountNp::ManaSpent };
    let AmountNp::N(k) = *a else { return false };
    *a = if k == 1 { spent } else { AmountNp::Times(k, Box::new(spent)) };
    true
}

/// CR 615.5: "[put a +1/+1 counter on X] for each 1 damage prevented this way": the
/// damage prevented, read into the clause's amount (its "a"). Whether it was read.
fn per_damage_prevented(c: &mut Cursor, stmt: &mut Stmt) -> bool {
    let Stmt::Clause(cl) = stmt else { return false };
    let Some(one) = cl.args.iter_mut().find(|a| matches!(a, Arg::Amount(AmountNp::N(1)))) else { return false };
    let m = c.mark();
    if !(matches!(super::amount::amount(c), Some(AmountNp::N(1))) && c.eat_words("damage prevented this way")) {
        c.reset(m);
        return false;
    }
    *one = Arg::Amount(AmountNp::PreventedThisWay);
    true
}

/// CR 122.1 / 608.2h: "[put a +1/+1 counter on X] for each +1/+1 counter on ~" (modular):
/// one for each counter is the number of those counters, read into the clause's amount
/// (its "a"); other instructions are left to `Stmt::ForEach`. Likewise a count that
/// isn't of objects: "gets -1/-1 for each basic land type among lands you control"
/// (domain, CR 305.6). Whether it was read.
fn counters_for_each(c: &mut Cursor, stmt: &mut Stmt) -> bool {
    let m = c.mark();
    let Stmt::Clause(cl) = stmt else { return false };
    if spent_for_each(c, cl) {
        return true;
    }
    let pt = cl.args.iter().any(|a| matches!(a, Arg::Pt(_)));
    // "taps an untapped creature they control for each fade counter on ~": one object,
    // that many times.
    let one_object = cl.args.is_empty() && matches!(&cl.object, Some(Np::Objects(o)) if o.det == Det::A);
    // "you gain 2 life for each basic land type among …": twice the count.
    let several = cl.args.iter().find_map(|a| if let Arg::Amount(AmountNp::N(n)) = a { Some(*n) } else { None }).filter(|n| *n > 1);
    let one = pt || one_object || cl.args.iter().any(|a| matches!(a, Arg::Amount(AmountNp::N(1))));
    let several = several.filter(|_| !one);
    if !one && several.is_none() {
        return false;
    }
    let counters = |c: &mut Cursor| {
        let kind = np::counter_kind(c).filter(|_| c.eat("counter") && c.eat("on"))?;
        np::np_one(c).map(|on| AmountNp::CountersOn { kind, on: Box::new(on) })
    };
    let domain = |c: &mut Cursor| {
        if !c.eat_words("basic land type among") {
            return None;
        }
        np::np(c).map(|among| AmountNp::BasicLandTypesAmong(Box::new(among)))
    };
    // "for each spell you've cast this turn" (CR 601.2i).
    let domain = |c: &mut Cursor| {
        let m = c.mark();
        domain(c).or_else(|| {
            c.reset(m);
            super::amount::spells_cast(c)
        })
    };
    // "you gain 2 life for each age counter on it": twice the counters.
    let read = match counters(c) {
        Some(n) if one => Some(n),
        Some(n) if several.is_some() => several.map(|k| AmountNp::Times(k, Box::new(n))),
        Some(_) => None,
        None => {
            c.reset(m);
            domain(c).map(|n| match several {
                Some(k) => AmountNp::Times(k, Box::new(n)),
                None => n,
            })
        }
    };
    match read {
        // CR 613.4c: "gets +1/+1 for each oil counter on it": the change per counter.
        Some(n) if pt => {
            cl.args.push(Arg::Per(n));
            true
        }
        Some(n) => {
            let n = Arg::Amount(n);
            match cl.args.iter_mut().find(|a| matches!(a, Arg::Amount(AmountNp::N(k)) if Some(*k) == several.or(Some(1)))) {
                Some(one) => *one = n,
                None => cl.args.push(n),
            }
            true
        }
        None => {
            c.reset(m);
            false
        }
    }
}

/// After "you may": "have [subject] [verb in its base form] …", read as that subject's
/// clause ("have target player mill two cards" → "target player mills two cards"); None
/// (cursor unmoved) when what follows "have" isn't a clause with a subject of its own.
fn have_do(c: &mut Cursor) -> Option<Stmt> {
    let m = c.mark();
    if !c.eat("have") {
        return None;
    }
    match seq(c) {
        Some(body) if first_clause_subject(&body) => Some(body),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// Whether a statement's first clause names its own subject (not a player's possession:
/// "have flying" has none).
fn first_clause_subject(s: &Stmt) -> bool {
    match s {
        Stmt::Clause(cl) => cl.subject.is_some() && cl.verb != Verb::Have,
        Stmt::Seq(v) => v.first().is_some_and(first_clause_subject),
        _ => false,
    }
}
