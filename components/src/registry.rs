//! Every widget, once: its embed name, title, section, iframe height, parameters and view.
//!
//! The page, the embed shell, the gallery, the generated embed reference and the tests all read
//! this one table. A widget's parameters are declared in its model (`WidgetParams::PARAMS`); its
//! entry here names the model and the bundle that carries its view, and `page_body` and
//! `deferred_body` name the views themselves, so each of the page's two wasm bundles links only
//! the views it shows. Without the `view` feature the table is still here, minus the views, so
//! the catalogue is tested natively.

use crate::locale::Text;
use crate::model::{Widget, WidgetParams};
use crate::params::Param;
#[cfg(any(feature = "view", not(target_arch = "wasm32")))]
use crate::params::{Notice, Query};

#[cfg(feature = "view")]
pub use view::{Body, render, render_deferred, render_with};

/// What a deferred widget's slot says while its bundle is on the way.
pub fn loading() -> &'static str {
    crate::i18n::m().loading_widget()
}

/// One row of the catalogue.
pub struct WidgetSpec {
    /// The embed name (`?embed=NAME`); part of the public contract, never renamed.
    pub name: &'static str,
    /// The heading shown above the widget.
    pub title: Text,
    /// What the reader moves and sees, in a few words (the README's widget table, the gallery).
    pub about: Text,
    /// The id of the page section the widget lives in.
    pub section: &'static str,
    /// A fixed iframe height (CSS pixels) that fits the widget at a typical course-page width.
    pub height: u32,
    /// The URL parameters, as the widget's model declares them.
    pub params: &'static [Param],
    /// A link other than the defaults, for the tests ([`Widget::EXAMPLE`]).
    pub example: &'static str,
    /// Reads a link as the widget does: the state it gives, written back as a link, and the
    /// notices about what it could not use. Native only (the tests and the generated reference):
    /// in the browser each widget's view reads its own link, so this field would only tie every
    /// widget's link reader into the page's first bundle for nothing.
    #[cfg(not(target_arch = "wasm32"))]
    pub read: fn(&Query) -> (Query, Vec<Notice>),
    /// Reads a link and computes what the widget shows for it, once per native test input
    /// ([`Widget::test_inputs`]): the summaries it then says. Native only, as `read`.
    #[cfg(not(target_arch = "wasm32"))]
    pub summaries: fn(&Query) -> Vec<String>,
    /// Whether the widget's view comes in the second wasm bundle, which the page fetches only when
    /// the reader nears one of these widgets (the translator's widgets and those far down the page). Its view is
    /// named by [`deferred_body`], any other's by [`page_body`]: never in this table, so each
    /// bundle links only the views it shows.
    pub deferred: bool,
    /// The files the view reads besides its link. The page's own bundle starts fetching them as
    /// such a widget's slot nears the screen, so they are on their way while the deferred bundle
    /// that shows the widget still is.
    pub reads: Reads,
}

/// The files a widget's view reads besides its link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reads {
    /// None.
    Nothing,
    /// The toy translator's weights (`translator.bin`).
    Translator,
    /// The everyday translator's files (`everyday.bin`, its subwords and its test sentences).
    Everyday,
    /// The everyday translator's subwords alone (`everyday-subwords.txt`).
    Subwords,
}

impl Reads {
    /// The files a widget reading them reads at once (the translator's early checkpoint is read
    /// only on request).
    #[cfg(feature = "view")]
    pub fn files(self) -> &'static [&'static str] {
        use crate::ui::everyday::{EVERYDAY, SUBWORDS};
        use crate::ui::weights::Checkpoint;
        const TRANSLATOR: &[&str] = &[Checkpoint::Final.url()];
        match self {
            Reads::Nothing => &[],
            Reads::Translator => TRANSLATOR,
            Reads::Everyday => EVERYDAY.urls,
            Reads::Subwords => SUBWORDS.urls,
        }
    }

    /// Whether a widget reading `self` reads every file one reading `other` does (the everyday
    /// translator reads the subwords too).
    #[cfg(feature = "view")]
    pub fn covers(self, other: Reads) -> bool {
        other.files().iter().all(|f| self.files().contains(f))
    }

    /// Starts fetching the files now, ahead of the widget that reads them.
    #[cfg(feature = "view")]
    pub fn prefetch(self) {
        match self {
            Reads::Nothing => {}
            Reads::Translator => crate::ui::weights::prefetch(),
            Reads::Everyday => crate::ui::everyday::EVERYDAY.prefetch(),
            Reads::Subwords => crate::ui::everyday::SUBWORDS.prefetch(),
        }
    }

    /// Fetches the files and makes what the view reads of them now, ahead of the view: for the
    /// widgets of a section the reader jumps to, so the making starts before their mounts. Only
    /// the bundle that carries the view calls it, since it links the code that reads the files.
    #[cfg(feature = "view")]
    pub fn read_now(self) {
        match self {
            Reads::Nothing => {}
            Reads::Translator => crate::ui::weights::start_final(),
            Reads::Everyday => crate::ui::everyday::EVERYDAY.start(),
            Reads::Subwords => crate::ui::everyday::SUBWORDS.start(),
        }
    }
}

/// Reads `query` into `P` and writes the state back as a link.
#[cfg(not(target_arch = "wasm32"))]
fn read<P: WidgetParams>(query: &Query) -> (Query, Vec<Notice>) {
    let (params, notices) = P::from_query(query);
    (params.to_query(), notices)
}

/// Reads `query` into `W` and says its summary for each of its test inputs.
#[cfg(not(target_arch = "wasm32"))]
fn summaries<W: Widget>(query: &Query) -> Vec<String> {
    let (w, _) = W::from_query(query);
    w.test_inputs()
        .iter()
        .map(|input| w.summary(&w.compute(input)))
        .collect()
}

/// The catalogue, one row per widget: the facts about its frame, its type (in `model/`; it
/// implements [`Widget`], and with the `view` feature `widgets::WidgetView`) and the bundle that
/// carries its view. From these rows come [`WIDGETS`], and, with the `view` feature,
/// [`page_body`] and [`deferred_body`], each naming only its own bundle's views (the other
/// bundle's rows are `if false` branches, which the compiler drops), so each bundle's wasm links
/// only the views it shows.
macro_rules! catalogue {
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
        /// The catalogue, in page order.
        pub static WIDGETS: &[WidgetSpec] = &[$(
            WidgetSpec {
                name: $name,
                title: Text::new($title, $title_fr),
                about: Text::new($about, $about_fr),
                section: $section,
                height: $height,
                params: <crate::model::$module::$ty as WidgetParams>::PARAMS,
                example: <crate::model::$module::$ty as Widget>::EXAMPLE,
                #[cfg(not(target_arch = "wasm32"))]
                read: read::<crate::model::$module::$ty>,
                #[cfg(not(target_arch = "wasm32"))]
                summaries: summaries::<crate::model::$module::$ty>,
                deferred: catalogue!(@deferred $bundle),
                reads: catalogue!(@reads $bundle),
            },
        )*];

        /// The body of each widget the page's own bundle carries.
        #[cfg(feature = "view")]
        pub fn page_body(name: &str) -> Option<fn(&'static WidgetSpec, &Query) -> Body> {
            $(
                if !catalogue!(@deferred $bundle) && name == $name {
                    return Some(view::body::<crate::model::$module::$ty>);
                }
            )*
            None
        }

        /// The figures widget `name` saves, in the order it shows them.
        #[cfg(feature = "view")]
        pub fn figures_of(name: &str) -> &'static [crate::ui::figure::FigureSpec] {
            $(
                if name == $name {
                    return <crate::model::$module::$ty as crate::widgets::WidgetView>::FIGURES;
                }
            )*
            &[]
        }

        /// Figure `id` of widget `name` in the state `query` describes, for saving, `width` CSS
        /// pixels wide where its width is free (320 to 1,600); `None` when the widget has no such
        /// figure or lacks what it needs. Only the figures bundle calls this, so only its wasm
        /// carries the drawing.
        #[cfg(feature = "view")]
        pub fn draw_figure(
            name: &str,
            id: &str,
            query: &Query,
            extra: &crate::ui::figure::Extra,
            width: f64,
        ) -> Option<crate::ui::figure::Figure> {
            use crate::widgets::WidgetView;
            let width = width.clamp(320.0, 1600.0);
            $(
                if name == $name {
                    let (state, _) = <crate::model::$module::$ty as WidgetParams>::from_query(query);
                    return state.figure(id, extra, width);
                }
            )*
            None
        }

        /// The body of each deferred widget. Only the deferred bundle calls this, so only its
        /// wasm carries these views. A test checks that this and [`page_body`] between them name
        /// each widget of `WIDGETS` once, as its `deferred` flag says.
        #[cfg(feature = "view")]
        pub fn deferred_body(name: &str) -> Option<fn(&'static WidgetSpec, &Query) -> Body> {
            $(
                if catalogue!(@deferred $bundle) && name == $name {
                    return Some(view::body::<crate::model::$module::$ty>);
                }
            )*
            None
        }
    };
    (@deferred page) => {
        false
    };
    (@deferred deferred) => {
        true
    };
    // `translator`, `everyday`, `subwords`: in the deferred bundle, and reading their files.
    (@deferred $reads:ident) => {
        true
    };
    (@reads translator) => {
        Reads::Translator
    };
    (@reads everyday) => {
        Reads::Everyday
    };
    (@reads subwords) => {
        Reads::Subwords
    };
    (@reads $other:ident) => {
        Reads::Nothing
    };
}

for_each_widget!(catalogue);

/// The widget called `name`.
pub fn find(name: &str) -> Option<&'static WidgetSpec> {
    WIDGETS.iter().find(|w| w.name == name)
}

/// Every valid embed name, in page order.
pub fn names() -> Vec<&'static str> {
    WIDGETS.iter().map(|w| w.name).collect()
}

#[cfg(feature = "view")]
mod view {
    use leptos::prelude::*;

    use super::*;
    use crate::params::lesson::Lesson;
    use crate::ui::WidgetFrame;
    use crate::ui::figure_save::FigureContext;
    use crate::ui::lesson::provide_lesson;
    use crate::widgets::WidgetView;

    /// A widget's view with its current state.
    pub struct Body {
        /// The widget's DOM.
        pub view: AnyView,
        /// Notices from reading the link.
        pub notices: Vec<Notice>,
        /// The widget's current state as a query (its own parameters).
        pub state: Signal<Query>,
        /// The lesson the link gave it.
        pub lesson: Lesson,
        /// Puts the widget back as the link had it.
        pub reset: Callback<()>,
        /// The parameters whose controls the view shows, in the order it built them.
        pub controls: StoredValue<Vec<&'static str>>,
    }

    /// Builds a widget from its type: its state and lesson read from the link, and its view, in
    /// an owner of its own that gives its controls the lesson. A locked parameter's value holds
    /// whatever else changes (a rule between parameters cannot move it either).
    pub(super) fn body<W: WidgetView>(spec: &'static WidgetSpec, query: &Query) -> Body {
        let (params, mut notices) = W::from_query(query);
        let (lesson, lesson_notices) = Lesson::read(query, W::PARAMS);
        notices.extend(lesson_notices);
        let start = params.clone();
        let state = RwSignal::new(params);
        if !lesson.locked.is_empty() {
            let (lesson, start) = (lesson.clone(), start.to_query());
            Effect::new(move |_| {
                let now = state.with(W::to_query);
                let held = lesson.hold(&start, &now);
                if held != now {
                    state.set(W::from_query(&held).0);
                }
            });
        }
        let link = Memo::new(move |_| state.with(W::to_query));
        let controls = StoredValue::new(Vec::new());
        let owner = Owner::current()
            .expect("a widget is built under an owner")
            .child();
        let view = owner.with(|| {
            provide_lesson(lesson.clone(), controls);
            let lesson = lesson.clone();
            let link = Memo::new(move |_| lesson.add_to(&state.with(W::to_query)));
            provide_context(FigureContext {
                name: spec.name,
                link: link.into(),
            });
            W::view(state)
        });
        Body {
            view: leptos::tachys::reactive_graph::OwnedView::new_with_owner(view, owner).into_any(),
            notices,
            state: link.into(),
            lesson,
            reset: Callback::new(move |_| state.set(start.clone())),
            controls,
        }
    }

    /// The widget in its frame, with its state read from `query`; for a deferred widget, the
    /// empty slot the deferred bundle fills (`data-slot`), and the state of its defaults.
    ///
    /// `embedded` adds the link back to the widget's section of the full explainer.
    pub fn render(
        spec: &'static WidgetSpec,
        query: &Query,
        embedded: bool,
    ) -> (AnyView, Signal<Query>) {
        match super::page_body(spec.name) {
            Some(body) => render_with(spec, body, query, embedded),
            None => (waiting_slot(spec), Signal::stored(Query::default())),
        }
    }

    /// A deferred widget in its frame, with its state read from `query`: what the deferred
    /// bundle mounts. `None` for a widget the page's own bundle carries.
    pub fn render_deferred(
        spec: &'static WidgetSpec,
        query: &Query,
        embedded: bool,
    ) -> Option<(AnyView, Signal<Query>)> {
        super::deferred_body(spec.name).map(|body| render_with(spec, body, query, embedded))
    }

    /// Where a deferred widget will go, until its bundle has arrived: the same quiet box the
    /// page's text has in each slot.
    fn waiting_slot(spec: &'static WidgetSpec) -> AnyView {
        view! {
            <div class="widget-slot" data-slot=spec.name>
                <p class="slot-note">{loading()}</p>
            </div>
        }
        .into_any()
    }

    /// The widget in its frame, built by `body` with its state read from `query`.
    pub fn render_with(
        spec: &'static WidgetSpec,
        body: fn(&'static WidgetSpec, &Query) -> Body,
        query: &Query,
        embedded: bool,
    ) -> (AnyView, Signal<Query>) {
        let Body {
            view,
            notices,
            state,
            lesson,
            reset,
            controls,
        } = body(spec, query);
        let lesson_again = lesson.clone();
        let framed = view! {
            <WidgetFrame
                name=spec.name
                title=spec.title.get()
                section=spec.section
                height=spec.height
                params=spec.params
                notices=notices
                state=state
                lesson=lesson.clone()
                reset=reset
                controls=controls
                embedded=embedded
            >
                {view}
            </WidgetFrame>
        };
        // The link that reproduces it: its state, the lesson after it.
        let with_lesson = Memo::new(move |_| lesson_again.add_to(&state.get()));
        (framed.into_any(), with_lesson.into())
    }
}
