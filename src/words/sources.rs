//! The documents the app's theory comes from, cited by title: the one list every citation uses.
//!
//! Code comments may name the seed files (`000_…txt` is `Source::Blocking`); people read titles.

use crate::t;

/// One source document of the app's theory (the seed files, in order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// Seed 000: *Three Pile Nim with Blocking*.
    Blocking,
    /// Seed 001: the lecture notes *Nim Games*.
    NimGames,
    /// Seed 002: *P-positions, N-positions and Bouton's theorem*, after T. Ferguson.
    Bouton,
    /// Seed 003: C. Mäsak, *The thing with Nim*.
    ThingWithNim,
    /// Seed 004: *Nim with a Pass*.
    NimWithAPass,
    /// T. S. Ferguson's course notes *Game Theory*, Part I, whose chapter on sums of games
    /// proves Lasker's Nim's values (seed 002 adapts another of its chapters).
    GameTheory,
    /// W. A. Wythoff's paper *A modification of the game of Nim* (1907): Wythoff's game.
    Wythoff,
    /// M. J. Whinihan's paper *Fibonacci Nim* (The Fibonacci Quarterly 1, 1963): Fibonacci Nim.
    Fibonacci,
    /// E. H. Moore's paper *A generalization of the game called Nim* (Annals of Mathematics 11,
    /// 1910): Moore's Nim.
    Moore,
    /// E. R. Berlekamp, J. H. Conway and R. K. Guy's book *Winning Ways for your Mathematical
    /// Plays* (1982), whose chapter 7 draws Green Hackenbush's girl and house.
    WinningWays,
}

impl Source {
    /// Every source, in the order the Sources dialog lists them.
    pub const ALL: [Source; 10] = [
        Source::Blocking,
        Source::NimGames,
        Source::Bouton,
        Source::ThingWithNim,
        Source::NimWithAPass,
        Source::GameTheory,
        Source::Wythoff,
        Source::Fibonacci,
        Source::Moore,
        Source::WinningWays,
    ];

    /// The document's own title, as a citation names it: titles are not translated, so it goes in
    /// `<cite lang="en">` for screen readers to read it as English.
    pub fn title(self) -> &'static str {
        match self {
            Source::Blocking => "Three Pile Nim with Blocking",
            Source::NimGames => "Nim Games",
            Source::Bouton => "P-positions, N-positions and Bouton's theorem",
            Source::ThingWithNim => "The thing with Nim",
            Source::NimWithAPass => "Nim with a Pass",
            Source::GameTheory => "Game Theory, Part I: Impartial Combinatorial Games",
            Source::Wythoff => "A modification of the game of Nim",
            Source::Fibonacci => "Fibonacci Nim",
            Source::Moore => "A generalization of the game called Nim",
            Source::WinningWays => "Winning Ways for your Mathematical Plays",
        }
    }

    /// Who wrote it, or what kind of document it is, for the line under the title.
    pub fn credit(self) -> String {
        match self {
            Source::Blocking => t!(SourcesCreditBlocking),
            Source::NimGames => t!(SourcesCreditNimGames),
            Source::Bouton => t!(SourcesCreditBouton),
            Source::ThingWithNim => t!(SourcesCreditThingWithNim),
            Source::NimWithAPass => t!(SourcesCreditNimWithAPass),
            Source::GameTheory => t!(SourcesCreditGameTheory),
            Source::Wythoff => t!(SourcesCreditWythoff),
            Source::Fibonacci => t!(SourcesCreditFibonacci),
            Source::Moore => t!(SourcesCreditMoore),
            Source::WinningWays => t!(SourcesCreditWinningWays),
        }
    }

    /// What it proves or shows, in one line.
    pub fn proves(self) -> String {
        match self {
            Source::Blocking => t!(SourcesProvesBlocking),
            Source::NimGames => t!(SourcesProvesNimGames),
            Source::Bouton => t!(SourcesProvesBouton),
            Source::ThingWithNim => t!(SourcesProvesThingWithNim),
            Source::NimWithAPass => t!(SourcesProvesNimWithAPass),
            Source::GameTheory => t!(SourcesProvesGameTheory),
            Source::Wythoff => t!(SourcesProvesWythoff),
            Source::Fibonacci => t!(SourcesProvesFibonacci),
            Source::Moore => t!(SourcesProvesMoore),
            Source::WinningWays => t!(SourcesProvesWinningWays),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_source_has_a_distinct_title_and_no_file_name() {
        let titles: std::collections::BTreeSet<&str> =
            Source::ALL.iter().map(|s| s.title()).collect();
        assert_eq!(titles.len(), Source::ALL.len());
        for source in Source::ALL {
            for text in [source.title().to_owned(), source.credit(), source.proves()] {
                assert!(!text.is_empty(), "{source:?}");
                assert!(!text.to_lowercase().contains("seed"), "{source:?}: {text}");
                assert!(!text.contains(".txt"), "{source:?}: {text}");
            }
        }
    }

    #[test]
    fn titles_are_the_documents_own() {
        assert_eq!(Source::Blocking.title(), "Three Pile Nim with Blocking");
        assert_eq!(Source::NimWithAPass.title(), "Nim with a Pass");
        assert!(Source::ThingWithNim.credit().contains("Mäsak"));
        assert!(Source::Bouton.credit().contains("Ferguson"));
    }
}
