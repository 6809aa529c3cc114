//! The grammar front end on riders of interaction cards: another player who may act ("its
//! controller may search their library …", `Effect::ByPlayer`), a card put on the top or
//! bottom of a library as a player chooses, "spell or permanent" targets, "any number of
//! target spells", qualities every alternative repeats ("noncreature artifact or
//! noncreature enchantment"), "that's red or green", protection from colors in a static
//! ability, and cast triggers with a quality the source asks about ("with mana value
//! equal to the number of charge counters on ~"). Text → IR through the grammar alone,
//! several cards' wordings each.

use mw_ir::{Ability, Amount, Change, Effect, PlayerRef, Relation, Relative, SearchTo, StackRef, Subject, TargetKind, Trigger};
use mw_types::{CardType, Color, ColorSet};

mod common;
use common::{permanent, spell_ability as spell, spell_misses as misses};

#[test]
fn another_player_may_search_their_library() {
    // Path to Exile, Assassin's Trophy, Settle Beyond Reality's wording of the rider.
    for (text, tapped) in [
        ("Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle.", true),
        ("Destroy target permanent an opponent controls. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle.", false),
    ] {
        let s = spell(text);
        match &s.effect[1] {
            Effect::ByPlayer { player: PlayerRef::ControllerOfIt(Some(0)), effect } => match &**effect {
                Effect::Optional(inner) => match &**inner {
                    Effect::Search { filter, count: 1, to: SearchTo::Battlefield { tapped: t }, .. } => {
                        assert_eq!(*t, tapped, "{text}");
                        assert_eq!(filter.card_type, Some(CardType::Land), "{text}");
                        assert!(filter.props.basic, "{text}");
                    }
                    e => panic!("{text}: {e:?}"),
                },
                e => panic!("{text}: {e:?}"),
            },
            e => panic!("{text}: {e:?}"),
        }
    }
    // "you" inside another player's instruction would be the caster: not lowered.
    assert!(!misses("Exile target creature. Its controller may search your library for a basic land card, put it onto the battlefield, then shuffle.").is_empty());
    // Each of several players choosing in turn: one `ByPlayer` of them all (APNAP order).
    assert!(misses("Each opponent may search their library for a basic land card, put it onto the battlefield, then shuffle.").is_empty());
}

#[test]
fn a_card_goes_on_the_top_or_bottom_as_a_player_chooses() {
    // Aether Gust (its owner chooses); the caster chooses without a subject.
    let s = spell("Choose target spell or permanent that's red or green. Its owner puts it on the top or bottom of their library.");
    match s.targets[0].kind {
        TargetKind::SpellOrPermanent(f) => {
            assert!(f.props.colors.contains(Color::Red) && f.props.colors.contains(Color::Green), "{f:?}");
            assert!(!f.props.colors.contains(Color::Blue), "{f:?}");
        }
        ref k => panic!("{k:?}"),
    }
    assert!(matches!(&s.effect[..], [Effect::ByPlayer { player: PlayerRef::OwnerOfIt(Some(0)), effect }] if **effect == Effect::PutOnTopOrBottom { subject: Subject::Target(0) }), "{:?}", s.effect);
    let s = spell("Put target nonland permanent on the top or bottom of its owner's library.");
    assert_eq!(s.effect, vec![Effect::PutOnTopOrBottom { subject: Subject::Target(0) }]);
    // Venser's wording; a group of spells and permanents isn't lowered (not a permanent
    // group).
    assert!(matches!(spell("Return target spell or permanent to its owner's hand.").targets[0].kind, TargetKind::SpellOrPermanent(_)));
    assert!(!misses("Exile all spells and permanents.").is_empty());
}

#[test]
fn any_number_of_target_spells() {
    // Mindbreak Trap: optional targets, each distinct from those before it.
    let s = spell("Exile any number of target spells.");
    assert!(s.targets.len() > 2, "{:?}", s.targets);
    assert!(s.targets.iter().all(|t| t.optional && matches!(t.kind, TargetKind::Spell(_))));
    assert!(s.targets.iter().skip(1).all(|t| t.distinct));
    assert_eq!(s.effect.len(), s.targets.len());
    assert!(s.effect.iter().enumerate().all(|(i, e)| *e == Effect::Exile { subject: Subject::Target(i as u8) }));
}

#[test]
fn qualities_every_alternative_repeats_are_shared() {
    // Haywire Mite; "nonland permanent or nonland card"-like lists repeat a quality.
    for text in ["Exile target noncreature artifact or noncreature enchantment.", "Destroy target noncreature artifact or noncreature enchantment."] {
        let s = spell(text);
        let TargetKind::Permanent(f) = s.targets[0].kind else { panic!("{text}") };
        assert_eq!((f.card_type, f.or_type, f.not_type), (Some(CardType::Artifact), Some(CardType::Enchantment), Some(CardType::Creature)), "{text}: {f:?}");
    }
}

#[test]
fn protection_from_colors_in_a_static_ability() {
    // Etched Champion; a single color too.
    for (text, colors) in [
        ("Metalcraft — Test Card has protection from all colors as long as you control three or more artifacts.", ColorSet::ALL),
        ("Test Card has protection from red as long as you control an Island.", ColorSet::single(Color::Red)),
    ] {
        match permanent(text).as_slice() {
            [Ability::Continuous(st)] => {
                assert_eq!(st.changes, vec![Change::Protection(colors)], "{text}");
                assert!(st.condition.is_some(), "{text}");
            }
            a => panic!("{text}: {a:?}"),
        }
    }
}

#[test]
fn a_cast_trigger_compares_the_spell_with_the_source() {
    // Chalice of the Void: the spell's mana value against counters on the source; "that
    // spell" is the triggering spell.
    let a = permanent("Whenever a player casts a spell with mana value equal to the number of charge counters on Test Card, counter that spell.");
    let [Ability::Triggered(t)] = a.as_slice() else { panic!("{a:?}") };
    match &t.trigger {
        Trigger::Cast { only: Some(Relative::ManaValue { relation: Relation::Equal, amount: Amount::CountersOn(Subject::This, _) }), .. } => {}
        tr => panic!("{tr:?}"),
    }
    assert_eq!(t.effect, vec![Effect::Counter { what: StackRef::Triggering, exile: false }]);
    // A fixed mana value stays in the filter.
    let a = permanent("Whenever an opponent casts a spell with mana value 3, you gain 1 life.");
    let [Ability::Triggered(t)] = a.as_slice() else { panic!("{a:?}") };
    assert!(matches!(t.trigger, Trigger::Cast { only: None, .. }), "{:?}", t.trigger);
}

#[test]
fn that_player_is_the_controller_of_a_target_an_opponent_controls() {
    // Boseiju, Who Endures: "that player" is the target's controller, who may search.
    let a = permanent("Channel — {1}{G}, Discard Test Card: Destroy target artifact, enchantment, or nonbasic land an opponent controls. That player may search their library for a land card with a basic land type, put it onto the battlefield, then shuffle. This ability costs {1} less to activate for each legendary creature you control.");
    let [Ability::Activated(act)] = a.as_slice() else { panic!("{a:?}") };
    match &act.effect[1] {
        Effect::ByPlayer { player: PlayerRef::ControllerOfIt(Some(0)), effect } => match &**effect {
            Effect::Optional(inner) => match &**inner {
                Effect::Search { filter, to: SearchTo::Battlefield { tapped: false }, .. } => {
                    assert_eq!(filter.card_type, Some(CardType::Land));
                    assert_eq!(filter.props.land_types, ColorSet::ALL, "{filter:?}");
                }
                e => panic!("{e:?}"),
            },
            e => panic!("{e:?}"),
        },
        e => panic!("{e:?}"),
    }
}
