//! The web server: the client's files (built into the binary) and one WebSocket per
//! browser at `/ws`. A connection reads the client's JSON messages, refuses malformed
//! ones with a typed error, and passes game actions to the table it is seated at.

use crate::hub::{Cmd, Hub, Seated};
use crate::protocol::{ClientMsg, ErrorKind, ServerMsg};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

const INDEX: &str = include_str!("../web/index.html");
const APP: &str = include_str!("../web/app.js");
const STYLE: &str = include_str!("../web/style.css");

/// The largest message a client may send (a pasted deck list fits many times over).
const MAX_MESSAGE: usize = 256 * 1024;

pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/", get(|| async { file("text/html; charset=utf-8", INDEX) }))
        .route("/app.js", get(|| async { file("text/javascript; charset=utf-8", APP) }))
        .route("/style.css", get(|| async { file("text/css; charset=utf-8", STYLE) }))
        .route("/favicon.ico", get(|| async { axum::http::StatusCode::NO_CONTENT }))
        .route("/ws", get(ws))
        .with_state(hub)
}

fn file(kind: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "no-cache")], body).into_response()
}

async fn ws(upgrade: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    upgrade.max_message_size(MAX_MESSAGE).on_upgrade(move |socket| connection(socket, hub))
}

/// One browser: its messages in, its table's messages out, until either side closes.
async fn connection(mut socket: WebSocket, hub: Arc<Hub>) {
    let conn = hub.next_conn();
    let (out, mut inbox) = tokio::sync::mpsc::unbounded_channel::<String>();
    let _ = out.send(hub.hello().to_json());
    let mut seated: Option<Seated> = None;
    loop {
        tokio::select! {
            sent = inbox.recv() => match sent {
                Some(text) => if socket.send(Message::Text(text.into())).await.is_err() { break },
                None => break,
            },
            got = socket.recv() => match got {
                Some(Ok(Message::Text(text))) => {
                    let hub = hub.clone();
                    let out2 = out.clone();
                    let prev = seated.take();
                    // Creating a game compiles its decks: off the async threads.
                    let next = tokio::task::spawn_blocking(move || handle(&hub, conn, &text, prev, &out2)).await;
                    match next {
                        Ok(s) => seated = s,
                        Err(_) => break,
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    let _ = out.send(ServerMsg::error(ErrorKind::BadMessage, "messages are JSON text").to_json());
                }
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
        }
    }
    if let Some(s) = seated {
        let _ = s.tx.send(Cmd::Detach { conn });
    }
}

/// Handles one message from connection `conn`; returns where the connection is seated
/// afterwards. Refusals go to `out`.
fn handle(hub: &Hub, conn: u64, text: &str, seated: Option<Seated>, out: &crate::hub::Outbox) -> Option<Seated> {
    let refuse = |kind: ErrorKind, message: String| {
        let _ = out.send(ServerMsg::error(kind, message).to_json());
    };
    let msg: ClientMsg = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => {
            refuse(ErrorKind::BadMessage, format!("not a message this server understands: {e}"));
            return seated;
        }
    };
    let (placed, token) = match msg {
        ClientMsg::New { opponent, deck, opponent_deck, seed, players, format } => match hub.create(&opponent, deck.as_ref(), opponent_deck.as_ref(), seed, (players, format)) {
            Ok((s, t)) => (s, Some(t)),
            Err((k, m)) => {
                refuse(k, m);
                return seated;
            }
        },
        ClientMsg::Join { code } => match hub.join(&code.trim().to_uppercase()) {
            Ok((s, t)) => (s, Some(t)),
            Err((k, m)) => {
                refuse(k, m);
                return seated;
            }
        },
        ClientMsg::Watch { code } => match hub.watch(&code.trim().to_uppercase()) {
            Ok(s) => (s, None),
            Err((k, m)) => {
                refuse(k, m);
                return seated;
            }
        },
        ClientMsg::Resume { code, token } => match hub.resume(&code, &token) {
            Ok(s) => (s, Some(token)),
            Err((k, m)) => {
                refuse(k, m);
                return seated;
            }
        },
        ClientMsg::Answer { seq, answer } => return act(seated, out, |seat| Cmd::Answer { conn, seat, seq, answer }),
        ClientMsg::Concede => return act(seated, out, |seat| Cmd::Concede { conn, seat }),
        ClientMsg::AutoPass { on } => return act(seated, out, |seat| Cmd::AutoPass { conn, seat, on }),
    };
    if let Some(old) = seated {
        let _ = old.tx.send(Cmd::Detach { conn });
    }
    let attach = Cmd::Attach { conn, seat: placed.seat, out: out.clone(), code: placed.code.clone(), token };
    if placed.tx.send(attach).is_err() {
        refuse(ErrorKind::NoSuchGame, format!("game {} has stopped", placed.code));
        return None;
    }
    Some(placed)
}

/// Sends a seated person's action to their table.
fn act(seated: Option<Seated>, out: &crate::hub::Outbox, cmd: impl FnOnce(u8) -> Cmd) -> Option<Seated> {
    match seated.as_ref().and_then(|s| s.seat.map(|seat| (s, seat))) {
        Some((s, seat)) => {
            if s.tx.send(cmd(seat)).is_err() {
                let _ = out.send(ServerMsg::error(ErrorKind::NoSuchGame, format!("game {} has stopped", s.code)).to_json());
            }
        }
        None => {
            let _ = out.send(ServerMsg::error(ErrorKind::NotSeated, "take a seat at a game first (new, join or resume)").to_json());
        }
    }
    seated
}
