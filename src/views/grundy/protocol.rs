//! The messages between the page and the Grundy worker (`src/bin/grundy_worker.rs`): the worker
//! says it is ready, the page asks for `g(0..=max)` of one rule, the worker answers with progress
//! and then the values and their proven period, or why it could not. Typed once here with serde,
//! posted in the workers' envelope ([`Message`]) under [`VERSION`], and shared by both sides by
//! path, so the worker needs no part of the app but this file. A million values are at most 3 MB
//! of bytes, moved to the page rather than copied.

use nim_solver::{grundy_sequence_with, proven_period, Periodicity, Rule, SequenceError};
use serde::{Deserialize, Serialize};

pub use crate::views::envelope::{Message, ProtocolError};

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
pub const WORKER_SCRIPT: &str = "./grundy_worker_loader.js";

/// The largest heap the worker computes: a million values, 2 MB as `u16`, seconds of work.
pub const GRUNDY_MAX: u32 = 1_000_000;

/// The protocol's version: a message of another (a page and a worker of two releases) is refused.
pub const VERSION: u32 = 2;

/// What the page asks: `g(0..=max)` of the rule written `rule` (`0.77`, `grundy`), under `id`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// The number the replies carry, so the page knows which request they answer.
    pub id: u32,
    /// The rule as the solver writes it.
    pub rule: String,
    /// The largest heap.
    pub max: u32,
}

/// Why the worker computed nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failure {
    /// The rule's text is not a rule (the page checks first; this is the worker's word).
    Rule(String),
    /// `max` is above [`GRUNDY_MAX`] (the page checks first too).
    TooLarge(u32),
    /// A value reached 65,536 at this heap: more than a `u16` holds.
    ValueTooLarge(u32),
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
        /// `g(0..=max)`.
        values: Vec<u16>,
        /// The period the Guy–Smith theorem proves from these values, if any.
        periodicity: Option<Periodicity>,
    },
    /// Request `id` could not be computed.
    Failed {
        /// The request.
        id: u32,
        /// Why.
        failure: Failure,
    },
    /// The worker could not read a message of the page's: the [`ProtocolError`] in its words.
    Refused {
        /// Why.
        reason: String,
    },
}

impl Request {
    /// Computes the request as the worker does, calling `progress(done, total)` now and then.
    pub fn compute(
        &self,
        progress: impl FnMut(usize, usize),
    ) -> Result<(Vec<u16>, Option<Periodicity>), Failure> {
        let rule: Rule = self
            .rule
            .parse()
            .map_err(|_| Failure::Rule(self.rule.clone()))?;
        if self.max > GRUNDY_MAX {
            return Err(Failure::TooLarge(self.max));
        }
        let values = grundy_sequence_with(&rule, self.max as usize, progress)
            .map_err(|SequenceError::ValueTooLarge { heap }| Failure::ValueTooLarge(heap as u32))?;
        let periodicity = proven_period(&rule, &values);
        Ok((values, periodicity))
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
    use nim_solver::grundy_sequence;

    fn done() -> Reply {
        Reply::Done {
            id: 7,
            values: vec![0, 1, 2, 3, 1, 4],
            periodicity: Some(Periodicity {
                period: 12,
                preperiod: 71,
            }),
        }
    }

    fn request() -> Request {
        Request {
            id: 9,
            rule: "0.56".into(),
            max: GRUNDY_MAX,
        }
    }

    /// Every reply the worker can say.
    fn replies() -> Vec<Reply> {
        vec![
            Reply::Ready,
            Reply::Progress {
                id: 1,
                fraction: 0.25,
            },
            done(),
            Reply::Done {
                id: u32::MAX,
                values: Vec::new(),
                periodicity: None,
            },
            Reply::Failed {
                id: 2,
                failure: Failure::Rule("0.9".into()),
            },
            Reply::Failed {
                id: 3,
                failure: Failure::TooLarge(2_000_000),
            },
            Reply::Failed {
                id: 4,
                failure: Failure::ValueTooLarge(123_456),
            },
            Reply::Refused {
                reason: "malformed".into(),
            },
        ]
    }

    #[test]
    fn every_reply_and_the_request_are_written_and_read_back_equal() {
        for reply in replies() {
            assert_eq!(Reply::read(&reply.write()), Ok(reply));
        }
        assert_eq!(Request::read(&request().write()), Ok(request()));
        // The version, then the message: id, the rule's length and text, max as a varint.
        assert_eq!(
            request().write(),
            [&[VERSION as u8, 9, 4][..], b"0.56", &[0xc0, 0x84, 0x3d]].concat()
        );
    }

    #[test]
    fn a_message_of_another_version_is_refused_and_names_both_versions() {
        for version in [0, VERSION + 1] {
            let mut bytes = request().write();
            bytes[0] = version as u8;
            let refused = Request::read(&bytes);
            assert_eq!(
                refused,
                Err(ProtocolError::Version {
                    found: version,
                    read: VERSION
                })
            );
            let said = refused.expect_err("refused").to_string();
            assert!(
                said.contains(&format!("version {version}"))
                    && said.contains(&format!("version {VERSION}")),
                "{said}"
            );
        }
    }

    #[test]
    fn malformed_bytes_are_refused_with_postcards_reason() {
        let done = done().write();
        for bytes in [
            &[][..],
            &[VERSION as u8],
            &[VERSION as u8, 99],
            &done[..done.len() - 2],
        ] {
            let read = Reply::read(bytes);
            assert!(
                matches!(&read, Err(ProtocolError::Malformed(reason)) if !reason.is_empty()),
                "{bytes:?}: {read:?}"
            );
        }
        // A max over a u32.
        let too_big = postcard::to_allocvec(&(VERSION, 1_u32, "0.77", u64::from(u32::MAX) + 1))
            .expect("written");
        assert!(matches!(
            Request::read(&too_big),
            Err(ProtocolError::Malformed(_))
        ));
    }

    #[test]
    fn the_worker_computes_the_solvers_sequence_and_its_period_or_says_why_not() {
        let kayles = Request {
            id: 1,
            rule: "0.77".into(),
            max: 300,
        };
        let mut calls = 0;
        let (values, periodicity) = kayles.compute(|_, _| calls += 1).expect("Kayles");
        let rule: Rule = "kayles".parse().expect("a preset");
        assert_eq!(Ok(values.clone()), grundy_sequence(&rule, 300));
        assert_eq!(periodicity, proven_period(&rule, &values));
        assert!(periodicity.is_some());
        assert!(calls >= 1, "progress reaches the end");
        let failed = |rule: &str, max: u32| {
            Request {
                id: 2,
                rule: rule.into(),
                max,
            }
            .compute(|_, _| {})
            .err()
        };
        assert_eq!(failed("0.78", 10), Some(Failure::Rule("0.78".into())));
        assert_eq!(
            failed("0.77", GRUNDY_MAX + 1),
            Some(Failure::TooLarge(GRUNDY_MAX + 1))
        );
        assert_eq!(failed("grundy", 30), None);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn any_done_reply_reads_back_equal(
                id in any::<u32>(),
                values in proptest::collection::vec(any::<u16>(), 0..200),
                periodicity in proptest::option::of((1usize..100_000, 0usize..1_000_000)),
            ) {
                let reply = Reply::Done {
                    id,
                    values,
                    periodicity: periodicity.map(|(period, preperiod)| Periodicity { period, preperiod }),
                };
                prop_assert_eq!(Reply::read(&reply.write()), Ok(reply));
            }

            #[test]
            fn any_bytes_are_read_without_panicking(bytes in proptest::collection::vec(any::<u8>(), 0..80), version in any::<u32>()) {
                let _ = Reply::read(&bytes);
                let _ = Request::read(&bytes);
                let enveloped = [postcard::to_allocvec(&version).expect("written"), bytes].concat();
                let read = Reply::read(&enveloped);
                let refused = Err(ProtocolError::Version { found: version, read: VERSION });
                prop_assert!(version == VERSION || read == refused);
            }
        }
    }
}
