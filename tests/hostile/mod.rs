//! A teacher's unlucky or hostile files, as they would bring them: drawings nested thousands
//! deep, `use` chains that copy themselves billions of times, bundles of thousands of files that
//! cannot be played, recordings that are not sound, a language's voices cut short, and the
//! browser's stored files holding anything. Each is one the app once broke on, or the worst
//! of its kind; none may end the app, bury home or lose what the class made. The fuzzing of
//! the same doors, with mutated and generated files, is `tests/fuzz`.

mod bundles;
mod drawings;
mod home;

use std::path::PathBuf;

/// A new empty folder of this test's own.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-hostile-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// Runs `work` on a thread with a browser's stack (one megabyte: WebAssembly's default, as
/// `lineup-web` is built), so what passes here cannot overflow the page's.
pub(crate) fn on_a_browsers_stack<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(work)
        .unwrap()
        .join()
        .expect("the work ended without an answer")
}
