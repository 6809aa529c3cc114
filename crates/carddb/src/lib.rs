//! The card database: loads the project's card data (`data/cards.jsonl`, built into the
//! binary), finds cards by name, compiles them into playable definitions, and reads deck
//! lists.

pub mod commander_rules;
pub mod deck;
pub mod deck_check;
pub mod deck_rules;
pub mod deck_set;
pub mod golden;
pub mod import;
pub mod partner;
pub mod record;

use mw_cardtext::{compile, Diagnostic, TextKind};
use mw_ir::{Ability, CardDef, Cost, ManaAbility, ManaProduction, PtValue};
use mw_types::{CardType, Color, ColorSet, ManaCost, ManaType, Supertype};
use record::{CardRecord, FaceRecord};
use std::collections::HashMap;
use thiserror::Error;

pub use deck::{parse_deck, Deck, DeckEntry, DeckError, DeckErrorKind, Section};
pub use deck_check::{check_deck, deck_files, CardStatus, DeckCardError, DeckCheck, DeckChecker, EntryCheck};
pub use deck_rules::{DeckFormat, RuleBreak, FORMATS};
pub use deck_set::{builtin_lists, read_deck, DeckSet, DeckSetError, NamedList, BUILTIN, BUILTIN_COMMANDER};

/// The card data shipped with the project (converted from ../shared/data, see import.rs).
pub const BUILTIN_DATA: &str = include_str!("../../../data/cards.jsonl");

/// Why card data could not be loaded.
#[derive(Debug, Error)]
pub enum LoadError {
    #[error("card data line {line}: {message}")]
    BadLine { line: usize, message: String },
    #[error("cannot read card data {path}: {message}")]
    Io { path: String, message: String },
}

/// Why a card cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CardError {
    #[error("no card named {:?}{}", deck::shorten(.name, 80), suggest(.suggestions))]
    Unknown { name: String, suggestions: Vec<String> },
    #[error("{name} is not supported yet: {}", .diagnostics.iter().map(|d| d.message.as_str()).collect::<Vec<_>>().join("; "))]
    Unsupported { name: String, diagnostics: Vec<Diagnostic> },
}

fn suggest(s: &[String]) -> String {
    if s.is_empty() {
        String::new()
    } else {
        format!("; did you mean {}?", s.join(", "))
    }
}

/// All cards, indexed by lower-case name.
#[derive(Debug)]
pub struct CardDb {
    records: Vec<CardRecord>,
    index: HashMap<String, usize>,
    /// The longest card name, in characters: a name much longer than it is no misspelling.
    longest_name: usize,
}

/// How many characters longer than the longest card name a name may be and still get
/// suggestions (a few stray words or a set code).
const SUGGESTION_SLACK: usize = 40;

impl CardDb {
    /// Loads the card data built into the binary.
    pub fn builtin() -> Result<CardDb, LoadError> {
        CardDb::parse(BUILTIN_DATA)
    }

    /// Loads card data from a file in the `cards.jsonl` format.
    pub fn from_path(path: &str) -> Result<CardDb, LoadError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| LoadError::Io { path: path.into(), message: e.to_string() })?;
        CardDb::parse(&text)
    }

    /// Parses `cards.jsonl` text; a bad line is an error naming it.
    pub fn parse(text: &str) -> Result<CardDb, LoadError> {
        let mut records = Vec::with_capacity(33_000);
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let r: CardRecord = serde_json::from_str(line)
                .map_err(|e| LoadError::BadLine { line: i + 1, message: e.to_string() })?;
            if r.faces.is_empty() {
                return Err(LoadError::BadLine { line: i + 1, message: format!("{} has no faces", r.name) });
            }
            records.push(r);
        }
        let mut index = HashMap::with_capacity(records.len() * 2);
        for (i, r) in records.iter().enumerate() {
            index.insert(r.name.to_lowercase(), i);
        }
        // A face name finds its card too (a meld card's record holds only its front face,
        // named apart from the record), unless a card has that name itself.
        for (i, r) in records.iter().enumerate() {
            for f in &r.faces {
                index.entry(f.name.to_lowercase()).or_insert(i);
            }
        }
        let longest_name = records.iter().map(|r| r.name.chars().count()).max().unwrap_or(0);
        Ok(CardDb { records, index, longest_name })
    }

    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    pub fn records(&self) -> &[CardRecord] {
        &self.records
    }

    /// A card by name (any case; a face name finds its card).
    pub fn get(&self, name: &str) -> Option<&CardRecord> {
        self.index.get(&name.trim().to_lowercase()).map(|&i| &self.records[i])
    }

    /// The closest names to a misspelt one, best first. A name far longer than any card's
    /// gets none: comparing it with every name would take time in proportion to its length.
    pub fn suggestions(&self, name: &str) -> Vec<String> {
        let want = name.trim().to_lowercase();
        if want.chars().count() > self.longest_name + SUGGESTION_SLACK {
            return Vec::new();
        }
        let mut scored: Vec<(f64, &str)> = self
            .records
            .iter()
            .map(|r| (strsim::jaro_winkler(&want, &r.name.to_lowercase()), r.name.as_str()))
            .filter(|(s, _)| *s > 0.8)
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored.into_iter().take(5).map(|(_, n)| n.to_string()).collect()
    }

    /// A card by name, or an error with suggestions.
    pub fn find(&self, name: &str) -> Result<&CardRecord, CardError> {
        self.get(name).ok_or_else(|| CardError::Unknown { name: name.into(), suggestions: self.suggestions(name) })
    }

    /// Compiles a card into a playable definition, or says why it cannot be played.
    pub fn compile(&self, name: &str) -> Result<CardDef, CardError> {
        let r = self.find(name)?;
        let (def, diagnostics) = compile_record(r);
        if diagnostics.is_empty() {
            Ok(def)
        } else {
            Err(CardError::Unsupported { name: r.name.clone(), diagnostics })
        }
    }
}

/// Compiles a record into a definition (its main face, with its other face as an
/// `Ability::AlternateFace` for adventurers and modal double-faced cards) and the
/// diagnostics that keep it from play.
pub fn compile_record(r: &CardRecord) -> (CardDef, Vec<Diagnostic>) {
    let alternate = match (r.layout.as_str(), r.faces.len()) {
        ("normal" | "saga", 1) => None,
        ("adventure", 2) => Some(mw_ir::FaceKind::Adventure),
        ("modal_dfc", 2) => Some(mw_ir::FaceKind::ModalBack),
        ("transform", 2) => Some(mw_ir::FaceKind::TransformBack),
        ("split", 2) => return compile_split(r, mw_ir::FaceKind::SplitRight),
        ("aftermath", 2) => return compile_split(r, mw_ir::FaceKind::Aftermath),
        _ => {
            let (def, mut diagnostics) = compile_face(&r.faces[0]);
            diagnostics.insert(0, Diagnostic::new(0..0, format!("layout {:?} not supported yet", r.layout)));
            return (def, diagnostics);
        }
    };
    let (mut def, mut diagnostics) = compile_face(&r.faces[0]);
    // CR 702.146a / 712.8c: a cost that casts the card transformed is the back face's
    // spell's cost too (a copy, so the spell on the stack finds what it was cast for).
    let transformed: Vec<Ability> = def.abilities.iter().filter(|a| matches!(a, Ability::AlternativeCost(c) if c.kind.transformed())).cloned().collect();
    if !transformed.is_empty() && alternate != Some(mw_ir::FaceKind::TransformBack) {
        diagnostics.push(Diagnostic::new(0..0, "disturb on a card with no back face to transform to"));
    }
    if let Some(kind) = alternate {
        let (mut face, more) = compile_face(&r.faces[1]);
        face.abilities.extend(transformed);
        // CR 715.2a: an Adventure is an instant or sorcery.
        let spell = face.has_type(CardType::Instant) || face.has_type(CardType::Sorcery);
        if kind == mw_ir::FaceKind::Adventure && !spell {
            diagnostics.push(Diagnostic::new(0..0, "an Adventure that is no instant or sorcery"));
        }
        diagnostics.extend(more);
        def.abilities.push(Ability::AlternateFace { kind, face: Box::new(face) });
    }
    (def, diagnostics)
}

/// CR 709: a split card: the card has both halves' characteristics combined (CR 709.4:
/// both names, the mana costs together, the colors and types of both); each half is a
/// face of its own that is cast alone (CR 709.3).
fn compile_split(r: &CardRecord, right_kind: mw_ir::FaceKind) -> (CardDef, Vec<Diagnostic>) {
    let (left, mut diagnostics) = compile_face(&r.faces[0]);
    let (right, more) = compile_face(&r.faces[1]);
    diagnostics.extend(more);
    if left.is_permanent() || right.is_permanent() {
        // CR 709.5: a split permanent (a Room) has both halves, each unlocked or not.
        diagnostics.insert(0, Diagnostic::new(0..0, "split permanents (Rooms, CR 709.5) not supported yet"));
    }
    let mut card_types = left.card_types.clone();
    card_types.extend(right.card_types.iter().filter(|t| !left.card_types.contains(t)));
    let mut supertypes = left.supertypes.clone();
    supertypes.extend(right.supertypes.iter().filter(|t| !left.supertypes.contains(t)));
    let mut subtypes = left.subtypes.clone();
    subtypes.extend(right.subtypes.iter().filter(|t| !left.subtypes.contains(t)).cloned());
    let mut mana_cost = left.mana_cost.clone();
    mana_cost.symbols.extend(right.mana_cost.symbols.iter().copied());
    let def = CardDef {
        name: r.name.clone(),
        mana_cost,
        no_mana_cost: left.no_mana_cost && right.no_mana_cost,
        colors: left.colors.union(right.colors),
        card_types,
        supertypes,
        subtypes,
        power: None,
        toughness: None,
        loyalty: None,
        abilities: vec![
            Ability::AlternateFace { kind: mw_ir::FaceKind::SplitLeft, face: Box::new(left) },
            Ability::AlternateFace { kind: right_kind, face: Box::new(right) },
        ],
    };
    (def, diagnostics)
}

/// Compiles one face's printed characteristics and text.
fn compile_face(face: &FaceRecord) -> (CardDef, Vec<Diagnostic>) {
    let mut diagnostics = Vec::new();
    let mut def = face_def(face, &mut diagnostics);
    let kind = if def.has_type(CardType::Instant) || def.has_type(CardType::Sorcery) {
        TextKind::Spell
    } else {
        TextKind::Permanent
    };
    let text = face.text.as_deref().unwrap_or("");
    let compiled = compile(text, &face.name, kind);
    def.abilities.extend(compiled.abilities);
    // Name the original text, not the compiler's normalised form.
    diagnostics.extend(compiled.diagnostics.into_iter().map(|mut d| {
        if let Some(original) = text.get(d.span.clone()).filter(|t| !t.is_empty()) {
            let kind = d.message.split(':').next().unwrap_or("unsupported").to_string();
            d.message = if d.part.is_empty() {
                format!("{kind}: {original:?}")
            } else {
                let (what, clause) = d.part.split_once(": ").unwrap_or(("text", &d.part));
                format!("unsupported {what} {clause:?} in {original:?}")
            };
        }
        d
    }));
    if kind == TextKind::Spell && diagnostics.is_empty() && !def.abilities.iter().any(|a| matches!(a, Ability::Spell(_))) {
        diagnostics.push(Diagnostic::new(0..text.len(), "a spell with no instructions"));
    }
    (def, diagnostics)
}

/// The grammar constructs the compiler's grammar front end couldn't lower on the lines
/// of a record that stay unsupported (for the coverage ranking).
pub fn grammar_misses(r: &CardRecord) -> Vec<String> {
    let mut out = Vec::new();
    for face in &r.faces {
        let text = face.text.as_deref().unwrap_or("");
        let spell = face.types.iter().any(|t| t == "Instant" || t == "Sorcery");
        let kind = if spell { TextKind::Spell } else { TextKind::Permanent };
        out.extend(compile(text, &face.name, kind).grammar.into_iter().map(|g| g.part));
    }
    out
}

/// Whether the text of every face of a record compiles (the layout aside): how many
/// cards a layout's support would bring.
pub fn every_face_compiles(r: &CardRecord) -> bool {
    r.faces.iter().all(|face| {
        let mut diagnostics = Vec::new();
        let def = face_def(face, &mut diagnostics);
        let kind = if def.has_type(CardType::Instant) || def.has_type(CardType::Sorcery) {
            TextKind::Spell
        } else {
            TextKind::Permanent
        };
        diagnostics.is_empty() && compile(face.text.as_deref().unwrap_or(""), &face.name, kind).is_supported()
    })
}

/// The printed characteristics of a face, with the intrinsic mana abilities of basic land
/// types (CR 305.6).
fn face_def(f: &FaceRecord, diagnostics: &mut Vec<Diagnostic>) -> CardDef {
    let mut bad = |what: &str| diagnostics.push(Diagnostic::new(0..0, format!("bad {what} in card data")));
    let mana_cost = match f.mana_cost.as_deref().map(ManaCost::parse) {
        Some(Ok(c)) => c,
        Some(Err(_)) => {
            bad("mana cost");
            ManaCost::default()
        }
        None => ManaCost::default(),
    };
    let colors: ColorSet = f.colors.chars().filter_map(Color::from_letter).collect();
    let card_types: Vec<CardType> = f.types.iter().filter_map(|t| CardType::from_name(t)).collect();
    if card_types.len() != f.types.len() {
        bad("card type");
    }
    if card_types.contains(&CardType::Battle) {
        // CR 310: protectors, attacking battles and defeat are not modelled.
        diagnostics.push(Diagnostic::new(0..0, "battles (CR 310) not supported yet"));
    }
    let supertypes = f.supertypes.iter().filter_map(|t| Supertype::from_name(t)).collect();
    let pt = |v: &Option<String>| v.as_deref().and_then(PtValue::parse);
    let mut abilities = Vec::new();
    if card_types.contains(&CardType::Land) {
        for (sub, t) in [
            ("Plains", ManaType::White),
            ("Island", ManaType::Blue),
            ("Swamp", ManaType::Black),
            ("Mountain", ManaType::Red),
            ("Forest", ManaType::Green),
        ] {
            if f.subtypes.iter().any(|s| s == sub) {
                abilities.push(Ability::Mana(ManaAbility {
                    cost: Cost { tap: true, ..Cost::default() },
                    produce: ManaProduction::Fixed(smallvec_one(t)),
                    spend: None,
                    then: Vec::new(),
                    condition: None,
                    priority_only: false,
                    once_per_turn: false,
                }));
            }
        }
    }
    CardDef {
        name: f.name.clone(),
        mana_cost,
        no_mana_cost: f.mana_cost.is_none(),
        colors,
        card_types,
        supertypes,
        subtypes: f.subtypes.clone(),
        power: pt(&f.power),
        toughness: pt(&f.toughness),
        loyalty: f.loyalty.as_deref().and_then(|l| l.parse().ok()),
        abilities,
    }
}

fn smallvec_one(t: ManaType) -> smallvec::SmallVec<[ManaType; 2]> {
    let mut v = smallvec::SmallVec::new();
    v.push(t);
    v
}
