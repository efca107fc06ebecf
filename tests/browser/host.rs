//! The embed's messages as the page's JavaScript writes and reads them: one reader of commands,
//! one writer of events (`app::host::web`).

use js_sys::{Object, Reflect, JSON};
use nim_lab::app::host::web::{read, write};
use nim_lab::app::host::{Command, Event, HostError, Restore};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn message(json: &str) -> JsValue {
    JSON::parse(json).expect("JSON")
}

fn command(json: &str) -> Option<Result<Command, HostError>> {
    read(&message(json)).map(|(command, _)| command)
}

#[wasm_bindgen_test]
fn commands_are_read_and_other_messages_are_left_alone() {
    assert_eq!(command(r#"{"source": "nim-lab", "type": "ready"}"#), None);
    assert_eq!(command(r#""setPosition""#), None);
    assert_eq!(
        command(
            r#"{"target": "nim-lab", "version": 1, "command": "setPosition", "position": "heaps=1,2"}"#
        ),
        Some(Ok(Command::SetPosition("heaps=1,2".into())))
    );
    assert_eq!(
        command(r#"{"target": "nim-lab", "version": 1, "command": "setHints", "on": false}"#),
        Some(Ok(Command::SetHints(false)))
    );
    assert_eq!(
        command(
            r#"{"target": "nim-lab", "version": 1, "command": "setState", "state": {"start": "heaps=3", "moves": ["t0-1"]}}"#
        ),
        Some(Ok(Command::SetState(Restore {
            start: Some("heaps=3".into()),
            moves: vec!["t0-1".into()],
            position: None,
        })))
    );
    assert_eq!(
        command(r#"{"target": "nim-lab", "version": 1, "command": "setHints", "on": "yes"}"#),
        Some(Err(HostError::Field {
            command: "setHints",
            field: "on"
        }))
    );
    assert_eq!(
        command(
            r#"{"target": "nim-lab", "version": 1, "command": "setState", "state": {"moves": [1]}}"#
        ),
        Some(Err(HostError::Field {
            command: "setState",
            field: "state.moves"
        }))
    );
    assert_eq!(
        command(r#"{"target": "nim-lab", "version": 1, "command": "jump"}"#),
        Some(Err(HostError::Unknown("jump".into())))
    );
    assert_eq!(
        command(r#"{"target": "nim-lab", "version": 2, "command": "undo"}"#),
        Some(Err(HostError::Version("2".into())))
    );
    let (_, id) = read(&message(
        r#"{"target": "nim-lab", "version": 1, "command": "getState", "id": 7}"#,
    ))
    .expect("a command");
    assert_eq!(id.as_f64(), Some(7.0));
}

#[wasm_bindgen_test]
fn events_are_written_with_their_fields_and_an_answer_carries_its_id() {
    let written = |event: &Event, id: JsValue| -> String {
        let object: Object = write(event, &id);
        JSON::stringify(&object).expect("JSON").into()
    };
    let moved = Event::Move {
        player: "you",
        mv: "t0-1".into(),
        before: "variant=nim&heaps=3,4,5".into(),
        after: "variant=nim&heaps=1,4,5&turn=2".into(),
        threw_win: false,
    };
    assert_eq!(
        written(&moved, JsValue::UNDEFINED),
        r#"{"source":"nim-lab","version":1,"type":"move","player":"you","move":"t0-1","before":"variant=nim&heaps=3,4,5","after":"variant=nim&heaps=1,4,5&turn=2","threwWin":false}"#
    );
    let error = write(&Event::Error(HostError::NothingToUndo), &JsValue::from(3));
    let field = |key: &str| Reflect::get(&error, &key.into()).expect("field");
    assert_eq!(field("type").as_string().as_deref(), Some("error"));
    assert_eq!(
        field("code").as_string().as_deref(),
        Some("nothing-to-undo")
    );
    assert_eq!(field("id").as_f64(), Some(3.0));
    assert!(field("message").as_string().is_some_and(|m| !m.is_empty()));
    assert_eq!(
        written(
            &Event::QuizDone {
                score: 7,
                total: 10
            },
            JsValue::UNDEFINED
        ),
        r#"{"source":"nim-lab","version":1,"type":"quizdone","score":7,"total":10}"#
    );
}
