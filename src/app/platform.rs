//! The few browser facts a render needs, with native stand-ins so the first board can be rendered
//! to HTML at build time (`crates/prerender`).

/// A random number in [0, 1): the browser's `Math.random`.
#[cfg(target_arch = "wasm32")]
pub fn random() -> f64 {
    js_sys::Math::random()
}

/// A random number in [0, 1) (native builds: a fixed one, as a prerendered page is the same for all).
#[cfg(not(target_arch = "wasm32"))]
pub fn random() -> f64 {
    0.5
}

/// The page's address without its query, so links carry only the app's own parameters.
#[cfg(target_arch = "wasm32")]
pub fn page_address() -> String {
    let location = gloo::utils::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}")
}

/// The page's address (native builds: unknown, so links are relative).
#[cfg(not(target_arch = "wasm32"))]
pub fn page_address() -> String {
    String::new()
}
