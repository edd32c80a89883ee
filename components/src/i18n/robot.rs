//! The `robot` widget's words: the table's objects, what the model does with them, and the
//! controls. The instruction itself stays in the model's English ("pick up the red cup"), as a
//! translator's input does.

/// French object types, with their gender (true: feminine), in `KINDS`' order.
const KINDS_FR: [(&str, bool); 5] = [
    ("tasse", true),
    ("assiette", true),
    ("jouet", false),
    ("cube", false),
    ("bouteille", true),
];
/// French colours, masculine then feminine, in `COLOURS`' order.
const COLOURS_FR: [(&str, &str); 4] = [
    ("rouge", "rouge"),
    ("vert", "verte"),
    ("bleu", "bleue"),
    ("jaune", "jaune"),
];

/// A French object name, and whether it is feminine.
fn french(colour: usize, kind: usize) -> (String, bool) {
    let (noun, feminine) = KINDS_FR[kind.min(4)];
    let (m, f) = COLOURS_FR[colour.min(3)];
    (format!("{noun} {}", if feminine { f } else { m }), feminine)
}

messages! {
    /// What the robot widget says.
    pub trait RobotMessages {
        /// An object's name: "red cup", "tasse rouge".
        fn object(&self, colour: usize, kind: usize) -> String {
            en: format!("{} {}", crate::kernel::robot::scene::COLOURS[colour.min(3)], crate::kernel::robot::scene::KINDS[kind.min(4)]),
            fr: french(colour, kind).0,
        }
        /// An object named with its article: "the red cup", "la tasse rouge".
        fn the_object(&self, colour: usize, kind: usize) -> String {
            en: format!("the {}", self.object(colour, kind)),
            fr: {
                let (name, feminine) = french(colour, kind);
                format!("{} {name}", if feminine { "la" } else { "le" })
            },
        }
        /// The gripper, with its article.
        fn the_gripper(&self) -> &'static str {
            en: "the gripper",
            fr: "la pince",
        }
        /// Why a reader's table cannot be used, by `scene::Problem` in order.
        fn scene_problem(&self, problem: usize) -> &'static str {
            en: [
                "a table holds 3 to 6 objects",
                "a type, colour or square is not one the table knows",
                "two things stand on one square",
                "two objects have the same type and colour",
                "no object on the table fits the instruction",
                "more than one object fits the instruction: name its colour",
            ][problem.min(5)],
            fr: [
                "une table porte de 3 à 6 objets",
                "un type, une couleur ou une case n'est pas de ceux que la table connaît",
                "deux choses sont sur la même case",
                "deux objets ont le même type et la même couleur",
                "aucun objet de la table ne correspond à la consigne",
                "plus d'un objet correspond à la consigne\u{202F}: nommez sa couleur",
            ][problem.min(5)],
        }
        /// A `table` that is not a list of objects.
        fn table_unread(&self, drawn: &str) -> String {
            en: format!("“table” should list objects as colour, type and square (red cup c3); {drawn} is used."),
            fr: format!("«\u{202F}table\u{202F}» doit lister les objets par couleur, type et case (red cup c3)\u{202F}; {drawn} est utilisé."),
        }
        /// A `table` that cannot be used.
        fn table_refused(&self, why: &str) -> String {
            en: format!("“table” could not be used ({why}), so the drawn table is used."),
            fr: format!("«\u{202F}table\u{202F}» n'a pas pu servir ({why}), donc la table tirée est utilisée."),
        }
        /// A `gripper` that cannot be used.
        fn gripper_refused(&self, why: &str) -> String {
            en: format!("“gripper” could not be used ({why}), so its drawn square is used."),
            fr: format!("«\u{202F}gripper\u{202F}» n'a pas pu servir ({why}), donc sa case tirée est utilisée."),
        }
        /// A `gripper` that is not a square.
        fn gripper_unread(&self, drawn: &str) -> String {
            en: format!("“gripper” should be a square from a1 to h8; {drawn} is used."),
            fr: format!("«\u{202F}gripper\u{202F}» doit être une case de a1 à h8\u{202F}; {drawn} est utilisé."),
        }
        /// A `pick` that cannot be used.
        fn pick_refused(&self, why: &str) -> String {
            en: format!("“pick” could not be used ({why}), so the drawn instruction is used."),
            fr: format!("«\u{202F}pick\u{202F}» n'a pas pu servir ({why}), donc la consigne tirée est utilisée."),
        }
        /// A `pick` that names nothing.
        fn pick_unread(&self, drawn: &str) -> String {
            en: format!("“pick” should name a type (cup) or a colour and a type (red cup) of the table's; {drawn} is used."),
            fr: format!("«\u{202F}pick\u{202F}» doit nommer un type (cup) ou une couleur et un type (red cup) de la table\u{202F}; {drawn} est utilisé."),
        }
        /// The summary's first sentence: the instruction, where the object and the gripper are.
        fn robot_where(&self, instruction: &str, at: &str, gripper: &str) -> String {
            en: {
                let mut c = instruction.chars();
                let first = c.next().map(|f| f.to_uppercase().collect::<String>()).unwrap_or_default();
                format!("{first}{}: it stands on {at}, the gripper on {gripper}. ", c.as_str())
            },
            fr: format!("«\u{202F}{instruction}\u{202F}»\u{202F}: l'objet est en {at}, la pince en {gripper}. "),
        }
        /// Before the model's first answer.
        fn robot_no_answer(&self) -> &'static str {
            en: "The model has not answered yet. ",
            fr: "Le modèle n'a pas encore répondu. ",
        }
        /// Where the model sends the gripper (`there`: "to the red cup", or `None` for an empty
        /// square), whether that is right, and the gripper's attention.
        fn robot_answer(&self, square: &str, there: Option<&str>, right: bool, head: usize, shares: &str, own: &str) -> String {
            en: format!(
                "The model sends the gripper to {square}, {}: {}. The gripper's attention in head {head}: {shares}; on itself {own}. ",
                there.map_or("where nothing stands".to_string(), |t| format!("to {t}")),
                if right { "right" } else { "wrong" }
            ),
            fr: format!(
                "Le modèle envoie la pince en {square}, {}\u{202F}: {}. L'attention de la pince dans la tête {head}\u{202F}: {shares}\u{202F}; sur elle-même {own}. ",
                there.map_or("là où il n'y a rien".to_string(), |t| format!("vers {t}")),
                if right { "juste" } else { "faux" }
            ),
        }
        /// Before the first run.
        fn robot_untrained(&self) -> &'static str {
            en: "Not trained yet: press Train.",
            fr: "Pas encore entraîné\u{202F}: appuyez sur Entraîner.",
        }
        /// A move onto a taken square.
        fn robot_taken(&self, square: &str, thing: &str) -> String {
            en: format!("{square} is taken, so {thing} stays where it is."),
            fr: format!("{square} est occupée, donc {thing} reste où elle est."),
        }
        /// The canvas, as a screen reader hears it.
        fn robot_board(&self, things: &str, moving: &str) -> String {
            en: format!("The table from above: {things}. Arrow keys move {moving}."),
            fr: format!("La table vue de dessus\u{202F}: {things}. Les flèches déplacent {moving}."),
        }
        /// A thing on its square: "the red cup on c3".
        fn on_square(&self, thing: &str, square: &str) -> String {
            en: format!("{thing} on {square}"),
            fr: format!("{thing} en {square}"),
        }
        /// The canvas's role.
        fn robot_board_role(&self) -> &'static str {
            en: "table of objects",
            fr: "table d'objets",
        }
        /// The hint under the table.
        fn robot_hint(&self) -> &'static str {
            en: "Drag an object or the gripper to another square, or focus the table and use the arrow keys. Ringed: the object the instruction names. Square outline: where the model sends the gripper. Lines: the gripper's attention on each object.",
            fr: "Faites glisser un objet ou la pince sur une autre case, ou placez le focus sur la table et utilisez les flèches. Cerclé\u{202F}: l'objet que nomme la consigne. Contour carré\u{202F}: là où le modèle envoie la pince. Traits\u{202F}: l'attention de la pince sur chaque objet.",
        }
        /// The controls' words: instruction, move, the arrows' group, new table, shuffle, table order.
        fn robot_controls(&self) -> [&'static str; 6] {
            en: ["Instruction", "Move", "Move it one square", "New table", "Shuffle the tokens", "Table order"],
            fr: ["Consigne", "Déplacer", "Le déplacer d'une case", "Nouvelle table", "Mélanger les tokens", "Ordre de la table"],
        }
        /// An arrow's name.
        fn robot_move(&self, thing: &str, direction: usize) -> String {
            en: format!("Move {thing} {}", ["left", "up", "down", "right"][direction.min(3)]),
            fr: format!("Déplacer {thing} {}", ["à gauche", "vers le haut", "vers le bas", "à droite"][direction.min(3)]),
        }
        /// The add button.
        fn robot_add(&self, kind: usize) -> String {
            en: format!("Add a {} of another colour", crate::kernel::robot::scene::KINDS[kind.min(4)]),
            fr: {
                let (noun, feminine) = KINDS_FR[kind.min(4)];
                format!("Ajouter {} {noun} d'une autre couleur", if feminine { "une" } else { "un" })
            },
        }
        /// The tokens' line.
        fn robot_tokens(&self, asks: &str, objects: &str) -> String {
            en: format!("Tokens, in the order the model reads them: gripper (asks: {asks}) · {objects}."),
            fr: format!("Tokens, dans l'ordre où le modèle les lit\u{202F}: pince (demande\u{202F}: {asks}) · {objects}."),
        }
        /// The attention table: name, caption, heads, and the named object's mark.
        fn robot_table(&self, head: usize) -> (&'static str, String, &'static [&'static str; 3], &'static str) {
            en: (
                "The objects and the gripper's attention",
                format!("The gripper's attention on each object, head {head}"),
                &["object", "square", "attention"],
                " (named)",
            ),
            fr: (
                "Les objets et l'attention de la pince",
                format!("L'attention de la pince sur chaque objet, tête {head}"),
                &["objet", "case", "attention"],
                " (nommé)",
            ),
        }
    }
}
