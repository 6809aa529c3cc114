//! Morph and face-down permanents (CR 702.37, 708): casting a card face down as a
//! nameless 2/2 for {3}, and turning it face up for its morph cost (a special action,
//! CR 116.2b), which triggers "when ~ is turned face up" (megamorph adds a +1/+1 counter).

use crate::state::decisions::Answer;
use crate::state::events::EventKind;
use crate::state::game::{Game, Next};
use crate::state::zones::Zone;
use mw_ir::{Ability, Trigger};
use mw_types::{CounterKind, ManaCost, ObjectId, PlayerId};

impl Game {
    /// The morph cost of a card, and whether it is megamorph.
    pub(crate) fn morph_cost(&self, card: mw_types::CardId) -> Option<(&ManaCost, bool)> {
        self.cards.get(card).abilities.iter().find_map(|a| match a {
            Ability::Morph { cost, mega, .. } => Some((cost, *mega)),
            _ => None,
        })
    }

    /// CR 702.168a: the face-down definition a card is cast as (with ward {2} for
    /// disguise).
    pub(crate) fn face_down_def_for(&self, card: mw_types::CardId) -> mw_types::CardId {
        let disguise = self.cards.get(card).abilities.iter().any(|a| matches!(a, Ability::Morph { disguise: true, .. }));
        self.cards.face_down(disguise)
    }

    /// CR 702.37c: whether `card` (in hand) may be cast face down now, for {3}.
    pub(crate) fn may_cast_face_down(&self, player: PlayerId, card: ObjectId, sources: &crate::payment::mana::LazySources) -> bool {
        let Some(o) = self.objects.get(card) else { return false };
        if self.morph_cost(o.card).is_none() || !self.sorcery_timing(player) {
            return false;
        }
        let what = crate::payment::mana::PaymentFor::Spell(self.cards.face_down(false));
        self.can_pay_mana(player, &[mw_types::ManaSymbol::Generic(3)], 0, sources, what)
    }

    /// CR 702.37e: the face-down permanents `player` controls whose morph cost they could
    /// pay now.
    pub(crate) fn turn_face_up_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        for &(id, real) in &self.face_down {
            if self.objects.get(id).is_none_or(|o| o.zone != Zone::Battlefield || o.controller != player) {
                continue;
            }
            let Some((cost, _)) = self.morph_cost(real) else { continue };
            if self.can_pay_mana(player, &cost.symbols, 0, &self.mana_sources(player), crate::payment::mana::PaymentFor::Other) {
                out.push(Answer::TurnFaceUp(id));
            }
        }
    }

    /// CR 702.37e / 708.8: pays the morph cost and turns the permanent face up; it is the
    /// same permanent. The player keeps priority.
    pub(crate) fn turn_face_up(&mut self, player: PlayerId, id: ObjectId) -> Next {
        let Some(o) = self.objects.get(id).copied() else { return Next::Decide };
        let Some(real) = self.face_down_card(id).filter(|_| o.zone == Zone::Battlefield && o.controller == player) else { return Next::Decide };
        let Some((cost, mega)) = self.morph_cost(real).map(|(c, m)| (c.clone(), m)) else { return Next::Decide };
        self.pay_mana_now(player, &cost);
        self.set_face(id, real);
        self.face_down.retain(|(o, _)| *o != id);
        self.emit("708.8", EventKind::TurnedFaceUp { object: id });
        // CR 702.139a: megamorph: with a +1/+1 counter.
        if mega {
            self.put_counters(id, CounterKind::PlusOne, 1, "702.139a");
        }
        self.queue_triggers(id, player, &Trigger::SelfTurnedFaceUp);
        self.turn.passes = 0;
        Next::OfferPriority
    }
}
