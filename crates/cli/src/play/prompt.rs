//! A question put to the person: the legal answers in words (identical cards in hand
//! offered once, permanents named with whose they are, waiting triggers named by their
//! source and what they do), and what they may type back.

use super::board::owned_name;
use mw_engine::events::Target;
use mw_engine::zones::Zone;
use mw_engine::{Answer, Game, Question};
use mw_types::{ObjectId, PlayerId};

/// One numbered answer.
pub struct Choice {
    pub answer: Answer,
    pub text: String,
}

/// The card an answer plays from a hidden or ordered zone, where two cards of the same
/// name are the same choice (CR 400.2: hand and library cards have no other identity to
/// the player choosing).
fn interchangeable(game: &Game, a: &Answer) -> Option<ObjectId> {
    let id = match *a {
        Answer::PlayLand(id) | Answer::Cast(id) | Answer::CastAlternate(id) | Answer::PlayLandAlternate(id) | Answer::CastFaceDown(id) => id,
        Answer::Object(id) => id,
        _ => return None,
    };
    game.object(id).filter(|o| matches!(o.zone, Zone::Hand | Zone::Library)).map(|_| id)
}

fn target(game: &Game, me: PlayerId, t: Target) -> String {
    match t {
        Target::Player(p) if p == me => format!("you ({p})"),
        Target::Player(p) => p.to_string(),
        Target::Object(id) => owned_name(game, me, id),
    }
}

/// An answer in words, as `me` would read it.
fn text(game: &Game, me: PlayerId, q: &Question, a: &Answer) -> String {
    match (q, *a) {
        (Question::OrderTriggers, Answer::Number(k)) => match game.waiting_trigger(me, k) {
            Some((source, ability)) => format!("{}: {}", game.name(source), mw_ir::explain::ability(ability)),
            None => game.describe_answer(a),
        },
        (_, Answer::Target(t)) => target(game, me, t),
        (_, Answer::AssignDamage(t)) => format!("one damage to {}", target(game, me, t)),
        (_, Answer::AssignAllDamage(t)) => format!("the rest of the damage to {}", target(game, me, t)),
        (_, Answer::Attack { attacker, target: t }) => format!("attack {} with {}", target(game, me, t), game.name(attacker)),
        (_, Answer::Block { blocker, attacker }) => format!("block {} with {}", owned_name(game, me, attacker), game.name(blocker)),
        (_, Answer::Activate { source, ability }) => {
            match game.abilities(source).find(|(i, _, _)| *i == ability) {
                Some((_, _, a)) => format!("activate {}: {}", game.name(source), mw_ir::explain::ability(a)),
                None => game.describe_answer(a),
            }
        }
        (_, Answer::Object(id)) if game.object(id).is_some_and(|o| o.zone == Zone::Battlefield) => owned_name(game, me, id),
        _ => game.describe_answer(a),
    }
}

/// The answers to offer: each legal answer in words, identical cards from a hand or
/// library offered once. Mana abilities aren't offered at priority: costs are paid as
/// spells are cast (CR 601.2g), and the board says what mana one could make.
pub fn choices(game: &Game, me: PlayerId, q: &Question, legal: &[Answer]) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::with_capacity(legal.len());
    for a in legal {
        if *q == Question::Priority && matches!(a, Answer::ActivateMana { .. }) {
            continue;
        }
        let t = text(game, me, q, a);
        if let Some(id) = interchangeable(game, a) {
            let same = |c: &Choice| {
                c.text == t && interchangeable(game, &c.answer).is_some_and(|o| game.name(o) == game.name(id))
            };
            if out.iter().any(same) {
                continue;
            }
        }
        out.push(Choice { answer: *a, text: t });
    }
    out
}

/// What the person typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// The answer numbered this (from 0).
    Answer(usize),
    /// Pass priority once.
    Pass,
    /// Pass until something happens.
    Skip,
    /// Pass until my next turn.
    EndTurn,
    /// Back to my previous decision.
    Undo,
    /// Show the board again.
    Board,
    /// Show, or with a list set, the stops.
    Stops(Option<String>),
    Help,
    Quit,
}

pub const HELP: &str = "type the number of an answer, or:
  p      pass priority
  s      pass until something happens (an opponent acts, a question comes, a new turn)
  e      pass until your next turn
  u      undo: back to your previous decision
  b      show the board again
  stops  show the stops; `stops main1,main2,opp-end,stack` sets them
  q      stop playing";

/// Reads one line; `n` answers are on offer.
pub fn parse(line: &str, n: usize) -> Result<Command, String> {
    let t = line.trim();
    let bad = || format!("type a number from 1 to {n}, or q to stop (h for help)");
    Ok(match t {
        "q" | "quit" => Command::Quit,
        "p" | "pass" => Command::Pass,
        "s" | "skip" => Command::Skip,
        "e" | "end" => Command::EndTurn,
        "u" | "undo" => Command::Undo,
        "b" | "board" => Command::Board,
        "h" | "help" | "?" => Command::Help,
        "stops" => Command::Stops(None),
        _ if t.starts_with("stops ") => Command::Stops(Some(t["stops ".len()..].trim().to_string())),
        _ => match t.parse::<usize>() {
            Ok(k) if (1..=n).contains(&k) => Command::Answer(k - 1),
            _ => return Err(bad()),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_engine::{PermanentSetup, PlayerSetup, PositionSetup, Step};
    use mw_types::CardId;

    /// p2's end step with Phyrexian Arena and Bitterblossom on p1's battlefield: passing
    /// to p1's upkeep makes both trigger, and p1 orders them.
    #[test]
    fn waiting_triggers_are_named_in_the_order_question() {
        let db = crate::load_db().expect("cards");
        let defs: Vec<mw_ir::CardDef> =
            ["Phyrexian Arena", "Bitterblossom", "Island"].iter().map(|n| db.compile(n).expect("supported")).collect();
        let p1 = PlayerSetup {
            battlefield: vec![PermanentSetup::new(CardId(0)), PermanentSetup::new(CardId(1))],
            library: vec![CardId(2); 5],
            ..PlayerSetup::default()
        };
        let p2 = PlayerSetup { library: vec![CardId(2); 5], ..PlayerSetup::default() };
        let setup = PositionSetup {
            cards: std::sync::Arc::new(mw_engine::CardTable::new(defs)),
            seed: 1,
            turn: 3,
            active: PlayerId(1),
            step: Step::End,
            players: vec![p1, p2],
        };
        let (mut game, _) = Game::from_position(setup).expect("position");
        while game.decision().question == Question::Priority {
            let p = game.decision().player.expect("someone has priority");
            game.apply(p, Answer::Pass).expect("pass");
        }
        let d = game.decision();
        assert_eq!(d.question, Question::OrderTriggers);
        let texts: Vec<String> = choices(&game, PlayerId(0), &d.question, &game.legal_answers()).into_iter().map(|c| c.text).collect();
        assert_eq!(texts.len(), 2, "{texts:?}");
        assert!(texts[0].starts_with("Phyrexian Arena: at the beginning of your upkeep: "), "{texts:?}");
        assert!(texts[1].starts_with("Bitterblossom: at the beginning of your upkeep: "), "{texts:?}");
    }
}
