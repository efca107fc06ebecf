//! The state diagram beside the board (`view=diagram`): `slice` is its state, actions and reducer
//! (with "Label it yourself" checked against the solver), `layout` places it in rows, `panel`
//! draws it. The panel and its layout run in their own wasm (`src/bin/diagram_view.rs`), loaded
//! when the diagram opens: `host` is the app's place for it and `bridge` what the two say.

pub mod bridge;
pub mod host;
#[cfg(feature = "panels")]
pub mod layout;
#[cfg(feature = "panels")]
pub mod panel;
pub mod slice;

pub use host::DiagramHost;

#[cfg(test)]
mod tests;
