//! The state diagram's slice: the diagram beside the board, how far its labelling has gone and
//! "Label it yourself"; its actions and their reducer.

use std::rc::Rc;

use nim_solver::{Diagram, DiagramError, Game, Outcome, SolveError, Step, DIAGRAM_NODES};

use crate::app::state::{Announcement, State, View};
use crate::model::{Mode, Setup};

/// Most nodes of the part of a diagram a game went through (each position with its children).
pub const ALONG_NODES: usize = 160;

/// The state diagram beside the board, and how far its labelling has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct DiagramView {
    /// The position the diagram was drawn from.
    pub root: Game,
    /// The positions a game went through from `root`, when the diagram is only their part of it.
    pub along: Option<Vec<Game>>,
    /// The diagram, or why it was refused.
    pub diagram: Rc<Result<Diagram, DiagramError>>,
    /// The labelling procedure's steps (empty for a partial diagram).
    pub steps: Rc<Vec<Step>>,
    /// How many steps are shown.
    pub shown: usize,
    /// Whether every step is shown, however many (a link's `labels=1`): kept when the diagram is
    /// made again with its game's analysis.
    pub whole: bool,
    /// "Label it yourself", while the student labels instead of the procedure.
    pub quiz: Option<Quiz>,
}

/// The student's labels in "Label it yourself", each checked at once against the solver.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Quiz {
    /// Each node's label, once the student gave it rightly.
    pub labels: Vec<Option<Outcome>>,
    /// Each node's Grundy value, once the student gave it rightly (games with values).
    pub values: Vec<Option<u32>>,
    /// Labels given rightly.
    pub right: u32,
    /// Labels given wrongly.
    pub wrong: u32,
    /// The last label given, with the arrows that confirm or refute it.
    pub last: Option<Guess>,
}

/// One label the student gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The node.
    pub node: usize,
    /// The label given.
    pub guessed: Answer,
    /// Whether it is the solver's.
    pub right: bool,
    /// The arrows that show the node's outcome (`Diagram::justification`).
    pub edges: Vec<usize>,
}

/// What a student gives a node: its letter, or its Grundy value in a game that has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// `P` or `N`.
    Letter(Outcome),
    /// A Grundy value.
    Value(u32),
}

impl DiagramView {
    fn new(
        root: Game,
        along: Option<Vec<Game>>,
        diagram: Result<Diagram, DiagramError>,
    ) -> DiagramView {
        let steps = diagram
            .as_ref()
            .ok()
            .and_then(Diagram::labelling)
            .unwrap_or_default();
        DiagramView {
            root,
            along,
            diagram: Rc::new(diagram),
            steps: Rc::new(steps),
            shown: 0,
            whole: false,
            quiz: None,
        }
    }

    /// The same diagram made again, if it was made before its game's analysis was fetched (a
    /// game's path is drawn once it was played, so with it).
    pub fn analysed(&self) -> Option<DiagramView> {
        let waited = matches!(
            *self.diagram,
            Err(DiagramError::Solve(SolveError::NotLoaded(_)))
        );
        (waited && self.along.is_none()).then(|| {
            let mut fresh = DiagramView::of(self.root.clone());
            if self.whole {
                fresh.whole = true;
                fresh.shown = fresh.steps.len();
            }
            fresh
        })
    }

    /// The diagram of every position reachable from `root`.
    pub fn of(root: Game) -> DiagramView {
        let diagram = root.diagram(DIAGRAM_NODES);
        DiagramView::new(root, None, diagram)
    }

    /// The part of `root`'s diagram the positions of `path` (a game from `root`) went through.
    pub fn along(root: Game, path: Vec<Game>) -> DiagramView {
        let diagram = root.diagram_along(&path, ALONG_NODES);
        DiagramView::new(root, Some(path), diagram)
    }

    /// The step shown last, if any.
    pub fn last_step(&self) -> Option<&Step> {
        self.shown.checked_sub(1).and_then(|i| self.steps.get(i))
    }

    /// Each node's label so far (`None` while unlabelled): the student's in "Label it yourself",
    /// else the procedure's steps shown.
    pub fn labels(&self) -> Vec<Option<Outcome>> {
        if let Some(quiz) = &self.quiz {
            return quiz.labels.clone();
        }
        let nodes = self.diagram.as_ref().as_ref().map_or(0, |d| d.nodes.len());
        let mut labels = vec![None; nodes];
        for step in &self.steps[..self.shown.min(self.steps.len())] {
            if let Some(label) = labels.get_mut(step.node) {
                *label = Some(step.outcome);
            }
        }
        labels
    }

    /// Each node's Grundy value so far (`None` while not given, and in games without values):
    /// the student's in "Label it yourself", else the procedure's steps shown.
    pub fn values(&self) -> Vec<Option<u32>> {
        if let Some(quiz) = &self.quiz {
            return quiz.values.clone();
        }
        let nodes = self.diagram.as_ref().as_ref().map_or(0, |d| d.nodes.len());
        let mut values = vec![None; nodes];
        for step in &self.steps[..self.shown.min(self.steps.len())] {
            if let Some(value) = values.get_mut(step.node) {
                *value = step.value();
            }
        }
        values
    }

    /// Whether the diagram's nodes are labelled with Grundy values.
    pub fn has_values(&self) -> bool {
        self.diagram
            .as_ref()
            .as_ref()
            .is_ok_and(Diagram::has_values)
    }

    /// Whether every step is shown.
    pub fn done(&self) -> bool {
        self.shown >= self.steps.len()
    }
}

/// The diagram's requests.
#[derive(Clone, Debug, PartialEq)]
pub enum DiagramAction {
    /// Instead of a refused diagram, the part of it the game so far went through.
    Along,
    /// Label one more node of the diagram.
    Step,
    /// Label every node.
    ShowAll,
    /// Start (or leave) "Label it yourself".
    Quiz(bool),
    /// The student labels a node `P` or `N` (games without Grundy values).
    Guess(usize, Outcome),
    /// The student gives a node its Grundy value (games with them).
    GuessValue(usize, u32),
    /// Clear the labels.
    Reset,
    /// Put the position of a diagram's node on the board, to analyse.
    GoTo(usize),
}

/// The diagram's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: DiagramAction) -> Option<()> {
    match action {
        DiagramAction::Along => {
            let board = &state.board;
            let start = board.start();
            let path: Vec<Game> = board.entries[..board.cursor]
                .iter()
                .map(|e| e.game.clone())
                .collect();
            state.view = View::Diagram(DiagramView::along(start, path));
        }
        DiagramAction::GoTo(node) => {
            let View::Diagram(view) = &state.view else {
                return None;
            };
            let game = view
                .diagram
                .as_ref()
                .as_ref()
                .ok()
                .and_then(|d| d.nodes.get(node))
                .map(|n| n.seen_as.clone())?;
            let view = view.clone();
            let setup = Setup::from_game(&game, &state.board.setup);
            let mut fresh = state.restarted(setup);
            fresh.board.settings.mode = Mode::Analysis;
            fresh.board.settings.hints = true;
            fresh.announcement = Announcement::NewPosition;
            fresh.view = View::Diagram(view);
            *state = fresh;
        }
        _ => {
            let View::Diagram(view) = &mut state.view else {
                return None;
            };
            view.label(action)?;
        }
    }
    Some(())
}

impl DiagramView {
    /// The labelling's own actions, on this diagram alone; `None` when nothing changes.
    fn label(&mut self, action: DiagramAction) -> Option<()> {
        match action {
            DiagramAction::Step => {
                if self.done() {
                    return None;
                }
                self.shown += 1;
            }
            DiagramAction::ShowAll => self.shown = self.steps.len(),
            DiagramAction::Reset => self.shown = 0,
            DiagramAction::Quiz(on) => {
                let nodes = self.diagram.as_ref().as_ref().ok()?.nodes.len();
                self.quiz = on.then(|| Quiz {
                    labels: vec![None; nodes],
                    values: vec![None; nodes],
                    ..Quiz::default()
                });
            }
            DiagramAction::Guess(node, outcome) => self.guess(node, Answer::Letter(outcome))?,
            DiagramAction::GuessValue(node, value) => self.guess(node, Answer::Value(value))?,
            DiagramAction::Along | DiagramAction::GoTo(_) => return None,
        }
        Some(())
    }

    /// A student's label, checked against the solver: a value where the diagram has values, a
    /// letter elsewhere; `None` for the other kind, an unknown node or one labelled already.
    fn guess(&mut self, node: usize, guessed: Answer) -> Option<()> {
        let diagram = self.diagram.as_ref().as_ref().ok()?;
        let data = diagram.nodes.get(node)?;
        let right = match (guessed, data.value) {
            (Answer::Letter(outcome), None) => outcome == data.outcome,
            (Answer::Value(value), Some(truth)) => value == truth,
            (Answer::Letter(_), Some(_)) | (Answer::Value(_), None) => return None,
        };
        let quiz = self.quiz.as_mut()?;
        if quiz.labels.get(node)?.is_some() {
            return None;
        }
        if right {
            quiz.labels[node] = Some(data.outcome);
            if let Some(value) = quiz.values.get_mut(node) {
                *value = data.value;
            }
            quiz.right += 1;
        } else {
            quiz.wrong += 1;
        }
        quiz.last = Some(Guess {
            node,
            guessed,
            right,
            edges: diagram.justification(node),
        });
        Some(())
    }
}
