//! Prevention effects in plain words (CR 615): "prevent all combat damage that would be
//! dealt to target #1 by creatures you control".

use super::filter::{filter, player, subject};
use crate::effect::Duration;
use crate::prevention::{DamageKind, DamageMatch, Party};
use crate::target::Controller;

/// "prevent all [combat] damage that would be dealt [to …] [by …]".
pub fn damage(m: &DamageMatch) -> String {
    let kind = match m.kind {
        DamageKind::All => "",
        DamageKind::Combat => "combat ",
        DamageKind::Noncombat => "noncombat ",
    };
    let to = match &m.to {
        Party::Any => String::new(),
        p => format!(" to {}", party(p, "permanent")),
    };
    let by = match &m.by {
        Party::Any => String::new(),
        Party::Objects(f) if f.card_type.is_some() => format!(" by {}", filter(f, "permanent")),
        p => format!(" by {}", party(p, "source")),
    };
    format!("prevent all {kind}damage that would be dealt{to}{by}")
}

/// CR 615.10: a static preventing part of each damage event.
pub fn some(m: &DamageMatch, amount: u32) -> String {
    let what = damage(m).replacen("prevent all ", "", 1).replacen("damage that would", "damage would", 1);
    format!("each time {what}, prevent {amount} of it")
}

/// CR 614.1a / 615.1a: a static replacing each damage event with instructions.
pub fn replaced(r: &crate::prevention::DamageReplacement) -> String {
    let what = damage(&r.damage).replacen("prevent all ", "", 1).replacen("damage that would", "damage would", 1);
    let cond = r.condition.as_ref().map(|c| format!(" while {}", super::effect::condition(c))).unwrap_or_default();
    let then = if r.then.is_empty() { String::new() } else { super::effects(&r.then) };
    match (r.prevent, then.is_empty()) {
        (true, true) => format!("each time {what}{cond}, prevent it"),
        (true, false) => format!("each time {what}{cond}, prevent it and {then} (that many: the damage prevented)"),
        (false, _) => format!("each time {what}{cond}, instead {then} (that many: the damage)"),
    }
}

/// The instruction: the damage, then how long.
pub fn instruction(m: &DamageMatch, d: Duration) -> String {
    let how_long = match d {
        Duration::EndOfTurn => "this turn",
        Duration::UntilYourNextTurn => "until your next turn",
        Duration::Indefinite => "from now on",
    };
    format!("{} {how_long}", damage(m))
}

fn party(p: &Party, noun: &str) -> String {
    match p {
        Party::Any => format!("any {noun}"),
        Party::Object(s) => subject(*s),
        Party::Player(q) => player(*q),
        Party::Objects(f) => filter(f, noun),
        Party::Players(Controller::You) => "you".into(),
        Party::Players(Controller::NotYou) => "your opponents".into(),
        Party::Players(_) => "players".into(),
        Party::Either(v) => v.iter().map(|q| party(q, noun)).collect::<Vec<_>>().join(" and "),
    }
}
