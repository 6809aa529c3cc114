//! Clauses: [subject] [can't/doesn't] verb [object] [arguments]. The verb decides which
//! arguments it reads (its frame, in `frames`); the arguments themselves (destinations,
//! durations, "under your control", "tapped") are read the same way for every verb.

use super::amount::amount;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;

/// A verb word: the verb, and whether the form is third person singular ("draws").
pub fn verb_word(w: &str) -> Option<(Verb, bool)> {
    use Verb::*;
    const TABLE: [(&str, &str, Verb); 59] = [
        ("activate", "activates", Activate),
        ("add", "adds", Add),
        ("produce", "produces", Produce),
        ("attach", "attaches", Attach),
        ("attack", "attacks", Attack),
        ("block", "blocks", Block),
        ("become", "becomes", Become),
        ("begin", "begins", Begin),
        ("cast", "casts", Cast),
        ("cause", "causes", Cause),
        ("choose", "chooses", Choose),
        ("connive", "connives", Connive),
        ("copy", "copies", Copy),
        ("counter", "counters", Counter),
        ("create", "creates", Create),
        ("deal", "deals", Deal),
        ("destroy", "destroys", Destroy),
        ("double", "doubles", Double),
        ("discard", "discards", Discard),
        ("draw", "draws", Draw),
        ("enter", "enters", Enter),
        ("escape", "escapes", Escape),
        ("exile", "exiles", Exile),
        ("explore", "explores", Explore),
        ("fight", "fights", Fight),
        ("flip", "flips", Flip),
        ("gain", "gains", Gain),
        ("get", "gets", Get),
        ("have", "has", Have),
        ("investigate", "investigates", Investigate),
        ("look", "looks", Look),
        ("lose", "loses", Lose),
        ("mill", "mills", Mill),
        ("move", "moves", Move),
        ("pay", "pays", Pay),
        ("phase", "phases", Phase),
        ("play", "plays", Play),
        ("prevent", "prevents", Prevent),
        ("proliferate", "proliferates", Proliferate),
        ("put", "puts", Put),
        ("regenerate", "regenerates", Regenerate),
        ("remove", "removes", Remove),
        ("return", "returns", Return),
        ("reveal", "reveals", Reveal),
        ("roll", "rolls", Roll),
        ("sacrifice", "sacrifices", Sacrifice),
        ("scry", "scries", Scry),
        ("search", "searches", Search),
        ("shuffle", "shuffles", Shuffle),
        ("surveil", "surveils", Surveil),
        ("tap", "taps", Tap),
        ("transform", "transforms", Transform),
        ("untap", "untaps", Untap),
        ("win", "wins", Win),
        ("skip", "skips", Skip),
        ("repeat", "repeats", Repeat),
        ("be", "is", Be),
        ("are", "is", Be),
        ("have", "have", Have),
    ];
    for (base, third, v) in TABLE {
        if w == base {
            return Some((v, false));
        }
        if w == third {
            return Some((v, true));
        }
    }
    None
}

/// One clause.
pub fn clause(c: &mut Cursor) -> Option<Clause> {
    let m = c.mark();
    // CR 701.54a: "the Ring tempts you": the Ring is no object; "you" is the player.
    if c.eat_words("the ring tempts you") {
        return Some(Clause { span: c.span_from(m), subject: None, verb: Verb::RingTempts, negated: false, object: None, args: Vec::new() });
    }
    // An imperative: "Draw a card", "Destroy target creature".
    if let Some(w) = c.word() {
        if let Some((verb, false)) = verb_word(w) {
            if !matches!(verb, Verb::Be | Verb::Enter | Verb::Escape) && !imperative_blocked(c) {
                c.bump();
                if let Some(cl) = super::frames::frame(c, m, None, verb, false) {
                    return Some(cl);
                }
                c.reset(m);
            }
        }
    }
    if let Some(cl) = its_a(c).or_else(|| all_able_block(c)) {
        return Some(cl);
    }
    let first = match super::cause::spells_and_abilities(c) {
        Some(n) => n,
        None => np::np(c)?,
    };
    let subject = subject_list(c, first);
    if let Some(cl) = must_be_blocked(c, m, &subject) {
        return Some(cl);
    }
    let mut negated = false;
    // "each opponent can cast spells only …": the modal before "cast" (CR 101.2).
    if c.is("can") && c.word_at(1) == Some("cast") {
        c.bump();
    }
    // CR 702.3b: "~ can attack as though it didn't have defender".
    if c.is("can") && c.word_at(1) == Some("attack") && c.word_at(2) == Some("as") && c.word_at(3) == Some("though") {
        c.bump();
    }
    if c.eat_any(&["can't", "cannot", "doesn't", "don't", "isn't", "aren't"]).is_some() {
        negated = true;
        // "isn't"/"aren't" carry the verb "be".
        let prev = c.text(&c.tokens()[c.mark() - 1]);
        if prev == "isn't" || prev == "aren't" {
            return super::frames::frame(c, m, Some(subject), Verb::Be, true);
        }
    }
    let w = c.word()?;
    let (verb, _) = verb_word(w).or_else(|| {
        // "is"/"are" forms: "~ is indestructible", "creatures are …"
        matches!(w, "is" | "are").then_some((Verb::Be, true))
    })?;
    c.bump();
    super::frames::frame(c, m, Some(subject), verb, negated).or_else(|| {
        c.reset(m);
        None
    })
}

/// CR 509.1c: "[subject] must be blocked [this turn | each combat this turn] if able":
/// a requirement on the blockers of the subject ("by exactly one creature", "by two or
/// more creatures" are other requirements, left unparsed).
fn must_be_blocked(c: &mut Cursor, m: usize, subject: &Np) -> Option<Clause> {
    let start = c.mark();
    if !c.eat_words("must be blocked") {
        return None;
    }
    let mut args = vec![Arg::MustBeBlocked { all: false }];
    if c.eat_words("this turn") {
        args.push(Arg::Duration(DurationNp::ThisTurn));
    }
    if !c.eat_words("if able") {
        c.reset(start);
        return None;
    }
    Some(Clause { span: c.span_from(m), subject: Some(subject.clone()), verb: Verb::Be, negated: false, object: None, args })
}

/// CR 509.1c: "all creatures able to block [object] [this turn] do so" (Lure): the
/// requirement as a clause about the object that must be blocked.
fn all_able_block(c: &mut Cursor) -> Option<Clause> {
    let m = c.mark();
    if !c.eat_words("all creatures able to block") {
        return None;
    }
    let read = |c: &mut Cursor| -> Option<Clause> {
        let subject = np::np(c)?;
        let mut args = vec![Arg::MustBeBlocked { all: true }];
        if c.eat_words("this turn") {
            args.push(Arg::Duration(DurationNp::ThisTurn));
        }
        c.eat_words("do so").then(|| Clause { span: c.span_from(m), subject: Some(subject), verb: Verb::Be, negated: false, object: None, args })
    };
    let r = read(c);
    if r.is_none() {
        c.reset(m);
    }
    r
}

/// CR 205.1b: "it's a 1/1 Insect creature in addition to its other types": "it" and
/// "is" in one word, then what it is besides what it was, to the clause's end.
fn its_a(c: &mut Cursor) -> Option<Clause> {
    let m = c.mark();
    if !c.is("it's") {
        return None;
    }
    c.bump();
    let subject = Np::Ref(RefNp { span: c.span_from(m), word: RefWord::It, noun: Noun::None, types: Vec::new(), plural: false });
    match super::becomes::description(c) {
        Some(b) if b.still && (c.at_end() || c.is_kind(|k| matches!(k, TokenKind::Period))) => {
            Some(Clause { span: c.span_from(m), subject: Some(subject), verb: Verb::Be, negated: false, object: None, args: vec![Arg::Becomes(Box::new(b))] })
        }
        _ => {
            c.reset(m);
            None
        }
    }
}

/// Subjects joined by "and" when a verb follows the last one: "target creature and all
/// other creatures with the same name as that creature get -2/-2".
fn subject_list(c: &mut Cursor, first: Np) -> Np {
    let m = c.mark();
    // "You and permanents you control gain hexproof …": a player and objects.
    let you = matches!(first, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    if (you || matches!(first, Np::Objects(_) | Np::SelfRef | Np::Ref(_))) && c.eat("and") {
        if let Some(second @ Np::Objects(_)) = np::np(c) {
            let verb_next = c.word().is_some_and(|w| verb_word(w).is_some() || matches!(w, "can't" | "is" | "are"));
            if verb_next {
                return Np::And(vec![first, second]);
            }
        }
    }
    c.reset(m);
    // "You and target opponent each draw a card", "you and that player each create …":
    // two players, each doing what the verb says.
    if you && c.eat("and") {
        if let Some(second @ Np::Player(_)) = np::np(c) {
            if c.eat("each") && c.word().is_some_and(|w| verb_word(w).is_some()) {
                return Np::And(vec![first, second]);
            }
        }
    }
    c.reset(m);
    // "two target creatures each get +1/+1", "any number of target players each mill two
    // cards": the distributive "each" after a plural subject, before its verb.
    let plural = match &first {
        Np::Objects(o) => o.plural,
        Np::Player(PlayerNp { det: Det::Target { count, .. }, .. }) => count.max != CountNum::N(1),
        _ => false,
    };
    if plural && c.is("each") && c.word_at(1).is_some_and(|w| verb_word(w).is_some()) {
        c.eat("each");
    }
    first
}

/// Words that look like imperative verbs but start a noun phrase here ("counter" in
/// "counters on it" is not a clause start; "copy" before "of"?).
fn imperative_blocked(c: &Cursor) -> bool {
    matches!((c.word(), c.word_at(1)), (Some("counter"), Some("on")))
}

/// The arguments every verb may take, read after its object: destinations, zones,
/// durations, control, tapped, order. Stops at anything else.
pub fn adjuncts(c: &mut Cursor, args: &mut Vec<Arg>) {
    loop {
        let m = c.mark();
        if let Some(d) = dest(c) {
            args.push(Arg::Dest(d));
            continue;
        }
        if let Some(z) = np::zone_phrase(c, &["from"]) {
            args.push(Arg::From(z));
            continue;
        }
        if let Some(d) = duration(c) {
            args.push(Arg::Duration(d));
            continue;
        }
        // "can't cast more than one spell each turn": kept as words for the lowering.
        if c.eat_words("each turn") {
            args.push(Arg::Words(c.span_from(m)));
            continue;
        }
        if c.eat("under") {
            if let Some(who) = np::zone_owner(c) {
                if c.eat("control") {
                    args.push(Arg::UnderControl(who));
                    continue;
                }
            }
            c.reset(m);
        }
        // CR 118.9: "cast that card without paying its mana cost".
        if c.eat_words("without paying its mana cost") || c.eat_words("without paying their mana costs") {
            args.push(Arg::WithoutPaying);
            continue;
        }
        // CR 508.4: "… token that's tapped and attacking", "tokens that are tapped and
        // attacking": put onto the battlefield attacking.
        if c.eat_words("tapped and attacking") || c.eat_words("that's tapped and attacking") || c.eat_words("that are tapped and attacking") {
            args.push(Arg::Tapped { attacking: true });
            if c.eat_words("that player") {
                let pw = ["or a planeswalker they control", "or a planeswalker that player controls"].iter().any(|w| c.eat_words(w));
                args.push(Arg::AttackingThatPlayer { or_planeswalker: pw });
            }
            continue;
        }
        // CR 406.3: "exile … face down".
        if c.eat_words("face down") {
            args.push(Arg::FaceDown);
            continue;
        }
        if c.eat("tapped") {
            args.push(Arg::Tapped { attacking: false });
            continue;
        }
        if c.eat_words("in any order") {
            args.push(Arg::Order(OrderWord::Any));
            continue;
        }
        if c.eat_words("in a random order") {
            args.push(Arg::Order(OrderWord::Random));
            continue;
        }
        if c.eat_words("at random") {
            args.push(Arg::Random);
            continue;
        }
        // "enters tapped and with three charge counters on it"; "enters with two +1/+1
        // counters on it and with first strike" (a kicked permanent's keywords).
        let and = !args.is_empty() && c.eat_words("and with");
        if and || c.eat("with") {
            if let Some(a) = with_counters(c) {
                args.extend(a);
                continue;
            }
            if and && matches!(args.last(), Some(Arg::WithCounters { .. })) {
                if let Some(ks) = keyword_list(c) {
                    args.push(Arg::Keywords(ks));
                    continue;
                }
            }
            c.reset(m);
        }
        break;
    }
}

/// "with a +1/+1 counter on it", "with two +1/+1 counters on it", "with X +1/+1
/// counters on it", "with a number of +1/+1 counters on it equal to …" (after "with");
/// several kinds, one arg each (CR 614.1c: one event): "with a +1/+1 counter, a flying
/// counter, and a shield counter on it", "with two +1/+1 counters and a lifelink counter
/// on it".
fn with_counters(c: &mut Cursor) -> Option<Vec<Arg>> {
    let m = c.mark();
    let r = with_counters_list(c);
    if r.is_none() {
        c.reset(m);
    }
    r
}

fn with_counters_list(c: &mut Cursor) -> Option<Vec<Arg>> {
    let mut out = Vec::new();
    let number_of = c.eat_words("a number of");
    loop {
        let amount = if number_of {
            AmountNp::N(0)
        } else if c.eat_any(&["a", "an"]).is_some() {
            AmountNp::N(1)
        } else {
            amount(c)?
        };
        let kind = np::counter_kind(c)?;
        c.eat_any(&["counter", "counters"])?;
        out.push(Arg::WithCounters { amount, kind });
        // The next kind of the list, if one follows ("and with flying" is not one).
        let m = c.mark();
        let sep = if c.eat_comma() {
            c.eat("and");
            true
        } else {
            c.eat("and") && !c.is("with")
        };
        if number_of || !sep {
            c.reset(m);
            break;
        }
        if !(c.is("a") || c.is("an") || c.peek().is_some_and(|t| matches!(t.kind, TokenKind::Number(_))) || c.word().and_then(vocab::number_word).is_some()) {
            c.reset(m);
            break;
        }
    }
    // "enters with four oil counters." (the permanent's own, "on it" left out).
    if !["on it", "on them", "on each of them", "on him", "on her"].iter().any(|w| c.eat_words(w)) && !c.at_end() {
        return None;
    }
    if number_of {
        // "a number of +1/+1 counters on it equal to the number of …".
        if !c.eat_words("equal to") {
            return None;
        }
        let n = amount(c)?;
        let [Arg::WithCounters { amount, .. }] = out.as_mut_slice() else { return None };
        *amount = n;
    }
    Some(out)
}

/// "onto the battlefield", "into your hand", "into its owner's graveyard", "on top of
/// its owner's library", "on the bottom of your library", "to its owner's hand", "to
/// the battlefield", "into exile".
pub fn dest(c: &mut Cursor) -> Option<Dest> {
    let m = c.mark();
    if c.eat_words("onto the battlefield") || c.eat_words("to the battlefield") {
        return Some(Dest::Battlefield);
    }
    if c.eat_words("into exile") {
        return Some(Dest::Exile);
    }
    // "on the top or bottom of its owner's library": the chooser picks (CR 401.4).
    if c.eat_words("on the top or bottom of") || c.eat_words("on top or bottom of") {
        let whose = np::zone_owner(c);
        if c.eat("library") {
            return Some(Dest::Library { whose, pos: LibraryPos::TopOrBottom });
        }
        c.reset(m);
        return None;
    }
    if c.eat_words("on top of") || c.eat_words("on the top of") {
        let whose = np::zone_owner(c);
        if c.eat("library") {
            return Some(Dest::Library { whose, pos: LibraryPos::Top });
        }
        c.reset(m);
        return None;
    }
    if c.eat_words("on the bottom of") || c.eat_words("at the bottom of") {
        let whose = np::zone_owner(c);
        if c.eat("library") || c.eat("libraries") {
            return Some(Dest::Library { whose, pos: LibraryPos::Bottom });
        }
        c.reset(m);
        return None;
    }
    // "put the rest on the bottom in a random order": the library the cards came from.
    if c.eat_words("on the bottom") {
        return Some(Dest::Library { whose: None, pos: LibraryPos::Bottom });
    }
    if c.eat_any(&["into", "to", "in"]).is_some() {
        let whose = np::zone_owner(c);
        match c.eat_any(&["hand", "hands", "graveyard", "graveyards", "library", "libraries"]) {
            Some(w) if w.starts_with("hand") => return Some(Dest::Hand { whose }),
            Some(w) if w.starts_with("graveyard") => return Some(Dest::Graveyard { whose }),
            Some(_) => {
                // "into its owner's library third from the top".
                if let Some(n) = super::amount::number(c).or_else(|| c.word().and_then(crate::syntax::vocab::ordinal_word).inspect(|_| {
                    c.bump();
                })) {
                    if c.eat_words("from the top") {
                        return Some(Dest::Library { whose, pos: LibraryPos::Nth(n as u8) });
                    }
                }
                return Some(Dest::Library { whose, pos: LibraryPos::Shuffled });
            }
            None => {}
        }
    }
    c.reset(m);
    None
}

/// CR 611.2: "until end of turn", "this turn", "until your next turn", "until end of
/// combat", "for as long as …".
pub fn duration(c: &mut Cursor) -> Option<DurationNp> {
    if c.eat_words("until end of turn") || c.eat_words("until the end of turn") {
        return Some(DurationNp::EndOfTurn);
    }
    if c.eat_words("this turn") {
        return Some(DurationNp::ThisTurn);
    }
    if c.eat_words("until the end of your next turn") {
        return Some(DurationNp::EndOfYourNextTurn);
    }
    if c.eat_words("until your next turn") || c.eat_words("until the beginning of your next turn") {
        return Some(DurationNp::YourNextTurn);
    }
    if c.eat_words("until end of combat") {
        return Some(DurationNp::EndOfCombat);
    }
    let m = c.mark();
    if c.eat_words("for as long as") {
        if let Some(cond) = super::cond::cond(c) {
            return Some(DurationNp::AsLongAs(Box::new(cond)));
        }
        c.reset(m);
    }
    None
}

/// Keywords as a list: "flying", "flying and trample", "first strike, vigilance, and
/// lifelink", "protection from red", "hexproof from blue" (kept as words).
pub fn keyword_list(c: &mut Cursor) -> Option<Vec<KeywordNode>> {
    let mut out = Vec::new();
    loop {
        let m = c.mark();
        let Some(k) = super::keyword::keyword_node(c) else {
            c.reset(m);
            break;
        };
        out.push(k);
        let m = c.mark();
        let comma = c.eat_comma();
        let and = c.eat("and") || c.eat("or");
        if !(comma || and) {
            break;
        }
        // "and" must be followed by another keyword.
        let probe = c.mark();
        if super::keyword::keyword_node(c).is_none() {
            c.reset(m);
            break;
        }
        c.reset(probe);
    }
    (!out.is_empty()).then_some(out)
}

/// The span of the rest of the clause, up to a clause boundary (comma, period, "and",
/// "then"): kept as unread words.
pub fn rest_words(c: &mut Cursor) -> Option<Span> {
    let m = c.mark();
    while let Some(t) = c.peek() {
        if matches!(t.kind, TokenKind::Period | TokenKind::Comma | TokenKind::Semicolon) {
            break;
        }
        c.bump();
    }
    (c.mark() > m).then(|| c.span_from(m))
}

pub type Span = crate::syntax::lexer::Span;
