//! Files the page's host serves beside the app, fetched when they are first needed: in the
//! browser's build, each language's voices and script fonts, so the first visit downloads only
//! what a class uses (the page's service worker then keeps each for offline use). The desktop
//! embeds them all and fetches nothing.

/// The file at `path`, relative to the page (`voices/fr.tar.gz`), or why it could not be
/// fetched.
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch(path: &str) -> Result<Vec<u8>, String> {
    Err(format!("{path}: only the browser's build fetches files"))
}

/// The file at `path`, relative to the page (`voices/fr.tar.gz`), or why it could not be
/// fetched: through the page's `lineupFetch`, which keeps it with this version's files for
/// offline use (`packaging/web/index.html`).
#[cfg(target_arch = "wasm32")]
pub async fn fetch(path: &str) -> Result<Vec<u8>, String> {
    let said = |error: wasm_bindgen::JsValue| format!("{path}: {}", super::page::in_words(&error));
    let promise = page_fetch(path).map_err(said)?;
    let bytes = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(said)?;
    Ok(js_sys::Uint8Array::new(&bytes).to_vec())
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// The page's fetch that keeps what it fetched (a promise of the bytes).
    #[wasm_bindgen(js_namespace = window, js_name = lineupFetch, catch)]
    fn page_fetch(path: &str) -> Result<js_sys::Promise, wasm_bindgen::JsValue>;
}

/// Whether the browser keeps the page's storage (the saved game, the settings, a language's
/// files) when space runs short, and whether Lineup was added to the Home Screen or installed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keeping {
    pub persisted: bool,
    pub installed: bool,
}

impl Keeping {
    /// Whether the browser may clear the class's game: its storage is not kept and Lineup is
    /// not installed (Safari clears a site's storage after seven days without a visit).
    pub fn may_be_cleared(self) -> bool {
        !self.persisted && !self.installed
    }
}

/// How the browser keeps the page's storage (the page asks it to keep it as it starts). The
/// desktop's files are the teacher's: always kept.
#[cfg(not(target_arch = "wasm32"))]
pub async fn keeping() -> Keeping {
    Keeping {
        persisted: true,
        installed: true,
    }
}

/// How the browser keeps the page's storage (the page asks it to keep it as it starts).
#[cfg(target_arch = "wasm32")]
pub async fn keeping() -> Keeping {
    let kept = async {
        let window = super::page::window()?;
        let asked = js_sys::Reflect::get(&window, &"lineupKeeping".into()).ok()?;
        let answer = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&asked))
            .await
            .ok()?;
        let flag = |name: &str| {
            js_sys::Reflect::get(&answer, &name.into())
                .ok()
                .and_then(|value| value.as_bool())
                .unwrap_or(false)
        };
        Some(Keeping {
            persisted: flag("persisted"),
            installed: flag("installed"),
        })
    };
    // A page that does not say is taken as one whose storage may go.
    kept.await.unwrap_or(Keeping {
        persisted: false,
        installed: false,
    })
}
