//! The golden snapshot of the pool's IR: every supported card's compiled abilities in a
//! canonical one-line-per-ability rendering, one file per first letter
//! (`coverage/ir/*.txt`), so that any compiler change shows in `git diff` exactly which
//! cards' meaning moved. The rendering is the IR's serialisation with default-valued
//! fields left out (no `false`, `0`, `null`, empty lists), so it is stable and complete.

use crate::{compile_record, CardDb};
use serde_json::Value;
use std::collections::BTreeMap;

/// A value with its default-valued fields dropped; `None` when nothing is left.
fn compact(v: Value) -> Option<Value> {
    match v {
        Value::Null | Value::Bool(false) => None,
        Value::Number(n) if n.as_f64() == Some(0.0) => None,
        Value::String(s) if s.is_empty() => None,
        Value::Array(a) => {
            // Keep positions in lists (a `None` inside a list still says something).
            let items: Vec<Value> = a.into_iter().map(|x| compact(x).unwrap_or(Value::Null)).collect();
            (!items.is_empty()).then_some(Value::Array(items))
        }
        // An enum variant with a payload (`{"Target": 0}`): the payload is meaningful
        // even when it is a default value.
        Value::Object(m) if m.len() == 1 && m.keys().all(|k| k.starts_with(|c: char| c.is_ascii_uppercase())) => {
            let (k, x) = m.into_iter().next()?;
            let x = compact(x.clone()).unwrap_or(x);
            Some(Value::Object([(k, x)].into_iter().collect()))
        }
        Value::Object(m) => {
            let kept: serde_json::Map<String, Value> = m.into_iter().filter_map(|(k, x)| compact(x).map(|x| (k, x))).collect();
            (!kept.is_empty()).then_some(Value::Object(kept))
        }
        other => Some(other),
    }
}

/// One ability as a canonical line.
pub fn render<T: serde::Serialize>(x: &T) -> String {
    let v = serde_json::to_value(x).unwrap_or(Value::Null);
    compact(v).map_or_else(|| "{}".to_string(), |v| v.to_string())
}

/// The file a card's entry goes in: its name's first letter, lower case (`0` for others).
fn file_of(name: &str) -> String {
    match name.chars().next() {
        Some(c) if c.is_ascii_alphabetic() => c.to_ascii_lowercase().to_string(),
        _ => "0".to_string(),
    }
}

/// Every supported card's entry, by file name (`a.txt` …), in card order.
pub fn snapshot(db: &CardDb) -> BTreeMap<String, String> {
    let mut files: BTreeMap<String, String> = BTreeMap::new();
    for r in db.records() {
        let (def, diags) = compile_record(r);
        if !diags.is_empty() {
            continue;
        }
        let out = files.entry(format!("{}.txt", file_of(&r.name))).or_default();
        out.push_str("## ");
        out.push_str(&r.name);
        out.push('\n');
        for a in &def.abilities {
            out.push_str("  ");
            out.push_str(&render(a));
            out.push('\n');
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::render;
    use mw_ir::{Amount, Effect, Recipient, Subject};

    #[test]
    fn default_values_inside_variants_are_kept() {
        let e = Effect::DealDamage { source: Subject::This, amount: Amount::Fixed(0), to: Recipient::Target(0) };
        assert_eq!(render(&e), r#"{"DealDamage":{"amount":{"Fixed":0},"source":"This","to":{"Target":0}}}"#);
    }
}
