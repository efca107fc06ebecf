//! Projector mode (`present=1`): `walk` is the walk through the explanation and its state,
//! `slice` its actions and reducer, `page` the page.

pub mod page;
pub mod slice;
pub mod walk;

#[cfg(test)]
mod tests;
