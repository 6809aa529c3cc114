//! What a resolving spell or ability knows about itself (CR 608.2): controller, source,
//! targets and whether each is still legal (CR 608.2b), X, the trigger event, the divided
//! damage. Instructions read it; it is also the context of a static or mana ability.

use crate::state::events::Target;
use mw_types::{ObjectId, PlayerId};

/// What a resolving spell or ability knows about itself.
pub(crate) struct EffectCtx<'a> {
    /// The stack item that caused this triggered ability, if any.
    pub about: Option<u32>,
    /// The amount of the event that triggered it ("that much").
    pub trigger_amount: u32,
    pub controller: PlayerId,
    pub source: ObjectId,
    pub targets: &'a [Target],
    /// CR 608.2b: whether each target is still legal.
    pub legal: &'a [bool],
    pub x: u32,
    /// The ability resolving (None for a spell's instructions from its card).
    pub ability: Option<crate::continuous_effects::abilities::AbilityRef>,
    /// The player of the event that triggered it ("that player").
    pub about_player: Option<PlayerId>,
    /// The object of the event that triggered it ("that creature").
    pub about_object: Option<ObjectId>,
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
            about: None,
            trigger_amount: 0,
            controller,
            source,
            targets: &[],
            legal: &[],
            x: 0,
            ability: None,
            about_player: None,
            about_object: None,
            each: None,
            divided: &[],
        }
    }

    pub(crate) fn target(&self, i: u8) -> Option<Target> {
        let i = i as usize;
        (self.legal.get(i) == Some(&true)).then(|| self.targets[i])
    }
}
