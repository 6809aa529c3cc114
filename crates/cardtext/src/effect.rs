//! Instructions (CR 609): one sentence at a time into IR effects. Targets a sentence
//! announces are appended to the ability's target list and referred to by index.

use crate::target::target;
use crate::words::{amount, number};
pub use crate::instructions::{instructions, instructions_of, push_sentence};
pub(crate) use crate::pt::{pt_and_keywords, x_change};
use crate::simple_verbs::{destroy, discard, draw, draw_and_lose, life, look_at_hand, player_cards, tap_untap_exile, turn_rule};
use mw_ir::{Amount, Duration, Effect, PlayerRef, Recipient, Subject, TargetSpec};

/// Reads one sentence (no final period); None when it is not understood.
pub fn sentence(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(e) = crate::references::controller_of_it(s, targets) {
        return Some(e);
    }
    sentence_plain(s, targets)
}

pub(crate) fn sentence_plain(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(e) = multi_target(s, targets) {
        return Some(e);
    }
    // "you gain X life and draw X cards, where X is …": the definition is of the whole
    // sentence, read before it is split at " and ".
    if s.contains(", where x is ") {
        if let Some(e) = crate::count::sentence(s, targets) {
            return Some(e);
        }
    }
    damage(s, targets)
        .or_else(|| crate::pt::pump(s, targets))
        .or_else(|| draw(s, targets))
        .or_else(|| draw_and_lose(s, targets))
        .or_else(|| crate::pt::damage_to_itself(s, targets))
        .or_else(|| crate::pt::base_pt(s, targets))
        .or_else(|| crate::colors::becomes(s, targets))
        .or_else(|| life(s, targets))
        .or_else(|| destroy(s, targets))
        .or_else(|| counter(s, targets))
        .or_else(|| bounce(s, targets))
        .or_else(|| turn_rule(s))
        .or_else(|| explore(s, targets))
        .or_else(|| counters(s, targets))
        .or_else(|| crate::moves::return_to_battlefield(s, targets))
        .or_else(|| crate::moves::transform(s, targets))
        .or_else(|| (s == "you may play an additional land this turn").then(|| vec![Effect::AdditionalLand]))
        .or_else(|| crate::tokens::create(s))
        .or_else(|| library_action(s, targets))
        .or_else(|| fight(s, targets))
        .or_else(|| crate::replacement::become_copy(s, targets))
        .or_else(|| crate::replacement::switch(s, targets))
        .or_else(|| crate::replacement::enter_under_your_control(s))
        .or_else(|| (s == "proliferate").then(|| vec![Effect::Proliferate]))
        .or_else(|| tap_untap_exile(s, targets))
        .or_else(|| crate::moves::search(s))
        .or_else(|| discard(s, targets))
        .or_else(|| (s == "you become the monarch").then(|| vec![Effect::BecomeMonarch { player: PlayerRef::You }]))
        .or_else(|| joined(s, ", then ", targets))
        .or_else(|| {
            let mut local = targets.clone();
            let subject = permanent_subject(s.strip_prefix("regenerate ")?, &mut local)?;
            *targets = local;
            Some(vec![Effect::Regenerate { subject }])
        })
        .or_else(|| Some(vec![Effect::Discover { amount: amount(s.strip_prefix("discover ")?)? }]))
        .or_else(|| connive(s, targets))
        .or_else(|| optional(s, targets))
        .or_else(|| crate::group::sentence(s, targets))
        .or_else(|| crate::choices::may_pay(s))
        .or_else(|| prevent(s, targets))
        .or_else(|| delayed(s, targets))
        .or_else(|| gain_control(s, targets))
        .or_else(|| (s == "flip a coin").then(|| vec![Effect::FlipCoin]))
        .or_else(|| crate::dice::roll(s))
        .or_else(|| (s == "you skip your next turn").then(|| vec![Effect::SkipNextTurn { player: PlayerRef::You }]))
        .or_else(|| crate::ability::from_graveyard(s).map(|e| vec![e]))
        .or_else(|| {
            (s == "return the exiled card to the battlefield under its owner's control" || s == "return the exiled creature to the battlefield under its owner's control")
                .then(|| vec![Effect::ReturnLinkedExiled])
        })
        .or_else(|| crate::divided::divided(s, targets))
        .or_else(|| look_at_hand(s, targets))
        .or_else(|| {
            (s == "~ assigns no combat damage this turn").then(|| {
                vec![Effect::GainCombatRule { subject: Subject::This, rule: mw_ir::CombatRule::AssignsNoCombatDamage, duration: Duration::EndOfTurn }]
            })
        })
        .or_else(|| {
            (s == "~ can attack this turn as though it didn't have defender").then(|| {
                vec![Effect::GainCombatRule { subject: Subject::This, rule: mw_ir::CombatRule::AttacksDespiteDefender, duration: Duration::EndOfTurn }]
            })
        })
        .or_else(|| (s == "clash with an opponent").then(|| vec![Effect::Clash, Effect::ClashOpponentDecides]))
        .or_else(|| (s == "choose a creature type").then(|| vec![Effect::Choose(mw_ir::Choice::CreatureType)]))
        .or_else(|| (s == "choose a color").then(|| vec![Effect::Choose(mw_ir::Choice::Color)]))
        .or_else(|| joined(s, " and ", targets))
        .or_else(|| crate::ability::mana_production(s).map(|p| vec![Effect::AddMana(p)]))
        .or_else(|| crate::choices::sacrifice(s, targets))
        .or_else(|| crate::choices::sacrifices(s, targets))
        .or_else(|| attach(s, targets))
        .or_else(|| controller_life(s, targets))
        .or_else(|| you_and(s, targets))
        .or_else(|| cant(s, targets))
        .or_else(|| crate::moves::library_or_graveyard(s, targets))
        .or_else(|| extra_turn(s, targets))
        .or_else(|| crate::moves::put_from_hand(s))
        .or_else(|| skip_untap(s, targets))
        .or_else(|| crate::moves::token_copy(s, targets))
        .or_else(|| crate::count::sentence(s, targets))
        .or_else(|| crate::choices::unless_you_pay(s, targets))
        .or_else(|| crate::choices::remove_counters(s, targets))
        .or_else(|| crate::actions::exile_top(s))
        .or_else(|| crate::moves::create_and_attach(s))
        .or_else(|| crate::actions::pay_tap_discard(s, targets))
        .or_else(|| crate::actions::keyword_action(s, targets))
        .or_else(|| crate::actions::copy_spell(s, targets))
        .or_else(|| choose_target(s, targets))
        .or_else(|| exile_if_dies(s, targets))
}

/// CR 115.1: "choose target creature. …that creature…": the target alone; later sentences
/// name it.
fn choose_target(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (spec, r) = target(s.strip_prefix("choose ")?)?;
    if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
        return None;
    }
    push_target(spec, targets);
    Some(Vec::new())
}

/// CR 614.1a: "if that creature would die this turn, exile it instead".
fn exile_if_dies(s: &str, targets: &[TargetSpec]) -> Option<Vec<Effect>> {
    let who = s.strip_prefix("if ")?.strip_suffix(" would die this turn, exile it instead")?;
    let subject = match who {
        "that creature" | "it" | "that creature or planeswalker" => pronoun(targets),
        _ => return None,
    };
    Some(vec![Effect::ExileInstead { subject, any_zone: false }])
}

/// CR 615.7: "prevent the next 3 damage that would be dealt to any target this turn".
fn prevent(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("prevent the next ")?;
    let (n, rest) = rest.split_once(" damage that would be dealt to ")?;
    let amount = amount(n)?;
    let who = rest.strip_suffix(" this turn")?;
    let to = match who {
        "you" => Recipient::Player(PlayerRef::You),
        "~" => Recipient::Object(Subject::This),
        _ => {
            let (spec, r) = target(who)?;
            if !r.is_empty() {
                return None;
            }
            Recipient::Target(push_target(spec, targets))
        }
    };
    Some(vec![Effect::PreventNext { to, amount }])
}

/// CR 115.1 / 601.2c: "tap up to two target creatures", "return two target creature
/// cards …", "up to one target creature": the instruction once per target, the targets
/// optional ("up to") and different from each other (CR 115.3).
fn multi_target(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (head, rest, optional) = if let Some(i) = s.find("up to ") {
        (&s[..i], &s[i + 6..], true)
    } else {
        let i = [" two target ", " three target "].iter().filter_map(|w| s.find(w)).min()? + 1;
        (&s[..i], &s[i..], false)
    };
    let head = head.strip_suffix("each of ").unwrap_or(head);
    let (n, rest) = rest.split_once(' ')?;
    let n = number(n)?;
    // "up to two other target creatures": not the source (CR 115.1).
    let (rest, other) = match rest.strip_prefix("other target ") {
        Some(r) => (r, true),
        None => (rest.strip_prefix("target ")?, false),
    };
    if !(1..=4).contains(&n) || (n == 1 && !optional) {
        return None;
    }
    // One target at a time: plural nouns singular again.
    let one: Vec<String> = rest
        .replace(" to their owners' hands", " to its owner's hand")
        .split(' ')
        .map(|w| match w {
            "creatures" | "cards" | "permanents" | "artifacts" | "enchantments" | "lands" | "players" | "opponents"
            | "spells" | "planeswalkers" => w.trim_end_matches('s').to_string(),
            // "each get +1/+1", "each gain flying": one target's verb.
            "get" | "gain" | "deal" => format!("{w}s"),
            _ => w.to_string(),
        })
        .collect();
    let single = format!("{head}{}target {}", if other { "another " } else { "" }, one.join(" ").replacen(" each gets ", " gets ", 1).replacen(" each gains ", " gains ", 1).replacen(" each deals ", " deals ", 1));
    let mut local = targets.clone();
    let mut out = Vec::new();
    for k in 0..n {
        let before = local.len();
        out.extend(sentence(&single, &mut local)?);
        if local.len() != before + 1 {
            return None;
        }
        let spec = local.last_mut()?;
        spec.optional = optional;
        spec.distinct = k > 0;
    }
    *targets = local;
    Some(out)
}

/// CR 603.7a: "draw a card at the beginning of the next turn's upkeep", "return that card
/// to the battlefield under its owner's control at the beginning of the next end step",
/// "at end of combat, destroy that creature": an instruction done later by a delayed
/// triggered ability. "It" and "that card" name the object they name now (CR 603.7c);
/// nothing new may be targeted.
fn delayed(s: &str, targets: &[TargetSpec]) -> Option<Vec<Effect>> {
    use mw_ir::DelayedWhen;
    let moments = [
        ("at the beginning of the next turn's upkeep", DelayedWhen::NextUpkeep),
        ("at the beginning of the next end step", DelayedWhen::NextEndStep),
        ("at end of combat", DelayedWhen::EndOfCombat),
    ];
    let (inner, when) = moments.iter().find_map(|(words, when)| {
        let inner = s.strip_suffix(&format!(" {words}")).or_else(|| s.strip_prefix(&format!("{words}, ")))?;
        Some((inner, *when))
    })?;
    let refers = inner.contains("that ") || inner.split(' ').any(|w| matches!(w, "it" | "its" | "him" | "her"));
    if inner.split(' ').any(|w| matches!(w, "them" | "their" | "those")) {
        return None;
    }
    let about = refers.then(|| pronoun(targets));
    let mut local = Vec::new();
    // "Exile target creature. Return the exiled card to the battlefield … at the
    // beginning of the next end step": the card this ability exiled, followed into exile
    // (CR 400.7, 603.7c) — not a linked ability's (CR 607.2a is about two abilities).
    let inner = match (about, inner.strip_prefix("return the exiled card ").or_else(|| inner.strip_prefix("return the exiled creature "))) {
        (Some(_), Some(rest)) => format!("return it {rest}"),
        _ => inner.to_string(),
    };
    let effects = with_it(Subject::Triggering, || sentence(&inner, &mut local))?;
    local.is_empty().then(|| vec![Effect::Delayed { when, effects, about, spell: None, trigger: None, each_created: false }])
}

/// Two instructions joined by `sep`: "draw a card, then discard a card", "untap target
/// creature and gain control of it until end of turn", "destroy target creature and you
/// gain 3 life"; the second may name the first's target as "it". Each place `sep` occurs
/// is tried in turn.
fn joined(s: &str, sep: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    for (i, _) in s.match_indices(sep) {
        let (a, b) = (&s[..i], &s[i + sep.len()..]);
        let mut local = targets.clone();
        let Some(mut out) = sentence(a, &mut local) else { continue };
        // "put a creature card from your hand onto the battlefield and attach ~ to it":
        // "it" is the permanent the first part put there (CR 400.7).
        let put = matches!(out.last(), Some(Effect::PutFromHand { .. } | Effect::ReturnToBattlefield { .. } | Effect::ReturnSelfFromGraveyard { to_battlefield: true, .. }));
        let more = if put && local.len() == targets.len() { with_it(Subject::Returned, || sentence(b, &mut local)) } else { sentence(b, &mut local) };
        let Some(more) = more else { continue };
        out.extend(more);
        *targets = local;
        return Some(out);
    }
    None
}

/// CR 613.1b: "gain control of target creature until end of turn", "gain control of
/// target artifact".
fn gain_control(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("gain control of ")?;
    let (who, duration) = match rest.strip_suffix(" until end of turn") {
        Some(w) => (w, Duration::EndOfTurn),
        None => (rest, Duration::Indefinite),
    };
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::GainControl { subject, duration }])
}




/// CR 701.3: "attach it to target creature you control", "attach ~ to target creature".
fn attach(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    // "whenever a creature enters under your control, you may attach ~ to it".
    if s == "attach ~ to it" || s == "attach ~ to that creature" {
        // "It" is never the source itself (living weapon's "it" is read elsewhere).
        let to = pronoun(targets);
        return (to != Subject::This).then(|| vec![Effect::AttachTo { to, what: Subject::This }]);
    }
    let rest = s.strip_prefix("attach it to ").or_else(|| s.strip_prefix("attach ~ to "))?;
    if !targets.is_empty() && s.starts_with("attach it") {
        return None;
    }
    let (spec, r) = target(rest)?;
    if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
        return None;
    }
    let t = push_target(spec, targets);
    Some(vec![Effect::AttachTo { to: Subject::Target(t), what: Subject::This }])
}

/// "its controller loses 2 life", "its controller gains 3 life": the controller of the
/// object last targeted; "you gain that much life".
fn controller_life(s: &str, targets: &mut [TargetSpec]) -> Option<Vec<Effect>> {
    if s == "you gain that much life" {
        return Some(vec![Effect::GainLife { player: PlayerRef::You, amount: Amount::TriggerAmount }]);
    }
    let rest = s.strip_prefix("its controller ")?;
    let last = targets.len().checked_sub(1)?;
    if !matches!(targets[last].kind, mw_ir::TargetKind::Permanent(_)) {
        return None;
    }
    let player = PlayerRef::ControllerOfTarget(last as u8);
    let words: Vec<&str> = rest.split(' ').collect();
    Some(vec![match words.as_slice() {
        ["gains", n, "life"] => Effect::GainLife { player, amount: Amount::Fixed(number(n)?) },
        ["loses", n, "life"] => Effect::LoseLife { player, amount: Amount::Fixed(number(n)?) },
        _ => return None,
    }])
}

/// "you gain 2 life and draw a card": one player doing two things.
fn you_and(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("you ")?;
    let (a, b) = rest.split_once(" and ")?;
    let mut local = targets.clone();
    let mut out = sentence(&format!("you {a}"), &mut local)?;
    out.extend(sentence(&format!("you {b}"), &mut local)?);
    *targets = local;
    Some(out)
}

/// "target creature can't block this turn", "~ can't be blocked this turn".
fn cant(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rule) = s.split_once(" can't ")?;
    let rules = crate::group::combat_rules_this_turn(rule)?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(rules.into_iter().map(|rule| Effect::GainCombatRule { subject, rule, duration: Duration::EndOfTurn }).collect())
}

/// CR 701.50: "~ connives", "it connives", "target creature you control connives".
fn connive(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let who = s.strip_suffix(" connives")?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::Connive { subject }])
}

/// The object an instruction names: "~", "it" (see `pronoun`), or a permanent target
/// phrase, whose target is added to `local`.
pub(crate) fn permanent_subject(who: &str, local: &mut Vec<TargetSpec>) -> Option<Subject> {
    match who {
        "~" => Some(Subject::This),
        "enchanted creature" | "equipped creature" | "enchanted permanent" | "enchanted land" | "enchanted artifact" => {
            Some(Subject::Attached)
        }
        // "that creature": the creature targeted earlier in the same ability, or the one
        // a trigger is about.
        "that creature" | "that permanent" if !local.is_empty() || IT.get() != Subject::This => Some(pronoun(local)),
        "it" => Some(pronoun(local)),
        _ => {
            let (spec, r) = target(who)?;
            if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
                return None;
            }
            Some(Subject::Target(push_target(spec, local)))
        }
    }
}

/// CR 609.3: "you may [instruction]": the controller chooses as it resolves.
fn optional(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("you may ")?;
    let mut local = targets.clone();
    let inner = sentence(rest, &mut local)
        .or_else(|| sentence(&format!("you {rest}"), &mut local))
        .or_else(|| have_do(rest, &mut local))?;
    let [one] = <[Effect; 1]>::try_from(inner).ok()?;
    *targets = local;
    Some(vec![Effect::Optional(Box::new(one))])
}

/// "have target creature get -2/-2 until end of turn", "have ~ deal 3 damage to any
/// target", "have it fight target creature": the same instruction with its subject first
/// ("target creature gets …").
fn have_do(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("have ")?;
    let words: Vec<&str> = rest.split(' ').collect();
    for k in 1..words.len().min(6) {
        let verb = words[k];
        let third = match verb {
            "get" | "gain" | "deal" | "fight" | "discard" | "lose" | "draw" | "return" | "become" | "sacrifice" | "mill" | "create" | "put" => {
                format!("{verb}s")
            }
            _ => continue,
        };
        let text = format!("{} {third} {}", words[..k].join(" "), words[k + 1..].join(" "));
        let mut local = targets.clone();
        if let Some(e) = sentence(text.trim_end(), &mut local) {
            *targets = local;
            return Some(e);
        }
    }
    None
}

/// "scry 2", "surveil 1", "you mill two cards", "mill three cards" (CR 701.22, 701.25,
/// 701.17).
fn library_action(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if let Some(n) = s.strip_prefix("scry ") {
        return Some(vec![Effect::Scry { amount: amount(n)? }]);
    }
    if let Some(n) = s.strip_prefix("surveil ") {
        return Some(vec![Effect::Surveil { amount: amount(n)? }]);
    }
    let mut local = targets.clone();
    let (player, amount) = player_cards(s, ("mill", "mills"), true, &mut local)?;
    *targets = local;
    Some(vec![Effect::Mill { player, amount }])
}

/// "target creature you control fights target creature you don't control" (CR 701.14).
fn fight(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (a, b) = s.split_once(" fights ")?;
    let mut local = targets.clone();
    let subject = |text: &str, local: &mut Vec<TargetSpec>| -> Option<Subject> {
        if text == "~" {
            return Some(Subject::This);
        }
        if text == "it" {
            return Some(pronoun(local));
        }
        let (spec, r) = target(text)?;
        if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Permanent(_)) {
            return None;
        }
        Some(Subject::Target(push_target(spec, local)))
    };
    let a = subject(a, &mut local)?;
    let b = subject(b, &mut local)?;
    *targets = local;
    Some(vec![Effect::Fight { a, b }])
}

/// CR 701.44: "it explores", "~ explores, then it explores again", "it explores x times",
/// "target creature you control explores", "that creature explores, then it explores again".
fn explore(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rest) = s.split_once(" explores")?;
    let times = match rest {
        "" => Amount::Fixed(1),
        ", then it explores again" => Amount::Fixed(2),
        " x times" => Amount::X,
        _ => return None,
    };
    let mut local = targets.clone();
    let subject = match who {
        "~" => Subject::This,
        "it" => pronoun(&local),
        "that creature" => Subject::Returned,
        _ => {
            let (spec, r) = target(who)?;
            if !r.is_empty() {
                return None;
            }
            Subject::Target(push_target(spec, &mut local))
        }
    };
    *targets = local;
    Some(vec![Effect::Explore { subject, times }])
}

/// CR 122.6: "put a +1/+1 counter on ~", "put two +1/+1 counters on target creature".
fn counters(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("put ")?;
    let (n, rest) = rest.split_once(' ')?;
    let amount = amount(n)?;
    let (kind, who) = rest.split_once(" counters on ").or_else(|| rest.split_once(" counter on "))?;
    // CR 122.1b, 122.1h: counters whose rules the engine doesn't give.
    if crate::lower::enters::RULED_KINDS.contains(&kind) {
        return None;
    }
    let kind = mw_types::CounterKind::parse(kind)?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::PutCounters { subject, kind, amount }])
}

/// CR 502.3: "that creature doesn't untap during its controller's next untap step".
fn skip_untap(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    // "~ doesn't untap during your next untap step": the source, which you control.
    if s == "~ doesn't untap during your next untap step" {
        return Some(vec![Effect::SkipNextUntap { subject: Subject::This }]);
    }
    let who = s.strip_suffix(" doesn't untap during its controller's next untap step")?;
    let mut local = targets.clone();
    let subject = match who {
        "that land" | "that artifact" => pronoun(&local),
        _ => permanent_subject(who, &mut local)?,
    };
    *targets = local;
    Some(vec![Effect::SkipNextUntap { subject }])
}

/// CR 500.7: "take an extra turn after this one", "target player takes an extra turn
/// after this one".
fn extra_turn(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    if s == "take an extra turn after this one" || s == "you take an extra turn after this one" {
        return Some(vec![Effect::ExtraTurn { player: PlayerRef::You }]);
    }
    let who = s.strip_suffix(" takes an extra turn after this one")?;
    let mut local = targets.clone();
    let player = player_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::ExtraTurn { player }])
}

/// "return ~ to its owner's hand", "return target creature to its owner's hand",
/// "return a land you control to its owner's hand" (chosen, not targeted).
fn bounce(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("return ")?;
    let what = rest.strip_suffix(" to its owner's hand")?;
    if what == "~" {
        return Some(vec![Effect::ReturnToHand { subject: Subject::This }]);
    }
    if let Some(chosen) = what.strip_prefix("a ").or_else(|| what.strip_prefix("an ")) {
        let (filter, r) = crate::target::object_phrase(chosen, false)?;
        if !r.is_empty() || filter.controller != mw_ir::Controller::You {
            return None;
        }
        return Some(vec![Effect::ReturnChosen { filter, count: Amount::Fixed(1) }]);
    }
    // "return target creature …", "return it …", "return that creature …".
    let mut local = targets.clone();
    let subject = permanent_subject(what, &mut local)?;
    *targets = local;
    Some(vec![Effect::ReturnToHand { subject }])
}

/// "counter target spell", "counter target noncreature spell unless its controller pays
/// {3}" (CR 701.6, 118.12).
fn counter(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("counter ")?;
    let (spec, r) = target(rest)?;
    if !matches!(spec.kind, mw_ir::TargetKind::Spell(_)) {
        return None;
    }
    let r = r.trim();
    let cost = if r.is_empty() {
        None
    } else {
        let c = r.strip_prefix("unless its controller pays ")?;
        Some(mw_types::ManaCost::parse(c).ok()?)
    };
    let mut local = targets.clone();
    let t = push_target(spec, &mut local);
    *targets = local;
    let what = mw_ir::StackRef::Target(t);
    Some(vec![match cost {
        None => Effect::Counter { what, exile: false },
        Some(cost) => Effect::CounterUnlessPays { what, cost, life: 0, per: None },
    }])
}

pub(crate) fn push_target(spec: TargetSpec, targets: &mut Vec<TargetSpec>) -> u8 {
    targets.push(spec);
    (targets.len() - 1) as u8
}

/// "~ deals 3 damage to any target", "target creature you control deals damage equal to
/// its power to target creature you don't control" (CR 120.3).
fn damage(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, rest) = s.split_once(" deals ")?;
    let mut local = targets.clone();
    let source = match who {
        "~" => Subject::This,
        "it" => pronoun(&local),
        _ => {
            let (spec, r) = target(who)?;
            if !r.is_empty() {
                return None;
            }
            Subject::Target(push_target(spec, &mut local))
        }
    };
    let (amount, to) = if let Some(r) = rest.strip_prefix("damage equal to its power to ") {
        (Amount::PowerOf(source), r)
    } else if let Some(r) = rest.strip_prefix("that much damage to ") {
        (Amount::TriggerAmount, r)
    } else {
        let (n, r) = rest.split_once(" damage to ")?;
        (amount(n)?, r)
    };
    // "… to target creature and 2 damage to that creature's controller", "… to any target
    // and 1 damage to you": a second recipient, dealt damage by the same source.
    let (to, second) = match to.split_once(" and ") {
        Some((first, more)) => {
            let (n, whom) = more.split_once(" damage to ")?;
            (first, Some((crate::words::amount(n)?, whom)))
        }
        None => (to, None),
    };
    let object = match to {
        "that creature" | "it" | "enchanted creature" | "equipped creature" => permanent_subject(to, &mut local),
        _ => None,
    };
    let first = match named_player(to) {
        Some(p) => Recipient::Player(p),
        None if object.is_some() => Recipient::Object(object?),
        None => {
            let (spec, r) = target(to)?;
            if !r.is_empty() {
                return None;
            }
            Recipient::Target(push_target(spec, &mut local))
        }
    };
    let mut out = vec![Effect::DealDamage { source, amount, to: first }];
    if let Some((n, whom)) = second {
        let to = match (whom, first) {
            ("that creature's controller" | "that permanent's controller" | "its controller", Recipient::Target(t)) => {
                Recipient::Player(PlayerRef::ControllerOfTarget(t))
            }
            _ => match named_player(whom) {
                Some(p) => Recipient::Player(p),
                None => {
                    let (mut spec, r) = target(whom)?;
                    if !r.is_empty() {
                        return None;
                    }
                    // "another target": not the first one (CR 115.3).
                    spec.distinct |= whom.starts_with("another target");
                    spec.other = false;
                    Recipient::Target(push_target(spec, &mut local))
                }
            },
        };
        out.push(Effect::DealDamage { source, amount: n, to });
    }
    *targets = local;
    Some(out)
}

thread_local! {
    /// What "it" means before any target is named: the source, or the object a trigger
    /// is about ("whenever a creature you control attacks alone, it gets …").
    pub(crate) static IT: std::cell::Cell<Subject> = const { std::cell::Cell::new(Subject::This) };
}

/// Reads instructions with "it" (before any target) meaning `it`.
pub(crate) fn with_it<T>(it: Subject, f: impl FnOnce() -> T) -> T {
    let before = IT.replace(it);
    let out = f();
    IT.set(before);
    out
}

/// "it": the object the last target named earlier in the text, or else the source or
/// the object the trigger is about ("Sacrifice ~: It deals 1 damage…", "When ~ enters,
/// it explores").
pub(crate) fn pronoun(targets: &[TargetSpec]) -> Subject {
    match targets.len() {
        0 => IT.get(),
        n => Subject::Target((n - 1) as u8),
    }
}

/// A player an instruction names: "you", "each opponent", or a target player or opponent
/// (its target added to `targets`).
pub(crate) fn player_subject(who: &str, targets: &mut Vec<TargetSpec>) -> Option<PlayerRef> {
    if let Some(p) = named_player(who) {
        return Some(p);
    }
    let (spec, r) = target(who)?;
    if !r.is_empty() || !matches!(spec.kind, mw_ir::TargetKind::Player | mw_ir::TargetKind::Opponent) {
        return None;
    }
    Some(PlayerRef::Target(push_target(spec, targets)))
}

/// A player named without targeting: "you", "defending player".
pub(crate) fn named_player(s: &str) -> Option<PlayerRef> {
    match s {
        "you" => Some(PlayerRef::You),
        "defending player" => Some(PlayerRef::DefendingPlayer),
        "that player" => Some(PlayerRef::ThatPlayer),
        "each opponent" => Some(PlayerRef::EachOpponent),
        "each player" => Some(PlayerRef::EachPlayer),
        _ => None,
    }
}

/// "defending player reveals the top card of their library. if it's a land card, that
/// player puts it into their hand".
pub(crate) fn reveal_take(text: &str) -> Option<Vec<Effect>> {
    let t = text.trim_end_matches('.');
    let (who, rest) = t.split_once(" reveals the top card of their library. if it's a ")?;
    let player = named_player(who)?;
    let (ty, rest) = rest.split_once(" card, ")?;
    if rest != "that player puts it into their hand" {
        return None;
    }
    let card_type = mw_types::CardType::from_name(ty)?;
    Some(vec![Effect::RevealTopTakeIf { player, card_type }])
}
