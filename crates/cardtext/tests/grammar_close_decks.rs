//! Grammar constructs the last tournament decks missed (issue 17), text → IR, each with
//! several cards' wordings: replicate (CR 702.56), choices made as a permanent enters or
//! as an instruction resolves (a card type, a restricted card name: CR 201.3, 614.12) and
//! what reads them ("of the chosen type", "protection from the chosen card type").

use mw_cardtext::TextKind;
use mw_ir::{Ability, Affected, Amount, Change, Choice, ChosenIs, Condition, Controller, Counted, Effect, NameOf, StackRef, Trigger};
use mw_types::CardType;

mod common;
use common::{first_miss as miss, grammar};

#[test]
fn replicate_is_a_repeatable_cost_and_a_cast_trigger() {
    // Lose Focus, Pulse of the Grid's and Gigadrowse's costs (reminder text skipped).
    for (text, symbols) in [
        ("Replicate {U} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)", 1),
        ("Replicate {1}{R}", 2),
        ("Replicate {2}{U}", 2),
    ] {
        let a = grammar(text, TextKind::Spell);
        assert!(matches!(&a[0], Ability::Replicate(c) if c.symbols.len() == symbols), "{text}: {a:?}");
        let Ability::Triggered(t) = &a[1] else { panic!("{text}: {a:?}") };
        assert_eq!(t.trigger, Trigger::SelfCast);
        assert_eq!(t.condition, Some(Condition::Kicked), "{text}: only if it was paid");
        let copies = Amount::Count { of: Counted::OptionalCostPaid, times: 1 };
        assert_eq!(t.effect, vec![Effect::CopySpell { what: StackRef::ThisSpell, times: copies, new_targets: true }]);
    }
    // A replicate cost that isn't mana is refused, named.
    assert_eq!(miss("Replicate—Tap an untapped Horror you control", TextKind::Spell), "keyword: replicate with a cost that isn't mana");
}

fn types(list: &[CardType]) -> u16 {
    list.iter().fold(0, |a, &t| a | Choice::type_bit(t))
}

#[test]
fn card_type_choices_as_an_instruction_resolves() {
    // Winding Way, a three-type list, and "a card type".
    let ww = grammar("Choose creature or land. Reveal the top four cards of your library. Put all cards of the chosen type revealed this way into your hand and the rest into your graveyard.", TextKind::Spell);
    let Ability::Spell(s) = &ww[0] else { panic!("{ww:?}") };
    assert_eq!(s.effect[0], Effect::Choose(Choice::CardType { among: types(&[CardType::Creature, CardType::Land]) }));
    // The cards taken are those "of the chosen type" (whatever kind of type was chosen).
    let Effect::Dig { filter: Some(f), .. } = &s.effect[1] else { panic!("{ww:?}") };
    assert_eq!(f.props.chosen, Some(ChosenIs::Type));
    let three = grammar("Choose artifact, creature, or land. You gain 1 life.", TextKind::Spell);
    let Ability::Spell(s) = &three[0] else { panic!("{three:?}") };
    assert_eq!(s.effect[0], Effect::Choose(Choice::CardType { among: types(&[CardType::Artifact, CardType::Creature, CardType::Land]) }));
    let any = grammar("Choose a card type. You gain 1 life.", TextKind::Spell);
    let Ability::Spell(s) = &any[0] else { panic!("{any:?}") };
    assert_eq!(s.effect[0], Effect::Choose(Choice::CardType { among: 0 }));
}

#[test]
fn choices_as_a_permanent_enters() {
    // Serra's Emissary, Alpine Moon, Pithing Needle, Meddling Mage, and a creature name.
    let cases = [
        ("As ~ enters the battlefield, choose a card type.", Choice::CardType { among: 0 }),
        ("As ~ enters the battlefield, choose a nonbasic land card name.", Choice::CardName(NameOf { card_type: Some(CardType::Land), nonbasic: true, ..NameOf::default() })),
        ("As ~ enters the battlefield, choose a card name.", Choice::CardName(NameOf::default())),
        ("As ~ enters, choose a nonland card name.", Choice::CardName(NameOf { not_type: Some(CardType::Land), ..NameOf::default() })),
        ("As ~ enters, choose a creature card name.", Choice::CardName(NameOf { card_type: Some(CardType::Creature), ..NameOf::default() })),
        ("As ~ enters, choose a card name other than a basic land card name.", Choice::CardName(NameOf { nonbasic: true, ..NameOf::default() })),
    ];
    for (text, choice) in cases {
        assert_eq!(grammar(text, TextKind::Permanent), vec![Ability::AsEntersChoose(choice)], "{text}");
    }
    // "nonbasic" of anything but lands is no kind of card.
    assert_eq!(miss("As ~ enters, choose a nonbasic creature card name.", TextKind::Permanent), "as it enters: that choice");
}

#[test]
fn statics_that_lose_land_types_and_abilities() {
    // Alpine Moon: layer 4 then layer 6, then the quoted ability gained (CR 613.1d, 613.1f).
    let moon = grammar("Lands your opponents control with the chosen name lose all land types and abilities, and they gain \"{T}: Add one mana of any color.\"", TextKind::Permanent);
    let Ability::Continuous(e) = &moon[0] else { panic!("{moon:?}") };
    assert_eq!(e.changes, vec![Change::LoseLandTypes, Change::LoseAllAbilities, Change::Grant(1)]);
    let Affected::Matching(f) = &e.affected else { panic!("{moon:?}") };
    assert_eq!((f.card_type, f.controller, f.props.chosen), (Some(CardType::Land), Controller::NotYou, Some(ChosenIs::Name)));
    assert!(matches!(&moon[1], Ability::Granted(g) if matches!(**g, Ability::Mana(_))), "{moon:?}");
    // An Aura's and a group's wordings.
    let aura = grammar("Enchanted land loses all land types and abilities.", TextKind::Permanent);
    assert!(matches!(&aura[0], Ability::Continuous(e) if e.changes == vec![Change::LoseLandTypes, Change::LoseAllAbilities]), "{aura:?}");
    let group = grammar("Creatures your opponents control lose all abilities.", TextKind::Permanent);
    assert!(matches!(&group[0], Ability::Continuous(e) if e.changes == vec![Change::LoseAllAbilities]), "{group:?}");
    let types = grammar("Nonbasic lands lose all land types.", TextKind::Permanent);
    assert!(matches!(&types[0], Ability::Continuous(e) if e.changes == vec![Change::LoseLandTypes]), "{types:?}");
}
