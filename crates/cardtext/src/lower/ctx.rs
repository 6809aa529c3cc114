//! The lowering context: the targets an ability announces (CR 601.2c, in the order the
//! text names them) and the antecedent stack that gives "it", "that creature", "those
//! cards" and "that player" their meaning, pushed as clauses name objects and players.

use crate::syntax::ast::Noun;
use crate::syntax::lexer::Span;
use mw_ir::{PlayerRef, Subject, TargetSpec};
use mw_types::CardType;

/// An object an earlier phrase named, that a later pronoun may mean.
#[derive(Clone, Debug, PartialEq)]
pub struct Antecedent {
    pub subject: Subject,
    pub noun: Noun,
    /// The card types the phrase named ("target creature": Creature), for "that
    /// creature" to find it.
    pub types: Vec<CardType>,
    pub plural: bool,
}

/// What a trigger event gives its ability (CR 603.2): the object of the event ("that
/// creature"), its player ("that player"), an amount ("that much").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TriggerGives {
    /// The event's object, named by "it"/"that creature" (not the source).
    pub object: Option<Antecedent>,
    /// "that player": the player of the event.
    pub player: bool,
    /// CR 400.7, 603.6c: the event put its object into a graveyard ("dies"): "that card"
    /// names it there (the card the permanent became).
    pub card: bool,
}

/// An antecedent no instruction may name yet: the card a search found (folded into the
/// search itself), so a later "that land" is a miss, never the wrong object.
pub const UNNAMEABLE: Subject = Subject::Target(254);

/// The tokens an instruction created, several of them: "they" is every token the
/// resolution created (`Props::created_this_way`, a group), never one object.
pub const CREATED: Subject = Subject::Target(253);

/// The permanents the triggering spell targets ("whenever you cast a spell that targets
/// one or more permanents, gain control of those permanents"): a group (CR 115.1).
pub const TARGETED: Subject = Subject::Target(252);

/// CR 608.2c: the objects an earlier group instruction acted on one by one ("put a
/// +1/+1 counter on each creature you control. Those creatures gain vigilance"): a group
/// (`Props::in_group_this_way`), named only by a plural reference.
pub const GROUP: Subject = Subject::Target(250);

/// A group phrase whose instruction wasn't (yet) found to act on each object of it and
/// leave it where it is: "those creatures" then is a miss, never a wrong set.
pub const GROUP_UNSETTLED: Subject = Subject::Target(249);

fn is_group(a: &Antecedent) -> bool {
    a.subject == GROUP || a.subject == GROUP_UNSETTLED
}

/// Marks "they can't be regenerated": folded into the destroy instructions before it.
pub const NO_REGEN: Subject = Subject::Target(255);

pub struct Ctx<'a> {
    /// The face text, lower-cased (same offsets as the original).
    pub lower: &'a str,
    targets: Vec<TargetSpec>,
    /// Antecedents, most recent last.
    refs: Vec<Antecedent>,
    /// The players named, most recent last ("target player … that player").
    players: Vec<PlayerRef>,
    pub trigger: TriggerGives,
    /// Lowering the instructions of a static replacement of damage: "the damage
    /// prevented this way" is the event's amount.
    pub damage_replaced: bool,
    /// Whether "it" with no antecedent means the source (a permanent's ability) — true
    /// everywhere but where an event's object is the natural referent.
    pub it_is_source: bool,
    /// CR 603.2, 115.1: the trigger's event is a spell or ability becoming cast or
    /// activated with a target: "counter that spell or ability" counters it
    /// (`StackRef::Triggering`) even where the event's object is the permanent targeted.
    pub targeting_item: bool,
    /// Whether a reference resolved to the trigger's object (a delayed trigger is
    /// "about" an object only when its text names one).
    pub trigger_used: std::cell::Cell<bool>,
    /// A search was just read: "put it onto the battlefield", "then shuffle" fold into it.
    pub searching: bool,
    /// CR 701.38: the named options of the vote before (empty for a vote for objects),
    /// which "[X] vote" and "X gets more votes" name.
    pub votes: Option<Vec<String>>,
    /// The search before was of "your library and/or graveyard" (`Search::graveyard`).
    pub search_graveyard: bool,
    /// A search for cards with a name was just read: "and exile them" is part of it.
    pub name_search: bool,
    /// The top card of a library was looked at: "that card" is it (`Subject::Returned`),
    /// moved by `Effect::MoveThatCard` only while it is still there.
    pub top_card: bool,
    /// Each player revealed the top card of their library (CR 701.20a): "[quality] cards
    /// revealed this way" are counted among those cards (`Counted::TopCards`).
    pub tops_revealed: bool,
    /// A player revealed their hand, with nothing chosen from it (CR 701.20a): "[quality]
    /// cards revealed this way" are counted in that hand (`Counted::Cards`).
    pub hand_revealed: Option<mw_ir::PlayerRef>,
    /// Inside a delayed trigger (CR 603.7c): references resolve as outside it, the
    /// object found is recorded here, and the delayed ability names it as its
    /// triggering object.
    delayed_about: Option<std::cell::Cell<Option<Subject>>>,
    /// Inside a delayed or reflexive trigger, two different objects were named from
    /// outside it.
    about_conflict: std::cell::Cell<bool>,
    /// Abilities instructions give objects (`Effect::GainAbility`): they follow the
    /// ability being lowered, in this order, as `Ability::Granted`.
    pub granted: Vec<mw_ir::Ability>,
    /// CR 107.3: what ", where X is …" defined X as, for the sentences after it ("you
    /// may pay X life, where X is its power. If you do, draw X cards").
    pub x_defined: Option<mw_ir::Amount>,
    /// What "the difference" means: the count and bound of the last condition "[a count]
    /// is less than N" (N is the bound, `Amount::Difference`).
    pub difference: Option<(mw_ir::Counted, i32)>,
    /// The trigger being lowered "triggers only once each turn": a batch ("whenever one
    /// or more creatures die") then triggers as its first object's event does.
    pub once_each_turn: bool,
    /// CR 603.2: what the event of the trigger being lowered counts ("the amount of life
    /// you gained", "the amount of damage it dealt"): only the ability's own
    /// instructions, never a delayed or reflexive trigger's (whose events are others).
    pub event_amount: Option<EventAmount>,
    /// The trigger is the source's own "is put into a graveyard from …" (CR 603.6c): the
    /// source is a card in a graveyard, and "put it onto the battlefield" moves it from
    /// there.
    pub source_in_graveyard: bool,
    /// CR 601.2i: the trigger is an instant's or sorcery's "when you cast this spell": its
    /// source is that spell on the stack, which "copy it" copies (CR 707.10).
    pub cast_this_spell: bool,
    /// The instructions are a spell's (CR 112): its source deals damage only as they say
    /// ("dealt damage this way").
    pub spell: bool,
    /// Inside another player's instruction (`Effect::ByPlayer`): "you" there would be
    /// the spell's controller, which the IR can't name.
    pub acting: bool,
    /// What an earlier instruction had players exile from their own zones (all such
    /// cards): "the cards they exiled this way" are those (CR 608.2c).
    pub exiled: Option<mw_ir::ObjectFilter>,
    /// An earlier instruction acted on a group the IR doesn't count ("sacrifice all
    /// creatures you control"): a later "that many" would be a miss, never the trigger's
    /// amount.
    pub uncounted: bool,
    /// CR 608.2c: what "that many" counts after an instruction that acted on a number of
    /// things the text didn't state ("discard any number of cards, then draw that many
    /// cards": the cards discarded this way); None: the trigger's amount.
    pub that_many: Option<mw_ir::Amount>,
    /// Inside "[player] may …" (CR 609.3): a "cast … without paying its mana cost" there
    /// is the permission the engine asks about (`Effect::MayCastFree`).
    pub may: bool,
    /// An earlier condition named "the first time this ability has resolved this turn":
    /// "it's the second time" counts the same.
    pub resolution_count: bool,
    /// CR 122.1: the counters a condition last named ("if ~ has seven or more ember
    /// counters on it"): what "remove them" removes.
    pub counters: Option<(Subject, mw_types::CounterKind)>,
    /// CR 603.3d: the player who chose the ability's targets ("that player chooses target
    /// player …"): "the first player" in the instructions after it.
    pub first_player: Option<PlayerRef>,
    /// CR 608.2c: how many references to a group acted on were lowered
    /// (`lower/groups.rs` checks each is a group instruction right after that group's).
    pub group_refs: usize,
    /// Inside "for each opponent, …": "that player" is each opponent in turn (CR 608.2c).
    pub each_opponent: bool,
    /// After "each player (opponent) may …" (`Effect::ByPlayer` of several players): an
    /// "if a player does" would have to count their answers, a miss.
    pub each_may: bool,
    /// The last "each player (opponent) may …" was a search of their library (CR 701.23).
    pub each_searched: bool,
    /// CR 608.2d: an earlier instruction of the ability chose a color ("Choose a
    /// color."): "that color" after it is the chosen one.
    pub chose_color: bool,
    /// CR 608.2d: an earlier instruction chose a player ("Choose an opponent."): "that
    /// player", "the chosen player" after it are that player (`PlayerRef::Chosen`).
    pub chose_player: bool,
    /// CR 115.1: "choose target creature you control and target creature you don't
    /// control": the first and last targets chosen together, what "those creatures"
    /// names after it.
    pub joint: Option<(u8, u8)>,
}

/// What one spell's lines share: the antecedents and players named so far (a spell's
/// instructions run in order across its lines, CR 608.2c).
#[derive(Clone, Debug, Default)]
pub struct Carry {
    refs: Vec<Antecedent>,
    players: Vec<PlayerRef>,
    /// CR 613.1f: the quoted abilities the spell's instructions give so far; they follow
    /// its spell ability as `Ability::Granted`, counted across its lines.
    pub granted: Vec<mw_ir::Ability>,
    /// CR 701.38: the options of a vote an earlier line of the spell held ("… votes for
    /// return or embark." then "If return gets more votes, …" on its own line).
    votes: Option<Vec<String>>,
    /// The targets an earlier line chose together (`Ctx::joint`).
    joint: Option<(u8, u8)>,
}

/// The number a trigger's event carries (`Amount::TriggerAmount`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventAmount {
    /// "whenever you gain life".
    LifeGained,
    /// Damage dealt: by the source itself (else by the event's object, "it"), and whether
    /// to a player ("that player").
    Damage { by_source: bool, to_player: bool },
}

impl EventAmount {
    /// The amount the trigger's event carries, when every trigger of the ability carries
    /// the same.
    pub fn of(triggers: &[mw_ir::Trigger]) -> Option<EventAmount> {
        use mw_ir::{trigger::DamagedKind, Trigger};
        let one = |t: &Trigger| match t {
            Trigger::YouGainLife => Some(EventAmount::LifeGained),
            Trigger::SelfCombatDamageToPlayer => Some(EventAmount::Damage { by_source: true, to_player: true }),
            Trigger::SelfDealsDamage { to, .. } => Some(EventAmount::Damage { by_source: true, to_player: matches!(to, DamagedKind::Player | DamagedKind::Opponent) }),
            Trigger::AttachedCombatDamageToPlayer | Trigger::CreatureYouControlCombatDamageToPlayer | Trigger::CombatDamageToPlayer { .. } => {
                Some(EventAmount::Damage { by_source: false, to_player: true })
            }
            Trigger::AttachedDealsDamage { to, .. } => Some(EventAmount::Damage { by_source: false, to_player: matches!(to, DamagedKind::Player | DamagedKind::Opponent) }),
            _ => None,
        };
        let first = one(triggers.first()?)?;
        triggers.iter().all(|t| one(t) == Some(first)).then_some(first)
    }
}

impl<'a> Ctx<'a> {
    pub fn new(lower: &'a str) -> Ctx<'a> {
        Ctx { chose_color: false, chose_player: false, lower, targets: Vec::new(), refs: Vec::new(), players: Vec::new(), trigger: TriggerGives::default(), damage_replaced: false, it_is_source: true, targeting_item: false, trigger_used: std::cell::Cell::new(false), searching: false, search_graveyard: false, name_search: false, top_card: false, tops_revealed: false, hand_revealed: None, delayed_about: None, about_conflict: std::cell::Cell::new(false), granted: Vec::new(), x_defined: None, once_each_turn: false, source_in_graveyard: false, cast_this_spell: false, spell: false, acting: false, exiled: None, uncounted: false, that_many: None, resolution_count: false, counters: None, difference: None, may: false, first_player: None, group_refs: 0, each_opponent: false, each_may: false, each_searched: false, votes: None, joint: None, event_amount: None }
    }

    /// Continues from what earlier lines of the same spell named.
    pub fn resume(&mut self, carry: &Carry) {
        self.refs = carry.refs.clone();
        self.players = carry.players.clone();
        self.granted = carry.granted.clone();
        self.votes = carry.votes.clone();
        self.joint = carry.joint;
    }

    pub fn carry(&self) -> Carry {
        Carry { refs: self.refs.clone(), players: self.players.clone(), granted: self.granted.clone(), votes: self.votes.clone(), joint: self.joint }
    }

    /// The context of a delayed trigger's instructions (CR 603.7c).
    pub fn delayed_child(&self) -> Ctx<'a> {
        let mut c = Ctx::new(self.lower);
        c.refs = self.refs.clone();
        c.players = self.players.clone();
        c.trigger = self.trigger.clone();
        c.it_is_source = self.it_is_source;
        c.top_card = self.top_card;
        c.delayed_about = Some(std::cell::Cell::new(None));
        c
    }

    /// The context of a reflexive trigger's instructions (CR 603.12): its own targets
    /// (none yet); references to the objects named before it resolve as outside it, as a
    /// delayed trigger's do; players named by a target of the ability it is created by
    /// can't be named (its targets are its own).
    pub fn reflexive_child(&self) -> Ctx<'a> {
        let mut c = self.delayed_child();
        c.players.retain(|p| !matches!(p, PlayerRef::Target(_) | PlayerRef::ControllerOfTarget(_) | PlayerRef::ControllerOfIt(Some(_)) | PlayerRef::OwnerOfIt(Some(_)) | PlayerRef::TargetOrController(_)));
        c.x_defined = self.x_defined;
        c.spell = self.spell;
        c
    }

    /// Whether instructions inside a delayed or reflexive trigger named two different
    /// objects from outside it (it can be about one only).
    pub fn about_conflict(&self) -> bool {
        self.about_conflict.get()
    }

    /// Whether these are a delayed trigger's instructions (CR 603.7).
    pub fn in_delayed(&self) -> bool {
        self.delayed_about.is_some()
    }

    /// The object a delayed trigger is about, if its instructions named one.
    pub fn delayed_object(&self) -> Option<Subject> {
        self.delayed_about.as_ref().and_then(|c| c.get())
    }

    /// Inside a delayed trigger, a found antecedent is recorded and named as the
    /// triggering object.
    fn found(&self, a: Antecedent) -> Antecedent {
        match &self.delayed_about {
            // Nothing to be about: the reference stays a miss.
            Some(_) if a.subject == UNNAMEABLE || a.subject == CREATED || is_group(&a) => a,
            // The source too: it may have left and come back as a new object before
            // the delayed ability resolves (CR 400.7, 603.7c).
            Some(cell) => {
                if cell.get().is_some_and(|s| s != a.subject) {
                    self.about_conflict.set(true);
                }
                cell.set(Some(a.subject));
                Antecedent { subject: Subject::Triggering, ..a }
            }
            _ => a,
        }
    }

    pub fn words(&self, span: &Span) -> &'a str {
        self.lower.get(span.clone()).unwrap_or("")
    }

    pub fn set_targets(&mut self, t: Vec<TargetSpec>) {
        self.targets = t;
    }

    pub fn take_targets(&mut self) -> Vec<TargetSpec> {
        std::mem::take(&mut self.targets)
    }

    pub fn targets(&self) -> &[TargetSpec] {
        &self.targets
    }

    /// The target announced as `id`, to add a quality that names an earlier target.
    pub fn target_mut(&mut self, id: u8) -> Option<&mut TargetSpec> {
        self.targets.get_mut(usize::from(id))
    }

    /// CR 107.3: "where X is …" for the targets announced from `from` on: their
    /// qualities' X defined; how many were.
    pub fn define_target_x(&mut self, from: usize, defined: mw_ir::Amount) -> usize {
        let mut n = 0;
        for t in self.targets.iter_mut().skip(from) {
            if let Some(mw_ir::Relative::ManaValue { amount, .. }) = &mut t.only {
                if *amount == mw_ir::Amount::X {
                    *amount = defined;
                    n += 1;
                }
            }
        }
        n
    }

    /// Announces a target; its index.
    pub fn push_target(&mut self, t: TargetSpec) -> u8 {
        self.targets.push(t);
        (self.targets.len() - 1) as u8
    }

    pub fn push_ref(&mut self, a: Antecedent) {
        self.refs.push(a);
    }

    /// The number of object antecedents so far (for `without_results_since`).
    pub fn refs_len(&self) -> usize {
        self.refs.len()
    }

    /// Runs `f` without the antecedents named since `since` that are results of the
    /// instructions (`Subject::Returned`: what an instruction put onto the battlefield):
    /// a condition checked before those instructions ("put it onto the battlefield if its
    /// mana value is 3 or less", CR 608.2c) can't mean them.
    pub fn without_results_since<T>(&mut self, since: usize, f: impl FnOnce(&mut Self) -> T) -> T {
        let since = since.min(self.refs.len());
        let later = self.refs.split_off(since);
        let (results, kept): (Vec<_>, Vec<_>) = later.into_iter().partition(|a| a.subject == mw_ir::Subject::Returned);
        self.refs.extend(kept.iter().cloned());
        let out = f(self);
        self.refs.truncate(since);
        self.refs.extend(kept);
        self.refs.extend(results);
        out
    }

    pub fn push_player(&mut self, p: PlayerRef) {
        self.players.push(p);
    }

    /// "it"/"them": the most recent object antecedent; else the trigger event's object;
    /// else the source.
    pub fn it(&self, plural: bool) -> Option<Antecedent> {
        if let Some(a) = self.refs.iter().rev().find(|a| (a.plural == plural || !plural) && (plural || !is_group(a))) {
            return Some(self.found(a.clone()));
        }
        // A spell (or ability) the event gives is "that spell", never "it" ("when ~ becomes
        // the target of a spell, sacrifice it": the source).
        if let Some(o) = self.trigger.object.as_ref().filter(|o| !matches!(o.noun, Noun::Spell | Noun::SpellOrAbility)) {
            self.trigger_used.set(true);
            return Some(self.found(o.clone()));
        }
        (self.it_is_source && !plural).then(|| self.found(Antecedent { subject: Subject::This, noun: Noun::Permanent, types: Vec::new(), plural: false }))
    }

    /// CR 707.10: "copy it" after a cast trigger: the spell whose casting triggered the
    /// ability, when no instruction named a nearer object ("it" is otherwise never a spell
    /// the event gives, see [`Ctx::it`]).
    pub fn it_is_triggering_spell(&self) -> bool {
        let spell = self.trigger.object.as_ref().is_some_and(|o| o.subject == Subject::Triggering && o.noun == Noun::Spell);
        if spell && self.refs.is_empty() && !self.in_delayed() {
            self.trigger_used.set(true);
            return true;
        }
        false
    }

    /// "that creature", "that card", "those tokens": the most recent antecedent whose
    /// noun and types fit; else the trigger's object.
    pub fn that(&self, noun: Noun, types: &[CardType]) -> Option<Antecedent> {
        self.that_in(noun, types, false)
    }

    /// "those creatures": as [`Ctx::that`], a group an earlier instruction acted on
    /// included (CR 608.2c).
    pub fn those(&self, noun: Noun, types: &[CardType]) -> Option<Antecedent> {
        self.that_in(noun, types, true)
    }

    fn that_in(&self, noun: Noun, types: &[CardType], groups: bool) -> Option<Antecedent> {
        let fits = |a: &Antecedent| {
            if is_group(a) && !groups {
                return false;
            }
            let noun_ok = noun == Noun::None || a.noun == noun || a.noun == Noun::None || (noun == Noun::Permanent && a.noun == Noun::Token);
            let types_ok = types.is_empty() || a.types.is_empty() || types.iter().any(|t| a.types.contains(t));
            noun_ok && types_ok
        };
        if let Some(a) = self.refs.iter().rev().find(|a| fits(a)) {
            return Some(self.found(a.clone()));
        }
        // "whenever a creature you control dies, return that card …": the card the
        // event's permanent became in the graveyard (CR 400.7).
        let became_card = |a: &Antecedent| self.trigger.card && noun == Noun::Card && a.noun == Noun::Permanent && fits(&Antecedent { noun: Noun::Card, ..a.clone() });
        let o = self.trigger.object.clone().filter(|a| fits(a) || became_card(a));
        if o.is_some() {
            self.trigger_used.set(true);
        }
        o.map(|o| self.found(o))
    }

    /// How many antecedents are named so far: a clause's own are those after it.
    pub fn refs_mark(&self) -> usize {
        self.refs.len()
    }

    /// CR 608.2c: after a clause, the group it named becomes "those …" only if the
    /// clause is one instruction done to each object of the group (`Effect::ForEach`)
    /// that leaves the objects where they are (the engine records that group).
    pub fn settle_group(&mut self, mark: usize, effects: &[mw_ir::Effect]) {
        let mine = mark.min(self.refs.len());
        let groups: Vec<usize> = (mine..self.refs.len()).filter(|&i| self.refs[i].subject == GROUP_UNSETTLED).collect();
        let [i] = groups.as_slice() else { return };
        if let [mw_ir::Effect::ForEach { effect, .. }] = effects {
            if super::groups::acts_in_place(effect) {
                self.refs[*i].subject = GROUP;
            }
        }
    }

    /// Begins another player's instruction: "they", "their", "that player" are that
    /// player, its "you". Returns what `leave_acting` restores.
    pub fn enter_acting(&mut self) -> bool {
        self.players.push(PlayerRef::You);
        std::mem::replace(&mut self.acting, true)
    }

    /// Ends another player's instruction begun by `enter_acting`.
    pub fn leave_acting(&mut self, was: bool) {
        self.players.pop();
        self.acting = was;
    }

    /// "that player": the most recent player named, else the trigger's player.
    pub fn that_player(&self) -> Option<PlayerRef> {
        if let Some(p) = self.players.last() {
            return Some(*p);
        }
        self.trigger.player.then_some(PlayerRef::ThatPlayer)
    }
}
