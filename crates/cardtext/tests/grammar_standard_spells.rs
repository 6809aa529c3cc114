//! Constructs behind Standard staples, third part (issue 17): text → IR, several cards'
//! wordings each, compiled by the grammar front end alone: several excluded subtypes,
//! a land that becomes a creature with ward, the tokens an instruction created as
//! "they", cost changes for each target, and a search of a spell's controller's zones.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, CardZone, Counted, Effect, PlayerRef, Subject, TargetKind};
use mw_types::Subtype;

mod common;
use common::{grammar_named as grammar, spell_ability_named as spell};

#[test]
fn several_excluded_subtypes() {
    // CR 205.3: each "non-[subtype]" excludes one more subtype.
    for (name, text, excluded) in [
        ("Power Word Kill", "Destroy target non-Angel, non-Demon, non-Devil, non-Dragon creature.", &["angel", "demon", "devil", "dragon"][..]),
        ("Victim of Night", "Destroy target non-Vampire, non-Werewolf, non-Zombie creature.", &["vampire", "werewolf", "zombie"][..]),
        ("Dark Bargain Test", "Destroy target non-Human creature.", &["human"][..]),
    ] {
        let s = spell(text, name);
        let TargetKind::Permanent(f) = s.targets[0].kind else { panic!("{name}: {:?}", s.targets) };
        let got: Vec<Subtype> = std::iter::once(f.props.not_subtype).chain(f.props.also_not_subtypes).flatten().collect();
        let want: Vec<Subtype> = excluded.iter().map(|w| Subtype::from_name(w).expect("subtype")).collect();
        assert_eq!(got, want, "{name}");
    }
    // Five are more than the filter holds: a miss, never a filter that forgets one.
    let c = compile_with("Destroy target non-Angel, non-Demon, non-Devil, non-Dragon, non-Elf creature.", "Five", TextKind::Spell, Front::Grammar);
    assert!(!c.is_supported(), "{:?}", c.abilities);
}

#[test]
fn becomes_a_creature_with_ward() {
    // CR 702.21a: the keyword and its triggered ability, both gained until end of turn.
    for (name, text, ward) in [
        (
            "Hall of Storm Giants",
            "{5}{U}: Until end of turn, Hall of Storm Giants becomes a 7/7 blue Giant creature with ward {3}. It's still a land. (Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that player pays {3}.)",
            3,
        ),
        ("Warded Land Test", "{2}{U}: Warded Land Test becomes a 2/2 blue Bird creature with flying and ward {1} until end of turn. It's still a land.", 1),
    ] {
        let a = grammar(text, name, TextKind::Permanent);
        let [Ability::Activated(act), Ability::Granted(g)] = a.as_slice() else { panic!("{name}: {a:?}") };
        let [Effect::Becomes { subject: Subject::This, becomes, duration: mw_ir::Duration::EndOfTurn }, Effect::GainAbility { subject: Subject::This, offset: 1, duration: mw_ir::Duration::EndOfTurn }] =
            act.effect.as_slice()
        else {
            panic!("{name}: {:?}", act.effect)
        };
        assert!(becomes.keywords.contains(&mw_ir::Keyword::Ward), "{name}: {becomes:?}");
        let Ability::Triggered(t) = g.as_ref() else { panic!("{name}: {g:?}") };
        assert_eq!(t.trigger, mw_ir::Trigger::BecomesTargetOfOpponent, "{name}");
        let [Effect::CounterUnlessPays { cost, .. }] = t.effect.as_slice() else { panic!("{name}: {:?}", t.effect) };
        assert_eq!(cost.mana_value(), ward, "{name}");
    }
}

/// The instructions of a spell, or of the first mode of a modal one.
fn instructions(text: &str, name: &str, kind: TextKind) -> Vec<Effect> {
    match grammar(text, name, kind).first() {
        Some(Ability::Spell(s)) => s.effect.clone(),
        Some(Ability::Activated(a)) => a.effect.clone(),
        Some(Ability::Triggered(t)) => t.effect.clone(),
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn they_are_the_tokens_just_created() {
    // CR 608.2c: "they" after several tokens are created: every token the instruction
    // created, as a group.
    for (name, text, kind) in [
        ("Goldwardens' Gambit", "Create five 2/2 red Rebel creature tokens. They gain haste until end of turn.", TextKind::Spell),
        ("Sokenzan Test", "{3}{R}, {T}: Create two 1/1 colorless Spirit creature tokens. They gain haste until end of turn.", TextKind::Permanent),
        (
            "Burn Down the House",
            "Create three 1/1 red Devil creature tokens with \"When this creature dies, it deals 1 damage to any target.\" They gain haste until end of turn.",
            TextKind::Spell,
        ),
    ] {
        let e = instructions(text, name, kind);
        let [Effect::CreateTokens { .. }, Effect::ForEach { filter, effect, only: None }] = e.as_slice() else { panic!("{name}: {e:?}") };
        assert!(filter.props.created_this_way, "{name}: {filter:?}");
        assert!(matches!(**effect, Effect::GainKeywords { subject: Subject::Each, .. }), "{name}: {effect:?}");
    }
    // One token is still "it", the object the instruction put onto the battlefield.
    let e = instructions("Create a 3/1 red Elemental creature token. It gains haste until end of turn.", "One Token", TextKind::Spell);
    assert!(matches!(e.as_slice(), [Effect::CreateTokens { .. }, Effect::GainKeywords { subject: Subject::Returned, .. }]), "{e:?}");
    // "They have \"…\"": part of the tokens' definition (CR 111.4, 707.2), not an effect
    // on them (`parser/token.rs::has_sentence`).
    let c = compile_with(
        "When this creature enters the battlefield, create two 0/1 colorless Eldrazi Spawn creature tokens. They have \"Sacrifice this creature: Add {C}.\"",
        "Spawn Test",
        TextKind::Permanent,
        Front::Grammar,
    );
    assert!(c.is_supported(), "{:?}", c.abilities);
    assert!(matches!(&c.abilities[..], [Ability::Triggered(t)] if matches!(&t.effect[..], [Effect::CreateTokens { token, .. }] if matches!(token.abilities[..], [Ability::Mana(_)]))), "{:?}", c.abilities);
    // A delayed trigger resolves on its own: "them" there is a miss.
    let c = compile_with(
        "Create three 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the next end step.",
        "Feral Lightning",
        TextKind::Spell,
        Front::Grammar,
    );
    assert!(!c.is_supported(), "{:?}", c.abilities);
    // "It" can't pick one of several tokens: a miss.
    let c = compile_with("Create two 1/1 red Goblin creature tokens. Sacrifice it at the beginning of the next end step.", "Two", TextKind::Spell, Front::Grammar);
    assert!(!c.is_supported(), "{:?}", c.abilities);
}

fn cost_change(text: &str, name: &str, kind: TextKind) -> mw_ir::CostChange {
    match grammar(text, name, kind).as_slice() {
        [Ability::CostChange(c), ..] => c.clone(),
        other => panic!("{name}: {other:?}"),
    }
}

#[test]
fn cost_changes_for_each_target() {
    use mw_ir::Controller;
    // CR 601.2f: spells of a kind, counted per target of the spell being cast.
    let you = cost_change("Spells you cast cost {1} less to cast for each target.", "Hinata, Dawn-Crowned", TextKind::Permanent);
    assert_eq!((you.caster, you.more), (Some(Controller::You), false));
    assert_eq!(you.times, Amount::Count { of: Counted::SpellTargets { beyond_first: false }, times: 1 });
    let opp = cost_change("Spells your opponents cast cost {1} more to cast for each target.", "Hinata, Dawn-Crowned", TextKind::Permanent);
    assert_eq!((opp.caster, opp.more), (Some(Controller::NotYou), true));
    // The spell's own cost, beyond the first target (Fireball; strive's ability word).
    for (name, text, mv) in [
        ("Fireball", "This spell costs {1} more to cast for each target beyond the first.", 1),
        ("Kiora's Dismissal", "Strive — This spell costs {U} more to cast for each target beyond the first.", 1),
        ("Colossal Heroics", "Strive — This spell costs {1}{G} more to cast for each target beyond the first.", 2),
    ] {
        let c = cost_change(text, name, TextKind::Spell);
        assert_eq!((c.caster, c.more, c.mana.mana_value()), (None, true, mv), "{name}");
        assert_eq!(c.times, Amount::Count { of: Counted::SpellTargets { beyond_first: true }, times: 1 }, "{name}");
    }
}

#[test]
fn counter_then_search_the_controllers_zones() {
    // CR 701.23 / 201.2: the spell's controller as it last existed (CR 608.2h); then a
    // card drawn for each card exiled from their hand (CR 608.2c, 400.7).
    for (name, that) in [("Test of Talents", "instant or sorcery spell"), ("Talents Permanent Test", "spell")] {
        let text = format!(
            "Counter target {that}. Search its controller's graveyard, hand, and library for any number of cards with the same name as that spell and exile them. That player shuffles, then draws a card for each card exiled from their hand this way."
        );
        let s = spell(&text, name);
        let [Effect::Counter { .. }, Effect::SearchName(search), .., Effect::Draw { player, amount }] = s.effect.as_slice() else { panic!("{name}: {:?}", s.effect) };
        assert_eq!(search.player, PlayerRef::ControllerOfIt(Some(0)), "{name}");
        assert!(search.zones.graveyard && search.zones.hand && search.zones.library, "{name}");
        assert_eq!(*player, PlayerRef::ControllerOfIt(Some(0)), "{name}");
        let Amount::Count { of: Counted::Cards { zone: CardZone::Exile, player: PlayerRef::EachPlayer, filter }, times: 1 } = amount else { panic!("{name}: {amount:?}") };
        assert!(filter.props.exiled_this_way && filter.props.came_from == Some(CardZone::Hand), "{name}: {filter:?}");
    }
}
