//! The versioned envelope the Web Workers' messages travel in: postcard's bytes of the protocol's
//! version followed by the message, posted as a `Uint8Array` whose buffer is moved, not copied.
//! The version is read first, so a message of another release is named as such rather than
//! misread. Shared by path with both workers (`src/bin/*_worker.rs`), which mirror its place.

use std::fmt;

use js_sys::{Array, Uint8Array};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

/// Why a posted message is not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// The posted value is not a `Uint8Array`.
    NotBytes,
    /// The message is of this other version.
    Version {
        /// The version the message has.
        found: u32,
        /// The version this side reads.
        read: u32,
    },
    /// The bytes are not a message of this version: postcard's words.
    Malformed(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::NotBytes => write!(f, "the message is not a Uint8Array"),
            ProtocolError::Version { found, read } => write!(
                f,
                "the message is of version {found}, this side reads version {read}: the page and the worker are of two releases"
            ),
            ProtocolError::Malformed(why) => write!(f, "the message is malformed: {why}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

/// A message either side of a worker posts.
pub trait Message: Serialize + DeserializeOwned {
    /// The protocol's version: a page and a worker of two releases refuse each other's messages.
    const VERSION: u32;

    /// The message's bytes: its version, then itself.
    fn write(&self) -> Vec<u8> {
        // Into a growing Vec, postcard fails only on sequences of unknown length: none here.
        postcard::to_allocvec(&(Self::VERSION, self)).unwrap_or_default()
    }

    /// Reads a message's bytes; another version, anything malformed or left over is an error.
    fn read(bytes: &[u8]) -> Result<Self, ProtocolError> {
        let malformed = |error: postcard::Error| ProtocolError::Malformed(error.to_string());
        let (found, rest) = postcard::take_from_bytes::<u32>(bytes).map_err(malformed)?;
        if found != Self::VERSION {
            return Err(ProtocolError::Version {
                found,
                read: Self::VERSION,
            });
        }
        let (message, rest) = postcard::take_from_bytes(rest).map_err(malformed)?;
        if !rest.is_empty() {
            return Err(ProtocolError::Malformed(format!(
                "{} bytes after the message",
                rest.len()
            )));
        }
        Ok(message)
    }

    /// The data to post, and what to transfer with it (the bytes' buffer).
    fn to_posted(&self) -> (JsValue, Array) {
        let bytes = Uint8Array::from(self.write().as_slice());
        (bytes.clone().into(), Array::of1(&bytes.buffer()))
    }

    /// Reads a posted message's data.
    fn read_posted(data: &JsValue) -> Result<Self, ProtocolError> {
        let bytes = data
            .dyn_ref::<Uint8Array>()
            .ok_or(ProtocolError::NotBytes)?;
        Self::read(&bytes.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Numbers(Vec<u32>);

    impl Message for Numbers {
        const VERSION: u32 = 3;
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Later(Vec<u32>);

    impl Message for Later {
        const VERSION: u32 = 4;
    }

    #[test]
    fn a_message_is_read_under_its_version_only() {
        let bytes = Numbers(vec![1, 2, 300]).write();
        assert_eq!(bytes, [3, 3, 1, 2, 0xac, 0x02]);
        assert_eq!(Numbers::read(&bytes), Ok(Numbers(vec![1, 2, 300])));
        assert_eq!(
            Later::read(&bytes),
            Err(ProtocolError::Version { found: 3, read: 4 })
        );
        let said = Later::read(&bytes).expect_err("refused").to_string();
        assert!(
            said.contains("version 3") && said.contains("version 4"),
            "{said}"
        );
    }

    #[test]
    fn bytes_cut_short_or_run_over_are_malformed() {
        let bytes = Numbers(vec![1, 2, 300]).write();
        let longer = [bytes.as_slice(), &[0]].concat();
        for bad in [&[][..], &bytes[..1], &bytes[..bytes.len() - 1], &longer] {
            assert!(
                matches!(Numbers::read(bad), Err(ProtocolError::Malformed(_))),
                "{bad:?}"
            );
        }
    }
}
