//! The desktop's writing thread.

use std::collections::BTreeMap;
use std::io;
use std::path::PathBuf;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use super::{Contents, Failure, write_now};

/// How long the thread waits for more changes before writing: a slider's drag is one write.
const SETTLE: Duration = Duration::from_millis(150);

enum Job<C> {
    Write(PathBuf, C),
    /// Answers once everything sent before it is on disk.
    Flush(mpsc::Sender<()>),
}

/// The writing thread, fed through a channel.
pub struct Writer<C: Contents> {
    jobs: Option<mpsc::Sender<Job<C>>>,
    failures: mpsc::Receiver<Failure<C>>,
    thread: Option<JoinHandle<()>>,
}

impl<C: Contents> Writer<C> {
    pub fn start() -> Writer<C> {
        let (jobs, queue) = mpsc::channel();
        let (failed, failures) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("files".into())
            .spawn(move || write_forever(queue, failed))
            .ok();
        Writer {
            jobs: thread.is_some().then_some(jobs),
            failures,
            thread,
        }
    }

    /// Writes `content` to `path` soon, replacing anything still waiting for that file.
    pub fn write(&self, path: PathBuf, content: C) -> Result<(), Failure<C>> {
        let stopped = || io::Error::other("the thread that writes files stopped");
        let Some(jobs) = &self.jobs else {
            return Err((content, stopped()));
        };
        jobs.send(Job::Write(path, content))
            .map_err(|mpsc::SendError(job)| match job {
                Job::Write(_, content) => (content, stopped()),
                Job::Flush(_) => unreachable!("a write was sent"),
            })
    }

    /// Waits until everything sent so far is written (tests, and before the window closes).
    pub fn flush(&self) {
        let (done, wait) = mpsc::channel();
        if let Some(jobs) = &self.jobs
            && jobs.send(Job::Flush(done)).is_ok()
        {
            let _ = wait.recv();
        }
    }

    /// Writes that failed since the last call.
    pub fn failures(&self) -> Vec<Failure<C>> {
        self.failures.try_iter().collect()
    }
}

impl<C: Contents> Drop for Writer<C> {
    /// The last changes are written before Lineup ends.
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn write_forever<C: Contents>(queue: mpsc::Receiver<Job<C>>, failed: mpsc::Sender<Failure<C>>) {
    while let Ok(first) = queue.recv() {
        let mut waiting: BTreeMap<PathBuf, C> = BTreeMap::new();
        let mut flushes = Vec::new();
        let mut next = Some(first);
        while let Some(job) = next {
            match job {
                Job::Write(path, content) => {
                    waiting.insert(path, content);
                }
                Job::Flush(done) => flushes.push(done),
            }
            next = match flushes.is_empty() {
                true => queue.recv_timeout(SETTLE).ok(),
                false => queue.try_recv().ok(),
            };
        }
        for (path, content) in waiting {
            if let Err(error) = write_now(&path, &content) {
                let _ = failed.send((content, error));
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}
