//! The IR in plain words: what a compiled ability does, so a reader can check it against
//! the Oracle text in seconds (`manaweave card` shows both). Targets are listed first and
//! instructions name them by number ("target #1").

mod effect;
mod filter;
mod prevention;
mod zones;

pub use effect::{condition, effect};
pub use filter::{amount, filter, player, subject, target};

use crate::ability::{Ability, ActivatedAbility, Cost, Timing, TriggeredAbility};
use crate::target::Controller;

pub(super) fn targets(ts: &[crate::target::TargetSpec]) -> String {
    if ts.is_empty() {
        return String::new();
    }
    let list: Vec<String> = ts.iter().enumerate().map(|(i, t)| format!("#{} {}", i + 1, filter::target(t))).collect();
    format!(" [targets: {}]", list.join("; "))
}

pub(crate) fn effects(es: &[crate::effect::Effect]) -> String {
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
    if c.discard_hand {
        parts.push("discard your hand".into());
    }
    if c.in_hand {
        parts.push("(from your hand)".into());
    }
    if c.exile_self {
        parts.push(if c.in_graveyard { "exile this from your graveyard".into() } else { "exile this".into() });
    }
    if let Some((k, n)) = c.remove_counters {
        parts.push(format!("remove {n} {} counter(s) from this", k.name()));
    }
    if let Some(k) = c.remove_x_counters {
        parts.push(format!("remove X {} counters from this", k.name()));
    }
    if let Some(x) = &c.extra {
        parts.push(additional(x));
    }
    if parts.is_empty() {
        "(free)".into()
    } else {
        parts.join(", ")
    }
}

/// CR 118.3: a cost that chooses objects, in words.
pub fn additional(x: &crate::ability::AdditionalCost) -> String {
    use crate::ability::AdditionalCost::*;
    match x {
        Sacrifice(f) => format!("sacrifice {}", filter::a_filter(f, "permanent")),
        Discard => "discard a card".into(),
        DiscardLand => "discard a land card".into(),
        DiscardMatching(f) => format!("discard {}", filter::a_filter(f, "card")),
        PayLife(n) => format!("pay {n} life"),
        TapUntapped(f) => format!("tap an untapped {}", filter::filter(f, "permanent")),
        Crew(n) => format!("crew {n}"),
        ReturnToHand(f) => format!("return {} to its owner's hand", filter::a_filter(f, "permanent")),
        ExileFromHand(f) => format!("exile {} from your hand", filter::a_filter(f, "card")),
        ExileFromGraveyard(f) => format!("exile {} from your graveyard", filter::a_filter(f, "card")),
        RevealFromHand(f) => format!("reveal {} from your hand", filter::a_filter(f, "card")),
        Times(inner, n) => format!("{} ({n} times)", additional(inner)),
        XTimes(inner) => format!("{} (X times)", additional(inner)),
        PerExtraMode(inner) => format!("{} for each mode chosen beyond the first", additional(inner)),
        AnyNumber(inner) => format!("you may {} any number of times", additional(inner)),
        DiscardRandom => "discard a card at random".into(),
        Mana(m) => format!("pay {m}"),
        OneOf(options) => format!("one of: {}", options.iter().map(additional).collect::<Vec<_>>().join("; or ")),
        RemoveCounter(f, kind) => format!("remove a {} counter from {}", kind.name(), filter::a_filter(f, "permanent")),
    }
}

fn activated(a: &ActivatedAbility) -> String {
    let timing = match a.timing {
        Timing::Instant => "",
        Timing::Sorcery => " (only as a sorcery)",
        Timing::YourTurn => " (only during your turn)",
        Timing::YourTurnBeforeAttackers => " (only during your turn, before attackers)",
        Timing::YourUpkeep => " (only during your upkeep)",
        Timing::During { yours, part } => return activated_during(a, yours, part),
    };
    let once = match (a.once_per_turn, a.limit) {
        (true, _) => " (once each turn)".to_string(),
        (false, Some(crate::activation::ActivationLimit::EachTurn(n))) => format!(" (no more than {n} times each turn)"),
        (false, Some(crate::activation::ActivationLimit::Once)) => " (only once)".to_string(),
        (false, None) => String::new(),
    };
    // CR 602.2b: "This ability costs {1} less to activate for each …".
    let change = a
        .cost_change
        .as_ref()
        .map(|c| {
            let times = match c.times {
                crate::Amount::Fixed(1) => String::new(),
                t => format!(", times {}", filter::amount(t)),
            };
            let cond = c.condition.as_ref().map(|k| format!(", if {}", effect::condition(k))).unwrap_or_default();
            format!(" (costs {} {}{times}{cond})", c.mana, if c.more { "more" } else { "less" })
        })
        .unwrap_or_default();
    // CR 602.5b: "Activate only if …".
    let only_if = a.condition.as_ref().map(|k| format!(" (only if {})", effect::condition(k))).unwrap_or_default();
    format!("{}: {}{}{timing}{once}{only_if}{change}", cost(&a.cost), effects(&a.effect), targets(&a.targets))
}

/// CR 602.5b: an ability limited to a part of some player's turn.
fn activated_during(a: &ActivatedAbility, yours: Option<bool>, part: crate::activation::TurnPart) -> String {
    use crate::activation::TurnPart as P;
    let whose = match yours {
        None => "any",
        Some(true) => "your",
        Some(false) => "an opponent's",
    };
    let part = match part {
        P::Turn => "turn",
        P::Upkeep => "upkeep",
        P::Combat => "turn, during combat",
        P::DeclareAttackers => "turn, during the declare attackers step",
        P::DeclareBlockers => "turn, during the declare blockers step",
        P::EndOfCombat => "turn, during the end of combat step",
        P::BeforeAttackers => "turn, before attackers are declared",
        P::BeforeBlockers => "turn, before blockers are declared",
        P::BeforeCombatDamage => "turn, before the combat damage step",
        P::BeforeEndOfCombat => "turn, before the end of combat step",
    };
    let plain = ActivatedAbility { timing: Timing::Instant, ..a.clone() };
    format!("{} (only during {whose} {part})", activated(&plain))
}

fn triggered(t: &TriggeredAbility) -> String {
    let during = t.during.as_ref().map(|c| format!(" while {}", effect::condition(c))).unwrap_or_default();
    let cond = t.condition.as_ref().map(|c| format!(", if {}", effect::condition(c))).unwrap_or_default();
    let once = if t.once_per_turn { " (once each turn)" } else { "" };
    format!("{}{during}{cond}: {}{}{once}", trigger(&t.trigger), effects(&t.effect), targets(&t.targets))
}

/// CR 106.6: a mana's spending restriction in words.
pub fn spend_only(s: &crate::mana_ability::SpendOnly) -> String {
    let any = crate::target::ObjectFilter::default();
    let spells = s.spells.map(|f| match s.or_spells {
        Some(g) => format!("cast {} or {}", filter::filter(&f, "spells"), filter::filter(&g, "spells")),
        None => format!("cast {}", filter::filter(&f, "spells")),
    });
    let abilities = s.abilities.map(|f| if f == any { "activate abilities".to_string() } else { format!("activate abilities of {}", filter::filter(&f, "sources")) });
    let what: Vec<String> = spells.into_iter().chain(abilities).collect();
    let what = if what.is_empty() { "nothing".to_string() } else { what.join(" or ") };
    let rider = if s.uncounterable { ", and that spell can't be countered" } else { "" };
    if s.except {
        format!("can't be spent to {what}{rider}")
    } else {
        format!("spend only to {what}{rider}")
    }
}

/// CR 601.2a / 305.1: "you may play lands and cast creature spells from the top of your
/// library".
fn play_from(p: &crate::play_from::PlayFrom) -> String {
    let list = |fs: &[crate::ObjectFilter], noun: &str| fs.iter().map(|f| filter::filter(f, noun).trim().to_string()).collect::<Vec<_>>().join(" and ");
    let mut parts = Vec::new();
    if !p.lands.is_empty() {
        parts.push(format!("play {}", list(&p.lands, "")));
    }
    if !p.spells.is_empty() {
        parts.push(format!("cast {}", list(&p.spells, "spells")));
    }
    let zone = match p.zone {
        crate::play_from::PlayZone::LibraryTop => "the top of your library",
        crate::play_from::PlayZone::Graveyard => "your graveyard",
    };
    let cond = p.condition.as_ref().map(|c| format!(" as long as {}", effect::condition(c))).unwrap_or_default();
    format!("you may {} from {zone}{cond}", parts.join(" and "))
}

/// A mana ability in words (CR 605).
fn mana_ability(m: &crate::ManaAbility) -> String {
    format!(
        "{}: add {}{}{}{}{}",
        cost(&m.cost),
        production(&m.produce),
        m.spend.map(|s| format!(" ({})", spend_only(&s))).unwrap_or_default(),
        if m.then.is_empty() { String::new() } else { format!(", then {}", effects(&m.then)) },
        if m.priority_only { " (only as an instant)" } else { "" },
        if m.once_per_turn { " (once each turn)" } else { "" }
    )
}

/// One ability in words.
/// CR 604.1: "[cards] in your graveyard have [keyword] [as long as …]".
fn graveyard_cards_have(f: &crate::ObjectFilter, a: &Ability, condition: Option<&crate::effect::Condition>) -> String {
    let cond = condition.map(|c| format!(" as long as {}", effect::condition(c))).unwrap_or_default();
    format!("{} in your graveyard have {}{cond}", filter::filter(f, "card"), ability(a))
}

pub fn ability(a: &Ability) -> String {
    match a {
        Ability::Keyword(k) => k.name().to_string(),
        Ability::Mana(m) => mana_ability(m),
        Ability::Activated(x) => activated(x),
        Ability::Triggered(t) => triggered(t),
        Ability::Spell(s) => format!("{}{}", effects(&s.effect), targets(&s.targets)),
        Ability::Mode(s) => format!("• {}{}", effects(&s.effect), targets(&s.targets)),
        Ability::Continuous(s) => {
            let cond = s.condition.as_ref().map(|c| format!(" as long as {}", effect::condition(c))).unwrap_or_default();
            let changes: Vec<String> = s.changes.iter().map(change).collect();
            format!("{}: {}{cond}", affected(&s.affected), changes.join(", "))
        }
        Ability::Prevent(m) => prevention::damage(m),
        Ability::PreventSome { damage, amount } => prevention::some(damage, *amount),
        Ability::ReplaceDamage(r) => prevention::replaced(r),
        Ability::Restriction(r) => static_restriction(r),
        Ability::Granted(inner) => format!("(given to others) {}", ability(inner)),
        Ability::OffBattlefield(b) => {
            let pt = b.pt.map(|(p, t)| format!(" {}/{}", filter::amount(p), filter::amount(t))).unwrap_or_default();
            let types: Vec<String> = b.creature_types.iter().map(|t| t.name().to_string()).chain(b.types.iter().map(|t| t.to_string().to_lowercase())).collect();
            format!("while this isn't on the battlefield, it's a{pt} {} in addition to its other types", types.join(" "))
        }
        Ability::GraveyardCardsHave { filter: f, ability: a, condition } => graveyard_cards_have(f, a, condition.as_ref()),
        Ability::GraveyardInstead(g) => zones::graveyard_instead(g),
        Ability::ZoneBan(b) => zones::zone_ban(b),
        Ability::UntapInOthersUntapSteps(None) => "untap this during each other player's untap step".to_string(),
        Ability::UntapInOthersUntapSteps(Some(f)) => format!("untap each {} during each other player's untap step", filter::filter(f, "permanent")),
        Ability::SpellsCantBeCountered(f) => format!("{} can't be countered", filter::filter(f, "spells")),
        Ability::CastAsThoughFlash(f) => format!("you may cast {} spells as though they had flash", filter::filter(f, "")),
        Ability::PlayFrom(p) => play_from(p),
        Ability::OpponentsMustTarget(f) => format!("while choosing targets as part of casting a spell or activating an ability, opponents must choose at least one {} if able", filter::filter(f, "permanent")),
        Ability::OpeningHand(_) => "if this is in your opening hand, you may begin the game with it on the battlefield".into(),
        Ability::AdditionalCost(x) => format!("as an additional cost to cast this spell, {}", additional(x)),
        // CR 702.33a.
        Ability::Kicker(c) => format!("kicker {c}"),
        Ability::Replicate(c) => format!("replicate {c}"),
        // CR 702.42a.
        Ability::Entwine(c) => format!("entwine {c} (choose all the modes if you pay it)"),
        Ability::Flashback(c) => format!("flashback {c}"),
        Ability::FlashbackAtManaCost => "flashback (its flashback cost is its mana cost)".into(),
        Ability::EscapeAtManaCost(x) => format!("escape (its escape cost is its mana cost plus {})", additional(x)),
        Ability::Buyback(c) => format!("buyback {c}"),
        Ability::Dredge(n) => format!("dredge {n}: if you would draw a card while this is in your graveyard, you may mill {n} cards instead and return this to your hand"),
        // CR 702.16a.
        Ability::Protection(colors) => {
            let each: Vec<&str> = colors.iter().map(|c| c.word()).collect();
            format!("protection from {}", each.join(" and from "))
        }
        Ability::ProtectionFromSubtype(t) => format!("protection from {}", t.name()),
        Ability::ProtectionFromEverything => "protection from everything".to_string(),
        Ability::ProtectionFromSpells(colors) if *colors == mw_types::ColorSet::ALL => "protection from spells that are one or more colors".to_string(),
        Ability::ProtectionFromSpells(colors) => {
            let each: Vec<&str> = colors.iter().map(|c| c.word()).collect();
            format!("protection from {} spells", each.join(" or "))
        }
        // CR 700.2: the header of a modal ability; its modes follow as "•" lines.
        Ability::ChooseOne { printed, .. } => {
            let n = |k: u8| ["zero", "one", "two", "three", "four", "five"].get(usize::from(k)).map_or_else(|| k.to_string(), |w| w.to_string());
            let head = match (printed.min, printed.max) {
                (_, 0) => "choose one".to_string(),
                (a, b) if a == b => format!("choose {}", n(a)),
                (a, b) => format!("choose {} to {}", n(a), n(b)),
            };
            // CR 702.42a: the last mode chooses them all, for the entwine cost.
            let all = match (&printed.all_if, printed.entwine) {
                (Some(c), _) => format!(" (or all of them, if {} as it is cast)", effect::condition(c)),
                (None, true) => " (or all of them, entwined)".to_string(),
                (None, false) => String::new(),
            };
            format!("{head}{all} —")
        }
        Ability::KickerExtra(x) => format!("kicker (besides its mana): {}", additional(x)),
        // CR 118.9: "you may pay … rather than pay this spell's mana cost".
        Ability::AlternativeCost(a) => {
            let mut cond = a.condition.as_ref().map(|c| format!(", if {}", effect::condition(c))).unwrap_or_default();
            if let Some(c) = &a.also {
                cond.push_str(&format!(" and {}", effect::condition(c)));
            }
            let then = if a.resolves.is_empty() { String::new() } else { format!("; if paid, as it resolves: {}", effects(&a.resolves)) };
            format!("alternative cost ({}): {}{cond}{then}", a.kind.keyword(), cost(&a.cost))
        }
        Ability::Enters(crate::ability::EntersReplacement::TappedUnlessReveal(f)) => {
            format!("as this enters, you may reveal {} from your hand; if you don't, it enters tapped", filter::a_filter(f, "card"))
        }
        Ability::Enters(crate::ability::EntersReplacement::WithCounters { kind, amount, condition }) => {
            let cond = condition.as_ref().map(|c| format!(" if {}", effect::condition(c))).unwrap_or_default();
            format!("enters with {} {kind} counter(s) on it{cond}", filter::amount(*amount))
        }
        Ability::Static(crate::ability::SelfStatic::TopCardRevealed { each_player }) => {
            if *each_player { "players play with the top card of their libraries revealed" } else { "play with the top card of your library revealed" }.to_string()
        }
        Ability::Static(crate::ability::SelfStatic::YouCantLose) => "you can't lose the game".to_string(),
        Ability::Static(crate::ability::SelfStatic::OpponentsCantWin) => "your opponents can't win the game".to_string(),
        Ability::Static(crate::ability::SelfStatic::YouCantWin) => "you can't win the game".to_string(),
        Ability::Static(crate::ability::SelfStatic::OpponentsCantLose) => "your opponents can't lose the game".to_string(),
        Ability::Static(crate::ability::SelfStatic::SkipStep { step, each_player }) => {
            format!("{} {} step", if *each_player { "players skip their" } else { "skip your" }, words(step).to_lowercase())
        }
        Ability::Static(crate::ability::SelfStatic::YouHave(q)) => {
            let q = match q {
                crate::ability::PlayerQuality::Hexproof => "hexproof",
                crate::ability::PlayerQuality::Shroud => "shroud",
                crate::ability::PlayerQuality::ProtectionFromChosenType => "protection from the chosen card type",
            };
            format!("you have {q}")
        }
        Ability::CostChange(c) => cost_change(c),
        // CR 702.170a.
        Ability::Plot(c) => format!("plot {c} (during your turn with an empty stack, pay it and exile this from your hand; on a later turn, cast it without paying its mana cost as a sorcery)"),
        Ability::Enchant(t) => {
            let what = filter::target(t);
            format!("enchant {}", what.strip_prefix("target ").unwrap_or(&what))
        }
        other => {
            let s = words(other);
            s.chars().take(120).collect()
        }
    }
}

/// A static restriction of some creatures (CR 508.1c / 509.1b), with its power bound and condition.
fn static_restriction(r: &crate::restriction::StaticRestriction) -> String {
    let than = |rel: crate::Relation| match rel {
        crate::Relation::Less => "less than",
        crate::Relation::AtMost => "at most",
        crate::Relation::Equal => "equal to",
        crate::Relation::AtLeast => "at least",
        crate::Relation::Greater => "greater than",
    };
    let power = r.power.map(|(rel, n)| format!(" with power {} the count of {}", than(rel), words(&n).to_lowercase())).unwrap_or_default();
    let cond = r.condition.as_ref().map(|c| format!(" as long as {}", effect::condition(c))).unwrap_or_default();
    format!("{}{power}: {}{cond}", affected(&r.affected), restriction(&r.restriction))
}

/// CR 508.1c / 509.1b: a restriction naming whom a creature may attack or what it may block.
pub fn restriction(r: &crate::restriction::Restriction) -> String {
    use crate::restriction::Restriction;
    match r {
        Restriction::CantAttack => "can't attack".into(),
        Restriction::CantAttackYou { planeswalkers: false } => "can't attack you".into(),
        Restriction::CantAttackYou { planeswalkers: true } => "can't attack you or planeswalkers you control".into(),
        Restriction::CantBlock(f) => format!("can't block an attacker that is {}", filter::a_filter(f, "creature")),
        Restriction::CantBlockSource => "can't block this".into(),
        Restriction::AttackTax { planeswalkers, each } => {
            let whom = if *planeswalkers { "you or planeswalkers you control" } else { "you" };
            let each = match each {
                crate::restriction::AttackTax::Generic(n) => format!("{{{n}}}"),
                crate::restriction::AttackTax::Counted(n) => format!("{{X}} (X the count of {})", words(n).to_lowercase()),
            };
            format!("attacking {whom} costs its controller {each} for each such attacker")
        }
    }
}

/// CR 601.2f: "this spell costs {1} less to cast for each creature on the battlefield",
/// "instant and sorcery spells you cast cost {1} less to cast".
fn cost_change(c: &crate::ability::CostChange) -> String {
    let what = match c.caster {
        None => "this spell costs".to_string(),
        Some(who) => {
            let caster = match who {
                Controller::You => "you",
                Controller::NotYou | Controller::Defending => "your opponents",
                Controller::Any | Controller::Player { .. } => "players",
            };
            let f = crate::target::ObjectFilter { controller: Controller::Any, ..c.filter };
            format!("{} spells {caster} cast cost", filter::filter(&f, "").trim())
        }
    };
    let times = match c.times {
        crate::Amount::Fixed(1) => String::new(),
        t => format!(", times {}", filter::amount(t)),
    };
    let cond = c.condition.as_ref().map(|k| format!(" as long as {}", effect::condition(k))).unwrap_or_default();
    let min = if c.minimum > 0 { format!(" (but not less than {} mana)", c.minimum) } else { String::new() };
    let turn = if c.except_casters_turn { " except during its caster's turn" } else { "" };
    format!("{what} {} {} to cast{times}{min}{cond}{turn}", c.mana, if c.more { "more" } else { "less" })
}

/// A value the explanations don't phrase yet, in words rather than Rust's debug form:
/// type and variant names split into lower-case words, `Some(…)` unwrapped, `None`,
/// field names, brackets and punctuation dropped ("CantAttack" → "cant attack").
pub fn words<T: std::fmt::Debug + ?Sized>(x: &T) -> String {
    let debug = format!("{x:?}");
    let mut out = String::with_capacity(debug.len());
    let mut tokens = debug.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-' || c == '+')).filter(|t| !t.is_empty()).peekable();
    while let Some(t) = tokens.next() {
        // Field names (lower-case identifiers followed by ':' in the debug text) and
        // option wrappers say nothing to a reader.
        if matches!(t, "Some" | "None" | "true" | "false") || t.contains('_') {
            continue;
        }
        let mut word = String::new();
        for (i, c) in t.char_indices() {
            if c.is_uppercase() && i > 0 && !t[..i].ends_with(|p: char| p.is_uppercase() || p.is_ascii_digit()) {
                word.push(' ');
            }
            word.extend(c.to_lowercase());
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&word);
        let _ = tokens.peek();
    }
    out
}

/// CR 106.1: what a mana ability adds.
fn production(p: &crate::ability::ManaProduction) -> String {
    use crate::ability::ManaProduction::*;
    match p {
        Fixed(v) => v.iter().map(|t| t.to_string()).collect(),
        OneOf { colors, amount } => {
            let each: Vec<String> = colors.iter().map(|c| mw_types::ManaType::of_color(c).to_string()).collect();
            let one = if colors.iter().count() == 5 { "one mana of any color".to_string() } else { each.join(" or ") };
            if *amount == 1 { one } else { format!("{amount} times {one}") }
        }
        Combination { colors, amount, distinct: true } if colors.iter().count() == 5 => format!("{amount} mana of different colors"),
        Combination { colors, amount, .. } if colors.iter().count() == 5 => format!("{amount} mana in any combination of colors"),
        Combination { colors, amount, .. } => {
            let each: Vec<String> = colors.iter().map(|c| mw_types::ManaType::of_color(c).to_string()).collect();
            let list = match each.split_last() {
                Some((last, [one])) => format!("{one} and/or {last}"),
                Some((last, rest)) => format!("{}, and/or {last}", rest.join(", ")),
                None => String::new(),
            };
            format!("{amount} mana in any combination of {list}")
        }
        PerCreature(t) => format!("{t} for each creature you control"),
        Counted { mana, of } => format!("{mana} for each of {}", filter::amount(crate::effect::Amount::Count { of: *of, times: 1 })),
        ChosenColor { or } if or.is_empty() => "one mana of the chosen color".to_string(),
        LinkedExiledColors => "one mana of any of the exiled card's colors".to_string(),
        Amount { mana, amount } => format!("an amount of {mana} equal to {}", filter::amount(*amount)),
        OneOfAmount { colors, amount } if colors.iter().count() == 5 => format!("mana of any one color equal to {}", filter::amount(*amount)),
        OneOfAmount { colors, amount } => {
            let each: Vec<String> = colors.iter().map(|c| mw_types::ManaType::of_color(c).to_string()).collect();
            format!("mana of one of {} equal to {}", each.join(", "), filter::amount(*amount))
        }
        other => words(other),
    }
}

/// CR 613: what a static ability changes.
fn change(c: &crate::ability::Change) -> String {
    use crate::ability::Change::*;
    match c {
        Pt(p, t) => format!("gets {p:+}/{t:+}"),
        PtFor(n, p, t) => format!("gets {p:+}/{t:+} for each {}", words(n)),
        Keyword(k) => format!("has {}", k.name()),
        Protection(colors) => format!("has protection from {}", words(colors)),
        ProtectionFromChosenType => "has protection from the chosen card type".to_string(),
        Combat(r) => words(r).replace("cant ", "can't "),
        Control => "is controlled by this permanent's controller".to_string(),
        AddType(t) => format!("is also {}", t.to_string().to_lowercase()),
        RemoveType(t) => format!("isn't {}", t.to_string().to_lowercase()),
        SetPt(p, t) => format!("has base power and toughness {p}/{t}"),
        LoseAllAbilities => "loses all abilities".to_string(),
        LoseKeyword(k) => format!("loses {}", k.name()),
        CantHaveKeyword(k) => format!("can't have or gain {}", k.name()),
        SetColors(k) if k.is_empty() => "is colorless".to_string(),
        SetColors(k) => format!("is {}", k.iter().map(|c| format!("{c:?}").to_lowercase()).collect::<Vec<_>>().join(" and ")),
        BasicLandType(k) => format!("is a {} (its land types and abilities replaced)", k.basic_land_type()),
        CreatureTypes { types, all, replace } => {
            let names: Vec<&str> = types.iter().flatten().map(|t| t.name()).collect();
            let what = if *all { "every creature type".to_string() } else { names.join(" ") };
            format!("is {what}{}", if *replace { ", its other creature types gone" } else { " in addition to its other creature types" })
        }
        CantActivate { mana: true } => "its activated abilities can't be activated".to_string(),
        CantActivate { mana: false } => "its activated abilities can't be activated unless they're mana abilities".to_string(),
        other => words(other),
    }
}

/// The permanents a static ability affects.
fn affected(a: &crate::ability::Affected) -> String {
    use crate::ability::Affected::*;
    match a {
        Enchanted => "enchanted permanent".to_string(),
        Equipped => "equipped creature".to_string(),
        CreaturesYouControl { other: true } => "other creatures you control".to_string(),
        CreaturesYouControl { other: false } => "creatures you control".to_string(),
        AllCreatures => "all creatures".to_string(),
        Itself => "this".to_string(),
        Matching(f) => filter::filter(f, "permanent"),
        other => words(other),
    }
}

/// CR 603.1: a trigger condition ("when this enters").
/// CR 603.2c: "whenever you discard one or more [land] cards".
fn discard_batch(who: Controller, f: &crate::target::ObjectFilter) -> String {
    let who = match who {
        Controller::You => "you discard",
        Controller::NotYou => "an opponent discards",
        _ => "a player discards",
    };
    let kind = if *f == crate::target::ObjectFilter::default() { String::new() } else { format!(", {} among them", filter::a_filter(f, "card")) };
    format!("whenever {who} one or more cards{kind} (once for the discard)")
}

pub(crate) fn trigger(t: &crate::ability::Trigger) -> String {
    use crate::ability::Trigger::*;
    match t {
        SelfEnters => "when this enters".to_string(),
        SelfDies => "when this dies".to_string(),
        ExiledByMadness => "when this card is exiled by its madness".to_string(),
        SelfTappedForMana => "whenever you tap this for mana".to_string(),
        SelfAttacks => "whenever this attacks".to_string(),
        YourUpkeep => "at the beginning of your upkeep".to_string(),
        EachEndOfCombat => "at end of combat (each combat)".to_string(),
        SelfDealtDamage => "whenever this is dealt damage".to_string(),
        Enters(f) => format!("whenever {} enters", filter::a_filter(f, "permanent")),
        Dies(f) => format!("whenever {} dies", filter::a_filter(f, "creature")),
        Leaves(f) => format!("whenever {} leaves the battlefield", filter::a_filter(f, "permanent")),
        ToGraveyardFromBattlefield(f) => format!("whenever {} is put into a graveyard from the battlefield", filter::a_filter(f, "permanent")),
        YouSacrifice(f) => format!("whenever you sacrifice {}", filter::a_filter(f, "permanent")),
        DiscardBatch { who, filter: f } => discard_batch(*who, f),
        CommitsCrime(Controller::You) => "whenever you commit a crime".to_string(),
        CommitsCrime(Controller::NotYou) => "whenever an opponent commits a crime".to_string(),
        CommitsCrime(_) => "whenever a player commits a crime".to_string(),
        PlaysLand { player, other } => {
            let who = match player {
                Controller::You => "you play",
                Controller::NotYou => "an opponent plays",
                _ => "a player plays",
            };
            format!("whenever {who} {} land", if *other { "another" } else { "a" })
        }
        Cast { caster, filter: f, targets_this, nth, only } => {
            let who = match caster {
                Controller::You => "you cast".to_string(),
                Controller::NotYou => "an opponent casts".to_string(),
                Controller::Player { player, .. } => format!("{} casts", filter::player(*player)),
                Controller::Any | Controller::Defending => "a player casts".to_string(),
            };
            let aim = if *targets_this { " that targets this" } else { "" };
            let nth = match nth {
                0 => String::new(),
                1 if *f != crate::target::ObjectFilter::default() => " (their first of that kind this turn)".to_string(),
                1 => " (their first this turn)".to_string(),
                2 => " (their second this turn)".to_string(),
                3 => " (their third this turn)".to_string(),
                n => format!(" (their {n}th this turn)"),
            };
            let only = only.map(|r| format!(" {}", filter::relative(r))).unwrap_or_default();
            format!("whenever {who} {}{only}{aim}{nth}", filter::a_filter(f, "spell"))
        }
        SelfPutIntoGraveyard { from: None } => "when this is put into a graveyard from anywhere".to_string(),
        SelfPutIntoGraveyard { from: Some(z) } => format!("when this is put into its owner's graveyard from their {}", format!("{z:?}").to_lowercase()),
        SelfBecomesTargetOfSpell => "whenever this becomes the target of a spell".to_string(),
        BecomesTargetOf { you, permanents, by, spells } => {
            let mut who = Vec::new();
            if *you {
                who.push("you".to_string());
            }
            if let Some(f) = permanents {
                who.push(format!("{}", filter::a_filter(f, "permanent")));
            }
            format!("whenever {} becomes the target of {}", who.join(" or "), targeter(*by, spells.as_ref()))
        }
        SelfTargeted { by, spells, first } => {
            let first = if *first { " for the first time each turn" } else { "" };
            format!("whenever this becomes the target of {}{first}", targeter(*by, spells.as_ref()))
        }
        LeavesGraveyard(f) => format!("whenever {} leaves a graveyard", filter::a_filter(f, "card")),
        // "whenever this becomes tapped" of the permanent this is attached to.
        Attached(inner) => {
            let own = trigger(inner);
            let word = if own.contains("this") { "this" } else { "self" };
            own.replacen(word, "the permanent this is attached to", 1)
        }
        CombatDamageToPlayer { filter: f, to } => format!("whenever {} deals combat damage to {}", filter::a_filter(f, if f.card_type.is_some() { "permanent" } else { "creature" }), damaged(*to)),
        CombatDamageBatch { filter: f, to } => format!("whenever one or more creatures (each {}) deal combat damage to {}", filter::a_filter(f, "creature"), damaged(*to)),
        AttackBatch { filter: f, to, min } => {
            let whom = if *to == Controller::You { " you" } else { "" };
            let n = if *min > 1 { min.to_string() } else { "one".to_string() };
            format!("whenever {n} or more creatures (each {}) attack{whom}", filter::a_filter(f, "creature"))
        }
        Copies { copier, filter: f } => {
            let who = match copier {
                Controller::You => "you copy",
                Controller::NotYou => "an opponent copies",
                _ => "a player copies",
            };
            format!("whenever {who} {}", filter::a_filter(f, "spell"))
        }
        CountersPutOn { filter: f, kind } => format!("whenever one or more {} counters are put on {}", words(kind), filter::a_filter(f, "permanent")),
        AttacksYou { filter: f, planeswalkers } => {
            let pw = if *planeswalkers { " or a planeswalker you control" } else { "" };
            format!("whenever {} attacks you{pw}", filter::a_filter(f, "creature"))
        }
        BlockPair { blocks, blocked, filter: f } => {
            let verb = match (blocks, blocked) {
                (true, true) => "blocks or becomes blocked by",
                (true, false) => "blocks",
                _ => "becomes blocked by",
            };
            format!("whenever this {verb} {}", filter::a_filter(f, "creature"))
        }
        AttachedDealsDamage { to, combat } => {
            let combat = if *combat { "combat " } else { "" };
            let to = match to {
                crate::ability::DamagedKind::Anything => "",
                crate::ability::DamagedKind::Creature => " to a creature",
                crate::ability::DamagedKind::Player => " to a player",
                crate::ability::DamagedKind::Opponent => " to an opponent",
                crate::ability::DamagedKind::Planeswalker => " to a planeswalker",
            };
            format!("whenever the creature this is attached to deals {combat}damage{to}")
        }
        RingTemptsYou => "whenever the Ring tempts you".to_string(),
        YouChooseRingBearer => "whenever you choose a creature as your Ring-bearer".to_string(),
        RingBearer(crate::trigger::RingBearerEvent::Attacks) => "whenever your Ring-bearer attacks".to_string(),
        RingBearer(crate::trigger::RingBearerEvent::BlockedBy) => "whenever your Ring-bearer becomes blocked by a creature".to_string(),
        RingBearer(crate::trigger::RingBearerEvent::CombatDamageToPlayer) => "whenever your Ring-bearer deals combat damage to a player".to_string(),
        other => format!("when {}", words(other)),
    }
}

/// CR 115.1: the spell or ability a targeting trigger waits for, and whose it is.
fn targeter(by: Controller, spells: Option<&crate::target::ObjectFilter>) -> String {
    let what = match spells {
        None => "a spell or ability".to_string(),
        Some(f) => format!("{}", filter::a_filter(f, "spell")),
    };
    let by = match by {
        Controller::NotYou | Controller::Defending => " an opponent controls",
        Controller::You => " you control",
        Controller::Any | Controller::Player { .. } => "",
    };
    format!("{what}{by}")
}

/// The player a batch of combat damage is dealt to, relative to the ability's controller.
fn damaged(to: Controller) -> &'static str {
    match to {
        Controller::You => "you",
        Controller::NotYou | Controller::Defending => "an opponent",
        Controller::Any | Controller::Player { .. } => "a player",
    }
}

/// Whether `s` looks like Rust's debug output (tests use it to keep it from users): a capitalised name directly followed by
/// `(`, or a name followed by ` { field:`.
pub fn debug_shaped(s: &str) -> bool {
    let b = s.as_bytes();
    for i in 0..b.len() {
        let starts = b[i].is_ascii_uppercase() && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
        if !starts {
            continue;
        }
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
            j += 1;
        }
        let rest = &s[j..];
        if rest.starts_with('(') && rest[1..].starts_with(|c: char| c.is_alphanumeric() || c == '[' || c == '-') {
            return true;
        }
        if rest.starts_with(" { ") && rest[3..].split(':').next().is_some_and(|f| !f.is_empty() && f.bytes().all(|c| c.is_ascii_lowercase() || c == b'_')) {
            return true;
        }
    }
    false
}

