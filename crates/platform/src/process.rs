//! The program as a command: what differs between systems when `lineup` writes to a terminal
//! or a pipe.

/// Readies the process to be a command: on Windows the console it was started from, if any, is
/// the one it writes to; on Unix it ends quietly when the reader of its output stops.
pub fn as_a_command() {
    #[cfg(windows)]
    windows_console();
    #[cfg(unix)]
    quiet_when_the_reader_stops();
}

/// A Windows program without a console of its own writes to the console it was started from,
/// if any: `lineup.exe themes` in a Command Prompt prints its list there.
#[cfg(windows)]
fn windows_console() {
    #[allow(unsafe_code)]
    unsafe extern "system" {
        fn AttachConsole(process: u32) -> i32;
    }
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;
    // SAFETY: AttachConsole takes a process id and only fails (harmlessly) when the parent has
    // no console or this process already has one.
    #[allow(unsafe_code)]
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

/// `lineup scenario … | head` stops quietly when its reader has read enough, as `cat` does,
/// instead of panicking over a closed pipe: Rust ignores SIGPIPE, so writing to a pipe nobody
/// reads is an error that `println!` turns into a panic; with the signal's usual meaning back,
/// the program simply ends there.
#[cfg(unix)]
fn quiet_when_the_reader_stops() {
    #[allow(unsafe_code)]
    unsafe extern "C" {
        fn signal(signal: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: signal(2) with SIG_DFL restores the default for one signal; it is called once,
    // before any thread starts.
    #[allow(unsafe_code)]
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}
