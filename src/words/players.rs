//! Players, refusals and endings in plain words (moves are worded by `words::moves`).

use nim_solver::{CornerMoveError, GameEnd, MoveError, Strength, TurnError};

use crate::model::{Mode, Player};
use crate::t;

/// A player as the app names them; the name carries its grammar ("you win", "Player 1 wins").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerName {
    /// The person at the device, playing the computer.
    You,
    /// The computer.
    Computer,
    /// The first player, in a two-player game or an analysis.
    Player1,
    /// The second player, in a two-player game or an analysis.
    Player2,
    /// The other player in a quiz, where no computer plays (the student is "you", to move).
    Opponent,
}

impl PlayerName {
    /// Every name, for tests of every sentence that names a player.
    pub const ALL: [PlayerName; 5] = [
        PlayerName::You,
        PlayerName::Computer,
        PlayerName::Player1,
        PlayerName::Player2,
        PlayerName::Opponent,
    ];

    /// A player's name in a mode: "You" and "Computer", "Player 1" and "Player 2".
    pub fn of(mode: Mode, computer: Player, player: Player) -> Self {
        match (mode, player == computer) {
            (Mode::Computer, true) => PlayerName::Computer,
            (Mode::Computer, false) => PlayerName::You,
            (_, _) if player == Player::First => PlayerName::Player1,
            _ => PlayerName::Player2,
        }
    }

    /// The name as a label (roles, the history): "You", "Computer", "Player 1", "Opponent".
    pub fn label(self) -> String {
        match self {
            PlayerName::You => t!(PlayersYou),
            PlayerName::Computer => t!(PlayersComputer),
            PlayerName::Player1 => t!(PlayersPlayer1),
            PlayerName::Player2 => t!(PlayersPlayer2),
            PlayerName::Opponent => t!(PlayersOpponent),
        }
    }

    /// What a catalogue selects on to make a sentence agree with the name: `you`, `computer`,
    /// `player1`, `player2`, `opponent` (ASCII keys, never shown).
    pub fn who(self) -> &'static str {
        match self {
            PlayerName::You => "you",
            PlayerName::Computer => "computer",
            PlayerName::Player1 => "player1",
            PlayerName::Player2 => "player2",
            PlayerName::Opponent => "opponent",
        }
    }

    /// The name opening a sentence, in the language shown: "You", "The computer", "Player 1".
    pub fn first_in_sentence(self) -> String {
        match self {
            PlayerName::You => t!(PlayersYouFirst),
            PlayerName::Computer => t!(PlayersComputerFirst),
            PlayerName::Player1 => t!(PlayersPlayer1First),
            PlayerName::Player2 => t!(PlayersPlayer2First),
            PlayerName::Opponent => t!(PlayersOpponentFirst),
        }
    }

    /// The name inside a sentence, in the language shown: "you", "the computer", "Player 1".
    pub fn within_sentence(self) -> String {
        match self {
            PlayerName::You => t!(PlayersYouWithin),
            PlayerName::Computer => t!(PlayersComputerWithin),
            PlayerName::Player1 => t!(PlayersPlayer1Within),
            PlayerName::Player2 => t!(PlayersPlayer2Within),
            PlayerName::Opponent => t!(PlayersOpponentWithin),
        }
    }
}

/// Why a move was refused, in words with heaps and ring places counted from 1. Every variant
/// is worded here: the solver's own `Display` counts from 0.
pub fn move_error(error: &MoveError) -> String {
    match *error {
        MoveError::NoSuchHeap { heap, heaps } => {
            t!(PlayersNoSuchHeap, heap = heap + 1, count = heaps)
        }
        MoveError::NotSmaller { heap, size, to } => {
            t!(PlayersNotSmaller, heap = heap + 1, count = size, to = to)
        }
        MoveError::NoSuchPlace { place, places } => {
            t!(PlayersNoSuchPlace, place = place + 1, count = places)
        }
        MoveError::EmptyPlace { place } => t!(PlayersEmptyPlace, place = place + 1),
        MoveError::NotAdjacent { first, second } => {
            t!(PlayersNotAdjacent, first = first + 1, second = second + 1)
        }
        MoveError::Forbidden { heap, to } => t!(PlayersForbidden, heap = heap + 1, to = to),
        MoveError::AlreadyForbidden { heap, to } => {
            t!(PlayersAlreadyForbidden, heap = heap + 1, to = to)
        }
        MoveError::PassUsed => t!(PlayersPassUsed),
        MoveError::NotFromBoth { taken, most } => {
            t!(PlayersNotFromBoth, taken = taken, most = most)
        }
        MoveError::OverLimit { taken, most } => {
            t!(PlayersOverLimit, taken = taken, most = most)
        }
        MoveError::HeapsInMove { heaps, most } => {
            t!(PlayersHeapsInMove, heaps = heaps, most = most)
        }
        MoveError::HeapTwice { heap } => t!(PlayersHeapTwice, heap = heap + 1),
        MoveError::NotInRule { heap, size } => {
            t!(PlayersNotInRule, part = heap + 1, count = size)
        }
        MoveError::NotInCode {
            heap,
            rule,
            removed,
            heaps,
            digit,
        } => crate::words::sum::not_in_code(heap, rule, removed, heaps, digit),
        MoveError::Turn(ref why) => turn_error(why),
        MoveError::Corner(ref why) => corner_error(why),
        MoveError::Chop(nim_solver::ChopError::NoSuchEdge { edge, count }) => {
            t!(
                PlayersChopNoEdge,
                edge = super::picture::edge_number(edge),
                count = count
            )
        }
        MoveError::Chop(nim_solver::ChopError::Fallen { edge }) => {
            t!(PlayersChopFallen, edge = super::picture::edge_number(edge))
        }
        MoveError::PassOnEmpty => t!(PlayersPassOnEmpty),
        MoveError::WrongKind => t!(PlayersWrongKind),
        MoveError::GameOver => t!(PlayersGameOver),
    }
}

/// Why a set of coins is not a move of its rule, coins counted from 1 as the board numbers them.
pub fn turn_error(error: &TurnError) -> String {
    match *error {
        TurnError::Empty => t!(PlayersTurnEmpty),
        TurnError::OutOfRange { position, len } => {
            t!(PlayersTurnOutOfRange, coin = position, count = len)
        }
        TurnError::Repeated { position } => t!(PlayersTurnRepeated, coin = position),
        TurnError::TooMany { count, most } => t!(PlayersTurnTooMany, count = count, most = most),
        TurnError::NotConsecutive { after, next } => {
            t!(PlayersTurnNotConsecutive, after = after, next = next)
        }
        TurnError::NotExactlyTwo { count } => t!(PlayersTurnNotTwo, count = count),
        TurnError::RightmostNotHeads { position } => t!(PlayersTurnRightmostTails, coin = position),
    }
}

/// Why a rectangle is not a move of Turning Corners, cells written `x:y` as the grid numbers them.
pub fn corner_error(error: &CornerMoveError) -> String {
    let cell = |x: usize, y: usize| super::moves::cell((x, y));
    match *error {
        CornerMoveError::OffGrid { x, y } => t!(PlayersCornerOffGrid, cell = cell(x, y)),
        CornerMoveError::NotBelow { x, y, a, b } => t!(
            PlayersCornerNotBelow,
            heads = cell(x, y),
            other = cell(a, b)
        ),
        CornerMoveError::NotHeads { x, y } => t!(PlayersCornerNotHeads, cell = cell(x, y)),
    }
}

/// Why the game ended, naming both players.
pub fn ending(end: GameEnd, winner: PlayerName, loser: PlayerName) -> String {
    match end {
        GameEnd::NoMovesLeft => t!(
            PlayersEndingNoMoves,
            winner = winner.first_in_sentence(),
            winner_who = winner.who(),
            loser = loser.within_sentence(),
            loser_who = loser.who()
        ),
        GameEnd::LastCounterTaken => t!(
            PlayersEndingLastCounter,
            loser = loser.first_in_sentence(),
            loser_who = loser.who()
        ),
        GameEnd::AllMovesBlocked => t!(
            PlayersEndingAllBlocked,
            winner = winner.first_in_sentence(),
            winner_who = winner.who(),
            loser = loser.within_sentence(),
            loser_who = loser.who()
        ),
    }
}

/// How the strength menu names the computer's strength.
pub fn strength_title(strength: Strength) -> String {
    match strength {
        Strength::Perfect => t!(PlayersStrengthPerfect),
        Strength::Strong => t!(PlayersStrengthStrong),
        Strength::Casual => t!(PlayersStrengthCasual),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    use PlayerName::{Computer, Player1, Player2, You};

    /// Grammar slips a name can cause, none of which may appear in a sentence.
    pub(crate) fn assert_grammar(sentence: &str) {
        for slip in [
            "You's",
            "you's",
            "Computer's",
            "you has",
            "You has",
            "you wins",
            "You wins",
            "you loses",
            "You loses",
            "you takes",
            "You takes",
            "you forbids",
            "You forbids",
            "you blocks",
            "You blocks",
            "you moves",
            "You moves",
            "Computer wins",
            "computer win ",
            "computer have",
            "Player 1 win ",
            "Player 2 win ",
            "Player 1 have",
            "Player 2 have",
            "Computer has",
            "Computer made",
            "Computer took",
            "Computer forbade",
            " Computer",
            "  ",
            "the Computer",
            "Opponent wins",
            " Opponent",
            "the Opponent",
            "opponent win ",
            "opponent have",
        ] {
            assert!(!sentence.contains(slip), "{slip:?} in {sentence:?}");
        }
        assert!(
            sentence.starts_with(|c: char| !c.is_lowercase()),
            "starts in lower case: {sentence:?}"
        );
    }

    /// Every ordered pair of distinct names.
    pub(crate) fn pairs() -> impl Iterator<Item = (PlayerName, PlayerName)> {
        PlayerName::ALL
            .into_iter()
            .flat_map(|a| PlayerName::ALL.into_iter().map(move |b| (a, b)))
            .filter(|(a, b)| a != b)
    }

    #[test]
    fn names_follow_the_mode() {
        assert_eq!(
            PlayerName::of(Mode::Computer, Player::Second, Player::Second),
            Computer
        );
        assert_eq!(
            PlayerName::of(Mode::Computer, Player::Second, Player::First),
            You
        );
        assert_eq!(
            PlayerName::of(Mode::Computer, Player::First, Player::First),
            Computer
        );
        assert_eq!(
            PlayerName::of(Mode::TwoPlayers, Player::Second, Player::First),
            Player1
        );
        assert_eq!(
            PlayerName::of(Mode::Analysis, Player::Second, Player::Second),
            Player2
        );
    }

    #[test]
    fn endings_name_winner_and_loser_in_good_grammar() {
        assert_eq!(
            ending(GameEnd::NoMovesLeft, Computer, You),
            "The computer made the last move, so you have no move left."
        );
        assert_eq!(
            ending(GameEnd::NoMovesLeft, You, Computer),
            "You made the last move, so the computer has no move left."
        );
        assert_eq!(
            ending(GameEnd::LastCounterTaken, Player1, Player2),
            "Player 2 took the last counter, and in misère Nim that loses."
        );
        assert_eq!(
            ending(GameEnd::LastCounterTaken, Computer, You),
            "You took the last counter, and in misère Nim that loses."
        );
        assert_eq!(
            ending(GameEnd::AllMovesBlocked, You, Computer),
            "You forbade every move the computer could make, so the computer cannot move and \
             loses."
        );
        assert_eq!(
            ending(GameEnd::AllMovesBlocked, Player2, You),
            "Player 2 forbade every move you could make, so you cannot move and lose."
        );
        for (winner, loser) in pairs() {
            for end in [
                GameEnd::NoMovesLeft,
                GameEnd::LastCounterTaken,
                GameEnd::AllMovesBlocked,
            ] {
                assert_grammar(&ending(end, winner, loser));
            }
        }
    }

    #[test]
    fn every_move_error_counts_heaps_and_places_from_one() {
        let cases = [
            (
                MoveError::NoSuchHeap { heap: 3, heaps: 3 },
                "There is no heap 4: this position has 3 heaps.",
            ),
            (
                MoveError::NotSmaller {
                    heap: 0,
                    size: 1,
                    to: 1,
                },
                "Heap 1 has 1 counter, so it cannot become 1: a move takes at least one counter.",
            ),
            (
                MoveError::NoSuchPlace {
                    place: 10,
                    places: 10,
                },
                "There is no place 11 on the ring: it has 10 places.",
            ),
            (
                MoveError::EmptyPlace { place: 0 },
                "Place 1 on the ring has no marker.",
            ),
            (
                MoveError::NotAdjacent {
                    first: 0,
                    second: 2,
                },
                "Places 1 and 3 are not next to each other: two markers taken together must be \
                 neighbours.",
            ),
            (
                MoveError::Forbidden { heap: 0, to: 2 },
                "Taking heap 1 down to 2 is forbidden this turn: the blocker marked it.",
            ),
            (
                MoveError::AlreadyForbidden { heap: 1, to: 0 },
                "Taking heap 2 down to 0 is already forbidden.",
            ),
            (
                MoveError::PassUsed,
                "The pass has already been used in this game.",
            ),
            (
                MoveError::PassOnEmpty,
                "You cannot pass when every heap is empty.",
            ),
            (
                MoveError::WrongKind,
                "That kind of move is not possible now.",
            ),
            (
                MoveError::GameOver,
                "The game is over: start a new one to play again.",
            ),
        ];
        for (error, words) in cases {
            assert_eq!(move_error(&error), words, "{error:?}");
            // Heap 0 and place 0 never appear: people count from 1.
            assert!(
                !words.contains(" 0:") && !words.contains("heap 0"),
                "{words}"
            );
        }
    }
}
