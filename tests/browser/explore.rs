//! The Explore view's panel in the app: drawn from the slice of a link, given a grid by its worker's
//! messages (a worker on the page's thread that answers with the real protocol, as the test page
//! has no worker script), its asks reaching the app; a worker that fails, or speaks another
//! version, shown as failed, never a panic; and the worker's messages as the JavaScript values
//! posted.

use std::cell::Cell;
use std::collections::BTreeSet;
use std::rc::Rc;

use js_sys::{Array, Function, Object, Reflect, Uint8Array};
use nim_lab::views::explore::protocol::{
    Message, ProtocolError, Reply, Request, SliceCells, VERSION,
};
use nim_solver::{Contradiction, Family, Slice, Variant};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

use crate::support::{change, click, count, find, heap_size, mount, wait};

const LINK: &str = "variant=blocking&heaps=3,4,5&blocks=1&mode=analysis&view=explore&family=blocking&k=1&fix=5&max=20";

/// Puts in place of the page's `Worker`, until dropped, a worker on the page's thread: started,
/// it posts what `answer` gives for `null`; asked, what it gives for the request's data.
struct PageWorker {
    native: JsValue,
}

impl PageWorker {
    fn install(answer: impl FnMut(JsValue) -> Array + 'static) -> PageWorker {
        let window = gloo::utils::window();
        let native = Reflect::get(&window, &JsValue::from_str("Worker")).expect("Worker");
        let make = Function::new_with_args(
            "answer",
            "return class {
               constructor() { setTimeout(() => this.say(answer(null))); }
               postMessage(data) { setTimeout(() => this.say(answer(data))); }
               say(replies) {
                 for (const data of replies) {
                   if (!this.stopped && this.onmessage) this.onmessage(new MessageEvent('message', { data }));
                 }
               }
               terminate() { this.stopped = true; }
             };",
        );
        // Owned by the page from now on: a late timer of a stopped worker still finds it.
        let answer = Closure::<dyn FnMut(JsValue) -> Array>::new(answer).into_js_value();
        let class = make
            .call1(&JsValue::NULL, &answer)
            .expect("the worker's class");
        Reflect::set(&window, &JsValue::from_str("Worker"), &class).expect("replaced");
        PageWorker { native }
    }

    /// A worker that answers as `src/bin/explore_worker.rs` does; `asked` counts its requests.
    fn real(asked: Rc<Cell<u32>>) -> PageWorker {
        PageWorker::install(move |data| {
            if data.is_null() {
                return posted(&[Reply::Ready]);
            }
            asked.set(asked.get() + 1);
            match Request::read_posted(&data) {
                Ok(Request { id, slice }) => match SliceCells::compute(&slice, |_, _| {}) {
                    Ok(cells) => posted(&[
                        Reply::Progress { id, fraction: 0.5 },
                        Reply::Done { id, cells },
                    ]),
                    Err(work) => posted(&[Reply::Refused { id, work }]),
                },
                Err(error) => posted(&[Reply::Unread {
                    error: error.to_string(),
                }]),
            }
        })
    }
}

impl Drop for PageWorker {
    fn drop(&mut self) {
        let _ = Reflect::set(
            &gloo::utils::window(),
            &JsValue::from_str("Worker"),
            &self.native,
        );
    }
}

/// The replies as the data posted.
fn posted(replies: &[Reply]) -> Array {
    replies.iter().map(|reply| reply.to_posted().0).collect()
}

/// The panel's status (`data-status`), once drawn.
fn status(app: &Element) -> Option<String> {
    app.query_selector("[data-testid=explore]")
        .expect("a valid selector")
        .and_then(|panel| panel.get_attribute("data-status"))
}

/// Waits, two seconds at most, for the panel's status to be `want`.
async fn wait_for_status(app: &Element, want: &str) {
    for _ in 0..100 {
        if status(app).as_deref() == Some(want) {
            return;
        }
        wait(20).await;
    }
    assert_eq!(status(app).as_deref(), Some(want));
}

/// The `P` cells the grid drew, from its data.
fn drawn_cells(app: &Element) -> BTreeSet<(u32, u32)> {
    app.query_selector("[data-testid=explore-p]")
        .expect("a valid selector")
        .and_then(|path| path.get_attribute("data-cells"))
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|pair| {
            let (a, b) = pair.split_once(',')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect()
}

/// Types `text` into the field `selector` and commits it, as a person does.
async fn type_into(app: &Element, selector: &str, text: &str) {
    let field: HtmlInputElement = find(app, selector).dyn_into().expect("an input");
    field.set_value(text);
    change(&field).await;
}

/// Presses `key` on the grid.
async fn press(app: &Element, key: &str) {
    press_at_once(app, &[key]).await;
}

/// Presses `keys` on the grid one after the other, with no redraw between them.
async fn press_at_once(app: &Element, keys: &[&str]) {
    for key in keys {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(key);
        init.set_bubbles(true);
        init.set_cancelable(true);
        let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
            .expect("a key");
        find(app, "[data-testid=explore-grid]")
            .dispatch_event(&event)
            .expect("dispatched");
    }
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn the_panel_draws_the_slice_its_worker_computes_and_its_asks_reach_the_app() {
    let asked = Rc::new(Cell::new(0));
    let _worker = PageWorker::real(Rc::clone(&asked));
    let app = mount(LINK).await;
    wait_for_status(&app, "done").await;
    // The panel is drawn in the status line's place, which is gone.
    assert_eq!(count(&app, "[data-testid=explore-host-status]"), 0);
    assert_eq!(
        count(&app, ".layout.with-explore > .explore-host > .explore"),
        1
    );
    let slice = Slice {
        family: Family::of(Variant::Blocking, 1).unwrap(),
        fixed: vec![5],
        max: 20,
    };
    let cells = SliceCells::compute(&slice, |_, _| {}).expect("a small slice");
    assert_eq!(drawn_cells(&app), cells.p.iter().copied().collect());
    let grid = find(&app, "[data-testid=explore-grid]");
    assert_eq!(grid.get_attribute("data-side").as_deref(), Some("21"));
    assert_eq!(grid.get_attribute("data-fixed").as_deref(), Some("5"));
    assert_eq!(grid.get_attribute("data-findings").as_deref(), Some("0"));
    assert_eq!(asked.get(), 1);

    // A smaller max is the app's slice at once, cut from the computed one without the worker.
    type_into(&app, "[data-testid=explore-max]", "10").await;
    wait_for_status(&app, "done").await;
    let grid = find(&app, "[data-testid=explore-grid]");
    assert_eq!(grid.get_attribute("data-side").as_deref(), Some("11"));
    assert_eq!(asked.get(), 1, "from the page's cache");
    // A number it cannot read is the app's notice; the slice stays.
    type_into(&app, "[data-testid=explore-max]", "ten").await;
    let notice = find(&app, "[data-testid=notice]").text_content();
    assert!(
        notice
            .as_deref()
            .is_some_and(|text| text.contains(&nim_lab::t!(ExploreProblemNotWhole))),
        "{notice:?}"
    );
    assert_eq!(
        find(&app, "[data-testid=explore-grid]")
            .get_attribute("data-side")
            .as_deref(),
        Some("11")
    );
    // Another game: the worker computes it.
    let family: HtmlSelectElement = find(&app, "[data-testid=explore-family]")
        .dyn_into()
        .expect("a select");
    family.set_value("nim");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("an event");
    family.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    wait_for_status(&app, "done").await;
    assert_eq!(asked.get(), 2);
    let nim: BTreeSet<(u32, u32)> = (0..=10u32)
        .flat_map(|a| (a..=10).map(move |b| (a, b)))
        .filter(|&(a, b)| 5 ^ a ^ b == 0)
        .collect();
    assert_eq!(drawn_cells(&app), nim, "Nim's P cells: 5 ^ a ^ b = 0");

    // The cursor's cell goes on the board: right twice, down once, Enter puts 5, 1, 2 there;
    // keys faster than the page redraws each move on from where the last left the cursor.
    press_at_once(&app, &["ArrowRight", "ArrowRight", "ArrowDown"]).await;
    assert_eq!(
        find(&app, "[data-testid=explore-grid]")
            .get_attribute("data-cursor")
            .as_deref(),
        Some("1,2")
    );
    press(&app, "Enter").await;
    let sizes: Vec<u32> = (0..3).map(|heap| heap_size(&app, heap)).collect();
    assert_eq!(sizes, [5, 1, 2]);
    assert_eq!(count(&app, "[data-testid=explore]"), 1, "the view stays");

    // Close goes back to the board.
    click(&app, "[data-testid=explore-close]").await;
    assert_eq!(count(&app, "[data-testid=explore]"), 0);
    assert_eq!(count(&app, ".layout.with-explore"), 0);
}

#[wasm_bindgen_test]
async fn wythoffs_slice_has_two_heaps_its_pairs_and_a_picture_of_its_grundy_values() {
    let asked = Rc::new(Cell::new(0));
    let _worker = PageWorker::real(Rc::clone(&asked));
    let app =
        mount("variant=wythoff&heaps=3,5&mode=analysis&view=explore&family=wythoff&max=30").await;
    wait_for_status(&app, "done").await;
    let grid = find(&app, "[data-testid=explore-grid]");
    assert_eq!(grid.get_attribute("data-fixed").as_deref(), Some(""));
    assert_eq!(
        grid.get_attribute("data-picture").as_deref(),
        Some("outcomes")
    );
    // The P cells are the Beatty pairs, and the pairs' overlay agrees with every cell.
    let pairs: BTreeSet<(u32, u32)> = nim_solver::WythoffPair::up_to(30)
        .into_iter()
        .filter(|pair| pair.high <= 30)
        .map(|pair| (pair.low, pair.high))
        .collect();
    assert_eq!(drawn_cells(&app), pairs);
    assert_eq!(grid.get_attribute("data-findings").as_deref(), Some("0"));
    // Two heaps only: the heap count offers 2 and nothing else.
    let heaps: HtmlSelectElement = find(&app, "[data-testid=explore-heaps]")
        .dyn_into()
        .expect("a select");
    assert!(heaps.disabled());
    assert_eq!((heaps.length(), heaps.value()), (1, "2".to_owned()));

    // The second picture: the values on a canvas, told in words under the cursor.
    let values: HtmlInputElement = find(&app, "[data-testid=explore-picture-values]")
        .dyn_into()
        .expect("a radio button");
    values.set_checked(true);
    change(&values).await;
    let grid = find(&app, "[data-testid=explore-grid]");
    assert_eq!(
        grid.get_attribute("data-picture").as_deref(),
        Some("values")
    );
    let label = grid.get_attribute("aria-label").unwrap_or_default();
    assert!(
        label.contains(&nim_lab::t!(ExplorePictureValues)),
        "{label}"
    );
    let canvas: web_sys::HtmlCanvasElement = find(&app, "[data-testid=explore-values]")
        .dyn_into()
        .expect("a canvas");
    assert_eq!(
        (canvas.width(), canvas.height()),
        (31, 31),
        "a pixel a cell"
    );
    assert_eq!(count(&app, "[data-testid=explore-p]"), 0);
    assert_eq!(count(&app, "[data-testid=explore-values-legend]"), 1);
    // Right once, down once: (1, 1), whose options are worth 1, 1 and 0, so its value is 2.
    for key in ["ArrowRight", "ArrowDown"] {
        press(&app, key).await;
    }
    let said = find(&app, "[data-testid=explore-cursor-cell]")
        .text_content()
        .unwrap_or_default();
    assert!(said.contains("Grundy value 2"), "{said}");
    let summary = find(&app, "[data-testid=explore-summary]")
        .text_content()
        .unwrap_or_default();
    assert!(
        summary.contains(&format!("{} cells", 2 * pairs.len() - 1)),
        "{summary}"
    );
    assert_eq!(asked.get(), 1, "one computation gives both pictures");
    // Back to the P-positions.
    let outcomes: HtmlInputElement = find(&app, "[data-testid=explore-picture-outcomes]")
        .dyn_into()
        .expect("a radio button");
    outcomes.set_checked(true);
    change(&outcomes).await;
    assert_eq!(drawn_cells(&app), pairs);
}

#[wasm_bindgen_test]
async fn without_the_workers_files_the_panel_says_the_worker_failed_and_offers_to_try_again() {
    // The test page has no explore_worker_loader.js beside it: the worker fails to start.
    let app = mount(LINK).await;
    wait_for_status(&app, "failed").await;
    let failed = nim_lab::t!(ExploreFailed);
    assert_eq!(
        find(&app, "[data-testid=explore] [role=status]")
            .text_content()
            .as_deref(),
        Some(failed.as_str())
    );
    // Try again starts another worker, which fails again; the form is still the app's.
    click(&app, ".explore-progress button").await;
    wait_for_status(&app, "failed").await;
    assert_eq!(
        find(&app, "[data-testid=explore-fixed-0]")
            .dyn_into::<HtmlInputElement>()
            .expect("an input")
            .value(),
        "5"
    );
}

#[wasm_bindgen_test]
async fn a_worker_of_another_version_or_saying_nonsense_fails_the_panel_never_a_panic() {
    let of_version_99 = |reply: &Reply| {
        let mut bytes = reply.write();
        bytes[0] = 99;
        JsValue::from(Uint8Array::from(bytes.as_slice()))
    };
    let ready = Reply::Ready.to_posted().0;
    let done = Reply::Done {
        id: 1,
        cells: SliceCells::default(),
    };
    // What the worker says when started, and when asked.
    let workers: [(&str, JsValue, JsValue); 5] = [
        (
            "ready, of another version",
            of_version_99(&Reply::Ready),
            JsValue::NULL,
        ),
        (
            "cut short",
            Uint8Array::from(&[VERSION as u8][..]).into(),
            JsValue::NULL,
        ),
        (
            "text, as an old worker posted",
            JsValue::from_str("{\"version\":1,\"message\":\"ready\"}"),
            JsValue::NULL,
        ),
        (
            "done, of another version",
            ready.clone(),
            of_version_99(&done),
        ),
        (
            "it could not read the request",
            ready.clone(),
            Reply::Unread {
                error: ProtocolError::NotBytes.to_string(),
            }
            .to_posted()
            .0,
        ),
    ];
    for (what, started, asked) in workers {
        let _worker = PageWorker::install(move |data| {
            Array::of1(if data.is_null() { &started } else { &asked })
        });
        let app = mount(LINK).await;
        wait_for_status(&app, "failed").await;
        assert_eq!(count(&app, "[data-testid=explore-grid]"), 0, "{what}");
        assert_eq!(
            count(&app, ".explore-progress button"),
            1,
            "{what}: Try again"
        );
    }
}

#[wasm_bindgen_test]
fn the_workers_messages_cross_as_moved_bytes_and_anything_else_is_refused() {
    let request = Request {
        id: 4,
        slice: Slice {
            family: Family::of(Variant::Blocking, 2).unwrap(),
            fixed: vec![3, 100_000],
            max: 1023,
        },
    };
    let (data, transfer) = request.to_posted();
    let bytes = data.dyn_ref::<Uint8Array>().expect("posted as bytes");
    assert_eq!(transfer.length(), 1);
    assert_eq!(
        transfer.get(0),
        JsValue::from(bytes.buffer()),
        "its buffer moved"
    );
    assert_eq!(Request::read_posted(&data), Ok(request));
    for reply in [
        Reply::Ready,
        Reply::Progress {
            id: 1,
            fraction: 0.5,
        },
        Reply::Done {
            id: 2,
            cells: SliceCells {
                p: vec![(0, 0), (1, 2)],
                predicted: vec![(1, 2)],
                contradictions: vec![Contradiction {
                    a: 1,
                    b: 2,
                    searched_p: false,
                }],
                values: vec![0, 1, 1, 2],
            },
        },
        Reply::Refused {
            id: 3,
            work: 1 << 40,
        },
    ] {
        assert_eq!(Reply::read_posted(&reply.to_posted().0), Ok(reply));
    }
    for data in [
        JsValue::NULL,
        JsValue::from(7),
        Object::new().into(),
        JsValue::from_str(""),
    ] {
        assert_eq!(Reply::read_posted(&data), Err(ProtocolError::NotBytes));
        assert_eq!(Request::read_posted(&data), Err(ProtocolError::NotBytes));
    }
}
