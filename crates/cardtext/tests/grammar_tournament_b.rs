//! Grammar constructs of the tournament decks (issue 17, second batch), text → IR: token
//! copies with exceptions (CR 707.9b).

use mw_cardtext::TextKind;
use mw_ir::{Effect, Keyword, Subject, TargetKind};

mod common;
use common::activated;

#[test]
fn token_copy_except_it_has_haste() {
    // Reflection of Kiki-Jiki, Kiki-Jiki, Mirror Breaker.
    let a = activated("{1}, {T}: Create a token that's a copy of another target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.");
    let [Effect::CreateTokenCopy { of: Subject::Target(0), keywords, .. }, Effect::Delayed { about: Some(Subject::Returned), effects, .. }] = a.effect.as_slice() else { panic!("{:?}", a.effect) };
    assert_eq!(*keywords, Keyword::Haste.bit());
    assert_eq!(effects.as_slice(), [Effect::Sacrifice { subject: Subject::Triggering }]);
    let TargetKind::Permanent(f) = &a.targets[0].kind else { panic!("{:?}", a.targets) };
    assert!(a.targets[0].other);
    assert_eq!(f.props.legendary, Some(false), "{f:?}");
    // Without the exception, no keywords.
    let a = activated("{T}: Create a token that's a copy of target creature you control.");
    assert!(matches!(a.effect.as_slice(), [Effect::CreateTokenCopy { keywords: 0, .. }]));
    let _ = TextKind::Permanent;
}

#[test]
fn blitz_with_a_life_cost_and_from_the_graveyard() {
    use mw_ir::{Ability, AltKind, Condition, Trigger};
    // Tenacious Underdog: "Blitz—{2}{B}{B}, Pay 2 life." (CR 702.152a).
    let text = "Blitz—{2}{B}{B}, Pay 2 life. (If you cast this spell for its blitz cost, it gains haste and \"When this creature dies, draw a card.\" Sacrifice it at the beginning of the next end step.)";
    let a = common::permanent(text);
    let [Ability::AlternativeCost(alt), Ability::Continuous(haste), Ability::Triggered(dies)] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!(alt.kind, AltKind::Blitz);
    assert_eq!(alt.cost.life, 2);
    assert!(matches!(alt.resolves.as_slice(), [Effect::Delayed { effects, .. }] if effects == &[Effect::Sacrifice { subject: Subject::Triggering }]));
    let paid = Some(Condition::PaidAlternative { kind: AltKind::Blitz, paid: true });
    assert_eq!(haste.condition, paid);
    assert_eq!(dies.trigger, Trigger::SelfDies);
    assert_eq!(dies.condition, paid);
    // Plain "Blitz {2}{R}" too.
    assert!(matches!(common::permanent("Blitz {2}{R}").as_slice(), [Ability::AlternativeCost(a), ..] if a.kind == AltKind::Blitz));
    // CR 601.3: "You may cast ~ from your graveyard using its blitz ability." (the phrase
    // front end).
    let c = mw_cardtext::compile("You may cast Test Card from your graveyard using its blitz ability.", "Test Card", TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::CastFromGraveyardUsing(AltKind::Blitz)]);
    // An ability it has no alternative cost kind for is refused.
    assert!(!mw_cardtext::compile("You may cast Test Card from your graveyard using its bestow ability.", "Test Card", TextKind::Permanent).is_supported());
}

#[test]
fn a_spell_never_copies_itself_as_a_token() {
    // Mordor on the March: "it" is the card exiled by another instruction's choice, which
    // isn't a referent yet; read as the spell itself it would copy a sorcery.
    let text = "Exile a creature card from your graveyard. Create a token that's a copy of it. It gains haste until end of turn. Exile it at the beginning of the next end step.";
    assert!(!mw_cardtext::compile(text, "Test Card", TextKind::Spell).is_supported());
}
