//! The Explore worker's messages as real JavaScript objects: written and read back equal, and
//! anything malformed read as an error, never a panic; and the page's place for the view without its
//! own wasm.

use js_sys::{Array, Object, Reflect, Uint32Array};
use nim_lab::views::explore::protocol::{
    read_reply, read_request, write_reply, write_request, ProtocolError, Reply, Request, SliceCells,
};
use nim_solver::{Contradiction, Family, Slice, Variant};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in fields {
        Reflect::set(&object, &JsValue::from_str(key), value).expect("an object takes a field");
    }
    object.into()
}

#[wasm_bindgen_test]
fn requests_and_replies_cross_as_objects_unchanged() {
    let request = Request {
        id: 4,
        slice: Slice {
            family: Family::of(Variant::Blocking, 2).unwrap(),
            fixed: vec![3, 100_000],
            max: 1023,
        },
    };
    assert_eq!(read_request(&write_request(&request)), Ok(request));
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
            },
        },
        Reply::Refused {
            id: 3,
            work: 1 << 40,
        },
    ] {
        assert_eq!(read_reply(&write_reply(&reply)), Ok(reply));
    }
}

#[wasm_bindgen_test]
fn a_plain_array_of_fixed_heaps_is_read_too() {
    let fixed: Array = [5u32, 6].iter().map(|&h| JsValue::from(h)).collect();
    let message = object(&[
        ("id", 1.into()),
        ("family", "nim".into()),
        ("fixed", fixed.into()),
        ("max", 63.into()),
    ]);
    let request = read_request(&message).expect("a request");
    assert_eq!(request.slice.fixed, vec![5, 6]);
}

#[wasm_bindgen_test]
fn malformed_messages_are_errors() {
    assert_eq!(
        read_reply(&JsValue::from_str("done")),
        Err(ProtocolError::NotAnObject)
    );
    assert_eq!(
        read_request(&JsValue::NULL),
        Err(ProtocolError::NotAnObject)
    );
    assert_eq!(
        read_reply(&object(&[])),
        Err(ProtocolError::Missing("kind"))
    );
    let negative: Array = [JsValue::from(1), JsValue::from(-2)].into_iter().collect();
    let done = |p: JsValue| {
        object(&[
            ("kind", "done".into()),
            ("id", 1.into()),
            ("p", p),
            ("predicted", Uint32Array::new_with_length(0).into()),
            ("found", Uint32Array::new_with_length(0).into()),
        ])
    };
    assert_eq!(
        read_reply(&done(negative.into())),
        Err(ProtocolError::Missing("p"))
    );
    assert_eq!(
        read_reply(&done(JsValue::from(-1))),
        Err(ProtocolError::Missing("p"))
    );
    assert_eq!(
        read_reply(&done(Uint32Array::new_with_length(3).into())),
        Err(ProtocolError::Ragged("p"))
    );
    assert!(read_reply(&done(Uint32Array::new_with_length(4).into())).is_ok());
}

#[wasm_bindgen_test]
async fn the_view_says_it_loads_and_then_that_it_could_not_be_loaded_without_its_files() {
    let (loading, not_loaded) = (nim_lab::t!(ExploreLoading), nim_lab::t!(ExploreNotLoaded));
    // The test page has no explore_view.js beside it: the view's own wasm cannot be had.
    let app = crate::support::mount("?view=explore&family=nim&fix=5&max=20").await;
    let status = || {
        app.query_selector(".explore-host [role=status]")
            .expect("a valid selector")
            .and_then(|status| status.text_content())
    };
    assert_eq!(status().as_deref(), Some(loading.as_str()));
    for _ in 0..100 {
        if status().as_deref() == Some(not_loaded.as_str()) {
            break;
        }
        crate::support::wait(20).await;
    }
    assert_eq!(status().as_deref(), Some(not_loaded.as_str()));
    assert_eq!(crate::support::count(&app, ".explore-mount *"), 0);
}
