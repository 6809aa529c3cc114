//! `manaweave card --text`: the exit status says whether the text compiled, so scripts
//! can use it (../shared/repro/fuzz-findings.md).

use std::process::Command;

fn card_text(text: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_manaweave")).args(["card", "--text", text]).output().expect("the binary runs")
}

#[test]
fn text_that_does_not_compile_exits_non_zero() {
    let o = card_text("~ gets +2147483647/+0.");
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("supported: no"));
    let o = card_text("Flying");
    assert!(o.status.success());
    let o = card_text("");
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stdout).contains("note: the text is empty"));
}
