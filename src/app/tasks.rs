//! The platform's work off the window (`lineup_platform::work`, `exchange`) as iced tasks: the
//! one place where a future or a stream of the platform becomes a message of the app.

use iced::Task;

use lineup_platform::exchange::{self, Kinds, Picked};
use lineup_platform::work::{self, Slices};

/// Runs `job` away from the window's thread; its answer comes back through the task (none if
/// the job panicked).
pub fn off_the_window<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    Task::perform(work::off_the_window(job), std::convert::identity).and_then(Task::done)
}

/// Runs `job` on every item away from the window's thread, a few at a time; each answer
/// comes back through the task as soon as it is ready.
pub fn each_off_the_window<I, T>(items: Vec<I>, job: fn(I) -> T) -> Task<T>
where
    I: Send + 'static,
    T: Send + 'static,
{
    if items.is_empty() {
        return Task::none();
    }
    Task::run(
        work::each_off_the_window(items, job),
        std::convert::identity,
    )
}

/// Runs `work` to its end: all at once off the window on the desktop, a slice between frames
/// in a browser.
pub fn in_slices<W: Slices>(job: W) -> Task<W::Done> {
    Task::perform(work::in_slices(job), std::convert::identity).and_then(Task::done)
}

/// The files the teacher picks to bring in, each read if no larger than `max_bytes`.
pub fn pick(kinds: Kinds, max_bytes: u64) -> Task<Vec<Picked>> {
    Task::perform(exchange::pick(kinds, max_bytes), std::convert::identity)
}
