//! Files in the page's lasting storage: IndexedDB, which keeps a board's photos as well as the
//! settings and the game, each file under its path as key (`lineup/settings.toml`). Where a
//! browser offers no IndexedDB (some private windows), `localStorage` keeps the text files.
//!
//! The page's files are read into memory once, before the app starts ([`open`]), so a file is
//! read at once, as from a disk. A write changes them at once and reaches the storage in a
//! transaction of its own, all or nothing; one the browser refuses (its storage full) is told
//! by [`unkept`]. Paths outside `lineup/` (the pictures a teacher has just picked) stay in
//! memory only.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::future::Future;
use std::io;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{IdbDatabase, IdbTransactionMode};

use super::super::page;
use super::ReadError;

/// The paths the page keeps from visit to visit.
const LASTING: &str = "lineup/";
/// The IndexedDB database and its one store of files.
const DATABASE: &str = "lineup";
const FILES: &str = "files";
/// The largest file read from the storage: a photo as large as a picture may be.
const MOST_FILE_BYTES: usize = 20 << 20;
/// The most read from the storage in all: the page's memory is four gigabytes at most, and
/// the class's games, boards and voices are tens of megabytes.
const MOST_BYTES: usize = 1 << 30;

/// Where the lasting files go.
enum Lasting {
    Database(IdbDatabase),
    Local(web_sys::Storage),
    Nothing,
}

struct Kept {
    files: BTreeMap<String, Vec<u8>>,
    lasting: Lasting,
    unkept: Vec<(PathBuf, String)>,
}

thread_local! {
    static KEPT: RefCell<Kept> = const {
        RefCell::new(Kept {
            files: BTreeMap::new(),
            lasting: Lasting::Nothing,
            unkept: Vec::new(),
        })
    };
}

fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Reads the page's files into memory; the text files older versions kept in `localStorage`
/// move into IndexedDB (and leave `localStorage` once kept there).
pub async fn open() {
    let lasting = match database().await {
        Ok(database) => Lasting::Database(database),
        Err(why) => {
            page::note(&format!("Lineup keeps its files in localStorage: {why}"));
            page::storage().map_or(Lasting::Nothing, Lasting::Local)
        }
    };
    let mut files = match &lasting {
        Lasting::Database(database) => read_all(database).await.unwrap_or_else(|why| {
            page::note(&format!("Lineup could not read its files: {why}"));
            BTreeMap::new()
        }),
        _ => BTreeMap::new(),
    };
    if let Some(local) = page::storage() {
        let keys: Vec<String> = (0..local.length().unwrap_or(0))
            .filter_map(|at| local.key(at).ok().flatten())
            .filter(|key| key.starts_with(LASTING))
            .collect();
        for key in keys {
            let Ok(Some(text)) = local.get_item(&key) else {
                continue;
            };
            let in_database = match &lasting {
                // A file written since it moved is the newer.
                Lasting::Database(_) if files.contains_key(&key) => true,
                Lasting::Database(database) => match put(database, &key, text.as_bytes()) {
                    Ok(putting) => putting.await.is_ok(),
                    Err(_) => false,
                },
                _ => false,
            };
            if in_database {
                let _ = local.remove_item(&key);
            }
            files.entry(key).or_insert_with(|| text.into_bytes());
        }
    }
    KEPT.with_borrow_mut(|kept| {
        for (key, bytes) in files {
            kept.files.insert(key, bytes);
        }
        kept.lasting = lasting;
    });
}

/// Whether the page may keep anything (a browser can refuse, in a private window).
pub fn works() -> bool {
    KEPT.with_borrow(|kept| !matches!(kept.lasting, Lasting::Nothing))
}

/// The first `at_most` bytes of a file.
pub fn read_bytes(path: &Path, at_most: u64) -> Result<Vec<u8>, ReadError> {
    let key = key(path);
    KEPT.with_borrow(|kept| match kept.files.get(&key) {
        Some(bytes) => Ok(bytes[..bytes.len().min(at_most as usize)].to_vec()),
        None if is_folder_in(&kept.files, &key) => Err(ReadError::NotAFile),
        None => Err(ReadError::Missing),
    })
}

/// A file's text, if it is no larger than `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bytes(path, limit + 1)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(limit / 1024));
    }
    String::from_utf8(bytes).map_err(|error| ReadError::NotText(error.utf8_error().valid_up_to()))
}

pub fn size(path: &Path) -> Result<u64, ReadError> {
    let key = key(path);
    KEPT.with_borrow(|kept| match kept.files.get(&key) {
        Some(bytes) => Ok(bytes.len() as u64),
        None if is_folder_in(&kept.files, &key) => Err(ReadError::NotAFile),
        None => Err(ReadError::Missing),
    })
}

/// A folder is there while a file is inside it.
pub fn is_folder(path: &Path) -> bool {
    KEPT.with_borrow(|kept| is_folder_in(&kept.files, &key(path)))
}

fn is_folder_in(files: &BTreeMap<String, Vec<u8>>, key: &str) -> bool {
    let inside = format!("{}/", key.trim_end_matches('/'));
    (files.range(inside.clone()..).next()).is_some_and(|(name, _)| name.starts_with(&inside))
}

/// The page's storage has no links.
pub fn is_link(_: &Path) -> bool {
    false
}

/// The page's storage has no links.
pub fn real(path: &Path) -> io::Result<PathBuf> {
    Ok(path.to_path_buf())
}

pub fn scratch_folder() -> PathBuf {
    PathBuf::from("scratch")
}

/// Writes the storage refused since the last call.
pub fn unkept() -> Vec<(PathBuf, String)> {
    KEPT.with_borrow_mut(|kept| std::mem::take(&mut kept.unkept))
}

/// Keeps the bytes: at once in memory, then in the page's storage (a full storage is said by
/// [`unkept`], or here where `localStorage` answers at once).
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let key = key(path);
    KEPT.with_borrow_mut(|kept| {
        if key.starts_with(LASTING) {
            match &kept.lasting {
                Lasting::Database(database) => {
                    let putting = put(database, &key, bytes).map_err(io::Error::other)?;
                    remember_refusal(path.to_path_buf(), putting);
                }
                Lasting::Local(local) => {
                    let text = std::str::from_utf8(bytes).map_err(|_| {
                        io::Error::other("this browser keeps no pictures for this page")
                    })?;
                    (local.set_item(&key, text)).map_err(|error| refused(&error))?;
                }
                Lasting::Nothing => return Err(io::Error::other(NOTHING_KEPT)),
            }
        }
        let now = js_sys::Date::now().to_string().into_bytes();
        kept.files.insert(format!("{WRITTEN}{key}"), now);
        kept.files.insert(key, bytes.to_vec());
        Ok(())
    })
}

const NOTHING_KEPT: &str = "this browser keeps nothing for this page";

/// Moves a file to another key; whether it moved.
pub fn rename(from: &Path, to: &Path) -> bool {
    let Ok(bytes) = read_bytes(from, u64::MAX) else {
        return false;
    };
    write(to, &bytes).is_ok() && remove(from).is_ok()
}

pub fn remove(path: &Path) -> io::Result<()> {
    let key = key(path);
    KEPT.with_borrow_mut(|kept| {
        kept.files.remove(&format!("{WRITTEN}{key}"));
        if kept.files.remove(&key).is_none() || !key.starts_with(LASTING) {
            return Ok(());
        }
        match &kept.lasting {
            Lasting::Database(database) => {
                let deleting = delete(database, &key).map_err(io::Error::other)?;
                remember_refusal(path.to_path_buf(), deleting);
                Ok(())
            }
            Lasting::Local(local) => local.remove_item(&key).map_err(|error| refused(&error)),
            Lasting::Nothing => Ok(()),
        }
    })
}

/// Where the day a file was written is kept, beside it in the same store: under this and the
/// file's key (outside `lineup/`, so no folder of Lineup's lists it), as text, milliseconds
/// since 1970. Files kept before there were dates have none.
const WRITTEN: &str = "written/";

/// When the file was last written, where the page has kept it.
pub fn modified(path: &Path) -> Option<u64> {
    let written = format!("{WRITTEN}{}", key(path));
    let millis: f64 = KEPT.with_borrow(|kept| {
        let text = std::str::from_utf8(kept.files.get(&written)?).ok()?;
        text.parse().ok()
    })?;
    (millis.is_finite() && millis >= 0.0).then(|| (millis / 1000.0) as u64)
}

/// How much the page's storage holds, and how much the browser allows it
/// (`navigator.storage.estimate()`), in bytes.
pub async fn room() -> Option<(u64, u64)> {
    let storage = page::window()?.navigator().storage();
    let estimate = wasm_bindgen_futures::JsFuture::from(storage.estimate().ok()?)
        .await
        .ok()?;
    let number = |name: &str| {
        js_sys::Reflect::get(&estimate, &name.into())
            .ok()
            .and_then(|value| value.as_f64())
            .filter(|value| value.is_finite() && *value >= 0.0)
            .map(|value| value as u64)
    };
    Some((number("usage")?, number("quota")?))
}

/// What a folder holds, files and folders, sorted.
pub fn list(folder: &Path) -> Vec<PathBuf> {
    let inside = format!("{}/", key(folder).trim_end_matches('/'));
    KEPT.with_borrow(|kept| {
        let mut found: Vec<PathBuf> = (kept.files.range(inside.clone()..))
            .take_while(|(name, _)| name.starts_with(&inside))
            .filter_map(|(name, _)| {
                let rest = &name[inside.len()..];
                let first = rest.split('/').next().filter(|first| !first.is_empty())?;
                Some(PathBuf::from(format!("{inside}{first}")))
            })
            .collect();
        found.dedup();
        found
    })
}

/// Why the browser refused to keep a file, in words; a full storage is named so
/// (browsers call it `QuotaExceededError`).
fn refused(error: &JsValue) -> io::Error {
    let why = page::in_words(error);
    match why.starts_with("QuotaExceededError") {
        true => io::Error::other(format!("the browser's storage for Lineup is full ({why})")),
        false => io::Error::other(why),
    }
}

/// Waits for a write to reach the storage; if it is refused, [`unkept`] says so.
fn remember_refusal(path: PathBuf, writing: impl Future<Output = Result<(), io::Error>> + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = writing.await {
            KEPT.with_borrow_mut(|kept| kept.unkept.push((path, why.to_string())));
        }
    });
}

/// Opens Lineup's database, making its store of files on the first visit.
async fn database() -> Result<IdbDatabase, String> {
    let factory = (page::window().and_then(|window| window.indexed_db().ok().flatten()))
        .ok_or("this browser offers no IndexedDB")?;
    let opening = (factory.open_with_u32(DATABASE, 1)).map_err(|error| page::in_words(&error))?;
    let made = opening.clone();
    let make = Closure::<dyn FnMut()>::new(move || {
        if let Ok(database) = made.result().map(JsCast::unchecked_into::<IdbDatabase>)
            && !database.object_store_names().contains(FILES)
        {
            let _ = database.create_object_store(FILES);
        }
    });
    opening.set_onupgradeneeded(Some(make.as_ref().unchecked_ref()));
    let opened = settled(&opening, "success", "error").await;
    opening.set_onupgradeneeded(None);
    match opened {
        true => (opening.result())
            .map(JsCast::unchecked_into)
            .map_err(|e| page::in_words(&e)),
        false => Err(opening
            .error()
            .ok()
            .flatten()
            .map_or("it would not open".into(), |e| page::in_words(&e.into()))),
    }
}

/// Every file in the database.
async fn read_all(database: &IdbDatabase) -> Result<BTreeMap<String, Vec<u8>>, String> {
    let words = |error: JsValue| page::in_words(&error);
    let reading = database.transaction_with_str(FILES).map_err(words)?;
    let files = reading.object_store(FILES).map_err(words)?;
    let mut read = BTreeMap::new();
    // One request at a time, each answered before the next is asked.
    let keys = files.get_all_keys().map_err(words)?;
    if !settled(&keys, "success", "error").await {
        return Err("its files could not be listed".into());
    }
    let values = files.get_all().map_err(words)?;
    if !settled(&values, "success", "error").await {
        return Err("its files could not be read".into());
    }
    let keys: js_sys::Array = keys.result().map_err(words)?.unchecked_into();
    let values: js_sys::Array = values.result().map_err(words)?.unchecked_into();
    // Anything may be under any key (another version's files, another page's, a hand in the
    // browser's tools): only bytes under a text key are files, each no larger than a file
    // Lineup keeps, and no more of them than the page's memory can hold.
    let mut total = 0;
    for (key, value) in keys.iter().zip(values.iter()) {
        let Some(key) = key.as_string() else {
            continue;
        };
        let Some(bytes) = value.dyn_ref::<js_sys::Uint8Array>() else {
            page::note(&format!(
                "Lineup left {key} in its storage: it is not a file"
            ));
            continue;
        };
        let size = bytes.length() as usize;
        if size > MOST_FILE_BYTES || total + size > MOST_BYTES {
            page::note(&format!(
                "Lineup left {key} in its storage: {size} bytes are too many"
            ));
            continue;
        }
        total += size;
        read.insert(key, bytes.to_vec());
    }
    Ok(read)
}

/// Puts a file in the database in a transaction of its own: done once it is kept.
fn put(
    database: &IdbDatabase,
    key: &str,
    bytes: &[u8],
) -> Result<impl Future<Output = Result<(), io::Error>> + use<>, String> {
    // The file and the day it was written, in one transaction.
    change(database, &|files| {
        let now = js_sys::Date::now().to_string();
        let written = js_sys::Uint8Array::from(now.as_bytes());
        files.put_with_key(&written, &JsValue::from_str(&format!("{WRITTEN}{key}")))?;
        let bytes = js_sys::Uint8Array::from(bytes);
        files.put_with_key(&bytes, &JsValue::from_str(key))
    })
}

fn delete(
    database: &IdbDatabase,
    key: &str,
) -> Result<impl Future<Output = Result<(), io::Error>> + use<>, String> {
    change(database, &|files| {
        files.delete(&JsValue::from_str(&format!("{WRITTEN}{key}")))?;
        files.delete(&JsValue::from_str(key))
    })
}

/// One change to the store of files, in a transaction of its own (the browser runs them in
/// the order they are made): done once it is kept, or refused.
fn change(
    database: &IdbDatabase,
    what: &dyn Fn(&web_sys::IdbObjectStore) -> Result<web_sys::IdbRequest, JsValue>,
) -> Result<impl Future<Output = Result<(), io::Error>> + use<>, String> {
    let words = |error: JsValue| page::in_words(&error);
    let writing = (database.transaction_with_str_and_mode(FILES, IdbTransactionMode::Readwrite))
        .map_err(words)?;
    what(&writing.object_store(FILES).map_err(words)?).map_err(words)?;
    let done = settled(&writing, "complete", "abort");
    Ok(async move {
        match done.await {
            true => Ok(()),
            false => Err(match writing.error() {
                Some(error) => refused(&error.into()),
                None => io::Error::other("the browser did not keep it"),
            }),
        }
    })
}

/// Whether `target` answers `success` or `failure` first. Listens from now on (a request's
/// answer comes on a later turn of the page), and stops listening once answered.
fn settled(
    target: &web_sys::EventTarget,
    success: &'static str,
    failure: &'static str,
) -> impl Future<Output = bool> + use<> {
    let (answer, answered) = futures::channel::oneshot::channel();
    let answer = Rc::new(RefCell::new(Some(answer)));
    let listener = |said: bool| {
        let answer = answer.clone();
        Closure::<dyn FnMut()>::new(move || {
            if let Some(answer) = answer.borrow_mut().take() {
                let _ = answer.send(said);
            }
        })
    };
    let (yes, no) = (listener(true), listener(false));
    let _ = target.add_event_listener_with_callback(success, yes.as_ref().unchecked_ref());
    let _ = target.add_event_listener_with_callback(failure, no.as_ref().unchecked_ref());
    let target = target.clone();
    async move {
        let said = answered.await.unwrap_or(false);
        let _ = target.remove_event_listener_with_callback(success, yes.as_ref().unchecked_ref());
        let _ = target.remove_event_listener_with_callback(failure, no.as_ref().unchecked_ref());
        said
    }
}
