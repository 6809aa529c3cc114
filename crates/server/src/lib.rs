//! `manaweave serve`: a game server and the browser client it serves. People play
//! against an agent or each other over WebSocket; the server is authoritative (every
//! action goes through the engine's decision API) and sends each client only its
//! player's view. Modules: `protocol` (the JSON messages), `table` (one game and its
//! seats), `snapshot` (views into the protocol's shapes, card frames), `hub` (the games
//! by code, one thread each), `http` (axum routes and connections). The client is plain
//! HTML, JavaScript and CSS under `web/`, built into the binary.

pub mod hub;
mod http;
pub mod protocol;
pub mod snapshot;
pub mod table;

pub use hub::{best_agent, Hub, NewGame};

/// Serves `hub` on `host:port` (port 0: any free port) until interrupted. Prints the
/// address once listening (tests read it from standard output).
pub fn serve(hub: Hub, host: &str, port: u16) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .map_err(|e| format!("cannot listen on {host}:{port}: {e}"))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        println!("manaweave: serving http://{addr}/ (play the AI: http://{addr}/?play=ai); Ctrl-C stops");
        use std::io::Write;
        let _ = std::io::stdout().flush();
        axum::serve(listener, http::router(std::sync::Arc::new(hub)))
            .with_graceful_shutdown(async {
                let _ = tokio::signal::ctrl_c().await;
            })
            .await
            .map_err(|e| format!("server stopped: {e}"))
    })
}
