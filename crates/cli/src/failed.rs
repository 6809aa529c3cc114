//! Games that end in an engine error (a refused answer, a question with no answers, or
//! a panic): the answers given up to the error are kept, so `sim --save` writes the game
//! and `replay` reproduces the error. Also Ctrl-C: a long run stops starting games and
//! reports what it has.

use mw_ai::Agent;
use mw_engine::{Answer, Game};
use mw_types::PlayerId;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// Passes each choice through, writing down the answer it names.
pub struct Recorder<'a> {
    pub inner: &'a mut dyn Agent,
    pub log: &'a RefCell<Vec<(PlayerId, Answer)>>,
}

impl Agent for Recorder<'_> {
    fn choose(&mut self, game: &Game, player: PlayerId, answers: &[Answer]) -> usize {
        let i = self.inner.choose(game, player, answers);
        if let Some(a) = answers.get(i.min(answers.len().saturating_sub(1))) {
            self.log.borrow_mut().push((player, *a));
        }
        i
    }
}

/// Runs `f`, turning a panic into an error message (the panic hook has already printed
/// where it happened).
pub fn catch<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let msg = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned());
            Err(format!("the engine panicked: {}", msg.unwrap_or_else(|| "no message".into())))
        }
    }
}

static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_interrupt(_: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
    // A second Ctrl-C ends the program at once.
    // SAFETY: signal() is async-signal-safe; restoring the default action.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
    }
}

/// From now on, Ctrl-C sets `interrupted()` instead of ending the program (once).
pub fn catch_interrupt() {
    #[cfg(unix)]
    // SAFETY: installing a handler that only stores to an atomic and calls signal().
    unsafe {
        libc::signal(libc::SIGINT, on_interrupt as *const () as libc::sighandler_t);
    }
}

/// Whether Ctrl-C was pressed since `catch_interrupt`.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Panics at its sixth choice, like an engine fault in the middle of a game.
    struct Faulty(u32);

    impl Agent for Faulty {
        fn choose(&mut self, _: &Game, _: PlayerId, _: &[Answer]) -> usize {
            self.0 += 1;
            assert!(self.0 < 6, "a fault at choice {}", self.0);
            0
        }
    }

    #[test]
    fn a_panicking_game_keeps_its_answers_and_they_replay() {
        let db = crate::load_db().expect("cards");
        let decks: Vec<crate::decks::LoadedDeck> =
            mw_carddb::builtin_lists(false);
        let (table, ids) = crate::decks::matchup(&db, &decks).expect("decks");
        let log = RefCell::new(Vec::new());
        let r = catch(|| {
            let mut game = Game::new(crate::decks::setup(&table, &ids, 7)).map_err(|e| e.to_string())?;
            let (mut a, mut b) = (Faulty(0), Faulty(0));
            let (mut r0, mut r1) = (Recorder { inner: &mut a, log: &log }, Recorder { inner: &mut b, log: &log });
            let mut agents: Vec<&mut dyn Agent> = vec![&mut r0, &mut r1];
            mw_ai::play(&mut game, &mut agents, 50, false).map_err(|e| e.to_string())
        });
        let err = r.err().expect("the game fails");
        assert!(err.contains("the engine panicked: a fault at choice 6"), "{err}");
        let answers = log.into_inner();
        assert!(answers.len() >= 5, "{} answers kept", answers.len());
        let mut game = Game::new(crate::decks::setup(&table, &ids, 7)).expect("game");
        for (p, a) in answers {
            game.apply(p, a).expect("the kept answers replay");
        }
    }
}
