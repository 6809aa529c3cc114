//! The top card of a library as "it" across sentences (CR 401.5, 701.20a): "look at the
//! top card of your library. if it's a land card, you may put it onto the battlefield.
//! otherwise, put it into your hand", "reveal the top card of your library. if it's a
//! creature card, put it onto the battlefield", "you may put that card into your
//! graveyard", "if you don't put the card into your hand, …".

use mw_ir::{Condition, Effect, ObjectFilter, SearchTo, TargetSpec};

/// Reads "look at / reveal the top card of your library" and the sentences after it that
/// speak of that card; the effects and how many sentences they took.
pub fn read(sentences: &[&str], targets: &mut Vec<TargetSpec>) -> Option<(Vec<Effect>, usize)> {
    let first = sentences.first()?;
    let first = first.strip_prefix("you may ").unwrap_or(first);
    // "scry 2, then reveal the top card of your library": the scry first.
    let mut scry = None;
    let first = match first.strip_prefix("scry ").and_then(|r| r.split_once(", then ")) {
        Some((n, rest)) => {
            scry = Some(Effect::Scry { amount: crate::words::amount(n)? });
            rest
        }
        None => first,
    };
    let mut player = mw_ir::PlayerRef::You;
    if first == "look at the top card of target player's library" {
        let spec = TargetSpec::new(mw_ir::TargetKind::Player);
        player = mw_ir::PlayerRef::Target(crate::effect::push_target(spec, targets));
    }
    let (reveal, take) = match first {
        "look at the top card of your library" | "look at the top card of target player's library" => (false, false),
        "reveal the top card of your library" => (true, false),
        "reveal the top card of your library and put that card into your hand" | "reveal the top card of your library and put it into your hand" => {
            (true, true)
        }
        _ => return None,
    };
    let mut out: Vec<Effect> = scry.into_iter().collect();
    out.push(Effect::LookAtTop { reveal, player });
    if take {
        out.push(Effect::MoveThatCard { to: SearchTo::Hand, reveal: false });
    }
    let mut last: Option<ObjectFilter> = None;
    let mut used = 1;
    for s in &sentences[1..] {
        let Some(mut e) = about_card(s, &mut last, targets) else { break };
        out.append(&mut e);
        used += 1;
    }
    // Looking alone changes nothing but what the player knows.
    (used > 1 || take || sentences.len() == 1).then_some((out, used))
}

/// One sentence about the card looked at.
fn about_card(s: &str, last: &mut Option<ObjectFilter>, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(act) = s.strip_prefix("otherwise, ") {
        let filter = (*last)?;
        return Some(crate::condition::guard(Condition::ThatCard { filter, is: false }, action(act, targets)?));
    }
    for lead in ["if you don't put the card into your hand, ", "if you don't put the card onto the battlefield, ", "if you don't put it into your hand, ", "if you don't put it onto the battlefield, "] {
        if let Some(act) = s.strip_prefix(lead) {
            return Some(crate::condition::guard(Condition::ThatCardInLibrary, action(act, targets)?));
        }
    }
    if let Some((condition, act)) = leading_is(s, last) {
        return Some(crate::condition::guard(condition, action(act, targets)?));
    }
    // "you may put that card onto the battlefield if it's a permanent card …".
    if let Some((act, cond)) = s.split_once(" if it's ") {
        let (filter, r) = article_card(cond)?;
        if !r.is_empty() {
            return None;
        }
        *last = Some(filter);
        return Some(crate::condition::guard(Condition::ThatCard { filter, is: true }, card_action(act)?));
    }
    card_action(s).or_else(|| life_by_its_value(s)).or_else(|| draw_by_its_value(s))
}

/// "draw cards equal to that card's mana value".
fn draw_by_its_value(s: &str) -> Option<Vec<Effect>> {
    matches!(s, "draw cards equal to that card's mana value" | "draw cards equal to its mana value").then(|| {
        vec![Effect::Draw { player: mw_ir::PlayerRef::You, amount: mw_ir::Amount::ManaValueOf(mw_ir::Subject::Returned) }]
    })
}

/// "you lose (gain) life equal to its mana value".
fn life_by_its_value(s: &str) -> Option<Vec<Effect>> {
    let (gain, r) = match s.strip_prefix("you lose life equal to ") {
        Some(r) => (false, r),
        None => (true, s.strip_prefix("you gain life equal to ")?),
    };
    if !matches!(r, "its mana value" | "that card's mana value") {
        return None;
    }
    let amount = mw_ir::Amount::ManaValueOf(mw_ir::Subject::Returned);
    let player = mw_ir::PlayerRef::You;
    Some(vec![if gain { Effect::GainLife { player, amount } } else { Effect::LoseLife { player, amount } }])
}

/// "if it's a land card, REST" / "if it isn't a creature card, REST": the condition and
/// REST.
fn leading_is<'a>(s: &'a str, last: &mut Option<ObjectFilter>) -> Option<(Condition, &'a str)> {
    // Kinship: "if it shares a creature type with ~, …".
    if let Some(act) = s.strip_prefix("if it shares a creature type with ~, ") {
        let mut filter = ObjectFilter::default();
        filter.props.shares_type_with_source = true;
        *last = Some(filter);
        return Some((Condition::ThatCard { filter, is: true }, act));
    }
    let (is, r) = [("if it's ", true), ("if it isn't ", false), ("if that card is ", true), ("if that card isn't ", false)]
        .iter()
        .find_map(|(p, is)| s.strip_prefix(p).map(|r| (*is, r)))?;
    let (cond, act) = r.split_once(", ")?;
    let (filter, rest) = article_card(cond)?;
    if !rest.is_empty() {
        return None;
    }
    *last = Some(filter);
    Some((Condition::ThatCard { filter, is }, act))
}

/// "a land card", "an artifact or creature card": the filter and the rest.
fn article_card(s: &str) -> Option<(ObjectFilter, &str)> {
    let s = s.strip_prefix("an ").or_else(|| s.strip_prefix("a "))?;
    crate::target::card_phrase(s)
}

/// What is done: an instruction about the card, or else one read on its own ("draw a
/// card", "create a 1/1 green saproling creature token") that doesn't speak of it.
fn action(act: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(e) = card_action(act) {
        return Some(e);
    }
    let speaks_of_it = act.split([' ', ',']).any(|w| matches!(w, "it" | "its" | "that")) || act.contains("the card");
    if speaks_of_it {
        return None;
    }
    crate::effect::sentence(act, targets)
}

/// "[you may] [reveal it and] put it into your hand / onto the battlefield [tapped] /
/// into your graveyard / on the bottom of your library", "exile it", "reveal it".
fn card_action(act: &str) -> Option<Vec<Effect>> {
    let (may, act) = match act.strip_prefix("you may ") {
        Some(r) => (true, r),
        None => (false, act),
    };
    let (reveal, act) = ["reveal it and ", "reveal that card and ", "reveal the card and "]
        .iter()
        .find_map(|p| act.strip_prefix(p))
        .map_or((false, act), |r| (true, r));
    let to = destination(act).or_else(|| matches!(act, "reveal it" | "reveal that card").then_some(SearchTo::Top))?;
    let reveal = reveal || to == SearchTo::Top;
    let e = Effect::MoveThatCard { to, reveal };
    Some(vec![if may { Effect::Optional(Box::new(e)) } else { e }])
}

/// Where "put it …" sends the card.
fn destination(act: &str) -> Option<SearchTo> {
    if let Some(r) = act.strip_prefix("exile ") {
        return matches!(r, "it" | "that card" | "the card").then_some(SearchTo::Exile);
    }
    let r = act.strip_prefix("put ")?;
    let r = ["it ", "that card ", "the card "].iter().find_map(|p| r.strip_prefix(p))?;
    Some(match r {
        "into your hand" => SearchTo::Hand,
        "onto the battlefield" | "into the battlefield" | "onto the battlefield under your control" => SearchTo::Battlefield { tapped: false },
        "onto the battlefield tapped" => SearchTo::Battlefield { tapped: true },
        // The card goes to its owner's graveyard, whoever's library it was in.
        "into your graveyard" | "into their graveyard" | "into its owner's graveyard" | "into that player's graveyard" => SearchTo::Graveyard,
        "on the bottom of your library" => SearchTo::Bottom,
        "back on top of your library" | "on top of your library" => SearchTo::Top,
        _ => return None,
    })
}
