//! Seeded links keep their draws. A link made today must show the same numbers for as long as it
//! is pasted in a course page, whatever the random stream's implementation becomes; these
//! summaries were taken from the build before the stream moved from hand-written ChaCha12 to
//! rand's `ChaCha12Rng`, and must never change.
#![cfg(not(target_arch = "wasm32"))]

use components::model::mask::MaskParams;
use components::model::scaling::ScalingParams;
use components::model::{Widget, WidgetParams};
use components::params::Query;

fn scaling(link: &str) -> String {
    let (p, notices) = ScalingParams::from_query(&Query::parse(link));
    assert!(notices.is_empty(), "{notices:?}");
    p.summary_with(&())
}

fn mask(link: &str) -> String {
    let (p, notices) = MaskParams::from_query(&Query::parse(link));
    assert!(notices.is_empty(), "{notices:?}");
    p.summary_with(&())
}

#[test]
fn scaling_links_keep_their_draws() {
    let golden = [
        (
            "seed=7&dk=16&keys=5",
            "d_k = 16, 5 keys. This draw: without scaling, key 5 takes the largest share, 51.7%; \
             divided by √d_k, key 5 takes the largest share, 31.2%. Over 1,000 draws at this width, \
             the largest share averages 79.4% without scaling and 45.2% with it.",
        ),
        (
            "",
            "d_k = 64, 8 keys. This draw: without scaling, key 3 takes the largest share, 100.0%; \
             divided by √d_k, key 3 takes the largest share, 56.0%. Over 1,000 draws at this width, \
             the largest share averages 87.5% without scaling and 36.1% with it.",
        ),
        (
            "seed=123456789&dk=1024&keys=16",
            "d_k = 1,024, 16 keys. This draw: without scaling, key 8 takes the largest share, 99.9%; \
             divided by √d_k, key 8 takes the largest share, 27.0%. Over 1,000 draws at this width, \
             the largest share averages 95.9% without scaling and 24.5% with it.",
        ),
        (
            "seed=0&dk=1&keys=2",
            "d_k = 1, 2 keys. This draw: without scaling, key 1 takes the largest share, 54.5%; \
             divided by √d_k, key 1 takes the largest share, 54.5%. Over 1,000 draws at this width, \
             the largest share averages 66.2% without scaling and 66.2% with it.",
        ),
        (
            "seed=9007199254740992&dk=300&keys=9",
            "d_k = 300, 9 keys. This draw: without scaling, key 5 takes the largest share, 65.9%; \
             divided by √d_k, key 5 takes the largest share, 29.3%. Over 1,000 draws at this width, \
             the largest share averages 93.8% without scaling and 33.5% with it.",
        ),
    ];
    for (link, want) in golden {
        assert_eq!(scaling(link), want, "?embed=scaling&{link}");
    }
}

#[test]
fn mask_links_keep_their_draws() {
    let golden = [
        (
            "seed=42&n=9&row=3",
            "9 tokens: 45 allowed cells and 36 masked cells (their share is exactly 0). Every row \
             sums to 100%. Row 3, “sat”, may see The 24.4%, cat 15.3%, sat 60.2%.",
        ),
        (
            "",
            "6 tokens: 21 allowed cells and 15 masked cells (their share is exactly 0). Every row \
             sums to 100%. Row 3, “sat”, may see The 14.4%, cat 23.3%, sat 62.4%.",
        ),
        (
            "seed=42&n=9&row=9",
            "9 tokens: 45 allowed cells and 36 masked cells (their share is exactly 0). Every row \
             sums to 100%. Row 9, “was”, may see The 8.2%, cat 10.6%, sat 4.2%, on 19.5%, the \
             19.1%, mat 14.6%, because 13.9%, it 4.0%, was 5.8%.",
        ),
        (
            "seed=0&n=12&row=12",
            "12 tokens: 78 allowed cells and 66 masked cells (their share is exactly 0). Every row \
             sums to 100%. Row 12, “dry”, may see The 2.9%, cat 7.8%, sat 3.5%, on 3.2%, the \
             10.0%, mat 0.4%, because 2.2%, it 22.9%, was 0.6%, warm 0.3%, and 41.4%, dry 4.8%.",
        ),
        (
            "seed=9007199254740992&n=4&row=4",
            "4 tokens: 10 allowed cells and 6 masked cells (their share is exactly 0). Every row \
             sums to 100%. Row 4, “on”, may see The 65.4%, cat 8.4%, sat 19.3%, on 6.9%.",
        ),
    ];
    for (link, want) in golden {
        assert_eq!(mask(link), want, "?embed=mask&{link}");
    }
}

/// Closer than a summary's one decimal: the numbers themselves, to within the last few bits a
/// platform's `ln`, `sin` and `cos` may differ in.
#[test]
fn the_draws_themselves_are_unchanged() {
    let close = |got: &[f64], want: &[f64]| {
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - w).abs() <= 1e-12 * w.abs().max(1.0),
                "{got:?} against {want:?}"
            );
        }
    };
    let (p, _) = ScalingParams::from_query(&Query::parse("seed=7&dk=16&keys=5"));
    close(
        &p.compute(&()).draw.raw,
        &[
            -12.121129631897219,
            3.542224196273665,
            4.520210816586334,
            4.832344584293339,
            5.596796695503261,
        ],
    );
    let (m, _) = MaskParams::from_query(&Query::parse("seed=42&n=9&row=3"));
    close(
        &m.compute(&()).shares[8],
        &[
            0.08187037397031291,
            0.10640884182593864,
            0.042455235229570926,
            0.19524550942045138,
            0.19136317326336494,
            0.1457280503920347,
            0.1392028398131531,
            0.03995758614384222,
            0.05776838994133139,
        ],
    );
}
