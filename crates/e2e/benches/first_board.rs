//! Time to the first board for a new visitor on a phone-like profile: a 4x slower CPU, slow 4G
//! (1.6 Mbps down, 750 kbps up, 150 ms latency), the release build served with gzip, no HTTP cache
//! and no service worker, on the start page with no saved game. Two times per load: the first
//! contentful paint, which is the board drawn into the page at build time (`crates/prerender`), and
//! the moment the live app's board appears and can be played. Run by `cargo xtask bench-wasm`,
//! which serves the site.
#![allow(missing_docs)]

use std::process::ExitCode;

use nim_lab_e2e::{Browser, Error, Result};
use serde_json::json;

const RUNS: usize = 7;
/// Issue 12's goal for the first board, in milliseconds.
const GOAL_MS: f64 = 1200.0;
/// Records when the live app's first element with a test id (the prerendered board has none)
/// enters the page.
const WATCH_LIVE: &str = "new MutationObserver((_, observer) => { \
    if (document.querySelector('[data-testid]')) { \
        window.nimLabLive = performance.now(); observer.disconnect(); } \
}).observe(document, { childList: true, subtree: true });";

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
        browser.goto("about:blank")?;
        browser.goto(&page)?;
        browser.wait_for("[data-testid=heap-0]")?;
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
    browser.close()?;
    let first = summary(&mut painted);
    let playable = summary(&mut live);
    let fetched = summary(&mut downloaded);
    println!(
        "phone profile (4x CPU, 1.6 Mbps, 150 ms, gzip), start page, {RUNS} loads:\n    \
         first board (drawn at build time): {first}; goal {GOAL_MS:.0} ms: {}\n    \
         board playable (the app started): {playable}\n    \
         of which the app's wasm downloaded: {fetched}",
        if painted[RUNS / 2] <= GOAL_MS {
            "met"
        } else {
            "not met"
        }
    );
    Ok(())
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
