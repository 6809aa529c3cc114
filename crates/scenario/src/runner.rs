//! Running a scenario's script through the decision API only, with strict choices and the
//! `unscripted:` policies, including `every`, which runs every branch of answers. How the
//! game moves on is in `flow`; the players' actions are in `actions`.

use crate::answers::{describe, Aliases};
use crate::ast::*;
use crate::checks;
use mw_ai::Agent;
use mw_carddb::CardDb;
use mw_engine::{Answer, Game, Question};
use mw_types::{ObjectId, PlayerId};
use std::collections::VecDeque;

/// The most branches `unscripted: every` explores; more is an error.
pub const MAX_BRANCHES: usize = 1_000;
/// The most decisions one script line may take outside `run until`.
pub(crate) const MAX_STEPS: usize = 20_000;

/// The result of running a scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub name: String,
    /// Empty when it passed.
    pub failures: Vec<String>,
    pub branches: usize,
    /// Every event and answer, when tracing.
    pub trace: Vec<String>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Where a run of one branch stands.
pub(crate) struct Run<'a> {
    pub(crate) game: Game,
    pub(crate) aliases: Aliases,
    /// Per player: queued answers (`choose:`).
    pub(crate) queues: Vec<VecDeque<String>>,
    /// Per player: the rest of a list answering an ordering (the triggers put on the
    /// stack, CR 603.3b; cards put into a library in a chosen order), used only when that
    /// player is asked the same kind of question again; dropped at priority, so naming
    /// the last item, which needs no choice, leaves nothing behind.
    pub(crate) sequel: Vec<Option<Sequel>>,
    /// Per player: the agent deciding what the script leaves open.
    pub(crate) agents: Vec<Option<Box<dyn Agent>>>,
    pub(crate) policy: Unscripted,
    forced: &'a [usize],
    /// For each unscripted choice so far: (number of answers, the one taken).
    pub(crate) points: Vec<(usize, String)>,
    pub(crate) trace: Option<Vec<String>>,
}

/// The rest of a list answer and the kind of question it answers.
pub(crate) type Sequel = (std::mem::Discriminant<Question>, VecDeque<String>);

/// Runs a scenario against a card database.
pub fn run(scenario: &Scenario, db: &CardDb, trace: bool) -> Report {
    let mut report = Report { name: scenario.name.clone(), failures: Vec::new(), branches: 0, trace: Vec::new() };
    let mut forced: Vec<usize> = Vec::new();
    loop {
        report.branches += 1;
        let (failures, points, t) = run_branch(scenario, db, &forced, trace);
        report.trace.extend(t);
        if !failures.is_empty() {
            let mut f = failures;
            if is_every(scenario) && !points.is_empty() {
                let path: Vec<&str> = points.iter().map(|(_, a)| a.as_str()).collect();
                f.insert(0, format!("in the branch answering [{}]", path.join("; ")));
            }
            report.failures = f;
            return report;
        }
        // Next branch: odometer over the choice points, last first.
        let mut next: Vec<usize> = (0..points.len()).map(|i| forced.get(i).copied().unwrap_or(0)).collect();
        let mut advanced = false;
        while let Some(i) = next.len().checked_sub(1) {
            if next[i] + 1 < points[i].0 {
                next[i] += 1;
                advanced = true;
                break;
            }
            next.pop();
        }
        if !advanced {
            return report;
        }
        if report.branches >= MAX_BRANCHES {
            report.failures.push(format!(
                "unscripted: every: more than {MAX_BRANCHES} branches (script more of the answers)"
            ));
            return report;
        }
        forced = next;
    }
}

fn is_every(s: &Scenario) -> bool {
    s.setup.iter().any(|(_, l)| *l == SetupLine::Unscripted(Unscripted::Every))
        || s.sections.iter().any(|sec| {
            matches!(sec, Section::Script(v) if v.iter().any(|(_, l)| *l == ScriptLine::Unscripted(Unscripted::Every)))
        })
}

type BranchResult = (Vec<String>, Vec<(usize, String)>, Vec<String>);

fn run_branch(scenario: &Scenario, db: &CardDb, forced: &[usize], trace: bool) -> BranchResult {
    let built = match crate::setup::build(db, scenario.players, &scenario.setup) {
        Ok(b) => b,
        Err(e) => return (vec![e.to_string()], Vec::new(), Vec::new()),
    };
    let n = built.game.player_count();
    // Each agent draws from its own stream, fixed by the setup's seed and the player.
    let agents = built
        .agents
        .iter()
        .enumerate()
        .map(|(i, a)| a.map(|a| {
            // A time per decision is searched as a fixed number of playouts, so that a
            // scenario gives the same result on any machine.
            let budget = a.ms.map(|ms| mw_ai::Budget::Playouts(ms.saturating_mul(mw_ai::PLAYOUTS_PER_MS)));
            let agent: Box<dyn mw_ai::Agent> = a.kind.build(built.seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i as u64 + 1)), budget);
            agent
        }))
        .collect();
    let mut run = Run {
        queues: vec![VecDeque::new(); n],
        sequel: vec![None; n],
        agents,
        game: built.game,
        aliases: built.aliases,
        policy: built.policy,
        forced,
        points: Vec::new(),
        trace: trace.then(Vec::new),
    };
    run.record_events();
    let mut failures = Vec::new();
    'sections: for section in &scenario.sections {
        match section {
            Section::Script(lines) => {
                for (no, line) in lines {
                    if let Some(t) = run.trace.as_mut() {
                        t.push(format!("line {no}: {}", line_text(line)));
                    }
                    if let Err(e) = run.script(line) {
                        failures.push(format!("line {no}: {e}"));
                        break 'sections;
                    }
                }
            }
            Section::Expect(checks) => {
                for (no, c, text) in checks {
                    if let Err(e) = checks::check(&run.game, &run.aliases, c) {
                        failures.push(format!("line {no}: {text}: {e}"));
                    }
                }
            }
        }
    }
    (failures, run.points, run.trace.unwrap_or_default())
}

impl Run<'_> {
    pub(crate) fn record_events(&mut self) {
        if let Some(t) = self.trace.as_mut() {
            for e in self.game.events() {
                t.push(format!("    {}", self.game.explain(e)));
            }
        }
    }

    pub(crate) fn apply(&mut self, p: PlayerId, a: Answer) -> Result<(), String> {
        if let Some(t) = self.trace.as_mut() {
            t.push(format!("  {p} answers {}", describe(&self.game, &self.aliases, &a)));
        }
        if let Err(e) = self.game.apply(p, a) {
            return Err(match e {
                mw_engine::ApplyError::IllegalAnswer { answer, question } => format!(
                    "{p} may not {} now (the game asks: {})",
                    self.game.describe_answer(&answer),
                    self.game.describe_question(&question)
                ),
                other => other.to_string(),
            });
        }
        self.record_events();
        // Every waiting trigger is on the stack before a player gets priority.
        if self.game.decision().question == Question::Priority {
            self.sequel.iter_mut().for_each(|s| *s = None);
        }
        Ok(())
    }

    /// The branch point `unscripted: every` takes next among `n` answers (recorded).
    pub(crate) fn branch(&mut self, n: usize, label: impl Fn(usize) -> String) -> usize {
        let k = self.points.len();
        let i = self.forced.get(k).copied().unwrap_or(0).min(n - 1);
        self.points.push((n, label(i)));
        i
    }

    fn script(&mut self, line: &ScriptLine) -> Result<(), String> {
        // The parser checks players against `players:`; a hand-built scenario may not.
        if let ScriptLine::Act(p, _) | ScriptLine::Try(p, _) | ScriptLine::Choose(p, _) | ScriptLine::Concede(p) = line {
            if p.index() >= self.game.player_count() {
                return Err(format!("no player {p} (the game has {} players)", self.game.player_count()));
            }
        }
        match line {
            ScriptLine::Unscripted(u) => {
                self.policy = *u;
                Ok(())
            }
            ScriptLine::Choose(p, a) => {
                self.queues[p.index()].push_back(a.clone());
                Ok(())
            }
            ScriptLine::Pass => {
                self.settle()?;
                let p = self.priority_player()?;
                self.apply(p, Answer::Pass)?;
                self.settle()
            }
            ScriptLine::Resolve => self.resolve(false),
            ScriptLine::ResolveAll => self.resolve(true),
            ScriptLine::Advance { step, turn } => self.advance(*step, *turn),
            ScriptLine::RunUntil(until) => self.run_until(*until),
            ScriptLine::Act(p, action) => self.act(*p, action),
            ScriptLine::Try(p, action) => self.try_act(*p, action),
            ScriptLine::Concede(p) => {
                self.settle()?;
                self.game.concede(*p).map_err(|e| format!("{p} can't concede: {e}"))?;
                self.settle()
            }
        }
    }

    /// An error unless the game is still in progress.
    pub(crate) fn live(&self) -> Result<(), String> {
        match self.game.result() {
            None => Ok(()),
            Some(r) => Err(format!("the game is over ({})", result_text(r))),
        }
    }

    pub(crate) fn priority_player(&self) -> Result<PlayerId, String> {
        self.live()?;
        let d = self.game.decision();
        match (d.player, d.question) {
            (Some(p), Question::Priority) => Ok(p),
            (Some(p), q) => Err(format!(
                "expected a player with priority, but {p} must answer: {}",
                self.game.describe_question(&q)
            )),
            (None, _) => Err("nobody has priority".into()),
        }
    }

    /// Finds a card by name or alias among objects.
    pub(crate) fn find_card(&self, ids: &[ObjectId], card: &str) -> Option<ObjectId> {
        let want = card.trim().to_lowercase();
        if let Some((_, inst)) = self.aliases.iter().find(|(a, _)| *a == want) {
            return ids.iter().copied().find(|id| self.game.object(*id).is_some_and(|o| o.instance == *inst));
        }
        ids.iter().copied().find(|id| self.game.name(*id).to_lowercase() == want)
    }

    /// Finds a card whose other face has this name.
    pub(crate) fn find_alternate(&self, ids: &[ObjectId], card: &str) -> Option<ObjectId> {
        let want = card.trim().to_lowercase();
        ids.iter().copied().find(|id| self.game.alternate_name(*id).is_some_and(|n| n.to_lowercase() == want))
    }
}

/// How a game ended, in words.
pub(crate) fn result_text(r: mw_engine::GameResult) -> String {
    match r {
        mw_engine::GameResult::Won(p) => format!("{p} won"),
        mw_engine::GameResult::Draw => "a draw".to_string(),
    }
}

/// A script line, briefly, for the trace and messages.
pub(crate) fn line_text(line: &ScriptLine) -> String {
    match line {
        ScriptLine::Act(p, a) => format!("{p} {}", crate::actions::action_text(a)),
        ScriptLine::Try(p, a) => format!("{p} try {}", crate::actions::action_text(a)),
        other => mw_ir::explain::words(other),
    }
}
