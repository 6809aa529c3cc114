//! The board as a player sees it across a real table: life and hidden zones as counts,
//! each permanent with its tapped state, summoning sickness, counters, damage, keywords,
//! power and toughness (with the printed values when effects changed them) and what is
//! attached to it; the stack top first with each item's targets; the mana one could make.
//! Only what the viewer may know is shown (DESIGN.md invariant 3): it is built from
//! `Game::view` plus the public state of permanents and the stack.

use mw_engine::events::Target;
use mw_engine::stack::{StackItem, StackKind};
use mw_engine::view::{PlayerView, SeenCard};
use mw_engine::Game;
use mw_ir::Keyword;
use mw_types::{CardType, ObjectId, PlayerId};

/// The keywords a player would read off a card at a glance (the rest show in `card`).
const SHOWN: [Keyword; 20] = [
    Keyword::Flying,
    Keyword::FirstStrike,
    Keyword::DoubleStrike,
    Keyword::Deathtouch,
    Keyword::Lifelink,
    Keyword::Trample,
    Keyword::Vigilance,
    Keyword::Haste,
    Keyword::Reach,
    Keyword::Menace,
    Keyword::Defender,
    Keyword::Indestructible,
    Keyword::Hexproof,
    Keyword::Shroud,
    Keyword::Ward,
    Keyword::Infect,
    Keyword::Wither,
    Keyword::Fear,
    Keyword::Intimidate,
    Keyword::Shadow,
];

/// A name that says whose it is when it isn't the viewer's.
pub fn owned_name(game: &Game, viewer: PlayerId, id: ObjectId) -> String {
    let name = match game.name(id) {
        "" => "a face-down creature",
        n => n,
    };
    match game.controller(id) {
        Some(c) if c != viewer => format!("{name} ({c}'s)"),
        _ => name.to_string(),
    }
}

/// One permanent's line (without what is attached to it).
fn permanent(game: &Game, c: &SeenCard) -> String {
    let id = c.id;
    let mut s = if c.name.is_empty() { "a face-down creature".to_string() } else { c.name.clone() };
    let creature = game.is_type(id, CardType::Creature);
    if creature {
        let (p, t) = (game.power(id), game.toughness(id));
        s.push_str(&format!(" {p}/{t}"));
        let def = game.object(id).map(|o| game.def(o.card));
        if let Some((bp, bt)) = def.and_then(|d| Some((d.power?.base(), d.toughness?.base()))) {
            if (bp, bt) != (p, t) {
                s.push_str(&format!(" (printed {bp}/{bt})"));
            }
        }
    }
    if game.is_type(id, CardType::Planeswalker) {
        s.push_str(&format!(" loyalty {}", game.counter_count(id, mw_types::CounterKind::Loyalty)));
    }
    let kws: Vec<&str> = SHOWN.iter().filter(|k| game.has_keyword(id, **k)).map(|k| k.name()).collect();
    if !kws.is_empty() {
        s.push_str(&format!(" — {}", kws.join(", ").to_lowercase()));
    }
    let mut marks = Vec::new();
    if c.tapped {
        marks.push("tapped".to_string());
    }
    if creature && game.is_summoning_sick(id) {
        marks.push("summoning sick".to_string());
    }
    let combat = game.combat();
    if let Some(a) = combat.attackers.iter().find(|a| a.attacker == id) {
        marks.push(match a.target {
            Target::Player(p) => format!("attacking {p}"),
            Target::Object(pw) => format!("attacking {}", game.name(pw)),
        });
    }
    for (_, attacker) in combat.blocks.iter().filter(|(b, _)| *b == id) {
        marks.push(format!("blocking {}", game.name(*attacker)));
    }
    if c.damage > 0 {
        marks.push(format!("{} damage", c.damage));
    }
    for (kind, n) in game.counters_on(id) {
        if kind == mw_types::CounterKind::Loyalty {
            continue;
        }
        marks.push(if n == 1 { format!("a {kind} counter") } else { format!("{n} {kind} counters") });
    }
    if !marks.is_empty() {
        s.push_str(&format!(" [{}]", marks.join(", ")));
    }
    s
}

/// A player's permanents, each attachment under what it is attached to; identical
/// plain permanents (lands, mostly) folded into one line with a count.
fn battlefield(game: &Game, cards: &[SeenCard], all: &[SeenCard], out: &mut String) {
    let attached_to = |id: ObjectId| game.object(id).and_then(|o| o.attached_to);
    let mut lines: Vec<(String, usize)> = Vec::new();
    for c in cards.iter().filter(|c| attached_to(c.id).is_none_or(|to| game.object(to).is_none())) {
        let mut line = permanent(game, c);
        let plain = game.counters_on(c.id).next().is_none() && c.damage == 0;
        let mut extra = String::new();
        for a in all.iter().filter(|a| attached_to(a.id) == Some(c.id)) {
            extra.push_str(&format!("\n      with {}", permanent(game, a)));
            if game.controller(a.id) != game.controller(c.id) {
                extra.push_str(&format!(" ({}'s)", game.controller(a.id).map_or("?".into(), |p| p.to_string())));
            }
        }
        line.push_str(&extra);
        match lines.iter_mut().find(|(l, _)| *l == line) {
            Some((_, n)) if plain && extra.is_empty() => *n += 1,
            _ => lines.push((line, 1)),
        }
    }
    if lines.is_empty() {
        out.push_str("    (no permanents)\n");
    }
    for (l, n) in lines {
        let count = if n > 1 { format!("{n}× ") } else { String::new() };
        out.push_str(&format!("    {count}{l}\n"));
    }
}

/// A stack item in words: what it is, whose, and what it targets.
pub fn stack_item(game: &Game, viewer: PlayerId, s: &StackItem) -> String {
    let what = match s.kind {
        StackKind::Spell { object } => game.name(object).to_string(),
        StackKind::Ability { source, card, ability } => {
            let text = game.def(card).ability(ability).map(|a| mw_ir::explain::ability(a)).unwrap_or_default();
            format!("{}'s ability ({text})", game.name(source))
        }
    };
    let mut line = format!("{what}, {}", if s.controller == viewer { "yours".to_string() } else { format!("{}'s", s.controller) });
    let targets: Vec<String> = s
        .targets
        .iter()
        .filter_map(|t| match *t {
            Target::Player(p) if p == viewer => Some("you".to_string()),
            Target::Player(p) => Some(p.to_string()),
            Target::Object(id) if game.last_known(id).is_some() && !game.name(id).is_empty() => Some(owned_name(game, viewer, id)),
            Target::Object(_) => None,
        })
        .collect();
    if !targets.is_empty() {
        line.push_str(&format!(", targeting {}", targets.join(" and ")));
    }
    if s.x > 0 {
        line.push_str(&format!(", X = {}", s.x));
    }
    line
}

fn names(cards: &[SeenCard]) -> String {
    cards.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")
}

/// The whole table as `viewer` sees it: the opponents on top, the viewer below, then the
/// stack and the mana.
pub fn render(game: &Game, v: &PlayerView) -> String {
    let whose = if v.active == v.viewer { "your".to_string() } else { format!("{}'s", v.active) };
    let mut out = format!("── turn {}, {whose} {} step ──\n", v.turn, v.step);
    let all: Vec<SeenCard> = v.players.iter().flat_map(|p| p.battlefield.iter().cloned()).collect();
    let mut players: Vec<_> = v.players.iter().collect();
    players.sort_by_key(|p| p.player == v.viewer);
    for p in players {
        let who = if p.player == v.viewer { format!("{} (you)", p.player) } else { p.player.to_string() };
        let mut head = format!("{who}: {} life, {} cards in library, {} in hand", p.life, p.library_size, p.hand_size);
        let poison = game.player(p.player).poison();
        if poison > 0 {
            head.push_str(&format!(", {poison} poison"));
        }
        if game.monarch() == Some(p.player) {
            head.push_str(", the monarch");
        }
        out.push_str(&head);
        out.push('\n');
        battlefield(game, &p.battlefield, &all, &mut out);
        if !p.graveyard.is_empty() {
            out.push_str(&format!("  graveyard: {}\n", names(&p.graveyard)));
        }
        if let Some(top) = &p.library_top {
            out.push_str(&format!("  top of library: {}\n", top.name));
        }
        if let Some(hand) = &p.hand {
            let cards: Vec<String> = hand
                .iter()
                .map(|c| match (c.power, c.toughness) {
                    (Some(pw), Some(t)) => format!("{} {pw}/{t}", c.name),
                    _ => c.name.clone(),
                })
                .collect();
            out.push_str(&format!("  hand: {}\n", if cards.is_empty() { "(empty)".to_string() } else { cards.join(", ") }));
        }
    }
    let exiled: Vec<&str> = game.exile().iter().map(|&id| game.name(id)).filter(|n| !n.is_empty()).collect();
    if !exiled.is_empty() {
        out.push_str(&format!("exile: {}\n", exiled.join(", ")));
    }
    if !v.stack.is_empty() {
        out.push_str("stack (top first):\n");
        for s in v.stack.iter().rev() {
            out.push_str(&format!("    {}\n", stack_item(game, v.viewer, s)));
        }
    }
    let could: Vec<String> = v.available_mana.iter().map(mana).collect();
    let pool = mana(&v.pool);
    out.push_str(&format!("your mana: {pool} in pool; you could make {}\n", could.join(" or ")));
    out
}

fn mana(p: &mw_engine::mana::ManaPool) -> String {
    let s: String = p.iter().map(|(t, n)| t.to_string().repeat(n as usize)).collect();
    if s.is_empty() { "nothing".to_string() } else { s }
}
