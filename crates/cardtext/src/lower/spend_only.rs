//! CR 106.6: restrictions on spending the mana a mana ability makes ("Spend this mana
//! only to cast …", "… or activate an ability of …", "This mana can't be spent to
//! cast …") and the effect on the spell it is spent on ("…, and that spell can't be
//! countered"), into `SpendOnly`: a filter of the spells and one of the sources whose
//! abilities it may pay for.

use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{ChosenIs, ObjectFilter, Props, SpendOnly};

fn miss(span: &Span, what: impl Into<String>) -> Miss {
    Miss::new(span.clone(), format!("spend only: {}", what.into()))
}

/// CR 106.6: the spending restriction of a mana ability's mana, from its sentence.
pub fn spend_only(cx: &mut Ctx, k: &SpendOnlyNp) -> Lowered<SpendOnly> {
    let (spells, or_spells) = match &k.spells {
        None => (None, None),
        Some(np) => {
            let (f, g) = spells(cx, np, &k.span)?;
            (Some(f), g)
        }
    };
    let abilities = match (&k.abilities_of, k.abilities) {
        (_, false) => None,
        (None, true) => Some(ObjectFilter::default()),
        (Some(np), true) => Some(sources(cx, np, &k.span)?),
    };
    // "This mana can't be spent to cast nonartifact spells": only spells are excepted.
    if k.negated && (abilities.is_some() || spells.is_none() || or_spells.is_some() || k.uncounterable) {
        return Err(miss(&k.span, "can't be spent on those"));
    }
    if k.uncounterable && spells.is_none() {
        return Err(miss(&k.span, "that spell, with no spell"));
    }
    Ok(SpendOnly { spells, or_spells, abilities, except: k.negated, uncounterable: k.uncounterable })
}

/// "creature spells of the chosen type", "instant and sorcery spells", "a legendary
/// spell", "spells with mana value 4 or greater": the qualities a spell has as it is
/// cast (CR 601.2a), with "of the chosen type" fixed as the mana is made; "an Elemental
/// spell or a Chandra planeswalker spell": two kinds, the second apart.
fn spells(cx: &mut Ctx, np: &Np, span: &Span) -> Lowered<(ObjectFilter, Option<ObjectFilter>)> {
    let one = |cx: &mut Ctx, np: &Np| -> Lowered<ObjectFilter> {
        let f = match np {
            Np::Objects(o) if matches!(o.noun, Noun::Spell) && o.zone.is_none() => refs::obj_filter(cx, o)?,
            Np::Or(v) => return distributed(cx, v, span, |n| n == Noun::Spell).map_err(|_| miss(span, "one of several kinds of spells")),
            _ => return Err(miss(span, "spells of that kind")),
        };
        if !of_the_card(&f) {
            return Err(miss(span, "spells of that kind"));
        }
        Ok(f)
    };
    match np {
        // Each alternative a spell of its own kind: "a Dragon spell or an Omen spell".
        Np::Or(v) if v.len() == 2 && v.iter().all(|n| matches!(n, Np::Objects(o) if matches!(o.noun, Noun::Spell))) => match one(cx, np) {
            Ok(f) => Ok((f, None)),
            Err(_) => Ok((one(cx, &v[0])?, Some(one(cx, &v[1])?))),
        },
        _ => Ok((one(cx, np)?, None)),
    }
}

/// "abilities of artifacts", "an ability of an Ally source", "an ability of a creature
/// or creature card of the chosen type": the qualities of the ability's source.
fn sources(cx: &mut Ctx, np: &Np, span: &Span) -> Lowered<ObjectFilter> {
    let sourcey = |n: Noun| matches!(n, Noun::Permanent | Noun::Source | Noun::Card | Noun::None);
    let f = match np {
        Np::Objects(o) if sourcey(o.noun) && o.zone.is_none() => refs::obj_filter(cx, o)?,
        Np::Or(v) => distributed(cx, v, span, sourcey)?,
        _ => return Err(miss(span, "abilities of those")),
    };
    if !of_the_card(&f) {
        return Err(miss(span, "abilities of sources of that kind"));
    }
    Ok(f)
}

/// "a creature or creature card of the chosen type": objects of one kind in any zone,
/// the qualities after the last noun said of both (the same filter once they are added).
fn distributed(cx: &mut Ctx, v: &[Np], span: &Span, noun: impl Fn(Noun) -> bool) -> Lowered<ObjectFilter> {
    let mut filters = Vec::new();
    for np in v {
        match np {
            Np::Objects(o) if noun(o.noun) && o.zone.is_none() => filters.push(refs::obj_filter(cx, o)?),
            _ => return Err(miss(span, "abilities of those")),
        }
    }
    let Some(last) = filters.last().copied() else { return Err(miss(span, "nothing")) };
    let all_same = filters.iter().all(|f| {
        let mut g = *f;
        if g.props.chosen.is_none() {
            g.props.chosen = last.props.chosen;
        }
        g == last
    });
    if !all_same {
        return Err(miss(span, "objects of several kinds"));
    }
    Ok(last)
}

/// Whether a filter names only qualities a card (or spell) has in itself — types,
/// subtypes, supertypes, colors, mana value, keywords, power and toughness, "of the
/// chosen type" — none of where it is or what happened to it.
fn of_the_card(f: &ObjectFilter) -> bool {
    let p = &f.props;
    let kept = Props {
        colors: p.colors,
        not_colors: p.not_colors,
        with: p.with,
        without: p.without,
        power: p.power,
        toughness: p.toughness,
        mana_value: p.mana_value,
        creature_type: p.creature_type,
        snow: p.snow,
        legendary: p.legendary,
        historic: p.historic,
        subtype: p.subtype,
        also_subtype: p.also_subtype,
        not_subtype: p.not_subtype,
        also_not_subtypes: p.also_not_subtypes,
        either_subtype: p.either_subtype,
        multicolored: p.multicolored,
        monocolored: p.monocolored,
        colorless: p.colorless,
        one_of: p.one_of,
        chosen: p.chosen.filter(|c| *c == ChosenIs::Type),
        also_not: p.also_not,
        also_type: p.also_type,
        ..Props::default()
    };
    kept == *p && f.controller == mw_ir::Controller::Any
}
