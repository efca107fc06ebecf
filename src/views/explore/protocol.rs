//! The messages between the page and the Explore worker (`src/bin/explore_worker.rs`): the worker
//! says it is ready, the page asks for one slice, the worker answers with progress and the cells.
//! Typed once here with serde and posted as JSON text in an envelope carrying [`VERSION`]; shared
//! by both sides by path, so the worker needs no part of the app but this file.

use std::fmt;

use nim_solver::{compare, Contradiction, Prediction, Slice, SolveError, TABLE_BUDGET};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

use crate::views::envelope::{self, Unopened};

/// The messages' version: a page and a worker of two releases refuse each other's messages.
pub const VERSION: u32 = 1;

/// What the page asks: compute `slice`, and answer under `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The number the replies carry, so the page knows which request they answer.
    pub id: u32,
    /// The slice to compute.
    #[serde(with = "wire::slice")]
    pub slice: Slice,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reply {
    /// The worker has started and takes requests.
    Ready,
    /// How far request `id` has got, from 0 to 1.
    Progress {
        /// The request.
        id: u32,
        /// The part done.
        fraction: f64,
    },
    /// Request `id` is done.
    Done {
        /// The request.
        id: u32,
        /// The answer.
        cells: SliceCells,
    },
    /// Request `id` is over the table budget (the page checks first; this is the worker's word).
    Refused {
        /// The request.
        id: u32,
        /// The work it would take.
        work: u64,
    },
    /// The worker could not read a request (of another release, or malformed).
    Unread {
        /// Why, in the worker's words.
        error: String,
    },
}

/// A computed slice: its `P` cells, the cells its source predicts `P`, and where they disagree.
/// Pairs are `(a, b)` with `a <= b`; the slice is symmetric. Posted as flat lists of numbers.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SliceCells {
    /// The `P` cells found by the search.
    #[serde(with = "wire::pairs")]
    pub p: Vec<(u32, u32)>,
    /// The cells the source says are `P` (empty without a source).
    #[serde(with = "wire::pairs")]
    pub predicted: Vec<(u32, u32)>,
    /// The findings: cells where the source and the search disagree.
    #[serde(rename = "found", with = "wire::contradictions")]
    pub contradictions: Vec<Contradiction>,
}

impl SliceCells {
    /// Computes `slice` as the worker does, calling `progress(done, total)` now and then; `Err`
    /// holds the work of a slice over the table budget.
    pub fn compute(slice: &Slice, progress: impl FnMut(u64, u64)) -> Result<SliceCells, u64> {
        let work = slice.work();
        if work > TABLE_BUDGET {
            return Err(work);
        }
        let side = slice.max as usize + 1;
        let mut is_p = vec![false; side * side];
        let mut cells = SliceCells::default();
        let searched = slice.each_p_pair(progress, |a, b| {
            is_p[a as usize * side + b as usize] = true;
            cells.p.push((a, b));
        });
        if let Err(SolveError::TooLarge { states, .. }) = searched {
            return Err(states);
        }
        if let Some(prediction) = Prediction::over(slice) {
            let comparison = compare(slice, prediction, |a, b| {
                is_p[a as usize * side + b as usize]
            });
            cells.predicted = comparison.predicted_p;
            cells.contradictions = comparison.contradictions;
        }
        Ok(cells)
    }
}

/// Why a posted message is not read.
#[derive(Clone, Debug, PartialEq)]
pub enum ProtocolError {
    /// The message is not text.
    NotText,
    /// The message is of this other version.
    Version(u32),
    /// The text is not a message of this version: the JSON reader's words.
    Malformed(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::NotText => write!(f, "the message is not text"),
            ProtocolError::Version(found) => write!(
                f,
                "the message is of version {found}, not {VERSION}: the page and the worker are of two releases"
            ),
            ProtocolError::Malformed(why) => write!(f, "the message is malformed: {why}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

/// A message either side posts: JSON text in the versioned envelope.
pub trait Message: Serialize + DeserializeOwned {
    /// The message as the text posted.
    fn write(&self) -> String {
        envelope::seal(VERSION, self)
    }

    /// Reads a message's text; another version or anything malformed is an error.
    fn read(text: &str) -> Result<Self, ProtocolError> {
        envelope::open(VERSION, text).map_err(|unopened| match unopened {
            Unopened::Version(found) => ProtocolError::Version(found),
            Unopened::Malformed(why) => ProtocolError::Malformed(why),
        })
    }

    /// Reads a posted message's data.
    fn read_posted(data: &JsValue) -> Result<Self, ProtocolError> {
        Self::read(&data.as_string().ok_or(ProtocolError::NotText)?)
    }

    /// The message as the data to post.
    fn to_posted(&self) -> JsValue {
        JsValue::from_str(&self.write())
    }
}

impl Message for Request {}
impl Message for Reply {}

/// How the fields serde cannot take as they are cross: a slice by its family's key, pairs and
/// findings as flat lists of numbers.
mod wire {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    /// A slice as written.
    #[derive(Serialize)]
    struct SliceOut<'a> {
        family: &'a str,
        blocks: u32,
        fixed: &'a [u32],
        max: u32,
    }

    /// A slice as read.
    #[derive(Deserialize)]
    struct SliceIn {
        family: String,
        blocks: u32,
        fixed: Vec<u32>,
        max: u32,
    }

    /// A numbers list cut into groups of `N`; numbers left over are an error.
    fn groups<'de, D: Deserializer<'de>, const N: usize>(
        deserializer: D,
    ) -> Result<Vec<[u32; N]>, D::Error> {
        let numbers = Vec::<u32>::deserialize(deserializer)?;
        if numbers.len() % N != 0 {
            return Err(D::Error::custom(format_args!(
                "a list of groups of {N} has {} numbers left over",
                numbers.len() % N
            )));
        }
        Ok(numbers
            .chunks_exact(N)
            .filter_map(|group| group.try_into().ok())
            .collect())
    }

    pub mod slice {
        use super::{Deserialize, Deserializer, Serialize, Serializer, SliceIn, SliceOut};
        use nim_solver::{Family, Slice};
        use serde::de::Error as _;

        pub fn serialize<S: Serializer>(slice: &Slice, serializer: S) -> Result<S::Ok, S::Error> {
            SliceOut {
                family: slice.family.key(),
                blocks: slice.family.blocks().unwrap_or(1),
                fixed: &slice.fixed,
                max: slice.max,
            }
            .serialize(serializer)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Slice, D::Error> {
            let SliceIn {
                family,
                blocks,
                fixed,
                max,
            } = SliceIn::deserialize(deserializer)?;
            let family = Family::from_key(&family, blocks).ok_or_else(|| {
                D::Error::custom(format_args!(
                    "no game's positions are tabulated as `{family}`"
                ))
            })?;
            Ok(Slice { family, fixed, max })
        }
    }

    pub mod pairs {
        use super::{groups, Deserializer, Serializer};

        pub fn serialize<S: Serializer>(
            pairs: &[(u32, u32)],
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(pairs.iter().flat_map(|&(a, b)| [a, b]))
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<(u32, u32)>, D::Error> {
            Ok(groups::<D, 2>(deserializer)?
                .into_iter()
                .map(|[a, b]| (a, b))
                .collect())
        }
    }

    /// Each finding as `a, b, 1` when the search found it `P`, `a, b, 0` when not.
    pub mod contradictions {
        use super::{groups, Deserializer, Serializer};
        use nim_solver::Contradiction;
        use serde::de::Error as _;

        pub fn serialize<S: Serializer>(
            found: &[Contradiction],
            serializer: S,
        ) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(
                found
                    .iter()
                    .flat_map(|c| [c.a, c.b, u32::from(c.searched_p)]),
            )
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            deserializer: D,
        ) -> Result<Vec<Contradiction>, D::Error> {
            groups::<D, 3>(deserializer)?
                .into_iter()
                .map(|[a, b, searched]| match searched {
                    0 | 1 => Ok(Contradiction {
                        a,
                        b,
                        searched_p: searched == 1,
                    }),
                    _ => Err(D::Error::custom(format_args!(
                        "a finding's search is 0 or 1, not {searched}"
                    ))),
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::{Family, Variant};

    fn slice(family: Family, fixed: &[u32], max: u32) -> Slice {
        Slice {
            family,
            fixed: fixed.to_vec(),
            max,
        }
    }

    fn done() -> Reply {
        Reply::Done {
            id: 7,
            cells: SliceCells {
                p: vec![(0, 0), (1, 2)],
                predicted: vec![(1, 2)],
                contradictions: vec![
                    Contradiction {
                        a: 3,
                        b: 4,
                        searched_p: true,
                    },
                    Contradiction {
                        a: 5,
                        b: 6,
                        searched_p: false,
                    },
                ],
            },
        }
    }

    fn request() -> Request {
        Request {
            id: 1,
            slice: slice(Family::of(Variant::Blocking, 2).unwrap(), &[3], 4),
        }
    }

    #[test]
    fn every_reply_is_written_and_read_back_equal() {
        for reply in [
            Reply::Ready,
            Reply::Progress {
                id: 1,
                fraction: 0.25,
            },
            done(),
            Reply::Done {
                id: u32::MAX,
                cells: SliceCells::default(),
            },
            Reply::Refused {
                id: 2,
                work: u64::MAX,
            },
            Reply::Unread {
                error: ProtocolError::NotText.to_string(),
            },
        ] {
            assert_eq!(Reply::read(&reply.write()), Ok(reply));
        }
    }

    #[test]
    fn every_family_of_request_is_written_and_read_back_equal() {
        for request in [
            Request {
                id: 0,
                slice: slice(Family::of(Variant::Nim, 1).unwrap(), &[5], 63),
            },
            Request {
                id: 9,
                slice: slice(Family::of(Variant::Blocking, 4).unwrap(), &[1, 2, 3], 10),
            },
            Request {
                id: 3,
                slice: slice(Family::of(Variant::Pass, 1).unwrap(), &[], 1),
            },
            Request {
                id: u32::MAX,
                slice: slice(
                    Family::of(Variant::Misere, 1).unwrap(),
                    &[u32::MAX],
                    u32::MAX,
                ),
            },
        ] {
            assert_eq!(Request::read(&request.write()), Ok(request));
        }
    }

    #[test]
    fn the_envelope_carries_the_version_and_the_cells_cross_as_flat_lists() {
        assert_eq!(
            Reply::Ready.write(),
            format!(r#"{{"version":{VERSION},"message":"ready"}}"#)
        );
        let written = done().write();
        assert!(
            written.contains(r#""p":[0,0,1,2],"predicted":[1,2],"found":[3,4,1,5,6,0]"#),
            "{written}"
        );
        assert!(
            request()
                .write()
                .contains(r#""slice":{"family":"blocking","blocks":2,"fixed":[3],"max":4}"#),
            "{}",
            request().write()
        );
    }

    #[test]
    fn a_message_of_another_version_is_refused_by_its_version() {
        let other = |version: u32| {
            request().write().replace(
                &format!(r#""version":{VERSION}"#),
                &format!(r#""version":{version}"#),
            )
        };
        for version in [0, VERSION + 1, u32::MAX] {
            assert_eq!(
                Request::read(&other(version)),
                Err(ProtocolError::Version(version))
            );
            assert_eq!(
                Reply::read(&other(version)),
                Err(ProtocolError::Version(version)),
                "the version is read before the message"
            );
        }
        let error = ProtocolError::Version(2).to_string();
        assert!(error.contains("version 2, not 1"), "{error}");
    }

    #[test]
    fn malformed_text_is_refused_with_the_readers_words() {
        let v = VERSION;
        let message = |inner: &str| format!(r#"{{"version":{v},"message":{inner}}}"#);
        for text in [
            String::new(),
            String::from("done"),
            String::from("{}"),
            String::from(r#"{"message":"ready"}"#),
            String::from(r#"{"version":"1","message":"ready"}"#),
            String::from(r#"{"version":-1,"message":"ready"}"#),
            format!(r#"{{"version":{v}}}"#),
            message(r#""hello""#),
            message(r#"{"progress":{"id":1}}"#),
            message(r#"{"progress":{"id":-1,"fraction":0.5}}"#),
            message(r#"{"done":{"id":1,"cells":{"p":[1,2,3],"predicted":[],"found":[]}}}"#),
            message(r#"{"done":{"id":1,"cells":{"p":[],"predicted":[],"found":[1,2]}}}"#),
            message(r#"{"done":{"id":1,"cells":{"p":[],"predicted":[],"found":[1,2,7]}}}"#),
            message(r#"{"done":{"id":1,"cells":{"p":[1,-2],"predicted":[],"found":[]}}}"#),
            message(r#"{"refused":{"id":1,"work":2.5}}"#),
        ] {
            assert!(
                matches!(Reply::read(&text), Err(ProtocolError::Malformed(_))),
                "{text:?}"
            );
        }
        let request = |slice: &str| message(&format!(r#"{{"id":1,"slice":{slice}}}"#));
        for text in [
            request(r#"{"family":"chess","blocks":1,"fixed":[],"max":4}"#),
            request(r#"{"family":"ring","blocks":1,"fixed":[],"max":4}"#),
            request(r#"{"family":"nim","blocks":1,"fixed":3,"max":4}"#),
            request(r#"{"family":"nim","blocks":1,"fixed":[],"max":4.5}"#),
            request(r#"{"family":"nim","fixed":[],"max":4}"#),
            message(r#""ready""#),
        ] {
            assert!(
                matches!(Request::read(&text), Err(ProtocolError::Malformed(_))),
                "{text:?}"
            );
        }
        // Every error says what was wrong in words.
        let Err(error) = Request::read(&request(
            r#"{"family":"chess","blocks":1,"fixed":[],"max":4}"#,
        )) else {
            panic!("chess is no family");
        };
        assert!(error.to_string().contains("`chess`"), "{error}");
        let Err(error) = Reply::read(&message(
            r#"{"done":{"id":1,"cells":{"p":[1,2,3],"predicted":[],"found":[]}}}"#,
        )) else {
            panic!("ragged");
        };
        assert!(error.to_string().contains("left over"), "{error}");
        assert_eq!(
            ProtocolError::NotText.to_string(),
            "the message is not text"
        );
    }

    #[test]
    fn computed_cells_are_the_searchs_pairs_and_a_large_slice_is_refused() {
        let small = slice(Family::of(Variant::Blocking, 1).unwrap(), &[3], 6);
        let mut pairs = Vec::new();
        small
            .each_p_pair(|_, _| {}, |a, b| pairs.push((a, b)))
            .expect("small");
        let cells = SliceCells::compute(&small, |_, _| {}).expect("small");
        assert_eq!(cells.p, pairs);
        assert!(!cells.predicted.is_empty(), "the Blocking theorem speaks");
        let huge = slice(
            Family::of(Variant::Blocking, 4).unwrap(),
            &[100_000, 100_000],
            1023,
        );
        assert_eq!(
            SliceCells::compute(&huge, |_, _| {}),
            Err(huge.work()),
            "over the budget, refused with its work"
        );
        assert!(huge.work() > TABLE_BUDGET);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::super::*;
        use nim_solver::{Family, Variant};
        use proptest::prelude::*;

        fn family() -> impl Strategy<Value = Family> {
            prop_oneof![
                Just(Family::of(Variant::Nim, 1).unwrap()),
                Just(Family::of(Variant::Misere, 1).unwrap()),
                Just(Family::of(Variant::Pass, 1).unwrap()),
                (1u32..=4).prop_map(|blocks| Family::of(Variant::Blocking, blocks).unwrap()),
            ]
        }

        fn pairs() -> impl Strategy<Value = Vec<(u32, u32)>> {
            proptest::collection::vec((any::<u32>(), any::<u32>()), 0..20)
        }

        proptest! {
            #[test]
            fn any_request_reads_back_equal(
                id in any::<u32>(),
                family in family(),
                fixed in proptest::collection::vec(any::<u32>(), 0..5),
                max in any::<u32>(),
            ) {
                let request = Request { id, slice: Slice { family, fixed, max } };
                prop_assert_eq!(Request::read(&request.write()), Ok(request));
            }

            #[test]
            fn any_reply_reads_back_equal(
                id in any::<u32>(),
                // Thousandths: JSON carries these exactly (a 17-digit fraction may come back a unit
                // in the last place off, which no progress bar shows).
                fraction in (0u32..=1000).prop_map(|n| f64::from(n) / 1000.0),
                work in any::<u64>(),
                p in pairs(),
                predicted in pairs(),
                found in proptest::collection::vec((any::<u32>(), any::<u32>(), any::<bool>()), 0..10),
            ) {
                let contradictions = found
                    .into_iter()
                    .map(|(a, b, searched_p)| Contradiction { a, b, searched_p })
                    .collect();
                for reply in [
                    Reply::Progress { id, fraction },
                    Reply::Refused { id, work },
                    Reply::Done { id, cells: SliceCells { p: p.clone(), predicted: predicted.clone(), contradictions } },
                ] {
                    prop_assert_eq!(Reply::read(&reply.write()), Ok(reply));
                }
            }

            #[test]
            fn any_text_is_read_without_panicking(text in "\\PC{0,80}") {
                let _ = Request::read(&text);
                let _ = Reply::read(&text);
                let enveloped = format!(r#"{{"version":{VERSION},"message":{text}}}"#);
                let _ = Request::read(&enveloped);
                let _ = Reply::read(&enveloped);
            }
        }
    }
}
