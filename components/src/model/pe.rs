//! `pe`: the sinusoidal positional encoding as a heatmap with a readable cursor.

use super::{Widget, WidgetParams, default_from_link};
use crate::format::{fixed, group};
use crate::i18n::m;
use crate::kernel::blocks::positional::{PeCell, cell};
use crate::locale::Text;
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// `positions`: the heatmap's rows.
pub const POSITIONS: Param = Param::int("positions", 1, 512, 100)
    .about(
        "how many positions the heatmap shows, one row each",
        "combien de positions la carte de chaleur montre, une ligne chacune",
    )
    .unit("positions", "positions")
    .label("Positions shown", "Positions montrées")
    .reads(Readout::Count(
        Text::new("position", "position"),
        Text::new("positions", "positions"),
    ));
/// `dmodel`: the heatmap's columns.
pub const DMODEL: Param = Param::int("dmodel", 2, 1024, 512)
    .rule("even", "pair")
    .about(
        "the model width d_model, one column per dimension",
        "la largeur du modèle d_model, une colonne par dimension",
    )
    .unit("dimensions", "dimensions")
    .label(
        "Model width d_model (even)",
        "Largeur du modèle d_model (paire)",
    )
    .step(2.0)
    .reads(Readout::Equals("d_model"));
/// `pos`: the cursor's row.
pub const POS: Param = Param::int("pos", 0, 511, 1)
    .up_to("positions − 1", "positions − 1")
    .about(
        "the position under the cursor, counting from 0",
        "la position sous le curseur, à partir de 0",
    )
    .label("Cursor row (position)", "Ligne du curseur (position)");
/// `dim`: the cursor's column.
pub const DIM: Param = Param::int("dim", 0, 1023, 0)
    .up_to("dmodel − 1", "dmodel − 1")
    .about(
        "the dimension under the cursor, counting from 0",
        "la dimension sous le curseur, à partir de 0",
    )
    .label(
        "Cursor column (dimension)",
        "Colonne du curseur (dimension)",
    );

/// `layout`: the order of the heatmap's columns.
pub const LAYOUT: Param = Param::choice("layout", &["auto", "interleaved", "split"], "auto").about(
    "the columns in dimension order (interleaved), sines then cosines (split: even dimensions on the left, odd on the right), or auto: split when the heatmap is under 600 px wide", "les colonnes dans l'ordre des dimensions (interleaved), les sinus puis les cosinus (split : dimensions paires à gauche, impaires à droite), ou auto : split quand la carte fait moins de 600 px de large",
)
.label("Columns:", "Colonnes :")
.option_labels(&[Text::new("Auto", "Auto"), Text::new("In order", "Dans l'ordre"), Text::new("Sines | cosines", "Sinus | cosinus")]);

/// Below this width (CSS px) the `auto` layout splits the sines from the cosines: at 512 columns
/// in a phone's 300 px, neighbouring sine and cosine columns would blend into stripes.
pub const SPLIT_BELOW: f64 = 600.0;

/// The order of the heatmap's columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Split on a narrow heatmap (under [`SPLIT_BELOW`]), interleaved on a wide one.
    Auto,
    /// Dimension 0, 1, 2, … from the left: each sine beside its cosine.
    Interleaved,
    /// The sines (even dimensions) on the left half, the cosines (odd ones) on the right.
    Split,
}

impl Layout {
    /// The name used in links.
    pub fn slug(self) -> &'static str {
        match self {
            Layout::Auto => "auto",
            Layout::Interleaved => "interleaved",
            Layout::Split => "split",
        }
    }

    /// The layout a link names (`auto` for any other word: the parameter's reader has already
    /// noticed it).
    pub fn from_slug(slug: &str) -> Layout {
        match slug {
            "interleaved" => Layout::Interleaved,
            "split" => Layout::Split,
            _ => Layout::Auto,
        }
    }

    /// Whether a heatmap `width` CSS px wide draws its sines and cosines apart.
    pub fn splits(self, width: f64) -> bool {
        match self {
            Layout::Auto => width < SPLIT_BELOW,
            Layout::Interleaved => false,
            Layout::Split => true,
        }
    }
}

/// The column, from the left, that draws dimension `dim` of `dmodel` (even).
pub fn column_of(dim: usize, dmodel: usize, split: bool) -> usize {
    if split {
        dim / 2 + (dim % 2) * (dmodel / 2)
    } else {
        dim
    }
}

/// The dimension drawn in column `col` of `dmodel` (even): the inverse of [`column_of`].
pub fn dim_at(col: usize, dmodel: usize, split: bool) -> usize {
    if split {
        let half = dmodel / 2;
        if col < half {
            2 * col
        } else {
            2 * (col - half) + 1
        }
    } else {
        col
    }
}

/// The state of the `pe` widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PeParams {
    /// Rows of the heatmap: positions 0 to positions − 1.
    pub positions: usize,
    /// Columns: dimensions 0 to d_model − 1 (always even).
    pub dmodel: usize,
    /// The cursor's position.
    pub pos: usize,
    /// The cursor's dimension.
    pub dim: usize,
    /// The order of the columns.
    pub layout: Layout,
}

default_from_link!(PeParams);

impl PeParams {
    /// Puts the cursor on `(pos, dim)`, kept inside the heatmap.
    pub fn set_cursor(&mut self, pos: usize, dim: usize) {
        self.pos = pos.min(self.positions - 1);
        self.dim = dim.min(self.dmodel - 1);
    }

    /// Moves the positions slider to `position`; the cursor stays inside the heatmap.
    pub fn set_positions(&mut self, position: f64) {
        self.positions = POSITIONS.snap(position);
        self.pos = self.pos.min(self.positions - 1);
    }

    /// Moves the d_model slider to `position`, down to an even width; the cursor stays inside.
    pub fn set_dmodel(&mut self, position: f64) {
        let d: usize = DMODEL.snap(position);
        self.dmodel = (d / 2 * 2).max(2);
        self.dim = self.dim.min(self.dmodel - 1);
    }
}

impl WidgetParams for PeParams {
    const PARAMS: &'static [Param] = &[POSITIONS, DMODEL, POS, DIM, LAYOUT];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let positions: usize = r.int(&POSITIONS);
        let mut dmodel: usize = r.int(&DMODEL);
        if dmodel % 2 == 1 {
            r.notice(m().pe_odd(dmodel, dmodel - 1));
            dmodel -= 1;
        }
        let pos = r.int_up_to(&POS, positions as i64 - 1);
        let dim = r.int_up_to(&DIM, dmodel as i64 - 1);
        let layout = Layout::from_slug(r.choice(&LAYOUT));
        (
            Self {
                positions,
                dmodel,
                pos,
                dim,
                layout,
            },
            r.finish(),
        )
    }

    fn to_query(&self) -> Query {
        LinkWriter::new()
            .count(&POSITIONS, self.positions)
            .count(&DMODEL, self.dmodel)
            .count(&POS, self.pos)
            .count(&DIM, self.dim)
            .choice(&LAYOUT, self.layout.slug())
            .finish()
    }
}

impl PeParams {
    /// The same state with the cursor moved by `dpos` rows and `dcol` columns as drawn (`split`
    /// or not), kept inside the table.
    pub fn moved(&self, dpos: i64, dcol: i64, split: bool) -> Self {
        let clamp = |v: usize, d: i64, len: usize| (v as i64 + d).clamp(0, len as i64 - 1) as usize;
        let col = clamp(column_of(self.dim, self.dmodel, split), dcol, self.dmodel);
        Self {
            pos: clamp(self.pos, dpos, self.positions),
            dim: dim_at(col, self.dmodel, split),
            ..*self
        }
    }
}

impl Widget for PeParams {
    const EXAMPLE: &'static str = "positions=20&dmodel=16&pos=0&dim=1";
    type Input = ();
    type Output = PeCell;

    /// The cell under the cursor.
    fn compute(&self, _: &()) -> PeCell {
        cell(self.pos, self.dim, self.dmodel)
    }

    /// The live summary.
    fn summary(&self, c: &PeCell) -> String {
        let arg = if c.pair == 0 {
            format!("{}", c.pos)
        } else {
            format!("{} / {}", c.pos, fixed(c.divisor, 4))
        };
        let t = m();
        let sine = c.dim.is_multiple_of(2);
        t.pe_summary(
            (c.pos, c.dim),
            &fixed(c.value, 3),
            t.pe_wave(sine),
            &format!("{}({arg})", if sine { "sin" } else { "cos" }),
            c.pair,
            &fixed(c.wavelength, 2),
            &t.positions(self.positions as u64),
            &group(self.dmodel),
        )
    }
}

/// The heatmap's diverging palette (purple for −1, near-white for 0, orange for +1): a purple–orange
/// scheme that stays distinguishable with the common colour-vision deficiencies.
pub const PALETTE_STOPS: [(f64, [u8; 3]); 5] = [
    (-1.0, [84, 39, 136]),
    (-0.5, [153, 142, 195]),
    (0.0, [247, 247, 247]),
    (0.5, [241, 163, 64]),
    (1.0, [179, 88, 6]),
];

/// The colour of value `v` (clamped to [-1, 1]) on the diverging palette.
pub fn colour(v: f64) -> [u8; 3] {
    let v = if v.is_finite() {
        v.clamp(-1.0, 1.0)
    } else {
        0.0
    };
    let k = PALETTE_STOPS
        .windows(2)
        .position(|w| v <= w[1].0)
        .unwrap_or(PALETTE_STOPS.len() - 2);
    let ((a, ca), (b, cb)) = (PALETTE_STOPS[k], PALETTE_STOPS[k + 1]);
    let t = (v - a) / (b - a);
    std::array::from_fn(|i| (ca[i] as f64 + (cb[i] as f64 - ca[i] as f64) * t).round() as u8)
}

/// The heatmap of `values` (`positions` rows of `dmodel` cells, as `kernel::blocks::positional::rows`
/// gives them) as `rows` × `cols` RGBA pixels, columns in the `split` order or not. A pixel is the
/// colour of the mean of the cells it covers: a table larger than its canvas is averaged, not
/// sampled one cell in two, which drew stripes that are not in the data. A canvas as large as the
/// table or larger gets one pixel per cell (asking for more is asking for that).
pub fn heatmap_rgba(
    values: &[f64],
    (positions, dmodel): (usize, usize),
    split: bool,
    (rows, cols): (usize, usize),
) -> Vec<u8> {
    // A 255-entry lookup (odd, so 0 has an entry of its own) keeps the per-pixel work to one
    // table read.
    let lut: Vec<[u8; 3]> = (0..255).map(|i| colour(i as f64 / 127.0 - 1.0)).collect();
    let (rows, cols) = (
        rows.clamp(1, positions.max(1)),
        cols.clamp(1, dmodel.max(1)),
    );
    // The cells each pixel covers: [start, end) of an even partition.
    let span = |k: usize, of: usize, n: usize| k * n / of..(k + 1) * n / of;
    let columns: Vec<Vec<usize>> = (0..cols)
        .map(|c| {
            span(c, cols, dmodel)
                .map(|col| dim_at(col, dmodel, split))
                .collect()
        })
        .collect();
    let mut out = Vec::with_capacity(rows * cols * 4);
    for r in 0..rows {
        let band = span(r, rows, positions);
        let height = band.len() as f64;
        for dims in &columns {
            let sum: f64 = band
                .clone()
                .flat_map(|p| dims.iter().map(move |&d| values[p * dmodel + d]))
                .sum();
            let v = sum / (height * dims.len() as f64);
            let c = lut[((v + 1.0) * 127.0).round().clamp(0.0, 254.0) as usize];
            out.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_stay_inside_the_heatmap() {
        let mut p = PeParams::default();
        p.set_cursor(999, 999);
        assert_eq!((p.pos, p.dim), (99, 511));
        p.set_positions(10.4);
        p.set_dmodel(7.0);
        assert_eq!((p.positions, p.dmodel, p.pos, p.dim), (10, 6, 9, 5));
        p.set_dmodel(-3.0);
        assert_eq!((p.dmodel, p.dim), (2, 1));
    }

    #[test]
    fn default_summary() {
        let p = PeParams::default();
        assert_eq!(
            p.summary(&p.compute(&())),
            "PE(1, 0) = 0.841: a sine (sin(1)), pair i = 0, wavelength 6.28 positions. Showing 100 positions by 512 dimensions."
        );
        let q = PeParams {
            pos: 10,
            dim: 128,
            ..p
        };
        assert!(
            q.summary(&q.compute(&()))
                .starts_with("PE(10, 128) = 0.841: a sine (sin(10 / 10.0000)), pair i = 64")
        );
    }

    #[test]
    fn cursor_and_odd_widths() {
        let (p, n) = PeParams::from_query(&Query::parse("dmodel=7&pos=500&positions=20&dim=9"));
        assert_eq!((p.dmodel, p.pos, p.dim, p.positions), (6, 19, 5, 20));
        assert_eq!(n.len(), 3);
        assert_eq!(p.moved(5, -9, false).pos, 19);
        assert_eq!(p.moved(-1, -9, false).dim, 0);
        // Split, the cursor moves along the columns as drawn: dimension 5 is the last cosine, in
        // the last column, and one to the left is the cosine before it.
        assert_eq!(p.moved(0, -1, true).dim, 3);
        assert_eq!(p.moved(0, -3, true).dim, 4);
        let (p, _) = PeParams::from_query(&Query::parse("positions=1"));
        assert_eq!(p.pos, 0);
    }
}

#[cfg(test)]
mod palette_tests {
    use super::*;

    #[test]
    fn one_position_is_singular() {
        let (p, _) = PeParams::from_query(&Query::parse("positions=1&dmodel=2"));
        assert!(
            p.summary(&p.compute(&()))
                .ends_with("Showing 1 position by 2 dimensions.")
        );
    }

    #[test]
    fn palette_ends_and_middle() {
        assert_eq!(colour(-1.0), [84, 39, 136]);
        assert_eq!(colour(0.0), [247, 247, 247]);
        assert_eq!(colour(1.0), [179, 88, 6]);
        assert_eq!(colour(5.0), colour(1.0));
        assert_eq!(colour(f64::NAN), colour(0.0));
        let table = crate::kernel::blocks::positional::rows(0..3, 4);
        let px = heatmap_rgba(&table, (3, 4), false, (3, 4));
        assert_eq!(px.len(), 3 * 4 * 4);
        // PE(0, 0) = sin 0 = 0 (near-white); PE(0, 1) = cos 0 = 1 (orange).
        assert_eq!(&px[0..4], &[247, 247, 247, 255]);
        assert_eq!(&px[4..8], &[179, 88, 6, 255]);
    }
}

#[cfg(test)]
mod layout_tests {
    use super::*;
    use crate::kernel::blocks::positional::rows;

    #[test]
    fn columns_and_dimensions_are_inverse() {
        for d in [2, 4, 6, 512, 1024] {
            for split in [false, true] {
                for dim in 0..d {
                    let col = column_of(dim, d, split);
                    assert!(col < d);
                    assert_eq!(dim_at(col, d, split), dim, "d = {d}, split = {split}");
                }
            }
        }
        // Split: the sines, then the cosines.
        let order: Vec<usize> = (0..6).map(|c| dim_at(c, 6, true)).collect();
        assert_eq!(order, [0, 2, 4, 1, 3, 5]);
    }

    #[test]
    fn auto_splits_only_a_narrow_heatmap() {
        assert!(Layout::Auto.splits(294.0));
        assert!(!Layout::Auto.splits(700.0));
        assert!(Layout::Split.splits(1000.0));
        assert!(!Layout::Interleaved.splits(300.0));
        let (p, notices) = PeParams::from_query(&Query::parse("layout=split"));
        assert_eq!((p.layout, notices.len()), (Layout::Split, 0));
        assert_eq!(PeParams::default().layout, Layout::Auto);
        let (p, notices) = PeParams::from_query(&Query::parse("layout=diagonal"));
        assert_eq!((p.layout, notices.len()), (Layout::Auto, 1));
    }

    #[test]
    fn a_cell_per_pixel_draws_each_cell_in_its_column() {
        let table = rows(0..5, 8);
        let px = heatmap_rgba(&table, (5, 8), true, (5, 8));
        for pos in 0..5 {
            for col in 0..8 {
                let v = table[pos * 8 + dim_at(col, 8, true)];
                let at = (pos * 8 + col) * 4;
                let want = colour(((v + 1.0) * 127.0).round() / 127.0 - 1.0);
                assert_eq!(&px[at..at + 3], &want, "pos {pos}, column {col}");
            }
        }
        // A canvas larger than the table still gets one pixel per cell.
        assert_eq!(heatmap_rgba(&table, (5, 8), true, (50, 80)), px);
    }

    #[test]
    fn a_smaller_canvas_averages_the_cells_it_covers() {
        // Four dimensions in two columns, interleaved: each pixel is the mean of a sine and its
        // cosine; split, the mean of two sines and of two cosines.
        let table = rows(0..2, 4);
        for (split, pairs) in [(false, [[0, 1], [2, 3]]), (true, [[0, 2], [1, 3]])] {
            let px = heatmap_rgba(&table, (2, 4), split, (2, 2));
            for pos in 0..2 {
                for (c, dims) in pairs.iter().enumerate() {
                    let v = (table[pos * 4 + dims[0]] + table[pos * 4 + dims[1]]) / 2.0;
                    let at = (pos * 2 + c) * 4;
                    let want = colour(((v + 1.0) * 127.0).round() / 127.0 - 1.0);
                    assert_eq!(
                        &px[at..at + 3],
                        &want,
                        "split {split}, pos {pos}, column {c}"
                    );
                }
            }
        }
        // Rows too: 512 positions in 100 pixel rows, each the mean of five or six positions.
        let table = rows(0..512, 2);
        let px = heatmap_rgba(&table, (512, 2), false, (100, 2));
        assert_eq!(px.len(), 100 * 2 * 4);
        let v: f64 = (0..5).map(|p| table[p * 2]).sum::<f64>() / 5.0;
        assert_eq!(
            &px[0..3],
            &colour(((v + 1.0) * 127.0).round() / 127.0 - 1.0)
        );
    }
}
