//! Partner abilities (CR 702.124): the deck-construction keywords that let a Commander deck
//! have two commanders: partner, partner—[text] (friends forever among them), partner with
//! [name], choose a Background, and Doctor's companion. Read from a card's record, and
//! whether two cards may lead one deck together.

use crate::commander_rules::without_reminder;
use crate::record::CardRecord;

/// CR 702.124a: one partner ability of a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Partner {
    /// CR 702.124h: "Partner".
    Plain,
    /// CR 702.124i: "Partner—[text]" (lower-cased text; "Friends forever" is
    /// "partner—friends forever").
    Kind(String),
    /// CR 702.124j: "Partner with [name]".
    With(String),
    /// CR 702.124k: "Choose a Background".
    ChooseBackground,
    /// CR 702.124m: "Doctor's companion".
    DoctorsCompanion,
}

/// The partner abilities of a card's front face, one per keyword line.
pub fn partners(r: &CardRecord) -> Vec<Partner> {
    let Some(text) = r.faces.first().and_then(|f| f.text.as_deref()) else { return Vec::new() };
    text.lines().filter_map(|l| partner_line(without_reminder(l).trim())).collect()
}

/// A keyword line's partner ability, if it is one.
fn partner_line(line: &str) -> Option<Partner> {
    let lower = line.to_ascii_lowercase();
    if let Some(name) = line.strip_prefix("Partner with ") {
        return Some(Partner::With(name.trim().to_string()));
    }
    if let Some(kind) = lower.strip_prefix("partner—").or_else(|| lower.strip_prefix("partner —")) {
        return Some(Partner::Kind(kind.trim().to_string()));
    }
    match lower.as_str() {
        "partner" => Some(Partner::Plain),
        // CR 702.124i: printed before the ability was renamed "partner—friends forever".
        "friends forever" => Some(Partner::Kind("friends forever".to_string())),
        "choose a background" => Some(Partner::ChooseBackground),
        "doctor's companion" => Some(Partner::DoctorsCompanion),
        _ => None,
    }
}

fn front_has(r: &CardRecord, subtype: &str) -> bool {
    r.faces.first().is_some_and(|f| f.subtypes.iter().any(|s| s == subtype))
}

/// CR 702.124k: a legendary Background enchantment card.
pub fn is_background(r: &CardRecord) -> bool {
    let Some(f) = r.faces.first() else { return false };
    f.supertypes.iter().any(|s| s == "Legendary") && f.types.iter().any(|t| t == "Enchantment") && front_has(r, "Background")
}

/// CR 702.124m: a legendary Time Lord Doctor creature card with no other creature types.
fn is_lone_doctor(r: &CardRecord) -> bool {
    let Some(f) = r.faces.first() else { return false };
    f.supertypes.iter().any(|s| s == "Legendary")
        && f.types.iter().any(|t| t == "Creature")
        && f.subtypes.len() == 2
        && front_has(r, "Time Lord")
        && front_has(r, "Doctor")
}

/// CR 702.124f–m: whether `a` and `b` may be one deck's two commanders: both share one
/// partner ability (the same one; different ones can't combine), or one chooses a
/// Background / is a Doctor's companion and the other is what it names.
pub fn may_pair(a: &CardRecord, b: &CardRecord) -> bool {
    let (pa, pb) = (partners(a), partners(b));
    let one_way = |x: &CardRecord, px: &[Partner], y: &CardRecord, py: &[Partner]| {
        px.iter().any(|p| match p {
            Partner::Plain => py.contains(&Partner::Plain),
            Partner::Kind(k) => py.iter().any(|q| matches!(q, Partner::Kind(l) if l == k)),
            Partner::With(name) => name == &y.name && py.iter().any(|q| matches!(q, Partner::With(n) if n == &x.name)),
            Partner::ChooseBackground => is_background(y),
            Partner::DoctorsCompanion => is_lone_doctor(y),
        })
    };
    one_way(a, &pa, b, &pb) || one_way(b, &pb, a, &pa)
}
