//! `listen`: build the "didn't cross" (or the trophy's "didn't fit in") sentence, pick a word, and see how much of its attention
//! goes to each English word, read from the shipped translator.

use leptos::prelude::*;

use crate::format::percent;
use crate::i18n::m;
use crate::kernel::decoding::translator::Translator;
use crate::kernel::language::grammar;
use crate::model::Widget;
use crate::model::listen::{
    ENDING, FORCE, HEAD, LAYER, ListenParams, Listening, ORDER, PLACE, SUBJECT, Translated, VIEW,
    View, WORD, flip_note, forceable, slot_words,
};
use crate::model::translate::resolution_note;
use crate::params::Param;
use crate::svg::shapes::{Bar, Bars, bars};
use crate::svg::{Svg, light};
use crate::ui::figure::{Extra, Figure, FigureSpec, Needs};
use crate::ui::figure_save::SaveFigure;
use crate::ui::lesson::{Access, access};
use crate::ui::weights::{Weights, load_when_near};
use crate::ui::{ParamControl, ParamSelect, ParamToggle, StatusLine};

impl super::WidgetView for ListenParams {
    const FIGURES: &'static [FigureSpec] = &[FigureSpec::needing("bars", Needs::Translator)];

    fn figure(&self, id: &str, extra: &Extra, width: f64) -> Option<Figure> {
        (id == "bars").then(|| Some(bars_figure(self, extra.translator?, width).into()))?
    }

    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ListenWidget state=state /> }.into_any()
    }
}

/// A menu for one slot of the sentence: the subject, the place or the ending. A new sentence
/// starts over: no word picked, nothing forced. The place and ending menus offer the family's own
/// words; a subject of the other family switches the sentence to it.
fn slot_menu(state: RwSignal<ListenParams>, param: &'static Param) -> impl IntoView {
    let story = Memo::new(move |_| state.with(|p| p.family.story));
    view! {
        <ParamSelect
            param=param
            class="listen-menu"
            value=Signal::derive(move || {
                state.with(|p| {
                    let f = p.family;
                    match param.name {
                        "subject" => f.subject_word(),
                        "place" => f.place_word(),
                        _ => f.story.ending_names().nth(f.ending).unwrap_or(""),
                    }
                })
            })
            only=Signal::derive(move || slot_words(param.name, story.get()))
            set=Callback::new(move |w: &'static str| {
                state.update(|p| *p = p.with_slot(param.name, w));
            })
        />
    }
}

/// The listen widget.
#[component]
pub fn ListenWidget(
    /// The sentence, the view, the picked word, the head and the forced word.
    state: RwSignal<ListenParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let weights = load_when_near(root);
    // Three memos, so that picking a word, a view or a head reads the attention again without
    // translating again: the translation follows the sentence alone, the forced run the sentence,
    // the head and the forced word.
    let family = Memo::new(move |_| state.with(|p| p.family));
    let translated: Memo<Option<Translated>> = Memo::new(move |_| {
        let p = ListenParams {
            family: family.get(),
            ..ListenParams::default()
        };
        weights.with(|w| match w {
            Weights::Ready(t) => Some(p.translated(t)),
            _ => None,
        })
    });
    let force_key = Memo::new(move |_| state.with(|p| (p.force, p.layer, p.head)));
    let forced = Memo::new(move |_| {
        let (force, layer, head) = force_key.get();
        let p = ListenParams {
            family: family.get(),
            force,
            layer,
            head,
            ..ListenParams::default()
        };
        translated.with(|tr| {
            let tr = tr.as_ref()?;
            weights.with(|w| match w {
                Weights::Ready(t) => p.forced(t, tr),
                _ => None,
            })
        })
    });
    let listening: Memo<Option<Listening>> = Memo::new(move |_| {
        let tr = translated.get()?;
        Some(state.with(|p| p.read(tr, forced.get())))
    });
    let summary = Memo::new(move |_| {
        weights.with(Weights::waiting).unwrap_or_else(|| {
            listening
                .get()
                .map(|l| state.with(|p| p.summary(&l)))
                .unwrap_or_default()
        })
    });
    let view_kind = Memo::new(move |_| state.with(|p| p.view));
    let order = Memo::new(move |_| state.with(|p| p.family.because_first));
    let layer = Memo::new(move |_| state.with(|p| p.layer));
    let head = Memo::new(move |_| state.with(|p| p.head));
    let source = Memo::new(move |_| state.with(ListenParams::source));

    let menus = [&SUBJECT, &PLACE, &ENDING]
        .into_iter()
        .map(|param| slot_menu(state, param))
        .collect_view();

    view! {
        <div class="listen-widget" node_ref=root>
            <div class="listen-menus">{menus}</div>
            {toggles(state, view_kind, order, layer, head)}
            {french(state, listening, view_kind)}
            <p class="panel-title">
                {move || m().listen_title(view_kind.get() == View::Cross)}
            </p>
            <div class="listen-cols" role="group" aria-label=m().english_words_group()>
                {columns(state, listening, view_kind, source)}
            </div>
            <SaveFigure figure="bars" />
            {force_menu(state, source)}
            {what_if(state, listening)}
            <p class="listen-flip">{move || flip_note(family.get().story, layer.get(), head.get())}</p>
            <p class="honesty">
                {m().listen_honesty()}
                {resolution_note()}
            </p>
            <StatusLine text=summary />
        </div>
    }
}

/// The French the model writes, and in the cross view its words as the word picker.
fn french(
    state: RwSignal<ListenParams>,
    listening: Memo<Option<Listening>>,
    view_kind: Memo<View>,
) -> impl IntoView {
    move || {
        listening.get().map(|l| {
            let picked = (view_kind.get() == View::Cross).then_some(l.picked);
            let written = grammar::display(&l.translation.output);
            let buttons = (view_kind.get() == View::Cross).then(|| {
                l.words
                    .iter()
                    .enumerate()
                    .map(|(i, w)| {
                        view! {
                            <button
                                type="button"
                                class="word-button"
                                data-control=format!("out-{i}")
                                aria-pressed=(picked == Some(i)).to_string()
                                on:click=move |_| state.update(|p| p.word = Some(i))
                            >
                                {*w}
                            </button>
                        }
                    })
                    .collect_view()
            });
            view! {
                <p class="listen-french" lang="fr">{written}</p>
                {buttons.map(|b| view! {
                    <ParamControl param=&WORD>
                        <div class="translate-words" role="group" aria-label=crate::i18n::m().french_pick() lang="fr">{b}</div>
                    </ParamControl>
                })}
            }
        })
    }
}

/// A bar of attention over every English word; in the encoder view the words are the picker,
/// unless a lesson hides or locks it.
fn columns(
    state: RwSignal<ListenParams>,
    listening: Memo<Option<Listening>>,
    view_kind: Memo<View>,
    source: Memo<Vec<usize>>,
) -> impl IntoView {
    let word_access = access(&WORD);
    move || {
        let english: Vec<&'static str> = source
            .get()
            .iter()
            .map(|&k| grammar::TOKENS.get(k).copied().unwrap_or("?"))
            .collect();
        let shares = listening.with(|l| l.as_ref().map(|l| l.shares.clone()).unwrap_or_default());
        let picked = listening.with(|l| l.as_ref().map(|l| l.picked));
        // The English words are the picker in the encoder view, unless a lesson hides or locks it.
        let encoder = view_kind.get() == View::Encoder && word_access == Access::Open;
        english
            .into_iter()
            .enumerate()
            .map(|(j, word)| {
                let share = shares.get(j).copied().unwrap_or(0.0);
                let label = if encoder {
                    view! {
                        <button
                            type="button"
                            class="word-button"
                            data-control=format!("word-{j}")
                            aria-pressed=(picked == Some(j)).to_string()
                            on:click=move |_| state.update(|p| p.word = Some(j))
                        >
                            {word}
                        </button>
                    }
                    .into_any()
                } else {
                    view! { <span class="listen-word">{word}</span> }.into_any()
                };
                view! {
                    <div class="listen-col">
                        <div class="listen-track" aria-hidden="true">
                            <span class="listen-bar" style:--share=format!("{}%", share * 100.0)></span>
                        </div>
                        <span class="listen-share">{percent(share)}</span>
                        {label}
                    </div>
                }
            })
            .collect_view()
    }
}

/// The menu that makes the shown head look at one word of the sentence alone.
fn force_menu(state: RwSignal<ListenParams>, source: Memo<Vec<usize>>) -> impl IntoView {
    // Only the words of this sentence can be forced.
    let forceable_here = Signal::derive(move || {
        let words: Vec<&'static str> = source
            .get()
            .iter()
            .map(|&k| grammar::TOKENS.get(k).copied().unwrap_or("?"))
            .collect();
        forceable()
            .iter()
            .copied()
            .filter(|w| *w == "none" || words.contains(w))
            .collect::<Vec<_>>()
    });
    view! {
        <ParamSelect
            param=&FORCE
            class="listen-menu"
            value=Signal::derive(move || state.with(|p| forceable()[p.force]))
            only=forceable_here
            set=Callback::new(move |w: &'static str| {
                let i = forceable().iter().position(|o| *o == w).unwrap_or(0);
                state.update(|p| p.force = i);
            })
        />
    }
}

/// The French with the head forced, each word that differs from the model's own marked in words
/// as well as by its look.
fn what_if(state: RwSignal<ListenParams>, listening: Memo<Option<Listening>>) -> impl IntoView {
    move || {
        listening.with(|l| {
            let l = l.as_ref()?;
            let what = l.forced.as_ref()?;
            let own = grammar::display(&l.translation.output);
            // Spaced as the French is written: nothing after an elided l', n' or qu'.
            let words = what
                .words
                .iter()
                .enumerate()
                .map(|(i, &(w, changed))| {
                    let space = if i > 0 && !what.words[i - 1].0.ends_with('\'') {
                        " "
                    } else {
                        ""
                    };
                    let word = if changed {
                        view! {
                            <mark class="changed">{w}<span class="visually-hidden">{crate::i18n::m().changed()}</span></mark>
                        }
                        .into_any()
                    } else {
                        view! { <span>{w}</span> }.into_any()
                    };
                    view! { {space}{word} }
                })
                .collect_view();
            let forced_word = state.with(|p| forceable()[p.force]);
            Some(view! {
                <div class="listen-what-if">
                    <p>{m().what_if(forced_word).0} <span lang="fr">{own}</span></p>
                    <p>
                        {m().what_if(forced_word).1}
                        <span class="what-if-words" lang="fr">{words}</span>
                    </p>
                </div>
            })
        })
    }
}

/// The order, the view, the layer and the head.
fn toggles(
    state: RwSignal<ListenParams>,
    view_kind: Memo<View>,
    order: Memo<bool>,
    layer: Memo<usize>,
    head: Memo<usize>,
) -> impl IntoView {
    view! {
            <div class="listen-toggles">
                <ParamToggle
                    param=&ORDER
                    value=Signal::derive(move || if order.get() { "because-first" } else { "plain" })
                    set=Callback::new(move |v: &'static str| state.update(|p| {
                        p.family.because_first = v == "because-first";
                        p.word = None;
                    }))
                />
                <ParamToggle
                    param=&VIEW
                    value=Signal::derive(move || if view_kind.get() == View::Cross { "cross" } else { "encoder" })
                    set=Callback::new(move |v: &'static str| state.update(|p| {
                        p.view = if v == "encoder" { View::Encoder } else { View::Cross };
                        p.word = None;
                    }))
                />
                <ParamToggle
                    param=&LAYER
                    value=Signal::derive(move || LAYER.word(layer.get() as f64))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.layer = v.parse().unwrap_or(2)))
                />
                <ParamToggle
                    param=&HEAD
                    value=Signal::derive(move || HEAD.word(head.get() as f64))
                    set=Callback::new(move |v: &'static str| state.update(|p| p.head = v.parse().unwrap_or(1)))
                />
            </div>
    }
}

/// Where the picked word looks, as bars, for saving.
fn bars_figure(p: &ListenParams, t: &Translator, width: f64) -> Svg {
    let l = p.compute(t);
    let picked = l.words.get(l.picked).copied().unwrap_or("?");
    let heading = m().listen_figure(picked, p.layer, p.head);
    let bars_of = l
        .source
        .iter()
        .zip(&l.shares)
        .map(|(&k, &s)| Bar {
            label: grammar::TOKENS.get(k).copied().unwrap_or("?").to_string(),
            length: s,
            value: percent(s),
        })
        .collect();
    bars(
        &[Bars {
            heading: &heading,
            bars: bars_of,
            colour: light::ACCENT,
        }],
        width,
    )
}
