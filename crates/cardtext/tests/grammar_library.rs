//! The grammar front end on the library family: the top of a library looked at,
//! revealed or exiled and what follows about those cards; cards from a hand into a
//! library; a hand revealed and a card chosen from it; shuffling. Text → syntax tree and
//! text → IR, through the grammar alone (`Front::Grammar`), several cards' wordings each.

use mw_cardtext::syntax::ast::*;
use mw_cardtext::{compile_with, Front, TextKind};
use mw_ir::{Ability, Amount, DelayedWhen, DigRest, DigTake, Effect, ObjectFilter, PlayUntil, PlayerRef, SearchTo, Subject};
use mw_types::CardType;

mod common;
use common::{spell_effects as spell, spell_misses as misses};

fn ability(text: &str) -> Ability {
    let c = compile_with(text, "Nobody", TextKind::Permanent, Front::Grammar);
    assert!(c.is_supported(), "{text}: {:?}", c.grammar);
    c.abilities.into_iter().next().expect("an ability")
}

fn effects_of(a: &Ability) -> &[Effect] {
    match a {
        Ability::Activated(x) => &x.effect,
        Ability::Triggered(t) => &t.effect,
        a => panic!("no effects: {a:?}"),
    }
}

fn first_clause(text: &str) -> Clause {
    let lines = mw_cardtext::syntax::parse_face(text, "Nobody");
    let LineKind::Statements(s) = &lines[0].kind else { panic!("{text}: {:?}", lines[0].kind) };
    match &s[0].body {
        Stmt::Clause(c) => c.clone(),
        Stmt::Seq(v) => match &v[0] {
            Stmt::Clause(c) => c.clone(),
            x => panic!("{x:?}"),
        },
        x => panic!("{x:?}"),
    }
}

#[test]
fn the_top_of_a_library_is_a_noun_phrase() {
    for (text, n, bottom) in [
        ("Look at the top three cards of your library.", AmountNp::N(3), false),
        ("Look at the top card of target player's library.", AmountNp::N(1), false),
        ("Reveal the top X cards of your library.", AmountNp::X, false),
        ("Exile the bottom card of your library.", AmountNp::N(1), true),
    ] {
        match first_clause(text).object {
            Some(Np::Top { amount, bottom: b, .. }) => assert_eq!((amount, b), (n.clone(), bottom), "{text}"),
            o => panic!("{text}: {o:?}"),
        }
    }
    // "that player's library" names the player named before, as "that player" does.
    let c = first_clause("Exile the top card of that player's library.");
    let Some(Np::Top { whose, .. }) = c.object else { panic!() };
    assert_eq!(*whose, Np::Player(PlayerNp { det: Det::That, who: PlayerWord::That }));
}

#[test]
fn partitives_pick_from_the_cards_named_before() {
    for (text, det) in [
        ("Put one of them into your hand.", Det::A),
        ("Put two of those cards into your hand.", Det::Number(Count::exactly(2))),
        ("Put up to two of them into your hand.", Det::Number(Count::up_to(CountNum::N(2)))),
        ("Put any number of them into your graveyard.", Det::Number(Count::up_to(CountNum::Any))),
        // A number word alone before where the cards go.
        ("Put one into your hand.", Det::A),
    ] {
        match first_clause(text).object {
            Some(Np::Objects(o)) => {
                assert_eq!(o.det, det, "{text}");
                assert_eq!(o.zone.map(|z| z.zone), Some(ZoneWord::Among), "{text}");
            }
            o => panic!("{text}: {o:?}"),
        }
    }
    for text in ["Put the rest on the bottom of your library.", "Put the other into your graveyard.", "Put the rest of the cards into your graveyard."] {
        assert!(matches!(first_clause(text).object, Some(Np::Ref(RefNp { word: RefWord::Rest, .. }))), "{text}");
    }
}

#[test]
fn looked_at_cards_put_back_in_any_order() {
    // Ponder; the shuffle is its own instruction.
    let e = spell("Look at the top three cards of your library, then put them back in any order. You may shuffle.\nDraw a card.");
    assert_eq!(
        e,
        [
            Effect::Reorder { amount: Amount::Fixed(3), whose: None },
            Effect::Optional(Box::new(Effect::ShuffleLibrary { player: PlayerRef::You })),
            Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) }
        ]
    );
    assert_eq!(spell("Look at the top two cards of your library, then put them back on top of your library in any order."), [Effect::Reorder { amount: Amount::Fixed(2), whose: None }]);
    // Another player's library: the controller arranges it (Architects of Will).
    let e = spell("Look at the top three cards of target player's library, then put them back in any order.");
    assert!(matches!(&e[..], [Effect::Reorder { amount: Amount::Fixed(3), whose: Some(_) }]), "{e:?}");
}

fn dig(count: i32, take: u8, exact: bool, filter: Option<ObjectFilter>, rest: DigRest, to: SearchTo, more: Vec<DigTake>) -> Effect {
    Effect::Dig { count: Amount::Fixed(count), take, exact, filter, rest, to, more, whose: None }
}

#[test]
fn digging_takes_some_and_puts_the_rest_away() {
    // Impulse, Anticipate.
    let e = spell("Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.");
    assert_eq!(e, [dig(4, 1, true, None, DigRest::BottomAnyOrder, SearchTo::Hand, Vec::new())]);
    // Sleight of Hand: "the other".
    let e = spell("Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.");
    assert_eq!(e, [dig(2, 1, true, None, DigRest::BottomAnyOrder, SearchTo::Hand, Vec::new())]);
    // A number word alone; the rest into the graveyard.
    let e = spell("Look at the top two cards of your library. Put one into your hand and the other into your graveyard.");
    assert_eq!(e, [dig(2, 1, true, None, DigRest::Graveyard, SearchTo::Hand, Vec::new())]);
    // Curate: any number into the graveyard, the rest back on top in any order.
    let e = spell("Look at the top two cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.");
    assert_eq!(e, [dig(2, u8::MAX, false, None, DigRest::TopAnyOrder, SearchTo::Graveyard, Vec::new())]);
    // Narset's −2: "you may reveal … from among them and put it into your hand", a random order.
    let e = spell("Look at the top four cards of your library. You may reveal a noncreature, nonland card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.");
    let Effect::Dig { take: 1, exact: false, filter: Some(f), rest: DigRest::BottomRandom, to: SearchTo::Hand, .. } = &e[0] else { panic!("{e:?}") };
    assert_eq!((f.not_type, f.props.also_not), (Some(CardType::Creature), Some(CardType::Land)));
    // "a permanent card" (CR 110.4b): neither an instant nor a sorcery.
    let e = spell("Look at the top three cards of your library. You may reveal a permanent card from among them and put it into your hand. Put the rest on the bottom of your library in any order.");
    let Effect::Dig { filter: Some(f), .. } = &e[0] else { panic!("{e:?}") };
    assert_eq!((f.not_type, f.props.also_not), (Some(CardType::Instant), Some(CardType::Sorcery)));
    // Onto the battlefield, up to two (Collected Company's shape).
    let e = spell("Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.");
    assert!(matches!(&e[0], Effect::Dig { take: 2, exact: false, filter: Some(_), to: SearchTo::Battlefield { tapped: false }, .. }), "{e:?}");
    // "all land cards revealed this way".
    let e = spell("Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.");
    assert!(matches!(&e[0], Effect::Dig { take: u8::MAX, exact: true, filter: Some(_), rest: DigRest::Graveyard, .. }), "{e:?}");
}

#[test]
fn several_takes_in_a_row_and_the_exiled_card() {
    // Expressive Iteration.
    let e = spell("Look at the top three cards of your library. Put one of them into your hand, put one of them on the bottom of your library, and exile one of them. You may play the exiled card this turn.");
    let more = vec![
        DigTake { take: 1, exact: true, filter: None, to: SearchTo::Bottom },
        DigTake { take: 1, exact: true, filter: None, to: SearchTo::Exile },
    ];
    assert_eq!(
        e,
        [
            dig(3, 1, true, None, DigRest::BottomAnyOrder, SearchTo::Hand, more),
            Effect::MayPlayExiled { subject: Subject::Returned, until: PlayUntil::ThisTurn, cast_only: false, owner: false, tax: 0, later: false }
        ]
    );
    // Takes that may leave cards, followed by another instruction, need a sentence saying
    // where the rest go (with nothing after them, the rest stay on top: `DigRest::Stay`).
    assert!(misses("Look at the top three cards of your library. Put up to one of them into your hand. Draw a card.").iter().any(|m| m.contains("where the rest go")));
    assert!(matches!(spell("Look at the top three cards of your library. Put up to one of them into your hand.")[0], Effect::Dig { rest: DigRest::Stay, .. }));
}

#[test]
fn exiled_from_the_top_to_be_played() {
    // Light Up the Stage.
    let e = spell("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.");
    assert_eq!(e, [Effect::ExileTopMayPlay { until: PlayUntil::EndOfYourNextTurn, count: Amount::Fixed(2), player: PlayerRef::You, cast_only: false }]);
    assert_eq!(
        spell("Exile the top card of your library. You may play that card this turn."),
        [Effect::ExileTopMayPlay { until: PlayUntil::ThisTurn, count: Amount::Fixed(1), player: PlayerRef::You, cast_only: false }]
    );
    // Ragavan: another player's library, cast only, after another instruction.
    let a = ability("Whenever Nobody deals combat damage to a player, create a Treasure token and exile the top card of that player's library. Until end of turn, you may cast that card.");
    let e = effects_of(&a);
    assert!(matches!(e[0], Effect::CreateTokens { .. }), "{e:?}");
    assert_eq!(e[1], Effect::ExileTopMayPlay { until: PlayUntil::ThisTurn, count: Amount::Fixed(1), player: PlayerRef::ThatPlayer, cast_only: true });
    // Exiled alone.
    let a = ability("{T}, Pay 1 life: Exile the top card of your library.");
    assert_eq!(effects_of(&a), [Effect::ExileTop { player: PlayerRef::You, amount: Amount::Fixed(1), face_down: false }]);
    // Face down, or with no stated end: not read (a miss, not a wrong IR).
    assert!(!misses("Exile the top card of your library face down. You may look at and play that card this turn.").is_empty());
    assert!(!misses("Exile the top card of your library. You may play that card.").is_empty());
}

#[test]
fn the_top_card_is_that_card() {
    // Consider.
    let e = spell("Look at the top card of your library. You may put that card into your graveyard.\nDraw a card.");
    assert_eq!(
        e,
        [
            Effect::LookAtTop { reveal: false, player: PlayerRef::You },
            Effect::Optional(Box::new(Effect::MoveThatCard { to: SearchTo::Graveyard, reveal: false })),
            Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) }
        ]
    );
    // Jace, the Mind Sculptor's +2: another player's library, its bottom.
    let a = ability("[+2]: Look at the top card of target player's library. You may put that card on the bottom of that player's library.");
    assert_eq!(
        effects_of(&a),
        [Effect::LookAtTop { reveal: false, player: PlayerRef::Target(0) }, Effect::Optional(Box::new(Effect::MoveThatCard { to: SearchTo::Bottom, reveal: false }))]
    );
    // Mishra's Bauble: the draw waits for the next turn's upkeep.
    let a = ability("{T}, Sacrifice Nobody: Look at the top card of target player's library. Draw a card at the beginning of the next turn's upkeep.");
    let e = effects_of(&a);
    assert_eq!(e[0], Effect::LookAtTop { reveal: false, player: PlayerRef::Target(0) });
    assert_eq!(e[1], Effect::Delayed { when: DelayedWhen::NextUpkeep, effects: vec![Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) }], about: None, spell: None, trigger: None, each_created: false });
}

#[test]
fn cards_from_a_hand_into_a_library() {
    // Brainstorm.
    let e = spell("Draw three cards, then put two cards from your hand on top of your library in any order.");
    assert_eq!(e[1], Effect::HandToLibrary { player: PlayerRef::You, count: Amount::Fixed(2), top: true });
    // Chittering Rats: the opponent's own hand and library.
    let a = ability("When Nobody enters the battlefield, target opponent puts a card from their hand on top of their library.");
    assert_eq!(effects_of(&a), [Effect::HandToLibrary { player: PlayerRef::Target(0), count: Amount::Fixed(1), top: true }]);
    assert_eq!(spell("Put a card from your hand on the bottom of your library."), [Effect::HandToLibrary { player: PlayerRef::You, count: Amount::Fixed(1), top: false }]);
    // With a quality, or to another zone: other instructions.
    assert!(!misses("Put a creature card from your hand on top of your library.").is_empty());
}

#[test]
fn a_revealed_hand_and_the_card_chosen_from_it() {
    let discard = |text: &str| -> (ObjectFilter, bool, bool) {
        match spell(text).first() {
            Some(Effect::RevealChooseDiscard { player: PlayerRef::Target(0), filter, exile, look, optional: false }) => (*filter, *exile, *look),
            e => panic!("{text}: {e:?}"),
        }
    };
    // Thoughtseize (and its life loss after).
    let (f, exile, look) = discard("Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.");
    assert_eq!((f.not_type, exile, look), (Some(CardType::Land), false, false));
    // Inquisition of Kozilek: a bound after "from it".
    let (f, ..) = discard("Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.");
    assert!(f.props.mana_value.is_some());
    // Duress.
    let (f, ..) = discard("Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.");
    assert_eq!((f.not_type, f.props.also_not), (Some(CardType::Creature), Some(CardType::Land)));
    // Lifebane Zombie's wording: exiled, in one sentence.
    let (_, exile, _) = discard("Target opponent reveals their hand. You choose a green or white creature card from it and exile that card.");
    assert!(exile);
    // Looking instead of revealing.
    let (_, _, look) = discard("Look at target player's hand. You choose a card from it. That player discards that card.");
    assert!(look);
    assert_eq!(spell("Look at target opponent's hand."), [Effect::LookAtHand { player: PlayerRef::Target(0) }]);
    // "you may choose" without "if you do": which card would be meant is unclear.
    assert!(!misses("Target opponent reveals their hand. You may choose a nonland card from it. That player discards that card.").is_empty());
    // Choosing from the hand or a graveyard: not this instruction.
    assert!(!misses("Target opponent reveals their hand. You choose a nonland card from that player's graveyard or hand and exile it.").is_empty());
}

#[test]
fn shuffling_a_library() {
    assert_eq!(spell("Target player shuffles their library."), [Effect::ShuffleLibrary { player: PlayerRef::Target(0) }]);
    assert_eq!(spell("Shuffle your library."), [Effect::ShuffleLibrary { player: PlayerRef::You }]);
    // After a search, "then shuffle" is the search's own (no second instruction), and
    // "reveal it" reveals the found card.
    let e = spell("Search your library for a creature card, reveal it, put it into your hand, then shuffle.");
    assert!(matches!(e.as_slice(), [Effect::Search { to: SearchTo::Hand, reveal: true, .. }]), "{e:?}");
}

#[test]
fn a_card_you_may_choose_from_a_revealed_hand() {
    // Nightsnare: "you may choose … If you do, … If you don't, …".
    let e = spell("Target opponent reveals their hand. You may choose a nonland card from it. If you do, that player discards that card. If you don't, that player discards two cards.");
    assert!(matches!(e[0], Effect::RevealChooseDiscard { optional: true, exile: false, .. }), "{e:?}");
    assert_eq!(e[1], Effect::IfYouDo { done: false, effect: Box::new(Effect::Discard { player: PlayerRef::Target(0), amount: Amount::Fixed(2), random: false, up_to: false }) });
    // Tourach's Canticle: the sentence goes on after the chosen card's fate.
    let e = spell("Target opponent reveals their hand. You choose a card from it. That player discards that card, then discards a card at random.");
    assert!(matches!(e[0], Effect::RevealChooseDiscard { optional: false, .. }), "{e:?}");
    assert_eq!(e[1], Effect::Discard { player: PlayerRef::Target(0), amount: Amount::Fixed(1), random: true, up_to: false });
}

#[test]
fn hands_and_graveyards_shuffled_into_libraries() {
    // Timetwister.
    let e = spell("Each player shuffles their hand and graveyard into their library, then draws seven cards.");
    assert_eq!(
        e,
        [Effect::ShuffleHandIntoLibrary { player: PlayerRef::EachPlayer, graveyard: true }, Effect::Draw { player: PlayerRef::EachPlayer, amount: Amount::Fixed(7) }]
    );
    assert_eq!(spell("Target player shuffles their graveyard into their library."), [Effect::ShuffleGraveyardIntoLibrary { player: PlayerRef::Target(0) }]);
    // Jace, the Mind Sculptor's −12: the whole library exiled, counted as it happens.
    let a = ability("[−12]: Exile all cards from target player's library, then that player shuffles their hand into their library.");
    let all = mw_ir::Counted::Cards { zone: mw_ir::CardZone::Library, player: PlayerRef::Target(0), filter: ObjectFilter::default() };
    assert_eq!(
        effects_of(&a),
        [
            Effect::ExileTop { player: PlayerRef::Target(0), amount: Amount::Count { of: all, times: 1 }, face_down: false },
            Effect::ShuffleHandIntoLibrary { player: PlayerRef::Target(0), graveyard: false }
        ]
    );
    // Another player's zone into a library: not this instruction.
    assert!(!misses("Shuffle target player's hand into your library.").is_empty());
}

#[test]
fn the_top_card_revealed_and_its_quality() {
    // Delver of Secrets: a reveal that may not happen gates what follows.
    let a = ability("At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Nobody.");
    let e = effects_of(&a);
    assert_eq!(e[1], Effect::Optional(Box::new(Effect::MoveThatCard { to: SearchTo::Top, reveal: true })));
    let Effect::IfYouDo { done: true, effect } = &e[2] else { panic!("{e:?}") };
    let Effect::If { condition: mw_ir::Condition::ThatCard { filter, is: true }, effect, .. } = effect.as_ref() else { panic!("{e:?}") };
    assert_eq!((filter.card_type, filter.or_type), (Some(CardType::Instant), Some(CardType::Sorcery)));
    assert_eq!(**effect, Effect::Transform { subject: Subject::This });
    // A reveal that always happens: only the quality.
    let a = ability("When Nobody enters, reveal the top card of your library. If it's a land card, put it onto the battlefield.");
    let e = effects_of(&a);
    assert!(matches!(&e[1], Effect::If { condition: mw_ir::Condition::ThatCard { is: true, .. }, effect, .. } if **effect == Effect::MoveThatCard { to: SearchTo::Battlefield { tapped: false }, reveal: false }), "{e:?}");
    let e = spell("Look at the top card of your library. If it isn't a creature card, you may put it into your graveyard.");
    assert!(matches!(&e[1], Effect::If { condition: mw_ir::Condition::ThatCard { is: false, .. }, .. }), "{e:?}");
    // No card looked at before: a miss.
    assert!(!misses("If a creature card is revealed this way, draw a card.").is_empty());
}

#[test]
fn a_search_shuffles_its_own_library() {
    // "then shuffle your library": the search's shuffle, not a second one.
    let e = spell("Search your library for up to ten land cards, put them onto the battlefield tapped, then shuffle your library.");
    assert!(matches!(e.as_slice(), [Effect::Search { count: 10, to: SearchTo::Battlefield { tapped: true }, .. }]), "{e:?}");
}
