//! The shapes of ability lines (CR 113.3): keyword lines, activated and triggered
//! abilities, statements, modal headers, chapters, casting-cost lines, and what wasn't
//! understood. Part of the syntax tree; `ast` re-exports it.

use super::ast::{CostChangeNp, CostItem, Cond, KeywordNode, Sentence, TriggerNode};
use super::lexer::Span;

/// One line of a face's text.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub span: Span,
    pub kind: LineKind,
}

/// CR 113.3: the shape of an ability line.
#[derive(Clone, Debug, PartialEq)]
pub enum LineKind {
    /// CR 702: one or more keyword abilities ("Flying, first strike", "Equip {2}").
    Keywords(Vec<KeywordNode>),
    /// CR 602: `cost: effect`, with a loyalty cost for planeswalkers (CR 606).
    Activated(Activated),
    /// CR 603: `when/whenever/at trigger, effect`.
    Triggered(Triggered),
    /// Sentences: a static ability of a permanent, or the instructions of a spell
    /// (which one is the lowering's business: it knows the card's kind).
    Statements(Vec<Sentence>),
    /// CR 700.2: "Choose one —" with its bulleted modes (the bullets are folded into the
    /// header line by the parser).
    Modal(Modal),
    /// CR 714.2: a Saga's chapter ability, "I, II — effect".
    Chapter { chapters: Vec<u8>, effect: Vec<Sentence> },
    /// A bulleted mode line whose header is elsewhere (kept for diagnostics).
    Bullet(Vec<Sentence>),
    /// CR 118.8 / 118.9: what casting this spell costs: "As an additional cost to cast
    /// this spell, …", "[If …,] you may … rather than pay this spell's mana cost."
    CastCost(CastCost),
    /// CR 702.178a: "Max speed — [ability]": the ability, which the object has only as
    /// long as its controller's speed is 4.
    MaxSpeed(Box<LineKind>),
    /// Nothing to compile (an empty line or one of only reminder text).
    Empty,
    /// Not understood.
    Unknown(Unknown),
}

/// CR 118.8 / 118.9: a line about the costs of casting this spell.
#[derive(Clone, Debug, PartialEq)]
pub struct CastCost {
    pub span: Span,
    /// "rather than pay this spell's mana cost" (CR 118.9); else an additional cost.
    pub alternative: bool,
    /// "If it's not your turn, …".
    pub cond: Option<Cond>,
    /// The costs, each a list of items paid together; several: one of them is paid
    /// ("sacrifice a creature or pay 3 life").
    pub options: Vec<Vec<CostItem>>,
    /// CR 601.2b: "you may …": an additional cost its payer may decline ("you may exile
    /// any number of white cards from your hand").
    pub optional: bool,
    /// CR 601.2f: the sentence after it changing the spell's cost by what it took ("This
    /// spell costs {2} less to cast for each card exiled this way").
    pub then: Option<CostChangeNp>,
}

/// A span the parser didn't understand, with what it was reading.
#[derive(Clone, Debug, PartialEq)]
pub struct Unknown {
    pub span: Span,
    /// The construct being read ("trigger", "cost", "instruction", …).
    pub what: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Activated {
    pub cost: Vec<CostItem>,
    /// CR 606.4: a loyalty ability's `[+N]` (`Some(None)` for `[−X]`).
    pub loyalty: Option<Option<i32>>,
    pub effect: Vec<Sentence>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Triggered {
    pub trigger: TriggerNode,
    pub effect: Vec<Sentence>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Modal {
    /// A modal triggered ability's trigger ("When ~ enters, choose one —").
    pub trigger: Option<TriggerNode>,
    pub min: u8,
    pub max: u8,
    /// CR 700.2: "Choose one. If you control a commander as you cast this spell, you may
    /// choose both [instead].": the condition under which every mode may be chosen.
    pub all_if: Option<Cond>,
    /// "Choose one or more. You may choose the same mode more than once." etc. aside:
    /// each mode's sentences.
    pub modes: Vec<Vec<Sentence>>,
}
