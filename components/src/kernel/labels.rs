//! Where a chart's point labels go, so that none runs into another, into a marker, or off the plot.
//!
//! Pure geometry in pixels: the view measures each label (the canvas knows its font) and draws
//! them where this says; the tests here check the placements themselves.

/// A box in pixels, `x0 ≤ x1` and `y0 ≤ y1` (y grows downwards, as on a canvas).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x0: f64,
    /// Top edge.
    pub y0: f64,
    /// Right edge.
    pub x1: f64,
    /// Bottom edge.
    pub y1: f64,
}

impl Rect {
    /// The box of size `(w, h)` whose top-left corner is `(x, y)`.
    pub fn at(x: f64, y: f64, (w, h): (f64, f64)) -> Self {
        Self {
            x0: x,
            y0: y,
            x1: x + w,
            y1: y + h,
        }
    }

    /// Whether the two boxes share any area (touching edges do not count).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x0 < other.x1 && other.x0 < self.x1 && self.y0 < other.y1 && other.y0 < self.y1
    }

    /// Whether `self` lies wholly inside `outer`.
    pub fn inside(&self, outer: &Rect) -> bool {
        self.x0 >= outer.x0 && self.x1 <= outer.x1 && self.y0 >= outer.y0 && self.y1 <= outer.y1
    }
}

/// Which side of its point a label tries first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prefer {
    /// Right, left, above, below: for a scatter of named points.
    Beside,
    /// Above, below, right, left: for points on a line, whose neighbours lie to either side.
    Above,
}

/// Places one label of size `sizes[i]` beside each point `points[i]`, in order: on the sides
/// `prefer` names first, then the four corners, `gap` pixels clear of a marker of radius `marker`. A label goes where it overlaps no label placed before it, no marker, and stays in
/// `bounds`; a label with no such spot is left out (`None`): its point is still drawn, and the
/// chart's readout names it.
pub fn place_labels(
    points: &[(f64, f64)],
    sizes: &[(f64, f64)],
    bounds: Rect,
    marker: f64,
    gap: f64,
    prefer: Prefer,
) -> Vec<Option<Rect>> {
    let markers: Vec<Rect> = points
        .iter()
        .map(|&(x, y)| Rect {
            x0: x - marker,
            y0: y - marker,
            x1: x + marker,
            y1: y + marker,
        })
        .collect();
    let mut placed: Vec<Rect> = Vec::new();
    points
        .iter()
        .zip(sizes)
        .map(|(&(x, y), &(w, h))| {
            let off = marker + gap;
            let (right, left) = ((x + off, y - h / 2.0), (x - off - w, y - h / 2.0));
            let (above, below) = ((x - w / 2.0, y - off - h), (x - w / 2.0, y + off));
            let sides = match prefer {
                Prefer::Beside => [right, left, above, below],
                Prefer::Above => [above, below, right, left],
            };
            let candidates = [
                sides[0],
                sides[1],
                sides[2],
                sides[3],
                (x + off, y - off - h),
                (x + off, y + off),
                (x - off - w, y - off - h),
                (x - off - w, y + off),
            ];
            let spot = candidates
                .iter()
                .map(|&(cx, cy)| Rect::at(cx, cy, (w, h)))
                .find(|r| {
                    r.inside(&bounds)
                        && !placed.iter().any(|p| p.overlaps(r))
                        && !markers.iter().any(|m| m.overlaps(r))
                });
            if let Some(r) = spot {
                placed.push(r);
            }
            spot
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOUNDS: Rect = Rect {
        x0: 0.0,
        y0: 0.0,
        x1: 400.0,
        y1: 300.0,
    };

    /// Where a 60 × 12 label goes beside a lone point in `bounds`.
    fn lone(point: (f64, f64), bounds: Rect, prefer: Prefer) -> Option<Rect> {
        place_labels(&[point], &[(60.0, 12.0)], bounds, 5.0, 3.0, prefer)[0]
    }

    #[test]
    fn a_lone_label_sits_on_the_preferred_side() {
        let right = lone((100.0, 100.0), BOUNDS, Prefer::Beside);
        assert_eq!(right, Some(Rect::at(108.0, 94.0, (60.0, 12.0))));
        let above = lone((100.0, 100.0), BOUNDS, Prefer::Above);
        assert_eq!(above, Some(Rect::at(70.0, 80.0, (60.0, 12.0))));
    }

    #[test]
    fn crowded_labels_move_aside_and_never_overlap() {
        // Three points almost on top of each other, as ConvS2S and GNMT's ensembles are.
        let points = [(200.0, 150.0), (204.0, 152.0), (198.0, 147.0)];
        let sizes = [(80.0, 12.0); 3];
        let spots = place_labels(&points, &sizes, BOUNDS, 5.0, 3.0, Prefer::Beside);
        let placed: Vec<Rect> = spots.iter().flatten().copied().collect();
        assert_eq!(placed.len(), 3, "{spots:?}");
        for (i, a) in placed.iter().enumerate() {
            assert!(a.inside(&BOUNDS));
            for b in &placed[i + 1..] {
                assert!(!a.overlaps(b), "{a:?} overlaps {b:?}");
            }
        }
    }

    #[test]
    fn near_the_edge_a_label_turns_inward_or_is_left_out() {
        let r = lone((395.0, 150.0), BOUNDS, Prefer::Beside).expect("room on the left");
        assert!(r.x1 <= 395.0 - 5.0);
        let tiny = Rect::at(0.0, 0.0, (20.0, 20.0));
        assert_eq!(lone((10.0, 10.0), tiny, Prefer::Above), None);
    }
}
