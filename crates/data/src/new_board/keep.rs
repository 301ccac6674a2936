//! A board made from home: the pictures it shows are copied into a folder of their own in
//! Lineup's themes folder, with the board beside them, so the board is there at every start
//! and the teacher's own folder is left as it was. A phone's photo is made smaller on the way
//! (it is never shown larger than a cell), so the board opens quickly ever after.

use std::path::{Path, PathBuf};

use super::{BoardError, Made, make};
use lineup_core::{Alphabet, PictureKind, picture_kind};
use lineup_platform::files;

/// The longest side a copied photo keeps.
const KEPT_SIDE: u32 = 1024;

/// Makes the board from the pictures in `folder`, and keeps it with its pictures in a folder of
/// the same name inside `themes`: the board as made, and the board as Lineup reads it there.
pub fn make_and_keep(
    folder: &Path,
    alphabet: &Alphabet,
    themes: &Path,
) -> Result<(Made, Alphabet), BoardError> {
    let made = make(folder, alphabet)?;
    let name = folder.file_name().map_or("pictures".into(), |name| {
        name.to_string_lossy().into_owned()
    });
    let home = themes.join(name);
    let failed = |file: PathBuf, why: String| BoardError::Write { file, why };
    for picture in &made.pictures {
        let (from, to) = (folder.join(picture), home.join(picture));
        keep_picture(&from, &to).map_err(|why| failed(to.clone(), why))?;
    }
    let kept = Made {
        file: home.join(format!("{}.toml", alphabet.language)),
        ..made
    };
    kept.write()?;
    let board = crate::read::load_alphabet(&kept.file)
        .map_err(|error| failed(kept.file.clone(), error.to_string()))?;
    Ok((kept, board))
}

/// Copies a picture, made smaller on the way where it is larger than it is ever shown.
fn keep_picture(from: &Path, to: &Path) -> Result<(), String> {
    let bytes = crate::pictures::read(from).map_err(|fault| fault.to_string())?;
    let keep = |bytes: &[u8]| files::write_bytes(to, bytes).map_err(|e| e.to_string());
    let format = match picture_kind(&bytes) {
        Some(PictureKind::Png) => image::ImageFormat::Png,
        Some(PictureKind::Jpeg) => image::ImageFormat::Jpeg,
        _ => return keep(&bytes),
    };
    let folder = from.parent().unwrap_or(Path::new("."));
    let pixels = crate::pictures::decode_bytes(&bytes, folder, KEPT_SIDE)
        .map_err(|fault| fault.to_string())?;
    let mut picture = image::RgbaImage::from_raw(pixels.width, pixels.height, pixels.rgba)
        .map(image::DynamicImage::ImageRgba8)
        .ok_or("the picture could not be copied")?;
    if format == image::ImageFormat::Jpeg {
        picture = image::DynamicImage::ImageRgb8(picture.into_rgb8());
    }
    let mut out = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut out, format)
        .map_err(|error| error.to_string())?;
    keep(&out.into_inner())
}
