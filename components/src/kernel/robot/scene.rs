//! A table seen from above: an 8 × 8 grid of cells, a gripper on one, three to six objects on
//! others, and an instruction from a small grammar ("pick up the cup", "pick up the red block")
//! that names exactly one object. Scenes are drawn from a seed; a fixed held-out set is never
//! trained on.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha12Rng;

/// The object types.
pub const KINDS: [&str; 5] = ["cup", "plate", "toy", "block", "bottle"];
/// The colours.
pub const COLOURS: [&str; 4] = ["red", "green", "blue", "yellow"];
/// Cells along each side of the table.
pub const SIDE: usize = 8;
/// Cells on the table.
pub const CELLS: usize = SIDE * SIDE;
/// The fewest objects on a table.
pub const MIN_OBJECTS: usize = 3;
/// The most objects on a table.
pub const MAX_OBJECTS: usize = 6;
/// The most tokens a scene makes: the gripper's and one per object.
pub const MAX_TOKENS: usize = MAX_OBJECTS + 1;
/// The symbol that stands for "no colour named" in a scene's symbols.
pub const ANY_COLOUR: usize = COLOURS.len();
/// How many scenes the held-out set holds.
pub const HELD_OUT_SCENES: usize = 1_000;
/// The held-out set's seed: the same set for every run.
const HELD_OUT_SEED: u64 = 2024;

/// One object: its type, its colour and its cell (indices into [`KINDS`], [`COLOURS`], and the
/// cells counted row by row from a1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Object {
    /// Index into [`KINDS`].
    pub kind: usize,
    /// Index into [`COLOURS`].
    pub colour: usize,
    /// The cell it stands on.
    pub cell: usize,
}

impl Object {
    /// "red cup".
    pub fn name(&self) -> String {
        format!("{} {}", COLOURS[self.colour], KINDS[self.kind])
    }
}

/// What the instruction asks for: a type, and a colour when it names one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instruction {
    /// Index into [`KINDS`].
    pub kind: usize,
    /// Index into [`COLOURS`], or `None` for "any colour".
    pub colour: Option<usize>,
}

impl Instruction {
    /// The words after "pick up the": "red cup" or "cup".
    pub fn object_words(&self) -> String {
        match self.colour {
            Some(c) => format!("{} {}", COLOURS[c], KINDS[self.kind]),
            None => KINDS[self.kind].to_string(),
        }
    }

    /// "pick up the red cup".
    pub fn text(&self) -> String {
        format!("pick up the {}", self.object_words())
    }

    /// Reads "pick up the red cup", "red cup", "the cup" or "cup", in any case; `None` for
    /// anything else.
    pub fn parse(text: &str) -> Option<Self> {
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower
            .split_whitespace()
            .skip_while(|w| matches!(*w, "pick" | "up" | "the"))
            .collect();
        let kind_at = |w: &str| KINDS.iter().position(|k| *k == w);
        match words.as_slice() {
            [kind] => Some(Self {
                kind: kind_at(kind)?,
                colour: None,
            }),
            [colour, kind] => Some(Self {
                kind: kind_at(kind)?,
                colour: Some(COLOURS.iter().position(|c| c == colour)?),
            }),
            _ => None,
        }
    }

    /// Whether `o` fits the description.
    pub fn fits(&self, o: &Object) -> bool {
        o.kind == self.kind && self.colour.is_none_or(|c| c == o.colour)
    }
}

/// A table and its instruction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scene {
    /// The gripper's cell.
    pub gripper: usize,
    /// The objects, in the order their tokens are read.
    pub objects: Vec<Object>,
    /// The instruction.
    pub instruction: Instruction,
}

/// Something on the table: the gripper or an object (its index).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Thing {
    /// The gripper.
    Gripper,
    /// The object at this index.
    Object(usize),
}

/// Why a scene cannot be used as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    /// Fewer than [`MIN_OBJECTS`] or more than [`MAX_OBJECTS`] objects.
    Count,
    /// A type, colour or cell out of range.
    OutOfRange,
    /// Two things on one cell.
    SameCell,
    /// Two objects of the same type and colour: no instruction could tell them apart.
    Twins,
    /// No object fits the instruction.
    NoneNamed,
    /// Several objects fit the instruction: it must name a colour.
    Ambiguous,
}

/// A cell in chess-like notation: its column a–h, then its row 1–8.
pub fn square(cell: usize) -> String {
    let column = (b'a' + (cell % SIDE) as u8) as char;
    format!("{column}{}", cell / SIDE + 1)
}

/// Reads a square ("c3", any case) back into a cell.
pub fn parse_square(text: &str) -> Option<usize> {
    let t = text.trim().to_ascii_lowercase();
    let mut chars = t.chars();
    let column = chars.next()?;
    let row: usize = chars.as_str().parse().ok()?;
    let x = (column as usize).checked_sub('a' as usize)?;
    (x < SIDE && (1..=SIDE).contains(&row)).then_some((row - 1) * SIDE + x)
}

impl Scene {
    /// The one object the instruction names, or why there is not exactly one.
    pub fn target(&self) -> Result<usize, Problem> {
        let mut fits = self
            .objects
            .iter()
            .enumerate()
            .filter(|(_, o)| self.instruction.fits(o));
        match (fits.next(), fits.next()) {
            (Some((i, _)), None) => Ok(i),
            (None, _) => Err(Problem::NoneNamed),
            _ => Err(Problem::Ambiguous),
        }
    }

    /// The named object's cell: the right answer.
    pub fn target_cell(&self) -> Option<usize> {
        self.target().ok().map(|i| self.objects[i].cell)
    }

    /// Checks the scene; the first problem found, if any.
    pub fn check(&self) -> Result<(), Problem> {
        if !(MIN_OBJECTS..=MAX_OBJECTS).contains(&self.objects.len()) {
            return Err(Problem::Count);
        }
        let in_range = |o: &Object| o.kind < KINDS.len() && o.colour < COLOURS.len();
        if self.gripper >= CELLS
            || self.objects.iter().any(|o| !in_range(o) || o.cell >= CELLS)
            || self.instruction.kind >= KINDS.len()
            || self.instruction.colour.is_some_and(|c| c >= COLOURS.len())
        {
            return Err(Problem::OutOfRange);
        }
        for (i, a) in self.objects.iter().enumerate() {
            if a.cell == self.gripper {
                return Err(Problem::SameCell);
            }
            for b in &self.objects[i + 1..] {
                if a.cell == b.cell {
                    return Err(Problem::SameCell);
                }
                if (a.kind, a.colour) == (b.kind, b.colour) {
                    return Err(Problem::Twins);
                }
            }
        }
        self.target().map(|_| ())
    }

    /// The instruction that names object `i`: its type alone when no other object shares it, its
    /// colour too when one does.
    pub fn naming(&self, i: usize) -> Instruction {
        let o = self.objects[i];
        let shared = self
            .objects
            .iter()
            .enumerate()
            .any(|(j, p)| j != i && p.kind == o.kind);
        Instruction {
            kind: o.kind,
            colour: shared.then_some(o.colour),
        }
    }

    /// A random scene of `count` objects (clamped to 3–6): distinct type-and-colour pairs on
    /// distinct cells, the gripper on another, and an instruction naming one of them (with its
    /// colour when another object shares its type, and a quarter of the time anyway).
    pub fn draw(rng: &mut ChaCha12Rng, count: usize) -> Self {
        let count = count.clamp(MIN_OBJECTS, MAX_OBJECTS);
        let mut pairs: Vec<usize> = (0..KINDS.len() * COLOURS.len()).collect();
        let mut cells: Vec<usize> = (0..CELLS).collect();
        let (pairs, _) = pairs.partial_shuffle(rng, count);
        let (cells, _) = cells.partial_shuffle(rng, count + 1);
        let objects: Vec<Object> = pairs
            .iter()
            .zip(&cells[1..])
            .map(|(&p, &cell)| Object {
                kind: p / COLOURS.len(),
                colour: p % COLOURS.len(),
                cell,
            })
            .collect();
        let mut scene = Self {
            gripper: cells[0],
            objects,
            instruction: Instruction {
                kind: 0,
                colour: None,
            },
        };
        let target = rng.random_range(0..count);
        scene.instruction = scene.naming(target);
        if rng.random_range(0..4) == 0 {
            scene.instruction.colour = Some(scene.objects[target].colour);
        }
        scene
    }

    /// A random scene of 3 to 6 objects.
    pub fn draw_any(rng: &mut ChaCha12Rng) -> Self {
        let count = rng.random_range(MIN_OBJECTS..=MAX_OBJECTS);
        Self::draw(rng, count)
    }

    /// The scene as plain numbers, the form it crosses to the training worker in: the
    /// instruction's type and colour ([`ANY_COLOUR`] for none), the gripper's cell, then each
    /// object's type, colour and cell.
    pub fn symbols(&self) -> Vec<usize> {
        let mut s = vec![
            self.instruction.kind,
            self.instruction.colour.unwrap_or(ANY_COLOUR),
            self.gripper,
        ];
        for o in &self.objects {
            s.extend([o.kind, o.colour, o.cell]);
        }
        s
    }

    /// Reads [`Scene::symbols`] back: `None` unless they make a scene that passes [`Scene::check`].
    pub fn from_symbols(s: &[usize]) -> Option<Self> {
        let ([kind, colour, gripper], rest) = s.split_first_chunk::<3>()?;
        if rest.len() % 3 != 0 {
            return None;
        }
        let scene = Self {
            gripper: *gripper,
            objects: rest
                .chunks_exact(3)
                .map(|o| Object {
                    kind: o[0],
                    colour: o[1],
                    cell: o[2],
                })
                .collect(),
            instruction: Instruction {
                kind: *kind,
                colour: (*colour != ANY_COLOUR).then_some(*colour),
            },
        };
        scene.check().ok().map(|_| scene)
    }

    /// What stands on `cell`: the gripper, an object (its index), or nothing.
    pub fn at(&self, cell: usize) -> Option<Thing> {
        if cell == self.gripper {
            return Some(Thing::Gripper);
        }
        self.objects
            .iter()
            .position(|o| o.cell == cell)
            .map(Thing::Object)
    }

    /// The scene with `thing` moved to `cell`, unless something else stands there.
    pub fn moved(&self, thing: Thing, cell: usize) -> Result<Self, Problem> {
        if cell >= CELLS {
            return Err(Problem::OutOfRange);
        }
        match self.at(cell) {
            Some(other) if other != thing => return Err(Problem::SameCell),
            _ => {}
        }
        let mut s = self.clone();
        match thing {
            Thing::Gripper => s.gripper = cell,
            Thing::Object(i) => s.objects.get_mut(i).ok_or(Problem::OutOfRange)?.cell = cell,
        }
        Ok(s)
    }

    /// The scene with one more object of type `kind`: the first colour no object of that type
    /// has, on the first free cell after the gripper's (reading row by row, round to a1). The
    /// instruction keeps its object, naming its colour if it now must.
    pub fn with_added(&self, kind: usize) -> Result<Self, Problem> {
        if self.objects.len() >= MAX_OBJECTS {
            return Err(Problem::Count);
        }
        let colour = (0..COLOURS.len())
            .find(|&c| !self.objects.iter().any(|o| (o.kind, o.colour) == (kind, c)))
            .ok_or(Problem::Twins)?;
        let cell = (1..CELLS)
            .map(|k| (self.gripper + k) % CELLS)
            .find(|&c| self.at(c).is_none())
            .ok_or(Problem::SameCell)?;
        let mut s = self.clone();
        s.objects.push(Object { kind, colour, cell });
        if let Ok(t) = self.target() {
            s.instruction = s.naming(t);
            if self.instruction.colour.is_some() {
                s.instruction.colour = Some(s.objects[t].colour);
            }
        }
        s.check().map(|_| s)
    }

    /// One number for the scene as a set: the same whatever order its objects are in.
    fn key(&self) -> u128 {
        let mut objects = self.objects.clone();
        objects.sort_unstable();
        let with_sorted = Self {
            objects,
            ..self.clone()
        };
        with_sorted
            .symbols()
            .iter()
            .fold(0u128, |k, &s| k * CELLS as u128 + s as u128)
    }
}

/// The held-out scenes: drawn once from a fixed seed, never trained on.
#[derive(Debug, Clone)]
pub struct HeldOut {
    /// The scenes, in the order drawn.
    pub scenes: Vec<Scene>,
    keys: Vec<u128>,
}

impl Default for HeldOut {
    fn default() -> Self {
        Self::new()
    }
}

impl HeldOut {
    /// The held-out set (the same for every run).
    pub fn new() -> Self {
        let mut rng = ChaCha12Rng::seed_from_u64(HELD_OUT_SEED);
        let mut scenes = Vec::with_capacity(HELD_OUT_SCENES);
        let mut keys = Vec::with_capacity(HELD_OUT_SCENES);
        while scenes.len() < HELD_OUT_SCENES {
            let scene = Scene::draw_any(&mut rng);
            if let Err(at) = keys.binary_search(&scene.key()) {
                keys.insert(at, scene.key());
                scenes.push(scene);
            }
        }
        Self { scenes, keys }
    }

    /// Whether `scene`, in any order of its objects, is held out.
    pub fn contains(&self, scene: &Scene) -> bool {
        self.keys.binary_search(&scene.key()).is_ok()
    }

    /// A training scene from `rng`: any scene that is not held out.
    pub fn draw(&self, rng: &mut ChaCha12Rng) -> Scene {
        loop {
            let scene = Scene::draw_any(rng);
            if !self.contains(&scene) {
                return scene;
            }
        }
    }
}

#[cfg(test)]
mod tests;
