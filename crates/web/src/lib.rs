//! Lineup in a browser tab: the page (`packaging/web/index.html`) loads this build and starts
//! the app here, with the built-in games. Should it ever stop, the page says so in a sentence
//! (in the browser's language where Lineup speaks it), never with a blank canvas. Built for
//! `wasm32` only (`packaging/web.sh`); elsewhere it is empty.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::wasm_bindgen;

use lineup::app;
use lineup_core::Library;

#[wasm_bindgen]
extern "C" {
    /// The page's own way of saying that Lineup stopped, with what went wrong for the curious.
    #[wasm_bindgen(js_namespace = window, js_name = lineupStopped)]
    fn stopped(why: &str);

    /// The page hides its "loading" sentence.
    #[wasm_bindgen(js_namespace = window, js_name = lineupStarted)]
    fn started();
}

#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|panic| {
        let why = panic.to_string();
        web_sys::console::error_1(&why.clone().into());
        stopped(&why);
    }));
    // The page's storage is read first: then a file is read at once, as from a disk.
    wasm_bindgen_futures::spawn_local(async {
        lineup_platform::files::open().await;
        run();
    });
}

fn run() {
    // The built-in games, and the teacher's own game and board files brought with "Open a
    // file", kept in the page's storage. The built-in boards are drawn by the fonts of their
    // scripts, which come with their language (tests/alphabets.rs checks them on the
    // desktop's build).
    let themes = lineup::data::store::Store::standard().map(|store| store.themes_folder());
    let (library, broken) = match &themes {
        Some(themes) => lineup::data::read::library(&[themes.as_path()]),
        None => (Library::built_in(), Vec::new()),
    };
    started();
    if let Err(error) = app::run(library, None, None, broken) {
        stopped(&error.to_string());
    }
}
