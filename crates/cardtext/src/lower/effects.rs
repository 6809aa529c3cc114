//! Statements into IR instructions (CR 608.2: in the order written): the combinators
//! ("you may", "if you do", "if …", "for each", delayed triggers) here, the verbs in
//! `verbs`.

use super::amount::condition;
use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Amount, DelayedWhen, Effect, SearchTo, Trigger};

pub fn sentences(cx: &mut Ctx, s: &[Sentence]) -> Lowered<Vec<Effect>> {
    let mut out = Vec::new();
    sentences_after(cx, s, &mut out)?;
    Ok(out)
}

/// Appends the sentences' instructions to those before them (a spell's earlier lines),
/// which a sentence's "… instead" may replace.
pub fn sentences_after(cx: &mut Ctx, s: &[Sentence], out: &mut Vec<Effect>) -> Lowered<()> {
    let (refs, len) = (cx.group_refs, out.len());
    sentences_in(cx, s, out)?;
    // CR 608.2c: "those creatures" only right after the group instruction they name.
    if cx.group_refs > refs && !super::groups::bound(out, cx.group_refs - refs + super::groups::in_group(&out[..len])) {
        let span = s.first().map_or(0, |a| a.span.start)..s.last().map_or(0, |b| b.span.end);
        return Err(Miss::new(span, "reference: a group acted on, not by the instruction before it"));
    }
    Ok(())
}

fn sentences_in(cx: &mut Ctx, s: &[Sentence], out: &mut Vec<Effect>) -> Lowered<()> {
    let mut i = 0;
    while i < s.len() {
        // Instructions about the same cards across sentences (cards looked at, a hand
        // revealed) lower together.
        if let Some((e, used)) = super::look::run(cx, &s[i..])? {
            after(out, e, &s[i].span)?;
            i += used;
            continue;
        }
        if let Some(r) = super::keep::run(cx, &s[i..]) {
            let (e, used) = r?;
            after(out, e, &s[i].span)?;
            i += used;
            continue;
        }
        if let Some(r) = super::next_damage::run(cx, &s[i..]) {
            let (e, used) = r?;
            after(out, e, &s[i].span)?;
            i += used;
            continue;
        }
        if let Some(r) = super::wish::run(cx, &s[i..]) {
            let (e, used) = r?;
            after(out, e, &s[i].span)?;
            i += used;
            continue;
        }
        let sentence = &s[i];
        i += 1;
        if new_targets_sentence(&sentence.body) {
            super::copies::new_targets(out, &sentence.span)?;
            continue;
        }
        if let Some(e) = super::graveyard_play::may_cast(&sentence.body) {
            after(out, e, &sentence.span)?;
            continue;
        }
        if let Stmt::If { cond, body, instead: true } = &sentence.body {
            if let Some(e) = super::graveyard_play::exiled_instead(cx, cond, body, &sentence.span) {
                after(out, e?, &sentence.span)?;
                continue;
            }
            if let Some(done) = super::exiled_this_way::countered_exiled(cx, cond, body, out, &sentence.span) {
                done?;
                continue;
            }
            super::instead::instead(cx, cond, body, out, &sentence.span)?;
            continue;
        }
        if let Some(e) = super::exiled_this_way::sentence(cx, sentence, out) {
            after(out, e?, &sentence.span)?;
            continue;
        }
        // "If C, A. Otherwise, B.": one condition, two branches.
        if let Some(Stmt::Otherwise(b)) = s.get(i).map(|n| &n.body) {
            let e = if_otherwise(cx, &sentence.body, b, &sentence.span)?;
            after(out, e, &sentence.span)?;
            i += 1;
            continue;
        }
        if let Stmt::If { cond: Cond::WonFlip(won), body, instead: false } = &sentence.body {
            let e = flip_outcome(cx, *won, body, out, &sentence.span)?;
            after(out, e, &sentence.span)?;
            continue;
        }
        let e = stmt(cx, &sentence.body, &sentence.span)?;
        // "Search … for up to X basic land cards, where X is …. Put those cards onto the
        // battlefield tapped, then shuffle.": the put folds into the search (CR 701.23).
        if matches!(out.last(), Some(Effect::Search { .. })) && matches!(e.first(), Some(Effect::MoveThatCard { .. })) {
            let mut all = std::mem::take(out);
            all.extend(e);
            *out = fold_search(all, &sentence.span)?;
            continue;
        }
        after(out, e, &sentence.span)?;
    }
    Ok(())
}

/// CR 705.2: "If you win (lose) the flip, A" right after "flip a coin" (or the other
/// outcome): A as "if you do" (`Effect::FlipCoin` records a lost flip as not done). An
/// outcome whose instruction may record its own failure or choice (a "you may", a
/// sacrifice or discard, a payment, a condition) would change what the other outcome
/// reads, so it is refused.
fn flip_outcome(cx: &mut Ctx, won: bool, body: &Stmt, out: &[Effect], span: &Span) -> Lowered<Vec<Effect>> {
    if !matches!(out.iter().rev().find(|e| !matches!(e, Effect::IfYouDo { .. })), Some(Effect::FlipCoin)) {
        return Err(Miss::new(span.clone(), "the flip: not right after a flip"));
    }
    let inner = body_stmt(cx, body, span)?;
    let records = |e: &Effect| {
        matches!(
            e,
            Effect::Optional(_) | Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::Sacrifices { .. } | Effect::Discard { .. } | Effect::Search { .. } | Effect::PayLife { .. } | Effect::If { .. } | Effect::IfYouDo { .. } | Effect::FlipCoin | Effect::CounterUnlessPays { .. } | Effect::RepeatProcess
        )
    };
    if inner.iter().any(records) {
        return Err(Miss::new(span.clone(), "the flip: an outcome that records its own result"));
    }
    Ok(inner.into_iter().map(|e| Effect::IfYouDo { done: won, effect: Box::new(e) }).collect())
}

/// "You may choose new targets for the copy." (CR 707.10c): a sentence about the copy
/// an instruction before it made.
fn new_targets_sentence(s: &Stmt) -> bool {
    let you = |who: &Np| matches!(who, Np::Player(PlayerNp { who: PlayerWord::You, .. }));
    matches!(s, Stmt::May { who, body } if you(who) && matches!(body.as_ref(), Stmt::Clause(c) if c.verb == Verb::Choose && c.object.is_none() && c.args == [Arg::NewTargets]))
}

/// Appends a statement's instructions, folding those that modify the one before ("They
/// can't be regenerated", "then shuffle" after a search).
pub(super) fn after(out: &mut Vec<Effect>, e: Vec<Effect>, span: &Span) -> Lowered<()> {
    for x in e {
        match x {
            Effect::Regenerate { subject: super::ctx::NO_REGEN } => {
                // "It/they can't be regenerated": the destroy instructions before it.
                let mut any = false;
                for prev in out.iter_mut() {
                    any |= set_no_regen(prev);
                }
                if !any {
                    return Err(Miss::new(span.clone(), "can't be regenerated without a destroy"));
                }
            }
            x => out.push(x),
        }
    }
    Ok(())
}

fn set_no_regen(e: &mut Effect) -> bool {
    match e {
        Effect::Destroy { no_regen, .. } => {
            *no_regen = true;
            true
        }
        Effect::ForEach { effect, .. } => set_no_regen(effect),
        _ => false,
    }
}

pub type Span = crate::syntax::lexer::Span;

/// "You may [instruction]" (CR 609.3); a payment is already the player's choice
/// (`MayPay`, `MayPayEnergy`: CR 118.3c, nobody is made to activate mana abilities).
pub(super) fn optional(e: Effect) -> Effect {
    match e {
        e @ (Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::MayCastFree { .. } | Effect::PutFromHand { .. }) => e,
        e => Effect::Optional(Box::new(e)),
    }
}

pub fn stmt(cx: &mut Ctx, s: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    match s {
        Stmt::Clause(c) => {
            let mark = cx.refs_mark();
            let e = super::verbs::clause(cx, c)?;
            cx.settle_group(mark, &e);
            Ok(e)
        }
        Stmt::Seq(v) => {
            let mut out = Vec::new();
            for part in v {
                if let Stmt::If { cond, body, instead: true } = part {
                    super::instead::instead(cx, cond, body, &mut out, span)?;
                    continue;
                }
                let e = stmt(cx, part, span)?;
                after(&mut out, e, span)?;
            }
            fold_search(out, span)
        }
        Stmt::May { who, body } => {
            let p = refs::player(cx, who)?;
            if p != mw_ir::PlayerRef::You {
                return another_may(cx, p, body, span);
            }
            if let Some(r) = super::cast_timing::flash_effect(cx, body, span) {
                return r;
            }
            let was = std::mem::replace(&mut cx.may, true);
            let inner = stmt(cx, body, span);
            cx.may = was;
            let mut inner = inner?;
            if inner.len() != 1 {
                // "you may sacrifice a creature and draw a card": one optional step each
                // would be wrong; not expressible yet.
                return Err(Miss::new(span.clone(), "may: several instructions"));
            }
            Ok(vec![optional(inner.remove(0))])
        }
        Stmt::IfDid { did, body, .. } => {
            if cx.each_may {
                // CR 101.4: each player answered; "if a player does" counts them, which
                // the IR's one "if you do" can't.
                return Err(Miss::new(span.clone(), "if a player does: after each of several players may"));
            }
            let inner = body_stmt(cx, body, span)?;
            Ok(inner.into_iter().map(|e| Effect::IfYouDo { done: *did, effect: Box::new(e) }).collect())
        }
        Stmt::If { cond: Cond::Not(inner), body, instead: false } if !matches!(**inner, Cond::YourTurn(_)) => {
            // CR 608.2c: "A unless C": nothing when C holds, A otherwise.
            let e = stmt(cx, body, span)?;
            let c = condition(cx, inner, span)?;
            Ok(e.into_iter().map(|e| Effect::If { condition: c, effect: Box::new(Effect::Nothing), otherwise: Some(Box::new(e)) }).collect())
        }
        // CR 701.23a: "If you search your library this way, shuffle." after a search of
        // "your library and/or graveyard": the search's own shuffle (`Search::graveyard`).
        Stmt::If { cond: Cond::SearchedLibrary, body, instead: false } => match &**body {
            Stmt::Clause(c) if cx.search_graveyard && c.verb == Verb::Shuffle && c.object.is_none() && c.subject.is_none() && !c.negated => Ok(Vec::new()),
            _ => Err(Miss::new(span.clone(), "if you searched your library: not after a search of library and/or graveyard")),
        },
        Stmt::If { cond, body, instead: false } => {
            // Text order: in "A if it …" the instruction names what the condition's
            // pronoun means.
            let (c, inner) = if cond_after(cond, body) {
                // After a search, "it" is the card found, also the put card's antecedent.
                let before = if cx.searching { usize::MAX } else { cx.refs_len() };
                let inner = stmt(cx, body, span)?;
                (cx.without_results_since(before, |cx| condition(cx, cond, span))?, inner)
            } else {
                let c = condition(cx, cond, span)?;
                (c, stmt(cx, body, span)?)
            };
            // Checked again before each instruction, a condition on the source can't see
            // it once an earlier one sacrificed it ("sacrifice it and you gain 4 life"):
            // a miss until the IR holds one condition over several instructions.
            let sacrificed = |e: &Effect| matches!(e, Effect::Sacrifice { subject: mw_ir::Subject::This });
            if matches!(c, mw_ir::Condition::SourceIs(_)) && inner.len() > 1 && inner[..inner.len() - 1].iter().any(sacrificed) {
                return Err(Miss::new(span.clone(), "if C, sacrifice ~ and B: C read again after the sacrifice"));
            }
            Ok(if_each(c, inner))
        }
        Stmt::If { instead: true, .. } => Err(Miss::new(span.clone(), "instead: inside another instruction")),
        Stmt::Otherwise(_) => Err(Miss::new(span.clone(), "otherwise")),
        Stmt::Unless { body, payer, cost } => super::unless_pays::unless(cx, body, payer, cost, span),
        Stmt::UnlessDoes { body, act } => super::verbs::unless_does(cx, body, act, span),
        Stmt::ForEach { each, body } => for_each(cx, each, body, span),
        Stmt::Vote(v) => super::votes::vote(cx, v, span),
        Stmt::Delayed { when, body } => delayed(cx, when, body, span),
        Stmt::Reflexive { body } => reflexive(cx, body, span),
        Stmt::CostChange(k) => Err(Miss::new(k.span.clone(), "cost change: where an instruction is")),
        Stmt::SpendOnly(k) => Err(Miss::new(k.span.clone(), "spend only: outside a mana ability")),
        Stmt::ActivateOnly(k) => Err(Miss::new(k.span.clone(), "activate only: outside an activated ability")),
        Stmt::MustTarget(k) => Err(Miss::new(k.span.clone(), "must target: where an instruction is")),
        Stmt::PtDefined(k) => Err(Miss::new(k.span.clone(), "power and toughness defined: where an instruction is")),
        Stmt::MoreCounters(k) => Err(Miss::new(k.span.clone(), "more counters: where an instruction is")),
        Stmt::MoreLife { span, .. } => Err(Miss::new(span.clone(), "more life: where an instruction is")),
        Stmt::Unknown(u) => Err(Miss::new(u.span.clone(), format!("{}: {}", u.what, first_words(cx, &u.span)))),
    }
}

/// CR 608.2c / 609.3: "its controller may search their library …": one other player
/// chooses and acts; inside, "they"/"their" is that player (the instruction's "you"), and
/// the spell's controller can't be named ("you" there is a miss).
fn another_may(cx: &mut Ctx, p: mw_ir::PlayerRef, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    use mw_ir::PlayerRef;
    let several = matches!(p, PlayerRef::EachOpponent | PlayerRef::EachPlayer);
    let targets = cx.targets().len();
    let was = cx.enter_acting();
    let may = std::mem::replace(&mut cx.may, true);
    let inner = stmt(cx, body, span);
    cx.may = may;
    cx.leave_acting(was);
    let mut inner = inner?;
    if inner.len() != 1 {
        return Err(Miss::new(span.clone(), "may: several instructions"));
    }
    if several {
        // CR 101.4: each of them in turn, as its "you". A target would be one the caster
        // chose for all of them, and no one player is "the player" afterwards.
        if cx.targets().len() != targets {
            return Err(Miss::new(span.clone(), "may: each of several players may, with a target"));
        }
        cx.each_may = true;
        cx.each_searched = matches!(&inner[0], Effect::Search { .. });
    } else {
        // "If the player does, they …": the player who chose is named next.
        cx.push_player(p);
    }
    Ok(vec![Effect::ByPlayer { player: p, effect: Box::new(optional(inner.remove(0))) }])
}

/// Whether a condition is written after the instruction it guards ("destroy target
/// creature if it has mana value 2 or less"), by where their words begin.
fn cond_after(cond: &Cond, body: &Stmt) -> bool {
    match (cond_start(cond), stmt_start(body)) {
        (Some(c), Some(b)) => c > b,
        _ => false,
    }
}

fn cond_start(c: &Cond) -> Option<usize> {
    let np = |n: &Np| Some(refs::span_of(n)).filter(|s| !s.is_empty()).map(|s| s.start);
    match c {
        Cond::Is { subject, .. } => np(subject),
        Cond::Control { what, .. } => np(what),
        Cond::Compare { amount: AmountNp::NumberOf(n) | AmountNp::StatOf(n, _), .. } => np(n),
        Cond::Event(s) if !s.is_empty() => Some(s.start),
        Cond::And(v) | Cond::Or(v) => v.first().and_then(cond_start),
        Cond::Not(c) => cond_start(c),
        _ => None,
    }
}

fn stmt_start(s: &Stmt) -> Option<usize> {
    match s {
        Stmt::Clause(c) => Some(c.span.start),
        Stmt::Seq(v) => v.first().and_then(stmt_start),
        Stmt::May { body, .. } | Stmt::If { body, .. } | Stmt::ForEach { body, .. } | Stmt::Unless { body, .. } | Stmt::UnlessDoes { body, .. } => stmt_start(body),
        _ => None,
    }
}

/// The first words of a span, for naming what wasn't understood.
pub fn first_words(cx: &Ctx, s: &Span) -> String {
    cx.words(s).split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// "N … for each X": the instruction's number counts X (CR 107.3a-style counting).
fn for_each(cx: &mut Ctx, each: &Np, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let of = super::amount::counted(cx, each, span)?;
    let outer = std::mem::replace(&mut cx.each_opponent, of == mw_ir::Counted::Opponents);
    let inner = stmt(cx, body, span);
    cx.each_opponent = outer;
    let mut inner = inner?;
    if inner.len() != 1 {
        return Err(Miss::new(span.clone(), "for each: several instructions"));
    }
    let e = inner.remove(0);
    // CR 608.2c: "for each creature destroyed this way, its controller creates …" is about
    // each object in turn, which a count can't say: only instructions of the controller's
    // own, or about the source, are counted.
    let by_you = match body {
        Stmt::Clause(c) => c.subject.as_ref().is_none_or(|s| matches!(s, Np::Player(PlayerNp { who: PlayerWord::You, .. }))),
        _ => false,
    };
    // CR 608.2c: "for each opponent, …" may be about each opponent in turn ("that
    // player"), which a count can't say: only the controller's own instructions are
    // counted, besides tokens attacking each opponent.
    let per_opponent = matches!(e, Effect::CreateTokens { attacks: Some(_), .. });
    if of == mw_ir::Counted::Opponents && !per_opponent && !(by_you && about_you(&e)) {
        return Err(Miss::new(span.clone(), "for each opponent: an instruction about each of them"));
    }
    if matches!(of, mw_ir::Counted::ThisWay(..)) && !(by_you && about_you(&e)) {
        return Err(Miss::new(span.clone(), "for each … this way: an instruction about each of them"));
    }
    let times = |a: Amount| match a {
        Amount::Fixed(n) => Ok(Amount::Count { of, times: n }),
        _ => Err(Miss::new(span.clone(), "for each: a number that isn't fixed")),
    };
    Ok(vec![match e {
        Effect::Draw { player, amount } => Effect::Draw { player, amount: times(amount)? },
        Effect::GainLife { player, amount } => Effect::GainLife { player, amount: times(amount)? },
        Effect::LoseLife { player, amount } => Effect::LoseLife { player, amount: times(amount)? },
        Effect::DealDamage { source, amount, to } => Effect::DealDamage { source, amount: times(amount)?, to },
        Effect::PutCounters { subject, kind, amount } => Effect::PutCounters { subject, kind, amount: times(amount)? },
        Effect::Mill { player, amount } => Effect::Mill { player, amount: times(amount)? },
        // CR 701.21a / 701.9a: "each opponent sacrifices a creature for each death vote",
        // "discards a card for each taxes vote": that many, chosen by each player.
        Effect::Sacrifices { player, filter, count, exploit: false } => Effect::Sacrifices { player, filter, count: times(count)?, exploit: false },
        Effect::Discard { player, amount, random, up_to: false } => Effect::Discard { player, amount: times(amount)?, random, up_to: false },
        // CR 701.26a: "that player taps an untapped creature they control for each fade
        // counter on ~".
        Effect::TapChosen { player, filter, count } => Effect::TapChosen { player, filter, count: times(count)? },
        // CR 106.1: "add {G} for each Elf on the battlefield".
        Effect::AddMana(mw_ir::ManaProduction::Fixed(v)) if v.len() == 1 => Effect::AddMana(mw_ir::ManaProduction::Counted { mana: v[0], of }),
        Effect::Pump { subject, power, toughness, duration, times: Amount::Fixed(1) } => {
            Effect::Pump { subject, power, toughness, duration, times: Amount::Count { of, times: 1 } }
        }
        // CR 508.4: "for each opponent, create … attacking that player": the tokens made
        // once per opponent, each attacking its own.
        Effect::CreateTokens { token, amount, tapped, attacking, player, pt, attacks: Some(a), attached: None } => {
            Effect::CreateTokens { token, amount, tapped, attacking, player, pt, attacks: Some(mw_ir::TokenAttacks { player: mw_ir::PlayerRef::EachOpponent, ..a }), attached: None }
        }
        Effect::CreateTokens { token, amount, tapped, attacking, player, pt, attacks: None, attached: None } => Effect::CreateTokens { token, amount: times(amount)?, tapped, attacking, player, pt, attacks: None, attached: None },
        // CR 118.12: "counter target spell unless its controller pays {1} for each card in
        // your graveyard": the payment that many times.
        Effect::CounterUnlessPays { what, cost, life: 0, per: None } => Effect::CounterUnlessPays { what, cost, life: 0, per: Some(Amount::Count { of, times: 1 }) },
        _ => return Err(Miss::new(span.clone(), "for each: that instruction")),
    }])
}

/// An instruction whose player is the controller or whose object is the source (not one
/// of the objects a "for each" counts).
fn about_you(e: &Effect) -> bool {
    use mw_ir::{PlayerRef, Subject};
    match e {
        Effect::Draw { player, .. } | Effect::GainLife { player, .. } | Effect::Mill { player, .. } | Effect::CreateTokens { player, .. } => *player == PlayerRef::You,
        Effect::PutCounters { subject, .. } | Effect::Pump { subject, .. } => *subject == Subject::This,
        Effect::AddMana(_) => true,
        _ => false,
    }
}

/// CR 608.2c: "if C, A and B": C is checked once, as the first instruction begins;
/// the instructions after it follow as "if you do" (`Effect::If`'s convention), so an
/// earlier one changing what C reads ("remove them and transform ~") doesn't stop a
/// later one. The engine's "if you do" also reads what an instruction records of its
/// own failure (nothing sacrificed, discarded, found, paid); where one of those or a
/// choice ("you may") comes before the last instruction, each keeps its own check
/// instead. Removing counters records its failure too, but after a condition on them
/// ("seven or more … counters") it can't fail.
fn if_each(c: mw_ir::Condition, inner: Vec<Effect>) -> Vec<Effect> {
    let records = |e: &Effect| {
        matches!(
            e,
            Effect::Optional(_) | Effect::MayPay { .. } | Effect::MayPayEnergy { .. } | Effect::If { .. } | Effect::IfYouDo { .. } | Effect::Sacrifice { .. } | Effect::Sacrifices { .. }
                | Effect::Discard { .. } | Effect::RevealChooseDiscard { .. } | Effect::PayLife { .. } | Effect::Search { .. } | Effect::PlayerMoves(_) | Effect::SearchName(_)
                | Effect::Clash | Effect::ClashOpponentDecides | Effect::FlipCoin | Effect::Connive { .. } | Effect::Discover { .. } | Effect::ChoosePermanent { .. } | Effect::ByPlayer { .. }
        )
    };
    let once = inner.len() > 1 && !inner[..inner.len() - 1].iter().any(records);
    inner
        .into_iter()
        .enumerate()
        .map(|(i, e)| if once && i > 0 { Effect::IfYouDo { done: true, effect: Box::new(e) } } else { Effect::If { condition: c, effect: Box::new(e), otherwise: None } })
        .collect()
}

/// CR 603.7: a delayed triggered ability; "it"/"that creature" inside it is the object
/// named before it (fixed as it is created, CR 603.7c), its triggering object.
fn delayed(cx: &mut Ctx, when: &TriggerNode, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    if when.word == TriggerWord::Whenever {
        return each_this_turn(cx, when, body, span);
    }
    if when.during.is_some() {
        return Err(Miss::new(when.span.clone(), "delayed trigger: a state the event happens in"));
    }
    let w = match (&when.event, when.word) {
        (EventNode::Step { whose: Whose::The, step: StepName::End }, TriggerWord::At) => DelayedWhen::NextEndStep,
        (EventNode::Step { step: StepName::EndOfCombat, .. }, TriggerWord::At) => DelayedWhen::EndOfCombat,
        (EventNode::Step { whose: Whose::Your, step: StepName::Upkeep }, TriggerWord::At) => DelayedWhen::YourNextUpkeep,
        (EventNode::Step { whose: Whose::Your, step: StepName::End }, TriggerWord::At) => DelayedWhen::YourNextEndStep,
        (EventNode::Step { whose: Whose::Your, step: StepName::Main }, TriggerWord::At) => DelayedWhen::YourNextMainPhase,
        // "at the beginning of the next turn's upkeep".
        (EventNode::Step { whose: Whose::The, step: StepName::Upkeep }, TriggerWord::At) => DelayedWhen::NextUpkeep,
        (EventNode::Action { verb: EventVerb::Dies, .. }, TriggerWord::When) => DelayedWhen::DiesThisTurn,
        _ => return Err(Miss::new(when.span.clone(), "delayed trigger: that moment")),
    };
    let mut inner = cx.delayed_child();
    if w == DelayedWhen::DiesThisTurn {
        dying(&mut inner, when)?;
    }
    let effects = stmt(&mut inner, body, span)?;
    if inner.targets().len() > 0 || !inner.granted.is_empty() || inner.about_conflict() {
        return Err(Miss::new(span.clone(), "delayed trigger: with targets or a quoted ability"));
    }
    let about = inner.delayed_object();
    Ok(vec![Effect::Delayed { when: w, effects, about, spell: None, trigger: None, each_created: false }])
}

/// CR 603.7b: "until end of turn, whenever [event], …": a delayed trigger that triggers
/// each time the event happens this turn. Its event and instructions are read as a
/// triggered ability's ("that player" is the event's); one event, no condition, nothing
/// named before it (no targets of the spell, no "it"), no targets of its own.
fn each_this_turn(cx: &mut Ctx, when: &TriggerNode, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let miss = |what: &str| Miss::new(when.span.clone(), format!("delayed trigger this turn: {what}"));
    if when.condition.is_some() || when.during.is_some() {
        return Err(miss("a condition"));
    }
    let mut inner = Ctx::new(cx.lower);
    let (triggers, gives) = super::triggers::triggers(&mut inner, when)?;
    let [trigger] = <[Trigger; 1]>::try_from(triggers).map_err(|_| miss("several events"))?;
    inner.trigger = gives;
    let effects = stmt(&mut inner, body, span)?;
    if !inner.take_targets().is_empty() || !inner.granted.is_empty() {
        return Err(miss("targets or a quoted ability"));
    }
    Ok(vec![Effect::Delayed { when: DelayedWhen::EachThisTurn, effects, about: None, spell: None, trigger: Some(Box::new(trigger)), each_created: false }])
}

/// CR 603.7c: "when that creature dies this turn": the object named before it, which the
/// delayed trigger is about (recorded in `inner`, the delayed trigger's context); only one
/// object, a reference, with no condition.
fn dying(inner: &mut Ctx, when: &TriggerNode) -> Lowered<()> {
    let miss = |what: &str| Miss::new(when.span.clone(), format!("delayed trigger: {what}"));
    let EventNode::Action { subject: Np::Ref(r), args, .. } = &when.event else { return Err(miss("dies: not a reference")) };
    if when.condition.is_some() || !matches!(args.as_slice(), [Arg::Duration(DurationNp::ThisTurn)]) {
        return Err(miss("dies: not this turn"));
    }
    let a = refs::reference(inner, r)?;
    if a.plural || inner.delayed_object().is_none() {
        return Err(miss("dies: a group or the source"));
    }
    Ok(())
}

/// The body of "if you do" or "when you do": read as a sentence of its own, so that
/// instructions about the same cards ("that player reveals their hand and discards all
/// cards of that color") lower together as they do in a sentence (`look::run`).
fn body_stmt(cx: &mut Ctx, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let one = [Sentence { span: span.clone(), body: body.clone() }];
    match super::look::run(cx, &one)? {
        Some((e, 1)) => Ok(e),
        _ => stmt(cx, body, span),
    }
}

/// CR 603.12: "When you do, A": a reflexive trigger, created as the instruction before it
/// resolves if it was done ("if you do", CR 608.2c); A's targets are its own, chosen as
/// it is put on the stack; an object named before it is its triggering object, fixed as
/// it triggers (as a delayed trigger's is, CR 603.7c).
fn reflexive(cx: &mut Ctx, body: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let mut inner = cx.reflexive_child();
    let effects = body_stmt(&mut inner, body, span)?;
    if !inner.granted.is_empty() || inner.about_conflict() {
        return Err(Miss::new(span.clone(), "reflexive trigger: a quoted ability, or about two objects"));
    }
    let about = inner.delayed_object();
    let targets = inner.take_targets();
    Ok(vec![Effect::IfYouDo { done: true, effect: Box::new(Effect::Reflexive { targets, effects, about }) }])
}

/// "search your library for X, put it onto the battlefield tapped, then shuffle" is
/// one search (CR 701.23): the put and the shuffle fold into it.
/// A card found in a graveyard goes only to a hand or the battlefield here.
fn fold_search(v: Vec<Effect>, span: &Span) -> Lowered<Vec<Effect>> {
    let mut out: Vec<Effect> = Vec::new();
    for e in v {
        if let (Some(Effect::Search { to, reveal, graveyard, .. }), Effect::MoveThatCard { to: dest, reveal: rev }) = (out.last_mut(), &e) {
            if *graveyard && !matches!(dest, SearchTo::Hand | SearchTo::Battlefield { .. }) {
                return Err(Miss::new(span.clone(), "search library and/or graveyard: that destination"));
            }
            *to = *dest;
            *reveal |= *rev;
            continue;
        }
        out.push(e);
    }
    Ok(out)
}

/// CR 608.2c: "If C, A. Otherwise, B.": B happens when C doesn't hold. Each of A's and
/// B's instructions is one `Effect::If` of C, as the other conditional instructions
/// are (C is asked again before each).
fn if_otherwise(cx: &mut Ctx, first: &Stmt, otherwise: &Stmt, span: &Span) -> Lowered<Vec<Effect>> {
    let miss = || Miss::new(span.clone(), "otherwise: after that statement");
    if !matches!(first, Stmt::If { instead: false, cond, .. } if !matches!(cond, Cond::Not(_))) {
        return Err(miss());
    }
    let mut ifs = stmt(cx, first, span)?;
    let b = stmt(cx, otherwise, span)?;
    let mut cond = None;
    for e in &mut ifs {
        match e {
            Effect::If { condition, otherwise: None, .. } if cond.is_none_or(|c| c == *condition) => cond = Some(*condition),
            // `if_each`'s "if you do" after the first: here C is asked before each again.
            Effect::IfYouDo { done: true, effect } => {
                let Some(condition) = cond else { return Err(miss()) };
                let effect = std::mem::replace(effect, Box::new(Effect::Nothing));
                *e = Effect::If { condition, effect, otherwise: None };
            }
            _ => return Err(miss()),
        }
    }
    let Some(condition) = cond else { return Err(miss()) };
    for (i, e) in b.into_iter().enumerate() {
        match ifs.get_mut(i) {
            Some(Effect::If { otherwise, .. }) => *otherwise = Some(Box::new(e)),
            _ => ifs.push(Effect::If { condition, effect: Box::new(Effect::Nothing), otherwise: Some(Box::new(e)) }),
        }
    }
    Ok(ifs)
}
