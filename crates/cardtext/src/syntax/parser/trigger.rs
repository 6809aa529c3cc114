//! Trigger conditions (CR 603.1–603.2): "When ~ enters", "Whenever a creature you
//! control dies", "At the beginning of your upkeep", with an intervening "if" (603.4).

use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// A trigger up to (not including) the comma that ends it; the cursor is then on it.
pub fn trigger(c: &mut Cursor) -> Option<TriggerNode> {
    let m = c.mark();
    let word = match c.eat_any(&["when", "whenever", "at"])? {
        "when" => TriggerWord::When,
        "whenever" => TriggerWord::Whenever,
        _ => TriggerWord::At,
    };
    let mut event = if word == TriggerWord::At { step(c)? } else { events(c)? };
    // "at the beginning of your upkeep or whenever you cast a red spell": a step and an
    // event, two trigger conditions of one ability.
    if word == TriggerWord::At {
        let m = c.mark();
        match (c.eat("or") && c.eat_any(&["whenever", "when"]).is_some()).then(|| events(c)).flatten() {
            Some(second) => event = EventNode::Or(vec![event, second]),
            None => c.reset(m),
        }
    }
    let during = state(c);
    let mut condition = None;
    let mm = c.mark();
    if c.eat_comma() && c.eat("if") {
        match super::cond::cond(c) {
            Some(k) => condition = Some(k),
            None => c.reset(mm),
        }
    } else {
        c.reset(mm);
    }
    Some(TriggerNode { span: c.span_from(m), word, event, condition, during })
}

/// CR 603.2: the state an event must happen in: "while you control a Dinosaur", "while ~
/// is in your graveyard", "during your turn", "during an opponent's turn".
fn state(c: &mut Cursor) -> Option<Cond> {
    let m = c.mark();
    if c.eat_words("during your turn") {
        return Some(Cond::YourTurn(true));
    }
    if c.eat_words("during an opponent's turn") || c.eat_words("during each opponent's turn") {
        return Some(Cond::YourTurn(false));
    }
    if c.eat("while") {
        if let Some(k) = super::cond::cond(c).filter(|_| c.at_end() || c.is_comma()) {
            return Some(k);
        }
    }
    c.reset(m);
    None
}

/// Whether the words ahead qualify the event with a state (`state`) rather than carry
/// one of its arguments.
fn at_state(c: &Cursor) -> bool {
    c.is("while") || (c.is("during") && matches!(c.word_at(1), Some("your" | "an" | "each")))
}

/// The words an event verb didn't read, up to the end of the trigger condition or a
/// state that qualifies it.
fn unread(c: &mut Cursor) -> Option<crate::syntax::lexer::Span> {
    let m = c.mark();
    while let Some(t) = c.peek() {
        if matches!(t.kind, TokenKind::Period | TokenKind::Comma | TokenKind::Semicolon) || at_state(c) {
            break;
        }
        c.bump();
    }
    (c.mark() > m).then(|| c.span_from(m))
}

/// CR 503–513: "the beginning of your upkeep", "the beginning of each end step", "end
/// of combat", "the beginning of combat on your turn".
pub fn step(c: &mut Cursor) -> Option<EventNode> {
    let m = c.mark();
    if c.eat_words("end of combat") || c.eat_words("the end of combat") {
        return Some(EventNode::Step { whose: Whose::Each, step: StepName::EndOfCombat });
    }
    if !c.eat_words("the beginning of") {
        c.reset(m);
        return None;
    }
    let mut whose = if c.eat("your") {
        Whose::Your
    } else if c.eat_words("each opponent's") {
        Whose::EachOpponents
    } else if c.eat_words("each player's") {
        Whose::EachPlayers
    } else if c.eat("each") {
        Whose::Each
    } else if c.eat_words("the next") || c.eat("the") {
        // "the next turn's upkeep": whoever's turn it is.
        c.eat("turn's");
        Whose::The
    } else if c.eat_words("enchanted creature's controller's") || c.eat_words("equipped creature's controller's") {
        Whose::AttachedController
    } else if c.eat_words("enchanted player's") {
        Whose::AttachedPlayer
    } else if c.is("combat") {
        // CR 507.1: "at the beginning of combat on your turn" names no owner before the
        // step; "on your turn" after it says whose.
        Whose::Each
    } else {
        c.reset(m);
        return None;
    };
    // "your next upkeep" (a delayed trigger's moment).
    c.eat("next");
    let step = if c.eat("upkeep") {
        StepName::Upkeep
    } else if c.eat_words("draw step") {
        StepName::Draw
    } else if c.eat_words("end step") {
        StepName::End
    } else if c.eat_words("precombat main phase") || c.eat_words("first main phase") {
        StepName::PrecombatMain
    } else if c.eat_words("postcombat main phase") || c.eat_words("second main phase") {
        StepName::PostcombatMain
    } else if c.eat_words("main phase") {
        StepName::Main
    } else if c.eat("combat") {
        StepName::Combat
    } else if c.eat_words("declare attackers step") {
        StepName::DeclareAttackers
    } else if c.eat_words("declare blockers step") {
        StepName::DeclareBlockers
    } else if c.eat_words("cleanup step") {
        StepName::Cleanup
    } else {
        c.reset(m);
        return None;
    };
    // "at the beginning of combat on your turn", "… of each end step on your turn".
    if c.eat_words("on your turn") {
        whose = Whose::Your;
    } else if c.eat_words("on each player's turn") {
        whose = Whose::Each;
    }
    // CR 503.1a: "the upkeep of enchanted creature's controller" (the owner after the step).
    if whose == Whose::The && (c.eat_words("of enchanted creature's controller") || c.eat_words("of enchanted permanent's controller") || c.eat_words("of equipped creature's controller")) {
        whose = Whose::AttachedController;
    }
    Some(EventNode::Step { whose, step })
}

/// One or two events: "~ enters or attacks", "~ enters and whenever …" (the second
/// read by the caller).
fn events(c: &mut Cursor) -> Option<EventNode> {
    let first = event(c)?;
    let m = c.mark();
    if c.eat("or") {
        // "whenever ~ attacks or blocks": the same subject, another verb.
        if let EventNode::Action { subject, verb: v1, args: a1 } = &first {
            if let Some((verb, args)) = event_verb(c) {
                // "you cast or copy an instant or sorcery spell": both verbs' object.
                let object = |a: &[Arg]| a.iter().find(|x| matches!(x, Arg::Object(_))).cloned();
                let mut a1 = a1.clone();
                if matches!((v1, verb), (EventVerb::Casts, EventVerb::Copies)) && a1.is_empty() {
                    a1.extend(object(&args));
                }
                let first = EventNode::Action { subject: subject.clone(), verb: *v1, args: a1 };
                return Some(EventNode::Or(vec![first, EventNode::Action { subject: subject.clone(), verb, args }]));
            }
        }
        // "whenever ~ enters or another creature dies": another subject and verb.
        if let Some(second) = event(c) {
            return Some(EventNode::Or(vec![first, second]));
        }
        c.reset(m);
    }
    Some(first)
}

/// "[subject] [event verb]".
fn event(c: &mut Cursor) -> Option<EventNode> {
    let m = c.mark();
    // CR 701.54a, 701.54d.
    if c.eat_words("the ring tempts you") {
        return Some(EventNode::Ring(RingEvent::TemptsYou));
    }
    if c.eat_words("you choose a creature as your ring-bearer") {
        return Some(EventNode::Ring(RingEvent::YouChooseBearer));
    }
    if let Some(node) = counters_put(c) {
        return Some(node);
    }
    let subject = subject(c)?;
    if let Some(node) = dealt_by(c, &subject) {
        return Some(node);
    }
    // CR 603.7: "when you next cast …".
    let next = c.eat("next");
    match event_verb(c) {
        Some((verb, mut args)) => {
            if next {
                args.insert(0, Arg::Next);
            }
            Some(EventNode::Action { subject, verb, args })
        }
        None => {
            c.reset(m);
            None
        }
    }
}

/// CR 122.6: "one or more +1/+1 counters are put on [a creature you control]", "a +1/+1
/// counter is put on ~": the object the counters are put on as the event's subject, the
/// kind as `Arg::Counters`.
fn counters_put(c: &mut Cursor) -> Option<EventNode> {
    let m = c.mark();
    let one = c.eat_any(&["a", "an"]).is_some();
    if !one && !c.eat_words("one or more") {
        return None;
    }
    let kind = np::counter_kind(c);
    let ok = match one {
        true => c.eat("counter") && c.eat_words("is put on"),
        false => c.eat("counters") && c.eat_words("are put on"),
    };
    let Some(kind) = kind.filter(|_| ok) else {
        c.reset(m);
        return None;
    };
    let Some(on) = np::np_one(c) else {
        c.reset(m);
        return None;
    };
    let mut args = vec![Arg::Counters { kind }];
    if !(c.at_end() || at_state(c) || c.is_kind(|k| matches!(k, TokenKind::Comma | TokenKind::Period))) {
        if let Some(s) = unread(c) {
            args.push(Arg::Words(s));
        }
    }
    Some(EventNode::Action { subject: on, verb: EventVerb::CountersPut, args })
}

/// CR 120.1, 510.2: the passive "[a player] is dealt [combat] damage by [sources]" read
/// as the active event it names, "[sources] deal [combat] damage to [a player]".
fn dealt_by(c: &mut Cursor, damaged: &Np) -> Option<EventNode> {
    let m = c.mark();
    if !(c.eat_any(&["is", "are"]).is_some() && c.eat("dealt")) {
        c.reset(m);
        return None;
    }
    let combat = c.eat("combat");
    if !(c.eat("damage") && c.eat("by")) {
        c.reset(m);
        return None;
    }
    let Some(source) = subject(c) else {
        c.reset(m);
        return None;
    };
    let (verb, mut args) = if combat { (EventVerb::DealsCombatDamage, vec![Arg::Combat]) } else { (EventVerb::DealsDamage, Vec::new()) };
    args.push(Arg::To(damaged.clone()));
    Some(EventNode::Action { subject: source, verb, args })
}

/// The subject of a trigger event: a noun phrase, with "~ or another creature".
fn subject(c: &mut Cursor) -> Option<Np> {
    // "one or more creatures you control": a batch (CR 603.2c), its determiner "one or
    // more" (the ability triggers once for the batch, not once for each).
    let batch = c.eat_words("one or more");
    let mut first = np::np_one(c)?;
    if batch {
        if let Np::Objects(o) = &mut first {
            o.det = Det::Number(Count { min: CountNum::N(1), max: CountNum::Any });
        }
    }
    let m = c.mark();
    if c.eat("or") {
        if let Some(second) = np::np_one(c) {
            return Some(Np::Or(vec![first, second]));
        }
        c.reset(m);
    }
    Some(first)
}

/// An event verb with its arguments.
fn event_verb(c: &mut Cursor) -> Option<(EventVerb, Vec<Arg>)> {
    let mut args = Vec::new();
    let verb = event_word(c, &mut args)?;
    // The verb's object and what follows: "a noncreature spell", "a card", "a player".
    // CR 603.7: "when you cast your next instant or sorcery spell this turn".
    if verb == EventVerb::Casts && c.eat_words("your next") {
        args.push(Arg::Next);
    }
    if matches!(verb, EventVerb::Casts | EventVerb::Draws) {
        // "casts their second spell each turn", "you cast your first spell each turn".
        if let Some(n) = nth_each_turn(c) {
            args.push(Arg::NthThisTurn(n));
        }
    }
    if matches!(verb, EventVerb::Casts | EventVerb::Copies | EventVerb::Cycles | EventVerb::Discards | EventVerb::Draws | EventVerb::Sacrifices | EventVerb::BecomesTarget | EventVerb::Activates | EventVerb::Blocks | EventVerb::Plays) {
        let m = c.mark();
        match np::np(c) {
            Some(o) => args.push(Arg::Object(o)),
            None => c.reset(m),
        }
        // CR 603.2c: "discard one or more [nonland] cards": a batch.
        if verb == EventVerb::Discards && args.is_empty() && c.eat_words("one or more") {
            match np::objects(c) {
                Some(mut o) => {
                    o.det = Det::Number(Count { min: CountNum::N(1), max: CountNum::Any });
                    args.push(Arg::Object(Np::Objects(o)));
                }
                None => c.reset(m),
            }
        }
        if args.iter().any(|a| matches!(a, Arg::NthThisTurn(_))) && !(c.eat_words("each turn") || c.eat_words("in a turn")) {
            return None;
        }
        // CR 603.2: "becomes the target of a spell you control for the first time each turn".
        if verb == EventVerb::BecomesTarget && c.eat_words("for the first time each turn") {
            args.push(Arg::NthThisTurn(1));
        }
    }
    // CR 509.1h, 509.3c–d: "becomes blocked by a creature [with power 2 or less]",
    // "blocks or becomes blocked by a creature": the other creature of each pair.
    if matches!(verb, EventVerb::BecomesBlocked | EventVerb::BlocksOrBecomesBlocked) {
        let m = c.mark();
        match c.eat("by").then(|| np::np_one(c)).flatten() {
            Some(by) => args.push(Arg::BlockedBy { by, except: false }),
            None => c.reset(m),
        }
    }
    // CR 508.3a: "attack you", "attacks a player": the player attacked.
    if matches!(verb, EventVerb::Attacks | EventVerb::AttacksUnblocked) {
        let m = c.mark();
        // "[you] attack with three or more creatures": the attackers, as `Arg::Object`.
        if let Some(o) = attack_with(c) {
            args.push(Arg::Object(Np::Objects(o)));
        }
        let m = if args.is_empty() { m } else { c.mark() };
        match np::np(c) {
            Some(p @ (Np::Player(_) | Np::Or(_))) => args.push(Arg::To(p)),
            _ => c.reset(m),
        }
    }
    // "enters under your control", "enters from your graveyard", "this turn"; "enters
    // tapped (and under your control)".
    loop {
        let m = c.mark();
        if verb == EventVerb::Enters && c.eat("tapped") {
            c.eat("and");
            args.push(Arg::Tapped { attacking: false });
            continue;
        }
        if c.eat("under") {
            if let Some(who) = np::zone_owner(c) {
                if c.eat("control") {
                    args.push(Arg::UnderControl(who));
                    continue;
                }
            }
            c.reset(m);
        }
        if let Some(z) = np::zone_phrase(c, &["from"]) {
            args.push(Arg::From(z));
            continue;
        }
        if let Some(d) = super::clause::duration(c) {
            args.push(Arg::Duration(d));
            continue;
        }
        if c.eat_words("each turn") {
            args.push(Arg::Words(c.span_from(m)));
            continue;
        }
        break;
    }
    // "enters or attacks": the second verb is the caller's.
    if !(c.at_end() || c.is("or") || at_state(c) || c.is_kind(|k| matches!(k, TokenKind::Comma | TokenKind::Period))) {
        // Words the verb didn't read: keep them so the lowering sees them.
        if let Some(s) = unread(c) {
            args.push(Arg::Words(s));
        }
    }
    Some((verb, args))
}

/// The words of an event verb ("enters", "is put into a graveyard from …", "deals combat
/// damage to …"), with the arguments they carry.
fn event_word(c: &mut Cursor, args: &mut Vec<Arg>) -> Option<EventVerb> {
    let verb = if c.eat_any(&["enters", "enter"]).is_some() {
        c.eat_words("the battlefield");
        EventVerb::Enters
    } else if c.eat_any(&["dies", "die"]).is_some() {
        EventVerb::Dies
    } else if c.eat_words("leaves the battlefield") || c.eat_words("leave the battlefield") {
        EventVerb::LeavesBattlefield
    } else if c.is("leaves") || c.is("leave") {
        // "leaves your graveyard": the zone left (CR 603.6c), as `Arg::From`.
        let m = c.mark();
        c.bump();
        match np::zone_body(c) {
            Some(z) => args.push(Arg::From(z)),
            None => {
                c.reset(m);
                return None;
            }
        }
        EventVerb::LeavesZone
    } else if c.eat_words("is put into") || c.eat_words("are put into") {
        // CR 603.6c / 603.10a: "is put into [your | a | an opponent's] graveyard [from Z]".
        let into = np::zone_body(c)?;
        if into.zone != ZoneWord::Graveyard {
            return None;
        }
        args.push(Arg::Into(into));
        if let Some(z) = np::zone_phrase(c, &["from"]) {
            args.push(Arg::From(z));
        }
        EventVerb::PutIntoGraveyard
    } else if c.eat_words("attacks or blocks") || c.eat_words("attack or block") {
        EventVerb::AttacksOrBlocks
    } else if c.eat_words("blocks or becomes blocked") {
        EventVerb::BlocksOrBecomesBlocked
    } else if c.eat_any(&["attacks", "attack"]).is_some() {
        if c.eat("alone") {
            EventVerb::AttacksAlone
        } else if c.eat_words("and isn't blocked") || c.eat_words("and aren't blocked") {
            EventVerb::AttacksUnblocked
        } else {
            EventVerb::Attacks
        }
    } else if c.eat_words("becomes blocked") {
        EventVerb::BecomesBlocked
    } else if c.eat_any(&["blocks", "block"]).is_some() {
        EventVerb::Blocks
    } else if c.eat_any(&["deals", "deal"]).is_some() {
        deals_damage(c, args)?
    } else if c.eat_words("is dealt damage") || c.eat_words("are dealt damage") {
        EventVerb::IsDealtDamage
    } else if c.eat_any(&["casts", "cast"]).is_some() {
        EventVerb::Casts
    } else if c.eat_any(&["copies", "copy"]).is_some() {
        EventVerb::Copies
    } else if c.eat_any(&["cycles", "cycle"]).is_some() {
        EventVerb::Cycles
    } else if c.eat_any(&["discards", "discard"]).is_some() {
        EventVerb::Discards
    } else if c.eat_words("commits a crime") || c.eat_words("commit a crime") {
        EventVerb::CommitsCrime
    } else if c.eat_any(&["draws", "draw"]).is_some() {
        EventVerb::Draws
    } else if c.eat_words("gains life") || c.eat_words("gain life") {
        EventVerb::GainsLife
    } else if c.eat_words("loses life") || c.eat_words("lose life") {
        EventVerb::LosesLife
    } else if c.eat_any(&["sacrifices", "sacrifice"]).is_some() {
        EventVerb::Sacrifices
    } else if c.eat_words("is tapped for mana") || c.eat_words("are tapped for mana") {
        EventVerb::TappedForMana
    } else if c.is("tap") || c.is("taps") {
        // CR 106.12: "[you] tap ~ for mana": the object tapped, as `Arg::Object`.
        let m = c.mark();
        c.bump();
        match np::np_one(c) {
            Some(o) if c.eat_words("for mana") => args.push(Arg::Object(o)),
            _ => {
                c.reset(m);
                return None;
            }
        }
        EventVerb::TappedForMana
    } else if c.eat_words("becomes tapped") {
        EventVerb::BecomesTapped
    } else if c.eat_words("becomes untapped") {
        EventVerb::BecomesUntapped
    } else if c.eat_words("becomes the target of") || c.eat_words("become the target of") {
        EventVerb::BecomesTarget
    } else if c.eat_words("is turned face up") {
        EventVerb::TurnedFaceUp
    } else if c.eat_words("transforms into") {
        // CR 701.27e: the face it turns to, as `Arg::Object`.
        args.push(Arg::Object(np::np_one(c)?));
        EventVerb::TransformsInto
    } else if c.eat_any(&["explores", "explore"]).is_some() {
        EventVerb::Explores
    } else if c.eat_any(&["scry", "scries"]).is_some() {
        EventVerb::Scries
    } else if c.eat_any(&["surveil", "surveils"]).is_some() {
        EventVerb::Surveils
    } else if c.eat_any(&["activate", "activates"]).is_some() {
        EventVerb::Activates
    } else if c.eat_any(&["play", "plays"]).is_some() {
        EventVerb::Plays
    } else {
        return None;
    };
    Some(verb)
}

/// "[deals] [combat] damage [to X]" after "deals".
fn deals_damage(c: &mut Cursor, args: &mut Vec<Arg>) -> Option<EventVerb> {
    let combat = c.eat("combat");
    if !c.eat("damage") {
        return None;
    }
    if combat {
        args.push(Arg::Combat);
    }
    if c.eat("to") {
        args.push(Arg::To(np::np(c)?));
    }
    Some(if combat { EventVerb::DealsCombatDamage } else { EventVerb::DealsDamage })
}

/// "with three or more creatures", "with one or more Elves" after "attack": the
/// attackers, "N or more" their determiner.
fn attack_with(c: &mut Cursor) -> Option<ObjNp> {
    let m = c.mark();
    if c.eat("with") {
        if let Some(n) = super::amount::number(c) {
            if c.eat_words("or more") {
                if let Some(mut o) = np::objects(c) {
                    o.det = Det::Number(Count { min: CountNum::N(n), max: CountNum::Any });
                    return Some(o);
                }
            }
        }
    }
    c.reset(m);
    None
}

/// "your second", "their first" before the object of "cast"/"draw": the ordinal among
/// that player's events of the turn (read with the "each turn" after the object).
fn nth_each_turn(c: &mut Cursor) -> Option<u8> {
    let m = c.mark();
    if c.eat_any(&["your", "their"]).is_some() {
        let n = match c.word() {
            Some("first") => 1,
            Some("second") => 2,
            Some("third") => 3,
            Some("fourth") => 4,
            _ => 0,
        };
        if n > 0 {
            c.bump();
            return Some(n);
        }
    }
    c.reset(m);
    None
}
