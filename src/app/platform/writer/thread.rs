//! The desktop's writing thread.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use super::Content;
use crate::app::notice::Notice;

/// How long the thread waits for more changes before writing: a slider's drag is one write.
const SETTLE: Duration = Duration::from_millis(150);

enum Job {
    Write(PathBuf, Content),
    /// Answers once everything sent before it is on disk.
    Flush(mpsc::Sender<()>),
}

/// The writing thread, fed through a channel.
pub struct Writer {
    jobs: Option<mpsc::Sender<Job>>,
    failures: mpsc::Receiver<Notice>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    pub fn start() -> Writer {
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
    pub fn write(&self, path: PathBuf, content: Content) -> Result<(), Notice> {
        let notice = content.not_saved("the thread that writes files stopped".into());
        match &self.jobs {
            Some(jobs) if jobs.send(Job::Write(path, content)).is_ok() => Ok(()),
            _ => Err(notice),
        }
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
    pub fn failures(&self) -> Vec<Notice> {
        self.failures.try_iter().collect()
    }
}

impl Drop for Writer {
    /// The last changes are written before Lineup ends.
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn write_forever(queue: mpsc::Receiver<Job>, failed: mpsc::Sender<Notice>) {
    while let Ok(first) = queue.recv() {
        let mut waiting: BTreeMap<PathBuf, Content> = BTreeMap::new();
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
            if let Err(error) = content.write_to(&path) {
                let _ = failed.send(content.not_saved(error.to_string()));
            }
        }
        for done in flushes {
            let _ = done.send(());
        }
    }
}
