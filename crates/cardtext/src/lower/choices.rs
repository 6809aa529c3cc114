//! What "choose …" names when a player chooses a value rather than an object (CR 608.2d
//! as an instruction resolves, CR 614.12a as a permanent enters): a color, a creature
//! type, a card type of a list ("creature or land") or any ("a card type"), a card name
//! of a kind of card ("a nonbasic land card name", CR 201.3).

use mw_ir::{Choice, NameOf};
use mw_types::CardType;

/// The choice the words after "choose" name (None: not a value choice this knows).
pub fn choice(words: &str) -> Option<Choice> {
    match words {
        "a color" => Some(Choice::Color),
        "a creature type" => Some(Choice::CreatureType),
        "a card type" => Some(Choice::CardType { among: 0 }),
        _ => card_name(words).or_else(|| type_list(words)),
    }
}

/// "a [kind] card name": "a card name", "a nonland card name", "a creature card name",
/// "a nonbasic land card name", "a card name other than a basic land card name".
fn card_name(words: &str) -> Option<Choice> {
    if words == "a card name other than a basic land card name" {
        return Some(Choice::CardName(NameOf { nonbasic: true, ..NameOf::default() }));
    }
    let kind = words.strip_prefix("a ")?.strip_suffix("card name")?.trim_end();
    let mut of = NameOf::default();
    let mut rest = kind;
    if let Some(r) = rest.strip_prefix("nonbasic ") {
        of.nonbasic = true;
        rest = r;
    }
    match rest {
        "" if !of.nonbasic => {}
        _ if rest.starts_with("non") => of.not_type = Some(card_type(&rest[3..])?),
        _ => of.card_type = Some(card_type(rest)?),
    }
    // "nonbasic" qualifies only lands.
    if of.nonbasic && of.card_type != Some(CardType::Land) {
        return None;
    }
    Some(Choice::CardName(of))
}

/// "creature or land", "artifact, creature, or land": a list of card types, one of which
/// is chosen.
fn type_list(words: &str) -> Option<Choice> {
    let mut among = 0u16;
    let mut n = 0;
    for part in words.split([',', ' ']).filter(|w| !w.is_empty() && *w != "or") {
        among |= Choice::type_bit(card_type(part)?);
        n += 1;
    }
    (n >= 2 && words.contains(" or ")).then_some(Choice::CardType { among })
}

/// One of the card types of CR 205.2a a game's cards have, by its word.
fn card_type(word: &str) -> Option<CardType> {
    CardType::from_name(word).filter(|t| Choice::CARD_TYPES.contains(t))
}
