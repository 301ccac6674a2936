//! The shape of the house where the compiler cannot see it, read from the code itself (parsed,
//! not searched as text): the crates hold the big seams (the rules, the computer players and
//! the platform and the data know nothing of the app, and `.ci/check`'s `cargo tree` keeps any
//! window out of the core's, the bots' and the data's builds), the screen contract is a trait
//! the compiler holds, and this checks what lies inside the app's crate: the App stays a thin
//! router, its modules depend on each other without a cycle, the layers stand on each other
//! one way, the screens reach the machine (clock, threads, files) only through
//! `lineup-platform`, and only that crate and the browser's entry say which target they are
//! built for.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

use crate::common;

fn sources(folder: &str) -> Vec<PathBuf> {
    common::rust_files(folder)
}

/// A file's code, parsed.
fn parsed(path: &Path) -> syn::File {
    let source = std::fs::read_to_string(path).unwrap();
    syn::parse_file(&source).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every path a file's code names, as its segments: each `use` tree spread out
/// (`use crate::{a, b::C}` gives `crate::a` and `crate::b::C`), and every path in an
/// expression, a type or a pattern (`crate::app::tasks::off_the_window`). Comments are not code.
#[derive(Default)]
struct Paths(Vec<Vec<String>>, Vec<String>);

impl Paths {
    fn of(path: &Path) -> Vec<Vec<String>> {
        Paths::with_children(path).0
    }

    /// The paths, and the file's own child modules (`mod view;`).
    fn with_children(path: &Path) -> Paths {
        let mut paths = Paths::default();
        paths.visit_file(&parsed(path));
        paths
    }

    fn spread(&mut self, prefix: &[String], tree: &syn::UseTree) {
        let with = |name: &syn::Ident| [prefix, &[name.to_string()]].concat();
        match tree {
            syn::UseTree::Path(path) => self.spread(&with(&path.ident), &path.tree),
            syn::UseTree::Name(name) => self.0.push(with(&name.ident)),
            syn::UseTree::Rename(rename) => self.0.push(with(&rename.ident)),
            syn::UseTree::Glob(_) => self.0.push(prefix.to_vec()),
            syn::UseTree::Group(group) => group
                .items
                .iter()
                .for_each(|tree| self.spread(prefix, tree)),
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        // A module written inline is the file's tests: its `super` is the file itself. A
        // module in a file of its own is the file's child.
        if module.content.is_none() {
            self.1.push(module.ident.to_string());
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.spread(&[], &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.0
            .push(path.segments.iter().map(|s| s.ident.to_string()).collect());
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        // A macro's own path (`crate::t!`, `line!`), and the paths in its arguments where they
        // parse as expressions.
        self.visit_path(&mac.path);
        let parsed = mac.parse_body_with(
            syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated,
        );
        if let Ok(arguments) = parsed {
            arguments
                .iter()
                .for_each(|argument| self.visit_expr(argument));
        }
    }
}

/// The files of `src/app` that add to the App itself (an `impl App` block).
fn app_files() -> BTreeSet<PathBuf> {
    let is_app = |item: &syn::Item| match item {
        syn::Item::Impl(block) => match &*block.self_ty {
            syn::Type::Path(ty) => ty.path.is_ident("App"),
            _ => false,
        },
        _ => false,
    };
    (sources("src/app").into_iter())
        .filter(|path| parsed(path).items.iter().any(is_app))
        .collect()
}

/// The app's module a file belongs to: `table` for `src/app/table/view.rs`; `app` for the App
/// itself (`mod.rs`, and every file with an `impl App`).
fn module_of(path: &Path, app: &BTreeSet<PathBuf>) -> String {
    if app.contains(path) {
        return "app".to_string();
    }
    let inside = path.strip_prefix("src/app").unwrap();
    let first = inside.components().next().unwrap().as_os_str();
    first.to_str().unwrap().trim_end_matches(".rs").to_string()
}

/// Which of the app's modules each module's files name.
fn app_graph() -> BTreeMap<String, BTreeSet<String>> {
    let app = app_files();
    let files = sources("src/app");
    let modules: BTreeSet<String> = files.iter().map(|path| module_of(path, &app)).collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in &files {
        let from = module_of(path, &app);
        // `super::` from a file at the top of `src/app` is the app; from a folder's `mod.rs`
        // too; from a folder's other files, `super::super::` is.
        let depth = path.strip_prefix("src/app").unwrap().components().count();
        let in_folder_root = path.file_name() == Some("mod.rs".as_ref());
        let app_prefix: Vec<&str> = match (depth, in_folder_root) {
            (1, _) | (2, true) => vec!["super"],
            _ => vec!["super", "super"],
        };
        let edges = graph.entry(from.clone()).or_default();
        let Paths(paths, children) = Paths::with_children(path);
        for named in paths {
            let named: Vec<&str> = named.iter().map(String::as_str).collect();
            let rest = if named.starts_with(&["crate", "app"]) {
                &named[2..]
            } else if named.starts_with(&app_prefix)
                && !named.starts_with(&[&app_prefix[..], &["super"]].concat())
            {
                &named[app_prefix.len()..]
            } else {
                // A module of the app named bare, as a file's own `use` brought it.
                &named[..]
            };
            let bare = rest.len() == named.len();
            let to = match rest {
                // A local name (a variable, a function of the file's own), or the file's own
                // child module: no module of the app.
                [_] if bare => continue,
                [first, ..] if bare && children.iter().any(|child| child == first) => continue,
                // A child module of the app, however it is reached.
                [first, ..] if modules.contains(*first) => first.to_string(),
                // A name of the App's own module (`App`, `Message`, `Screen`, its macro).
                [_, ..] if !bare => "app".to_string(),
                _ => continue,
            };
            if to != from {
                edges.insert(to);
            }
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
        graph["app"].contains("table") && graph["table"].contains("screen"),
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

/// The App keeps only what crosses screens: at most 4 files add to it, it answers at most 14
/// messages of its own, and none of its fields is reached from outside.
#[test]
fn the_app_is_a_thin_router() {
    let files = app_files();
    assert!(files.contains(Path::new("src/app/mod.rs")), "{files:?}");
    assert!(
        files.len() <= 4,
        "the App grows in {} files: {files:?}",
        files.len()
    );
    let app = parsed(Path::new("src/app/mod.rs"));
    let messages = (app.items.iter()).find_map(|item| match item {
        syn::Item::Enum(list) if list.ident == "Message" => Some(list.variants.len()),
        _ => None,
    });
    let messages = messages.expect("the App's Message");
    assert!(
        messages <= 14,
        "the App answers {messages} messages of its own"
    );
    let fields = (app.items.iter()).find_map(|item| match item {
        syn::Item::Struct(app) if app.ident == "App" => Some(&app.fields),
        _ => None,
    });
    let fields = fields.expect("the App");
    assert!(fields.len() > 5, "the App's fields were found");
    for field in fields {
        assert!(
            matches!(field.vis, syn::Visibility::Inherited),
            "App::{} is reached from outside",
            field.ident.as_ref().unwrap()
        );
    }
}

/// The crate's own top modules a folder's code names (`crate::look::style`, and a macro of
/// the look, `t!` or `line!`).
fn layers_named(folder: &str) -> BTreeSet<String> {
    let layers = ["app", "cli", "look", "print"];
    let mut named = BTreeSet::new();
    for path in sources(folder) {
        for used in Paths::of(&path) {
            match used.as_slice() {
                [krate, layer, ..] if krate == "crate" && layers.contains(&layer.as_str()) => {
                    named.insert(layer.clone());
                }
                [krate, look_macro]
                    if krate == "crate" && ["t", "line"].contains(&look_macro.as_str()) =>
                {
                    named.insert("look".to_string());
                }
                _ => {}
            }
        }
    }
    named
}

/// Inside the app's crate the layers stand on each other one way: the look knows no screen,
/// the pages to print stand on the look and never on the screens, the screens on both, and
/// the command line on all. (The crates below, the data with no window among them, are held
/// by the compiler and `.ci/check`'s `cargo tree`.)
#[test]
fn the_layers_stand_on_each_other_one_way() {
    let below: [(&str, &[&str]); 3] = [
        ("src/look", &[]),
        ("src/print", &["look"]),
        ("src/app", &["look", "print"]),
    ];
    for (folder, allowed) in below {
        let named = layers_named(folder);
        assert!(!named.is_empty(), "{folder}: its imports were found");
        for name in &named {
            assert!(
                allowed.contains(&name.as_str()) || folder.ends_with(name.as_str()),
                "{folder} names crate::{name}: it may stand only on {allowed:?}"
            );
        }
    }
}

/// The parts of `std` a file names: `fs` for `std::fs::read`, and for `use std::{fs, thread}`.
fn std_modules(path: &Path) -> BTreeSet<String> {
    (Paths::of(path).into_iter())
        .filter(|used| used.len() > 1 && used[0] == "std")
        .map(|used| used[1].clone())
        .collect()
}

#[test]
fn the_screens_reach_the_clock_threads_and_files_only_through_the_platform() {
    for path in sources("src/app") {
        let named = std_modules(&path);
        for machine in ["time", "thread", "fs"] {
            assert!(
                !named.contains(machine),
                "{}: std::{machine} in the app: reach it through lineup_platform",
                path.display()
            );
        }
        let mut macros = Paths::default();
        macros.visit_file(&parsed(&path));
        assert!(
            !(macros.0.iter()).any(|used| used.last().is_some_and(|name| name == "thread_local")),
            "{}",
            path.display()
        );
    }
}

#[test]
fn the_rules_core_opens_no_file() {
    let files = sources("crates/core/src");
    assert!(files.len() > 30, "the core's sources were found");
    for path in files {
        assert!(
            !std_modules(&path).contains("fs"),
            "{}: the rules core checks the text and bytes it is given; the data crate opens \
             files (crates/data/src/read.rs, pictures/)",
            path.display()
        );
    }
}

#[test]
fn std_is_seen_however_it_is_imported() {
    let folder = common::temp_folder("std-seen");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("seen.rs");
    std::fs::write(
        &file,
        "use std::{fs, thread::spawn};\nfn f() { let t = std::time::Instant::now(); }\n// std::env\n",
    )
    .unwrap();
    assert_eq!(
        std_modules(&file),
        ["fs", "thread", "time"].map(String::from).into()
    );
}

#[test]
fn only_the_platform_and_the_browsers_entry_say_which_target_they_run_on() {
    let mut files = sources("src");
    for folder in ["crates/core/src", "crates/bots/src", "tests"] {
        files.extend(sources(folder));
    }
    assert!(files.len() > 100, "the sources were found: {}", files.len());
    let browser = format!("target_arch = \"{}\"", "wasm32");
    for path in files {
        let source = std::fs::read_to_string(&path).unwrap();
        let code: Vec<&str> = (source.lines())
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect();
        assert!(
            !code.iter().any(|line| line.contains(&browser)),
            "{}: a browser-only branch outside crates/platform and crates/web",
            path.display()
        );
    }
}
