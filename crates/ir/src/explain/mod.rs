//! The IR in plain words: what a compiled ability does, so a reader can check it against
//! the Oracle text in seconds (`manaweave card` shows both). Targets are listed first and
//! instructions name them by number ("target #1").

mod effect;
mod filter;
mod zones;

pub use effect::{condition, effect};
pub use filter::{amount, filter, player, subject, target};

use crate::ability::{Ability, ActivatedAbility, Cost, Timing, TriggeredAbility};

fn targets(ts: &[crate::target::TargetSpec]) -> String {
    if ts.is_empty() {
        return String::new();
    }
    let list: Vec<String> = ts.iter().enumerate().map(|(i, t)| format!("#{} {}", i + 1, filter::target(t))).collect();
    format!(" [targets: {}]", list.join("; "))
}

fn effects(es: &[crate::effect::Effect]) -> String {
    let v: Vec<String> = es.iter().map(effect::effect).collect();
    v.join(". ")
}

/// CR 118: a cost in words.
pub fn cost(c: &Cost) -> String {
    let mut parts = Vec::new();
    if !c.mana.symbols.is_empty() {
        parts.push(c.mana.to_string());
    }
    if c.tap {
        parts.push("{T}".into());
    }
    if c.untap {
        parts.push("{Q}".into());
    }
    if let Some(l) = c.loyalty {
        parts.push(format!("[{l:+}]"));
    }
    if c.life > 0 {
        parts.push(format!("pay {} life", c.life));
    }
    if c.energy > 0 {
        parts.push(format!("pay {} energy", c.energy));
    }
    if c.sacrifice_self {
        parts.push("sacrifice this".into());
    }
    if c.discard_self {
        parts.push("discard this".into());
    }
    if c.exile_self {
        parts.push(if c.in_graveyard { "exile this from your graveyard".into() } else { "exile this".into() });
    }
    if let Some((k, n)) = c.remove_counters {
        parts.push(format!("remove {n} {} counter(s) from this", k.name()));
    }
    if let Some(x) = &c.extra {
        parts.push(format!("{x:?}"));
    }
    if parts.is_empty() {
        "(free)".into()
    } else {
        parts.join(", ")
    }
}

fn activated(a: &ActivatedAbility) -> String {
    let timing = match a.timing {
        Timing::Instant => "",
        Timing::Sorcery => " (only as a sorcery)",
        Timing::YourTurn => " (only during your turn)",
        Timing::YourTurnBeforeAttackers => " (only during your turn, before attackers)",
        Timing::YourUpkeep => " (only during your upkeep)",
    };
    let once = if a.once_per_turn { " (once each turn)" } else { "" };
    format!("{}: {}{}{timing}{once}", cost(&a.cost), effects(&a.effect), targets(&a.targets))
}

fn triggered(t: &TriggeredAbility) -> String {
    let cond = t.condition.as_ref().map(|c| format!(", if {}", effect::condition(c))).unwrap_or_default();
    let once = if t.once_per_turn { " (once each turn)" } else { "" };
    format!("when {:?}{cond}: {}{}{once}", t.trigger, effects(&t.effect), targets(&t.targets))
}

/// One ability in words.
pub fn ability(a: &Ability) -> String {
    match a {
        Ability::Keyword(k) => k.name().to_string(),
        Ability::Mana(m) => format!("{}: add {:?}{}", cost(&m.cost), m.produce, m.spend.map(|s| format!(" (spend only: {s:?})")).unwrap_or_default()),
        Ability::Activated(x) => activated(x),
        Ability::Triggered(t) => triggered(t),
        Ability::Spell(s) => format!("{}{}", effects(&s.effect), targets(&s.targets)),
        Ability::Mode(s) => format!("• {}{}", effects(&s.effect), targets(&s.targets)),
        Ability::Continuous(s) => {
            let cond = s.condition.as_ref().map(|c| format!(" as long as {}", effect::condition(c))).unwrap_or_default();
            format!("{:?}: {:?}{cond}", s.affected, s.changes)
        }
        Ability::Granted(inner) => format!("(given to others) {}", ability(inner)),
        Ability::GraveyardInstead(g) => zones::graveyard_instead(g),
        Ability::ZoneBan(b) => zones::zone_ban(b),
        Ability::OpeningHand(_) => "if this is in your opening hand, you may begin the game with it on the battlefield".into(),
        other => {
            let s = format!("{other:?}");
            s.chars().take(120).collect()
        }
    }
}
