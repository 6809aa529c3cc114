//! A resolution in progress (CR 608): which stack item, which targets are still legal,
//! how far its instructions got, and what a suspended instruction waits for (`Wait`).
//! Held by `Game::resolving`; `stack_resolution::resolution` runs it.

use super::instruction_progress::{Arranging, Copying, Digging, Discarding, HandToLibrary, Proliferating, Queued, Sacrificing, Searching};
use mw_types::{CardId, ObjectId, PlayerId};
use smallvec::SmallVec;

/// A resolution in progress: which item, which targets are still legal, how far it got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Resolving {
    pub item: u32,
    pub source: ObjectId,
    pub card: CardId,
    pub ability: Option<u16>,
    pub legal: SmallVec<[bool; 2]>,
    /// Index of the instruction to run (or being answered) next.
    pub next: usize,
    /// The object an instruction put onto the battlefield ("that creature").
    pub returned: Option<ObjectId>,
    /// What the suspended instruction waits for.
    pub wait: Option<Wait>,
    /// The controller said yes to the "you may" instruction at `next`.
    pub accepted: bool,
    /// The controller said no to the last "you may" instruction or payment, for the
    /// "if you do" instructions after it.
    pub declined: bool,
    /// CR 707.10: copies of a spell still to make for the current instruction.
    pub copies: Option<Copying>,
    /// Cards the current instruction still puts onto the battlefield, last first.
    pub queued: SmallVec<[Queued; 2]>,
    pub queued_rule: &'static str,
    /// "the chosen type (color)": what an instruction had its controller choose.
    pub chosen: Option<crate::state::objects::Chosen>,
    /// CR 706.2: the result of the last die roll ("equal to the result").
    pub rolled: u16,
    /// Cards each player (by index) discarded their hand of during the resolution ("the
    /// greatest number of cards a player discarded this way", CR 608.2c). FIXME: discards
    /// of chosen cards (`Effect::Discard`) aren't counted yet.
    pub discarded: SmallVec<[u32; 4]>,
    /// CR 608.2c: what the resolution's instructions did so far ("this way"): objects
    /// destroyed, milled, exiled, created; life lost and damage dealt.
    pub this_way: super::this_way::ThisWay,
    /// CR 608.2c: how many times "repeat this process" began the instructions again.
    pub repeats: u16,
    /// CR 608.2c: the objects the last group instruction (`Effect::ForEach`) of the
    /// resolution acted on ("put a +1/+1 counter on each creature you control. Those
    /// creatures gain vigilance").
    pub group: SmallVec<[ObjectId; 8]>,
    /// CR 701.38: the votes cast in the resolution's last vote, in order.
    pub votes: SmallVec<[Voted; 4]>,
    /// An instruction done once for each of several opponents, in progress (CR
    /// 702.116a): while set, an answer or an arrival resumes that instruction rather
    /// than the next one.
    pub per_opponent: Option<PerOpponent>,
    /// CR 101.4, 608.2c: an instruction each of several players carries out in turn
    /// (`Effect::ByPlayer` of several players), in progress: the index (APNAP order) of
    /// the player acting. While set, an answer resumes that instruction for the next player
    /// rather than going on to the next instruction.
    pub by_each: Option<u8>,
}

impl Resolving {
    /// The current instruction is finished unless it goes on for more opponents
    /// (`per_opponent`) or players (`by_each`): the next one is the one to run.
    pub fn instruction_done(&mut self) {
        if self.per_opponent.is_some() {
            return;
        }
        match self.by_each {
            Some(i) => self.by_each = Some(i.saturating_add(1)),
            None => self.next += 1,
        }
    }
}

/// CR 702.116a: how far an instruction done for each opponent got: the opponents done,
/// whether the "you may" for the next one was asked (the answer is `accepted`), and the
/// opponent whose token copy is still entering (a choice as it enters), to attack once
/// it has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PerOpponent {
    pub done: u8,
    pub asked: bool,
    pub entering: Option<PlayerId>,
}

/// CR 701.38a: one vote: for a named option (numbered from 0) or a permanent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Voted {
    Option(u8),
    Object(ObjectId),
}

/// What a suspended instruction asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Wait {
    /// CR 118.12: "counter it unless its controller pays": the payer says yes or no.
    UnlessPays { payer: PlayerId, item: u32, cost: mw_types::ManaCost, life: u32 },
    /// CR 701.44a: keep the revealed nonland card on top or put it into the graveyard;
    /// `remaining` explores of the same instruction follow.
    Explore { player: PlayerId, explorer: ObjectId, card: ObjectId, remaining: u32 },
    /// CR 701.22 / 701.25: scry or surveil in progress.
    Arrange(Arranging),
    /// CR 609.3: "you may": yes or no.
    Optional { player: PlayerId },
    /// "you may cast that card without paying its mana cost".
    CastFree { player: PlayerId, card: ObjectId },
    /// CR 702.35a: madness's "may cast it by paying [cost]"; declined, the card goes to
    /// its owner's graveyard.
    CastMadness { player: PlayerId, card: ObjectId },
    /// CR 608.2d: a creature type or color to choose.
    Choose { player: PlayerId, choice: mw_ir::Choice },
    /// CR 106.1b: the mana an instruction adds, one of these.
    ChooseMana { player: PlayerId, choices: SmallVec<[SmallVec<[mw_types::ManaType; 2]>; 5]> },
    /// CR 609.3: "you may pay {N}": yes (and pay) or no.
    MayPay { player: PlayerId, cost: mw_types::ManaCost },
    /// CR 609.3 / 107.14: "you may pay {E}{E}": yes (and pay) or no.
    MayPayEnergy { player: PlayerId, amount: u32 },
    /// CR 701.9a: discards in progress.
    Discard(Discarding),
    /// CR 701.9b: a card `chooser` picks from `victim`'s revealed hand for them to discard.
    /// `optional`: "you may choose": no is an answer, a "didn't" for "if you do".
    ChooseDiscard { chooser: PlayerId, victim: PlayerId, filter: mw_ir::ObjectFilter, source: ObjectId, exile: bool, optional: bool },
    /// CR 701.21a: sacrifices being chosen.
    Sacrifice(Sacrificing),
    /// CR 701.9b: the cards chosen at random, each with the player discarding it, waiting
    /// for their replacement choices (CR 616.1) before they are discarded.
    RandomDiscard(Vec<(PlayerId, ObjectId)>),
    /// Looking at the top cards and taking some, in progress.
    Dig(Digging),
    /// CR 401.4: cards from a hand put into a library in a chosen order, in progress.
    HandToLibrary(HandToLibrary),
    /// CR 701.23: a library search in progress.
    Search(Searching),
    /// CR 701.34a: proliferate in progress.
    Proliferate(Proliferating),
    /// CR 701.57a: cast the discovered card without paying its mana cost, or not.
    Discover { player: PlayerId, card: ObjectId, rest: SmallVec<[ObjectId; 8]>, cascade: bool },
    /// CR 701.50a: which card the conniving permanent's controller discards.
    Connive { player: PlayerId, conniver: ObjectId },
    /// CR 608.2d: which of these (a player and their planeswalkers) `amount` damage from
    /// `source` is dealt to.
    DamageRecipient { player: PlayerId, options: SmallVec<[crate::state::events::Target; 4]>, source: ObjectId, amount: i32 },
    /// `Effect::ChoosePermanent`: which of these.
    ChoosePermanent { player: PlayerId, candidates: SmallVec<[ObjectId; 4]> },
    /// CR 701.54a: which of `player`'s creatures becomes their Ring-bearer.
    RingBearer { player: PlayerId, candidates: SmallVec<[ObjectId; 4]> },
    /// CR 508.4: what each of these creatures, put onto the battlefield attacking,
    /// attacks (the first is asked about), each with the player it must attack (or one of
    /// their planeswalkers), if the text named one.
    Attacked { player: PlayerId, creatures: SmallVec<[(ObjectId, Option<PlayerId>); 2]> },
    /// CR 401.4: the object goes on the top (`KeepOnTop`) or the bottom (`ToBottom`) of
    /// its owner's library, as the player chooses.
    TopOrBottom { player: PlayerId, object: ObjectId },
    /// CR 701.38a: the players still to vote, in order (the first votes now), for the
    /// voting ability's controller.
    Vote { voters: SmallVec<[PlayerId; 4]>, on: mw_ir::effect::VoteOn, controller: PlayerId },
}
