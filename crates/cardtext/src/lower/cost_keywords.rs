//! Keywords that are costs (CR 702), "Keyword [cost]" or "Keyword—[cost]" with any cost:
//! alternative costs (evoke 702.74, dash 702.109, blitz 702.152, escape 702.138, flashback 702.34,
//! spectacle 702.137, madness 702.35, disturb 702.146, warp 702.185), kicker (702.33), replicate (702.56), squad (702.157), cycling (702.29), escalate (702.120), reinforce (702.77), ninjutsu
//! (702.49, activated abilities from the hand), encore (702.141, from the graveyard) and entwine (702.42) and plot (702.170), each lowered into the abilities the rules say the keyword
//! represents. A keyword line with any other keyword is not lowered here.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{AltKind, AlternativeCost, Ability, Condition, DelayedWhen, Effect, Subject, TriggeredAbility, Trigger};

/// The abilities of a keyword line made only of cost keywords; None if it has another.
pub fn lower(k: &[KeywordNode], lower: &str) -> Option<Lowered<Vec<Ability>>> {
    if !k.iter().all(|n| matches!(n.name.as_str(), "evoke" | "dash" | "escape" | "kicker" | "ninjutsu" | "flashback" | "spectacle" | "cycling" | "surge" | "overload" | "foretell" | "suspend" | "reinforce" | "escalate" | "replicate" | "squad" | "madness" | "blitz" | "encore" | "entwine" | "plot" | "offspring" | "disturb" | "warp")) {
        return None;
    }
    let mut cx = Ctx::new(lower);
    let mut out = Vec::new();
    for node in k {
        match keyword(&mut cx, node) {
            Ok(v) => out.extend(v),
            Err(m) => return Some(Err(m)),
        }
    }
    Some(Ok(out))
}

fn keyword(cx: &mut Ctx, node: &KeywordNode) -> Lowered<Vec<Ability>> {
    if node.name == "suspend" {
        return suspend(cx, node);
    }
    if node.name == "reinforce" {
        return reinforce(cx, node);
    }
    let KeywordParam::Cost(items) = &node.param else { return Err(Miss::new(node.span.clone(), format!("keyword: {} without a cost", node.name))) };
    let cost = super::costs::cost(cx, items, &node.span)?;
    if node.name == "cycling" {
        return Ok(vec![cycling(cost)]);
    }
    if node.name == "escalate" {
        return escalate(cost, node);
    }
    let spell_cost = mw_ir::Cost { mana: cost.mana.clone(), life: cost.life, extra: cost.extra.clone(), ..mw_ir::Cost::default() };
    if spell_cost != cost {
        return Err(Miss::new(node.span.clone(), "cost: a spell's cost with {T} or its own card"));
    }
    // CR 601.2b, 107.3: "Flashback—{R}{R}, Discard X cards": the spell's X is announced
    // for the part paid X times; not beside an {X} of the cost's own mana.
    let x_part = cost.extra.as_ref().is_some_and(|e| e.has_x());
    if x_part && (cost.mana.has_x() || !matches!(node.name.as_str(), "flashback" | "escape")) {
        return Err(Miss::new(node.span.clone(), format!("cost: {} paid X times", node.name)));
    }
    let alt = |kind: AltKind, resolves: Vec<Effect>| Ability::AlternativeCost(AlternativeCost { kind, cost: cost.clone(), condition: None, also: None, resolves });
    let paid = |kind: AltKind| Some(Condition::PaidAlternative { kind, paid: true });
    Ok(match node.name.as_str() {
        // CR 702.74a: "When this permanent enters, if its evoke cost was paid, its
        // controller sacrifices it."
        "evoke" => evoke(alt(AltKind::Evoke, Vec::new()), paid(AltKind::Evoke)),
        // CR 702.109a: returned to its owner's hand at the beginning of the next end step;
        // haste as long as its dash cost was paid.
        "dash" => {
            let back = Effect::Delayed { when: DelayedWhen::NextEndStep, effects: vec![Effect::ReturnToHand { subject: Subject::Triggering }], about: Some(Subject::This), spell: None, trigger: None, each_created: false };
            vec![
                alt(AltKind::Dash, vec![back]),
                Ability::Continuous(mw_ir::StaticEffect {
                    affected: mw_ir::Affected::Itself,
                    changes: vec![mw_ir::Change::Keyword(mw_ir::Keyword::Haste)],
                    condition: paid(AltKind::Dash),
                }),
            ]
        }
        // CR 702.152a: sacrificed at the beginning of the next end step; haste and "When
        // this creature dies, draw a card." as long as its blitz cost was paid.
        "blitz" => blitz(alt(AltKind::Blitz, Vec::new())),
        // CR 702.138a: cast from its owner's graveyard for this cost.
        "escape" => vec![alt(AltKind::Escape, Vec::new())],
        // CR 702.34a: cast from its owner's graveyard for this cost, then exiled as it
        // leaves the stack.
        "flashback" => vec![alt(AltKind::Flashback, Vec::new())],
        // CR 702.146a: cast transformed from its owner's graveyard for this cost (the
        // card must have a back face to transform to: `mw_carddb` checks its layout).
        "disturb" => vec![alt(AltKind::Disturb, Vec::new())],
        "warp" => vec![alt(AltKind::Warp, warp())],
        // CR 702.137a: "… rather than pay this spell's mana cost if an opponent lost life
        // this turn."
        "spectacle" => {
            let condition = Some(Condition::ThisTurn(mw_ir::TurnEvent::OpponentLostLife));
            vec![Ability::AlternativeCost(AlternativeCost { kind: AltKind::Spectacle, cost: cost.clone(), condition, also: None, resolves: Vec::new() })]
        }
        // CR 702.117a: "… if you or one of your teammates has cast another spell this
        // turn" (no teammates here: games are free-for-all).
        "surge" => {
            let condition = Some(Condition::YouCastThisTurn(mw_ir::Compare::AtLeast(1)));
            vec![Ability::AlternativeCost(AlternativeCost { kind: AltKind::Surge, cost: cost.clone(), condition, also: None, resolves: Vec::new() })]
        }
        // CR 702.96a: the overloaded instructions are compiled with the card's whole
        // text (`crate::overload`).
        "overload" => vec![alt(AltKind::Overload, Vec::new())],
        "madness" if !x_part && !cost.mana.has_x() => madness(alt(AltKind::Madness, Vec::new())),
        // CR 702.143a: the special action from the hand, and the cost to cast it from
        // exile after the turn it was foretold.
        "foretell" => vec![Ability::Foretell, alt(AltKind::Foretell, Vec::new())],
        // CR 702.33a: an optional additional cost (of mana).
        "kicker" if cost.extra.is_none() && cost.life == 0 => vec![Ability::Kicker(cost.mana)],
        // "Kicker—Sacrifice a creature", "Kicker—{1}{B}, Discard a creature card", "Kicker—Pay
        // 3 life": the part that isn't mana is paid with it.
        "kicker" if cost.extra.is_none() || cost.life == 0 => {
            let part = match cost.extra.clone() {
                Some(e) => e,
                None => mw_ir::AdditionalCost::PayLife(cost.life),
            };
            vec![Ability::Kicker(cost.mana), Ability::KickerExtra(part)]
        }
        // CR 702.56a: an additional cost paid any number of times, and "When you cast this
        // spell, if a replicate cost was paid for it, copy it for each time its replicate
        // cost was paid. You may choose new targets for the copies."
        "replicate" if cost.extra.is_none() && cost.life == 0 => {
            let times = mw_ir::Amount::Count { of: mw_ir::Counted::OptionalCostPaid, times: 1 };
            let copy = Effect::CopySpell { what: mw_ir::StackRef::ThisSpell, times, new_targets: true };
            let trigger = TriggeredAbility { trigger: Trigger::SelfCast, targets: Vec::new(), effect: vec![copy], modes: 0, once_per_turn: false, condition: Some(Condition::Kicked), keyword: None, during: None };
            vec![Ability::Replicate(cost.mana), Ability::Triggered(trigger)]
        }
        "squad" if cost.extra.is_none() && cost.life == 0 => squad(cost.mana),
        "offspring" if cost.extra.is_none() && cost.life == 0 && !cost.mana.has_x() => offspring(cx, node, cost.mana)?,
        "encore" | "entwine" | "plot" if cost.extra.is_none() && cost.life == 0 && !cost.mana.has_x() => casting_keyword(&node.name, cost.mana),
        // CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked
        // attacking creature you control to its owner's hand: Put this card onto the
        // battlefield from your hand tapped and attacking."
        "ninjutsu" if cost.extra.is_none() && cost.life == 0 => {
            let mut unblocked = mw_ir::ObjectFilter::creature();
            unblocked.controller = mw_ir::Controller::You;
            unblocked.props.combat = Some(mw_ir::InCombat::Unblocked);
            let cost = mw_ir::Cost { mana: cost.mana, in_hand: true, extra: Some(mw_ir::AdditionalCost::ReturnToHand(unblocked)), ..mw_ir::Cost::default() };
            vec![Ability::Activated(mw_ir::ActivatedAbility::instant(cost, Vec::new(), vec![Effect::PutSelfFromHand { tapped: true, attacking: true }]))]
        }
        _ => return Err(Miss::new(node.span.clone(), format!("keyword: {} with a cost that isn't mana", node.name))),
    })
}

/// CR 702.74a: the alternative cost and "When this permanent enters, if its evoke cost
/// was paid, its controller sacrifices it."
fn evoke(alt: Ability, paid: Option<Condition>) -> Vec<Ability> {
    let sacrifice = TriggeredAbility {
        trigger: Trigger::SelfEnters,
        targets: Vec::new(),
        effect: vec![Effect::Sacrifice { subject: Subject::This }],
        modes: 0,
        once_per_turn: false,
        condition: paid,
        keyword: None,
        during: None,
    };
    vec![alt, Ability::Triggered(sacrifice)]
}

/// Keywords of mana costs that change how or from where a card is cast (issue 17).
fn casting_keyword(name: &str, mana: mw_types::ManaCost) -> Vec<Ability> {
    match name {
        "encore" => vec![encore(mana)],
        // CR 702.42a: an additional cost of mana for choosing all the modes (the modal
        // lines compile the set of all of them, `ModeCount::entwine`).
        "entwine" => vec![Ability::Entwine(mana)],
        // CR 702.170a, 702.170d: the special action from the hand, and the cast from
        // exile on a later turn without paying its mana cost.
        _ => {
            let free = AlternativeCost { kind: AltKind::Plot, cost: mw_ir::Cost::default(), condition: None, also: None, resolves: Vec::new() };
            vec![Ability::Plot(mana), Ability::AlternativeCost(free)]
        }
    }
}

/// CR 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a
/// token that's a copy of this card that attacks that opponent this turn if able. The
/// tokens gain haste. Sacrifice them at the beginning of the next end step. Activate only
/// as a sorcery." (the grammar doesn't read that wording: built here).
fn encore(mana: mw_types::ManaCost) -> Ability {
    let cost = mw_ir::Cost { mana, in_graveyard: true, exile_self: true, ..mw_ir::Cost::default() };
    let attacks = mw_ir::TokenAttacks { player: mw_ir::PlayerRef::EachOpponent, or_planeswalker: false, other_than_defending: false, if_able: true };
    let mut tokens = mw_ir::ObjectFilter::default();
    tokens.props.created_this_way = true;
    let haste = Effect::GainKeywords { subject: Subject::Each, keywords: vec![mw_ir::Keyword::Haste], duration: mw_ir::Duration::Indefinite };
    let sacrifice = vec![Effect::Sacrifice { subject: Subject::Triggering }];
    let effect = vec![
        Effect::CreateTokenCopy { of: Subject::This, attacks: Some(attacks), optional: false, keywords: 0, tapped: false, pt: None },
        Effect::ForEach { filter: tokens, effect: Box::new(haste), only: None },
        Effect::Delayed { when: DelayedWhen::NextEndStep, effects: sacrifice, about: None, spell: None, trigger: None, each_created: true },
    ];
    Ability::Activated(mw_ir::ActivatedAbility { timing: mw_ir::Timing::Sorcery, ..mw_ir::ActivatedAbility::instant(cost, Vec::new(), effect) })
}

/// CR 702.35a: discarded, the card is exiled instead, and "When this card is exiled this
/// way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
/// player doesn't, they put this card into their graveyard." (An X in the cost is refused.)
fn madness(alt: Ability) -> Vec<Ability> {
    let trigger = TriggeredAbility {
        trigger: Trigger::ExiledByMadness,
        targets: Vec::new(),
        effect: vec![Effect::MayCastMadness],
        modes: 0,
        once_per_turn: false,
        condition: None,
        keyword: None,
        during: None,
    };
    vec![alt, Ability::Triggered(trigger)]
}

/// CR 702.157a: "you may pay [cost] any number of times" (replicate's payment) and "When
/// this creature enters, if its squad cost was paid, create a token that's a copy of it
/// for each time its squad cost was paid": one copy per payment, up to `SQUAD_COPIES`.
fn squad(mana: mw_types::ManaCost) -> Vec<Ability> {
    let copies = (1..=SQUAD_COPIES).map(|i| Effect::If {
        condition: Condition::Count { of: mw_ir::Counted::OptionalCostPaid, compare: mw_ir::Compare::AtLeast(i) },
        effect: Box::new(Effect::CreateTokenCopy { of: Subject::This, attacks: None, optional: false, keywords: 0, tapped: false, pt: None }),
        otherwise: None,
    });
    let trigger = TriggeredAbility { trigger: Trigger::SelfEnters, targets: Vec::new(), effect: copies.collect(), modes: 0, once_per_turn: false, condition: Some(Condition::Kicked), keyword: None, during: None };
    vec![Ability::Replicate(mana), Ability::Triggered(trigger)]
}

/// CR 702.175a: offspring [cost]: "You may pay an additional [cost] as you cast this
/// spell" (kept as kicker's is, as squad's and casualty's are: CR 702.33a's machinery)
/// and "When this permanent enters, if its offspring cost was paid, create a token
/// that's a copy of it, except it's 1/1." Refused beside another optional additional
/// cost, which would share that record.
fn offspring(cx: &Ctx, node: &KeywordNode, mana: mw_types::ManaCost) -> Lowered<Vec<Ability>> {
    let others = ["kicker", "buyback", "replicate", "squad", "casualty", "conspire", "multikicker"];
    if others.iter().any(|k| cx.lower.contains(k)) || cx.lower.matches("offspring {").count() > 1 {
        return Err(Miss::new(node.span.clone(), "keyword: offspring (beside another optional additional cost)"));
    }
    let copy = Effect::CreateTokenCopy { of: Subject::This, attacks: None, optional: false, keywords: 0, tapped: false, pt: Some((1, 1)) };
    let trigger = TriggeredAbility { trigger: Trigger::SelfEnters, targets: Vec::new(), effect: vec![copy], modes: 0, once_per_turn: false, condition: Some(Condition::Kicked), keyword: None, during: None };
    Ok(vec![Ability::Kicker(mana), Ability::Triggered(trigger)])
}

/// The most squad payments whose copies the trigger makes (the engine lets the cost be
/// paid no more often: `mw_engine`'s `REPEAT_LIMIT_PERMANENT`).
pub const SQUAD_COPIES: i32 = 12;

/// CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." (any
/// cost: "Cycling—Pay 2 life.").
fn cycling(mut cost: mw_ir::Cost) -> Ability {
    cost.discard_self = true;
    Ability::Activated(mw_ir::ActivatedAbility { cycling: true, ..mw_ir::ActivatedAbility::instant(cost, Vec::new(), vec![Effect::Draw { player: mw_ir::PlayerRef::You, amount: mw_ir::Amount::one() }]) })
}

/// CR 702.62a: "Suspend N—[cost]": the special action from the hand (`Ability::Suspend`)
/// and its two triggered abilities, which work in exile: "At the beginning of your
/// upkeep, if this card is suspended, remove a time counter from it" and "When the last
/// time counter is removed from this card, [if it's exiled,] you may cast it without
/// paying its mana cost" (the cast itself asks that it still be in exile).
fn suspend(cx: &mut Ctx, node: &KeywordNode) -> Lowered<Vec<Ability>> {
    let KeywordParam::NumberCost(time, items) = &node.param else {
        return Err(Miss::new(node.span.clone(), "keyword: suspend without a number and a cost"));
    };
    let cost = super::costs::cost(cx, items, &node.span)?;
    if cost != (mw_ir::Cost { mana: cost.mana.clone(), life: cost.life, ..mw_ir::Cost::default() }) || cost.mana.has_x() {
        return Err(Miss::new(node.span.clone(), "cost: suspend for more than mana and life"));
    }
    let Some(kind) = mw_types::CounterKind::parse("time") else { return Err(Miss::new(node.span.clone(), "counter kind time")) };
    let trigger = |trigger: Trigger, condition: Option<Condition>, effect: Effect| {
        Ability::Triggered(TriggeredAbility { trigger, targets: Vec::new(), effect: vec![effect], modes: 0, once_per_turn: false, condition, keyword: None, during: None })
    };
    // FIXME: CR 702.62a: a creature spell cast this way gains haste; not given yet.
    Ok(vec![
        Ability::Suspend { time: *time, cost },
        trigger(
            Trigger::YourUpkeep,
            Some(Condition::Suspended),
            Effect::RemoveCounters { subject: Subject::This, kind, amount: mw_ir::Amount::one() },
        ),
        trigger(Trigger::LastCounterRemoved(kind), None, Effect::MayCastFree { subject: Subject::This }),
    ])
}

/// CR 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1
/// counters on target creature." (an activated ability from the hand).
fn reinforce(cx: &mut Ctx, node: &KeywordNode) -> Lowered<Vec<Ability>> {
    let KeywordParam::NumberCost(n, items) = &node.param else {
        return Err(Miss::new(node.span.clone(), "keyword: reinforce without a number and a cost"));
    };
    let mut cost = super::costs::cost(cx, items, &node.span)?;
    if cost != (mw_ir::Cost { mana: cost.mana.clone(), ..mw_ir::Cost::default() }) {
        return Err(Miss::new(node.span.clone(), "cost: reinforce for more than mana"));
    }
    cost.discard_self = true;
    let counters = Effect::PutCounters { subject: Subject::Target(0), kind: mw_types::CounterKind::PlusOne, amount: mw_ir::Amount::Fixed(*n as i32) };
    Ok(vec![Ability::Activated(mw_ir::ActivatedAbility::instant(cost, vec![mw_ir::TargetSpec::new(mw_ir::TargetKind::Permanent(mw_ir::ObjectFilter::creature()))], vec![counters]))])
}

/// CR 702.120a: "Escalate—Discard a card": an additional cost paid once for each mode
/// chosen beyond the first. Only a cost choosing objects (a mana part would change the
/// spell's total cost, CR 601.2f, which isn't lowered).
fn escalate(cost: mw_ir::Cost, node: &KeywordNode) -> Lowered<Vec<Ability>> {
    let only_objects = mw_ir::Cost { extra: cost.extra.clone(), ..mw_ir::Cost::default() };
    match cost.extra.clone() {
        Some(e) if cost == only_objects && !e.has_x() => Ok(vec![Ability::AdditionalCost(mw_ir::AdditionalCost::PerExtraMode(Box::new(e)))]),
        _ => Err(Miss::new(node.span.clone(), "keyword: escalate with a mana or life cost")),
    }
}

/// CR 702.185a: warp: the permanent exiled at the beginning of the next end step, its
/// owner then allowed to cast the card from exile after this turn, while it stays exiled.
fn warp() -> Vec<Effect> {
    let later = Effect::MayPlayExiled { subject: Subject::Returned, until: mw_ir::PlayUntil::WhileExiled, cast_only: true, owner: true, tax: 0, later: true };
    // The card exiled is "the exiled card" (`Subject::Returned`): nothing if the
    // permanent has left the battlefield (CR 400.7).
    let exile = vec![Effect::Exile { subject: Subject::Triggering }, later];
    vec![Effect::Delayed { when: DelayedWhen::NextEndStep, effects: exile, about: Some(Subject::This), spell: None, trigger: None, each_created: false }]
}

/// CR 702.152a: blitz: sacrificed at the beginning of the next end step; haste and "When
/// this creature dies, draw a card." as long as its blitz cost was paid.
fn blitz(alt: Ability) -> Vec<Ability> {
    let Ability::AlternativeCost(mut alt) = alt else { return Vec::new() };
    alt.resolves.push(Effect::Delayed { when: DelayedWhen::NextEndStep, effects: vec![Effect::Sacrifice { subject: Subject::Triggering }], about: Some(Subject::This), spell: None, trigger: None, each_created: false });
    let paid = Some(Condition::PaidAlternative { kind: AltKind::Blitz, paid: true });
    let draw = Effect::Draw { player: mw_ir::PlayerRef::You, amount: mw_ir::Amount::Fixed(1) };
    // The granted dies trigger as the card's own, under the same condition: it looks back
    // in time (CR 603.10a) to whether the blitz cost was paid.
    let dies = TriggeredAbility { trigger: Trigger::SelfDies, targets: Vec::new(), effect: vec![draw], modes: 0, once_per_turn: false, condition: paid, keyword: None, during: None };
    vec![
        Ability::AlternativeCost(alt),
        Ability::Continuous(mw_ir::StaticEffect { affected: mw_ir::Affected::Itself, changes: vec![mw_ir::Change::Keyword(mw_ir::Keyword::Haste)], condition: paid }),
        Ability::Triggered(dies),
    ]
}
