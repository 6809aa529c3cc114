//! CR 602.5b / 602.5d: restrictions on activating an ability, as a sentence of it:
//! "Activate only as a sorcery.", "Activate only during your upkeep and only once each
//! turn.", "Activate only during an opponent's turn, before attackers are declared.",
//! "Activate only if you control a Plains or an Island and only as a sorcery.",
//! "Activate no more than twice each turn.", "Activate only once." — each part one
//! `ActPart`, any number of them joined by "and only" (or ", only").

use super::amount::number;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use mw_ir::activation::TurnPart;

/// The whole sentence, or None (the cursor where it was).
pub fn activate_only(c: &mut Cursor) -> Option<ActivateOnlyNp> {
    let m = c.mark();
    let found = sentence(c);
    if found.is_none() {
        c.reset(m);
    }
    found
}

fn sentence(c: &mut Cursor) -> Option<ActivateOnlyNp> {
    let m = c.mark();
    if !c.eat("activate") {
        return None;
    }
    let mut parts = Vec::new();
    // "Activate no more than twice / three times each turn."
    if c.eat_words("no more than") {
        let n = if c.eat("twice") { 2 } else { number(c).filter(|_| c.eat("times"))? };
        if !c.eat_words("each turn") {
            return None;
        }
        parts.push(ActPart::Times(n));
    } else {
        if !c.eat("only") {
            return None;
        }
        loop {
            part(c, &mut parts)?;
            // ", before attackers are declared" narrows the part before it.
            let mm = c.mark();
            if c.eat_comma() && c.is("before") {
                part(c, &mut parts)?;
            } else {
                c.reset(mm);
            }
            let mm = c.mark();
            let joined = (c.eat("and") || c.eat_comma()) && c.eat("only");
            if !joined {
                c.reset(mm);
                break;
            }
        }
    }
    c.eat_kind(|k| matches!(k, TokenKind::Period));
    c.at_end().then(|| ActivateOnlyNp { span: c.span_from(m), parts })
}

/// One restriction: "as a sorcery", "once each turn", "during …", "before …", "if …".
fn part(c: &mut Cursor, out: &mut Vec<ActPart>) -> Option<()> {
    let p = if c.eat_words("as a sorcery") || c.eat_words("as sorcery") {
        ActPart::Sorcery
    } else if c.eat_words("as an instant") {
        ActPart::Instant
    } else if c.eat("once") {
        if c.eat_words("each turn") {
            ActPart::OncePerTurn
        } else {
            ActPart::Once
        }
    } else if c.eat("during") {
        during(c)?
    } else if c.eat("before") {
        ActPart::During { yours: None, part: before(c)? }
    } else if c.eat("if") {
        ActPart::If(super::cond::cond(c)?)
    } else {
        return None;
    };
    out.push(p);
    Some(())
}

/// "your turn", "an opponent's upkeep", "any upkeep step", "combat", "the declare
/// blockers step".
fn during(c: &mut Cursor) -> Option<ActPart> {
    let yours = if c.eat("your") {
        Some(true)
    } else if c.eat_words("an opponent's") {
        Some(false)
    } else {
        c.eat_any(&["any", "each"]);
        None
    };
    let part = if c.eat("turn") {
        TurnPart::Turn
    } else if c.eat("upkeep") {
        c.eat("step");
        TurnPart::Upkeep
    } else if yours.is_none() && c.eat("combat") {
        TurnPart::Combat
    } else if yours.is_none() && c.eat("the") {
        let p = if c.eat_words("declare attackers") {
            TurnPart::DeclareAttackers
        } else if c.eat_words("declare blockers") {
            TurnPart::DeclareBlockers
        } else if c.eat_words("end of combat") {
            TurnPart::EndOfCombat
        } else {
            return None;
        };
        if !c.eat("step") {
            return None;
        }
        p
    } else {
        return None;
    };
    Some(ActPart::During { yours, part })
}

/// "attackers are declared", "blockers are declared", "the combat damage step", "the
/// end of combat step".
fn before(c: &mut Cursor) -> Option<TurnPart> {
    if c.eat_words("attackers are declared") {
        Some(TurnPart::BeforeAttackers)
    } else if c.eat_words("blockers are declared") {
        Some(TurnPart::BeforeBlockers)
    } else if c.eat_words("the combat damage step") {
        Some(TurnPart::BeforeCombatDamage)
    } else if c.eat_words("the end of combat step") {
        Some(TurnPart::BeforeEndOfCombat)
    } else {
        None
    }
}
