//! `mw_ir::explain` phrasing: cost changes in words (not flattened debug names), and
//! whose graveyard an instruction or a count names ("your graveyard", "each opponent's
//! graveyard", never "you's graveyard").

use mw_ir::ability::{Ability, CostChange};
use mw_ir::explain::{ability, effect};
use mw_ir::{Amount, CardZone, Controller, Counted, Effect, ObjectFilter, PlayerRef};
use mw_types::{CardType, ManaCost};

fn creatures() -> ObjectFilter {
    ObjectFilter { card_type: Some(CardType::Creature), ..ObjectFilter::default() }
}

/// CR 601.2f: "This spell costs {1} less to cast for each creature on the battlefield."
#[test]
fn cost_changes_read_in_words() {
    let own = CostChange {
        caster: None,
        filter: ObjectFilter::default(),
        mana: ManaCost::parse("{1}").unwrap(),
        more: false,
        times: Amount::Count { of: Counted::Permanents(creatures()), times: 1 },
        condition: None,
        minimum: 0,
        except_casters_turn: false,
    };
    let text = ability(&Ability::CostChange(own.clone()));
    assert!(text.starts_with("this spell costs {1} less to cast, times the number of creature"), "{text}");
    assert!(!text.contains("cost change"), "{text}");
    let theirs = CostChange { caster: Some(Controller::NotYou), filter: creatures(), more: true, times: Amount::Fixed(1), ..own };
    let text = ability(&Ability::CostChange(theirs));
    assert_eq!(text, "creature spells your opponents cast cost {1} more to cast");
}

/// CR 404.1: a graveyard is its owner's.
#[test]
fn graveyards_name_their_owner() {
    let lose = Effect::LoseLife {
        player: PlayerRef::EachOpponent,
        amount: Amount::Count { of: Counted::Cards { zone: CardZone::Graveyard, player: PlayerRef::You, filter: creatures() }, times: 1 },
    };
    let text = effect(&lose);
    assert!(text.contains("in your graveyard"), "{text}");
    assert!(!text.contains("you's"), "{text}");
    assert_eq!(effect(&Effect::ExileGraveyard { player: PlayerRef::EachOpponent }), "exile each opponent's graveyard");
    assert_eq!(effect(&Effect::ExileGraveyard { player: PlayerRef::Target(0) }), "exile target #1's graveyard");
}
