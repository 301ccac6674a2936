//! Files a teacher takes away and brings back. In a browser the saved game and the settings
//! live in the page's storage, out of reach: the home screen offers to download each as a
//! file, and to load such files again (another browser, another computer, the desktop app).
//! On the desktop they are files already, in Lineup's folders, and nothing is offered.

#[cfg(target_arch = "wasm32")]
use iced::Task;

/// Whether home offers "Save to a file" and "Open a file".
pub const OFFERED: bool = cfg!(target_arch = "wasm32");

/// A file the teacher brought: its name and its text.
pub type Brought = (String, String);

/// The browser downloads `text` as a file called `name`.
#[cfg(target_arch = "wasm32")]
pub fn download(name: &str, text: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let words = |error: wasm_bindgen::JsValue| super::page::in_words(&error);
    let document = (super::page::window().and_then(|window| window.document())).ok_or("no page")?;
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/toml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(words)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(words)?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(words)?
        .dyn_into()
        .map_err(|_| "no link")?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The files the teacher picks in the browser's file picker (none if they cancel), each no
/// larger than `max_bytes`; one that is larger or not text comes back with why in its place.
#[cfg(target_arch = "wasm32")]
pub fn pick(max_bytes: u64) -> Task<Vec<Result<Brought, (String, String)>>> {
    Task::perform(
        async move { picked(max_bytes).await.unwrap_or_default() },
        std::convert::identity,
    )
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
    let (chosen, answered) = iced::futures::channel::oneshot::channel::<()>();
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
