//! Overload (CR 702.96): the spell's instructions when its overload cost was paid are its
//! text with every word "target" changed to "each" (a text-changing effect, CR 612.1),
//! compiled like any text into `Ability::Overloaded`.

use crate::{Compiled, Diagnostic, Front, TextKind};
use mw_ir::{AltKind, Ability};

/// CR 702.96a: when the face has an overload cost, compiles its other lines with
/// "target" changed to "each" and adds the resulting instructions; a text that doesn't
/// compile that way (or isn't a spell's) leaves the card unsupported.
pub(crate) fn add_overloaded(out: &mut Compiled, text: &str, name: &str, kind: TextKind, front: Front) {
    let overload = |a: &Ability| matches!(a, Ability::AlternativeCost(c) if c.kind == AltKind::Overload);
    if !out.abilities.iter().any(overload) {
        return;
    }
    let lines = crate::source::lines(text, name);
    let changed: Vec<String> =
        lines.iter().filter(|l| !l.text.starts_with("overload")).map(|l| each_for_target(&text[l.span.clone()])).collect();
    let compiled = crate::compile_with(&changed.join("\n"), name, kind, front);
    // A quoted ability the overloaded text gives would be counted from a spell ability
    // that isn't this one.
    if compiled.abilities.iter().any(|a| matches!(a, Ability::Granted(_))) {
        out.diagnostics.push(Diagnostic::new(0..text.len(), "overload: the text with \"each\" gives a quoted ability"));
        return;
    }
    let spell = compiled.abilities.into_iter().find_map(|a| match a {
        Ability::Spell(s) if compiled.diagnostics.is_empty() && s.targets.is_empty() => Some(s),
        _ => None,
    });
    match spell {
        Some(s) => out.abilities.push(Ability::Overloaded(s)),
        None => out.diagnostics.push(Diagnostic::new(0..text.len(), "overload: the text with \"each\" for \"target\" doesn't compile")),
    }
}

/// CR 702.96a: every word "target" (any case) becomes "each" ("Target" → "Each").
pub(crate) fn each_for_target(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.to_ascii_lowercase().find("target") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 6..].chars().next();
        let word = before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric());
        out.push_str(&rest[..at]);
        out.push_str(match (word, rest[at..].starts_with('T')) {
            (false, _) => &rest[at..at + 6],
            (true, true) => "Each",
            (true, false) => "each",
        });
        rest = &rest[at + 6..];
    }
    out.push_str(rest);
    out
}
