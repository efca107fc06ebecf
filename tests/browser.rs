//! Browser component tests, run by wasm-bindgen-test in headless Chromium.
#![cfg(target_arch = "wasm32")]

mod explain;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
