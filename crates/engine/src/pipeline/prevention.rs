//! Prevention effects that prevent all of some damage (CR 615.1a): the ones resolved
//! instructions made (`Effect::Prevent`), kept with the objects and players they name
//! fixed as they resolved (CR 608.2h), and the prevention statics of permanents on the
//! battlefield (`Ability::Prevent`), read each time damage would be dealt (CR 604.2).
//! `pipeline::damage` asks `prevents_all` of each proposed damage event.

use super::damage::DamageEvent;
use crate::state::effect_context::EffectCtx;
use crate::state::events::Target;
use crate::state::game::Game;
use crate::state::objects::Chosen;
use mw_ir::{Ability, ChosenIs, Controller, DamageKind, DamageMatch, Duration, ObjectFilter, Party, Subject};
use mw_types::{ObjectId, PlayerId};

/// One side of a damage event as a resolved prevention effect keeps it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Side {
    Any,
    Object(ObjectId),
    Player(PlayerId),
    /// Objects passing the filter as the damage would be dealt.
    Objects(ObjectFilter),
    /// Players relative to the effect's controller.
    Players(Controller),
    Either(Vec<Side>),
    /// A named object or player that wasn't there as the effect began (an illegal target,
    /// CR 608.2b): no damage matches.
    Nothing,
}

/// A prevention effect a resolved instruction made (CR 615.1a), until its duration ends.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ActivePrevention {
    kind: DamageKind,
    by: Side,
    to: Side,
    controller: PlayerId,
    /// The spell or ability's source ("other" in a filter is other than it).
    source: ObjectId,
    duration: Duration,
}

impl Game {
    /// CR 615.1a, 608.2h: `Effect::Prevent` resolving: the effect begins, with the objects
    /// and players it names fixed now.
    pub(crate) fn add_prevention(&mut self, m: &DamageMatch, duration: Duration, ctx: &EffectCtx) {
        let fixed = |p: &Party| self.resolved_side(p, &|s| self.subject(s, ctx), &|r| self.player_ref(r, ctx));
        let (by, to) = (fixed(&m.by), fixed(&m.to));
        let effect = ActivePrevention { kind: m.kind, by, to, controller: ctx.controller, source: ctx.source, duration };
        self.replacement.prevent_all.push(effect);
    }

    /// A party with its named objects and players looked up by `object` and `player`.
    fn resolved_side(&self, p: &Party, object: &dyn Fn(Subject) -> Option<ObjectId>, player: &dyn Fn(mw_ir::PlayerRef) -> Option<PlayerId>) -> Side {
        match p {
            Party::Any => Side::Any,
            Party::Object(s) => object(*s).map_or(Side::Nothing, Side::Object),
            Party::Player(r) => player(*r).map_or(Side::Nothing, Side::Player),
            Party::Objects(f) => Side::Objects(self.fixed_choice(*f, object)),
            Party::Players(c) => Side::Players(*c),
            Party::Either(v) => Side::Either(v.iter().map(|q| self.resolved_side(q, object, player)).collect()),
        }
    }

    /// CR 608.2h: "sources of the chosen color" means the color chosen as the instruction
    /// resolved, fixed now (the spell that chose it is gone once it has resolved).
    fn fixed_choice(&self, mut f: ObjectFilter, object: &dyn Fn(Subject) -> Option<ObjectId>) -> ObjectFilter {
        if f.props.chosen == Some(ChosenIs::Color) {
            if let Some(Chosen::Color(k)) = object(Subject::This).and_then(|s| self.chosen_for(s)) {
                f.props.chosen = None;
                f.props.colors = mw_types::ColorSet::single(k);
            }
        }
        f
    }

    /// CR 615.1a: whether a prevention effect prevents all of the damage `ev`: one a
    /// resolved instruction made, or a prevention static of a permanent on the
    /// battlefield.
    pub(crate) fn prevents_all(&self, ev: &DamageEvent) -> bool {
        let resolved = self.replacement.prevent_all.iter().any(|p| p.kind.includes(ev.combat) && self.side_holds(&p.by, Target::Object(ev.source), p.controller, p.source) && self.side_holds(&p.to, ev.to, p.controller, p.source));
        resolved || (self.cards.has_prevention_statics() && self.static_prevention(ev).0)
    }

    /// CR 615.10, 702.64c: how much of `ev` the statics preventing part of each damage
    /// event prevent together (each applies separately).
    pub(crate) fn prevents_some(&self, ev: &DamageEvent) -> u32 {
        if !self.cards.has_prevention_statics() {
            return 0;
        }
        self.static_prevention(ev).1
    }

    /// CR 604.2: the prevention statics of permanents on the battlefield that apply to
    /// `ev`: whether one prevents all of it, and how much those preventing part of it
    /// prevent; "~" is that permanent, "enchanted creature" what it is attached to, "you"
    /// its controller.
    fn static_prevention(&self, ev: &DamageEvent) -> (bool, u32) {
        let (mut all, mut some) = (false, 0u32);
        for &id in self.battlefield.iter().filter(|&&id| !self.is_phased_out(id)) {
            let Some(controller) = self.controller(id) else { continue };
            let applies = |m: &mw_ir::DamageMatch| self.static_match(m, ev, id, controller);
            for (_, _, a) in self.abilities(id) {
                match a {
                    Ability::Prevent(m) if applies(m) => all = true,
                    Ability::PreventSome { damage, amount } if applies(damage) => some = some.saturating_add(*amount),
                    _ => {}
                }
            }
        }
        (all, some)
    }

    /// CR 614.1a / 615.1a: the first permanent's static replacement of damage events that
    /// applies to `ev` (`Ability::ReplaceDamage`, its condition holding now), with
    /// whether it prevents; only those that don't prevent when `preventable` is false
    /// (CR 615.12). Recorded for its instructions and `true` when one applies.
    /// FIXME(CR 616.1): several that apply, or one with other prevention effects, aren't
    /// offered to the affected player to order: prevention of all of it and protection
    /// come first, then the first of these on the battlefield.
    pub(crate) fn replace_damage(&mut self, ev: &DamageEvent, preventable: bool) -> bool {
        if !self.cards.has_prevention_statics() {
            return false;
        }
        let Some(r) = self.static_replacement(ev, preventable) else { return false };
        if r.1 {
            self.emit("615.1", crate::state::events::EventKind::DamagePrevented { source: ev.source, to: ev.to, amount: ev.amount });
        }
        self.replacement.replaced_damage.push(r.0);
        true
    }

    fn static_replacement(&self, ev: &DamageEvent, preventable: bool) -> Option<(crate::state::replacement_state::ReplacedDamage, bool)> {
        for &id in self.battlefield.iter().filter(|&&id| !self.is_phased_out(id)) {
            let Some(controller) = self.controller(id) else { continue };
            for (_, aref, a) in self.abilities(id) {
                let Ability::ReplaceDamage(r) = a else { continue };
                let applies = (preventable || !r.prevent)
                    && self.static_match(&r.damage, ev, id, controller)
                    && r.condition.is_none_or(|c| self.condition_holds(c, controller, id));
                if applies {
                    let done = crate::state::replacement_state::ReplacedDamage { from: id, controller, ability: aref, to: ev.to, amount: ev.amount };
                    return Some((done, r.prevent));
                }
            }
        }
        None
    }

    /// Whether the damage a static ability of permanent `id` (controlled by `controller`)
    /// matches includes `ev`: "~" is that permanent, "enchanted creature" what it is
    /// attached to, "you" its controller.
    fn static_match(&self, m: &mw_ir::DamageMatch, ev: &DamageEvent, id: ObjectId, controller: PlayerId) -> bool {
        let attached = self.objects.get(id).and_then(|o| o.attached_to);
        let object = |s: Subject| match s {
            Subject::This => Some(id),
            Subject::Attached => attached,
            _ => None,
        };
        let player = |r: mw_ir::PlayerRef| r.is_you().then_some(controller);
        let (by, to) = (self.resolved_side(&m.by, &object, &player), self.resolved_side(&m.to, &object, &player));
        m.kind.includes(ev.combat) && self.side_holds(&by, Target::Object(ev.source), controller, id) && self.side_holds(&to, ev.to, controller, id)
    }

    /// Whether `who` (the damage's source, or what it would be dealt to) is on `side` of
    /// an effect controlled by `controller` from `source`.
    fn side_holds(&self, side: &Side, who: Target, controller: PlayerId, source: ObjectId) -> bool {
        match (side, who) {
            (Side::Any, _) => true,
            (Side::Object(id), Target::Object(o)) => *id == o,
            (Side::Player(p), Target::Player(q)) => *p == q,
            (Side::Objects(f), Target::Object(o)) => self.object_matches(f, o, controller, source),
            (Side::Players(c), Target::Player(q)) => match c {
                Controller::You => q == controller,
                Controller::NotYou | Controller::Defending => q != controller,
                Controller::Any => true,
                Controller::Player { .. } => false,
            },
            (Side::Either(v), _) => v.iter().any(|s| self.side_holds(s, who, controller, source)),
            _ => false,
        }
    }

    /// CR 514.2, 500.1: the prevention effects that end now: at cleanup those lasting the
    /// turn (`None`), as `player`'s turn begins theirs "until your next turn".
    pub(crate) fn end_preventions(&mut self, player: Option<PlayerId>) {
        self.replacement.prevent_all.retain(|p| match player {
            None => p.duration != Duration::EndOfTurn,
            Some(q) => !(p.duration == Duration::UntilYourNextTurn && p.controller == q),
        });
    }
}
