//! The grammar front end on digs (CR 401.5, 701.20a): takes of several kinds from the cards
//! looked at ("a creature card and/or a land card from among them", two takes under one
//! "you may"), "the rest of the revealed cards", "the rest on the bottom" with the library
//! left unsaid, a rest left unsaid (the cards stay on top), and "where X is …, then put them
//! back in any order".

use mw_cardtext::syntax::ast::*;
use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Amount, DigRest, DigTake, Effect, SearchTo};
use mw_types::CardType;

mod common;
use common::{spell_effects as spell, spell_misses as misses};

fn type_of(f: &Option<mw_ir::ObjectFilter>) -> Option<CardType> {
    f.as_ref().and_then(|f| f.card_type)
}

#[test]
fn and_or_card_phrases_are_one_noun_phrase() {
    let lines = mw_cardtext::syntax::parse_face("You may put a creature card and/or a land card from among them into your hand.", "Nobody");
    let LineKind::Statements(s) = &lines[0].kind else { panic!("{:?}", lines[0].kind) };
    let Stmt::May { body, .. } = &s[0].body else { panic!("{:?}", s[0].body) };
    let Stmt::Clause(c) = body.as_ref() else { panic!("{body:?}") };
    let Some(Np::AndOr(v)) = &c.object else { panic!("{:?}", c.object) };
    assert_eq!(v.len(), 2);
    // The zone written after the last phrase is each phrase's.
    assert!(v.iter().all(|o| matches!(o.zone, Some(ZoneNp { zone: ZoneWord::Among, .. }))), "{v:?}");
}

#[test]
fn a_take_for_each_card_phrase_none_required() {
    // Relentless Pursuit, In the Presence of Ages.
    let e = spell("Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard.");
    let [Effect::Dig { count: Amount::Fixed(4), take: 1, exact: false, filter, rest: DigRest::Graveyard, to: SearchTo::Hand, more, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(type_of(filter), Some(CardType::Creature));
    let [DigTake { take: 1, exact: false, filter: land, to: SearchTo::Hand }] = more.as_slice() else { panic!("{more:?}") };
    assert_eq!(type_of(land), Some(CardType::Land));
    // Without "you may" the cards are still each optional ("and/or").
    let e = spell("Reveal the top four cards of your library. Put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard.");
    assert!(matches!(&e[0], Effect::Dig { exact: false, more, .. } if more.iter().all(|t| !t.exact)), "{e:?}");
    // Gift of the Gargantuan: revealed, then "the revealed cards"; Harper Recruiter: four
    // phrases, "those cards".
    let e = spell("Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.");
    assert!(matches!(&e[0], Effect::Dig { rest: DigRest::BottomAnyOrder, more, .. } if more.len() == 1), "{e:?}");
    let e = spell("Look at the top four cards of your library. You may reveal a Cleric card, a Rogue card, a Warrior card, and/or a Wizard card from among them and put those cards into your hand. Put the rest on the bottom of your library in a random order.");
    assert!(matches!(&e[0], Effect::Dig { take: 1, exact: false, rest: DigRest::BottomRandom, more, .. } if more.len() == 3), "{e:?}");
    // One card phrase revealed and "the revealed cards" (plural) don't agree.
    assert!(!misses("Look at the top four cards of your library. You may reveal a creature card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.").is_empty());
}

#[test]
fn two_takes_under_one_may() {
    // Bounty of Skemfar.
    let e = spell("Reveal the top six cards of your library. You may put a land card from among them onto the battlefield tapped and an Elf card from among them into your hand. Put the rest on the bottom of your library in a random order.");
    let [Effect::Dig { take: 1, exact: false, filter, to: SearchTo::Battlefield { tapped: true }, rest: DigRest::BottomRandom, more, .. }] = e.as_slice() else { panic!("{e:?}") };
    assert_eq!(type_of(filter), Some(CardType::Land));
    assert!(matches!(more.as_slice(), [DigTake { take: 1, exact: false, filter: Some(_), to: SearchTo::Hand }]), "{more:?}");
}

#[test]
fn where_the_rest_go_in_more_words() {
    // Kruphix's Insight: "the rest of the revealed cards".
    let e = spell("Reveal the top six cards of your library. Put up to three enchantment cards from among them into your hand and the rest of the revealed cards into your graveyard.");
    assert!(matches!(&e[0], Effect::Dig { take: 3, exact: false, rest: DigRest::Graveyard, .. }), "{e:?}");
    // "on the bottom" with the library left unsaid: the one looked at.
    let e = spell("Look at the top six cards of your library. You may put a land card from among them onto the battlefield tapped. Put the rest on the bottom in a random order.");
    assert!(matches!(&e[0], Effect::Dig { rest: DigRest::BottomRandom, to: SearchTo::Battlefield { tapped: true }, .. }), "{e:?}");
}

#[test]
fn a_rest_left_unsaid_stays_on_top() {
    // Jace, the Living Guildpact's +1.
    let e = spell("Look at the top two cards of your library. Put one of them into your graveyard.");
    assert_eq!(e, [Effect::Dig { count: Amount::Fixed(2), take: 1, exact: true, filter: None, rest: DigRest::Stay, to: SearchTo::Graveyard, more: Vec::new(), whose: None }]);
    // Something written after the take: where the rest go is unclear, a miss.
    assert!(!misses("Look at the top two cards of your library. Put one of them into your graveyard. Draw a card.").is_empty());
}

#[test]
fn where_x_then_put_them_back() {
    // Descendant of Soramaro.
    let e = spell("Look at the top X cards of your library, where X is the number of cards in your hand, then put them back in any order.");
    let [Effect::Reorder { amount: Amount::Count { .. }, whose: None }] = e.as_slice() else { panic!("{e:?}") };
    // The definition doesn't license a take counted by it.
    let c = compile_with("Look at the top X cards of your library, where X is the number of cards in your hand, then put X of them into your hand.", "Nobody", TextKind::Spell, Front::Grammar);
    assert!(!c.is_supported());
}

#[test]
fn another_players_library() {
    use mw_ir::PlayerRef;
    // Cruel Fate: into that player's graveyard, the rest on top of their library.
    let e = spell("Look at the top five cards of target opponent's library. Put one of those cards into that player's graveyard and the rest on top of their library in any order.");
    assert!(matches!(&e[0], Effect::Dig { take: 1, exact: true, to: SearchTo::Graveyard, rest: DigRest::TopAnyOrder, whose: Some(PlayerRef::Target(0)), .. }), "{e:?}");
    // Wu Spy: the other stays on top; Thoughtpicker Witch: exiled.
    let e = spell("Look at the top two cards of target player's library. Put one of them into their graveyard.");
    assert!(matches!(&e[0], Effect::Dig { rest: DigRest::Stay, whose: Some(PlayerRef::Target(0)), .. }), "{e:?}");
    let e = spell("Look at the top two cards of target opponent's library, then exile one of them.");
    assert!(matches!(&e[0], Effect::Dig { to: SearchTo::Exile, rest: DigRest::Stay, whose: Some(_), .. }), "{e:?}");
    // Another player's cards go only to their owner's graveyard, library or exile: not
    // into your hand, onto the battlefield, or into your library.
    for text in [
        "Look at the top two cards of target player's library. Put one of them into your hand and the rest into their graveyard.",
        "Look at the top three cards of target player's library. Put one of them onto the battlefield and the rest into their graveyard.",
        "Look at the top three cards of target player's library. Put one of them on the bottom of your library and the rest into their graveyard.",
        "Look at the top three cards of target player's library. Put one of them into that player's graveyard and the rest on the bottom of your library in any order.",
        // The exiled card played: a permission on another player's card isn't read here.
        "Look at the top three cards of target opponent's library. Exile one of them and put the rest on the bottom of that library in a random order. You may play the exiled card this turn.",
    ] {
        assert!(!misses(text).is_empty(), "{text}");
    }
}
