//! The grammar front end on speed (CR 702.179): the keyword "Start your engines!", "Max
//! speed — [ability]" lines (CR 702.178a: the ability only as long as the controller's
//! speed is 4), "your speed" as a number and "you have max speed" as a condition. Text →
//! IR.

use mw_ir::{Ability, Affected, Amount, Change, Compare, Condition, Counted, Effect, Keyword, PlayerRef, StaticEffect};

mod common;
use common::{permanent, refused_permanent};

fn max_speed() -> Option<Condition> {
    Some(Condition::Count { of: Counted::Speed(PlayerRef::You), compare: Compare::AtLeast(4) })
}

#[test]
fn start_your_engines_is_a_keyword() {
    for text in ["Start your engines!", "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)"] {
        assert_eq!(permanent(text), vec![Ability::Keyword(Keyword::StartYourEngines)], "{text}");
    }
    // Beside other keywords, one per line (Burnout Bashtronaut, Streaking Oilgorger).
    assert_eq!(
        permanent("Menace\nStart your engines!"),
        vec![Ability::Keyword(Keyword::Menace), Ability::Keyword(Keyword::StartYourEngines)]
    );
}

#[test]
fn max_speed_statics_get_the_condition() {
    // Walking Sarcophagus, Gastal Raider: the object's own static ability.
    let a = permanent("Start your engines!\nMax speed — This creature gets +1/+2.");
    assert_eq!(a[1], Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Pt(1, 2)], condition: max_speed() }));
    let a = permanent("Start your engines!\nMax speed — This creature gets +1/+1 and has menace.");
    assert_eq!(
        a[1],
        Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Pt(1, 1), Change::Keyword(Keyword::Menace)], condition: max_speed() })
    );
    // Burnout Bashtronaut: a keyword the object has only at max speed (no dash spaces too).
    for text in ["Max speed — This creature has double strike.", "Max speed—This creature has double strike."] {
        let a = permanent(text);
        assert_eq!(a, vec![Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Keyword(Keyword::DoubleStrike)], condition: max_speed() })], "{text}");
    }
}

#[test]
fn max_speed_gives_triggered_activated_and_mana_abilities() {
    // Risen Necroregent: a triggered ability given by a conditional static ability.
    let a = permanent("Start your engines!\nMax speed — At the beginning of your end step, create a 2/2 black Zombie creature token.");
    assert_eq!(a.len(), 3, "{a:?}");
    assert_eq!(a[1], Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::Grant(1)], condition: max_speed() }));
    assert!(matches!(&a[2], Ability::Granted(g) if matches!(g.as_ref(), Ability::Triggered(_))), "{a:?}");
    // Muraganda Raceway, Endrider Catalyzer: mana abilities.
    let a = permanent("Start your engines!\n{T}: Add {C}.\nMax speed — {T}: Add {C}{C}.");
    assert_eq!(a.len(), 4, "{a:?}");
    assert!(matches!(&a[3], Ability::Granted(g) if matches!(g.as_ref(), Ability::Mana(_))), "{a:?}");
    // Amonkhet Raceway: an activated ability with a target.
    let a = permanent("Max speed — {T}: Target creature gains haste until end of turn.");
    assert!(matches!(&a[1], Ability::Granted(g) if matches!(g.as_ref(), Ability::Activated(_))), "{a:?}");
}

#[test]
fn max_speed_abilities_of_a_card_in_a_graveyard_are_activated_only_at_max_speed() {
    // CR 702.178b: the Surveyors' ability works from the graveyard, so the max speed
    // ability does too: the ability may be activated there only at max speed.
    let a = permanent("Start your engines!\nMax speed — {3}, Exile this card from your graveyard: Draw a card.");
    assert_eq!(a.len(), 2, "{a:?}");
    let Ability::Activated(x) = &a[1] else { panic!("{a:?}") };
    assert!(x.cost.in_graveyard, "{x:?}");
    assert_eq!(x.condition, max_speed());
}

#[test]
fn max_speed_of_other_kinds_is_refused() {
    // A cost change or a replacement effect had only at max speed isn't lowered yet.
    let miss = refused_permanent("Max speed — Spells you cast cost {1} less to cast.");
    assert!(miss.contains("max speed"), "{miss}");
    // Nor do the phrase recognisers read "max speed" as an ability word.
    for text in [
        "Max speed — Spells you cast cost {1} less to cast.",
        "Max speed — If you would draw a card, draw two cards instead.",
    ] {
        assert!(!mw_cardtext::compile(text, "Test Card", mw_cardtext::TextKind::Permanent).is_supported(), "{text}");
    }
}

#[test]
fn your_speed_and_max_speed() {
    // Momentum Breaker: "equal to your speed".
    let a = permanent("{2}, Sacrifice this enchantment: You gain life equal to your speed.");
    let Ability::Activated(x) = &a[0] else { panic!("{a:?}") };
    assert_eq!(x.effect, vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::Count { of: Counted::Speed(PlayerRef::You), times: 1 } }]);
}
