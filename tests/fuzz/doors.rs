//! The doors a teacher's binary files come in by: pictures (SVG, PNG, JPEG), bundles of the
//! class's own things, recordings of the class's voice, and a language's voices fetched beside
//! the page. Each is fuzzed from real files mutated and from files built to be deep, wide or
//! huge ([`super::generate`]); what a reader lets through must then work where it is used.

use super::generate::{self, recording};
use super::*;

use lineup::data::bundle;
use lineup::data::pictures::decode_bytes;
use lineup::data::store::Store;
use lineup::data::takes::check_recording;

/// The longest side a fuzzed picture is drawn at.
const DRAWN: u32 = 48;

/// Drawings from the repository (the example board's and the built-in boards'), a photo and a
/// picture with transparency made here, and the drawings built to overwhelm a reader.
fn pictures() -> Vec<(String, Vec<u8>)> {
    let mut seeds = Vec::new();
    for folder in ["examples/our-pictures", "themes/alphabets/drawings"] {
        let mut paths: Vec<PathBuf> = (std::fs::read_dir(repo(folder)).unwrap())
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| path.extension().is_some_and(|ending| ending == "svg"))
            .collect();
        paths.sort();
        for path in paths.into_iter().take(6) {
            seeds.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    seeds.push(("photo.jpg".into(), generate::jpeg(40, 30)));
    seeds.push(("picture.png".into(), generate::png(30, 40)));
    seeds.extend(generate::hostile_drawings());
    seeds
}

/// A picture decoded, on a browser's stack, never larger than asked.
fn picture_check() -> Check {
    Arc::new(|bytes, _| {
        let bytes = bytes.to_vec();
        let decoded = std::thread::Builder::new()
            .name(WORKER.into())
            .stack_size(1 << 20)
            .spawn(move || decode_bytes(&bytes, Path::new("."), DRAWN))
            .map_err(|error| error.to_string())?
            .join()
            .map_err(|_| "the decoding panicked on a browser's stack".to_string())?;
        match decoded {
            Ok(pixels) if pixels.width.max(pixels.height) > DRAWN => Err(format!(
                "decoded at {} × {}, larger than asked",
                pixels.width, pixels.height
            )),
            Ok(pixels) if pixels.rgba.len() != (pixels.width * pixels.height * 4) as usize => {
                Err("its pixels are not as many as its size says".into())
            }
            _ => Ok(()),
        }
    })
}

#[test]
fn a_broken_or_hostile_picture_is_refused_never_a_crash_or_a_hang() {
    fuzz("picture", pictures(), 3000, picture_check());
}

#[test]
fn a_generated_drawing_however_deep_wide_or_huge_is_drawn_or_refused() {
    fuzz_built("drawing", generate::drawing(), 250, picture_check());
}

/// Bundles as Lineup packs them: a board with its pictures, a game, and recordings.
fn bundles() -> Vec<(String, Vec<u8>)> {
    let folder = scratch("bundle-seed");
    let store = Store::at(&folder);
    let board = store.themes_folder().join("our pictures");
    std::fs::create_dir_all(&board).unwrap();
    for name in [
        "en.toml", "ball.svg", "boat.svg", "car.svg", "cup.svg", "fish.svg",
    ] {
        let from = repo("examples/our-pictures").join(name);
        std::fs::copy(from, board.join(name)).unwrap();
    }
    let tiny = repo("crates/core/tests/themes/tiny.toml");
    std::fs::copy(tiny, store.themes_folder().join("tiny.toml")).unwrap();
    let voices = store.voices_folder().join("en");
    std::fs::create_dir_all(&voices).unwrap();
    std::fs::write(voices.join("word-ball.wav"), recording(0.4)).unwrap();
    std::fs::write(voices.join("name-b.wav"), recording(0.2)).unwrap();
    let packed = bundle::pack(&store).unwrap().expect("a bundle");
    let _ = std::fs::remove_dir_all(&folder);
    let mut seeds = vec![("lineup-ours.tar".into(), packed)];
    seeds.extend(generate::hostile_bundles());
    seeds
}

/// A bundle unpacked into an empty store: nothing written outside its two folders, every game
/// kept can be played from there, every recording kept can be heard.
fn bundle_check(folder: PathBuf) -> Check {
    Arc::new(move |bytes, seed| {
        let root = folder.join(seed.to_string());
        let _ = std::fs::remove_dir_all(&root);
        let store = Store::at(&root);
        let unpacked = bundle::unpack("fuzzed.tar", bytes, &store);
        let verdict = match unpacked {
            Err(_) => Ok(()),
            Ok(unpacked) => kept_is_usable(&root, &store, &unpacked),
        };
        let _ = std::fs::remove_dir_all(&root);
        verdict
    })
}

fn kept_is_usable(root: &Path, store: &Store, unpacked: &bundle::Unpacked) -> Result<(), String> {
    for path in walk(root) {
        if !path.starts_with(store.themes_folder()) && !path.starts_with(store.voices_folder()) {
            return Err(format!(
                "{} was written outside Lineup's folders",
                path.display()
            ));
        }
    }
    for theme in &unpacked.themes {
        if let Err(error) = lineup::data::read::load(theme) {
            return Err(format!("a game kept cannot be played: {error}"));
        }
    }
    for (clip, bytes) in &unpacked.recorded {
        check_recording(bytes).map_err(|fault| format!("{clip} kept, but {fault}"))?;
        let leaked: &'static [u8] = Box::leak(bytes.clone().into_boxed_slice());
        lineup_platform::sound::length(leaked).map_err(|why| format!("{clip} kept: {why}"))?;
    }
    Ok(())
}

/// Every file below `folder`.
fn walk(folder: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            match entry.file_type().is_ok_and(|kind| kind.is_dir()) {
                true => folders.push(entry.path()),
                false => found.push(entry.path()),
            }
        }
    }
    found
}

#[test]
fn a_broken_or_hostile_bundle_keeps_only_what_can_be_used() {
    let folder = scratch("bundles");
    fuzz("bundle", bundles(), 1500, bundle_check(folder.clone()));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_generated_bundle_however_many_or_large_its_files_is_bounded() {
    let folder = scratch("built-bundles");
    fuzz_built(
        "built bundle",
        generate::bundle(),
        300,
        bundle_check(folder.clone()),
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// Recordings as `takes::clip_of` makes them, and WAVs built empty, cut or odd.
fn recordings() -> Vec<(String, Vec<u8>)> {
    let mut seeds = vec![
        ("word.wav".into(), recording(0.5)),
        ("short.wav".into(), recording(0.05)),
    ];
    seeds.extend(generate::hostile_recordings());
    seeds
}

/// A recording let through can be decoded and heard.
fn recording_check() -> Check {
    Arc::new(|bytes, _| match check_recording(bytes) {
        Err(_) => Ok(()),
        Ok(()) => {
            let leaked: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
            lineup_platform::sound::length(leaked)
                .map(drop)
                .map_err(|why| format!("let through, but cannot be played: {why}"))
        }
    })
}

#[test]
fn a_broken_or_hostile_recording_is_refused_or_plays() {
    fuzz("recording", recordings(), 3000, recording_check());
}

#[test]
fn a_generated_recording_of_any_header_is_refused_or_plays() {
    fuzz_built("built recording", generate::wav(), 1500, recording_check());
}

/// A language's voices file as `packaging/web.sh` writes it, cut and changed on its way.
#[test]
fn a_cut_or_changed_voices_file_adds_nothing_or_whole_clips() {
    let seeds = vec![
        (
            "voices/xx.tar.gz".to_string(),
            generate::voices(&[("xx/name-a.ogg", 3000)]),
        ),
        (
            "voices/bomb.tar.gz".to_string(),
            generate::voices(&[("yy/name-b.ogg", 4 << 20)]),
        ),
    ];
    let check: Check = Arc::new(|bytes, _| {
        let _ = lineup::app::sounds::add_voices(bytes);
        Ok(())
    });
    fuzz("voices", seeds, 1500, check);
}
