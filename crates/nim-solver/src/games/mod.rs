//! The one list of games: adding a game is its file here and one line in [`games!`]'s list.

use crate::game::games;

games! {
    /// Normal-play Nim: the player who takes the last counter wins.
    Nim => nim,
    /// Misère Nim (Classic Nim): the player who takes the last counter loses.
    Misere => misere,
    /// Circle Nim: markers on a ring; take one marker or two adjacent ones. Last to move wins.
    Circle => circle,
    /// Blocking Nim: before each move the other player forbids `blocks` of the mover's moves.
    Blocking => blocking,
    /// Nim with a Pass (Nim*): Nim plus one pass for the whole game, never as the final move.
    Pass => pass,
    /// Sums of games: parts of Nim, octal games (Kayles, subtraction games) and Grundy's game.
    SumOfGames => sum,
    /// Wythoff's game: two heaps; take any number from one, or the same number from both.
    Wythoff => wythoff,
    /// Staircase Nim: coins on steps; move any number from one step to the step below.
    Staircase => staircase,
    /// Fibonacci Nim: one heap; each move takes at least one and at most twice the move before.
    Fibonacci => fibonacci,
    /// Moore's Nim (`Nim_k`): take any number from each of at least one and at most k heaps.
    Moore => moore,
    /// Coin-turning games: a row of coins; turn over a set the rule allows, the rightmost a head.
    Coins => coins,
    /// Turning Corners: coins on a grid; turn the four corners of a rectangle, the far one a head.
    Corners => corners,
    /// Green Hackenbush: a picture on the ground; chop an edge, and what loses the ground falls.
    Hackenbush => hackenbush,
}
