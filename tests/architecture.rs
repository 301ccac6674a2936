//! The shape of the house, where the compiler cannot see it: the crates hold the big seams
//! (the rules, the computer players and the platform know nothing of the app), and this checks
//! what lies inside one crate: the app's modules depend on each other without a cycle, the data
//! layer names no window library, every screen answers a message in the same words, the
//! screens reach the machine (clock, threads, files) only through `lineup-platform`, and only
//! that crate and the browser's entry say which target they are built for.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::common;

fn sources(folder: &str) -> Vec<PathBuf> {
    common::rust_files(folder)
}

/// The app's module a file belongs to: `table` for `src/app/table/view.rs`; `app` for the
/// app itself (`mod.rs` and the files that add to `App`: `persist.rs`, `language.rs`,
/// `printing.rs`, `served.rs`, `listen.rs`).
fn module_of(path: &Path) -> String {
    let inside = path.strip_prefix("src/app").unwrap();
    let first = inside.components().next().unwrap().as_os_str();
    let first = first.to_str().unwrap().trim_end_matches(".rs");
    match first {
        "mod" | "persist" | "language" | "printing" | "served" | "listen" => "app".to_string(),
        other => other.to_string(),
    }
}

/// The names a path written after `prefix` reaches: `crate::app::{style, ui::Ui}` reaches
/// `style` and `ui`.
fn names_after(source: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in source.match_indices(prefix) {
        let rest = &source[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                let name = item.trim().split("::").next().unwrap_or("").trim();
                names.push(name.to_string());
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(name);
        }
    }
    names
}

/// Which of the app's modules each module's files name.
fn app_graph() -> BTreeMap<String, BTreeSet<String>> {
    let files = sources("src/app");
    let modules: BTreeSet<String> = files.iter().map(|path| module_of(path)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &files {
        let from = module_of(path);
        let source = std::fs::read_to_string(path).unwrap();
        // Only code: a doc comment may name what it does not use.
        let code: String = source
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let top_level = path.parent() == Some(Path::new("src/app"));
        let mut named = names_after(&code, "crate::app::");
        if top_level {
            named.extend(names_after(&code, "super::"));
        } else {
            named.extend(names_after(&code, "super::super::"));
        }
        let edges = graph.entry(from.clone()).or_default();
        for name in named {
            let to = match name.chars().next() {
                Some(c) if c.is_uppercase() => "app".to_string(),
                _ => name,
            };
            if to != from && modules.contains(&to) {
                edges.insert(to);
            }
        }
        // A module's own children and the names it imported are written bare: `table::Table`.
        for module in &modules {
            let bare = format!("{module}::");
            let written_bare = code.match_indices(&bare).any(|(at, _)| {
                !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':')
            });
            if written_bare && *module != from {
                edges.insert(module.clone());
            }
        }
        if code.contains("crate::data") {
            edges.insert("data".to_string());
        }
        if code.contains("t!(") && from != "i18n" {
            edges.insert("i18n".to_string());
        }
        if code.contains("line![") && from != "style" {
            edges.insert("style".to_string());
        }
    }
    graph
}

/// A cycle in `graph`, if there is one, as the modules on it.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut found = path[at..].to_vec();
            found.push(node.to_string());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(found) = visit(node, graph, &mut Vec::new(), &mut done) {
            return Some(found);
        }
    }
    None
}

#[test]
fn the_apps_modules_depend_on_each_other_without_a_cycle() {
    let graph = app_graph();
    assert!(graph.len() > 8, "the app's modules were found: {graph:?}");
    assert!(
        graph["table"].contains("data")
            && graph["app"].contains("table")
            && graph["setup"].contains("style"),
        "the graph sees the app's imports: {graph:?}"
    );
    assert_eq!(cycle(&graph), None, "{graph:#?}");
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    assert_eq!(cycle(&graph), None);
    graph.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}

/// The crate's own modules a folder's code names (`crate::look::style`, `use crate::{app,
/// data}`, and `$crate::` in its macros).
fn layers_named(folder: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    let files = match folder.ends_with(".rs") {
        true => vec![PathBuf::from(folder)],
        false => sources(folder),
    };
    for path in files {
        let code = code_of(&path);
        named.extend(names_after(&code, "crate::"));
        let macro_named = |name: &str| {
            (code.match_indices(name))
                .any(|(at, _)| !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_'))
        };
        if macro_named("t!(") || macro_named("line![") {
            named.insert("look".to_string());
        }
    }
    let layers = [
        "app", "board", "cli", "data", "files", "look", "pictures", "print",
    ];
    named.retain(|name| layers.contains(&name.as_str()));
    named
}

#[test]
fn the_layers_stand_on_each_other_one_way() {
    // What each layer may stand on: the screens on all but the command line, the pages to print
    // and the look beside them never on the screens.
    let below: [(&str, &[&str]); 6] = [
        ("src/data", &[]),
        ("src/files.rs", &["pictures"]),
        ("src/board", &["data", "files", "pictures"]),
        ("src/look", &["data", "pictures"]),
        ("src/print", &["data", "look", "pictures"]),
        (
            "src/app",
            &["board", "data", "files", "look", "pictures", "print"],
        ),
    ];
    for (folder, allowed) in below {
        let named = layers_named(folder);
        assert!(
            folder == "src/data" || !named.is_empty(),
            "{folder}: its imports were found"
        );
        for name in &named {
            assert!(
                allowed.contains(&name.as_str())
                    || folder.trim_end_matches(".rs").ends_with(name.as_str()),
                "{folder} names crate::{name}: it may stand only on {allowed:?}"
            );
        }
    }
}

#[test]
fn the_data_layer_names_no_window_library() {
    for path in sources("src/data") {
        let source = std::fs::read_to_string(&path).unwrap();
        for library in ["iced", "rodio", "fluent", "crate::app", "crate::look"] {
            assert!(
                !source.contains(library),
                "{} names {library}: the data layer stands below the screens",
                path.display()
            );
        }
    }
}

/// The code of a file, without its comments (a comment may name what the code does not use).
fn code_of(path: &Path) -> String {
    let source = std::fs::read_to_string(path).unwrap();
    (source.lines())
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The parts of `std` a file names: `fs` for `std::fs::read`, and for `use std::{fs, thread}`.
fn std_modules(code: &str) -> BTreeSet<String> {
    names_after(code, "std::").into_iter().collect()
}

#[test]
fn the_screens_reach_the_clock_threads_and_files_only_through_the_platform() {
    for path in sources("src/app") {
        let code = code_of(&path);
        let named = std_modules(&code);
        for machine in ["time", "thread", "fs"] {
            assert!(
                !named.contains(machine),
                "{}: std::{machine} in the app: reach it through lineup_platform",
                path.display()
            );
        }
        assert!(!code.contains("thread_local!"), "{}", path.display());
    }
}

#[test]
fn the_rules_core_opens_no_file() {
    let files = sources("crates/core/src");
    assert!(files.len() > 30, "the core's sources were found");
    for path in files {
        let named = std_modules(&code_of(&path));
        assert!(
            !named.contains("fs"),
            "{}: the rules core checks the text and bytes it is given; the app opens files \
             (src/files.rs, src/pictures/)",
            path.display()
        );
    }
}

#[test]
fn std_is_seen_however_it_is_imported() {
    let named = std_modules("use std::{fs, thread::spawn};\nlet t = std::time::Instant::now();");
    assert_eq!(named, ["fs", "thread", "time"].map(String::from).into());
}

#[test]
fn only_the_platform_and_the_browsers_entry_say_which_target_they_run_on() {
    let mut files = sources("src");
    for folder in ["crates/core/src", "crates/bots/src", "tests"] {
        files.extend(sources(folder));
    }
    assert!(files.len() > 100, "the sources were found: {}", files.len());
    for path in files {
        let code = code_of(&path);
        assert!(
            !code.contains(&format!("target_arch = \"{}\"", "wasm32")),
            "{}: a browser-only branch outside crates/platform and crates/web",
            path.display()
        );
    }
}

/// Every screen answers its messages in the same words: `update` gives back the work it
/// starts and what the app should know, `(Task<Message>, Option<Event>)`, so the app routes
/// each screen the same way.
#[test]
fn every_screen_answers_its_messages_with_its_work_and_an_event() {
    let contract = "-> (Task<Message>, Option<Event>)";
    let mut screens = 0;
    let mut other = Vec::new();
    for path in sources("src/app") {
        // The app's own update, which routes them, is not a screen's.
        if module_of(&path) == "app" {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for line in source
            .lines()
            .filter(|line| line.contains("pub fn update("))
        {
            screens += 1;
            if !line.contains(contract) {
                other.push(format!("{}: {}", path.display(), line.trim()));
            }
        }
    }
    assert!(screens >= 5, "the screens' updates are found ({screens})");
    assert!(
        other.is_empty(),
        "these screens answer otherwise than `{contract}`:\n{}",
        other.join("\n")
    );
}
