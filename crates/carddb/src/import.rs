//! Converting the shared card data (`cards.json.xz`) into the project's `cards.jsonl`.
//! Run once by a developer (`manaweave data import`); the build never does it.

use crate::record::{CardRecord, FaceRecord};
use serde_json::Value;
use std::io::Read;

/// Why the shared data could not be converted.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("cannot read {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("{path} is not valid xz data: {message}")]
    Xz { path: String, message: String },
    #[error("{path} is not the expected JSON: {message}")]
    Json { path: String, message: String },
}

fn strings(v: &Value, key: &str) -> Vec<String> {
    v.get(key)
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
        .unwrap_or_default()
}

fn string(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_string)
}

fn face(v: &Value) -> FaceRecord {
    let name = string(v, "faceName").or_else(|| string(v, "name")).unwrap_or_default();
    let letters = |key| {
        let mut s: Vec<String> = strings(v, key);
        s.sort_by_key(|c| "WUBRG".find(c.as_str()).unwrap_or(9));
        s.concat()
    };
    FaceRecord {
        name,
        mana_cost: string(v, "manaCost"),
        type_line: string(v, "type").unwrap_or_default(),
        types: strings(v, "types"),
        subtypes: strings(v, "subtypes"),
        supertypes: strings(v, "supertypes"),
        text: string(v, "text"),
        power: string(v, "power"),
        toughness: string(v, "toughness"),
        loyalty: string(v, "loyalty"),
        defense: string(v, "defense"),
        colors: letters("colors"),
        color_indicator: v.get("colorIndicator").map(|_| letters("colorIndicator")),
        keywords: strings(v, "keywords"),
    }
}

/// Reads the xz-compressed shared data and returns the records, sorted by name.
pub fn convert(path: &str) -> Result<Vec<CardRecord>, ImportError> {
    let file = std::fs::File::open(path).map_err(|e| ImportError::Io { path: path.into(), source: e })?;
    let mut input = std::io::BufReader::new(file);
    let mut raw = Vec::new();
    lzma_rs::xz_decompress(&mut input, &mut raw)
        .map_err(|e| ImportError::Xz { path: path.into(), message: e.to_string() })?;
    let mut text = String::new();
    raw.as_slice()
        .read_to_string(&mut text)
        .map_err(|e| ImportError::Io { path: path.into(), source: e })?;
    let json: Value = serde_json::from_str(&text)
        .map_err(|e| ImportError::Json { path: path.into(), message: e.to_string() })?;
    let data = json.get("data").and_then(Value::as_object).ok_or_else(|| ImportError::Json {
        path: path.into(),
        message: "no \"data\" object".into(),
    })?;
    let mut out = Vec::with_capacity(data.len());
    for (name, faces) in data {
        let faces = faces.as_array().map(Vec::as_slice).unwrap_or_default();
        let Some(first) = faces.first() else { continue };
        out.push(CardRecord {
            name: name.clone(),
            layout: string(first, "layout").unwrap_or_else(|| "normal".into()),
            src: string(first, "_src").unwrap_or_default(),
            faces: faces.iter().map(face).collect(),
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// Writes records as JSON lines.
pub fn to_jsonl(records: &[CardRecord]) -> String {
    let mut s = String::new();
    for r in records {
        s.push_str(&serde_json::to_string(r).expect("records serialize"));
        s.push('\n');
    }
    s
}
