//! The `<nim-lab>` element and its messages, as an author's page uses them: the example lesson
//! served from another origin (a second loopback port) than the app it frames.

use std::path::Path;
use std::time::Duration;

use nim_lab_e2e::{Browser, Error, Result};
use nim_lab_static_server::StaticServer;
use serde_json::{json, Value};

/// The example lesson on a server of its own, its script and links pointing at the app's site.
struct Lesson {
    _dir: tempfile::TempDir,
    server: StaticServer,
}

impl Lesson {
    fn serve(app: &str) -> Result<Lesson> {
        let dist =
            std::env::var("NIM_LAB_DIST").map_err(|_| Error::MissingEnvironment("NIM_LAB_DIST"))?;
        let io = |action: &str| {
            let action = action.to_owned();
            move |source| Error::Io { action, source }
        };
        let page = std::fs::read_to_string(Path::new(&dist).join("examples/nim-sum-lesson.html"))
            .map_err(io("reading the example lesson"))?;
        assert!(
            page.contains("src=\"../nim-lab.js\""),
            "the lesson loads the element's script"
        );
        let page = page.replace("\"../", &format!("\"{app}"));
        let dir = tempfile::tempdir().map_err(io("creating the lesson's folder"))?;
        std::fs::create_dir(dir.path().join("examples")).map_err(io("creating examples/"))?;
        std::fs::write(dir.path().join("examples/nim-sum-lesson.html"), page)
            .map_err(io("writing the lesson"))?;
        let server = StaticServer::start(dir.path())
            .map_err(|error| Error::Unexpected(format!("starting the lesson's server: {error}")))?;
        Ok(Lesson { _dir: dir, server })
    }

    fn url(&self) -> String {
        format!("{}examples/nim-sum-lesson.html", self.server.base_url())
    }
}

/// Opens the lesson from its own origin, and waits until the element `id` says it is ready.
fn open_lesson(browser: &Browser) -> Result<Lesson> {
    let lesson = Lesson::serve(browser.base_url())?;
    assert_ne!(
        origin(&lesson.url()),
        origin(browser.base_url()),
        "the lesson and the app are on two origins"
    );
    browser.goto(&lesson.url())?;
    // Every nimlab- event the page hears from now on, with the element it came from.
    browser.execute(
        "window.told = [];
         for (const type of ['ready', 'move', 'gameover', 'quizanswer', 'quizdone', 'error']) {
           document.addEventListener('nimlab-' + type, (e) =>
             told.push({ on: e.target.id, type, detail: e.detail }));
         }",
        Vec::new(),
    )?;
    ready(browser, "play")?;
    Ok(lesson)
}

fn origin(url: &str) -> String {
    url.split('/').take(3).collect::<Vec<_>>().join("/")
}

/// How long an app booting in a frame may take: several boot at once on a loaded CI machine.
const BOOT: Duration = Duration::from_secs(40);

/// The value a promise the script returns settles to within `limit` (a rejection as `{error}`).
fn settle(browser: &Browser, what: &str, limit: Duration, script: &str) -> Result<Value> {
    browser.execute(
        &format!(
            "window.settled = undefined;
             Promise.resolve((() => {{ {script} }})()).then(
               (value) => (window.settled = {{ value }}),
               (error) => (window.settled = {{ error: String(error) }}));"
        ),
        Vec::new(),
    )?;
    browser.wait_within(what, limit, |b| {
        Ok(!b
            .execute("return window.settled === undefined;", Vec::new())?
            .as_bool()
            .unwrap_or(true))
    })?;
    browser.execute("return window.settled;", Vec::new())
}

/// Waits until the element with this id is ready (scrolled to first, as it loads when near).
fn ready(browser: &Browser, id: &str) -> Result<()> {
    let ready = settle(
        browser,
        &format!("#{id} to be ready"),
        BOOT,
        &format!(
            "const element = document.getElementById('{id}'); element.scrollIntoView(); \
             return element.ready.then(() => true);"
        ),
    )?;
    assert_eq!(ready, json!({ "value": true }), "#{id} is ready");
    Ok(())
}

/// The element's state, from `getState()`.
fn state(browser: &Browser, id: &str) -> Result<Value> {
    let state = settle(
        browser,
        &format!("#{id} to give its state"),
        browser.timeout(),
        &format!("return document.getElementById('{id}').getState();"),
    )?;
    Ok(state["value"].clone())
}

/// The events heard so far of one type from one element, as their details.
fn told(browser: &Browser, id: &str, kind: &str) -> Result<Vec<Value>> {
    let all = browser.execute("return told;", Vec::new())?;
    Ok(all
        .as_array()
        .into_iter()
        .flatten()
        .filter(|e| e["on"] == id && e["type"] == kind)
        .map(|e| e["detail"].clone())
        .collect())
}

/// The heap sizes the board in the element's frame draws.
fn heaps_in(browser: &Browser, id: &str, sizes: &[u32]) -> Result<()> {
    browser.enter_shadow_frame(&format!("#{id}"))?;
    let drawn = (|| {
        for (heap, size) in sizes.iter().enumerate() {
            browser.wait_for(&format!("[data-testid=heap-{heap}][data-size='{size}']"))?;
        }
        Ok(())
    })();
    browser.leave_frame()?;
    drawn
}

/// Whether the board in `#play` shows its hints.
fn has_hints(browser: &Browser) -> Result<bool> {
    browser.enter_shadow_frame("#play")?;
    let found = browser
        .find_all(".app.with-hints")
        .map(|found| !found.is_empty());
    browser.leave_frame()?;
    found
}

/// Clicks in the element's frame.
fn click_in(browser: &Browser, id: &str, css: &str) -> Result<()> {
    browser.enter_shadow_frame(&format!("#{id}"))?;
    let clicked = browser.click(css);
    browser.leave_frame()?;
    clicked
}

#[test]
fn the_lesson_on_another_origin_sets_positions_hears_moves_and_reveals_the_win() -> Result<()> {
    let browser = Browser::launch()?;
    let _lesson = open_lesson(&browser)?;
    heaps_in(&browser, "play", &[3, 4, 5])?;
    // A button in the text moves the board.
    browser.click("[data-position*='1,2,3']")?;
    heaps_in(&browser, "play", &[1, 2, 3])?;
    assert_eq!(
        state(&browser, "play")?["position"],
        "variant=nim&heaps=1,2,3"
    );
    // A move on the board is told with its fields: 3-4-5 to 1-4-5 keeps the win.
    browser.execute(
        "document.getElementById('play').position = 'variant=nim&heaps=3,4,5';",
        Vec::new(),
    )?;
    heaps_in(&browser, "play", &[3, 4, 5])?;
    click_in(&browser, "play", "[data-testid=counter-0-1]")?;
    browser.wait_until("the move event", |b| {
        Ok(!told(b, "play", "move")?.is_empty())
    })?;
    assert_eq!(
        told(&browser, "play", "move")?[0],
        json!({
            "player": "you",
            "move": "t0-1",
            "before": "variant=nim&heaps=3,4,5",
            "after": "variant=nim&heaps=1,4,5&turn=2",
            "threwWin": false,
        })
    );
    // The winning move ends the game: game over names the reader, and the paragraph shows.
    assert!(!browser.find("[data-testid=won]")?.is_displayed()?);
    browser.execute(
        "document.getElementById('play').position = 'variant=nim&heaps=2';",
        Vec::new(),
    )?;
    heaps_in(&browser, "play", &[2])?;
    click_in(&browser, "play", "[data-testid=counter-0-0]")?;
    browser.wait_until("the game-over event", |b| {
        Ok(!told(b, "play", "gameover")?.is_empty())
    })?;
    assert_eq!(
        told(&browser, "play", "gameover")?,
        vec![json!({ "winner": "you" })]
    );
    browser.wait_until("the paragraph for a win", |b| {
        b.find("[data-testid=won]")?.is_displayed()
    })?;
    let moves = told(&browser, "play", "move")?;
    assert_eq!(moves.last().map(|m| m["move"].clone()), Some(json!("t0-0")));
    browser.close()
}

#[test]
fn a_bad_command_is_answered_with_an_error_and_changes_nothing() -> Result<()> {
    let browser = Browser::launch()?;
    let _lesson = open_lesson(&browser)?;
    let before = state(&browser, "play")?;
    assert_eq!(before["outcome"], "N");
    assert_eq!(
        before["winningMoves"],
        json!(["variant=nim&heaps=1,4,5&turn=2"])
    );
    browser.execute(
        "document.getElementById('play').position = 'variant=nim&heaps=3,x';",
        Vec::new(),
    )?;
    browser.wait_until("an error event", |b| {
        Ok(!told(b, "play", "error")?.is_empty())
    })?;
    let error = &told(&browser, "play", "error")?[0];
    assert_eq!(error["code"], "bad-position");
    assert!(
        error["message"]
            .as_str()
            .is_some_and(|m| m.contains("\"x\"")),
        "{error}"
    );
    // A command the app does not know, sent as a plain message to the frame.
    browser.execute(
        "const frame = document.getElementById('play').shadowRoot.querySelector('iframe');
         frame.contentWindow.postMessage({ target: 'nim-lab', version: 1, command: 'fly' }, new URL(frame.src).origin);
         frame.contentWindow.postMessage({ target: 'nim-lab', version: 2, command: 'undo' }, new URL(frame.src).origin);",
        Vec::new(),
    )?;
    browser.wait_until("two more errors", |b| {
        Ok(told(b, "play", "error")?.len() == 3)
    })?;
    let errors = told(&browser, "play", "error")?;
    assert_eq!(errors[1]["code"], "unknown-command");
    assert!(
        errors[1]["message"]
            .as_str()
            .is_some_and(|m| m.contains("fly")),
        "{}",
        errors[1]
    );
    assert_eq!(errors[2]["code"], "version");
    assert_eq!(state(&browser, "play")?, before, "nothing changed");
    heaps_in(&browser, "play", &[3, 4, 5])?;
    // A switch written bare, as HTML's own, turns the hints on.
    assert!(!has_hints(&browser)?);
    browser.execute(
        "document.getElementById('play').setAttribute('hints', '');",
        Vec::new(),
    )?;
    browser.wait_until("the hints to show", has_hints)?;
    assert_eq!(state(&browser, "play")?, before, "the game went on");
    browser.close()
}

#[test]
fn two_elements_keep_separate_games_and_an_attribute_changes_the_board_in_place() -> Result<()> {
    let browser = Browser::launch()?;
    let _lesson = open_lesson(&browser)?;
    ready(&browser, "friends")?;
    heaps_in(&browser, "friends", &[1, 4, 7])?;
    click_in(&browser, "friends", "[data-testid=counter-2-5]")?;
    heaps_in(&browser, "friends", &[1, 4, 5])?;
    assert_eq!(state(&browser, "friends")?["moves"], json!(["t2-5"]));
    // The element's position follows the game without being asked.
    browser.wait_until("the element's position to follow the move", |b| {
        let position = b.execute(
            "return document.getElementById('friends').position;",
            Vec::new(),
        )?;
        Ok(position == "variant=nim&heaps=1,4,5&turn=2")
    })?;
    assert_eq!(
        state(&browser, "play")?["moves"],
        json!([]),
        "the other game is untouched"
    );
    assert!(told(&browser, "play", "move")?.is_empty());
    // An attribute set after creation: the same page in the frame shows the new heaps.
    browser.enter_shadow_frame("#friends")?;
    browser.execute("window.sameDocument = true;", Vec::new())?;
    browser.leave_frame()?;
    browser.execute(
        "document.getElementById('friends').setAttribute('heaps', '6,6');",
        Vec::new(),
    )?;
    heaps_in(&browser, "friends", &[6, 6])?;
    browser.enter_shadow_frame("#friends")?;
    let same = browser.execute("return window.sameDocument === true;", Vec::new());
    browser.leave_frame()?;
    assert_eq!(same?, json!(true), "the frame was not reloaded");
    assert_eq!(
        state(&browser, "friends")?["position"],
        "variant=nim&heaps=6,6"
    );
    // The diagram's element draws the diagram of 432.
    ready(&browser, "diagram")?;
    browser.enter_shadow_frame("#diagram")?;
    let diagram = browser.wait_for("[data-testid=diagram]");
    browser.leave_frame()?;
    diagram?;
    browser.screenshot_at("lesson-desktop", 1366, 768)?;
    browser.screenshot_at("lesson-phone", 390, 844)?;
    let violations = browser.axe_violations()?;
    assert!(
        violations.is_empty(),
        "axe-core on the lesson: {violations:?}"
    );
    browser.close()
}

#[test]
fn the_embed_dialog_writes_an_element_that_works_pasted_into_a_page() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=4,3,2&mode=two&hints=1")?;
    browser.click("[data-testid=embed]")?;
    // The dialog's form comes with its chunk.
    browser.wait_for("[data-testid=embed-view]")?;
    browser.set_field("[data-testid=embed-view]", "diagram", "change")?;
    browser.wait_until("both forms to show the diagram", |b| {
        let element = b.find("[data-testid=embed-element]")?.prop("value")?;
        let frame = b.find("[data-testid=embed-snippet]")?.prop("value")?;
        Ok(element.is_some_and(|s| s.contains("view=\"diagram\""))
            && frame.is_some_and(|s| s.contains("view=diagram")))
    })?;
    let element = browser
        .find("[data-testid=embed-element]")?
        .prop("value")?
        .unwrap_or_default();
    assert!(
        element.contains("heaps=\"4,3,2\"") && element.contains("<a href="),
        "{element}"
    );
    // Pasted into a page as an author would (a page of its own, a blob URL).
    browser.execute(
        "const page = '<!doctype html><html lang=en><title>Host</title><body><main>' + arguments[0] + '</main></body></html>'; \
         location.href = URL.createObjectURL(new Blob([page], { type: 'text/html' }));",
        vec![Value::String(element)],
    )?;
    browser.wait_for("nim-lab")?;
    let ready = settle(
        &browser,
        "the pasted element to be ready",
        BOOT,
        "return document.querySelector('nim-lab').ready.then(() => true);",
    )?;
    assert_eq!(ready, json!({ "value": true }));
    browser.enter_shadow_frame("nim-lab")?;
    let drawn = browser.wait_for("[data-testid=diagram]").map(drop);
    let board = browser
        .find_all("[data-testid=heap-0]")
        .map(|found| found.len());
    browser.leave_frame()?;
    drawn?;
    assert_eq!(board?, 0, "the diagram alone");
    browser.close()
}

#[test]
fn an_element_takes_the_position_fields_of_every_game() -> Result<()> {
    let browser = Browser::launch()?;
    let _lesson = open_lesson(&browser)?;
    let positions = [
        ("fibonacci", "variant=fibonacci&heap=20&last=3"),
        ("staircase", "variant=staircase&steps=3,1,4"),
        ("moore", "variant=moore&k=2&heaps=3,5,6"),
        ("coins", "variant=coins&rule=mock&coins=THHT"),
        ("corners", "variant=corners&heads=2:2,3:3"),
        (
            "hackenbush",
            "variant=hackenbush&edges=g-1,1-2,2-2&at=1:2:2,2:2:4",
        ),
    ];
    for (id, position) in positions {
        // Each field of the position as an attribute of the same name.
        let attributes: Vec<Value> = position
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .map(|(name, value)| json!([name, value]))
            .collect();
        browser.execute(
            "const element = document.createElement('nim-lab');
             element.id = arguments[0];
             for (const [name, value] of arguments[1]) element.setAttribute(name, value);
             document.body.append(element);",
            vec![json!(id), json!(attributes)],
        )?;
        ready(&browser, id)?;
        assert_eq!(state(&browser, id)?["position"], position, "#{id}");
        // One frame booting at a time, as the next element is added.
        browser.execute(
            "document.getElementById(arguments[0]).remove();",
            vec![json!(id)],
        )?;
    }
    browser.close()
}
