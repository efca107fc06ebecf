//! The one list of the variants, and the position text format shared by links, saved games, the
//! CLI, benches and tests: `variant=nim&heaps=3,4,5` (plus `blocks=`, `pass=`, `ring=`).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::Game;

/// The five games, in menu order; every list of variants in the project is [`Variant::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variant {
    /// Normal-play Nim.
    Nim,
    /// Misère (Classic) Nim.
    Misere,
    /// Circle Nim.
    Circle,
    /// Blocking Nim.
    Blocking,
    /// Nim with a Pass.
    Pass,
}

impl Variant {
    /// Every variant, in menu order.
    pub const ALL: [Variant; 5] = [
        Variant::Nim,
        Variant::Misere,
        Variant::Circle,
        Variant::Blocking,
        Variant::Pass,
    ];

    /// The variant's one spelling in links, the CLI and the text format.
    pub fn key(self) -> &'static str {
        match self {
            Variant::Nim => "nim",
            Variant::Misere => "misere",
            Variant::Circle => "circle",
            Variant::Blocking => "blocking",
            Variant::Pass => "pass",
        }
    }

    /// Whether positions are a ring of markers rather than heaps.
    pub fn is_ring(self) -> bool {
        self == Variant::Circle
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A word that names no variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown variant {0:?}: use nim, misere, circle, blocking or pass")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Reads a variant's key; `normal` is an older spelling of `nim`, still accepted.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "normal" {
            return Ok(Variant::Nim);
        }
        Variant::ALL
            .into_iter()
            .find(|v| v.key() == text)
            .ok_or_else(|| UnknownVariant(text.to_owned()))
    }
}

/// What is wrong with a number in a position's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberProblem {
    /// It is below zero.
    Negative,
    /// It is not a whole number.
    NotANumber,
    /// It is larger than any heap can be.
    Huge,
}

/// Why a position's text cannot be read; indexes count from 0.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// `variant=` names no game.
    #[error(transparent)]
    Variant(#[from] UnknownVariant),
    /// A heap size is not a whole number from 0 up.
    #[error("heap {index} is {value:?}: {problem:?}")]
    Heap {
        /// Index of the heap in the list.
        index: usize,
        /// The text as written.
        value: String,
        /// What is wrong with it.
        problem: NumberProblem,
    },
    /// A ring place is not `o` (marker) or `.` (empty).
    #[error("place {index} of the ring is {found:?}: use o for a marker, . for an empty place")]
    Ring {
        /// Index of the place.
        index: usize,
        /// The character found.
        found: char,
    },
    /// `blocks=` is not a whole number.
    #[error("blocks is {0:?}, not a whole number")]
    Blocks(String),
    /// `pass=` is not 0 or 1.
    #[error("pass is {0:?}, not 0 or 1")]
    Pass(String),
    /// A `key=value` part names nothing of a position, or lacks its `=`.
    #[error("{0:?} is not part of a position")]
    UnknownPart(String),
    /// The variant's position field (`heaps=` or `ring=`) is missing.
    #[error("the position has no {0}=")]
    Missing(&'static str),
}

/// Reads heap sizes written `3,4,5` (at least one).
pub fn parse_heaps(text: &str) -> Result<Vec<u32>, ParseError> {
    text.split(',')
        .enumerate()
        .map(|(index, part)| {
            parse_number(part).map_err(|problem| ParseError::Heap {
                index,
                value: part.to_owned(),
                problem,
            })
        })
        .collect()
}

/// Reads a whole number from 0 up, saying what is wrong otherwise.
pub fn parse_number(text: &str) -> Result<u32, NumberProblem> {
    let text = text.trim();
    if text.starts_with('-') && text.len() > 1 {
        return Err(NumberProblem::Negative);
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberProblem::NotANumber);
    }
    text.parse::<u32>().map_err(|_| NumberProblem::Huge)
}

/// Reads a ring written `oo.ooo` (`O` and `_` are accepted too).
pub fn parse_ring(text: &str) -> Result<Vec<bool>, ParseError> {
    text.chars()
        .enumerate()
        .map(|(index, found)| match found {
            'o' | 'O' => Ok(true),
            '.' | '_' => Ok(false),
            _ => Err(ParseError::Ring { index, found }),
        })
        .collect()
}

/// Writes heaps as `3,4,5`.
pub fn write_heaps(heaps: &[u32]) -> String {
    let words: Vec<String> = heaps.iter().map(u32::to_string).collect();
    words.join(",")
}

/// Writes a ring as `oo.ooo`.
pub fn write_ring(ring: &[bool]) -> String {
    ring.iter().map(|&m| if m { 'o' } else { '.' }).collect()
}

impl fmt::Display for Game {
    /// The start-of-turn position in the link format, e.g. `variant=blocking&heaps=3,4,5&blocks=1`;
    /// a Blocking position mid-turn adds its forbidden moves as `forbid=heap-to,…`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "variant={}", self.variant())?;
        match self {
            Game::Circle { ring } => write!(f, "&ring={}", write_ring(ring)),
            Game::Nim { heaps } | Game::Misere { heaps } => {
                write!(f, "&heaps={}", write_heaps(heaps))
            }
            Game::Blocking {
                heaps,
                blocks,
                forbidden,
            } => {
                write!(f, "&heaps={}&blocks={blocks}", write_heaps(heaps))?;
                if !forbidden.is_empty() {
                    let words: Vec<String> = forbidden
                        .iter()
                        .map(|(h, to)| format!("{h}-{to}"))
                        .collect();
                    write!(f, "&forbid={}", words.join(","))?;
                }
                Ok(())
            }
            Game::Pass {
                heaps,
                pass_available,
            } => write!(
                f,
                "&heaps={}&pass={}",
                write_heaps(heaps),
                u8::from(*pass_available)
            ),
        }
    }
}

fn parse_forbidden(text: &str) -> Result<Vec<(usize, u32)>, ParseError> {
    let bad = || ParseError::UnknownPart(format!("forbid={text}"));
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|pair| {
            let (heap, to) = pair.split_once('-').ok_or_else(bad)?;
            let heap = parse_number(heap).map_err(|_| bad())? as usize;
            let to = parse_number(to).map_err(|_| bad())?;
            Ok((heap, to))
        })
        .collect()
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads the format [`Game`]'s `Display` writes; `blocks` defaults to 1 and `pass` to 1.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (mut variant, mut heaps, mut ring) = (Variant::Nim, None, None);
        let (mut blocks, mut pass, mut forbidden) = (1, true, Vec::new());
        for part in text.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| ParseError::UnknownPart(part.to_owned()))?;
            match key {
                "variant" => variant = value.parse()?,
                "heaps" => heaps = Some(parse_heaps(value)?),
                "ring" => ring = Some(parse_ring(value)?),
                "blocks" => {
                    blocks = parse_number(value).map_err(|_| ParseError::Blocks(value.into()))?;
                }
                "pass" => {
                    pass = match value {
                        "1" => true,
                        "0" => false,
                        _ => return Err(ParseError::Pass(value.into())),
                    };
                }
                "forbid" => forbidden = parse_forbidden(value)?,
                _ => return Err(ParseError::UnknownPart(part.to_owned())),
            }
        }
        let (heaps, ring) = if variant.is_ring() {
            (Vec::new(), ring.ok_or(ParseError::Missing("ring"))?)
        } else {
            (heaps.ok_or(ParseError::Missing("heaps"))?, Vec::new())
        };
        Ok(Game::start(variant, heaps, ring, blocks, pass).with_forbidden(forbidden))
    }
}

impl Game {
    /// A position of `variant` at the start of a turn, from the fields links and the editor hold;
    /// each variant takes what it has (`ring` for Circle Nim, `heaps` for the others).
    pub fn start(
        variant: Variant,
        heaps: Vec<u32>,
        ring: Vec<bool>,
        blocks: u32,
        pass_available: bool,
    ) -> Game {
        match variant {
            Variant::Nim => Game::Nim { heaps },
            Variant::Misere => Game::Misere { heaps },
            Variant::Circle => Game::Circle { ring },
            Variant::Blocking => Game::Blocking {
                heaps,
                blocks,
                forbidden: Vec::new(),
            },
            Variant::Pass => Game::Pass {
                heaps,
                pass_available,
            },
        }
    }

    fn with_forbidden(self, forbidden: Vec<(usize, u32)>) -> Game {
        match self {
            Game::Blocking { heaps, blocks, .. } => Game::Blocking {
                heaps,
                blocks,
                forbidden,
            },
            other => other,
        }
    }

    /// Which of the five games this is.
    pub fn variant(&self) -> Variant {
        match self {
            Game::Nim { .. } => Variant::Nim,
            Game::Misere { .. } => Variant::Misere,
            Game::Circle { .. } => Variant::Circle,
            Game::Blocking { .. } => Variant::Blocking,
            Game::Pass { .. } => Variant::Pass,
        }
    }

    /// The heaps, in every variant that has them (all but Circle Nim).
    pub fn heaps(&self) -> Option<&[u32]> {
        match self {
            Game::Nim { heaps }
            | Game::Misere { heaps }
            | Game::Blocking { heaps, .. }
            | Game::Pass { heaps, .. } => Some(heaps),
            Game::Circle { .. } => None,
        }
    }

    /// The ring, in Circle Nim.
    pub fn ring(&self) -> Option<&[bool]> {
        match self {
            Game::Circle { ring } => Some(ring),
            _ => None,
        }
    }

    /// Blocking Nim's moves forbidden per turn.
    pub fn blocks(&self) -> Option<u32> {
        match self {
            Game::Blocking { blocks, .. } => Some(*blocks),
            _ => None,
        }
    }

    /// Blocking Nim's moves forbidden so far this turn, as `(heap, to)`; empty in other variants.
    pub fn forbidden(&self) -> &[(usize, u32)] {
        match self {
            Game::Blocking { forbidden, .. } => forbidden,
            _ => &[],
        }
    }

    /// Nim with a Pass: whether the single pass is still unused.
    pub fn pass_available(&self) -> Option<bool> {
        match self {
            Game::Pass { pass_available, .. } => Some(*pass_available),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_variant_reads_back_its_key_and_normal_is_nim() {
        for variant in Variant::ALL {
            assert_eq!(variant.key().parse::<Variant>(), Ok(variant));
        }
        assert_eq!("normal".parse::<Variant>(), Ok(Variant::Nim));
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn positions_are_written_as_links_write_them() {
        let game = Game::Blocking {
            heaps: vec![3, 4, 5],
            blocks: 2,
            forbidden: vec![],
        };
        assert_eq!(game.to_string(), "variant=blocking&heaps=3,4,5&blocks=2");
        let ring: Game = "variant=circle&ring=oo.o".parse().expect("a ring");
        assert_eq!(
            ring,
            Game::Circle {
                ring: vec![true, true, false, true]
            }
        );
        assert_eq!(
            "heaps=13,15,17".parse::<Game>(),
            Ok(Game::Nim {
                heaps: vec![13, 15, 17]
            })
        );
    }

    #[test]
    fn bad_text_says_what_and_where() {
        assert_eq!(
            "variant=nim&heaps=3,x".parse::<Game>(),
            Err(ParseError::Heap {
                index: 1,
                value: "x".into(),
                problem: NumberProblem::NotANumber
            })
        );
        assert!(matches!(
            "variant=circle&ring=o?o".parse::<Game>(),
            Err(ParseError::Ring {
                index: 1,
                found: '?'
            })
        ));
        assert_eq!(
            "variant=nim&heaps=-3".parse::<Game>(),
            Err(ParseError::Heap {
                index: 0,
                value: "-3".into(),
                problem: NumberProblem::Negative
            })
        );
        assert!(matches!(
            "variant=nim&heaps=99999999999".parse::<Game>(),
            Err(ParseError::Heap {
                problem: NumberProblem::Huge,
                ..
            })
        ));
        assert_eq!(
            "variant=nim".parse::<Game>(),
            Err(ParseError::Missing("heaps"))
        );
        assert!(matches!(
            "variant=nim&heaps=1&colour=red".parse::<Game>(),
            Err(ParseError::UnknownPart(_))
        ));
    }

    fn any_game() -> impl Strategy<Value = Game> {
        let heaps = prop::collection::vec(0u32..40, 1..6);
        prop_oneof![
            heaps.clone().prop_map(|heaps| Game::Nim { heaps }),
            heaps.clone().prop_map(|heaps| Game::Misere { heaps }),
            prop::collection::vec(any::<bool>(), 1..20).prop_map(|ring| Game::Circle { ring }),
            (
                heaps.clone(),
                1u32..4,
                prop::collection::vec((0usize..6, 0u32..40), 0..3)
            )
                .prop_map(|(heaps, blocks, forbidden)| Game::Blocking {
                    heaps,
                    blocks,
                    forbidden
                }),
            (heaps, any::<bool>()).prop_map(|(heaps, pass_available)| Game::Pass {
                heaps,
                pass_available
            }),
        ]
    }

    proptest! {
        #[test]
        fn every_position_reads_back_from_its_text(game in any_game()) {
            prop_assert_eq!(game.to_string().parse::<Game>(), Ok(game));
        }

        #[test]
        fn any_text_is_read_without_panicking(text in ".{0,40}") {
            let _ = text.parse::<Game>();
        }
    }
}
