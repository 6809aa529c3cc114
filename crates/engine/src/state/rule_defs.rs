//! Card definitions the rules make rather than cards (the card table holds them beside
//! the cards): the face-down 2/2 (CR 708.2a) and the monarch's abilities (CR 724.2).

use mw_ir::CardDef;

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
    };
    let steal = TriggeredAbility {
        modes: 0, once_per_turn: false, condition: None, keyword: None,
        trigger: Trigger::CombatDamageToMonarch,
        targets: Vec::new(),
        effect: vec![Effect::BecomeMonarch { player: PlayerRef::ThatPlayer }],
    };
    CardDef {
        name: "The Monarch".to_string(),
        mana_cost: mw_types::ManaCost::default(),
        no_mana_cost: false,
        colors: mw_types::ColorSet::EMPTY,
        card_types: Vec::new(),
        supertypes: Vec::new(),
        subtypes: Vec::new(),
        power: None,
        toughness: None,
        loyalty: None,
        abilities: vec![Ability::Triggered(draw), Ability::Triggered(steal)],
    }
}
