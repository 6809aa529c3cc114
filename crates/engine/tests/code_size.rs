//! The workspace's size rules (issue 18, the helper brief's style rules): no `.rs` file of
//! `crates/` over `MAX_FILE_LINES` lines and no function over `MAX_FN_LINES` lines, except
//! those listed in `LONG_FILES` and `LONG_FUNCTIONS` with their size today. A listed one
//! may shrink, never grow; once it is within the limit (or gone) the test asks for its
//! entry to be removed, so the lists only shrink. Functions are found in the source with
//! comments, strings and character literals blanked: `fn name` … its body's closing brace,
//! counted in lines from the `fn` line to that brace.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

const MAX_FILE_LINES: usize = 800;
const MAX_FN_LINES: usize = 120;

/// Files over the limit: (path under `crates/`, lines). Empty since issue 18's split; an
/// entry may be added only with a FIXME saying what will split it, and only shrinks.
const LONG_FILES: &[(&str, usize)] = &[];

/// Functions over the limit: (path under `crates/`, name, lines). Empty since issue 18's
/// extraction of steps; an entry may be added only with a FIXME, and only shrinks.
const LONG_FUNCTIONS: &[(&str, &str, usize)] = &[
];

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("crates dir").to_path_buf()
}

/// Every `.rs` file under `dir`, recursively, skipping build output.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).expect("read dir").map(|e| e.expect("dir entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The source with comments, string literals and character literals replaced by spaces
/// (newlines kept), so braces and `fn` are found only in code.
fn blank_non_code(src: &str) -> Vec<char> {
    let s: Vec<char> = src.chars().collect();
    let mut out = s.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(s.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let n = s.len();
    let mut i = 0;
    while i < n {
        let prev_ident = i > 0 && is_ident(s[i - 1]);
        match s[i] {
            '/' if s.get(i + 1) == Some(&'/') => {
                let end = (i..n).find(|&j| s[j] == '\n').unwrap_or(n);
                blank(&mut out, i, end);
                i = end;
            }
            '/' if s.get(i + 1) == Some(&'*') => {
                let (mut depth, mut j) = (0usize, i);
                while j < n {
                    if s[j] == '/' && s.get(j + 1) == Some(&'*') {
                        depth += 1;
                        j += 2;
                    } else if s[j] == '*' && s.get(j + 1) == Some(&'/') {
                        depth -= 1;
                        j += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        j += 1;
                    }
                }
                blank(&mut out, i, j);
                i = j;
            }
            // Raw strings: r"…", r#"…"#, br"…".
            'r' if (!prev_ident || (s[i - 1] == 'b' && (i < 2 || !is_ident(s[i - 2]))))
                && matches!(s.get(i + 1), Some('"') | Some('#')) =>
            {
                let hashes = s[i + 1..].iter().take_while(|&&c| c == '#').count();
                if s.get(i + 1 + hashes) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let mut j = i + 2 + hashes;
                while j < n && !(s[j] == '"' && s[j + 1..].iter().take(hashes).filter(|&&c| c == '#').count() == hashes) {
                    j += 1;
                }
                let end = (j + 1 + hashes).min(n);
                blank(&mut out, i, end);
                i = end;
            }
            '"' => {
                let mut j = i + 1;
                while j < n && s[j] != '"' {
                    j += if s[j] == '\\' { 2 } else { 1 };
                }
                blank(&mut out, i, j + 1);
                i = j + 1;
            }
            // A character literal ('x', '\n', '\u{1F}'); a lifetime ('a) is code.
            '\'' => {
                if s.get(i + 1) == Some(&'\\') {
                    let end = (i + 2..n).find(|&j| s[j] == '\'').map_or(n, |j| j + 1);
                    blank(&mut out, i, end);
                    i = end;
                } else if s.get(i + 2) == Some(&'\'') {
                    blank(&mut out, i, i + 3);
                    i += 3;
                } else {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    out
}

/// Every function with a body: (name, lines from its `fn` line to its closing brace).
fn functions(src: &str) -> Vec<(String, usize)> {
    let s = blank_non_code(src);
    let n = s.len();
    let line_at = {
        let mut lines = Vec::with_capacity(n);
        let mut line = 0;
        for &c in &s {
            lines.push(line);
            if c == '\n' {
                line += 1;
            }
        }
        lines
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i + 2 < n {
        let at_fn = s[i] == 'f' && s[i + 1] == 'n' && (i == 0 || !is_ident(s[i - 1])) && s[i + 2].is_whitespace();
        if !at_fn {
            i += 1;
            continue;
        }
        let mut j = i + 2;
        while j < n && s[j].is_whitespace() {
            j += 1;
        }
        let name: String = s[j..].iter().take_while(|&&c| is_ident(c)).collect();
        if name.is_empty() {
            i += 2;
            continue;
        }
        // The body's opening brace: the first `{` outside parentheses and brackets, unless
        // a `;` ends a declaration without a body first.
        let mut depth = 0i32;
        let mut body = None;
        while j < n {
            match s[j] {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                ';' if depth == 0 => break,
                '{' if depth == 0 => {
                    body = Some(j);
                    break;
                }
                _ => {}
            }
            j += 1;
        }
        if let Some(open) = body {
            let mut depth = 0i32;
            let mut k = open;
            while k < n {
                match s[k] {
                    '{' => depth += 1,
                    '}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                k += 1;
            }
            let end = line_at[k.min(n - 1)];
            out.push((name, end - line_at[i] + 1));
        }
        i += 2;
    }
    out
}

/// (files over the limit with their lines, functions over the limit with their lines).
fn measure() -> (BTreeMap<String, usize>, BTreeMap<(String, String), usize>) {
    let root = crates_dir();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut long_files = BTreeMap::new();
    let mut long_fns = BTreeMap::new();
    for f in &files {
        let rel = f.strip_prefix(&root).expect("under crates").to_string_lossy().replace('\\', "/");
        let text = fs::read_to_string(f).expect("read source");
        let lines = text.lines().count();
        if lines > MAX_FILE_LINES {
            long_files.insert(rel.clone(), lines);
        }
        for (name, len) in functions(&text) {
            if len > MAX_FN_LINES {
                let e = long_fns.entry((rel.clone(), name)).or_insert(0);
                *e = (*e).max(len);
            }
        }
    }
    (long_files, long_fns)
}

#[test]
fn no_file_or_function_over_the_limits_except_the_listed_ones() {
    let (long_files, long_fns) = measure();
    let mut report = Vec::new();
    let listed_files: BTreeMap<String, usize> = LONG_FILES.iter().map(|(p, n)| (p.to_string(), *n)).collect();
    assert_eq!(listed_files.len(), LONG_FILES.len(), "a file is listed twice");
    for (path, &lines) in &long_files {
        match listed_files.get(path) {
            None => report.push(format!(
                "crates/{path}: {lines} lines, over {MAX_FILE_LINES}: split it into modules named for their concepts"
            )),
            Some(&was) if lines > was => {
                report.push(format!("crates/{path}: {lines} lines, grew past its listed {was}: shorten it"))
            }
            Some(_) => {}
        }
    }
    for path in listed_files.keys().filter(|p| !long_files.contains_key(*p)) {
        report.push(format!("crates/{path} is within {MAX_FILE_LINES} lines now (or gone): remove it from LONG_FILES"));
    }
    let listed_fns: BTreeMap<(String, String), usize> =
        LONG_FUNCTIONS.iter().map(|(p, f, n)| ((p.to_string(), f.to_string()), *n)).collect();
    assert_eq!(listed_fns.len(), LONG_FUNCTIONS.len(), "a function is listed twice");
    for ((path, name), &lines) in &long_fns {
        match listed_fns.get(&(path.clone(), name.clone())) {
            None => report.push(format!(
                "crates/{path}: fn {name} is {lines} lines, over {MAX_FN_LINES}: extract well-named steps"
            )),
            Some(&was) if lines > was => {
                report.push(format!("crates/{path}: fn {name} is {lines} lines, grew past its listed {was}: shorten it"))
            }
            Some(_) => {}
        }
    }
    for (path, name) in listed_fns.keys().filter(|k| !long_fns.contains_key(*k)) {
        report.push(format!(
            "crates/{path}: fn {name} is within {MAX_FN_LINES} lines now (or gone): remove it from LONG_FUNCTIONS"
        ));
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

#[test]
fn functions_are_measured_in_code_only() {
    let src = "fn a() {\n    let s = \"}\";\n    let c = '}';\n    // }\n    /* } */\n    let r = r#\"}\"#;\n}\nfn b<'x>(v: [u8; 2]) -> &'x str {\n    \"\"\n}\ntrait T { fn c(&self); }\n";
    assert_eq!(functions(src), [("a".to_string(), 7), ("b".to_string(), 3)]);
}
