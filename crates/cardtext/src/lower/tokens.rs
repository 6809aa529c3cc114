//! Creating tokens (CR 111): a token description into the token's definition, its
//! quoted abilities lowered like any card's (CR 111.4, 113.1).

use super::amount::amount;
use super::ctx::Ctx;
use super::refs;
use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::PtPart;
use mw_ir::{Ability, Amount, CardDef, Effect, PlayerRef, PtValue};
use mw_types::{ColorSet, Supertype};

fn miss(t: &TokenNp, what: &str) -> Miss {
    Miss::new(t.span.clone(), format!("token: {what}"))
}

/// "create a 1/1 white Soldier creature token with flying", "create two Treasure tokens",
/// "create a token that's a copy of target creature".
/// A subject names who creates them ("each opponent creates a Treasure token", "its
/// controller creates a 3/3 …", CR 111.2: under that player's control).
pub fn create(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let player = creator(cx, c)?;
    let (tapped, attacking) = match c.args.iter().find_map(|a| if let Arg::Tapped { attacking } = a { Some(*attacking) } else { None }) {
        Some(att) => (true, att),
        None => (false, false),
    };
    if attacking && player != PlayerRef::You {
        return Err(Miss::new(c.span.clone(), "create: another player's tokens attacking"));
    }
    // CR 508.4: "attacking that player": the player the trigger is about; inside "for
    // each opponent", each opponent in turn (`effects::for_each`).
    let attacks = c.args.iter().find_map(|a| match a {
        Arg::AttackingThatPlayer { or_planeswalker } => Some(mw_ir::TokenAttacks { player: PlayerRef::ThatPlayer, or_planeswalker: *or_planeswalker, other_than_defending: false, if_able: false }),
        _ => None,
    });
    if attacks.is_some() && !cx.each_opponent {
        return Err(Miss::new(c.span.clone(), "create: attacking that player outside \"for each opponent\""));
    }
    if let Some(a) = c.args.iter().find(|a| !matches!(a, Arg::Tapped { .. } | Arg::AttackingThatPlayer { .. })) {
        return Err(Miss::new(c.span.clone(), format!("create: argument {a:?}").chars().take(40).collect::<String>()));
    }
    let items: Vec<&TokenNp> = match &c.object {
        Some(Np::Token(t)) => vec![t],
        Some(Np::And(v)) => v.iter().filter_map(|n| if let Np::Token(t) = n { Some(&**t) } else { None }).collect(),
        _ => return Err(Miss::new(c.span.clone(), "create: not a token")),
    };
    let mut out = Vec::new();
    for t in items {
        // "a tapped Treasure token": the same as "… token tapped" after it.
        let (tapped, attacking) = match t.tapped {
            Some(att) => (true, attacking || att),
            None => (tapped, attacking),
        };
        if attacking && player != PlayerRef::You {
            return Err(miss(t, "another player's tokens attacking"));
        }
        if let Some(of) = &t.copy_of {
            // CR 508.4: a copy attacking whom the text doesn't say: not yet.
            if attacking {
                return Err(miss(t, "a copy tapped and attacking"));
            }
            if player != PlayerRef::You {
                return Err(miss(t, "another player creates a copy"));
            }
            if t.amount != AmountNp::N(1) {
                return Err(miss(t, "several copies"));
            }
            let s = refs::one(cx, of)?;
            // CR 111.10: a copy of the spell itself is no permanent ("it" found nothing
            // earlier, e.g. a card another player moved, which isn't a referent yet).
            if s == mw_ir::Subject::This && cx.spell {
                return Err(miss(t, "a token copy of the spell itself"));
            }
            let mut keywords = 0;
            for k in &t.keywords {
                if k.param != KeywordParam::None {
                    return Err(miss(t, "a copy with a keyword with a parameter"));
                }
                keywords |= super::filter::keyword(&k.name, &k.span)?.bit();
            }
            // "Sacrifice it at the beginning of the next end step": the copy.
            cx.push_ref(super::ctx::Antecedent { subject: mw_ir::Subject::Returned, noun: Noun::Token, types: Vec::new(), plural: false });
            out.push(Effect::CreateTokenCopy { of: s, attacks: None, optional: false, keywords, tapped, pt: None });
            continue;
        }
        let n = amount(cx, &t.amount, &t.span)?;
        let (def, pt) = definition(cx, t)?;
        if pt.is_some() && attacking {
            return Err(miss(t, "an X/X token attacking"));
        }
        let attached = attached_to(cx, t, &def, player, tapped)?;
        // "Sacrifice it at the beginning of the next end step": one token created is the
        // object the instruction put onto the battlefield (`Returned`); several can't be
        // named yet, so a reference to them is a miss rather than the wrong object.
        let one = t.amount == AmountNp::N(1);
        let subject = if one { mw_ir::Subject::Returned } else { super::ctx::CREATED };
        cx.push_ref(super::ctx::Antecedent { subject, noun: Noun::Token, types: Vec::new(), plural: !one });
        out.push(Effect::CreateTokens { token: Box::new(def), amount: n, tapped, attacking, player, pt, attacks, attached });
    }
    Ok(out)
}

/// CR 303.4i: what an Aura token (a Role, CR 303.7) is created attached to: one object
/// named before or targeted, read before the token becomes "it". An Aura token attached
/// to nothing said, or anything else attached, is a miss.
fn attached_to(cx: &mut Ctx, t: &TokenNp, def: &CardDef, player: PlayerRef, tapped: bool) -> Lowered<Option<mw_ir::Subject>> {
    let aura = def.subtypes.iter().any(|s| s == "Aura");
    let Some(to) = &t.attached_to else {
        return if aura { Err(miss(t, "an Aura token attached to nothing said")) } else { Ok(None) };
    };
    if !aura {
        return Err(miss(t, "a token attached that isn't an Aura"));
    }
    if player != PlayerRef::You || t.amount != AmountNp::N(1) || tapped {
        return Err(miss(t, "an Aura token of another kind"));
    }
    if !matches!(&**to, Np::SelfRef | Np::Ref(RefNp { plural: false, .. }) | Np::Objects(ObjNp { det: Det::Target { .. }, .. })) {
        return Err(miss(t, "attached to an object that isn't one named or targeted"));
    }
    let s = refs::one(cx, to)?;
    if s == mw_ir::Subject::Each {
        return Err(miss(t, "attached to each of a group"));
    }
    Ok(Some(s))
}

/// The player a creating clause's subject names (none: the controller).
fn creator(cx: &mut Ctx, c: &Clause) -> Lowered<PlayerRef> {
    match &c.subject {
        None => Ok(PlayerRef::You),
        Some(np @ (Np::Player(_) | Np::PlayerOf { .. })) => refs::player(cx, np),
        Some(_) => Err(Miss::new(c.span.clone(), "create: an object creates")),
    }
}

/// CR 701.16: investigate: create a Clue token.
/// "Its controller investigates" (Fateful Absence): that player creates it.
pub fn investigate(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    if c.object.is_some() || !c.args.is_empty() {
        return Err(Miss::new(c.span.clone(), "investigate: with more words"));
    }
    let player = creator(cx, c)?;
    let clue = crate::tokens::predefined_token("clue").ok_or_else(|| Miss::new(c.span.clone(), "investigate: no clue"))?;
    Ok(vec![Effect::CreateTokens { token: Box::new(clue), amount: Amount::Fixed(1), tapped: false, attacking: false, player, pt: None, attacks: None, attached: None }])
}

fn capitalized(w: &str) -> String {
    w.split('-').map(|p| {
        let mut s = p.to_string();
        if let Some(f) = s.get_mut(0..1) {
            f.make_ascii_uppercase();
        }
        s
    }).collect::<Vec<_>>().join("-")
}

/// The token's definition (its copiable values, CR 111.4), and for an "X/X" token the
/// amount its power and toughness each are (the definition's are then 0/0).
fn definition(cx: &Ctx, t: &TokenNp) -> Lowered<(CardDef, Option<Amount>)> {
    if t.name.is_some() || t.rest.is_some() {
        return Err(miss(t, "a named token"));
    }
    // CR 111.10: a predefined token (Treasure, Food, Clue, …, the Roles).
    if t.pt.is_none() && t.colors.is_empty() && t.keywords.is_empty() && t.quoted.is_empty() {
        let def = if t.subtypes.len() == 1 { crate::tokens::predefined_token(&t.subtypes[0]) } else { None };
        let role = || if t.types.is_empty() { crate::tokens::role_token(&t.subtypes) } else { None };
        if let Some(def) = def.or_else(role) {
            return Ok((def, None));
        }
    }
    let mut colors = ColorSet::EMPTY;
    for c in &t.colors {
        colors.insert(*c);
    }
    if t.types.is_empty() {
        return Err(miss(t, "no card type"));
    }
    let subs: Vec<String> = t.subtypes.iter().map(|s| capitalized(s)).collect();
    let name = if subs.is_empty() { return Err(miss(t, "no subtype")) } else { format!("{} Token", subs.join(" ")) };
    let mut def = crate::tokens::token_def(name, t.types.clone(), subs, colors);
    def.supertypes = t.supertypes.iter().copied().filter(|s| *s != Supertype::Basic).collect();
    let mut x_pt = None;
    if let Some(pt) = t.pt {
        let v = |p: PtPart| match p {
            PtPart::Num { value, signed: false } => Ok(PtValue::Fixed(value)),
            _ => Err(miss(t, "that power and toughness")),
        };
        match (pt.power, pt.toughness) {
            // "an X/X token": X as the instruction defines it (CR 107.3).
            (PtPart::X(1), PtPart::X(1)) => {
                x_pt = Some(cx.x_defined.unwrap_or(Amount::X));
                def.power = Some(PtValue::Fixed(0));
                def.toughness = Some(PtValue::Fixed(0));
            }
            (p, t) => {
                def.power = Some(v(p)?);
                def.toughness = Some(v(t)?);
            }
        }
    }
    for k in &t.keywords {
        if k.param != KeywordParam::None {
            return Err(miss(t, "a keyword with a parameter"));
        }
        match super::filter::keyword(&k.name, &k.span) {
            Ok(kw) => def.abilities.push(Ability::Keyword(kw)),
            // CR 702.108a, 702.147a: a keyword standing for abilities (prowess, decayed):
            // the token has the abilities the keyword line would give a card.
            Err(e) => def.abilities.extend(crate::keywords::keywords(&k.name).filter(|a| !a.is_empty()).ok_or(e)?),
        }
    }
    for q in &t.quoted {
        let line = crate::syntax::parser::quoted_line(cx.lower, q);
        let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
        let abilities = super::lower_line(&line, cx.lower, crate::TextKind::Permanent, &mut spell, &mut super::Carry::default())?;
        if abilities.is_empty() {
            return Err(miss(t, "an empty quoted ability"));
        }
        def.abilities.extend(abilities);
    }
    Ok((def, x_pt))
}
