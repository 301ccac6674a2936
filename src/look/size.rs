//! A file's size in the words of the language in use, as a teacher reads it on a notice or on
//! Our files: "335 MB", not "335575040 bytes".

use super::i18n::Words;
use crate::t;

/// A file's size as a teacher reads it: "335 MB", "48 KB", "12 bytes".
pub fn size(words: &Words, bytes: u64) -> String {
    const KB: u64 = 1000;
    const MB: u64 = 1000 * KB;
    const GB: u64 = 1000 * MB;
    match bytes {
        0..KB => t!(words, "size-bytes", count = bytes),
        KB..MB => t!(words, "size-kilobytes", count = bytes.div_ceil(KB)),
        MB..GB => t!(words, "size-megabytes", count = (bytes + MB / 2) / MB),
        _ => t!(words, "size-gigabytes", count = (bytes + GB / 2) / GB),
    }
}
