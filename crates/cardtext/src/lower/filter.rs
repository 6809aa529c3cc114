//! Predicate trees (CR 115.1, 608.2c, 205) into the IR's object filters. The syntax
//! tree's filter is a tree of `And`/`Or`/`Not`; the IR's `ObjectFilter` holds a fixed set
//! of qualities, so a tree it can't hold is a `Miss` naming the quality.

use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::target::{ChosenIs, Compare, Controller, InCombat, OneOfItem};
use mw_ir::ObjectFilter;
use mw_types::{CardType, CreatureType, Subtype, Supertype};

/// The class of a leaf, for distributing shared words over alternatives ("white or
/// blue creature": the colors alternate, "creature" is shared).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Type,
    Subtype,
    Color,
    Other,
}

fn class(p: &Pred) -> Class {
    match p {
        Pred::Type(_) => Class::Type,
        Pred::Subtype(_) => Class::Subtype,
        Pred::Color(_) | Pred::Colorless | Pred::Multicolored => Class::Color,
        _ => Class::Other,
    }
}

fn leaves(p: &Pred) -> Vec<Pred> {
    match p {
        Pred::And(v) => v.clone(),
        Pred::True => Vec::new(),
        p => vec![p.clone()],
    }
}

/// "white or blue creature" → And[creature, Or[white, blue]]; "artifact, creature, or
/// enchantment" stays an `Or` of types.
pub fn normalize(p: &Pred) -> Pred {
    if let Some(f) = factor_shared(p) {
        return f;
    }
    match p {
        Pred::And(v) => Pred::And(v.iter().map(normalize).collect()),
        Pred::Or(groups) if groups.len() >= 2 => {
            if let Some(p) = leading_status(groups) {
                return p;
            }
            let last = leaves(&groups[groups.len() - 1]);
            let firsts: Vec<Vec<Pred>> = groups[..groups.len() - 1].iter().map(leaves).collect();
            if firsts.iter().all(|g| g.len() == 1) && last.len() > 1 {
                let k = class(&firsts[0][0]);
                if firsts.iter().all(|g| class(&g[0]) == k) {
                    let (alt, shared): (Vec<Pred>, Vec<Pred>) = last.into_iter().partition(|l| class(l) == k);
                    if !alt.is_empty() {
                        let mut alts: Vec<Pred> = firsts.into_iter().flatten().collect();
                        alts.extend(alt);
                        let mut all = shared;
                        all.push(Pred::Or(alts));
                        return Pred::And(all);
                    }
                }
            }
            Pred::Or(groups.iter().map(normalize).collect())
        }
        p => p.clone(),
    }
}

/// CR 110.5: "untapped artifact, creature, or land": a tapped status before the first of
/// several types is shared by all of them (And[untapped, Or[artifact, creature, land]]).
fn leading_status(groups: &[Pred]) -> Option<Pred> {
    let status = |p: &Pred| matches!(p, Pred::Tapped) || matches!(p, Pred::Not(inner) if **inner == Pred::Tapped);
    let first = leaves(&groups[0]);
    let (shared, alt): (Vec<Pred>, Vec<Pred>) = first.into_iter().partition(|l| status(l));
    let types = |v: &[Pred]| v.len() == 1 && class(&v[0]) == Class::Type;
    if shared.len() != 1 || !types(&alt) || !groups[1..].iter().all(|g| types(&leaves(g))) {
        return None;
    }
    let mut alts = alt;
    alts.extend(groups[1..].iter().cloned());
    Some(Pred::And(vec![shared[0].clone(), Pred::Or(alts)]))
}

/// "noncreature artifact or noncreature enchantment": qualities every alternative
/// repeats are taken out of them (A and S, or B and S: S, and A or B).
fn factor_shared(p: &Pred) -> Option<Pred> {
    let Pred::Or(groups) = p else { return None };
    if groups.len() < 2 || !groups.iter().all(|g| matches!(g, Pred::And(_))) {
        return None;
    }
    let all: Vec<Vec<Pred>> = groups.iter().map(leaves).collect();
    let shared: Vec<Pred> = all[0].iter().filter(|l| all[1..].iter().all(|g| g.contains(l))).cloned().collect();
    if shared.is_empty() {
        return None;
    }
    let mut rest = Vec::new();
    for g in all {
        let mut left: Vec<Pred> = g.into_iter().filter(|l| !shared.contains(l)).collect();
        rest.push(match left.len() {
            // "creature or green creature": not a list of alternatives.
            0 => return None,
            1 => left.pop()?,
            _ => Pred::And(left),
        });
    }
    let mut out = shared;
    out.push(normalize(&Pred::Or(rest)));
    Some(Pred::And(out))
}

/// A predicate tree as an `ObjectFilter` (controller relative to the ability's
/// controller).
pub fn filter(p: &Pred, span: &Span, cx_words: &dyn Fn(&Span) -> String) -> Lowered<ObjectFilter> {
    let mut f = ObjectFilter::default();
    let p = normalize(p);
    for leaf in leaves(&p) {
        add(&mut f, &leaf, span, cx_words)?;
    }
    // CR 205.3m: a creature type alone ("Elves you control") names creatures.
    if f.card_type.is_none() && f.props.creature_type.is_some() && f.props.one_of.is_empty() {
        f.card_type = Some(CardType::Creature);
    }
    Ok(f)
}

fn miss(span: &Span, what: impl Into<String>) -> Miss {
    Miss::new(span.clone(), format!("filter: {}", what.into()))
}

fn add(f: &mut ObjectFilter, p: &Pred, span: &Span, words: &dyn Fn(&Span) -> String) -> Lowered<()> {
    match p {
        Pred::True => {}
        Pred::And(v) => {
            for l in v {
                add(f, l, span, words)?;
            }
        }
        Pred::Type(t) => add_type(f, *t, span)?,
        Pred::Not(inner) => not(f, inner, span)?,
        Pred::Or(alts) => or(f, alts, span)?,
        Pred::Subtype(s) => subtype(f, s, span)?,
        Pred::Color(c) => f.props.colors.insert(*c),
        Pred::Colorless => f.props.colorless = Some(true),
        Pred::Multicolored => f.props.multicolored = true,
        Pred::Monocolored => f.props.monocolored = true,
        Pred::AnyBasicLandType => f.props.land_types = mw_types::ColorSet::ALL,
        Pred::Tapped => f.props.tapped = Some(true),
        Pred::Modified => f.props.modified = Some(true),
        Pred::State(w) => f.props.states.all |= state_bit(*w),
        Pred::Commander { yours } => f.props.commander = Some(*yours),
        Pred::Attacking => combat(f, InCombat::Attacking, span)?,
        Pred::Blocking => combat(f, InCombat::Blocking, span)?,
        Pred::Token => f.props.token = Some(true),
        Pred::Other => f.props.other = true,
        Pred::Supertype(Supertype::Legendary) => f.props.legendary = Some(true),
        Pred::Supertype(Supertype::Snow) => f.props.snow = Some(true),
        Pred::Supertype(Supertype::Basic) => f.props.basic = true,
        Pred::ControlledBy(who) => f.controller = controller(who, span)?,
        // CR 108.3: "cards you own", "permanents you own".
        Pred::OwnedBy(who) if matches!(**who, Np::Player(PlayerNp { who: PlayerWord::You, .. })) && f.controller == Controller::Any => {
            f.controller = Controller::Player { player: mw_ir::PlayerRef::You, owner: true };
        }
        Pred::HasKeyword(k) => {
            if f.props.with.is_some() {
                return Err(miss(span, "two keywords"));
            }
            f.props.with = Some(keyword(k, span)?);
        }
        // "with power greater than ~'s power" (less than): compared with the source's.
        Pred::Stat { stat: Stat::Power, cmp: Cmp::GreaterThan(AmountNp::StatOf(of, Stat::Power)) | Cmp::LessThan(AmountNp::StatOf(of, Stat::Power)) } if **of == Np::SelfRef && f.props.power_vs_source.is_none() => {
            f.props.power_vs_source = Some(matches!(p, Pred::Stat { cmp: Cmp::GreaterThan(_), .. }));
        }
        Pred::Stat { stat, cmp } => {
            let c = compare(cmp, span)?;
            let slot = match stat {
                Stat::Power => &mut f.props.power,
                Stat::Toughness => &mut f.props.toughness,
                Stat::PowerOrToughness => &mut f.props.power_or_toughness,
                Stat::ManaValue => &mut f.props.mana_value,
            };
            if slot.is_some() {
                return Err(miss(span, "two bounds"));
            }
            *slot = Some(c);
        }
        Pred::NamedSelf => f.props.named_source = true,
        Pred::HasCounter(Some(k)) => f.props.counter = Some(counter_kind(k, span)?),
        // CR 122.1: "has counters on it": any kind.
        Pred::HasCounter(None) => f.props.any_counter = true,
        Pred::GenericCost(costs) => {
            for &n in costs {
                if n >= 16 {
                    return Err(miss(span, "a mana cost above {15}"));
                }
                f.props.generic_cost |= 1 << n;
            }
        }
        Pred::Chosen(ChosenWord::Type) => f.props.chosen = Some(ChosenIs::Type),
        Pred::Chosen(ChosenWord::Color) => f.props.chosen = Some(ChosenIs::Color),
        Pred::Chosen(ChosenWord::Name) => f.props.chosen = Some(ChosenIs::Name),
        Pred::Chosen(ChosenWord::ManaValueParity) => f.props.chosen = Some(ChosenIs::ManaValueParity),
        Pred::DealtDamageThisTurn => f.props.dealt_damage = true,
        // CR 613.7d: entered after the turn began (its timestamp).
        Pred::EnteredThisTurn => f.props.entered_this_turn = true,
        // CR 701.38: only after a vote for objects of the same ability.
        Pred::MostVotes => f.props.most_votes = true,
        // Counted only (`amount::counted`): no object in a zone is such a creature.
        Pred::DiedThisTurn => return Err(miss(span, "that died this turn")),
        Pred::Words(s) => return Err(miss(s, words(s))),
        other => return Err(miss(span, format!("{other:?}").to_lowercase())),
    }
    Ok(())
}

fn add_type(f: &mut ObjectFilter, t: CardType, span: &Span) -> Lowered<()> {
    if f.card_type.is_none() {
        f.card_type = Some(t);
    } else if f.card_type == Some(t) {
    } else if f.props.also_type.is_none() {
        f.props.also_type = Some(t);
    } else {
        return Err(miss(span, "three card types"));
    }
    Ok(())
}

fn not(f: &mut ObjectFilter, inner: &Pred, span: &Span) -> Lowered<()> {
    match inner {
        Pred::Type(t) => {
            if f.not_type.is_none() {
                f.not_type = Some(*t);
            } else if f.props.also_not.is_none() {
                f.props.also_not = Some(*t);
            } else {
                return Err(miss(span, "three excluded types"));
            }
        }
        Pred::Color(c) => f.props.not_colors.insert(*c),
        Pred::HasCounter(Some(k)) => f.props.no_counter = Some(counter_kind(k, span)?),
        Pred::Colorless => f.props.colorless = Some(false),
        Pred::Tapped => f.props.tapped = Some(false),
        Pred::Modified => f.props.modified = Some(false),
        Pred::State(w) => f.props.states.none |= state_bit(*w),
        Pred::Token => f.props.token = Some(false),
        Pred::Supertype(Supertype::Legendary) => f.props.legendary = Some(false),
        Pred::Supertype(Supertype::Snow) => f.props.snow = Some(false),
        Pred::Supertype(Supertype::Basic) => f.props.nonbasic = true,
        // "other than a basic land card" (CR 205.4a).
        Pred::And(v) if v.len() == 2 && v.contains(&Pred::Supertype(Supertype::Basic)) && v.contains(&Pred::Type(CardType::Land)) => f.props.not_basic_land = true,
        // CR 205.3: "non-Human", "non-Aura", "non-Swamp".
        Pred::Subtype(s) => {
            let t = Subtype::from_name(s).ok_or_else(|| miss(span, format!("not subtype {s}")))?;
            if f.props.not_subtype.is_none() {
                f.props.not_subtype = Some(t);
            } else {
                let slot = f.props.also_not_subtypes.iter_mut().find(|s| s.is_none()).ok_or_else(|| miss(span, "five excluded subtypes"))?;
                *slot = Some(t);
            }
        }
        Pred::HasKeyword(k) => {
            if f.props.without.is_some() {
                return Err(miss(span, "two excluded keywords"));
            }
            f.props.without = Some(keyword(k, span)?);
        }
        Pred::ControlledBy(who) => {
            f.controller = match controller(who, span)? {
                Controller::You => Controller::NotYou,
                _ => return Err(miss(span, "not controlled by another player")),
            }
        }
        other => return Err(miss(span, format!("not {other:?}").to_lowercase())),
    }
    Ok(())
}

/// Alternatives: types ("artifact or enchantment"), colors ("white or blue"),
/// subtypes and types mixed ("an Elf, Swamp, or Forest card"), "attacking or blocking".
fn or(f: &mut ObjectFilter, alts: &[Pred], span: &Span) -> Lowered<()> {
    let flat: Vec<&Pred> = alts.iter().collect();
    if flat.iter().all(|p| matches!(p, Pred::Color(_))) {
        for p in flat {
            if let Pred::Color(c) = p {
                f.props.colors.insert(*c);
            }
        }
        return Ok(());
    }
    // "enchanted or equipped": one of the states will do.
    if flat.iter().all(|p| matches!(p, Pred::State(_))) && f.props.states.any == 0 {
        for p in flat {
            if let Pred::State(w) = p {
                f.props.states.any |= state_bit(*w);
            }
        }
        return Ok(());
    }
    if flat.len() == 2 && flat.contains(&&Pred::Attacking) && flat.contains(&&Pred::Blocking) {
        return combat(f, InCombat::AttackingOrBlocking, span);
    }
    // "an instant card or a card with flash": the type, or else the keyword.
    if let [Pred::Type(t), Pred::HasKeyword(k)] = flat.as_slice() {
        if f.card_type.is_none() && f.props.or_keyword.is_none() {
            f.card_type = Some(*t);
            f.props.or_keyword = Some(keyword(k, span)?);
            return Ok(());
        }
    }
    if flat.len() == 2 && f.card_type.is_none() {
        if let (Pred::Type(a), Pred::Type(b)) = (flat[0], flat[1]) {
            f.card_type = Some(*a);
            f.or_type = Some(*b);
            return Ok(());
        }
    }
    if !f.props.one_of.is_empty() {
        return Err(miss(span, "two lists of alternatives"));
    }
    for p in flat {
        let item = match p {
            Pred::Type(t) => OneOfItem::Type(*t),
            Pred::Subtype(s) => {
                if let Some(c) = crate::syntax::vocab::land_type(s) {
                    OneOfItem::Land(c)
                } else if let Some(t) = CreatureType::from_name(s) {
                    OneOfItem::Creature(t)
                } else if let Some(t) = Subtype::from_name(s) {
                    OneOfItem::Subtype(t)
                } else {
                    return Err(miss(span, format!("subtype {s}")));
                }
            }
            other => return Err(miss(span, format!("alternative {other:?}").to_lowercase())),
        };
        if !f.props.one_of.add(item) {
            return Err(miss(span, "too many alternatives"));
        }
    }
    Ok(())
}

/// CR 301.5, 303.4, 701.37b, 702.112b: a permanent state's bit.
fn state_bit(w: StateWord) -> u8 {
    match w {
        StateWord::Equipped => mw_ir::PermStates::EQUIPPED,
        StateWord::Enchanted => mw_ir::PermStates::ENCHANTED,
        StateWord::Monstrous => mw_ir::PermStates::MONSTROUS,
        StateWord::Renowned => mw_ir::PermStates::RENOWNED,
    }
}

fn subtype(f: &mut ObjectFilter, s: &str, span: &Span) -> Lowered<()> {
    if let Some(c) = crate::syntax::vocab::land_type(s) {
        f.props.land_types.insert(c);
        return Ok(());
    }
    if let Some(t) = CreatureType::from_name(s) {
        if f.props.creature_type.is_some() {
            return Err(miss(span, "two creature types"));
        }
        f.props.creature_type = Some(t);
        return Ok(());
    }
    if let Some(t) = Subtype::from_name(s) {
        match (f.props.subtype, f.props.also_subtype) {
            (None, _) => f.props.subtype = Some(t),
            // CR 205.3: "Urza's Power-Plant": both subtypes.
            (Some(_), None) if !f.props.either_subtype => f.props.also_subtype = Some(t),
            _ => return Err(miss(span, "three subtypes")),
        }
        return Ok(());
    }
    Err(miss(span, format!("subtype {s}")))
}

fn combat(f: &mut ObjectFilter, c: InCombat, span: &Span) -> Lowered<()> {
    if f.props.combat.is_some() {
        return Err(miss(span, "two combat qualities"));
    }
    f.props.combat = Some(c);
    Ok(())
}

/// Whose objects: "you control" → You; "an opponent controls", "your opponents
/// control" → NotYou; "defending player controls" → Defending.
pub fn controller(who: &Np, span: &Span) -> Lowered<Controller> {
    match who {
        Np::Player(PlayerNp { who: PlayerWord::You, .. }) => Ok(Controller::You),
        Np::Player(PlayerNp { who: PlayerWord::Opponent | PlayerWord::YourOpponents, det: Det::A | Det::Each | Det::Bare, .. }) => Ok(Controller::NotYou),
        Np::Player(PlayerNp { who: PlayerWord::Defending, .. }) => Ok(Controller::Defending),
        _ => Err(miss(span, "controlled by a named player")),
    }
}

pub fn keyword(k: &str, span: &Span) -> Lowered<mw_ir::Keyword> {
    mw_ir::Keyword::ALL.into_iter().find(|x| x.name() == k).ok_or_else(|| miss(span, format!("keyword {k}")))
}

/// A comparison with a fixed bound.
pub fn compare(c: &Cmp, span: &Span) -> Lowered<Compare> {
    let n = |a: &AmountNp| match a {
        AmountNp::N(n) if *n <= super::amount::MAX_NUMBER as u32 => Ok(*n as i32),
        _ => Err(miss(span, "a bound that isn't a number")),
    };
    Ok(match c {
        Cmp::AtMost(a) => Compare::AtMost(n(a)?),
        Cmp::AtLeast(a) => Compare::AtLeast(n(a)?),
        Cmp::LessThan(a) => Compare::AtMost(n(a)? - 1),
        Cmp::GreaterThan(a) => Compare::AtLeast(n(a)? + 1),
        Cmp::Equal(a) => {
            let v = n(a)?;
            Compare::Between(v as i16, v as i16)
        }
    })
}

/// A counter kind as written ("+1/+1", "charge").
fn counter_kind(k: &str, span: &Span) -> Lowered<mw_types::CounterKind> {
    mw_types::CounterKind::parse(k).ok_or_else(|| miss(span, format!("counter kind {k}")))
}
