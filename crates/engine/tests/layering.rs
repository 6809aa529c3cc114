//! The engine's folders form layers: a module may name (`crate::folder::…`) modules of its
//! own folder and of the folders below it, never above. This test reads the engine's source,
//! computes which folder names which, and fails on a dependency upwards (a back edge) that
//! is not in `BACK_EDGES`, and on a listed back edge that no longer exists, so the list only
//! shrinks. What it sees are paths: a method of `Game` defined in a higher folder and called
//! from a lower one leaves no path and is not caught.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The folders of `crates/engine/src`, bottom first.
const LAYERS: &[&str] = &[
    "state",
    "continuous_effects",
    "pipeline",
    "actions",
    "payment",
    "stack_resolution",
    "triggered",
    "turn_flow",
    "combat_phase",
    "setup_game",
    "interface",
];

/// Dependencies upwards that exist today: (from, to, what would remove it).
const BACK_EDGES: &[(&str, &str, &str)] = &[
    // By design, not a FIXME: the setters of life, poison, energy, tapped status, damage
    // and counters take `pipeline::Seal`, which only the action pipeline can make, so no
    // other module can change that state (ARCHITECTURE.md, "The action pipeline"). The
    // edge names one zero-sized capability type and runs no code of `pipeline`: a token
    // only a higher module can mint must be declared there, since Rust lets an item's
    // constructor be private to the item's own module and its ancestors, never to a
    // module above it in the layering.
    ("state", "pipeline", "the setters' Seal parameter"),
];

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).expect("read src dir").map(|e| e.expect("dir entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The code of a file with line comments cut off (doc comments name paths in prose).
fn code_of(text: &str) -> String {
    text.lines().map(|l| l.find("//").map_or(l, |i| &l[..i])).collect::<Vec<_>>().join("\n")
}

fn ident_at(s: &str) -> &str {
    let end = s.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(s.len());
    &s[..end]
}

/// The first segment of every crate-rooted path in `code`: `crate::a::…`, each branch of
/// `crate::{a::…, b}`, and `super::super::a` (from a file inside a folder).
fn crate_roots(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for prefix in ["crate::", "super::super::"] {
        let mut rest = code;
        while let Some(i) = rest.find(prefix) {
            rest = &rest[i + prefix.len()..];
            let after = rest.trim_start();
            if let Some(group) = after.strip_prefix('{') {
                // Top-level branches of the group: split on commas at depth 0.
                let mut depth = 0usize;
                let mut start = 0usize;
                for (j, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => {
                            out.push(ident_at(group[start..j].trim()).to_string());
                            break;
                        }
                        '}' => depth -= 1,
                        ',' if depth == 0 => {
                            out.push(ident_at(group[start..j].trim()).to_string());
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
            } else {
                out.push(ident_at(after).to_string());
            }
        }
    }
    out.retain(|s| !s.is_empty() && s != "self");
    out
}

/// (from folder, to folder) → the files making the dependency; and paths that name no folder.
fn folder_graph() -> (BTreeMap<(String, String), BTreeSet<String>>, Vec<String>) {
    let src = src_dir();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    // Leaf module name → folder, for paths through lib.rs's re-exports.
    let mut folder_of_module: BTreeMap<String, String> = BTreeMap::new();
    let mut problems = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).expect("under src");
        let parts: Vec<_> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        match parts.as_slice() {
            [lib] if lib == "lib.rs" => {}
            [flat] => problems.push(format!("src/{flat}: a module outside the folders; put it in the folder of its concern")),
            [folder, file] => {
                if !LAYERS.contains(&folder.as_str()) {
                    problems.push(format!("src/{folder}: a folder missing from LAYERS"));
                }
                let module = file.trim_end_matches(".rs");
                if module != "mod" {
                    folder_of_module.insert(module.to_string(), folder.clone());
                }
            }
            _ => problems.push(format!("src/{}: nested deeper than one folder", rel.display())),
        }
    }
    for layer in LAYERS {
        if !src.join(layer).is_dir() {
            problems.push(format!("LAYERS names {layer}, which is not a folder of src"));
        }
    }
    let mut edges: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&src).expect("under src");
        let Some(from) = rel.parent().and_then(|p| p.to_str()).filter(|p| !p.is_empty()) else { continue };
        let code = code_of(&fs::read_to_string(f).expect("read source"));
        for root in crate_roots(&code) {
            let to = if LAYERS.contains(&root.as_str()) {
                root.clone()
            } else if let Some(folder) = folder_of_module.get(&root) {
                folder.clone()
            } else {
                problems.push(format!("src/{}: `crate::{root}` names no folder; write the folder's path", rel.display()));
                continue;
            };
            if to != from {
                edges.entry((from.to_string(), to)).or_default().insert(rel.display().to_string());
            }
        }
    }
    (edges, problems)
}

fn rank(folder: &str) -> usize {
    LAYERS.iter().position(|l| *l == folder).unwrap_or(usize::MAX)
}

#[test]
fn folders_depend_only_downwards_except_the_listed_back_edges() {
    let (edges, problems) = folder_graph();
    assert!(problems.is_empty(), "engine source layout:\n{}", problems.join("\n"));
    let actual: BTreeSet<(String, String)> = edges.keys().filter(|(a, b)| rank(a) < rank(b)).cloned().collect();
    let listed: BTreeSet<(String, String)> = BACK_EDGES.iter().map(|(a, b, _)| (a.to_string(), b.to_string())).collect();
    assert_eq!(listed.len(), BACK_EDGES.len(), "a back edge is listed twice");
    let mut report = Vec::new();
    for (a, b) in actual.difference(&listed) {
        let files: Vec<_> = edges[&(a.clone(), b.clone())].iter().cloned().collect();
        report.push(format!("new back edge {a} -> {b} (a lower folder naming a higher one), from {}", files.join(", ")));
    }
    for (a, b) in listed.difference(&actual) {
        report.push(format!("back edge {a} -> {b} is gone: remove it from BACK_EDGES (and ARCHITECTURE.md)"));
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn crate_roots_reads_paths_and_groups() {
    let code = "use crate::state::game::Game;\nuse crate::{payment::mana::ManaPool, turn_flow::{turn::Step}};\nlet x = super::super::actions::damage::f();";
    assert_eq!(crate_roots(code), ["state", "payment", "turn_flow", "actions"]);
    assert_eq!(code_of("let a = 1; // crate::interface::view"), "let a = 1; ");
}
