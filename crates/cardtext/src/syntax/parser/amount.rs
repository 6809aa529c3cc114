//! Amounts (CR 107.1, 107.3, 608.2h): numbers in digits or words, X, "that much", "the
//! number of …", "~'s power", "twice …", "half …, rounded up"; and comparisons ("2 or
//! less", "less than ~'s power").

use super::np;
use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;
use crate::syntax::lexer::TokenKind;
use crate::syntax::vocab;

/// A plain number: digits, a number word, "a"/"an" (one) — not X.
pub fn number(c: &mut Cursor) -> Option<u32> {
    if let Some(t) = c.eat_kind(|k| matches!(k, TokenKind::Number(_))) {
        if let TokenKind::Number(n) = t.kind {
            if n > vocab::MAX_NUMBER {
                c.reset(c.mark() - 1);
                return None;
            }
            return Some(n);
        }
    }
    let n = vocab::number_word(c.word()?)?;
    c.bump();
    Some(n)
}

/// An amount, with a number added or taken away: "2 plus the number of …", "one plus …",
/// "3 minus the number of …", "the number of cards in their hand minus 4" (CR 107.1).
pub fn amount(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    let counts = |a: &AmountNp| !matches!(a, AmountNp::N(_) | AmountNp::X | AmountNp::ThatMuch);
    if let Some(n) = number(c) {
        if let Some(minus) = c.eat_any(&["plus", "minus"]).map(|w| w == "minus") {
            if let Some(a) = amount_one(c).filter(counts) {
                let (l, r) = (Box::new(AmountNp::N(n)), Box::new(a));
                return Some(if minus { AmountNp::Minus(l, r) } else { AmountNp::Plus(l, r) });
            }
        }
        c.reset(m);
    }
    let a = amount_one(c)?;
    if counts(&a) {
        let mm = c.mark();
        if let Some(minus) = c.eat_any(&["plus", "minus"]).map(|w| w == "minus") {
            if let Some(n) = number(c) {
                let (l, r) = (Box::new(a), Box::new(AmountNp::N(n)));
                return Some(if minus { AmountNp::Minus(l, r) } else { AmountNp::Plus(l, r) });
            }
        }
        c.reset(mm);
        // CR 107.1b: two counts added or one taken from the other ("the number of
        // artifacts you control plus the number of artifact cards in your graveyard",
        // "the number of cards in your hand minus the number of cards in that player's
        // hand").
        if let Some(minus) = c.eat_any(&["plus", "minus"]).map(|w| w == "minus") {
            if let Some(b) = amount_one(c).filter(counts) {
                let (l, r) = (Box::new(a), Box::new(b));
                return Some(if minus { AmountNp::Minus(l, r) } else { AmountNp::Plus(l, r) });
            }
        }
        c.reset(mm);
    }
    Some(a)
}

/// CR 608.2c: what the earlier instructions of the resolution did ("the damage dealt
/// this way", "the number of cards discarded this way"), and how often this ability
/// resolved this turn.
fn resolution_record(c: &mut Cursor) -> Option<AmountNp> {
    if c.eat_words("the greatest number of cards a player discarded this way") {
        Some(AmountNp::DiscardedThisWay { greatest: true })
    } else if c.eat_words("the damage dealt this way") {
        Some(AmountNp::Tally(mw_ir::Tally::DamageDealt))
    } else if c.eat_words("the damage prevented this way") {
        Some(AmountNp::PreventedThisWay)
    } else if c.eat_words("the life lost this way") {
        Some(AmountNp::Tally(mw_ir::Tally::LifeLost))
    } else if c.eat_words("the number of cards discarded this way") {
        Some(AmountNp::DiscardedThisWay { greatest: false })
    } else if c.eat_words("the number of times this ability has resolved this turn") {
        Some(AmountNp::ResolvedThisTurn)
    } else {
        None
    }
}

/// "the greatest power among creatures you control", "the highest mana value among …",
/// "the total power of creatures you control" (CR 107.1b), "the greatest number of
/// creatures you control that have a creature type in common" (CR 205.3m).
fn greatest_or_total(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    if c.eat("the") && c.eat_any(&["greatest", "highest"]).is_some() {
        if let Some(stat) = stat_word(c) {
            if c.eat("among") {
                if let Some(among) = np::np(c) {
                    return Some(AmountNp::Greatest { stat, among: Box::new(among) });
                }
            }
        }
    }
    c.reset(m);
    // "the total power of creatures you control" (CR 107.1b).
    if c.eat_words("the total") {
        if let Some(stat) = stat_word(c) {
            if c.eat("of") {
                if let Some(of) = np::np(c) {
                    return Some(AmountNp::Total { stat, of: Box::new(of) });
                }
            }
        }
    }
    c.reset(m);
    if c.eat_words("the greatest number of") {
        if let Some(what) = np::np(c) {
            if c.eat_words("that have a creature type in common") || c.eat_words("that share a creature type") {
                return Some(AmountNp::SharedCreatureType(Box::new(what)));
            }
        }
    }
    c.reset(m);
    None
}

/// An amount without a sum.
fn amount_one(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    if c.eat("twice") {
        if let Some(a) = amount(c) {
            return Some(AmountNp::Times(2, Box::new(a)));
        }
        c.reset(m);
        return None;
    }
    if c.eat("half") {
        if let Some(a) = amount(c) {
            let up = c.eat_words(", rounded up") || c.eat_words("rounded up");
            let _ = up || c.eat_words(", rounded down") || c.eat_words("rounded down");
            return Some(AmountNp::Half { of: Box::new(a), up });
        }
        c.reset(m);
        return None;
    }
    if c.eat("x") {
        return Some(AmountNp::X);
    }
    // CR 700.5: "your devotion to blue", "your devotion to black and red".
    if let Some(d) = devotion(c) {
        return Some(d);
    }
    if c.eat_words("that much") || c.eat_words("that many") {
        return Some(AmountNp::ThatMuch);
    }
    if let Some(n) = number(c) {
        // "five times X": a multiple of another amount.
        let mm = c.mark();
        if c.eat("times") {
            if let Some(a) = amount(c) {
                return Some(AmountNp::Times(n, Box::new(a)));
            }
            c.reset(mm);
        }
        return Some(AmountNp::N(n));
    }
    // CR 601.2h: "the amount of mana spent to cast ~".
    if c.eat_words("the amount of mana spent to cast") {
        if let Some(a) = mana_spent_on(c) {
            return Some(a);
        }
        c.reset(m);
        return None;
    }
    // CR 119.3: "the amount of life you gained this turn", "… you've lost this turn".
    if c.eat_words("the amount of life") {
        let who = if c.eat("you've") { Some(Np::Player(PlayerNp { who: PlayerWord::You, det: Det::A })) } else { np::np(c) };
        c.eat_any(&["has", "have"]);
        let lost = c.eat("lost");
        if let Some(who @ Np::Player(_)) = who {
            let gained = !lost && c.eat("gained");
            if (lost || gained) && c.eat_words("this turn") {
                return Some(AmountNp::LifeThisTurn { who: Box::new(who), lost });
            }
            // CR 603.2: "whenever you gain life, … where X is the amount of life you
            // gained": the triggering event's.
            if gained && matches!(&who, Np::Player(PlayerNp { who: PlayerWord::You, .. })) && !c.is("this") {
                return Some(AmountNp::EventLifeGained);
            }
        }
        c.reset(m);
        return None;
    }
    if let Some(a) = event_damage(c) {
        return Some(a);
    }
    if let Some(a) = greatest_or_total(c) {
        return Some(a);
    }
    if let Some(a) = resolution_record(c) {
        return Some(a);
    }
    if c.eat_words("the difference") {
        if c.is("between") {
            c.reset(m);
            return None;
        }
        return Some(AmountNp::Difference);
    }
    if c.eat_words("the number of") {
        if let Some(a) = counted_noun(c) {
            return Some(a);
        }
        if let Some(what) = np::np(c) {
            return Some(AmountNp::NumberOf(Box::new(what)));
        }
        c.reset(m);
        return None;
    }
    if let Some(a) = stat_of(c) {
        return Some(a);
    }
    c.reset(m);
    None
}

/// CR 603.2, 120.3: the damage of the event a triggered ability triggered on: "the
/// amount of damage dealt", "the amount of damage ~ (it) dealt to that player".
fn event_damage(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    if !c.eat_words("the amount of damage") {
        return None;
    }
    let by = if c.is("dealt") { None } else { np::np_one(c).map(Box::new) };
    if !c.eat("dealt") {
        c.reset(m);
        return None;
    }
    let mm = c.mark();
    let to = if c.eat("to") { np::np_one(c).map(Box::new) } else { None };
    if to.is_none() {
        c.reset(mm);
    }
    // "… dealt to it this turn", "… dealt this way": other records.
    if c.is("this") || c.is("by") || c.is("so") {
        c.reset(m);
        return None;
    }
    Some(AmountNp::EventDamage { by, to })
}

/// CR 601.2h: after "mana spent to cast": "~" (the spell itself) or another spell
/// named ("that spell", "it").
pub(super) fn mana_spent_on(c: &mut Cursor) -> Option<AmountNp> {
    if c.eat_kind(|k| matches!(k, TokenKind::SelfRef)).is_some() {
        return Some(AmountNp::ManaSpent);
    }
    let r = super::np::reference(c)?;
    Some(AmountNp::ManaSpentOn(Box::new(r)))
}

/// What "the number of" counts besides objects: "colors of mana spent to cast ~"
/// (converge), "card types among cards in your graveyard" (delirium, CR 205.2a).
pub fn counted_noun(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    // CR 102.2: "opponents you have".
    if c.eat_words("opponents you have") {
        return Some(AmountNp::NumberOf(Box::new(Np::Player(PlayerNp { det: Det::Each, who: PlayerWord::YourOpponents }))));
    }
    if let Some(a) = spells_cast(c) {
        return Some(a);
    }
    // CR 121.1: "cards you've drawn this turn".
    if c.eat_words("cards you've drawn this turn") {
        let you = Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You });
        return Some(AmountNp::DrawnThisTurn { who: Box::new(you) });
    }
    // CR 122.1: "counters on it": every kind of counter.
    if c.eat_words("counters on") {
        if let Some(on) = np::np_one(c) {
            return Some(AmountNp::AllCountersOn(Box::new(on)));
        }
    }
    c.reset(m);
    if c.eat_words("colors of mana spent to cast") && c.eat_kind(|k| matches!(k, TokenKind::SelfRef)).is_some() {
        return Some(AmountNp::ColorsSpent);
    }
    c.reset(m);
    // CR 105.2c: "colors among permanents you control".
    if c.eat_words("colors among") {
        if let Some(what) = np::np(c) {
            return Some(AmountNp::ColorsAmong(Box::new(what)));
        }
    }
    c.reset(m);
    // CR 201.2: "differently named lands you control"; "different powers among …".
    if c.eat_words("differently named") {
        if let Some(what) = np::np(c) {
            return Some(AmountNp::DifferentlyNamed(Box::new(what)));
        }
    }
    c.reset(m);
    if c.eat_words("different powers among") {
        if let Some(what) = np::np(c) {
            return Some(AmountNp::DifferentPowers(Box::new(what)));
        }
    }
    c.reset(m);
    // CR 305.6: domain.
    if c.eat_words("basic land types among") {
        if let Some(what) = np::np(c) {
            return Some(AmountNp::BasicLandTypesAmong(Box::new(what)));
        }
    }
    c.reset(m);
    if c.eat_words("card types among") || c.eat_words("card types among the") {
        if let Some(what) = np::np(c) {
            return Some(AmountNp::CardTypesAmong(Box::new(what)));
        }
    }
    c.reset(m);
    // "charge counters on ~", "+1/+1 counters on it" (CR 122.1).
    if let Some(kind) = np::counter_kind(c) {
        if c.eat("counters") && c.eat("on") {
            if let Some(on) = np::np_one(c) {
                return Some(AmountNp::CountersOn { kind, on: Box::new(on) });
            }
        }
    }
    c.reset(m);
    None
}

/// CR 601.2i: "[other] spell(s) you've cast this turn", ending there ("… from anywhere
/// other than your hand", "… other than the first" are other counts).
pub fn spells_cast(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    let other = c.eat("other");
    if c.eat_any(&["spells", "spell"]).is_some() && c.eat_words("you've cast this turn") && !c.is("from") && !c.is("other") {
        return Some(AmountNp::SpellsCastThisTurn { other });
    }
    c.reset(m);
    None
}

/// "~'s power", "its toughness", "that creature's mana value", "the sacrificed
/// creature's power", "your life total", "their life total".
pub fn stat_of(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    if let Some(d) = devotion(c) {
        return Some(d);
    }
    if c.eat_words("your life total") {
        let you = Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You });
        return Some(AmountNp::LifeOf(Box::new(you)));
    }
    // CR 702.179f: "your speed".
    if c.eat_words("your speed") {
        let you = Np::Player(PlayerNp { det: Det::A, who: PlayerWord::You });
        return Some(AmountNp::SpeedOf(Box::new(you)));
    }
    // "the mana value of the exiled card", "the power of target creature": the stat
    // before the object.
    if c.eat("the") {
        if let Some(s) = stat_word(c) {
            if c.eat("of") {
                if let Some(who) = np::np_one(c) {
                    return Some(AmountNp::StatOf(Box::new(who), s));
                }
            }
        }
        c.reset(m);
    }
    if c.eat_words("its") || c.eat_words("their") {
        let it = Np::Ref(RefNp { span: c.span_from(m), word: RefWord::It, noun: Noun::None, types: Vec::new(), plural: false });
        if let Some(s) = stat_word(c) {
            return Some(AmountNp::StatOf(Box::new(it), s));
        }
        if c.eat_words("life total") {
            return Some(AmountNp::LifeOf(Box::new(it)));
        }
        c.reset(m);
        return None;
    }
    let who = np::np_one(c)?;
    // "that spell's mana value": the reference read its possessive word whole.
    let read_poss = matches!(who, Np::Ref(_)) && c.mark() > 0 && c.text(&c.tokens()[c.mark() - 1]).ends_with("'s");
    if !read_poss && !c.eat("'s") {
        c.reset(m);
        return None;
    }
    if let Some(s) = stat_word(c) {
        return Some(AmountNp::StatOf(Box::new(who), s));
    }
    if c.eat_words("life total") {
        return Some(AmountNp::LifeOf(Box::new(who)));
    }
    c.reset(m);
    None
}

fn stat_word(c: &mut Cursor) -> Option<Stat> {
    if c.eat("power") {
        return Some(Stat::Power);
    }
    if c.eat("toughness") {
        return Some(Stat::Toughness);
    }
    if c.eat_words("mana value") || c.eat_words("converted mana cost") {
        return Some(Stat::ManaValue);
    }
    None
}

/// A comparison: "2 or less", "3 or greater", "X or less", "less than ~'s power",
/// "greater than 2", "equal to …", a bare number (equal).
pub fn cmp(c: &mut Cursor) -> Option<Cmp> {
    let m = c.mark();
    if c.eat_words("less than or equal to") {
        return amount(c).map(Cmp::AtMost).or_else(|| reset(c, m));
    }
    if c.eat_words("greater than or equal to") {
        return amount(c).map(Cmp::AtLeast).or_else(|| reset(c, m));
    }
    if c.eat_words("less than") {
        return amount(c).map(Cmp::LessThan).or_else(|| reset(c, m));
    }
    if c.eat_words("greater than") {
        return amount(c).map(Cmp::GreaterThan).or_else(|| reset(c, m));
    }
    if c.eat_words("equal to") || c.eat("exactly") {
        return amount(c).map(Cmp::Equal).or_else(|| reset(c, m));
    }
    let a = amount(c)?;
    if c.eat_words("or less") || c.eat_words("or fewer") {
        return Some(Cmp::AtMost(a));
    }
    if c.eat_words("or greater") || c.eat_words("or more") {
        return Some(Cmp::AtLeast(a));
    }
    Some(Cmp::Equal(a))
}

fn reset<T>(c: &mut Cursor, m: usize) -> Option<T> {
    c.reset(m);
    None
}

/// CR 700.5: "your devotion to black", "your devotion to red and green" (700.5a: to
/// several colors).
fn devotion(c: &mut Cursor) -> Option<AmountNp> {
    let m = c.mark();
    if !c.eat_words("your devotion to") {
        return None;
    }
    let mut colors = mw_types::ColorSet::EMPTY;
    loop {
        match c.word().and_then(vocab::color_word) {
            Some(k) => {
                c.bump();
                colors.insert(k);
            }
            None => {
                c.reset(m);
                return None;
            }
        }
        if !c.eat("and") {
            return Some(AmountNp::Devotion(colors));
        }
    }
}
