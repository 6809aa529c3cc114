//! Plain words for the IR of graveyard, library and exile "hosers" (`crate::zones`).

use super::filter::{filter, player, subject};
use crate::effect::CardZone;
use crate::target::{Controller, ObjectFilter};
use crate::zones::{GraveyardInstead, MoveTo, PlayerMoves, SearchName, ZoneBan, ZoneSet};

fn zone(z: CardZone) -> &'static str {
    match z {
        CardZone::Hand => "hand",
        CardZone::Graveyard => "graveyard",
        CardZone::Library => "library",
        CardZone::Exile => "exile",
        CardZone::Outside => "outside the game",
    }
}

fn zones(z: ZoneSet) -> String {
    let v: Vec<&str> = [CardZone::Graveyard, CardZone::Hand, CardZone::Library].into_iter().filter(|c| z.has(*c)).map(zone).collect();
    v.join(", ")
}

fn things(f: &ObjectFilter) -> String {
    filter(f, "card or token")
}

fn whose(c: Controller) -> &'static str {
    match c {
        Controller::Any => "a",
        Controller::You => "your",
        Controller::NotYou | Controller::Defending => "an opponent's",
        Controller::Player { .. } => "that player's",
    }
}

pub fn graveyard_instead(g: &GraveyardInstead) -> String {
    let from = if g.from_battlefield { "from the battlefield" } else { "from anywhere" };
    format!("if {} would be put into {} graveyard {from}, exile it instead", things(&g.filter), whose(g.whose))
}

pub fn zone_ban(b: &ZoneBan) -> String {
    match b {
        ZoneBan::CantEnterFrom { filter: f, from } => format!("{} in {} can't enter the battlefield", things(f), zones(*from)),
        ZoneBan::CantCastFrom { caster, from } => {
            let who = match caster {
                Controller::Any => "players",
                Controller::You => "you",
                Controller::NotYou | Controller::Defending => "your opponents",
                Controller::Player { .. } => "that player",
            };
            format!("{who} can't cast spells from {}", zones(*from))
        }
        ZoneBan::CantCastAnother { filter: f } => {
            let s = things(f);
            format!("each player who has cast {s} this turn can't cast additional {s}")
        }
    }
}

pub fn player_moves(m: &PlayerMoves) -> String {
    let n = match m.count {
        Some(n) => format!("chooses {n}"),
        None => "moves all".into(),
    };
    let to = match m.to {
        MoveTo::Exile => "exile",
        MoveTo::Hand => "their hand",
        MoveTo::LibraryBottomRandom => "the bottom of their library in a random order",
        MoveTo::Battlefield => "the battlefield",
        MoveTo::LibraryTop { rest_exiled: false } => "the top of their library in an order they choose",
        MoveTo::LibraryTop { rest_exiled: true } => "the top of their library in an order they choose, the rest exiled",
        MoveTo::Discard => "their graveyard (discarded)",
    };
    let from = match m.or_from {
        Some(z) => format!("{} or {}", zone(m.from), zone(z)),
        None => zone(m.from).to_string(),
    };
    format!("{} {n} of {} in their {from} to {to}", player(m.player), things(&m.filter))
}

pub fn search_name(s: &SearchName) -> String {
    let name = s.name_of.map_or("the chosen name".to_string(), |x| format!("the name of {}", subject(x)));
    let n = s.max.map_or("any number of".to_string(), |m| format!("up to {m}"));
    format!("search the {} of {} for {n} cards with {name} and exile them", zones(s.zones), player(s.player))
}
