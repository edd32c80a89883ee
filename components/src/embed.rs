//! What a teacher copies: the link to a widget's exact state and the `<iframe>` code around it.
//! Pure string building, tested natively.

use crate::format::attr_escape;
use crate::params::Query;

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
    format!("{widget_title} — Attention Is All You Need, explorable")
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
}
