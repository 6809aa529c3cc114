//! Keyword actions and other self-contained instructions (CR 701): learn, adapt, support,
//! bolster, populate, amass, monstrosity, renown; copying a spell (CR 707.10); paying life,
//! tapping or untapping, discarding a hand; exiling the top of a library.

use crate::effect::{instructions, named_player, permanent_subject, push_target, IT};
use crate::target::target;
use crate::words::{amount, number};
use mw_ir::{Amount, Controller, Effect, ObjectFilter, PlayerRef, Subject, TargetSpec};
use mw_types::CardType;

/// CR 406.3: "exile the top two cards of your library", "that player exiles the top card
/// of their library".
pub(crate) fn exile_top(s: &str) -> Option<Vec<Effect>> {
    let (player, rest) = if let Some(r) = s.strip_prefix("exile the top ") {
        (PlayerRef::You, r.strip_suffix(" of your library")?)
    } else {
        let (who, r) = s.split_once(" exiles the top ")?;
        (named_player(who)?, r.strip_suffix(" of their library")?)
    };
    let amount = match rest {
        "card" => Amount::Fixed(1),
        _ => amount(rest.strip_suffix(" cards")?)?,
    };
    Some(vec![Effect::ExileTop { player, amount, face_down: false }])
}



/// Keyword actions defined in other words (CR 701): "learn" (with no cards outside the
/// game, CR 701.48a leaves the rummage), "adapt N", "support N", "monstrosity N".
pub(crate) fn keyword_action(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let n = |p: &str| s.strip_prefix(p).and_then(number);
    let text = if s == "learn" {
        "you may discard a card. if you do, draw a card.".to_string()
    } else if let Some(k) = n("adapt ") {
        format!("if ~ has no +1/+1 counters on it, put {k} +1/+1 counters on ~.")
    } else if let Some(k) = n("support ") {
        format!("put a +1/+1 counter on each of up to {k} other target creatures.")
    } else if let Some(k) = n("bolster ") {
        // CR 701.39a
        let (filter, _) = crate::target::object_phrase("creature you control", false)?;
        return Some(vec![
            Effect::ChoosePermanent { filter, least_toughness: true },
            Effect::PutCounters { subject: Subject::Returned, kind: mw_types::CounterKind::PlusOne, amount: Amount::Fixed(k) },
        ]);
    } else if s == "populate" {
        // CR 701.36a
        let mut filter = ObjectFilter { card_type: Some(CardType::Creature), controller: Controller::You, ..ObjectFilter::default() };
        filter.props.token = Some(true);
        return Some(vec![Effect::ChoosePermanent { filter, least_toughness: false }, Effect::CreateTokenCopy { of: Subject::Returned, attacks: None, optional: false, keywords: 0, tapped: false, pt: None }]);
    } else if let Some(rest) = s.strip_prefix("amass ") {
        return amass(rest);
    } else if let Some(k) = n("renown ") {
        return Some(vec![Effect::Renown { amount: Amount::Fixed(k) }]);
    } else if let Some(k) = s.strip_prefix("monstrosity ") {
        let amount = if k == "x" { Amount::X } else { Amount::Fixed(number(k)?) };
        return Some(vec![Effect::Monstrosity { amount }]);
    } else {
        return None;
    };
    instructions(&text, targets).ok()
}

/// CR 701.47a: "amass Orcs 2", "amass 1" (Zombies): counters on an Army you control,
/// after creating a 0/0 black Army token of that type if you control none.
fn amass(rest: &str) -> Option<Vec<Effect>> {
    let (kind, n) = match rest.split_once(' ') {
        Some((k, n)) => (singular_kind(k)?, n),
        None => ("zombie".to_string(), rest),
    };
    let amount = if n == "x" { Amount::X } else { Amount::Fixed(number(n)?) };
    let (army, _) = crate::target::object_phrase("army you control", false)?;
    let none = mw_ir::Condition::Count { of: mw_ir::Counted::Permanents(army.clone()), compare: mw_ir::Compare::AtMost(0) };
    let [create] = <[Effect; 1]>::try_from(crate::tokens::create(&format!("create a 0/0 black {kind} army creature token"))?).ok()?;
    Some(vec![
        Effect::If { condition: none, effect: Box::new(create), otherwise: None },
        Effect::ChoosePermanent { filter: army, least_toughness: false },
        Effect::PutCounters { subject: Subject::Returned, kind: mw_types::CounterKind::PlusOne, amount },
    ])
}

/// "orcs" → "orc", "zombies" → "zombie".
fn singular_kind(w: &str) -> Option<String> {
    let s = w.strip_suffix('s').unwrap_or(w);
    mw_types::CreatureType::from_name(&format!("{}{}", s[..1].to_ascii_uppercase(), &s[1..]))?;
    Some(s.to_string())
}

/// CR 707.10: "copy target instant or sorcery spell", "copy that spell", "copy it" (the
/// spell a cast trigger is about); "…and you may choose new targets for the copy".
pub(crate) fn copy_spell(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (s, new_targets) = match s.strip_suffix(" and you may choose new targets for the copy") {
        Some(r) => (r, true),
        None => (s, false),
    };
    let rest = s.strip_prefix("copy ")?;
    let what = match rest {
        "that spell" => mw_ir::StackRef::Triggering,
        "it" if targets.is_empty() && IT.get() == Subject::Triggering => mw_ir::StackRef::Triggering,
        _ => {
            let (spec, r) = target(rest)?;
            if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Spell(_)) {
                return None;
            }
            mw_ir::StackRef::Target(push_target(spec, targets))
        }
    };
    Some(vec![Effect::CopySpell { what, times: Amount::Fixed(1), new_targets }])
}

/// "pay 3 life" (CR 119.4), "tap or untap target permanent" (CR 701.26), "discard your
/// hand", "each player discards their hand" (CR 701.9).
pub(crate) fn pay_tap_discard(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(n) = s.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
        return Some(vec![Effect::PayLife { amount: amount(n)? }]);
    }
    if let Some(who) = s.strip_prefix("tap or untap ") {
        let mut local = targets.clone();
        let subject = permanent_subject(who, &mut local)?;
        *targets = local;
        return Some(vec![Effect::Optional(Box::new(Effect::TapOrUntap { subject }))]);
    }
    let player = match s {
        "discard your hand" | "you discard your hand" => PlayerRef::You,
        "each player discards their hand" => PlayerRef::EachPlayer,
        "that player discards their hand" => PlayerRef::ThatPlayer,
        "each opponent discards their hand" => PlayerRef::EachOpponent,
        _ => return None,
    };
    Some(vec![Effect::DiscardHand { player }])
}
