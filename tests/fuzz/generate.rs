//! Files built to overwhelm a reader, from a structure the fuzzing picks: drawings nested
//! deep, copied by chains of `use`s, wide, or saying they are huge; bundles of thousands of
//! files, of files that say they are terabytes, of names that lead out; WAVs of every odd
//! header. Each structure prints as itself, not as its megabytes of bytes.

use std::io::Write;

use super::*;
use lineup_platform::microphone::Take;

/// A file built from a structure.
pub(crate) struct Built {
    /// The structure, as the fuzzing reports a failure.
    pub what: String,
    pub bytes: Vec<u8>,
}

impl fmt::Debug for Built {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} bytes)", self.what, self.bytes.len())
    }
}

fn built(what: String, bytes: Vec<u8>) -> Built {
    Built { what, bytes }
}

// Pictures

pub(crate) fn png(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbaImage::from_fn(width, height, |x, y| {
        image::Rgba([(x * 9) as u8, (y * 5) as u8, (x ^ y) as u8, (x + y) as u8])
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Png)
        .unwrap();
    bytes.into_inner()
}

pub(crate) fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x * 9) as u8, (y * 5) as u8, (x ^ y) as u8])
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut bytes, image::ImageFormat::Jpeg)
        .unwrap();
    bytes.into_inner()
}

const SVG: &str =
    r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#;

/// A drawing of `depth` `element`s one inside the other, a square in the deepest.
pub(crate) fn nested(depth: usize, element: &str) -> String {
    format!(
        r#"{SVG} viewBox="0 0 10 10">{}<rect width="10" height="10" fill="red"/>{}</svg>"#,
        format!("<{element}>").repeat(depth),
        format!("</{element}>").repeat(depth)
    )
}

/// A drawing in which each of `levels` groups shows the one before it `copies` times.
pub(crate) fn doubling(levels: usize, copies: usize) -> String {
    let mut svg =
        format!(r#"{SVG} viewBox="0 0 10 10"><defs><rect id="l0" width="1" height="1"/>"#);
    for level in 1..=levels {
        svg.push_str(&format!(r#"<g id="l{level}">"#));
        for copy in 0..copies {
            svg.push_str(&format!(
                r##"<use xlink:href="#l{}" x="{copy}"/>"##,
                level - 1
            ));
        }
        svg.push_str("</g>");
    }
    svg + &format!(r##"</defs><use href="#l{levels}"/></svg>"##)
}

/// The drawings built to overwhelm, as seeds for the mutations.
pub(crate) fn hostile_drawings() -> Vec<(String, Vec<u8>)> {
    [
        ("nested 3000 deep", nested(3000, "g")),
        ("uses doubling 40 times", doubling(40, 2)),
        ("a pattern 1e9 wide", pattern(1e9)),
        ("a blur over 1e9", filter(1e9)),
    ]
    .into_iter()
    .map(|(what, svg)| (what.to_string(), svg.into_bytes()))
    .collect()
}

fn pattern(side: f64) -> String {
    format!(
        r##"{SVG} viewBox="0 0 10 10"><defs><pattern id="p" width="{side}" height="{side}" patternUnits="userSpaceOnUse"><circle r="{side}"/></pattern></defs><rect width="10" height="10" fill="url(#p)"/></svg>"##
    )
}

fn filter(side: f64) -> String {
    format!(
        r##"{SVG} viewBox="0 0 10 10"><filter id="f" x="-{side}" y="-{side}" width="{side}" height="{side}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="{side}"/><feTurbulence baseFrequency="0.01" numOctaves="{side}"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>"##
    )
}

/// Drawings deep, copied, wide or huge.
pub(crate) fn drawing() -> impl Strategy<Value = Built> {
    let elements = prop::sample::select(vec![
        "g", "svg", "a", "switch", "mask", "clipPath", "text", "tspan",
    ]);
    let sides = prop::sample::select(vec![
        0.0,
        -1.0,
        1e-30,
        1.0,
        8000.0,
        8001.0,
        1e9,
        1e30,
        f64::MAX,
    ]);
    prop_oneof![
        (0usize..6000, elements).prop_map(|(depth, element)| {
            built(format!("{depth} <{element}> deep"), nested(depth, element).into_bytes())
        }),
        (0usize..64, 1usize..5).prop_map(|(levels, copies)| {
            built(format!("{levels} levels of {copies} uses"), doubling(levels, copies).into_bytes())
        }),
        (0usize..120_000).prop_map(|count| {
            let rects = r#"<rect width="1" height="1"/>"#.repeat(count);
            built(format!("{count} squares"), format!(r#"{SVG} viewBox="0 0 9 9">{rects}</svg>"#).into_bytes())
        }),
        (sides.clone(), sides.clone()).prop_map(|(width, height)| {
            let svg = format!(r#"{SVG} width="{width}" height="{height}"><circle r="{width}" fill="red"/></svg>"#);
            built(format!("{width} × {height}"), svg.into_bytes())
        }),
        sides.clone().prop_map(|side| built(format!("a pattern of {side}"), pattern(side).into_bytes())),
        sides.clone().prop_map(|side| built(format!("a filter of {side}"), filter(side).into_bytes())),
        (sides, 0usize..3000).prop_map(|(side, chain)| {
            // A chain of gradients each taking its stops from the one before.
            let mut svg = format!(r#"{SVG} viewBox="0 0 10 10"><linearGradient id="g0"><stop offset="0" stop-color="red"/></linearGradient>"#);
            for n in 1..=chain {
                svg.push_str(&format!(r##"<linearGradient id="g{n}" href="#g{}" x2="{side}"/>"##, n - 1));
            }
            svg.push_str(&format!(r##"<rect width="10" height="10" fill="url(#g{chain})" stroke-dasharray="1e-9" stroke="red" stroke-width="{side}"/></svg>"##));
            built(format!("a chain of {chain} gradients, sides {side}"), svg.into_bytes())
        }),
    ]
}

// Bundles

/// A tar of `entries`: each a name and its bytes, the name written as given (the tar crate
/// refuses to write names that lead out, which a hostile file has).
pub(crate) fn tar<N: AsRef<str>, B: AsRef<[u8]>>(
    entries: impl IntoIterator<Item = (N, B)>,
) -> Vec<u8> {
    let mut packed = tar::Builder::new(Vec::new());
    for (name, bytes) in entries {
        let (name, bytes) = (name.as_ref().as_bytes(), bytes.as_ref());
        let mut header = tar::Header::new_gnu();
        let field = &mut header.as_old_mut().name;
        let len = name.len().min(field.len());
        field[..len].copy_from_slice(&name[..len]);
        header.set_size(bytes.len() as u64);
        header.set_mode(0o644);
        header.set_cksum();
        packed.append(&header, bytes).unwrap();
    }
    packed.into_inner().unwrap()
}

/// A tar whose one entry says it is `claimed` bytes and holds a few.
fn claiming(name: &str, claimed: u64) -> Vec<u8> {
    let mut bytes = tar([(name, b"12345678")]);
    let mut header = tar::Header::new_gnu();
    header.as_mut_bytes().copy_from_slice(&bytes[..512]);
    header.set_size(claimed);
    header.set_cksum();
    bytes[..512].copy_from_slice(header.as_bytes());
    bytes
}

fn unplayable(n: usize) -> Vec<u8> {
    format!("id = \"broken-{n}\"\nname = \"Broken {n}\"\n[[cards]]\ncount = 0\n").into_bytes()
}

pub(crate) fn hostile_bundles() -> Vec<(String, Vec<u8>)> {
    let thousands: Vec<(String, Vec<u8>)> = (0..bundle::MOST_ENTRIES + 10)
        .map(|n| (format!("themes/broken-{n}.toml"), unplayable(n)))
        .collect();
    let hundred = thousands.iter().take(100).cloned();
    vec![
        (
            "thousands that cannot be played".into(),
            tar(thousands.clone()),
        ),
        ("a hundred that cannot be played".into(), tar(hundred)),
        (
            "a terabyte claimed".into(),
            claiming("themes/big.png", 1 << 40),
        ),
        (
            "names that lead out".into(),
            tar([
                ("../../escaped.toml", unplayable(0)),
                ("/etc/escaped.toml", unplayable(1)),
                ("themes/../../escaped.toml", unplayable(2)),
                ("voices/en/../../../escaped.wav", recording(0.2)),
                ("themes/a/b/c/deep.toml", unplayable(3)),
            ]),
        ),
        (
            "a recording that is not sound".into(),
            tar([("voices/en/word-ball.wav", b"RIFF\0\0\0\0WAVEjunk".to_vec())]),
        ),
    ]
}

/// Bundles of many files, of large ones, of odd names.
pub(crate) fn bundle() -> impl Strategy<Value = Built> {
    let names = prop::sample::select(vec![
        "themes/x.toml",
        "themes/f/x.toml",
        "themes/f/x.png",
        "voices/en/word-ball.wav",
        "voices/en.wav",
        "themes/.hidden.toml",
        "themes/f/../x.toml",
        "/themes/x.toml",
        "themes/x\\..\\y.toml",
        "themes//x.toml",
        "themes/\u{202e}lmot.x",
        "voices/../../x.wav",
    ]);
    prop_oneof![
        (0usize..6000, names.clone()).prop_map(|(count, name)| {
            let entries = (0..count).map(|n| (name.replace('x', &n.to_string()), unplayable(n)));
            built(format!("{count} of {name}"), tar(entries))
        }),
        (
            names.clone(),
            prop::sample::select(vec![0u64, 1, 21 << 20, 1 << 33, u64::MAX >> 1])
        )
            .prop_map(|(name, claimed)| {
                built(
                    format!("{name} claiming {claimed} bytes"),
                    claiming(name, claimed),
                )
            }),
        (names, 0usize..40).prop_map(|(name, count)| {
            let entries = (0..count).map(|n| (name, recording(0.01 * n as f64)));
            built(format!("{count} recordings as {name}"), tar(entries))
        }),
    ]
}

// Recordings

/// A word as Lineup keeps one: a tone of `seconds` made into a clip as a take is.
pub(crate) fn recording(seconds: f64) -> Vec<u8> {
    let rate = 48_000;
    let count = (seconds * rate as f64) as usize;
    let samples = (0..count)
        .map(|n| 0.3 * (n as f32 * 440.0 * std::f32::consts::TAU / rate as f32).sin())
        .collect();
    lineup::data::takes::clip_of(&Take { rate, samples })
        .unwrap_or_else(|_| wav_with(1, 24_000, 16, 1, 0, 0))
}

/// A WAV's header as given, then `data` bytes of a tone, saying it holds `claimed` bytes.
pub(crate) fn wav_with(
    format: u16,
    rate: u32,
    bits: u16,
    channels: u16,
    claimed: u32,
    data: usize,
) -> Vec<u8> {
    let mut bytes = Vec::new();
    let block = channels.wrapping_mul(bits / 8);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + claimed).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&format.to_le_bytes());
    bytes.extend_from_slice(&channels.to_le_bytes());
    bytes.extend_from_slice(&rate.to_le_bytes());
    bytes.extend_from_slice(&rate.wrapping_mul(block as u32).to_le_bytes());
    bytes.extend_from_slice(&block.to_le_bytes());
    bytes.extend_from_slice(&bits.to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&claimed.to_le_bytes());
    bytes.extend((0..data).map(|n| ((n as f32 * 0.3).sin() * 100.0) as i8 as u8));
    bytes
}

pub(crate) fn hostile_recordings() -> Vec<(String, Vec<u8>)> {
    vec![
        ("nothing".into(), Vec::new()),
        ("a header alone".into(), wav_with(1, 24_000, 16, 1, 0, 0)),
        (
            "4 GB said, 1 KB there".into(),
            wav_with(1, 24_000, 16, 1, u32::MAX - 36, 1000),
        ),
        ("no channels".into(), wav_with(1, 24_000, 16, 0, 1000, 1000)),
        ("a rate of 0".into(), wav_with(1, 0, 16, 1, 1000, 1000)),
        (
            "65535 channels".into(),
            wav_with(1, 24_000, 16, u16::MAX, 1000, 1000),
        ),
        ("silence".into(), {
            let mut bytes = wav_with(1, 24_000, 16, 1, 48_000, 0);
            bytes.extend(vec![0; 48_000]);
            bytes
        }),
    ]
}

/// WAVs of every kind of header, holding as much as they say or not.
pub(crate) fn wav() -> impl Strategy<Value = Built> {
    (
        prop::sample::select(vec![0u16, 1, 3, 6, 7, 0xFFFE]),
        prop::sample::select(vec![0u32, 1, 8_000, 24_000, 48_000, 96_000, 192_000, u32::MAX]),
        prop::sample::select(vec![0u16, 1, 8, 12, 16, 24, 32, 64]),
        prop::sample::select(vec![0u16, 1, 2, 3, 8, u16::MAX]),
        prop::sample::select(vec![0u32, 1, 2, 100, 48_000, 5_000_000, u32::MAX - 36]),
        0usize..100_000,
    )
        .prop_map(|(format, rate, bits, channels, claimed, data)| {
            let what = format!("format {format}, {rate} Hz, {bits} bits, {channels} channels, {claimed} bytes said, {data} there");
            built(what, wav_with(format, rate, bits, channels, claimed, data))
        })
}

// A language's voices

/// A language's voices file: a gzipped tar of clips of these sizes.
pub(crate) fn voices(clips: &[(&str, usize)]) -> Vec<u8> {
    let entries = (clips.iter()).map(|(name, size)| {
        (
            *name,
            b"OggS"
                .iter()
                .copied()
                .cycle()
                .take(*size)
                .collect::<Vec<u8>>(),
        )
    });
    let mut zipped = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    zipped.write_all(&tar(entries)).unwrap();
    zipped.finish().unwrap()
}

use lineup::data::bundle;
