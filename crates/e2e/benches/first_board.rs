//! Time to the first board for a new visitor on a phone-like profile: a 4x slower CPU, slow 4G
//! (1.6 Mbps down, 750 kbps up, 150 ms latency), the release build served with gzip, no HTTP cache
//! and no service worker, on the start page with no saved game. Two times per load: the first
//! contentful paint, which is the board drawn into the page at build time (`crates/prerender`), and
//! the moment the live app's board appears and can be played. Then, on the same profile, the time
//! from pressing "State diagram", "Explore" and "Grundy sequences" on a freshly loaded, playable
//! start page to the view drawn, its code fetched first. Run by `cargo xtask bench-wasm`, which
//! serves the site.
#![allow(missing_docs)]

use std::process::ExitCode;

use nim_lab_e2e::{Browser, Error, Result};
use serde_json::json;

const RUNS: usize = 7;
/// The goals for the first board and for the board playable, in milliseconds.
const FIRST_BOARD_GOAL_MS: f64 = 350.0;
const PLAYABLE_GOAL_MS: f64 = 1200.0;

/// Whether a median meets its goal, in words.
fn against(median: f64, goal: f64) -> String {
    let verdict = if median <= goal { "met" } else { "not met" };
    format!("goal {goal:.0} ms: {verdict}")
}
/// Records when the live app's first element with a test id (the prerendered board has none)
/// enters the page.
const WATCH_LIVE: &str = "new MutationObserver((_, observer) => { \
    if (document.querySelector('[data-testid]')) { \
        window.nimLabLive = performance.now(); observer.disconnect(); } \
}).observe(document, { childList: true, subtree: true });";

/// The views the toolbar opens: their name, their button, and what shows the view drawn.
const VIEWS: [(&str, &str, &str); 3] = [
    (
        "state diagram (to its nodes drawn)",
        "[data-testid=diagram-toggle]",
        "[data-testid=diagram-node]",
    ),
    (
        "Explore (to its first slice computed and its grid drawn)",
        "[data-testid=explore-toggle]",
        "[data-testid=explore][data-status=done] [data-testid=explore-grid]",
    ),
    (
        "Grundy sequences (to its first sequence computed and its strip drawn)",
        "[data-testid=grundy-toggle]",
        "[data-testid=grundy][data-status=done] [data-testid=grundy-strip]",
    ),
];

/// Measured in the page: from a press of the button to two frames after the view shows (so it is
/// painted), and the files fetched meanwhile, with the time their last one arrived.
const OPEN_VIEW: &str = "
    const [button, drawn] = arguments;
    const started = performance.now();
    return new Promise((resolve) => {
      const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => {
        const files = performance.getEntriesByType('resource')
          .filter((r) => r.startTime >= started);
        resolve({
          millis: performance.now() - started,
          fetched: Math.max(0, ...files.map((r) => r.responseEnd - started)),
          files: files.map((r) => r.name.split('/').pop()),
        });
      }));
      const observer = new MutationObserver(() => {
        if (document.querySelector(drawn)) {
          observer.disconnect();
          painted();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      document.querySelector(button).click();
    });";

fn main() -> ExitCode {
    match measure() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("first-board benchmark: {error}");
            ExitCode::FAILURE
        }
    }
}

fn measure() -> Result<()> {
    let browser = Browser::launch()?;
    for (command, params) in [
        ("Network.enable", json!({})),
        ("Network.setCacheDisabled", json!({ "cacheDisabled": true })),
        ("Network.setBypassServiceWorker", json!({ "bypass": true })),
        (
            "Network.emulateNetworkConditions",
            json!({
                "offline": false,
                "latency": 150,
                "downloadThroughput": 1_600_000 / 8,
                "uploadThroughput": 750_000 / 8,
            }),
        ),
        ("Emulation.setCPUThrottlingRate", json!({ "rate": 4 })),
    ] {
        browser.devtools(command, params)?;
    }
    browser.devtools(
        "Page.addScriptToEvaluateOnNewDocument",
        json!({ "source": WATCH_LIVE }),
    )?;
    let page = browser.base_url().to_owned();
    let (mut painted, mut live) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
    let mut downloaded = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        load(&browser, &page)?;
        let times = browser.execute(
            "const entry = performance.getEntriesByName('first-contentful-paint')[0]; \
             localStorage.clear(); \
             const wasm = performance.getEntriesByType('resource') \
                 .find((r) => r.name.endsWith('.wasm')); \
             return [entry ? entry.startTime : null, window.nimLabLive ?? null, \
                 wasm ? wasm.responseEnd : null];",
            Vec::new(),
        )?;
        let time = |index: usize, what: &str| {
            times[index].as_f64().ok_or_else(|| {
                Error::Unexpected(format!("no time was recorded for {what} ({times})"))
            })
        };
        painted.push(time(0, "the first contentful paint")?);
        live.push(time(1, "the live board")?);
        downloaded.push(time(2, "the app's wasm downloaded")?);
    }
    let mut views = Vec::with_capacity(VIEWS.len());
    for (name, button, drawn) in VIEWS {
        views.push((name, open_view(&browser, &page, button, drawn)?));
    }
    browser.close()?;
    let first = summary(&mut painted);
    let playable = summary(&mut live);
    let fetched = summary(&mut downloaded);
    println!(
        "phone profile (4x CPU, 1.6 Mbps, 150 ms, gzip), start page, {RUNS} loads:\n    \
         first board (drawn at build time): {first}; {}\n    \
         board playable (the app started): {playable}; {}\n    \
         of which the app's wasm downloaded: {fetched}",
        against(painted[RUNS / 2], FIRST_BOARD_GOAL_MS),
        against(live[RUNS / 2], PLAYABLE_GOAL_MS),
    );
    println!("  from the press to the view drawn, a new load each time, {RUNS} each:");
    for (name, (mut opened, mut fetched, files)) in views {
        println!(
            "    {name}: {}\n        \
             of which its files fetched ({}): {}",
            summary(&mut opened),
            if files.is_empty() {
                "none".to_owned()
            } else {
                files.join(", ")
            },
            summary(&mut fetched)
        );
    }
    Ok(())
}

/// Loads the start page as a new visitor and waits until the live board can be played.
fn load(browser: &Browser, page: &str) -> Result<()> {
    browser.goto("about:blank")?;
    browser.goto(page)?;
    browser.wait_for("[data-testid=heap-0]").map(drop)
}

/// Each load's time from pressing `button` to `drawn` painted, the time until the files fetched
/// meanwhile arrived, and the first load's file names.
fn open_view(
    browser: &Browser,
    page: &str,
    button: &str,
    drawn: &str,
) -> Result<(Vec<f64>, Vec<f64>, Vec<String>)> {
    let (mut opened, mut fetched) = (Vec::with_capacity(RUNS), Vec::with_capacity(RUNS));
    let mut files = Vec::new();
    for run in 0..RUNS {
        load(browser, page)?;
        let result = browser.execute(OPEN_VIEW, vec![button.into(), drawn.into()])?;
        browser.execute("localStorage.clear();", Vec::new())?;
        let time = |key: &str| {
            result[key].as_f64().ok_or_else(|| {
                Error::Unexpected(format!("no time was recorded for {drawn} ({result})"))
            })
        };
        opened.push(time("millis")?);
        fetched.push(time("fetched")?);
        if run == 0 {
            files = nim_lab_e2e::strings(&result["files"]);
        }
    }
    Ok((opened, fetched, files))
}

/// Sorts the times and says their median, fastest, slowest and each.
fn summary(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let shown: Vec<String> = times.iter().map(|t| format!("{t:.0}")).collect();
    format!(
        "median {:.0} ms, fastest {:.0} ms, slowest {:.0} ms (each: {} ms)",
        times[times.len() / 2],
        times[0],
        times[times.len() - 1],
        shown.join(", ")
    )
}
