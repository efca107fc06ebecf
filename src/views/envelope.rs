//! The versioned envelope the Web Workers' messages travel in, `{"version":N,"message":…}` as
//! JSON text: the version is read first, so a message of another release is named as such rather
//! than misread. Shared by path with both workers (`src/bin/*_worker.rs`), which mirror its place.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Why an envelope's text is not a message of this version.
#[derive(Clone, Debug, PartialEq)]
pub enum Unopened {
    /// The message is of this other version.
    Version(u32),
    /// The text is not a message of this version: the JSON reader's words.
    Malformed(String),
}

/// What is written: the message under its protocol's version.
#[derive(Serialize)]
struct Sealed<'a, T> {
    version: u32,
    message: &'a T,
}

/// What is read first: the version alone.
#[derive(Deserialize)]
struct Version {
    version: u32,
}

/// What is read once the version is this one's.
#[derive(Deserialize)]
struct Opened<T> {
    message: T,
}

/// `message` as the text posted, under `version`.
pub fn seal<T: Serialize>(version: u32, message: &T) -> String {
    // Plain structs, enums, strings and numbers: serde_json writes them without failing.
    serde_json::to_string(&Sealed { version, message }).unwrap_or_default()
}

/// The message `text` holds, if it is of `version` and well formed.
pub fn open<T: DeserializeOwned>(version: u32, text: &str) -> Result<T, Unopened> {
    let malformed = |error: serde_json::Error| Unopened::Malformed(error.to_string());
    let Version { version: found } = serde_json::from_str(text).map_err(malformed)?;
    if found != version {
        return Err(Unopened::Version(found));
    }
    let Opened { message } = serde_json::from_str(text).map_err(malformed)?;
    Ok(message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_message_opens_under_its_version_only() {
        let text = seal(3, &vec![1_u32, 2, 3]);
        assert_eq!(text, r#"{"version":3,"message":[1,2,3]}"#);
        assert_eq!(open::<Vec<u32>>(3, &text), Ok(vec![1, 2, 3]));
        assert_eq!(open::<Vec<u32>>(4, &text), Err(Unopened::Version(3)));
        for bad in [
            "",
            "[]",
            r#"{"message":[1]}"#,
            r#"{"version":3,"message":"x"}"#,
        ] {
            assert!(
                matches!(open::<Vec<u32>>(3, bad), Err(Unopened::Malformed(_))),
                "{bad}"
            );
        }
    }
}
