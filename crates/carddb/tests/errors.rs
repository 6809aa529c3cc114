//! Bad input gets a clear, typed error: a corrupt data line, an unknown card name with
//! suggestions, an unsupported card naming its text.

use mw_carddb::{CardDb, CardError, LoadError};

#[test]
fn a_corrupt_data_file_names_its_line() {
    let good = r#"{"name":"Forest","layout":"normal","src":"x","faces":[{"name":"Forest","type_line":"Basic Land — Forest","types":["Land"],"subtypes":["Forest"]}]}"#;
    let text = format!("{good}\n{{\"name\": \"Broken\", \"faces\": [\n");
    match CardDb::parse(&text) {
        Err(LoadError::BadLine { line, .. }) => assert_eq!(line, 2),
        other => panic!("expected a bad line 2, got {other:?}"),
    }
    let empty_faces = r#"{"name":"X","layout":"normal","src":"x","faces":[]}"#;
    assert!(matches!(CardDb::parse(empty_faces), Err(LoadError::BadLine { line: 1, .. })));
}

#[test]
fn unknown_and_unsupported_cards_say_why() {
    let db = CardDb::builtin().expect("card data");
    match db.compile("Grizly Bears") {
        Err(CardError::Unknown { suggestions, .. }) => assert!(suggestions.contains(&"Grizzly Bears".to_string())),
        other => panic!("expected an unknown card, got {other:?}"),
    }
    match db.compile("Bottomless Pool // Locker Room") {
        Err(CardError::Unsupported { name, diagnostics }) => {
            assert_eq!(name, "Bottomless Pool // Locker Room");
            assert!(diagnostics.iter().any(|d| d.message.contains("Rooms")));
        }
        other => panic!("expected an unsupported card, got {other:?}"),
    }
}

#[test]
fn a_meld_card_is_found_by_its_front_face_name() {
    let db = CardDb::builtin().expect("card data");
    let r = db.get("Hanweir Battlements").expect("the front face's name finds the card");
    assert_eq!(r.name, "Hanweir Battlements // Hanweir, the Writhing Township");
}

/// ../shared/repro/fuzz-long-card-name-hang: a 26 KB unknown name took 40 s (every card
/// name compared with it) and was echoed back whole.
#[test]
fn an_overlong_unknown_name_fails_at_once_and_is_shortened() {
    let db = CardDb::builtin().expect("card data");
    let name = "Mountain1000 ".repeat(2000);
    let start = std::time::Instant::now();
    let e = db.compile(name.trim()).expect_err("no such card");
    assert!(start.elapsed() < std::time::Duration::from_secs(2), "took {:?}", start.elapsed());
    match &e {
        CardError::Unknown { suggestions, .. } => assert!(suggestions.is_empty()),
        other => panic!("expected an unknown card, got {other:?}"),
    }
    let message = e.to_string();
    assert!(message.len() < 200 && message.contains("(25999 characters)"), "{message}");
}
