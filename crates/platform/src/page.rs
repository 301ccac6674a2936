//! The browser page Lineup runs in: its window, its storage, and a turn of its event loop.

use wasm_bindgen::JsCast;

/// The page's window (there always is one where Lineup runs).
pub fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// Resolves once the page has had a turn to draw and to answer taps and keys.
pub async fn next_turn() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = window() {
            let _ = window.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The page's `localStorage`, if the browser gives it: where older versions kept Lineup's files,
/// and where the text files go when a browser offers no IndexedDB (`files/storage.rs`).
pub fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// The languages the browser's user prefers, most preferred first ("uk", "pt-BR").
pub fn languages() -> Vec<String> {
    let Some(navigator) = window().map(|window| window.navigator()) else {
        return Vec::new();
    };
    let listed: Vec<String> = (navigator.languages().iter())
        .filter_map(|language| language.as_string())
        .collect();
    match listed.is_empty() {
        true => navigator.language().into_iter().collect(),
        false => listed,
    }
}

/// Why a call into the page failed, in words (a `DOMException`'s name and message).
pub fn in_words(error: &wasm_bindgen::JsValue) -> String {
    match error.dyn_ref::<web_sys::DomException>() {
        Some(exception) => format!("{}: {}", exception.name(), exception.message()),
        None => format!("{error:?}"),
    }
}

/// Writes a line to the browser's console, for whoever is looking (measurements).
pub fn note(line: &str) {
    web_sys::console::info_1(&line.into());
}
