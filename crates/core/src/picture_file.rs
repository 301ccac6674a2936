//! A teacher's own picture files (`image = "mond.png"` in a theme or a letters board): where
//! the path may lead, and what can be known of the file without decoding it.
//!
//! A picture file is untrusted input like the theme that names it. It must stay inside the
//! theme's folder, be a plain file of at most [`MAX_PICTURE_BYTES`], and be a PNG, a JPEG or an
//! SVG no larger than [`MAX_PICTURE_SIDE`] pixels a side. Those checks read the file's first
//! bytes only, so a board of a hundred photos loads at once; a file damaged further in shows when
//! the app decodes it, away from the screen's thread, and `lineup check-theme` decodes every one.
//!
//! The rules core opens no file: what a picture's name and its first bytes say is checked here
//! ([`picture_path`], [`check_head`]); the data crate reads the file (`lineup_data::pictures::check_picture`)
//! and hands the check to [`Theme::parse_with`](crate::Theme::parse_with).

use std::path::{Component, Path, PathBuf};

/// The largest picture file read: a phone's photo is 2–8 MB.
pub const MAX_PICTURE_BYTES: u64 = 20 * 1024 * 1024;

/// The most pixels on a picture's side: a phone's photo has about 4,000.
pub const MAX_PICTURE_SIDE: u32 = 8000;

/// How much of a file is read to know its kind and size: a JPEG's size follows its camera data,
/// which may take up to 64 KiB, and sometimes more.
pub const HEAD_BYTES: u64 = 256 * 1024;

/// How a picture a theme or a board names is checked, from the folder of the file that names it
/// and the name: its full path, or what is wrong. The app's looks at the file; without it (the
/// built-in games, a file checked from its text alone) [`picture_path`] checks the name.
pub type PictureCheck<'a> = &'a dyn Fn(&Path, &str) -> Result<PathBuf, PictureFault>;

/// The file a theme or a board is read from, and how its pictures are checked.
#[derive(Clone, Copy)]
pub(crate) struct Source<'a> {
    pub file: &'a str,
    pub pictures: PictureCheck<'a>,
}

/// What is wrong with a picture file. The app says each in the language in use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PictureFault {
    /// `image = ""`.
    #[error("the picture's file name is empty")]
    NoName,
    /// An absolute path, one through `..`, or a link out of the theme's folder.
    #[error("the picture is outside the folder of the file that names it")]
    OutsideFolder,
    /// Nothing is there.
    #[error("there is no such picture file")]
    Missing,
    /// A folder, a FIFO, a device.
    #[error("it is not a plain file")]
    NotAFile,
    /// Larger than [`MAX_PICTURE_BYTES`]; its size in MB.
    #[error("the picture file is {0} MB, more than 20 MB")]
    TooManyBytes(u64),
    /// Not a PNG, a JPEG or an SVG.
    #[error("it is not a PNG, JPEG or SVG picture")]
    NotAPicture,
    /// Its end is missing: the copy stopped part way.
    #[error("the picture file is cut short")]
    CutShort,
    /// More than [`MAX_PICTURE_SIDE`] pixels on a side.
    #[error("the picture is {0} × {1} pixels, more than 8000 on a side")]
    TooManyPixels(u32, u32),
    /// The system could not read it.
    #[error("it cannot be read: {0}")]
    Unreadable(String),
    /// A drawing (SVG) nested too deep, or with too many elements once what it copies is
    /// counted, to be drawn safely.
    #[error("the drawing is too complex to draw")]
    TooComplex,
    /// A drawing (SVG) that shows another file from outside its folder; that file's name.
    #[error("the drawing shows another file, {0}, from outside its folder")]
    DrawingReachesOut(String),
}

impl PictureFault {
    /// What a teacher does about it.
    pub fn fix(&self) -> &'static str {
        match self {
            PictureFault::NoName => "write the picture file's name, like image = \"moon.png\"",
            PictureFault::OutsideFolder => {
                "put the picture in the theme's folder (or a folder inside it) and name it from there"
            }
            PictureFault::Missing | PictureFault::NotAFile | PictureFault::Unreadable(_) => {
                "check the file name, with its ending (.png, .jpg or .svg)"
            }
            PictureFault::TooManyBytes(_) | PictureFault::TooManyPixels(..) => {
                "make the picture smaller (1000 pixels a side is plenty) and save it again"
            }
            PictureFault::NotAPicture | PictureFault::CutShort => {
                "save the picture again as PNG or JPEG"
            }
            PictureFault::TooComplex => "save the drawing again as PNG, or draw it more simply",
            PictureFault::DrawingReachesOut(_) => {
                "put the pictures the drawing shows inside it, or save it again as PNG"
            }
        }
    }
}

/// The kinds of picture file Lineup reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    /// PNG.
    Png,
    /// JPEG.
    Jpeg,
    /// SVG: a drawing, sized when it is drawn.
    Svg,
}

/// The path of the picture `image` names, from the folder of the theme or board that names it,
/// if the name stays inside that folder (no absolute path, no `..`).
pub fn picture_path(folder: &Path, image: &str) -> Result<PathBuf, PictureFault> {
    let image = image.trim();
    if image.is_empty() {
        return Err(PictureFault::NoName);
    }
    let relative = Path::new(image);
    let inside = relative
        .components()
        .all(|part| matches!(part, Component::Normal(_) | Component::CurDir));
    match inside {
        true => Ok(folder.join(relative)),
        false => Err(PictureFault::OutsideFolder),
    }
}

/// What a picture file's first bytes (`head`, at most [`HEAD_BYTES`]) say, for a file of `len`
/// bytes: its kind, or why it cannot be shown.
pub fn check_head(head: &[u8], len: u64) -> Result<PictureKind, PictureFault> {
    if len > MAX_PICTURE_BYTES {
        return Err(PictureFault::TooManyBytes(len.div_ceil(1_000_000)));
    }
    let kind = picture_kind(head).ok_or(PictureFault::NotAPicture)?;
    if let Some((width, height)) = pixels(kind, head, len > head.len() as u64)?
        && width.max(height) > MAX_PICTURE_SIDE
    {
        return Err(PictureFault::TooManyPixels(width, height));
    }
    Ok(kind)
}

/// The full path of the picture `image` that `source` (a theme or a letters board) names, or,
/// if it cannot be shown, `None` and a problem noted at `place`.
pub(crate) fn picture_at(
    source: Source,
    image: &str,
    place: String,
    problems: &mut Vec<crate::Problem>,
) -> Option<String> {
    let folder = match Path::new(source.file).parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    match (source.pictures)(folder, image) {
        Ok(path) => Some(path.to_string_lossy().into_owned()),
        Err(fault) => {
            // The place, and the file as the theme names it: a teacher looks for the file.
            let place = format!("{place} = \"{}\"", image.trim());
            crate::problem::picture_problem(problems, place, fault);
            None
        }
    }
}

/// The kind of picture a file's first bytes show, if it is one Lineup reads.
pub fn picture_kind(head: &[u8]) -> Option<PictureKind> {
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        return Some(PictureKind::Png);
    }
    if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return Some(PictureKind::Jpeg);
    }
    let text = String::from_utf8_lossy(&head[..head.len().min(4096)]);
    let text = text.trim_start_matches('\u{feff}').trim_start();
    (text.starts_with('<') && text.contains("<svg")).then_some(PictureKind::Svg)
}

/// A raster picture's width and height from its first bytes (`None` for a drawing). A header
/// that ends before it says them is cut short, unless more of the file is left unread.
fn pixels(kind: PictureKind, head: &[u8], more: bool) -> Result<Option<(u32, u32)>, PictureFault> {
    let short = if more {
        PictureFault::NotAPicture
    } else {
        PictureFault::CutShort
    };
    match kind {
        PictureKind::Svg => Ok(None),
        PictureKind::Png => {
            let (Some(width), Some(height)) = (be32(head, 16), be32(head, 20)) else {
                return Err(short);
            };
            if &head[12..16] != b"IHDR" {
                return Err(PictureFault::NotAPicture);
            }
            Ok(Some((width, height)))
        }
        PictureKind::Jpeg => jpeg_pixels(head).map(Some).ok_or(short),
    }
}

/// A JPEG's size, from its frame header: the segments are walked from the start.
fn jpeg_pixels(head: &[u8]) -> Option<(u32, u32)> {
    let mut at = 2;
    loop {
        // Markers may be padded with any number of 0xFF bytes.
        while *head.get(at)? == 0xFF && *head.get(at + 1)? == 0xFF {
            at += 1;
        }
        if *head.get(at)? != 0xFF {
            return None;
        }
        let marker = *head.get(at + 1)?;
        let length = u16::from_be_bytes([*head.get(at + 2)?, *head.get(at + 3)?]) as usize;
        let frame = matches!(marker, 0xC0..=0xCF) && !matches!(marker, 0xC4 | 0xC8 | 0xCC);
        if frame {
            let height = u16::from_be_bytes([*head.get(at + 5)?, *head.get(at + 6)?]);
            let width = u16::from_be_bytes([*head.get(at + 7)?, *head.get(at + 8)?]);
            return Some((width as u32, height as u32));
        }
        if marker == 0xDA || length < 2 {
            return None;
        }
        at += 2 + length;
    }
}

fn be32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
        bytes.extend(width.to_be_bytes());
        bytes.extend(height.to_be_bytes());
        bytes.extend([8, 6, 0, 0, 0]);
        bytes
    }

    #[test]
    fn names_that_leave_the_folder_are_refused() {
        let folder = Path::new("themes/mine");
        assert_eq!(
            picture_path(folder, " fruit/apple.png "),
            Ok(folder.join("fruit/apple.png"))
        );
        assert_eq!(picture_path(folder, ""), Err(PictureFault::NoName));
        for image in ["../lineup-outside.png", "/etc/passwd", "a/../../x.png"] {
            assert_eq!(
                picture_path(folder, image),
                Err(PictureFault::OutsideFolder),
                "{image}"
            );
        }
    }

    #[test]
    fn every_fault_a_files_first_bytes_show_is_named() {
        let cases: [(&[u8], u64, PictureFault); 5] = [
            (b"just some words", 15, PictureFault::NotAPicture),
            (&png(9000, 20), 29, PictureFault::TooManyPixels(9000, 20)),
            (&png(4, 4)[..18], 18, PictureFault::CutShort),
            (
                &[0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1],
                7,
                PictureFault::CutShort,
            ),
            (
                &png(4, 4),
                MAX_PICTURE_BYTES + 1,
                PictureFault::TooManyBytes(21),
            ),
        ];
        for (head, len, fault) in cases {
            assert_eq!(check_head(head, len), Err(fault));
        }
        assert_eq!(check_head(&png(40, 30), 29), Ok(PictureKind::Png));
    }

    #[test]
    fn a_jpeg_says_its_size_after_its_camera_data() {
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE1, 0x01, 0x00];
        jpeg.extend([0u8; 254]);
        jpeg.extend([0xFF, 0xC0, 0, 17, 8, 0x0B, 0xB8, 0x0F, 0xA0]);
        assert_eq!(jpeg_pixels(&jpeg), Some((4000, 3000)));
        assert_eq!(
            picture_kind(b"<?xml version='1.0'?>\n<svg>"),
            Some(PictureKind::Svg)
        );
    }
}
