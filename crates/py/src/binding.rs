//! The Python classes: `Matchup`, `Table` (every seat, for the PettingZoo env), `Solo`
//! (one seat against built-in agents, for the Gymnasium env) and `VecSolo` (N games
//! stepped in Rust threads with the GIL released). The Python package (`python/
//! manaweave`) wraps them in the standard APIs; `_core.pyi` types them.

use crate::buffers::{read, BatchRaw, ObsRaw};
use mw_gym::codes::{ANSWER_KINDS, QUESTION_KINDS};
use mw_gym::layout::{ACTION_FIELDS, CARD_FIELDS, GAME_FIELDS, OPPONENT_FIELDS, STACK_FIELDS, ZONE_REFS};
use mw_gym::{Config, EnvError, Layout, OpponentKind, Status};
use mw_types::PlayerId;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

fn poisoned<T>(_: std::sync::PoisonError<T>) -> PyErr {
    PyRuntimeError::new_err("the environment panicked earlier and can't be used")
}

// The engine's `Game` is `Send` but not `Sync` (it caches in `Cell`s), so each class
// keeps its environment in a `Mutex`: methods taking `&mut self` reach it for free with
// `get_mut`, the others lock it (uncontended).
fn locked<T>(m: &Mutex<T>) -> PyResult<MutexGuard<'_, T>> {
    m.lock().map_err(poisoned)
}

fn env_err(e: EnvError) -> PyErr {
    match e {
        EnvError::IllegalAction { .. } | EnvError::GameOver => PyValueError::new_err(e.to_string()),
        _ => PyRuntimeError::new_err(e.to_string()),
    }
}

/// The card pool, loaded once per process (about 0.1 s).
fn pool() -> PyResult<&'static mw_carddb::CardDb> {
    static POOL: OnceLock<Result<mw_carddb::CardDb, String>> = OnceLock::new();
    POOL.get_or_init(|| mw_carddb::CardDb::builtin().map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| PyRuntimeError::new_err(format!("the card pool did not load: {e}")))
}

/// A layout as Python passes it: (hand, battlefield, graveyard, stack, actions, opponents).
type LayoutTuple = (usize, usize, usize, usize, usize, usize);

fn config(max_turns: u32, layout: LayoutTuple) -> PyResult<Config> {
    let (hand, battlefield, graveyard, stack, actions, opponents) = layout;
    if [hand, battlefield, graveyard, stack, actions, opponents].contains(&0) {
        return Err(PyValueError::new_err("every layout size must be at least 1"));
    }
    Ok(Config { max_turns, layout: Layout { hand, battlefield, graveyard, stack, actions, opponents } })
}

fn seat(s: u8, players: usize) -> PyResult<PlayerId> {
    if s as usize >= players {
        return Err(PyValueError::new_err(format!("seat is 0 to {}, not {s}", players - 1)));
    }
    Ok(PlayerId(s))
}

fn opponent(name: &str) -> PyResult<OpponentKind> {
    OpponentKind::from_name(name).ok_or_else(|| match name {
        "heuristic" | "mcts" => PyValueError::new_err(format!("opponent {name:?} is not built yet; use \"random\" or \"first\"")),
        _ => PyValueError::new_err(format!("unknown opponent {name:?}: \"random\" or \"first\"")),
    })
}

fn status(s: Status) -> (&'static str, Option<u8>) {
    match s {
        Status::Running => ("running", None),
        Status::Finished(mw_engine::GameResult::Won(p)) => ("won", Some(p.0)),
        Status::Finished(mw_engine::GameResult::Draw) => ("draw", None),
        Status::Capped => ("capped", None),
    }
}

/// One deck per player (2 to 6) compiled into one card table; with `commander`,
/// Commander decks (CR 903) whose `Commander` sections start in the command zone.
#[pyclass(module = "manaweave._core", frozen)]
struct Matchup(Arc<mw_gym::Matchup>);

#[pymethods]
impl Matchup {
    #[new]
    #[pyo3(signature = (decks, commander = false))]
    fn new(decks: Vec<String>, commander: bool) -> PyResult<Matchup> {
        let refs: Vec<&str> = decks.iter().map(String::as_str).collect();
        let m = if commander { mw_gym::Matchup::load_commander(pool()?, &refs) } else { mw_gym::Matchup::load(pool()?, &refs) };
        m.map(|m| Matchup(Arc::new(m))).map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// Players at the table (one per deck).
    fn players(&self) -> usize {
        self.0.players()
    }

    /// Whether this is a Commander matchup.
    fn is_commander(&self) -> bool {
        self.0.is_commander()
    }

    /// Each card's name by index (an observation's `card` is the index plus one).
    fn card_names(&self) -> Vec<String> {
        self.0.card_names()
    }

    /// The decks' names.
    fn deck_names(&self) -> Vec<String> {
        self.0.names.clone()
    }
}

/// One game, both seats answered by the caller.
#[pyclass(module = "manaweave._core")]
struct Table {
    inner: Mutex<mw_gym::Table>,
    sizes: [usize; 8],
}

#[pymethods]
impl Table {
    #[new]
    fn new(matchup: &Matchup, seed: u64, max_turns: u32, layout: LayoutTuple) -> PyResult<Table> {
        let c = config(max_turns, layout)?;
        let inner = mw_gym::Table::new(matchup.0.clone(), c, seed).map_err(env_err)?;
        Ok(Table { inner: Mutex::new(inner), sizes: c.layout.sizes() })
    }

    fn reset(&mut self, seed: u64) -> PyResult<()> {
        self.inner.get_mut().map_err(poisoned)?.reset(seed).map_err(env_err)
    }

    /// The seat that must answer now, or None once the game is over.
    fn decider(&self) -> PyResult<Option<u8>> {
        Ok(locked(&self.inner)?.decider().map(|p| p.0))
    }

    /// Answers the pending decision with legal answer `action`.
    fn step(&mut self, action: i64) -> PyResult<()> {
        self.inner.get_mut().map_err(poisoned)?.step(action).map_err(env_err)
    }

    /// Writes `seat`'s observation into the 8 arrays.
    fn observe(&mut self, seat_: u8, arrays: Vec<Bound<'_, PyAny>>) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(poisoned)?;
        let p = seat(seat_, inner.matchup().players())?;
        let (_keep, raw) = ObsRaw::get(&arrays, self.sizes, 1)?;
        // SAFETY: the buffers are held by `raw` for this call.
        inner.observe(p, &mut unsafe { raw.obs() });
        Ok(())
    }

    /// The seats that lost and left the game (CR 800.4a), in seat order.
    fn lost(&self) -> PyResult<Vec<u8>> {
        let inner = locked(&self.inner)?;
        Ok(inner.game().player_ids().filter(|&p| inner.has_lost(p)).map(|p| p.0).collect())
    }

    /// ("running" | "won" | "draw" | "capped", the winning seat).
    fn status(&self) -> PyResult<(&'static str, Option<u8>)> {
        Ok(status(locked(&self.inner)?.status()))
    }

    /// The legal answers, in action order, as the engine writes them.
    fn answers(&self) -> PyResult<Vec<String>> {
        Ok(locked(&self.inner)?.answers().iter().map(|a| format!("{a:?}")).collect())
    }

    /// The game's turn number.
    fn turn(&self) -> PyResult<u32> {
        Ok(locked(&self.inner)?.game().turn().number)
    }

    /// Decisions answered in this game (both seats).
    fn decisions(&self) -> PyResult<u64> {
        Ok(locked(&self.inner)?.decisions())
    }
}

/// One game against a built-in agent.
#[pyclass(module = "manaweave._core")]
struct Solo {
    inner: Mutex<mw_gym::Solo>,
    sizes: [usize; 8],
}

#[pymethods]
impl Solo {
    #[new]
    fn new(matchup: &Matchup, seat_: u8, opponent_: &str, seed: u64, max_turns: u32, layout: LayoutTuple) -> PyResult<Solo> {
        let c = config(max_turns, layout)?;
        let inner = mw_gym::Solo::new(matchup.0.clone(), c, seat(seat_, matchup.0.players())?, opponent(opponent_)?, seed).map_err(env_err)?;
        Ok(Solo { inner: Mutex::new(inner), sizes: c.layout.sizes() })
    }

    fn reset(&mut self, py: Python<'_>, seed: u64) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(poisoned)?;
        py.detach(move || inner.reset(seed)).map_err(env_err)
    }

    /// (reward, terminated, truncated, illegal) after the learner's answer and the
    /// opponent's; with `refuse`, an illegal action leaves the game unchanged (illegal
    /// true) instead of raising.
    fn step(&mut self, py: Python<'_>, action: i64, refuse: bool) -> PyResult<(f32, bool, bool, bool)> {
        let inner = self.inner.get_mut().map_err(poisoned)?;
        let t = py.detach(move || if refuse { inner.step_or_refuse(action) } else { inner.step(action) }).map_err(env_err)?;
        Ok((t.reward, t.terminated, t.truncated, t.illegal))
    }

    fn observe(&mut self, arrays: Vec<Bound<'_, PyAny>>) -> PyResult<()> {
        let (_keep, raw) = ObsRaw::get(&arrays, self.sizes, 1)?;
        // SAFETY: the buffers are held by `raw` for this call.
        self.inner.get_mut().map_err(poisoned)?.observe(&mut unsafe { raw.obs() });
        Ok(())
    }

    fn status(&self) -> PyResult<(&'static str, Option<u8>)> {
        Ok(status(locked(&self.inner)?.table().status()))
    }

    fn answers(&self) -> PyResult<Vec<String>> {
        let inner = locked(&self.inner)?;
        let t = inner.table();
        Ok(if t.decider() == Some(inner.learner()) { t.answers().iter().map(|a| format!("{a:?}")).collect() } else { Vec::new() })
    }

    fn turn(&self) -> PyResult<u32> {
        Ok(locked(&self.inner)?.table().game().turn().number)
    }

    fn decisions(&self) -> PyResult<u64> {
        Ok(locked(&self.inner)?.table().decisions())
    }
}

/// N games against built-in agents, stepped in Rust threads with the GIL released.
#[pyclass(module = "manaweave._core")]
struct VecSolo {
    inner: Mutex<mw_gym::VecSolo>,
    sizes: [usize; 8],
}

#[pymethods]
impl VecSolo {
    #[new]
    #[allow(clippy::too_many_arguments)]
    fn new(matchup: &Matchup, n: usize, seat_: u8, opponent_: &str, threads: usize, max_turns: u32, layout: LayoutTuple) -> PyResult<VecSolo> {
        if n == 0 {
            return Err(PyValueError::new_err("a vector needs at least one environment"));
        }
        let c = config(max_turns, layout)?;
        let inner = mw_gym::VecSolo::new(matchup.0.clone(), c, n, seat(seat_, matchup.0.players())?, opponent(opponent_)?, threads.max(1)).map_err(env_err)?;
        Ok(VecSolo { inner: Mutex::new(inner), sizes: c.layout.sizes() })
    }

    fn __len__(&self) -> PyResult<usize> {
        Ok(locked(&self.inner)?.len())
    }

    /// Resets game i from seed + i; writes the first observations (and zero rewards).
    fn reset(&mut self, py: Python<'_>, seed: u64, arrays: Vec<Bound<'_, PyAny>>, reward: Bound<'_, PyAny>, terminated: Bound<'_, PyAny>, truncated: Bound<'_, PyAny>, illegal: Bound<'_, PyAny>) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(poisoned)?;
        let (_keep, raw) = BatchRaw::get(&arrays, [&reward, &terminated, &truncated, &illegal], self.sizes, inner.len())?;
        // SAFETY: the buffers are held by `_keep` until this call returns.
        py.detach(move || inner.reset(seed, unsafe { raw.batch() })).map_err(env_err)
    }

    /// Steps every game with its action (an int64 array); writes observations, rewards
    /// and flags in place. An illegal action is refused, that game unchanged.
    #[allow(clippy::too_many_arguments)]
    fn step(&mut self, py: Python<'_>, actions: Bound<'_, PyAny>, arrays: Vec<Bound<'_, PyAny>>, reward: Bound<'_, PyAny>, terminated: Bound<'_, PyAny>, truncated: Bound<'_, PyAny>, illegal: Bound<'_, PyAny>) -> PyResult<()> {
        let inner = self.inner.get_mut().map_err(poisoned)?;
        let n = inner.len();
        let actions: Vec<i64> = read(&actions, "actions", n)?;
        let (_keep, raw) = BatchRaw::get(&arrays, [&reward, &terminated, &truncated, &illegal], self.sizes, n)?;
        // SAFETY: the buffers are held by `_keep` until this call returns.
        py.detach(move || inner.step(&actions, unsafe { raw.batch() })).map_err(env_err)
    }

    /// Engine decisions answered by all the games so far (both seats, across resets).
    fn decisions(&self) -> PyResult<u64> {
        Ok(locked(&self.inner)?.decisions())
    }
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Matchup>()?;
    m.add_class::<Table>()?;
    m.add_class::<Solo>()?;
    m.add_class::<VecSolo>()?;
    m.add("GAME_FIELDS", GAME_FIELDS.to_vec())?;
    m.add("CARD_FIELDS", CARD_FIELDS.to_vec())?;
    m.add("STACK_FIELDS", STACK_FIELDS.to_vec())?;
    m.add("ACTION_FIELDS", ACTION_FIELDS.to_vec())?;
    m.add("ZONE_REFS", ZONE_REFS.to_vec())?;
    m.add("OPPONENT_FIELDS", OPPONENT_FIELDS.to_vec())?;
    m.add("QUESTION_KINDS", QUESTION_KINDS.to_vec())?;
    m.add("ANSWER_KINDS", ANSWER_KINDS.to_vec())?;
    let d = Layout::default();
    m.add("DEFAULT_LAYOUT", (d.hand, d.battlefield, d.graveyard, d.stack, d.actions, d.opponents))?;
    m.add("BUILTIN_DECKS", mw_gym::matchup::BUILTIN.iter().map(|(n, _)| *n).collect::<Vec<_>>())?;
    m.add("BUILTIN_COMMANDER_DECKS", mw_gym::matchup::BUILTIN_COMMANDER.iter().map(|(n, _)| *n).collect::<Vec<_>>())?;
    m.add("MAX_PLAYERS", mw_gym::matchup::MAX_PLAYERS)?;
    Ok(())
}
