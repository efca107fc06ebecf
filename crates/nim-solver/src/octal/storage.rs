//! A Grundy sequence stored in the fewest bytes a value its largest value allows: `u8` while every
//! value is below 256 (most octal games, and Grundy's game to heap 7,250,048), `u16`, then `u32`.

use std::fmt::Debug;
use std::ops::BitXor;

use super::BATCH;

/// A stored Grundy value: `u8`, `u16` or `u32`.
pub trait Value:
    Copy + Eq + Ord + Default + Debug + BitXor<Output = Self> + Into<u32> + Send + Sync + 'static
{
    /// Bytes a value takes.
    const BYTES: usize;
    /// Values below this are stored, and the method's tables hold one entry for each.
    const LIMIT: usize;
    /// The value as a table index.
    fn index(self) -> usize;
    /// `value` stored, if below [`Value::LIMIT`].
    fn of(value: usize) -> Option<Self>;
    /// The sequence with its width.
    fn wrap(values: Vec<Self>) -> Values;
    /// `self ^ each[j]` for every `j`, as table indexes: a batch's heaps at once.
    fn xor_each(self, each: &[Self; BATCH]) -> [usize; BATCH];
    /// A view of the sequence with its width.
    fn view(values: &[Self]) -> ValuesRef<'_>;
}

macro_rules! value {
    ($type:ty, $limit:expr, $variant:ident, $xor_each:expr) => {
        impl Value for $type {
            const BYTES: usize = std::mem::size_of::<$type>();
            const LIMIT: usize = $limit;
            fn index(self) -> usize {
                self as usize
            }
            fn of(value: usize) -> Option<Self> {
                (value < Self::LIMIT).then_some(value as $type)
            }
            fn xor_each(self, each: &[Self; BATCH]) -> [usize; BATCH] {
                $xor_each(self, each)
            }
            fn wrap(values: Vec<Self>) -> Values {
                Values::$variant(values)
            }
            fn view(values: &[Self]) -> ValuesRef<'_> {
                ValuesRef::$variant(values)
            }
        }
    };
}

// Eight bytes are one word: one load and one xor for all of them.
value!(u8, 1 << 8, U8, |value: u8, each: &[u8; BATCH]| {
    let word = u64::from_le_bytes(*each) ^ (u64::from(value) * 0x0101_0101_0101_0101);
    std::array::from_fn(|j| ((word >> (8 * j)) & 0xff) as usize)
});
value!(u16, 1 << 16, U16, |value: u16, each: &[u16; BATCH]| each
    .map(|other| usize::from(value ^ other)));
// The tables take about 80 bytes per possible value: 2^20 of them is 80 MB, and no octal game
// known comes near a value of a million within the heaps a machine holds.
value!(u32, 1 << 20, U32, |value: u32, each: &[u32; BATCH]| each
    .map(|other| (value ^ other) as usize));

/// The widths a sequence is stored in, narrowest first.
pub const WIDTHS: [usize; 3] = [1, 2, 4];

/// The largest value a width holds, plus one.
pub fn width_limit(bytes: usize) -> usize {
    match bytes {
        1 => u8::LIMIT,
        2 => u16::LIMIT,
        _ => u32::LIMIT,
    }
}

/// A Grundy sequence `g(0), g(1), ...`, one value each, in the width its values need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value below 256.
    U8(Vec<u8>),
    /// Some value 256 or more, every one below 65,536.
    U16(Vec<u16>),
    /// Some value 65,536 or more.
    U32(Vec<u32>),
}

/// A borrowed [`Values`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValuesRef<'a> {
    /// As [`Values::U8`].
    U8(&'a [u8]),
    /// As [`Values::U16`].
    U16(&'a [u16]),
    /// As [`Values::U32`].
    U32(&'a [u32]),
}

impl Default for Values {
    fn default() -> Values {
        Values::U8(Vec::new())
    }
}

impl Values {
    /// No values yet, `width` bytes each (1, 2 or 4; `None` for another), with room for
    /// `capacity` of them.
    pub fn with_width(width: usize, capacity: usize) -> Option<Values> {
        match width {
            1 => Some(Values::U8(Vec::with_capacity(capacity))),
            2 => Some(Values::U16(Vec::with_capacity(capacity))),
            4 => Some(Values::U32(Vec::with_capacity(capacity))),
            _ => None,
        }
    }

    /// Appends the values whose little-endian bytes, in this width, are `bytes` (a trailing
    /// part of a value is ignored); `false` if one is above the width's limit.
    pub fn extend_from_le_bytes(&mut self, bytes: &[u8]) -> bool {
        match self {
            Values::U8(values) => values.extend_from_slice(bytes),
            Values::U16(values) => values.extend(
                bytes
                    .chunks_exact(2)
                    .map(|pair| u16::from_le_bytes([pair[0], pair[1]])),
            ),
            Values::U32(values) => {
                let start = values.len();
                values.extend(
                    bytes
                        .chunks_exact(4)
                        .map(|word| u32::from_le_bytes([word[0], word[1], word[2], word[3]])),
                );
                // The engine's tables hold values below the limit: one above is not a sequence.
                return values[start..].iter().all(|&v| (v as usize) < u32::LIMIT);
            }
        }
        true
    }

    /// The sequence read from `u16` values, stored in the fewest bytes they allow.
    pub fn from_u16(values: Vec<u16>) -> Values {
        Values::U16(values).narrowest()
    }

    /// The same values in the fewest bytes their largest allows.
    #[must_use]
    pub fn narrowest(self) -> Values {
        let largest = self.largest();
        match self {
            Values::U16(values) if largest < 256 => {
                Values::U8(values.into_iter().map(|v| v as u8).collect())
            }
            Values::U32(values) if largest < 256 => {
                Values::U8(values.into_iter().map(|v| v as u8).collect())
            }
            Values::U32(values) if largest < 65_536 => {
                Values::U16(values.into_iter().map(|v| v as u16).collect())
            }
            other => other,
        }
    }

    /// The borrowed view.
    pub fn as_ref(&self) -> ValuesRef<'_> {
        match self {
            Values::U8(values) => ValuesRef::U8(values),
            Values::U16(values) => ValuesRef::U16(values),
            Values::U32(values) => ValuesRef::U32(values),
        }
    }

    /// How many values.
    pub fn len(&self) -> usize {
        self.as_ref().len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes a value takes: 1, 2 or 4.
    pub fn bytes_per_value(&self) -> usize {
        self.as_ref().bytes_per_value()
    }

    /// `g(n)`.
    pub fn get(&self, n: usize) -> Option<u32> {
        self.as_ref().get(n)
    }

    /// The largest value, 0 when empty.
    pub fn largest(&self) -> u32 {
        self.as_ref().largest()
    }

    /// The values as `u16`, if every one fits.
    pub fn to_u16(&self) -> Option<Vec<u16>> {
        match self {
            Values::U8(values) => Some(values.iter().map(|&v| u16::from(v)).collect()),
            Values::U16(values) => Some(values.clone()),
            Values::U32(values) => values.iter().map(|&v| u16::try_from(v).ok()).collect(),
        }
    }

    /// Drops the values past the first `len`.
    pub fn truncate(&mut self, len: usize) {
        match self {
            Values::U8(values) => values.truncate(len),
            Values::U16(values) => values.truncate(len),
            Values::U32(values) => values.truncate(len),
        }
    }
}

impl ValuesRef<'_> {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            ValuesRef::U8(values) => values.len(),
            ValuesRef::U16(values) => values.len(),
            ValuesRef::U32(values) => values.len(),
        }
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes a value takes: 1, 2 or 4.
    pub fn bytes_per_value(&self) -> usize {
        match self {
            ValuesRef::U8(_) => 1,
            ValuesRef::U16(_) => 2,
            ValuesRef::U32(_) => 4,
        }
    }

    /// `g(n)`.
    pub fn get(&self, n: usize) -> Option<u32> {
        match self {
            ValuesRef::U8(values) => values.get(n).map(|&v| u32::from(v)),
            ValuesRef::U16(values) => values.get(n).map(|&v| u32::from(v)),
            ValuesRef::U32(values) => values.get(n).copied(),
        }
    }

    /// Every value in order.
    pub fn each(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match *self {
            ValuesRef::U8(values) => Box::new(values.iter().map(|&v| u32::from(v))),
            ValuesRef::U16(values) => Box::new(values.iter().map(|&v| u32::from(v))),
            ValuesRef::U32(values) => Box::new(values.iter().copied()),
        }
    }

    /// The largest value, 0 when empty.
    pub fn largest(&self) -> u32 {
        match self {
            ValuesRef::U8(values) => values.iter().copied().max().map_or(0, u32::from),
            ValuesRef::U16(values) => values.iter().copied().max().map_or(0, u32::from),
            ValuesRef::U32(values) => values.iter().copied().max().unwrap_or(0),
        }
    }

    /// The values' little-endian bytes from `start`, at most `count` values, appended to `out`.
    pub fn extend_le_bytes(&self, start: usize, count: usize, out: &mut Vec<u8>) {
        let end = (start + count).min(self.len());
        match self {
            ValuesRef::U8(values) => out.extend_from_slice(&values[start..end]),
            ValuesRef::U16(values) => {
                out.extend(values[start..end].iter().flat_map(|v| v.to_le_bytes()));
            }
            ValuesRef::U32(values) => {
                out.extend(values[start..end].iter().flat_map(|v| v.to_le_bytes()));
            }
        }
    }
}

/// The values of `narrow` in the next width, with room for `capacity` of them.
pub fn widen<V: Value, W: Value + From<V>>(narrow: Vec<V>, capacity: usize) -> Vec<W> {
    let mut wide = Vec::with_capacity(capacity.max(narrow.len()));
    wide.extend(narrow.into_iter().map(W::from));
    wide
}
