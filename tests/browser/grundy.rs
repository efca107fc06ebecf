//! The Grundy sequence view's real panel, drawn in the app: the link's sequence in its fields, a
//! worker that speaks the protocol (a stand-in for `Worker`, answering with the solver's values)
//! giving the strip and the proven period, a reply of another version or malformed shown as a
//! failure, typed values as the app's notices, Close; without its worker's files it says it
//! cannot compute. And the worker's messages as real JavaScript objects.

use js_sys::{Array, Function, Object, Reflect, Uint16Array, Uint8Array};
use nim_lab::views::grundy::protocol::{
    Message, ProtocolError, Reply, Request, VERSION, WORKER_SCRIPT,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlFormElement, HtmlInputElement, HtmlSelectElement};

use crate::support::{click, count, find, mount, wait};

/// Stands in for the page's `Worker` while alive: each one made is kept in `window.fakeWorkers`,
/// with what the page posts to it; the real one comes back on drop.
struct FakeWorkers;

impl FakeWorkers {
    fn install() -> FakeWorkers {
        run("window.realWorker = window.realWorker || window.Worker;
             window.fakeWorkers = [];
             window.Worker = class {
                 constructor(url) { this.url = url; this.posted = []; this.terminated = false; window.fakeWorkers.push(this); }
                 postMessage(message) { this.posted.push(message); }
                 terminate() { this.terminated = true; }
             };");
        FakeWorkers
    }
}

impl Drop for FakeWorkers {
    fn drop(&mut self) {
        run("window.Worker = window.realWorker;");
    }
}

/// Every stand-in made so far.
fn made() -> Vec<JsValue> {
    get(&gloo::utils::window(), "fakeWorkers")
        .dyn_into::<Array>()
        .expect("a list")
        .to_vec()
}

/// The last stand-in made.
fn last_made() -> JsValue {
    made().pop().expect("a worker was made")
}

fn run(code: &str) {
    Function::new_no_args(code)
        .call0(&JsValue::UNDEFINED)
        .expect("the script runs");
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).expect("readable")
}

/// The worker `worker` posts `data` to the page, as its `message` event does.
async fn say(worker: &JsValue, data: &JsValue) {
    let event = Object::new();
    Reflect::set(&event, &"data".into(), data).expect("an event takes its data");
    get(worker, "onmessage")
        .dyn_into::<Function>()
        .expect("the page listens")
        .call1(worker, &event)
        .expect("handled");
    yew::scheduler::flush().await;
}

async fn reply(worker: &JsValue, reply: Reply) {
    say(worker, &reply.to_posted().0).await;
}

/// The requests the page has posted to `worker`.
fn requests(worker: &JsValue) -> Vec<Request> {
    get(worker, "posted")
        .dyn_into::<Array>()
        .expect("a list")
        .iter()
        .map(|posted| Request::read_posted(&posted).expect("a request"))
        .collect()
}

/// Waits for the panel, drawn once its split point is had.
async fn panel(app: &Element) {
    for _ in 0..100 {
        if count(app, "[data-testid=grundy]") == 1 {
            break;
        }
        wait(10).await;
    }
    assert_eq!(count(app, "[data-testid=grundy]"), 1, "the panel is drawn");
    assert_eq!(count(app, "[data-testid=grundy-host-status]"), 0);
}

fn status(app: &Element) -> Option<String> {
    find(app, "[data-testid=grundy]").get_attribute("data-status")
}

fn text(app: &Element, selector: &str) -> String {
    find(app, selector).text_content().unwrap_or_default()
}

fn field(app: &Element, testid: &str) -> HtmlInputElement {
    find(app, &format!("[data-testid={testid}]"))
        .dyn_into()
        .expect("an input")
}

/// Types `value` into the field `testid`, as a person does (the panel keeps what is typed).
async fn type_into(app: &Element, testid: &str, value: &str) {
    let input = field(app, testid);
    input.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("input", &init).expect("an event");
    input.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// Chooses `value` in the rule menu.
async fn choose(app: &Element, value: &str) {
    let menu: HtmlSelectElement = find(app, "[data-testid=grundy-rule]")
        .dyn_into()
        .expect("a select");
    menu.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("an event");
    menu.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
}

/// Presses Compute: the form's own submission.
async fn compute(app: &Element) {
    find(app, "[data-testid=grundy-form]")
        .dyn_into::<HtmlFormElement>()
        .expect("a form")
        .request_submit()
        .expect("submitted");
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
fn messages_cross_as_moved_bytes_and_anything_else_is_refused() {
    let done = Reply::Done {
        id: 3,
        values: vec![0, 1, 1, 2, 65_535],
        periodicity: None,
    };
    let (value, transfer) = done.to_posted();
    let bytes = value.dyn_ref::<Uint8Array>().expect("a Uint8Array");
    assert_eq!(transfer.length(), 1);
    assert!(
        transfer.get(0) == JsValue::from(bytes.buffer()),
        "its buffer moves"
    );
    assert_eq!(Reply::read_posted(&value), Ok(done));
    let request = Request {
        id: 1,
        rule: "0.77".into(),
        max: 300,
    };
    assert_eq!(Request::read_posted(&request.to_posted().0), Ok(request));
    // Not the protocol's bytes: refused, never a panic.
    for value in [
        JsValue::from_str("ready"),
        JsValue::NULL,
        Object::new().into(),
        Uint16Array::new_with_length(2).into(),
    ] {
        assert_eq!(Reply::read_posted(&value), Err(ProtocolError::NotBytes));
    }
}

#[wasm_bindgen_test]
async fn the_panel_shows_the_links_sequence_computed_by_a_worker_speaking_the_protocol() {
    let _workers = FakeWorkers::install();
    let app = mount("variant=nim&heaps=3,4,5&view=grundy&rule=0.77&max=300").await;
    panel(&app).await;
    assert_eq!(field(&app, "grundy-max").value(), "300");
    let menu: HtmlSelectElement = find(&app, "[data-testid=grundy-rule]")
        .dyn_into()
        .expect("a select");
    assert_eq!(menu.value(), "kayles");
    let rule = text(&app, "[data-testid=grundy-rule-text]");
    assert!(rule.contains("Kayles") && rule.contains("0.77"), "{rule}");
    assert_eq!(status(&app).as_deref(), Some("computing"));

    // The request waits for the worker to be ready.
    let worker = last_made();
    assert_eq!(
        get(&worker, "url").as_string().as_deref(),
        Some(WORKER_SCRIPT)
    );
    assert!(requests(&worker).is_empty());
    reply(&worker, Reply::Ready).await;
    let [request] = &requests(&worker)[..] else {
        panic!("one request");
    };
    assert_eq!((request.rule.as_str(), request.max), ("0.77", 300));
    reply(
        &worker,
        Reply::Progress {
            id: request.id,
            fraction: 0.5,
        },
    )
    .await;
    let bar = find(&app, "[data-testid=grundy-progress] progress");
    assert_eq!(bar.get_attribute("value").as_deref(), Some("50"));

    let (values, periodicity) = request.compute(|_, _| {}).expect("Kayles");
    let found = periodicity.expect("Kayles' period is proven by 300");
    reply(
        &worker,
        Reply::Done {
            id: request.id,
            values: values.clone(),
            periodicity,
        },
    )
    .await;
    assert_eq!(status(&app).as_deref(), Some("done"));
    let period = find(&app, "[data-testid=grundy-period]");
    assert_eq!(
        period.get_attribute("data-period"),
        Some(found.period.to_string())
    );
    assert_eq!(
        period.get_attribute("data-preperiod"),
        Some(found.preperiod.to_string())
    );
    assert_eq!(period.get_attribute("data-proven").as_deref(), Some("true"));
    for n in [0, 5, 70, 71] {
        assert_eq!(
            text(
                &app,
                &format!("[data-testid=grundy-strip] td[data-n='{n}']")
            ),
            values[n].to_string(),
            "g({n})"
        );
    }
    let announced = text(&app, "[data-testid=grundy-announce]");
    assert!(
        announced.contains(&format!("period {}", found.period)),
        "{announced}"
    );
    // Closing the view stops its worker.
    click(&app, "[data-testid=grundy-close]").await;
    assert_eq!(count(&app, "[data-testid=grundy]"), 0);
    assert_eq!(get(&worker, "terminated"), JsValue::TRUE);
}

#[wasm_bindgen_test]
async fn a_reply_of_another_version_or_malformed_is_refused_and_the_panel_says_it_failed() {
    let _workers = FakeWorkers::install();
    let app = mount("view=grundy&rule=0.77&max=50").await;
    panel(&app).await;
    let said = nim_lab::t!(GrundyFailedReply);
    let another_version = Uint8Array::from(&[VERSION as u8 + 1, 0][..]);
    let malformed = Uint8Array::from(&[VERSION as u8, 99][..]);
    for (attempt, data) in [
        another_version.into(),
        malformed.into(),
        JsValue::from_str("ready"),
    ]
    .into_iter()
    .enumerate()
    {
        // Compute again: a fresh worker for the same sequence.
        if attempt > 0 {
            compute(&app).await;
        }
        let all = made();
        assert_eq!(all.len(), attempt + 1, "a worker per attempt");
        let worker = last_made();
        say(&worker, &data).await;
        assert_eq!(status(&app).as_deref(), Some("failed"), "{data:?}");
        assert_eq!(text(&app, "[data-testid=grundy-failed]"), said);
        assert_eq!(text(&app, "[data-testid=grundy-announce]"), said);
        assert_eq!(get(&worker, "terminated"), JsValue::TRUE, "stopped");
        assert!(requests(&worker).is_empty(), "nothing asked of it");
    }
    // A worker that could not read the page's request says so: the same failure.
    compute(&app).await;
    let worker = last_made();
    reply(&worker, Reply::Ready).await;
    assert_eq!(requests(&worker).len(), 1);
    reply(
        &worker,
        Reply::Refused {
            reason: "the Grundy message is malformed".into(),
        },
    )
    .await;
    assert_eq!(status(&app).as_deref(), Some("failed"));
    assert_eq!(text(&app, "[data-testid=grundy-failed]"), said);
}

#[wasm_bindgen_test]
async fn typed_values_become_the_apps_notices_or_its_sequence_and_close_goes_back() {
    let _workers = FakeWorkers::install();
    let app = mount("variant=nim&heaps=3,4,5&mode=analysis&view=grundy&rule=0.77&max=100").await;
    panel(&app).await;
    choose(&app, "set").await;
    type_into(&app, "grundy-set", "1,2,2").await;
    compute(&app).await;
    let notice = text(&app, "[data-testid=notice]");
    assert!(
        notice.contains("1,2,2") && notice.contains("twice"),
        "{notice}"
    );
    let rule = text(&app, "[data-testid=grundy-rule-text]");
    assert!(rule.contains("0.77"), "the sequence is kept: {rule}");

    type_into(&app, "grundy-set", "1,2,3").await;
    type_into(&app, "grundy-max", "2000000").await;
    compute(&app).await;
    let notice = text(&app, "[data-testid=notice]");
    assert!(notice.contains("2000000"), "{notice}");

    // A usable set: the app's sequence, both spellings, the notice gone, asked of the worker.
    type_into(&app, "grundy-max", "100").await;
    compute(&app).await;
    assert_eq!(count(&app, "[data-testid=notice]"), 0);
    let rule = text(&app, "[data-testid=grundy-rule-text]");
    assert!(
        rule.contains("0.333") && rule.contains("{1, 2, 3}"),
        "{rule}"
    );
    let worker = last_made();
    reply(&worker, Reply::Ready).await;
    let asked: Vec<(String, u32)> = requests(&worker)
        .into_iter()
        .map(|request| (request.rule, request.max))
        .collect();
    assert_eq!(asked, [(String::from("0.333"), 100)]);

    click(&app, "[data-testid=grundy-close]").await;
    assert_eq!(count(&app, "[data-testid=grundy]"), 0);
    assert_eq!(count(&app, ".grundy-host"), 0);
    let toggle = find(&app, "[data-testid=grundy-toggle]");
    assert_eq!(
        toggle.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
}

#[wasm_bindgen_test]
async fn without_its_workers_files_the_panel_says_it_cannot_compute() {
    // The test page has no grundy_worker_loader.js beside it: the worker cannot start.
    let app = mount("view=grundy&rule=0.77&max=300").await;
    panel(&app).await;
    for _ in 0..100 {
        if status(&app).as_deref() == Some("unavailable") {
            break;
        }
        wait(20).await;
    }
    assert_eq!(status(&app).as_deref(), Some("unavailable"));
    assert_eq!(
        text(&app, "[data-testid=grundy-unavailable]"),
        nim_lab::t!(GrundyUnavailable)
    );
}
