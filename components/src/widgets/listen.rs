//! `listen`: build the "didn't cross" sentence, pick a word, and see how much of its attention
//! goes to each English word, read from the shipped translator.

use leptos::prelude::*;

use crate::format::percent;
use crate::kernel::language::grammar;
use crate::model::Widget;
use crate::model::listen::{
    ListenParams, Listening, Translated, View, choices, flip_note, forceable,
};
use crate::model::translate::resolution_note;
use crate::ui::weights::{LayerHead, Weights, load_when_near};
use crate::ui::{StatusLine, ToggleGroup};

impl super::WidgetView for ListenParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <ListenWidget state=state /> }.into_any()
    }
}

/// A menu for one slot of the sentence (subject, place or ending).
fn slot_menu(
    state: RwSignal<ListenParams>,
    name: &'static str,
    options: &'static [&'static str],
) -> impl IntoView {
    let current = move || {
        state.with(|p| match name {
            "subject" => p.family.animal,
            "place" => p.family.place,
            _ => p.family.ending,
        })
    };
    let label = match name {
        "subject" => "Animal",
        "place" => "Place",
        _ => "Adjective",
    };
    view! {
        <label class="listen-menu">
            <span>{label}</span>
            <select
                data-control=name
                prop:value=move || options[current()].to_string()
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    let i = options.iter().position(|o| *o == v).unwrap_or(0);
                    state.update(|p| {
                        match name {
                            "subject" => p.family.animal = i,
                            "place" => p.family.place = i,
                            _ => p.family.ending = i,
                        }
                        p.word = None;
                        p.force = 0;
                    });
                }
            >
                {options.iter().map(|o| view! { <option value=*o>{*o}</option> }).collect_view()}
            </select>
        </label>
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

    let french = move || {
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
                    <div class="translate-words" role="group" aria-label="French words: pick one" lang="fr">{b}</div>
                })}
            }
        })
    };

    let columns = move || {
        let english: Vec<&'static str> = source
            .get()
            .iter()
            .map(|&k| grammar::TOKENS.get(k).copied().unwrap_or("?"))
            .collect();
        let shares = listening.with(|l| l.as_ref().map(|l| l.shares.clone()).unwrap_or_default());
        let picked = listening.with(|l| l.as_ref().map(|l| l.picked));
        let encoder = view_kind.get() == View::Encoder;
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
    };

    let force_menu = move || {
        let words: Vec<&'static str> = source
            .get()
            .iter()
            .map(|&k| grammar::TOKENS.get(k).copied().unwrap_or("?"))
            .collect();
        let current = state.with(|p| forceable()[p.force]);
        let options = forceable()
            .iter()
            .filter(|w| **w == "none" || words.contains(w))
            .map(|w| view! { <option value=*w selected=*w == current>{*w}</option> })
            .collect_view();
        view! {
            <label class="listen-menu">
                <span>"Make this head look only at"</span>
                <select
                    data-control="force"
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        let i = forceable().iter().position(|o| *o == v).unwrap_or(0);
                        state.update(|p| p.force = i);
                    }
                >
                    {options}
                </select>
            </label>
        }
    };

    // The French with the head forced, each word that differs from the model's own marked in
    // words as well as by its look.
    let what_if = move || {
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
                            <mark class="changed">{w}<span class="visually-hidden">" (changed)"</span></mark>
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
                    <p>"Left alone: " <span lang="fr">{own}</span></p>
                    <p>
                        {format!("Looking only at “{forced_word}”: ")}
                        <span class="what-if-words" lang="fr">{words}</span>
                    </p>
                </div>
            })
        })
    };

    let menus = choices()
        .into_iter()
        .map(|(name, options)| slot_menu(state, name, options))
        .collect_view();

    view! {
        <div class="listen-widget" node_ref=root>
            <div class="listen-menus">{menus}</div>
            <div class="listen-toggles">
                <ToggleGroup
                    label="Order:"
                    name="order"
                    options=vec![("plain", "as in the paper"), ("because-first", "“because” first")]
                    selected=Signal::derive(move || if order.get() { "because-first" } else { "plain" })
                    on_select=Callback::new(move |v: &'static str| state.update(|p| {
                        p.family.because_first = v == "because-first";
                        p.word = None;
                    }))
                />
                <ToggleGroup
                    label="Show:"
                    name="view"
                    options=vec![("cross", "French → English"), ("encoder", "English → English")]
                    selected=Signal::derive(move || if view_kind.get() == View::Cross { "cross" } else { "encoder" })
                    on_select=Callback::new(move |v: &'static str| state.update(|p| {
                        p.view = if v == "encoder" { View::Encoder } else { View::Cross };
                        p.word = None;
                    }))
                />
                <LayerHead
                    layer=layer
                    head=head
                    on_layer=Callback::new(move |l| state.update(|p| p.layer = l))
                    on_head=Callback::new(move |h| state.update(|p| p.head = h))
                />
            </div>
            {french}
            <p class="panel-title">
                {move || if view_kind.get() == View::Cross {
                    "Pick a French word. The bars show how much of its attention, in this decoder head, goes to each English word as it is written."
                } else {
                    "Pick an English word. The bars show how much of its attention, in this encoder head, goes to each English word."
                }}
            </p>
            <div class="listen-cols" role="group" aria-label="Words of the English sentence">{columns}</div>
            {force_menu}
            {what_if}
            <p class="listen-flip">{move || flip_note(layer.get(), head.get())}</p>
            <p class="honesty">
                "These bars come from the translator trained on this page (see “Watch it translate”), not from hand-made numbers. "
                {resolution_note()}
            </p>
            <StatusLine text=summary />
        </div>
    }
}
