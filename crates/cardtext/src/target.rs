//! Target phrases (CR 115): "any target", "target creature you don't control", …

use mw_ir::{ChosenIs, Compare, Controller, InCombat, Keyword, ObjectFilter, TargetKind, TargetSpec};
use mw_types::{CardType, Color, CreatureType};

/// Reads a target phrase that starts the given text; returns the spec and the rest.
pub fn target(text: &str) -> Option<(TargetSpec, &str)> {
    if let Some(rest) = text.strip_prefix("another target ") {
        let (mut spec, r) = target(&text[8..])?;
        if !matches!(spec.kind, TargetKind::Permanent(_)) || rest.starts_with("target") {
            return None;
        }
        spec.other = true;
        return Some((spec, r));
    }
    if let Some(rest) = text.strip_prefix("any target") {
        return Some((TargetSpec::new(TargetKind::Any), rest));
    }
    let rest = text.strip_prefix("target ")?;
    if let Some(r) = rest.strip_prefix("player or planeswalker") {
        return Some((TargetSpec::new(TargetKind::PlayerOrPlaneswalker), r));
    }
    if let Some(r) = rest.strip_prefix("opponent or planeswalker") {
        return Some((TargetSpec::new(TargetKind::OpponentOrPlaneswalker), r));
    }
    for (words, card_type, not_type) in [
        ("spell", None, None),
        ("creature spell", Some(CardType::Creature), None),
        ("noncreature spell", None, Some(CardType::Creature)),
    ] {
        if let Some(r) = rest.strip_prefix(words) {
            if r.is_empty() || r.starts_with(' ') || r.starts_with(',') {
                let mut filter = ObjectFilter { card_type, not_type, ..ObjectFilter::default() };
                let r = spell_qualifiers(r, &mut filter);
                return Some((TargetSpec::new(TargetKind::Spell(filter)), r));
            }
        }
    }
    // "target instant or sorcery spell", "target red spell", "target artifact or
    // enchantment spell".
    if let Some(i) = rest.find("spell").filter(|i| !rest[..*i].contains(" target ") && !rest[..*i].contains(" and ")) {
        let after = &rest[i + 5..];
        if after.is_empty() || after.starts_with(' ') || after.starts_with(',') {
            let phrase = format!("a {}", &rest[..i + 5]);
            if let Some((mut filter, "")) = crate::trigger::spell_phrase(&phrase) {
                let after = spell_qualifiers(after, &mut filter);
                return Some((TargetSpec::new(TargetKind::Spell(filter)), after));
            }
        }
    }
    if let Some(r) = rest.strip_prefix("opponent").filter(|r| r.is_empty() || r.starts_with(' ') || r.starts_with(',')) {
        return Some((TargetSpec::new(TargetKind::Opponent), r));
    }
    if let Some(r) = rest.strip_prefix("player") {
        return Some((TargetSpec::new(TargetKind::Player), r));
    }
    let (filter, r) = object_phrase(rest, false)?;
    Some((TargetSpec::new(TargetKind::Permanent(filter)), r))
}

/// "… spell you control", "… spell with mana value 2 or less": what follows a spell noun.
fn spell_qualifiers<'a>(mut r: &'a str, f: &mut ObjectFilter) -> &'a str {
    while let Some(r2) = qualifier(r, f) {
        r = r2;
    }
    r
}

/// Reads a permanent phrase: adjectives ("nonblack", "tapped", "attacking", "red"), a
/// type noun or a creature type ("creature", "artifact or enchantment", "wall"), then
/// qualifiers ("with flying", "with power 2 or less", "you don't control"). `plural`
/// reads the plural nouns of a group ("creatures", "goblins").
pub fn object_phrase(text: &str, plural: bool) -> Option<(ObjectFilter, &str)> {
    // "artifact, creature, or land", "aura or equipment": one of several types.
    let list = if plural { crate::one_of::plural_list(text) } else { crate::one_of::permanent_list(text) };
    if let Some((mut f, mut r)) = list {
        while let Some(r2) = qualifier(r, &mut f) {
            r = r2;
        }
        return Some((f, r));
    }
    let mut f = ObjectFilter::default();
    let mut r = text;
    // Adjectives before the noun.
    loop {
        let (word, rest) = r.split_once(' ').unwrap_or((r, ""));
        if rest.is_empty() {
            break;
        }
        if let Some(after) = r.strip_prefix("attacking or blocking ") {
            f.props.combat = Some(InCombat::AttackingOrBlocking);
            r = after;
            continue;
        }
        // "artifact creature": a type word before the type noun is a second type.
        let next_word = rest.split([' ', ',', '.']).next().unwrap_or("");
        let next_is_type = matches!(type_word(next_word).or_else(|| singular_of(next_word).and_then(|w| type_word(&w))), Some(Some(_)));
        if let Some(t) = CardType::from_name(word).filter(|_| next_is_type && f.props.also_type.is_none()) {
            f.props.also_type = Some(t);
            r = rest;
            continue;
        }
        if !adjective(word.trim_end_matches(','), &mut f) {
            // A creature type before a type noun: "goblin creatures", "sliver creature".
            let next = rest.split([' ', ',', '.']).next().unwrap_or("");
            let typed = type_word(next).or_else(|| singular_of(next).and_then(|w| type_word(&w))).is_some();
            match CreatureType::from_name(word).filter(|_| typed && f.props.creature_type.is_none()) {
                Some(t) => f.props.creature_type = Some(t),
                None => break,
            }
        }
        r = rest;
    }
    if let Some((types, after)) = land_types(r, plural) {
        f.props.land_types = types;
        r = after;
        while let Some(r2) = qualifier(r, &mut f) {
            r = r2;
        }
        return Some((f, r));
    }
    let (head, after) = noun(r, plural)?;
    match head {
        Noun::Type(t) => f.card_type = t,
        Noun::Creature(t) => {
            f.card_type = Some(CardType::Creature);
            f.props.creature_type = Some(t);
        }
        Noun::Subtype(t) => f.props.subtype = Some(t),
    }
    r = after;
    // "artifact or enchantment", "creature or planeswalker".
    if let Some((Noun::Type(Some(t)), r2)) = r.strip_prefix(" or ").or_else(|| r.strip_prefix(" and/or ")).and_then(|x| noun(x, plural)) {
        if f.card_type.is_some() {
            f.or_type = Some(t);
            r = r2;
        }
    }
    loop {
        if let Some(r2) = qualifier(r, &mut f) {
            r = r2;
        } else {
            break;
        }
    }
    Some((f, r))
}

/// A word before the noun; false when it is not one.
pub(crate) fn adjective(word: &str, f: &mut ObjectFilter) -> bool {
    let p = &mut f.props;
    match word {
        "tapped" => p.tapped = Some(true),
        "untapped" => p.tapped = Some(false),
        "attacking" => p.combat = Some(InCombat::Attacking),
        "blocking" => p.combat = Some(InCombat::Blocking),
        "nontoken" => p.token = Some(false),
        "token" => p.token = Some(true),
        "nonbasic" => p.nonbasic = true,
        "basic" => p.basic = true,
        "legendary" => p.legendary = Some(true),
        "nonlegendary" => p.legendary = Some(false),
        "historic" => p.historic = true,
        "multicolored" => p.multicolored = true,
        "colorless" => p.colorless = Some(true),
        "colored" => p.colorless = Some(false),
        "other" => p.other = true,
        w => {
            if let Some(c) = Color::from_word(w) {
                p.colors.insert(c);
            } else if let Some(c) = w.strip_prefix("non").and_then(|n| Color::from_word(n.trim_start_matches('-'))) {
                p.not_colors.insert(c);
            } else if let Some(t) = w.strip_prefix("non").and_then(|n| CardType::from_name(n.trim_start_matches('-'))) {
                match (f.not_type, f.props.also_not) {
                    (None, _) => f.not_type = Some(t),
                    (Some(_), None) => f.props.also_not = Some(t),
                    _ => return false,
                }
            } else {
                return false;
            }
        }
    }
    true
}

/// CR 305.6: a basic land type by its color ("forest" is green).
pub(crate) fn land_type(word: &str) -> Option<Color> {
    Some(match word {
        "plains" => Color::White,
        "island" | "islands" => Color::Blue,
        "swamp" | "swamps" => Color::Black,
        "mountain" | "mountains" => Color::Red,
        "forest" | "forests" => Color::Green,
        _ => return None,
    })
}

/// Basic land types as a noun: "forest", "plains or island", "swamp, mountain, or
/// forest" (plural: "forests"); the set by color and the rest.
fn land_types(text: &str, plural: bool) -> Option<(mw_types::ColorSet, &str)> {
    let mut set = mw_types::ColorSet::default();
    let mut r = text;
    loop {
        let end = r.find([' ', ',', '.']).unwrap_or(r.len());
        let word = &r[..end];
        if word != "plains" && plural != word.ends_with('s') {
            return None;
        }
        set.insert(land_type(word)?);
        r = &r[end..];
        let next = [", or ", " or an ", " or a ", " or ", ", "].iter().find_map(|w| r.strip_prefix(w));
        match next.filter(|n| land_type(n.split([' ', ',', '.']).next().unwrap_or("")).is_some()) {
            Some(n) => r = n,
            None => return Some((set, r)),
        }
    }
}

/// What a phrase's noun names.
enum Noun {
    /// A card type, or None for "permanent".
    Type(Option<CardType>),
    /// A creature type ("wall", "goblins").
    Creature(CreatureType),
    /// Another subtype ("aura", "equipment", "vehicles").
    Subtype(mw_types::Subtype),
}

fn noun(text: &str, plural: bool) -> Option<(Noun, &str)> {
    let (word, rest) = match text.find([' ', ',', '.']) {
        Some(i) => (&text[..i], &text[i..]),
        None => (text, ""),
    };
    // Plural nouns; a creature type may be its own plural ("merfolk", "sheep").
    let singular = if plural {
        match singular_of(word) {
            Some(w) => w,
            None if CreatureType::from_name(word).is_some() => word.to_string(),
            None => return None,
        }
    } else {
        word.to_string()
    };
    if let Some(t) = type_word(&singular) {
        return Some((Noun::Type(t), rest));
    }
    if let Some(t) = mw_types::Subtype::other_from_name(&singular).or_else(|| mw_types::Subtype::other_from_name(word)) {
        return Some((Noun::Subtype(t), rest));
    }
    let mut cap = singular.clone();
    if let Some(first) = cap.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    CreatureType::from_name(&cap).map(|t| (Noun::Creature(t), rest))
}

/// "creatures" → "creature", "elves" → "elf", "wolves" → "wolf"; None if not plural.
fn singular_of(word: &str) -> Option<String> {
    for (pl, sg) in [("elves", "elf"), ("wolves", "wolf"), ("dwarves", "dwarf"), ("werewolves", "werewolf"), ("mice", "mouse")] {
        if word == pl {
            return Some(sg.to_string());
        }
    }
    if let Some(w) = word.strip_suffix("ies") {
        return Some(format!("{w}y"));
    }
    word.strip_suffix('s').map(str::to_string)
}

/// A qualifier after the noun: "with flying", "without flying", "with power 2 or less",
/// "with mana value 3 or greater", "you control", "you don't control", "an opponent
/// controls", "your opponents control".
fn qualifier<'a>(r: &'a str, f: &mut ObjectFilter) -> Option<&'a str> {
    // CR 102.2: without teams (the engine has none), every other player is an opponent,
    // so "an opponent controls" is "you don't control".
    for (words, c) in [
        (" you control", Controller::You),
        (" you don't control", Controller::NotYou),
        (" an opponent controls", Controller::NotYou),
        (" your opponents control", Controller::NotYou),
        (" defending player controls", Controller::Defending),
    ] {
        if let Some(after) = r.strip_prefix(words) {
            if f.controller != Controller::Any {
                return None;
            }
            f.controller = c;
            return Some(after);
        }
    }
    for (words, is) in [
        (" of the chosen type", ChosenIs::Type),
        (" of that type", ChosenIs::Type),
        (" that aren't of the chosen type", ChosenIs::NotType),
        (" that isn't of the chosen type", ChosenIs::NotType),
        (" of the chosen color", ChosenIs::Color),
        (" of that color", ChosenIs::Color),
    ] {
        if let Some(after) = r.strip_prefix(words) {
            f.props.chosen.is_none().then_some(())?;
            f.props.chosen = Some(is);
            return Some(after);
        }
    }
    if let Some(after) = r.strip_prefix(" that was dealt damage this turn") {
        f.props.dealt_damage = true;
        return Some(after);
    }
    for (words, greater) in [(" with greater power", true), (" with lesser power", false)] {
        if let Some(after) = r.strip_prefix(words) {
            f.props.power_vs_source = Some(greater);
            return Some(after);
        }
    }
    for (words, which) in [(" with power ", 0), (" with toughness ", 1), (" with mana value ", 2)] {
        if let Some(after) = r.strip_prefix(words) {
            let (n, after) = after.split_once(' ').unwrap_or((after, ""));
            let n = crate::words::number(n)?;
            let (cmp, after) = if let Some(a) = after.strip_prefix("or greater") {
                (Compare::AtLeast(n), a)
            } else if let Some(a) = after.strip_prefix("or less") {
                (Compare::AtMost(n), a)
            } else {
                return None;
            };
            match which {
                0 => f.props.power = Some(cmp),
                1 => f.props.toughness = Some(cmp),
                _ => f.props.mana_value = Some(cmp),
            }
            return Some(after);
        }
    }
    for (words, with) in [(" without ", false), (" with ", true)] {
        if let Some(after) = r.strip_prefix(words) {
            let end = [after.find([',', '.']), keyword_end(after)].into_iter().flatten().min();
            let (k, after) = match end {
                Some(i) => (&after[..i], &after[i..]),
                None => (after, ""),
            };
            let k = Keyword::from_name(k)?;
            if with {
                f.props.with = Some(k);
            } else {
                f.props.without = Some(k);
            }
            return Some(after);
        }
    }
    None
}

/// Where a keyword after "with" ends: before " you control", " and ", " until", " to ", " can't", " get".
fn keyword_end(s: &str) -> Option<usize> {
    [" you ", " an opponent", " your opponents", " and ", " until", " to ", " can't", " get", " gain", " deal", " from ", " on "]
        .iter()
        .filter_map(|w| s.find(w))
        .min()
}

/// A card phrase: "card", "creature card", "instant or sorcery card", "creature card
/// with mana value 2 or less"; the filter and the rest.
pub fn card_phrase(text: &str) -> Option<(ObjectFilter, &str)> {
    let (mut f, mut r) = match crate::one_of::card_list(text).or_else(|| object_phrase(text, false).and_then(|(f, r)| Some((f, r.strip_prefix(" card")?)))) {
        Some(found) => found,
        None => {
            // Adjectives on "card" itself: "card", "nonland card", "red card".
            let mut f = ObjectFilter::default();
            let mut r = text;
            while let Some((word, rest)) = r.split_once(' ') {
                let w = word.trim_end_matches(',');
                if let Some(t) = mw_types::Subtype::other_from_name(w).filter(|_| f.props.subtype.is_none()) {
                    f.props.subtype = Some(t);
                } else if !adjective(w, &mut f) {
                    break;
                }
                r = rest;
            }
            (f, r.strip_prefix("card")?)
        }
    };
    if f.controller != Controller::Any || !(r.is_empty() || r.starts_with(' ') || r.starts_with(',')) {
        return None;
    }
    if let Some(r2) = r.strip_prefix(" named ~") {
        f.props.named_source = true;
        r = r2;
    }
    while let Some(r2) = qualifier(r, &mut f) {
        r = r2;
    }
    (f.controller == Controller::Any).then_some((f, r))
}

fn type_word(w: &str) -> Option<Option<CardType>> {
    Some(match w {
        "instant" => Some(CardType::Instant),
        "sorcery" => Some(CardType::Sorcery),
        "creature" => Some(CardType::Creature),
        "artifact" => Some(CardType::Artifact),
        "enchantment" => Some(CardType::Enchantment),
        "land" => Some(CardType::Land),
        "planeswalker" => Some(CardType::Planeswalker),
        "battle" => Some(CardType::Battle),
        "permanent" => None,
        _ => return None,
    })
}
