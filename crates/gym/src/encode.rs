//! A player's view of a game written into fixed-shape arrays (`layout`). Only what the
//! viewer may know is written (DESIGN.md invariant 3): their own hand, every player's
//! battlefield and graveyard (the opponents in turn order from the viewer), the stack,
//! the command zone, the sizes of hidden zones; the legal answers only when the
//! viewer is the one deciding. Writing reuses the caller's buffers and the encoder's
//! scratch table, so a step allocates nothing.

use crate::codes::{answer_code, question_code};
use crate::layout::{game as g, opp, overflow, zone_ref, Layout, ACTION_FIELDS, CARD_FIELDS, OPPONENT_FIELDS, STACK_FIELDS};
use mw_engine::stack::StackKind;
use mw_engine::{Answer, Decision, Game, Target};
use mw_types::{CardId, Color, CounterKind, ManaType, ObjectId, PlayerId};

/// One observation's arrays, borrowed from the caller (numpy arrays in the Python
/// package). Each slice has exactly `Layout::sizes` elements.
pub struct ObsMut<'a> {
    pub game: &'a mut [i32],
    pub hand: &'a mut [i32],
    pub battlefield: &'a mut [i32],
    pub graveyard: &'a mut [i32],
    pub stack: &'a mut [i32],
    pub actions: &'a mut [i32],
    pub opponents: &'a mut [i32],
    pub mask: &'a mut [i8],
}

impl ObsMut<'_> {
    fn clear(&mut self) {
        self.game.fill(0);
        self.hand.fill(0);
        self.battlefield.fill(0);
        self.graveyard.fill(0);
        self.stack.fill(0);
        self.actions.fill(0);
        self.opponents.fill(0);
        self.mask.fill(0);
    }
}

/// An owned observation (tests, Rust users).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Obs {
    pub game: Vec<i32>,
    pub hand: Vec<i32>,
    pub battlefield: Vec<i32>,
    pub graveyard: Vec<i32>,
    pub stack: Vec<i32>,
    pub actions: Vec<i32>,
    pub opponents: Vec<i32>,
    pub mask: Vec<i8>,
}

impl Obs {
    pub fn zeros(layout: &Layout) -> Obs {
        let s = layout.sizes();
        Obs {
            game: vec![0; s[0]],
            hand: vec![0; s[1]],
            battlefield: vec![0; s[2]],
            graveyard: vec![0; s[3]],
            stack: vec![0; s[4]],
            actions: vec![0; s[5]],
            opponents: vec![0; s[6]],
            mask: vec![0; s[7]],
        }
    }

    pub fn as_mut(&mut self) -> ObsMut<'_> {
        ObsMut {
            game: &mut self.game,
            hand: &mut self.hand,
            battlefield: &mut self.battlefield,
            graveyard: &mut self.graveyard,
            stack: &mut self.stack,
            actions: &mut self.actions,
            opponents: &mut self.opponents,
            mask: &mut self.mask,
        }
    }
}

/// Writes observations; keeps a scratch table of where each shown object went.
#[derive(Clone, Debug, Default)]
pub struct Encoder {
    refs: Vec<(ObjectId, i32, i32)>,
    /// CR 903.3: each seat's first commander's card (index + 1), 0 without one.
    commanders: Vec<i32>,
    /// Scratch: permanents on the battlefield by controller's seat offset.
    counts: Vec<usize>,
}

const CF: usize = CARD_FIELDS.len();
const SF: usize = STACK_FIELDS.len();
const AF: usize = ACTION_FIELDS.len();
const OF: usize = OPPONENT_FIELDS.len();

/// CR 101.4: `p`'s place in turn order from `viewer` (0 the viewer, k its k-th opponent).
fn offset(game: &Game, viewer: PlayerId, p: PlayerId) -> usize {
    let n = game.player_count();
    (p.index() + n - viewer.index()) % n
}

/// The player `k` places after `viewer` in turn order.
fn seat_at(game: &Game, viewer: PlayerId, k: usize) -> PlayerId {
    PlayerId(((viewer.index() + k) % game.player_count()) as u8)
}

impl Encoder {
    /// An encoder for games whose seats have these commanders (CR 903.3; none outside
    /// Commander games).
    pub fn new(commanders: &[Vec<CardId>]) -> Encoder {
        Encoder { commanders: commanders.iter().map(|c| c.first().map_or(0, |id| id.0 as i32 + 1)).collect(), ..Encoder::default() }
    }

    /// Writes `viewer`'s observation of `game`, whose pending decision is `decision` and
    /// legal answers `answers` (shown only when `viewer` decides).
    pub fn write(&mut self, game: &Game, viewer: PlayerId, decision: &Decision, answers: &[Answer], layout: &Layout, out: &mut ObsMut) {
        out.clear();
        self.refs.clear();
        let mut flags = self.place(game, viewer, layout, out);
        self.write_cards(game, layout, out);
        self.write_stack(game, viewer, layout, out);
        self.write_scalars(game, viewer, decision, out);
        self.write_opponents(game, viewer, decision, layout, out);
        if decision.player == Some(viewer) {
            out.game[g::N_ANSWERS] = answers.len() as i32;
            if answers.len() > layout.actions {
                out.game[g::ANSWERS_TRUNCATED] = 1;
                flags |= overflow::ACTIONS;
            }
            for (i, a) in answers.iter().take(layout.actions).enumerate() {
                self.write_answer(game, viewer, a, &mut out.actions[i * AF..(i + 1) * AF]);
                out.mask[i] = 1;
            }
        }
        out.game[g::OVERFLOW] = flags;
    }

    /// Records where every shown object goes (hand, battlefields and graveyards by seat
    /// offset, the command zone, the stack) and writes the graveyards; returns the
    /// overflow bits.
    fn place(&mut self, game: &Game, viewer: PlayerId, layout: &Layout, out: &mut ObsMut) -> i32 {
        let n = game.player_count();
        let shown = (layout.opponents + 1).min(n);
        let mut flags = 0;
        let me = game.player(viewer);
        // Hand (the viewer's only).
        if me.hand.len() > layout.hand {
            flags |= overflow::HAND;
        }
        for (i, &id) in me.hand.iter().take(layout.hand).enumerate() {
            self.refs.push((id, zone_ref::MY_HAND, i as i32));
        }
        // Battlefields by controller: refs first, so "attached_to" can point at a row.
        self.counts.clear();
        self.counts.resize(n, 0);
        for &id in game.battlefield() {
            let side = game.controller(id).map_or(1 % n, |c| offset(game, viewer, c));
            let row = self.counts[side];
            if side < shown && row < layout.battlefield {
                let (zone, index) = if side == 0 { (zone_ref::MY_BATTLEFIELD, row) } else { (zone_ref::OPP_BATTLEFIELD, (side - 1) * layout.battlefield + row) };
                self.refs.push((id, zone, index as i32));
            } else {
                flags |= overflow::BATTLEFIELD;
            }
            self.counts[side] += 1;
        }
        for side in 0..n {
            let gy = &game.player(seat_at(game, viewer, side)).graveyard;
            if side >= shown {
                if !gy.is_empty() {
                    flags |= overflow::GRAVEYARD;
                }
                continue;
            }
            if gy.len() > layout.graveyard {
                flags |= overflow::GRAVEYARD;
            }
            let (zone, base) = if side == 0 { (zone_ref::MY_GRAVEYARD, 0) } else { (zone_ref::OPP_GRAVEYARD, (side - 1) * layout.graveyard) };
            for (i, &id) in gy.iter().take(layout.graveyard).enumerate() {
                self.refs.push((id, zone, (base + i) as i32));
                out.graveyard[side * layout.graveyard + i] = card_of(game, id);
            }
        }
        if let Some(cs) = game.commander_state() {
            for (i, &id) in cs.zone().iter().enumerate() {
                self.refs.push((id, zone_ref::COMMAND, i as i32));
            }
        }
        let stack = game.stack();
        if stack.len() > layout.stack {
            flags |= overflow::STACK;
        }
        for (i, item) in stack.iter().rev().take(layout.stack).enumerate() {
            if let StackKind::Spell { object } = item.kind {
                self.refs.push((object, zone_ref::STACK, i as i32));
            }
        }
        flags
    }

    fn write_stack(&self, game: &Game, viewer: PlayerId, layout: &Layout, out: &mut ObsMut) {
        for (i, item) in game.stack().iter().rev().take(layout.stack).enumerate() {
            let row = &mut out.stack[i * SF..(i + 1) * SF];
            let (kind, card, source) = match item.kind {
                StackKind::Spell { object } => (1, card_of(game, object), object),
                StackKind::Ability { source, card, .. } => (2, card.0 as i32 + 1, source),
            };
            let (sz, si) = self.lookup(source);
            let x = item.x.min(i32::MAX as u32) as i32;
            row.copy_from_slice(&[kind, card, i32::from(item.controller == viewer), sz, si, x, offset(game, viewer, item.controller) as i32]);
        }
    }

    /// `game`'s scalars: the viewer's and the first opponent's (CR 101.4: the next in
    /// turn order), then the table's.
    fn write_scalars(&self, game: &Game, viewer: PlayerId, decision: &Decision, out: &mut ObsMut) {
        let q = &mut *out.game;
        let turn = game.turn();
        q[g::TURN] = turn.number as i32;
        q[g::STEP] = turn.step as i32;
        q[g::I_AM_ACTIVE] = i32::from(turn.active == viewer);
        q[g::I_DECIDE] = i32::from(decision.player == Some(viewer));
        let (code, number) = question_code(&decision.question);
        q[g::QUESTION] = code;
        q[g::QUESTION_NUMBER] = number;
        let n = game.player_count();
        let me = game.player(viewer);
        for k in 0..2.min(n) {
            let p = game.player(seat_at(game, viewer, k));
            q[g::LIFE + k] = p.life();
            q[g::LIBRARY + k] = p.library.len() as i32;
            q[g::HAND + k] = p.hand.len() as i32;
            q[g::GRAVEYARD + k] = p.graveyard.len() as i32;
            q[g::BATTLEFIELD + k] = self.counts[k] as i32;
            q[g::POISON + k] = p.poison() as i32;
            q[g::ENERGY + k] = p.energy() as i32;
        }
        q[g::STACK] = game.stack().len() as i32;
        for (k, t) in ManaType::ALL.into_iter().enumerate() {
            q[g::POOL + k] = me.pool.get(t) as i32;
        }
        q[g::LANDS_PLAYED] = me.lands_played as i32;
        q[g::PLAYERS] = n as i32;
        q[g::PLAYERS_IN_GAME] = game.player_ids().filter(|&p| !game.player(p).has_lost).count() as i32;
        if game.commander_state().is_some() {
            q[g::COMMANDER_GAME] = 1;
            q[g::MY_COMMANDER] = self.commanders.get(viewer.index()).copied().unwrap_or(0);
            let (zone, casts, _) = commander_facts(game, viewer, viewer);
            q[g::MY_COMMAND_ZONE] = zone;
            q[g::MY_COMMANDER_CASTS] = casts;
        }
    }

    /// One `opponents` row per opponent in turn order from the viewer.
    fn write_opponents(&self, game: &Game, viewer: PlayerId, decision: &Decision, layout: &Layout, out: &mut ObsMut) {
        let n = game.player_count();
        for k in 0..layout.opponents.min(n - 1) {
            let id = seat_at(game, viewer, k + 1);
            let p = game.player(id);
            let r = &mut out.opponents[k * OF..(k + 1) * OF];
            r[opp::PRESENT] = 1;
            r[opp::IN_GAME] = i32::from(!p.has_lost);
            r[opp::ACTIVE] = i32::from(game.turn().active == id);
            r[opp::DECIDING] = i32::from(decision.player == Some(id));
            r[opp::LIFE] = p.life();
            r[opp::LIBRARY] = p.library.len() as i32;
            r[opp::HAND] = p.hand.len() as i32;
            r[opp::GRAVEYARD] = p.graveyard.len() as i32;
            r[opp::BATTLEFIELD] = self.counts[k + 1] as i32;
            r[opp::POISON] = p.poison() as i32;
            r[opp::ENERGY] = p.energy() as i32;
            if game.commander_state().is_some() {
                r[opp::COMMANDER] = self.commanders.get(id.index()).copied().unwrap_or(0);
                (r[opp::COMMAND_ZONE], r[opp::COMMANDER_CASTS], r[opp::COMMANDER_DAMAGE_TO_ME]) = commander_facts(game, id, viewer);
            }
        }
    }

    fn write_cards(&self, game: &Game, layout: &Layout, out: &mut ObsMut) {
        let combat = game.combat();
        for &(id, zone, i) in &self.refs {
            let row = match zone {
                zone_ref::MY_HAND => i as usize,
                zone_ref::MY_BATTLEFIELD => i as usize,
                zone_ref::OPP_BATTLEFIELD => layout.battlefield + i as usize,
                _ => continue,
            };
            let buf = if zone == zone_ref::MY_HAND { &mut *out.hand } else { &mut *out.battlefield };
            let r = &mut buf[row * CF..(row + 1) * CF];
            let Some(c) = game.characteristics(id) else { continue };
            let o = game.last_known(id);
            r[0] = c.face.0 as i32 + 1;
            r[1] = game.def(c.face).mana_cost.mana_value() as i32;
            r[2] = c.types.bits() as i32;
            r[3] = Color::ALL.into_iter().enumerate().fold(0, |b, (k, col)| b | (i32::from(c.colors.contains(col)) << k));
            if c.is(mw_types::CardType::Creature) {
                r[4] = c.power;
                r[5] = c.toughness;
            }
            if zone != zone_ref::MY_HAND {
                if let Some(o) = o {
                    r[6] = i32::from(o.tapped());
                    r[7] = o.damage();
                    r[8] = i32::from(!o.controlled_since_turn_start());
                    r[15] = o.attached_to.map_or(0, |a| {
                        let (z, k) = self.lookup(a);
                        match z {
                            zone_ref::MY_BATTLEFIELD => 1 + k,
                            zone_ref::OPP_BATTLEFIELD => 1 + layout.battlefield as i32 + k,
                            _ => 0,
                        }
                    });
                    r[17] = i32::from(o.is_token);
                }
                for (kind, n) in game.counters_on(id) {
                    let col = match kind {
                        CounterKind::PlusOne => 9,
                        CounterKind::MinusOne => 10,
                        CounterKind::Loyalty => 11,
                        _ => 12,
                    };
                    r[col] += n.min(i32::MAX as u32) as i32;
                }
                r[13] = i32::from(combat.attackers.iter().any(|a| a.attacker == id));
                r[14] = i32::from(combat.blocks.iter().any(|&(b, _)| b == id));
            }
            r[16] = c.keywords as i32;
        }
    }

    /// Where an object is shown: (zone code, row), or elsewhere.
    fn lookup(&self, id: ObjectId) -> (i32, i32) {
        self.refs.iter().find(|r| r.0 == id).map_or((zone_ref::ELSEWHERE, 0), |r| (r.1, r.2))
    }

    fn target(&self, game: &Game, viewer: PlayerId, t: Target) -> (i32, i32) {
        match t {
            Target::Player(p) if p == viewer => (zone_ref::ME, 0),
            Target::Player(p) => (zone_ref::OPPONENT, offset(game, viewer, p) as i32 - 1),
            Target::Object(id) => self.lookup(id),
        }
    }

    fn write_answer(&self, game: &Game, viewer: PlayerId, a: &Answer, row: &mut [i32]) {
        use Answer as A;
        row[0] = answer_code(a);
        let object = |id: ObjectId, row: &mut [i32]| {
            let (z, i) = self.lookup(id);
            row[1] = z;
            row[2] = i;
            row[3] = card_of(game, id);
        };
        let mana = |m: ManaType| m as i32 + 1;
        match *a {
            A::Object(id)
            | A::PlayLand(id)
            | A::Cast(id)
            | A::CastAlternate(id)
            | A::PlayLandAlternate(id)
            | A::CastFaceDown(id)
            | A::TurnFaceUp(id)
            | A::Suspend(id)
            | A::Foretell(id)
            | A::Plot(id) => object(id, row),
            A::Activate { source, ability } => {
                object(source, row);
                row[6] = ability as i32;
            }
            A::ActivateMana { source, ability, mana: m } => {
                object(source, row);
                row[6] = ability as i32;
                row[7] = mana(m);
            }
            A::Convoke { creature, mana: m } => {
                object(creature, row);
                row[7] = mana(m);
            }
            A::PayFromPool(m) | A::Mana(m) => row[7] = mana(m),
            A::Color(c) => row[7] = c as i32 + 1,
            A::Number(n) => row[8] = n.min(i32::MAX as u32) as i32,
            A::CreatureType(t) => row[8] = t.0 as i32,
            A::CardType(t) => row[8] = t as i32,
            A::Target(t) | A::AssignDamage(t) | A::AssignAllDamage(t) => {
                let (z, i) = self.target(game, viewer, t);
                row[4] = z;
                row[5] = i;
                if let Target::Object(id) = t {
                    row[3] = card_of(game, id);
                }
            }
            A::Attack { attacker, target } => {
                object(attacker, row);
                (row[4], row[5]) = self.target(game, viewer, target);
            }
            A::Block { blocker, attacker } => {
                object(blocker, row);
                (row[4], row[5]) = self.lookup(attacker);
            }
            A::Replacement(r) => {
                object(r.source, row);
                row[6] = r.ability.index as i32;
            }
            _ => {}
        }
    }
}

/// CR 903: `owner`'s objects in the command zone, casts of their commanders from it
/// (CR 903.8), and the most combat damage one of them dealt `to` (CR 903.10a).
fn commander_facts(game: &Game, owner: PlayerId, to: PlayerId) -> (i32, i32, i32) {
    let Some(cs) = game.commander_state() else { return (0, 0, 0) };
    let zone = cs.zone().iter().filter(|&&id| game.object(id).is_some_and(|o| o.owner == owner)).count();
    let mine = cs.commanders().iter().filter(|(_, o)| *o == owner);
    let casts: u32 = mine.clone().map(|&(i, _)| cs.casts(i, owner)).sum();
    let damage = mine.map(|&(i, _)| cs.damage_to(i, to)).max().unwrap_or(0);
    (zone as i32, casts.min(i32::MAX as u32) as i32, damage.min(i32::MAX as u32) as i32)
}

/// The card an object is (table index + 1), as its characteristics say (a face-down
/// permanent shows its face-down definition, never the hidden card).
fn card_of(game: &Game, id: ObjectId) -> i32 {
    match game.characteristics(id) {
        Some(c) => c.face.0 as i32 + 1,
        None => game.last_known(id).map_or(0, |o| o.card.0 as i32 + 1),
    }
}

