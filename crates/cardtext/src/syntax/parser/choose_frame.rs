//! The verb "choose"'s frame: a value ("a creature type", "a color", "a nonland card
//! name", "creature or land"), a target ("choose target creature"), a partitive ("one of
//! them"), "new targets for the copy" (CR 707.10c).

use super::frames::obj;
use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// "choose a creature type", "choose a color", "choose a nonland card name", "choose
/// creature or land" (a value, as words for the lowering), "choose target creature",
/// "choose one of them": the chosen thing is the object.
pub(super) fn choose(c: &mut Cursor, object: &mut Option<Np>, args: &mut Vec<Arg>) -> bool {
    let m = c.mark();
    // CR 707.10c: "[you may] choose new targets for the copy": a sentence of its own
    // after "copy that spell".
    if (c.eat_words("a new target") || c.eat_words("new targets")) && c.eat("for") && c.eat_any(&["the", "that", "those"]).is_some() && c.eat_any(&["copy", "copies"]).is_some() {
        args.push(Arg::NewTargets);
        return true;
    }
    c.reset(m);
    if let Some(more) = target_player_controls_more(c) {
        *object = Some(Np::Player(PlayerNp { det: Det::Target { count: Count::exactly(1), other: false }, who: PlayerWord::Opponent }));
        args.push(Arg::ControlsMore(more));
        return true;
    }
    // "a number between 0 and 13".
    if c.eat_words("a number between") && super::amount::number(c).is_some() && c.eat("and") && super::amount::number(c).is_some() {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    c.reset(m);
    // CR 105.1: "a color other than white".
    if c.eat_words("a color other than") {
        if c.word().and_then(crate::syntax::vocab::color_word).is_some() {
            c.bump();
            args.push(Arg::Words(c.span_from(m)));
            return true;
        }
        c.reset(m);
    }
    if c.eat_words("a creature type") || c.eat_words("a color") || c.eat_words("a card type") || c.eat_words("a number") || c.eat_words("a basic land type") || c.eat_words("odd or even") || card_name(c) || card_types(c) {
        args.push(Arg::Words(c.span_from(m)));
        return true;
    }
    // CR 201.2: "a nonland card name", "a creature card name".
    if let Some(o) = np::objects(c) {
        if o.noun == Noun::Card && c.eat("name") {
            *object = Some(Np::Objects(o));
            args.push(Arg::CardName);
            return true;
        }
        c.reset(m);
    }
    obj(c, object)
}

/// CR 603.3d: "target player who controls more creatures than they do and is their
/// opponent" (the Oaths): an opponent of the chooser controlling more of those permanents.
fn target_player_controls_more(c: &mut Cursor) -> Option<ObjNp> {
    let m = c.mark();
    if c.eat_words("target player who controls more") {
        if let Some(o) = np::objects(c) {
            if o.det == Det::Bare && o.zone.is_none() && c.eat_words("than they do and is their opponent") {
                return Some(o);
            }
        }
    }
    c.reset(m);
    None
}

/// CR 201.3: "a [kind] card name" ("a card name", "a nonland card name", "a nonbasic land
/// card name"), with "other than a basic land card name" after it.
fn card_name(c: &mut Cursor) -> bool {
    let m = c.mark();
    if !c.eat("a") {
        return false;
    }
    for _ in 0..3 {
        if c.looking_at("card name") {
            break;
        }
        if c.word().is_none() {
            break;
        }
        c.bump();
    }
    if !c.eat_words("card name") {
        c.reset(m);
        return false;
    }
    let _ = c.eat_words("other than a basic land card name");
    true
}

/// CR 205.2a: "creature or land", "artifact, creature, or land": card types one of which
/// is chosen.
fn card_types(c: &mut Cursor) -> bool {
    let m = c.mark();
    let mut n = 0;
    while c.word().and_then(mw_types::CardType::from_name).is_some() {
        c.bump();
        n += 1;
        c.eat_comma();
        if c.eat("or") {
            if c.word().and_then(mw_types::CardType::from_name).is_none() {
                break;
            }
            c.bump();
            n += 1;
            if n >= 2 {
                return true;
            }
        }
    }
    c.reset(m);
    false
}
