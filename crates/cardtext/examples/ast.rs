//! Development aid: the syntax tree of a text (`cargo run -p mw-cardtext --example ast
//! -- "TEXT" [NAME]`), spans shown with the words they cover.
fn main() {
    let text = std::env::args().nth(1).unwrap_or_default();
    let name = std::env::args().nth(2).unwrap_or_else(|| "Test Card".into());
    for line in mw_cardtext::syntax::parse_face(&text, &name) {
        println!("{line:#?}");
    }
}
