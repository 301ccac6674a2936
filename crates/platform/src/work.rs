//! Work that must not hold up the window: a computer's thinking, reading a saved game and
//! replaying it, finding a hint, decoding photos, making the pages to print. On the desktop
//! each job runs on a thread of its own and its answer comes back through a future the app
//! runs as a task; the window goes on drawing meanwhile. A browser tab has no threads: there a
//! job runs between two frames, and long thinking runs a slice at a time ([`in_slices`]) so
//! the page never stops drawing or answering a tap.

use std::future::Future;

use futures::Stream;

use super::clock::Duration;

/// Work that can be done a slice at a time, or all at once: a computer's thinking.
pub trait Slices: Send + 'static {
    type Done: Send + 'static;

    /// Works on for about `slice`; what it came to, once it is done.
    fn go_on(&mut self, slice: Duration) -> Option<Self::Done>;

    /// Does it all at once, on threads of its own where it has some.
    fn finish(self) -> Self::Done;

    /// What the work came to, for the browser's console once it is done (for measuring): the
    /// hard player's iterations, say. Nothing by default.
    fn tally(&self) -> String {
        String::new()
    }
}

/// How long one slice of work may hold the page before it draws again (a browser's).
pub const SLICE: Duration = Duration::from_millis(40);

/// Runs `job` away from the window's thread: its answer, or `None` if the job never ended
/// (it panicked).
#[cfg(not(target_arch = "wasm32"))]
pub fn off_the_window<T: Send + 'static>(
    job: impl FnOnce() -> T + Send + 'static,
) -> impl Future<Output = Option<T>> {
    let (answer, answered) = futures::channel::oneshot::channel();
    let started = worker().spawn(move || {
        let _ = answer.send(job());
    });
    async move {
        started.ok()?;
        answered.await.ok()
    }
}

/// How much stack a worker thread has: a main thread's (eight megabytes, where the system's
/// default for other threads is two), set here rather than left to the system, so that what a
/// worker reads (a teacher's pictures, first bounded by the app) has a known stack under it.
#[cfg(not(target_arch = "wasm32"))]
pub const WORKER_STACK: usize = 8 << 20;

/// A thread for work off the window, with [`WORKER_STACK`].
#[cfg(not(target_arch = "wasm32"))]
fn worker() -> std::thread::Builder {
    std::thread::Builder::new()
        .name("lineup-work".into())
        .stack_size(WORKER_STACK)
}

/// Runs `job` on every item away from the window's thread, a few at a time (one a core, at most
/// four, so a hundred photos never decode all at once); each answer comes as soon as it is
/// ready.
#[cfg(not(target_arch = "wasm32"))]
pub fn each_off_the_window<I, T>(items: Vec<I>, job: fn(I) -> T) -> impl Stream<Item = T>
where
    I: Send + 'static,
    T: Send + 'static,
{
    use std::sync::{Arc, Mutex};
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let queue = Arc::new(Mutex::new(items.into_iter()));
    let (answer, answers) = futures::channel::mpsc::unbounded();
    for _ in 0..workers {
        let (queue, answer) = (queue.clone(), answer.clone());
        let _ = worker().spawn(move || {
            while let Some(item) = queue.lock().ok().and_then(|mut queue| queue.next()) {
                if answer.unbounded_send(job(item)).is_err() {
                    return;
                }
            }
        });
    }
    answers
}

/// Runs `work` to its end away from the window's thread, all in one go.
#[cfg(not(target_arch = "wasm32"))]
pub fn in_slices<W: Slices>(work: W) -> impl Future<Output = Option<W::Done>> {
    off_the_window(move || work.finish())
}

/// Runs `job` once the page has drawn what it has to.
#[cfg(target_arch = "wasm32")]
pub async fn off_the_window<T: Send + 'static>(
    job: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    super::page::next_turn().await;
    Some(job())
}

/// Runs `job` on every item, one between two frames of the page; each answer comes as soon as
/// it is ready.
#[cfg(target_arch = "wasm32")]
pub fn each_off_the_window<I, T>(items: Vec<I>, job: fn(I) -> T) -> impl Stream<Item = T>
where
    I: Send + 'static,
    T: Send + 'static,
{
    use futures::StreamExt;
    futures::stream::iter(items).then(move |item| async move {
        super::page::next_turn().await;
        job(item)
    })
}

/// Runs `work` a slice at a time, letting the page draw and answer between slices. How long
/// it took, and its longest slice, go to the browser's console (for measuring).
#[cfg(target_arch = "wasm32")]
pub fn in_slices<W: Slices>(mut work: W) -> impl Future<Output = Option<W::Done>> {
    use super::clock;
    async move {
        let started = clock::now();
        let (mut slices, mut longest) = (0, Duration::ZERO);
        loop {
            super::page::next_turn().await;
            let slice = clock::now();
            let done = work.go_on(SLICE);
            longest = longest.max(slice.elapsed());
            slices += 1;
            if let Some(done) = done {
                super::page::note(&format!(
                    "Lineup: thought for {} ms in {slices} slices, the longest {} ms{}",
                    started.elapsed().as_millis(),
                    longest.as_millis(),
                    work.tally()
                ));
                return Some(done);
            }
        }
    }
}
