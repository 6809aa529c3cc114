//! The players' actions of a script (`play`, `cast`, `activate`, `attack:`, `block:`, the
//! face-up special action) with their options, and `try`, which expects the game to
//! refuse one and leaves the game as it was (SCENARIOS.md, *script*).

use crate::answers::{describe, find};
use crate::ast::{Action, Alternative, Options};
use crate::flow::Ctx;
use crate::runner::{Run, MAX_STEPS};
use mw_engine::{Answer, Question, Target, Zone};
use mw_ir::Ability;
use mw_types::{ObjectId, PlayerId};

/// Why an action didn't go through.
pub(crate) enum Stop {
    /// The game refused it as illegal (what `try` expects).
    Refused(String),
    /// Anything else: an unscripted decision, the game over, …
    Failed(String),
}

impl From<String> for Stop {
    fn from(s: String) -> Stop {
        Stop::Failed(s)
    }
}

impl From<&str> for Stop {
    fn from(s: &str) -> Stop {
        Stop::Failed(s.to_string())
    }
}

impl Stop {
    fn message(self) -> String {
        match self {
            Stop::Refused(m) | Stop::Failed(m) => m,
        }
    }
}

fn refused<T>(m: String) -> Result<T, Stop> {
    Err(Stop::Refused(m))
}

/// An action in words, for messages.
pub(crate) fn action_text(a: &Action) -> String {
    match a {
        Action::Play { card } => format!("play {card}"),
        Action::Cast { card, .. } => format!("cast {card}"),
        Action::Activate { card, ability, .. } => format!("activate {card} ability {ability}"),
        Action::Attack(v) => format!("attack: {}", v.iter().map(|(a, _)| a.as_str()).collect::<Vec<_>>().join("; ")),
        Action::Block(v) => format!("block: {}", v.iter().map(|(b, a)| format!("{b} -> {a}")).collect::<Vec<_>>().join("; ")),
        Action::TurnFaceUp { card } => format!("turn {card} face up"),
        Action::ExileFromHand { card, action } => format!("{} {card}", if *action == crate::ast::HandAction::Suspend { "suspend" } else { "foretell" }),
    }
}

/// CR 118.9: the alternative costs of a card the engine can pay, by keyword, with the
/// answer that casts the card paying it.
fn alternative_costs(run: &Run, id: ObjectId) -> Vec<(&'static str, Answer)> {
    let Some(o) = run.game.object(id) else { return Vec::new() };
    let mut out = Vec::new();
    for (i, a) in run.game.def(o.card).abilities.iter().enumerate() {
        match a {
            // CR 118.9: a printed alternative cost, evoke, dash, escape.
            Ability::AlternativeCost(alt) => out.push((alt.kind.keyword(), Answer::CastAlternative { card: id, cost: i as u16 })),
            // CR 702.34a: flashback, from a graveyard.
            Ability::Flashback(_) => out.push(("flashback", Answer::Cast(id))),
            // CR 702.37c, 702.168a: face down for {3}.
            Ability::Morph { mega, disguise, .. } => {
                let k = if *disguise { "disguise" } else if *mega { "megamorph" } else { "morph" };
                out.push((k, Answer::CastFaceDown(id)));
            }
            _ => {}
        }
    }
    out
}

/// CR 605.3a: whether ability `ability` of `id` is a mana ability whose cost chooses an
/// object (asked for after the activation).
fn chooses_object(run: &Run, id: ObjectId, ability: u16) -> bool {
    run.game.abilities(id).any(|(pos, _, a)| pos == ability && matches!(a, Ability::Mana(m) if m.cost.extra.is_some()))
}

impl Run<'_> {
    /// Gets the game to where the action is asked: attacks and blocks move to their step
    /// (that part stays, even for `try`); other actions settle pending decisions first.
    /// False when the game never asked for the declaration (nothing could attack or block).
    fn prepare(&mut self, p: PlayerId, action: &Action) -> Result<bool, String> {
        match action {
            Action::Attack(_) => self.move_to(p, Question::DeclareAttackers),
            Action::Block(_) => self.move_to(p, Question::DeclareBlockers),
            _ => self.settle().map(|()| true),
        }
    }

    /// `pK try ACTION`: the game must refuse it; the state stays as it was.
    pub(crate) fn try_act(&mut self, p: PlayerId, action: &Action) -> Result<(), String> {
        if !self.prepare(p, action)? {
            return Ok(());
        }
        let saved = self.game.clone();
        let saved_queues = self.queues.clone();
        let saved_sequel = self.sequel.clone();
        let saved_trace = self.trace.as_ref().map(Vec::len);
        let saved_points = self.points.len();
        let result = self.act_inner(p, action);
        self.game = saved;
        self.queues = saved_queues;
        self.sequel = saved_sequel;
        self.points.truncate(saved_points);
        if let (Some(t), Some(n)) = (self.trace.as_mut(), saved_trace) {
            t.truncate(n);
        }
        let what = action_text(action);
        match result {
            Ok(()) => Err(format!("{p} {what} was allowed, but the scenario says it must be refused")),
            Err(Stop::Refused(_)) => Ok(()),
            Err(Stop::Failed(m)) => Err(format!("{p} {what} was not refused: {m}")),
        }
    }

    pub(crate) fn act(&mut self, p: PlayerId, action: &Action) -> Result<(), String> {
        if !self.prepare(p, action)? {
            let what = if matches!(action, Action::Attack(_)) { "attack" } else { "block" };
            return Err(format!("{p} was not asked to declare: nothing could {what}"));
        }
        self.act_inner(p, action).map_err(Stop::message)
    }

    /// Starts an action with its first answer: a refusal by the game is `Refused`.
    fn start(&mut self, p: PlayerId, a: Answer) -> Result<(), Stop> {
        self.apply(p, a).map_err(Stop::Refused)
    }

    fn act_inner(&mut self, p: PlayerId, action: &Action) -> Result<(), Stop> {
        match action {
            Action::Play { card } => self.play(p, card),
            Action::Cast { card, from, options } => self.cast(p, card, *from, options),
            Action::Activate { card, ability, options } => self.activate(p, card, *ability, options),
            Action::Attack(list) => self.attack(p, list),
            Action::Block(list) => {
                for (b, a) in list {
                    let mine = self.game.zone(p, Zone::Battlefield);
                    let Some(blocker) = self.find_card(&mine, b) else { return refused(format!("{p} controls no {b}")) };
                    let attackers: Vec<ObjectId> = self.game.combat().attackers.iter().map(|x| x.attacker).collect();
                    let Some(attacker) = self.find_card(&attackers, a) else { return refused(format!("{a} is not attacking")) };
                    self.start(p, Answer::Block { blocker, attacker })?;
                }
                self.start(p, Answer::Done)?;
                Ok(self.settle()?)
            }
            Action::TurnFaceUp { card } => {
                self.expect_priority(p)?;
                let mine = self.game.zone(p, Zone::Battlefield);
                let Some(id) = self.find_card(&mine, card) else { return refused(format!("{p} controls no {card}")) };
                self.start(p, Answer::TurnFaceUp(id))?;
                Ok(self.settle()?)
            }
            Action::ExileFromHand { card, action } => {
                self.expect_priority(p)?;
                let hand = self.game.player(p).hand.clone();
                let Some(id) = self.find_card(&hand, card) else { return refused(format!("{p} has no {card} in their hand")) };
                let answer = match action {
                    crate::ast::HandAction::Suspend => Answer::Suspend(id),
                    crate::ast::HandAction::Foretell => Answer::Foretell(id),
                    crate::ast::HandAction::Plot => Answer::Plot(id),
                };
                self.start(p, answer)?;
                Ok(self.settle()?)
            }
        }
    }

    fn expect_priority(&self, p: PlayerId) -> Result<(), Stop> {
        let holder = self.priority_player()?;
        if holder != p {
            return refused(format!("{p} does not have priority ({holder} has)"));
        }
        Ok(())
    }

    fn play(&mut self, p: PlayerId, card: &str) -> Result<(), Stop> {
        self.expect_priority(p)?;
        let hand = self.game.player(p).hand.clone();
        // A land in hand, or one an effect lets them play from exile.
        let exiled: Vec<ObjectId> = self
            .game
            .legal_answers()
            .into_iter()
            .filter_map(|a| match a {
                Answer::PlayLand(id) if !hand.contains(&id) => Some(id),
                _ => None,
            })
            .collect();
        if let Some(id) = self.find_card(&hand, card).or_else(|| self.find_card(&exiled, card)) {
            self.start(p, Answer::PlayLand(id))?;
            return Ok(self.settle()?);
        }
        // The back face of a modal double-faced card in hand, by its name.
        let Some(id) = self.find_alternate(&hand, card) else { return refused(format!("{p} has no {card} in hand")) };
        self.start(p, Answer::PlayLandAlternate(id))?;
        Ok(self.settle()?)
    }

    fn cast(&mut self, p: PlayerId, card: &str, from: Zone, options: &Options) -> Result<(), Stop> {
        self.expect_priority(p)?;
        let mut ids = self.game.zone(p, from);
        if from == Zone::Exile {
            // Cards in exile that others own may be castable too (CR 601.2a).
            let others: Vec<ObjectId> = self.game.exile().iter().copied().filter(|id| !ids.contains(id)).collect();
            ids.extend(others);
        }
        let want = card.trim().to_lowercase();
        // A split card's left half by its own name (CR 709.3).
        let left = ids.iter().copied().find(|id| self.game.split_left_name(*id).is_some_and(|n| n.to_lowercase() == want));
        if let Some(id) = self.find_card(&ids, card).or(left) {
            let answer = match &options.alternative {
                Some(alt) => self.alternative(id, from, alt)?,
                None if options.face_down => Answer::CastFaceDown(id),
                // CR 702.34a: a card cast from a graveyard with flashback needs no
                // `alternative` (its flashback cost is how it is cast from there).
                None if from == Zone::Graveyard => {
                    alternative_costs(self, id).into_iter().find(|(k, _)| *k == "flashback").map_or(Answer::Cast(id), |(_, a)| a)
                }
                None => Answer::Cast(id),
            };
            return self.with_options(p, options, |run| run.start(p, answer));
        }
        // An Adventure or a modal back face, by its name (CR 715.3, 712.12).
        let Some(id) = self.find_alternate(&ids, card) else { return refused(format!("{p} has no {card} in their {from}")) };
        if options.alternative.is_some() {
            return refused(format!("{card} has no alternative cost the engine can pay"));
        }
        self.with_options(p, options, |run| run.start(p, Answer::CastAlternate(id)))
    }

    /// CR 118.9: the answer casting `id` for the alternative cost asked for.
    fn alternative(&self, id: ObjectId, from: Zone, alt: &Alternative) -> Result<Answer, Stop> {
        let name = self.game.name(id).to_string();
        let costs = alternative_costs(self, id);
        let known: Vec<&str> = costs.iter().map(|(k, _)| *k).collect();
        let (keyword, answer) = match alt {
            Alternative::Any => match costs.as_slice() {
                [one] => *one,
                [] => return refused(format!("{name} has no alternative cost the engine can pay")),
                _ => return Err(Stop::Failed(format!("{name} has several alternative costs ({}): name one, e.g. `alternative: {}`", known.join(", "), known[0]))),
            },
            Alternative::Named(k) => match costs.iter().find(|(x, _)| x == k) {
                Some(c) => *c,
                None => {
                    let has = if known.is_empty() { "none the engine can pay".to_string() } else { known.join(", ") };
                    return refused(format!("{name} has no alternative cost {k:?} (it has: {has})"));
                }
            },
        };
        // CR 702.34a / 702.138a: flashback and escape cast the card from a graveyard.
        if matches!(keyword, "flashback" | "escape") && from != Zone::Graveyard {
            return refused(format!("{name}'s {keyword} casts it from a graveyard (write `from graveyard`)"));
        }
        Ok(answer)
    }

    fn activate(&mut self, p: PlayerId, card: &str, ability: u32, options: &Options) -> Result<(), Stop> {
        self.expect_priority(p)?;
        // A permanent, or else a card in hand (cycling and other "discard this card"
        // abilities, CR 113.6m), or a card in the graveyard with an ability that works
        // there (CR 113.6k), or another player's permanent ("any player may activate").
        let ids = self.game.zone(p, Zone::Battlefield);
        let hand = self.game.zone(p, Zone::Hand);
        let graveyard = self.game.zone(p, Zone::Graveyard);
        let found = self
            .find_card(&ids, card)
            .or_else(|| self.find_card(&hand, card))
            .or_else(|| self.find_card(&graveyard, card))
            .or_else(|| self.game.player_ids().filter(|o| *o != p).find_map(|o| self.find_card(&self.game.zone(o, Zone::Battlefield), card)));
        let Some(id) = found else { return refused(format!("{p} controls no {card} and has none in hand or graveyard")) };
        let answer = self.activation(p, id, ability, options)?;
        if matches!(answer, Answer::ActivateMana { source, ability, .. } if !chooses_object(self, source, ability)) {
            // A mana ability resolves at once: `choosing` was its mana.
            return self.start(p, answer);
        }
        self.with_options(p, options, |run| run.start(p, answer))
    }

    /// The answer activating the N-th activated ability (mana abilities included, in
    /// Oracle order, a basic land's intrinsic ability first).
    fn activation(&mut self, p: PlayerId, id: ObjectId, n: u32, o: &Options) -> Result<Answer, Stop> {
        let name = self.game.name(id).to_string();
        // From the hand, only the abilities that work there count (CR 113.6m); on the
        // battlefield, every activated ability in Oracle order.
        let in_hand = self.game.object(id).is_some_and(|o| o.zone == Zone::Hand);
        let in_graveyard = self.game.object(id).is_some_and(|o| o.zone == Zone::Graveyard);
        let found = self
            .game
            .abilities(id)
            .filter(|(_, _, a)| match a {
                Ability::Activated(x) if in_graveyard => x.cost.in_graveyard,
                Ability::Activated(x) => !in_hand || x.cost.discard_self || x.cost.in_hand,
                Ability::Mana(_) => !in_hand && !in_graveyard,
                _ => false,
            })
            .map(|(pos, _, a)| (pos, matches!(a, Ability::Mana(_))))
            .nth(n.saturating_sub(1) as usize);
        let Some((index, mana)) = found else { return refused(format!("{name} has no activated ability {n}")) };
        if !mana {
            return Ok(Answer::Activate { source: id, ability: index });
        }
        let options: Vec<Answer> = self
            .game
            .legal_answers()
            .into_iter()
            .filter(|a| matches!(a, Answer::ActivateMana { source, ability, .. } if *source == id && *ability == index))
            .collect();
        // CR 605.3a: a mana ability whose cost chooses an object: `choosing` is that
        // object (asked next); the mana is the first queued answer naming one (used up).
        if chooses_object(self, id, index) {
            let queued = self.queues[p.index()].iter().position(|c| find(&self.game, &self.aliases, &options, c).is_some());
            let pick = match queued {
                Some(i) => self.queues[p.index()].remove(i).and_then(|c| find(&self.game, &self.aliases, &options, &c)),
                None => options.first().copied(),
            };
            return pick.map_or_else(|| refused(format!("{name} cannot be activated now")), Ok);
        }
        // The mana chosen is part of the activation: `choosing`, or a queued answer
        // (used up here).
        let pick = match (&o.choosing, self.queues[p.index()].front().cloned()) {
            (Some(c), _) => find(&self.game, &self.aliases, &options, c),
            (None, Some(c)) if options.len() > 1 => {
                self.queues[p.index()].pop_front();
                find(&self.game, &self.aliases, &options, &c)
            }
            _ => options.first().copied(),
        };
        match pick {
            Some(a) => Ok(a),
            None => refused(format!("{name} cannot be activated now")),
        }
    }

    fn attack(&mut self, p: PlayerId, list: &[(String, Option<String>)]) -> Result<(), Stop> {
        let legal = self.game.legal_answers();
        for (a, target) in list {
            let ids: Vec<ObjectId> = self.game.zone(p, Zone::Battlefield);
            let Some(id) = self.find_card(&ids, a) else { return refused(format!("{p} controls no {a}")) };
            let target = match target {
                Some(t) => match crate::parse::player(t) {
                    Some(q) => Target::Player(q),
                    None => {
                        let all: Vec<ObjectId> = self.game.battlefield().to_vec();
                        match self.find_card(&all, t) {
                            Some(x) => Target::Object(x),
                            None => return refused(format!("no permanent {t} to attack")),
                        }
                    }
                },
                // The next opponent in turn order still in the game.
                None => {
                    let n = self.game.player_count() as u8;
                    let next = (1..n).map(|k| PlayerId((p.0 + k) % n)).find(|q| !self.game.player(*q).has_lost);
                    Target::Player(next.unwrap_or(PlayerId((p.0 + 1) % n)))
                }
            };
            let ans = Answer::Attack { attacker: id, target };
            if !legal.contains(&ans) && !self.game.legal_answers().contains(&ans) {
                let whom = match target {
                    Target::Player(q) => q.to_string(),
                    Target::Object(x) => self.game.name(x).to_string(),
                };
                return refused(format!("{a} cannot attack {whom}"));
            }
            self.start(p, ans)?;
        }
        self.start(p, Answer::Done)?;
        Ok(self.settle()?)
    }

    /// Applies `start`, then answers what casting or activating asks from the options:
    /// X, modes, targets, mana payment; then settles. An option the game doesn't accept
    /// is a refusal (CR 601.2: the cast is illegal and undone).
    fn with_options(&mut self, p: PlayerId, o: &Options, start: impl FnOnce(&mut Self) -> Result<(), Stop>) -> Result<(), Stop> {
        if let Some(c) = &o.choosing {
            self.queues[p.index()].push_front(c.clone());
        }
        start(self)?;
        let mut targets = o.targeting.iter();
        let mut paying = o.paying.iter();
        for _ in 0..MAX_STEPS {
            if self.game.is_over() {
                return Ok(());
            }
            let d = self.game.decision();
            let legal = self.game.legal_answers();
            let answer = match d.question {
                // A target named but never asked for: the game found no legal choice
                // for that place (and skipped it), so the action as written is refused.
                Question::Priority => match targets.next() {
                    Some(t) => return refused(format!("{t} can't be chosen: no further target could be")),
                    None => return Ok(()),
                },
                Question::ChooseX { max } => match o.x {
                    Some(x) if x > max => return refused(format!("x={x}: X can be at most {max} now")),
                    // CR 107.3: "X can't be 0".
                    Some(x) if !legal.contains(&Answer::Number(x)) => return refused(format!("x={x}: X can't be chosen")),
                    Some(x) => Some(Answer::Number(x)),
                    None => None,
                },
                Question::ChooseMode if o.modes.is_empty() => None,
                Question::ChooseMode => {
                    // CR 700.2: the spell being cast is on top of the stack.
                    let card = self.game.stack().last().and_then(|s| s.spell_object()).and_then(|id| self.game.object(id)).map(|o| o.card);
                    let m = card.and_then(|c| self.game.mode_answer(c, &o.modes)).unwrap_or(o.modes[0]);
                    if !legal.contains(&Answer::Number(m)) {
                        let modes: Vec<String> = o.modes.iter().map(|m| m.to_string()).collect();
                        return refused(format!("modes {} can't be chosen now", modes.join(", ")));
                    }
                    Some(Answer::Number(m))
                }
                Question::ChooseTarget { .. } => match targets.next() {
                    Some(t) => match find(&self.game, &self.aliases, &legal, t) {
                        Some(a) => Some(a),
                        None => {
                            let all: Vec<String> = legal.iter().map(|a| describe(&self.game, &self.aliases, a)).collect();
                            return refused(format!("{t} is not a legal target (legal: {})", all.join(" | ")));
                        }
                    },
                    None => None,
                },
                Question::PayMana { .. } => match paying.next() {
                    Some(c) => {
                        let mana: Vec<Answer> =
                            legal.iter().copied().filter(|a| matches!(a, Answer::ActivateMana { .. } | Answer::Convoke { .. })).collect();
                        match find(&self.game, &self.aliases, &mana, c) {
                            Some(a) => Some(a),
                            None => return refused(format!("{c} cannot pay now")),
                        }
                    }
                    None => legal.contains(&Answer::AutoPay).then_some(Answer::AutoPay),
                },
                _ => None,
            };
            match answer {
                Some(a) => {
                    let who = d.player.ok_or("the game is over")?;
                    self.start(who, a)?;
                }
                None => self.answer_unscripted(Ctx::Other)?,
            }
        }
        Err(Stop::Failed("too many decisions while casting".into()))
    }
}
