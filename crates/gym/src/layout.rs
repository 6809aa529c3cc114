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
    /// The most opponents shown (CR 102.2: a multiplayer game has several): rows of
    /// `opponents`, blocks of `battlefield` and `graveyard` after the viewer's. A game
    /// with fewer opponents leaves the rest zero (`opponents[present]` is 0 there).
    pub opponents: usize,
}

impl Default for Layout {
    fn default() -> Layout {
        Layout { hand: 16, battlefield: 32, graveyard: 40, stack: 8, actions: 64, opponents: 1 }
    }
}

/// `game`: one row of scalars, by index. "opp" is the first opponent (the next player in
/// turn order, CR 101.4); every opponent's public state is in `opponents`. Fields after
/// `overflow` were appended for multiplayer and Commander games (none moved).
pub const GAME_FIELDS: [&str; 37] = [
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
    "players",
    "players_in_game",
    "commander_game",
    "my_commander",
    "my_command_zone",
    "my_commander_casts",
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
    /// CR 102.2: players at the table, and those who have not left the game (CR 800.4a).
    pub const PLAYERS: usize = 31;
    pub const PLAYERS_IN_GAME: usize = 32;
    /// CR 903: 1 in a Commander game.
    pub const COMMANDER_GAME: usize = 33;
    /// CR 903.3: the viewer's (first) commander's card (index + 1), 0 outside Commander.
    pub const MY_COMMANDER: usize = 34;
    /// CR 408: the viewer's objects in the command zone.
    pub const MY_COMMAND_ZONE: usize = 35;
    /// CR 903.8: casts of the viewer's commanders from the command zone (the tax is {2}
    /// each).
    pub const MY_COMMANDER_CASTS: usize = 36;
}

/// `opponents` rows: one per opponent in seat order from the viewer (row 0 the next
/// player in turn order, CR 101.4), a player who left the game (CR 800.4a) keeping their
/// row; rows past the game's opponents are zeros.
pub const OPPONENT_FIELDS: [&str; 15] = [
    "present",
    "in_game",
    "active",
    "deciding",
    "life",
    "library",
    "hand",
    "graveyard",
    "battlefield",
    "poison",
    "energy",
    "commander",
    "command_zone",
    "commander_casts",
    "commander_damage_to_me",
];

/// Indices into `OPPONENT_FIELDS`.
pub mod opp {
    pub const PRESENT: usize = 0;
    pub const IN_GAME: usize = 1;
    pub const ACTIVE: usize = 2;
    pub const DECIDING: usize = 3;
    pub const LIFE: usize = 4;
    pub const LIBRARY: usize = 5;
    pub const HAND: usize = 6;
    pub const GRAVEYARD: usize = 7;
    pub const BATTLEFIELD: usize = 8;
    pub const POISON: usize = 9;
    pub const ENERGY: usize = 10;
    /// CR 903.3: their (first) commander's card (index + 1).
    pub const COMMANDER: usize = 11;
    pub const COMMAND_ZONE: usize = 12;
    pub const COMMANDER_CASTS: usize = 13;
    /// CR 903.10a: the most combat damage one of their commanders dealt the viewer.
    pub const COMMANDER_DAMAGE_TO_ME: usize = 14;
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

/// `stack` rows, top of the stack first. `controller`: 0 the viewer, k the viewer's
/// k-th opponent in seat order (row k - 1 of `opponents`).
pub const STACK_FIELDS: [&str; 7] = ["kind", "card", "mine", "source_zone", "source_index", "x", "controller"];

/// `actions` rows, one per legal answer in the engine's order (action `i` answers with
/// the engine's `i`-th legal answer).
pub const ACTION_FIELDS: [&str; 9] =
    ["kind", "object_zone", "object_index", "card", "target_zone", "target_index", "ability", "mana", "number"];

/// The zones an object reference (`*_zone`, `*_index`) points into; the index is the row
/// in that zone's array. For an opponent's zone the index runs over every opponent's
/// rows in turn (opponent k's row r is `k * rows + r`); `OPPONENT`'s index is the
/// opponent's row in `opponents`.
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
    /// CR 408: the command zone (index: the object's place in it).
    pub const COMMAND: i32 = 10;
}

/// Names of the `zone_ref` codes, by code.
pub const ZONE_REFS: [&str; 11] = [
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
    "command_zone",
];

impl Layout {
    /// Element counts of each field for one observation: game, hand, battlefield,
    /// graveyard, stack, actions, opponents, action_mask.
    pub fn sizes(&self) -> [usize; 8] {
        let seats = 1 + self.opponents;
        [
            GAME_FIELDS.len(),
            self.hand * CARD_FIELDS.len(),
            seats * self.battlefield * CARD_FIELDS.len(),
            seats * self.graveyard,
            self.stack * STACK_FIELDS.len(),
            self.actions * ACTION_FIELDS.len(),
            self.opponents * OPPONENT_FIELDS.len(),
            self.actions,
        ]
    }
}
