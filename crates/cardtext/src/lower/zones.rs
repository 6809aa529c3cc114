//! A player's own cards moved out of a zone (CR 400.6, 401.4, 406): "target player
//! exiles a card from their graveyard" (the player chooses), "up to one target player
//! puts all the cards from their graveyard on the bottom of their library in a random
//! order" (all of them), "each player returns all creature cards from their graveyard
//! to their hand" — into `Effect::PlayerMoves`; and a search of a player's zones for the
//! cards with a name ("search its owner's graveyard, hand, and library for any number of
//! cards with the same name as that card and exile them", CR 701.23, 201.2) into
//! `Effect::SearchName`.

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{CardZone, Effect, MoveTo, PlayerMoves, PlayerRef, SearchName, Subject, ZoneSet};

/// The clause as a player moving their own cards, if it is one (None: not this family).
pub fn clause(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    // "… with the same name as that card and exile them": the exile is the search's.
    if cx.name_search && c.verb == Verb::Exile && c.subject.is_none() && c.args.is_empty() && matches!(&c.object, Some(Np::Ref(r)) if r.word == RefWord::It && r.plural) {
        cx.name_search = false;
        return Some(Ok(Vec::new()));
    }
    if !matches!(c.verb, Verb::Exile | Verb::Put | Verb::Return) || c.negated {
        return None;
    }
    let Some(Np::Objects(o)) = &c.object else { return None };
    // Targets ("return target creature card from your graveyard") are another family.
    if o.noun != Noun::Card || !matches!(o.det, Det::A | Det::Number(_) | Det::Each) {
        return None;
    }
    // "puts all cards they exiled this way onto the battlefield": the cards an earlier
    // instruction had them exile (CR 608.2c).
    if o.zone.is_none() && has_pred(&o.filter, &Pred::ExiledThisWay) {
        return Some(exiled_this_way(cx, c, o));
    }
    let zone = o.zone.as_ref().or_else(|| c.args.iter().find_map(|a| if let Arg::From(z) = a { Some(z) } else { None }))?;
    let from = match zone.zone {
        ZoneWord::Graveyard => CardZone::Graveyard,
        ZoneWord::Hand => CardZone::Hand,
        ZoneWord::Library => CardZone::Library,
        ZoneWord::Exile => CardZone::Exile,
        ZoneWord::Outside => CardZone::Outside,
        _ => return None,
    };
    // The zone is the subject's own: "their graveyard" after a player, "your" after none;
    // in exile or outside the game, the cards "you own" (CR 108.3).
    let you = |np: Option<&Np>| matches!(np, None | Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })));
    let own = match (&c.subject, zone.whose.as_deref()) {
        (s, Some(Np::Player(PlayerNp { who: PlayerWord::You, .. }))) => you(s.as_ref()),
        (Some(Np::Player(_)), Some(Np::Player(PlayerNp { who: PlayerWord::That, det: Det::That }))) => true,
        (s, None) if matches!(from, CardZone::Exile | CardZone::Outside) => you(s.as_ref()) && has_pred(&o.filter, &owned_by_you()),
        _ => false,
    };
    if !own {
        return None;
    }
    Some(lower(cx, c, o, from))
}

fn owned_by_you() -> Pred {
    Pred::OwnedBy(Box::new(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You })))
}

/// Whether the filter says `p` (as itself or as one of its "and" parts).
pub(super) fn has_pred(f: &Pred, p: &Pred) -> bool {
    f == p || matches!(f, Pred::And(v) if v.contains(p))
}

/// The filter without `p` among its "and" parts (`True` when nothing is left).
pub(super) fn without_pred(f: &Pred, p: &Pred) -> Pred {
    match f {
        Pred::And(v) => {
            let mut rest: Vec<Pred> = v.iter().filter(|x| *x != p).cloned().collect();
            match rest.len() {
                0 => Pred::True,
                1 => rest.remove(0),
                _ => Pred::And(rest),
            }
        }
        x if x == p => Pred::True,
        x => x.clone(),
    }
}

/// CR 608.2c: "each player puts all cards they exiled this way onto the battlefield":
/// the cards of the earlier exile, each player's own, under their control.
fn exiled_this_way(cx: &mut Ctx, c: &Clause, o: &ObjNp) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("exiled this way: {w}"));
    let Some(mut filter) = cx.exiled else { return Err(miss("without an earlier exile of all of them")) };
    if o.det != Det::Each || without_pred(&o.filter, &Pred::ExiledThisWay) != Pred::True {
        return Err(miss("that kind of card"));
    }
    let to = match c.args.as_slice() {
        [Arg::Dest(Dest::Battlefield)] => MoveTo::Battlefield,
        [Arg::Dest(Dest::Hand { .. })] => MoveTo::Hand,
        _ => return Err(miss("that destination")),
    };
    let player = match &c.subject {
        None => PlayerRef::You,
        Some(np) => refs::player(cx, np)?,
    };
    filter.props.exiled_this_way = true;
    Ok(vec![Effect::PlayerMoves(PlayerMoves { player, from: CardZone::Exile, filter, count: None, to, or_from: None })])
}

fn lower(cx: &mut Ctx, c: &Clause, o: &ObjNp, from: CardZone) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("own cards: {w}"));
    let count = match o.det {
        Det::A => Some(1),
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && a <= 20 => Some(a as u8),
        Det::Each => None,
        _ => return Err(miss("that determiner")),
    };
    let random = c.args.iter().any(|a| matches!(a, Arg::Order(OrderWord::Random)));
    let dest = c.args.iter().find_map(|a| if let Arg::Dest(d) = a { Some(d) } else { None });
    if from == CardZone::Hand && c.verb == Verb::Put && dest == Some(&Dest::Battlefield) {
        return put_from_hand(cx, c, o, count);
    }
    let to = match (c.verb, dest) {
        (Verb::Exile, None) => MoveTo::Exile,
        (Verb::Return | Verb::Put, Some(Dest::Hand { .. })) => MoveTo::Hand,
        // Under the control of the player who puts it (CR 110.2). From a hand it is
        // `PutFromHand`'s (another family).
        (Verb::Return | Verb::Put, Some(Dest::Battlefield)) if from != CardZone::Hand => MoveTo::Battlefield,
        // CR 401.4: several cards on the bottom in an order no one chooses, or one card.
        (Verb::Put, Some(Dest::Library { pos: LibraryPos::Bottom, .. })) if random || count == Some(1) => MoveTo::LibraryBottomRandom,
        _ => return Err(miss("that destination")),
    };
    if c.args.iter().any(|a| !matches!(a, Arg::From(_) | Arg::Dest(_) | Arg::Order(OrderWord::Random))) {
        return Err(miss("another argument"));
    }
    let player = match &c.subject {
        None => PlayerRef::You,
        Some(np) => refs::player(cx, np)?,
    };
    // CR 101.4: with several players, each chooses in APNAP order (the engine's
    // `PlayerMoves` with a count); onto a library in order is not lowered for them.
    if count.is_some() && matches!(player, PlayerRef::EachPlayer | PlayerRef::EachOpponent) && to == MoveTo::LibraryBottomRandom {
        return Err(miss("each player chooses cards for their library"));
    }
    // "face-up" in exile: the only cards of exile a player's zone holds (CR 406.3).
    let f = if from == CardZone::Exile { without_pred(&o.filter, &Pred::FaceUp) } else { o.filter.clone() };
    let bare = ObjNp { zone: None, filter: f, ..o.clone() };
    let filter = refs::obj_filter(cx, &bare)?;
    // CR 303.4f: an Aura put onto the battlefield this way would need something to
    // enchant, chosen as it enters; the engine doesn't ask that yet.
    let aura = |t: Option<mw_types::CardType>| t.is_none_or(|t| t == mw_types::CardType::Enchantment);
    if to == MoveTo::Battlefield && (aura(filter.card_type) || filter.or_type == Some(mw_types::CardType::Enchantment)) {
        return Err(miss("cards that may be Auras onto the battlefield"));
    }
    if to == MoveTo::Exile && count.is_none() {
        cx.exiled = Some(filter);
    }
    Ok(vec![Effect::PlayerMoves(PlayerMoves { player, from, filter, count, to, or_from: None })])
}

/// "You may put a creature card with mana value equal to the number of charge counters
/// on ~ from your hand onto the battlefield (tapped)": one card of the player's choice or
/// none (`PutFromHand`, its relative quality counted as it resolves, CR 107.3).
fn put_from_hand(cx: &mut Ctx, c: &Clause, o: &ObjNp, count: Option<u8>) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("put from hand: {w}"));
    if !cx.may || count != Some(1) || c.subject.is_some() {
        return Err(miss("not one card of your choice"));
    }
    let tapped = match c.args.iter().find(|a| !matches!(a, Arg::From(_) | Arg::Dest(_))) {
        None => false,
        Some(Arg::Tapped { attacking: false }) => true,
        Some(_) => return Err(miss("another argument")),
    };
    let (pred, only) = refs::split_relative(cx, &o.filter, &c.span)?;
    let filter = refs::obj_filter(cx, &ObjNp { zone: None, filter: pred, ..o.clone() })?;
    // Only permanent cards can be put onto the battlefield; an Aura would need something
    // to enchant (CR 303.4f), not asked yet.
    if filter.card_type.is_none_or(|t| !t.is_permanent_type() || t == mw_types::CardType::Enchantment) || filter.or_type.is_some() {
        return Err(miss("cards that may not be permanents, or Auras"));
    }
    if only.is_some_and(|r| !matches!(r, mw_ir::Relative::ManaValue { .. })) {
        return Err(miss("that quality"));
    }
    Ok(vec![Effect::PutFromHand { filter, tapped, only }])
}

/// The name a filter asks for ("with the same name as that card"), if it asks for
/// nothing else.
/// Whose name a search looks for: an object's ("with the same name as that card"), or
/// the one chosen ("with that name", CR 201.2: `None`).
fn same_name(p: &Pred) -> Option<Option<&Np>> {
    match p {
        Pred::SameNameAs(r) => Some(Some(r)),
        Pred::Chosen(ChosenWord::Name) => Some(None),
        Pred::And(v) if v.len() == 1 => same_name(&v[0]),
        _ => None,
    }
}

/// CR 701.23 / 201.2: "search [player's] graveyard, hand, and library for any number of
/// cards with the same name as that card and exile them".
pub fn search_name(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.verb != Verb::Search || c.subject.is_some() {
        return None;
    }
    let [Arg::From(zone)] = c.args.as_slice() else { return None };
    let Some(Np::Objects(o)) = &c.object else { return None };
    let name = same_name(&o.filter)?;
    let miss = |w: &str| Miss::new(c.span.clone(), format!("search for a name: {w}"));
    let mut zones = ZoneSet::default();
    match zone.zone {
        ZoneWord::Several(l) if !l.and_or => {
            zones.graveyard = l.graveyard;
            zones.hand = l.hand;
            zones.library = l.library;
        }
        ZoneWord::Library => zones.library = true,
        _ => return Some(Err(miss("that zone"))),
    }
    let max = match o.det {
        Det::Number(Count { min: CountNum::N(0), max: CountNum::Any }) => None,
        Det::Number(Count { min: CountNum::N(0), max: CountNum::N(n) }) if n <= 20 => Some(n as u8),
        _ => return Some(Err(miss("that many cards"))),
    };
    Some((|| {
        let name_of = match name {
            Some(np) => Some(refs::one(cx, np)?),
            None => None,
        };
        let player = match zone.whose.as_deref() {
            // CR 108.3: a card in a graveyard is its owner's, who controls it there.
            Some(Np::PlayerOf { of, rel: PlayerRel::Owner }) => match refs::one(cx, of)? {
                Subject::Target(i) => PlayerRef::ControllerOfTarget(i),
                _ => return Err(miss("the owner of that object")),
            },
            // "its controller's graveyard, hand, and library" (a spell just countered): its
            // controller as it last existed (CR 608.2h).
            Some(Np::PlayerOf { of, rel: PlayerRel::Controller }) => match refs::one(cx, of)? {
                Subject::Target(i) => PlayerRef::ControllerOfIt(Some(i)),
                _ => return Err(miss("the controller of that object")),
            },
            Some(p @ Np::Player(_)) => refs::player(cx, p)?,
            _ => return Err(miss("whose zones")),
        };
        cx.push_player(player);
        cx.name_search = true;
        // "the cards exiled this way" are those found (CR 608.2c).
        cx.exiled = Some(mw_ir::ObjectFilter::default());
        Ok(vec![Effect::SearchName(SearchName { player, zones, name_of, max })])
    })())
}
