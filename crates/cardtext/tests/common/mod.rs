//! Helpers shared by the card-text compiler's integration tests: compile a text with the
//! grammar front end alone (no v1 fallback) and take the ability a test looks at, or the
//! misses of a text the grammar must refuse (never a silently wrong ability).
#![allow(dead_code)]

use mw_cardtext::{compile_with, Compiled, Front, TextKind};
use mw_ir::ability::{ActivatedAbility, SpellAbility, TriggeredAbility};
use mw_ir::{Ability, Effect};

/// The card name the helpers compile under; texts may name it (it reads as "~").
pub const NAME: &str = "Test Card";

/// What the grammar front end makes of `text` as a card named `name`.
pub fn compiled_named(text: &str, name: &str, kind: TextKind) -> Compiled {
    compile_with(text, name, kind, Front::Grammar)
}

/// The abilities the grammar compiles; it must compile every line.
pub fn grammar_named(text: &str, name: &str, kind: TextKind) -> Vec<Ability> {
    let c = compiled_named(text, name, kind);
    assert!(c.is_supported(), "{text}: {:?}", c.grammar);
    c.abilities
}

/// [`grammar_named`] under [`NAME`].
pub fn grammar(text: &str, kind: TextKind) -> Vec<Ability> {
    grammar_named(text, NAME, kind)
}

/// A permanent's abilities.
pub fn permanent(text: &str) -> Vec<Ability> {
    grammar(text, TextKind::Permanent)
}

/// A permanent's one ability.
pub fn one_permanent(text: &str) -> Ability {
    let mut v = permanent(text);
    assert_eq!(v.len(), 1, "{text}: {v:?}");
    v.remove(0)
}

/// A permanent's one ability, which must be an activated ability.
pub fn activated(text: &str) -> ActivatedAbility {
    match one_permanent(text) {
        Ability::Activated(a) => a,
        other => panic!("{text}: {other:?}"),
    }
}

/// The one spell ability of an instant's or sorcery's text (keyword lines such as
/// kicker may stand beside it).
pub fn spell_ability_named(text: &str, name: &str) -> SpellAbility {
    let abilities = grammar_named(text, name, TextKind::Spell);
    let mut spells = abilities.iter().filter_map(|a| if let Ability::Spell(s) = a { Some(s) } else { None });
    match (spells.next(), spells.next()) {
        (Some(s), None) => s.clone(),
        _ => panic!("{text}: not one spell ability: {abilities:?}"),
    }
}

/// [`spell_ability_named`] under [`NAME`].
pub fn spell_ability(text: &str) -> SpellAbility {
    spell_ability_named(text, NAME)
}

/// The instructions of an instant's or sorcery's one spell ability.
pub fn spell_effects(text: &str) -> Vec<Effect> {
    spell_ability(text).effect
}

/// [`spell_effects`] for a card named `name`.
pub fn spell_effects_named(text: &str, name: &str) -> Vec<Effect> {
    spell_ability_named(text, name).effect
}

/// A permanent's one triggered ability.
pub fn triggered_named(text: &str, name: &str) -> TriggeredAbility {
    match grammar_named(text, name, TextKind::Permanent).as_slice() {
        [Ability::Triggered(t)] => t.clone(),
        other => panic!("{text}: not one triggered ability: {other:?}"),
    }
}

/// [`triggered_named`] under [`NAME`].
pub fn triggered(text: &str) -> TriggeredAbility {
    triggered_named(text, NAME)
}

/// What the grammar couldn't lower (empty when it lowered everything).
pub fn misses(text: &str, kind: TextKind) -> Vec<String> {
    compiled_named(text, NAME, kind).grammar.into_iter().map(|d| d.part).collect()
}

/// The misses of an instant's or sorcery's text.
pub fn spell_misses(text: &str) -> Vec<String> {
    misses(text, TextKind::Spell)
}

/// The grammar's misses, joined, for a text it must refuse.
pub fn refused(text: &str, kind: TextKind) -> String {
    let c = compiled_named(text, NAME, kind);
    assert!(!c.is_supported(), "{text} compiled to {:?}", c.abilities);
    c.grammar.iter().map(|d| d.part.clone()).collect::<Vec<_>>().join("; ")
}

/// [`refused`] for a permanent's text.
pub fn refused_permanent(text: &str) -> String {
    refused(text, TextKind::Permanent)
}

/// The first of the grammar's misses for a text it must refuse.
pub fn first_miss(text: &str, kind: TextKind) -> String {
    let c = compiled_named(text, NAME, kind);
    assert!(!c.is_supported(), "{text} compiled to {:?}", c.abilities);
    c.grammar.first().map(|d| d.part.clone()).unwrap_or_default()
}

/// A permanent's first continuous static: what it affects and its changes.
pub fn continuous(text: &str) -> (mw_ir::Affected, Vec<mw_ir::Change>) {
    permanent(text)
        .into_iter()
        .find_map(|a| match a {
            Ability::Continuous(s) => Some((s.affected, s.changes)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{text}"))
}

/// Every amount the effects hold, in order (the effect walk `amounts_mut`).
pub fn amounts(effects: &mut [Effect]) -> Vec<mw_ir::Amount> {
    let mut out = Vec::new();
    for e in effects {
        e.amounts_mut(&mut |a| out.push(*a));
    }
    out
}
