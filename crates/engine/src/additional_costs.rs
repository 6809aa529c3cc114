//! Additional costs of spells (CR 601.2f–h, 118.8): "As an additional cost to cast this
//! spell, sacrifice a creature / discard a card / pay N life". They are paid with the
//! rest of the total cost as the spell is cast, the sacrificed or discarded card chosen
//! by its caster; a spell whose additional cost can't be paid can't be cast.

use crate::decisions::Answer;
use crate::events::EventKind;
use crate::game::{Game, Next, Pending};
use crate::zones::Zone;
use mw_ir::{AdditionalCost, Ability, CardDef};
use mw_types::{ObjectId, PlayerId};

/// The additional cost a card's spell has, if any.
pub(crate) fn additional_cost(def: &CardDef) -> Option<&AdditionalCost> {
    def.abilities.iter().find_map(|a| match a {
        Ability::AdditionalCost(c) => Some(c),
        _ => None,
    })
}

impl Game {
    /// The objects `player` may sacrifice or discard for `cost` (the spell `spell` itself
    /// excepted); empty for a life payment. A permanent is offered only when the mana
    /// still due stays payable without it (it may be a land the mana would come from).
    pub(crate) fn additional_choices(&self, player: PlayerId, spell: ObjectId, cost: &AdditionalCost) -> Vec<ObjectId> {
        match cost {
            AdditionalCost::Sacrifice(types) => {
                let (symbols, x, what) = self.mana_due_for(spell);
                let sources = self.mana_sources(player);
                self.battlefield
                    .iter()
                    .copied()
                    .filter(|&id| {
                        self.characteristics(id).is_some_and(|c| c.controller == player && types.iter().any(|t| c.is(*t)))
                    })
                    .filter(|&id| {
                        let rest: Vec<crate::mana::ManaSource> = sources.iter().filter(|s| s.source != id).cloned().collect();
                        self.can_pay_mana(player, &symbols, x, &rest, what)
                    })
                    .collect()
            }
            AdditionalCost::Discard => {
                self.players[player.index()].hand.iter().copied().filter(|c| *c != spell).collect()
            }
            AdditionalCost::PayLife(_) => Vec::new(),
        }
    }

    /// The mana cost the spell `spell` will pay (nothing when cast without paying it), its
    /// X, and what the payment is for.
    fn mana_due_for(&self, spell: ObjectId) -> (Vec<mw_types::ManaSymbol>, u32, crate::mana::PaymentFor) {
        let Some(o) = self.objects.last_known(spell) else { return (Vec::new(), 0, crate::mana::PaymentFor::Other) };
        let what = crate::mana::PaymentFor::Spell(self.cards.base(o.card).types);
        let announcing = self.announcing.as_ref().filter(|a| a.source == spell);
        if announcing.is_some_and(|a| a.origin == crate::stack::Origin::CastFree) {
            return (Vec::new(), 0, what);
        }
        let x = if announcing.is_some() { self.stack.last().map_or(0, |s| s.x) } else { 0 };
        (self.cards.get(o.card).mana_cost.symbols.clone(), x, what)
    }

    /// CR 601.3 / 119.4: whether the additional cost could be paid now.
    pub(crate) fn additional_payable(&self, player: PlayerId, spell: ObjectId, def: &CardDef) -> bool {
        match additional_cost(def) {
            None => true,
            Some(AdditionalCost::PayLife(n)) => self.players[player.index()].life >= *n as i32,
            Some(c) => !self.additional_choices(player, spell, c).is_empty(),
        }
    }

    /// CR 601.2h: pays the additional cost of the spell being cast; asks which object when
    /// there is a choice. Returns a decision to wait for, or None when paid.
    pub(crate) fn pay_additional(&mut self) -> Option<Next> {
        let a = self.announcing.clone()?;
        if a.extra_paid {
            return None;
        }
        let def = self.cards.get(a.card);
        let cost = additional_cost(def)?.clone();
        if let AdditionalCost::PayLife(n) = cost {
            self.players[a.player.index()].life -= n as i32;
            self.emit("119.4", EventKind::LifePaid { player: a.player, amount: n });
            self.mark_additional_paid();
            return None;
        }
        self.pending = Pending::PayAdditional { player: a.player };
        Some(Next::Decide)
    }

    fn mark_additional_paid(&mut self) {
        if let Some(a) = self.announcing.as_mut() {
            a.extra_paid = true;
        }
    }

    pub(crate) fn additional_answers(&self, out: &mut Vec<Answer>) {
        let Some(a) = &self.announcing else { return };
        let Some(cost) = additional_cost(self.cards.get(a.card)) else { return };
        out.extend(self.additional_choices(a.player, a.source, cost).into_iter().map(Answer::Object));
    }

    /// The chosen object is sacrificed or discarded; the cost goes on with mana.
    pub(crate) fn answer_additional(&mut self, answer: Answer) -> Next {
        let (Answer::Object(id), Some(a)) = (answer, self.announcing.clone()) else { return Next::Decide };
        match additional_cost(self.cards.get(a.card)) {
            Some(AdditionalCost::Sacrifice(_)) => {
                self.emit("701.21a", EventKind::Sacrificed { object: id });
                self.move_object(id, Zone::Graveyard, "701.21a");
            }
            Some(AdditionalCost::Discard) => {
                self.emit("701.9a", EventKind::Discarded { player: a.player, card: id });
                self.move_object(id, Zone::Graveyard, "701.9a");
            }
            _ => return Next::Decide,
        }
        self.mark_additional_paid();
        self.announce_costs()
    }
}
