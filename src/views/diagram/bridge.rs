//! What the page and the state diagram's own wasm (`src/bin/diagram_view.rs`, loaded when the
//! diagram opens) say to each other, as short text: the page gives the diagram's state and the
//! position on the board, the view asks for the app's actions. The view draws the diagram again
//! from the root position (`Game::diagram`, deterministic), so only what the student did travels.
//! Pure, tested natively; `host` and the view's binary carry it.

use std::cell::RefCell;
use std::fmt::Write as _;

use nim_solver::{parse_number, Game, Outcome};

use super::slice::{Answer, DiagramAction, DiagramView, Guess, Quiz};

/// What the diagram's view asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// One of the diagram's actions for the app's state.
    Diagram(DiagramAction),
    /// Close the diagram and go back to the board.
    Close,
}

/// What the view shows: the diagram with its labelling, and the position on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The diagram, drawn from its root, with the steps shown and the student's labels.
    pub view: DiagramView,
    /// The position on the board.
    pub board: Game,
}

/// A list of numbers as `1,2,3`, `~` when empty.
fn write_list(items: impl Iterator<Item = String>) -> String {
    let list: Vec<String> = items.collect();
    if list.is_empty() {
        String::from("~")
    } else {
        list.join(",")
    }
}

/// Reads what [`write_list`] wrote, each item by `read`.
fn read_list<T>(text: &str, read: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    if text == "~" {
        return Some(Vec::new());
    }
    text.split(',').map(read).collect()
}

fn write_outcome(label: Option<Outcome>) -> String {
    label.map_or_else(|| String::from("-"), |o| o.letter().to_string())
}

fn read_outcome(text: &str) -> Option<Outcome> {
    match text {
        "P" => Some(Outcome::PreviousPlayerWins),
        "N" => Some(Outcome::NextPlayerWins),
        _ => None,
    }
}

fn write_value(value: Option<u32>) -> String {
    value.map_or_else(|| String::from("-"), |v| v.to_string())
}

fn read_value(text: &str) -> Option<u32> {
    parse_number(text).ok()
}

fn write_answer(answer: Answer) -> String {
    match answer {
        Answer::Letter(outcome) => outcome.letter().to_string(),
        Answer::Value(value) => format!("*{value}"),
    }
}

fn read_answer(text: &str) -> Option<Answer> {
    match text.strip_prefix('*') {
        Some(value) => parse_number(value).ok().map(Answer::Value),
        None => read_outcome(text).map(Answer::Letter),
    }
}

/// Writes the diagram's state and the board's position as lines: the root (the solver's link
/// format), `full` or `along` and the game's positions, the board, the steps shown, and `-` or
/// `quiz right wrong labels values last` (`last` is `-` or `node,answer,right,arrows…`).
pub fn write_state(view: &DiagramView, board: &Game) -> String {
    let mut text = format!("{}\n", view.root);
    match &view.along {
        None => text.push_str("full\n"),
        Some(path) => {
            text.push_str("along");
            for game in path {
                let _ = write!(text, " {game}");
            }
            text.push('\n');
        }
    }
    let _ = writeln!(text, "{board}\n{}", view.shown);
    match &view.quiz {
        None => text.push('-'),
        Some(quiz) => {
            let last = quiz.last.as_ref().map_or_else(
                || String::from("-"),
                |g| {
                    let mut last = format!(
                        "{},{},{}",
                        g.node,
                        write_answer(g.guessed),
                        u8::from(g.right)
                    );
                    for edge in &g.edges {
                        let _ = write!(last, ",{edge}");
                    }
                    last
                },
            );
            let _ = write!(
                text,
                "quiz {} {} {} {} {last}",
                quiz.right,
                quiz.wrong,
                write_list(quiz.labels.iter().map(|&l| write_outcome(l))),
                write_list(quiz.values.iter().map(|&v| write_value(v))),
            );
        }
    }
    text
}

thread_local! {
    /// The last diagram drawn, by its root and path: a new state mostly keeps the diagram.
    static DRAWN: RefCell<Option<(String, DiagramView)>> = const { RefCell::new(None) };
}

/// The diagram of `root` (along `along`, the line's text after `along`), drawn once per root.
fn drawn(root: &str, along: &str) -> Option<DiagramView> {
    let key = format!("{root}\n{along}");
    if let Some(view) = DRAWN.with(|drawn| {
        drawn
            .borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    }) {
        return Some(view);
    }
    let root: Game = root.parse().ok()?;
    let view = if along == "full" {
        DiagramView::of(root)
    } else {
        let path = along
            .strip_prefix("along")?
            .split(' ')
            .filter(|game| !game.is_empty())
            .map(|game| game.parse::<Game>().ok())
            .collect::<Option<Vec<Game>>>()?;
        DiagramView::along(root, path)
    };
    DRAWN.with(|drawn| *drawn.borrow_mut() = Some((key, view.clone())));
    Some(view)
}

/// Reads what [`write_state`] wrote, drawing the diagram from its root; `None` for anything else
/// (labels for another number of nodes, a guess about a node it has not).
pub fn read_state(text: &str) -> Option<Shown> {
    let mut lines = text.split('\n');
    let root = lines.next()?;
    let along = lines.next()?;
    let board: Game = lines.next()?.parse().ok()?;
    let shown = parse_number(lines.next()?).ok()? as usize;
    let quiz = lines.next()?;
    if lines.next().is_some() {
        return None;
    }
    let mut view = drawn(root, along)?;
    view.shown = shown.min(view.steps.len());
    view.quiz = match quiz {
        "-" => None,
        _ => Some(read_quiz(quiz, &view)?),
    };
    Some(Shown { view, board })
}

/// Reads a `quiz …` line for `view`'s diagram.
fn read_quiz(text: &str, view: &DiagramView) -> Option<Quiz> {
    let nodes = view.diagram.as_ref().as_ref().ok()?.nodes.len();
    let mut words = text.split(' ');
    if words.next()? != "quiz" {
        return None;
    }
    let right = parse_number(words.next()?).ok()?;
    let wrong = parse_number(words.next()?).ok()?;
    // `-` is a node not labelled yet.
    let labels = read_list(words.next()?, |t| {
        if t == "-" {
            Some(None)
        } else {
            read_outcome(t).map(Some)
        }
    })?;
    let values = read_list(words.next()?, |t| {
        if t == "-" {
            Some(None)
        } else {
            read_value(t).map(Some)
        }
    })?;
    let last = match words.next()? {
        "-" => None,
        last => {
            let mut parts = last.split(',');
            let node = parse_number(parts.next()?).ok()? as usize;
            let guessed = read_answer(parts.next()?)?;
            let right = match parts.next()? {
                "1" => true,
                "0" => false,
                _ => return None,
            };
            let edges = parts
                .map(|edge| parse_number(edge).ok().map(|e| e as usize))
                .collect::<Option<Vec<usize>>>()?;
            if node >= nodes {
                return None;
            }
            Some(Guess {
                node,
                guessed,
                right,
                edges,
            })
        }
    };
    if words.next().is_some() || labels.len() != nodes || values.len() != nodes {
        return None;
    }
    let edges = view.diagram.as_ref().as_ref().ok()?.edges.len();
    if last
        .as_ref()
        .is_some_and(|g| g.edges.iter().any(|&e| e >= edges))
    {
        return None;
    }
    Some(Quiz {
        labels,
        values,
        right,
        wrong,
        last,
    })
}

/// Writes `ask` as one line: `step`, `all`, `reset`, `along`, `goto n`, `quiz 1|0`,
/// `guess n P|N`, `value n v` or `close`.
pub fn write_ask(ask: &Ask) -> String {
    match ask {
        Ask::Diagram(action) => match action {
            DiagramAction::Step => String::from("step"),
            DiagramAction::ShowAll => String::from("all"),
            DiagramAction::Reset => String::from("reset"),
            DiagramAction::Along => String::from("along"),
            DiagramAction::GoTo(node) => format!("goto {node}"),
            DiagramAction::Quiz(on) => format!("quiz {}", u8::from(*on)),
            DiagramAction::Guess(node, outcome) => format!("guess {node} {}", outcome.letter()),
            DiagramAction::GuessValue(node, value) => format!("value {node} {value}"),
        },
        Ask::Close => String::from("close"),
    }
}

/// Reads what [`write_ask`] wrote; `None` for anything else.
pub fn read_ask(text: &str) -> Option<Ask> {
    let mut words = text.split(' ');
    let word = words.next()?;
    let number = |word: Option<&str>| -> Option<u32> { parse_number(word?).ok() };
    let action = match word {
        "step" => DiagramAction::Step,
        "all" => DiagramAction::ShowAll,
        "reset" => DiagramAction::Reset,
        "along" => DiagramAction::Along,
        "goto" => DiagramAction::GoTo(number(words.next())? as usize),
        "quiz" => match number(words.next())? {
            1 => DiagramAction::Quiz(true),
            0 => DiagramAction::Quiz(false),
            _ => return None,
        },
        "guess" => {
            let node = number(words.next())? as usize;
            DiagramAction::Guess(node, words.next().and_then(read_outcome)?)
        }
        "value" => {
            let node = number(words.next())? as usize;
            DiagramAction::GuessValue(node, number(words.next())?)
        }
        "close" => return words.next().is_none().then_some(Ask::Close),
        _ => return None,
    };
    words.next().is_none().then_some(Ask::Diagram(action))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> Game {
        text.parse().expect("a position")
    }

    /// The state read back, with the view as the app holds it.
    fn round_trip(view: &DiagramView, board: &Game) {
        let text = write_state(view, board);
        let read = read_state(&text).unwrap_or_else(|| panic!("{text:?} is read"));
        assert_eq!(&read.view, view, "{text}");
        assert_eq!(&read.board, board);
    }

    #[test]
    fn a_diagram_its_steps_and_the_board_are_written_and_read_back_equal() {
        let root = game("variant=nim&heaps=4,3,2");
        let mut view = DiagramView::of(root.clone());
        round_trip(&view, &root);
        assert_eq!(
            write_state(&view, &root),
            "variant=nim&heaps=4,3,2\nfull\nvariant=nim&heaps=4,3,2\n0\n-"
        );
        view.shown = 7;
        round_trip(&view, &game("variant=nim&heaps=3,2,1"));
        for root in [
            "variant=misere&heaps=2,1",
            "variant=pass&heaps=2,1&pass=1",
            "variant=circle&ring=oooooo",
            "variant=blocking&heaps=3,2,2&blocks=1",
            "variant=sum&parts=nim:3,kayles:4",
        ] {
            let view = DiagramView::of(game(root));
            round_trip(&view, &view.root.clone());
        }
    }

    #[test]
    fn the_part_a_game_went_through_is_drawn_again_from_its_path() {
        let root = game("variant=nim&heaps=9,8,7");
        let path = vec![
            game("variant=nim&heaps=9,8,7"),
            game("variant=nim&heaps=9,8,2"),
        ];
        let view = DiagramView::along(root.clone(), path);
        assert!(view.diagram.is_ok());
        round_trip(&view, &game("variant=nim&heaps=9,8,2"));
        // The whole diagram is refused, and said so.
        let refused = DiagramView::of(root.clone());
        assert!(refused.diagram.is_err());
        round_trip(&refused, &root);
    }

    #[test]
    fn the_students_labels_score_and_last_guess_are_written_and_read_back_equal() {
        let root = game("variant=nim&heaps=2,1");
        let mut view = DiagramView::of(root.clone());
        let nodes = view.diagram.as_ref().as_ref().expect("small").nodes.len();
        view.quiz = Some(Quiz {
            labels: vec![None; nodes],
            values: vec![None; nodes],
            ..Quiz::default()
        });
        round_trip(&view, &root);
        let quiz = view.quiz.as_mut().expect("on");
        quiz.labels[0] = Some(Outcome::NextPlayerWins);
        quiz.values[0] = Some(3);
        quiz.right = 1;
        quiz.wrong = 2;
        quiz.last = Some(Guess {
            node: 0,
            guessed: Answer::Value(2),
            right: false,
            edges: vec![0, 1, 2],
        });
        round_trip(&view, &root);
        view.quiz.as_mut().expect("on").last = Some(Guess {
            node: 1,
            guessed: Answer::Letter(Outcome::PreviousPlayerWins),
            right: true,
            edges: Vec::new(),
        });
        round_trip(&view, &root);
    }

    #[test]
    fn a_state_that_does_not_fit_its_diagram_is_not_read() {
        let root = "variant=nim&heaps=2,1";
        let nodes = DiagramView::of(game(root))
            .diagram
            .as_ref()
            .as_ref()
            .expect("small")
            .nodes
            .len();
        let unlabelled = vec!["-"; nodes].join(",");
        let quiz = format!("{root}\nfull\n{root}\n0\nquiz 0 0 {unlabelled} {unlabelled}");
        for text in [
            String::new(),
            format!("{root}\nfull\n{root}\n0"),
            format!("{root}\nfull\n{root}\nx\n-"),
            format!("variant=nim&heaps=x\nfull\n{root}\n0\n-"),
            format!("{root}\nsome\n{root}\n0\n-"),
            // Labels for two nodes of a larger diagram.
            format!("{root}\nfull\n{root}\n0\nquiz 0 0 P,N -,-"),
            format!("{quiz} 9,P,1"),
            format!("{quiz} 0,Q,1"),
            format!("{quiz} 0,P,1,99"),
            format!("{root}\nfull\n{root}\n0\n-\nmore"),
        ] {
            assert_eq!(read_state(&text), None, "{text:?}");
        }
        assert!(read_state(&format!("{quiz} 0,P,1,0")).is_some());
    }

    #[test]
    fn every_ask_is_written_and_read_back_equal() {
        for ask in [
            Ask::Diagram(DiagramAction::Step),
            Ask::Diagram(DiagramAction::ShowAll),
            Ask::Diagram(DiagramAction::Reset),
            Ask::Diagram(DiagramAction::Along),
            Ask::Diagram(DiagramAction::GoTo(17)),
            Ask::Diagram(DiagramAction::Quiz(true)),
            Ask::Diagram(DiagramAction::Quiz(false)),
            Ask::Diagram(DiagramAction::Guess(3, Outcome::PreviousPlayerWins)),
            Ask::Diagram(DiagramAction::Guess(0, Outcome::NextPlayerWins)),
            Ask::Diagram(DiagramAction::GuessValue(4, 12)),
            Ask::Close,
        ] {
            assert_eq!(read_ask(&write_ask(&ask)), Some(ask));
        }
    }

    #[test]
    fn anything_else_is_not_read_as_an_ask() {
        for text in [
            "",
            "step 1",
            "goto",
            "goto -1",
            "quiz 2",
            "guess 3",
            "guess 3 -",
            "guess 3 Q",
            "value 1",
            "value 1 x",
            "close now",
            "open",
        ] {
            assert_eq!(read_ask(text), None, "{text:?}");
        }
    }
}
