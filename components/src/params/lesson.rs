//! A lesson in a link: which of a widget's parameters its controls show but do not let the
//! reader change (`lock`), and which they do not show at all (`hide`).

/// What a lesson link asks of a widget's controls.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lesson {
    /// Parameters whose controls are shown but cannot be changed.
    pub locked: Vec<&'static str>,
    /// Parameters whose controls are not shown.
    pub hidden: Vec<&'static str>,
}

impl Lesson {
    /// Whether `name`'s control is locked.
    pub fn locks(&self, name: &str) -> bool {
        self.locked.contains(&name)
    }

    /// Whether `name`'s control is hidden.
    pub fn hides(&self, name: &str) -> bool {
        self.hidden.contains(&name)
    }
}
