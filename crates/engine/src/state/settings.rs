//! What a driver has set for a game: the shortcuts it takes (`turn_flow::shortcuts` says
//! what each does).

/// Which shortcuts a game takes (both off by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shortcuts {
    /// CR 117.3d: pass for a player who could do nothing but pass (see the module header).
    pub skip_empty_priority: bool,
    /// CR 601.2g–h: a payment answered as one plan (see the module header).
    pub payment_plans: bool,
}

impl Shortcuts {
    /// Every shortcut on.
    pub const ALL: Shortcuts = Shortcuts { skip_empty_priority: true, payment_plans: true };
}
