//! Smoke play: a card is played in real games (a deck of it and basic lands against a
//! real deck, random agents, to the end) and any engine error is reported by card.

use crate::{play, Agent, Outcome, RandomAgent};
use mw_engine::{CardTable, Game, GameSetup};
use mw_ir::CardDef;
use mw_types::CardId;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

/// The basic land types that make a card's colors (Wastes for a colorless card).
pub fn basic_land_names(card: &CardDef) -> Vec<&'static str> {
    use mw_types::Color;
    let mut names: Vec<&'static str> = card
        .colors
        .iter()
        .map(|c| match c {
            Color::White => "Plains",
            Color::Blue => "Island",
            Color::Black => "Swamp",
            Color::Red => "Mountain",
            Color::Green => "Forest",
        })
        .collect();
    if names.is_empty() {
        names.push("Wastes");
    }
    names
}

/// What smoke play of one card found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SmokeResult {
    /// Every game ended (won, drawn or at the turn cap) without an engine error.
    Clean { games: u32, capped: u32 },
    /// An engine error or panic, with the seed that shows it.
    Failed { seed: u64, message: String },
}

/// Whether a one-card deck of `card` can reach a loop of mandatory actions, which CR
/// 104.4b makes a draw: a linked exile ("exile another target …" / "when ~ leaves,
/// return the exiled card") lets the copies of the card exile and return each other
/// forever when nothing else can be the target. FIXME: the engine doesn't detect such
/// loops yet, so the driver stops these games at its decision cap; smoke counts that as
/// capped for these cards only.
fn may_loop(card: &CardDef) -> bool {
    card.abilities.iter().any(|a| matches!(a, mw_ir::Ability::Triggered(t) if t.effect.contains(&mw_ir::Effect::ReturnLinkedExiled)))
}

/// Plays `games` games of a deck of 20 `card` and 20 `lands` (cycled) against `opponent`.
pub fn smoke_card(card: &CardDef, lands: &[CardDef], opponent: &[CardDef], games: u32, seed: u64) -> SmokeResult {
    let mut defs = vec![card.clone()];
    defs.extend(lands.iter().cloned());
    let land_ids: Vec<CardId> = (1..=lands.len() as u32).map(CardId).collect();
    let mut mine: Vec<CardId> = vec![CardId(0); 20];
    mine.extend((0..20).map(|i| land_ids[i % land_ids.len().max(1)]));
    let mut theirs = Vec::new();
    for d in opponent {
        let id = match defs.iter().position(|x| x.name == d.name) {
            Some(i) => i,
            None => {
                defs.push(d.clone());
                defs.len() - 1
            }
        };
        theirs.push(CardId(id as u32));
    }
    let table = Arc::new(CardTable::new(defs));
    let mut capped = 0;
    for g in 0..games as u64 {
        let s = seed.wrapping_add(g);
        let run = catch_unwind(AssertUnwindSafe(|| {
            let mut game = Game::new(GameSetup::new(table.clone(), vec![mine.clone(), theirs.clone()], s))
                .map_err(|e| e.to_string())?;
            let mut a = RandomAgent::new(s ^ 0x5eed);
            let mut b = RandomAgent::new(s ^ 0xbeef);
            let mut agents: [&mut dyn Agent; 2] = [&mut a, &mut b];
            play(&mut game, &mut agents, 60, false).map_err(|e| e.to_string())
        }));
        match run {
            Ok(Ok(p)) if p.outcome == Outcome::DecisionCap && may_loop(card) => capped += 1,
            Ok(Ok(p)) if p.outcome == Outcome::DecisionCap => {
                return SmokeResult::Failed { seed: s, message: format!("no end after {} decisions", p.decisions) };
            }
            Ok(Ok(p)) => capped += u32::from(matches!(p.outcome, Outcome::TurnCap | Outcome::SizeCap)),
            Ok(Err(message)) => return SmokeResult::Failed { seed: s, message },
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "panic".into());
                return SmokeResult::Failed { seed: s, message: format!("panic: {message}") };
            }
        }
    }
    SmokeResult::Clean { games, capped }
}
