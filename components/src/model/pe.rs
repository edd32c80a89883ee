//! `pe`: the sinusoidal positional encoding as a heatmap with a readable cursor.

use std::ops::Range;

use super::{WidgetParams, default_from_link};
use crate::format::{count, fixed, group};
use crate::kernel::positional::{PeCell, cell};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query};

/// `positions`: the heatmap's rows.
pub const POSITIONS: Param = Param::int("positions", 1, 512, 100)
    .about("how many positions the heatmap shows, one row each")
    .unit("positions");
/// `dmodel`: the heatmap's columns.
pub const DMODEL: Param = Param::int("dmodel", 2, 1024, 512)
    .rule("even")
    .about("the model width d_model, one column per dimension")
    .unit("dimensions");
/// `pos`: the cursor's row.
pub const POS: Param = Param::int("pos", 0, 511, 1)
    .up_to("positions − 1")
    .about("the position under the cursor, counting from 0");
/// `dim`: the cursor's column.
pub const DIM: Param = Param::int("dim", 0, 1023, 0)
    .up_to("dmodel − 1")
    .about("the dimension under the cursor, counting from 0");

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
    const PARAMS: &'static [Param] = &[POSITIONS, DMODEL, POS, DIM];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let positions: usize = r.int(&POSITIONS);
        let mut dmodel: usize = r.int(&DMODEL);
        if dmodel % 2 == 1 {
            r.notice(format!(
                "“dmodel” must be even (sines and cosines come in pairs), so {dmodel} became {}.",
                dmodel - 1
            ));
            dmodel -= 1;
        }
        let pos = r.int_up_to(&POS, positions as i64 - 1);
        let dim = r.int_up_to(&DIM, dmodel as i64 - 1);
        (
            Self {
                positions,
                dmodel,
                pos,
                dim,
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
            .finish()
    }
}

impl PeParams {
    /// The cell under the cursor.
    pub fn cell(&self) -> PeCell {
        cell(self.pos, self.dim, self.dmodel)
    }

    /// The same state with the cursor moved by (`dpos`, `ddim`), kept inside the table.
    pub fn moved(&self, dpos: i64, ddim: i64) -> Self {
        let clamp = |v: usize, d: i64, len: usize| (v as i64 + d).clamp(0, len as i64 - 1) as usize;
        Self {
            pos: clamp(self.pos, dpos, self.positions),
            dim: clamp(self.dim, ddim, self.dmodel),
            ..*self
        }
    }

    /// The live summary.
    pub fn summary(&self, c: &PeCell) -> String {
        let arg = if c.pair == 0 {
            format!("{}", c.pos)
        } else {
            format!("{} / {}", c.pos, fixed(c.divisor, 4))
        };
        format!(
            "PE({}, {}) = {}: a {} ({}({arg})), pair i = {}, wavelength {} positions. \
             Showing {} by {} dimensions.",
            c.pos,
            c.dim,
            fixed(c.value, 3),
            c.wave.name(),
            if c.dim % 2 == 0 { "sin" } else { "cos" },
            c.pair,
            fixed(c.wavelength, 2),
            count(self.positions, "position", "positions"),
            group(self.dmodel),
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

/// Rows `positions` of the heatmap as RGBA bytes, one pixel per cell, positions down and
/// dimensions across.
pub fn heatmap_rows_rgba(positions: Range<usize>, dmodel: usize) -> Vec<u8> {
    // A 255-entry lookup (odd, so 0 has an entry of its own) keeps the per-cell work to one
    // sin/cos and one table read.
    let lut: Vec<[u8; 3]> = (0..255).map(|i| colour(i as f64 / 127.0 - 1.0)).collect();
    let table = crate::kernel::positional::rows(positions, dmodel);
    let mut out = Vec::with_capacity(table.len() * 4);
    for v in table {
        let c = lut[((v + 1.0) * 127.0).round().clamp(0.0, 254.0) as usize];
        out.extend_from_slice(&[c[0], c[1], c[2], 255]);
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
            p.summary(&p.cell()),
            "PE(1, 0) = 0.841: a sine (sin(1)), pair i = 0, wavelength 6.28 positions. Showing 100 positions by 512 dimensions."
        );
        let q = PeParams {
            pos: 10,
            dim: 128,
            ..p
        };
        assert!(
            q.summary(&q.cell())
                .starts_with("PE(10, 128) = 0.841: a sine (sin(10 / 10.0000)), pair i = 64")
        );
    }

    #[test]
    fn cursor_and_odd_widths() {
        let (p, n) = PeParams::from_query(&Query::parse("dmodel=7&pos=500&positions=20&dim=9"));
        assert_eq!((p.dmodel, p.pos, p.dim, p.positions), (6, 19, 5, 20));
        assert_eq!(n.len(), 3);
        assert_eq!(p.moved(5, -9).pos, 19);
        assert_eq!(p.moved(-1, -9).dim, 0);
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
            p.summary(&p.cell())
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
        let px = heatmap_rows_rgba(0..3, 4);
        assert_eq!(px.len(), 3 * 4 * 4);
        // PE(0, 0) = sin 0 = 0 (near-white); PE(0, 1) = cos 0 = 1 (orange).
        assert_eq!(&px[0..4], &[247, 247, 247, 255]);
        assert_eq!(&px[4..8], &[179, 88, 6, 255]);
    }
}
