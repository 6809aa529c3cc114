//! The action pipeline (DESIGN.md invariant 7, CR 614–616, 603.2): one choke point per
//! kind of game action. Each proposes a typed event, lets the replacement and
//! prevention effects that apply to it modify it (each at most once to one event, CR
//! 614.5 / 616.1f; the ones compiled today either commute or prevent all, so no order is
//! asked: see each module), performs what is left, records it (`Game::emit`) and matches
//! the triggered abilities that look for it (CR 603.2).
//!
//! A folder of its own, just above `state` and `continuous_effects`: every action of
//! `actions`, `payment`, the stack, turns and combat that changes this state calls it.
//!
//! Enforced, not conventional: the state these actions change (life totals, poison and
//! energy, tapped status, marked damage, the counters on objects) is held in private fields whose
//! only setters take a [`Seal`], and a `Seal` can be made only inside this module and its
//! children. Code elsewhere that wrote such a field directly would not compile.
//!
//! - [`life`]: life gained, lost and paid (CR 119).
//! - [`tap`]: tapping and untapping permanents (CR 701.26, 110.5).
//! - [`damage`]: damage dealt and marked, with prevention (CR 120, 615).
//! - [`counters`]: counters put on and removed from permanents, poison and energy
//!   counters of players (CR 122, 107.14).
//! - [`zone_change`] and [`zone_replacement`]: objects moving between zones (CR 400.7)
//!   and the replacement effects of those moves, ordered by their affected player (CR
//!   616.1); [`move_batch`]: moves proposed together, their choices asked in APNAP
//!   order before they happen at once (CR 616.1, 101.4); [`destruction_replacement`]:
//!   regeneration and umbra armor, chosen among with the move's own effects (CR
//!   701.19a, 702.89a); [`shuffle`]: libraries shuffled (CR 701.24).

pub(crate) mod cast;
pub(crate) mod counters;
pub(crate) mod damage;
pub(crate) mod destruction_replacement;
pub(crate) mod discard;
pub(crate) mod draw;
pub(crate) mod life;
pub(crate) mod move_batch;
pub(crate) mod prevention;
pub mod replacement;
pub(crate) mod shuffle;
pub(crate) mod tap;
pub(crate) mod tokens;
pub(crate) mod zone_change;
pub(crate) mod zone_replacement;

/// Proof that a write to action state comes from the pipeline: setters of life totals,
/// tapped status and counters take one, and only this module can make one.
#[derive(Clone, Copy, Debug)]
pub struct Seal(());

impl Seal {
    /// Only the pipeline's modules can call this (it is private to `pipeline`).
    #[inline]
    const fn new() -> Seal {
        Seal(())
    }
}

/// The arena's slot lists (`state::objects`), here because creating and retiring objects
/// takes the pipeline's `Seal`.
#[cfg(test)]
mod arena_tests {
    use super::Seal;
    use crate::state::objects::{Arena, Object};

    fn object(n: u32) -> Object {
        Object::new(mw_types::CardId(n), n, mw_types::PlayerId(0), crate::state::zones::Zone::Hand, n)
    }

    /// Slots are reused as the lists of free and retired slots say: the last retired
    /// first, then those freed before; a retired object stays readable until `recycle`.
    #[test]
    fn arena_reuses_slots_last_retired_first() {
        let mut a = Arena::default();
        let ids: Vec<_> = (0..5).map(|n| a.insert(object(n), Seal::new())).collect();
        a.retire(ids[1], Seal::new());
        a.recycle();
        a.retire(ids[3], Seal::new());
        a.retire(ids[0], Seal::new());
        a.retire(ids[0], Seal::new());
        assert!(a.get(ids[3]).is_none());
        assert_eq!(a.last_known(ids[3]).map(|o| o.instance), Some(3));
        // Not yet recycled: a new object takes slot 1 (freed earlier), then a new slot.
        let x = a.insert(object(10), Seal::new());
        assert_eq!((x.slot, x.generation), (1, 1));
        a.recycle();
        let order: Vec<u32> = (0..3).map(|n| a.insert(object(20 + n), Seal::new()).slot).collect();
        assert_eq!(order, vec![0, 3, 5]);
        assert!(a.last_known(ids[3]).is_none());
        assert_eq!(a.live_count(), 6);
    }
}
