//! End-to-end harness: drives the Nim Lab release build in headless Chromium over `WebDriver`.
//!
//! `cargo xtask test` (or `cargo xtask e2e [FILTER]`) builds the site, serves it under a path
//! prefix, starts `ChromeDriver` and runs these tests with four environment variables set:
//! `NIM_LAB_BASE_URL` (the site, ending in `/`), `WEBDRIVER_URL`, `NIM_LAB_SCREENSHOTS` and
//! `NIM_LAB_AXE` (axe-core's `axe.min.js`, for [`Browser::axe_violations`]).
//!
//! The API is synchronous, so a test reads top to bottom:
//!
//! ```no_run
//! use nim_lab_e2e::{Browser, Result};
//!
//! fn clicking_a_counter_shrinks_its_heap() -> Result<()> {
//!     let browser = Browser::launch()?;
//!     browser.open("?variant=nim&heaps=3,4,5")?;
//!     browser.click("[aria-label='heap 1, counter 3 of 3']")?;
//!     browser.wait_for_count(".heap:nth-child(1) .counter", 2)?;
//!     browser.screenshots("after-first-move")?;
//!     Ok(())
//! }
//! ```
//!
//! Every wait polls the page through `WebDriver` until its condition holds or [`Browser::timeout`]
//! passes; every `WebDriver` command has a time limit too, so a broken page fails, never hangs.
#![warn(missing_docs)]

use std::cell::Cell;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::error::{CmdError, NewSessionError};
use fantoccini::wd::TimeoutConfiguration;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
pub use serde_json::Value;
use tokio::runtime::Runtime;

/// Keys for [`Element::send_keys`]: `Key::Enter.to_string()`, `Key::Tab`, arrows, ...
pub use fantoccini::key::Key;

/// The two window sizes the screenshots are taken at: a phone and a laptop.
pub const SCREEN_SIZES: [(u32, u32); 2] = [(390, 844), (1366, 768)];

/// How long a wait lasts before it fails, unless `NIM_LAB_E2E_TIMEOUT_MS` says otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// How often a wait looks at the page again.
const POLL: Duration = Duration::from_millis(50);

/// How long a window resize may take to reach the page's viewport.
const RESIZE_SETTLE: Duration = Duration::from_secs(3);

/// The most one `WebDriver` command may take (a page load included).
const COMMAND_LIMIT: Duration = Duration::from_secs(60);

/// How long one axe-core run over a page may take (a big page on a busy machine takes seconds).
const AXE_LIMIT: Duration = Duration::from_secs(60);

/// The WCAG 2.0 and 2.1 levels A and AA, and Label in Name (2.5.3), which axe tags as a practice.
const AXE_RUN: &str = "window.__nimLabAxe = null;
    axe.run(document, {
        runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
        rules: {'label-content-name-mismatch': {enabled: true}},
    }).then(
        (result) => { window.__nimLabAxe = {violations: result.violations.map((v) => ({
            id: v.id, impact: v.impact || '', help: v.help,
            nodes: v.nodes.map((n) => ({
                target: n.target.map(String).join(' '),
                html: n.html.length > 160 ? n.html.slice(0, 160) + '…' : n.html,
                summary: n.failureSummary || '',
            })),
        }))}; },
        (error) => { window.__nimLabAxe = {error: String(error)}; });";

/// Headless Chromium flags that work as root in a container (see shared TOOLCHAIN notes).
const CHROMIUM_ARGS: [&str; 8] = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
];

/// What went wrong in an end-to-end step; the message names the step and the selector.
#[derive(thiserror::Error)]
pub enum Error {
    /// The harness was run without the environment `cargo xtask` sets up.
    #[error(
        "{0} is not set: run the end-to-end tests with `cargo xtask e2e` or `cargo xtask test`, \
         which serve the release build and start ChromeDriver"
    )]
    MissingEnvironment(&'static str),
    /// `ChromeDriver` refused or failed to start a browser.
    #[error("could not start a browser session through {url}: {source}")]
    Session {
        /// The `WebDriver` URL.
        url: String,
        /// Why.
        source: NewSessionError,
    },
    /// A `WebDriver` command failed.
    #[error("{action}: {source}")]
    Command {
        /// What the test was doing.
        action: String,
        /// Why it failed.
        source: CmdError,
    },
    /// A wait's condition did not hold in time.
    #[error("timed out after {:.1}s waiting for {what}", waited.as_secs_f64())]
    Timeout {
        /// The condition.
        what: String,
        /// How long it waited.
        waited: Duration,
    },
    /// The page answered, but not as the test expected.
    #[error("{0}")]
    Unexpected(String),
    /// A file (a screenshot) could not be written.
    #[error("{action}: {source}")]
    Io {
        /// What the harness was doing.
        action: String,
        /// Why it failed.
        source: std::io::Error,
    },
}

/// Test functions return `Result<(), Error>`; its `Debug` is the readable message.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The harness's result type.
pub type Result<T> = std::result::Result<T, Error>;

fn env(name: &'static str) -> Result<String> {
    std::env::var(name).map_err(|_| Error::MissingEnvironment(name))
}

/// Where screenshots go: `NIM_LAB_SCREENSHOTS`, else the workspace's `target/screenshots`.
pub fn screenshot_dir() -> PathBuf {
    std::env::var_os("NIM_LAB_SCREENSHOTS").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/screenshots"),
        PathBuf::from,
    )
}

/// A fresh Chromium profile directory, removed when the browser closes.
struct Profile(PathBuf);

impl Profile {
    fn create() -> Result<Self> {
        thread_local!(static NEXT: Cell<u32> = const { Cell::new(0) });
        let serial = NEXT.with(|next| {
            let serial = next.get();
            next.set(serial + 1);
            serial
        });
        let thread = format!("{:?}", std::thread::current().id())
            .chars()
            .filter(char::is_ascii_digit)
            .collect::<String>();
        let dir = std::env::temp_dir().join(format!(
            "nim-lab-e2e-{}-{thread}-{serial}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).map_err(|source| Error::Io {
            action: format!("creating the browser profile {}", dir.display()),
            source,
        })?;
        Ok(Self(dir))
    }
}

impl Drop for Profile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The strings of a JSON array a script returned (anything else: none).
pub fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|all| {
            all.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

/// One headless Chromium session, closed when dropped.
pub struct Browser {
    runtime: Runtime,
    client: Option<Client>,
    base_url: String,
    timeout: Duration,
    _profile: Profile,
}

impl Browser {
    /// Starts a headless Chromium session at 1366x768 through the `ChromeDriver` at `WEBDRIVER_URL`.
    pub fn launch() -> Result<Self> {
        let base_url = env("NIM_LAB_BASE_URL")?;
        let webdriver_url = env("WEBDRIVER_URL")?;
        let timeout = std::env::var("NIM_LAB_E2E_TIMEOUT_MS")
            .ok()
            .and_then(|millis| millis.parse().ok())
            .map_or(DEFAULT_TIMEOUT, Duration::from_millis);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|source| Error::Io {
                action: "starting the async runtime".into(),
                source,
            })?;
        let profile = Profile::create()?;

        let mut args: Vec<String> = CHROMIUM_ARGS.iter().map(|arg| (*arg).to_owned()).collect();
        args.push(format!("--user-data-dir={}", profile.0.display()));
        args.push("--window-size=1366,768".into());
        let mut chrome_options = serde_json::Map::new();
        chrome_options.insert("args".into(), args.into());
        if let Ok(binary) = std::env::var("CHROME_BIN") {
            chrome_options.insert("binary".into(), binary.into());
        }
        let mut capabilities = serde_json::Map::new();
        capabilities.insert("browserName".into(), "chrome".into());
        capabilities.insert("goog:chromeOptions".into(), chrome_options.into());

        let client = runtime
            .block_on(async {
                tokio::time::timeout(
                    COMMAND_LIMIT,
                    ClientBuilder::new(HttpConnector::new())
                        .capabilities(capabilities)
                        .connect(&webdriver_url),
                )
                .await
            })
            .map_err(|_| Error::Timeout {
                what: format!("a browser session from {webdriver_url}"),
                waited: COMMAND_LIMIT,
            })?
            .map_err(|source| Error::Session {
                url: webdriver_url.clone(),
                source,
            })?;
        let browser = Self {
            runtime,
            client: Some(client),
            base_url,
            timeout,
            _profile: profile,
        };
        browser.run("setting WebDriver timeouts", |client| async move {
            client
                .update_timeouts(TimeoutConfiguration::new(
                    Some(Duration::from_secs(10)),
                    Some(Duration::from_secs(30)),
                    Some(Duration::ZERO),
                ))
                .await
        })?;
        Ok(browser)
    }

    /// The site's URL, ending in `/` (it includes the path prefix the site is served under).
    pub fn base_url(&self) -> &str {
        &self.base_url
    }

    /// How long waits last before failing.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Runs one `WebDriver` command with the command time limit.
    fn run<T, F, Fut>(&self, action: &str, command: F) -> Result<T>
    where
        F: FnOnce(Client) -> Fut,
        Fut: std::future::Future<Output = std::result::Result<T, CmdError>>,
    {
        let Some(client) = self.client.clone() else {
            return Err(Error::Unexpected(format!(
                "{action}: the browser is closed"
            )));
        };
        self.runtime
            .block_on(async { tokio::time::timeout(COMMAND_LIMIT, command(client)).await })
            .map_err(|_| Error::Timeout {
                what: action.to_owned(),
                waited: COMMAND_LIMIT,
            })?
            .map_err(|source| Error::Command {
                action: action.to_owned(),
                source,
            })
    }

    /// The chunk of split point `point` as the page has fetched it (`split_<point>.<16 hex>.wasm`),
    /// one entry per fetch, without its hash: `["split_diagram.wasm"]` once it was fetched once.
    pub fn chunk_fetched(&self, point: &str) -> Result<Vec<String>> {
        let fetched = self.execute(
            "const chunk = new RegExp(`^split_${arguments[0]}\\.[0-9a-f]{16}\\.wasm$`);
             return performance.getEntriesByType('resource').map((r) => r.name.split('/').pop())
                 .filter((name) => chunk.test(name)).map((name) => name.replace(/\\.[0-9a-f]{16}\\./, '.'));",
            vec![Value::from(point)],
        )?;
        Ok(strings(&fetched))
    }

    /// How many times the page fetched the site's file `path` (e.g. `locales/en.bin`).
    pub fn times_fetched(&self, path: &str) -> Result<u64> {
        let count = self.execute(
            "const wanted = new URL(arguments[0], document.baseURI).href;
             return performance.getEntriesByType('resource').filter((r) => r.name === wanted).length;",
            vec![Value::from(path)],
        )?;
        count
            .as_u64()
            .ok_or_else(|| Error::Unexpected(format!("a count of fetches, not {count}")))
    }

    /// Makes every fetch matching `patterns` fail from now on (none: the network is back), the
    /// service worker's cache bypassed, so the network alone decides.
    pub fn block_urls(&self, patterns: &[&str]) -> Result<()> {
        self.devtools("Network.enable", serde_json::json!({}))?;
        self.devtools(
            "Network.setBypassServiceWorker",
            serde_json::json!({ "bypass": true }),
        )?;
        self.devtools(
            "Network.setBlockedURLs",
            serde_json::json!({ "urls": patterns }),
        )
        .map(drop)
    }

    /// Sends a Chrome `DevTools` Protocol command through `ChromeDriver` (network and CPU
    /// emulation for the benchmarks), and returns its result.
    pub fn devtools(&self, command: &'static str, params: Value) -> Result<Value> {
        self.run(&format!("sending {command}"), |client| async move {
            client.issue_cmd(DevTools { command, params }).await
        })
    }

    /// Loads `path` relative to the site, e.g. `""` for the start page or `"?embed=1"`.
    pub fn open(&self, path: &str) -> Result<()> {
        self.goto(&format!(
            "{}{}",
            self.base_url,
            path.trim_start_matches('/')
        ))
    }

    /// Loads an absolute URL (a site of a test's own).
    pub fn goto(&self, url: &str) -> Result<()> {
        let url = url.to_owned();
        self.run(&format!("opening {url}"), |client| async move {
            client.goto(&url).await
        })
    }

    /// The document's title.
    pub fn title(&self) -> Result<String> {
        self.run(
            "reading the title",
            |client| async move { client.title().await },
        )
    }

    /// The current URL, query included.
    pub fn current_url(&self) -> Result<String> {
        self.run("reading the URL", |client| async move {
            client.current_url().await.map(String::from)
        })
    }

    /// The first element matching a CSS selector, now (no waiting).
    pub fn find(&self, css: &str) -> Result<Element<'_>> {
        let inner = self.run(&format!("finding `{css}`"), |client| async move {
            client.find(Locator::Css(css)).await
        })?;
        Ok(Element {
            inner,
            browser: self,
            css: css.to_owned(),
        })
    }

    /// Every element matching a CSS selector, now (possibly none).
    pub fn find_all(&self, css: &str) -> Result<Vec<Element<'_>>> {
        let found = self.run(&format!("finding all `{css}`"), |client| async move {
            client.find_all(Locator::Css(css)).await
        })?;
        Ok(found
            .into_iter()
            .map(|inner| Element {
                inner,
                browser: self,
                css: css.to_owned(),
            })
            .collect())
    }

    /// Waits until an element matches the selector, and returns it.
    pub fn wait_for(&self, css: &str) -> Result<Element<'_>> {
        let timeout = self.timeout;
        let found = self.run(&format!("waiting for `{css}`"), |client| async move {
            client
                .wait()
                .at_most(timeout)
                .every(POLL)
                .for_element(Locator::Css(css))
                .await
        });
        match found {
            Ok(inner) => Ok(Element {
                inner,
                browser: self,
                css: css.to_owned(),
            }),
            Err(Error::Command {
                source: CmdError::WaitTimeout,
                ..
            }) => Err(Error::Timeout {
                what: format!("an element matching `{css}`"),
                waited: timeout,
            }),
            Err(other) => Err(other),
        }
    }

    /// Polls `condition` until it returns `Ok(true)`; an `Err` from it stops the wait at once.
    ///
    /// `what` describes the condition for the failure message ("the heap to shrink to 2").
    pub fn wait_until<F>(&self, what: &str, condition: F) -> Result<()>
    where
        F: FnMut(&Self) -> Result<bool>,
    {
        self.wait_within(what, self.timeout, condition)
    }

    /// Waits, in a game against the computer, for the person's turn (`ready`, a selector found
    /// only then) or the end of the game; `true` at the end.
    pub fn wait_for_turn_or_end(&self, ready: &str) -> Result<bool> {
        let mut over = false;
        self.wait_until("the person's turn or the end of the game", |b| {
            over = !b.find_all("[data-testid=game-over]")?.is_empty();
            Ok(over || !b.find_all(ready)?.is_empty())
        })?;
        Ok(over)
    }

    /// [`Browser::wait_until`] with a time limit of its own, for work known to be slow.
    pub fn wait_within<F>(&self, what: &str, limit: Duration, mut condition: F) -> Result<()>
    where
        F: FnMut(&Self) -> Result<bool>,
    {
        let started = Instant::now();
        loop {
            match condition(self) {
                Ok(true) => return Ok(()),
                // An element redrawn while it was read is what a wait waits out.
                Err(Error::Command { source, .. }) if source.is_stale_element_reference() => {}
                Err(other) => return Err(other),
                Ok(false) => {}
            }
            if started.elapsed() >= limit {
                return Err(Error::Timeout {
                    what: what.to_owned(),
                    waited: started.elapsed(),
                });
            }
            // The pause between two looks at the page, not a wait for rendering.
            std::thread::sleep(POLL);
        }
    }

    /// Waits until the first element matching `css` has text containing `expected`.
    pub fn wait_for_text(&self, css: &str, expected: &str) -> Result<String> {
        let mut last = String::new();
        let outcome = self.wait_until(&format!("`{css}` to contain {expected:?}"), |browser| {
            last = match browser.find_all(css)?.first() {
                Some(element) => element.text()?,
                None => String::new(),
            };
            Ok(last.contains(expected))
        });
        match outcome {
            Ok(()) => Ok(last),
            Err(Error::Timeout { what, waited }) => Err(Error::Timeout {
                what: format!("{what} (last text: {last:?})"),
                waited,
            }),
            Err(other) => Err(other),
        }
    }

    /// Waits until exactly `count` elements match `css`.
    pub fn wait_for_count(&self, css: &str, count: usize) -> Result<()> {
        let mut last = 0;
        let outcome = self.wait_until(&format!("{count} elements matching `{css}`"), |browser| {
            last = browser.find_all(css)?.len();
            Ok(last == count)
        });
        outcome.map_err(|error| match error {
            Error::Timeout { what, waited } => Error::Timeout {
                what: format!("{what} (last count: {last})"),
                waited,
            },
            other => other,
        })
    }

    /// Waits for `css`, then clicks it.
    pub fn click(&self, css: &str) -> Result<()> {
        self.wait_for(css)?.click()
    }

    /// Waits for `css`, then returns its visible text.
    pub fn text(&self, css: &str) -> Result<String> {
        self.wait_for(css)?.text()
    }

    /// Waits for `css`, then returns one of its attributes (`None` if absent).
    pub fn attr(&self, css: &str, name: &str) -> Result<Option<String>> {
        self.wait_for(css)?.attr(name)
    }

    /// The focused element's `data-testid`, if it has one.
    pub fn focused_testid(&self) -> Result<Option<String>> {
        let id = self.execute(
            "return document.activeElement && document.activeElement.getAttribute('data-testid');",
            Vec::new(),
        )?;
        Ok(id.as_str().map(str::to_owned))
    }

    /// Makes the frame inside the shadow root of the element at `host` (a `<nim-lab>`) the
    /// document that finding, clicking and scripts act on, until [`Browser::leave_frame`].
    pub fn enter_shadow_frame(&self, host: &str) -> Result<()> {
        let element = self.find(host)?.inner;
        self.run(&format!("entering the frame of `{host}`"), |_| async move {
            let frame = element
                .shadow_root()
                .await?
                .find(Locator::Css("iframe"))
                .await?;
            frame.enter_frame().await
        })
    }

    /// Makes the `<iframe>` at `css` the document that finding, clicking and scripts act on,
    /// until [`Browser::leave_frame`].
    pub fn enter_frame(&self, css: &str) -> Result<()> {
        let frame = self.wait_for(css)?.inner;
        self.run(&format!("entering the frame `{css}`"), |_| async move {
            frame.enter_frame().await
        })
    }

    /// Goes back from a frame to the page that holds it.
    pub fn leave_frame(&self) -> Result<()> {
        self.run("leaving the frame", |client| async move {
            client.enter_parent_frame().await
        })
    }

    /// Sets the value of the field at `css` as a person does, firing `event` (`change` for a menu
    /// or a field read on change, `input` for one read as typed).
    pub fn set_field(&self, css: &str, value: &str, event: &str) -> Result<()> {
        self.execute(
            "const field = document.querySelector(arguments[0]);
             field.value = arguments[1];
             field.dispatchEvent(new Event(arguments[2], { bubbles: true }));",
            vec![css.into(), value.into(), event.into()],
        )?;
        Ok(())
    }

    /// Runs JavaScript in the page (`return ...;` gives a value); `arguments[i]` are `args`.
    pub fn execute(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        self.run("running a script in the page", |client| async move {
            client.execute(script, args).await
        })
    }

    /// How many CSS pixels the page is wider than its window: 0 when it never scrolls sideways.
    pub fn sideways_scroll(&self) -> Result<f64> {
        let overflow = self.execute(
            "const root = document.scrollingElement; return root.scrollWidth - root.clientWidth;",
            Vec::new(),
        )?;
        Ok(overflow.as_f64().unwrap_or(f64::INFINITY).max(0.0))
    }

    /// Waits for the next two animation frames, so layout and paint settle after a change.
    pub fn next_frame(&self) -> Result<()> {
        self.run("waiting for an animation frame", |client| async move {
            client
                .execute_async(
                    "const done = arguments[0]; \
                     requestAnimationFrame(() => requestAnimationFrame(() => done(true)));",
                    Vec::new(),
                )
                .await
                .map(drop)
        })
    }

    /// Resizes the window so the page's viewport is `width` x `height` CSS pixels.
    pub fn set_viewport(&self, width: u32, height: u32) -> Result<()> {
        let resize = |outer_width: u32, outer_height: u32| {
            self.run(
                &format!("resizing the window to {outer_width}x{outer_height}"),
                |client| async move { client.set_window_size(outer_width, outer_height).await },
            )
        };
        let inner = || -> Result<(u32, u32)> {
            let size = self.execute(
                "return [window.innerWidth, window.innerHeight];",
                Vec::new(),
            )?;
            let read = |index: usize| {
                size.get(index)
                    .and_then(Value::as_u64)
                    .and_then(|value| u32::try_from(value).ok())
            };
            match (read(0), read(1)) {
                (Some(width), Some(height)) => Ok((width, height)),
                _ => Err(Error::Unexpected(format!(
                    "the page reported its viewport as {size}"
                ))),
            }
        };
        // A resize lands asynchronously (late on a loaded machine): wait until the viewport moves
        // from where it was, or is already right.
        let settle = |before: (u32, u32)| -> Result<(u32, u32)> {
            let started = Instant::now();
            loop {
                let reached = inner()?;
                if reached == (width, height)
                    || reached != before
                    || started.elapsed() >= RESIZE_SETTLE
                {
                    return Ok(reached);
                }
                std::thread::sleep(POLL);
            }
        };
        let before = inner()?;
        resize(width, height)?;
        let (inner_width, inner_height) = settle(before)?;
        if (inner_width, inner_height) != (width, height) {
            // The window frame takes some pixels: grow the window by exactly that much.
            resize(
                (2 * width).saturating_sub(inner_width),
                (2 * height).saturating_sub(inner_height),
            )?;
            let reached = settle((inner_width, inner_height))?;
            if reached != (width, height) {
                return Err(Error::Unexpected(format!(
                    "asked for a {width}x{height} viewport, the browser gave {}x{}",
                    reached.0, reached.1
                )));
            }
        }
        self.next_frame()
    }

    /// Saves a PNG of the viewport at `width` x `height` as `<name>-<width>x<height>.png` in
    /// [`screenshot_dir`], and returns its path.
    pub fn screenshot_at(&self, name: &str, width: u32, height: u32) -> Result<PathBuf> {
        self.set_viewport(width, height)?;
        let png = self.run("taking a screenshot", |client| async move {
            client.screenshot().await
        })?;
        save_artifact(&format!("{name}-{width}x{height}.png"), &png)
    }

    /// Prints the page to PDF through `WebDriver`'s print command (the page's print CSS applies),
    /// saves it as `<name>.pdf` in [`screenshot_dir`], and returns its bytes and path.
    pub fn print_pdf(&self, name: &str) -> Result<(Vec<u8>, PathBuf)> {
        let pdf = self.run("printing the page to PDF", |client| async move {
            client
                .print(fantoccini::wd::PrintConfiguration::default())
                .await
        })?;
        let file = save_artifact(&format!("{name}.pdf"), &pdf)?;
        Ok((pdf, file))
    }

    /// Screenshots at every size in [`SCREEN_SIZES`], then restores the 1366x768 window.
    pub fn screenshots(&self, name: &str) -> Result<Vec<PathBuf>> {
        let files = SCREEN_SIZES
            .iter()
            .map(|&(width, height)| self.screenshot_at(name, width, height))
            .collect::<Result<Vec<_>>>()?;
        self.set_viewport(1366, 768)?;
        Ok(files)
    }

    /// Ends the session and closes Chromium, reporting any error (dropping does the same quietly).
    pub fn close(mut self) -> Result<()> {
        let Some(client) = self.client.take() else {
            return Ok(());
        };
        self.runtime
            .block_on(async { tokio::time::timeout(COMMAND_LIMIT, client.close()).await })
            .map_err(|_| Error::Timeout {
                what: "the browser to close".into(),
                waited: COMMAND_LIMIT,
            })?
            .map_err(|source| Error::Command {
                action: "closing the browser".into(),
                source,
            })
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = self.runtime.block_on(async {
                tokio::time::timeout(Duration::from_secs(10), client.close()).await
            });
        }
    }
}

/// One axe-core rule the page breaks, with every element that breaks it.
#[derive(Debug, Clone)]
pub struct Violation {
    /// The rule's id, e.g. `color-contrast`.
    pub id: String,
    /// `minor`, `moderate`, `serious` or `critical`.
    pub impact: String,
    /// What the rule asks, in a sentence.
    pub help: String,
    /// Each offending element: its CSS selector, the start of its HTML, and what to fix.
    pub nodes: Vec<ViolationNode>,
}

/// One element that breaks an axe-core rule.
#[derive(Debug, Clone)]
pub struct ViolationNode {
    /// A selector that finds it.
    pub target: String,
    /// Its HTML, cut to a readable length.
    pub html: String,
    /// axe-core's "Fix any of the following" text.
    pub summary: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} ({}): {}", self.id, self.impact, self.help)?;
        for node in &self.nodes {
            writeln!(f, "    at {}\n       {}", node.target, node.html)?;
            for line in node.summary.lines() {
                writeln!(f, "       {line}")?;
            }
        }
        Ok(())
    }
}

impl Violation {
    fn from_json(value: &Value) -> Self {
        let text = |value: &Value, key: &str| {
            value
                .get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        Self {
            id: text(value, "id"),
            impact: text(value, "impact"),
            help: text(value, "help"),
            nodes: value
                .get("nodes")
                .and_then(Value::as_array)
                .map(|nodes| {
                    nodes
                        .iter()
                        .map(|node| ViolationNode {
                            target: text(node, "target"),
                            html: text(node, "html"),
                            summary: text(node, "summary"),
                        })
                        .collect()
                })
                .unwrap_or_default(),
        }
    }
}

impl Browser {
    /// Runs axe-core (the file at `NIM_LAB_AXE`) on the current page for WCAG 2.1 A and AA plus
    /// Label in Name, and returns every rule broken.
    pub fn axe_violations(&self) -> Result<Vec<Violation>> {
        let path = env("NIM_LAB_AXE")?;
        let source = std::fs::read_to_string(&path).map_err(|source| Error::Io {
            action: format!("reading axe-core from {path} (NIM_LAB_AXE)"),
            source,
        })?;
        let loaded = self.execute(
            "return typeof window.axe === 'object' && typeof window.axe.run === 'function';",
            Vec::new(),
        )?;
        if loaded != Value::Bool(true) {
            // The UMD bundle sets `window.axe` when run as a plain script.
            self.execute(&source, Vec::new())?;
        }
        self.execute(AXE_RUN, Vec::new())?;
        let mut outcome = Value::Null;
        self.wait_within("axe-core to finish its run", AXE_LIMIT, |browser| {
            outcome = browser.execute("return window.__nimLabAxe;", Vec::new())?;
            Ok(!outcome.is_null())
        })?;
        if let Some(error) = outcome.get("error") {
            return Err(Error::Unexpected(format!("axe-core failed: {error}")));
        }
        Ok(outcome
            .get("violations")
            .and_then(Value::as_array)
            .map(|violations| violations.iter().map(Violation::from_json).collect())
            .unwrap_or_default())
    }
}

/// An element of the page, found by a CSS selector.
pub struct Element<'browser> {
    inner: fantoccini::elements::Element,
    browser: &'browser Browser,
    css: String,
}

impl<'browser> Element<'browser> {
    fn run<T, F, Fut>(&self, action: &str, command: F) -> Result<T>
    where
        F: FnOnce(fantoccini::elements::Element) -> Fut,
        Fut: std::future::Future<Output = std::result::Result<T, CmdError>>,
    {
        let element = self.inner.clone();
        self.browser
            .run(&format!("{action} `{}`", self.css), |_| command(element))
    }

    /// Clicks it (scrolled into view; fails if something covers it).
    pub fn click(&self) -> Result<()> {
        self.run("clicking", |element| async move { element.click().await })
    }

    /// Its visible text.
    pub fn text(&self) -> Result<String> {
        self.run("reading the text of", |element| async move {
            element.text().await
        })
    }

    /// An attribute as written in the HTML (`None` if absent).
    pub fn attr(&self, name: &str) -> Result<Option<String>> {
        self.run(&format!("reading [{name}] of"), |element| async move {
            element.attr(name).await
        })
    }

    /// A DOM property (`value`, `checked`, ...), as a string.
    pub fn prop(&self, name: &str) -> Result<Option<String>> {
        self.run(&format!("reading .{name} of"), |element| async move {
            element.prop(name).await
        })
    }

    /// A computed CSS value, e.g. `outline-style`.
    pub fn css_value(&self, property: &str) -> Result<String> {
        self.run(
            &format!("reading css {property} of"),
            |element| async move { element.css_value(property).await },
        )
    }

    /// Whether it is enabled (a disabled button is not).
    pub fn is_enabled(&self) -> Result<bool> {
        self.run("checking whether enabled:", |element| async move {
            element.is_enabled().await
        })
    }

    /// Whether it is visible.
    pub fn is_displayed(&self) -> Result<bool> {
        self.run("checking whether displayed:", |element| async move {
            element.is_displayed().await
        })
    }

    /// Types into it: text, or keys such as `&Key::Enter.to_string()`.
    pub fn send_keys(&self, keys: &str) -> Result<()> {
        self.run("typing into", |element| async move {
            element.send_keys(keys).await
        })
    }

    /// The first descendant matching a CSS selector, now.
    pub fn find(&self, css: &str) -> Result<Element<'browser>> {
        let inner = self.run(&format!("finding `{css}` inside"), |element| async move {
            element.find(Locator::Css(css)).await
        })?;
        Ok(Element {
            inner,
            browser: self.browser,
            css: format!("{} {css}", self.css),
        })
    }

    /// Every descendant matching a CSS selector, now.
    pub fn find_all(&self, css: &str) -> Result<Vec<Element<'browser>>> {
        let found = self.run(
            &format!("finding all `{css}` inside"),
            |element| async move { element.find_all(Locator::Css(css)).await },
        )?;
        Ok(found
            .into_iter()
            .map(|inner| Element {
                inner,
                browser: self.browser,
                css: format!("{} {css}", self.css),
            })
            .collect())
    }
}

/// The number of pages in a PDF: its page objects (`/Type /Page`, not `/Pages`), which Chromium
/// writes as plain text.
pub fn pdf_pages(pdf: &[u8]) -> usize {
    [&b"/Type /Page"[..], &b"/Type/Page"[..]]
        .iter()
        .map(|marker| {
            pdf.windows(marker.len() + 1)
                .filter(|w| w.starts_with(marker) && !w[marker.len()].is_ascii_alphanumeric())
                .count()
        })
        .sum()
}

/// Writes `bytes` as `name` in [`screenshot_dir`], and returns its path.
fn save_artifact(name: &str, bytes: &[u8]) -> Result<PathBuf> {
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).map_err(|source| Error::Io {
        action: format!("creating {}", dir.display()),
        source,
    })?;
    let file = dir.join(name);
    std::fs::write(&file, bytes).map_err(|source| Error::Io {
        action: format!("writing {}", file.display()),
        source,
    })?;
    Ok(file)
}

/// `POST /session/{id}/goog/cdp/execute`: `ChromeDriver`'s door to the `DevTools` Protocol.
#[derive(Debug)]
struct DevTools {
    command: &'static str,
    params: Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for DevTools {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> std::result::Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        let body = serde_json::json!({ "cmd": self.command, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}
