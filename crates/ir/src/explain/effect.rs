//! Instructions in plain words (CR 608.2: in the order written).

use super::filter::{amount, filter, player, recipient, subject, whose};
use crate::effect::{Condition, DelayedWhen, Duration, Effect, PlayerRef, SearchTo, StackRef};

fn dur(d: Duration) -> &'static str {
    match d {
        Duration::EndOfTurn => " until end of turn",
        Duration::Indefinite => "",
        Duration::UntilYourNextTurn => " until your next turn",
    }
}

fn stack(s: StackRef) -> String {
    match s {
        StackRef::Target(i) => format!("target #{}", i + 1),
        StackRef::Triggering => "that spell or ability".into(),
        StackRef::ThisSpell => "this spell".into(),
    }
}

fn to(t: SearchTo) -> &'static str {
    match t {
        SearchTo::Hand => "into your hand",
        SearchTo::Battlefield { tapped: true } => "onto the battlefield tapped",
        SearchTo::Battlefield { tapped: false } => "onto the battlefield",
        SearchTo::Graveyard => "into your graveyard",
        SearchTo::Exile => "into exile",
        SearchTo::Top => "on top of your library",
        SearchTo::Bottom => "on the bottom of your library",
    }
}

/// Where a card another instruction found goes: CR 400.3, a card goes to its owner's
/// graveyard or library.
fn owners(t: SearchTo) -> &'static str {
    match t {
        SearchTo::Graveyard => "into its owner's graveyard",
        SearchTo::Top => "on top of its owner's library",
        SearchTo::Bottom => "on the bottom of its owner's library",
        t => to(t),
    }
}

pub fn condition(c: &Condition) -> String {
    match c {
        Condition::Count { of, compare } => format!("{} is {}", amount(crate::effect::Amount::Count { of: *of, times: 1 }), super::filter::compare(*compare)),
        Condition::Both(both) => {
            let one = |(of, compare): (crate::effect::Counted, crate::target::Compare)| format!("{} is {}", amount(crate::effect::Amount::Count { of, times: 1 }), super::filter::compare(compare));
            format!("{} and {}", one(both[0]), one(both[1]))
        }
        Condition::Either(parts) => format!("{} or {}", condition(&parts[0].condition()), condition(&parts[1].condition())),
        Condition::YourTurn(true) => "it's your turn".into(),
        Condition::YourTurn(false) => "it's not your turn".into(),
        Condition::SourceIs(f) => format!("this is a {}", filter(f, "permanent")),
        Condition::Kicked => "it was kicked".into(),
        Condition::Monarch => "you're the monarch".into(),
        Condition::VoteWins { option, or_tied: false } => format!("option {} gets more votes", option + 1),
        Condition::VoteWins { option, or_tied: true } => format!("option {} gets more votes or the vote is tied", option + 1),
        Condition::CastFromHand => "you cast it from your hand".into(),
        Condition::ObjectIs { subject: s, filter: f } => format!("{} is a {}", subject(*s), filter(f, "permanent")),
        Condition::Amounts { left, relation, right } => format!("{} is {} {}", amount(*left), super::words(relation), amount(*right)),
        Condition::ThisTurn(e) => turn_event(*e).into(),
        Condition::PaidAlternative { kind, paid: true } => format!("its {} cost was paid", kind.keyword()),
        Condition::PaidAlternative { kind, paid: false } => format!("its {} cost wasn't paid", kind.keyword()),
        Condition::Arrived { subject: s, from, yours, how } => {
            let zone = match (from, yours) {
                (crate::condition::ArrivedFrom::Exile, _) => "exile",
                (crate::condition::ArrivedFrom::Hand, true) => "your hand",
                (crate::condition::ArrivedFrom::Hand, false) => "a hand",
                (crate::condition::ArrivedFrom::Graveyard, true) => "your graveyard",
                (crate::condition::ArrivedFrom::Graveyard, false) => "a graveyard",
                (crate::condition::ArrivedFrom::Library, true) => "your library",
                (crate::condition::ArrivedFrom::Library, false) => "a library",
                (crate::condition::ArrivedFrom::Anywhere, _) => "anywhere",
            };
            match how {
                crate::condition::Arrival::Entered => format!("{} entered from {zone}", subject(*s)),
                crate::condition::Arrival::Cast => format!("{} was cast from {zone}", subject(*s)),
                crate::condition::Arrival::Either => format!("{} entered from {zone} or was cast from there", subject(*s)),
            }
        }
        Condition::OpponentSpellsThisTurn(c) => format!("an opponent cast {} spells this turn", super::filter::compare(*c)),
        Condition::AttachedIs(f) => format!("the permanent it's attached to is a {}", filter(f, "permanent")),
        Condition::SpellTargets(f) => format!("it targets a {}", filter(f, "permanent")),
        Condition::OpponentDamagedThisTurn => "an opponent was dealt damage this turn".into(),
        Condition::CastColorThisTurn { who, colors } => {
            let who = match who {
                crate::target::Controller::You => "you",
                crate::target::Controller::NotYou | crate::target::Controller::Defending => "an opponent",
                _ => "a player",
            };
            let names: Vec<&str> = colors.iter().map(|c| c.word()).collect();
            format!("{who} cast a {} spell this turn", names.join(" or "))
        }
        Condition::ArrivedSinceLastUpkeep => "it came under your control since your last upkeep".into(),
        Condition::SpellsLastTurn { compare, one_player: true } => format!("a player cast {} spells last turn", super::filter::compare(*compare)),
        Condition::SpellsLastTurn { compare, one_player: false } => format!("{} spells were cast last turn", super::filter::compare(*compare)),
        Condition::SomePlayerLife(c) => format!("a player has {} life", super::filter::compare(*c)),
        Condition::SomeOpponentLife(c) => format!("an opponent has {} life", super::filter::compare(*c)),
        Condition::VersusOpponents { of, relation, each } => {
            let rel = match relation {
                crate::condition::Relation::Less => "less than",
                crate::condition::Relation::AtMost => "at most",
                crate::condition::Relation::Equal => "equal to",
                crate::condition::Relation::AtLeast => "at least",
                crate::condition::Relation::Greater => "greater than",
            };
            format!("{} is {rel} that of {} opponent", super::filter::counted(*of), if *each { "each" } else { "an" })
        }
        Condition::SomeOpponent { of, compare } => format!("for an opponent, {} is {}", super::filter::counted(*of), super::filter::compare(*compare)),
        Condition::DefenderMostLife => "the defending player has the most life or is tied for most".into(),
        Condition::TriggeringBigger => "that creature has greater power or toughness than this".into(),
        Condition::ThatCard { filter: f, is: true } => format!("that card is a {}", filter(f, "card")),
        Condition::ThatCard { filter: f, is: false } => format!("that card isn't a {}", filter(f, "card")),
        Condition::ThatCardInLibrary => "that card is still in the library".into(),
        Condition::EnteredThisTurn => "this entered this turn".into(),
        Condition::AttackedThisTurn => "this attacked this turn".into(),
        Condition::YouCastThisTurn(c) => format!("you cast {} other spells this turn", super::filter::compare(*c)),
        Condition::Suspended => "this is suspended".into(),
        Condition::CastInMainPhase => "you cast it during your main phase".into(),
        Condition::CastThisTurn { who, filter: f, compare } => {
            let who = match who {
                crate::target::Controller::You => "you",
                crate::target::Controller::NotYou | crate::target::Controller::Defending => "an opponent",
                _ => "a player",
            };
            match compare {
                crate::target::Compare::AtLeast(1) => format!("{who} cast a {} this turn", filter(f, "spell")),
                crate::target::Compare::AtLeast(n) => format!("{who} cast {n} or more spells this turn"),
                c => format!("{who} cast {} spells this turn", super::filter::compare(*c)),
            }
        }
    }
}

/// Something that happened earlier in the turn (revolt, morbid, raid, …).
fn turn_event(e: crate::condition::TurnEvent) -> &'static str {
    use crate::condition::TurnEvent::*;
    match e {
        PermanentYouControlledLeft => "a permanent you controlled left the battlefield this turn",
        CreatureDied => "a creature died this turn",
        YouAttacked => "you attacked this turn",
        CreatureYouControlledDied => "a creature you controlled died this turn",
        YouGainedLife => "you gained life this turn",
        OpponentLostLife => "an opponent lost life this turn",
        LandEnteredUnderYourControl => "a land entered the battlefield under your control this turn",
    }
}


fn when(w: DelayedWhen) -> &'static str {
    match w {
        DelayedWhen::NextUpkeep => "at the beginning of the next upkeep",
        DelayedWhen::NextEndStep => "at the beginning of the next end step",
        DelayedWhen::EndOfCombat => "at end of combat",
        DelayedWhen::YourNextUpkeep => "at the beginning of your next upkeep",
        DelayedWhen::YourNextEndStep => "at the beginning of your next end step",
        DelayedWhen::YourNextMainPhase => "at the beginning of your next main phase",
        DelayedWhen::NextCast { this_turn: true } => "when you next cast a matching spell this turn",
        DelayedWhen::NextCast { this_turn: false } => "when you next cast a matching spell",
        DelayedWhen::DiesThisTurn => "when that object dies this turn",
        DelayedWhen::EachThisTurn => "until end of turn, whenever its event happens",
    }
}

/// CR 205.1b, 613: "~ becomes a 1/1 … creature with flying until end of turn".
fn becomes(s: crate::effect::Subject, b: &crate::becomes::Becomes, duration: crate::effect::Duration) -> String {
    let pt = b.pt.map(|(p, t)| format!(" {}/{}", amount(p), amount(t))).unwrap_or_default();
    let types: Vec<String> = b.creature_types.iter().map(|t| t.name().to_string()).chain(b.types.iter().map(|t| t.to_string().to_lowercase())).collect();
    let colors = b.colors.map(|c| format!(" {}", super::words(&c))).unwrap_or_default();
    let all = if b.all_creature_types { " with all creature types" } else { "" };
    let kw: Vec<String> = b.keywords.iter().map(|k| k.name().to_string()).collect();
    let with = if kw.is_empty() { String::new() } else { format!(" with {}", kw.join(", ")) };
    // CR 205.1a: creature types named without "in addition" replace its own.
    let keep = if b.replaces_creature_types { ", its other creature types gone" } else { " in addition to its types" };
    if let Some(k) = b.land_type {
        return format!("{} becomes a{colors} {} (its land types and abilities replaced){}", subject(s), k.basic_land_type(), dur(duration));
    }
    if b.chosen_creature_type {
        return format!("{} becomes the chosen creature type, its other creature types gone{}", subject(s), dur(duration));
    }
    format!("{} becomes a{pt}{colors} {}{all}{with}{keep}{}", subject(s), types.join(" "), dur(duration))
}

/// One instruction.
pub fn effect(e: &Effect) -> String {
    use Effect::*;
    match e {
        DealDamage { source, amount: a, to: r } => format!("{} deals {} damage to {}", subject(*source), amount(*a), recipient(*r)),
        DealDamageDivided { source, amount: a, count, .. } => format!("{} deals {} damage divided among {count} targets", subject(*source), amount(*a)),
        Pump { subject: s, power, toughness, duration, times } => {
            let by = if *times == crate::effect::Amount::Fixed(1) { String::new() } else { format!(" × {}", amount(*times)) };
            format!("{} gets {power:+}/{toughness:+}{by}{}", subject(*s), dur(*duration))
        }
        PlayerMoves(m) => super::zones::player_moves(m),
        Choose(_) | PlayerRule { .. } | WinGame { .. } | LoseGame { .. } | MayCastMadness => choices_and_rules(e),
        SearchName(s) => super::zones::search_name(s),
        Draw { player: p, amount: a } => format!("{} draws {} card(s)", player(*p), amount(*a)),
        GainLife { player: p, amount: a } => format!("{} gains {} life", player(*p), amount(*a)),
        LoseLife { player: p, amount: a } => format!("{} loses {} life", player(*p), amount(*a)),
        Destroy { subject: s, no_regen } => format!("destroy {}{}", subject(*s), if *no_regen { " (it can't be regenerated)" } else { "" }),
        Regenerate { subject: s } => format!("regenerate {}", subject(*s)),
        Exile { subject: s } => format!("exile {}", subject(*s)),
        Tap { subject: s } => format!("tap {}", subject(*s)),
        Untap { subject: s } => format!("untap {}", subject(*s)),
        Counter { what, .. } => format!("counter {}", stack(*what)),
        CounterUnlessPays { what, cost, per: None, life: 0 } => format!("counter {} unless its controller pays {cost}", stack(*what)),
        CounterUnlessPays { what, cost, per: None, life } if cost.symbols.is_empty() => format!("counter {} unless its controller pays {life} life", stack(*what)),
        CounterUnlessPays { what, cost, per: None, life } => format!("counter {} unless its controller pays {cost} and {life} life", stack(*what)),
        CounterUnlessPays { what, cost, per: Some(n), .. } => format!("counter {} unless its controller pays {cost} {} times", stack(*what), amount(*n)),
        PutCounters { subject: s, kind, amount: a } => format!("put {} {} counter(s) on {}", amount(*a), kind.name(), subject(*s)),
        MoveCounters { from, to, kind, all } => format!("move {} from {} onto {}", moved(*kind, *all), subject(*from), subject(*to)),
        PutThoseCounters { from, to } => format!("put the counters {} had on {}", subject(*from), subject(*to)),
        RemoveCounters { subject: s, kind, amount: a } => format!("remove {} {} counter(s) from {}", amount(*a), kind.name(), subject(*s)),
        ReturnToBattlefield { subject: s, under_you, tapped, counters } => {
            let with = counters.map(|(k, n)| format!(" with {n} {k} counter(s) on it")).unwrap_or_default();
            format!("return {} to the battlefield{}{}{with}", subject(*s), if *tapped { " tapped" } else { "" }, if *under_you { " under your control" } else { "" })
        }
        ReturnToHand { subject: s } => format!("return {} to its owner's hand", subject(*s)),
        ReturnSelfFromGraveyard { to_battlefield, tapped } => {
            format!("return this from your graveyard to {}{}", if *to_battlefield { "the battlefield" } else { "your hand" }, if *tapped { " tapped" } else { "" })
        }
        CreateTokens { .. } | CreateEmblem { .. } | PhaseOut { .. } => created(e),
        CreateTokenCopy { of, attacks, optional, keywords, tapped, pt } => token_copy(*of, *attacks, *optional, *keywords, *tapped, *pt),
        Scry { .. } | Surveil { .. } | Mill { .. } | Search { .. } | PutInLibrary { .. } | MoveThatCard { .. } | LookAtTop { .. } | Reorder { .. } | Dig { .. } | RevealUntil { .. } | HandToLibrary { .. } | ShuffleLibrary { .. } | ShuffleHandIntoLibrary { .. } | ExileTop { .. } | ExileTopMayPlay { .. } | ExileGraveyard { .. } => library_effect(e),
        Fight { a, b } => format!("{} fights {}", subject(*a), subject(*b)),
        Discard { player: p, amount: a, random, up_to } => format!("{} discards {}{} card(s){}", player(*p), if *up_to { "up to " } else { "" }, amount(*a), if *random { " at random" } else { "" }),
        DiscardHand { player: p } => format!("{} discards their hand", player(*p)),
        GainKeywords { subject: s, keywords, duration } => format!("{} gains {}{}", subject(*s), names(keywords), dur(*duration)),
        LoseKeywords { subject: s, keywords, duration } => format!("{} loses {}{}", subject(*s), names(keywords), dur(*duration)),
        GraveyardGainsFlashback { .. } | GainFlashback { .. } => gains_flashback(e),
        SetColors { subject: s, colors: crate::effect::NewColors::These(c), duration } => format!("{} becomes {c}{}", subject(*s), dur(*duration)),
        SetColors { subject: s, colors: crate::effect::NewColors::Chosen, duration } => {
            format!("{} becomes the chosen color{}", subject(*s), dur(*duration))
        }
        GainControl { subject: s, duration } => format!("gain control of {}{}", subject(*s), dur(*duration)),
        GainCombatRule { subject: s, rule, duration } => format!("{}: {}{}", subject(*s), super::words(rule), dur(*duration)),
        Restrict { subject: s, restriction, duration } => format!("{} {}{}", subject(*s), super::restriction(restriction), dur(*duration)),
        Sacrifice { subject: s } => format!("sacrifice {}", subject(*s)),
        TapChosen { player: p, filter: f, count } => format!("{} taps {} {} of theirs", player(*p), amount(*count), filter(f, "permanent")),
        Sacrifices { player: p, filter: f, count, .. } => format!("{} sacrifices {} {}", player(*p), amount(*count), filter(f, "permanent")),
        Optional(inner) => format!("you may: {}", effect(inner)),
        ByPlayer { player: p, effect: inner } => format!("{} (as \"you\"): {}", player(*p), effect(inner)),
        IfYouDo { done: true, effect: inner } => format!("if you do, {}", effect(inner)),
        IfYouDo { done: false, effect: inner } => format!("if you don't, {}", effect(inner)),
        If { condition: c, effect: inner, otherwise: None } => format!("if {}, {}", condition(c), effect(inner)),
        If { condition: c, effect: inner, otherwise: Some(other) } if matches!(**inner, Nothing) => format!("{} unless {}", effect(other), condition(c)),
        Nothing => "nothing".into(),
        If { condition: c, effect: inner, otherwise: Some(other) } => format!("{}; instead, if {}, {}", effect(other), condition(c), effect(inner)),
        Becomes { subject: s, becomes: b, duration } => becomes(*s, b, *duration),
        ForEach { filter: f, effect: inner, only: None } => format!("for each {}: {}", filter(f, "permanent"), effect(inner)),
        ForEach { filter: f, effect: inner, only: Some(r) } => format!("for each {} {}: {}", filter(f, "permanent"), super::filter::relative(*r), effect(inner)),
        EachPlayerWho { players, condition: c, effect: inner } => {
            format!("for each of {} for whom {} (as \"you\"): {}", player(*players), condition(c), effect(inner))
        }
        Delayed { .. } | Reflexive { .. } => later(e),
        AddMana(p) => format!("add {}", super::production(p)),
        Transform { subject: s } => format!("transform {}", subject(*s)),
        Explore { subject: s, .. } => format!("{} explores", subject(*s)),
        Proliferate => "proliferate".into(),
        ChoosePermanent { filter, least_toughness } => {
            let least = if *least_toughness { " with the least toughness" } else { "" };
            format!("choose {}{least}", super::filter::a_filter(filter, "permanent"))
        }
        RingTempts { player: crate::PlayerRef::You } => "the Ring tempts you".into(),
        RingTempts { player: p } => format!("the Ring tempts {}", player(*p)),
        FlipCoin => "flip a coin".into(),
        Vote(crate::effect::VoteOn::Words(n)) => format!("starting with you, each player votes for one of {n} options"),
        Vote(crate::effect::VoteOn::Permanent(f)) => format!("starting with you, each player votes for a {}", filter(f, "permanent")),
        PayLife { amount: a } => format!("pay {} life", amount(*a)),
        MayPlayExiled { subject: s, until, cast_only, owner, tax, later } => {
            let what = if *s == crate::effect::Subject::Returned { "the exiled card".to_string() } else { subject(*s) };
            let who = if *owner { "its owner may" } else { "you may" };
            let until = match until {
                crate::effect::PlayUntil::WhileExiled => "for as long as it remains exiled".to_string(),
                u => format!("until {}", super::words(u)),
            };
            let tax = if *tax > 0 { format!("; a spell cast this way costs {{{tax}}} more") } else { String::new() };
            let later = if *later { "after this turn, " } else { "" };
            format!("{who} {} {what} {later}{until}{tax}", if *cast_only { "cast" } else { "play" })
        }
        // CR 701.9a: a card of a kind from one's own hand.
        RevealChooseDiscard { player: crate::effect::PlayerRef::You, filter: f, exile: false, look: true, optional } => {
            format!("you {}discard {}", if *optional { "may " } else { "" }, filter(f, "card"))
        }
        RevealChooseDiscard { player: p, filter: f, exile, look, optional } => format!(
            "{} {} hand; you {}choose {} from it; {}",
            if *look { "look at" } else { "reveal" },
            whose(*p),
            if *optional { "may " } else { "" },
            filter(f, "card"),
            if *exile { "exile it" } else { "that player discards it" }
        ),
        LookAtHand { player: p } => format!("look at {} hand", whose(*p)),
        RevealHand { player: p } => format!("{} hand is revealed", whose(*p)),
        Prevent { damage, duration } => super::prevention::instruction(damage, *duration),
        TurnRule(r) => format!("for the rest of the turn: {}", super::words(r)),
        ChooseSource { .. } | PreventNextFrom { .. } => source_shield(e),
        RepeatProcess => "repeat this process (from the first instruction)".into(),
        SkipNextTurn { player: p } => format!("{} skips their next turn", player(*p)),
        SkipNextCombat { player: p } => format!("{} skips their next combat phase", player(*p)),
        other => not_phrased(other),
    }
}

/// CR 603.7 / 603.12: a delayed or reflexive triggered ability the instruction creates.
fn later(e: &Effect) -> String {
    use Effect::*;
    match e {
        Delayed { when: DelayedWhen::NextCast { this_turn }, effects, spell: Some(f), .. } => {
            let body: Vec<String> = effects.iter().map(effect).collect();
            let turn = if *this_turn { " this turn" } else { "" };
            format!("when you next cast {}{turn}: {}", filter(f, "spell"), body.join("; "))
        }
        Delayed { when: DelayedWhen::EachThisTurn, effects, trigger: Some(t), .. } => {
            let body: Vec<String> = effects.iter().map(effect).collect();
            format!("until end of turn, {}: {}", super::trigger(t), body.join("; "))
        }
        Delayed { when: w, effects, about, each_created, .. } => {
            let body: Vec<String> = effects.iter().map(effect).collect();
            let of = about.map(|s| format!(" (about {})", subject(s))).unwrap_or_default();
            let of = if *each_created { " (about each token created)".to_string() } else { of };
            format!("{}{of}: {}", when(*w), body.join("; "))
        }
        Reflexive { targets, effects, about } => {
            let body: Vec<String> = effects.iter().map(effect).collect();
            let of = about.map(|s| format!(" (about {})", subject(s))).unwrap_or_default();
            format!("when you do{of}: {}{}", body.join("; "), super::targets(targets))
        }
        other => not_phrased(other),
    }
}

/// An instruction that creates tokens or an emblem (CR 111, 114), or phases out (CR 702.26).
fn created(e: &Effect) -> String {
    use Effect::*;
    match e {
        CreateTokens { token, amount: a, tapped, attacking, player: p, pt, attacks, attached } => {
            let who = if p.is_you() { String::new() } else { format!("{} ", player(*p)) };
            let verb = if who.is_empty() { "create" } else { "creates" };
            let pt = pt.map(|x| format!(" with power and toughness each {}", amount(x))).unwrap_or_default();
            let whom = attacks.map(attacking_whom);
            let to = attached.map(|s| format!(" attached to {}", subject(s))).unwrap_or_default();
            format!("{who}{verb} {} {}{pt}{}{}{}{to}", amount(*a), token.name, if *tapped { ", tapped" } else { "" }, if *attacking { " and attacking" } else { "" }, whom.unwrap_or_default())
        }
        CreateEmblem { emblem, player: p } => {
            let parts: Vec<String> = emblem.abilities.iter().map(super::ability).collect();
            format!("{} gets an emblem with \"{}\"", player(*p), parts.join("; "))
        }
        PhaseOut { subject: s } => format!("{} phases out", subject(*s)),
        other => not_phrased(other),
    }
}

/// CR 707.2: a token copy, entering attacking (CR 508.4) or required to attack (CR
/// 508.1d).
fn token_copy(of: crate::Subject, attacks: Option<crate::restriction::TokenAttacks>, optional: bool, keywords: u32, tapped: bool, pt: Option<(i32, i32)>) -> String {
    let may = if optional { "you may " } else { "" };
    let token = if tapped { "a tapped token" } else { "a token" };
    let whom = match attacks {
        Some(t) if t.if_able && t.player == PlayerRef::EachOpponent => {
            return format!("for each opponent, {may}create {token} that's a copy of {} that attacks that player this turn if able", subject(of));
        }
        Some(t) if t.if_able => format!(" that attacks {} this turn if able", player(t.player)),
        Some(t) => format!(", tapped and attacking{}", attacking_whom(t)),
        None => String::new(),
    };
    let mut except: Vec<String> = pt.map(|(p, t)| format!("it's {p}/{t}")).into_iter().collect();
    let has: Vec<&str> = crate::Keyword::ALL.iter().filter(|k| keywords & k.bit() != 0).map(|k| k.name()).collect();
    if !has.is_empty() {
        except.push(format!("it has {}", has.join(" and ")));
    }
    let except = if except.is_empty() { String::new() } else { format!(", except {}", except.join(" and ")) };
    format!("{may}create {token} that's a copy of {}{except}{whom}", subject(of))
}

/// CR 508.4: whom tokens entering attacking attack.
fn attacking_whom(t: crate::restriction::TokenAttacks) -> String {
    let pw = if t.or_planeswalker { " or a planeswalker they control" } else { "" };
    let other = if t.other_than_defending { " other than defending player" } else { "" };
    match t.player {
        PlayerRef::EachOpponent => format!(" that player{pw}, for each opponent{other}"),
        q => format!(" {}{pw}", player(q)),
    }
}

/// CR 609.7a / 615.8 / 615.5: a source chosen, and the shield against its next damage
/// with what follows a prevention.
fn source_shield(e: &Effect) -> String {
    use Effect::*;
    match e {
        ChooseSource { filter: f } => format!("choose {} (a permanent or a spell)", filter(f, "source")),
        PreventNextFrom { source, to, then } => {
            let then: Vec<String> = then.iter().map(effect).collect();
            let after = if then.is_empty() { String::new() } else { format!("; if damage is prevented this way: {}", then.join("; ")) };
            let source = if *source == crate::effect::Subject::Returned { "the chosen source".to_string() } else { subject(*source) };
            format!("the next time {source} would deal damage to {} this turn, prevent that damage{after}", recipient(*to))
        }
        other => not_phrased(other),
    }
}

/// An instruction on a library (CR 401, 701.18, 701.22, 701.25): searching, digging, scry,
/// surveil, mill, shuffles, cards put into or exiled from it.
fn library_effect(e: &Effect) -> String {
    use Effect::*;
    match e {
        Scry { amount: a } => format!("scry {}", amount(*a)),
        Surveil { amount: a } => format!("surveil {}", amount(*a)),
        Mill { player: p, amount: a } => format!("{} mills {} card(s)", player(*p), amount(*a)),
        ExileGraveyard { player: p } => format!("exile {} graveyard", whose(*p)),
        Search { filter: f, count, to: t, reveal, only, graveyard, most } => {
            let count = most.map_or_else(|| count.to_string(), |m| format!("up to {}", amount(m)));
            let only = only.map_or_else(String::new, |r| format!(" {}", super::filter::relative(r)));
            let (zones, shuffle) = if *graveyard { ("library and/or graveyard", "shuffle if the library was searched") } else { ("library", "then shuffle") };
            format!("search your {zones} for {count} {}{only}{}, put it {}, {shuffle}", filter(f, "card"), if *reveal { " and reveal it" } else { "" }, to(*t))
        }
        PutInLibrary { subject: s, top: true } => format!("put {} on top of its owner's library", subject(*s)),
        PutInLibrary { subject: s, top: false } => format!("put {} on the bottom of its owner's library", subject(*s)),
        PutOnTopOrBottom { subject: s } => format!("put {} on the top or bottom of its owner's library (chosen)", subject(*s)),
        MoveThatCard { to: t, .. } => format!("put that card {}", owners(*t)),
        LookAtTop { reveal, player: p } => format!("{} the top card of {} library", if *reveal { "reveal" } else { "look at" }, whose(*p)),
        Reorder { amount: a, whose } => {
            let whose = whose.map_or_else(|| "your".to_string(), |p| format!("{}'s", super::filter::player(p)));
            format!("look at the top {} cards of {whose} library, then put them back in any order", amount(*a))
        }
        Dig { count, take, exact, filter: f, rest, to: t, more, whose } => {
            let n = |k: u8, exact: bool| match (k, exact) {
                (u8::MAX, true) => "all".to_string(),
                (u8::MAX, false) => "any number".to_string(),
                (k, true) => k.to_string(),
                (k, false) => format!("up to {k}"),
            };
            let what = |f: &Option<crate::target::ObjectFilter>| f.as_ref().map_or("card(s)".to_string(), |f| filter(f, "card"));
            let mut parts = vec![format!("{} {} {}", n(*take, *exact), what(f), to(*t))];
            parts.extend(more.iter().map(|m| format!("{} {} {}", n(m.take, m.exact), what(&m.filter), to(m.to))));
            let library = whose.map_or_else(|| "your".to_string(), |p| format!("{}'s", super::filter::player(p)));
            format!("look at the top {} cards of {library} library: put {}; the rest {}", amount(*count), parts.join(", then "), super::words(rest))
        }
        RevealUntil { player: p, count, filter: f, found, rest } => {
            let n = if *count == crate::effect::Amount::Fixed(1) { String::new() } else { format!("{} ", amount(*count)) };
            let found = found.map_or_else(|| "with the others".to_string(), |t| to(t).to_string());
            let rest = match rest {
                crate::effect::DigRest::BottomAnyOrder => "on the bottom of that library in any order",
                crate::effect::DigRest::BottomRandom => "on the bottom of that library in a random order",
                crate::effect::DigRest::Graveyard => "into its owner's graveyard",
                crate::effect::DigRest::TopAnyOrder => "back on top in any order",
                crate::effect::DigRest::Shuffle => "stay, then that library is shuffled",
                crate::effect::DigRest::Exile => "into exile",
                crate::effect::DigRest::Hand => "into their owner's hand",
                crate::effect::DigRest::Stay => "stay on top of that library",
            };
            format!("{} reveals cards from the top of {} library until {n}{} are revealed: put those {found}; the other revealed cards {rest}", player(*p), whose(*p), filter(f, "card"))
        }
        HandToLibrary { player: p, count, top } => {
            format!("{} puts {} card(s) from their hand on {} of their library in any order", player(*p), amount(*count), if *top { "top" } else { "the bottom" })
        }
        ShuffleLibrary { player: p } => format!("{} shuffles their library", player(*p)),
        ShuffleHandIntoLibrary { player: p, graveyard } => {
            format!("{} shuffles their hand{} into their library", player(*p), if *graveyard { " and graveyard" } else { "" })
        }
        ExileTop { player: p, amount: a, face_down } => {
            format!("exile the top {} card(s) of {} library{}", amount(*a), whose(*p), if *face_down { " face down" } else { "" })
        }
        ExileTopMayPlay { until, count, player: p, cast_only } => format!(
            "exile the top {} card(s) of {} library; you may {} them until {}",
            amount(*count),
            whose(*p),
            if *cast_only { "cast" } else { "play" },
            super::words(until)
        ),
        other => not_phrased(other),
    }
}

/// Choices made as an instruction resolves (CR 608.2d), a player's rules for the turn
/// (CR 611.2), and winning or losing the game (CR 104.2b, 104.3e).
fn choices_and_rules(e: &Effect) -> String {
    use Effect::*;
    match e {
        Choose(crate::effect::Choice::CardName(of)) => {
            let kind = match (of.card_type, of.not_type) {
                (Some(t), _) => format!("{} ", super::words(&t).to_lowercase()),
                (None, Some(t)) => format!("non{} ", super::words(&t).to_lowercase()),
                (None, None) => String::new(),
            };
            let basic = if of.nonbasic { "nonbasic " } else { "" };
            format!("choose a {basic}{kind}card name")
        }
        Choose(crate::effect::Choice::Color) => "choose a color".into(),
        Choose(crate::effect::Choice::ColorOtherThan(c)) => format!("choose a color other than {}", super::words(c).to_lowercase()),
        Choose(crate::effect::Choice::CreatureType) => "choose a creature type".into(),
        Choose(crate::effect::Choice::Player { opponent, random }) => {
            format!("choose {}{}", if *opponent { "an opponent" } else { "a player" }, if *random { " at random" } else { "" })
        }
        Choose(crate::effect::Choice::Parity) => "choose odd or even".into(),
        Choose(crate::effect::Choice::Number { min, max }) => format!("choose a number between {min} and {max}"),
        PlayerRule { player: p, rule } => {
            let what = match rule {
                crate::effect::PlayerRule::CastFromGraveyard { lands: true } => "may play lands and cast spells from their graveyard this turn".to_string(),
                crate::effect::PlayerRule::CastFromGraveyard { lands: false } => "may cast spells from their graveyard this turn".to_string(),
                crate::effect::PlayerRule::GraveyardExiled => "has cards that would go to their graveyard exiled instead this turn".to_string(),
                other => super::words(other),
            };
            format!("{} {what}", player(*p))
        }
        WinGame { player: p } => format!("{} wins the game", player(*p)),
        LoseGame { player: p } => format!("{} loses the game", player(*p)),
        MayCastMadness => "its owner may cast it for its madness cost, or puts it into their graveyard".into(),
        other => not_phrased(other),
    }
}

/// An instruction not phrased yet: its name, so a reader still sees it.
fn not_phrased(other: &Effect) -> String {
    let s = format!("{other:?}");
    super::words(s.split([' ', '(', '{']).next().unwrap_or("?"))
}

/// CR 122.5: the counters a move names ("a +1/+1 counter", "all counters").
fn moved(kind: Option<mw_types::CounterKind>, all: bool) -> String {
    match (kind, all) {
        (Some(k), false) => format!("a {} counter", k.name()),
        (Some(k), true) => format!("all {} counters", k.name()),
        (None, false) => "a counter".to_string(),
        (None, true) => "all counters".to_string(),
    }
}

fn names(keywords: &[crate::keyword::Keyword]) -> String {
    keywords.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ")
}

/// CR 702.34a: flashback at a card's own mana cost, until end of turn.
fn gains_flashback(e: &Effect) -> String {
    let who = match e {
        Effect::GraveyardGainsFlashback { filter: f } => format!("each {} in your graveyard", super::filter::filter(f, "card")),
        Effect::GainFlashback { subject: s } => subject(*s),
        _ => String::new(),
    };
    format!("{who} gains flashback until end of turn (its flashback cost is its mana cost)")
}
