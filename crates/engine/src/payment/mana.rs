//! Mana (CR 106) and paying mana costs (CR 601.2g–h): the mana pool, the units of mana a
//! player can make, and an exact solver that says whether a cost can be paid and how.

pub use crate::state::mana_state::{ManaDue, ManaPool, PaymentFor};
use mw_types::{ManaSymbol, ManaType, ObjectId};
use smallvec::SmallVec;

/// A bit set of mana types.
pub type TypeMask = u8;

pub fn mask_of(t: ManaType) -> TypeMask {
    1 << t.index()
}

/// A player's mana sources (`Game::mana_sources`), computed the first time something
/// needs them: most priority listings find nothing castable before they would (the
/// wrong timing, an empty hand), and need none.
pub(crate) struct LazySources<'g> {
    game: &'g crate::state::game::Game,
    player: mw_types::PlayerId,
    cell: std::cell::OnceCell<Vec<ManaSource>>,
}

impl<'g> LazySources<'g> {
    pub(crate) fn new(game: &'g crate::state::game::Game, player: mw_types::PlayerId) -> LazySources<'g> {
        LazySources { game, player, cell: std::cell::OnceCell::new() }
    }
}

impl std::ops::Deref for LazySources<'_> {
    type Target = [ManaSource];
    fn deref(&self) -> &[ManaSource] {
        self.cell.get_or_init(|| self.game.mana_sources(self.player))
    }
}

/// A permanent the solver may use for mana, once: each choice is one of its mana
/// abilities with the mana that activation then makes. (Using two mana abilities of one
/// permanent in one payment, such as tapping it and then sacrificing it, is left to
/// manual payment.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManaSource {
    pub source: ObjectId,
    /// The ability each choice activates, parallel to `choices`.
    pub abilities: SmallVec<[u16; 5]>,
    pub choices: SmallVec<[SmallVec<[ManaType; 2]>; 5]>,
    /// CR 106.6: whether each choice's mana has a spending restriction (its ability's,
    /// `Game::choice_allows`), parallel to `choices`.
    pub restricted: SmallVec<[bool; 5]>,
    /// CR 602.2b / 605.3a: the mana each choice's ability costs ("{1}, {T}: Add {W}{U}"),
    /// paid with other mana; parallel to `choices`, or empty when none costs mana.
    pub costs: Vec<ManaDue>,
}

impl ManaSource {
    /// A source with no choices yet.
    pub fn new(source: ObjectId) -> ManaSource {
        ManaSource { source, abilities: SmallVec::new(), choices: SmallVec::new(), restricted: SmallVec::new(), costs: Vec::new() }
    }

    /// The mana choice `k`'s ability costs, if any.
    pub fn cost(&self, k: usize) -> Option<&ManaDue> {
        self.costs.get(k).filter(|c| !c.is_paid())
    }

    /// Whether any choice costs mana.
    pub fn has_costs(&self) -> bool {
        self.costs.iter().any(|c| !c.is_paid())
    }

    /// The same source with only its choice `k`.
    pub fn only(&self, k: usize) -> ManaSource {
        self.only_choices(&[k])
    }

    /// The same source with only these choices.
    pub fn only_choices(&self, ks: &[usize]) -> ManaSource {
        let mut out = ManaSource::new(self.source);
        let costed = ks.iter().any(|&k| self.cost(k).is_some());
        for &k in ks {
            out.abilities.push(self.abilities[k]);
            out.choices.push(self.choices[k].clone());
            out.restricted.push(self.restricted[k]);
            if costed {
                out.costs.push(self.cost(k).cloned().unwrap_or_default());
            }
        }
        out
    }
}

/// Whether `due` can be paid, decided by counting alone, when counting is exact: every
/// symbol generic, colored or colorless, and every source (but `exclude`) one unit of one
/// fixed type that costs nothing (a basic land's "{T}: Add {R}"). Then colored mana of
/// each type must cover that type's symbols and the rest the generic part (CR 601.2g–h);
/// None when the payment needs the solver (choices, Phyrexian or hybrid symbols, costs).
pub fn payable_by_counting(due: &ManaDue, pool: &ManaPool, sources: &[ManaSource], exclude: Option<ObjectId>) -> Option<bool> {
    let (need, total) = due.by_type()?;
    let mut have = [0u32; 6];
    for t in ManaType::ALL {
        have[t.index()] = pool.get(t);
    }
    for s in sources {
        if Some(s.source) == exclude {
            continue;
        }
        let ([choice], false) = (&s.choices[..], s.has_costs()) else { return None };
        let [t] = choice[..] else { return None };
        have[t.index()] += 1;
    }
    let colored_ok = need.iter().zip(&have).all(|(n, h)| h >= n);
    Some(colored_ok && have.iter().sum::<u32>() >= total)
}

/// Where one unit of mana in a payment plan comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitFrom {
    Pool(ManaType),
    /// The source at this index of the sources given, with this choice.
    Source { index: usize, choice: u8 },
}

/// The units of one payment (on the stack for the usual boards).
type Units = SmallVec<[Unit; 32]>;

#[derive(Clone, Copy, Debug)]
struct Unit {
    mask: TypeMask,
    from: UnitFrom,
    /// Units of one activation share this group (all or none of its mana exists).
    group: usize,
    /// Made by an ability that costs mana: it doesn't exist yet while such costs are
    /// paid, so it pays none of them (CR 605.3a: the cost is paid before the ability
    /// resolves).
    converted: bool,
}

/// One mana a payment must find: a symbol of the cost due, or of the mana cost of a
/// mana ability the payment activates (`cost_of`: that source's index).
#[derive(Clone, Copy, Debug)]
struct Req {
    mask: TypeMask,
    cost_of: Option<usize>,
}

/// A way to pay: which sources to activate (with their choice), and how much life.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PaymentPlan {
    /// Sources whose abilities cost no mana come first: their mana pays the costs of the
    /// others.
    pub activations: SmallVec<[(usize, u8); 8]>,
    pub life: u32,
    /// For each activation whose ability costs mana: (its source's index, where one mana
    /// paying that cost comes from, its type).
    pub cost_units: SmallVec<[(usize, UnitFrom, ManaType); 4]>,
}

impl PaymentPlan {
    /// The types of mana that pay the cost of source `index`'s ability.
    pub fn cost_types(&self, index: usize) -> SmallVec<[ManaType; 4]> {
        self.cost_units.iter().filter(|(i, _, _)| *i == index).map(|(_, _, t)| *t).collect()
    }
}

/// Requirements of one branch: one mask per non-generic symbol, plus generic and life.
struct Branch {
    reqs: SmallVec<[TypeMask; 8]>,
    generic: u32,
    life: u32,
}

const ANY: TypeMask = 0b11_1111;

fn color_mask(c: mw_types::Color) -> TypeMask {
    mask_of(ManaType::of_color(c))
}

/// Enumerates the branches of the Phyrexian and {2/C} alternatives; None if a symbol can
/// never be paid here ({S}: snow mana is not tracked yet, so it is refused, never faked).
fn branches(due: &ManaDue) -> Option<SmallVec<[Branch; 2]>> {
    let mut out: SmallVec<[Branch; 2]> = smallvec::smallvec![Branch { reqs: SmallVec::new(), generic: 0, life: 0 }];
    for s in &due.symbols {
        let (main, alt): (Option<TypeMask>, Option<(u32, u32)>) = match *s {
            ManaSymbol::Generic(n) => {
                out.iter_mut().for_each(|b| b.generic += n);
                continue;
            }
            ManaSymbol::Colored(c) => (Some(color_mask(c)), None),
            ManaSymbol::Colorless => (Some(mask_of(ManaType::Colorless)), None),
            ManaSymbol::Hybrid(a, b) => (Some(color_mask(a) | color_mask(b)), None),
            ManaSymbol::MonoHybrid(c) => (Some(color_mask(c)), Some((2, 0))),
            ManaSymbol::Phyrexian(c) => (Some(color_mask(c)), Some((0, 2))),
            ManaSymbol::HybridPhyrexian(a, b) => {
                (Some(color_mask(a) | color_mask(b)), Some((0, 2)))
            }
            ManaSymbol::X => (None, None),
            ManaSymbol::Snow => return None,
        };
        let Some(mask) = main else { continue };
        match alt {
            None => out.iter_mut().for_each(|b| b.reqs.push(mask)),
            Some((generic, life)) => {
                if out.len() > 512 {
                    // Too many alternatives to enumerate: keep the colored branch only.
                    out.iter_mut().for_each(|b| b.reqs.push(mask));
                    continue;
                }
                let mut alts: SmallVec<[Branch; 2]> = SmallVec::with_capacity(out.len());
                for b in &out {
                    alts.push(Branch {
                        reqs: b.reqs.clone(),
                        generic: b.generic + generic,
                        life: b.life + life,
                    });
                }
                out.iter_mut().for_each(|b| b.reqs.push(mask));
                out.extend(alts);
            }
        }
    }
    Some(out)
}

/// The mana a mana ability's cost needs, one mask per mana (generic as any type; the
/// alternatives of hybrid and Phyrexian symbols are left out: paid with their colors).
/// None for a cost this solver doesn't pay (snow, or absurdly large).
fn cost_reqs(cost: &ManaDue, of: usize, out: &mut SmallVec<[Req; 8]>) -> Option<()> {
    for s in &cost.symbols {
        let mask = match *s {
            ManaSymbol::Generic(n) if n <= 16 => {
                out.extend((0..n).map(|_| Req { mask: ANY, cost_of: Some(of) }));
                continue;
            }
            ManaSymbol::Colored(c) | ManaSymbol::MonoHybrid(c) | ManaSymbol::Phyrexian(c) => color_mask(c),
            ManaSymbol::Colorless => mask_of(ManaType::Colorless),
            ManaSymbol::Hybrid(a, b) | ManaSymbol::HybridPhyrexian(a, b) => color_mask(a) | color_mask(b),
            ManaSymbol::X => continue,
            ManaSymbol::Generic(_) | ManaSymbol::Snow => return None,
        };
        out.push(Req { mask, cost_of: Some(of) });
    }
    Some(())
}

/// Kuhn's augmenting path for bipartite matching of requirements to units.
fn augment(
    r: usize,
    reqs: &[Req],
    units: &[Unit],
    seen: &mut [bool],
    owner: &mut [Option<usize>],
) -> bool {
    for (u, unit) in units.iter().enumerate() {
        if unit.mask & reqs[r].mask == 0 || seen[u] || (unit.converted && reqs[r].cost_of.is_some()) {
            continue;
        }
        seen[u] = true;
        if owner[u].is_none() || augment(owner[u].unwrap(), reqs, units, seen, owner) {
            owner[u] = Some(r);
            return true;
        }
    }
    false
}

/// Finds a payment for `due` from `pool` and `sources` with at most `life` life to pay,
/// or None when none exists. Exact for abilities that cost no mana: it tries every
/// choice of each multi-mana source. A source whose ability costs mana ("{1}, {T}: Add
/// {W}{U}") has that cost paid by the pool and by sources whose abilities cost none.
pub fn find_payment(
    due: &ManaDue,
    pool: &ManaPool,
    sources: &[ManaSource],
    life: i32,
) -> Option<PaymentPlan> {
    find_payment_with(due, pool, sources, life, None)
}

/// `find_payment` where source `must` (if any) is activated with its first choice: the
/// mana ability a player is activating now, whose own cost must be paid too.
pub fn find_payment_with(
    due: &ManaDue,
    pool: &ManaPool,
    sources: &[ManaSource],
    life: i32,
    must: Option<usize>,
) -> Option<PaymentPlan> {
    if due.is_paid() && must.is_none() {
        return Some(PaymentPlan::default());
    }
    let branches = branches(due)?;
    // Units: pool first (spent before anything is tapped), then sources. (The solver
    // runs for every castable card at every priority: its buffers stay on the stack.)
    let mut base: Units = SmallVec::new();
    for (t, n) in pool.iter() {
        for _ in 0..n.min(64) {
            base.push(Unit { mask: mask_of(t), from: UnitFrom::Pool(t), group: usize::MAX, converted: false });
        }
    }
    // A source whose every choice is a single mana is one flexible unit; others branch,
    // and so do sources whose abilities cost mana.
    let mut multi: SmallVec<[usize; 8]> = SmallVec::new();
    for (i, s) in sources.iter().enumerate() {
        if s.choices.iter().all(|c| c.len() == 1) && !s.has_costs() && Some(i) != must {
            let mask = s.choices.iter().fold(0, |m, c| m | mask_of(c[0]));
            base.push(Unit { mask, from: UnitFrom::Source { index: i, choice: u8::MAX }, group: i, converted: false });
        } else {
            multi.push(i);
        }
    }
    let needed_total = |b: &Branch| b.reqs.len() as u32 + b.generic;
    let combos = combinations(sources, &multi, must);
    for b in &branches {
        if b.life > 0 && (life < b.life as i32) {
            continue;
        }
        'combos: for combo in combos.iter() {
            if multi.is_empty() {
                // One combination, of no branching source: the units are the base's.
                if (base.len() as u32) < needed_total(b) {
                    continue;
                }
                if let Some(plan) = match_branch(b, &[], &[], &base, sources) {
                    return Some(plan);
                }
                continue;
            }
            let mut units = base.clone();
            let mut costs: SmallVec<[Req; 8]> = SmallVec::new();
            let mut costed: SmallVec<[(usize, u8); 2]> = SmallVec::new();
            for (j, &i) in multi.iter().enumerate() {
                let k = combo[j];
                let Some(choice) = sources[i].choices.get(k as usize) else { continue };
                let cost = sources[i].cost(k as usize);
                for t in choice {
                    units.push(Unit {
                        mask: mask_of(*t),
                        from: UnitFrom::Source { index: i, choice: k },
                        group: i,
                        converted: cost.is_some(),
                    });
                }
                if let Some(cost) = cost {
                    if cost_reqs(cost, i, &mut costs).is_none() {
                        continue 'combos;
                    }
                    costed.push((i, k));
                }
            }
            if (units.len() as u32) < needed_total(b) + costs.len() as u32 {
                continue;
            }
            if let Some(plan) = match_branch(b, &costs, &costed, &units, sources) {
                return Some(plan);
            }
        }
    }
    None
}

/// The choices tried for the branching sources (`multi`), each combination one choice
/// index per source (its number of choices: not activated), in lexicographic order, at
/// most about 4,096. Kept flat, `multi.len()` bytes each: one buffer, however many.
struct Combinations {
    flat: Vec<u8>,
    width: usize,
    count: usize,
}

impl Combinations {
    fn iter(&self) -> impl Iterator<Item = &[u8]> {
        (0..self.count).map(move |c| &self.flat[c * self.width..(c + 1) * self.width])
    }
}

fn combinations(sources: &[ManaSource], multi: &[usize], must: Option<usize>) -> Combinations {
    let mut out = Combinations { flat: Vec::new(), width: 0, count: 1 };
    let mut next: Vec<u8> = Vec::new();
    for &i in multi {
        let n = sources[i].choices.len() as u8;
        // n means "don't activate this source": tried first when activating it costs
        // mana, never for the source being activated.
        let options: SmallVec<[u8; 6]> = if Some(i) == must {
            smallvec::smallvec![0]
        } else if sources[i].has_costs() {
            std::iter::once(n).chain(0..n).collect()
        } else {
            (0..=n).collect()
        };
        next.clear();
        let mut count = 0;
        for c in 0..out.count {
            for &k in &options {
                next.extend_from_slice(&out.flat[c * out.width..(c + 1) * out.width]);
                next.push(k);
                count += 1;
            }
            if count > 4096 {
                break;
            }
        }
        std::mem::swap(&mut out.flat, &mut next);
        out.width += 1;
        out.count = count;
    }
    out
}

fn match_branch(b: &Branch, costs: &[Req], costed: &[(usize, u8)], units: &[Unit], sources: &[ManaSource]) -> Option<PaymentPlan> {
    let reqs: SmallVec<[Req; 12]> = b.reqs.iter().map(|&mask| Req { mask, cost_of: None }).chain(costs.iter().copied()).collect();
    let mut owner: SmallVec<[Option<usize>; 32]> = smallvec::smallvec![None; units.len()];
    let mut seen: SmallVec<[bool; 32]> = smallvec::smallvec![false; units.len()];
    for r in 0..reqs.len() {
        seen.iter_mut().for_each(|s| *s = false);
        if !augment(r, &reqs, units, &mut seen, &mut owner) {
            return None;
        }
    }
    // Generic: pool units first, then units of groups already activated, then new sources.
    let mut used: SmallVec<[bool; 32]> = owner.iter().map(|o| o.is_some()).collect();
    let mut generic = b.generic;
    for pass in 0..3 {
        for (u, unit) in units.iter().enumerate() {
            if generic == 0 {
                break;
            }
            if used[u] {
                continue;
            }
            let take = match (pass, unit.from) {
                (0, UnitFrom::Pool(_)) => true,
                (1, UnitFrom::Source { .. }) => {
                    units.iter().zip(&used).any(|(o, &x)| x && o.group == unit.group)
                }
                (2, UnitFrom::Source { .. }) => true,
                _ => false,
            };
            if take {
                used[u] = true;
                generic -= 1;
            }
        }
    }
    if generic > 0 {
        return None;
    }
    let mut plan = PaymentPlan { activations: SmallVec::new(), life: b.life, cost_units: SmallVec::new() };
    for (u, unit) in units.iter().enumerate() {
        if !used[u] {
            continue;
        }
        if let UnitFrom::Source { index, choice } = unit.from {
            if plan.activations.iter().any(|(i, _)| *i == index) {
                continue;
            }
            let choice = if choice == u8::MAX {
                // A one-mana flexible source: pick the choice its requirement needs.
                let want = owner[u].map_or(ANY, |r| reqs[r].mask);
                sources[index]
                    .choices
                    .iter()
                    .position(|c| mask_of(c[0]) & want != 0)
                    .unwrap_or(0) as u8
            } else {
                choice
            };
            plan.activations.push((index, choice));
        }
    }
    // Every source whose ability costs mana that this combination activates is
    // activated (its cost is part of the requirements), after the others.
    for &(i, k) in costed {
        if !plan.activations.iter().any(|(j, _)| *j == i) {
            plan.activations.push((i, k));
        }
    }
    plan.activations.sort_by_key(|&(i, k)| sources[i].cost(k as usize).is_some());
    for (u, unit) in units.iter().enumerate() {
        let Some(of) = owner[u].and_then(|r| reqs[r].cost_of) else { continue };
        let t = match unit.from {
            UnitFrom::Pool(t) => t,
            UnitFrom::Source { index, choice: u8::MAX } => {
                let k = plan.activations.iter().find(|(i, _)| *i == index).map_or(0, |a| a.1);
                sources[index].choices[k as usize][0]
            }
            UnitFrom::Source { .. } => ManaType::ALL.into_iter().find(|t| mask_of(*t) == unit.mask)?,
        };
        plan.cost_units.push((of, unit.from, t));
    }
    Some(plan)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mw_types::ManaCost;
    use smallvec::smallvec;

    fn src(i: u32, choices: &[&[ManaType]]) -> ManaSource {
        ManaSource {
            source: ObjectId { slot: i, generation: 0 },
            abilities: choices.iter().map(|_| 0).collect(),
            choices: choices.iter().map(|c| c.iter().copied().collect()).collect(),
            restricted: choices.iter().map(|_| false).collect(),
            costs: Vec::new(),
        }
    }

    /// A source whose one ability costs `cost` ("{1}, {T}: Add {W}{U}").
    fn costed(i: u32, cost: &str, makes: &[ManaType]) -> ManaSource {
        let mut s = src(i, &[makes]);
        s.costs.push(due(cost, 0));
        s
    }

    fn due(text: &str, x: u32) -> ManaDue {
        ManaDue::new(&ManaCost::parse(text).unwrap().symbols, x)
    }

    use ManaType::*;

    #[test]
    fn colored_needs_matching_sources() {
        let sources = vec![src(0, &[&[Green]]), src(1, &[&[Red]])];
        assert!(find_payment(&due("{1}{G}", 0), &ManaPool::default(), &sources, 20).is_some());
        assert!(find_payment(&due("{G}{G}", 0), &ManaPool::default(), &sources, 20).is_none());
    }

    #[test]
    fn dual_sources_are_matched_not_greedy() {
        // A Forest-or-Mountain source must be saved for the {R} if the other makes only G.
        let sources = vec![src(0, &[&[Green], &[Red]]), src(1, &[&[Green]])];
        let plan = find_payment(&due("{R}{G}", 0), &ManaPool::default(), &sources, 20).unwrap();
        assert!(plan.activations.contains(&(0, 1)));
        assert!(plan.activations.contains(&(1, 0)));
    }

    #[test]
    fn pool_is_used_first_and_phyrexian_may_cost_life() {
        let mut pool = ManaPool::default();
        pool.add(Blue, 1);
        let plan = find_payment(&due("{U}{B/P}", 0), &pool, &[], 20).unwrap();
        assert_eq!(plan.life, 2);
        assert!(find_payment(&due("{U}{B/P}", 0), &pool, &[], 1).is_none());
    }

    #[test]
    fn multi_mana_sources_and_x() {
        let sources = vec![src(0, &[&[Colorless, Colorless]])];
        assert!(find_payment(&due("{X}", 2), &ManaPool::default(), &sources, 20).is_some());
        assert!(find_payment(&due("{X}", 3), &ManaPool::default(), &sources, 20).is_none());
        let d: ManaDue = ManaDue { symbols: smallvec![ManaSymbol::Snow] };
        assert!(find_payment(&d, &ManaPool::default(), &sources, 20).is_none());
    }

    #[test]
    fn abilities_that_cost_mana_are_paid_by_other_mana() {
        // A Signet alone can't pay for itself; with a Plains it makes {W}{U}.
        let signet = costed(0, "{1}", &[White, Blue]);
        assert!(find_payment(&due("{U}", 0), &ManaPool::default(), &[signet.clone()], 20).is_none());
        let sources = vec![signet.clone(), src(1, &[&[White]])];
        let plan = find_payment(&due("{W}{U}", 0), &ManaPool::default(), &sources, 20).unwrap();
        // The Plains first, then the Signet, its {1} paid with the Plains' {W}.
        assert_eq!(plan.activations.as_slice(), &[(1, 0), (0, 0)]);
        assert_eq!(plan.cost_types(0).as_slice(), &[White]);
        // Two Signets can't pay for each other.
        let two = vec![signet.clone(), costed(2, "{1}", &[White, Blue])];
        assert!(find_payment(&due("{W}", 0), &ManaPool::default(), &two, 20).is_none());
        // Not activated when it isn't needed.
        let plan = find_payment(&due("{W}", 0), &ManaPool::default(), &sources, 20).unwrap();
        assert_eq!(plan.activations.as_slice(), &[(1, 0)]);
        // Activated on its own (the one being activated), its cost from the pool.
        let mut pool = ManaPool::default();
        pool.add(Green, 1);
        let plan = find_payment_with(&ManaDue::default(), &pool, &[signet], 20, Some(0)).unwrap();
        assert_eq!(plan.cost_units.as_slice(), &[(0, UnitFrom::Pool(Green), Green)]);
    }
}
