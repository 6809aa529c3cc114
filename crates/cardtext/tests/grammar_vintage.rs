//! The grammar front end on Vintage staples (issue 17): "exile each opponent's graveyard"
//! (CR 406.3, each of them) and "spells and abilities your opponents control can't cause
//! their controller to search their library" (CR 101.2, 701.19). Text → IR, several
//! wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, CausedAction, Effect, PlayerRef, SelfStatic};

mod common;
use common::{first_miss, one_permanent, spell_effects};

#[test]
fn exile_each_opponents_graveyard() {
    // Ashiok, Dream Render's −1.
    let Ability::Activated(a) = one_permanent("[−1]: Target player mills four cards. Then exile each opponent's graveyard.") else { panic!() };
    assert!(matches!(a.effect.as_slice(), [Effect::Mill { .. }, Effect::ExileGraveyard { player: PlayerRef::EachOpponent }]), "{:?}", a.effect);
    // Soul-Guide Lantern's second ability, and a spell's single player.
    let Ability::Activated(a) = one_permanent("{T}, Sacrifice ~: Exile each opponent's graveyard.") else { panic!() };
    assert_eq!(a.effect, vec![Effect::ExileGraveyard { player: PlayerRef::EachOpponent }]);
    assert_eq!(spell_effects("Exile target player's graveyard."), vec![Effect::ExileGraveyard { player: PlayerRef::Target(0) }]);
}

#[test]
fn opponents_cant_cause_a_search() {
    // Ashiok, Dream Render's static ability.
    let a = one_permanent("Spells and abilities your opponents control can't cause their controller to search their library.");
    assert_eq!(a, Ability::Static(SelfStatic::OpponentsCantCause(CausedAction::ControllerSearch)));
    // Other actions of the same family are refused, never half-read (Tamiyo's Safekeeping
    // shape: a sacrifice; Sigarda's "you").
    assert!(first_miss("Spells and abilities your opponents control can't cause you to sacrifice permanents.", TextKind::Permanent).contains("can't cause"));
    // Spells and abilities you control: not the ability the engine holds.
    assert!(first_miss("Spells and abilities you control can't cause their controller to search their library.", TextKind::Permanent).contains("can't cause"));
}
