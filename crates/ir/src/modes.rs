//! Modal spells and abilities (CR 700.2): how many printed modes may be chosen and the
//! sets of them a player may choose, entwine's set of all of them among them (CR 702.42a).

use serde::{Deserialize, Serialize};

/// CR 700.2: how many printed modes a modal spell has and how many may be chosen
/// (`printed` 0: one of each compiled mode).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModeCount {
    pub printed: u8,
    pub min: u8,
    pub max: u8,
    /// CR 702.42a: all the printed modes may be chosen too, for the entwine cost (the set
    /// of all of them last, when `min..=max` leaves it out).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entwine: bool,
    /// CR 700.2: "If you control a commander as you cast this spell, you may choose
    /// both": all the printed modes may be chosen too (the set last) while this holds as
    /// the spell is cast.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub all_if: Option<crate::condition::Condition>,
}

impl ModeCount {
    /// CR 700.2, 702.42a: the sets of printed modes that may be chosen, in the order of
    /// the compiled modes (`mode_sets`, then all of them when entwined).
    pub fn sets(&self) -> Vec<u32> {
        let mut sets = mode_sets(self.printed, self.min, self.max);
        let all = self.all();
        if (self.entwine || self.all_if.is_some()) && !sets.contains(&all) {
            sets.push(all);
        }
        sets
    }

    /// The set of every printed mode.
    pub fn all(&self) -> u32 {
        (1u32 << u32::from(self.printed.min(8))) - 1
    }

    /// CR 702.42a: whether choosing the set `set` is entwining (all the modes, beyond
    /// what the spell allows without its entwine cost).
    pub fn entwined(&self, set: u32) -> bool {
        self.entwine && set == self.all() && u32::from(self.max) < set.count_ones()
    }

    /// CR 700.2: whether the set `set` is allowed only while `all_if` holds (all the
    /// modes, beyond what the spell allows otherwise).
    pub fn all_only_if(&self, set: u32) -> Option<crate::condition::Condition> {
        self.all_if.filter(|_| set == self.all() && u32::from(self.max) < set.count_ones())
    }
}

/// CR 700.2: the sets of printed modes (bit i: mode i + 1) a player may choose, by size,
/// then by their first modes: for "one or both" of two, {1}, {2}, {1, 2}.
pub fn mode_sets(printed: u8, min: u8, max: u8) -> Vec<u32> {
    let n = u32::from(printed.min(8));
    let mut sets: Vec<u32> = (1u32..(1 << n)).filter(|s| (u32::from(min)..=u32::from(max)).contains(&s.count_ones())).collect();
    sets.sort_by_key(|s| (s.count_ones(), (0..n).filter(|i| s & (1 << i) != 0).collect::<Vec<_>>()));
    sets
}
