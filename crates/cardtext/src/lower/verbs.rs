//! Clauses into IR instructions, by verb (CR 701 keyword actions and the other verbs of
//! instructions). A clause's object is resolved through `refs` (targets announced,
//! antecedents found); a group ("each creature") becomes a `ForEach`.

use super::amount::amount;
use super::ctx::{Antecedent, Ctx};
use super::refs::{self, Objs};
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::{PtPart, PtToken, Span};
use mw_ir::{Amount, Duration, Effect, PlayerRef, SearchTo, StackRef, Subject};

pub(super) fn miss(c: &Clause, what: impl Into<String>) -> Miss {
    Miss::new(c.span.clone(), format!("{:?}: {}", c.verb, what.into()).to_lowercase())
}

pub(super) fn arg_amount(c: &Clause) -> Option<&AmountNp> {
    c.args.iter().find_map(|a| if let Arg::Amount(x) = a { Some(x) } else { None })
}

/// CR 611.2: the clause's duration; one the IR can't hold ("until your next turn",
/// "for as long as …") is a miss, never an effect that lasts too long.
pub(super) fn duration(c: &Clause) -> Lowered<Duration> {
    match c.args.iter().find_map(|a| if let Arg::Duration(d) = a { Some(d) } else { None }) {
        None => Ok(Duration::Indefinite),
        Some(DurationNp::EndOfTurn | DurationNp::ThisTurn) => Ok(Duration::EndOfTurn),
        Some(_) => Err(miss(c, "that duration")),
    }
}

/// `duration`, and also "until your next turn" (CR 611.2a, 500.1), for the instructions
/// whose effects the engine ends as their controller's next turn begins (P/T changes,
/// keywords and abilities gained or lost).
pub(super) fn duration_or_next_turn(c: &Clause) -> Lowered<Duration> {
    match c.args.iter().find_map(|a| if let Arg::Duration(d) = a { Some(d) } else { None }) {
        Some(DurationNp::YourNextTurn) => Ok(Duration::UntilYourNextTurn),
        _ => duration(c),
    }
}

/// Arguments a verb didn't use make the clause a miss (nothing is silently dropped).
pub(super) fn only(c: &Clause, allowed: impl Fn(&Arg) -> bool) -> Lowered<()> {
    match c.args.iter().find(|a| !allowed(a)) {
        None => Ok(()),
        Some(a) => Err(miss(c, format!("argument {}", arg_name(a)))),
    }
}

fn arg_name(a: &Arg) -> &'static str {
    match a {
        Arg::Object(_) => "object",
        Arg::Amount(_) => "amount",
        Arg::To(_) => "to",
        Arg::From(_) => "from",
        Arg::OrChoose(_) => "or choose",
        Arg::Into(_) => "into",
        Arg::NthThisTurn(_) => "the nth this turn",
        Arg::Dest(_) => "destination",
        Arg::Onto(_) => "onto",
        Arg::ThoseCounters => "those counters",
        Arg::UnderControl(_) => "under control",
        Arg::Tapped { .. } | Arg::AttackingThatPlayer { .. } => "tapped",
        Arg::Pt(_) => "p/t",
        Arg::Keywords(_) => "keywords",
        Arg::Quoted(_) => "quoted ability",
        Arg::Emblem(_) => "emblem",
        Arg::Duration(_) => "duration",
        Arg::Counters { .. } => "counters",
        Arg::Next => "next",
        Arg::Order(_) => "order",
        Arg::WithCounters { .. } => "with counters",
        Arg::Random => "at random",
        Arg::CardName => "card name",
        Arg::FaceDown => "face down",
        Arg::Mana(_) => "mana",
        Arg::Instead => "instead",
        Arg::Combat => "combat",
        Arg::Words(_) => "words",
        Arg::WhereX(_) => "where x is",
        Arg::Per(_) => "for each counter",
        Arg::Becomes(_) => "becomes",
        Arg::BlockedBy { .. } => "blocked by",
        Arg::MustBeBlocked { .. } => "must be blocked",
        Arg::NewTargets => "new targets",
        Arg::CastWhen { .. } => "when spells may be cast",
        Arg::AsThoughFlash => "as though it had flash",
        Arg::Additional => "an additional",
        Arg::Prevent(_) => "damage prevented",
        Arg::WithoutPaying => "without paying its mana cost",
        Arg::ControlsMore(_) => "who controls more",
    }
}

/// The player a clause's subject names (none: the controller, CR 608.2).
pub(super) fn subject_player(cx: &mut Ctx, c: &Clause) -> Lowered<PlayerRef> {
    match &c.subject {
        None => Ok(PlayerRef::You),
        Some(np) => refs::player(cx, np),
    }
}

/// Applies `make` to each object a phrase names: one, several targets, or a group.
/// Several phrases ("target creature and all other creatures with the same name as that
/// creature"): the groups first, fixed as the instruction begins (CR 608.2c), then the
/// single objects.
pub fn each_object(cx: &mut Ctx, np: &Np, make: impl Fn(Subject) -> Effect) -> Lowered<Vec<Effect>> {
    let objs = refs::objects(cx, np)?;
    each_of(objs, np, make)
}

/// [`each_object`] for objects already named (a phrase read once, its targets declared
/// once, for several instructions about them).
pub fn each_of(objs: Objs, np: &Np, make: impl Fn(Subject) -> Effect) -> Lowered<Vec<Effect>> {
    let parts = match objs {
        Objs::Several(v) => v,
        o => vec![o],
    };
    let (mut groups, mut single) = (Vec::new(), Vec::new());
    for o in parts {
        match o {
            Objs::One(s) => single.push(make(s)),
            Objs::Targets(ids) => single.extend(ids.into_iter().map(|i| make(Subject::Target(i)))),
            Objs::Each(filter, only) => groups.push(Effect::ForEach { filter, effect: Box::new(make(Subject::Each)), only }),
            Objs::Several(_) => return Err(Miss::new(refs::span_of(np), "object: a list inside a list")),
        }
    }
    groups.extend(single);
    Ok(groups)
}

/// Clauses read by their shape before their verb: looks, a player's own cards, "where X
/// is", "players who", rules for the turn, requirements, negations.
fn by_shape(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    // The top of a library, a hand's cards into a library, shuffling.
    if let Some(r) = super::look::clause(cx, c) {
        return Some(r);
    }
    // A player's own cards out of a zone ("target player exiles a card from their
    // graveyard").
    if let Some(r) = super::zones::clause(cx, c).or_else(|| super::zones::search_name(cx, c)) {
        return Some(r);
    }
    if let Some(x) = c.args.iter().find_map(|a| if let Arg::WhereX(x) = a { Some(x) } else { None }) {
        return Some(super::where_x::where_x(cx, c, x));
    }
    if let Some(Np::PlayersWho { players, cond }) = &c.subject {
        return Some(super::players_who::clause(cx, c, players, cond));
    }
    // Rules about players for the turn; keywords "from" colors gained.
    if let Some(r) = super::player_rules::cant_be_countered(cx, c).or_else(|| super::player_rules::cant_gain_life(cx, c)) {
        return Some(r);
    }
    // CR 508.1d / 509.1c: "target creature must be blocked this turn if able".
    if let Some(r) = super::restrictions::requirement_instruction(cx, c) {
        return Some(r);
    }
    if c.negated {
        return Some(negated(cx, c));
    }
    if let Some(r) = super::player_rules::gain_from_colors(cx, c) {
        return Some(r);
    }
    None
}

pub fn clause(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if let Some(Np::And(items)) = &c.subject {
        if let [you @ Np::Player(PlayerNp { who: PlayerWord::You, .. }), other @ Np::Player(_)] = items.as_slice() {
            return super::players_who::you_and_each(cx, c, you, other);
        }
    }
    if let Some(r) = super::acting::clause(cx, c).or_else(|| by_shape(cx, c)) {
        return r;
    }
    match c.verb {
        Verb::Draw => {
            only(c, |a| matches!(a, Arg::Amount(_)))?;
            let player = subject_player(cx, c)?;
            let amount = amount(cx, arg_amount(c).unwrap_or(&AmountNp::N(1)), &c.span)?;
            Ok(vec![Effect::Draw { player, amount }])
        }
        Verb::Gain | Verb::Lose if c.object.is_none() && c.args.iter().all(|a| matches!(a, Arg::Amount(_))) && !c.args.is_empty() => {
            let player = subject_player(cx, c)?;
            let amount = amount(cx, arg_amount(c).unwrap_or(&AmountNp::N(1)), &c.span)?;
            Ok(vec![if c.verb == Verb::Gain { Effect::GainLife { player, amount } } else { Effect::LoseLife { player, amount } }])
        }
        // CR 104.2b / 104.3e: "you win the game", "that player loses the game".
        Verb::Win | Verb::Lose if c.object.is_none() && matches!(c.args.as_slice(), [Arg::Words(w)] if cx.words(w) == "the game") => {
            let player = subject_player(cx, c)?;
            Ok(vec![if c.verb == Verb::Win { Effect::WinGame { player } } else { Effect::LoseGame { player } }])
        }
        // CR 608.2c: "repeat this process".
        Verb::Repeat if c.subject.is_none() && c.object.is_none() => Ok(vec![Effect::RepeatProcess]),
        // CR 614.10 / 500.11: "you skip your next turn", "target opponent skips their next
        // combat phase".
        // Another step or phase skipped ("your next draw step") is not modelled.
        Verb::Skip if c.object.is_none() && matches!(c.args.as_slice(), [Arg::Words(w)] if cx.words(w).contains(" next ")) => {
            let player = subject_player(cx, c)?;
            let [Arg::Words(w)] = c.args.as_slice() else { return Err(miss(c, "skip")) };
            match cx.words(w) {
                w if w.ends_with(" next turn") => Ok(vec![Effect::SkipNextTurn { player }]),
                w if w.ends_with(" next combat phase") => Ok(vec![Effect::SkipNextCombat { player }]),
                _ => Err(miss(c, "skip: a step or phase other than a turn or combat phase")),
            }
        }
        Verb::Gain if c.object.is_some() => {
            // "gain control of target creature (until end of turn)"; "target opponent gains
            // control of ~" (`acting::by`: the control that player's).
            only(c, |a| matches!(a, Arg::Duration(_)))?;
            let (d, player) = (duration(c)?, subject_player(cx, c)?);
            let e = each_object(cx, c.object.as_ref().ok_or_else(|| miss(c, "no object"))?, |s| Effect::GainControl { subject: s, duration: d })?;
            super::acting::by(player, e, c)
        }
        // CR 613.4b / 205.3m: "has base power and toughness 4/4", "gains all creature types".
        Verb::Gain | Verb::Have if c.args.iter().any(|a| matches!(a, Arg::Becomes(_))) => super::becomes::becomes(cx, c),
        Verb::Gain | Verb::Have => gain_abilities(cx, c),
        Verb::Lose if c.object.is_none() && c.args.iter().any(|a| matches!(a, Arg::Keywords(_))) => lose_keywords(cx, c),
        Verb::Get => match c.args.iter().find_map(|a| if let Arg::Emblem(l) = a { Some(l) } else { None }) {
            Some(lines) => super::emblem::get_emblem(cx, c, lines),
            None => get(cx, c),
        },
        Verb::Phase => super::emblem::phase(cx, c),
        Verb::Deal => super::damage::deal(cx, c),
        Verb::Destroy | Verb::Exile | Verb::Tap | Verb::Untap | Verb::Regenerate | Verb::Transform => permanent_verb(cx, c),
        Verb::Counter => counter(cx, c),
        Verb::Double => super::counter_moves::double(cx, c),
        Verb::Cast => super::casting::cast_free(cx, c),
        Verb::Sacrifice => super::sacrifice::sacrifice(cx, c),
        Verb::Return => return_(cx, c),
        Verb::Put if c.args.iter().any(|a| matches!(a, Arg::ThoseCounters)) => super::counter_moves::put_those(cx, c),
        Verb::Put => put(cx, c),
        Verb::Remove => super::counter_moves::remove_counters(cx, c),
        Verb::Move => super::counter_moves::move_counters(cx, c),
        Verb::Scry | Verb::Surveil => {
            only(c, |a| matches!(a, Arg::Amount(_)))?;
            if c.subject.is_some() {
                return Err(miss(c, "another player"));
            }
            let amount = amount(cx, arg_amount(c).unwrap_or(&AmountNp::N(1)), &c.span)?;
            Ok(vec![if c.verb == Verb::Scry { Effect::Scry { amount } } else { Effect::Surveil { amount } }])
        }
        Verb::Mill => {
            only(c, |a| matches!(a, Arg::Amount(_)))?;
            let player = subject_player(cx, c)?;
            let amount = amount(cx, arg_amount(c).unwrap_or(&AmountNp::N(1)), &c.span)?;
            Ok(vec![Effect::Mill { player, amount }])
        }
        Verb::Discard => super::hand_library::discard(cx, c),
        Verb::Pay => pay(cx, c),
        Verb::Create => super::tokens::create(cx, c),
        Verb::Investigate => super::tokens::investigate(cx, c),
        Verb::Search => super::hand_library::search(cx, c),
        // CR 701.23a: a search ends with its shuffle ("…, then shuffle").
        Verb::Shuffle if c.object.is_none() && c.args.is_empty() && cx.searching => Ok(Vec::new()),
        Verb::Fight | Verb::Explore | Verb::Connive => subject_verb(cx, c),
        Verb::Proliferate => {
            only(c, |_| false)?;
            Ok(vec![Effect::Proliferate])
        }
        Verb::RingTempts => {
            only(c, |_| false)?;
            Ok(vec![Effect::RingTempts { player: mw_ir::PlayerRef::You }])
        }
        Verb::Flip if c.subject.is_none() => Ok(vec![Effect::FlipCoin]),
        Verb::Add => super::mana::add(cx, c),
        Verb::Prevent => super::prevent::prevent(cx, c),
        Verb::Choose if c.args.iter().any(|a| matches!(a, Arg::ControlsMore(_))) => super::chooser::chooses_target(cx, c),
        Verb::Choose if c.subject.is_none() => super::choices::choose(cx, c),
        Verb::Copy if c.subject.is_none() => super::copies::copy_spell(cx, c),
        Verb::Attach => super::attach::attach(cx, c),
        Verb::Become => super::becomes::becomes(cx, c),
        _ => Err(miss(c, "verb")),
    }
}

/// Instructions acting on permanents or cards: destroy (CR 701.8), exile (CR 701.13, a
/// graveyard, CR 406.3), tap and untap (CR 701.26), regenerate (CR 701.19), transform
/// (CR 701.27).
fn permanent_verb(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    match c.verb {
        Verb::Destroy => {
            only(c, |_| false)?;
            each_object(cx, obj(c)?, |s| Effect::Destroy { subject: s, no_regen: false })
        }
        // CR 406.3: "exile that player's graveyard", "exile target player's graveyard",
        // "exile each opponent's graveyard" (each of them).
        Verb::Exile if is_players_graveyard(&c.object) && c.subject.is_none() => {
            only(c, |_| false)?;
            let Some(Np::ZoneCards(ZoneNp { whose: Some(who), .. })) = &c.object else { return Err(miss(c, "no graveyard")) };
            let player = refs::player(cx, who)?;
            Ok(vec![Effect::ExileGraveyard { player }])
        }
        // CR 701.23a: "search … for any number of land cards, exile them, then shuffle":
        // the found cards go to exile (folded into the search by `effects`).
        Verb::Exile if cx.searching && c.args.is_empty() && c.subject.is_none() && matches!(c.object, Some(Np::Ref(_))) => {
            Ok(vec![Effect::MoveThatCard { to: SearchTo::Exile, reveal: false }])
        }
        Verb::Exile => {
            only(c, |a| matches!(a, Arg::From(_)))?;
            let e = each_object(cx, obj(c)?, |s| Effect::Exile { subject: s })?;
            exiled_targets(cx, c);
            Ok(e)
        }
        Verb::Tap | Verb::Untap => {
            if let Some(e) = super::sacrifice::chosen_tap(cx, c) {
                return e;
            }
            only(c, |_| false)?;
            let untap = c.verb == Verb::Untap;
            each_object(cx, obj(c)?, |s| if untap { Effect::Untap { subject: s } } else { Effect::Tap { subject: s } })
        }
        Verb::Regenerate => {
            only(c, |_| false)?;
            each_object(cx, obj(c)?, |s| Effect::Regenerate { subject: s })
        }
        Verb::Transform => {
            only(c, |_| false)?;
            let o = c.object.clone().unwrap_or(Np::SelfRef);
            each_object(cx, &o, |s| Effect::Transform { subject: s })
        }
        _ => Err(miss(c, "verb")),
    }
}

/// Instructions a creature does: fight (CR 701.14), explore (CR 701.44), connive
/// (CR 701.50).
fn subject_verb(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    match c.verb {
        // CR 701.14a: "those creatures fight each other": the two objects the subject names.
        Verb::Fight if c.object.as_ref().is_some_and(|o| cx.words(&refs::span_of(o)) == "each other") => {
            only(c, |_| false)?;
            let subject = c.subject.as_ref().ok_or_else(|| miss(c, "no subject"))?;
            match refs::objects(cx, subject)? {
                Objs::Targets(ids) if ids.len() == 2 => Ok(vec![Effect::Fight { a: Subject::Target(ids[0]), b: Subject::Target(ids[1]) }]),
                Objs::Several(v) => match v.as_slice() {
                    [Objs::One(a), Objs::One(b)] if a != b => Ok(vec![Effect::Fight { a: *a, b: *b }]),
                    _ => Err(miss(c, "fight: not two creatures")),
                },
                _ => Err(miss(c, "fight: not two creatures")),
            }
        }
        Verb::Fight => {
            only(c, |_| false)?;
            let a = match &c.subject {
                Some(np) => refs::one(cx, np)?,
                None => return Err(miss(c, "no subject")),
            };
            let b = refs::one(cx, obj(c)?)?;
            // CR 701.14a: "target creature you control fights that creature" means
            // another creature than the subject; the reference found the subject itself.
            if a == b && matches!(obj(c)?, Np::Ref(_)) {
                return Err(miss(c, "fight: that creature is the subject"));
            }
            Ok(vec![Effect::Fight { a, b }])
        }
        Verb::Explore => {
            only(c, |_| false)?;
            let s = match &c.subject {
                Some(np) => refs::one(cx, np)?,
                None => return Err(miss(c, "no subject")),
            };
            Ok(vec![Effect::Explore { subject: s, times: Amount::Fixed(1) }])
        }
        // CR 701.50a: "~ connives", "target creature you control connives".
        Verb::Connive => {
            only(c, |_| false)?;
            let s = match &c.subject {
                Some(np) => refs::one(cx, np)?,
                None => return Err(miss(c, "no subject")),
            };
            Ok(vec![Effect::Connive { subject: s }])
        }
        _ => Err(miss(c, "verb")),
    }
}

/// "that player's graveyard", "target player's graveyard".
fn is_players_graveyard(o: &Option<Np>) -> bool {
    matches!(o, Some(Np::ZoneCards(ZoneNp { zone: ZoneWord::Graveyard, whose: Some(_) })))
}

pub(super) fn obj(c: &Clause) -> Lowered<&Np> {
    c.object.as_ref().ok_or_else(|| miss(c, "no object"))
}

/// "can't block this turn", "can't be blocked this turn", "can't be regenerated".
fn negated(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let words = c.args.iter().find_map(|a| if let Arg::Words(s) = a { Some(cx.words(s)) } else { None });
    if c.verb == Verb::Be && words == Some("regenerated") {
        // Folded into the destroy instructions before it (`effects::after`).
        return Ok(vec![Effect::Regenerate { subject: super::ctx::NO_REGEN }]);
    }
    if let Some(Arg::BlockedBy { by, except }) = c.args.iter().find(|a| matches!(a, Arg::BlockedBy { .. })) {
        return super::blocked_by::blocked_by_until(cx, c, words, by, *except);
    }
    if matches!(c.verb, Verb::Attack | Verb::Block) && c.object.is_some() {
        return super::restrictions::instruction(cx, c);
    }
    let rule = match (c.verb, words) {
        (Verb::Block, None) if c.object.is_none() => mw_ir::CombatRule::CantBlock,
        (Verb::Attack, None) if c.object.is_none() => mw_ir::CombatRule::CantAttack,
        (Verb::Be, Some("blocked this turn")) => mw_ir::CombatRule::CantBeBlocked,
        (Verb::Be, Some(w)) if w.strip_suffix(" this turn").unwrap_or(w) == "the target of spells or abilities your opponents control" => mw_ir::CombatRule::UntargetableByOpponents,
        _ => return Err(miss(c, "can't")),
    };
    let d = if c.args.iter().any(|a| matches!(a, Arg::Duration(DurationNp::EndOfTurn | DurationNp::ThisTurn))) || words.is_some_and(|w| w.ends_with("this turn")) {
        Duration::EndOfTurn
    } else {
        return Err(miss(c, "can't without a duration"));
    };
    let s = c.subject.clone().ok_or_else(|| miss(c, "no subject"))?;
    each_object(cx, &s, |s| Effect::GainCombatRule { subject: s, rule, duration: d })
}

/// "gains flying until end of turn", "gain haste", "have flying" (as an instruction).
fn gain_abilities(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Keywords(_) | Arg::Duration(_) | Arg::Quoted(_)))?;
    let d = duration_or_next_turn(c)?;
    let s = c.subject.clone().unwrap_or(Np::SelfRef);
    // "Create two Eldrazi Spawn tokens. They have \"…\"": the ability is part of the
    // tokens' definition (copiable, CR 707.2), not an effect on them.
    if d == Duration::Indefinite && matches!(&s, Np::Ref(r) if refs::names_created(cx, r)) {
        return Err(miss(c, "an ability the tokens just created have"));
    }
    // The subject is read once: its targets are declared once for every ability gained.
    if let Some(ok) = super::graveyard_play::gains_at_mana_cost(c) {
        ok?;
        if let Some(each) = super::graveyard_play::each_card_of_your_graveyard(cx, &s) {
            return each.map(|filter| vec![Effect::GraveyardGainsFlashback { filter }]);
        }
        return each_of(refs::objects(cx, &s)?, &s, |s| Effect::GainFlashback { subject: s });
    }
    let objs = refs::objects(cx, &s)?;
    let mut out = Vec::new();
    for a in &c.args {
        if let Arg::Quoted(lines) = a {
            // CR 613.1f: a quoted ability gained; the ability follows this one.
            for line in lines {
                for ability in super::statics::quoted(cx, line)? {
                    cx.granted.push(ability);
                    let offset = u8::try_from(cx.granted.len()).map_err(|_| miss(c, "too many quoted abilities"))?;
                    out.extend(each_of(objs.clone(), &s, |s| Effect::GainAbility { subject: s, offset, duration: d })?);
                }
            }
        }
    }
    // "Create a … token. It has \"…\"": the ability is part of the token's definition
    // (copiable, CR 707.2), not an effect on it.
    if out.iter().any(|e| matches!(e, Effect::GainAbility { subject: Subject::Returned, .. })) {
        return Err(miss(c, "a quoted ability of a token just created"));
    }
    out.extend(super::keywords::gained_triggered(cx, c, &objs, &s, d)?);
    // 'gains trample and "{G}: Regenerate this creature."': the keywords too, for the
    // same duration (CR 611.2a).
    let keywords = plain_keywords(c, true)?;
    if keywords.is_empty() && out.is_empty() {
        return Err(miss(c, "no keyword"));
    }
    if !keywords.is_empty() {
        let mut gains = each_of(objs, &s, |s| Effect::GainKeywords { subject: s, keywords: keywords.clone(), duration: d })?;
        gains.append(&mut out);
        out = gains;
    }
    // Only effects the engine ends with the turn structure last "until your next turn".
    let plain = |e: &Effect| matches!(e, Effect::GainKeywords { .. } | Effect::GainAbility { .. });
    if d == Duration::UntilYourNextTurn && !out.iter().all(|e| plain(e) || matches!(e, Effect::ForEach { effect, .. } if plain(effect))) {
        return Err(miss(c, "that duration"));
    }
    Ok(out)
}

/// CR 613.1f: "loses flying until end of turn", "permanents your opponents control lose
/// hexproof and indestructible until end of turn".
fn lose_keywords(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Keywords(_) | Arg::Duration(_)))?;
    let d = duration(c)?;
    let s = c.subject.clone().unwrap_or(Np::SelfRef);
    let keywords = plain_keywords(c, false)?;
    each_object(cx, &s, |s| Effect::LoseKeywords { subject: s, keywords: keywords.clone(), duration: d })
}

/// The keywords a clause names ("flying and first strike"); one with a parameter is a miss.
/// `but_triggered`: those that are triggered abilities (myriad) left out, gained apart.
fn plain_keywords(c: &Clause, but_triggered: bool) -> Lowered<Vec<mw_ir::keyword::Keyword>> {
    let mut keywords = Vec::new();
    for a in &c.args {
        if let Arg::Keywords(ks) = a {
            for k in ks {
                if but_triggered && k.param == KeywordParam::None && super::keywords::triggered_keyword(&k.name).is_some() {
                    continue;
                }
                if k.param != KeywordParam::None {
                    return Err(miss(c, format!("keyword {} with a parameter", k.name)));
                }
                keywords.push(super::filter::keyword(&k.name, &k.span)?);
            }
        }
    }
    Ok(keywords)
}

/// "gets +2/+2 until end of turn", "get +X/+0".
fn get(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Pt(_) | Arg::Duration(_) | Arg::Per(_)))?;
    let pt = c.args.iter().find_map(|a| if let Arg::Pt(p) = a { Some(*p) } else { None }).ok_or_else(|| miss(c, "no p/t"))?;
    let (power, toughness, times) = pump(&pt).ok_or_else(|| miss(c, "that p/t"))?;
    let d = duration(c)?;
    let s = c.subject.clone().ok_or_else(|| miss(c, "no subject"))?;
    // CR 608.2h: "gets +1/+1 until end of turn for each +1/+1 counter on it" (the
    // creature itself) or "… on ~": counted as the instruction is carried out.
    if let Some(AmountNp::CountersOn { kind, on }) = c.args.iter().find_map(|a| if let Arg::Per(p) = a { Some(p) } else { None }) {
        let k = mw_types::CounterKind::parse(kind).ok_or_else(|| miss(c, format!("counter kind {kind}")))?;
        let own = match &**on {
            Np::SelfRef => false,
            Np::Ref(r) if r.word == RefWord::It => true,
            _ => return Err(miss(c, "p/t for each counter on that")),
        };
        if times != Amount::Fixed(1) {
            return Err(miss(c, "that p/t for each counter"));
        }
        return each_object(cx, &s, |s| Effect::Pump { subject: s, power, toughness, duration: d, times: Amount::CountersOn(if own { s } else { Subject::This }, k) });
    }
    // CR 608.2h: "gets -1/-1 until end of turn for each basic land type among lands you
    // control": a count, counted as the instruction is carried out.
    let times = match c.args.iter().find_map(|a| if let Arg::Per(p) = a { Some(p) } else { None }) {
        Some(per) if times == Amount::Fixed(1) => super::amount::amount(cx, per, &c.span)?,
        Some(_) => return Err(miss(c, "p/t for each of that")),
        None => times,
    };
    each_object(cx, &s, |s| Effect::Pump { subject: s, power, toughness, duration: d, times })
}

/// "+2/+0" → (2, 0, 1); "+X/+X" → (1, 1, X); "-X/-0" → (-1, 0, X).
pub fn pump(pt: &PtToken) -> Option<(i32, i32, Amount)> {
    // Numbers no card prints are unsupported (arithmetic stays far from overflow).
    let sane = |p: PtPart| !matches!(p, PtPart::Num { value, .. } if value.abs() > super::amount::MAX_NUMBER);
    if !(sane(pt.power) && sane(pt.toughness)) {
        return None;
    }
    match (pt.power, pt.toughness) {
        (PtPart::Num { value: p, signed: true }, PtPart::Num { value: t, signed: true }) => Some((p, t, Amount::Fixed(1))),
        (PtPart::X(a), PtPart::X(b)) => Some((a, b, Amount::X)),
        (PtPart::X(a), PtPart::Num { value: 0, signed: true }) => Some((a, 0, Amount::X)),
        (PtPart::Num { value: 0, signed: true }, PtPart::X(b)) => Some((0, b, Amount::X)),
        _ => None,
    }
}

/// CR 701.5: "counter target spell", "counter target activated ability".
fn counter(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |_| false)?;
    // "whenever a creature you control becomes the target of a spell or ability, counter
    // that spell or ability": the stack item, the event's object being the creature.
    if cx.targeting_item && matches!(obj(c)?, Np::Ref(RefNp { word: RefWord::That, noun: Noun::Spell | Noun::SpellOrAbility, plural: false, .. })) {
        return Ok(vec![Effect::Counter { what: StackRef::Triggering, exile: false }]);
    }
    match refs::objects(cx, obj(c)?)? {
        Objs::One(Subject::Target(i)) if matches!(cx.targets()[i as usize].kind, mw_ir::TargetKind::Spell(_)) => {
            Ok(vec![Effect::Counter { what: StackRef::Target(i), exile: false }])
        }
        // "whenever a player casts …, counter that spell": the triggering spell.
        // "whenever you … become the target of a spell or ability …, counter that spell or
        // ability": the one the event names (CR 603.2).
        Objs::One(Subject::Triggering) if matches!(obj(c)?, Np::Ref(RefNp { noun: Noun::Spell | Noun::SpellOrAbility, .. })) => {
            Ok(vec![Effect::Counter { what: StackRef::Triggering, exile: false }])
        }
        _ => Err(miss(c, "that object")),
    }
}

/// CR 400.7: "exile two target creatures you control, then return those cards to the
/// battlefield": after targets are exiled, "that card" / "those cards" are the cards in
/// exile (the engine follows each target to where it went).
fn exiled_targets(cx: &mut Ctx, c: &Clause) {
    if !matches!(c.object, Some(Np::Objects(ObjNp { det: Det::Target { .. }, .. }))) {
        return;
    }
    if let Some(a) = cx.that(Noun::None, &[]).filter(|a| matches!(a.subject, Subject::Target(_))) {
        cx.push_ref(Antecedent { noun: Noun::Card, types: Vec::new(), ..a });
    }
}

/// CR 400.6: "return target creature to its owner's hand", "return target creature card
/// from your graveyard to the battlefield", "return ~ to its owner's hand".
fn return_(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    only(c, |a| matches!(a, Arg::Dest(_) | Arg::From(_) | Arg::UnderControl(_) | Arg::Tapped { attacking: false } | Arg::WithCounters { .. }))?;
    let dest = c.args.iter().find_map(|a| if let Arg::Dest(d) = a { Some(d.clone()) } else { None }).ok_or_else(|| miss(c, "no destination"))?;
    let counters = super::counter_moves::entering_counters(cx, c)?;
    if counters.is_some() && !matches!(dest, Dest::Battlefield) {
        return Err(miss(c, "argument with counters"));
    }
    let tapped = c.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
    let under_you = c.args.iter().any(|a| matches!(a, Arg::UnderControl(Np::Player(PlayerNp { who: PlayerWord::You, .. }))));
    let o = obj(c)?;
    let from_graveyard = c.args.iter().any(|a| matches!(a, Arg::From(ZoneNp { zone: ZoneWord::Graveyard, .. })));
    // "Return ~ and up to one other target creature card from your graveyard to the
    // battlefield": the source from a graveyard is `ReturnSelfFromGraveyard`'s, not a list's.
    let self_in_list = matches!(o, Np::And(v) if v.iter().any(|i| matches!(i, Np::SelfRef)));
    if matches!(o, Np::And(_)) && (from_graveyard || (self_in_list && matches!(dest, Dest::Battlefield))) {
        return Err(miss(c, "a list from a graveyard"));
    }
    if matches!(o, Np::SelfRef) && from_graveyard {
        let to_battlefield = matches!(dest, Dest::Battlefield);
        if !(to_battlefield || matches!(dest, Dest::Hand { .. })) {
            return Err(miss(c, "self from graveyard elsewhere"));
        }
        if counters.is_some() {
            return Err(miss(c, "argument with counters"));
        }
        return Ok(vec![Effect::ReturnSelfFromGraveyard { to_battlefield, tapped }]);
    }
    // "return a land you control to its owner's hand", "return another creature you
    // control …": the controller chooses one as the instruction resolves (no target,
    // CR 115.10, 608.2c).
    if let (Np::Objects(ob @ ObjNp { det: Det::A | Det::Another, zone: None, .. }), Dest::Hand { .. }, None, false) = (o, &dest, &c.subject, tapped) {
        let mut filter = refs::obj_filter(cx, ob)?;
        if filter.controller != mw_ir::Controller::You {
            return Err(miss(c, "return a chosen permanent another player controls"));
        }
        filter.props.other |= ob.det == Det::Another;
        return Ok(vec![Effect::ReturnChosen { filter, count: Amount::Fixed(1) }]);
    }
    match dest {
        Dest::Hand { .. } if !tapped => each_object(cx, o, |s| Effect::ReturnToHand { subject: s }),
        // CR 110.5b: "return it to the battlefield tapped" enters tapped.
        Dest::Battlefield => {
            let e = each_object(cx, o, |s| Effect::ReturnToBattlefield { subject: s, under_you, tapped, counters })?;
            // "that creature", "it" after this: the permanent it became (CR 400.7).
            cx.push_ref(Antecedent { subject: Subject::Returned, noun: Noun::Permanent, types: Vec::new(), plural: false });
            Ok(e)
        }
        _ => Err(miss(c, "that destination")),
    }
}

/// "put two +1/+1 counters on target creature", "put it onto the battlefield", "put
/// that card into your hand", "put ~ on top of its owner's library".
fn put(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if let Some(kind) = c.args.iter().find_map(|a| if let Arg::Counters { kind } = a { Some(kind.clone()) } else { None }) {
        return super::counter_moves::put_counters(cx, c, &kind);
    }
    // CR 110.2a: "put target creature card from a graveyard onto the battlefield under
    // your control": enters under the control of the player putting it, as "return … to
    // the battlefield under your control" does.
    if c.args.iter().any(|a| matches!(a, Arg::UnderControl(_))) && c.args.iter().any(|a| matches!(a, Arg::Dest(Dest::Battlefield))) && !cx.searching && c.subject.is_none() {
        return return_(cx, c);
    }
    only(c, |a| matches!(a, Arg::Dest(_) | Arg::Tapped { attacking: false } | Arg::From(_)))?;
    let dest = c.args.iter().find_map(|a| if let Arg::Dest(d) = a { Some(d.clone()) } else { None }).ok_or_else(|| miss(c, "no destination"))?;
    let tapped = c.args.iter().any(|a| matches!(a, Arg::Tapped { .. }));
    let o = obj(c)?;
    // After a search: "put it onto the battlefield tapped", "put that card into your
    // hand" (folded into the search by `effects`).
    if cx.searching && matches!(o, Np::Ref(_)) {
        let to = match dest {
            Dest::Battlefield => SearchTo::Battlefield { tapped },
            Dest::Hand { .. } => SearchTo::Hand,
            Dest::Graveyard { .. } => SearchTo::Graveyard,
            Dest::Library { pos: LibraryPos::Top, .. } => SearchTo::Top,
            _ => return Err(miss(c, "search into that destination")),
        };
        if let (SearchTo::Battlefield { .. }, Np::Ref(r)) = (to, o) {
            // "… onto the battlefield tapped, then shuffle. Then … untap that land": the
            // one permanent the search put there (CR 400.7).
            if !r.plural {
                cx.push_ref(Antecedent { subject: Subject::Returned, noun: Noun::Permanent, types: Vec::new(), plural: false });
            }
        }
        return Ok(vec![Effect::MoveThatCard { to, reveal: false }]);
    }
    // CR 603.6c: "when ~ is put into your graveyard from your library, you may put it
    // onto the battlefield": the source, from the graveyard it went to.
    if cx.source_in_graveyard && matches!(dest, Dest::Battlefield) && matches!(o, Np::SelfRef | Np::Ref(_)) && refs::one(cx, o)? == Subject::This {
        return Ok(vec![Effect::ReturnSelfFromGraveyard { to_battlefield: true, tapped }]);
    }
    match dest {
        // CR 401.4: "[its owner] puts it on the top or bottom of their library": the
        // subject (else the controller) chooses; the card goes to its owner's library.
        Dest::Library { pos: LibraryPos::TopOrBottom, .. } if !tapped => {
            let chooser = subject_player(cx, c)?;
            let moves = each_object(cx, o, |s| Effect::PutOnTopOrBottom { subject: s })?;
            // A target (a spell, a permanent, a card in a graveyard); the source of a
            // "when ~ dies" trigger is a new object by then (CR 400.7): not lowered.
            if !moves.iter().all(|e| matches!(e, Effect::PutOnTopOrBottom { subject: Subject::Target(_) })) {
                return Err(miss(c, "top or bottom: an object that isn't a target"));
            }
            match chooser {
                PlayerRef::You => Ok(moves),
                PlayerRef::EachOpponent | PlayerRef::EachPlayer => Err(miss(c, "several players put")),
                p => Ok(moves.into_iter().map(|e| Effect::ByPlayer { player: p, effect: Box::new(e) }).collect()),
            }
        }
        Dest::Library { pos: pos @ (LibraryPos::Top | LibraryPos::Bottom), .. } if !tapped => {
            let top = pos == LibraryPos::Top;
            each_object(cx, o, |s| Effect::PutInLibrary { subject: s, top })
        }
        Dest::Hand { .. } if !tapped => each_object(cx, o, |s| Effect::ReturnToHand { subject: s }),
        _ => Err(miss(c, "that destination")),
    }
}

/// "If you don't, [instruction]" (CR 118.12).
pub(super) fn if_not_done(e: Effect) -> Effect {
    Effect::IfYouDo { done: false, effect: Box::new(e) }
}

/// CR 118.12a: "A unless you [do B]" ("sacrifice ~ unless you discard a card", "… unless
/// you pay 2 life", "… unless you return a land you control to its owner's hand") is
/// "you may B. If you don't, A." Only actions whose "if you don't" the engine sees as
/// not done when they can't be done in full (CR 118.3): a payment, paying life,
/// discarding, sacrificing or returning one permanent.
pub fn unless_does(cx: &mut Ctx, body: &Stmt, act: &Clause, span: &Span) -> Lowered<Vec<Effect>> {
    let mut inner = super::effects::stmt(cx, body, span)?;
    if inner.len() != 1 {
        return Err(Miss::new(span.clone(), "unless: several instructions"));
    }
    let who = act.subject.as_ref().ok_or_else(|| miss(act, "unless: no player"))?;
    let player = if is_you(cx, who)? { PlayerRef::You } else { refs::player(cx, who)? };
    // CR 118.12a: another player's choice ("that player discards two cards unless they
    // discard a land card"): they choose and act, as the instruction's "you".
    let by = |e: Effect| if player == PlayerRef::You { e } else { Effect::ByPlayer { player, effect: Box::new(e) } };
    if player != PlayerRef::You && !matches!(inner[0], Effect::Discard { player: p, .. } | Effect::Sacrifices { player: p, .. } | Effect::LoseLife { player: p, .. } if p == player) {
        return Err(miss(act, "unless: another player does that"));
    }
    let was = (player != PlayerRef::You).then(|| cx.enter_acting());
    let did = clause(cx, act);
    if let Some(was) = was {
        cx.leave_acting(was);
    }
    let mut did = did?;
    let one = Amount::Fixed(1);
    let choice = match (did.pop(), did.is_empty()) {
        (Some(e @ (Effect::MayPay { .. } | Effect::MayPayEnergy { .. })), true) => e,
        (Some(e @ Effect::PayLife { .. }), true) => Effect::Optional(Box::new(e)),
        (Some(e @ Effect::Discard { player: PlayerRef::You, random: false, .. }), true) => Effect::Optional(Box::new(e)),
        // CR 701.9a: "… unless they discard a land card": a card of that kind, or none.
        (Some(Effect::RevealChooseDiscard { player: PlayerRef::You, filter, exile: false, look: true, .. }), true) => {
            Effect::RevealChooseDiscard { player: PlayerRef::You, filter, exile: false, look: true, optional: true }
        }
        (Some(e @ (Effect::Sacrifices { player: PlayerRef::You, exploit: false, .. } | Effect::ReturnChosen { .. })), true)
            if matches!(&e, Effect::Sacrifices { count, .. } | Effect::ReturnChosen { count, .. } if *count == one) =>
        {
            Effect::Optional(Box::new(e))
        }
        _ => return Err(miss(act, "unless: that action")),
    };
    Ok(vec![by(choice), if_not_done(inner.remove(0))])
}

/// CR 118.3, 119.4: "pay {2}", "pay 3 life" as an instruction: the player chooses
/// whether to pay (nobody is made to activate mana abilities, CR 118.3c; life only with
/// that much); a following "if you do / don't" sees whether they paid (CR 118.12).
fn pay(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if c.object.is_some() || c.subject.as_ref().is_some_and(|s| !matches!(s, Np::Player(PlayerNp { who: PlayerWord::You, .. }))) {
        return Err(miss(c, "another payment"));
    }
    match c.args.as_slice() {
        [Arg::Mana(ManaNp::Symbols(syms))] if !syms.contains(&mw_types::ManaSymbol::X) => {
            Ok(vec![Effect::MayPay { cost: mw_types::ManaCost { symbols: syms.clone() }, times: Amount::one() }])
        }
        [Arg::Amount(a)] => Ok(vec![Effect::PayLife { amount: amount(cx, a, &c.span)? }]),
        _ => Err(miss(c, "that payment")),
    }
}

pub(super) fn is_you(cx: &mut Ctx, who: &Np) -> Lowered<bool> {
    Ok(matches!(who, Np::Player(_)) && refs::player(cx, who)? == PlayerRef::You)
}

