//! Ward (CR 702.21a) read by the grammar with any cost a player can pay as its trigger
//! resolves: mana, life, both; one card discarded or one permanent sacrificed (the
//! player may; if they don't, the spell or ability is countered, CR 118.12).

use mw_cardtext::TextKind;
use mw_ir::{Ability, Effect, Keyword, PlayerRef, StackRef, Trigger};

mod common;
use common::{first_miss, grammar};

/// The ward trigger of a keyword line: the keyword first, then its triggered ability.
fn ward(text: &str) -> Vec<Effect> {
    let a = grammar(text, TextKind::Permanent);
    assert_eq!(a.first(), Some(&Ability::Keyword(Keyword::Ward)), "{text}: {a:?}");
    let Some(Ability::Triggered(t)) = a.get(1) else { panic!("{text}: {a:?}") };
    assert_eq!(t.trigger, Trigger::BecomesTargetOfOpponent);
    t.effect.clone()
}

#[test]
fn ward_for_mana_and_life() {
    // Archive Dragon, Dwarven Forge-Chanter, Ovika, Enigma Goliath.
    assert!(matches!(&ward("Ward {2}")[..], [Effect::CounterUnlessPays { cost, life: 0, per: None, what: StackRef::Triggering }] if cost.to_string() == "{2}"));
    assert!(matches!(&ward("Ward\u{2014}Pay 2 life.")[..], [Effect::CounterUnlessPays { cost, life: 2, .. }] if cost.symbols.is_empty()));
    assert!(matches!(&ward("Ward\u{2014}{3}, Pay 3 life.")[..], [Effect::CounterUnlessPays { cost, life: 3, .. }] if cost.to_string() == "{3}"));
}

#[test]
fn ward_for_a_discard_or_a_sacrifice() {
    // Graveyard Trespasser, Spectral Snatcher; Vein Ripper, Ygra, Eater of All.
    for text in ["Ward\u{2014}Discard a card.", "Ward\u{2014}Sacrifice a creature.", "Ward\u{2014}Sacrifice a Food."] {
        let e = ward(text);
        let [Effect::ByPlayer { player: PlayerRef::ThatPlayer, effect }, Effect::IfYouDo { done: false, effect: counter }] = &e[..] else { panic!("{text}: {e:?}") };
        assert!(matches!(&**counter, Effect::Counter { what: StackRef::Triggering, exile: false }), "{text}: {e:?}");
        let Effect::Optional(act) = &**effect else { panic!("{text}: {e:?}") };
        assert!(matches!(&**act, Effect::Discard { player: PlayerRef::You, random: false, .. } | Effect::Sacrifices { player: PlayerRef::You, exploit: false, .. }), "{text}: {e:?}");
    }
}

#[test]
fn ward_refused_for_costs_not_paid_in_full_or_not_read() {
    // Ulamog, the Defiler's two permanents; Titania's "or pay {2}"; a discard at random.
    for text in ["Ward\u{2014}Sacrifice two permanents.", "Ward\u{2014}Discard a card at random."] {
        assert!(first_miss(text, TextKind::Permanent).starts_with("ward") || first_miss(text, TextKind::Permanent).starts_with("keyword"), "{text}");
    }
}
