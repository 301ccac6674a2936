//! Work that must not hold up the window: a computer's thinking, reading a saved game and
//! replaying it, finding a hint. On the desktop each job runs on a thread of its own and its
//! answer comes back as a message; the window goes on drawing meanwhile. A browser tab has no
//! threads: there a job runs between two frames, and long thinking runs a slice at a time
//! ([`in_slices`]) so the page never stops drawing or answering a tap.

use iced::Task;

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

/// Runs `job` away from the window's thread; its answer comes back through the task.
#[cfg(not(target_arch = "wasm32"))]
pub fn off_the_window<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    let (answer, answered) = iced::futures::channel::oneshot::channel();
    std::thread::spawn(move || {
        let _ = answer.send(job());
    });
    Task::perform(answered, Result::ok).and_then(Task::done)
}

/// Runs `job` on every item away from the window's thread, a few at a time (one a core, at most
/// four, so a hundred photos never decode all at once); each answer comes back through the
/// task as soon as it is ready.
#[cfg(not(target_arch = "wasm32"))]
pub fn each_off_the_window<I, T>(items: Vec<I>, job: fn(I) -> T) -> Task<T>
where
    I: Send + 'static,
    T: Send + 'static,
{
    use std::sync::{Arc, Mutex};
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let queue = Arc::new(Mutex::new(items.into_iter()));
    let (answer, answers) = iced::futures::channel::mpsc::unbounded();
    for _ in 0..workers {
        let (queue, answer) = (queue.clone(), answer.clone());
        std::thread::spawn(move || {
            while let Some(item) = queue.lock().ok().and_then(|mut queue| queue.next()) {
                if answer.unbounded_send(job(item)).is_err() {
                    return;
                }
            }
        });
    }
    Task::run(answers, std::convert::identity)
}

/// Runs `job` on every item, one between two frames of the page; each answer comes back
/// through the task as soon as it is ready.
#[cfg(target_arch = "wasm32")]
pub fn each_off_the_window<I, T>(items: Vec<I>, job: fn(I) -> T) -> Task<T>
where
    I: Send + 'static,
    T: Send + 'static,
{
    Task::batch(
        items
            .into_iter()
            .map(|item| off_the_window(move || job(item))),
    )
}

/// Runs `work` to its end away from the window's thread, all in one go.
#[cfg(not(target_arch = "wasm32"))]
pub fn in_slices<W: Slices>(work: W) -> Task<W::Done> {
    off_the_window(move || work.finish())
}

/// Runs `job` once the page has drawn what it has to: the answer comes back through the task.
#[cfg(target_arch = "wasm32")]
pub fn off_the_window<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    Task::perform(
        async move {
            super::page::next_turn().await;
            job()
        },
        std::convert::identity,
    )
}

/// Runs `work` a slice at a time, letting the page draw and answer between slices. How long
/// it took, and its longest slice, go to the browser's console (for measuring).
#[cfg(target_arch = "wasm32")]
pub fn in_slices<W: Slices>(mut work: W) -> Task<W::Done> {
    use super::clock;
    Task::perform(
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
                    return done;
                }
            }
        },
        std::convert::identity,
    )
}
