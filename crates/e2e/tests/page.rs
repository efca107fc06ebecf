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
    // index.html has an empty body: the heading appears only once the wasm app has rendered.
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
    assert_eq!(wasm.len(), 1, "exactly one wasm module loads: {urls:?}");
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
