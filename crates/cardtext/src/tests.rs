use super::*;
use mw_ir::{Amount, Effect, Keyword, Subject, TargetKind};

fn spell(text: &str, name: &str) -> Compiled {
    compile(text, name, TextKind::Spell)
}

#[test]
fn burn_spells_compile() {
    let c = spell("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt");
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Spell(s) = &c.abilities[0] else { panic!("not a spell: {:?}", c.abilities) };
    assert_eq!(s.targets[0].kind, TargetKind::Any);
    assert_eq!(s.effect[0], Effect::DealDamage { source: Subject::This, amount: Amount::Fixed(3), to: mw_ir::Recipient::Target(0) });
}

#[test]
fn two_targets_share_one_list() {
    let c = spell(
        "Target creature you control deals damage equal to its power to target creature you don't control.",
        "Rabid Bite",
    );
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Spell(s) = &c.abilities[0] else { panic!() };
    assert_eq!(s.targets.len(), 2);
    assert_eq!(
        s.effect[0],
        Effect::DealDamage { source: Subject::Target(0), amount: Amount::PowerOf(Subject::Target(0)), to: mw_ir::Recipient::Target(1) }
    );
}

#[test]
fn keywords_and_reminder_text() {
    let c = compile("Haste (This creature can attack and {T} as soon as it comes under your control.)", "Raging Goblin", TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Keyword(Keyword::Haste)]);
    let c = compile("Flying, vigilance", "Serra Angel", TextKind::Permanent);
    assert_eq!(c.abilities.len(), 2);
}

#[test]
fn mana_and_activated_abilities() {
    let c = compile("{T}: Add {G}.", "Llanowar Elves", TextKind::Permanent);
    assert!(matches!(c.abilities[0], Ability::Mana(_)));
    let c = compile("Sacrifice Mogg Fanatic: It deals 1 damage to any target.", "Mogg Fanatic", TextKind::Permanent);
    assert!(c.is_supported(), "{:?}", c.diagnostics);
    let Ability::Activated(a) = &c.abilities[0] else { panic!() };
    assert!(a.cost.sacrifice_self);
}

#[test]
fn unsupported_text_has_a_span() {
    let text = "Flying\nWhenever a player sneezes, that player flips a coin.";
    let c = compile(text, "Nobody", TextKind::Permanent);
    assert_eq!(c.abilities, vec![Ability::Keyword(Keyword::Flying)]);
    // Both clauses of the trigger are named: its condition and its instruction.
    let parts: Vec<&str> = c.diagnostics.iter().map(|d| d.part.as_str()).collect();
    assert_eq!(parts, ["trigger: whenever a player sneezes", "instruction: that player flips a coin"]);
    for d in &c.diagnostics {
        assert_eq!(&text[d.span.clone()], "Whenever a player sneezes, that player flips a coin.");
    }
}

#[test]
fn both_wordings_of_enters() {
    for text in ["When Nobody enters the battlefield, you gain 2 life.", "When Nobody enters, you gain 2 life."] {
        let c = compile(text, "Nobody", TextKind::Permanent);
        assert!(c.is_supported(), "{text}: {:?}", c.diagnostics);
    }
}

proptest::proptest! {
    #[test]
    fn compile_never_panics(text in "\\PC{0,200}", name in "[A-Za-z ,']{0,20}") {
        let c = compile(&text, &name, TextKind::Spell);
        for d in &c.diagnostics {
            proptest::prop_assert!(d.span.end <= text.len());
        }
    }
}
