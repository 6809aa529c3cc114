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
    let mut names: Vec<&'static str> = card.colors.iter().map(mw_types::Color::basic_land_type).collect();
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

/// Whether a one-card deck of `card` can reach a loop that only its players' choices
/// end, which random agents may never make: a linked exile ("exile another target …" /
/// "when ~ leaves, return the exiled card") lets the copies of the card exile and return
/// each other forever when nothing else can be the target (FIXME: the engine doesn't
/// detect such mandatory loops yet, CR 104.4b); an enters trigger that may return
/// creature cards from graveyards to the battlefield (Magister of Worth's vote for grace)
/// returns the copies, whose triggers may return them again. The driver stops these games
/// at its decision cap; smoke counts that as capped for these cards only.
fn may_loop(card: &CardDef) -> bool {
    use mw_ir::{zones::MoveTo, CardZone, Effect, Trigger};
    let reanimates = |e: &Effect| matches!(e, Effect::PlayerMoves(m) if m.from == CardZone::Graveyard && m.to == MoveTo::Battlefield);
    card.abilities.iter().any(|a| match a {
        mw_ir::Ability::Triggered(t) => {
            t.effect.contains(&Effect::ReturnLinkedExiled)
                || (t.trigger == Trigger::SelfEnters && card.card_types.contains(&mw_types::CardType::Creature) && t.effect.iter().any(|e| e.any(&reanimates)))
        }
        _ => false,
    })
}

/// The card table and the two decks of a smoke game: 20 `card` and 20 `lands` (cycled)
/// against `opponent`.
fn smoke_decks(card: &CardDef, lands: &[CardDef], opponent: &[CardDef]) -> (Arc<CardTable>, Vec<CardId>, Vec<CardId>) {
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
    (Arc::new(CardTable::new(defs)), mine, theirs)
}

/// The two random agents of the smoke game with seed `s`.
fn smoke_agents(s: u64) -> (RandomAgent, RandomAgent) {
    (RandomAgent::new(s ^ 0x5eed), RandomAgent::new(s ^ 0xbeef))
}

/// Plays `games` games of a deck of 20 `card` and 20 `lands` (cycled) against `opponent`.
pub fn smoke_card(card: &CardDef, lands: &[CardDef], opponent: &[CardDef], games: u32, seed: u64) -> SmokeResult {
    let (table, mine, theirs) = smoke_decks(card, lands, opponent);
    let mut capped = 0;
    for g in 0..games as u64 {
        let s = seed.wrapping_add(g);
        let run = catch_unwind(AssertUnwindSafe(|| {
            let mut game = Game::new(GameSetup::new(table.clone(), vec![mine.clone(), theirs.clone()], s))
                .map_err(|e| e.to_string())?;
            let (mut a, mut b) = smoke_agents(s);
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

/// Replays the smoke game with seed `seed` (the seed a failure names), as a trace: each
/// answer given and each event, in words, ending with the question nobody could answer
/// when the game stalls. At most `MAX_TRACE` decisions are traced.
pub fn smoke_trace(card: &CardDef, lands: &[CardDef], opponent: &[CardDef], seed: u64) -> Result<Vec<String>, String> {
    const MAX_TRACE: u32 = 20_000;
    let (table, mine, theirs) = smoke_decks(card, lands, opponent);
    let mut game = Game::new(GameSetup::new(table, vec![mine, theirs], seed)).map_err(|e| e.to_string())?;
    let (mut a, mut b) = smoke_agents(seed);
    let agents: [&mut dyn Agent; 2] = [&mut a, &mut b];
    let mut lines = Vec::new();
    let mut buf = Vec::new();
    for _ in 0..MAX_TRACE {
        if game.result().is_some() || game.turn().number > 60 {
            break;
        }
        let d = game.decision();
        let Some(p) = d.player else { break };
        game.legal_answers_into(&mut buf);
        if buf.is_empty() {
            lines.push(format!("STALL: {p} has no legal answer to: {}", game.describe_question(&d.question)));
            break;
        }
        let i = agents[p.index()].choose(&game, p, &buf).min(buf.len() - 1);
        let answer = buf[i];
        lines.push(format!("{p}: {} -> {}", game.describe_question(&d.question), game.describe_answer(&answer)));
        let events = game.apply(p, answer).map_err(|e| format!("{e:?}"))?.to_vec();
        lines.extend(events.iter().map(|e| format!("    {}", game.explain(e))));
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::may_loop;

    fn compiled(name: &str) -> mw_ir::CardDef {
        mw_carddb::CardDb::builtin().expect("card data").compile(name).expect("compiles")
    }

    #[test]
    fn loops_only_players_end_are_known_by_the_cards_abilities() {
        // A vote for grace returns every Magister, whose triggers vote again.
        assert!(may_loop(&compiled("Magister of Worth")));
        // Returning creature cards to the hand, or no return at all, can't loop.
        assert!(!may_loop(&compiled("Gravedigger")));
        assert!(!may_loop(&compiled("Grizzly Bears")));
    }
}
