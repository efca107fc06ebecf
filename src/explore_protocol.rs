//! The messages between the page and the Explore worker (`src/bin/explore_worker.rs`): the worker
//! says it is ready, the page asks for one slice, the worker answers with progress and the cells.
//! Shared by both sides by path, so the worker needs no part of the app but this file.

use js_sys::{Array, Object, Reflect, Uint32Array};
use nim_solver::{Contradiction, Family, Slice};
use wasm_bindgen::JsValue;

/// The worker's script, relative to the page (Trunk's loader for the worker binary).
pub const WORKER_SCRIPT: &str = "./explore_worker_loader.js";

/// A family's word in links and messages.
pub fn family_key(family: Family) -> &'static str {
    match family {
        Family::Normal => "nim",
        Family::Misere => "misere",
        Family::Blocking { .. } => "blocking",
        Family::Pass => "pass",
    }
}

/// The family a word names; `blocks` is used by Blocking Nim only.
pub fn family_of(key: &str, blocks: u32) -> Option<Family> {
    match key {
        "nim" => Some(Family::Normal),
        "misere" => Some(Family::Misere),
        "blocking" => Some(Family::Blocking { blocks }),
        "pass" => Some(Family::Pass),
        _ => None,
    }
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

fn set(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &key.into(), value);
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

fn number(value: &JsValue, key: &str) -> Option<f64> {
    get(value, key).as_f64()
}

fn whole(value: &JsValue, key: &str) -> Option<u32> {
    number(value, key)
        .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
        .map(|n| n as u32)
}

fn flat(pairs: &[(u32, u32)]) -> Uint32Array {
    let numbers: Vec<u32> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    Uint32Array::from(numbers.as_slice())
}

fn pairs(value: &JsValue) -> Vec<(u32, u32)> {
    let numbers = Uint32Array::from(value.clone()).to_vec();
    numbers.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

/// The page's request for a slice.
pub fn request(id: u32, slice: &Slice) -> JsValue {
    let message = Object::new();
    set(&message, "id", &id.into());
    set(&message, "family", &family_key(slice.family).into());
    if let Family::Blocking { blocks } = slice.family {
        set(&message, "blocks", &blocks.into());
    }
    let fixed: Array = slice.fixed.iter().map(|&h| JsValue::from(h)).collect();
    set(&message, "fixed", &fixed);
    set(&message, "max", &slice.max.into());
    message.into()
}

/// Reads a request; `None` for anything else.
pub fn read_request(value: &JsValue) -> Option<(u32, Slice)> {
    let id = whole(value, "id")?;
    let blocks = whole(value, "blocks").unwrap_or(1);
    let family = family_of(&get(value, "family").as_string()?, blocks)?;
    let fixed = get(value, "fixed");
    let fixed: Vec<u32> = Array::from(&fixed)
        .iter()
        .map(|h| {
            h.as_f64()
                .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
                .map(|n| n as u32)
        })
        .collect::<Option<_>>()?;
    let max = whole(value, "max")?;
    Some((id, Slice { family, fixed, max }))
}

/// The worker's message for `reply`.
pub fn write_reply(reply: &Reply) -> JsValue {
    let message = Object::new();
    match reply {
        Reply::Ready => set(&message, "kind", &"ready".into()),
        Reply::Progress { id, fraction } => {
            set(&message, "kind", &"progress".into());
            set(&message, "id", &(*id).into());
            set(&message, "fraction", &(*fraction).into());
        }
        Reply::Done { id, cells } => {
            set(&message, "kind", &"done".into());
            set(&message, "id", &(*id).into());
            set(&message, "p", &flat(&cells.p));
            set(&message, "predicted", &flat(&cells.predicted));
            let found: Vec<u32> = cells
                .contradictions
                .iter()
                .flat_map(|c| [c.a, c.b, u32::from(c.searched_p)])
                .collect();
            set(&message, "found", &Uint32Array::from(found.as_slice()));
        }
        Reply::Refused { id, work } => {
            set(&message, "kind", &"refused".into());
            set(&message, "id", &(*id).into());
            set(&message, "work", &(*work as f64).into());
        }
    }
    message.into()
}

/// Reads the worker's message; `None` for anything else.
pub fn read_reply(value: &JsValue) -> Option<Reply> {
    let kind = get(value, "kind").as_string()?;
    if kind == "ready" {
        return Some(Reply::Ready);
    }
    let id = whole(value, "id")?;
    match kind.as_str() {
        "progress" => Some(Reply::Progress {
            id,
            fraction: number(value, "fraction")?,
        }),
        "done" => {
            let found = Uint32Array::from(get(value, "found")).to_vec();
            Some(Reply::Done {
                id,
                cells: SliceCells {
                    p: pairs(&get(value, "p")),
                    predicted: pairs(&get(value, "predicted")),
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
        "refused" => Some(Reply::Refused {
            id,
            work: number(value, "work")? as u64,
        }),
        _ => None,
    }
}
