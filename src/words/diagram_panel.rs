//! The state diagram's panel in words (fetched with its chunk): each labelling
//! step's reason, the student's labels checked, node names for screen readers, refusals.

use nim_solver::{
    write_ring, Diagram, DiagramError, DiagramNode, EdgeKind, Game, GameEnd, NodeCount, Outcome,
    Reason, Step,
};

use crate::i18n::{format_list, number, shown};
use crate::t;
use crate::views::diagram::slice::{Answer, Guess};
// The panel writes a position as the app does.
pub use crate::words::diagram::position;

/// A position in a sentence: "432", "432 with the pass", "the ring oo.o".
fn spoken(game: &Game) -> String {
    match (game.ring(), game.pass_available()) {
        (Some(ring), _) => t!(DiagramRing, ring = write_ring(ring)),
        (None, Some(true)) => t!(
            DiagramWithPass,
            position = position(game).trim_end_matches('*')
        ),
        (None, Some(false)) => t!(DiagramWithoutPass, position = position(game)),
        (None, None) => position(game),
    }
}

/// An outcome's letter as text (P and N stay Latin in every language).
fn letter(outcome: Outcome) -> String {
    outcome.letter().to_string()
}

/// What a labelled node shows under its position: its letter, and in a game with Grundy values
/// its value first, as the sum board writes a part's value ("*2 N"); "?" while unlabelled.
pub fn node_label(label: Option<Outcome>, value: Option<u32>) -> String {
    match (label, value) {
        (Some(outcome), Some(value)) => {
            t!(DiagramValueLabel, value = value, letter = letter(outcome))
        }
        (Some(outcome), None) => letter(outcome),
        (None, _) => "?".to_owned(),
    }
}

/// A Grundy value as a Nim heap, as the sum board writes it: "*2".
pub fn value_mark(value: u32) -> String {
    crate::i18n::left_to_right(format!("*{}", number(i64::from(value))))
}

/// Why a node has its Grundy value: its options' values (sorted, distinct) and their mex.
fn mex_why(data: &DiagramNode, here: &str, options: &[u32], value: u32) -> String {
    if options.is_empty() {
        return t!(DiagramWhyNoOptions, here = here);
    }
    let values: Vec<String> = options.iter().map(|&v| number(i64::from(v))).collect();
    t!(
        DiagramWhyMex,
        options = data.out.len(),
        count = options.len(),
        here = here,
        values = format_list(shown(), &values),
        value = value
    )
}

/// The sentence that says why a step labels its node, tied to the arrows it highlights.
pub fn step(diagram: &Diagram, step: &Step) -> String {
    let Some(node) = diagram.nodes.get(step.node) else {
        return String::new();
    };
    let here = spoken(&node.game);
    let targets: Vec<String> = step
        .edges
        .iter()
        .filter_map(|&e| diagram.edges.get(e))
        .map(|e| {
            let to = spoken(&diagram.nodes[e.to].game);
            if e.kind == EdgeKind::Pass {
                t!(DiagramByPassing, position = to)
            } else {
                to
            }
        })
        .collect();
    let letter = letter(step.outcome);
    match &step.reason {
        Reason::Mex { options, value } => t!(
            DiagramStepMex,
            letter = letter,
            value = *value,
            why = mex_why(node, &here, options, *value)
        ),
        Reason::Ended(GameEnd::LastCounterTaken) => {
            t!(DiagramStepEndedMisere, letter = letter, here = here)
        }
        Reason::Ended(_) => t!(DiagramStepEnded, letter = letter, here = here),
        Reason::ReachesP => {
            let pass = step
                .edges
                .iter()
                .filter_map(|&e| diagram.edges.get(e))
                .any(|e| e.kind == EdgeKind::Pass);
            let sentence = t!(
                DiagramStepReachesP,
                count = targets.len(),
                letter = letter,
                here = here,
                targets = format_list(shown(), &targets)
            );
            if pass {
                sentence + &t!(NoticeSentenceSeparator) + &t!(DiagramStepPassNote)
            } else {
                sentence
            }
        }
        Reason::OnlyN if targets.len() == 1 => {
            t!(DiagramStepOnlyMoveN, letter = letter, here = here)
        }
        Reason::OnlyN => t!(
            DiagramStepEveryMoveN,
            count = targets.len(),
            letter = letter,
            here = here
        ),
        Reason::Counted { to_p, blocks } if step.outcome.is_p() => t!(
            DiagramStepCountedP,
            letter = letter,
            reaching = *to_p,
            here = here,
            blocks = *blocks
        ),
        Reason::Counted { to_p, blocks } => t!(
            DiagramStepCountedN,
            letter = letter,
            reaching = *to_p,
            here = here,
            targets = format_list(shown(), &targets),
            blocks = *blocks
        ),
    }
}

/// The answer to a student's label: right or not, and why, with the highlighted arrows.
pub fn guess(diagram: &Diagram, guess: &Guess) -> String {
    let Some(node) = diagram.nodes.get(guess.node) else {
        return String::new();
    };
    let here = spoken(&node.game);
    let truth = node.outcome;
    if let (Answer::Value(guessed), Some(value)) = (guess.guessed, node.value) {
        let options = diagram.option_values(guess.node).unwrap_or_default();
        let why = mex_why(node, &here, &options, value);
        return if guess.right {
            t!(DiagramGuessRightValue, value = value, why = why)
        } else {
            t!(
                DiagramGuessWrongValue,
                guessed = guessed,
                why = why,
                here = here,
                value = value
            )
        };
    }
    let guessed = match guess.guessed {
        Answer::Letter(outcome) => outcome,
        // A value where the game has none is never asked; read as its letter.
        Answer::Value(value) => Outcome::from_p(value == 0),
    };
    let targets: Vec<String> = guess
        .edges
        .iter()
        .filter_map(|&e| diagram.edges.get(e))
        .map(|e| spoken(&diagram.nodes[e.to].game))
        .collect();
    let why = match (node.end, node.game.blocks()) {
        (Some(GameEnd::LastCounterTaken), _) => t!(DiagramWhyEndedMisere, here = here.as_str()),
        (Some(_), _) => t!(DiagramWhyEnded, here = here.as_str()),
        (None, Some(blocks)) => {
            let to_p: u32 = guess
                .edges
                .iter()
                .filter_map(|&e| diagram.edges.get(e))
                .map(|e| e.moves)
                .sum();
            t!(
                DiagramWhyCounted,
                reaching = to_p,
                here = here.as_str(),
                blocks = blocks
            )
        }
        (None, None) if truth.is_p() => t!(DiagramWhyEveryMoveN, here = here.as_str()),
        (None, None) => t!(
            DiagramWhyReachesP,
            count = targets.len(),
            here = here.as_str(),
            targets = format_list(shown(), &targets)
        ),
    };
    if guess.right {
        t!(DiagramGuessRight, letter = letter(truth), why = why)
    } else {
        t!(
            DiagramGuessWrong,
            guessed = letter(guessed),
            why = why,
            here = here,
            letter = letter(truth)
        )
    }
}

/// The score of "Label it yourself".
pub fn score(right: u32, wrong: u32, left: usize) -> String {
    t!(DiagramScore, right = right, wrong = wrong, left = left)
}

/// A node's name for screen readers: what it shows (its position, its letter and value once
/// labelled), the position in words, its label and value, and whether the board shows it.
pub fn node_name(
    diagram: &Diagram,
    node: usize,
    label: Option<Outcome>,
    value: Option<u32>,
    on_board: bool,
) -> String {
    let Some(data) = diagram.nodes.get(node) else {
        return String::new();
    };
    // A ring's node draws its ring, not text: its words are what it shows.
    let shown = match data.game.ring() {
        Some(_) => spoken(&data.game),
        None => position(&data.game),
    };
    let here = spoken(&data.game);
    if let (Some(outcome), Some(value)) = (label, value) {
        let shown = format!("{shown} {}", node_label(label, Some(value)));
        return if on_board {
            t!(
                DiagramNodeValuedOnBoard,
                shown = shown,
                value = value,
                letter = letter(outcome),
                here = here
            )
        } else {
            t!(
                DiagramNodeValued,
                shown = shown,
                value = value,
                letter = letter(outcome),
                here = here
            )
        };
    }
    match (label, on_board) {
        (Some(outcome), false) => t!(
            DiagramNodeLabelled,
            shown = shown,
            letter = letter(outcome),
            here = here
        ),
        (Some(outcome), true) => t!(
            DiagramNodeLabelledOnBoard,
            shown = shown,
            letter = letter(outcome),
            here = here
        ),
        (None, false) => t!(DiagramNodeUnlabelled, shown = shown, here = here),
        (None, true) => t!(DiagramNodeUnlabelledOnBoard, shown = shown, here = here),
    }
}

/// One line of the text alternative: a node, its label (and value), and where its arrows lead.
pub fn node_line(
    diagram: &Diagram,
    node: usize,
    labels: &[Option<Outcome>],
    values: &[Option<u32>],
) -> String {
    let Some(data) = diagram.nodes.get(node) else {
        return String::new();
    };
    let label = |n: usize| {
        node_label(
            labels.get(n).copied().flatten(),
            values.get(n).copied().flatten(),
        )
    };
    let children: Vec<String> = data
        .out
        .iter()
        .filter_map(|&e| diagram.edges.get(e))
        .map(|e| {
            let to = position(&diagram.nodes[e.to].game);
            if e.kind == EdgeKind::Pass {
                t!(DiagramChildPass, position = to, letter = label(e.to))
            } else {
                t!(DiagramChild, position = to, letter = label(e.to))
            }
        })
        .collect();
    if children.is_empty() {
        t!(
            DiagramLineEnd,
            position = position(&data.game),
            letter = label(node)
        )
    } else {
        t!(
            DiagramLine,
            position = position(&data.game),
            letter = label(node),
            children = format_list(shown(), &children)
        )
    }
}

/// How far the labelling has gone.
pub fn progress(shown: usize, total: usize) -> String {
    t!(DiagramProgress, shown = shown, total = total)
}

/// The first line before any step.
/// Where labelling starts: `ends_won_by_next` when the game's ended positions are won by the
/// player to move (misère play); `values` when it gives Grundy values.
pub fn start_hint(ends_won_by_next: bool, values: bool) -> String {
    if values {
        t!(DiagramStartValues)
    } else if ends_won_by_next {
        t!(DiagramStartMisere)
    } else {
        t!(DiagramStart)
    }
}

/// Why a diagram is not drawn.
pub fn refusal(error: &DiagramError) -> String {
    match error {
        DiagramError::TooLarge { nodes, limit } => match nodes {
            NodeCount::Exactly(n) => t!(DiagramTooLarge, size = *n, limit = *limit),
            NodeCount::MoreThan(n) => t!(DiagramTooLargeOver, size = *n, limit = *limit),
        },
        DiagramError::Solve(_) => t!(DiagramUnsolved),
        DiagramError::Position(_) => t!(DiagramNotDrawn),
    }
}

/// Blocking Nim: a node's count of moves to P, against the blocks per turn.
pub fn moves_to_p(to_p: u32, blocks: u32) -> String {
    let sign = if to_p > blocks { ">" } else { "≤" };
    t!(
        DiagramMovesToP,
        reaching = to_p,
        sign = sign,
        blocks = blocks
    )
}

/// Before the P and N buttons of "Label it yourself": the position they label, if one is chosen.
pub fn label_this(game: Option<&Game>) -> String {
    match game {
        Some(game) => t!(DiagramLabelThis, position = position(game)),
        None => t!(DiagramSelectFirst),
    }
}

/// How to label from the keyboard: with letters, or with values in a game that has them.
pub fn quiz_keys(values: bool) -> String {
    if values {
        t!(DiagramQuizKeysValues)
    } else {
        t!(DiagramQuizKeys)
    }
}

/// What was typed is not a value.
pub fn not_a_value(typed: &str) -> String {
    t!(DiagramNotAValue, typed = typed)
}

/// The legend, entry by entry: P, N, a winning move, the pass, a Grundy value.
pub fn legend() -> [String; 5] {
    [
        t!(DiagramLegendP),
        t!(DiagramLegendN),
        t!(DiagramLegendWin),
        t!(DiagramLegendPass),
        t!(DiagramLegendValue),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::DIAGRAM_NODES;

    fn game(text: &str) -> Game {
        text.parse().expect("a position")
    }

    #[test]
    fn positions_are_written_as_the_notes_write_them() {
        assert_eq!(position(&game("variant=nim&heaps=2,4,3")), "243");
        assert_eq!(position(&game("variant=nim&heaps=12,3,2")), "12-3-2");
        assert_eq!(position(&game("variant=pass&heaps=3,2&pass=1")), "32*");
        assert_eq!(position(&game("variant=circle&ring=oo.o")), "oo.o");
    }

    #[test]
    fn every_step_of_every_variant_says_its_letter_and_its_position() {
        for text in [
            "variant=nim&heaps=4,3,2",
            "variant=misere&heaps=2,2",
            "variant=pass&heaps=2,1&pass=1",
            "variant=blocking&heaps=3,2,1&blocks=1",
            "variant=circle&ring=oooooo",
        ] {
            let diagram = game(text).diagram(DIAGRAM_NODES).expect("small");
            for s in diagram.labelling().expect("complete") {
                let sentence = step(&diagram, &s);
                let letter = s.outcome.letter();
                // Games with values say the value beside the letter: "N, *2: ".
                let start = match s.value() {
                    Some(value) => format!("{letter}, *{value}: "),
                    None => format!("{letter}: "),
                };
                assert!(sentence.starts_with(&start), "{sentence}");
                let here = spoken(&diagram.nodes[s.node].game);
                assert!(sentence.contains(&here), "{sentence} names {here}");
            }
        }
    }

    #[test]
    fn misere_says_its_first_step_differs() {
        let diagram = game("variant=misere&heaps=2,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let steps = diagram.labelling().expect("complete");
        let first = step(&diagram, &steps[0]);
        assert!(first.starts_with("N: 00"), "{first}");
        assert!(first.contains("misère"), "{first}");
    }

    #[test]
    fn a_pass_step_explains_that_passing_hands_over_plain_nim() {
        let diagram = game("variant=pass&heaps=1,1&pass=1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let sentences: Vec<String> = diagram
            .labelling()
            .expect("complete")
            .iter()
            .map(|s| step(&diagram, s))
            .collect();
        // 11 with the pass: passing leaves 11 without it, a P-position of plain Nim.
        assert!(
            sentences
                .iter()
                .any(|s| s.starts_with("N: from 11 with the pass") && s.contains("plain Nim")),
            "{sentences:?}"
        );
    }

    #[test]
    fn a_refusal_gives_the_size() {
        let error = game("variant=nim&heaps=9,8,7")
            .diagram(DIAGRAM_NODES)
            .expect_err("too large");
        let words = refusal(&error);
        assert!(words.contains("would have 208 positions"), "{words}");
        assert!(words.contains("limit is 100"), "{words}");
    }

    #[test]
    fn a_wrong_label_is_refuted_and_a_right_one_confirmed() {
        let diagram = game("variant=pass&heaps=2,1&pass=0")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let edges = diagram.justification(0);
        let wrong = Guess {
            node: 0,
            guessed: Answer::Letter(Outcome::PreviousPlayerWins),
            right: false,
            edges: edges.clone(),
        };
        assert_eq!(
            guess(&diagram, &wrong),
            "Not P: from 21 without the pass the player to move can reach the P-position 11 \
             without the pass (highlighted), so 21 without the pass is N."
        );
        let right = Guess {
            guessed: Answer::Letter(Outcome::NextPlayerWins),
            right: true,
            ..wrong
        };
        assert!(guess(&diagram, &right).starts_with("Right: N, because from 21"));
        assert_eq!(score(3, 1, 2), "Score: 3 right, 1 wrong; 2 left to label.");
    }

    #[test]
    fn a_values_step_says_the_options_values_and_their_mex() {
        let diagram = game("variant=nim&heaps=4,3,2")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let steps = diagram.labelling().expect("complete");
        let sentence = |node: usize| {
            let s = steps.iter().find(|s| s.node == node).expect("a step");
            step(&diagram, s)
        };
        assert_eq!(
            sentence(0),
            "N, *5: the options of 432 have values 0, 1, 2, 3, 4, 6, and 7: the smallest missing \
             value is 5."
        );
        let end = diagram.find(&game("variant=nim&heaps=0,0,0")).expect("000");
        assert_eq!(sentence(end), "P, *0: 000 has no options: its value is 0.");
        let one = diagram.find(&game("variant=nim&heaps=1,0,0")).expect("100");
        assert_eq!(
            sentence(one),
            "N, *1: the only option of 100 has value 0: the smallest missing value is 1."
        );
        let ring = game("variant=circle&ring=ooo")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        // A ring's steps name the ring in words, as its P/N steps do.
        for s in ring.labelling().expect("complete") {
            let words = step(&ring, &s);
            assert!(words.contains("the ring"), "{words}");
        }
    }

    #[test]
    fn a_wrong_value_is_answered_with_the_options_values() {
        let diagram = game("variant=nim&heaps=2,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        // 21: options 20 (*2), 11 (*0), 01 (*1), so its value is 3.
        assert_eq!(diagram.nodes[0].value, Some(3));
        let wrong = Guess {
            node: 0,
            guessed: Answer::Value(2),
            right: false,
            edges: diagram.justification(0),
        };
        assert_eq!(
            guess(&diagram, &wrong),
            "Not *2: the options of 21 have values 0, 1, and 2: the smallest missing value is 3 \
             (highlighted), so 21 is *3."
        );
        let right = Guess {
            guessed: Answer::Value(3),
            right: true,
            ..wrong
        };
        assert_eq!(
            guess(&diagram, &right),
            "Right: *3, because the options of 21 have values 0, 1, and 2: the smallest missing \
             value is 3."
        );
        let two = game("variant=nim&heaps=1,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let steps = two.labelling().expect("complete");
        let start = steps.iter().find(|s| s.node == 0).expect("11");
        assert_eq!(
            step(&two, start),
            "P, *0: the only option of 11 has value 1: the smallest missing value is 0."
        );
    }

    #[test]
    fn node_names_say_the_label_once_shown() {
        let diagram = game("variant=nim&heaps=2,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        assert_eq!(
            node_name(&diagram, 0, None, None, true),
            "21: 21, not labelled yet, on the board"
        );
        assert_eq!(
            node_name(&diagram, 0, Some(Outcome::NextPlayerWins), None, false),
            "21 N: 21, N-position"
        );
        assert_eq!(
            node_name(&diagram, 0, Some(Outcome::NextPlayerWins), Some(3), true),
            "21 *3 N: 21, value 3, N-position, on the board"
        );
        let labels = vec![Some(Outcome::NextPlayerWins); diagram.nodes.len()];
        let values = vec![None; diagram.nodes.len()];
        assert!(node_line(&diagram, 0, &labels, &values).starts_with("21 N: moves to "));
        let values = vec![Some(1); diagram.nodes.len()];
        let line = node_line(&diagram, 0, &labels, &values);
        assert!(line.starts_with("21 *1 N: moves to "), "{line}");
        assert!(line.contains("20 *1 N"), "{line}");
    }
}
