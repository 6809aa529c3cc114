//! Counters an instruction moves or copies between objects (CR 122.5: "move counters" is
//! removing them from one object and putting them on another; CR 603.10a: "put those
//! counters on ~" reads an object that left the battlefield as it last existed), and the
//! keyword of the resolving triggered ability that puts counters (CR 614.1a replacements
//! keyed on it: "if a modular triggered ability would put …").

use crate::stack_resolution::effects::EffectCtx;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::{Ability, Effect, KeywordTrigger};
use mw_types::{CounterKind, ObjectId};
use smallvec::SmallVec;

impl Game {
    /// `Effect::MoveCounters` and `Effect::PutThoseCounters`.
    pub(crate) fn execute_counter_moves(&mut self, effect: &Effect, ctx: &EffectCtx) {
        match *effect {
            Effect::MoveCounters { from, to, kind, all } => {
                let (Some(a), Some(b)) = (self.subject(from, ctx), self.subject(to, ctx)) else { return };
                // CR 122.5: both must be on the battlefield, and different objects.
                let here = |g: &Game, id: ObjectId| g.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield);
                if a == b || !here(self, a) || !here(self, b) {
                    return;
                }
                let on: SmallVec<[(CounterKind, u32); 4]> = self.counters.on(a).filter(|(k, _)| kind.is_none_or(|want| want == *k)).collect();
                let by = self.resolving_keyword(ctx);
                for (k, n) in on {
                    let n = if all { n } else { n.min(1) };
                    let moved = self.remove_counters(a, k, n, "122.5");
                    self.put_counters_by(b, k, moved, "122.5", by);
                    if !all && moved > 0 {
                        break;
                    }
                }
            }
            Effect::PutThoseCounters { from, to } => {
                let (Some(a), Some(b)) = (self.subject(from, ctx), self.subject(to, ctx)) else { return };
                if self.objects.get(b).is_none_or(|o| o.zone != Zone::Battlefield) {
                    return;
                }
                // CR 608.2h: the counters it had as it last existed.
                let had: SmallVec<[(CounterKind, u32); 4]> = self.counters.on(a).collect();
                let by = self.resolving_keyword(ctx);
                for (k, n) in had {
                    self.put_counters_by(b, k, n, "122.6", by);
                }
            }
            _ => {}
        }
    }

    /// CR 702: the keyword the resolving triggered ability stands for, if any (a modular
    /// or graft trigger).
    pub(crate) fn resolving_keyword(&self, ctx: &EffectCtx) -> Option<KeywordTrigger> {
        let r = ctx.ability?;
        match self.cards.get(r.card).ability(r.index)? {
            Ability::Triggered(t) => t.keyword,
            _ => None,
        }
    }
}
