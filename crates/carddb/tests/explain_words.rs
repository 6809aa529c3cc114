//! Every supported card's abilities read in words (`mw_ir::explain`, what `manaweave
//! card` and `manaweave play` show): no Rust debug text such as `Some(Creature)`,
//! `Fixed([Green])` or `TargetSpec { kind: … }`.

use mw_ir::explain::debug_shaped;

#[test]
fn the_checker_finds_debug_text() {
    assert!(debug_shaped("add Fixed([Green])"));
    assert!(debug_shaped("Enchant(TargetSpec { kind: Permanent"));
    assert!(debug_shaped("x OneOf { colors: ColorSet(31) }"));
    assert!(!debug_shaped("Sacrifice Mogg Fanatic: it deals 1 damage (CR 701.21)"));
    assert!(!debug_shaped("{T}: add {G}"));
}

#[test]
fn supported_cards_explain_in_words() {
    let db = mw_carddb::CardDb::builtin().expect("the card data loads");
    let mut bad = Vec::new();
    for r in db.records() {
        let (def, diags) = mw_carddb::compile_record(r);
        if !diags.is_empty() {
            continue;
        }
        for a in &def.abilities {
            let text = mw_ir::explain::ability(a);
            if debug_shaped(&text) {
                bad.push(format!("{}: {text}", r.name));
            }
        }
    }
    assert!(bad.is_empty(), "{} abilities explained in debug text, e.g.:\n{}", bad.len(), bad[..bad.len().min(30)].join("\n"));
}
