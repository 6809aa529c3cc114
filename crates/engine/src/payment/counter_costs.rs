//! The parts of a cost that put or remove counters on its source (CR 118.3, 122.8): a
//! loyalty ability's (CR 606.4), "Remove N [kind] counters from ~" and "Remove X [kind]
//! counters from ~" (X announced with the ability, CR 107.3).

use crate::state::game::Game;
use crate::payment::costs::CostError;
use crate::state::events::EventKind;
use crate::state::zones::Zone;
use mw_ir::Cost;
use mw_types::ObjectId;

impl Game {
    /// Whether the counter parts of `cost` can be paid by `source` now.
    pub(crate) fn check_counter_costs(&self, source: ObjectId, cost: &Cost) -> Result<(), CostError> {
        let on = self.objects.get(source).is_some_and(|o| o.zone == Zone::Battlefield);
        if let Some(n) = cost.loyalty {
            // CR 606.3: once each turn; CR 118.3: enough counters to remove.
            let Some(o) = self.objects.get(source) else { return Err(CostError::SourceMissing(source)) };
            if o.loyalty_turn == self.turn.number as u16 {
                return Err(CostError::LoyaltyUsed(source));
            }
            if n < 0 && self.counters.get(source, mw_types::CounterKind::Loyalty) < n.unsigned_abs() {
                return Err(CostError::Counters(source));
            }
        }
        if let Some((kind, n)) = cost.remove_counters {
            if !on || self.counters.get(source, kind) < n {
                return Err(CostError::Counters(source));
            }
        }
        if let Some(kind) = cost.remove_x_counters {
            if !on || self.counters.get(source, kind) < self.announced_x(source) {
                return Err(CostError::Counters(source));
            }
        }
        Ok(())
    }

    /// Pays the counter parts of `cost` (checked before).
    pub(crate) fn pay_counter_costs(&mut self, source: ObjectId, cost: &Cost) {
        if let Some(n) = cost.loyalty {
            let k = mw_types::CounterKind::Loyalty;
            if let Some(o) = self.objects.get_mut(source) {
                o.loyalty_turn = self.turn.number as u16;
            }
            self.emit("606.4", EventKind::LoyaltyPaid { object: source, amount: n });
            if n >= 0 {
                self.put_counters(source, k, n as u32, "606.4");
            } else {
                self.remove_counters(source, k, n.unsigned_abs(), "606.4");
            }
        }
        if let Some((kind, n)) = cost.remove_counters {
            self.remove_counters(source, kind, n, "118.3");
        }
        if let Some(kind) = cost.remove_x_counters {
            let x = self.announced_x(source);
            self.remove_counters(source, kind, x, "118.3");
        }
    }

    /// CR 107.3 / 601.2b: the X announced for the ability of `source` being announced
    /// (0 when none is).
    fn announced_x(&self, source: ObjectId) -> u32 {
        self.announcing.as_ref().filter(|a| a.source == source).and(self.stack.last()).map_or(0, |s| s.x)
    }
}
