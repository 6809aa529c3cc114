//! `manaweave serve`: starts the game server (`mw-server`) with the built-in decks (the
//! Commander ones too) and the card data built into the binary.

use crate::decks::{commander_matchup, matchup, setup, LoadedDeck, BUILTIN, BUILTIN_COMMANDER};
use mw_engine::{Game, GameSetup};
use mw_server::protocol::GameFormat;
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
    let new_game = move |decks: &[(String, String)], format: GameFormat, seed: u64| -> Result<Game, String> {
        let loaded: Vec<LoadedDeck> = decks.iter().map(|(name, text)| LoadedDeck { name: name.clone(), text: text.clone() }).collect();
        let setup = match format {
            GameFormat::Constructed => {
                let (table, ids) = matchup(&db2, &loaded)?;
                setup(&table, &ids, seed)
            }
            // CR 903: each deck checked against the format's rules first.
            GameFormat::Commander => {
                let (table, ids, commanders) = commander_matchup(&db2, &loaded)?;
                GameSetup::commander(table, ids, commanders, seed)
            }
        };
        Game::new(setup).map_err(|e| e.to_string())
    };
    let commander: Vec<(String, String)> = BUILTIN_COMMANDER.iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
    let hub = mw_server::Hub::new(Box::new(new_game), db, decks).with_commander_decks(commander);
    mw_server::serve(hub, &args.host, args.port)
}
