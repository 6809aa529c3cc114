//! The `expect:` checks: each compares what the game says now with what the file says.

use crate::answers::Aliases;
use crate::ast::{Check, ObjCheck, ObjRef};
use mw_engine::{Game, GameResult, Zone};
use mw_ir::Keyword;
use mw_types::{CardType, Color, ColorSet, CounterKind, ManaType, ObjectId, PlayerId, Supertype};

fn expect<T: PartialEq + std::fmt::Debug>(want: T, got: T) -> Result<(), String> {
    if want == got {
        Ok(())
    } else {
        Err(format!("expected {want:?}, found {got:?}"))
    }
}

fn names_in(game: &Game, p: PlayerId, zone: Zone) -> Vec<String> {
    game.zone(p, zone).into_iter().map(|id| game.name(id).to_string()).collect()
}

/// Runs one check.
pub fn check(game: &Game, aliases: &Aliases, c: &Check) -> Result<(), String> {
    match c {
        Check::Life(p, n) => expect(*n, game.player(*p).life),
        Check::Poison(p, n) => expect(*n, game.player(*p).poison),
        Check::Energy(p, n) => expect(*n, game.player(*p).energy),
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
        Check::LibraryTop(p, name) => {
            let top = game.player(*p).library.first().map(|id| game.name(*id).to_string());
            match top {
                Some(t) if t.eq_ignore_ascii_case(name) => Ok(()),
                other => Err(format!("expected {name}, found {other:?}")),
            }
        }
        Check::Pool(p, want) => {
            let pool = game.player(*p).pool;
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
            expect(want, got)
        }
        Check::StackCount(n) => expect(*n, game.stack().len()),
        Check::StackTop(name) => {
            let top = game.stack().last().map(|s| match s.kind {
                mw_engine::stack::StackKind::Spell { object } => game.name(object).to_string(),
                mw_engine::stack::StackKind::Ability { card, .. } => game.def(card).name.clone(),
            });
            match top {
                Some(t) if t.eq_ignore_ascii_case(name) => Ok(()),
                other => Err(format!("expected {name}, found {other:?}")),
            }
        }
        Check::Winner(p) => expect(Some(GameResult::Won(*p)), game.result()),
        Check::GameOver(over) => expect(*over, game.is_over()),
        Check::Object { target, check } => {
            let ids = objects(game, aliases, target)?;
            for id in ids {
                object_check(game, id, check).map_err(|e| format!("{}: {e}", game.name(id)))?;
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
                many => Err(format!("{name} matches {} permanents; use an alias or `all`", many.len())),
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

/// CR 205.3i: the land types (basic and nonbasic ones printed in this card pool's lands).
fn is_land_type(t: &str) -> bool {
    const LAND: [&str; 12] =
        ["Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower"];
    LAND.iter().any(|l| l.eq_ignore_ascii_case(t)) || t.eq_ignore_ascii_case("Urza's") || t.eq_ignore_ascii_case("Cave") || t.eq_ignore_ascii_case("Sphere")
}

fn object_check(game: &Game, id: ObjectId, c: &ObjCheck) -> Result<(), String> {
    let obj = game.object(id).ok_or("it no longer exists")?;
    let ch = game.characteristics(id).ok_or("it has no characteristics")?;
    let def = game.def(ch.face);
    match c {
        ObjCheck::Pt(p, t) => expect((*p, *t), (ch.power, ch.toughness)),
        ObjCheck::Tapped(t) => expect(*t, obj.tapped),
        ObjCheck::Counters(kind, n) => {
            let k = CounterKind::parse(kind).ok_or(format!("unknown counter kind {kind:?}"))?;
            expect(*n, game.counter_count(id, k))
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
            expect(*has, ch.has(kw))
        }
        ObjCheck::Type(t, is) => {
            let actual = if let Some(ct) = CardType::from_name(t) {
                ch.is(ct)
            } else if let Some(st) = Supertype::from_name(t) {
                def.supertypes.contains(&st)
            } else if ch.added_type.is_some_and(|a| a.name().eq_ignore_ascii_case(t)) {
                true
            } else if ch.has(mw_ir::Keyword::Changeling) && mw_types::CreatureType::from_name(t).is_some() {
                // CR 702.73a: every creature type.
                true
            } else if let Some(land) = ch.land_type {
                // CR 305.7: a land whose land type was set has only that land subtype.
                let basic = ["Plains", "Island", "Swamp", "Mountain", "Forest"];
                let named = basic[Color::ALL.iter().position(|c| *c == land).unwrap_or(0)];
                let other = def.subtypes.iter().any(|s| s.eq_ignore_ascii_case(t)) && !is_land_type(t);
                named.eq_ignore_ascii_case(t) || other
            } else {
                def.subtypes.iter().any(|s| s.eq_ignore_ascii_case(t))
            };
            expect(*is, actual)
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
        ObjCheck::CouldProduce(want) => {
            let mut w = want.clone();
            w.sort();
            w.dedup();
            expect(w, game.could_produce(id))
        }
    }
}
