//! Drawings the built-in letters boards show where no emoji shows a word a child would say (a
//! Japanese colouring page, ぬりえ; a Russian toy top, юла; a Hindi थाली): SVG files in
//! `themes/alphabets/drawings/`, compiled into the program as the boards are, and named from a
//! board as a teacher's board names its pictures (`image = "drawings/colouring-page.svg"`).

use std::path::{Path, PathBuf};

use crate::PictureFault;

/// The folder the built-in boards are read from, as messages name it: no folder on any disk.
pub(crate) const BUILT_IN_FOLDER: &str = "built-in alphabets";

/// The built-in drawings: name from the boards' folder, and bytes.
pub const BUILT_IN_DRAWINGS: [(&str, &[u8]); 14] = [
    (
        "drawings/brass-smith.svg",
        include_bytes!("../../../../themes/alphabets/drawings/brass-smith.svg"),
    ),
    (
        "drawings/cardigan.svg",
        include_bytes!("../../../../themes/alphabets/drawings/cardigan.svg"),
    ),
    (
        "drawings/colouring-page.svg",
        include_bytes!("../../../../themes/alphabets/drawings/colouring-page.svg"),
    ),
    (
        "drawings/excavator.svg",
        include_bytes!("../../../../themes/alphabets/drawings/excavator.svg"),
    ),
    (
        "drawings/globe.svg",
        include_bytes!("../../../../themes/alphabets/drawings/globe.svg"),
    ),
    (
        "drawings/handcart.svg",
        include_bytes!("../../../../themes/alphabets/drawings/handcart.svg"),
    ),
    (
        "drawings/halwa.svg",
        include_bytes!("../../../../themes/alphabets/drawings/halwa.svg"),
    ),
    (
        "drawings/igloo.svg",
        include_bytes!("../../../../themes/alphabets/drawings/igloo.svg"),
    ),
    (
        "drawings/mortar.svg",
        include_bytes!("../../../../themes/alphabets/drawings/mortar.svg"),
    ),
    (
        "drawings/plate-of-food.svg",
        include_bytes!("../../../../themes/alphabets/drawings/plate-of-food.svg"),
    ),
    (
        "drawings/prize-wheel.svg",
        include_bytes!("../../../../themes/alphabets/drawings/prize-wheel.svg"),
    ),
    (
        "drawings/skirt.svg",
        include_bytes!("../../../../themes/alphabets/drawings/skirt.svg"),
    ),
    (
        "drawings/spinning-top.svg",
        include_bytes!("../../../../themes/alphabets/drawings/spinning-top.svg"),
    ),
    (
        "drawings/sugar-cane.svg",
        include_bytes!("../../../../themes/alphabets/drawings/sugar-cane.svg"),
    ),
];

/// The built-in drawing at `path`, the path a built-in board's picture was given
/// (`built-in alphabets/drawings/colouring-page.svg`).
pub fn built_in_drawing(path: &Path) -> Option<&'static [u8]> {
    let name = path.strip_prefix(BUILT_IN_FOLDER).ok()?;
    (BUILT_IN_DRAWINGS.iter())
        .find(|(known, _)| Path::new(known) == name)
        .map(|(_, bytes)| *bytes)
}

/// Where the built-in drawing `image` names is, if there is one: a teacher's copy of a
/// built-in board shows its drawings without copying them.
pub fn built_in_drawing_named(image: &str) -> Option<PathBuf> {
    let path = Path::new(BUILT_IN_FOLDER).join(image.trim());
    built_in_drawing(&path).map(|_| path)
}

/// How a built-in board's pictures are checked: each names one of the drawings.
pub(crate) fn check_built_in(_folder: &Path, image: &str) -> Result<PathBuf, PictureFault> {
    crate::picture_path(Path::new(BUILT_IN_FOLDER), image)?;
    built_in_drawing_named(image).ok_or(PictureFault::Missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_drawing_is_a_drawing() {
        for (name, bytes) in BUILT_IN_DRAWINGS {
            let kind = crate::check_head(bytes, bytes.len() as u64);
            assert_eq!(kind, Ok(crate::PictureKind::Svg), "{name}");
        }
    }

    #[test]
    fn a_built_in_drawing_is_found_by_its_name_and_no_other() {
        let path =
            built_in_drawing_named("drawings/colouring-page.svg").expect("the colouring page");
        assert!(built_in_drawing(&path).is_some());
        assert_eq!(built_in_drawing_named("drawings/colouring-page.png"), None);
        assert_eq!(
            built_in_drawing(Path::new("drawings/colouring-page.svg")),
            None
        );
        assert_eq!(
            check_built_in(Path::new("."), "../drawings/colouring-page.svg"),
            Err(PictureFault::OutsideFolder)
        );
    }
}
