//! Keyword abilities (CR 702) in a line of keywords ("Flying, vigilance"): those the
//! engine knows as keywords, those with parameters (ward {2}, crew 3, toxic 1), and
//! those defined by an ability in the rules' own words, which is compiled like printed
//! text (afterlife, annihilator, battle cry, …).

use mw_ir::{Ability, ActivatedAbility, Duration, Effect, Keyword, Subject, Timing, Trigger, TriggeredAbility};
use mw_types::{ColorSet, ManaCost};

/// CR 702: a line made only of keywords, comma separated ("Flying, vigilance"). Prowess
/// is a triggered ability (CR 702.108a).
pub fn keywords(text: &str) -> Option<Vec<Ability>> {
    let mut out = Vec::new();
    for word in text.split(", ") {
        let word = word.trim().trim_end_matches('.');
        if keyword_trigger(word, &mut out) || keyword_cost(word, &mut out) || keyword_ability(word, &mut out) {
            continue;
        }
        if word == "flanking" {
            out.push(Ability::Keyword(Keyword::Flanking));
        }
        if let Some(lines) = expansion(word) {
            // A keyword defined by abilities: compiled like printed text.
            let typecycling = word.contains("cycling ");
            for text in lines {
                let line = crate::source::Line { text, span: 0..0 };
                let mut spell = mw_ir::ability::SpellAbility { targets: Vec::new(), effect: Vec::new() };
                for mut a in crate::ability::parse_line(&line, crate::TextKind::Permanent, &mut spell).ok()? {
                    // CR 702.29e: typecycling is cycling.
                    if let Ability::Activated(x) = &mut a {
                        x.cycling |= typecycling;
                    }
                    out.push(a);
                }
            }
            continue;
        }
        if let Some(colors) = word.strip_prefix("protection from ").and_then(protection_colors) {
            out.push(Ability::Protection(colors));
            continue;
        }
        if let Some(p) = word.strip_prefix("protection from ").and_then(protection_types) {
            out.push(p);
            continue;
        }
        out.push(Ability::Keyword(Keyword::from_name(word)?));
    }
    Some(out)
}

/// CR 702: a keyword that stands for a triggered ability (prowess, ward, exalted, bushido,
/// persist and undying, storm, rampage, cascade, evolve); whether `word` was one.
fn keyword_trigger(word: &str, out: &mut Vec<Ability>) -> bool {
    if word == "prowess" {
        out.push(simple_trigger(crate::trigger::you_cast_noncreature(), vec![Effect::Pump {
                subject: Subject::This,
                power: 1,
                toughness: 1,
                duration: Duration::EndOfTurn,
                times: mw_ir::Amount::Fixed(1),
            }]));
        return true;
    }
    if let Some(cost) = word.strip_prefix("ward ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.21a: ward is a triggered ability.
        out.push(Ability::Keyword(Keyword::Ward));
        out.push(simple_trigger(Trigger::BecomesTargetOfOpponent, vec![Effect::CounterUnlessPays { what: mw_ir::StackRef::Triggering, cost, life: 0, per: None }]));
        return true;
    }
    if let Some(life) = word.strip_prefix("ward\u{2014}pay ").and_then(|r| r.strip_suffix(" life")).and_then(|n| n.parse::<u32>().ok()) {
        // CR 702.21a: ward with a life payment.
        out.push(Ability::Keyword(Keyword::Ward));
        let cost = ManaCost::default();
        out.push(simple_trigger(Trigger::BecomesTargetOfOpponent, vec![Effect::CounterUnlessPays { what: mw_ir::StackRef::Triggering, cost, life, per: None }]));
        return true;
    }
    if word == "exalted" {
        // CR 702.83a: "Whenever a creature you control attacks alone, that creature gets
        // +1/+1 until end of turn."
        out.push(simple_trigger(Trigger::CreatureYouControlAttacksAlone, vec![Effect::Pump { subject: Subject::Triggering, power: 1, toughness: 1, duration: Duration::EndOfTurn, times: mw_ir::Amount::Fixed(1) }]));
        return true;
    }
    if let Some(n) = word.strip_prefix("bushido ").and_then(|n| n.parse::<i32>().ok()) {
        // CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N
        // until end of turn."
        out.push(simple_trigger(Trigger::SelfBlocksOrBecomesBlocked, vec![Effect::Pump { subject: Subject::This, power: n, toughness: n, duration: Duration::EndOfTurn, times: mw_ir::Amount::Fixed(1) }]));
        return true;
    }
    if word == "persist" || word == "undying" {
        // CR 702.79a / 702.93a
        let kind = if word == "persist" { mw_types::CounterKind::MinusOne } else { mw_types::CounterKind::PlusOne };
        out.push(Ability::Triggered(TriggeredAbility {
            trigger: Trigger::SelfToGraveyardFromBattlefield,
            targets: Vec::new(),
            effect: vec![Effect::ReturnWithCounterUnlessHad { kind }],
            modes: 0,
            once_per_turn: false, condition: None, keyword: None,
            during: None,
        }));
        return true;
    }
    if word == "storm" {
        // CR 702.40a: "when you cast this spell, copy it for each other spell that was
        // cast before it this turn; you may choose new targets for the copies".
        out.push(simple_trigger(Trigger::SelfCast, vec![Effect::CopySpell { what: mw_ir::StackRef::ThisSpell, times: mw_ir::Amount::TriggerAmount, new_targets: true }]));
        return true;
    }
    if let Some(n) = word.strip_prefix("rampage ").and_then(|n| n.parse::<i32>().ok()) {
        // CR 702.23a: "+N/+N until end of turn for each creature blocking it beyond
        // the first", counted as the ability resolves (CR 702.23b).
        let times = mw_ir::Amount::Count { of: mw_ir::Counted::Blockers { beyond_first: true }, times: 1 };
        let pump = Effect::Pump { subject: Subject::This, power: n, toughness: n, duration: Duration::EndOfTurn, times };
        out.push(simple_trigger(Trigger::SelfBecomesBlocked, vec![pump]));
        return true;
    }
    if word == "cascade" {
        // CR 702.85a: "when you cast this spell, …".
        out.push(simple_trigger(Trigger::SelfCast, vec![Effect::Cascade]));
        return true;
    }
    if word == "evolve" {
        // CR 702.100a: a bigger creature entering under your control grows it.
        let mut filter = mw_ir::ObjectFilter::creature();
        filter.controller = mw_ir::Controller::You;
        let grow = Effect::PutCounters { subject: Subject::This, kind: mw_types::CounterKind::PlusOne, amount: mw_ir::Amount::one() };
        let Ability::Triggered(mut t) = simple_trigger(Trigger::Enters(filter), vec![grow]) else { return true };
        t.condition = Some(mw_ir::Condition::TriggeringBigger);
        out.push(Ability::Triggered(t));
        return true;
    }
    false
}

/// CR 702: a keyword about casting the spell: an alternative or additional cost, a cost
/// reduction, a zone it may be cast from (morph, kicker, flashback, convoke, …); whether
/// `word` was one.
fn keyword_cost(word: &str, out: &mut Vec<Ability>) -> bool {
    // CR 702.37a / 702.139a: "morph {2}{G}", "megamorph {1}{G}".
    let morph = [("morph ", false, false), ("megamorph ", true, false), ("disguise ", false, true)]
        .iter()
        .find_map(|(prefix, mega, disguise)| Some((ManaCost::parse(word.strip_prefix(prefix)?).ok()?, *mega, *disguise)));
    if let Some((cost, mega, disguise)) = morph {
        out.push(Ability::Morph { cost, mega, disguise });
        return true;
    }
    if let Some(cost) = word.strip_prefix("buyback ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.27a: an optional additional cost; paid, the spell returns to hand.
        out.push(Ability::Buyback(cost));
        return true;
    }
    if let Some(a) = crate::cost_change::affinity(word) {
        out.push(a);
        return true;
    }
    if let Some(cost) = word.strip_prefix("kicker ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.33a: an optional additional cost.
        out.push(Ability::Kicker(cost));
        return true;
    }
    if word == "jump-start" || word == "retrace" {
        out.push(if word == "retrace" { Ability::Retrace } else { Ability::JumpStart });
        return true;
    }
    if let Some(cost) = word.strip_prefix("flashback ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.34a: cast from the graveyard for this cost, then exiled.
        out.push(Ability::Flashback(cost));
        return true;
    }
    if word == "convoke" {
        out.push(Ability::Convoke);
        return true;
    }
    if word == "improvise" {
        out.push(Ability::Improvise);
        return true;
    }
    if word == "delve" {
        out.push(Ability::Delve);
        return true;
    }
    if word == "aftermath" {
        // CR 702.127a: the card data's "aftermath" layout makes this half one cast
        // only from the graveyard (and exiled after); nothing more to compile here.
        return true;
    }
    false
}

/// CR 702: a keyword that stands for an activated or static ability, or a choice as the
/// permanent enters (cycling, unearth, crew, toxic, riot, …), or that has no effect in
/// these games; whether `word` was one.
fn keyword_ability(word: &str, out: &mut Vec<Ability>) -> bool {
    // CR 702.124a: partner, "choose a background", "doctor's companion" and "friends
    // forever" change only how a Commander deck may be built (`mw_carddb::partner`
    // checks it); they do nothing in play. "Partner with [name]" also has a trigger
    // (CR 702.124j) and isn't read here.
    if matches!(word, "partner" | "choose a background" | "doctor's companion" | "friends forever") {
        return true;
    }
    if word == "split second" {
        out.push(Ability::Static(mw_ir::SelfStatic::SplitSecond));
        return true;
    }
    if let Some(mana) = word.strip_prefix("cycling ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.29a: "[cost], Discard this card: Draw a card."
        out.push(Ability::Activated(ActivatedAbility {
            once_per_turn: false,
            limit: None,
            cycling: true, any_player: false, cost_change: None,
            condition: None,
            cost: mw_ir::Cost { mana, discard_self: true, ..mw_ir::Cost::default() },
            targets: Vec::new(),
            effect: vec![Effect::Draw { player: mw_ir::PlayerRef::You, amount: mw_ir::Amount::Fixed(1) }],
            timing: Timing::Instant,
        }));
        return true;
    }
    if let Some(n) = word.strip_prefix("toxic ").and_then(|n| n.parse::<u32>().ok()) {
        out.push(Ability::Toxic(n));
        return true;
    }
    if word == "daybound" || word == "nightbound" {
        let b = if word == "daybound" { mw_ir::DayNight::Day } else { mw_ir::DayNight::Night };
        out.push(Ability::Bound(b));
        return true;
    }
    if let Some(mana) = word.strip_prefix("unearth ").and_then(|c| ManaCost::parse(c).ok()) {
        // CR 702.84a: "[cost]: Return this card from your graveyard to the
        // battlefield. It gains haste. Exile it at the beginning of the next end step. If
        // it would leave the battlefield, exile it instead of putting it anywhere else.
        // Activate only as a sorcery."
        let returned = Subject::Returned;
        out.push(Ability::Activated(ActivatedAbility {
            once_per_turn: false,
            limit: None,
            cycling: false, any_player: false, cost_change: None,
            condition: None,
            cost: mw_ir::Cost { mana, in_graveyard: true, ..mw_ir::Cost::default() },
            targets: Vec::new(),
            effect: vec![
                Effect::ReturnSelfFromGraveyard { to_battlefield: true, tapped: false },
                Effect::GainKeywords { subject: returned, keywords: vec![Keyword::Haste], duration: Duration::Indefinite },
                Effect::ExileInstead { subject: returned, any_zone: true },
                Effect::Delayed {
                    when: mw_ir::DelayedWhen::NextEndStep,
                    effects: vec![Effect::Exile { subject: Subject::Triggering }],
                    about: Some(returned),
                    spell: None,
                    trigger: None,
                    each_created: false,
                },
            ],
            timing: Timing::Sorcery,
        }));
        return true;
    }
    if word == "unleash" || word == "riot" {
        // CR 702.98a / 702.136a: a choice as it enters.
        out.push(Ability::Enters(mw_ir::EntersReplacement::CounterOrHaste { haste: word == "riot" }));
        if word == "unleash" {
            // "It can't block as long as it has a +1/+1 counter on it."
            let has_counter = mw_ir::Condition::Count {
                of: mw_ir::Counted::CountersOnSource(mw_types::CounterKind::PlusOne),
                compare: mw_ir::Compare::AtLeast(1),
            };
            out.push(Ability::Continuous(mw_ir::StaticEffect {
                affected: mw_ir::Affected::Itself,
                changes: vec![mw_ir::Change::Combat(mw_ir::CombatRule::CantBlock)],
                condition: Some(has_counter),
            }));
        }
        return true;
    }
    if word == "umbra armor" || word == "totem armor" {
        out.push(Ability::UmbraArmor);
        return true;
    }
    if let Some(n) = word.strip_prefix("crew ").and_then(|n| n.parse::<u32>().ok()) {
        // CR 702.122a: "Tap any number of other untapped creatures you control with
        // total power N or greater: This permanent becomes an artifact creature until
        // end of turn."
        out.push(Ability::Activated(ActivatedAbility {
            once_per_turn: false,
            limit: None,
            cycling: false, any_player: false, cost_change: None,
            condition: None,
            cost: mw_ir::Cost { extra: Some(mw_ir::AdditionalCost::Crew(n)), ..mw_ir::Cost::default() },
            targets: Vec::new(),
            effect: vec![Effect::AddTypes {
                subject: Subject::This,
                types: vec![mw_types::CardType::Artifact, mw_types::CardType::Creature],
                duration: Duration::EndOfTurn,
            }],
            timing: Timing::Instant,
        }));
        return true;
    }
    false
}

/// A triggered ability with no target, condition or modes.
fn simple_trigger(trigger: Trigger, effect: Vec<Effect>) -> Ability {
    Ability::Triggered(TriggeredAbility { trigger, targets: Vec::new(), effect, modes: 0, once_per_turn: false, condition: None, keyword: None, during: None })
}

/// The abilities a keyword stands for, in the compiler's normalised wording (CR 702's
/// definitions); each compiled like printed text.
fn expansion(word: &str) -> Option<Vec<String>> {
    let n = |prefix: &str| word.strip_prefix(prefix).and_then(|n| n.parse::<u32>().ok());
    let one = |s: String| Some(vec![s]);
    if let Some(k) = n("afterlife ") {
        // CR 702.135a
        let tokens = if k == 1 { "a 1/1 white and black spirit creature token".to_string() } else { format!("{k} 1/1 white and black spirit creature tokens") };
        return one(format!("when ~ is put into a graveyard from the battlefield, create {tokens} with flying."));
    }
    if let Some(k) = n("annihilator ") {
        // CR 702.86a
        return one(format!("whenever ~ attacks, defending player sacrifices {k} permanents."));
    }
    if let Some(k) = n("soulshift ") {
        // CR 702.46a (its own mana value is always greater than N: it can't return itself)
        return one(format!(
            "when ~ is put into a graveyard from the battlefield, you may return target spirit card with mana value {k} or less from your graveyard to your hand."
        ));
    }
    if let Some(k) = n("modular ") {
        // CR 702.43a
        return Some(vec![
            format!("~ enters with {k} +1/+1 counters on it."),
            "when ~ dies, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~.".to_string(),
        ]);
    }
    if let Some(k) = n("poisonous ") {
        // CR 702.70a
        return one(format!("whenever ~ deals combat damage to a player, that player gets {k} poison counters."));
    }
    if let Some(k) = n("frenzy ") {
        // CR 702.68a
        return one(format!("whenever ~ attacks and isn't blocked, it gets +{k}/+0 until end of turn."));
    }
    if word == "ravenous" {
        // CR 702.156a
        return Some(vec!["~ enters with x +1/+1 counters on it.".to_string(), "when ~ enters, if x is 5 or more, draw a card.".to_string()]);
    }
    if let Some(k) = n("mobilize ").filter(|k| (1..=10).contains(k)) {
        // CR 702.181a: N Warrior tokens tapped and attacking, sacrificed at the next end
        // step; each token is created with its own delayed sacrifice (the same outcome).
        let one_token = "create a 1/1 red warrior creature token that's tapped and attacking. sacrifice it at the beginning of the next end step.";
        return one(format!("whenever ~ attacks, {}", vec![one_token; k as usize].join(" ")));
    }
    if let Some(k) = n("afflict ") {
        // CR 702.130a
        return one(format!("whenever ~ becomes blocked, defending player loses {k} life."));
    }
    if let Some(k) = n("renown ") {
        // CR 702.112a: "whenever ~ deals combat damage to a player, if it isn't renowned,
        // put N +1/+1 counters on it and it becomes renowned."
        return one(format!("whenever ~ deals combat damage to a player, renown {k}."));
    }
    if let Some(k) = n("bloodthirst ") {
        // CR 702.54a
        return one(format!("if an opponent was dealt damage this turn, ~ enters with {k} +1/+1 counters on it."));
    }
    if let Some(k) = n("vanishing ") {
        // CR 702.63a
        return Some(vec![
            format!("~ enters with {k} time counters on it."),
            "at the beginning of your upkeep, remove a time counter from ~.".to_string(),
            "when the last time counter is removed from ~, sacrifice ~.".to_string(),
        ]);
    }
    if let Some(cost) = word.strip_prefix("echo ").filter(|c| ManaCost::parse(c).is_ok()) {
        // CR 702.30a
        return one(format!(
            "at the beginning of your upkeep, if ~ came under your control since the beginning of your last upkeep, sacrifice ~ unless you pay {cost}."
        ));
    }
    if let Some(cost) = word.strip_prefix("cumulative upkeep ").filter(|c| ManaCost::parse(c).is_ok()) {
        // CR 702.24a
        return one(format!(
            "at the beginning of your upkeep, put an age counter on ~, then sacrifice ~ unless you pay {cost} for each age counter on ~."
        ));
    }
    if let Some(k) = n("fabricate ") {
        // CR 702.123a: counters or Servos, chosen as the ability resolves.
        let tokens = if k == 1 { "a 1/1 colorless servo artifact creature token".to_string() } else { format!("{k} 1/1 colorless servo artifact creature tokens") };
        let counters = if k == 1 { "a +1/+1 counter".to_string() } else { format!("{k} +1/+1 counters") };
        return one(format!("when ~ enters, you may put {counters} on ~. if you don't, create {tokens}."));
    }
    if let Some(k) = n("fading ") {
        // CR 702.32a
        return Some(vec![
            format!("~ enters with {k} fade counters on it."),
            "at the beginning of your upkeep, remove a fade counter from ~. if you can't, sacrifice ~.".to_string(),
        ]);
    }
    Some(match word {
        // CR 702.91a
        "battle cry" => vec!["whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.".to_string()],
        // CR 702.101a
        "extort" => vec!["whenever you cast a spell, you may pay {w/b}. if you do, each opponent loses 1 life and you gain that much life.".to_string()],
        // CR 702.134a
        "mentor" => vec!["whenever ~ attacks, put a +1/+1 counter on target attacking creature with lesser power.".to_string()],
        // CR 702.149a
        "training" => vec!["whenever ~ attacks, if you control another attacking creature with greater power, put a +1/+1 counter on ~.".to_string()],
        // CR 702.105a
        "dethrone" => vec!["whenever ~ attacks the player with the most life or tied for most life, put a +1/+1 counter on ~.".to_string()],
        // CR 702.115a
        "ingest" => vec!["whenever ~ deals combat damage to a player, that player exiles the top card of their library.".to_string()],
        // CR 702.92a
        "living weapon" => vec!["when ~ enters, create a 0/0 black phyrexian germ creature token, then attach ~ to it.".to_string()],
        // CR 702.163a
        "for mirrodin!" => vec!["when ~ enters, create a 2/2 red rebel creature token, then attach ~ to it.".to_string()],
        // CR 702.110a
        "exploit" => vec!["when ~ enters, you may exploit a creature.".to_string()],
        // CR 702.147a: it can't block, and it is sacrificed at end of combat once it attacked.
        "decayed" => vec!["~ can't block.".to_string(), "whenever ~ attacks, sacrifice ~ at end of combat.".to_string()],
        // CR 702.25a
        "flanking" => vec!["whenever ~ becomes blocked by a creature without flanking, that creature gets -1/-1 until end of turn.".to_string()],
        _ => return typecycling(word),
    })
}

/// CR 702.29e: typecycling ("basic landcycling {1}", "forestcycling {2}", "wizardcycling
/// {3}"): cycling that searches for a card of that type instead of drawing.
fn typecycling(word: &str) -> Option<Vec<String>> {
    let (kind, cost) = word.split_once("cycling ")?;
    ManaCost::parse(cost).ok()?;
    if kind.is_empty() {
        return None;
    }
    Some(vec![format!("{cost}, discard ~: search your library for a {kind} card, reveal it, put it into your hand, then shuffle.")])
}

/// CR 702.16a: "red", "white and from blue" → the colors; None for other qualities.
/// CR 702.16a: "protection from artifacts", "… from creatures", "… from multicolored".
fn protection_types(text: &str) -> Option<Ability> {
    let mut types = Vec::new();
    let mut multicolored = false;
    for part in text.split(" and from ") {
        match part.trim() {
            "multicolored" => multicolored = true,
            p => types.push(mw_types::CardType::from_name(p.strip_suffix('s')?)?),
        }
    }
    Some(Ability::ProtectionFromTypes { types, multicolored })
}

fn protection_colors(text: &str) -> Option<ColorSet> {
    let mut set = ColorSet::EMPTY;
    for part in text.split(" and from ") {
        set.insert(mw_types::Color::from_word(part.trim())?);
    }
    Some(set)
}

/// CR 702.88a: rebound, as the last instructions of the spell: cast from its owner's
/// hand, it is exiled as it resolves, and at the beginning of its controller's next
/// upkeep they may cast it from exile without paying its mana cost.
pub(crate) fn rebound() -> Vec<Effect> {
    vec![
        Effect::If { condition: mw_ir::Condition::CastFromHand, effect: Box::new(Effect::ExileThisSpell), otherwise: None },
        Effect::IfYouDo {
            done: true,
            effect: Box::new(Effect::Delayed {
                when: mw_ir::DelayedWhen::YourNextUpkeep,
                effects: vec![Effect::MayCastFree { subject: Subject::Triggering }],
                about: Some(Subject::This),
                spell: None,
                trigger: None,
                each_created: false,
            }),
        },
    ]
}
