//! Auto-pass with stops, as online clients do it: the game passes priority for the player
//! (CR 117.3d) except at the steps they set as stops, or when an opponent's spell or
//! ability is on the stack, and never asks at all when passing is the only thing they
//! could do. "Pass until something happens" and "pass until my turn" are kept here too.

use mw_engine::turn::Step;
use mw_engine::{Answer, Game};
use mw_types::PlayerId;

/// Where the game stops to ask the player for priority (when they could do something).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stops {
    /// Steps of the player's own turn.
    pub mine: Vec<Step>,
    /// Steps of an opponent's turn.
    pub theirs: Vec<Step>,
    /// An opponent's spell or ability is on the stack.
    pub stack: bool,
}

/// The default stops: your main phases, the opponent's end step, and anything the
/// opponent puts on the stack.
pub const DEFAULT_STOPS: &str = "main1,main2,opp-end,stack";

impl Stops {
    /// Parses a comma-separated list: step names for your turn (`main1`, `upkeep`,
    /// `declare-blockers`, …), `opp-STEP` for an opponent's, `stack`, `all` or `none`.
    pub fn parse(s: &str) -> Result<Stops, String> {
        let mut stops = Stops { mine: Vec::new(), theirs: Vec::new(), stack: false };
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "none" => {}
                "stack" => stops.stack = true,
                "all" => {
                    stops.mine = Step::ALL.to_vec();
                    stops.theirs = Step::ALL.to_vec();
                    stops.stack = true;
                }
                _ => {
                    let (list, name) = match part.strip_prefix("opp-") {
                        Some(n) => (&mut stops.theirs, n),
                        None => (&mut stops.mine, part),
                    };
                    let step = Step::ALL.into_iter().find(|s| s.name() == name).ok_or_else(|| {
                        let names: Vec<&str> = Step::ALL.iter().map(|s| s.name()).collect();
                        format!(
                            "unknown stop {part:?}: a stop is a step of your turn ({}), opp- and a step of an opponent's turn (opp-end), stack, all or none",
                            names.join(", ")
                        )
                    })?;
                    list.push(step);
                }
            }
        }
        Ok(stops)
    }

    /// The list in the form `parse` reads.
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> = self.mine.iter().map(|s| s.name().to_string()).collect();
        parts.extend(self.theirs.iter().map(|s| format!("opp-{}", s.name())));
        if self.stack {
            parts.push("stack".into());
        }
        if parts.is_empty() { "none".into() } else { parts.join(",") }
    }
}

/// A standing order to keep passing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// Until something happens: an opponent puts something on the stack, a question
    /// other than priority comes, or a new turn begins.
    UntilSomething { turn: u32 },
    /// Until the player's next turn (questions other than priority still come).
    UntilMyTurn,
}

/// Whether priority is passed for `me` without asking, given the legal answers.
pub fn auto_pass(game: &Game, me: PlayerId, legal: &[Answer], stops: &Stops, skip: &mut Option<Skip>) -> bool {
    if !legal.contains(&Answer::Pass) {
        return false;
    }
    let turn = game.turn();
    let opponents_item = game.stack().iter().any(|s| s.controller != me);
    match *skip {
        Some(Skip::UntilSomething { turn: t }) if turn.number == t && !opponents_item => return true,
        Some(Skip::UntilMyTurn) if turn.active != me => return true,
        Some(_) => *skip = None,
        None => {}
    }
    // Nothing to do but pass (mana abilities alone do nothing worth stopping for).
    if legal.iter().all(|a| matches!(a, Answer::Pass | Answer::ActivateMana { .. })) {
        return true;
    }
    let top_is_opponents = game.stack().last().is_some_and(|s| s.controller != me);
    if top_is_opponents {
        return !stops.stack;
    }
    if !game.stack().is_empty() {
        // CR 117.3c: your own spell or ability on top; you rarely respond to yourself.
        return true;
    }
    let steps = if turn.active == me { &stops.mine } else { &stops.theirs };
    if !steps.contains(&turn.step) {
        return true;
    }
    // After combat on your own turn, what you could do at instant speed you can do at the
    // opponent's end step too: stop only for what only a main phase allows (CR 307.1,
    // 305.1: sorceries, permanents, lands), unless the stop for the end step is off.
    turn.active == me && turn.step == Step::Main2 && stops.theirs.contains(&Step::End) && !legal.iter().any(|a| sorcery_speed(game, a))
}

/// Whether an action can be taken only in a main phase with an empty stack: playing a
/// land, or casting a spell that isn't an instant and hasn't flash (CR 307.1, 305.1,
/// 702.8a).
fn sorcery_speed(game: &Game, a: &Answer) -> bool {
    match *a {
        Answer::PlayLand(_) | Answer::PlayLandAlternate(_) | Answer::CastFaceDown(_) => true,
        Answer::Cast(id) | Answer::CastAlternate(id) => {
            !game.is_type(id, mw_types::CardType::Instant) && !game.has_keyword(id, mw_ir::Keyword::Flash)
        }
        _ => false,
    }
}
