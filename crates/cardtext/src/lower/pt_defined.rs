//! Characteristic-defining power and toughness (CR 604.3): the amount of a
//! `Stmt::PtDefined` as a `Count` the engine recomputes continuously (layer 7a, CR
//! 613.4a). Only counts that read no other object's power or toughness are lowered, so
//! two such creatures never ask each other.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::PtDefinedNp;
use mw_ir::{Ability, Amount, CardZone, Count, Counted, ObjectFilter, PlayerRef};

/// CR 604.3: "~'s power is equal to the number of card types among cards in all
/// graveyards and its toughness is equal to that number plus 1". The "plus N" is the
/// printed toughness "N+*" (CR 208.2b), which the engine adds to the count; so is "N
/// plus" before the count ("1 plus the number of lands you control": printed "1+*").
/// Two counts may be added and the sum doubled ("twice the number of …", CR 107.1b).
pub fn pt_defined(cx: &mut Ctx, k: &PtDefinedNp) -> Lowered<Ability> {
    let miss = |w: &str| Miss::new(k.span.clone(), format!("power and toughness defined: {w}"));
    let (of, plus, times) = match super::amount::amount(cx, &k.amount, &k.span)? {
        Amount::Count { of, times } if times > 0 => (of, None, times),
        Amount::Offset { of, times, plus } if times > 0 && plus > 0 => (of, None, times),
        Amount::Sum { a, b, minus: false } => (a, Some(b), 1),
        // CR 122.1: "the number of charge counters on it" (the source itself).
        Amount::CountersOn(mw_ir::Subject::This, kind) => return finish(k, Count::CountersOnSource(kind), None, 1),
        _ => return Err(miss("that amount")),
    };
    let count = pt_count(of).ok_or_else(|| miss("that count"))?;
    let plus = match plus {
        Some(b) => Some(pt_count(b).ok_or_else(|| miss("that count"))?),
        None => None,
    };
    finish(k, count, plus, times)
}

/// A count the engine can make while it computes characteristics (layer 7a): one that
/// reads no object's power or toughness, so two such creatures never ask each other.
fn pt_count(of: Counted) -> Option<Count> {
    let plain = |f: &ObjectFilter| {
        let only_type = ObjectFilter { card_type: f.card_type, ..ObjectFilter::default() };
        *f == only_type
    };
    let no_pt = |f: &ObjectFilter| f.props.power.is_none() && f.props.toughness.is_none() && f.props.power_vs_source.is_none();
    Some(match of {
        Counted::CardTypesInGraveyard(PlayerRef::You) => Count::CardTypesInGraveyards { all: false },
        Counted::CardTypesInGraveyard(PlayerRef::EachPlayer) => Count::CardTypesInGraveyards { all: true },
        Counted::Cards { zone: CardZone::Hand, player: PlayerRef::You, filter } if filter == ObjectFilter::default() => Count::CardsInHand,
        Counted::Cards { zone: CardZone::Graveyard, player: PlayerRef::You, filter } if plain(&filter) && filter.card_type.is_some() => {
            Count::CardsInGraveyard(filter.card_type.unwrap_or(mw_types::CardType::Creature))
        }
        Counted::Cards { zone: CardZone::Graveyard, player, filter } => match graveyard_cards(player, &filter) {
            Some(c) => c,
            // "Elf cards in your graveyard", "Zombie cards in all graveyards".
            None if no_pt(&filter) && matches!(player, PlayerRef::You | PlayerRef::EachPlayer) => {
                Count::GraveyardMatching { all: player == PlayerRef::EachPlayer, filter }
            }
            None => return None,
        },
        Counted::Life(PlayerRef::You) => Count::LifeTotal,
        Counted::Permanents(f) if no_pt(&f) => canonical(f),
        // CR 305.6, 202.3, 700.5: land types, mana costs and controllers only.
        Counted::BasicLandTypes => Count::BasicLandTypes,
        Counted::Greatest { stat: mw_ir::Stat::ManaValue, filter } if no_pt(&filter) => Count::GreatestManaValue(filter),
        Counted::Devotion(colors) => Count::Devotion(colors),
        Counted::ExiledWith(f) if no_pt(&f) => Count::ExiledWithSource(f),
        _ => return None,
    })
}

fn finish(k: &PtDefinedNp, count: Count, plus: Option<Count>, times: i32) -> Lowered<Ability> {
    if k.toughness_plus > 0 && !(k.power && k.toughness) {
        return Err(Miss::new(k.span.clone(), "power and toughness defined: plus a number"));
    }
    Ok(Ability::PtEquals { count, power: k.power, toughness: k.toughness, plus, times })
}

/// CR 604.3: "[type] cards in your graveyard", "… in all graveyards", "instant and
/// sorcery cards …": a filter of card types alone (none: any card), as
/// `Count::GraveyardCards`' mask.
pub(super) fn graveyard_cards(player: PlayerRef, filter: &ObjectFilter) -> Option<Count> {
    let all = match player {
        PlayerRef::You => false,
        PlayerRef::EachPlayer => true,
        _ => return None,
    };
    let types_only = ObjectFilter { card_type: filter.card_type, or_type: filter.or_type, ..ObjectFilter::default() };
    if *filter != types_only || (filter.card_type.is_none() && filter.or_type.is_some()) {
        return None;
    }
    let bit = |t: Option<mw_types::CardType>| t.map_or(0u16, |t| 1 << (t as u32));
    Some(Count::GraveyardCards { all, types: bit(filter.card_type) | bit(filter.or_type) })
}

/// A count of permanents in the IR's canonical forms: "creatures you control", "Swamps
/// you control", "creatures on the battlefield", else the filter itself.
fn canonical(f: ObjectFilter) -> Count {
    let mut land_types = f.props.land_types.iter();
    match (land_types.next(), land_types.next()) {
        (Some(color), None) if f == ObjectFilter { controller: mw_ir::Controller::You, props: mw_ir::Props { land_types: f.props.land_types, ..mw_ir::Props::default() }, ..ObjectFilter::default() } => {
            return Count::LandTypeYouControl(color);
        }
        _ => {}
    }
    match f.card_type {
        Some(t) if f == (ObjectFilter { controller: mw_ir::Controller::You, card_type: Some(t), ..ObjectFilter::default() }) => Count::YouControl(t),
        Some(mw_types::CardType::Creature) if f == ObjectFilter::creature() => Count::CreaturesOnBattlefield,
        _ => Count::Permanents(f),
    }
}
