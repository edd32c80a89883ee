//! The robot widget's link: its parameters, read and written, and the scene they make.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha12Rng;

use crate::i18n::m;
use crate::kernel::network::Settings;
use crate::kernel::robot::scene::{
    COLOURS, Instruction, KINDS, MAX_OBJECTS, MIN_OBJECTS, Object, Scene, parse_square, square,
};
use crate::locale::Text;
use crate::model::train::TrainParams;
use crate::model::{WidgetParams, default_from_link};
use crate::params::{LinkWriter, Notice, Param, ParamReader, Query, Readout};

/// What `table`, `gripper` and `pick` say to keep what the scene's seed draws.
pub const DRAWN: &str = "drawn";

/// `scene`: the seed the table is drawn from.
pub const SCENE: Param = Param::seed("scene", 1)
    .about("the seed the table is drawn from: the objects, their places, the gripper's and the instruction", "la graine dont la table est tirée : les objets, leurs places, celle de la pince et la consigne")
    .label("Table drawn from seed", "Table tirée de la graine");
/// `objects`: how many objects the drawn table has.
pub const OBJECTS: Param = Param::int("objects", MIN_OBJECTS as i64, MAX_OBJECTS as i64, 4)
    .about(
        "how many objects the drawn table has",
        "combien d'objets la table tirée porte",
    )
    .unit("objects", "objets")
    .label("Objects on the table", "Objets sur la table")
    .reads(Readout::Count(
        Text::new("object", "objet"),
        Text::new("objects", "objets"),
    ));
/// `table`: the objects, placed by the reader.
pub const TABLE: Param = Param::text("table", MAX_OBJECTS, 20, &[DRAWN])
    .about("the objects as colour, type and square (red cup c3), separated by commas; drawn keeps the seed's (a table given here replaces scene and objects)", "les objets par couleur, type et case (red cup c3), séparés par des virgules ; drawn garde ceux de la graine (une table donnée ici remplace scene et objects)")
    .label("Objects and their squares", "Objets et leurs cases");
/// `gripper`: the gripper's square.
pub const GRIPPER: Param = Param::sentence("gripper", 8, DRAWN)
    .about(
        "the gripper's square, a1 to h8; drawn keeps the seed's",
        "la case de la pince, de a1 à h8 ; drawn garde celle de la graine",
    )
    .label("Gripper's square", "Case de la pince");
/// `pick`: the instruction.
pub const PICK: Param = Param::sentence("pick", 40, DRAWN)
    .about("the instruction: the object to pick up, as its type (cup) or colour and type (red cup); drawn keeps the seed's", "la consigne : l'objet à saisir, par son type (cup) ou sa couleur et son type (red cup) ; drawn garde celle de la graine")
    .label("Instruction", "Consigne");
/// `order`: the order the object tokens are read in.
pub const ORDER: Param = Param::seed("order", 0)
    .about("the order the object tokens are read in: 0 the table's, any other number a shuffle drawn from it", "l'ordre de lecture des tokens des objets : 0 celui de la table, tout autre nombre un mélange tiré de ce nombre")
    .label("Order of the tokens", "Ordre des tokens");
/// `head`: the attention head shown.
pub const HEAD: Param = Param::int("head", 1, 2, 1)
    .about(
        "the attention head whose weights the lines show",
        "la tête d'attention dont les traits montrent les poids",
    )
    .label("Head:", "Tête :");
/// `seed`: the training run's seed.
pub const SEED: Param = Param::seed("seed", 1).about(
    "the seed of the training run: its initial weights and the tables it trains on",
    "la graine de l'entraînement : ses poids initiaux et les tables sur lesquelles il s'entraîne",
);
/// `steps`: the run's length.
pub const STEPS: Param = Param::int("steps", 0, 100_000, 1_000)
    .about(
        "train this many steps, then pause (0: no limit)",
        "entraîner ce nombre d'étapes, puis s'arrêter (0 : sans limite)",
    )
    .unit("steps", "étapes");
/// `run`: start training on load.
pub const RUN: Param = Param::int("run", 0, 1, 0).about(
    "1 to start training as soon as it loads",
    "1 pour lancer l'entraînement dès le chargement",
);

/// The state of the `robot` widget.
#[derive(Debug, Clone, PartialEq)]
pub struct RobotParams {
    /// The seed the table is drawn from.
    pub scene: u64,
    /// Objects on the drawn table.
    pub objects: usize,
    /// The reader's objects, replacing the drawn ones; empty for the drawn.
    pub table: Vec<Object>,
    /// The reader's square for the gripper, if not the drawn one.
    pub gripper: Option<usize>,
    /// The reader's instruction, if not the drawn one.
    pub pick: Option<Instruction>,
    /// The shuffle of the object tokens; 0 for the table's order.
    pub order: u64,
    /// The head shown, from 1.
    pub head: usize,
    /// The training run's seed.
    pub seed: u64,
    /// Steps after which training pauses; 0 for none.
    pub steps: u32,
    /// Whether training starts on load.
    pub run: bool,
}

default_from_link!(RobotParams);

/// "red cup c3".
fn object_text(o: &Object) -> String {
    format!("{} {}", o.name(), square(o.cell))
}

/// Reads "red cup c3" (any case).
fn parse_object(text: &str) -> Option<Object> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let [colour, kind, at] = words.as_slice() else {
        return None;
    };
    Some(Object {
        kind: KINDS.iter().position(|k| k == kind)?,
        colour: COLOURS.iter().position(|c| c == colour)?,
        cell: parse_square(at)?,
    })
}

impl RobotParams {
    /// The table the seed draws.
    pub fn drawn(&self) -> Scene {
        Scene::draw(&mut ChaCha12Rng::seed_from_u64(self.scene), self.objects)
    }

    /// The scene shown: the drawn one, with the reader's objects, gripper and instruction where
    /// the link gives them. A gripper left on a square the reader's objects took moves to the
    /// first free one; an instruction the new objects do not fit names the first object.
    pub fn scene(&self) -> Scene {
        let mut s = self.drawn();
        if !self.table.is_empty() {
            s.objects = self.table.clone();
        }
        match self.gripper {
            Some(g) => s.gripper = g,
            None => {
                if s.objects.iter().any(|o| o.cell == s.gripper) {
                    let taken = |c: usize| s.objects.iter().any(|o| o.cell == c);
                    s.gripper = (0..64).find(|&c| !taken(c)).unwrap_or(0);
                }
            }
        }
        match self.pick {
            Some(i) => s.instruction = i,
            None if s.target().is_err() => s.instruction = s.naming(0),
            None => {}
        }
        s
    }

    /// The state with `scene` as the reader's: its objects, gripper and instruction written out.
    pub fn with_scene(&self, scene: &Scene) -> Self {
        Self {
            table: scene.objects.clone(),
            gripper: Some(scene.gripper),
            pick: Some(scene.instruction),
            ..self.clone()
        }
    }

    /// The order the object tokens are read in: `order[k]` is the object whose token comes
    /// k-th after the gripper's.
    pub fn token_order(&self, objects: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..objects).collect();
        if self.order != 0 {
            order.shuffle(&mut ChaCha12Rng::seed_from_u64(self.order));
        }
        order
    }

    /// The scene's symbols as the model reads them: the object tokens in [`Self::token_order`].
    pub fn symbols(&self) -> Vec<usize> {
        let scene = self.scene();
        let order = self.token_order(scene.objects.len());
        Scene {
            objects: order.iter().map(|&i| scene.objects[i]).collect(),
            ..scene
        }
        .symbols()
    }

    /// The training run the worker is given.
    pub fn training(&self) -> TrainParams {
        TrainParams {
            settings: Settings::table(self.seed),
            steps: self.steps,
            run: self.run,
        }
    }
}

impl WidgetParams for RobotParams {
    const PARAMS: &'static [Param] = &[
        SCENE, OBJECTS, TABLE, GRIPPER, PICK, ORDER, HEAD, SEED, STEPS, RUN,
    ];

    fn from_query(query: &Query) -> (Self, Vec<Notice>) {
        let mut r = ParamReader::new(query);
        let mut p = Self {
            scene: r.int(&SCENE),
            objects: r.int(&OBJECTS),
            table: Vec::new(),
            gripper: None,
            pick: None,
            order: 0,
            head: 1,
            seed: 1,
            steps: 0,
            run: false,
        };
        let table = r.text(&TABLE);
        let gripper = r.sentence(&GRIPPER);
        let pick = r.sentence(&PICK);
        p.order = r.int(&ORDER);
        p.head = r.int(&HEAD);
        p.seed = r.int(&SEED);
        p.steps = r.int(&STEPS);
        p.run = r.int::<u8>(&RUN) == 1;
        // Each of the reader's parts in turn, kept only if the scene stays one the model can
        // read: the objects, then the gripper's square, then the instruction.
        if table != [DRAWN] {
            match table
                .iter()
                .map(|t| parse_object(t))
                .collect::<Option<Vec<_>>>()
            {
                None => r.notice(m().table_unread(DRAWN)),
                Some(objects) => {
                    let tried = Self {
                        table: objects,
                        ..p.clone()
                    };
                    match tried.scene().check() {
                        Ok(()) => p = tried,
                        Err(e) => r.notice(m().table_refused(m().scene_problem(e as usize))),
                    }
                }
            }
        }
        if gripper != DRAWN {
            let tried = parse_square(&gripper).map(|g| Self {
                gripper: Some(g),
                ..p.clone()
            });
            match tried.map(|t| (t.scene().check(), t)) {
                Some((Ok(()), t)) => p = t,
                Some((Err(e), _)) => r.notice(m().gripper_refused(m().scene_problem(e as usize))),
                None => r.notice(m().gripper_unread(DRAWN)),
            }
        }
        if pick != DRAWN {
            let tried = Instruction::parse(&pick).map(|i| Self {
                pick: Some(i),
                ..p.clone()
            });
            match tried.map(|t| (t.scene().check(), t)) {
                Some((Ok(()), t)) => p = t,
                Some((Err(e), _)) => r.notice(m().pick_refused(m().scene_problem(e as usize))),
                None => r.notice(m().pick_unread(DRAWN)),
            }
        }
        (p, r.finish())
    }

    fn to_query(&self) -> Query {
        let table: Vec<String> = if self.table.is_empty() {
            vec![DRAWN.to_string()]
        } else {
            self.table.iter().map(object_text).collect()
        };
        let gripper = self.gripper.map_or(DRAWN.to_string(), square);
        let pick = self.pick.map_or(DRAWN.to_string(), |i| i.object_words());
        LinkWriter::new()
            .int(&SCENE, self.scene)
            .count(&OBJECTS, self.objects)
            .text(&TABLE, &table)
            .sentence(&GRIPPER, &gripper)
            .sentence(&PICK, &pick)
            .int(&ORDER, self.order)
            .count(&HEAD, self.head)
            .int(&SEED, self.seed)
            .int(&STEPS, self.steps)
            .int(&RUN, u8::from(self.run))
            .finish()
    }
}
