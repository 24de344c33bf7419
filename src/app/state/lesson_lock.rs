//! The teacher's lock: gravity, detection, the solver and the material overrides held as the lesson set
//! them, so a class can push, grab, spawn and scrub without changing what the lesson shows. A code the
//! teacher chooses unlocks them.

/// The lock, kept in [`AppControls`](super::controls::AppControls).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonLock {
    /// The code that unlocks, while locked.
    pub code: Option<String>,
    /// What the code box holds.
    pub entry: String,
    /// The last unlock was refused (a wrong code).
    pub refused: bool,
}

impl LessonLock {
    pub fn locked(&self) -> bool {
        self.code.is_some()
    }
}
