//! The predicates of an object noun phrase: adjectives and the head noun ("tapped
//! nonblack creature"), and what follows the noun ("you control", "with flying", "in your
//! graveyard", "that …").

use super::amount::cmp;
use super::np::{and, counter_kind, head_noun, keyword, objects, reference, relative_clause, zone_phrase};
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;
use mw_types::CardType;

/// Adjectives and at most one head noun: "tapped nonblack creature", "Goblin",
/// "artifact creature", "instant card". Returns the predicates and the head noun.
pub(super) fn adjective_group(c: &mut Cursor) -> (Vec<Pred>, Option<(Noun, bool)>) {
    let mut preds = Vec::new();
    while let Some(w) = c.word() {
        if let Some((n, pl)) = head_noun(w) {
            c.bump();
            if n == Noun::Token {
                preds.push(Pred::Token);
            }
            // CR 110.4b: "a permanent card": a card that isn't an instant or a sorcery.
            if let (Noun::Permanent, Some(card)) = (n, c.eat_any(&["card", "cards"])) {
                preds.push(Pred::Not(Box::new(Pred::Type(CardType::Instant))));
                preds.push(Pred::Not(Box::new(Pred::Type(CardType::Sorcery))));
                return (preds, Some((Noun::Card, card == "cards")));
            }
            return (preds, Some((n, pl)));
        }
        if let Some(p) = adjective(w) {
            preds.push(p);
            c.bump();
            continue;
        }
        // CR 903.3: "commander creatures you own": a commander, before a card type; "if
        // you control a commander": a permanent that is one.
        if w == "commander" {
            c.bump();
            preds.push(Pred::Commander { yours: false });
            if c.word().is_some_and(|n| vocab::card_type_word(n).is_some()) {
                continue;
            }
            return (preds, Some((Noun::Permanent, false)));
        }
        if let Some((t, pl)) = vocab::card_type_word(w) {
            c.bump();
            preds.push(Pred::Type(t));
            if pl {
                return (preds, Some((Noun::None, true)));
            }
            continue;
        }
        if let Some((sg, pl)) = vocab::subtype_word(w) {
            // "Island" in "Island card" or "Islands you control".
            c.bump();
            preds.push(Pred::Subtype(sg));
            if pl {
                return (preds, Some((Noun::None, true)));
            }
            continue;
        }
        break;
    }
    (preds, None)
}

/// One adjective word as a predicate (CR 105 colors, 110.5 status, 205 types).
pub(super) fn adjective(w: &str) -> Option<Pred> {
    if let Some(col) = vocab::color_word(w) {
        return Some(Pred::Color(col));
    }
    if let Some(s) = vocab::supertype_word(w) {
        return Some(Pred::Supertype(s));
    }
    Some(match w {
        "colorless" => Pred::Colorless,
        "colored" => Pred::Not(Box::new(Pred::Colorless)),
        "multicolored" => Pred::Multicolored,
        "monocolored" => Pred::Monocolored,
        "tapped" => Pred::Tapped,
        "modified" => Pred::Modified,
        "face-up" => Pred::FaceUp,
        "untapped" => Pred::Not(Box::new(Pred::Tapped)),
        "attacking" => Pred::Attacking,
        "blocking" => Pred::Blocking,
        "nontoken" => Pred::Not(Box::new(Pred::Token)),
        // CR 303.4, 301.5a: "an enchanted creature you control", "equipped creatures"
        // (bare "enchanted creature" is the Aura's own, `np::attached`).
        "enchanted" => Pred::State(StateWord::Enchanted),
        "equipped" => Pred::State(StateWord::Equipped),
        "other" => Pred::Other,
        _ => {
            let rest = w.strip_prefix("non-").or_else(|| w.strip_prefix("non"))?;
            let inner = adjective(rest)
                .or_else(|| vocab::card_type_word(rest).map(|(t, _)| Pred::Type(t)))
                .or_else(|| vocab::subtype_word(rest).map(|(s, _)| Pred::Subtype(s)))?;
            Pred::Not(Box::new(inner))
        }
    })
}

/// "you control", "with flying", "with power 2 or less", "from your graveyard", "other
/// than ~", "named ~", "of the chosen type", "that's attacking" …
pub(super) fn post_modifiers(c: &mut Cursor, filter: &mut Pred, zone: &mut Option<ZoneNp>, plural: &mut bool) {
    let mut extra = Vec::new();
    loop {
        let m = c.mark();
        if let Some(p) = controls(c) {
            extra.push(p);
            continue;
        }
        c.reset(m);
        if c.eat("with") {
            if let Some(p) = with_clause(c) {
                extra.push(p);
                continue;
            }
            c.reset(m);
        }
        if c.eat("without") {
            if let Some(k) = keyword(c) {
                extra.push(Pred::Not(Box::new(Pred::HasKeyword(k))));
                continue;
            }
            c.reset(m);
        }
        if c.eat_words("other than ~") {
            extra.push(Pred::Other);
            continue;
        }
        if c.eat_words("named ~") {
            extra.push(Pred::NamedSelf);
            continue;
        }
        if c.eat_words("of the chosen type") {
            extra.push(Pred::Chosen(ChosenWord::Type));
            continue;
        }
        if c.eat_words("of the color of your choice") {
            extra.push(Pred::OfYourChoice(ChosenWord::Color));
            continue;
        }
        if let Some(w) = [("of the chosen color", ChosenWord::Color), ("of that color", ChosenWord::ThatColor)].into_iter().find_map(|(s, w)| c.eat_words(s).then_some(w)) {
            extra.push(Pred::Chosen(w));
            continue;
        }
        // "with the chosen name"; "with mana value of the chosen quality" (odd or even).
        let chosen = [("with the chosen name", ChosenWord::Name), ("with that name", ChosenWord::Name), ("with mana value of the chosen quality", ChosenWord::ManaValueParity), ("with mana value of that quality", ChosenWord::ManaValueParity)];
        if let Some(w) = chosen.into_iter().find_map(|(s, w)| c.eat_words(s).then_some(w)) {
            extra.push(Pred::Chosen(w));
            continue;
        }
        // CR 201.2: "with the same name as that card".
        let mm = c.mark();
        if c.eat_words("with the same name as") {
            if let Some(r) = reference(c) {
                extra.push(Pred::SameNameAs(Box::new(r)));
                continue;
            }
            c.reset(mm);
        }
        // CR 301.5, 303.4: "attached to that creature".
        if c.eat_words("attached to") {
            if let Some(r) = reference(c) {
                extra.push(Pred::AttachedTo(Box::new(r)));
                continue;
            }
            c.reset(mm);
        }
        // "other than a basic land card": not one of those.
        if c.eat_words("other than") {
            if let Some(o) = objects(c) {
                if matches!(o.det, Det::A) && o.zone.is_none() {
                    extra.push(Pred::Not(Box::new(o.filter)));
                    continue;
                }
            }
            c.reset(mm);
        }
        if c.eat_words("in your party") {
            extra.push(Pred::InYourParty);
            continue;
        }
        if c.eat_words("on the battlefield") {
            *zone = Some(ZoneNp { zone: ZoneWord::Battlefield, whose: None });
            continue;
        }
        if let Some(z) = super::library::from_top_of(c).or_else(|| zone_phrase(c, &["from", "in"])).or_else(|| super::library::from_it(c)) {
            *zone = Some(z);
            continue;
        }
        // "that's red or green", "that's white": its colors.
        if c.eat("that's") {
            if let Some(p) = color_alternatives(c) {
                extra.push(p);
                continue;
            }
            c.reset(m);
        }
        if let Some(p) = this_way(c) {
            extra.push(p);
            continue;
        }
        c.reset(m);
        if let Some(p) = relative_clause(c) {
            extra.push(p);
            continue;
        }
        break;
    }
    if !extra.is_empty() {
        let base = std::mem::replace(filter, Pred::True);
        let mut all = match base {
            Pred::True => Vec::new(),
            Pred::And(v) => v,
            p => vec![p],
        };
        all.extend(extra);
        *filter = and(all);
    }
    let _ = plural;
}

/// CR 608.2c: "[they] exiled this way", "destroyed this way", "exiled from their hand
/// this way": what an earlier instruction of the resolution did to it.
fn this_way(c: &mut Cursor) -> Option<Pred> {
    let m = c.mark();
    // CR 701.38: "with the most votes or tied for most votes" in the vote before.
    if c.eat_words("with the most votes or tied for most votes") {
        return Some(Pred::MostVotes);
    }
    let _ = c.eat_any(&["they", "you"]);
    if c.eat_words("exiled this way") {
        return Some(Pred::ExiledThisWay);
    }
    if let Some(did) = did_this_way(c) {
        return Some(Pred::DidThisWay(did));
    }
    if c.eat("exiled") {
        if let Some(z) = super::np::zone_phrase(c, &["from"]) {
            if c.eat_words("this way") {
                return Some(Pred::ExiledFromThisWay(z.zone));
            }
        }
    }
    c.reset(m);
    None
}

/// "you control", "you don't control", "an opponent controls", "your opponents
/// control", "defending player controls", "target player controls", "you own".
fn controls(c: &mut Cursor) -> Option<Pred> {
    let m = c.mark();
    let who = super::np::player_or_player_of(c).or_else(|| reference(c))?;
    let negated = c.eat_any(&["don't", "doesn't"]).is_some();
    let pred = match c.eat_any(&["control", "controls", "own", "owns"]) {
        Some("control" | "controls") => Pred::ControlledBy(Box::new(who)),
        Some(_) => Pred::OwnedBy(Box::new(who)),
        None => {
            c.reset(m);
            return None;
        }
    };
    Some(if negated { Pred::Not(Box::new(pred)) } else { pred })
}

/// After "with": a keyword, "power 2 or less", "mana value X or less", "a +1/+1 counter
/// on it", "counters on it", "flying or reach".
fn with_clause(c: &mut Cursor) -> Option<Pred> {
    if let Some(p) = generic_costs(c) {
        return Some(p);
    }
    if c.eat_words("a basic land type") {
        return Some(Pred::AnyBasicLandType);
    }
    if c.eat_words("different powers") {
        return Some(Pred::DifferentPowers);
    }
    if let Some(p) = stat_or_counters(c) {
        return Some(p);
    }
    let first = keyword(c)?;
    let m = c.mark();
    if c.eat("or") {
        if let Some(second) = keyword(c) {
            return Some(Pred::Or(vec![Pred::HasKeyword(first), Pred::HasKeyword(second)]));
        }
        c.reset(m);
    }
    Some(Pred::HasKeyword(first))
}

/// What an object "has" or is "with", short of keywords: "power 4 or greater", "mana value
/// 2 or less", "a +1/+1 counter on it", "no counters on them" (CR 208, 202.3, 122.1).
pub(super) fn stat_or_counters(c: &mut Cursor) -> Option<Pred> {
    for (word, stat) in [("power or toughness", Stat::PowerOrToughness), ("power", Stat::Power), ("toughness", Stat::Toughness), ("mana value", Stat::ManaValue)] {
        let m = c.mark();
        if c.eat_words(word) {
            if let Some(k) = cmp(c) {
                return Some(Pred::Stat { stat, cmp: k });
            }
            c.reset(m);
        }
    }
    let m = c.mark();
    let none = c.eat("no");
    if !none {
        c.eat_any(&["a", "an", "one"]);
    }
    let kind = counter_kind(c);
    if c.eat_any(&["counter", "counters"]).is_some() && (c.eat_words("on it") || c.eat_words("on them")) {
        let p = Pred::HasCounter(kind);
        return Some(if none { Pred::Not(Box::new(p)) } else { p });
    }
    c.reset(m);
    None
}

/// "mana cost {0} or {1}" (after "with"): exact generic mana costs.
fn generic_costs(c: &mut Cursor) -> Option<Pred> {
    let m = c.mark();
    if !c.eat_words("mana cost") {
        return None;
    }
    let mut costs = Vec::new();
    loop {
        let before = c.mark();
        if !costs.is_empty() {
            c.eat_comma();
            c.eat("or");
        }
        match c.eat_kind(|k| matches!(k, TokenKind::Mana(mw_types::ManaSymbol::Generic(_)))).map(|t| t.kind.clone()) {
            Some(TokenKind::Mana(mw_types::ManaSymbol::Generic(n))) => costs.push(n),
            _ => {
                c.reset(before);
                break;
            }
        }
    }
    if costs.is_empty() {
        c.reset(m);
        return None;
    }
    Some(Pred::GenericCost(costs))
}

/// "red or green", "white, blue, or black", "black": a color, or alternatives.
fn color_alternatives(c: &mut Cursor) -> Option<Pred> {
    let mut colors = Vec::new();
    let mut before_sep = c.mark();
    loop {
        match c.word().and_then(vocab::color_word) {
            Some(col) => {
                c.bump();
                colors.push(Pred::Color(col));
            }
            None => {
                c.reset(before_sep);
                break;
            }
        }
        before_sep = c.mark();
        let comma = c.eat_comma();
        let or = c.eat("or");
        if !(comma || or) {
            c.reset(before_sep);
            break;
        }
    }
    match colors.len() {
        0 => None,
        1 => colors.pop(),
        _ => Some(Pred::Or(colors)),
    }
}

/// CR 608.2c: "destroyed this way", "milled this way", "countered this way": what an earlier instruction of the
/// same resolution did to the objects named.
pub(super) fn did_this_way(c: &mut Cursor) -> Option<mw_ir::Did> {
    let m = c.mark();
    let did = match c.eat_any(&["destroyed", "milled", "countered"])? {
        "destroyed" => mw_ir::Did::Destroyed,
        "countered" => mw_ir::Did::Countered,
        _ => mw_ir::Did::Milled,
    };
    if c.eat_words("this way") {
        return Some(did);
    }
    c.reset(m);
    None
}

/// CR 509.1h, 506.4: "blocking or blocked by ~", "blocking it", "blocked by that
/// creature": in combat with this object or one named before.
pub(super) fn combat_partner(c: &mut Cursor) -> Option<Pred> {
    let m = c.mark();
    let (blocking, blocked) = if c.eat_words("blocking or blocked by") {
        (true, true)
    } else if c.eat("blocking") {
        (true, false)
    } else if c.eat_words("blocked by") {
        (false, true)
    } else {
        return None;
    };
    let of = if c.eat_kind(|k| matches!(k, crate::syntax::lexer::TokenKind::SelfRef)).is_some() { Some(Np::SelfRef) } else { reference(c) };
    match of {
        Some(of) => Some(Pred::InCombatWith { of: Box::new(of), blocking, blocked }),
        None => {
            c.reset(m);
            None
        }
    }
}
