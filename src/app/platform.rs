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

/// Offers the file at `href` to the person, saved as `name`.
pub fn download(href: &str, name: &str) {
    use wasm_bindgen::JsCast;
    let Ok(link) = gloo::utils::document().create_element("a") else {
        return;
    };
    let _ = link.set_attribute("href", href);
    let _ = link.set_attribute("download", name);
    if let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() {
        link.click();
    }
}

/// Offers `text` to the person as a file of type `mime` named `name`, through a Blob URL.
pub fn download_text(text: &str, mime: &str, name: &str) {
    download_parts(&js_sys::Array::of1(&text.into()), mime, name);
}

/// Offers `bytes` to the person as a file of type `mime` named `name`, through a Blob URL.
pub fn download_bytes(bytes: &[u8], mime: &str, name: &str) {
    download_parts(
        &js_sys::Array::of1(&js_sys::Uint8Array::from(bytes)),
        mime,
        name,
    );
}

fn download_parts(parts: &js_sys::Array, mime: &str, name: &str) {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    download(&url, name);
    let _ = web_sys::Url::revoke_object_url(&url);
}
