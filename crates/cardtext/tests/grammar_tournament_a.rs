//! The grammar front end on constructs of tournament decks' cards (issue 17): a color
//! chosen, then hexproof from it and "can't be blocked by creatures of that color" (CR
//! 702.11d, 509.1b); coven's "three or more creatures with different powers"; "power or
//! toughness N or less" (either will do); "add six {G}" (CR 106.1b); "It has "…"" after a
//! token's creation, part of the token (CR 111.4). Text → IR, several wordings each.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Compare, Condition, Counted, Duration, Effect, ManaProduction, Subject};
use mw_types::CardType;

mod common;
use common::{activated, grammar, refused, refused_permanent, spell_effects as spell};

#[test]
fn a_color_chosen_then_hexproof_from_it_and_unblockable_by_it() {
    let a = activated("{1}{W}: Choose a color. ~ gains hexproof from that color until end of turn and can't be blocked by creatures of that color this turn.");
    assert!(matches!(a.effect[0], Effect::Choose(mw_ir::Choice::Color)), "{:?}", a.effect);
    assert!(matches!(a.effect[1], Effect::GainProtection { subject: Subject::This, colors: None, duration: Duration::EndOfTurn, hexproof: true }), "{:?}", a.effect);
    assert!(matches!(a.effect[2], Effect::CantBeBlockedByColor { subject: Subject::This, colors: None, duration: Duration::EndOfTurn }), "{:?}", a.effect);
    // "protection from the chosen color" reads the same way.
    let a = activated("{W}: Choose a color. ~ gains protection from the chosen color until end of turn.");
    assert!(matches!(a.effect[1], Effect::GainProtection { colors: None, hexproof: false, .. }), "{:?}", a.effect);
    // Without a color chosen before, "that color" names nothing known: refused.
    refused_permanent("{W}: ~ gains hexproof from that color until end of turn.");
    refused_permanent("{W}: ~ can't be blocked by creatures of that color this turn.");
    // Other blockers of that color aren't read.
    refused_permanent("{W}: Choose a color. ~ can't be blocked by tapped creatures of that color this turn.");
}

#[test]
fn coven_counts_different_powers() {
    let a = activated("{1}{W}: Draw a card. Activate only if you control three or more creatures with different powers.");
    match a.condition {
        Some(Condition::Count { of: Counted::DistinctPowers(f), compare: Compare::AtLeast(3) }) => {
            assert_eq!((f.card_type, f.controller), (Some(CardType::Creature), mw_ir::Controller::You));
        }
        other => panic!("{other:?}"),
    }
    // As a trigger's condition too.
    let abilities = grammar("At the beginning of combat on your turn, if you control three or more creatures with different powers, ~ gains flying until end of turn.", TextKind::Permanent);
    assert!(format!("{abilities:?}").contains("DistinctPowers"), "{abilities:?}");
}

#[test]
fn power_or_toughness_bounds_either() {
    for (text, bound) in [
        ("Exile target creature with power or toughness 1 or less.", Compare::AtMost(1)),
        ("Destroy target creature with power or toughness 4 or greater.", Compare::AtLeast(4)),
    ] {
        let c = mw_cardtext::compile(text, "Test Card", TextKind::Spell);
        let s = format!("{:?}", c.abilities);
        assert!(c.is_supported(), "{text}");
        assert!(s.contains(&format!("power_or_toughness: Some({bound:?})")), "{text}: {s}");
        assert!(s.contains("power: None") && s.contains("toughness: None"), "{text}: {s}");
    }
}

#[test]
fn a_number_of_one_mana_symbol() {
    let abilities = grammar("{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or activate abilities of creatures.", TextKind::Permanent);
    match &abilities[..] {
        [Ability::Mana(m)] => match &m.produce {
            ManaProduction::Fixed(v) => assert_eq!(v.len(), 6, "{v:?}"),
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    let e = spell("Add seven {R}.");
    assert_eq!(format!("{e:?}").matches("Red").count(), 7, "{e:?}");
}

#[test]
fn it_has_after_a_token_is_part_of_the_token() {
    let e = spell("Create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this creature: Add {C}.\"");
    match &e[..] {
        [Effect::CreateTokens { token, .. }] => assert!(matches!(token.abilities[..], [Ability::Mana(_)]), "{token:?}"),
        other => panic!("{other:?}"),
    }
    let e = spell("Create two 1/1 white Spirit creature tokens. They have flying.");
    match &e[..] {
        [Effect::CreateTokens { token, .. }] => assert!(format!("{token:?}").contains("Flying"), "{token:?}"),
        other => panic!("{other:?}"),
    }
    // "they" after one token, or "it" after two: not that token's.
    refused("Create two 1/1 white Spirit creature tokens. It has flying.", TextKind::Spell);
}

#[test]
fn snow_and_nonbasic_lands_enter_tapped() {
    use mw_ir::{EntersHow, OthersEnter};
    use mw_types::Supertype;
    let c = mw_cardtext::compile("Snow lands your opponents control enter the battlefield tapped.", "Test Card", TextKind::Permanent);
    assert!(
        matches!(&c.abilities[..], [Ability::OthersEnter(OthersEnter { whose: mw_ir::Controller::NotYou, card_type: CardType::Land, how: EntersHow::Tapped, supertype: Some((Supertype::Snow, true)), .. })]),
        "{:?}",
        c.abilities
    );
    let c = mw_cardtext::compile("Creatures and nonbasic lands your opponents control enter tapped.", "Test Card", TextKind::Permanent);
    match &c.abilities[..] {
        [Ability::OthersEnter(a), Ability::OthersEnter(b)] => {
            assert_eq!((a.card_type, a.supertype), (CardType::Creature, None));
            assert_eq!((b.card_type, b.supertype), (CardType::Land, Some((Supertype::Basic, false))));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn spells_a_player_casts_with_a_quality_cost_more() {
    let c = mw_cardtext::compile("Noncreature spells your opponents cast with mana value 4 or greater cost {2} more to cast.", "Test Card", TextKind::Permanent);
    match &c.abilities[..] {
        [Ability::CostChange(k)] => {
            assert_eq!(k.caster, Some(mw_ir::Controller::NotYou));
            assert_eq!((k.filter.not_type, k.filter.props.mana_value), (Some(CardType::Creature), Some(Compare::AtLeast(4))));
            assert!(k.more);
        }
        other => panic!("{other:?}"),
    }
    let c = mw_cardtext::compile("Creature spells you cast with power 4 or greater cost {1} less to cast.", "Test Card", TextKind::Permanent);
    assert!(matches!(&c.abilities[..], [Ability::CostChange(k)] if k.caster == Some(mw_ir::Controller::You) && k.filter.props.power == Some(Compare::AtLeast(4)) && !k.more), "{:?}", c.abilities);
}
