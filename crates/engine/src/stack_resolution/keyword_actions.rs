//! Keyword actions with a choice in them: proliferate (CR 701.34), connive (CR 701.50)
//! and discover (CR 701.57). Each asks its player small questions in the middle of a
//! resolution.

use crate::state::decisions::Answer;
use crate::state::events::{EventKind, Target};
use crate::state::game::{Game, Pending};
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use mw_types::{CardType, CounterKind, ObjectId, PlayerId};
use smallvec::SmallVec;
pub(crate) use crate::state::instruction_progress::{Discarding, Proliferating};



impl Game {
    /// CR 701.34a: begins a proliferate; asks which permanents and players, one at a time.
    pub(crate) fn begin_proliferate(&mut self, player: PlayerId) -> (Wait, Pending) {
        (Wait::Proliferate(Proliferating { player, chosen: SmallVec::new() }), Pending::Resolution { player })
    }

    /// The permanents and players with a counter not chosen yet, then "done".
    pub(crate) fn proliferate_answers(&self, p: &Proliferating, out: &mut Vec<Answer>) {
        for &id in &self.battlefield {
            let t = Target::Object(id);
            if self.counters.on(id).next().is_some() && !p.chosen.contains(&t) {
                out.push(Answer::Target(t));
            }
        }
        for q in self.player_ids() {
            let t = Target::Player(q);
            if self.player(q).poison() > 0 && !p.chosen.contains(&t) {
                out.push(Answer::Target(t));
            }
        }
        out.push(Answer::Done);
    }

    /// One more choice, or (on "done") one more counter of each kind on each chosen.
    pub(crate) fn answer_proliferate(&mut self, mut p: Proliferating, answer: Answer) -> Option<(Wait, Pending)> {
        if let Answer::Target(t) = answer {
            p.chosen.push(t);
            let player = p.player;
            return Some((Wait::Proliferate(p), Pending::Resolution { player }));
        }
        for t in p.chosen {
            match t {
                Target::Object(id) => {
                    let kinds: SmallVec<[CounterKind; 4]> = self.counters.on(id).map(|(k, _)| k).collect();
                    for kind in kinds {
                        self.put_counters(id, kind, 1, "701.34a");
                    }
                }
                Target::Player(q) => {
                    self.give_poison(q, 1, "701.34a");
                }
            }
        }
        None
    }

    /// CR 701.50a: `conniver`'s controller draws, then must discard (asked), unless their
    /// hand is empty. Last known information says who (701.50c).
    pub(crate) fn begin_connive(&mut self, conniver: ObjectId) -> crate::stack_resolution::effects::Flow {
        use crate::pipeline::draw::{AfterDraws, Drawing};
        use crate::stack_resolution::effects::Flow;
        let Some(player) = self.objects.last_known(conniver).map(|o| o.controller) else { return Flow::Done };
        if self.draw_cards(Drawing::one(player, 1, "701.50a", AfterDraws::Connive(conniver))) {
            return Flow::Suspended;
        }
        match self.connive_discard(player, conniver) {
            Some((wait, pending)) => Flow::Ask(wait, pending),
            None => Flow::Done,
        }
    }

    /// CR 701.50a: the connive's draw was replaced or made (after a choice): its discard.
    pub(crate) fn after_connive_draw(&mut self, conniver: ObjectId) -> crate::state::game::Next {
        let Some(player) = self.objects.last_known(conniver).map(|o| o.controller) else { return self.after_instruction_draws() };
        match self.connive_discard(player, conniver) {
            Some((wait, pending)) => {
                if let Some(r) = self.resolving.as_mut() {
                    r.wait = Some(wait);
                }
                self.pending = pending;
                crate::state::game::Next::Decide
            }
            None => self.after_instruction_draws(),
        }
    }

    /// CR 701.50a–b: the discard after the draw, unless the hand is empty.
    fn connive_discard(&mut self, player: PlayerId, conniver: ObjectId) -> Option<(Wait, Pending)> {
        if self.players[player.index()].hand.is_empty() {
            self.emit("701.50b", EventKind::Connived { object: conniver });
            return None;
        }
        Some((Wait::Connive { player, conniver }, Pending::Resolution { player }))
    }

    /// The discarded card; a nonland card puts a +1/+1 counter on the conniver, if it is
    /// still on the battlefield.
    pub(crate) fn finish_connive(&mut self, player: PlayerId, conniver: ObjectId, answer: Answer) {
        let Answer::Object(card) = answer else { return };
        let nonland = self.objects.get(card).is_some_and(|o| !self.cards.get(o.card).has_type(CardType::Land));
        self.discard_card(player, card, "701.50a");
        if nonland && self.objects.get(conniver).is_some_and(|o| o.zone == Zone::Battlefield) {
            self.put_counters(conniver, CounterKind::PlusOne, 1, "701.50a");
        }
        self.emit("701.50b", EventKind::Connived { object: conniver });
    }
}

impl Game {
    /// CR 701.57a: exiles from the top until a nonland card with mana value `n` or less;
    /// asks whether to cast it (when it could be cast). With none found, the exiled cards
    /// go to the bottom in a random order.
    pub(crate) fn begin_discover(&mut self, player: PlayerId, n: u32, cascade: bool) -> Option<(Wait, Pending)> {
        let mut rest: SmallVec<[ObjectId; 8]> = SmallVec::new();
        while let Some(&top) = self.players[player.index()].library.first() {
            let new = self.move_object(top, Zone::Exile, "701.57a");
            let def = self.objects.get(new).map(|o| self.cards.get(o.card));
            if def.is_some_and(|d| !d.has_type(CardType::Land) && d.mana_cost.mana_value() <= n) {
                return Some((Wait::Discover { player, card: new, rest, cascade }, Pending::Resolution { player }));
            }
            rest.push(new);
        }
        self.bottom_in_random_order(&rest);
        None
    }

    /// Whether the discovered card could be cast now without paying its mana cost
    /// (timing doesn't matter; cost increases still do, CR 118.9d).
    pub(crate) fn may_cast_discovered(&self, player: PlayerId, card: ObjectId) -> bool {
        self.objects.get(card).is_some_and(|o| {
            let castable = self.cards.castable(o.card);
            let def = self.cards.get(castable);
            let increase = self.free_cast_cost(player, card, def);
            let mana_ok = || increase.is_empty() || self.can_pay_mana(player, &increase, 0, &self.mana_sources(player), crate::payment::mana::PaymentFor::Spell(castable));
            !def.has_type(CardType::Land) && self.announceable(player, card, def) && self.additional_payable(player, card, def) && mana_ok()
        })
    }

    /// CR 118.9d: the mana a spell cast without paying its mana cost still costs: the cost
    /// increases that apply to it, on a cost of nothing (reductions find nothing to reduce).
    pub(crate) fn free_cast_cost(&self, player: PlayerId, card: ObjectId, def: &mw_ir::CardDef) -> Vec<mw_types::ManaSymbol> {
        self.changed_cost(player, card, def, std::borrow::Cow::Owned(Vec::new()), 0).into_owned()
    }

    /// The answer: cast it (the resolution goes on once it is cast), or put it into the
    /// hand; the other exiled cards go to the bottom in a random order either way.
    pub(crate) fn finish_discover(&mut self, player: PlayerId, card: ObjectId, rest: &[ObjectId], answer: Answer, cascade: bool) -> Option<crate::state::game::Next> {
        let cast = answer == Answer::Yes && self.may_cast_discovered(player, card);
        if cascade && !cast {
            // CR 702.85a: not cast, it goes to the bottom with the rest.
            let mut all: Vec<ObjectId> = rest.to_vec();
            all.push(card);
            self.bottom_in_random_order(&all);
            return None;
        }
        self.bottom_in_random_order(rest);
        if cast {
            return Some(self.begin_cast_as(player, card, crate::stack_resolution::stack::Origin::CastResolving));
        }
        self.move_object(card, Zone::Hand, "701.57a");
        None
    }

    /// Puts exiled cards on the bottom of their owners' libraries in a random order.
    fn bottom_in_random_order(&mut self, cards: &[ObjectId]) {
        let mut cards: Vec<ObjectId> = cards.to_vec();
        crate::pipeline::shuffle::shuffle(&mut self.rng, &mut cards);
        for c in cards {
            let new = self.move_object(c, Zone::Library, "701.57a");
            if let Some(owner) = self.objects.get(new).map(|o| o.owner) {
                let lib = &mut self.players[owner.index()].library;
                if let Some(i) = lib.iter().position(|x| *x == new) {
                    lib.remove(i);
                    lib.push(new);
                }
            }
        }
    }
}

impl Game {
    /// CR 701.9a: the next discard to ask, skipping players with empty hands.
    pub(crate) fn next_discard(&mut self, mut d: Discarding) -> Option<(Wait, Pending)> {
        while let Some(&p) = d.players.first() {
            if d.remaining > 0 && !self.players[p.index()].hand.is_empty() {
                return Some((Wait::Discard(d), Pending::Resolution { player: p }));
            }
            d.players.remove(0);
            d.remaining = d.each;
        }
        None
    }

    /// The discarding player's choice: a card in their hand.
    /// CR 608.2c: each card discarded is recorded for "that many" / "the number of cards
    /// discarded this way" after it; with `up_to`, `Done` ends the player's discards.
    pub(crate) fn answer_discard_effect(&mut self, mut d: Discarding, answer: Answer) -> Option<(Wait, Pending)> {
        let Some(&p) = d.players.first() else { return None };
        let card = match answer {
            Answer::Object(card) => card,
            Answer::Done if d.up_to => {
                d.remaining = 0;
                return self.next_discard(d);
            }
            _ => return None,
        };
        if let Some(r) = self.resolving.as_mut() {
            if r.discarded.len() <= p.index() {
                r.discarded.resize(p.index() + 1, 0);
            }
            r.discarded[p.index()] += 1;
        }
        self.discard_card(p, card, "701.9a");
        d.remaining -= 1;
        self.next_discard(d)
    }
}

impl Game {
    /// CR 701.20a / 701.9b: `victim` reveals their hand and `chooser` picks a card
    /// matching `filter` for them to discard; None when there is nothing to pick.
    pub(crate) fn reveal_hand_to_choose(
        &mut self,
        chooser: PlayerId,
        victim: PlayerId,
        filter: mw_ir::ObjectFilter,
        source: ObjectId,
        exile: bool,
        look: bool,
        optional: bool,
    ) -> Option<(Wait, Pending)> {
        let hand = self.players[victim.index()].hand.clone();
        for &card in hand.iter().filter(|_| !look) {
            self.emit("701.20a", EventKind::Revealed { player: victim, card });
        }
        let w = Wait::ChooseDiscard { chooser, victim, filter, source, exile, optional };
        let any = hand.iter().any(|&c| self.object_matches(&filter, c, chooser, source));
        if !any {
            // Nothing chosen: "if you don't" follows.
            if let Some(r) = self.resolving.as_mut() {
                r.declined = true;
            }
        }
        any.then_some((w, Pending::Resolution { player: chooser }))
    }

    pub(crate) fn choose_discard_answers(&self, w: &Wait, out: &mut Vec<Answer>) {
        let Wait::ChooseDiscard { chooser, victim, filter, source, optional, .. } = *w else { return };
        let hand = &self.players[victim.index()].hand;
        out.extend(hand.iter().copied().filter(|&c| self.object_matches(&filter, c, chooser, source)).map(Answer::Object));
        if optional {
            out.push(Answer::No);
        }
    }

    /// The chosen card is discarded (or exiled); whether a card was chosen.
    pub(crate) fn answer_choose_discard(&mut self, victim: PlayerId, answer: Answer, exile: bool) -> bool {
        let Answer::Object(card) = answer else { return false };
        if !self.players[victim.index()].hand.contains(&card) {
            return false;
        }
        if exile {
            // The card exiled is "that card" of the instructions after (CR 608.2c).
            let new = self.move_object(card, Zone::Exile, "701.13a");
            if let Some(r) = self.resolving.as_mut() {
                r.returned = Some(new);
            }
        } else {
            self.discard_card(victim, card, "701.9a");
        }
        true
    }
}
