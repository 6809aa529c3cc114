//! `manaweave serve`: starts the game server (`mw-server`) with the built-in decks and
//! the card data built into the binary.

use crate::decks::{matchup, setup, LoadedDeck, BUILTIN};
use mw_engine::Game;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1")]
    pub host: String,
}

pub fn run(args: ServeArgs) -> Result<(), String> {
    let db = Arc::new(crate::load_db()?);
    let decks: Vec<(String, String)> = BUILTIN.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let db2 = db.clone();
    let new_game = move |decks: &[(String, String)], seed: u64| -> Result<Game, String> {
        let loaded: Vec<LoadedDeck> = decks.iter().map(|(name, text)| LoadedDeck { name: name.clone(), text: text.clone() }).collect();
        let (table, ids) = matchup(&db2, &loaded)?;
        Game::new(setup(&table, &ids, seed)).map_err(|e| e.to_string())
    };
    let hub = mw_server::Hub::new(Box::new(new_game), db, decks);
    mw_server::serve(hub, &args.host, args.port)
}
