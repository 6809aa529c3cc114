//! Filters, subjects, players and amounts in plain words.

use crate::effect::{Amount, Counted, PlayerRef, Recipient, Subject};
use crate::target::{ChosenIs, Compare, Controller, InCombat, ObjectFilter, TargetKind, TargetSpec};

pub fn compare(c: Compare) -> String {
    match c {
        Compare::AtLeast(n) => format!("{n} or greater"),
        Compare::AtMost(n) => format!("{n} or less"),
        Compare::Between(a, b) if a == b => format!("{a}"),
        Compare::Between(a, b) => format!("{a}–{b}"),
    }
}

/// CR 301.5, 303.4, 701.37b, 702.112b: "equipped", "enchanted or equipped", "not
/// monstrous".
fn states(s: &crate::target::PermStates) -> Vec<String> {
    use crate::target::PermStates;
    const NAMES: [(u8, &str); 4] =
        [(PermStates::EQUIPPED, "equipped"), (PermStates::ENCHANTED, "enchanted"), (PermStates::MONSTROUS, "monstrous"), (PermStates::RENOWNED, "renowned")];
    let names = |bits: u8| NAMES.iter().filter(|(b, _)| bits & b != 0).map(|(_, n)| *n).collect::<Vec<_>>();
    let mut out: Vec<String> = names(s.all).into_iter().map(String::from).collect();
    if s.any != 0 {
        out.push(names(s.any).join(" or "));
    }
    out.extend(names(s.none).into_iter().map(|n| format!("not {n}")));
    out
}

/// "nonblack tapped artifact creature you control with flying" (singular).
/// The filter's words with their article: "a creature", "an artifact", "another
/// permanent".
pub fn a_filter(f: &ObjectFilter, noun: &str) -> String {
    let words = filter(f, noun);
    match words.strip_prefix("other ") {
        Some(rest) => format!("another {rest}"),
        None if words.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {words}"),
        None => format!("a {words}"),
    }
}

pub fn filter(f: &ObjectFilter, noun: &str) -> String {
    let p = &f.props;
    let mut words: Vec<String> = Vec::new();
    if p.other {
        words.push("other".into());
    }
    words.extend(states(&p.states));
    match p.commander {
        Some(true) => words.push("your commander".into()),
        Some(false) => words.push("commander".into()),
        None => {}
    }
    match p.modified {
        Some(true) => words.push("modified".into()),
        Some(false) => words.push("unmodified".into()),
        None => {}
    }
    match p.tapped {
        Some(true) => words.push("tapped".into()),
        Some(false) => words.push("untapped".into()),
        None => {}
    }
    match p.combat {
        Some(InCombat::Attacking) => words.push("attacking".into()),
        Some(InCombat::Blocking) => words.push("blocking".into()),
        Some(InCombat::AttackingOrBlocking) => words.push("attacking or blocking".into()),
        Some(InCombat::Unblocked) => words.push("unblocked attacking".into()),
        None => {}
    }
    for c in p.not_colors.iter() {
        words.push(format!("non{}", c.word()));
    }
    let colors: Vec<&str> = p.colors.iter().map(|c| c.word()).collect();
    if !colors.is_empty() {
        words.push(colors.join(" or "));
    }
    if p.colorless == Some(true) {
        words.push("colorless".into());
    }
    if p.monocolored {
        words.push("monocolored".into());
    }
    if p.multicolored {
        words.push("multicolored".into());
    }
    if p.legendary == Some(true) {
        words.push("legendary".into());
    }
    match p.snow {
        Some(true) => words.push("snow".into()),
        Some(false) => words.push("nonsnow".into()),
        None => {}
    }
    if p.basic {
        words.push("basic".into());
    }
    if p.nonbasic {
        words.push("nonbasic".into());
    }
    if p.token == Some(false) {
        words.push("nontoken".into());
    }
    for t in [f.not_type, p.also_not].into_iter().flatten() {
        words.push(format!("non{}", t.name().to_lowercase()));
    }
    for t in std::iter::once(p.not_subtype).chain(p.also_not_subtypes).flatten() {
        words.push(format!("non-{}", t.name()));
    }
    if let Some(t) = p.creature_type {
        words.push(t.name().to_string());
    }
    if let Some(t) = p.subtype {
        words.push(t.name().to_string());
    }
    let lands: Vec<&str> = p.land_types.iter().map(mw_types::Color::basic_land_type).collect();
    if !lands.is_empty() {
        words.push(lands.join(" or "));
    }
    let mut types: Vec<String> = [f.card_type, p.also_type].into_iter().flatten().map(|t| t.name().to_lowercase()).collect();
    if let (Some(a), Some(b)) = (f.card_type, f.or_type) {
        types = vec![format!("{} or {}", a.name().to_lowercase(), b.name().to_lowercase())];
    }
    if !p.one_of.is_empty() {
        types.push("(one of several types)".into());
    }
    // "a creature" rather than "a creature creature".
    let head = if types.is_empty() || types == [noun] { noun.to_string() } else if noun == "permanent" { types.join(" ") } else { format!("{} {noun}", types.join(" ")) };
    words.push(if p.token == Some(true) { format!("{head} token") } else { head });
    match f.controller {
        Controller::You => words.push("you control".into()),
        Controller::NotYou => words.push("an opponent controls".into()),
        Controller::Defending => words.push("defending player controls".into()),
        Controller::Any => {}
        Controller::Player { player: crate::effect::PlayerRef::You, owner } => words.push(format!("you {}", if owner { "own" } else { "control" })),
        Controller::Player { player: who, owner } => words.push(format!("{} {}", player(who), if owner { "owns" } else { "controls" })),
    }
    if let Some(k) = p.with {
        words.push(format!("with {}", k.name()));
    }
    if let Some(k) = p.without {
        words.push(format!("without {}", k.name()));
    }
    for (name, c) in [("power", p.power), ("toughness", p.toughness), ("mana value", p.mana_value)] {
        if let Some(c) = c {
            words.push(format!("with {name} {}", compare(c)));
        }
    }
    if let Some(c) = p.power_or_toughness {
        words.push(format!("with power or toughness {}", compare(c)));
    }
    match p.power_vs_source {
        Some(true) => words.push("with power greater than this one's".into()),
        Some(false) => words.push("with power less than this one's".into()),
        None => {}
    }
    qualities_after(p, &mut words);
    words.join(" ")
}

/// The qualities said after the noun: names, what happened to it, choices.
fn qualities_after(p: &crate::target::Props, words: &mut Vec<String>) {
    if p.named_source {
        words.push("with the same name as this".into());
    }
    if p.not_basic_land {
        words.push("other than a basic land".into());
    }
    if p.exiled_this_way {
        words.push("exiled this way".into());
    }
    if p.in_group_this_way {
        words.push("acted on this way".into());
    }
    if p.most_votes {
        words.push("with the most votes or tied for most votes".into());
    }
    if p.created_this_way {
        words.push("created this way".into());
    }
    if let Some(z) = p.came_from {
        let not = if p.came_from_not { "anywhere other than " } else { "" };
        words.push(format!("from {not}a {}", format!("{z:?}").to_lowercase()));
    }
    if p.entered_this_turn {
        words.push("that entered this turn".into());
    }
    if p.dealt_damage {
        words.push("that was dealt damage this turn".into());
    }
    if p.damaged_by_source {
        words.push("dealt damage by this this turn".into());
    }
    match p.chosen {
        Some(ChosenIs::Type) => words.push("of the chosen type".into()),
        Some(ChosenIs::NotType) => words.push("not of the chosen type".into()),
        Some(ChosenIs::Color) => words.push("of the chosen color".into()),
        Some(ChosenIs::Name) => words.push("with the chosen name".into()),
        Some(ChosenIs::ManaValueParity) => words.push("with mana value of the chosen quality".into()),
        None => {}
    }
}

pub fn target(t: &TargetSpec) -> String {
    let what = match &t.kind {
        TargetKind::Any => "any target".to_string(),
        TargetKind::Player => "target player".into(),
        TargetKind::Opponent => "target opponent".into(),
        TargetKind::PlayerOrPlaneswalker => "target player or planeswalker".into(),
        TargetKind::OpponentOrPlaneswalker => "target opponent or planeswalker".into(),
        TargetKind::Permanent(f) => format!("target {}", filter(f, "permanent")),
        TargetKind::Spell(f) => format!("target {}", filter(f, "spell")),
        TargetKind::SpellOrPermanent(f) => format!("target {}", filter(f, "spell or permanent")),
        TargetKind::CardInYourGraveyard(f) => format!("target {} in your graveyard", filter(f, "card")),
        TargetKind::CardInAGraveyard(f) => format!("target {} in a graveyard", filter(f, "card")),
    };
    let mut out = what;
    if let Some(r) = t.only {
        out = format!("{out} {}", relative(r));
    }
    if t.other {
        out = format!("another {out}");
    }
    if t.optional {
        out = format!("up to one {out}");
    }
    if let Some(p) = t.chooser {
        out = format!("{out} (chosen by {})", player(p));
    }
    out
}

/// A quality checked with the spell or ability asking ("with mana value X or less").
pub fn relative(r: crate::target::Relative) -> String {
    use crate::effect::Relation;
    match r {
        crate::target::Relative::ManaValue { relation, amount: a } => {
            let rel = match relation {
                Relation::Less => "less than",
                Relation::AtMost => "at most",
                Relation::Equal => "equal to",
                Relation::AtLeast => "at least",
                Relation::Greater => "greater than",
            };
            format!("with mana value {rel} {}", amount(a))
        }
        crate::target::Relative::SameNameAs { of, other: false } => format!("with the same name as {}", subject(of)),
        crate::target::Relative::SameNameAs { of, other: true } => format!("other than {0} with the same name as {0}", subject(of)),
        crate::target::Relative::DealtDamageThisTurn => "that was dealt damage this turn".into(),
        crate::target::Relative::ControlledBy(p @ crate::effect::PlayerRef::ThatPlayer) => format!("{} controls", player(p)),
        crate::target::Relative::ControlledBy(p) => format!("that {} controls", player(p)),
        crate::target::Relative::Targets(f) => format!("that targets one or more {}", filter(&f, "permanents")),
        crate::target::Relative::TargetOf(s) => format!("that {} targets", subject(s)),
        crate::target::Relative::ControlsMore(f) => format!("who controls more {} than the chooser", filter(&f, "permanents")),
        crate::target::Relative::AttachedTo(s) => format!("attached to {}", subject(s)),
        crate::target::Relative::OwnedBy(crate::effect::PlayerRef::OwnerOf(s)) => format!("in the same graveyard as {}", subject(s)),
        crate::target::Relative::OwnedBy(p) => format!("owned by {}", player(p)),
        crate::target::Relative::InCombatWith { of, blocking, blocked } => {
            let how = match (blocking, blocked) {
                (true, true) => "blocking or blocked by",
                (true, false) => "blocking",
                _ => "blocked by",
            };
            format!("{how} {}", subject(of))
        }
    }
}

/// How an instruction names an object; targets by their number (the list comes first).
pub fn subject(s: Subject) -> String {
    match s {
        Subject::This => "this".into(),
        Subject::Target(i) => format!("target #{}", i + 1),
        Subject::Returned => "the object just put onto the battlefield or exiled".into(),
        Subject::Triggering => "that object".into(),
        Subject::Each => "each one".into(),
        Subject::Attached => "the attached permanent".into(),
        Subject::LinkedExiled => "the exiled card".into(),
    }
}

pub fn player(p: PlayerRef) -> String {
    match p {
        PlayerRef::You => "you".into(),
        PlayerRef::Target(i) => format!("target #{}", i + 1),
        PlayerRef::ControllerOfTarget(i) => format!("the controller of target #{}", i + 1),
        PlayerRef::DefendingPlayer => "defending player".into(),
        PlayerRef::ThatPlayer => "that player".into(),
        PlayerRef::EachOpponent => "each opponent".into(),
        PlayerRef::EachPlayer => "each player".into(),
        PlayerRef::ControllerOfIt(Some(i)) => format!("the controller of target #{} (as it last existed)", i + 1),
        PlayerRef::ControllerOfIt(None) => "its controller".into(),
        PlayerRef::OwnerOfIt(Some(i)) => format!("the owner of target #{}", i + 1),
        PlayerRef::OwnerOfIt(None) => "its owner".into(),
        PlayerRef::TargetOrController(i) => format!("target #{} or its controller", i + 1),
        PlayerRef::OwnerOf(s) => format!("the owner of {}", subject(s)),
        PlayerRef::Chosen => "the chosen player".into(),
    }
}

/// A player as an owner: "your", "each opponent's", "target #1's".
pub fn whose(p: PlayerRef) -> String {
    match p {
        PlayerRef::You => "your".into(),
        p => format!("{}'s", player(p)),
    }
}

pub fn recipient(r: Recipient) -> String {
    match r {
        Recipient::Target(i) => format!("target #{}", i + 1),
        Recipient::Player(p) => player(p),
        Recipient::Each => "each one".into(),
        Recipient::Object(s) => subject(s),
        Recipient::PlayerOrTheirPlaneswalker(p) => format!("{} or a planeswalker they control (chosen)", player(p)),
    }
}

pub fn amount(a: Amount) -> String {
    match a {
        Amount::Fixed(n) => n.to_string(),
        Amount::X => "X".into(),
        Amount::PowerOf(s) => format!("{}'s power", subject(s)),
        Amount::ToughnessOf(s) => format!("{}'s toughness", subject(s)),
        Amount::ManaValueOf(s) => format!("{}'s mana value", subject(s)),
        Amount::ManaSpentToCast(s) => format!("the amount of mana spent to cast {}", subject(s)),
        Amount::TriggerAmount => "that much".into(),
        Amount::CountersOn(s, k) => format!("the number of {} counters on {}", k.name(), subject(s)),
        Amount::Count { of, times: 1 } => counted(of),
        Amount::Count { of, times } => format!("{times} × {}", counted(of)),
        Amount::Difference { of, from } => format!("{from} minus {}", counted(of)),
        Amount::Offset { of, times: -1, plus } => format!("{plus} minus {}", counted(of)),
        Amount::Offset { of, times: 1, plus } if plus < 0 => format!("{} minus {}", counted(of), -plus),
        Amount::Offset { of, times: 1, plus } => format!("{plus} plus {}", counted(of)),
        Amount::Offset { of, times, plus } => format!("{times} × {} plus {plus}", counted(of)),
        Amount::Sum { a, b, minus } => format!("{} {} {}", counted(a), if minus { "minus" } else { "plus" }, counted(b)),
        Amount::AllCountersOn(s) => format!("the number of counters on {}", subject(s)),
        Amount::Half { of, up } => format!("half {}, rounded {}", counted(of), if up { "up" } else { "down" }),
    }
}

pub fn counted(c: Counted) -> String {
    match c {
        Counted::Permanents(f) => format!("the number of {}s", filter(&f, "permanent")),
        Counted::Cards { zone, player: p, filter: f } => format!("the number of {}s in {} {}", filter(&f, "card"), whose(p), super::words(&zone).to_lowercase()),
        Counted::TopCards { player: p, filter: f } => format!("the number of {}s on top of {} library", filter(&f, "card"), whose(p)),
        Counted::Life(p) => format!("{}'s life total", player(p)),
        Counted::Devotion(_) => "devotion".into(),
        Counted::Party => "creatures in your party".into(),
        Counted::Opponents => "the number of opponents".into(),
        Counted::Speed(crate::PlayerRef::You) => "your speed".into(),
        Counted::Poison(crate::PlayerRef::You) => "your poison counters".into(),
        Counted::Poison(p) => format!("{}'s poison counters", player(p)),
        Counted::Speed(p) => format!("{}'s speed", player(p)),
        Counted::RingTempted(crate::PlayerRef::You) => "the times the Ring has tempted you".into(),
        Counted::RingTempted(p) => format!("the times the Ring has tempted {}", player(p)),
        Counted::Greatest { stat, filter: f } | Counted::Total { stat, filter: f } => {
            let greatest = matches!(c, Counted::Greatest { .. });
            let stat = match stat {
                crate::amount::Stat::Power => "power",
                crate::amount::Stat::Toughness => "toughness",
                crate::amount::Stat::ManaValue => "mana value",
            };
            if greatest { format!("the greatest {stat} among {}s", filter(&f, "permanent")) } else { format!("the total {stat} of {}s", filter(&f, "permanent")) }
        }
        Counted::ColorsAmong(f) => format!("the number of colors among {}s", filter(&f, "permanent")),
        Counted::DistinctPowers(f) => format!("the number of different powers among {}s", filter(&f, "permanent")),
        Counted::SharedCreatureType(f) => format!("the greatest number of {}s that have a creature type in common", filter(&f, "permanent")),
        Counted::DistinctNames(f) => format!("the number of differently named {}s", filter(&f, "permanent")),
        Counted::BasicLandTypes => "the number of basic land types among lands you control".into(),
        Counted::CardTypesInGraveyard(p) => format!("the number of card types in {} graveyard", whose(p)),
        Counted::CountersOnSource(k) => format!("the number of {} counters on this", k.name()),
        Counted::DieResult => "the result".into(),
        Counted::ChosenNumber => "the chosen number".into(),
        Counted::Votes(option) => format!("the votes for option {}", option + 1),
        Counted::CasterSpellsThisTurn => "the other spells that player has cast this turn".into(),
        Counted::SpellTargets { beyond_first: false } => "the spell's targets".into(),
        Counted::SpellTargets { beyond_first: true } => "the spell's targets beyond the first".into(),
        Counted::AdditionalCostTimes => "the times its additional cost was paid".into(),
        Counted::Tally(crate::amount::Tally::LifeLost) => "the life lost this way".into(),
        Counted::Tally(crate::amount::Tally::DamageDealt) => "the damage dealt this way".into(),
        Counted::Blockers { beyond_first: false } => "the number of creatures blocking it".into(),
        Counted::Blockers { beyond_first: true } => "the number of creatures blocking it beyond the first".into(),
        Counted::ColorsSpent => "the number of colors of mana spent to cast this spell".into(),
        Counted::ManaSpent => "the amount of mana spent to cast this spell".into(),
        Counted::OptionalCostPaid => "the number of times its replicate cost was paid".into(),
        Counted::LifeGainedThisTurn(p) => format!("the life {} gained this turn", player(p)),
        Counted::DrawnThisTurn(p) => format!("the cards {} drew this turn", player(p)),
        Counted::SpellsCastThisTurn(p) => format!("the spells {} cast this turn", player(p)),
        Counted::CrimesThisTurn(p) => format!("the crimes {} committed this turn", player(p)),
        Counted::LifeLostThisTurn(p) => format!("the life {} lost this turn", player(p)),
        Counted::ExiledWith(f) => format!("{} exiled with it", filter(&f, "card")),
        Counted::DiedThisTurn(f) => format!("the number of {}s that died this turn", filter(&f, "permanent")),
        Counted::X => "X".into(),
        Counted::DiscardedThisWay { greatest: false } => "the number of cards discarded this way".into(),
        Counted::ThisWay(crate::amount::Did::Milled, f) => format!("the number of {} milled this way", filter(&f, "card")),
        Counted::ThisWay(crate::amount::Did::Destroyed, f) => format!("the number of {}s destroyed this way", filter(&f, "permanent")),
        Counted::ThisWay(crate::amount::Did::Exiled, f) => format!("the number of {} exiled this way", filter(&f, "card")),
        Counted::ThisWay(crate::amount::Did::Countered, f) => format!("the number of {}s countered this way", filter(&f, "spell")),
        Counted::ThisWay(crate::amount::Did::Created, f) => format!("the number of {}s created this way", filter(&f, "token")),
        Counted::DiscardedThisWay { greatest: true } => "the greatest number of cards a player discarded this way".into(),
        Counted::ResolvedThisTurn => "the number of times this ability has resolved this turn".into(),
    }
}
