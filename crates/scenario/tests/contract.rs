//! The scenario contract's errors and limits (SCENARIOS.md): bad files get a typed error
//! with the line and column, never a panic or a hang (the fuzzing repros of
//! `tests/repro/` included); runs that must fail say why.

use mw_carddb::CardDb;
use mw_scenario::{parse, run, SyntaxError};
use std::sync::OnceLock;

fn db() -> &'static CardDb {
    static DB: OnceLock<CardDb> = OnceLock::new();
    DB.get_or_init(|| CardDb::builtin().expect("card data loads"))
}

fn syntax(text: &str) -> SyntaxError {
    parse(text).expect_err("the file must be refused")
}

/// The failures of running a file that parses.
fn failures(text: &str) -> Vec<String> {
    let s = parse(text).unwrap_or_else(|e| panic!("parses: {e}"));
    run(&s, db(), false).failures
}

fn fails_with(text: &str, needle: &str) {
    let f = failures(text);
    assert!(f.iter().any(|m| m.contains(needle)), "expected a failure containing {needle:?}, got {f:?}");
}

// ----- the repros of /work/shared/repro ------------------------------------------------

#[test]
fn repro_p3_expect_is_a_syntax_error() {
    let e = syntax(include_str!("repro/p3-expect.scenario"));
    assert_eq!((e.line, e.column, e.found.as_str()), (4, 3, "p3"));
    assert!(e.expected.contains("p1 to p2"), "{}", e.expected);
}

#[test]
fn repro_p3_zone_is_a_syntax_error() {
    let e = syntax(include_str!("repro/p3-zone.scenario"));
    assert_eq!((e.line, e.column), (4, 3));
}

#[test]
fn repro_huge_copies_is_refused_at_once() {
    let e = syntax(include_str!("repro/huge-copies.scenario"));
    assert_eq!((e.line, e.column, e.found.as_str()), (3, 23, "99999999"));
    assert!(e.expected.contains("1000"), "{}", e.expected);
}

// ----- other bad files (fuzz-findings.md) ----------------------------------------------

#[test]
fn one_turn_line_only() {
    let e = syntax("scenario: x\nsetup:\n  turn: 3 p1 main1\n  turn: 4 p2 main1\n");
    assert_eq!((e.line, e.column), (4, 3));
    assert!(e.expected.contains("line 3"), "{}", e.expected);
}

#[test]
fn one_value_keys_once() {
    for (text, line) in [
        ("scenario: x\nsetup:\n  seed: 1\n  seed: 2\n", 4),
        ("scenario: x\nsetup:\n  p1 life: 1\n  p2 life: 2\n  p1 life: 3\n", 5),
        ("scenario: x\nsetup:\n  players: 3\n  players: 3\n", 4),
        ("scenario: x\nscenario: y\nsetup:\n", 2),
    ] {
        assert_eq!(syntax(text).line, line, "{text}");
    }
}

#[test]
fn controller_beyond_the_players() {
    let e = syntax("scenario: x\nsetup:\n  p1 battlefield: Grizzly Bears [controller: p7]\n");
    assert_eq!((e.line, e.column, e.found.as_str()), (3, 46, "p7"));
}

#[test]
fn turn_numbers_do_not_wrap() {
    let e = syntax("scenario: x\nsetup:\n  turn: 4294967295 p1 main1\nscript:\n  advance to upkeep\n");
    assert_eq!((e.line, e.column), (3, 9));
    let e = syntax("scenario: x\nsetup:\nscript:\n  advance to upkeep turn 4294967296\n");
    assert_eq!(e.line, 4);
    let e = syntax("scenario: x\nsetup:\n  turn: 0 p1 main1\n");
    assert_eq!((e.line, e.column), (3, 9));
}

#[test]
fn absurd_counts_are_refused() {
    let e = syntax("scenario: x\nsetup:\n  p1 battlefield: Grizzly Bears [as a, counters: +1/+1 x4294967295]\n");
    assert_eq!((e.line, e.found.as_str()), (3, "4294967295"));
    let e = syntax("scenario: x\nsetup:\n  p1 battlefield: Grizzly Bears [damage: -1]\n");
    assert_eq!(e.line, 3);
    let e = syntax("scenario: x\nsetup:\n  p1 battlefield: Grizzly Bears [counters: shiny x2]\n");
    assert_eq!(e.found, "shiny");
    let e = syntax("scenario: x\nsetup:\n  p1 library: Island x0\n");
    assert_eq!(e.line, 3);
}

#[test]
fn battlefield_modifiers_elsewhere_are_refused() {
    let e = syntax("scenario: x\nsetup:\n  p1 hand: Grizzly Bears [as b, tapped]\n");
    assert_eq!((e.line, e.column, e.found.as_str()), (3, 33, "tapped"));
    // An alias is fine in every zone.
    assert!(parse("scenario: x\nsetup:\n  p1 graveyard: Grizzly Bears [as b]\n").is_ok());
}

#[test]
fn players_line_and_player_references() {
    let s = parse("scenario: x\nsetup:\n  players: 3\n  p3 life: 5\nexpect:\n  p3 life = 5\n").expect("three players");
    assert_eq!(s.players, 3);
    let e = syntax("scenario: x\nsetup:\n  p3 life: 5\n");
    assert_eq!((e.line, e.column, e.found.as_str()), (3, 3, "p3"));
    let e = syntax("scenario: x\nsetup:\nexpect:\n  winner = p8\n");
    assert_eq!((e.line, e.column), (4, 12));
    let e = syntax("scenario: x\nsetup:\nscript:\n  p1 attack: bear -> p3\n");
    assert_eq!((e.line, e.found.as_str()), (4, "p3"));
    // `players:` may come after the lines that use it.
    assert!(parse("scenario: x\nsetup:\n  p4 life: 3\n  players: 4\n").is_ok());
    for bad in ["1", "9", "many"] {
        let e = syntax(&format!("scenario: x\nsetup:\n  players: {bad}\n"));
        assert!(e.expected.contains("from 2 to 8"), "{}", e.expected);
    }
}

#[test]
fn agents_are_named() {
    assert!(parse("scenario: x\nsetup:\n  p1 agent: random\n  p2 agent: first 250\n").is_ok());
    let e = syntax("scenario: x\nsetup:\n  p1 agent: clever\n");
    assert_eq!((e.line, e.column, e.found.as_str()), (3, 13, "clever"));
    assert!(e.expected.contains("random, first, heuristic, mcts"), "{}", e.expected);
    assert!(parse("scenario: x\nsetup:\n  p1 agent: mcts 100\n  p2 agent: heuristic\n").is_ok());
    let e = syntax("scenario: x\nsetup:\n  p1 agent: random soon\n");
    assert_eq!(e.found, "soon");
}

#[test]
fn step_names_include_first_strike_damage() {
    let e = syntax("scenario: x\nsetup:\nscript:\n  advance to combat\n");
    assert!(e.expected.contains("first-strike-damage"), "{}", e.expected);
    assert!(parse("scenario: x\nsetup:\n  turn: 2 p2 first-strike-damage\nscript:\n  run until first-strike-damage turn 4\n").is_ok());
}

#[test]
fn options_keep_their_columns() {
    // Options may follow each other without commas; a bad value is pointed at.
    assert!(parse("scenario: x\nsetup:\nscript:\n  p1 cast Blaze x=3 targeting p2\n").is_ok());
    let e = syntax("scenario: x\nsetup:\nscript:\n  p1 cast Blaze, x=lots, targeting p2\n");
    assert_eq!((e.line, e.column, e.found.as_str()), (4, 20, "lots"));
    // Names with "from" stay whole.
    let s = parse("scenario: x\nsetup:\nscript:\n  p1 cast Back from the Brink from graveyard\n").expect("parses");
    let mw_scenario::ast::Section::Script(lines) = &s.sections[0] else { panic!() };
    let mw_scenario::ast::ScriptLine::Act(_, mw_scenario::ast::Action::Cast { card, from, .. }) = &lines[0].1 else { panic!() };
    assert_eq!((card.as_str(), *from), ("Back from the Brink", mw_engine::Zone::Graveyard));
}

#[test]
fn library_positions_and_attachment_checks_parse() {
    let text = "scenario: x\nsetup:\nexpect:\n  p1 library 1: Island\n  p1 library bottom: Island\n  r attached to r\n  b attached to nothing\n  b damage = 2\n";
    assert!(parse(text).is_ok());
    let e = syntax("scenario: x\nsetup:\nexpect:\n  p1 library 0: Island\n");
    assert_eq!(e.line, 4);
}

#[test]
fn a_byte_order_mark_and_crlf_are_fine() {
    assert!(parse("\u{feff}scenario: x\r\nsetup:\r\n  p1 life: 3\r\n").is_ok());
}

// ----- setup errors (need the card data) -------------------------------------------------

#[test]
fn only_auras_equipment_and_fortifications_attach() {
    fails_with(
        "scenario: x\nsetup:\n  p1 battlefield: Forest [as f]; Grizzly Bears [as b, attached to f]\n",
        "line 3, column 34: Grizzly Bears can't be attached",
    );
    fails_with("scenario: x\nsetup:\n  p1 battlefield: Pacifism\n", "line 3, column 19: Pacifism is an Aura");
    fails_with("scenario: x\nsetup:\n  p1 battlefield: Bonesplitter [as s, attached to s]\n", "attached to itself");
    fails_with("scenario: x\nsetup:\n  p1 hand: Shock [as s]; Shock [as s]\n", "alias \"s\" is used twice");
    fails_with("scenario: x\nsetup:\n  p1 battlefield: Shock\n", "line 3, column 19: Shock cannot be on the battlefield");
}

#[test]
fn a_game_over_before_the_script_says_so() {
    fails_with(
        "scenario: x\nsetup:\n  p1 life: -2147483648\nscript:\n  pass\n",
        "line 5: the game is over (p2 won)",
    );
}

// ----- run-time failures -----------------------------------------------------------------

#[test]
fn x_beyond_what_can_be_paid() {
    let text = "scenario: x\nsetup:\n  turn: 3 p1 main1\n  p1 battlefield: Mountain x2\n  p1 hand: Blaze\nscript:\n  p1 cast Blaze, x=4294967295, targeting p2\n";
    fails_with(text, "x=4294967295: X can be at most 1");
    let refused = text.replace("p1 cast", "p1 try cast");
    assert_eq!(failures(&refused), Vec::<String>::new());
}

#[test]
fn a_first_strike_step_that_does_not_exist() {
    let text = "scenario: x\nsetup:\n  turn: 3 p1 main1\n  p1 battlefield: Grizzly Bears [as b]\n  p1 library: Island x3\n  p2 library: Island x3\nscript:\n  p1 attack: b\n  advance to first-strike-damage\n";
    fails_with(text, "CR 510.4");
}

#[test]
fn run_until_follows_the_policy_for_declarations() {
    let text = "scenario: x\nsetup:\n  turn: 3 p1 main1\n  p1 battlefield: Grizzly Bears\nscript:\n  run until end-combat\n";
    // Unlike `advance to`, an attack is a decision: `fail` fails on it …
    fails_with(text, "unscripted decision: p1 must answer");
    // … `first` takes the engine's first answer, and an agent decides it.
    let first = text.replace("script:", "script:\n  unscripted: first");
    assert_eq!(failures(&first), Vec::<String>::new());
    let agent = text.replace("setup:", "setup:\n  p1 agent: first");
    assert_eq!(failures(&agent), Vec::<String>::new());
    let advance = text.replace("run until", "advance to");
    assert_eq!(failures(&advance), Vec::<String>::new());
}

#[test]
fn every_counts_branches_and_names_the_failing_one() {
    let text = "scenario: x\nsetup:\n  turn: 3 p2 main1\n  p2 battlefield: Grizzly Bears x2 [as bear]\nscript:\n  unscripted: every\n  run until end-combat\nexpect:\n  game not over\n";
    let s = parse(text).expect("parses");
    let r = run(&s, db(), false);
    // No attack; bear 1 alone, then both; bear 2 alone, then both.
    assert_eq!((r.passed(), r.branches), (true, 5), "{:?}", r.failures);
    let f = failures(&text.replace("game not over", "p1 life = 20"));
    assert!(f[0].starts_with("in the branch answering [p2: attack with"), "{f:?}");
}

#[test]
fn every_with_too_many_branches_is_an_error() {
    let text = "scenario: x\nsetup:\n  turn: 3 p2 main1\n  p2 battlefield: Grizzly Bears x7\nscript:\n  unscripted: every\n  run until end-combat\n";
    let s = parse(text).expect("parses");
    let r = run(&s, db(), false);
    assert_eq!(r.branches, mw_scenario::runner::MAX_BRANCHES);
    assert!(r.failures.iter().any(|f| f.contains("more than 1000 branches")), "{:?}", r.failures);
}

#[test]
fn try_fails_when_the_action_is_allowed() {
    let base = "scenario: x\nsetup:\n  turn: 3 p1 main1\n  p1 battlefield: Mountain\n  p1 hand: Shock\n  p2 battlefield: Grizzly Bears\nscript:\n";
    fails_with(&format!("{base}  p1 try cast Shock targeting p2\n"), "was allowed, but the scenario says it must be refused");
    // Allowed, then stuck on a target the script didn't give: not a refusal.
    fails_with(&format!("{base}  p1 try cast Shock\n"), "was not refused: unscripted decision");
}

#[test]
fn a_target_named_but_never_asked_for_is_a_refusal() {
    // Shock has one target: a second one named can't be chosen, so the cast as written
    // is refused (and `try` accepts it), rather than the extra name silently ignored.
    let base = "scenario: x\nsetup:\n  turn: 3 p1 main1\n  p1 battlefield: Mountain\n  p1 hand: Shock\n  p2 battlefield: Grizzly Bears\nscript:\n";
    fails_with(&format!("{base}  p1 cast Shock targeting p2; Grizzly Bears\n"), "can't be chosen: no further target could be");
    assert_eq!(failures(&format!("{base}  p1 try cast Shock targeting p2; Grizzly Bears\n")), Vec::<String>::new());
}

#[test]
fn ambiguous_references_list_the_matches() {
    let text = "scenario: x\nsetup:\n  p1 battlefield: Grizzly Bears [as mine]\n  p2 battlefield: Grizzly Bears\nexpect:\n  Grizzly Bears pt = 2/2\n";
    fails_with(text, "matches 2 permanents (p1's as mine, p2's)");
}

#[test]
fn a_trigger_order_naming_no_waiting_trigger() {
    let text = "scenario: x\nsetup:\n  turn: 3 p2 end\n  p1 battlefield: Moroii x2 [as m]; Phyrexian Arena\n  p1 library: Island x3\n  p2 library: Island x3\nscript:\n  p1 choose: m1; Shock\n  advance to upkeep\n";
    fails_with(text, "answer \"Shock\" names none of the answers");
}

#[test]
fn is_with_a_word_that_is_no_type_is_a_syntax_error() {
    // "bears is tapped" could only ever fail; it names the check meant instead.
    let e = syntax("scenario: s\nsetup:\n  p1 battlefield: Grizzly Bears [as bears, tapped]\nexpect:\n  bears is tapped\n");
    assert_eq!((e.line, e.found.as_str()), (5, "tapped"));
    assert!(e.expected.contains("REF tapped"), "{}", e.expected);
}
