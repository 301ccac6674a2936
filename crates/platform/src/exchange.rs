//! Files handed to the teacher and brought back by them. The pages to print go into the
//! teacher's documents folder and open in the computer's PDF viewer; in a browser, they are
//! downloaded. A browser also keeps the saved game and the settings in the page's storage, out
//! of reach: there home offers to download each as a file, and to load such files again
//! (another browser, another computer, the desktop app). On the desktop they are files
//! already, in Lineup's folders, and nothing is offered.

use std::path::PathBuf;

/// Whether home offers "Save to a file" and "Open a file".
pub const OFFERED: bool = cfg!(target_arch = "wasm32");

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

/// A file the teacher picked: its name, and its bytes or why they were not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picked {
    pub name: String,
    pub bytes: Result<Vec<u8>, NotRead>,
}

/// Why a picked file was not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotRead {
    /// Larger than asked: its size in bytes.
    #[error("it is larger than any file Lineup reads ({0} bytes)")]
    TooLarge(u64),
    #[error("it cannot be read: {0}")]
    Unreadable(String),
}

/// What the picker offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kinds {
    /// Lineup's files (a saved game, settings, a teacher's game or board), with pictures.
    Files,
    /// Pictures only (PNG, JPEG, SVG).
    Pictures,
}

/// The files the teacher picks (none if they cancel), each read if no larger than
/// `max_bytes`. Only a browser offers it.
#[cfg(not(target_arch = "wasm32"))]
pub async fn pick(_kinds: Kinds, _max_bytes: u64) -> Vec<Picked> {
    Vec::new()
}

/// The files the teacher picks in the browser's file picker (none if they cancel), each read
/// if no larger than `max_bytes`.
#[cfg(target_arch = "wasm32")]
pub async fn pick(kinds: Kinds, max_bytes: u64) -> Vec<Picked> {
    picked(kinds, max_bytes).await.unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
async fn picked(kinds: Kinds, max_bytes: u64) -> Option<Vec<Picked>> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    const PICTURES: &str = ".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml";
    let document = super::page::window()?.document()?;
    let input: web_sys::HtmlInputElement =
        document.create_element("input").ok()?.dyn_into().ok()?;
    input.set_type("file");
    input.set_accept(&match kinds {
        Kinds::Files => format!(".toml,text/plain,.tar,application/x-tar,{PICTURES}"),
        Kinds::Pictures => PICTURES.to_string(),
    });
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
    let mut picked = Vec::new();
    for index in 0..files.length() {
        let Some(file) = files.get(index) else {
            continue;
        };
        let bytes = match file.size() as u64 {
            size if size > max_bytes => Err(NotRead::TooLarge(size)),
            _ => wasm_bindgen_futures::JsFuture::from(file.array_buffer())
                .await
                .map(|buffer| js_sys::Uint8Array::new(&buffer).to_vec())
                .map_err(|error| NotRead::Unreadable(super::page::in_words(&error))),
        };
        picked.push(Picked {
            name: file.name(),
            bytes,
        });
    }
    Some(picked)
}
