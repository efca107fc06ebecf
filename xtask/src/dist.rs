//! The release build's size report (raw, gzip and brotli size of every file in dist/, and the
//! budget), and the precompressed `.gz` and `.br` copies written beside each asset.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use flate2::write::GzEncoder;
use flate2::Compression;

/// The most the page (its styles inside it), wasm and JS loaded first may weigh together, gzip.
/// Languages (issue 20) may add 25 kB to the 280.3 kB of wasm, JS and CSS before them (283.5 kB
/// with the 3.2 kB page); with their machinery and the whole app in the catalogues, the
/// accessibility fixes, the phone layout and the language menu, and the styles moved into the
/// page (2.7 kB less than six sheets apart), the first load measured 292.3 kB. The
/// Sprague–Grundy lab (issue 21) may add 25 kB to that: with sums of games, Kayles' pins, value
/// questions and the Grundy view's link and host, and with the state diagram, the worksheet's
/// dialog and sheet, and the Explore and Grundy panels' words moved into their own wasm, the first
/// load measured 306.1 kB (+13.8 kB).
/// One program, fetched in pieces (issue 28): with the state diagram, Explore, Grundy sequences,
/// the worksheet, the review, the quiz, projector mode, the editor, the teaching panel and How to
/// play as chunks of the one wasm, and every view's words and styles in the page, the first load
/// measured 278.3 kB (page 13.0, main wasm 253.3, its script 9.7, the chunks' loader 2.3); 1 kB is
/// left for the paths a clone elsewhere writes into panic messages.
/// Nim Lab inside every lesson (issue 29) may add 8 kB to the 277.4 kB before it: with the
/// projector's QR key, button and dialog (+1.6 kB), the embed's messages (their words, the link's
/// `origin=`, replacing the state; the bridge itself is a chunk fetched only in a framed embed,
/// +3.8 kB) and the Embed dialog's second form, its choice of view and the single views
/// (+2.4 kB), 285.2 kB: the whole of it.
/// The English words only chunks draw left out of the main module, fetched with the first chunk
/// (`locales/en.bin`): 278.6 kB; with the state diagram's, Explore's and Grundy's panels' and the
/// printed sheet's styles brought by their chunks, 276.6 kB, with 1 kB left as above.
/// Nim in disguise (issue 30): Lasker's Nim as a part of a sum (its moves, words, the note that
/// places each part in its pattern, and its source) took that 1 kB; the panic messages' paths,
/// now written from each crate's folder (`wasm::remapped_flags`), no longer depend on the clone's
/// place: 277.6 kB. Wythoff's game (its rules, its moves from both heaps and their buttons, its
/// limit's words) added 4.0 kB; the Sources dialog's list and its words, now a chunk fetched when
/// the dialog opens, took 0.8 kB off: 280.8 kB (280,8xx bytes; the budget rounds up to the next
/// 0.2 kB). A game's rules are in the main module, since every part of the app dispatches over
/// the one `Game`: about 3 to 4 kB for each game. Fibonacci Nim (its rules and Zeckendorf
/// sums, the `heap=` and `last=` fields, the limit beside the board and the counters past it,
/// its words) added 4.0 kB: 284.8 kB; with Staircase Nim as well, 289.4 kB; with Wythoff's queen
/// board (a chunk; its disclosure and host here) and its projector walk, 290.2 kB. Moore's Nim
/// (its rules, moves from several heaps and the board's choice of them, `k=`, its words) added
/// 9.7 kB; one `Chunk` for every split view in place of a copy per props type (ten, each its own
/// component in the main module) took 10.8 kB off: 289.1 kB; with Moore's Nim in the quiz,
/// 289.3 kB. The split views' places as functions drawing the one `Chunk` (`place`), not eleven
/// components of their own: 285.3 kB; with the draw that takes the forgotten props made in each
/// chunk, not a copy per props type here: 284.3 kB. Explore's Wythoff family (its two-heap
/// tables and prediction, the heap count per family in links and notices, the canvas calls'
/// glue; the mex itself and the picture stay in the worker and the chunk) with Fibonacci Nim's
/// projector walk: 285.8 kB. A link's position field of another game named in a notice, and a
/// staircase's limit said in steps: 286.1 kB. The teaching panel's, projector mode's and the
/// quiz's style sheets brought by their chunks (a split point may name several): 283.9 kB; with
/// the review's: 283.2 kB. The boards of a ring, a sum's parts and a staircase as chunks, fetched
/// when such a position is first drawn (a sum's board brings its pins' and parts' moves), and
/// the opening position taken without the presets' labels: 266.5 kB. The coin-turning games
/// (issue 31: their rules, the `Move::Turn` and its refusal, `rule=` and `coins=` with their
/// notices, the place of the board's chunk; the board, its sheet, panel, editor and the words only
/// a coin board leads to are in chunks) added 6.1 kB alone: 272.9 kB. Turning Corners (its rules
/// and the nim product they value heads by, `Move::Corner` and its refusal, `heads=` and its
/// notices, the places of its board's and panel's chunks) added 6.1 kB: 279.0 kB. Green Hackenbush (issue 31:
/// its rules, which the app's every part dispatches to: the chop with what falls, fusion and the
/// colon principle with their steps, the components standing apart, `edges=` and `at=` with their
/// notices, `Move::Chop`, the place of the board's chunk; its layout a sorted list rather than a
/// map, so no map's code of its own comes first; the board, its sheet, panel, editor and the
/// words only a picture leads to are in chunks) added 10.3 kB alone, and with Turning Corners
/// 289.1 kB: issue 31's three games cost 22.6 kB over 266.5, against the 10 kB it allows, until
/// the games' rules leave the main module. Moore's Nim's board marking the counters of a winning
/// move from several heaps added 0.2 kB: 289.3 kB. A new game opens on its game's `opening`, not
/// the first of the whole presets' list (every game's list and what builds it, now only in the
/// editor's chunk): 286.3 kB. The games' analyses as one chunk, each found through the
/// solver's `analyzers` once registered (Nim's in the first load): 276.0 kB, and the budget is
/// issue 31's bound again, 266.5 kB and its 10. Without the custom sections no browser reads
/// (`wasm::WASM_OPT_STRIP`): 275.8 kB.
pub const GZIP_BUDGET_BYTES: u64 = 276_000;

/// One file of the build.
pub struct FileSize {
    pub path: String,
    pub raw: u64,
    pub gzip: u64,
    pub brotli: u64,
}

/// Every file under a directory, sorted by path.
pub struct SizeReport {
    pub files: Vec<FileSize>,
}

/// Code and styles: what a browser runs.
fn is_code(path: &str) -> bool {
    Path::new(path)
        .extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| matches!(extension, "wasm" | "js" | "css"))
}

/// The Explore view's Web Worker (its loader, glue and wasm): loaded only when Explore computes.
const WORKER: &str = "explore_worker";

/// The Grundy view's Web Worker (its loader, glue and wasm): loaded only when a sequence is computed.
const GRUNDY_WORKER: &str = "grundy_worker";

/// The chunks of the app's wasm (`cargo xtask app-wasm`): each split point's own (`split_<name>`),
/// and code shared by several (`chunk_<n>`), fetched the first time a split point is drawn.
const CHUNKS: [&str; 2] = ["split_", "chunk_"];

/// The most one chunk may weigh, gzip: a view opens after one fetch of at most this.
pub const CHUNK_LIMIT_BYTES: u64 = 60_000;

/// The Workers, loaded only when a view computes, as the report names them.
const WORKERS: [(&str, &str); 2] = [
    (WORKER, "Explore worker, loaded when Explore computes"),
    (
        GRUNDY_WORKER,
        "Grundy worker, loaded when a sequence is computed",
    ),
];

fn has_extension(path: &str, extension: &str) -> bool {
    Path::new(path)
        .extension()
        .is_some_and(|found| found.eq_ignore_ascii_case(extension))
}

/// Whether a file is one of the app's wasm chunks.
fn is_chunk(path: &str) -> bool {
    CHUNKS.iter().any(|prefix| path.starts_with(prefix)) && has_extension(path, "wasm")
}

/// Whether a file is loaded only when a view needs it: a chunk, or a worker.
fn is_lazy(path: &str) -> bool {
    is_chunk(path) || WORKERS.iter().any(|(prefix, _)| path.starts_with(prefix))
}

/// The page itself: its styles are inside it (crates/prerender moves them there).
const PAGE: &str = "index.html";

/// The `<nim-lab>` element's script, for other pages: the app's page never loads it.
const ELEMENT: &str = "nim-lab.js";

/// The most the element's script may weigh, gzip.
pub const ELEMENT_LIMIT_BYTES: u64 = 6_000;

/// Only what a browser downloads to run the app's first page counts against the budget.
fn counts_toward_budget(path: &str) -> bool {
    path == PAGE || (is_code(path) && !is_lazy(path) && path != ELEMENT)
}

fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?)
}

fn brotli(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}

/// Whether a file is one this build precompresses: text and wasm, not images already compressed.
fn compressible(path: &str) -> bool {
    Path::new(path)
        .extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| {
            matches!(
                extension,
                "wasm" | "js" | "css" | "html" | "svg" | "webmanifest" | "json" | "txt"
            )
        })
}

/// A copy written by [`precompress`], which the report leaves out.
fn is_precompressed(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension == "gz" || extension == "br")
}

/// Writes `file.gz` and `file.br` beside every compressible file under `dir`, for hosts that serve
/// them (`Content-Encoding`) instead of compressing on each request.
pub fn precompress(dir: &Path) -> Result<usize> {
    let mut written = 0;
    for path in files_under(dir)? {
        if is_precompressed(&path) || !compressible(&path.to_string_lossy()) {
            continue;
        }
        let bytes =
            std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
        for (extension, packed) in [("gz", gzip(&bytes)?), ("br", brotli(&bytes)?)] {
            let mut target = path.clone().into_os_string();
            target.push(".");
            target.push(extension);
            std::fs::write(&target, packed)
                .with_context(|| format!("cannot write {}", PathBuf::from(&target).display()))?;
            written += 1;
        }
    }
    Ok(written)
}

fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(current) = pending.pop() {
        for entry in std::fs::read_dir(&current)
            .with_context(|| format!("cannot read {}", current.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                found.push(path);
            }
        }
    }
    Ok(found)
}

impl SizeReport {
    pub fn of_dir(dir: &Path) -> Result<Self> {
        let mut files = Vec::new();
        for path in files_under(dir)? {
            if is_precompressed(&path) {
                continue;
            }
            let bytes =
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            let relative = path.strip_prefix(dir).unwrap_or(&path);
            files.push(FileSize {
                path: relative.to_string_lossy().replace('\\', "/"),
                raw: bytes.len() as u64,
                gzip: gzip(&bytes)?.len() as u64,
                brotli: brotli(&bytes)?.len() as u64,
            });
        }
        files.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(Self { files })
    }

    /// Gzip bytes of the page, its wasm, JS and CSS.
    pub fn budgeted_gzip(&self) -> u64 {
        self.budgeted().map(|file| file.gzip).sum()
    }

    /// Brotli bytes of the page, its wasm, JS and CSS.
    pub fn budgeted_brotli(&self) -> u64 {
        self.budgeted().map(|file| file.brotli).sum()
    }

    /// Gzip and brotli bytes of the code files whose names start with `prefix`.
    pub fn lazy(&self, prefix: &str) -> (u64, u64) {
        self.files
            .iter()
            .filter(|file| is_code(&file.path) && file.path.starts_with(prefix))
            .fold((0, 0), |(gzip, brotli), file| {
                (gzip + file.gzip, brotli + file.brotli)
            })
    }

    fn budgeted(&self) -> impl Iterator<Item = &FileSize> {
        self.files
            .iter()
            .filter(|file| counts_toward_budget(&file.path))
    }

    /// The chunks, largest first.
    fn chunks(&self) -> Vec<&FileSize> {
        let mut chunks: Vec<&FileSize> = self
            .files
            .iter()
            .filter(|file| is_chunk(&file.path))
            .collect();
        chunks.sort_by_key(|file| std::cmp::Reverse(file.gzip));
        chunks
    }

    /// Gzip bytes of every wasm, JavaScript file and the page: all a visitor could ever download
    /// of the app's code, the workers included.
    pub fn all_code_gzip(&self) -> u64 {
        self.files
            .iter()
            .filter(|file| {
                file.path == PAGE || (is_code(&file.path) && !has_extension(&file.path, "css"))
            })
            .map(|file| file.gzip)
            .sum()
    }

    pub fn check_budget(&self) -> Result<()> {
        if let Some(chunk) = self
            .chunks()
            .first()
            .filter(|chunk| chunk.gzip > CHUNK_LIMIT_BYTES)
        {
            bail!(
                "the chunk {} weighs {} gzip, over the {} a chunk may weigh: split it",
                chunk.path,
                kilobytes(chunk.gzip),
                kilobytes(CHUNK_LIMIT_BYTES)
            );
        }
        if let Some(element) = self
            .files
            .iter()
            .find(|file| file.path == ELEMENT && file.gzip > ELEMENT_LIMIT_BYTES)
        {
            bail!(
                "{ELEMENT} weighs {} gzip, over the {} it may weigh",
                kilobytes(element.gzip),
                kilobytes(ELEMENT_LIMIT_BYTES)
            );
        }
        let total = self.budgeted_gzip();
        if total > GZIP_BUDGET_BYTES {
            bail!(
                "the release build is over its size budget: the page, wasm and JS weigh {} gzip, \
                 the budget is {}",
                kilobytes(total),
                kilobytes(GZIP_BUDGET_BYTES)
            );
        }
        Ok(())
    }
}

fn kilobytes(bytes: u64) -> String {
    format!("{:.1} kB", bytes as f64 / 1000.0)
}

impl fmt::Display for SizeReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = |f: &mut fmt::Formatter<'_>, path: &str, raw, gzip, brotli| {
            writeln!(
                f,
                "    {path:<44} {:>11} {:>11} {:>11}",
                kilobytes(raw),
                kilobytes(gzip),
                kilobytes(brotli)
            )
        };
        writeln!(
            f,
            "    {:<44} {:>11} {:>11} {:>11}",
            "file", "raw", "gzip", "brotli"
        )?;
        for file in &self.files {
            row(f, &file.path, file.raw, file.gzip, file.brotli)?;
        }
        let sum = |size: fn(&FileSize) -> u64| self.files.iter().map(size).sum::<u64>();
        row(
            f,
            "total",
            sum(|file| file.raw),
            sum(|file| file.gzip),
            sum(|file| file.brotli),
        )?;
        writeln!(
            f,
            "    page (styles inside) + wasm + JS loaded first: {} gzip of a {} budget ({} brotli)",
            kilobytes(self.budgeted_gzip()),
            kilobytes(GZIP_BUDGET_BYTES),
            kilobytes(self.budgeted_brotli())
        )?;
        for chunk in self.chunks() {
            writeln!(
                f,
                "    chunk {}: {} gzip ({} brotli), fetched on first use, outside the budget (at most {})",
                chunk.path,
                kilobytes(chunk.gzip),
                kilobytes(chunk.brotli),
                kilobytes(CHUNK_LIMIT_BYTES)
            )?;
        }
        if let Some(element) = self.files.iter().find(|file| file.path == ELEMENT) {
            writeln!(
                f,
                "    the <nim-lab> element's script, for other pages: {} gzip ({} brotli), outside the budget (at most {})",
                kilobytes(element.gzip),
                kilobytes(element.brotli),
                kilobytes(ELEMENT_LIMIT_BYTES)
            )?;
        }
        for (prefix, name) in WORKERS {
            let (gzip, brotli) = self.lazy(prefix);
            writeln!(
                f,
                "    {name}: {} gzip ({} brotli), outside the budget",
                kilobytes(gzip),
                kilobytes(brotli)
            )?;
        }
        writeln!(
            f,
            "    every wasm, JavaScript file and the page: {} gzip",
            kilobytes(self.all_code_gzip())
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_every_file_and_budgets_only_code_and_styles() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("app.js"), "let x = 1;\n".repeat(200)).expect("write");
        std::fs::write(dir.path().join("index.html"), "<p>board</p>\n".repeat(50)).expect("write");
        std::fs::write(dir.path().join("other.html"), "<p>sheet</p>\n".repeat(50)).expect("write");
        std::fs::create_dir(dir.path().join("static")).expect("mkdir");
        std::fs::write(dir.path().join("static/logo.png"), vec![7u8; 5000]).expect("write");
        let report = SizeReport::of_dir(dir.path()).expect("report");

        let paths: Vec<&str> = report.files.iter().map(|file| file.path.as_str()).collect();
        assert_eq!(
            paths,
            ["app.js", "index.html", "other.html", "static/logo.png"]
        );
        let (js, page) = (&report.files[0], &report.files[1]);
        assert_eq!(js.raw, 2200);
        assert!(js.gzip < js.raw / 10, "repetitive text compresses well");
        assert_eq!(report.budgeted_gzip(), js.gzip + page.gzip);
        assert!(report.check_budget().is_ok());
        assert!(report.to_string().contains("static/logo.png"));
        assert!(js.brotli < js.raw / 10, "brotli too");
    }

    #[test]
    fn chunks_and_workers_are_reported_on_their_own_outside_the_budget() {
        let dir = tempfile::tempdir().expect("temp dir");
        let write = |name: &str, bytes: Vec<u8>| {
            std::fs::write(dir.path().join(name), bytes).expect("write");
        };
        write(
            "app.0123456789abcdef.js",
            "let x = 1;\n".repeat(200).into_bytes(),
        );
        write("split_diagram.0123456789abcdef.wasm", vec![5u8; 6000]);
        write("chunk_0.0123456789abcdef.wasm", vec![6u8; 3000]);
        write("explore_worker_bg.wasm", vec![3u8; 4000]);
        write("grundy_worker.js", "let y = 2;\n".repeat(300).into_bytes());
        write(ELEMENT, "let z = 3;\n".repeat(300).into_bytes());
        let report = SizeReport::of_dir(dir.path()).expect("report");
        let gzip_of = |path: &str| {
            report
                .files
                .iter()
                .find(|f| f.path == path)
                .map(|f| f.gzip)
                .expect("sized")
        };
        assert_eq!(report.budgeted_gzip(), gzip_of("app.0123456789abcdef.js"));
        assert_eq!(report.lazy(WORKER).0, gzip_of("explore_worker_bg.wasm"));
        assert_eq!(report.lazy(GRUNDY_WORKER).0, gzip_of("grundy_worker.js"));
        let text = report.to_string();
        for line in [
            "chunk split_diagram.0123456789abcdef.wasm",
            "chunk chunk_0.0123456789abcdef.wasm",
            "Explore worker, loaded when Explore computes",
            "Grundy worker, loaded when a sequence is computed",
            "the <nim-lab> element's script, for other pages",
        ] {
            assert!(text.contains(line), "{line} in {text}");
        }
        let all: u64 = report.files.iter().map(|f| f.gzip).sum();
        assert_eq!(report.all_code_gzip(), all);
        assert!(report.check_budget().is_ok());
    }

    #[test]
    fn a_chunk_over_its_limit_fails_with_its_name_and_weight() {
        let report = SizeReport {
            files: vec![FileSize {
                path: "split_explore.0123456789abcdef.wasm".into(),
                raw: 200_000,
                gzip: CHUNK_LIMIT_BYTES + 1,
                brotli: 50_000,
            }],
        };
        let error = report
            .check_budget()
            .expect_err("over the chunk limit")
            .to_string();
        assert!(
            error.contains("split_explore") && error.contains(&kilobytes(CHUNK_LIMIT_BYTES + 1)),
            "{error}"
        );
    }

    #[test]
    fn the_element_script_over_its_limit_fails_and_never_counts_as_the_first_load() {
        let element = |gzip| SizeReport {
            files: vec![FileSize {
                path: ELEMENT.into(),
                raw: 20_000,
                gzip,
                brotli: gzip,
            }],
        };
        assert_eq!(element(5_000).budgeted_gzip(), 0);
        assert!(element(ELEMENT_LIMIT_BYTES).check_budget().is_ok());
        let error = element(ELEMENT_LIMIT_BYTES + 1)
            .check_budget()
            .expect_err("over the element's limit")
            .to_string();
        assert!(error.contains(ELEMENT), "{error}");
    }

    #[test]
    fn precompressed_copies_decode_to_the_file_and_stay_out_of_the_report() {
        use std::io::Read;
        let dir = tempfile::tempdir().expect("temp dir");
        let text = "body { color: black; }\n".repeat(100);
        std::fs::write(dir.path().join("app.css"), &text).expect("write");
        std::fs::write(dir.path().join("logo.png"), vec![7u8; 500]).expect("write");
        assert_eq!(precompress(dir.path()).expect("precompress"), 2);

        let packed = std::fs::read(dir.path().join("app.css.gz")).expect("gz written");
        let mut unpacked = String::new();
        flate2::read::GzDecoder::new(&packed[..])
            .read_to_string(&mut unpacked)
            .expect("gunzip");
        assert_eq!(unpacked, text);
        let packed = std::fs::read(dir.path().join("app.css.br")).expect("br written");
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut unpacked).expect("unbrotli");
        assert_eq!(unpacked, text.as_bytes());
        assert!(!dir.path().join("logo.png.gz").exists());

        let report = SizeReport::of_dir(dir.path()).expect("report");
        let paths: Vec<&str> = report.files.iter().map(|file| file.path.as_str()).collect();
        assert_eq!(paths, ["app.css", "logo.png"]);
    }

    #[test]
    fn an_oversized_build_fails_with_its_weight() {
        let report = SizeReport {
            files: vec![FileSize {
                path: "app_bg.wasm".into(),
                raw: 900_000,
                gzip: GZIP_BUDGET_BYTES + 100,
                brotli: 250_000,
            }],
        };
        let error = report.check_budget().expect_err("over budget");
        let weight = kilobytes(GZIP_BUDGET_BYTES + 100);
        assert!(error.to_string().contains(&weight), "{error}");
    }
}
