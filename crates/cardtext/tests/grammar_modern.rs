//! The grammar front end on the constructs behind Modern and Legacy staples: cards from
//! outside the game or in exile put into a hand (wishes, Karn), "[they] exiled this way"
//! and "sacrifices all … they control" (Living End), sunburst, a spell cast this turn
//! by its colors, rules about players for the turn ("can't be countered", hexproof from
//! colors). Text → IR, several wordings per construct.

use mw_cardtext::TextKind;
use mw_ir::{Ability, CardZone, Condition, Controller, Effect, EntersReplacement, MoveTo, PlayerMoves, PlayerRef, PlayerRule, Subject};
use mw_types::{CardType, Color, ColorSet};

mod common;
use common::{grammar, one_permanent as permanent, refused, spell_effects as spell};

fn moves(e: &Effect) -> PlayerMoves {
    match e {
        Effect::PlayerMoves(m) => *m,
        Effect::Optional(inner) => moves(inner),
        other => panic!("not a move: {other:?}"),
    }
}

fn colors(v: &[Color]) -> ColorSet {
    v.iter().copied().collect()
}

#[test]
fn a_card_from_outside_the_game_or_exile_into_the_hand() {
    // The wishes: one sentence, "and put it into your hand".
    for (text, t) in [
        ("You may reveal a sorcery card you own from outside the game and put it into your hand.", CardType::Sorcery),
        ("You may reveal an instant card you own from outside the game and put it into your hand.", CardType::Instant),
        ("You may reveal a creature card you own from outside the game and put it into your hand.", CardType::Creature),
    ] {
        let e = spell(text);
        assert!(matches!(e[0], Effect::Optional(_)), "{text}: {e:?}");
        let m = moves(&e[0]);
        assert_eq!((m.player, m.from, m.or_from, m.count, m.to), (PlayerRef::You, CardZone::Outside, None, Some(1), MoveTo::Hand), "{text}");
        assert_eq!(m.filter.card_type, Some(t), "{text}");
    }
    // Karn and Coax from the Blind Eternities: outside the game or a face-up card in
    // exile, "Put that card into your hand." as the next sentence.
    let e = spell("You may reveal an artifact card you own from outside the game or choose a face-up artifact card you own in exile. Put that card into your hand.");
    assert_eq!(e.len(), 1, "{e:?}");
    let m = moves(&e[0]);
    assert_eq!((m.from, m.or_from, m.to, m.filter.card_type), (CardZone::Outside, Some(CardZone::Exile), MoveTo::Hand, Some(CardType::Artifact)));
    // Death Wish's wording: "put a card you own from outside the game into your hand".
    let m = moves(&spell("You may put a card you own from outside the game into your hand.")[0]);
    assert_eq!((m.from, m.to, m.count), (CardZone::Outside, MoveTo::Hand, Some(1)));
    // Two different kinds of cards from the two zones: refused.
    assert!(refused(
        "You may reveal an artifact card you own from outside the game or choose a face-up creature card you own in exile. Put that card into your hand.",
        TextKind::Spell
    )
    .contains("outside the game"));
}

#[test]
fn each_player_exiles_sacrifices_and_returns_the_cards_exiled_this_way() {
    // Living End.
    let e = spell("Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, then puts all cards they exiled this way onto the battlefield.");
    assert_eq!(e.len(), 3, "{e:?}");
    let exile = moves(&e[0]);
    assert_eq!((exile.player, exile.from, exile.to, exile.count), (PlayerRef::EachPlayer, CardZone::Graveyard, MoveTo::Exile, None));
    // Each player who controls a creature sacrifices all creatures they control (CR
    // 701.21a: a player sacrifices only their own).
    match &e[1] {
        Effect::EachPlayerWho { players: PlayerRef::EachPlayer, effect, .. } => match &**effect {
            Effect::ForEach { filter, effect, .. } => {
                assert_eq!((filter.card_type, filter.controller), (Some(CardType::Creature), Controller::You));
                assert_eq!(**effect, Effect::Sacrifice { subject: Subject::Each });
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    let back = moves(&e[2]);
    assert_eq!((back.player, back.from, back.to), (PlayerRef::EachPlayer, CardZone::Exile, MoveTo::Battlefield));
    assert!(back.filter.props.exiled_this_way);
    assert_eq!(back.filter.card_type, Some(CardType::Creature));
}

#[test]
fn sacrifice_all_of_the_subjects_own() {
    // "you control" after no subject: the controller's.
    match &spell("Sacrifice all lands you control.")[0] {
        Effect::ForEach { filter, .. } => assert_eq!((filter.card_type, filter.controller), (Some(CardType::Land), Controller::You)),
        other => panic!("{other:?}"),
    }
    // "they control" after each opponent: their own, each sacrificing theirs.
    match &spell("Each opponent sacrifices all creatures they control.")[0] {
        Effect::EachPlayerWho { players, effect, .. } => {
            assert_eq!(*players, PlayerRef::EachOpponent);
            assert!(matches!(&**effect, Effect::ForEach { filter, .. } if filter.controller == Controller::You));
        }
        other => panic!("{other:?}"),
    }
    // "they exiled this way" without an earlier exile of all such cards: refused.
    assert!(refused("Each player puts all cards they exiled this way onto the battlefield.", TextKind::Spell).contains("exiled this way"));
}

#[test]
fn sunburst() {
    assert_eq!(grammar("Sunburst", TextKind::Permanent), vec![Ability::Enters(EntersReplacement::Sunburst)]);
    assert_eq!(
        grammar("Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)", TextKind::Permanent),
        vec![Ability::Enters(EntersReplacement::Sunburst)]
    );
}

#[test]
fn a_spell_of_a_color_cast_this_turn() {
    for (text, who, c) in [
        ("Draw a card if an opponent has cast a blue or black spell this turn.", Controller::NotYou, colors(&[Color::Blue, Color::Black])),
        ("Draw a card if an opponent has cast a red spell this turn.", Controller::NotYou, colors(&[Color::Red])),
        ("If you have cast a green spell this turn, draw a card.", Controller::You, colors(&[Color::Green])),
    ] {
        match &spell(text)[0] {
            Effect::If { condition: Condition::CastColorThisTurn { who: w, colors }, .. } => assert_eq!((*w, *colors), (who, c), "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    // Card types are recorded too (CR 601.2i): one spell of a card type.
    match &spell("Draw a card if an opponent has cast a creature spell this turn.")[0] {
        Effect::If { condition: Condition::CastThisTurn { who, filter, compare }, .. } => {
            assert_eq!((*who, filter.card_type, *compare), (Controller::NotYou, Some(mw_types::CardType::Creature), mw_ir::Compare::AtLeast(1)));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn rules_about_players_this_turn() {
    assert_eq!(
        spell("Spells you control can't be countered this turn."),
        vec![Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::SpellsCantBeCountered }]
    );
    // Veil of Summer's third sentence: the player and their permanents.
    let e = spell("You and permanents you control gain hexproof from blue and from black until end of turn.");
    let ub = colors(&[Color::Blue, Color::Black]);
    assert_eq!(e[0], Effect::PlayerRule { player: PlayerRef::You, rule: PlayerRule::HexproofFrom(ub) });
    match &e[1] {
        Effect::ForEach { filter, effect, .. } => {
            assert_eq!(filter.controller, Controller::You);
            assert!(matches!(**effect, Effect::GainProtection { hexproof: true, colors: Some(c), .. } if c == ub));
        }
        other => panic!("{other:?}"),
    }
    // A target creature: hexproof from one color, or protection from one.
    for (text, hexproof) in [("Target creature gains hexproof from white until end of turn.", true), ("Target creature gains protection from red until end of turn.", false)] {
        assert!(spell(text).iter().any(|e| matches!(e, Effect::GainProtection { hexproof: h, .. } if *h == hexproof)), "{text}");
    }
}

#[test]
fn a_player_who_cast_a_spell_of_a_kind_cant_cast_another() {
    // Ethersworn Canonist, and the same construct with a card type.
    for (text, filter) in [
        ("Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells.", (None, Some(CardType::Artifact))),
        ("Each player who has cast a creature spell this turn can't cast additional creature spells.", (Some(CardType::Creature), None)),
    ] {
        match permanent(text) {
            Ability::ZoneBan(mw_ir::ZoneBan::CantCastAnother { filter: f }) => assert_eq!((f.card_type, f.not_type), filter, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    // Other spells than the ones counted: refused.
    refused("Each player who has cast a nonartifact spell this turn can't cast additional creature spells.", TextKind::Permanent);
}

#[test]
fn lands_tapped_for_mana_produce_another_type() {
    use mw_ir::ManaReplacement;
    use mw_types::ManaType;
    // Damping Sphere: only when tapped for two or more mana.
    assert_eq!(
        permanent("If a land is tapped for two or more mana, it produces {C} instead of any other type and amount."),
        Ability::TappedForMana(ManaReplacement::LandsProduceOnlyFromMany { mana: ManaType::Colorless, least: 2 })
    );
    // Contamination's wording: any mana.
    assert_eq!(
        permanent("If a land is tapped for mana, it produces {B} instead of any other type and amount."),
        Ability::TappedForMana(ManaReplacement::LandsProduceOnly(ManaType::Black))
    );
}

#[test]
fn costs_more_for_each_other_spell_that_player_cast() {
    match permanent("Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.") {
        Ability::CostChange(c) => {
            assert_eq!((c.caster, c.more), (Some(Controller::Any), true));
            assert_eq!(c.times, mw_ir::Amount::Count { of: mw_ir::Counted::CasterSpellsThisTurn, times: 1 });
        }
        other => panic!("{other:?}"),
    }
    // The caster's spells need a caster named: refused for "this spell".
    refused("This spell costs {1} more to cast for each other spell that player has cast this turn.", TextKind::Spell);
}

#[test]
fn that_many_after_an_uncounted_sacrifice_is_refused() {
    // Hellion Eruption's "that many" counts the sacrificed creatures, which the IR
    // doesn't record: a miss, never the trigger's amount.
    assert!(refused("Sacrifice all creatures you control, then create that many 4/4 red Hellion creature tokens.", TextKind::Spell).contains("that many"));
}
