//! CR 608.2c: "those creatures" after a group instruction names the objects it acted on,
//! which the engine records as that `Effect::ForEach` runs (`Props::in_group_this_way`).
//! A reference is kept only where the group instruction just before it, in the order the
//! instructions run, is the one it names.

use mw_ir::Effect;

/// An instruction done to each object of a group that leaves the objects where they are
/// (CR 400.7: moved, they would be new objects).
pub fn acts_in_place(e: &Effect) -> bool {
    use Effect as E;
    matches!(e, E::Pump { .. } | E::DealDamage { .. } | E::Tap { .. } | E::Untap { .. } | E::PutCounters { .. } | E::GainKeywords { .. } | E::GainProtection { .. } | E::GainAbility { .. } | E::GainControl { .. })
}

#[derive(Default)]
struct Seen {
    /// Group instructions run inline, other than over a group acted on.
    for_each: usize,
    /// Group instructions over a group acted on.
    in_group: usize,
    /// One of those inside an instruction that runs later (a delayed trigger, a shield).
    deferred: bool,
}

fn walk(e: &Effect, later: bool, s: &mut Seen) {
    match e {
        Effect::ForEach { filter, effect, .. } => {
            if filter.props.in_group_this_way {
                s.in_group += 1;
                s.deferred |= later;
            } else if !later {
                s.for_each += 1;
            }
            walk(effect, later, s);
        }
        Effect::Optional(x) | Effect::IfYouDo { effect: x, .. } | Effect::EachPlayerWho { effect: x, .. } | Effect::ByPlayer { effect: x, .. } => walk(x, later, s),
        Effect::If { effect, otherwise, .. } => {
            walk(effect, later, s);
            if let Some(o) = otherwise {
                walk(o, later, s);
            }
        }
        Effect::Delayed { effects, .. } | Effect::Reflexive { effects, .. } | Effect::PreventNextFrom { then: effects, .. } => {
            for x in effects {
                walk(x, true, s);
            }
        }
        _ => {}
    }
}

/// Whether the instructions name groups acted on only right after the group instruction
/// that acted on them, and `named` such references (every one a group instruction).
pub fn bound(out: &[Effect], named: usize) -> bool {
    let mut ready = false;
    let mut found = 0;
    for e in out {
        let mut s = Seen::default();
        walk(e, false, &mut s);
        found += s.in_group;
        if s.deferred || (s.in_group > 0 && (!ready || s.for_each > 0)) {
            return false;
        }
        if s.in_group == 0 && s.for_each > 0 {
            ready = matches!(e, Effect::ForEach { effect, filter, .. } if !filter.props.in_group_this_way && acts_in_place(effect));
        }
    }
    found == named
}

/// How many group instructions over a group acted on `out` holds (a spell's earlier
/// lines).
pub fn in_group(out: &[Effect]) -> usize {
    let mut s = Seen::default();
    for e in out {
        walk(e, false, &mut s);
    }
    s.in_group
}
