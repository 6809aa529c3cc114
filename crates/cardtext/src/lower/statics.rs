//! Static abilities (CR 604, 611.3) of permanents written as sentences: "Creatures you
//! control get +1/+1", "Enchanted creature gets +2/+2 and has flying", "~ can't block",
//! "As long as …, ~ gets …" — into continuous effects with their layer's change
//! (CR 613.1) or the permanent's own combat rules.

use super::amount::condition;
use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, Affected, Change, CombatRule, Condition, Controller, ObjectFilter, StaticEffect};

pub fn statements(s: &[Sentence], lower: &str) -> Lowered<Vec<Ability>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let mut cx = Ctx::new(lower);
        // "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter
        // from ~.": one ability.
        if let Some(a) = super::replace_damage::run(&mut cx, &s[i..]) {
            let (a, used) = a?;
            out.extend(a);
            i += used;
            continue;
        }
        // "As ~ enters, you may reveal …. If you don't, ~ enters tapped.": one ability.
        if let Some(a) = s.get(i + 1).and_then(|next| super::enters::reveal_or_tapped(&mut cx, &s[i], next)) {
            out.extend(a?);
            i += 2;
            continue;
        }
        out.extend(statement(&mut cx, &s[i].body, None, &s[i].span)?);
        i += 1;
    }
    Ok(out)
}

/// Whether a sentence of a spell is a static ability of the spell itself ("~ has flash
/// as long as …", "~ can't be countered", and its own replacement of a move, CR 113.6b:
/// "if ~ would be put into a graveyard from anywhere, … instead").
pub fn is_self_static(s: &Sentence) -> bool {
    if let Stmt::If { cond: Cond::Would { subject: Np::SelfRef, .. }, .. } = &s.body {
        return true;
    }
    let clause = match &s.body {
        Stmt::Clause(c) => c,
        Stmt::If { body, instead: false, .. } => match &**body {
            Stmt::Clause(c) => c,
            _ => return false,
        },
        _ => return false,
    };
    clause.subject == Some(Np::SelfRef) && (matches!(clause.verb, Verb::Have) || (clause.negated && clause.verb == Verb::Be))
}

pub(super) fn statement(cx: &mut Ctx, s: &Stmt, cond: Option<Condition>, span: &Span) -> Lowered<Vec<Ability>> {
    if let Some(a) = super::graveyard_play::cards_have(cx, s, cond) {
        return a;
    }
    if let Some(a) = super::restrictions::attack_tax(cx, s, cond, span) {
        return a;
    }
    if let Some(a) = cant_have_or_gain(cx, s, cond, span) {
        return a;
    }
    if cond.is_none() {
        if let Some(a) = super::enters::enters(cx, s, span) {
            return a;
        }
        if let Some(a) = super::cast_timing::restriction(s, span).or_else(|| super::cast_timing::flash_static(cx, s, span)) {
            return a.map(|a| vec![a]);
        }
        if let Some(a) = super::hosers::statement(cx, s, span) {
            return a;
        }
        if let Some(a) = super::player_qualities::you_have(cx, s, span) {
            return a;
        }
        if let Some(a) = super::uncounterable::statement(cx, s, span) {
            return a;
        }
        if let Some(a) = cant_gain_life(cx, s) {
            return Ok(vec![a]);
        }
        if let Some(a) = game_outcome(cx, s) {
            return Ok(a);
        }
        if let Some(a) = untap_in_others(cx, s, span) {
            return a;
        }
        if let Some(a) = super::cause::cant_cause(cx, s) {
            return a;
        }
        if let Stmt::Clause(c) = s {
            if c.verb == Verb::Prevent {
                return super::prevent::statik(cx, c);
            }
        }
        if let Some(a) = super::prevent::part_static(cx, s) {
            return a;
        }
        if let Stmt::MustTarget(k) = s {
            return super::targeting::must_target(cx, k);
        }
        if let Some(a) = skip_step(cx, s) {
            return Ok(vec![a]);
        }
        if let Some(a) = super::becomes::off_battlefield(s, span) {
            return a.map(|a| vec![a]);
        }
    }
    match s {
        Stmt::If { cond: c, body, instead: false } if cond.is_none() => {
            // "enchanted creature has shroud as long as it's untapped": "it" is the
            // subject of the static ability (CR 611.3a).
            if let Some(Np::Attached { noun: Noun::Permanent, .. }) = first_subject(body) {
                cx.push_ref(super::ctx::Antecedent { subject: mw_ir::Subject::Attached, noun: Noun::Permanent, types: Vec::new(), plural: false });
            }
            let k = condition(cx, c, span)?;
            match cond_subject(c) {
                Some(np) => statement(cx, &it_is(body, np), Some(k), span),
                None => statement(cx, body, Some(k), span),
            }
        }
        Stmt::Clause(c) => clauses(cx, &[(c, None)], cond, span),
        // "gets +1/+1 for each enchantment you control and has first strike": each part a
        // clause of the shared subject, a "for each" counted continuously (CR 613.4c).
        Stmt::Seq(_) | Stmt::ForEach { .. } => {
            let parts = match s {
                Stmt::Seq(v) => v.as_slice(),
                one => std::slice::from_ref(one),
            };
            let mut cls = Vec::new();
            for part in parts {
                match part {
                    Stmt::Clause(c) => cls.push((c, None)),
                    Stmt::ForEach { each, body } => match &**body {
                        Stmt::Clause(c) => cls.push((c, Some(each))),
                        _ => return Err(Miss::new(span.clone(), "static: for each of that statement")),
                    },
                    _ => return Err(Miss::new(span.clone(), "static: a compound statement")),
                }
            }
            // "~ gets +2/+2 and other creatures you control get +2/+2": one continuous
            // effect per subject, each under the same condition.
            let mut out = Vec::new();
            for run in subject_runs(&cls) {
                out.extend(clauses(cx, run, cond, span)?);
            }
            Ok(out)
        }
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => match super::play_from::static_permission(cx, body, cond.clone(), span) {
            Some(a) => a,
            None => loyalty_any_time(cx, body, cond, span),
        },
        Stmt::PtDefined(k) if cond.is_none() => super::pt_defined::pt_defined(cx, k).map(|a| vec![a]),
        Stmt::MoreCounters(k) if cond.is_none() => more_counters(cx, k).map(|a| vec![a]),
        // CR 614.1a: "If you would gain life, you gain that much life plus N instead."
        Stmt::MoreLife { plus, .. } if cond.is_none() => Ok(vec![Ability::Static(mw_ir::SelfStatic::GainLifePlus(*plus))]),
        Stmt::Unknown(u) => Err(Miss::new(u.span.clone(), format!("ability: {}", super::effects::first_words(cx, &u.span)))),
        _ => Err(Miss::new(span.clone(), "static: that statement")),
    }
}

/// CR 606.3 / 117.1a: "[As long as ~ entered the battlefield this turn,] you may activate
/// her loyalty abilities any time you could cast an instant".
fn loyalty_any_time(cx: &mut Ctx, body: &Stmt, cond: Option<Condition>, span: &Span) -> Lowered<Vec<Ability>> {
    let miss = || Miss::new(span.clone(), "static: you may do that");
    let Stmt::Clause(Clause { verb: Verb::Activate, subject: None, object: Some(Np::SelfRef), args, negated: false, .. }) = body else { return Err(miss()) };
    let [Arg::Words(w)] = args.as_slice() else { return Err(miss()) };
    if cx.words(w) != "loyalty abilities any time you could cast an instant" {
        return Err(Miss::new(span.clone(), format!("static: activate {}", cx.words(w))));
    }
    Ok(vec![Ability::LoyaltyAsInstant(cond)])
}

/// CR 119.7: "Players can't gain life", "Your opponents can't gain life": a rule for
/// players while the permanent is on the battlefield.
fn cant_gain_life(cx: &Ctx, s: &Stmt) -> Option<Ability> {
    let Stmt::Clause(c) = s else { return None };
    let Some(Np::Player(p)) = &c.subject else { return None };
    if !c.negated || c.verb != Verb::Gain || !cx.words(&c.span).ends_with("can't gain life") || !matches!(p.det, Det::Bare | Det::Each) {
        return None;
    }
    let rule = match p.who {
        PlayerWord::Player => mw_ir::SelfStatic::PlayersCantGainLife,
        PlayerWord::YourOpponents | PlayerWord::Opponent => mw_ir::SelfStatic::OpponentsCantGainLife,
        _ => return None,
    };
    Some(Ability::Static(rule))
}

/// CR 502.3: "Untap ~ during each other player's untap step", "Untap all creatures you
/// control during each other player's untap step".
fn untap_in_others(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    // The grammar reads the step as words after the clause, or as a part of its own.
    let (c, when) = match s {
        Stmt::Clause(c) => match c.args.as_slice() {
            [Arg::Words(w)] => (c, w.clone()),
            _ => return None,
        },
        Stmt::Seq(v) => match v.as_slice() {
            [Stmt::Clause(c), Stmt::Unknown(u)] if c.args.is_empty() => (c, u.span.clone()),
            _ => return None,
        },
        _ => return None,
    };
    if c.verb != Verb::Untap || c.negated || c.subject.is_some() || cx.words(&when).trim_end_matches('.') != "during each other player's untap step" {
        return None;
    }
    Some(match &c.object {
        Some(Np::SelfRef) => Ok(vec![Ability::UntapInOthersUntapSteps(None)]),
        Some(Np::Objects(o)) if o.det == Det::Each && (o.zone.is_none() || refs::is_battlefield(&o.zone)) => refs::obj_filter(cx, o).and_then(|f| {
            if f.controller != Controller::You {
                return Err(Miss::new(span.clone(), "static: untap another player's permanents"));
            }
            Ok(vec![Ability::UntapInOthersUntapSteps(Some(f))])
        }),
        _ => Err(Miss::new(span.clone(), "static: untap that during other untap steps")),
    })
}

/// CR 104.2b, 104.3: "You can't lose the game and your opponents can't win the game",
/// "You can't win the game and your opponents can't lose the game": each clause a rule
/// while the permanent is on the battlefield.
fn game_outcome(cx: &Ctx, s: &Stmt) -> Option<Vec<Ability>> {
    let parts = match s {
        Stmt::Seq(v) => v.iter().collect::<Vec<_>>(),
        one => vec![one],
    };
    parts
        .into_iter()
        .map(|p| {
            let Stmt::Clause(c) = p else { return None };
            let [Arg::Words(w)] = c.args.as_slice() else { return None };
            if !c.negated || c.object.is_some() || cx.words(w) != "the game" {
                return None;
            }
            let Some(Np::Player(who)) = &c.subject else { return None };
            let rule = match (who.who, c.verb) {
                (PlayerWord::You, Verb::Lose) => mw_ir::SelfStatic::YouCantLose,
                (PlayerWord::You, Verb::Win) => mw_ir::SelfStatic::YouCantWin,
                (PlayerWord::YourOpponents, Verb::Win) => mw_ir::SelfStatic::OpponentsCantWin,
                (PlayerWord::YourOpponents, Verb::Lose) => mw_ir::SelfStatic::OpponentsCantLose,
                _ => return None,
            };
            Some(Ability::Static(rule))
        })
        .collect()
}

/// CR 614.1b / 614.10: "Skip your draw step" (its controller's), "Players skip their
/// untap steps" (everyone's): a rule while the permanent is on the battlefield.
fn skip_step(cx: &Ctx, s: &Stmt) -> Option<Ability> {
    let Stmt::Clause(c) = s else { return None };
    let [Arg::Words(w)] = c.args.as_slice() else { return None };
    if c.verb != Verb::Skip || c.negated || c.object.is_some() {
        return None;
    }
    let words = cx.words(w);
    let each_player = match &c.subject {
        None if words.starts_with("your ") => false,
        Some(Np::Player(PlayerNp { det: Det::Bare | Det::Each, who: PlayerWord::Player })) if words.starts_with("their ") => true,
        _ => return None,
    };
    let step = match words.split(' ').nth(1)? {
        "untap" => mw_ir::SkippedStep::Untap,
        "upkeep" => mw_ir::SkippedStep::Upkeep,
        "draw" => mw_ir::SkippedStep::Draw,
        _ => return None,
    };
    Some(Ability::Static(mw_ir::SelfStatic::SkipStep { step, each_player }))
}

/// CR 602.5: "activated abilities of artifacts can't be activated [unless they're mana
/// abilities]".
fn cant_be_activated(cx: &mut Ctx, of: &Np, c: &Clause, span: &Span) -> Lowered<Vec<Ability>> {
    let words = c.args.iter().map(|a| if let Arg::Words(s) = a { Some(cx.words(s)) } else { None }).collect::<Option<Vec<_>>>();
    let mana = match words.as_deref() {
        Some(["activated"]) => true,
        Some(["activated unless they're mana abilities"]) => false,
        _ => return Err(Miss::new(span.clone(), "static: activated abilities can't be that")),
    };
    let Np::Objects(o) = of else { return Err(Miss::new(span.clone(), "static: activated abilities of that")) };
    if !matches!(o.det, Det::Bare | Det::Each) || o.zone.is_some() {
        return Err(Miss::new(span.clone(), "static: activated abilities of those objects"));
    }
    let f = refs::obj_filter(cx, o)?;
    Ok(vec![Ability::CantBeActivated { of: f, mana }])
}

/// Clauses sharing one subject ("gets +2/+2 and has flying"), each with the "for each"
/// that counts its change, if any.
pub(super) fn clauses(cx: &mut Ctx, cls: &[(&Clause, Option<&Np>)], cond: Option<Condition>, span: &Span) -> Lowered<Vec<Ability>> {
    if let ([(c, None)], Some(Np::ActivatedAbilitiesOf(of)), None) = (cls, &cls[0].0.subject, &cond) {
        if c.negated && c.verb == Verb::Be && c.object.is_none() {
            return cant_be_activated(cx, of, c, span);
        }
    }
    let subject = cls[0].0.subject.clone().ok_or_else(|| Miss::new(span.clone(), "static: no subject"))?;
    if cls.iter().any(|(c, _)| !same_subject(c.subject.as_ref(), &subject)) {
        return Err(Miss::new(span.clone(), "static: two subjects"));
    }
    let mut changes = Vec::new();
    let mut granted = Vec::new();
    let mut restrictions = Vec::new();
    for (c, each) in cls {
        match each {
            Some(each) => changes.push(counted_pt(cx, c, each, span)?),
            None => changes.extend(changes_of(cx, c, &mut granted, &mut restrictions)?),
        }
    }
    // "creatures with power greater than the number of cards in your hand can't attack":
    // a restriction whose subject compares power with a count (CR 508.1c).
    let (affected, power) = match super::restrictions::counted_power(cx, &subject, span)? {
        Some((affected, power)) => {
            if !granted.is_empty() || changes.iter().any(|c| *c != Change::Combat(CombatRule::CantAttack)) {
                return Err(Miss::new(span.clone(), "static: that change of creatures with power compared with a count"));
            }
            restrictions.extend(changes.drain(..).map(|_| mw_ir::Restriction::CantAttack));
            (affected, Some(power))
        }
        None => (affected(cx, &subject, span)?, None),
    };
    // CR 508.1c / 509.1b: restrictions naming whom or what, beside the changes.
    let restricted = restrictions.into_iter().map(|restriction| Ability::Restriction(mw_ir::StaticRestriction { affected, power, restriction, condition: cond }));
    if changes.is_empty() && granted.is_empty() {
        return Ok(restricted.collect());
    }
    let restricted: Vec<Ability> = restricted.collect();
    // The permanent's own combat rules with no condition are its own abilities, and so
    // are the abilities it would give itself ("~ can't be blocked by Walls").
    let own_blocks = granted.iter().all(|a| matches!(a, Ability::Static(mw_ir::SelfStatic::CantBeBlockedBy { .. })));
    if affected == Affected::Itself && cond.is_none() && own_blocks && changes.iter().all(|c| matches!(c, Change::Combat(_) | Change::Grant(_))) {
        let own = changes.into_iter().filter_map(|c| if let Change::Combat(r) = c { Some(Ability::Combat(r)) } else { None });
        return Ok(own.chain(granted).chain(restricted).collect());
    }
    if granted.len() > 4 {
        return Err(Miss::new(span.clone(), "static: grants more than four abilities"));
    }
    let mut out = vec![Ability::Continuous(StaticEffect { affected, changes, condition: cond })];
    out.extend(granted.into_iter().map(|a| Ability::Granted(Box::new(a))));
    out.extend(restricted);
    Ok(out)
}

/// The clauses split where a clause names a subject of its own (not the run's first,
/// nor "it" standing for it).
fn subject_runs<'a, 'b>(cls: &'b [(&'a Clause, Option<&'a Np>)]) -> Vec<&'b [(&'a Clause, Option<&'a Np>)]> {
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..cls.len() {
        let first = cls[start].0.subject.as_ref();
        let own = cls[i].0.subject.as_ref();
        if let (Some(first), Some(own)) = (first, own) {
            if !same_subject(Some(own), first) {
                runs.push(&cls[start..i]);
                start = i;
            }
        }
    }
    runs.push(&cls[start..]);
    runs
}

/// Whether a later clause's subject is the first one's (a shared subject: the same phrase,
/// or "it" standing for it).
fn same_subject(s: Option<&Np>, first: &Np) -> bool {
    match s {
        Some(s) if s == first => true,
        // "Enchanted creature can't block, and its activated abilities can't be activated."
        Some(Np::ActivatedAbilitiesOf(of)) => matches!(&**of, Np::Ref(r) if r.word == RefWord::It) && matches!(first, Np::Attached { .. } | Np::SelfRef),
        Some(Np::Ref(r)) => r.word == RefWord::It && !matches!(first, Np::Objects(o) if matches!(o.det, Det::Target { .. })),
        _ => false,
    }
}

/// CR 613.4c: "gets +1/+1 for each Aura on the battlefield", counted continuously.
fn counted_pt(cx: &mut Ctx, c: &Clause, each: &Np, span: &Span) -> Lowered<Change> {
    let (Verb::Get, [Arg::Pt(pt)], false) = (c.verb, c.args.as_slice(), c.negated) else {
        return Err(Miss::new(span.clone(), "static: for each with that change"));
    };
    let Some((p, t, mw_ir::Amount::Fixed(1))) = super::verbs::pump(pt) else { return Err(Miss::new(span.clone(), "static: gets that p/t for each")) };
    let counted = super::amount::counted(cx, each, span)?;
    let count = static_count(counted).ok_or_else(|| Miss::new(span.clone(), "static: for each of that count"))?;
    Ok(Change::PtFor(count, p, t))
}

/// What a static ability's subject affects (CR 611.3a), in the IR's canonical forms.
pub(super) fn affected(cx: &mut Ctx, np: &Np, span: &Span) -> Lowered<Affected> {
    match np {
        Np::SelfRef => Ok(Affected::Itself),
        Np::Attached { how: AttachWord::Enchanted, noun: Noun::Permanent } => Ok(Affected::Enchanted),
        Np::Attached { how: AttachWord::Equipped, noun: Noun::Permanent } => Ok(Affected::Equipped),
        Np::Objects(o) if matches!(o.det, Det::Bare | Det::Each) && o.zone.is_none() && matches!(o.noun, Noun::Permanent | Noun::None | Noun::Token) => {
            let f = refs::obj_filter(cx, o)?;
            Ok(canonical(f))
        }
        _ => Err(Miss::new(span.clone(), format!("static: affects {}", refs::np_kind(np)))),
    }
}

pub(super) fn canonical(f: ObjectFilter) -> Affected {
    let creature = ObjectFilter::creature();
    if f == (ObjectFilter { controller: Controller::You, ..creature }) {
        return Affected::CreaturesYouControl { other: false };
    }
    let mut other = ObjectFilter { controller: Controller::You, ..creature };
    other.props.other = true;
    if f == other {
        return Affected::CreaturesYouControl { other: true };
    }
    if f == creature {
        return Affected::AllCreatures;
    }
    let mut nonbasic = ObjectFilter { card_type: Some(mw_types::CardType::Land), ..ObjectFilter::default() };
    nonbasic.props.nonbasic = true;
    if f == nonbasic {
        return Affected::NonbasicLands;
    }
    Affected::Matching(f)
}

/// The changes one clause makes (CR 613.1: layer 6 abilities, 7c P/T, combat rules).
fn changes_of(cx: &mut Ctx, c: &Clause, granted: &mut Vec<Ability>, restrictions: &mut Vec<mw_ir::Restriction>) -> Lowered<Vec<Change>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("static: {w}"));
    let words = c.args.iter().find_map(|a| if let Arg::Words(s) = a { Some(cx.words(s)) } else { None });
    if let Some(Np::ActivatedAbilitiesOf(_)) = &c.subject {
        // CR 602.5: "its activated abilities can't be activated [unless they're mana
        // abilities]", about the static ability's subject.
        return match (c.negated, c.verb, words, c.args.len()) {
            (true, Verb::Be, Some("activated"), 1) => Ok(vec![Change::CantActivate { mana: true }]),
            (true, Verb::Be, Some("activated unless they're mana abilities"), 1) => Ok(vec![Change::CantActivate { mana: false }]),
            _ => Err(miss("its activated abilities")),
        };
    }
    // CR 509.1c: "~ must be blocked if able", "all creatures able to block ~ do so".
    if let Some(r) = super::restrictions::static_requirement(cx, c) {
        return Ok(vec![Change::Combat(r?)]);
    }
    if c.negated {
        if let Some(changes) = super::blocked_by::static_blocked_by(cx, c, granted) {
            return changes;
        }
        // CR 508.1c / 509.1b: "can't attack you or planeswalkers you control", "can't
        // block creatures with flying": a restriction naming whom or what, no change.
        if matches!(c.verb, Verb::Attack | Verb::Block) && c.object.is_some() {
            if !c.args.is_empty() {
                return Err(miss("can't attack or block that object with more"));
            }
            restrictions.push(super::restrictions::restriction(cx, c)?);
            return Ok(Vec::new());
        }
        let rule = match (c.verb, words) {
            (Verb::Block, None) if c.args.is_empty() => CombatRule::CantBlock,
            (Verb::Attack, None) if c.args.is_empty() => CombatRule::CantAttack,
            (Verb::Attack, Some("or block")) if c.args.len() == 1 => return Ok(vec![Change::Combat(CombatRule::CantAttack), Change::Combat(CombatRule::CantBlock)]),
            // CR 506.5: "can't attack alone", "can't block alone", "can't attack or block alone".
            (Verb::Attack, Some("alone")) if c.args.len() == 1 => CombatRule::CantAttackAlone,
            (Verb::Block, Some("alone")) if c.args.len() == 1 => CombatRule::CantBlockAlone,
            (Verb::Attack, Some("or block alone")) if c.args.len() == 1 => {
                return Ok(vec![Change::Combat(CombatRule::CantAttackAlone), Change::Combat(CombatRule::CantBlockAlone)]);
            }
            (Verb::Be, Some("blocked")) => CombatRule::CantBeBlocked,
            // CR 115.1, 702.11b: hexproof's effect without the keyword.
            (Verb::Be, Some("the target of spells or abilities your opponents control")) => CombatRule::UntargetableByOpponents,
            // CR 205.1a: "~ isn't a creature": it loses that card type (layer 4).
            (Verb::Be, Some(w)) if c.args.len() == 1 && not_a_type(w).is_some() => return Ok(not_a_type(w).into_iter().map(Change::RemoveType).collect()),
            _ => return Err(miss("can't")),
        };
        return Ok(vec![Change::Combat(rule)]);
    }
    match c.verb {
        Verb::Get => {
            // "gets +X/+X, where X is the number of artifacts you control" (CR 613.4c).
            if let [Arg::Pt(pt), Arg::WhereX(AmountNp::NumberOf(what))] = c.args.as_slice() {
                let Some((p, t, mw_ir::Amount::X)) = super::verbs::pump(pt) else { return Err(miss("gets that p/t where x is")) };
                let counted = super::amount::counted(cx, what, &c.span)?;
                let count = static_count(counted).ok_or_else(|| miss("where x is that count"))?;
                return Ok(vec![Change::PtFor(count, p, t)]);
            }
            if let [Arg::Pt(pt), Arg::Per(AmountNp::CountersOn { kind, on })] = c.args.as_slice() {
                return counters_pt(c, pt, kind, on).ok_or_else(|| miss("gets that p/t for each counter on that"));
            }
            if c.args.len() != 1 {
                return Err(miss("gets with more"));
            }
            let Some(Arg::Pt(pt)) = c.args.first() else { return Err(miss("gets what")) };
            match super::verbs::pump(pt) {
                Some((p, t, mw_ir::Amount::Fixed(1))) => Ok(vec![Change::Pt(p, t)]),
                _ => Err(miss("gets that p/t")),
            }
        }
        Verb::Have | Verb::Gain => has_changes(cx, c, granted),
        // CR 613.1d / 613.1f: land types lost in layer 4, abilities in layer 6 (CR 305.7:
        // with them the land's intrinsic mana abilities).
        // CR 613.1f: "loses flying", "lose flying and islandwalk" (layer 6).
        Verb::Lose if matches!(c.args.as_slice(), [Arg::Keywords(_)]) => {
            let [Arg::Keywords(ks)] = c.args.as_slice() else { return Err(miss("loses that")) };
            ks.iter().map(|k| lost_keyword(k).map(Change::LoseKeyword).ok_or_else(|| miss("loses that keyword"))).collect()
        }
        Verb::Lose if c.args.len() == 1 => match words {
            Some("all abilities") => Ok(vec![Change::LoseAllAbilities]),
            Some("all land types") => Ok(vec![Change::LoseLandTypes]),
            Some("all land types and abilities") => Ok(vec![Change::LoseLandTypes, Change::LoseAllAbilities]),
            _ => Err(miss("loses that")),
        },
        Verb::Attack if words.is_some_and(|w| w == "each combat if able") => Ok(vec![Change::Combat(CombatRule::AttacksEachCombat)]),
        // CR 702.3b: "can attack as though it didn't have defender".
        Verb::Attack if c.args.len() == 1 && words.is_some_and(|w| w == "as though it didn't have defender" || w == "as though they didn't have defender") => {
            Ok(vec![Change::Combat(CombatRule::AttacksDespiteDefender)])
        }
        Verb::Block if words.is_some_and(|w| w == "each combat if able") => Ok(vec![Change::Combat(CombatRule::BlocksEachCombat)]),
        // CR 205.1, 305.7: "enchanted land is an Island", "is a Knight in addition to its
        // other types" (layers 4, 5, 6 and 7b).
        Verb::Be => match c.args.as_slice() {
            [Arg::Becomes(b)] => super::becomes::static_changes(b),
            // CR 105.3: "is black", "is white and blue", "is colorless" (layer 5).
            // ("~ is all colors" is a characteristic-defining ability, read elsewhere.)
            [Arg::Words(_)] => match words.and_then(crate::colors::colors_word) {
                Some((colors, "")) if colors != mw_types::ColorSet::ALL => Ok(vec![Change::SetColors(colors)]),
                _ => Err(miss("be")),
            },
            _ => Err(miss("be")),
        },
        _ => Err(miss(&format!("{:?}", c.verb).to_lowercase())),
    }
}

/// CR 613.1f: "creatures your opponents control lose trample and can't have or gain
/// trample": the keywords lost, then taken away again after every other effect of
/// layer 6 (`Change::CantHaveKeyword`). None: the statement isn't one.
fn cant_have_or_gain(cx: &mut Ctx, s: &Stmt, cond: Option<Condition>, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let Stmt::Seq(v) = s else { return None };
    let [Stmt::Clause(c), Stmt::Unknown(u)] = v.as_slice() else { return None };
    let [Arg::Keywords(ks)] = c.args.as_slice() else { return None };
    let (first, last) = (ks.first()?, ks.last()?);
    let rest = cx.words(&u.span);
    if c.verb != Verb::Lose || c.negated || rest.strip_prefix("and ").unwrap_or(rest) != format!("can't have or gain {}", cx.words(&(first.span.start..last.span.end))) {
        return None;
    }
    let mut abilities = match clauses(cx, &[(c, None)], cond, span) {
        Ok(a) => a,
        Err(e) => return Some(Err(e)),
    };
    let [Ability::Continuous(e)] = abilities.as_mut_slice() else { return Some(Err(Miss::new(span.clone(), "static: can't have or gain that"))) };
    let lost: Vec<Change> = e.changes.iter().filter_map(|c| if let Change::LoseKeyword(k) = c { Some(Change::CantHaveKeyword(*k)) } else { None }).collect();
    e.changes.extend(lost);
    Some(Ok(abilities))
}

/// CR 613.1f: a keyword a static ability may take away: one with no parameter whose
/// whole meaning is the keyword itself (not ward, protection, or a keyword standing for
/// a triggered ability, whose other parts would stay).
pub(super) fn lost_keyword(k: &KeywordNode) -> Option<mw_ir::Keyword> {
    use mw_ir::Keyword as K;
    if k.param != KeywordParam::None || super::keywords::triggered_keyword(&k.name).is_some() {
        return None;
    }
    let kw = super::filter::keyword(&k.name, &k.span).ok()?;
    let plain = [
        K::Flying, K::FirstStrike, K::DoubleStrike, K::Deathtouch, K::Trample, K::Hexproof, K::Lifelink, K::Vigilance, K::Reach, K::Menace, K::Haste,
        K::Indestructible, K::Defender, K::Shroud, K::Infect, K::Intimidate, K::Fear, K::Plainswalk, K::Islandwalk, K::Swampwalk, K::Mountainwalk, K::Forestwalk,
    ];
    plain.contains(&kw).then_some(kw)
}

/// CR 613.1f: "has flying and \"…\"": the keywords and quoted abilities a static ability
/// gives, the quoted ones following it as `Ability::Granted`.
fn has_changes(cx: &mut Ctx, c: &Clause, granted: &mut Vec<Ability>) -> Lowered<Vec<Change>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("static: {w}"));
    let mut changes = Vec::new();
    for a in &c.args {
        if let Arg::Quoted(lines) = a {
            // CR 113.1 / 613.1f: a quoted ability the affected objects have; it
            // follows the static ability as `Ability::Granted`.
            for line in lines {
                for ability in quoted(cx, line)? {
                    granted.push(ability);
                    changes.push(Change::Grant(granted.len() as u8));
                }
            }
            continue;
        }
        // CR 613.4b: "enchanted creature has base power and toughness 1/1" (layer 7b).
        if let Arg::Becomes(b) = a {
            changes.push(base_pt(b).ok_or_else(|| miss("has more than a base power and toughness"))?);
            continue;
        }
        let Arg::Keywords(ks) = a else { return Err(miss("has more than keywords")) };
        for k in ks {
            if let (true, KeywordParam::Words(from)) = (k.name == "protection", &k.param) {
                // CR 702.16a, 607.2: the card type chosen as the source entered.
                if from.len() == 1 && cx.words(&from[0]) == "the chosen card type" {
                    changes.push(Change::ProtectionFromChosenType);
                    continue;
                }
                changes.push(Change::Protection(protection_colors(cx, from).ok_or_else(|| miss("protection from that"))?));
                continue;
            }
            if let (true, KeywordParam::Cost(items)) = (k.name == "ward", &k.param) {
                // CR 702.21a: ward is the keyword and its triggered ability, both
                // given (the ability as `Ability::Granted`, CR 613.1f).
                granted.push(super::ward::ward_trigger(cx, items, &k.span)?);
                changes.extend([Change::Keyword(mw_ir::Keyword::Ward), Change::Grant(granted.len() as u8)]);
                continue;
            }
            if k.param != KeywordParam::None {
                return Err(miss("a keyword with a parameter"));
            }
            if let Some(ability) = super::keywords::triggered_keyword(&k.name) {
                // CR 702.116a: myriad is a triggered ability, given (CR 613.1f).
                granted.push(ability);
                changes.push(Change::Grant(granted.len() as u8));
                continue;
            }
            changes.push(Change::Keyword(super::filter::keyword(&k.name, &k.span)?));
        }
    }
    if changes.is_empty() {
        return Err(miss("has nothing"));
    }
    Ok(changes)
}

/// CR 613.4b: a "has base power and toughness P/T" (a `have` frame's kept-types
/// description) as layer 7b's change; None for any other description.
fn base_pt(b: &BecomesNp) -> Option<Change> {
    use crate::syntax::lexer::PtPart;
    let plain = b.still && b.types.is_empty() && b.subtypes.is_empty() && b.colors.is_empty() && !b.colorless && b.keywords.is_empty() && b.quoted.is_empty() && !b.all_creature_types && b.pt_each.is_none();
    match b.pt? {
        crate::syntax::lexer::PtToken { power: PtPart::Num { value: p, signed: false }, toughness: PtPart::Num { value: t, signed: false } } if plain => Some(Change::SetPt(p, t)),
        _ => None,
    }
}

/// A quoted ability as the abilities it compiles to (a permanent's line: no spell
/// instructions).
pub fn quoted(cx: &Ctx, line: &Line) -> Lowered<Vec<Ability>> {
    let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
    let abilities = super::lower_line(line, cx.lower, crate::TextKind::Permanent, &mut spell, &mut super::Carry::default())?;
    if abilities.is_empty() || !spell.effect.is_empty() {
        return Err(Miss::new(line.span.clone(), "quoted ability: not an ability"));
    }
    Ok(abilities)
}

/// CR 613.4c, 122.1: "equipped creature gets +1/+1 for each charge counter on ~", "~ gets
/// +1/+1 for each oil counter on it": the counters on the source, counted continuously
/// ("it" only when the subject is the source itself).
fn counters_pt(c: &Clause, pt: &crate::syntax::lexer::PtToken, kind: &str, on: &Np) -> Option<Vec<Change>> {
    let its = matches!(on, Np::Ref(r) if r.word == RefWord::It) && matches!(c.subject, Some(Np::SelfRef));
    if !(matches!(on, Np::SelfRef) || its) {
        return None;
    }
    let kind = mw_types::CounterKind::parse(kind)?;
    let Some((p, t, mw_ir::Amount::Fixed(1))) = super::verbs::pump(pt) else { return None };
    Some(vec![Change::PtFor(mw_ir::Count::CountersOnSource(kind), p, t)])
}

/// The counts a static ability's "for each" may use (`mw_ir::Count`: its controller's
/// permanents of a type or basic land type, creatures, cards in hand or graveyard).
pub(super) fn static_count(c: mw_ir::Counted) -> Option<mw_ir::Count> {
    use mw_ir::{CardZone, Count, Counted, PlayerRef};
    let plain = |f: &ObjectFilter| f.or_type.is_none() && f.not_type.is_none() && f.props == mw_ir::Props::default();
    Some(match c {
        Counted::Permanents(f) if plain(&f) && f.controller == Controller::You => Count::YouControl(f.card_type?),
        Counted::Permanents(f) if f == ObjectFilter::creature() => Count::CreaturesOnBattlefield,
        Counted::Permanents(f) if f.controller == Controller::You && f.card_type.is_none() && f.or_type.is_none() && f.not_type.is_none() => {
            let mut rest = f.props;
            let types = std::mem::take(&mut rest.land_types);
            let mut colors = types.iter();
            let (Some(color), None) = (colors.next(), colors.next()) else { return None };
            (rest == mw_ir::Props::default()).then_some(Count::LandTypeYouControl(color))?
        }
        Counted::Cards { zone: CardZone::Hand, player: PlayerRef::You, filter } if filter == ObjectFilter::default() => Count::CardsInHand,
        Counted::Cards { zone: CardZone::Graveyard, player: PlayerRef::You, filter } if plain(&filter) && filter.controller == Controller::Any && filter.card_type.is_some() => Count::CardsInGraveyard(filter.card_type?),
        Counted::Cards { zone: CardZone::Graveyard, player, filter } => super::pt_defined::graveyard_cards(player, &filter)?,
        Counted::CountersOnSource(kind) => Count::CountersOnSource(kind),
        // CR 305.6: domain, the basic land types among the lands its controller controls.
        Counted::BasicLandTypes => Count::BasicLandTypes,
        Counted::ExiledWith(f) if f.props.power.is_none() && f.props.toughness.is_none() && f.props.power_vs_source.is_none() => Count::ExiledWithSource(f),
        // Counting reads other permanents' types and abilities, never their power or
        // toughness (no P/T depends on another's through a count).
        Counted::Permanents(f) if f.props.power.is_none() && f.props.toughness.is_none() && f.props.power_vs_source.is_none() => Count::Permanents(f),
        _ => return None,
    })
}

/// The subject of a statement's first clause.
/// The object a static ability's condition is about when it is the source or the
/// permanent the source is attached to: "~ is equipped", "enchanted permanent is a
/// creature", "~ has four or more oil counters on it".
fn cond_subject(c: &Cond) -> Option<&Np> {
    let np = match c {
        Cond::Is { subject, .. } => subject,
        Cond::Compare { amount: AmountNp::CountersOn { on, .. }, .. } => &**on,
        _ => return None,
    };
    matches!(np, Np::SelfRef | Np::Attached { .. }).then_some(np)
}

/// CR 611.3a: "as long as enchanted permanent is a creature, it gets +2/+2": the "it"
/// that is the subject of the static ability's clauses is the condition's subject.
fn it_is(body: &Stmt, np: &Np) -> Stmt {
    let is_it = |s: &Option<Np>| matches!(s, Some(Np::Ref(RefNp { word: RefWord::It, plural: false, .. })));
    let mut out = body.clone();
    match &mut out {
        Stmt::Clause(c) if is_it(&c.subject) => c.subject = Some(np.clone()),
        Stmt::Seq(v) => {
            for part in v {
                if let Stmt::Clause(c) = part {
                    if is_it(&c.subject) {
                        c.subject = Some(np.clone());
                    }
                }
            }
        }
        _ => {}
    }
    out
}

fn first_subject(s: &Stmt) -> Option<&Np> {
    match s {
        Stmt::Clause(c) => c.subject.as_ref(),
        Stmt::Seq(v) => v.first().and_then(first_subject),
        _ => None,
    }
}

/// CR 702.16: "protection from red", "from white and from blue", "from all colors": the
/// colors; None for anything else (types, everything).
fn protection_colors(cx: &Ctx, from: &[crate::syntax::lexer::Span]) -> Option<mw_types::ColorSet> {
    let mut set = mw_types::ColorSet::EMPTY;
    for s in from {
        match cx.words(s) {
            "all colors" => set = mw_types::ColorSet::ALL,
            w => set.insert(crate::syntax::vocab::color_word(w)?),
        }
    }
    (!set.is_empty()).then_some(set)
}

/// "a creature", "an artifact": the card type a static ability says its subject isn't.
fn not_a_type(words: &str) -> Option<mw_types::CardType> {
    let t = words.strip_prefix("a ").or_else(|| words.strip_prefix("an "))?;
    mw_types::CardType::from_name(t)
}

/// CR 614.1a: "that many plus N [kind] counters are put on it instead", for counters put
/// on a creature its controller controls (what `Ability::MoreCounters` covers), by any
/// source or by a keyword's triggered abilities.
fn more_counters(cx: &mut Ctx, k: &MoreCountersNp) -> Lowered<Ability> {
    let miss = |what: &str| Miss::new(k.span.clone(), format!("more counters: {what}"));
    let kind = mw_types::CounterKind::parse(&k.kind).ok_or_else(|| miss("that counter kind"))?;
    let Np::Objects(o) = &k.on else { return Err(miss("on that object")) };
    let f = super::refs::obj_filter(cx, o)?;
    if f != (mw_ir::ObjectFilter { controller: mw_ir::Controller::You, ..mw_ir::ObjectFilter::creature() }) || o.det != Det::A {
        return Err(miss("on that object"));
    }
    let by = match k.by.as_ref().map(|s| cx.words(s)) {
        None => None,
        Some("modular") => Some(mw_ir::KeywordTrigger::Modular),
        Some("graft") => Some(mw_ir::KeywordTrigger::Graft),
        Some(_) => return Err(miss("a triggered ability of that keyword")),
    };
    Ok(Ability::MoreCounters { kind, plus: k.plus, by })
}
