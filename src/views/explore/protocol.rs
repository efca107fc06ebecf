//! The messages between the page and the Explore worker (`src/bin/explore_worker.rs`): the worker
//! says it is ready, the page asks for one slice, the worker answers with progress and the cells.
//! Shared by both sides by path, so the worker needs no part of the app but this file.
//!
//! Two layers: [`Request`] and [`Reply`] become a [`Message`] of plain named fields and back
//! (pure, tested natively), and only [`to_js`] and [`from_js`] know JavaScript.

use std::fmt;

use js_sys::{Array, Object, Reflect, Uint32Array};
use nim_solver::{compare, Contradiction, Family, Prediction, Slice, SolveError, TABLE_BUDGET};
use wasm_bindgen::{JsCast, JsValue};

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
pub const WORKER_SCRIPT: &str = "./explore_worker_loader.js";

/// What the page asks: compute `slice`, and answer under `id`.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The number the replies carry, so the page knows which request they answer.
    pub id: u32,
    /// The slice to compute.
    pub slice: Slice,
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
}

/// A computed slice: its `P` cells, the cells its source predicts `P`, and where they disagree.
/// Pairs are `(a, b)` with `a <= b`; the slice is symmetric.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SliceCells {
    /// The `P` cells found by the search.
    pub p: Vec<(u32, u32)>,
    /// The cells the source says are `P` (empty without a source).
    pub predicted: Vec<(u32, u32)>,
    /// The findings: cells where the source and the search disagree.
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

    /// The part of these cells (computed up to a larger `max`) with both free heaps at most `max`.
    #[must_use]
    pub fn up_to(&self, max: u32) -> SliceCells {
        SliceCells {
            p: self.p.iter().copied().filter(|&(_, b)| b <= max).collect(),
            predicted: self
                .predicted
                .iter()
                .copied()
                .filter(|&(_, b)| b <= max)
                .collect(),
            contradictions: self
                .contradictions
                .iter()
                .copied()
                .filter(|c| c.b <= max)
                .collect(),
        }
    }
}

/// One value of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// A word, such as the message's kind or a family.
    Text(String),
    /// A number.
    Number(f64),
    /// A list of whole numbers (a `Uint32Array` on the page: cheap to post).
    Numbers(Vec<u32>),
}

/// A message as named plain values: what is posted, before it becomes a JavaScript object. A
/// short list, not a map: a message has a handful of fields, and a map's code would weigh on
/// the page's first load.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Message(pub Vec<(String, Field)>);

/// Why a message is not a request or a reply.
#[derive(Clone, Debug, PartialEq)]
pub enum ProtocolError {
    /// The message is not an object.
    NotAnObject,
    /// A field is absent or holds another kind of value.
    Missing(&'static str),
    /// A number field is not a whole number from 0 to `u32::MAX`.
    NotWhole(&'static str),
    /// A list of pairs or triples has numbers left over.
    Ragged(&'static str),
    /// The `kind` names no reply.
    UnknownKind(String),
    /// The `family` names no game.
    UnknownFamily(String),
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
            ProtocolError::Ragged(field) => {
                write!(f, "the list `{field}` has numbers left over")
            }
            ProtocolError::UnknownKind(kind) => write!(f, "no reply is of kind `{kind}`"),
            ProtocolError::UnknownFamily(family) => write!(f, "no game is called `{family}`"),
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

    fn numbers(&self, key: &'static str) -> Result<&[u32], ProtocolError> {
        match self.get(key) {
            Some(Field::Numbers(numbers)) => Ok(numbers),
            _ => Err(ProtocolError::Missing(key)),
        }
    }

    fn pairs(&self, key: &'static str) -> Result<Vec<(u32, u32)>, ProtocolError> {
        let numbers = self.numbers(key)?;
        if numbers.len() % 2 != 0 {
            return Err(ProtocolError::Ragged(key));
        }
        Ok(numbers.chunks_exact(2).map(|p| (p[0], p[1])).collect())
    }
}

/// `n` as a `u32`, if it is one exactly.
fn whole(n: f64) -> Option<u32> {
    (n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n)).then_some(n as u32)
}

fn flat(pairs: &[(u32, u32)]) -> Field {
    Field::Numbers(pairs.iter().flat_map(|&(a, b)| [a, b]).collect())
}

impl Request {
    /// The request as a message.
    pub fn to_message(&self) -> Message {
        let message = Message::default()
            .with("id", Field::Number(self.id.into()))
            .with("family", Field::Text(self.slice.family.key().into()))
            .with("fixed", Field::Numbers(self.slice.fixed.clone()))
            .with("max", Field::Number(self.slice.max.into()));
        match self.slice.family.blocks() {
            Some(blocks) => message.with("blocks", Field::Number(blocks.into())),
            None => message,
        }
    }

    /// Reads a request; a Blocking Nim request without `blocks` forbids one move per turn.
    pub fn from_message(message: &Message) -> Result<Request, ProtocolError> {
        let id = message.whole("id")?;
        let blocks = match message.get("blocks") {
            None => 1,
            Some(_) => message.whole("blocks")?,
        };
        let key = message.text("family")?;
        let family = Family::from_key(key, blocks)
            .ok_or_else(|| ProtocolError::UnknownFamily(key.to_owned()))?;
        let fixed = message.numbers("fixed")?.to_vec();
        let max = message.whole("max")?;
        Ok(Request {
            id,
            slice: Slice { family, fixed, max },
        })
    }
}

impl Reply {
    /// The reply as a message.
    pub fn to_message(&self) -> Message {
        let kind = |kind: &str| Message::default().with("kind", Field::Text(kind.into()));
        match self {
            Reply::Ready => kind("ready"),
            Reply::Progress { id, fraction } => kind("progress")
                .with("id", Field::Number((*id).into()))
                .with("fraction", Field::Number(*fraction)),
            Reply::Done { id, cells } => kind("done")
                .with("id", Field::Number((*id).into()))
                .with("p", flat(&cells.p))
                .with("predicted", flat(&cells.predicted))
                .with(
                    "found",
                    Field::Numbers(
                        cells
                            .contradictions
                            .iter()
                            .flat_map(|c| [c.a, c.b, u32::from(c.searched_p)])
                            .collect(),
                    ),
                ),
            // Work is a count of positions: exact as a JavaScript number up to 2^53.
            Reply::Refused { id, work } => kind("refused")
                .with("id", Field::Number((*id).into()))
                .with("work", Field::Number(*work as f64)),
        }
    }

    /// Reads a reply.
    pub fn from_message(message: &Message) -> Result<Reply, ProtocolError> {
        let kind = message.text("kind")?;
        if kind == "ready" {
            return Ok(Reply::Ready);
        }
        let id = message.whole("id")?;
        match kind {
            "progress" => Ok(Reply::Progress {
                id,
                fraction: message.number("fraction")?,
            }),
            "done" => {
                let found = message.numbers("found")?;
                if found.len() % 3 != 0 {
                    return Err(ProtocolError::Ragged("found"));
                }
                Ok(Reply::Done {
                    id,
                    cells: SliceCells {
                        p: message.pairs("p")?,
                        predicted: message.pairs("predicted")?,
                        contradictions: found
                            .chunks_exact(3)
                            .map(|c| Contradiction {
                                a: c[0],
                                b: c[1],
                                searched_p: c[2] == 1,
                            })
                            .collect(),
                    },
                })
            }
            "refused" => {
                let work = message.number("work")?;
                // A saturating cast: a negative or huge work is still refused.
                Ok(Reply::Refused {
                    id,
                    work: work as u64,
                })
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
            Field::Numbers(numbers) => Uint32Array::from(numbers.as_slice()).into(),
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
        } else if let Some(numbers) = value.dyn_ref::<Uint32Array>() {
            Field::Numbers(numbers.to_vec())
        } else if Array::is_array(&value) {
            // A plain array of whole numbers is accepted too, as a page's own code would write.
            let Some(numbers) = Array::from(&value)
                .iter()
                .map(|n| n.as_f64().and_then(whole))
                .collect::<Option<Vec<u32>>>()
            else {
                continue;
            };
            Field::Numbers(numbers)
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
pub fn write_reply(reply: &Reply) -> JsValue {
    to_js(&reply.to_message())
}

/// Reads the worker's message.
pub fn read_reply(value: &JsValue) -> Result<Reply, ProtocolError> {
    Reply::from_message(&from_js(value)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nim_solver::Variant;

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
                contradictions: vec![Contradiction {
                    a: 3,
                    b: 4,
                    searched_p: true,
                }],
            },
        }
    }

    #[test]
    fn every_family_is_named_and_read_back() {
        for family in [
            Family::of(Variant::Nim, 1).unwrap(),
            Family::of(Variant::Misere, 1).unwrap(),
            Family::of(Variant::Pass, 1).unwrap(),
            Family::of(Variant::Blocking, 3).unwrap(),
        ] {
            assert_eq!(Family::from_key(family.key(), 3), Some(family));
        }
        assert_eq!(Family::from_key("chess", 1), None);
    }

    #[test]
    fn each_reply_is_written_and_read_back_equal() {
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
                work: 1 << 40,
            },
        ] {
            assert_eq!(Reply::from_message(&reply.to_message()), Ok(reply));
        }
    }

    #[test]
    fn each_family_of_request_is_written_and_read_back_equal() {
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
        ] {
            assert_eq!(Request::from_message(&request.to_message()), Ok(request));
        }
    }

    #[test]
    fn a_blocking_request_without_blocks_forbids_one() {
        let mut message = Request {
            id: 1,
            slice: slice(Family::of(Variant::Blocking, 2).unwrap(), &[3], 4),
        }
        .to_message();
        message.remove("blocks");
        let read = Request::from_message(&message).expect("a request");
        assert_eq!(read.slice.family, Family::of(Variant::Blocking, 1).unwrap());
    }

    #[test]
    fn malformed_messages_are_errors_that_name_the_field() {
        let request = Request {
            id: 1,
            slice: slice(Family::of(Variant::Blocking, 2).unwrap(), &[3], 4),
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
            changed("id", Some(Field::Number(-1.0))),
            Err(ProtocolError::NotWhole("id"))
        );
        assert_eq!(
            changed("max", Some(Field::Number(2.5))),
            Err(ProtocolError::NotWhole("max"))
        );
        assert_eq!(
            changed("max", Some(Field::Number(f64::NAN))),
            Err(ProtocolError::NotWhole("max"))
        );
        assert_eq!(
            changed("blocks", Some(Field::Text("two".into()))),
            Err(ProtocolError::Missing("blocks"))
        );
        assert_eq!(
            changed("family", Some(Field::Text("chess".into()))),
            Err(ProtocolError::UnknownFamily("chess".into()))
        );
        assert_eq!(
            changed("fixed", Some(Field::Number(3.0))),
            Err(ProtocolError::Missing("fixed"))
        );
        assert_eq!(
            Request::from_message(&Message::default()),
            Err(ProtocolError::Missing("id"))
        );

        let reply = done().to_message();
        let changed = |key: &str, field: Field| {
            let mut message = reply.clone();
            message.insert(key, field);
            Reply::from_message(&message)
        };
        assert_eq!(
            changed("p", Field::Numbers(vec![1, 2, 3])),
            Err(ProtocolError::Ragged("p"))
        );
        assert_eq!(
            changed("found", Field::Numbers(vec![1, 2])),
            Err(ProtocolError::Ragged("found"))
        );
        assert_eq!(
            changed("kind", Field::Text("hello".into())),
            Err(ProtocolError::UnknownKind("hello".into()))
        );
        assert_eq!(
            changed("kind", Field::Number(1.0)),
            Err(ProtocolError::Missing("kind"))
        );
        assert_eq!(
            Reply::from_message(&Message::default()),
            Err(ProtocolError::Missing("kind"))
        );
        // Every error says what was wrong in words.
        assert!(ProtocolError::Ragged("p").to_string().contains("`p`"));
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
        use nim_solver::Variant;
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

        fn field() -> impl Strategy<Value = Field> {
            prop_oneof![
                "[a-z]{0,8}".prop_map(Field::Text),
                any::<f64>().prop_map(Field::Number),
                proptest::collection::vec(any::<u32>(), 0..7).prop_map(Field::Numbers),
            ]
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
                prop_assert_eq!(Request::from_message(&request.to_message()), Ok(request));
            }

            #[test]
            fn any_reply_reads_back_equal(
                id in any::<u32>(),
                fraction in 0.0..=1.0f64,
                work in 0u64..(1 << 53),
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
                    prop_assert_eq!(Reply::from_message(&reply.to_message()), Ok(reply));
                }
            }

            #[test]
            fn any_message_is_read_without_panicking(
                fields in proptest::collection::btree_map(
                    prop_oneof![
                        Just("kind".to_owned()), Just("id".to_owned()), Just("family".to_owned()),
                        Just("blocks".to_owned()), Just("fixed".to_owned()), Just("max".to_owned()),
                        Just("fraction".to_owned()), Just("p".to_owned()), Just("predicted".to_owned()),
                        Just("found".to_owned()), Just("work".to_owned()), "[a-z]{1,6}",
                    ],
                    field(),
                    0..10,
                ),
                kind in proptest::option::of(prop_oneof![
                    Just("ready"), Just("progress"), Just("done"), Just("refused"),
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
                let _ = Reply::from_message(&message);
            }
        }
    }
}
