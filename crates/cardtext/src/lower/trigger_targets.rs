//! Triggers on becoming a target (CR 603.2, 115.1): "whenever you or a permanent you
//! control becomes the target of a spell or ability an opponent controls", "whenever a
//! Sliver creature you control becomes …", "whenever you become …", the source's own
//! "whenever ~ becomes the target of [a spell or ability | an Aura spell | a spell] [you
//! control | an opponent controls] [for the first time each turn]" (ward's event among
//! them, CR 702.21a) and an Aura's "when enchanted creature becomes the target of …".
//! "That spell or ability" is the one that targeted; "that creature" the permanent
//! targeted, where the event is about permanents only.

use super::ctx::{Antecedent, Ctx, TriggerGives};
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Controller, ObjectFilter, Subject, Trigger};

fn miss(t: &TriggerNode, what: &str) -> Miss {
    Miss::new(t.span.clone(), format!("trigger: {what}"))
}

/// The spell or ability an event waits for: whose (`by`), spells passing a filter only
/// (None: any spell or ability), and "for the first time each turn".
struct Targeter {
    by: Controller,
    spells: Option<ObjectFilter>,
    first: bool,
}

/// What the trigger gives its instructions: the spell or ability, as "that spell or
/// ability" (or "that spell" where only spells are meant).
fn gives(spell: bool) -> TriggerGives {
    let noun = if spell { Noun::Spell } else { Noun::SpellOrAbility };
    let object = Antecedent { subject: Subject::Triggering, noun, types: Vec::new(), plural: false };
    TriggerGives { object: Some(object), player: false, card: false }
}

/// "you control" (`You`), "an opponent controls" (`NotYou`).
fn whose(p: &Np) -> Option<Controller> {
    match p {
        Np::Player(PlayerNp { who: PlayerWord::You, .. }) => Some(Controller::You),
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A }) => Some(Controller::NotYou),
        _ => None,
    }
}

/// "a spell or ability [you control | an opponent controls]", "a[n Aura | instant or
/// sorcery] spell [you control | an opponent controls]" and "for the first time each
/// turn" (`Arg::NthThisTurn(1)`); the event's other arguments are misses.
fn targeter(cx: &mut Ctx, t: &TriggerNode, args: &[Arg]) -> Lowered<Targeter> {
    let first = args.iter().any(|a| matches!(a, Arg::NthThisTurn(1)));
    let objects: Vec<&ObjNp> = args
        .iter()
        .filter_map(|a| match a {
            Arg::Object(Np::Objects(o)) => Some(o),
            _ => None,
        })
        .collect();
    let others = args.iter().any(|a| !matches!(a, Arg::Object(Np::Objects(_)) | Arg::NthThisTurn(1)));
    let ([o], false) = (objects.as_slice(), others) else { return Err(miss(t, "becomes the target of that")) };
    if o.det != Det::A || o.zone.is_some() || !matches!(o.noun, Noun::Spell | Noun::SpellOrAbility) {
        return Err(miss(t, "becomes the target of that"));
    }
    // Whose: a "controls" part of the phrase; the rest is what the spell is.
    let parts: Vec<Pred> = match &o.filter {
        Pred::And(ps) => ps.clone(),
        Pred::True => Vec::new(),
        p => vec![p.clone()],
    };
    let mut by = Controller::Any;
    let mut rest = Vec::new();
    for p in parts {
        match p {
            Pred::ControlledBy(who) if by == Controller::Any => by = whose(&who).ok_or_else(|| miss(t, "becomes the target of that player's"))?,
            p => rest.push(p),
        }
    }
    let spells = match (o.noun, rest.len()) {
        (Noun::SpellOrAbility, 0) => None,
        (Noun::Spell, n) => {
            let filter = match n {
                0 => Pred::True,
                1 => rest.remove(0),
                _ => Pred::And(rest),
            };
            let mut f = refs::obj_filter(cx, &ObjNp { filter, ..(*o).clone() })?;
            f.controller = Controller::Any;
            Some(f)
        }
        _ => return Err(miss(t, "becomes the target of that kind of ability")),
    };
    Ok(Targeter { by, spells, first })
}

/// Whether a spell filter names any spell ("a spell").
fn any_spell(cx: &mut Ctx, f: &ObjectFilter) -> bool {
    let any = ObjNp { span: 0..0, det: Det::A, noun: Noun::Spell, filter: Pred::True, zone: None, plural: false };
    refs::obj_filter(cx, &any).is_ok_and(|mut a| {
        a.controller = Controller::Any;
        a == *f
    })
}

/// The source's own event: "whenever ~ becomes the target of …": the wordings with a
/// trigger of their own (ward's event, anyone's spell or ability, anyone's spell), else
/// `Trigger::SelfTargeted`.
pub fn self_targeted(cx: &mut Ctx, t: &TriggerNode, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let Targeter { by, spells, first } = targeter(cx, t, args)?;
    let spell = spells.is_some();
    let any = spells.as_ref().is_some_and(|f| any_spell(cx, f));
    cx.targeting_item = true;
    let tr = match (by, &spells, first) {
        (Controller::NotYou, None, false) => Trigger::BecomesTargetOfOpponent,
        (Controller::Any, None, false) => Trigger::SelfBecomesTarget,
        (Controller::Any, Some(_), false) if any => Trigger::SelfBecomesTargetOfSpell,
        _ => Trigger::SelfTargeted { by, spells, first },
    };
    Ok((vec![tr], gives(spell)))
}

/// CR 603.2: "when enchanted creature becomes the target of a spell or ability": the
/// attached permanent's own event, with it as "that creature".
pub fn attached_targeted(cx: &mut Ctx, t: &TriggerNode, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let (ts, _) = self_targeted(cx, t, args)?;
    let ts = ts.into_iter().map(|tr| Trigger::Attached(Box::new(tr))).collect();
    let object = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: Vec::new(), plural: false };
    Ok((ts, TriggerGives { object: Some(object), player: false, card: false }))
}

/// "you", "a creature you control", "another permanent you control", "you or another
/// permanent you control" becoming the target of a spell or ability (an opponent
/// controls); "that creature" is the permanent where only permanents count.
pub fn becomes_target(cx: &mut Ctx, t: &TriggerNode, subject: &Np, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let Targeter { by, spells, first } = targeter(cx, t, args)?;
    if first {
        return Err(miss(t, "becomes the target of that for the first time"));
    }
    let you = |n: &Np| matches!(n, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    let permanents = |cx: &mut Ctx, n: &Np| -> Lowered<(ObjectFilter, Vec<mw_types::CardType>)> {
        match n {
            Np::Objects(o) if matches!(o.det, Det::A | Det::Another) && matches!(o.noun, Noun::Permanent) && o.zone.is_none() => {
                let mut o = o.clone();
                if o.det == Det::Another {
                    o.det = Det::A;
                    o.filter = Pred::And(vec![Pred::Other, o.filter]);
                }
                Ok((refs::obj_filter(cx, &o)?, refs::types_of(&o.filter)))
            }
            _ => Err(miss(t, "becomes the target: that subject")),
        }
    };
    let (you, permanents, types) = match subject {
        n if you(n) => (true, None, None),
        Np::Or(alts) if alts.len() == 2 && you(&alts[0]) => (true, Some(permanents(cx, &alts[1])?.0), None),
        n @ Np::Objects(_) => {
            let (f, types) = permanents(cx, n)?;
            (false, Some(f), Some(types))
        }
        _ => return Err(miss(t, "becomes the target: that subject")),
    };
    cx.targeting_item = true;
    let spell = spells.is_some();
    let tr = Trigger::BecomesTargetOf { you, permanents, by, spells };
    match types {
        // "that creature": the permanent targeted (the spell or ability is still "that
        // spell or ability" to a counter instruction).
        Some(types) => {
            let object = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types, plural: false };
            Ok((vec![tr], TriggerGives { object: Some(object), player: false, card: false }))
        }
        // "it" would be a player or a permanent: a miss, never the source.
        None => {
            cx.it_is_source = false;
            Ok((vec![tr], gives(spell)))
        }
    }
}
