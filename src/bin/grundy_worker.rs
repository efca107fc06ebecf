//! The Grundy view's Web Worker: computes one Grundy sequence at a time off the page's thread,
//! posting progress and then the values with their proven period. No Yew: the solver, serde,
//! postcard, wasm-bindgen and web-sys only.

// The protocol's own place in the app, mirrored so that its paths resolve here too.
#[path = "../views"]
mod views {
    pub mod envelope;
}

// The page's half of the protocol is unused here.
#[allow(dead_code, unused_imports)]
#[path = "../views/grundy/protocol.rs"]
mod protocol;

use protocol::{Message, Reply, Request};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Progress is posted at most this many times per sequence.
const PROGRESS_STEPS: f64 = 100.0;

fn post(scope: &DedicatedWorkerGlobalScope, reply: Reply) {
    let (message, transfer) = reply.to_posted();
    let _ = scope.post_message_with_transfer(&message, &transfer);
}

/// Computes the request's sequence and posts its progress, then its values or why not.
fn answer(scope: &DedicatedWorkerGlobalScope, request: &Request) {
    let id = request.id;
    let mut posted = -1.0;
    let computed = request.compute(|done, total| {
        let fraction = done as f64 / total.max(1) as f64;
        // Few messages: the page redraws its bar on each.
        if fraction - posted >= 1.0 / PROGRESS_STEPS {
            posted = fraction;
            post(scope, Reply::Progress { id, fraction });
        }
    });
    match computed {
        Ok((values, periodicity)) => post(
            scope,
            Reply::Done {
                id,
                values,
                periodicity,
            },
        ),
        Err(failure) => post(scope, Reply::Failed { id, failure }),
    }
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // A message it cannot read is refused, so the page stops waiting and says so.
        match Request::read_posted(&event.data()) {
            Ok(request) => answer(&replies, &request),
            Err(error) => post(
                &replies,
                Reply::Refused {
                    reason: error.to_string(),
                },
            ),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, Reply::Ready);
}
