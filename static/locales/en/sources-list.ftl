## Sources: the documents' list in the dialog, fetched with it (their titles stay as the documents have them)

sources-intro = The rules, theorems and pictures the app uses come from these documents; its answers come from an exact solver that agrees with them.
sources-credit-blocking = A paper on a three-pile game in which moves can be blocked.
sources-credit-nim-games = Lecture notes.
sources-credit-bouton = Adapted from T. Ferguson's Game Theory notes.
sources-credit-thing-with-nim = C. Mäsak, 2011.
sources-credit-nim-with-a-pass = A paper on David Gale's variant of Nim.
sources-credit-game-theory = T. S. Ferguson, course notes, UCLA.
sources-credit-wythoff = W. A. Wythoff, Nieuw Archief voor Wiskunde, 1907.
sources-proves-blocking = With three heaps and one block per turn, the mover loses exactly when all heaps are equal or the two smaller add up to one less than the largest.
sources-proves-nim-games = 4-3-2 Nim, the nim-sum and Bouton's lemmas, the winning move, Classic (misère) Nim with its big rows, and Circle Nim.
sources-proves-bouton = Labelling positions P and N one by one, and why the nim-sum decides Nim (Bouton's theorem).
sources-proves-thing-with-nim = Each heap as powers of two that cancel in pairs; the winning move starts from the largest one left over.
sources-proves-nim-with-a-pass = Who wins with two heaps, with heaps [1, m, n], and with heaps of sizes 1, 2 and 3 only; lists of three-heap losing positions for smallest heap 2 to 9.
sources-proves-game-theory = The Sprague–Grundy theorem and sums of games; Lasker's Nim, whose values repeat with period 4; Staircase Nim, which is Nim on the odd steps; coin-turning games (Turning Turtles, Mock Turtles, Ruler, Twins), where a row is worth the nim-sum of its single heads; Turning Corners, coin turning in two dimensions, where a head at x:y is worth the nim product x ⊗ y.
sources-proves-wythoff = Wythoff's game: its losing positions are the pairs (⌊nφ⌋, ⌊nφ²⌋), φ the golden ratio.
sources-credit-fibonacci = M. J. Whinihan, The Fibonacci Quarterly 1, 1963.
sources-proves-fibonacci = Fibonacci Nim: the first player wins exactly when the heap is not a Fibonacci number; the winning move takes the smallest part of the heap written as a sum of non-consecutive Fibonacci numbers.
sources-credit-moore = E. H. Moore, Annals of Mathematics 11, 1910.
sources-proves-moore = Moore's Nim: when a move takes from up to k heaps, the player to move loses exactly when every binary column of the heaps holds a multiple of k + 1 ones.
sources-credit-winning-ways = E. R. Berlekamp, J. H. Conway and R. K. Guy, book, 1982.
sources-proves-winning-ways = Green Hackenbush: a stalk is a Nim heap, the colon principle for trees and the fusion principle for cycles; the girl and house pictures.
