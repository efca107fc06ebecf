//! The release page loads under a path prefix, its wasm runs, and its assets come from relative URLs.

use nim_lab_e2e::{Browser, Error, Key, Result, Value};

#[test]
fn the_release_page_renders_under_a_path_prefix() -> Result<()> {
    let browser = Browser::launch()?;
    assert!(
        browser.base_url().ends_with("/nim-lab/"),
        "the site must be served under a prefix, got {}",
        browser.base_url()
    );
    browser.open("")?;
    // Test ids come only from the live app, never from the board drawn into index.html.
    browser.wait_for("[data-testid=heap-0]")?;
    let heading = browser.text("h1")?;
    assert_eq!(heading, "Nim Lab");
    assert_eq!(browser.title()?, "Nim Lab");
    browser.screenshots("page")?;
    browser.close()
}

#[test]
fn every_asset_loads_from_inside_the_prefix() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    browser.wait_for("h1")?;
    // The editor is drawn once its chunk is fetched, after the board.
    browser.wait_for("[data-testid=random]")?;
    let loaded = browser.execute(
        "return performance.getEntriesByType('resource').map(entry => entry.name);",
        Vec::new(),
    )?;
    let urls: Vec<&str> = loaded
        .as_array()
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let wasm: Vec<&&str> = urls
        .iter()
        .filter(|url| {
            std::path::Path::new(url)
                .extension()
                .is_some_and(|extension| extension.eq_ignore_ascii_case("wasm"))
        })
        .collect();
    // The main module, then only the chunks of what the first page draws: the editor's.
    let manifest = browser.execute(
        "return fetch('chunks.json').then((response) => response.json());",
        Vec::new(),
    )?;
    let mut expected: Vec<String> = manifest["editor"]
        .as_array()
        .map(|files| {
            files
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    assert!(!expected.is_empty(), "the editor is a chunk: {manifest}");
    let mut started: Vec<String> = wasm
        .iter()
        .filter_map(|url| url.rsplit('/').next())
        .filter(|name| !name.starts_with("app_bg."))
        .map(str::to_owned)
        .collect();
    started.sort();
    expected.sort();
    assert_eq!(
        started, expected,
        "the main module and the editor's chunks: {urls:?}"
    );
    assert_eq!(wasm.len(), expected.len() + 1, "one main module: {urls:?}");
    for url in &urls {
        assert!(
            url.starts_with(browser.base_url()),
            "{url} is outside {}: asset URLs must be relative",
            browser.base_url()
        );
    }
    browser.close()
}

#[test]
fn the_wasm_module_is_served_as_application_wasm() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    browser.wait_for("h1")?;
    let content_type = browser.execute(
        "const wasm = performance.getEntriesByType('resource')
             .map(entry => entry.name).find(name => name.endsWith('.wasm'));
         const request = new XMLHttpRequest();
         request.open('HEAD', wasm, false);
         request.send();
         return request.getResponseHeader('Content-Type');",
        Vec::new(),
    )?;
    match content_type.as_str() {
        Some("application/wasm") => browser.close(),
        other => Err(Error::Unexpected(format!(
            "the wasm module's Content-Type is {other:?}, not application/wasm"
        ))),
    }
}

#[test]
fn the_sources_dialog_opens_from_the_header_by_keyboard() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    let button = browser.wait_for(".masthead button[data-testid=sources-button]")?;
    // A real button in the tab order: focus it as Tab would, then press Enter.
    browser.execute(
        "document.querySelector('[data-testid=sources-button]').focus();",
        Vec::new(),
    )?;
    let focused = browser.execute(
        "const el = document.activeElement;
         return el.tagName + ' ' + el.tabIndex + ' ' + el.getAttribute('data-testid');",
        Vec::new(),
    )?;
    assert_eq!(focused.as_str(), Some("BUTTON 0 sources-button"));
    button.send_keys(&Key::Enter.to_string())?;
    let dialog = browser.wait_for("[data-testid=sources-dialog][open]")?;
    // The list comes with its chunk.
    browser.wait_for("[data-testid=sources-dialog] [data-testid=source]")?;
    let listed = dialog.text()?;
    for title in [
        "Three Pile Nim with Blocking",
        "Nim Games",
        "P-positions, N-positions and Bouton's theorem",
        "The thing with Nim",
        "Nim with a Pass",
    ] {
        assert!(listed.contains(title), "{title} missing from: {listed}");
    }
    assert!(!listed.to_lowercase().contains("seed"), "{listed}");
    browser.screenshots("sources")?;
    // Escape closes it, as every dialog.
    dialog.send_keys(&Key::Escape.to_string())?;
    browser.wait_until("the sources dialog to close", |b| {
        Ok(b.find_all("[data-testid=sources-dialog][open]")?.is_empty())
    })?;
    browser.close()
}

/// Every heap row of the position editor as boxes: `[label, input, remove button, row]`, each
/// `[left, top, right, bottom]` in CSS pixels.
const HEAP_EDIT_BOXES: &str = "
    const box = el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    return [...document.querySelectorAll('.heap-edit')].map(row => [
        box(row.querySelector('label')),
        box(row.querySelector('input')),
        box(row.querySelector('button')),
        box(row),
    ]);";

/// Whether two `[left, top, right, bottom]` boxes share any area.
fn overlaps(a: &[f64], b: &[f64]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

#[test]
fn the_position_editor_keeps_each_heaps_controls_off_the_next_label() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("?variant=nim&heaps=3,4,5,6,7,8&mode=two")?;
    browser.wait_for("[data-testid=heap-input-5]")?;
    for (width, height) in [(1366, 768), (390, 844)] {
        browser.set_viewport(width, height)?;
        let rows = browser.execute(HEAP_EDIT_BOXES, Vec::new())?;
        let rows: Vec<Vec<Vec<f64>>> = rows
            .as_array()
            .map(|rows| {
                rows.iter()
                    .map(|row| {
                        row.as_array()
                            .map(|boxes| {
                                boxes
                                    .iter()
                                    .map(|b| {
                                        b.as_array()
                                            .map(|v| v.iter().filter_map(Value::as_f64).collect())
                                            .unwrap_or_default()
                                    })
                                    .collect()
                            })
                            .unwrap_or_default()
                    })
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(rows.len(), 6, "six heap rows at {width}px");
        for (i, row) in rows.iter().enumerate() {
            let [label, input, button, cell] = [&row[0], &row[1], &row[2], &row[3]];
            for (name, control) in [("input", input), ("remove button", button)] {
                assert_eq!(control.len(), 4, "a box for heap {}'s {name}", i + 1);
                assert!(
                    control[2] <= cell[2] + 0.5,
                    "at {width}px heap {}'s {name} ends at {} past its row's {}",
                    i + 1,
                    control[2],
                    cell[2]
                );
                assert!(
                    !overlaps(control, label),
                    "at {width}px heap {}'s {name} covers its own label",
                    i + 1
                );
                for (j, other) in rows.iter().enumerate().filter(|&(j, _)| j != i) {
                    assert!(
                        !overlaps(control, &other[0]),
                        "at {width}px heap {}'s {name} {control:?} overlaps heap {}'s label {:?}",
                        i + 1,
                        j + 1,
                        other[0]
                    );
                }
            }
        }
    }
    // Look at it as a person would: the editor in view, at both sizes.
    for (width, height) in [(390, 844), (1366, 768)] {
        browser.set_viewport(width, height)?;
        browser.execute(
            "document.querySelector('.heap-edits').scrollIntoView({block: 'center'});",
            Vec::new(),
        )?;
        browser.next_frame()?;
        browser.screenshot_at("editor", width, height)?;
    }
    browser.close()
}

/// Counts what the page shows: the drawn board, the apps, and whether a heap can be clicked.
const INSPECT: &str = "const drawn = document.getElementById('prerendered'); \
    return { drawn: drawn !== null, inert: drawn !== null && drawn.inert, \
             apps: document.querySelectorAll('.app').length, \
             heading: document.querySelector('h1')?.textContent ?? null };";

#[test]
fn a_new_visitor_sees_the_board_drawn_at_build_time_until_the_app_replaces_it() -> Result<()> {
    let browser = Browser::launch()?;
    // With the wasm blocked the app never starts: what shows is what the page itself holds.
    browser.devtools("Network.enable", serde_json::json!({}))?;
    browser.devtools(
        "Network.setBypassServiceWorker",
        serde_json::json!({ "bypass": true }),
    )?;
    browser.devtools(
        "Network.setBlockedURLs",
        serde_json::json!({ "urls": ["*.wasm"] }),
    )?;
    browser.open("")?;
    let start = browser.execute(INSPECT, Vec::new())?;
    assert_eq!(
        start["drawn"], true,
        "a new visitor sees the drawn board: {start}"
    );
    assert_eq!(
        start["inert"], true,
        "the drawn board cannot be clicked: {start}"
    );
    assert_eq!(start["apps"], 1, "{start}");
    assert_eq!(start["heading"], "Nim Lab", "{start}");
    let drawn_heaps = browser.find_all("#prerendered .heap")?.len();
    assert!(drawn_heaps > 0, "the drawn board shows heaps");
    assert!(
        browser.find_all("[data-testid]")?.is_empty(),
        "the drawn board carries no test ids"
    );
    // A link names another position: the default board must not flash before it.
    browser.open("?variant=circle&ring=oooooo")?;
    let linked = browser.execute(INSPECT, Vec::new())?;
    assert_eq!(
        linked["drawn"], false,
        "a link's visitor never sees the default board: {linked}"
    );
    assert_eq!(linked["apps"], 0, "{linked}");

    // With the wasm let through, the live app takes the drawn board's place: one app, live.
    browser.devtools("Network.setBlockedURLs", serde_json::json!({ "urls": [] }))?;
    browser.open("")?;
    browser.wait_for("[data-testid=heap-0]")?;
    let live = browser.execute(INSPECT, Vec::new())?;
    assert_eq!(
        live["drawn"], false,
        "the app removes the drawn board: {live}"
    );
    assert_eq!(live["apps"], 1, "{live}");
    assert_eq!(
        browser.find_all(".heap")?.len(),
        drawn_heaps,
        "the live board has the drawn board's heaps"
    );
    browser.close()
}
