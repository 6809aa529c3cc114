//! References an instruction makes to what an earlier one named (CR 608.2c, 608.2h,
//! 400.7): "its controller" / "that creature's controller" as a player, and "it" after
//! an instruction that put a card onto the battlefield (the permanent it became), and
//! "untap those creatures" / "untap them" after a group or targets.

use crate::effect::sentence_plain;
use mw_ir::{Duration, Effect, PlayerRef, Subject, TargetSpec};

/// "its controller draws a card", "~ deals 2 damage to that creature's controller": the
/// sentence read with "that player", which then names the controller of the latest
/// target (or, with none, of the trigger event's object).
pub(crate) fn controller_of_it(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    const NAMES: [&str; 7] = [
        "its controller",
        "that creature's controller",
        "that permanent's controller",
        "that land's controller",
        "that artifact's controller",
        "that spell's controller",
        "that enchantment's controller",
    ];
    let name = NAMES.iter().find(|n| s.contains(*n))?;
    if s.contains("that player") || s.contains(" its ") && !s.starts_with("its controller") {
        return None;
    }
    let rewritten = s.replacen(name, "that player", 1);
    let mut local = targets.clone();
    let mut effects = sentence_plain(&rewritten, &mut local)?;
    let it = PlayerRef::ControllerOfIt(local.len().checked_sub(1).map(|i| i as u8));
    let mut replaced = 0;
    for e in &mut effects {
        e.players_mut(&mut |p| {
            if *p == PlayerRef::ThatPlayer {
                *p = it;
                replaced += 1;
            }
        });
    }
    (replaced == 1).then(|| {
        *targets = local;
        effects
    })
}

/// After an instruction that put a card onto the battlefield (or created one token), "it"
/// is the permanent it became (CR 400.7): "it gains haste", "sacrifice it at the beginning of the next end
/// step", "if it would leave the battlefield, exile it instead …".
pub(crate) fn about_returned(s: &str, out: &[Effect]) -> Option<Vec<Effect>> {
    let put = out.iter().rev().find(|e| !matches!(e, Effect::GainKeywords { subject: Subject::Returned, .. } | Effect::ExileInstead { .. }))?;
    // A card put onto the battlefield, or the one token just created.
    let one_token = matches!(put, Effect::CreateTokens { amount: mw_ir::Amount::Fixed(1), .. });
    if !(one_token || matches!(put, Effect::ReturnToBattlefield { .. } | Effect::ReturnSelfFromGraveyard { to_battlefield: true, .. } | Effect::PutFromHand { .. })) {
        return None;
    }
    let returned = Subject::Returned;
    let s = s.strip_prefix("it ").or_else(|| s.strip_prefix("that creature ")).map_or(s.to_string(), |r| format!("it {r}"));
    let haste = |duration| Some(vec![Effect::GainKeywords { subject: returned, keywords: vec![mw_ir::Keyword::Haste], duration }]);
    let later = |e: Effect| Some(vec![Effect::Delayed { when: mw_ir::DelayedWhen::NextEndStep, effects: vec![e], about: Some(returned), spell: None, trigger: None, each_created: false }]);
    match s.as_str() {
        "it gains haste" => haste(Duration::Indefinite),
        "it gains haste until end of turn" => haste(Duration::EndOfTurn),
        "sacrifice it at the beginning of the next end step" => later(Effect::Sacrifice { subject: Subject::Triggering }),
        "exile it at the beginning of the next end step" => later(Effect::Exile { subject: Subject::Triggering }),
        "return it to its owner's hand at the beginning of the next end step" => later(Effect::ReturnToHand { subject: Subject::Triggering }),
        "if it would leave the battlefield, exile it instead of putting it anywhere else" => {
            Some(vec![Effect::ExileInstead { subject: returned, any_zone: true }])
        }
        _ => None,
    }
}

/// "creatures you control get +1/+1 until end of turn. untap those creatures", "put a
/// +1/+1 counter on each of up to three target creatures. untap them": the same ones.
pub(crate) fn untap_named(s: &str, out: &mut Vec<Effect>) -> Option<()> {
    if let Some(Effect::ForEach { filter, .. }) = out.last() {
        let filter = *filter;
        out.push(Effect::ForEach { filter, effect: Box::new(Effect::Untap { subject: Subject::Each }), only: None });
        return Some(());
    }
    let mut named: Vec<Subject> = Vec::new();
    for e in out.iter() {
        let subject = match e {
            Effect::PutCounters { subject, .. } | Effect::Pump { subject, .. } | Effect::GainKeywords { subject, .. } => *subject,
            _ => continue,
        };
        if matches!(subject, Subject::Target(_)) && !named.contains(&subject) {
            named.push(subject);
        }
    }
    if named.is_empty() || s == "untap those creatures" && named.len() < 2 {
        return None;
    }
    out.extend(named.into_iter().map(|subject| Effect::Untap { subject }));
    Some(())
}
