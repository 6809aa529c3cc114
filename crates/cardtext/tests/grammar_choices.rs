//! The grammar front end on choices a player makes as an instruction resolves: "A unless
//! you [do B]" (CR 118.12a: "you may B; if you don't, A"), the verb "pay" ("you may pay
//! {2}", "pay 3 life"), and the filters an edict or a target names: "non-[subtype]" (CR
//! 205.3), "snow" / "nonsnow" (CR 205.4a). Text → IR, several cards' wordings per
//! construct.

use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, Effect, PlayerRef, Subject};
use mw_types::{CardType, Subtype};

mod common;
use common::{refused_permanent as refused, spell_effects, triggered};

fn if_not(e: Effect) -> Effect {
    Effect::IfYouDo { done: false, effect: Box::new(e) }
}

#[test]
fn unless_you_do_an_action_is_may_then_if_you_dont() {
    let sacrifice_this = if_not(Effect::Sacrifice { subject: Subject::This });
    // Bog Elemental, Endless Wurm (sacrifice one permanent of a kind).
    for (text, card_type) in [
        ("At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a land.", CardType::Land),
        ("At the beginning of your upkeep, sacrifice Test Card unless you sacrifice an enchantment.", CardType::Enchantment),
    ] {
        let t = triggered(text);
        match t.effect.as_slice() {
            [Effect::Optional(inner), last] => {
                match inner.as_ref() {
                    Effect::Sacrifices { player: PlayerRef::You, count: Amount::Fixed(1), filter, .. } => assert_eq!(filter.card_type, Some(card_type), "{text}"),
                    other => panic!("{text}: {other:?}"),
                }
                assert_eq!(*last, sacrifice_this, "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    // Discarding (Argothian-style upkeep costs, Lotus Petal-free wordings).
    let t = triggered("At the beginning of your upkeep, sacrifice Test Card unless you discard a card.");
    assert_eq!(
        t.effect,
        vec![Effect::Optional(Box::new(Effect::Discard { player: PlayerRef::You, amount: Amount::Fixed(1), random: false, up_to: false })), sacrifice_this.clone()]
    );
    // Paying life (Carnophage, Sarcomancy-style wordings).
    let t = triggered("At the beginning of your upkeep, tap Test Card unless you pay 1 life.");
    assert_eq!(t.effect, vec![Effect::Optional(Box::new(Effect::PayLife { amount: Amount::Fixed(1) })), if_not(Effect::Tap { subject: Subject::This })]);
    // Paying mana or energy: the payment is already the player's choice.
    let t = triggered("At the beginning of your upkeep, sacrifice Test Card unless you pay {U}{U}.");
    assert!(matches!(t.effect.as_slice(), [Effect::MayPay { .. }, last] if *last == sacrifice_this), "{:?}", t.effect);
    let t = triggered("At the beginning of your precombat main phase, sacrifice Test Card unless you pay {E}{E}.");
    assert_eq!(t.effect, vec![Effect::MayPayEnergy { amount: 2 }, sacrifice_this]);
}

#[test]
fn unless_refuses_what_it_cannot_hold_and_reads_another_players_choice() {
    // Two permanents: one sacrificed would count as "did" (CR 118.3 says it can't be paid).
    assert!(refused("At the beginning of your upkeep, sacrifice Test Card unless you sacrifice two lands.").contains("unless"));
    // Another player's choice is theirs (CR 118.12a): they may discard; if they don't,
    // they lose the life.
    let t = triggered("When Test Card enters, target opponent loses 3 life unless they discard a card.");
    assert!(
        matches!(t.effect.as_slice(), [Effect::ByPlayer { player: mw_ir::PlayerRef::Target(0), effect }, Effect::IfYouDo { done: false, effect: lose }]
            if matches!(**effect, Effect::Optional(_)) && matches!(**lose, Effect::LoseLife { player: mw_ir::PlayerRef::Target(0), .. })),
        "{:?}",
        t.effect
    );
    // An action whose failure the engine doesn't see.
    assert!(refused("At the beginning of your upkeep, sacrifice Test Card unless you draw a card.").contains("unless: that action"));
}

#[test]
fn pay_is_a_choice_followed_by_if_you_do() {
    // Nether Traitor-like, Skeleton makers, Tenacious Dead-like wordings.
    for text in [
        "At the beginning of your end step, if a creature died this turn, you may pay {1}. If you do, you gain 2 life.",
        "Whenever you cast an artifact spell, you may pay {2}. If you do, draw a card.",
    ] {
        let t = triggered(text);
        assert!(matches!(t.effect.as_slice(), [Effect::MayPay { times: Amount::Fixed(1), .. }, Effect::IfYouDo { done: true, .. }]), "{text}: {:?}", t.effect);
    }
    // Life: optional under "you may", a plain payment otherwise.
    let t = triggered("Whenever Test Card deals combat damage to a player, you may pay 1 life. If you do, draw a card.");
    assert!(matches!(t.effect.as_slice(), [Effect::Optional(p), Effect::IfYouDo { done: true, .. }] if **p == Effect::PayLife { amount: Amount::Fixed(1) }), "{:?}", t.effect);
    // A pact's delayed payment: not paying is "if you don't".
    let t = triggered("At the beginning of your upkeep, pay {2}{G}{G}. If you don't, you lose 2 life.");
    assert!(matches!(t.effect.as_slice(), [Effect::MayPay { .. }, Effect::IfYouDo { done: false, .. }]), "{:?}", t.effect);
    // {X} has no value here.
    assert!(refused("At the beginning of your upkeep, you may pay {X}. If you do, draw a card.").contains("pay"));
}

#[test]
fn non_subtype_filters() {
    let sacrificed = |text: &str| match triggered(text).effect.as_slice() {
        [Effect::Sacrifices { filter, .. }, ..] => filter.clone(),
        other => panic!("{text}: {other:?}"),
    };
    // Archdemon of Unx, Anowon, the Ruin Sage, Demonic Taskmaster-like.
    for (text, sub) in [
        ("At the beginning of your upkeep, sacrifice a non-Zombie creature, then create a 2/2 black Zombie creature token.", "Zombie"),
        ("At the beginning of your upkeep, each player sacrifices a non-Vampire creature.", "Vampire"),
        ("At the beginning of your upkeep, sacrifice a non-Aura enchantment.", "Aura"),
    ] {
        let f = sacrificed(text);
        assert_eq!(f.props.not_subtype, Subtype::from_name(sub), "{text}");
        assert_eq!(f.props.creature_type, None, "{text}");
    }
    // Two excluded subtypes: both kept (five would be a miss: `grammar_standard_spells`).
    let f = sacrificed("At the beginning of your upkeep, sacrifice a non-Zombie non-Vampire creature.");
    assert_eq!(f.props.not_subtype, Subtype::from_name("Zombie"));
    assert_eq!(f.props.also_not_subtypes, [Subtype::from_name("Vampire"), None, None]);
}

#[test]
fn snow_and_nonsnow_filters() {
    let target_filter = |text: &str, kind: TextKind| {
        let c = compile_with(text, "Test Card", kind, Front::Grammar);
        assert!(c.is_supported(), "{text}: {:?}", c.grammar);
        match c.abilities.as_slice() {
            [Ability::Spell(s)] => s.targets[0].clone(),
            [Ability::Activated(a)] => a.targets[0].clone(),
            other => panic!("{text}: {other:?}"),
        }
    };
    let permanent = |t: mw_ir::TargetSpec| match t.kind {
        mw_ir::TargetKind::Permanent(f) => f,
        other => panic!("{other:?}"),
    };
    // Wordings of snow-matters cards (Ice Age, Coldsnap, Kaldheim).
    for (text, kind, snow) in [
        ("Destroy target nonsnow creature.", TextKind::Spell, false),
        ("{T}: Untap target snow land.", TextKind::Permanent, true),
        ("{2}{S}: Target snow creature gains first strike until end of turn.", TextKind::Permanent, true),
    ] {
        assert_eq!(permanent(target_filter(text, kind)).props.snow, Some(snow), "{text}");
    }
}

#[test]
fn choose_a_permanent_as_it_resolves() {
    // Crush Underfoot: chosen as it resolves, no target; "it" is the chosen permanent.
    let e = spell_effects("Choose a Giant creature you control. It deals damage equal to its power to target creature.");
    match e.as_slice() {
        [mw_ir::Effect::ChoosePermanent { filter, least_toughness: false }, mw_ir::Effect::DealDamage { source: mw_ir::Subject::Returned, .. }] => {
            assert_eq!(filter.controller, mw_ir::Controller::You);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn you_may_have_someone_do_it() {
    // Extractor Demon, Academic Dispute: the option is the controller's; the clause after
    // "have" is its subject's own ("target player mills two cards").
    let t = triggered("Whenever another creature leaves the battlefield, you may have target player mill two cards.");
    let Effect::Optional(inner) = &t.effect[0] else { panic!("{:?}", t.effect) };
    assert!(format!("{inner:?}").contains("Mill"), "{inner:?}");
}
