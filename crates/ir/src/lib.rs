//! The ability IR (CR 113): what a compiled card can do, as data the engine executes.
//! Every node here is executed by the engine: adding a node means adding its execution.

pub mod ability;
pub mod activation;
pub mod additional_cost;
pub mod amount;
pub mod alternative;
pub mod becomes;
pub mod card;
pub mod condition;
pub mod choice;
pub mod effect;
mod effect_walk;
pub mod explain;
pub mod keyword;
pub mod mana_ability;
pub mod modes;
pub mod play_from;
pub mod prevention;
pub mod restriction;
pub mod subject;
pub mod target;
pub mod trigger;
pub mod turn_rules;
pub mod zones;

pub use ability::{
    AdditionalCost,
    Ability, ActivatedAbility, Affected, ManaReplacement, ManaTrigger, Change, CombatRule, Cost, Count, EntersAsCopy, EntersHow, EntersReplacement, OthersEnter, SelfStatic, PlayerQuality, CausedAction, SkippedStep, StaticEffect, ManaAbility, ManaProduction, SpendOnly, Timing, Trigger,
    TriggeredAbility, FaceKind, DayNight, CostChange, ModeCount, mode_sets, CastWindow,
};
pub use alternative::{AltKind, AlternativeCost};
pub use amount::{Did, Tally};
pub use becomes::Becomes;
pub use card::{CardDef, PtValue};
pub use condition::{Arrival, ArrivedFrom};
pub use effect::{Amount, CardZone, Choice, Condition, NameOf, Counted, Stat, DelayedWhen, DigRest, DigTake, Duration, PlayUntil, Effect, NewColors, PlayerRef, PlayerRule, Recipient, Relation, SearchTo, StackRef, Subject, TurnEvent, TurnRule};
pub use keyword::{Keyword, KeywordTrigger};
pub use play_from::{PlayFrom, PlayZone};
pub use prevention::{DamageKind, DamageMatch, Party};
pub use restriction::{AttackTax, Restriction, StaticRestriction, TokenAttacks};
pub use turn_rules::CastRestriction;
pub use zones::{GraveyardInstead, MoveTo, OpeningHand, PlayerMoves, SearchName, ZoneBan, ZoneSet};
pub use target::{CardFilter, ChosenIs, Compare, Controller, InCombat, ObjectFilter, OneOf, OneOfItem, PermStates, Props, Relative, TargetKind, TargetSpec};
