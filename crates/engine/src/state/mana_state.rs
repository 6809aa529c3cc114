//! Mana as state (CR 106): a player's mana pool, restricted mana kept apart by what it may
//! be spent on (CR 106.4, 106.6), what a payment pays for, and a mana ability waiting for
//! the object its cost chooses (CR 605.3a), and the part of a cost still to pay
//! (`ManaDue`). Paying is in `payment`.

use mw_ir::SpendOnly;
use mw_types::{ManaSymbol, ManaType, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// What a payment pays for, which decides what restricted mana may pay it (CR 106.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaymentFor {
    /// Casting a spell of this face (its characteristics as it is cast, CR 601.2a).
    Spell(mw_types::CardId),
    /// Activating an ability (mana abilities included) of this source.
    Ability(ObjectId),
    /// Anything else ("counter it unless its controller pays").
    Other,
}

/// CR 106.4: a player's mana pool. Mana with a spending restriction (CR 106.6) is kept
/// apart, by restriction ("the chosen type" fixed as it was made), and spent only on
/// what it may pay for. The methods that spend it take `allowed`: for each restriction
/// in `restrictions()` order, whether it may pay for the payment at hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManaPool {
    amounts: [u32; 6],
    /// Each restriction with its mana by type (amounts saturate at 65,535).
    restricted: Vec<(SpendOnly, [u16; 6])>,
}

impl ManaPool {
    /// All the mana of a type, restricted or not.
    pub fn get(&self, t: ManaType) -> u32 {
        self.restricted.iter().fold(self.amounts[t.index()], |n, r| n.saturating_add(r.1[t.index()] as u32))
    }
    /// Adds mana; amounts saturate rather than overflow.
    pub fn add(&mut self, t: ManaType, n: u32) {
        let a = &mut self.amounts[t.index()];
        *a = a.saturating_add(n);
    }
    /// CR 106.6: adds mana that may be spent only as `only` says.
    pub fn add_restricted(&mut self, t: ManaType, only: SpendOnly, n: u32) {
        if n == 0 {
            return;
        }
        let k = match self.restricted.iter().position(|r| r.0 == only) {
            Some(k) => k,
            None => {
                self.restricted.push((only, [0; 6]));
                self.restricted.len() - 1
            }
        };
        let a = &mut self.restricted[k].1[t.index()];
        *a = a.saturating_add(n.min(u16::MAX as u32) as u16);
    }
    /// The restrictions of the mana kept apart, in the order `allowed` lists them.
    pub fn restrictions(&self) -> impl Iterator<Item = &SpendOnly> + '_ {
        self.restricted.iter().map(|r| &r.0)
    }
    /// The mana that may pay for a payment, as a pool without restrictions.
    pub fn usable_for(&self, allowed: impl Fn(&SpendOnly) -> bool) -> ManaPool {
        let mut out = ManaPool { amounts: self.amounts, restricted: Vec::new() };
        for (only, amounts) in &self.restricted {
            if allowed(only) {
                for t in ManaType::ALL {
                    out.add(t, amounts[t.index()] as u32);
                }
            }
        }
        out
    }
    /// Removes one mana of the type that may pay (`allowed`), restricted mana first (it
    /// is the less useful): None (and no change) when there is none, else the
    /// restriction of the mana taken.
    pub fn take_for(&mut self, t: ManaType, allowed: &[bool]) -> Option<Option<SpendOnly>> {
        for (k, (only, amounts)) in self.restricted.iter_mut().enumerate() {
            let a = &mut amounts[t.index()];
            if *a > 0 && allowed.get(k).copied().unwrap_or(false) {
                *a -= 1;
                return Some(Some(*only));
            }
        }
        self.take(t).then_some(None)
    }
    /// `take_for`, the mana taken put into `into` with its restriction (CR 106.6), so a
    /// reversed payment can give it back (CR 732.1).
    pub fn take_into(&mut self, t: ManaType, allowed: &[bool], into: &mut ManaPool) -> Option<Option<SpendOnly>> {
        let taken = self.take_for(t, allowed)?;
        match taken {
            Some(only) => into.add_restricted(t, only, 1),
            None => into.add(t, 1),
        }
        Some(taken)
    }
    /// Adds every mana of `other`, restrictions kept.
    pub fn absorb(&mut self, other: &ManaPool) {
        for t in ManaType::ALL {
            self.amounts[t.index()] = self.amounts[t.index()].saturating_add(other.amounts[t.index()]);
        }
        for (only, amounts) in &other.restricted {
            for t in ManaType::ALL {
                self.add_restricted(t, *only, amounts[t.index()] as u32);
            }
        }
    }
    /// Removes one unrestricted mana of the type (a pool built by `usable_for`, or no
    /// restricted mana involved).
    pub fn take(&mut self, t: ManaType) -> bool {
        let a = &mut self.amounts[t.index()];
        if *a == 0 {
            return false;
        }
        *a -= 1;
        true
    }
    pub fn total(&self) -> u32 {
        ManaType::ALL.iter().map(|t| self.get(*t)).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }
    pub fn clear(&mut self) {
        self.amounts = [0; 6];
        self.restricted.clear();
    }
    pub fn iter(&self) -> impl Iterator<Item = (ManaType, u32)> + '_ {
        ManaType::ALL.into_iter().map(|t| (t, self.get(t))).filter(|(_, n)| *n > 0)
    }
}

/// A mana ability being activated while its object-choosing cost is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ManaChoice {
    pub player: PlayerId,
    pub source: ObjectId,
    pub ability: u16,
    pub mana: ManaType,
    /// Activated while paying for a spell or ability (else with priority).
    pub paying: bool,
    /// The objects chosen so far for a cost of several ("Tap two untapped Elves you
    /// control"), the last one still to come.
    pub chosen: smallvec::SmallVec<[ObjectId; 2]>,
}

/// The part of a cost still to pay, X already fixed (CR 601.2f).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManaDue {
    pub symbols: SmallVec<[ManaSymbol; 6]>,
}

impl ManaDue {
    /// The due cost of a printed cost with X chosen.
    pub fn new(symbols: &[ManaSymbol], x: u32) -> ManaDue {
        let mut out = ManaDue::default();
        let mut generic = 0u32;
        for s in symbols {
            match *s {
                ManaSymbol::Generic(n) => generic += n,
                ManaSymbol::X => generic += x,
                other => out.symbols.push(other),
            }
        }
        if generic > 0 {
            out.symbols.push(ManaSymbol::Generic(generic));
        }
        out
    }

    pub fn is_paid(&self) -> bool {
        self.symbols.is_empty()
    }

    /// What the cost needs when every symbol is generic, colored or colorless: mana of
    /// each type (by `ManaType::index`) and the total; None for any other symbol.
    pub fn by_type(&self) -> Option<([u32; 6], u32)> {
        let mut need = [0u32; 6];
        let mut total = 0u32;
        for s in &self.symbols {
            let t = match *s {
                ManaSymbol::Generic(n) => {
                    total += n;
                    continue;
                }
                ManaSymbol::Colored(c) => ManaType::of_color(c),
                ManaSymbol::Colorless => ManaType::Colorless,
                _ => return None,
            };
            need[t.index()] += 1;
            total += 1;
        }
        Some((need, total))
    }

    /// The due cost after paying symbol `i` with one mana of type `with`, or, for a
    /// Phyrexian symbol, with 2 life (`with` = None). CR 107.4e: {2/C} paid with one mana
    /// of another type leaves {1} to pay.
    pub fn after_paying(&self, i: usize, with: Option<ManaType>) -> ManaDue {
        let mut out = self.clone();
        match out.symbols[i] {
            ManaSymbol::Generic(n) if n > 1 => out.symbols[i] = ManaSymbol::Generic(n - 1),
            ManaSymbol::MonoHybrid(c) if with.is_some_and(|t| t.color() != Some(c)) => {
                out.symbols[i] = ManaSymbol::Generic(1)
            }
            _ => {
                out.symbols.remove(i);
            }
        }
        out
    }

    /// The symbols one mana of type `t` may pay, best first (exact colors before generic).
    pub fn payable_by(&self, t: ManaType) -> SmallVec<[usize; 4]> {
        let mut exact = SmallVec::<[usize; 4]>::new();
        let mut flexible = SmallVec::<[usize; 4]>::new();
        let mut generic = SmallVec::<[usize; 4]>::new();
        let c = t.color();
        for (i, s) in self.symbols.iter().enumerate() {
            match *s {
                ManaSymbol::Colored(k) if Some(k) == c => exact.push(i),
                ManaSymbol::Colorless if t == ManaType::Colorless => exact.push(i),
                ManaSymbol::Hybrid(a, b) | ManaSymbol::HybridPhyrexian(a, b)
                    if Some(a) == c || Some(b) == c =>
                {
                    flexible.push(i)
                }
                ManaSymbol::Phyrexian(k) | ManaSymbol::MonoHybrid(k) if Some(k) == c => {
                    flexible.push(i)
                }
                ManaSymbol::MonoHybrid(_) | ManaSymbol::Generic(_) => generic.push(i),
                _ => {}
            }
        }
        exact.extend(flexible);
        exact.extend(generic);
        exact
    }

    /// The Phyrexian symbols, which may be paid with 2 life (CR 107.4f).
    pub fn phyrexian(&self) -> Option<usize> {
        self.symbols.iter().position(|s| {
            matches!(s, ManaSymbol::Phyrexian(_) | ManaSymbol::HybridPhyrexian(_, _))
        })
    }
}
