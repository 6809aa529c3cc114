//! Random decks from the card pool for `bench`: two colors, 12 basic lands of each,
//! and nine different supported nonland cards of those colors (mana value 5 or less),
//! four copies each. The same seed gives the same deck.

use crate::decks::LoadedDeck;
use mw_carddb::CardDb;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Colors by letter, with their basic land (CR 305.6).
const COLORS: [(char, &str); 5] = [('W', "Plains"), ('U', "Island"), ('B', "Swamp"), ('R', "Mountain"), ('G', "Forest")];

/// Distinct nonland cards per deck, four copies each.
const SPELLS: usize = 9;

/// The random deck of `seed`, named `pool-SEED-XY` after its colors.
pub fn random_deck(db: &CardDb, seed: u64) -> Result<LoadedDeck, String> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let a = rng.random_range(0..5);
    let b = (a + rng.random_range(1..5)) % 5;
    let colors = [COLORS[a.min(b)], COLORS[a.max(b)]];
    let mut order: Vec<usize> = (0..db.records().len()).collect();
    order.shuffle(&mut rng);
    let mut picked: Vec<String> = Vec::new();
    for i in order {
        let r = &db.records()[i];
        let Some(face) = r.faces.first() else { continue };
        let fits = face.colors.chars().all(|c| colors.iter().any(|(l, _)| *l == c));
        if r.layout != "normal" || !fits || face.types.iter().any(|t| t == "Land") {
            continue;
        }
        let (def, diagnostics) = mw_carddb::compile_record(r);
        let mv: u32 = def.mana_cost.symbols.iter().map(|s| s.mana_value()).sum();
        if !diagnostics.is_empty() || mv > 5 || def.mana_cost.symbols.is_empty() {
            continue;
        }
        picked.push(r.name.clone());
        if picked.len() == SPELLS {
            break;
        }
    }
    if picked.len() < SPELLS {
        return Err(format!("random deck {seed}: the pool has only {} supported cards of {}{}", picked.len(), colors[0].0, colors[1].0));
    }
    let mut text = format!("# random pool deck, seed {seed}\nDeck\n12 {}\n12 {}\n", colors[0].1, colors[1].1);
    for name in &picked {
        text.push_str(&format!("4 {name}\n"));
    }
    Ok(LoadedDeck { name: format!("pool-{seed}-{}{}", colors[0].0, colors[1].0), text })
}
