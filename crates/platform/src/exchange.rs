//! Files handed to the teacher and brought back by them. The pages to print go into the
//! teacher's documents folder and open in the computer's PDF viewer; in a browser, they are
//! downloaded. A browser also keeps the saved game and the settings in the page's storage, out
//! of reach: there home offers to download each as a file, and to load such files again
//! (another browser, another computer, the desktop app). On the desktop they are files
//! already, in Lineup's folders, and nothing is offered.

use std::path::PathBuf;

/// Whether home offers "Save to a file" and "Open a file".
pub const OFFERED: bool = cfg!(target_arch = "wasm32");

/// A file the teacher brought: its name and its text.
pub type Brought = (String, String);

/// Where a file handed to the teacher went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handed {
    /// Written into their documents folder and opened in the computer's program for it.
    Opened(PathBuf),
    /// Downloaded by the browser, under this name.
    Downloaded(String),
}

/// Why a file could not be handed over.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotHanded {
    #[error("there is no documents folder to put it in")]
    NoFolder,
    #[error("{0}")]
    Failed(String),
}

/// Hands `bytes` to the teacher as a file called `name` (a file name, no folder), of the
/// media type `kind` ("application/pdf").
#[cfg(not(target_arch = "wasm32"))]
pub fn hand_over(name: &str, bytes: &[u8], _kind: &str) -> Result<Handed, NotHanded> {
    let folder = super::files::documents_folder().ok_or(NotHanded::NoFolder)?;
    let file = folder.join(name);
    super::files::write_bytes(&file, bytes)
        .map_err(|why| NotHanded::Failed(format!("{}: {why}", file.display())))?;
    super::viewer::open(&file);
    Ok(Handed::Opened(file))
}

/// The browser downloads `bytes` as a file called `name`.
#[cfg(target_arch = "wasm32")]
pub fn hand_over(name: &str, bytes: &[u8], kind: &str) -> Result<Handed, NotHanded> {
    use wasm_bindgen::JsCast;
    let failed = |error: wasm_bindgen::JsValue| NotHanded::Failed(super::page::in_words(&error));
    let no = |what: &str| NotHanded::Failed(what.to_string());
    let document = (super::page::window().and_then(|window| window.document()))
        .ok_or_else(|| no("no page"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes).into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(failed)?
        .dyn_into()
        .map_err(|_| no("no link"))?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(Handed::Downloaded(name.to_string()))
}

/// The files the teacher picks (none if they cancel), each no larger than `max_bytes`; one that
/// is larger or not text comes back with why in its place. Only a browser offers it.
#[cfg(not(target_arch = "wasm32"))]
pub async fn pick(_max_bytes: u64) -> Vec<Result<Brought, (String, String)>> {
    Vec::new()
}

/// The files the teacher picks in the browser's file picker (none if they cancel), each no
/// larger than `max_bytes`; one that is larger or not text comes back with why in its place.
#[cfg(target_arch = "wasm32")]
pub async fn pick(max_bytes: u64) -> Vec<Result<Brought, (String, String)>> {
    picked(max_bytes).await.unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
async fn picked(max_bytes: u64) -> Option<Vec<Result<Brought, (String, String)>>> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let document = super::page::window()?.document()?;
    let input: web_sys::HtmlInputElement =
        document.create_element("input").ok()?.dyn_into().ok()?;
    input.set_type("file");
    input.set_accept(".toml,text/plain");
    input.set_multiple(true);
    let (chosen, answered) = futures::channel::oneshot::channel::<()>();
    let chosen = std::cell::RefCell::new(Some(chosen));
    let answer = Closure::<dyn Fn()>::new(move || {
        if let Some(chosen) = chosen.borrow_mut().take() {
            let _ = chosen.send(());
        }
    });
    for event in ["change", "cancel"] {
        let _ = input.add_event_listener_with_callback(event, answer.as_ref().unchecked_ref());
    }
    input.click();
    let _ = answered.await;
    drop(answer);
    let files = input.files()?;
    let mut brought = Vec::new();
    for index in 0..files.length() {
        let Some(file) = files.get(index) else {
            continue;
        };
        let name = file.name();
        if file.size() > max_bytes as f64 {
            brought.push(Err((
                name,
                "it is larger than any file Lineup writes".into(),
            )));
            continue;
        }
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        brought.push(match text.ok().and_then(|text| text.as_string()) {
            Some(text) => Ok((name, text)),
            None => Err((name, "it is not text".into())),
        });
    }
    Some(brought)
}
