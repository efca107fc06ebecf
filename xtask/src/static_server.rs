//! A small static file server for the end-to-end tests: serves dist/ under a path prefix only.
//!
//! Serving under a prefix (and nothing at `/`) proves the build's asset URLs are relative, so the
//! site works from any folder of any static host.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;

use anyhow::{anyhow, Context, Result};
use tiny_http::{Header, Method, Request, Response, Server};

/// The path prefix the end-to-end tests load the site under.
pub const PREFIX: &str = "/nim-lab/";

/// A running server; stops when dropped.
pub struct StaticServer {
    server: Arc<Server>,
    worker: Option<JoinHandle<()>>,
    base_url: String,
}

impl StaticServer {
    /// Serves `root` on a free loopback port under [`PREFIX`].
    pub fn start(root: &Path) -> Result<Self> {
        let server = Server::http("127.0.0.1:0")
            .map_err(|error| anyhow!("cannot start the static server: {error}"))?;
        let address = server
            .server_addr()
            .to_ip()
            .context("the static server has no IP address")?;
        let server = Arc::new(server);
        let root = root.to_path_buf();
        let serving = Arc::clone(&server);
        let worker = std::thread::spawn(move || {
            for request in serving.incoming_requests() {
                respond(&root, request);
            }
        });
        Ok(Self {
            server,
            worker: Some(worker),
            base_url: format!("http://{address}{PREFIX}"),
        })
    }

    /// The site's URL, ending in `/`.
    pub fn base_url(&self) -> &str {
        &self.base_url
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.server.unblock();
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

/// The Content-Type for a file, by extension; `application/wasm` lets browsers stream-compile.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|extension| extension.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("json" | "map") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Where a request path points inside `root`, or `None` if it is outside the prefix or escapes.
pub fn resolve(root: &Path, url: &str) -> Option<PathBuf> {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let relative = path.strip_prefix(PREFIX)?;
    let decoded = percent_decode(relative)?;
    let relative = Path::new(&decoded);
    if !relative
        .components()
        .all(|component| matches!(component, Component::Normal(_)))
    {
        return None;
    }
    let file = root.join(relative);
    if file.is_dir() {
        Some(file.join("index.html"))
    } else {
        Some(file)
    }
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = text.get(index + 1..index + 3)?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            decoded.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

fn header(name: &str, value: &str) -> Option<Header> {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).ok()
}

fn respond(root: &Path, request: Request) {
    let url = request.url().to_owned();
    let is_head = *request.method() == Method::Head;
    if !is_head && *request.method() != Method::Get {
        let _ = request.respond(Response::from_string("method not allowed").with_status_code(405));
        return;
    }
    let path = url.split(['?', '#']).next().unwrap_or_default();
    if path == "/" || path == PREFIX.trim_end_matches('/') {
        let mut response = Response::empty(302);
        if let Some(location) = header("Location", PREFIX) {
            response.add_header(location);
        }
        let _ = request.respond(response);
        return;
    }
    let Some(file) = resolve(root, &url) else {
        let _ = request.respond(Response::from_string("not found").with_status_code(404));
        return;
    };
    match std::fs::read(&file) {
        Ok(body) => {
            let mut response = Response::from_data(if is_head { Vec::new() } else { body });
            for (name, value) in [
                ("Content-Type", content_type(&file)),
                ("Cache-Control", "no-store"),
            ] {
                if let Some(header) = header(name, value) {
                    response.add_header(header);
                }
            }
            let _ = request.respond(response);
        }
        Err(_) => {
            let _ = request.respond(Response::from_string("not found").with_status_code(404));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::time::Duration;

    /// A raw HTTP/1.0 GET, returning the status line and headers, lower-cased, and the body.
    fn get(base_url: &str, path: &str) -> (String, String) {
        let address = base_url
            .trim_start_matches("http://")
            .split('/')
            .next()
            .expect("base URL has a host");
        let mut stream = TcpStream::connect(address).expect("server accepts connections");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout can be set");
        write!(stream, "GET {path} HTTP/1.0\r\nHost: {address}\r\n\r\n").expect("request sent");
        let mut reply = String::new();
        stream.read_to_string(&mut reply).expect("reply read");
        let (head, body) = reply.split_once("\r\n\r\n").unwrap_or((&reply, ""));
        (head.to_lowercase(), body.to_owned())
    }

    fn site() -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("index.html"), "<h1>page</h1>").expect("write");
        std::fs::write(dir.path().join("app_bg.wasm"), b"\0asm").expect("write");
        std::fs::create_dir(dir.path().join("static")).expect("mkdir");
        std::fs::write(dir.path().join("static/icon.svg"), "<svg/>").expect("write");
        dir
    }

    #[test]
    fn serves_files_under_the_prefix_with_their_mime_types() {
        let dir = site();
        let server = StaticServer::start(dir.path()).expect("server starts");
        assert!(server.base_url().ends_with(PREFIX));

        let (head, body) = get(server.base_url(), "/nim-lab/");
        assert!(
            head.starts_with("http/1.0 200") || head.starts_with("http/1.1 200"),
            "{head}"
        );
        assert!(head.contains("content-type: text/html"), "{head}");
        assert_eq!(body, "<h1>page</h1>");

        let (head, _) = get(server.base_url(), "/nim-lab/app_bg.wasm?v=1");
        assert!(head.contains("content-type: application/wasm"), "{head}");

        let (head, _) = get(server.base_url(), "/nim-lab/static/icon.svg");
        assert!(head.contains("content-type: image/svg+xml"), "{head}");
    }

    #[test]
    fn nothing_is_served_outside_the_prefix() {
        let dir = site();
        let server = StaticServer::start(dir.path()).expect("server starts");
        let (head, _) = get(server.base_url(), "/app_bg.wasm");
        assert!(head.contains(" 404"), "{head}");
        let (head, _) = get(server.base_url(), "/");
        assert!(
            head.contains(" 302") && head.contains("location: /nim-lab/"),
            "{head}"
        );
        let (head, _) = get(server.base_url(), "/nim-lab/missing.js");
        assert!(head.contains(" 404"), "{head}");
    }

    #[test]
    fn paths_cannot_escape_the_site() {
        let root = Path::new("/srv/site");
        assert_eq!(resolve(root, "/nim-lab/../etc/passwd"), None);
        assert_eq!(resolve(root, "/nim-lab/%2e%2e/etc/passwd"), None);
        assert_eq!(resolve(root, "/nim-lab//etc/passwd"), None);
        assert_eq!(resolve(root, "/nim-lab/%zz"), None);
        assert_eq!(
            resolve(root, "/nim-lab/a%20b.js"),
            Some(PathBuf::from("/srv/site/a b.js"))
        );
    }
}
