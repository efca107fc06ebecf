//! The messages between the page and the Grundy worker (`src/bin/grundy_worker.rs`): the worker
//! says it is ready, the page asks for `g(0..=max)` of one rule, the worker answers with progress
//! and then the values and their proven period, or why it could not. Shared by both sides by
//! path, so the worker needs no part of the app but this file.
//!
//! Two layers, as Explore's: [`Request`] and [`Reply`] become a [`Message`] of plain named fields
//! and back (pure, tested natively), and only [`to_js`] and [`from_js`] know JavaScript.

use std::fmt;

use js_sys::{Object, Reflect, Uint16Array};
use nim_solver::{grundy_sequence_with, proven_period, Periodicity, Rule, SequenceError};
use wasm_bindgen::{JsCast, JsValue};

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
pub const WORKER_SCRIPT: &str = "./grundy_worker_loader.js";

/// The largest heap the worker computes: a million values, 2 MB as `u16`, seconds of work.
pub const GRUNDY_MAX: u32 = 1_000_000;

/// What the page asks: `g(0..=max)` of the rule written `rule` (`0.77`, `grundy`), under `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The number the replies carry, so the page knows which request they answer.
    pub id: u32,
    /// The rule as the solver writes it.
    pub rule: String,
    /// The largest heap.
    pub max: u32,
}

/// Why the worker computed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The rule's text is not a rule (the page checks first; this is the worker's word).
    Rule(String),
    /// `max` is above [`GRUNDY_MAX`] (the page checks first too).
    TooLarge(u32),
    /// A value reached 65,536 at this heap: more than a `u16` holds.
    ValueTooLarge(u32),
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq)]
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

/// One value of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// A word, such as the message's kind or the rule.
    Text(String),
    /// A number.
    Number(f64),
    /// Grundy values (a `Uint16Array` on the page: cheap to post).
    Values(Vec<u16>),
}

/// A message as named plain values: what is posted, before it becomes a JavaScript object.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Message(pub Vec<(String, Field)>);

/// Why a message is not a request or a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// The message is not an object.
    NotAnObject,
    /// A field is absent or holds another kind of value.
    Missing(&'static str),
    /// A number field is not a whole number from 0 to `u32::MAX`.
    NotWhole(&'static str),
    /// The `kind` (or a failure's `reason`) names nothing known.
    UnknownKind(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::NotAnObject => write!(f, "the message is not an object"),
            ProtocolError::Missing(field) => {
                write!(f, "the field `{field}` is missing or of the wrong kind")
            }
            ProtocolError::NotWhole(field) => {
                write!(
                    f,
                    "the field `{field}` is not a whole number from 0 to 2^32 - 1"
                )
            }
            ProtocolError::UnknownKind(kind) => write!(f, "nothing is of kind `{kind}`"),
        }
    }
}

impl std::error::Error for ProtocolError {}

impl Message {
    fn with(mut self, key: &str, field: Field) -> Message {
        self.insert(key, field);
        self
    }

    /// Sets the field `key`, in place of any it had.
    pub fn insert(&mut self, key: &str, field: Field) {
        self.remove(key);
        self.0.push((key.to_owned(), field));
    }

    /// Drops the field `key`.
    pub fn remove(&mut self, key: &str) {
        self.0.retain(|(name, _)| name != key);
    }

    /// The field `key`, if the message has it.
    pub fn get(&self, key: &str) -> Option<&Field> {
        self.0
            .iter()
            .find_map(|(name, field)| (name == key).then_some(field))
    }

    fn take_values(&mut self, key: &'static str) -> Result<Vec<u16>, ProtocolError> {
        let at = self.0.iter().position(|(name, _)| name == key);
        match at.map(|at| self.0.swap_remove(at).1) {
            Some(Field::Values(values)) => Ok(values),
            _ => Err(ProtocolError::Missing(key)),
        }
    }

    fn text(&self, key: &'static str) -> Result<&str, ProtocolError> {
        match self.get(key) {
            Some(Field::Text(text)) => Ok(text),
            _ => Err(ProtocolError::Missing(key)),
        }
    }

    fn number(&self, key: &'static str) -> Result<f64, ProtocolError> {
        match self.get(key) {
            Some(Field::Number(n)) => Ok(*n),
            _ => Err(ProtocolError::Missing(key)),
        }
    }

    fn whole(&self, key: &'static str) -> Result<u32, ProtocolError> {
        whole(self.number(key)?).ok_or(ProtocolError::NotWhole(key))
    }
}

/// `n` as a `u32`, if it is one exactly.
fn whole(n: f64) -> Option<u32> {
    (n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n)).then_some(n as u32)
}

impl Request {
    /// The request as a message.
    pub fn to_message(&self) -> Message {
        Message::default()
            .with("id", Field::Number(self.id.into()))
            .with("rule", Field::Text(self.rule.clone()))
            .with("max", Field::Number(self.max.into()))
    }

    /// Reads a request.
    pub fn from_message(message: &Message) -> Result<Request, ProtocolError> {
        Ok(Request {
            id: message.whole("id")?,
            rule: message.text("rule")?.to_owned(),
            max: message.whole("max")?,
        })
    }
}

impl Reply {
    /// The reply as a message (its values moved, not copied: a million of them).
    pub fn into_message(self) -> Message {
        let kind = |kind: &str, id: u32| {
            Message::default()
                .with("kind", Field::Text(kind.into()))
                .with("id", Field::Number(id.into()))
        };
        match self {
            Reply::Ready => Message::default().with("kind", Field::Text("ready".into())),
            Reply::Progress { id, fraction } => {
                kind("progress", id).with("fraction", Field::Number(fraction))
            }
            Reply::Done {
                id,
                values,
                periodicity,
            } => {
                let message = kind("done", id).with("values", Field::Values(values));
                match periodicity {
                    // Heaps are below a million: exact as JavaScript numbers.
                    Some(found) => message
                        .with("period", Field::Number(found.period as f64))
                        .with("preperiod", Field::Number(found.preperiod as f64)),
                    None => message,
                }
            }
            Reply::Failed { id, failure } => {
                let message = kind("failed", id);
                match failure {
                    Failure::Rule(text) => message
                        .with("reason", Field::Text("rule".into()))
                        .with("rule", Field::Text(text)),
                    Failure::TooLarge(max) => message
                        .with("reason", Field::Text("max".into()))
                        .with("max", Field::Number(max.into())),
                    Failure::ValueTooLarge(heap) => message
                        .with("reason", Field::Text("value".into()))
                        .with("heap", Field::Number(heap.into())),
                }
            }
        }
    }

    /// Reads a reply (its values moved out of the message).
    pub fn from_message(mut message: Message) -> Result<Reply, ProtocolError> {
        let kind = message.text("kind")?.to_owned();
        if kind == "ready" {
            return Ok(Reply::Ready);
        }
        let id = message.whole("id")?;
        match kind.as_str() {
            "progress" => Ok(Reply::Progress {
                id,
                fraction: message.number("fraction")?,
            }),
            "done" => {
                // Both or neither: a period without its preperiod is no statement.
                let periodicity = match (message.get("period"), message.get("preperiod")) {
                    (None, None) => None,
                    _ => Some(Periodicity {
                        period: message.whole("period")? as usize,
                        preperiod: message.whole("preperiod")? as usize,
                    }),
                };
                Ok(Reply::Done {
                    id,
                    values: message.take_values("values")?,
                    periodicity,
                })
            }
            "failed" => {
                let failure = match message.text("reason")? {
                    "rule" => Failure::Rule(message.text("rule")?.to_owned()),
                    "max" => Failure::TooLarge(message.whole("max")?),
                    "value" => Failure::ValueTooLarge(message.whole("heap")?),
                    other => return Err(ProtocolError::UnknownKind(other.to_owned())),
                };
                Ok(Reply::Failed { id, failure })
            }
            other => Err(ProtocolError::UnknownKind(other.to_owned())),
        }
    }
}

/// The message as a JavaScript object, ready to post.
pub fn to_js(message: &Message) -> JsValue {
    let object = Object::new();
    for (key, field) in &message.0 {
        let value = match field {
            Field::Text(text) => JsValue::from_str(text),
            Field::Number(n) => JsValue::from_f64(*n),
            Field::Values(values) => Uint16Array::from(values.as_slice()).into(),
        };
        let _ = Reflect::set(&object, &JsValue::from_str(key), &value);
    }
    object.into()
}

/// The fields of a posted object; values of other kinds are left out (then read as missing).
pub fn from_js(value: &JsValue) -> Result<Message, ProtocolError> {
    let object = value
        .dyn_ref::<Object>()
        .ok_or(ProtocolError::NotAnObject)?;
    let mut message = Message::default();
    for key in Object::keys(object).iter() {
        let (Some(name), Ok(value)) = (key.as_string(), Reflect::get(object, &key)) else {
            continue;
        };
        let field = if let Some(text) = value.as_string() {
            Field::Text(text)
        } else if let Some(n) = value.as_f64() {
            Field::Number(n)
        } else if let Some(values) = value.dyn_ref::<Uint16Array>() {
            Field::Values(values.to_vec())
        } else {
            continue;
        };
        message.insert(&name, field);
    }
    Ok(message)
}

/// The page's message for `request`.
pub fn write_request(request: &Request) -> JsValue {
    to_js(&request.to_message())
}

/// Reads the page's message.
pub fn read_request(value: &JsValue) -> Result<Request, ProtocolError> {
    Request::from_message(&from_js(value)?)
}

/// The worker's message for `reply`.
pub fn write_reply(reply: Reply) -> JsValue {
    to_js(&reply.into_message())
}

/// Reads the worker's message.
pub fn read_reply(value: &JsValue) -> Result<Reply, ProtocolError> {
    Reply::from_message(from_js(value)?)
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

    #[test]
    fn each_reply_and_request_is_written_and_read_back_equal() {
        for reply in [
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
        ] {
            assert_eq!(Reply::from_message(reply.clone().into_message()), Ok(reply));
        }
        let request = Request {
            id: 9,
            rule: "0.56".into(),
            max: GRUNDY_MAX,
        };
        assert_eq!(Request::from_message(&request.to_message()), Ok(request));
    }

    #[test]
    fn malformed_messages_are_errors_that_name_the_field() {
        let request = Request {
            id: 1,
            rule: "0.77".into(),
            max: 300,
        }
        .to_message();
        let changed = |key: &str, field: Option<Field>| {
            let mut message = request.clone();
            match field {
                Some(field) => message.insert(key, field),
                None => message.remove(key),
            }
            Request::from_message(&message)
        };
        assert_eq!(changed("id", None), Err(ProtocolError::Missing("id")));
        assert_eq!(
            changed("max", Some(Field::Number(-1.0))),
            Err(ProtocolError::NotWhole("max"))
        );
        assert_eq!(
            changed("max", Some(Field::Number(f64::NAN))),
            Err(ProtocolError::NotWhole("max"))
        );
        assert_eq!(
            changed("rule", Some(Field::Number(3.0))),
            Err(ProtocolError::Missing("rule"))
        );

        let reply = done().into_message();
        let changed = |key: &str, field: Option<Field>| {
            let mut message = reply.clone();
            match field {
                Some(field) => message.insert(key, field),
                None => message.remove(key),
            }
            Reply::from_message(message)
        };
        assert_eq!(
            changed("values", Some(Field::Text("0,1".into()))),
            Err(ProtocolError::Missing("values"))
        );
        assert_eq!(
            changed("preperiod", None),
            Err(ProtocolError::Missing("preperiod")),
            "a period alone is refused"
        );
        assert_eq!(
            changed("period", Some(Field::Number(1.5))),
            Err(ProtocolError::NotWhole("period"))
        );
        assert_eq!(
            changed("kind", Some(Field::Text("hello".into()))),
            Err(ProtocolError::UnknownKind("hello".into()))
        );
        let mut failed = Reply::Failed {
            id: 1,
            failure: Failure::TooLarge(5),
        }
        .into_message();
        failed.insert("reason", Field::Text("boredom".into()));
        assert_eq!(
            Reply::from_message(failed),
            Err(ProtocolError::UnknownKind("boredom".into()))
        );
        assert_eq!(
            Reply::from_message(Message::default()),
            Err(ProtocolError::Missing("kind"))
        );
        assert!(ProtocolError::Missing("values")
            .to_string()
            .contains("`values`"));
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

        fn field() -> impl Strategy<Value = Field> {
            prop_oneof![
                "[a-z0-9.]{0,8}".prop_map(Field::Text),
                any::<f64>().prop_map(Field::Number),
                proptest::collection::vec(any::<u16>(), 0..7).prop_map(Field::Values),
            ]
        }

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
                prop_assert_eq!(Reply::from_message(reply.clone().into_message()), Ok(reply));
            }

            #[test]
            fn any_message_is_read_without_panicking(
                fields in proptest::collection::btree_map(
                    prop_oneof![
                        Just("kind".to_owned()), Just("id".to_owned()), Just("rule".to_owned()),
                        Just("max".to_owned()), Just("fraction".to_owned()), Just("values".to_owned()),
                        Just("period".to_owned()), Just("preperiod".to_owned()),
                        Just("reason".to_owned()), Just("heap".to_owned()), "[a-z]{1,6}",
                    ],
                    field(),
                    0..10,
                ),
                kind in proptest::option::of(prop_oneof![
                    Just("ready"), Just("progress"), Just("done"), Just("failed"),
                ]),
            ) {
                let mut message = Message::default();
                for (key, field) in fields {
                    message.insert(&key, field);
                }
                if let Some(kind) = kind {
                    message.insert("kind", Field::Text(kind.to_owned()));
                }
                let _ = Request::from_message(&message);
                let _ = Reply::from_message(message);
            }
        }
    }
}
