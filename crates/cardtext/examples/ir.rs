//! Development aid: the compiled IR of a text (`cargo run -p mw-cardtext --example ir
//! -- "TEXT" [spell]`), with the grammar's misses.
fn main() {
    let text = std::env::args().nth(1).unwrap_or_default().replace("\\n", "\n");
    let kind = if std::env::args().nth(2).as_deref() == Some("spell") { mw_cardtext::TextKind::Spell } else { mw_cardtext::TextKind::Permanent };
    let c = mw_cardtext::compile(&text, "Test Card", kind);
    for a in &c.abilities {
        println!("{a:?}");
    }
    for d in c.diagnostics.iter().chain(&c.grammar) {
        println!("MISS {d:?}");
    }
}
