//! Static abilities about graveyards, libraries and the opening hand: replacement
//! effects on cards going to a graveyard ("if a card or token would be put into a
//! graveyard from anywhere, exile it instead", CR 614.1a, 614.6), opening-hand actions
//! ("if ~ is in your opening hand, you may begin the game with it on the battlefield",
//! CR 103.6a), and "can't" statics about zones ("creature cards in graveyards and
//! libraries can't enter the battlefield", "players can't cast spells from graveyards or
//! libraries", CR 101.2).

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, CardZone, Controller, GraveyardInstead, OpeningHand, SelfStatic, ZoneBan, ZoneSet};

/// The statement as one of this family's static abilities (None: not this family).
pub fn statement(cx: &mut Ctx, s: &Stmt, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    match s {
        Stmt::If { cond: Cond::Would { subject, event }, body, instead: true } => Some(instead(cx, subject, event, body, span)),
        Stmt::If { cond: Cond::Would { subject: Np::SelfRef, event }, body, instead: false } if reveal_then_instead(body) => {
            Some(shuffle_instead(event, body, span))
        }
        Stmt::If { cond: Cond::InOpeningHand(Np::SelfRef), body, instead: false } => Some(opening_hand(body, span)),
        Stmt::If { cond: Cond::AsEnters(Np::SelfRef), body, instead: false } => Some(as_enters(cx, body, span)),
        Stmt::Clause(c) if c.negated => zone_ban(cx, c, span),
        Stmt::If { cond: Cond::TappedForMana { what, least }, body, instead: false } => Some(mana_instead(what, *least, body, span)),
        _ => None,
    }
}

/// CR 614.12a: "As ~ enters, choose a card name (a color, a creature type, a card
/// type)": a choice its linked abilities name "the chosen name" (CR 607.2).
fn as_enters(cx: &Ctx, body: &Stmt, span: &Span) -> Lowered<Vec<Ability>> {
    let choice = match body {
        Stmt::Clause(Clause { subject: None, verb: Verb::Choose, object: None, args, negated: false, .. }) => match args.as_slice() {
            [Arg::Words(w)] => super::choices::choice(cx.words(w)),
            _ => None,
        },
        _ => None,
    };
    choice.map(|c| vec![Ability::AsEntersChoose(c)]).ok_or_else(|| Miss::new(span.clone(), "as it enters: that choice"))
}

/// CR 103.6a: "you may begin the game with it on the battlefield".
fn opening_hand(body: &Stmt, span: &Span) -> Lowered<Vec<Ability>> {
    let ok = match body {
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => matches!(
            &**body,
            Stmt::Clause(Clause { verb: Verb::Begin, object: Some(Np::Ref(RefNp { word: RefWord::It, .. })), negated: false, .. })
        ),
        _ => false,
    };
    if !ok {
        return Err(Miss::new(span.clone(), "opening hand: that action"));
    }
    Ok(vec![Ability::OpeningHand(OpeningHand::BeginOnBattlefield)])
}

/// "reveal ~ and [instruction] instead": the reveal, then the replacing instruction (the
/// parser puts "instead" on the last clause of the pair).
fn reveal_then_instead(body: &Stmt) -> bool {
    let Stmt::Seq(parts) = body else { return false };
    matches!(
        parts.as_slice(),
        [Stmt::Clause(Clause { subject: None, verb: Verb::Reveal, negated: false, object: Some(Np::SelfRef), .. }), Stmt::If { cond: Cond::Event(_), instead: true, .. }]
    )
}

/// CR 614.6: "if ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it
/// into its owner's library instead" (the reveal shows the card; nothing reads it).
fn shuffle_instead(event: &WouldEvent, seq: &Stmt, span: &Span) -> Lowered<Vec<Ability>> {
    let miss = |w: &str| Miss::new(span.clone(), format!("replacement: {w}"));
    let Stmt::Seq(parts) = seq else { return Err(miss("instead of that")) };
    let Some(Stmt::If { body, .. }) = parts.get(1) else { return Err(miss("instead of that")) };
    let from_anywhere = matches!(
        event,
        WouldEvent::PutInto { to: ZoneNp { zone: ZoneWord::Graveyard, whose: None }, from: Some(ZoneWord::Anywhere), this_turn: false }
    );
    if !from_anywhere {
        return Err(miss("that event"));
    }
    let shuffle_it = match body.as_ref() {
        Stmt::Clause(Clause { subject: None, verb: Verb::Shuffle, negated: false, object: Some(Np::Ref(RefNp { word: RefWord::It, .. })), args, .. }) => {
            matches!(args.as_slice(), [Arg::Dest(Dest::Library { whose: Some(Np::PlayerOf { rel: PlayerRel::Owner, .. }), pos: LibraryPos::Shuffled })])
        }
        _ => false,
    };
    if !shuffle_it {
        return Err(miss("instead of that"));
    }
    Ok(vec![Ability::Static(SelfStatic::ShuffleInsteadOfGraveyard)])
}

/// CR 614.1a / 614.6: "if [objects] would be put into [whose] graveyard from anywhere
/// (would die), exile it instead".
fn instead(cx: &mut Ctx, subject: &Np, event: &WouldEvent, body: &Stmt, span: &Span) -> Lowered<Vec<Ability>> {
    let miss = |w: &str| Miss::new(span.clone(), format!("replacement: {w}"));
    let exile_it = matches!(
        body,
        Stmt::Clause(Clause { subject: None, verb: Verb::Exile, negated: false, object: Some(Np::Ref(RefNp { word: RefWord::It | RefWord::That, .. })), args, .. })
            if args.is_empty()
    );
    if !exile_it {
        return Err(miss("instead of that"));
    }
    let (whose, from_battlefield) = match event {
        WouldEvent::PutInto { to: ZoneNp { zone: ZoneWord::Graveyard, whose }, from: Some(ZoneWord::Anywhere), this_turn: false } => {
            let whose = match whose.as_deref() {
                None => Controller::Any,
                Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Controller::You,
                Some(Np::Player(PlayerNp { det: Det::A, who: PlayerWord::Opponent })) => Controller::NotYou,
                Some(_) => return Err(miss("whose graveyard")),
            };
            (whose, false)
        }
        WouldEvent::Die => (Controller::Any, true),
        _ => return Err(miss("that event")),
    };
    // "~ would be put into a graveyard from anywhere": the card's own.
    if *subject == Np::SelfRef && !from_battlefield && whose == Controller::Any {
        return Ok(vec![Ability::Static(SelfStatic::ExileInsteadOfGraveyard)]);
    }
    let mut filter = match subject {
        // "a card or token": anything (the parser reads the alternatives as one phrase
        // whose head is the last noun: "card" adds no quality, "token" one).
        Np::Objects(o) if o.det == Det::A && o.noun == Noun::Token && o.filter == Pred::Or(vec![Pred::True, Pred::Token]) && o.zone.is_none() => {
            mw_ir::ObjectFilter::default()
        }
        Np::Objects(o) if matches!(o.det, Det::A | Det::Another) && o.zone.is_none() => {
            let mut f = refs::obj_filter(cx, o)?;
            if o.det == Det::Another {
                f.props.other = true;
            }
            match o.noun {
                // CR 111.1: a token isn't a card.
                Noun::Card => f.props.token = Some(false),
                Noun::Permanent | Noun::None if from_battlefield => {}
                _ => return Err(miss("that noun")),
            }
            f
        }
        _ => return Err(miss(&format!("subject {}", refs::np_kind(subject)))),
    };
    if !from_battlefield && filter.controller != Controller::Any {
        return Err(miss("a controlled card"));
    }
    if from_battlefield {
        // "a creature an opponent controls would die": as it is on the battlefield.
        filter.card_type.get_or_insert(mw_types::CardType::Creature);
    }
    Ok(vec![Ability::GraveyardInstead(GraveyardInstead { filter, whose, from_battlefield })])
}

/// The card zones of "graveyards and libraries", "graveyards or libraries".
fn zones_of(z: &ZoneNp, more: &[&ZoneNp]) -> Option<ZoneSet> {
    let mut set = ZoneSet::default();
    for z in std::iter::once(z).chain(more.iter().copied()) {
        if z.whose.is_some() {
            return None;
        }
        match z.zone {
            ZoneWord::Graveyard => set.add(CardZone::Graveyard),
            ZoneWord::Library => set.add(CardZone::Library),
            ZoneWord::Hand => set.add(CardZone::Hand),
            ZoneWord::Several(l) if !l.and_or => {
                set.graveyard |= l.graveyard;
                set.hand |= l.hand;
                set.library |= l.library;
            }
            _ => return None,
        }
    }
    Some(set)
}

/// CR 106.12b: "If a land is tapped for [two or more] mana, it produces {C} instead of
/// any other type and amount."
fn mana_instead(what: &Np, least: u32, body: &Stmt, span: &Span) -> Lowered<Vec<Ability>> {
    let miss = |w: &str| Miss::new(span.clone(), format!("mana replacement: {w}"));
    let land = matches!(what, Np::Objects(o) if o.det == Det::A && o.filter == Pred::Type(mw_types::CardType::Land) && o.zone.is_none());
    if !land {
        return Err(miss("of permanents other than lands"));
    }
    let Stmt::Clause(Clause { verb: Verb::Produce, subject: Some(Np::Ref(RefNp { word: RefWord::It, plural: false, .. })), negated: false, object: None, args, .. }) = body else {
        return Err(miss("that replacement"));
    };
    let [Arg::Mana(ManaNp::Symbols(syms)), Arg::Instead] = args.as_slice() else { return Err(miss("that mana")) };
    let mana = match syms.as_slice() {
        [mw_types::ManaSymbol::Colored(c)] => mw_types::ManaType::of_color(*c),
        [mw_types::ManaSymbol::Colorless] => mw_types::ManaType::Colorless,
        _ => return Err(miss("more than one mana")),
    };
    let least = u8::try_from(least).map_err(|_| miss("that much mana"))?;
    Ok(vec![Ability::TappedForMana(match least {
        1 => mw_ir::ManaReplacement::LandsProduceOnly(mana),
        least => mw_ir::ManaReplacement::LandsProduceOnlyFromMany { mana, least },
    })])
}

/// CR 101.2, 604.1: "each player can't cast more than one [noncreature] spell each turn",
/// "you can't …", "each opponent can't …": a player who cast such a spell this turn can't
/// cast another (`CantCastAnother`, its filter's controller the players it binds: a
/// spell's caster controls it).
fn one_spell_each_turn(cx: &mut Ctx, c: &Clause, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let miss = |w: &str| Miss::new(span.clone(), format!("zone ban: {w}"));
    let Some(Np::Objects(o)) = &c.object else { return None };
    let each_turn = matches!(c.args.as_slice(), [Arg::Words(w)] if cx.words(w) == "each turn");
    if o.noun != Noun::Spell || o.zone.is_some() || !each_turn {
        return Some(Err(miss("casting more than one of those")));
    }
    let caster = match &c.subject {
        Some(Np::Player(PlayerNp { det: Det::Each | Det::Bare, who: PlayerWord::Player })) => Controller::Any,
        Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => Controller::You,
        Some(Np::Player(PlayerNp { det: Det::Each, who: PlayerWord::Opponent })) => Controller::NotYou,
        _ => return Some(Err(miss("those players casting"))),
    };
    let one = ObjNp { det: Det::A, ..o.clone() };
    Some(refs::obj_filter(cx, &one).and_then(|mut filter| {
        // Card types only (what the turn's record of spells cast keeps).
        let kinds = mw_ir::ObjectFilter { card_type: filter.card_type, not_type: filter.not_type, ..Default::default() };
        if filter != kinds || filter.or_type.is_some() {
            return Err(miss("spells of another quality"));
        }
        filter.controller = caster;
        Ok(vec![Ability::ZoneBan(ZoneBan::CantCastAnother { filter })])
    }))
}

/// CR 101.2: "creature cards in graveyards and libraries can't enter the battlefield",
/// "players can't cast spells from graveyards or libraries".
fn zone_ban(cx: &mut Ctx, c: &Clause, span: &Span) -> Option<Lowered<Vec<Ability>>> {
    let miss = |w: &str| Miss::new(span.clone(), format!("zone ban: {w}"));
    match c.verb {
        Verb::Enter => {
            let Some(Np::Objects(o)) = &c.subject else { return None };
            let zone = o.zone.as_ref()?;
            if o.noun != Noun::Card || !c.args.is_empty() {
                return Some(Err(miss("that entering")));
            }
            let from = zones_of(zone, &[])?;
            let bare = ObjNp { zone: None, ..o.clone() };
            Some(refs::obj_filter(cx, &bare).map(|filter| vec![Ability::ZoneBan(ZoneBan::CantEnterFrom { filter, from })]))
        }
        // CR 604.1: "each player who has cast a nonartifact spell this turn can't cast
        // additional nonartifact spells".
        Verb::Cast if matches!(c.subject, Some(Np::PlayersWho { .. })) => {
            let Some(Np::PlayersWho { players: PlayerNp { det: Det::Each, who: PlayerWord::Player }, cond }) = &c.subject else { return Some(Err(miss("those players"))) };
            let (Cond::Cast { what, .. }, Some(Np::Objects(o)), [Arg::Words(w)]) = (&**cond, &c.object, c.args.as_slice()) else { return Some(Err(miss("casting more"))) };
            if cx.words(w) != "additional" || o.noun != Noun::Spell || what.filter != o.filter || o.zone.is_some() {
                return Some(Err(miss("casting other spells")));
            }
            Some(refs::obj_filter(cx, o).map(|filter| vec![Ability::ZoneBan(ZoneBan::CantCastAnother { filter })]))
        }
        Verb::Cast if matches!(&c.object, Some(Np::Objects(ObjNp { det: Det::Number(Count { min: CountNum::N(2), max: CountNum::Any }), .. }))) => one_spell_each_turn(cx, c, span),
        Verb::Cast => {
            let Some(Np::Player(p)) = &c.subject else { return None };
            let caster = match (p.det, p.who) {
                (Det::Bare | Det::Each, PlayerWord::Player) => Controller::Any,
                (_, PlayerWord::You) => Controller::You,
                (_, PlayerWord::YourOpponents) => Controller::NotYou,
                _ => return Some(Err(miss("those players"))),
            };
            let Some(Np::Objects(o)) = &c.object else { return None };
            if o.noun != Noun::Spell || o.filter != Pred::True {
                return Some(Err(miss("those spells")));
            }
            let mut zones: Vec<&ZoneNp> = c.args.iter().filter_map(|a| if let Arg::From(z) = a { Some(z) } else { None }).collect();
            if zones.len() != c.args.len() {
                return Some(Err(miss("another argument")));
            }
            zones.extend(o.zone.as_ref());
            let (first, rest) = zones.split_first()?;
            let from = zones_of(first, rest)?;
            Some(Ok(vec![Ability::ZoneBan(ZoneBan::CantCastFrom { caster, from })]))
        }
        _ => None,
    }
}
