//! A drawing's text, looked at before the XML reader reads it: the reader takes a call of its
//! own for each level of nesting, and copies an entity in whole wherever it is named, so both
//! are bounded in one pass over the text that needs no stack.

use lineup_core::PictureFault;

use super::MOST_DEPTH;

/// Whether the drawing's elements, as written, nest no deeper than [`MOST_DEPTH`], found in one
/// pass over its text, without reading it as XML: comments, CDATA, processing instructions and
/// quoted values are stepped over. A declared entity that would put elements into the
/// drawing where it is named (never seen in a drawing program's files, whose entities name
/// namespaces) is refused, since its elements' depth only shows once it is expanded.
pub(super) fn shallow(text: &str) -> Result<(), PictureFault> {
    let bytes = text.as_bytes();
    let after = |from: usize, end: &str| {
        text.get(from..)
            .and_then(|rest| rest.find(end))
            .map_or(bytes.len(), |at| from + at + end.len())
    };
    let mut depth = 0usize;
    let mut at = 0;
    while let Some(found) = text.get(at..).and_then(|rest| rest.find('<')) {
        let start = at + found;
        let rest = &text[start..];
        at = if rest.starts_with("<!--") {
            after(start, "-->")
        } else if rest.starts_with("<![CDATA[") {
            after(start, "]]>")
        } else if rest.starts_with("<?") {
            after(start, "?>")
        } else if rest.starts_with("<!") {
            declaration(bytes, start)?
        } else {
            let (end, closing, empty) = tag(bytes, start);
            match (closing, empty) {
                (true, _) => depth = depth.saturating_sub(1),
                (false, true) => {}
                (false, false) => depth += 1,
            }
            if depth > MOST_DEPTH {
                return Err(PictureFault::TooComplex);
            }
            end
        };
    }
    Ok(())
}

/// Where the tag starting at `start` ends, whether it closes an element (`</g>`), and whether
/// it is empty (`<rect/>`); a `>` inside a quoted value is not its end.
fn tag(bytes: &[u8], start: usize) -> (usize, bool, bool) {
    let closing = bytes.get(start + 1) == Some(&b'/');
    let mut quote = None;
    let mut at = start + 1;
    while at < bytes.len() {
        match (quote, bytes[at]) {
            (None, b'"' | b'\'') => quote = Some(bytes[at]),
            (Some(open), byte) if byte == open => quote = None,
            (None, b'>') => return (at + 1, closing, bytes[at - 1] == b'/'),
            _ => {}
        }
        at += 1;
    }
    (bytes.len(), closing, true)
}

/// The most a declared entity's value may hold: a drawing program's entities name namespaces.
const MOST_ENTITY_BYTES: usize = 1024;

/// The most references to declared entities a drawing may make: each is copied in whole where
/// it stands (the XML reader copies the text so far with it), so a thousand of a kilobyte
/// each are a megabyte at most.
const MOST_ENTITY_REFERENCES: usize = 1000;

/// Where a declaration starting at `start` ends (`<!DOCTYPE …>` with its `[…]`, comments and
/// processing instructions in it stepped over), refused if a quoted value in it holds an
/// element, names another entity, or is longer than [`MOST_ENTITY_BYTES`], or if it never ends.
fn declaration(bytes: &[u8], start: usize) -> Result<usize, PictureFault> {
    let past = |from: usize, end: &[u8]| {
        (bytes[from..].windows(end.len()))
            .position(|window| window == end)
            .map(|at| from + at + end.len())
            .ok_or(PictureFault::TooComplex)
    };
    let mut quote: Option<(u8, usize)> = None;
    let mut brackets = 0usize;
    let mut at = start + 2;
    while at < bytes.len() {
        let rest = &bytes[at..];
        match (quote, bytes[at]) {
            (None, b'<') if rest.starts_with(b"<!--") => {
                at = past(at, b"-->")?;
                continue;
            }
            (None, b'<') if rest.starts_with(b"<?") => {
                at = past(at, b"?>")?;
                continue;
            }
            (None, b'"' | b'\'') => quote = Some((bytes[at], at + 1)),
            (Some((open, from)), byte) if byte == open => {
                let value = &bytes[from..at];
                let names_another =
                    (value.windows(2)).any(|pair| pair[0] == b'&' && pair[1] != b'#');
                if value.len() > MOST_ENTITY_BYTES || value.contains(&b'<') || names_another {
                    return Err(PictureFault::TooComplex);
                }
                quote = None;
            }
            (None, b'[') => brackets += 1,
            (None, b']') => brackets = brackets.saturating_sub(1),
            (None, b'>') if brackets == 0 => return Ok(at + 1),
            _ => {}
        }
        at += 1;
    }
    Err(PictureFault::TooComplex)
}

/// Whether the drawing names declared entities at most [`MOST_ENTITY_REFERENCES`] times (the
/// five XML has of its own, and characters by number, do not count).
pub(super) fn few_entities(text: &str) -> Result<(), PictureFault> {
    const OWN: [&str; 5] = ["lt;", "gt;", "amp;", "apos;", "quot;"];
    let named = (text.match_indices('&'))
        .filter(|(at, _)| {
            let rest = &text[at + 1..];
            !rest.starts_with('#') && !OWN.iter().any(|own| rest.starts_with(own))
        })
        .count();
    match named > MOST_ENTITY_REFERENCES {
        true => Err(PictureFault::TooComplex),
        false => Ok(()),
    }
}
