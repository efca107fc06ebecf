//! The QR code of the position's Share link, for a class to scan from the projector: a split point
//! (chunk `qr`, with its encoder), fetched the first time the code is shown.

use std::fmt::Write as _;

use qrcodegen::{QrCode, QrCodeEcc};
use yew::prelude::*;

use crate::t;

crate::views::chunk::split_view!(qr as qr_code: pub fn qr_host(QrProps) -> QrPicture);

/// Light modules around the code, as the standard asks, so a reader finds its edges.
const QUIET_ZONE: i32 = 4;

/// The dark modules of `text`'s QR code, each `(x, y)` from the top left, and the code's side
/// (quiet zone included); `None` for a text too long for any QR code.
pub fn modules(text: &str) -> Option<(Vec<(i32, i32)>, i32)> {
    // Medium correction: a projected code survives glare and a phone's slant.
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let dark = (0..size)
        .flat_map(|y| (0..size).map(move |x| (x, y)))
        .filter(|&(x, y)| code.get_module(x, y))
        .map(|(x, y)| (x + QUIET_ZONE, y + QUIET_ZONE))
        .collect();
    Some((dark, size + 2 * QUIET_ZONE))
}

/// The text to encode.
#[derive(Properties, PartialEq, Clone)]
pub struct QrProps {
    /// The Share link.
    pub text: AttrValue,
}

/// The code as one SVG path of unit squares, scaled by CSS; the link written beneath it.
#[component]
pub fn QrPicture(props: &QrProps) -> Html {
    let Some((dark, side)) = modules(&props.text) else {
        return html! { <p role="status">{ t!(PresentQrTooLong) }</p> };
    };
    let path = dark.iter().fold(String::new(), |mut path, (x, y)| {
        let _ = write!(path, "M{x} {y}h1v1h-1z");
        path
    });
    html! {
        <figure class="qr">
            <svg data-testid="qr" role="img" aria-label={t!(PresentQrLabel)} viewBox={format!("0 0 {side} {side}")}
                shape-rendering="crispEdges">
                <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
                <path d={path} fill="#000" />
            </svg>
            <figcaption class="qr-link" data-testid="qr-link">{ props.text.clone() }</figcaption>
        </figure>
    }
}

// The decoder is a native dev-dependency.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// The code drawn `scale` pixels a module, as a camera would see it, read by a QR decoder.
    fn read_back(text: &str, scale: usize) -> String {
        let (dark, side) = modules(text).expect("encoded");
        let side = side as usize;
        let mut pixels = vec![255_u8; side * scale * side * scale];
        for (x, y) in dark {
            for dy in 0..scale {
                for dx in 0..scale {
                    let (px, py) = (x as usize * scale + dx, y as usize * scale + dy);
                    pixels[py * side * scale + px] = 0;
                }
            }
        }
        let width = side * scale;
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(width, width, |x, y| pixels[y * width + x]);
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code found");
        grids[0].decode().expect("decoded").1
    }

    #[test]
    fn a_share_link_reads_back_exactly_from_its_code() {
        for link in [
            "https://example.org/nim/?variant=nim&heaps=3,4,5&mode=computer&hints=0",
            "http://127.0.0.1:8080/nim-lab/?variant=blocking&heaps=31,31,31,31&blocks=2&forbid=1-4&mode=two&hints=1&strength=casual&first=computer&lang=zh-CN",
        ] {
            assert_eq!(read_back(link, 3), link);
        }
    }

    #[test]
    fn a_text_too_long_for_any_code_has_none() {
        assert!(modules(&"x".repeat(5000)).is_none());
        let (dark, side) = modules("https://example.org/").expect("encoded");
        assert!(dark
            .iter()
            .all(|&(x, y)| (QUIET_ZONE..side - QUIET_ZONE).contains(&x)
                && (QUIET_ZONE..side - QUIET_ZONE).contains(&y)));
    }
}
