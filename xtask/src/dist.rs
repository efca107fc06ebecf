//! The release build's size report: raw and gzip size of every file in dist/, and the budget.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use flate2::write::GzEncoder;
use flate2::Compression;

/// The most the wasm, JS and CSS may weigh together, gzip-compressed (issue 4's size budget).
pub const GZIP_BUDGET_BYTES: u64 = 250_000;

/// One file of the build.
pub struct FileSize {
    pub path: String,
    pub raw: u64,
    pub gzip: u64,
}

/// Every file under a directory, sorted by path.
pub struct SizeReport {
    pub files: Vec<FileSize>,
}

/// Only what a browser downloads to run the app counts against the budget.
fn counts_toward_budget(path: &str) -> bool {
    Path::new(path)
        .extension()
        .and_then(|extension| extension.to_str())
        .is_some_and(|extension| matches!(extension, "wasm" | "js" | "css"))
}

fn gzip_size(bytes: &[u8]) -> Result<u64> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len() as u64)
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
            let bytes =
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            let relative = path.strip_prefix(dir).unwrap_or(&path);
            files.push(FileSize {
                path: relative.to_string_lossy().replace('\\', "/"),
                raw: bytes.len() as u64,
                gzip: gzip_size(&bytes)?,
            });
        }
        files.sort_by(|a, b| a.path.cmp(&b.path));
        Ok(Self { files })
    }

    /// Gzip bytes of wasm + JS + CSS.
    pub fn budgeted_gzip(&self) -> u64 {
        self.files
            .iter()
            .filter(|file| counts_toward_budget(&file.path))
            .map(|file| file.gzip)
            .sum()
    }

    pub fn check_budget(&self) -> Result<()> {
        let total = self.budgeted_gzip();
        if total > GZIP_BUDGET_BYTES {
            bail!(
                "the release build is over its size budget: wasm + JS + CSS weigh {} gzip, \
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
        writeln!(f, "    {:<44} {:>11} {:>11}", "file", "raw", "gzip")?;
        for file in &self.files {
            writeln!(
                f,
                "    {:<44} {:>11} {:>11}",
                file.path,
                kilobytes(file.raw),
                kilobytes(file.gzip)
            )?;
        }
        let raw: u64 = self.files.iter().map(|file| file.raw).sum();
        let gzip: u64 = self.files.iter().map(|file| file.gzip).sum();
        writeln!(
            f,
            "    {:<44} {:>11} {:>11}",
            "total",
            kilobytes(raw),
            kilobytes(gzip)
        )?;
        writeln!(
            f,
            "    wasm + JS + CSS, gzip: {} of a {} budget",
            kilobytes(self.budgeted_gzip()),
            kilobytes(GZIP_BUDGET_BYTES)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_every_file_and_budgets_only_code_and_styles() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("app.js"), "let x = 1;\n".repeat(200)).expect("write");
        std::fs::create_dir(dir.path().join("static")).expect("mkdir");
        std::fs::write(dir.path().join("static/logo.png"), vec![7u8; 5000]).expect("write");
        let report = SizeReport::of_dir(dir.path()).expect("report");

        let paths: Vec<&str> = report.files.iter().map(|file| file.path.as_str()).collect();
        assert_eq!(paths, ["app.js", "static/logo.png"]);
        let js = &report.files[0];
        assert_eq!(js.raw, 2200);
        assert!(js.gzip < js.raw / 10, "repetitive text compresses well");
        assert_eq!(report.budgeted_gzip(), js.gzip);
        assert!(report.check_budget().is_ok());
        assert!(report.to_string().contains("static/logo.png"));
    }

    #[test]
    fn an_oversized_build_fails_with_its_weight() {
        let report = SizeReport {
            files: vec![FileSize {
                path: "app_bg.wasm".into(),
                raw: 900_000,
                gzip: 300_000,
            }],
        };
        let error = report.check_budget().expect_err("over budget");
        assert!(error.to_string().contains("300.0 kB"), "{error}");
    }
}
