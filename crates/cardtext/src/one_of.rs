//! Lists of types and subtypes of which a card needs one: "an artifact, creature, or land
//! card", "an Elf, Swamp, or Forest card", "an Aura or Equipment card", "a Cleric card, a
//! Rogue card, and/or a Wizard card".

use mw_ir::{ObjectFilter, OneOf, OneOfItem};
use mw_types::{CardType, CreatureType, Subtype};

/// The list and the text after its final "card"; None unless it has two items or more
/// and is more than two card types (which `object_phrase` reads as "X or Y").
pub fn card_list(text: &str) -> Option<(ObjectFilter, &str)> {
    list(text, true, false)
}

/// The same list naming permanents ("target artifact, creature, or land"), with no
/// "card" after it.
pub fn permanent_list(text: &str) -> Option<(ObjectFilter, &str)> {
    let (f, r) = list(text, false, false)?;
    (r.is_empty() || r.starts_with([' ', ',', '.'])).then_some((f, r))
}

/// The same list in the plural, for a group: "all artifacts and enchantments",
/// "artifacts, creatures, and lands".
pub fn plural_list(text: &str) -> Option<(ObjectFilter, &str)> {
    let (f, r) = list(text, false, true)?;
    (r.is_empty() || r.starts_with([' ', ',', '.'])).then_some((f, r))
}

fn list(text: &str, cards: bool, plural: bool) -> Option<(ObjectFilter, &str)> {
    let mut one = OneOf::default();
    let (mut n, mut only_types) = (0, true);
    let mut r = text;
    loop {
        let end = r.find([' ', ',']).unwrap_or(r.len());
        let word = &r[..end];
        let it = if plural { item(word.strip_suffix('s')?)? } else { item(word)? };
        only_types &= matches!(it, OneOfItem::Type(_));
        one.add(it).then_some(())?;
        n += 1;
        r = &r[end..];
        let after_card = r.strip_prefix(" card");
        let base = after_card.unwrap_or(r);
        const SEPARATORS: [&str; 11] = [", and/or a ", ", and/or an ", ", or a ", ", or an ", ", a ", ", an ", ", and/or ", ", or ", " or ", " and/or ", ", "];
        // A group's list joins with "and": "artifacts and enchantments".
        const PLURAL: [&str; 6] = [", and/or ", ", or ", ", and ", " and/or ", " or ", " and "];
        let seps: &[&str] = if plural { &PLURAL } else { &SEPARATORS };
        let next = seps.iter().find_map(|s| base.strip_prefix(s)).filter(|next| {
            let end = next.find([' ', ',']).unwrap_or(next.len());
            let w = &next[..end];
            if plural { w.strip_suffix('s').and_then(item).is_some() } else { item(w).is_some() }
        });
        match next {
            Some(next) => r = next,
            None => {
                let rest = if cards { after_card? } else { r };
                if n < 2 || (only_types && n < 3 && !plural) {
                    return None;
                }
                let mut f = ObjectFilter::default();
                f.props.one_of = one;
                return Some((f, rest));
            }
        }
    }
}

/// One word of a list: a card type, creature type, other subtype or basic land type.
fn item(word: &str) -> Option<OneOfItem> {
    if let Some(t) = CardType::from_name(word).filter(|t| !matches!(t, CardType::Kindred)) {
        return Some(OneOfItem::Type(t));
    }
    crate::target::land_type(word)
        .map(OneOfItem::Land)
        .or_else(|| Subtype::other_from_name(word).map(OneOfItem::Subtype))
        .or_else(|| CreatureType::from_name(word).map(OneOfItem::Creature))
}
