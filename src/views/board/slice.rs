//! The game on the board, the slice every view reads: the settings, the starting position, the
//! moves made (each with the solver's answer) and the computer's pending move; its actions and
//! their reducer.

use std::rc::Rc;

use nim_solver::{Analysis, Game, Move, MoveError, Nimber, Outcome, Phase, SolveError, Strength};

use crate::app::state::{Announcement, Notice, State};
use crate::model::{Mode, Player, Setup, Variant};
use crate::presets;
use crate::words::PlayerName;

/// Choices that outlive a single game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// How the game is played.
    pub mode: Mode,
    /// How well the computer plays.
    pub strength: Strength,
    /// Whether the person makes the first move against the computer.
    pub human_starts: bool,
    /// Whether the board shows winning moves and the teaching panel.
    pub hints: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::Computer,
            strength: Strength::Perfect,
            human_starts: true,
            hints: false,
        }
    }
}

impl Settings {
    /// The player the computer is (only meaningful against the computer).
    pub fn computer(&self) -> Player {
        if self.human_starts {
            Player::Second
        } else {
            Player::First
        }
    }

    /// A player's name in the current mode.
    pub fn name(&self, player: Player) -> PlayerName {
        PlayerName::of(self.mode, self.computer(), player)
    }
}

/// The solver's answer for a position, computed once when the position is reached.
pub type Answer = Rc<Result<Analysis, SolveError>>;

/// The solver's answer for `game` (`SolveError::NotLoaded` until its game's analysis is here).
pub fn answer(game: &Game) -> Answer {
    crate::views::analysis::ready(game.variant());
    Rc::new(game.analyze())
}

/// What the history shows after a move: the nim-sum where it decides, else the verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The nim-sum of the resulting position, when the variant has one.
    pub nim_sum: Option<Nimber>,
    /// Who wins from the resulting position, when it could be analysed.
    pub outcome: Option<Outcome>,
}

impl Verdict {
    /// The verdict of a position, from the solver's answer.
    pub fn of(answer: &Result<Analysis, SolveError>) -> Verdict {
        match answer {
            Ok(analysis) => Verdict {
                nim_sum: analysis.nim_sum(),
                outcome: Some(analysis.outcome),
            },
            Err(_) => Verdict {
                nim_sum: None,
                outcome: None,
            },
        }
    }
}

/// One action of the game, with who made it and where it led.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The action.
    pub mv: Move,
    /// Who made it.
    pub player: Player,
    /// The position after it.
    pub game: Game,
    /// The solver's answer for that position.
    pub answer: Answer,
}

impl Entry {
    /// The verdict of the position the move led to.
    pub fn verdict(&self) -> Verdict {
        Verdict::of(&self.answer)
    }
}

/// The game on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardState {
    /// Mode, strength, who starts, hints.
    pub settings: Settings,
    /// The position the game started from, in editable form.
    pub setup: Setup,
    /// The solver's answer for the starting position.
    pub start_answer: Answer,
    /// Every action made, including undone ones that redo can bring back.
    pub entries: Vec<Entry>,
    /// How many of `entries` are in effect.
    pub cursor: usize,
    /// The computer's chosen move while it is shown happening.
    pub pending: Option<Move>,
    /// The person's takes chosen so far for a move from several heaps, `(heap, to)` by heap.
    pub chosen: Vec<(usize, u32)>,
    /// Seed of the computer's choices, so a game can be replayed.
    pub seed: u64,
}

/// The game's own requests.
#[derive(Clone, Debug, PartialEq)]
pub enum BoardAction {
    /// Play a move on the board.
    Play(Move),
    /// The computer picks its move (it is then shown before it is made).
    ComputerChoose,
    /// Make the computer's shown move now.
    CommitPending,
    /// Take back the last move (against the computer: back to your turn).
    Undo,
    /// Bring back an undone move.
    Redo,
    /// Start again from the starting position.
    Restart,
    /// Switch to another game with its default position.
    SetVariant(Variant),
    /// Change how the game is played.
    SetMode(Mode),
    /// Change the computer's strength.
    SetStrength(Strength),
    /// Choose whether the person starts against the computer.
    SetHumanStarts(bool),
    /// Show or hide hints.
    SetHints(bool),
    /// Start from an edited position, a preset, or a link.
    Load(Setup),
    /// Start from a random interesting position made from this seed.
    Random(u64),
    /// In a game whose moves take from several heaps: choose (or, chosen again, drop) the take
    /// leaving `to` in `heap`.
    Choose {
        /// Heap index.
        heap: usize,
        /// The size the take leaves.
        to: u32,
    },
    /// Drop every chosen take.
    ClearChosen,
}

impl BoardState {
    /// A new game from `setup` (already within the app's limits).
    pub fn new(settings: Settings, setup: Setup, seed: u64) -> BoardState {
        BoardState {
            settings,
            start_answer: answer(&setup.game()),
            setup,
            entries: Vec::new(),
            cursor: 0,
            pending: None,
            chosen: Vec::new(),
            seed,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> Game {
        self.setup.game()
    }

    /// The position on the board now.
    pub fn game(&self) -> Game {
        match self.current() {
            Some(entry) => entry.game.clone(),
            None => self.start(),
        }
    }

    /// The solver's answer for the position on the board.
    pub fn answer(&self) -> Answer {
        match self.current() {
            Some(entry) => Rc::clone(&entry.answer),
            None => Rc::clone(&self.start_answer),
        }
    }

    /// Computes every answer that waited for its game's analysis; whether one did.
    pub fn answers_loaded(&mut self) -> bool {
        let waiting = |answer: &Answer| matches!(**answer, Err(SolveError::NotLoaded(_)));
        let mut changed = false;
        if waiting(&self.start_answer) {
            self.start_answer = answer(&self.start());
            changed |= !waiting(&self.start_answer);
        }
        for entry in self
            .entries
            .iter_mut()
            .filter(|entry| waiting(&entry.answer))
        {
            entry.answer = answer(&entry.game);
            changed |= !waiting(&entry.answer);
        }
        changed
    }

    /// The last move in effect.
    fn current(&self) -> Option<&Entry> {
        self.cursor.checked_sub(1).and_then(|i| self.entries.get(i))
    }

    /// The moves in effect, oldest first.
    pub fn moves(&self) -> Vec<Move> {
        self.entries[..self.cursor]
            .iter()
            .map(|e| e.mv.clone())
            .collect()
    }

    /// Who acts now (in Blocking Nim's first phase, the blocker).
    pub fn actor(&self) -> Player {
        self.game().actor(self.mover())
    }

    /// Who moves counters this turn (in Blocking Nim, also during the blocker's phase).
    pub fn mover(&self) -> Player {
        let after = Player::mover_after(&self.moves());
        match self.setup.turn {
            Player::First => after,
            Player::Second => after.other(),
        }
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Player> {
        self.game().winner(self.mover())
    }

    /// Whether the computer's turn has come (a quiz, which has no computer, aside).
    pub fn computer_turn(&self) -> bool {
        self.settings.mode == Mode::Computer
            && self.actor() == self.settings.computer()
            && !game_over(&self.game())
    }

    /// Whether undo has something to take back.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether redo has something to bring back.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.entries.len()
    }

    fn computer_choice(&self) -> Option<Move> {
        let seed = self
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(self.cursor as u64);
        self.game()
            .computer_move(self.settings.strength, seed)
            .ok()
            .flatten()
    }
}

/// Whether the game is over at `game`.
pub fn game_over(game: &Game) -> bool {
    matches!(game.phase(), Phase::Over(_))
}

/// The board's actions; `None` when nothing changes.
pub fn reduce(state: &mut State, action: BoardAction) -> Option<()> {
    match action {
        BoardAction::Play(mv) => {
            if state.board_enabled() {
                apply(state, &mv);
            } else if state.computer_acts() {
                state.notice = Some(Notice::WaitForComputer);
            } else {
                state.notice = Some(Notice::Refused(MoveError::GameOver));
            }
        }
        BoardAction::ComputerChoose => {
            if !state.computer_to_choose() {
                return None;
            }
            match state.board.computer_choice() {
                Some(mv) => state.board.pending = Some(mv),
                None => state.notice = Some(Notice::ComputerCannotAnalyse),
            }
        }
        BoardAction::CommitPending => {
            let mv = state.board.pending.take()?;
            apply(state, &mv);
        }
        BoardAction::Undo => undo(state)?,
        BoardAction::Redo => redo(state)?,
        BoardAction::Restart => {
            *state = state.restarted(state.board.setup.clone());
            state.announcement = Announcement::NewGame;
        }
        BoardAction::SetVariant(variant) => {
            if variant == state.board.setup.variant {
                return None;
            }
            *state = state.restarted(presets::default_setup(variant));
        }
        BoardAction::SetMode(mode) => {
            state.board.settings.mode = mode;
            state.board.pending = None;
            if mode == Mode::Analysis {
                state.board.settings.hints = true;
            }
        }
        BoardAction::SetStrength(strength) => state.board.settings.strength = strength,
        BoardAction::SetHumanStarts(human_starts) => {
            state.board.settings.human_starts = human_starts;
            *state = state.restarted(state.board.setup.clone());
        }
        BoardAction::SetHints(hints) => state.board.settings.hints = hints,
        BoardAction::Load(setup) => {
            if let Some(problem) = setup.limit_problem() {
                state.notice = Some(Notice::Limit(problem));
            } else {
                *state = state.restarted(setup);
                state.announcement = Announcement::NewPosition;
            }
        }
        BoardAction::Choose { heap, to } => choose(state, heap, to),
        BoardAction::ClearChosen => {
            if state.board.chosen.is_empty() {
                return None;
            }
            state.board.chosen.clear();
        }
        BoardAction::Random(seed) => {
            let board = &state.board;
            let setup = presets::random_setup(board.setup.variant, board.setup.blocks, seed);
            *state = state.restarted(setup);
            state.announcement = Announcement::RandomPosition;
        }
    }
    Some(())
}

/// The move the takes chosen with [`BoardAction::Choose`] make, if any: played as any move is,
/// so a quiz takes it as its answer.
pub fn chosen_move(chosen: &[(usize, u32)]) -> Option<Move> {
    match chosen {
        [] => None,
        &[(heap, to)] => Some(Move::Take { heap, to }),
        takes => Some(Move::Several {
            takes: takes.to_vec(),
        }),
    }
}

/// Chooses the take leaving `to` in `heap` for a move from several heaps (the same again drops
/// it), refused with a notice past the game's number of heaps or when the board takes no move.
fn choose(state: &mut State, heap: usize, to: u32) {
    if !state.board_enabled() {
        state.notice = Some(if state.computer_acts() {
            Notice::WaitForComputer
        } else {
            Notice::Refused(MoveError::GameOver)
        });
        return;
    }
    let most = state.game().rules().heaps_per_move().unwrap_or(1);
    let chosen = &mut state.board.chosen;
    match chosen.iter().position(|&(h, _)| h == heap) {
        Some(at) if chosen[at].1 == to => {
            chosen.remove(at);
        }
        Some(at) => chosen[at].1 = to,
        None if chosen.len() >= most as usize => {
            state.notice = Some(Notice::Refused(MoveError::HeapsInMove {
                heaps: chosen.len() + 1,
                most,
            }));
            return;
        }
        None => {
            let at = chosen.partition_point(|&(h, _)| h < heap);
            chosen.insert(at, (heap, to));
        }
    }
    state.notice = None;
}

/// Makes `mv` on the board (or refuses it with a notice), announcing it; the end of a game opens
/// its review.
pub fn apply(state: &mut State, mv: &Move) {
    let before = state.game();
    let by_computer = state.computer_acts();
    match before.apply(mv) {
        Ok(game) => {
            let player = state.actor();
            let answer = answer(&game);
            let board = &mut state.board;
            board.entries.truncate(board.cursor);
            board.entries.push(Entry {
                mv: mv.clone(),
                player,
                game,
                answer,
            });
            board.cursor = board.entries.len();
            board.chosen.clear();
            // The computer's move leaves a notice about the link or an edit for the person to read.
            if !by_computer
                || matches!(
                    state.notice,
                    Some(
                        Notice::Refused(_)
                            | Notice::WaitForComputer
                            | Notice::ComputerCannotAnalyse
                    )
                )
            {
                state.notice = None;
            }
            if game_over(&state.game()) {
                state.view.game_ended();
            }
            state.announcement = Announcement::Moved {
                player,
                before,
                mv: mv.clone(),
            };
        }
        Err(error) => state.notice = Some(Notice::Refused(error)),
    }
}

/// Takes back a move (against the computer, back to the person's own turn); `None` if none.
fn undo(state: &mut State) -> Option<()> {
    state.board.pending = None;
    state.board.chosen.clear();
    if state.board.cursor == 0 {
        return None;
    }
    state.board.cursor -= 1;
    while state.board.cursor > 0 && state.computer_acts() {
        state.board.cursor -= 1;
    }
    state.announcement = Announcement::TakenBack;
    state.notice = None;
    Some(())
}

/// Plays a taken-back move again (and the computer's reply); `None` if there is none.
fn redo(state: &mut State) -> Option<()> {
    if !state.board.can_redo() || state.board.pending.is_some() {
        return None;
    }
    state.board.chosen.clear();
    state.board.cursor += 1;
    while state.board.can_redo() && state.computer_acts() {
        state.board.cursor += 1;
    }
    state.announcement = Announcement::PlayedAgain;
    state.notice = None;
    Some(())
}
