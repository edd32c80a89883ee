use super::learn::learn;
use super::*;

fn corpus() -> Vec<&'static str> {
    vec![
        "I am hungry.",
        "I am tired.",
        "I am here.",
        "J'ai faim.",
        "Je suis fatigué.",
        "Je suis ici.",
        "the believer believes unbelievably",
        "Où est la gare ?",
    ]
}

#[test]
fn reading_then_writing_gives_back_every_sentence() {
    let s = learn(corpus(), 80);
    for text in corpus() {
        let pieces = s.encode(text);
        assert_eq!(Subwords::join(&pieces), text);
        assert_eq!(s.decode(&s.ids(text)), text);
    }
}

#[test]
fn frequent_words_become_one_piece_and_the_size_is_kept() {
    let s = learn(corpus(), 80);
    assert_eq!(s.len(), 80);
    let am: Vec<String> = s.encode("I am").into_iter().map(|p| p.text).collect();
    assert_eq!(am, [" I", " am"]);
    // The first merge is the most frequent pair of the corpus.
    let first = s.merges()[0];
    assert!(s.merges().iter().all(|m| m.count <= first.count));
}

#[test]
fn characters_never_seen_are_unknown_pieces_that_keep_their_text() {
    let s = learn(corpus(), 60);
    let text = "I am 🤖 at the gare";
    let pieces = s.encode(text);
    assert!(pieces.iter().any(|p| p.id == UNKNOWN && p.text == "🤖"));
    assert_eq!(Subwords::join(&pieces), text);
}

#[test]
fn a_replay_applies_the_merges_one_rank_at_a_time() {
    let s = learn(corpus(), 80);
    let text = "unbelievably";
    let used = s.replay(text);
    assert!(used.windows(2).all(|w| w[0] < w[1]));
    let chars = s.after(text, 0);
    assert_eq!(chars.len(), text.chars().count() + 1);
    let all = s.after(text, used.len());
    assert_eq!(all, s.encode(text));
    // Every step merges at least one pair: the pieces get fewer.
    for k in 1..=used.len() {
        assert!(
            s.after(text, k).len() < s.after(text, k - 1).len(),
            "step {k}"
        );
    }
}

#[test]
fn the_file_reads_back_the_same_vocabulary() {
    let s = learn(corpus(), 80);
    assert_eq!(Subwords::from_text(&s.to_text()), Some(s));
    assert_eq!(Subwords::from_text("subwords 1\n61 62\n2 9 1\n"), None);
    assert_eq!(Subwords::from_text("nonsense"), None);
}

#[test]
fn learning_is_deterministic() {
    assert_eq!(learn(corpus(), 90), learn(corpus(), 90));
}
