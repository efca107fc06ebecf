//! Offline and installable: after one visit the app opens and plays with no network, and a new
//! release replaces the cached one.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use nim_lab_e2e::{Browser, Error, Result};
use nim_lab_static_server::StaticServer;
use serde_json::Value;

/// A copy of the release build, served by a server of this test's own, so the test can change the
/// site or take it offline without disturbing the other tests.
struct Site {
    dir: tempfile::TempDir,
    server: Option<StaticServer>,
}

impl Site {
    fn start() -> Result<Site> {
        let dist = std::env::var("NIM_LAB_DIST").map_err(|_| {
            Error::Unexpected(
                "NIM_LAB_DIST is not set: run the tests with `cargo xtask e2e`".into(),
            )
        })?;
        let dir = tempfile::tempdir().map_err(|source| Error::Io {
            action: "creating a folder for the site".into(),
            source,
        })?;
        copy_dir(Path::new(&dist), dir.path())?;
        let server = StaticServer::start(dir.path())
            .map_err(|error| Error::Unexpected(format!("starting the site's server: {error}")))?;
        Ok(Site {
            dir,
            server: Some(server),
        })
    }

    fn url(&self, query: &str) -> String {
        let base = self.server.as_ref().map_or("", StaticServer::base_url);
        format!("{base}{query}")
    }

    /// Stops serving, and waits until nothing answers any more (the listener closes a moment
    /// after the server stops).
    fn go_offline(&mut self) {
        let base = self.url("");
        drop(self.server.take());
        let address = base
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap_or_default()
            .to_owned();
        let started = Instant::now();
        while TcpStream::connect(&address).is_ok() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "the site still answers"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    let io = |action: String| move |source| Error::Io { action, source };
    for entry in std::fs::read_dir(from).map_err(io(format!("reading {}", from.display())))? {
        let path: PathBuf = entry.map_err(io("listing the build".into()))?.path();
        let target = to.join(path.file_name().unwrap_or_default());
        if path.is_dir() {
            std::fs::create_dir_all(&target)
                .map_err(io(format!("creating {}", target.display())))?;
            copy_dir(&path, &target)?;
        } else {
            std::fs::copy(&path, &target).map_err(io(format!("copying {}", path.display())))?;
        }
    }
    Ok(())
}

/// The URLs in the app's cache, read in the page (the script's promise is awaited).
fn cached(browser: &Browser) -> Result<Vec<String>> {
    let urls = browser.execute(
        "return caches.open('nim-lab').then((cache) => cache.keys()) \
           .then((requests) => requests.map((request) => request.url));",
        Vec::new(),
    )?;
    Ok(urls
        .as_array()
        .map(|urls| {
            urls.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default())
}

/// Waits until the service worker controls the page and has cached the page, its wasm and its JS
/// glue (the page holds its styles).
fn wait_until_cached(browser: &Browser) -> Result<()> {
    browser.wait_until("the service worker to cache the app", |b| {
        let controlled = b.execute(
            "return navigator.serviceWorker.controller !== null;",
            Vec::new(),
        )?;
        let needed = b.execute(
            "return [...document.querySelectorAll('link[rel=preload][as=fetch], link[rel=modulepreload]')]
                 .map((link) => link.href);",
            Vec::new(),
        )?;
        let needed: Vec<String> = needed
            .as_array()
            .map(|urls| {
                urls.iter()
                    .filter_map(|url| url.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default();
        let now = cached(b)?;
        Ok(controlled == Value::Bool(true)
            && needed.len() >= 2
            && needed.iter().all(|url| now.contains(url)))
    })
}

#[test]
fn after_one_visit_the_app_opens_and_plays_offline() -> Result<()> {
    let mut site = Site::start()?;
    let browser = Browser::launch()?;
    let page = site.url("?variant=nim&heaps=3,4,5&mode=two");
    browser.goto(&page)?;
    browser.wait_for("[data-testid=heap-2][data-size='5']")?;
    wait_until_cached(&browser)?;

    site.go_offline();
    browser.goto(&page)?;
    browser.wait_for("[data-testid=heap-2][data-size='5']")?;
    browser.click("[data-testid=counter-0-0]")?;
    browser.wait_for("[data-testid=heap-0][data-size='0']")?;
    browser.screenshots("offline")?;
    browser.close()
}

#[test]
fn after_one_visit_explore_computes_offline_in_its_cached_worker() -> Result<()> {
    let mut site = Site::start()?;
    let browser = Browser::launch()?;
    browser.goto(&site.url("?variant=nim&heaps=3,4,5&mode=two"))?;
    wait_until_cached(&browser)?;
    // The view's worker is not named by the page, and not content-hashed: the service worker
    // keeps it (the view's chunk is named, and kept as every chunk is).
    browser.wait_until(
        "the service worker to cache the Explore view's worker",
        |b| {
            let now = cached(b)?;
            Ok([
                "explore_worker_loader.js",
                "explore_worker.js",
                "explore_worker_bg.wasm",
            ]
            .iter()
            .all(|file| now.iter().any(|url| url.ends_with(file))))
        },
    )?;

    site.go_offline();
    browser.goto(&site.url("?variant=pass&heaps=2,3,5&view=explore&family=pass&fix=9&max=40"))?;
    browser.wait_for("[data-testid=explore][data-status=done]")?;
    assert_eq!(
        browser.attr("[data-testid=explore-grid]", "data-side")?,
        Some("41".into())
    );
    browser.close()
}

#[test]
fn after_one_visit_the_grundy_view_computes_offline_in_its_cached_worker() -> Result<()> {
    let mut site = Site::start()?;
    let browser = Browser::launch()?;
    browser.goto(&site.url("?variant=nim&heaps=3,4,5&mode=two"))?;
    wait_until_cached(&browser)?;
    browser.wait_until(
        "the service worker to cache the Grundy view's worker",
        |b| {
            let now = cached(b)?;
            Ok([
                "grundy_worker_loader.js",
                "grundy_worker.js",
                "grundy_worker_bg.wasm",
            ]
            .iter()
            .all(|file| now.iter().any(|url| url.ends_with(file))))
        },
    )?;

    site.go_offline();
    browser.goto(&site.url("?variant=nim&heaps=3,4,5&view=grundy&rule=0.77&max=300"))?;
    browser.wait_for("[data-testid=grundy][data-status=done]")?;
    assert_eq!(
        browser.attr("[data-testid=grundy-period]", "data-period")?,
        Some("12".into())
    );
    browser.close()
}

/// The addresses of the chunks the page names (`link[rel=nim-lab-chunk]`, written by the build).
fn chunks_named(browser: &Browser) -> Result<Vec<String>> {
    let named = browser.execute(
        "return [...document.querySelectorAll('link[rel=nim-lab-chunk]')].map((link) => link.href);",
        Vec::new(),
    )?;
    Ok(named
        .as_array()
        .map(|urls| {
            urls.iter()
                .filter_map(|url| url.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default())
}

#[test]
fn after_one_visit_every_chunk_is_kept_and_the_state_diagram_opens_offline() -> Result<()> {
    let mut site = Site::start()?;
    let browser = Browser::launch()?;
    browser.goto(&site.url("?variant=nim&heaps=3,4,5&mode=two"))?;
    wait_until_cached(&browser)?;
    let chunks = chunks_named(&browser)?;
    assert!(
        chunks.iter().any(|url| url.contains("/split_diagram.")),
        "the page names the diagram's chunk: {chunks:?}"
    );
    // No view was opened: every chunk is kept all the same, so every view opens offline.
    browser.wait_until("the service worker to keep every chunk", |b| {
        let now = cached(b)?;
        Ok(chunks.iter().all(|url| now.contains(url)))
    })?;

    site.go_offline();
    browser.goto(&site.url("?variant=nim&heaps=4,3,2&mode=analysis&view=diagram&labels=1"))?;
    browser.wait_for_count("[data-testid=diagram-node][data-outcome]", 28)?;
    browser.close()
}

#[test]
fn after_one_visit_in_a_language_the_page_opens_offline_in_it() -> Result<()> {
    let mut site = Site::start()?;
    let browser = Browser::launch()?;
    let page = site.url("?variant=nim&heaps=3,4,5&mode=two&lang=de");
    browser.goto(&page)?;
    browser.wait_for_text("[data-testid=share]", "Teilen")?;
    wait_until_cached(&browser)?;
    // The catalogue is fetched when the language is chosen, not named by the page: kept anyway.
    browser.wait_until("the service worker to keep the German catalogue", |b| {
        Ok(cached(b)?.iter().any(|url| url.ends_with("locales/de.bin")))
    })?;

    site.go_offline();
    browser.goto(&page)?;
    browser.wait_for("html[lang=de]")?;
    browser.wait_for_text("[data-testid=share]", "Teilen")?;
    browser.close()
}

#[test]
fn a_new_release_replaces_the_cached_one() -> Result<()> {
    let site = Site::start()?;
    let browser = Browser::launch()?;
    let page = site.url("?variant=nim&heaps=3,4,5&mode=two");
    browser.goto(&page)?;
    wait_until_cached(&browser)?;
    let old = cached(&browser)?;

    // A new release: the app's JS glue under a new hashed name.
    let index_path = site.dir.path().join("index.html");
    let io = |action: &str| {
        let action = action.to_owned();
        move |source| Error::Io { action, source }
    };
    let index = std::fs::read_to_string(&index_path).map_err(io("reading index.html"))?;
    let glue = std::fs::read_dir(site.dir.path())
        .map_err(io("listing the site"))?
        .filter_map(|entry| {
            entry
                .ok()
                .map(|e| e.file_name().to_string_lossy().into_owned())
        })
        .find(|name| {
            name.starts_with("app.") && Path::new(name).extension().is_some_and(|e| e == "js")
        })
        .ok_or_else(|| Error::Unexpected("the build has no app.*.js".into()))?;
    let renamed = "app.0123456789abcdef.js";
    std::fs::copy(site.dir.path().join(&glue), site.dir.path().join(renamed))
        .map_err(io("copying the glue"))?;
    std::fs::write(&index_path, index.replace(&glue, renamed)).map_err(io("writing index.html"))?;
    // The worker's files are not content-hashed: a new release must fetch them again.
    let loader_path = site.dir.path().join("explore_worker_loader.js");
    let loader = std::fs::read_to_string(&loader_path).map_err(io("reading the worker loader"))?;
    let marker = "// the new release's loader";
    std::fs::write(&loader_path, format!("{loader}\n{marker}\n"))
        .map_err(io("writing the worker loader"))?;
    // The old page's precompressed copies would be served instead of the new page.
    for copy in [
        "index.html.gz",
        "index.html.br",
        "explore_worker_loader.js.gz",
        "explore_worker_loader.js.br",
    ] {
        let _ = std::fs::remove_file(site.dir.path().join(copy));
    }

    browser.goto(&page)?;
    browser.wait_until("the cache to hold the new release only", |b| {
        let now = cached(b)?;
        Ok(now.iter().any(|url| url.ends_with(renamed))
            && !now.iter().any(|url| url.ends_with(&glue)))
    })?;
    let now = cached(&browser)?;
    assert_eq!(now.len(), old.len(), "one release in the cache: {now:?}");
    browser.wait_until("the cache to hold the new release's worker loader", |b| {
        let text = b.execute(
            "return caches.open('nim-lab')
                .then((cache) => cache.match(new URL('explore_worker_loader.js', location.href).href))
                .then((response) => (response ? response.text() : ''));",
            Vec::new(),
        )?;
        Ok(text.as_str().is_some_and(|text| text.contains(marker)))
    })?;
    browser.close()
}

#[test]
fn the_app_can_be_installed() -> Result<()> {
    let browser = Browser::launch()?;
    browser.open("")?;
    let manifest = browser.execute(
        "return fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json());",
        Vec::new(),
    )?;
    assert_eq!(manifest["name"], "Nim Lab");
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["start_url"], "./");
    let icons = manifest["icons"].as_array().cloned().unwrap_or_default();
    for size in ["192x192", "512x512"] {
        let icon = icons
            .iter()
            .find(|icon| icon["sizes"] == size && icon["type"] == "image/png")
            .ok_or_else(|| Error::Unexpected(format!("no {size} PNG icon in {manifest}")))?;
        let src = icon["src"].as_str().unwrap_or_default();
        let loaded = browser.execute(
            "return new Promise((done) => { const image = new Image(); \
               image.onload = () => done([image.naturalWidth, image.naturalHeight]); \
               image.onerror = () => done(null); \
               image.src = new URL(arguments[0], document.querySelector('link[rel=manifest]').href).href; });",
            vec![Value::String(src.to_owned())],
        )?;
        let side: u64 = size
            .split('x')
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or_default();
        assert_eq!(loaded, serde_json::json!([side, side]), "icon {src}");
    }
    // Chromium's own check, the one behind its install button.
    let report = browser.devtools("Page.getInstallabilityErrors", serde_json::json!({}))?;
    assert_eq!(
        report["installabilityErrors"],
        serde_json::json!([]),
        "{report}"
    );
    browser.close()
}
