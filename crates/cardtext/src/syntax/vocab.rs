//! The closed word classes of Oracle text: number words, colors, card types, supertypes,
//! subtypes (CR 205) and their plurals, and keyword names (CR 702).

use mw_types::{CardType, Color, CreatureType, Subtype, Supertype};

/// The largest number the compiler reads in rules text: no card prints more, and the
/// engine's arithmetic stays far from overflow. A bigger number is not understood.
pub const MAX_NUMBER: u32 = 1_000_000;

/// CR 107.1: "three" → 3 (words up to twenty).
pub fn number_word(w: &str) -> Option<u32> {
    const WORDS: [&str; 21] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ];
    WORDS.iter().position(|x| *x == w).map(|i| i as u32)
}

/// "first" → 1 … "tenth" → 10.
pub fn ordinal_word(w: &str) -> Option<u32> {
    const WORDS: [&str; 10] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
    WORDS.iter().position(|x| *x == w).map(|i| i as u32 + 1)
}

pub fn color_word(w: &str) -> Option<Color> {
    Color::from_word(w)
}

/// A card type word, singular or plural (CR 205.2a).
pub fn card_type_word(w: &str) -> Option<(CardType, bool)> {
    if let Some(t) = CardType::from_name(w) {
        return Some((t, false));
    }
    let singular = match w {
        "sorceries" => "sorcery",
        _ => w.strip_suffix('s')?,
    };
    CardType::from_name(singular).map(|t| (t, true))
}

pub fn supertype_word(w: &str) -> Option<Supertype> {
    Supertype::from_name(w)
}

/// A subtype word (creature, land, artifact, enchantment, spell, planeswalker and battle
/// types; CR 205.3), singular or plural: its singular form, and whether it was plural.
pub fn subtype_word(w: &str) -> Option<(String, bool)> {
    let table = subtypes();
    if table.contains(w) {
        return Some((w.to_string(), false));
    }
    singulars(w).into_iter().find(|s| table.contains(s.as_str())).map(|s| (s, true))
}

/// Every subtype name, lower case, looked up once per word.
fn subtypes() -> &'static std::collections::HashSet<String> {
    static TABLE: std::sync::OnceLock<std::collections::HashSet<String>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t: std::collections::HashSet<String> = CreatureType::all().map(|c| c.name().to_ascii_lowercase()).collect();
        t.extend((0..200u16).map(|i| Subtype(i).name()).filter(|n| *n != "?").map(str::to_ascii_lowercase));
        t.extend(["plains", "island", "swamp", "mountain", "forest"].map(String::from));
        t.extend(PLANESWALKER_TYPES.map(String::from));
        t
    })
}

/// CR 205.3j: basic land types, by the color of their mana.
pub fn land_type(w: &str) -> Option<Color> {
    Some(match w {
        "plains" => Color::White,
        "island" => Color::Blue,
        "swamp" => Color::Black,
        "mountain" => Color::Red,
        "forest" => Color::Green,
        _ => return None,
    })
}

/// A few planeswalker types that appear in rules text ("Jace planeswalker").
const PLANESWALKER_TYPES: [&str; 12] =
    ["jace", "chandra", "liliana", "garruk", "ajani", "nissa", "gideon", "sarkhan", "teferi", "karn", "ugin", "bolas"];

/// The singular forms a plural word may have: "goblins" → "goblin", "elves" → "elf",
/// "faeries" → "faerie" or "faery"; empty when it isn't a plural.
pub fn singulars(w: &str) -> Vec<String> {
    const IRREGULAR: [(&str, &str); 8] = [
        ("elves", "elf"),
        ("wolves", "wolf"),
        ("dwarves", "dwarf"),
        ("werewolves", "werewolf"),
        ("mice", "mouse"),
        ("fungi", "fungus"),
        ("sorceries", "sorcery"),
        ("plains", "plains"),
    ];
    if let Some((_, sg)) = IRREGULAR.iter().find(|(pl, _)| *pl == w) {
        return vec![sg.to_string()];
    }
    let mut out = Vec::new();
    if let Some(stem) = w.strip_suffix('s').filter(|s| !s.ends_with('s') && !s.is_empty()) {
        out.push(stem.to_string());
    }
    if let Some(stem) = w.strip_suffix("ies") {
        out.push(format!("{stem}y"));
    }
    if let Some(stem) = w.strip_suffix("es").filter(|s| s.ends_with("ch") || s.ends_with("sh") || s.ends_with('x') || s.ends_with('s')) {
        out.push(stem.to_string());
    }
    out
}

/// The keyword abilities a phrase like "with flying" or "gains haste" names (CR 702),
/// longest first so "first strike" wins over "first".
pub const KEYWORDS: [&str; 40] = [
    "double strike", "first strike", "deathtouch", "defender", "flash", "flying", "haste", "hexproof", "indestructible",
    "lifelink", "menace", "reach", "shroud", "trample", "vigilance", "infect", "wither", "fear", "intimidate", "shadow",
    "horsemanship", "skulk", "changeling", "flanking", "plainswalk", "islandwalk", "swampwalk", "mountainwalk",
    "forestwalk", "ward", "banding", "prowess", "protection", "landwalk", "devoid", "persist", "undying", "exalted",
    "toxic", "afflict",
];

/// A keyword name at the start of `words` (space-separated, lower case): its length in
/// words and its name.
pub fn keyword_prefix(words: &[&str]) -> Option<(usize, &'static str)> {
    for k in KEYWORDS {
        let n = k.split(' ').count();
        if words.len() >= n && k.split(' ').zip(words).all(|(a, b)| a == *b) {
            return Some((n, k));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_and_types() {
        assert_eq!(singulars("goblins"), ["goblin"]);
        assert_eq!(singulars("elves"), ["elf"]);
        assert_eq!(subtype_word("faeries"), Some(("faerie".to_string(), true)));
        assert_eq!(subtype_word("mercenaries"), Some(("mercenary".to_string(), true)));
        assert_eq!(card_type_word("artifacts"), Some((CardType::Artifact, true)));
        assert_eq!(card_type_word("sorceries"), Some((CardType::Sorcery, true)));
        assert!(subtype_word("goblins").is_some());
        assert!(subtype_word("equipment").is_some());
        assert!(subtype_word("islands").is_some());
    }
}
