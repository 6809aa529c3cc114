//! "Exile the top card of that player's library. Until end of turn, you may cast that
//! card." (Ragavan's wording): the card comes from another player's library, its owner
//! keeps owning it, and the permission is to cast: a land exiled this way can't be played
//! (CR 305.1, 601.2a). Built from IR: the printed cards with this wording need other
//! rules first (dash).

use mw_engine::{Answer, CardTable, EventKind, Game, PlayerSetup, PositionSetup, Step};
use mw_ir::ability::SpellAbility;
use mw_ir::{Ability, Amount, Effect, PlayUntil, PlayerRef, TargetKind, TargetSpec};
use mw_types::{CardId, CardType, PlayerId};
use std::sync::Arc;

mod common;
use common::card;

/// A costless sorcery: "Exile the top card of target opponent's library. Until end of
/// turn, you may cast that card." (cast only, or play with `cast_only` false).
fn pilfer(cast_only: bool) -> mw_ir::CardDef {
    let effect = vec![Effect::ExileTopMayPlay { until: PlayUntil::ThisTurn, count: Amount::Fixed(1), player: PlayerRef::Target(0), cast_only }];
    let targets = vec![TargetSpec::new(TargetKind::Opponent)];
    card("Pilfer", vec![CardType::Sorcery], vec![Ability::Spell(SpellAbility { targets, effect })])
}

/// p1 casts Pilfer at p2, whose library holds `top` then another card; the game after it
/// resolved, and the exiled card.
fn after_pilfer(cast_only: bool, top: mw_ir::CardDef) -> (Game, mw_types::ObjectId) {
    let cards = Arc::new(CardTable::new(vec![pilfer(cast_only), top, card("Filler", vec![CardType::Sorcery], Vec::new())]));
    let mut p1 = PlayerSetup::default();
    p1.hand.push(CardId(0));
    p1.library = vec![CardId(2); 3];
    let mut p2 = PlayerSetup::default();
    p2.library = vec![CardId(1), CardId(2), CardId(2)];
    let setup = PositionSetup { cards, seed: 0, turn: 3, active: PlayerId(0), step: Step::Main1, players: vec![p1, p2] };
    let (mut g, _) = Game::from_position(setup).expect("valid");
    let (me, them) = (PlayerId(0), PlayerId(1));
    let hand = g.view(me).players[0].hand.clone().expect("own hand");
    g.apply(me, Answer::Cast(hand[0].id)).expect("cast");
    // The one legal target (p2) is chosen for us or asked.
    while g.decision().player == Some(me) && !g.legal_answers().contains(&Answer::Pass) {
        let a = g.legal_answers()[0];
        g.apply(me, a).expect("legal");
    }
    g.apply(me, Answer::Pass).expect("pass");
    let events = g.apply(them, Answer::Pass).expect("pass").to_vec();
    let exiled = events
        .iter()
        .find_map(|e| match e.kind {
            EventKind::Revealed { player, card } if player == them => Some(card),
            _ => None,
        })
        .expect("p2's top card exiled face up");
    assert!(g.zone(them, mw_engine::Zone::Exile).contains(&exiled), "owned by p2, in exile");
    (g, exiled)
}

#[test]
fn a_spell_from_another_players_library_may_be_cast() {
    // A card with no mana cost can't be cast (CR 118.6a): this one costs {0}.
    let gain = Effect::GainLife { player: PlayerRef::You, amount: Amount::Fixed(1) };
    let mut loot = card("Loot", vec![CardType::Sorcery], vec![Ability::Spell(SpellAbility { targets: Vec::new(), effect: vec![gain] })]);
    loot.mana_cost = mw_types::ManaCost { symbols: vec![mw_types::ManaSymbol::Generic(0)] };
    let (mut g, exiled) = after_pilfer(true, loot);
    assert!(g.legal_answers().contains(&Answer::Cast(exiled)), "{:?}", g.legal_answers());
    let (me, them) = (PlayerId(0), PlayerId(1));
    g.apply(me, Answer::Cast(exiled)).expect("cast from exile");
    g.apply(me, Answer::Pass).expect("pass");
    g.apply(them, Answer::Pass).expect("pass");
    // Its caster controlled it ("you gain 1 life"); it goes to its owner's graveyard.
    assert_eq!(g.view(me).players[0].life, 21);
    assert_eq!(g.zone(them, mw_engine::Zone::Graveyard).len(), 1);
}

#[test]
fn a_land_exiled_to_be_cast_cant_be_played() {
    let (g, exiled) = after_pilfer(true, card("Waste", vec![CardType::Land], Vec::new()));
    assert!(!g.legal_answers().contains(&Answer::PlayLand(exiled)), "{:?}", g.legal_answers());
    // "you may play that card": the same land may be played.
    let (g, exiled) = after_pilfer(false, card("Waste", vec![CardType::Land], Vec::new()));
    assert!(g.legal_answers().contains(&Answer::PlayLand(exiled)), "{:?}", g.legal_answers());
}
