//! Noun phrases into the IR's references: targets announced (CR 115, 601.2c), the source
//! (CR 109.5), antecedents of pronouns, groups ("each creature", CR 608.2c), players.

use super::ctx::{Antecedent, Ctx};
use super::filter;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{ObjectFilter, PlayerRef, Relation, Relative, Subject, TargetKind, TargetSpec};
use mw_types::CardType;

/// What an object phrase names.
#[derive(Clone, Debug, PartialEq)]
pub enum Objs {
    /// One object (the source, a target, an antecedent).
    One(Subject),
    /// Several targets of one word "target" ("two target creatures").
    Targets(Vec<u8>),
    /// Every object matching a filter (CR 608.2c: "each creature", "all artifacts"),
    /// with a quality checked as the instruction begins.
    Each(ObjectFilter, Option<Relative>),
    /// Several phrases joined by "and": "target creature and all other creatures with
    /// the same name as that creature".
    Several(Vec<Objs>),
}

pub fn span_of(np: &Np) -> Span {
    match np {
        Np::Objects(o) => o.span.clone(),
        Np::Ref(r) => r.span.clone(),
        Np::Unknown(u) => u.span.clone(),
        _ => 0..0,
    }
}

/// The filter of an object phrase (its head noun and predicates).
pub fn obj_filter(cx: &Ctx, o: &ObjNp) -> Lowered<ObjectFilter> {
    let words = |s: &Span| cx.words(s).to_string();
    let mut f = filter::filter(&o.filter, &o.span, &words)?;
    if o.noun == Noun::Token {
        f.props.token = Some(true);
    }
    Ok(f)
}

/// An object phrase as objects an instruction acts on. `default_noun_permanent`: where a
/// bare card phrase is a permanent.
pub fn objects(cx: &mut Ctx, np: &Np) -> Lowered<Objs> {
    match np {
        Np::SelfRef => Ok(Objs::One(Subject::This)),
        Np::Attached { noun: Noun::Permanent, .. } => {
            // "tap enchanted creature. It deals damage to you equal to its power": the
            // enchanted creature is the antecedent of what follows (CR 608.2h).
            cx.push_ref(Antecedent { subject: Subject::Attached, noun: Noun::Permanent, types: Vec::new(), plural: false });
            Ok(Objs::One(Subject::Attached))
        }
        // "They gain haste": the tokens an instruction created, as a group (CR 608.2c).
        Np::Ref(r) if names_created(cx, r) => {
            // A delayed trigger resolves on its own: it knows no tokens "created this way"
            // (CR 603.7c would need them fixed as it is created).
            if cx.in_delayed() {
                return Err(Miss::new(r.span.clone(), "reference: tokens created, from a delayed trigger"));
            }
            let mut f = ObjectFilter::default();
            f.props.created_this_way = true;
            Ok(Objs::Each(f, None))
        }
        // "those creatures": the objects the last group instruction acted on, still
        // there (CR 608.2c, 400.7); a delayed trigger resolves on its own and knows none.
        Np::Ref(r) if r.plural && found(cx, r).is_some_and(|a| a.subject == super::ctx::GROUP) => {
            if cx.in_delayed() {
                return Err(Miss::new(r.span.clone(), "reference: a group acted on, from a delayed trigger"));
            }
            let mut f = ObjectFilter::default();
            f.props.in_group_this_way = true;
            cx.group_refs += 1;
            Ok(Objs::Each(f, None))
        }
        // "gain control of those permanents": the permanents the triggering spell
        // targets, as a group (CR 115.1, 608.2c).
        Np::Ref(r) if found(cx, r).is_some_and(|a| a.subject == super::ctx::TARGETED) => Ok(Objs::Each(ObjectFilter::default(), Some(Relative::TargetOf(Subject::Triggering)))),
        Np::Ref(r) => reference(cx, r).map(|a| match a.subject {
            // "… each of up to three target creatures. Untap them.": every target of
            // that word (announced together, the ones after the first `distinct`).
            // "choose target A and target B. … those creatures": both targets.
            Subject::Target(i) if r.plural && a.plural && cx.joint.is_some_and(|(f, _)| f == i) => {
                let (f, l) = cx.joint.unwrap_or((i, i));
                Objs::Targets((f..=l).collect())
            }
            Subject::Target(i) if r.plural && a.plural => {
                let more = cx.targets().iter().skip(i as usize + 1).take_while(|t| t.distinct).count();
                Objs::Targets((i..=i + more as u8).collect())
            }
            s => Objs::One(s),
        }),
        Np::And(items) => {
            // References in a list ("that card and the sacrificed card") may name one
            // object twice once resolved (inside a delayed trigger both are its object):
            // not lowered.
            if items.iter().any(|i| matches!(i, Np::Ref(_))) {
                return Err(Miss::new(span_of(np), "object: a list naming earlier objects"));
            }
            let mut all = Vec::new();
            for item in items {
                match objects(cx, item)? {
                    Objs::Several(v) => all.extend(v),
                    one => all.push(one),
                }
            }
            Ok(Objs::Several(all))
        }
        Np::Objects(o) => match o.det {
            Det::Target { count, other } => {
                let (pred, only) = split_relative(cx, &o.filter, &o.span)?;
                let (pred, only) = controlled_by_target(cx, pred, only, &o.span)?;
                let kind = target_kind(cx, &ObjNp { filter: pred, ..o.clone() })?;
                let ids = announce(cx, kind, count, other, only, &o.span)?;
                if matches!(o.zone, Some(ZoneNp { zone: ZoneWord::SingleGraveyard, .. })) {
                    single_graveyard(cx, &ids, &o.span)?;
                }
                // "target permanent an opponent controls. That player …": its controller
                // (as it last existed, CR 608.2h).
                if ids.len() == 1 && names_opponent(&o.filter) {
                    cx.push_player(PlayerRef::ControllerOfIt(Some(ids[0])));
                }
                let types = antecedent_types(&o.filter);
                cx.push_ref(Antecedent { subject: Subject::Target(ids[0]), noun: o.noun, types, plural: ids.len() > 1 });
                Ok(if ids.len() == 1 { Objs::One(Subject::Target(ids[0])) } else { Objs::Targets(ids) })
            }
            Det::Each | Det::Bare if o.zone.is_none() || is_battlefield(&o.zone) => {
                let (pred, only) = split_relative(cx, &o.filter, &o.span)?;
                let (pred, whose) = named_player(cx, &pred)?;
                let mut f = obj_filter(cx, &ObjNp { filter: pred, ..o.clone() })?;
                if let Some(w) = whose {
                    f.controller = w;
                }
                if matches!(o.noun, Noun::Spell | Noun::Card | Noun::SpellOrPermanent) {
                    return Err(Miss::new(o.span.clone(), "object: each spell or card"));
                }
                if f.card_type.is_none() && o.noun == Noun::Permanent && matches!(o.filter, Pred::True) {
                    f = ObjectFilter::default();
                }
                // "those creatures" after it: settled by the clause (`Ctx::settle_group`).
                cx.push_ref(Antecedent { subject: super::ctx::GROUP_UNSETTLED, noun: o.noun, types: types_of(&o.filter), plural: true });
                Ok(Objs::Each(f, only))
            }
            Det::The if o.zone.is_none() && matches!(o.noun, Noun::Permanent | Noun::None) => the_target(cx, o).map(Objs::One),
            _ => Err(Miss::new(o.span.clone(), format!("object: {:?} determiner", o.det).to_lowercase())),
        },
        Np::AnyTarget { other, filter, count } => {
            // CR 120: the one quality a player and a permanent may both have here.
            let only = match filter {
                Pred::True => None,
                Pred::DealtDamageThisTurn => Some(Relative::DealtDamageThisTurn),
                _ => return Err(Miss::new(span_of(np), "object: any target with a quality")),
            };
            let ids = announce(cx, TargetKind::Any, *count, *other, only, &span_of(np))?;
            cx.push_ref(Antecedent { subject: Subject::Target(ids[0]), noun: Noun::None, types: Vec::new(), plural: ids.len() > 1 });
            Ok(if ids.len() == 1 { Objs::One(Subject::Target(ids[0])) } else { Objs::Targets(ids) })
        }
        other => Err(Miss::new(span_of(other), format!("object: {}", np_kind(other)))),
    }
}

/// "the creature you control" after "choose target creature you control and target
/// creature you don't control": the one permanent target announced before whose type and
/// controller are the phrase's (CR 115.1; none or several such targets is a miss).
fn the_target(cx: &mut Ctx, o: &ObjNp) -> Lowered<Subject> {
    let f = obj_filter(cx, o)?;
    let named = |t: &TargetSpec| match &t.kind {
        TargetKind::Permanent(tf) => tf.controller == f.controller && tf.card_type == f.card_type && f.controller != mw_ir::Controller::Any,
        _ => false,
    };
    let mut found = cx.targets().iter().enumerate().filter(|(_, t)| named(t)).map(|(i, _)| i as u8);
    match (found.next(), found.next()) {
        (Some(id), None) if f == ObjectFilter { controller: f.controller, card_type: f.card_type, ..ObjectFilter::default() } => Ok(Subject::Target(id)),
        _ => Err(Miss::new(o.span.clone(), "object: the determiner")),
    }
}

/// The qualities of a predicate that depend on the spell or ability asking, taken out
/// of it: a mana value compared with X or a count ("with mana value X or less", CR
/// 107.3), the name of an object named before ("all other creatures with the same name
/// as that creature", CR 201.2: "other" then means other than that object).
pub(super) fn split_relative(cx: &mut Ctx, p: &Pred, span: &Span) -> Lowered<(Pred, Option<Relative>)> {
    let leaves = match p {
        Pred::And(v) => v.clone(),
        p => vec![p.clone()],
    };
    let mut rest = Vec::new();
    let mut only = None;
    for leaf in leaves {
        let r = match &leaf {
            Pred::Stat { stat: Stat::ManaValue, cmp } => {
                let (relation, a) = match cmp {
                    Cmp::AtMost(a) => (Relation::AtMost, a),
                    Cmp::AtLeast(a) => (Relation::AtLeast, a),
                    Cmp::Equal(a) => (Relation::Equal, a),
                    Cmp::LessThan(a) => (Relation::Less, a),
                    Cmp::GreaterThan(a) => (Relation::Greater, a),
                };
                if matches!(a, AmountNp::N(_)) {
                    rest.push(leaf);
                    continue;
                }
                let amount = super::amount::amount(cx, a, span)?;
                // The colors spent are the spell's; a permanent's ability asking later
                // would see none.
                if matches!(amount, mw_ir::Amount::Count { of: mw_ir::Counted::ColorsSpent, .. }) {
                    return Err(Miss::new(span.clone(), "filter: mana value against the colors spent"));
                }
                Relative::ManaValue { relation, amount }
            }
            // CR 115.1: "that targets one or more permanents".
            Pred::Targets(np) => match &**np {
                Np::Objects(o) if matches!(o.det, Det::Bare | Det::A) && o.noun == Noun::Permanent && o.zone.is_none() => Relative::Targets(obj_filter(cx, o)?),
                _ => return Err(Miss::new(span.clone(), "filter: targets that")),
            },
            Pred::SameNameAs(np) => match &**np {
                Np::Ref(r) => Relative::SameNameAs { of: reference(cx, r)?.subject, other: false },
                _ => return Err(Miss::new(span.clone(), "filter: the same name as an object that isn't named before")),
            },
            // CR 509.1h: "each creature blocking or blocked by ~".
            Pred::InCombatWith { of, blocking, blocked } => match &**of {
                Np::SelfRef => Relative::InCombatWith { of: Subject::This, blocking: *blocking, blocked: *blocked },
                Np::Ref(r) if !r.plural => Relative::InCombatWith { of: reference(cx, r)?.subject, blocking: *blocking, blocked: *blocked },
                _ => return Err(Miss::new(span.clone(), "filter: in combat with an object that isn't named before")),
            },
            // CR 301.5, 303.4: "all Equipment attached to that creature".
            Pred::AttachedTo(np) => match &**np {
                // "all Auras attached to them" after several targets: each target's,
                // which one subject can't say.
                Np::Ref(r) if !r.plural => Relative::AttachedTo(reference(cx, r)?.subject),
                _ => return Err(Miss::new(span.clone(), "filter: attached to an object that isn't named before")),
            },
            _ => {
                rest.push(leaf);
                continue;
            }
        };
        if only.is_some() {
            return Err(Miss::new(span.clone(), "filter: two qualities checked as it resolves"));
        }
        only = Some(r);
    }
    if let Some(Relative::SameNameAs { other, .. }) = &mut only {
        *other = rest.contains(&Pred::Other);
        rest.retain(|l| *l != Pred::Other);
    }
    let pred = match rest.len() {
        0 => Pred::True,
        1 => rest.remove(0),
        _ => Pred::And(rest),
    };
    Ok((pred, only))
}

/// CR 601.2c: "target creature that player controls", "… that player or that
/// planeswalker's controller controls": controlled by the player an earlier target of
/// the same spell or ability names (`Relative::ControlledBy`), taken out of the
/// predicate.
fn controlled_by_target(cx: &mut Ctx, p: Pred, only: Option<Relative>, span: &Span) -> Lowered<(Pred, Option<Relative>)> {
    let names_player = |who: &Np| matches!(who, Np::Or(_) | Np::Player(PlayerNp { who: PlayerWord::That, .. }));
    let leaves = match p {
        Pred::And(v) => v,
        p => vec![p],
    };
    let mut rest = Vec::new();
    let mut only = only;
    for leaf in leaves {
        let Pred::ControlledBy(who) = &leaf else {
            rest.push(leaf);
            continue;
        };
        if !names_player(who) {
            rest.push(leaf);
            continue;
        }
        let p = player(cx, who)?;
        // CR 603.3d: a trigger's "that player" (the event's) is known as its targets are
        // chosen: "destroy target artifact that player controls".
        let event_player = p == PlayerRef::ThatPlayer && cx.trigger.player && !cx.in_delayed();
        if !matches!(p, PlayerRef::Target(_) | PlayerRef::TargetOrController(_)) && !event_player {
            return Err(Miss::new(span.clone(), "filter: controlled by a player named before that isn't a target"));
        }
        if only.is_some() {
            return Err(Miss::new(span.clone(), "filter: two qualities checked as it resolves"));
        }
        only = Some(Relative::ControlledBy(p));
    }
    let pred = match rest.len() {
        0 => Pred::True,
        1 => rest.remove(0),
        _ => Pred::And(rest),
    };
    Ok((pred, only))
}

/// "all artifacts target player owns", "each creature that player controls": the player
/// a group's "controls"/"owns" names, taken out of the predicate and resolved here (a
/// target announced, an antecedent found); the rest of the predicate is returned.
fn named_player(cx: &mut Ctx, p: &Pred) -> Lowered<(Pred, Option<mw_ir::Controller>)> {
    let leaves = match p {
        Pred::And(v) => v.clone(),
        p => vec![p.clone()],
    };
    let mut rest = Vec::new();
    let mut whose = None;
    for leaf in leaves {
        let (who, owner) = match &leaf {
            Pred::ControlledBy(who) => (who, false),
            Pred::OwnedBy(who) => (who, true),
            _ => {
                rest.push(leaf);
                continue;
            }
        };
        // Players the filter itself names ("you control", "an opponent controls").
        let plain = !owner && filter::controller(who, &(0..0)).is_ok();
        if plain || whose.is_some() || !matches!(**who, Np::Player(_) | Np::PlayerOf { .. } | Np::Or(_)) {
            rest.push(leaf);
            continue;
        }
        let player = player(cx, who)?;
        whose = Some(mw_ir::Controller::Player { player, owner });
    }
    let pred = match rest.len() {
        0 => Pred::True,
        1 => rest.remove(0),
        _ => Pred::And(rest),
    };
    Ok((pred, whose))
}

pub(super) fn is_battlefield(z: &Option<ZoneNp>) -> bool {
    matches!(z, Some(ZoneNp { zone: ZoneWord::Battlefield, .. }))
}

/// One object (a group or several targets is a miss).
pub fn one(cx: &mut Ctx, np: &Np) -> Lowered<Subject> {
    match objects(cx, np)? {
        Objs::One(s) => Ok(s),
        _ => Err(Miss::new(span_of(np), "object: a group where one object is meant")),
    }
}

pub fn np_kind(np: &Np) -> &'static str {
    match np {
        Np::SelfRef => "self",
        Np::PlayerOf { .. } => "a player of an object",
        Np::Player(_) => "a player",
        Np::Objects(_) => "objects",
        Np::Ref(_) => "a reference",
        Np::AnyTarget { .. } => "any target",
        Np::Or(_) => "alternatives",
        Np::And(_) => "a list",
        Np::AndOr(_) => "cards of several kinds, each optional",
        Np::Attached { .. } => "the attached object",
        Np::Top { .. } => "the top of a library",
        Np::Until { .. } => "cards revealed from a library until one is found",
        Np::Token(_) => "a token",
        Np::ZoneCards(_) => "the cards of a zone",
        Np::ActivatedAbilitiesOf(_) => "activated abilities",
        Np::PlayersWho { .. } => "players who",
        Np::Votes(_) => "votes",
        Np::Unknown(_) => "unknown",
    }
}

/// Whether a predicate says an opponent controls the object ("… an opponent controls").
fn names_opponent(p: &Pred) -> bool {
    match p {
        Pred::And(v) => v.iter().any(names_opponent),
        Pred::ControlledBy(who) => matches!(**who, Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A, .. })),
        _ => false,
    }
}

/// The card types a predicate requires (for "that creature" to find its antecedent).
pub fn types_of(p: &Pred) -> Vec<mw_types::CardType> {
    match p {
        Pred::Type(t) => vec![*t],
        Pred::And(v) => v.iter().flat_map(types_of).collect(),
        Pred::Or(v) => v.iter().flat_map(types_of).collect(),
        _ => Vec::new(),
    }
}

/// The card types an antecedent phrase names, for "that creature" to find it: its
/// types, and the type each subtype belongs to (CR 205.3d: "target Equipment" is an
/// artifact, so "that creature" after it isn't the Equipment).
fn antecedent_types(p: &Pred) -> Vec<mw_types::CardType> {
    match p {
        Pred::And(v) | Pred::Or(v) => v.iter().flat_map(antecedent_types).collect(),
        Pred::Subtype(s) => {
            use mw_types::{CardType as T, SubtypeKind as K};
            match mw_types::Subtype::from_name(s).map(|t| t.kind()) {
                Some(K::Artifact) => vec![T::Artifact],
                Some(K::Enchantment) => vec![T::Enchantment],
                Some(K::Land) => vec![T::Land],
                Some(K::Planeswalker) => vec![T::Planeswalker],
                Some(K::Creature) => vec![T::Creature],
                Some(K::Battle) => vec![T::Battle],
                Some(K::Spell) | None => Vec::new(),
            }
        }
        p => types_of(p),
    }
}

/// CR 115.1: what may be chosen as the target.
fn target_kind(cx: &Ctx, o: &ObjNp) -> Lowered<TargetKind> {
    let f = obj_filter(cx, o)?;
    match (o.noun, &o.zone) {
        (Noun::Permanent | Noun::Token | Noun::None, None) => Ok(TargetKind::Permanent(f)),
        (Noun::Permanent | Noun::Token, Some(ZoneNp { zone: ZoneWord::Battlefield, .. })) => Ok(TargetKind::Permanent(f)),
        (Noun::Spell, None) => Ok(TargetKind::Spell(f)),
        (Noun::SpellOrPermanent, None) => Ok(TargetKind::SpellOrPermanent(f)),
        (Noun::Card, Some(ZoneNp { zone: ZoneWord::Graveyard, whose })) => match whose.as_deref() {
            Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Ok(TargetKind::CardInYourGraveyard(f)),
            None | Some(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::Player, .. })) => Ok(TargetKind::CardInAGraveyard(f)),
            Some(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::Opponent, .. })) => {
                Ok(TargetKind::CardInAGraveyard(ObjectFilter { controller: mw_ir::Controller::NotYou, ..f }))
            }
            _ => Err(Miss::new(o.span.clone(), "target: a card in that graveyard")),
        },
        (Noun::Card, Some(ZoneNp { zone: ZoneWord::SingleGraveyard, whose: None })) => Ok(TargetKind::CardInAGraveyard(f)),
        _ => Err(Miss::new(o.span.clone(), format!("target: {:?} in {:?}", o.noun, o.zone.as_ref().map(|z| z.zone)).to_lowercase())),
    }
}

/// CR 404.2: "… target cards from a single graveyard": every target after the first
/// owned by the first one's owner (a graveyard holds only its owner's cards).
fn single_graveyard(cx: &mut Ctx, ids: &[u8], span: &Span) -> Lowered<()> {
    let Some((&first, rest)) = ids.split_first() else { return Ok(()) };
    let same = Relative::OwnedBy(PlayerRef::OwnerOf(Subject::Target(first)));
    for &id in rest {
        let Some(spec) = cx.target_mut(id) else { continue };
        if spec.only.is_some() {
            return Err(Miss::new(span.clone(), "filter: two qualities checked as it resolves"));
        }
        spec.only = Some(same);
    }
    Ok(())
}

/// The most targets "any number of target …" and "up to X target …" announce.
/// FIXME(CR 601.2c): any number has no bound; more objects than this can't all be chosen.
const ANY_NUMBER_OF_TARGETS: u32 = 8;

/// Announces the targets of one word "target" (CR 115.1, 601.2c): one spec each,
/// distinct after the first; "up to" makes them optional; "up to X" offers only as many
/// as the X announced before them (CR 601.2b).
fn announce(cx: &mut Ctx, kind: TargetKind, count: Count, other: bool, only: Option<Relative>, span: &Span) -> Lowered<Vec<u8>> {
    let (min, max, by_x, exact_x) = match (count.min, count.max) {
        (CountNum::N(a), CountNum::N(b)) if b >= 1 && b <= 10 => (a, b, false, false),
        // "any number of target spells" (CR 601.2c: any number, none included).
        (CountNum::N(0), CountNum::Any) => (0, ANY_NUMBER_OF_TARGETS, false, false),
        (CountNum::N(0), CountNum::X) => (0, ANY_NUMBER_OF_TARGETS, true, false),
        // CR 601.2b–c: "X target creatures" of a spell: exactly the X announced with it
        // (the engine offers no X above the targets it could choose).
        (CountNum::X, CountNum::X) if cx.spell && cx.x_defined.is_none() => (0, ANY_NUMBER_OF_TARGETS, true, true),
        _ => return Err(Miss::new(span.clone(), "target: a variable number of targets")),
    };
    let mut ids = Vec::new();
    for k in 0..max {
        let below_x = by_x.then_some(k as u8);
        let spec = TargetSpec { kind: kind.clone(), other, optional: k >= min, distinct: k > 0, only, below_x, exact_x, chooser: None };
        ids.push(cx.push_target(spec));
    }
    Ok(ids)
}

/// A pronoun or definite description: its antecedent.
pub fn reference(cx: &mut Ctx, r: &RefNp) -> Lowered<Antecedent> {
    match found(cx, r) {
        Some(a) if a.subject == super::ctx::UNNAMEABLE => Err(Miss::new(r.span.clone(), "reference: the card a search found")),
        Some(a) if a.subject == super::ctx::CREATED => Err(Miss::new(r.span.clone(), "reference: one of the tokens created")),
        Some(a) if a.subject == super::ctx::TARGETED => Err(Miss::new(r.span.clone(), "reference: the permanents a spell targets")),
        Some(a) if a.subject == super::ctx::GROUP => Err(Miss::new(r.span.clone(), "reference: one of a group acted on")),
        Some(a) if a.subject == super::ctx::GROUP_UNSETTLED => Err(Miss::new(r.span.clone(), "reference: a group not acted on one by one")),
        Some(a) => Ok(a),
        None => Err(Miss::new(r.span.clone(), format!("reference: {:?} {:?}", r.word, r.noun).to_lowercase())),
    }
}

/// Whether a reference names the several tokens an instruction just created.
pub fn names_created(cx: &Ctx, r: &RefNp) -> bool {
    found(cx, r).is_some_and(|a| a.subject == super::ctx::CREATED)
}

/// The antecedent a reference word finds, if any.
fn found(cx: &Ctx, r: &RefNp) -> Option<Antecedent> {
    match r.word {
        RefWord::It | RefWord::Itself => cx.it(r.plural),
        RefWord::That if r.plural => cx.those(r.noun, &r.types),
        RefWord::That => cx.that(r.noun, &r.types),
        RefWord::Sacrificed => Some(Antecedent { subject: Subject::Triggering, noun: r.noun, types: r.types.clone(), plural: false }),
        _ => None,
    }
}

/// A player phrase as a `PlayerRef`, announcing a target for "target player".
pub fn player(cx: &mut Ctx, np: &Np) -> Lowered<PlayerRef> {
    let span = span_of(np);
    match np {
        Np::Player(p) => match (p.det, p.who) {
            (_, PlayerWord::You) if cx.acting => Err(Miss::new(span, "player: you inside another player's instruction")),
            (_, PlayerWord::You) => Ok(PlayerRef::You),
            (Det::Target { count, other: false }, w @ (PlayerWord::Player | PlayerWord::Opponent))
                if count == Count::exactly(1) || count == Count::up_to(CountNum::N(1)) =>
            {
                let kind = if w == PlayerWord::Player { TargetKind::Player } else { TargetKind::Opponent };
                // "up to one target player" (CR 115.1, 601.2c): it may be left unchosen.
                let optional = count != Count::exactly(1);
                let i = cx.push_target(TargetSpec { optional, ..TargetSpec::new(kind) });
                cx.push_player(PlayerRef::Target(i));
                Ok(PlayerRef::Target(i))
            }
            (Det::Each, PlayerWord::Opponent) | (_, PlayerWord::YourOpponents) => Ok(PlayerRef::EachOpponent),
            (Det::Each, PlayerWord::Player) => Ok(PlayerRef::EachPlayer),
            (_, PlayerWord::Defending) => Ok(PlayerRef::DefendingPlayer),
            (_, PlayerWord::That) => cx.that_player().ok_or_else(|| Miss::new(span, "player: that player with no antecedent")),
            (Det::The, PlayerWord::Chosen) if cx.chose_player => Ok(PlayerRef::Chosen),
            (_, PlayerWord::First) => cx.first_player.ok_or_else(|| Miss::new(span, "player: the first player with no chooser")),
            _ => Err(Miss::new(span, format!("player: {:?} {:?}", p.det, p.who).to_lowercase())),
        },
        Np::PlayerOf { of, rel } => controller_of(cx, of, *rel),
        Np::Or(alts) => player_or_controller(cx, alts, span),
        // "whenever an opponent draws a card, they lose 2 life": "they" in a player's
        // place is the event's player, when no object could be meant.
        Np::Ref(RefNp { word: RefWord::It, plural: true, .. }) if cx.it(true).is_none() => {
            cx.that_player().ok_or_else(|| Miss::new(span, "player: they with no antecedent"))
        }
        _ => Err(Miss::new(span, format!("player: {}", np_kind(np)))),
    }
}

/// CR 115.1: "target player or planeswalker" ("target opponent or planeswalker"): one
/// target of either kind, then "that player" (if a player was chosen) and "that
/// planeswalker" (if one was); and "that player or planeswalker" naming that target again.
/// None: other alternatives.
pub fn player_or_planeswalker(cx: &mut Ctx, alts: &[Np]) -> Lowered<Option<u8>> {
    let [Np::Player(p), Np::Objects(o)] = alts else { return Ok(None) };
    if o.noun != Noun::Permanent || o.filter != Pred::Type(CardType::Planeswalker) || o.zone.is_some() {
        return Ok(None);
    }
    match (p.det, p.who, o.det) {
        (Det::Target { count, other: false }, w @ (PlayerWord::Player | PlayerWord::Opponent), Det::Target { count: c2, other: false })
            if count == Count::exactly(1) && c2 == count =>
        {
            let kind = if w == PlayerWord::Player { TargetKind::PlayerOrPlaneswalker } else { TargetKind::OpponentOrPlaneswalker };
            let i = cx.push_target(TargetSpec::new(kind));
            cx.push_player(PlayerRef::Target(i));
            cx.push_ref(Antecedent { subject: Subject::Target(i), noun: Noun::Permanent, types: vec![CardType::Planeswalker], plural: false });
            Ok(Some(i))
        }
        (_, PlayerWord::That, Det::That) => {
            let player = cx.that_player();
            let walker = cx.that(Noun::Permanent, &[CardType::Planeswalker]).map(|a| a.subject);
            match (player, walker) {
                (Some(PlayerRef::Target(i)), Some(Subject::Target(j)))
                    if i == j && matches!(cx.targets().get(i as usize).map(|t| &t.kind), Some(TargetKind::PlayerOrPlaneswalker | TargetKind::OpponentOrPlaneswalker)) =>
                {
                    Ok(Some(i))
                }
                _ => Err(Miss::new(o.span.clone(), "player: that player or planeswalker naming no such target")),
            }
        }
        _ => Ok(None),
    }
}

/// "that player or that permanent's controller" / "… that planeswalker's controller":
/// after a target that may be a player or a permanent ("any target", "target player or
/// planeswalker"), the player chosen or the permanent's controller (CR 608.2h).
fn player_or_controller(cx: &mut Ctx, alts: &[Np], span: Span) -> Lowered<PlayerRef> {
    let [Np::Player(PlayerNp { who: PlayerWord::That, .. }), Np::PlayerOf { of, rel: PlayerRel::Controller }] = alts else {
        return Err(Miss::new(span, "player: one of several players"));
    };
    let Np::Ref(r @ RefNp { word: RefWord::That, .. }) = &**of else { return Err(Miss::new(span, "player: one of several players")) };
    let i = match reference(cx, r)?.subject {
        Subject::Target(i) => i,
        _ => return Err(Miss::new(span, "player: that player or the controller of no target")),
    };
    // The same target must be able to be a player.
    match cx.targets().get(i as usize).map(|t| &t.kind) {
        Some(TargetKind::Any | TargetKind::PlayerOrPlaneswalker | TargetKind::OpponentOrPlaneswalker) => Ok(PlayerRef::TargetOrController(i)),
        _ => Err(Miss::new(span, "player: that player or the controller of a target that can't be a player")),
    }
}

/// CR 607.2a: "the exiled card" in a permanent's ability names what a linked ability of
/// the same object exiled (`link_exiles` checks there is exactly one such exile). Read
/// only where the IR says so in a way `link_exiles` can see: an amount of it, its owner.
pub fn linked_exiled(cx: &Ctx, np: &Np) -> Option<Subject> {
    let linked = matches!(np, Np::Ref(RefNp { word: RefWord::Exiled, noun: Noun::Card, plural: false, .. }));
    (linked && !cx.spell).then_some(Subject::LinkedExiled)
}

/// "its controller", "that creature's controller" (CR 608.2h: as it last existed);
/// "its owner" (CR 108.3).
fn controller_of(cx: &mut Ctx, of: &Np, rel: PlayerRel) -> Lowered<PlayerRef> {
    if let Some(s) = linked_exiled(cx, of).filter(|_| rel == PlayerRel::Owner) {
        super::casting::name_linked(cx);
        return Ok(PlayerRef::OwnerOf(s));
    }
    let s = match of {
        Np::Ref(r) => reference(cx, r)?.subject,
        Np::Objects(o) if matches!(o.det, Det::Target { .. }) => one(cx, of)?,
        _ => return Err(Miss::new(span_of(of), "player: controller of a group")),
    };
    let owner = rel == PlayerRel::Owner;
    match s {
        Subject::Target(i) if owner => Ok(PlayerRef::OwnerOfIt(Some(i))),
        Subject::Triggering if owner => Ok(PlayerRef::OwnerOfIt(None)),
        // CR 108.3: "its owner" of the source, wherever it is now.
        Subject::This if owner => Ok(PlayerRef::OwnerOf(Subject::This)),
        Subject::Target(i) => Ok(PlayerRef::ControllerOfIt(Some(i))),
        Subject::Triggering => Ok(PlayerRef::ControllerOfIt(None)),
        Subject::This => Ok(PlayerRef::You),
        _ => Err(Miss::new(span_of(of), "player: controller of that object")),
    }
}
