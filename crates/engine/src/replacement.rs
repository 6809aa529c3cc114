//! Replacement effects (CR 614–616). So far: a permanent's own replacement effects on how
//! it enters the battlefield (CR 614.1c–d), applied as it enters (CR 614.12). Effects
//! from other objects, the 616.1 ordering choice and prevention arrive with issue 5, here.

use crate::events::EventKind;
use crate::game::Game;
use crate::zones::Zone;
use mw_ir::{Ability, Amount, EntersReplacement};
use mw_types::{ObjectId, PlayerId};

impl Game {
    /// Puts a card onto the battlefield under `controller`, with X of its spell (CR
    /// 107.3m), applying its own enters replacements. Returns the new permanent.
    pub(crate) fn put_onto_battlefield(
        &mut self,
        id: ObjectId,
        controller: PlayerId,
        x: u32,
        rule: &'static str,
    ) -> ObjectId {
        let new = self.move_object(id, Zone::Battlefield, rule);
        let Some(o) = self.objects.get_mut(new) else { return new };
        o.controller = controller;
        o.spell_x = x;
        let card = o.card;
        let cards = self.cards.clone();
        // CR 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
        if let Some(n) = cards.get(card).loyalty.filter(|_| cards.get(card).has_type(mw_types::CardType::Planeswalker)) {
            self.counters.add(new, mw_types::CounterKind::Loyalty, n.max(0) as u32);
        }
        for a in &cards.get(card).abilities {
            let Ability::Enters(r) = a else { continue };
            match r {
                EntersReplacement::Tapped => {
                    if let Some(o) = self.objects.get_mut(new) {
                        o.tapped = true;
                    }
                    self.emit("614.1c", EventKind::Tapped { object: new });
                }
                EntersReplacement::WithCounters { kind, amount } => {
                    let n = match amount {
                        Amount::Fixed(n) => (*n).max(0) as u32,
                        // CR 107.3m: the X of the spell it was.
                        Amount::X => x,
                        // The compiler gives enters-with-counters only fixed numbers or X.
                        Amount::PowerOf(_) | Amount::TriggerAmount => 0,
                    };
                    self.counters.add(new, *kind, n);
                    self.emit("614.1c", EventKind::CountersPut { object: new, kind: *kind, amount: n });
                }
            }
        }
        new
    }
}
