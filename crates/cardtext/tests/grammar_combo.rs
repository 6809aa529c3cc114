//! The grammar constructs of the combo decks (issue 17: Legacy and Vintage Doomsday):
//! a mana ability activated only as an instant (CR 605.1a, 602.5e) and "discard your
//! hand" as a cost, a cost increase except during the caster's turn (CR 601.2f), half a
//! life total rounded (CR 107.1a), a search of several zones kept on top with the rest
//! exiled (CR 701.23, 401.4), devotion as a number (CR 700.5) and winning or losing the
//! game (CR 104.2b, 104.3e), a card name chosen as a spell resolves and a hand's cards
//! with that name discarded (CR 201.2, 701.9). Text → IR, several wordings each.

use mw_cardtext::TextKind;
use mw_ir::{Ability, Amount, CardZone, Choice, Condition, Counted, Effect, MoveTo, NameOf, PlayerMoves, PlayerRef, Relation};
use mw_ir::target::ChosenIs;
use mw_types::{CardType, Color, ColorSet};

mod common;
use common::{grammar, refused, spell_effects as spell};

fn mana(text: &str) -> mw_ir::ManaAbility {
    match grammar(text, TextKind::Permanent).as_slice() {
        [Ability::Mana(m)] => m.clone(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_mana_ability_activated_only_as_an_instant_stays_a_mana_ability() {
    let m = mana("Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an instant.");
    assert!(m.priority_only && m.cost.discard_hand && m.cost.sacrifice_self && !m.cost.tap);
    let m = mana("{T}, Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an instant.");
    assert!(m.priority_only && m.cost.discard_hand && m.cost.tap);
    // Without the restriction: any time mana is paid.
    let m = mana("{T}, Sacrifice ~: Add one mana of any color.");
    assert!(!m.priority_only && !m.cost.discard_hand);
    // "Discard your hand" in an activated ability's cost.
    let a = grammar("{2}, {T}, Discard your hand: Draw a card.", TextKind::Permanent);
    assert!(matches!(a.as_slice(), [Ability::Activated(x)] if x.cost.discard_hand && x.cost.tap));
    // Another player's hand isn't a cost.
    refused("Discard target player's hand: Draw a card.", TextKind::Permanent);
}

#[test]
fn a_cost_increase_except_during_the_casters_turn() {
    let change = |text: &str| match grammar(text, TextKind::Permanent).as_slice() {
        [Ability::CostChange(c)] => c.clone(),
        other => panic!("{text}: {other:?}"),
    };
    let c = change("Each spell costs {3} more to cast except during its controller's turn.");
    assert_eq!((c.except_casters_turn, c.more, c.caster), (true, true, Some(mw_ir::Controller::Any)));
    let c = change("Creature spells cost {1} more to cast except during its controller's turn.");
    assert_eq!((c.except_casters_turn, c.filter.card_type), (true, Some(CardType::Creature)));
    let c = change("Each spell costs {1} more to cast.");
    assert!(!c.except_casters_turn);
    // CR 107.3: "{X} less …, where X is your devotion to black": {1} that many times.
    let c = change("This spell costs {X} less to cast, where X is your devotion to black.");
    assert_eq!((c.mana.symbols.as_slice(), c.times), ([mw_types::ManaSymbol::Generic(1)].as_slice(), Amount::Count { of: Counted::Devotion(ColorSet::single(Color::Black)), times: 1 }));
}

#[test]
fn half_a_life_total_rounded() {
    let e = spell("You lose half your life, rounded up.");
    assert_eq!(e, vec![Effect::LoseLife { player: PlayerRef::You, amount: Amount::Half { of: Counted::Life(PlayerRef::You), up: true } }]);
    let e = spell("Target player loses half their life, rounded down.");
    assert!(matches!(&e[..], [Effect::LoseLife { player: PlayerRef::Target(0), amount: Amount::Half { of: Counted::Life(_), up: false } }]), "{e:?}");
    let e = spell("Draw four cards. You lose half your life, rounded up.");
    assert!(matches!(&e[..], [Effect::Draw { .. }, Effect::LoseLife { amount: Amount::Half { up: true, .. }, .. }]), "{e:?}");
    // No rounding said: not lowered.
    refused("You lose half your life.", TextKind::Spell);
}

#[test]
fn a_search_of_several_zones_kept_on_top_the_rest_exiled() {
    let e = spell("Search your library and graveyard for five cards and exile the rest. Put the chosen cards on top of your library in any order. You lose half your life, rounded up.");
    let [Effect::PlayerMoves(m), Effect::LoseLife { .. }] = &e[..] else { panic!("{e:?}") };
    assert_eq!(
        *m,
        PlayerMoves { player: PlayerRef::You, from: CardZone::Library, filter: m.filter, count: Some(5), to: MoveTo::LibraryTop { rest_exiled: true }, or_from: Some(CardZone::Graveyard) }
    );
    let e = spell("Search your library and graveyard for two cards and exile the rest. Put the chosen cards on top of your library in any order.");
    assert!(matches!(&e[..], [Effect::PlayerMoves(PlayerMoves { count: Some(2), .. })]), "{e:?}");
    // "up to five": not a fixed number.
    refused("Search your library and graveyard for up to five cards and exile the rest. Put the chosen cards on top of your library in any order.", TextKind::Spell);
}

#[test]
fn devotion_as_a_number_and_winning_the_game() {
    let e = spell("Draw X cards, where X is your devotion to blue.");
    assert_eq!(e, vec![Effect::Draw { player: PlayerRef::You, amount: Amount::Count { of: Counted::Devotion(ColorSet::single(Color::Blue)), times: 1 } }]);
    let e = spell("You gain X life, where X is your devotion to black and red.");
    let [Effect::GainLife { amount: Amount::Count { of: Counted::Devotion(c), .. }, .. }] = &e[..] else { panic!("{e:?}") };
    assert!(c.contains(Color::Black) && c.contains(Color::Red));
    assert_eq!(spell("You win the game."), vec![Effect::WinGame { player: PlayerRef::You }]);
    assert!(matches!(&spell("Target player loses the game.")[..], [Effect::LoseGame { player: PlayerRef::Target(0) }]));
    // Thassa's Oracle: X defined in the first sentence compared in the last.
    let a = grammar(
        "When ~ enters, look at the top X cards of your library, where X is your devotion to blue. Put up to one of them on top of your library and the rest on the bottom of your library in a random order. If X is greater than or equal to the number of cards in your library, you win the game.",
        TextKind::Permanent,
    );
    let [Ability::Triggered(t)] = a.as_slice() else { panic!("{a:?}") };
    let [Effect::Dig { .. }, Effect::If { condition: Condition::Amounts { left, relation: Relation::AtLeast, right }, effect, .. }] = &t.effect[..] else { panic!("{:?}", t.effect) };
    assert_eq!(*left, Amount::Count { of: Counted::Devotion(ColorSet::single(Color::Blue)), times: 1 });
    assert!(matches!(right, Amount::Count { of: Counted::Cards { zone: CardZone::Library, .. }, .. }), "{right:?}");
    assert_eq!(**effect, Effect::WinGame { player: PlayerRef::You });
}

#[test]
fn a_card_name_chosen_as_it_resolves_and_cards_with_that_name() {
    let e = spell("Choose a nonland card name. Target player reveals their hand and discards all cards with that name.");
    let [Effect::Choose(Choice::CardName(NameOf { card_type: None, not_type: Some(CardType::Land), nonbasic: false })), Effect::RevealHand { player: PlayerRef::Target(0) }, Effect::PlayerMoves(m)] = &e[..] else { panic!("{e:?}") };
    assert_eq!((m.from, m.count, m.to, m.filter.props.chosen), (CardZone::Hand, None, MoveTo::Discard, Some(ChosenIs::Name)));
    let e = spell("Choose a card name. Target opponent reveals their hand and discards all cards with that name.");
    assert!(matches!(&e[..], [Effect::Choose(Choice::CardName(NameOf { card_type: None, not_type: None, nonbasic: false })), ..]), "{e:?}");
    let e = spell("Choose a creature card name. Target player reveals their hand. That player discards all cards with that name.");
    assert!(matches!(&e[..], [Effect::Choose(Choice::CardName(NameOf { card_type: Some(CardType::Creature), .. })), Effect::RevealHand { .. }, Effect::PlayerMoves(_)]), "{e:?}");
    // A name chosen, then a search of a player's zones for it.
    let e = spell("Choose a card name. Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles.");
    assert!(matches!(&e[..], [Effect::Choose(_), Effect::SearchName(s), ..] if s.name_of.is_none()), "{e:?}");
}

#[test]
fn skipping_a_step() {
    use mw_ir::{SelfStatic, SkippedStep};
    let statics = |text: &str| grammar(text, TextKind::Permanent);
    assert_eq!(statics("Skip your draw step."), vec![Ability::Static(SelfStatic::SkipStep { step: SkippedStep::Draw, each_player: false })]);
    assert_eq!(statics("Skip your untap step."), vec![Ability::Static(SelfStatic::SkipStep { step: SkippedStep::Untap, each_player: false })]);
    assert_eq!(statics("Players skip their untap steps."), vec![Ability::Static(SelfStatic::SkipStep { step: SkippedStep::Untap, each_player: true })]);
    assert_eq!(statics("Players skip their upkeep steps."), vec![Ability::Static(SelfStatic::SkipStep { step: SkippedStep::Upkeep, each_player: true })]);
    assert_eq!(statics("Each player skips their untap step."), vec![Ability::Static(SelfStatic::SkipStep { step: SkippedStep::Untap, each_player: true })]);
    // Another step: not lowered.
    refused("Skip your combat step.", TextKind::Permanent);
    // "Skip your next turn" is a turn; "your next draw step" is not (Ivory Gargoyle
    // compiled it as a skipped turn).
    assert_eq!(spell("You skip your next turn."), vec![Effect::SkipNextTurn { player: PlayerRef::You }]);
    refused("You skip your next draw step.", TextKind::Spell);
}

#[test]
fn the_discarded_card_and_a_card_exiled_face_down_until_your_next_end_step() {
    use mw_ir::{DelayedWhen, Subject, Trigger};
    let a = grammar("Whenever you discard a card, exile that card from your graveyard.", TextKind::Permanent);
    let [Ability::Triggered(t)] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!((t.trigger.clone(), t.effect.clone()), (Trigger::Discards(mw_ir::Controller::You), vec![Effect::Exile { subject: Subject::Triggering }]));
    let a = grammar("Whenever an opponent discards a card, exile that card.", TextKind::Permanent);
    assert!(matches!(a.as_slice(), [Ability::Triggered(t)] if t.effect == vec![Effect::Exile { subject: Subject::Triggering }]), "{a:?}");
    let a = grammar("Pay 1 life: Exile the top card of your library face down. Put that card into your hand at the beginning of your next end step.", TextKind::Permanent);
    let [Ability::Activated(x)] = a.as_slice() else { panic!("{a:?}") };
    assert_eq!(x.cost.life, 1);
    assert_eq!(
        x.effect,
        vec![
            Effect::ExileTop { player: PlayerRef::You, amount: Amount::Fixed(1), face_down: true },
            Effect::Delayed { when: DelayedWhen::YourNextEndStep, effects: vec![Effect::ReturnToHand { subject: Subject::Triggering }], about: Some(Subject::Returned), spell: None, trigger: None, each_created: false },
        ]
    );
    // Without "face down", at the next end step.
    let a = grammar("{T}: Exile the top card of your library. Return that card to your hand at the beginning of the next end step.", TextKind::Permanent);
    let [Ability::Activated(x)] = a.as_slice() else { panic!("{a:?}") };
    assert!(matches!(&x.effect[..], [Effect::ExileTop { face_down: false, .. }, Effect::Delayed { when: DelayedWhen::NextEndStep, about: Some(Subject::Returned), .. }]), "{:?}", x.effect);
    // Several cards face down: not lowered.
    refused("{T}: Exile the top two cards of your library face down.", TextKind::Permanent);
}

#[test]
fn graveyard_rules_for_the_turn() {
    use mw_ir::PlayerRule;
    assert_eq!(
        spell("Until end of turn, you may play lands and cast spells from your graveyard."),
        vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::CastFromGraveyard { lands: true } }]
    );
    assert_eq!(
        spell("You may cast spells from your graveyard this turn."),
        vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::CastFromGraveyard { lands: false } }]
    );
    assert_eq!(
        spell("If a card would be put into your graveyard from anywhere this turn, exile that card instead."),
        vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::GraveyardExiled }]
    );
    // Another player's graveyard: not lowered.
    refused("If a card would be put into an opponent's graveyard from anywhere this turn, exile that card instead.", TextKind::Spell);
    // The permanent's own static stays a static (no "this turn").
    let a = grammar("If a card would be put into your graveyard from anywhere, exile it instead.", TextKind::Permanent);
    assert!(matches!(a.as_slice(), [Ability::GraveyardInstead(_)]), "{a:?}");
}
