//! Color-changing text (CR 105.3, layer 5 of CR 613.1e): the colors "… is black" names in
//! a static ability, and "target creature becomes blue until end of turn", "… becomes the
//! color of your choice until end of turn" as instructions. ("~ is all colors", a
//! characteristic-defining ability, is read with the other self statics.)

use crate::effect::permanent_subject;
use mw_ir::{Duration, Effect, NewColors, TargetSpec};
use mw_types::{Color, ColorSet};

/// "black", "colorless", "all colors" at the start of `text`: the colors, and the rest.
pub(crate) fn colors_word(text: &str) -> Option<(ColorSet, &str)> {
    let (word, rest) = text.split_once(' ').map_or((text, ""), |(w, r)| (w, r));
    if let Some(r) = text.strip_prefix("all colors") {
        return Some((ColorSet::ALL, r.trim_start()));
    }
    let colors = match word {
        "colorless" => ColorSet::EMPTY,
        w => ColorSet::single(Color::from_word(w)?),
    };
    Some((colors, rest))
}

/// "target creature becomes blue until end of turn", "~ becomes colorless until end of
/// turn", "target permanent becomes the color of your choice until end of turn".
pub(crate) fn becomes(s: &str, targets: &mut Vec<TargetSpec>) -> Option<Vec<Effect>> {
    let (who, what) = s.strip_suffix(" until end of turn")?.split_once(" becomes ")?;
    let mut local = targets.clone();
    let subject = permanent_subject(who, &mut local)?;
    let out = if what == "the color of your choice" {
        vec![Effect::Choose(mw_ir::Choice::Color), Effect::SetColors { subject, colors: NewColors::Chosen, duration: Duration::EndOfTurn }]
    } else {
        let (colors, rest) = colors_word(what)?;
        if !rest.is_empty() {
            return None;
        }
        vec![Effect::SetColors { subject, colors: NewColors::These(colors), duration: Duration::EndOfTurn }]
    };
    *targets = local;
    Some(out)
}
