//! The messages between the page and the Explore worker (`src/bin/explore_worker.rs`): the worker
//! says it is ready, the page asks for one slice, the worker answers with progress and the cells.
//! Typed once here with serde and posted in the workers' envelope ([`Message`]) under [`VERSION`];
//! shared by both sides by path, so the worker needs no part of the app but this file.

use nim_solver::{compare, Contradiction, Prediction, Slice, SolveError, TABLE_BUDGET};
use serde::{Deserialize, Serialize};

pub use crate::views::envelope::{Message, ProtocolError};

/// The messages' version: a page and a worker of two releases refuse each other's messages.
pub const VERSION: u32 = 3;

/// What the page asks: compute `slice`, and answer under `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The number the replies carry, so the page knows which request they answer.
    pub id: u32,
    /// The slice to compute.
    pub slice: Slice,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
/// Pairs are `(a, b)` with `a <= b`; the slice is symmetric.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SliceCells {
    /// The `P` cells found by the search.
    pub p: Vec<(u32, u32)>,
    /// The cells the source says are `P` (empty without a source).
    pub predicted: Vec<(u32, u32)>,
    /// The findings: cells where the source and the search disagree.
    pub contradictions: Vec<Contradiction>,
    /// The Grundy value of every cell, row `a` by column `b`, where the family's slice is
    /// computed by mex (empty otherwise).
    pub values: Vec<u32>,
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
        let searched = slice.each_p_pair_with_values(progress, |a, b| {
            is_p[a as usize * side + b as usize] = true;
            cells.p.push((a, b));
        });
        match searched {
            Ok(values) => cells.values = values.unwrap_or_default(),
            Err(SolveError::TooLarge { states, .. }) => return Err(states),
            // Tables search their positions; they never ask a game's analysis.
            Err(SolveError::NotLoaded(_)) => return Err(u64::MAX),
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

impl Message for Request {
    const VERSION: u32 = VERSION;
}

impl Message for Reply {
    const VERSION: u32 = VERSION;
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
                values: vec![0, 1, 1, 0],
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
                error: ProtocolError::NotBytes.to_string(),
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
    fn a_message_of_another_version_is_refused_by_its_version() {
        let mut other = request().write();
        other[0] = VERSION as u8 + 1;
        let refused = ProtocolError::Version {
            found: VERSION + 1,
            read: VERSION,
        };
        assert_eq!(Request::read(&other), Err(refused.clone()));
        assert_eq!(Reply::read(&other), Err(refused), "read before the message");
    }

    #[test]
    fn bytes_that_are_no_message_are_refused_as_malformed() {
        fn with<T: Serialize>(message: &T) -> Vec<u8> {
            postcard::to_allocvec(&(VERSION, message)).expect("written")
        }
        let done = done().write();
        let cut = &done[..done.len() - 1];
        // A family with no tables (a ring), or with no game at all.
        let ring = with(&(1_u32, (Variant::Circle, None::<u32>), vec![3_u32], 4_u32));
        let no_game = with(&(1_u32, (99_u32, None::<u32>), vec![3_u32], 4_u32));
        for bytes in [
            &[][..],
            &[VERSION as u8],
            cut,
            &[VERSION as u8, 9],
            &ring,
            &no_game,
        ] {
            assert!(
                matches!(Request::read(bytes), Err(ProtocolError::Malformed(_))),
                "{bytes:?}"
            );
        }
        assert!(matches!(Reply::read(cut), Err(ProtocolError::Malformed(_))));
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
        assert!(
            cells.values.is_empty(),
            "Blocking Nim's slice has no values"
        );
    }

    #[test]
    fn a_two_heap_slice_by_mex_carries_its_values_and_its_zeros_are_the_p_cells() {
        let wythoff = slice(Family::of(Variant::Wythoff, 1).unwrap(), &[], 40);
        let cells = SliceCells::compute(&wythoff, |_, _| {}).expect("small");
        assert_eq!(cells.values.len(), 41 * 41);
        let zeros: Vec<(u32, u32)> = (0..=40u32)
            .flat_map(|a| (a..=40).map(move |b| (a, b)))
            .filter(|&(a, b)| cells.values[a as usize * 41 + b as usize] == 0)
            .collect();
        assert_eq!(cells.p, zeros);
        assert_eq!(
            cells.predicted, cells.p,
            "Wythoff's pairs, checked cell by cell"
        );
        assert_eq!(cells.contradictions, []);
        let reply = Reply::Done { id: 4, cells };
        assert_eq!(Reply::read(&reply.write()), Ok(reply));
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
                Just(Family::of(Variant::Wythoff, 1).unwrap()),
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
                fraction in 0.0..=1.0_f64,
                work in any::<u64>(),
                p in pairs(),
                predicted in pairs(),
                found in proptest::collection::vec((any::<u32>(), any::<u32>(), any::<bool>()), 0..10),
                values in proptest::collection::vec(any::<u32>(), 0..30),
            ) {
                let contradictions = found
                    .into_iter()
                    .map(|(a, b, searched_p)| Contradiction { a, b, searched_p })
                    .collect();
                for reply in [
                    Reply::Progress { id, fraction },
                    Reply::Refused { id, work },
                    Reply::Done { id, cells: SliceCells { p: p.clone(), predicted: predicted.clone(), contradictions, values: values.clone() } },
                ] {
                    prop_assert_eq!(Reply::read(&reply.write()), Ok(reply));
                }
            }

            #[test]
            fn any_bytes_are_read_without_panicking(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
                let _ = Request::read(&bytes);
                let _ = Reply::read(&bytes);
                let enveloped = [&[VERSION as u8][..], &bytes].concat();
                let _ = Request::read(&enveloped);
                let _ = Reply::read(&enveloped);
            }
        }
    }
}
