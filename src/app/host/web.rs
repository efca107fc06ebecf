//! The messages as JavaScript objects: one reader of commands, one writer of events, and the
//! hook that listens to the embedding page and tells it what happened.

use gloo::events::EventListener;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::{action, events, Command, Event, GameState, HostError, Restore, NAME, VERSION};
use crate::app::context::use_game;
use crate::app::state::State;

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(object, &key.into(), &value.into());
}

/// A list of texts, or `None` if `value` is not an array of strings.
fn texts(value: &JsValue) -> Option<Vec<String>> {
    if value.is_undefined() {
        return Some(Vec::new());
    }
    let array = value.dyn_ref::<Array>()?;
    array.iter().map(|item| item.as_string()).collect()
}

/// Reads a message: `None` when it is not a command for Nim Lab (other scripts talk on the same
/// channel), else the command (or why it cannot be one) and the `id` to answer with.
pub fn read(data: &JsValue) -> Option<(Result<Command, HostError>, JsValue)> {
    if !data.is_object() || get(data, "target").as_string().as_deref() != Some(NAME) {
        return None;
    }
    let id = get(data, "id");
    let version = get(data, "version");
    if version.as_f64() != Some(f64::from(VERSION)) {
        let found = version
            .as_f64()
            .map(|number| number.to_string())
            .or_else(|| version.as_string())
            .unwrap_or_else(|| "?".into());
        return Some((Err(HostError::Version(found)), id));
    }
    let field = |command, field| HostError::Field { command, field };
    let command = match get(data, "command").as_string().as_deref() {
        Some("setPosition") => get(data, "position")
            .as_string()
            .map(Command::SetPosition)
            .ok_or(field("setPosition", "position")),
        Some("newGame") => Ok(Command::NewGame),
        Some("undo") => Ok(Command::Undo),
        Some("redo") => Ok(Command::Redo),
        Some("setHints") => get(data, "on")
            .as_bool()
            .map(Command::SetHints)
            .ok_or(field("setHints", "on")),
        Some("getState") => Ok(Command::GetState),
        Some("setState") => read_restore(&get(data, "state")).map(Command::SetState),
        Some(other) => Err(HostError::Unknown(other.to_owned())),
        None => Err(field("?", "command")),
    };
    Some((command, id))
}

fn read_restore(state: &JsValue) -> Result<Restore, HostError> {
    let field = |field| HostError::Field {
        command: "setState",
        field,
    };
    if !state.is_object() {
        return Err(field("state"));
    }
    let text = |key, name| {
        let value = get(state, key);
        if value.is_undefined() {
            Ok(None)
        } else {
            value.as_string().map(Some).ok_or(field(name))
        }
    };
    Ok(Restore {
        start: text("start", "state.start")?,
        position: text("position", "state.position")?,
        moves: texts(&get(state, "moves")).ok_or(field("state.moves"))?,
    })
}

fn strings(items: &[String]) -> Array {
    items.iter().map(|s| JsValue::from_str(s)).collect()
}

fn state_object(state: &GameState) -> Object {
    let object = Object::new();
    set(&object, "position", state.position.as_str());
    set(&object, "start", state.start.as_str());
    set(&object, "moves", strings(&state.moves));
    let outcome = state.outcome.map_or(JsValue::NULL, |outcome| {
        JsValue::from_str(match outcome {
            nim_solver::Outcome::PreviousPlayerWins => "P",
            nim_solver::Outcome::NextPlayerWins => "N",
        })
    });
    set(&object, "outcome", outcome);
    set(&object, "winningMoves", strings(&state.winning_moves));
    object
}

/// Writes an event as its message, answering the command `id` where there was one.
pub fn write(event: &Event, id: &JsValue) -> Object {
    let message = Object::new();
    set(&message, "source", NAME);
    set(&message, "version", VERSION);
    set(&message, "type", event.kind());
    if !id.is_undefined() {
        set(&message, "id", id.clone());
    }
    match event {
        Event::Ready(state) | Event::State(state) => set(&message, "state", state_object(state)),
        Event::Height(height) => set(&message, "height", *height),
        Event::Move {
            player,
            mv,
            before,
            after,
            threw_win,
        } => {
            set(&message, "player", *player);
            set(&message, "move", mv.as_str());
            set(&message, "before", before.as_str());
            set(&message, "after", after.as_str());
            set(&message, "threwWin", *threw_win);
        }
        Event::GameOver { winner } => set(&message, "winner", *winner),
        Event::QuizAnswer { question, correct } => {
            set(&message, "question", *question as f64);
            set(&message, "correct", *correct);
        }
        Event::QuizDone { score, total } => {
            set(&message, "score", *score as f64);
            set(&message, "total", *total as f64);
        }
        Event::Error(error) => {
            set(
                &message,
                "message",
                crate::words::notices::host_error(error),
            );
            set(&message, "code", error.code());
        }
    }
    message
}

/// The embedding page, and the origin it must have (`*`: any).
#[derive(Clone)]
struct Host {
    parent: web_sys::Window,
    origin: String,
}

impl Host {
    /// The page this one is framed in, if any.
    fn find(origin: Option<&str>) -> Option<Host> {
        Some(Host {
            parent: super::parent()?,
            origin: origin.unwrap_or("*").to_owned(),
        })
    }

    fn tell(&self, event: &Event, id: &JsValue) {
        let _ = self.parent.post_message(&write(event, id), &self.origin);
    }

    /// Whether a message came from this page (and from its origin, when one is set).
    fn sent(&self, event: &web_sys::MessageEvent) -> bool {
        let from_parent = event.source().is_some_and(|s| Object::is(&s, &self.parent));
        from_parent && (self.origin == "*" || event.origin() == self.origin)
    }
}

/// Tells the embedding page the height of this one now and on every resize; both live until
/// dropped.
fn report_height(
    host: Host,
) -> Option<(
    web_sys::ResizeObserver,
    wasm_bindgen::closure::Closure<dyn FnMut()>,
)> {
    let root = web_sys::window()?.document()?.document_element()?;
    let measured = root.clone();
    let post = move || {
        let height = f64::from(measured.scroll_height());
        host.tell(&Event::Height(height), &JsValue::UNDEFINED);
    };
    let callback = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(post);
    let observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    observer.observe(&root);
    Some((observer, callback))
}

/// What the bridge needs besides the app's context.
#[derive(Properties, PartialEq, Clone)]
pub struct BridgeProps {
    /// The only origin to take commands from and tell events to (`origin=`); any when `None`.
    pub origin: Option<AttrValue>,
}

/// In an embed framed by another page (its own chunk, fetched only there): the page's commands
/// become actions, and each change of the state it can see becomes an event, after a first
/// `ready`. Draws nothing.
#[component]
pub fn Bridge(props: &BridgeProps) -> Html {
    let state = use_game().state;
    // A copy, not the handle: a handle always reads the newest state.
    let latest = use_mut_ref(|| None::<State>);
    let origin = props.origin.clone();
    // After each render: what changed since the last one, told in order.
    {
        let (latest, state, origin) = (latest.clone(), state.clone(), origin.clone());
        use_effect(move || {
            let previous = latest.borrow_mut().replace((*state).clone());
            if let (Some(host), Some(before)) = (Host::find(origin.as_deref()), previous) {
                for event in events(&before, &state) {
                    host.tell(&event, &JsValue::UNDEFINED);
                }
            }
        });
    }
    let dispatcher = state.dispatcher();
    use_effect_with(origin, move |origin| {
        let listening = Host::find(origin.as_deref()).map(|host| {
            let (answers, current) = (host.clone(), latest.clone());
            let listener = EventListener::new(&gloo::utils::window(), "message", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                if !answers.sent(event) {
                    return;
                }
                let (Some((command, id)), Some(state)) =
                    (read(&event.data()), current.borrow().clone())
                else {
                    return;
                };
                match command.and_then(|command| action(&state, command)) {
                    Ok(Some(action)) => dispatcher.dispatch(action),
                    Ok(None) => answers.tell(&Event::State(GameState::of(&state)), &id),
                    Err(error) => answers.tell(&Event::Error(error), &id),
                }
            });
            if let Some(state) = latest.borrow().as_ref() {
                host.tell(&Event::Ready(GameState::of(state)), &JsValue::UNDEFINED);
            }
            (listener, report_height(host))
        });
        move || {
            if let Some((_listener, Some((observer, _callback)))) = listening {
                observer.disconnect();
            }
        }
    });
    Html::default()
}
