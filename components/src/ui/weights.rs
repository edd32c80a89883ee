//! The shipped translator's weights (`translator.bin`, half floats, and the same run's early
//! checkpoint `translator-early.bin`), each fetched the first time a widget that reads it nears
//! the screen, and shared by every such widget of the page.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use leptos::prelude::*;

use crate::i18n::{Files, m};
use crate::kernel::decoding::translator::Translator;
use crate::ui::attach::{listen, when_near};
use crate::ui::dom::{FILL_ALL, handout_on_its_way};
use crate::ui::fetched;

/// Where the weights are.
#[derive(Clone)]
pub enum Weights {
    /// On the way.
    Loading,
    /// Here.
    Ready(Arc<Translator>),
    /// Not coming, and why.
    Failed(String),
}

impl Weights {
    /// What a widget's status line says while the weights are not here, or `None` once they are.
    pub fn waiting(&self) -> Option<String> {
        match self {
            Weights::Loading => Some(m().loading_files(Files::Translator).into()),
            Weights::Failed(why) => Some(m().files_failed(Files::Translator, why)),
            Weights::Ready(_) => None,
        }
    }
}

/// Which of the run's weights.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checkpoint {
    /// The shipped model, where the run stopped.
    Final,
    /// The same run at `checkpoints::EARLY_STEP`, for the beam widget.
    Early,
}

impl Checkpoint {
    /// Where its file is.
    pub const fn url(self) -> &'static str {
        match self {
            Checkpoint::Final => "./translator.bin",
            Checkpoint::Early => "./translator-early.bin",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Starts fetching the final weights now (the only ones the page's own bundle fetches ahead),
/// unless a fetch is already under way or done, so that they come while the deferred bundle that
/// reads them is itself still on the way.
pub fn prefetch() {
    fetched::prefetch(Checkpoint::Final.url());
}

/// Fetches one checkpoint's weights (or finishes the fetch [`prefetch`] started): for the widgets
/// through [`load_when_near`], and for the figures bundle, which draws the translator's figures.
pub async fn load(which: Checkpoint) -> Result<Translator, String> {
    let bytes = fetched::bytes(which.url()).await?;
    Translator::from_bytes(&bytes).ok_or_else(|| m().not_this_pages_file().into())
}

/// The state of each checkpoint's weights every translator widget of this bundle reads: one
/// reference-counted signal each, not owned by whichever widget came first, so it outlives any
/// one of them (an embed remounted, the gallery closed).
static SHARED: [OnceLock<ArcRwSignal<Weights>>; 2] = [OnceLock::new(), OnceLock::new()];

/// Whether each checkpoint's fetch is under way or done (a failed one clears it, so the next
/// widget to near the screen tries again).
static STARTED: [AtomicBool; 2] = [AtomicBool::new(false), AtomicBool::new(false)];

fn shared(which: Checkpoint) -> ArcRwSignal<Weights> {
    SHARED[which.index()]
        .get_or_init(|| ArcRwSignal::new(Weights::Loading))
        .clone()
}

/// Fetches the final weights and reads them now, unless that has been started already: ahead of
/// the widgets of a section the reader jumps to.
pub fn start_final() {
    start(Checkpoint::Final);
}

/// Fetches `which`'s weights, unless that has been started already.
fn start(which: Checkpoint) {
    let started = &STARTED[which.index()];
    if started.swap(true, Ordering::Relaxed) {
        return;
    }
    let shared = shared(which);
    shared.set(Weights::Loading);
    // Not leptos's executor: this may run before the bundle's first widget has started it.
    wasm_bindgen_futures::spawn_local(async move {
        let loaded = match load(which).await {
            Ok(t) => Weights::Ready(Arc::new(t)),
            Err(why) => {
                STARTED[which.index()].store(false, Ordering::Relaxed);
                Weights::Failed(why)
            }
        };
        shared.set(loaded);
    });
}

/// The final weights for the widget whose root is `root`: ready at once if another widget has
/// loaded them, else fetched (once for all of them) when `root` comes within 600 px of the screen.
pub fn load_when_near(root: NodeRef<leptos::html::Div>) -> Signal<Weights> {
    load_checkpoint_when_near(root, Signal::stored(Checkpoint::Final))
}

/// The weights of the checkpoint `which` names, as it changes, for the widget whose root is
/// `root`: each fetched (once for the page) when it is asked for and `root` is within 600 px of
/// the screen, or at once for a handout ([`HANDOUT`](crate::ui::HANDOUT)).
pub fn load_checkpoint_when_near(
    root: NodeRef<leptos::html::Div>,
    which: Signal<Checkpoint>,
) -> Signal<Weights> {
    let near = RwSignal::new(false);
    // The page's own bundle has started the fetch: the reader is near, and the file may be here.
    // A handout puts every widget on paper, near the screen or not, and waits for their figures.
    if fetched::prefetched(Checkpoint::Final.url()) || handout_on_its_way() {
        near.set(true);
    } else {
        Effect::new(move |_| {
            if let Some(el) = root.get() {
                let el: web_sys::Element = el.into();
                when_near(&el, "600px", move || {
                    near.try_set(true);
                });
            }
        });
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            listen(&doc, FILL_ALL, move |_| {
                near.try_set(true);
            });
        }
    }
    let signals = [shared(Checkpoint::Final), shared(Checkpoint::Early)];
    let last = signals[0].clone();
    Effect::new(move |_| {
        if !near.get() {
            return;
        }
        let which = which.get();
        // The early checkpoint waits while the final weights are on their way: a reader arriving
        // at the section sees a translation first, with the network and the thread to itself.
        let final_on_its_way = STARTED[Checkpoint::Final.index()].load(Ordering::Relaxed)
            && matches!(last.get(), Weights::Loading);
        if which == Checkpoint::Early && final_on_its_way {
            return;
        }
        start(which);
    });
    Signal::derive(move || signals[which.get().index()].get())
}
