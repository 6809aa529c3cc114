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
