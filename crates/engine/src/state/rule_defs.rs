//! The definitions the rules themselves make, which no deck holds: the mana ability of
//! each basic land type (CR 305.6), a face-down object (CR 708.2a) and the monarch's
//! abilities (CR 724.2). `card_table` adds them to every table.

use mw_ir::CardDef;

/// CR 305.6: a definition holding only the mana ability of a basic land type, for lands
/// that become that type (CR 305.7). Never a card in a deck.
pub(crate) fn land_type_def(color: mw_types::Color) -> CardDef {
    let name = color.basic_land_type();
    let cost = mw_ir::Cost { tap: true, ..mw_ir::Cost::default() };
    let produce = mw_ir::ManaProduction::Fixed(smallvec::smallvec![mw_types::ManaType::of_color(color)]);
    CardDef {
        name: format!("{name} (land type)"),
        mana_cost: mw_types::ManaCost::default(),
        no_mana_cost: false,
        colors: mw_types::ColorSet::EMPTY,
        card_types: vec![mw_types::CardType::Land],
        supertypes: Vec::new(),
        subtypes: vec![name.to_string()],
        power: None,
        toughness: None,
        loyalty: None,
        abilities: vec![mw_ir::Ability::Mana(mw_ir::ManaAbility { cost, produce, spend: None, then: Vec::new(), condition: None, priority_only: false, once_per_turn: false })],
    }
}

/// CR 708.2a: a face-down spell or permanent is a 2/2 creature with no name, no mana
/// cost, no color, no subtypes and no abilities.
pub(crate) fn face_down_def(ward: bool) -> CardDef {
    let mut abilities = Vec::new();
    if ward {
        // CR 702.21a: ward {2}, a triggered ability.
        abilities.push(mw_ir::Ability::Keyword(mw_ir::Keyword::Ward));
        abilities.push(mw_ir::Ability::Triggered(mw_ir::TriggeredAbility {
            trigger: mw_ir::Trigger::BecomesTargetOfOpponent,
            targets: Vec::new(),
            effect: vec![mw_ir::Effect::CounterUnlessPays {
                what: mw_ir::StackRef::Triggering,
                cost: mw_types::ManaCost { symbols: vec![mw_types::ManaSymbol::Generic(2)] },
                life: 0,
                per: None,
            }],
            modes: 0,
            once_per_turn: false,
            condition: None, keyword: None,
            during: None,
        }));
    }
    CardDef {
        name: String::new(),
        mana_cost: mw_types::ManaCost::default(),
        no_mana_cost: false,
        colors: mw_types::ColorSet::default(),
        card_types: vec![mw_types::CardType::Creature],
        supertypes: Vec::new(),
        subtypes: Vec::new(),
        power: Some(mw_ir::PtValue::Fixed(2)),
        toughness: Some(mw_ir::PtValue::Fixed(2)),
        loyalty: None,
        abilities,
    }
}

/// CR 724.2: "At the beginning of the monarch's end step, that player draws a card" and
/// "Whenever a creature deals combat damage to the monarch, its controller becomes the
/// monarch": abilities without a source, controlled by the monarch.
pub(crate) fn monarch_def() -> CardDef {
    use mw_ir::{Ability, Amount, Effect, PlayerRef, Trigger, TriggeredAbility};
    let draw = TriggeredAbility {
        modes: 0, once_per_turn: false, condition: None, keyword: None,
        trigger: Trigger::MonarchEndStep,
        targets: Vec::new(),
        effect: vec![Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) }],
        during: None,
    };
    let steal = TriggeredAbility {
        modes: 0, once_per_turn: false, condition: None, keyword: None,
        trigger: Trigger::CombatDamageToMonarch,
        targets: Vec::new(),
        effect: vec![Effect::BecomeMonarch { player: PlayerRef::ThatPlayer }],
        during: None,
    };
    rules_only("The Monarch", vec![Ability::Triggered(draw), Ability::Triggered(steal)])
}

/// CR 702.179d: "Whenever one or more opponents lose life during your turn, if your speed
/// is less than 4, your speed increases by 1. This ability triggers only once each turn":
/// the inherent ability of a player with speed, without a source (`state::speed` puts it
/// on the stack, once a turn).
pub(crate) fn speed_def() -> CardDef {
    use mw_ir::{Ability, Compare, Condition, Counted, Effect, PlayerRef, Trigger, TriggeredAbility};
    let rises = TriggeredAbility {
        modes: 0,
        once_per_turn: true,
        condition: Some(Condition::Count { of: Counted::Speed(PlayerRef::You), compare: Compare::AtMost(3) }),
        keyword: None,
        trigger: Trigger::SpeedRises,
        targets: Vec::new(),
        effect: vec![Effect::IncreaseSpeed { player: PlayerRef::You, by: 1 }],
        during: None,
    };
    rules_only("Speed", vec![Ability::Triggered(rises)])
}

/// CR 701.54c: the Ring's triggered abilities, each had once the Ring has tempted its
/// player enough times (`state::ring` puts them on the stack only then): "Whenever your
/// Ring-bearer attacks, draw a card, then discard a card" (two), "Whenever your
/// Ring-bearer becomes blocked by a creature, the blocking creature's controller
/// sacrifices it at end of combat" (three), "Whenever your Ring-bearer deals combat
/// damage to a player, each opponent loses 3 life" (four). Its static ability is read
/// where its rules are (`Game::is_legendary`, blocking).
pub(crate) fn ring_def() -> CardDef {
    use mw_ir::trigger::RingBearerEvent;
    use mw_ir::{Ability, Amount, DelayedWhen, Effect, PlayerRef, Subject, Trigger, TriggeredAbility};
    let ability = |what: RingBearerEvent, effect: Vec<Effect>| {
        Ability::Triggered(TriggeredAbility { modes: 0, once_per_turn: false, condition: None, keyword: None, trigger: Trigger::RingBearer(what), targets: Vec::new(), effect, during: None })
    };
    let loot = vec![
        Effect::Draw { player: PlayerRef::You, amount: Amount::Fixed(1) },
        Effect::Discard { player: PlayerRef::You, amount: Amount::Fixed(1), random: false, up_to: false },
    ];
    // CR 603.7c: the delayed ability is about the blocking creature of the event, which
    // its controller (as it last existed, CR 608.2h) sacrifices (CR 701.21a).
    let by_its_controller = Effect::ByPlayer { player: PlayerRef::ControllerOfIt(None), effect: Box::new(Effect::Sacrifice { subject: Subject::Triggering }) };
    let sacrifice = vec![Effect::Delayed {
        when: DelayedWhen::EndOfCombat,
        effects: vec![by_its_controller],
        about: Some(Subject::Triggering),
        spell: None,
        trigger: None,
        each_created: false,
    }];
    let drain = vec![Effect::LoseLife { player: PlayerRef::EachOpponent, amount: Amount::Fixed(3) }];
    rules_only(
        "The Ring",
        vec![ability(RingBearerEvent::Attacks, loot), ability(RingBearerEvent::BlockedBy, sacrifice), ability(RingBearerEvent::CombatDamageToPlayer, drain)],
    )
}

/// A definition that is only abilities the rules give (no cost, colors or types): the
/// monarch's (CR 724.2) and speed's (CR 702.179d).
fn rules_only(name: &str, abilities: Vec<mw_ir::Ability>) -> CardDef {
    CardDef {
        name: name.to_string(),
        mana_cost: mw_types::ManaCost::default(),
        no_mana_cost: false,
        colors: mw_types::ColorSet::EMPTY,
        card_types: Vec::new(),
        supertypes: Vec::new(),
        subtypes: Vec::new(),
        power: None,
        toughness: None,
        loyalty: None,
        abilities,
    }
}
