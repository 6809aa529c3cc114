//! Auras, Equipment and anthems: enchant (CR 702.5), equip (CR 702.6), and static
//! abilities whose continuous effects change other objects (CR 604.2, 611.3).

use crate::target::target;
use crate::words::pt_change;
use mw_ir::{
    Ability, ActivatedAbility, Affected, Change, CombatRule, Controller, Cost, Effect, Keyword,
    ObjectFilter, StaticEffect, TargetKind, TargetSpec, Timing,
};
use mw_types::ManaCost;

/// "enchant creature", "enchant land", "enchant creature you control".
pub fn enchant(text: &str) -> Option<Ability> {
    let rest = text.trim_end_matches('.').strip_prefix("enchant ")?;
    // CR 303.4, 702.5: an Aura that enchants a player ("enchant player", "enchant
    // opponent"): its spell targets a player, the Aura is attached to that player.
    match rest {
        "player" => return Some(Ability::Enchant(TargetSpec::new(TargetKind::Player))),
        "opponent" => return Some(Ability::Enchant(TargetSpec::new(TargetKind::Opponent))),
        _ => {}
    }
    let (spec, r) = target(&format!("target {rest}")).map(|(s, r)| (s, r.to_string()))?;
    if !r.is_empty() || !matches!(spec.kind, TargetKind::Permanent(_)) {
        return None;
    }
    Some(Ability::Enchant(spec))
}

/// "equip {2}": CR 702.6a, an activated ability at sorcery speed.
pub fn equip(text: &str) -> Option<Ability> {
    let cost = text.trim_end_matches('.').strip_prefix("equip ")?;
    let mana = ManaCost::parse(cost).ok()?;
    let filter = ObjectFilter { card_type: Some(mw_types::CardType::Creature), controller: Controller::You, ..Default::default() };
    Some(Ability::Activated(ActivatedAbility {
        once_per_turn: false,
        limit: None,
        cycling: false, any_player: false, cost_change: None,
        condition: None,
        cost: Cost { mana, ..Cost::default() },
        targets: vec![TargetSpec::new(TargetKind::Permanent(filter))],
        effect: vec![Effect::AttachTo { to: mw_ir::Subject::Target(0), what: mw_ir::Subject::This }],
        timing: Timing::Sorcery,
    }))
}

/// Keywords joined by commas and "and": "flying", "flying and trample", "first strike,
/// vigilance, and lifelink".
fn keyword_list(text: &str) -> Option<Vec<Change>> {
    let mut out = Vec::new();
    for part in text.split(", ").flat_map(|p| p.split(" and ")) {
        let w = part.trim().trim_start_matches("and ").trim();
        if w.is_empty() {
            continue;
        }
        out.push(Change::Keyword(Keyword::from_name(w)?));
    }
    (!out.is_empty()).then_some(out)
}

/// "can't block", "can't attack", "can't attack or block".
fn combat_change(text: &str) -> Option<Vec<Change>> {
    Some(match text {
        "can't block" => vec![Change::Combat(CombatRule::CantBlock)],
        "can't attack" => vec![Change::Combat(CombatRule::CantAttack)],
        "can't attack or block" => {
            vec![Change::Combat(CombatRule::CantAttack), Change::Combat(CombatRule::CantBlock)]
        }
        "can attack as though it didn't have defender" | "can attack as though they didn't have defender" => {
            vec![Change::Combat(CombatRule::AttacksDespiteDefender)]
        }
        "doesn't untap during its controller's untap step" | "don't untap during their controllers' untap steps" => {
            vec![Change::Combat(CombatRule::DoesntUntap)]
        }
        _ => return None,
    })
}

/// "[subject] gets +N/+N [and has K]", "[subject] has K", "[subject] can't block".
pub fn continuous(text: &str) -> Option<Vec<Ability>> {
    let t = text.trim_end_matches('.');
    let subjects: [(&str, Affected, bool); 8] = [
        ("enchanted creature ", Affected::Enchanted, true),
        ("enchanted permanent ", Affected::Enchanted, true),
        ("equipped creature ", Affected::Equipped, true),
        ("other creatures you control ", Affected::CreaturesYouControl { other: true }, false),
        ("creatures you control ", Affected::CreaturesYouControl { other: false }, false),
        ("all creatures ", Affected::AllCreatures, false),
        ("creatures ", Affected::AllCreatures, false),
        ("each creature you control ", Affected::CreaturesYouControl { other: false }, true),
    ];
    // "~ gets +1/+0 for each artifact you control": a counted change to itself.
    if let Some(r) = t.strip_prefix("~ ").filter(|r| r.starts_with("gets ") && r.contains(" for each ")) {
        return changes_of(Affected::Itself, true, r);
    }
    let fixed = subjects.iter().find_map(|(p, a, s)| t.strip_prefix(p).and_then(|r| changes_of(*a, *s, r)));
    fixed.or_else(|| {
        // "other elves you control get +1/+1", "creatures your opponents control get -1/-1".
        let (f, r) = crate::group::group(t, true)?;
        changes_of(Affected::Matching(f), t.starts_with("each "), r.strip_prefix(' ')?)
    })
}

/// CR 611.3a: "as long as COND, ~ gets +1/+1", "~ has flying as long as COND",
/// "enchanted creature gets +2/+2 as long as COND": a static ability with a condition.
pub fn conditional(text: &str) -> Option<Vec<Ability>> {
    let t = text.trim_end_matches('.');
    let (condition, rest) = if let Some(r) = t.strip_prefix("as long as ") {
        let (c, rest) = crate::condition::leading_if(&format!("if {r}")).map(|(c, rest)| (c, rest.to_string()))?;
        (c, rest)
    } else {
        let i = t.find(" as long as ")?;
        let mut c = crate::condition::condition(&t[i + 12..])?;
        // "enchanted creature has shroud as long as it's untapped": "it" is that creature.
        if let (mw_ir::Condition::SourceIs(f), true) = (c, ["enchanted ", "equipped "].iter().any(|w| t.starts_with(w)) && t[i + 12..].starts_with("it")) {
            c = mw_ir::Condition::AttachedIs(f);
        }
        (c, t[..i].to_string())
    };
    let own = ["~ ", "it "].iter().find_map(|p| rest.strip_prefix(p));
    let mut abilities = match own {
        Some(r) => changes_of(Affected::Itself, true, r)?,
        None => continuous(&rest)?,
    };
    for a in &mut abilities {
        match a {
            Ability::Continuous(e) if e.condition.is_none() => e.condition = Some(condition),
            Ability::Granted(_) => {}
            _ => return None,
        }
    }
    Some(abilities)
}

/// "gets +N/+N [and has K]", "has K", "has \"{T}: …\"", "can't block", said of
/// `affected`; a quoted ability follows the static ability as `Ability::Granted`.
fn changes_of(affected: Affected, singular: bool, rest: &str) -> Option<Vec<Ability>> {
    let (gets, has) = if singular { ("gets ", "has ") } else { ("get ", "have ") };
    let mut changes = Vec::new();
    let mut granted = Vec::new();
    let mut rest = rest;
    if let Some(r) = rest.strip_prefix(gets) {
        let (pt, after) = r.split_once(' ').unwrap_or((r, ""));
        let (p, tough) = pt_change(pt)?;
        // "+1/+1 for each artifact you control" (the count ends the line).
        match after.strip_prefix("for each ").and_then(crate::replacement::count_of_each) {
            Some(count) => {
                changes.push(Change::PtFor(count, p, tough));
                return Some(vec![Ability::Continuous(StaticEffect { affected, changes, condition: None })]);
            }
            None => changes.push(Change::Pt(p, tough)),
        }
        rest = after;
        if rest.is_empty() {
            return Some(vec![Ability::Continuous(StaticEffect { affected, changes, condition: None })]);
        }
        rest = rest.strip_prefix("and ")?;
    }
    // CR 105.3: "is black", "are white" (layer 5).
    let is = if singular { "is " } else { "are " };
    if let Some((colors, after)) = rest.strip_prefix(is).and_then(crate::colors::colors_word) {
        changes.push(Change::SetColors(colors));
        if after.is_empty() {
            return Some(vec![Ability::Continuous(StaticEffect { affected, changes, condition: None })]);
        }
        rest = after.strip_prefix("and ")?;
    }
    if let Some(r) = rest.strip_prefix(has) {
        match quoted(r) {
            Some(inner) => {
                // CR 113.1: the quoted text is an ability the affected objects have.
                let line = crate::source::Line { text: inner.to_string(), span: 0..0 };
                let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
                let abilities = crate::ability::parse_line(&line, crate::TextKind::Permanent, &mut spell).ok()?;
                if abilities.is_empty() || abilities.len() > 4 || !spell.effect.is_empty() {
                    return None;
                }
                for a in abilities {
                    granted.push(Ability::Granted(Box::new(a)));
                    changes.push(Change::Grant(granted.len() as u8));
                }
            }
            None => changes.extend(keyword_list(r)?),
        }
    } else {
        changes.extend(combat_change(rest)?);
    }
    let mut out = vec![Ability::Continuous(StaticEffect { affected, changes, condition: None })];
    out.append(&mut granted);
    Some(out)
}

/// The text of a quoted ability: `"{t}: add {g}."` → `{t}: add {g}.`.
fn quoted(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains('"')).then_some(inner)
}
