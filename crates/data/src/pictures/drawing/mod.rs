//! A drawing (SVG), bounded before it is drawn. Its XML is read once (`roxmltree`, the reader
//! `resvg` itself uses), measured, and only then handed to `resvg`: how deep its elements nest
//! and how many there are, each reference (a `use`, a gradient, a clip, a mask, a pattern,
//! a filter) counted as the copy of what it names that the drawing library makes of it. The
//! library follows each level of nesting with a call of its own, so a drawing nested thousands
//! deep would overflow the stack and end the app (on the desktop) or trap the page's
//! WebAssembly (in a browser); a chain of `use`s that each show the one before twice would ask
//! for billions of copies.
//!
//! In the order a drawing meets them: its text (`text`: nesting as written, entities), its
//! elements and their copies (`measure`), and the layers the library would draw apart
//! (`layers`: patterns' tiles, filters' regions and work).

mod layers;
mod measure;
mod text;

use std::path::Path;

use layers::layers_fit;
pub use measure::bound;
use text::{few_entities, shallow};

use lineup_core::{PictureFault, picture_path};
use resvg::{tiny_skia, usvg};
use roxmltree::Document;

use super::Pixels;

/// The deepest a drawing's elements may nest, each reference followed counted as one level
/// more: drawing programs nest a few tens deep. A level costs the XML reader and the drawing
/// library about two kilobytes of stack (a drawing this deep draws in 256 KB, not in 128), and
/// a browser's whole stack is one megabyte: `tests/hostile/drawings.rs` draws one on it.
pub const MOST_DEPTH: usize = 100;

/// The most elements a drawing may have, each reference counted as a copy of what it names:
/// a detailed drawing has a few thousand, and this many take a second to draw.
pub const MOST_ELEMENTS: u64 = 200_000;

/// The most XML nodes (elements, text, comments) read before the rest is even looked at.
const MOST_NODES: u32 = 1_000_000;

/// A drawing (SVG), drawn no larger than `longest` pixels a side: its shapes and text (photos
/// placed in it are not drawn). One that names a file from outside its folder (`/home/…`,
/// `../…`) is refused with that name, so a teacher's theme shows, and reads, nothing from
/// outside it; one too deep or too large to draw safely is refused as too complex.
pub fn draw(bytes: &[u8], folder: &Path, longest: u32) -> Result<Pixels, PictureFault> {
    let text = std::str::from_utf8(bytes).map_err(|_| PictureFault::NotAPicture)?;
    // The XML reader itself takes a call of its own for each level, and copies an entity in
    // whole wherever it is named: both bounded before it reads.
    shallow(text)?;
    few_entities(text)?;
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        nodes_limit: MOST_NODES,
    };
    let document = Document::parse_with_options(text, options).map_err(|error| match error {
        roxmltree::Error::NodesLimitReached => PictureFault::TooComplex,
        _ => PictureFault::NotAPicture,
    })?;
    bound(&document)?;
    let tree = tree(&document, folder)?;
    let scale = longest as f32 / tree.size().width().max(tree.size().height());
    layers_fit(tree.root(), tiny_skia::Transform::from_scale(scale, scale))?;
    render(&tree, longest)
}

/// The drawing's shapes, as `resvg` keeps them; a file named from outside `folder` is refused.
fn tree(document: &Document, folder: &Path) -> Result<usvg::Tree, PictureFault> {
    let reaching_out = std::sync::Mutex::new(None);
    let mut options = usvg::Options::default();
    // A picture inside a drawing, given in it as data (another drawing, a photo), is not drawn:
    // it would be read with none of these bounds.
    options.image_href_resolver.resolve_data = Box::new(|_, _, _| None);
    options.image_href_resolver.resolve_string = Box::new(|href: &str, _: &usvg::Options| {
        if picture_path(folder, href) == Err(PictureFault::OutsideFolder)
            && let Ok(mut first) = reaching_out.lock()
        {
            first.get_or_insert_with(|| href.to_string());
        }
        None
    });
    let tree =
        usvg::Tree::from_xmltree(document, &options).map_err(|_| PictureFault::NotAPicture)?;
    let reached = reaching_out.lock().ok().and_then(|href| href.clone());
    match reached {
        Some(href) => Err(PictureFault::DrawingReachesOut(href)),
        None => Ok(tree),
    }
}

/// The drawing drawn at most `longest` pixels a side, whatever size it says it is.
fn render(tree: &usvg::Tree, longest: u32) -> Result<Pixels, PictureFault> {
    let size = tree.size();
    let scale = longest as f32 / size.width().max(size.height());
    if !scale.is_finite() || scale <= 0.0 {
        return Err(PictureFault::NotAPicture);
    }
    let width = (size.width() * scale).round().clamp(1.0, longest as f32) as u32;
    let height = (size.height() * scale).round().clamp(1.0, longest as f32) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(PictureFault::NotAPicture)?;
    resvg::render(
        tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let rgba = (pixmap.pixels().iter())
        .flat_map(|pixel| {
            let pixel = pixel.demultiply();
            [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]
        })
        .collect();
    Ok(Pixels {
        width,
        height,
        rgba,
    })
}
