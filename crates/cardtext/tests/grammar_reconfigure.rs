//! Reconfigure (CR 702.151a): the keyword and its two activated abilities at sorcery
//! speed: attach to another target creature you control; unattach, only while attached
//! to a creature.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Condition, Effect, Subject, Timing};

mod common;
use common::grammar;

#[test]
fn reconfigure_is_two_sorcery_speed_abilities() {
    // Lion Sash, Lizard Blades ({2}), The Reality Chip ({2}{U}).
    for (text, cost) in [("Reconfigure {2}", "{2}"), ("Reconfigure {2}{U}", "{2}{U}")] {
        let a = grammar(text, TextKind::Permanent);
        let [Ability::Reconfigure, Ability::Activated(attach), Ability::Activated(unattach)] = &a[..] else { panic!("{text}: {a:?}") };
        for x in [attach, unattach] {
            assert_eq!((x.timing, x.cost.mana.to_string()), (Timing::Sorcery, cost.to_string()));
        }
        assert!(attach.targets.len() == 1 && attach.targets[0].other, "{attach:?}");
        assert!(matches!(attach.effect[..], [Effect::AttachTo { to: Subject::Target(0), what: Subject::This }]));
        assert!(matches!(unattach.effect[..], [Effect::Unattach { what: Subject::This }]));
        assert!(matches!(unattach.condition, Some(Condition::AttachedIs(_))) && unattach.targets.is_empty());
    }
}
