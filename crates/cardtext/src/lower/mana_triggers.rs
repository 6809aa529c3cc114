//! Triggered mana abilities about a land an Aura enchants (CR 106.12a, 605.1b): "whenever
//! enchanted land (Forest) is tapped for mana, its controller adds an additional {G}"
//! ("… one mana of the chosen color": the Aura's choice as it entered, CR 614.12).

use super::ctx::Ctx;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use mw_ir::{Ability, ManaProduction, ManaTrigger};

/// Whether a trigger is the enchanted permanent being tapped for mana.
pub fn is_enchanted_tapped(t: &TriggerNode) -> bool {
    matches!(&t.event, EventNode::Action { subject: Np::Attached { noun: Noun::Permanent, how: AttachWord::Enchanted }, verb: EventVerb::TappedForMana, .. })
}

/// CR 605.1b: the ability resolves at once; the enchanted permanent's controller ("its
/// controller") adds the mana.
pub fn enchanted_tapped(cx: &mut Ctx, t: &Triggered) -> Lowered<Vec<Ability>> {
    let miss = |w: &str| Miss::new(t.trigger.span.clone(), format!("mana trigger: {w}"));
    if t.trigger.condition.is_some() || t.trigger.during.is_some() {
        return Err(miss("an intervening if"));
    }
    if let EventNode::Action { args, .. } = &t.trigger.event {
        if !args.is_empty() {
            return Err(miss("words after the event"));
        }
    }
    let [Sentence { body: Stmt::Clause(c), .. }] = t.effect.as_slice() else { return Err(miss("instructions other than adding mana")) };
    let its_controller = matches!(&c.subject, Some(Np::PlayerOf { of, rel: PlayerRel::Controller }) if matches!(**of, Np::Ref(RefNp { word: RefWord::It, .. })));
    let [Arg::Additional, Arg::Mana(m)] = c.args.as_slice() else { return Err(miss("mana that isn't additional")) };
    if c.verb != Verb::Add || !its_controller || c.negated || c.object.is_some() {
        return Err(miss("another player adds the mana"));
    }
    let produce = super::mana::production(cx, m, &c.span)?;
    // A choice of color as the ability resolves would be a decision inside a mana
    // ability (CR 605.3b); only fixed mana and the Aura's chosen color are read.
    if !matches!(produce, ManaProduction::Fixed(_) | ManaProduction::ChosenColor { .. }) {
        return Err(miss("a choice of mana"));
    }
    Ok(vec![Ability::ManaTrigger(ManaTrigger::EnchantedLandAdds(produce))])
}
