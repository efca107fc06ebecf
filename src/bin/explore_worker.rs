//! The Explore view's Web Worker: computes one atlas slice at a time off the page's thread,
//! posting progress and then the cells. No Yew: the solver, wasm-bindgen and web-sys only.

// The page's half of the protocol is unused here.
#[allow(dead_code)]
#[path = "../explore_protocol.rs"]
mod protocol;

use nim_solver::{compare, Prediction, Slice, TABLE_BUDGET};
use protocol::{Reply, SliceCells};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Progress is posted at most this many times per slice.
const PROGRESS_STEPS: f64 = 100.0;

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    let _ = scope.post_message(&protocol::write_reply(reply));
}

/// Computes `slice` and posts its progress and cells.
fn answer(scope: &DedicatedWorkerGlobalScope, id: u32, slice: &Slice) {
    let work = slice.work();
    if work > TABLE_BUDGET {
        post(scope, &Reply::Refused { id, work });
        return;
    }
    let side = slice.max as usize + 1;
    let mut is_p = vec![false; side * side];
    let mut cells = SliceCells::default();
    let mut posted = -1.0;
    let result = slice.each_p_pair(
        |done, total| {
            let fraction = done as f64 / total.max(1) as f64;
            // Few messages: the page redraws its bar on each.
            if fraction - posted >= 1.0 / PROGRESS_STEPS {
                posted = fraction;
                post(scope, &Reply::Progress { id, fraction });
            }
        },
        |a, b| {
            is_p[a as usize * side + b as usize] = true;
            cells.p.push((a, b));
        },
    );
    if let Err(nim_solver::SolveError::TooLarge { states, .. }) = result {
        post(scope, &Reply::Refused { id, work: states });
        return;
    }
    if let Some(prediction) = Prediction::over(slice) {
        let comparison = compare(slice, prediction, |a, b| {
            is_p[a as usize * side + b as usize]
        });
        cells.predicted = comparison.predicted_p;
        cells.contradictions = comparison.contradictions;
    }
    post(scope, &Reply::Done { id, cells });
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if let Some((id, slice)) = protocol::read_request(&event.data()) {
            answer(&replies, id, &slice);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Reply::Ready);
}
