//! `manaweave play`: a person plays a game in the terminal against agents (one opponent,
//! or several in a free-for-all or Commander game), in plain
//! lines that a script can drive through standard input. Priority is passed for the
//! person except at their stops (`play::stops`), the board is shown as across a real
//! table (`play::board`), and each question lists its answers in words (`play::prompt`).

mod board;
mod prompt;
mod stops;

use crate::agents::{agent_seed, parse_agent, BudgetArgs};
use crate::decks::{commander_matchup, deck_arg, matchup, setup, BUILTIN_COMMANDER};
use mw_ai::{Agent, AgentKind};
use mw_engine::{Answer, EventKind, Game, GameResult, GameSetup, LossReason, Question};
use mw_types::PlayerId;
use prompt::Command;
use std::io::{BufRead, Write};
use stops::{Skip, Stops};

#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// Your deck: a built-in name or a deck list file (default: red-aggro; with
    /// `--format commander`, the first built-in Commander deck).
    #[arg(long)]
    pub deck: Option<String>,
    /// The opponents' deck (default: green-midrange; with `--format commander`, the
    /// other built-in Commander decks in turn).
    #[arg(long)]
    pub opponent_deck: Option<String>,
    /// The game's format: `commander` for a Commander game (CR 903); otherwise the
    /// decks' own game.
    #[arg(long)]
    pub format: Option<String>,
    /// Number of players, 2 to 6 (default 2; 4 with `--format commander`): a
    /// free-for-all game (CR 806) where every opponent is the `--vs` agent.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=6))]
    pub players: Option<u8>,
    /// The game's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Which player you are: 1 to the number of players.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub seat: u8,
    /// The opponent's agent: random, first, heuristic or mcts.
    #[arg(long, alias = "opponent", default_value = "random", value_parser = parse_agent)]
    pub vs: AgentKind,
    #[command(flatten)]
    pub budget: BudgetArgs,
    /// Where the game stops to give you priority when you could act: steps of your turn
    /// (main1, main2, upkeep, declare-blockers, …), opp-STEP for an opponent's turn,
    /// stack (an opponent's spell or ability), all, or none. Elsewhere it passes for you.
    #[arg(long, default_value = stops::DEFAULT_STOPS)]
    pub stops: String,
    /// Let an agent answer your questions (a demonstration, or to count the questions):
    /// random, first, heuristic or mcts.
    #[arg(long, value_parser = parse_agent)]
    pub me: Option<AgentKind>,
    /// Choose how to pay mana costs (by default they are paid automatically).
    #[arg(long)]
    pub manual_mana: bool,
    /// Show each event's Comprehensive Rules number.
    #[arg(long)]
    pub rules: bool,
}

/// Who answers the person's questions: standard input, or an agent standing in.
enum Input<'a> {
    Lines(Box<dyn Iterator<Item = std::io::Result<String>> + 'a>),
    Agent(Box<dyn Agent + Send>),
}

/// The person's side of the game.
struct Session<'a> {
    me: PlayerId,
    stops: Stops,
    skip: Option<Skip>,
    /// The game before each of the person's answers, for undo.
    history: Vec<Game>,
    /// Questions asked, and how many of them were answered by passing priority.
    asked: u32,
    passes: u32,
    /// Priority passed without asking.
    auto_passes: u32,
    rules: bool,
    /// Events told but not printed yet, each with how many times in a row it happened.
    pending: Vec<(String, u32)>,
    input: Input<'a>,
    out: std::io::Stdout,
}

/// What the person's turn at a question came to.
enum Reply {
    Answer(Answer),
    /// The game was put back to an earlier decision.
    Undone(Box<Game>),
    Quit,
}

impl Session<'_> {
    fn say(&mut self, s: &str) {
        let _ = writeln!(self.out, "{s}");
    }

    /// A batch of events in words, without the rule numbers unless asked for. Priority
    /// passes, steps and mana bookkeeping are left out (the board says where the game
    /// is), as are moves another event of the batch tells (a spell cast, a land played),
    /// and repeated lines are counted ("p2 draws a card (7 times)").
    fn events(&mut self, game: &Game, events: &[mw_engine::Event]) {
        use mw_engine::zones::Zone;
        use EventKind::*;
        let mut lines = std::mem::take(&mut self.pending);
        for (i, e) in events.iter().enumerate() {
            let told_by_next = match e.kind {
                PriorityPassed { .. } | StepBegan { .. } | ManaEmptied { .. } | EffectsEnded | DamageWoreOff | ManaAdded { .. } | ManaSpent { .. } => true,
                ZoneChanged { from, to, .. } => {
                    to == Zone::Stack
                        || (from == Zone::Stack && matches!(to, Zone::Battlefield | Zone::Graveyard))
                        || (from == Zone::Hand && to == Zone::Battlefield && matches!(events.get(i + 1).map(|e| &e.kind), Some(LandPlayed { .. })))
                }
                _ => false,
            };
            if told_by_next {
                continue;
            }
            let s = game.explain_to(self.me, e);
            let s = if self.rules { s } else { s.split_once("] ").map_or(s.clone(), |(_, t)| t.to_string()) };
            match lines.last_mut() {
                Some((l, n)) if *l == s => *n += 1,
                _ => lines.push((s, 1)),
            }
        }
        self.pending = lines;
    }

    /// Prints the events told so far.
    fn flush(&mut self) {
        for (l, n) in std::mem::take(&mut self.pending) {
            let line = if n > 1 { format!("  {l} ({n} times)") } else { format!("  {l}") };
            self.say(&line);
        }
    }

    fn ask(&mut self, game: &Game, question: &Question, legal: &[Answer]) -> Result<Reply, String> {
        self.flush();
        let view = game.view(self.me);
        let choices = prompt::choices(game, self.me, question, legal);
        // The board before the questions of a new moment; a question met while casting
        // or resolving comes alone (`b` shows the board).
        let moment = matches!(question, Question::Priority | Question::DeclareAttackers | Question::DeclareBlockers | Question::Mulligan { .. });
        let table = if moment { board::render(game, &view) } else { String::new() };
        let mut shown = format!("\n{table}{}:", game.describe_question(question));
        for (i, c) in choices.iter().enumerate() {
            shown.push_str(&format!("\n  {}. {}", i + 1, c.text));
        }
        self.say(&shown);
        loop {
            let _ = write!(self.out, "> ");
            let _ = self.out.flush();
            let command = match &mut self.input {
                Input::Agent(a) => {
                    let offered: Vec<Answer> = choices.iter().map(|c| c.answer).collect();
                    let i = a.choose(game, self.me, &offered);
                    let _ = writeln!(self.out, "{}", i + 1);
                    Command::Answer(i)
                }
                Input::Lines(lines) => {
                    let Some(line) = lines.next() else { return Ok(Reply::Quit) };
                    let line = line.map_err(|e| format!("cannot read input: {e}"))?;
                    match prompt::parse(&line, choices.len()) {
                        Ok(c) => c,
                        Err(e) => {
                            self.say(&e);
                            continue;
                        }
                    }
                }
            };
            let pass = || legal.contains(&Answer::Pass);
            let answer = match command {
                Command::Answer(i) => choices[i].answer,
                Command::Pass | Command::Skip | Command::EndTurn if !pass() => {
                    self.say("you can't pass now: choose an answer");
                    continue;
                }
                Command::Pass => Answer::Pass,
                Command::Skip => {
                    self.skip = Some(Skip::UntilSomething { turn: game.turn().number });
                    Answer::Pass
                }
                Command::EndTurn => {
                    self.skip = Some(Skip::UntilMyTurn);
                    Answer::Pass
                }
                Command::Undo => match self.history.pop() {
                    Some(g) => return Ok(Reply::Undone(Box::new(g))),
                    None => {
                        self.say("nothing to undo yet");
                        continue;
                    }
                },
                Command::Board => {
                    let b = board::render(game, &view);
                    self.say(&b);
                    continue;
                }
                Command::Stops(None) => {
                    let s = format!("stops: {}", self.stops.describe());
                    self.say(&s);
                    continue;
                }
                Command::Stops(Some(list)) => {
                    match Stops::parse(&list) {
                        Ok(s) => {
                            self.stops = s;
                            let s = format!("stops: {}", self.stops.describe());
                            self.say(&s);
                        }
                        Err(e) => self.say(&e),
                    }
                    continue;
                }
                Command::Help => {
                    self.say(prompt::HELP);
                    continue;
                }
                Command::Quit => return Ok(Reply::Quit),
            };
            self.asked += 1;
            if answer == Answer::Pass {
                self.passes += 1;
            }
            self.history.push(game.clone());
            return Ok(Reply::Answer(answer));
        }
    }

    /// "You win" or "You lose", and why.
    fn result(&mut self, game: &Game) {
        self.flush();
        let reason = |p: PlayerId| {
            game.events().iter().rev().find_map(|e| match e.kind {
                EventKind::PlayerLost { player, reason } if player == p => Some(match reason {
                    LossReason::Life => "life total 0 or less (CR 704.5a)",
                    LossReason::EmptyLibrary => "drew from an empty library (CR 704.5b)",
                    LossReason::Poison => "ten poison counters (CR 704.5c)",
                    LossReason::Conceded => "conceded (CR 104.3a)",
                    LossReason::CommanderDamage => "21 combat damage from one commander (CR 704.6c)",
                    LossReason::Effect => "an effect (CR 104.3e)",
                    LossReason::AnotherWon => "another player won (CR 104.2b)",
                }),
                _ => None,
            })
        };
        let line = match game.result() {
            Some(GameResult::Won(w)) if w == self.me => {
                // The last opponent to lose did so in the game's last batch of events.
                let why = game.player_ids().filter(|&p| p != self.me).find_map(reason);
                let who = if game.player_ids().count() > 2 { "your last opponent" } else { "your opponent" };
                format!("You win{}", why.map(|r| format!(": {who} lost by {r}")).unwrap_or_default())
            }
            Some(GameResult::Won(w)) => {
                let why = reason(self.me).map(|r| format!(": {r}")).unwrap_or_default();
                format!("You lose ({w} wins){why}")
            }
            Some(GameResult::Draw) => "The game is a draw".to_string(),
            None => "The game is over".to_string(),
        };
        self.say(&line);
    }

    fn summary(&mut self) {
        let pct = if self.asked > 0 { 100.0 * self.passes as f64 / self.asked as f64 } else { 0.0 };
        let s = format!(
            "questions asked: {}, answered by passing priority: {} ({pct:.0}%); priority passed for you at no stop: {}",
            self.asked, self.passes, self.auto_passes
        );
        self.say(&s);
    }
}

/// The game's setup: the person's deck in their seat and the opponents' in the others,
/// two players or more (CR 806), Commander decks with `--format commander` (CR 903).
fn table_setup(args: &PlayArgs) -> Result<GameSetup, String> {
    let commander = match args.format.as_deref() {
        None => false,
        Some(f) if f.eq_ignore_ascii_case("commander") => true,
        Some(f) => return Err(format!("no game format {f:?}: play a two-or-more-player game, or --format commander")),
    };
    let players = args.players.unwrap_or(if commander { 4 } else { 2 }) as usize;
    let seat = args.seat as usize - 1;
    if seat >= players {
        return Err(format!("--seat {} but the game has {players} players", args.seat));
    }
    let default = |i: usize| if commander { BUILTIN_COMMANDER[i % BUILTIN_COMMANDER.len()].0 } else if i == 0 { "red-aggro" } else { "green-midrange" };
    // Seat order: the person's deck at `seat`, the opponents' decks in the other seats.
    let mut decks = Vec::with_capacity(players);
    for i in 0..players {
        let (given, nth) = if i == seat { (&args.deck, 0) } else { (&args.opponent_deck, 1 + i - usize::from(i > seat)) };
        decks.push(deck_arg(given.as_deref().unwrap_or(default(nth)))?);
    }
    let db = crate::load_db()?;
    if commander {
        let (table, ids, leaders) = commander_matchup(&db, &decks)?;
        return Ok(GameSetup::commander(table, ids, leaders, args.seed));
    }
    let (table, ids) = matchup(&db, &decks)?;
    Ok(setup(&table, &ids, args.seed))
}

pub fn run(args: PlayArgs) -> Result<(), String> {
    let stops = Stops::parse(&args.stops)?;
    let me = PlayerId(args.seat - 1);
    let mut game = Game::new(table_setup(&args)?).map_err(|e| e.to_string())?;
    // The first opponent's agent takes the game's seed (as in a two-player game), the
    // others one of their own.
    let agent_for = |p: PlayerId| {
        let first = game.player_ids().find(|&o| o != me) == Some(p);
        args.vs.build(if first { args.seed } else { agent_seed(args.seed, p.index()) }, args.budget.budget())
    };
    let mut opponents: Vec<Box<dyn Agent + Send>> = game.player_ids().map(agent_for).collect();
    let stdin = std::io::stdin();
    let input = match args.me {
        Some(kind) => Input::Agent(kind.build(args.seed.wrapping_add(1), args.budget.budget())),
        None => Input::Lines(Box::new(stdin.lock().lines())),
    };
    let mut s = Session {
        me,
        stops,
        skip: None,
        history: Vec::new(),
        asked: 0,
        passes: 0,
        auto_passes: 0,
        rules: args.rules,
        pending: Vec::new(),
        input,
        out: std::io::stdout(),
    };
    let mut legal: Vec<Answer> = Vec::new();
    let start = game.events().to_vec();
    s.events(&game, &start);
    while !game.is_over() {
        let d = game.decision();
        let Some(p) = d.player else { break };
        game.legal_answers_into(&mut legal);
        let answer = if p != me {
            legal[opponents[p.index()].choose(&game, p, &legal)]
        } else if legal.len() == 1 {
            legal[0]
        } else if !args.manual_mana && legal.contains(&Answer::AutoPay) {
            Answer::AutoPay
        } else if d.question == Question::Priority && stops::auto_pass(&game, me, &legal, &s.stops, &mut s.skip) {
            s.auto_passes += 1;
            Answer::Pass
        } else {
            match s.ask(&game, &d.question, &legal)? {
                Reply::Answer(a) => a,
                Reply::Undone(g) => {
                    game = *g;
                    s.say("(back to your previous decision)");
                    continue;
                }
                Reply::Quit => {
                    s.flush();
                    s.say("game left unfinished");
                    s.summary();
                    return Ok(());
                }
            }
        };
        let events = game.apply(p, answer).map_err(|e| format!("engine refused a listed answer: {e}"))?.to_vec();
        s.events(&game, &events);
    }
    s.result(&game);
    s.summary();
    Ok(())
}
