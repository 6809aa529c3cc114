//! Stable numbers for the engine's questions and answer kinds, as observations carry
//! them (`game[question]`, `actions[kind]`). Codes are positions in `QUESTION_KINDS` and
//! `ANSWER_KINDS`; new engine variants are appended (existing codes never move) and map
//! to the `other` code until they are.

use mw_engine::{Answer, Question};

/// `game[question]` codes, by code.
pub const QUESTION_KINDS: [&str; 43] = [
    "none",
    "mulligan",
    "put_on_bottom",
    "priority",
    "choose_mode",
    "pay_life_or_tapped",
    "counter_or_haste",
    "pay_optional_cost",
    "choose_x",
    "divide_damage",
    "choose_target",
    "pay_additional_cost",
    "pay_mana",
    "declare_attackers",
    "declare_blockers",
    "assign_damage",
    "pay_or_counter",
    "may_pay",
    "may_pay_energy",
    "explore_choice",
    "arrange",
    "cast_without_paying",
    "search_library",
    "proliferate",
    "may_do",
    // 25: retired (no question has it since the unused "sacrifice unless you sacrifice"
    // instruction left the IR); kept so later codes don't move.
    "sacrifice_or_lose",
    "discard",
    "order_triggers",
    "legend_rule",
    "choose_replacement",
    "choose_copy",
    "choose_creature_type",
    "choose_color",
    "dig",
    "dig_on_top",
    "hand_to_library",
    "choose_permanent",
    "choose_discard",
    "choose_sacrifice",
    "choose_mana",
    "choose_attacked",
    "game_over",
    "other",
];

/// The code of a question and the number it carries (mulligans taken, cards or damage
/// remaining, the largest X, a target's index), or 0.
pub fn question_code(q: &Question) -> (i32, i32) {
    use Question as Q;
    match *q {
        Q::Mulligan { mulligans_taken } => (1, mulligans_taken as i32),
        Q::PutOnBottom { remaining } => (2, remaining as i32),
        Q::Priority => (3, 0),
        Q::ChooseMode => (4, 0),
        Q::PayLifeOrTapped { life, .. } => (5, clamp(life)),
        Q::CounterOrHaste { .. } => (6, 0),
        Q::PayOptionalCost { .. } => (7, 0),
        Q::ChooseX { max } => (8, clamp(max)),
        Q::DivideDamage { remaining, .. } => (9, clamp(remaining)),
        Q::ChooseTarget { index, .. } => (10, index as i32),
        Q::PayAdditionalCost { .. } => (11, 0),
        Q::PayMana { .. } => (12, 0),
        Q::DeclareAttackers => (13, 0),
        Q::DeclareBlockers => (14, 0),
        Q::AssignDamage { remaining, .. } => (15, clamp(remaining)),
        Q::PayOrCounter { life, .. } => (16, clamp(life)),
        Q::MayPay { .. } => (17, 0),
        Q::MayPayEnergy { amount } => (18, clamp(amount)),
        Q::ExploreChoice { .. } => (19, 0),
        Q::Arrange { .. } => (20, 0),
        Q::CastWithoutPaying { .. } => (21, 0),
        Q::SearchLibrary => (22, 0),
        Q::Proliferate => (23, 0),
        Q::MayDo { .. } => (24, 0),
        Q::Discard { remaining } => (26, clamp(remaining)),
        Q::OrderTriggers => (27, 0),
        Q::LegendRule => (28, 0),
        Q::ChooseReplacement { .. } => (29, 0),
        Q::ChooseCopy { .. } => (30, 0),
        Q::ChooseCreatureType { .. } => (31, 0),
        Q::ChooseColor { .. } => (32, 0),
        Q::Dig { bottom } => (33, bottom as i32),
        Q::DigOnTop => (34, 0),
        Q::HandToLibrary { remaining, top } => (35, clamp(remaining) * 2 + top as i32),
        Q::ChoosePermanent => (36, 0),
        Q::ChooseDiscard { .. } => (37, 0),
        Q::ChooseSacrifice => (38, 0),
        Q::ChooseMana => (39, 0),
        Q::ChooseAttacked { .. } => (40, 0),
        Q::GameOver => (41, 0),
        #[allow(unreachable_patterns)]
        _ => (42, 0),
    }
}

/// `actions[kind]` codes, by code (0: no answer in this row).
pub const ANSWER_KINDS: [&str; 34] = [
    "none",
    "keep",
    "mulligan",
    "yes",
    "no",
    "keep_on_top",
    "to_graveyard",
    "to_bottom",
    "object",
    "pass",
    "play_land",
    "cast",
    "cast_alternate",
    "play_land_alternate",
    "cast_face_down",
    "turn_face_up",
    "activate",
    "activate_mana",
    "convoke",
    "pay_from_pool",
    "pay_life",
    "auto_pay",
    "number",
    "target",
    "attack",
    "block",
    "assign_damage",
    "assign_all_damage",
    "done",
    "replacement",
    "creature_type",
    "color",
    "mana",
    "other",
];

/// The code of an answer's kind.
pub fn answer_code(a: &Answer) -> i32 {
    use Answer as A;
    match a {
        A::Keep => 1,
        A::Mulligan => 2,
        A::Yes => 3,
        A::No => 4,
        A::KeepOnTop => 5,
        A::ToGraveyard => 6,
        A::ToBottom => 7,
        A::Object(_) => 8,
        A::Pass => 9,
        A::PlayLand(_) => 10,
        A::Cast(_) => 11,
        A::CastAlternate(_) => 12,
        A::PlayLandAlternate(_) => 13,
        A::CastFaceDown(_) => 14,
        A::TurnFaceUp(_) => 15,
        A::Activate { .. } => 16,
        A::ActivateMana { .. } => 17,
        A::Convoke { .. } => 18,
        A::PayFromPool(_) => 19,
        A::PayLife => 20,
        A::AutoPay => 21,
        A::Number(_) => 22,
        A::Target(_) => 23,
        A::Attack { .. } => 24,
        A::Block { .. } => 25,
        A::AssignDamage(_) => 26,
        A::AssignAllDamage(_) => 27,
        A::Done => 28,
        A::Replacement(_) => 29,
        A::CreatureType(_) => 30,
        A::Color(_) => 31,
        A::Mana(_) => 32,
        #[allow(unreachable_patterns)]
        _ => 33,
    }
}

fn clamp(n: u32) -> i32 {
    n.min(i32::MAX as u32) as i32
}
