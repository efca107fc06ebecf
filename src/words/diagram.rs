//! The state diagram in words: positions written as the lecture notes write them ("432", "4-3-2"
//! beyond 9), each labelling step's reason, node names for screen readers, refusals.

use nim_solver::{
    write_ring, Diagram, DiagramError, EdgeKind, Game, GameEnd, NodeCount, Outcome, Reason, Step,
};

use crate::views::diagram::slice::Guess;
use crate::words::{count, join_words, thousands};

/// A position as the notes write it: heaps largest first, run together ("432") unless a heap
/// is over 9 ("12-3-2"); a ring as `o` and `.`; Nim with a Pass adds `*` while the pass is unused.
pub fn position(game: &Game) -> String {
    let mut text = match (game.heaps(), game.ring()) {
        (Some(heaps), _) => {
            let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
            if heaps.iter().any(|&h| h > 9) {
                words.join("-")
            } else {
                words.concat()
            }
        }
        (None, Some(ring)) => write_ring(ring),
        (None, None) => String::new(),
    };
    if game.pass_available() == Some(true) {
        text.push('*');
    }
    text
}

/// A position in a sentence: "432", "432 with the pass", "the ring oo.o".
fn spoken(game: &Game) -> String {
    match (game.ring(), game.pass_available()) {
        (Some(ring), _) => format!("the ring {}", write_ring(ring)),
        (None, Some(true)) => format!("{} with the pass", position(game).trim_end_matches('*')),
        (None, Some(false)) => format!("{} without the pass", position(game)),
        (None, None) => position(game),
    }
}

/// "P" or "N" as a position's name: "a P-position".
fn kind(outcome: Outcome) -> String {
    format!("{}-position", outcome.letter())
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
                format!("{to} by passing")
            } else {
                to
            }
        })
        .collect();
    let letter = step.outcome.letter();
    match step.reason {
        Reason::Ended(GameEnd::LastCounterTaken) => format!(
            "{letter}: {here} is where the game ends. In misère play the player who took the last \
             counter lost, so the player to move here has already won: this first step is N, not P."
        ),
        Reason::Ended(_) => format!(
            "{letter}: {here} is where the game ends: the player to move has no move and has lost, \
             so the previous player won."
        ),
        Reason::ReachesP => {
            let pass = step
                .edges
                .iter()
                .filter_map(|&e| diagram.edges.get(e))
                .any(|e| e.kind == EdgeKind::Pass);
            let mut sentence = format!(
                "{letter}: from {here} the player to move can reach the P-position{} {} (the \
                 highlighted {}).",
                if targets.len() == 1 { "" } else { "s" },
                join_words(&targets),
                if targets.len() == 1 {
                    "arrow"
                } else {
                    "arrows"
                }
            );
            if pass {
                sentence.push_str(" A pass hands the opponent plain Nim on the same heaps.");
            }
            sentence
        }
        Reason::OnlyN => {
            if targets.len() == 1 {
                format!("{letter}: the only move from {here} leads to an N-position.")
            } else {
                format!(
                    "{letter}: every move from {here} ({}) leads to an N-position.",
                    count(targets.len(), "move", "moves")
                )
            }
        }
        Reason::Counted { to_p, blocks } => {
            let moves = count(to_p as usize, "move", "moves");
            let forbids = count(blocks as usize, "move", "moves");
            if step.outcome.is_p() {
                format!(
                    "{letter}: {moves} from {here} lead{} to P-positions, and the blocker forbids \
                     {forbids} each turn: every move left open leads to an N-position.",
                    if to_p == 1 { "s" } else { "" }
                )
            } else {
                format!(
                    "{letter}: already {moves} from {here} lead{} to P-positions ({}), more than \
                     the {forbids} the blocker may forbid.",
                    if to_p == 1 { "s" } else { "" },
                    join_words(&targets)
                )
            }
        }
    }
}

/// The answer to a student's label: right or not, and why, with the highlighted arrows.
pub fn guess(diagram: &Diagram, guess: &Guess) -> String {
    let Some(node) = diagram.nodes.get(guess.node) else {
        return String::new();
    };
    let here = spoken(&node.game);
    let truth = node.outcome;
    let targets: Vec<String> = guess
        .edges
        .iter()
        .filter_map(|&e| diagram.edges.get(e))
        .map(|e| spoken(&diagram.nodes[e.to].game))
        .collect();
    let why = match (node.end, node.game.blocks()) {
        (Some(GameEnd::LastCounterTaken), _) => format!(
            "{here} is where the game ends, and in misère play the player to move there has won"
        ),
        (Some(_), _) => {
            format!("{here} is where the game ends: the player to move has no move and has lost")
        }
        (None, Some(blocks)) => {
            let to_p: u32 = guess
                .edges
                .iter()
                .filter_map(|&e| diagram.edges.get(e))
                .map(|e| e.moves)
                .sum();
            format!(
                "{} from {here} lead{} to P-positions, and the blocker forbids {} each turn",
                count(to_p as usize, "move", "moves"),
                if to_p == 1 { "s" } else { "" },
                count(blocks as usize, "move", "moves")
            )
        }
        (None, None) if truth.is_p() => {
            format!("every move from {here} leads to an N-position")
        }
        (None, None) => format!(
            "from {here} the player to move can reach the P-position{} {}",
            if targets.len() == 1 { "" } else { "s" },
            join_words(&targets)
        ),
    };
    let letter = truth.letter();
    if guess.right {
        format!("Right: {letter}, because {why}.")
    } else {
        format!(
            "Not {}: {why} (highlighted), so {here} is {letter}.",
            guess.guessed.letter()
        )
    }
}

/// The score of "Label it yourself".
pub fn score(right: u32, wrong: u32, left: usize) -> String {
    format!("Score: {right} right, {wrong} wrong; {left} left to label.")
}

/// A node's name for screen readers: its position, its label once shown, and whether the board
/// shows it.
pub fn node_name(diagram: &Diagram, node: usize, label: Option<Outcome>, on_board: bool) -> String {
    let Some(data) = diagram.nodes.get(node) else {
        return String::new();
    };
    let mut name = spoken(&data.game);
    match label {
        Some(outcome) => {
            name.push_str(", ");
            name.push_str(&kind(outcome));
        }
        None => name.push_str(", not labelled yet"),
    }
    if on_board {
        name.push_str(", on the board");
    }
    name
}

/// One line of the text alternative: a node, its label, and where its arrows lead.
pub fn node_line(diagram: &Diagram, node: usize, labels: &[Option<Outcome>]) -> String {
    let Some(data) = diagram.nodes.get(node) else {
        return String::new();
    };
    let label = |n: usize| {
        labels
            .get(n)
            .copied()
            .flatten()
            .map_or_else(|| "?".to_owned(), |o| o.letter().to_string())
    };
    let children: Vec<String> = data
        .out
        .iter()
        .filter_map(|&e| diagram.edges.get(e))
        .map(|e| {
            let pass = if e.kind == EdgeKind::Pass {
                " (pass)"
            } else {
                ""
            };
            format!(
                "{}{pass} {}",
                position(&diagram.nodes[e.to].game),
                label(e.to)
            )
        })
        .collect();
    let moves = if children.is_empty() {
        "the game ends here".to_owned()
    } else {
        format!("moves to {}", children.join(", "))
    };
    format!("{} {}: {moves}", position(&data.game), label(node))
}

/// How far the labelling has gone.
pub fn progress(shown: usize, total: usize) -> String {
    format!("Step {shown} of {total}")
}

/// The first line before any step.
/// Where labelling starts: `ends_won_by_next` when the game's ended positions are won by the
/// player to move (misère play).
pub fn start_hint(ends_won_by_next: bool) -> String {
    if ends_won_by_next {
        "Unlabelled. Step labels one position at a time, starting where the game ends; in misère \
         play that position is N, a win for the player to move."
            .to_owned()
    } else {
        "Unlabelled. Step labels one position at a time, starting where the game ends (P), then \
         N for a position with a move to P, and P for one whose every move leads to N."
            .to_owned()
    }
}

/// Why a diagram is not drawn.
pub fn refusal(error: &DiagramError) -> String {
    match error {
        DiagramError::TooLarge { nodes, limit } => {
            let size = match nodes {
                NodeCount::Exactly(n) => thousands(*n as u64),
                NodeCount::MoreThan(n) => format!("more than {}", thousands(*n as u64)),
            };
            format!(
                "This diagram would have {size} positions: too many to read (the limit is \
                 {limit}). Start from a smaller position, or see only the positions this game \
                 went through, with their moves."
            )
        }
        DiagramError::Solve(_) => {
            "A position of this diagram is too large for the solver to decide.".to_owned()
        }
        DiagramError::Position(_) => "This position cannot be drawn.".to_owned(),
    }
}

/// Blocking Nim: a node's count of moves to P, against the blocks per turn.
pub fn moves_to_p(to_p: u32, blocks: u32) -> String {
    let sign = if to_p > blocks { ">" } else { "≤" };
    format!("{to_p} to P {sign} {blocks}")
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
                assert!(sentence.starts_with(&format!("{letter}: ")), "{sentence}");
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
        let diagram = game("variant=nim&heaps=2,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        let edges = diagram.justification(0);
        let wrong = Guess {
            node: 0,
            guessed: Outcome::PreviousPlayerWins,
            right: false,
            edges: edges.clone(),
        };
        assert_eq!(
            guess(&diagram, &wrong),
            "Not P: from 21 the player to move can reach the P-position 11 (highlighted), so 21 is \
             N."
        );
        let right = Guess {
            guessed: Outcome::NextPlayerWins,
            right: true,
            ..wrong
        };
        assert!(guess(&diagram, &right).starts_with("Right: N, because from 21"));
        assert_eq!(score(3, 1, 2), "Score: 3 right, 1 wrong; 2 left to label.");
    }

    #[test]
    fn node_names_say_the_label_once_shown() {
        let diagram = game("variant=nim&heaps=2,1")
            .diagram(DIAGRAM_NODES)
            .expect("small");
        assert_eq!(
            node_name(&diagram, 0, None, true),
            "21, not labelled yet, on the board"
        );
        assert_eq!(
            node_name(&diagram, 0, Some(Outcome::NextPlayerWins), false),
            "21, N-position"
        );
        let labels = vec![Some(Outcome::NextPlayerWins); diagram.nodes.len()];
        assert!(node_line(&diagram, 0, &labels).starts_with("21 N: moves to "));
    }
}
