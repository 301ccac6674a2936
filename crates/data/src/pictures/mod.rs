//! A teacher's picture files (read through `lineup_platform::files`: the disk, or a
//! browser's storage), decoded: PNG and JPEG through the `image` crate (turned upright
//! as the camera says), SVG drawn by `resvg`, each made no larger than it is shown.
//!
//! A theme or a board is checked with [`check_picture`], which looks at each picture file as
//! far as its first bytes tell (the rules core opens no file: it judges the name and those
//! bytes); decoding finds what only the whole file shows, such as a copy cut short. It takes a
//! tenth of a second for a phone's photo, so the app does it away from the screen's thread.

mod drawing;

use std::io::Cursor;
use std::path::{Path, PathBuf};

use image::ImageDecoder;
use lineup_core::{
    HEAD_BYTES, MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, PictureFault, PictureKind, built_in_drawing,
    built_in_drawing_named, check_head, picture_kind, picture_path,
};
use lineup_platform::files::{self, ReadError};

pub use drawing::{MOST_DEPTH, MOST_ELEMENTS};

/// The picture `image` names, from `folder` (the theme's or board's): its full path once its
/// name stays inside the folder, the file really is there (a link may not lead out), is a
/// plain file, and its first bytes show a PNG, JPEG or SVG of a size Lineup draws.
/// A copy of a built-in board that names a built-in drawing it lacks shows the built-in one.
pub fn check_picture(folder: &Path, image: &str) -> Result<PathBuf, PictureFault> {
    let mut path = picture_path(folder, image)?;
    let mut size = files::size(&path);
    if size == Err(ReadError::Missing) {
        if let Some(drawing) = built_in_drawing_named(image) {
            return Ok(drawing);
        }
        path = same_name(&path).ok_or(PictureFault::Missing)?;
        size = files::size(&path);
    }
    if let Err(ReadError::Io(why)) = size {
        return Err(PictureFault::Unreadable(why));
    }
    // A link may lead out of the folder: what counts is where the file really is.
    let real = files::real(&path).map_err(|e| PictureFault::Unreadable(e.to_string()))?;
    let home = files::real(folder).map_err(|e| PictureFault::Unreadable(e.to_string()))?;
    if !real.starts_with(&home) {
        return Err(PictureFault::OutsideFolder);
    }
    let size = size.map_err(read_fault)?;
    if size > MAX_PICTURE_BYTES {
        return check_head(&[], size).map(|_| path);
    }
    let head = files::read_bytes(&path, HEAD_BYTES).map_err(read_fault)?;
    check_head(&head, size).map(|_| path)
}

/// Why a picture file could not be read, as a picture's fault.
fn read_fault(why: ReadError) -> PictureFault {
    match why {
        ReadError::Missing => PictureFault::Missing,
        ReadError::NotAFile => PictureFault::NotAFile,
        other => PictureFault::Unreadable(other.to_string()),
    }
}

/// The picture [`check_picture`] finds, decoded whole, as `lineup check-theme` checks a
/// theme or a board: every fault of every picture is found in one reading.
pub fn check_whole_picture(folder: &Path, image: &str) -> Result<PathBuf, PictureFault> {
    let path = check_picture(folder, image)?;
    decode(&path, 16).map(|_| path)
}

/// The file in `path`'s folder whose name is `path`'s written another way in Unicode: a folder
/// copied from a Mac names `Äpfel.png` with an `A` and a separate diaeresis, the board types
/// one `Ä`.
fn same_name(path: &Path) -> Option<PathBuf> {
    let wanted = lineup_core::composed(path.file_name()?.to_str()?);
    (files::list(path.parent()?).into_iter()).find(|found| {
        (found.file_name().and_then(|name| name.to_str()))
            .is_some_and(|name| lineup_core::composed(name) == wanted)
    })
}

/// The most memory a picture's decoding may take: the largest picture Lineup reads, 8000
/// pixels a side at four bytes a pixel. Said to the decoders before they read the pixels, so a
/// file whose header promises more is refused before anything is allocated (a browser's page
/// has four gigabytes at most).
const MOST_DECODED_BYTES: u64 = MAX_PICTURE_SIDE as u64 * MAX_PICTURE_SIDE as u64 * 4;

/// A picture's pixels, four bytes each (red, green, blue, alpha), row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// The picture at `path`, scaled down (never up) to at most `longest` pixels a side.
pub fn decode(path: &Path, longest: u32) -> Result<Pixels, PictureFault> {
    decode_bytes(
        &read(path)?,
        path.parent().unwrap_or(Path::new(".")),
        longest,
    )
}

/// A picture's bytes, decoded as [`decode`] does; a drawing is in `folder`. A decoder that
/// fails in a way of its own (a panic, where the platform can catch one) fails this picture
/// alone: the others of a board are drawn.
pub fn decode_bytes(bytes: &[u8], folder: &Path, longest: u32) -> Result<Pixels, PictureFault> {
    let decoding = std::panic::AssertUnwindSafe(|| decode_kind(bytes, folder, longest));
    std::panic::catch_unwind(decoding).unwrap_or(Err(PictureFault::NotAPicture))
}

fn decode_kind(bytes: &[u8], folder: &Path, longest: u32) -> Result<Pixels, PictureFault> {
    // What the header says (its size, its sides) is checked before a decoder is handed it.
    let head = &bytes[..bytes.len().min(HEAD_BYTES as usize)];
    check_head(head, bytes.len() as u64)?;
    match picture_kind(bytes) {
        Some(PictureKind::Png) => raster(bytes, image::ImageFormat::Png, longest),
        Some(PictureKind::Jpeg) => photo(bytes, longest),
        Some(PictureKind::Svg) => drawing::draw(bytes, folder, longest),
        None => Err(PictureFault::NotAPicture),
    }
}

/// A picture file's bytes, if it is not larger than a picture may be; a built-in board's
/// drawing from the program.
pub fn read(path: &Path) -> Result<Vec<u8>, PictureFault> {
    if let Some(drawing) = built_in_drawing(path) {
        return Ok(drawing.to_vec());
    }
    let bytes = files::read_bytes(path, MAX_PICTURE_BYTES + 1).map_err(read_fault)?;
    match bytes.len() as u64 > MAX_PICTURE_BYTES {
        true => Err(PictureFault::TooManyBytes(bytes.len() as u64 / 1_000_000)),
        false => Ok(bytes),
    }
}

fn raster(bytes: &[u8], format: image::ImageFormat, longest: u32) -> Result<Pixels, PictureFault> {
    let mut reader = image::ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_PICTURE_SIDE);
    limits.max_image_height = Some(MAX_PICTURE_SIDE);
    limits.max_alloc = Some(MOST_DECODED_BYTES);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(fault)?;
    let (width, height) = decoder.dimensions();
    if width.max(height) > MAX_PICTURE_SIDE {
        return Err(PictureFault::TooManyPixels(width, height));
    }
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let picture = image::DynamicImage::from_decoder(decoder).map_err(fault)?;
    finish(picture, orientation, longest)
}

/// A JPEG, decoded no larger than needed: the decoder skips the finest detail of each block
/// (a photo of 4000 pixels comes out at 500 for a cell of 300). Kinds of JPEG it does not
/// scale (CMYK, from print shops) are decoded whole.
fn photo(bytes: &[u8], longest: u32) -> Result<Pixels, PictureFault> {
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    decoder.set_max_decoding_buffer_size(MOST_DECODED_BYTES as usize);
    decoder.read_info().map_err(jpeg_fault)?;
    let info = decoder.info().ok_or(PictureFault::NotAPicture)?;
    let (width, height) = (info.width as u32, info.height as u32);
    if width.max(height) > MAX_PICTURE_SIDE {
        return Err(PictureFault::TooManyPixels(width, height));
    }
    let wanted = longest.min(u16::MAX as u32) as u16;
    let (width, height) = decoder.scale(wanted, wanted).map_err(jpeg_fault)?;
    let pixels = decoder.decode().map_err(jpeg_fault)?;
    let (width, height) = (width as u32, height as u32);
    let picture = match info.pixel_format {
        jpeg_decoder::PixelFormat::RGB24 => {
            image::RgbImage::from_raw(width, height, pixels).map(image::DynamicImage::ImageRgb8)
        }
        jpeg_decoder::PixelFormat::L8 => {
            image::GrayImage::from_raw(width, height, pixels).map(image::DynamicImage::ImageLuma8)
        }
        _ => return raster(bytes, image::ImageFormat::Jpeg, longest),
    }
    .ok_or(PictureFault::NotAPicture)?;
    finish(picture, orientation(bytes), longest)
}

/// How the camera held the photo, as the JPEG says.
fn orientation(bytes: &[u8]) -> image::metadata::Orientation {
    let none = image::metadata::Orientation::NoTransforms;
    image::ImageReader::with_format(Cursor::new(bytes), image::ImageFormat::Jpeg)
        .into_decoder()
        .ok()
        .and_then(|mut decoder| decoder.orientation().ok())
        .unwrap_or(none)
}

fn jpeg_fault(error: jpeg_decoder::Error) -> PictureFault {
    match error {
        jpeg_decoder::Error::Io(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => {
            PictureFault::CutShort
        }
        jpeg_decoder::Error::Format(message) if cut_short(&message) => PictureFault::CutShort,
        _ => PictureFault::NotAPicture,
    }
}

/// A decoded picture made no larger than `longest` and turned upright.
fn finish(
    mut picture: image::DynamicImage,
    orientation: image::metadata::Orientation,
    longest: u32,
) -> Result<Pixels, PictureFault> {
    if picture.width().max(picture.height()) > longest {
        picture = picture.thumbnail(longest, longest);
    }
    picture.apply_orientation(orientation);
    let rgba = picture.into_rgba8();
    Ok(Pixels {
        width: rgba.width(),
        height: rgba.height(),
        rgba: rgba.into_raw(),
    })
}

/// What a decoder's complaint means for a teacher.
fn fault(error: image::ImageError) -> PictureFault {
    use image::ImageError;
    match error {
        ImageError::IoError(error) if error.kind() == std::io::ErrorKind::UnexpectedEof => {
            PictureFault::CutShort
        }
        ImageError::Limits(_) => PictureFault::TooManyPixels(MAX_PICTURE_SIDE + 1, 0),
        ImageError::Decoding(error) if cut_short(&error.to_string()) => PictureFault::CutShort,
        _ => PictureFault::NotAPicture,
    }
}

/// Whether a decoder's message says the data ended early (the decoders word it differently).
fn cut_short(message: &str) -> bool {
    let message = message.to_ascii_lowercase();
    [
        "eof",
        "end of file",
        "unexpected end",
        "no more bytes",
        "truncated",
        "exhausted",
    ]
    .iter()
    .any(|words| message.contains(words))
}

/// Every picture file `rules` shows, by its full path (a card's own, then its cells').
pub fn paths(rules: &lineup_core::RuleSet) -> impl Iterator<Item = &str> {
    rules.cards().iter().flat_map(|card| {
        card.look.image.as_deref().into_iter().chain(
            card.look
                .cells
                .iter()
                .filter_map(|cell| cell.image.as_deref()),
        )
    })
}
