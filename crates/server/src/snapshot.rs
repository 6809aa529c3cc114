//! The engine's view of a game (`Game::view`, DESIGN.md invariant 3) turned into the
//! protocol's shapes: zones with tapped state, counters, attachments and combat roles,
//! the stack in words, the objects an answer names, and card frames from card data.

use crate::protocol::{id_text, CardFrame, CardView, PlayerState, StackEntry};
use mw_carddb::CardDb;
use mw_engine::stack::StackKind;
use mw_engine::view::SeenCard;
use mw_engine::{Answer, Game, Target};
use mw_types::{CardId, ObjectId, PlayerId};
use std::collections::BTreeMap;

fn card(game: &Game, c: &SeenCard) -> CardView {
    let o = game.object(c.id);
    let combat = game.combat();
    CardView {
        id: id_text(c.id),
        name: c.name.clone(),
        tapped: c.tapped,
        power: c.power,
        toughness: c.toughness,
        damage: c.damage,
        counters: game.counters_on(c.id).map(|(k, n)| (k.to_string(), n)).collect(),
        attached_to: o.and_then(|o| o.attached_to).map(id_text),
        attacking: combat.attackers.iter().any(|a| a.attacker == c.id),
        blocking: combat.blocks.iter().any(|(b, _)| *b == c.id),
        token: o.is_some_and(|o| o.is_token),
    }
}

fn cards(game: &Game, list: &[SeenCard]) -> Vec<CardView> {
    list.iter().map(|c| card(game, c)).collect()
}

/// Exiled cards owned by `p`, as anyone sees them.
fn exile(game: &Game, p: PlayerId) -> Vec<CardView> {
    game.exile()
        .iter()
        .filter(|&&id| game.object(id).is_some_and(|o| o.owner == p))
        .map(|&id| {
            let seen = SeenCard { id, name: game.name(id).to_string(), tapped: false, power: None, toughness: None, damage: 0 };
            card(game, &seen)
        })
        .collect()
}

/// Every player as `viewer` sees them (a spectator sees no hand: the view of the first
/// player with the hand taken out).
pub fn players(game: &Game, viewer: Option<PlayerId>) -> Vec<PlayerState> {
    let view = game.view(viewer.unwrap_or(PlayerId(0)));
    view.players
        .iter()
        .map(|p| PlayerState {
            seat: p.player.0,
            name: p.player.to_string(),
            life: p.life,
            library: p.library_size,
            hand_size: p.hand_size,
            hand: if viewer == Some(p.player) { p.hand.as_deref().map(|h| cards(game, h)) } else { None },
            graveyard: cards(game, &p.graveyard),
            exile: exile(game, p.player),
            battlefield: cards(game, &p.battlefield),
            pool: pool(game, p.player),
        })
        .collect()
}

fn pool(game: &Game, p: PlayerId) -> String {
    game.player(p).pool.iter().map(|(t, n)| t.to_string().repeat(n as usize)).collect()
}

fn target(game: &Game, t: &Target) -> String {
    match t {
        Target::Player(p) => p.to_string(),
        Target::Object(id) => game.name(*id).to_string(),
    }
}

/// The stack, top first, in words.
pub fn stack(game: &Game) -> Vec<StackEntry> {
    game.stack()
        .iter()
        .rev()
        .map(|s| StackEntry {
            text: match s.kind {
                StackKind::Spell { object } => game.name(object).to_string(),
                StackKind::Ability { source, .. } => format!("ability of {}", game.name(source)),
            },
            controller: s.controller.0,
            targets: s.targets.iter().map(|t| target(game, t)).collect(),
        })
        .collect()
}

fn target_key(t: &Target) -> String {
    match t {
        Target::Player(p) => p.to_string(),
        Target::Object(id) => id_text(*id),
    }
}

/// The objects (and players, as `p1`, `p2`) an answer names, so a click on one offers it.
pub fn answer_objects(a: &Answer) -> Vec<String> {
    let ids: Vec<ObjectId> = match *a {
        Answer::Object(id)
        | Answer::PlayLand(id)
        | Answer::Cast(id)
        | Answer::CastAlternate(id)
        | Answer::PlayLandAlternate(id)
        | Answer::CastFaceDown(id)
        | Answer::TurnFaceUp(id)
        | Answer::Suspend(id)
        | Answer::Foretell(id)
        | Answer::Plot(id) => vec![id],
        Answer::Activate { source, .. } | Answer::ActivateMana { source, .. } => vec![source],
        Answer::Convoke { creature, .. } => vec![creature],
        Answer::Attack { attacker, target } => return vec![id_text(attacker), target_key(&target)],
        Answer::Block { blocker, attacker } => vec![blocker, attacker],
        Answer::Target(t) | Answer::AssignDamage(t) | Answer::AssignAllDamage(t) => return vec![target_key(&t)],
        Answer::Replacement(r) => vec![r.source],
        _ => Vec::new(),
    };
    ids.into_iter().map(id_text).collect()
}

/// The frames of every card a game can show, by name: cost and type line from the
/// compiled card, Oracle text from the card data (tokens, not in it, have none).
pub fn frames(game: &Game, db: &CardDb) -> BTreeMap<String, CardFrame> {
    let table = game.cards();
    (0..table.len() as u32)
        .map(|i| {
            let def = table.get(CardId(i));
            let face = db.get(&def.name).and_then(|r| r.faces.iter().find(|f| f.name == def.name).or(r.faces.first()));
            let type_line = match face {
                Some(f) => f.type_line.clone(),
                None => def.card_types.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
            };
            let pt = match face.map(|f| (&f.power, &f.toughness)) {
                Some((Some(p), Some(t))) => Some(format!("{p}/{t}")),
                _ => def.loyalty.map(|l| format!("loyalty {l}")),
            };
            let frame = CardFrame {
                name: def.name.clone(),
                cost: def.mana_cost.to_string(),
                type_line,
                text: face.and_then(|f| f.text.clone()).unwrap_or_default(),
                pt,
            };
            (def.name.clone(), frame)
        })
        .collect()
}
