//! The board maker's work away from the window: the pictures a teacher picked in a browser put
//! into a folder that lasts while Lineup runs, and the board made of them and kept, as of a
//! folder named on the desktop.

use std::path::Path;

use super::Outcome;
use crate::data::new_board::BoardError;
use lineup_core::{Alphabet, PictureFault};
use lineup_platform::exchange::{NotRead, Picked};
use lineup_platform::files;

/// Makes and keeps the board from the pictures a teacher picked: they are put in `folder` for
/// the making, and taken away again after. A picture too large to read is reported as the
/// folder's would be.
pub fn make_from_picked(
    picked: Vec<Picked>,
    folder: &Path,
    alphabet: &Alphabet,
    themes: &Path,
) -> Outcome {
    let mut unread = Vec::new();
    let mut put = Vec::new();
    for Picked { name, bytes } in picked {
        // Only a file's own name: nothing may lead out of the folder.
        let Some(name) = Path::new(&name).file_name().and_then(|name| name.to_str()) else {
            continue;
        };
        let name = name.to_string();
        let written = match bytes {
            Ok(bytes) => files::write_bytes(&folder.join(&name), &bytes)
                .map_err(|why| PictureFault::Unreadable(why.to_string())),
            Err(NotRead::TooLarge(size)) => Err(PictureFault::TooManyBytes(size / 1_000_000)),
            Err(NotRead::Unreadable(why)) => Err(PictureFault::Unreadable(why)),
        };
        match written {
            Ok(()) => put.push(folder.join(&name)),
            Err(fault) => unread.push((name, fault)),
        }
    }
    let mut outcome = crate::data::new_board::make_and_keep(folder, alphabet, themes);
    for path in put {
        let _ = files::remove(&path);
    }
    let report = match &mut outcome {
        Ok((made, _)) => Some(&mut made.report),
        Err(BoardError::TooFew { report, .. }) => Some(report.as_mut()),
        Err(_) => None,
    };
    match report {
        Some(report) => report.unusable.extend(unread),
        None if !unread.is_empty() => {
            outcome = Err(BoardError::TooFew {
                have: 0,
                report: Box::new(crate::data::new_board::Report {
                    unusable: unread,
                    ..Default::default()
                }),
            })
        }
        None => {}
    }
    outcome
}
