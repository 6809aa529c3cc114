//! Noun phrases (CR 109, 115): players, objects with determiners and predicate trees,
//! pronouns and definite descriptions ("that creature", "the exiled card").

use super::amount::amount;
use super::predicates::{adjective_group, post_modifiers};
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;
use mw_types::CardType;

pub(super) use super::relative::relative_clause;
use super::relative::any_target_quality;
pub use super::zone::{zone_body, zone_owner, zone_phrase};

/// A noun phrase, with "or" alternatives ("target creature or player", "target player
/// or planeswalker") folded into one phrase.
pub fn np(c: &mut Cursor) -> Option<Np> {
    let first = np_one(c)?;
    if let Some(list) = and_or_cards(c, &first) {
        return Some(list);
    }
    // "target creature or planeswalker" is read by the object phrase itself; here:
    // "target player or planeswalker", "target creature or player".
    let m = c.mark();
    if c.eat("or") {
        if let Some(second) = np_tail_alternative(c, &first) {
            return Some(Np::Or(vec![first, second]));
        }
        c.reset(m);
        c.eat("or");
        if let Some(both) = card_or_card(c, &first) {
            return Some(both);
        }
        c.reset(m);
        c.eat("or");
        // "that player or a planeswalker that player controls": a player, or an object
        // phrase with its own determiner.
        if matches!(first, Np::Player(_)) && (c.is("a") || c.is("an")) {
            if let Some(o) = objects(c) {
                return Some(Np::Or(vec![first, Np::Objects(o)]));
            }
        }
        c.reset(m);
    }
    Some(first)
}

/// "a creature card and/or a land card from among them", "a Cleric card, a Rogue card,
/// and/or a Wizard card from among them": card phrases with "a", the last one joined by
/// "and/or"; the zone written after the last one is each one's.
fn and_or_cards(c: &mut Cursor, first: &Np) -> Option<Np> {
    let Np::Objects(a) = first else { return None };
    let single = |o: &ObjNp| o.det == Det::A && o.noun == Noun::Card && !o.plural;
    if !single(a) || a.zone.is_some() {
        return None;
    }
    let m = c.mark();
    let mut items = vec![a.clone()];
    loop {
        let before = c.mark();
        let comma = c.eat_comma();
        let last = c.eat_words("and or");
        if !last && !(comma && (c.is("a") || c.is("an"))) {
            c.reset(before);
            break;
        }
        match np_one(c) {
            Some(Np::Objects(b)) if single(&b) && (last || b.zone.is_none()) => items.push(b),
            _ => {
                c.reset(m);
                return None;
            }
        }
        if last {
            let zone = items.last().and_then(|b| b.zone.clone());
            items.iter_mut().for_each(|o| o.zone = zone.clone());
            return Some(Np::AndOr(items));
        }
    }
    c.reset(m);
    None
}

/// "an instant card or a card with flash": two card phrases with "a" and no zone, one
/// phrase whose filter is either's (the qualities alternatives).
fn card_or_card(c: &mut Cursor, first: &Np) -> Option<Np> {
    let Np::Objects(a) = first else { return None };
    if a.det != Det::A || a.noun != Noun::Card || a.zone.is_some() || !c.is("a") && !c.is("an") {
        return None;
    }
    let Some(Np::Objects(b)) = np_one(c) else { return None };
    // "a Mount creature card or a Plains card from among them": the zone written after
    // the second phrase is both's.
    if b.det != Det::A || b.noun != Noun::Card || b.zone.as_ref().is_some_and(|z| z.zone != ZoneWord::Among) {
        return None;
    }
    let span = a.span.start..b.span.end;
    Some(Np::Objects(ObjNp { span, det: Det::A, noun: Noun::Card, filter: Pred::Or(vec![a.filter.clone(), b.filter.clone()]), zone: b.zone.clone(), plural: false }))
}

/// After "target X or", a bare noun continuing the same determiner ("player",
/// "planeswalker").
fn np_tail_alternative(c: &mut Cursor, first: &Np) -> Option<Np> {
    let det = match first {
        Np::Objects(o) => o.det,
        Np::Player(p) => p.det,
        _ => return None,
    };
    if let Some(w) = c.eat_any(&["player", "opponent"]) {
        let who = if w == "player" { PlayerWord::Player } else { PlayerWord::Opponent };
        return Some(Np::Player(PlayerNp { det, who }));
    }
    let m = c.mark();
    let o = obj_body(c, det, m)?;
    Some(Np::Objects(o))
}

/// One noun phrase without "or" alternatives.
pub fn np_one(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if c.eat_self() {
        return Some(possessive(c, Np::SelfRef));
    }
    if let Some(t) = super::library::top(c).or_else(|| super::library::until(c)).or_else(|| super::library::zone_cards(c)).or_else(|| super::library::rest(c)) {
        return Some(t);
    }
    if let Some(p) = player(c) {
        if let Some(w) = players_who(c, &p) {
            return Some(w);
        }
        return Some(possessive(c, p));
    }
    if let Some(r) = reference(c) {
        return Some(possessive(c, r));
    }
    // "its activated abilities [can't be activated]" (CR 602.5): of the object "it" names.
    if c.eat_words("its activated abilities") {
        return Some(Np::ActivatedAbilitiesOf(Box::new(it())));
    }
    // "its controller", "its owner": a player of the object "it" names.
    if c.eat("its") {
        if let Some(w) = c.eat_any(&["controller", "owner"]) {
            let rel = if w == "controller" { PlayerRel::Controller } else { PlayerRel::Owner };
            return Some(Np::PlayerOf { of: Box::new(it()), rel });
        }
        c.reset(m);
    }
    // "the owner of target nonland permanent": that target's owner (controller).
    for (words, rel) in [("the owner of", PlayerRel::Owner), ("the controller of", PlayerRel::Controller)] {
        if c.eat_words(words) {
            match objects(c) {
                Some(o) if matches!(o.det, Det::Target { .. }) && !o.plural => return Some(Np::PlayerOf { of: Box::new(Np::Objects(o)), rel }),
                _ => c.reset(m),
            }
        }
    }
    // "unless their controller pays {2}": the controller of the objects "they" names
    // (only before "pays": elsewhere "their" is rarely these objects').
    if c.eat_words("their controller") {
        if c.is("pays") {
            let they = Np::Ref(RefNp { span: 0..0, word: RefWord::It, noun: Noun::None, types: Vec::new(), plural: true });
            return Some(Np::PlayerOf { of: Box::new(they), rel: PlayerRel::Controller });
        }
        c.reset(m);
    }
    if c.eat_words("activated abilities of") {
        match np_one(c) {
            Some(of @ Np::Objects(_)) => return Some(Np::ActivatedAbilitiesOf(Box::new(of))),
            _ => {
                c.reset(m);
                return None;
            }
        }
    }
    if c.eat_words("any target") {
        return Some(Np::AnyTarget { other: false, filter: any_target_quality(c), count: Count::exactly(1) });
    }
    if c.eat_words("any other target") {
        return Some(Np::AnyTarget { other: true, filter: any_target_quality(c), count: Count::exactly(1) });
    }
    if let Some(each) = each_of_targets(c) {
        return Some(each);
    }
    if let Some(a) = attached(c) {
        return Some(possessive(c, a));
    }
    c.reset(m);
    let o = objects(c)?;
    Some(possessive(c, Np::Objects(o)))
}

/// CR 115.1: "each of up to X targets", "each of two targets" (any targets, CR 115.4),
/// "each of up to two target creatures": several targets of one word, each dealt with.
fn each_of_targets(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if !c.eat_words("each of") {
        return None;
    }
    let count = if c.eat_words("up to") { count_num(c).map(Count::up_to) } else { count_num(c).map(|n| Count { min: n, max: n }) };
    if let Some(count) = count {
        if c.eat("targets") {
            return Some(Np::AnyTarget { other: false, filter: Pred::True, count });
        }
    }
    c.reset(m);
    c.eat_words("each of");
    match objects(c) {
        Some(o) if matches!(o.det, Det::Target { .. }) && o.plural => Some(possessive(c, Np::Objects(o))),
        _ => {
            c.reset(m);
            None
        }
    }
}

/// A player phrase, or one player of two descriptions: "that player or that
/// planeswalker's controller" (a target that is a player, or the target object's
/// controller).
pub fn player_or_player_of(c: &mut Cursor) -> Option<Np> {
    let first = player(c)?;
    let m = c.mark();
    if c.eat("or") {
        if let Some(p @ Np::PlayerOf { .. }) = np_one(c) {
            return Some(Np::Or(vec![first, p]));
        }
    }
    c.reset(m);
    Some(first)
}

/// "X's controller", "X's owner": a player of an object.
fn possessive(c: &mut Cursor, np: Np) -> Np {
    let m = c.mark();
    if c.eat("'s") || matches!(np, Np::Ref(_)) {
        if let Some(w) = c.eat_any(&["controller", "owner"]) {
            let rel = if w == "controller" { PlayerRel::Controller } else { PlayerRel::Owner };
            return Np::PlayerOf { of: Box::new(np), rel };
        }
    }
    c.reset(m);
    np
}

/// "enchanted creature", "equipped creature", "enchanted permanent", "enchanted land".
fn attached(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    if let Some(w) = c.eat_any(&["enchanted", "equipped", "fortified"]) {
        let how = match w {
            "enchanted" => AttachWord::Enchanted,
            "equipped" => AttachWord::Equipped,
            _ => AttachWord::Fortified,
        };
        if c.eat_any(&["creature", "permanent", "land", "artifact", "planeswalker", "enchantment"]).is_some() {
            return Some(Np::Attached { noun: Noun::Permanent, how });
        }
        if c.eat("player") {
            return Some(Np::Attached { noun: Noun::Player, how });
        }
        // "enchanted Forest" (CR 303.4: the Aura's enchant ability says what it may be).
        if c.word().is_some_and(|w| crate::syntax::vocab::land_type(w).is_some()) {
            c.bump();
            return Some(Np::Attached { noun: Noun::Permanent, how });
        }
    }
    c.reset(m);
    None
}

/// A player phrase: "you", "target player", "each opponent", "that player", "defending
/// player", "an opponent", "your opponents", "each other player".
pub fn player(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    let p = |det, who| Some(Np::Player(PlayerNp { det, who }));
    if c.eat("you") {
        return p(Det::A, PlayerWord::You);
    }
    if c.eat_words("your opponents") {
        return p(Det::Each, PlayerWord::YourOpponents);
    }
    if c.eat_words("defending player") {
        return p(Det::The, PlayerWord::Defending);
    }
    if c.eat_words("the active player") {
        return p(Det::The, PlayerWord::Active);
    }
    if c.eat_words("the first player") {
        return p(Det::The, PlayerWord::First);
    }
    if c.eat_words("the chosen player") {
        return p(Det::The, PlayerWord::Chosen);
    }
    if c.eat_words("each other player") {
        return p(Det::Each, PlayerWord::OtherPlayer);
    }
    // "Players can't cast spells from graveyards", "Players skip their untap steps":
    // every player (a bare plural).
    if c.is("players") && c.word_at(1).is_some_and(|w| w == "can't" || w == "can" || w == "skip") {
        c.bump();
        return p(Det::Bare, PlayerWord::Player);
    }
    if c.eat_words("that player") || c.eat_words("that opponent") {
        return p(Det::That, PlayerWord::That);
    }
    let det = player_det(c);
    if let Some(det) = det {
        if let Some(w) = c.eat_any(&["player", "players", "opponent", "opponents"]) {
            // "target player or planeswalker" is handled by `np`; "player's" etc. too.
            let who = if w.starts_with("player") { PlayerWord::Player } else { PlayerWord::Opponent };
            return p(det, who);
        }
    }
    c.reset(m);
    None
}

fn player_det(c: &mut Cursor) -> Option<Det> {
    let m = c.mark();
    if let Some(d) = target_det(c) {
        return Some(d);
    }
    c.reset(m);
    Some(match c.eat_any(&["each", "all", "an", "a", "that", "the"])? {
        "each" | "all" => Det::Each,
        "an" | "a" => Det::A,
        "that" => Det::That,
        _ => Det::The,
    })
}

/// "target", "two target", "up to one target", "up to two other target", "any number
/// of target", "another target", "X target".
fn target_det(c: &mut Cursor) -> Option<Det> {
    let m = c.mark();
    let mut other = false;
    if c.eat_words("another target") {
        return Some(Det::Target { count: Count::exactly(1), other: true });
    }
    let count = if c.eat_words("up to") {
        let n = count_num(c)?;
        Count::up_to(n)
    } else if c.eat_words("any number of") {
        Count::up_to(CountNum::Any)
    } else if let Some(n) = count_num(c) {
        Count { min: n, max: n }
    } else {
        Count::exactly(1)
    };
    if c.eat("other") {
        other = true;
    }
    if c.eat("target") {
        return Some(Det::Target { count, other });
    }
    c.reset(m);
    None
}

/// A number as a count: "one", "2", "X".
fn count_num(c: &mut Cursor) -> Option<CountNum> {
    if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Number(_))) {
        if let TokenKind::Number(n) = t.kind {
            if n > vocab::MAX_NUMBER {
                c.reset(c.mark() - 1);
                return None;
            }
            return Some(CountNum::N(n));
        }
    }
    let w = c.word()?;
    if w == "x" {
        c.bump();
        return Some(CountNum::X);
    }
    let n = vocab::number_word(w)?;
    c.bump();
    Some(CountNum::N(n))
}

/// "it", "them", "that creature", "those cards", "the exiled card", "the sacrificed
/// creature", "itself".
pub fn reference(c: &mut Cursor) -> Option<Np> {
    let m = c.mark();
    let span_start = c.peek()?.span.start;
    let simple = |c: &mut Cursor, word, plural| {
        let end = c.tokens()[c.mark() - 1].span.end;
        Some(Np::Ref(RefNp { span: span_start..end, word, noun: Noun::None, types: Vec::new(), plural }))
    };
    match c.word()? {
        // "he phases out", "she deals": a planeswalker's pronoun is "it" (CR 109.5).
        "it" | "he" | "she" => {
            c.bump();
            return simple(c, RefWord::It, false);
        }
        "them" | "they" => {
            c.bump();
            return simple(c, RefWord::It, true);
        }
        "itself" => {
            c.bump();
            return simple(c, RefWord::Itself, false);
        }
        _ => {}
    }
    let word = match c.word()? {
        "that" | "those" => {
            c.bump();
            RefWord::That
        }
        "the" => {
            c.bump();
            match c.eat_any(&["exiled", "sacrificed", "revealed", "chosen", "discarded"]) {
                Some("exiled") => RefWord::Exiled,
                Some("sacrificed") => RefWord::Sacrificed,
                Some("revealed") => RefWord::Revealed,
                Some("chosen") => RefWord::Chosen,
                Some("discarded") => RefWord::Discarded,
                _ if c.is("token") || c.is("tokens") => RefWord::Created,
                // "the land's controller", "the creature's owner": the object named
                // before, as "that land" (a definite reference, read as "that").
                _ if c.word().is_some_and(|w| w.ends_with("'s")) && matches!(c.word_at(1), Some("controller" | "owner")) => RefWord::That,
                _ => {
                    c.reset(m);
                    return None;
                }
            }
        }
        _ => return None,
    };
    // The noun: "creature", "card", "spell", "permanent", "land", "artifact", "token"…
    let mut types = Vec::new();
    let mut noun = Noun::None;
    let mut plural = false;
    let mut read = 0;
    while let Some(word) = c.word() {
        // "that spell's controller", "that creature's owner", "that spell's mana value":
        // the possessive word ends the reference; `possessive` (or `amount::stat_of`)
        // reads what follows it.
        let (w, poss) = match word.strip_suffix("'s") {
            Some(w) if matches!(c.word_at(1), Some("controller" | "owner" | "power" | "toughness" | "mana")) => (w, true),
            Some(_) => break,
            None => (word, false),
        };
        if let Some((t, pl)) = vocab::card_type_word(w) {
            types.push(t);
            plural |= pl;
        } else if let Some((n, pl)) = head_noun(w) {
            noun = n;
            plural |= pl;
            c.bump();
            read += 1;
            break;
        } else {
            break;
        }
        c.bump();
        read += 1;
        if poss {
            break;
        }
    }
    if read == 0 {
        c.reset(m);
        return None;
    }
    if noun == Noun::None && !types.is_empty() {
        noun = Noun::Permanent;
    }
    // "that spell or ability" (CR 603.2): the spell or ability a trigger event names.
    if noun == Noun::Spell && !plural && c.looking_at("or ability") {
        c.eat_words("or ability");
        noun = Noun::SpellOrAbility;
    }
    let end = c.tokens()[c.mark() - 1].span.end;
    Some(Np::Ref(RefNp { span: span_start..end, word, noun, types, plural }))
}

/// A head noun word: its kind and whether it's plural.
pub(super) fn head_noun(w: &str) -> Option<(Noun, bool)> {
    Some(match w {
        "permanent" => (Noun::Permanent, false),
        "permanents" => (Noun::Permanent, true),
        "card" => (Noun::Card, false),
        "cards" => (Noun::Card, true),
        "spell" => (Noun::Spell, false),
        "spells" => (Noun::Spell, true),
        "token" => (Noun::Token, false),
        "tokens" => (Noun::Token, true),
        "ability" => (Noun::Ability, false),
        "abilities" => (Noun::Ability, true),
        "source" => (Noun::Source, false),
        "sources" => (Noun::Source, true),
        _ => return None,
    })
}

/// An object phrase: determiner, adjectives, head noun, post-modifiers.
pub fn objects(c: &mut Cursor) -> Option<ObjNp> {
    let m = c.mark();
    let det = object_det(c).unwrap_or(Det::Bare);
    if let Some(o) = super::library::partitive(c, det, m) {
        return Some(o);
    }
    match obj_body(c, det, m) {
        Some(o) => Some(o),
        None => {
            c.reset(m);
            None
        }
    }
}

fn object_det(c: &mut Cursor) -> Option<Det> {
    let m = c.mark();
    if let Some(d) = target_det(c) {
        return Some(d);
    }
    c.reset(m);
    if c.eat_words("each other") || c.eat_words("all other") {
        // "other" stays as a predicate: put the cursor back on it.
        c.reset(c.mark() - 1);
        return Some(Det::Each);
    }
    if c.eat_any(&["each", "all", "every"]).is_some() {
        // "all the cards from their graveyard": the same group.
        let mm = c.mark();
        if !(c.eat("the") && c.is_kind(|k| matches!(k, TokenKind::Word)) && !c.looking_at("top") && !c.looking_at("bottom")) {
            c.reset(mm);
        }
        return Some(Det::Each);
    }
    if c.eat("another") {
        return Some(Det::Another);
    }
    // "can't cast more than one spell each turn": two or more.
    if c.eat_words("more than one") {
        return Some(Det::Number(Count { min: CountNum::N(2), max: CountNum::Any }));
    }
    if c.eat_words("any number of") {
        return Some(Det::Number(Count::up_to(CountNum::Any)));
    }
    // "that many creatures" (a plural noun follows).
    if c.looking_at("that many") && c.word_at(2).is_some_and(|w| w.ends_with('s')) {
        c.bump();
        c.bump();
        return Some(Det::Number(Count { min: CountNum::ThatMany, max: CountNum::ThatMany }));
    }
    if c.eat_words("up to") {
        let n = count_num(c)?;
        return Some(Det::Number(Count::up_to(n)));
    }
    if c.eat_any(&["a", "an"]).is_some() {
        return Some(Det::A);
    }
    if c.eat("the") {
        return Some(Det::The);
    }
    if let Some(n) = count_num(c) {
        if n == CountNum::N(1) {
            return Some(Det::A);
        }
        return Some(Det::Number(Count { min: n, max: n }));
    }
    None
}

/// The rest of an object phrase after its determiner: adjective groups (joined by
/// commas and "or"/"and"), a head noun, and post-modifiers.
fn obj_body(c: &mut Cursor, det: Det, start: usize) -> Option<ObjNp> {
    let mut groups: Vec<Vec<Pred>> = Vec::new();
    let mut alternatives = false;
    let mut noun = Noun::None;
    let mut plural = false;
    let mut heads = Vec::new();
    // Where the last "or"/"and" began: one followed by no quality isn't part of the
    // phrase ("artifact spells or activate abilities of artifacts").
    let mut last_join: Option<(usize, bool)> = None;
    loop {
        let (group, head) = adjective_group(c);
        let had_words = !group.is_empty() || head.is_some();
        if !had_words {
            if let Some((at, before)) = last_join {
                c.reset(at);
                alternatives = before;
            }
            break;
        }
        last_join = None;
        groups.push(group);
        if let Some((n, pl)) = head {
            noun = n;
            plural |= pl;
            heads.push(n);
        }
        // "artifact, creature, or enchantment"; "noncreature, nonland permanent";
        // "creature or planeswalker"; "artifacts and enchantments".
        let m = c.mark();
        let comma = c.eat_comma();
        // "instant and/or sorcery" (the lexer leaves the slash out).
        let join = c.eat_words("and or") || c.eat("or") || (c.eat("and") && !looks_like_clause(c));
        if join {
            last_join = Some((m, alternatives));
            alternatives = true;
            continue;
        }
        if comma && starts_adjective(c) {
            continue;
        }
        c.reset(m);
        break;
    }
    if groups.is_empty() {
        return None;
    }
    // "spell or permanent": two head nouns, no other quality (CR 115.1a, 115.1c).
    if alternatives && heads.len() == 2 && heads.contains(&Noun::Spell) && heads.contains(&Noun::Permanent) && groups.iter().all(|g| g.is_empty()) {
        noun = Noun::SpellOrPermanent;
        groups = vec![Vec::new()];
        alternatives = false;
    }
    // "spell or ability" (CR 115.1, 603.2): either object on the stack.
    if alternatives && heads.len() == 2 && heads.contains(&Noun::Spell) && heads.contains(&Noun::Ability) && groups.iter().all(|g| g.is_empty()) {
        noun = Noun::SpellOrAbility;
        groups = vec![Vec::new()];
        alternatives = false;
    }
    let mut filter = if alternatives {
        // The last group's head noun applies to all ("artifact, creature, or enchantment
        // card"); shared predicates are distributed by the lowering.
        Pred::Or(groups.into_iter().map(and).collect())
    } else {
        and(groups.into_iter().flatten().collect())
    };
    if noun == Noun::None {
        noun = Noun::Permanent;
    }
    let mut zone = None;
    post_modifiers(c, &mut filter, &mut zone, &mut plural);
    Some(ObjNp { span: c.span_from(start), det, noun, filter, zone, plural })
}

pub(super) fn and(mut preds: Vec<Pred>) -> Pred {
    match preds.len() {
        0 => Pred::True,
        1 => preds.pop().unwrap_or(Pred::True),
        _ => Pred::And(preds),
    }
}

/// Whether what follows "and" starts a new clause rather than another noun ("and you
/// gain 2 life", "and put it …").
fn looks_like_clause(c: &Cursor) -> bool {
    !starts_adjective(c)
}

fn starts_adjective(c: &Cursor) -> bool {
    let mut probe = *c;
    let (g, h) = adjective_group(&mut probe);
    !g.is_empty() || h.is_some()
}

/// A counter kind word: "+1/+1", "-1/-1", "loyalty", "charge", …
pub fn counter_kind(c: &mut Cursor) -> Option<String> {
    let t = c.peek()?;
    match &t.kind {
        TokenKind::Pt(_) => {
            c.bump();
            Some(c.text(t).replace('\u{2212}', "-"))
        }
        TokenKind::Word if c.word_at(1).is_some_and(|w| w == "counter" || w == "counters") => {
            let w = c.text(t).to_string();
            c.bump();
            Some(w)
        }
        _ => None,
    }
}

/// A keyword name ("flying", "first strike", "protection from red" is not one here).
pub fn keyword(c: &mut Cursor) -> Option<String> {
    let words: Vec<&str> = (0..3).map_while(|i| c.word_at(i)).collect();
    let (n, k) = vocab::keyword_prefix(&words)?;
    for _ in 0..n {
        c.bump();
    }
    Some(k.to_string())
}

/// After "each player"/"each opponent": "who controls a multicolored creature".
fn players_who(c: &mut Cursor, p: &Np) -> Option<Np> {
    let Np::Player(players @ PlayerNp { det: Det::Each, .. }) = p else { return None };
    let m = c.mark();
    let that = Np::Player(PlayerNp { det: Det::That, who: PlayerWord::That });
    // "then each player who searched their library this way shuffles" (after "each player
    // may search their library …").
    if c.eat_words("who searched their library this way") || c.eat_words("who searched a library this way") {
        return Some(Np::PlayersWho { players: players.clone(), cond: Box::new(Cond::SearchedLibrary) });
    }
    // "each player who has cast a nonartifact spell this turn".
    if c.eat_words("who has cast") {
        if let Some(Np::Objects(what)) = np(c) {
            if what.noun == Noun::Spell && c.eat_words("this turn") {
                return Some(Np::PlayersWho { players: players.clone(), cond: Box::new(Cond::Cast { who: that, what }) });
            }
        }
        c.reset(m);
        return None;
    }
    if !(c.eat("who") && c.eat_any(&["controls", "control"]).is_some()) {
        c.reset(m);
        return None;
    }
    let Some(what) = super::cond::controlled(c) else {
        c.reset(m);
        return None;
    };
    Some(Np::PlayersWho { players: players.clone(), cond: Box::new(Cond::Control { who: that, what }) })
}

pub(super) fn it() -> Np {
    Np::Ref(RefNp { span: 0..0, word: RefWord::It, noun: Noun::None, types: Vec::new(), plural: false })
}

/// Whether a word is a card type word (helper for other parsers).
pub fn is_type_word(w: &str) -> Option<CardType> {
    vocab::card_type_word(w).map(|(t, _)| t)
}

/// "a number of X", "one or more", kept for amount-like determiners elsewhere.
pub fn amount_det(c: &mut Cursor) -> Option<AmountNp> {
    amount(c)
}
