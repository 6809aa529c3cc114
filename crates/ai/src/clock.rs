//! The clock a search budget in milliseconds is measured on: the CPU time of the
//! calling thread where the system gives it (Linux and other Unix systems), wall-clock
//! time elsewhere. On a machine shared with other work, wall-clock time would give the
//! search whatever share of a core it happened to get; CPU time gives it the same
//! amount of computing whatever the load, so "100 ms per decision" means what one
//! core does in 100 ms.

use std::time::Instant;

/// A point on the thread's clock.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    wall: Instant,
    cpu: Option<f64>,
}

impl Clock {
    /// Starts measuring now.
    pub fn start() -> Clock {
        Clock { wall: Instant::now(), cpu: thread_cpu_seconds() }
    }

    /// Seconds since `start`, of the thread's CPU time if the system gives it.
    pub fn elapsed(&self) -> f64 {
        match (self.cpu, thread_cpu_seconds()) {
            (Some(a), Some(b)) => (b - a).max(0.0),
            _ => self.wall.elapsed().as_secs_f64(),
        }
    }

    /// Whether the time is the thread's CPU time (else wall-clock time).
    pub fn is_cpu_time() -> bool {
        thread_cpu_seconds().is_some()
    }
}

#[cfg(unix)]
fn thread_cpu_seconds() -> Option<f64> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the call.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (r == 0).then(|| ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9)
}

#[cfg(not(unix))]
fn thread_cpu_seconds() -> Option<f64> {
    None
}
