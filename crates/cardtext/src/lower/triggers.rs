//! Trigger conditions (CR 603.1–603.2) into the IR's triggers, and what each gives its
//! ability's instructions ("that creature", "that player", "that much"). An event on two
//! verbs ("enters or attacks") is two triggers.

use super::ctx::{Antecedent, Ctx, TriggerGives};
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::ability::DamagedKind;
use mw_ir::{Controller, ObjectFilter, Subject, Trigger};

fn miss(span: &crate::syntax::lexer::Span, what: impl Into<String>) -> Miss {
    Miss::new(span.clone(), format!("trigger: {}", what.into()))
}

/// The triggers of a condition, and what they give (the same for each).
pub fn triggers(cx: &mut Ctx, t: &TriggerNode) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    match &t.event {
        EventNode::Step { whose, step } => {
            let tr = step_trigger(*whose, *step).ok_or_else(|| miss(&t.span, format!("{whose:?} {step:?}").to_lowercase()))?;
            // "that player": the player whose step it is, when the step may be another
            // player's ("at the beginning of each player's upkeep, that player …").
            let player = matches!(whose, Whose::Each | Whose::EachPlayers | Whose::EachOpponents | Whose::AttachedController | Whose::AttachedPlayer);
            // CR 303.4, 301.5: "at the beginning of the upkeep of enchanted creature's
            // controller, … that creature": the permanent the source is attached to (as
            // the source last existed, CR 608.2h).
            let object = (*whose == Whose::AttachedController).then(|| Antecedent { subject: Subject::Attached, noun: Noun::Permanent, types: Vec::new(), plural: false });
            Ok((vec![tr], TriggerGives { object, player, card: false }))
        }
        EventNode::Action { subject, verb, args } => action(cx, t, subject, *verb, args),
        EventNode::Or(events) if cycle_or_discard(events).is_some() => {
            // CR 702.29a: cycling is a discard (its cost discards the card), so "whenever
            // you cycle or discard a card" triggers once for each discard.
            let who = cycle_or_discard(events).unwrap_or(Controller::You);
            Ok((vec![Trigger::Discards(who)], TriggerGives { object: None, player: who != Controller::You, card: false }))
        }
        EventNode::Or(events) => {
            let mut all = Vec::new();
            let mut gives = TriggerGives::default();
            // A step beside an event gives only what both give (CR 603.2: a step's
            // beginning names no object).
            let step = events.iter().any(|e| matches!(e, EventNode::Step { .. }));
            for (i, e) in events.iter().enumerate() {
                let word = if matches!(e, EventNode::Step { .. }) { TriggerWord::At } else if t.word == TriggerWord::At { TriggerWord::Whenever } else { t.word };
                let node = TriggerNode { span: t.span.clone(), word, event: e.clone(), condition: None, during: None };
                let (mut ts, g) = triggers(cx, &node)?;
                all.append(&mut ts);
                gives = if step && i > 0 { both_give(&gives, &g) } else { g };
            }
            Ok((all, gives))
        }
        EventNode::Ring(RingEvent::TemptsYou) => Ok((vec![Trigger::RingTemptsYou], TriggerGives::default())),
        EventNode::Ring(RingEvent::YouChooseBearer) => Ok((vec![Trigger::YouChooseRingBearer], TriggerGives::default())),
        EventNode::Unknown(u) => Err(miss(&u.span, "unknown")),
    }
}

/// What two trigger conditions of one ability both give.
fn both_give(a: &TriggerGives, b: &TriggerGives) -> TriggerGives {
    TriggerGives { object: if a.object == b.object { a.object.clone() } else { None }, player: a.player && b.player, card: a.card && b.card }
}

/// "[player] cycles or discards a card" / "… another card": who, when the two events
/// are that pair (another card than the source: a card in hand is never the permanent
/// whose ability this is).
fn cycle_or_discard(events: &[EventNode]) -> Option<Controller> {
    let [EventNode::Action { subject: Np::Player(p1), verb: EventVerb::Cycles, args: a1 }, EventNode::Action { subject: Np::Player(p2), verb: EventVerb::Discards, args: a2 }] = events else {
        return None;
    };
    let card = |args: &[Arg]| matches!(args, [Arg::Object(Np::Objects(ObjNp { det: Det::A | Det::Another, noun: Noun::Card, filter: Pred::True, zone: None, .. }))]);
    if p1 != p2 || !a1.is_empty() || !card(a2) {
        return None;
    }
    match (p1.det, p1.who) {
        (_, PlayerWord::You) => Some(Controller::You),
        (Det::A, PlayerWord::Player) => Some(Controller::Any),
        (Det::A, PlayerWord::Opponent) => Some(Controller::NotYou),
        _ => None,
    }
}

/// CR 503–513: step and phase triggers.
fn step_trigger(whose: Whose, step: StepName) -> Option<Trigger> {
    use StepName::*;
    use Whose::*;
    Some(match (whose, step) {
        (Your, Upkeep) => Trigger::YourUpkeep,
        (Each | EachPlayers, Upkeep) => Trigger::EachUpkeep,
        (EachOpponents, Upkeep) => Trigger::EachOpponentUpkeep,
        (AttachedController | AttachedPlayer, Upkeep) => Trigger::AttachedControllerUpkeep,
        (Your, End) => Trigger::YourEndStep,
        (Each | The | EachPlayers, End) => Trigger::EachEndStep,
        (Your, Combat) => Trigger::YourCombat,
        (Each, Combat) => Trigger::EachCombat,
        (Each | The, EndOfCombat) => Trigger::EachEndOfCombat,
        (Your, Draw) => Trigger::YourDrawStep,
        (Each | EachPlayers, Draw) => Trigger::EachDrawStep,
        (Your, PrecombatMain) => Trigger::YourPrecombatMain,
        (Your, PostcombatMain) => Trigger::YourPostcombatMain,
        _ => return None,
    })
}

fn only_args(t: &TriggerNode, args: &[Arg], ok: impl Fn(&Arg) -> bool) -> Lowered<()> {
    match args.iter().find(|a| !ok(a)) {
        Some(Arg::Words(s)) => Err(miss(s, "words after the event")),
        Some(_) => Err(miss(&t.span, "an argument of the event")),
        None => Ok(()),
    }
}

fn action(cx: &mut Ctx, t: &TriggerNode, subject: &Np, verb: EventVerb, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    if verb == EventVerb::BecomesTarget {
        return match subject {
            Np::SelfRef => super::trigger_targets::self_targeted(cx, t, args),
            Np::Attached { noun: Noun::Permanent, .. } => super::trigger_targets::attached_targeted(cx, t, args),
            _ => super::trigger_targets::becomes_target(cx, t, subject, args),
        };
    }
    match subject {
        Np::SelfRef => self_event(cx, t, verb, args).map(|ts| (ts, self_gives(verb, args))),
        Np::Or(alts) if matches!(alts.first(), Some(Np::SelfRef)) => {
            // "~ or another creature you control dies/enters"; "~ or another Ally enters
            // under your control": this always does, as its controller is the
            // ability's (CR 110.2, 113.8).
            let own: Vec<Arg> = args.iter().filter(|a| !matches!(a, Arg::UnderControl(Np::Player(PlayerNp { who: PlayerWord::You, .. })))).cloned().collect();
            let mut out = self_event(cx, t, verb, &own)?;
            let (more, gives) = action(cx, t, &alts[1], verb, args)?;
            out.extend(more);
            Ok((out, gives))
        }
        Np::Player(p) => player_event(cx, t, p, verb, args),
        Np::Attached { noun: Noun::Permanent, .. } => {
            let tr = match verb {
                EventVerb::Attacks => Trigger::AttachedAttacks,
                EventVerb::Dies => Trigger::AttachedDies,
                EventVerb::DealsCombatDamage if to_player(args) => Trigger::AttachedCombatDamageToPlayer,
                // "whenever enchanted creature deals damage [to a creature]".
                EventVerb::DealsCombatDamage | EventVerb::DealsDamage => {
                    only_args(t, args, |a| matches!(a, Arg::To(_) | Arg::Combat))?;
                    let to = to_kind(args).ok_or_else(|| miss(&t.span, "attached deals damage to that recipient"))?;
                    Trigger::AttachedDealsDamage { to, combat: verb == EventVerb::DealsCombatDamage }
                }
                _ => return attached_event(cx, t, verb, args),
            };
            // "that creature": the one dealt damage when the event names one (CR 603.2),
            // else the attached creature.
            let types = if matches!(tr, Trigger::AttachedDealsDamage { to: DamagedKind::Creature, .. }) { vec![mw_types::CardType::Creature] } else { Vec::new() };
            let object = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types, plural: false };
            let player = matches!(tr, Trigger::AttachedCombatDamageToPlayer | Trigger::AttachedDealsDamage { to: DamagedKind::Player | DamagedKind::Opponent, .. });
            // CR 400.7: the enchanted creature that died is a card in a graveyard.
            let card = tr == Trigger::AttachedDies;
            Ok((vec![tr], TriggerGives { object: Some(object), player, card }))
        }
        Np::Objects(o) if matches!(o.det, Det::A | Det::Another | Det::Bare | Det::Each) => objects_event(cx, t, o, verb, args),
        // CR 603.2c: "one or more creatures …" triggers once for the batch; once each
        // turn at most, that is once for the first such object each turn.
        Np::Objects(o @ ObjNp { det: Det::Number(_), .. }) if cx.once_each_turn => {
            let one = ObjNp { det: Det::A, ..o.clone() };
            let (ts, mut gives) = objects_event(cx, t, &one, verb, args)?;
            // "they" would be the whole batch: no single object to name.
            gives.object = None;
            Ok((ts, gives))
        }
        // CR 603.2c: once for the batch ("one or more creatures you control attack").
        Np::Objects(o) if super::trigger_batches::is_batch(o) => super::trigger_batches::batch_event(cx, t, o, verb, args),
        Np::Objects(ObjNp { det: Det::Number(_), .. }) => Err(miss(&t.span, format!("a batch: one or more objects {verb:?}").to_lowercase())),
        _ => Err(miss(&t.span, format!("subject {}", refs::np_kind(subject)))),
    }
}

/// CR 603.2: an event of the permanent an Aura or Equipment is attached to that the
/// permanent's own trigger would name: "whenever enchanted creature becomes tapped",
/// "… blocks", "… attacks or blocks", "… is dealt damage", "… attacks alone".
fn attached_event(cx: &mut Ctx, t: &TriggerNode, verb: EventVerb, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    use EventVerb::*;
    if !matches!(verb, BecomesTapped | BecomesUntapped | IsDealtDamage | Blocks | BecomesBlocked | BlocksOrBecomesBlocked | AttacksOrBlocks | AttacksAlone) {
        return Err(miss(&t.span, format!("attached {verb:?}").to_lowercase()));
    }
    // Pairs of blockers are the blocking creature's own triggers, not its Aura's.
    if !args.is_empty() && matches!(verb, Blocks | BecomesBlocked | BlocksOrBecomesBlocked) {
        return Err(miss(&t.span, "attached blocks or is blocked by that"));
    }
    let wrap = |tr: Trigger| if tr == Trigger::SelfAttacks { Trigger::AttachedAttacks } else { Trigger::Attached(Box::new(tr)) };
    let ts = self_event(cx, t, verb, args)?.into_iter().map(wrap).collect();
    let object = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: Vec::new(), plural: false };
    Ok((ts, TriggerGives { object: Some(object), player: false, card: false }))
}

fn to_player(args: &[Arg]) -> bool {
    args.iter().any(|a| matches!(a, Arg::To(Np::Player(PlayerNp { who: PlayerWord::Player, .. }))))
}

/// "deals combat damage to you".
fn to_you(args: &[Arg]) -> bool {
    args.iter().any(|a| matches!(a, Arg::To(Np::Player(PlayerNp { who: PlayerWord::You, .. }))))
}

fn to_kind(args: &[Arg]) -> Option<DamagedKind> {
    match args.iter().find_map(|a| if let Arg::To(n) = a { Some(n) } else { None }) {
        None => Some(DamagedKind::Anything),
        Some(n) => damaged_kind(n),
    }
}

/// What "damage to [a player | an opponent | a creature | a planeswalker]" names.
pub fn damaged_kind(to: &Np) -> Option<DamagedKind> {
    Some(match to {
        Np::Player(PlayerNp { who: PlayerWord::Player, det: Det::A, .. }) => DamagedKind::Player,
        Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A, .. }) => DamagedKind::Opponent,
        Np::Objects(o) if o.det == Det::A && o.filter == Pred::Type(mw_types::CardType::Creature) => DamagedKind::Creature,
        Np::Objects(o) if o.det == Det::A && o.filter == Pred::Type(mw_types::CardType::Planeswalker) => DamagedKind::Planeswalker,
        _ => return None,
    })
}

/// What an event about the source gives: the player dealt damage ("that player"), the
/// amount.
fn self_gives(verb: EventVerb, args: &[Arg]) -> TriggerGives {
    if verb == EventVerb::BecomesTarget {
        // "that spell": the spell that targeted it.
        let object = Antecedent { subject: Subject::Triggering, noun: Noun::Spell, types: Vec::new(), plural: false };
        return TriggerGives { object: Some(object), player: false, card: false };
    }
    if matches!(verb, EventVerb::Blocks | EventVerb::BecomesBlocked | EventVerb::BlocksOrBecomesBlocked) && !args.is_empty() {
        // "that creature": the other creature of the pair.
        let object = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: vec![mw_types::CardType::Creature], plural: false };
        return TriggerGives { object: Some(object), player: false, card: false };
    }
    let damage = matches!(verb, EventVerb::DealsCombatDamage | EventVerb::DealsDamage);
    let player = damage && matches!(to_kind(args), Some(DamagedKind::Player | DamagedKind::Opponent));
    // "whenever ~ deals damage to a creature, destroy that creature": the one dealt it.
    let object = (damage && to_kind(args) == Some(DamagedKind::Creature))
        .then(|| Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: vec![mw_types::CardType::Creature], plural: false });
    TriggerGives { object, player, card: false }
}

/// Events of the source itself ("when ~ enters", "whenever ~ attacks").
fn self_event(cx: &mut Ctx, t: &TriggerNode, verb: EventVerb, args: &[Arg]) -> Lowered<Vec<Trigger>> {
    let no_args = |ts: Vec<Trigger>| -> Lowered<Vec<Trigger>> {
        only_args(t, args, |_| false)?;
        Ok(ts)
    };
    match verb {
        EventVerb::Enters => no_args(vec![Trigger::SelfEnters]),
        EventVerb::Dies => no_args(vec![Trigger::SelfDies]),
        EventVerb::Attacks => no_args(vec![Trigger::SelfAttacks]),
        EventVerb::AttacksAlone => no_args(vec![Trigger::SelfAttacksAlone]),
        EventVerb::AttacksUnblocked => no_args(vec![Trigger::SelfAttacksUnblocked]),
        EventVerb::Blocks | EventVerb::BecomesBlocked | EventVerb::BlocksOrBecomesBlocked if !args.is_empty() => block_pair(cx, t, verb, args),
        EventVerb::Blocks => no_args(vec![Trigger::SelfBlocks]),
        EventVerb::BecomesBlocked => no_args(vec![Trigger::SelfBecomesBlocked]),
        EventVerb::AttacksOrBlocks => no_args(vec![Trigger::SelfAttacks, Trigger::SelfBlocks]),
        EventVerb::BlocksOrBecomesBlocked => no_args(vec![Trigger::SelfBlocksOrBecomesBlocked]),
        EventVerb::LeavesBattlefield => no_args(vec![Trigger::SelfLeaves]),
        EventVerb::IsDealtDamage => no_args(vec![Trigger::SelfDealtDamage]),
        EventVerb::BecomesTapped => no_args(vec![Trigger::SelfBecomesTapped]),
        EventVerb::BecomesUntapped => no_args(vec![Trigger::SelfBecomesUntapped]),
        EventVerb::TurnedFaceUp => no_args(vec![Trigger::SelfTurnedFaceUp]),
        // CR 701.27e: into this face (its name read as ~); another face is another card's.
        EventVerb::TransformsInto => match args {
            [Arg::Object(Np::SelfRef)] => Ok(vec![Trigger::SelfTransformsInto]),
            _ => Err(miss(&t.span, "transforms into that")),
        },
        EventVerb::PutIntoGraveyard => self_to_graveyard(t, args),
        // CR 122.6: "whenever one or more +1/+1 counters are put on ~".
        EventVerb::CountersPut => match args {
            [Arg::Counters { kind }] => Ok(vec![Trigger::SelfGetsCounters(counter_kind(t, kind)?)]),
            _ => {
                only_args(t, args, |_| false)?;
                Err(miss(&t.span, "counters put on ~"))
            }
        },
        EventVerb::DealsCombatDamage | EventVerb::DealsDamage => {
            only_args(t, args, |a| matches!(a, Arg::To(_) | Arg::Combat))?;
            let combat = verb == EventVerb::DealsCombatDamage;
            match to_kind(args) {
                Some(DamagedKind::Player) if combat => Ok(vec![Trigger::SelfCombatDamageToPlayer]),
                Some(to) => Ok(vec![Trigger::SelfDealsDamage { to, combat }]),
                None => Err(miss(&t.span, "damage to that recipient")),
            }
        }
        _ => Err(miss(&t.span, format!("self {verb:?}").to_lowercase())),
    }
}

/// CR 509.3c–d: "whenever ~ blocks a creature", "… becomes blocked by a creature [with
/// …]", "… blocks or becomes blocked by a creature": once for each pair, the other
/// creature passing the filter ("that creature", the event's object).
fn block_pair(cx: &mut Ctx, t: &TriggerNode, verb: EventVerb, args: &[Arg]) -> Lowered<Vec<Trigger>> {
    let other = match (verb, args) {
        (EventVerb::Blocks, [Arg::Object(Np::Objects(o))]) => o,
        (EventVerb::BecomesBlocked | EventVerb::BlocksOrBecomesBlocked, [Arg::BlockedBy { by: Np::Objects(o), except: false }]) => o,
        _ => return Err(miss(&t.span, "blocks or is blocked by that")),
    };
    // Only creatures block and are blocked (CR 509.1a): the filter is about one of them.
    if other.det != Det::A || other.zone.is_some() {
        return Err(miss(&t.span, "blocks or is blocked by that"));
    }
    let filter = refs::obj_filter(cx, other)?;
    let (blocks, blocked) = match verb {
        EventVerb::Blocks => (true, false),
        EventVerb::BecomesBlocked => (false, true),
        _ => (true, true),
    };
    Ok(vec![Trigger::BlockPair { blocks, blocked, filter }])
}

/// CR 603.6c / 603.10a: "when ~ is put into a graveyard from the battlefield" (looking
/// back), "… into your graveyard from your library", "… from anywhere" (from the graveyard
/// it went to: always its owner's, CR 404.2, so "a" and "your" say the same).
fn self_to_graveyard(t: &TriggerNode, args: &[Arg]) -> Lowered<Vec<Trigger>> {
    let into_ok = |z: &ZoneNp| match z.whose.as_deref() {
        None => true,
        Some(Np::Player(PlayerNp { who: PlayerWord::You | PlayerWord::Player, det: Det::A, .. })) => true,
        _ => false,
    };
    only_args(t, args, |a| match a {
        Arg::Into(z) => into_ok(z),
        Arg::From(z) => matches!(z.zone, ZoneWord::Battlefield | ZoneWord::Library | ZoneWord::Hand | ZoneWord::Anywhere),
        _ => false,
    })?;
    let from = args.iter().find_map(|a| if let Arg::From(z) = a { Some(z) } else { None });
    Ok(vec![match from.map(|z| (z.zone, z.whose.as_deref())) {
        None => return Err(miss(&t.span, "put into a graveyard, from no zone")),
        Some((ZoneWord::Battlefield, _)) => Trigger::SelfToGraveyardFromBattlefield,
        Some((ZoneWord::Anywhere, _)) => Trigger::SelfPutIntoGraveyard { from: None },
        Some((zone, None | Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })))) => {
            let from = if zone == ZoneWord::Library { mw_ir::CardZone::Library } else { mw_ir::CardZone::Hand };
            Trigger::SelfPutIntoGraveyard { from: Some(from) }
        }
        Some(_) => return Err(miss(&t.span, "put into a graveyard from another player's zone")),
    }])
}

/// CR 603.2: "their second spell each turn": the Nth event of its kind this turn.
/// A filter of card types only ("instant or sorcery", "noncreature"): what the engine's
/// record of the turn's spells keeps.
fn types_only(f: &mw_ir::ObjectFilter) -> bool {
    let kinds = mw_ir::ObjectFilter { card_type: f.card_type, or_type: f.or_type, not_type: f.not_type, ..Default::default() };
    *f == kinds && !(f.card_type.is_some() && f.not_type.is_some()) && !(f.or_type.is_some() && f.card_type.is_none())
}

fn nth_this_turn(args: &[Arg]) -> Option<u8> {
    args.iter().find_map(|a| if let Arg::NthThisTurn(n) = a { Some(*n) } else { None })
}

/// "whenever you cast …", "whenever you gain life", "whenever an opponent draws a card".
fn player_event(cx: &mut Ctx, t: &TriggerNode, p: &PlayerNp, verb: EventVerb, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let who = match (p.det, p.who) {
        (_, PlayerWord::You) => Controller::You,
        (Det::A | Det::Each, PlayerWord::Opponent) => Controller::NotYou,
        (Det::A | Det::Each, PlayerWord::Player) => Controller::Any,
        _ => return Err(miss(&t.span, "that player")),
    };
    let object = args.iter().find_map(|a| if let Arg::Object(o) = a { Some(o) } else { None });
    let gives_player = TriggerGives { object: None, player: who != Controller::You, card: false };
    let tr = match (verb, who) {
        // CR 707.10: "whenever you copy an instant or sorcery spell": a spell of the cast
        // trigger's kind, put on the stack as a copy.
        (EventVerb::Copies, _) => {
            let (ts, gives) = player_event(cx, t, p, EventVerb::Casts, args)?;
            return match ts.as_slice() {
                [Trigger::Cast { caster, filter, targets_this: false, nth: 0, only: None }] => Ok((vec![Trigger::Copies { copier: *caster, filter: filter.clone() }], gives)),
                _ => Err(miss(&t.span, "copy that spell")),
            };
        }
        // CR 601.2i: "when you cast this spell": the spell's own ability.
        (EventVerb::Casts, Controller::You) if matches!(object, Some(Np::SelfRef)) => {
            only_args(t, args, |a| matches!(a, Arg::Object(_)))?;
            return Ok((vec![Trigger::SelfCast], TriggerGives::default()));
        }
        (EventVerb::Casts, _) => {
            let Some(Np::Objects(o)) = object else { return Err(miss(&t.span, "cast what")) };
            let nth = nth_this_turn(args);
            let det_ok = if nth.is_some() { o.det == Det::Bare } else { o.det == Det::A || o.det == Det::Another };
            if !det_ok || o.noun != Noun::Spell {
                return Err(miss(&t.span, "cast that"));
            }
            let from = match &o.zone {
                Some(z) => Some(cast_from(cx, z).ok_or_else(|| miss(&t.span, "a spell cast from a zone"))?),
                None => None,
            };
            only_args(t, args, |a| matches!(a, Arg::Object(_) | Arg::NthThisTurn(_)))?;
            // "a spell with mana value equal to the number of charge counters on ~": a
            // quality checked with the source, as the spell is cast.
            let (pred, only) = refs::split_relative(cx, &o.filter, &o.span)?;
            let mut filter = refs::obj_filter(cx, &ObjNp { filter: pred, zone: None, ..o.clone() })?;
            if let Some((zone, not, owned)) = from {
                filter.props.came_from = Some(zone);
                filter.props.came_from_not = not;
                if owned {
                    filter.controller = Controller::Player { player: mw_ir::PlayerRef::You, owner: true };
                }
            }
            // "that spell" is the triggering spell (CR 603.2 for cast triggers).
            // "those permanents": the permanents that spell targets (CR 115.1).
            if matches!(only, Some(mw_ir::Relative::Targets(_))) && targets_plural(&o.filter) {
                cx.push_ref(Antecedent { subject: super::ctx::TARGETED, noun: Noun::Permanent, types: Vec::new(), plural: true });
            }
            // CR 603.2: the engine counts each player's spells of the turn, and keeps the
            // card types of those cast: "their first instant or sorcery spell each turn"
            // is known from the types, a second of a kind is not.
            if nth.is_some() && o.filter != Pred::True && (nth != Some(1) || only.is_some() || !types_only(&filter)) {
                return Err(miss(&t.span, "the nth spell of a kind each turn"));
            }
            let tr = Trigger::Cast { caster: who, filter, targets_this: false, nth: nth.unwrap_or(0), only };
            let spell = Antecedent { subject: Subject::Triggering, noun: Noun::Spell, types: Vec::new(), plural: false };
            return Ok((vec![tr], TriggerGives { object: Some(spell), player: who != Controller::You, card: false }));
        }
        // "whenever you draw your second card each turn".
        (EventVerb::Draws, Controller::You) if nth_this_turn(args) == Some(2) => {
            let Some(Np::Objects(ObjNp { det: Det::Bare, noun: Noun::Card, filter: Pred::True, .. })) = object else {
                return Err(miss(&t.span, "draw what"));
            };
            only_args(t, args, |a| matches!(a, Arg::Object(_) | Arg::NthThisTurn(_)))?;
            return Ok((vec![Trigger::YouDrawSecond], TriggerGives::default()));
        }
        (EventVerb::GainsLife, Controller::You) => Trigger::YouGainLife,
        (EventVerb::CommitsCrime, w @ (Controller::You | Controller::NotYou)) => {
            only_args(t, args, |_| false)?;
            return Ok((vec![Trigger::CommitsCrime(w)], gives_player));
        }
        (EventVerb::Draws, Controller::You) if is_a_card(object) => Trigger::YouDraw,
        (EventVerb::Draws, Controller::NotYou) if is_a_card(object) => Trigger::OpponentDraws,
        (EventVerb::Discards, w) => return discards(cx, t, w, object, args),
        (EventVerb::Cycles, w @ (Controller::You | Controller::Any)) if is_a_card(object) => Trigger::Cycles(w),
        (EventVerb::Cycles, Controller::You) if matches!(object, Some(Np::SelfRef)) => Trigger::SelfCycled,
        // CR 106.12: "whenever you tap ~ for mana".
        (EventVerb::TappedForMana, Controller::You) if matches!(object, Some(Np::SelfRef)) => Trigger::SelfTappedForMana,
        (EventVerb::Attacks, Controller::You) if object.is_none() => Trigger::YouAttack,
        (EventVerb::Attacks, Controller::You) => match object {
            Some(Np::Objects(o)) => return super::trigger_batches::you_attack_with(cx, t, o, args),
            _ => return Err(miss(&t.span, "attack with what")),
        },
        (EventVerb::Scries, Controller::You) => Trigger::YouScry,
        // CR 305.1: "whenever you play a land", "when you play another land"; "that land".
        (EventVerb::Plays, _) => {
            let other = match object {
                Some(Np::Objects(o)) if o.noun != Noun::Spell && o.zone.is_none() && o.filter == Pred::Type(mw_types::CardType::Land) && matches!(o.det, Det::A | Det::Another) => o.det == Det::Another,
                _ => return Err(miss(&t.span, "play what")),
            };
            only_args(t, args, |a| matches!(a, Arg::Object(_)))?;
            let land = Antecedent { subject: Subject::Triggering, noun: Noun::Permanent, types: vec![mw_types::CardType::Land], plural: false };
            return Ok((vec![Trigger::PlaysLand { player: who, other }], TriggerGives { object: Some(land), player: who != Controller::You, card: false }));
        }
        (EventVerb::Sacrifices, Controller::You) => {
            let Some(Np::Objects(o)) = object else { return Err(miss(&t.span, "sacrifice what")) };
            let mut filter = refs::obj_filter(cx, o)?;
            filter.props.other |= o.det == Det::Another;
            Trigger::YouSacrifice(filter)
        }
        _ => return Err(miss(&t.span, format!("{who:?} {verb:?}").to_lowercase())),
    };
    only_args(t, args, |a| matches!(a, Arg::Object(_)))?;
    Ok((vec![tr], gives_player))
}

/// CR 701.9a: "whenever you discard a card" ("that card": the discarded card where it
/// went, its new object); CR 603.2c: "whenever you discard one or more [nonland] cards":
/// once for the discard, "that many" its number of such cards, no card "that card".
fn discards(cx: &mut Ctx, t: &TriggerNode, w: Controller, object: Option<&Np>, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    only_args(t, args, |a| matches!(a, Arg::Object(_)))?;
    match object {
        Some(Np::Objects(o)) if super::trigger_batches::is_batch(o) && o.noun == Noun::Card && o.zone.is_none() => {
            let filter = refs::obj_filter(cx, &ObjNp { det: Det::A, ..o.clone() })?;
            Ok((vec![Trigger::DiscardBatch { who: w, filter }], TriggerGives { object: None, player: w != Controller::You, card: false }))
        }
        o if is_a_card(o) => {
            let card = super::ctx::Antecedent { subject: mw_ir::Subject::Triggering, noun: Noun::Card, types: Vec::new(), plural: false };
            Ok((vec![Trigger::Discards(w)], TriggerGives { object: Some(card), player: w != Controller::You, card: false }))
        }
        _ => Err(miss(&t.span, format!("{w:?} discards").to_lowercase())),
    }
}

fn is_a_card(o: Option<&Np>) -> bool {
    matches!(o, Some(Np::Objects(ObjNp { det: Det::A, noun: Noun::Card, filter: Pred::True, .. })))
}

/// "whenever a creature you control dies", "whenever another creature enters",
/// "whenever a land enters under your control".
fn objects_event(cx: &mut Ctx, t: &TriggerNode, o: &ObjNp, verb: EventVerb, args: &[Arg]) -> Lowered<(Vec<Trigger>, TriggerGives)> {
    let mut filter: ObjectFilter = refs::obj_filter(cx, o)?;
    if o.det == Det::Another {
        filter.props.other = true;
    }
    let object = Antecedent { subject: Subject::Triggering, noun: o.noun, types: refs::types_of(&o.filter), plural: false };
    // CR 400.7: a creature that dies is a card in a graveyard: "that card" names it there.
    let card = matches!(verb, EventVerb::Dies | EventVerb::PutIntoGraveyard);
    let gives = TriggerGives { object: Some(object), player: false, card };
    // "enters under your control" / "under an opponent's control" (CR 110.2).
    let under = args.iter().find_map(|a| match a {
        Arg::UnderControl(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Some(Controller::You),
        Arg::UnderControl(Np::Player(PlayerNp { who: PlayerWord::Opponent, det: Det::A, .. })) => Some(Controller::NotYou),
        _ => None,
    });
    if let Some(who) = under {
        if filter.controller != Controller::Any && filter.controller != who {
            return Err(miss(&t.span, "enters under two controllers"));
        }
        filter.controller = who;
    }
    let tr = match verb {
        EventVerb::Enters => {
            only_args(t, args, |a| (under.is_some() && matches!(a, Arg::UnderControl(_))) || *a == Arg::Tapped { attacking: false })?;
            // CR 603.6a: "enters tapped": the permanent as it is on the battlefield.
            if args.contains(&Arg::Tapped { attacking: false }) {
                if filter.props.tapped == Some(false) {
                    return Err(miss(&t.span, "enters tapped and untapped"));
                }
                filter.props.tapped = Some(true);
            }
            Trigger::Enters(filter)
        }
        EventVerb::Dies => {
            only_args(t, args, |_| false)?;
            Trigger::Dies(filter)
        }
        EventVerb::PutIntoGraveyard => {
            // CR 404.2: a card goes to its owner's graveyard: "into your graveyard" is
            // "a permanent you own" (and can't also say who controls it).
            let yours = |z: &ZoneNp| matches!(z.whose.as_deref(), Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })));
            let whose_ok = |z: &ZoneNp| {
                z.whose.is_none() || matches!(z.whose.as_deref(), Some(Np::Player(PlayerNp { who: PlayerWord::Player, det: Det::A, .. }))) || yours(z)
            };
            only_args(t, args, |a| match a {
                Arg::From(ZoneNp { zone: ZoneWord::Battlefield, .. }) => true,
                Arg::Into(z) => whose_ok(z),
                _ => false,
            })?;
            if !args.iter().any(|a| matches!(a, Arg::From(_))) {
                return Err(miss(&t.span, "put into a graveyard from anywhere"));
            }
            if args.iter().any(|a| matches!(a, Arg::Into(z) if yours(z))) {
                if filter.controller != Controller::Any {
                    return Err(miss(&t.span, "put into your graveyard: controlled and owned"));
                }
                filter.controller = Controller::Player { player: mw_ir::PlayerRef::You, owner: true };
            }
            Trigger::ToGraveyardFromBattlefield(filter)
        }
        EventVerb::Attacks if !args.is_empty() => attacks_you(cx, t, filter, args)?,
        EventVerb::Attacks => {
            only_args(t, args, |_| false)?;
            if is_creature_you_control(&filter) {
                Trigger::CreatureYouControlAttacks
            } else {
                Trigger::Attacks(filter)
            }
        }
        // CR 506.5 / 702.83a: "whenever a creature you control attacks alone".
        EventVerb::AttacksAlone if is_creature_you_control(&filter) => {
            only_args(t, args, |_| false)?;
            Trigger::CreatureYouControlAttacksAlone
        }
        EventVerb::DealsCombatDamage => {
            only_args(t, args, |a| matches!(a, Arg::To(_) | Arg::Combat))?;
            let to = match to_kind(args) {
                Some(DamagedKind::Player) => Controller::Any,
                Some(DamagedKind::Opponent) => Controller::NotYou,
                _ if to_you(args) => Controller::You,
                _ => return Err(miss(&t.span, "objects deal combat damage to that recipient")),
            };
            let gives = TriggerGives { player: true, ..gives };
            if is_creature_you_control(&filter) && to == Controller::Any {
                return Ok((vec![Trigger::CreatureYouControlCombatDamageToPlayer], gives));
            }
            return Ok((vec![Trigger::CombatDamageToPlayer { filter, to }], gives));
        }
        EventVerb::Explores if is_creature_you_control(&filter) => Trigger::CreatureYouControlExplores,
        // CR 122.6: "whenever one or more +1/+1 counters are put on a creature you control":
        // once for each permanent they are put on at once; "that many", "that creature".
        EventVerb::CountersPut if o.det != Det::Each => counters_put_on(t, filter, args)?,
        // CR 603.6c / 603.10a: "whenever a creature you control leaves the battlefield".
        EventVerb::LeavesBattlefield => {
            only_args(t, args, |_| false)?;
            Trigger::Leaves(filter)
        }
        // CR 603.10a: "whenever an instant or sorcery card leaves your graveyard": once
        // for each card (a batch, "one or more cards", is `CardsLeaveYourGraveyard`).
        EventVerb::LeavesZone => {
            only_args(t, args, |a| matches!(a, Arg::From(ZoneNp { zone: ZoneWord::Graveyard, .. })))?;
            let Some(Arg::From(z)) = args.first() else { return Err(miss(&t.span, "leaves what")) };
            if o.noun != Noun::Card || filter.controller != Controller::Any {
                return Err(miss(&t.span, "a permanent leaves a graveyard"));
            }
            filter.controller = match z.whose.as_deref() {
                // CR 404.2: a graveyard holds its owner's cards.
                Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Controller::Player { player: mw_ir::PlayerRef::You, owner: true },
                None | Some(Np::Player(PlayerNp { who: PlayerWord::Player, det: Det::A, .. })) => Controller::Any,
                _ => return Err(miss(&t.span, "leaves that player's graveyard")),
            };
            Trigger::LeavesGraveyard(filter)
        }
        _ => return Err(miss(&t.span, format!("objects {verb:?}").to_lowercase())),
    };
    Ok((vec![tr], gives))
}

/// CR 508.3a: "[a creature] attacks you [or a planeswalker you control]".
fn attacks_you(cx: &mut Ctx, t: &TriggerNode, filter: ObjectFilter, args: &[Arg]) -> Lowered<Trigger> {
    let planeswalkers = match args {
        [Arg::To(p)] if is_you(p) => false,
        [Arg::To(Np::Or(v))] if matches!(v.as_slice(), [p, Np::Objects(pw)] if is_you(p) && is_planeswalker_you_control(cx, pw)) => true,
        _ => return Err(miss(&t.span, "attacks that player")),
    };
    Ok(Trigger::AttacksYou { filter, planeswalkers })
}

/// CR 122.6: "one or more [kind] counters are put on [a permanent of the filter]".
fn counters_put_on(t: &TriggerNode, filter: ObjectFilter, args: &[Arg]) -> Lowered<Trigger> {
    match args {
        [Arg::Counters { kind }] => Ok(Trigger::CountersPutOn { filter, kind: counter_kind(t, kind)? }),
        _ => {
            only_args(t, args, |_| false)?;
            Err(miss(&t.span, "counters put on those"))
        }
    }
}

/// A counter kind the rules name (CR 122.1).
fn counter_kind(t: &TriggerNode, kind: &str) -> Lowered<mw_types::CounterKind> {
    mw_types::CounterKind::parse(kind).ok_or_else(|| miss(&t.span, "counters of that kind"))
}

fn is_you(p: &Np) -> bool {
    matches!(p, Np::Player(PlayerNp { who: PlayerWord::You, .. }))
}

/// "a planeswalker you control".
fn is_planeswalker_you_control(cx: &mut Ctx, o: &ObjNp) -> bool {
    let want = ObjectFilter { card_type: Some(mw_types::CardType::Planeswalker), controller: Controller::You, ..ObjectFilter::default() };
    o.det == Det::A && o.zone.is_none() && refs::obj_filter(cx, o).is_ok_and(|f| f == want)
}

fn is_creature_you_control(f: &ObjectFilter) -> bool {
    *f == ObjectFilter { controller: Controller::You, ..ObjectFilter::creature() }
}

/// CR 601.2a: "a spell from your graveyard", "from exile", "from anywhere other than your
/// hand": the zone the spell was moved to the stack from (`Props::came_from`, negated
/// for "anywhere other than"), and whether the card must be the caster's own (`owned`:
/// "your graveyard"; a hand or library a card is cast from is always its owner's).
fn cast_from(cx: &mut Ctx, z: &ZoneNp) -> Option<(mw_ir::CardZone, bool, bool)> {
    let yours = match z.whose.as_deref() {
        None => false,
        Some(p) => matches!(refs::player(cx, p).ok()?, mw_ir::PlayerRef::You),
    };
    if z.whose.is_some() && !yours {
        return None;
    }
    let one = |l: &ZoneList| match (l.graveyard, l.hand, l.library) {
        (true, false, false) => Some(mw_ir::CardZone::Graveyard),
        (false, true, false) => Some(mw_ir::CardZone::Hand),
        (false, false, true) => Some(mw_ir::CardZone::Library),
        _ => None,
    };
    match z.zone {
        ZoneWord::Exile if !yours => Some((mw_ir::CardZone::Exile, false, false)),
        ZoneWord::Hand if yours => Some((mw_ir::CardZone::Hand, false, false)),
        ZoneWord::Library if yours => Some((mw_ir::CardZone::Library, false, false)),
        ZoneWord::Graveyard => Some((mw_ir::CardZone::Graveyard, false, yours)),
        ZoneWord::AnywhereBut(l) if yours => one(&l).filter(|z| *z == mw_ir::CardZone::Hand).map(|z| (z, true, false)),
        _ => None,
    }
}

/// "that targets one or more permanents" (plural: "those permanents" after it names
/// them), not "that targets a creature".
fn targets_plural(p: &Pred) -> bool {
    match p {
        Pred::Targets(n) => matches!(&**n, Np::Objects(o) if o.det == Det::Bare),
        Pred::And(v) => v.iter().any(targets_plural),
        _ => false,
    }
}
