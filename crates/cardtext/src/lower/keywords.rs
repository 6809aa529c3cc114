//! Keyword lines (CR 702) read by the grammar: the keywords the engine knows by name
//! (flying, first strike, …), protection (CR 702.16) from colors, card types, subtypes or
//! everything, dredge (CR 702.52), sunburst (CR 702.44), and the keywords by which other
//! objects pay for a spell (convoke, improvise, delve) or it is cast again (retrace);
//! casualty and conspire (optional costs that copy the spell); keywords defined by their
//! rules wording (modular, graft, annihilator, mobilize, ravenous); myriad (CR 702.116). A keyword it doesn't know
//! yet is a miss naming the keyword (the phrase recognisers then try the line).

use super::{Lowered, Miss};
use crate::syntax::ast::*;
use crate::syntax::lexer::Span;
use mw_ir::{Ability, Keyword, KeywordTrigger};
use mw_types::{CardType, Color, ColorSet, Subtype};

/// Keywords whose name alone isn't all they mean here: ward and flanking come with a
/// triggered ability (CR 702.21a, 702.25a); ward without its cost, and flanking, are
/// compiled by the phrase recognisers.
const WITH_TRIGGER: [&str; 2] = ["ward", "flanking"];

/// The abilities of a keyword line, or a miss naming the first keyword not lowered.
pub fn line(k: &[KeywordNode], lower: &str) -> Lowered<Vec<Ability>> {
    let mut out = Vec::new();
    for node in k {
        out.extend(keyword(node, lower)?);
    }
    if out.is_empty() {
        return Err(Miss::new(span_of(k), "keywords"));
    }
    Ok(out)
}

fn span_of(k: &[KeywordNode]) -> Span {
    match (k.first(), k.last()) {
        (Some(a), Some(b)) => a.span.start..b.span.end,
        _ => 0..0,
    }
}

fn keyword(node: &KeywordNode, lower: &str) -> Lowered<Vec<Ability>> {
    let miss = || Miss::new(node.span.clone(), format!("keyword: {}", node.name));
    match (node.name.as_str(), &node.param) {
        // CR 702.52a: "Dredge N", a replacement effect of its owner's draws.
        ("dredge", KeywordParam::Number(n)) => Ok(vec![Ability::Dredge(*n)]),
        // CR 702.44a: sunburst, counters as it enters (a replacement effect).
        ("sunburst", KeywordParam::None) => Ok(vec![Ability::Enters(mw_ir::EntersReplacement::Sunburst)]),
        ("protection", KeywordParam::Words(parts)) => protection(node, parts, lower),
        // CR 702.21a: ward is the keyword and its triggered ability.
        ("ward", KeywordParam::Cost(items)) => {
            let ward = super::ward::ward_trigger(&mut super::ctx::Ctx::new(lower), items, &node.span)?;
            Ok(vec![Ability::Keyword(Keyword::Ward), ward])
        }
        ("casualty", KeywordParam::Number(n)) => casualty(node, *n, lower),
        ("conspire", KeywordParam::None) => conspire(node, lower),
        ("reconfigure", KeywordParam::Cost(items)) => reconfigure(node, items, lower),
        ("cumulative upkeep", KeywordParam::Cost(items)) => super::cumulative_upkeep::ability(node, items),
        (name, KeywordParam::None) if triggered_keyword(name).is_some() => Ok(triggered_keyword(name).into_iter().collect()),
        (name, KeywordParam::Number(n)) if defined_by_wording(name, *n).is_some() => by_wording(node, *n),
        // CR 702.156a
        ("ravenous", KeywordParam::None) => {
            let lines = vec!["~ enters with X +1/+1 counters on it.".to_string(), "When ~ enters, if X is 5 or more, draw a card.".to_string()];
            wording(node, lines, None)
        }
        // CR 702.51a, 702.126a, 702.66a: objects that help pay for the spell; CR 702.81a:
        // cast from the graveyard by discarding a land card.
        ("convoke", KeywordParam::None) => Ok(vec![Ability::Convoke]),
        ("improvise", KeywordParam::None) => Ok(vec![Ability::Improvise]),
        ("delve", KeywordParam::None) => Ok(vec![Ability::Delve]),
        ("retrace", KeywordParam::None) => Ok(vec![Ability::Retrace]),
        (name, KeywordParam::None) if !WITH_TRIGGER.contains(&name) => Keyword::from_name(name).map(|k| vec![Ability::Keyword(k)]).ok_or_else(miss),
        _ => Err(miss()),
    }
}

/// A keyword without a parameter that stands for one triggered ability the grammar
/// doesn't read in the rules' words: what a permanent has, is given ("equipped creature
/// has myriad") or gains ("gains haste and myriad until end of turn").
pub fn triggered_keyword(name: &str) -> Option<Ability> {
    match name {
        "myriad" => Some(myriad()),
        _ => None,
    }
}

/// CR 702.116a, 613.1f: "gains haste and myriad until end of turn": each keyword that is
/// a triggered ability gained as one (following this ability, as a quoted one does).
pub fn gained_triggered(cx: &mut super::ctx::Ctx, c: &Clause, objs: &super::refs::Objs, s: &Np, d: mw_ir::Duration) -> Lowered<Vec<mw_ir::Effect>> {
    let mut out = Vec::new();
    for k in c.args.iter().filter_map(|a| if let Arg::Keywords(ks) = a { Some(ks) } else { None }).flatten() {
        if let (Some(ability), KeywordParam::None) = (triggered_keyword(&k.name), &k.param) {
            cx.granted.push(ability);
            let offset = u8::try_from(cx.granted.len()).map_err(|_| Miss::new(c.span.clone(), "too many quoted abilities"))?;
            out.extend(super::verbs::each_of(objs.clone(), s, |subject| mw_ir::Effect::GainAbility { subject, offset, duration: d })?);
        }
    }
    Ok(out)
}

/// CR 702.116a: myriad: "whenever this creature attacks, for each opponent other than
/// defending player, you may create a token that's a copy of this creature that's tapped
/// and attacking that player or a planeswalker they control; exile the tokens at end of
/// combat" (the grammar doesn't read that wording yet: built here).
fn myriad() -> Ability {
    use mw_ir::{DelayedWhen, Effect, PlayerRef, Subject, TokenAttacks, Trigger, TriggeredAbility};
    let attacks = TokenAttacks { player: PlayerRef::EachOpponent, or_planeswalker: true, other_than_defending: true, if_able: false };
    let exile = vec![Effect::Exile { subject: Subject::Triggering }];
    Ability::Triggered(TriggeredAbility {
        trigger: Trigger::SelfAttacks,
        targets: Vec::new(),
        effect: vec![
            Effect::CreateTokenCopy { of: Subject::This, attacks: Some(attacks), optional: true, keywords: 0, tapped: false, pt: None },
            Effect::Delayed { when: DelayedWhen::EndOfCombat, effects: exile, about: None, spell: None, trigger: None, each_created: true },
        ],
        modes: 0,
        once_per_turn: false,
        condition: None,
        keyword: Some(KeywordTrigger::Myriad),
        during: None,
    })
}

/// CR 702: a keyword defined by abilities in the rules' own words, with its parameter:
/// the lines of text it stands for, and the keyword naming its triggered abilities.
fn defined_by_wording(name: &str, n: u32) -> Option<(Vec<String>, Option<KeywordTrigger>)> {
    let counters = if n == 1 { "a +1/+1 counter".to_string() } else { format!("{n} +1/+1 counters") };
    let enters = format!("~ enters with {counters} on it.");
    Some(match name {
        // CR 702.43a
        "modular" => (
            vec![enters, "When ~ is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~.".into()],
            Some(KeywordTrigger::Modular),
        ),
        // CR 702.58a
        "graft" => (
            vec![enters, "Whenever another creature enters, if ~ has a +1/+1 counter on it, you may move a +1/+1 counter from ~ onto that creature.".into()],
            Some(KeywordTrigger::Graft),
        ),
        // CR 702.86a
        "annihilator" => (vec![format!("Whenever ~ attacks, defending player sacrifices {n} permanents.")], None),
        // CR 702.181a: each Warrior token created with its own delayed sacrifice (the
        // same outcome as one delayed trigger for all of them).
        "mobilize" if (1..=10).contains(&n) => {
            let one = "Create a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it at the beginning of the next end step.";
            (vec![format!("Whenever ~ attacks, {}", vec![one; n as usize].join(" "))], None)
        }
        _ => return None,
    })
}

/// A keyword defined by its rules wording, that wording compiled by the grammar like
/// printed text; its triggered abilities carry the keyword (CR 702.43b: "a modular
/// triggered ability"). A miss names the keyword.
fn by_wording(node: &KeywordNode, n: u32) -> Lowered<Vec<Ability>> {
    let miss = |what: &str| Miss::new(node.span.clone(), format!("keyword: {} ({what})", node.name));
    let (lines, keyword) = defined_by_wording(&node.name, n).ok_or_else(|| miss("not defined"))?;
    wording(node, lines, keyword)
}

/// The abilities of a keyword's rules wording, compiled like printed text.
fn wording(node: &KeywordNode, lines: Vec<String>, keyword: Option<KeywordTrigger>) -> Lowered<Vec<Ability>> {
    let miss = |what: &str| Miss::new(node.span.clone(), format!("keyword: {} ({what})", node.name));
    let mut out = Vec::new();
    for text in lines {
        let lower = text.to_ascii_lowercase();
        let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
        for line in crate::syntax::parse_face(&text, "~") {
            let mut carry = super::Carry::default();
            let abilities = super::lower_line(&line, &lower, crate::TextKind::Permanent, &mut spell, &mut carry).map_err(|m| miss(&m.construct))?;
            out.extend(abilities.into_iter().map(|mut a| {
                if let Ability::Triggered(t) = &mut a {
                    t.keyword = keyword;
                }
                a
            }));
        }
    }
    Ok(out)
}

/// CR 702.153a: casualty N: "As you cast this spell, you may sacrifice a creature with
/// power N or greater" (an optional additional cost, kept as kicker's is: CR 702.33a's
/// machinery, `StackItem::kicks`) and "When you do, copy this spell. You may choose new
/// targets for the copy" (a cast trigger on that cost paid, as replicate's). Refused
/// beside another optional additional cost (kicker, buyback, replicate), which would
/// share that record.
fn casualty(node: &KeywordNode, n: u32, lower: &str) -> Lowered<Vec<Ability>> {
    let miss = |what: &str| Miss::new(node.span.clone(), format!("keyword: casualty ({what})"));
    if ["kicker", "buyback", "replicate"].iter().any(|k| lower.contains(k)) {
        return Err(miss("beside another optional additional cost"));
    }
    let text = format!("Kicker\u{2014}Sacrifice a creature with power {n} or greater.");
    let line_lower = text.to_ascii_lowercase();
    let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
    let mut out = Vec::new();
    for line in crate::syntax::parse_face(&text, "~") {
        out.extend(super::lower_line(&line, &line_lower, crate::TextKind::Spell, &mut spell, &mut super::Carry::default()).map_err(|m| miss(&m.construct))?);
    }
    if !matches!(&out[..], [Ability::Kicker(m), Ability::KickerExtra(mw_ir::AdditionalCost::Sacrifice(_))] if m.symbols.is_empty()) {
        return Err(miss("that sacrifice"));
    }
    let copy = mw_ir::Effect::CopySpell { what: mw_ir::StackRef::ThisSpell, times: mw_ir::Amount::one(), new_targets: true };
    out.push(Ability::Triggered(mw_ir::TriggeredAbility {
        trigger: mw_ir::Trigger::SelfCast,
        targets: Vec::new(),
        effect: vec![copy],
        modes: 0,
        once_per_turn: false,
        condition: Some(mw_ir::Condition::Kicked),
        keyword: None,
        during: None,
    }));
    Ok(out)
}

/// CR 702.78a: conspire: "As an additional cost to cast this spell, you may tap two
/// untapped creatures you control that each share a color with it" (an optional
/// additional cost kept as kicker's, as casualty's is) and "When you cast this spell, if
/// its conspire cost was paid, copy it. If the spell has any targets, you may choose new
/// targets for the copy." Refused beside another optional additional cost.
fn conspire(node: &KeywordNode, lower: &str) -> Lowered<Vec<Ability>> {
    use mw_ir::{AdditionalCost, Condition, Effect, ObjectFilter, StackRef, Trigger, TriggeredAbility};
    if ["kicker", "buyback", "replicate", "casualty"].iter().any(|k| lower.contains(k)) {
        return Err(Miss::new(node.span.clone(), "keyword: conspire (beside another optional additional cost)"));
    }
    let mut creature = ObjectFilter::creature();
    creature.controller = mw_ir::Controller::You;
    creature.props.shares_color_with_source = true;
    let tap_two = AdditionalCost::Times(Box::new(AdditionalCost::TapUntapped(creature)), 2);
    let copy = Effect::CopySpell { what: StackRef::ThisSpell, times: mw_ir::Amount::one(), new_targets: true };
    let trigger = TriggeredAbility { trigger: Trigger::SelfCast, targets: Vec::new(), effect: vec![copy], modes: 0, once_per_turn: false, condition: Some(Condition::Kicked), keyword: None, during: None };
    Ok(vec![Ability::Kicker(mw_types::ManaCost::default()), Ability::KickerExtra(tap_two), Ability::Triggered(trigger)])
}

/// CR 702.151a: reconfigure [cost]: "[Cost]: Attach this permanent to another target
/// creature you control. Activate only as a sorcery." and "[Cost]: Unattach this
/// permanent. Activate only if this permanent is attached to a creature and only as a
/// sorcery." (CR 702.151b, not a creature while attached, is the engine's.) Only on an
/// Equipment.
fn reconfigure(node: &KeywordNode, items: &[CostItem], lower: &str) -> Lowered<Vec<Ability>> {
    use mw_ir::{ActivatedAbility, Controller, Effect, ObjectFilter, Subject, TargetKind, TargetSpec, Timing};
    let miss = |what: &str| Miss::new(node.span.clone(), format!("keyword: reconfigure ({what})"));
    let cost = super::costs::cost(&mut super::ctx::Ctx::new(lower), items, &node.span)?;
    if cost.mana.has_x() {
        return Err(miss("a cost with X"));
    }
    let creature = ObjectFilter { card_type: Some(CardType::Creature), controller: Controller::You, ..Default::default() };
    let ability = |targets: Vec<TargetSpec>, effect: Effect, condition: Option<mw_ir::Condition>| {
        Ability::Activated(ActivatedAbility {
            cost: cost.clone(),
            targets,
            effect: vec![effect],
            timing: Timing::Sorcery,
            once_per_turn: false,
            limit: None,
            cycling: false,
            condition,
            any_player: false,
            cost_change: None,
        })
    };
    let target = TargetSpec { other: true, ..TargetSpec::new(TargetKind::Permanent(creature)) };
    let attach = ability(vec![target], Effect::AttachTo { to: Subject::Target(0), what: Subject::This }, None);
    let attached = mw_ir::Condition::AttachedIs(ObjectFilter { card_type: Some(CardType::Creature), ..Default::default() });
    let unattach = ability(Vec::new(), Effect::Unattach { what: Subject::This }, Some(attached));
    Ok(vec![Ability::Reconfigure, attach, unattach])
}

/// One "from …" quality of protection (CR 702.16a).
enum Quality {
    Color(Color),
    Type(CardType),
    Multicolored,
    Subtype(Subtype),
    Everything,
    /// Spells of any of these colors.
    Spells(ColorSet),
}

/// CR 702.16: "protection from red and from blue" (one ability of the colors, as the
/// phrase recognisers read it), "from artifacts", "from multicolored", "from Goblins"
/// (CR 702.16a: sources with that subtype), "from everything" (CR 702.16j). Each "from"
/// is its own protection ability (CR 702.16g); colors and card types are kept as sets.
fn protection(node: &KeywordNode, parts: &[Span], lower: &str) -> Lowered<Vec<Ability>> {
    let mut colors = ColorSet::EMPTY;
    let (mut types, mut multicolored) = (Vec::new(), false);
    let mut out = Vec::new();
    for span in parts {
        let words = lower.get(span.clone()).unwrap_or("").trim();
        match quality(words).ok_or_else(|| Miss::new(span.clone(), format!("keyword: protection from {words}")))? {
            Quality::Color(c) => colors.insert(c),
            Quality::Type(t) => types.push(t),
            Quality::Multicolored => multicolored = true,
            Quality::Subtype(t) => out.push(Ability::ProtectionFromSubtype(t)),
            Quality::Everything => out.push(Ability::ProtectionFromEverything),
            Quality::Spells(c) => out.push(Ability::ProtectionFromSpells(c)),
        }
    }
    // The engine keeps three subtypes of protection per permanent.
    if out.iter().filter(|a| matches!(a, Ability::ProtectionFromSubtype(_))).count() > 3 {
        return Err(Miss::new(node.span.clone(), "keyword: protection from more than three subtypes"));
    }
    if !colors.is_empty() && (!types.is_empty() || multicolored) {
        return Err(Miss::new(node.span.clone(), "keyword: protection from colors and types"));
    }
    if !colors.is_empty() {
        out.insert(0, Ability::Protection(colors));
    }
    if !types.is_empty() || multicolored {
        out.insert(0, Ability::ProtectionFromTypes { types, multicolored });
    }
    Ok(out)
}

fn quality(words: &str) -> Option<Quality> {
    if words == "everything" {
        return Some(Quality::Everything);
    }
    if words == "multicolored" {
        return Some(Quality::Multicolored);
    }
    // CR 702.16a: a quality of spells: "spells that are one or more colors" (colored
    // spells), "red spells".
    if words == "spells that are one or more colors" {
        return Some(Quality::Spells(ColorSet::ALL));
    }
    if let Some(c) = words.strip_suffix(" spells").and_then(Color::from_word) {
        return Some(Quality::Spells(ColorSet::single(c)));
    }
    if let Some(c) = Color::from_word(words) {
        return Some(Quality::Color(c));
    }
    if let Some(t) = words.strip_suffix('s').and_then(CardType::from_name) {
        return Some(Quality::Type(t));
    }
    // A plural subtype: "goblins", "dragons", "elves" (not a basic land type, which
    // would be read as landwalk's kind of quality).
    let (singular, plural) = crate::syntax::vocab::subtype_word(words)?;
    let t = Subtype::from_name(&singular).filter(|t| plural && t.as_creature().is_some())?;
    Some(Quality::Subtype(t))
}
