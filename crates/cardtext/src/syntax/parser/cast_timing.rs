//! When players may cast spells (CR 307.5, 601.3, 101.2): "each opponent can cast spells
//! only any time they could cast a sorcery", "your opponents can't cast spells during
//! your turn", "players can cast spells only during their own turns", "you may cast
//! sorcery spells as though they had flash", read after the object of "cast".

use crate::syntax::ast::*;
use crate::syntax::cursor::Cursor;

/// The words after "cast [spells]" that say when: pushed as `Arg::CastWhen` or
/// `Arg::AsThoughFlash` ("this turn" between them as a duration).
pub fn cast_when(c: &mut Cursor, args: &mut Vec<Arg>) {
    loop {
        if c.eat_words("this turn") {
            args.push(Arg::Duration(DurationNp::ThisTurn));
            continue;
        }
        // CR 601.3b: "as though they had flash" / "as though it had flash".
        if c.eat_words("as though they had flash") || c.eat_words("as though it had flash") {
            args.push(Arg::AsThoughFlash);
            continue;
        }
        let m = c.mark();
        let only = c.eat("only");
        let when = if c.eat_words("any time they could cast a sorcery") || c.eat_words("any time you could cast a sorcery") {
            CastWhen::SorceryTiming
        } else if c.eat_words("during their own turns") || c.eat_words("during their own turn") {
            CastWhen::OwnTurn
        } else if c.eat_words("during your turn") {
            CastWhen::YourTurn
        } else if c.eat_words("during combat") {
            CastWhen::Combat
        } else {
            c.reset(m);
            return;
        };
        args.push(Arg::CastWhen { only, when });
    }
}
