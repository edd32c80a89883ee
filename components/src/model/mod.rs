//! Each widget's parameters (read from and written to a URL query) and the words of its live
//! summary. Pure Rust: the summaries are what screen readers hear and what the tests read, so they
//! are tested natively here, beside the kernels they quote.

pub mod charts;

/// Declares each widget's model, `model/NAME.rs`, from the catalogue's rows.
macro_rules! widget_modules {
    ($({
        name: $name:literal,
        title: $title:literal,
        title_fr: $title_fr:literal,
        about: $about:literal,
        about_fr: $about_fr:literal,
        section: $section:literal,
        height: $height:literal,
        widget: $module:ident :: $ty:ident,
        bundle: $bundle:ident $(,)?
    }),* $(,)?) => {
        $(pub mod $module;)*
    };
}
for_each_widget!(widget_modules);

use crate::params::{Notice, Param, Query};

/// A widget's state: what a link carries, and how it is read back.
///
/// Its parameters are declared once, in [`WidgetParams::PARAMS`]; `from_query` reads each by its
/// declaration and adds only what is particular to the widget (a rule between two parameters),
/// and `Default` is what a bare link gives, so the two cannot disagree.
pub trait WidgetParams: Sized + Clone + PartialEq + Default {
    /// Every parameter, in the order links write them.
    const PARAMS: &'static [Param];
    /// Reads the state from `query`; every value that could not be used gets a notice.
    fn from_query(query: &Query) -> (Self, Vec<Notice>);
    /// The state as query pairs, in [`WidgetParams::PARAMS`] order, so
    /// `from_query(to_query(x)) == x`.
    fn to_query(&self) -> Query;
}

/// A widget, as one type: its link's state ([`WidgetParams`]), one compute step from that state
/// (and whatever else it reads) to everything it shows, and the one summary of that.
///
/// The view calls [`Widget::compute`] in a memo and draws its output; the status line is
/// [`Widget::summary`] of the same output, so the eye, the ear and the tests read one set of
/// figures. Native tests loop over every widget of the catalogue through this trait: its link
/// fuzzed, its example's summary written into the end-to-end tests' catalogue.
pub trait Widget: WidgetParams {
    /// A link other than the defaults (`dk=256&keys=4`), for the tests: the end-to-end tests load
    /// it and expect the summary the native compute gives for it.
    const EXAMPLE: &'static str;
    /// What the widget reads besides its link: `()` for most; the shipped translator for the
    /// translator's widgets; a measurement or a training run for the widgets that wait for one.
    type Input: WidgetInput;
    /// Everything the picture and the summary show.
    type Output;
    /// The one compute step: the kernels called on this state.
    fn compute(&self, input: &Self::Input) -> Self::Output;
    /// The live summary (`role="status"`): the output's figures in words and numbers.
    fn summary(&self, output: &Self::Output) -> String;
    /// The summary of this state with `input`: [`Widget::compute`], then [`Widget::summary`].
    fn summary_with(&self, input: &Self::Input) -> String {
        self.summary(&self.compute(input))
    }
    /// The inputs the native tests compute this state with, where no browser supplies one
    /// ([`WidgetInput::for_tests`], unless the state says which: the beam widget's checkpoint).
    #[cfg(not(target_arch = "wasm32"))]
    fn test_inputs(&self) -> Vec<Self::Input> {
        Self::Input::for_tests()
    }
}

/// What a widget may read besides its link ([`Widget::Input`]).
pub trait WidgetInput: Sized {
    /// The inputs native tests use for it: nothing for `()`, the shipped weights for the
    /// translator, no measurement and a made-up one for a timing, and so on.
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self>;
}

impl WidgetInput for () {
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        vec![()]
    }
}

impl WidgetInput for crate::kernel::decoding::translator::Translator {
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        vec![fixtures::translator(false)]
    }
}

impl WidgetInput for crate::kernel::subwords::Subwords {
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        vec![fixtures::subwords()]
    }
}

impl WidgetInput for crate::kernel::everyday::translator::Everyday {
    #[cfg(not(target_arch = "wasm32"))]
    fn for_tests() -> Vec<Self> {
        vec![fixtures::everyday()]
    }
}

/// `Default` for a widget's state: what a bare link gives.
macro_rules! default_from_link {
    ($params:ty) => {
        impl Default for $params {
            /// The state a bare link gives: every parameter at its declared default.
            fn default() -> Self {
                <Self as $crate::model::WidgetParams>::from_query(&$crate::params::Query::default())
                    .0
            }
        }
    };
}
pub(crate) use default_from_link;

/// What the native tests give the widgets that read more than their link.
#[cfg(not(target_arch = "wasm32"))]
pub mod fixtures {
    use std::sync::OnceLock;

    use crate::kernel::decoding::translator::Translator;
    use crate::kernel::everyday::translator::Everyday;
    use crate::kernel::subwords::Subwords;

    /// A file of `assets/`, read from the repository.
    fn asset(file: &str) -> Vec<u8> {
        let path = format!("{}/../assets/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The everyday translator's subwords (`assets/everyday-subwords.txt`), read once.
    pub fn subwords() -> Subwords {
        static SUBWORDS: OnceLock<Subwords> = OnceLock::new();
        SUBWORDS
            .get_or_init(|| {
                let text = String::from_utf8(asset("everyday-subwords.txt")).expect("UTF-8");
                Subwords::from_text(&text).expect("assets/everyday-subwords.txt is a vocabulary")
            })
            .clone()
    }

    /// The shipped everyday translator (`assets/everyday.bin`, its subwords and its test set),
    /// read once.
    pub fn everyday() -> Everyday {
        static EVERYDAY: OnceLock<Everyday> = OnceLock::new();
        EVERYDAY
            .get_or_init(|| {
                let text = |f| String::from_utf8(asset(f)).expect("UTF-8");
                Everyday::from_files(
                    &asset("everyday.bin"),
                    &text("everyday-subwords.txt"),
                    &text("everyday-test.txt"),
                )
                .expect("assets/everyday.bin is the everyday translator")
            })
            .clone()
    }

    /// The shipped translator's final weights (`assets/translator.bin`), or with `early` the same
    /// run's early checkpoint, read once from the repository.
    pub fn translator(early: bool) -> Translator {
        static FINAL: OnceLock<Translator> = OnceLock::new();
        static EARLY: OnceLock<Translator> = OnceLock::new();
        let (cell, file) = if early {
            (&EARLY, "translator-early.bin")
        } else {
            (&FINAL, "translator.bin")
        };
        cell.get_or_init(|| {
            let path = format!("{}/../assets/{file}", env!("CARGO_MANIFEST_DIR"));
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            Translator::from_bytes(&bytes).unwrap_or_else(|| panic!("{path} is not a translator"))
        })
        .clone()
    }
}
