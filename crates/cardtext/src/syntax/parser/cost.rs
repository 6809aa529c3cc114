//! Costs (CR 118): mana and tap symbols, and the verbs a cost may hold ("Sacrifice a
//! creature", "Pay 2 life", "Discard a card", "Exile ~ from your graveyard", "Remove a
//! +1/+1 counter from ~", "Tap an untapped creature you control").

use super::amount::amount;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// Symbols only: `{2}{G}`, `{T}`, `{E}{E}` (a keyword's cost: "Equip {2}").
pub fn cost_items_inline(c: &mut Cursor) -> Vec<CostItem> {
    let mut out = Vec::new();
    loop {
        if let Some(item) = symbols(c) {
            out.push(item);
            continue;
        }
        break;
    }
    out
}

fn symbols(c: &mut Cursor) -> Option<CostItem> {
    let mut mana = Vec::new();
    while let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Mana(_))) {
        if let TokenKind::Mana(s) = t.kind {
            mana.push(s);
        }
    }
    if !mana.is_empty() {
        return Some(CostItem::Mana(mana));
    }
    if c.eat_kind(|k| matches!(k, TokenKind::Tap)).is_some() {
        return Some(CostItem::Tap);
    }
    if c.eat_kind(|k| matches!(k, TokenKind::Untap)).is_some() {
        return Some(CostItem::Untap);
    }
    let mut energy = 0;
    while c.eat_kind(|k| matches!(k, TokenKind::Energy)).is_some() {
        energy += 1;
    }
    (energy > 0).then_some(CostItem::Energy(energy))
}

/// A list of cost items separated by commas (and "and"), up to the end of the cursor.
pub fn cost_list(c: &mut Cursor) -> Vec<CostItem> {
    let mut out = Vec::new();
    loop {
        let m = c.mark();
        match cost_item(c) {
            Some(item) => out.push(item),
            None => {
                c.reset(m);
                let span = c.rest_span();
                if !c.at_end() {
                    out.push(CostItem::Unknown(Unknown { span, what: "cost" }));
                    c.skip_rest();
                }
                break;
            }
        }
        if c.at_end() {
            break;
        }
        let m = c.mark();
        let comma = c.eat_comma();
        let and = c.eat("and");
        if !(comma || and) {
            c.reset(m);
            let span = c.rest_span();
            if !c.at_end() && !c.is_kind(|k| matches!(k, TokenKind::Period)) {
                out.push(CostItem::Unknown(Unknown { span, what: "cost" }));
                c.skip_rest();
            }
            break;
        }
    }
    out
}

/// One cost item.
pub fn cost_item(c: &mut Cursor) -> Option<CostItem> {
    if let Some(s) = symbols(c) {
        return Some(s);
    }
    let m = c.mark();
    let w = c.word()?;
    c.bump();
    let item = match w {
        "sacrifice" => np::np(c).map(CostItem::Sacrifice),
        "discard" => np::np(c).or_else(|| np::zone_owner(c).filter(|_| c.eat("hand")).map(|w| Np::ZoneCards(ZoneNp { zone: ZoneWord::Hand, whose: Some(Box::new(w)) }))).map(|o| {
            // CR 701.9b: "discard a card at random".
            if c.eat_words("at random") { CostItem::DiscardRandom(o) } else { CostItem::Discard(o) }
        }),
        "exile" => exile(c),
        "tap" => np::np(c).map(CostItem::TapObjects),
        "untap" => np::np(c).map(CostItem::UntapObjects),
        "return" => {
            let o = np::np(c)?;
            super::clause::dest(c).map(|_| CostItem::ReturnToHand(o))
        }
        "pay" => match symbols(c) {
            // "pay {0}", "pay {1}{R}" (an alternative cost in mana).
            Some(CostItem::Mana(m)) => Some(CostItem::Mana(m)),
            Some(_) => None,
            None => {
                let a = amount(c)?;
                c.eat("life").then_some(CostItem::PayLife(a))
            }
        },
        "remove" => remove_counters(c),
        "put" => put_counters(c),
        "reveal" => np::np(c).map(CostItem::Reveal),
        "mill" => {
            let a = if c.eat_any(&["a", "an"]).is_some() { AmountNp::N(1) } else { amount(c)? };
            c.eat_any(&["card", "cards"]).map(|_| CostItem::Mill(a))
        }
        "forage" | "collect" => {
            while c.word().is_some() || c.is_kind(|k| matches!(k, TokenKind::Number(_))) {
                c.bump();
            }
            Some(CostItem::Action(c.lower()[c.span_from(m)].to_string()))
        }
        _ => None,
    };
    if item.is_none() {
        c.reset(m);
    }
    item
}

/// "Exile ~ from your graveyard", "Exile a creature card from your graveyard", "Exile
/// the top card of your library", "Exile two other cards from your graveyard".
fn exile(c: &mut Cursor) -> Option<CostItem> {
    let o = np::np(c)?;
    let o = match (o, np::zone_phrase(c, &["from"])) {
        (Np::Objects(mut obj), Some(z)) => {
            obj.zone = Some(z);
            Np::Objects(obj)
        }
        (Np::SelfRef, Some(z)) => Np::Objects(ObjNp { span: 0..0, det: Det::The, noun: Noun::Card, filter: Pred::NamedSelf, zone: Some(z), plural: false }),
        (o, _) => o,
    };
    Some(CostItem::Exile(o))
}

/// "Remove a +1/+1 counter from ~", "Remove two charge counters from ~", "Remove X
/// +1/+1 counters from among creatures you control".
fn remove_counters(c: &mut Cursor) -> Option<CostItem> {
    let amount = if c.eat_any(&["a", "an"]).is_some() { AmountNp::N(1) } else { amount(c)? };
    let kind = np::counter_kind(c);
    c.eat_any(&["counter", "counters"])?;
    if !c.eat("from") {
        return None;
    }
    let from = np::np(c)?;
    Some(CostItem::RemoveCounters { amount, kind, from })
}

fn put_counters(c: &mut Cursor) -> Option<CostItem> {
    let amount = if c.eat_any(&["a", "an"]).is_some() { AmountNp::N(1) } else { amount(c)? };
    let kind = np::counter_kind(c)?;
    c.eat_any(&["counter", "counters"])?;
    if !c.eat("on") {
        return None;
    }
    let on = np::np(c)?;
    Some(CostItem::PutCounters { amount, kind, on })
}

/// CR 118.8 / 118.9: a line about what casting this spell costs: "As an additional cost
/// to cast this spell, sacrifice a creature or pay 3 life." / "If it's not your turn, you
/// may exile a blue card from your hand rather than pay this spell's mana cost."
pub fn cast_cost_line(c: &mut Cursor) -> Option<CastCost> {
    let m = c.mark();
    let line = additional(c).or_else(|| {
        c.reset(m);
        alternative(c)
    });
    if line.is_none() {
        c.reset(m);
    }
    line
}

fn additional(c: &mut Cursor) -> Option<CastCost> {
    let m = c.mark();
    if !c.eat_words("as an additional cost to cast") || !(c.eat_self() || c.eat_words("this spell")) || !c.eat_comma() {
        return None;
    }
    // CR 601.2b: "you may exile any number of white cards from your hand".
    let optional = c.eat_words("you may");
    let end = c.find(|k| matches!(k, TokenKind::Period)).unwrap_or(c.tokens().len());
    let start = c.mark();
    let mut inner = c.slice(start..end);
    let options = options(&mut inner)?;
    c.reset(end);
    c.eat_kind(|k| matches!(k, TokenKind::Period));
    // CR 601.2f: "This spell costs {2} less to cast for each card exiled this way."
    let then = if optional && !c.at_end() {
        let end = c.find(|k| matches!(k, TokenKind::Period)).unwrap_or(c.tokens().len());
        let start = c.mark();
        let k = cost_change(&mut c.slice(start..end))?;
        c.reset(end);
        c.eat_kind(|k| matches!(k, TokenKind::Period));
        Some(k)
    } else {
        None
    };
    c.at_end().then(|| CastCost { span: c.span_from(m), alternative: false, cond: None, options, optional, then })
}

/// "[If …,] you may [costs] rather than pay this spell's mana cost."
fn alternative(c: &mut Cursor) -> Option<CastCost> {
    let m = c.mark();
    let cond = if c.eat("if") {
        let k = super::cond::cond(c)?;
        if !c.eat_comma() {
            return None;
        }
        Some(k)
    } else {
        None
    };
    if !c.eat_words("you may") {
        return None;
    }
    // CR 118.9: "you may cast this spell without paying its mana cost": an alternative
    // cost of nothing.
    let mm = c.mark();
    if c.eat("cast") && (c.eat_self() || c.eat_words("this spell")) && c.eat_words("without paying its mana cost") {
        c.eat_kind(|k| matches!(k, TokenKind::Period));
        if c.at_end() {
            return Some(CastCost { span: c.span_from(m), alternative: true, cond, options: vec![Vec::new()], optional: false, then: None });
        }
    }
    c.reset(mm);
    let start = c.mark();
    let rather = (start..c.tokens().len()).find(|&i| is_word(c, i, "rather"))?;
    let mut inner = c.slice(start..rather);
    let items = cost_list(&mut inner);
    c.reset(rather);
    if !(c.eat_words("rather than pay") && c.eat_self() && c.eat("'s") && c.eat_words("mana cost")) {
        return None;
    }
    c.eat_kind(|k| matches!(k, TokenKind::Period));
    c.at_end().then(|| CastCost { span: c.span_from(m), alternative: true, cond, options: vec![items], optional: false, then: None })
}

/// Costs of which one is paid ("sacrifice a creature, discard a card, or pay 4 life"),
/// or one list paid together ("{2}, sacrifice a creature").
fn options(c: &mut Cursor) -> Option<Vec<Vec<CostItem>>> {
    let m = c.mark();
    let has_or = (m..c.tokens().len()).any(|i| is_word(c, i, "or"));
    if !has_or {
        return Some(vec![cost_list(c)]);
    }
    let mut out = Vec::new();
    loop {
        let item = cost_item(c)?;
        out.push(vec![item]);
        if c.at_end() {
            return (out.len() > 1).then_some(out);
        }
        let comma = c.eat_comma();
        let or = c.eat("or");
        if !(comma || or) {
            return None;
        }
    }
}

fn is_word(c: &Cursor, i: usize, w: &str) -> bool {
    matches!(c.tokens()[i].kind, TokenKind::Word) && c.text(&c.tokens()[i]) == w
}

/// CR 601.2f / 602.2b: a cost change, as a whole statement: "This ability costs {1} less
/// to activate for each legendary creature you control", "This spell costs {2} less to
/// cast if you control a Wizard", "Instant and sorcery spells you cast cost {1} less to
/// cast".
pub fn cost_change(c: &mut Cursor) -> Option<CostChangeNp> {
    let m = c.mark();
    let found = cost_change_inner(c);
    if found.is_none() {
        c.reset(m);
    }
    found
}

fn cost_change_inner(c: &mut Cursor) -> Option<CostChangeNp> {
    let m = c.mark();
    // CR 611.3a: "As long as ~ is untapped, …" before the change.
    let mut lead = None;
    if c.eat_words("as long as") {
        lead = Some(super::cond::cond(c)?);
        if !c.eat_comma() {
            return None;
        }
    }
    let what = if c.eat_self() {
        CostOf::ThisSpell
    } else if c.eat_words("this ability") {
        CostOf::ThisAbility
    } else if c.eat_words("a spell cast this way") || c.eat_words("spells cast this way") {
        CostOf::CastThisWay
    } else {
        CostOf::Spells(np::np(c)?)
    };
    // CR 601.2f: "each spell that would cost less than three mana to cast costs three mana
    // to cast": a floor on the total cost, applied once it is determined.
    if matches!(what, CostOf::Spells(_)) && c.eat_words("that would cost less than") {
        let n = super::amount::number(c)?;
        if !c.eat_words("mana to cast costs") || super::amount::number(c)? != n || !c.eat_words("mana to cast") || !c.at_end() {
            return None;
        }
        let span = c.span_from(m);
        return Some(CostChangeNp { span, what, caster: None, more: true, mana: Vec::new(), minimum: Some(n), for_each: None, per: None, caster_spells: false, per_target: None, cond: lead, targets: None, except_casters_turn: false });
    }
    // "spells you cast", "noncreature spells your opponents cast", "each spell a player
    // casts": whose spells.
    let mut caster = None;
    let mut what = what;
    if matches!(what, CostOf::Spells(_)) && !c.is("cost") && !c.is("costs") {
        caster = Some(np::player(c)?);
        c.eat_any(&["cast", "casts"])?;
        // "noncreature spells your opponents cast with mana value 4 or greater": the
        // spells' qualities after their caster.
        if let (CostOf::Spells(Np::Objects(o)), true) = (&mut what, c.is("with")) {
            let before = c.mark();
            super::predicates::post_modifiers(c, &mut o.filter, &mut o.zone, &mut o.plural);
            if c.mark() == before || o.zone.is_some() {
                return None;
            }
        }
    }
    c.eat_any(&["costs", "cost"])?;
    let Some(CostItem::Mana(mana)) = symbols(c) else { return None };
    let more = match c.eat_any(&["more", "less"])? {
        "more" => true,
        _ => false,
    };
    let activate = match (c.eat("to"), c.eat_any(&["cast", "activate"])) {
        (true, Some(w)) => w == "activate",
        _ => return None,
    };
    // "this spell … to activate" / "this ability … to cast" don't go together.
    if activate != matches!(what, CostOf::ThisAbility) && !matches!(what, CostOf::Spells(_) | CostOf::CastThisWay) {
        return None;
    }
    // "for each other spell that player has cast this turn": the caster's own spells.
    let caster_spells = caster.is_some() && c.eat_words("for each other spell that player has cast this turn");
    let mut per = None;
    let per_target = (!caster_spells && c.eat_words("for each target")).then(|| c.eat_words("beyond the first"));
    let for_each = if !caster_spells && per_target.is_none() && c.eat_words("for each") {
        if c.eat_words("basic land type among") {
            per = Some(AmountNp::BasicLandTypesAmong(Box::new(np::np(c)?)));
            None
        } else {
            Some(np::np(c)?)
        }
    } else {
        None
    };
    // CR 601.2f: "except during its controller's turn" (the spell's controller, its
    // caster): only during other players' turns.
    let except_casters_turn = c.eat_words("except during its controller's turn");
    let (mut cond, mut targets) = (lead, None);
    if cond.is_none() && c.eat("if") {
        if c.eat_words("it targets") {
            targets = Some(np::np(c)?);
        } else {
            cond = Some(super::cond::cond(c)?);
        }
    }
    c.at_end().then(|| CostChangeNp { span: c.span_from(m), what, caster, more, mana, minimum: None, for_each, per, caster_spells, per_target, cond, targets, except_casters_turn })
}

/// CR 106.6: "Spend this mana only to cast creature spells", "… only to activate
/// abilities", "… to cast a creature spell of the chosen type or activate an ability of a
/// creature or creature card of the chosen type", "This mana can't be spent to cast
/// nonartifact spells", "…, and that spell can't be countered".
pub fn spend_only(c: &mut Cursor) -> Option<SpendOnlyNp> {
    let m = c.mark();
    let negated = if c.eat_words("spend this mana only to") {
        false
    } else if c.eat_words("this mana can't be spent to") {
        true
    } else {
        return None;
    };
    let (mut spells, mut abilities, mut abilities_of) = (None, false, None);
    // One or two alternatives: "cast …", "activate abilities [of …]", "activate an
    // ability [of …]", joined by "or" / "or to".
    // A second kind of spell may follow the first: "cast an Elemental spell or a Chandra
    // planeswalker spell".
    for k in 0..3 {
        if k > 0 {
            if !c.eat("or") {
                break;
            }
            c.eat("to");
        }
        let ok = if spells.is_none() && c.eat("cast") {
            spells = np::np(c);
            spells.is_some()
        } else if k == 1 && !abilities && spells.as_ref().is_some_and(|s| !matches!(s, Np::Or(_))) && !c.is("activate") && !c.is("cast") {
            let second = np::np(c);
            match (spells.take(), second) {
                (Some(first), Some(second)) => {
                    spells = Some(Np::Or(vec![first, second]));
                    true
                }
                _ => false,
            }
        } else if !abilities && (c.eat_words("activate abilities") || c.eat_words("activate an ability")) {
            abilities = true;
            !c.eat("of") || {
                abilities_of = np::np(c);
                abilities_of.is_some()
            }
        } else {
            false
        };
        if !ok {
            c.reset(m);
            return None;
        }
    }
    let uncounterable = c.eat_words(", and that spell can't be countered");
    if !c.at_end() {
        c.reset(m);
        return None;
    }
    Some(SpendOnlyNp { span: c.span_from(m), spells, abilities, abilities_of, negated, uncounterable })
}
