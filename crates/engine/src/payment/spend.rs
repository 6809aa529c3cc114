//! CR 106.6: what mana with a spending restriction may pay for. A restriction names the
//! spells (a filter of the spell's characteristics as it is cast, CR 601.2a) and the
//! sources of the activated abilities it may pay for, or the spells it may not; "of the
//! chosen type" is fixed as the mana is made (the choice its source made as it entered).

use crate::payment::mana::{ManaPool, ManaSource, PaymentFor};
use crate::state::game::{Game, NO_OBJECT};
use crate::state::objects::Chosen;
use mw_ir::{Ability, ChosenIs, ObjectFilter, SpendOnly};
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 106.6: whether mana with this restriction may pay for `what`.
    pub(crate) fn spend_allows(&self, only: &SpendOnly, what: PaymentFor) -> bool {
        match what {
            PaymentFor::Spell(face) => {
                let c = self.cards.base(face);
                let accepts = |f: &Option<ObjectFilter>| f.is_some_and(|f| self.filter_accepts(&f, NO_OBJECT, &c, c.controller, NO_OBJECT));
                let named = accepts(&only.spells) || accepts(&only.or_spells);
                named != only.except
            }
            PaymentFor::Ability(source) => {
                only.except || only.abilities.is_some_and(|f| f == ObjectFilter::default() || self.object_matches(&f, source, self.controller(source).unwrap_or(PlayerId(0)), source))
            }
            PaymentFor::Other => only.except,
        }
    }

    /// The mana of `player`'s pool that may pay for `what`, as a pool without
    /// restrictions.
    pub(crate) fn usable_pool(&self, player: PlayerId, what: PaymentFor) -> ManaPool {
        self.players[player.index()].pool.usable_for(|only| self.spend_allows(only, what))
    }

    /// For each restriction of `player`'s pool (`ManaPool::restrictions`), whether its
    /// mana may pay for `what`.
    pub(crate) fn allowed_in_pool(&self, player: PlayerId, what: PaymentFor) -> SmallVec<[bool; 4]> {
        self.players[player.index()].pool.restrictions().map(|only| self.spend_allows(only, what)).collect()
    }

    /// CR 106.6: the restriction of mana ability `ability` of `source` as its mana is
    /// made: "of the chosen type" becomes the creature type `source` chose (nothing
    /// chosen: no spell or source is of it).
    pub(crate) fn resolve_spend(&self, source: ObjectId, only: SpendOnly) -> SpendOnly {
        let chosen = self.objects.last_known(source).and_then(|o| o.chosen);
        let fix = |f: Option<ObjectFilter>| -> Option<ObjectFilter> {
            let mut f = f?;
            if f.props.chosen != Some(ChosenIs::Type) {
                return Some(f);
            }
            f.props.chosen = None;
            match chosen {
                Some(Chosen::CreatureType(t)) if f.props.creature_type.is_none() => {
                    f.props.creature_type = Some(t);
                    Some(f)
                }
                _ => None,
            }
        };
        SpendOnly { spells: fix(only.spells), or_spells: fix(only.or_spells), abilities: fix(only.abilities), ..only }
    }

    /// Whether the mana of mana ability `ability` of `source` may pay for `what` (true
    /// when it has no restriction).
    pub(crate) fn choice_allows(&self, source: ObjectId, ability: u16, what: PaymentFor) -> bool {
        match self.ability_at(source, ability) {
            Some((_, Ability::Mana(m))) => m.spend.is_none_or(|only| self.spend_allows(&self.resolve_spend(source, only), what)),
            _ => true,
        }
    }

    /// The sources (and their choices) whose mana may pay for `what`; borrowed unchanged
    /// when no mana ability involved has a restriction.
    pub(crate) fn sources_for<'s>(&self, sources: &'s [ManaSource], what: PaymentFor) -> std::borrow::Cow<'s, [ManaSource]> {
        // Borrowed as well when every restricted choice may pay for `what`.
        let allowed = |s: &ManaSource, k: usize| !s.restricted[k] || self.choice_allows(s.source, s.abilities[k], what);
        if sources.iter().all(|s| (0..s.choices.len()).all(|k| allowed(s, k))) {
            return std::borrow::Cow::Borrowed(sources);
        }
        let mut out = Vec::with_capacity(sources.len());
        for s in sources {
            let keep: SmallVec<[usize; 5]> = (0..s.choices.len()).filter(|&k| allowed(s, k)).collect();
            if keep.len() == s.choices.len() {
                out.push(s.clone());
            } else if !keep.is_empty() {
                out.push(s.only_choices(&keep));
            }
        }
        std::borrow::Cow::Owned(out)
    }
}
