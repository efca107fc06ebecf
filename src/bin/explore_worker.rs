//! The Explore view's Web Worker: computes one atlas slice at a time off the page's thread,
//! posting progress and then the cells. No Yew: the solver, serde, postcard, wasm-bindgen and
//! web-sys only.

// The protocol's own place in the app, mirrored so that its paths resolve here too.
#[path = "../views"]
mod views {
    pub mod envelope;
}

// The page's half of the protocol is unused here.
#[allow(unused_imports)]
#[path = "../views/explore/protocol.rs"]
mod protocol;

use protocol::{Message, Reply, Request, SliceCells};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Progress is posted at most this many times per slice.
const PROGRESS_STEPS: f64 = 100.0;

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    let (message, transfer) = reply.to_posted();
    let _ = scope.post_message_with_transfer(&message, &transfer);
}

/// Computes the request's slice and posts its progress and cells.
fn answer(scope: &DedicatedWorkerGlobalScope, Request { id, slice }: &Request) {
    let id = *id;
    let mut posted = -1.0;
    let computed = SliceCells::compute(slice, |done, total| {
        let fraction = done as f64 / total.max(1) as f64;
        // Few messages: the page redraws its bar on each.
        if fraction - posted >= 1.0 / PROGRESS_STEPS {
            posted = fraction;
            post(scope, &Reply::Progress { id, fraction });
        }
    });
    match computed {
        Ok(cells) => post(scope, &Reply::Done { id, cells }),
        Err(work) => post(scope, &Reply::Refused { id, work }),
    }
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        match Request::read_posted(&event.data()) {
            Ok(request) => answer(&replies, &request),
            // The page shows its failure: a request unanswered would leave it computing forever.
            Err(error) => post(
                &replies,
                &Reply::Unread {
                    error: error.to_string(),
                },
            ),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &Reply::Ready);
}
