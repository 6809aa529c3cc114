//! The grammar front end on keywords of attacking and blocking that stand for triggered
//! abilities: myriad (CR 702.116a), printed and given by a static ability. Text → IR.

use mw_ir::{Ability, DelayedWhen, Effect, KeywordTrigger, PlayerRef, Subject, TokenAttacks, Trigger};

mod common;
use common::permanent;

fn is_myriad(a: &Ability, text: &str) {
    let Ability::Triggered(t) = a else { panic!("{text}: {a:?}") };
    assert_eq!(t.trigger, Trigger::SelfAttacks, "{text}");
    assert_eq!(t.keyword, Some(KeywordTrigger::Myriad), "{text}");
    let attacks = TokenAttacks { player: PlayerRef::EachOpponent, or_planeswalker: true, other_than_defending: true, if_able: false };
    assert_eq!(t.effect[0], Effect::CreateTokenCopy { of: Subject::This, attacks: Some(attacks), optional: true, keywords: 0, tapped: false, pt: None }, "{text}");
    assert!(
        matches!(&t.effect[1], Effect::Delayed { when: DelayedWhen::EndOfCombat, effects, each_created: true, about: None, .. } if effects == &vec![Effect::Exile { subject: Subject::Triggering }]),
        "{text}: {:?}",
        t.effect
    );
}

#[test]
fn myriad_is_its_triggered_ability() {
    for text in [
        "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)",
        "Flying\nMyriad",
    ] {
        let a = permanent(text);
        is_myriad(a.last().expect("abilities"), text);
    }
}

#[test]
fn myriad_given_by_equipment() {
    let text = "Equipped creature has myriad.";
    let a = permanent(text);
    assert!(matches!(&a[0], Ability::Continuous(s) if s.changes == vec![mw_ir::Change::Grant(1)]), "{a:?}");
    let Ability::Granted(g) = &a[1] else { panic!("{a:?}") };
    is_myriad(g, text);
}

#[test]
fn myriad_gained_until_end_of_turn() {
    let text = "At the beginning of combat on your turn, another target creature gains haste and myriad until end of turn.";
    let a = permanent(text);
    let Ability::Triggered(t) = &a[0] else { panic!("{a:?}") };
    assert!(matches!(&t.effect[..], [Effect::GainKeywords { .. }, Effect::GainAbility { offset: 1, duration: mw_ir::Duration::EndOfTurn, .. }]), "{:?}", t.effect);
    let Ability::Granted(g) = &a[1] else { panic!("{a:?}") };
    is_myriad(g, text);
}
