//! The grammar's riders on instructions: "A unless C", one-adjective conditions ("if that
//! land was nonbasic"), "the land's controller", "can't be blocked this turn [except] by
//! …", and mana added "for each" counted thing: text → IR, several cards' wordings each,
//! compiled by the grammar front end alone.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Condition, Counted, Duration, Effect, ManaProduction, PlayerRef, Recipient, SelfStatic, Subject, TurnEvent};
use mw_types::{CardType, ManaType};

mod common;
use common::{grammar_named as grammar, spell_effects_named as spell_effects};

/// "A unless C": nothing when C holds, A otherwise.
fn unless(e: &Effect) -> (Condition, &Effect) {
    match e {
        Effect::If { condition, effect, otherwise: Some(o) } if **effect == Effect::Nothing => (*condition, o),
        other => panic!("not an unless: {other:?}"),
    }
}

#[test]
fn unless_a_condition_does_the_instruction_when_it_does_not_hold() {
    // Chart a Course: "Then discard a card unless you attacked this turn."
    let e = spell_effects("Draw two cards. Then discard a card unless you attacked this turn.", "Chart a Course");
    assert_eq!(e.len(), 2);
    let (c, then) = unless(&e[1]);
    assert_eq!(c, Condition::ThisTurn(TurnEvent::YouAttacked));
    assert!(matches!(then, Effect::Discard { player: PlayerRef::You, .. }));

    // Bellowing Saddlebrute: the subject before, the condition after.
    let a = grammar("Raid — When Bellowing Saddlebrute enters the battlefield, you lose 4 life unless you attacked this turn.", "Bellowing Saddlebrute", TextKind::Permanent);
    let Some(Ability::Triggered(t)) = a.first() else { panic!("{a:?}") };
    let (c, then) = unless(&t.effect[0]);
    assert_eq!(c, Condition::ThisTurn(TurnEvent::YouAttacked));
    assert!(matches!(then, Effect::LoseLife { player: PlayerRef::You, .. }));

    // Moon-Circuit Hacker: under "if you do", about the source.
    let a = grammar(
        "Whenever Moon-Circuit Hacker deals combat damage to a player, you may draw a card. If you do, discard a card unless Moon-Circuit Hacker entered the battlefield this turn.",
        "Moon-Circuit Hacker",
        TextKind::Permanent,
    );
    let Some(Ability::Triggered(t)) = a.first() else { panic!("{a:?}") };
    let Effect::IfYouDo { done: true, effect } = &t.effect[1] else { panic!("{:?}", t.effect) };
    let (c, then) = unless(effect);
    assert_eq!(c, Condition::EnteredThisTurn);
    assert!(matches!(then, Effect::Discard { .. }));
}

#[test]
fn unless_a_payment_is_still_a_payment() {
    // "unless its controller pays {2}" keeps its own frame (CR 118.12).
    let e = spell_effects("Counter target spell unless its controller pays {2}.", "Lose Focus");
    assert!(matches!(e.as_slice(), [Effect::CounterUnlessPays { .. }]), "{e:?}");
}

#[test]
fn one_adjective_conditions_and_the_land_s_controller() {
    // Molten Rain: past tense (as it last existed), "the land's controller".
    let e = spell_effects("Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the land's controller.", "Molten Rain");
    let Effect::If { condition: Condition::ObjectIs { subject: Subject::Target(0), filter }, effect, otherwise: None } = &e[1] else { panic!("{e:?}") };
    assert!(filter.props.nonbasic);
    assert!(matches!(**effect, Effect::DealDamage { to: Recipient::Player(PlayerRef::ControllerOfIt(_)), .. }), "{effect:?}");

    // "the creature's controller": the same definite reference.
    let e = spell_effects("Destroy target creature. Card deals 2 damage to the creature's controller.", "Card");
    assert!(matches!(e[1], Effect::DealDamage { to: Recipient::Player(PlayerRef::ControllerOfIt(_)), .. }), "{e:?}");

    // "if it's legendary": a supertype adjective.
    let e = spell_effects("Destroy target creature. If it was legendary, you draw a card.", "Card");
    let Effect::If { condition: Condition::ObjectIs { filter, .. }, .. } = &e[1] else { panic!("{e:?}") };
    assert_eq!(filter.props.legendary, Some(true));
}

/// The ability an activated ability's instruction grants until end of turn.
fn granted_until_eot(a: &[Ability]) -> &SelfStatic {
    let at = a.iter().position(|a| matches!(a, Ability::Activated(_))).unwrap_or_else(|| panic!("{a:?}"));
    let Ability::Activated(act) = &a[at] else { unreachable!() };
    let Some(Effect::GainAbility { offset, duration: Duration::EndOfTurn, .. }) = act.effect.first() else { panic!("{:?}", act.effect) };
    // The granted ability follows the one giving it (`Change::Grant`-style offset).
    let i = at + *offset as usize;
    match &a[i] {
        Ability::Granted(g) => match g.as_ref() {
            Ability::Static(s) => s,
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
}

#[test]
fn cant_be_blocked_this_turn_except_by() {
    // Gingerbrute: by creatures with a keyword.
    let a = grammar("{1}: Gingerbrute can't be blocked this turn except by creatures with haste.", "Gingerbrute", TextKind::Permanent);
    let SelfStatic::CantBeBlockedBy { filter, except: true } = granted_until_eot(&a) else { panic!("{a:?}") };
    assert_eq!(filter.card_type, Some(CardType::Creature));
    assert_eq!(filter.props.with, Some(mw_ir::Keyword::Haste));

    // Varchild's Crusader / Joven's Tools: by a creature type.
    let a = grammar("{4}, {T}: Target creature can't be blocked this turn except by Walls.", "Joven's Tools", TextKind::Permanent);
    let SelfStatic::CantBeBlockedBy { filter, except: true } = granted_until_eot(&a) else { panic!("{a:?}") };
    assert!(filter.props.creature_type.is_some());

    // A number of blockers isn't a quality of one blocker: not lowered.
    let c = compile_with("{1}: Card can't be blocked this turn except by two or more creatures.", "Card", TextKind::Permanent, Front::Grammar);
    assert!(!c.is_supported());
    // A static's "except by" is the permanent's own ability (tests/grammar_static_families.rs).
    let c = compile_with("Card can't be blocked except by creatures with flying.", "Card", TextKind::Permanent, Front::Grammar);
    assert!(matches!(c.abilities.as_slice(), [Ability::Static(SelfStatic::CantBeBlockedBy { except: true, .. })]), "{:?}", c.abilities);
}

fn mana_of(text: &str, name: &str) -> ManaProduction {
    match grammar(text, name, TextKind::Permanent).pop() {
        Some(Ability::Mana(m)) => m.produce,
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn mana_for_each_counted_thing() {
    // Priest of Titania: every Elf on the battlefield.
    let ManaProduction::Counted { mana: ManaType::Green, of: Counted::Permanents(f) } = mana_of("{T}: Add {G} for each Elf on the battlefield.", "Priest of Titania") else { panic!() };
    assert_eq!(f.controller, mw_ir::Controller::Any);
    assert!(f.props.creature_type.is_some());
    // Cabal Coffers: a land type you control.
    let ManaProduction::Counted { mana: ManaType::Black, of: Counted::Permanents(f) } = mana_of("{2}, {T}: Add {B} for each Swamp you control.", "Cabal Coffers") else { panic!() };
    assert_eq!(f.controller, mw_ir::Controller::You);
    // Serra's Sanctum: a card type you control.
    let ManaProduction::Counted { mana: ManaType::White, of: Counted::Permanents(f) } = mana_of("{T}: Add {W} for each enchantment you control.", "Serra's Sanctum") else { panic!() };
    assert_eq!(f.card_type, Some(CardType::Enchantment));
    // Songs of the Damned: cards in a graveyard, as an instruction.
    let e = spell_effects("Add {B} for each creature card in your graveyard.", "Songs of the Damned");
    assert!(matches!(e.as_slice(), [Effect::AddMana(ManaProduction::Counted { mana: ManaType::Black, of: Counted::Cards { .. } })]), "{e:?}");
}
