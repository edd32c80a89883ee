//! `trophy`: the reference's question answered by the page's translator, for a reader of the
//! no-maths section: the sentence with either ending, the French, and where the model looked.

use leptos::prelude::*;

use crate::format::{bar_clip, percent};
use crate::i18n::m;
use crate::model::Widget;
use crate::model::trophy::{Answer, ENDING, TrophyParams};
use crate::ui::weights::{Weights, load_when_near};
use crate::ui::{ParamToggle, StatusLine};

impl super::WidgetView for TrophyParams {
    fn view(state: RwSignal<Self>) -> AnyView {
        view! { <TrophyWidget state=state /> }.into_any()
    }
}

/// The trophy widget.
#[component]
pub fn TrophyWidget(
    /// The sentence's ending.
    state: RwSignal<TrophyParams>,
) -> impl IntoView {
    let root = NodeRef::<leptos::html::Div>::new();
    let weights = load_when_near(root);
    let answer: Memo<Option<Answer>> = Memo::new(move |_| {
        let p = state.get();
        weights.with(|w| match w {
            Weights::Ready(t) => Some(p.compute(t)),
            _ => None,
        })
    });
    let summary = Memo::new(move |_| {
        weights.with(Weights::waiting).unwrap_or_else(|| {
            answer.with(|a| {
                a.as_ref()
                    .map(|a| state.with(|p| p.summary(a)))
                    .unwrap_or_default()
            })
        })
    });
    view! {
        <div class="trophy-widget" node_ref=root>
            <ParamToggle
                param=&ENDING
                value=Signal::derive(move || state.get().ending())
                set=Callback::new(move |v: &'static str| state.update(|p| p.small = v == "small"))
            />
            {move || answer.get().map(|a| {
                let looked = a.looked.iter().map(|&(word, share)| view! {
                    <li class="share-row">
                        <span class="share-label">{word}</span>
                        <span class="share-track"><span class="share-bar" style:clip-path=bar_clip(share)></span></span>
                        <span class="share-value">{percent(share)}</span>
                    </li>
                }).collect_view();
                let pronoun = a.pronoun.unwrap_or("?");
                let wrote = m().trophy_wrote();
                let means = match crate::locale::current() {
                    crate::locale::Lang::En => a.means.unwrap_or("?").to_string(),
                    crate::locale::Lang::Fr => a.means_french.clone().unwrap_or_else(|| "?".into()),
                };
                view! {
                    <p class="trophy-english">{a.english.clone()}</p>
                    <p class="trophy-french" lang="fr">{a.french.clone()}</p>
                    <p>
                        {wrote.0} <span lang="fr">{pronoun}</span> {wrote.1}
                        {means} {wrote.2}
                    </p>
                    <ul class="share-rows trophy-looked" aria-label=m().trophy_looked()>{looked}</ul>
                }
            })}
            <StatusLine text=summary />
        </div>
    }
}
