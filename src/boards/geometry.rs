//! Trigonometry for the round drawings (rings, ring glyphs).

/// Sine and cosine; in the browser its `Math` keeps Rust's trigonometry (about 2.5 kB gzip) out
/// of the bundle.
#[cfg(target_arch = "wasm32")]
pub fn sin_cos(angle: f64) -> (f64, f64) {
    (js_sys::Math::sin(angle), js_sys::Math::cos(angle))
}

/// Sine and cosine (native builds: tests).
#[cfg(not(target_arch = "wasm32"))]
pub fn sin_cos(angle: f64) -> (f64, f64) {
    angle.sin_cos()
}
