//! Oracle text → ability IR. `compile` never panics and never fails: text it does not
//! understand becomes an `Unsupported` diagnostic with its byte span (DESIGN.md
//! invariant 9). A card is playable only when it compiles with no diagnostics.
//!
//! Pipeline: `source` splits the text into abilities (lines) and sentences with spans,
//! drops reminder text and names the card `~`; `ability` recognises the shape of each
//! ability (keywords, `cost: effect`, triggers, spell text); `effect` and `target` read
//! the instructions.

mod ability;
pub mod syntax;
mod lower;
mod actions;
mod chapter;
mod colors;
mod choices;
mod condition;
mod cost;
mod cost_change;
mod count;
mod dice;
mod divided;
mod effect;
mod group;
mod instructions;
mod keywords;
mod look;
mod moves;
mod one_of;
mod overload;
mod protection;
mod pt;
mod references;
mod replacement;
mod simple_verbs;
mod source;
mod statics;
mod tokens;
mod top_card;
mod trigger;
mod target;
mod words;

use mw_ir::Ability;
use serde::Serialize;
use std::ops::Range;

/// What kind of card the text is on; it decides how a bare instruction reads (a spell's
/// instructions, or nothing for a permanent).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// An instant or sorcery: bare instructions are its spell ability (CR 113.3a).
    Spell,
    /// A permanent: every ability must be keyword, activated, triggered or static.
    Permanent,
}

/// A problem found while compiling, with the span of original text it covers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub span: Range<usize>,
    pub message: String,
    /// The clause (normalised: lower case, the card's name as `~`) that was not
    /// understood: a trigger condition, one instruction, a cost; empty when the whole
    /// line is the problem.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub part: String,
}

impl Diagnostic {
    /// A diagnostic about a whole span, with no narrower clause named.
    pub fn new(span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic { span, message: message.into(), part: String::new() }
    }
}

/// The result of compiling one face's text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Compiled {
    pub abilities: Vec<Ability>,
    pub diagnostics: Vec<Diagnostic>,
    /// What the grammar front end couldn't lower, for the lines it didn't compile (each
    /// names a grammar construct: the coverage report ranks them).
    pub grammar: Vec<Diagnostic>,
    /// How many lines the grammar front end compiled (the rest, if compiled, by the
    /// phrase recognisers).
    pub grammar_lines: u32,
}

impl Compiled {
    pub fn is_supported(&self) -> bool {
        self.diagnostics.is_empty()
    }
}

/// Which front ends compile a text: the grammar (`syntax` + `lower`) line by line, with
/// the phrase recognisers for the lines it doesn't lower yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// The grammar first, then the phrase recognisers (what `compile` does).
    Both,
    /// The phrase recognisers only.
    Phrases,
    /// The grammar only.
    Grammar,
}

/// Compiles the Oracle text of a face named `name`.
pub fn compile(text: &str, name: &str, kind: TextKind) -> Compiled {
    compile_with(text, name, kind, Front::Both)
}

/// Compiles with the chosen front ends (for comparing them).
pub fn compile_with(text: &str, name: &str, kind: TextKind, front: Front) -> Compiled {
    let mut out = Compiled::default();
    let parsed = if front == Front::Phrases { Vec::new() } else { syntax::parse_face(text, name) };
    let lower_text = text.to_ascii_lowercase();
    let mut carry = lower::Carry::default();
    let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
    let mut lines = source::lines(text, name);
    dice::fold_tables(&mut lines);
    let mut i = 0;
    let mut rebound = None;
    while i < lines.len() {
        let line = &lines[i];
        i += 1;
        if line.text.is_empty() {
            continue;
        }
        if let Some(g) = parsed.iter().find(|g| g.span.start == line.span.start) {
            match lower::lower_line(g, &lower_text, kind, &mut spell, &mut carry) {
                Ok(abilities) => {
                    out.abilities.extend(abilities);
                    out.grammar_lines += 1;
                    // A modal line holds its bullet lines.
                    while i < lines.len() && lines[i].span.start < g.span.end {
                        i += 1;
                    }
                    continue;
                }
                Err(miss) => {
                    let span = if miss.span.is_empty() { g.span.clone() } else { miss.span };
                    out.grammar.push(Diagnostic { span, message: "not lowered".into(), part: miss.construct });
                    if front == Front::Grammar {
                        out.diagnostics.push(out.grammar.last().cloned().unwrap_or_else(|| Diagnostic::new(0..0, "")));
                        while i < lines.len() && lines[i].span.start < g.span.end {
                            i += 1;
                        }
                        continue;
                    }
                }
            }
        }
        if line.text == "rebound" {
            rebound = Some(line.span.clone());
            continue;
        }
        let modal = ability::modal_header(&line.text);
        if (line.text.starts_with("when") || line.text.starts_with("at the beginning")) && modal.is_some_and(|(head, _, _)| !head.is_empty()) {
            let head = line.clone();
            let start = i;
            while i < lines.len() && lines[i].text.starts_with('\u{2022}') {
                i += 1;
            }
            match ability::modal_trigger(&head, &lines[start..i]) {
                Ok(mut abilities) => out.abilities.append(&mut abilities),
                Err(d) => out.diagnostics.push(d),
            }
            continue;
        }
        if let Some(("", min, max)) = modal.filter(|_| kind == TextKind::Spell) {
            let start = i;
            while i < lines.len() && lines[i].text.starts_with('•') {
                i += 1;
            }
            match ability::modes(&lines[start..i], min, max) {
                Ok(mut modes) => out.abilities.append(&mut modes),
                Err(d) => out.diagnostics.push(d),
            }
            continue;
        }
        match ability::parse_line(line, kind, &mut spell) {
            Ok(mut abilities) => out.abilities.append(&mut abilities),
            Err(mut d) => match sentence_abilities(line) {
                // "~ enters tapped. As it enters, choose a color.": two abilities on a line.
                Some(mut abilities) if kind == TextKind::Permanent => out.abilities.append(&mut abilities),
                _ => out.diagnostics.append(&mut d),
            },
        }
    }
    if let Some(span) = rebound {
        if spell.effect.is_empty() {
            out.diagnostics.push(Diagnostic::new(span, "rebound on a spell without plain instructions"));
        } else {
            spell.effect.extend(keywords::rebound());
        }
    }
    if !spell.effect.is_empty() {
        out.abilities.push(Ability::Spell(spell));
        // CR 613.1f: the quoted abilities its instructions give, right after it
        // (`Effect::GainAbility` counts its offset from the spell ability).
        out.abilities.extend(std::mem::take(&mut carry.granted).into_iter().map(|a| Ability::Granted(Box::new(a))));
    }
    link_exiles(&mut out);
    overload::add_overloaded(&mut out, text, name, kind, front);
    // Keep the grammar's misses only for lines that stayed unsupported: what the grammar
    // must learn for this card to compile.
    let unsupported: Vec<std::ops::Range<usize>> = out.diagnostics.iter().map(|d| d.span.clone()).collect();
    out.grammar.retain(|g| unsupported.iter().any(|d| d.start < g.span.end.max(g.span.start + 1) && g.span.start < d.end.max(d.start + 1)));
    // One object-choosing cost per cast: jump-start's or retrace's discard can't join a
    // spell's own additional cost yet.
    let graveyard_discard = out.abilities.iter().any(|a| matches!(a, Ability::JumpStart | Ability::Retrace));
    if graveyard_discard && out.abilities.iter().any(|a| matches!(a, Ability::AdditionalCost(_))) {
        out.diagnostics.push(Diagnostic::new(0..text.len(), "jump-start or retrace with another additional cost"));
    }
    // CR 702.42a: entwine only beside modes compiled with the set of all of them.
    let entwined = out.abilities.iter().any(|a| matches!(a, Ability::ChooseOne { printed, .. } if printed.entwine));
    if out.abilities.iter().any(|a| matches!(a, Ability::Entwine(_))) != entwined {
        out.diagnostics.push(Diagnostic::new(0..text.len(), "entwine and its modes not both compiled"));
    }
    out
}

/// Whether an instruction names "the exiled card" of a linked ability (CR 607.2a): by
/// its owner or by an amount of it.
fn names_linked(e: &mw_ir::Effect) -> bool {
    use mw_ir::{Amount, PlayerRef, Subject};
    if *e == mw_ir::Effect::ReturnLinkedExiled {
        return true;
    }
    let mut e = e.clone();
    let mut found = false;
    e.players_mut(&mut |p| found |= *p == PlayerRef::OwnerOf(Subject::LinkedExiled));
    e.amounts_mut(&mut |a| found |= matches!(a, Amount::ManaValueOf(Subject::LinkedExiled) | Amount::PowerOf(Subject::LinkedExiled) | Amount::ToughnessOf(Subject::LinkedExiled)));
    found
}

/// CR 607.2a: with "return the exiled card …" (or "the exiled card's owner …") in one
/// ability, the other abilities' exiles are the linked ones it means; none, or more than
/// one, leaves the card unsupported (which card would be meant is then unclear).
fn link_exiles(out: &mut Compiled) {
    use mw_ir::Effect;
    let returns = |a: &Ability| match a {
        Ability::Triggered(t) => t.effect.iter().any(names_linked),
        Ability::Activated(x) => x.effect.iter().any(names_linked),
        Ability::Mana(m) => m.produce == mw_ir::ManaProduction::LinkedExiledColors,
        _ => false,
    };
    let returning = out.abilities.iter().any(returns);
    if !returning && !out.abilities.iter().any(counts_exiled_with) {
        return;
    }
    let mut linked = 0;
    for a in out.abilities.iter_mut() {
        let effects = match a {
            Ability::Triggered(t) => &mut t.effect,
            Ability::Activated(x) => &mut x.effect,
            _ => continue,
        };
        let mut i = 0;
        while i < effects.len() {
            let inner = match &mut effects[i] {
                Effect::Optional(b) => b.as_mut(),
                e => e,
            };
            if let Effect::Exile { subject } = *inner {
                *inner = Effect::ExileLinked { subject };
                linked += 1;
            } else if matches!(inner, Effect::PlayerMoves(m) if m.to == mw_ir::MoveTo::Exile) {
                // "you may exile a card from your hand": the card it exiles this way.
                effects.insert(i + 1, Effect::LinkExiledThisWay);
                linked += 1;
                i += 1;
            }
            i += 1;
        }
    }
    // "the number of cards exiled with it" counts every card its abilities exiled (or,
    // with no exile among them, its delve payment's cards).
    if returning && linked != 1 {
        out.diagnostics.push(Diagnostic::new(0..0, "\"the exiled card\" without exactly one linked exile"));
    }
}

/// CR 607.2a: whether an ability counts "cards exiled with" its source.
fn counts_exiled_with(a: &Ability) -> bool {
    use mw_ir::{Amount, Change, Count, Counted};
    let count = |c: &Count| matches!(c, Count::ExiledWithSource(_));
    let in_effects = |effects: &[mw_ir::Effect]| {
        effects.iter().any(|e| {
            let mut found = false;
            e.clone().amounts_mut(&mut |x| found |= matches!(x, Amount::Count { of: Counted::ExiledWith(_), .. }));
            found
        })
    };
    match a {
        Ability::PtEquals { count: c, plus, .. } => count(c) || plus.as_ref().is_some_and(count),
        Ability::Continuous(s) => s.changes.iter().any(|ch| matches!(ch, Change::PtFor(c, ..) if count(c))),
        Ability::Triggered(t) => in_effects(&t.effect),
        Ability::Activated(x) => in_effects(&x.effect),
        _ => false,
    }
}

/// A permanent's line of several sentences that are each an ability of their own; None
/// unless every one is.
fn sentence_abilities(line: &source::Line) -> Option<Vec<Ability>> {
    let sentences = source::sentences(&line.text);
    if sentences.len() < 2 {
        return None;
    }
    let mut out = Vec::new();
    for s in sentences {
        // "as it enters" after a sentence about ~ means ~.
        let text = format!("{}.", s.replacen("as it enters", "as ~ enters", 1));
        let one = source::Line { text, span: line.span.clone() };
        let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
        out.extend(ability::parse_line(&one, TextKind::Permanent, &mut spell).ok()?);
        if !spell.effect.is_empty() {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests;
