//! `nim grundy --checkpoint` and `--resume`: the one writer and the one reader of a run's
//! checkpoint, the values computed so far, from which the solver continues with exactly the
//! answer an uninterrupted run gives.
//!
//! The file, in this order:
//!
//! ```text
//! nim-lab grundy checkpoint      the magic line
//! version 2                      the format's version
//! rule 0.376                     the rule as nim grundy writes it
//! bytes 1                        bytes a value: 1, 2 or 4, the fewest the values allow
//! values 4096                    how many values follow: g(0), g(1), ...
//! <the values, each of that many bytes, little-endian>
//! <CRC-32 of every byte above, 4 bytes little-endian>
//! ```
//!
//! Version 1, written before values were stored in fewer bytes, is still read: it has no `bytes`
//! line and 2 bytes a value.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crc32fast::Hasher;
use nim_solver::{Rule, Values, ValuesRef};

/// The first line of every checkpoint.
const MAGIC: &[u8] = b"nim-lab grundy checkpoint\n";

/// The format this build writes.
const VERSION: u32 = 2;

/// The format before the `bytes` line, still read: 2 bytes a value.
const VERSION_U16: u32 = 1;

/// Longest header line read: a longer one is damage, not a rule.
const MAX_LINE: u64 = 64;

/// Values converted to bytes at once, so a long run is written and read in pieces.
const CHUNK_VALUES: usize = 1 << 15;

/// Writes `values` of `rule` to `path` atomically: a temporary file beside it, written, synced
/// and renamed over it, so a run killed at any moment leaves the old checkpoint or the new one.
pub fn write(path: &Path, rule: &Rule, values: ValuesRef<'_>) -> io::Result<()> {
    let temporary = temporary_path(path);
    let written = write_to(&temporary, rule, values).and_then(|()| {
        fs::rename(&temporary, path)?;
        sync_directory(path)
    });
    if written.is_err() {
        // Nothing is left half-written beside the checkpoint; its old version stays as it was.
        let _ = fs::remove_file(&temporary);
    }
    written
}

/// `FILE.partial` beside `FILE`: the same directory, so the rename cannot cross file systems.
fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    path.with_file_name(name)
}

fn write_to(temporary: &Path, rule: &Rule, values: ValuesRef<'_>) -> io::Result<()> {
    let file = File::create(temporary)?;
    let mut out = Checksummed {
        inner: BufWriter::with_capacity(1 << 16, file),
        hasher: Hasher::new(),
    };
    out.write_all(&header(rule, values.bytes_per_value(), values.len()))?;
    let mut bytes = Vec::with_capacity(4 * CHUNK_VALUES);
    for start in (0..values.len()).step_by(CHUNK_VALUES) {
        bytes.clear();
        values.extend_le_bytes(start, CHUNK_VALUES, &mut bytes);
        out.write_all(&bytes)?;
    }
    let checksum = out.hasher.finalize();
    let mut inner = out.inner;
    inner.write_all(&checksum.to_le_bytes())?;
    let file = inner.into_inner().map_err(io::IntoInnerError::into_error)?;
    file.sync_all()
}

/// The header: magic, version, rule, width and count lines.
fn header(rule: &Rule, bytes: usize, count: usize) -> Vec<u8> {
    let mut header = MAGIC.to_vec();
    header.extend_from_slice(
        format!("version {VERSION}\nrule {rule}\nbytes {bytes}\nvalues {count}\n").as_bytes(),
    );
    header
}

/// Makes the rename itself durable: a crash after it keeps the new name.
#[cfg(unix)]
fn sync_directory(path: &Path) -> io::Result<()> {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    File::open(directory)?.sync_all()
}

/// Elsewhere a directory cannot be opened to sync: the rename is all there is.
#[cfg(not(unix))]
fn sync_directory(_path: &Path) -> io::Result<()> {
    Ok(())
}

/// A writer that keeps the CRC-32 of what passes through it.
struct Checksummed<W> {
    inner: W,
    hasher: Hasher,
}

impl<W: Write> Write for Checksummed<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(bytes)?;
        self.hasher.update(&bytes[..written]);
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// The values of the checkpoint at `path`, checked against `rule` and `max` (at most `max + 1`
/// of them), with room for all of `g(0..=max)`; or why it cannot be resumed, said in words.
pub fn read(path: &Path, rule: &Rule, max: usize) -> Result<Values, String> {
    let shown = path.display();
    let cannot = |error: io::Error| format!("cannot read the checkpoint {shown}: {error}");
    let damaged = |why: &str| {
        format!("the checkpoint {shown} is damaged or truncated ({why}); it cannot be resumed")
    };
    let file = File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    let mut input = BufReader::with_capacity(1 << 16, file);
    let mut hasher = Hasher::new();
    let mut magic = vec![0; MAGIC.len()];
    let read_magic = input.read_exact(&mut magic);
    if read_magic.is_err() || magic != MAGIC {
        return Err(format!(
            "{shown} is not a checkpoint of nim grundy: it does not start with {:?}",
            String::from_utf8_lossy(MAGIC).trim_end()
        ));
    }
    hasher.update(&magic);
    // Bytes before the values: the file's size must be these and the values' and the checksum's.
    let mut header_bytes = MAGIC.len() as u64;
    let mut line = |name: &str| -> Result<String, String> {
        let mut bytes = Vec::new();
        (&mut input)
            .take(MAX_LINE)
            .read_until(b'\n', &mut bytes)
            .map_err(cannot)?;
        hasher.update(&bytes);
        header_bytes += bytes.len() as u64;
        let text = std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| text.strip_suffix('\n'))
            .and_then(|text| text.strip_prefix(name))
            .and_then(|text| text.strip_prefix(' '))
            .ok_or_else(|| damaged(&format!("no {name} line where one belongs")))?;
        Ok(text.to_owned())
    };
    let version = line("version")?;
    if version != VERSION.to_string() && version != VERSION_U16.to_string() {
        return Err(format!(
            "the checkpoint {shown} is of format version {version:?}; this nim reads versions \
             {VERSION_U16} and {VERSION}"
        ));
    }
    let written_rule = line("rule")?;
    let width = if version == VERSION_U16.to_string() {
        "2".to_owned()
    } else {
        line("bytes")?
    };
    let width = [1, 2, 4]
        .into_iter()
        .find(|bytes| bytes.to_string() == width)
        .ok_or_else(|| damaged(&format!("its bytes a value are {width:?}")))?;
    let count = line("values")?;
    let count: usize = count
        .parse()
        .map_err(|_| damaged(&format!("its count of values is {count:?}")))?;
    let expected = (count as u64)
        .checked_mul(width as u64)
        .and_then(|bytes| bytes.checked_add(header_bytes + 4));
    if expected != Some(size) {
        return Err(damaged(&format!(
            "{size} bytes, where {count} values take {}",
            expected.map_or_else(|| "more than a file holds".to_owned(), |b| b.to_string())
        )));
    }
    if count > max + 1 {
        return Err(format!(
            "the checkpoint {shown} holds g(0..={}), past --max {max}: resume with --max {} or more",
            count - 1,
            count - 1
        ));
    }
    // The file's size is checked above: this is what it holds, not what a header claims.
    // Room for all of g(0..=max), the values decoded a chunk at a time: never held twice.
    let mut values = Values::with_width(width, max + 1)
        .ok_or_else(|| damaged(&format!("its bytes a value are {width}")))?;
    let mut bytes = vec![0; width * CHUNK_VALUES];
    let mut fit = true;
    while values.len() < count {
        let take = (count - values.len()).min(CHUNK_VALUES);
        let bytes = &mut bytes[..take * width];
        input.read_exact(bytes).map_err(cannot)?;
        hasher.update(bytes);
        fit &= values.extend_from_le_bytes(bytes);
    }
    let mut checksum = [0; 4];
    input.read_exact(&mut checksum).map_err(cannot)?;
    if u32::from_le_bytes(checksum) != hasher.finalize() {
        return Err(damaged("its checksum does not match its contents"));
    }
    if !fit {
        return Err(damaged(&format!("a value too large for {width} bytes")));
    }
    let values = values.narrowest();
    match written_rule.parse::<Rule>() {
        Ok(written) if written == *rule => Ok(values),
        _ => Err(format!(
            "the checkpoint {shown} is of {written_rule}, not of {rule}: resume it with the rule \
             it was written for"
        )),
    }
}

/// The time between two checkpoints of a run: little work is lost, and a write of even 2^31
/// values (4 GB) takes a small part of it.
pub const INTERVAL: Duration = Duration::from_secs(5 * 60);

/// Set by the first Ctrl-C or SIGTERM: the run saves its values at its next stride and ends.
static STOP: AtomicBool = AtomicBool::new(false);

/// The exit code of a run stopped by a signal, as a shell reports one ended by Ctrl-C.
pub const STOPPED: i32 = 130;

/// Saves a run's values to its `--checkpoint` file when one is due.
pub struct Saver {
    path: PathBuf,
    rule: Rule,
    /// For tests: also save whenever this many more values are done.
    every_values: Option<usize>,
    saved_at: Instant,
    saved_len: usize,
}

impl Saver {
    /// A saver for `rule`'s run into `path`, the values before `given` already saved there.
    pub fn new(path: PathBuf, rule: Rule, every_values: Option<usize>, given: usize) -> Saver {
        Saver {
            path,
            rule,
            every_values,
            saved_at: Instant::now(),
            saved_len: given,
        }
    }

    /// The checkpoint's path, for messages.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether a checkpoint is due now that `done` values are computed.
    pub fn due(&self, done: usize) -> bool {
        self.saved_at.elapsed() >= INTERVAL
            || self
                .every_values
                .is_some_and(|every| done >= self.saved_len.saturating_add(every))
    }

    /// Writes `values` as the checkpoint, whatever the time.
    pub fn save(&mut self, values: ValuesRef<'_>) -> io::Result<()> {
        // Timed from the attempt: a failing disk is not retried at every stride.
        self.saved_at = Instant::now();
        write(&self.path, &self.rule, values)?;
        self.saved_len = values.len();
        Ok(())
    }
}

/// Makes Ctrl-C, SIGTERM and SIGHUP ask the run to save its values and end (see
/// [`stop_requested`]); a second one ends it at once.
pub fn stop_on_signal() -> Result<(), String> {
    ctrlc::set_handler(|| {
        if STOP.swap(true, Ordering::SeqCst) {
            std::process::exit(STOPPED);
        }
    })
    .map_err(|error| format!("cannot watch for Ctrl-C to save the checkpoint: {error}"))
}

/// Whether a signal asked the run to end.
pub fn stop_requested() -> bool {
    STOP.load(Ordering::SeqCst)
}

/// From now on a signal ends the program at once: the run has nothing left to save.
pub fn stop_at_once() {
    STOP.store(true, Ordering::SeqCst);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(text: &str) -> Rule {
        text.parse().expect("a rule")
    }

    /// A fresh path in the system's temporary directory, for one test.
    fn scratch(name: &str) -> PathBuf {
        let directory = std::env::temp_dir().join(format!("nim-checkpoint-{}", std::process::id()));
        fs::create_dir_all(&directory).expect("a temporary directory");
        directory.join(name)
    }

    #[test]
    fn values_come_back_as_written_and_nothing_is_left_beside_them() {
        let path = scratch("round-trip");
        let values = Values::U16(
            (0..100_000u32)
                .map(|n| (n * 7919 % 65_536) as u16)
                .collect(),
        );
        write(&path, &rule("4.777"), values.as_ref()).expect("written");
        assert_eq!(read(&path, &rule("4.777"), 100_000), Ok(values.clone()));
        assert_eq!(read(&path, &rule("4.777"), 99_999), Ok(values.clone()));
        assert!(
            read(&path, &rule("4.777"), 99_998).is_err(),
            "one past --max"
        );
        assert!(!temporary_path(&path).exists());
        let text = fs::read(&path).expect("the file");
        assert!(text.starts_with(
            b"nim-lab grundy checkpoint\nversion 2\nrule 4.777\nbytes 2\nvalues 100000\n"
        ));
        assert_eq!(
            text.len(),
            100_000 * 2 + 73,
            "2 bytes a value, the header and the CRC"
        );
        write(&path, &Rule::Grundy, ValuesRef::U8(&[])).expect("written");
        assert_eq!(read(&path, &Rule::Grundy, 0), Ok(Values::U8(Vec::new())));
        // Values below 256 take a byte each, and come back so.
        let small = Values::U8((0..=255).collect());
        write(&path, &Rule::Grundy, small.as_ref()).expect("written");
        assert_eq!(fs::metadata(&path).expect("the file").len(), 256 + 71);
        assert_eq!(read(&path, &Rule::Grundy, 300), Ok(small));
        fs::remove_file(&path).expect("removed");
    }

    #[test]
    fn a_checkpoint_of_the_first_format_is_read_in_the_fewest_bytes() {
        let path = scratch("version-1");
        let values: Vec<u16> = (0..1000).map(|n| n % 7).collect();
        let mut file = b"nim-lab grundy checkpoint\nversion 1\nrule 0.56\nvalues 1000\n".to_vec();
        file.extend(values.iter().flat_map(|value| value.to_le_bytes()));
        let checksum = crc32fast::hash(&file);
        file.extend(checksum.to_le_bytes());
        fs::write(&path, &file).expect("written");
        assert_eq!(
            read(&path, &rule("0.56"), 2000),
            Ok(Values::U8(
                values.iter().map(|&value| value as u8).collect()
            ))
        );
        fs::remove_file(&path).expect("removed");
    }

    #[test]
    fn every_damaged_byte_is_refused() {
        let path = scratch("damaged");
        let values: Vec<u16> = (0..50).map(|n| n * 300).collect();
        write(&path, &rule("0.56"), ValuesRef::U16(&values)).expect("written");
        let good = fs::read(&path).expect("the file");
        for at in 0..good.len() {
            for flip in [0x01, 0x80] {
                let mut bad = good.clone();
                bad[at] ^= flip;
                fs::write(&path, &bad).expect("written");
                assert!(
                    read(&path, &rule("0.56"), 100).is_err(),
                    "byte {at} ^ {flip:#x}"
                );
            }
        }
        for len in 0..good.len() {
            fs::write(&path, &good[..len]).expect("written");
            assert!(read(&path, &rule("0.56"), 100).is_err(), "{len} bytes");
        }
        fs::remove_file(&path).expect("removed");
    }
}
