//! Emblems (CR 114): "you get an emblem with \"…\"" into `Effect::CreateEmblem`, the
//! quoted abilities lowered like a permanent's lines; and phasing by instruction (CR
//! 702.26): "[it] phases out" into `Effect::PhaseOut`.

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Effect, PlayerRef};

/// CR 114.2: "[player] gets an emblem with \"…\" [and \"…\"]". The emblem has only the
/// quoted abilities (CR 114.3); what they can't say is a miss.
pub fn get_emblem(cx: &mut Ctx, c: &Clause, lines: &[Line]) -> Lowered<Vec<Effect>> {
    if c.args.len() != 1 || c.object.is_some() {
        return Err(Miss::new(c.span.clone(), "emblem: with more words"));
    }
    let player = match &c.subject {
        None | Some(Np::Player(PlayerNp { who: PlayerWord::You, .. })) => PlayerRef::You,
        Some(np @ Np::Player(_)) => super::refs::player(cx, np)?,
        Some(_) => return Err(Miss::new(c.span.clone(), "emblem: an object gets it")),
    };
    let mut emblem = crate::tokens::token_def("Emblem".to_string(), Vec::new(), Vec::new(), mw_types::ColorSet::EMPTY);
    for line in lines {
        let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
        let abilities = super::lower_line(line, cx.lower, crate::TextKind::Permanent, &mut spell, &mut super::Carry::default())?;
        if abilities.is_empty() || !spell.effect.is_empty() {
            return Err(Miss::new(line.span.clone(), "emblem: an ability that isn't a permanent's"));
        }
        if !abilities.iter().all(works_from_command_zone) {
            return Err(Miss::new(line.span.clone(), "emblem: a static or step-triggered ability"));
        }
        emblem.abilities.extend(abilities);
    }
    Ok(vec![Effect::CreateEmblem { emblem: Box::new(emblem), player }])
}

/// CR 114.4: the abilities of an emblem the engine runs in the command zone: triggered
/// abilities watching events of other objects and players (the engine's watchers see
/// emblems), and graveyard cards' retrace. Static abilities affecting permanents and
/// step triggers are refused, never run silently wrong.
fn works_from_command_zone(a: &mw_ir::Ability) -> bool {
    use mw_ir::Trigger as T;
    match a {
        mw_ir::Ability::GraveyardCardsHave { .. } => true,
        mw_ir::Ability::Triggered(t) => matches!(
            t.trigger,
            T::Cast { .. }
                | T::Enters(_)
                | T::Dies(_)
                | T::CreatureYouControlCombatDamageToPlayer
                | T::CombatDamageToPlayer { .. }
                | T::CombatDamageBatch { .. }
                | T::AttackBatch { .. }
                | T::YouGainLife
                | T::YouDraw
                | T::YouAttack
                | T::Cycles(_)
                | T::Discards(_)
                | T::DiscardBatch { .. }
                | T::OpponentDraws
                | T::ToGraveyardFromBattlefield(_)
                | T::Attacks(_)
                | T::CreatureYouControlAttacks
                | T::YouScry
                | T::PlaysLand { .. }
                | T::YouCastSecond
                | T::YouDrawSecond
        ),
        _ => false,
    }
}

/// CR 702.26b: "[object] phases out". "phases in" by instruction is a miss.
pub fn phase(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if !c.args.is_empty() || c.object.is_some() {
        return Err(Miss::new(c.span.clone(), "phase: in, or with more words"));
    }
    let s = c.subject.as_ref().ok_or_else(|| Miss::new(c.span.clone(), "phase: no subject"))?;
    super::verbs::each_object(cx, s, |subject| Effect::PhaseOut { subject })
}

