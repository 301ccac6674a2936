//! The documents a teacher or a contributor follows: every link leads somewhere (a file that
//! exists, a heading that is there), and every script a document tells them to run exists.

use std::collections::BTreeSet;
use std::path::Path;

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

use crate::common::root;

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
