//! "~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with it"
//! (Murktide Regent's wording): the cards a spell's delve payment exiled are exiled with
//! it (CR 702.66a, 607.2a), counted as the permanent it becomes would enter (CR 614.1c).
//! Built from IR to isolate the count; the printed Murktide Regent is proven in
//! `scenarios/triggers/murktide-leaves-graveyard.scenario`.

use mw_engine::{Answer, CardTable, Game, PlayerSetup, PositionSetup, Step};
use mw_ir::{Ability, Amount, Counted, EntersReplacement, ObjectFilter, PtValue};
use mw_types::{CardId, CardType, CounterKind, ManaSymbol, ManaType, PlayerId};
use std::sync::Arc;

mod common;
use common::card;

#[test]
fn cards_exiled_by_delve_are_exiled_with_the_permanent() {
    let mut filter = ObjectFilter::default();
    filter.card_type = Some(CardType::Instant);
    filter.or_type = Some(CardType::Sorcery);
    let counters = EntersReplacement::WithCounters { kind: CounterKind::PlusOne, amount: Amount::Count { of: Counted::ExiledWith(filter), times: 1 }, condition: None };
    let mut regent = card("Regent", vec![CardType::Creature], vec![Ability::Delve, Ability::Enters(counters)]);
    regent.mana_cost = mw_types::ManaCost { symbols: vec![ManaSymbol::Generic(3)] };
    regent.power = Some(PtValue::Fixed(3));
    regent.toughness = Some(PtValue::Fixed(3));
    let instant = card("Bolt", vec![CardType::Instant], Vec::new());
    let sorcery = card("Rift", vec![CardType::Sorcery], Vec::new());
    let land = card("Waste", vec![CardType::Land], Vec::new());
    let cards = Arc::new(CardTable::new(vec![regent, instant, sorcery, land]));
    let mut p1 = PlayerSetup::default();
    p1.hand.push(CardId(0));
    p1.graveyard = vec![CardId(1), CardId(2), CardId(3), CardId(1)];
    p1.library = vec![CardId(3); 3];
    let mut p2 = PlayerSetup::default();
    p2.library = vec![CardId(3); 3];
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (mut g, _) = Game::from_position(setup).expect("valid");
    let (me, them) = (PlayerId(0), PlayerId(1));
    let hand = g.view(me).players[0].hand.clone().expect("own hand");
    g.apply(me, Answer::Cast(hand[0].id)).expect("cast");
    // Delve pays the {3} with the first three graveyard cards: an instant, a sorcery and
    // a land (the second instant stays).
    let graveyard = g.zone(me, mw_engine::Zone::Graveyard);
    let pay: Vec<_> = graveyard.iter().copied().filter(|&c| g.name(c) != "Bolt").chain(graveyard.iter().copied().filter(|&c| g.name(c) == "Bolt").take(1)).collect();
    for c in pay {
        g.apply(me, Answer::Convoke { creature: c, mana: ManaType::Colorless }).expect("delve");
    }
    g.apply(me, Answer::Pass).expect("pass");
    g.apply(them, Answer::Pass).expect("pass");
    let regent = g.zone(me, mw_engine::Zone::Battlefield)[0];
    assert_eq!(g.name(regent), "Regent");
    assert_eq!(g.zone(me, mw_engine::Zone::Exile).len(), 3);
    assert_eq!(g.zone(me, mw_engine::Zone::Graveyard).len(), 1);
    // Two of the three exiled cards are instants or sorceries.
    assert_eq!(g.counter_count(regent, CounterKind::PlusOne), 2);
}
