//! Work that must not hold up the window: a computer's thinking, reading a saved game and
//! replaying it, finding a hint. On the desktop each job runs on a thread of its own and its
//! answer comes back as a message; the window goes on drawing meanwhile.

use iced::Task;

/// Runs `job` away from the window's thread; its answer comes back through the task.
pub fn off_the_window<T: Send + 'static>(job: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    let (answer, answered) = iced::futures::channel::oneshot::channel();
    std::thread::spawn(move || {
        let _ = answer.send(job());
    });
    Task::perform(answered, Result::ok).and_then(Task::done)
}
