//! v1 (the fallback): one-verb instructions read from fixed wordings: turn rules, draw,
//! life, a hand looked at, tap/untap/exile, discard, destroy.

use crate::effect::{permanent_subject, player_subject, push_target};
use crate::target::target;
use crate::words::amount;
use mw_ir::{Amount, Effect, PlayerRef, TargetSpec, TurnRule};

/// "players can't gain life this turn", "damage can't be prevented this turn".
pub(crate) fn turn_rule(s: &str) -> Option<Vec<Effect>> {
    let r = match s {
        "players can't gain life this turn" => TurnRule::PlayersCantGainLife,
        "damage can't be prevented this turn" => TurnRule::DamageCantBePrevented,
        _ => return None,
    };
    Some(vec![Effect::TurnRule(r)])
}



/// "draw a card", "you draw two cards", "target player draws a card" (CR 121).
pub(crate) fn draw(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let mut local = targets.clone();
    let (player, amount) = player_cards(s, ("draw", "draws"), true, &mut local)?;
    *targets = local;
    Some(vec![Effect::Draw { player, amount }])
}

/// "target player draws two cards and loses 2 life": one player, two instructions.
pub(crate) fn draw_and_lose(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (draws, loses) = s.split_once(" and loses ")?;
    let n = amount(loses.strip_suffix(" life")?)?;
    let mut local = targets.clone();
    let (player, cards) = player_cards(draws, ("draw", "draws"), true, &mut local)?;
    *targets = local;
    Some(vec![Effect::Draw { player, amount: cards }, Effect::LoseLife { player, amount: n }])
}

/// "[verb] N cards" said of a player: "draw a card", "you draw two cards", "target player
/// draws a card"; with `others`, also "each opponent …" and "that player …". Returns the
/// player and the number.
pub(crate) fn player_cards(s: &str, (verb, verbs): (&str, &str), others: bool, local: &mut Vec<TargetSpec>) -> Option<(PlayerRef, Amount)> {
    let after = |p: &str, v: &str| s.strip_prefix(p).and_then(|r| r.strip_prefix(v)).and_then(|r| r.strip_prefix(' '));
    let (player, rest) = if let Some(r) = after("", verb).or_else(|| after("you ", verb)) {
        (PlayerRef::You, r)
    } else if let Some(r) = after("each opponent ", verbs).filter(|_| others) {
        (PlayerRef::EachOpponent, r)
    } else if let Some(r) = after("that player ", verbs).filter(|_| others) {
        (PlayerRef::ThatPlayer, r)
    } else if let Some(r) = after("each player ", verbs) {
        (PlayerRef::EachPlayer, r)
    } else {
        let (spec, r) = target(s)?;
        if !matches!(spec.kind, mw_ir::TargetKind::Player | mw_ir::TargetKind::Opponent) {
            return None;
        }
        let rest = r.trim_start().strip_prefix(verbs)?.strip_prefix(' ')?;
        (PlayerRef::Target(push_target(spec, local)), rest)
    };
    let (n, noun) = rest.split_once(' ')?;
    if noun != "card" && noun != "cards" {
        return None;
    }
    Some((player, amount(n)?))
}

/// "look at target player's hand" (information only).
pub(crate) fn look_at_hand(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let who = s.strip_prefix("look at ")?.strip_suffix("'s hand")?;
    let player = player_subject(who, targets)?;
    Some(vec![Effect::LookAtHand { player }])
}

/// "you gain 3 life", "you lose 2 life", "target player loses 3 life" (CR 119).
pub(crate) fn life(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let mut local = targets.clone();
    let (player, rest) = if let Some(r) = s.strip_prefix("you ") {
        (PlayerRef::You, r)
    } else if let Some(r) = s.strip_prefix("defending player ") {
        (PlayerRef::DefendingPlayer, r)
    } else if let Some(r) = s.strip_prefix("that player ") {
        (PlayerRef::ThatPlayer, r)
    } else if let Some(r) = s.strip_prefix("each opponent ") {
        (PlayerRef::EachOpponent, r)
    } else if let Some(r) = s.strip_prefix("each player ") {
        (PlayerRef::EachPlayer, r)
    } else {
        let (spec, r) = target(s)?;
        if !matches!(spec.kind, mw_ir::TargetKind::Player | mw_ir::TargetKind::Opponent) {
            return None;
        }
        (PlayerRef::Target(push_target(spec, &mut local)), r.trim_start())
    };
    let words: Vec<&str> = rest.split(' ').collect();
    let effect = match words.as_slice() {
        ["gain" | "gains", n, "life"] => {
            Effect::GainLife { player, amount: crate::words::amount(n)? }
        }
        ["lose" | "loses", n, "life"] => {
            Effect::LoseLife { player, amount: crate::words::amount(n)? }
        }
        _ => return None,
    };
    *targets = local;
    Some(vec![effect])
}

/// "tap target creature", "untap ~", "exile target artifact or enchantment" (CR 701.26,
/// 701.13).
pub(crate) fn tap_untap_exile(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    // CR 610.3: "exile target creature an opponent controls until ~ leaves the battlefield".
    if let Some(who) = s.strip_prefix("exile ").and_then(|r| r.strip_suffix(" until ~ leaves the battlefield")) {
        let mut local = targets.clone();
        let subject = permanent_subject(who, &mut local)?;
        *targets = local;
        return Some(vec![Effect::ExileUntilSourceLeaves { subject }]);
    }
    let (verb, who) = s.split_once(' ')?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    let e = match verb {
        "tap" => Effect::Tap { subject },
        "untap" => Effect::Untap { subject },
        "exile" => Effect::Exile { subject },
        _ => return None,
    };
    *targets = local;
    Some(vec![e])
}

/// CR 701.9: "discard a card", "you discard two cards", "target player discards a card",
/// "each opponent discards a card", "that player discards a card".
pub(crate) fn discard(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let mut local = targets.clone();
    let (s, random) = match s.strip_suffix(" at random") {
        Some(r) => (r, true),
        None => (s, false),
    };
    let (player, amount) = player_cards(s, ("discard", "discards"), true, &mut local)?;
    *targets = local;
    Some(vec![Effect::Discard { player, amount, random, up_to: false }])
}

/// "destroy target creature" (CR 701.8).
pub(crate) fn destroy(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("destroy ")?;
    // "destroy target creature", "destroy it", "destroy that creature", "destroy ~".
    let mut local = targets.clone();
    let subject = permanent_subject(rest, &mut local)?;
    *targets = local;
    Some(vec![Effect::Destroy { subject, no_regen: false }])
}
