//! Entering the battlefield (CR 614.1c–d, 614.12, 616.1): one pipeline for every way a
//! permanent arrives (a resolving permanent spell, a land played, an instruction, a
//! token). The replacement effects that would modify the event are found from the
//! permanent as it would exist on the battlefield, given the effects already applied
//! (CR 614.12); the player it would enter under applies them one at a time, choosing
//! among control-changing effects first, then copy effects, then the rest (CR 616.1b–e),
//! each at most once (CR 614.5), until none is left (CR 616.1f).

use crate::continuous_effects::abilities::AbilityRef;
use crate::continuous_effects::copy::Copiable;
use crate::state::decisions::Answer;
use crate::state::events::{EventKind, Target};
use crate::state::game::{Game, Next, Pending};
use crate::state::zones::Zone;
use mw_ir::{Ability, Amount, Controller, Duration, EntersAsCopy, EntersHow, EntersReplacement};
use mw_types::{CardId, CardType, CounterKind, ObjectId, PlayerId};

use smallvec::SmallVec;

/// A replacement effect's identity: the action pipeline's, for every kind of event.
pub use crate::pipeline::replacement::ReplacementId;

pub(crate) use crate::state::replacement_state::{Asking, Entering, ResolvedKind, ResolvedReplacement, Then};

/// What applying one replacement effect does.
#[derive(Clone, Debug)]
enum Action {
    Control(PlayerId),
    CopyOf(Copiable),
    CopyChoice(EntersAsCopy),
    Tapped,
    Counters(CounterKind, u32),
    Choose(mw_ir::Choice),
    PayLifeOrTapped(u32),
    RevealOrTapped(mw_ir::ObjectFilter),
    /// Unleash / riot: a +1/+1 counter, or not (and then haste, for riot).
    CounterOrHaste(bool),
    /// CR 614.1a: the card goes to exile instead of entering.
    ExileInstead,
}

/// CR 616.1b, c, e: the order in which kinds of effects are chosen (the pipeline's).
use crate::pipeline::replacement::Precedence as Category;

struct Candidate {
    id: ReplacementId,
    category: Category,
    action: Action,
}

/// How an entering ended: on the battlefield, or waiting for a choice.
pub(crate) enum Entered {
    Done(ObjectId, Then),
    Asked,
    /// CR 101.2: it can't enter (Grafdigger's Cage) and stays where it is.
    Stayed(Then),
}

impl Entering {
    pub(crate) fn new(object: Option<ObjectId>, card: CardId, owner: PlayerId, controller: PlayerId, then: Then) -> Self {
        Entering {
            object,
            card,
            owner,
            controller,
            x: 0,
            kicks: 0,
            colors_spent: mw_types::ColorSet::EMPTY,
            mana_spent: 0,
            alt: None,
            rule: "614.12",
            copy: None,
            tapped: false,
            counters: SmallVec::new(),
            copy_counters: 0,
            applied: SmallVec::new(),
            chosen: None,
            haste: false,
            then,
            asking: None,
        }
    }

    /// The card whose copiable values it would have so far.
    fn face(&self) -> CardId {
        self.copy.map_or(self.card, |c| c.card)
    }
}

impl Game {
    /// The object the resolving instruction just put onto the battlefield, which later
    /// words ("it", "that creature") refer to (CR 608.2c).
    pub(crate) fn note_returned(&mut self, new: ObjectId) {
        if let Some(r) = self.resolving.as_mut() {
            r.returned = Some(new);
        }
    }

    /// Starts putting a card (or token) onto the battlefield; applies replacement effects
    /// until one needs a choice (then `Pending::Entering` asks it) or all are applied.
    pub(crate) fn enter(&mut self, mut e: Entering) -> Entered {
        if self.cards.has_zone_bans() && e.object.is_some_and(|id| self.enter_banned(id)) {
            return Entered::Stayed(e.then);
        }
        if self.cards.has_day_night() {
            e.card = self.entering_face(e.card);
        }
        self.replacement.entering = Some(e);
        self.apply_enter_replacements()
    }

    fn apply_enter_replacements(&mut self) -> Entered {
        loop {
            let Some(e) = self.replacement.entering.clone() else { return Entered::Asked };
            let cands = self.enter_candidates(&e);
            let Some(best) = cands.iter().map(|c| c.category).min() else {
                let (new, then) = self.finish_entering();
                return Entered::Done(new, then);
            };
            let group: SmallVec<[&Candidate; 4]> = cands.iter().filter(|c| c.category == best).collect();
            // CR 616.1: a choice among effects of one kind. Effects of the last kind that
            // this engine knows (tapped, counters) give the same result in any order, so
            // they are applied in the order found.
            let token = e.object.is_none();
            if group.len() > 1 && best != Category::Other && !token {
                let ids = group.iter().map(|c| c.id).collect();
                self.ask_entering(Asking::Order(ids));
                return Entered::Asked;
            }
            // FIXME: a token with several copy effects to order gets them in timestamp
            // order, without the choice of CR 616.1 (no card creating tokens asks yet).
            let id = group[0].id;
            let action = group[0].action.clone();
            if let Action::ExileInstead = action {
                return self.exile_instead_of_entering(id);
            }
            if self.apply_enter_action(id, action) {
                return Entered::Asked;
            }
        }
    }

    /// CR 614.1a / 614.6: the card is exiled instead; the event it replaced never happens,
    /// so what follows is what follows a card that stayed where it was.
    fn exile_instead_of_entering(&mut self, id: ReplacementId) -> Entered {
        let Some(e) = self.replacement.entering.take() else { return Entered::Asked };
        if let Some(object) = e.object {
            self.emit("614.1a", EventKind::ReplacementApplied { object, source: id.source });
            self.move_object(object, Zone::Exile, "614.1a");
        }
        Entered::Stayed(e.then)
    }

    fn ask_entering(&mut self, asking: Asking) {
        let Some(e) = self.replacement.entering.as_mut() else { return };
        e.asking = Some(asking);
        self.pending = Pending::Entering { player: e.controller };
    }

    /// Applies one effect; returns true when it first needs a choice (asked).
    fn apply_enter_action(&mut self, id: ReplacementId, action: Action) -> bool {
        if let Action::PayLifeOrTapped(life) = action {
            self.ask_entering(Asking::PayLife { id, life });
            return true;
        }
        if let Action::RevealOrTapped(card) = action {
            self.ask_entering(Asking::Reveal { id, card });
            return true;
        }
        if let Action::CounterOrHaste(haste) = action {
            if self.replacement.entering.as_ref().is_some_and(|e| e.object.is_some()) {
                self.ask_entering(Asking::CounterOrHaste { id, haste });
                return true;
            }
            // FIXME: tokens never ask (see `create_tokens`): a token takes the counter, a
            // legal choice for both keywords, without its controller choosing.
            if let Some(e) = self.replacement.entering.as_mut() {
                e.applied.push(id);
                e.counters.push((CounterKind::PlusOne, 1));
            }
            return false;
        }
        if let Action::Choose(choice) = action {
            if self.replacement.entering.as_ref().is_some_and(|e| e.object.is_some()) {
                self.ask_entering(Asking::Choice { id, choice });
                return true;
            }
            if let Some(e) = self.replacement.entering.as_mut() {
                e.applied.push(id);
            }
            return false;
        }
        if let Action::CopyChoice(spec) = action {
            let any = self.battlefield.iter().any(|&c| self.copy_candidate(&spec, c));
            if any && self.replacement.entering.as_ref().is_some_and(|e| e.object.is_some()) {
                self.ask_entering(Asking::Copy { id, spec });
                return true;
            }
            if let Some(e) = self.replacement.entering.as_mut() {
                e.applied.push(id);
            }
            return false;
        }
        let Some(e) = self.replacement.entering.as_mut() else { return false };
        e.applied.push(id);
        match action {
            Action::Control(p) => e.controller = p,
            Action::CopyOf(v) => {
                e.copy = Some(v);
                e.copy_counters = 0;
            }
            Action::Tapped => e.tapped = true,
            Action::Counters(kind, n) => e.counters.push((kind, n)),
            Action::CopyChoice(_)
            | Action::Choose(_)
            | Action::PayLifeOrTapped(_)
            | Action::RevealOrTapped(_)
            | Action::CounterOrHaste(_)
            | Action::ExileInstead => {}
        }
        let object = e.object.unwrap_or(crate::state::game::NO_OBJECT);
        self.emit("616.1", EventKind::ReplacementApplied { object, source: id.source });
        false
    }

    /// CR 701.20a: the cards of `player`'s hand of this quality, which they may reveal
    /// (not the entering card itself, still in the hand as a land is played).
    fn revealable<'a>(&'a self, player: PlayerId, card: &'a mw_ir::ObjectFilter) -> impl Iterator<Item = ObjectId> + 'a {
        let source = self.replacement.entering.as_ref().and_then(|e| e.object).unwrap_or(crate::state::game::NO_OBJECT);
        self.players[player.index()].hand.iter().copied().filter(move |&c| c != source && self.object_matches(card, c, player, source))
    }

    /// How many counters an "enters with" replacement of its own adds (CR 614.1c).
    fn entering_amount(&self, e: &Entering, amount: Amount, own_id: ObjectId) -> u32 {
        match amount {
            Amount::Fixed(n) => n.max(0) as u32,
            // CR 107.3m: the X of the spell it was.
            Amount::X => e.x,
            // CR 601.2h / 106.1a: the mana spent to cast the spell it was (none if it
            // wasn't cast).
            Amount::Count { of: mw_ir::Counted::ColorsSpent, times } => e.colors_spent.len() * times.max(0) as u32,
            Amount::Count { of: mw_ir::Counted::ManaSpent, times } => u32::from(e.mana_spent) * times.max(0) as u32,
            // CR 614.1c: counted as it would enter, for the object it was ("for each
            // instant and sorcery card exiled with it").
            a => self.amount(a, &crate::state::effect_context::EffectCtx::bare(e.controller, own_id)).max(0) as u32,
        }
    }

    /// Whether `c` may be chosen for an "enter as a copy of" effect.
    fn copy_candidate(&self, spec: &EntersAsCopy, c: ObjectId) -> bool {
        self.characteristics(c).is_some_and(|ch| spec.of.iter().any(|t| ch.is(*t)))
    }

    /// The replacement effects that would now apply, not yet applied (CR 614.12, 616.1f).
    fn enter_candidates(&self, e: &Entering) -> SmallVec<[Candidate; 4]> {
        let _frozen = self.freeze();
        let mut out: SmallVec<[Candidate; 4]> = SmallVec::new();
        let face = e.face();
        let types = self.cards.battlefield_base(face).types.union(e.copy.map_or(Default::default(), |c| c.extra_types));
        // Its own abilities, as it would exist (CR 614.12, 614.1c), unless an effect that
        // would apply to it on the battlefield takes them away (CR 614.12: continuous
        // effects that already exist and would apply to it).
        let own: &[Ability] = if self.entering_loses_text(e, face) { &[] } else { &self.cards.get(face).abilities };
        let own_id = e.object.unwrap_or(crate::state::game::NO_OBJECT);
        for (i, a) in own.iter().enumerate() {
            let Ability::Enters(r) = a else { continue };
            let id = ReplacementId { source: own_id, ability: AbilityRef { card: face, index: i as u16 } };
            let (category, action) = match r {
                EntersReplacement::Tapped => (Category::Other, Action::Tapped),
                EntersReplacement::TappedUnlessPayLife(n) => (Category::Other, Action::PayLifeOrTapped(*n)),
                EntersReplacement::TappedUnlessReveal(f) => (Category::Other, Action::RevealOrTapped(*f)),
                EntersReplacement::CounterOrHaste { haste } => (Category::Other, Action::CounterOrHaste(*haste)),
                EntersReplacement::TappedUnless(c) => {
                    if self.condition_holds(*c, e.controller, own_id) {
                        continue;
                    }
                    (Category::Other, Action::Tapped)
                }
                EntersReplacement::WithCounters { kind, amount, condition } => {
                    // CR 702.33d: "kicked" is the spell it was, as it becomes the permanent.
                    let holds = |c: mw_ir::Condition| match c {
                        mw_ir::Condition::Kicked => e.kicks > 0,
                        // CR 702.138c–d: "escapes with": the spell it was, cast for its
                        // escape cost.
                        mw_ir::Condition::PaidAlternative { kind, paid } => (e.alt == Some(kind)) == paid,
                        c => self.condition_holds(c, e.controller, own_id),
                    };
                    if condition.is_some_and(|c| !holds(c)) {
                        continue;
                    }
                    (Category::Other, Action::Counters(*kind, self.entering_amount(e, *amount, own_id)))
                }
                EntersReplacement::AsCopy(spec) => (Category::Copy, Action::CopyChoice(spec.clone())),
                // CR 702.44a: a counter for each color of mana spent to cast it: +1/+1
                // counters on a creature, charge counters otherwise; none if it wasn't
                // cast (CR 702.44b: no colors were spent).
                EntersReplacement::Sunburst => {
                    let n = e.colors_spent.len();
                    let kind = if types.contains(CardType::Creature) { Some(CounterKind::PlusOne) } else { CounterKind::parse("charge") };
                    let Some(kind) = kind.filter(|_| n > 0) else { continue };
                    (Category::Other, Action::Counters(kind, n))
                }
            };
            out.push(Candidate { id, category, action });
        }
        out.extend(as_enters_choices(own, own_id, face));
        // Other permanents' static abilities (CR 614.12: "from other sources").
        for &src in &self.battlefield {
            let Some(s) = self.objects.get(src) else { continue };
            for (_, r, a) in self.abilities(src) {
                let Ability::OthersEnter(oe) = a else { continue };
                let whose = match oe.whose {
                    Controller::Any => true,
                    Controller::You => s.controller == e.controller,
                    Controller::NotYou | Controller::Defending => s.controller != e.controller,
                    Controller::Player { .. } => false,
                };
                // "snow lands", "nonbasic lands": its printed supertypes.
                if !whose || !types.contains(oe.card_type) || oe.supertype.is_some_and(|(st, has)| self.cards.get(face).supertypes.contains(&st) != has) {
                    continue;
                }
                if oe.of_chosen_type {
                    // "of the chosen type": its creature types as it would exist.
                    let chosen = s.chosen_type();
                    // CR 702.73a: a changeling is every creature type.
                    let printed = |t: mw_types::CreatureType| {
                        self.cards.get(face).has_keyword(mw_ir::Keyword::Changeling)
                            || self.cards.subtypes(face).contains(&mw_types::Subtype::creature(t))
                    };
                    // Its own "is the chosen type", with the type chosen as it enters.
                    let own_choice = e.chosen.is_some_and(|t| Some(t) == s.chosen) && self.is_chosen_type_itself(face);
                    let has = chosen.is_some_and(printed) || own_choice;
                    if !has {
                        continue;
                    }
                }
                let (category, action) = match oe.how {
                    EntersHow::Tapped => (Category::Other, Action::Tapped),
                    // CR 707.2c: the copiable values as the effect begins to apply.
                    EntersHow::AsCopyOfThis => (Category::Copy, Action::CopyOf(self.copiable(src))),
                    EntersHow::WithCounters { kind, amount } => (Category::Other, Action::Counters(kind, amount)),
                    // CR 614.1a: a token, or a spell that was cast, isn't concerned.
                    EntersHow::ExileInstead { nontoken, unless_cast } => {
                        if (nontoken && e.object.is_none()) || (unless_cast && matches!(e.then, Then::Spell { .. })) {
                            continue;
                        }
                        (Category::Other, Action::ExileInstead)
                    }
                };
                out.push(Candidate { id: ReplacementId { source: src, ability: r }, category, action });
            }
        }
        // Effects of resolved spells.
        for r in &self.replacement.resolved {
            match r.kind {
                ResolvedKind::CreaturesEnterUnderYou => {
                    if types.contains(CardType::Creature) && e.controller != r.controller {
                        out.push(Candidate { id: r.id, category: Category::Control, action: Action::Control(r.controller) });
                    }
                }
            }
        }
        out.retain(|c| !e.applied.contains(&c.id));
        out
    }

    pub(crate) fn entering_question(&self) -> crate::state::decisions::Question {
        use crate::state::decisions::Question;
        let object = self.replacement.entering.as_ref().and_then(|e| e.object).unwrap_or(crate::state::game::NO_OBJECT);
        match self.replacement.entering.as_ref().and_then(|e| e.asking.as_ref()) {
            Some(Asking::Order(_)) => Question::ChooseReplacement { object },
            Some(Asking::Copy { .. }) => Question::ChooseCopy { object },
            Some(Asking::Choice { choice, .. }) => Self::choice_question_for(*choice, object),
            Some(Asking::PayLife { life, .. }) => Question::PayLifeOrTapped { object, life: *life },
            Some(Asking::Reveal { .. }) => Question::RevealOrTapped { object },
            Some(Asking::CounterOrHaste { haste, .. }) => Question::CounterOrHaste { object, haste: *haste },
            None => Question::GameOver,
        }
    }

    /// Whether `face` says "~ is the chosen type in addition to its other types".
    fn is_chosen_type_itself(&self, face: CardId) -> bool {
        self.cards.get(face).abilities.iter().any(|a| {
            matches!(a, Ability::Continuous(st) if st.affected == mw_ir::Affected::Itself && st.changes.contains(&mw_ir::Change::ChosenType))
        })
    }

    /// Whether a static ability on the battlefield (Humility, Blood Moon) would take away
    /// the abilities of the permanent entering, as it would exist (CR 614.12).
    fn entering_loses_text(&self, e: &Entering, face: CardId) -> bool {
        if self.complex_sources == 0 {
            return false;
        }
        let base = self.cards.battlefield_base(face);
        let def = self.cards.get(face);
        self.battlefield.iter().any(|&src| {
            let Some(s) = self.objects.get(src) else { return false };
            self.abilities(src).any(|(_, _, a)| {
                let Ability::Continuous(st) = a else { return false };
                let removes = st.changes.iter().any(|c| matches!(c, mw_ir::Change::LoseAllAbilities | mw_ir::Change::BasicLandType(_)));
                removes
                    && match st.affected {
                        mw_ir::Affected::AllCreatures => base.is(CardType::Creature),
                        mw_ir::Affected::CreaturesYouControl { .. } => {
                            base.is(CardType::Creature) && s.controller == e.controller
                        }
                        mw_ir::Affected::NonbasicLands => {
                            base.is(CardType::Land) && !def.supertypes.contains(&mw_types::Supertype::Basic)
                        }
                        mw_ir::Affected::OtherNonAuraEnchantments => {
                            base.is(CardType::Enchantment) && !self.cards.subtypes(face).contains(&mw_types::Subtype::AURA)
                        }
                        mw_ir::Affected::Matching(f) => {
                            // As it would exist: its printed types and the controller it
                            // would enter under.
                            let mut b = base;
                            b.controller = e.controller;
                            f.props == mw_ir::Props::default()
                                && (f.card_type.is_none_or(|t| b.is(t)) || f.or_type.is_some_and(|t| b.is(t)))
                                && f.not_type.is_none_or(|t| !b.is(t))
                                && match f.controller {
                                    mw_ir::Controller::Any => true,
                                    mw_ir::Controller::You => s.controller == e.controller,
                                    mw_ir::Controller::NotYou | mw_ir::Controller::Defending => s.controller != e.controller,
                                    mw_ir::Controller::Player { .. } => false,
                                }
                        }
                        mw_ir::Affected::Enchanted | mw_ir::Affected::Equipped | mw_ir::Affected::Itself => false,
                    }
            })
        })
    }

    /// The answers to `Pending::Entering`.
    pub(crate) fn entering_answers(&self, out: &mut Vec<Answer>) {
        let Some(e) = &self.replacement.entering else { return };
        match &e.asking {
            Some(Asking::Order(ids)) => out.extend(ids.iter().map(|id| Answer::Replacement(*id))),
            Some(Asking::Copy { spec, .. }) => {
                out.extend(self.battlefield.iter().filter(|&&c| self.copy_candidate(spec, c)).map(|&c| Answer::Object(c)));
                if spec.optional {
                    out.push(Answer::No);
                }
            }
            Some(Asking::Choice { choice, .. }) => self.choice_answers(*choice, e.controller, out),
            // CR 119.4: a player can pay life only up to their life total.
            Some(Asking::CounterOrHaste { .. }) => out.extend([Answer::Yes, Answer::No]),
            Some(Asking::PayLife { life, .. }) => {
                if self.can_pay_life(e.controller, *life) {
                    out.push(Answer::Yes);
                }
                out.push(Answer::No);
            }
            Some(Asking::Reveal { card, .. }) => {
                out.extend(self.revealable(e.controller, card).map(Answer::Object));
                out.push(Answer::No);
            }
            None => {}
        }
    }

    pub(crate) fn answer_entering(&mut self, answer: Answer) -> Next {
        let Some(asking) = self.replacement.entering.as_mut().and_then(|e| e.asking.take()) else { return Next::Decide };
        match (asking, answer) {
            (Asking::Order(_), Answer::Replacement(id)) => {
                let e = self.replacement.entering.clone();
                let action = e.and_then(|e| self.enter_candidates(&e).into_iter().find(|c| c.id == id)).map(|c| c.action);
                if let Some(action) = action {
                    if self.apply_enter_action(id, action) {
                        return Next::Decide;
                    }
                }
            }
            (Asking::Copy { id, spec }, Answer::Object(c)) => {
                let mut v = self.copiable(c);
                if let Some(t) = spec.also_type {
                    v.extra_types.insert(t);
                }
                let extra = spec.extra_counters;
                let x = self.replacement.entering.as_ref().map_or(0, |e| e.x);
                self.apply_enter_action(id, Action::CopyOf(v));
                if let (Some(e), Some(extra)) = (self.replacement.entering.as_mut(), extra) {
                    e.copy_counters = match extra {
                        Amount::Fixed(n) => n.max(0) as u32,
                        Amount::X => x,
                        // The compiler gives an entering replacement only fixed amounts or X.
                        _ => 0,
                    };
                }
            }
            (Asking::Copy { id, .. }, _) => {
                if let Some(e) = self.replacement.entering.as_mut() {
                    e.applied.push(id);
                }
            }
            (Asking::Choice { id, choice }, answer) if self.names_nothing(choice, answer) => {
                if let Some(e) = self.replacement.entering.as_mut() {
                    e.applied.push(id);
                }
            }
            (Asking::Choice { id, choice }, answer) => {
                let Some(chosen) = self.chosen_of(choice, answer) else { return Next::Decide };
                if let Some(e) = self.replacement.entering.as_mut() {
                    e.applied.push(id);
                    e.chosen = Some(chosen);
                }
                self.emit_chosen("614.12a", chosen);
            }
            (Asking::PayLife { id, life }, answer) => {
                let controller = self.replacement.entering.as_ref().map(|e| e.controller);
                let pay = answer == Answer::Yes && controller.is_some_and(|p| self.can_pay_life(p, life));
                if let (true, Some(p)) = (pay, controller) {
                    self.pay_life(p, life, "119.4");
                }
                let action = if pay { None } else { Some(Action::Tapped) };
                match action {
                    Some(a) => {
                        self.apply_enter_action(id, a);
                    }
                    None => {
                        if let Some(e) = self.replacement.entering.as_mut() {
                            e.applied.push(id);
                        }
                    }
                }
            }
            (Asking::Reveal { id, card }, answer) => {
                let Some(p) = self.replacement.entering.as_ref().map(|e| e.controller) else { return Next::Decide };
                let shown = match answer {
                    Answer::Object(c) if self.revealable(p, &card).any(|h| h == c) => Some(c),
                    _ => None,
                };
                match shown {
                    Some(c) => {
                        if let Some(e) = self.replacement.entering.as_mut() {
                            e.applied.push(id);
                        }
                        self.emit("701.20a", EventKind::Revealed { player: p, card: c });
                    }
                    None => {
                        self.apply_enter_action(id, Action::Tapped);
                    }
                }
            }
            (Asking::CounterOrHaste { id, haste }, answer) => {
                if let Some(e) = self.replacement.entering.as_mut() {
                    e.applied.push(id);
                    if answer == Answer::Yes {
                        e.counters.push((CounterKind::PlusOne, 1));
                    } else {
                        e.haste |= haste;
                    }
                }
            }
            (Asking::Order(_), _) => return Next::Decide,
        }
        match self.apply_enter_replacements() {
            Entered::Asked => Next::Decide,
            Entered::Done(new, then) => self.after_entering(new, then),
            Entered::Stayed(then) => self.after_staying(then),
        }
    }

    /// Moves the card (or creates the token) with every applied modification.
    fn finish_entering(&mut self) -> (ObjectId, Then) {
        let Some(e) = self.replacement.entering.take() else { return (crate::state::game::NO_OBJECT, Then::Instruction) };
        let from_stack = e.object.and_then(|id| self.objects.get(id)).is_some_and(|o| o.zone == Zone::Stack);
        let new = match e.object {
            Some(id) => {
                let new = self.move_object(id, Zone::Battlefield, e.rule);
                // A modal double-faced card played as its back face (CR 712.12).
                self.set_face(new, e.card);
                new
            }
            None => self.create_token_object(e.card, e.controller),
        };
        let Some(o) = self.objects.get_mut(new) else { return (new, e.then) };
        o.controller = e.controller;
        o.base_controller = e.controller;
        o.spell_x = e.x;
        o.chosen = e.chosen;
        // Once for each payment, counted by `Counted::OptionalCostPaid`.
        for _ in 0..e.kicks {
            self.kicked.push(new);
        }
        if let Some(kind) = e.alt {
            self.entered_with_alternative(new, kind);
        }
        // CR 607.2a: the cards exiled with a spell (its delve payment) are exiled with
        // the permanent it becomes.
        if let (true, Some(old)) = (from_stack, e.object) {
            self.linked_exiles.iter_mut().filter(|l| l.0 == old).for_each(|l| l.0 = new);
        }
        if let Some(v) = e.copy {
            // CR 707.5: it is a copy as it enters, not after.
            self.start_copy_effect(new, v);
        }
        if e.tapped {
            self.enter_tapped(new);
        }
        // CR 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
        let def = self.cards.get(e.copy.map_or(e.card, |c| c.card));
        // CR 614.1c, 122.6: entering with counters is one event per kind of counter,
        // however many effects add to it, so "that many plus one" applies to it once.
        let mut counters: SmallVec<[(CounterKind, u32); 2]> = SmallVec::new();
        let mut add = |kind: CounterKind, n: u32| match counters.iter_mut().find(|(k, _)| *k == kind) {
            Some(c) => c.1 = c.1.saturating_add(n),
            None => counters.push((kind, n)),
        };
        if let Some(n) = def.loyalty.filter(|_| def.has_type(CardType::Planeswalker)) {
            add(CounterKind::Loyalty, n.max(0) as u32);
        }
        e.counters.iter().for_each(|&(k, n)| add(k, n));
        if e.copy_counters > 0 {
            add(CounterKind::PlusOne, e.copy_counters);
        }
        // CR 714.3a: a Saga enters with a lore counter.
        if self.cards.subtypes(e.face()).contains(&mw_types::Subtype::SAGA) {
            add(CounterKind::Lore, 1);
        }
        for (kind, n) in counters {
            self.put_counters(new, kind, n, "614.1c");
        }
        if e.haste {
            self.add_effect(new, crate::continuous_effects::characteristics::LayerEffect::AddKeywords(mw_ir::Keyword::Haste.bit()), mw_ir::Duration::Indefinite);
        }
        (new, e.then)
    }

    /// What follows the permanent's arrival, by how it came.
    /// CR 101.2: what follows a card that couldn't enter: the spell's resolution ends,
    /// the player keeps priority, or the resolution goes on (nothing is "that creature").
    pub(crate) fn after_staying(&mut self, then: Then) -> Next {
        match then {
            Then::Spell { .. } => self.after_resolution(),
            Then::Land { .. } => Next::OfferPriority,
            Then::Instruction => {
                if self.has_queued() && self.enter_queued() {
                    return Next::Decide;
                }
                if let Some(r) = self.resolving.as_mut() {
                    r.instruction_done();
                }
                self.continue_resolution()
            }
        }
    }

    pub(crate) fn after_entering(&mut self, new: ObjectId, then: Then) -> Next {
        match then {
            Then::Spell { aura_target } => {
                // CR 303.4f / 608.3c: an Aura spell enters attached to its target.
                match aura_target {
                    Some(Target::Object(t)) => self.set_attached(new, Some(t)),
                    // CR 303.4, 702.5: "enchant player".
                    Some(Target::Player(p)) => self.set_attached_player(new, Some(p)),
                    _ => {}
                }
                self.entered_battlefield(new);
                self.after_resolution()
            }
            Then::Land { player } => {
                self.players[player.index()].lands_played += 1;
                self.emit("305.1", EventKind::LandPlayed { player, card: new });
                self.entered_battlefield(new);
                self.land_played_watchers(player, new);
                self.turn.passes = 0;
                Next::OfferPriority
            }
            Then::Instruction => {
                self.note_returned(new);
                self.entered_battlefield(new);
                // The same instruction's other cards enter before the next instruction.
                if self.has_queued() && self.enter_queued() {
                    return Next::Decide;
                }
                if let Some(r) = self.resolving.as_mut() {
                    r.instruction_done();
                }
                self.continue_resolution()
            }
        }
    }

    /// CR 614.1c / 616.1b: a resolved "enters under your control instead" effect.
    pub(crate) fn add_replacement(&mut self, r: ResolvedReplacement) {
        self.replacement.resolved.push(r);
    }

    /// CR 514.2: effects "this turn" end.
    pub(crate) fn end_turn_replacements(&mut self) {
        self.replacement.resolved.retain(|r| r.duration != Duration::EndOfTurn);
    }
}

/// CR 614.12a: "As ~ enters, choose …" is chosen as it enters.
fn as_enters_choices(own: &[Ability], own_id: ObjectId, face: mw_types::CardId) -> impl Iterator<Item = Candidate> + '_ {
    own.iter().enumerate().filter_map(move |(i, a)| {
        let Ability::AsEntersChoose(what) = a else { return None };
        let id = ReplacementId { source: own_id, ability: AbilityRef { card: face, index: i as u16 } };
        Some(Candidate { id, category: Category::Other, action: Action::Choose(*what) })
    })
}
