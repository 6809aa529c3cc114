//! The grammar front end on the chain spells' rider: after the spell's instruction, the
//! player it was aimed at (or the aimed-at permanent's controller) may pay or do
//! something, and if they do, copy the spell and choose a new target for the copy (CR
//! 707.10, 707.10c): "that player or that permanent's controller" (`PlayerRef::
//! TargetOrController`), "[player] may pay {R}{R}" asked of that player
//! (`Effect::ByPlayer`), "If the player does, they may copy this spell …"
//! (`Effect::CopySpell` of `StackRef::ThisSpell`). Text → IR through the grammar alone,
//! several cards' wordings each.

use mw_ir::{Amount, Effect, PlayerRef, StackRef, Subject, TargetKind};

mod common;
use common::{spell_ability as spell, spell_misses as misses};

/// `ByPlayer { player, effect }` with its inner instruction.
fn by(e: &Effect) -> (PlayerRef, &Effect) {
    match e {
        Effect::ByPlayer { player, effect } => (*player, &**effect),
        e => panic!("not another player's instruction: {e:?}"),
    }
}

fn copies_itself(e: &Effect, player: PlayerRef) {
    let Effect::IfYouDo { done: true, effect } = e else { panic!("not 'if the player does': {e:?}") };
    let (p, inner) = by(effect);
    assert_eq!(p, player);
    assert_eq!(*inner, Effect::Optional(Box::new(Effect::CopySpell { what: StackRef::ThisSpell, times: Amount::one(), new_targets: true })));
}

#[test]
fn the_player_dealt_damage_or_the_permanents_controller_may_pay_to_copy() {
    // Chain Lightning.
    let s = spell("~ deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy.");
    assert_eq!(s.targets.len(), 1);
    assert_eq!(s.targets[0].kind, TargetKind::Any);
    let who = PlayerRef::TargetOrController(0);
    let (p, pay) = by(&s.effect[1]);
    assert_eq!(p, who);
    assert!(matches!(pay, Effect::MayPay { cost, .. } if cost.symbols.len() == 2), "{pay:?}");
    copies_itself(&s.effect[2], who);
    assert_eq!(s.effect.len(), 3);
}

#[test]
fn the_permanents_controller_may_pay_or_act_to_copy() {
    // String of Disappearances: a creature's controller (as it last existed, CR 608.2h).
    let s = spell("Return target creature to its owner's hand. Then that creature's controller may pay {U}{U}. If the player does, they may copy this spell and may choose a new target for that copy.");
    let (p, pay) = by(&s.effect[1]);
    assert_eq!(p, PlayerRef::ControllerOfIt(Some(0)));
    assert!(matches!(pay, Effect::MayPay { .. }), "{pay:?}");
    copies_itself(&s.effect[2], PlayerRef::ControllerOfIt(Some(0)));
    // Chain of Acid: no payment, the copy itself is the choice.
    let s = spell("Destroy target noncreature permanent. Then that permanent's controller may copy this spell and may choose a new target for that copy.");
    let (p, copy) = by(&s.effect[1]);
    assert_eq!(p, PlayerRef::ControllerOfIt(Some(0)));
    assert_eq!(*copy, Effect::Optional(Box::new(Effect::CopySpell { what: StackRef::ThisSpell, times: Amount::one(), new_targets: true })));
    // Chain of Smog: the target player.
    let s = spell("Target player discards two cards. That player may copy this spell and may choose a new target for that copy.");
    assert_eq!(by(&s.effect[1]).0, PlayerRef::Target(0));
}

#[test]
fn copy_this_spell_reads_the_new_target_wordings() {
    // "new targets for the copy" and "a new target for that copy" mean the same choice.
    for text in [
        "Draw a card. You may copy this spell and may choose new targets for the copy.",
        "Draw a card. You may copy this spell and may choose a new target for that copy.",
    ] {
        let s = spell(text);
        assert_eq!(s.effect[1], Effect::Optional(Box::new(Effect::CopySpell { what: StackRef::ThisSpell, times: Amount::one(), new_targets: true })), "{text}");
    }
    // Without the rider the copy keeps the targets (CR 707.10).
    let s = spell("Tap target creature. You may copy this spell.");
    assert_eq!(s.effect[1], Effect::Optional(Box::new(Effect::CopySpell { what: StackRef::ThisSpell, times: Amount::one(), new_targets: false })));
    assert_eq!(s.effect[0], Effect::Tap { subject: Subject::Target(0) });
}

#[test]
fn that_player_or_controller_needs_a_target_that_can_be_a_player() {
    // "target creature" can't be a player: "that player or …" names nothing there.
    assert!(!misses("~ deals 3 damage to target creature. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy.").is_empty());
    // Chain of Plasma: the player dealt damage discards a card to copy it.
    let s = spell("~ deals 3 damage to any target. Then that player or that permanent's controller may discard a card. If the player does, they may copy this spell and may choose a new target for that copy.");
    let (p, discard) = by(&s.effect[1]);
    assert_eq!(p, PlayerRef::TargetOrController(0));
    assert!(matches!(discard, Effect::Optional(d) if matches!(**d, Effect::Discard { player: PlayerRef::You, .. })), "{discard:?}");
    copies_itself(&s.effect[2], PlayerRef::TargetOrController(0));
}
