//! What a resolving spell or ability knows about itself (CR 608.2): controller, source,
//! targets and whether each is still legal (CR 608.2b), X, the trigger event, the divided
//! damage. Instructions read it; it is also the context of a static or mana ability.

use crate::state::events::Target;
use mw_types::{ObjectId, PlayerId};

/// What a resolving spell or ability knows about itself.
pub(crate) struct EffectCtx<'a> {
    /// The event that triggered it (a triggered ability's: "that much", "that player",
    /// "that creature", the stack item that caused it).
    pub event: crate::state::waiting_triggers::TriggerEvent,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub targets: &'a [Target],
    /// CR 608.2b: whether each target is still legal.
    pub legal: &'a [bool],
    pub x: u32,
    /// The ability resolving (None for a spell's instructions from its card).
    pub ability: Option<crate::state::characteristic_values::AbilityRef>,
    /// The object `Effect::ForEach` is visiting.
    pub each: Option<ObjectId>,
    /// CR 601.2d: the damage divided among the targets as the item was put on the stack.
    pub divided: &'a [u16],
}

impl EffectCtx<'_> {
    /// A context with no targets, X or trigger event: a static ability's or a mana
    /// ability's.
    pub(crate) fn bare(controller: PlayerId, source: ObjectId) -> EffectCtx<'static> {
        EffectCtx {
            event: Default::default(),
            controller,
            source,
            targets: &[],
            legal: &[],
            x: 0,
            ability: None,
            each: None,
            divided: &[],
        }
    }

    pub(crate) fn target(&self, i: u8) -> Option<Target> {
        let i = i as usize;
        (self.legal.get(i) == Some(&true)).then(|| self.targets[i])
    }
}
