//! Prints the syntax tree the grammar reads from one card text (the parse never fails:
//! what it can't read shows as `Unknown` nodes): `cargo run -p mw-cardtext --example ast
//! "Each player can't cast more than one spell each turn."`.

fn main() {
    let Some(text) = std::env::args().nth(1) else {
        eprintln!("usage: ast \"CARD TEXT\" [NAME]");
        std::process::exit(2);
    };
    let name = std::env::args().nth(2).unwrap_or_else(|| "Test Card".to_string());
    println!("{:#?}", mw_cardtext::syntax::parse_face(&text, &name));
}
