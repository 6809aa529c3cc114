//! Costs and mana (CR 106, 118, 601.2f–h, 602.2b, 605): the mana pool and the payment
//! solver, mana abilities, the order a total cost is paid in, cost changes, additional and
//! alternative costs, convoke and its kin.

pub(crate) mod additional_costs;
pub(crate) mod alternative_costs;
pub(crate) mod convoke;
pub(crate) mod cost_changes;
pub(crate) mod cost_order;
pub(crate) mod cost_options;
pub(crate) mod costs;
pub(crate) mod counter_costs;
pub mod mana;
pub(crate) mod mana_abilities;
pub(crate) mod mana_costs;
pub(crate) mod spend;
