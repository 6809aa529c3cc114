//! What "choose …" names when a player chooses a value rather than an object (CR 608.2d
//! as an instruction resolves, CR 614.12a as a permanent enters): a color, a creature
//! type, a card type of a list ("creature or land") or any ("a card type"), a card name
//! of a kind of card ("a nonbasic land card name", CR 201.3); and the instruction
//! "choose …" itself, targets chosen by it included (CR 115.1).

use super::ctx::{Antecedent, Ctx};
use super::refs;
use super::verbs::miss;
use super::Lowered;
use crate::syntax::ast::*;
use mw_ir::{Choice, Effect, NameOf, PlayerRef, Subject};
use mw_types::CardType;

/// The choice the words after "choose" name (None: not a value choice this knows).
pub fn choice(words: &str) -> Option<Choice> {
    match words {
        "a color" => Some(Choice::Color),
        "a creature type" => Some(Choice::CreatureType),
        "a card type" => Some(Choice::CardType { among: 0 }),
        "odd or even" => Some(Choice::Parity),
        _ => color_other_than(words).or_else(|| card_name(words)).or_else(|| type_list(words)).or_else(|| number(words)),
    }
}

/// CR 105.1: "a color other than white".
fn color_other_than(words: &str) -> Option<Choice> {
    let c = words.strip_prefix("a color other than ")?;
    crate::syntax::vocab::color_word(c).map(Choice::ColorOtherThan)
}

/// "a [kind] card name": "a card name", "a nonland card name", "a creature card name",
/// "a nonbasic land card name", "a card name other than a basic land card name".
fn card_name(words: &str) -> Option<Choice> {
    if words == "a card name other than a basic land card name" {
        return Some(Choice::CardName(NameOf { nonbasic: true, ..NameOf::default() }));
    }
    let kind = words.strip_prefix("a ")?.strip_suffix("card name")?.trim_end();
    let mut of = NameOf::default();
    let mut rest = kind;
    if let Some(r) = rest.strip_prefix("nonbasic ") {
        of.nonbasic = true;
        rest = r;
    }
    match rest {
        "" if !of.nonbasic => {}
        _ if rest.starts_with("non") => of.not_type = Some(card_type(&rest[3..])?),
        _ => of.card_type = Some(card_type(rest)?),
    }
    // "nonbasic" qualifies only lands.
    if of.nonbasic && of.card_type != Some(CardType::Land) {
        return None;
    }
    Some(Choice::CardName(of))
}

/// "a number between 0 and 13" (bounds up to 255; an unbounded number is refused).
fn number(words: &str) -> Option<Choice> {
    let (min, max) = words.strip_prefix("a number between ")?.split_once(" and ")?;
    let (min, max) = (min.parse::<u8>().ok()?, max.parse::<u8>().ok()?);
    (min <= max).then_some(Choice::Number { min, max })
}

/// "creature or land", "artifact, creature, or land": a list of card types, one of which
/// is chosen.
fn type_list(words: &str) -> Option<Choice> {
    let mut among = 0u16;
    let mut n = 0;
    for part in words.split([',', ' ']).filter(|w| !w.is_empty() && *w != "or") {
        among |= Choice::type_bit(card_type(part)?);
        n += 1;
    }
    (n >= 2 && words.contains(" or ")).then_some(Choice::CardType { among })
}

/// One of the card types of CR 205.2a a game's cards have, by its word.
fn card_type(word: &str) -> Option<CardType> {
    CardType::from_name(word).filter(|t| Choice::CARD_TYPES.contains(t))
}

/// "choose target creature" (CR 115.1: the target is announced; later instructions name
/// it), "choose a color", "choose a creature type", "choose creature or land", "choose a
/// nonland card name" (CR 608.2d: chosen as it resolves; `choices`).
pub(super) fn choose(cx: &mut Ctx, c: &Clause) -> Lowered<Vec<Effect>> {
    let words = c.args.iter().find_map(|a| if let Arg::Words(s) = a { Some(cx.words(s)) } else { None });
    match (words, &c.object) {
        (Some(w), None) if c.args.len() == 1 && super::choices::choice(w).is_some() => {
            let choice = super::choices::choice(w);
            // One chosen value is kept per resolution: a second kind would replace it.
            if cx.chose_player {
                return Err(miss(c, "a second choice after a player's"));
            }
            cx.chose_color |= matches!(choice, Some(mw_ir::Choice::Color | mw_ir::Choice::ColorOtherThan(_)));
            // "that many" after it is the chosen number.
            if let Some(Choice::Number { .. }) = choice {
                cx.that_many = Some(mw_ir::Amount::Count { of: mw_ir::Counted::ChosenNumber, times: 1 });
            }
            Ok(choice.map(Effect::Choose).into_iter().collect())
        }
        (None, Some(Np::Objects(o))) if matches!(c.args.as_slice(), [Arg::CardName]) && o.det == Det::A => {
            let f = refs::obj_filter(cx, &ObjNp { zone: None, ..o.clone() })?;
            let kinds = mw_ir::ObjectFilter { card_type: f.card_type, not_type: f.not_type, ..Default::default() };
            if f != kinds || f.or_type.is_some() {
                return Err(miss(c, "a card name of that kind"));
            }
            Ok(vec![Effect::Choose(mw_ir::Choice::CardName(mw_ir::NameOf { card_type: f.card_type, not_type: f.not_type, nonbasic: false }))])
        }
        (None, Some(np @ Np::Objects(ObjNp { det: Det::Target { .. }, .. }))) if c.args.is_empty() => {
            refs::objects(cx, np)?;
            Ok(Vec::new())
        }
        (None, Some(np @ Np::Player(PlayerNp { det: Det::Target { .. }, .. }))) if c.args.is_empty() => {
            refs::player(cx, np)?;
            Ok(Vec::new())
        }
        // "choose target creature you control and target creature you don't control": each
        // announced, in order; later instructions name them ("the creature you control").
        (None, Some(Np::And(items))) if c.args.is_empty() && items.iter().all(|i| matches!(i, Np::Objects(ObjNp { det: Det::Target { .. }, .. }))) => {
            let first = cx.targets().len() as u8;
            for item in items {
                refs::objects(cx, item)?;
            }
            let last = cx.targets().len().saturating_sub(1) as u8;
            if last > first {
                cx.joint = Some((first, last));
                cx.push_ref(Antecedent { subject: Subject::Target(first), noun: Noun::Permanent, types: Vec::new(), plural: true });
            }
            Ok(Vec::new())
        }
        (None, Some(Np::Player(PlayerNp { det: Det::A, who: who @ (PlayerWord::Opponent | PlayerWord::Player) }))) => {
            let random = match c.args.as_slice() {
                [] => false,
                [Arg::Random] => true,
                _ => return Err(miss(c, "that choice of a player")),
            };
            if cx.chose_color {
                return Err(miss(c, "a second choice after a color"));
            }
            cx.chose_player = true;
            cx.push_player(PlayerRef::Chosen);
            Ok(vec![Effect::Choose(mw_ir::Choice::Player { opponent: *who == PlayerWord::Opponent, random })])
        }
        // CR 608.2d: "choose a Giant creature you control", "choose a creature": one
        // permanent, chosen as it resolves (no target); later instructions name it.
        (None, Some(Np::Objects(o))) if c.args.is_empty() && matches!(o.det, Det::A | Det::Another) && !o.plural && matches!(o.noun, Noun::Permanent | Noun::Token) && (o.zone.is_none() || refs::is_battlefield(&o.zone)) => {
            Ok(vec![chosen_permanent(cx, o, c, None)?])
        }
        _ => Err(miss(c, "that choice")),
    }
}

/// CR 608.2d: "a creature you control", "another Goblin": one permanent chosen by the
/// instruction's controller as it resolves (no target, CR 115.10); later instructions
/// name it (`Subject::Returned`). `yours`: the miss when it must be one of the
/// controller's own and the filter says otherwise.
pub(super) fn chosen_permanent(cx: &mut Ctx, o: &ObjNp, c: &Clause, yours: Option<&str>) -> Lowered<Effect> {
    let mut filter = refs::obj_filter(cx, o)?;
    if let Some(why) = yours.filter(|_| filter.controller != mw_ir::Controller::You) {
        return Err(miss(c, why));
    }
    filter.props.other |= o.det == Det::Another;
    cx.push_ref(Antecedent { subject: Subject::Returned, noun: o.noun, types: Vec::new(), plural: false });
    Ok(Effect::ChoosePermanent { filter, least_toughness: false })
}
