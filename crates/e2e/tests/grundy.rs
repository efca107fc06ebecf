//! The Grundy sequence view on the release page: a Kayles link shows the period the solver proves
//! and the solver's values in its strip and its CSV; bad links and typed values give notices that
//! name them; a subtraction set shows both spellings; Cancel stops the worker; and the worker
//! computes 0.56 to 660,000 with progress while the page keeps answering.

use std::time::{Duration, Instant};

use nim_lab_e2e::{Browser, Result};
use nim_solver::{grundy_sequence, proven_period, Periodicity, Rule};
use serde_json::Value;

const DONE: &str = "[data-testid=grundy][data-status=done]";

/// The sequence the solver computes natively.
fn solver(rule: &str, max: usize) -> (Vec<u16>, Option<Periodicity>) {
    let rule: Rule = rule.parse().expect("a rule");
    let values = grundy_sequence(&rule, max).expect("small values");
    let period = proven_period(&rule, &values);
    (values, period)
}

/// The period and preperiod the page states, if it states one as proven.
fn stated_period(browser: &Browser) -> Result<Option<Periodicity>> {
    let read = |name: &str| -> Result<Option<usize>> {
        Ok(browser
            .attr("[data-testid=grundy-period]", name)?
            .and_then(|text| text.parse().ok()))
    };
    let proven = browser.attr("[data-testid=grundy-period]", "data-proven")?;
    Ok(
        match (
            proven.as_deref(),
            read("data-period")?,
            read("data-preperiod")?,
        ) {
            (Some("true"), Some(period), Some(preperiod)) => {
                Some(Periodicity { period, preperiod })
            }
            _ => None,
        },
    )
}

/// The strip's cells as `(n, value)`, read in one script.
fn strip(browser: &Browser) -> Result<Vec<(usize, u16)>> {
    let cells = browser.execute(
        "return [...document.querySelectorAll('[data-testid=grundy-strip] td[data-n]')]
             .map((cell) => [Number(cell.dataset.n), Number(cell.textContent)]);",
        Vec::new(),
    )?;
    Ok(cells
        .as_array()
        .map(|cells| {
            cells
                .iter()
                .filter_map(|cell| {
                    let n = cell.get(0)?.as_u64()?;
                    let value = cell.get(1)?.as_u64()?;
                    Some((usize::try_from(n).ok()?, u16::try_from(value).ok()?))
                })
                .collect()
        })
        .unwrap_or_default())
}

/// Clicks Export CSV with the download caught in the page, and returns the file's name and text.
fn exported_csv(browser: &Browser) -> Result<(String, String)> {
    browser.execute(
        "window.exported = [];
         const blobUrl = URL.createObjectURL;
         URL.createObjectURL = (blob) => { window.exported.push(blob); return blobUrl(blob); };
         HTMLAnchorElement.prototype.click = function () { window.exported.push(this.download); };",
        Vec::new(),
    )?;
    browser.click("[data-testid=grundy-csv]")?;
    let exported = browser.execute(
        "return Promise.all(window.exported.map((e) => typeof e === 'string' ? e : e.text()));",
        Vec::new(),
    )?;
    let parts = nim_lab_e2e::strings(&exported);
    match &parts[..] {
        [text, name] => Ok((name.clone(), text.clone())),
        other => panic!("one CSV download expected, caught {} parts", other.len()),
    }
}

/// The values of a CSV export `n,grundy`, checking each row's `n`.
fn csv_values(text: &str) -> Vec<u16> {
    let mut rows = text.lines();
    assert_eq!(rows.next(), Some("n,grundy"));
    rows.enumerate()
        .map(|(row, line)| {
            let (n, value) = line.split_once(',').expect("two columns");
            assert_eq!(n.parse::<usize>().ok(), Some(row), "row {row}: {line}");
            value.parse().expect("a value")
        })
        .collect()
}

/// Types `text` into the field `testid` as a person does (the field keeps what is typed).
fn type_into(browser: &Browser, testid: &str, text: &str) -> Result<()> {
    let field = browser.find(&format!("[data-testid={testid}]"))?;
    // One Backspace per character: ChromeDriver may put the caret at the end, dropping a selection.
    let held = field.prop("value")?.unwrap_or_default().chars().count();
    let clear = nim_lab_e2e::Key::Backspace.to_string().repeat(held.max(1));
    field.send_keys(&format!("{clear}{text}"))?;
    browser.wait_until(&format!("{testid} to hold {text:?}"), |b| {
        Ok(b.find(&format!("[data-testid={testid}]"))?
            .prop("value")?
            .as_deref()
            == Some(text))
    })
}

/// Chooses `value` in the rule menu.
fn choose(browser: &Browser, value: &str) -> Result<()> {
    browser.execute(
        "const menu = document.querySelector('[data-testid=grundy-rule]');
         menu.value = arguments[0]; menu.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![value.into()],
    )?;
    Ok(())
}

/// Screenshots at a phone's, a laptop's and a small laptop's size, the view scrolled into sight.
fn grundy_screenshots(browser: &Browser, name: &str) -> Result<()> {
    for (width, height) in [(390, 844), (1366, 768), (1280, 720)] {
        browser.set_viewport(width, height)?;
        browser.execute(
            "document.querySelector('[data-testid=grundy]').scrollIntoView();",
            Vec::new(),
        )?;
        browser.next_frame()?;
        browser.screenshot_at(name, width, height)?;
        browser.execute(
            "document.querySelector('[data-testid=grundy-plot]').scrollIntoView();",
            Vec::new(),
        )?;
        browser.next_frame()?;
        browser.screenshot_at(&format!("{name}-plot-and-strip"), width, height)?;
    }
    browser.set_viewport(1366, 768)
}

#[test]
fn grundy_kayles_link_shows_the_proven_period_and_the_solvers_values() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?view=grundy&rule=0.77&max=300")?;
    browser.wait_for(DONE)?;
    let (values, period) = solver("0.77", 300);
    let period = period.expect("Kayles' period is proven by 300");
    assert_eq!(stated_period(&browser)?, Some(period));
    let statement = browser.text("[data-testid=grundy-period]")?;
    assert!(statement.contains("Guy–Smith"), "{statement}");
    assert!(
        statement.contains(&format!(
            "2q + p + t = {}",
            2 * period.preperiod + period.period + 2
        )),
        "{statement}"
    );
    let rule = browser.text("[data-testid=grundy-rule-text]")?;
    assert!(rule.contains("Kayles") && rule.contains("0.77"), "{rule}");

    // The strip: the first values, each the solver's, rows a multiple of the period long.
    let cells = strip(&browser)?;
    assert!(cells.len() >= 2 * period.preperiod, "{} cells", cells.len());
    for &(n, value) in &cells {
        assert_eq!(value, values[n], "g({n})");
    }
    let width: usize = browser
        .attr("[data-testid=grundy-strip]", "data-width")?
        .and_then(|w| w.parse().ok())
        .unwrap_or(0);
    assert_eq!(width % period.period, 0, "rows of {width}");
    // The exceptions before the preperiod are outlined: the last one is its heap just before.
    let last = period.preperiod - 1;
    assert_eq!(
        browser
            .attr(&format!("td[data-n='{last}']"), "class")?
            .as_deref(),
        Some("exception")
    );
    let announced = browser.text("[data-testid=grundy-announce]")?;
    assert!(
        announced.contains(&format!("period {}", period.period)),
        "{announced}"
    );
    assert!(browser
        .current_url()?
        .contains("view=grundy&rule=0.77&max=300"));
    let label = browser
        .attr(".grundy-plot", "aria-label")?
        .unwrap_or_default();
    assert!(label.contains("from 0 to 300"), "{label}");

    // The CSV holds every value, one row per heap.
    let (name, text) = exported_csv(&browser)?;
    assert_eq!(name, "nim-lab-grundy-0.77-0-300.csv");
    assert_eq!(csv_values(&text), values);
    grundy_screenshots(&browser, "grundy-kayles-300")?;
    browser.close()
}

#[test]
fn grundy_bad_links_and_typed_values_give_notices_that_name_them_and_keep_the_rest() -> Result<()> {
    let browser = Browser::launch()?;
    // A code with a digit above 7: Kayles is shown to the link's max, and the notice names it.
    browser.open("?view=grundy&rule=0.78&max=120")?;
    browser.wait_for(DONE)?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(
        notice.contains("rule=0.78") && notice.contains("0 to 7"),
        "{notice}"
    );
    assert!(browser.current_url()?.contains("rule=0.77&max=120"));
    for (link, named) in [
        ("?view=grundy&rule=77", "rule=77"),
        (
            "?view=grundy&rule=0.12345670123456701",
            "rule=0.12345670123456701",
        ),
        ("?view=grundy&set=1,0", "set=1,0"),
        ("?view=grundy&set=2,5,2", "set=2,5,2"),
        ("?view=grundy&rule=0.15&max=1000001", "max=1000001"),
    ] {
        browser.open(link)?;
        browser.wait_for(DONE)?;
        let notice = browser.text("[data-testid=notice]")?;
        assert!(notice.contains(named), "{link}: {notice}");
    }
    // The part that was usable is kept: Guiles to the default.
    let rule = browser.text("[data-testid=grundy-rule-text]")?;
    assert!(rule.contains("0.15"), "{rule}");

    // Typed values: each refused with a notice naming it, the sequence shown kept.
    browser.open("?view=grundy&rule=0.77&max=100")?;
    browser.wait_for(DONE)?;
    choose(&browser, "set")?;
    type_into(&browser, "grundy-set", "1,2,2")?;
    browser.click("[data-testid=grundy-compute]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(
        notice.contains("1,2,2") && notice.contains("twice"),
        "{notice}"
    );
    type_into(&browser, "grundy-set", "1,2,3")?;
    type_into(&browser, "grundy-max", "2000000")?;
    browser.click("[data-testid=grundy-compute]")?;
    browser.wait_for_text("[data-testid=notice]", "2000000")?;
    assert!(browser.current_url()?.contains("rule=0.77&max=100"));
    // A subtraction set is an octal code: both spellings are shown.
    type_into(&browser, "grundy-max", "100")?;
    browser.click("[data-testid=grundy-compute]")?;
    browser.wait_for_count("[data-testid=notice]", 0)?;
    browser.wait_until("the subtraction game computed", |b| {
        Ok(b.current_url()?.contains("rule=0.333&max=100")
            && !b
                .find_all(&format!("{DONE} [data-testid=grundy-strip]"))?
                .is_empty())
    })?;
    let rule = browser.text("[data-testid=grundy-rule-text]")?;
    assert!(
        rule.contains("0.333") && rule.contains("{1, 2, 3}"),
        "{rule}"
    );
    let (values, period) = solver("0.333", 100);
    assert_eq!(stated_period(&browser)?, period);
    for (n, value) in strip(&browser)? {
        assert_eq!(value, values[n], "g({n})");
    }
    grundy_screenshots(&browser, "grundy-subtraction-123")?;
    choose(&browser, "code")?;
    type_into(&browser, "grundy-code", "0.123456701234567012")?;
    browser.click("[data-testid=grundy-compute]")?;
    let notice = browser.text("[data-testid=notice]")?;
    assert!(
        notice.contains("0.123456701234567012") && notice.contains("16"),
        "{notice}"
    );

    // Grundy's game: never a proven period.
    browser.open("?view=grundy&rule=grundy&max=500")?;
    browser.wait_for(DONE)?;
    assert_eq!(stated_period(&browser)?, None);
    let statement = browser.text("[data-testid=grundy-period]")?;
    assert!(statement.contains("no proven period"), "{statement}");
    browser.close()
}

/// Counts the page's Web Workers started and stopped, from before the app makes any.
const COUNT_WORKERS: &str = "
    window.workersStarted = 0;
    window.workersStopped = 0;
    const Native = window.Worker;
    window.Worker = class extends Native {
        constructor(...args) { super(...args); window.workersStarted += 1; }
        terminate() { window.workersStopped += 1; return super.terminate(); }
    };";

fn worker_counts(browser: &Browser) -> Result<(u64, u64)> {
    let counts = browser.execute(
        "return [window.workersStarted, window.workersStopped];",
        Vec::new(),
    )?;
    let read = |i: usize| counts.get(i).and_then(Value::as_u64).unwrap_or(u64::MAX);
    Ok((read(0), read(1)))
}

#[test]
fn grundy_view_opens_from_the_toolbar_and_cancel_stops_the_worker() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5&mode=analysis")?;
    browser.wait_for("[data-testid=heap-2]")?;
    browser.execute(COUNT_WORKERS, Vec::new())?;
    browser.click("[data-testid=grundy-toggle]")?;
    browser.wait_for(DONE)?;
    assert!(browser
        .current_url()?
        .contains("view=grundy&rule=0.77&max=1000"));
    assert_eq!(worker_counts(&browser)?, (1, 0));

    // A long sequence: Cancel while it computes stops the worker and starts a fresh one.
    choose(&browser, "code")?;
    type_into(&browser, "grundy-code", "0.56")?;
    type_into(&browser, "grundy-max", "1000000")?;
    browser.click("[data-testid=grundy-compute]")?;
    browser.wait_for("[data-testid=grundy][data-status=computing]")?;
    assert!(browser.current_url()?.contains("rule=0.56&max=1000000"));
    browser.click("[data-testid=grundy-cancel]")?;
    browser.wait_for("[data-testid=grundy][data-status=cancelled]")?;
    assert_eq!(
        worker_counts(&browser)?,
        (2, 1),
        "one stopped, a fresh one started"
    );
    assert!(browser
        .find_all("[data-testid=grundy-progress]")?
        .is_empty());
    // The fresh worker computes the next sequence; the keyboard's Enter submits the form.
    type_into(&browser, "grundy-max", "2000")?;
    browser
        .find("[data-testid=grundy-max]")?
        .send_keys(&nim_lab_e2e::Key::Enter.to_string())?;
    browser.wait_for(DONE)?;
    let (_, period) = solver("0.56", 2000);
    assert_eq!(stated_period(&browser)?, period);
    assert_eq!(worker_counts(&browser)?, (2, 1));
    // A smaller max of the same rule is cut from the last sequence, without the worker.
    type_into(&browser, "grundy-max", "1500")?;
    browser.click("[data-testid=grundy-compute]")?;
    browser.wait_until("the cut sequence", |b| {
        Ok(b.current_url()?.contains("max=1500") && !b.find_all(DONE)?.is_empty())
    })?;
    browser.wait_for_text("[data-testid=grundy-announce]", "1,500")?;
    // Close goes back to the board.
    browser.click("[data-testid=grundy-close]")?;
    browser.wait_for_count("[data-testid=grundy]", 0)?;
    assert!(!browser.current_url()?.contains("view=grundy"));
    browser.close()
}

#[test]
fn grundy_view_loads_its_own_wasm_when_it_opens_even_after_explore_s() -> Result<()> {
    let browser = Browser::launch()?;
    // Explore's chunk and Grundy's: opening one view after the other fetches each once.
    browser.open("?variant=nim&heaps=3,4,5&mode=analysis&view=explore&family=nim&fix=5&max=24")?;
    browser.wait_for("[data-testid=explore][data-status=done]")?;
    assert_eq!(browser.chunk_fetched("explore")?, ["split_explore.wasm"]);
    let fetched = browser.chunk_fetched("grundy")?;
    assert!(fetched.is_empty(), "not before the view opens: {fetched:?}");
    browser.click("[data-testid=grundy-toggle]")?;
    browser.wait_for(DONE)?;
    assert!(browser
        .find_all("[data-testid=grundy-host-status]")?
        .is_empty());
    assert_eq!(browser.chunk_fetched("grundy")?, ["split_grundy.wasm"]);
    // Back to Explore and to Grundy again: each view's code is fetched once and drawn again.
    browser.click("[data-testid=explore-toggle]")?;
    browser.wait_for("[data-testid=explore][data-status=done]")?;
    browser.click("[data-testid=grundy-toggle]")?;
    browser.wait_for(DONE)?;
    assert_eq!(
        browser.chunk_fetched("explore")?,
        ["split_explore.wasm"],
        "fetched once"
    );
    assert_eq!(
        browser.chunk_fetched("grundy")?,
        ["split_grundy.wasm"],
        "fetched once"
    );
    // Both panels are styled by the page's own sheets: no `<style>` is added for either.
    let styled = browser.execute(
        "return [getComputedStyle(document.querySelector('.grundy-head')).display,
                 document.querySelectorAll('style#grundy-panel-style').length,
                 document.querySelectorAll('style#explore-panel-style').length];",
        Vec::new(),
    )?;
    assert_eq!(styled, serde_json::json!(["flex", 0, 0]));
    browser.close()
}

/// Records, from now on, every value the progress bar shows and the longest gap between two
/// animation frames (the page's thread blocked).
const RECORD: &str = "
    window.progressSeen = [];
    window.longestFrameGap = 0;
    const record = () => {
        const bar = document.querySelector('[data-testid=grundy-progress] progress');
        if (bar && window.progressSeen[window.progressSeen.length - 1] !== bar.value) {
            window.progressSeen.push(bar.value);
        }
    };
    new MutationObserver(record).observe(document.body,
        { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    let last = performance.now();
    const frame = (now) => {
        const view = document.querySelector('[data-testid=grundy]');
        if (view && view.dataset.status === 'computing') {
            window.longestFrameGap = Math.max(window.longestFrameGap, now - last);
        }
        last = now;
        requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);";

#[test]
fn grundy_worker_computes_0_56_to_660000_with_progress_and_the_page_keeps_answering() -> Result<()>
{
    let browser = Browser::launch()?;
    browser.open("?view=grundy&rule=0.56&max=100")?;
    browser.wait_for(DONE)?;
    browser.execute(RECORD, Vec::new())?;
    type_into(&browser, "grundy-max", "660000")?;
    let started = Instant::now();
    browser.click("[data-testid=grundy-compute]")?;
    browser.wait_within("0.56 to 660,000", Duration::from_secs(240), |b| {
        Ok(b.current_url()?.contains("max=660000") && !b.find_all(DONE)?.is_empty())
    })?;
    let took = started.elapsed();
    let seen = browser.execute("return window.progressSeen;", Vec::new())?;
    let seen: Vec<f64> = seen
        .as_array()
        .map(|all| all.iter().filter_map(Value::as_f64).collect())
        .unwrap_or_default();
    let gap = browser
        .execute("return window.longestFrameGap;", Vec::new())?
        .as_f64()
        .unwrap_or(f64::MAX);
    println!(
        "0.56 to 660,000 in the browser's worker: {:.1} s; progress shown at {} values; longest frame gap {gap:.0} ms",
        took.as_secs_f64(),
        seen.len()
    );
    assert!(
        seen.iter().filter(|&&p| p > 0.0 && p < 100.0).count() >= 10,
        "progress moved: {seen:?}"
    );
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "rising: {seen:?}");
    // The page's thread never stops for long: a frozen page would miss frames for seconds.
    assert!(gap < 1000.0, "a frame waited {gap:.0} ms");

    // The page's values: the solver's where it is cheap to check, and the period the page states
    // is the one the theorem proves from them.
    let (name, text) = exported_csv(&browser)?;
    assert_eq!(name, "nim-lab-grundy-0.56-0-660000.csv");
    let values = csv_values(&text);
    assert_eq!(values.len(), 660_001);
    let (start, _) = solver("0.56", 3000);
    assert_eq!(values[..=3000], start[..]);
    let rule: Rule = "0.56".parse().expect("a code");
    let proven = proven_period(&rule, &values);
    assert!(proven.is_some(), "0.56 is proven periodic by 660,000");
    assert_eq!(stated_period(&browser)?, proven);
    grundy_screenshots(&browser, "grundy-0.56-660000")?;
    browser.close()
}
