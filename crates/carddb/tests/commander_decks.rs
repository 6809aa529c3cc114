//! Commander deck construction (CR 903.3–903.5): color identity from card records, and
//! `DeckFormat::Commander` saying why a deck is illegal, line by line.

use mw_carddb::commander_rules::{color_identity, identity_text};
use mw_carddb::{parse_deck, CardDb, DeckFormat, RuleBreak};

fn db() -> &'static CardDb {
    static DB: std::sync::OnceLock<CardDb> = std::sync::OnceLock::new();
    DB.get_or_init(|| CardDb::builtin().expect("card data"))
}

fn identity(name: &str) -> String {
    identity_text(color_identity(db().get(name).expect("card in the data")))
}

#[test]
fn color_identity_follows_903_4() {
    // CR 903.4's example: a mana symbol in the rules text counts.
    assert_eq!(identity("Bosh, Iron Golem"), "red");
    // CR 903.5c's example: hybrid symbols count both colors.
    assert_eq!(identity("Wort, the Raidmother"), "red and green");
    // CR 903.4d's example: the back face's color indicator counts.
    assert_eq!(identity("Civilized Scholar"), "blue and red");
    // CR 903.5d: a land's basic land type; a basic land's reminder text is not read.
    assert_eq!(identity("Forest"), "green");
    assert_eq!(identity("Dryad Arbor"), "green");
    assert_eq!(identity("Sol Ring"), "colorless");
}

/// The built-in white deck, with `swap` (a line of the main deck) replaced by `with`.
fn white_deck(swap: &str, with: &str) -> String {
    let text = include_str!("../../../decks/commander/white-weenie.txt");
    assert!(swap.is_empty() || text.contains(swap), "{swap} is in the deck");
    if swap.is_empty() { text.to_string() } else { text.replacen(swap, with, 1) }
}

#[test]
fn the_built_in_decks_are_legal() {
    for text in [
        include_str!("../../../decks/commander/white-weenie.txt"),
        include_str!("../../../decks/commander/black-drana.txt"),
        include_str!("../../../decks/commander/red-krenko.txt"),
        include_str!("../../../decks/commander/green-ezuri.txt"),
    ] {
        let deck = parse_deck(text).unwrap();
        assert_eq!(DeckFormat::Commander.check(db(), &deck), vec![]);
    }
}

#[test]
fn a_card_outside_the_commanders_identity_is_named_with_its_line() {
    let text = white_deck("36 Plains\n", "35 Plains\n1 Lightning Bolt\n");
    let line = text.lines().position(|l| l == "1 Lightning Bolt").unwrap() + 1;
    let deck = parse_deck(&text).unwrap();
    let breaks = DeckFormat::Commander.check(db(), &deck);
    assert_eq!(
        breaks,
        vec![RuleBreak::OutsideIdentity {
            name: "Lightning Bolt".into(),
            line,
            identity: "red".into(),
            commander: "Isamaru, Hound of Konda".into(),
            allowed: "white".into(),
        }]
    );
    let message = breaks[0].to_string();
    assert!(message.contains("Lightning Bolt has color identity red, outside Isamaru, Hound of Konda's white (CR 903.4, 903.5c)"), "{message}");
    // A basic land of another color breaks CR 903.5d the same way.
    let deck = parse_deck(&white_deck("36 Plains\n", "35 Plains\n1 Mountain\n")).unwrap();
    assert!(matches!(&DeckFormat::Commander.check(db(), &deck)[..], [RuleBreak::OutsideIdentity { name, .. }] if name == "Mountain"));
}

#[test]
fn singleton_size_and_commander_designation() {
    // CR 903.5b and 903.5a: a second copy of a nonbasic card.
    let deck = parse_deck(&white_deck("36 Plains\n", "35 Plains\n1 Isamaru, Hound of Konda\n")).unwrap();
    let breaks = DeckFormat::Commander.check(db(), &deck);
    assert!(breaks.contains(&RuleBreak::TooManyCopies { name: "Isamaru, Hound of Konda".into(), have: 2, max: 1, rule: "903.5b" }), "{breaks:?}");
    // CR 903.3: no commander section; a commander that is not a legendary creature.
    let deck = parse_deck("100 Plains\n").unwrap();
    assert!(DeckFormat::Commander.check(db(), &deck).contains(&RuleBreak::NoCommander));
    let deck = parse_deck("Commander\n1 Savannah Lions\n\nDeck\n99 Plains\n").unwrap();
    assert_eq!(DeckFormat::Commander.check(db(), &deck), vec![RuleBreak::NotACommander { name: "Savannah Lions".into(), line: 2 }]);
}

#[test]
fn two_commanders_need_partner() {
    let pair = parse_deck("Commander\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n\nDeck\n98 Plains\n").unwrap();
    assert_eq!(DeckFormat::Commander.check(db(), &pair), vec![]);
    let two = parse_deck("Commander\n1 Isamaru, Hound of Konda\n1 Krenko, Mob Boss\n\nDeck\n98 Plains\n").unwrap();
    let not_partners = RuleBreak::CannotPartner { first: "Isamaru, Hound of Konda".into(), second: "Krenko, Mob Boss".into() };
    assert_eq!(DeckFormat::Commander.check(db(), &two), vec![not_partners]);
    let same = parse_deck("Commander\n2 Isamaru, Hound of Konda\n\nDeck\n98 Plains\n").unwrap();
    assert!(DeckFormat::Commander.check(db(), &same).contains(&RuleBreak::TooManyCommanders { have: 2 }));
}

/// The two-commander decks of each partner ability, and what can't combine (CR 702.124).
fn pair(a: &str, b: &str) -> Vec<RuleBreak> {
    let deck = parse_deck(&format!("Commander\n1 {a}\n1 {b}\n\nDeck\n98 Wastes\n")).unwrap();
    DeckFormat::Commander.check(db(), &deck)
}

#[test]
fn each_partner_ability_pairs_only_with_its_own() {
    // CR 702.124j: partner with the other's name, both ways.
    assert_eq!(pair("Alisaie Leveilleur", "Alphinaud Leveilleur"), vec![]);
    // CR 702.124k: choose a Background and a legendary Background enchantment.
    assert_eq!(pair("Abdel Adrian, Gorion's Ward", "Candlekeep Sage"), vec![]);
    // CR 702.124i: friends forever with friends forever.
    assert_eq!(pair("Bjorna, Nightfall Alchemist", "Cecily, Haunted Mage"), vec![]);
    // CR 702.124f: different partner abilities don't combine.
    let cannot = |a: &str, b: &str| RuleBreak::CannotPartner { first: a.into(), second: b.into() };
    assert_eq!(pair("Akiri, Line-Slinger", "Alisaie Leveilleur"), vec![cannot("Akiri, Line-Slinger", "Alisaie Leveilleur")]);
    assert_eq!(pair("Akiri, Line-Slinger", "Bjorna, Nightfall Alchemist"), vec![cannot("Akiri, Line-Slinger", "Bjorna, Nightfall Alchemist")]);
    // CR 702.124k: a Background is no commander on its own, nor beside a partner.
    let alone = parse_deck("Commander\n1 Candlekeep Sage\n\nDeck\n99 Wastes\n").unwrap();
    assert_eq!(DeckFormat::Commander.check(db(), &alone), vec![RuleBreak::NotACommander { name: "Candlekeep Sage".into(), line: 2 }]);
    let breaks = pair("Akiri, Line-Slinger", "Candlekeep Sage");
    assert!(breaks.contains(&RuleBreak::NotACommander { name: "Candlekeep Sage".into(), line: 3 }), "{breaks:?}");
}
