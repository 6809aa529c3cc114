//! The shape of one ability line (CR 113.3): keywords, `cost: effect` (activated and
//! mana abilities), triggered abilities, or a spell's instructions.

use crate::cost::cost;
use crate::effect::instructions;
use crate::source::{sentences, Line};
use crate::{Diagnostic, TextKind};
use mw_ir::ability::SpellAbility;
use mw_ir::{
    Ability, ActivatedAbility, CombatRule, EntersReplacement, SelfStatic, Effect, ManaAbility, ManaProduction, Subject,
    Timing, Trigger, TriggeredAbility,
};
use mw_types::{ColorSet, ManaCost, ManaSymbol, ManaType};

fn unsupported(line: &Line, what: &str) -> Diagnostic {
    Diagnostic::new(line.span.clone(), format!("unsupported {what}: {:?}", line.text))
}

/// Diagnostics for each clause of `line` not understood, the first carrying the rest.
fn missing(line: &Line, parts: Missing<'_>) -> Vec<Diagnostic> {
    parts.into_iter().map(|(what, part)| unsupported_part(line, what, part)).collect()
}

/// A diagnostic naming the clause of `line` that was not understood.
fn unsupported_part(line: &Line, what: &str, part: &str) -> Diagnostic {
    Diagnostic { span: line.span.clone(), message: format!("unsupported {what} {part:?}: {:?}", line.text), part: format!("{what}: {part}") }
}

/// Parses one line into abilities; a spell's instructions accumulate into `spell`.
pub fn parse_line(line: &Line, kind: TextKind, spell: &mut SpellAbility) -> Result<Vec<Ability>, Vec<Diagnostic>> {
    if let Some(k) = crate::keywords::keywords(&line.text) {
        return Ok(k);
    }
    if let Some(a) = crate::cost_change::line(&line.text) {
        return Ok(vec![a]);
    }
    if let Some((c, e)) = split_cost(&line.text) {
        return activated(line, c, e);
    }
    if let Some(a) = self_static(&line.text).or_else(|| mana_rule(&line.text)) {
        return Ok(vec![a]);
    }
    if let Some(a) = crate::statics::enchant(&line.text) {
        return Ok(vec![a]);
    }
    if let Some(v) = crate::statics::conditional(&line.text) {
        return Ok(v);
    }
    if let Some(v) = crate::statics::continuous(&line.text) {
        return Ok(v);
    }
    if let Some(a) = crate::statics::equip(&line.text) {
        return Ok(vec![a]);
    }
    if let Some(v) = crate::replacement::others_enter(&line.text) {
        return Ok(v);
    }
    if let Some(a) = crate::replacement::enters_as_copy(&line.text)
        .or_else(|| crate::replacement::setting(&line.text))
        .or_else(|| crate::replacement::more_counters(&line.text))
        .or_else(|| crate::replacement::chosen_type(&line.text))
        .or_else(|| crate::replacement::exile_instead(&line.text))
        .or_else(|| crate::replacement::explore_twice(&line.text))
        .or_else(|| crate::replacement::pt_equals(&line.text))
        .or_else(|| crate::replacement::additional_cost(&line.text))
    {
        return Ok(vec![a]);
    }
    if let Some(rules) = combat_rules(&line.text) {
        return Ok(rules.into_iter().map(Ability::Combat).collect());
    }
    if let Some(t) = crate::chapter::chapters(&line.text) {
        return t.map(|t| t.into_iter().map(Ability::Triggered).collect()).map_err(|s| vec![unsupported_part(line, "instruction", s)]);
    }
    if let Some(t) = triggered(&line.text) {
        return t.map(|t| t.into_iter().map(Ability::Triggered).collect()).map_err(|m| missing(line, m));
    }
    if kind == TextKind::Spell {
        let mut targets = spell.targets.clone();
        let mut effects = instructions(&line.text, &mut targets).map_err(|s| vec![unsupported_part(line, "instruction", s)])?;
        spell.targets = targets;
        spell.effect.append(&mut effects);
        return Ok(Vec::new());
    }
    Err(vec![unsupported_part(line, "ability", &line.text)])
}

/// CR 700.2: how many modes a modal header lets the player choose, and the text before
/// it: "choose one —" (1, 1), "choose one or both —" (1, 2), "choose one or more —",
/// "choose two —".
pub fn modal_header(text: &str) -> Option<(&str, u8, u8)> {
    let (head, choose) = match text.rsplit_once("choose ") {
        Some((h, c)) if h.is_empty() || h.ends_with(", ") => (h.trim_end_matches(", "), c),
        _ => return None,
    };
    let choose = choose.strip_suffix(" \u{2014}").or_else(|| choose.strip_suffix("\u{2014}"))?;
    let (min, max) = match choose {
        "one" => (1, 1),
        "one or both" => (1, 2),
        "one or more" => (1, u8::MAX),
        "two" => (2, 2),
        "three" => (3, 3),
        _ => return None,
    };
    Some((head, min, max))
}

/// CR 700.2: the bullet lines of a modal spell, each a spell ability of its own; when
/// more than one mode may be chosen, each allowed set of modes is one choice, its
/// instructions in printed order (CR 700.2).
pub fn modes(lines: &[Line], min: u8, max: u8) -> Result<Vec<Ability>, Diagnostic> {
    if lines.len() < 2 {
        let span = lines.first().map_or(0..0, |l| l.span.clone());
        return Err(Diagnostic::new(span, "unsupported modes: fewer than two"));
    }
    let modes = mode_abilities(lines, min, max, Ability::Spell)?;
    let printed = mw_ir::ModeCount { printed: lines.len() as u8, min, max: max.min(lines.len() as u8), entwine: false, all_if: None };
    let mut out = vec![Ability::ChooseOne { modes: modes.len() as u8, printed }];
    out.extend(modes);
    Ok(out)
}

/// CR 700.2: the modes of a modal spell or ability: every set of `min..=max` of the
/// bullet lines (at most 15 sets), each compiled as one mode.
fn mode_abilities(lines: &[Line], min: u8, max: u8, wrap: fn(SpellAbility) -> Ability) -> Result<Vec<Ability>, Diagnostic> {
    let texts: Vec<&str> = lines.iter().map(|l| l.text.trim_start_matches('\u{2022}').trim()).collect();
    // Each line alone first, so that a diagnostic names the line it is about.
    for (line, text) in lines.iter().zip(&texts) {
        instructions(text, &mut Vec::new()).map_err(|s| unsupported_part(line, "instruction", s))?;
    }
    let n = texts.len();
    let sets = mw_ir::mode_sets(n as u8, min, max);
    if n > 8 || sets.is_empty() || sets.len() > 15 {
        return Err(unsupported(&lines[0], "modes: too many ways to choose"));
    }
    sets.iter()
        .map(|set| {
            let text: Vec<&str> = (0..n).filter(|i| set & (1 << i) != 0).map(|i| texts[i]).collect();
            let mut targets = Vec::new();
            let effect = instructions(&text.join(" "), &mut targets).map_err(|s| unsupported_part(&lines[0], "instruction", s))?;
            Ok(wrap(SpellAbility { targets, effect }))
        })
        .collect()
}

/// CR 106.12: mana replacement effects and triggered mana abilities on tapping for mana.
fn mana_rule(text: &str) -> Option<Ability> {
    let t = text.trim_end_matches('.');
    if let Some(rest) = t.strip_prefix("if you tap a permanent for mana, it produces ") {
        let n = match rest.strip_suffix(" as much of that mana instead")? {
            "twice" => 2,
            "three times" => 3,
            _ => return None,
        };
        return Some(Ability::TappedForMana(mw_ir::ManaReplacement::Multiply(n)));
    }
    if let Some(rest) = t.strip_prefix("if a land is tapped for mana, it produces ") {
        let sym = rest.strip_suffix(" instead of any other type and amount")?;
        let cost = ManaCost::parse(sym).ok()?;
        let [ManaSymbol::Colored(c)] = cost.symbols.as_slice() else { return None };
        return Some(Ability::TappedForMana(mw_ir::ManaReplacement::LandsProduceOnly(ManaType::of_color(*c))));
    }
    if t == "whenever a player taps a land for mana, that player adds one mana of any type that land produced" {
        return Some(Ability::ManaTrigger(mw_ir::ManaTrigger::AnyLandAddsProducedType));
    }
    None
}

/// Static abilities about the card itself: enters replacements (CR 614.1c–d), "can't be
/// countered", devoid (CR 702.114).
fn self_static(text: &str) -> Option<Ability> {
    if text == "if ~ would be put into a graveyard from anywhere, exile it instead." {
        return Some(Ability::Static(SelfStatic::ExileInsteadOfGraveyard));
    }
    let t = text.trim_end_matches('.');
    // CR 601.3: "You may cast ~ from your graveyard using its blitz ability.": an
    // alternative cost of the card's own, from its graveyard too.
    if let Some(k) = t.strip_prefix("you may cast ~ from your graveyard using its ").and_then(|r| r.strip_suffix(" ability")) {
        use mw_ir::AltKind::*;
        let kind = [Evoke, Dash, Spectacle, Surge, Overload, Blitz].into_iter().find(|a| a.keyword() == k)?;
        return Some(Ability::CastFromGraveyardUsing(kind));
    }
    match t {
        "~ enters tapped" => return Some(Ability::Enters(EntersReplacement::Tapped)),
        "~ can't be countered" => return Some(Ability::Static(SelfStatic::CantBeCountered)),
        "cast ~ only during combat" => return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::Combat))),
        "cast ~ only during combat before blockers are declared" => {
            return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::CombatBeforeBlockers)));
        }
        "cast ~ only during combat after blockers are declared" => {
            return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::CombatAfterBlockers)));
        }
        "cast ~ only during the declare attackers step" => return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::DeclareAttackers))),
        "cast ~ only during the declare attackers step and only if you've been attacked this step" => {
            return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::DeclareAttackersAttacked)));
        }
        "cast ~ only during the declare blockers step" => return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::DeclareBlockers))),
        "cast ~ only before the combat damage step" => return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::BeforeCombatDamage))),
        "cast ~ only after combat" => return Some(Ability::Static(SelfStatic::CastOnly(mw_ir::CastWindow::AfterCombat))),
        "devoid" => return Some(Ability::Static(SelfStatic::Devoid)),
        // CR 604.3: a characteristic-defining ability (layer 5).
        "~ is all colors" => return Some(Ability::Static(SelfStatic::AllColors)),
        "you have no maximum hand size" => return Some(Ability::Static(SelfStatic::NoMaximumHandSize)),
        "you may play an additional land on each of your turns" => {
            return Some(Ability::Static(SelfStatic::AdditionalLandEachTurn));
        }
        "~ can't be blocked by more than one creature" => return Some(Ability::Static(SelfStatic::CantBeBlockedByMoreThanOne)),
        "you may look at the top card of your library any time" => return Some(Ability::Static(SelfStatic::LookAtTopAnyTime)),
        "play with the top card of your library revealed" => return Some(Ability::Static(SelfStatic::TopCardRevealed { each_player: false })),
        "players play with the top card of their libraries revealed" => return Some(Ability::Static(SelfStatic::TopCardRevealed { each_player: true })),
        // CR 903.3d: a rule of the Commander variant's deck building; games here aren't
        // Commander games, so it has no effect on play.
        "~ can be your commander" => return Some(Ability::Static(SelfStatic::CanBeYourCommander)),
        _ => {}
    }
    if let Some(n) = t.strip_prefix("as ~ enters, you may pay ").and_then(|r| r.strip_suffix(" life. if you don't, it enters tapped")) {
        return Some(Ability::Enters(EntersReplacement::TappedUnlessPayLife(n.parse().ok()?)));
    }
    if let Some(c) = t.strip_prefix("~ enters tapped unless ") {
        return Some(Ability::Enters(EntersReplacement::TappedUnless(crate::condition::condition(c)?)));
    }
    // "~ can't be blocked by artifact creatures", "… except by creatures with flying".
    let by = t.strip_prefix("~ can't be blocked except by ").map(|r| (r, true)).or_else(|| t.strip_prefix("~ can't be blocked by ").map(|r| (r, false)));
    if let Some((who, except)) = by.filter(|(w, _)| !w.starts_with("more than") && !w.starts_with("creatures with power ")) {
        let (filter, r) = crate::target::object_phrase(who, true)?;
        if !r.is_empty() || filter.controller != mw_ir::Controller::Any {
            return None;
        }
        return Some(Ability::Static(SelfStatic::CantBeBlockedBy { filter, except }));
    }
    // "creatures with power less than ~'s power can't block it": blockers with lesser
    // power than the source.
    if t == "creatures with power less than ~'s power can't block it" || t == "creatures with power less than ~'s power can't block ~" {
        let mut filter = mw_ir::ObjectFilter::creature();
        filter.props.power_vs_source = Some(false);
        return Some(Ability::Static(SelfStatic::CantBeBlockedBy { filter, except: false }));
    }
    if let Some(r) = t.strip_prefix("~ can't be blocked by creatures with power ") {
        let (n, r) = r.split_once(' ')?;
        let n = crate::words::number(n)?;
        let cmp = match r {
            "or less" => mw_ir::Compare::AtMost(n),
            "or greater" => mw_ir::Compare::AtLeast(n),
            _ => return None,
        };
        return Some(Ability::Static(SelfStatic::CantBeBlockedByPower(cmp)));
    }
    // "if ~ was kicked, it enters with two +1/+1 counters on it" (CR 614.1c).
    let (condition, rest) = match crate::condition::leading_if(t) {
        Some((c, r)) => (Some(c), r.strip_prefix("it enters with ").or_else(|| r.strip_prefix("~ enters with "))?),
        None => (None, t.strip_prefix("~ enters with ")?),
    };
    let rest = rest.strip_suffix(" on it")?;
    let (n, rest) = rest.split_once(' ')?;
    let amount = crate::words::amount(n)?;
    let kind = rest.strip_suffix(" counters").or_else(|| rest.strip_suffix(" counter"))?;
    // CR 122.1b–d: keyword, shield and stun counters have rules the engine doesn't give.
    if crate::lower::enters::RULED_KINDS.contains(&kind) {
        return None;
    }
    let kind = mw_types::CounterKind::parse(kind)?;
    Some(Ability::Enters(EntersReplacement::WithCounters { kind, amount, condition }))
}

/// CR 508.1c–d, 509.1a–c: a permanent's own combat restrictions and requirements.
pub(crate) fn combat_rules(text: &str) -> Option<Vec<CombatRule>> {
    let t = text.trim_end_matches('.');
    Some(match t {
        "~ can't block" => vec![CombatRule::CantBlock],
        "~ can't attack" => vec![CombatRule::CantAttack],
        "~ can't attack or block" => vec![CombatRule::CantAttack, CombatRule::CantBlock],
        "~ can attack as though it didn't have defender" => vec![CombatRule::AttacksDespiteDefender],
        "~ assigns no combat damage" => vec![CombatRule::AssignsNoCombatDamage],
        "~ attacks each combat if able" => vec![CombatRule::AttacksEachCombat],
        "~ blocks each combat if able" => vec![CombatRule::BlocksEachCombat],
        "~ attacks or blocks each combat if able" => {
            vec![CombatRule::AttacksEachCombat, CombatRule::BlocksEachCombat]
        }
        "~ can block an additional creature each combat" => vec![CombatRule::BlocksAdditional(1)],
        "~ can't be blocked" => vec![CombatRule::CantBeBlocked],
        "~ can block only creatures with flying" => vec![CombatRule::BlocksOnlyFlying],
        "~ doesn't untap during your untap step" => vec![CombatRule::DoesntUntap],
        "~ can't attack unless defending player controls an island" => vec![CombatRule::AttacksOnlyIfDefenderHasIsland],
        _ => return None,
    })
}

/// CR 602.1a: "[cost]: [effect]" — the colon must come before any sentence ends.
fn split_cost(text: &str) -> Option<(&str, &str)> {
    let (c, e) = text.split_once(": ")?;
    if c.contains(". ") || c.contains('"') || c.starts_with("when") || c.starts_with("at ") {
        return None;
    }
    Some((c, e))
}

fn activated(line: &Line, c: &str, e: &str) -> Result<Vec<Ability>, Vec<Diagnostic>> {
    let parsed = cost(c);
    let mut missing: Missing<'_> = Vec::new();
    if parsed.is_none() {
        missing.push(("cost", c));
    }
    // CR 605.1a: a loyalty ability is never a mana ability.
    let (add, spend) = split_spend(e);
    let loyalty = parsed.as_ref().is_some_and(|c| c.loyalty.is_some());
    let (add, then) = mana_then(add);
    if let Some(produce) = mana_production(add).filter(|_| !loyalty) {
        // CR 605.3b: what a mana ability does besides adding mana, done at once.
        let then = then.map_err(|rest| vec![unsupported_part(line, "mana ability instruction", rest)])?;
        // CR 605.1a: no target, not loyalty, could add mana: a mana ability.
        let Some(cost) = parsed else { return Err(self::missing(line, missing)) };
        if cost.extra.is_some() {
            // Mana abilities are activated while paying, without announcing a cost choice.
            return Err(vec![unsupported_part(line, "cost", "a mana ability that sacrifices, discards or taps another object")]);
        }
        return Ok(vec![Ability::Mana(ManaAbility { cost, produce, spend, then, condition: None, priority_only: false, once_per_turn: false })]);
    }
    // CR 606.3: loyalty abilities are activated only as a sorcery.
    let mut timing = if loyalty { Timing::Sorcery } else { Timing::Instant };
    let mut targets = Vec::new();
    let mut effect = Vec::new();
    let mut once_per_turn = false;
    let mut any_player = false;
    let mut condition = None;
    let mut rest = Vec::new();
    for s in sentences(e) {
        // CR 602.5b: "activate only if you control an artifact".
        if let Some(c) = s.strip_prefix("activate only if ").and_then(crate::condition::condition).filter(|_| condition.is_none()) {
            condition = Some(c);
            continue;
        }
        match s {
            "activate only during your upkeep" => timing = Timing::YourUpkeep,
            "activate only as a sorcery" => timing = Timing::Sorcery,
            "activate only during your turn" => timing = Timing::YourTurn,
            "activate only during your turn, before attackers are declared" => timing = Timing::YourTurnBeforeAttackers,
            "activate only once each turn" => once_per_turn = true,
            "any player may activate this ability" => any_player = true,
            "activate only as a sorcery and only once each turn" | "activate only once each turn and only as a sorcery" => {
                timing = Timing::Sorcery;
                once_per_turn = true;
            }
            _ => rest.push(s),
        }
    }
    // CR 113.6k: an ability returning its card from the graveyard works from there.
    let returns = rest.first().and_then(|s| from_graveyard(s));
    let in_graveyard = returns.is_some();
    if let Some(e) = returns {
        effect.push(e);
        rest.remove(0);
    }
    match crate::effect::instructions_of(&rest, &mut targets) {
        Ok(mut e) => effect.append(&mut e),
        Err(s) => missing.push(("instruction", s)),
    }
    // CR 605.1a: it could add mana, has no target and isn't loyalty: a mana ability, which
    // doesn't use the stack; one with further instructions is not modelled yet.
    if !loyalty && targets.is_empty() && effect.iter().any(|e| matches!(e, Effect::AddMana(_))) {
        missing.push(("instruction", "a mana ability with further instructions"));
    }
    let Some(mut cost) = parsed.filter(|_| missing.is_empty()) else { return Err(self::missing(line, missing)) };
    if in_graveyard {
        // A cost that taps or sacrifices the card can't be paid from a graveyard.
        if cost.tap || cost.untap || cost.sacrifice_self || cost.discard_self || cost.loyalty.is_some() {
            return Err(vec![unsupported_part(line, "cost", c)]);
        }
        cost.in_graveyard = true;
    }
    Ok(vec![Ability::Activated(ActivatedAbility { cost, targets, effect, timing, once_per_turn, limit: None, cycling: false, condition, any_player, cost_change: None })])
}

/// "return ~ from your graveyard to your hand" / "… to the battlefield (tapped)".
pub(crate) fn from_graveyard(s: &str) -> Option<Effect> {
    let to = s.strip_prefix("return ~ from your graveyard to ")?;
    let (to_battlefield, tapped) = match to {
        "your hand" => (false, false),
        "the battlefield" => (true, false),
        "the battlefield tapped" => (true, true),
        _ => return None,
    };
    Some(Effect::ReturnSelfFromGraveyard { to_battlefield, tapped })
}

/// CR 605.3b: "add {c}{c}. ~ deals 2 damage to you": the production and the further
/// instructions a mana ability does at once (None when they are not ones it may do).
fn mana_then(e: &str) -> (&str, Result<Vec<Effect>, &str>) {
    let Some((add, rest)) = e.split_once(". ") else { return (e, Ok(Vec::new())) };
    if !add.starts_with("add ") {
        return (e, Ok(Vec::new()));
    }
    let mut targets = Vec::new();
    let then = instructions(rest, &mut targets).and_then(|v| {
        let immediate = targets.is_empty()
            && v.iter().all(|x| match x {
                Effect::DealDamage { source: Subject::This, to: mw_ir::Recipient::Player(mw_ir::PlayerRef::You), .. } => true,
                Effect::Draw { player: mw_ir::PlayerRef::You, .. }
                | Effect::GainLife { player: mw_ir::PlayerRef::You, .. }
                | Effect::LoseLife { player: mw_ir::PlayerRef::You, .. }
                | Effect::SkipNextUntap { subject: Subject::This } => true,
                _ => false,
            });
        if immediate { Ok(v) } else { Err(rest) }
    });
    (add, then)
}

/// CR 106.6: "add … . spend this mana only to cast a creature spell": the production and
/// its restriction (an unknown restriction leaves the text whole, so it doesn't compile).
fn split_spend(e: &str) -> (&str, Option<mw_ir::SpendOnly>) {
    use mw_ir::{ObjectFilter, SpendOnly};
    use mw_types::CardType;
    let of = |t: CardType| ObjectFilter { card_type: Some(t), ..ObjectFilter::default() };
    let t = e.trim_end_matches('.');
    if let Some(add) = t.strip_suffix(". this mana can't be spent to cast a nonartifact spell").or_else(|| t.strip_suffix(". this mana can't be spent to cast nonartifact spells")) {
        let nonartifact = ObjectFilter { not_type: Some(CardType::Artifact), ..ObjectFilter::default() };
        return (add, Some(SpendOnly { except: true, ..SpendOnly::spells(nonartifact) }));
    }
    let Some((add, rest)) = e.split_once(". spend this mana only ") else { return (e, None) };
    let only = match rest.trim_end_matches('.') {
        "to cast a creature spell" | "to cast creature spells" => SpendOnly::spells(of(CardType::Creature)),
        "to cast a noncreature spell" | "to cast noncreature spells" => {
            SpendOnly::spells(ObjectFilter { not_type: Some(CardType::Creature), ..ObjectFilter::default() })
        }
        "to cast an instant or sorcery spell" | "to cast instant and sorcery spells" | "to cast instant or sorcery spells" => {
            SpendOnly::spells(ObjectFilter { or_type: Some(CardType::Sorcery), ..of(CardType::Instant) })
        }
        "to cast an artifact spell" | "to cast artifact spells" => SpendOnly::spells(of(CardType::Artifact)),
        "to cast spells" => SpendOnly::spells(ObjectFilter::default()),
        "to activate abilities" => SpendOnly::abilities(),
        _ => return (e, None),
    };
    (add, Some(only))
}

/// CR 106.1: "add {G}", "add {c}{c}", "add {r} or {g}", "add one mana of any color".
pub(crate) fn mana_production(e: &str) -> Option<ManaProduction> {
    let rest = e.strip_prefix("add ")?.trim_end_matches('.');
    if let Some(src) = rest.strip_prefix("one mana of any type that a land ").or_else(|| rest.strip_prefix("one mana of any color that a land ")) {
        let colors_only = rest.starts_with("one mana of any color");
        let whose = match src {
            "you control could produce" => mw_ir::Controller::You,
            "an opponent controls could produce" => mw_ir::Controller::NotYou,
            _ => return None,
        };
        return Some(ManaProduction::CouldProduce { whose, colors_only });
    }
    if let Some(sym) = rest.strip_suffix(" for each creature you control") {
        let cost = ManaCost::parse(sym).ok()?;
        let t = match cost.symbols.as_slice() {
            [ManaSymbol::Colored(c)] => ManaType::of_color(*c),
            [ManaSymbol::Colorless] => ManaType::Colorless,
            _ => return None,
        };
        return Some(ManaProduction::PerCreature(t));
    }
    if rest == "one mana of the chosen color" {
        return Some(ManaProduction::ChosenColor { or: ColorSet::EMPTY });
    }
    if let Some(sym) = rest.strip_suffix(" or one mana of the chosen color") {
        let mut or = ColorSet::EMPTY;
        match ManaCost::parse(sym).ok()?.symbols.as_slice() {
            [ManaSymbol::Colored(c)] => or.insert(*c),
            _ => return None,
        }
        return Some(ManaProduction::ChosenColor { or });
    }
    if rest == "one mana of any color" {
        let colors: ColorSet = mw_types::Color::ALL.into_iter().collect();
        return Some(ManaProduction::OneOf { colors, amount: 1 });
    }
    // "two mana of any one color": both of the color chosen.
    if let Some(n) = rest.strip_suffix(" mana of any one color").and_then(crate::words::number) {
        let colors: ColorSet = mw_types::Color::ALL.into_iter().collect();
        return Some(ManaProduction::OneOf { colors, amount: u32::try_from(n).ok().filter(|n| (1..=10).contains(n))? });
    }
    if rest.contains(" or ") {
        let mut colors = ColorSet::EMPTY;
        for part in rest.split(" or ").flat_map(|p| p.split(", ")) {
            let sym = ManaCost::parse(part.trim()).ok()?;
            match sym.symbols.as_slice() {
                [ManaSymbol::Colored(c)] => colors.insert(*c),
                _ => return None,
            }
        }
        return Some(ManaProduction::OneOf { colors, amount: 1 });
    }
    let types = mana_types(rest)?;
    (!types.is_empty()).then_some(ManaProduction::Fixed(types))
}

/// "{G}{G}", "{C}{C}": the mana those symbols stand for; None for any other symbol.
fn mana_types(text: &str) -> Option<smallvec::SmallVec<[ManaType; 2]>> {
    ManaCost::parse(text)
        .ok()?
        .symbols
        .into_iter()
        .map(|s| match s {
            ManaSymbol::Colored(c) => Some(ManaType::of_color(c)),
            ManaSymbol::Colorless => Some(ManaType::Colorless),
            _ => None,
        })
        .collect()
}

/// The clauses of a line that were not understood, each as (what, clause).
type Missing<'a> = Vec<(&'static str, &'a str)>;

/// CR 603.1: "When/Whenever/At …, effect". Returns Some(Err(..)) naming every clause of
/// the trigger (its condition, an instruction) that is not understood.
pub(crate) fn triggered(text: &str) -> Option<Result<Vec<TriggeredAbility>, Missing<'_>>> {
    if !(text.starts_with("when") || text.starts_with("at the beginning")) {
        return None;
    }
    let Some((cond, effect_text)) = text.split_once(", ") else { return Some(Err(vec![("trigger", text)])) };
    // "whenever you cast a spell during an opponent's turn": the event, on that turn only
    // (CR 603.2: a state checked as the event happens).
    let (cond, turn) = match cond.strip_suffix(" during an opponent's turn") {
        Some(c) => (c, Some(mw_ir::Condition::YourTurn(false))),
        None => match cond.strip_suffix(" during your turn") {
            Some(c) => (c, Some(mw_ir::Condition::YourTurn(true))),
            // CR 702.105a (dethrone's wording): the attack, at that player only.
            None => match cond.strip_suffix(" attacks the player with the most life or tied for most life") {
                Some(c) => (if c == "whenever ~" { "whenever ~ attacks" } else { cond }, Some(mw_ir::Condition::DefenderMostLife)),
                None => (cond, None),
            },
        },
    };
    let trigger = crate::trigger::conditions(cond);
    // CR 603.2h-style limit: "This ability triggers only once each turn."
    let (effect_text, once_per_turn) = match effect_text.strip_suffix(" this ability triggers only once each turn.") {
        Some(e) => (e, true),
        None => (effect_text, false),
    };
    // CR 603.4: "when …, if COND, …": an intervening "if".
    let (condition, effect_text) = match crate::condition::leading_if(effect_text) {
        Some((c, rest)) => (Some(c), rest),
        None => (None, effect_text),
    };
    let mut targets = Vec::new();
    let it = match trigger.as_deref() {
        Some([t]) if about_another(t) => Subject::Triggering,
        _ => Subject::This,
    };
    let effect = crate::effect::with_it(it, || instructions(effect_text, &mut targets));
    Some(match (trigger, effect) {
        (Some(triggers), Ok(effect)) => Ok(triggers
            .into_iter()
            .map(|trigger| TriggeredAbility { trigger, targets: targets.clone(), effect: effect.clone(), modes: 0, once_per_turn, condition, keyword: None, during: turn })
            .collect()),
        (trigger, effect) => {
            let mut missing = Vec::new();
            if trigger.is_none() {
                missing.push(("trigger", cond));
            }
            if let Err(s) = effect {
                missing.push(("instruction", s));
            }
            Err(missing)
        }
    })
}

/// Whether the trigger's event is about an object other than the source, which "it" and
/// "that creature" then mean ("whenever another creature you control dies, return it …").
fn about_another(t: &Trigger) -> bool {
    matches!(
        t,
        Trigger::Enters(_)
            | Trigger::Dies(_)
            | Trigger::CreatureYouControlAttacksAlone
            | Trigger::CreatureYouControlCombatDamageToPlayer
            | Trigger::SelfDealsDamage { to: mw_ir::ability::DamagedKind::Creature, .. }
            | Trigger::BlockPair { .. }
            | Trigger::Cast { .. }
            // CR 603.10a, 608.2h: "it" is the creature the Aura or Equipment is attached
            // to, as the event saw it (also once it has died).
            | Trigger::AttachedAttacks
            | Trigger::AttachedDies
            | Trigger::AttachedCombatDamageToPlayer
            | Trigger::Attached(_)
    )
}

/// CR 700.2 / 603.3c: "when ~ enters, choose one —" and its bullet lines: a triggered
/// ability whose modes follow it.
pub fn modal_trigger(head: &Line, lines: &[Line]) -> Result<Vec<Ability>, Diagnostic> {
    let (cond, min, max) = modal_header(&head.text).ok_or_else(|| unsupported(head, "modal ability"))?;
    // "whenever ~ enters or attacks, choose one —": each event its own triggered ability,
    // each followed by its modes.
    let triggers = crate::trigger::conditions(cond).ok_or_else(|| unsupported_part(head, "trigger", cond))?;
    if lines.len() < 2 {
        return Err(unsupported(head, "modes: fewer than two"));
    }
    let modes = mode_abilities(lines, min, max, Ability::Mode)?;
    let mut out = Vec::new();
    for trigger in triggers {
        out.push(Ability::Triggered(TriggeredAbility { trigger, targets: Vec::new(), effect: Vec::new(), modes: modes.len() as u8, once_per_turn: false, condition: None, keyword: None, during: None }));
        out.extend(modes.iter().cloned());
    }
    Ok(out)
}
