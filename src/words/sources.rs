//! The documents the app's theory comes from, cited by title: the one list every citation uses.
//!
//! Code comments may name the seed files (`000_…txt` is `Source::Blocking`); people read titles.

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
}

impl Source {
    /// Every source, in the order the Sources dialog lists them.
    pub const ALL: [Source; 5] = [
        Source::Blocking,
        Source::NimGames,
        Source::Bouton,
        Source::ThingWithNim,
        Source::NimWithAPass,
    ];

    /// The document's title, as a citation names it.
    pub fn title(self) -> &'static str {
        match self {
            Source::Blocking => "Three Pile Nim with Blocking",
            Source::NimGames => "Nim Games",
            Source::Bouton => "P-positions, N-positions and Bouton's theorem",
            Source::ThingWithNim => "The thing with Nim",
            Source::NimWithAPass => "Nim with a Pass",
        }
    }

    /// Who wrote it, or what kind of document it is, for the line under the title.
    pub fn credit(self) -> &'static str {
        match self {
            Source::Blocking => "A paper on a three-pile game in which moves can be blocked.",
            Source::NimGames => "Lecture notes.",
            Source::Bouton => "Adapted from T. Ferguson's Game Theory notes.",
            Source::ThingWithNim => "C. Mäsak, 2011.",
            Source::NimWithAPass => "A paper on David Gale's variant of Nim.",
        }
    }

    /// What it proves or shows, in one line.
    pub fn proves(self) -> &'static str {
        match self {
            Source::Blocking => {
                "With three heaps and one block per turn, the mover loses exactly when all heaps \
                 are equal or the two smaller add up to one less than the largest."
            }
            Source::NimGames => {
                "4-3-2 Nim, the nim-sum and Bouton's lemmas, the winning move, Classic (misère) \
                 Nim with its big rows, and Circle Nim."
            }
            Source::Bouton => {
                "Labelling positions P and N one by one, and why the nim-sum decides Nim \
                 (Bouton's theorem)."
            }
            Source::ThingWithNim => {
                "Each heap as powers of two that cancel in pairs; the winning move starts from \
                 the largest one left over."
            }
            Source::NimWithAPass => {
                "Who wins with two heaps, with heaps [1, m, n], and with heaps of sizes 1, 2 and \
                 3 only; lists of three-heap losing positions for smallest heap 2 to 9."
            }
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
            for text in [source.title(), source.credit(), source.proves()] {
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
