//! A hand revealed or looked at (CR 701.20a, 701.20e) and a card chosen from it: "target
//! opponent reveals their hand. You choose a nonland card from it. That player discards
//! that card." (CR 701.9b), "… You choose a green or white creature card from it and
//! exile that card.", "look at target player's hand".

use super::ctx::Ctx;
use super::{refs, Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::Effect;

/// "[player] reveals their hand" / "look at [player's] hand".
pub struct HandOpener<'a> {
    who: &'a Np,
    look: bool,
}

fn hand_of(np: Option<&Np>) -> Option<&Np> {
    match np? {
        Np::ZoneCards(ZoneNp { zone: ZoneWord::Hand, whose: Some(w) }) => Some(w),
        _ => None,
    }
}

pub fn opener(c: &Clause) -> Option<HandOpener<'_>> {
    if !c.args.is_empty() || c.negated {
        return None;
    }
    let whose = hand_of(c.object.as_ref())?;
    match (c.verb, &c.subject) {
        // "their hand": the subject's own.
        (Verb::Reveal, Some(who @ Np::Player(_))) if matches!(whose, Np::Player(PlayerNp { who: PlayerWord::That, .. })) => Some(HandOpener { who, look: false }),
        (Verb::Look, None) => Some(HandOpener { who: whose, look: true }),
        _ => None,
    }
}

/// "that player", "they": the player whose hand it is.
fn that_player(np: Option<&Np>) -> bool {
    matches!(np, Some(Np::Player(PlayerNp { who: PlayerWord::That, .. })) | Some(Np::Ref(RefNp { word: RefWord::It, plural: true, .. })))
}

/// "that card", "it".
fn that_card(np: Option<&Np>) -> bool {
    matches!(np, Some(Np::Ref(RefNp { word: RefWord::That | RefWord::It, plural: false, noun: Noun::Card | Noun::None, .. })))
}

/// The card chosen from the hand: "you choose a nonland card from it", and whether
/// "you may choose" (optional).
fn chosen(s: &Stmt) -> Option<(&ObjNp, bool)> {
    if let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s {
        return chosen_clause(body, true).map(|o| (o, true));
    }
    chosen_clause(s, false).map(|o| (o, false))
}

/// `may`: under "you may", where the clause has no subject of its own.
fn chosen_clause(s: &Stmt, may: bool) -> Option<&ObjNp> {
    let Stmt::Clause(c) = s else { return None };
    let you = if may { c.subject.is_none() } else { matches!(c.subject, Some(Np::Player(PlayerNp { who: PlayerWord::You, .. }))) };
    match &c.object {
        Some(Np::Objects(o)) if you && c.verb == Verb::Choose && c.args.is_empty() && o.det == Det::A && o.noun == Noun::Card => {
            matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, .. })).then_some(o)
        }
        _ => None,
    }
}

/// What happens to the chosen card: discarded by that player (false) or exiled (true),
/// and whether under "if you do".
fn fate(s: &Stmt) -> Option<(bool, bool)> {
    if let Stmt::IfDid { did: true, body, .. } = s {
        return fate_clause(body).map(|e| (e, true));
    }
    fate_clause(s).map(|e| (e, false))
}

fn fate_clause(s: &Stmt) -> Option<bool> {
    let Stmt::Clause(c) = s else { return None };
    if !c.args.is_empty() || c.negated || !that_card(c.object.as_ref()) {
        return None;
    }
    match c.verb {
        Verb::Discard if that_player(c.subject.as_ref()) => Some(false),
        Verb::Exile if c.subject.is_none() => Some(true),
        _ => None,
    }
}

/// "that player discards all cards with that name" (or "… discards all land cards"):
/// the cards passing the filter (CR 701.9).
fn discard_all(s: &Stmt) -> Option<&ObjNp> {
    let Stmt::Clause(c) = s else { return None };
    let Some(Np::Objects(o)) = &c.object else { return None };
    let all = o.det == Det::Each && o.noun == Noun::Card && o.zone.is_none();
    (c.verb == Verb::Discard && c.args.is_empty() && !c.negated && that_player(c.subject.as_ref()) && all).then_some(o)
}

/// "you may exile a nonland card from it": the card chosen and exiled in one clause, and
/// whether "you may" (optional).
fn exiled(s: &Stmt) -> Option<(&ObjNp, bool)> {
    let (body, may) = match s {
        Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } => (body.as_ref(), true),
        s => (s, false),
    };
    let Stmt::Clause(c) = body else { return None };
    match &c.object {
        Some(Np::Objects(o)) if c.subject.is_none() && c.verb == Verb::Exile && c.args.is_empty() && !c.negated && o.det == Det::A && o.noun == Noun::Card => {
            matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, .. })).then_some((o, may))
        }
        _ => None,
    }
}

/// CR 611.2b, 601.2a: "for as long as that card remains exiled, its owner may play it"
/// (or "… may cast it"): whether only casting is allowed.
fn owner_may_play(s: &Stmt) -> Option<bool> {
    let Stmt::May { who: Np::PlayerOf { of, rel: PlayerRel::Owner }, body } = s else { return None };
    if !matches!(&**of, Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: false, .. })) {
        return None;
    }
    let Stmt::Clause(c) = body.as_ref() else { return None };
    let while_exiled = matches!(c.args.as_slice(), [Arg::Duration(DurationNp::AsLongAs(k))] if matches!(**k, Cond::RemainsExiled(Np::Ref(RefNp { word: RefWord::That | RefWord::It, plural: false, .. }))));
    let it = that_card(c.object.as_ref());
    (while_exiled && it && c.subject.is_none() && !c.negated && matches!(c.verb, Verb::Play | Verb::Cast)).then_some(c.verb == Verb::Cast)
}

/// CR 601.2f: "a spell cast this way costs {2} more to cast": the generic mana added.
fn cast_this_way_tax(s: &Stmt) -> Option<u8> {
    let Stmt::CostChange(k) = s else { return None };
    let plain = k.caster.is_none() && k.minimum.is_none() && k.for_each.is_none() && k.per.is_none() && !k.caster_spells && k.per_target.is_none();
    let plain = plain && k.cond.is_none() && k.targets.is_none() && !k.except_casters_turn;
    match k.mana.as_slice() {
        [mw_types::ManaSymbol::Generic(n)] if plain && k.more && k.what == CostOf::CastThisWay => u8::try_from(*n).ok(),
        _ => None,
    }
}

pub fn continues(s: &Stmt) -> bool {
    chosen(s).is_some() || fate(s).is_some() || discard_all(s).is_some() || exiled(s).is_some() || owner_may_play(s).is_some() || cast_this_way_tax(s).is_some()
}

/// "You may exile a nonland card from it. For as long as that card remains exiled, its
/// owner may play it. A spell cast this way costs {2} more to cast.": the card chosen
/// from the hand and exiled, then the permission its owner has (CR 601.2a, 611.2b) and
/// the cost increase on spells cast by it (CR 601.2f).
fn exile_from_hand(cx: &mut Ctx, player: mw_ir::PlayerRef, look: bool, follow: &[&Stmt], span: &Span) -> Lowered<Vec<Effect>> {
    let Some((first, rest)) = follow.split_first() else { return Err(Miss::new(span.clone(), "hand: nothing exiled")) };
    let (o, optional) = exiled(first).ok_or_else(|| Miss::new(span.clone(), "hand: a card exiled"))?;
    let filter = refs::obj_filter(cx, o)?;
    let mut out = vec![Effect::RevealChooseDiscard { player, filter, exile: true, look, optional }];
    match rest {
        [] => {}
        [p, more @ ..] if more.len() <= 1 => {
            let cast_only = owner_may_play(p).ok_or_else(|| Miss::new(span.clone(), "hand: that instruction about the exiled card"))?;
            let tax = match more.first() {
                None => 0,
                Some(t) => cast_this_way_tax(t).ok_or_else(|| Miss::new(span.clone(), "hand: that cost change"))?,
            };
            let play = Effect::MayPlayExiled { subject: mw_ir::Subject::Returned, until: mw_ir::PlayUntil::WhileExiled, cast_only, owner: true, tax, later: false };
            // Only when a card was exiled (CR 608.2c).
            out.push(Effect::IfYouDo { done: true, effect: Box::new(play) });
        }
        _ => return Err(Miss::new(span.clone(), "hand: exiled, then those instructions")),
    }
    Ok(out)
}

/// The hand revealed (or looked at), a card chosen, and what happens to it.
pub fn lower(cx: &mut Ctx, h: HandOpener, follow: &[&Stmt], span: &Span) -> Lowered<Vec<Effect>> {
    let player = refs::player(cx, h.who)?;
    match follow {
        [] if h.look => Ok(vec![Effect::LookAtHand { player }]),
        // CR 701.20a: a hand revealed and nothing chosen from it: "[quality] cards
        // revealed this way" are the hand's cards, counted before anything else happens.
        [] => {
            cx.hand_revealed = Some(player);
            Ok(vec![Effect::RevealHand { player }])
        }
        [first, ..] if exiled(first).is_some() => exile_from_hand(cx, player, h.look, follow, span),
        // CR 701.20a / 701.9: "reveals their hand and discards all cards with that name".
        [d] if !h.look && discard_all(d).is_some() => {
            let o = discard_all(d).ok_or_else(|| Miss::new(span.clone(), "hand: discard"))?;
            let filter = refs::obj_filter(cx, o)?;
            let m = mw_ir::PlayerMoves { player, from: mw_ir::CardZone::Hand, filter, count: None, to: mw_ir::MoveTo::Discard, or_from: None };
            Ok(vec![Effect::RevealHand { player }, Effect::PlayerMoves(m)])
        }
        [c, f] => match (chosen(c), fate(f)) {
            // "you choose … That player discards that card."; "you may choose … If you do,
            // that player discards that card." (an "if you don't" after it sees the choice).
            (Some((o, optional)), Some((exile, if_you_do))) if optional == if_you_do => {
                let filter = refs::obj_filter(cx, o)?;
                Ok(vec![Effect::RevealChooseDiscard { player, filter, exile, look: h.look, optional }])
            }
            _ => Err(Miss::new(span.clone(), "hand: a card chosen, then that instruction")),
        },
        _ => Err(Miss::new(span.clone(), "hand: revealed, then those instructions")),
    }
}
