//! Tapping and untapping permanents (CR 701.26, 110.5): the one place a permanent's
//! tapped status changes.
//!
//! A proposed tap or untap happens only to a permanent on the battlefield not already in
//! that status (an already tapped permanent can't become tapped); a stun counter replaces
//! an untapping (CR 122.1d), the one replacement effect of tapping the rules give. The status
//! changes, the event is recorded with the rule that caused it (an attack, a cost, an
//! instruction, regeneration, the untap step) and "whenever ~ becomes tapped / untapped"
//! triggers, whatever caused it.

use super::Seal;
use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_types::{CounterKind, ObjectId};

/// A proposed change of a permanent's tapped status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TapEvent {
    pub object: ObjectId,
    /// True to tap, false to untap.
    pub tap: bool,
}

impl Game {
    /// CR 701.26a: taps `id`; returns whether it became tapped.
    pub(crate) fn tap(&mut self, id: ObjectId, rule: &'static str) -> bool {
        self.tap_event(TapEvent { object: id, tap: true }, rule)
    }

    /// CR 701.26b: untaps `id`; returns whether it became untapped.
    pub(crate) fn untap(&mut self, id: ObjectId, rule: &'static str) -> bool {
        self.tap_event(TapEvent { object: id, tap: false }, rule)
    }

    /// CR 110.5b / 614.1c: a permanent entering tapped is tapped as it arrives; it didn't
    /// "become tapped", so nothing triggers, but the event is recorded.
    pub(crate) fn enter_tapped(&mut self, id: ObjectId) {
        if let Some(o) = self.objects.get_mut(id) {
            o.set_tapped(true, Seal::new());
            self.emit("614.1c", EventKind::Tapped { object: id });
        }
    }

    /// A position's starting status (scenarios, `position`): no event, nothing triggers.
    pub(crate) fn set_up_tapped(&mut self, id: ObjectId, tapped: bool) {
        if let Some(o) = self.objects.get_mut(id) {
            o.set_tapped(tapped, Seal::new());
        }
    }

    /// The choke point: propose, apply, record, trigger.
    fn tap_event(&mut self, ev: TapEvent, rule: &'static str) -> bool {
        let Some(o) = self.objects.get_mut(ev.object) else { return false };
        if o.zone != Zone::Battlefield || o.tapped() == ev.tap {
            return false;
        }
        // CR 122.1d: a stun counter replaces the untapping: one is removed instead.
        if !ev.tap && self.counters.get(ev.object, CounterKind::STUN) > 0 {
            self.remove_counters(ev.object, CounterKind::STUN, 1, "122.1d");
            return false;
        }
        let Some(o) = self.objects.get_mut(ev.object) else { return false };
        o.set_tapped(ev.tap, Seal::new());
        if ev.tap {
            self.emit(rule, EventKind::Tapped { object: ev.object });
            self.became_tapped(ev.object);
        } else {
            self.emit(rule, EventKind::Untapped { object: ev.object });
            self.became_untapped(ev.object);
        }
        true
    }
}
