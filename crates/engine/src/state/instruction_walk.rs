//! Walking a card definition's instructions, the ones other instructions hold included:
//! what the card table indexes once per game from them (the tokens and emblems they
//! create, the events of delayed triggers that last the turn, CR 603.7b).

use super::card_table::granted_or_own;
use mw_ir::CardDef;

/// Every instruction of a card's abilities (and of those it gives others, CR 613.1f),
/// the ones other instructions hold included.
pub(crate) fn each_instruction<'a>(def: &'a CardDef, f: &mut dyn FnMut(&'a mw_ir::Effect)) {
    for a in def.abilities.iter().map(granted_or_own) {
        let effects: &[mw_ir::Effect] = match a {
            mw_ir::Ability::Spell(s) => &s.effect,
            mw_ir::Ability::Activated(x) => &x.effect,
            mw_ir::Ability::Triggered(t) => &t.effect,
            mw_ir::Ability::Mode(m) | mw_ir::Ability::Overloaded(m) => &m.effect,
            _ => &[],
        };
        for e in effects {
            each_held(e, f);
        }
    }
}

/// `e` and the instructions it holds ("you may", "if", "for each", delayed and
/// reflexive triggers).
fn each_held<'a>(e: &'a mw_ir::Effect, f: &mut dyn FnMut(&'a mw_ir::Effect)) {
    use mw_ir::Effect;
    f(e);
    match e {
        Effect::Optional(inner) | Effect::IfYouDo { effect: inner, .. } | Effect::ForEach { effect: inner, .. } => each_held(inner, f),
        Effect::If { effect: inner, otherwise, .. } => {
            each_held(inner, f);
            if let Some(o) = otherwise {
                each_held(o, f);
            }
        }
        Effect::Delayed { effects, .. } | Effect::Reflexive { effects, .. } => effects.iter().for_each(|e| each_held(e, f)),
        _ => {}
    }
}

/// The token definitions a card's instructions create (CR 114.2: an emblem's abilities
/// are held as a definition like a token's).
pub(crate) fn token_defs(def: &CardDef) -> Vec<&CardDef> {
    let mut out = Vec::new();
    each_instruction(def, &mut |e| match e {
        mw_ir::Effect::CreateTokens { token, .. } => out.push(token.as_ref()),
        mw_ir::Effect::CreateEmblem { emblem, .. } => out.push(emblem.as_ref()),
        _ => {}
    });
    out
}

/// CR 603.7b: the events "until end of turn, whenever …" delayed triggers of a card's
/// instructions wait for.
pub(crate) fn delayed_triggers(def: &CardDef) -> Vec<&mw_ir::Trigger> {
    let mut out = Vec::new();
    each_instruction(def, &mut |e| {
        if let mw_ir::Effect::Delayed { trigger: Some(t), .. } = e {
            out.push(t.as_ref());
        }
    });
    out
}
