//! Building the game a scenario's `setup:` describes, through the engine's validated
//! position setup. Cards are compiled from their text (each distinct card once); an
//! unsupported card is an error naming the card and the text that did not compile.
//! Errors name the line and the column of the card list item they are about.

use crate::answers::Aliases;
use crate::ast::{CardItem, LineNo, SetupLine, SetupZone, Unscripted};
use mw_ai::AgentKind;
use mw_carddb::CardDb;
use mw_engine::{CardTable, Game, PermanentSetup, PlayerSetup, PositionSetup, Step};
use mw_types::{CardId, CardType, CounterKind, PlayerId};
use std::sync::Arc;
use thiserror::Error;

/// Why a setup could not be built: where, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {message}")]
pub struct SetupError {
    pub line: LineNo,
    pub column: usize,
    pub message: String,
}

/// An agent named by `pK agent:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AgentSetup {
    pub kind: AgentKind,
    /// Milliseconds per decision, for agents that search.
    pub ms: Option<u32>,
}

/// The built game, its aliases, the setup's `unscripted:` policy and the agents.
pub struct Built {
    pub game: Game,
    pub aliases: Aliases,
    pub policy: Unscripted,
    pub agents: Vec<Option<AgentSetup>>,
    pub seed: u64,
}

struct Entry<'a> {
    line: LineNo,
    owner: PlayerId,
    zone: SetupZone,
    item: &'a CardItem,
    copy: u32,
    card: CardId,
}

impl Entry<'_> {
    fn err(&self, message: String) -> SetupError {
        SetupError { line: self.line, column: self.item.column, message }
    }

    /// Its alias: the item's, numbered when the item has several copies.
    fn alias(&self) -> Option<String> {
        let a = self.item.alias.as_ref()?.to_lowercase();
        Some(if self.item.copies > 1 { format!("{a}{}", self.copy + 1) } else { a })
    }
}

/// Compiles every card of the setup, each distinct name once.
fn compile_all<'a>(
    db: &CardDb,
    lines: &'a [(LineNo, SetupLine)],
    defs: &mut Vec<mw_ir::CardDef>,
) -> Result<Vec<Entry<'a>>, SetupError> {
    let mut entries = Vec::new();
    let mut by_name: Vec<(String, CardId)> = Vec::new();
    for (line, l) in lines {
        let SetupLine::Cards(p, zone, items) = l else { continue };
        for item in items {
            let key = item.name.to_lowercase();
            let card = match by_name.iter().find(|(n, _)| *n == key) {
                Some((_, c)) => *c,
                None => {
                    let def = db
                        .compile(&item.name)
                        .map_err(|e| SetupError { line: *line, column: item.column, message: e.to_string() })?;
                    let i = defs.iter().position(|d| d.name == def.name).unwrap_or_else(|| {
                        defs.push(def);
                        defs.len() - 1
                    });
                    by_name.push((key, CardId(i as u32)));
                    CardId(i as u32)
                }
            };
            for copy in 0..item.copies {
                entries.push(Entry { line: *line, owner: *p, zone: *zone, item, copy, card });
            }
        }
    }
    Ok(entries)
}

/// CR 301.5, 303.4, 301.6: only Auras, Equipment and Fortifications are attached.
fn attachable(def: &mw_ir::CardDef) -> bool {
    def.subtypes.iter().any(|s| matches!(s.as_str(), "Aura" | "Equipment" | "Fortification"))
}

/// The permanent a battlefield entry describes.
fn permanent(e: &Entry, defs: &[mw_ir::CardDef], entries: &[Entry], perm_order: &[usize]) -> Result<PermanentSetup, SetupError> {
    let def = &defs[e.card.0 as usize];
    let mut b = PermanentSetup::new(e.card);
    b.tapped = e.item.tapped;
    b.sick = e.item.sick;
    b.damage = e.item.damage;
    b.controller = e.item.controller;
    b.commander = e.item.commander;
    b.ring_bearer = e.item.ring_bearer;
    b.counters = e.item.counters.clone();
    // SCENARIOS.md / CR 306.5b: a planeswalker listed without loyalty counters starts
    // with its printed loyalty, as if it had entered.
    let listed = |k: CounterKind| e.item.counters.iter().any(|(c, _)| *c == k);
    if def.has_type(CardType::Planeswalker) && !listed(CounterKind::Loyalty) {
        if let Some(n) = def.loyalty.filter(|n| *n > 0) {
            b.counters.push((CounterKind::Loyalty, n as u32));
        }
    }
    // CR 303.4, 702.5: `attached to pK`: an Aura with "enchant player" on a player.
    let player = e.item.attached_to.as_deref().and_then(|t| t.strip_prefix('p')).and_then(|n| n.parse::<u8>().ok()).filter(|n| *n >= 1);
    if let Some(k) = player {
        if !def.subtypes.iter().any(|s| s == "Aura") {
            return Err(e.err(format!("{} can't be attached to a player: only Auras with enchant player are (CR 303.4)", def.name)));
        }
        b.attached_player = Some(mw_types::PlayerId(k - 1));
    } else if let Some(target) = &e.item.attached_to {
        if !attachable(def) {
            return Err(e.err(format!(
                "{} can't be attached to anything: only Auras, Equipment and Fortifications are (CR 301.5, 303.4)",
                def.name
            )));
        }
        let index = perm_order
            .iter()
            .position(|&j| entries[j].alias().as_deref() == Some(target.as_str()))
            .ok_or_else(|| e.err(format!("attached to {target:?}, which is no permanent's alias")))?;
        if std::ptr::eq(&entries[perm_order[index]], e) {
            return Err(e.err(format!("{} can't be attached to itself", def.name)));
        }
        b.attached_to = Some(index);
    } else if def.subtypes.iter().any(|s| s == "Aura") {
        return Err(e.err(format!("{} is an Aura: it needs `attached to ALIAS` (CR 303.4, 704.5m)", def.name)));
    }
    Ok(b)
}

/// A player a setup line names (the highest, for cards controlled by another).
fn named_player(l: &SetupLine) -> Option<PlayerId> {
    match l {
        SetupLine::Turn { active: p, .. }
        | SetupLine::Life(p, _)
        | SetupLine::Pool(p, _)
        | SetupLine::LandsPlayed(p, _)
        | SetupLine::Speed(p, _)
        | SetupLine::Ring(p, _)
        | SetupLine::Agent { player: p, .. } => Some(*p),
        SetupLine::Cards(p, _, items) => items.iter().filter_map(|i| i.controller).chain([*p]).max_by_key(|q| q.0),
        SetupLine::Seed(_) | SetupLine::Unscripted(_) | SetupLine::Players(_) | SetupLine::Commander => None,
    }
}

/// Builds the position, or explains (with its line and column) why it cannot be built.
pub fn build(db: &CardDb, players: u8, lines: &[(LineNo, SetupLine)]) -> Result<Built, SetupError> {
    let mut turn = (1u32, PlayerId(0), Step::Main1);
    let mut seed = 0;
    let mut policy = Unscripted::Fail;
    // CR 903.7: a Commander game's players start at 40 life.
    let life = if lines.iter().any(|(_, l)| *l == SetupLine::Commander) { 40 } else { 20 };
    let mut setups: Vec<PlayerSetup> = vec![PlayerSetup { life, ..PlayerSetup::default() }; players as usize];
    let mut agents = vec![None; players as usize];
    for (line, l) in lines {
        // The parser checks every player against the player count; a hand-built
        // scenario may not.
        if let Some(p) = named_player(l).filter(|p| p.index() >= players as usize) {
            return Err(SetupError { line: *line, column: 1, message: format!("no player {p} (the game has {players} players)") });
        }
        match l {
            SetupLine::Turn { number, active, step } => turn = (*number, *active, *step),
            SetupLine::Life(p, n) => setups[p.index()].life = *n,
            SetupLine::Pool(p, m) => setups[p.index()].pool = m.clone(),
            SetupLine::LandsPlayed(p, n) => setups[p.index()].lands_played = *n,
            SetupLine::Speed(p, n) => setups[p.index()].speed = *n,
            SetupLine::Ring(p, n) => setups[p.index()].ring = *n,
            SetupLine::Seed(s) => seed = *s,
            SetupLine::Unscripted(u) => policy = *u,
            SetupLine::Agent { player, kind, ms } => agents[player.index()] = Some(AgentSetup { kind: *kind, ms: *ms }),
            SetupLine::Players(_) | SetupLine::Cards(..) | SetupLine::Commander => {}
        }
    }
    let mut defs: Vec<mw_ir::CardDef> = Vec::new();
    let entries = compile_all(db, lines, &mut defs)?;
    // Battlefield entries in the engine's permanent order (player by player).
    let mut perm_order: Vec<usize> = Vec::new();
    for p in 0..setups.len() {
        perm_order.extend((0..entries.len()).filter(|&k| entries[k].owner.index() == p && entries[k].zone == SetupZone::Battlefield));
    }
    for e in &entries {
        let pl = &mut setups[e.owner.index()];
        match e.zone {
            SetupZone::Hand => pl.hand.push(e.card),
            SetupZone::Library => pl.library.push(e.card),
            SetupZone::Graveyard => pl.graveyard.push(e.card),
            SetupZone::Exile => pl.exile.push(e.card),
            SetupZone::Command => pl.command.push(e.card),
            SetupZone::Battlefield => {
                if !defs[e.card.0 as usize].is_permanent() {
                    return Err(e.err(format!("{} cannot be on the battlefield: it is not a permanent card (CR 110.4)", defs[e.card.0 as usize].name)));
                }
                let b = permanent(e, &defs, &entries, &perm_order)?;
                setups[e.owner.index()].battlefield.push(b);
            }
        }
    }
    let first_line = lines.first().map_or(1, |(l, _)| *l);
    let setup = PositionSetup { cards: Arc::new(CardTable::new(defs)), seed, turn: turn.0, active: turn.1, step: turn.2, players: setups };
    let (game, pos) = Game::from_position(setup)
        .map_err(|e| SetupError { line: first_line, column: 1, message: format!("setup: {e}") })?;
    let aliases = map_aliases(&game, &entries, &perm_order, &pos)?;
    Ok(Built { game, aliases, policy, agents, seed })
}

/// Maps aliases to physical cards: the engine created objects zone list by zone list.
fn map_aliases(
    game: &Game,
    entries: &[Entry],
    perm_order: &[usize],
    pos: &mw_engine::PositionIds,
) -> Result<Aliases, SetupError> {
    let mut aliases = Aliases::new();
    let mut cursor = vec![[0usize; 4]; pos.zones.len()];
    let mut perm_ids = vec![None; entries.len()];
    for (n, &k) in perm_order.iter().enumerate() {
        perm_ids[k] = pos.permanents.get(n).copied();
    }
    for (k, e) in entries.iter().enumerate() {
        let id = match e.zone {
            SetupZone::Battlefield => perm_ids[k],
            // The command zone's commanders, player by player, each in list order.
            SetupZone::Command => {
                let before = entries.iter().filter(|x| x.zone == SetupZone::Command && x.owner.index() < e.owner.index()).count();
                let mine = entries[..k].iter().filter(|x| x.zone == SetupZone::Command && x.owner == e.owner).count();
                pos.command.get(before + mine).copied()
            }
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
        if let (Some(a), Some(id)) = (e.alias(), id) {
            if let Some(o) = game.last_known(id) {
                if aliases.iter().any(|(x, _)| *x == a) {
                    return Err(e.err(format!("alias {a:?} is used twice")));
                }
                aliases.push((a, o.instance));
            }
        }
    }
    Ok(aliases)
}
