//! A view's Web Worker, the page's side: started from its script, each message it posts read as a
//! typed reply and handed on, its breakdown reported, and stopped at once when dropped.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

use super::envelope::{Message, ProtocolError};

/// A running worker and its handlers, which live as long as it does.
pub struct WorkerLink {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl WorkerLink {
    /// Starts the worker at `script`: `on_reply` gets each message it posts, read as a `Reply`,
    /// `on_error` its breakdown; `None` where no worker can start (no Web Workers).
    pub fn start<Reply: Message + 'static>(
        script: &str,
        mut on_reply: impl FnMut(Result<Reply, ProtocolError>) + 'static,
        mut on_error: impl FnMut() + 'static,
    ) -> Option<WorkerLink> {
        let worker = Worker::new(script).ok()?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            on_reply(Reply::read_posted(&event.data()));
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| on_error());
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(WorkerLink {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Posts `message`, its bytes moved to the worker.
    pub fn post(&self, message: &impl Message) {
        let (data, transfer) = message.to_posted();
        let _ = self.worker.post_message_with_transfer(&data, &transfer);
    }
}

impl Drop for WorkerLink {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}
