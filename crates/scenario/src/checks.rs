//! The `expect:` checks: each compares what the game says now with what the file says.

use crate::answers::Aliases;
use crate::ast::{Check, LibraryPos, ObjCheck, ObjRef};
use mw_engine::{Game, GameResult, Zone};
use mw_ir::Keyword;
use mw_types::{CardType, Color, ColorSet, ManaType, ObjectId, PlayerId, Supertype};

fn expect<T: PartialEq + std::fmt::Display>(want: T, got: T) -> Result<(), String> {
    if want == got {
        Ok(())
    } else {
        Err(format!("expected {want}, found {got}"))
    }
}

/// Mana types as symbols (`{W}{U}`), or `none`.
fn symbols(types: &[ManaType]) -> String {
    if types.is_empty() {
        return "none".into();
    }
    types.iter().map(|t| t.to_string()).collect()
}

fn names_in(game: &Game, p: PlayerId, zone: Zone) -> Vec<String> {
    game.zone(p, zone).into_iter().map(|id| game.name(id).to_string()).collect()
}

/// The players a check names.
fn players_named(c: &Check) -> Option<PlayerId> {
    match c {
        Check::Life(p, _)
        | Check::Poison(p, _)
        | Check::Energy(p, _)
        | Check::ZoneCount(p, ..)
        | Check::ZoneHas(p, ..)
        | Check::Library(p, ..)
        | Check::Pool(p, _)
        | Check::AvailableMana(p, _)
        | Check::Winner(p) => Some(*p),
        Check::Object { check: ObjCheck::Controller(p), .. } => Some(*p),
        _ => None,
    }
}

/// Runs one check.
pub fn check(game: &Game, aliases: &Aliases, c: &Check) -> Result<(), String> {
    // The parser checks players against `players:`; a game is never smaller.
    if let Some(p) = players_named(c).filter(|p| p.index() >= game.player_count()) {
        return Err(format!("no player {p} (the game has {} players)", game.player_count()));
    }
    match c {
        Check::Life(p, n) => expect(*n, game.player(*p).life()),
        Check::Poison(p, n) => expect(*n, game.player(*p).poison()),
        Check::Energy(p, n) => expect(*n, game.player(*p).energy()),
        Check::Speed(p, n) => expect(*n, game.speed(*p)),
        Check::Ring(p, n) => expect(*n, game.ring_tempted(*p)),
        Check::ZoneCount(p, zone, name, n) => {
            let names = names_in(game, *p, *zone);
            let count = match name {
                Some(want) => names.iter().filter(|x| x.eq_ignore_ascii_case(want)).count(),
                None => names.len(),
            };
            expect(*n, count)
        }
        Check::ZoneHas(p, zone, name, present) => {
            let names = names_in(game, *p, *zone);
            let has = names.iter().any(|x| x.eq_ignore_ascii_case(name));
            if has == *present {
                Ok(())
            } else {
                Err(format!("{p}'s {zone} holds {names:?}"))
            }
        }
        Check::Library(p, pos, name) => {
            let lib = &game.player(*p).library;
            let at = match pos {
                LibraryPos::Nth(n) => n.checked_sub(1).and_then(|i| lib.get(i)),
                LibraryPos::Bottom => lib.last(),
            };
            match at.map(|id| game.name(*id)) {
                Some(t) if t.eq_ignore_ascii_case(name) => Ok(()),
                Some(t) => Err(format!("expected {name}, found {t}")),
                None => Err(format!("expected {name}, but {p}'s library has {} cards", lib.len())),
            }
        }
        Check::Pool(p, want) => {
            let pool = &game.player(*p).pool;
            for t in ManaType::ALL {
                let w = want.iter().find(|(k, _)| *k == t).map_or(0, |e| e.1);
                if pool.get(t) != w {
                    let got: Vec<String> = pool.iter().map(|(t, n)| format!("{n}{t}")).collect();
                    return Err(format!("pool holds {}", if got.is_empty() { "nothing".into() } else { got.join(" ") }));
                }
            }
            Ok(())
        }
        Check::AvailableMana(p, alts) => {
            let show = |pool: &mw_engine::mana::ManaPool| -> String {
                let s: String = pool.iter().map(|(t, n)| t.to_string().repeat(n as usize)).collect();
                if s.is_empty() { "empty".into() } else { s }
            };
            let mut got: Vec<String> = game.available_mana(*p).iter().map(show).collect();
            let mut want: Vec<String> = alts
                .iter()
                .map(|a| {
                    let mut pool = mw_engine::mana::ManaPool::default();
                    a.iter().for_each(|(t, n)| pool.add(*t, *n));
                    show(&pool)
                })
                .collect();
            got.sort();
            want.sort();
            expect(want.join(" | "), got.join(" | "))
        }
        Check::StackCount(n) => expect(*n, game.stack().len()),
        Check::StackTop(name) => {
            let Some(top) = game.stack().last() else { return Err(format!("expected {name}, but the stack is empty")) };
            let (label, id) = match top.kind {
                mw_engine::stack::StackKind::Spell { object } => (game.name(object).to_string(), Some(object)),
                mw_engine::stack::StackKind::Ability { card, .. } => (game.def(card).name.clone(), None),
            };
            // A spell by its name or its card's alias.
            let want = name.to_lowercase();
            let alias = aliases.iter().find(|(a, _)| *a == want).map(|(_, i)| *i);
            let by_alias = alias.is_some_and(|inst| id.and_then(|i| game.object(i)).is_some_and(|o| o.instance == inst));
            if by_alias || label.eq_ignore_ascii_case(name) {
                Ok(())
            } else {
                Err(format!("expected {name}, found {label}"))
            }
        }
        Check::Winner(p) => match game.result() {
            Some(GameResult::Won(w)) if w == *p => Ok(()),
            Some(GameResult::Won(w)) => Err(format!("expected {p} to win, but {w} won")),
            Some(GameResult::Draw) => Err(format!("expected {p} to win, but the game is a draw")),
            None => Err(format!("expected {p} to win, but the game is not over")),
        },
        Check::GameOver(over) => match (over, game.result()) {
            (true, None) => Err("expected the game to be over, but it goes on".into()),
            (false, Some(r)) => Err(format!("expected the game to go on, but it is over ({})", crate::runner::result_text(r))),
            _ => Ok(()),
        },
        Check::Object { target, check } => {
            let ids = objects(game, aliases, target)?;
            for id in ids {
                object_check(game, aliases, id, check).map_err(|e| format!("{}: {e}", game.name(id)))?;
            }
            Ok(())
        }
    }
}

/// A REF: an alias (wherever the card is now), or a name matching exactly one permanent;
/// `all NAME`: every permanent with that name, at least one.
fn objects(game: &Game, aliases: &Aliases, r: &ObjRef) -> Result<Vec<ObjectId>, String> {
    let on_battlefield = |name: &str| -> Vec<ObjectId> {
        game.battlefield().iter().copied().filter(|id| game.name(*id).eq_ignore_ascii_case(name)).collect()
    };
    match r {
        ObjRef::One(name) => {
            let want = name.to_lowercase();
            if let Some((_, inst)) = aliases.iter().find(|(a, _)| *a == want) {
                return game.find_instance(*inst).map(|id| vec![id]).ok_or(format!("{name} no longer exists"));
            }
            match on_battlefield(name).as_slice() {
                [one] => Ok(vec![*one]),
                [] => Err(format!("no permanent named {name} (and no such alias)")),
                many => {
                    let list: Vec<String> = many.iter().map(|id| permanent_label(game, aliases, *id)).collect();
                    Err(format!("{name} matches {} permanents ({}); use an alias or `all`", many.len(), list.join(", ")))
                }
            }
        }
        ObjRef::All(name) => {
            let v = on_battlefield(name);
            if v.is_empty() {
                Err(format!("no permanent named {name}"))
            } else {
                Ok(v)
            }
        }
    }
}

/// A permanent for a list of matches: its controller and its alias, if any.
fn permanent_label(game: &Game, aliases: &Aliases, id: ObjectId) -> String {
    let controller = game.object(id).map_or(String::from("?"), |o| o.controller.to_string());
    let inst = game.object(id).map(|o| o.instance);
    match aliases.iter().find(|(_, i)| Some(*i) == inst) {
        Some((a, _)) => format!("{controller}'s as {a}"),
        None => format!("{controller}'s"),
    }
}

fn object_check(game: &Game, aliases: &Aliases, id: ObjectId, c: &ObjCheck) -> Result<(), String> {
    let obj = game.object(id).ok_or("it no longer exists")?;
    let ch = game.characteristics(id).ok_or("it has no characteristics")?;
    let def = game.def(ch.face);
    match c {
        ObjCheck::Pt(p, t) => expect(format!("{p}/{t}"), format!("{}/{}", ch.power, ch.toughness)),
        ObjCheck::Tapped(t) => {
            let word = |x: bool| if x { "tapped" } else { "untapped" };
            expect(word(*t), word(obj.tapped()))
        }
        ObjCheck::Counters(kind, n) => {
            expect(*n, game.counter_count(id, *kind))
        }
        ObjCheck::Controller(p) => expect(*p, ch.controller),
        ObjCheck::Name(n) => {
            if def.name.eq_ignore_ascii_case(n) {
                Ok(())
            } else {
                Err(format!("expected {n:?}, found {:?}", def.name))
            }
        }
        ObjCheck::Keyword(k, has) => {
            let kw = Keyword::from_name(k).ok_or(format!("unknown keyword {k:?}"))?;
            let word = |x: bool| if x { k.to_string() } else { format!("no {k}") };
            expect(word(*has), word(ch.has(kw)))
        }
        ObjCheck::Type(t, is) => {
            let actual = if t.eq_ignore_ascii_case("ring-bearer") {
                // CR 701.54b, 701.54e: the designation, under its controller's control.
                game.is_ring_bearer(id)
            } else if let Some(ct) = CardType::from_name(t) {
                ch.is(ct)
            } else if let Some(st) = Supertype::from_name(t) {
                // CR 701.54c: a Ring-bearer is legendary.
                def.supertypes.contains(&st) || (st == Supertype::Legendary && game.is_ring_bearer(id))
            } else if let Some(ct) = mw_types::CreatureType::from_name(t).filter(|_| ch.printed_types_lost) {
                // CR 205.1b: its printed creature types were replaced.
                ch.gained_creature_type(ct)
            } else if mw_types::CreatureType::from_name(t).is_some_and(|a| ch.gained_creature_type(a)) {
                true
            } else if ch.has(mw_ir::Keyword::Changeling) && mw_types::CreatureType::from_name(t).is_some() {
                // CR 702.73a: every creature type.
                true
            } else if let Some(st) = mw_types::Subtype::from_name(t).filter(|s| s.kind() == mw_types::SubtypeKind::Land) {
                // CR 305.7, 205.1b: a land type as the engine reads it (set, or lost).
                game.has_subtype(&ch, st)
            } else {
                def.subtypes.iter().any(|s| s.eq_ignore_ascii_case(t))
            };
            let word = |x: bool| if x { t.to_string() } else { format!("not {t}") };
            expect(word(*is), word(actual))
        }
        ObjCheck::Color(words) => {
            let want: ColorSet = if words.trim() == "colorless" {
                ColorSet::EMPTY
            } else {
                let mut s = ColorSet::EMPTY;
                for w in words.split_whitespace() {
                    s.insert(Color::from_word(w).ok_or(format!("unknown color {w:?}"))?);
                }
                s
            };
            if want == ch.colors {
                Ok(())
            } else {
                Err(format!("expected {want}, found {}", ch.colors))
            }
        }
        ObjCheck::Zone(z) => expect(*z, obj.zone),
        ObjCheck::Damage(n) => expect(*n, obj.damage()),
        ObjCheck::AttachedTo(want) => {
            let got = obj.attached_to.filter(|t| game.object(*t).is_some_and(|o| o.zone == Zone::Battlefield));
            match (want, got) {
                (None, None) => Ok(()),
                (None, Some(t)) => Err(format!("expected nothing, found {}", game.name(t))),
                (Some(w), got) => {
                    let target = objects(game, aliases, &ObjRef::One(w.clone()))?;
                    match got {
                        Some(t) if target.first() == Some(&t) => Ok(()),
                        Some(t) => Err(format!("expected {w}, found {}", game.name(t))),
                        None => Err(format!("expected {w}, found nothing")),
                    }
                }
            }
        }
        ObjCheck::CouldProduce(want) => {
            let mut w = want.clone();
            w.sort();
            w.dedup();
            expect(symbols(&w), symbols(&game.could_produce(id)))
        }
    }
}
