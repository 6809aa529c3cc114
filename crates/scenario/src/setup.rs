//! Building the game a scenario's `setup:` describes, through the engine's validated
//! position setup. Cards are compiled from their text; an unsupported card is an error
//! naming the card and the text that did not compile.

use crate::answers::Aliases;
use crate::ast::{CardItem, LineNo, SetupLine, SetupZone, Unscripted};
use mw_carddb::CardDb;
use mw_engine::{CardTable, Game, PermanentSetup, PlayerSetup, PositionSetup, Step};
use mw_types::{CardId, CounterKind, PlayerId};
use std::sync::Arc;

/// The built game, its aliases, and the setup's `unscripted:` policy.
pub struct Built {
    pub game: Game,
    pub aliases: Aliases,
    pub policy: Unscripted,
}

struct Entry<'a> {
    line: LineNo,
    owner: PlayerId,
    zone: SetupZone,
    item: &'a CardItem,
    copy: u32,
}

/// Builds the position, or explains (with its line) why it cannot be built.
pub fn build(db: &CardDb, lines: &[(LineNo, SetupLine)]) -> Result<Built, String> {
    let mut turn = (1u32, PlayerId(0), Step::Main1);
    let mut seed = 0;
    let mut policy = Unscripted::Fail;
    let mut players: Vec<PlayerSetup> = vec![PlayerSetup::default(), PlayerSetup::default()];
    let grow = |players: &mut Vec<PlayerSetup>, p: PlayerId| {
        while players.len() <= p.index() {
            players.push(PlayerSetup::default());
        }
    };
    let mut entries: Vec<Entry> = Vec::new();
    for (line, l) in lines {
        match l {
            SetupLine::Turn { number, active, step } => {
                turn = (*number, *active, *step);
                grow(&mut players, *active);
            }
            SetupLine::Life(p, n) => {
                grow(&mut players, *p);
                players[p.index()].life = *n;
            }
            SetupLine::Pool(p, m) => {
                grow(&mut players, *p);
                players[p.index()].pool = m.clone();
            }
            SetupLine::LandsPlayed(p, n) => {
                grow(&mut players, *p);
                players[p.index()].lands_played = *n;
            }
            SetupLine::Seed(s) => seed = *s,
            SetupLine::Unscripted(u) => policy = *u,
            SetupLine::Cards(p, zone, items) => {
                grow(&mut players, *p);
                if let Some(c) = items.iter().filter_map(|i| i.controller).find(|c| c.index() >= 8) {
                    return Err(format!("line {line}: no player {c}"));
                }
                for item in items {
                    for copy in 0..item.copies {
                        entries.push(Entry { line: *line, owner: *p, zone: *zone, item, copy });
                    }
                }
            }
        }
    }
    for e in &entries {
        if let Some(c) = e.item.controller {
            grow(&mut players, c);
        }
    }
    // Compile every card once.
    let mut defs: Vec<mw_ir::CardDef> = Vec::new();
    let mut ids: Vec<CardId> = Vec::new();
    for e in &entries {
        let def = db.compile(&e.item.name).map_err(|err| format!("line {}: {err}", e.line))?;
        let i = defs.iter().position(|d| d.name == def.name).unwrap_or_else(|| {
            defs.push(def);
            defs.len() - 1
        });
        ids.push(CardId(i as u32));
    }
    let alias_of = |e: &Entry| -> Option<String> {
        let a = e.item.alias.as_ref()?.to_lowercase();
        Some(if e.item.copies > 1 { format!("{a}{}", e.copy + 1) } else { a })
    };
    // Battlefield entries in the engine's permanent order (player by player).
    let mut perm_order: Vec<usize> = Vec::new();
    for p in 0..players.len() {
        for (k, e) in entries.iter().enumerate() {
            if e.owner.index() == p && e.zone == SetupZone::Battlefield {
                perm_order.push(k);
            }
        }
    }
    for (k, e) in entries.iter().enumerate() {
        let card = ids[k];
        let pl = &mut players[e.owner.index()];
        match e.zone {
            SetupZone::Hand => pl.hand.push(card),
            SetupZone::Library => pl.library.push(card),
            SetupZone::Graveyard => pl.graveyard.push(card),
            SetupZone::Exile => pl.exile.push(card),
            SetupZone::Battlefield => {
                let mut b = PermanentSetup::new(card);
                b.tapped = e.item.tapped;
                b.sick = e.item.sick;
                b.damage = e.item.damage;
                b.controller = e.item.controller;
                for (kind, n) in &e.item.counters {
                    let k = CounterKind::parse(kind)
                        .ok_or_else(|| format!("line {}: unknown counter kind {kind:?}", e.line))?;
                    b.counters.push((k, *n));
                }
                if let Some(target) = &e.item.attached_to {
                    let t = target.to_lowercase();
                    let index = perm_order
                        .iter()
                        .position(|&j| alias_of(&entries[j]).as_deref() == Some(t.as_str()))
                        .ok_or_else(|| format!("line {}: attached to {target:?}, which is no permanent's alias", e.line))?;
                    b.attached_to = Some(index);
                }
                pl.battlefield.push(b);
            }
        }
    }
    let setup = PositionSetup {
        cards: Arc::new(CardTable::new(defs)),
        seed,
        turn: turn.0,
        active: turn.1,
        step: turn.2,
        players,
    };
    let (game, pos) = Game::from_position(setup).map_err(|e| format!("setup: {e}"))?;
    // Map aliases to physical cards: entries were created zone list by zone list.
    let mut aliases = Aliases::new();
    let mut cursor = vec![[0usize; 4]; pos.zones.len()];
    let mut perm_cursor = 0;
    let mut perm_ids = vec![None; entries.len()];
    for &k in &perm_order {
        perm_ids[k] = pos.permanents.get(perm_cursor).copied();
        perm_cursor += 1;
    }
    for (k, e) in entries.iter().enumerate() {
        let id = match e.zone {
            SetupZone::Battlefield => perm_ids[k],
            z => {
                let zi = match z {
                    SetupZone::Library => 0,
                    SetupZone::Hand => 1,
                    SetupZone::Graveyard => 2,
                    _ => 3,
                };
                let c = &mut cursor[e.owner.index()][zi];
                let id = pos.zones[e.owner.index()][zi].get(*c).copied();
                *c += 1;
                id
            }
        };
        if let (Some(a), Some(id)) = (alias_of(e), id) {
            if let Some(o) = game.last_known(id) {
                if aliases.iter().any(|(x, _)| *x == a) {
                    return Err(format!("line {}: alias {a:?} is used twice", e.line));
                }
                aliases.push((a, o.instance));
            }
        }
    }
    Ok(Built { game, aliases, policy })
}
