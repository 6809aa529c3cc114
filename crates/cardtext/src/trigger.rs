//! Trigger conditions (CR 603.1): "when ~ enters", "whenever another creature you control
//! dies", "whenever you cast an instant or sorcery spell", "at the beginning of each end
//! step". A condition naming two events ("enters or attacks") is two triggers.

use crate::target::object_phrase;
use mw_ir::ability::DamagedKind;
use mw_ir::{Compare, Controller, ObjectFilter, Trigger};
use mw_types::{CardType, Color};

/// The triggers a condition names; None when it is not understood.
pub fn conditions(cond: &str) -> Option<Vec<Trigger>> {
    if let Some(t) = single(cond) {
        return Some(vec![t]);
    }
    // "whenever you sacrifice another permanent", "… a clue", "… one or more …" is not
    // this (a batch).
    if let Some(what) = cond.strip_prefix("whenever you sacrifice ") {
        let (other, r) = match what.strip_prefix("another ") {
            Some(r) => (true, r),
            None => (false, what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?),
        };
        let (mut filter, rest) = object_phrase(r, false)?;
        if !rest.is_empty() || filter.controller != Controller::Any {
            return None;
        }
        filter.props.other |= other;
        return Some(vec![Trigger::YouSacrifice(filter)]);
    }
    // CR 603.1: "when" and "whenever" mean the same; the table may list only one.
    let other = match cond.strip_prefix("whenever ") {
        Some(r) => format!("when {r}"),
        None => format!("whenever {}", cond.strip_prefix("when ")?),
    };
    if let Some(t) = single(&other) {
        return Some(vec![t]);
    }
    if cond == "when you cycle ~ or it dies" || cond == "when you cycle ~ or when it dies" {
        return Some(vec![Trigger::SelfCycled, Trigger::SelfDies]);
    }
    if cond == "whenever ~ deals combat damage to a player or planeswalker" {
        return Some(vec![Trigger::SelfCombatDamageToPlayer, Trigger::SelfDealsDamage { to: DamagedKind::Planeswalker, combat: true }]);
    }
    // "whenever ~ enters or attacks", "when ~ enters or dies".
    if let Some(rest) = cond.strip_prefix("whenever ~ ").or_else(|| cond.strip_prefix("when ~ ")) {
        if let Some((a, b)) = rest.split_once(" or ") {
            let head = if cond.starts_with("whenever") { "whenever ~ " } else { "when ~ " };
            let a = single(&format!("{head}{a}")).or_else(|| single(&format!("whenever ~ {a}")))?;
            let b = single(&format!("{head}{b}")).or_else(|| single(&format!("whenever ~ {b}")))?;
            return Some(vec![a, b]);
        }
    }
    // "whenever ~ or another creature you control dies/enters".
    let rest = cond.strip_prefix("whenever ~ or ")?;
    let (who, verb) = rest.rsplit_once(' ')?;
    let (filter, r) = object_phrase(who.strip_prefix("another ")?, false)?;
    let filter = ObjectFilter { props: mw_ir::Props { other: true, ..filter.props }, ..filter };
    match (verb, r) {
        ("dies", "") => Some(vec![Trigger::SelfDies, Trigger::Dies(filter)]),
        ("enters", "") => Some(vec![Trigger::SelfEnters, Trigger::Enters(filter)]),
        ("enters", _) => None,
        _ => {
            let filter = under_your_control(r, filter)?;
            (verb == "control").then_some(vec![Trigger::SelfEnters, Trigger::Enters(filter)])
        }
    }
}

/// "... enters under your control": the rest after the phrase must say so.
fn under_your_control(r: &str, mut f: ObjectFilter) -> Option<ObjectFilter> {
    (r == " enters under your" || r.is_empty()).then(|| {
        f.controller = Controller::You;
        f
    })
}

/// One trigger condition.
pub fn single(cond: &str) -> Option<Trigger> {
    Some(match cond {
        "when ~ enters" | "whenever ~ enters" => Trigger::SelfEnters,
        "when ~ dies" | "whenever ~ dies" => Trigger::SelfDies,
        "whenever ~ attacks" => Trigger::SelfAttacks,
        "at the beginning of your upkeep" => Trigger::YourUpkeep,
        "when ~ is put into a graveyard from the battlefield" => Trigger::SelfToGraveyardFromBattlefield,
        "whenever ~ is dealt damage" => Trigger::SelfDealtDamage,
        "whenever a creature you control explores" => Trigger::CreatureYouControlExplores,
        "at the beginning of your end step" => Trigger::YourEndStep,
        "at the beginning of combat on your turn" => Trigger::YourCombat,
        "at the beginning of each upkeep" | "at the beginning of each player's upkeep" => Trigger::EachUpkeep,
        "whenever ~ deals combat damage to a player" => Trigger::SelfCombatDamageToPlayer,
        "whenever you scry" => Trigger::YouScry,
        "whenever one or more cards leave your graveyard" => Trigger::CardsLeaveYourGraveyard { creature: false },
        "whenever one or more creature cards leave your graveyard" => Trigger::CardsLeaveYourGraveyard { creature: true },
        "when you control no islands" => Trigger::YouControlNoIslands,
        "whenever ~ blocks" => Trigger::SelfBlocks,
        "whenever ~ becomes blocked" => Trigger::SelfBecomesBlocked,
        "whenever ~ blocks or becomes blocked" => Trigger::SelfBlocksOrBecomesBlocked,
        "whenever a creature you control attacks alone" => Trigger::CreatureYouControlAttacksAlone,
        "when ~ leaves the battlefield" | "whenever ~ leaves the battlefield" => Trigger::SelfLeaves,
        "when you cast ~" | "when you cast this spell" => Trigger::SelfCast,
        "whenever ~ becomes tapped" => Trigger::SelfBecomesTapped,
        "whenever ~ becomes untapped" => Trigger::SelfBecomesUntapped,
        "when ~ becomes the target of a spell or ability" | "whenever ~ becomes the target of a spell or ability" => {
            Trigger::SelfBecomesTarget
        }
        "whenever you gain life" => Trigger::YouGainLife,
        "whenever you draw a card" => Trigger::YouDraw,
        "whenever you draw your second card each turn" => Trigger::YouDrawSecond,
        "whenever you cast your second spell each turn" => Trigger::YouCastSecond,
        "whenever you cast your first spell during each opponent's turn" => Trigger::YouCastFirstOnOpponentsTurn,
        "when you cycle ~" | "whenever you cycle ~" => Trigger::SelfCycled,
        "whenever a player cycles a card" => Trigger::Cycles(Controller::Any),
        "whenever a creature dealt damage by ~ this turn dies" => Trigger::DealtDamageBySelfDies,
        "whenever you cycle a card" | "whenever you cycle another card" => Trigger::Cycles(Controller::You),
        "when ~ is turned face up" | "whenever ~ is turned face up" => Trigger::SelfTurnedFaceUp,
        "when ~ becomes monstrous" | "whenever ~ becomes monstrous" => Trigger::SelfBecomesMonstrous,
        // CR 701.27e: into this face (its own name read as ~).
        "when ~ transforms into ~" | "whenever ~ transforms into ~" => Trigger::SelfTransformsInto,
        "whenever ~ and at least two other creatures attack" => Trigger::SelfAttacksWithTwoOthers,
        "whenever a creature you control deals combat damage to a player" => Trigger::CreatureYouControlCombatDamageToPlayer,
        "whenever ~ deals damage" => Trigger::SelfDealsDamage { to: DamagedKind::Anything, combat: false },
        "whenever ~ deals combat damage" => Trigger::SelfDealsDamage { to: DamagedKind::Anything, combat: true },
        "whenever ~ deals damage to a creature" => Trigger::SelfDealsDamage { to: DamagedKind::Creature, combat: false },
        "whenever ~ deals combat damage to a creature" => Trigger::SelfDealsDamage { to: DamagedKind::Creature, combat: true },
        "whenever ~ deals damage to a player" => Trigger::SelfDealsDamage { to: DamagedKind::Player, combat: false },
        "whenever ~ deals damage to an opponent" => Trigger::SelfDealsDamage { to: DamagedKind::Opponent, combat: false },
        "whenever ~ deals combat damage to an opponent" => Trigger::SelfDealsDamage { to: DamagedKind::Opponent, combat: true },
        "whenever you attack" => Trigger::YouAttack,
        "whenever equipped creature attacks" | "whenever enchanted creature attacks" => Trigger::AttachedAttacks,
        "when enchanted creature dies" | "whenever enchanted creature dies" | "whenever equipped creature dies" => {
            Trigger::AttachedDies
        }
        "whenever equipped creature deals combat damage to a player"
        | "whenever enchanted creature deals combat damage to a player" => Trigger::AttachedCombatDamageToPlayer,
        "at the beginning of each end step" | "at the beginning of the end step" | "at the beginning of each player's end step" => {
            Trigger::EachEndStep
        }
        "at the beginning of each opponent's upkeep" => Trigger::EachOpponentUpkeep,
        "at the beginning of your draw step" => Trigger::YourDrawStep,
        "at the beginning of your precombat main phase" | "at the beginning of your first main phase" => {
            Trigger::YourPrecombatMain
        }
        "at the beginning of each combat" => Trigger::EachCombat,
        "at the beginning of your postcombat main phase" | "at the beginning of your second main phase" => Trigger::YourPostcombatMain,
        "at the beginning of each player's draw step" | "at the beginning of each draw step" => Trigger::EachDrawStep,
        "whenever ~ becomes the target of a spell or ability an opponent controls" => Trigger::BecomesTargetOfOpponent,
        "whenever one or more +1/+1 counters are put on ~" | "whenever a +1/+1 counter is put on ~" => {
            Trigger::SelfGetsCounters(mw_types::CounterKind::PlusOne)
        }
        "whenever ~ attacks and isn't blocked" => Trigger::SelfAttacksUnblocked,
        "whenever a creature you control attacks" => Trigger::CreatureYouControlAttacks,
        "whenever ~ attacks alone" => Trigger::SelfAttacksAlone,
        "when ~ exploits a creature" | "when this creature exploits a creature" => Trigger::SelfExploits,
        "whenever you discard a card" | "whenever you cycle or discard a card" => Trigger::Discards(Controller::You),
        "whenever an opponent discards a card" => Trigger::Discards(Controller::NotYou),
        "whenever a player discards a card" => Trigger::Discards(Controller::Any),
        "whenever an opponent draws a card" => Trigger::OpponentDraws,
        "when the last time counter is removed from ~" => Trigger::LastCounterRemoved(mw_types::CounterKind::parse("time")?),
        "at the beginning of the upkeep of enchanted creature's controller" => Trigger::AttachedControllerUpkeep,
        "whenever ~ deals combat damage to a planeswalker" => Trigger::SelfDealsDamage { to: DamagedKind::Planeswalker, combat: true },
        _ => return cast(cond).or_else(|| watched(cond)).or_else(|| block_pair(cond)),
    })
}

/// "whenever ~ blocks or becomes blocked by a creature", "whenever ~ becomes blocked by a
/// creature with power 2 or less", "whenever ~ blocks a creature".
fn block_pair(cond: &str) -> Option<Trigger> {
    let rest = cond.strip_prefix("whenever ~ ")?;
    let (blocks, blocked, what) = if let Some(w) = rest.strip_prefix("blocks or becomes blocked by ") {
        (true, true, w)
    } else if let Some(w) = rest.strip_prefix("becomes blocked by ") {
        (false, true, w)
    } else {
        (true, false, rest.strip_prefix("blocks ")?)
    };
    let what = what.strip_prefix("a ").or_else(|| what.strip_prefix("an "))?;
    let (filter, r) = crate::target::object_phrase(what, false)?;
    r.is_empty().then_some(Trigger::BlockPair { blocks, blocked, filter })
}

/// Prowess's trigger (CR 702.108a): "whenever you cast a noncreature spell".
pub fn you_cast_noncreature() -> Trigger {
    let filter = ObjectFilter { not_type: Some(CardType::Creature), ..ObjectFilter::default() };
    Trigger::Cast { caster: Controller::You, filter, targets_this: false, nth: 0, only: None }
}

/// "whenever you cast a creature spell", "whenever an opponent casts a spell",
/// "whenever you cast a spell that targets ~".
fn cast(cond: &str) -> Option<Trigger> {
    let (caster, rest) = if let Some(r) = cond.strip_prefix("whenever you cast ") {
        (Controller::You, r)
    } else if let Some(r) = cond.strip_prefix("whenever an opponent casts ") {
        (Controller::NotYou, r)
    } else if let Some(r) = cond.strip_prefix("whenever a player casts ") {
        (Controller::Any, r)
    } else {
        return None;
    };
    let (filter, rest) = spell_phrase(rest)?;
    let targets_this = match rest {
        "" => false,
        " that targets ~" if caster == Controller::You => true,
        _ => return None,
    };
    Some(Trigger::Cast { caster, filter, targets_this, nth: 0, only: None })
}

/// "a spell", "a noncreature spell", "an instant or sorcery spell", "a red spell",
/// "a spell with mana value 4 or greater": the filter and the rest.
pub fn spell_phrase(text: &str) -> Option<(ObjectFilter, &str)> {
    let text = text.strip_prefix("an ").or_else(|| text.strip_prefix("a "))?;
    let (words, rest) = text.split_once("spell")?;
    let mut f = ObjectFilter::default();
    let words = words.trim();
    if !words.is_empty() {
        let mut types = words.split(" or ");
        let first = types.next()?;
        let second = types.next();
        if types.next().is_some() {
            return None;
        }
        for w in first.split(' ') {
            if let Some(c) = Color::from_word(w) {
                f.props.colors.insert(c);
            } else if let Some(t) = w.strip_prefix("non").and_then(CardType::from_name) {
                f.not_type = Some(t);
            } else if let Some(t) = CardType::from_name(w).filter(|_| f.card_type.is_none()) {
                f.card_type = Some(t);
            } else if f.props.subtype.is_none() && f.props.creature_type.is_none() && subtype_word(w, &mut f) {
            } else if !crate::target::adjective(w, &mut f) {
                return None;
            }
        }
        if let Some(w) = second {
            if let Some(c) = Color::from_word(w).filter(|_| !f.props.colors.is_empty()) {
                f.props.colors.insert(c);
            } else if f.card_type.is_none() && either_subtype(w, &mut f) {
            } else {
                f.or_type = Some(CardType::from_name(w).filter(|_| f.card_type.is_some())?);
            }
        }
    }
    if let Some(r) = rest.strip_prefix(" with mana value ") {
        let (n, r) = r.split_once(' ')?;
        let n = crate::words::number(n)?;
        let cmp = match r {
            "or greater" => Compare::AtLeast(n),
            "or less" => Compare::AtMost(n),
            _ => return None,
        };
        f.props.mana_value = Some(cmp);
        return Some((f, ""));
    }
    Some((f, rest))
}

/// A creature type or other subtype as a word of a spell phrase ("elf", "arcane"), put
/// into the filter; false when the word is neither.
fn subtype_word(w: &str, f: &mut ObjectFilter) -> bool {
    if let Some(t) = mw_types::Subtype::other_from_name(w) {
        f.props.subtype = Some(t);
    } else if let Some(t) = mw_types::CreatureType::from_name(w) {
        f.props.creature_type = Some(t);
    } else {
        return false;
    }
    true
}

/// "a Spirit or Arcane spell": the second word of the other kind (a subtype after a
/// creature type, or the reverse), either of them enough.
fn either_subtype(w: &str, f: &mut ObjectFilter) -> bool {
    let p = &mut f.props;
    match (p.creature_type, p.subtype) {
        (Some(_), None) => p.subtype = mw_types::Subtype::other_from_name(w),
        (None, Some(_)) => p.creature_type = mw_types::CreatureType::from_name(w),
        _ => return false,
    }
    p.either_subtype = p.creature_type.is_some() && p.subtype.is_some();
    p.either_subtype
}

/// "whenever a creature enters", "whenever another creature you control enters",
/// "whenever a land enters under your control", "whenever a creature you control dies".
fn watched(cond: &str) -> Option<Trigger> {
    let rest = cond.strip_prefix("whenever ")?;
    let (rest, other) = match rest.strip_prefix("another ") {
        Some(r) => (r, true),
        None => (rest.strip_prefix("an ").or_else(|| rest.strip_prefix("a "))?, false),
    };
    let (mut f, r) = object_phrase(rest, false)?;
    f.props.other |= other;
    match r {
        " dies" => Some(Trigger::Dies(f)),
        " is put into a graveyard from the battlefield" => Some(Trigger::ToGraveyardFromBattlefield(f)),
        " enters" => Some(Trigger::Enters(f)),
        " enters under your control" if f.controller == Controller::Any => {
            f.controller = Controller::You;
            Some(Trigger::Enters(f))
        }
        _ => None,
    }
}

