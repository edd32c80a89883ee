//! What each symbol of the paper's equations stands for. The equations themselves are MathML in
//! `index.html`, each in a `<div class="equation" data-eq="NAME">` whose symbols carry
//! `data-sym="KEY"`; hovering, tapping or focusing one shows its meaning from here.

use crate::locale::Text;

/// The symbols of the attention equation.
const ATTENTION_SYMBOLS: &[(&str, Text)] = &[
    (
        "Attention",
        Text::new(
            "the output: one new vector per token, a blend of the value vectors",
            "la sortie : un nouveau vecteur par token, un mélange des vecteurs de valeurs",
        ),
    ),
    (
        "Q",
        Text::new(
            "the queries, one row per token: what each token is looking for",
            "les requêtes, une ligne par token : ce que chaque token cherche",
        ),
    ),
    (
        "K",
        Text::new(
            "the keys, one row per token: what each token offers to be matched against",
            "les clés, une ligne par token : ce que chaque token offre pour être comparé",
        ),
    ),
    (
        "V",
        Text::new(
            "the values, one row per token: what each token passes on when it is attended to",
            "les valeurs, une ligne par token : ce que chaque token transmet quand on le regarde",
        ),
    ),
    (
        "softmax",
        Text::new(
            "applied to each row: turns the scores into positive shares that add up to 1",
            "appliquée à chaque ligne : change les scores en parts positives dont la somme fait 1",
        ),
    ),
    (
        "ᵀ",
        Text::new(
            "transpose: turns K's rows into columns, so Q·Kᵀ compares every query with every key",
            "transposée : change les lignes de K en colonnes, pour que Q·Kᵀ compare chaque requête à chaque clé",
        ),
    ),
    (
        "d_k",
        Text::new(
            "the width of each query and key (64 in the base model); dividing by its square root keeps scores near 1",
            "la largeur de chaque requête et de chaque clé (64 dans le modèle base) ; diviser par sa racine carrée garde les scores proches de 1",
        ),
    ),
];

/// The symbols of the multi-head equation.
const MULTI_HEAD_SYMBOLS: &[(&str, Text)] = &[
    (
        "MultiHead",
        Text::new(
            "the layer's output: n × d_model, like its input",
            "la sortie de la couche : n × d_model, comme son entrée",
        ),
    ),
    (
        "Concat",
        Text::new(
            "the heads' outputs placed side by side: h pieces of width d_v make one of width d_model",
            "les sorties des têtes mises côte à côte : h morceaux de largeur d_v en font un de largeur d_model",
        ),
    ),
    (
        "h",
        Text::new(
            "the number of heads (8 in the base model)",
            "le nombre de têtes (8 dans le modèle base)",
        ),
    ),
    (
        "W^O",
        Text::new(
            "a learned d_model × d_model matrix that mixes the heads' outputs together",
            "une matrice apprise d_model × d_model qui mélange les sorties des têtes",
        ),
    ),
    (
        "head_i",
        Text::new(
            "head number i: attention computed on its own projections",
            "la tête numéro i : l'attention calculée sur ses propres projections",
        ),
    ),
    (
        "W_i^Q",
        Text::new(
            "head i's learned projection of the input into its queries (d_model × d_k)",
            "la projection apprise de la tête i, de l'entrée vers ses requêtes (d_model × d_k)",
        ),
    ),
    (
        "W_i^K",
        Text::new(
            "head i's learned projection into its keys (d_model × d_k)",
            "la projection apprise de la tête i vers ses clés (d_model × d_k)",
        ),
    ),
    (
        "W_i^V",
        Text::new(
            "head i's learned projection into its values (d_model × d_v)",
            "la projection apprise de la tête i vers ses valeurs (d_model × d_v)",
        ),
    ),
];

/// The symbols of the residual equation.
const RESIDUAL_SYMBOLS: &[(&str, Text)] = &[
    (
        "LayerNorm",
        Text::new(
            "subtract the vector's mean and divide by its standard deviation (then a learned scale and shift)",
            "soustraire la moyenne du vecteur et diviser par son écart type (puis une échelle et un décalage appris)",
        ),
    ),
    (
        "x",
        Text::new(
            "the sub-layer's input: one vector per token",
            "l'entrée de la sous-couche : un vecteur par token",
        ),
    ),
    (
        "+",
        Text::new(
            "the residual connection: the input is added back to what the sub-layer proposes",
            "la connexion résiduelle : l'entrée est rajoutée à ce que propose la sous-couche",
        ),
    ),
    (
        "Sublayer",
        Text::new(
            "either the attention or the feed-forward network",
            "soit l'attention, soit le réseau feed-forward",
        ),
    ),
];

/// The symbols of the ffn equation.
const FFN_SYMBOLS: &[(&str, Text)] = &[
    (
        "FFN",
        Text::new(
            "the feed-forward network, applied to each position on its own",
            "le réseau feed-forward, appliqué à chaque position séparément",
        ),
    ),
    (
        "x",
        Text::new(
            "one token's vector, width d_model",
            "le vecteur d'un token, de largeur d_model",
        ),
    ),
    (
        "max",
        Text::new(
            "max(0, ·) is ReLU: negative entries become 0",
            "max(0, ·) est la ReLU : les entrées négatives deviennent 0",
        ),
    ),
    (
        "W_1",
        Text::new(
            "d_model × d_ff: widens the vector (512 to 2048 in the base model)",
            "d_model × d_ff : élargit le vecteur (de 512 à 2048 dans le modèle base)",
        ),
    ),
    (
        "b_1",
        Text::new("a bias of width d_ff", "un biais de largeur d_ff"),
    ),
    (
        "W_2",
        Text::new(
            "d_ff × d_model: narrows it back",
            "d_ff × d_model : le rétrécit à nouveau",
        ),
    ),
    (
        "b_2",
        Text::new("a bias of width d_model", "un biais de largeur d_model"),
    ),
];

/// The symbols of the pe equation.
const PE_SYMBOLS: &[(&str, Text)] = &[
    (
        "PE",
        Text::new(
            "the value added to one dimension of one position's embedding",
            "la valeur ajoutée à une dimension de l'embedding d'une position",
        ),
    ),
    (
        "pos",
        Text::new(
            "the token's position in the sentence, counting from 0",
            "la position du token dans la phrase, à partir de 0",
        ),
    ),
    (
        "i",
        Text::new(
            "the pair index: dimensions 2i and 2i + 1 share one frequency",
            "l'indice de paire : les dimensions 2i et 2i + 1 partagent une fréquence",
        ),
    ),
    (
        "sin",
        Text::new(
            "even dimensions carry a sine",
            "les dimensions paires portent un sinus",
        ),
    ),
    (
        "cos",
        Text::new(
            "odd dimensions carry a cosine of the same angle",
            "les dimensions impaires portent un cosinus du même angle",
        ),
    ),
    (
        "10000",
        Text::new(
            "sets the slowest wave: wavelengths run from 2π up to about 10000 · 2π positions",
            "fixe l'onde la plus lente : les longueurs d'onde vont de 2π à environ 10000 · 2π positions",
        ),
    ),
    (
        "d_model",
        Text::new(
            "the embedding width (512 in the base model)",
            "la largeur de l'embedding (512 dans le modèle base)",
        ),
    ),
];

/// The symbols of the softmax equation.
const SOFTMAX_SYMBOLS: &[(&str, Text)] = &[
    (
        "softmax",
        Text::new("the share given to item i", "la part donnée à l'élément i"),
    ),
    (
        "z",
        Text::new(
            "the list of scores (any real numbers)",
            "la liste des scores (n'importe quels nombres réels)",
        ),
    ),
    (
        "e",
        Text::new(
            "e ≈ 2.718 raised to a score: always positive, and it grows fast",
            "e ≈ 2,718 élevé à la puissance d'un score : toujours positif, et il croît vite",
        ),
    ),
    (
        "Σ",
        Text::new(
            "the sum over every item j, so that the shares add up to 1",
            "la somme sur tous les éléments j, pour que les parts fassent 1 au total",
        ),
    ),
];

/// The symbols of the lrate equation.
const LRATE_SYMBOLS: &[(&str, Text)] = &[
    (
        "lrate",
        Text::new(
            "the learning rate: how big a step the optimiser takes",
            "le taux d'apprentissage : la taille du pas que fait l'optimiseur",
        ),
    ),
    (
        "d_model",
        Text::new(
            "wider models get a smaller rate overall",
            "les modèles plus larges ont un taux plus petit dans l'ensemble",
        ),
    ),
    (
        "min",
        Text::new(
            "the smaller of the two branches: the rising one during warm-up, the falling one after",
            "la plus petite des deux branches : la montante pendant la chauffe, la descendante ensuite",
        ),
    ),
    (
        "step",
        Text::new(
            "the training step number",
            "le numéro de l'étape d'entraînement",
        ),
    ),
    (
        "warmup",
        Text::new(
            "warm-up steps (4,000 in the paper): the rate climbs linearly until here",
            "les étapes de chauffe (4 000 dans l'article) : le taux monte en ligne droite jusque-là",
        ),
    ),
];

/// The symbols of the robot's token-count equation.
const TOKENS_SYMBOLS: &[(&str, Text)] = &[
    (
        "n",
        Text::new(
            "the tokens the model reads at once",
            "les tokens que le modèle lit d'un coup",
        ),
    ),
    ("C", Text::new("the cameras", "les caméras")),
    (
        "F",
        Text::new(
            "the frames each camera keeps, the current one included",
            "les images que garde chaque caméra, l'actuelle comprise",
        ),
    ),
    (
        "H",
        Text::new(
            "an image's side, in pixels",
            "le côté d'une image, en pixels",
        ),
    ),
    (
        "p",
        Text::new(
            "a patch's side, in pixels: each patch is one token",
            "le côté d'un patch, en pixels : chaque patch est un token",
        ),
    ),
    (
        "w",
        Text::new("the instruction's tokens", "les tokens de la consigne"),
    ),
];

/// The symbols of BLEU's equation.
const BLEU_SYMBOLS: &[(&str, Text)] = &[
    (
        "BLEU",
        Text::new(
            "the score, from 0 to 1 (usually printed times 100): how much of the output the references confirm",
            "le score, de 0 à 1 (souvent affiché fois 100) : quelle part de la sortie les références confirment",
        ),
    ),
    (
        "BP",
        Text::new(
            "the brevity penalty: 1, unless the output is shorter than the references, then below 1",
            "la pénalité de brièveté : 1, sauf si la sortie est plus courte que les références, alors moins de 1",
        ),
    ),
    (
        "Σ",
        Text::new(
            "the sum over n-gram lengths from one word to four, so the exponential takes their mean",
            "la somme sur les longueurs de n-grammes d'un à quatre mots, pour que l'exponentielle en prenne la moyenne",
        ),
    ),
    (
        "p_n",
        Text::new(
            "the share of the output's runs of n words found in a reference, each counted no more often than the reference that has it most",
            "la part des suites de n mots de la sortie trouvées dans une référence, chacune comptée au plus autant de fois que dans la référence qui l'a le plus",
        ),
    ),
    (
        "r",
        Text::new(
            "the references' length: for each sentence, the reference closest in length to the output, in words, summed over the test set",
            "la longueur des références : pour chaque phrase, la référence de longueur la plus proche de la sortie, en mots, sommée sur le jeu de test",
        ),
    ),
    (
        "c",
        Text::new(
            "the output's length in words, summed over the test set",
            "la longueur de la sortie en mots, sommée sur le jeu de test",
        ),
    ),
];

/// The symbols of the equation called `name` (its `data-eq`): (key, meaning) pairs.
pub fn symbols(name: &str) -> &'static [(&'static str, Text)] {
    match name {
        "attention" => ATTENTION_SYMBOLS,
        "multi-head" => MULTI_HEAD_SYMBOLS,
        "residual" => RESIDUAL_SYMBOLS,
        "ffn" => FFN_SYMBOLS,
        "pe" => PE_SYMBOLS,
        "softmax" => SOFTMAX_SYMBOLS,
        "lrate" => LRATE_SYMBOLS,
        "tokens" => TOKENS_SYMBOLS,
        "bleu" => BLEU_SYMBOLS,
        _ => &[],
    }
}

/// What the note under an equation says for the symbol `key` (or, for `None`, before any).
pub fn note(name: &str, key: Option<&str>) -> String {
    key.and_then(|k| symbols(name).iter().find(|(s, _)| *s == k))
        .map_or_else(
            || crate::i18n::m().symbol_hint().to_string(),
            |(k, meaning)| crate::i18n::m().symbol_note(k, meaning.get()),
        )
}
