//! Keyword abilities (CR 702) as they appear in rules text: a keyword's name, then its
//! parameter (a number, a cost, "from …" qualities, an object phrase).

use super::amount::number;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;

/// CR 702: keyword names (lower case), longest first where one is a prefix of another.
const NAMES: &[&str] = &[
    "double strike", "first strike", "split second", "cumulative upkeep", "living weapon", "battle cry",
    "umbra armor", "totem armor", "level up", "jump-start", "read ahead", "for mirrodin!", "deathtouch",
    "defender", "enchant", "equip", "flash", "flying", "haste", "hexproof", "indestructible", "intimidate",
    "lifelink", "protection", "reach", "shroud", "trample", "vigilance", "ward", "banding", "rampage", "flanking",
    "phasing", "buyback", "shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "multikicker",
    "flashback", "madness", "fear", "morph", "megamorph", "amplify", "provoke", "storm", "affinity", "entwine",
    "modular", "sunburst", "bushido", "soulshift", "splice", "offering", "ninjutsu", "epic", "convoke", "dredge",
    "transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover", "ripple", "suspend",
    "vanishing", "absorb", "delve", "fortify", "frenzy", "gravestorm", "poisonous", "transfigure", "champion",
    "changeling", "evoke", "hideaway", "prowl", "reinforce", "conspire", "persist", "wither", "retrace", "devour",
    "exalted", "unearth", "cascade", "annihilator", "rebound", "infect", "undying", "miracle", "soulbond",
    "overload", "scavenge", "unleash", "cipher", "evolve", "extort", "fuse", "bestow", "tribute", "dethrone",
    "outlast", "prowess", "dash", "exploit", "menace", "renown", "awaken", "devoid", "ingest", "myriad", "surge",
    "skulk", "emerge", "escalate", "melee", "crew", "fabricate", "partner", "undaunted", "improvise", "aftermath",
    "embalm", "eternalize", "afflict", "ascend", "assist", "mentor", "afterlife", "riot", "spectacle", "escape",
    "companion", "mutate", "encore", "boast", "foretell", "demonstrate", "daybound", "nightbound", "disturb",
    "decayed", "cleave", "training", "compleated", "reconfigure", "blitz", "casualty", "enlist", "ravenous",
    "squad", "prototype", "toxic", "backup", "bargain", "craft", "disguise", "plot", "saddle", "spree",
    "freerunning", "gift", "offspring", "impending", "exhaust", "harmonize", "mobilize", "station", "warp",
    "mayhem", "start your engines", "plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk", "landwalk", "horsemanship",
];

/// Whether the words before a dash name a keyword with its cost after the dash (CR 702:
/// "Evoke—Exile a green card …", "Splice onto Arcane—Exile four cards …"), not an
/// ability word ("Toxic Spores — …").
pub fn is_keyword_phrase(words: &str) -> bool {
    NAMES.contains(&words) || words.starts_with("splice onto ")
}

/// One keyword with its parameter.
pub fn keyword_node(c: &mut Cursor) -> Option<KeywordNode> {
    let m = c.mark();
    let name = NAMES.iter().find(|n| c.looking_at(n))?;
    c.eat_words(name);
    let param = param(c, name);
    Some(KeywordNode { span: c.span_from(m), name: (*name).to_string(), param })
}

fn param(c: &mut Cursor, name: &str) -> KeywordParam {
    if let Some(n) = number(c) {
        // "Suspend 4—{G}": a number, then a cost after a dash.
        let m = c.mark();
        if c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_some() {
            let cost = super::cost::cost_list(c);
            if !cost.is_empty() {
                return KeywordParam::NumberCost(n, cost);
            }
            c.reset(m);
        }
        return KeywordParam::Number(n);
    }
    if matches!(name, "protection" | "hexproof") || name.ends_with("walk") {
        let m = c.mark();
        let mut spans = Vec::new();
        while c.eat("from") || (!spans.is_empty() && (c.eat_words(", from") || c.eat_words(", and from") || c.eat_words("and from"))) {
            let w = c.mark();
            // "from red", "from artifacts", "from everything", "from the color of your
            // choice", "from creatures", "from Zombies", "from instants and from sorceries".
            // Up to a condition or duration after the keyword ("… as long as you
            // control three or more artifacts", "… until end of turn").
            while c.word().is_some_and(|w| !matches!(w, "and" | "from" | "until" | "if" | "unless")) && !c.looking_at("as long as") {
                c.bump();
            }
            if c.mark() == w {
                c.reset(m);
                return KeywordParam::None;
            }
            spans.push(c.span_from(w));
        }
        if !spans.is_empty() {
            return KeywordParam::Words(spans);
        }
    }
    let cost = super::cost::cost_items_inline(c);
    if !cost.is_empty() {
        if name == "cumulative upkeep" {
            return KeywordParam::Cost(either_symbol(c, cost));
        }
        return KeywordParam::Cost(cost);
    }
    // "Ward—Pay 3 life.", "Escape—{R}{R}, Exile four other cards from your graveyard."
    let m = c.mark();
    if c.eat_kind(|k| matches!(k, TokenKind::Dash)).is_some() {
        let cost = super::cost::cost_list(c);
        if !cost.is_empty() {
            return KeywordParam::Cost(cost);
        }
        c.reset(m);
    }
    if matches!(name, "enchant" | "affinity") {
        let m = c.mark();
        c.eat("for");
        if let Some(o) = super::np::objects(c) {
            return KeywordParam::Object(Box::new(o), Vec::new());
        }
        c.reset(m);
    }
    KeywordParam::None
}

/// CR 702.24a: "Cumulative upkeep {G} or {W}": the choice, made for each age counter, of
/// one of two colored symbols, which is the hybrid symbol {G/W} paid once per counter.
fn either_symbol(c: &mut Cursor, cost: Vec<CostItem>) -> Vec<CostItem> {
    use mw_types::ManaSymbol::{Colored, Hybrid};
    let [CostItem::Mana(first)] = cost.as_slice() else { return cost };
    let [Colored(a)] = first.as_slice() else { return cost };
    let m = c.mark();
    if c.eat("or") {
        if let Some(TokenKind::Mana(Colored(b))) = c.eat_kind(|k| matches!(k, TokenKind::Mana(Colored(_)))).map(|t| &t.kind) {
            return vec![CostItem::Mana(vec![Hybrid(*a, *b)])];
        }
    }
    c.reset(m);
    cost
}

/// A keyword line: keywords separated by commas or semicolons, nothing else.
pub fn keyword_line(c: &mut Cursor) -> Option<Vec<KeywordNode>> {
    let m = c.mark();
    let mut out = Vec::new();
    loop {
        let Some(k) = keyword_node(c) else {
            c.reset(m);
            return None;
        };
        out.push(k);
        if c.at_end() || (c.eat_kind(|k| matches!(k, TokenKind::Period)).is_some() && c.at_end()) {
            return Some(out);
        }
        if !(c.eat_comma() || c.eat_kind(|k| matches!(k, TokenKind::Semicolon)).is_some()) {
            c.reset(m);
            return None;
        }
    }
}
