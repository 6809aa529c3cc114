//! The observation's fixed shapes and the meaning of every column: the contract with
//! learning code (the Python package documents the same names). Every field is `i32`
//! except the action mask (`i8`). Rows beyond what a zone holds are zeros; a zone larger
//! than its rows sets a bit in `game[overflow]` and the rows keep the most relevant
//! objects (the first ones for hand, battlefield and actions; the top for graveyard and
//! stack), so truncation is never silent.

/// How many rows each zone gets. The default fits every decision of the benchmark decks'
/// random games (see the tests); other decks may need more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub hand: usize,
    /// Per player.
    pub battlefield: usize,
    /// Per player.
    pub graveyard: usize,
    pub stack: usize,
    /// The most legal answers offered (the action space's size).
    pub actions: usize,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout { hand: 16, battlefield: 32, graveyard: 40, stack: 8, actions: 64 }
    }
}

/// `game`: one row of scalars, by index.
pub const GAME_FIELDS: [&str; 31] = [
    "turn",
    "step",
    "i_am_active",
    "i_decide",
    "question",
    "question_number",
    "n_answers",
    "answers_truncated",
    "my_life",
    "opp_life",
    "my_library",
    "opp_library",
    "my_hand",
    "opp_hand",
    "my_graveyard",
    "opp_graveyard",
    "my_battlefield",
    "opp_battlefield",
    "stack",
    "my_pool_w",
    "my_pool_u",
    "my_pool_b",
    "my_pool_r",
    "my_pool_g",
    "my_pool_c",
    "my_lands_played",
    "my_poison",
    "opp_poison",
    "my_energy",
    "opp_energy",
    "overflow",
];

/// Indices into `GAME_FIELDS`.
pub mod game {
    pub const TURN: usize = 0;
    pub const STEP: usize = 1;
    pub const I_AM_ACTIVE: usize = 2;
    pub const I_DECIDE: usize = 3;
    pub const QUESTION: usize = 4;
    pub const QUESTION_NUMBER: usize = 5;
    pub const N_ANSWERS: usize = 6;
    pub const ANSWERS_TRUNCATED: usize = 7;
    pub const LIFE: usize = 8;
    pub const LIBRARY: usize = 10;
    pub const HAND: usize = 12;
    pub const GRAVEYARD: usize = 14;
    pub const BATTLEFIELD: usize = 16;
    pub const STACK: usize = 18;
    pub const POOL: usize = 19;
    pub const LANDS_PLAYED: usize = 25;
    pub const POISON: usize = 26;
    pub const ENERGY: usize = 28;
    pub const OVERFLOW: usize = 30;
}

/// Bits of `game[overflow]`: which zones had more objects than rows.
pub mod overflow {
    pub const HAND: i32 = 1;
    pub const BATTLEFIELD: i32 = 2;
    pub const GRAVEYARD: i32 = 4;
    pub const STACK: i32 = 8;
    pub const ACTIONS: i32 = 16;
}

/// `hand` and `battlefield` rows: one card or permanent each.
pub const CARD_FIELDS: [&str; 18] = [
    "card",
    "mana_value",
    "types",
    "colors",
    "power",
    "toughness",
    "tapped",
    "damage",
    "summoning_sick",
    "plus_counters",
    "minus_counters",
    "loyalty",
    "other_counters",
    "attacking",
    "blocking",
    "attached_to",
    "keywords",
    "token",
];

/// `stack` rows, top of the stack first.
pub const STACK_FIELDS: [&str; 6] = ["kind", "card", "mine", "source_zone", "source_index", "x"];

/// `actions` rows, one per legal answer in the engine's order (action `i` answers with
/// the engine's `i`-th legal answer).
pub const ACTION_FIELDS: [&str; 9] =
    ["kind", "object_zone", "object_index", "card", "target_zone", "target_index", "ability", "mana", "number"];

/// The zones an object reference (`*_zone`, `*_index`) points into; the index is the row
/// in that zone's array.
pub mod zone_ref {
    pub const NONE: i32 = 0;
    pub const MY_HAND: i32 = 1;
    pub const MY_BATTLEFIELD: i32 = 2;
    pub const OPP_BATTLEFIELD: i32 = 3;
    pub const MY_GRAVEYARD: i32 = 4;
    pub const OPP_GRAVEYARD: i32 = 5;
    pub const STACK: i32 = 6;
    pub const ME: i32 = 7;
    pub const OPPONENT: i32 = 8;
    /// An object not in the observation (a library being searched, exile, a row past
    /// the layout's size).
    pub const ELSEWHERE: i32 = 9;
}

/// Names of the `zone_ref` codes, by code.
pub const ZONE_REFS: [&str; 10] = [
    "none",
    "my_hand",
    "my_battlefield",
    "opp_battlefield",
    "my_graveyard",
    "opp_graveyard",
    "stack",
    "me",
    "opponent",
    "elsewhere",
];

impl Layout {
    /// Element counts of each field for one observation: game, hand, battlefield,
    /// graveyard, stack, actions, action_mask.
    pub fn sizes(&self) -> [usize; 7] {
        [
            GAME_FIELDS.len(),
            self.hand * CARD_FIELDS.len(),
            2 * self.battlefield * CARD_FIELDS.len(),
            2 * self.graveyard,
            self.stack * STACK_FIELDS.len(),
            self.actions * ACTION_FIELDS.len(),
            self.actions,
        ]
    }
}
