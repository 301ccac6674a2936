//! Opening a file in the computer's own program for it: the pages to print, in the PDF viewer
//! the teacher already knows, where printing is one button away.

use std::path::Path;
use std::process::{Command, Stdio};

/// Opens `path` with the system's program for it, without waiting for that program; whether
/// it could be started.
pub fn open(path: &Path) -> bool {
    let mut command = if cfg!(windows) {
        // `start`'s first quoted word is a window title: an empty one, so a path with spaces
        // is the file.
        let mut command = Command::new("cmd");
        command.args(["/c", "start", ""]).arg(path);
        command
    } else if cfg!(target_os = "macos") {
        let mut command = Command::new("open");
        command.arg(path);
        command
    } else {
        let mut command = Command::new("xdg-open");
        command.arg(path);
        command
    };
    let started = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match started {
        Ok(mut viewer) => {
            // Reaped on a thread of its own: xdg-open may stay as long as the viewer does.
            std::thread::spawn(move || viewer.wait());
            true
        }
        Err(_) => false,
    }
}
