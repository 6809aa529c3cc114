//! The state of replacement effects in progress or waiting (CR 614, 616): a permanent
//! entering the battlefield while its replacement effects are applied and asked about
//! (`Entering`, the question `Asking`, what follows `Then`), the replacement effects
//! resolved spells created (`ResolvedReplacement`) and the resolved "exile it instead"
//! on one object (`ExileInstead`), regeneration and prevention shields, all held by
//! `Game::replacement` (`ReplacementState`). `actions::entering`,
//! `actions::exile_instead`, `actions::destruction`, `pipeline::draw` and
//! `pipeline::damage` act on them.

use crate::state::effect_values::Copiable;
use crate::pipeline::replacement::ReplacementId;
use crate::state::events::Target;
use mw_ir::{Duration, EntersAsCopy};
use mw_types::{CardId, CounterKind, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// Replacement and prevention effects waiting or being applied (CR 614–616): one field of
/// `Game`, so the concern's state is in one place.
#[derive(Clone, Debug, Default)]
pub(crate) struct ReplacementState {
    /// A permanent entering the battlefield while its replacement effects are chosen.
    pub entering: Option<Entering>,
    /// Draws being made while a replacement of one is chosen (CR 616.1, 121.6).
    pub drawing: Option<crate::pipeline::draw::Drawing>,
    /// CR 616.1: the choices players made for zone changes about to happen, each used
    /// (and dropped) by the move it was made for.
    pub move_choices: Vec<MoveChoices>,
    /// CR 616.1: the zone change whose affected player is being asked (boxed: rare, and
    /// every clone copies this struct).
    pub move_asking: Option<Box<MoveAsk>>,
    /// Replacement effects created by resolved spells (CR 614.1c), in timestamp order.
    pub resolved: Vec<ResolvedReplacement>,
    /// CR 614.1a: objects that go to exile instead of leaving the battlefield or dying.
    pub exile_instead: Vec<ExileInstead>,
    /// CR 701.19a: regeneration shields this turn, one entry each.
    pub regeneration_shields: Vec<ObjectId>,
    /// CR 615.7: prevention shields this turn: what they protect, and how much damage
    /// they still prevent.
    pub prevention: Vec<(Target, u32)>,
    /// CR 615.1a: effects resolved instructions made that prevent all of some damage.
    pub prevent_all: Vec<crate::pipeline::prevention::ActivePrevention>,
    /// CR 615.8: shields this turn against the next damage a chosen source would deal.
    pub source_shields: Vec<SourceShield>,
    /// CR 615.5: shields that prevented damage, with the amount prevented, whose
    /// "if damage is prevented this way" instructions happen next.
    pub after_prevention: Vec<(SourceShield, u32)>,
    /// CR 614.1a: damage events a permanent's static replacement took the place of,
    /// whose instructions happen next.
    pub replaced_damage: Vec<ReplacedDamage>,
}

/// One damage event replaced by a static ability ("prevent that damage and remove that
/// many +1/+1 counters from it"): the permanent, its ability, what the damage would have
/// been dealt to, and how much.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ReplacedDamage {
    pub from: ObjectId,
    pub controller: PlayerId,
    pub ability: crate::state::characteristic_values::AbilityRef,
    pub to: Target,
    pub amount: u32,
}

/// CR 615.8 / 609.7a: "the next time [a chosen source] would deal damage to [recipient]
/// this turn, prevent that damage", made by the instruction at `index` of `card`'s
/// `ability` (whose "then" instructions follow a prevention, CR 615.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SourceShield {
    pub source: ObjectId,
    pub to: Target,
    pub controller: PlayerId,
    /// The spell or ability's source (the object "~" names in the instructions after).
    pub from: ObjectId,
    pub card: CardId,
    pub ability: Option<u16>,
    pub index: u16,
}

/// A replacement effect created by a resolved spell or ability (CR 611.2, 614.1c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ResolvedReplacement {
    pub id: ReplacementId,
    pub controller: PlayerId,
    pub kind: ResolvedKind,
    pub duration: Duration,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ResolvedKind {
    /// "If a creature would enter under an opponent's control, it enters under your
    /// control instead" (Gather Specimens).
    CreaturesEnterUnderYou,
}

/// What happens once the permanent is on the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Then {
    /// CR 608.3: a permanent spell finished resolving; an Aura attaches to its target.
    Spell { aura_target: Option<Target> },
    /// CR 305.1: a land was played.
    Land { player: PlayerId },
    /// An instruction of a resolution put it there ("that creature"); the resolution goes
    /// on.
    Instruction,
}

/// The question the entering permanent's controller is answering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Asking {
    /// CR 616.1: which of these replacement effects to apply next.
    Order(SmallVec<[ReplacementId; 4]>),
    /// CR 614.12a / 707.5: which creature to enter as a copy of (or none, if optional).
    Copy { id: ReplacementId, spec: EntersAsCopy },
    /// CR 614.12a: a creature type, a color, a card type or a card name ("As ~ enters,
    /// choose …"), asked as an instruction's choice is (`resolution_choices`).
    Choice { id: ReplacementId, choice: mw_ir::Choice },
    /// CR 614.12: pay this much life (yes), or it enters tapped (no).
    PayLife { id: ReplacementId, life: u32 },
    /// CR 702.98a / 702.136a: a +1/+1 counter (yes), or not (no; haste for riot).
    CounterOrHaste { id: ReplacementId, haste: bool },
    /// CR 614.12 / 701.20a: a card of this quality from the hand to reveal (an object),
    /// or it enters tapped (no).
    Reveal { id: ReplacementId, card: mw_ir::ObjectFilter },
}

/// An enters-the-battlefield event being modified.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Entering {
    /// The card moving (None: a token being created from `card`).
    pub object: Option<ObjectId>,
    pub card: CardId,
    pub owner: PlayerId,
    pub controller: PlayerId,
    /// CR 107.3m: the X of the spell it was.
    pub x: u32,
    /// CR 702.33d: how many times the spell it was had its kicker cost paid (CR 702.157a:
    /// a squad cost, any number of times).
    pub kicks: u8,
    /// CR 702.44a: the colors of mana spent to cast the spell it was (sunburst).
    pub colors_spent: mw_types::ColorSet,
    /// CR 601.2h: the amount of mana spent to cast the spell it was.
    pub mana_spent: u16,
    /// CR 118.9: the alternative cost its spell was cast for (evoke, dash, escape).
    pub alt: Option<mw_ir::AltKind>,
    pub rule: &'static str,
    pub copy: Option<Copiable>,
    pub tapped: bool,
    pub counters: SmallVec<[(CounterKind, u32); 2]>,
    /// CR 707.9e: counters an applied copy effect's exception adds (gone if another copy
    /// effect applies after it).
    pub copy_counters: u32,
    pub applied: SmallVec<[ReplacementId; 4]>,
    /// The creature type chosen as it enters.
    pub chosen: Option<crate::state::objects::Chosen>,
    /// CR 702.136a: riot's haste chosen as it enters.
    pub haste: bool,
    pub then: Then,
    pub asking: Option<Asking>,
}

/// CR 616.1: the replacement choices made for one proposed zone change (of `object`,
/// proposed to `to`), in the order they were asked: the effect chosen, or `None` for an
/// optional one declined (CR 903.9b's "may").
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveChoices {
    pub object: ObjectId,
    pub to: crate::state::zones::Zone,
    pub chosen: SmallVec<[Option<ReplacementId>; 2]>,
}

/// A proposed zone change waiting for its affected player's choice (CR 616.1): among
/// `group`, or, when `optional`, the one effect or none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveAsk {
    pub object: ObjectId,
    pub to: crate::state::zones::Zone,
    pub player: PlayerId,
    pub group: SmallVec<[ReplacementId; 4]>,
    pub optional: bool,
    /// What asked, and so what goes on after the answer.
    pub then: AfterMoveChoice,
}

/// What asked about a zone change before making it: it is run again once the choice is
/// made, and this time the move happens with the choices made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AfterMoveChoice {
    /// A decision whose answer makes the move as it is applied (a card discarded in
    /// cleanup, an object chosen to pay a cost, a card chosen to discard): the decision
    /// `pending` is restored and `player`'s `answer` applied again.
    Answer { pending: crate::state::game::Pending, player: PlayerId, answer: crate::state::decisions::Answer },
    /// The resolution's waiting step (`Resolving::wait`: sacrifices chosen, cards
    /// discarded at random) is resumed with no answer and makes its moves.
    Wait,
    /// CR 601.2h: the announcement's costs are paid, from where they stopped (an
    /// activated ability's own sacrifice, discard or exile).
    AnnounceCosts,
    /// The resolving instruction (`Resolving::next`) is run again.
    Instruction,
    /// State-based actions are checked again (CR 704.3).
    StateBasedActions,
    /// CR 704.5j: `player`'s answer to the legend rule, keeping `keep`, is applied again.
    LegendRule { player: PlayerId, keep: ObjectId },
}

/// One object's "exile it instead".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ExileInstead {
    pub object: ObjectId,
    /// Leaving the battlefield for any zone (unearth), or only dying (to a graveyard).
    pub any_zone: bool,
    /// Ends in the cleanup step ("this turn").
    pub this_turn: bool,
}
