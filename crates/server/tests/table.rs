//! The server's game table and messages without a network: answers go through the
//! engine (illegal, stale and out-of-turn answers refused with the game unchanged), each
//! seat sees only its own hand, agents play their seat, concession ends the game, and
//! client messages that don't parse are errors, not panics.

use mw_ai::AgentKind;
use mw_carddb::{parse_deck, CardDb, Section};
use mw_engine::{Answer, CardTable, Game, GameSetup};
use mw_server::protocol::{ClientMsg, DeckSpec, ErrorKind, GameFormat, Opponent};
use mw_server::snapshot;
use mw_server::table::Table;
use mw_types::{CardId, ObjectId};
use std::sync::Arc;

fn game(seed: u64) -> (Game, Arc<CardDb>) {
    game_of(2, seed)
}

/// A game of `players` players, the two built-in decks in turn.
fn game_of(players: usize, seed: u64) -> (Game, Arc<CardDb>) {
    let db = Arc::new(CardDb::builtin().expect("card data"));
    let mut defs = Vec::new();
    let mut decks = Vec::new();
    let lists = [include_str!("../../../decks/red-aggro.txt"), include_str!("../../../decks/green-midrange.txt")];
    for text in lists.iter().cycle().take(players) {
        let list = parse_deck(text).expect("built-in deck parses");
        let mut ids = Vec::new();
        for e in list.section(Section::Main) {
            let def = db.compile_entry(e).expect("built-in deck compiles");
            let i = defs.iter().position(|d: &mw_ir::CardDef| d.name == def.name).unwrap_or_else(|| {
                defs.push(def);
                defs.len() - 1
            });
            ids.extend(std::iter::repeat_n(CardId(i as u32), e.count as usize));
        }
        decks.push(ids);
    }
    let g = Game::new(GameSetup::new(Arc::new(CardTable::new(defs)), decks, seed)).expect("game starts");
    (g, db)
}

fn two_people(seed: u64) -> Table {
    let (g, db) = game(seed);
    let frames = snapshot::frames(&g, &db);
    let mut t = Table::new(g, None, frames);
    t.settle();
    t
}

#[test]
fn answers_go_through_the_engine_and_refusals_change_nothing() {
    let mut t = two_people(3);
    let decider = t.game().decision().player.expect("someone decides the mulligan").0;
    let other = 1 - decider;
    let s = t.state(Some(decider));
    assert_eq!(s.question, "keep this hand or mulligan? (0 taken)");
    let texts: Vec<&str> = s.answers.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(texts, ["keep", "mulligan"]);
    assert!(t.state(Some(other)).answers.is_empty(), "only the decider gets answers");

    let bogus = Answer::Cast(ObjectId { slot: 4000, generation: 9 });
    assert_eq!(t.answer(decider, s.seq, bogus).unwrap_err().0, ErrorKind::IllegalAnswer);
    assert_eq!(t.answer(other, s.seq, Answer::Keep).unwrap_err().0, ErrorKind::NotYourDecision);
    assert_eq!(t.answer(decider, s.seq + 1, Answer::Keep).unwrap_err().0, ErrorKind::Stale);
    assert_eq!(t.answer(7, s.seq, Answer::Keep).unwrap_err().0, ErrorKind::NotSeated);
    assert_eq!(t.state(Some(decider)), s, "refusals leave the game as it was");

    t.answer(decider, s.seq, Answer::Keep).expect("keep is legal");
    t.settle();
    assert!(t.state(Some(decider)).seq > s.seq);
}

#[test]
fn each_seat_sees_its_own_hand_and_spectators_none() {
    let mut t = two_people(5);
    let p0 = t.state(Some(0));
    assert_eq!(p0.players[0].hand.as_ref().map(Vec::len), Some(7));
    assert_eq!(p0.players[1].hand, None);
    assert_eq!(p0.players[1].hand_size, 7);
    let p1 = t.state(Some(1));
    assert_eq!(p1.players[0].hand, None);
    assert!(p1.players[1].hand.is_some());
    let watcher = t.state(None);
    assert!(watcher.players.iter().all(|p| p.hand.is_none()));
    assert!(watcher.answers.is_empty());
    // Every card in view has a frame with its type line.
    let (g, db) = game(5);
    let frames = snapshot::frames(&g, &db);
    for c in p0.players[0].hand.as_ref().unwrap() {
        assert!(!frames[&c.name].type_line.is_empty(), "{} has a type line", c.name);
    }
}

#[test]
fn an_agent_plays_its_seat_until_the_person_must_decide() {
    let (g, db) = game(11);
    let frames = snapshot::frames(&g, &db);
    let mut t = Table::new(g, Some((AgentKind::Random, 11)), frames);
    t.settle();
    // Whatever the agent decides happens at once: the person always holds the decision
    // (or the game is over).
    for _ in 0..400 {
        let s = t.state(Some(0));
        if s.result.is_some() {
            break;
        }
        assert_eq!(s.decider, Some(0), "the table waits only for the person");
        let a = s.answers.iter().find(|a| a.text == "keep" || a.text == "pass").unwrap_or(&s.answers[0]);
        t.answer(0, s.seq, a.answer).expect("a listed answer is legal");
        t.settle();
    }
    assert!(t.state(Some(0)).turn > 1, "the game moved on");
}

#[test]
fn conceding_ends_the_game_for_everyone() {
    let mut t = two_people(2);
    t.concede(1).expect("a player may concede");
    for seat in [Some(0), Some(1), None] {
        let s = t.state(seat);
        assert_eq!(s.result.as_deref(), Some("p1 wins"));
        assert_eq!(s.winner, Some(0));
        assert_eq!(s.decider, None);
    }
    assert_eq!(t.concede(0).unwrap_err().0, ErrorKind::CannotConcede);
    let seq = t.state(Some(0)).seq;
    assert_eq!(t.answer(0, seq, Answer::Keep).unwrap_err().0, ErrorKind::GameOver);
}

#[test]
fn client_messages_parse_or_fail_with_a_message() {
    let m: ClientMsg = serde_json::from_str(r#"{"t":"new","opponent":{"kind":"ai"},"deck":{"builtin":"red-aggro"}}"#).unwrap();
    assert_eq!(
        m,
        ClientMsg::New {
            opponent: Opponent::Ai { agent: None },
            deck: Some(DeckSpec::Builtin("red-aggro".into())),
            opponent_deck: None,
            seed: None,
            players: None,
            format: GameFormat::Constructed,
        }
    );
    let m: ClientMsg = serde_json::from_str(r#"{"t":"answer","seq":4,"answer":{"PlayLand":{"slot":3,"generation":1}}}"#).unwrap();
    assert_eq!(m, ClientMsg::Answer { seq: 4, answer: Answer::PlayLand(ObjectId { slot: 3, generation: 1 }) });
    for bad in [r#"{"t":"answer","seq":4,"answer":{"Cast":"x"}}"#, r#"{"t":"fly"}"#, "[1,2", r#"{"t":"join"}"#] {
        let e = serde_json::from_str::<ClientMsg>(bad).unwrap_err();
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn a_four_player_table_seats_an_agent_in_each_other_seat() {
    let (g, db) = game_of(4, 13);
    let frames = snapshot::frames(&g, &db);
    let mut t = Table::new(g, Some((AgentKind::Random, 13)), frames);
    t.settle();
    assert!(!t.waiting(), "no seat waits for a person");
    for _ in 0..300 {
        let s = t.state(Some(0));
        assert_eq!(s.players.len(), 4);
        assert!(s.players.iter().filter(|p| p.hand.is_some()).count() == 1, "only the viewer's hand is shown");
        if s.result.is_some() {
            break;
        }
        assert_eq!(s.decider, Some(0), "the agents in seats 2-4 decide at once");
        let a = s.answers.iter().find(|a| a.text == "keep" || a.text == "pass").unwrap_or(&s.answers[0]);
        t.answer(0, s.seq, a.answer).expect("a listed answer is legal");
        t.settle();
    }
    let s = t.state(Some(0));
    assert!(s.turn > 4 || s.result.is_some(), "the turn passed around the table: turn {}", s.turn);
}

#[test]
fn a_table_for_three_people_waits_until_both_others_sit() {
    let (g, db) = game_of(3, 17);
    let frames = snapshot::frames(&g, &db);
    let mut t = Table::new(g, None, frames);
    assert!(t.waiting() && t.state(Some(0)).waiting);
    t.seat_taken(1);
    assert!(t.waiting(), "seat 3 is still open");
    t.seat_taken(2);
    assert!(!t.waiting() && !t.state(Some(2)).waiting);
}

#[test]
fn the_hub_seats_people_in_turn_and_refuses_a_full_table() {
    let new_game = |decks: &[(String, String)], format: GameFormat, seed: u64| -> Result<Game, String> {
        assert_eq!(format, GameFormat::Constructed);
        Ok(game_of(decks.len(), seed).0)
    };
    let db = Arc::new(CardDb::builtin().expect("card data"));
    let decks = vec![("red".to_string(), String::new()), ("green".to_string(), String::new())];
    let hub = mw_server::Hub::new(Box::new(new_game), db, decks);
    let (first, _) = hub.create(&Opponent::Human, None, None, Some(3), (Some(3), GameFormat::Constructed)).expect("a game for three");
    assert_eq!(first.seat, Some(0));
    let (second, t2) = hub.join(&first.code).expect("seat 2 is open");
    let (third, _) = hub.join(&first.code).expect("seat 3 is open");
    assert_eq!((second.seat, third.seat), (Some(1), Some(2)));
    assert_eq!(hub.join(&first.code).err().map(|e| e.0), Some(ErrorKind::SeatTaken));
    assert_eq!(hub.resume(&first.code, &t2).ok().and_then(|s| s.seat), Some(1), "a token takes its seat back");
    let too_many = hub.create(&Opponent::Human, None, None, None, (Some(7), GameFormat::Constructed));
    assert!(too_many.is_err_and(|e| e.1.contains("2 to 6 players")));
    // No Commander decks on this hub: a Commander game needs a pasted list.
    let commander = hub.create(&Opponent::Human, None, None, None, (None, GameFormat::Commander));
    assert!(commander.is_err_and(|e| e.0 == ErrorKind::BadDeck && e.1.contains("Commander")));
}
