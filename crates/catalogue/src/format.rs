//! The compiled catalogue's bytes, written by the build and read by the app: `NLC1`, the number
//! of messages, then each message's pattern (absent, or its parts). Numbers are LEB128 varints
//! (signed ones zigzagged), text is its length then its UTF-8.

use std::fmt;

use crate::{Catalogue, Category, Key, Part};

const MAGIC: &[u8; 4] = b"NLC1";
const TEXT: u8 = 0;
const VAR: u8 = 1;
const NUMBER: u8 = 2;
const SELECT: u8 = 3;
const KEY_CATEGORY: u8 = 0;
const KEY_NUMBER: u8 = 1;
const KEY_TEXT: u8 = 2;
/// How deep selects may nest in a file the app reads (a broken file must not exhaust the stack).
const MAX_DEPTH: usize = 8;

/// Why bytes are not a catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    /// Where reading stopped.
    pub at: usize,
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a Nim Lab catalogue (byte {})", self.at)
    }
}

impl std::error::Error for DecodeError {}

impl Catalogue {
    /// The catalogue's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        unsigned(&mut out, self.patterns.len() as u64);
        for pattern in &self.patterns {
            match pattern {
                None => out.push(0),
                Some(parts) => {
                    out.push(1);
                    write_parts(&mut out, parts);
                }
            }
        }
        out
    }

    /// Reads a catalogue's bytes.
    pub fn decode(bytes: &[u8]) -> Result<Catalogue, DecodeError> {
        let mut reader = Reader { bytes, at: 0 };
        if reader.take(4)? != MAGIC {
            return Err(DecodeError { at: 0 });
        }
        let count = reader.count()?;
        let mut patterns = Vec::with_capacity(count);
        for _ in 0..count {
            patterns.push(match reader.byte()? {
                0 => None,
                1 => Some(reader.parts(0)?),
                _ => return Err(reader.error()),
            });
        }
        if reader.at != bytes.len() {
            return Err(reader.error());
        }
        Ok(Catalogue { patterns })
    }
}

fn unsigned(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn signed(out: &mut Vec<u8>, n: i64) {
    unsigned(out, ((n << 1) ^ (n >> 63)) as u64);
}

fn text(out: &mut Vec<u8>, text: &str) {
    unsigned(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

fn write_parts(out: &mut Vec<u8>, parts: &[Part]) {
    unsigned(out, parts.len() as u64);
    for part in parts {
        match part {
            Part::Text(value) => {
                out.push(TEXT);
                text(out, value);
            }
            Part::Var(name) => {
                out.push(VAR);
                text(out, name);
            }
            Part::Number(n) => {
                out.push(NUMBER);
                signed(out, *n);
            }
            Part::Select {
                on,
                variants,
                default,
            } => {
                out.push(SELECT);
                text(out, on);
                unsigned(out, variants.len() as u64);
                unsigned(out, *default as u64);
                for (key, pattern) in variants {
                    match key {
                        Key::Category(category) => {
                            out.push(KEY_CATEGORY);
                            let index = Category::ALL.iter().position(|c| c == category);
                            out.push(index.unwrap_or(5) as u8);
                        }
                        Key::Number(n) => {
                            out.push(KEY_NUMBER);
                            signed(out, *n);
                        }
                        Key::Text(value) => {
                            out.push(KEY_TEXT);
                            text(out, value);
                        }
                    }
                    write_parts(out, pattern);
                }
            }
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn error(&self) -> DecodeError {
        DecodeError { at: self.at }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        let end = self.at.checked_add(n).ok_or_else(|| self.error())?;
        let slice = self.bytes.get(self.at..end).ok_or_else(|| self.error())?;
        self.at = end;
        Ok(slice)
    }

    fn byte(&mut self) -> Result<u8, DecodeError> {
        Ok(self.take(1)?[0])
    }

    fn unsigned(&mut self) -> Result<u64, DecodeError> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            n |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(self.error())
    }

    fn signed(&mut self) -> Result<i64, DecodeError> {
        let n = self.unsigned()?;
        // Zigzag: the low bit is the sign; the cast reinterprets the bits, as the writer did.
        #[allow(clippy::cast_possible_wrap)]
        Ok(((n >> 1) as i64) ^ -((n & 1) as i64))
    }

    /// A length or count, never more than the bytes left could hold.
    fn count(&mut self) -> Result<usize, DecodeError> {
        let n = self.unsigned()?;
        match usize::try_from(n) {
            Ok(n) if n <= self.bytes.len() - self.at => Ok(n),
            _ => Err(self.error()),
        }
    }

    fn text(&mut self) -> Result<String, DecodeError> {
        let length = self.count()?;
        let start = self.at;
        let bytes = self.take(length)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| DecodeError { at: start })
    }

    fn parts(&mut self, depth: usize) -> Result<Vec<Part>, DecodeError> {
        if depth > MAX_DEPTH {
            return Err(self.error());
        }
        let count = self.count()?;
        let mut parts = Vec::with_capacity(count);
        for _ in 0..count {
            parts.push(match self.byte()? {
                TEXT => Part::Text(self.text()?),
                VAR => Part::Var(self.text()?),
                NUMBER => Part::Number(self.signed()?),
                SELECT => {
                    let on = self.text()?;
                    let count = self.count()?;
                    let default = self.count()?;
                    let mut variants = Vec::with_capacity(count);
                    for _ in 0..count {
                        let key = match self.byte()? {
                            KEY_CATEGORY => Key::Category(
                                *Category::ALL
                                    .get(usize::from(self.byte()?))
                                    .ok_or_else(|| self.error())?,
                            ),
                            KEY_NUMBER => Key::Number(self.signed()?),
                            KEY_TEXT => Key::Text(self.text()?),
                            _ => return Err(self.error()),
                        };
                        variants.push((key, self.parts(depth + 1)?));
                    }
                    if default >= variants.len() {
                        return Err(self.error());
                    }
                    Part::Select {
                        on,
                        variants,
                        default,
                    }
                }
                _ => return Err(self.error()),
            });
        }
        Ok(parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Catalogue {
        Catalogue {
            patterns: vec![
                Some(vec![Part::Text("Share".into())]),
                None,
                Some(vec![
                    Part::Var("count".into()),
                    Part::Number(-1234),
                    Part::Select {
                        on: "count".into(),
                        variants: vec![
                            (Key::Number(0), vec![Part::Text("none".into())]),
                            (Key::Category(Category::Few), vec![Part::Text("few".into())]),
                            (Key::Text("x".into()), vec![]),
                            (
                                Key::Category(Category::Other),
                                vec![Part::Text("ü€".into())],
                            ),
                        ],
                        default: 3,
                    },
                ]),
            ],
        }
    }

    #[test]
    fn a_catalogue_reads_back_as_written() {
        let bytes = sample().encode();
        assert_eq!(Catalogue::decode(&bytes), Ok(sample()));
    }

    #[test]
    fn cut_or_damaged_bytes_are_refused_not_trusted() {
        let bytes = sample().encode();
        for end in 0..bytes.len() {
            assert!(Catalogue::decode(&bytes[..end]).is_err(), "cut at {end}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Catalogue::decode(&longer).is_err());
        assert!(Catalogue::decode(b"<!doctype html>").is_err());
        // A count larger than the file cannot make the reader allocate it.
        let mut huge = MAGIC.to_vec();
        unsigned(&mut huge, u64::MAX);
        assert!(Catalogue::decode(&huge).is_err());
    }

    #[test]
    fn varints_hold_the_extremes() {
        for n in [0, 1, -1, 63, -64, i64::MAX, i64::MIN] {
            let mut out = Vec::new();
            signed(&mut out, n);
            let mut reader = Reader { bytes: &out, at: 0 };
            assert_eq!(reader.signed(), Ok(n));
        }
    }
}
