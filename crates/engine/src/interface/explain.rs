//! Events in words, with card names: the judge's view of a game (`--trace`).

use crate::state::events::{Event, EventKind, Target};
use crate::state::game::Game;
use mw_types::ObjectId;

impl Game {
    fn n(&self, id: ObjectId) -> &str {
        // CR 708.2a: a face-down object has no name; say what it is.
        match self.name(id) {
            "" => "a face-down creature",
            n => n,
        }
    }

    fn t(&self, t: Target) -> String {
        match t {
            Target::Player(p) => p.to_string(),
            Target::Object(id) => self.n(id).to_string(),
        }
    }

    /// One event as a sentence, prefixed by the rule that produced it.
    pub fn explain(&self, e: &Event) -> String {
        use EventKind::*;
        let text = match &e.kind {
            GameStarted { starting_player } => format!("the game begins; {starting_player} starts"),
            Shuffled { player } => format!("{player} shuffles their library"),
            Mulliganed { player, count } => format!("{player} mulligans (mulligan {count})"),
            Kept { player } => format!("{player} keeps their hand"),
            PutOnBottom { player, .. } => format!("{player} puts a card on the bottom of their library"),
            TurnBegan { turn, player } => format!("turn {turn} begins: {player} is the active player"),
            StepBegan { step } => format!("{step} step begins"),
            StepSkipped { step } => format!("{step} step is skipped"),
            Untapped { object } => format!("{} untaps", self.n(*object)),
            Tapped { object } => format!("{} becomes tapped", self.n(*object)),
            Drew { player, .. } => format!("{player} draws a card"),
            DrewFromEmptyLibrary { player } => format!("{player} has to draw from an empty library"),
            PriorityPassed { player } => format!("{player} passes priority"),
            LandPlayed { player, card } => format!("{player} plays {}", self.n(*card)),
            SpellCopied { player, spell } => format!("{player} puts a copy of {} on the stack", self.n(*spell)),
            SpellCast { player, spell } => format!("{player} casts {}", self.n(*spell)),
            AbilityActivated { player, source } => format!("{player} activates an ability of {}", self.n(*source)),
            ActivationReversed { player, source } => format!("{player}'s activation of an ability of {} is reversed", self.n(*source)),
            TriggerPutOnStack { player, source } => {
                format!("{player} puts a triggered ability of {} on the stack", self.n(*source))
            }
            TargetChosen { target } => format!("target: {}", self.t(*target)),
            XChosen { value } => format!("X is {value}"),
            ModeChosen { mode } => format!("mode {mode} is chosen"),
            ManaAdded { player, mana, amount } => format!("{player} adds {amount} {mana}"),
            ManaReplaced { player } => format!("{player}'s mana is replaced (tapped for mana)"),
            ManaSpent { player, mana } => format!("{player} spends {mana}"),
            LoyaltyPaid { object, amount } => format!("{} pays {amount:+} loyalty", self.n(*object)),
            LifePaid { player, amount } => format!("{player} pays {amount} life"),
            ManaEmptied { player } => format!("{player}'s mana pool empties"),
            Resolved { object, .. } => format!("{} resolves", self.n(*object)),
            DidNotResolve { object, .. } => format!("{} doesn't resolve: all its targets are illegal", self.n(*object)),
            Countered { object, .. } => format!("{} is countered", self.n(*object)),
            DamageDealt { source, to, amount } => {
                format!("{} deals {amount} damage to {}", self.n(*source), self.t(*to))
            }
            DamagePrevented { source, to, amount } => {
                format!("{amount} damage from {} to {} is prevented", self.n(*source), self.t(*to))
            }
            CountersPut { object, kind, amount } => format!("{amount} {kind} counter(s) on {}", self.n(*object)),
            CountersRemoved { object, kind, amount } => format!("{amount} {kind} counter(s) removed from {}", self.n(*object)),
            LifeGained { player, amount } => format!("{player} gains {amount} life"),
            LifeLost { player, amount } => format!("{player} loses {amount} life"),
            PowerToughnessChanged { object, power, toughness } => {
                format!("{} gets {power:+}/{toughness:+}", self.n(*object))
            }
            ZoneChanged { card, from, to, .. } => format!("{} moves from {from} to {to}", self.n(*card)),
            Discarded { player, card } => format!("{player} discards {}", self.n(*card)),
            Destroyed { object } => format!("{} is destroyed", self.n(*object)),
            CreatureTypeChosen { creature_type } => format!("{} is chosen", creature_type.name()),
            ColorChosen { color } => format!("{color:?} is chosen").to_lowercase(),
            CardTypeChosen { card_type } => format!("{} is chosen", card_type.name().to_lowercase()),
            NameChosen { card } => format!("the name {} is chosen", self.def(*card).name),
            PlayerChosen { player } => format!("{player} is chosen"),
            NumberChosen { number } => format!("{number} is chosen"),
            ParityChosen { odd } => (if *odd { "odd is chosen" } else { "even is chosen" }).to_string(),
            ControlChanged { object, controller } => format!("{controller} now controls {}", self.n(*object)),
            ReplacementApplied { object, source } => {
                format!("a replacement effect of {} applies to {}", self.n(*source), self.n(*object))
            }
            DrawReplaced { player, source } => format!("{player}'s draw is replaced by {}", self.n(*source)),
            BecameCopy { object, of } => format!("{} is now a copy of {}", self.n(*object), self.def(*of).name),
            Attached { object, to } => format!("{} becomes attached to {}", self.n(*object), self.n(*to)),
            TokenCreated { player, token } => format!("{player} creates {}", self.n(*token)),
            EmblemCreated { player, .. } => format!("{player} gets an emblem"),
            PhasedOut { object } => format!("{} phases out", self.n(*object)),
            PhasedIn { object } => format!("{} phases in", self.n(*object)),
            Fought { a, b } => format!("{} fights {}", self.n(*a), self.n(*b)),
            Explored { object } => format!("{} explores", self.n(*object)),
            BecameMonarch { player } => format!("{player} becomes the monarch"),
            SpeedChanged { player, speed } => format!("{player}'s speed becomes {speed}"),
            RingTempted { player, bearer: Some(b), times } => format!("the Ring tempts {player} ({times} times); {} is their Ring-bearer", self.n(*b)),
            RingTempted { player, bearer: None, times } => format!("the Ring tempts {player} ({times} times)"),
            RegenerationShield { object } => format!("{} gets a regeneration shield", self.n(*object)),
            Regenerated { object } => format!("{} regenerates", self.n(*object)),
            Connived { object } => format!("{} connives", self.n(*object)),
            PoisonCountersGiven { player, amount } => format!("{player} gets {amount} poison counter(s)"),
            Revealed { player, card } => format!("{player} reveals {}", self.n(*card)),
            TurnedFaceUp { object } => format!("{} is turned face up", self.n(*object)),
            Transformed { object } => format!("a permanent transforms into {}", self.n(*object)),
            Voted { player, object, .. } if *object != crate::state::game::NO_OBJECT => format!("{player} votes for {}", self.n(*object)),
            Voted { player, option, .. } => format!("{player} votes for option {}", option + 1),
            CoinFlipped { player, won } => format!("{player} {} the coin flip", if *won { "wins" } else { "loses" }),
            TurnSkipped { player } => format!("{player} skips a turn"),
            CombatSkipped { player } => format!("{player} skips a combat phase"),
            LookedAtHand { viewer, player } => format!("{viewer} looks at {player}'s hand"),
            DiceRolled { player, sides, result } => format!("{player} rolls {result} on d{sides}"),
            Clashed { player, won } => format!("{player} {} the clash", if *won { "wins" } else { "doesn't win" }),
            Sacrificed { object } => format!("{} is sacrificed", self.n(*object)),
            AttackerDeclared { attacker, target } => format!("{} attacks {}", self.n(*attacker), self.t(*target)),
            BlockerDeclared { blocker, attacker } => {
                format!("{} blocks {}", self.n(*blocker), self.n(*attacker))
            }
            DamageWoreOff => "damage wears off".to_string(),
            EffectsEnded => "\"until end of turn\" effects end".to_string(),
            PlayerLost { player, reason } => {
                let why = match reason {
                    crate::state::events::LossReason::Life => "0 or less life",
                    crate::state::events::LossReason::EmptyLibrary => "drew from an empty library",
                    crate::state::events::LossReason::Poison => "ten or more poison counters",
                    crate::state::events::LossReason::Conceded => "conceded",
                    crate::state::events::LossReason::CommanderDamage => "21 or more combat damage from one commander",
                    crate::state::events::LossReason::Effect => "an effect said so",
                    crate::state::events::LossReason::AnotherWon => "another player won the game",
                };
                format!("{player} loses the game ({why})")
            }
            LeftGame { player } => {
                format!("{player} leaves the game: their cards leave it, what they control is exiled")
            }
            GameWon { player } => format!("{player} wins the game"),
            GameDrawn => "the game is a draw".to_string(),
        };
        format!("[CR {}] {text}", e.rule)
    }
}

impl Game {
    /// A question in words, for a person deciding it.
    pub fn describe_question(&self, q: &crate::state::decisions::Question) -> String {
        use crate::state::decisions::Question::*;
        match q {
            Mulligan { mulligans_taken } => format!("keep this hand or mulligan? ({mulligans_taken} taken)"),
            PutOnBottom { remaining } => format!("put a card on the bottom of your library ({remaining} to go)"),
            OpeningHand => "choose a card of your opening hand to begin the game with on the battlefield, or done".to_string(),
            Priority => "you have priority".to_string(),
            ChooseMode => "choose a mode".to_string(),
            ChooseX { max } => format!("choose X (at most {max})"),
            ChooseTimes { max } => format!("how many times to pay the additional cost (at most {max})"),
            ChooseCost { options } => format!("which additional cost to pay (1 to {options}, in the card's order)"),
            Vote { .. } => "what to vote for (an option by its number, from 1, in the card's order, or a permanent)".into(),
            DivideDamage { remaining, .. } => format!("divide damage: this target's share of {remaining}"),
            PayOptionalCost { cost } => format!("pay the optional cost {cost} (kicker, buyback)?"),
            PayLifeOrTapped { object, life } => format!("pay {life} life, or {} enters tapped?", self.n(*object)),
            RevealOrTapped { object } => format!("reveal a card from your hand, or {} enters tapped?", self.n(*object)),
            CounterOrHaste { object, haste: true } => format!("{} enters with a +1/+1 counter (yes) or haste (no)?", self.n(*object)),
            CounterOrHaste { object, haste: false } => format!("{} enters with a +1/+1 counter?", self.n(*object)),
            ChooseTarget { source, index } => format!("choose target {} for {}", index + 1, self.n(*source)),
            PayAdditionalCost { source } => format!("choose what to sacrifice or discard for {}", self.n(*source)),
            PayMana { source } => format!("pay for {}", self.n(*source)),
            DeclareAttackers => "declare attackers, one at a time, then done".to_string(),
            DeclareBlockers => "declare blockers, one at a time, then done".to_string(),
            AssignDamage { attacker, remaining } => {
                format!("assign {}'s combat damage ({remaining} left)", self.n(*attacker))
            }
            PayOrCounter { cost, life: 0 } => format!("pay {cost}, or the spell is countered"),
            PayOrCounter { life, .. } => format!("pay {life} life, or the spell is countered"),
            MayPay { cost } => format!("you may pay {cost}"),
            MayPayEnergy { amount } => format!("you may pay {amount} energy"),
            ExploreChoice { card } => format!("{} was revealed: keep it on top or put it into your graveyard?", self.n(*card)),
            TopOrBottom { card } => format!("put {} on the top or the bottom of its owner's library?", self.n(*card)),
            Arrange { card: Some(c) } => format!("{}: keep on top, or put away?", self.n(*c)),
            Arrange { card: None } => "which card goes on top?".to_string(),
            CastWithoutPaying { card } => format!("cast {} without paying its mana cost?", self.n(*card)),
            CastForCost { card, kind } => format!("cast {} for its {} cost?", self.n(*card), kind.keyword()),
            SearchLibrary => "choose a card to find in your library, or done".to_string(),
            ChooseCards => "choose a card, or done".to_string(),
            ChooseCardName { object } => format!("choose a card name for {}", self.n(*object)),
            Proliferate => "choose a permanent or player with counters to proliferate, then done".to_string(),
            MayDo { source } => format!("use the \"you may\" instruction of {}?", self.n(*source)),
            Discard { remaining } => format!("discard ({remaining} to go)"),
            OrderTriggers => "which triggered ability goes on the stack next?".to_string(),
            LegendRule => "choose the legendary permanent to keep".to_string(),
            CommandZone { card } => format!("put {} into the command zone?", self.n(*card)),
            ChooseReplacement { object } => format!("which replacement effect applies next to {} entering?", self.n(*object)),
            ReplaceDraw => "which replacement effect applies to your draw (or none)?".to_string(),
            ReplaceMove { card, to } => format!("which replacement effect applies next to {} going to the {}?", self.n(*card), to.name()),
            ChooseCopy { object } => format!("what does {} enter as a copy of?", self.n(*object)),
            ChooseCreatureType { object } => format!("choose a creature type for {}", self.n(*object)),
            ChooseColor { object } => format!("choose a color for {}", self.n(*object)),
            ChooseCardType { object } => format!("choose a card type for {}", self.n(*object)),
            ChoosePlayer { object } => format!("choose a player for {}", self.n(*object)),
            ChooseParity { object } => format!("choose odd or even for {}", self.n(*object)),
            ChooseNumber { object, max } => format!("choose a number up to {max} for {}", self.n(*object)),
            ChooseMana => "choose the mana to add".to_string(),
            ChooseDamaged { source } => format!("which player or planeswalker does {} deal damage to?", self.n(*source)),
            ChooseAttacked { attacker } => format!("which player or planeswalker does {} attack?", self.n(*attacker)),
            ChooseSacrifice => "choose a permanent to sacrifice".to_string(),
            ChoosePermanent => "choose a permanent".to_string(),
            ChooseDiscard { player } => format!("choose a card for {player} to discard"),
            Dig { bottom: false } => "take a card you looked at, or done".to_string(),
            Dig { bottom: true } => "choose the next card to put on the bottom of your library".to_string(),
            DigOnTop => "choose the next card to put back on top of your library (the first chosen ends up on top)".to_string(),
            HandToLibrary { remaining, top } => {
                let place = if *top { "on top of" } else { "on the bottom of" };
                format!("choose a card from your hand to put {place} your library (the first chosen ends up highest; {remaining} to go)")
            }
            GameOver => "the game is over".to_string(),
        }
    }

    /// An answer in words, for a person choosing among the legal answers.
    pub fn describe_answer(&self, a: &crate::state::decisions::Answer) -> String {
        use crate::state::decisions::Answer::*;
        match *a {
            Keep => "keep".to_string(),
            Mulligan => "mulligan".to_string(),
            Yes => "yes".to_string(),
            No => "no".to_string(),
            KeepOnTop => "keep on top".to_string(),
            ToGraveyard => "put into the graveyard".to_string(),
            ToBottom => "put on the bottom".to_string(),
            Object(id) => self.n(id).to_string(),
            Pass => "pass".to_string(),
            PlayLand(id) => format!("play {}", self.n(id)),
            Cast(id) => format!("cast {}", self.n(id)),
            CastFaceDown(id) => format!("cast {} face down", self.n(id)),
            CastAlternative { card, cost } => format!("cast {} for its {} cost", self.n(card), self.alternative_word(card, cost)),
            TurnFaceUp(id) => format!("turn {} face up", self.n(id)),
            Suspend(id) => format!("suspend {}", self.n(id)),
            Foretell(id) => format!("foretell {}", self.n(id)),
            Plot(id) => format!("plot {}", self.n(id)),
            CastAlternate(id) => format!("cast {} as {}", self.n(id), self.alternate_name(id).unwrap_or("?")),
            PlayLandAlternate(id) => format!("play {} as {}", self.n(id), self.alternate_name(id).unwrap_or("?")),
            Activate { source, ability } => format!("activate {} (ability {})", self.n(source), ability + 1),
            ActivateMana { source, mana, .. } => format!("tap {} for {mana}", self.n(source)),
            Convoke { creature, mana } => format!("tap or exile {} for convoke, improvise or delve, paying {mana}", self.n(creature)),
            PayFromPool(t) => format!("spend {t} from your pool"),
            PayLife => "pay 2 life".to_string(),
            AutoPay => "pay automatically".to_string(),
            PayPlan(i) => self.plan_words(i),
            Number(n) => n.to_string(),
            CardName(c) => self.def(c).name.clone(),
            Target(t) => self.t(t),
            Attack { attacker, target } => format!("attack {} with {}", self.t(target), self.n(attacker)),
            Block { blocker, attacker } => format!("block {} with {}", self.n(attacker), self.n(blocker)),
            AssignDamage(t) => format!("one damage to {}", self.t(t)),
            AssignAllDamage(t) => format!("the rest of the damage to {}", self.t(t)),
            Done => "done".to_string(),
            Replacement(r) => format!("{}'s effect ({})", self.n(r.source), self.def(r.ability.card).name),
            CreatureType(t) => t.name().to_string(),
            CardType(t) => t.name().to_lowercase(),
            Color(c) => format!("{c:?}").to_lowercase(),
            Mana(t) => format!("add {t}"),
        }
    }
}

impl Game {
    /// An event as `viewer` may know it (DESIGN.md invariant 3): a card moving between
    /// hidden zones (hand, library) that the viewer doesn't own is "a card".
    pub fn explain_to(&self, viewer: mw_types::PlayerId, e: &Event) -> String {
        use crate::state::zones::Zone;
        if let EventKind::ZoneChanged { card, from, to, .. } = &e.kind {
            let hidden = |z: &Zone| matches!(z, Zone::Hand | Zone::Library);
            let owner = self.objects.last_known(*card).map(|o| o.owner);
            if hidden(from) && hidden(to) && owner != Some(viewer) {
                let who = owner.map_or("?".to_string(), |p| p.to_string());
                return format!("[CR {}] a card of {who}'s moves from {from} to {to}", e.rule);
            }
        }
        self.explain(e)
    }
}
