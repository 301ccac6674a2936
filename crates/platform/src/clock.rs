//! The clock: the time now for motion and pauses, and the date for seeds and file names. The
//! system's on the desktop and the page's in a browser, where `std::time` has none.

pub use web_time::{Duration, Instant};

/// Now, for measuring how far something has moved.
pub fn now() -> Instant {
    Instant::now()
}

/// Whole seconds since 1970: a seed for a game started now (recorded in the game so it can be
/// replayed), and a name of its own for a file set aside.
pub fn seconds_since_1970() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::SystemTime::UNIX_EPOCH)
        .map_or(1, |time| time.as_secs())
}
