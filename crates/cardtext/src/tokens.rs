//! Token descriptions (CR 111): "create two 1/1 white Soldier creature tokens with
//! flying", "create a Treasure token", and the predefined tokens of CR 111.10, whose
//! abilities are compiled from their rules text like any card's.

use crate::words::amount;
use crate::{compile, TextKind};
use mw_ir::{Ability, Amount, CardDef, Effect, Keyword, PtValue};
use mw_types::{CardType, Color, ColorSet, ManaCost};

/// CR 111.10: predefined tokens and the abilities they have.
fn predefined(name: &str) -> Option<(&'static str, &'static str, &'static str)> {
    // (subtype, card type, rules text)
    Some(match name {
        "treasure" => ("Treasure", "Artifact", "{T}, Sacrifice this artifact: Add one mana of any color."),
        "food" => ("Food", "Artifact", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
        "clue" => ("Clue", "Artifact", "{2}, Sacrifice this artifact: Draw a card."),
        "map" => (
            "Map",
            "Artifact",
            "{1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery.",
        ),
        "blood" => ("Blood", "Artifact", "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
        "powerstone" => ("Powerstone", "Artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
        "gold" => ("Gold", "Artifact", "Sacrifice this token: Add one mana of any color."),
        "shard" => ("Shard", "Enchantment", "{2}, Sacrifice this token: Scry 1, then draw a card."),
        "junk" => (
            "Junk",
            "Artifact",
            "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.",
        ),
        "lander" => (
            "Lander",
            "Artifact",
            "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        ),
        _ => return None,
    })
}

pub(crate) fn token_def(name: String, types: Vec<CardType>, subtypes: Vec<String>, colors: ColorSet) -> CardDef {
    CardDef {
        name,
        mana_cost: ManaCost::default(),
        no_mana_cost: false,
        colors,
        card_types: types,
        supertypes: Vec::new(),
        subtypes,
        power: None,
        toughness: None,
        loyalty: None,
        abilities: Vec::new(),
    }
}

/// CR 111.10j–r: the Role tokens (colorless Aura Role enchantments named for their
/// role, with enchant creature, CR 303.7) and their rules text.
fn role(name: &str) -> Option<(&'static str, &'static str)> {
    Some(match name {
        "cursed" => ("Cursed", "Enchanted creature has base power and toughness 1/1."),
        "monster" => ("Monster", "Enchanted creature gets +1/+1 and has trample."),
        "royal" => ("Royal", "Enchanted creature gets +1/+1 and has ward {1}."),
        "sorcerer" => ("Sorcerer", "Enchanted creature gets +1/+1 and has \"Whenever this creature attacks, scry 1.\""),
        "virtuous" => ("Virtuous", "Enchanted creature gets +1/+1 for each enchantment you control."),
        "wicked" => (
            "Wicked",
            "Enchanted creature gets +1/+1.\nWhen this token is put into a graveyard from the battlefield, each opponent loses 1 life.",
        ),
        "young hero" => (
            "Young Hero",
            "Enchanted creature has \"Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.\"",
        ),
        _ => return None,
    })
}

/// CR 111.10j–r: "Wicked Role", "Young Hero Role" (the words before "token", lower
/// case): the Role token, if its text compiles.
pub(crate) fn role_token(words: &[String]) -> Option<CardDef> {
    let (last, name) = words.split_last()?;
    if last != "role" {
        return None;
    }
    let (name, text) = role(&name.join(" "))?;
    let subtypes = vec!["Aura".to_string(), "Role".to_string()];
    let mut def = token_def(name.to_string(), vec![CardType::Enchantment], subtypes, ColorSet::EMPTY);
    let c = compile(&format!("Enchant creature\n{text}"), "", TextKind::Permanent);
    if !c.is_supported() {
        return None;
    }
    def.abilities = c.abilities;
    Some(def)
}

/// A predefined token, if its text compiles.
pub(crate) fn predefined_token(word: &str) -> Option<CardDef> {
    let (sub, ty, text) = predefined(word)?;
    let mut def = token_def(format!("{sub} Token"), vec![CardType::from_name(ty)?], vec![sub.to_string()], ColorSet::EMPTY);
    let c = compile(text, "", TextKind::Permanent);
    if !c.is_supported() {
        return None;
    }
    def.abilities = c.abilities;
    Some(def)
}

/// `"~ can't block."`, `"{t}: add {g}." and "~ gets +1/+1 …"`: each quoted text compiled
/// as the token's own abilities; None unless every one compiles.
pub(crate) fn quoted_abilities(text: &str) -> Option<Vec<Ability>> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('"')?;
        let end = inner.find('"')?;
        let c = compile(&inner[..end], "", TextKind::Permanent);
        if !c.is_supported() || c.abilities.is_empty() {
            return None;
        }
        out.extend(c.abilities);
        rest = inner[end + 1..].trim_start();
        rest = rest.strip_prefix("and ").unwrap_or(rest).trim_start();
    }
    Some(out)
}

/// "1/1 white Soldier creature", "2/2 black and green Zombie Army creature", "1/1
/// colorless Thopter artifact creature" (lower case, without "token").
fn creature_token(spec: &str, keywords: &[Keyword]) -> Option<CardDef> {
    let (pt, rest) = spec.split_once(' ')?;
    let (p, t) = pt.split_once('/')?;
    let (p, t) = (p.parse::<i32>().ok()?, t.parse::<i32>().ok()?);
    let words: Vec<&str> = rest.split(' ').collect();
    let mut colors = ColorSet::EMPTY;
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "colorless" | "and" => {}
            w => match Color::from_word(w) {
                Some(c) => colors.insert(c),
                None => break,
            },
        }
        i += 1;
    }
    let rest = &words[i..];
    let (last, body) = rest.split_last()?;
    if *last != "creature" {
        return None;
    }
    let mut types = vec![CardType::Creature];
    let mut subs: Vec<String> = Vec::new();
    for w in body {
        if *w == "artifact" {
            types.insert(0, CardType::Artifact);
        } else if w.chars().all(|c| c.is_ascii_alphabetic()) {
            let mut s = w.to_string();
            if let Some(f) = s.get_mut(0..1) {
                f.make_ascii_uppercase();
            }
            subs.push(s);
        } else {
            return None;
        }
    }
    if subs.is_empty() {
        return None;
    }
    let mut def = token_def(format!("{} Token", subs.join(" ")), types, subs, colors);
    def.power = Some(PtValue::Fixed(p));
    def.toughness = Some(PtValue::Fixed(t));
    def.abilities = keywords.iter().map(|k| Ability::Keyword(*k)).collect();
    Some(def)
}

/// "create a Treasure token", "create two 1/1 white Soldier creature tokens with flying",
/// "create a tapped Food token"; "investigate" (CR 701.16: create a Clue).
pub fn create(s: &str) -> Option<Vec<Effect>> {
    if s == "investigate" {
        return Some(vec![Effect::CreateTokens { token: Box::new(predefined_token("clue")?), amount: Amount::Fixed(1), tapped: false, attacking: false, player: mw_ir::PlayerRef::You, pt: None, attacks: None, attached: None }]);
    }
    let rest = s.strip_prefix("create ")?;
    let (n, rest) = rest.split_once(' ')?;
    let amount = amount(n)?;
    let (tapped, rest) = match rest.strip_prefix("tapped ") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (spec, with) = rest
        .split_once(" tokens")
        .or_else(|| rest.split_once(" token"))?;
    // CR 506.3: "… token that's tapped and attacking".
    let (with, attacking) = match with.strip_suffix(" that's tapped and attacking").or_else(|| with.strip_suffix(" that are tapped and attacking")) {
        Some(w) => (w, true),
        None => (with, false),
    };
    // "… for each +1/+1 counter on ~": one token per counter (the count replaces "a").
    let (with, amount) = match with.split_once(" for each ") {
        Some((w, each)) => {
            let kind = each.strip_suffix(" counter on ~")?;
            if amount != Amount::Fixed(1) {
                return None;
            }
            (w, Amount::CountersOn(mw_ir::Subject::This, mw_types::CounterKind::parse(kind)?))
        }
        None => (with, amount),
    };
    // CR 111.4 / 113.1: quoted abilities the token has ("with \"~ can't block.\"").
    let (with, quoted) = match with.find('"') {
        Some(i) => (&with[..i], quoted_abilities(&with[i..])?),
        None => (with, Vec::new()),
    };
    let with = with.trim_end();
    let with = with.strip_suffix(" and").unwrap_or(with).trim_end_matches(',');
    let with = if with.trim() == "with" { "" } else { with };
    let keywords: Vec<Keyword> = match with.trim() {
        "" => Vec::new(),
        w => {
            let list = w.strip_prefix("with ")?;
            let mut ks = Vec::new();
            for part in list.split(", ").flat_map(|p| p.split(" and ")) {
                let part = part.trim().trim_start_matches("and ").trim();
                if !part.is_empty() {
                    ks.push(Keyword::from_name(part)?);
                }
            }
            ks
        }
    };
    let mut token = match predefined_token(spec) {
        Some(t) if keywords.is_empty() && quoted.is_empty() => t,
        Some(_) => return None,
        None => creature_token(spec, &keywords)?,
    };
    token.abilities.extend(quoted);
    Some(vec![Effect::CreateTokens { token: Box::new(token), amount, tapped: tapped || attacking, attacking, player: mw_ir::PlayerRef::You, pt: None, attacks: None, attached: None }])
}
