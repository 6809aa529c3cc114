//! CR 701.20a: "[player] reveals cards from the top of their library until they reveal N
//! [quality] cards" and what the text then does with the cards revealed, in the same
//! sentence or the ones after it: "put that card into your hand and the rest on the
//! bottom of your library in a random order", "put that card onto the battlefield, then
//! shuffle the rest into your library", "then puts those cards into their graveyard",
//! "put all other cards revealed this way into your graveyard"; "you may reveal … If you
//! do, …". The card found is "that card" / "it" (several: "those cards"); with one card
//! to find, "those cards" / "the revealed cards" are all the cards revealed; "the rest" /
//! "all other cards revealed this way" are the others. They lower into one
//! `Effect::RevealUntil`; a later reference to those cards is a miss, never another object.

use super::ctx::{Antecedent, Ctx, UNNAMEABLE};
use super::look::parts;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Amount, DigRest, Effect, PlayerRef, SearchTo};

/// The reveal itself: the clause, and whether it is "you may reveal …" (or "[that player]
/// may reveal …").
pub struct Opener<'a> {
    pub clause: &'a Clause,
    pub may: Option<&'a Np>,
    /// "If you do, reveal …" after an optional instruction (CR 608.2c).
    pub if_did: bool,
}

/// "reveal cards from the top of … until …", alone or under "may".
pub fn opener(s: &Stmt) -> Option<Opener<'_>> {
    if let Stmt::IfDid { did: true, body, .. } = s {
        return opener(body).filter(|o| !o.if_did).map(|o| Opener { if_did: true, ..o });
    }
    let (clause, may) = match s {
        Stmt::Clause(c) => (c, None),
        Stmt::May { who, body } => match body.as_ref() {
            Stmt::Clause(c) if c.subject.is_none() => (c, Some(who)),
            _ => return None,
        },
        _ => return None,
    };
    let until = matches!(clause.object, Some(Np::Until { exile: false, .. }));
    (until && clause.verb == Verb::Reveal && clause.args.is_empty() && !clause.negated).then_some(Opener { clause, may, if_did: false })
}

/// What an instruction after the reveal does with its cards.
enum Step<'a> {
    /// The card(s) found ("put that card into your hand").
    Found(&'a Dest, bool),
    /// Every card revealed ("then puts those cards into their graveyard").
    All(&'a Dest),
    /// The others ("the rest on the bottom of your library in a random order").
    Rest(&'a Dest, Option<OrderWord>),
    /// "then shuffle": the others stay in the library, which is shuffled.
    Shuffle,
}

/// Whether a part speaks of the revealed cards.
pub fn continues(s: &Stmt) -> bool {
    match s {
        Stmt::IfDid { did: true, body, .. } => parts(body).iter().all(|p| step(p).is_some()),
        s => step(s).is_some(),
    }
}

/// The player a follow-up clause's subject names: none (an imperative), or "that player"
/// / "the player" (the revealer, named before).
fn subject_ok(c: &Clause) -> bool {
    match &c.subject {
        None => true,
        Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })) => true,
        _ => false,
    }
}

fn step(s: &Stmt) -> Option<Step<'_>> {
    let Stmt::Clause(c) = s else { return None };
    if c.negated || !subject_ok(c) {
        return None;
    }
    let plain = c.args.iter().all(|a| matches!(a, Arg::Dest(_) | Arg::Order(_) | Arg::Tapped { attacking: false }));
    let dest = c.args.iter().find_map(|a| if let Arg::Dest(d) = a { Some(d) } else { None });
    let order = c.args.iter().find_map(|a| if let Arg::Order(o) = a { Some(*o) } else { None });
    let tapped = c.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
    if c.verb == Verb::Shuffle {
        return match (&c.object, c.args.as_slice()) {
            (None, []) => Some(Step::Shuffle),
            (Some(o), [Arg::Dest(Dest::Library { pos: LibraryPos::Shuffled, .. })]) if others(o) => Some(Step::Shuffle),
            _ => None,
        };
    }
    // "exile all other cards revealed this way", "exile the rest".
    if c.verb == Verb::Exile && c.args.is_empty() {
        return match c.object.as_ref()? {
            o if others(o) => Some(Step::Rest(&Dest::Exile, None)),
            _ => None,
        };
    }
    if c.verb != Verb::Put || !plain {
        return None;
    }
    let dest = dest?;
    match c.object.as_ref()? {
        Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: false, .. }) if order.is_none() => Some(Step::Found(dest, tapped)),
        // "those cards", "them": the card found and the others alike — or the cards
        // found, when several are to be found (`lower` tells them apart).
        Np::Ref(RefNp { word: RefWord::It | RefWord::That | RefWord::Revealed, plural: true, .. }) if !tapped => Some(Step::All(dest)),
        // "all cards revealed this way".
        Np::Objects(ObjNp { det: Det::Each, noun: Noun::Card, filter: Pred::True, zone: Some(ZoneNp { zone: ZoneWord::Among, whose: None }), .. }) if !tapped => Some(Step::All(dest)),
        o if others(o) && !tapped => Some(Step::Rest(dest, order)),
        _ => None,
    }
}

/// "the rest", "the rest of the revealed cards", "all other cards revealed this way".
fn others(o: &Np) -> bool {
    match o {
        Np::Ref(RefNp { word: RefWord::Rest, .. }) => true,
        Np::Objects(ObjNp { det: Det::Each, noun: Noun::Card, filter: Pred::Other, zone: Some(ZoneNp { zone: ZoneWord::Among, .. }), .. }) => true,
        _ => false,
    }
}

/// The revealer's own zones: "your" for you, "their" for another player; none named is
/// theirs too.
fn own(whose: &Option<Np>, you: bool) -> bool {
    match whose {
        None => true,
        Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => you,
        Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })) => !you,
        _ => false,
    }
}

fn found_to(d: &Dest, tapped: bool, you: bool, span: &Span) -> Lowered<SearchTo> {
    Ok(match d {
        Dest::Battlefield => SearchTo::Battlefield { tapped },
        Dest::Hand { whose } if own(whose, you) && !tapped => SearchTo::Hand,
        Dest::Graveyard { whose } if own(whose, you) && !tapped => SearchTo::Graveyard,
        _ => return Err(Miss::new(span.clone(), "reveal until: the card found to that destination")),
    })
}

fn rest_to(d: &Dest, order: Option<OrderWord>, you: bool, span: &Span) -> Lowered<DigRest> {
    Ok(match (d, order) {
        (Dest::Graveyard { whose }, None) if own(whose, you) => DigRest::Graveyard,
        (Dest::Library { whose, pos: LibraryPos::Bottom }, Some(OrderWord::Random)) if own(whose, you) => DigRest::BottomRandom,
        (Dest::Library { whose, pos: LibraryPos::Bottom }, Some(OrderWord::Any)) if own(whose, you) => DigRest::BottomAnyOrder,
        (Dest::Library { whose, pos: LibraryPos::Shuffled }, None) if own(whose, you) => DigRest::Shuffle,
        (Dest::Exile, None) => DigRest::Exile,
        (Dest::Hand { whose }, None) if own(whose, you) => DigRest::Hand,
        _ => return Err(Miss::new(span.clone(), "reveal until: the other cards to that destination")),
    })
}

/// How many cards with the quality are to be found.
fn count(cx: &mut Ctx, o: &ObjNp, span: &Span) -> Lowered<Amount> {
    match o.det {
        Det::A => Ok(Amount::Fixed(1)),
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && a > 0 => Ok(Amount::Fixed(a as i32)),
        _ => {
            let _ = cx;
            Err(Miss::new(span.clone(), "reveal until: that many cards"))
        }
    }
}

/// The reveal and the instructions after it about its cards, as one `Effect::RevealUntil`.
pub fn lower(cx: &mut Ctx, op: Opener, follow: &[&Stmt], span: &Span) -> Lowered<Vec<Effect>> {
    let c = op.clause;
    let Some(Np::Until { found, .. }) = &c.object else { return Err(Miss::new(span.clone(), "reveal until")) };
    let Np::Objects(o) = found.as_ref() else { return Err(Miss::new(span.clone(), "reveal until: that card")) };
    if o.zone.is_some() || o.noun != Noun::Card {
        return Err(Miss::new(o.span.clone(), "reveal until: that card"));
    }
    // The revealer: "you" (an imperative), or the clause's (or "may"'s) subject.
    let who = c.subject.as_ref().or(op.may.filter(|w| !matches!(w, Np::Player(PlayerNp { who: PlayerWord::You, .. }))));
    let player = match who {
        None => PlayerRef::You,
        Some(np) => refs::player(cx, np)?,
    };
    let you = player == PlayerRef::You;
    // "Its controller reveals … That player puts …": the revealer is "that player".
    if !you {
        cx.push_player(player);
    }
    let count = count(cx, o, span)?;
    let filter = refs::obj_filter(cx, o)?;
    let one = count == Amount::Fixed(1);
    // Inside "if you do": bound to the "may".
    let mut steps: Vec<Step> = Vec::new();
    for s in follow {
        let body = match s {
            Stmt::IfDid { did: true, body, .. } if op.may.is_some() && steps.is_empty() => parts(body),
            s => vec![*s],
        };
        for p in body {
            let st = step(p).ok_or_else(|| Miss::new(span.clone(), "reveal until: that instruction"))?;
            // An imperative "put" moves the cards as you: only your own reveal's; "that
            // player puts …" only the revealer's.
            if let Stmt::Clause(cl) = p {
                let by = match &cl.subject {
                    None => PlayerRef::You,
                    Some(np) => refs::player(cx, np)?,
                };
                if by != player && !matches!(st, Step::Shuffle) {
                    return Err(Miss::new(cl.span.clone(), "reveal until: a player putting another player's cards"));
                }
            }
            steps.push(st);
        }
    }
    let mut found_to_: Option<SearchTo> = None;
    let mut rest: Option<DigRest> = None;
    let mut shuffled = false;
    for st in &steps {
        match *st {
            Step::Found(d, tapped) if found_to_.is_none() && one => found_to_ = Some(found_to(d, tapped, you, span)?),
            Step::All(d) if !one && found_to_.is_none() => found_to_ = Some(found_to(d, false, you, span)?),
            Step::All(d) if one && found_to_.is_none() && rest.is_none() => rest = Some(rest_to(d, None, you, span)?),
            Step::Rest(d, order) if found_to_.is_some() && rest.is_none() => rest = Some(rest_to(d, order, you, span)?),
            Step::Shuffle if found_to_.is_some() && rest.is_none() => {
                shuffled = true;
                rest = Some(DigRest::Shuffle);
            }
            // "then shuffle" after "shuffle the rest into your library": the same shuffle.
            Step::Shuffle if shuffled => {}
            _ => return Err(Miss::new(span.clone(), "reveal until: those instructions in that order")),
        }
    }
    let Some(rest) = rest else { return Err(Miss::new(span.clone(), "reveal until: where the other revealed cards go")) };
    // CR 701.20a: with several players revealing, the rests must ask no one anything.
    if matches!(player, PlayerRef::EachOpponent | PlayerRef::EachPlayer) && matches!(rest, DigRest::BottomAnyOrder) {
        return Err(Miss::new(span.clone(), "reveal until: several players ordering their cards"));
    }
    // The cards revealed are named by nothing after this (a miss, not another object).
    for plural in [true, false] {
        cx.push_ref(Antecedent { subject: UNNAMEABLE, noun: Noun::None, types: Vec::new(), plural });
    }
    let e = |player| Effect::RevealUntil { player, count, filter: filter.clone(), found: found_to_, rest };
    let e = match op.may {
        None => e(player),
        Some(_) if you => Effect::Optional(Box::new(e(player))),
        // CR 609.3: "[that player] may …": they are asked, and reveal as its "you".
        Some(_) => Effect::ByPlayer { player, effect: Box::new(Effect::Optional(Box::new(e(PlayerRef::You)))) },
    };
    Ok(vec![if op.if_did { Effect::IfYouDo { done: true, effect: Box::new(e) } } else { e }])
}
