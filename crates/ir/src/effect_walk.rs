//! Walking an instruction's parts: the players and amounts it names (inner instructions
//! included), and whether it asks anyone anything.

use crate::effect::{Amount, Effect, PlayerRef, Recipient};

impl Effect {
    /// Whether `f` holds for the instruction or one of its inner instructions (the
    /// branches of "if", "may", "for each", "each player who", "[player] …").
    pub fn any(&self, f: &dyn Fn(&Effect) -> bool) -> bool {
        if f(self) {
            return true;
        }
        match self {
            Effect::Optional(e)
            | Effect::IfYouDo { effect: e, .. }
            | Effect::ByPlayer { effect: e, .. }
            | Effect::ForEach { effect: e, .. }
            | Effect::EachPlayerWho { effect: e, .. } => e.any(f),
            Effect::If { effect: e, otherwise, .. } => e.any(f) || otherwise.as_ref().is_some_and(|o| o.any(f)),
            _ => false,
        }
    }

    /// Calls `f` on every player the instruction names, inner instructions included.
    pub fn players_mut(&mut self, f: &mut dyn FnMut(&mut PlayerRef)) {
        match self {
            Effect::DealDamage { to: Recipient::Player(player) | Recipient::PlayerOrTheirPlaneswalker(player), .. }
            | Effect::Draw { player, .. }
            | Effect::GainLife { player, .. }
            | Effect::LoseLife { player, .. }
            | Effect::WinGame { player }
            | Effect::LoseGame { player }
            | Effect::Mill { player, .. }
            | Effect::ExileTop { player, .. }
            | Effect::DiscardHand { player }
            | Effect::Discard { player, .. }
            | Effect::Sacrifices { player, .. }
            | Effect::ExileGraveyard { player }
            | Effect::PlayerMoves(crate::zones::PlayerMoves { player, .. })
            | Effect::SearchName(crate::zones::SearchName { player, .. })
            | Effect::ShuffleLibrary { player }
            | Effect::ShuffleHandIntoLibrary { player, .. }
            | Effect::HandToLibrary { player, .. }
            | Effect::ExileTopMayPlay { player, .. }
            | Effect::RevealUntil { player, .. }
            | Effect::CreateTokens { player, .. }
            | Effect::CreateEmblem { player, .. }
            | Effect::SkipNextTurn { player }
            | Effect::SkipNextCombat { player } => f(player),
            Effect::Prevent { damage, .. } => {
                damage.by.players_mut(f);
                damage.to.players_mut(f);
            }
            Effect::Optional(e) | Effect::IfYouDo { effect: e, .. } => e.players_mut(f),
            // The inner instruction's players are relative to the acting player.
            Effect::ByPlayer { player, .. } => f(player),
            Effect::If { effect: e, otherwise, .. } => {
                e.players_mut(f);
                if let Some(o) = otherwise {
                    o.players_mut(f);
                }
            }
            _ => {}
        }
    }

    /// Calls `f` on every amount the instruction uses, inner instructions included.
    pub fn amounts_mut(&mut self, f: &mut dyn FnMut(&mut Amount)) {
        match self {
            Effect::DealDamage { amount, .. }
            | Effect::DealDamageDivided { amount, .. }
            | Effect::Pump { times: amount, .. }
            | Effect::Draw { amount, .. }
            | Effect::GainLife { amount, .. }
            | Effect::LoseLife { amount, .. }
            | Effect::Explore { times: amount, .. }
            | Effect::PutCounters { amount, .. }
            | Effect::Scry { amount }
            | Effect::AddMana(crate::ManaProduction::OneOfAmount { amount, .. })
            | Effect::Surveil { amount }
            | Effect::Mill { amount, .. }
            | Effect::ExileTop { amount, .. }
            | Effect::PayLife { amount }
            | Effect::Monstrosity { amount }
            | Effect::Renown { amount }
            | Effect::CopySpell { times: amount, .. }
            | Effect::RemoveCounters { amount, .. }
            | Effect::Discard { amount, .. }
            | Effect::Discover { amount }
            | Effect::GetEnergy { amount }
            | Effect::Dig { count: amount, .. }
            | Effect::RevealUntil { count: amount, .. }
            | Effect::Reorder { amount, .. }
            | Effect::HandToLibrary { count: amount, .. }
            | Effect::ExileTopMayPlay { count: amount, .. }
            | Effect::PreventNext { amount, .. }
            | Effect::Sacrifices { count: amount, .. }
            | Effect::ReturnChosen { count: amount, .. }
            | Effect::UntapUpTo { count: amount, .. }
            | Effect::TapChosen { count: amount, .. } => f(amount),
            Effect::CounterUnlessPays { per: Some(amount), .. } | Effect::Search { most: Some(amount), .. } => f(amount),
            Effect::CreateTokens { amount, pt, .. } => {
                f(amount);
                if let Some(x) = pt {
                    f(x);
                }
            }
            Effect::Optional(e) | Effect::IfYouDo { effect: e, .. } | Effect::ByPlayer { effect: e, .. } => e.amounts_mut(f),
            Effect::ForEach { effect: e, only, .. } => {
                if let Some(crate::target::Relative::ManaValue { amount, .. }) = only {
                    f(amount);
                }
                e.amounts_mut(f)
            }
            Effect::If { effect: e, otherwise, .. } => {
                e.amounts_mut(f);
                if let Some(o) = otherwise {
                    o.amounts_mut(f);
                }
            }
            Effect::Delayed { effects, .. } | Effect::Reflexive { effects, .. } => effects.iter_mut().for_each(|e| e.amounts_mut(f)),
            Effect::Becomes { becomes, .. } => {
                if let Some((p, t)) = &mut becomes.pt {
                    f(p);
                    f(t);
                }
            }
            _ => {}
        }
    }

    /// Whether the instruction completes without asking anyone anything, so that it may
    /// be repeated for each object of a group.
    pub fn asks_nothing(&self) -> bool {
        matches!(
            self,
            Effect::DealDamage { .. }
                | Effect::Pump { .. }
                | Effect::Destroy { .. }
                | Effect::Regenerate { .. }
                | Effect::Exile { .. }
                | Effect::Tap { .. }
                | Effect::Untap { .. }
                | Effect::PutCounters { .. }
                | Effect::ReturnToHand { .. }
                | Effect::GainKeywords { .. }
                | Effect::GainFlashback { .. }
                | Effect::GraveyardGainsFlashback { .. }
                | Effect::LoseKeywords { .. }
                | Effect::GainAbility { .. }
                | Effect::GainProtection { .. }
                | Effect::CantBeBlockedByColor { .. }
                | Effect::SetBasePt { .. }
                | Effect::SetColors { .. }
                | Effect::SkipNextUntap { .. }
                | Effect::GainCombatRule { .. }
                | Effect::Restrict { .. }
                | Effect::AddTypes { .. }
                | Effect::Becomes { .. }
                | Effect::PhaseOut { .. }
        )
    }
}
