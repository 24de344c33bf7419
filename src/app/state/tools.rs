//! The tools the panels and the keyboard switch between: what a drag does, whose rows the data table shows,
//! what a saved scene holds.

/// What a left drag on a body does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MouseTool {
    /// Click: push along the view ray; drag: aim the push.
    #[default]
    Push,
    /// Drag: pull the body along; release: throw it.
    Grab,
    /// Click a body, then another body or empty space: a string between them (or to a fixed point there).
    String,
    /// Likewise a rod.
    Rod,
    /// Likewise a spring.
    Spring,
    /// Click a body where the axle goes, then another body or empty space: a hinge there about the view's axis.
    Hinge,
    /// Click a body, then another body or empty space: a weld holding them as they stand.
    Weld,
    /// Set up by hand (the clock paused): drag a body to move it, the ring at its velocity arrow's tip to aim
    /// it.
    Edit,
}

/// Whose rows the table shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableRows {
    #[default]
    Selected,
    Every,
}

/// Which bodies a saved scene holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveWhat {
    /// Every body where it is now, with its velocity now (the user's own bodies included).
    Now,
    /// The scene as it was opened.
    AsStarted,
}

/// A piece the set-up palette adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Sphere,
    Box,
    /// A can standing on its end: as wide and as tall as a box of the panel's size.
    Cylinder,
    /// A pill standing on its end, as tall as a box of the panel's size.
    Capsule,
    /// A cone on its base, as wide and as tall as a box of the panel's size.
    Cone,
    /// A wedge on its base, its slope facing +x, twice as long as a box of the panel's size.
    Wedge,
    /// A die of twenty faces, its corners at the panel's size from its centre.
    Die,
    /// A hammer lying on its side: a head and a handle, five times as long as the panel's size.
    Hammer,
    /// A fixed upright slab.
    Wall,
    /// A fixed slab tilted 20°, its low end on the floor.
    Ramp,
}

/// What the set-up palette and its keys ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditRequest {
    Add(Piece),
    /// Take the selected body out (Delete).
    Delete,
    /// A copy of the selected body beside it (Ctrl+D).
    Duplicate,
    /// An empty room to set up from.
    NewScene,
    /// Ctrl+Z.
    Undo,
    /// Ctrl+Y.
    Redo,
    /// An instrument put on the bench, near the middle of the view.
    Place(InstrumentKind),
}

/// An instrument the set-up bar places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstrumentKind {
    Tape,
    Protractor,
    Gate,
}
