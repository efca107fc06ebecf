//! Projector mode (`present=1`): `walk` is the walk through the explanation and its state,
//! `slice` its actions and reducer, `page` the page, `qr` the Share link's QR code.

pub mod page;
pub mod qr;
pub mod slice;
pub mod walk;

use page::PresentView;
// Projector mode is opened by its button or a link: its page's chunk is fetched then.
crate::views::chunk::split_view!(present: pub fn present_host() -> PresentView, style = "explain.css", "present.css");

#[cfg(test)]
mod tests;
