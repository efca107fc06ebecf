//! The state diagram beside the board (`view=diagram`): `slice` is its state, actions and reducer
//! (with "Label it yourself" checked against the solver), `layout` places it in rows, `panel`
//! draws it, a split point fetched the first time the diagram opens, and `host` is its place.

pub mod host;
pub mod layout;
pub mod panel;
pub mod slice;

pub use host::DiagramHost;

#[cfg(test)]
mod tests;
