//! Replacement effects on entering (CR 614.1c–d, 614.12), copy effects (CR 707) and the
//! static abilities that set types, base power and toughness or remove abilities
//! (CR 613.1d–g): the text shapes of Clone, Essence of the Wild, Urabrask the Hidden,
//! Gather Specimens, Cryptoplasm, Humility, Opalescence and Blood Moon.

use crate::target::target;
use mw_ir::{
    Ability, Affected, Change, Controller, Count, Duration, Effect, Choice, EntersAsCopy, EntersHow, EntersReplacement,
    OthersEnter, StaticEffect, Subject, TargetKind, TargetSpec,
};
use mw_types::{CardType, Color};

/// "creatures", "artifacts", "lands": a plural card type word.
fn plural_type(w: &str) -> Option<CardType> {
    CardType::from_name(w.strip_suffix('s')?)
}

/// Static abilities of a permanent about how others enter: "creatures you control enter
/// as a copy of ~", "creatures your opponents control enter tapped", "artifacts and
/// creatures your opponents control enter tapped".
pub fn others_enter(text: &str) -> Option<Vec<Ability>> {
    let t = text.trim_end_matches('.');
    let (who, how) = t.split_once(" enter ")?;
    let how = match how {
        "tapped" => EntersHow::Tapped,
        "as a copy of ~" => EntersHow::AsCopyOfThis,
        _ => return None,
    };
    let (types, whose) = if let Some(ty) = who.strip_suffix(" you control") {
        (ty, Controller::You)
    } else if let Some(ty) = who.strip_suffix(" your opponents control") {
        (ty, Controller::NotYou)
    } else {
        return None;
    };
    let mut out = Vec::new();
    for w in types.split(" and ") {
        // "snow lands", "nonbasic lands": a card type with a supertype, or without one
        // ("creatures and nonbasic lands").
        let (supertype, w) = match w.split_once(' ') {
            Some(("snow", ty)) => (Some((mw_types::Supertype::Snow, true)), ty),
            Some(("nonbasic", ty)) => (Some((mw_types::Supertype::Basic, false)), ty),
            _ => (None, w),
        };
        let card_type = plural_type(w)?;
        out.push(Ability::OthersEnter(OthersEnter { whose, card_type, of_chosen_type: false, how, supertype }));
    }
    Some(out)
}

/// CR 614.1a / 614.6: "if a [nontoken] creature would enter [and it wasn't cast], exile it
/// instead": a static replacement on every permanent of a card type about to enter.
pub fn exile_instead(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.').strip_prefix("if ")?;
    let (who, rest) = t.split_once(" would enter")?;
    let rest = rest.strip_prefix(" the battlefield").unwrap_or(rest);
    let (unless_cast, how) = match rest.strip_prefix(" and it wasn't cast") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    if how != ", exile it instead" {
        return None;
    }
    let who = who.strip_prefix("a ").or_else(|| who.strip_prefix("an "))?;
    let (nontoken, ty) = match who.strip_prefix("nontoken ") {
        Some(ty) => (true, ty),
        None => (false, who),
    };
    let card_type = CardType::from_name(ty)?;
    let how = EntersHow::ExileInstead { nontoken, unless_cast };
    Some(Ability::OthersEnter(OthersEnter { whose: Controller::Any, card_type, of_chosen_type: false, how, supertype: None }))
}

/// "as ~ enters, choose a creature type" (CR 614.12a), "~ is the chosen type in addition
/// to its other types" (layer 4), "each other creature you control of the chosen type
/// enters with an additional +1/+1 counter on it" (CR 614.1c).
pub fn chosen_type(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    if t == "as ~ enters, choose a creature type" {
        return Some(Ability::AsEntersChoose(Choice::CreatureType));
    }
    if t == "as ~ enters, choose a color" {
        return Some(Ability::AsEntersChoose(Choice::Color));
    }
    if t == "~ is the chosen type in addition to its other types" {
        return Some(Ability::Continuous(StaticEffect { affected: Affected::Itself, changes: vec![Change::ChosenType], condition: None }));
    }
    let rest = t.strip_prefix("each other creature you control of the chosen type enters with an additional ")?;
    let kind = rest.strip_suffix(" counter on it")?;
    let kind = mw_types::CounterKind::parse(kind)?;
    let how = EntersHow::WithCounters { kind, amount: 1 };
    Some(Ability::OthersEnter(OthersEnter { whose: Controller::You, card_type: CardType::Creature, of_chosen_type: true, how, supertype: None }))
}

/// CR 118.8: "as an additional cost to cast this spell, sacrifice a creature" (or an
/// artifact or creature, a land…), "discard a card", "pay 3 life".
pub fn additional_cost(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    let rest = t.strip_prefix("as an additional cost to cast this spell, ").or_else(|| t.strip_prefix("as an additional cost to cast ~, "))?;
    let cost = if let Some(n) = rest.strip_prefix("pay ").and_then(|r| r.strip_suffix(" life")) {
        mw_ir::AdditionalCost::PayLife(n.parse().ok()?)
    } else {
        crate::cost::object_cost(rest)?
    };
    Some(Ability::AdditionalCost(cost))
}

/// CR 604.3: "~'s power and toughness are each equal to the number of creatures you
/// control", "~'s power is equal to the number of cards in your hand".
pub fn pt_equals(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    let (power, toughness, what) = if let Some(w) = t.strip_prefix("~'s power and toughness are each equal to ") {
        (true, true, w)
    } else if let Some(w) = t.strip_prefix("~'s power is equal to ") {
        (true, false, w)
    } else if let Some(w) = t.strip_prefix("~'s toughness is equal to ") {
        (false, true, w)
    } else {
        return None;
    };
    let count = match what {
        "your life total" => Count::LifeTotal,
        w => count_of_each(w.strip_prefix("the number of ")?)?,
    };
    Some(Ability::PtEquals { count, power, toughness, plus: None, times: 1 })
}

/// What a static ability counts, in the singular of "for each" ("artifact you control",
/// "card in your hand", "creature card in your graveyard", "forest you control") or the
/// plural of "the number of" ("artifacts you control", "cards in your hand").
pub fn count_of_each(what: &str) -> Option<Count> {
    Some(match what {
        "card in your hand" | "cards in your hand" => Count::CardsInHand,
        "creature on the battlefield" | "creatures on the battlefield" => Count::CreaturesOnBattlefield,
        _ => {
            let graveyard = what.strip_suffix(" card in your graveyard").or_else(|| what.strip_suffix(" cards in your graveyard"));
            if let Some(ty) = graveyard {
                Count::CardsInGraveyard(CardType::from_name(ty)?)
            } else {
                let p = what.strip_suffix(" you control")?;
                match crate::target::land_type(p) {
                    Some(color) => Count::LandTypeYouControl(color),
                    None => Count::YouControl(CardType::from_name(p).or_else(|| plural_type(p))?),
                }
            }
        }
    })
}

/// CR 614.1a: "if a creature you control would explore, instead it explores, then it
/// explores again".
pub fn explore_twice(text: &str) -> Option<Ability> {
    (text.trim_end_matches('.') == "if a creature you control would explore, instead it explores, then it explores again")
        .then_some(Ability::CreaturesExploreTwice)
}

/// CR 614.1a: "if one or more +1/+1 counters would be put on a creature you control, that
/// many plus one +1/+1 counters are put on it instead".
pub fn more_counters(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    let rest = t.strip_prefix("if one or more ")?;
    let (kind, rest) = rest.split_once(" counters would be put on a creature you control, that many plus ")?;
    let (n, rest) = rest.split_once(' ')?;
    let again = rest.strip_suffix(" counters are put on it instead")?;
    if again != kind {
        return None;
    }
    let plus = crate::words::number(n)?;
    Some(Ability::MoreCounters { kind: mw_types::CounterKind::parse(kind)?, plus: plus.max(0) as u32, by: None })
}

/// CR 707.5: "you may have ~ enter as a copy of any creature on the battlefield[, except
/// it enters with x additional +1/+1 counters on it]".
pub fn enters_as_copy(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    let rest = t.strip_prefix("you may have ~ enter as a copy of any ")?;
    let (what, except) = rest.split_once(" on the battlefield")?;
    let of = what.split(" or ").map(CardType::from_name).collect::<Option<Vec<_>>>()?;
    let mut spec = EntersAsCopy { optional: true, of, extra_counters: None, also_type: None };
    match except {
        "" => {}
        e => {
            let e = e.strip_prefix(", except it")?;
            if let Some(n) = e.strip_prefix(" enters with ").and_then(|r| r.strip_suffix(" additional +1/+1 counters on it")) {
                spec.extra_counters = Some(crate::words::amount(n)?);
            } else {
                let ty = e.strip_prefix("'s an ").or_else(|| e.strip_prefix("'s a "))?.strip_suffix(" in addition to its other types")?;
                spec.also_type = Some(CardType::from_name(ty)?);
            }
        }
    }
    Some(Ability::Enters(EntersReplacement::AsCopy(spec)))
}

/// CR 707.4: "have ~ become a copy of another target creature, except it has this
/// ability" (after "you may"), "~ becomes a copy of target creature".
pub fn become_copy(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("have ~ become a copy of ").or_else(|| s.strip_prefix("~ becomes a copy of "))?;
    let (spec, r) = target(rest)?;
    let keep_this_ability = match r {
        "" => false,
        ", except it has this ability" => true,
        _ => return None,
    };
    if !matches!(&spec.kind, TargetKind::Permanent(f) if f.card_type == Some(CardType::Creature) && f.or_type.is_none()) {
        return None;
    }
    let of = crate::effect::push_target(spec, targets);
    Some(vec![Effect::BecomeCopy { subject: Subject::This, of, keep_this_ability }])
}

/// CR 614.1c / 616.1b: "if a creature would enter under an opponent's control this turn,
/// it enters under your control instead".
pub fn enter_under_your_control(s: &str) -> Option<Vec<Effect>> {
    (s == "if a creature would enter under an opponent's control this turn, it enters under your control instead")
        .then(|| vec![Effect::CreaturesEnterUnderYourControl { duration: Duration::EndOfTurn }])
}

/// CR 613.4d: "switch target creature's power and toughness until end of turn".
pub fn switch(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let rest = s.strip_prefix("switch ")?;
    let who = rest.strip_suffix("'s power and toughness until end of turn")?;
    let mut local = targets.clone();
    let subject = crate::effect::permanent_subject(who, &mut local)?;
    *targets = local;
    Some(vec![Effect::SwitchPt { subject, duration: Duration::EndOfTurn }])
}

/// Static abilities that set characteristics: "all creatures lose all abilities and have
/// base power and toughness 1/1" (layers 6 and 7b), "each other non-aura enchantment is a
/// creature in addition to its other types and has base power and base toughness each
/// equal to its mana value" (layers 4 and 7b), "nonbasic lands are mountains" (layer 4,
/// CR 305.7).
pub fn setting(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    let (affected, changes) = if let Some(rest) = t.strip_prefix("all creatures lose all abilities") {
        let mut changes = vec![Change::LoseAllAbilities];
        if !rest.is_empty() {
            let pt = rest.strip_prefix(" and have base power and toughness ")?;
            let (p, tough) = pt.split_once('/')?;
            changes.push(Change::SetPt(p.parse().ok()?, tough.parse().ok()?));
        }
        (Affected::AllCreatures, changes)
    } else if t == "each other non-aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value" {
        (Affected::OtherNonAuraEnchantments, vec![Change::AddType(CardType::Creature), Change::SetPtToManaValue])
    } else if t == "you control enchanted creature" || t == "you control enchanted permanent" {
        (Affected::Enchanted, vec![Change::Control])
    } else if let Some(land) = t.strip_prefix("nonbasic lands are ") {
        let color = match land {
            "plains" => Color::White,
            "islands" => Color::Blue,
            "swamps" => Color::Black,
            "mountains" => Color::Red,
            "forests" => Color::Green,
            _ => return None,
        };
        (Affected::NonbasicLands, vec![Change::BasicLandType(color)])
    } else {
        return None;
    };
    Some(Ability::Continuous(StaticEffect { affected, changes, condition: None }))
}
