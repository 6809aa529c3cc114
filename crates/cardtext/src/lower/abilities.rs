//! Ability lines (CR 113) into IR abilities: activated (CR 602) and mana abilities (CR
//! 605), triggered (CR 603), chapters (CR 714), keywords (CR 702).

use super::ctx::{Ctx, TriggerGives};
use super::{effects, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::ability::{ActivatedAbility, ManaAbility, SpellAbility, Timing, TriggeredAbility};
use mw_ir::activation::{ActivationLimit, TurnPart};
use mw_ir::{Ability, Effect, ManaProduction, Trigger};

/// CR 602.5b / 606.3: restrictions on activating, as sentences of the ability.
#[derive(Default)]
struct Restrictions<'s> {
    timing: Option<Timing>,
    once_per_turn: bool,
    /// "no more than twice each turn", "only once".
    limit: Option<ActivationLimit>,
    any_player: bool,
    /// CR 602.5e: "Activate only as an instant" (the default timing of an activated
    /// ability; for a mana ability, only with priority).
    as_instant: bool,
    /// "activate only if …": the condition, lowered with the ability's context.
    only_if: Option<(&'s Cond, &'s Span)>,
    /// Boast's "only if this creature attacked this turn" (CR 702.142a).
    attacked: bool,
    /// CR 107.3 / 601.2b: "X can't be 0.": the X announced is at least 1.
    x_nonzero: bool,
}

/// Splits off the restriction sentences ("Activate only as a sorcery and only once each
/// turn.", parsed as `Stmt::ActivateOnly`), all of whose parts hold together, and the
/// rest.
fn restrictions<'s>(effect: &'s [Sentence], cx: &Ctx) -> Lowered<(Restrictions<'s>, Vec<&'s Sentence>)> {
    let mut r = Restrictions::default();
    let mut rest = Vec::new();
    // The part of a turn: whose turn, and which part of it.
    let mut during: Option<(Option<bool>, TurnPart)> = None;
    for s in effect {
        let Stmt::ActivateOnly(k) = &s.body else {
            match cx.words(&s.span).trim_end_matches('.') {
                "any player may activate this ability" => r.any_player = true,
                "x can't be 0" => r.x_nonzero = true,
                _ => rest.push(s),
            }
            continue;
        };
        let clash = || Miss::new(k.span.clone(), "activate: restrictions that don't go together");
        for p in &k.parts {
            match p {
                ActPart::Sorcery if r.timing.is_none() => r.timing = Some(Timing::Sorcery),
                ActPart::Instant => r.as_instant = true,
                ActPart::OncePerTurn if r.limit.is_none() => r.once_per_turn = true,
                ActPart::Once if r.limit.is_none() && !r.once_per_turn => r.limit = Some(ActivationLimit::Once),
                ActPart::Times(n) if r.limit.is_none() && !r.once_per_turn && (2..=u8::MAX as u32).contains(n) => r.limit = Some(ActivationLimit::EachTurn(*n as u8)),
                ActPart::If(c) if r.only_if.is_none() && !r.attacked => r.only_if = Some((c, &k.span)),
                ActPart::Attacked if r.only_if.is_none() => r.attacked = true,
                ActPart::During { yours, part } => {
                    during = Some(match during {
                        None => (*yours, *part),
                        // "during your turn, before attackers are declared".
                        Some((w, TurnPart::Turn)) if yours.is_none() || w.is_none() || w == *yours => (w.or(*yours), *part),
                        Some((w, q)) if *part == TurnPart::Turn && (yours.is_none() || w.is_none() || w == *yours) => (w.or(*yours), q),
                        Some(_) => return Err(clash()),
                    })
                }
                _ => return Err(clash()),
            }
        }
    }
    if let Some((yours, part)) = during {
        if r.timing.is_some() {
            return Err(Miss::new(effect.first().map_or(0..0, |s| s.span.clone()), "activate: restrictions that don't go together"));
        }
        r.timing = Some(Timing::during(yours, part));
    }
    Ok((r, rest))
}

pub fn activated(a: &Activated, lower: &str) -> Lowered<Vec<Ability>> {
    if let Some(each) = mana_groups(a) {
        let mut out = Vec::new();
        for one in each {
            out.extend(activated(&one, lower)?);
        }
        return Ok(out);
    }
    let mut cx = Ctx::new(lower);
    let span = a.effect.first().map_or(0..0, |s| s.span.clone());
    let mut cost = super::costs::cost(&mut cx, &a.cost, &span)?;
    let loyalty = match a.loyalty {
        Some(Some(n)) => Some(n),
        Some(None) => return Err(Miss::new(span, "cost: loyalty X")),
        None => None,
    };
    cost.loyalty = loyalty;
    // CR 602.2b: X of an object-choosing part of an ability's cost isn't announced yet.
    if cost.extra.as_ref().is_some_and(|e| e.has_x()) {
        return Err(Miss::new(span, "cost: X objects in an ability's cost"));
    }
    let (r, rest) = restrictions(&a.effect, &cx)?;
    // CR 107.3 / 601.2b: "X can't be 0." of an ability whose mana cost has X.
    if r.x_nonzero {
        if !cost.mana.has_x() {
            return Err(Miss::new(span, "\"X can't be 0\" without {X} in the cost"));
        }
        cost.x_min = 1;
    }
    // CR 602.2b: "This ability costs {1} less to activate for each …".
    let (cost_change, rest) = super::costs::ability_cost_change(&mut cx, rest)?;
    // CR 106.6: "Spend this mana only …" restricts the mana the ability makes.
    let mut spend = None;
    let mut sentences: Vec<Sentence> = Vec::new();
    for s in rest {
        match &s.body {
            Stmt::SpendOnly(k) if spend.is_none() => spend = Some(super::spend_only::spend_only(&mut cx, k)?),
            _ => sentences.push(s.clone()),
        }
    }
    let effect = effects::sentences(&mut cx, &sentences)?;
    let targets = cx.take_targets();
    // CR 602.5b: checked as it would be activated, like the source's own state.
    let condition = match r.only_if {
        Some((c, span)) => Some(super::amount::condition(&mut cx, c, span)?),
        None => r.attacked.then_some(mw_ir::Condition::AttackedThisTurn),
    };
    // CR 605.1a: no target, not a loyalty ability, adds mana: a mana ability.
    if loyalty.is_none() && targets.is_empty() && r.timing.is_none() && r.limit.is_none() && !r.attacked && cost_change.is_none() && !r.x_nonzero {
        // CR 608.2c: "Add {C}. If C, add {C}{C} instead." (Urza's lands).
        let instead = match effect.as_slice() {
            [Effect::If { condition, effect: then, otherwise: Some(otherwise) }] => match (&**then, &**otherwise) {
                (Effect::AddMana(ManaProduction::Fixed(a)), Effect::AddMana(ManaProduction::Fixed(b))) => {
                    Some(Effect::AddMana(ManaProduction::Instead { condition: *condition, then: a.clone(), otherwise: b.clone() }))
                }
                _ => None,
            },
            _ => None,
        };
        let adds = match &instead {
            Some(one) => std::slice::from_ref(one),
            None => effect.as_slice(),
        };
        // CR 605.3b: the instructions after the mana, done at once as it resolves.
        let (head, then) = adds.split_at(adds.len().min(1));
        if let Some(then) = then.iter().all(mana_rider).then_some(then) {
            if let Some(m) = mana_ability(head, then, cost.clone(), &span, &r, spend, condition)? {
                return Ok(vec![Ability::Mana(m)]);
            }
        }
    }
    if spend.is_some() || effect.iter().any(|e| matches!(e, Effect::AddMana(_))) {
        return Err(Miss::new(span, "mana ability with further instructions"));
    }
    // CR 113.6k: returning the card from the graveyard works from there.
    if effect.iter().any(|e| matches!(e, Effect::ReturnSelfFromGraveyard { .. })) {
        if cost.tap || cost.untap || cost.sacrifice_self || cost.discard_self || cost.loyalty.is_some() {
            return Err(Miss::new(span, "cost: paid from a graveyard"));
        }
        cost.in_graveyard = true;
    }
    // CR 606.3: loyalty abilities only as a sorcery.
    let timing = r.timing.unwrap_or(if loyalty.is_some() { Timing::Sorcery } else { Timing::Instant });
    let mut out = vec![Ability::Activated(ActivatedAbility { cost, targets, effect, timing, once_per_turn: r.once_per_turn, limit: r.limit, cycling: false, condition, any_player: r.any_player, cost_change })];
    out.extend(granted(&mut cx));
    Ok(out)
}

/// CR 605.1a: the mana ability `head` (one instruction adding mana) and its further
/// instructions `then` make; None when `head` adds no mana.
fn mana_ability(head: &[Effect], then: &[Effect], cost: mw_ir::Cost, span: &Span, r: &Restrictions, spend: Option<mw_ir::SpendOnly>, condition: Option<mw_ir::Condition>) -> Lowered<Option<ManaAbility>> {
    let [Effect::AddMana(produce)] = head else { return Ok(None) };
    if let ManaProduction::Combination { .. } = produce {
        // A mana ability's answer names one mana, the first of its group (FIXME: one
        // mana at a time, as an instruction's choice is made).
        return Err(Miss::new(span.clone(), "add: a combination of mana in a mana ability"));
    }
    // CR 601.2h, 605.3a: the engine counts before the cost is paid; a cost choosing
    // objects could change the count.
    if let ManaProduction::OneOfAmount { amount, .. } = produce {
        if cost.extra.is_some() {
            return Err(Miss::new(span.clone(), "add: counted mana after a cost choosing objects"));
        }
        // CR 107.3: an X no sentence defined (one a cost would pay) isn't known here.
        if matches!(amount, mw_ir::Amount::X | mw_ir::Amount::Count { of: mw_ir::Counted::X, .. } | mw_ir::Amount::Offset { of: mw_ir::Counted::X, .. }) {
            return Err(Miss::new(span.clone(), "add: X mana of one color with no X defined"));
        }
    }
    // CR 605.3a: one object chosen, or several to tap ("Tap two untapped Elves you
    // control"); not several of another cost, not a life payment.
    let several_taps = |inner: &mw_ir::AdditionalCost| matches!(inner, mw_ir::AdditionalCost::TapUntapped(_));
    match &cost.extra {
        Some(mw_ir::AdditionalCost::Times(inner, _)) if several_taps(inner) => {}
        Some(mw_ir::AdditionalCost::Times(..) | mw_ir::AdditionalCost::PayLife(_) | mw_ir::AdditionalCost::RemoveCounter(..)) => {
            return Err(Miss::new(span.clone(), "cost: a mana ability that chooses several objects"));
        }
        _ => {}
    }
    let (priority_only, once_per_turn) = (r.as_instant, r.once_per_turn);
    Ok(Some(ManaAbility { cost, produce: produce.clone(), spend, then: then.to_vec(), condition, priority_only, once_per_turn }))
}

/// CR 605.3b: an instruction a mana ability may do at once after its mana: one that
/// targets nothing and asks nothing ("~ deals 1 damage to you", "each opponent gains 1
/// life", "put a stash counter on ~", "if you control a Nissa planeswalker, you gain 2
/// life").
fn mana_rider(e: &Effect) -> bool {
    use mw_ir::{PlayerRef, Recipient, Subject};
    let untargeted = |p: &PlayerRef| matches!(p, PlayerRef::You | PlayerRef::EachOpponent | PlayerRef::EachPlayer);
    match e {
        Effect::DealDamage { source: Subject::This, to: Recipient::Player(p), .. } => untargeted(p),
        Effect::Draw { player, .. } | Effect::GainLife { player, .. } | Effect::LoseLife { player, .. } => untargeted(player),
        Effect::PutCounters { subject: Subject::This, .. } | Effect::SkipNextUntap { subject: Subject::This } => true,
        Effect::If { effect, otherwise: None, .. } => mana_rider(effect),
        _ => false,
    }
}

/// CR 605.1a / 106.1: "{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}": a mana ability whose
/// only instruction adds one of several groups of mana, as one ability per group with
/// the same cost (`None` for any other ability).
/// FIXME: the rules' one ability with a choice of mana; the engine names an activation's
/// mana by one type, which can't tell {B}{B} from {B}{G}. Same costs and activations;
/// it differs only where a permanent's abilities are counted.
fn mana_groups(a: &Activated) -> Option<Vec<Activated>> {
    let [s] = a.effect.as_slice() else { return None };
    let Stmt::Clause(c) = &s.body else { return None };
    let [Arg::Mana(ManaNp::Groups(groups))] = c.args.as_slice() else { return None };
    if c.verb != Verb::Add || c.subject.is_some() || a.loyalty.is_some() {
        return None;
    }
    let one = |g: &Vec<mw_types::ManaSymbol>| {
        let clause = Clause { args: vec![Arg::Mana(ManaNp::Symbols(g.clone()))], ..c.clone() };
        Activated { effect: vec![Sentence { span: s.span.clone(), body: Stmt::Clause(clause) }], ..a.clone() }
    };
    Some(groups.iter().map(one).collect())
}

/// The abilities the instructions of the ability just lowered give (`Effect::GainAbility`
/// counts its offset from that ability).
fn granted(cx: &mut Ctx) -> Vec<Ability> {
    std::mem::take(&mut cx.granted).into_iter().map(|a| Ability::Granted(Box::new(a))).collect()
}

/// Each ability followed by the abilities its instructions give.
fn with_granted(abilities: Vec<Ability>, granted: &[Ability]) -> Vec<Ability> {
    abilities.into_iter().flat_map(|a| std::iter::once(a).chain(granted.iter().cloned())).collect()
}

/// `spell`: the line is an instant's or sorcery's ("when you cast this spell, copy it").
pub fn triggered(t: &Triggered, lower: &str, spell: bool) -> Lowered<Vec<Ability>> {
    let mut cx = Ctx::new(lower);
    if super::mana_triggers::is_enchanted_tapped(&t.trigger) {
        return super::mana_triggers::enchanted_tapped(&mut cx, t);
    }
    cx.once_each_turn = t.effect.iter().any(|s| cx.words(&s.span).trim_end_matches('.') == "this ability triggers only once each turn");
    let (triggers, gives) = super::triggers::triggers(&mut cx, &t.trigger)?;
    cx.trigger = gives;
    cx.event_amount = super::ctx::EventAmount::of(&triggers);
    cx.source_in_graveyard = triggers.iter().all(|t| matches!(t, Trigger::SelfPutIntoGraveyard { .. }));
    cx.cast_this_spell = spell && triggers == [Trigger::SelfCast];
    let condition = match &t.trigger.condition {
        Some(c) => Some(super::amount::condition(&mut cx, c, &t.trigger.span)?),
        None => None,
    };
    let during = match &t.trigger.during {
        Some(c) => Some(super::amount::condition(&mut cx, c, &t.trigger.span)?),
        None => None,
    };
    let mut once_per_turn = false;
    let mut sentences = Vec::new();
    for s in &t.effect {
        if cx.words(&s.span).trim_end_matches('.') == "this ability triggers only once each turn" {
            once_per_turn = true;
        } else {
            sentences.push(s.clone());
        }
    }
    let effect = effects::sentences(&mut cx, &sentences)?;
    if cx.resolution_count && triggers.len() > 1 {
        // One printed ability compiled as one per event would count its resolutions apart.
        return Err(Miss::new(t.trigger.span.clone(), "trigger: several events counting resolutions"));
    }
    // CR 605.1b: a trigger on tapping for mana that adds mana is a mana ability, which
    // doesn't use the stack: not this kind of ability.
    if triggers.contains(&Trigger::SelfTappedForMana) && effect.iter().any(|e| matches!(e, Effect::AddMana(_) | Effect::Optional(_) | Effect::If { .. })) {
        return Err(super::Miss::new(t.trigger.span.clone(), "mana trigger: a triggered mana ability"));
    }
    let targets = cx.take_targets();
    let gives = granted(&mut cx);
    let abilities = triggers
        .into_iter()
        .map(|trigger| Ability::Triggered(TriggeredAbility { trigger, targets: targets.clone(), effect: effect.clone(), modes: 0, once_per_turn, condition, keyword: None, during }))
        .collect();
    Ok(with_granted(abilities, &gives))
}

/// CR 714.2b: one triggered ability per chapter number.
pub fn chapter(chapters: &[u8], effect: &[Sentence], lower: &str) -> Lowered<Vec<Ability>> {
    let mut cx = Ctx::new(lower);
    let e = effects::sentences(&mut cx, effect)?;
    let targets = cx.take_targets();
    let gives = granted(&mut cx);
    let abilities = chapters
        .iter()
        .map(|n| Ability::Triggered(TriggeredAbility { trigger: Trigger::Chapter(*n), targets: targets.clone(), effect: e.clone(), modes: 0, once_per_turn: false, condition: None, keyword: None, during: None }))
        .collect();
    Ok(with_granted(abilities, &gives))
}

/// CR 700.2: modal spells and triggered abilities. Each allowed set of printed modes
/// (`mw_ir::mode_sets`) is one compiled mode, its modes' instructions in printed order
/// with their own targets; a spell's modes are `Spell` abilities after a `ChooseOne`,
/// a triggered ability's are `Mode` abilities after it (one triggered ability per event).
pub fn modal(m: &Modal, lower: &str, kind: crate::TextKind) -> Lowered<Vec<Ability>> {
    let span = m.trigger.as_ref().map_or(0..0, |t| t.span.clone());
    let n = m.modes.len();
    if n < 2 {
        return Err(Miss::new(span, "modal: fewer than two modes"));
    }
    let max = m.max.min(n as u8);
    // CR 702.42a: a spell with entwine may choose all its modes too.
    let entwine = m.trigger.is_none() && kind == crate::TextKind::Spell && lower.lines().any(|l| l.trim_start().starts_with("entwine"));
    // CR 700.2: "if you control a commander as you cast this spell, you may choose both".
    let all_if = match &m.all_if {
        Some(k) if m.trigger.is_none() => Some(super::amount::condition(&mut Ctx::new(lower), k, &span)?),
        Some(_) => return Err(Miss::new(span, "modal: all modes under a condition, in a trigger")),
        None => None,
    };
    let printed = mw_ir::ModeCount { printed: n as u8, min: m.min, max, entwine, all_if };
    let sets = printed.sets();
    if n > 8 || sets.is_empty() || sets.len() > 15 {
        return Err(Miss::new(span, "modal: too many ways to choose"));
    }
    // Each mode alone first, so that a miss names the mode it is about.
    for mode in &m.modes {
        let mut cx = Ctx::new(lower);
        effects::sentences(&mut cx, mode)?;
    }
    match (&m.trigger, kind) {
        (None, crate::TextKind::Spell) => {
            let modes = lowered_modes(m, &sets, lower, &TriggerGives::default())?;
            let mut out = vec![Ability::ChooseOne { modes: modes.len() as u8, printed }];
            out.extend(modes.into_iter().map(Ability::Spell));
            Ok(out)
        }
        (Some(t), _) => {
            if t.condition.is_some() || t.during.is_some() {
                return Err(Miss::new(span, "modal: a trigger with an intervening if"));
            }
            let (triggers, gives) = super::triggers::triggers(&mut Ctx::new(lower), t)?;
            // The modes see the event's object and player as the trigger gives them.
            let modes = lowered_modes(m, &sets, lower, &gives)?;
            let mut out = Vec::new();
            for trigger in triggers {
                out.push(Ability::Triggered(TriggeredAbility { trigger, targets: Vec::new(), effect: Vec::new(), modes: modes.len() as u8, once_per_turn: false, condition: None, keyword: None, during: None }));
                out.extend(modes.iter().cloned().map(Ability::Mode));
            }
            Ok(out)
        }
        (None, crate::TextKind::Permanent) => Err(Miss::new(span, "modal: a permanent's modes without a trigger")),
    }
}

/// Each allowed set of modes lowered as one: the chosen modes' instructions in printed
/// order, sharing one context (targets numbered across them, CR 700.2 / 601.2c).
fn lowered_modes(m: &Modal, sets: &[u32], lower: &str, gives: &TriggerGives) -> Lowered<Vec<SpellAbility>> {
    sets.iter()
        .map(|set| {
            let mut cx = Ctx::new(lower);
            cx.trigger = gives.clone();
            let mut effect = Vec::new();
            for (i, mode) in m.modes.iter().enumerate() {
                if set & (1 << i) != 0 {
                    effect.extend(effects::sentences(&mut cx, mode)?);
                }
            }
            if !cx.granted.is_empty() {
                return Err(Miss::new(m.modes[0].first().map_or(0..0, |s| s.span.clone()), "modal: a mode gives a quoted ability"));
            }
            Ok(SpellAbility { targets: cx.take_targets(), effect })
        })
        .collect()
}
