//! The shell: the App component (state from the link and storage, the effects (URL, storage,
//! computer), the layout), and beside it the state that composes the views, startup, links,
//! saved games, page keys, the toolbar and the dialogs.

pub mod context;
pub mod dialog;
pub mod host;
pub mod keys;
pub mod language;
pub mod notice;
pub mod platform;
pub mod saved;
pub mod sources;
pub mod startup;
pub mod state;
pub mod toolbar;
pub mod url;

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use self::context::GameContext;
use self::keys::use_page_keys;
use self::language::LanguageMenu;
use self::notice::Notice;
use self::saved::{Saved, STORAGE_KEY};
use self::startup::initial_state;
use self::state::{Action, State};
use self::toolbar::Toolbar;
use crate::boards::board_for;
use crate::components::explain::{explain_host, ExplainProps};
use crate::i18n::Lang;
use crate::model::{EmbedControls, EmbedPanel};
use crate::t;
use crate::views::board::controls::Controls;
use crate::views::board::editor_host;
use crate::views::board::game_controls::GameControls;
use crate::views::board::history::History;
use crate::views::board::slice::BoardAction;
use crate::views::board::turn_panel::TurnPanel;
use crate::views::diagram::DiagramHost;
use crate::views::explore::ExploreHost;
use crate::views::grundy::GrundyHost;
use crate::views::present::present_host;
use crate::views::quiz::quiz_host;
use crate::views::quiz::run::PROGRESS_KEY;
use crate::views::review::review_host;
use crate::views::worksheet::host::WorksheetHost;
use crate::words::{announcement, Title};

/// Where the app takes its start from.
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// The query string to start from; the page's own when `None`.
    #[prop_or_default]
    pub query: Option<AttrValue>,
    /// Whether to read and write localStorage and the address bar (off in component tests).
    #[prop_or(true)]
    pub persist: bool,
}

impl Default for AppProps {
    fn default() -> Self {
        AppProps {
            query: None,
            persist: true,
        }
    }
}

/// Whether the person asked the system for less motion.
pub(crate) fn reduced_motion() -> bool {
    gloo::utils::window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// The page's localStorage, or `None` where the browser refuses it (a sandboxed frame, a private mode).
fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// This tab's storage: a quiz's progress, which a reload keeps and another tab does not share.
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Forgets the progress of every quiz kept in this tab: one was left, so its link starts again.
fn forget_quizzes(storage: &web_sys::Storage) {
    let keys: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|key| key.starts_with(PROGRESS_KEY))
        .collect();
    for key in keys {
        let _ = storage.remove_item(&key);
    }
}

/// The query string the app starts from.
fn start_query(props: &AppProps) -> String {
    props.query.as_ref().map_or_else(
        || {
            gloo::utils::window()
                .location()
                .search()
                .unwrap_or_default()
        },
        ToString::to_string,
    )
}

fn load_state(props: &AppProps) -> State {
    let query = start_query(props);
    let saved = if props.persist {
        local_storage()
            .and_then(|storage| storage.get_item(STORAGE_KEY).ok())
            .flatten()
            .and_then(|text| Saved::restore(&text))
    } else {
        None
    };
    let seed = (crate::app::platform::random() * 9_007_199_254_740_992.0) as u64;
    let link = url::parse(&query);
    // A quiz link reloaded in this tab goes on where it was.
    let progress = link
        .quiz
        .filter(|_| props.persist)
        .and_then(|spec| session_storage()?.get_item(&spec.progress_key()).ok()?);
    let state = initial_state(link, saved, seed);
    match progress {
        Some(text) => state.resume_quiz(&text),
        None => state,
    }
}

/// The app: provider, effects and layout.
#[component]
pub fn App(props: &AppProps) -> Html {
    let state = use_reducer(|| load_state(props));
    // The language shown: the whole page is drawn again when it changes.
    let lang = use_state(crate::i18n::shown);
    {
        // Words asked for before the chunks' words came: fetch them and draw the page again.
        let redraw = use_force_update();
        use_effect(move || {
            if crate::i18n::take_missed() {
                wasm_bindgen_futures::spawn_local(async move {
                    if language::fetch_later().await == Ok(true) {
                        redraw.force_update();
                    }
                });
            }
        });
    }
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |()| {
            if let Some(problem) = language::take_at_start() {
                dispatch.dispatch(Action::Notify(state::Notice::Language(problem)));
            }
        });
    }
    let on_lang = {
        let lang = lang.clone();
        let dispatch = state.dispatcher();
        Callback::from(move |wanted: Lang| {
            let lang = lang.clone();
            let dispatch = dispatch.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match language::show(wanted).await {
                    Ok(shown) => language::remember(shown),
                    Err(problem) => {
                        dispatch.dispatch(Action::Notify(state::Notice::Language(problem)));
                    }
                }
                lang.set(crate::i18n::shown());
            });
        })
    };
    // The worksheet on screen, if any, and how many times Print was asked for (a link opens it
    // ready to print, without printing).
    let worksheet = use_state(|| {
        url::parse(&start_query(props))
            .worksheet
            .map(|spec| (spec, 0))
    });
    let on_worksheet = {
        let worksheet = worksheet.clone();
        Callback::from(move |spec| {
            let printed = worksheet.map_or(0, |(_, n)| n);
            worksheet.set(Some((spec, printed + 1)));
        })
    };
    let close_worksheet = {
        let worksheet = worksheet.clone();
        Callback::from(move |()| worksheet.set(None))
    };
    let game = state.game();
    let analysis = state.answer();
    let context = GameContext {
        state: state.clone(),
        analysis: Rc::clone(&analysis),
    };

    // Keep the address bar and the saved game in step with the board.
    {
        let persist = props.persist;
        // An embedded board keeps no saved game: the visitor's own stays untouched.
        let store = persist && state.embed.is_none();
        let position = url::write(&state.position(), &state.board.settings, state.embed);
        let mut query = match (state.explore(), state.grundy()) {
            (Some(slice), _) => url::with_explore(position, slice),
            (None, Some(spec)) => url::with_grundy(position, spec),
            (None, None) => url::with_view(position, state.view.key()),
        };
        query = url::with_present(query, state.present.is_some());
        // An open quiz is the address: the link the class shares, a reload asks it again.
        if let Some(session) = &state.quiz {
            query = session.run.spec.query();
        }
        // An open sheet stays in the address, so a reload shows it again.
        if let Some((spec, _)) = *worksheet {
            if spec.variant == game.variant() && state.quiz.is_none() {
                query.push('&');
                query.push_str(&spec.params());
            }
        }
        let query = url::with_lang(query, *lang);
        let saved = Saved::of(&state);
        // The quiz's progress, for a reload of its link in this tab.
        let progress = state.quiz.as_ref().map(|s| {
            // Progress read back while the questions wait is kept as it was.
            let text = s.resume.clone().unwrap_or_else(|| s.run.progress());
            (s.run.spec.progress_key(), text)
        });
        use_effect_with((query, saved, progress), move |(query, saved, progress)| {
            if persist {
                if let Some(storage) = session_storage() {
                    if let Some((key, text)) = progress {
                        let _ = storage.set_item(key, text);
                    } else {
                        forget_quizzes(&storage);
                    }
                }
                if let Ok(history) = gloo::utils::window().history() {
                    let _ = history.replace_state_with_url(
                        &wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&format!("?{query}")),
                    );
                }
                if let Some(storage) = local_storage().filter(|_| store) {
                    let _ = storage.set_item(STORAGE_KEY, &saved.to_text());
                }
            }
        });
    }

    // A game whose analysis is not here yet: fetch it, then compute what waited for it; after a
    // failed fetch, again once its notice is gone (Retry).
    {
        let dispatch = state.dispatcher();
        let failed = state.notice == Some(state::Notice::AnalysisFailed);
        use_effect_with(
            (state.analysis_missing(), failed),
            move |&(missing, failed)| {
                if missing && !failed {
                    wasm_bindgen_futures::spawn_local(async move {
                        dispatch.dispatch(match crate::views::analysis::fetch().await {
                            Ok(()) => Action::AnalysisLoaded,
                            Err(_) => Action::Notify(state::Notice::AnalysisFailed),
                        });
                    });
                }
            },
        );
    }

    // The computer thinks briefly, then its move is shown before it is made.
    {
        let dispatch = state.dispatcher();
        let choose = state.computer_to_choose();
        let showing = state.board.pending.is_some();
        use_effect_with(
            (choose, showing, state.board.cursor),
            move |&(choose, showing, _)| {
                let reduced = reduced_motion();
                let timeout = if choose {
                    let delay = if reduced { 150 } else { 450 };
                    Some(Timeout::new(delay, move || {
                        dispatch.dispatch(Action::Board(BoardAction::ComputerChoose));
                    }))
                } else if showing {
                    let delay = if reduced { 600 } else { 1100 };
                    Some(Timeout::new(delay, move || {
                        dispatch.dispatch(Action::Board(BoardAction::CommitPending));
                    }))
                } else {
                    None
                };
                move || drop(timeout)
            },
        );
    }

    // Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) undo and redo anywhere but in a field.
    use_page_keys(true, state.dispatcher(), |event| {
        if !(event.ctrl_key() || event.meta_key()) {
            return None;
        }
        match (event.key().to_lowercase().as_str(), event.shift_key()) {
            ("z", false) => Some(Action::Board(BoardAction::Undo)),
            ("y", _) | ("z", true) => Some(Action::Board(BoardAction::Redo)),
            _ => None,
        }
    });

    // The page an embed sits in, if any, and the only origin it may have (`origin=`).
    let origin = use_memo((), |()| {
        url::parse(&start_query(props)).origin.map(AttrValue::from)
    });
    let framed = props.persist && state.embed.is_some() && host::parent().is_some();

    let variant = state.board.setup.variant;
    let embed = state.embed.is_some();
    // An embed of the diagram or of a Grundy sequence shows that view alone.
    let single = embed && (state.diagram().is_some() || state.grundy().is_some());
    let controls = state.embed.map_or(EmbedControls::Full, |e| e.controls);
    let panel = state.embed.map_or(EmbedPanel::Full, |e| e.panel);
    let mover = state.mover();
    let hints = state.board.settings.hints;
    let in_quiz = state.quiz.is_some();
    let quiz_over = state.quiz.as_ref().is_some_and(|s| s.run.finished());
    // In a quiz the turn line shows only while a move is asked (the pass's status always).
    let turn = if !in_quiz || state.board_enabled() {
        html! { <TurnPanel /> }
    } else if state.game().pass_available().is_some() && !quiz_over {
        html! { <GameControls /> }
    } else {
        Html::default()
    };
    let said = announcement(&state.announcement, &state.board.settings);
    if state.present.is_some() && !embed {
        return html! {
            <ContextProvider<GameContext> context={context}>
                { present_host() }
                <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">{ said }</div>
            </ContextProvider<GameContext>>
        };
    }
    html! {
        <ContextProvider<GameContext> context={context}>
            <div class={classes!("app", embed.then_some("embed"), hints.then_some("with-hints"))}
                data-variant={variant.key()} key={lang.tag()}>
                if !embed {
                    <header class="masthead">
                        <h1>{ "Nim Lab" }</h1>
                        <p class="tagline">{ t!(Tagline) }</p>
                        <Toolbar on_worksheet={on_worksheet}>
                            if language::OFFERED.len() > 1 {
                                <LanguageMenu shown={*lang} offered={language::OFFERED.to_vec()} on_choose={on_lang} />
                            }
                        </Toolbar>
                    </header>
                }
                <Notice />
                if let Some((spec, print_request)) = *worksheet {
                    <WorksheetHost spec={spec} print_request={print_request} on_close={close_worksheet} />
                }
                <main class={classes!("layout", state.diagram().is_some().then_some("with-diagram"), state.explore().is_some().then_some("with-explore"), state.grundy().is_some().then_some("with-grundy"), (state.review() && !embed).then_some("with-review"), (single || (embed && in_quiz)).then_some("single"))}>
                    if single {
                        // The diagram is of the board's game; a sequence names its own rule.
                        if state.diagram().is_some() {
                            <h1 class="embed-title">{ variant.name() }</h1>
                        }
                    } else {
                    <section class="play" aria-label={crate::words::present::board_label(&variant.name())}>
                        if embed {
                            <h1 class="embed-title">{ variant.name() }</h1>
                        }
                        if controls != EmbedControls::None && !in_quiz {
                            <Controls />
                        }
                        if in_quiz {
                            { quiz_host() }
                        }
                        if !quiz_over {
                            { turn }
                            { board_for(&state.game()) }
                        }
                        if controls == EmbedControls::Full && !in_quiz {
                            <History />
                        }
                    </section>
                    }
                    if state.diagram().is_some() {
                        <DiagramHost />
                    }
                    if state.explore().is_some() {
                        <ExploreHost />
                    }
                    if state.grundy().is_some() {
                        <GrundyHost />
                    }
                    if state.review() && !embed {
                        { review_host() }
                    }
                    if hints && panel != EmbedPanel::None && !quiz_over && !single {
                        <aside class="side">
                            { explain_host(ExplainProps {
                                game: game.clone(),
                                analysis: (*analysis).clone(),
                                parts: panel,
                                next_player: state.name(mover),
                                previous_player: state.name(mover.other()),
                            }) }
                        </aside>
                    }
                    if !embed && !in_quiz {
                        <aside class="side setup">
                            { editor_host() }
                        </aside>
                    }
                </main>
                <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcer">
                    { said }
                </div>
                // Talks with the embedding page: its height, this page's events, its commands.
                if framed {
                    <div hidden=true>{ host::bridge_host(host::web::BridgeProps { origin: (*origin).clone() }) }</div>
                }
                if !embed {
                    <footer class="footer">
                        <p>{ t!(KeyboardHelp) }</p>
                    </footer>
                }
            </div>
        </ContextProvider<GameContext>>
    }
}
