//! How a script lets the game move on: answering what the script leaves open (queued
//! `choose:` answers, the one legal answer, agents, the `unscripted:` policy), `resolve`,
//! `advance to` and `run until` (SCENARIOS.md, *script* and *Strict choices*).

use crate::answers::{describe, find};
use crate::ast::{Unscripted, Until};
use crate::runner::{Run, MAX_STEPS};
use mw_engine::{Answer, Question, Step};
use mw_types::PlayerId;

/// The most turns `run until game over` plays before giving up.
pub const MAX_RUN_TURNS: u32 = 200;
/// The most decisions one `run until` takes before giving up.
pub const MAX_RUN_DECISIONS: usize = 200_000;

/// What a decision outside an action's own options gets, in context.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ctx {
    /// Inside `resolve` / `advance to`: priority passes, declarations are empty.
    Passing,
    /// Inside `run until`: agents decide everything for their players; players without
    /// one pass priority, and their other decisions follow the policy.
    Running,
    Other,
}

impl Run<'_> {
    /// Answers pending decisions that are not priority (from queues or strictly).
    pub(crate) fn settle(&mut self) -> Result<(), String> {
        for _ in 0..MAX_STEPS {
            if self.game.is_over() || self.game.decision().question == Question::Priority {
                return Ok(());
            }
            self.answer_unscripted(Ctx::Other)?;
        }
        Err("too many decisions while settling".into())
    }

    /// Answers the pending decision: an agent's (in `run until`), a queued answer, the only
    /// legal one, a pass, another agent's, or by the `unscripted:` policy.
    pub(crate) fn answer_unscripted(&mut self, ctx: Ctx) -> Result<(), String> {
        let d = self.game.decision();
        let p = d.player.ok_or("the game is over")?;
        let legal = self.game.legal_answers();
        if legal.is_empty() {
            return Err(format!("the engine offers {p} no answer to: {}", self.game.describe_question(&d.question)));
        }
        if ctx == Ctx::Running && self.agents[p.index()].is_some() {
            return self.agent_answer(p, &legal);
        }
        // Inside `resolve`, `advance to` and `run until`, priority is passed: queued
        // answers wait for the questions they answer.
        if ctx != Ctx::Other && d.question == Question::Priority && legal.contains(&Answer::Pass) {
            return self.apply(p, Answer::Pass);
        }
        if let Some(text) = self.next_in_sequel(p, &d.question) {
            let a = find(&self.game, &self.aliases, &legal, &text).ok_or_else(|| self.no_match(p, &text, &legal))?;
            self.apply(p, a)?;
            if self.sequel[p.index()].is_none() {
                self.finish_compound(p, &d.question)?;
            }
            return Ok(());
        }
        if self.queued_answer(p, &d.question, &legal)? {
            return Ok(());
        }
        if legal.len() == 1 {
            return self.apply(p, legal[0]);
        }
        if ctx == Ctx::Passing {
            let pass = match d.question {
                Question::Priority => Some(Answer::Pass),
                Question::DeclareAttackers | Question::DeclareBlockers => Some(Answer::Done),
                _ => None,
            };
            if let Some(a) = pass.filter(|a| legal.contains(a)) {
                return self.apply(p, a);
            }
        }
        if self.agents[p.index()].is_some() {
            return self.agent_answer(p, &legal);
        }
        let pick = match self.policy {
            Unscripted::Fail => {
                let all: Vec<String> = legal.iter().map(|a| describe(&self.game, &self.aliases, a)).collect();
                return Err(format!(
                    "unscripted decision: {p} must answer: {}; legal answers: {}",
                    self.game.describe_question(&d.question),
                    all.join(" | ")
                ));
            }
            Unscripted::First => 0,
            Unscripted::Every => {
                let names: Vec<String> = legal.iter().map(|a| describe(&self.game, &self.aliases, a)).collect();
                self.branch(legal.len(), |i| format!("{p}: {}", names[i]))
            }
        };
        self.apply(p, legal[pick])
    }

    fn no_match(&self, p: PlayerId, text: &str, legal: &[Answer]) -> String {
        let all: Vec<String> = legal.iter().map(|a| describe(&self.game, &self.aliases, a)).collect();
        format!(
            "{p}'s answer {text:?} names none of the answers to: {}; legal answers: {}",
            self.game.describe_question(&self.game.decision().question),
            all.join(" | ")
        )
    }

    /// The agent of `p` decides.
    fn agent_answer(&mut self, p: PlayerId, legal: &[Answer]) -> Result<(), String> {
        let agent = self.agents[p.index()].as_mut().ok_or("no agent")?;
        let i = agent.choose(&self.game, p, legal).min(legal.len() - 1);
        self.apply(p, legal[i])
    }

    /// Answers from `p`'s queue when its front names a legal answer; true if it did.
    fn queued_answer(&mut self, p: PlayerId, question: &Question, legal: &[Answer]) -> Result<bool, String> {
        let Some(text) = self.queues[p.index()].front().cloned() else { return Ok(false) };
        let items: Vec<&str> = text.split(';').map(str::trim).collect();
        // An optional instruction ("you may") asked first: any queued answer other than
        // yes or no means yes, and stays queued for the question that follows.
        let yes_no = legal.iter().all(|a| matches!(a, Answer::Yes | Answer::No));
        let first = items[0].to_lowercase();
        if yes_no && legal.contains(&Answer::Yes) && first != "yes" && first != "no" {
            self.apply(p, Answer::Yes)?;
            return Ok(true);
        }
        let Some(a) = find(&self.game, &self.aliases, legal, items[0]) else { return Ok(false) };
        self.queues[p.index()].pop_front();
        if items.len() > 1 {
            let rest = items[1..].iter().map(|s| s.to_string());
            if is_ordering(question) {
                self.sequel[p.index()] = Some((std::mem::discriminant(question), rest.collect()));
            } else {
                // The rest of a compound answer answers what follows.
                self.queues[p.index()].push_front(rest.collect::<Vec<_>>().join("; "));
            }
        }
        self.apply(p, a)?;
        if items.len() == 1 {
            self.finish_compound(p, question)?;
        }
        Ok(true)
    }

    /// The next item of `p`'s ordering list, when this question is of its kind.
    fn next_in_sequel(&mut self, p: PlayerId, question: &Question) -> Option<String> {
        let slot = &mut self.sequel[p.index()];
        let (kind, rest) = slot.as_mut()?;
        if *kind != std::mem::discriminant(question) {
            return None;
        }
        let text = rest.pop_front();
        if rest.is_empty() {
            *slot = None;
        }
        text
    }

    /// A compound answer ends in "done" when the same question comes back offering it.
    fn finish_compound(&mut self, p: PlayerId, asked: &Question) -> Result<(), String> {
        let d = self.game.decision();
        if d.player == Some(p)
            && std::mem::discriminant(&d.question) == std::mem::discriminant(asked)
            && self.game.legal_answers().contains(&Answer::Done)
        {
            self.apply(p, Answer::Done)?;
        }
        Ok(())
    }

    pub(crate) fn resolve(&mut self, all: bool) -> Result<(), String> {
        self.settle()?;
        self.live()?;
        let Some(top) = self.game.stack().last().map(|s| s.id) else {
            return Err("nothing on the stack to resolve".into());
        };
        for _ in 0..MAX_STEPS {
            if self.game.is_over() {
                return Ok(());
            }
            if all && self.game.stack().is_empty() && self.game.decision().question == Question::Priority {
                return Ok(());
            }
            self.answer_unscripted(Ctx::Passing)?;
            let done = self.game.events().iter().any(|e| {
                matches!(e.kind, mw_engine::EventKind::Resolved { item, .. } | mw_engine::EventKind::DidNotResolve { item, .. } if item == top)
            });
            if done && !all {
                return self.settle();
            }
        }
        Err("the stack did not resolve".into())
    }

    pub(crate) fn advance(&mut self, step: Step, turn: Option<u32>) -> Result<(), String> {
        self.settle()?;
        self.live()?;
        self.go_to(Until::Step { step, turn }, Ctx::Passing, MAX_STEPS)
    }

    /// `run until`: the game plays itself (agents decide; players without one pass priority
    /// and follow the policy for the rest) until the step or the end of the game.
    pub(crate) fn run_until(&mut self, until: Until) -> Result<(), String> {
        if until == Until::GameOver && self.game.is_over() {
            return Ok(());
        }
        self.live()?;
        self.go_to(until, Ctx::Running, MAX_RUN_DECISIONS)
    }

    /// Answers decisions in `ctx` until `until` holds: the step (of the turn, or the next
    /// such step) has begun and a player would get priority, or the game is over.
    fn go_to(&mut self, until: Until, ctx: Ctx, max: usize) -> Result<(), String> {
        let start = (self.game.turn().number, self.game.turn().step);
        let limit = match until {
            Until::Step { turn: Some(n), .. } => n,
            Until::Step { turn: None, .. } => start.0.saturating_add(2),
            Until::GameOver => start.0.saturating_add(MAX_RUN_TURNS),
        };
        let mut left = false;
        for _ in 0..max {
            if self.game.is_over() {
                return Ok(());
            }
            let t = self.game.turn();
            left |= (t.number, t.step) != start;
            if let Until::Step { step, turn } = until {
                let here = t.step == step && self.game.decision().question == Question::Priority;
                let arrived = match turn {
                    Some(n) => here && t.number == n,
                    None => here && left,
                };
                if arrived {
                    return Ok(());
                }
            }
            if t.number > limit {
                return Err(match until {
                    Until::Step { step, .. } => skipped(step, t.number),
                    Until::GameOver => format!("the game did not end within {MAX_RUN_TURNS} turns"),
                });
            }
            if self.game.permanent_count() > mw_ai::MAX_PERMANENTS {
                return Err(format!("more than {} permanents: stopped", mw_ai::MAX_PERMANENTS));
            }
            self.answer_unscripted(ctx)?;
        }
        Err(match until {
            Until::Step { step, .. } => format!("more than {max} decisions without reaching {step}"),
            Until::GameOver => format!("more than {max} decisions without the game ending"),
        })
    }

    /// Passes priority until `p` is asked to declare attackers or blockers. Returns false
    /// when the game reached that step without asking (nothing could attack or block).
    pub(crate) fn move_to(&mut self, p: PlayerId, q: Question) -> Result<bool, String> {
        let step = if q == Question::DeclareAttackers { Step::DeclareAttackers } else { Step::DeclareBlockers };
        let start = self.game.turn().number;
        for _ in 0..MAX_STEPS {
            self.live()?;
            let d = self.game.decision();
            if d.question == q && d.player == Some(p) {
                return Ok(true);
            }
            let t = self.game.turn();
            if t.number > start || (t.step >= step && d.question == Question::Priority) {
                return Ok(false);
            }
            self.answer_unscripted(Ctx::Passing)?;
        }
        Err("too many decisions".into())
    }
}

/// Questions a list answers one item at a time, in order: the triggers put on the stack
/// (CR 603.3b, first one lowest) and cards put into a library in a chosen order (from the
/// top down; the engine asks for the top one first).
fn is_ordering(q: &Question) -> bool {
    matches!(q, Question::OrderTriggers | Question::Arrange { .. } | Question::Dig { bottom: true } | Question::DigOnTop | Question::HandToLibrary { .. })
}

/// Why a step was not reached.
fn skipped(step: Step, turn: u32) -> String {
    let why = match step {
        // CR 510.4: the step exists only with first or double strike in combat.
        Step::FirstStrikeDamage => " (it exists only when a creature in combat has first strike or double strike, CR 510.4)",
        // CR 508.8: no attackers, no blockers or damage steps.
        Step::DeclareBlockers | Step::CombatDamage => " (without attackers there is none, CR 508.8)",
        _ => " (a skipped step?)",
    };
    format!("reached turn {turn} without stopping at {step}{why}")
}
