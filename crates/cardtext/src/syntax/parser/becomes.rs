//! What a permanent "becomes" (CR 205.1, 613.1d–f, 613.4b): "~ becomes a 1/1 Phyrexian
//! Blinkmoth artifact creature with flying and infect until end of turn. It's still a
//! land.", "becomes a 2/2 creature with all creature types", "becomes an X/X green Hydra
//! creature"; and the sentence "It's still a land." that keeps its prior types (CR
//! 205.1b), folded into the "becomes" before it.

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;

/// The description after "becomes"; None when it isn't one (a color, "the target of",
/// "tapped", "a copy of": other frames).
pub fn description(c: &mut Cursor) -> Option<BecomesNp> {
    let m = c.mark();
    c.eat_any(&["a", "an"]);
    let mut b = BecomesNp {
        span: 0..0,
        pt: None,
        colors: Vec::new(),
        colorless: false,
        types: Vec::new(),
        subtypes: Vec::new(),
        keywords: Vec::new(),
        quoted: Vec::new(),
        all_creature_types: false,
        still: false,
        pt_each: None,
        chosen_creature_type: false,
    };
    // CR 205.3m: "the creature type of your choice", one chosen as it resolves.
    if c.eat_words("the creature type of your choice") {
        b.chosen_creature_type = true;
        b.span = c.span_from(m);
        return Some(b);
    }
    if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Pt(_))) {
        if let TokenKind::Pt(p) = t.kind {
            b.pt = Some(p);
        }
    }
    colors(c, &mut b);
    // CR 205.3m: "is every creature type", "is all creature types".
    if c.eat_words("every creature type") || c.eat_words("all creature types") {
        b.all_creature_types = true;
    }
    // Subtypes, then card types ("Elemental creature", "Phyrexian Blinkmoth artifact
    // creature"), ending with a card type.
    while let Some(w) = c.word().filter(|_| !b.all_creature_types) {
        if let Some((t, _)) = vocab::card_type_word(w) {
            b.types.push(t);
        } else if b.types.is_empty() && vocab::subtype_word(w).is_some() {
            b.subtypes.push(vocab::subtype_word(w).map_or_else(String::new, |(s, _)| s));
        } else {
            break;
        }
        c.bump();
    }
    // "becomes a blue Serpent", "becomes a Dragon": creature types without a card type
    // (CR 205.1a: they replace its creature types) describe a creature.
    let creature_types_only = !b.subtypes.is_empty() && b.subtypes.iter().all(|w| mw_types::CreatureType::from_name(w).is_some());
    // "becomes an Island", "is a Swamp": one basic land type alone (CR 305.7).
    let land_type_only = matches!(b.subtypes.as_slice(), [w] if vocab::land_type(w).is_some()) && b.pt.is_none() && b.colors.is_empty() && !b.colorless;
    if b.types.is_empty() && !creature_types_only && !land_type_only && !b.all_creature_types {
        c.reset(m);
        return None;
    }
    with(c, &mut b);
    if c.eat_words("that's still a") || c.eat_words("that's still an") || c.eat_words("that are still") {
        b.still = true;
        if c.word().is_some() {
            c.bump();
        }
    } else if c.eat_words("in addition to its other types") || c.eat_words("in addition to its other creature types") {
        b.still = true;
    }
    b.span = c.span_from(m);
    Some(b)
}

/// "white and blue", "colorless".
fn colors(c: &mut Cursor, b: &mut BecomesNp) {
    loop {
        if let Some(col) = c.word().and_then(vocab::color_word) {
            c.bump();
            b.colors.push(col);
            c.eat("and");
            continue;
        }
        if c.eat("colorless") {
            b.colorless = true;
            continue;
        }
        break;
    }
}

/// "with flying and infect", "with all creature types", "with vigilance and all
/// creature types", `with "…"`.
fn with(c: &mut Cursor, b: &mut BecomesNp) {
    let m = c.mark();
    if !c.eat("with") {
        return;
    }
    let mut any = false;
    loop {
        if c.eat_words("all creature types") {
            b.all_creature_types = true;
            any = true;
        } else if b.pt.is_none() && c.eat_words("base power and toughness") && c.is_kind(|k| matches!(k, TokenKind::Pt(_))) {
            // "an artifact creature with base power and toughness 4/4" (CR 613.4b).
            if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Pt(_))) {
                if let TokenKind::Pt(p) = t.kind {
                    b.pt = Some(p);
                }
            }
            any = true;
        } else if b.pt.is_none() && b.pt_each.is_none() && c.eat_words("power and toughness each equal to") {
            // "an artifact creature with power and toughness each equal to its mana value".
            match super::amount::amount(c) {
                Some(a) => b.pt_each = Some(a),
                None => break,
            }
            any = true;
        } else if let Some(ks) = super::clause::keyword_list(c) {
            b.keywords.extend(ks);
            any = true;
        } else if let Some(q) = c.eat_kind(|k| matches!(k, TokenKind::Quoted(_))) {
            if let TokenKind::Quoted(inner) = &q.kind {
                b.quoted.push(inner.clone());
            }
            any = true;
        } else {
            break;
        }
        let m2 = c.mark();
        let comma = c.eat_comma();
        let and = c.eat("and");
        if !(comma || and) {
            break;
        }
        let next = c.looking_at("all creature types") || c.is_kind(|k| matches!(k, TokenKind::Quoted(_))) || super::clause::keyword_list(&mut c.clone()).is_some();
        if !next {
            c.reset(m2);
            break;
        }
    }
    if !any {
        c.reset(m);
    }
}

/// The sentence "It's still a land." (or "… a planeswalker"): CR 205.1b.
pub fn still_sentence(c: &Cursor) -> bool {
    let mut c = *c;
    (c.eat_words("it's still a") || c.eat_words("it's still an") || c.eat_words("they're still")) && c.word().is_some() && {
        c.bump();
        c.at_end() || (c.eat_kind(|k| matches!(k, TokenKind::Period)).is_some() && c.at_end())
    }
}

/// Marks the "becomes" of the sentence before as keeping its prior types.
pub fn keep_types(prev: &mut Sentence) -> bool {
    fn mark(s: &mut Stmt) -> bool {
        match s {
            Stmt::Clause(cl) => cl.args.iter_mut().any(|a| match a {
                Arg::Becomes(b) => {
                    b.still = true;
                    true
                }
                _ => false,
            }),
            Stmt::Seq(v) => v.iter_mut().any(mark),
            Stmt::May { body, .. } | Stmt::If { body, .. } | Stmt::IfDid { body, .. } => mark(body),
            _ => false,
        }
    }
    mark(&mut prev.body)
}
