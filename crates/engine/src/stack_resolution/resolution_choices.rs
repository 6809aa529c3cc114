//! Choices an instruction makes as it resolves (CR 608.2d): "choose a creature type",
//! "choose a color", "choose creature or land", "choose a nonland card name"; the same
//! questions and answers serve a permanent's choice as it enters (CR 614.12a). Later instructions and filters of the same ability read "the chosen
//! type (color)"; a permanent's static abilities read the choice it made as it entered
//! (CR 614.12). Also protection from a color until end of turn (CR 702.16) and becoming a
//! color (CR 105.3). A player chosen ("choose an opponent [at random]") is "that player"
//! of later instructions (`PlayerRef::Chosen`); odd or even is "the chosen quality".

use crate::continuous_effects::characteristics::LayerEffect;
use crate::state::decisions::{Answer, Question};
use crate::stack_resolution::effects::{EffectCtx, Flow};
use crate::state::game::{Game, Pending};
use crate::state::objects::Chosen;
use crate::stack_resolution::resolution::Wait;
use crate::state::zones::Zone;
use crate::state::events::EventKind;
use mw_ir::{Choice, ChosenIs, Duration, NameOf, Subject};
use mw_types::{CardId, CardType, Color, ColorSet, ObjectId, PlayerId};

impl Game {
    /// "choose a creature type / a color / an opponent": the controller is asked; a
    /// player "at random" is picked by the game's generator (CR 608.2d), and with no
    /// player to choose (CR 609.3) nothing is.
    pub(crate) fn begin_choice(&mut self, choice: Choice, ctx: &EffectCtx) -> Flow {
        if let Choice::Player { random, .. } = choice {
            let mut players = Vec::new();
            self.choice_answers(choice, ctx.controller, &mut players);
            if random || players.len() <= 1 {
                let i = if players.len() > 1 { rand::Rng::random_range(&mut self.rng, 0..players.len()) } else { 0 };
                if let Some(&answer) = players.get(i) {
                    self.answer_choice(choice, answer);
                }
                return Flow::Done;
            }
        }
        let wait = Wait::Choose { player: ctx.controller, choice };
        Flow::Ask(wait, Pending::Resolution { player: ctx.controller })
    }

    pub(crate) fn choice_question(&self, choice: Choice) -> Question {
        let object = self.resolving.as_ref().map_or(crate::state::game::NO_OBJECT, |r| r.source);
        Self::choice_question_for(choice, object)
    }

    /// The question a choice asks, for `object` (the resolving source, or the permanent
    /// entering, CR 614.12a).
    pub(crate) fn choice_question_for(choice: Choice, object: ObjectId) -> Question {
        match choice {
            Choice::CreatureType => Question::ChooseCreatureType { object },
            Choice::Color | Choice::ColorOtherThan(_) => Question::ChooseColor { object },
            Choice::CardType { .. } => Question::ChooseCardType { object },
            Choice::CardName(_) => Question::ChooseCardName { object },
            Choice::Player { .. } => Question::ChoosePlayer { object },
            Choice::Parity => Question::ChooseParity { object },
            Choice::Number { max, .. } => Question::ChooseNumber { object, max: max as u32 },
        }
    }

    /// The answers to `choice`, made by `chooser`.
    pub(crate) fn choice_answers(&self, choice: Choice, chooser: PlayerId, out: &mut Vec<Answer>) {
        match choice {
            // CR 102.2, 800.4a: players still in the game; an opponent is one other than
            // the chooser.
            Choice::Player { opponent, .. } => out.extend(
                self.apnap().into_iter().filter(|&p| !self.players[p.index()].has_lost && !(opponent && p == chooser)).map(|p| Answer::Target(crate::state::events::Target::Player(p))),
            ),
            Choice::Parity => out.extend([Answer::Number(1), Answer::Number(0)]),
            Choice::Number { min, max } => out.extend((min..=max).map(|n| Answer::Number(n as u32))),
            Choice::CreatureType => out.extend(mw_types::CreatureType::all().map(Answer::CreatureType)),
            Choice::Color => out.extend(Color::ALL.into_iter().map(Answer::Color)),
            Choice::ColorOtherThan(not) => out.extend(Color::ALL.into_iter().filter(|&c| c != not).map(Answer::Color)),
            Choice::CardType { among } => out.extend(Choice::CARD_TYPES.into_iter().filter(|&t| Choice::offers_type(among, t)).map(Answer::CardType)),
            Choice::CardName(of) => {
                let before = out.len();
                out.extend(self.cards.names().iter().filter(|&&c| self.name_offered(of, c)).map(|&c| Answer::CardName(c)));
                // CR 201.3: any card name of the kind may be chosen, not only those in the
                // game; with none of the kind here, `Done` names one no object has.
                if out.len() == before {
                    out.push(Answer::Done);
                }
            }
        }
    }

    /// Whether `answer` is `Done` for a card name none of whose kind is in the game
    /// (`choice_answers`): nothing is chosen, and nothing has the chosen name.
    pub(crate) fn names_nothing(&self, choice: Choice, answer: Answer) -> bool {
        match (choice, answer) {
            (Choice::CardName(of), Answer::Done) => !self.cards.names().iter().any(|&c| self.name_offered(of, c)),
            _ => false,
        }
    }

    /// CR 201.3: whether the name of `card` is one of a kind the choice allows ("a
    /// nonbasic land card name": any face of the card qualifies it by its front face).
    fn name_offered(&self, of: NameOf, card: CardId) -> bool {
        let def = self.cards.get(self.cards.front(card));
        let is = |t: CardType| def.card_types.contains(&t);
        of.card_type.is_none_or(is)
            && of.not_type.is_none_or(|t| !is(t))
            && !(of.nonbasic && is(CardType::Land) && def.supertypes.contains(&mw_types::Supertype::Basic))
    }

    /// The value an answer chooses, if it is one of the choice's answers.
    pub(crate) fn chosen_of(&self, choice: Choice, answer: Answer) -> Option<Chosen> {
        match (choice, answer) {
            (Choice::CreatureType, Answer::CreatureType(t)) => Some(Chosen::CreatureType(t)),
            (Choice::Color, Answer::Color(c)) => Some(Chosen::Color(c)),
            (Choice::ColorOtherThan(not), Answer::Color(c)) if c != not => Some(Chosen::Color(c)),
            (Choice::CardType { among }, Answer::CardType(t)) if Choice::offers_type(among, t) => Some(Chosen::CardType(t)),
            (Choice::Player { .. }, Answer::Target(crate::state::events::Target::Player(p))) => Some(Chosen::Player(p)),
            (Choice::Parity, Answer::Number(n)) if n <= 1 => Some(Chosen::Parity(n == 1)),
            (Choice::Number { min, max }, Answer::Number(n)) if (min as u32..=max as u32).contains(&n) => Some(Chosen::Number(n as u8)),
            (Choice::CardName(of), Answer::CardName(c)) if self.name_offered(of, c) => {
                let i = self.cards.names().iter().position(|&n| n == c)?;
                Some(Chosen::Name(i as u16))
            }
            _ => None,
        }
    }

    /// CR 608.2d / 614.12a: the event of a value chosen.
    pub(crate) fn emit_chosen(&mut self, rule: &'static str, chosen: Chosen) {
        let kind = match chosen {
            Chosen::CreatureType(t) => EventKind::CreatureTypeChosen { creature_type: t },
            Chosen::Color(c) => EventKind::ColorChosen { color: c },
            Chosen::CardType(t) => EventKind::CardTypeChosen { card_type: t },
            Chosen::Name(i) => match self.cards.names().get(i as usize) {
                Some(&card) => EventKind::NameChosen { card },
                None => return,
            },
            Chosen::Player(player) => EventKind::PlayerChosen { player },
            Chosen::Parity(odd) => EventKind::ParityChosen { odd },
            Chosen::Number(number) => EventKind::NumberChosen { number },
        };
        self.emit(rule, kind);
    }

    /// The answer to an instruction's choice, kept on the resolution.
    pub(crate) fn answer_choice(&mut self, choice: Choice, answer: Answer) {
        let Some(chosen) = self.chosen_of(choice, answer) else { return };
        let Some(r) = self.resolving.as_mut() else { return };
        r.chosen = Some(chosen);
        // CR 607.2: a permanent's ability choosing ("When this land enters, choose a land
        // card name") is read by the permanent's linked static abilities after it resolves.
        let source = r.source;
        // A player or a parity is read by the resolution only: it leaves the choice the
        // permanent made as it entered in place.
        let linked = !matches!(chosen, Chosen::Player(_) | Chosen::Parity(_) | Chosen::Number(_));
        if let Some(o) = self.objects.get_mut(source).filter(|o| linked && o.zone == Zone::Battlefield) {
            o.chosen = Some(chosen);
        }
        self.emit_chosen("608.2d", chosen);
    }

    /// CR 706.2 / 608.2d: the result of the resolution's last die roll (`DieResult`) or
    /// the number it chose (`ChosenNumber`); 0 before any.
    pub(crate) fn resolution_number(&self, of: mw_ir::Counted) -> usize {
        let Some(r) = self.resolving.as_ref() else { return 0 };
        match (of, r.chosen) {
            (mw_ir::Counted::DieResult, _) => r.rolled as usize,
            (_, Some(Chosen::Number(n))) => n as usize,
            _ => 0,
        }
    }

    /// The choice "the chosen type (color)" means for an ability of `source`: its
    /// resolving instruction's, else the one `source` made as it entered.
    pub(crate) fn chosen_for(&self, source: ObjectId) -> Option<Chosen> {
        let resolving = self.resolving.as_ref().filter(|r| r.source == source).and_then(|r| r.chosen);
        resolving.or_else(|| self.objects.last_known(source).and_then(|o| o.chosen))
    }

    /// Whether `c` (with characteristics `ch`) relates to the chosen type or color as
    /// the filter says.
    pub(crate) fn chosen_holds(&self, is: ChosenIs, ch: &crate::continuous_effects::characteristics::Characteristics, source: ObjectId) -> bool {
        let chosen = self.chosen_for(source);
        match (is, chosen) {
            (ChosenIs::Type, Some(Chosen::CreatureType(t))) => self.has_creature_type(ch, t),
            (ChosenIs::NotType, Some(Chosen::CreatureType(t))) => !self.has_creature_type(ch, t),
            // CR 205.2a: "of the chosen type" after a card type was chosen.
            (ChosenIs::Type, Some(Chosen::CardType(t))) => ch.is(t),
            (ChosenIs::NotType, Some(Chosen::CardType(t))) => !ch.is(t),
            (ChosenIs::Color, Some(Chosen::Color(k))) => ch.colors.contains(k),
            // CR 202.3: its mana value is odd or even as chosen (zero is even).
            (ChosenIs::ManaValueParity, Some(Chosen::Parity(odd))) => (self.cards.mana_value(ch.face) % 2 == 1) == odd,
            // CR 201.2: its name (as it is now, a copy's included) is the chosen one.
            (ChosenIs::Name, Some(Chosen::Name(i))) => {
                self.cards.names().get(i as usize).is_some_and(|&n| self.cards.get(ch.face).name == self.cards.get(self.cards.front(n)).name)
            }
            // Nothing chosen: nothing is of the chosen type, everything isn't.
            (ChosenIs::NotType, _) => true,
            _ => false,
        }
    }

    /// These colors, or the color chosen by the resolving instruction (or as `source`
    /// entered).
    pub(crate) fn colors_or_chosen(&self, colors: Option<ColorSet>, source: ObjectId) -> Option<ColorSet> {
        match (colors, self.chosen_for(source)) {
            (Some(c), _) => Some(c),
            (None, Some(Chosen::Color(k))) => Some(ColorSet::single(k)),
            _ => None,
        }
    }

    /// CR 613.1e / 105.3: the permanent (or spell) becomes these colors, or the chosen
    /// color.
    pub(crate) fn set_colors(&mut self, subject: Subject, colors: mw_ir::NewColors, duration: Duration, ctx: &EffectCtx) {
        let colors = match colors {
            mw_ir::NewColors::These(c) => Some(c),
            mw_ir::NewColors::Chosen => None,
        };
        let Some(colors) = self.colors_or_chosen(colors, ctx.source) else { return };
        let Some(id) = self.subject(subject, ctx) else { return };
        if self.objects.get(id).is_some_and(|o| matches!(o.zone, Zone::Battlefield | Zone::Stack)) {
            self.add_effect(id, LayerEffect::SetColors(colors), duration);
        }
    }

    /// CR 702.16: the permanent gains protection from these colors (or the chosen color)
    /// for the duration.
    pub(crate) fn gain_protection(&mut self, subject: Subject, colors: Option<ColorSet>, duration: Duration, hexproof: bool, ctx: &EffectCtx) {
        let Some(colors) = self.colors_or_chosen(colors, ctx.source) else { return };
        let Some(id) = self.subject(subject, ctx) else { return };
        if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
            let e = if hexproof { LayerEffect::AddHexproofFrom(colors) } else { LayerEffect::AddProtection(colors) };
            self.add_effect(id, e, duration);
        }
    }

    /// CR 509.1b: creatures of these colors (or the chosen color, fixed now) can't block
    /// the permanent for the duration.
    pub(crate) fn unblockable_by_colors(&mut self, subject: Subject, colors: Option<ColorSet>, duration: Duration, ctx: &EffectCtx) {
        let Some(colors) = self.colors_or_chosen(colors, ctx.source) else { return };
        let Some(id) = self.subject(subject, ctx) else { return };
        if self.objects.get(id).is_some_and(|o| o.zone == Zone::Battlefield) {
            self.add_effect(id, LayerEffect::UnblockableBy(colors), duration);
        }
    }
}
