//! The documents a teacher or a contributor follows: every link leads somewhere (a file that
//! exists, a heading that is there), and every script a document tells them to run exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const DOCUMENTS: [&str; 13] = [
    "README.md",
    "CHANGELOG.md",
    "CONTRIBUTING.md",
    "ARCHITECTURE.md",
    "docs/teachers.md",
    "docs/install.md",
    "docs/computer-players.md",
    "docs/computer-players-log.md",
    "docs/performance.md",
    "themes/README.md",
    "audio/README.md",
    "packaging/README.md",
    "crates/core/tests/scenarios/README.md",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The anchors of a Markdown file's headings, as GitHub makes them.
fn anchors(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| {
            let title = line.trim_start_matches('#').trim().to_lowercase();
            title
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect()
        })
        .collect()
}

/// The targets of a document's Markdown links (`[text](target)`), code spans left out.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            if let Some(end) = rest.find(')') {
                found.push(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
    }
    found
}

/// The forge's own pages for this repository (its releases, its CI runs), reached by a
/// relative link that climbs out of the repository's files: from a document at the root,
/// `../../releases/latest` (GitHub shows `README.md` at `OWNER/REPO/blob/main/README.md`), so
/// the link holds wherever the repository is published. `None` for any other link; an error
/// for one that climbs out of the repository to anything else, or by the wrong number of
/// steps.
fn forge_page(folder: &Path, target: &str) -> Option<Result<(), String>> {
    const PAGES: [&str; 3] = ["releases", "actions", "issues"];
    let steps = target.split('/').take_while(|step| *step == "..").count();
    let depth = folder.components().count();
    if steps <= depth {
        return None;
    }
    let page = target.split('/').nth(steps).unwrap_or_default();
    Some(match (steps == depth + 2, PAGES.contains(&page)) {
        (true, true) => Ok(()),
        (false, true) => Err(format!(
            "the forge's {page} page is {} steps up from here, not {steps}",
            depth + 2
        )),
        _ => Err("climbs out of the repository to no page the forge has".into()),
    })
}

#[test]
fn a_link_to_the_forges_pages_must_climb_exactly_out_of_the_repository() {
    let root = Path::new("");
    let docs = Path::new("docs");
    assert_eq!(forge_page(root, "../../releases/latest"), Some(Ok(())));
    assert_eq!(forge_page(docs, "../../../releases/latest"), Some(Ok(())));
    assert!(matches!(
        forge_page(docs, "../../releases/latest"),
        Some(Err(_))
    ));
    assert!(matches!(forge_page(root, "../../secrets"), Some(Err(_))));
    assert_eq!(forge_page(docs, "../README.md"), None);
}

#[test]
fn every_link_in_the_documents_leads_somewhere() {
    let mut broken = Vec::new();
    for document in DOCUMENTS {
        let path = root().join(document);
        let Ok(text) = std::fs::read_to_string(&path) else {
            broken.push(format!("{document}: missing"));
            continue;
        };
        let folder = Path::new(document).parent().unwrap_or(Path::new(""));
        for target in links(&text) {
            if target.starts_with("http") || target.starts_with("mailto:") {
                continue;
            }
            if let Some(fault) = forge_page(folder, &target) {
                if let Err(fault) = fault {
                    broken.push(format!("{document}: {target}: {fault}"));
                }
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let file_path = match file {
                "" => path.clone(),
                file => root().join(folder).join(file),
            };
            if !file_path.exists() {
                broken.push(format!("{document}: {target}: no such file"));
                continue;
            }
            if !anchor.is_empty() && file_path.extension().is_some_and(|ext| ext == "md") {
                let heads = anchors(&std::fs::read_to_string(&file_path).unwrap());
                if !heads.contains(anchor) {
                    broken.push(format!("{document}: {target}: no such heading"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// `bash path/to/script` anywhere in a document: the script is there.
#[test]
fn every_script_the_documents_run_exists() {
    let mut missing = Vec::new();
    for document in DOCUMENTS {
        let Ok(text) = std::fs::read_to_string(root().join(document)) else {
            continue;
        };
        for (at, _) in text.match_indices("bash ") {
            let script: String = text[at + 5..]
                .chars()
                .take_while(|c| !c.is_whitespace() && !"`)&;|".contains(*c))
                .collect();
            let looks_like_a_path = script.contains('/') && !script.contains('<');
            if looks_like_a_path && !root().join(&script).exists() {
                missing.push(format!("{document}: bash {script}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "scripts that are not there:\n{}",
        missing.join("\n")
    );
}

/// The README's first screen is a teacher's: what Lineup is, that it is free, a game (not a
/// menu), and two ways to get it that lead somewhere: the page to play on and the newest
/// release's files, each a file the release workflow publishes, then what to do when Windows
/// warns. The two commands are still there for whoever builds it.
#[test]
fn the_readme_starts_with_what_a_teacher_needs() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let first_screen: String = readme.lines().take(40).collect::<Vec<_>>().join("\n");
    for needed in [
        "Free and open source",
        "## Get it",
        "Play in your browser](https://",
        "Download](../../releases/latest)",
        "Run anyway",
    ] {
        assert!(
            first_screen.contains(needed),
            "the README's first 40 lines lack “{needed}”"
        );
    }
    let picture = first_screen
        .split("](docs/screenshots/")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .expect("the README's first screen shows a picture");
    assert!(
        !["home.png", "setup.png"].contains(&picture),
        "the README's first picture should be a game, not the menu {picture}"
    );
    let release = std::fs::read_to_string(root().join(".github/workflows/release.yml")).unwrap();
    let published = release
        .lines()
        .skip_while(|line| !line.contains("gh release create"))
        .take_while(|line| !line.trim().is_empty())
        .collect::<String>();
    let downloads: Vec<&str> = first_screen
        .split("releases/latest/download/")
        .skip(1)
        .map(|rest| rest.split(')').next().unwrap())
        .collect();
    assert!(
        downloads.len() >= 3,
        "the first screen links the Windows, Debian and web downloads"
    );
    for file in downloads {
        assert!(
            published.contains(file),
            "README.md links {file}, which release.yml does not publish"
        );
    }
    for command in ["bash .ci/setup && cargo run --release", "bash .ci/check"] {
        assert!(readme.contains(command), "the README lost `{command}`");
    }
    assert!(root().join("LICENSE-MIT").exists() && root().join("LICENSE-APACHE").exists());
}

/// The voices' table in `audio/README.md` gives each language's clips and their size: they are
/// what is in `audio/`, so the figures never drift from the files.
#[test]
fn the_voices_table_counts_the_clips_that_are_there() {
    let text = std::fs::read_to_string(root().join("audio/README.md")).unwrap();
    let table = text
        .split(
            "| language | names, words and cheers read by | licence of the voice | clips | size |",
        )
        .nth(1)
        .expect("audio/README.md has the voices' table");
    let (mut rows, mut all_clips, mut all_bytes) = (0, 0, 0);
    for row in table
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
    {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (folder, clips, size) = (cells[1], cells[4], cells[5]);
        let mut count = 0;
        let mut bytes = 0;
        for entry in std::fs::read_dir(root().join("audio").join(folder)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|ext| ext == "ogg") {
                count += 1;
                bytes += std::fs::metadata(&path).unwrap().len();
            }
        }
        assert_eq!(
            clips,
            count.to_string(),
            "audio/README.md: the clips of {folder}"
        );
        assert_eq!(
            size,
            format!("{} KB", bytes / 1000),
            "audio/README.md: the size of {folder}"
        );
        rows += 1;
        all_clips += count;
        all_bytes += bytes;
    }
    assert_eq!(
        rows,
        lineup::look::i18n::LANGUAGES.len() + 1,
        "every language and the effects"
    );
    let in_all = format!(
        "{},{:03} files, {:.1} MB in all",
        all_clips / 1000,
        all_clips % 1000,
        all_bytes as f64 / 1e6
    );
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&in_all),
        "audio/README.md should say “{in_all}”"
    );
}

/// The long match's result in `docs/computer-players.md` is what its results file adds up to
/// (`.ci/match --summary` gives the same), so the figure cannot drift from the games played.
#[test]
fn the_long_match_is_told_as_its_results_add_up() {
    let results = std::fs::read_to_string(
        root().join("docs/matches/classic-2p-hard-medium-20000it-1th.jsonl"),
    )
    .unwrap();
    let (mut won, mut games) = (0u64, 0u64);
    for line in results.lines() {
        let chunk: serde_json::Value = serde_json::from_str(line).unwrap();
        won += chunk["wins_by_bot"]["hard"].as_u64().unwrap();
        games += chunk["games"].as_u64().unwrap();
    }
    let thousands = |n: u64| match n >= 1000 {
        true => format!("{},{:03}", n / 1000, n % 1000),
        false => n.to_string(),
    };
    let told = format!(
        "hard won **{} of {}** classic games (seeds 1–{games}), **{:.1}%",
        thousands(won),
        thousands(games),
        100.0 * won as f64 / games as f64
    );
    let text = std::fs::read_to_string(root().join("docs/computer-players.md")).unwrap();
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(&told),
        "docs/computer-players.md should say “{told}”"
    );
}

#[test]
fn about_lineup_credits_each_languages_voice_as_its_licence_asks() {
    let credits = lineup::app::about::voice_credits();
    assert_eq!(
        credits.len(),
        lineup::look::i18n::LANGUAGES.len(),
        "{credits:?}"
    );
    let voices: toml::Table =
        toml::from_str(&std::fs::read_to_string(root().join("audio/voices.toml")).unwrap())
            .unwrap();
    for language in &lineup::look::i18n::LANGUAGES {
        let voice = &voices[language.tag];
        let (_, credit) = (credits.iter())
            .find(|(name, _)| *name == language.name())
            .unwrap();
        // The credit names the engine that speaks the language today, and the voice's licence.
        let engine = match voice["engine"].as_str().unwrap() {
            "rhvoice" => "RHVoice",
            "pico" => "SVOX Pico",
            "openjtalk" => "Open JTalk",
            other => other,
        };
        assert!(credit.contains(engine), "{}: {credit}", language.tag);
        let licence = voice["licence"].as_str().unwrap();
        let short = licence.split([' ', ';']).next().unwrap().replace('-', " ");
        assert!(
            credit.replace('-', " ").contains(&short),
            "{}: {credit} should name {licence}",
            language.tag
        );
    }
    let japanese = &credits
        .iter()
        .find(|(name, _)| *name == "日本語")
        .unwrap()
        .1;
    assert!(japanese.contains("© Nagoya Institute of Technology (CC BY 3.0)"));
}

/// The pages a teacher reads.
const TEACHER_PAGES: [&str; 4] = [
    "README.md",
    "docs/teachers.md",
    "docs/install.md",
    "themes/README.md",
];

/// The one section that says what a browser does differently; every other page links to it.
const IN_A_BROWSER: &str = "## In a browser";

/// The lines of `text`, each with its number from 1, but those of the section `heading`.
fn lines_outside(text: &str, heading: &str) -> Vec<(usize, String)> {
    let mut inside = false;
    let mut kept = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with("## ") {
            inside = line == heading;
        }
        if !inside {
            kept.push((number + 1, line.to_lowercase()));
        }
    }
    kept
}

/// The section `heading` of `text`, up to the next heading of its level.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let start = text
        .find(&format!("\n{heading}\n"))
        .unwrap_or_else(|| panic!("no section “{heading}”"));
    let rest = &text[start + 1..];
    let end = rest[heading.len()..]
        .find("\n## ")
        .map_or(rest.len(), |at| at + heading.len());
    &rest[..end]
}

/// A teacher's page that says a feature is missing in a browser, outside the section that
/// says what a browser does differently, is out of date (the browser gained Print, Make a
/// board and Open a file while three pages still said it had none) or repeats the section.
#[test]
fn no_teachers_page_says_a_feature_is_missing_in_a_browser_but_the_one_section() {
    const MISSING: [&str; 7] = [
        "not in the browser",
        "not in a browser",
        "windows and linux app",
        "desktop only",
        "desktop-only",
        "only on the desktop",
        "only on a computer",
    ];
    let mut said = BTreeSet::new();
    for page in TEACHER_PAGES {
        let text = std::fs::read_to_string(root().join(page)).unwrap();
        let lines = lines_outside(&text, IN_A_BROWSER);
        // Each line with the next, so that a phrase is found across a line's end.
        for (at, (number, line)) in lines.iter().enumerate() {
            let next = lines.get(at + 1).map_or("", |(_, next)| next.as_str());
            let both = format!("{line} {next}");
            let both = both.split_whitespace().collect::<Vec<_>>().join(" ");
            for phrase in MISSING.iter().filter(|phrase| both.contains(*phrase)) {
                said.insert(format!("{page}:{number}: “{phrase}”"));
            }
        }
    }
    assert!(
        said.is_empty(),
        "say what a browser cannot do only in docs/teachers.md's “{IN_A_BROWSER}”, and link \
         to it:\n{}",
        said.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Each row of teachers.md's "In a browser" is held to what makes it true. A row that says Yes
/// names the step of the browser test that plays it (`the browser test's step 8, "The pages
/// to print"`, as `tests/web/browser.mjs` heads it, `// 8. The pages to print, …`); a row
/// that says No names the code that makes it so (`` `FOLDERS` in `crates/platform/src/files.rs` ``).
#[test]
fn every_row_of_in_a_browser_names_the_browser_tests_step_or_the_code_that_makes_it_so() {
    let teachers = std::fs::read_to_string(root().join("docs/teachers.md")).unwrap();
    let test = std::fs::read_to_string(root().join("tests/web/browser.mjs")).unwrap();
    let steps: Vec<&str> = test.lines().map(str::trim).collect();
    let (mut yes, mut no, mut wrong) = (0, 0, Vec::new());
    for row in section(&teachers, IN_A_BROWSER)
        .lines()
        .filter(|line| line.starts_with("| **"))
    {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (what, answer, known) = (cells[1], cells[2], cells[3]);
        if answer.starts_with("Yes") {
            yes += 1;
            // the browser test's step N, "Title"
            let step = known.split("step ").nth(1).unwrap_or_default();
            let (number, title) = step.split_once(", \"").unwrap_or_default();
            let title = title.trim_end_matches('"');
            let heading = format!("// {number}. {title}");
            if number.is_empty() || !steps.iter().any(|line| line.starts_with(&heading)) {
                wrong.push(format!(
                    "{what}: tests/web/browser.mjs has no step “{heading}…”"
                ));
            }
        } else if answer.starts_with("No") {
            no += 1;
            // `SYMBOL` in `FILE`
            let quoted: Vec<&str> = known.split('`').collect();
            let (symbol, file) = match quoted.as_slice() {
                [_, symbol, " in ", file, ..] => (*symbol, *file),
                _ => ("", ""),
            };
            let code = std::fs::read_to_string(root().join(file)).unwrap_or_default();
            if symbol.is_empty() || !code.contains(symbol) {
                wrong.push(format!("{what}: “{known}” is not in that file"));
            }
        } else {
            wrong.push(format!("{what}: the answer starts with neither Yes nor No"));
        }
    }
    assert!(
        yes >= 5 && no >= 2,
        "the section's table has its rows ({yes} yes, {no} no)"
    );
    assert!(
        wrong.is_empty(),
        "docs/teachers.md's “{IN_A_BROWSER}”:\n{}",
        wrong.join("\n")
    );
}

/// CONTRIBUTING's table of dependencies names every crate a crate of the workspace depends
/// on, for building, testing or only in a browser: a new one comes with why.
#[test]
fn the_dependencies_table_names_every_crate_the_workspace_depends_on() {
    let mut manifests = vec![root().join("Cargo.toml")];
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let manifest = entry.unwrap().path().join("Cargo.toml");
        if manifest.exists() {
            manifests.push(manifest);
        }
    }
    let kinds = ["dependencies", "dev-dependencies", "build-dependencies"];
    let mut used = BTreeSet::new();
    for manifest in &manifests {
        let cargo: toml::Table = std::fs::read_to_string(manifest).unwrap().parse().unwrap();
        // A crate's own tables, and each target's (`[target.'cfg(…)'.dependencies]`).
        let mut tables = vec![&cargo];
        if let Some(targets) = cargo.get("target").and_then(toml::Value::as_table) {
            tables.extend(targets.values().filter_map(toml::Value::as_table));
        }
        for table in tables {
            for kind in kinds {
                if let Some(crates) = table.get(kind).and_then(toml::Value::as_table) {
                    used.extend(crates.keys().cloned());
                }
            }
        }
    }
    assert!(used.len() > 30, "the dependencies were found: {used:?}");
    let contributing = std::fs::read_to_string(root().join("CONTRIBUTING.md")).unwrap();
    let named: BTreeSet<String> = section(&contributing, "## Dependencies")
        .lines()
        .filter(|line| line.starts_with("| "))
        .filter_map(|row| row.split('|').nth(1))
        .flat_map(|cell| cell.split(|c: char| !(c.is_alphanumeric() || "-_".contains(c))))
        .map(String::from)
        .collect();
    let missing: Vec<&String> = used.iter().filter(|name| !named.contains(*name)).collect();
    assert!(
        missing.is_empty(),
        "CONTRIBUTING.md's table of dependencies does not say what these are for: {missing:?}"
    );
}

/// Every picture in docs/screenshots is listed in its README and made by `.ci/screenshots`
/// (so that all of them can be made again after a change a teacher would see, and none shows
/// an older Lineup than the rest); the script makes no picture that is not listed.
#[test]
fn every_screenshot_is_listed_and_made_again_by_one_script() {
    let folder = root().join("docs/screenshots");
    let listed = std::fs::read_to_string(folder.join("README.md")).unwrap();
    let script = std::fs::read_to_string(root().join(".ci/screenshots")).unwrap();
    let mut pictures = BTreeSet::new();
    for entry in std::fs::read_dir(&folder).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if let Some(stem) = name.strip_suffix(".png") {
            pictures.insert(stem.to_string());
        }
    }
    assert!(pictures.len() > 20, "the pictures were found: {pictures:?}");
    // What the script names: `shot NAME …`, `$out/NAME` and `letters-$language` for each of
    // its languages.
    let mut made = BTreeSet::new();
    for line in script
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#'))
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(name) = words
            .iter()
            .position(|word| *word == "shot")
            .and_then(|at| words.get(at + 1))
        {
            made.insert(name.to_string());
        }
        for piece in line.split("$out/").skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '-')
                .collect();
            made.insert(name.trim_end_matches('-').to_string());
        }
        if let Some(languages) = line
            .strip_prefix("for language in ")
            .and_then(|rest| rest.strip_suffix("; do"))
        {
            made.extend(
                languages
                    .split_whitespace()
                    .map(|tag| format!("letters-{tag}")),
            );
        }
    }
    // The picture the browser's script takes.
    let browser = std::fs::read_to_string(root().join("tests/web/shoot.mjs")).unwrap();
    for piece in browser.split("shot(\"").skip(1) {
        made.insert(piece.split('"').next().unwrap().to_string());
    }
    let unmade: Vec<_> = pictures
        .iter()
        .filter(|name| !made.contains(*name))
        .collect();
    assert!(
        unmade.is_empty(),
        ".ci/screenshots does not make these: {unmade:?}"
    );
    let unlisted: Vec<_> = pictures
        .iter()
        .filter(|name| !listed.contains(&format!("({name}.png)")))
        .collect();
    assert!(
        unlisted.is_empty(),
        "docs/screenshots/README.md does not list these: {unlisted:?}"
    );
    let missing: Vec<_> = made
        .iter()
        .filter(|name| !name.contains('$') && !name.is_empty() && !pictures.contains(*name))
        .collect();
    assert!(
        missing.is_empty(),
        ".ci/screenshots makes pictures that are not kept: {missing:?}"
    );
}
