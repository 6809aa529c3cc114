//! Rules a spell gives its controller for the rest of the turn about their graveyard
//! (CR 611.2): "Until end of turn, you may play lands and cast spells from your
//! graveyard." (CR 601.2a, 305.1) and "If a card would be put into your graveyard from
//! anywhere this turn, exile that card instead." (CR 614.1a) — `Effect::PlayerRule`s.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Effect, PlayerRef, PlayerRule};

fn your_graveyard(z: &Option<ZoneNp>) -> bool {
    matches!(z, Some(ZoneNp { zone: ZoneWord::Graveyard, whose: Some(w) }) if matches!(**w, Np::Player(PlayerNp { who: PlayerWord::You, .. })))
}

/// "until end of turn" / "this turn" and nothing else.
fn for_the_turn(c: &Clause) -> bool {
    matches!(c.args.as_slice(), [Arg::Duration(DurationNp::EndOfTurn | DurationNp::ThisTurn)])
}

/// "play lands" (from the graveyard named after it).
fn play_lands(s: &Stmt) -> bool {
    let Stmt::Clause(c) = s else { return false };
    let lands = matches!(&c.object, Some(Np::Objects(o)) if o.det == Det::Bare && o.filter == Pred::Type(mw_types::CardType::Land) && o.zone.is_none());
    c.verb == Verb::Play && c.subject.is_none() && !c.negated && lands && for_the_turn(c)
}

/// "cast spells from your graveyard".
fn cast_spells(s: &Stmt) -> bool {
    let Stmt::Clause(c) = s else { return false };
    let spells = matches!(&c.object, Some(Np::Objects(o)) if o.det == Det::Bare && o.noun == Noun::Spell && o.filter == Pred::True && your_graveyard(&o.zone));
    c.verb == Verb::Cast && c.subject.is_none() && !c.negated && spells && for_the_turn(c)
}

/// CR 601.2a / 305.1: "until end of turn, you may [play lands and] cast spells from your
/// graveyard" (None: not this sentence).
pub fn may_cast(s: &Stmt) -> Option<Vec<Effect>> {
    let Stmt::May { who: Np::Player(PlayerNp { who: PlayerWord::You, .. }), body } = s else { return None };
    let lands = match &**body {
        Stmt::Seq(v) if v.len() == 2 && play_lands(&v[0]) && cast_spells(&v[1]) => true,
        b if cast_spells(b) => false,
        _ => return None,
    };
    Some(vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::CastFromGraveyard { lands } }])
}

/// CR 614.1a: "if a card would be put into your graveyard from anywhere this turn, exile
/// that card instead" (None: no "this turn" in the condition).
pub fn exiled_instead(_cx: &Ctx, cond: &Cond, body: &Stmt, span: &Span) -> Option<Lowered<Vec<Effect>>> {
    let Cond::Would { subject, event: WouldEvent::PutInto { to, from: Some(ZoneWord::Anywhere), this_turn: true } } = cond else { return None };
    let miss = |w: &str| Miss::new(span.clone(), format!("replacement this turn: {w}"));
    let a_card = matches!(subject, Np::Objects(o) if o.det == Det::A && o.noun == Noun::Card && o.filter == Pred::True && o.zone.is_none());
    let exile_it = matches!(
        body,
        Stmt::Clause(Clause { subject: None, verb: Verb::Exile, negated: false, object: Some(Np::Ref(RefNp { word: RefWord::It | RefWord::That, plural: false, .. })), args, .. })
            if args.is_empty()
    );
    if !a_card || !exile_it || to.zone != ZoneWord::Graveyard || !your_graveyard(&Some(to.clone())) {
        return Some(Err(miss("that event or instruction")));
    }
    Some(Ok(vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::GraveyardExiled }]))
}

/// CR 702.81a / 702.34a / 604.1: "Instant and sorcery cards in your graveyard have
/// retrace.", "As long as it's your turn, each instant and sorcery card in your graveyard
/// has flashback. Its flashback cost is equal to its mana cost." (a static ability of a
/// permanent or an emblem): `Ability::GraveyardCardsHave`. Only keywords that work from a
/// graveyard without a cost of their own are held (retrace; flashback at the card's mana
/// cost; escape at the card's mana cost plus another cost).
pub fn cards_have(cx: &mut Ctx, s: &Stmt, condition: Option<mw_ir::Condition>) -> Option<Lowered<Vec<mw_ir::Ability>>> {
    let Stmt::Clause(c) = s else { return None };
    let Some(Np::Objects(o)) = &c.subject else { return None };
    if c.verb != Verb::Have || c.negated || o.noun != Noun::Card || !your_graveyard(&o.zone) {
        return None;
    }
    let miss = |what: &str| Miss::new(c.span.clone(), format!("graveyard cards have: {what}"));
    let [Arg::Keywords(ks)] = c.args.as_slice() else { return Some(Err(miss("not a keyword"))) };
    let ability = match ks.as_slice() {
        [k] if k.name == "retrace" && k.param == KeywordParam::None => mw_ir::Ability::Retrace,
        [k] if at_mana_cost(k, "flashback") => mw_ir::Ability::FlashbackAtManaCost,
        [KeywordNode { name, param: KeywordParam::ItsManaCost(plus), .. }] if name == "escape" && !plus.is_empty() => match escape_plus(cx, plus, &c.span) {
            Ok(extra) => mw_ir::Ability::EscapeAtManaCost(extra),
            Err(m) => return Some(Err(m)),
        },
        _ => return Some(Err(miss("that keyword"))),
    };
    Some(super::refs::obj_filter(cx, o).map(|filter| vec![mw_ir::Ability::GraveyardCardsHave { filter, ability: Box::new(ability), condition }]))
}

/// CR 702.138a: what escape's cost adds to the card's mana cost ("plus exile three other
/// cards from your graveyard"): one cost that chooses objects, nothing else.
fn escape_plus(cx: &mut Ctx, plus: &[CostItem], span: &Span) -> Lowered<mw_ir::AdditionalCost> {
    let cost = super::costs::cost(cx, plus, span)?;
    let only_extra = mw_ir::Cost { extra: None, ..cost.clone() } == mw_ir::Cost::default();
    match cost.extra {
        Some(extra) if only_extra => Ok(extra),
        _ => Err(Miss::new(span.clone(), "graveyard cards have: escape with that cost")),
    }
}

/// "each instant and sorcery card in your graveyard": the filter of a group of cards in
/// your graveyard (None: not such a group).
pub fn each_card_of_your_graveyard(cx: &Ctx, np: &Np) -> Option<Lowered<mw_ir::ObjectFilter>> {
    let Np::Objects(o) = np else { return None };
    let group = matches!(o.det, Det::Each | Det::Bare) && o.noun == Noun::Card && your_graveyard(&o.zone);
    group.then(|| super::refs::obj_filter(cx, o))
}

/// "flashback. The flashback cost is equal to its mana cost." (nothing added to it).
fn at_mana_cost(k: &KeywordNode, name: &str) -> bool {
    k.name == name && matches!(&k.param, KeywordParam::ItsManaCost(plus) if plus.is_empty())
}

/// CR 702.34a / 611.2c: "[cards in a graveyard] gain(s) flashback until end of turn. The
/// flashback cost is equal to its mana cost." — Some(Ok) when the clause gives that and
/// nothing else (its objects then gain it: `Effect::GainFlashback`), None when it doesn't
/// give a keyword at its mana cost.
pub fn gains_at_mana_cost(c: &Clause) -> Option<Lowered<()>> {
    let keywords: Vec<&KeywordNode> = c.args.iter().filter_map(|a| if let Arg::Keywords(ks) = a { Some(ks) } else { None }).flatten().collect();
    if !keywords.iter().any(|k| matches!(k.param, KeywordParam::ItsManaCost(_))) {
        return None;
    }
    let until_eot = c.args.iter().any(|a| matches!(a, Arg::Duration(DurationNp::EndOfTurn)));
    let ok = matches!(keywords.as_slice(), [k] if at_mana_cost(k, "flashback")) && until_eot && c.args.len() == 2 && c.verb == Verb::Gain;
    Some(if ok { Ok(()) } else { Err(Miss::new(c.span.clone(), "gains a keyword at its mana cost: that keyword or cost")) })
}
