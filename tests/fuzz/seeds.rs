//! The seed corpus (the repository's own files), temporary folders, and playing a short game
//! on what a file gives.

use super::*;

pub(crate) fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// The `*.toml` files of these repository folders, sorted.
pub(crate) fn corpus(folders: &[&str]) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    for folder in folders {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(repo(folder))
            .unwrap_or_else(|error| panic!("{folder}: {error}"))
            .filter_map(|entry| Some(entry.ok()?.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
            .collect();
        paths.sort();
        for path in paths {
            let name = format!("{folder}/{}", path.file_name().unwrap().to_string_lossy());
            files.push((name, std::fs::read(&path).expect("a seed file")));
        }
    }
    files
}

/// An empty folder of this test's own.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("lineup-fuzz-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a scratch folder");
    folder
}

pub(crate) fn next(state: &mut u64) -> u64 {
    // splitmix64: enough to pick moves, and the same everywhere.
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays up to [`MOVES`] random legal moves; every one must be accepted, and the game must
/// keep its invariants.
pub(crate) fn play_on(mut game: Game, seed: u64) -> Result<(), String> {
    let mut state = seed;
    for _ in 0..MOVES {
        if game.is_over() {
            break;
        }
        let moves: Vec<_> = game
            .legal_actions()
            .into_iter()
            .filter(|(_, action)| action.is_move())
            .collect();
        if moves.is_empty() {
            return Err(format!("turn {}: no legal move, yet not over", game.turn()));
        }
        let (seat, action) = moves[(next(&mut state) % moves.len() as u64) as usize];
        if let Err(error) = game.apply(seat, action) {
            return Err(format!(
                "the legal {action:?} of seat {seat} was refused: {error}"
            ));
        }
    }
    match game.invariants() {
        broken if broken.is_empty() => Ok(()),
        broken => Err(format!(
            "after {} turns: {}",
            game.turn(),
            broken.join("; ")
        )),
    }
}

/// A short game at the smallest and the largest table the rules allow.
pub(crate) fn play_a_little(rules: Arc<RuleSet>, seed: u64) -> Result<(), String> {
    let counts = rules.player_counts();
    let mut tables: Vec<u8> = counts
        .first()
        .into_iter()
        .chain(counts.last())
        .copied()
        .collect();
    tables.dedup();
    for players in tables {
        if let Ok(game) = Game::new(rules.clone(), &GameConfig::new(players, seed)) {
            play_on(game, seed)?;
        }
    }
    Ok(())
}

/// The theme's rules as the app builds them: by default, with options chosen from `seed`, and
/// in a language it has words for.
pub(crate) fn play_theme(library: &Library, theme: &Theme, seed: u64) -> Result<(), String> {
    let mut chosen = BTreeMap::new();
    for (n, option) in theme.rules().options().iter().enumerate() {
        if !option.choices.is_empty() {
            let pick = (seed >> (n % 64)) as usize % option.choices.len();
            chosen.insert(option.id.clone(), option.choices[pick].0.clone());
        }
    }
    let language = theme.languages().next().unwrap_or("en").to_string();
    for (options, language) in [(BTreeMap::new(), "en"), (chosen, language.as_str())] {
        if let Ok(rules) = library.rules(theme, &options, language, &[]) {
            play_a_little(rules, seed)?;
        }
    }
    Ok(())
}

/// The letters game on this board: with every letter, and with the ones a class meets first.
pub(crate) fn play_alphabet(
    library: &Library,
    alphabet: &Alphabet,
    seed: u64,
) -> Result<(), String> {
    let _ = alphabet.clips();
    let _ = lineup::look::fonts::undrawn(alphabet);
    let theme = library.get("letters").expect("the built-in letters theme");
    for letters in [Vec::new(), alphabet.first.clone()] {
        if let Ok(rules) = theme.on_board(&BTreeMap::new(), alphabet, &letters) {
            play_a_little(rules, seed)?;
        }
    }
    Ok(())
}

/// Reads a file as the app reads a themes folder's file, and as a theme and as a letters board;
/// plays on whatever reads well.
pub(crate) fn theme_or_board(folder: PathBuf, library: Arc<Library>) -> Check {
    Arc::new(move |bytes, seed| {
        let path = folder.join("fuzzed.toml");
        std::fs::write(&path, bytes).map_err(|error| error.to_string())?;
        let loaded = lineup::data::read::load(&path);
        if std::str::from_utf8(bytes).is_err() && loaded.is_ok() {
            return Err("a file that is not UTF-8 was read".into());
        }
        let text = String::from_utf8_lossy(bytes);
        if let Ok(theme) = Theme::parse(&text, "fuzzed.toml") {
            play_theme(&library, &theme, seed)?;
        }
        if let Ok(alphabet) = Alphabet::parse(&text, "fuzzed.toml") {
            play_alphabet(&library, &alphabet, seed)?;
        }
        Ok(())
    })
}
