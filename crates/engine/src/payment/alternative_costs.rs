//! Alternative costs (CR 118.9, 601.2b, 601.2f–h): casting a spell by paying a cost printed
//! on it rather than its mana cost, while the cost's condition holds; and what the keywords
//! that are such costs leave on the spell and the permanent it becomes: evoke (702.74a),
//! dash (702.109a) and escape (702.138, cast from the graveyard). The object-choosing part
//! of such a cost is paid with the additional costs (`additional_costs`).

use crate::state::decisions::Answer;
use crate::state::game::Game;
use crate::payment::mana::{ManaDue, PaymentFor};
use crate::state::announcing::Announcing;
use crate::state::zones::Zone;
use mw_ir::{AdditionalCost, AltKind, AlternativeCost, Ability, CardDef, Cost};
use mw_types::{ObjectId, PlayerId};
use std::borrow::Cow;

pub(crate) use crate::state::announcing::CostProgress;

/// The alternative cost that is ability `index` of `def`.
pub(crate) fn alternative(def: &CardDef, index: u16) -> Option<&AlternativeCost> {
    match def.abilities.get(index as usize) {
        Some(Ability::AlternativeCost(a)) => Some(a),
        _ => None,
    }
}

/// The additional cost a card's spell has, if any.
fn has_additional(def: &CardDef) -> bool {
    crate::payment::additional_costs::additional_cost(def).is_some()
}

impl Game {
    /// CR 118.9 / 601.3: the answers casting `card` (from where it is) for each of its
    /// alternative costs that may be paid now: escape from a graveyard (CR 702.138a), the
    /// others from where the card may be cast otherwise; the cost's condition must hold.
    pub(crate) fn alternative_answers(&self, player: PlayerId, card: ObjectId, def: &CardDef, sources: &crate::payment::mana::LazySources, out: &mut Vec<Answer>) {
        let Some(zone) = self.objects.get(card).map(|o| o.zone) else { return };
        for (i, a) in def.abilities.iter().enumerate() {
            let Ability::AlternativeCost(alt) = a else { continue };
            // CR 601.3: another kind only where the card may be cast, its owner's graveyard
            // when an ability of the card says so for that kind; CR 702.35a: a madness cost
            // is paid only as its trigger resolves.
            let in_graveyard = zone == Zone::Graveyard;
            let graveyard_too = || def.abilities.contains(&Ability::CastFromGraveyardUsing(alt.kind));
            if (alt.kind.from_graveyard() != in_graveyard && !(in_graveyard && graveyard_too())) || alt.kind == AltKind::Madness {
                continue;
            }
            // CR 702.143a, 702.170d: a foretell (plot) cost is paid only for a card
            // foretold (plotted) on an earlier turn; a plotted card only at sorcery speed.
            if alt.kind.from_exile() && !(zone == Zone::Exile && self.foretold_earlier(card, alt.kind)) {
                continue;
            }
            if alt.kind == AltKind::Plot && !self.sorcery_timing(player) {
                continue;
            }
            // CR 702.185a: a warp cost is paid only for a card cast from the hand.
            if alt.kind.from_hand_only() && zone != Zone::Hand {
                continue;
            }
            // CR 702.146a / 712.8c: cast transformed: its back face is the spell.
            let face = match self.objects.get(card) {
                Some(o) if alt.kind.transformed() => match self.transformed_alternative(o.card, alt.kind) {
                    Some((back, _)) => back,
                    None => continue,
                },
                Some(o) => self.cards.castable(o.card),
                None => continue,
            };
            // FIXME: an alternative cost choosing objects and a spell's additional cost
            // choosing objects are not planned together; such a spell isn't offered.
            if alt.cost.extra.is_some() && has_additional(def) {
                continue;
            }
            if [alt.condition, alt.also].into_iter().flatten().any(|c| !self.condition_holds(c, player, card)) {
                continue;
            }
            if !self.can_pay_life(player, alt.cost.life) {
                continue;
            }
            // CR 601.2g–h: the mana first, leaving the object-choosing part payable; CR
            // 601.2f: the spell's own additional cost is paid with an alternative cost too.
            let mana = self.changed_cost(player, card, def, Cow::Borrowed(&alt.cost.mana.symbols), 0);
            let extra = alt.cost.extra.as_ref().or_else(|| crate::payment::additional_costs::additional_cost(def));
            if self.may_cast_for(player, card, face, sources, &mana, extra) {
                out.push(Answer::CastAlternative { card, cost: i as u16 });
            }
        }
    }

    /// CR 702.146a / 712.8c: the back face a card is cast as for an alternative cost of
    /// `kind` that casts it transformed, and the index of that cost in the face's
    /// abilities (the face carries a copy of it, `mw_carddb`, as the spell's own cost).
    pub(crate) fn transformed_alternative(&self, card: mw_types::CardId, kind: AltKind) -> Option<(mw_types::CardId, u16)> {
        let (back, face) = self.cards.alternate(card)?;
        if face != mw_ir::FaceKind::TransformBack {
            return None;
        }
        self.cards.get(back).alternative_of_kind(kind).map(|(i, _)| (back, i))
    }

    /// The object-choosing part of the alternative cost being paid, while unpaid.
    pub(crate) fn alternative_extra(&self, a: &Announcing) -> Option<AdditionalCost> {
        if a.progress.alt_extra_paid {
            return None;
        }
        alternative(self.cards.get(a.card), a.progress.alt?)?.cost.extra.clone()
    }

    /// The mana an alternative cost `cost` of the spell `spell` will need, cost changes
    /// applied (CR 118.9d), with the X announced and what it pays for.
    pub(crate) fn alternative_mana_due(&self, spell: ObjectId, cost: &Cost) -> (Vec<mw_types::ManaSymbol>, u32, PaymentFor) {
        let Some(o) = self.objects.last_known(spell) else { return (Vec::new(), 0, PaymentFor::Other) };
        let what = PaymentFor::Spell(o.card);
        let announcing = self.announcing.as_ref().is_some_and(|a| a.source == spell);
        let kicks = if announcing { self.stack.last().map_or(0, |s| s.kicks) } else { 0 };
        let player = self.controller(spell).unwrap_or(o.owner);
        let def = self.cards.get(o.card);
        let symbols = self.changed_cost(player, spell, def, Cow::Borrowed(&cost.mana.symbols), kicks).into_owned();
        (symbols, 0, what)
    }

    /// CR 601.2f: the mana of a spell cast for an alternative cost, cost changes and a
    /// kicker being paid applied (CR 118.9d).
    pub(crate) fn alternative_due(&self, a: &Announcing, x: u32) -> ManaDue {
        let def = self.cards.get(a.card);
        let Some(alt) = a.progress.alt.and_then(|i| alternative(def, i)) else { return ManaDue::default() };
        let kicks = self.stack.last().map_or(0, |s| s.kicks);
        ManaDue::new(&self.changed_cost(a.player, a.source, def, Cow::Borrowed(&alt.cost.mana.symbols), kicks), x)
    }

    /// CR 601.2h / 119.4: the life of the alternative cost being paid (after its mana).
    pub(crate) fn pay_alternative_life(&mut self, a: &Announcing) {
        let def = self.cards.get(a.card);
        let Some(life) = a.progress.alt.and_then(|i| alternative(def, i)).map(|alt| alt.cost.life).filter(|n| *n > 0) else { return };
        self.pay_life(a.player, life, "119.4");
    }

    /// CR 107.3: whether X is announced for the spell being cast: when an alternative
    /// cost is paid instead of the mana cost, only if that cost has an X ("flashback
    /// {X}{R}").
    pub(crate) fn alternative_has_x(&self, def: &CardDef) -> bool {
        self.alternative_being_paid(def).is_none_or(|alt| alt.cost.mana.has_x())
    }

    /// The alternative cost of `def` the spell being announced is cast for, if any.
    pub(crate) fn alternative_being_paid<'d>(&self, def: &'d CardDef) -> Option<&'d AlternativeCost> {
        alternative(def, self.announcing.as_ref()?.progress.alt?)
    }

    /// CR 702.74a / 702.109a / 702.138b: whether the spell `source` (or the permanent it
    /// became) was cast paying an alternative cost of this kind.
    pub(crate) fn paid_alternative(&self, source: ObjectId, kind: AltKind) -> bool {
        self.alt_paid.iter().any(|&(o, k)| o == source && k == kind)
    }

    /// The kind of alternative cost the spell `spell` was cast for, if any.
    pub(crate) fn alternative_of(&self, spell: ObjectId) -> Option<AltKind> {
        self.alt_paid.iter().find(|(o, _)| *o == spell).map(|(_, k)| *k)
    }

    /// The permanent `new` became from a spell cast for an alternative cost of `kind`:
    /// it is remembered (evoke's and escape's conditions), and the delayed triggered
    /// abilities the cost's keyword creates as the spell resolves (dash's return to hand,
    /// CR 702.109a) are created.
    pub(crate) fn entered_with_alternative(&mut self, new: ObjectId, kind: AltKind) {
        self.alt_paid.push((new, kind));
        let Some(o) = self.objects.get(new).copied() else { return };
        let def = self.cards.get(o.card);
        let Some((index, alt)) = def.alternative_of_kind(kind) else { return };
        let mut created = Vec::new();
        for (pos, e) in alt.resolves.iter().enumerate() {
            if let mw_ir::Effect::Delayed { when, .. } = e {
                if let Some(ability) = crate::state::waiting_triggers::delayed_ref(index as u16, pos) {
                    created.push(crate::state::waiting_triggers::DelayedTrigger { when: *when, controller: o.controller, source: new, card: o.card, ability, object: Some(new) });
                }
            }
        }
        for d in created {
            self.create_delayed(d);
        }
    }

    /// The word naming the alternative cost that is ability `cost` of `card`.
    pub(crate) fn alternative_word(&self, card: ObjectId, cost: u16) -> &'static str {
        let def = self.objects.last_known(card).map(|o| self.cards.get(o.card));
        def.and_then(|d| alternative(d, cost)).map_or("alternative", |a| a.kind.keyword())
    }
}
