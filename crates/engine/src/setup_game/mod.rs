//! Starting a game (CR 103): from decks (shuffles, mulligans, opening-hand actions) or
//! from any position (scenarios).

pub(crate) mod opening_hand;
pub mod position;
pub mod setup;
