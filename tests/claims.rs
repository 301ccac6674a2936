//! What the pages claim, held to what makes it true: what a browser does differently (said in
//! one section of the teachers' guide, each row held to the browser test's step or to the code),
//! the table of dependencies (to the manifests), and the pictures (each made again by
//! `.ci/screenshots` and listed).

use std::collections::BTreeSet;

use crate::common::root;

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
