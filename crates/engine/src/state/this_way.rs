//! CR 608.2c: what a resolution's instructions did, recorded as they are carried out so
//! that the instructions after them can read it back ("for each permanent destroyed this
//! way", "the damage dealt this way", "the cards they exiled this way").

use mw_ir::{Did, Tally};
use mw_types::ObjectId;
use smallvec::SmallVec;

/// The record of one resolution: objects by what was done to them, and running totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct ThisWay {
    /// Each object an instruction acted on, with what it did (in order).
    objects: SmallVec<[(Did, ObjectId); 4]>,
    /// CR 119.3: life the instructions made players lose.
    life_lost: u32,
    /// CR 120.3: damage the instructions dealt, after prevention.
    damage_dealt: u32,
}

impl ThisWay {
    /// CR 608.2c: `id` was acted on by `did`.
    pub fn record(&mut self, did: Did, id: ObjectId) {
        self.objects.push((did, id));
    }

    /// Several objects acted on by `did`.
    pub fn record_all(&mut self, did: Did, ids: impl IntoIterator<Item = ObjectId>) {
        self.objects.extend(ids.into_iter().map(|id| (did, id)));
    }

    /// Whether `id` was acted on by `did`.
    pub fn has(&self, did: Did, id: ObjectId) -> bool {
        self.objects.contains(&(did, id))
    }

    /// The objects acted on by `did`, in order.
    pub fn objects(&self, did: Did) -> impl Iterator<Item = ObjectId> + '_ {
        self.objects.iter().filter(move |(d, _)| *d == did).map(|&(_, id)| id)
    }

    /// Forgets what `did` acted on (CR 608.2c: "repeat this process" begins the count
    /// of milled cards again).
    pub fn forget(&mut self, did: Did) {
        self.objects.retain(|(d, _)| *d != did);
    }

    /// Adds `n` to a running total.
    pub fn add(&mut self, tally: Tally, n: u32) {
        let t = match tally {
            Tally::LifeLost => &mut self.life_lost,
            Tally::DamageDealt => &mut self.damage_dealt,
        };
        *t = t.saturating_add(n);
    }

    /// A running total.
    pub fn total(&self, tally: Tally) -> u32 {
        match tally {
            Tally::LifeLost => self.life_lost,
            Tally::DamageDealt => self.damage_dealt,
        }
    }
}
