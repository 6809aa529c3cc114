//! The grammar front end on cards exiled and returned in one instruction (CR 400.7: "exile
//! two target …, then return those cards to the battlefield", the engine following each
//! target to exile) and on card phrases joined by "or" with their own determiners ("an
//! instant card or a card with flash": a type or a keyword). Text → IR through the grammar
//! alone, several cards' wordings each.

mod common;

use common::*;
use mw_ir::{Effect, Keyword, SearchTo, Subject, TargetKind};
use mw_types::CardType;

#[test]
fn exiled_targets_are_those_cards() {
    // Ghostly Flicker: two targets of three types, returned under your control.
    let s = spell_ability("Exile two target artifacts, creatures, and/or lands you control, then return those cards to the battlefield under your control.");
    assert_eq!(s.targets.len(), 2);
    assert!(matches!(&s.targets[0].kind, TargetKind::Permanent(f) if f.controller == mw_ir::Controller::You));
    assert_eq!(
        s.effect,
        vec![
            Effect::Exile { subject: Subject::Target(0) },
            Effect::Exile { subject: Subject::Target(1) },
            Effect::ReturnToBattlefield { subject: Subject::Target(0), under_you: true, tapped: false , counters: None },
            Effect::ReturnToBattlefield { subject: Subject::Target(1), under_you: true, tapped: false , counters: None },
        ]
    );
    // Cloudshift's wording: one card, "that card", under its owner's control.
    let e = spell_effects("Exile target creature you control, then return that card to the battlefield under its owner's control.");
    assert_eq!(e, vec![Effect::Exile { subject: Subject::Target(0) }, Effect::ReturnToBattlefield { subject: Subject::Target(0), under_you: false, tapped: false , counters: None }]);
    // Displace: "two target creatures you control".
    let e = spell_effects("Exile two target creatures you control, then return those cards to the battlefield under their owner's control.");
    assert_eq!(e.len(), 4, "{e:?}");
}

#[test]
fn a_card_phrase_or_another_with_a_keyword() {
    // Mystical Teachings.
    let e = spell_effects("Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.");
    let [Effect::Search { filter, count: 1, to: SearchTo::Hand, reveal: true, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!((filter.card_type, filter.props.or_keyword), (Some(CardType::Instant), Some(Keyword::Flash)));
    // Two keywords joined that way: not one filter the IR holds.
    assert!(!spell_misses("Search your library for a card with flying or a card with flash, reveal it, put it into your hand, then shuffle.").is_empty());
}
