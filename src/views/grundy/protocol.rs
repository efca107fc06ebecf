//! The messages between the page and the Grundy worker (`src/bin/grundy_worker.rs`): the worker
//! says it is ready, the page asks for `g(0..=max)` of one rule, the worker answers with progress
//! and then the values and their proven period, or why it could not. Typed once here with serde
//! and shared by both sides by path, so the worker needs no part of the app but this file.
//!
//! A message is JSON text in an envelope holding the protocol's [`VERSION`]; the values of a
//! [`Reply::Done`] travel beside it as a transferred `Uint16Array`: a million values are 2.4 MB of
//! JSON, 7 ms to write and 12 ms to read natively (more in wasm, and the text crosses to
//! JavaScript and back), against a 2 MB copy of well under 1 ms. [`Posted`] is that pair, pure
//! and tested natively; only [`to_js`] and [`from_js`] know JavaScript.

use std::fmt;

use js_sys::{Array, Object, Reflect, Uint16Array};
use nim_solver::{grundy_sequence_with, proven_period, Periodicity, Rule, SequenceError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::{JsCast, JsValue};

use crate::views::envelope::{self, Unopened};

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
pub const WORKER_SCRIPT: &str = "./grundy_worker_loader.js";

/// The largest heap the worker computes: a million values, 2 MB as `u16`, seconds of work.
pub const GRUNDY_MAX: u32 = 1_000_000;

/// The protocol's version: a message of another (a page and a worker of two releases) is refused.
pub const VERSION: u32 = 1;

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
#[serde(tag = "kind", rename_all = "lowercase")]
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
        /// `g(0..=max)`: beside the JSON, never in it ([`Posted::values`]).
        #[serde(skip)]
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
    /// The worker could not read a message of the page's: the [`ProtocolError`] as it says it.
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

/// Why a posted message is not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// The posted value is not an object with the JSON text (and the values).
    NotAMessage,
    /// The JSON text is not a message: serde's words.
    Malformed(String),
    /// The message is of another version of the protocol.
    Version(u32),
    /// A [`Reply::Done`] came without its values.
    NoValues,
    /// The worker refused the page's message, and why.
    Worker(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::NotAMessage => write!(
                f,
                "the Grundy message is not an object with its JSON text in `json`"
            ),
            ProtocolError::Malformed(error) => write!(f, "the Grundy message is malformed: {error}"),
            ProtocolError::Version(found) => write!(
                f,
                "the Grundy message is of protocol version {found}, this side reads version {VERSION} (a page and a worker of two releases)"
            ),
            ProtocolError::NoValues => {
                write!(f, "the Grundy worker's done reply came without its values")
            }
            ProtocolError::Worker(reason) => {
                write!(f, "the Grundy worker refused the page's request: {reason}")
            }
        }
    }
}

impl std::error::Error for ProtocolError {}

/// A message as it is posted: its JSON text, and a done reply's values beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Posted {
    /// The envelope: `{"version":1,"message":{…}}`.
    pub json: String,
    /// `g(0..=max)` of a done reply.
    pub values: Option<Vec<u16>>,
}

fn write<T: Serialize>(message: &T) -> String {
    envelope::seal(VERSION, message)
}

fn read<T: DeserializeOwned>(json: &str) -> Result<T, ProtocolError> {
    envelope::open(VERSION, json).map_err(|unopened| match unopened {
        Unopened::Version(found) => ProtocolError::Version(found),
        Unopened::Malformed(why) => ProtocolError::Malformed(why),
    })
}

impl Request {
    /// The request as it is posted.
    pub fn to_posted(&self) -> Posted {
        Posted {
            json: write(self),
            values: None,
        }
    }

    /// Reads a posted request.
    pub fn from_posted(posted: &Posted) -> Result<Request, ProtocolError> {
        read(&posted.json)
    }
}

impl Reply {
    /// The reply as it is posted (its values moved, not copied: a million of them).
    pub fn into_posted(mut self) -> Posted {
        let values = match &mut self {
            Reply::Done { values, .. } => Some(std::mem::take(values)),
            _ => None,
        };
        Posted {
            json: write(&self),
            values,
        }
    }

    /// Reads a posted reply (its values moved out of it).
    pub fn from_posted(posted: Posted) -> Result<Reply, ProtocolError> {
        let mut reply: Reply = read(&posted.json)?;
        if let Reply::Done { values, .. } = &mut reply {
            *values = posted.values.ok_or(ProtocolError::NoValues)?;
        }
        Ok(reply)
    }
}

/// The message as a JavaScript object `{json, values}`, and what to transfer with it (the values'
/// buffer, so they are moved to the other side rather than copied).
pub fn to_js(posted: &Posted) -> (JsValue, Array) {
    let object = Object::new();
    let transfer = Array::new();
    let _ = Reflect::set(&object, &"json".into(), &JsValue::from_str(&posted.json));
    if let Some(values) = &posted.values {
        let array = Uint16Array::from(values.as_slice());
        transfer.push(&array.buffer());
        let _ = Reflect::set(&object, &"values".into(), &array);
    }
    (object.into(), transfer)
}

/// The message posted as `value`.
pub fn from_js(value: &JsValue) -> Result<Posted, ProtocolError> {
    let object = value
        .dyn_ref::<Object>()
        .ok_or(ProtocolError::NotAMessage)?;
    let json = Reflect::get(object, &"json".into())
        .ok()
        .and_then(|json| json.as_string())
        .ok_or(ProtocolError::NotAMessage)?;
    let values = Reflect::get(object, &"values".into())
        .ok()
        .and_then(|values| values.dyn_into::<Uint16Array>().ok())
        .map(|values| values.to_vec());
    Ok(Posted { json, values })
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
    fn every_reply_and_the_request_are_posted_and_read_back_equal() {
        for reply in replies() {
            let posted = reply.clone().into_posted();
            assert_eq!(
                posted.values.is_some(),
                matches!(reply, Reply::Done { .. }),
                "only a done reply has values beside its JSON"
            );
            assert_eq!(Reply::from_posted(posted), Ok(reply));
        }
        assert_eq!(Request::from_posted(&request().to_posted()), Ok(request()));
        // The envelope, as both sides write it.
        assert_eq!(
            request().to_posted().json,
            r#"{"version":1,"message":{"id":9,"rule":"0.56","max":1000000}}"#
        );
        assert_eq!(
            done().into_posted().json,
            r#"{"version":1,"message":{"kind":"done","id":7,"periodicity":{"period":12,"preperiod":71}}}"#
        );
    }

    #[test]
    fn a_message_of_another_version_is_refused_and_names_both_versions() {
        for version in [0, VERSION + 1] {
            let json = request().to_posted().json.replacen(
                &format!(":{VERSION},"),
                &format!(":{version},"),
                1,
            );
            let refused = Request::from_posted(&Posted { json, values: None });
            assert_eq!(refused, Err(ProtocolError::Version(version)));
            let said = refused.expect_err("refused").to_string();
            assert!(
                said.contains(&format!("version {version}"))
                    && said.contains(&format!("version {VERSION}")),
                "{said}"
            );
        }
        // Another version is refused even when its message would read as this one's.
        let json = r#"{"version":2,"message":{"kind":"ready"}}"#.to_owned();
        assert_eq!(
            Reply::from_posted(Posted { json, values: None }),
            Err(ProtocolError::Version(2))
        );
    }

    #[test]
    fn malformed_text_is_refused_with_serdes_reason() {
        let reply = |json: &str, values: Option<Vec<u16>>| {
            Reply::from_posted(Posted {
                json: json.to_owned(),
                values,
            })
        };
        for json in [
            "",
            "ready",
            "{",
            "[1,2]",
            r#"{"message":{"kind":"ready"}}"#,
            r#"{"version":"1","message":{"kind":"ready"}}"#,
            r#"{"version":1}"#,
            r#"{"version":1,"message":{"kind":"hello"}}"#,
            r#"{"version":1,"message":{"kind":"progress","id":-1,"fraction":0.5}}"#,
            r#"{"version":1,"message":{"kind":"progress","id":1}}"#,
            r#"{"version":1,"message":{"kind":"failed","id":1,"failure":{"Boredom":3}}}"#,
            r#"{"version":1,"message":{"kind":"done","id":1,"periodicity":{"period":2}}}"#,
        ] {
            let read = reply(json, Some(vec![0]));
            assert!(
                matches!(&read, Err(ProtocolError::Malformed(reason)) if !reason.is_empty()),
                "{json:?}: {read:?}"
            );
            assert!(matches!(
                Request::from_posted(&Posted {
                    json: json.to_owned(),
                    values: None
                }),
                Err(ProtocolError::Malformed(_))
            ));
        }
        assert!(matches!(
            Request::from_posted(&Posted {
                json: r#"{"version":1,"message":{"id":1,"rule":"0.77","max":4294967296}}"#.into(),
                values: None
            }),
            Err(ProtocolError::Malformed(_))
        ));
        // A done reply's values are not optional.
        let mut posted = done().into_posted();
        posted.values = None;
        assert_eq!(Reply::from_posted(posted), Err(ProtocolError::NoValues));
        assert!(ProtocolError::Malformed("expected value".into())
            .to_string()
            .contains("malformed: expected value"));
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
                prop_assert_eq!(Reply::from_posted(reply.clone().into_posted()), Ok(reply));
            }

            #[test]
            fn any_text_is_read_without_panicking(json in ".{0,80}", version in any::<u32>(), kind in "[a-z]{0,9}") {
                let _ = Reply::from_posted(Posted { json: json.clone(), values: None });
                let _ = Request::from_posted(&Posted { json, values: None });
                let json = format!(r#"{{"version":{version},"message":{{"kind":"{kind}","id":1}}}}"#);
                let read = Reply::from_posted(Posted { json, values: Some(Vec::new()) });
                prop_assert!(version == VERSION || read == Err(ProtocolError::Version(version)));
            }
        }
    }
}
