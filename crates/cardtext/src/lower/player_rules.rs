//! Rules about players for the rest of the turn, and keywords "from" colors gained until
//! end of turn: "Spells you control can't be countered this turn." (CR 101.2), "You and
//! permanents you control gain hexproof from blue and from black until end of turn."
//! (CR 702.11d–e: a player or permanents), "target creature gains protection from red
//! until end of turn" (CR 702.16).

use super::ctx::Ctx;
use super::verbs::{duration, each_object, miss};
use super::{refs, Lowered};
use crate::syntax::ast::*;
use mw_ir::{Duration, Effect, PlayerRef, PlayerRule};
use mw_types::ColorSet;

/// "[spells a player controls] can't be countered this turn" (None: not this clause).
pub fn cant_be_countered(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.verb != Verb::Be || !c.negated || c.object.is_some() {
        return None;
    }
    let [Arg::Words(w)] = c.args.as_slice() else { return None };
    if cx.words(w) != "countered this turn" {
        return None;
    }
    let Some(Np::Objects(o)) = &c.subject else { return None };
    if o.noun != Noun::Spell || o.det != Det::Bare || o.zone.is_some() {
        return None;
    }
    let Pred::ControlledBy(who) = &o.filter else { return Some(Err(miss(c, "can't be countered: spells of that kind"))) };
    Some(refs::player(cx, who).map(|player| vec![Effect::PlayerRule { player, rule: PlayerRule::SpellsCantBeCountered }]))
}

/// CR 119.7: "[players] can't gain life this turn": for every player a rule of the
/// game for the turn, for others a rule about them ("your opponents", "target player";
/// None: not this clause).
pub fn cant_gain_life(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.verb != Verb::Gain || !c.negated || c.object.is_some() || c.args != [Arg::Duration(DurationNp::ThisTurn)] {
        return None;
    }
    let who @ Np::Player(p) = c.subject.as_ref()? else { return None };
    if !cx.words(&c.span).contains("can't gain life") {
        return None;
    }
    if p.who == PlayerWord::Player && matches!(p.det, Det::Bare | Det::Each) {
        return Some(Ok(vec![Effect::TurnRule(mw_ir::TurnRule::PlayersCantGainLife)]));
    }
    Some(refs::player(cx, who).map(|player| vec![Effect::PlayerRule { player, rule: PlayerRule::CantGainLife }]))
}

/// "gains hexproof from blue and from black", "gain protection from red": the keyword
/// and its colors, when every keyword of the clause is one of those "from" colors;
/// "from that color" after "Choose a color." is the chosen one (None).
fn from_colors(cx: &Ctx, c: &Clause) -> Option<(bool, Option<ColorSet>)> {
    let mut out: Option<(bool, Option<ColorSet>)> = None;
    for a in &c.args {
        let Arg::Keywords(ks) = a else { continue };
        for k in ks {
            let hexproof = match k.name.as_str() {
                "hexproof" => true,
                "protection" => false,
                _ => return None,
            };
            let KeywordParam::Words(spans) = &k.param else { return None };
            let colors = if let [s] = spans.as_slice() {
                if cx.chose_color && matches!(cx.words(s), "that color" | "the chosen color") {
                    None
                } else {
                    Some(ColorSet::single(crate::syntax::vocab::color_word(cx.words(s))?))
                }
            } else {
                let mut colors = ColorSet::EMPTY;
                for s in spans {
                    colors.insert(crate::syntax::vocab::color_word(cx.words(s))?);
                }
                Some(colors)
            };
            match (&mut out, colors) {
                (None, colors) => out = Some((hexproof, colors)),
                (Some((h, Some(set))), Some(colors)) if *h == hexproof => *set = set.union(colors),
                _ => return None,
            }
        }
    }
    out
}

/// CR 702.11d–e / 702.16: "[objects and players] gain hexproof (protection) from
/// [colors] until end of turn" (None: not this clause).
pub fn gain_from_colors(cx: &mut Ctx, c: &Clause) -> Option<Lowered<Vec<Effect>>> {
    if c.verb != Verb::Gain || c.object.is_some() || c.args.iter().any(|a| !matches!(a, Arg::Keywords(_) | Arg::Duration(_))) {
        return None;
    }
    let (hexproof, colors) = from_colors(cx, c)?;
    Some(lower(cx, c, hexproof, colors))
}

fn lower(cx: &mut Ctx, c: &Clause, hexproof: bool, colors: Option<ColorSet>) -> Lowered<Vec<Effect>> {
    let d = duration(c)?;
    let subject = c.subject.clone().unwrap_or(Np::SelfRef);
    // Players named among the subjects ("You and permanents you control").
    let (players, objects): (Vec<Np>, Vec<Np>) = match subject {
        Np::And(v) => v.into_iter().partition(|n| matches!(n, Np::Player(_))),
        n @ Np::Player(_) => (vec![n], Vec::new()),
        n => (Vec::new(), vec![n]),
    };
    let mut out = Vec::new();
    for p in &players {
        // CR 702.11e: a player's hexproof from colors; protection for players isn't
        // compiled, and a player's rule lasts the turn.
        if !hexproof || d != Duration::EndOfTurn {
            return Err(miss(c, "a player gains protection"));
        }
        let player = refs::player(cx, p)?;
        let Some(colors) = colors else { return Err(miss(c, "a player gains hexproof from the chosen color")) };
        if player != PlayerRef::You {
            return Err(miss(c, "another player gains hexproof"));
        }
        out.push(Effect::PlayerRule { player, rule: PlayerRule::HexproofFrom(colors) });
    }
    let objects = match objects.len() {
        0 => return Ok(out),
        1 => objects.into_iter().next().unwrap_or(Np::SelfRef),
        _ => Np::And(objects),
    };
    out.extend(each_object(cx, &objects, |s| Effect::GainProtection { subject: s, colors, duration: d, hexproof })?);
    Ok(out)
}
