//! The state diagram beside the board (`view=diagram`): `slice` is its state, actions and reducer,
//! `layout` places it in rows, `panel` draws it.

pub mod layout;
pub mod panel;
pub mod slice;

#[cfg(test)]
mod tests;
