//! Time to the first board for a new visitor on a phone-like profile: a 4x slower CPU, slow 4G
//! (1.6 Mbps down, 750 kbps up, 150 ms latency), the release build served with gzip, no HTTP cache
//! and no service worker. The page paints nothing before the app renders the board, so the first
//! contentful paint is the first board. Run by `cargo xtask bench-wasm`, which serves the site.
#![allow(missing_docs)]

use std::process::ExitCode;

use nim_lab_e2e::{Browser, Error, Result};
use serde_json::json;

const RUNS: usize = 7;
/// Issue 12's goal for this measure, in milliseconds.
const GOAL_MS: f64 = 1200.0;

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
    let page = format!("{}?variant=nim&heaps=3,4,5&mode=two", browser.base_url());
    let mut times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        browser.goto("about:blank")?;
        browser.goto(&page)?;
        browser.wait_for("[data-testid=heap-2][data-size='5']")?;
        let paint = browser.execute(
            "const entry = performance.getEntriesByName('first-contentful-paint')[0]; \
             return entry ? entry.startTime : null;",
            Vec::new(),
        )?;
        let millis = paint.as_f64().ok_or_else(|| {
            Error::Unexpected(format!("no first contentful paint was recorded ({paint})"))
        })?;
        times.push(millis);
    }
    browser.close()?;
    times.sort_by(f64::total_cmp);
    let median = times[RUNS / 2];
    let shown: Vec<String> = times.iter().map(|t| format!("{t:.0}")).collect();
    println!(
        "first board, phone profile (4x CPU, 1.6 Mbps, 150 ms, gzip), {RUNS} loads:\n    \
         median {median:.0} ms, fastest {:.0} ms, slowest {:.0} ms (each: {} ms); goal {GOAL_MS:.0} ms: {}",
        times[0],
        times[RUNS - 1],
        shown.join(", "),
        if median <= GOAL_MS { "met" } else { "not met" }
    );
    Ok(())
}
