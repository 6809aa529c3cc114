//! Running a scenario's script through the decision API only, with strict choices and the
//! `unscripted:` policies, including `every`, which runs every branch of answers.

use crate::answers::{describe, find, Aliases};
use crate::ast::*;
use crate::checks;
use mw_carddb::CardDb;
use mw_engine::{Answer, Game, Question, Step, Target, Zone};
use mw_ir::Ability;
use mw_types::{ObjectId, PlayerId};
use std::collections::VecDeque;

/// The most branches `unscripted: every` explores.
pub const MAX_BRANCHES: usize = 1_000;
const MAX_STEPS: usize = 20_000;

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
struct Run<'a> {
    game: Game,
    aliases: Aliases,
    queues: Vec<VecDeque<String>>,
    policy: Unscripted,
    forced: &'a [usize],
    /// For each unscripted choice so far: (number of answers, the one taken).
    points: Vec<(usize, String)>,
    trace: Option<Vec<String>>,
    line: LineNo,
}

/// What a decision outside an action's own options gets, in context.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    /// Inside `resolve` / `advance`: priority passes, declarations are empty.
    Passing,
    Other,
}

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
        let mut next: Vec<usize> = points.iter().map(|_| 0).collect();
        let taken: Vec<usize> = (0..points.len()).map(|i| forced.get(i).copied().unwrap_or(0)).collect();
        next.copy_from_slice(&taken);
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
            report.failures.push(format!("more than {MAX_BRANCHES} branches under unscripted: every"));
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
    let built = match crate::setup::build(db, &scenario.setup) {
        Ok(b) => b,
        Err(e) => return (vec![e], Vec::new(), Vec::new()),
    };
    let mut run = Run {
        queues: vec![VecDeque::new(); built.game.player_count()],
        game: built.game,
        aliases: built.aliases,
        policy: built.policy,
        forced,
        points: Vec::new(),
        trace: trace.then(Vec::new),
        line: 0,
    };
    run.record_events();
    let mut failures = Vec::new();
    'sections: for section in &scenario.sections {
        match section {
            Section::Script(lines) => {
                for (no, line) in lines {
                    run.line = *no;
                    if let Some(t) = run.trace.as_mut() {
                        t.push(format!("line {no}: {}", scenario_line_text(line)));
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
    fn record_events(&mut self) {
        if let Some(t) = self.trace.as_mut() {
            for e in self.game.events() {
                t.push(format!("    {}", self.game.explain(e)));
            }
        }
    }

    fn apply(&mut self, p: PlayerId, a: Answer) -> Result<(), String> {
        if let Some(t) = self.trace.as_mut() {
            t.push(format!("  {p} answers {}", describe(&self.game, &self.aliases, &a)));
        }
        self.game.apply(p, a).map_err(|e| e.to_string())?;
        self.record_events();
        Ok(())
    }

    fn script(&mut self, line: &ScriptLine) -> Result<(), String> {
        match line {
            ScriptLine::Unscripted(u) => {
                self.policy = *u;
                Ok(())
            }
            ScriptLine::Choose(p, a) => {
                self.queues.get_mut(p.index()).ok_or(format!("no player {p}"))?.push_back(a.clone());
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
            ScriptLine::Act(p, action) => self.act(*p, action),
            ScriptLine::Try(p, action) => self.try_act(*p, action),
        }
    }

    fn live(&self) -> Result<(), String> {
        if self.game.is_over() {
            return Err("the game is over".into());
        }
        Ok(())
    }

    fn priority_player(&self) -> Result<PlayerId, String> {
        self.live()?;
        let d = self.game.decision();
        match (d.player, d.question) {
            (Some(p), Question::Priority) => Ok(p),
            (p, q) => Err(format!("expected a player with priority, but {p:?} must answer {q:?}")),
        }
    }

    /// Answers pending decisions that are not priority (from queues or strictly).
    fn settle(&mut self) -> Result<(), String> {
        for _ in 0..MAX_STEPS {
            if self.game.is_over() || self.game.decision().question == Question::Priority {
                return Ok(());
            }
            self.answer_unscripted(Ctx::Other)?;
        }
        Err("too many decisions while settling".into())
    }

    /// Answers the pending decision from the player's queue, or by the strict rules.
    fn answer_unscripted(&mut self, ctx: Ctx) -> Result<(), String> {
        let d = self.game.decision();
        let p = d.player.ok_or("the game is over")?;
        let legal = self.game.legal_answers();
        // Inside `resolve` and `advance to`, priority is passed (SCENARIOS.md): queued
        // answers wait for the questions they answer.
        if ctx == Ctx::Passing && d.question == Question::Priority && legal.contains(&Answer::Pass) {
            return self.apply(p, Answer::Pass);
        }
        if let Some(text) = self.queues[p.index()].front().cloned() {
            let items: Vec<&str> = text.split(';').map(str::trim).collect();
            // An optional instruction ("you may") asked first: any queued answer other than
            // yes or no means yes, and stays queued for the question that follows.
            let yes_no = legal.iter().all(|a| matches!(a, Answer::Yes | Answer::No));
            let first = items[0].to_lowercase();
            if yes_no && legal.contains(&Answer::Yes) && first != "yes" && first != "no" {
                return self.apply(p, Answer::Yes);
            }
            if let Some(a) = find(&self.game, &self.aliases, &legal, items[0]) {
                self.queues[p.index()].pop_front();
                if items.len() > 1 {
                    // The rest of a compound answer answers what follows.
                    self.queues[p.index()].push_front(items[1..].join("; "));
                }
                self.apply(p, a)?;
                if items.len() == 1 {
                    self.finish_compound(p, &d.question)?;
                }
                return Ok(());
            }
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
        let pick = match self.policy {
            Unscripted::Fail => {
                let all: Vec<String> = legal.iter().map(|a| describe(&self.game, &self.aliases, a)).collect();
                return Err(format!(
                    "unscripted decision: {p} must answer {:?}; legal answers: {}",
                    d.question,
                    all.join(" | ")
                ));
            }
            Unscripted::First => 0,
            Unscripted::Every => {
                let k = self.points.len();
                let i = self.forced.get(k).copied().unwrap_or(0).min(legal.len() - 1);
                let label = describe(&self.game, &self.aliases, &legal[i]);
                self.points.push((legal.len(), format!("{p}: {label}")));
                i
            }
        };
        self.apply(p, legal[pick])
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

    fn resolve(&mut self, all: bool) -> Result<(), String> {
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

    fn advance(&mut self, step: Step, turn: Option<u32>) -> Result<(), String> {
        self.settle()?;
        self.live()?;
        let start = (self.game.turn().number, self.game.turn().step);
        let mut left = false;
        for _ in 0..MAX_STEPS {
            if self.game.is_over() {
                return Ok(());
            }
            let t = self.game.turn();
            left |= (t.number, t.step) != start;
            let here = t.step == step && self.game.decision().question == Question::Priority;
            let arrived = match turn {
                Some(n) => here && t.number == n,
                None => here && left,
            };
            if arrived {
                return Ok(());
            }
            let limit = turn.unwrap_or(start.0 + 2);
            if t.number > limit {
                return Err(format!("reached turn {} without stopping at {step} (a skipped step?)", t.number));
            }
            self.answer_unscripted(Ctx::Passing)?;
        }
        Err(format!("could not advance to {step}"))
    }

    /// Finds a card by name or alias among objects.
    fn find_card(&self, ids: &[ObjectId], card: &str) -> Option<ObjectId> {
        let want = card.trim().to_lowercase();
        if let Some((_, inst)) = self.aliases.iter().find(|(a, _)| *a == want) {
            return ids.iter().copied().find(|id| self.game.object(*id).is_some_and(|o| o.instance == *inst));
        }
        ids.iter().copied().find(|id| self.game.name(*id).to_lowercase() == want)
    }

    /// Finds a card whose other face has this name.
    fn find_alternate(&self, ids: &[ObjectId], card: &str) -> Option<ObjectId> {
        let want = card.trim().to_lowercase();
        ids.iter().copied().find(|id| self.game.alternate_name(*id).is_some_and(|n| n.to_lowercase() == want))
    }

    /// Gets the game to where the action is asked: attacks and blocks move to their step
    /// (that part stays, even for `try`); other actions settle pending decisions first.
    /// False when the game never asked for the declaration (nothing could attack or block).
    fn prepare(&mut self, p: PlayerId, action: &Action) -> Result<bool, String> {
        match action {
            Action::Attack(_) => self.move_to(p, Question::DeclareAttackers),
            Action::Block(_) => self.move_to(p, Question::DeclareBlockers),
            _ => self.settle().map(|()| true),
        }
    }

    fn try_act(&mut self, p: PlayerId, action: &Action) -> Result<(), String> {
        if !self.prepare(p, action)? {
            return Ok(());
        }
        let saved = self.game.clone();
        let saved_queues = self.queues.clone();
        let saved_trace = self.trace.as_ref().map(Vec::len);
        let result = self.act_inner(p, action);
        self.game = saved;
        self.queues = saved_queues;
        if let (Some(t), Some(n)) = (self.trace.as_mut(), saved_trace) {
            t.truncate(n);
        }
        match result {
            Ok(()) => Err(format!("{action:?} was allowed, but the scenario says it must be refused")),
            Err(_) => Ok(()),
        }
    }

    fn act(&mut self, p: PlayerId, action: &Action) -> Result<(), String> {
        if !self.prepare(p, action)? {
            let what = if matches!(action, Action::Attack(_)) { "attack" } else { "block" };
            return Err(format!("{p} was not asked to declare: nothing could {what}"));
        }
        self.act_inner(p, action)
    }

    /// Passes priority until `p` is asked to declare attackers or blockers. Returns false
    /// when the game reached that step without asking (nothing could attack or block).
    fn move_to(&mut self, p: PlayerId, q: Question) -> Result<bool, String> {
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

    fn act_inner(&mut self, p: PlayerId, action: &Action) -> Result<(), String> {
        match action {
            Action::Play { card } => {
                self.expect_priority(p)?;
                let hand = self.game.player(p).hand.clone();
                // A land in hand, or one an effect lets them play from exile.
                let exiled: Vec<ObjectId> = self
                    .game
                    .legal_answers()
                    .into_iter()
                    .filter_map(|a| match a {
                        Answer::PlayLand(id) if !hand.contains(&id) => Some(id),
                        _ => None,
                    })
                    .collect();
                if let Some(id) = self.find_card(&hand, card).or_else(|| self.find_card(&exiled, card)) {
                    self.apply(p, Answer::PlayLand(id))?;
                    return self.settle();
                }
                // The back face of a modal double-faced card in hand, by its name.
                let id = self.find_alternate(&hand, card).ok_or(format!("{p} has no {card} in hand"))?;
                self.apply(p, Answer::PlayLandAlternate(id))?;
                self.settle()
            }
            Action::Cast { card, from, options } => {
                self.expect_priority(p)?;
                let ids = self.game.zone(p, *from);
                // A split card's left half by its own name (CR 709.3).
                let left = |run: &Self| {
                    let want = card.trim().to_lowercase();
                    ids.iter().copied().find(|id| run.game.split_left_name(*id).is_some_and(|n| n.to_lowercase() == want))
                };
                if let Some(id) = self.find_card(&ids, card).or_else(|| left(self)) {
                    let answer = if options.face_down { Answer::CastFaceDown(id) } else { Answer::Cast(id) };
                    return self.with_options(p, options, |run| run.apply(p, answer));
                }
                // An Adventure or a modal back face, by its name (CR 715.3, 712.12).
                let id = self.find_alternate(&ids, card).ok_or(format!("{p} has no {card} in their {from}"))?;
                self.with_options(p, options, |run| run.apply(p, Answer::CastAlternate(id)))
            }
            Action::Activate { card, ability, options } => {
                self.expect_priority(p)?;
                // A permanent, or else a card in hand (cycling and other "discard this
                // card" abilities, CR 113.6m).
                let ids = self.game.zone(p, Zone::Battlefield);
                let hand = self.game.zone(p, Zone::Hand);
                // Or a card in the graveyard with an ability that works there (CR 113.6k).
                let graveyard = self.game.zone(p, Zone::Graveyard);
                let id = self
                    .find_card(&ids, card)
                    .or_else(|| self.find_card(&hand, card))
                    .or_else(|| self.find_card(&graveyard, card))
                    // Another player's permanent ("any player may activate this ability").
                    .or_else(|| self.game.player_ids().filter(|o| *o != p).find_map(|o| self.find_card(&self.game.zone(o, Zone::Battlefield), card)))
                    .ok_or(format!("{p} controls no {card} and has none in hand or graveyard"))?;
                let answer = self.activation(p, id, *ability, options)?;
                if matches!(answer, Answer::ActivateMana { .. }) {
                    // A mana ability resolves at once: `choosing` was its mana.
                    return self.apply(p, answer);
                }
                self.with_options(p, options, |run| run.apply(p, answer))
            }
            Action::Attack(list) => {
                let legal = self.game.legal_answers();
                for (a, target) in list {
                    let ids: Vec<ObjectId> = self.game.zone(p, Zone::Battlefield);
                    let id = self.find_card(&ids, a).ok_or(format!("{p} controls no {a}"))?;
                    let target = match target {
                        Some(t) => match crate::parse::player(t) {
                            Some(q) => Target::Player(q),
                            None => {
                                let all: Vec<ObjectId> = self.game.battlefield().to_vec();
                                Target::Object(self.find_card(&all, t).ok_or(format!("no permanent {t} to attack"))?)
                            }
                        },
                        None => Target::Player(self.game.player_ids().find(|q| *q != p).ok_or("no opponent")?),
                    };
                    let ans = Answer::Attack { attacker: id, target };
                    if !legal.contains(&ans) && !self.game.legal_answers().contains(&ans) {
                        return Err(format!("{a} cannot attack {t}", t = t_name(&self.game, target)));
                    }
                    self.apply(p, ans)?;
                }
                self.apply(p, Answer::Done)?;
                self.settle()
            }
            Action::Block(list) => {
                for (b, a) in list {
                    let mine = self.game.zone(p, Zone::Battlefield);
                    let blocker = self.find_card(&mine, b).ok_or(format!("{p} controls no {b}"))?;
                    let attackers: Vec<ObjectId> = self.game.combat().attackers.iter().map(|x| x.attacker).collect();
                    let attacker = self.find_card(&attackers, a).ok_or(format!("{a} is not attacking"))?;
                    self.apply(p, Answer::Block { blocker, attacker })?;
                }
                self.apply(p, Answer::Done)?;
                self.settle()
            }
            Action::TurnFaceUp { card } => {
                self.expect_priority(p)?;
                let mine = self.game.zone(p, Zone::Battlefield);
                let id = self.find_card(&mine, card).ok_or(format!("{p} controls no {card}"))?;
                self.apply(p, Answer::TurnFaceUp(id))?;
                self.settle()
            }
        }
    }

    fn expect_priority(&self, p: PlayerId) -> Result<(), String> {
        let holder = self.priority_player()?;
        if holder != p {
            return Err(format!("{p} does not have priority ({holder} has)"));
        }
        Ok(())
    }

    /// The answer activating the N-th activated ability (mana abilities included, in
    /// Oracle order, a basic land's intrinsic ability first).
    fn activation(&mut self, p: PlayerId, id: ObjectId, n: u32, o: &Options) -> Result<Answer, String> {
        let name = self.game.name(id).to_string();
        // From the hand, only the abilities that work there count (CR 113.6m); on the
        // battlefield, every activated ability in Oracle order.
        let in_hand = self.game.object(id).is_some_and(|o| o.zone == Zone::Hand);
        let in_graveyard = self.game.object(id).is_some_and(|o| o.zone == Zone::Graveyard);
        let (index, ability) = self
            .game
            .abilities(id)
            .map(|(pos, _, a)| (pos, a))
            .filter(|(_, a)| match a {
                Ability::Activated(x) if in_graveyard => x.cost.in_graveyard,
                Ability::Activated(x) => !in_hand || x.cost.discard_self,
                Ability::Mana(_) => !in_hand && !in_graveyard,
                _ => false,
            })
            .nth(n.saturating_sub(1) as usize)
            .ok_or(format!("{name} has no activated ability {n}"))?;
        if let Ability::Mana(m) = ability {
            let legal = self.game.legal_answers();
            let options: Vec<Answer> = legal
                .into_iter()
                .filter(|a| matches!(a, Answer::ActivateMana { source, ability, .. } if *source == id && *ability == index))
                .collect();
            // The mana chosen is part of the activation: `choosing`, or a queued answer
            // (used up here).
            let pick = match (&o.choosing, self.queues[p.index()].front().cloned()) {
                (Some(c), _) => find(&self.game, &self.aliases, &options, c),
                (None, Some(c)) if options.len() > 1 => {
                    self.queues[p.index()].pop_front();
                    find(&self.game, &self.aliases, &options, &c)
                }
                _ => options.first().copied(),
            };
            let _ = m;
            return pick.ok_or(format!("{name} cannot be activated now"));
        }
        Ok(Answer::Activate { source: id, ability: index })
    }

    /// Applies `start`, then answers what casting or activating asks from the options:
    /// X, targets, mana payment; then settles.
    fn with_options(
        &mut self,
        p: PlayerId,
        o: &Options,
        start: impl FnOnce(&mut Self) -> Result<(), String>,
    ) -> Result<(), String> {
        if let Some(c) = &o.choosing {
            self.queues[p.index()].push_front(c.clone());
        }
        start(self)?;
        let mut targets = o.targeting.iter();
        let mut paying = o.paying.iter();
        for _ in 0..MAX_STEPS {
            if self.game.is_over() {
                return Ok(());
            }
            let d = self.game.decision();
            let legal = self.game.legal_answers();
            let answer = match d.question {
                Question::Priority => return Ok(()),
                Question::ChooseX { .. } => o.x.map(Answer::Number),
                Question::ChooseMode if o.modes.is_empty() => None,
                Question::ChooseMode => {
                    // CR 700.2: the spell being cast is on top of the stack.
                    let card = self.game.stack().last().and_then(|s| s.spell_object()).and_then(|id| self.game.object(id)).map(|o| o.card);
                    let m = card.and_then(|c| self.game.mode_answer(c, &o.modes)).unwrap_or(o.modes[0]);
                    if !legal.contains(&Answer::Number(m)) {
                        return Err(format!("modes {:?} can't be chosen now", o.modes));
                    }
                    Some(Answer::Number(m))
                }
                Question::ChooseTarget { .. } => match targets.next() {
                    Some(t) => Some(
                        find(&self.game, &self.aliases, &legal, t).ok_or(format!("{t} is not a legal target"))?,
                    ),
                    None => None,
                },
                Question::PayMana { .. } => match paying.next() {
                    Some(c) => {
                        let mana: Vec<Answer> =
                            legal.iter().copied().filter(|a| matches!(a, Answer::ActivateMana { .. } | Answer::Convoke { .. })).collect();
                        Some(find(&self.game, &self.aliases, &mana, c).ok_or(format!("{c} cannot pay now"))?)
                    }
                    None => legal.contains(&Answer::AutoPay).then_some(Answer::AutoPay),
                },
                _ => None,
            };
            match answer {
                Some(a) => {
                    let who = d.player.ok_or("the game is over")?;
                    self.apply(who, a)?;
                }
                None => self.answer_unscripted(Ctx::Other)?,
            }
        }
        Err("too many decisions while casting".into())
    }
}

fn t_name(game: &Game, t: Target) -> String {
    match t {
        Target::Player(p) => p.to_string(),
        Target::Object(id) => game.name(id).to_string(),
    }
}

/// A script line, briefly, for the trace.
fn scenario_line_text(line: &ScriptLine) -> String {
    match line {
        ScriptLine::Act(p, a) => format!("{p} {a:?}"),
        ScriptLine::Try(p, a) => format!("{p} try {a:?}"),
        other => format!("{other:?}"),
    }
}
