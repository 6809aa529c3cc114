//! The grammar front end on graveyard, library and exile "hosers": replacement effects
//! on cards going to a graveyard, opening-hand actions, zone bans, choices of a card
//! name, a player's own cards moved out of a zone, a search for a name. Text → IR,
//! several wordings per construct.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, CardZone, Choice, Controller, Effect, NameOf, GraveyardInstead, MoveTo, OpeningHand, PlayerMoves, PlayerRef, SelfStatic, ZoneBan};
use mw_types::CardType;

mod common;
use common::{one_permanent as permanent, refused_permanent as refused};

fn graveyard_instead(text: &str) -> GraveyardInstead {
    match permanent(text) {
        Ability::GraveyardInstead(g) => g,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn would_be_put_into_a_graveyard_exile_it_instead() {
    // Rest in Peace: cards and tokens, any graveyard.
    let g = graveyard_instead("If a card or token would be put into a graveyard from anywhere, exile it instead.");
    assert_eq!((g.whose, g.from_battlefield, g.filter.props.token), (Controller::Any, false, None));
    // Leyline of the Void: cards (no token), an opponent's graveyard.
    let g = graveyard_instead("If a card would be put into an opponent's graveyard from anywhere, exile it instead.");
    assert_eq!((g.whose, g.filter.props.token), (Controller::NotYou, Some(false)));
    // Yawgmoth's Agenda's second line: your graveyard, "exile that card instead".
    let g = graveyard_instead("If a card would be put into your graveyard from anywhere, exile that card instead.");
    assert_eq!(g.whose, Controller::You);
    // "would die": creatures an opponent controls, from the battlefield.
    let g = graveyard_instead("If a creature an opponent controls would die, exile it instead.");
    assert!(g.from_battlefield);
    assert_eq!((g.filter.card_type, g.filter.controller), (Some(CardType::Creature), Controller::NotYou));
    // A card's own: the self static.
    assert_eq!(permanent("If Test Card would be put into a graveyard from anywhere, exile it instead."), Ability::Static(SelfStatic::ExileInsteadOfGraveyard));
    // Another replacement than exile is refused, never half-read.
    assert!(refused("If a card would be put into a graveyard from anywhere, put it on the bottom of its owner's library instead.").contains("replacement"));
}

#[test]
fn opening_hand_begin_the_game_on_the_battlefield() {
    for text in [
        "If Test Card is in your opening hand, you may begin the game with it on the battlefield.",
        "If this card is in your opening hand, you may begin the game with it on the battlefield.",
    ] {
        assert_eq!(permanent(text), Ability::OpeningHand(OpeningHand::BeginOnBattlefield), "{text}");
    }
}

#[test]
fn zone_bans() {
    match permanent("Creature cards in graveyards and libraries can't enter the battlefield.") {
        Ability::ZoneBan(ZoneBan::CantEnterFrom { filter, from }) => {
            assert_eq!(filter.card_type, Some(CardType::Creature));
            assert!(from.graveyard && from.library && !from.hand);
        }
        other => panic!("{other:?}"),
    }
    match permanent("Players can't cast spells from graveyards or libraries.") {
        Ability::ZoneBan(ZoneBan::CantCastFrom { caster, from }) => {
            assert_eq!(caster, Controller::Any);
            assert!(from.graveyard && from.library && !from.hand);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn as_it_enters_choose_and_the_chosen_name() {
    for (text, want) in [
        ("As Test Card enters the battlefield, choose a card name.", Choice::CardName(NameOf::default())),
        ("As Test Card enters, choose a color.", Choice::Color),
        ("As Test Card enters the battlefield, choose a creature type.", Choice::CreatureType),
    ] {
        assert_eq!(permanent(text), Ability::AsEntersChoose(want), "{text}");
    }
    for (text, mana) in [
        ("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.", false),
        ("Activated abilities of sources with the chosen name can't be activated.", true),
    ] {
        match permanent(text) {
            Ability::CantBeActivated { of, mana: m } => {
                assert_eq!(of.props.chosen, Some(mw_ir::ChosenIs::Name));
                assert_eq!(m, mana);
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

fn activated_effect(text: &str) -> Vec<Effect> {
    match permanent(text) {
        Ability::Activated(a) => a.effect,
        Ability::Triggered(t) => t.effect,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_player_moves_their_own_cards() {
    // Relic of Progenitus: the target player chooses one.
    let e = activated_effect("{T}: Target player exiles a card from their graveyard.");
    assert!(matches!(&e[..], [Effect::PlayerMoves(PlayerMoves { player: PlayerRef::Target(0), from: CardZone::Graveyard, count: Some(1), to: MoveTo::Exile, .. })]));
    // Endurance: all of them, "up to one target player".
    let e = activated_effect("When Test Card enters the battlefield, up to one target player puts all the cards from their graveyard on the bottom of their library in a random order.");
    assert!(matches!(&e[..], [Effect::PlayerMoves(PlayerMoves { count: None, to: MoveTo::LibraryBottomRandom, .. })]));
    // "two cards", "your graveyard".
    let e = activated_effect("{T}: Exile two cards from your graveyard.");
    assert!(matches!(&e[..], [Effect::PlayerMoves(PlayerMoves { player: PlayerRef::You, count: Some(2), .. })]));
    // Each player chooses one of their own, in turn order (CR 101.4).
    let e = activated_effect("{T}: Each player exiles a card from their graveyard.");
    assert!(matches!(&e[..], [Effect::PlayerMoves(PlayerMoves { player: PlayerRef::EachPlayer, from: CardZone::Graveyard, count: Some(1), to: MoveTo::Exile, .. })]), "{e:?}");
    // All the cards on the bottom in an order the player chooses: refused.
    assert!(refused("{T}: Target player puts all cards from their graveyard on the bottom of their library.").contains("destination"));
}

#[test]
fn a_search_for_the_cards_with_a_name() {
    let text = "Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, and library for any number of cards with the same name as that card and exile them. Then that player shuffles.";
    let c = compile_with(text, "Test Card", TextKind::Spell, Front::Grammar);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Some(Ability::Spell(s)) = c.abilities.first() else { panic!("{:?}", c.abilities) };
    // "other than a basic land card" (CR 205.4a).
    assert!(matches!(&s.targets[0].kind, mw_ir::TargetKind::CardInAGraveyard(f) if f.props.not_basic_land), "{:?}", s.targets);
    match &s.effect[..] {
        [Effect::SearchName(n), Effect::ShuffleLibrary { player }] => {
            assert!(n.zones.graveyard && n.zones.hand && n.zones.library);
            assert_eq!(n.max, None);
            assert_eq!(*player, n.player);
        }
        other => panic!("{other:?}"),
    }
}
