//! Browser component tests, run by wasm-bindgen-test in headless Chromium.
#![cfg(target_arch = "wasm32")]

// A crate root looks for modules beside it, so the modules under browser/ need their path.
#[path = "browser/chunk.rs"]
mod chunk;
#[path = "browser/diagram.rs"]
mod diagram;
#[path = "browser/explain.rs"]
mod explain;
#[path = "browser/explore.rs"]
mod explore;
#[path = "browser/fibonacci.rs"]
mod fibonacci;
#[path = "browser/game.rs"]
mod game;
#[path = "browser/grundy.rs"]
mod grundy;
#[path = "browser/host.rs"]
mod host;
#[path = "browser/i18n.rs"]
mod i18n;
#[path = "browser/moore.rs"]
mod moore;
#[path = "browser/panic.rs"]
mod panic;
#[path = "browser/parts.rs"]
mod parts;
#[path = "browser/present.rs"]
mod present;
#[path = "browser/queen.rs"]
mod queen;
#[path = "browser/quiz.rs"]
mod quiz;
#[path = "browser/review.rs"]
mod review;
#[path = "browser/sources.rs"]
mod sources;
#[path = "browser/staircase.rs"]
mod staircase;
#[path = "browser/support.rs"]
mod support;
#[path = "browser/toolbar.rs"]
mod toolbar;
#[path = "browser/worksheet.rs"]
mod worksheet;
#[path = "browser/wythoff.rs"]
mod wythoff;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
