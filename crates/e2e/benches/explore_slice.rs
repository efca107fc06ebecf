//! A 256 x 256 slice of the Explore view, three heaps, computed in the Web Worker and drawn: the
//! time from changing the fixed heap to the grid painted, on the release build. Each run fixes
//! another heap, so no run is served from the page's cache. Run by `cargo xtask bench-wasm`.
#![allow(missing_docs)]

use std::process::ExitCode;

use nim_lab_e2e::{Browser, Error, Result};
use serde_json::Value;

const RUNS: u32 = 7;

/// Measured in the page: from the change of the fixed heap to two frames after the grid shows
/// the new slice (so its drawing is painted).
const MEASURE: &str = "
    const [fixed] = arguments;
    const explore = document.querySelector('[data-testid=explore]');
    const field = document.querySelector('[data-testid=explore-fixed-0]');
    const started = performance.now();
    return new Promise((resolve) => {
      const check = () => {
        const grid = document.querySelector('[data-testid=explore-grid]');
        if (explore.dataset.status !== 'done' || !grid || grid.dataset.fixed !== String(fixed)) {
          return false;
        }
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() =>
          resolve({ millis: performance.now() - started, side: grid.dataset.side })));
        return true;
      };
      const observer = new MutationObserver(check);
      observer.observe(explore, { attributes: true, subtree: true, childList: true });
      field.value = String(fixed);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });";

fn main() -> ExitCode {
    match measure() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("explore-slice benchmark: {error}");
            ExitCode::FAILURE
        }
    }
}

fn measure() -> Result<()> {
    let browser = Browser::launch()?;
    println!("256 x 256 three-heap slice, computed in the worker and drawn, {RUNS} runs each:");
    for (name, params, first_fixed) in [
        (
            "Blocking Nim k = 1 (search, theorem checked)",
            "family=blocking&k=1",
            200,
        ),
        ("Blocking Nim k = 2 (search)", "family=blocking&k=2", 200),
        (
            "Nim with a Pass (three-heap method, lists checked)",
            "family=pass",
            200,
        ),
        ("Nim (nim-sum)", "family=nim", 200),
    ] {
        browser.open(&format!(
            "?variant=nim&heaps=3,4,5&mode=analysis&view=explore&{params}&fix=1&max=255"
        ))?;
        browser.wait_for("[data-testid=explore][data-status=done]")?;
        let mut times = Vec::new();
        for run in 0..RUNS {
            let result = browser.execute(MEASURE, vec![Value::from(first_fixed + run)])?;
            if result["side"] != "256" {
                return Err(Error::Unexpected(format!(
                    "the grid is not 256 wide: {result}"
                )));
            }
            times.push(result["millis"].as_f64().unwrap_or(f64::NAN));
        }
        times.sort_by(f64::total_cmp);
        let shown: Vec<String> = times.iter().map(|t| format!("{t:.0}")).collect();
        println!(
            "    {name}: median {:.0} ms (each: {} ms)",
            times[times.len() / 2],
            shown.join(", ")
        );
    }
    browser.close()
}
