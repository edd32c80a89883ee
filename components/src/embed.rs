//! What a teacher copies: the link to a widget's exact state and the `<iframe>` code around it.
//! Pure string building, tested natively.

use crate::format::attr_escape;
use crate::params::{Kind, Param, Query, defaults_query};

/// The link that shows widget `name` alone, in the state `state`, on the page at `base`.
pub fn embed_link(base: &str, name: &str, state: &Query) -> String {
    let params = state.encode();
    if params.is_empty() {
        format!("{base}?embed={name}")
    } else {
        format!("{base}?embed={name}&{params}")
    }
}

/// How a widget names itself when it stands alone: the title of its iframe on a host page and the
/// heading of the embedded page. The widget, then where it comes from.
pub fn embed_title(widget_title: &str) -> String {
    crate::i18n::m().embed_title(widget_title)
}

/// The code to paste into a course page: lazy, borderless, full width, a height that fits. The
/// border goes by `frameborder`, not a `style` attribute, which a host with a strict style policy
/// refuses; `clipboard-write` lets the widget's Copy buttons work inside a frame of another origin.
pub fn iframe_code(link: &str, title: &str, height: u32) -> String {
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"100%\" height=\"{height}\" loading=\"lazy\" \
         frameborder=\"0\" allow=\"clipboard-write\"></iframe>",
        attr_escape(link),
        attr_escape(title)
    )
}

/// The name a saved figure's file gets: the widget, the figure where it draws more than one,
/// then each setting that differs from its default, as `softmax-t0.50.png`. Only letters,
/// digits, dots and dashes, and short enough for any file system.
pub fn figure_file_name(
    name: &str,
    figure: Option<&str>,
    params: &[Param],
    state: &Query,
    ext: &str,
) -> String {
    let defaults = defaults_query(params);
    let mut parts = vec![name.to_string()];
    parts.extend(figure.map(str::to_string));
    for p in params {
        let (Some(now), Some(default)) = (state.first(p.name), defaults.first(p.name)) else {
            continue;
        };
        if now == default {
            continue;
        }
        let value = match p.kind {
            Kind::Int { .. } | Kind::Float { .. } => now
                .parse::<f64>()
                .map_or(now.to_string(), |v| p.value_text(v).replace(',', "")),
            _ => now.to_string(),
        };
        parts.push(format!("{}{value}", p.name));
    }
    let clean: String = parts
        .join("-")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(96)
        .collect();
    format!("{clean}.{ext}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_and_code() {
        let q = Query::from_pairs([("t", "0.5"), ("labels", "a b,c")]);
        let link = embed_link("https://example.org/sub/", "softmax", &q);
        assert_eq!(
            link,
            "https://example.org/sub/?embed=softmax&t=0.5&labels=a%20b,c"
        );
        assert_eq!(embed_link("/", "pe", &Query::default()), "/?embed=pe");
        assert_eq!(
            iframe_code(&link, "Softmax & \"temperature\"", 560),
            "<iframe src=\"https://example.org/sub/?embed=softmax&amp;t=0.5&amp;labels=a%20b,c\" \
             title=\"Softmax &amp; &quot;temperature&quot;\" width=\"100%\" height=\"560\" \
             loading=\"lazy\" frameborder=\"0\" allow=\"clipboard-write\"></iframe>"
        );
    }

    #[test]
    fn figure_files_say_what_they_are() {
        use crate::model::WidgetParams;
        use crate::model::softmax::SoftmaxParams;
        let name = |link: &str, figure| {
            figure_file_name(
                "softmax",
                figure,
                SoftmaxParams::PARAMS,
                &SoftmaxParams::from_query(&Query::parse(link)).0.to_query(),
                "png",
            )
        };
        assert_eq!(name("t=0.5", None), "softmax-t0.50.png");
        assert_eq!(name("", None), "softmax.png");
        assert_eq!(
            name("scores=3,0&labels=yes,no", Some("shares")),
            "softmax-shares-scores3_0-labelsyes_no.png"
        );
    }
}
