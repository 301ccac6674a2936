//! What a school downloads: the Debian package a contributor builds is the one CI checks (both
//! build it with `packaging/deb.sh`, and no other file runs `cargo deb` with options of its
//! own); the project's address is written once; a release's version is the same everywhere;
//! the desktop entry, the metainfo, the Windows installer and the web page speak every language;
//! the X servers that check the windows stay up between their clients.

use std::path::Path;

/// The one command that builds the package.
const BUILD: &str = "bash packaging/deb.sh";

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The commands a shell script runs: its lines without comments.
fn commands(script: &str) -> Vec<&str> {
    script
        .lines()
        .map(|line| line.split('#').next().unwrap_or_default().trim())
        .filter(|line| !line.is_empty())
        .collect()
}

#[test]
fn the_guides_and_ci_build_the_package_with_the_same_command() {
    assert!(
        read("CONTRIBUTING.md").contains(BUILD),
        "CONTRIBUTING.md should build the package with `{BUILD}`, as CI does"
    );
    assert!(
        read("packaging/README.md").contains(BUILD),
        "packaging/README.md should build the package with `{BUILD}`"
    );
    let check = read("packaging/check-deb");
    assert!(
        commands(&check).iter().any(|line| line.contains(BUILD)),
        "packaging/check-deb should build the package it checks with `{BUILD}`"
    );
    assert!(
        commands(&read(".ci/check"))
            .iter()
            .any(|line| line.contains("bash packaging/check-deb")),
        ".ci/check should check the package with packaging/check-deb"
    );
}

#[test]
fn only_the_package_script_runs_cargo_deb() {
    assert!(
        commands(&read("packaging/deb.sh"))
            .iter()
            .any(|line| line.contains("cargo deb ")),
        "packaging/deb.sh builds the package with cargo deb"
    );
    let mut files = vec!["README.md".to_string(), "Cargo.toml".to_string()];
    for folder in [".ci", "packaging", "docs"] {
        let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
        for entry in std::fs::read_dir(&full).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                let name = path.file_name().unwrap().to_string_lossy();
                files.push(format!("{folder}/{name}"));
            }
        }
    }
    for file in files.iter().filter(|file| *file != "packaging/deb.sh") {
        let text = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
        assert!(
            !String::from_utf8_lossy(&text).contains("cargo deb"),
            "{file} runs `cargo deb` itself: call `{BUILD}` instead, so that its package is the \
             one the README gives and CI checks"
        );
    }
}

/// A field of Cargo.toml's `[workspace.package]`.
fn workspace_field(name: &str) -> String {
    let cargo: toml::Table = read("Cargo.toml").parse().unwrap();
    cargo["workspace"]["package"][name]
        .as_str()
        .unwrap_or_else(|| panic!("Cargo.toml: [workspace.package] has no {name}"))
        .to_string()
}

/// Lineup's address is written once, in Cargo.toml (`homepage`, `repository`): the page to
/// play on, the metainfo a software centre shows, the README's first link and the app's id
/// all follow it, so moving the project to another owner is one edit that this test follows.
#[test]
fn the_page_the_metainfo_and_the_readme_name_the_same_home() {
    let homepage = workspace_field("homepage");
    let repository = workspace_field("repository");
    let (owner, name) = repository
        .strip_prefix("https://github.com/")
        .and_then(|path| path.split_once('/'))
        .expect("repository is https://github.com/OWNER/REPO");
    assert_eq!(
        homepage,
        format!("https://{owner}.github.io/{name}/"),
        "the homepage is the forge's page for the repository, where pages.yml publishes"
    );
    let id = format!("io.github.{owner}.{name}").to_lowercase();
    let metainfo_path = format!("packaging/{id}.metainfo.xml");
    let metainfo = read(&metainfo_path);
    assert!(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("packaging/{id}.desktop"))
            .exists()
    );
    for needed in [
        format!("<id>{id}</id>"),
        format!("<launchable type=\"desktop-id\">{id}.desktop</launchable>"),
        format!("<url type=\"homepage\">{homepage}</url>"),
        format!("<url type=\"bugtracker\">{repository}/issues</url>"),
        format!("<url type=\"vcs-browser\">{repository}</url>"),
    ] {
        assert!(metainfo.contains(&needed), "{metainfo_path} lacks {needed}");
    }
    let shots = format!("https://raw.githubusercontent.com/{owner}/{name}/main/");
    for image in metainfo.split("<image>").skip(1) {
        let url = image.split("</image>").next().unwrap();
        let file = url
            .strip_prefix(&shots)
            .unwrap_or_else(|| panic!("{metainfo_path}: screenshot {url} is not under {shots}"));
        assert!(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(file).exists(),
            "{metainfo_path}: screenshot {file} is not in the repository"
        );
    }
    assert!(
        read("README.md").contains(&format!("]({homepage})")),
        "README.md should link the page to play on, {homepage}"
    );
}

/// A release is refused unless its tag, Cargo.toml's version, CHANGELOG.md's newest release
/// and the metainfo's all agree (`packaging/release_notes.py check`, which the release
/// workflow runs on the tag).
#[test]
fn a_release_is_refused_unless_the_tag_and_every_version_agree() {
    let check = |tag: Option<&str>| {
        let mut command = std::process::Command::new("python3");
        command
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["packaging/release_notes.py", "check"]);
        command.args(tag);
        command.output().expect("python3 runs")
    };
    let agreed = check(None);
    assert!(
        agreed.status.success(),
        "{}",
        String::from_utf8_lossy(&agreed.stderr)
    );
    // (The right tag is tried in a copy, below: here the guides may still say that the first
    // release is to come, which refuses it.)
    let version = workspace_field("version");
    let wrong = check(Some("v0.0.0-not-this"));
    assert!(
        !wrong.status.success(),
        "a tag of another version was accepted"
    );
    let said = String::from_utf8_lossy(&wrong.stderr);
    assert!(
        said.contains("v0.0.0-not-this") && said.contains(&version),
        "the refusal should name the tag and the version: {said}"
    );
}

/// Until the first release is out, the README and the guides say so under their links, each
/// such sentence marked `<!-- until the first release -->`. A release (a tag without "-") is
/// refused while one is left, naming the file and line to delete; a pre-release, and the check
/// without a tag, pass. `prepare` dates the release the day it is prepared. Tried in a copy
/// of what the script reads, so that the repository's own marks do not matter.
#[test]
fn a_release_is_refused_while_a_guide_says_the_first_release_is_to_come() {
    let copy = std::env::temp_dir().join(format!("lineup-release-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    std::fs::create_dir_all(copy.join("packaging")).unwrap();
    let script = copy.join("packaging/release_notes.py");
    std::fs::write(&script, read("packaging/release_notes.py")).unwrap();
    let write = |file: &str, text: &str| std::fs::write(copy.join(file), text).unwrap();
    write(
        "packaging/io.github.lineupclass.lineup.metainfo.xml",
        "<component>\n  <releases>\n  </releases>\n</component>\n",
    );
    let run = |args: &[&str]| {
        let out = std::process::Command::new("python3")
            .arg(&script)
            .args(args)
            .output()
            .expect("python3 runs");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let version = |number: &str| {
        write(
            "Cargo.toml",
            &format!("[workspace.package]\nversion = \"{number}\"\n"),
        );
        write(
            "CHANGELOG.md",
            &format!("## {number} (2000-01-01)\n\n- Something new.\n"),
        );
        let (prepared, said) = run(&["prepare"]);
        assert!(prepared, "{said}");
    };
    let marked = "# Lineup\n\n<!-- until the first release -->\nThe first release is on its way.\n\
                  \nEach such line is marked `<!-- until the first release -->`.\n";
    write("README.md", marked);

    version("0.2.0");
    let changelog = std::fs::read_to_string(copy.join("CHANGELOG.md")).unwrap();
    assert!(
        !changelog.contains("2000-01-01"),
        "prepare dates the release today: {changelog}"
    );
    assert!(run(&["check"]).0, "the check without a tag passes");
    let (passed, said) = run(&["check", "v0.2.0"]);
    assert!(
        !passed,
        "a release was made while the README said it was to come"
    );
    assert!(
        said.contains("README.md:3") && said.contains("delete"),
        "the refusal names the file and line to delete: {said}"
    );
    assert!(
        !said.contains("README.md:6"),
        "the mark named in a code span is no mark: {said}"
    );
    version("0.2.0-rc.1");
    let (passed, said) = run(&["check", "v0.2.0-rc.1"]);
    assert!(passed, "a pre-release passes with the marks: {said}");
    version("0.2.0");
    write("README.md", "# Lineup\n");
    let (passed, said) = run(&["check", "v0.2.0"]);
    assert!(passed, "the release passes once the marks are gone: {said}");
    let _ = std::fs::remove_dir_all(&copy);
}

/// IIS refuses to send a file whose kind it does not know (HTTP 404.3): the web folder's
/// `web.config` names each kind the page needs that IIS may not know (the app, the manifest,
/// the scripts' fonts as web.sh copies them, the voices), `web.sh` puts it beside the page,
/// and the service worker leaves it out of what it keeps, since IIS never sends it.
#[test]
fn an_iis_server_is_told_every_kind_of_file_the_page_needs() {
    let mut kinds = vec![
        (".wasm".to_string(), "application/wasm"),
        (".webmanifest".to_string(), "application/manifest+json"),
        (".gz".to_string(), "application/gzip"),
    ];
    // The fonts web.sh copies beside the page: `    "FILE" for [...]` in src/look/fonts.rs.
    for line in read("src/look/fonts.rs").lines() {
        let Some(file) = line
            .strip_prefix("    \"")
            .and_then(|rest| rest.split_once("\" for ["))
        else {
            continue;
        };
        let extension = format!(".{}", file.0.rsplit('.').next().unwrap());
        let kind = match extension.as_str() {
            ".ttf" => "font/ttf",
            ".otf" => "font/otf",
            other => panic!("web.config: what type is a {other} font?"),
        };
        if !kinds.iter().any(|(known, _)| *known == extension) {
            kinds.push((extension, kind));
        }
    }
    assert!(kinds.len() >= 4, "the fonts' kinds were found: {kinds:?}");
    let config = read("packaging/web/web.config");
    for (extension, kind) in &kinds {
        for needed in [
            format!("<remove fileExtension=\"{extension}\" />"),
            format!("<mimeMap fileExtension=\"{extension}\" mimeType=\"{kind}\" />"),
        ] {
            assert!(
                config.contains(&needed),
                "packaging/web/web.config lacks {needed}"
            );
        }
    }
    assert!(
        commands(&read("packaging/web.sh"))
            .iter()
            .any(|line| line.starts_with("cp packaging/web/web.config")),
        "packaging/web.sh should copy web.config into the folder"
    );
    assert!(
        read("packaging/web/page.py").contains("\"web.config\""),
        "packaging/web/page.py should leave web.config out of what the service worker keeps"
    );
}

/// How the Windows installer speaks a language.
enum Installer {
    /// In the language MUI2 names so (NSIS's `Contrib/Language files/<name>.nlf`).
    Speaks(&'static str),
    /// In English: NSIS has no language file of that name (Urdu, Bengali, Punjabi). The app
    /// speaks the language once it starts.
    English { lacks: &'static str },
}

/// Each language's installer.
const INSTALLER_LANGUAGES: [(&str, Installer); 24] = [
    ("en", Installer::Speaks("English")),
    ("es", Installer::Speaks("Spanish")),
    ("fr", Installer::Speaks("French")),
    ("de", Installer::Speaks("German")),
    ("pt-BR", Installer::Speaks("PortugueseBR")),
    ("ar", Installer::Speaks("Arabic")),
    ("uk", Installer::Speaks("Ukrainian")),
    ("pl", Installer::Speaks("Polish")),
    ("it", Installer::Speaks("Italian")),
    ("tr", Installer::Speaks("Turkish")),
    ("ru", Installer::Speaks("Russian")),
    ("fa", Installer::Speaks("Farsi")),
    ("hi", Installer::Speaks("Hindi")),
    ("el", Installer::Speaks("Greek")),
    ("he", Installer::Speaks("Hebrew")),
    ("ja", Installer::Speaks("Japanese")),
    ("nl", Installer::Speaks("Dutch")),
    ("ro", Installer::Speaks("Romanian")),
    ("vi", Installer::Speaks("Vietnamese")),
    ("ur", Installer::English { lacks: "Urdu" }),
    ("bn", Installer::English { lacks: "Bengali" }),
    ("pa", Installer::English { lacks: "Punjabi" }),
    ("ko", Installer::Speaks("Korean")),
    ("zh", Installer::Speaks("SimpChinese")),
];

/// Each installer language is one NSIS has, and each left to English is one it lacks, as
/// NSIS's own language files say (`.ci/setup --test` installs NSIS).
#[test]
fn the_installer_speaks_each_language_nsis_has_and_english_where_it_has_none() {
    let folder = std::path::Path::new("/usr/share/nsis/Contrib/Language files");
    assert!(
        folder.is_dir(),
        "{}: not there; install NSIS (bash .ci/setup --test)",
        folder.display()
    );
    for (tag, installer) in &INSTALLER_LANGUAGES {
        match installer {
            Installer::Speaks(name) => assert!(
                folder.join(format!("{name}.nlf")).is_file(),
                "{tag}: NSIS has no {name}.nlf"
            ),
            Installer::English { lacks } => assert!(
                !folder.join(format!("{lacks}.nlf")).exists(),
                "{tag}: NSIS has {lacks}.nlf now: let the installer speak it"
            ),
        }
    }
}

/// Outside the window, a class meets Lineup in the desktop's menu (the desktop entry), a
/// software centre (the metainfo), the Windows installer and the web page: each speaks every
/// language the app speaks, English being the untranslated default.
#[test]
fn every_language_names_lineup_in_the_menu_the_software_centre_the_installer_and_the_page() {
    let read = |path: &str| {
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
            .unwrap_or_else(|error| panic!("{path}: {error}"))
    };
    let desktop_file = "packaging/io.github.lineupclass.lineup.desktop";
    let metainfo_file = "packaging/io.github.lineupclass.lineup.metainfo.xml";
    let installer_file = "packaging/windows/lineup.nsi";
    let desktop = read(desktop_file);
    let metainfo = read(metainfo_file);
    let installer = read(installer_file);
    let mut missing = Vec::new();
    for language in &lineup::look::i18n::LANGUAGES {
        let tag = language.tag;
        // The desktop entry and AppStream write pt-BR as the system's locales do, pt_BR.
        let locale = tag.replace('-', "_");
        let english = tag == lineup::look::i18n::LANGUAGES[0].tag;
        for key in ["GenericName", "Comment", "Keywords"] {
            let key = match english {
                true => format!("{key}="),
                false => format!("{key}[{locale}]="),
            };
            let said = desktop.lines().any(|line| {
                line.strip_prefix(&key)
                    .is_some_and(|value| !value.trim().is_empty())
            });
            if !said {
                missing.push(format!("{tag}: {desktop_file} has no {key}…"));
            }
        }
        let summary = match english {
            true => "<summary>".to_string(),
            false => format!("<summary xml:lang=\"{locale}\">"),
        };
        if !metainfo.contains(&summary) {
            missing.push(format!("{tag}: {metainfo_file} has no {summary}"));
        }
        match INSTALLER_LANGUAGES.iter().find(|(known, _)| *known == tag) {
            None => missing.push(format!(
                "{tag}: no installer language in INSTALLER_LANGUAGES (tests/packaging.rs): add \
                 the name MUI2 gives it"
            )),
            Some((_, Installer::English { .. })) => {}
            Some((_, Installer::Speaks(name))) => {
                let line = format!("!insertmacro MUI_LANGUAGE \"{name}\"");
                if !installer.lines().any(|written| written.trim() == line) {
                    missing.push(format!("{tag}: {installer_file} has no {line}"));
                }
            }
        }
        let page = format!("locales/{tag}/page.ftl");
        if !std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(&page)
            .is_file()
        {
            missing.push(format!("{tag}: no {page}, the web page's sentences"));
        }
    }
    assert!(
        missing.is_empty(),
        "a language Lineup speaks, missing outside the window:\n{}",
        missing.join("\n")
    );
}

/// On an iPad, "Add to Home Screen" makes Lineup an app of its own, full screen, whose storage
/// Safari keeps; the page covers the whole screen and keeps the app clear of its rounded
/// corners and home bar. On a Chromebook it installs from its manifest.
#[test]
fn the_page_can_be_added_to_an_ipads_home_screen_and_keeps_clear_of_its_edges() {
    let page = std::fs::read_to_string("packaging/web/index.html").unwrap();
    for needed in [
        "viewport-fit=cover",
        "env(safe-area-inset-bottom)",
        "rel=\"apple-touch-icon\"",
        "name=\"apple-mobile-web-app-capable\" content=\"yes\"",
        "rel=\"manifest\"",
        // The storage kept where the browser allows, and the app told whether it is.
        "navigator.storage.persist()",
    ] {
        assert!(page.contains(needed), "index.html lacks {needed}");
    }
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("packaging/web/manifest.webmanifest").unwrap(),
    )
    .unwrap();
    assert_eq!(manifest["display"], "standalone");
}

/// Every X server the checks start for a window stays up between its clients. Without
/// `-noreset`, Xvfb resets whenever its last client leaves (each poll of `xwininfo` or
/// `xdotool` that waits for the window does), and a window opened during that reset fails
/// with XOpenDisplayFailed: the installed package's window check failed so, once in a while.
#[test]
fn every_x_server_the_checks_start_stays_up_between_its_clients() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut started = 0;
    let mut resetting = Vec::new();
    for folder in [".ci", "packaging", ".github/workflows", "tests/web"] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap() {
            let path = entry.unwrap().path();
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let name = path.strip_prefix(root).unwrap().display().to_string();
            for (number, line) in text.lines().enumerate() {
                let starts = line.contains("xvfb-run -")
                    || (line.contains("\"Xvfb\"") && line.contains("spawn"));
                if !starts {
                    continue;
                }
                started += 1;
                if !line.contains("-noreset") {
                    resetting.push(format!("{name}:{}: {}", number + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        started >= 8,
        "the checks start their X servers ({started} found)"
    );
    assert!(
        resetting.is_empty(),
        "these X servers reset when their last client leaves; give each -noreset:\n{}",
        resetting.join("\n")
    );
}
