//! Instructions that move cards between zones by a description (CR 400.7, 401.4,
//! 701.23): searching a library, returning cards from graveyards (to hand or battlefield,
//! under their owner's or your control), putting objects into a library, exiling a
//! graveyard, putting a card from hand onto the battlefield, token copies.

use crate::effect::{permanent_subject, player_subject, push_target};
use crate::words::number;
use mw_ir::{Effect, Subject, TargetSpec};

/// CR 701.23: "search your library for a basic land card, put it onto the battlefield
/// tapped, then shuffle", "… for up to two creature cards, reveal them, put them into your
/// hand, then shuffle", "… for a card, then shuffle and put that card on top".
pub(crate) fn search(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("search your library for ")?;
    let (count, what) = match rest.strip_prefix("up to ") {
        Some(r) => {
            let (n, r) = r.split_once(' ')?;
            (number(n)?, r)
        }
        None => {
            let (n, r) = rest.split_once(' ')?;
            if n != "a" && n != "an" {
                return None;
            }
            (1, r)
        }
    };
    let (filter, tail) = if count > 1 {
        // The plural noun: "creature cards", "basic land cards".
        let i = what.find(" cards")?;
        let singular = format!("{} card", &what[..i]);
        let (f, r) = crate::target::card_phrase(&singular)?;
        if !r.is_empty() {
            return None;
        }
        (f, &what[i + 6..])
    } else {
        crate::target::card_phrase(what)?
    };
    let tail = tail.strip_prefix(", ")?;
    if let Some(r) = tail.strip_prefix("reveal it, ").or_else(|| Some(tail)) {
        if r == "then shuffle and put that card on top" || r == "then shuffle and put the card on top" {
            return (count == 1).then(|| vec![Effect::Search { filter, count: 1, to: mw_ir::SearchTo::Top, reveal: r != tail, only: None, graveyard: false, most: None }]);
        }
    }
    let reveal = ["reveal it, ", "reveal them, ", "reveal that card, ", "reveal those cards, "].iter().find_map(|p| tail.strip_prefix(p));
    let put = reveal.unwrap_or(tail).strip_suffix(", then shuffle")?;
    let to = if ["exile it", "exile them", "exile that card"].contains(&put) {
        mw_ir::SearchTo::Exile
    } else {
        let dest = ["put it ", "put them ", "put that card ", "put those cards "].iter().find_map(|p| put.strip_prefix(p))?;
        match dest {
            "into your hand" => mw_ir::SearchTo::Hand,
            "into your graveyard" => mw_ir::SearchTo::Graveyard,
            // Several at once only when they are lands (no entering replacement asks then
            // in practice; CR 614.12 choices are made one permanent at a time).
            "onto the battlefield tapped" | "onto the battlefield" if count == 1 || basic_lands(&filter) => {
                mw_ir::SearchTo::Battlefield { tapped: dest.ends_with("tapped") }
            }
            _ => return None,
        }
    };
    Some(vec![Effect::Search { filter, count: count.clamp(0, 10) as u8, to, reveal: reveal.is_some(), only: None, graveyard: false, most: None }])
}

/// A filter only basic land cards pass ("basic land", "basic Forest").
fn basic_lands(f: &mw_ir::ObjectFilter) -> bool {
    f.props.basic && (f.card_type == Some(mw_types::CardType::Land) || !f.props.land_types.is_empty())
}

/// "return target creature card from your graveyard to the battlefield", "… to your
/// hand", "exile target card from a graveyard", "… from an opponent's graveyard".
pub(crate) fn return_to_battlefield(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(rest) = s.strip_prefix("exile target ") {
        let (mut filter, r) = crate::target::card_phrase(rest)?;
        filter.controller = match r {
            " from a graveyard" => mw_ir::Controller::Any,
            " from an opponent's graveyard" => mw_ir::Controller::NotYou,
            " from your graveyard" => mw_ir::Controller::You,
            _ => return None,
        };
        let t = push_target(TargetSpec::new(mw_ir::TargetKind::CardInAGraveyard(filter)), targets);
        return Some(vec![Effect::Exile { subject: Subject::Target(t) }]);
    }
    if let Some(rest) = s.strip_prefix("put target ").filter(|r| r.contains(" onto the battlefield under your control")) {
        // "put target creature card from a graveyard onto the battlefield under your control".
        let (mut filter, r) = crate::target::card_phrase(rest)?;
        let from = r.strip_suffix(" onto the battlefield under your control")?;
        filter.controller = graveyard_owner(from)?;
        let t = push_target(TargetSpec::new(mw_ir::TargetKind::CardInAGraveyard(filter)), targets);
        return Some(vec![Effect::ReturnToBattlefield { subject: Subject::Target(t), under_you: true, tapped: false , counters: None }]);
    }
    // "return that card to the battlefield under its owner's control" (a card exiled or
    // named earlier: a delayed flicker).
    for who in ["return that card ", "return it ", "return that creature ", "return him ", "return her "] {
        let Some(r) = s.strip_prefix(who) else { continue };
        let under_you = match r {
            "to the battlefield under its owner's control" | "to the battlefield under his owner's control" | "to the battlefield under her owner's control" => false,
            "to the battlefield under your control" => true,
            _ => return None,
        };
        return Some(vec![Effect::ReturnToBattlefield { subject: crate::effect::pronoun(targets), under_you, tapped: false , counters: None }]);
    }
    // "return another target creature card …": not the card of the ability's source.
    let (rest, other) = match s.strip_prefix("return another target ") {
        Some(r) => (r, true),
        None => (s.strip_prefix("return target ")?, false),
    };
    let (mut filter, r) = crate::target::card_phrase(rest)?;
    if other && r.strip_suffix(" to the battlefield under your control").is_some() {
        return None;
    }
    if let Some(from) = r.strip_suffix(" to the battlefield under your control") {
        filter.controller = graveyard_owner(from)?;
        let t = push_target(TargetSpec::new(mw_ir::TargetKind::CardInAGraveyard(filter)), targets);
        return Some(vec![Effect::ReturnToBattlefield { subject: Subject::Target(t), under_you: true, tapped: false , counters: None }]);
    }
    let to_hand = match r {
        " from your graveyard to the battlefield" => false,
        " from your graveyard to your hand" => true,
        _ => return None,
    };
    let mut spec = TargetSpec::new(mw_ir::TargetKind::CardInYourGraveyard(filter));
    spec.other = other;
    let t = push_target(spec, targets);
    Some(vec![if to_hand {
        Effect::ReturnToHand { subject: Subject::Target(t) }
    } else {
        Effect::ReturnToBattlefield { subject: Subject::Target(t), under_you: false, tapped: false , counters: None }
    }])
}

/// " from a graveyard" / " from an opponent's graveyard" / " from your graveyard": whose
/// graveyard, as a filter's controller.
fn graveyard_owner(from: &str) -> Option<mw_ir::Controller> {
    Some(match from {
        " from a graveyard" => mw_ir::Controller::Any,
        " from an opponent's graveyard" => mw_ir::Controller::NotYou,
        " from your graveyard" => mw_ir::Controller::You,
        _ => return None,
    })
}

/// CR 401.4: "put target creature on top of its owner's library", "put target card from
/// a graveyard on the bottom of its owner's library", "put ~ on top of its owner's
/// library"; CR 406.3: "exile target player's graveyard".
pub(crate) fn library_or_graveyard(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(who) = s.strip_prefix("shuffle ").and_then(|r| r.strip_suffix(" into its owner's library")) {
        let mut local = targets.clone();
        let subject = crate::effect::permanent_subject(who, &mut local)?;
        *targets = local;
        return Some(vec![Effect::ShuffleIntoLibrary { subject }]);
    }
    // CR 701.24a: "target player shuffles their graveyard into their library".
    if s == "shuffle your graveyard into your library" || s == "you shuffle your graveyard into your library" {
        return Some(vec![Effect::ShuffleGraveyardIntoLibrary { player: mw_ir::PlayerRef::You }]);
    }
    if let Some(who) = s.strip_suffix(" shuffles their graveyard into their library") {
        let player = crate::effect::player_subject(who, targets)?;
        return Some(vec![Effect::ShuffleGraveyardIntoLibrary { player }]);
    }
    if s == "exile all graveyards" || s == "exile all cards from all graveyards" {
        return Some(vec![Effect::ExileGraveyard { player: mw_ir::PlayerRef::EachPlayer }]);
    }
    if let Some(who) = s.strip_prefix("exile ").and_then(|r| r.strip_suffix("'s graveyard")) {
        let mut local = targets.clone();
        let player = player_subject(who, &mut local)?;
        *targets = local;
        return Some(vec![Effect::ExileGraveyard { player }]);
    }
    let rest = s.strip_prefix("put ")?;
    // "… from your graveyard on the bottom of your library": your card, your library.
    let own = rest.contains(" from your graveyard ");
    let (what, top) = if let Some(w) = rest.strip_suffix(" on top of its owner's library").or_else(|| rest.strip_suffix(" on top of your library").filter(|_| own)) {
        (w, true)
    } else {
        (rest.strip_suffix(" on the bottom of its owner's library").or_else(|| rest.strip_suffix(" on the bottom of your library").filter(|_| own))?, false)
    };
    if what == "~" {
        return Some(vec![Effect::PutInLibrary { subject: Subject::This, top }]);
    }
    let mut local = targets.clone();
    let subject = if let Some(card) = what.strip_prefix("target ").filter(|w| w.contains(" from ")) {
        let (mut filter, r) = crate::target::card_phrase(card)?;
        filter.controller = graveyard_owner(r)?;
        Subject::Target(push_target(TargetSpec::new(mw_ir::TargetKind::CardInAGraveyard(filter)), &mut local))
    } else {
        permanent_subject(what, &mut local)?
    };
    *targets = local;
    Some(vec![Effect::PutInLibrary { subject, top }])
}

/// "you may put a land card from your hand onto the battlefield (tapped)".
pub(crate) fn put_from_hand(s: &str) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("you may put ")?;
    let rest = rest.strip_prefix("a ").or_else(|| rest.strip_prefix("an "))?;
    let (filter, r) = crate::target::card_phrase(rest)?;
    let tapped = match r {
        " from your hand onto the battlefield" => false,
        " from your hand onto the battlefield tapped" => true,
        _ => return None,
    };
    // Only permanent cards can be put onto the battlefield.
    if filter.card_type.is_some_and(|t| !t.is_permanent_type()) {
        return None;
    }
    Some(vec![Effect::PutFromHand { filter, tapped, only: None }])
}

/// CR 707.2: "create a token that's a copy of target creature you control", "… of ~".
pub(crate) fn token_copy(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let who = s.strip_prefix("create a token that's a copy of ")?;
    let mut local = targets.clone();
    let of = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::CreateTokenCopy { of, attacks: None, optional: false, keywords: 0, tapped: false, pt: None }])
}

/// CR 701.27a: "transform ~"; CR 712.14a: "exile ~, then return it to the battlefield
/// transformed under its owner's control" (or "your control").
pub(crate) fn transform(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(who) = s.strip_prefix("transform ") {
        let mut local = targets.clone();
        let subject = permanent_subject(who, &mut local)?;
        *targets = local;
        return Some(vec![Effect::Transform { subject }]);
    }
    let rest = s.strip_prefix("exile ~, then return ")?;
    let rest = ["it ", "her ", "him ", "them "].iter().find_map(|p| rest.strip_prefix(p))?;
    let under = rest.strip_prefix("to the battlefield transformed under ")?;
    let under_you = match under {
        "your control" => true,
        "its owner's control" | "her owner's control" | "his owner's control" | "their owner's control" => false,
        _ => return None,
    };
    Some(vec![Effect::ExileReturnTransformed { under_you }])
}

/// CR 702.92a / 701.3: "create a 0/0 black Phyrexian Germ creature token, then attach ~ to
/// it": the Equipment goes onto the token just created.
pub(crate) fn create_and_attach(s: &str) -> Option<Vec<Effect>> {
    let create = s.strip_suffix(", then attach ~ to it")?;
    let mut out = crate::tokens::create(create)?;
    let one = matches!(out.as_slice(), [Effect::CreateTokens { amount: mw_ir::Amount::Fixed(1), .. }]);
    one.then_some(())?;
    out.push(Effect::AttachTo { to: Subject::Returned, what: Subject::This });
    Some(out)
}
