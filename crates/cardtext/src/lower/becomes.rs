//! "~ becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until
//! end of turn. It's still a land." into `Effect::Becomes`: base power and toughness
//! (layer 7b), types and creature types (layer 4), colors (layer 5), keywords (layer 6),
//! one continuous effect (CR 613.6); quoted abilities ("with \"Whenever this creature
//! attacks, …\"") gained for the same duration (CR 613.1f).

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::{PtPart, PtToken, Span};
use mw_ir::{Ability, Amount, Becomes, Change, Choice, Duration, Effect};
use mw_types::{CardType, ColorSet, CreatureType};

fn miss(b: &BecomesNp, what: &str) -> Miss {
    Miss::new(b.span.clone(), format!("becomes: {what}"))
}

pub fn becomes(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let Some(b) = c.args.iter().find_map(|a| if let Arg::Becomes(b) = a { Some(b) } else { None }) else {
        return Err(Miss::new(c.span.clone(), "become: verb"));
    };
    let mut duration = Duration::Indefinite;
    for a in &c.args {
        match a {
            Arg::Becomes(_) => {}
            Arg::Duration(DurationNp::EndOfTurn | DurationNp::ThisTurn) => duration = Duration::EndOfTurn,
            Arg::Duration(DurationNp::YourNextTurn) => duration = Duration::UntilYourNextTurn,
            _ => return Err(miss(b, "for that duration")),
        }
    }
    let (mut becomes, ward) = description(b)?;
    let s = c.subject.clone().ok_or_else(|| miss(b, "no subject"))?;
    // CR 702.21a: "with ward {3}": the keyword and its triggered ability, which the
    // object gains for the same duration (the ability follows this one as
    // `Ability::Granted`, CR 613.1f).
    let ward_offset = match ward {
        Some((items, span)) => {
            let ability = super::ward::ward_trigger(cx, items, span)?;
            cx.granted.push(ability);
            Some(u8::try_from(cx.granted.len()).map_err(|_| miss(b, "too many granted abilities"))?)
        }
        None => None,
    };
    // "with power and toughness each equal to its mana value": "its" is the subject's
    // (each object's own, for a group); another amount is lowered as it reads.
    let own_stat = match &b.pt_each {
        Some(AmountNp::StatOf(of, stat)) if *stat != Stat::PowerOrToughness && matches!(of.as_ref(), Np::Ref(r) if r.word == RefWord::It && !r.plural) => Some(*stat),
        Some(a) => {
            let n = super::amount::amount(cx, a, &b.span)?;
            becomes.pt = Some((n, n));
            None
        }
        None => None,
    };
    // The subject is read once: a target is declared once for every part.
    let objs = super::refs::objects(cx, &s)?;
    // CR 205.3m: "becomes the creature type of your choice": chosen as it resolves,
    // before it becomes that type.
    let mut out = if becomes.chosen_creature_type { vec![Effect::Choose(Choice::CreatureType)] } else { Vec::new() };
    out.extend(super::verbs::each_of(objs.clone(), &s, |subject| {
        let mut becomes = becomes.clone();
        if let Some(stat) = own_stat {
            let n = match stat {
                Stat::Power => Amount::PowerOf(subject),
                Stat::Toughness => Amount::ToughnessOf(subject),
                Stat::ManaValue | Stat::PowerOrToughness => Amount::ManaValueOf(subject),
            };
            becomes.pt = Some((n, n));
        }
        Effect::Becomes { subject, becomes: Box::new(becomes), duration }
    })?);
    if let Some(offset) = ward_offset {
        out.extend(super::verbs::each_of(objs.clone(), &s, |subject| Effect::GainAbility { subject, offset, duration })?);
    }
    // CR 613.1f: 'becomes a 3/2 Goblin creature with "Whenever this creature attacks,
    // …"': each quoted ability gained for the same duration, following this ability as
    // `Ability::Granted`.
    for q in &b.quoted {
        let line = crate::syntax::parser::quoted_line(cx.lower, q);
        for ability in super::statics::quoted(cx, &line)? {
            cx.granted.push(ability);
            let offset = u8::try_from(cx.granted.len()).map_err(|_| miss(b, "too many granted abilities"))?;
            out.extend(super::verbs::each_of(objs.clone(), &s, |subject| Effect::GainAbility { subject, offset, duration })?);
        }
    }
    Ok(out)
}

/// CR 113.6c / 611.3b: "As long as ~ isn't on the battlefield, it's a 1/1 Insect creature
/// in addition to its other types": what the card is in every other zone (None: not this
/// sentence). Only types, creature types and a fixed base power and toughness are held.
pub fn off_battlefield(s: &Stmt, span: &Span) -> Option<Lowered<Ability>> {
    let Stmt::If { cond: Cond::OnBattlefield { what: Np::SelfRef, on: false }, body, instead: false } = s else { return None };
    let it = |n: &Option<Np>| matches!(n, Some(Np::SelfRef) | Some(Np::Ref(RefNp { word: RefWord::It, plural: false, .. })));
    let b = match &**body {
        Stmt::Clause(c) if c.verb == Verb::Be && !c.negated && c.object.is_none() && it(&c.subject) => match c.args.as_slice() {
            [Arg::Becomes(b)] => b,
            _ => return Some(Err(Miss::new(span.clone(), "off the battlefield: that statement"))),
        },
        _ => return Some(Err(Miss::new(span.clone(), "off the battlefield: that statement"))),
    };
    Some(description(b).and_then(|(becomes, ward)| {
        let fixed = becomes.pt.is_none_or(|(p, t)| matches!((p, t), (Amount::Fixed(_), Amount::Fixed(_))));
        if !b.still || ward.is_some() || b.pt_each.is_some() || !becomes.keywords.is_empty() || becomes.colors.is_some() || !b.quoted.is_empty() || becomes.all_creature_types || !fixed {
            return Err(miss(b, "off the battlefield: more than types and a fixed power and toughness"));
        }
        Ok(Ability::OffBattlefield(Box::new(becomes)))
    }))
}

/// A ward keyword's cost and span, given with the description.
type WardCost<'a> = Option<(&'a [CostItem], &'a Span)>;

/// The description's parts; what the IR can't hold is a miss.
fn description(b: &BecomesNp) -> Lowered<(Becomes, WardCost<'_>)> {
    let none = Becomes { pt: None, types: Vec::new(), creature_types: Vec::new(), all_creature_types: false, replaces_creature_types: false, colors: None, keywords: Vec::new(), land_type: None, chosen_creature_type: false };
    if b.chosen_creature_type {
        return Ok((Becomes { chosen_creature_type: true, ..none }, None));
    }
    // CR 305.7: "becomes an Island": its land types replaced by that basic land type
    // ("in addition to its other land types" isn't held).
    if let (true, [w]) = (b.types.is_empty(), b.subtypes.as_slice()) {
        if let Some(color) = crate::syntax::vocab::land_type(w) {
            if b.still || b.all_creature_types || !b.keywords.is_empty() || !b.quoted.is_empty() || b.pt_each.is_some() {
                return Err(miss(b, "a basic land type with more"));
            }
            return Ok((Becomes { land_type: Some(color), ..none }, None));
        }
    }
    // CR 205.1a: without "it's still a …", new card types replace the old ones; CR
    // 205.1b: "[creature types] artifact creature" keeps them, its creature types
    // replaced by those named.
    let artifact_creature = b.types == [CardType::Artifact, CardType::Creature];
    if !b.still && !artifact_creature && !b.types.is_empty() {
        return Err(miss(b, "types that replace its types"));
    }
    let replaces_creature_types = !b.still && !b.subtypes.is_empty();
    // "becomes a Dragon": creature types alone describe a creature (the parser keeps
    // only creature types there).
    let creature = b.types.contains(&CardType::Creature) || b.types.is_empty();
    let mut creature_types = Vec::new();
    for w in &b.subtypes {
        match CreatureType::from_name(w) {
            Some(t) if creature => creature_types.push(t),
            _ => return Err(miss(b, "a subtype other than a creature type")),
        }
    }
    if creature_types.len() > 3 {
        return Err(miss(b, "more than three creature types"));
    }
    let colors = if b.colorless {
        Some(ColorSet::EMPTY)
    } else if b.colors.is_empty() {
        None
    } else {
        let mut set = ColorSet::EMPTY;
        b.colors.iter().for_each(|k| set.insert(*k));
        Some(set)
    };
    let mut keywords = Vec::new();
    let mut ward = None;
    for k in &b.keywords {
        if let (true, KeywordParam::Cost(items), None) = (k.name == "ward", &k.param, ward) {
            keywords.push(mw_ir::Keyword::Ward);
            ward = Some((items.as_slice(), &k.span));
            continue;
        }
        if k.param != KeywordParam::None {
            return Err(miss(b, &format!("keyword {} with a parameter", k.name)));
        }
        keywords.push(super::filter::keyword(&k.name, &k.span)?);
    }
    let pt = match b.pt {
        Some(pt) => Some(base_pt(&pt).ok_or_else(|| miss(b, "that power and toughness"))?),
        None => None,
    };
    Ok((Becomes { pt, types: b.types.clone(), creature_types, all_creature_types: b.all_creature_types, replaces_creature_types, colors, keywords, land_type: None, chosen_creature_type: false }, ward))
}

/// CR 205.1, 305.7, 613.1d–e: what a static ability says its subject is ("enchanted
/// land is an Island", "is a Knight in addition to its other types", "is every creature
/// type", "is a Treefolk with base power and toughness 0/4") as layer 4, 5, 6 and 7b
/// changes; what a static change can't hold is a miss.
pub fn static_changes(b: &BecomesNp) -> Lowered<Vec<Change>> {
    if b.pt_each.is_some() || !b.quoted.is_empty() {
        return Err(miss(b, "a static with that description"));
    }
    let (d, ward) = description(b)?;
    if ward.is_some() || d.chosen_creature_type {
        return Err(miss(b, "a static with that description"));
    }
    let mut out = Vec::new();
    if let Some(color) = d.land_type {
        out.push(Change::BasicLandType(color));
    }
    out.extend(d.types.iter().map(|t| Change::AddType(*t)));
    if !d.creature_types.is_empty() || d.all_creature_types || d.replaces_creature_types {
        let mut types = [None; 3];
        for (slot, t) in types.iter_mut().zip(&d.creature_types) {
            *slot = Some(*t);
        }
        out.push(Change::CreatureTypes { types, all: d.all_creature_types, replace: d.replaces_creature_types });
    }
    if let Some(colors) = d.colors {
        out.push(Change::SetColors(colors));
    }
    out.extend(d.keywords.iter().map(|k| Change::Keyword(*k)));
    match d.pt {
        Some((Amount::Fixed(p), Amount::Fixed(t))) => out.push(Change::SetPt(p, t)),
        Some(_) => return Err(miss(b, "a static with that power and toughness")),
        None => {}
    }
    Ok(out)
}

/// CR 613.4b: "4/4", "X/X" (unsigned: a base, not a change).
fn base_pt(pt: &PtToken) -> Option<(Amount, Amount)> {
    let part = |p: PtPart| match p {
        PtPart::Num { value, signed: false } if (0..=super::amount::MAX_NUMBER).contains(&value) => Some(Amount::Fixed(value)),
        PtPart::X(1) => Some(Amount::X),
        _ => None,
    };
    Some((part(pt.power)?, part(pt.toughness)?))
}
