//! Cards looked at or revealed from a library (CR 401.5, 701.20) and what the text then
//! does with them, across sentences: "look at the top three cards of your library, then
//! put them back in any order"; "put one of them into your hand and the rest on the
//! bottom of your library in any order"; "you may reveal a creature card from among them
//! and put it into your hand"; several takes in a row ("put one of them into your hand,
//! put one of them on the bottom of your library, and exile one of them. You may play the
//! exiled card this turn."); "exile the top two cards of your library. Until the end of
//! your next turn, you may play those cards". The cards looked at are the antecedent of
//! "them", "one of them" and "the rest", so the instructions about them lower together
//! into one `Effect::Dig` (or `Reorder`, `ExileTopMayPlay`). Single clauses of the family
//! ("look at the top card of target player's library", "put that card on the bottom",
//! "put two cards from your hand on top of your library in any order", "shuffle") are in
//! `clause`; a revealed hand is in `hand`.

use super::ctx::{Antecedent, Ctx};
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Amount, DigRest, DigTake, Effect, PlayUntil, PlayerRef, SearchTo, Subject};

/// The top-level parts of a statement, in order ("A, then B, and C" → A, B, C).
pub fn parts(s: &Stmt) -> Vec<&Stmt> {
    match s {
        Stmt::Seq(v) => v.iter().flat_map(parts).collect(),
        s => vec![s],
    }
}

/// What starts a run of instructions about the same cards.
enum Opener<'a> {
    /// "look at (reveal) the top N cards of your library".
    TopCards { amount: &'a AmountNp, whose: &'a Np, reveal: bool, defines_x: bool },
    /// "exile the top N cards of [player's] library".
    ExileTop { amount: &'a AmountNp, whose: &'a Np, face_down: bool },
    /// "[player] reveals their hand", "look at [player's] hand".
    Hand(super::hand::HandOpener<'a>),
    /// "you may reveal that card" (the top card looked at), then "if a … card is revealed
    /// this way, …".
    MayReveal(&'a Stmt),
    /// "reveal cards from the top of your library until you reveal a creature card".
    Until(super::reveal_until::Opener<'a>),
}

fn opener<'a>(cx: &Ctx, s: &'a Stmt) -> Option<Opener<'a>> {
    if let Some(u) = super::reveal_until::opener(s) {
        return Some(Opener::Until(u));
    }
    if let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s {
        let reveal_it = matches!(body.as_ref(), Stmt::Clause(c) if c.verb == Verb::Reveal && c.args.is_empty() && matches!(c.object, Some(Np::Ref(_))));
        return (reveal_it && cx.top_card).then_some(Opener::MayReveal(s));
    }
    let Stmt::Clause(c) = s else { return None };
    if let Some(h) = super::hand::opener(c) {
        return Some(Opener::Hand(h));
    }
    let Some(Np::Top { amount, whose, bottom: false }) = &c.object else { return None };
    // CR 107.3: "the top X cards …, where X is [amount]": the amount itself.
    let face_down = c.verb == Verb::Exile && matches!(c.args.as_slice(), [Arg::FaceDown]);
    let (amount, defines_x) = match c.args.as_slice() {
        [] => (amount, false),
        [Arg::FaceDown] if face_down => (amount, false),
        [Arg::WhereX(x)] if *amount == AmountNp::X => (x, true),
        _ => return None,
    };
    if c.subject.is_some() {
        return None;
    }
    match c.verb {
        // One card is "it" / "that card": `clause` reads it.
        Verb::Look | Verb::Reveal if *amount != AmountNp::N(1) => Some(Opener::TopCards { amount, whose, reveal: c.verb == Verb::Reveal, defines_x }),
        Verb::Exile => Some(Opener::ExileTop { amount, whose, face_down }),
        _ => None,
    }
}

/// A run of instructions about the same cards starting in the first sentence: the
/// instructions and how many sentences they took; None when the first sentence starts
/// no such run. Parts of the first sentence before the opener are lowered as usual.
pub fn run(cx: &mut Ctx, sentences: &[Sentence]) -> Lowered<Option<(Vec<Effect>, usize)>> {
    let Some(first) = sentences.first() else { return Ok(None) };
    let items = parts(&first.body);
    let Some((k, op)) = items.iter().enumerate().find_map(|(i, s)| opener(cx, s).map(|o| (i, o))) else { return Ok(None) };
    let mut out = Vec::new();
    for s in &items[..k] {
        let e = super::effects::stmt(cx, s, &first.span)?;
        super::effects::after(&mut out, e, &first.span)?;
    }
    // The parts after the opener that speak of its cards: in its sentence, then in the
    // sentences after it, up to the first part that doesn't; the parts after that in
    // the same sentence are lowered as usual, after the run.
    let mut follow: Vec<&Stmt> = Vec::new();
    let mut tail: (Vec<&Stmt>, &Span) = (Vec::new(), &first.span);
    let mut used = 0;
    let rest = std::iter::once((&items[k + 1..], &first.span));
    let later: Vec<(Vec<&Stmt>, &Span)> = sentences[1..].iter().map(|s| (parts(&s.body), &s.span)).collect();
    for (p, span) in rest.chain(later.iter().map(|(p, s)| (&p[..], *s))) {
        let n = p.iter().take_while(|x| continues(&op, x)).count();
        if n == 0 && used > 0 {
            break;
        }
        used += 1;
        follow.extend(&p[..n]);
        if n < p.len() {
            tail = (p[n..].to_vec(), span);
            break;
        }
    }
    let span = &first.span;
    let effects = match op {
        Opener::TopCards { amount, whose, reveal, defines_x } => {
            let last = used == sentences.len() && tail.0.is_empty();
            let e = top_cards(cx, amount, whose, reveal, &follow, last, span)?;
            // CR 107.3: ", where X is …" holds for the sentences after it too.
            if defines_x {
                cx.x_defined = Some(super::amount::amount(cx, amount, span)?);
            }
            e
        }
        Opener::ExileTop { amount, whose, face_down } => exile_top(cx, amount, whose, face_down, &follow, span)?,
        Opener::Hand(h) => super::hand::lower(cx, h, &follow, span)?,
        Opener::MayReveal(s) => may_reveal(cx, s, &follow, span)?,
        Opener::Until(u) => super::reveal_until::lower(cx, u, &follow, span)?,
    };
    out.extend(effects);
    for s in &tail.0 {
        let e = super::effects::stmt(cx, s, tail.1)?;
        super::effects::after(&mut out, e, tail.1)?;
    }
    Ok(Some((out, used)))
}

/// Whether a part speaks of the cards the opener named.
fn continues(op: &Opener, s: &Stmt) -> bool {
    match op {
        Opener::TopCards { .. } => steps(s).is_some(),
        Opener::ExileTop { .. } => may_play(s).is_some(),
        Opener::Hand(_) => super::hand::continues(s),
        Opener::MayReveal(_) => matches!(s, Stmt::If { cond: Cond::Revealed { .. }, instead: false, .. }),
        Opener::Until(_) => super::reveal_until::continues(s),
    }
}

/// "You may reveal that card. If an instant or sorcery card is revealed this way, …": the
/// instructions happen only if the card was revealed and has the quality.
fn may_reveal(cx: &mut Ctx, reveal: &Stmt, follow: &[&Stmt], span: &Span) -> Lowered<Vec<Effect>> {
    let mut out = super::effects::stmt(cx, reveal, span)?;
    for s in follow {
        let Stmt::If { cond: Cond::Revealed { what }, body, .. } = s else { continue };
        let condition = revealed(cx, what, span)?;
        for e in super::effects::stmt(cx, body, span)? {
            out.push(Effect::IfYouDo { done: true, effect: Box::new(Effect::If { condition, effect: Box::new(e), otherwise: None }) });
        }
    }
    Ok(out)
}

/// One instruction about the cards looked at.
enum Step<'a> {
    /// "then put them back in any order".
    Back,
    /// "put one of them into your hand", "you may reveal a creature card from among them
    /// and put it into your hand", "exile one of them"; several phrases: "a creature card
    /// and/or a land card from among them" (one take each, none required).
    Take { objs: Vec<&'a ObjNp>, to: &'a Dest, tapped: bool, may: bool },
    /// "put the rest on the bottom of your library in a random order".
    Rest { to: &'a Dest, order: Option<OrderWord> },
    /// "you may play the exiled card this turn".
    PlayExiled { until: Option<PlayUntil>, cast_only: bool },
}

fn order_of(c: &Clause) -> Option<OrderWord> {
    c.args.iter().find_map(|a| if let Arg::Order(o) = a { Some(*o) } else { None })
}

fn dest_of(c: &Clause) -> Option<&Dest> {
    c.args.iter().find_map(|a| if let Arg::Dest(d) = a { Some(d) } else { None })
}

/// Only these arguments: a destination, an order, "tapped" (and the sentence's
/// definition of X, which the opener's number took: "look at the top X cards …, where X
/// is N, then put them back in any order").
fn plain_args(c: &Clause) -> bool {
    c.args.iter().all(|a| matches!(a, Arg::Dest(_) | Arg::Order(_) | Arg::Tapped { attacking: false } | Arg::WhereX(_)))
}

fn among(o: &ObjNp) -> bool {
    matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, .. }))
}

/// The instructions a part gives about the cards looked at: one, or several takes under
/// one "you may" ("you may put a land card from among them onto the battlefield tapped
/// and an Elf card from among them into your hand").
fn steps(s: &Stmt) -> Option<Vec<Step<'_>>> {
    if let Some(one) = step(s) {
        return Some(vec![one]);
    }
    let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s else { return None };
    let all = parts(body);
    let takes: Vec<Step> = all.iter().filter_map(|p| match p {
        Stmt::Clause(c) if c.subject.is_none() && !c.negated && c.verb == Verb::Put => clause_step(c, true),
        _ => None,
    }).filter(|t| matches!(t, Step::Take { .. })).collect();
    (takes.len() > 1 && takes.len() == all.len()).then_some(takes)
}

fn step(s: &Stmt) -> Option<Step<'_>> {
    if let Some(p) = may_play(s) {
        return Some(p);
    }
    match s {
        Stmt::Clause(c) if c.subject.is_none() && !c.negated => clause_step(c, false),
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => match parts(body).as_slice() {
            [Stmt::Clause(c)] if c.subject.is_none() => clause_step(c, true),
            // "you may reveal a creature card from among them and put it into your hand",
            // "… a creature card and/or a land card from among them and put the revealed
            // cards (those cards, them) into your hand".
            [Stmt::Clause(r), Stmt::Clause(p)] if r.verb == Verb::Reveal && p.verb == Verb::Put && r.args.is_empty() && plain_args(p) => {
                let (objs, plural) = taken(r.object.as_ref()?)?;
                let it = match &p.object {
                    Some(Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: pl, .. })) => *pl == plural,
                    Some(Np::Ref(RefNp { word: RefWord::Revealed, plural: true, .. })) => plural,
                    _ => false,
                };
                let tapped = p.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
                it.then_some(Step::Take { objs, to: dest_of(p)?, tapped, may: true })
            }
            _ => None,
        },
        _ => None,
    }
}

/// The cards a take names, all from among the cards looked at, and whether more than one
/// may be taken.
fn taken(np: &Np) -> Option<(Vec<&ObjNp>, bool)> {
    match np {
        Np::Objects(o) if among(o) => Some((vec![o], o.plural)),
        Np::AndOr(v) if v.iter().all(among) => Some((v.iter().collect(), true)),
        _ => None,
    }
}

fn clause_step(c: &Clause, may: bool) -> Option<Step<'_>> {
    // "look at the top X cards …, where X is …, then put them back in any order": the
    // definition, read with the look, is written once for both parts.
    let defines_x = |a: &Arg| matches!(a, Arg::WhereX(_));
    if c.verb == Verb::Put && !may && c.args.iter().any(defines_x) {
        let back = matches!(c.object, Some(Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: true, .. })))
            && matches!(dest_of(c), Some(Dest::Library { pos: LibraryPos::Top, whose: None }))
            && c.args.iter().all(|a| defines_x(a) || matches!(a, Arg::Dest(_) | Arg::Order(OrderWord::Any)))
            && order_of(c) == Some(OrderWord::Any);
        return back.then_some(Step::Back);
    }
    if !plain_args(c) {
        return None;
    }
    let tapped = c.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
    match (c.verb, c.object.as_ref()?) {
        (Verb::Put, Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: true, .. })) if !may => {
            let back = matches!(dest_of(c), Some(Dest::Library { pos: LibraryPos::Top, .. })) && order_of(c) == Some(OrderWord::Any);
            back.then_some(Step::Back)
        }
        (Verb::Put, Np::Ref(RefNp { word: RefWord::Rest, .. })) if !may => Some(Step::Rest { to: dest_of(c)?, order: order_of(c) }),
        (Verb::Put, np @ (Np::Objects(_) | Np::AndOr(_))) if order_of(c).is_none() => Some(Step::Take { objs: taken(np)?.0, to: dest_of(c)?, tapped, may }),
        (Verb::Exile, np @ (Np::Objects(_) | Np::AndOr(_))) if c.args.is_empty() => Some(Step::Take { objs: taken(np)?.0, to: &Dest::Exile, tapped: false, may }),
        _ => None,
    }
}

/// "you may play (cast) that card / those cards / the exiled card [this turn]", the
/// duration also written before it ("Until end of turn, you may cast that card").
fn may_play(s: &Stmt) -> Option<Step<'_>> {
    let body = match s {
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => body.as_ref(),
        _ => s,
    };
    let Stmt::Clause(c) = body else { return None };
    if !matches!(c.verb, Verb::Play | Verb::Cast) || c.subject.is_some() || !matches!(s, Stmt::May { .. }) {
        return None;
    }
    if !matches!(c.object, Some(Np::Ref(RefNp { word: RefWord::It | RefWord::That | RefWord::Exiled, .. }))) {
        return None;
    }
    let mut until = None;
    for a in &c.args {
        match a {
            Arg::Duration(DurationNp::ThisTurn | DurationNp::EndOfTurn) => until = Some(PlayUntil::ThisTurn),
            Arg::Duration(DurationNp::EndOfYourNextTurn) => until = Some(PlayUntil::EndOfYourNextTurn),
            _ => return None,
        }
    }
    Some(Step::PlayExiled { until, cast_only: c.verb == Verb::Cast })
}

/// How many of the cards a partitive takes, and whether exactly that many.
fn take_count(o: &ObjNp) -> Lowered<(u8, bool)> {
    Ok(match o.det {
        Det::A => (1, true),
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b && b < 255 => (b as u8, true),
        Det::Number(Count { min: CountNum::N(0), max: CountNum::N(b) }) if b < 255 => (b as u8, false),
        Det::Number(Count { min: CountNum::N(0), max: CountNum::Any }) => (u8::MAX, false),
        // "all land cards revealed this way".
        Det::Each => (u8::MAX, true),
        _ => return Err(Miss::new(o.span.clone(), "dig: that many of them")),
    })
}

/// Whether a library a card goes to is the one looked at: left unsaid, "your library"
/// for yours, "their library" / "that player's library" for another's (`other`).
fn same_library(whose: &Option<Np>, other: bool) -> bool {
    match whose {
        None => true,
        Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => !other,
        Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })) => other,
        _ => false,
    }
}

/// Where a taken card goes; from another player's library (`other`) only to its owner's
/// graveyard, library or exile.
fn take_to(d: &Dest, tapped: bool, other: bool, span: &Span) -> Lowered<SearchTo> {
    Ok(match d {
        Dest::Hand { whose: None | Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) } if !tapped && !other => SearchTo::Hand,
        Dest::Battlefield if !other => SearchTo::Battlefield { tapped },
        Dest::Graveyard { whose } if !tapped && (!other || same_library(whose, true)) => SearchTo::Graveyard,
        Dest::Exile if !tapped => SearchTo::Exile,
        Dest::Library { pos: LibraryPos::Bottom, whose } if !tapped && same_library(whose, other) => SearchTo::Bottom,
        Dest::Library { pos: LibraryPos::Top, whose } if !tapped && same_library(whose, other) => SearchTo::Top,
        _ => return Err(Miss::new(span.clone(), "dig: a card to that destination")),
    })
}

/// Where the cards not taken go.
fn rest_to(d: &Dest, order: Option<OrderWord>, other: bool, span: &Span) -> Lowered<DigRest> {
    let yours = |w: &Option<Np>| same_library(w, other);
    Ok(match (d, order) {
        (Dest::Library { pos: LibraryPos::Bottom, whose }, Some(OrderWord::Any) | None) if yours(whose) => DigRest::BottomAnyOrder,
        (Dest::Library { pos: LibraryPos::Bottom, whose }, Some(OrderWord::Random)) if yours(whose) => DigRest::BottomRandom,
        (Dest::Graveyard { whose }, None) if !other || yours(whose) => DigRest::Graveyard,
        // "the rest back on top of your library in any order".
        (Dest::Library { pos: LibraryPos::Top, whose }, Some(OrderWord::Any)) if yours(whose) => DigRest::TopAnyOrder,
        _ => return Err(Miss::new(span.clone(), "dig: the rest to that destination")),
    })
}

/// CR 401.5: whose library is looked at: yours (None), or one other player's.
fn library_of(cx: &mut Ctx, whose: &Np, span: &Span) -> Lowered<Option<PlayerRef>> {
    match refs::player(cx, whose)? {
        PlayerRef::You => Ok(None),
        p @ (PlayerRef::Target(_) | PlayerRef::ThatPlayer | PlayerRef::DefendingPlayer) => Ok(Some(p)),
        _ => Err(Miss::new(span.clone(), "look: several players' libraries")),
    }
}

/// CR 401.5: the top N cards looked at, then put back in any order, or taken from.
/// `last`: no instruction is written after the run.
fn top_cards(cx: &mut Ctx, amount: &AmountNp, whose: &Np, reveal: bool, follow: &[&Stmt], last: bool, span: &Span) -> Lowered<Vec<Effect>> {
    let steps: Vec<Step> = follow.iter().filter_map(|s| steps(s)).flatten().collect();
    if let [Step::Back] = steps.as_slice() {
        if reveal {
            return Err(Miss::new(span.clone(), "look: revealed, then put back"));
        }
        // CR 401.5: any player's library may be looked at and put back in any order.
        let whose = library_of(cx, whose, span)?;
        let count = super::amount::amount(cx, amount, span)?;
        return Ok(vec![Effect::Reorder { amount: count, whose }]);
    }
    let library = library_of(cx, whose, span)?;
    let other = library.is_some();
    let count = super::amount::amount(cx, amount, span)?;
    let mut takes: Vec<DigTake> = Vec::new();
    let mut rest = None;
    let mut play = None;
    for s in &steps {
        // "Put the rest on the bottom … You may play the exiled card this turn.": the
        // permission may follow the rest; nothing else may.
        if play.is_some() || (rest.is_some() && !matches!(s, Step::PlayExiled { .. })) {
            return Err(Miss::new(span.clone(), "dig: an instruction after the rest"));
        }
        match s {
            Step::Back => return Err(Miss::new(span.clone(), "dig: put back after a take")),
            Step::Take { objs, to, tapped, may } => {
                let to = take_to(to, *tapped, other, span)?;
                // "a creature card and/or a land card": none of them is required.
                let optional = *may || objs.len() > 1;
                for obj in objs {
                    let (take, exact) = take_count(obj)?;
                    let f = refs::obj_filter(cx, obj)?;
                    let filter = (f != mw_ir::ObjectFilter::default()).then_some(f);
                    // Without "you may" or "up to", as many as there are must be taken.
                    takes.push(DigTake { take, exact: exact && !optional, filter, to });
                }
            }
            Step::Rest { to, order } => rest = Some(rest_to(to, *order, other, span)?),
            Step::PlayExiled { until, cast_only } => {
                let exiled_last = takes.last().is_some_and(|t| t.to == SearchTo::Exile && t.take == 1);
                match (until, exiled_last) {
                    (Some(u), true) if !other => play = Some((*u, *cast_only)),
                    _ => return Err(Miss::new(span.clone(), "dig: playing the exiled card")),
                }
            }
        }
    }
    if takes.is_empty() {
        return Err(Miss::new(span.clone(), "look: the cards looked at, with nothing done to them"));
    }
    if takes.iter().filter(|t| t.to == SearchTo::Exile).count() > 1 && play.is_some() {
        return Err(Miss::new(span.clone(), "dig: the exiled card of several"));
    }
    let rest = match rest {
        Some(r) => r,
        // No rest named: only when the takes leave nothing ("put one of them into your
        // hand, one on the bottom, and exile one").
        None => {
            let all: u32 = takes.iter().map(|t| t.take as u32).sum();
            let leaves_none = takes.iter().all(|t| t.exact && t.filter.is_none()) && count == Amount::Fixed(all as i32);
            if leaves_none {
                DigRest::BottomAnyOrder
            } else if last && play.is_none() {
                // CR 401.5: nothing said of the rest, and nothing written after: they
                // stay on top ("put one of them into your graveyard").
                DigRest::Stay
            } else {
                return Err(Miss::new(span.clone(), "dig: where the rest go"));
            }
        }
    };
    let first = takes.remove(0);
    let mut out = vec![Effect::Dig { count, take: first.take, exact: first.exact, filter: first.filter, rest, to: first.to, more: takes, whose: library }];
    if let Some((until, cast_only)) = play {
        out.push(Effect::MayPlayExiled { subject: Subject::Returned, until, cast_only, owner: false, tax: 0, later: false });
    }
    Ok(out)
}

/// CR 406.3: "exile the top N cards of [player's] library", and "you may play (cast)
/// those cards until …".
fn exile_top(cx: &mut Ctx, amount: &AmountNp, whose: &Np, face_down: bool, follow: &[&Stmt], span: &Span) -> Lowered<Vec<Effect>> {
    let player = refs::player(cx, whose)?;
    let count = super::amount::amount(cx, amount, span)?;
    if face_down && (!follow.is_empty() || count != Amount::Fixed(1)) {
        return Err(Miss::new(span.clone(), "exile top: several cards face down"));
    }
    match follow {
        [] => {
            // CR 406.3: one card exiled is "that card" of the instructions after it.
            if count == Amount::Fixed(1) && player == PlayerRef::You {
                cx.push_ref(Antecedent { subject: Subject::Returned, noun: Noun::Card, types: Vec::new(), plural: false });
            }
            Ok(vec![Effect::ExileTop { player, amount: count, face_down }])
        }
        [s] => match may_play(s) {
            Some(Step::PlayExiled { until: Some(until), cast_only }) => Ok(vec![Effect::ExileTopMayPlay { until, count, player, cast_only }]),
            _ => Err(Miss::new(span.clone(), "exile top: playing those cards without a duration")),
        },
        _ => Err(Miss::new(span.clone(), "exile top: several instructions after it")),
    }
}

/// "if a [quality] card is revealed this way": the card looked at has that quality (it
/// was revealed: a "you may reveal" before it is checked by `run`).
pub fn revealed(cx: &mut Ctx, what: &Np, span: &Span) -> Lowered<mw_ir::Condition> {
    let Np::Objects(o) = what else { return Err(Miss::new(span.clone(), "revealed: that phrase")) };
    if !cx.top_card || o.det != Det::A || o.noun != Noun::Card || o.zone.is_some() {
        return Err(Miss::new(span.clone(), "revealed: a card revealed by no instruction before"));
    }
    let filter = refs::obj_filter(cx, o)?;
    Ok(mw_ir::Condition::ThatCard { filter, is: true })
}

/// A single clause of the family, or None for clauses it doesn't read.
pub fn clause(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.negated {
        return None;
    }
    match (c.verb, c.object.as_ref()) {
        (Verb::Look | Verb::Reveal, Some(Np::Top { amount: AmountNp::N(1), whose, bottom: false })) if c.subject.is_none() && c.args.is_empty() => {
            Some(look_top(cx, whose, c.verb == Verb::Reveal, &c.span))
        }
        (Verb::Reveal, Some(Np::Top { amount: AmountNp::N(1), whose, bottom: false })) if c.args.is_empty() && each_player(c.subject.as_ref()) && their(whose) => {
            cx.tops_revealed = true;
            // Each player's own card: "it" / "those cards" name none of them (a miss).
            for plural in [true, false] {
                cx.push_ref(Antecedent { subject: super::ctx::UNNAMEABLE, noun: Noun::Card, types: Vec::new(), plural });
            }
            Some(Ok(vec![Effect::LookAtTop { reveal: true, player: PlayerRef::EachPlayer }]))
        }
        (Verb::Exile, Some(Np::Top { amount, whose, bottom: false })) if c.subject.is_none() && matches!(c.args.as_slice(), [] | [Arg::FaceDown]) => {
            Some(exile_top(cx, amount, whose, !c.args.is_empty(), &[], &c.span))
        }
        (Verb::Put | Verb::Exile | Verb::Reveal, Some(Np::Ref(r))) if cx.top_card && c.subject.is_none() => move_that_card(cx, c, r),
        (Verb::Put, Some(Np::Objects(o))) if matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Hand, .. })) && matches!(dest_of(c), Some(Dest::Library { .. })) => {
            Some(hand_to_library(cx, c, o))
        }
        // "reveal it" after a search: the found card is revealed (folded into the search).
        (Verb::Reveal, Some(Np::Ref(_))) if cx.searching && c.subject.is_none() && c.args.is_empty() => {
            Some(Ok(vec![Effect::MoveThatCard { to: SearchTo::Hand, reveal: true }]))
        }
        (Verb::Shuffle, None) if !cx.searching => Some(shuffle(cx, c)),
        // CR 701.23a: "then shuffle your library" after a search is the search's own shuffle.
        (Verb::Shuffle, None) if c.subject.is_none() && !c.args.is_empty() && c.args.iter().all(|a| matches!(a, Arg::From(ZoneNp { zone: ZoneWord::Library, whose: Some(w) }) if matches!(**w, Np::Player(PlayerNp { who: PlayerWord::You, .. })))) => {
            Some(Ok(Vec::new()))
        }
        (Verb::Shuffle, Some(o)) => shuffle_into(cx, c, o),
        // "exile all cards from target player's library".
        (Verb::Exile, Some(Np::Objects(o))) if o.det == Det::Each && o.noun == Noun::Card && o.filter == Pred::True && c.args.is_empty() && c.subject.is_none() => {
            let Some(ZoneNp { zone: ZoneWord::Library, whose: Some(w) }) = &o.zone else { return None };
            Some(exile_library(cx, w))
        }
        _ => None,
    }
}

/// "each player" as a clause's subject.
fn each_player(np: Option<&Np>) -> bool {
    matches!(np, Some(Np::Player(PlayerNp { who: PlayerWord::Player, det: Det::Each })))
}

/// "their": the subject's own (library).
fn their(np: &Np) -> bool {
    matches!(np, Np::Player(PlayerNp { who: PlayerWord::That, det: Det::That }))
}

/// CR 401.5 / 701.20a: "look at (reveal) the top card of [player's] library": the card
/// is "it" / "that card" for the instructions after.
fn look_top(cx: &mut Ctx, whose: &Np, reveal: bool, span: &Span) -> Lowered<Vec<Effect>> {
    let player = refs::player(cx, whose)?;
    if matches!(player, PlayerRef::EachOpponent | PlayerRef::EachPlayer) {
        return Err(Miss::new(span.clone(), "look: the top cards of several libraries"));
    }
    cx.top_card = true;
    cx.push_ref(Antecedent { subject: Subject::Returned, noun: Noun::Card, types: Vec::new(), plural: false });
    Ok(vec![Effect::LookAtTop { reveal, player }])
}

/// "put that card into your graveyard", "you may put it on the bottom of that player's
/// library", "reveal it", "exile it": the card looked at, while it is still there.
fn move_that_card(cx: &mut Ctx, c: &Clause, r: &RefNp) -> Option<Lowered<Vec<Effect>>> {
    let a = refs::reference(cx, r).ok()?;
    if a.subject != Subject::Returned || a.noun != Noun::Card {
        return None;
    }
    let to = match (c.verb, dest_of(c)) {
        (Verb::Reveal, None) if c.args.is_empty() => Ok((SearchTo::Top, true)),
        (Verb::Exile, None) if c.args.is_empty() => Ok((SearchTo::Exile, false)),
        (Verb::Put, Some(d)) if plain_args(c) && order_of(c).is_none() => {
            let tapped = c.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
            match d {
                // The card goes to its owner's graveyard or library, whoever's it names.
                Dest::Library { pos: LibraryPos::Bottom, .. } if !tapped => Ok((SearchTo::Bottom, false)),
                Dest::Library { pos: LibraryPos::Top, .. } if !tapped => Ok((SearchTo::Top, false)),
                Dest::Graveyard { .. } if !tapped => Ok((SearchTo::Graveyard, false)),
                d => take_to(d, tapped, false, &c.span).map(|t| (t, false)),
            }
        }
        _ => Err(Miss::new(c.span.clone(), "that card: that instruction")),
    };
    Some(to.map(|(to, reveal)| vec![Effect::MoveThatCard { to, reveal }]))
}

/// CR 401.4: "put two cards from your hand on top of your library in any order", "put a
/// card from your hand on the bottom of your library".
fn hand_to_library(cx: &mut Ctx, c: &Clause, o: &ObjNp) -> Lowered<Vec<Effect>> {
    let miss = |w: &str| Miss::new(c.span.clone(), format!("put from hand: {w}"));
    // "put a card from your hand …", "target opponent puts a card from their hand …":
    // the subject's own hand and library.
    let (player, own) = match &c.subject {
        None => (PlayerRef::You, PlayerWord::You),
        Some(np) => (refs::player(cx, np)?, PlayerWord::That),
    };
    let own_zone = |w: &Option<Box<Np>>| matches!(w.as_deref(), Some(Np::Player(PlayerNp { who, .. })) if *who == own);
    let own_lib = |w: &Option<Np>| w.as_ref().is_none_or(|w| matches!(w, Np::Player(PlayerNp { who, .. }) if *who == own));
    if !matches!(&o.zone, Some(z) if own_zone(&z.whose)) || o.filter != Pred::True || o.noun != Noun::Card {
        return Err(miss("those cards"));
    }
    if !c.args.iter().all(|a| matches!(a, Arg::Dest(_) | Arg::Order(OrderWord::Any))) {
        return Err(miss("an argument"));
    }
    let top = match dest_of(c) {
        Some(Dest::Library { pos: LibraryPos::Top, whose }) if own_lib(whose) => true,
        Some(Dest::Library { pos: LibraryPos::Bottom, whose }) if own_lib(whose) => false,
        // Onto the battlefield, into exile …: other instructions.
        _ => return Err(miss("that destination")),
    };
    let count = match o.det {
        Det::A => Amount::Fixed(1),
        Det::Number(Count { min: CountNum::N(a), max: CountNum::N(b) }) if a == b => Amount::Fixed(a as i32),
        _ => return Err(miss("that many cards")),
    };
    Ok(vec![Effect::HandToLibrary { player, count, top }])
}

/// CR 406.3: every card of a library into exile (as many from the top as it holds).
fn exile_library(cx: &mut Ctx, whose: &Np) -> Lowered<Vec<Effect>> {
    let player = refs::player(cx, whose)?;
    let all = mw_ir::Counted::Cards { zone: mw_ir::CardZone::Library, player, filter: mw_ir::ObjectFilter::default() };
    Ok(vec![Effect::ExileTop { player, amount: Amount::Count { of: all, times: 1 }, face_down: false }])
}

/// CR 701.24a: "[player] shuffles their hand (and graveyard) into their library", "shuffle
/// your graveyard into your library"; None for other objects.
fn shuffle_into(cx: &mut Ctx, c: &Clause, o: &Np) -> Option<Lowered<Vec<Effect>>> {
    // CR 401.4, 701.24a: "the owner of target permanent shuffles it into their library":
    // the object goes into its owner's library (the subject's own), then it's shuffled.
    if let (Some(Np::PlayerOf { of, rel: PlayerRel::Owner }), Np::Ref(r)) = (&c.subject, o) {
        let theirs = |w: Option<&Np>| matches!(w, Some(Np::Player(PlayerNp { who: PlayerWord::That, det: Det::That })));
        let into = matches!(c.args.as_slice(), [Arg::Dest(Dest::Library { pos: LibraryPos::Shuffled, whose })] if theirs(whose.as_ref()));
        if !into || r.plural || !matches!(**of, Np::Objects(_)) {
            return Some(Err(Miss::new(c.span.clone(), "shuffle: that object into that library")));
        }
        return Some(refs::player(cx, c.subject.as_ref()?).and_then(|_| refs::one(cx, o)).map(|subject| vec![Effect::ShuffleIntoLibrary { subject }]));
    }
    let zones: Vec<&ZoneNp> = match o {
        Np::ZoneCards(z) => vec![z],
        Np::And(v) => v.iter().map(|n| if let Np::ZoneCards(z) = n { Some(z) } else { None }).collect::<Option<_>>()?,
        _ => return None,
    };
    // The subject's own zones and library: "your" for "you", "their" for another.
    let own = |w: Option<&Np>| match w {
        Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => c.subject.is_none(),
        Some(Np::Player(PlayerNp { who: PlayerWord::That, det: Det::That })) => c.subject.is_some(),
        _ => false,
    };
    let into_own = c.args.iter().all(|a| matches!(a, Arg::Dest(Dest::Library { pos: LibraryPos::Shuffled, whose }) if own(whose.as_ref())))
        && c.args.len() == 1;
    if !into_own || !zones.iter().all(|z| own(z.whose.as_deref())) {
        return Some(Err(Miss::new(c.span.clone(), "shuffle: those cards into that library")));
    }
    let hand = zones.iter().any(|z| z.zone == ZoneWord::Hand);
    let graveyard = zones.iter().any(|z| z.zone == ZoneWord::Graveyard);
    if zones.iter().any(|z| !matches!(z.zone, ZoneWord::Hand | ZoneWord::Graveyard)) {
        return Some(Err(Miss::new(c.span.clone(), "shuffle: that zone into a library")));
    }
    let player = match &c.subject {
        None => PlayerRef::You,
        Some(np) => match refs::player(cx, np) {
            Ok(p) => p,
            Err(e) => return Some(Err(e)),
        },
    };
    Some(Ok(vec![if hand { Effect::ShuffleHandIntoLibrary { player, graveyard } } else { Effect::ShuffleGraveyardIntoLibrary { player } }]))
}

/// CR 701.24a: "shuffle", "shuffle your library", "that player shuffles".
fn shuffle(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let player = match &c.subject {
        None => PlayerRef::You,
        Some(np) => refs::player(cx, np)?,
    };
    for a in &c.args {
        let Arg::From(ZoneNp { zone: ZoneWord::Library, whose: Some(w) }) = a else {
            return Err(Miss::new(c.span.clone(), "shuffle: an argument"));
        };
        // "shuffle your library", "shuffles their library": the subject's own.
        let own = match w.as_ref() {
            Np::Player(PlayerNp { who: PlayerWord::You, .. }) => c.subject.is_none(),
            Np::Player(PlayerNp { who: PlayerWord::That, det: Det::That }) => c.subject.is_some(),
            _ => false,
        };
        if !own {
            return Err(Miss::new(c.span.clone(), "shuffle: another player's library"));
        }
    }
    Ok(vec![Effect::ShuffleLibrary { player }])
}
