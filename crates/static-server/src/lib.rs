//! A small static file server for the end-to-end tests and benchmarks: serves dist/ under a path
//! prefix only, with the build's precompressed `.br` or `.gz` copy when the browser accepts it.
//!
//! Serving under a prefix (and nothing at `/`) proves the build's asset URLs are relative, so the
//! site works from any folder of any static host. Every response closes its connection, so
//! dropping the server takes the site offline at once: no kept-alive connection still answers.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::{Context, Result};

/// The path prefix the end-to-end tests load the site under.
pub const PREFIX: &str = "/nim-lab/";

/// How long a connection may take to send its request.
const READ_LIMIT: Duration = Duration::from_secs(10);

/// A running server; stops when dropped.
pub struct StaticServer {
    address: SocketAddr,
    stopping: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
    base_url: String,
}

impl StaticServer {
    /// Serves `root` on a free loopback port under [`PREFIX`].
    pub fn start(root: &Path) -> Result<Self> {
        let listener =
            TcpListener::bind("127.0.0.1:0").context("cannot start the static server")?;
        let address = listener
            .local_addr()
            .context("the static server has no address")?;
        let stopping = Arc::new(AtomicBool::new(false));
        let root = root.to_path_buf();
        let stop = Arc::clone(&stopping);
        let acceptor = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if stop.load(Ordering::SeqCst) {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let root = root.clone();
                // One thread per connection: a browser's idle preconnected socket blocks no one.
                std::thread::spawn(move || serve(&root, stream));
            }
        });
        Ok(Self {
            address,
            stopping,
            acceptor: Some(acceptor),
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
        self.stopping.store(true, Ordering::SeqCst);
        // Wake the acceptor so it sees the flag; the listener closes when it returns.
        let _ = TcpStream::connect_timeout(&self.address, Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

/// What a request asks for.
struct Request {
    method: String,
    url: String,
    accept_encoding: String,
}

fn read_request(stream: &TcpStream) -> Option<Request> {
    stream.set_read_timeout(Some(READ_LIMIT)).ok()?;
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_owned();
    let url = parts.next()?.to_owned();
    let mut accept_encoding = String::new();
    loop {
        line.clear();
        if reader.read_line(&mut line).ok()? == 0 || line.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.trim().eq_ignore_ascii_case("accept-encoding") {
                value.trim().clone_into(&mut accept_encoding);
            }
        }
    }
    Some(Request {
        method,
        url,
        accept_encoding,
    })
}

/// Writes one response (its body left out for a HEAD request) and closes the connection.
fn reply(
    mut stream: TcpStream,
    status: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    head_only: bool,
) {
    use std::fmt::Write as _;
    let mut head = format!(
        "HTTP/1.1 {status}\r\nContent-Length: {}\r\nConnection: close\r\n",
        body.len()
    );
    for (name, value) in headers {
        let _ = write!(head, "{name}: {value}\r\n");
    }
    head.push_str("\r\n");
    let _ = stream.write_all(head.as_bytes());
    if !head_only {
        let _ = stream.write_all(body);
    }
    let _ = stream.flush();
    let _ = stream.shutdown(std::net::Shutdown::Both);
}

fn serve(root: &Path, stream: TcpStream) {
    let Some(request) = read_request(&stream) else {
        return;
    };
    let head_only = request.method == "HEAD";
    let not_found = |stream| reply(stream, "404 Not Found", &[], b"not found", head_only);
    if !head_only && request.method != "GET" {
        reply(
            stream,
            "405 Method Not Allowed",
            &[],
            b"method not allowed",
            false,
        );
        return;
    }
    let url = request.url;
    let path = url.split(['?', '#']).next().unwrap_or_default();
    if path == "/" || path == PREFIX.trim_end_matches('/') {
        reply(stream, "302 Found", &[("Location", PREFIX)], b"", head_only);
        return;
    }
    let Some(file) = resolve(root, &url) else {
        return not_found(stream);
    };
    let (body, encoding) = match precompressed(&file, &request.accept_encoding) {
        Some((body, encoding)) => (Ok(body), Some(encoding)),
        None => (std::fs::read(&file), None),
    };
    let Ok(body) = body else {
        return not_found(stream);
    };
    let mut headers = vec![
        ("Content-Type", content_type(&file)),
        ("Cache-Control", "no-store"),
        ("Vary", "Accept-Encoding"),
    ];
    if let Some(encoding) = encoding {
        headers.push(("Content-Encoding", encoding));
    }
    reply(stream, "200 OK", &headers, &body, head_only);
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

/// The build's precompressed copy of `file` that an `Accept-Encoding` allows, brotli first.
fn precompressed(file: &Path, accepted: &str) -> Option<(Vec<u8>, &'static str)> {
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            part.split(';')
                .next()
                .is_some_and(|name| name.trim() == coding)
        })
    };
    [("br", "br"), ("gzip", "gz")]
        .into_iter()
        .filter(|(coding, _)| accepts(coding))
        .find_map(|(coding, extension)| {
            let mut copy = file.as_os_str().to_owned();
            copy.push(".");
            copy.push(extension);
            let body = std::fs::read(PathBuf::from(copy)).ok()?;
            Some((body, if coding == "br" { "br" } else { "gzip" }))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::net::TcpStream;
    use std::time::Duration;

    /// A raw HTTP/1.0 GET, returning the status line and headers, lower-cased, and the body.
    fn get(base_url: &str, path: &str) -> (String, String) {
        get_with(base_url, path, "")
    }

    /// The same GET with extra header lines (each ending in CRLF).
    fn get_with(base_url: &str, path: &str, headers: &str) -> (String, String) {
        let address = base_url
            .trim_start_matches("http://")
            .split('/')
            .next()
            .expect("base URL has a host");
        let mut stream = TcpStream::connect(address).expect("server accepts connections");
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .expect("timeout can be set");
        write!(
            stream,
            "GET {path} HTTP/1.0\r\nHost: {address}\r\n{headers}\r\n"
        )
        .expect("request sent");
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
    fn precompressed_copies_are_served_to_browsers_that_accept_them() {
        let dir = site();
        std::fs::write(dir.path().join("app.js"), "plain").expect("write");
        std::fs::write(dir.path().join("app.js.gz"), "gzipped").expect("write");
        std::fs::write(dir.path().join("app.js.br"), "brotli").expect("write");
        let server = StaticServer::start(dir.path()).expect("server starts");
        let url = server.base_url();

        let (head, body) = get_with(url, "/nim-lab/app.js", "Accept-Encoding: gzip, br\r\n");
        assert!(head.contains("content-encoding: br"), "{head}");
        assert!(head.contains("content-type: text/javascript"), "{head}");
        assert_eq!(body, "brotli");
        let (head, body) = get_with(url, "/nim-lab/app.js", "Accept-Encoding: gzip;q=1\r\n");
        assert!(head.contains("content-encoding: gzip"), "{head}");
        assert_eq!(body, "gzipped");
        let (head, body) = get(url, "/nim-lab/app.js");
        assert!(!head.contains("content-encoding"), "{head}");
        assert_eq!(body, "plain");
        // A file without a copy is served as it is, whatever the browser accepts.
        let (head, body) = get_with(url, "/nim-lab/", "Accept-Encoding: br\r\n");
        assert!(!head.contains("content-encoding"), "{head}");
        assert_eq!(body, "<h1>page</h1>");
    }

    #[test]
    fn a_dropped_server_takes_the_site_offline_at_once() {
        let dir = site();
        let server = StaticServer::start(dir.path()).expect("server starts");
        let address = server.address;
        let (head, _) = get(server.base_url(), "/nim-lab/");
        assert!(
            head.contains(" 200") && head.contains("connection: close"),
            "{head}"
        );
        drop(server);
        assert!(TcpStream::connect(address).is_err(), "still accepting");
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
