//! Naming answers the way a scenario writes them ("Grizzly Bears", "bear1", "p2", "{G}",
//! "green", "3", "done"), so an ANSWER from a file can be matched to a legal answer.

use mw_engine::{Answer, Game, Target};
use mw_types::{ManaType, ObjectId};

/// Aliases known to the run: (lower-case alias, physical card instance).
pub type Aliases = Vec<(String, u32)>;

/// The names a scenario may use for an object: its card name and its aliases.
pub fn object_labels(game: &Game, aliases: &Aliases, id: ObjectId, out: &mut Vec<String>) {
    out.push(game.name(id).to_lowercase());
    if let Some(o) = game.last_known(id) {
        for (a, inst) in aliases {
            if *inst == o.instance {
                out.push(a.clone());
            }
        }
    }
}

fn mana_labels(t: ManaType, out: &mut Vec<String>) {
    out.push(t.to_string().to_lowercase());
    if let Some(c) = t.color() {
        out.push(c.word().to_string());
    } else {
        out.push("colorless".into());
    }
}

/// Every way a scenario may write this answer, lower case.
pub fn labels(game: &Game, aliases: &Aliases, a: &Answer) -> Vec<String> {
    let mut out = Vec::new();
    match *a {
        Answer::Yes => out.extend(["yes".to_string(), "pay".to_string()]),
        Answer::No => out.push("no".into()),
        Answer::KeepOnTop => out.extend(["top".to_string(), "keep".to_string()]),
        Answer::ToGraveyard => out.push("graveyard".into()),
        Answer::ToBottom => out.push("bottom".into()),
        Answer::Keep => out.extend(["keep".to_string(), "yes".to_string()]),
        Answer::Mulligan => out.extend(["mulligan".to_string(), "no".to_string()]),
        Answer::Object(id) | Answer::PlayLand(id) | Answer::Cast(id) => {
            object_labels(game, aliases, id, &mut out)
        }
        Answer::CastFaceDown(id) | Answer::TurnFaceUp(id) | Answer::Suspend(id) | Answer::Foretell(id) | Answer::Plot(id) | Answer::CastAlternative { card: id, .. } => object_labels(game, aliases, id, &mut out),
        Answer::CastAlternate(id) | Answer::PlayLandAlternate(id) => {
            out.extend(game.alternate_name(id).map(str::to_lowercase));
        }
        Answer::Pass => out.push("pass".into()),
        Answer::Activate { source, .. } => object_labels(game, aliases, source, &mut out),
        Answer::ActivateMana { source, mana, .. } => {
            mana_labels(mana, &mut out);
            object_labels(game, aliases, source, &mut out);
        }
        Answer::PayFromPool(t) => mana_labels(t, &mut out),
        Answer::Convoke { creature, mana } => {
            mana_labels(mana, &mut out);
            object_labels(game, aliases, creature, &mut out);
        }
        Answer::PayLife => out.push("life".into()),
        Answer::AutoPay => out.push("auto".into()),
        // Scenario games take no shortcuts (`mw_engine::shortcuts`): never offered there.
        Answer::PayPlan(i) => out.push(format!("plan {}", i + 1)),
        Answer::Number(n) => {
            out.push(n.to_string());
            // CR 603.3b: a triggered ability to put on the stack next, by its source.
            let d = game.decision();
            if let (Some(p), mw_engine::Question::OrderTriggers) = (d.player, d.question) {
                if let Some(source) = game.waiting_trigger_source(p, n) {
                    object_labels(game, aliases, source, &mut out);
                }
            }
            // "choose odd or even": 1 is odd, 0 even.
            if let mw_engine::Question::ChooseParity { .. } = game.decision().question {
                out.push(if n == 1 { "odd" } else { "even" }.into());
            }
        }
        Answer::Target(Target::Player(p)) => out.push(p.to_string()),
        Answer::Target(Target::Object(id)) => object_labels(game, aliases, id, &mut out),
        Answer::Attack { attacker, .. } => object_labels(game, aliases, attacker, &mut out),
        Answer::Block { blocker, .. } => object_labels(game, aliases, blocker, &mut out),
        Answer::AssignDamage(Target::Player(p)) => out.push(p.to_string()),
        Answer::AssignAllDamage(Target::Player(p)) => out.push(format!("all {p}")),
        Answer::AssignAllDamage(Target::Object(id)) => {
            let mut names = Vec::new();
            object_labels(game, aliases, id, &mut names);
            out.extend(names.into_iter().map(|n| format!("all {n}")));
        }
        Answer::AssignDamage(Target::Object(id)) => object_labels(game, aliases, id, &mut out),
        Answer::Done => out.push("done".into()),
        Answer::CreatureType(t) => out.push(t.name().to_lowercase()),
        Answer::Color(c) => out.push(format!("{c:?}").to_lowercase()),
        Answer::CardType(t) => out.push(t.name().to_lowercase()),
        Answer::CardName(c) => out.push(game.def(c).name.to_lowercase()),
        Answer::Mana(t) => mana_labels(t, &mut out),
        // A replacement effect: by its source, or by the card whose ability it is.
        Answer::Replacement(r) => {
            object_labels(game, aliases, r.source, &mut out);
            out.push(game.def(r.ability.card).name.to_lowercase());
        }
    }
    out
}

/// The first legal answer the text names.
pub fn find(game: &Game, aliases: &Aliases, legal: &[Answer], text: &str) -> Option<Answer> {
    let want = text.trim().to_lowercase();
    legal.iter().copied().find(|a| labels(game, aliases, a).contains(&want))
}

/// A short description of an answer for messages.
pub fn describe(game: &Game, aliases: &Aliases, a: &Answer) -> String {
    let l = labels(game, aliases, a);
    match (a, l.first()) {
        (Answer::Attack { target: Target::Player(p), .. }, Some(n)) => format!("attack with {n} -> {p}"),
        (Answer::Attack { target: Target::Object(pw), .. }, Some(n)) => format!("attack with {n} -> {}", game.name(*pw)),
        (Answer::Block { attacker, .. }, Some(n)) => format!("block {} with {n}", game.name(*attacker)),
        (Answer::ActivateMana { source, .. }, Some(m)) => format!("{m} from {}", game.name(*source)),
        (_, Some(n)) => n.clone(),
        (_, None) => game.describe_answer(a),
    }
}
