//! Costs that choose objects (CR 118.3, 118.8): a spell's additional costs and the
//! object-choosing part of any cost (sacrifice, discard, tap, return, exile, reveal,
//! remove a counter), one object, N or X of them, or one of several.

use serde::{Deserialize, Serialize};

/// CR 118.8: an additional cost of a spell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdditionalCost {
    /// "sacrifice a creature", "sacrifice an artifact or creature", "sacrifice another
    /// Goblin": a permanent its payer controls matching the filter.
    Sacrifice(crate::target::ObjectFilter),
    /// "discard a card".
    Discard,
    /// "discard a land card" (retrace, CR 702.81a).
    DiscardLand,
    /// "pay N life".
    PayLife(u32),
    /// "tap an untapped creature you control" (CR 118.3): a permanent its payer controls
    /// matching the filter, untapped (the source itself excepted when it taps too).
    TapUntapped(crate::target::ObjectFilter),
    /// CR 702.122a: crew N: tap any number of other untapped creatures you control with
    /// total power N or greater.
    Crew(u32),
    /// "return a land you control to its owner's hand" (CR 118.3).
    ReturnToHand(crate::target::ObjectFilter),
    /// "exile a blue card from your hand" (another card than the spell itself).
    ExileFromHand(crate::target::ObjectFilter),
    /// "exile a creature card from your graveyard", escape's "exile four other cards from
    /// your graveyard" (CR 702.138a).
    ExileFromGraveyard(crate::target::ObjectFilter),
    /// "reveal a Dragon card from your hand" (CR 701.20a: revealed, it stays there).
    RevealFromHand(crate::target::ObjectFilter),
    /// "discard a creature card": a card in hand matching the filter.
    DiscardMatching(crate::target::ObjectFilter),
    /// The same cost paid N times with N different objects ("sacrifice two Mountains",
    /// "exile four other cards from your graveyard").
    Times(Box<AdditionalCost>, u32),
    /// The same cost paid X times, X announced with the spell (CR 601.2b: "pay X life",
    /// "discard X cards", "sacrifice X creatures").
    XTimes(Box<AdditionalCost>),
    /// CR 702.120a: escalate: the same cost paid once for each mode chosen beyond the
    /// first (CR 700.2).
    PerExtraMode(Box<AdditionalCost>),
    /// CR 601.2b / 118.8: "you may exile any number of white cards from your hand": the
    /// same cost paid as many times as its payer announces as the spell is cast (0 too),
    /// each time with a different object.
    AnyNumber(Box<AdditionalCost>),
    /// CR 701.9b: "discard a card at random": the card is chosen at random, not by its
    /// payer.
    DiscardRandom,
    /// CR 118.8: additional mana ("pay {3}"), only as one option of `OneOf`: added to
    /// the total cost when that option is chosen (CR 601.2f).
    Mana(mw_types::ManaCost),
    /// CR 601.2b / 118.8: "sacrifice a creature, discard a card, or pay 4 life": one of
    /// these, chosen by the caster as the spell is announced, then paid (CR 601.2f–h).
    OneOf(Vec<AdditionalCost>),
    /// CR 118.3 / 122.8: "remove a +1/+1 counter from a creature you control": one counter
    /// of the kind from a permanent matching the filter (which asks for such a counter),
    /// the source itself included; the permanent stays where it is.
    RemoveCounter(crate::target::ObjectFilter, mw_types::CounterKind),
}

impl AdditionalCost {
    /// Whether it is paid X times (the spell then announces X, CR 601.2b).
    pub fn has_x(&self) -> bool {
        matches!(self, AdditionalCost::XTimes(_))
    }
}
