//! Several additional costs of which the caster pays one (CR 601.2b, 118.8: "As an
//! additional cost to cast this spell, sacrifice a creature, discard a card, or pay
//! {3}"): the option is announced with the spell's other choices, only options that
//! could be paid offered (CR 601.2b), then it is part of the total cost: its mana added
//! to the mana to pay (CR 601.2f), its objects or life paid after the mana (CR 601.2h).

use crate::payment::additional_costs::{additional_cost, Payer};
use crate::state::announcing::Origin;
use crate::state::decisions::Answer;
use crate::state::game::{Game, Next};
use mw_ir::{AdditionalCost, CardDef};
use mw_types::{ManaCost, ManaSymbol, ObjectId, PlayerId};
use std::borrow::Cow;

impl Game {
    /// CR 601.2b: the option of several additional costs chosen for `spell`, the spell
    /// being announced (None before it is chosen, or for a spell without several).
    pub(crate) fn chosen_option<'a>(&self, spell: ObjectId, def: &'a CardDef) -> Option<&'a AdditionalCost> {
        self.announcing.as_ref().filter(|a| a.source == spell)?;
        let i = self.stack.last()?.cost_option?;
        match additional_cost(def)? {
            AdditionalCost::OneOf(options) => options.get(i as usize),
            _ => None,
        }
    }

    /// CR 601.2f: the mana of the additional cost chosen for `spell`, part of its total
    /// cost.
    pub(crate) fn option_mana<'a>(&self, spell: ObjectId, def: &'a CardDef) -> Option<&'a ManaCost> {
        match self.chosen_option(spell, def)? {
            AdditionalCost::Mana(m) => Some(m),
            _ => None,
        }
    }

    /// CR 118.8: the spell's own additional cost paid after the mana: its only one, or
    /// the option chosen of several (none when that option is mana, or before it is chosen).
    pub(crate) fn own_additional<'a>(&self, spell: ObjectId, def: &'a CardDef) -> Option<&'a AdditionalCost> {
        match additional_cost(def)? {
            AdditionalCost::OneOf(_) => self.chosen_option(spell, def).filter(|o| !matches!(o, AdditionalCost::Mana(_))),
            c => Some(c),
        }
    }

    /// Whether the spell being announced must now choose which of its additional costs
    /// to pay (cast, not face down, not with a graveyard discard replacing its own).
    pub(crate) fn cost_choice_due(&self) -> bool {
        let Some(a) = self.announcing.as_ref() else { return false };
        if !matches!(a.origin, Origin::Cast | Origin::CastResolving) || a.face_down || a.graveyard_discard.is_some() {
            return false;
        }
        matches!(additional_cost(self.cards.get(a.card)), Some(AdditionalCost::OneOf(_))) && self.stack.last().is_some_and(|s| s.cost_option.is_none())
    }

    /// How many options the spell being announced has.
    pub(crate) fn cost_options_count(&self) -> u32 {
        let Some(a) = self.announcing.as_ref() else { return 0 };
        match additional_cost(self.cards.get(a.card)) {
            Some(AdditionalCost::OneOf(options)) => options.len() as u32,
            _ => 0,
        }
    }

    /// CR 601.2b: the options that could be paid now, each as its place in the text
    /// (1 for the first).
    pub(crate) fn cost_option_answers(&self, player: PlayerId, out: &mut Vec<Answer>) {
        let Some(a) = self.announcing.as_ref() else { return };
        let cards = self.cards.clone();
        let def = cards.get(a.card);
        let Some(AdditionalCost::OneOf(options)) = additional_cost(def) else { return };
        for (i, option) in options.iter().enumerate() {
            if self.option_payable(player, a.source, def, option) {
                out.push(Answer::Number(i as u32 + 1));
            }
        }
    }

    /// CR 601.2b: the option chosen is remembered on the spell; the announcement goes on.
    pub(crate) fn answer_cost_option(&mut self, answer: Answer) -> Next {
        let (Answer::Number(n), Some(a)) = (answer, self.announcing.as_ref()) else { return Next::Decide };
        let (player, card) = (a.player, a.card);
        if let Some(top) = self.stack.last_mut() {
            top.cost_option = Some(n.saturating_sub(1).min(u8::MAX as u32) as u8);
        }
        self.after_modes(player, card)
    }

    /// CR 601.2b / 601.2f–h: whether the spell's total cost with this option (X at 0, no
    /// kicker) could be paid: the mana first, leaving the option's objects or life
    /// payable. A spell cast without paying its mana cost pays no option of mana (FIXME:
    /// CR 118.9d would have it pay that mana).
    fn option_payable(&self, player: PlayerId, spell: ObjectId, def: &CardDef, option: &AdditionalCost) -> bool {
        let Some(a) = self.announcing.as_ref() else { return false };
        let free = a.pays_nothing();
        if free && matches!(option, AdditionalCost::Mana(_)) {
            return false;
        }
        let printed: Vec<ManaSymbol> = if free {
            Vec::new()
        } else if let Some(alt) = a.progress.alt.and_then(|i| crate::payment::alternative_costs::alternative(def, i)) {
            alt.cost.mana.symbols.clone()
        } else if a.flashback {
            crate::state::announcing::flashback_cost(def).unwrap_or(&def.mana_cost).symbols.clone()
        } else {
            def.mana_cost.symbols.clone()
        };
        let mut base = printed;
        let extra = match option {
            AdditionalCost::Mana(m) => {
                base.extend(m.symbols.iter().copied());
                None
            }
            o => {
                if !self.extra_payable(player, Payer::Spell(spell), Some(o)) {
                    return false;
                }
                Some(o)
            }
        };
        let total = if free { base } else { self.changed_cost(player, spell, def, Cow::Owned(base), 0).into_owned() };
        let what = crate::payment::mana::PaymentFor::Spell(a.card);
        let sources = self.with_convoke(player, a.card, self.mana_sources(player));
        self.can_pay_mana_reserved(player, &total, 0, &sources, what, &self.spell_reserve(spell, extra))
    }
}
