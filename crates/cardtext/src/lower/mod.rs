//! Lowering: the syntax tree into the ability IR, with an explicit context (`Ctx`) that
//! carries the targets announced so far and the antecedents of "it", "that creature",
//! "that player" (never a global). A node the lowering can't express is a `Miss` naming
//! the grammar construct and its span; the line is then not compiled by this front end.

mod acting;
mod chooser;
mod uncounterable;
mod groups;
mod abilities;
mod amount;
mod where_x;
mod hand_library;
mod cost_keywords;
mod cumulative_upkeep;
mod attach;
mod becomes;
mod blocked_by;
mod cast_timing;
mod cause;
mod choices;
mod copies;
mod costs;
mod counter_moves;
mod ctx;
mod damage;
mod effects;
mod emblem;
pub(crate) mod enters;
mod exile_instead;
mod exiled_this_way;
mod filter;
mod hand;
mod instead;
mod graveyard_play;
mod keep;
mod look;
mod next_damage;
mod replace_damage;
mod next_cast;
mod mana;
mod mana_triggers;
mod spend_only;
mod player_rules;
mod player_qualities;
mod prevent;
mod players_who;
mod play_from;
mod pt_defined;
mod refs;
mod reveal_until;
mod restrictions;
mod sacrifice;
mod targeting;
mod wish;
mod statics;
mod tokens;
mod triggers;
mod trigger_batches;
mod verbs;
mod votes;
mod hosers;
mod keywords;
mod zones;
mod unless_pays;
mod ward;
mod trigger_targets;
mod casting;
mod speed;

pub use ctx::{Carry, Ctx};

use crate::syntax::ast::{Line, LineKind};
use crate::syntax::lexer::Span;
use crate::TextKind;
use mw_ir::ability::SpellAbility;
use mw_ir::Ability;

/// A construct the lowering can't express yet, with its span.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Miss {
    pub span: Span,
    /// The grammar construct, named for the coverage ranking ("verb put: into a
    /// library third from the top", "filter: that entered this turn").
    pub construct: String,
}

impl Miss {
    pub fn new(span: Span, construct: impl Into<String>) -> Miss {
        Miss { span, construct: construct.into() }
    }
}

pub type Lowered<T> = Result<T, Miss>;

/// Lowers one line (`lower`: the face text, ASCII-lower-cased). A spell's instructions
/// are appended to `spell` (its targets numbered after those already there); other lines
/// return their abilities. On a miss, `spell` is unchanged.
pub fn lower_line(line: &Line, lower: &str, kind: TextKind, spell: &mut SpellAbility, carry: &mut Carry) -> Lowered<Vec<Ability>> {
    match &line.kind {
        LineKind::Empty => Ok(Vec::new()),
        LineKind::MaxSpeed(inner) => speed::line(inner, line, lower, carry),
        LineKind::Unknown(u) => Err(Miss::new(u.span.clone(), u.what)),
        LineKind::Bullet(_) => Err(Miss::new(line.span.clone(), "a mode without its header")),
        LineKind::Keywords(k) => cost_keywords::lower(k, lower).unwrap_or_else(|| keywords::line(k, lower)),
        LineKind::CastCost(k) => costs::cast_cost(k, lower),
        LineKind::Activated(a) => abilities::activated(a, lower),
        // CR 603.7a: a spell's "when you next cast …": a delayed trigger it creates.
        LineKind::Triggered(t) if kind == TextKind::Spell && next_cast::is_next(t) => next_cast::spell_line(t, lower, spell),
        LineKind::Triggered(t) => abilities::triggered(t, lower, kind == TextKind::Spell),
        LineKind::Chapter { chapters, effect } => abilities::chapter(chapters, effect, lower),
        LineKind::Modal(m) => abilities::modal(m, lower, kind),
        // CR 601.2f: "This spell costs {1} less to cast …", "Creature spells you cast cost …".
        LineKind::Statements(s) if s.iter().all(|x| matches!(x.body, crate::syntax::ast::Stmt::CostChange(_))) => costs::cost_change_line(s, lower),
        LineKind::Statements(s) => match kind {
            // CR 113.6 / 601.3: "This spell has flash as long as …", "This spell can't be
            // countered": static abilities of the spell itself.
            TextKind::Spell if s.iter().all(statics::is_self_static) => statics::statements(s, lower),
            TextKind::Spell => {
                let mut cx = Ctx::new(lower);
                cx.spell = true;
                cx.set_targets(spell.targets.clone());
                cx.resume(carry);
                // The spell's instructions so far: "… instead" may replace one of them.
                let mut effects = spell.effect.clone();
                // CR 613.1f: a quoted ability the spell gives follows its spell ability
                // (`Carry::granted`, placed by `compile_with`).
                effects::sentences_after(&mut cx, s, &mut effects)?;
                *carry = cx.carry();
                spell.targets = cx.take_targets();
                spell.effect = effects;
                Ok(Vec::new())
            }
            TextKind::Permanent => statics::statements(s, lower),
        },
    }
}
