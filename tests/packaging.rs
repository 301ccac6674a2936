//! The Debian package a school builds from the README is the one CI checks: both build it with
//! `packaging/deb.sh`, and no other file runs `cargo deb` with options of its own.

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
fn the_readme_and_ci_build_the_package_with_the_same_command() {
    let readme = read("README.md");
    let install = readme
        .split("\n## ")
        .find(|section| section.starts_with("Install\n"))
        .expect("README.md has an Install section");
    assert!(
        install.contains(BUILD),
        "README.md's Install section should build the package with `{BUILD}`, as CI does"
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
