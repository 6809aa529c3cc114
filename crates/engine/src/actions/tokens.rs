//! Tokens (CR 111): created on the battlefield from a definition the card table knows,
//! and gone when they leave it (CR 704.5d, 111.7).

use crate::state::events::EventKind;
use crate::state::game::Game;
use crate::state::zones::Zone;
use mw_ir::CardDef;
use mw_types::{ObjectId, PlayerId};
use smallvec::SmallVec;

impl Game {
    /// CR 111.1 / 701.7: creates `n` tokens under `controller`; each enters through the
    /// replacement pipeline (CR 614.1c: "enters tapped", copy effects, …).
    pub(crate) fn create_tokens(&mut self, token: &CardDef, n: u32, tapped: bool, controller: PlayerId) -> SmallVec<[ObjectId; 2]> {
        let mut created = SmallVec::new();
        let Some(card) = self.cards.token_id(token) else { return created };
        for _ in 0..n.min(1_000) {
            if let Some(id) = self.create_one_token(card, tapped, controller, None) {
                created.push(id);
            }
        }
        created
    }

    /// One token of the card-table definition `card`; with `attach`, entering attached
    /// to that object (CR 303.4i).
    fn create_one_token(&mut self, card: mw_types::CardId, tapped: bool, controller: PlayerId, attach: Option<ObjectId>) -> Option<ObjectId> {
        let then = crate::actions::entering::Then::Instruction;
        let mut e = crate::actions::entering::Entering::new(None, card, controller, controller, then);
        e.tapped = tapped;
        e.rule = "111.1";
        // Tokens never ask (see `Entering`), so this finishes at once.
        let crate::actions::entering::Entered::Done(id, _) = self.enter(e) else { return None };
        if attach.is_some() {
            self.set_attached(id, attach);
        }
        self.emit("111.1", EventKind::TokenCreated { player: controller, token: id });
        // "then attach ~ to it" (living weapon): the token just created.
        if let Some(r) = self.resolving.as_mut() {
            r.returned = Some(id);
        }
        self.entered_battlefield(id);
        Some(id)
    }

    /// CR 303.4i: an Aura token (a Role, CR 303.7) created attached to `to`: not created
    /// unless `to` is on the battlefield and its enchant ability allows it.
    /// FIXME: CR 702.16c: protection of `to` from the token is seen only by the
    /// state-based action (CR 704.5m) after it is created.
    pub(crate) fn create_attached_token(&mut self, token: &CardDef, to: ObjectId, controller: PlayerId, source: ObjectId) -> Option<ObjectId> {
        let card = self.cards.token_id(token)?;
        let spec = crate::state::announcing::enchant(token)?;
        let mw_ir::TargetKind::Permanent(filter) = &spec.kind else { return None };
        let on = self.objects.get(to).is_some_and(|o| o.zone == Zone::Battlefield);
        let c = self.characteristics(to)?;
        if !on || !self.filter_accepts(filter, to, &c, controller, source) {
            return None;
        }
        self.create_one_token(card, false, controller, Some(to))
    }

    /// CR 111.10 / 707.2: a token that's a copy of `of` (its copiable values, as it is or
    /// as it last existed), tapped if `tapped`; its entering may ask (the copied card's
    /// own choices). CR 707.9b: the exceptions to the copy (`CopyExcept`) are part of its
    /// copiable values. The token, when it has entered at once.
    pub(crate) fn create_token_copy(&mut self, of: ObjectId, except: CopyExcept, controller: PlayerId, tapped: bool) -> (crate::actions::Arrival, Option<ObjectId>) {
        let mut v = self.copiable(of);
        v.extra_keywords |= except.keywords;
        if except.pt.is_some() {
            v.pt = except.pt;
        }
        let then = crate::actions::entering::Then::Instruction;
        let mut e = crate::actions::entering::Entering::new(None, v.card, controller, controller, then);
        e.copy = Some(v);
        e.tapped = tapped;
        e.rule = "707.2";
        match self.enter(e) {
            crate::actions::entering::Entered::Done(id, _) => {
                self.emit("111.1", EventKind::TokenCreated { player: controller, token: id });
                // "Sacrifice it at the beginning of the next end step": the token.
                self.note_returned(id);
                self.entered_battlefield(id);
                (crate::actions::Arrival::Done, Some(id))
            }
            crate::actions::entering::Entered::Stayed(_) => (crate::actions::Arrival::Done, None),
            crate::actions::entering::Entered::Asked => (crate::actions::Arrival::Entering, None),
        }
    }

    /// CR 704.5d: tokens outside the battlefield (and the stack) cease to exist.
    pub(crate) fn tokens_elsewhere(&self) -> Vec<ObjectId> {
        if self.tokens == 0 {
            return Vec::new();
        }
        self.objects
            .live()
            .filter(|(_, o)| o.is_token && !matches!(o.zone, Zone::Battlefield | Zone::Stack))
            .map(|(id, _)| id)
            .collect()
    }

}

/// CR 707.9b: exceptions to a token copy, part of its copiable values: keywords it has
/// (`Keyword::bit` set, "except it has haste") and its base power and toughness
/// ("except it's 1/1").
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CopyExcept {
    pub keywords: u32,
    pub pt: Option<(i32, i32)>,
}
