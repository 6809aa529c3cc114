//! What a suspended instruction holds while it waits for a player's answer (CR 608.2:
//! a resolution stops at an instruction that asks, and the answer resumes it): copies
//! of a spell still to make, cards queued to enter, a scry or surveil, discards,
//! proliferate, sacrifices chosen by players, a dig, cards put from a hand into a
//! library, a search. Held by `Resolving` (`state::resolving`), acted on by the modules
//! of `stack_resolution` and `actions` named in each type's doc.

use crate::state::events::Target;
use mw_ir::{DigRest, ObjectFilter, SearchTo};
use mw_types::{ObjectId, PlayerId};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// Copies still to make for the instruction being resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Copying {
    /// The stack item copied.
    pub item: u32,
    pub remaining: u32,
    pub controller: PlayerId,
    pub new_targets: bool,
}

/// A card still to enter: the card, its controller-to-be, and whether it enters tapped.
pub(crate) type Queued = (ObjectId, PlayerId, bool);

/// Which action is arranging the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arrange {
    /// Away means the bottom of the library.
    Scry,
    /// Away means the graveyard.
    Surveil,
    /// Nothing goes away: "then put them back in any order".
    Reorder,
}

/// Progress of a scry or surveil.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Arranging {
    /// Who arranges.
    pub player: PlayerId,
    /// Whose library (CR 401.5: "the top three cards of target player's library").
    pub library: PlayerId,
    pub mode: Arrange,
    /// Cards not yet sorted, top first.
    pub undecided: SmallVec<[ObjectId; 4]>,
    pub top: SmallVec<[ObjectId; 4]>,
    pub away: SmallVec<[ObjectId; 4]>,
    /// Cards placed on top so far, first chosen first (it ends up on top).
    pub ordered_top: SmallVec<[ObjectId; 4]>,
}

/// Discards in progress (CR 701.9a): the players still to discard, in APNAP order, and
/// how many cards the first of them still discards (at most, with `up_to`: each may stop
/// sooner).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Discarding {
    pub players: SmallVec<[PlayerId; 4]>,
    pub remaining: u32,
    pub each: u32,
    pub up_to: bool,
}

/// A proliferate in progress: what has been chosen so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Proliferating {
    pub player: PlayerId,
    pub chosen: SmallVec<[Target; 8]>,
}

/// Sacrifices being chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Sacrificing {
    /// The players still to choose, the current one first.
    pub players: SmallVec<[PlayerId; 4]>,
    /// How many the current player still chooses.
    pub remaining: u32,
    pub each: u32,
    pub filter: mw_ir::ObjectFilter,
    pub source: ObjectId,
    pub chosen: SmallVec<[ObjectId; 4]>,
    /// What happens to the chosen permanents.
    pub act: ChosenAct,
    /// "up to N": the chooser may stop early (`Answer::Done`), and chooses among
    /// anyone's permanents the filter accepts rather than only their own.
    pub up_to: bool,
    /// CR 702.110b: an exploit ability's sacrifice ("when ~ exploits a creature").
    pub exploit: bool,
}

/// What happens to the permanents chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ChosenAct {
    /// CR 701.21a.
    Sacrifice,
    /// CR 400.6: to its owner's hand.
    ReturnToHand,
    /// CR 701.26b.
    Untap,
    /// CR 701.26a.
    Tap,
}

/// A dig in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Digging {
    /// Who looks and chooses.
    pub player: PlayerId,
    /// Whose library the cards come from and the rest go back to (CR 401.5).
    pub library: PlayerId,
    /// The cards looked at, top first, not yet taken.
    pub looked: SmallVec<[ObjectId; 8]>,
    pub taken: SmallVec<[ObjectId; 2]>,
    pub take: u8,
    pub exact: bool,
    pub filter: Option<mw_ir::ObjectFilter>,
    pub rest: DigRest,
    /// Where the taken cards go: the hand, or the battlefield (they enter once the rest
    /// are put away, queued on the resolution).
    pub to: mw_ir::SearchTo,
    /// The rest, once taking is over, put on the bottom one at a time (any order).
    pub bottom: SmallVec<[ObjectId; 8]>,
    pub ordering: bool,
    pub source: ObjectId,
    /// The takes after the current one, in order.
    pub more: Vec<mw_ir::DigTake>,
    /// Cards of the rest already put back on top (`DigRest::TopAnyOrder`).
    pub placed: u8,
}

/// A placement from a hand in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct HandToLibrary {
    pub player: PlayerId,
    /// Cards still to choose.
    pub remaining: u32,
    pub top: bool,
    /// The cards chosen so far, first chosen first.
    pub chosen: SmallVec<[ObjectId; 4]>,
}

/// A search in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Searching {
    pub player: PlayerId,
    pub filter: ObjectFilter,
    pub remaining: u8,
    pub to: SearchTo,
    pub reveal: bool,
    pub found: SmallVec<[ObjectId; 3]>,
    /// Where the cards come from.
    pub from: SearchFrom,
    /// CR 101.4: the players who choose after this one ("each player puts a creature card
    /// from their graveyard onto the battlefield"), in APNAP order, each from their own
    /// zone; the cards move together once the last has chosen.
    pub next: SmallVec<[PlayerId; 3]>,
    /// The cards the players before chose, with who chose each.
    pub chosen: SmallVec<[(ObjectId, PlayerId); 3]>,
    /// "… and exile the rest": the cards of the zones searched not found are exiled.
    pub rest_exiled: bool,
}

/// Where a search's cards come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SearchFrom {
    /// The searcher's library, shuffled afterwards (CR 701.23a).
    Library,
    /// "you may put a land card from your hand onto the battlefield": the searcher's hand
    /// (optional, no shuffle).
    Hand,
    /// A zone of the searcher's own, no shuffle: "a card" must be chosen while there is
    /// one (the player moves cards of their own, `Effect::PlayerMoves`); a second zone
    /// whose cards may be chosen too ("from outside the game or … in exile").
    Own(mw_ir::CardZone, Option<mw_ir::CardZone>),
    /// CR 701.23 / 201.2: `owner`'s zones, the cards with the name of `name`; any number
    /// may be found (the searcher may fail to find, CR 701.23b); no shuffle.
    Named { owner: PlayerId, zones: mw_ir::ZoneSet, name: mw_types::CardId },
    /// CR 701.23: "search your library and/or graveyard": whether the searcher searches
    /// their library as well as their graveyard (None: not asked yet). Only a library
    /// searched is shuffled; a graveyard alone is a public zone, where a card with the
    /// stated quality must be found (CR 701.23b covers hidden zones only).
    AndOrGraveyard(Option<bool>),
}
