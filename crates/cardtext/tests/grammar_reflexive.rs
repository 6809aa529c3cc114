//! The grammar front end on reflexive triggers (CR 603.12: "you may X. When you do, Y":
//! Y is an ability of its own, with its own targets, created only if X was done), on
//! skipped turns and combat phases (CR 614.10, 500.11), and on discards of a kind chosen
//! by another player ("that player discards two cards unless they discard a land card",
//! CR 118.12a, 701.9a). Text → IR through the grammar alone, several cards' wordings each.

mod common;

use common::*;
use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, Effect, PlayerRef, Subject, TargetSpec};

/// The reflexive trigger under "if you do" at the end of `effects`: its targets,
/// instructions and the object it is about.
fn reflexive(effects: &[Effect]) -> (Vec<TargetSpec>, Vec<Effect>, Option<Subject>) {
    match effects.last() {
        Some(Effect::IfYouDo { done: true, effect }) => match effect.as_ref() {
            Effect::Reflexive { targets, effects, about } => (targets.clone(), effects.clone(), *about),
            e => panic!("not reflexive: {e:?}"),
        },
        e => panic!("not under if you do: {e:?}"),
    }
}

#[test]
fn a_loyalty_ability_that_sacrifices_then_destroys() {
    // Grist, the Hunger Tide's −2: the target is the reflexive ability's, not the
    // loyalty ability's (CR 603.12: chosen as the reflexive trigger is put on the stack).
    let v = grammar_named("[−2]: You may sacrifice a creature. When you do, destroy target creature or planeswalker.", "Grist", TextKind::Permanent);
    let [Ability::Activated(a)] = v.as_slice() else { panic!("{v:?}") };
    assert!(a.targets.is_empty(), "{:?}", a.targets);
    assert!(matches!(a.effect[0], Effect::Optional(ref e) if matches!(**e, Effect::Sacrifices { player: PlayerRef::You, .. })), "{:?}", a.effect);
    let (targets, effects, about) = reflexive(&a.effect);
    assert_eq!(targets.len(), 1);
    assert_eq!(effects, [Effect::Destroy { subject: Subject::Target(0), no_regen: false }]);
    assert_eq!(about, None);
}

#[test]
fn a_trigger_that_pays_then_deals_damage() {
    // A payment, then a reflexive trigger with "any target"; the outer trigger has none.
    let t = triggered("At the beginning of your end step, you may pay {2}. When you do, ~ deals 2 damage to any target.");
    assert!(t.targets.is_empty());
    assert!(matches!(t.effect[0], Effect::MayPay { .. }), "{:?}", t.effect);
    let (targets, effects, _) = reflexive(&t.effect);
    assert_eq!(targets.len(), 1);
    assert!(matches!(effects.as_slice(), [Effect::DealDamage { amount: Amount::Fixed(2), .. }]), "{effects:?}");
}

#[test]
fn an_object_named_before_is_what_the_reflexive_trigger_is_about() {
    // "it" inside is the outer ability's target, fixed as the reflexive one triggers:
    // its triggering object, never its own first target.
    let e = spell_effects("Tap target creature. You may pay {1}. When you do, put a +1/+1 counter on it.");
    let (targets, effects, about) = reflexive(&e);
    assert!(targets.is_empty());
    assert_eq!(about, Some(Subject::Target(0)));
    assert!(matches!(effects.as_slice(), [Effect::PutCounters { subject: Subject::Triggering, .. }]), "{effects:?}");
}

#[test]
fn skipping_a_turn_and_a_combat_phase() {
    // Stonehorn Dignitary, Moment of Silence's wording; Lethargy-style "skip your next turn".
    let t = triggered("When ~ enters the battlefield, target opponent skips their next combat phase.");
    assert_eq!(t.effect, [Effect::SkipNextCombat { player: PlayerRef::Target(0) }]);
    assert_eq!(spell_effects("Target player skips their next combat phase."), [Effect::SkipNextCombat { player: PlayerRef::Target(0) }]);
    assert_eq!(spell_effects("Draw two cards. You skip your next turn."), [Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(2) }, Effect::SkipNextTurn { player: PlayerRef::You }]);
}

#[test]
fn another_player_discards_unless_they_discard_a_card_of_a_kind() {
    // Compulsive Research: the target player chooses: a land card, or two cards.
    let e = spell_effects("Target player draws three cards. Then that player discards two cards unless they discard a land card.");
    assert_eq!(e[0], Effect::Draw { player: PlayerRef::Target(0), amount: Amount::Fixed(3) });
    let Effect::ByPlayer { player: PlayerRef::Target(0), effect } = &e[1] else { panic!("{e:?}") };
    let Effect::RevealChooseDiscard { player: PlayerRef::You, filter, optional: true, look: true, exile: false } = effect.as_ref() else { panic!("{e:?}") };
    assert_eq!(filter.card_type, Some(mw_types::CardType::Land));
    assert_eq!(e[2], Effect::IfYouDo { done: false, effect: Box::new(Effect::Discard { player: PlayerRef::Target(0), amount: Amount::Fixed(2), random: false, up_to: false }) });
    // One's own discard of a kind: "discard a creature card" (not optional).
    let e = spell_effects("Draw two cards, then discard a creature card.");
    assert!(matches!(e[1], Effect::RevealChooseDiscard { player: PlayerRef::You, optional: false, look: true, .. }), "{e:?}");
}
